//! The security centre's own-account calls beyond the password (01 §7 "Session and account",
//! issue 21 item 3): the capital password, the bound mobile changed, the account closed. Each
//! needs the signed-in user's proof (the login password, and a code to a mobile), and spends
//! the code in the transaction that makes the change.

pub mod resign_security_center;
pub mod update_biz_user_account_info;
pub mod update_capital_password;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(update_capital_password::update_capital_password)
        .service(update_biz_user_account_info::update_biz_user_account_info)
        .service(resign_security_center::resign_security_center);
}
