//! The instance an applicant works on: a new one started from the latest version of an appId
//! (its entry guards run; the start is answered as a step to record), or their own
//! application on the version it started with.

use std::sync::Arc;

use engine::{
    flow::{ActionKind, Assignee},
    instance::{Instance, Task},
    replay::{Command as Recorded, RecordedStep},
    FlowDef,
};
use serde_json::{Map, Value};

use super::{access::actor, act::step_error, context, persist, steps, Scope};
use crate::{clock::to_engine, error::ApiError, models::application::Application};

pub struct ApplicantsInstance {
    pub def: Arc<FlowDef>,
    pub instance: Instance,
    /// The stored application; none for a new one.
    pub existing: Option<Application>,
    /// The recorded start of a new one.
    pub started: Option<RecordedStep>,
    /// The context of the command, as far as the flow's scripts read it.
    pub ctx: Value,
}

impl ApplicantsInstance {
    /// The applicant's open task, or `refusal` when the application has moved past them.
    pub fn applicants_task(&self, refusal: &str) -> Result<&Task, ApiError> {
        applicants_task(&self.instance, refusal)
    }
}

pub fn applicants_task<'i>(instance: &'i Instance, refusal: &str) -> Result<&'i Task, ApiError> {
    instance
        .open_tasks()
        .find(|t| matches!(t.assignee, Assignee::Applicant))
        .ok_or_else(|| ApiError::Conflict(refusal.into()))
}

/// The applicant's instance and the context of their command on `form` (`source`: see
/// `context::build`).
pub fn applicants_instance(
    scope: &mut Scope,
    (app_id, uuid): (&str, Option<String>),
    (form, source): (&Value, Option<&str>),
    (action, confirmed): (ActionKind, bool),
) -> Result<ApplicantsInstance, ApiError> {
    match uuid {
        None => {
            let def = scope
                .state
                .flows
                .latest(app_id)
                .ok_or_else(ApiError::no_such_business)?;
            let reads = def.context_reads_at(def.entry, &[ActionKind::Start, action]);
            let ctx = context::build(scope.conn, scope.me, form, source, &reads)?;
            let actor = actor(scope.me);
            let at = to_engine(scope.now);
            let (instance, _) =
                engine::start(&def, &actor, &ctx, Map::new(), confirmed, at).map_err(step_error)?;
            let started = steps::recorded(
                Recorded::Start {
                    data: Map::new(),
                    confirmed,
                },
                &actor,
                &ctx,
                at,
                &instance,
            );
            Ok(ApplicantsInstance {
                def,
                instance,
                existing: None,
                started: Some(started),
                ctx,
            })
        }
        Some(uuid) => {
            let app = scope.application(&uuid)?;
            if app.applicant_id != scope.me.user.id {
                return Err(ApiError::forbidden("无权处理该申请"));
            }
            let (def, instance) = scope.definition_of(&app)?;
            let at = applicants_task(&instance, "")
                .ok()
                .and_then(|task| def.node_index(&task.node));
            let reads = match at {
                Some(node) => def.context_reads_at(node, &[action]),
                None => def.context_reads(),
            };
            let ctx = context::build(scope.conn, scope.me, form, source, &reads)?;
            Ok(ApplicantsInstance {
                def,
                instance,
                existing: Some(app),
                started: None,
                ctx,
            })
        }
    }
}

/// The stored instance of an application and the flow version it runs on.
pub fn definition_of(
    state: &crate::state::AppState,
    app: &Application,
) -> Result<(Arc<FlowDef>, Instance), ApiError> {
    let instance = persist::instance_of(app)?;
    let def = state
        .flows
        .of(&instance)
        .ok_or_else(ApiError::no_such_business)?;
    Ok((def, instance))
}
