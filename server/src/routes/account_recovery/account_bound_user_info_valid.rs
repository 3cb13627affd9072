//! `POST /api/rem-registrationbizweb/nonds/bizAccountManage/accountBoundUserInfoValid
//! {account, name, idNumber, tenantId}`: whether the name and certificate number are those of
//! the account's person on the register (`account::recovery`), for someone who lost the bound
//! mobile; a match leads on to the face check that authorises the reset. Counted with the
//! sign-in attempts of the address, so that identities cannot be tried fast.

use actix_web::{post, web, HttpRequest};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::support::count_look_up;
use crate::{
    account::recovery::{self, Match, NOT_THE_PERSON, NO_PERSON_ON_FILE},
    envelope::{ok_with_msg, ApiResult, Envelope, Failure},
    error::ApiError,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonBody {
    #[serde(default)]
    pub account: String,
    #[serde(default)]
    pub name: String,
    /// The resident id number (18 characters).
    #[serde(default)]
    pub id_number: String,
    pub tenant_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Validity {
    pub valid: bool,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/nonds/bizAccountManage/accountBoundUserInfoValid", tag = "account",
    request_body = PersonBody,
    responses(
        (status = 200, description = "data.valid; msg 身份信息验证通过 or 姓名或证件号码与账号绑定的身份信息不一致", body = Envelope<Validity>),
        (status = 400, description = "请输入账号, 请输入姓名, 请输入身份证号码, 身份证号码格式不正确, 该账号未登记实名信息，无法通过身份信息找回，请联系平台工作人员重置密码", body = Failure),
        (status = 429, description = "请求过于频繁，请稍后再试", body = Failure))
)]
#[post("/rem-registrationbizweb/nonds/bizAccountManage/accountBoundUserInfoValid")]
pub async fn account_bound_user_info_valid(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: crate::optional_json::OptionalJson<PersonBody>,
) -> ApiResult {
    count_look_up(&state, &req)?;
    let body = body.or_default();
    let tenant = crate::routes::public::support::request_tenant(&req, body.tenant_id.as_deref())?;
    if body.account.trim().is_empty() {
        return Err(ApiError::bad_request("请输入账号"));
    }
    let found = state
        .db(move |conn| {
            recovery::compare(conn, &tenant, &body.account, &body.name, &body.id_number)
        })
        .await?;
    match found {
        Match::Same(..) => Ok(ok_with_msg(Validity { valid: true }, "身份信息验证通过")),
        // an unknown account is answered as a mismatch: this call tells nothing
        // checkAccountExists does not
        Match::NoAccount | Match::Differs => {
            Ok(ok_with_msg(Validity { valid: false }, NOT_THE_PERSON))
        }
        Match::NoPerson => Err(ApiError::bad_request(NO_PERSON_ON_FILE)),
    }
}
