//! Bond payments (兑付兑息; 01 §2 "Bond payment detail dialog", §3 "Bond payment detail row"):
//! one row per account that held the bond when staff recorded a payment, all rows of a payment
//! sharing its `payment_code`. Units are whole; money is decimal text in yuan, to the cent.

use diesel::prelude::*;
use rust_decimal::{Decimal, RoundingStrategy};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{db::DbConn, schema::bond_payments};

/// One account's row of a payment, as 01 §3 "Bond payment detail row" names its fields.
#[derive(Clone, Debug, Insertable, Queryable, Selectable, Serialize, ToSchema)]
#[diesel(table_name = bond_payments)]
#[serde(rename_all = "camelCase")]
pub struct BondPaymentRow {
    pub id: String,
    #[serde(skip)]
    pub tenant_id: String,
    pub bond_id: String,
    pub payment_code: String,
    /// The payment's place among the bond's payments, from 1.
    #[serde(skip)]
    pub seq: i32,
    pub payment_date: String,
    #[serde(skip)]
    pub account_uuid: String,
    pub account_number: String,
    pub holder_name: String,
    /// Units held before the payment.
    pub total_fund_vol: i64,
    /// Units redeemed.
    pub refund_num: i64,
    /// Units held after.
    pub last_fund_vol: i64,
    /// Coupon rate, percent, decimal text.
    pub profit: String,
    pub principal_amount: String,
    pub interest_amount: String,
    pub total_amount: String,
    pub frozen_interest: String,
    pub pledge_interest: String,
    pub remark: String,
    #[serde(skip)]
    pub recorded_by: String,
    #[serde(skip)]
    pub recorded_at: i64,
}

impl BondPaymentRow {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(bond_payments::table)
            .values(self)
            .execute(conn)
            .map(|_| ())
    }

    /// The bond's rows, newest payment first, accounts in number order; only `account`'s
    /// when given.
    pub fn of_bond(
        conn: &mut DbConn,
        bond: &str,
        account: Option<&str>,
    ) -> QueryResult<Vec<BondPaymentRow>> {
        let mut query = bond_payments::table
            .filter(bond_payments::bond_id.eq(bond))
            .order((
                bond_payments::seq.desc(),
                bond_payments::account_number.asc(),
            ))
            .select(BondPaymentRow::as_select())
            .into_boxed();
        if let Some(uuid) = account {
            query = query.filter(bond_payments::account_uuid.eq(uuid.to_owned()));
        }
        query.load(conn)
    }

    /// The bond's latest payment: its sequence and date.
    pub fn latest(conn: &mut DbConn, bond: &str) -> QueryResult<Option<(i32, String)>> {
        bond_payments::table
            .filter(bond_payments::bond_id.eq(bond))
            .order(bond_payments::seq.desc())
            .select((bond_payments::seq, bond_payments::payment_date))
            .first(conn)
            .optional()
    }
}

/// Shares `refund` units among holdings pro rata (each the floor of its share), then gives the
/// units left one each to the holdings with the largest remainders, the earlier holding first
/// on a tie: the shares sum to `refund` exactly and none exceeds its holding. `refund` must not
/// exceed the holdings' sum.
pub fn allocate(holdings: &[i64], refund: i64) -> Vec<i64> {
    let total: i128 = holdings.iter().map(|&h| i128::from(h)).sum();
    if total == 0 || refund <= 0 {
        return vec![0; holdings.len()];
    }
    let refund = i128::from(refund);
    let mut shares: Vec<i128> = holdings
        .iter()
        .map(|&h| i128::from(h) * refund / total)
        .collect();
    let mut order: Vec<usize> = (0..holdings.len()).collect();
    // remainder of holding i: h·R mod H; the largest first, then the earlier
    order.sort_by_key(|&i| {
        (
            std::cmp::Reverse(i128::from(holdings[i]) * refund % total),
            i,
        )
    });
    let mut left = refund - shares.iter().sum::<i128>();
    for i in order {
        if left == 0 {
            break;
        }
        if i128::from(holdings[i]) * refund % total > 0 {
            shares[i] += 1;
            left -= 1;
        }
    }
    shares
        .into_iter()
        .map(|s| i64::try_from(s).unwrap_or(i64::MAX))
        .collect()
}

/// Money to the cent, half away from zero (四舍五入).
pub fn cents(amount: Decimal) -> Decimal {
    amount.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

/// Money as the rows hold it: decimal text to the cent, two places always.
pub fn money(amount: Decimal) -> String {
    format!("{:.2}", cents(amount))
}

/// The interest of `units` at `par` a unit and `rate` percent, to the cent.
pub fn interest(units: i64, par: Decimal, rate: Decimal) -> Decimal {
    cents(Decimal::from(units) * par * rate / Decimal::ONE_HUNDRED)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_partial_redemption_is_shared_pro_rata_and_sums_exactly() {
        assert_eq!(allocate(&[1000, 1000], 500), [250, 250]);
        // 1000 of 3000: 333.33 each, the one unit left to the first of the equal remainders
        assert_eq!(allocate(&[1000, 1000, 1000], 1000), [334, 333, 333]);
        // 7·10/13 = 5.38, 6·10/13 = 4.62: the larger remainder takes the unit
        assert_eq!(allocate(&[7, 6], 10), [5, 5]);
        assert_eq!(allocate(&[1, 1, 1], 2), [1, 1, 0]);
        assert_eq!(allocate(&[500, 0, 1500], 2000), [500, 0, 1500]);
        assert_eq!(allocate(&[500, 1500], 0), [0, 0]);
        for (holdings, refund) in [(vec![3, 5, 11, 17], 19), (vec![999, 1, 1], 500)] {
            let shares = allocate(&holdings, refund);
            assert_eq!(shares.iter().sum::<i64>(), refund);
            assert!(shares.iter().zip(&holdings).all(|(s, h)| s <= h));
        }
    }

    #[test]
    fn interest_is_rounded_to_the_cent() {
        let par = Decimal::from(100);
        assert_eq!(
            money(interest(1000, par, "5.5".parse().unwrap())),
            "5500.00"
        );
        // 3 × 100 × 0.0125 % = 0.0375 → 0.04
        assert_eq!(money(interest(3, par, "0.0125".parse().unwrap())), "0.04");
        assert_eq!(money("0.005".parse().unwrap()), "0.01");
        assert_eq!(money("0.0049".parse().unwrap()), "0.00");
    }
}
