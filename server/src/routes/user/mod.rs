//! The tenant administrator's users (issue 20, /system/user; BladeX's blade-user calls): the
//! page, one user, create and change, disable and enable, reset the password, bind enterprises
//! and registration accounts, and the candidates to bind.

pub mod support;
pub mod user_bind;
pub mod user_candidates;
pub mod user_detail;
pub mod user_page;
pub mod user_reset_password;
pub mod user_status;
pub mod user_submit;
