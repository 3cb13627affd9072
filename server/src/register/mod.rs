//! The effects that change the share register when a flow reaches a service task, each in its
//! own module. They run inside the transaction of the step: a refusal undoes the whole step.

mod company_registration;
mod declaration;
mod judicial_freeze;
mod open_account;
mod pledge;
mod risk_assessment;
mod transfer;

pub use risk_assessment::{level_of, RiskLevel};

use serde_json::{Map, Value};

use crate::{clock::Timestamp, db::DbConn, error::ApiError, models::application::Application};

/// What an effect sees of the application that runs it.
pub struct EffectInput<'a> {
    pub application: &'a Application,
    pub form: &'a Map<String, Value>,
    pub now: Timestamp,
}

impl EffectInput<'_> {
    pub fn tenant(&self) -> &str {
        &self.application.tenant_id
    }

    pub fn text(&self, field: &str) -> Option<&str> {
        self.form
            .get(field)
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty())
    }

    /// A share count: a positive integer (JSON number or digits).
    pub fn volume(&self, field: &str) -> Result<i64, ApiError> {
        let value = match self.form.get(field) {
            Some(Value::Number(n)) => n.as_i64(),
            Some(Value::String(s)) => s.trim().parse().ok(),
            _ => None,
        };
        value
            .filter(|v| *v > 0)
            .ok_or_else(|| ApiError::bad_request("请输入正确的数量"))
    }

    /// The rows of a table field (an absent table has none).
    pub fn rows(&self, field: &str) -> Vec<&Map<String, Value>> {
        self.form
            .get(field)
            .and_then(Value::as_array)
            .map(|rows| rows.iter().filter_map(Value::as_object).collect())
            .unwrap_or_default()
    }
}

/// A text cell of a table row, trimmed, `None` when empty.
pub fn cell<'a>(row: &'a Map<String, Value>, field: &str) -> Option<&'a str> {
    row.get(field)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

/// A share count in a table row: a positive integer.
pub fn cell_volume(row: &Map<String, Value>, field: &str) -> Option<i64> {
    match row.get(field) {
        Some(Value::Number(n)) => n.as_i64(),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
    .filter(|v| *v > 0)
}

/// Runs the named effect of a service task.
pub fn run(conn: &mut DbConn, effect: &str, input: &EffectInput) -> Result<(), ApiError> {
    match effect {
        "transferShares" => transfer::run(conn, input),
        "openInvestorAccount" => open_account::run(conn, input),
        "registerCompany" => company_registration::run(conn, input),
        "pledgeShares" => pledge::run(conn, input),
        "freezeShares" => judicial_freeze::run(conn, input),
        "recordRiskAssessment" => risk_assessment::run(conn, input),
        // The other flows' effects arrive with the issue that builds them; until then such an
        // application cannot be completed, and says so.
        other => Err(ApiError::bad_request(format!(
            "该业务的办结处理尚未开放（{other}）"
        ))),
    }
}
