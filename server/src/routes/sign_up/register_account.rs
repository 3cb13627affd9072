//! `POST /api/rem-registrationbizweb/userNonDs/registerAccount {userType, account, name, phone,
//! code, password, confirmPassword, tenantId}`: an enterprise (`org`) or a member firm
//! (`member`) opens an account. It signs in uncertified; the registration of its enterprise
//! (550001/550114) or its membership (550012) certifies it.

use actix_web::{post, web, HttpRequest};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{register, Registered, Registration};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    sign_up::Kind,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterAccountBody {
    /// org (an enterprise) or member.
    #[serde(default)]
    pub user_type: String,
    #[serde(flatten)]
    pub form: Registration,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/userNonDs/registerAccount", tag = "account",
    request_body = RegisterAccountBody,
    responses(
        (status = 200, description = "注册成功，请登录", body = Envelope<Registered>),
        (status = 400, description = "请选择注册类型, the account's, name's, phone's and password policy's messages, a code's refusal, 账号已存在, 该手机号码已注册过同类账号，请直接登录或找回密码", body = Failure))
)]
#[post("/rem-registrationbizweb/userNonDs/registerAccount")]
pub async fn register_account(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: crate::optional_json::OptionalJson<RegisterAccountBody>,
) -> ApiResult {
    let body = body.or_default();
    let kind = Kind::organisation(&body.user_type)
        .ok_or_else(|| ApiError::bad_request("请选择注册类型"))?;
    register(&state, &req, kind, body.form).await
}
