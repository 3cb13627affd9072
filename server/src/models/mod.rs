//! Row structs and their queries, one module per table family. Queries return diesel's
//! result type; handlers turn them into `ApiError`.

pub mod application;
pub mod application_search;
pub mod attachment;
pub mod audit_entry;
pub mod bond;
pub mod bond_payment;
pub mod bond_position;
pub mod business_document;
pub mod business_record;
pub mod capital_account;
pub mod captcha;
pub mod chain;
pub mod charge;
pub mod company;
pub mod company_dossier;
pub mod company_manage;
pub mod company_seal;
pub mod company_service;
pub mod cooperation;
pub mod dashboard;
pub mod definition;
pub mod dictionary;
pub mod dictionary_admin;
pub mod disclosure_scope;
pub mod encumbrance;
pub mod fund_transfer_project;
pub mod hitech_evaluation;
pub mod holder_account;
pub mod holding;
pub mod idempotency;
pub mod institution_directory;
pub mod knowledge_article;
pub mod menu;
pub mod menu_admin;
pub mod obj_attachment;
pub mod param;
pub mod param_admin;
pub mod payment_order;
pub mod payment_refund;
pub mod pledgee_info;
pub mod position;
pub mod product;
pub mod publication;
pub mod region;
pub mod region_admin;
pub mod register_holder;
pub mod risk_assessment;
pub mod rule_failure;
pub mod session;
pub mod shareholder_register;
pub mod showcase;
pub mod sign_in_attempt;
pub mod site_page;
pub mod standing;
pub mod system_dict;
pub mod tenant;
pub mod tenant_setup;
pub mod todo;
pub mod transfer_quote;
pub mod user;
pub mod user_admin;
pub mod workbench_setting;

/// The escape character of every LIKE pattern the server builds: each `.like(..)` says
/// `.escape(LIKE_ESCAPE)`, so that `%` and `_` in a user's text are taken literally.
pub const LIKE_ESCAPE: char = '\\';

/// A user's text inside a LIKE pattern, `%`, `_` and the escape itself taken literally (the
/// pattern then says `ESCAPE '\'`, see [`LIKE_ESCAPE`]).
fn like_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | LIKE_ESCAPE) {
            out.push(LIKE_ESCAPE);
        }
        out.push(c);
    }
    out
}

/// The LIKE pattern of the values that contain `text`.
pub fn containing(text: &str) -> String {
    format!("%{}%", like_escaped(text))
}

/// The LIKE pattern of the values that start with `text`.
pub fn starting_with(text: &str) -> String {
    format!("{}%", like_escaped(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn like_patterns_take_the_wildcards_of_the_text_literally() {
        assert_eq!(containing("a%b_c"), "%a\\%b\\_c%");
        assert_eq!(starting_with("topMenu."), "topMenu.%");
        assert_eq!(starting_with("x\\"), "x\\\\%");
    }
}
