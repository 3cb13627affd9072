//! What a new tenant starts with (issue 20): the platform tenant's business dictionaries and
//! parameters, so that its forms' selects and its switches work from the first day, and its
//! administrator account, so that someone can sign in to it.

use diesel::prelude::*;

use super::{dictionary::DictEntry, tenant::DEFAULT_TENANT, user::User};
use crate::{
    db::DbConn,
    schema::{dict_biz, param_biz},
};

/// The new tenant's administrator account.
pub const TENANT_ADMIN_ACCOUNT: &str = "admin";

/// Copies the template tenant's dictionaries and parameters to `tenant` and creates its
/// administrator with the given password hash; answers the administrator's account.
pub fn populate(conn: &mut DbConn, tenant: &str, admin_hash: &str) -> QueryResult<String> {
    let entries: Vec<DictEntry> = dict_biz::table
        .filter(dict_biz::tenant_id.eq(DEFAULT_TENANT))
        .select(DictEntry::as_select())
        .load(conn)?;
    let copies: Vec<DictEntry> = entries
        .into_iter()
        .map(|e| DictEntry {
            id: format!("{tenant}-{}-{}", e.code, e.dict_key),
            tenant_id: tenant.to_owned(),
            ..e
        })
        .collect();
    // one row a statement: the backend-neutral connection has no batch insert
    for entry in &copies {
        diesel::insert_into(dict_biz::table)
            .values(entry)
            .execute(conn)?;
    }
    let params: Vec<(String, String, String)> = param_biz::table
        .filter(param_biz::tenant_id.eq(DEFAULT_TENANT))
        .select((
            param_biz::param_key,
            param_biz::param_value,
            param_biz::param_name,
        ))
        .load(conn)?;
    for (key, value, name) in params {
        diesel::insert_into(param_biz::table)
            .values((
                param_biz::id.eq(format!("{tenant}-{key}")),
                param_biz::tenant_id.eq(tenant),
                param_biz::param_key.eq(key),
                param_biz::param_value.eq(value),
                param_biz::param_name.eq(name),
            ))
            .execute(conn)?;
    }
    let admin = User {
        id: uuid::Uuid::new_v4().to_string(),
        tenant_id: tenant.to_owned(),
        account: TENANT_ADMIN_ACCOUNT.to_owned(),
        name: "租户管理员".to_owned(),
        password_hash: admin_hash.to_owned(),
        role_name: crate::auth::role::roles::ADMINISTRATOR.to_owned(),
        landing_mode: "mgr".to_owned(),
        org_type: 1,
        mobile: None,
        is_certified: true,
        has_applied: false,
        is_product_certified: false,
        status: User::ENABLED,
    };
    diesel::insert_into(crate::schema::users::table)
        .values(&admin)
        .execute(conn)?;
    Ok(admin.account)
}
