//! The users of a tenant as its administrator manages them (issue 20, /system/user): the page
//! searched by account, name, role and status, each user with the enterprises and registration
//! accounts bound to it; the changes (create, update, status, password, bindings) are the
//! handlers', inside their transactions.

use std::collections::BTreeMap;

use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{containing, user::User, LIKE_ESCAPE};
use crate::{
    auth::role::roles,
    db::DbConn,
    paging::{counted, Counted},
    schema::{companies, holder_accounts, user_companies, user_holder_accounts, users},
};

type Backend = <DbConn as Connection>::Backend;

/// How many candidates a binding search answers.
const CANDIDATES: i64 = 20;

#[derive(Debug, Default)]
pub struct UserFilter {
    pub account: Option<String>,
    pub real_name: Option<String>,
    pub role_name: Option<String>,
    pub status: Option<i32>,
}

/// An enterprise bound to a user.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoundCompany {
    pub company_id: String,
    pub company_name: String,
}

/// A registration account bound to a user.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoundAccount {
    pub holder_uuid: String,
    pub account_number: String,
    pub holder_name: String,
}

/// A user as the administration shows it (and as the audit log records it): never its password.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserRow {
    pub id: String,
    pub tenant_id: String,
    pub account: String,
    pub real_name: String,
    /// The role's code.
    pub role_name: String,
    /// The name the role is shown by.
    pub role_alias: String,
    pub mobile: Option<String>,
    /// 1 启用, 0 禁用.
    pub status: i32,
    pub companies: Vec<BoundCompany>,
    pub accounts: Vec<BoundAccount>,
}

/// An enterprise or account a user may be bound to, as the binding dialog searches them.
#[derive(Debug, Serialize, ToSchema)]
pub struct Candidate {
    pub id: String,
    pub label: String,
}

fn row(user: User, companies: Vec<BoundCompany>, accounts: Vec<BoundAccount>) -> UserRow {
    UserRow {
        role_alias: roles::alias(&user.role_name).to_owned(),
        id: user.id,
        tenant_id: user.tenant_id,
        account: user.account,
        real_name: user.name,
        role_name: user.role_name,
        mobile: user.mobile,
        status: user.status,
        companies,
        accounts,
    }
}

/// The users with their bindings, in the order given.
fn rows(conn: &mut DbConn, found: Vec<User>) -> QueryResult<Vec<UserRow>> {
    let ids: Vec<String> = found.iter().map(|u| u.id.clone()).collect();
    let mut companies: BTreeMap<String, Vec<BoundCompany>> = BTreeMap::new();
    for (user, company_id, company_name) in user_companies::table
        .inner_join(companies::table)
        .filter(user_companies::user_id.eq_any(&ids))
        .order((user_companies::user_id, companies::name))
        .select((user_companies::user_id, companies::id, companies::name))
        .load::<(String, String, String)>(conn)?
    {
        companies.entry(user).or_default().push(BoundCompany {
            company_id,
            company_name,
        });
    }
    let mut accounts: BTreeMap<String, Vec<BoundAccount>> = BTreeMap::new();
    for (user, holder_uuid, account_number, holder_name) in user_holder_accounts::table
        .inner_join(holder_accounts::table)
        .filter(user_holder_accounts::user_id.eq_any(&ids))
        .order((
            user_holder_accounts::user_id,
            holder_accounts::account_number,
        ))
        .select((
            user_holder_accounts::user_id,
            holder_accounts::uuid,
            holder_accounts::account_number,
            holder_accounts::holder_name,
        ))
        .load::<(String, String, String, String)>(conn)?
    {
        accounts.entry(user).or_default().push(BoundAccount {
            holder_uuid,
            account_number,
            holder_name,
        });
    }
    Ok(found
        .into_iter()
        .map(|user| {
            let c = companies.remove(&user.id).unwrap_or_default();
            let a = accounts.remove(&user.id).unwrap_or_default();
            row(user, c, a)
        })
        .collect())
}

/// One page of the tenant's users, by account.
pub fn page(
    conn: &mut DbConn,
    tenant: &str,
    filter: &UserFilter,
    offset: i64,
    limit: i64,
) -> QueryResult<Counted<UserRow>> {
    let query = || {
        let mut q = users::table
            .filter(users::tenant_id.eq(tenant.to_owned()))
            .into_boxed::<Backend>();
        if let Some(account) = &filter.account {
            q = q.filter(users::account.like(containing(account)).escape(LIKE_ESCAPE));
        }
        if let Some(name) = &filter.real_name {
            q = q.filter(users::name.like(containing(name)).escape(LIKE_ESCAPE));
        }
        if let Some(role) = &filter.role_name {
            q = q.filter(users::role_name.eq(role.clone()));
        }
        if let Some(status) = filter.status {
            q = q.filter(users::status.eq(status));
        }
        q
    };
    let (found, total) = counted(conn, query, offset, limit, |conn, q| {
        q.order(users::account).select(User::as_select()).load(conn)
    })?;
    Ok((rows(conn, found)?, total))
}

/// A user of the tenant with its bindings; none for another tenant's or an unknown id.
pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<UserRow>> {
    let Some(user) = User::find(conn, id)?.filter(|u| u.tenant_id == tenant) else {
        return Ok(None);
    };
    Ok(rows(conn, vec![user])?.pop())
}

/// The fields the administrator edits.
pub struct Profile<'a> {
    pub real_name: &'a str,
    pub role_name: &'a str,
    pub mobile: Option<&'a str>,
    /// What the role signs in as (`roles::landing`).
    pub landing_mode: &'a str,
    pub org_type: i32,
}

pub fn update_profile(conn: &mut DbConn, id: &str, profile: &Profile<'_>) -> QueryResult<usize> {
    diesel::update(users::table.find(id))
        .set((
            users::name.eq(profile.real_name),
            users::role_name.eq(profile.role_name),
            users::mobile.eq(profile.mobile),
            users::landing_mode.eq(profile.landing_mode),
            users::org_type.eq(profile.org_type),
        ))
        .execute(conn)
}

pub fn set_status(conn: &mut DbConn, id: &str, status: i32) -> QueryResult<usize> {
    diesel::update(users::table.find(id))
        .set(users::status.eq(status))
        .execute(conn)
}

pub fn set_password_hash(conn: &mut DbConn, id: &str, hash: &str) -> QueryResult<usize> {
    diesel::update(users::table.find(id))
        .set(users::password_hash.eq(hash))
        .execute(conn)
}

/// Of `ids`, those that are enterprises of the tenant.
pub fn tenant_companies(
    conn: &mut DbConn,
    tenant: &str,
    ids: &[String],
) -> QueryResult<Vec<String>> {
    companies::table
        .filter(companies::tenant_id.eq(tenant))
        .filter(companies::id.eq_any(ids))
        .select(companies::id)
        .load(conn)
}

/// Of `uuids`, those that are registration accounts of the tenant.
pub fn tenant_accounts(
    conn: &mut DbConn,
    tenant: &str,
    uuids: &[String],
) -> QueryResult<Vec<String>> {
    holder_accounts::table
        .filter(holder_accounts::tenant_id.eq(tenant))
        .filter(holder_accounts::uuid.eq_any(uuids))
        .select(holder_accounts::uuid)
        .load(conn)
}

/// Replaces a user's bound enterprises and accounts.
pub fn replace_bindings(
    conn: &mut DbConn,
    user: &str,
    company_ids: &[String],
    holder_uuids: &[String],
) -> QueryResult<()> {
    diesel::delete(user_companies::table.filter(user_companies::user_id.eq(user))).execute(conn)?;
    diesel::delete(user_holder_accounts::table.filter(user_holder_accounts::user_id.eq(user)))
        .execute(conn)?;
    // one row a statement: the backend-neutral connection has no batch insert
    for company in company_ids {
        diesel::insert_into(user_companies::table)
            .values((
                user_companies::user_id.eq(user),
                user_companies::company_id.eq(company),
            ))
            .execute(conn)?;
    }
    for holder in holder_uuids {
        diesel::insert_into(user_holder_accounts::table)
            .values((
                user_holder_accounts::user_id.eq(user),
                user_holder_accounts::holder_uuid.eq(holder),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// The tenant's enterprises whose name contains `key`, by name.
pub fn company_candidates(
    conn: &mut DbConn,
    tenant: &str,
    key: Option<&str>,
) -> QueryResult<Vec<Candidate>> {
    let mut q = companies::table
        .filter(companies::tenant_id.eq(tenant.to_owned()))
        .into_boxed::<Backend>();
    if let Some(key) = key {
        q = q.filter(companies::name.like(containing(key)).escape(LIKE_ESCAPE));
    }
    Ok(q.order(companies::name)
        .limit(CANDIDATES)
        .select((companies::id, companies::name))
        .load::<(String, String)>(conn)?
        .into_iter()
        .map(|(id, label)| Candidate { id, label })
        .collect())
}

/// The tenant's registration accounts whose number or holder name contains `key`.
pub fn account_candidates(
    conn: &mut DbConn,
    tenant: &str,
    key: Option<&str>,
) -> QueryResult<Vec<Candidate>> {
    let mut q = holder_accounts::table
        .filter(holder_accounts::tenant_id.eq(tenant.to_owned()))
        .into_boxed::<Backend>();
    if let Some(key) = key {
        q = q.filter(
            holder_accounts::account_number
                .like(containing(key))
                .escape(LIKE_ESCAPE)
                .or(holder_accounts::holder_name
                    .like(containing(key))
                    .escape(LIKE_ESCAPE)),
        );
    }
    Ok(q.order(holder_accounts::account_number)
        .limit(CANDIDATES)
        .select((
            holder_accounts::uuid,
            holder_accounts::account_number,
            holder_accounts::holder_name,
        ))
        .load::<(String, String, String)>(conn)?
        .into_iter()
        .map(|(id, number, name)| Candidate {
            id,
            label: format!("{number} {name}"),
        })
        .collect())
}
