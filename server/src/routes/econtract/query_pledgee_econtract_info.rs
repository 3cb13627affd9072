//! `POST /api/rem-registrationbizweb/eContract/queryPledgeeEContractInfo {uuid}`: the pledgees
//! of an application and their signing state (the 质权人确认 table of the application detail),
//! asked of the provider first for those still waiting.

use actix_web::{post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::support::readable_application;
use crate::{
    auth::current_user::CurrentUser,
    econtract::pledgee::{self, PledgeeView},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{application::Application, pledgee_info::PledgeeInfo},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ApplicationUuid {
    /// The application's uuid.
    pub uuid: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PledgeeContracts {
    /// The application's signing state (`ext8`): null without pledgees, 0 waiting, 1 every
    /// pledgee signed, 2 one refused.
    pub ext8: Option<String>,
    /// Whether the business is done: no more confirmation SMS then.
    pub done: bool,
    pub records: Vec<PledgeeView>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/eContract/queryPledgeeEContractInfo", tag = "econtract",
    request_body = ApplicationUuid,
    responses((status = 200, body = Envelope<PledgeeContracts>),
              (status = 400, description = "请指定业务", body = Failure), (status = 401, body = Failure),
              (status = 403, body = Failure), (status = 404, body = Failure), (status = 503, body = Failure))
)]
#[post("/rem-registrationbizweb/eContract/queryPledgeeEContractInfo")]
pub async fn query_pledgee_econtract_info(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<ApplicationUuid>,
) -> ApiResult {
    let uuid = body
        .or_default()
        .uuid
        .map(|u| u.trim().to_owned())
        .filter(|u| !u.is_empty())
        .ok_or_else(|| ApiError::bad_request("请指定业务"))?;
    let shared = state.clone();
    let answer = state
        .db(move |conn| {
            let app = Application::find(conn, &me.user.tenant_id, &uuid)?;
            let app = readable_application(conn, &me, app)?;
            let rows = PledgeeInfo::of_application(conn, &app.id)?;
            let rows = pledgee::refresh(conn, &shared, &app, rows)?;
            Ok(PledgeeContracts {
                ext8: pledgee::ext8(&rows.iter().collect::<Vec<_>>()).map(str::to_owned),
                done: app.status != "running",
                records: rows.iter().map(|r| pledgee::view(&app, r)).collect(),
            })
        })
        .await?;
    Ok(ok(answer))
}
