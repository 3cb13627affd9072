//! The bond calls of 03 §7 (issue 18): the filing project's issuers, the name check, the member
//! list of the service-provider table, the targeted investors a bond may name and the bonds
//! an issuer has filed; the bond payments (兑付兑息) staff record and their detail rows.

pub mod bond_detail;
pub mod bonds_of_company;
pub mod bonds_to_issue;
pub mod check_bond_name;
pub mod issuers;
pub mod list_all_member;
pub mod optional_investors;
pub mod query_bond_payment_infos;
pub mod query_capital_account;
pub mod save_bond_payment;
mod support;
