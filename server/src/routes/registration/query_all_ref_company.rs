//! `GET /api/rem-registrationbizweb/user/queryAllRefCompany`: the enterprises the signed-in
//! user is bound to.

use actix_web::{get, web};

use super::support::RefCompany;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::company::Company,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/user/queryAllRefCompany", tag = "registration",
    responses((status = 200, body = Envelope<Vec<RefCompany>>), (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/user/queryAllRefCompany")]
pub async fn query_all_ref_company(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let user_id = me.user.id;
    let companies = state
        .db(move |conn| Ok(Company::of_user(conn, &user_id)?))
        .await?;
    Ok(ok(companies
        .into_iter()
        .map(|c| RefCompany {
            company_id: c.id,
            name: c.name,
        })
        .collect::<Vec<_>>()))
}
