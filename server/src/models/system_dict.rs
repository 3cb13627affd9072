//! The platform's system dictionary (issue 20; BladeX's `blade-system/dict`): dictionaries
//! (parent `0`, key `-1`, the value is the name) and their entries, global to every tenant.

use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{containing, LIKE_ESCAPE};
use crate::{
    db::DbConn,
    paging::{counted, Counted},
    schema::dicts,
};

type Backend = <DbConn as Connection>::Backend;

/// The parent id of a dictionary.
pub const TOP: &str = "0";
/// The key of a dictionary's own row.
pub const DICTIONARY_KEY: &str = "-1";

#[derive(
    Clone, Debug, Queryable, Selectable, Insertable, AsChangeset, Serialize, Deserialize, ToSchema,
)]
#[diesel(table_name = dicts)]
#[serde(rename_all = "camelCase")]
pub struct SystemDict {
    pub id: String,
    /// `0` for a dictionary, else the dictionary's id.
    pub parent_id: String,
    pub code: String,
    /// `-1` for a dictionary.
    pub dict_key: String,
    /// A dictionary's name, an entry's value.
    pub dict_value: String,
    pub sort: i32,
    pub remark: String,
    /// The platform relies on it: edited, never removed.
    pub is_sealed: bool,
}

/// A row as the lists answer it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DictRow {
    #[serde(flatten)]
    pub dict: SystemDict,
    pub has_children: bool,
}

#[derive(Debug, Default)]
pub struct DictFilter {
    pub code: Option<String>,
    pub dict_value: Option<String>,
}

impl SystemDict {
    pub fn is_dictionary(&self) -> bool {
        self.parent_id == TOP
    }

    pub fn find(conn: &mut DbConn, id: &str) -> QueryResult<Option<SystemDict>> {
        dicts::table
            .find(id)
            .select(SystemDict::as_select())
            .first(conn)
            .optional()
    }

    /// The row of `code` with `key`, if any.
    pub fn find_key(conn: &mut DbConn, code: &str, key: &str) -> QueryResult<Option<SystemDict>> {
        dicts::table
            .filter(dicts::code.eq(code))
            .filter(dicts::dict_key.eq(key))
            .select(SystemDict::as_select())
            .first(conn)
            .optional()
    }

    /// One page of the rows under `parent` (`TOP`: the dictionaries), by sort.
    pub fn page(
        conn: &mut DbConn,
        parent: &str,
        filter: &DictFilter,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Counted<DictRow>> {
        let query = || {
            let mut q = dicts::table
                .filter(dicts::parent_id.eq(parent.to_owned()))
                .into_boxed::<Backend>();
            if let Some(code) = &filter.code {
                q = q.filter(dicts::code.like(containing(code)).escape(LIKE_ESCAPE));
            }
            if let Some(value) = &filter.dict_value {
                q = q.filter(
                    dicts::dict_value
                        .like(containing(value))
                        .escape(LIKE_ESCAPE),
                );
            }
            q
        };
        let (found, total) = counted(conn, query, offset, limit, |conn, q| {
            q.order((dicts::sort, dicts::code, dicts::dict_key))
                .select(SystemDict::as_select())
                .load(conn)
        })?;
        Ok((with_children(conn, found)?, total))
    }

    /// Every row, by parent and sort (the tree and the flat list are built from it).
    pub fn all(conn: &mut DbConn) -> QueryResult<Vec<SystemDict>> {
        dicts::table
            .order((dicts::sort, dicts::code, dicts::dict_key))
            .select(SystemDict::as_select())
            .load(conn)
    }

    /// The entries of the dictionary `code`, by sort.
    pub fn entries(conn: &mut DbConn, code: &str) -> QueryResult<Vec<SystemDict>> {
        dicts::table
            .filter(dicts::code.eq(code))
            .filter(dicts::parent_id.ne(TOP))
            .order((dicts::sort, dicts::dict_key))
            .select(SystemDict::as_select())
            .load(conn)
    }

    pub fn children_count(conn: &mut DbConn, id: &str) -> QueryResult<i64> {
        dicts::table
            .filter(dicts::parent_id.eq(id))
            .count()
            .get_result(conn)
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<usize> {
        diesel::insert_into(dicts::table).values(self).execute(conn)
    }

    pub fn update(&self, conn: &mut DbConn) -> QueryResult<usize> {
        diesel::update(dicts::table.find(&self.id))
            .set(self)
            .execute(conn)
    }

    /// A dictionary's new code, carried to its entries.
    pub fn recode_children(conn: &mut DbConn, parent: &str, code: &str) -> QueryResult<usize> {
        diesel::update(dicts::table.filter(dicts::parent_id.eq(parent)))
            .set(dicts::code.eq(code))
            .execute(conn)
    }

    pub fn remove(conn: &mut DbConn, id: &str) -> QueryResult<usize> {
        diesel::delete(dicts::table.find(id)).execute(conn)
    }
}

fn with_children(conn: &mut DbConn, found: Vec<SystemDict>) -> QueryResult<Vec<DictRow>> {
    let ids: Vec<String> = found.iter().map(|d| d.id.clone()).collect();
    let parents: Vec<String> = dicts::table
        .filter(dicts::parent_id.eq_any(&ids))
        .select(dicts::parent_id)
        .distinct()
        .load(conn)?;
    Ok(found
        .into_iter()
        .map(|dict| DictRow {
            has_children: parents.contains(&dict.id),
            dict,
        })
        .collect())
}
