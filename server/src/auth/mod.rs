//! Who is calling: passwords, signed tokens, the session behind them and the roles.

pub mod account_switch;
pub mod captcha;
pub mod client;
pub mod current_user;
pub mod issue;
pub mod mobile_sign_in;
pub mod password;
pub mod password_policy;
pub mod refresh;
pub mod refresh_cookie;
pub mod role;
pub mod sign_in;
pub mod token;
