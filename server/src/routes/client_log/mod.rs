//! The browser's error log (01 §2 "Error log viewer", §8 "logs", "script errors"): a signed-in
//! user's browser sends what it recorded; the administrator reads it on the query page
//! `errorLog` (source `clientErrors`).

pub mod upload_error_logs;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(upload_error_logs::upload_error_logs);
}
