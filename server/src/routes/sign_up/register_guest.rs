//! `POST /api/blade-user/register-guest {organType, account, name, phone, code, password,
//! confirmPassword, tenantId}`: an investor opens an account on the platform (organType 2 a
//! person, 1 an institution, 3 a product's manager). They sign in as a visitor and apply for
//! their registration account with 550130/550131/550132.

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
pub struct RegisterGuestBody {
    /// 1 institution, 2 person, 3 product.
    #[serde(default)]
    pub organ_type: String,
    #[serde(flatten)]
    pub form: Registration,
}

#[utoipa::path(
    post, path = "/api/blade-user/register-guest", tag = "account",
    request_body = RegisterGuestBody,
    responses(
        (status = 200, description = "注册成功，请登录", body = Envelope<Registered>),
        (status = 400, description = "请选择投资者类型, the account's, name's, phone's and password policy's messages, a code's refusal, 账号已存在, 该手机号码已注册过同类账号，请直接登录或找回密码", body = Failure))
)]
#[post("/blade-user/register-guest")]
pub async fn register_guest(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: crate::optional_json::OptionalJson<RegisterGuestBody>,
) -> ApiResult {
    let body = body.or_default();
    let kind = Kind::investor(&body.organ_type)
        .ok_or_else(|| ApiError::bad_request("请选择投资者类型"))?;
    register(&state, &req, kind, body.form).await
}
