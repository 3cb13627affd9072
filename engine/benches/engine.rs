//! One step, a full apply → first review → recheck → effect lifecycle, one guard evaluation,
//! and the studio's dry-run of that lifecycle's recorded history (a replay).
//! Targets: a lifecycle under 20 µs, a guard under 2 µs.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};
use engine::instance::{self, Action, Actor, Instance, Timestamp};
use engine::replay::{replay, Command, Observed, RecordedStep};
use engine::repository::{self, SourceFile};
use engine::script::Inputs;
use engine::{FlowDef, Sandbox};
use serde_json::{json, Map, Value};

use engine::repository::EFFECTS;
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
    let report = repository::check(&files(), EFFECTS, &Arc::new(Sandbox::default()));
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

fn benches(c: &mut Criterion) {
    // 550004: two guards (holder confirmation, listed block), a charge, the memo check on each
    // review: the busiest of the first definitions.
    let def = flow("550004");
    let applicant = actor("a", "personalholder", &[]);
    let reviewer = actor("r", "org", &["first_reviewer"]);
    let rechecker = actor("c", "org", &["recheck_reviewer"]);
    let ctx = json!({"unconfirmedHolders": 0, "account": 0, "company": {"companyType": 2, "isListing": 0}});
    let data = obj(
        json!({"transfersType": "1", "productCode": "P001", "accountNumberOut": "A1", "accountNumberIn": "A2", "transferVolume": 1000, "faceValue": "1.5"}),
    );

    let lifecycle = || {
        let (inst, _) = instance::start(&def, &applicant, &ctx, data.clone(), false, NOW).unwrap();
        let (inst, _) = engine::step(
            &def,
            &inst,
            &Action::Submit {
                task: open(&inst),
                data: Map::new(),
                confirmed: false,
            },
            &applicant,
            &ctx,
            NOW,
        )
        .unwrap();
        let (inst, _) = engine::step(
            &def,
            &inst,
            &Action::Approve {
                task: open(&inst),
                memo: "同意".into(),
            },
            &reviewer,
            &ctx,
            NOW,
        )
        .unwrap();
        let (inst, effects) = engine::step(
            &def,
            &inst,
            &Action::Approve {
                task: open(&inst),
                memo: "同意".into(),
            },
            &rechecker,
            &ctx,
            NOW,
        )
        .unwrap();
        assert!(!inst.is_running());
        effects
    };
    c.bench_function(
        "lifecycle apply→review→recheck→effect (550004)",
        |b| b.iter(|| black_box(lifecycle())),
    );

    let (started, _) = instance::start(&def, &applicant, &ctx, data.clone(), false, NOW).unwrap();
    let (submitted, _) = engine::step(
        &def,
        &started,
        &Action::Submit {
            task: open(&started),
            data: Map::new(),
            confirmed: false,
        },
        &applicant,
        &ctx,
        NOW,
    )
    .unwrap();
    let approve = Action::Approve {
        task: open(&submitted),
        memo: "同意".into(),
    };
    c.bench_function("step: approve at PreliminaryApprove", |b| {
        b.iter(|| {
            black_box(engine::step(&def, &submitted, &approve, &reviewer, &ctx, NOW).unwrap())
        })
    });

    let guard = def
        .hooks
        .guards
        .iter()
        .find(|h| h.script.id == "holder_confirmation")
        .unwrap()
        .script
        .clone();
    let mut inputs = Inputs::empty("550004", "apply");
    inputs.form = Inputs::shared(engine::script::convert::to_dynamic(&Value::Object(
        data.clone(),
    )));
    inputs.ctx = Inputs::shared(engine::script::convert::to_dynamic(
        &json!({"unconfirmedHolders": 3}),
    ));
    inputs.actor = Inputs::shared(engine::script::convert::to_dynamic(
        &json!({"id": "a", "roles": [], "landingMode": "org"}),
    ));
    c.bench_function("guard: holder_confirmation refusing", |b| {
        b.iter(|| black_box(def.sandbox().guard(&guard, &inputs).unwrap()))
    });

    // The recorded history of one lifecycle, replayed as the dry-run does per application.
    let (mut inst, _) = instance::start(&def, &applicant, &ctx, data.clone(), false, NOW).unwrap();
    let mut history = vec![RecordedStep {
        command: Command::Start {
            data: data.clone(),
            confirmed: false,
        },
        actor: applicant.clone(),
        ctx: ctx.clone(),
        at: NOW,
        observed: Observed::of(&inst),
    }];
    type Act = fn(engine::TaskId) -> Action;
    let plan: [(&Actor, Act); 3] = [
        (&applicant, |task| Action::Submit {
            task,
            data: Map::new(),
            confirmed: false,
        }),
        (&reviewer, |task| Action::Approve {
            task,
            memo: "同意".into(),
        }),
        (&rechecker, |task| Action::Approve {
            task,
            memo: "同意".into(),
        }),
    ];
    for (who, act) in plan {
        let action = act(open(&inst));
        inst = engine::step(&def, &inst, &action, who, &ctx, NOW)
            .unwrap()
            .0;
        history.push(RecordedStep {
            command: Command::Act { action },
            actor: who.clone(),
            ctx: ctx.clone(),
            at: NOW,
            observed: Observed::of(&inst),
        });
    }
    let no_form_errors = |_: &str, _: &Map<String, Value>, _: &Instance| Vec::new();
    c.bench_function("replay: recorded 550004 lifecycle (4 steps)", |b| {
        b.iter(|| {
            let replayed = replay(&def, &history, &no_form_errors);
            assert!(replayed.difference.is_none());
            black_box(replayed)
        })
    });
}

criterion_group!(engine_benches, benches);
criterion_main!(engine_benches);
