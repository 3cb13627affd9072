//! An enterprise's shareholder register (股东持股信息): every account holding shares of the
//! enterprise's products, with what is pledged and frozen, searchable by holder name, account
//! number and certificate number. The totals are the register's own sums, so that a reader can
//! see they add up to the products' total shares (what every effect conserves).

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    models::{containing, starting_with, LIKE_ESCAPE},
    paging::{counted, Counted},
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

impl RegisterSearch {
    fn filtered(&self) -> Filtered<'_> {
        let mut q = positions::table
            .inner_join(holder_accounts::table)
            .inner_join(products::table)
            .filter(products::company_id.eq(self.company_id.as_str()))
            .filter(positions::volume.gt(0_i64))
            .into_boxed::<Backend>();
        if let Some(code) = &self.product_code {
            q = q.filter(products::product_code.eq(code.as_str()));
        }
        if let Some(name) = &self.holder_name {
            q = q.filter(
                holder_accounts::holder_name
                    .like(containing(name))
                    .escape(LIKE_ESCAPE),
            );
        }
        if let Some(number) = &self.account_number {
            q = q.filter(
                holder_accounts::account_number
                    .like(starting_with(number))
                    .escape(LIKE_ESCAPE),
            );
        }
        if let Some(cert) = &self.certificate_no {
            q = q.filter(holder_accounts::certificate_no.eq(cert.as_str()));
        }
        q
    }

    /// One page of the matching lines, largest holdings first, and how many match.
    pub fn page(
        &self,
        conn: &mut DbConn,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Counted<ShareholderLine>> {
        counted(
            conn,
            || self.filtered(),
            offset,
            limit,
            |conn, q| {
                q.order((
                    positions::volume.desc(),
                    holder_accounts::account_number,
                    products::product_code,
                ))
                .select(LINE_COLUMNS)
                .load(conn)
            },
        )
    }

    /// The sums of the matching lines: (volume, pledged, frozen).
    pub fn sums(&self, conn: &mut DbConn) -> QueryResult<(i64, i64, i64)> {
        let rows: Vec<(i64, i64, i64)> = self
            .filtered()
            .select((positions::volume, positions::pledged, positions::frozen))
            .load(conn)?;
        Ok(rows
            .into_iter()
            .fold((0, 0, 0), |(v, p, f), (a, b, c)| (v + a, p + b, f + c)))
    }
}

type Filtered<'a> = diesel::helper_types::IntoBoxed<
    'a,
    diesel::dsl::Filter<
        diesel::dsl::Filter<
            diesel::dsl::InnerJoin<
                diesel::dsl::InnerJoin<positions::table, holder_accounts::table>,
                products::table,
            >,
            diesel::dsl::Eq<products::company_id, &'a str>,
        >,
        diesel::dsl::Gt<positions::volume, i64>,
    >,
    Backend,
>;

/// Every product of the enterprise with the sums of its whole register (no search).
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
    let mut totals = Vec::with_capacity(owned.len());
    for (id, code, name, total_shares) in owned {
        let rows: Vec<(i64, i64, i64)> = positions::table
            .filter(positions::product_id.eq(&id))
            .filter(positions::volume.gt(0_i64))
            .select((positions::volume, positions::pledged, positions::frozen))
            .load(conn)?;
        let holders = rows.len() as i64;
        let (held, pledged, frozen) = rows
            .into_iter()
            .fold((0, 0, 0), |(v, p, f), (a, b, c)| (v + a, p + b, f + c));
        totals.push(ProductTotals {
            product_code: code,
            product_name: name,
            total_shares,
            held,
            pledged,
            frozen,
            holders,
            conserved: held == total_shares,
        });
    }
    Ok(totals)
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
