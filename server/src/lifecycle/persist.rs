//! Writing a step: the application row (guarded by its revision), its task rows, the register
//! effects, the chain entry of a completed business, and remembered answers.

use engine::{
    flow::{Assignee, Outcome},
    instance::{Action, Effect, Instance, Task, TaskState},
    replay::{Command as Recorded, RecordedStep},
    FlowDef,
};
use serde_json::{json, Value};

use super::{act::Prepared, status_of, CommandAnswer};
use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    clock::{self, Timestamp},
    db::DbConn,
    error::ApiError,
    models::{
        application::{Application, RowWrite, StepRows, TaskRow},
        chain::ChainEntry,
        idempotency,
    },
    register::{self, EffectInput},
};

pub fn instance_of(app: &Application) -> Result<Instance, ApiError> {
    serde_json::from_str(&app.instance).map_err(ApiError::internal)
}

pub fn remembered(
    conn: &mut DbConn,
    user: &str,
    key: &str,
) -> Result<Option<CommandAnswer>, ApiError> {
    idempotency::answer_of(conn, user, key)?
        .map(|s| serde_json::from_str(&s).map_err(ApiError::internal))
        .transpose()
}

pub fn remember(
    conn: &mut DbConn,
    user: &str,
    key: &str,
    answer: &CommandAnswer,
    now: Timestamp,
) -> Result<(), ApiError> {
    let answer = serde_json::to_string(answer).map_err(ApiError::internal)?;
    Ok(idempotency::remember(conn, user, key, &answer, now)?)
}

/// Writes the new instance and everything its step did.
pub fn save(
    conn: &mut DbConn,
    me: &CurrentUser,
    prepared: Prepared,
    now: Timestamp,
) -> Result<CommandAnswer, ApiError> {
    let Prepared {
        def,
        existing,
        next,
        effects,
        history,
        rehearse,
        before,
    } = prepared;
    let status = status_of(&next);
    let current_node = next
        .open_tasks()
        .map(|t| t.node.clone())
        .next()
        .or_else(|| next.history.last().map(|h| h.node.clone()))
        .unwrap_or_default();
    let completed = !next.is_running();
    let submitted = history.iter().any(is_submit).then_some(now);
    let instance_json = serde_json::to_string(&next).map_err(ApiError::internal)?;
    let fresh = existing.is_none();
    let (app, write) = match existing {
        None => {
            let app = Application {
                id: uuid::Uuid::new_v4().to_string(),
                tenant_id: me.user.tenant_id.clone(),
                app_id: def.app_id.clone(),
                biz_sn: String::new(),
                biz_type_name: def.name.clone(),
                applicant_id: me.user.id.clone(),
                company_id: me.session.current_company_id.clone(),
                holder_uuid: me.session.current_holder_uuid.clone(),
                status: status.as_str().to_owned(),
                current_node,
                instance: instance_json,
                revision: 1,
                created_at: now,
                updated_at: now,
                completed_at: completed.then_some(now),
                submitted_at: submitted,
                step_count: history.len() as i32,
            };
            (app, RowWrite::Insert)
        }
        Some(seen) => {
            let revision = seen.revision;
            let app = Application {
                status: status.as_str().to_owned(),
                current_node,
                instance: instance_json,
                revision: revision + 1,
                updated_at: now,
                completed_at: if completed {
                    Some(now)
                } else {
                    seen.completed_at
                },
                submitted_at: submitted.or(seen.submitted_at),
                step_count: seen.step_count + history.len() as i32,
                ..seen
            };
            (app, RowWrite::Update { seen: revision })
        }
    };
    // The row, the recorded steps and the task rows the step opened or changed, together.
    let recorded_before = app.step_count - history.len() as i32;
    let tasks = task_rows(&app, &def, &before, &next, submitted.is_some());
    let rows = StepRows {
        steps: super::steps::rows(recorded_before, &history)?,
        tasks: &tasks,
    };
    let app = match write {
        RowWrite::Insert => insert_numbered(conn, app, now, &rows)?,
        RowWrite::Update { .. } => {
            if !app.write_step(conn, write, &rows)? {
                return Err(ApiError::task_taken());
            }
            app
        }
    };
    for effect in &effects {
        if let Effect::Charge { base } = effect {
            crate::charging::record(conn, &app, &def, (Some(*base), fresh), now)?;
        }
    }
    if submitted.is_some() {
        crate::econtract::pledgee::record_on_submit(conn, &def, &app, &next.form, now)?;
    }
    let completes = effects.iter().any(|e| {
        matches!(
            e,
            Effect::Completed {
                outcome: Outcome::Approved
            }
        )
    });
    if completes {
        crate::charging::ensure_paid(conn, &app, &def)?;
        crate::econtract::pledgee::ensure_confirmed(conn, &def, &app)?;
    }
    let input = EffectInput::new(&app, &next.form, now, next.charge);
    for effect in &rehearse {
        register::rehearse(conn, effect, &input)?;
    }
    let mut navigate = None;
    for effect in &effects {
        match effect {
            Effect::Run { effect, .. } => register::run(conn, effect, &input)?,
            Effect::Completed {
                outcome: Outcome::Approved,
            } => record_on_chain(conn, &input, now)?,
            // The destination names the application by {processInstanceId} (02 §4, 550115).
            Effect::Navigate { to } => navigate = Some(to.replace("{processInstanceId}", &app.id)),
            _ => {}
        }
    }
    Ok(CommandAnswer {
        uuid: app.id,
        biz_sn: app.biz_sn,
        status,
        current_node: app.current_node,
        navigate,
    })
}

/// Whether a recorded step is the applicant's submit (a start, then its submit).
fn is_submit(step: &RecordedStep) -> bool {
    matches!(
        &step.command,
        Recorded::Act {
            action: Action::Submit { .. }
        }
    )
}

/// The task rows of the instance that the step opened or changed, as lists and to-do queries
/// read them; the rows of tasks the step left alone stay as they are, unless it `submitted` the
/// application: the open ones then carry its new submission time too (the to-do list's order).
fn task_rows(
    app: &Application,
    def: &FlowDef,
    before: &[Task],
    next: &Instance,
    submitted: bool,
) -> Vec<TaskRow> {
    next.tasks
        .iter()
        .enumerate()
        .filter(|(i, task)| {
            before.get(*i) != Some(*task) || (submitted && task.state == TaskState::Open)
        })
        .map(|(_, task)| task_row(app, def, next, task))
        .collect()
}

fn task_row(app: &Application, def: &FlowDef, next: &Instance, task: &Task) -> TaskRow {
    let (user, roles) = match &task.assignee {
        Assignee::Applicant => (Some(next.applicant.clone()), String::new()),
        Assignee::Roles(roles) => (None, format!(",{},", roles.join(","))),
    };
    TaskRow {
        application_id: app.id.clone(),
        task_no: task.id.0 as i32,
        node: task.node.clone(),
        node_name: def
            .node(&task.node)
            .map(|n| n.name.clone())
            .unwrap_or_else(|| task.node.clone()),
        assignee_user: user,
        assignee_roles: roles,
        open: task.state == TaskState::Open,
        opened_at: clock::from_engine(task.opened_at),
        closed_at: task.closed_at.map(clock::from_engine),
        closed_by: task.closed_by.clone(),
        action: task.action.map(|a| a.as_str().to_owned()),
        memo: task.memo.clone(),
        tenant_id: app.tenant_id.clone(),
        app_id: app.app_id.clone(),
        submitted_at: app.submitted_at,
    }
}

/// A completed business on the chain: what was done, for whom, with which form.
fn record_on_chain(conn: &mut DbConn, input: &EffectInput, now: Timestamp) -> Result<(), ApiError> {
    let app = input.application;
    let mut record = json!({
        "bizSn": app.biz_sn, "appId": app.app_id, "bizTypeName": app.biz_type_name,
        "applicant": app.applicant_id, "completedAt": now,
        "form": Value::Object(input.form.clone()),
    });
    // Staff may act for a holder (01 §4): the record says so, where it cannot be changed
    // afterwards. (An effect of the step may have read the applicant's mode already.)
    if input.applicant_is_staff(conn)? {
        record["agent"] = json!({ "userId": app.applicant_id, "landingMode": LandingMode::Mgr });
    }
    ChainEntry::append(
        conn,
        &app.tenant_id,
        &app.biz_sn,
        &app.app_id,
        record.to_string(),
        now,
    )?;
    Ok(())
}

/// Inserts a new application under its business serial number, with its steps and tasks
/// (`rows`): appId, the day and time of day (Beijing), and a random tail of six digits, drawn
/// again while it is taken. The insert itself asks (the column is UNIQUE), inside the write
/// transaction, so two submits in the same second never share a number.
fn insert_numbered(
    conn: &mut DbConn,
    app: Application,
    now: Timestamp,
    rows: &StepRows,
) -> Result<Application, ApiError> {
    let stem = format!("{}{}", app.app_id, clock::beijing_digits(now));
    for _ in 0..16 {
        let numbered = Application {
            biz_sn: format!("{stem}{:06}", rand::random::<u32>() % 1_000_000),
            ..app.clone()
        };
        if numbered.write_step(conn, RowWrite::Insert, rows)? {
            return Ok(numbered);
        }
    }
    Err(ApiError::Conflict("系统繁忙，请稍后再试".into()))
}

/// An application as lists and the detail page show it.
pub fn application_view(app: &Application, instance: &Instance) -> Value {
    json!({
        "uuid": app.id, "bizSn": app.biz_sn, "appId": app.app_id, "bizTypeName": app.biz_type_name,
        "status": app.status, "currentNode": app.current_node, "applicantId": app.applicant_id,
        "createdAt": app.created_at, "updatedAt": app.updated_at, "completedAt": app.completed_at,
        "formData": Value::Object(instance.form.clone()), "history": instance.history,
        "charge": instance.charge.map(|c| c.to_string()),
    })
}
