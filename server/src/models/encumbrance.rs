//! The records of pledges and freezes: one row per declared line, kept with the whole
//! declaration, whose id the published notice names.

use diesel::prelude::*;

use crate::{
    clock::Timestamp,
    db::DbConn,
    models::position::Encumbrance,
    schema::{applications, freezes, pledges},
};

/// A pledge (to the pledgee) or a freeze (by the authority) of one account's shares.
pub struct EncumbranceRecord<'a> {
    pub id: &'a str,
    pub tenant_id: &'a str,
    pub application_id: &'a str,
    pub account_uuid: &'a str,
    pub product_id: &'a str,
    /// The pledgee of a pledge, the freezing authority of a freeze.
    pub counterparty: &'a str,
    pub volume: i64,
    pub created_at: Timestamp,
    /// The declaration row as stored, JSON.
    pub declaration: &'a str,
}

impl EncumbranceRecord<'_> {
    /// Records the pledge or the freeze in its table.
    pub fn insert(&self, conn: &mut DbConn, kind: Encumbrance) -> QueryResult<()> {
        match kind {
            Encumbrance::Pledge => diesel::insert_into(pledges::table)
                .values((
                    pledges::id.eq(self.id),
                    pledges::tenant_id.eq(self.tenant_id),
                    pledges::application_id.eq(self.application_id),
                    pledges::account_uuid.eq(self.account_uuid),
                    pledges::product_id.eq(self.product_id),
                    pledges::pledgee.eq(self.counterparty),
                    pledges::volume.eq(self.volume),
                    pledges::created_at.eq(self.created_at),
                    pledges::declaration.eq(self.declaration),
                ))
                .execute(conn)?,
            Encumbrance::Freeze => diesel::insert_into(freezes::table)
                .values((
                    freezes::id.eq(self.id),
                    freezes::tenant_id.eq(self.tenant_id),
                    freezes::application_id.eq(self.application_id),
                    freezes::account_uuid.eq(self.account_uuid),
                    freezes::product_id.eq(self.product_id),
                    freezes::authority.eq(self.counterparty),
                    freezes::volume.eq(self.volume),
                    freezes::created_at.eq(self.created_at),
                    freezes::declaration.eq(self.declaration),
                ))
                .execute(conn)?,
        };
        Ok(())
    }
}

/// A pledge or freeze record with volume not yet released.
pub struct Outstanding {
    pub id: String,
    pub remaining: i64,
}

/// The records of an account's pledges (to this pledgee) or freezes (by this authority) of a
/// product that still hold volume, oldest first: a release takes from the oldest.
pub fn outstanding(
    conn: &mut DbConn,
    kind: Encumbrance,
    account: &str,
    product: &str,
    counterparty: &str,
) -> QueryResult<Vec<Outstanding>> {
    let rows: Vec<(String, i64, i64)> = match kind {
        Encumbrance::Pledge => pledges::table
            .filter(pledges::account_uuid.eq(account))
            .filter(pledges::product_id.eq(product))
            .filter(pledges::pledgee.eq(counterparty))
            .filter(pledges::released.lt(pledges::volume))
            .order((pledges::created_at, pledges::id))
            .select((pledges::id, pledges::volume, pledges::released))
            .load(conn)?,
        Encumbrance::Freeze => freezes::table
            .filter(freezes::account_uuid.eq(account))
            .filter(freezes::product_id.eq(product))
            .filter(freezes::authority.eq(counterparty))
            .filter(freezes::released.lt(freezes::volume))
            .order((freezes::created_at, freezes::id))
            .select((freezes::id, freezes::volume, freezes::released))
            .load(conn)?,
    };
    Ok(rows
        .into_iter()
        .map(|(id, volume, released)| Outstanding {
            id,
            remaining: volume - released,
        })
        .collect())
}

/// Marks `volume` more of a record released.
pub fn mark_released(
    conn: &mut DbConn,
    kind: Encumbrance,
    id: &str,
    volume: i64,
) -> QueryResult<()> {
    match kind {
        Encumbrance::Pledge => diesel::update(pledges::table.find(id))
            .set(pledges::released.eq(pledges::released + volume))
            .execute(conn)?,
        Encumbrance::Freeze => diesel::update(freezes::table.find(id))
            .set(freezes::released.eq(freezes::released + volume))
            .execute(conn)?,
    };
    Ok(())
}

/// A pledge or freeze record as the position's history shows it, with the business that made it.
#[derive(Debug)]
pub struct HistoryEntry {
    pub id: String,
    pub kind: Encumbrance,
    pub biz_sn: String,
    pub biz_type_name: String,
    /// The pledgee of a pledge, the freezing authority of a freeze.
    pub counterparty: String,
    pub volume: i64,
    pub released: i64,
    pub created_at: Timestamp,
}

type HistoryRow = (String, String, String, String, i64, i64, Timestamp);

/// Every pledge and freeze record of one position, released or not, newest first.
pub fn history(conn: &mut DbConn, account: &str, product: &str) -> QueryResult<Vec<HistoryEntry>> {
    let pledged: Vec<HistoryRow> = pledges::table
        .inner_join(applications::table)
        .filter(pledges::account_uuid.eq(account))
        .filter(pledges::product_id.eq(product))
        .select((
            pledges::id,
            applications::biz_sn,
            applications::biz_type_name,
            pledges::pledgee,
            pledges::volume,
            pledges::released,
            pledges::created_at,
        ))
        .load(conn)?;
    let frozen: Vec<HistoryRow> = freezes::table
        .inner_join(applications::table)
        .filter(freezes::account_uuid.eq(account))
        .filter(freezes::product_id.eq(product))
        .select((
            freezes::id,
            applications::biz_sn,
            applications::biz_type_name,
            freezes::authority,
            freezes::volume,
            freezes::released,
            freezes::created_at,
        ))
        .load(conn)?;
    let entry = |kind| {
        move |(id, biz_sn, biz_type_name, counterparty, volume, released, created_at): HistoryRow| {
            HistoryEntry { id, kind, biz_sn, biz_type_name, counterparty, volume, released, created_at }
        }
    };
    let mut all: Vec<HistoryEntry> = pledged
        .into_iter()
        .map(entry(Encumbrance::Pledge))
        .chain(frozen.into_iter().map(entry(Encumbrance::Freeze)))
        .collect();
    all.sort_by(|a, b| (b.created_at, &b.id).cmp(&(a.created_at, &a.id)));
    Ok(all)
}
