//! An example made from a recorded application, in one call: the context, actor and form of
//! one of its recorded steps (the last at the node asked, else its last submission, else its
//! start) become the inputs; what the published script answers there (as the hook the flow
//! runs it as) becomes the expected answer unless the analyst gives one. The example joins the
//! script's draft (made from the latest version when there is none).

use engine::{
    instance::Action,
    replay::{Command, RecordedStep},
    FlowDef, Instance, Sandbox,
};
use serde_json::{Map, Value};

use super::examples::{self, Example, ExampleActor, ExampleInputs, Expected, ExpectedFieldError};
use crate::{
    db::{transaction, DbConn},
    error::ApiError,
    lifecycle::{instance_of, steps},
    models::{
        application::Application,
        definition::{DefinitionDraft, DefinitionVersion, SCRIPT},
    },
    state::AppState,
};

/// What the analyst asks for.
pub struct Wanted {
    pub application: String,
    pub node: Option<String>,
    pub name: Option<String>,
    pub expected: Option<Expected>,
}

/// A recorded step as a rule's inputs.
fn inputs_of(step: &RecordedStep, instance: &Instance, app_id: &str) -> (ExampleInputs, String) {
    let task_node = |task: engine::TaskId| {
        instance
            .task(task)
            .map(|t| t.node.clone())
            .unwrap_or_default()
    };
    let entry = instance
        .tasks
        .first()
        .map(|t| t.node.clone())
        .unwrap_or_default();
    let (node, action, form, memo): (String, &str, Map<String, Value>, Option<String>) = match &step
        .command
    {
        Command::Start { data, .. } => (entry, "start", data.clone(), None),
        Command::Act { action } => match action {
            Action::Save { task, data } => (task_node(*task), "save", data.clone(), None),
            Action::Submit { task, data, .. } => (task_node(*task), "submit", data.clone(), None),
            Action::Approve { task, memo } => (
                task_node(*task),
                "approve",
                instance.form.clone(),
                Some(memo.clone()),
            ),
            Action::Return { task, memo, .. } => (
                task_node(*task),
                "return",
                instance.form.clone(),
                Some(memo.clone()),
            ),
            Action::Reject { task, memo } => (
                task_node(*task),
                "reject",
                instance.form.clone(),
                Some(memo.clone()),
            ),
            Action::Withdraw { task } => {
                (task_node(*task), "withdraw", instance.form.clone(), None)
            }
        },
    };
    let inputs = ExampleInputs {
        form,
        ctx: step.ctx.clone(),
        actor: ExampleActor {
            id: step.actor.id.clone(),
            roles: step.actor.roles.clone(),
            landing_mode: step.actor.landing_mode.clone(),
        },
        node: node.clone(),
        action: action.to_owned(),
        app_id: Some(app_id.to_owned()),
        memo,
        today: Some(step.at.beijing_date().to_string()),
        final_node: None,
    };
    (inputs, node)
}

/// The kind of hook the flow runs `script` as.
pub fn hook_kind(def: &FlowDef, script: &str) -> Option<&'static str> {
    let hooks = &def.hooks;
    let named = |h: &engine::flow::Hook| h.script.id == script;
    if hooks.charge.as_ref().is_some_and(named) {
        Some("charge")
    } else if hooks.guards.iter().any(named) {
        Some("guard")
    } else if hooks.checks.iter().any(named) {
        Some("check")
    } else if hooks.defaults.iter().any(named) {
        Some("defaults")
    } else if hooks.destination.as_ref().is_some_and(named) {
        Some("destination")
    } else {
        None
    }
}

/// What a compiled script answers on `inputs`, as an expectation of its hook's kind (the
/// bench shows the same answer for a draft and its published version).
pub fn answer(
    sandbox: &Sandbox,
    script: &engine::script::Script,
    kind: &str,
    case: &ExampleInputs,
) -> Result<Expected, engine::script::RunError> {
    let inputs = examples::inputs(case);
    Ok(match kind {
        "charge" => Expected::Charge(
            sandbox
                .charge(script, &inputs)?
                .map(|d| d.normalize().to_string()),
        ),
        "check" => Expected::FieldErrors(
            sandbox
                .check(script, &inputs)?
                .into_iter()
                .map(|e| ExpectedFieldError {
                    field: e.field,
                    message: e.message,
                })
                .collect(),
        ),
        "defaults" => {
            let got = sandbox.defaults(script, &inputs)?;
            match serde_json::to_value(got) {
                Ok(Value::Object(map)) => Expected::Defaults(map),
                _ => Expected::Defaults(Map::new()),
            }
        }
        "destination" => Expected::Destination(sandbox.destination(script, &inputs)?),
        _ => match sandbox.guard(script, &inputs)? {
            engine::script::GuardOutcome::Allow => Expected::Pass(true),
            engine::script::GuardOutcome::Refuse { message, .. } => Expected::Refuse(message),
            engine::script::GuardOutcome::Confirm { message, .. } => Expected::Confirm(message),
        },
    })
}

/// What the published script answers on `inputs`, as an expectation of its hook's kind.
fn answered(
    name: &str,
    source: &str,
    kind: &str,
    case: &ExampleInputs,
) -> Result<Expected, ApiError> {
    let sandbox = Sandbox::default();
    let script = sandbox
        .compile(name, 0, source)
        .map_err(|e| ApiError::bad_request(format!("脚本不能编译：{}", e.message)))?;
    answer(&sandbox, &script, kind, case).map_err(|e| {
        ApiError::bad_request(format!("脚本在该申请的上下文上运行失败：{}", e.message))
    })
}

/// How the analyst names a recorded application: its uuid or its business serial number.
pub enum Recorded<'a> {
    Id(&'a str),
    BizSn(&'a str),
}

/// A recorded step of one of the tenant's applications as a rule's inputs: the last at
/// `node`, else its last submission, else its start. Another tenant's application is not
/// found, as an unknown one.
pub fn recorded_case(
    conn: &mut DbConn,
    tenant: &str,
    which: Recorded,
    node: Option<&str>,
) -> Result<(Application, Instance, ExampleInputs, String), ApiError> {
    let app = match which {
        Recorded::Id(id) => Application::find(conn, tenant, id)?,
        Recorded::BizSn(sn) => Application::find_by_biz_sn(conn, tenant, sn)?,
    }
    .ok_or_else(|| ApiError::not_found("申请不存在"))?;
    let instance = instance_of(&app)?;
    let history = steps::of(conn, &app.id)?;
    let chosen: Vec<(ExampleInputs, String)> = history
        .iter()
        .map(|step| inputs_of(step, &instance, &app.app_id))
        .collect();
    let pick = match node {
        Some(node) => chosen.iter().rev().find(|(_, n)| n == node),
        None => chosen
            .iter()
            .rev()
            .find(|(i, _)| i.action == "submit")
            .or_else(|| chosen.first()),
    };
    let Some((inputs, node)) = pick.cloned() else {
        return Err(ApiError::bad_request("该申请没有在此节点记录的步骤"));
    };
    let problems = examples::ctx_problems(&inputs.ctx);
    if !problems.is_empty() {
        return Err(ApiError::bad_request(format!(
            "该申请记录的上下文与当前上下文结构不符：{}",
            problems.join("；")
        )));
    }
    Ok((app, instance, inputs, node))
}

/// Adds the example to the script's draft; answers it and the draft's examples.
pub fn add(
    conn: &mut DbConn,
    state: &AppState,
    (tenant, by): (&str, &str),
    script: &str,
    wanted: Wanted,
) -> Result<(Example, Vec<Example>), ApiError> {
    let latest = DefinitionVersion::latest(conn, SCRIPT, script)?
        .ok_or_else(ApiError::no_such_definition)?;
    let (app, instance, inputs, node) = recorded_case(
        conn,
        tenant,
        Recorded::Id(&wanted.application),
        wanted.node.as_deref(),
    )?;
    let expected = match wanted.expected {
        Some(expected) => expected,
        None => {
            let def = state
                .flows
                .of(&instance)
                .ok_or_else(ApiError::no_such_business)?;
            let kind = hook_kind(&def, script).ok_or_else(|| {
                ApiError::bad_request(format!("流程 {} 不使用脚本 {script}", app.app_id))
            })?;
            answered(script, &latest.body, kind, &inputs)?
        }
    };
    let example = Example {
        name: wanted
            .name
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_else(|| format!("申请 {} 在 {node}（{}）", app.biz_sn, inputs.action)),
        inputs,
        expected,
    };
    transaction::write(conn, |conn| {
        let draft = DefinitionDraft::find(conn, SCRIPT, script)?;
        let (body, base, text) = match &draft {
            Some(d) => (d.body.clone(), d.base_version, d.examples.clone()),
            None => (latest.body.clone(), latest.version, latest.examples.clone()),
        };
        let mut cases =
            examples::parse(text.as_deref().unwrap_or_default()).map_err(ApiError::bad_request)?;
        if cases.iter().any(|c| c.name == example.name) {
            return Err(ApiError::bad_request("已有同名示例"));
        }
        cases.push(example.clone());
        let text = serde_json::to_string_pretty(&cases).map_err(ApiError::internal)? + "\n";
        DefinitionDraft {
            kind: SCRIPT.into(),
            def_key: script.into(),
            body,
            base_version: base,
            updated_by: by.into(),
            updated_at: state.clock.now(),
            examples: Some(text),
        }
        .save(conn)?;
        Ok((example.clone(), cases))
    })
}
