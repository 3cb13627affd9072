//! Replaying a recorded history on another definition: a real run of 550004 (share transfer,
//! two-step review) is recorded, then replayed on the same and on changed definitions.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::cell::RefCell;
use std::sync::Arc;

use common::*;
use engine::catalogue::Catalogue;
use engine::instance::{self, Action, Actor, Instance, TaskId, Timestamp};
use engine::replay::{replay, Command, DifferenceKind, Observed, RecordedStep, Replayed};
use engine::script::FieldError;
use engine::{FlowDef, Sandbox};
use rust_decimal::Decimal;
use serde_json::{json, Map, Value};

/// A joint-stock company: the par-value charge applies.
fn ctx() -> Value {
    json!({"company": {"companyType": 2}})
}

fn no_errors(_: &str, _: &Map<String, Value>, _: &Instance) -> Vec<FieldError> {
    Vec::new()
}

/// Drives `def` through start, submit, approve, approve as the server would, recording each
/// command; answers the steps and the final instance. Each step at its own time, so a replay
/// that ignored the recorded time would not end equal.
fn record(def: &FlowDef) -> (Vec<RecordedStep>, Instance) {
    let data = obj(json!({"transfersType": "2"}));
    let at = Timestamp(NOW.0);
    let (mut inst, _) = instance::start(def, &investor(), &ctx(), data.clone(), false, at).unwrap();
    let mut steps = vec![RecordedStep {
        command: Command::Start {
            data,
            confirmed: false,
        },
        actor: investor(),
        ctx: ctx(),
        at,
        observed: Observed::of(&inst),
    }];
    type Act = fn(TaskId) -> Action;
    let plan: [(Actor, Act); 3] = [
        (investor(), |task| Action::Submit {
            task,
            data: obj(json!({"transferVolume": "1000", "faceValue": "1.00"})),
            confirmed: false,
        }),
        (reviewer(), |task| Action::Approve {
            task,
            memo: "同意".into(),
        }),
        (rechecker(), |task| Action::Approve {
            task,
            memo: "同意".into(),
        }),
    ];
    for (i, (actor, act)) in plan.into_iter().enumerate() {
        let action = act(open_task(&inst));
        let at = Timestamp(NOW.0 + 60_000 * (i as i64 + 1));
        inst = instance::step(def, &inst, &action, &actor, &ctx(), at)
            .unwrap()
            .0;
        steps.push(RecordedStep {
            command: Command::Act { action },
            actor,
            ctx: ctx(),
            at,
            observed: Observed::of(&inst),
        });
    }
    // The run the tests rely on: a charge at the submit, two reviews, approved.
    let seen: Vec<_> = steps
        .iter()
        .map(|s| (s.observed.open_nodes.join(","), s.observed.status.as_str()))
        .collect();
    assert_eq!(
        seen,
        [
            ("apply".to_owned(), "running"),
            ("PreliminaryApprove".to_owned(), "running"),
            ("RecheckApprove".to_owned(), "running"),
            (String::new(), "approved"),
        ]
    );
    assert_eq!(steps[1].observed.charge, Some(Decimal::new(100_000, 2)));
    (steps, inst)
}

/// 550004 as the repository has it, after `edit` changed its JSON text and catalogue.
fn variant(edit: impl FnOnce(&mut Value, &mut Catalogue)) -> FlowDef {
    let sandbox = Arc::new(Sandbox::default());
    let mut catalogue = repo_report(&sandbox).catalogue;
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../flows/550004.json"))
            .unwrap();
    let mut raw: Value = serde_json::from_str(&text).unwrap();
    edit(&mut raw, &mut catalogue);
    FlowDef::parse(&raw.to_string(), &catalogue, &sandbox).unwrap_or_else(|e| panic!("{e:?}"))
}

fn difference(replayed: Replayed) -> engine::replay::Difference {
    assert!(
        replayed.instance.is_none(),
        "a departing replay yields no instance"
    );
    replayed.difference.expect("a difference")
}

#[test]
fn the_same_definition_replays_to_the_same_instance_and_validates_each_submit() {
    let def = flow("550004");
    let (steps, recorded) = record(&def);
    let calls = RefCell::new(Vec::new());
    let validate = |node: &str, data: &Map<String, Value>, before: &Instance| {
        calls.borrow_mut().push((
            node.to_owned(),
            data.contains_key("transferVolume"),
            Observed::of(before).open_nodes,
        ));
        Vec::new()
    };
    let replayed = replay(&def, &steps, &validate);
    assert_eq!(replayed.difference, None);
    assert_eq!(replayed.instance, Some(recorded));
    // Only the submit is validated, at its node, with the instance as it stood before.
    assert_eq!(
        calls.into_inner(),
        [("apply".to_owned(), true, vec!["apply".to_owned()])]
    );
}

#[test]
fn an_empty_history_replays_to_nothing() {
    let replayed = replay(&flow("550004"), &[], &no_errors);
    assert_eq!(
        replayed,
        Replayed {
            instance: None,
            difference: None
        }
    );
}

#[test]
fn labels_and_the_version_number_do_not_make_a_difference() {
    let (steps, recorded) = record(&flow("550004"));
    let def = variant(|raw, _| {
        raw["version"] = json!(2);
        raw["name"] = json!("股份转让（新）");
        // The flow's own node replaces the fragment's: same id, another label.
        raw["nodes"] = json!([{
            "id": "PreliminaryApprove", "kind": "userTask", "name": "一审",
            "assignee": {"roles": ["first_reviewer"]}, "returnTo": ["UpdateApplyApprove"]
        }]);
    });
    assert_eq!(def.node("PreliminaryApprove").unwrap().name, "一审");
    let replayed = replay(&def, &steps, &no_errors);
    assert_eq!(replayed.difference, None);
    let inst = replayed.instance.unwrap();
    // Pinned to the new version: the server migrates a running instance with it.
    assert_eq!(inst.pin.flow_version, 2);
    assert_eq!(inst.form, recorded.form);
    assert_eq!(Observed::of(&inst), Observed::of(&recorded));
}

#[test]
fn a_guard_that_now_refuses_stops_the_start() {
    let (steps, _) = record(&flow("550004"));
    let def = variant(|raw, catalogue| {
        catalogue.add_script("counter_only", 1, "refuse(\"股份转让暂停线上办理\")");
        raw["hooks"] = json!({"guards": [{"script": "counter_only"}]});
    });
    let d = difference(replay(&def, &steps, &no_errors));
    assert_eq!(
        (d.step, d.action.as_str(), d.node.as_str(), d.kind),
        (0, "start", "apply", DifferenceKind::Guard)
    );
    assert_eq!(d.recorded, "开放任务: apply");
    assert_eq!(d.now, "股份转让暂停线上办理");
    assert_eq!(
        d.message,
        "第1步（start，节点 apply）：守卫拒绝：股份转让暂停线上办理"
    );
    let shown = serde_json::to_value(&d).unwrap();
    assert_eq!(shown["kind"], "guard");
    assert_eq!(shown["recorded"], "开放任务: apply");
}

#[test]
fn an_extra_review_node_departs_where_the_path_does() {
    let (steps, _) = record(&flow("550004"));
    let def = variant(|_, catalogue| {
        let review = catalogue.fragments.get_mut("two_step_review").unwrap();
        review["nodes"].as_array_mut().unwrap().push(json!({
            "id": "LegalApprove", "kind": "userTask", "name": "法务审核",
            "assignee": {"roles": ["legal"]}, "returnTo": ["UpdateApplyApprove"]
        }));
        let edges = review["edges"].as_array_mut().unwrap();
        edges.retain(|e| e != &json!({"from": "PreliminaryApprove", "to": "RecheckApprove"}));
        edges.push(json!({"from": "PreliminaryApprove", "to": "LegalApprove"}));
        edges.push(json!({"from": "LegalApprove", "to": "RecheckApprove"}));
    });
    let d = difference(replay(&def, &steps, &no_errors));
    assert_eq!(
        (d.step, d.action.as_str(), d.node.as_str(), d.kind),
        (2, "approve", "PreliminaryApprove", DifferenceKind::Node)
    );
    assert_eq!(
        (d.recorded.as_str(), d.now.as_str()),
        ("开放任务: RecheckApprove", "开放任务: LegalApprove")
    );
    assert!(
        d.message
            .starts_with("第3步（approve，节点 PreliminaryApprove）"),
        "{}",
        d.message
    );
}

#[test]
fn a_changed_charge_script_shows_at_the_submit() {
    let (steps, _) = record(&flow("550004"));
    let def = variant(|raw, catalogue| {
        catalogue.add_script("charge_double", 1, "dec_or(form.transferVolume, 0) * 2");
        raw["hooks"] = json!({"charge": {"script": "charge_double"}});
    });
    let d = difference(replay(&def, &steps, &no_errors));
    assert_eq!(
        (d.step, d.action.as_str(), d.node.as_str(), d.kind),
        (1, "submit", "apply", DifferenceKind::Charge)
    );
    assert_eq!(
        (d.recorded.as_str(), d.now.as_str()),
        ("收费基数 1000.00", "收费基数 2000")
    );
}

#[test]
fn a_form_that_now_refuses_the_data_stops_the_submit() {
    let def = flow("550004");
    let (steps, _) = record(&def);
    let validate = |node: &str, data: &Map<String, Value>, _: &Instance| {
        if node == "apply" && data.get("transferVolume") == Some(&json!("1000")) {
            vec![FieldError {
                field: "transferVolume".into(),
                message: "转让数量不能超过500".into(),
            }]
        } else {
            Vec::new()
        }
    };
    let d = difference(replay(&def, &steps, &validate));
    assert_eq!(
        (d.step, d.action.as_str(), d.node.as_str(), d.kind),
        (1, "submit", "apply", DifferenceKind::Form)
    );
    assert_eq!(d.now, "transferVolume: 转让数量不能超过500");
    assert_eq!(d.recorded, "开放任务: PreliminaryApprove");
}

#[test]
fn a_stricter_check_fails_the_review() {
    let (steps, _) = record(&flow("550004"));
    let def = variant(|_, catalogue| {
        catalogue.add_script(
            "memo_required",
            2,
            "if memo != \"OK\" { field_error(\"memo\", \"审批意见须为OK\") }",
        );
    });
    let d = difference(replay(&def, &steps, &no_errors));
    assert_eq!(
        (d.step, d.action.as_str(), d.node.as_str(), d.kind),
        (2, "approve", "PreliminaryApprove", DifferenceKind::Check)
    );
    assert_eq!(d.now, "memo: 审批意见须为OK");
}

#[test]
fn a_start_the_engine_no_longer_allows_is_an_error() {
    let (steps, _) = record(&flow("550004"));
    let def = variant(|raw, _| raw["starters"] = json!(["mgr"]));
    let d = difference(replay(&def, &steps, &no_errors));
    assert_eq!((d.step, d.kind), (0, DifferenceKind::Error));
    assert_eq!(d.now, instance::NOT_A_STARTER);
}

#[test]
fn the_same_tasks_ending_otherwise_is_a_status_difference() {
    let (steps, _) = record(&flow("550004"));
    // After the service task a gateway sends this transfer type to the withdrawn end: no task
    // stays open, as before, but the outcome differs.
    let def = variant(|_, catalogue| {
        let review = catalogue.fragments.get_mut("two_step_review").unwrap();
        review["nodes"]
            .as_array_mut()
            .unwrap()
            .push(json!({"id": "gw", "kind": "exclusiveGateway"}));
        let edges = review["edges"].as_array_mut().unwrap();
        edges.retain(|e| e["from"] != "effect");
        edges.extend([
            json!({"from": "effect", "to": "gw"}),
            json!({"from": "gw", "to": "withdrawn", "condition": "text(form.transfersType) == \"2\""}),
            json!({"from": "gw", "to": "approved", "default": true}),
        ]);
    });
    let d = difference(replay(&def, &steps, &no_errors));
    assert_eq!(
        (d.step, d.kind, d.recorded.as_str(), d.now.as_str()),
        (3, DifferenceKind::Status, "通过", "撤回")
    );
}

#[test]
fn a_recorded_step_round_trips_through_json() {
    let (steps, _) = record(&flow("550004"));
    for step in &steps {
        let text = serde_json::to_string(step).unwrap();
        let back: RecordedStep = serde_json::from_str(&text).unwrap();
        assert_eq!(&back, step);
    }
    // The command's tag and the action's own tag sit at different levels.
    let approve = serde_json::to_value(&steps[2]).unwrap();
    assert_eq!(approve["command"]["command"], "act");
    assert_eq!(approve["command"]["action"]["action"], "approve");
    assert_eq!(approve["command"]["action"]["memo"], "同意");
    let submit = serde_json::to_value(&steps[1]).unwrap();
    assert_eq!(submit["observed"]["charge"], "1000.00");
    assert_eq!(
        submit["observed"]["openNodes"],
        json!(["PreliminaryApprove"])
    );
    let start = serde_json::to_value(&steps[0]).unwrap();
    assert_eq!(start["command"]["command"], "start");
    assert_eq!(start["command"]["data"]["transfersType"], "2");
}
