//! `GET /api/blade-user/detail?id=`: one user of the caller's tenant with its bindings.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{existing, require_user_admin};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::user_admin::UserRow,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UserDetailQuery {
    pub id: String,
}

#[utoipa::path(
    get, path = "/api/blade-user/detail", tag = "system", params(UserDetailQuery),
    responses((status = 200, body = Envelope<UserRow>), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[get("/blade-user/detail")]
pub async fn user_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<UserDetailQuery>,
) -> ApiResult {
    require_user_admin(&me)?;
    let tenant = me.tenant_id().to_owned();
    let id = query.into_inner().id;
    let user = state.db(move |conn| existing(conn, &tenant, &id)).await?;
    Ok(ok(user))
}
