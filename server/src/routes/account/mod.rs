//! A user's own password (issue 21 item 3): reset by a code sent to the account's mobile when
//! forgotten (the reset dialog of 01 §2), changed in the security centre, checked before a
//! sensitive step. Every reset ends all the user's sessions; a change ends all but the one
//! that made it.

pub mod bound_accounts;
pub mod modify_password;
pub mod reset_password;
pub mod support;
pub mod verify_password;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(reset_password::reset_password)
        .service(modify_password::modify_password)
        .service(verify_password::verify_password)
        .service(bound_accounts::bound_accounts);
}
