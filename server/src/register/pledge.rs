//! 550008/550095/550067 share pledge: each pledge-freeze declaration row (spec 03 §3) pledges
//! free volume of the pledgor's account to the pledgee, is kept with its whole row and upload
//! slots 1011-1014, and is published as a pledge notice. Volumes move from free to pledged;
//! the account's volume and the product's total do not change.

use diesel::prelude::*;

use crate::{db::DbConn, error::ApiError, models::position::Position, schema::pledges};

use super::{cell, cell_volume, declaration, EffectInput};

/// The upload slots of a pledge row: establishment notice, contract, pledgor's and pledgee's
/// identity, and the optional other material.
const SLOTS: [&str; 5] = ["1011", "1012", "1013", "1014", "5"];

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let rows = input.rows("pledgeList");
    if rows.is_empty() {
        return Err(ApiError::bad_request("至少填写一组信息"));
    }
    for row in rows {
        let account = declaration::declared_account(conn, tenant, row, "出质人")?;
        super::ownership::ensure_own(conn, &input.application.applicant_id, &account)?;
        let product = declaration::declared_product(conn, tenant, row)?;
        let volume = cell_volume(row, "pledgeShares")
            .ok_or_else(|| ApiError::bad_request("请输入正确的质押数量"))?;
        let pledgee =
            cell(row, "zqrName").ok_or_else(|| ApiError::bad_request("请填写质权人名称"))?;
        if !Position::pledge_free(conn, &account.uuid, &product.id, volume)? {
            let free = Position::free(conn, &account.uuid, &product.id)?;
            return Err(ApiError::bad_request(format!(
                "出质人{}可质押数量不足：可用{free}股，申请质押{volume}股",
                account.holder_name
            )));
        }
        let id = uuid::Uuid::new_v4().to_string();
        diesel::insert_into(pledges::table)
            .values((
                pledges::id.eq(&id),
                pledges::tenant_id.eq(tenant),
                pledges::application_id.eq(&input.application.id),
                pledges::account_uuid.eq(&account.uuid),
                pledges::product_id.eq(&product.id),
                pledges::pledgee.eq(pledgee),
                pledges::volume.eq(volume),
                pledges::created_at.eq(input.now),
                pledges::declaration.eq(declaration::stored_row(row, &SLOTS)),
            ))
            .execute(conn)?;
        let start = cell(row, "financingStartDate")
            .map(str::to_owned)
            .unwrap_or_else(|| crate::forms::today(input.now).to_string());
        declaration::publish(
            conn,
            input,
            &declaration::NoticeDraft {
                kind: "pledge",
                source_id: &id,
                holder: &account.holder_name,
                product: &product,
                volume,
                counterparty: pledgee,
                end_date: cell(row, "financingEndDate"),
                title: "关于{company}股东{holder}股份质押的公告",
                content: format!(
                    "{{company}}股东{{holder}}将其持有的{}（证券代码{}）{volume}股质押给{pledgee}，\
                     质押登记已于{start}办理完毕（业务流水号{}）。",
                    product.name, product.product_code, input.application.biz_sn
                ),
                start_date: start,
            },
        )?;
    }
    Ok(())
}
