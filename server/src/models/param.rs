use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    models::{starting_with, LIKE_ESCAPE},
    schema::param_biz,
};

/// A business parameter (switches such as `freeze.notice.switch`), scoped to a tenant.
#[derive(Clone, Debug, Queryable, Selectable, Insertable, Serialize, ToSchema)]
#[diesel(table_name = param_biz)]
#[serde(rename_all = "camelCase")]
pub struct Param {
    #[serde(skip)]
    pub id: String,
    #[serde(skip)]
    pub tenant_id: String,
    pub param_key: String,
    pub param_value: String,
    pub param_name: String,
}

impl Param {
    pub fn find(conn: &mut DbConn, tenant_id: &str, key: &str) -> QueryResult<Option<Param>> {
        param_biz::table
            .filter(param_biz::tenant_id.eq(tenant_id))
            .filter(param_biz::param_key.eq(key))
            .select(Param::as_select())
            .first(conn)
            .optional()
    }

    /// Whether a switch of the tenant is on (its value is `1`; an absent switch is off).
    pub fn is_on(conn: &mut DbConn, tenant_id: &str, key: &str) -> QueryResult<bool> {
        Ok(Param::find(conn, tenant_id, key)?.is_some_and(|p| p.param_value == "1"))
    }
}

impl Param {
    /// The parameters of a tenant whose key starts with `prefix`, in key order.
    pub fn with_prefix(
        conn: &mut DbConn,
        tenant_id: &str,
        prefix: &str,
    ) -> QueryResult<Vec<Param>> {
        param_biz::table
            .filter(param_biz::tenant_id.eq(tenant_id))
            .filter(
                param_biz::param_key
                    .like(starting_with(prefix))
                    .escape(LIKE_ESCAPE),
            )
            .order(param_biz::param_key)
            .select(Param::as_select())
            .load(conn)
    }
}
