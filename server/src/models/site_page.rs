//! The pages of the public footer (关于我们, 集团成员, 招聘信息, 服务热线, issue 15): a title and
//! plain text per tenant and page, which the administrator edits and every visitor reads.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{clock::Timestamp, db::DbConn, schema::site_pages};

/// The footer's pages, in its order.
pub const PAGE_KEYS: [&str; 4] = ["about", "group", "recruitment", "hotline"];

/// The longest title and text the administrator may save.
pub const MAX_TITLE_CHARS: usize = 50;
pub const MAX_CONTENT_CHARS: usize = 20_000;

#[derive(Clone, Debug, Queryable, Selectable, Insertable, Serialize, ToSchema)]
#[diesel(table_name = site_pages)]
#[serde(rename_all = "camelCase")]
pub struct SitePage {
    #[serde(skip)]
    pub tenant_id: String,
    /// about, group, recruitment or hotline.
    #[serde(rename = "key")]
    pub page_key: String,
    pub title: String,
    /// Plain text; a blank line separates paragraphs.
    pub content: String,
    #[serde(skip)]
    pub updated_at: Timestamp,
    #[serde(skip)]
    pub updated_by: Option<String>,
}

impl SitePage {
    pub fn find(conn: &mut DbConn, tenant: &str, key: &str) -> QueryResult<Option<SitePage>> {
        site_pages::table
            .filter(site_pages::tenant_id.eq(tenant))
            .filter(site_pages::page_key.eq(key))
            .select(SitePage::as_select())
            .first(conn)
            .optional()
    }

    /// The tenant's pages, in the footer's order.
    pub fn of_tenant(conn: &mut DbConn, tenant: &str) -> QueryResult<Vec<SitePage>> {
        let mut pages: Vec<SitePage> = site_pages::table
            .filter(site_pages::tenant_id.eq(tenant))
            .select(SitePage::as_select())
            .load(conn)?;
        pages.sort_by_key(|p| PAGE_KEYS.iter().position(|k| *k == p.page_key));
        Ok(pages)
    }

    /// Writes a page, replacing the tenant's earlier text of it.
    pub fn save(&self, conn: &mut DbConn) -> QueryResult<()> {
        let changed = diesel::update(site_pages::table.find((&self.tenant_id, &self.page_key)))
            .set((
                site_pages::title.eq(&self.title),
                site_pages::content.eq(&self.content),
                site_pages::updated_at.eq(self.updated_at),
                site_pages::updated_by.eq(&self.updated_by),
            ))
            .execute(conn)?;
        if changed == 0 {
            diesel::insert_into(site_pages::table)
                .values(self)
                .execute(conn)?;
        }
        Ok(())
    }
}
