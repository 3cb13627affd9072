//! The request bodies more than one flow call takes.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::paging::Sizes;

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageRequest {
    /// Default 1.
    pub page_no: Option<i64>,
    /// Default 10, at most 100.
    pub page_size: Option<i64>,
}

/// The to-do and application lists.
pub const SIZES: Sizes = crate::paging::TEN_UP_TO_HUNDRED;
