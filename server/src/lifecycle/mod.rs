//! The application lifecycle: start and submit, complete a task (approve, return, reject),
//! withdraw. Each command validates with the compiled form, steps the engine, and writes the
//! instance, its tasks, the register changes and the chain entry in one write transaction. A
//! command whose idempotency key was already used answers its first answer.

mod context;
mod persist;
pub mod rule_failures;
pub mod steps;

use engine::{
    form::TaskState as FormTaskState,
    instance::{Action, Actor, Instance, Status, TaskId, Timestamp as EngineTime},
    replay::{Command as Recorded, RecordedStep},
    FlowDef, StepError,
};
use std::sync::Arc;

use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    error::ApiError,
    forms::today,
    models::{application::Application, dictionary::DictEntry},
    state::AppState,
};

pub use context::build as context;
pub use persist::{application_view, instance_of};

/// What a command answers.
#[derive(Clone, Debug, Serialize, serde::Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommandAnswer {
    pub uuid: String,
    pub biz_sn: String,
    /// running, approved, rejected, withdrawn.
    pub status: String,
    pub current_node: String,
    /// Where the user goes next, when the flow says.
    pub navigate: Option<String>,
}

/// A command of the lifecycle.
pub enum Command {
    /// Keeps the form as a draft at the applicant's node; nothing moves.
    Save {
        app_id: String,
        uuid: Option<String>,
        data: Value,
    },
    Submit {
        app_id: String,
        uuid: Option<String>,
        data: Value,
        confirmed: bool,
    },
    Complete {
        uuid: String,
        task: Option<u32>,
        action: Decision,
        memo: String,
        return_to: Option<String>,
    },
    Withdraw {
        uuid: String,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Decision {
    Approve,
    Return,
    Reject,
}

pub fn actor(me: &CurrentUser) -> Actor {
    Actor {
        id: me.user.id.clone(),
        roles: vec![me.user.role_name.clone()],
        landing_mode: me.user.landing_mode.clone(),
    }
}

/// Runs a command: everything that reads and decides (the application, the rule context, the
/// form's validation, the rules and the engine's step) runs before the write transaction, so
/// no rule holds the write lock; the transaction then writes the step, guarded by the
/// application's revision, with the register's changes. With an idempotency key, a repeat
/// answers the first answer without doing anything.
pub fn run(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    command: Command,
    key: Option<&str>,
) -> Result<CommandAnswer, ApiError> {
    let now = state.clock.now();
    if let Some(key) = key {
        if let Some(answer) = persist::remembered(conn, &me.user.id, key)? {
            return Ok(answer);
        }
    }
    let prepared = match command {
        Command::Save { app_id, uuid, data } => {
            save_draft(conn, state, me, &app_id, uuid, data, now)
        }
        Command::Submit {
            app_id,
            uuid,
            data,
            confirmed,
        } => submit(conn, state, me, &app_id, uuid, data, confirmed, now),
        Command::Complete {
            uuid,
            task,
            action,
            memo,
            return_to,
        } => complete(conn, state, me, &uuid, task, action, memo, return_to, now),
        Command::Withdraw { uuid } => withdraw(conn, state, me, &uuid, now),
    };
    let prepared = prepared.inspect_err(|error| rule_failures::record(conn, me, error, now))?;
    let answer = transaction::write(conn, |conn| {
        if let Some(key) = key {
            // A repeat that raced the first one past the check above.
            if let Some(answer) = persist::remembered(conn, &me.user.id, key)? {
                return Ok(answer);
            }
        }
        let answer = persist::save(conn, me, prepared, now)?;
        if let Some(key) = key {
            persist::remember(conn, &me.user.id, key, &answer, now)?;
        }
        Ok(answer)
    })?;
    if answer.status == "approved" {
        // A completed business may change what the public showcase lists.
        state.answers.clear();
    }
    Ok(answer)
}

#[allow(clippy::too_many_arguments)]
fn submit(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    app_id: &str,
    uuid: Option<String>,
    data: Value,
    confirmed: bool,
    now: i64,
) -> Result<Prepared, ApiError> {
    let actor = actor(me);
    let ctx = context::build(conn, me, &data)?;
    let (def, instance, existing, started) =
        applicants_instance(conn, state, me, app_id, uuid, &ctx, confirmed, now)?;
    let task = instance
        .open_tasks()
        .find(|t| matches!(t.assignee, engine::flow::Assignee::Applicant))
        .ok_or_else(|| ApiError::Conflict("该申请当前不能提交".into()))?;
    let node = task.node.clone();
    let task_id = task.id;
    let checked = validate(conn, state, me, &def, &node, &data, &instance, now)?;
    let action = Action::Submit {
        task: task_id,
        data: checked,
        confirmed,
    };
    let step = Step {
        def: &def,
        instance: &instance,
        actor: &actor,
        ctx: &ctx,
        now,
    };
    let mut prepared = act(step, action, existing, started)?;
    // What the register would refuse at the final review is refused now (01 §4: one truth
    // for every check); the effects run again, for real, when the flow reaches them.
    prepared.rehearse = def
        .effects()
        .filter(|effect| crate::register::is_implemented(effect))
        .map(str::to_owned)
        .collect();
    Ok(prepared)
}

/// The instance an applicant works on: a new one started from the latest version of `app_id`
/// (its entry guards run; the start is answered as a step to record), or their own
/// application `uuid` on the version it started with.
type ApplicantsInstance = (
    std::sync::Arc<FlowDef>,
    Instance,
    Option<Application>,
    Option<RecordedStep>,
);

#[allow(clippy::too_many_arguments)]
fn applicants_instance(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    app_id: &str,
    uuid: Option<String>,
    ctx: &Value,
    confirmed: bool,
    now: i64,
) -> Result<ApplicantsInstance, ApiError> {
    match uuid {
        None => {
            let def = state
                .flows
                .latest(app_id)
                .ok_or_else(|| ApiError::not_found("业务不存在"))?;
            let actor = actor(me);
            let (instance, _) =
                engine::start(&def, &actor, ctx, Map::new(), confirmed, millis(now))
                    .map_err(step_error)?;
            let started = steps::recorded(
                Recorded::Start {
                    data: Map::new(),
                    confirmed,
                },
                &actor,
                ctx,
                millis(now),
                &instance,
            );
            Ok((def, instance, None, Some(started)))
        }
        Some(uuid) => {
            let app = Application::find(conn, &me.user.tenant_id, &uuid)?
                .ok_or_else(|| ApiError::not_found("申请不存在"))?;
            if app.applicant_id != me.user.id {
                return Err(ApiError::forbidden("无权处理该申请"));
            }
            let instance = persist::instance_of(&app)?;
            let def = state
                .flows
                .of(&instance)
                .ok_or_else(|| ApiError::not_found("业务不存在"))?;
            Ok((def, instance, Some(app), None))
        }
    }
}

/// A draft: the fields the applicant's node lets them edit are kept, unchecked (a draft may be
/// incomplete); the application waits at that node. A new one is started first, its entry
/// guards included.
fn save_draft(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    app_id: &str,
    uuid: Option<String>,
    data: Value,
    now: i64,
) -> Result<Prepared, ApiError> {
    let actor = actor(me);
    let Value::Object(data) = data else {
        return Err(ApiError::bad_request("表单数据格式不正确"));
    };
    let ctx = context::build(conn, me, &Value::Object(data.clone()))?;
    let (def, instance, existing, started) =
        applicants_instance(conn, state, me, app_id, uuid, &ctx, false, now)?;
    let task = instance
        .open_tasks()
        .find(|t| matches!(t.assignee, engine::flow::Assignee::Applicant))
        .ok_or_else(|| ApiError::Conflict("该申请已进入审核，不能保存".into()))?;
    let (node, task_id) = (task.node.clone(), task.id);
    let compiled = state
        .forms
        .compiled(&def.form.id, def.form.version, &node, FormTaskState::Todo)
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("form {} is missing", def.form.id)))?;
    let kept: Map<String, Value> = data
        .into_iter()
        .filter(|(field, _)| compiled.editable.iter().any(|e| e == field))
        .collect();
    let action = Action::Save {
        task: task_id,
        data: kept,
    };
    let step = Step {
        def: &def,
        instance: &instance,
        actor: &actor,
        ctx: &ctx,
        now,
    };
    act(step, action, existing, started)
}

/// The form data checked with the same compiled schema the browser used.
#[allow(clippy::too_many_arguments)]
fn validate(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    def: &FlowDef,
    node: &str,
    data: &Value,
    instance: &Instance,
    now: i64,
) -> Result<Map<String, Value>, ApiError> {
    let tenant = me.user.tenant_id.clone();
    let dictionaries = DictEntry::keys_by_code(conn, &tenant)?;
    let validator = state
        .forms
        .validator(
            &def.form.id,
            def.form.version,
            node,
            FormTaskState::Todo,
            &tenant,
            today(now),
            || Ok(dictionaries),
        )
        .map_err(ApiError::internal)?
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("form {} is missing", def.form.id)))?;
    let stored = Value::Object(instance.form.clone());
    match validator.check_submission(data, Some(&stored)) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err(ApiError::bad_request("表单数据格式不正确")),
        Err(errors) => Err(ApiError::Invalid(
            errors.into_iter().map(Into::into).collect(),
        )),
    }
}

#[allow(clippy::too_many_arguments)]
fn complete(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    uuid: &str,
    task: Option<u32>,
    decision: Decision,
    memo: String,
    return_to: Option<String>,
    now: i64,
) -> Result<Prepared, ApiError> {
    let app = Application::find(conn, &me.user.tenant_id, uuid)?
        .ok_or_else(|| ApiError::not_found("申请不存在"))?;
    let instance = persist::instance_of(&app)?;
    let def = state
        .flows
        .of(&instance)
        .ok_or_else(|| ApiError::not_found("业务不存在"))?;
    let actor = actor(me);
    if !instance.is_running() {
        return Err(ApiError::Conflict("该任务已被处理，请刷新后查看".into()));
    }
    let mine = |t: &&engine::instance::Task| matches!(&t.assignee, engine::flow::Assignee::Roles(r) if r.contains(&me.user.role_name));
    let task_id = match task {
        Some(id) => TaskId(id),
        None => match instance.open_tasks().find(mine) {
            Some(open) => open.id,
            // A task of this role that someone else completed first.
            None if instance.tasks.iter().any(|t| mine(&t)) => {
                return Err(ApiError::Conflict("该任务已被处理，请刷新后查看".into()))
            }
            None => return Err(ApiError::forbidden("无权处理该任务")),
        },
    };
    let memo = memo.trim().to_owned();
    let action = match decision {
        Decision::Approve => Action::Approve {
            task: task_id,
            memo,
        },
        Decision::Reject => Action::Reject {
            task: task_id,
            memo,
        },
        Decision::Return => Action::Return {
            task: task_id,
            to: return_to.unwrap_or_else(|| "UpdateApplyApprove".into()),
            memo,
        },
    };
    let ctx = context::build(conn, me, &Value::Object(instance.form.clone()))?;
    let step = Step {
        def: &def,
        instance: &instance,
        actor: &actor,
        ctx: &ctx,
        now,
    };
    act(step, action, Some(app), None)
}

fn withdraw(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    uuid: &str,
    now: i64,
) -> Result<Prepared, ApiError> {
    let app = Application::find(conn, &me.user.tenant_id, uuid)?
        .ok_or_else(|| ApiError::not_found("申请不存在"))?;
    if app.applicant_id != me.user.id {
        return Err(ApiError::forbidden("无权撤回该申请"));
    }
    let instance = persist::instance_of(&app)?;
    let def = state
        .flows
        .of(&instance)
        .ok_or_else(|| ApiError::not_found("业务不存在"))?;
    let task = instance
        .open_tasks()
        .find(|t| matches!(t.assignee, engine::flow::Assignee::Applicant))
        .ok_or_else(|| ApiError::Conflict("该申请已进入审核，不能撤回".into()))?;
    let action = Action::Withdraw { task: task.id };
    let ctx = context::build(conn, me, &Value::Object(instance.form.clone()))?;
    let actor = actor(me);
    let step = Step {
        def: &def,
        instance: &instance,
        actor: &actor,
        ctx: &ctx,
        now,
    };
    act(step, action, Some(app), None)
}

/// What an action is taken on: the version, the instance as it stands, who acts, in what
/// context, when.
struct Step<'a> {
    def: &'a Arc<FlowDef>,
    instance: &'a Instance,
    actor: &'a Actor,
    ctx: &'a Value,
    now: i64,
}

/// What a command decided, to be written in the write transaction: the version, the
/// application as it was read (its revision guards the write), the instance after the step,
/// what the step asks of the register, the recorded steps, and the effects to rehearse on the
/// register as it is when a submit is written.
pub struct Prepared {
    pub def: Arc<FlowDef>,
    pub existing: Option<Application>,
    pub next: Instance,
    pub effects: Vec<engine::instance::Effect>,
    pub history: Vec<RecordedStep>,
    pub rehearse: Vec<String>,
}

/// Steps the engine; the step is recorded (after the start, for a new application), so a
/// later definition can replay it.
fn act(
    step: Step,
    action: Action,
    existing: Option<Application>,
    started: Option<RecordedStep>,
) -> Result<Prepared, ApiError> {
    let at = millis(step.now);
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
    Ok(Prepared {
        def: step.def.clone(),
        existing,
        next,
        effects,
        history,
        rehearse: Vec::new(),
    })
}

fn millis(now: i64) -> EngineTime {
    EngineTime(now * 1000)
}

/// The engine's refusals in the API's terms.
fn step_error(error: StepError) -> ApiError {
    match error {
        StepError::Refused { message, .. } => ApiError::BadRequest(message),
        // 400, not 403: the apply page shows the message (a 403 would leave for /403).
        StepError::NotStarter { .. } => ApiError::bad_request(error.to_string()),
        StepError::NeedsConfirmation { message } => ApiError::NeedsConfirmation(message),
        StepError::Invalid { errors } => ApiError::Invalid(
            errors
                .into_iter()
                .map(|e| crate::routes::flow::form_validate::FieldErrorView {
                    label: String::new(),
                    rule: "check".into(),
                    field: e.field,
                    message: e.message,
                })
                .collect(),
        ),
        StepError::TaskClosed { .. } | StepError::Finished { .. } => {
            ApiError::Conflict("该任务已被处理，请刷新后查看".into())
        }
        StepError::NotCandidate { .. } => ApiError::forbidden("无权处理该任务"),
        StepError::NotAllowed { .. }
        | StepError::BadReturnTarget { .. }
        | StepError::UnknownTask(_) => ApiError::bad_request(error.to_string()),
        StepError::Script(failure) => ApiError::RuleFailed(Box::new(failure)),
        other => ApiError::internal(anyhow::anyhow!(other)),
    }
}

/// Who may read an application: its applicant, whoever acted on one of its tasks or holds a
/// role one of them names, and the administrator.
pub fn ensure_may_view(
    app: &Application,
    tasks: &[crate::models::application::TaskRow],
    me: &CurrentUser,
) -> Result<(), ApiError> {
    let (user, role) = (&me.user.id, &me.user.role_name);
    let involved = app.applicant_id == *user
        || tasks.iter().any(|t| {
            t.closed_by.as_deref() == Some(user.as_str())
                || t.assignee_roles.contains(&format!(",{role},"))
        });
    if involved || role == crate::auth::role::roles::ADMINISTRATOR {
        Ok(())
    } else {
        Err(ApiError::forbidden("无权查看该申请"))
    }
}

/// The status word of an instance.
pub fn status_of(instance: &Instance) -> &'static str {
    match instance.status {
        Status::Running => "running",
        Status::Completed { outcome } => match outcome {
            engine::flow::Outcome::Approved => "approved",
            engine::flow::Outcome::Rejected => "rejected",
            engine::flow::Outcome::Withdrawn => "withdrawn",
        },
    }
}
