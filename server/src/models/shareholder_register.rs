//! An enterprise's shareholder register (股东持股信息): every account holding shares of the
//! enterprise's products, with what is pledged and frozen, searchable by holder name, account
//! number and certificate number. The totals are the register's own sums, so that a reader can
//! see they add up to the products' total shares (what every effect conserves).

use std::collections::HashMap;

use diesel::{dsl::sql, prelude::*, sql_types::BigInt};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    models::{containing, starting_with, LIKE_ESCAPE},
    paging::Counted,
    schema::{holder_accounts, positions, products},
};

type Backend = <DbConn as Connection>::Backend;

/// One line of the register: a holder's position in one product of the enterprise.
#[derive(Clone, Debug, Queryable, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareholderLine {
    pub holder_uuid: String,
    pub holder_name: String,
    pub account_number: String,
    /// 1 institution, 2 person, 3 product.
    pub organ_type: i32,
    pub cert_type: Option<String>,
    pub certificate_no: Option<String>,
    /// 0 not opened, 1 normal, 2 closed, 3 frozen.
    pub holder_account_status: i32,
    pub rights_confirmed: bool,
    pub product_code: String,
    pub product_name: String,
    pub volume: i64,
    pub pledged: i64,
    pub frozen: i64,
}

/// What the register is searched by; empty fields match everything.
#[derive(Clone, Debug, Default)]
pub struct RegisterSearch {
    pub company_id: String,
    /// A product of the enterprise; none for all of them.
    pub product_code: Option<String>,
    /// Part of the holder's name.
    pub holder_name: Option<String>,
    /// The start of the account number.
    pub account_number: Option<String>,
    /// The whole certificate number.
    pub certificate_no: Option<String>,
}

/// One product of the enterprise with the sums of its register.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductTotals {
    pub product_code: String,
    pub product_name: String,
    /// The product's total shares as the register keeps it.
    pub total_shares: i64,
    /// The sum of every holder's volume: equal to `total_shares` when the register is sound.
    pub held: i64,
    pub pledged: i64,
    pub frozen: i64,
    pub holders: i64,
    /// `held == total_shares`.
    pub conserved: bool,
}

type LineColumns = (
    holder_accounts::uuid,
    holder_accounts::holder_name,
    holder_accounts::account_number,
    holder_accounts::organ_type,
    holder_accounts::cert_type,
    holder_accounts::certificate_no,
    holder_accounts::holder_account_status,
    holder_accounts::rights_confirmed,
    products::product_code,
    products::name,
    positions::volume,
    positions::pledged,
    positions::frozen,
);

const LINE_COLUMNS: LineColumns = (
    holder_accounts::uuid,
    holder_accounts::holder_name,
    holder_accounts::account_number,
    holder_accounts::organ_type,
    holder_accounts::cert_type,
    holder_accounts::certificate_no,
    holder_accounts::holder_account_status,
    holder_accounts::rights_confirmed,
    products::product_code,
    products::name,
    positions::volume,
    positions::pledged,
    positions::frozen,
);

/// What the lines matching a search add up to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Matches {
    pub lines: i64,
    pub volume: i64,
    pub pledged: i64,
    pub frozen: i64,
}

/// `COUNT(*)` and the three sums as `BIGINT` on both backends (PostgreSQL's `SUM` of a
/// `BIGINT` is a `NUMERIC`).
const COUNT_AND_SUMS: &str = "COUNT(*), CAST(COALESCE(SUM(positions.volume), 0) AS BIGINT), \
     CAST(COALESCE(SUM(positions.pledged), 0) AS BIGINT), \
     CAST(COALESCE(SUM(positions.frozen), 0) AS BIGINT)";

type CountAndSums = (BigInt, BigInt, BigInt, BigInt);

impl RegisterSearch {
    /// The ids of the products searched: the enterprise's, or the one named.
    fn products(&self, conn: &mut DbConn) -> QueryResult<Vec<String>> {
        let mut q = products::table
            .filter(products::company_id.eq(self.company_id.as_str()))
            .select(products::id)
            .into_boxed::<Backend>();
        if let Some(code) = &self.product_code {
            q = q.filter(products::product_code.eq(code.as_str()));
        }
        q.load(conn)
    }

    /// The matching positions of the `products` searched, without their holders' columns: the
    /// holder filters are a sub-query, so that counting, summing and paging read `positions`
    /// alone through its index `positions_register` (product, volume descending, account) when
    /// no holder filter is given. One product is named by equality, so that PostgreSQL pages
    /// it in the index's order instead of sorting the product's every position.
    fn filtered<'a>(&'a self, products: &'a [String]) -> Filtered<'a> {
        let mut q = positions::table
            .filter(positions::volume.gt(0_i64))
            .into_boxed::<Backend>();
        q = match products {
            [one] => q.filter(positions::product_id.eq(one.as_str())),
            many => q.filter(positions::product_id.eq_any(many)),
        };
        // each holder filter a sub-query of its own (ANDed), since a boxed sub-query cannot
        // serve both backends
        if let Some(name) = &self.holder_name {
            q = q.filter(
                positions::account_uuid.eq_any(
                    holder_accounts::table
                        .filter(
                            holder_accounts::holder_name
                                .like(containing(name))
                                .escape(LIKE_ESCAPE),
                        )
                        .select(holder_accounts::uuid),
                ),
            );
        }
        if let Some(number) = &self.account_number {
            q = q.filter(
                positions::account_uuid.eq_any(
                    holder_accounts::table
                        .filter(
                            holder_accounts::account_number
                                .like(starting_with(number))
                                .escape(LIKE_ESCAPE),
                        )
                        .select(holder_accounts::uuid),
                ),
            );
        }
        if let Some(cert) = &self.certificate_no {
            q = q.filter(
                positions::account_uuid.eq_any(
                    holder_accounts::table
                        .filter(holder_accounts::certificate_no.eq(cert.clone()))
                        .select(holder_accounts::uuid),
                ),
            );
        }
        q
    }

    /// The search with its products resolved, for a count and a page.
    pub fn resolve(&self, conn: &mut DbConn) -> QueryResult<Resolved<'_>> {
        Ok(Resolved {
            products: self.products(conn)?,
            search: self,
        })
    }

    /// A page of the matching lines and how many match.
    pub fn page(
        &self,
        conn: &mut DbConn,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Counted<ShareholderLine>> {
        self.resolve(conn)?.page(conn, offset, limit)
    }
}

/// A register search whose products are resolved once for all its reads.
pub struct Resolved<'s> {
    search: &'s RegisterSearch,
    products: Vec<String>,
}

impl Resolved<'_> {
    /// One page of the matching lines, the biggest holdings first (ties by account, then
    /// product): the page's keys are sought in the index, then only its lines are read with
    /// their holders and products.
    pub fn lines(
        &self,
        conn: &mut DbConn,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Vec<ShareholderLine>> {
        let keys: Vec<(String, String)> = self
            .search
            .filtered(&self.products)
            .order((
                positions::volume.desc(),
                positions::account_uuid,
                positions::product_id,
            ))
            .select((positions::account_uuid, positions::product_id))
            .offset(offset)
            .limit(limit)
            .load(conn)?;
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        let accounts: Vec<&str> = keys.iter().map(|(a, _)| a.as_str()).collect();
        let products_of: Vec<&str> = keys.iter().map(|(_, p)| p.as_str()).collect();
        let mut found: HashMap<(String, String), ShareholderLine> = positions::table
            .inner_join(holder_accounts::table)
            .inner_join(products::table)
            .filter(positions::account_uuid.eq_any(accounts))
            .filter(positions::product_id.eq_any(products_of))
            .select((positions::product_id, LINE_COLUMNS))
            .load::<(String, ShareholderLine)>(conn)?
            .into_iter()
            .map(|(product, line)| ((line.holder_uuid.clone(), product), line))
            .collect();
        Ok(keys
            .into_iter()
            .filter_map(|key| found.remove(&key))
            .collect())
    }

    /// How many lines match and what they add up to, in one pass over the index.
    pub fn matches(&self, conn: &mut DbConn) -> QueryResult<Matches> {
        let (lines, volume, pledged, frozen) = self
            .search
            .filtered(&self.products)
            .select(sql::<CountAndSums>(COUNT_AND_SUMS))
            .get_result::<(i64, i64, i64, i64)>(conn)?;
        Ok(Matches {
            lines,
            volume,
            pledged,
            frozen,
        })
    }

    /// What the matching lines add up to, taken from the enterprise's `totals` (its
    /// `product_totals`) when no holder is searched, since they are then the searched
    /// products' whole registers: a second pass over 100,000 positions saved.
    pub fn matches_beside(
        &self,
        conn: &mut DbConn,
        totals: &[ProductTotals],
    ) -> QueryResult<Matches> {
        let RegisterSearch {
            holder_name,
            account_number,
            certificate_no,
            product_code,
            company_id: _,
        } = self.search;
        if holder_name.is_some() || account_number.is_some() || certificate_no.is_some() {
            return self.matches(conn);
        }
        Ok(totals
            .iter()
            .filter(|t| {
                product_code
                    .as_ref()
                    .is_none_or(|code| *code == t.product_code)
            })
            .fold(Matches::default(), |sum, t| Matches {
                lines: sum.lines + t.holders,
                volume: sum.volume + t.held,
                pledged: sum.pledged + t.pledged,
                frozen: sum.frozen + t.frozen,
            }))
    }

    /// A page of the matching lines and how many match.
    pub fn page(
        &self,
        conn: &mut DbConn,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Counted<ShareholderLine>> {
        let total = self.matches(conn)?.lines;
        Ok((self.lines(conn, offset, limit)?, total))
    }
}

type Filtered<'a> = positions::BoxedQuery<'a, Backend>;

/// Each product of the enterprise with what its register holds, and whether that adds up to
/// its total shares: one grouped pass over the index for all of them.
pub fn product_totals(conn: &mut DbConn, company_id: &str) -> QueryResult<Vec<ProductTotals>> {
    let owned: Vec<(String, String, String, i64)> = products::table
        .filter(products::company_id.eq(company_id))
        .order(products::product_code)
        .select((
            products::id,
            products::product_code,
            products::name,
            products::total_shares,
        ))
        .load(conn)?;
    if owned.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<&str> = owned.iter().map(|(id, ..)| id.as_str()).collect();
    let held: HashMap<String, (i64, i64, i64, i64)> = positions::table
        .filter(positions::product_id.eq_any(ids))
        .filter(positions::volume.gt(0_i64))
        .group_by(positions::product_id)
        .select((positions::product_id, sql::<CountAndSums>(COUNT_AND_SUMS)))
        .load::<(String, (i64, i64, i64, i64))>(conn)?
        .into_iter()
        .collect();
    Ok(owned
        .into_iter()
        .map(|(id, code, name, total_shares)| {
            let (holders, volume, pledged, frozen) = held.get(&id).copied().unwrap_or_default();
            ProductTotals {
                product_code: code,
                product_name: name,
                total_shares,
                held: volume,
                pledged,
                frozen,
                holders,
                conserved: volume == total_shares,
            }
        })
        .collect())
}

/// A register line with its certificate type named as the holder's kind names it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NamedLine {
    #[serde(flatten)]
    pub line: ShareholderLine,
    pub cert_type_name: Option<String>,
}

/// The dictionary of certificate types of a holder kind (01 §5): 1 organTypeValidator,
/// 2 personCertType, 3 productInfoIdType.
pub fn cert_dictionary(organ_type: i32) -> &'static str {
    match organ_type {
        1 => "organTypeValidator",
        3 => "productInfoIdType",
        _ => "personCertType",
    }
}

/// The lines with their certificate types named from the tenant's dictionaries.
pub fn named(
    conn: &mut DbConn,
    tenant: &str,
    lines: Vec<ShareholderLine>,
) -> QueryResult<Vec<NamedLine>> {
    let values = crate::models::dictionary::DictEntry::values(conn, tenant)?;
    Ok(lines
        .into_iter()
        .map(|line| {
            let cert_type_name = line.cert_type.as_ref().map(|key| {
                values
                    .get(&(cert_dictionary(line.organ_type).to_owned(), key.clone()))
                    .cloned()
                    .unwrap_or_else(|| key.clone())
            });
            NamedLine {
                line,
                cert_type_name,
            }
        })
        .collect())
}
