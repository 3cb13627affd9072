//! `GET /api/blade-system/dict/dictionary?code=`: the entries of one system dictionary (key and
//! value), for any signed-in user's selects and labels.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::system_dict::SystemDict,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DictionaryQuery {
    pub code: String,
}

#[utoipa::path(
    get, path = "/api/blade-system/dict/dictionary", tag = "system", params(DictionaryQuery),
    responses((status = 200, body = Envelope<Vec<SystemDict>>), (status = 401, body = Failure))
)]
#[get("/blade-system/dict/dictionary")]
pub async fn sys_dict_dictionary(
    state: web::Data<AppState>,
    _me: CurrentUser,
    query: web::Query<DictionaryQuery>,
) -> ApiResult {
    let code = query.into_inner().code.trim().to_owned();
    let entries = state
        .db(move |conn| Ok(SystemDict::entries(conn, &code)?))
        .await?;
    Ok(ok(entries))
}
