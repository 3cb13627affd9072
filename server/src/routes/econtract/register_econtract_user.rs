//! `POST /api/rem-registrationmgrweb/eContract/registerEContractUser`: staff register a
//! pledgee with the e-signature provider under the mobile the pledgee gave the registry (the
//! pledge form does not carry one); registering again brings the mobile up to date.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::readable_pledgee;
use crate::{
    auth::current_user::CurrentUser,
    econtract::pledgee::{self, PledgeeView},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    routes::flow::request::STAFF,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterSignerBody {
    /// The pledgee row's uuid.
    pub uuid: Option<String>,
    /// The mobile the signing link and the provider's notices go to.
    pub mobile: Option<String>,
}

fn is_mobile(text: &str) -> bool {
    text.len() == 11 && text.starts_with('1') && text.bytes().all(|b| b.is_ascii_digit())
}

#[utoipa::path(
    post, path = "/api/rem-registrationmgrweb/eContract/registerEContractUser", tag = "econtract",
    request_body = RegisterSignerBody,
    responses((status = 200, body = Envelope<PledgeeView>),
              (status = 400, description = "请指定质权人 / 请输入正确的手机号码 / 质权人已确认", body = Failure),
              (status = 401, body = Failure), (status = 403, description = "staff only", body = Failure),
              (status = 404, body = Failure), (status = 503, body = Failure))
)]
#[post("/rem-registrationmgrweb/eContract/registerEContractUser")]
pub async fn register_econtract_user(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<RegisterSignerBody>,
) -> ApiResult {
    if !STAFF.contains(&me.user.role_name.as_str()) {
        return Err(ApiError::forbidden("仅登记机构工作人员可办理电子签约登记"));
    }
    let body = body.or_default();
    let uuid = body
        .uuid
        .map(|u| u.trim().to_owned())
        .filter(|u| !u.is_empty())
        .ok_or_else(|| ApiError::bad_request("请指定质权人"))?;
    let mobile = body.mobile.unwrap_or_default().trim().to_owned();
    if !is_mobile(&mobile) {
        return Err(ApiError::bad_request("请输入正确的手机号码"));
    }
    let shared = state.clone();
    let view = state
        .db(move |conn| {
            let (app, row) = readable_pledgee(conn, &me, &uuid)?;
            let row = pledgee::register(conn, &shared, row, &mobile)?;
            Ok(pledgee::view(&app, &row))
        })
        .await?;
    Ok(ok(view))
}
