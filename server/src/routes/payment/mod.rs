//! Charges and their payment (02 §7 `statementExpense/detailByUUID`, `detailByBizSn`, the apply page's `estimate`,
//! `rem-trade/payment/wx/qrCode`, `query/order`; issue 19), and the gateway's notify URL.

pub mod charge_by_biz_sn;
pub mod charge_by_uuid;
pub mod charge_estimate;
pub mod notify;
pub mod qr_code;
pub mod query_order;
mod support;
