//! The application lifecycle: start and submit, complete a task (approve, return, reject),
//! withdraw. Each command validates with the compiled form, steps the engine, and writes the
//! instance, its tasks, the register changes and the chain entry in one write transaction. A
//! command whose idempotency key was already used answers its first answer.
//!
//! One file a command (`save`, `submit`, `complete`, `withdraw`); each prepares its step on a
//! `Scope` outside the write lock, and `execute` writes it.

mod access;
mod act;
mod applicant;
mod complete;
mod context;
mod estimate;
mod persist;
pub mod rule_failures;
mod save;
mod status;
pub mod steps;
mod submit;
mod validate;
mod withdraw;

use std::sync::Arc;

use engine::{instance::Instance, FlowDef};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    clock::Timestamp,
    db::{transaction, DbConn},
    error::ApiError,
    models::application::Application,
    state::AppState,
};

pub use access::{actor, ensure_may_view};
pub use complete::{Decided, Decision};
pub use context::build as context;
pub use estimate::estimate_charge;
pub use persist::{application_view, instance_of};
pub use status::{status_of, ApplicationStatus};

/// What a command answers.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommandAnswer {
    pub uuid: String,
    pub biz_sn: String,
    pub status: ApplicationStatus,
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
        /// The user answered the flow's question (a guard's confirmation).
        confirmed: bool,
        /// The financial tables' sums the user confirmed, by their texts.
        confirmed_warnings: Vec<String>,
        /// `todo` when submitted from the to-do list (`ctx.source`).
        source: Option<&'static str>,
    },
    Complete {
        uuid: String,
        decided: Decided,
    },
    Withdraw {
        uuid: String,
    },
}

/// Where a command runs: the connection, the platform, who acts and when.
pub struct Scope<'a> {
    pub conn: &'a mut DbConn,
    pub state: &'a AppState,
    pub me: &'a CurrentUser,
    pub now: Timestamp,
}

impl Scope<'_> {
    /// The caller's tenant's application `uuid`.
    fn application(&mut self, uuid: &str) -> Result<Application, ApiError> {
        Application::find(self.conn, &self.me.user.tenant_id, uuid)?
            .ok_or_else(ApiError::no_such_application)
    }

    fn definition_of(&self, app: &Application) -> Result<(Arc<FlowDef>, Instance), ApiError> {
        applicant::definition_of(self.state, app)
    }

    /// `action` taken by the caller on a stored application, in the context of its form.
    fn act_on(
        &mut self,
        app: Application,
        (def, instance): (Arc<FlowDef>, Instance),
        action: engine::instance::Action,
    ) -> Result<act::Prepared, ApiError> {
        let node = instance
            .task(action.task())
            .and_then(|t| def.node_index(&t.node));
        let reads = match node {
            Some(node) => def.context_reads_at(node, &[action.kind()]),
            None => def.context_reads(),
        };
        let ctx = context::build(
            self.conn,
            self.me,
            &Value::Object(instance.form.clone()),
            None,
            &reads,
        )?;
        let step = act::Step {
            def: &def,
            instance: &instance,
            actor: &actor(self.me),
            ctx: &ctx,
            now: self.now,
        };
        act::act(step, action, Some(app), None)
    }
}

/// Runs a command off the async workers (it reads, runs rules and writes).
pub async fn execute(
    state: &actix_web::web::Data<AppState>,
    me: CurrentUser,
    command: Command,
    key: Option<String>,
) -> Result<CommandAnswer, ApiError> {
    let shared = state.clone();
    let tenant = me.user.tenant_id.clone();
    let answer = state
        .db(move |conn| run(conn, &shared, &me, command, key.as_deref()))
        .await?;
    match answer.status {
        // Its documents are written now that its transaction has committed, off the request.
        ApplicationStatus::Approved => {
            crate::documents::produce_later(state.clone(), tenant, answer.uuid.clone())
        }
        // What its applicant paid goes back.
        ApplicationStatus::Rejected | ApplicationStatus::Withdrawn => {
            crate::payment::refund::refund_ended(state, answer.uuid.clone()).await
        }
        ApplicationStatus::Running => {}
    }
    Ok(answer)
}

/// Runs a command: everything that reads and decides (the application, the rule context, the
/// form's validation, the rules and the engine's step) runs before the write transaction, so
/// no rule holds the write lock; the transaction then writes the step, guarded by the
/// application's revision, with the register's changes. With an idempotency key, a repeat
/// answers the first answer without doing anything.
fn run(
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
    let mut scope = Scope {
        conn,
        state,
        me,
        now,
    };
    let prepared = match command {
        Command::Save { app_id, uuid, data } => save::save_draft(&mut scope, &app_id, uuid, data),
        Command::Submit {
            app_id,
            uuid,
            data,
            confirmed,
            confirmed_warnings,
            source,
        } => submit::submit(
            &mut scope,
            &app_id,
            uuid,
            (data, source),
            (confirmed, &confirmed_warnings),
        ),
        Command::Complete { uuid, decided } => complete::complete(&mut scope, &uuid, decided),
        Command::Withdraw { uuid } => withdraw::withdraw(&mut scope, &uuid),
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
    if answer.status == ApplicationStatus::Approved {
        // A completed business may change what the public showcase lists.
        state.answers_changed();
    }
    Ok(answer)
}
