//! The effects that change the share register when a flow reaches a service task, each in its
//! own module. They run inside the transaction of the step: a refusal undoes the whole step.

mod company_registration;
mod declaration;
mod encumbrance;
mod judicial_freeze;
mod open_account;
mod ownership;
mod pledge;
mod risk_assessment;
mod transfer;

pub use ownership::acting_staff;
pub use risk_assessment::{level_of, RiskLevel};

use diesel::connection::SimpleConnection;
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
        share_count(self.form.get(field)).ok_or_else(|| ApiError::bad_request("请输入正确的数量"))
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
    share_count(row.get(field))
}

/// A positive whole number of shares. JSON does not tell `1000` from `1000.0` or `1e3`, and
/// neither do the form's validators, so a number that holds a whole value is one.
fn share_count(value: Option<&Value>) -> Option<i64> {
    /// Above 2^53 a JSON number no longer holds every whole value exactly.
    const EXACT: f64 = 9_007_199_254_740_991.0;
    match value {
        Some(Value::Number(n)) => n.as_i64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && f.abs() <= EXACT)
                .map(|f| f as i64)
        }),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
    .filter(|v| *v > 0)
}

/// The effects the register carries out; a flow naming another cannot complete yet.
const IMPLEMENTED: [&str; 6] = [
    "transferShares",
    "openInvestorAccount",
    "registerCompany",
    "pledgeShares",
    "freezeShares",
    "recordRiskAssessment",
];

pub fn is_implemented(effect: &str) -> bool {
    IMPLEMENTED.contains(&effect)
}

/// Runs an effect on the register as it is now and undoes it: what it would refuse at the
/// final review is refused at submit, by the same code. Runs inside the command's write
/// transaction, in a savepoint.
pub fn rehearse(conn: &mut DbConn, effect: &str, input: &EffectInput) -> Result<(), ApiError> {
    conn.batch_execute("SAVEPOINT rehearsal")?;
    let outcome = run(conn, effect, input);
    conn.batch_execute("ROLLBACK TO SAVEPOINT rehearsal; RELEASE SAVEPOINT rehearsal")?;
    outcome
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
