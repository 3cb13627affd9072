//! One holder of an enterprise's register (股东信息详情, `/process/gdgl/gdxxDetail/{uuid}/{id}`):
//! its positions in the enterprise's products, the pledges and freezes on them and the
//! completed businesses that named its account (its change history, read from the chain of
//! completed businesses, whose records cannot be changed afterwards).

use diesel::prelude::*;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    clock,
    db::DbConn,
    models::{
        containing,
        encumbrance::{self, HistoryEntry},
        position::Encumbrance,
        LIKE_ESCAPE,
    },
    schema::{chain_entries, positions, products},
};

/// A position of the holder in a product of the enterprise.
#[derive(Clone, Debug, Queryable, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HolderPosition {
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub product_id: String,
    pub product_code: String,
    pub product_name: String,
    pub volume: i64,
    pub pledged: i64,
    pub frozen: i64,
    /// The product's total shares: the holder's part of it is `volume / total_shares`.
    pub total_shares: i64,
}

/// A pledge or freeze on one of those positions.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionEncumbrance {
    pub product_code: String,
    /// 质押 or 司法冻结.
    pub kind_name: &'static str,
    pub biz_sn: String,
    pub biz_type_name: String,
    /// The pledgee, or the court.
    pub counterparty: String,
    pub volume: i64,
    pub released: i64,
    /// 生效中, 部分解除 or 已解除.
    pub state_name: &'static str,
    /// Beijing time.
    pub created_at: String,
}

/// A completed business whose form named the holder's account.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountChange {
    pub biz_sn: String,
    pub app_id: String,
    pub biz_type_name: String,
    /// How the account took part: 转出方, 转入方 or 申请账户.
    pub role: &'static str,
    /// The shares the business moved or bound, when its form says.
    pub volume: Option<String>,
    pub product_code: Option<String>,
    /// Beijing time of completion.
    pub completed_at: String,
}

/// The holder's positions in the enterprise's products (a position emptied by a transfer
/// stays, at 0, so that its history still has a place).
pub fn positions_in_company(
    conn: &mut DbConn,
    holder: &str,
    company: &str,
) -> QueryResult<Vec<HolderPosition>> {
    positions::table
        .inner_join(products::table)
        .filter(positions::account_uuid.eq(holder))
        .filter(products::company_id.eq(company))
        .order(products::product_code)
        .select((
            products::id,
            products::product_code,
            products::name,
            positions::volume,
            positions::pledged,
            positions::frozen,
            products::total_shares,
        ))
        .load(conn)
}

fn encumbrance_view(product_code: &str, e: HistoryEntry) -> PositionEncumbrance {
    let state_name = match e.released {
        0 => "生效中",
        r if r >= e.volume => "已解除",
        _ => "部分解除",
    };
    PositionEncumbrance {
        product_code: product_code.to_owned(),
        kind_name: match e.kind {
            Encumbrance::Pledge => "质押",
            Encumbrance::Freeze => "司法冻结",
        },
        biz_sn: e.biz_sn,
        biz_type_name: e.biz_type_name,
        counterparty: e.counterparty,
        volume: e.volume,
        released: e.released,
        state_name,
        created_at: clock::beijing_text(e.created_at),
    }
}

/// Every pledge and freeze of the holder's positions, newest first.
pub fn encumbrances(
    conn: &mut DbConn,
    holder: &str,
    positions: &[HolderPosition],
) -> QueryResult<Vec<PositionEncumbrance>> {
    let mut all = Vec::new();
    for p in positions {
        for e in encumbrance::history(conn, holder, &p.product_id)? {
            all.push((e.created_at, encumbrance_view(&p.product_code, e)));
        }
    }
    all.sort_by_key(|b| std::cmp::Reverse(b.0));
    Ok(all.into_iter().map(|(_, v)| v).collect())
}

/// The longest history shown.
const MOST_CHANGES: i64 = 200;

fn text_of(form: &Value, key: &str) -> Option<String> {
    match form.get(key)? {
        Value::String(s) if !s.trim().is_empty() => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// How a business's form names the account, if it does.
fn role_in(form: &Value, account: &str) -> Option<&'static str> {
    let is = |key| text_of(form, key).as_deref() == Some(account);
    if is("accountNumberOut") {
        Some("转出方")
    } else if is("accountNumberIn") {
        Some("转入方")
    } else if is("accountNumber") {
        Some("申请账户")
    } else {
        None
    }
}

/// The completed businesses of the tenant whose form names the account, newest first; those of
/// another product of the register are left out when the form names its product.
pub fn account_changes(
    conn: &mut DbConn,
    tenant: &str,
    account: &str,
    product_codes: &[String],
) -> QueryResult<Vec<AccountChange>> {
    let rows: Vec<(String, String, String, i64)> = chain_entries::table
        .filter(chain_entries::tenant_id.eq(tenant))
        .filter(
            chain_entries::record
                .like(containing(&format!("\"{account}\"")))
                .escape(LIKE_ESCAPE),
        )
        .order(chain_entries::seq.desc())
        .limit(MOST_CHANGES)
        .select((
            chain_entries::biz_sn,
            chain_entries::app_id,
            chain_entries::record,
            chain_entries::created_at,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(biz_sn, app_id, record, at)| {
            let record: Value = serde_json::from_str(&record).ok()?;
            let form = record.get("form")?;
            let role = role_in(form, account)?;
            let product_code = text_of(form, "productCode");
            if product_code
                .as_ref()
                .is_some_and(|code| !product_codes.contains(code))
            {
                return None;
            }
            let volume = [
                "transferVolume",
                "changeVol",
                "pledgeVolume",
                "freezeVolume",
                "volume",
            ]
            .iter()
            .find_map(|k| text_of(form, k));
            Some(AccountChange {
                biz_type_name: text_of(&record, "bizTypeName").unwrap_or_default(),
                biz_sn,
                app_id,
                role,
                volume,
                product_code,
                completed_at: clock::beijing_text(at),
            })
        })
        .collect())
}
