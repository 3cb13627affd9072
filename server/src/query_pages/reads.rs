//! The macros every source of the query pages reads with: an order by one column, bounds, a
//! keyset seek, and the two reads (`page`, `each`) built from a source's own functions.

/// Orders a boxed query by one column, either way.
macro_rules! by {
    ($q:expr, $descending:expr, $column:expr) => {
        if $descending {
            $q.order($column.desc())
        } else {
            $q.order($column.asc())
        }
    };
}

/// Keeps the rows whose column lies within the bounds given, each optional: `$low` included,
/// `$high` included, or excluded when written `before $high`.
macro_rules! within {
    ($q:expr, $column:expr, $low:expr, before $high:expr) => {{
        let mut q = $q;
        if let Some(low) = $low {
            q = q.filter($column.ge(low));
        }
        if let Some(high) = $high {
            q = q.filter($column.lt(high));
        }
        q
    }};
    ($q:expr, $column:expr, $low:expr, $high:expr) => {{
        let mut q = $q;
        if let Some(low) = $low {
            q = q.filter($column.ge(low));
        }
        if let Some(high) = $high {
            q = q.filter($column.le(high));
        }
        q
    }};
}

/// Keeps the rows that come after the row `$at` finds (the caller's own rows narrowed to one)
/// in the order of `$column` (descending when `$desc`), ties broken by `$after_tie` (the rows
/// whose tie key follows that row's): keyset paging, a seek by the index instead of reading
/// and skipping every row before the page. `None` when that row is no longer found.
macro_rules! seek {
    ($conn:expr, $q:expr, $at:expr, $desc:expr, $column:expr => $ty:ty, $after_tie:expr) => {{
        let found: Option<$ty> = $at.select($column).first($conn).optional()?;
        found.map(|v| {
            if $desc {
                $q.filter($column.lt(v.clone()).or($column.eq(v).and($after_tie)))
            } else {
                $q.filter($column.gt(v.clone()).or($column.eq(v).and($after_tie)))
            }
        })
    }};
}

/// A source's two reads from its `filtered`, `seek`, `sorted` and `row` and the select clause
/// given: `page`, a counted window in order, and `each`, every row in order streamed as one
/// query. The count is the filtered query's unless the source names its own.
macro_rules! reads {
    ($select:expr, $row:ty) => {
        /// How many rows match: the filtered query counted.
        fn counted(
            conn: &mut $crate::db::DbConn,
            scope: &super::Scope,
            criteria: &super::criteria::Criteria,
        ) -> diesel::QueryResult<i64> {
            filtered(scope, criteria)
                .select(diesel::dsl::count_star())
                .get_result(conn)
        }

        reads!($select, $row, counted);
    };
    // with the source's own count, cheaper than the filtered query's (fewer joins)
    ($select:expr, $row:ty, $counted:ident) => {
        /// The window of `limit` rows after the row `after` names (its keys, the last row of
        /// the page before) when the order can seek it, else after `offset` rows; the count of
        /// all; whether it sought.
        pub fn page(
            conn: &mut $crate::db::DbConn,
            scope: &super::Scope,
            criteria: &super::criteria::Criteria,
            window: super::Window<'_>,
        ) -> diesel::QueryResult<super::Found> {
            let total: i64 = $counted(conn, scope, criteria)?;
            let sought = match window.after {
                Some(after) => seek(conn, scope, criteria, after)?,
                None => None,
            };
            let keyset = sought.is_some();
            let q = match sought {
                Some(q) => q.limit(window.limit),
                None => filtered(scope, criteria)
                    .offset(window.offset)
                    .limit(window.limit),
            };
            let rows = sorted(q, criteria.sort)
                .select($select)
                .load::<$row>(conn)?;
            Ok(super::Found {
                rows: rows.into_iter().map(row).collect(),
                total,
                keyset,
            })
        }

        /// Every row, in order, read as one query.
        pub fn each(
            conn: &mut $crate::db::DbConn,
            scope: &super::Scope,
            criteria: &super::criteria::Criteria,
            mut each: impl FnMut(
                serde_json::Map<String, serde_json::Value>,
            ) -> Result<(), $crate::error::ApiError>,
        ) -> Result<(), $crate::error::ApiError> {
            let rows = sorted(filtered(scope, criteria), criteria.sort)
                .select($select)
                .load_iter::<$row, diesel::connection::DefaultLoadingMode>(conn)?;
            for r in rows {
                each(row(r?))?;
            }
            Ok(())
        }
    };
}
