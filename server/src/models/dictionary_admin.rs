//! The administrator's side of the business dictionaries (issue 20, the BladeX `dict-biz`
//! calls): a tenant's entries paged and filtered, grouped by code, and written one by one.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use super::{containing, dictionary::DictEntry, LIKE_ESCAPE};
use crate::{
    db::DbConn,
    paging::{counted, Counted},
    schema::dict_biz,
};

type Backend = <DbConn as Connection>::Backend;

/// An entry as the administration screens and the audit log show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DictRecord {
    pub id: String,
    pub code: String,
    pub dict_key: String,
    pub dict_value: String,
    pub sort: i32,
}

impl From<DictEntry> for DictRecord {
    fn from(e: DictEntry) -> Self {
        DictRecord {
            id: e.id,
            code: e.code,
            dict_key: e.dict_key,
            dict_value: e.dict_value,
            sort: e.sort,
        }
    }
}

/// One dictionary (code) and its entries, in order.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DictCode {
    pub code: String,
    pub children: Vec<DictRecord>,
}

/// The filters of the list.
#[derive(Debug, Default)]
pub struct DictFilter {
    /// Part of the code.
    pub code: Option<String>,
    /// Part of the value (名称).
    pub dict_value: Option<String>,
}

impl DictEntry {
    /// One page of a tenant's entries, by code, sort and key.
    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        filter: &DictFilter,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Counted<DictEntry>> {
        let query = || {
            let mut q = dict_biz::table
                .filter(dict_biz::tenant_id.eq(tenant.to_owned()))
                .into_boxed::<Backend>();
            if let Some(code) = &filter.code {
                q = q.filter(dict_biz::code.like(containing(code)).escape(LIKE_ESCAPE));
            }
            if let Some(value) = &filter.dict_value {
                q = q.filter(
                    dict_biz::dict_value
                        .like(containing(value))
                        .escape(LIKE_ESCAPE),
                );
            }
            q
        };
        counted(conn, query, offset, limit, |conn, q| {
            q.order((dict_biz::code, dict_biz::sort, dict_biz::dict_key))
                .select(DictEntry::as_select())
                .load(conn)
        })
    }

    /// Every code of a tenant with its entries.
    pub fn tree(conn: &mut DbConn, tenant: &str) -> QueryResult<Vec<DictCode>> {
        let entries = dict_biz::table
            .filter(dict_biz::tenant_id.eq(tenant))
            .order((dict_biz::code, dict_biz::sort, dict_biz::dict_key))
            .select(DictEntry::as_select())
            .load(conn)?;
        let mut codes: Vec<DictCode> = Vec::new();
        for entry in entries {
            match codes.last_mut() {
                Some(last) if last.code == entry.code => last.children.push(entry.into()),
                _ => codes.push(DictCode {
                    code: entry.code.clone(),
                    children: vec![entry.into()],
                }),
            }
        }
        Ok(codes)
    }

    /// An entry of a tenant by its id.
    pub fn find_in(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<DictEntry>> {
        dict_biz::table
            .filter(dict_biz::tenant_id.eq(tenant))
            .filter(dict_biz::id.eq(id))
            .select(DictEntry::as_select())
            .first(conn)
            .optional()
    }

    /// Entries of a tenant by their ids (others' ids find nothing).
    pub fn find_many(
        conn: &mut DbConn,
        tenant: &str,
        ids: &[String],
    ) -> QueryResult<Vec<DictEntry>> {
        dict_biz::table
            .filter(dict_biz::tenant_id.eq(tenant))
            .filter(dict_biz::id.eq_any(ids))
            .order((dict_biz::code, dict_biz::sort, dict_biz::dict_key))
            .select(DictEntry::as_select())
            .load(conn)
    }

    /// Whether another entry of the tenant's dictionary `code` has the key.
    pub fn key_taken(
        conn: &mut DbConn,
        tenant: &str,
        code: &str,
        key: &str,
        except: Option<&str>,
    ) -> QueryResult<bool> {
        let mut q = dict_biz::table
            .filter(dict_biz::tenant_id.eq(tenant))
            .filter(dict_biz::code.eq(code))
            .filter(dict_biz::dict_key.eq(key))
            .into_boxed::<Backend>();
        if let Some(id) = except {
            q = q.filter(dict_biz::id.ne(id.to_owned()));
        }
        Ok(q.count().get_result::<i64>(conn)? > 0)
    }

    /// The sort a new entry of a tenant's dictionary takes by default: after the last one.
    pub fn next_sort(conn: &mut DbConn, tenant: &str, code: &str) -> QueryResult<i32> {
        let last: Option<i32> = dict_biz::table
            .filter(dict_biz::tenant_id.eq(tenant))
            .filter(dict_biz::code.eq(code))
            .select(diesel::dsl::max(dict_biz::sort))
            .first(conn)?;
        Ok(last.map_or(1, |s| s.saturating_add(1)))
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(dict_biz::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }

    /// Writes the code, key, value and sort of an existing entry.
    pub fn update(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::update(
            dict_biz::table
                .filter(dict_biz::tenant_id.eq(&self.tenant_id))
                .filter(dict_biz::id.eq(&self.id)),
        )
        .set((
            dict_biz::code.eq(&self.code),
            dict_biz::dict_key.eq(&self.dict_key),
            dict_biz::dict_value.eq(&self.dict_value),
            dict_biz::sort.eq(self.sort),
        ))
        .execute(conn)
        .map(drop)
    }

    pub fn delete(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::delete(
            dict_biz::table
                .filter(dict_biz::tenant_id.eq(&self.tenant_id))
                .filter(dict_biz::id.eq(&self.id)),
        )
        .execute(conn)
        .map(drop)
    }
}
