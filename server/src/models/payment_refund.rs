//! The platform's record of a refund of what an order paid: asked of the gateway as
//! PROCESSING, then SUCCESS (or FAILED, to be asked again with the same refund number, which
//! the gateway takes as the same refund). One per order.

use diesel::prelude::*;

use crate::{db::DbConn, schema::payment_refunds};

pub const PROCESSING: &str = "PROCESSING";
pub const SUCCESS: &str = "SUCCESS";
pub const FAILED: &str = "FAILED";

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = payment_refunds)]
pub struct PaymentRefund {
    /// The platform's refund number (`out_refund_no`).
    pub refund_no: String,
    pub tenant_id: String,
    pub order_uuid: String,
    pub charge_sn: String,
    pub biz_sn: String,
    /// Yuan, two decimals: the whole of what the order paid.
    pub amount: String,
    pub reason: String,
    pub status: String,
    /// The gateway's refund id.
    pub refund_id: Option<String>,
    pub created_at: i64,
    pub refunded_at: Option<i64>,
}

impl PaymentRefund {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(payment_refunds::table)
            .values(self)
            .execute(conn)
            .map(|_| ())
    }

    pub fn of_order(conn: &mut DbConn, order_uuid: &str) -> QueryResult<Option<PaymentRefund>> {
        payment_refunds::table
            .filter(payment_refunds::order_uuid.eq(order_uuid))
            .select(PaymentRefund::as_select())
            .first(conn)
            .optional()
    }

    /// What the gateway answered: the refund's state, its id, when it was made.
    pub fn record_answer(
        conn: &mut DbConn,
        refund_no: &str,
        status: &str,
        refund_id: Option<&str>,
        refunded_at: Option<i64>,
    ) -> QueryResult<()> {
        diesel::update(payment_refunds::table.find(refund_no))
            .filter(payment_refunds::status.ne(SUCCESS))
            .set((
                payment_refunds::status.eq(status),
                payment_refunds::refund_id.eq(refund_id),
                payment_refunds::refunded_at.eq(refunded_at),
            ))
            .execute(conn)
            .map(|_| ())
    }
}
