//! The footer's pages of both tenants (issue 15), and the administrator's menu entry to edit
//! them (a database seeded before has the rest of the menus and gains only the new ones).

use serde::Deserialize;

use super::rows::fixture;
use crate::{db::DbConn, models::site_page::SitePage};

#[derive(Deserialize)]
struct PageEntry {
    tenant: String,
    key: String,
    title: String,
    content: String,
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let pages: Vec<PageEntry> = fixture("site_pages", include_str!("fixtures/site_pages.json"))?;
    for page in pages {
        SitePage {
            tenant_id: page.tenant,
            page_key: page.key,
            title: page.title,
            content: page.content,
            updated_at: 0,
            updated_by: None,
        }
        .save(conn)?;
    }
    super::foundation::additions(conn)
}
