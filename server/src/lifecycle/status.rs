//! The status of an application, as stored and answered.

use engine::{
    flow::Outcome,
    instance::{Instance, Status},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ApplicationStatus {
    Running,
    Approved,
    Rejected,
    Withdrawn,
}

impl ApplicationStatus {
    /// The word stored in `applications.status`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Running => "running",
            Self::Approved => "approved",
            Self::Rejected => "rejected",
            Self::Withdrawn => "withdrawn",
        }
    }
}

/// The status of an instance.
pub fn status_of(instance: &Instance) -> ApplicationStatus {
    match instance.status {
        Status::Running => ApplicationStatus::Running,
        Status::Completed { outcome } => match outcome {
            Outcome::Approved => ApplicationStatus::Approved,
            Outcome::Rejected => ApplicationStatus::Rejected,
            Outcome::Withdrawn => ApplicationStatus::Withdrawn,
        },
    }
}
