//! The configurable query pages (`/queryPage/{pageKey}`) and their definitions' editor
//! (`/queryConfig/add`, `/queryConfig/edit/{pageKey}`).

pub mod config_check;
pub mod config_detail;
pub mod config_diff;
pub mod config_draft;
pub mod config_draft_discard;
pub mod config_list;
pub mod config_publish;
pub mod config_sources;
pub mod page_config;
pub mod page_export;
pub mod page_list;
pub mod request;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(page_config::page_config)
        .service(page_list::page_list)
        .service(page_export::page_export)
        .service(config_list::config_list)
        .service(config_detail::config_detail)
        .service(config_sources::config_sources)
        .service(config_check::config_check)
        .service(config_draft::config_draft)
        .service(config_draft_discard::config_draft_discard)
        .service(config_diff::config_diff)
        .service(config_publish::config_publish);
}
