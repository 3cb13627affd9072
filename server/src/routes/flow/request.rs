//! The request bodies more than one flow call takes.

use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageRequest {
    /// Default 1.
    pub page_no: Option<i64>,
    /// Default 10, at most 100.
    pub page_size: Option<i64>,
}
