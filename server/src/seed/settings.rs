//! Business dictionaries and parameters, per tenant. The set "declarations" holds the
//! dictionaries of the pledge-freeze and judicial-freeze declarations (spec 03 §7:
//! certificateType, natureOfShareholder, PledgeHumanType, financingDiretion, natureOfShare,
//! frozenMethod) for the main tenant.

use serde::Deserialize;

use super::rows::{fixture, insert_all};
use crate::{
    db::DbConn,
    models::{dictionary::DictEntry, param::Param},
    schema::{dict_biz, param_biz},
};

/// One dictionary: its entries as (key, value), sorted as listed.
#[derive(Deserialize)]
pub struct Dictionary {
    tenant: String,
    code: String,
    items: Vec<(String, String)>,
}

#[derive(Deserialize)]
pub struct ParamEntry {
    tenant: String,
    key: String,
    value: String,
    name: String,
}

pub fn insert_dictionaries(conn: &mut DbConn, dictionaries: &[Dictionary]) -> anyhow::Result<()> {
    insert_dictionary_entries(conn, dictionaries, |_| true)
}

/// Inserts the entries whose id (`<tenant>-<code>-<key>`) `wanted` accepts.
pub fn insert_dictionary_entries(
    conn: &mut DbConn,
    dictionaries: &[Dictionary],
    wanted: impl Fn(&str) -> bool,
) -> anyhow::Result<()> {
    let entries = dictionaries.iter().flat_map(|dictionary| {
        dictionary
            .items
            .iter()
            .enumerate()
            .map(move |(sort, (key, value))| DictEntry {
                id: format!("{}-{}-{key}", dictionary.tenant, dictionary.code),
                tenant_id: dictionary.tenant.clone(),
                code: dictionary.code.clone(),
                dict_key: key.clone(),
                dict_value: value.clone(),
                sort: sort as i32,
            })
    });
    let entries: Vec<DictEntry> = entries.filter(|entry| wanted(&entry.id)).collect();
    insert_all(conn, dict_biz::table, entries)?;
    Ok(())
}

/// The parameters' rows, each with the id `<tenant>-<key>`.
pub fn params(entries: Vec<ParamEntry>) -> Vec<Param> {
    entries
        .into_iter()
        .map(|entry| Param {
            id: format!("{}-{}", entry.tenant, entry.key),
            tenant_id: entry.tenant,
            param_key: entry.key,
            param_value: entry.value,
            param_name: entry.name,
        })
        .collect()
}

pub fn insert_params(conn: &mut DbConn, entries: Vec<ParamEntry>) -> anyhow::Result<()> {
    insert_all(conn, param_biz::table, params(entries))?;
    Ok(())
}

pub fn declaration_dictionaries() -> anyhow::Result<Vec<Dictionary>> {
    fixture("declarations", include_str!("fixtures/declarations.json"))
}

pub fn declarations(conn: &mut DbConn) -> anyhow::Result<()> {
    insert_dictionaries(conn, &declaration_dictionaries()?)
}
