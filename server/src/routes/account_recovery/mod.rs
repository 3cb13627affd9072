//! Recovering an account by its name (01 §7 `nonds/bizAccountManage/*`, issue 21 item 3): the
//! reset dialog's 按账号找回. Someone names the account (`checkAccountExists`), solves the slide
//! and is sent a code to the account's bound mobile, shown masked
//! (`userNonDs/checkSlideAndSendBoundUserMobileValidCode`); or, the mobile lost, names the
//! account's person (`accountBoundUserInfoValid`, see `account::recovery` for whose name and
//! certificate those are) and passes a face check made against the register
//! (`getFaceRecognitionUrlUpdatePwd` without a code). Either proof resets the password
//! (`resetAccountPassword`), as does a signed-in administrator of the tenant at the counter,
//! after checking the papers, which the audit log records.
//!
//! The look-ups answer something about an account to anyone, so they are counted with the
//! sign-in attempts of the client address (as `userConsistent` is): guessing accounts is as
//! slow as guessing passwords.

pub mod account_bound_user_info_valid;
pub mod check_account_exists;
pub mod reset_account_password;
pub mod support;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(check_account_exists::check_account_exists)
        .service(account_bound_user_info_valid::account_bound_user_info_valid)
        .service(reset_account_password::reset_account_password);
}
