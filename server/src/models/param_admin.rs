//! The administrator's side of the business parameters (issue 20, the BladeX `param-biz`
//! calls): a tenant's parameters paged and filtered, and written one by one.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use super::{containing, LIKE_ESCAPE};
use crate::{
    db::DbConn,
    paging::{counted, Counted},
    schema::param_biz,
};

type Backend = <DbConn as Connection>::Backend;

/// A parameter row with everything the administration reads and writes.
#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = param_biz)]
pub struct ParamRow {
    pub id: String,
    pub tenant_id: String,
    pub param_key: String,
    pub param_value: String,
    pub param_name: String,
    pub remark: String,
}

/// A parameter as the administration screen and the audit log show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ParamRecord {
    pub id: String,
    /// 参数名称.
    pub param_name: String,
    /// 参数键名.
    pub param_key: String,
    /// 参数键值.
    pub param_value: String,
    /// 备注.
    pub remark: String,
}

impl From<ParamRow> for ParamRecord {
    fn from(p: ParamRow) -> Self {
        ParamRecord {
            id: p.id,
            param_name: p.param_name,
            param_key: p.param_key,
            param_value: p.param_value,
            remark: p.remark,
        }
    }
}

/// The filters of the list.
#[derive(Debug, Default)]
pub struct ParamFilter {
    /// Part of the name.
    pub param_name: Option<String>,
    /// Part of the key.
    pub param_key: Option<String>,
}

impl ParamRow {
    /// One page of a tenant's parameters, by key.
    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        filter: &ParamFilter,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Counted<ParamRow>> {
        let query = || {
            let mut q = param_biz::table
                .filter(param_biz::tenant_id.eq(tenant.to_owned()))
                .into_boxed::<Backend>();
            if let Some(name) = &filter.param_name {
                q = q.filter(
                    param_biz::param_name
                        .like(containing(name))
                        .escape(LIKE_ESCAPE),
                );
            }
            if let Some(key) = &filter.param_key {
                q = q.filter(
                    param_biz::param_key
                        .like(containing(key))
                        .escape(LIKE_ESCAPE),
                );
            }
            q
        };
        counted(conn, query, offset, limit, |conn, q| {
            q.order((param_biz::param_key, param_biz::id))
                .select(ParamRow::as_select())
                .load(conn)
        })
    }

    /// A parameter of a tenant by its id.
    pub fn find_in(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<ParamRow>> {
        param_biz::table
            .filter(param_biz::tenant_id.eq(tenant))
            .filter(param_biz::id.eq(id))
            .select(ParamRow::as_select())
            .first(conn)
            .optional()
    }

    /// Parameters of a tenant by their ids (others' ids find nothing).
    pub fn find_many(
        conn: &mut DbConn,
        tenant: &str,
        ids: &[String],
    ) -> QueryResult<Vec<ParamRow>> {
        param_biz::table
            .filter(param_biz::tenant_id.eq(tenant))
            .filter(param_biz::id.eq_any(ids))
            .order(param_biz::param_key)
            .select(ParamRow::as_select())
            .load(conn)
    }

    /// Whether another parameter of the tenant has the key.
    pub fn key_taken(
        conn: &mut DbConn,
        tenant: &str,
        key: &str,
        except: Option<&str>,
    ) -> QueryResult<bool> {
        let mut q = param_biz::table
            .filter(param_biz::tenant_id.eq(tenant))
            .filter(param_biz::param_key.eq(key))
            .into_boxed::<Backend>();
        if let Some(id) = except {
            q = q.filter(param_biz::id.ne(id.to_owned()));
        }
        Ok(q.count().get_result::<i64>(conn)? > 0)
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(param_biz::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }

    /// Writes the key, value, name and remark of an existing parameter.
    pub fn update(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::update(
            param_biz::table
                .filter(param_biz::tenant_id.eq(&self.tenant_id))
                .filter(param_biz::id.eq(&self.id)),
        )
        .set((
            param_biz::param_key.eq(&self.param_key),
            param_biz::param_value.eq(&self.param_value),
            param_biz::param_name.eq(&self.param_name),
            param_biz::remark.eq(&self.remark),
        ))
        .execute(conn)
        .map(drop)
    }

    pub fn delete(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::delete(
            param_biz::table
                .filter(param_biz::tenant_id.eq(&self.tenant_id))
                .filter(param_biz::id.eq(&self.id)),
        )
        .execute(conn)
        .map(drop)
    }
}
