//! `GET /api/blade-system/dict/detail?id=`: one row of the system dictionary.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{require_reader, NO_SUCH_DICT};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::system_dict::SystemDict,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DictDetailQuery {
    pub id: String,
}

#[utoipa::path(
    get, path = "/api/blade-system/dict/detail", tag = "system", params(DictDetailQuery),
    responses((status = 200, body = Envelope<SystemDict>), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[get("/blade-system/dict/detail")]
pub async fn sys_dict_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<DictDetailQuery>,
) -> ApiResult {
    require_reader(&me)?;
    let id = query.into_inner().id;
    let found = state
        .db(move |conn| Ok(SystemDict::find(conn, &id)?))
        .await?
        .ok_or_else(|| ApiError::not_found(NO_SUCH_DICT))?;
    Ok(ok(found))
}
