//! The pledgee rows of a pledge application (01 §3 "Pledgee info", §7 "Search and lookup"):
//! the confirmation SMS with the signing link, and the face picture taken when the pledgee
//! signed.

pub mod get_face_rec_pic;
pub mod send_confirm_sms;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(send_confirm_sms::send_confirm_sms)
        .service(get_face_rec_pic::get_face_rec_pic);
}
