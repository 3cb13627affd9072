//! 550140 judicial freeze: each judicial-freeze declaration row (spec 03 §3) freezes free
//! volume of the named account at the court's request, is kept with its whole row and upload
//! slots 1015-1017, and is published as a freeze notice. Volumes move from free to frozen;
//! the account's volume and the product's total do not change.

use diesel::prelude::*;

use crate::{db::DbConn, error::ApiError, models::position::Position, schema::freezes};

use super::{cell, cell_volume, declaration, EffectInput};

/// The upload slots of a freeze row: assistance notice, ruling, freeze proof, other.
const SLOTS: [&str; 4] = ["1015", "1016", "1017", "4"];

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let rows = input.rows("freezeList");
    if rows.is_empty() {
        return Err(ApiError::bad_request("至少填写一组信息"));
    }
    let start = input
        .text("freezeStartDate")
        .map(str::to_owned)
        .unwrap_or_else(|| crate::forms::today(input.now).to_string());
    for row in rows {
        let account = declaration::declared_account(conn, tenant, row, "被冻结人")?;
        super::ownership::ensure_own(conn, &input.application.applicant_id, &account)?;
        let product = declaration::declared_product(conn, tenant, row)?;
        let volume = cell_volume(row, "frozen")
            .ok_or_else(|| ApiError::bad_request("请输入正确的冻结数量"))?;
        let court =
            cell(row, "judiciary").ok_or_else(|| ApiError::bad_request("请填写执行法院"))?;
        if !Position::freeze_free(conn, &account.uuid, &product.id, volume)? {
            let free = Position::free(conn, &account.uuid, &product.id)?;
            return Err(ApiError::bad_request(format!(
                "被冻结人{}可冻结数量不足：可用{free}股，申请冻结{volume}股",
                account.holder_name
            )));
        }
        let id = uuid::Uuid::new_v4().to_string();
        diesel::insert_into(freezes::table)
            .values((
                freezes::id.eq(&id),
                freezes::tenant_id.eq(tenant),
                freezes::application_id.eq(&input.application.id),
                freezes::account_uuid.eq(&account.uuid),
                freezes::product_id.eq(&product.id),
                freezes::authority.eq(court),
                freezes::volume.eq(volume),
                freezes::created_at.eq(input.now),
                freezes::declaration.eq(declaration::stored_row(row, &SLOTS)),
            ))
            .execute(conn)?;
        declaration::publish(
            conn,
            input,
            &declaration::NoticeDraft {
                kind: "freeze",
                source_id: &id,
                holder: &account.holder_name,
                product: &product,
                volume,
                counterparty: court,
                end_date: input.text("freezeEndDate"),
                title: "关于{company}股东{holder}股份被司法冻结的公告",
                content: format!(
                    "根据{court}的协助执行通知，{{company}}股东{{holder}}持有的{}（证券代码{}）\
                     {volume}股已于{start}被司法冻结（业务流水号{}）。",
                    product.name, product.product_code, input.application.biz_sn
                ),
                start_date: start.clone(),
            },
        )?;
    }
    Ok(())
}
