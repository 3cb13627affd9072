//! Opening an account (issue 21 item 1, 01 §7 "Session and account"): the slide code before a
//! code is sent, the registration of investors (`register-guest`) and of enterprises and
//! members (`registerAccount`), and the look-ups of the forgotten-account screens. None needs
//! a sign-in.

pub mod account_by_phone_or_code;
pub mod check_slide_and_send_bound;
pub mod generate_slide_code;
pub mod register_account;
pub mod register_guest;
pub mod support;
pub mod user_consistent;
pub mod validate_slide_and_send;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(generate_slide_code::generate_slide_code)
        .service(validate_slide_and_send::validate_slide_and_send)
        .service(check_slide_and_send_bound::check_slide_and_send_bound)
        .service(register_guest::register_guest)
        .service(register_account::register_account)
        .service(user_consistent::user_consistent)
        .service(account_by_phone_or_code::account_by_phone_or_code);
}
