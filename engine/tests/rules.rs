//! The rules of the spec, written in flows/scripts, with the spec's own messages.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::sync::Arc;

use common::*;
use engine::instance::{self, Action, Effect, StepError};
use engine::script::{GuardOutcome, Inputs, Sandbox};
use rust_decimal::Decimal;
use serde_json::{json, Value};

/// Runs one script of flows/scripts directly, as any appId (for rules shared by appIds that
/// have no flow here yet).
fn run_guard(script: &str, app: &str, mode: &str, form: Value, ctx: Value) -> GuardOutcome {
    let sandbox = Sandbox::default();
    let source = repo_files()
        .into_iter()
        .find(|f| f.path == format!("flows/scripts/{script}.rhai"))
        .unwrap();
    let compiled = sandbox.compile(script, 1, &source.text).unwrap();
    let mut inputs = Inputs::empty(app, "apply");
    inputs.form = Inputs::shared(engine::script::convert::to_dynamic(&form));
    inputs.ctx = Inputs::shared(engine::script::convert::to_dynamic(&ctx));
    inputs.actor = Inputs::shared(engine::script::convert::to_dynamic(
        &json!({"id": "u", "roles": [], "landingMode": mode}),
    ));
    sandbox.guard(&compiled, &inputs).unwrap()
}

fn refuse(message: &str) -> GuardOutcome {
    GuardOutcome::Refuse {
        message: message.into(),
        redirect: None,
    }
}

fn start_err(app: &str, who: &engine::Actor, ctx: Value, data: Value) -> StepError {
    let def = flow(app);
    instance::start(&def, who, &ctx, obj(data), false, NOW).unwrap_err()
}

// Holder confirmation (01 §4, 02 §8).

// spec: 01§4.6 02§4.16 02§8.18
#[test]
fn unconfirmed_holders_refuse_every_listed_app_outside_manager_mode() {
    for app in [
        "550002", "550003", "550004", "550005", "550006", "550007", "550008", "550009", "550010",
        "550011", "550018", "550095", "550096", "550066", "550067", "550118", "550119",
    ] {
        let outcome = run_guard(
            "holder_confirmation",
            app,
            "org",
            json!({}),
            json!({"unconfirmedHolders": 3}),
        );
        assert_eq!(
            outcome,
            refuse("3条股东信息未确权,需确权后方能办理业务"),
            "{app}"
        );
    }
    for app in ["550001", "550012", "550017", "550130"] {
        let outcome = run_guard(
            "holder_confirmation",
            app,
            "org",
            json!({}),
            json!({"unconfirmedHolders": 3}),
        );
        assert_eq!(outcome, GuardOutcome::Allow, "{app}");
    }
}

#[test]
fn confirmed_holders_pass() {
    let outcome = run_guard(
        "holder_confirmation",
        "550008",
        "org",
        json!({}),
        json!({"unconfirmedHolders": 0}),
    );
    assert_eq!(outcome, GuardOutcome::Allow);
}

// spec: 02§8.18
#[test]
fn a_pledge_with_unconfirmed_holders_is_refused_at_apply_with_the_count() {
    let err = start_err(
        "550008",
        &applicant(),
        json!({"unconfirmedHolders": 2}),
        json!({}),
    );
    assert_eq!(
        err,
        StepError::Refused {
            message: "2条股东信息未确权,需确权后方能办理业务".into(),
            redirect: None
        }
    );
    assert_eq!(err.to_string(), "2条股东信息未确权,需确权后方能办理业务");
}

// spec: 01§4.6
#[test]
fn share_transfer_checks_holders_only_for_transfer_types_1_4_5_6_11_12() {
    let ctx = json!({"unconfirmedHolders": 1});
    for t in ["1", "4", "5", "6", "11", "12"] {
        for app in ["550004", "550066"] {
            let err = start_err(app, &investor(), ctx.clone(), json!({"transfersType": t}));
            assert_eq!(
                err.to_string(),
                "1条股东信息未确权,需确权后方能办理业务",
                "{app} type {t}"
            );
        }
    }
    for t in ["2", "3", "7", "13"] {
        let def = flow("550004");
        instance::start(
            &def,
            &investor(),
            &ctx,
            obj(json!({"transfersType": t})),
            false,
            NOW,
        )
        .unwrap();
    }
    // An integer type counts the same as its text.
    let err = start_err("550066", &investor(), ctx, json!({"transfersType": 11}));
    assert!(matches!(err, StepError::Refused { .. }));
}

// spec: 01§4.6 02§8.18
#[test]
fn manager_mode_is_asked_and_continuing_sets_confirm_text() {
    let def = flow("550004");
    let ctx = json!({"unconfirmedHolders": 2});
    let data = obj(json!({"transfersType": "1"}));
    let err = instance::start(&def, &manager(), &ctx, data.clone(), false, NOW).unwrap_err();
    assert_eq!(
        err,
        StepError::NeedsConfirmation {
            message: "有2条股东信息未确权，是否继续办理？".into()
        }
    );
    let (inst, _) = instance::start(&def, &manager(), &ctx, data, true, NOW).unwrap();
    assert_eq!(inst.form["confirmText"], json!("该股东未确权"));
    // The submit asks again, and goes on once confirmed.
    let task = open_task(&inst);
    let again = engine::step(
        &def,
        &inst,
        &Action::Submit {
            task,
            data: obj(json!({})),
            confirmed: false,
        },
        &manager(),
        &ctx,
        NOW,
    );
    assert!(matches!(again, Err(StepError::NeedsConfirmation { .. })));
    let (next, _) = engine::step(
        &def,
        &inst,
        &Action::Submit {
            task,
            data: obj(json!({})),
            confirmed: true,
        },
        &manager(),
        &ctx,
        NOW,
    )
    .unwrap();
    assert_eq!(open_node(&next), "PreliminaryApprove");
}

#[test]
fn entry_guards_answer_the_apply_page_before_any_instance_exists() {
    let def = flow("550067");
    let outcome = instance::entry_guards(
        &def,
        &applicant(),
        &json!({"unconfirmedHolders": 5}),
        &obj(json!({})),
        NOW,
    )
    .unwrap();
    assert_eq!(outcome, refuse("5条股东信息未确权,需确权后方能办理业务"));
}

// spec: 02§4.16
#[test]
fn holders_are_checked_again_at_update_apply_approve() {
    let def = flow("550095");
    let (inst, _) =
        instance::start(&def, &applicant(), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let (inst, _) = submit(&def, &inst, json!({}), &no_ctx()).unwrap();
    let task = open_task(&inst);
    let (inst, _) = engine::step(
        &def,
        &inst,
        &Action::Return {
            task,
            to: "UpdateApplyApprove".into(),
            memo: "补充材料".into(),
        },
        &reviewer(),
        &no_ctx(),
        NOW,
    )
    .unwrap();
    assert_eq!(open_node(&inst), "UpdateApplyApprove");
    let err = submit(&def, &inst, json!({}), &json!({"unconfirmedHolders": 1})).unwrap_err();
    assert_eq!(err.to_string(), "1条股东信息未确权,需确权后方能办理业务");
}

// Service-status defaults and editable dates (02 §4).

fn defaults_of(app: &str, ctx: Value) -> engine::script::Defaults {
    let def = flow(app);
    instance::defaults(&def, "apply", &applicant(), &ctx, NOW).unwrap()
}

// spec: 02§4.3
#[test]
fn service_defaults_per_app() {
    for (app, service_type) in [("550001", 1), ("550114", 1), ("550092", 2), ("550200", 3)] {
        let d = defaults_of(app, no_ctx());
        assert_eq!(
            d.data["serviceInformationCsrcs"],
            json!([{"serviceType": service_type, "serviceStatus": 1}]),
            "{app}"
        );
        assert_eq!(d.editable, ["serviceStatusStartDate"], "{app}");
        assert_eq!(d.readonly, ["serviceStatusEndDate"], "{app}");
    }
}

// spec: 02§4.3 02§4.2
#[test]
fn ending_a_service_prefills_the_existing_ones_as_stopped_with_only_the_end_date_editable() {
    let ctx = json!({"services": [
        {"id": 7, "serviceType": 1, "serviceStatus": 1, "serviceStatusStartDate": "2020-01-01"},
        {"id": 8, "serviceType": 2, "serviceStatus": 1, "serviceStatusStartDate": "2021-05-01"},
        {"id": 9, "serviceType": 3, "serviceStatus": 1, "serviceStatusStartDate": "2022-03-01"},
        {"id": 10, "serviceType": 4, "serviceStatus": 1}
    ]});
    for app in ["550113", "550901", "550120"] {
        let d = defaults_of(app, ctx.clone());
        assert_eq!(
            d.data["serviceInformationCsrcs"],
            json!([
                {"id": 7, "serviceType": 1, "serviceStatus": 2, "serviceStatusStartDate": "2020-01-01"},
                {"id": 8, "serviceType": 2, "serviceStatus": 2, "serviceStatusStartDate": "2021-05-01"},
                {"id": 9, "serviceType": 3, "serviceStatus": 2, "serviceStatusStartDate": "2022-03-01"}
            ]),
            "{app}"
        );
        assert_eq!(d.editable, ["serviceStatusEndDate"]);
        assert_eq!(d.readonly, ["serviceStatusStartDate"]);
    }
}

// spec: 02§4.3
#[test]
fn an_instance_starts_with_its_defaults_and_keeps_the_editable_dates() {
    let def = flow("550001");
    let (inst, _) = instance::start(
        &def,
        &applicant(),
        &no_ctx(),
        obj(json!({"name": "某某公司"})),
        false,
        NOW,
    )
    .unwrap();
    assert_eq!(
        inst.form["serviceInformationCsrcs"],
        json!([{"serviceType": 1, "serviceStatus": 1}])
    );
    assert_eq!(inst.form["name"], json!("某某公司"));
    assert_eq!(inst.editable, ["serviceStatusStartDate"]);
}

// spec: 02§5.12
#[test]
fn service_rows_need_type_and_status() {
    let def = flow("550001");
    let (inst, _) =
        instance::start(&def, &applicant(), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let err = submit(
        &def,
        &inst,
        json!({"serviceInformationCsrcs": [{"serviceType": "", "serviceStatus": null}]}),
        &no_ctx(),
    )
    .unwrap_err();
    let StepError::Invalid { errors } = err else {
        panic!("{err:?}")
    };
    let pairs: Vec<(&str, &str)> = errors
        .iter()
        .map(|e| (e.field.as_str(), e.message.as_str()))
        .collect();
    assert_eq!(
        pairs,
        [
            ("serviceInformationCsrcs[0].serviceType", "请填写服务类型"),
            ("serviceInformationCsrcs[0].serviceStatus", "请填写服务状态")
        ]
    );
}

// Entry rules (02 §4, §8).

// spec: 02§8.13 02§4.11
#[test]
fn a_company_already_on_display_cannot_apply_for_the_showcase_again() {
    let err = start_err(
        "550092",
        &applicant(),
        json!({"company": {"showStatus": 1}}),
        json!({}),
    );
    assert_eq!(err.to_string(), "企业已存在展示信息，请勿重复发起！");
    let def = flow("550092");
    instance::start(
        &def,
        &applicant(),
        &json!({"company": {"showStatus": 0}}),
        obj(json!({})),
        false,
        NOW,
    )
    .unwrap();
}

// spec: 02§8.14 02§4.11
#[test]
fn a_member_needs_a_bound_cooperation_for_the_showcase() {
    let member = actor("u-member", "member", &[]);
    let named = json!({"name": "西安曲江文旅发展有限公司"});
    let err = start_err(
        "550092",
        &member,
        json!({"company": {"showStatus": 0}}),
        named.clone(),
    );
    assert_eq!(
        err.to_string(),
        "您还未跟该企业绑定合作关系,请联系企业绑定合作关系后再申请!"
    );
    let def = flow("550092");
    for (ctx, form) in [
        // Bound to the enterprise the form names.
        (json!({"cooperationBound": 1}), named),
        // The form names no enterprise yet (the apply page opening): the rules wait for it.
        (json!({"company": {"showStatus": 0}}), json!({})),
    ] {
        instance::start(&def, &member, &ctx, obj(form), false, NOW).unwrap();
    }
}

// spec: 02§8.15 02§4.9 02§4.11
#[test]
fn a_company_already_on_the_board_is_refused_for_the_specialised_new_entry() {
    let err = start_err(
        "550200",
        &applicant(),
        json!({"company": {"hitechStatus": 1, "isRegister": 1}}),
        json!({}),
    );
    assert_eq!(err.to_string(), "该企业已入板，请重新选择");
}

// spec: 02§8.16 02§4.11
#[test]
fn the_specialised_new_entry_needs_custody_or_listing_first_when_flagged() {
    let err = start_err(
        "550200",
        &applicant(),
        json!({"needRegister": 1, "company": {"hitechStatus": 0, "isRegister": 0}}),
        json!({}),
    );
    assert_eq!(err.to_string(), "企业需要先托管再办理专精特新入板业务！");
    let err = start_err(
        "550200",
        &applicant(),
        json!({"needListing": 1, "company": {"isRegister": 1, "isListing": 0}}),
        json!({}),
    );
    assert_eq!(err.to_string(), "企业需要先挂牌再办理专精特新入板业务！");
    let def = flow("550200");
    let ok = json!({"needRegister": 1, "needListing": 1, "company": {"hitechStatus": 0, "isRegister": 1, "isListing": 1}});
    instance::start(&def, &applicant(), &ok, obj(json!({})), false, NOW).unwrap();
    // Without the flags, neither is required.
    instance::start(
        &def,
        &applicant(),
        &json!({"company": {"hitechStatus": 0}}),
        obj(json!({})),
        false,
        NOW,
    )
    .unwrap();
}

// spec: 02§8.12 02§4.12
#[test]
fn organisation_investors_certify_first_at_550032() {
    let org = actor("u-org", "orgholder", &[]);
    for app in ["550026", "550091"] {
        let err = start_err(
            app,
            &org,
            json!({"orgType": 2, "isCertified": 0}),
            json!({}),
        );
        assert_eq!(
            err,
            StepError::Refused {
                message: "未进行机构投资者认证，请先进行机构投资者认证".into(),
                redirect: Some("550032".into())
            }
        );
    }
    let def = flow("550026");
    instance::start(
        &def,
        &org,
        &json!({"orgType": 2, "isCertified": 1, "accountNumber": "1000000001"}),
        obj(json!({})),
        false,
        NOW,
    )
    .unwrap();
}

// spec: 02§8.12 02§4.12
#[test]
fn product_holders_certify_first_at_550138() {
    let product = actor("u-p", "productholder", &[]);
    let err = start_err(
        "550091",
        &product,
        json!({"isProductCertificateApply": 0}),
        json!({}),
    );
    assert_eq!(
        err,
        StepError::Refused {
            message: "未进行产品认证，请先进行产品认证".into(),
            redirect: Some("550138".into())
        }
    );
    let def = flow("550091");
    instance::start(
        &def,
        &product,
        &json!({"isProductCertificateApply": 1, "accountNumber": "3000000001"}),
        obj(json!({})),
        false,
        NOW,
    )
    .unwrap();
}

// spec: 02§8.19 02§4.13
#[test]
fn a_listed_company_is_sent_to_the_counter_for_increases_decreases_and_transfers() {
    let listed = json!({"account": 1, "company": {"isListing": 1}});
    for (app, message) in [
        ("550002", "贵企业已挂牌，需到柜台端办理份额调增业务"),
        ("550003", "贵企业已挂牌，需到柜台端办理份额调减业务"),
        ("550004", "贵企业已挂牌，需到柜台端办理份额过户业务"),
    ] {
        assert_eq!(
            run_guard(
                "listed_company_block",
                app,
                "org",
                json!({}),
                listed.clone()
            ),
            refuse(message)
        );
        assert_eq!(
            run_guard(
                "listed_company_block",
                app,
                "org",
                json!({}),
                json!({"account": 1, "company": {"isListing": 0}})
            ),
            GuardOutcome::Allow
        );
    }
    assert_eq!(
        run_guard(
            "listed_company_block",
            "550008",
            "org",
            json!({}),
            listed.clone()
        ),
        GuardOutcome::Allow
    );
    let err = start_err("550004", &investor(), listed, json!({"transfersType": "2"}));
    assert_eq!(err.to_string(), "贵企业已挂牌，需到柜台端办理份额过户业务");
}

// Charging (02 §9).

fn charge_of(app: &str, ctx: Value, data: Value) -> Option<Decimal> {
    let def = flow(app);
    let (inst, _) =
        instance::start(&def, &starter(&def), &ctx, obj(json!({})), false, NOW).unwrap();
    let (next, effects) = submit(&def, &inst, data, &ctx).unwrap();
    let from_effect = effects.iter().find_map(|e| match e {
        Effect::Charge { base } => Some(*base),
        _ => None,
    });
    assert_eq!(next.charge, from_effect);
    next.charge
}

fn d(text: &str) -> Decimal {
    text.parse().unwrap()
}

// spec: 02§9.11
#[test]
fn par_value_is_volume_times_face_value_for_joint_stock_companies() {
    let joint = json!({"company": {"companyType": 2}});
    assert_eq!(
        charge_of(
            "550004",
            joint.clone(),
            json!({"transfersType": "2", "transferVolume": 1000, "faceValue": "1.5"})
        ),
        Some(d("1500"))
    );
    // Face value 1 by default.
    assert_eq!(
        charge_of(
            "550066",
            joint.clone(),
            json!({"transfersType": "2", "transferVolume": "2500"})
        ),
        Some(d("2500"))
    );
    // Decimal arithmetic, never float: 0.1 × 3 is exactly 0.3.
    assert_eq!(
        charge_of(
            "550004",
            joint,
            json!({"transfersType": "2", "transferVolume": 3, "faceValue": 0.1})
        ),
        Some(d("0.3"))
    );
    // A limited company (type 1) has no par-value base.
    assert_eq!(
        charge_of(
            "550004",
            json!({"company": {"companyType": 1}}),
            json!({"transfersType": "2", "transferVolume": 1000})
        ),
        None
    );
}

// spec: 02§9.11
#[test]
fn the_pledge_base_is_the_largest_of_agreement_assessed_and_par_value() {
    let joint = json!({"company": {"companyType": "2"}});
    let cases = [
        (
            json!({"pledgeList": [{"pledgeShares": 100}], "faceValue": 1, "agreementAmount": "500.25", "assessedValue": "300"}),
            "500.25",
        ),
        (
            json!({"pledgeList": [{"pledgeShares": 100}], "faceValue": 1, "agreementAmount": "50", "assessedValue": "300.10"}),
            "300.10",
        ),
        (
            // every declared row counts: 600 + 400 shares at face value 1
            json!({"pledgeList": [{"pledgeShares": 600}, {"pledgeShares": 400}], "agreementAmount": "50", "assessedValue": "300"}),
            "1000",
        ),
    ];
    for app in ["550008", "550095", "550067"] {
        for (data, expected) in &cases {
            assert_eq!(
                charge_of(app, joint.clone(), data.clone()),
                Some(d(expected)),
                "{app} {data}"
            );
        }
    }
    // Without a par-value company the par value does not count.
    assert_eq!(
        charge_of(
            "550008",
            json!({"company": {"companyType": 1}}),
            json!({"pledgeList": [{"pledgeShares": 1000}], "agreementAmount": "50"})
        ),
        Some(d("50"))
    );
}

// spec: 02§9.11
#[test]
fn total_value_is_face_value_times_total_shares() {
    assert_eq!(
        charge_of(
            "550017",
            no_ctx(),
            json!({"faceValue": "2.5", "totalShares": 400})
        ),
        Some(d("1000"))
    );
    assert_eq!(
        charge_of("550017", no_ctx(), json!({"totalShares": 400})),
        Some(d("400"))
    );
}

// spec: 02§9.11
#[test]
fn app_550100_is_always_charged() {
    assert_eq!(
        charge_of("550100", no_ctx(), json!({"chargeAmount": "88.80"})),
        Some(d("88.80"))
    );
    assert_eq!(charge_of("550100", no_ctx(), json!({})), Some(d("0")));
    assert_eq!(charge_of("550082", no_ctx(), json!({})), None);
}

// 550115: the final node decides where the user goes after submit.

fn navigate(effects: &[Effect]) -> String {
    effects
        .iter()
        .find_map(|e| match e {
            Effect::Navigate { to } => Some(to.clone()),
            _ => None,
        })
        .expect("a Navigate effect")
}

// spec: 02§4.15
#[test]
fn app_550115_goes_to_the_detail_with_the_result_when_apply_is_the_final_node() {
    let def = flow("550115");
    assert_eq!(def.final_node, "Apply");
    let (inst, _) =
        instance::start(&def, &applicant(), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let (done, effects) = submit(&def, &inst, json!({"projectName": "x"}), &no_ctx()).unwrap();
    assert!(!done.is_running());
    assert_eq!(navigate(&effects), "/process/detial?processInstanceId={processInstanceId}&isShowResult=true&nodeId=detail&appId=550115");
}

// spec: 02§4.15
#[test]
fn app_550115_goes_to_the_list_when_a_review_is_the_final_node() {
    // Version 2 adds a review after Apply: the final node is no longer Apply.
    let sandbox = Arc::new(Sandbox::default());
    let report = repo_report(&sandbox);
    let mut raw: Value = serde_json::from_str(
        &std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../flows/550115.json"))
            .unwrap(),
    )
    .unwrap();
    raw["version"] = json!(2);
    raw["nodes"].as_array_mut().unwrap().push(json!({"id": "Review", "kind": "userTask", "assignee": {"roles": ["reviewer"]}, "actions": ["approve"]}));
    raw["edges"] = json!([{"from": "start", "to": "Apply"}, {"from": "Apply", "to": "Review"}, {"from": "Review", "to": "effect"}, {"from": "effect", "to": "approved"}]);
    let def = engine::FlowDef::parse(&raw.to_string(), &report.catalogue, &sandbox).unwrap();
    assert_eq!(def.final_node, "Review");
    let (inst, _) =
        instance::start(&def, &applicant(), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let (_, effects) = submit(&def, &inst, json!({}), &no_ctx()).unwrap();
    assert_eq!(navigate(&effects), "/queryPage/bizApplication2");
}

// spec: 02§4.15 02§2.1 02§2.2
#[test]
fn other_flows_return_to_my_applications_or_to_my_todos() {
    let def = flow("550082");
    let (inst, _) =
        instance::start(&def, &applicant(), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let (_, effects) = submit(&def, &inst, json!({}), &no_ctx()).unwrap();
    assert_eq!(navigate(&effects), "/queryPage/bizApplication2");
    let (_, effects) = submit(&def, &inst, json!({}), &json!({"source": "todo"})).unwrap();
    assert_eq!(navigate(&effects), "/queryPage/bjotcTaskItem2");
}

// Approvals carry a memo (02 §5).

// spec: 02§5.15
#[test]
fn an_approval_without_a_memo_is_refused() {
    let def = flow("550012");
    let (inst, _) =
        instance::start(&def, &starter(&def), &no_ctx(), obj(json!({})), false, NOW).unwrap();
    let (inst, _) = submit(&def, &inst, json!({}), &no_ctx()).unwrap();
    let task = open_task(&inst);
    let err = engine::step(
        &def,
        &inst,
        &Action::Approve {
            task,
            memo: " ".into(),
        },
        &reviewer(),
        &no_ctx(),
        NOW,
    )
    .unwrap_err();
    assert_eq!(err.to_string(), "memo: 审批意见为必填项");
}
