//! `GET /api/rem-registrationbizweb/investmentInstitution/page?current=&size=&key=`: the
//! tenant's certified institutional investors (/investmentInstitution, see
//! `models::institution_directory`), by name, `key` matching the name or the credit code; pages
//! of 10 by default, at most 100. Any signed-in user of the tenant reads it.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::institution_directory::Institution,
    paging::{Page, Paging, TEN_UP_TO_HUNDRED},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct InstitutionQuery {
    pub current: Option<i64>,
    pub size: Option<i64>,
    /// Contained in the name or the credit code.
    pub key: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/investmentInstitution/page", tag = "registration",
    params(InstitutionQuery),
    responses((status = 200, body = Envelope<Page<Institution>>), (status = 400, body = Failure), (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/investmentInstitution/page")]
pub async fn institution_page(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<InstitutionQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let paging = Paging::lenient(query.current, query.size, TEN_UP_TO_HUNDRED)?;
    let tenant = me.user.tenant_id.clone();
    let all = state
        .db(move |conn| Ok(Institution::all(conn, &tenant, query.key.as_deref())?))
        .await?;
    let total = i64::try_from(all.len()).unwrap_or(i64::MAX);
    let offset = usize::try_from(paging.offset()).unwrap_or(usize::MAX);
    let size = usize::try_from(paging.size).unwrap_or(10);
    let records = all.into_iter().skip(offset).take(size).collect();
    Ok(ok(paging.page((records, total))))
}
