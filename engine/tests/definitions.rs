//! The repository's definitions load, and bad definitions are refused with precise messages.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::*;
use engine::catalogue::{Catalogue, FormInfo};
use engine::{FlowDef, Sandbox};
use serde_json::json;

#[test]
fn every_definition_in_the_repository_passes_its_checks() {
    let registry = repo();
    let apps: Vec<&str> = registry.app_ids().collect();
    for app in [
        "550001", "550114", "550004", "550066", "550008", "550095", "550067", "550130", "550131",
        "550132", "550136", "550026", "550091", "550092", "550200", "550082", "550012", "550115",
        "550140",
    ] {
        assert!(apps.contains(&app), "missing flow {app}");
    }
}

#[test]
fn the_review_flows_share_the_fragment_and_name_their_effect() {
    let registry = repo();
    for (app, effect) in [
        ("550001", "registerCompany"),
        ("550004", "transferShares"),
        ("550008", "pledgeShares"),
        ("550140", "freezeShares"),
        ("550130", "openInvestorAccount"),
        ("550026", "recordRiskAssessment"),
        ("550092", "publishShowcase"),
        ("550200", "enterSpecialisedBoard"),
        ("550082", "fileBond"),
        ("550012", "registerMember"),
    ] {
        let def = registry.latest(app).unwrap();
        for node in [
            "apply",
            "PreliminaryApprove",
            "RecheckApprove",
            "UpdateApplyApprove",
        ] {
            assert!(def.node(node).is_some(), "{app} lacks {node}");
        }
        let effect_node = def.node("effect").unwrap();
        assert_eq!(
            effect_node.kind,
            engine::flow::NodeKind::ServiceTask {
                effect: effect.into()
            },
            "{app}"
        );
        assert_eq!(def.final_node, "RecheckApprove");
    }
}

/// A small catalogue and flow to break in one place at a time.
fn base() -> (Catalogue, serde_json::Value) {
    let mut catalogue = Catalogue::default();
    catalogue.add_form(FormInfo::with_fields("f", &["amount", "kind"]));
    catalogue.add_effect("doIt");
    catalogue.add_script("ok", 1, "if form.amount == () { return refuse(\"x\"); }");
    let flow = json!({
        "appId": "999001", "name": "t", "version": 1, "form": "f",
        "nodes": [
            {"id": "start", "kind": "start"},
            {"id": "apply", "kind": "userTask", "assignee": "applicant", "actions": ["submit"]},
            {"id": "review", "kind": "userTask", "assignee": {"roles": ["reviewer"]}, "actions": ["approve"]},
            {"id": "effect", "kind": "serviceTask", "effect": "doIt"},
            {"id": "done", "kind": "end", "outcome": "approved"}
        ],
        "edges": [
            {"from": "start", "to": "apply"}, {"from": "apply", "to": "review"},
            {"from": "review", "to": "effect"}, {"from": "effect", "to": "done"}
        ],
        "hooks": {"guards": [{"script": "ok"}]}
    });
    (catalogue, flow)
}

fn refused(catalogue: &Catalogue, flow: &serde_json::Value) -> Vec<String> {
    let started = Instant::now();
    let result = FlowDef::parse(&flow.to_string(), catalogue, &Arc::new(Sandbox::default()));
    assert!(
        started.elapsed() < Duration::from_millis(500),
        "refusing took {:?}",
        started.elapsed()
    );
    match result {
        Ok(_) => panic!("the definition was accepted"),
        Err(e) => e.problems.iter().map(ToString::to_string).collect(),
    }
}

#[test]
fn the_base_definition_is_accepted() {
    let (catalogue, flow) = base();
    FlowDef::parse(&flow.to_string(), &catalogue, &Arc::new(Sandbox::default())).unwrap();
}

#[test]
fn an_unreachable_node_is_refused_naming_it() {
    let (catalogue, mut flow) = base();
    flow["nodes"].as_array_mut().unwrap().push(json!({"id": "orphan", "kind": "userTask", "assignee": {"roles": ["r"]}, "actions": ["approve"]}));
    flow["edges"]
        .as_array_mut()
        .unwrap()
        .push(json!({"from": "orphan", "to": "done"}));
    assert_eq!(
        refused(&catalogue, &flow),
        ["flow 999001, node `orphan`: unreachable: no path leads here from the start"]
    );
}

#[test]
fn a_dead_end_is_refused_naming_the_node() {
    let (catalogue, mut flow) = base();
    flow["edges"] = json!([
        {"from": "start", "to": "apply"}, {"from": "apply", "to": "review"},
        {"from": "effect", "to": "done"}
    ]);
    let problems = refused(&catalogue, &flow);
    assert!(
        problems.contains(
            &"flow 999001, node `review`: dead end: the node has no way out and is not an end"
                .to_owned()
        ),
        "{problems:?}"
    );
}

#[test]
fn a_loop_with_no_way_out_is_a_dead_end() {
    let (catalogue, mut flow) = base();
    flow["nodes"].as_array_mut().unwrap().push(json!({"id": "again", "kind": "userTask", "assignee": {"roles": ["r"]}, "actions": ["approve"]}));
    flow["edges"] = json!([
        {"from": "start", "to": "apply"}, {"from": "apply", "to": "review"},
        {"from": "review", "to": "again"}, {"from": "again", "to": "review"},
        {"from": "effect", "to": "done"}
    ]);
    let problems = refused(&catalogue, &flow);
    assert!(
        problems.contains(
            &"flow 999001, node `review`: dead end: no end can be reached from this node"
                .to_owned()
        ),
        "{problems:?}"
    );
}

#[test]
fn a_missing_script_is_refused_with_its_expected_path() {
    let (catalogue, mut flow) = base();
    flow["hooks"] = json!({"checks": [{"script": "nowhere"}]});
    assert_eq!(
        refused(&catalogue, &flow),
        ["flow 999001: check script `nowhere` not found (flows/scripts/nowhere.rhai)"]
    );
}

#[test]
fn a_script_reading_an_unknown_field_is_refused_with_field_and_line() {
    let (mut catalogue, flow) = base();
    catalogue.add_script(
        "ok",
        1,
        "let a = form.amount;\nif form.kidn == 1 { refuse(\"x\") }",
    );
    assert_eq!(
        refused(&catalogue, &flow),
        ["flow 999001, script `ok` line 2, field `kidn`: reads form field `kidn`, which form `f` does not have"]
    );
}

#[test]
fn a_condition_reading_an_unknown_field_names_the_gateway() {
    let (catalogue, mut flow) = base();
    flow["nodes"]
        .as_array_mut()
        .unwrap()
        .push(json!({"id": "gw", "kind": "exclusiveGateway"}));
    flow["edges"] = json!([
        {"from": "start", "to": "apply"}, {"from": "apply", "to": "gw"},
        {"from": "gw", "to": "review", "condition": "form.knd == 1"},
        {"from": "gw", "to": "effect", "default": true},
        {"from": "review", "to": "effect"}, {"from": "effect", "to": "done"}
    ]);
    assert_eq!(
        refused(&catalogue, &flow),
        ["flow 999001, node `gw`, script `999001:gw->review` line 1, field `knd`: reads form field `knd`, which form `f` does not have"]
    );
}

#[test]
fn a_script_that_never_stops_is_refused_fast_with_its_line() {
    let (mut catalogue, flow) = base();
    catalogue.add_script("ok", 1, "let n = 0;\nwhile true {\n  n += 1;\n}");
    let problems = refused(&catalogue, &flow);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].starts_with("flow 999001, node `apply`, script `ok` line ")
            && problems[0].contains("never stops: stopped: too many operations"),
        "{problems:?}"
    );
}

#[test]
fn a_script_that_does_not_compile_is_refused_with_its_line() {
    let (mut catalogue, flow) = base();
    catalogue.add_script("ok", 1, "let a = 1;\nlet b = ;");
    let problems = refused(&catalogue, &flow);
    assert_eq!(problems.len(), 1);
    assert!(
        problems[0].starts_with("flow 999001, script `ok` line 2: does not compile"),
        "{problems:?}"
    );
}

#[test]
fn a_missing_form_and_an_unknown_effect_are_refused() {
    let (catalogue, mut flow) = base();
    flow["form"] = json!("nope");
    flow["nodes"][3]["effect"] = json!("launchRockets");
    let problems = refused(&catalogue, &flow);
    assert!(
        problems.contains(&"flow 999001: form `nope` not found (forms/nope.json)".to_owned()),
        "{problems:?}"
    );
    assert!(
        problems.contains(
            &"flow 999001, node `effect`: effect `launchRockets` is not one the server implements"
                .to_owned()
        ),
        "{problems:?}"
    );
}

#[test]
fn a_fork_whose_branches_reach_different_joins_is_refused() {
    let (catalogue, mut flow) = base();
    flow["nodes"] = json!([
        {"id": "start", "kind": "start"},
        {"id": "apply", "kind": "userTask", "assignee": "applicant", "actions": ["submit"]},
        {"id": "fork", "kind": "parallelGateway", "direction": "fork"},
        {"id": "a", "kind": "userTask", "assignee": {"roles": ["a"]}, "actions": ["approve"]},
        {"id": "b", "kind": "userTask", "assignee": {"roles": ["b"]}, "actions": ["approve"]},
        {"id": "joinA", "kind": "parallelGateway", "direction": "join"},
        {"id": "joinB", "kind": "parallelGateway", "direction": "join"},
        {"id": "done", "kind": "end", "outcome": "approved"}
    ]);
    flow["edges"] = json!([
        {"from": "start", "to": "apply"}, {"from": "apply", "to": "fork"},
        {"from": "fork", "to": "a"}, {"from": "fork", "to": "b"},
        {"from": "a", "to": "joinA"}, {"from": "b", "to": "joinB"},
        {"from": "joinA", "to": "done"}, {"from": "joinB", "to": "done"}
    ]);
    flow["hooks"] = json!({});
    let problems = refused(&catalogue, &flow);
    assert!(problems.contains(&"flow 999001, node `fork`: the fork's branches reach different joins: `joinB`, `joinA`".to_owned())
        || problems.contains(&"flow 999001, node `fork`: the fork's branches reach different joins: `joinA`, `joinB`".to_owned()), "{problems:?}");
}

#[test]
fn a_return_target_after_the_node_is_refused() {
    let (catalogue, mut flow) = base();
    flow["nodes"][1] = json!({"id": "apply", "kind": "userTask", "assignee": "applicant", "actions": ["submit", "return"], "returnTo": ["review"]});
    let problems = refused(&catalogue, &flow);
    assert_eq!(
        problems,
        ["flow 999001, node `apply`: return target `review` does not lie before this node"]
    );
}

#[test]
fn invalid_json_is_refused_with_its_line() {
    let catalogue = Catalogue::default();
    let err = FlowDef::parse(
        "{\n\"appId\": \"1\",\n oops }",
        &catalogue,
        &Arc::new(Sandbox::default()),
    )
    .unwrap_err();
    assert_eq!(err.problems[0].line, Some(3));
}

#[test]
fn a_broken_repository_is_reported_per_file() {
    let sandbox = Arc::new(Sandbox::default());
    let mut files = repo_files();
    for f in &mut files {
        if f.path == "flows/scripts/memo_required.rhai" {
            f.text = "if is_empty(memo) {\n  field_error(\"memo\", form.nosuch)\n}".into();
        }
    }
    let report = engine::repository::check(&files, &EFFECTS, &sandbox);
    assert!(!report.problems.is_empty());
    let first = report.problems[0].to_string();
    assert!(
        first.starts_with("flows/scripts/memo_required.rhai:2: flow "),
        "{first}"
    );
    assert!(first.ends_with("field `nosuch`: reads form field `nosuch`, which form `company_registration` does not have") || first.contains("field `nosuch`"), "{first}");
}

// Who may start a flow (`starters`) and where the catalogue lists it (`category`).

#[test]
fn starters_and_category_are_read_and_a_flow_without_starters_lets_anyone_start() {
    let (catalogue, mut flow) = base();
    let sandbox = Arc::new(Sandbox::default());
    let open = FlowDef::parse(&flow.to_string(), &catalogue, &sandbox).unwrap();
    assert_eq!(
        (open.starters.as_ref(), open.category.as_ref()),
        (None, None)
    );
    for mode in engine::flow::LANDING_MODES {
        assert!(open.may_start(mode), "{mode}");
    }
    flow["starters"] = json!(["org", "mgr"]);
    flow["category"] = json!("企业业务");
    let def = FlowDef::parse(&flow.to_string(), &catalogue, &sandbox).unwrap();
    assert_eq!(def.starters, Some(vec!["org".to_owned(), "mgr".to_owned()]));
    assert_eq!(def.category.as_deref(), Some("企业业务"));
    assert!(def.may_start("org") && def.may_start("mgr"));
    assert!(!def.may_start("personalholder") && !def.may_start(""));
}

#[test]
fn an_unknown_landing_mode_in_starters_is_refused_naming_the_modes() {
    let (catalogue, mut flow) = base();
    flow["starters"] = json!(["org", "investor"]);
    assert_eq!(
        refused(&catalogue, &flow),
        ["flow 999001, field `starters`: `starters` names an unknown landing mode `investor`; the modes are org, member, personalholder, orgholder, productholder, holderVisitor, mgr"]
    );
    // Modes are spelled as the sign-in gives them.
    flow["starters"] = json!(["holdervisitor"]);
    assert_eq!(refused(&catalogue, &flow).len(), 1);
}

#[test]
fn empty_starters_a_repeated_mode_and_a_blank_category_are_refused() {
    let (catalogue, mut flow) = base();
    flow["starters"] = json!([]);
    assert_eq!(
        refused(&catalogue, &flow),
        ["flow 999001, field `starters`: `starters` is empty, so no one could start the flow; leave it out to let anyone start it"]
    );
    flow["starters"] = json!(["mgr", "org", "mgr"]);
    flow["category"] = json!("  ");
    assert_eq!(
        refused(&catalogue, &flow),
        [
            "flow 999001, field `starters`: `starters` names `mgr` twice",
            "flow 999001, field `category`: `category` is blank; name the group or leave it out"
        ]
    );
    flow["starters"] = json!("org");
    let problems = refused(&catalogue, &flow);
    assert!(
        problems[0].contains("not a valid flow definition"),
        "{problems:?}"
    );
}

#[test]
fn the_repository_check_reports_an_unknown_starter_in_its_file() {
    let sandbox = Arc::new(Sandbox::default());
    let mut files = repo_files();
    for f in &mut files {
        if f.path == "flows/550001.json" {
            f.text = f.text.replacen("\"mgr\"", "\"manager\"", 1);
        }
    }
    let report = engine::repository::check(&files, &EFFECTS, &sandbox);
    let problems: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
    assert_eq!(
        problems,
        ["flows/550001.json: flow 550001, field `starters`: `starters` names an unknown landing mode `manager`; the modes are org, member, personalholder, orgholder, productholder, holderVisitor, mgr"]
    );
}

#[test]
fn the_repository_s_flows_name_their_starters_and_category() {
    let registry = repo();
    let starters = |app: &str| registry.latest(app).unwrap().starters.clone();
    let modes = |list: &[&str]| Some(list.iter().map(|m| (*m).to_owned()).collect::<Vec<_>>());
    let holders = ["personalholder", "orgholder", "productholder"];
    for app in [
        "550001", "550114", "550017", "550082", "550100", "550113", "550120", "550200", "550901",
    ] {
        assert_eq!(starters(app), modes(&["org", "mgr"]), "{app}");
    }
    for app in ["550004", "550066"] {
        assert_eq!(
            starters(app),
            modes(&[&holders[..], &["mgr"]].concat()),
            "{app}"
        );
    }
    for app in ["550008", "550095", "550067"] {
        assert_eq!(
            starters(app),
            modes(&[&holders[..], &["org", "mgr"]].concat()),
            "{app}"
        );
    }
    for app in ["550130", "550131", "550132"] {
        assert_eq!(
            starters(app),
            modes(&[&["holderVisitor"], &holders[..], &["mgr"]].concat()),
            "{app}"
        );
    }
    // a visitor has no registration yet to change
    assert_eq!(
        starters("550136"),
        modes(&[&holders[..], &["mgr"]].concat())
    );
    assert_eq!(starters("550026"), modes(&holders));
    assert_eq!(starters("550091"), modes(&["orgholder", "productholder"]));
    assert_eq!(starters("550140"), modes(&["mgr"]));
    assert_eq!(starters("550012"), modes(&["member", "mgr"]));
    // The showcase's entry rule speaks of members applying for a company.
    assert_eq!(starters("550092"), modes(&["org", "member", "mgr"]));
    assert_eq!(starters("550115"), None);
    for app in registry.app_ids() {
        let def = registry.latest(app).unwrap();
        assert!(def.category.is_some(), "{app} has no category");
    }
    assert_eq!(
        registry.latest("550140").unwrap().category.as_deref(),
        Some("登记机构业务")
    );
}
