//! `POST /api/rem-registrationbizweb/eContract/queryEContractInfo`: the signed contract as a
//! PDF, by the pledgee row (`uuid`) or by the business (`bizSn`, when one pledgee signed).

use actix_web::{http::header::DispositionType, post, web, HttpResponse};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{current_pledgee, readable_application};
use crate::{
    auth::current_user::CurrentUser,
    econtract::pledgee,
    envelope::{ApiResult, Failure},
    error::ApiError,
    files::download::disposition,
    models::{application::Application, pledgee_info::PledgeeInfo},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContractQuery {
    /// The pledgee row's uuid.
    pub uuid: Option<String>,
    /// The business's serial number.
    pub biz_sn: Option<String>,
}

fn given(v: Option<String>) -> Option<String> {
    v.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty())
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/eContract/queryEContractInfo", tag = "econtract",
    request_body = ContractQuery,
    responses((status = 200, description = "the signed contract", content_type = "application/pdf", body = Vec<u8>),
              (status = 400, description = "合同尚未签署 / 请指定质权人", body = Failure),
              (status = 401, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/rem-registrationbizweb/eContract/queryEContractInfo")]
pub async fn query_econtract_info(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<ContractQuery>,
) -> ApiResult {
    let body = body.or_default();
    let (uuid, biz_sn) = (given(body.uuid), given(body.biz_sn));
    let shared = state.clone();
    let (name, pdf) = state
        .db(move |conn| {
            let (app, row) = match (uuid, biz_sn) {
                (Some(uuid), _) => current_pledgee(conn, &shared, &me, &uuid)?,
                (None, Some(sn)) => {
                    let app = Application::find_by_biz_sn(conn, &me.user.tenant_id, &sn)?;
                    let app = readable_application(conn, &me, app)?;
                    let rows = PledgeeInfo::of_application(conn, &app.id)?;
                    let mut rows = pledgee::refresh(conn, &shared, &app, rows)?;
                    rows.retain(|r| r.status == pledgee::SIGNED);
                    if rows.len() > 1 {
                        return Err(ApiError::bad_request(
                            "该业务有多位质权人签署的合同，请指定质权人",
                        ));
                    }
                    let row = rows
                        .pop()
                        .ok_or_else(|| ApiError::bad_request("合同尚未签署"))?;
                    (app, row)
                }
                (None, None) => return Err(ApiError::bad_request("请指定业务流水号或质权人")),
            };
            let attach = row
                .attach_id
                .ok_or_else(|| ApiError::bad_request("合同尚未签署"))?;
            let pdf = pledgee::read_kept(&shared, conn, &app.tenant_id, &attach)?;
            Ok((pledgee::contract_name(&app), pdf))
        })
        .await?;
    Ok(HttpResponse::Ok()
        .content_type("application/pdf")
        .insert_header(disposition(&name, DispositionType::Attachment))
        .body(pdf))
}
