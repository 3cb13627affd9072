use std::collections::HashMap;

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{db::DbConn, schema::dict_biz};

/// One entry of a business dictionary, scoped to a tenant.
#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = dict_biz)]
pub struct DictEntry {
    pub id: String,
    pub tenant_id: String,
    pub code: String,
    pub dict_key: String,
    pub dict_value: String,
    pub sort: i32,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DictItem {
    pub dict_key: String,
    pub dict_value: String,
}

impl DictEntry {
    pub fn items(conn: &mut DbConn, tenant_id: &str, code: &str) -> QueryResult<Vec<DictItem>> {
        let entries = dict_biz::table
            .filter(dict_biz::tenant_id.eq(tenant_id))
            .filter(dict_biz::code.eq(code))
            .order((dict_biz::sort, dict_biz::dict_key))
            .select(DictEntry::as_select())
            .load(conn)?;
        Ok(entries
            .into_iter()
            .map(|e| DictItem {
                dict_key: e.dict_key,
                dict_value: e.dict_value,
            })
            .collect())
    }
}

impl DictEntry {
    /// Every dictionary of a tenant, as the form validator looks values up.
    pub fn keys_by_code(
        conn: &mut DbConn,
        tenant_id: &str,
    ) -> QueryResult<engine::form::validate::StaticDictionaries> {
        let pairs: Vec<(String, String)> = dict_biz::table
            .filter(dict_biz::tenant_id.eq(tenant_id))
            .select((dict_biz::code, dict_biz::dict_key))
            .load(conn)?;
        let mut by_code = std::collections::BTreeMap::<String, Vec<String>>::new();
        for (code, key) in pairs {
            by_code.entry(code).or_default().push(key);
        }
        Ok(engine::form::validate::StaticDictionaries(by_code))
    }
}

impl DictEntry {
    /// The value of one key of a tenant's dictionary.
    pub fn value_of(
        conn: &mut DbConn,
        tenant_id: &str,
        code: &str,
        key: &str,
    ) -> QueryResult<Option<String>> {
        dict_biz::table
            .filter(dict_biz::tenant_id.eq(tenant_id))
            .filter(dict_biz::code.eq(code))
            .filter(dict_biz::dict_key.eq(key))
            .select(dict_biz::dict_value)
            .first(conn)
            .optional()
    }

    /// Every value of a tenant's dictionaries, by dictionary code and key.
    pub fn values(
        conn: &mut DbConn,
        tenant_id: &str,
    ) -> QueryResult<HashMap<(String, String), String>> {
        let entries: Vec<(String, String, String)> = dict_biz::table
            .filter(dict_biz::tenant_id.eq(tenant_id))
            .select((dict_biz::code, dict_biz::dict_key, dict_biz::dict_value))
            .load(conn)?;
        Ok(entries.into_iter().map(|(c, k, v)| ((c, k), v)).collect())
    }
}
