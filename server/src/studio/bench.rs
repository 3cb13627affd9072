//! The rule bench: a script's draft run on one input, a recorded application's step (the
//! same inputs an example made from it gets) or a context the analyst types, beside the
//! published version on the same input. Each run says what it answered as its hook's kind,
//! how many operations of the budget it used, and how it failed; a run that fails is an
//! answer the analyst came to see (a loop stopped by the budget), not an error of the call.

use engine::{
    script::{FailureKind, Limits, RunError},
    FlowDef, Sandbox,
};
use serde::Serialize;

use super::{
    examples::{self, ExampleInputs, Expected},
    from_application::{answer, hook_kind, recorded_case, Recorded},
};
use crate::{
    db::DbConn,
    error::ApiError,
    models::definition::{DefinitionDraft, DefinitionVersion, SCRIPT},
    state::AppState,
};

/// What the bench runs on.
pub enum BenchInput {
    /// A recorded application of the analyst's tenant, at a node (absent: its last submission).
    Recorded {
        biz_sn: String,
        node: Option<String>,
    },
    /// A context the analyst typed, with the form, actor, node and action beside it.
    Typed(Box<ExampleInputs>),
}

/// Where a recorded input came from.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Source {
    pub biz_sn: String,
    pub app_id: String,
    pub node: String,
    pub action: String,
}

/// Why a run did not answer.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Failure {
    pub kind: FailureKind,
    pub message: String,
    pub line: Option<usize>,
}

/// One version's run.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Run {
    /// The published version run; for the draft, the version it was based on.
    pub version: i32,
    pub answer: Option<Expected>,
    /// Operations used; a run stopped by the budget used all of it.
    pub operations: u64,
    pub failure: Option<Failure>,
}

/// The bench's report.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Bench {
    pub script: String,
    /// The hook the flows run the script as (charge, guard, check, defaults, destination).
    pub kind: String,
    /// The operation budget of one run (`engine::script::Limits::max_operations`).
    pub budget: u64,
    /// False when the script has no draft and none was sent: the draft column then runs the
    /// published text.
    pub has_draft: bool,
    pub source: Option<Source>,
    pub inputs: ExampleInputs,
    pub draft: Run,
    pub published: Run,
    /// Whether the draft answers otherwise than the published version.
    pub differs: bool,
}

fn failure(error: RunError, budget: u64) -> Failure {
    let message = match error.kind {
        // The engine's own words are English; the analyst reads why in Chinese.
        FailureKind::Runaway if error.message.contains("too many operations") => {
            format!("超出运算预算（{budget} 次操作），已停止：脚本是否死循环？")
        }
        FailureKind::Runaway => format!("超出运行限制，已停止：{}", error.message),
        FailureKind::BadResult => format!("脚本的返回值不符合其用途：{}", error.message),
        FailureKind::Failed => format!("脚本运行失败：{}", error.message),
    };
    Failure {
        kind: error.kind,
        message,
        line: error.line,
    }
}

fn run(
    name: &str,
    version: i32,
    source: &str,
    kind: &str,
    inputs: &ExampleInputs,
    which: &str,
) -> Result<Run, ApiError> {
    let limits = Limits::default();
    let sandbox = Sandbox::counting(limits);
    let script = sandbox.compile(name, 0, source).map_err(|e| {
        let at = e.line.map(|l| format!("（第{l}行）")).unwrap_or_default();
        ApiError::bad_request(format!("{which}不能编译：{}{at}", e.message))
    })?;
    let outcome = answer(&sandbox, &script, kind, inputs);
    let operations = sandbox.operations().unwrap_or_default();
    Ok(match outcome {
        Ok(answer) => Run {
            version,
            answer: Some(answer),
            operations,
            failure: None,
        },
        Err(error) => Run {
            version,
            answer: None,
            operations,
            failure: Some(failure(error, limits.max_operations)),
        },
    })
}

/// The kind of hook `script` is run as: by the flow of the application when there is one,
/// else by the first flow using it.
fn kind_of(state: &AppState, script: &str, flow: Option<&FlowDef>) -> Result<String, ApiError> {
    flow.and_then(|def| hook_kind(def, script))
        .or_else(|| {
            state
                .flows
                .users_of(script, false)
                .iter()
                .find_map(|def| hook_kind(def, script))
        })
        .map(str::to_owned)
        .ok_or_else(|| ApiError::bad_request(format!("没有流程使用脚本 {script}，无从得知其用途")))
}

fn typed(inputs: ExampleInputs) -> Result<ExampleInputs, ApiError> {
    let problems = examples::ctx_problems(&inputs.ctx);
    if !problems.is_empty() {
        return Err(ApiError::bad_request(format!(
            "ctx 与服务端构建的上下文不符：{}",
            problems.join("；")
        )));
    }
    if !engine::flow::LANDING_MODES.contains(&inputs.actor.landing_mode.as_str()) {
        return Err(ApiError::bad_request(format!(
            "actor.landingMode 不是登录模式：{}",
            inputs.actor.landing_mode
        )));
    }
    Ok(inputs)
}

/// Runs the draft (`edited`, the text in the editor, else the saved draft) and the published
/// version of `script` on the input.
pub fn bench(
    conn: &mut DbConn,
    state: &AppState,
    (tenant, script): (&str, &str),
    edited: Option<String>,
    input: BenchInput,
) -> Result<Bench, ApiError> {
    let published = DefinitionVersion::latest(conn, SCRIPT, script)?
        .ok_or_else(ApiError::no_such_definition)?;
    let draft = DefinitionDraft::find(conn, SCRIPT, script)?;
    let (inputs, source, kind) = match input {
        BenchInput::Recorded { biz_sn, node } => {
            let (app, instance, inputs, node) =
                recorded_case(conn, tenant, Recorded::BizSn(&biz_sn), node.as_deref())?;
            let flow = state.flows.of(&instance);
            let kind = kind_of(state, script, flow.as_deref())?;
            let source = Source {
                biz_sn: app.biz_sn,
                app_id: app.app_id,
                node,
                action: inputs.action.clone(),
            };
            (inputs, Some(source), kind)
        }
        BenchInput::Typed(inputs) => {
            let inputs = typed(*inputs)?;
            let flow = inputs
                .app_id
                .as_deref()
                .and_then(|id| state.flows.latest(id));
            let kind = kind_of(state, script, flow.as_deref())?;
            (inputs, None, kind)
        }
    };
    let base = draft.as_ref().map_or(published.version, |d| d.base_version);
    let has_draft = edited.is_some() || draft.is_some();
    let draft_body = edited
        .or_else(|| draft.map(|d| d.body))
        .unwrap_or_else(|| published.body.clone());
    let drafted = run(script, base, &draft_body, &kind, &inputs, "草稿")?;
    let current = run(
        script,
        published.version,
        &published.body,
        &kind,
        &inputs,
        "已发布版本",
    )?;
    let differs = drafted.answer != current.answer
        || drafted.failure.as_ref().map(|f| &f.message)
            != current.failure.as_ref().map(|f| &f.message);
    Ok(Bench {
        script: script.to_owned(),
        budget: Limits::default().max_operations,
        kind,
        has_draft,
        source,
        inputs,
        draft: drafted,
        published: current,
        differs,
    })
}
