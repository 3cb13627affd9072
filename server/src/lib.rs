//! The platform's server: HTTP, sign-in, persistence and the share register around the pure
//! `engine`.

pub mod answer_cache;
pub mod app;
pub mod audit;
pub mod auth;
pub mod bulk_import;
pub mod charging;
pub mod clock;
pub mod config;
pub mod day_range;
pub mod db;
pub mod definitions;
pub mod documents;
pub mod envelope;
pub mod error;
pub mod field_error;
pub mod files;
pub mod flows;
pub mod forms;
pub mod hitech;
pub mod lifecycle;
pub mod models;
pub mod optional_json;
pub mod paging;
pub mod payment;
pub mod query_pages;
pub mod rate_limit;
pub mod register;
pub mod registry;
pub mod review;
pub mod routes;
pub mod schema;
pub mod seed;
pub mod state;
pub mod studio;
pub mod voucher;
