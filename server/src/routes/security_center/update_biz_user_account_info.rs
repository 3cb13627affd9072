//! `POST /api/rem-registrationbizweb/user/updateBizUserAccountInfo {password, phone, code}`:
//! the signed-in user binds a new mobile (更换手机号码; not `userNonDs/updateBizUserAccountInfo`,
//! the forgotten-password reset). The login password proves the user, the code sent to the new
//! number (`smsNonds/sendValidCode`, purpose `bind`) proves the number, spent in the change's
//! transaction. The number follows 01 §5, and one mobile opens at most one account of each
//! kind in a tenant (`sign_up::check_mobile_free`, as at registration).

use actix_web::{post, web};
use diesel::prelude::*;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    db::transaction,
    envelope::{ok_with_msg, ApiResult, Envelope, Failure},
    error::ApiError,
    routes::{account::support::require_password, sms::support as sms},
    schema::users,
    sign_up::check_mobile_free,
    sms::codes::{self, Purpose},
    state::AppState,
};

pub const SAME_MOBILE: &str = "新手机号码不能与原手机号码相同";
pub const CHANGED: &str = "手机号码修改成功";

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BindMobileBody {
    /// The login password.
    #[serde(default)]
    pub password: String,
    /// The new mobile.
    #[serde(default)]
    pub phone: String,
    /// The code sent to the new mobile for `bind`.
    #[serde(default)]
    pub code: String,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/user/updateBizUserAccountInfo", tag = "account",
    request_body = BindMobileBody,
    responses(
        (status = 200, description = "手机号码修改成功", body = Envelope<bool>),
        (status = 400, description = "请输入密码, 密码不正确, 请输入手机号码, 手机号码长度不为11位, 请输入正确的手机号码, 新手机号码不能与原手机号码相同, 该手机号码已注册过同类账号，请直接登录或找回密码, a code's refusal", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/user/updateBizUserAccountInfo")]
pub async fn update_biz_user_account_info(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<BindMobileBody>,
) -> ApiResult {
    let body = body.or_default();
    let phone = codes::check_phone(&body.phone)?.to_owned();
    let user = me.user;
    if user.mobile.as_deref() == Some(phone.as_str()) {
        return Err(ApiError::bad_request(SAME_MOBILE));
    }
    require_password(body.password, &user).await?;
    // said before the code is tried: a taken number costs no attempt
    let (tenant, role, id) = (user.tenant_id, user.role_name, user.id);
    let (t, p, r, i) = (tenant.clone(), phone.clone(), role.clone(), id.clone());
    state
        .db(move |conn| check_mobile_free(conn, &t, &p, &r, Some(&i)))
        .await?;
    let code_id = sms::check(
        &state,
        tenant.clone(),
        phone.clone(),
        Purpose::Bind,
        body.code,
        false,
    )
    .await?;
    let now = state.clock.now();
    state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                // again inside the transaction: two users binding one number at once
                check_mobile_free(conn, &tenant, &phone, &role, Some(&id))?;
                codes::spend(conn, &code_id, now)?;
                diesel::update(users::table.find(&id))
                    .set(users::mobile.eq(Some(&phone)))
                    .execute(conn)?;
                Ok(())
            })
        })
        .await?;
    Ok(ok_with_msg(true, CHANGED))
}
