//! The state machine: apply → review → recheck → effect, returns, rejects, withdrawals,
//! countersigning, completed tasks, version pinning, runaway scripts at run time.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::sync::Arc;

use common::*;
use engine::catalogue::{Catalogue, FormInfo};
use engine::flow::{ActionKind, Outcome};
use engine::instance::{self, Action, Effect, Event, Status, StepError, TaskState};
use engine::registry::{DefinitionRegistry, PublishError};
use engine::script::FailureKind;
use engine::{FlowDef, Sandbox};
use serde_json::json;

#[test]
fn apply_review_recheck_runs_the_effect_and_ends_approved() {
    let def = flow("550001");
    let (inst, effects) = instance::start(
        &def,
        &applicant(),
        &no_ctx(),
        obj(json!({"name": "甲公司"})),
        false,
        NOW,
    )
    .unwrap();
    assert!(matches!(&effects[..], [Effect::TaskOpened { node, .. }] if node == "apply"));
    let (inst, _) = submit(&def, &inst, json!({}), &no_ctx()).unwrap();
    assert_eq!(open_node(&inst), "PreliminaryApprove");
    let (inst, _) = approve(&def, &inst, &reviewer()).unwrap();
    assert_eq!(open_node(&inst), "RecheckApprove");
    let (inst, effects) = approve(&def, &inst, &rechecker()).unwrap();
    assert_eq!(
        inst.status,
        Status::Completed {
            outcome: Outcome::Approved
        }
    );
    assert_eq!(inst.open_tasks().count(), 0);
    assert!(effects.contains(&Effect::Run {
        effect: "registerCompany".into(),
        node: "effect".into()
    }));
    assert_eq!(
        effects.last(),
        Some(&Effect::Completed {
            outcome: Outcome::Approved
        })
    );
    let events: Vec<_> = inst
        .history
        .iter()
        .map(|h| (h.node.as_str(), h.event.clone()))
        .collect();
    assert_eq!(
        events,
        [
            ("start", Event::Started),
            (
                "apply",
                Event::Acted {
                    action: ActionKind::Submit
                }
            ),
            (
                "PreliminaryApprove",
                Event::Acted {
                    action: ActionKind::Approve
                }
            ),
            (
                "RecheckApprove",
                Event::Acted {
                    action: ActionKind::Approve
                }
            ),
            (
                "effect",
                Event::Effect {
                    effect: "registerCompany".into()
                }
            ),
            (
                "approved",
                Event::Ended {
                    outcome: Outcome::Approved
                }
            ),
        ]
    );
    assert_eq!(inst.history[2].memo.as_deref(), Some("同意"));
}

#[test]
fn save_keeps_the_task_open_and_the_data() {
    let def = flow("550082");
    let (inst, _) =
        instance::start(&def, &applicant(), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let task = open_task(&inst);
    let (inst, effects) = engine::step(
        &def,
        &inst,
        &Action::Save {
            task,
            data: obj(json!({"bondName": "债A"})),
        },
        &applicant(),
        &no_ctx(),
        NOW,
    )
    .unwrap();
    assert!(effects.is_empty());
    assert_eq!(open_task(&inst), task);
    assert_eq!(inst.form["bondName"], json!("债A"));
}

#[test]
fn a_returned_application_can_be_corrected_and_resubmitted() {
    let def = flow("550130");
    let (inst, _) =
        instance::start(&def, &starter(&def), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let (inst, _) = submit(&def, &inst, json!({"holderName": "张三"}), &no_ctx()).unwrap();
    let (inst, _) = approve(&def, &inst, &reviewer()).unwrap();
    let task = open_task(&inst);
    assert_eq!(
        instance::return_targets(&def, &inst, task),
        ["UpdateApplyApprove", "PreliminaryApprove"]
    );
    let (inst, _) = engine::step(
        &def,
        &inst,
        &Action::Return {
            task,
            to: "UpdateApplyApprove".into(),
            memo: "证件不清晰".into(),
        },
        &rechecker(),
        &no_ctx(),
        NOW,
    )
    .unwrap();
    assert_eq!(open_node(&inst), "UpdateApplyApprove");
    // The server keeps instances as JSON: a returned one must read back as it was written.
    let stored = serde_json::to_string(&inst).unwrap();
    assert_eq!(
        serde_json::from_str::<engine::Instance>(&stored).unwrap(),
        inst
    );
    assert_eq!(
        instance::allowed_actions(&def, &inst, open_task(&inst), &applicant()),
        [ActionKind::Save, ActionKind::Submit, ActionKind::Withdraw]
    );
    let (inst, _) = submit(&def, &inst, json!({"holderName": "张三丰"}), &no_ctx()).unwrap();
    assert_eq!(open_node(&inst), "PreliminaryApprove");
    let (inst, _) = approve(&def, &inst, &reviewer()).unwrap();
    let (inst, _) = approve(&def, &inst, &rechecker()).unwrap();
    assert_eq!(
        inst.status,
        Status::Completed {
            outcome: Outcome::Approved
        }
    );
    assert_eq!(inst.form["holderName"], json!("张三丰"));
}

#[test]
fn the_recheck_may_return_to_the_first_review() {
    let def = flow("550136");
    let (inst, _) =
        instance::start(&def, &starter(&def), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let (inst, _) = submit(&def, &inst, json!({}), &no_ctx()).unwrap();
    let (inst, _) = approve(&def, &inst, &reviewer()).unwrap();
    let task = open_task(&inst);
    let (inst, _) = engine::step(
        &def,
        &inst,
        &Action::Return {
            task,
            to: "PreliminaryApprove".into(),
            memo: "重审".into(),
        },
        &rechecker(),
        &no_ctx(),
        NOW,
    )
    .unwrap();
    assert_eq!(open_node(&inst), "PreliminaryApprove");
    let task = open_task(&inst);
    let err = engine::step(
        &def,
        &inst,
        &Action::Return {
            task,
            to: "RecheckApprove".into(),
            memo: "x".into(),
        },
        &reviewer(),
        &no_ctx(),
        NOW,
    )
    .unwrap_err();
    assert_eq!(
        err,
        StepError::BadReturnTarget {
            node: "PreliminaryApprove".into(),
            to: "RecheckApprove".into()
        }
    );
}

#[test]
fn a_task_completed_once_cannot_be_completed_again() {
    let def = flow("550004");
    let (inst, _) = instance::start(
        &def,
        &investor(),
        &no_ctx(),
        obj(json!({"transfersType": "2"})),
        false,
        NOW,
    )
    .unwrap();
    let (inst, _) = submit(&def, &inst, json!({}), &no_ctx()).unwrap();
    let task = open_task(&inst);
    let (after, _) = engine::step(
        &def,
        &inst,
        &Action::Approve {
            task,
            memo: "同意".into(),
        },
        &reviewer(),
        &no_ctx(),
        NOW,
    )
    .unwrap();
    let err = engine::step(
        &def,
        &after,
        &Action::Approve {
            task,
            memo: "同意".into(),
        },
        &reviewer(),
        &no_ctx(),
        NOW,
    )
    .unwrap_err();
    assert_eq!(
        err,
        StepError::TaskClosed {
            task,
            state: TaskState::Completed
        }
    );
    let err = engine::step(
        &def,
        &after,
        &Action::Reject {
            task,
            memo: "不同意".into(),
        },
        &reviewer(),
        &no_ctx(),
        NOW,
    )
    .unwrap_err();
    assert!(matches!(err, StepError::TaskClosed { .. }));
    assert!(instance::allowed_actions(&def, &after, task, &reviewer()).is_empty());
}

#[test]
fn only_candidates_act_and_only_with_the_node_s_actions() {
    let def = flow("550026");
    // The questionnaire is answered for the session's chosen registration account.
    let ctx = json!({"accountNumber": "2000000001"});
    let (inst, _) =
        instance::start(&def, &starter(&def), &ctx, obj(json!({})), false, NOW).unwrap();
    let task = open_task(&inst);
    let stranger = actor("u-other", "org", &[]);
    let err = engine::step(
        &def,
        &inst,
        &Action::Submit {
            task,
            data: obj(json!({})),
            confirmed: false,
        },
        &stranger,
        &no_ctx(),
        NOW,
    )
    .unwrap_err();
    assert_eq!(
        err,
        StepError::NotCandidate {
            actor: "u-other".into(),
            node: "apply".into()
        }
    );
    let err = engine::step(
        &def,
        &inst,
        &Action::Approve {
            task,
            memo: "x".into(),
        },
        &applicant(),
        &no_ctx(),
        NOW,
    )
    .unwrap_err();
    assert_eq!(
        err,
        StepError::NotAllowed {
            action: ActionKind::Approve,
            node: "apply".into()
        }
    );
    let (inst, _) = submit(&def, &inst, json!({}), &ctx).unwrap();
    let task = open_task(&inst);
    assert!(instance::allowed_actions(&def, &inst, task, &applicant()).is_empty());
    assert_eq!(
        instance::allowed_actions(&def, &inst, task, &reviewer()),
        [ActionKind::Approve, ActionKind::Return, ActionKind::Reject]
    );
    assert!(matches!(
        approve(&def, &inst, &rechecker()),
        Err(StepError::NotCandidate { .. })
    ));
}

#[test]
fn reject_and_withdraw_end_the_instance_with_their_outcome() {
    let def = flow("550092");
    let (inst, _) =
        instance::start(&def, &applicant(), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let (submitted, _) = submit(&def, &inst, json!({}), &no_ctx()).unwrap();
    let task = open_task(&submitted);
    let (rejected, _) = engine::step(
        &def,
        &submitted,
        &Action::Reject {
            task,
            memo: "材料不全".into(),
        },
        &reviewer(),
        &no_ctx(),
        NOW,
    )
    .unwrap();
    assert_eq!(
        rejected.status,
        Status::Completed {
            outcome: Outcome::Rejected
        }
    );
    let task = open_task(&inst);
    let (withdrawn, effects) = engine::step(
        &def,
        &inst,
        &Action::Withdraw { task },
        &applicant(),
        &no_ctx(),
        NOW,
    )
    .unwrap();
    assert_eq!(
        withdrawn.status,
        Status::Completed {
            outcome: Outcome::Withdrawn
        }
    );
    assert!(effects.iter().all(|e| !matches!(e, Effect::Run { .. })));
}

/// A countersign flow: the applicant submits, three signers sign in parallel, then a join.
fn countersign_flow(mode: serde_json::Value) -> FlowDef {
    let mut catalogue = Catalogue::default();
    catalogue
        .add_form(FormInfo::with_fields("cs", &["x"]))
        .add_effect("doIt");
    let flow = json!({
        "appId": "990001", "name": "会签", "version": 1, "form": "cs",
        "nodes": [
            {"id": "start", "kind": "start"},
            {"id": "apply", "kind": "userTask", "assignee": "applicant"},
            {"id": "fork", "kind": "parallelGateway", "direction": "fork"},
            {"id": "legal", "kind": "userTask", "assignee": {"roles": ["legal"]}, "actions": ["approve", "reject", "return"], "returnTo": ["apply"]},
            {"id": "finance", "kind": "userTask", "assignee": {"roles": ["finance"]}, "actions": ["approve", "reject"]},
            {"id": "risk", "kind": "userTask", "assignee": {"roles": ["risk"]}, "actions": ["approve", "reject"]},
            {"id": "join", "kind": "parallelGateway", "direction": "join", "countersign": mode},
            {"id": "effect", "kind": "serviceTask", "effect": "doIt"},
            {"id": "approved", "kind": "end", "outcome": "approved"},
            {"id": "rejected", "kind": "end", "outcome": "rejected"},
            {"id": "withdrawn", "kind": "end", "outcome": "withdrawn"}
        ],
        "edges": [
            {"from": "start", "to": "apply"}, {"from": "apply", "to": "fork"},
            {"from": "fork", "to": "legal"}, {"from": "fork", "to": "finance"}, {"from": "fork", "to": "risk"},
            {"from": "legal", "to": "join"}, {"from": "finance", "to": "join"}, {"from": "risk", "to": "join"},
            {"from": "join", "to": "effect"}, {"from": "effect", "to": "approved"}
        ]
    });
    FlowDef::parse(&flow.to_string(), &catalogue, &Arc::new(Sandbox::default())).unwrap()
}

fn signers() -> [(&'static str, engine::Actor); 3] {
    [
        ("legal", actor("l", "org", &["legal"])),
        ("finance", actor("f", "org", &["finance"])),
        ("risk", actor("r", "org", &["risk"])),
    ]
}

fn sign(def: &FlowDef, inst: &engine::Instance, node: &str, yes: bool) -> engine::Instance {
    let task = inst.open_tasks().find(|t| t.node == node).unwrap().id;
    let who = signers().into_iter().find(|(n, _)| *n == node).unwrap().1;
    let action = if yes {
        Action::Approve {
            task,
            memo: String::new(),
        }
    } else {
        Action::Reject {
            task,
            memo: String::new(),
        }
    };
    engine::step(def, inst, &action, &who, &no_ctx(), NOW)
        .unwrap()
        .0
}

fn submitted(def: &FlowDef) -> engine::Instance {
    let (inst, _) =
        instance::start(def, &starter(def), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let (inst, effects) = submit(def, &inst, json!({}), &no_ctx()).unwrap();
    assert_eq!(
        effects
            .iter()
            .filter(|e| matches!(e, Effect::TaskOpened { .. }))
            .count(),
        3
    );
    inst
}

#[test]
fn countersign_all_needs_every_signer_and_any_no_rejects() {
    let def = countersign_flow(json!({"mode": "all"}));
    let inst = submitted(&def);
    let inst = sign(&def, &inst, "legal", true);
    let inst = sign(&def, &inst, "finance", true);
    assert!(inst.is_running());
    let done = sign(&def, &inst, "risk", true);
    assert_eq!(
        done.status,
        Status::Completed {
            outcome: Outcome::Approved
        }
    );
    let no = sign(&def, &inst, "risk", false);
    assert_eq!(
        no.status,
        Status::Completed {
            outcome: Outcome::Rejected
        }
    );
}

#[test]
fn countersign_any_passes_on_the_first_yes_and_cancels_the_rest() {
    let def = countersign_flow(json!({"mode": "any"}));
    let inst = submitted(&def);
    let inst = sign(&def, &inst, "legal", false);
    assert!(inst.is_running());
    let done = sign(&def, &inst, "finance", true);
    assert_eq!(
        done.status,
        Status::Completed {
            outcome: Outcome::Approved
        }
    );
    let risk = done.tasks.iter().find(|t| t.node == "risk").unwrap();
    assert_eq!(risk.state, TaskState::Cancelled);
    let inst = sign(&def, &inst, "finance", false);
    let all_no = sign(&def, &inst, "risk", false);
    assert_eq!(
        all_no.status,
        Status::Completed {
            outcome: Outcome::Rejected
        }
    );
}

#[test]
fn countersign_ratio_passes_at_two_of_three_and_fails_once_out_of_reach() {
    let def = countersign_flow(json!({"mode": "ratio", "ratio": "0.6"}));
    let inst = submitted(&def);
    let inst = sign(&def, &inst, "legal", true);
    assert!(inst.is_running());
    let done = sign(&def, &inst, "risk", true);
    assert_eq!(
        done.status,
        Status::Completed {
            outcome: Outcome::Approved
        }
    );
    assert_eq!(done.open_tasks().count(), 0);
    let inst = submitted(&def);
    let inst = sign(&def, &inst, "legal", false);
    assert!(inst.is_running());
    let out = sign(&def, &inst, "finance", false);
    assert_eq!(
        out.status,
        Status::Completed {
            outcome: Outcome::Rejected
        }
    );
}

#[test]
fn a_return_from_a_countersign_closes_every_branch_and_a_resubmit_starts_a_fresh_vote() {
    let def = countersign_flow(json!({"mode": "all"}));
    let inst = submitted(&def);
    let inst = sign(&def, &inst, "finance", true);
    let task = inst.open_tasks().find(|t| t.node == "legal").unwrap().id;
    let (inst, _) = engine::step(
        &def,
        &inst,
        &Action::Return {
            task,
            to: "apply".into(),
            memo: "补正".into(),
        },
        &signers()[0].1,
        &no_ctx(),
        NOW,
    )
    .unwrap();
    assert_eq!(open_node(&inst), "apply");
    let (inst, _) = submit(&def, &inst, json!({}), &no_ctx()).unwrap();
    assert_eq!(inst.open_tasks().count(), 3);
    let inst = sign(&def, &inst, "legal", true);
    let inst = sign(&def, &inst, "finance", true);
    assert!(inst.is_running(), "the earlier vote must not count");
    let inst = sign(&def, &inst, "risk", true);
    assert_eq!(
        inst.status,
        Status::Completed {
            outcome: Outcome::Approved
        }
    );
}

#[test]
fn an_instance_pinned_to_version_1_completes_on_it_after_version_2_is_published() {
    let sandbox = Arc::new(Sandbox::default());
    let report = repo_report(&sandbox);
    let catalogue = report.catalogue.clone();
    let mut registry = DefinitionRegistry::new();
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../flows/550082.json"))
            .unwrap();
    let v1 = registry
        .publish(FlowDef::parse(&text, &catalogue, &sandbox).unwrap())
        .unwrap();

    let (inst, _) =
        instance::start(&v1, &applicant(), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let (inst, _) = submit(&v1, &inst, json!({}), &no_ctx()).unwrap();
    assert_eq!(inst.pin.flow_version, 1);

    // Version 2: a new form version, a new memo script, and a different effect.
    let mut catalogue2 = catalogue.clone();
    let mut form = (*catalogue.forms["bond_filing"]).clone();
    form.version = 2;
    form.fields.insert("bondTerm".into());
    catalogue2.add_form(form);
    catalogue2.add_script(
        "memo_required",
        2,
        "if memo != \"OK\" { field_error(\"memo\", \"v2\") }",
    );
    catalogue2.add_effect("fileBondV2");
    let mut raw: serde_json::Value = serde_json::from_str(&text).unwrap();
    raw["version"] = json!(2);
    raw["uses"][1]["with"]["effect"] = json!("fileBondV2");
    let v2 = FlowDef::parse(&raw.to_string(), &catalogue2, &sandbox).unwrap();
    let err = registry
        .publish(FlowDef::parse(&text, &catalogue, &sandbox).unwrap())
        .unwrap_err();
    assert!(matches!(
        err,
        PublishError::AlreadyPublished {
            version: 1,
            next: 2,
            ..
        }
    ));
    registry.publish(v2).unwrap();
    assert_eq!(registry.versions("550082"), [1, 2]);
    assert_eq!(registry.latest("550082").unwrap().version, 2);

    // The running instance finds v1 and completes on v1's script (any memo) and v1's effect.
    let pinned = registry.for_instance(&inst).unwrap();
    assert_eq!(pinned.version, 1);
    assert_eq!(pinned.form.version, 1);
    let (inst, _) = approve(&pinned, &inst, &reviewer()).unwrap();
    let (inst, effects) = approve(&pinned, &inst, &rechecker()).unwrap();
    assert_eq!(
        inst.status,
        Status::Completed {
            outcome: Outcome::Approved
        }
    );
    assert!(effects.contains(&Effect::Run {
        effect: "fileBond".into(),
        node: "effect".into()
    }));
    assert_eq!(inst.pin.scripts["memo_required"].version, 1);

    // It cannot be stepped on v2 by mistake.
    let latest = registry.latest("550082").unwrap();
    let (fresh, _) =
        instance::start(&latest, &applicant(), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    assert_eq!(fresh.pin.form_version, 2);
    let wrong = submit(&v1, &fresh, json!({}), &no_ctx()).unwrap_err();
    assert!(matches!(wrong, StepError::WrongDefinition { .. }));
}

#[test]
fn a_script_that_runs_away_at_run_time_is_stopped_and_reported_with_flow_node_and_line() {
    let mut catalogue = Catalogue::default();
    catalogue
        .add_form(FormInfo::with_fields("f", &["n"]))
        .add_effect("doIt");
    // Only loops when the form says so: the dry run at load time passes, the submit stops.
    catalogue.add_script("spin", 1, "let i = 0;\nwhile form.n == 1 {\n  i += 1;\n}");
    let flow = json!({
        "appId": "990002", "name": "t", "version": 1, "form": "f",
        "nodes": [
            {"id": "start", "kind": "start"},
            {"id": "apply", "kind": "userTask", "assignee": "applicant", "actions": ["submit"]},
            {"id": "effect", "kind": "serviceTask", "effect": "doIt"},
            {"id": "done", "kind": "end", "outcome": "approved"}
        ],
        "edges": [{"from": "start", "to": "apply"}, {"from": "apply", "to": "effect"}, {"from": "effect", "to": "done"}],
        "hooks": {"checks": [{"script": "spin"}]}
    });
    let def = FlowDef::parse(&flow.to_string(), &catalogue, &Arc::new(Sandbox::default())).unwrap();
    let (inst, _) =
        instance::start(&def, &applicant(), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let started = std::time::Instant::now();
    let err = submit(&def, &inst, json!({"n": 1}), &no_ctx()).unwrap_err();
    assert!(started.elapsed() < std::time::Duration::from_millis(500));
    let StepError::Script(e) = &err else {
        panic!("{err:?}")
    };
    assert_eq!(
        (
            e.app_id.as_str(),
            e.node.as_str(),
            e.script.as_str(),
            e.kind
        ),
        ("990002", "apply", "spin", FailureKind::Runaway)
    );
    assert!(matches!(e.line, Some(2..=3)), "{e:?}");
    assert!(
        err.to_string()
            .starts_with("flow 990002, node `apply`, script `spin` line "),
        "{err}"
    );
}

#[test]
fn an_exclusive_gateway_follows_the_first_condition_that_holds_or_its_default() {
    let mut catalogue = Catalogue::default();
    catalogue
        .add_form(FormInfo::with_fields("f", &["amount"]))
        .add_effect("small")
        .add_effect("large");
    let flow = json!({
        "appId": "990003", "name": "t", "version": 1, "form": "f",
        "nodes": [
            {"id": "start", "kind": "start"},
            {"id": "apply", "kind": "userTask", "assignee": "applicant", "actions": ["submit"]},
            {"id": "gw", "kind": "exclusiveGateway"},
            {"id": "big", "kind": "serviceTask", "effect": "large"},
            {"id": "little", "kind": "serviceTask", "effect": "small"},
            {"id": "done", "kind": "end", "outcome": "approved"}
        ],
        "edges": [
            {"from": "start", "to": "apply"}, {"from": "apply", "to": "gw"},
            {"from": "gw", "to": "big", "condition": "dec_or(form.amount, 0) > 10000.5"},
            {"from": "gw", "to": "little", "default": true},
            {"from": "big", "to": "done"}, {"from": "little", "to": "done"}
        ]
    });
    let def = FlowDef::parse(&flow.to_string(), &catalogue, &Arc::new(Sandbox::default())).unwrap();
    for (amount, effect) in [("20000", "large"), ("10000.5", "small")] {
        let (inst, _) =
            instance::start(&def, &applicant(), &no_ctx(), obj(json!({})), false, NOW).unwrap();
        let (_, effects) = submit(&def, &inst, json!({"amount": amount}), &no_ctx()).unwrap();
        assert!(
            effects
                .iter()
                .any(|e| matches!(e, Effect::Run { effect: x, .. } if x == effect)),
            "{amount}"
        );
    }
}

#[test]
fn the_instance_round_trips_through_json() {
    let def = flow("550008");
    let (inst, _) = instance::start(
        &def,
        &applicant(),
        &json!({"company": {"companyType": 2}}),
        obj(json!({})),
        false,
        NOW,
    )
    .unwrap();
    let (inst, _) = submit(
        &def,
        &inst,
        json!({"pledgeList": [{"pledgeShares": 10}], "agreementAmount": "12.30"}),
        &json!({"company": {"companyType": 2}}),
    )
    .unwrap();
    let text = serde_json::to_string(&inst).unwrap();
    assert!(text.contains("\"charge\":\"12.30\""), "{text}");
    let back: engine::Instance = serde_json::from_str(&text).unwrap();
    assert_eq!(back, inst);
}

#[test]
fn a_landing_mode_the_flow_does_not_name_in_starters_cannot_start_it() {
    // 550140 (judicial freeze) is started by the registration agency's staff only.
    let freeze = flow("550140");
    let err = instance::start(
        &freeze,
        &actor("u-investor", "personalholder", &[]),
        &no_ctx(),
        obj(json!({})),
        false,
        NOW,
    )
    .unwrap_err();
    assert_eq!(
        err,
        StepError::NotStarter {
            app_id: "550140".into(),
            landing_mode: "personalholder".into()
        }
    );
    assert_eq!(err.to_string(), "当前身份不能办理该业务");
    assert_eq!(instance::NOT_A_STARTER, "当前身份不能办理该业务");
    instance::start(&freeze, &manager(), &no_ctx(), obj(json!({})), false, NOW).unwrap();

    // Company registration: enterprises and staff, not investors; refused before any guard
    // or default runs, and the apply page's entry guards answer the same.
    let registration = flow("550001");
    let err = instance::start(
        &registration,
        &investor(),
        &no_ctx(),
        obj(json!({})),
        false,
        NOW,
    )
    .unwrap_err();
    assert!(matches!(err, StepError::NotStarter { .. }), "{err:?}");
    assert_eq!(
        instance::entry_guards(&registration, &investor(), &no_ctx(), &obj(json!({})), NOW)
            .unwrap(),
        engine::script::GuardOutcome::Refuse {
            message: "当前身份不能办理该业务".into(),
            redirect: None
        }
    );
    assert_eq!(
        instance::entry_guards(&registration, &applicant(), &no_ctx(), &obj(json!({})), NOW)
            .unwrap(),
        engine::script::GuardOutcome::Allow
    );

    // Share transfer: investors and staff, not enterprises.
    let transfer = flow("550004");
    let data = || obj(json!({"transfersType": "2"}));
    assert!(matches!(
        instance::start(&transfer, &applicant(), &no_ctx(), data(), false, NOW),
        Err(StepError::NotStarter { .. })
    ));
    for mode in ["personalholder", "orgholder", "productholder", "mgr"] {
        instance::start(
            &transfer,
            &actor("u", mode, &[]),
            &no_ctx(),
            data(),
            false,
            NOW,
        )
        .unwrap_or_else(|e| panic!("{mode}: {e}"));
    }
}

#[test]
fn a_flow_without_starters_may_be_started_by_any_landing_mode() {
    let def = flow("550115");
    assert!(def.starters.is_none());
    for mode in engine::flow::LANDING_MODES {
        instance::start(
            &def,
            &actor("u", mode, &[]),
            &no_ctx(),
            obj(json!({})),
            false,
            NOW,
        )
        .unwrap_or_else(|e| panic!("{mode}: {e}"));
    }
}
