//! `GET /api/rem-registrationbizweb/investmentInstitution/detail?id=`: one institutional
//! investor of the directory (`id` as the list gives it), with its completed businesses. 400
//! 请选择投资机构 without one, 404 机构不存在 for one the caller's tenant's directory lacks.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::institution_directory::Institution,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct InstitutionId {
    /// The registration account's id of the institution.
    pub id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/investmentInstitution/detail", tag = "registration",
    params(InstitutionId),
    responses((status = 200, body = Envelope<Institution>), (status = 400, body = Failure), (status = 404, body = Failure))
)]
#[get("/rem-registrationbizweb/investmentInstitution/detail")]
pub async fn institution_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<InstitutionId>,
) -> ApiResult {
    let id = query
        .into_inner()
        .id
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
        .ok_or_else(|| ApiError::bad_request("请选择投资机构"))?;
    let tenant = me.user.tenant_id.clone();
    let found = state
        .db(move |conn| {
            Ok(Institution::all(conn, &tenant, None)?
                .into_iter()
                .find(|i| i.id == id))
        })
        .await?;
    Ok(ok(found.ok_or_else(|| ApiError::not_found("机构不存在"))?))
}
