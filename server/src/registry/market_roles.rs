//! The market roles the platform itself knows an enterprise holds, which its qualification
//! table carries as default rows (02 §6 "Role of intermediary, investor, showcase company sets
//! default qualification rows"; §4 "Rows marked default are locked"):
//! - 展示企业 (market role 1): it is on display (showStatus 1);
//! - 投资者 (3): an institutional holder account is registered under its certificate;
//! - 会员机构 (4): it is one of the tenant's member institutions (intermediaries).
//!
//! These are the very roles an applicant may not choose (02 §5): the platform records them, so
//! the look-up fills them, the form locks them and the server refuses a table without them.

use diesel::prelude::*;
use serde_json::{json, Map, Value};

use crate::{
    db::DbConn,
    models::standing::Standing,
    schema::{holder_accounts, members},
};

/// `qualificationCategory` 1, 市场角色.
pub const CATEGORY: &str = "1";
/// The column of a market role's type.
pub const COLUMN: &str = "maketRole";
pub const SHOWCASE: &str = "1";
pub const INVESTOR: &str = "3";
pub const MEMBER: &str = "4";

/// The market roles the platform knows for the enterprise with this name and certificate.
pub fn held(
    conn: &mut DbConn,
    tenant: &str,
    name: &str,
    id_number: &str,
) -> QueryResult<Vec<&'static str>> {
    let mut roles = Vec::new();
    let standing = Standing::named(conn, tenant, Some(name), Some(id_number))?;
    if standing.is_some_and(|s| s.show_status == 1) {
        roles.push(SHOWCASE);
    }
    let accounts: i64 = holder_accounts::table
        .filter(holder_accounts::tenant_id.eq(tenant))
        .filter(holder_accounts::organ_type.eq(1))
        .filter(holder_accounts::certificate_no.eq(id_number))
        .count()
        .get_result(conn)?;
    if accounts > 0 {
        roles.push(INVESTOR);
    }
    let member: i64 = members::table
        .filter(members::tenant_id.eq(tenant))
        .filter(members::name.eq(name))
        .count()
        .get_result(conn)?;
    if member > 0 {
        roles.push(MEMBER);
    }
    Ok(roles)
}

/// Whether a row is the effective market-role row of `role`.
pub fn is_row_of(row: &Map<String, Value>, role: &str) -> bool {
    let text = |prop: &str| match row.get(prop) {
        Some(Value::String(s)) => Some(s.trim().to_owned()),
        Some(Value::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    text("qualificationCategory").as_deref() == Some(CATEGORY)
        && text(COLUMN).as_deref() == Some(role)
        && text("qualificationStatus").as_deref() == Some("1")
}

/// The qualification table with the default rows first: a row the table already has for a
/// role is marked default where it stands, a missing one is added (effective).
pub fn with_defaults(table: Option<&Value>, roles: &[&str]) -> Value {
    let mut rows: Vec<Value> = table.and_then(Value::as_array).cloned().unwrap_or_default();
    let mut added = Vec::new();
    for role in roles {
        let existing = rows
            .iter_mut()
            .filter_map(Value::as_object_mut)
            .find(|row| is_row_of(row, role));
        match existing {
            Some(row) => {
                row.insert("isDefault".into(), Value::Bool(true));
            }
            None => added.push(json!({
                "qualificationCategory": CATEGORY,
                COLUMN: role,
                "qualificationStatus": "1",
                "isDefault": true,
            })),
        }
    }
    added.extend(rows);
    Value::Array(added)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_role_row_is_added_first_and_a_present_one_marked_in_place() {
        let table = json!([
            {"qualificationCategory": "2", "financialQualification": "1", "qualificationStatus": "1"},
            {"qualificationCategory": "1", "maketRole": "3", "qualificationStatus": "1", "qualificationCode": "T-1"},
        ]);
        let rows = with_defaults(Some(&table), &[SHOWCASE, INVESTOR]);
        let rows = rows.as_array().map(Vec::as_slice).unwrap_or_default();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0]["maketRole"], "1");
        assert_eq!(rows[0]["isDefault"], true);
        assert_eq!(rows[2]["qualificationCode"], "T-1");
        assert_eq!(rows[2]["isDefault"], true);
        assert!(rows[1].get("isDefault").is_none());
    }

    #[test]
    fn an_expired_role_row_is_not_the_role() {
        let expired =
            json!({"qualificationCategory": "1", "maketRole": "1", "qualificationStatus": "0"});
        assert!(!is_row_of(
            expired.as_object().unwrap_or(&Map::new()),
            SHOWCASE
        ));
        let rows = with_defaults(Some(&json!([expired])), &[SHOWCASE]);
        assert_eq!(rows.as_array().map(Vec::len), Some(2));
    }
}
