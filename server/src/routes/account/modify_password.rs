//! `POST /api/rem-registrationbizweb/user/modifyOrgMgrPassword {oldPassword, newPassword,
//! confirmPassword}`: a signed-in user changes their password in the security centre. The old
//! one must be given; the new one follows the policy and differs from it. The user's other
//! sessions end; this one goes on.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{hashed, verified, CHANGED};
use crate::{
    auth::{current_user::CurrentUser, password_policy},
    db::transaction,
    envelope::{ok_with_msg, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{session::Session, user_admin},
    state::AppState,
};

pub const WRONG_OLD: &str = "原密码不正确";
pub const SAME_AS_OLD: &str = "新密码不能与原密码相同";

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModifyBody {
    #[serde(default)]
    pub old_password: String,
    #[serde(default)]
    pub new_password: String,
    #[serde(default)]
    pub confirm_password: String,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/user/modifyOrgMgrPassword", tag = "account",
    request_body = ModifyBody,
    responses(
        (status = 200, description = "密码修改成功", body = Envelope<bool>),
        (status = 400, description = "原密码不正确, 新密码不能与原密码相同, the policy's messages, 两次输入的密码不一致", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/user/modifyOrgMgrPassword")]
pub async fn modify_password(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<ModifyBody>,
) -> ApiResult {
    let body = body.or_default();
    if body.old_password.is_empty() {
        return Err(ApiError::bad_request("请输入原密码"));
    }
    if !verified(body.old_password.clone(), me.user.password_hash.clone()).await? {
        return Err(ApiError::bad_request(WRONG_OLD));
    }
    if body.new_password == body.old_password {
        return Err(ApiError::bad_request(SAME_AS_OLD));
    }
    password_policy::check(&body.new_password, &body.confirm_password, &me.user.account)?;
    let hash = hashed(body.new_password).await?;
    let (user, session) = (me.user.id.clone(), me.session.id.clone());
    state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                user_admin::set_password_hash(conn, &user, &hash)?;
                Session::revoke_others_of(conn, &user, &session, CHANGED)?;
                Ok(())
            })
        })
        .await?;
    Ok(ok_with_msg(true, "密码修改成功"))
}
