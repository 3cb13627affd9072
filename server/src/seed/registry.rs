//! The local business-registry simulator's enterprises (issue 16): records in the registry's
//! own vocabulary, which the company form's look-up fills itself from. One record stands for
//! the registry being down (`"simulate": "unavailable"`).

use diesel::prelude::*;
use serde_json::Value;

use super::rows::fixture;
use crate::{db::DbConn, schema::registry_enterprises};

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let records: Vec<Value> = fixture(
        "registry_enterprises",
        include_str!("fixtures/registry_enterprises.json"),
    )?;
    for record in records {
        let text = |key: &str| record.get(key).and_then(Value::as_str).map(str::to_owned);
        let (Some(code), Some(name)) = (text("uniscId"), text("entName")) else {
            anyhow::bail!("a registry record without uniscId or entName");
        };
        diesel::insert_into(registry_enterprises::table)
            .values((
                registry_enterprises::credit_code.eq(code),
                registry_enterprises::name.eq(name),
                registry_enterprises::record.eq(record.to_string()),
            ))
            .execute(conn)?;
    }
    Ok(())
}
