//! The request bodies more than one studio call takes.

use serde::Deserialize;
use utoipa::ToSchema;

/// A definition's text as the analyst typed it.
#[derive(Debug, Deserialize, ToSchema)]
pub struct DefinitionText {
    pub kind: String,
    pub key: String,
    pub body: String,
}
