//! `POST /api/rem-registrationbizweb/user/resignSecurityCenter {password, code}`: the
//! signed-in user closes (注销) their own account from the security centre. The spec names the
//! call only; closing one's account is our reading of "resign" (`account::closing`). The login
//! password and the code sent to the bound mobile (`sms/sendValidationCode`, purpose `verify`)
//! prove the user; it is refused while an application is in progress or a registration account
//! holds shares. The account is disabled, every session ends and the code is spent, in one
//! transaction.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    account::closing::{self, CLOSED, DONE},
    auth::current_user::CurrentUser,
    db::transaction,
    envelope::{ok_with_msg, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{session::Session, user::User, user_admin},
    routes::{account::support::require_password, sms::support as sms},
    sms::codes::{self, Purpose},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResignBody {
    /// The login password.
    #[serde(default)]
    pub password: String,
    /// The code sent to the bound mobile for `verify`.
    #[serde(default)]
    pub code: String,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/user/resignSecurityCenter", tag = "account",
    request_body = ResignBody,
    responses(
        (status = 200, description = "账号注销成功", body = Envelope<bool>),
        (status = 400, description = "请输入密码, 密码不正确, 当前用户未绑定手机号码, a code's refusal, 您有正在办理中的业务申请，请办结或撤回后再注销账号, 您的登记账号仍持有份额，不能注销账号, 平台管理员账号不能注销", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/user/resignSecurityCenter")]
pub async fn resign_security_center(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<ResignBody>,
) -> ApiResult {
    let body = body.or_default();
    let user = me.user;
    require_password(body.password, &user).await?;
    let mobile = user
        .mobile
        .clone()
        .filter(|m| codes::check_phone(m).is_ok())
        .ok_or_else(|| ApiError::bad_request("当前用户未绑定手机号码"))?;
    // said before the code is tried: a refusal costs no attempt
    let asked = user.clone();
    state.db(move |conn| closing::refusal(conn, &asked)).await?;
    let code_id = sms::check(
        &state,
        user.tenant_id.clone(),
        mobile,
        Purpose::Verify,
        body.code,
        false,
    )
    .await?;
    let now = state.clock.now();
    state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                // again inside the transaction: an application submitted meanwhile
                closing::refusal(conn, &user)?;
                codes::spend(conn, &code_id, now)?;
                user_admin::set_status(conn, &user.id, User::DISABLED)?;
                Session::revoke_all_of(conn, &user.id, CLOSED)?;
                Ok(())
            })
        })
        .await?;
    Ok(ok_with_msg(true, DONE))
}
