//! The attachment lists of members and companies (03 §3 "Attachment row", §5, 550073/550074):
//! whose list a user may file, and a list as the register keeps it.

pub mod list;
pub mod objects;
