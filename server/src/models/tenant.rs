use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use super::{containing, LIKE_ESCAPE};
use crate::{
    db::DbConn,
    paging::{counted, Counted},
    schema::{tenants, users},
};

pub const DEFAULT_TENANT: &str = "000000";

/// The refusal of a sign-in or a refresh once the tenant's authorisation has ended.
pub const TENANT_EXPIRED: &str = "租户授权已过期，请联系管理员";

type Backend = <DbConn as Connection>::Backend;

/// A tenant and its settings (issue 20): what the spec's special tenants did by their ids
/// (116000's one city, 518100's locked shell and theme) is data here.
#[derive(
    Clone, Debug, PartialEq, Eq, Queryable, Selectable, Insertable, AsChangeset, Serialize, ToSchema,
)]
#[diesel(table_name = tenants, treat_none_as_null = true)]
#[serde(rename_all = "camelCase")]
pub struct Tenant {
    pub tenant_id: String,
    pub tenant_name: String,
    /// The host name the tenant is reached by.
    pub domain: Option<String>,
    /// The theme forced on the tenant's own domain.
    pub theme: Option<String>,
    /// On its own domain, logout and enterprise/account switching are hidden.
    pub locked_shell: bool,
    /// The province (six digits) of the showcase's area filter.
    pub province_code: Option<String>,
    /// When set, the only city of that filter.
    pub city_code: Option<String>,
    /// When the tenant's authorisation ends (seconds); nobody signs in after it.
    pub expire_at: Option<i64>,
}

/// What anyone may learn of the tenant of a host before signing in.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TenantInfo {
    pub tenant_id: String,
    pub tenant_name: String,
    pub domain: Option<String>,
    pub theme: Option<String>,
    pub locked_shell: bool,
}

impl From<Tenant> for TenantInfo {
    fn from(t: Tenant) -> Self {
        TenantInfo {
            tenant_id: t.tenant_id,
            tenant_name: t.tenant_name,
            domain: t.domain,
            theme: t.theme,
            locked_shell: t.locked_shell,
        }
    }
}

/// The filters of the administrator's list.
#[derive(Debug, Default)]
pub struct TenantFilter {
    /// Part of the id.
    pub tenant_id: Option<String>,
    /// Part of the name.
    pub tenant_name: Option<String>,
    /// Part of the domain.
    pub domain: Option<String>,
}

impl Tenant {
    pub fn find(conn: &mut DbConn, tenant_id: &str) -> QueryResult<Option<Tenant>> {
        tenants::table
            .find(tenant_id)
            .select(Tenant::as_select())
            .first(conn)
            .optional()
    }

    pub fn find_many(conn: &mut DbConn, ids: &[String]) -> QueryResult<Vec<Tenant>> {
        tenants::table
            .filter(tenants::tenant_id.eq_any(ids))
            .order(tenants::tenant_id)
            .select(Tenant::as_select())
            .load(conn)
    }

    pub fn find_by_domain(conn: &mut DbConn, domain: &str) -> QueryResult<Option<Tenant>> {
        tenants::table
            .filter(tenants::domain.eq(domain))
            .select(Tenant::as_select())
            .first(conn)
            .optional()
    }

    /// Whether the tenant's authorisation has ended by `now` (an unknown tenant has none).
    pub fn expired(conn: &mut DbConn, tenant_id: &str, now: i64) -> QueryResult<bool> {
        let expire_at: Option<Option<i64>> = tenants::table
            .find(tenant_id)
            .select(tenants::expire_at)
            .first(conn)
            .optional()?;
        Ok(expire_at.flatten().is_some_and(|end| end <= now))
    }

    /// Whether another tenant than `except` is reached by `domain`.
    pub fn domain_taken(conn: &mut DbConn, domain: &str, except: &str) -> QueryResult<bool> {
        let n: i64 = tenants::table
            .filter(tenants::domain.eq(domain))
            .filter(tenants::tenant_id.ne(except))
            .count()
            .get_result(conn)?;
        Ok(n > 0)
    }

    /// How many users the tenant has.
    pub fn user_count(conn: &mut DbConn, tenant_id: &str) -> QueryResult<i64> {
        users::table
            .filter(users::tenant_id.eq(tenant_id))
            .count()
            .get_result(conn)
    }

    pub fn page(
        conn: &mut DbConn,
        filter: &TenantFilter,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Counted<Tenant>> {
        let query = || {
            let mut q = tenants::table.into_boxed::<Backend>();
            if let Some(id) = &filter.tenant_id {
                q = q.filter(tenants::tenant_id.like(containing(id)).escape(LIKE_ESCAPE));
            }
            if let Some(name) = &filter.tenant_name {
                q = q.filter(
                    tenants::tenant_name
                        .like(containing(name))
                        .escape(LIKE_ESCAPE),
                );
            }
            if let Some(domain) = &filter.domain {
                q = q.filter(tenants::domain.like(containing(domain)).escape(LIKE_ESCAPE));
            }
            q
        };
        counted(conn, query, offset, limit, |conn, q| {
            q.order(tenants::tenant_id)
                .select(Tenant::as_select())
                .load(conn)
        })
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<usize> {
        diesel::insert_into(tenants::table)
            .values(self)
            .execute(conn)
    }

    pub fn update(&self, conn: &mut DbConn) -> QueryResult<usize> {
        diesel::update(tenants::table.find(&self.tenant_id))
            .set(self)
            .execute(conn)
    }

    pub fn delete(&self, conn: &mut DbConn) -> QueryResult<usize> {
        diesel::delete(tenants::table.find(&self.tenant_id)).execute(conn)
    }
}
