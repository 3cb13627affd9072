//! One step, a full apply → first review → recheck → effect lifecycle, one guard evaluation,
//! and the studio's dry-run of that lifecycle's recorded history (a replay).
//! Targets: a lifecycle under 20 µs, a guard under 2 µs.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};
use engine::instance::{self, Action, Actor, Effect, Instance, Timestamp};
use engine::replay::{replay, Command, Observed, RecordedStep};
use engine::repository::{self, SourceFile};
use engine::script::Inputs;
use engine::{FlowDef, Sandbox};
use serde_json::{json, Map, Value};

const NOW: Timestamp = Timestamp(1_717_200_000_000);

fn files() -> Vec<SourceFile> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for (folder, ext) in repository::FOLDERS {
        for entry in std::fs::read_dir(root.join(folder))
            .into_iter()
            .flatten()
            .flatten()
        {
            let path = entry.path();
            if path.extension().and_then(|e| e.to_str()) == Some(ext) {
                files.push(SourceFile {
                    path: format!("{folder}/{}", path.file_name().unwrap().to_str().unwrap()),
                    text: std::fs::read_to_string(&path).unwrap(),
                });
            }
        }
    }
    files
}

fn flow(app: &str) -> Arc<FlowDef> {
    let files = files();
    let effects = repository::effects_named(&files);
    let effects: Vec<&str> = effects.iter().map(String::as_str).collect();
    let report = repository::check(&files, &effects, &Arc::new(Sandbox::default()));
    assert!(report.problems.is_empty());
    report.into_registry().unwrap().latest(app).unwrap()
}

fn actor(id: &str, mode: &str, roles: &[&str]) -> Actor {
    Actor {
        id: id.into(),
        roles: roles.iter().map(|r| (*r).to_owned()).collect(),
        landing_mode: mode.into(),
    }
}

fn obj(v: Value) -> Map<String, Value> {
    v.as_object().unwrap().clone()
}

fn open(inst: &Instance) -> engine::TaskId {
    inst.open_tasks().next().unwrap().id
}

/// The flow and the people of every bench: 550004 has two guards (holder confirmation,
/// listed block), a charge and the memo check on each review, the busiest of the first
/// definitions.
struct Fixture {
    def: Arc<FlowDef>,
    applicant: Actor,
    reviewer: Actor,
    rechecker: Actor,
    ctx: Value,
    data: Map<String, Value>,
}

impl Fixture {
    fn new() -> Fixture {
        Fixture {
            def: flow("550004"),
            applicant: actor("a", "personalholder", &[]),
            reviewer: actor("r", "org", &["first_reviewer"]),
            rechecker: actor("c", "org", &["recheck_reviewer"]),
            ctx: json!({"unconfirmedHolders": 0, "account": 0, "company": {"companyType": 2, "isListing": 0}}),
            data: obj(
                json!({"transfersType": "1", "productCode": "P001", "accountNumberOut": "A1", "accountNumberIn": "A2", "transferVolume": 1000, "faceValue": "1.5"}),
            ),
        }
    }

    fn start(&self) -> Instance {
        instance::start(
            &self.def,
            &self.applicant,
            &self.ctx,
            self.data.clone(),
            false,
            NOW,
        )
        .unwrap()
        .0
    }

    /// `who` takes the action `act` makes of the open task.
    fn act(&self, inst: &Instance, who: &Actor, act: Act) -> (Instance, Vec<Effect>) {
        engine::step(&self.def, inst, &act(open(inst)), who, &self.ctx, NOW).unwrap()
    }

    /// The lifecycle's steps after the start: who acts, and how.
    fn plan(&self) -> [(&Actor, Act); 3] {
        [
            (&self.applicant, submit),
            (&self.reviewer, approve),
            (&self.rechecker, approve),
        ]
    }
}

type Act = fn(engine::TaskId) -> Action;

fn submit(task: engine::TaskId) -> Action {
    Action::Submit {
        task,
        data: Map::new(),
        confirmed: false,
    }
}

fn approve(task: engine::TaskId) -> Action {
    Action::Approve {
        task,
        memo: "同意".into(),
    }
}

fn lifecycle(c: &mut Criterion, f: &Fixture) {
    let lifecycle = || {
        let mut inst = f.start();
        let mut effects = Vec::new();
        for (who, act) in f.plan() {
            (inst, effects) = f.act(&inst, who, act);
        }
        assert!(!inst.is_running());
        effects
    };
    c.bench_function(
        "lifecycle apply→review→recheck→effect (550004)",
        |b| b.iter(|| black_box(lifecycle())),
    );
}

fn one_step(c: &mut Criterion, f: &Fixture) {
    let (submitted, _) = f.act(&f.start(), &f.applicant, submit);
    let approve = approve(open(&submitted));
    c.bench_function("step: approve at PreliminaryApprove", |b| {
        b.iter(|| {
            black_box(engine::step(&f.def, &submitted, &approve, &f.reviewer, &f.ctx, NOW).unwrap())
        })
    });
}

fn guard(c: &mut Criterion, f: &Fixture) {
    let guard = f
        .def
        .hooks
        .guards
        .iter()
        .find(|h| h.script.id == "holder_confirmation")
        .unwrap()
        .script
        .clone();
    let mut inputs = Inputs::empty("550004", "apply");
    inputs.form = Inputs::shared(engine::script::convert::to_dynamic(&Value::Object(
        f.data.clone(),
    )));
    inputs.ctx = Inputs::shared(engine::script::convert::to_dynamic(
        &json!({"unconfirmedHolders": 3}),
    ));
    inputs.actor = Inputs::shared(engine::script::convert::to_dynamic(
        &json!({"id": "a", "roles": [], "landingMode": "org"}),
    ));
    c.bench_function("guard: holder_confirmation refusing", |b| {
        b.iter(|| black_box(f.def.sandbox().guard(&guard, &inputs).unwrap()))
    });
}

/// The recorded history of one lifecycle, replayed as the dry-run does per application.
fn replayed(c: &mut Criterion, f: &Fixture) {
    let mut inst = f.start();
    let mut history = vec![RecordedStep {
        command: Command::Start {
            data: f.data.clone(),
            confirmed: false,
        },
        actor: f.applicant.clone(),
        ctx: f.ctx.clone(),
        at: NOW,
        observed: Observed::of(&inst),
    }];
    for (who, act) in f.plan() {
        let action = act(open(&inst));
        inst = engine::step(&f.def, &inst, &action, who, &f.ctx, NOW)
            .unwrap()
            .0;
        history.push(RecordedStep {
            command: Command::Act { action },
            actor: who.clone(),
            ctx: f.ctx.clone(),
            at: NOW,
            observed: Observed::of(&inst),
        });
    }
    let no_form_errors = |_: &str, _: &Map<String, Value>, _: &Instance| Vec::new();
    c.bench_function("replay: recorded 550004 lifecycle (4 steps)", |b| {
        b.iter(|| {
            let replayed = replay(&f.def, &history, &no_form_errors);
            assert!(replayed.difference.is_none());
            black_box(replayed)
        })
    });
}

fn benches(c: &mut Criterion) {
    let fixture = Fixture::new();
    lifecycle(c, &fixture);
    one_step(c, &fixture);
    guard(c, &fixture);
    replayed(c, &fixture);
}

criterion_group!(engine_benches, benches);
criterion_main!(engine_benches);
