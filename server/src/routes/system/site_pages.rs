//! The administrator's pages of the public footer (issue 15):
//! `GET /api/blade-desk/sitePage/list` (the tenant's four pages, never cached) and
//! `POST /api/blade-desk/sitePage/submit` (one page's title and text). Anyone else: 403.

use actix_web::{get, post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    auth::{current_user::CurrentUser, role::roles},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::site_page::{SitePage, MAX_CONTENT_CHARS, MAX_TITLE_CHARS, PAGE_KEYS},
    state::AppState,
};

const NOT_ALLOWED: &str = "无权编辑站点页面";

#[utoipa::path(
    get, path = "/api/blade-desk/sitePage/list", tag = "system",
    responses((status = 200, body = Envelope<Vec<SitePage>>), (status = 401, body = Failure), (status = 403, body = Failure))
)]
#[get("/blade-desk/sitePage/list")]
pub async fn site_page_list(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    me.require_role(&[roles::ADMINISTRATOR])
        .map_err(|_| ApiError::forbidden(NOT_ALLOWED))?;
    let tenant = me.user.tenant_id.clone();
    let pages = state
        .db(move |conn| Ok(SitePage::of_tenant(conn, &tenant)?))
        .await?;
    Ok(ok(pages))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SitePageRequest {
    /// about, group, recruitment or hotline.
    pub key: String,
    pub title: String,
    /// Plain text; a blank line separates paragraphs.
    pub content: String,
}

/// The page as it may be saved, or the message saying what is wrong.
fn checked(request: SitePageRequest) -> Result<(String, String, String), ApiError> {
    let key = request.key.trim();
    if !PAGE_KEYS.contains(&key) {
        return Err(ApiError::not_found("页面不存在"));
    }
    let title = request.title.trim();
    if title.is_empty() {
        return Err(ApiError::bad_request("请填写页面标题"));
    }
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err(ApiError::bad_request(format!(
            "页面标题不能超过{MAX_TITLE_CHARS}个字"
        )));
    }
    let content = request.content.trim();
    if content.is_empty() {
        return Err(ApiError::bad_request("请填写页面内容"));
    }
    if content.chars().count() > MAX_CONTENT_CHARS {
        return Err(ApiError::bad_request(format!(
            "页面内容不能超过{MAX_CONTENT_CHARS}个字"
        )));
    }
    Ok((key.to_owned(), title.to_owned(), content.to_owned()))
}

#[utoipa::path(
    post, path = "/api/blade-desk/sitePage/submit", tag = "system", request_body = SitePageRequest,
    responses((status = 200, body = Envelope<SitePage>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-desk/sitePage/submit")]
pub async fn site_page_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<SitePageRequest>,
) -> ApiResult {
    me.require_role(&[roles::ADMINISTRATOR])
        .map_err(|_| ApiError::forbidden(NOT_ALLOWED))?;
    let (key, title, content) = checked(body.into_inner())?;
    let page = SitePage {
        tenant_id: me.user.tenant_id.clone(),
        page_key: key,
        title,
        content,
        updated_at: state.clock.now(),
        updated_by: Some(me.user.id.clone()),
    };
    let saved = page.clone();
    state.db(move |conn| Ok(page.save(conn)?)).await?;
    Ok(ok(saved))
}
