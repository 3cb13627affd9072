//! What the bidding handlers share: the allotment of a project's quotes and whether a project
//! takes quotes on a day.

pub mod allotment;

pub use allotment::{allot, turnover};

/// Whether a project with this deadline takes quotes on `today` (both `yyyy-MM-dd`).
pub fn takes_quotes(deadline: &str, today: &str) -> bool {
    deadline.is_empty() || today <= deadline
}
