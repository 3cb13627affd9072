//! `POST /api/rem-registrationbizweb/queryPage/{pageKey}/export`: every row the page's current
//! filters find (not only a page), in its order, as an Excel workbook named after the page
//! (`{title}.xlsx`), with the page's columns; codes by their labels, share counts and amounts
//! as numbers. The rows are read as one query and written as they come into a scratch file, so
//! memory stays flat however long the list.

use actix_web::{post, web};
use serde_json::{Map, Value};

use super::request::{self, QueryPageRequest};
use crate::{
    auth::current_user::CurrentUser,
    db::transaction::snapshot,
    envelope::{ApiResult, Failure},
    error::ApiError,
    files::workbook::{self, Cell, Column},
    query_pages::{self, definition::Checked, source::Kind, store, Window},
    routes::public::support::TenantQuery,
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/queryPage/{pageKey}/export", tag = "query-page",
    params(("pageKey" = String, Path), TenantQuery), request_body = QueryPageRequest,
    responses(
        (status = 200, description = "the workbook, named in Content-Disposition", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400, description = "a wrong filter; more rows than an export writes", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权查看该页面", body = Failure),
        (status = 404, description = "查询页面不存在", body = Failure))
)]
#[post("/rem-registrationbizweb/queryPage/{pageKey}/export")]
pub async fn page_export(
    state: web::Data<AppState>,
    me: Result<CurrentUser, ApiError>,
    site: web::Query<TenantQuery>,
    key: web::Path<String>,
    body: crate::optional_json::OptionalJson<QueryPageRequest>,
) -> ApiResult {
    let request = body.or_default();
    let shared = state.clone();
    let staging = state.config.data_dir.join("tmp");
    let (file, title) = state
        .db(move |conn| {
            let (_, page) = store::latest(conn, &shared.query_pages, &key)?;
            let scope = request::reader_scope(conn, &page, me, &site)?;
            let criteria = request.criteria(&page)?;
            let labels = query_pages::labels(conn, &shared, &page, &scope)?;
            let columns: Vec<Column> = page
                .def
                .columns
                .iter()
                .map(|c| Column {
                    heading: page.label_of(&c.prop, c.label.as_ref()).into(),
                    width: f64::from(c.width.unwrap_or(160)) / 7.0,
                })
                .collect();
            let kinds: Vec<Option<Kind>> = page
                .def
                .columns
                .iter()
                .map(|c| page.source.field(&c.prop).map(|f| f.kind))
                .collect();
            let title = page.def.title.trim().to_owned();
            let file = snapshot(conn, |conn| {
                let counted = Window {
                    offset: 0,
                    limit: 0,
                    after: None,
                };
                let total = query_pages::rows(conn, &page, &scope, &criteria, counted)?.total;
                if total > workbook::MAX_ROWS {
                    return Err(workbook::too_many());
                }
                workbook::write(&staging, &title, &columns, |sheet| {
                    query_pages::each_row(conn, &page, &scope, &criteria, |row| {
                        let row = query_pages::shown(&page, &labels, row);
                        let texts = texts(&page, &kinds, &row);
                        sheet.row(&cells(&texts, &kinds))
                    })
                })
            })?;
            Ok((file, title))
        })
        .await?;
    workbook::respond(file, &format!("{title}.xlsx"))
}

/// A row's texts in the page's columns, codes by their labels.
fn texts(page: &Checked, kinds: &[Option<Kind>], row: &Map<String, Value>) -> Vec<String> {
    page.def
        .columns
        .iter()
        .zip(kinds)
        .map(|(c, kind)| {
            let key = if *kind == Some(Kind::Code) {
                format!("{}Label", c.prop)
            } else {
                c.prop.clone()
            };
            match row.get(&key) {
                Some(Value::String(s)) => s.clone(),
                Some(Value::Null) | None => String::new(),
                Some(other) => other.to_string(),
            }
        })
        .collect()
}

/// The cells of a row's texts: share counts as numbers, amounts exact.
fn cells<'a>(texts: &'a [String], kinds: &[Option<Kind>]) -> Vec<Cell<'a>> {
    texts
        .iter()
        .zip(kinds)
        .map(|(text, kind)| match kind {
            _ if text.is_empty() => Cell::Empty,
            Some(Kind::Shares) => text.parse().map(Cell::Count).unwrap_or(Cell::Text(text)),
            Some(Kind::Money) => Cell::AmountText(text),
            _ => Cell::Text(text),
        })
        .collect()
}
