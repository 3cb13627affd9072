//! `GET /api/blade-system/dict-biz/detail?id=`: one business dictionary entry of the caller's
//! tenant, for the administrator (issue 20).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{require_admin, NO_SUCH_DICT_ENTRY};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{dictionary::DictEntry, dictionary_admin::DictRecord},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DictDetailQuery {
    pub id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/dict-biz/detail", tag = "system", params(DictDetailQuery),
    responses((status = 200, body = Envelope<DictRecord>), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[get("/blade-system/dict-biz/detail")]
pub async fn dict_biz_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<DictDetailQuery>,
) -> ApiResult {
    require_admin(&me)?;
    let id = query.into_inner().id.unwrap_or_default();
    let tenant = me.user.tenant_id.clone();
    let entry = state
        .db(move |conn| Ok(DictEntry::find_in(conn, &tenant, id.trim())?))
        .await?
        .ok_or_else(|| ApiError::not_found(NO_SUCH_DICT_ENTRY))?;
    Ok(ok(DictRecord::from(entry)))
}
