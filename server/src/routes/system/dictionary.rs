//! `GET /api/blade-system/dict-biz/dictionary?code=`: a business dictionary of the caller's
//! tenant.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::dictionary::{DictEntry, DictItem},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DictionaryQuery {
    pub code: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/dict-biz/dictionary", tag = "system", params(DictionaryQuery),
    responses((status = 200, body = Envelope<Vec<DictItem>>), (status = 400, body = Failure))
)]
#[get("/blade-system/dict-biz/dictionary")]
pub async fn dictionary(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<DictionaryQuery>,
) -> ApiResult {
    let code = query.into_inner().code.filter(|c| !c.trim().is_empty());
    let code = code.ok_or_else(|| ApiError::bad_request("请传入字典编码"))?;
    let tenant = me.user.tenant_id;
    let items = state
        .db(move |conn| Ok(DictEntry::items(conn, &tenant, code.trim())?))
        .await?;
    Ok(ok(items))
}
