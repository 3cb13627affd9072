//! The effects that change the share register when a flow reaches a service task, each in its
//! own module. They run inside the transaction of the step: a refusal undoes the whole step.

mod account_status;
mod attachments;
mod bond_change;
mod bond_filing;
mod bond_issue;
mod bulk_transfer;
mod capital;
mod certification;
mod charge;
mod company_registration;
mod declaration;
mod disclosure;
mod dossier_change;
mod encumbrance;
mod enterprise;
mod extract;
mod filing;
mod fund_transfer;
mod holder_change;
mod judicial_freeze;
mod listing;
mod member;
mod member_revise;
mod open_account;
mod ownership;
mod pledge;
mod qualifications;
mod record;
mod release;
mod rights;
mod risk_assessment;
mod service_end;
mod service_rows;
mod showcase;
mod specialised_board;
mod total_value;
mod transfer;
mod transfer_quote;

pub use attachments::ensure_may_act;
pub use enterprise::ensure_acts_for;
pub use ownership::acting_staff;
pub use risk_assessment::{level_of, RiskLevel};

use diesel::connection::SimpleConnection;
use rust_decimal::Decimal;
use serde_json::{Map, Value};

use crate::models::obj_attachment::ObjType;
use crate::{
    clock::Timestamp,
    db::DbConn,
    error::ApiError,
    models::{application::Application, position::Encumbrance, product::Product},
};
use account_status::Change;
use capital::Direction;

/// 发行品种 债券 of the issue forms (`issue_filing`, `issuance`).
const BOND_ISSUE: &str = "2";

/// What an effect sees of the application that runs it.
pub struct EffectInput<'a> {
    pub application: &'a Application,
    pub form: &'a Map<String, Value>,
    pub now: Timestamp,
    /// The charge the flow's charge rule computed, if it has one.
    pub charge: Option<Decimal>,
    /// Set when the effect is rehearsed at submit (see [`rehearse`]): an effect that can give
    /// every refusal of its run by reading alone reads instead of writing.
    pub rehearsal: bool,
    /// Whether the applicant works in manager mode, once an effect of the step has read it.
    pub staff: std::cell::OnceCell<bool>,
}

impl<'a> EffectInput<'a> {
    /// What an effect of `application` sees, outside any rehearsal.
    pub fn new(
        application: &'a Application,
        form: &'a Map<String, Value>,
        now: Timestamp,
        charge: Option<Decimal>,
    ) -> Self {
        EffectInput {
            application,
            form,
            now,
            charge,
            rehearsal: false,
            staff: std::cell::OnceCell::new(),
        }
    }

    /// Whether the applicant works in manager mode (staff acting for holders), read once a
    /// step.
    pub fn applicant_is_staff(&self, conn: &mut DbConn) -> Result<bool, ApiError> {
        if let Some(staff) = self.staff.get() {
            return Ok(*staff);
        }
        let staff = acting_staff(conn, &self.application.applicant_id)?;
        let _ = self.staff.set(staff);
        Ok(staff)
    }

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

    /// A decimal field, sent as text or as a JSON number (read from its text, never a float).
    pub fn decimal(&self, field: &str) -> Option<Decimal> {
        match self.form.get(field)? {
            Value::String(s) => s.trim().parse().ok(),
            Value::Number(n) => n.to_string().parse().ok(),
            _ => None,
        }
    }

    /// Whether an issue filing or registration (550023, 550024) is a bond's (发行品种 债券)
    /// rather than shares'.
    pub fn issues_bond(&self) -> bool {
        self.text("productType") == Some(BOND_ISSUE)
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

/// The product a form field names by its code.
fn product_named(conn: &mut DbConn, input: &EffectInput, field: &str) -> Result<Product, ApiError> {
    declaration::product_coded(conn, input.tenant(), input.text(field))
}

/// The effects a service task may name: each is one of [`run`]'s arms (a test runs every one).
/// The engine checks definitions against this list, so a flow naming another effect fails
/// `check-defs` and the studio's publish instead of its last approval.
pub const EFFECTS: &[&str] = &[
    "transferShares",
    "bulkTransfer",
    "openInvestorAccount",
    "changeInvestorInfo",
    "registerCompany",
    "changeCompanyInfo",
    "pledgeShares",
    "releasePledge",
    "freezeShares",
    "releaseFreeze",
    "recordRiskAssessment",
    "registerMember",
    "reviseMember",
    "recordTotalValue",
    "publishShowcase",
    "listCompany",
    "publishDisclosure",
    "enterSpecialisedBoard",
    "endService",
    "chargeBusiness",
    "completeApplication",
    "fileBond",
    "changeBond",
    "recordFiling",
    "fileIssue",
    "registerIssue",
    "certifyInstitution",
    "certifyProduct",
    "increaseCapital",
    "decreaseCapital",
    "confirmRights",
    "issueRegisterExtract",
    "suspendAccount",
    "restoreAccount",
    "activateAccount",
    "closeAccount",
    "recordMemberAttachments",
    "recordCompanyAttachments",
    "recordTransferProjects",
    "recordTransferQuote",
];

/// The effects whose rehearsal only reads (`EffectInput::rehearsal`): nothing to undo.
const READ_ONLY_REHEARSALS: &[&str] = &["transferShares"];

/// Runs an effect on the register as it is now and undoes it: what it would refuse at the
/// final review is refused at submit, by the same code. Runs inside the command's write
/// transaction, in a savepoint, unless the effect's rehearsal only reads.
pub fn rehearse(conn: &mut DbConn, effect: &str, input: &EffectInput) -> Result<(), ApiError> {
    let rehearsal = EffectInput {
        rehearsal: true,
        staff: input.staff.clone(),
        ..EffectInput::new(input.application, input.form, input.now, input.charge)
    };
    if READ_ONLY_REHEARSALS.contains(&effect) {
        return run(conn, effect, &rehearsal);
    }
    conn.batch_execute("SAVEPOINT rehearsal")?;
    let outcome = run(conn, effect, &rehearsal);
    conn.batch_execute("ROLLBACK TO SAVEPOINT rehearsal; RELEASE SAVEPOINT rehearsal")?;
    outcome
}

/// Runs the named effect of a service task.
pub fn run(conn: &mut DbConn, effect: &str, input: &EffectInput) -> Result<(), ApiError> {
    match effect {
        "transferShares" => transfer::run(conn, input),
        "bulkTransfer" => bulk_transfer::run(conn, input),
        "openInvestorAccount" => open_account::run(conn, input),
        "changeInvestorInfo" => holder_change::run(conn, input),
        "registerCompany" => company_registration::run(conn, input),
        "changeCompanyInfo" => dossier_change::run(conn, input),
        "pledgeShares" => pledge::run(conn, input),
        "releasePledge" => release::run(conn, input, Encumbrance::Pledge),
        "freezeShares" => judicial_freeze::run(conn, input),
        "releaseFreeze" => release::run(conn, input, Encumbrance::Freeze),
        "recordRiskAssessment" => risk_assessment::run(conn, input),
        "registerMember" => member::run(conn, input),
        "reviseMember" => member_revise::run(conn, input),
        "recordTotalValue" => total_value::run(conn, input),
        "publishShowcase" => showcase::run(conn, input),
        "listCompany" => listing::run(conn, input),
        "publishDisclosure" => disclosure::run(conn, input),
        "enterSpecialisedBoard" => specialised_board::run(conn, input),
        "endService" => service_end::run(conn, input),
        "chargeBusiness" => charge::run(conn, input),
        "completeApplication" => filing::completion(conn, input),
        "fileBond" => bond_filing::run(conn, input),
        "changeBond" => bond_change::run(conn, input),
        "recordFiling" => filing::business(conn, input),
        "fileIssue" if input.issues_bond() => bond_issue::open(conn, input),
        "fileIssue" => filing::business(conn, input),
        "registerIssue" if input.issues_bond() => bond_issue::issue(conn, input),
        "registerIssue" => capital::run(conn, input, Direction::Increase),
        "certifyInstitution" => certification::institution(conn, input),
        "certifyProduct" => certification::product(conn, input),
        "increaseCapital" => capital::run(conn, input, Direction::Increase),
        "decreaseCapital" => capital::run(conn, input, Direction::Decrease),
        "confirmRights" => rights::run(conn, input),
        "issueRegisterExtract" => extract::run(conn, input),
        "suspendAccount" => account_status::run(conn, input, Change::Suspend),
        "restoreAccount" => account_status::run(conn, input, Change::Restore),
        "activateAccount" => account_status::run(conn, input, Change::Activate),
        "closeAccount" => account_status::run(conn, input, Change::Close),
        "recordMemberAttachments" => attachments::run(conn, input, ObjType::Member),
        "recordCompanyAttachments" => attachments::run(conn, input, ObjType::Company),
        "recordTransferProjects" => fund_transfer::run(conn, input),
        "recordTransferQuote" => transfer_quote::run(conn, input),
        // The engine refuses a definition naming any other effect (EFFECTS), so a published
        // flow cannot reach this arm; a test checks every EFFECTS entry has its arm.
        other => Err(ApiError::internal(anyhow::anyhow!(
            "unknown effect {other}"
        ))),
    }
}
