//! `POST /api/blade-log/error-log/upload {logs: [{type, url, message, stack, time}]}`: the
//! signed-in user's browser sends the entries of its error log (01 §2 "Error log entry"),
//! all kept or none. Over-long texts are cut rather than refused: a log is evidence, and a
//! long stack is still worth its first part.

use actix_web::{post, web};
use diesel::prelude::*;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    db::transaction,
    envelope::{ok_with_msg, ApiResult, Envelope, Failure},
    error::ApiError,
    query_pages::source::CLIENT_ERROR_KINDS,
    schema::client_error_logs as logs,
    state::AppState,
};

/// The most entries one upload may carry (the viewer's badge stops at 99).
pub const MAX_ENTRIES: usize = 100;
const MAX_URL: usize = 500;
const MAX_MESSAGE: usize = 2000;
const MAX_STACK: usize = 8000;
const MAX_TIME: usize = 40;

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ErrorLogUpload {
    #[serde(default)]
    pub logs: Vec<ErrorLogEntry>,
}

/// One entry as the browser recorded it.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ErrorLogEntry {
    /// `error` (a script error), `ajax` (a failed request) or `info`.
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub url: String,
    #[serde(default)]
    pub message: String,
    #[serde(default)]
    pub stack: String,
    /// When it happened, as the browser wrote it.
    #[serde(default)]
    pub time: String,
}

#[utoipa::path(
    post, path = "/api/blade-log/error-log/upload", tag = "system",
    request_body = ErrorLogUpload,
    responses(
        (status = 200, description = "发送成功; data: the entries kept", body = Envelope<usize>),
        (status = 400, description = "没有可上传的日志, 一次最多上传100条日志, 日志类型不正确：X, 日志内容不能为空", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/blade-log/error-log/upload")]
pub async fn upload_error_logs(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<ErrorLogUpload>,
) -> ApiResult {
    let entries = body.or_default().logs;
    if entries.is_empty() {
        return Err(ApiError::bad_request("没有可上传的日志"));
    }
    if entries.len() > MAX_ENTRIES {
        return Err(ApiError::bad_request(format!(
            "一次最多上传{MAX_ENTRIES}条日志"
        )));
    }
    for entry in &entries {
        if !CLIENT_ERROR_KINDS.iter().any(|(k, _)| *k == entry.kind) {
            return Err(ApiError::bad_request(format!(
                "日志类型不正确：{}",
                cut(&entry.kind, 20)
            )));
        }
        if entry.message.trim().is_empty() {
            return Err(ApiError::bad_request("日志内容不能为空"));
        }
    }
    let now = state.clock.now();
    let user = me.user;
    let kept = entries.len();
    state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                for entry in &entries {
                    diesel::insert_into(logs::table)
                        .values((
                            logs::id.eq(uuid::Uuid::new_v4().to_string()),
                            logs::tenant_id.eq(&user.tenant_id),
                            logs::user_id.eq(&user.id),
                            logs::account.eq(&user.account),
                            logs::kind.eq(&entry.kind),
                            logs::url.eq(cut(&entry.url, MAX_URL)),
                            logs::message.eq(cut(entry.message.trim(), MAX_MESSAGE)),
                            logs::stack.eq(cut(&entry.stack, MAX_STACK)),
                            logs::happened_at.eq(cut(&entry.time, MAX_TIME)),
                            logs::received_at.eq(now),
                        ))
                        .execute(conn)?;
                }
                Ok(())
            })
        })
        .await?;
    Ok(ok_with_msg(kept, "发送成功"))
}

/// The first `max` characters of `text`.
fn cut(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

#[cfg(test)]
mod tests {
    use super::cut;

    #[test]
    fn a_text_is_cut_by_characters_not_bytes() {
        assert_eq!(cut("脚本错误abc", 4), "脚本错误");
        assert_eq!(cut("ab", 10), "ab");
    }
}
