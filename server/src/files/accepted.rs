//! The file types a business parameter accepts (03 §5 "Attachment list"): its value is a JSON
//! list of extensions (`["png","jpg","pdf"]`); `company.filetypes` for the companies' lists
//! (550074), `member.filetypes` for the members' (550073). Narrower than what an upload may be
//! at all (`kind`), which still judges the content.

use crate::{db::DbConn, models::param::Param};

/// What a list accepts when its parameter is missing or unreadable (03 §5).
pub const DEFAULT_TYPES: &[&str] = &["png", "jpg", "xlsx", "txt", "docx", "doc", "pdf"];

/// The extensions the parameter `key` of `tenant` lists, lower case.
pub fn accepted_types(
    conn: &mut DbConn,
    tenant: &str,
    key: &str,
) -> diesel::QueryResult<Vec<String>> {
    let listed = Param::find(conn, tenant, key)?
        .and_then(|p| serde_json::from_str::<Vec<String>>(&p.param_value).ok())
        .map(|types| {
            types
                .iter()
                .map(|t| t.trim().trim_start_matches('.').to_ascii_lowercase())
                .filter(|t| !t.is_empty())
                .collect::<Vec<_>>()
        })
        .filter(|types| !types.is_empty());
    Ok(listed.unwrap_or_else(|| DEFAULT_TYPES.iter().map(|t| (*t).to_owned()).collect()))
}

/// A file name's extension, lower case (empty without one).
pub fn extension(name: &str) -> String {
    name.rsplit_once('.')
        .map(|(_, ext)| ext.to_ascii_lowercase())
        .unwrap_or_default()
}

/// Whether `name`'s extension is one of `types`.
pub fn is_accepted(name: &str, types: &[String]) -> bool {
    let ext = extension(name);
    !ext.is_empty() && types.contains(&ext)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_judged_by_its_last_extension_whatever_its_case() {
        let types: Vec<String> = DEFAULT_TYPES.iter().map(|t| (*t).to_owned()).collect();
        assert!(is_accepted("章程.PDF", &types));
        assert!(!is_accepted("setup.pdf.exe", &types));
        assert!(!is_accepted("clip.mp4", &types));
        assert!(!is_accepted("noext", &types));
    }
}
