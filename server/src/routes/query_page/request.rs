//! What a query page's list and export are asked: the page, the filters and the order.

use serde::Deserialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    db::DbConn,
    error::ApiError,
    models::disclosure_scope,
    query_pages::{
        self,
        criteria::{self, Criteria},
        definition::Checked,
        source, Scope,
    },
    routes::public::support,
};

/// Who reads a query page and the rows they see: a signed-in caller their tenant's, when the
/// page is open to their role; a visitor (no session, or one that ended) a public page's rows
/// of the site's tenant (`?tenantId=`); anyone else the sign-in's refusal.
pub fn reader_scope(
    conn: &mut DbConn,
    page: &Checked,
    me: Result<CurrentUser, ApiError>,
    site: &support::TenantQuery,
) -> Result<Scope, ApiError> {
    let (mut scope, me) = match me {
        Ok(me) => {
            query_pages::require_open(page, &me)?;
            (Scope::of(&me, page), Some(me))
        }
        Err(_) if page.def.public => (
            Scope::visitor(support::tenant(site.tenant_id.as_deref())?),
            None,
        ),
        Err(refused) => return Err(refused),
    };
    if page.source.name == source::DISCLOSURES.name {
        let reader = support::reader(conn, me.as_ref(), &scope.tenant)?;
        scope.readable =
            disclosure_scope::readable_restricted(conn, &scope.tenant, reader.as_ref())?;
    }
    Ok(scope)
}

/// A definition's text as the analyst typed it (checked, or kept as a draft).
#[derive(Debug, Deserialize, ToSchema)]
pub struct CheckRequest {
    pub text: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueryPageRequest {
    /// Default 1.
    pub page_no: Option<i64>,
    /// One of the page's sizes; its first otherwise.
    pub page_size: Option<i64>,
    /// prop → value: a text, a code, or `[from, to]` for a range (days `yyyy-MM-dd`).
    #[serde(default)]
    #[schema(value_type = Object)]
    pub filters: Map<String, Value>,
    /// A sortable prop of the page's source; the page's default order otherwise.
    pub sort_prop: Option<String>,
    /// asc or desc.
    pub sort_order: Option<String>,
    /// The keys of the last row of the page before (its answer's `next`), when the page asked
    /// for follows it in the same order and filters: the page is sought from that row by the
    /// index (keyset) instead of counted off from the first, where the order allows.
    #[schema(value_type = Option<Object>)]
    pub after: Option<Map<String, Value>>,
}

impl QueryPageRequest {
    pub fn criteria(&self, page: &Checked) -> Result<Criteria, ApiError> {
        let sort = match (self.sort_prop.as_deref(), self.sort_order.as_deref()) {
            (None | Some(""), _) => None,
            (Some(prop), None | Some("asc")) => Some((prop, false)),
            (Some(prop), Some("desc")) => Some((prop, true)),
            (Some(_), Some(_)) => return Err(ApiError::bad_request("排序方向须为 asc 或 desc")),
        };
        criteria::read(page, &self.filters, sort)
    }

    /// The page size asked for when the page offers it, else the page's first.
    pub fn size(&self, page: &Checked) -> i64 {
        self.page_size
            .filter(|s| page.def.page_sizes.contains(s))
            .or_else(|| page.def.page_sizes.first().copied())
            .unwrap_or(10)
    }
}
