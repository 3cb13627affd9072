//! A registration account's status (01 §4: 0 not opened, 1 normal, 2 closed, 3 frozen):
//! 550301 freezes a normal account, 550302 unfreezes a frozen one, 550303 activates one not
//! opened, 550084 closes a normal or frozen account that holds nothing.

use serde_json::json;

use crate::{
    db::DbConn,
    error::ApiError,
    models::{holder_account::HolderAccount, position::Position},
};

use super::{declaration::known_account, ownership, record, EffectInput};

#[derive(Clone, Copy)]
pub enum Change {
    Suspend,
    Restore,
    Activate,
    Close,
}

impl Change {
    /// (the statuses it starts from, the status it leaves, what it is called)
    fn moves(self) -> (&'static [i32], i32, &'static str) {
        match self {
            Change::Suspend => (&[1], 3, "冻结"),
            Change::Restore => (&[3], 1, "解冻"),
            Change::Activate => (&[0], 1, "激活"),
            Change::Close => (&[1, 3], 2, "注销"),
        }
    }
}

fn status_name(status: i32) -> &'static str {
    match status {
        0 => "未开户",
        1 => "正常",
        2 => "已销户",
        _ => "已冻结",
    }
}

pub fn run(conn: &mut DbConn, input: &EffectInput, change: Change) -> Result<(), ApiError> {
    let account = known_account(conn, input.tenant(), input.text("accountNumber"))?;
    let number = account.account_number.as_str();
    ownership::ensure_own(conn, input, &account)?;
    let reason = input
        .text("reason")
        .ok_or_else(|| ApiError::bad_request("请填写申请原因"))?;
    let (from, to, verb) = change.moves();
    if matches!(change, Change::Close)
        && Position::of_account(conn, &account.uuid)?
            .iter()
            .any(|p| p.volume > 0)
    {
        return Err(ApiError::bad_request("该账户仍有持仓，不能注销"));
    }
    if !HolderAccount::move_status(conn, &account.uuid, from, to)? {
        return Err(ApiError::bad_request(format!(
            "登记账号{number}状态为{}，不能{verb}",
            status_name(account.holder_account_status)
        )));
    }
    record::write(
        conn,
        input,
        "accountStatus",
        number,
        json!({ "from": account.holder_account_status, "to": to, "reason": reason }),
    )
}
