//! The administrator's editing of the IPO knowledge base: `POST /api/blade-desk/knowledge/submit`
//! (a new article without `id`, else that article changed) and
//! `POST /api/blade-desk/knowledge/remove` (`{id}`). Anyone else: 403 无权编辑知识库. An id the
//! tenant has no article of: 404 文章不存在.

use actix_web::{post, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

use crate::{
    auth::{current_user::CurrentUser, role::roles},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::knowledge_article::{KnowledgeArticle, CATEGORIES, MAX_CONTENT_CHARS, MAX_TITLE_CHARS},
    state::AppState,
};

const NOT_ALLOWED: &str = "无权编辑知识库";

fn ensure_editor(me: &CurrentUser) -> Result<(), ApiError> {
    me.require_role(&[roles::ADMINISTRATOR])
        .map_err(|_| ApiError::forbidden(NOT_ALLOWED))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KnowledgeRequest {
    /// Absent for a new article.
    pub id: Option<String>,
    pub category: String,
    pub title: String,
    /// Plain text; a blank line separates paragraphs.
    pub content: String,
}

/// The article's category, title and text as they may be saved, or what is wrong.
fn checked(request: &KnowledgeRequest) -> Result<(String, String, String), ApiError> {
    let category = request.category.trim();
    if !CATEGORIES.contains(&category) {
        return Err(ApiError::bad_request("请选择文章分类"));
    }
    let title = request.title.trim();
    if title.is_empty() {
        return Err(ApiError::bad_request("请填写文章标题"));
    }
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err(ApiError::bad_request(format!(
            "文章标题不能超过{MAX_TITLE_CHARS}个字"
        )));
    }
    let content = request.content.trim();
    if content.is_empty() {
        return Err(ApiError::bad_request("请填写文章内容"));
    }
    if content.chars().count() > MAX_CONTENT_CHARS {
        return Err(ApiError::bad_request(format!(
            "文章内容不能超过{MAX_CONTENT_CHARS}个字"
        )));
    }
    Ok((category.to_owned(), title.to_owned(), content.to_owned()))
}

#[utoipa::path(
    post, path = "/api/blade-desk/knowledge/submit", tag = "system", request_body = KnowledgeRequest,
    responses((status = 200, description = "{id}", body = Envelope<serde_json::Value>), (status = 400, body = Failure),
              (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-desk/knowledge/submit")]
pub async fn knowledge_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<KnowledgeRequest>,
) -> ApiResult {
    ensure_editor(&me)?;
    let request = body.into_inner();
    let (category, title, content) = checked(&request)?;
    let existing = request
        .id
        .map(|i| i.trim().to_owned())
        .filter(|i| !i.is_empty());
    let now = state.clock.now();
    let article = KnowledgeArticle {
        id: existing
            .clone()
            .unwrap_or_else(|| uuid::Uuid::new_v4().to_string()),
        tenant_id: me.user.tenant_id.clone(),
        category,
        title,
        content,
        created_at: now,
        updated_at: now,
        updated_by: me.user.id.clone(),
    };
    let id = article.id.clone();
    let saved = state
        .db(move |conn| Ok(article.save(conn, existing.is_none())?))
        .await?;
    if !saved {
        return Err(ApiError::not_found("文章不存在"));
    }
    Ok(ok(json!({ "id": id })))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct KnowledgeRemoval {
    pub id: String,
}

#[utoipa::path(
    post, path = "/api/blade-desk/knowledge/remove", tag = "system", request_body = KnowledgeRemoval,
    responses((status = 200, body = Envelope<serde_json::Value>), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-desk/knowledge/remove")]
pub async fn knowledge_remove(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<KnowledgeRemoval>,
) -> ApiResult {
    ensure_editor(&me)?;
    let id = body.into_inner().id;
    let tenant = me.user.tenant_id.clone();
    let removed = state
        .db(move |conn| Ok(KnowledgeArticle::remove(conn, &tenant, id.trim())?))
        .await?;
    if !removed {
        return Err(ApiError::not_found("文章不存在"));
    }
    Ok(ok(json!(true)))
}
