//! 550008/550095/550067 share pledge: each pledge-freeze declaration row (spec 03 §3) pledges
//! free volume of the pledgor's account to the pledgee, is kept with its whole row and upload
//! slots 1011-1014, and is published as a pledge notice.

use crate::{db::DbConn, error::ApiError, models::position::Encumbrance};

use super::{
    cell, declaration,
    encumbrance::{self, Declaration, Encumbered},
    EffectInput,
};

const PLEDGE: Declaration = Declaration {
    kind: Encumbrance::Pledge,
    rows: "pledgeList",
    party: "出质人",
    account_label: "出质人登记账号",
    holder_label: "出质人名称",
    volume_label: "质押数量（股）",
    volume_cell: "pledgeShares",
    volume_missing: "请输入正确的质押数量",
    counterparty_cell: "zqrName",
    counterparty_missing: "请填写质权人名称",
    verb: "质押",
    // establishment notice, contract, pledgor's and pledgee's identity, other material
    slots: &["1011", "1012", "1013", "1014", "5"],
};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    encumbrance::run(conn, input, &PLEDGE, |conn, done: &Encumbered| {
        let Encumbered {
            row,
            product,
            volume,
            counterparty: pledgee,
            ..
        } = done;
        let start = cell(row, "financingStartDate")
            .map(str::to_owned)
            .unwrap_or_else(|| crate::forms::today(input.now).to_string());
        declaration::publish(
            conn,
            input,
            &declaration::NoticeDraft {
                kind: "pledge",
                source_id: done.id,
                holder: &done.account.holder_name,
                product,
                volume: *volume,
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
        )
    })
}
