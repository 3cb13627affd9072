//! Electronic contracts (issue 21 item 7, 01 §7 "Electronic contract"): the pledgee's signing
//! link, staff registering a pledgee with the e-signature provider, the signed contract as a
//! PDF and the pledgees' signing state of an application.

pub mod get_sign_mgr_url;
pub mod query_econtract_info;
pub mod query_pledgee_econtract_info;
pub mod register_econtract_user;
pub mod seal_list;
pub mod seal_register;
pub mod seal_status;
pub mod support;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_sign_mgr_url::get_sign_mgr_url)
        .service(register_econtract_user::register_econtract_user)
        .service(query_econtract_info::query_econtract_info)
        .service(query_pledgee_econtract_info::query_pledgee_econtract_info)
        .service(seal_list::seal_list)
        .service(seal_register::seal_register)
        .service(seal_status::seal_status);
}
