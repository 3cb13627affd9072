//! The platform's record of an order placed with the payment gateway for a charge (02 §7
//! `rem-trade/payment/wx/qrCode`, `query/order`). Its state moves NOTPAY → SUCCESS (a verified
//! notification or query) or NOTPAY → CLOSED (expired); SUCCESS is final, so a late or
//! repeated notification changes nothing.

use diesel::prelude::*;

use crate::{db::DbConn, schema::payment_orders};

pub const NOTPAY: &str = "NOTPAY";
pub const SUCCESS: &str = "SUCCESS";
pub const CLOSED: &str = "CLOSED";

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = payment_orders)]
pub struct PaymentOrder {
    pub order_uuid: String,
    pub tenant_id: String,
    pub application_id: String,
    pub biz_sn: String,
    pub charge_sn: String,
    pub payment_type: String,
    pub trade_type: String,
    pub title: String,
    /// Yuan, two decimals.
    pub total_fee: String,
    pub currency: String,
    pub pay_user_name: String,
    pub pay_user_mobile: String,
    pub payer_id: String,
    /// Which gateway placed it (`simulator`, `wechatpay` …).
    pub gateway: String,
    /// What the QR code encodes.
    pub code_url: String,
    pub status: String,
    pub transaction_id: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub paid_at: Option<i64>,
}

impl PaymentOrder {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(payment_orders::table)
            .values(self)
            .execute(conn)
            .map(|_| ())
    }

    pub fn find(conn: &mut DbConn, order_uuid: &str) -> QueryResult<Option<PaymentOrder>> {
        payment_orders::table
            .find(order_uuid)
            .select(PaymentOrder::as_select())
            .first(conn)
            .optional()
    }

    /// The charge's open order of this payment type that has not expired, to show again
    /// rather than place a second one the payer could pay twice.
    pub fn open_for(
        conn: &mut DbConn,
        charge_sn: &str,
        payment_type: &str,
        now: i64,
    ) -> QueryResult<Option<PaymentOrder>> {
        payment_orders::table
            .filter(payment_orders::charge_sn.eq(charge_sn))
            .filter(payment_orders::payment_type.eq(payment_type))
            .filter(payment_orders::status.eq(NOTPAY))
            .filter(payment_orders::expires_at.gt(now))
            .order(payment_orders::created_at.desc())
            .select(PaymentOrder::as_select())
            .first(conn)
            .optional()
    }

    /// NOTPAY → SUCCESS; false when it was not NOTPAY or CLOSED any more (already paid).
    pub fn mark_paid(
        conn: &mut DbConn,
        order_uuid: &str,
        transaction_id: &str,
        at: i64,
    ) -> QueryResult<bool> {
        // A payment the gateway confirms after the order expired still took the payer's
        // money: it is recorded, never lost.
        diesel::update(payment_orders::table.find(order_uuid))
            .filter(payment_orders::status.ne(SUCCESS))
            .set((
                payment_orders::status.eq(SUCCESS),
                payment_orders::transaction_id.eq(transaction_id),
                payment_orders::paid_at.eq(at),
            ))
            .execute(conn)
            .map(|n| n == 1)
    }

    /// NOTPAY → CLOSED.
    pub fn mark_closed(conn: &mut DbConn, order_uuid: &str) -> QueryResult<()> {
        diesel::update(payment_orders::table.find(order_uuid))
            .filter(payment_orders::status.eq(NOTPAY))
            .set(payment_orders::status.eq(CLOSED))
            .execute(conn)
            .map(|_| ())
    }
}
