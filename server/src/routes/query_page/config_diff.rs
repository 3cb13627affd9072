//! `GET /api/rem-registrationbizweb/queryConfig/diff?pageKey=&from=&to=`: two versions of a
//! query page's definition (or a version and the draft), line by line.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use crate::{
    envelope::{ok, ApiResult, Failure},
    models::definition::QUERY,
    state::AppState,
    studio::{texts, versions::text_of, Analyst},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct DiffQuery {
    pub page_key: String,
    /// A version number, or `draft`.
    pub from: String,
    /// A version number, or `draft`.
    pub to: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/queryConfig/diff", tag = "query-page", params(DiffQuery),
    responses(
        (status = 200, description = "{from, to, lines: [{op, text}]}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "版本号须为数字或 draft", body = Failure),
        (status = 403, description = "not an analyst", body = Failure),
        (status = 404, description = "该版本不存在 / 没有草稿", body = Failure))
)]
#[get("/rem-registrationbizweb/queryConfig/diff")]
pub async fn config_diff(
    state: web::Data<AppState>,
    _: Analyst,
    query: web::Query<DiffQuery>,
) -> ApiResult {
    let DiffQuery { page_key, from, to } = query.into_inner();
    let answer = state
        .db(move |conn| {
            let before = text_of(conn, QUERY, &page_key, &from)?;
            let after = text_of(conn, QUERY, &page_key, &to)?;
            Ok(json!({"from": from, "to": to, "lines": texts::diff(&before, &after)}))
        })
        .await?;
    Ok(ok(answer))
}
