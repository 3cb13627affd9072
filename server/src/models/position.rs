use diesel::prelude::*;

use crate::{db::DbConn, schema::positions};

/// What keeps part of a position from its holder's free use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encumbrance {
    /// Pledged to a creditor (质押).
    Pledge,
    /// Frozen at a court's request (司法冻结).
    Freeze,
}

/// Where free volume goes: out of the position, or into one of its encumbrances.
#[derive(Clone, Copy)]
enum Taken {
    Out,
    Into(Encumbrance),
}

/// What one account holds of one product. Free volume = volume − pledged − frozen.
#[derive(Clone, Debug, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = positions)]
pub struct Position {
    pub account_uuid: String,
    pub product_id: String,
    pub volume: i64,
    pub pledged: i64,
    pub frozen: i64,
}

impl Position {
    pub fn find(conn: &mut DbConn, account: &str, product: &str) -> QueryResult<Option<Position>> {
        positions::table
            .find((account, product))
            .select(Position::as_select())
            .first(conn)
            .optional()
    }

    pub fn of_account(conn: &mut DbConn, account: &str) -> QueryResult<Vec<Position>> {
        positions::table
            .filter(positions::account_uuid.eq(account))
            .order(positions::product_id)
            .select(Position::as_select())
            .load(conn)
    }

    /// The sum of every account's volume of a product: what every effect conserves.
    pub fn total(conn: &mut DbConn, product: &str) -> QueryResult<i64> {
        let volumes: Vec<i64> = positions::table
            .filter(positions::product_id.eq(product))
            .select(positions::volume)
            .load(conn)?;
        Ok(volumes.into_iter().sum())
    }

    /// Takes `volume` out of the account's free volume, only if that much is free: the check
    /// and the change are one statement, so concurrent debits cannot overdraw.
    pub fn debit_free(
        conn: &mut DbConn,
        account: &str,
        product: &str,
        volume: i64,
    ) -> QueryResult<bool> {
        take_free(conn, account, product, volume, Taken::Out)
    }

    /// Pledges or freezes `volume` of the account's free volume, only if that much is free
    /// (one statement, like [`Position::debit_free`]).
    pub fn encumber(
        conn: &mut DbConn,
        account: &str,
        product: &str,
        kind: Encumbrance,
        volume: i64,
    ) -> QueryResult<bool> {
        take_free(conn, account, product, volume, Taken::Into(kind))
    }

    /// The free volume of a position (0 when the account holds none of the product).
    pub fn free(conn: &mut DbConn, account: &str, product: &str) -> QueryResult<i64> {
        Ok(Position::find(conn, account, product)?.map_or(0, |p| p.volume - p.pledged - p.frozen))
    }

    pub fn credit(conn: &mut DbConn, account: &str, product: &str, volume: i64) -> QueryResult<()> {
        let changed = diesel::update(positions::table.find((account, product)))
            .set(positions::volume.eq(positions::volume + volume))
            .execute(conn)?;
        if changed == 0 {
            let position = Position {
                account_uuid: account.into(),
                product_id: product.into(),
                volume,
                pledged: 0,
                frozen: 0,
            };
            diesel::insert_into(positions::table)
                .values(&position)
                .execute(conn)?;
        }
        Ok(())
    }
}

/// Moves `volume` of free volume where `taken` says, in one statement that changes nothing
/// (and answers false) unless that much is free.
fn take_free(
    conn: &mut DbConn,
    account: &str,
    product: &str,
    volume: i64,
    taken: Taken,
) -> QueryResult<bool> {
    let target = positions::table
        .find((account, product))
        .filter((positions::volume - positions::pledged - positions::frozen).ge(volume));
    let changed = match taken {
        Taken::Out => diesel::update(target)
            .set(positions::volume.eq(positions::volume - volume))
            .execute(conn)?,
        Taken::Into(Encumbrance::Pledge) => diesel::update(target)
            .set(positions::pledged.eq(positions::pledged + volume))
            .execute(conn)?,
        Taken::Into(Encumbrance::Freeze) => diesel::update(target)
            .set(positions::frozen.eq(positions::frozen + volume))
            .execute(conn)?,
    };
    Ok(changed == 1)
}

impl Position {
    /// Releases `volume` of the position's pledged or frozen volume back to free, only if that
    /// much is encumbered (one statement).
    pub fn release(
        conn: &mut DbConn,
        account: &str,
        product: &str,
        kind: Encumbrance,
        volume: i64,
    ) -> QueryResult<bool> {
        let target = positions::table.find((account, product));
        let changed = match kind {
            Encumbrance::Pledge => diesel::update(target.filter(positions::pledged.ge(volume)))
                .set(positions::pledged.eq(positions::pledged - volume))
                .execute(conn)?,
            Encumbrance::Freeze => diesel::update(target.filter(positions::frozen.ge(volume)))
                .set(positions::frozen.eq(positions::frozen - volume))
                .execute(conn)?,
        };
        Ok(changed == 1)
    }

    /// Every position of a product with a volume, largest first.
    pub fn of_product(conn: &mut DbConn, product: &str) -> QueryResult<Vec<Position>> {
        positions::table
            .filter(positions::product_id.eq(product))
            .filter(positions::volume.gt(0))
            .order((positions::volume.desc(), positions::account_uuid))
            .select(Position::as_select())
            .load(conn)
    }
}
