//! Page numbers and sizes of every paged call, read once. A page number is 1-based; the
//! offset `(page - 1) * size` is computed here and only here, so that a client's
//! `pageNo=9223372036854775807` is refused with 400 instead of wrapping (release) or
//! panicking (debug) into a 500 or a negative OFFSET.

use diesel::{
    dsl,
    query_dsl::{
        methods::{LimitDsl, OffsetDsl, SelectDsl},
        LoadQuery,
    },
    QueryResult, RunQueryDsl,
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{db::DbConn, error::ApiError};

/// The last page any list answers. Past it the request is refused: no list of this platform
/// reaches a million pages, and the bound keeps `offset` far from `i64::MAX`.
pub const MAX_PAGE: i64 = 1_000_000;

/// The message for a page past [`MAX_PAGE`].
pub const PAGE_OUT_OF_RANGE: &str = "页码超出范围";

/// The largest page a visitor of the public site may ask for.
pub const MAX_PUBLIC_PAGE_SIZE: i64 = 100;

/// The page sizes a call accepts, and what it does with the others.
#[derive(Clone, Copy, Debug)]
pub enum Sizes {
    /// Any size from 1 to `max`; others are clamped into that range.
    Clamp { default: i64, max: i64 },
    /// Only the sizes listed (a dialog's choices); any other is taken as `default`.
    OneOf {
        default: i64,
        allowed: &'static [i64],
    },
}

/// The usual list: 10 a page by default, at most 100.
pub const TEN_UP_TO_HUNDRED: Sizes = Sizes::Clamp {
    default: 10,
    max: 100,
};

/// A checked page: `1 <= page <= MAX_PAGE`, `size >= 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paging {
    pub page: i64,
    pub size: i64,
}

impl Paging {
    /// The lenient reading of the back office's lists: a missing or non-positive page is page
    /// 1, the size is brought into the call's set; only a page past [`MAX_PAGE`] is refused.
    pub fn lenient(page: Option<i64>, size: Option<i64>, sizes: Sizes) -> Result<Self, ApiError> {
        let page = page.unwrap_or(1).max(1);
        if page > MAX_PAGE {
            return Err(ApiError::bad_request(PAGE_OUT_OF_RANGE));
        }
        let size = match sizes {
            Sizes::Clamp { default, max } => size.unwrap_or(default).clamp(1, max),
            Sizes::OneOf { default, allowed } => {
                size.filter(|s| allowed.contains(s)).unwrap_or(default)
            }
        };
        Ok(Paging { page, size })
    }

    /// The strict reading of the public site's lists: a page below 1 or a size outside
    /// 1..=[`MAX_PUBLIC_PAGE_SIZE`] is refused with the visitor's message.
    pub fn strict(
        page: Option<i64>,
        size: Option<i64>,
        default_size: i64,
    ) -> Result<Self, ApiError> {
        let page = page.unwrap_or(1);
        let size = size.unwrap_or(default_size);
        if page < 1 {
            return Err(ApiError::bad_request("页码需为大于0的整数"));
        }
        if page > MAX_PAGE {
            return Err(ApiError::bad_request(PAGE_OUT_OF_RANGE));
        }
        if !(1..=MAX_PUBLIC_PAGE_SIZE).contains(&size) {
            return Err(ApiError::bad_request("每页条数需在1到100之间"));
        }
        Ok(Paging { page, size })
    }

    /// Rows to skip. Saturating although the bounds above already keep it small: the
    /// arithmetic never wraps whatever a caller builds by hand.
    pub fn offset(&self) -> i64 {
        offset(self.page, self.size)
    }

    /// The answer of a list: the rows of this page and the total of all pages.
    pub fn page<T>(&self, (records, total): Counted<T>) -> Page<T> {
        Page {
            records,
            total,
            current: self.page,
            size: self.size,
        }
    }
}

/// A page of a list: `records` and `total`, with the page asked for.
#[derive(Debug, Serialize, ToSchema)]
pub struct Page<T> {
    pub records: Vec<T>,
    pub total: i64,
    pub current: i64,
    pub size: i64,
}

/// One page of rows and the number of rows on all pages.
pub type Counted<T> = (Vec<T>, i64);

/// Runs a list's query twice: counted whole, and windowed to `limit` rows after `offset`,
/// which `rows` then orders, selects and loads. `query` builds the filtered query afresh for
/// each use, so both answers see the same filters.
pub fn counted<'q, Q, T>(
    conn: &mut DbConn,
    query: impl Fn() -> Q,
    offset: i64,
    limit: i64,
    rows: impl FnOnce(&mut DbConn, dsl::Limit<dsl::Offset<Q>>) -> QueryResult<Vec<T>>,
) -> QueryResult<Counted<T>>
where
    Q: SelectDsl<dsl::count_star> + OffsetDsl,
    dsl::Select<Q, dsl::count_star>: LoadQuery<'q, DbConn, i64>,
    dsl::Offset<Q>: LimitDsl,
{
    let total = SelectDsl::select(query(), dsl::count_star()).get_result(conn)?;
    let window = LimitDsl::limit(OffsetDsl::offset(query(), offset), limit);
    let records = rows(conn, window)?;
    Ok((records, total))
}

/// `(page - 1) * size` for a 1-based page, never wrapping: pages below 1 count as 1 and an
/// overflow saturates (a page past the end, answered empty).
pub fn offset(page: i64, size: i64) -> i64 {
    page.max(1).saturating_sub(1).saturating_mul(size.max(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLAMP: Sizes = Sizes::Clamp {
        default: 10,
        max: 100,
    };

    #[test]
    fn missing_and_non_positive_values_take_the_defaults_and_bounds() {
        assert_eq!(
            Paging::lenient(None, None, CLAMP).unwrap(),
            Paging { page: 1, size: 10 }
        );
        assert_eq!(
            Paging::lenient(Some(-5), Some(0), CLAMP).unwrap(),
            Paging { page: 1, size: 1 }
        );
        assert_eq!(
            Paging::lenient(Some(3), Some(500), CLAMP).unwrap().size,
            100
        );
    }

    #[test]
    fn a_page_past_the_bound_is_refused_not_wrapped() {
        for page in [MAX_PAGE + 1, i64::MAX] {
            let err = Paging::lenient(Some(page), Some(100), CLAMP).unwrap_err();
            assert_eq!(err.to_string(), PAGE_OUT_OF_RANGE);
        }
        let last = Paging::lenient(Some(MAX_PAGE), Some(100), CLAMP).unwrap();
        assert_eq!(last.offset(), (MAX_PAGE - 1) * 100);
    }

    #[test]
    fn sizes_outside_a_fixed_set_fall_back_to_the_default() {
        let sizes = Sizes::OneOf {
            default: 5,
            allowed: &[5, 10, 15, 20, 30],
        };
        assert_eq!(Paging::lenient(None, Some(15), sizes).unwrap().size, 15);
        assert_eq!(Paging::lenient(None, Some(7), sizes).unwrap().size, 5);
        assert_eq!(
            Paging::lenient(None, Some(i64::MAX), sizes).unwrap().size,
            5
        );
    }

    #[test]
    fn the_offset_saturates_instead_of_wrapping() {
        assert_eq!(offset(1, 10), 0);
        assert_eq!(offset(3, 5), 10);
        assert_eq!(offset(i64::MAX, i64::MAX), i64::MAX);
        assert_eq!(offset(i64::MIN, 10), 0);
    }
}
