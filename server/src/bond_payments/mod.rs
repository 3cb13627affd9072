//! A bond payment (兑付兑息) written to the register in the caller's transaction: one row per
//! account holding the bond, the redeemed units shared pro rata (`allocate`), the accounts'
//! positions and the bond's issued units debited as much, so that the issued units stay the
//! sum of the positions.
//!
//! frozenInterest and pledgeInterest are always 0.00: the platform's freezes and pledges
//! (tables freezes, encumbrances) hold share positions of products only; no bond unit can be
//! frozen or pledged, so no part of a bond's interest is withheld for either.

use rust_decimal::Decimal;
use serde::Serialize;

pub mod terms;

use crate::{
    clock::Timestamp,
    db::DbConn,
    error::ApiError,
    models::{
        bond::{Bond, ISSUED, REDEEMED},
        bond_payment::{allocate, interest, money, BondPaymentRow},
        bond_position::BondPosition,
    },
};
use terms::PaymentTerms;

pub const NO_SUCH_BOND: &str = "债券不存在";

/// The payment as the audit log records it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Payment {
    pub bond_id: String,
    pub payment_code: String,
    pub payment_date: String,
    pub profit: String,
    pub refund_num: i64,
    pub remark: String,
    pub rows: Vec<BondPaymentRow>,
}

/// Who records the payment, and when.
pub struct Recorder<'a> {
    pub tenant: &'a str,
    pub user: &'a str,
    pub at: Timestamp,
}

/// The bond if the payment may be made of it; the refusal otherwise.
fn payable(conn: &mut DbConn, tenant: &str, terms: &PaymentTerms) -> Result<Bond, ApiError> {
    let bond = Bond::find(conn, tenant, &terms.bond_id)?
        .ok_or_else(|| ApiError::not_found(NO_SUCH_BOND))?;
    let name = &bond.chinese_name;
    match bond.status.as_str() {
        ISSUED => {}
        REDEEMED => {
            return Err(ApiError::bad_request(format!(
                "债券{name}已全部兑付，不能再登记兑付"
            )))
        }
        _ => {
            return Err(ApiError::bad_request(format!(
                "债券{name}尚未发行，不能登记兑付"
            )))
        }
    }
    let date = terms.date.format("%Y-%m-%d").to_string();
    if date < bond.rate_begin_date {
        return Err(ApiError::bad_request(format!(
            "兑付日期不能早于起息日{}",
            bond.rate_begin_date
        )));
    }
    if let Some((_, last)) = BondPaymentRow::latest(conn, &bond.id)? {
        if date == last {
            return Err(ApiError::bad_request(format!(
                "债券{name}在{date}已登记兑付"
            )));
        }
        if date < last {
            return Err(ApiError::bad_request(format!(
                "兑付日期不能早于上次兑付日期{last}"
            )));
        }
    }
    let outstanding = bond.issued_units;
    if terms.refund > outstanding {
        return Err(ApiError::bad_request(format!(
            "兑付份数{}份超过未兑付份数{outstanding}份",
            terms.refund
        )));
    }
    if date >= bond.rate_end_date && terms.refund != outstanding {
        return Err(ApiError::bad_request(format!(
            "到期兑付需兑付全部未兑付份数{outstanding}份"
        )));
    }
    Ok(bond)
}

/// Records the payment: the rows, the debits. Call it inside a write transaction.
pub fn pay(
    conn: &mut DbConn,
    by: &Recorder<'_>,
    terms: &PaymentTerms,
) -> Result<Payment, ApiError> {
    let bond = payable(conn, by.tenant, terms)?;
    let par: Decimal = bond
        .par_value
        .parse()
        .map_err(|_| ApiError::internal(anyhow::anyhow!("bond {} par value", bond.id)))?;
    let holders = BondPosition::holders(conn, &bond.id)?;
    let units: Vec<i64> = holders.iter().map(|h| h.3).collect();
    let shares = allocate(&units, terms.refund);
    let seq = BondPaymentRow::latest(conn, &bond.id)?.map_or(1, |(s, _)| s + 1);
    let date = terms.date.format("%Y-%m-%d").to_string();
    let code = format!(
        "{}-{}-{seq:02}",
        bond.product_code,
        terms.date.format("%Y%m%d")
    );
    let profit = terms.rate.normalize().to_string();
    let mut rows = Vec::with_capacity(holders.len());
    for ((uuid, number, name, held), refund) in holders.into_iter().zip(shares) {
        let principal = Decimal::from(refund) * par;
        let interest = interest(held, par, terms.rate);
        let row = BondPaymentRow {
            id: uuid::Uuid::new_v4().to_string(),
            tenant_id: by.tenant.to_owned(),
            bond_id: bond.id.clone(),
            payment_code: code.clone(),
            seq,
            payment_date: date.clone(),
            account_uuid: uuid,
            account_number: number,
            holder_name: name,
            total_fund_vol: held,
            refund_num: refund,
            last_fund_vol: held - refund,
            profit: profit.clone(),
            principal_amount: money(principal),
            interest_amount: money(interest),
            total_amount: money(principal + interest),
            frozen_interest: money(Decimal::ZERO),
            pledge_interest: money(Decimal::ZERO),
            remark: terms.remark.clone(),
            recorded_by: by.user.to_owned(),
            recorded_at: by.at,
        };
        row.insert(conn)?;
        if refund > 0 && !BondPosition::debit(conn, &row.account_uuid, &bond.id, refund)? {
            return Err(ApiError::Conflict("持有份数已变化，请重新登记兑付".into()));
        }
        rows.push(row);
    }
    if terms.refund > 0 && !Bond::redeem(conn, &bond.id, terms.refund)? {
        return Err(ApiError::Conflict("债券已变化，请重新登记兑付".into()));
    }
    Ok(Payment {
        bond_id: bond.id,
        payment_code: code,
        payment_date: date,
        profit,
        refund_num: terms.refund,
        remark: terms.remark.clone(),
        rows,
    })
}
