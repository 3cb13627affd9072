//! 550004/550066 share transfer (and the other transfers of the catalogue: gift, inheritance,
//! court-ordered, sale, merger, division, fund shares): free volume moves from one account to
//! another. Refused when the transferor's account is not the applicant's, the free volume is
//! short or an account is closed or frozen; the product's total stays.

use crate::{
    db::DbConn,
    error::ApiError,
    models::{holder_account::HolderAccount, position::Position},
};

use super::{declaration::usable, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    // Each refusal is placed at its field: at submit (the rehearsal) the form shows it there.
    let product = super::product_named(conn, input, "productCode")
        .map_err(|refusal| refusal.at_field("productCode", "产品代码"))?;
    let volume = input
        .volume("transferVolume")
        .map_err(|refusal| refusal.at_field("transferVolume", "转让数量"))?;
    // Both parties' accounts in one query, each then checked as `usable_account` would.
    let (out_number, in_number) = (
        input.text("accountNumberOut"),
        input.text("accountNumberIn"),
    );
    let numbers: Vec<&str> = out_number.into_iter().chain(in_number).collect();
    let found = HolderAccount::find_by_numbers(conn, tenant, &numbers)?;
    let party = |number: Option<&str>, name: &str| {
        let account = found
            .iter()
            .find(|a| Some(a.account_number.as_str()) == number)
            .cloned();
        usable(number, account, name)
    };
    let out = party(out_number, "转出方")
        .and_then(|out| {
            super::ownership::ensure_own(conn, input, &out)?;
            Ok(out)
        })
        .map_err(|refusal| refusal.at_field("accountNumberOut", "转出方账号"))?;
    let into = party(in_number, "转入方")
        .map_err(|refusal| refusal.at_field("accountNumberIn", "转入方账号"))?;
    let moved = if input.rehearsal {
        // At submit: the same refusals, read rather than written and undone.
        ensure_free(conn, &product.id, &out, &into, volume)
    } else {
        move_free(conn, &product.id, &out, &into, volume)
    };
    moved.map_err(|refusal| match refusal {
        ApiError::BadRequest(message) if message.starts_with(SAME_ACCOUNT) => {
            ApiError::BadRequest(message).at_field("accountNumberIn", "转入方账号")
        }
        other => other.at_field("transferVolume", "转让数量"),
    })
}

const SAME_ACCOUNT: &str = "转出方与转入方不能是同一登记账号";

/// What [`move_free`] would refuse, by reading: the same account on both sides, or less free
/// volume than asked (its debit changes nothing unless that much is free).
fn ensure_free(
    conn: &mut DbConn,
    product: &str,
    out: &HolderAccount,
    into: &HolderAccount,
    volume: i64,
) -> Result<(), ApiError> {
    if out.uuid == into.uuid {
        return Err(ApiError::bad_request(SAME_ACCOUNT));
    }
    let free = Position::free(conn, &out.uuid, product)?;
    if free < volume {
        return Err(short(free, volume));
    }
    Ok(())
}

fn short(free: i64, volume: i64) -> ApiError {
    ApiError::bad_request(format!(
        "转出方可用数量不足：可用{free}股，申请转让{volume}股"
    ))
}

/// Moves free volume of a product between two usable accounts.
pub fn move_free(
    conn: &mut DbConn,
    product: &str,
    out: &HolderAccount,
    into: &HolderAccount,
    volume: i64,
) -> Result<(), ApiError> {
    if out.uuid == into.uuid {
        return Err(ApiError::bad_request(SAME_ACCOUNT));
    }
    // The two rows are changed in the accounts' order, so two opposite transfers at once
    // lock them in the same order and never deadlock; a refusal after the credit rolls the
    // whole step back with it.
    let debit_first = out.uuid <= into.uuid;
    if !debit_first {
        Position::credit(conn, &into.uuid, product, volume)?;
    }
    if !Position::debit_free(conn, &out.uuid, product, volume)? {
        let free = Position::free(conn, &out.uuid, product)?;
        return Err(short(free, volume));
    }
    if debit_first {
        Position::credit(conn, &into.uuid, product, volume)?;
    }
    Ok(())
}
