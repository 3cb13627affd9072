//! `POST /api/rem-registrationbizweb/eContract/seal/status`: the enterprise enables (`1`) or
//! disables (`0`) one of its seals, at the provider and here; audited. A seal of another
//! enterprise or tenant is 404 to it.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{own_company, SealView};
use crate::{
    auth::current_user::CurrentUser,
    db::transaction,
    econtract::seals,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::company_seal::CompanySeal,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SealStatusBody {
    pub id: Option<String>,
    /// 1 enable, 0 disable.
    pub status: Option<i32>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/eContract/seal/status", tag = "econtract",
    request_body = SealStatusBody,
    responses((status = 200, body = Envelope<SealView>),
              (status = 400, description = "请指定印章 / 印章状态不正确 / 该印章已启用 / 该印章已停用", body = Failure),
              (status = 401, body = Failure),
              (status = 403, description = "电子印章由企业自行登记和启停", body = Failure),
              (status = 404, description = "印章不存在", body = Failure),
              (status = 503, description = "电子签约服务暂不可用，请稍后再试", body = Failure))
)]
#[post("/rem-registrationbizweb/eContract/seal/status")]
pub async fn seal_status(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<SealStatusBody>,
) -> ApiResult {
    let body = body.into_inner();
    let id = body
        .id
        .map(|i| i.trim().to_owned())
        .filter(|i| !i.is_empty())
        .ok_or_else(|| ApiError::bad_request("请指定印章"))?;
    let status = body
        .status
        .ok_or_else(|| ApiError::bad_request("印章状态不正确"))?;
    let shared = state.clone();
    let row = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let seal = CompanySeal::find(conn, &me.user.tenant_id, &id)?
                    .ok_or_else(|| ApiError::not_found("印章不存在"))?;
                // the seal is found only among the caller's own enterprises
                let company =
                    own_company(conn, &me, Some(&seal.company_id)).map_err(|e| match e {
                        ApiError::Forbidden(m) if m != super::support::STAFF_READ_ONLY => {
                            ApiError::not_found("印章不存在")
                        }
                        other => other,
                    })?;
                debug_assert_eq!(company.id, seal.company_id);
                seals::set_status(conn, &shared, &me.user, seal, status)
            })
        })
        .await?;
    Ok(ok(SealView::from(row)))
}
