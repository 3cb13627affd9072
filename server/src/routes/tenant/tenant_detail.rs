//! `GET /api/blade-system/tenant/detail?id=`: one tenant with its settings, for the platform's
//! administrator (issue 20).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{require_platform_admin, NO_SUCH_TENANT};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::tenant::Tenant,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TenantDetailQuery {
    /// The tenant's id.
    pub id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/tenant/detail", tag = "system", params(TenantDetailQuery),
    responses((status = 200, body = Envelope<Tenant>), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[get("/blade-system/tenant/detail")]
pub async fn tenant_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<TenantDetailQuery>,
) -> ApiResult {
    require_platform_admin(&me)?;
    let id = query.into_inner().id.unwrap_or_default().trim().to_owned();
    let tenant = state
        .db(move |conn| Tenant::find(conn, &id)?.ok_or_else(|| ApiError::not_found(NO_SUCH_TENANT)))
        .await?;
    Ok(ok(tenant))
}
