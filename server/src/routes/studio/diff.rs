//! `GET studio/diff?kind=&key=&from=&to=`: two versions (or a version and the draft), line by
//! line.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use crate::studio::versions::text_of;
use crate::{
    envelope::{ok, ApiResult},
    state::AppState,
    studio::{self, texts, Analyst},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DiffQuery {
    pub kind: String,
    pub key: String,
    pub from: String,
    pub to: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/diff", tag = "studio", params(DiffQuery),
    responses(
        (status = 200, description = "two versions (or a version and the draft) line by line", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/diff")]
pub async fn diff(
    state: web::Data<AppState>,
    _: Analyst,
    query: web::Query<DiffQuery>,
) -> ApiResult {
    let DiffQuery {
        kind,
        key,
        from,
        to,
    } = query.into_inner();
    let kind = studio::kind(&kind)?;
    let answer = state
        .db(move |conn| {
            let before = text_of(conn, kind, &key, &from)?;
            let after = text_of(conn, kind, &key, &to)?;
            Ok(json!({"from": from, "to": to, "lines": texts::diff(&before, &after)}))
        })
        .await?;
    Ok(ok(answer))
}
