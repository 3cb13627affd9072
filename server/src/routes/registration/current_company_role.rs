//! `GET /api/rem-registrationbizweb/user/queryCurrentCompanyRoleId`: the role the user acts
//! with in the session's current enterprise (chosen with 切换企业), or null when the session
//! has none, or has one the user is no longer bound to (an investor's session names the
//! enterprise of its registration account, where the investor holds no role).

use actix_web::{get, web};

use super::support::CurrentRole;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::company::Company,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/user/queryCurrentCompanyRoleId", tag = "registration",
    responses(
        (status = 200, description = "the role, or null without a current enterprise of the user's", body = Envelope<Option<CurrentRole>>),
        (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/user/queryCurrentCompanyRoleId")]
pub async fn current_company_role(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let Some(company_id) = me.session.current_company_id.clone() else {
        return Ok(ok(None::<CurrentRole>));
    };
    let user_id = me.user.id.clone();
    let bound = state
        .db(move |conn| Ok(Company::bound_to_user(conn, &user_id, &company_id)?.is_some()))
        .await?;
    Ok(ok(bound.then(|| CurrentRole::of(&me))))
}
