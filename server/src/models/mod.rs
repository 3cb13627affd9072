//! Row structs and their queries, one module per table family. Queries return diesel's
//! result type; handlers turn them into `ApiError`.

pub mod application;
pub mod attachment;
pub mod captcha;
pub mod chain;
pub mod company;
pub mod definition;
pub mod dictionary;
pub mod holder_account;
pub mod holding;
pub mod menu;
pub mod param;
pub mod position;
pub mod product;
pub mod publication;
pub mod region;
pub mod risk_assessment;
pub mod session;
pub mod showcase;
pub mod sign_in_attempt;
pub mod tenant;
pub mod user;
