//! 集中报价 (550224): the quotes investors made on a transfer project of private fund shares
//! (03 §3 "Transfer project"), one row per completed quotation application. The price is yuan
//! as exact decimal text (with its fen, an integer, to rank by), the quantity whole shares.

use diesel::prelude::*;

use crate::{clock::Timestamp, db::DbConn, schema::transfer_quotes as q};

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = q)]
pub struct TransferQuote {
    pub id: String,
    pub tenant_id: String,
    pub project_id: String,
    pub application_id: String,
    pub biz_sn: String,
    pub applicant_id: String,
    /// The investor: the holder of the registration account quoted from, else the user.
    pub quoter_name: String,
    /// The registration account quoted from (empty when the quote named none).
    pub account_number: String,
    pub project_abbreviation: String,
    /// The fund whose shares are offered.
    pub company_name: String,
    /// Yuan a share, decimal text with two places.
    pub price: String,
    /// The same price in fen, to rank by.
    pub price_fen: i64,
    pub quantity: i64,
    pub quoted_at: Timestamp,
}

impl TransferQuote {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(q::table).values(self).execute(conn)?;
        Ok(())
    }

    /// A project's quotes ranked: the highest price first, then the earliest.
    pub fn ranked(conn: &mut DbConn, tenant: &str, project: &str) -> QueryResult<Vec<Self>> {
        q::table
            .filter(q::tenant_id.eq(tenant))
            .filter(q::project_id.eq(project))
            .order((q::price_fen.desc(), q::quoted_at.asc(), q::id.asc()))
            .select(TransferQuote::as_select())
            .load(conn)
    }

    /// The shares a user has already quoted for on a project.
    pub fn quoted_by(
        conn: &mut DbConn,
        tenant: &str,
        project: &str,
        applicant: &str,
    ) -> QueryResult<i64> {
        let quantities: Vec<i64> = q::table
            .filter(q::tenant_id.eq(tenant))
            .filter(q::project_id.eq(project))
            .filter(q::applicant_id.eq(applicant))
            .select(q::quantity)
            .load(conn)?;
        Ok(quantities.into_iter().sum())
    }

    /// The quote an application recorded.
    pub fn of_application(conn: &mut DbConn, application: &str) -> QueryResult<Option<Self>> {
        q::table
            .filter(q::application_id.eq(application))
            .select(TransferQuote::as_select())
            .first(conn)
            .optional()
    }
}
