//! The charge of a charged business (02 §3 "Payment", §9): recorded when the applicant submits,
//! one per application: the base the flow's charge script computed and the fee its tariff
//! makes of it, both decimal text in yuan, and whether it is paid.

use diesel::prelude::*;

use crate::{db::DbConn, schema::charges};

/// `pay_status`: not paid yet.
pub const UNPAID: &str = "0";
/// `pay_status`: paid (a gateway's verified notification or query said so).
pub const PAID: &str = "1";
/// Paid, then refunded (the business ended without completing).
pub const REFUNDED: &str = "2";

#[derive(Clone, Debug, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = charges)]
pub struct Charge {
    pub application_id: String,
    pub tenant_id: String,
    pub app_id: String,
    /// The business type's name (`businessTypeName`).
    pub item: String,
    /// The fee in yuan, two decimals, e.g. "1200.50" (`realAmount`).
    pub amount: String,
    /// When the fee was last computed.
    pub charged_at: i64,
    pub uuid: String,
    pub charge_sn: String,
    pub biz_sn: String,
    /// The charge base the flow's charge script computed, in yuan.
    pub base: String,
    pub pay_status: String,
    pub paid_at: Option<i64>,
    /// The order that paid it.
    pub order_uuid: Option<String>,
    /// The gateway's transaction number of the payment (`transferSn`).
    pub transfer_sn: Option<String>,
}

impl Charge {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(charges::table)
            .values(self)
            .execute(conn)
            .map(|_| ())
    }

    pub fn of_application(conn: &mut DbConn, application_id: &str) -> QueryResult<Option<Charge>> {
        charges::table
            .find(application_id)
            .select(Charge::as_select())
            .first(conn)
            .optional()
    }

    pub fn by_uuid(conn: &mut DbConn, tenant: &str, uuid: &str) -> QueryResult<Option<Charge>> {
        charges::table
            .filter(charges::tenant_id.eq(tenant))
            .filter(charges::uuid.eq(uuid))
            .select(Charge::as_select())
            .first(conn)
            .optional()
    }

    pub fn by_biz_sn(conn: &mut DbConn, tenant: &str, biz_sn: &str) -> QueryResult<Option<Charge>> {
        charges::table
            .filter(charges::tenant_id.eq(tenant))
            .filter(charges::biz_sn.eq(biz_sn))
            .select(Charge::as_select())
            .first(conn)
            .optional()
    }

    pub fn by_charge_sn(conn: &mut DbConn, charge_sn: &str) -> QueryResult<Option<Charge>> {
        charges::table
            .filter(charges::charge_sn.eq(charge_sn))
            .select(Charge::as_select())
            .first(conn)
            .optional()
    }

    /// A new base and fee while it is unpaid.
    pub fn reprice(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::update(charges::table.find(&self.application_id))
            .filter(charges::pay_status.eq(UNPAID))
            .set((
                charges::base.eq(&self.base),
                charges::amount.eq(&self.amount),
                charges::charged_at.eq(self.charged_at),
            ))
            .execute(conn)
            .map(|_| ())
    }

    /// Marks it paid by an order; false when it already was.
    pub fn mark_paid(
        conn: &mut DbConn,
        charge_sn: &str,
        order_uuid: &str,
        transfer_sn: &str,
        at: i64,
    ) -> QueryResult<bool> {
        diesel::update(charges::table)
            .filter(charges::charge_sn.eq(charge_sn))
            .filter(charges::pay_status.eq(UNPAID))
            .set((
                charges::pay_status.eq(PAID),
                charges::paid_at.eq(at),
                charges::order_uuid.eq(order_uuid),
                charges::transfer_sn.eq(transfer_sn),
            ))
            .execute(conn)
            .map(|n| n == 1)
    }

    /// The charge's fee went back to the payer: its paying order was refunded.
    pub fn mark_refunded(
        conn: &mut DbConn,
        charge_sn: &str,
        order_uuid: &str,
    ) -> QueryResult<bool> {
        diesel::update(charges::table)
            .filter(charges::charge_sn.eq(charge_sn))
            .filter(charges::order_uuid.eq(order_uuid))
            .filter(charges::pay_status.eq(PAID))
            .set(charges::pay_status.eq(REFUNDED))
            .execute(conn)
            .map(|n| n == 1)
    }

    pub fn is_paid(&self) -> bool {
        self.pay_status == PAID
    }

    /// The fee as a decimal. It is written from a decimal, so it reads; a record that does not
    /// (edited by hand) counts as nothing to pay, and says so in the log.
    pub fn amount_decimal(&self) -> rust_decimal::Decimal {
        self.amount.parse().unwrap_or_else(|_| {
            tracing::error!(charge = %self.charge_sn, amount = %self.amount, "charge amount is not a decimal");
            rust_decimal::Decimal::ZERO
        })
    }
}
