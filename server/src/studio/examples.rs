//! A script's example cases, the gate of its publication: each case gives the inputs a rule
//! sees (form, ctx, actor, node, action ...) and what it must answer (pass, a refusal or a
//! confirmation with its message, field errors, a charge base, defaults or a destination).
//! The repository keeps them beside the script (`flows/scripts/{name}.examples.json`, an
//! array of cases); the database keeps them with each script version. `ctx` must have the
//! shape the server builds (`flows/schema/context.schema.json`): a hand-made context with a
//! key the server does not build, or without one it does, is refused, not run.

use std::{str::FromStr, sync::LazyLock};

use engine::{
    script::{convert, GuardOutcome, Inputs},
    Sandbox,
};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::probe::CONTEXT_SCHEMA;

/// One example case.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Example {
    pub name: String,
    pub inputs: ExampleInputs,
    pub expected: Expected,
}

/// What the rule sees.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExampleInputs {
    #[serde(default)]
    pub form: Map<String, Value>,
    pub ctx: Value,
    pub actor: ExampleActor,
    #[serde(default)]
    pub node: String,
    pub action: String,
    /// The application code (`appId`); several rules answer by business.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memo: Option<String>,
    /// yyyy-MM-dd; 2026-01-01 when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub today: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_node: Option<String>,
}

/// Who acts, as the engine hands it to the rules.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExampleActor {
    pub id: String,
    #[serde(default)]
    pub roles: Vec<String>,
    pub landing_mode: String,
}

/// A field error a check must answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectedFieldError {
    pub field: String,
    pub message: String,
}

/// What the rule must answer: exactly one of these.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum Expected {
    /// A guard lets it through, a check finds nothing.
    Pass(bool),
    /// A guard refuses with this message.
    Refuse(String),
    /// A guard asks to confirm with this message.
    Confirm(String),
    /// A check answers these field errors, in this order.
    FieldErrors(Vec<ExpectedFieldError>),
    /// A charge formula answers this base (a decimal string), or no charge (null).
    Charge(Option<String>),
    /// A defaults hook answers these (`data`, `editable`, `readonly`: each given key compared).
    Defaults(Map<String, Value>),
    /// A destination hook answers this route.
    Destination(String),
    /// The script's raw answer as JSON (a rule the server runs itself, e.g. an evaluation).
    Answer(Value),
}

/// An example's result.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    pub name: String,
    pub passed: bool,
    /// Why it failed (what was expected and what came), empty when it passed.
    pub reason: String,
}

/// The examples of a text; refused with a message when it is not an array of cases.
pub fn parse(text: &str) -> Result<Vec<Example>, String> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    serde_json::from_str(text)
        .map_err(|e| format!("示例不是有效的用例列表（第{}行）：{e}", e.line()))
}

static CONTEXT_VALIDATOR: LazyLock<Option<jsonschema::Validator>> =
    LazyLock::new(|| jsonschema::validator_for(&CONTEXT_SCHEMA).ok());

/// Why `ctx` is not what the server builds (`flows/schema/context.schema.json`), if it is not.
pub fn ctx_problems(ctx: &Value) -> Vec<String> {
    let Some(validator) = CONTEXT_VALIDATOR.as_ref() else {
        return vec!["上下文结构定义不可用".into()];
    };
    validator
        .iter_errors(ctx)
        .map(|e| {
            let at = e.instance_path().to_string();
            let at = if at.is_empty() {
                "ctx".into()
            } else {
                format!("ctx{at}")
            };
            format!("{at}: {e}")
        })
        .collect()
}

fn failed(name: &str, reason: String) -> Outcome {
    Outcome {
        name: name.to_owned(),
        passed: false,
        reason,
    }
}

/// Runs every example on the script's source; a source that does not compile fails them all.
pub fn run_all(name: &str, source: &str, examples: &[Example]) -> Vec<Outcome> {
    let sandbox = Sandbox::default();
    let script = match sandbox.compile(name, 0, source) {
        Ok(s) => s,
        Err(e) => {
            return examples
                .iter()
                .map(|ex| failed(&ex.name, format!("脚本不能编译：{}", e.message)))
                .collect()
        }
    };
    examples
        .iter()
        .map(|ex| run_one(&sandbox, &script, ex))
        .collect()
}

/// The inputs a rule sees for an example.
pub fn inputs(ex: &ExampleInputs) -> Inputs {
    let actor = serde_json::json!({
        "id": ex.actor.id, "roles": ex.actor.roles, "landingMode": ex.actor.landing_mode,
    });
    Inputs {
        form: Inputs::shared(convert::to_dynamic(&Value::Object(ex.form.clone()))),
        ctx: Inputs::shared(convert::to_dynamic(&ex.ctx)),
        actor: Inputs::shared(convert::to_dynamic(&actor)),
        app_id: ex.app_id.clone().unwrap_or_default().into(),
        node_id: ex.node.as_str().into(),
        action: ex.action.as_str().into(),
        memo: ex.memo.clone().unwrap_or_default().into(),
        today: ex
            .today
            .clone()
            .unwrap_or_else(|| "2026-01-01".into())
            .into(),
        final_node: ex.final_node.clone().unwrap_or_default().into(),
    }
}

fn run_one(sandbox: &Sandbox, script: &engine::script::Script, ex: &Example) -> Outcome {
    let problems = ctx_problems(&ex.inputs.ctx);
    if !problems.is_empty() {
        return failed(
            &ex.name,
            format!("ctx 与服务端构建的上下文不符：{}", problems.join("；")),
        );
    }
    if !engine::flow::LANDING_MODES.contains(&ex.inputs.actor.landing_mode.as_str()) {
        return failed(
            &ex.name,
            format!(
                "actor.landingMode 不是登录模式：{}",
                ex.inputs.actor.landing_mode
            ),
        );
    }
    let inputs = inputs(&ex.inputs);
    let got: Result<String, String> = match &ex.expected {
        Expected::Pass(_) | Expected::Refuse(_) | Expected::Confirm(_) => {
            guard(sandbox, script, &inputs, &ex.expected)
        }
        Expected::FieldErrors(want) => match sandbox.check(script, &inputs) {
            Ok(errors) => {
                let got: Vec<ExpectedFieldError> = errors
                    .into_iter()
                    .map(|e| ExpectedFieldError {
                        field: e.field,
                        message: e.message,
                    })
                    .collect();
                compare(want, &got)
            }
            Err(e) => Err(format!("脚本运行失败：{}", e.message)),
        },
        Expected::Charge(want) => match sandbox.charge(script, &inputs) {
            Ok(got) => {
                let want = want.as_deref().map(Decimal::from_str);
                match want {
                    Some(Err(_)) => Err("期望的收费基数不是数字".into()),
                    Some(Ok(w)) if got == Some(w) => Ok(String::new()),
                    None if got.is_none() => Ok(String::new()),
                    Some(Ok(w)) => Err(format!("期望收费基数 {w}，实得 {}", shown(got))),
                    None => Err(format!("期望不收费，实得收费基数 {}", shown(got))),
                }
            }
            Err(e) => Err(format!("脚本运行失败：{}", e.message)),
        },
        Expected::Defaults(want) => match sandbox.defaults(script, &inputs) {
            Ok(got) => {
                let got = serde_json::to_value(got).unwrap_or(Value::Null);
                let mut differs = Vec::new();
                for (key, value) in want {
                    if got.get(key) != Some(value) {
                        differs.push(format!(
                            "{key} 期望 {value}，实得 {}",
                            got.get(key).unwrap_or(&Value::Null)
                        ));
                    }
                }
                if differs.is_empty() {
                    Ok(String::new())
                } else {
                    Err(differs.join("；"))
                }
            }
            Err(e) => Err(format!("脚本运行失败：{}", e.message)),
        },
        Expected::Destination(want) => match sandbox.destination(script, &inputs) {
            Ok(got) if &got == want => Ok(String::new()),
            Ok(got) => Err(format!("期望去向 {want}，实得 {got}")),
            Err(e) => Err(format!("脚本运行失败：{}", e.message)),
        },
        Expected::Answer(want) => match sandbox.run(script, &inputs) {
            Ok(value) => {
                let got = convert::to_json(&value);
                if &got == want {
                    Ok(String::new())
                } else {
                    Err(format!("期望答复 {want}，实得 {got}"))
                }
            }
            Err(e) => Err(format!("脚本运行失败：{}", e.message)),
        },
    };
    match got {
        Ok(_) => Outcome {
            name: ex.name.clone(),
            passed: true,
            reason: String::new(),
        },
        Err(reason) => failed(&ex.name, reason),
    }
}

fn shown(charge: Option<Decimal>) -> String {
    charge.map_or_else(|| "无".into(), |d| d.normalize().to_string())
}

fn compare(want: &[ExpectedFieldError], got: &[ExpectedFieldError]) -> Result<String, String> {
    if want == got {
        return Ok(String::new());
    }
    let list = |errors: &[ExpectedFieldError]| {
        if errors.is_empty() {
            "无".to_owned()
        } else {
            errors
                .iter()
                .map(|e| format!("{}「{}」", e.field, e.message))
                .collect::<Vec<_>>()
                .join("、")
        }
    };
    Err(format!("期望字段错误 {}，实得 {}", list(want), list(got)))
}

fn guard(
    sandbox: &Sandbox,
    script: &engine::script::Script,
    inputs: &Inputs,
    want: &Expected,
) -> Result<String, String> {
    // A check that finds nothing passes too: `pass` runs the rule as its hook would answer
    // nothing.
    let got = match sandbox.guard(script, inputs) {
        Ok(got) => got,
        Err(e) if matches!(want, Expected::Pass(_)) => {
            return match sandbox.check(script, inputs) {
                Ok(errors) if errors.is_empty() => Ok(String::new()),
                Ok(errors) => Err(format!(
                    "期望通过，实得字段错误 {}",
                    errors
                        .iter()
                        .map(|e| format!("{}「{}」", e.field, e.message))
                        .collect::<Vec<_>>()
                        .join("、")
                )),
                Err(_) => Err(format!("脚本运行失败：{}", e.message)),
            }
        }
        Err(e) => return Err(format!("脚本运行失败：{}", e.message)),
    };
    let describe = |o: &GuardOutcome| match o {
        GuardOutcome::Allow => "通过".to_owned(),
        GuardOutcome::Refuse { message, .. } => format!("拒绝「{message}」"),
        GuardOutcome::Confirm { message, .. } => format!("确认「{message}」"),
    };
    let ok = match (want, &got) {
        (Expected::Pass(_), GuardOutcome::Allow) => true,
        (Expected::Refuse(w), GuardOutcome::Refuse { message, .. }) => w == message,
        (Expected::Confirm(w), GuardOutcome::Confirm { message, .. }) => w == message,
        _ => false,
    };
    if ok {
        return Ok(String::new());
    }
    let wanted = match want {
        Expected::Refuse(w) => format!("拒绝「{w}」"),
        Expected::Confirm(w) => format!("确认「{w}」"),
        _ => "通过".into(),
    };
    Err(format!("期望{wanted}，实得{}", describe(&got)))
}

/// The first failing example as the refusal's message: which example, and why.
pub fn first_failure(outcomes: &[Outcome]) -> Option<String> {
    outcomes
        .iter()
        .find(|o| !o.passed)
        .map(|o| format!("示例「{}」未通过：{}", o.name, o.reason))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> Value {
        super::super::probe::example(&CONTEXT_SCHEMA, "2026-01-01")
    }

    fn case(expected: Expected, ctx: Value) -> Example {
        Example {
            name: "e".into(),
            inputs: ExampleInputs {
                form: Map::new(),
                ctx,
                actor: ExampleActor {
                    id: "u".into(),
                    roles: vec![],
                    landing_mode: "org".into(),
                },
                node: "apply".into(),
                action: "submit".into(),
                app_id: None,
                memo: None,
                today: None,
                final_node: None,
            },
            expected,
        }
    }

    #[test]
    fn the_schemas_example_context_is_the_servers_shape() {
        assert_eq!(ctx_problems(&ctx()), Vec::<String>::new());
    }

    #[test]
    fn a_context_with_a_key_the_server_does_not_build_is_refused() {
        let mut ctx = ctx();
        ctx["reviewerGrade"] = Value::from(3);
        let out = run_all("s", "()", &[case(Expected::Pass(true), ctx)]);
        assert!(
            !out[0].passed && out[0].reason.contains("reviewerGrade"),
            "{out:?}"
        );
    }

    #[test]
    fn a_charge_is_compared_as_a_decimal() {
        let out = run_all(
            "s",
            "dec(\"12.50\")",
            &[case(Expected::Charge(Some("12.5".into())), ctx())],
        );
        assert!(out[0].passed, "{out:?}");
        let out = run_all(
            "s",
            "dec(\"12.51\")",
            &[case(Expected::Charge(Some("12.5".into())), ctx())],
        );
        assert_eq!(out[0].reason, "期望收费基数 12.5，实得 12.51");
    }

    #[test]
    fn a_refusal_must_say_the_expected_message() {
        let out = run_all(
            "s",
            "refuse(\"不行\")",
            &[case(Expected::Refuse("不可以".into()), ctx())],
        );
        assert_eq!(out[0].reason, "期望拒绝「不可以」，实得拒绝「不行」");
        assert_eq!(
            first_failure(&out).as_deref(),
            Some("示例「e」未通过：期望拒绝「不可以」，实得拒绝「不行」")
        );
    }

    #[test]
    fn examples_are_an_array_of_cases_with_one_expectation() {
        assert!(parse("[{\"name\":\"x\"}]").is_err());
        assert!(parse("").unwrap().is_empty());
    }
}
