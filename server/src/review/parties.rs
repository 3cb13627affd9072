//! The accounts an application names, each with its holder's name and its current balances:
//! total, free, pledged and frozen of the application's product (of every product it holds
//! when the form names none).

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    error::ApiError,
    models::{holder_account::HolderAccount, position::Position, product::Product},
};

/// The fields that name a registration account, in any form or table row.
pub const ACCOUNT_FIELDS: [&str; 4] = [
    "accountNumberOut",
    "accountNumberIn",
    "accountNumber",
    "securityAccountNo",
];

/// The fields that name a product (its code), beside an account or at the top of the form.
const PRODUCT_FIELDS: [&str; 2] = ["productCode", "securityCode"];

/// One product's volumes of an account.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Balance {
    pub product_code: String,
    pub product_name: String,
    pub total: i64,
    pub free: i64,
    pub pledged: i64,
    pub frozen: i64,
}

/// An account the application names: where (field and label, the table row), whose, and
/// what it holds now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Party {
    /// The field path: `accountNumberOut`, or `pledgeList/0/securityAccountNo`.
    pub field: String,
    pub label: String,
    pub account_number: String,
    /// The holder's name; none when the tenant has no such account.
    pub holder_name: Option<String>,
    /// The account status (0 not opened, 1 normal, ...).
    pub account_status: Option<i32>,
    pub balances: Vec<Balance>,
}

/// An account number mentioned at `field`, with the product named beside it.
struct Mention {
    field: String,
    prop: String,
    number: String,
    product: Option<String>,
}

fn text_of(map: &Map<String, Value>, prop: &str) -> Option<String> {
    map.get(prop)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
}

fn product_of(map: &Map<String, Value>) -> Option<String> {
    PRODUCT_FIELDS.iter().find_map(|p| text_of(map, p))
}

/// Every account number of the form, top-level fields first, then the tables' rows.
fn mentions(form: &Map<String, Value>) -> Vec<Mention> {
    let top_product = product_of(form);
    let mut found = Vec::new();
    let mut named = |map: &Map<String, Value>, prefix: &str, product: Option<String>| {
        for prop in ACCOUNT_FIELDS {
            if let Some(number) = text_of(map, prop) {
                found.push(Mention {
                    field: format!("{prefix}{prop}"),
                    prop: prop.to_owned(),
                    number,
                    product: product.clone(),
                });
            }
        }
    };
    named(form, "", top_product.clone());
    for (table, value) in form {
        let Some(rows) = value.as_array() else {
            continue;
        };
        for (i, row) in rows.iter().enumerate() {
            if let Some(row) = row.as_object() {
                let product = product_of(row).or_else(|| top_product.clone());
                named(row, &format!("{table}/{i}/"), product);
            }
        }
    }
    found
}

fn balance(position: &Position, product: &Product) -> Balance {
    Balance {
        product_code: product.product_code.clone(),
        product_name: product.name.clone(),
        total: position.volume,
        free: position.volume - position.pledged - position.frozen,
        pledged: position.pledged,
        frozen: position.frozen,
    }
}

/// The balances of an account: of the product named, else of every product it holds.
fn balances(
    conn: &mut DbConn,
    tenant: &str,
    account: &HolderAccount,
    product: Option<&str>,
) -> Result<Vec<Balance>, ApiError> {
    if let Some(code) = product {
        let Some(product) = Product::find_by_code(conn, tenant, code)? else {
            return Ok(Vec::new());
        };
        let position = Position::find(conn, &account.uuid, &product.id)?.unwrap_or(Position {
            account_uuid: account.uuid.clone(),
            product_id: product.id.clone(),
            volume: 0,
            pledged: 0,
            frozen: 0,
        });
        return Ok(vec![balance(&position, &product)]);
    }
    let mut out = Vec::new();
    for position in Position::of_account(conn, &account.uuid)? {
        if let Some(product) = Product::find(conn, &position.product_id)? {
            out.push(balance(&position, &product));
        }
    }
    Ok(out)
}

/// The parties of a form: each account it names once per place, with holder and balances.
/// `labels` gives a field's label (`prop` or `table/prop`).
pub fn of_form(
    conn: &mut DbConn,
    tenant: &str,
    form: &Map<String, Value>,
    labels: &BTreeMap<String, String>,
) -> Result<Vec<Party>, ApiError> {
    let mut parties = Vec::new();
    for mention in mentions(form) {
        let table_label = mention
            .field
            .split_once('/')
            .map(|(table, _)| format!("{table}/{}", mention.prop));
        let label = table_label
            .and_then(|key| labels.get(&key).cloned())
            .or_else(|| labels.get(&mention.prop).cloned())
            .unwrap_or_else(|| "登记账号".to_owned());
        let account = HolderAccount::find_by_number(conn, tenant, &mention.number)?;
        let (holder_name, account_status, balances) = match account {
            Some(account) => {
                let held = balances(conn, tenant, &account, mention.product.as_deref())?;
                (
                    Some(account.holder_name),
                    Some(account.holder_account_status),
                    held,
                )
            }
            None => (None, None, Vec::new()),
        };
        parties.push(Party {
            field: mention.field,
            label,
            account_number: mention.number,
            holder_name,
            account_status,
            balances,
        });
    }
    Ok(parties)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn accounts_are_found_at_the_top_and_in_table_rows_with_their_product() {
        let form = json!({
            "productCode": "P1", "accountNumberOut": "2000000001", "accountNumberIn": " ",
            "pledgeList": [{ "securityAccountNo": "2000000002", "securityCode": "P2" },
                           { "securityAccountNo": "2000000003" }],
        });
        let found = mentions(form.as_object().unwrap());
        let seen: Vec<_> = found
            .iter()
            .map(|m| (m.field.as_str(), m.number.as_str(), m.product.as_deref()))
            .collect();
        assert_eq!(
            seen,
            vec![
                ("accountNumberOut", "2000000001", Some("P1")),
                ("pledgeList/0/securityAccountNo", "2000000002", Some("P2")),
                ("pledgeList/1/securityAccountNo", "2000000003", Some("P1")),
            ]
        );
    }
}
