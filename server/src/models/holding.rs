use std::str::FromStr;

use diesel::prelude::*;
use rust_decimal::Decimal;

use crate::{
    db::DbConn,
    paging::{counted, offset, Counted},
    schema::{companies, positions, products},
};

/// One line of an account's holdings: its position in a product, with the product and the
/// enterprise that issued it. Read-only; the effects change positions through `Position`.
#[derive(Clone, Debug, PartialEq, Eq, Queryable)]
pub struct Holding {
    pub product_id: String,
    pub product_code: String,
    pub product_name: String,
    /// Decimal text, as the register keeps it.
    pub face_value: String,
    pub company_id: Option<String>,
    pub company_name: Option<String>,
    pub company_short_name: Option<String>,
    pub volume: i64,
    pub pledged: i64,
    pub frozen: i64,
}

type Columns = (
    positions::product_id,
    products::product_code,
    products::name,
    products::face_value,
    products::company_id,
    diesel::helper_types::Nullable<companies::name>,
    diesel::helper_types::Nullable<companies::short_name>,
    positions::volume,
    positions::pledged,
    positions::frozen,
);

fn columns() -> Columns {
    (
        positions::product_id,
        products::product_code,
        products::name,
        products::face_value,
        products::company_id,
        companies::name.nullable(),
        companies::short_name.nullable(),
        positions::volume,
        positions::pledged,
        positions::frozen,
    )
}

/// The positions with shares of an account, joined to their products and issuers.
#[diesel::dsl::auto_type(no_type_alias)]
fn held_by<'a>(account: &'a str) -> _ {
    positions::table
        .inner_join(products::table.left_join(companies::table))
        .filter(positions::account_uuid.eq(account))
        .filter(positions::volume.gt(0_i64))
}

impl Holding {
    /// One page of what the account holds (positions with shares only), in product-code
    /// order, and how many there are in all.
    pub fn page_of_account(
        conn: &mut DbConn,
        account: &str,
        page: i64,
        size: i64,
    ) -> QueryResult<Counted<Holding>> {
        // Every position names a product (a foreign key), so counting the joined rows
        // counts the positions.
        let held = || held_by(account);
        counted(conn, held, offset(page, size), size, |conn, q| {
            q.order((products::product_code, positions::product_id))
                .select(columns())
                .load(conn)
        })
    }

    /// Everything the account holds, for its totals.
    pub fn all_of_account(conn: &mut DbConn, account: &str) -> QueryResult<Vec<Holding>> {
        held_by(account)
            .order((products::product_code, positions::product_id))
            .select(columns())
            .load(conn)
    }

    /// Volume − pledged − frozen: what may be transferred.
    pub fn free(&self) -> i64 {
        self.volume - self.pledged - self.frozen
    }

    /// The face value as a decimal; `None` when the stored text is not a number.
    pub fn face_value(&self) -> Option<Decimal> {
        Decimal::from_str(self.face_value.trim()).ok()
    }

    /// Volume × face value in yuan, exact (the register keeps no trade price, so the holding
    /// is valued at par). `None` when the face value is not a number or the product overflows.
    pub fn market_value(&self) -> Option<Decimal> {
        self.face_value()?
            .checked_mul(Decimal::from(self.volume))
            .map(|v| v.normalize())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn holding(volume: i64, face: &str) -> Holding {
        Holding {
            product_id: "p".into(),
            product_code: "100001".into(),
            product_name: "股权".into(),
            face_value: face.into(),
            company_id: None,
            company_name: None,
            company_short_name: None,
            volume,
            pledged: 10,
            frozen: 5,
        }
    }

    #[test]
    fn the_market_value_is_volume_times_face_value_without_float_error() {
        assert_eq!(holding(3, "0.1").market_value().unwrap().to_string(), "0.3");
        assert_eq!(
            holding(50_000, "1.5").market_value().unwrap().to_string(),
            "75000"
        );
        assert_eq!(
            holding(i64::MAX, "1").market_value().unwrap().to_string(),
            i64::MAX.to_string()
        );
        assert_eq!(holding(1, "abc").market_value(), None);
    }

    #[test]
    fn the_free_volume_leaves_out_pledged_and_frozen_shares() {
        assert_eq!(holding(100, "1").free(), 85);
    }
}
