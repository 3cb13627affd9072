//! The qualification table of the dossier (`labelCsrcs`, 02 §3 "Qualification row", §5):
//! - two rows alike in every cell: 第N行与第M行资质信息相同，请修改;
//! - two effective rows of the same category and type: 已有重复添加的 [类别-类型] 资质，请修改;
//! - a new effective row of a category and type the enterprise already holds effective in its
//!   dossier: 已有生效的 [类别-类型] 资质，请勿重新添加;
//! - the options an applicant may not choose (02 §5: categories 3 and 255, market roles 1, 3
//!   and 4, financial qualifications 71-78) are the registry's to record, and 7 is nobody's;
//! - the market roles the platform knows the enterprise holds (`market_roles`) are its default
//!   rows, locked: a table without one of them effective is refused, and they are the only
//!   forbidden kinds an applicant's table may carry.
//!
//! Checked by the effects that write a dossier, so at submit (their rehearsal) and at approval.

use serde_json::{Map, Value};

use super::cell;
use crate::{db::DbConn, error::ApiError, models::dictionary::DictEntry, registry::market_roles};

pub const TABLE: &str = "labelCsrcs";
const EFFECTIVE: &str = "1";

/// The column holding a row's type, by category, with its dictionary (255 其他 is typed).
fn type_column(category: &str) -> Option<(&'static str, Option<&'static str>)> {
    match category {
        "1" => Some(("maketRole", Some("marketRolesType"))),
        "2" => Some(("financialQualification", Some("financialQualificationType"))),
        "3" => Some((
            "intermediaryQualification",
            Some("intermediaryQualification"),
        )),
        "255" => Some(("otherQualification", None)),
        _ => None,
    }
}

/// The category and type of a row, when both are given.
fn kind_of(row: &Map<String, Value>) -> Option<(&str, &str)> {
    let category = cell(row, "qualificationCategory")?;
    let (column, _) = type_column(category)?;
    Some((category, cell(row, column)?))
}

fn effective(row: &Map<String, Value>) -> bool {
    match row.get("qualificationStatus") {
        Some(Value::String(s)) => s.trim() == EFFECTIVE,
        Some(Value::Number(n)) => n.as_i64() == Some(1),
        _ => false,
    }
}

/// A row's cells that carry a value, for comparing rows (whether a row is a default one is
/// the form's marking, not the qualification's).
fn filled(row: &Map<String, Value>) -> Vec<(&String, String)> {
    let mut cells: Vec<(&String, String)> = row
        .iter()
        .filter(|(k, _)| k.as_str() != "isDefault")
        .filter_map(|(k, v)| match v {
            Value::Null => None,
            Value::String(s) if s.trim().is_empty() => None,
            Value::String(s) => Some((k, s.trim().to_owned())),
            other => Some((k, other.to_string())),
        })
        .collect();
    cells.sort();
    cells
}

/// What an applicant who is not staff may not choose, by category and type.
fn forbidden(category: &str, kind: Option<&str>, staff: bool) -> bool {
    let financial = |k: &str| k.parse::<u32>().is_ok_and(|n| (71..=78).contains(&n));
    match (category, kind) {
        ("2", Some("7")) => true,
        _ if staff => false,
        ("3" | "255", _) => true,
        ("1", Some(k)) => matches!(k, "1" | "3" | "4"),
        ("2", Some(k)) => financial(k),
        _ => false,
    }
}

/// The [类别-类型] words of a row's kind, by the tenant's dictionaries.
fn words(
    conn: &mut DbConn,
    tenant: &str,
    (category, kind): (&str, &str),
) -> Result<String, ApiError> {
    let label = |conn: &mut DbConn, code: &str, key: &str| -> Result<String, ApiError> {
        Ok(DictEntry::value_of(conn, tenant, code, key)?.unwrap_or_else(|| key.to_owned()))
    };
    let category_label = label(conn, "qualificationCategory", category)?;
    let kind_label = match type_column(category) {
        Some((_, Some(code))) => label(conn, code, kind)?,
        _ => kind.to_owned(),
    };
    Ok(format!("[{category_label}-{kind_label}]"))
}

/// Checks the table of `form` against the enterprise's dossier as it stands (`existing`, empty
/// for an enterprise the register does not know).
pub fn check(
    conn: &mut DbConn,
    tenant: &str,
    form: &Map<String, Value>,
    existing: &Map<String, Value>,
    staff: bool,
) -> Result<(), ApiError> {
    let rows_of = |doc: &'_ Map<String, Value>| -> Vec<Map<String, Value>> {
        doc.get(TABLE)
            .and_then(Value::as_array)
            .map(|rows| rows.iter().filter_map(|r| r.as_object().cloned()).collect())
            .unwrap_or_default()
    };
    let rows = rows_of(form);
    let held = rows_of(existing);
    let at = |index: usize, column: &str| format!("{TABLE}/{index}/{column}");
    let roles = match (cell(form, "name"), cell(form, "idNumber")) {
        (Some(name), Some(number)) => market_roles::held(conn, tenant, name, number)?,
        _ => Vec::new(),
    };
    for role in &roles {
        if !rows.iter().any(|row| market_roles::is_row_of(row, role)) {
            let shown = words(conn, tenant, (market_roles::CATEGORY, role))?;
            return Err(ApiError::bad_request(format!(
                "{shown} 资质由平台认定，不能删除或设为失效"
            ))
            .at_field(TABLE, "资质信息"));
        }
    }
    for (index, row) in rows.iter().enumerate() {
        let Some(category) = cell(row, "qualificationCategory") else {
            continue;
        };
        let column = type_column(category).map(|(c, _)| c);
        let kind = column.and_then(|c| cell(row, c));
        let is_held = held.iter().any(|h| filled(h) == filled(row))
            || roles.iter().any(|role| market_roles::is_row_of(row, role));
        if !is_held && forbidden(category, kind, staff) {
            let shown = match kind {
                Some(kind) => words(conn, tenant, (category, kind))?,
                None => words(conn, tenant, (category, ""))?,
            };
            return Err(
                ApiError::bad_request(format!("{shown} 资质不可选择，请修改")).at_field(
                    &at(index, column.unwrap_or("qualificationCategory")),
                    "资质类型",
                ),
            );
        }
        if let Some(earlier) = rows[..index].iter().position(|r| filled(r) == filled(row)) {
            return Err(ApiError::bad_request(format!(
                "第{}行与第{}行资质信息相同，请修改",
                earlier + 1,
                index + 1
            ))
            .at_field(&at(index, "qualificationCategory"), "资质类别"));
        }
        let Some(this) = kind.map(|k| (category, k)).filter(|_| effective(row)) else {
            continue;
        };
        if rows[..index]
            .iter()
            .any(|r| effective(r) && kind_of(r) == Some(this))
        {
            let shown = words(conn, tenant, this)?;
            return Err(
                ApiError::bad_request(format!("已有重复添加的 {shown} 资质，请修改"))
                    .at_field(&at(index, "qualificationCategory"), "资质类别"),
            );
        }
        if !is_held
            && held
                .iter()
                .any(|h| effective(h) && kind_of(h) == Some(this))
        {
            let shown = words(conn, tenant, this)?;
            return Err(
                ApiError::bad_request(format!("已有生效的 {shown} 资质，请勿重新添加"))
                    .at_field(&at(index, "qualificationCategory"), "资质类别"),
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn applicants_may_not_choose_the_registrys_qualifications_and_nobody_type_7() {
        assert!(forbidden("3", None, false));
        assert!(forbidden("255", Some("某资质"), false));
        assert!(forbidden("1", Some("3"), false));
        assert!(!forbidden("1", Some("2"), false));
        assert!(forbidden("2", Some("75"), false));
        assert!(!forbidden("2", Some("70"), false));
        assert!(!forbidden("2", Some("75"), true));
        assert!(!forbidden("3", None, true));
        assert!(forbidden("2", Some("7"), true));
    }
}
