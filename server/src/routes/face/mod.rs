//! Face verification (issue 21 item 4, 01 §7 "Session and account"): a signed-in user's
//! real-name check, a visitor's check for a forgotten password (the account and the mobile
//! proved with an SMS code), the result the page polls for, and forgetting a check.

pub mod delete_face_recognition_result;
pub mod get_face_recognition_result;
pub mod get_face_recognition_url;
pub mod get_face_recognition_url_no_valid_code;
pub mod get_face_recognition_url_update_pwd;
pub mod support;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_face_recognition_url::get_face_recognition_url)
        .service(get_face_recognition_url_no_valid_code::get_face_recognition_url_no_valid_code)
        .service(get_face_recognition_url_update_pwd::get_face_recognition_url_update_pwd)
        .service(get_face_recognition_result::get_face_recognition_result)
        .service(delete_face_recognition_result::delete_face_recognition_result);
}
