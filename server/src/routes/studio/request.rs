//! The request bodies more than one studio call takes.

use serde::Deserialize;
use utoipa::ToSchema;

/// A definition's text as the analyst typed it.
#[derive(Debug, Deserialize, ToSchema)]
pub struct DefinitionText {
    pub kind: String,
    pub key: String,
    pub body: String,
    /// A script's example cases (a JSON array); absent: those of its draft, else of its latest
    /// version.
    #[serde(default)]
    pub examples: Option<String>,
}

/// The examples a script's text is checked with: those given, else its draft's, else its
/// latest version's.
pub fn examples_of(
    conn: &mut crate::db::DbConn,
    key: &str,
    given: Option<String>,
) -> Result<Option<String>, crate::error::ApiError> {
    use crate::models::definition::{DefinitionDraft, DefinitionVersion, SCRIPT};
    if given.is_some() {
        return Ok(given);
    }
    if let Some(draft) = DefinitionDraft::find(conn, SCRIPT, key)? {
        if draft.examples.is_some() {
            return Ok(draft.examples);
        }
    }
    Ok(DefinitionVersion::latest(conn, SCRIPT, key)?.and_then(|v| v.examples))
}
