//! The current enterprise's own pages (spec 01 §2 /businessApply, /gpywbl, /shareholderDetail,
//! /companyAdmin): its dossier with services, listing and display, and its shareholder
//! register with the Excel export.

pub mod current_company;
pub mod shareholders;
pub mod shareholders_export;
pub mod support;
