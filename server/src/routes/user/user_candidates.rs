//! `GET /api/blade-user/binding-candidates?kind=company|account&key=`: the caller's tenant's
//! enterprises (by name) or registration accounts (by number or holder name) containing `key`,
//! at most twenty, for the binding dialog.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::require_user_admin;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::user_admin::{self, Candidate},
    routes::system::support::filter_text,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CandidatesQuery {
    /// `company` or `account`.
    pub kind: String,
    pub key: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-user/binding-candidates", tag = "system", params(CandidatesQuery),
    responses((status = 200, body = Envelope<Vec<Candidate>>), (status = 400, body = Failure), (status = 403, body = Failure))
)]
#[get("/blade-user/binding-candidates")]
pub async fn user_candidates(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<CandidatesQuery>,
) -> ApiResult {
    require_user_admin(&me)?;
    let q = query.into_inner();
    let key = filter_text(q.key);
    let tenant = me.tenant_id().to_owned();
    let found = match q.kind.as_str() {
        "company" => {
            state
                .db(move |conn| {
                    Ok(user_admin::company_candidates(
                        conn,
                        &tenant,
                        key.as_deref(),
                    )?)
                })
                .await?
        }
        "account" => {
            state
                .db(move |conn| {
                    Ok(user_admin::account_candidates(
                        conn,
                        &tenant,
                        key.as_deref(),
                    )?)
                })
                .await?
        }
        _ => return Err(ApiError::bad_request("kind只能是company或account")),
    };
    Ok(ok(found))
}
