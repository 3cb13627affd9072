//! Verification codes by SMS (issue 21 item 2, 01 §7 "Session and account"): sent to a number
//! before an account exists (registration, a forgotten password), to a signed-in user's own
//! number, checked; and the shipped sender's outbox for the administrator.

pub mod generate_send_valid_code;
pub mod outbox_page;
pub mod send_valid_code;
pub mod send_validation_code;
pub mod support;
pub mod validate_message;
pub mod verify_code;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(send_valid_code::send_valid_code)
        .service(generate_send_valid_code::generate_send_valid_code)
        .service(verify_code::verify_code)
        .service(send_validation_code::send_validation_code)
        .service(validate_message::validate_message)
        .service(outbox_page::outbox_page);
}
