//! The engine's step for a command, and its refusals in the API's terms.

use std::sync::Arc;

use engine::{
    instance::{Action, Actor, Effect, Instance},
    replay::{Command as Recorded, RecordedStep},
    FlowDef, StepError,
};
use serde_json::Value;

use super::steps;
use crate::{
    clock::{to_engine, Timestamp},
    error::ApiError,
    field_error::FieldErrorView,
    models::application::Application,
};

/// What an action is taken on: the version, the instance as it stands, who acts, in what
/// context, when.
pub struct Step<'a> {
    pub def: &'a Arc<FlowDef>,
    pub instance: &'a Instance,
    pub actor: &'a Actor,
    pub ctx: &'a Value,
    pub now: Timestamp,
}

/// What a command decided, to be written in the write transaction: the version, the
/// application as it was read (its revision guards the write), the instance after the step,
/// what the step asks of the register, the recorded steps, and the effects to rehearse on the
/// register as it is when a submit is written.
pub struct Prepared {
    pub def: Arc<FlowDef>,
    pub existing: Option<Application>,
    pub next: Instance,
    pub effects: Vec<Effect>,
    pub history: Vec<RecordedStep>,
    pub rehearse: Vec<String>,
    /// The tasks before the step: only those it opened or changed are written.
    pub before: Vec<engine::instance::Task>,
}

/// Steps the engine; the step is recorded (after the start, for a new application), so a
/// later definition can replay it.
pub fn act(
    step: Step,
    action: Action,
    existing: Option<Application>,
    started: Option<RecordedStep>,
) -> Result<Prepared, ApiError> {
    let at = to_engine(step.now);
    let (next, effects) = engine::step(step.def, step.instance, &action, step.actor, step.ctx, at)
        .map_err(step_error)?;
    let mut history: Vec<RecordedStep> = started.into_iter().collect();
    history.push(steps::recorded(
        Recorded::Act { action },
        step.actor,
        step.ctx,
        at,
        &next,
    ));
    // A new application has no stored tasks, whatever its start opened.
    let before = match &existing {
        Some(_) => step.instance.tasks.clone(),
        None => Vec::new(),
    };
    Ok(Prepared {
        def: step.def.clone(),
        existing,
        next,
        effects,
        history,
        rehearse: Vec::new(),
        before,
    })
}

/// The engine's refusals in the API's terms.
pub fn step_error(error: StepError) -> ApiError {
    match error {
        // A rule that sends the user to another business first (refuse_to): the screen
        // offers that business's apply page.
        StepError::Refused {
            message,
            redirect: Some(app_id),
        } => ApiError::RefusedWith(message, serde_json::json!({ "redirectAppId": app_id })),
        StepError::Refused { message, .. } => ApiError::BadRequest(message),
        // 400, not 403: the apply page shows the message (a 403 would leave for /403).
        StepError::NotStarter { .. } => ApiError::bad_request(error.to_string()),
        StepError::NeedsConfirmation { message } => ApiError::NeedsConfirmation(message),
        StepError::Invalid { errors } => ApiError::Invalid(
            errors
                .into_iter()
                .map(|e| FieldErrorView {
                    label: String::new(),
                    rule: "check".into(),
                    field: e.field,
                    message: e.message,
                })
                .collect(),
        ),
        StepError::TaskClosed { .. } | StepError::Finished { .. } => ApiError::task_taken(),
        StepError::NotCandidate { .. } => ApiError::not_your_task(),
        // In the user's words: never the engine's node, action or task ids (issue 15).
        StepError::NotAllowed { .. } => ApiError::bad_request("当前环节不能进行该操作"),
        StepError::BadReturnTarget { .. } => ApiError::bad_request("不能退回到所选环节"),
        StepError::UnknownTask(_) => ApiError::bad_request("该待办不存在"),
        StepError::Script(failure) => ApiError::RuleFailed(Box::new(failure)),
        other => ApiError::internal(anyhow::anyhow!(other)),
    }
}
