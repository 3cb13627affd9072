//! A user's own account beyond its password (issue 21 item 3, 01 §7 "Session and account"):
//! recovering it when the bound mobile is lost ([`recovery`]), the capital password
//! ([`capital_password`]) and closing it from the security centre ([`closing`]). The rules live
//! here; the calls are in `routes::account_recovery` and `routes::security_center`.

pub mod capital_password;
pub mod closing;
pub mod recovery;
