//! The specialised-new self-evaluation (02 §3 evaluation fields, §4 "Evaluation", issue 17):
//! the answers are validated with the 550200 form, then the published 550200 flow's rules
//! score them: its checks (the forced single choices) and its rule `hitech_score`, run with
//! action `evaluate` on the context the server builds for any command. The rules live in
//! `flows/scripts/`, so an analyst changes the points in the studio and the next version
//! scores with them.

use engine::{
    form::TaskState,
    script::{convert, Inputs},
    ActionKind, FlowDef,
};
use serde::Serialize;
use serde_json::{json, Value};
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    db::DbConn,
    error::ApiError,
    field_error::FieldErrorView,
    forms::{today, FormAt},
    lifecycle,
    models::dictionary::DictEntry,
    state::AppState,
};

/// The specialised-new board's business.
pub const APP_ID: &str = "550200";
/// The flow rule that scores an evaluation.
pub const SCORE_RULE: &str = "hitech_score";
/// The action the score rule is run with when it scores (a submit checks the result text).
const EVALUATE: &str = "evaluate";

/// What the score rule answers.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Score {
    pub score: i32,
    pub result_value: String,
    #[serde(rename = "ifAccordSRDI")]
    pub if_accord_srdi: i32,
    pub if_accord_innovative: i32,
}

/// The validated answers and their score.
pub struct Scored {
    pub form: Value,
    pub score: Score,
}

/// What the fast self-evaluation does not ask: the patent groups come with the application.
const FULL_ONLY: [&str; 1] = ["patents"];

/// Validates `form` with the board application's form at its apply node and scores it with
/// the published flow's rules; a refused answer is a 400 naming its field. `essential` (the
/// fast self-evaluation) asks the essential questions only, not the patent groups.
pub fn evaluate(
    state: &AppState,
    conn: &mut DbConn,
    me: &CurrentUser,
    form: &Value,
    essential: bool,
) -> Result<Scored, ApiError> {
    let def = state
        .flows
        .latest(APP_ID)
        .ok_or_else(ApiError::no_such_business)?;
    let form = match validate(state, conn, me, &def, form) {
        Err(ApiError::Invalid(errors)) if essential && errors.iter().all(full_only) => form.clone(),
        other => other?,
    };
    let ctx = lifecycle::context(conn, me, &form, None, &def.context_reads())?;
    let inputs = inputs(state, me, &def, &form, &ctx);
    let sandbox = def.sandbox();
    let mut errors = Vec::new();
    let mut rule = None;
    let apply = def.node_index("apply");
    let at_apply = |hook: &&engine::flow::Hook| {
        apply.is_some_and(|i| hook.nodes.contains(&i)) && hook.actions.contains(&ActionKind::Submit)
    };
    for hook in def.hooks.checks.iter().filter(at_apply) {
        if hook.script.id == SCORE_RULE {
            rule = Some(hook.script.clone());
            continue;
        }
        let found = sandbox.check(&hook.script, &inputs).map_err(|e| {
            ApiError::internal(anyhow::anyhow!("{}: {}", hook.script.id, e.message))
        })?;
        errors.extend(found.into_iter().map(|e| FieldErrorView {
            label: e.field.clone(),
            rule: "check".into(),
            field: e.field,
            message: e.message,
        }));
    }
    if !errors.is_empty() {
        return Err(ApiError::Invalid(errors));
    }
    let rule =
        rule.ok_or_else(|| ApiError::internal(anyhow::anyhow!("550200 has no rule {SCORE_RULE}")))?;
    let mut scoring = inputs;
    scoring.action = EVALUATE.into();
    let answer = sandbox
        .run(&rule, &scoring)
        .map_err(|e| ApiError::internal(anyhow::anyhow!("{SCORE_RULE}: {}", e.message)))?;
    Ok(Scored {
        score: score_of(&convert::to_json(&answer))?,
        form,
    })
}

fn full_only(error: &FieldErrorView) -> bool {
    FULL_ONLY
        .iter()
        .any(|prop| error.field == *prop || error.field.starts_with(&format!("{prop}/")))
}

fn validate(
    state: &AppState,
    conn: &mut DbConn,
    me: &CurrentUser,
    def: &FlowDef,
    form: &Value,
) -> Result<Value, ApiError> {
    if !form.is_object() {
        return Err(ApiError::malformed_form_data());
    }
    let dictionaries = DictEntry::keys_by_code(conn, &me.user.tenant_id)?;
    let validator = state
        .forms
        .validator(
            &FormAt {
                form_id: &def.form.id,
                version: def.form.version,
                node_id: "apply",
                state: TaskState::Todo,
            },
            &me.user.tenant_id,
            today(state.clock.now()),
            dictionaries,
        )
        .map_err(ApiError::internal)?
        .ok_or_else(ApiError::no_such_form)?;
    validator
        .check_submission(form, None)
        .map_err(|errors| ApiError::Invalid(errors.into_iter().map(Into::into).collect()))
}

fn inputs(state: &AppState, me: &CurrentUser, def: &FlowDef, form: &Value, ctx: &Value) -> Inputs {
    let actor = lifecycle::actor(me);
    let actor = json!({"id": actor.id, "roles": actor.roles, "landingMode": actor.landing_mode});
    let empty = json!({});
    let map = |v: &Value| convert::to_dynamic(if v.is_object() { v } else { &empty });
    Inputs {
        form: Inputs::shared(map(form)),
        ctx: Inputs::shared(map(ctx)),
        actor: Inputs::shared(map(&actor)),
        app_id: APP_ID.into(),
        node_id: "apply".into(),
        action: EVALUATE.into(),
        memo: "".into(),
        today: state.clock.engine_now().beijing_date().into(),
        final_node: def.final_node.as_str().into(),
    }
}

fn score_of(answer: &Value) -> Result<Score, ApiError> {
    let int = |key: &str| {
        answer
            .get(key)
            .and_then(Value::as_i64)
            .and_then(|n| i32::try_from(n).ok())
    };
    let bad = || ApiError::internal(anyhow::anyhow!("{SCORE_RULE} answered {answer}"));
    Ok(Score {
        score: int("score").ok_or_else(bad)?,
        result_value: answer
            .get("resultValue")
            .and_then(Value::as_str)
            .ok_or_else(bad)?
            .to_owned(),
        if_accord_srdi: int("ifAccordSRDI").ok_or_else(bad)?,
        if_accord_innovative: int("ifAccordInnovative").ok_or_else(bad)?,
    })
}
