//! The IPO knowledge base as users read it (/ipoKnowledgeBase), any signed-in user of the
//! tenant: `GET /api/blade-desk/knowledge/page?current=&size=&key=&category=` (the latest
//! edited first, `key` in the title or text, pages of 10 by default, at most 100) and
//! `GET /api/blade-desk/knowledge/detail?id=` (one article with its text; 404 文章不存在).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::knowledge_article::{KnowledgeArticle, KnowledgeArticleView},
    paging::{Page, Paging, TEN_UP_TO_HUNDRED},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct KnowledgeQuery {
    pub current: Option<i64>,
    pub size: Option<i64>,
    /// Contained in the title or the text.
    pub key: Option<String>,
    /// One of 上市政策, 上市条件, 上市流程, 常见问题.
    pub category: Option<String>,
}

fn given(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty())
}

#[utoipa::path(
    get, path = "/api/blade-desk/knowledge/page", tag = "system", params(KnowledgeQuery),
    responses((status = 200, body = Envelope<Page<KnowledgeArticleView>>), (status = 400, body = Failure), (status = 401, body = Failure))
)]
#[get("/blade-desk/knowledge/page")]
pub async fn knowledge_page(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<KnowledgeQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let paging = Paging::lenient(query.current, query.size, TEN_UP_TO_HUNDRED)?;
    let (key, category) = (given(query.key), given(query.category));
    let tenant = me.user.tenant_id.clone();
    let found = state
        .db(move |conn| {
            Ok(KnowledgeArticle::page(
                conn,
                &tenant,
                key.as_deref(),
                category.as_deref(),
                paging,
            )?)
        })
        .await?;
    Ok(ok(paging.page(found)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct KnowledgeId {
    pub id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-desk/knowledge/detail", tag = "system", params(KnowledgeId),
    responses((status = 200, body = Envelope<KnowledgeArticleView>), (status = 400, body = Failure), (status = 404, body = Failure))
)]
#[get("/blade-desk/knowledge/detail")]
pub async fn knowledge_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<KnowledgeId>,
) -> ApiResult {
    let id = given(query.into_inner().id).ok_or_else(|| ApiError::bad_request("请选择文章"))?;
    let tenant = me.user.tenant_id.clone();
    let found = state
        .db(move |conn| Ok(KnowledgeArticle::find(conn, &tenant, &id)?))
        .await?;
    Ok(ok(found.ok_or_else(|| ApiError::not_found("文章不存在"))?))
}
