//! Transfer projects of private fund shares (03 §3 "Transfer project", 转让项目): listed by the
//! fund share-transfer picker (`fundShareTransfer/page`), read by the project's detail page
//! (`transfer-registration-pledge/detail`, 02 §2: six registration details of the fund, each
//! shown only when its flag is `1`).

use diesel::prelude::*;

use super::containing;
use crate::{db::DbConn, paging::Counted, schema::fund_transfer_projects as p};

/// The status `projectStatus` of a project on offer (挂牌中): the only one taking quotes.
pub const LISTED: &str = "1";

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = p)]
pub struct FundTransferProject {
    pub id: String,
    pub tenant_id: String,
    pub project_abbreviation: String,
    pub biz_sn: String,
    /// The dictionary `projectStatus`: 0 待挂牌, 1 挂牌中, 2 已成交, 3 已终止.
    pub status: String,
    /// The fund whose shares are offered.
    pub company_name: String,
    /// The transferor.
    pub holder_name: String,
    /// `1` a joint (联合) transfer, `0` not.
    pub union_status: String,
    /// Shares offered.
    pub share_transfer: i64,
    /// The lowest price, yuan as decimal text.
    pub low_price: String,
    pub registered_address: String,
    pub show_registered_address: String,
    pub person_in_charge: String,
    pub show_person_in_charge: String,
    pub establish_date: String,
    pub show_establish_date: String,
    pub registered_capital_currency: String,
    pub show_registered_capital_currency: String,
    /// Ten-thousand yuan, decimal text.
    pub registered_capital: String,
    pub show_registered_capital: String,
    pub institutional_nature: String,
    pub show_institutional_nature: String,
    /// The last day quotes (集中报价 550224) are taken, `yyyy-MM-dd` Beijing; empty: no deadline.
    pub quote_deadline: String,
}

/// The picker's search (03 §7 fundShareTransfer/page): contains-matches on the names, exact
/// on the status and the union status; `exclude` the projects already picked.
#[derive(Clone, Debug, Default)]
pub struct ProjectFilter {
    pub company_name: Option<String>,
    pub holder_name: Option<String>,
    pub project_abbreviation: Option<String>,
    pub status: Option<String>,
    pub union_status: Option<String>,
    pub exclude: Vec<String>,
}

impl FundTransferProject {
    /// One page of the tenant's projects matching `filter`, newest serial number first.
    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        filter: &ProjectFilter,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Counted<FundTransferProject>> {
        let query = || {
            let mut q = p::table.filter(p::tenant_id.eq(tenant)).into_boxed();
            if let Some(t) = &filter.company_name {
                q = q.filter(
                    p::company_name
                        .like(containing(t))
                        .escape(super::LIKE_ESCAPE),
                );
            }
            if let Some(t) = &filter.holder_name {
                q = q.filter(
                    p::holder_name
                        .like(containing(t))
                        .escape(super::LIKE_ESCAPE),
                );
            }
            if let Some(t) = &filter.project_abbreviation {
                q = q.filter(
                    p::project_abbreviation
                        .like(containing(t))
                        .escape(super::LIKE_ESCAPE),
                );
            }
            if let Some(s) = &filter.status {
                q = q.filter(p::status.eq(s.clone()));
            }
            if let Some(s) = &filter.union_status {
                q = q.filter(p::union_status.eq(s.clone()));
            }
            if !filter.exclude.is_empty() {
                q = q.filter(p::id.ne_all(filter.exclude.clone()));
            }
            q
        };
        crate::paging::counted(conn, query, offset, limit, |conn, window| {
            window
                .order((p::biz_sn.desc(), p::id))
                .select(FundTransferProject::as_select())
                .load(conn)
        })
    }

    /// The tenant's project `id`, if any.
    pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<Self>> {
        p::table
            .filter(p::tenant_id.eq(tenant))
            .filter(p::id.eq(id))
            .select(FundTransferProject::as_select())
            .first(conn)
            .optional()
    }

    /// The tenant's projects taking quotes (挂牌中), by serial number.
    pub fn quoting(conn: &mut DbConn, tenant: &str) -> QueryResult<Vec<Self>> {
        p::table
            .filter(p::tenant_id.eq(tenant))
            .filter(p::status.eq(LISTED))
            .order(p::biz_sn.asc())
            .select(FundTransferProject::as_select())
            .load(conn)
    }

    /// Inserts one project (seeds; one statement a row on both backends).
    pub fn insert(conn: &mut DbConn, row: &FundTransferProject) -> QueryResult<()> {
        diesel::insert_into(p::table).values(row).execute(conn)?;
        Ok(())
    }
}
