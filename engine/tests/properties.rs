//! Random action sequences on every definition: no instance in an unknown node, no task open
//! after an end, every instance can still be driven to an end, a task completes once.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::sync::{Arc, OnceLock};

use common::*;
use engine::catalogue::{Catalogue, FormInfo};
use engine::flow::{ActionKind, Assignee, NodeKind};
use engine::instance::{self, Action, Instance, Status, StepError, TaskState};
use engine::{Actor, FlowDef, Sandbox};
use proptest::prelude::*;
use serde_json::json;

fn countersign(mode: serde_json::Value, app: &str) -> FlowDef {
    let mut catalogue = Catalogue::default();
    catalogue
        .add_form(FormInfo::with_fields("cs", &["x"]))
        .add_effect("doIt");
    let flow = json!({
        "appId": app, "name": "会签", "version": 1, "form": "cs",
        "nodes": [
            {"id": "start", "kind": "start"},
            {"id": "apply", "kind": "userTask", "assignee": "applicant"},
            {"id": "pre", "kind": "userTask", "assignee": {"roles": ["reviewer"]}, "returnTo": ["apply"]},
            {"id": "fork", "kind": "parallelGateway", "direction": "fork"},
            {"id": "legal", "kind": "userTask", "assignee": {"roles": ["legal"]}, "actions": ["approve", "reject", "return"], "returnTo": ["apply", "pre"]},
            {"id": "finance", "kind": "userTask", "assignee": {"roles": ["finance"]}, "actions": ["approve", "reject"]},
            {"id": "join", "kind": "parallelGateway", "direction": "join", "countersign": mode},
            {"id": "effect", "kind": "serviceTask", "effect": "doIt"},
            {"id": "approved", "kind": "end", "outcome": "approved"},
            {"id": "rejected", "kind": "end", "outcome": "rejected"},
            {"id": "withdrawn", "kind": "end", "outcome": "withdrawn"}
        ],
        "edges": [
            {"from": "start", "to": "apply"}, {"from": "apply", "to": "pre"}, {"from": "pre", "to": "fork"},
            {"from": "fork", "to": "legal"}, {"from": "fork", "to": "finance"},
            {"from": "legal", "to": "join"}, {"from": "finance", "to": "join"},
            {"from": "join", "to": "effect"}, {"from": "effect", "to": "approved"}
        ]
    });
    FlowDef::parse(&flow.to_string(), &catalogue, &Arc::new(Sandbox::default())).unwrap()
}

fn definitions() -> &'static Vec<Arc<FlowDef>> {
    static DEFS: OnceLock<Vec<Arc<FlowDef>>> = OnceLock::new();
    DEFS.get_or_init(|| {
        let registry = repo();
        let mut defs: Vec<Arc<FlowDef>> = registry
            .app_ids()
            .map(|a| registry.latest(a).unwrap())
            .collect();
        defs.push(Arc::new(countersign(json!({"mode": "all"}), "990101")));
        defs.push(Arc::new(countersign(json!({"mode": "any"}), "990102")));
        defs.push(Arc::new(countersign(
            json!({"mode": "ratio", "ratio": "0.5"}),
            "990103",
        )));
        defs
    })
}

fn actors() -> Vec<Actor> {
    vec![
        applicant(),
        manager(),
        reviewer(),
        rechecker(),
        actor("l", "org", &["legal"]),
        actor("f", "org", &["finance"]),
        actor("stranger", "org", &[]),
    ]
}

fn ctx() -> serde_json::Value {
    // a member firm on the register: the member revision (550013) starts from it
    json!({
        "company": {"companyType": 2, "isRegister": 1, "showStatus": 0, "hitechStatus": 0},
        "unconfirmedHolders": 0,
        "accountNumber": "2000000001",
        "member": {"name": "长安证券服务有限公司", "memberCode": "M00001", "memberType": "1", "contactPhone": "029-88886666", "address": "西安市高新区", "intro": "会员机构"}
    })
}

/// The invariants that hold after every step.
fn check_invariants(def: &FlowDef, before: &Instance, after: &Instance) {
    for task in &after.tasks {
        let node = def
            .node(&task.node)
            .unwrap_or_else(|| panic!("{}: task in unknown node {}", def.app_id, task.node));
        assert!(
            matches!(node.kind, NodeKind::UserTask(_)),
            "{}: task on a non-task node {}",
            def.app_id,
            task.node
        );
    }
    match after.status {
        Status::Completed { .. } => assert_eq!(
            after.open_tasks().count(),
            0,
            "{}: task open after the end",
            def.app_id
        ),
        Status::Running => assert!(
            after.open_tasks().count() > 0,
            "{}: running with nothing to do",
            def.app_id
        ),
    }
    for old in before.tasks.iter().filter(|t| t.state != TaskState::Open) {
        assert_eq!(
            after.task(old.id).map(|t| t.state),
            Some(old.state),
            "{}: a closed task changed",
            def.app_id
        );
    }
    assert!(after.history.len() >= before.history.len());
}

/// Drives an instance to its end the straight way: submit, then approve everything.
fn drive_to_end(def: &FlowDef, mut inst: Instance) -> Instance {
    for _ in 0..50 {
        if !inst.is_running() {
            return inst;
        }
        let task = inst.open_tasks().next().unwrap().clone();
        let (action, who) = match &task.assignee {
            // The applicant submits what the node's defaults fill in (a business may fix a
            // field, as a transfer business fixes its kind), over whatever was saved before.
            Assignee::Applicant => (
                Action::Submit {
                    task: task.id,
                    data: engine::instance::defaults(def, &task.node, &starter(def), &ctx(), NOW)
                        .map(|d| d.data)
                        .unwrap_or_default(),
                    confirmed: true,
                },
                starter(def),
            ),
            Assignee::Roles(roles) => (
                Action::Approve {
                    task: task.id,
                    memo: "同意".into(),
                },
                actor("any", "org", &[roles[0].as_str()]),
            ),
        };
        let (next, _) = engine::step(def, &inst, &action, &who, &ctx(), NOW)
            .unwrap_or_else(|e| panic!("{}: cannot drive on at {}: {e}", def.app_id, task.node));
        check_invariants(def, &inst, &next);
        inst = next;
    }
    panic!("{}: did not end within 50 steps", def.app_id);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_actions_keep_every_instance_sound_and_it_always_terminates(
        def_index in 0usize..64,
        ops in proptest::collection::vec((any::<u8>(), 0usize..12, 0usize..12, any::<u8>(), any::<bool>()), 0..40),
    ) {
        let defs = definitions();
        let def = &defs[def_index % defs.len()];
        let actors = actors();
        let (mut inst, _) = instance::start(def, &starter(def), &ctx(), obj(json!({})), false, NOW).unwrap();
        for (pick, kind, who, target, with_data) in ops {
            if !inst.is_running() {
                break;
            }
            let open: Vec<_> = inst.open_tasks().map(|t| t.id).collect();
            let task = open[usize::from(pick) % open.len()];
            let data = obj(if with_data { json!({"transfersType": "1"}) } else { json!({}) });
            // Weighted towards moving forward and back; reject and withdraw end the instance early.
            let kind = match kind {
                0 => ActionKind::Save,
                1..=3 => ActionKind::Submit,
                4..=7 => ActionKind::Approve,
                8 | 9 => ActionKind::Return,
                10 => ActionKind::Reject,
                _ => ActionKind::Withdraw,
            };
            let action = match kind {
                ActionKind::Save => Action::Save { task, data },
                ActionKind::Submit => Action::Submit { task, data, confirmed: with_data },
                ActionKind::Approve => Action::Approve { task, memo: if with_data { String::new() } else { "同意".into() } },
                ActionKind::Return => {
                    // Mostly a target the graph allows, sometimes any node.
                    let allowed = instance::return_targets(def, &inst, task);
                    let to = if target % 4 != 0 && !allowed.is_empty() {
                        allowed[usize::from(target) % allowed.len()].clone()
                    } else {
                        def.nodes[usize::from(target) % def.nodes.len()].id.clone()
                    };
                    Action::Return { task, to, memo: "退回".into() }
                }
                ActionKind::Reject => Action::Reject { task, memo: "驳回".into() },
                _ => Action::Withdraw { task },
            };
            // Mostly someone who may act on the task, sometimes anyone.
            let acting = if who < actors.len() {
                actors[who].clone()
            } else {
                match &inst.task(task).unwrap().assignee {
                    Assignee::Applicant => starter(def),
                    Assignee::Roles(roles) => actor("candidate", "org", &[roles[0].as_str()]),
                }
            };
            // A refused action leaves the instance as it was.
            if let Ok((next, _)) = engine::step(def, &inst, &action, &acting, &ctx(), NOW) {
                    check_invariants(def, &inst, &next);
                    if !matches!(action, Action::Save { .. }) {
                        // The task is closed now: a second completion is refused.
                        let again = engine::step(def, &next, &action, &acting, &ctx(), NOW);
                        let refused = matches!(again, Err(StepError::TaskClosed { .. }));
                        prop_assert!(refused, "{}: completed twice: {:?}", def.app_id, again.map(|_| ()));
                    }
                    inst = next;
            }
        }
        let end = drive_to_end(def, inst);
        prop_assert!(!end.is_running());
    }
}
