//! The IPO knowledge base (/ipoKnowledgeBase): articles and answered questions about going
//! public, per tenant, which its administrator writes and every signed-in user searches and
//! reads. A category groups them (上市政策, 上市条件, 上市流程, 常见问题).

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    clock::{beijing_text, Timestamp},
    db::DbConn,
    models::{containing, LIKE_ESCAPE},
    paging::{counted, Counted, Paging},
    schema::knowledge_articles,
};

type Backend = <DbConn as Connection>::Backend;

/// The categories an article may have.
pub const CATEGORIES: [&str; 4] = ["上市政策", "上市条件", "上市流程", "常见问题"];

/// The longest title and text an article may have.
pub const MAX_TITLE_CHARS: usize = 100;
pub const MAX_CONTENT_CHARS: usize = 20_000;

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = knowledge_articles)]
pub struct KnowledgeArticle {
    pub id: String,
    pub tenant_id: String,
    pub category: String,
    pub title: String,
    pub content: String,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    pub updated_by: String,
}

/// An article as users read it; the list leaves the text out.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KnowledgeArticleView {
    pub id: String,
    pub category: String,
    pub title: String,
    /// yyyy-MM-dd HH:mm:ss, Beijing.
    pub updated_time: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
}

impl KnowledgeArticle {
    fn view(self, with_content: bool) -> KnowledgeArticleView {
        KnowledgeArticleView {
            id: self.id,
            category: self.category,
            title: self.title,
            updated_time: beijing_text(self.updated_at),
            content: with_content.then_some(self.content),
        }
    }

    /// One page of the tenant's articles, the latest edited first; `key` is contained in the
    /// title or the text, `category` is exact.
    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        key: Option<&str>,
        category: Option<&str>,
        paging: Paging,
    ) -> QueryResult<Counted<KnowledgeArticleView>> {
        let base = || {
            let mut q = knowledge_articles::table
                .filter(knowledge_articles::tenant_id.eq(tenant))
                .into_boxed::<Backend>();
            if let Some(key) = key {
                let pattern = containing(key);
                q = q.filter(
                    knowledge_articles::title
                        .like(pattern.clone())
                        .escape(LIKE_ESCAPE)
                        .or(knowledge_articles::content
                            .like(pattern)
                            .escape(LIKE_ESCAPE)),
                );
            }
            if let Some(category) = category {
                q = q.filter(knowledge_articles::category.eq(category.to_owned()));
            }
            q
        };
        let (rows, total) = counted(conn, base, paging.offset(), paging.size, |conn, q| {
            q.order((
                knowledge_articles::updated_at.desc(),
                knowledge_articles::id,
            ))
            .select(KnowledgeArticle::as_select())
            .load(conn)
        })?;
        Ok((rows.into_iter().map(|a| a.view(false)).collect(), total))
    }

    pub fn find(
        conn: &mut DbConn,
        tenant: &str,
        id: &str,
    ) -> QueryResult<Option<KnowledgeArticleView>> {
        Ok(knowledge_articles::table
            .filter(knowledge_articles::tenant_id.eq(tenant))
            .filter(knowledge_articles::id.eq(id))
            .select(KnowledgeArticle::as_select())
            .first(conn)
            .optional()?
            .map(|a| a.view(true)))
    }

    /// Writes a new article, or the tenant's article of this id; false when the tenant has
    /// no article of that id.
    pub fn save(&self, conn: &mut DbConn, is_new: bool) -> QueryResult<bool> {
        if is_new {
            diesel::insert_into(knowledge_articles::table)
                .values(self)
                .execute(conn)?;
            return Ok(true);
        }
        let changed = diesel::update(
            knowledge_articles::table
                .filter(knowledge_articles::tenant_id.eq(&self.tenant_id))
                .filter(knowledge_articles::id.eq(&self.id)),
        )
        .set((
            knowledge_articles::category.eq(&self.category),
            knowledge_articles::title.eq(&self.title),
            knowledge_articles::content.eq(&self.content),
            knowledge_articles::updated_at.eq(self.updated_at),
            knowledge_articles::updated_by.eq(&self.updated_by),
        ))
        .execute(conn)?;
        Ok(changed > 0)
    }

    /// Removes the tenant's article; false when it has none of that id.
    pub fn remove(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<bool> {
        let n = diesel::delete(
            knowledge_articles::table
                .filter(knowledge_articles::tenant_id.eq(tenant))
                .filter(knowledge_articles::id.eq(id)),
        )
        .execute(conn)?;
        Ok(n > 0)
    }
}
