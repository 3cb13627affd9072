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
pub mod rule_failure;
pub mod session;
pub mod showcase;
pub mod sign_in_attempt;
pub mod tenant;
pub mod user;

/// A user's text inside a LIKE pattern, `%`, `_` and the escape itself taken literally (the
/// pattern then says `ESCAPE '\'`).
pub fn like_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}
