//! 550140 judicial freeze: each judicial-freeze declaration row (spec 03 §3) freezes free
//! volume of the named account at the court's request, is kept with its whole row and upload
//! slots 1015-1017, and is published as a freeze notice.

use crate::{db::DbConn, error::ApiError, models::position::Encumbrance};

use super::{
    declaration,
    encumbrance::{self, Declaration, Encumbered},
    EffectInput,
};

const FREEZE: Declaration = Declaration {
    kind: Encumbrance::Freeze,
    rows: "freezeList",
    party: "被冻结人",
    account_label: "被冻结人登记账号",
    holder_label: "被冻结人名称",
    volume_label: "冻结数量（股）",
    volume_cell: "frozen",
    volume_missing: "请输入正确的冻结数量",
    counterparty_cell: "judiciary",
    counterparty_missing: "请填写执行法院",
    verb: "冻结",
    // assistance notice, ruling, freeze proof, other
    slots: &["1015", "1016", "1017", "4"],
};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    // One freeze order: its dates are the form's, not each row's.
    let start = input
        .text("freezeStartDate")
        .map(str::to_owned)
        .unwrap_or_else(|| crate::forms::today(input.now).to_string());
    encumbrance::run(conn, input, &FREEZE, |conn, done: &Encumbered| {
        let Encumbered {
            product,
            volume,
            counterparty: court,
            ..
        } = done;
        declaration::publish(
            conn,
            input,
            &declaration::NoticeDraft {
                kind: "freeze",
                source_id: done.id,
                holder: &done.account.holder_name,
                product,
                volume: *volume,
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
        )
    })
}
