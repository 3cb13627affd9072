//! The charge a submission would record, computed without submitting: the apply page shows
//! the fee before the applicant submits (02 §3 "Payment"). The same step the submission takes
//! runs on the same server-built context; nothing is written.

use engine::instance::Effect;
use rust_decimal::Decimal;
use serde_json::Value;

use super::{submit::submit, Scope};
use crate::{charging::ChargeEstimate, error::ApiError};

/// What the form would be charged, or why it cannot be told yet.
pub fn estimate_charge(
    scope: &mut Scope,
    app_id: &str,
    uuid: Option<String>,
    data: &Value,
) -> Result<ChargeEstimate, ApiError> {
    let def = match &uuid {
        None => scope
            .state
            .flows
            .latest(app_id)
            .ok_or_else(ApiError::no_such_business)?,
        Some(uuid) => {
            let app = scope.application(uuid)?;
            scope.definition_of(&app)?.0
        }
    };
    if def.hooks.charge.is_none() {
        return Ok(ChargeEstimate::uncharged());
    }
    match charge_base(scope, app_id, uuid, data) {
        Ok(base) => Ok(ChargeEstimate::of(&def.fee, base)),
        Err(refusal) => match pending_reason(refusal) {
            Ok(reason) => Ok(ChargeEstimate::pending(&def.fee, reason)),
            Err(error) => Err(error),
        },
    }
}

/// The base the submission's step computes. The flow's questions count as answered and the
/// tables' sums as confirmed: a preview asks nothing.
fn charge_base(
    scope: &mut Scope,
    app_id: &str,
    uuid: Option<String>,
    data: &Value,
) -> Result<Option<Decimal>, ApiError> {
    let attempt = |scope: &mut Scope, warnings: &[String]| {
        submit(
            scope,
            app_id,
            uuid.clone(),
            (data.clone(), None),
            (true, warnings),
        )
    };
    let prepared = match attempt(scope, &[]) {
        Err(ApiError::ConfirmWarnings(warnings)) => attempt(scope, &warnings)?,
        other => other?,
    };
    Ok(prepared.effects.iter().find_map(|effect| match effect {
        Effect::Charge { base } => Some(*base),
        _ => None,
    }))
}

/// A form not yet complete (a field's error, a rule's refusal, a rule that cannot run on
/// half-filled data) has no fee yet; the user is told why. Anything else is an error.
fn pending_reason(refusal: ApiError) -> Result<String, ApiError> {
    match refusal {
        ApiError::Invalid(errors) => Ok(errors
            .into_iter()
            .next()
            .map(|e| e.message)
            .unwrap_or_else(|| PENDING.into())),
        ApiError::BadRequest(message) | ApiError::RefusedWith(message, _) => Ok(message),
        ApiError::RuleFailed(_) | ApiError::NeedsConfirmation(_) => Ok(PENDING.into()),
        other => Err(other),
    }
}

/// Why a form has no fee yet when nothing more precise can be said.
const PENDING: &str = "表单填写完整后计算收费金额";
