//! `POST /api/rem-registrationbizweb/statementExpense/estimate`: the fee a submission of the
//! form would be charged, before it is submitted (the apply page's preview). The step the
//! submission takes runs on the server-built context; nothing is written.

use actix_web::{post, web};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    charging::ChargeEstimate,
    envelope::{ok, ApiResult, Envelope, Failure},
    lifecycle::{estimate_charge, Scope},
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EstimateRequest {
    pub app_id: String,
    /// The application being resubmitted; none for a new one.
    pub uuid: Option<String>,
    #[schema(value_type = Object)]
    pub form_data: Value,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/statementExpense/estimate", tag = "payment",
    request_body = EstimateRequest,
    responses((status = 200, description = "the fee, or why there is none yet (pending)", body = Envelope<ChargeEstimate>),
              (status = 401, body = Failure), (status = 403, body = Failure),
              (status = 404, description = "no such business or application", body = Failure))
)]
#[post("/rem-registrationbizweb/statementExpense/estimate")]
pub async fn charge_estimate(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<EstimateRequest>,
) -> ApiResult {
    let request = body.into_inner();
    let shared = state.clone();
    let estimate = state
        .db(move |conn| {
            let now = shared.clock.now();
            let mut scope = Scope {
                conn,
                state: &shared,
                me: &me,
                now,
            };
            estimate_charge(
                &mut scope,
                &request.app_id,
                request.uuid,
                &request.form_data,
            )
        })
        .await?;
    Ok(ok(estimate))
}
