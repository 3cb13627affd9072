//! What a query page's list and export are asked: the page, the filters and the order.

use serde::Deserialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::{
    error::ApiError,
    query_pages::{
        criteria::{self, Criteria},
        definition::Checked,
    },
};

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
