//! `POST /api/rem-registrationbizweb/user/verifyPassword {password}`: a signed-in user
//! confirms who they are with their password before a sensitive step.

use actix_web::post;
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::require_password;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
};

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct PasswordBody {
    #[serde(default)]
    pub password: String,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/user/verifyPassword", tag = "account",
    request_body = PasswordBody,
    responses(
        (status = 200, description = "data true", body = Envelope<bool>),
        (status = 400, description = "请输入密码, 密码不正确", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/user/verifyPassword")]
pub async fn verify_password(
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<PasswordBody>,
) -> ApiResult {
    require_password(body.or_default().password, &me.user).await?;
    Ok(ok(true))
}
