use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    paging::{counted, Counted},
    schema::tenants,
};

pub const DEFAULT_TENANT: &str = "000000";

#[derive(Clone, Debug, Queryable, Selectable, Insertable, Serialize, ToSchema)]
#[diesel(table_name = tenants)]
#[serde(rename_all = "camelCase")]
pub struct Tenant {
    pub tenant_id: String,
    pub tenant_name: String,
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

    pub fn find_by_domain(conn: &mut DbConn, domain: &str) -> QueryResult<Option<Tenant>> {
        tenants::table
            .filter(tenants::domain.eq(domain))
            .select(Tenant::as_select())
            .first(conn)
            .optional()
    }

    pub fn page(conn: &mut DbConn, offset: i64, limit: i64) -> QueryResult<Counted<Tenant>> {
        counted(
            conn,
            || tenants::table,
            offset,
            limit,
            |conn, q| {
                q.order(tenants::tenant_id)
                    .select(Tenant::as_select())
                    .load(conn)
            },
        )
    }
}
