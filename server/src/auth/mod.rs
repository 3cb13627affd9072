//! Who is calling: passwords, signed tokens, the session behind them and the roles.

pub mod current_user;
pub mod password;
pub mod role;
pub mod token;
