//! What a pledge and a judicial freeze share: each declaration row names an account, a product,
//! a volume and a counterparty; the volume moves from free to pledged or frozen (the account's
//! volume and the product's total do not change), the row is recorded with its upload slots,
//! and a notice is published. Only the words and the notice differ, see [`Declaration`].

use serde_json::{Map, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        encumbrance::EncumbranceRecord,
        holder_account::HolderAccount,
        position::{Encumbrance, Position},
        product::Product,
    },
};

use super::{cell, cell_volume, declaration, ownership, EffectInput};

/// The form's words for one kind of encumbrance.
pub struct Declaration {
    pub kind: Encumbrance,
    /// The table field of the rows.
    pub rows: &'static str,
    /// The party whose shares are encumbered, as the messages name it.
    pub party: &'static str,
    /// The labels of the account and volume columns, where a refusal is shown.
    pub account_label: &'static str,
    pub holder_label: &'static str,
    pub volume_cell: &'static str,
    pub volume_label: &'static str,
    pub volume_missing: &'static str,
    pub counterparty_cell: &'static str,
    pub counterparty_missing: &'static str,
    /// 质押 or 冻结, in the message of a short free volume.
    pub verb: &'static str,
    /// The upload slots of a row.
    pub slots: &'static [&'static str],
}

/// One row carried out: what its notice tells.
pub struct Encumbered<'a> {
    pub row: &'a Map<String, Value>,
    /// The id of the pledge or freeze record, the notice's source.
    pub id: &'a str,
    pub account: &'a HolderAccount,
    pub product: &'a Product,
    pub volume: i64,
    pub counterparty: &'a str,
}

/// Carries out every row of the declaration, in order, publishing each row's notice with
/// `publish`; the first refusal undoes the step.
pub fn run(
    conn: &mut DbConn,
    input: &EffectInput,
    words: &Declaration,
    publish: impl Fn(&mut DbConn, &Encumbered) -> Result<(), ApiError>,
) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let rows = input.rows(words.rows);
    if rows.is_empty() {
        return Err(ApiError::bad_request("至少填写一组信息"));
    }
    for (index, row) in rows.into_iter().enumerate() {
        // Each refusal is placed at its cell: at submit (the rehearsal) the form shows it there.
        let at = |cell: &str| format!("{}/{index}/{cell}", words.rows);
        let account = declaration::declared_account(conn, tenant, row, words.party)
            .and_then(|account| {
                ownership::ensure_own(conn, input, &account)?;
                Ok(account)
            })
            .map_err(|refusal| match refusal {
                ApiError::BadRequest(message) if message.ends_with("名称不一致") => {
                    ApiError::BadRequest(message).at_field(&at("holderName"), words.holder_label)
                }
                other => other.at_field(&at("securityAccountNo"), words.account_label),
            })?;
        let product = declaration::declared_product(conn, tenant, row)
            .map_err(|refusal| refusal.at_field(&at("securityCode"), "证券代码"))?;
        let volume = cell_volume(row, words.volume_cell)
            .ok_or_else(|| ApiError::bad_request(words.volume_missing))
            .map_err(|refusal| refusal.at_field(&at(words.volume_cell), words.volume_label))?;
        let counterparty = cell(row, words.counterparty_cell)
            .ok_or_else(|| ApiError::bad_request(words.counterparty_missing))?;
        if !Position::encumber(conn, &account.uuid, &product.id, words.kind, volume)? {
            let free = Position::free(conn, &account.uuid, &product.id)?;
            let (party, verb) = (words.party, words.verb);
            return Err(ApiError::bad_request(format!(
                "{party}{}可{verb}数量不足：可用{free}股，申请{verb}{volume}股",
                account.holder_name
            ))
            .at_field(&at(words.volume_cell), words.volume_label));
        }
        let id = uuid::Uuid::new_v4().to_string();
        EncumbranceRecord {
            id: &id,
            tenant_id: tenant,
            application_id: &input.application.id,
            account_uuid: &account.uuid,
            product_id: &product.id,
            counterparty,
            volume,
            created_at: input.now,
            declaration: &declaration::stored_row(row, words.slots),
        }
        .insert(conn, words.kind)?;
        let done = Encumbered {
            row,
            id: &id,
            account: &account,
            product: &product,
            volume,
            counterparty,
        };
        publish(conn, &done)?;
    }
    Ok(())
}
