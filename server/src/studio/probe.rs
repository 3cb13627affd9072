//! The samples a flow's rules are run on before it is published (`engine::flow::probe`): a
//! synthetic one, its context made from the examples of `flows/schema/context.schema.json` and
//! its form from the compiled schema of the flow's form, for every landing mode that may start
//! the flow and every role that reviews it; and the contexts and forms of the tenant's recent
//! applications, as they were recorded.

use std::sync::LazyLock;

use diesel::prelude::*;
use engine::{
    flow::{probe::Sample, Assignee, NodeKind, LANDING_MODES},
    form::{compile, FormDef, TaskState},
    instance::{Action, Actor},
    replay::Command,
    FlowDef,
};
use serde_json::{Map, Value};

use crate::{db::DbConn, error::ApiError, lifecycle::steps, schema::applications};

/// The rule context's schema: what every key is, with examples.
pub static CONTEXT_SCHEMA: LazyLock<Value> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../../flows/schema/context.schema.json"))
        .unwrap_or(Value::Null)
});

/// How many recent applications lend their recorded contexts.
const RECORDED_APPLICATIONS: i64 = 20;

/// A recorded step's context, actor and, for a submit, the form it submitted.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub biz_sn: String,
    pub ctx: Value,
    pub actor: Actor,
    pub form: Option<Map<String, Value>>,
}

/// The recorded steps of the tenant's recent applications of `app_id`.
pub fn recorded(conn: &mut DbConn, tenant: &str, app_id: &str) -> Result<Vec<Recorded>, ApiError> {
    let recent: Vec<(String, String)> = applications::table
        .filter(applications::tenant_id.eq(tenant))
        .filter(applications::app_id.eq(app_id))
        .order(applications::created_at.desc())
        .limit(RECORDED_APPLICATIONS)
        .select((applications::id, applications::biz_sn))
        .load(conn)?;
    let mut out = Vec::new();
    for (id, biz_sn) in recent {
        for step in steps::of(conn, &id)? {
            let form = match step.command {
                Command::Act {
                    action: Action::Submit { data, .. },
                } => Some(data),
                _ => None,
            };
            out.push(Recorded {
                biz_sn: biz_sn.clone(),
                ctx: step.ctx,
                actor: step.actor,
                form,
            });
        }
    }
    Ok(out)
}

/// Every sample for `def`, filling `form`: the synthetic ones, then the recorded.
pub fn samples(def: &FlowDef, form: &FormDef, recorded: &[Recorded], today: &str) -> Vec<Sample> {
    let entry = &def.nodes[def.entry].id;
    let typed_form = match example(&compile(form, entry, TaskState::Todo).schema, today) {
        Value::Object(map) => map,
        _ => Map::new(),
    };
    let ctx = example(&CONTEXT_SCHEMA, today);
    let mut samples: Vec<Sample> = actors(def)
        .into_iter()
        .map(|actor| Sample {
            source: format!("合成上下文（{}）", actor.landing_mode),
            form: typed_form.clone(),
            ctx: ctx.clone(),
            actor,
            today: today.to_owned(),
        })
        .collect();
    samples.extend(recorded.iter().map(|r| Sample {
        source: format!("申请{}的记录", r.biz_sn),
        form: r.form.clone().unwrap_or_else(|| typed_form.clone()),
        ctx: r.ctx.clone(),
        actor: r.actor.clone(),
        today: today.to_owned(),
    }));
    samples
}

/// Who acts on the flow: each landing mode that may start it, and each reviewing role.
fn actors(def: &FlowDef) -> Vec<Actor> {
    let starters: Vec<String> = def
        .starters
        .clone()
        .unwrap_or_else(|| LANDING_MODES.iter().map(|m| (*m).to_owned()).collect());
    let mut actors: Vec<Actor> = starters
        .into_iter()
        .map(|mode| Actor {
            id: "probe-applicant".into(),
            roles: vec![],
            landing_mode: mode,
        })
        .collect();
    for node in &def.nodes {
        if let NodeKind::UserTask(task) = &node.kind {
            if let Assignee::Roles(roles) = &task.assignee {
                actors.push(Actor {
                    id: "probe-reviewer".into(),
                    roles: roles.clone(),
                    landing_mode: "mgr".into(),
                });
            }
        }
    }
    actors
}

/// A value of a JSON Schema: its first example, enum value or constant, else one made from
/// its type (an object with every property, a list of as many items as it needs at least).
pub fn example(schema: &Value, today: &str) -> Value {
    if let Some(first) = schema
        .get("examples")
        .and_then(Value::as_array)
        .and_then(|e| e.first())
    {
        return first.clone();
    }
    if let Some(constant) = schema.get("const") {
        return constant.clone();
    }
    if let Some(first) = schema
        .get("enum")
        .and_then(Value::as_array)
        .and_then(|e| e.iter().find(|v| !v.is_null()))
    {
        return first.clone();
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(branches) = schema.get(key).and_then(Value::as_array) {
            if let Some(branch) = branches
                .iter()
                .find(|b| b.get("type").and_then(Value::as_str) != Some("null"))
            {
                return example(branch, today);
            }
        }
    }
    let kind = match schema.get("type") {
        Some(Value::String(t)) => t.as_str(),
        Some(Value::Array(types)) => types
            .iter()
            .filter_map(Value::as_str)
            .find(|t| *t != "null")
            .unwrap_or("null"),
        _ if schema.get("properties").is_some() => "object",
        _ => "null",
    };
    match kind {
        "object" => Value::Object(
            schema
                .get("properties")
                .and_then(Value::as_object)
                .into_iter()
                .flatten()
                .map(|(k, v)| (k.clone(), example(v, today)))
                .collect(),
        ),
        "array" => {
            let least = schema.get("minItems").and_then(Value::as_u64).unwrap_or(1);
            let item = schema
                .get("items")
                .map_or(Value::Null, |items| example(items, today));
            Value::Array(vec![item; least.max(1) as usize])
        }
        "string" => match schema.get("format").and_then(Value::as_str) {
            Some("date") => Value::String(today.to_owned()),
            _ => Value::String("1".into()),
        },
        "integer" | "number" => Value::from(1),
        "boolean" => Value::Bool(false),
        _ => Value::Null,
    }
}
