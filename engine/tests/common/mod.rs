//! Test helpers: the repository's definitions, actors, a fixed clock.
#![allow(dead_code)]

use std::path::Path;
use std::sync::Arc;

use engine::instance::{Action, Actor, Effect, Instance, StepError, TaskId, Timestamp};
use engine::registry::DefinitionRegistry;
use engine::repository::{self, Report, SourceFile};
use engine::{FlowDef, Sandbox};
use serde_json::{json, Map, Value};

/// The effects the repository's flows name. Which effects exist is the server's to say (it
/// passes its own list, `server::register::EFFECTS`, and tests it); the engine's tests check
/// graphs, scripts and forms, so they accept whatever the flows name.
pub static EFFECTS: std::sync::LazyLock<Vec<&'static str>> = std::sync::LazyLock::new(|| {
    repository::effects_named(&repo_files())
        .into_iter()
        .map(|e| &*Box::leak(e.into_boxed_str()))
        .collect()
});

pub const NOW: Timestamp = Timestamp(1_717_200_000_000); // 2024-06-01 08:00 Beijing

/// The definition files of the repository, as `server check-defs` reads them.
pub fn repo_files() -> Vec<SourceFile> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for (folder, ext) in engine::repository::FOLDERS {
        let Ok(entries) = std::fs::read_dir(root.join(folder)) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_file() && path.extension().and_then(|e| e.to_str()) == Some(ext) {
                files.push(SourceFile {
                    path: format!("{folder}/{}", path.file_name().unwrap().to_str().unwrap()),
                    text: std::fs::read_to_string(&path).unwrap(),
                });
            }
        }
    }
    files.sort_by(|a, b| a.path.cmp(&b.path));
    files
}

pub fn repo_report(sandbox: &Arc<Sandbox>) -> Report {
    repository::check(&repo_files(), &EFFECTS, sandbox)
}

/// Every definition of the repository, published; panics with the problems if any.
pub fn repo() -> DefinitionRegistry {
    let sandbox = Arc::new(Sandbox::default());
    let report = repo_report(&sandbox);
    assert!(
        report.problems.is_empty(),
        "{}",
        report
            .problems
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
    report.into_registry().unwrap()
}

pub fn flow(app: &str) -> Arc<FlowDef> {
    repo()
        .latest(app)
        .unwrap_or_else(|| panic!("no flow {app}"))
}

pub fn actor(id: &str, mode: &str, roles: &[&str]) -> Actor {
    Actor {
        id: id.into(),
        roles: roles.iter().map(|r| (*r).to_owned()).collect(),
        landing_mode: mode.into(),
    }
}

pub fn applicant() -> Actor {
    actor("u-applicant", "org", &[])
}

/// The applicant (`u-applicant`, the id `submit` acts as) in the first landing mode the flow's
/// `starters` name, `org` when it names none.
pub fn starter(def: &FlowDef) -> Actor {
    let mode = def
        .starters
        .as_ref()
        .and_then(|modes| modes.first())
        .map_or("org", String::as_str);
    actor("u-applicant", mode, &[])
}

/// The applicant as a personal investor (the share-transfer flows' starter).
pub fn investor() -> Actor {
    actor("u-applicant", "personalholder", &[])
}

pub fn manager() -> Actor {
    actor("u-applicant", "mgr", &[])
}

pub fn reviewer() -> Actor {
    actor("u-reviewer", "org", &["first_reviewer"])
}

pub fn rechecker() -> Actor {
    actor("u-rechecker", "org", &["recheck_reviewer"])
}

pub fn obj(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(m) => m,
        _ => panic!("not an object"),
    }
}

pub fn no_ctx() -> Value {
    json!({})
}

/// The one open task of an instance.
pub fn open_task(instance: &Instance) -> TaskId {
    let open: Vec<_> = instance.open_tasks().collect();
    assert_eq!(open.len(), 1, "expected one open task, got {open:?}");
    open[0].id
}

pub fn open_node(instance: &Instance) -> String {
    let id = open_task(instance);
    instance.task(id).unwrap().node.clone()
}

pub fn submit(
    def: &FlowDef,
    inst: &Instance,
    data: Value,
    ctx: &Value,
) -> Result<(Instance, Vec<Effect>), StepError> {
    let task = open_task(inst);
    engine::step(
        def,
        inst,
        &Action::Submit {
            task,
            data: obj(data),
            confirmed: false,
        },
        &applicant(),
        ctx,
        NOW,
    )
}

pub fn approve(
    def: &FlowDef,
    inst: &Instance,
    who: &Actor,
) -> Result<(Instance, Vec<Effect>), StepError> {
    let task = open_task(inst);
    engine::step(
        def,
        inst,
        &Action::Approve {
            task,
            memo: "同意".into(),
        },
        who,
        &no_ctx(),
        NOW,
    )
}
