//! The API as its users see it, over real HTTP, on SQLite or PostgreSQL (see `helpers`).

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod approval;
mod bond;
mod bond_change;
mod bond_issue;
mod bulk_import;
mod catalogue;
mod catalogue_effects;
mod chain_scope;
mod disclosure;
mod dossier;
mod dossier_change;
mod effects;
mod entry_rules;
mod files;
mod finance_tables;
mod find_and_start;
mod forms;
mod fund_transfer_projects;
mod helpers;
mod hitech;
mod holder_pages;
mod holdings;
mod inputs;
mod journeys;
mod lifecycle;
mod messages;
mod obj_attachments;
mod public_site;
mod qualification_roles;
mod register;
mod samples;
mod security;
mod select_options;
mod session;
mod sign_in;
mod site_pages;
mod studio;
mod subject_data;
mod submit_checks;
mod support;
mod system;
mod voucher;
