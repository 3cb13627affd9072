//! The form DSL: every repository form parses and compiles; conditions, access, normalisation
//! and the server-side validation behave as forms/README.md and 02 §5 say.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{collections::BTreeMap, path::Path, sync::Arc};

use engine::{
    form::{
        compile, model::Mode, validate::StaticDictionaries, FieldError, FormDef, FormError,
        FormValidator, Fragments, TaskState,
    },
    validate::CalendarDate,
};
use serde_json::{json, Value};

fn forms_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../forms"))
}

fn read_json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn fragments() -> Fragments {
    let mut fragments = BTreeMap::new();
    for entry in std::fs::read_dir(forms_dir().join("fragments")).unwrap() {
        let value = read_json(&entry.unwrap().path());
        fragments.insert(value["fragment"].as_str().unwrap().to_owned(), value);
    }
    fragments
}

fn form(id: &str) -> Arc<FormDef> {
    Arc::new(
        FormDef::parse(
            &read_json(&forms_dir().join(format!("{id}.json"))),
            &fragments(),
        )
        .unwrap(),
    )
}

fn today() -> CalendarDate {
    CalendarDate::new(2026, 11, 21).unwrap()
}

fn dictionaries() -> Arc<StaticDictionaries> {
    let mut dicts = BTreeMap::new();
    dicts.insert(
        "organType".to_owned(),
        vec!["1".to_owned(), "2".to_owned(), "3".to_owned()],
    );
    Arc::new(StaticDictionaries(dicts))
}

fn validator(def: &Arc<FormDef>, node: &str) -> FormValidator {
    let compiled = Arc::new(compile(def, node, TaskState::Todo));
    FormValidator::new(def.clone(), compiled, dictionaries(), today()).unwrap()
}

/// A complete, valid application of the demonstration form.
fn valid_demo() -> Value {
    json!({
        "companyName": "西安秦创智能科技股份有限公司",
        "holderName": "张伟",
        "idNumber": "11010519491231002X",
        "mobile": "13800138000",
        "organType": "2",
        "region": { "province": "610000", "city": "610100", "district": "610113" },
        "registerDate": "2020-05-01",
        "registeredCapital": "10000000.00",
        "totalShares": 10000000,
        "holder": { "accountNumber": "2000000001", "holderName": "张伟" },
        "shareData": [
            { "accountNumber": "2000000001", "holderName": "张伟", "volume": 6000000 },
            { "accountNumber": "2000000002", "holderName": "李娜", "volume": 4000000 }
        ],
        "businessLicense": [{ "attachId": "a-1", "originalName": "营业执照.pdf" }]
    })
}

fn rules(errors: &[FieldError]) -> Vec<(String, String, String)> {
    errors
        .iter()
        .map(|e| (e.field.clone(), e.rule.clone(), e.message.clone()))
        .collect()
}

#[test]
fn every_repository_form_parses_and_compiles_for_every_kind_of_node() {
    let fragments = fragments();
    let mut count = 0;
    for entry in std::fs::read_dir(forms_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("json")
            || path.ends_with("form.schema.json")
        {
            continue;
        }
        let value = read_json(&path);
        if value.get("formId").is_none() {
            continue;
        }
        let def = Arc::new(
            FormDef::parse(&value, &fragments)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display())),
        );
        for node in [
            "apply",
            "UpdateApplyApprove",
            "PreliminaryApprove",
            "RecheckApprove",
            "detail",
        ] {
            let compiled = Arc::new(compile(&def, node, TaskState::Todo));
            FormValidator::new(def.clone(), compiled, dictionaries(), today())
                .unwrap_or_else(|e| panic!("{} at {node}: {e}", path.display()));
        }
        count += 1;
    }
    assert!(count >= 14, "{count} forms");
}

#[test]
fn a_valid_application_passes_and_comes_back_normalised() {
    let def = form("demo_all_widgets");
    let mut data = valid_demo();
    data["companyName"] = json!("  西安秦创 智能科技 股份有限公司 ");
    data["remark"] = json!("  备注  ");
    data["accountNumbers"] = json!("2000000001\n\n  2000000002  \n");
    data["basicTitle"] = json!("not a value");
    data["notInTheForm"] = json!("dropped");
    let stored = validator(&def, "apply")
        .check_submission(&data, None)
        .unwrap();
    assert_eq!(
        stored["companyName"], "西安秦创智能科技股份有限公司",
        "spaces removed from name-like fields"
    );
    assert_eq!(stored["remark"], "备注", "strings trimmed");
    assert_eq!(
        stored["accountNumbers"], "2000000001,2000000002",
        "lines joined with commas"
    );
    assert!(stored.get("basicTitle").is_none());
    assert!(stored.get("notInTheForm").is_none());
}

#[test]
fn a_missing_required_field_gives_the_items_message() {
    let def = form("demo_all_widgets");
    let mut data = valid_demo();
    data.as_object_mut().unwrap().remove("companyName");
    data["organType"] = json!("");
    let errors = validator(&def, "apply")
        .check_submission(&data, None)
        .unwrap_err();
    let got = rules(&errors);
    assert!(
        got.contains(&(
            "companyName".into(),
            "required".into(),
            "请输入企业名称".into()
        )),
        "{got:?}"
    );
    assert!(
        got.contains(&(
            "organType".into(),
            "minLength".into(),
            "请选择股东类型".into()
        )),
        "{got:?}"
    );
    assert_eq!(
        errors
            .iter()
            .find(|e| e.field == "companyName")
            .unwrap()
            .label,
        "企业名称"
    );
}

#[test]
fn a_hidden_field_is_not_required_and_a_shown_one_is() {
    let def = form("demo_all_widgets");
    let v = validator(&def, "apply");
    // organType 2 (person): the certificate number is hidden, so not required, and dropped.
    let mut data = valid_demo();
    data["certificateNo"] = json!("91610000MA6TG1234X");
    let stored = v.check_submission(&data, None).unwrap();
    assert!(
        stored.get("certificateNo").is_none(),
        "a hidden item's value is dropped"
    );
    // organType 1 (institution): shown and required.
    data["organType"] = json!("1");
    data.as_object_mut().unwrap().remove("certificateNo");
    let errors = v.check_submission(&data, None).unwrap_err();
    assert_eq!(
        rules(&errors),
        [(
            "certificateNo".into(),
            "required".into(),
            // 01 §5: an empty certificate number's own message
            "请填写证件号码！".into()
        )]
    );
    // organType 3 (product): shown but not required.
    data["organType"] = json!("3");
    assert!(v.check_submission(&data, None).is_ok());
}

#[test]
fn conditions_inside_table_rows_read_the_row() {
    let def = form("demo_all_widgets");
    let v = validator(&def, "apply");
    let mut data = valid_demo();
    data["shareData"][1]["pledged"] = json!(true);
    let errors = v.check_submission(&data, None).unwrap_err();
    assert_eq!(
        rules(&errors),
        [(
            "shareData/1/pledgeVolume".into(),
            "required".into(),
            "请输入质押数量".into()
        )]
    );
    data["shareData"][1]["pledgeVolume"] = json!(100);
    data["shareData"][0]["pledgeVolume"] = json!(5);
    let stored = v.check_submission(&data, None).unwrap();
    assert!(
        stored["shareData"][0].get("pledgeVolume").is_none(),
        "unpledged row drops its volume"
    );
    assert_eq!(stored["shareData"][1]["pledgeVolume"], 100);
}

// spec: 01§5.9 01§5.10 02§5.1
#[test]
fn named_validators_answer_with_their_own_messages() {
    let def = form("demo_all_widgets");
    let v = validator(&def, "apply");
    let mut data = valid_demo();
    data["idNumber"] = json!("110105194912310021");
    data["mobile"] = json!("1380013800");
    data["holderName"] = json!("张 伟");
    data["totalShares"] = json!(0);
    data["registeredCapital"] = json!("12.345");
    let errors = v.check_submission(&data, None).unwrap_err();
    let by_field: BTreeMap<_, _> = errors
        .iter()
        .map(|e| (e.field.as_str(), (e.rule.as_str(), e.message.as_str())))
        .collect();
    assert_eq!(by_field["idNumber"], ("format", "请输入正确的身份证号码"));
    assert_eq!(by_field["mobile"].0, "format");
    assert_eq!(by_field["holderName"], ("format", "请不要输入空格"));
    assert_eq!(by_field["totalShares"], ("minimum", "请输入正整数"));
    assert_eq!(by_field["registeredCapital"].0, "format");
}

#[test]
fn dictionary_values_must_exist_and_dates_may_not_be_in_the_future() {
    let def = form("demo_all_widgets");
    let v = validator(&def, "apply");
    let mut data = valid_demo();
    data["organType"] = json!("9");
    data["registerDate"] = json!("2026-11-22");
    let got = rules(&v.check_submission(&data, None).unwrap_err());
    assert!(
        got.contains(&(
            "organType".into(),
            "x-dict".into(),
            "请选择有效的选项".into()
        )),
        "{got:?}"
    );
    assert!(
        got.contains(&(
            "registerDate".into(),
            "x-noFuture".into(),
            "成立日期不能晚于今天".into()
        )),
        "{got:?}"
    );
    data["organType"] = json!("2");
    data["registerDate"] = json!("2026-11-21");
    assert!(
        v.check_submission(&data, None).is_ok(),
        "today itself is allowed"
    );
}

#[test]
fn repeated_table_rows_are_named_by_number() {
    let def = form("demo_all_widgets");
    let mut data = valid_demo();
    data["shareData"] = json!([
        { "accountNumber": "2000000001", "holderName": "张伟", "volume": 1 },
        { "accountNumber": "2000000002", "holderName": "李娜", "volume": 1 },
        { "accountNumber": "2000000001", "holderName": "王五", "volume": 1 }
    ]);
    let errors = validator(&def, "apply")
        .check_submission(&data, None)
        .unwrap_err();
    assert_eq!(
        rules(&errors),
        [(
            "shareData".into(),
            "uniqueBy".into(),
            "第1、3行数据重复，请修改".into()
        )]
    );
}

#[test]
fn table_row_counts_are_enforced() {
    let def = form("demo_all_widgets");
    let mut data = valid_demo();
    data["shareData"] = json!([]);
    let errors = validator(&def, "apply")
        .check_submission(&data, None)
        .unwrap_err();
    assert_eq!(
        rules(&errors),
        [(
            "shareData".into(),
            "minItems".into(),
            "股东名册至少需要1行".into()
        )]
    );
}

/// Every form of the repository, by id.
fn every_form() -> Vec<(String, Arc<FormDef>)> {
    let mut ids: Vec<String> = std::fs::read_dir(forms_dir())
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(".json").map(str::to_owned)
        })
        .collect();
    ids.sort();
    ids.into_iter().map(|id| (id.clone(), form(&id))).collect()
}

#[test]
fn the_approvers_fields_are_never_shown_to_or_taken_from_an_applicant() {
    for (id, def) in every_form() {
        for node in ["apply", "UpdateApplyApprove", "Apply"] {
            let compiled = compile(&def, node, TaskState::Todo);
            if compiled.mode != Mode::Edit {
                continue;
            }
            for field in ["memo", "checkResult"] {
                assert!(
                    compiled.schema["properties"].get(field).is_none()
                        && !compiled.editable.iter().any(|e| e == field),
                    "{id} at {node} shows or takes {field}"
                );
            }
        }
    }
    // Even a definition that forgets to say so: the approval fragment's fields at `apply`.
    let mut forgetful = read_json(&forms_dir().join("demo_all_widgets.json"));
    forgetful["access"] = json!({ "apply": { "mode": "edit" }, "*": { "mode": "readonly" } });
    let def = Arc::new(FormDef::parse(&forgetful, &fragments()).unwrap());
    let compiled = compile(&def, "apply", TaskState::Todo);
    assert!(compiled.schema["properties"].get("memo").is_none());
    assert!(compiled.schema["properties"].get("checkResult").is_none());

    // An applicant who sends them anyway is refused, at both of their nodes.
    let def = form("demo_all_widgets");
    let stored = validator(&def, "apply")
        .check_submission(&valid_demo(), None)
        .unwrap();
    for node in ["apply", "UpdateApplyApprove"] {
        for (field, value) in [
            ("memo", json!("我自己同意")),
            ("checkResult", json!("Approve")),
        ] {
            let mut sent = valid_demo();
            sent[field] = value;
            let errors = validator(&def, node)
                .check_submission(&sent, (node != "apply").then_some(&stored))
                .unwrap_err();
            assert_eq!(
                rules(&errors),
                [(
                    field.into(),
                    "readonly".into(),
                    "当前环节不能修改此项".into()
                )],
                "{node} {field}"
            );
        }
    }
}

#[test]
fn a_reviewer_may_change_only_the_review_fields() {
    let def = form("demo_all_widgets");
    let stored = validator(&def, "apply")
        .check_submission(&valid_demo(), None)
        .unwrap();
    let review = validator(&def, "PreliminaryApprove");
    let compiled = review.compiled();
    assert_eq!(compiled.mode, Mode::Readonly);
    assert_eq!(compiled.editable, ["checkResult", "memo"]);
    assert_eq!(compiled.ui_schema["companyName"]["ui:readonly"], true);

    let mut tampered = stored.clone();
    tampered["companyName"] = json!("另一家公司");
    tampered["memo"] = json!("同意");
    let errors = review
        .check_submission(&tampered, Some(&stored))
        .unwrap_err();
    assert_eq!(
        rules(&errors),
        [(
            "companyName".into(),
            "readonly".into(),
            "当前环节不能修改此项".into()
        )]
    );

    // Leaving the read-only fields out keeps the stored values.
    let answer = review
        .check_submission(
            &json!({ "checkResult": "Approve", "memo": "同意" }),
            Some(&stored),
        )
        .unwrap();
    assert_eq!(answer["companyName"], stored["companyName"]);
    assert_eq!(answer["memo"], "同意");
}

// spec: 02§5.15
#[test]
fn the_memo_is_required_where_the_node_asks_for_it() {
    let def = form("demo_all_widgets");
    let stored = validator(&def, "apply")
        .check_submission(&valid_demo(), None)
        .unwrap();
    let review = validator(&def, "PreliminaryApprove");
    let errors = review
        .check_submission(
            &json!({ "checkResult": "Approve", "memo": "  " }),
            Some(&stored),
        )
        .unwrap_err();
    assert_eq!(errors[0].message, "审批意见为必填项");
    assert_eq!(errors[0].field, "memo");
}

// spec: 02§4.18
#[test]
fn when_material_is_to_be_updated_only_the_memo_is_validated() {
    let def = form("demo_all_widgets");
    let review = validator(&def, "PreliminaryApprove");
    // Stored data that would fail the full validation.
    let stored = json!({ "companyName": "x" });
    let answer = review.check_submission(
        &json!({ "checkResult": "UpdateMaterial", "memo": "请补充营业执照" }),
        Some(&stored),
    );
    assert!(answer.is_ok(), "{answer:?}");
    let errors = review
        .check_submission(&json!({ "checkResult": "UpdateMaterial" }), Some(&stored))
        .unwrap_err();
    assert_eq!(
        rules(&errors),
        [("memo".into(), "required".into(), "审批意见为必填项".into())]
    );
}

/// The returned applicant reads the reviewer's memo from the history (the apply page's notice),
/// never as a box of the form.
#[test]
fn the_applicant_does_not_see_the_review_section_at_apply_nor_when_returned() {
    let def = form("demo_all_widgets");
    let apply = compile(&def, "apply", TaskState::Todo);
    assert!(apply.schema["properties"].get("memo").is_none());
    let update = compile(&def, "UpdateApplyApprove", TaskState::Todo);
    assert!(update.schema["properties"].get("memo").is_none());
    assert!(update.ui_schema.get("memo").is_none());
    assert!(update.editable.contains(&"companyName".to_owned()));
    assert!(!update.editable.contains(&"memo".to_owned()));
}

#[test]
fn a_done_task_is_read_only_everywhere() {
    let def = form("demo_all_widgets");
    let done = compile(&def, "apply", TaskState::Done);
    assert_eq!(done.mode, Mode::Readonly);
    assert!(done.editable.is_empty());
    assert_eq!(TaskState::parse(Some("已处理")), TaskState::Done);
}

#[test]
fn the_compiled_form_carries_sections_messages_formats_and_widgets() {
    let def = form("demo_all_widgets");
    let compiled = compile(&def, "apply", TaskState::Todo);
    let sections: Vec<_> = compiled.sections.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(sections, ["basic", "share", "materials", "approval"]);
    assert!(compiled.formats.contains(&"positiveNumber:14:2".to_owned()));
    assert!(compiled.formats.contains(&"idCard".to_owned()));
    assert_eq!(compiled.ui_schema["organType"]["ui:widget"], "dictSelect");
    assert_eq!(compiled.ui_schema["shareData"]["ui:field"], "table");
    assert_eq!(
        compiled.ui_schema["shareData"]["items"]["volume"]["ui:widget"],
        "updown"
    );
    assert_eq!(
        compiled.messages["shareData/volume"]["minimum"],
        "请输入正整数"
    );
    assert_eq!(
        compiled.schema["$schema"],
        "https://json-schema.org/draft/2020-12/schema"
    );
    assert_eq!(
        compiled.ui_schema["certificateNo"]["ui:options"]["visibleWhen"]["properties"]["organType"]
            ["enum"],
        json!(["1", "3"])
    );
}

fn parse(value: Value) -> Result<FormDef, FormError> {
    FormDef::parse(&value, &fragments())
}

#[test]
fn bad_definitions_are_refused_with_the_reason() {
    let item = |extra: Value| {
        let mut item = json!({ "prop": "a", "type": "input", "label": "A" });
        item.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": [item] }] })
    };
    assert!(matches!(
        parse(item(json!({ "rules": [{ "validator": "nope" }] }))),
        Err(FormError::UnknownValidator { .. })
    ));
    assert!(matches!(
        parse(item(json!({ "rules": [{ "pattern": "([" }] }))),
        Err(FormError::BadPattern { .. })
    ));
    assert!(matches!(
        parse(item(json!({ "visibleWhen": { "type": 5 } }))),
        Err(FormError::BadCondition { .. })
    ));
    assert!(matches!(
        parse(item(json!({ "colour": "red" }))),
        Err(FormError::Malformed(_))
    ));
    let twice = json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": [
        { "prop": "a", "type": "input", "label": "A" }, { "prop": "a", "type": "input", "label": "B" }] }] });
    assert_eq!(
        parse(twice).unwrap_err(),
        FormError::DuplicateField {
            form: "f".into(),
            prop: "a".into()
        }
    );
    let missing = json!({ "formId": "f", "title": "F", "sections": [{ "use": "nothing" }] });
    assert!(matches!(
        parse(missing),
        Err(FormError::MissingFragment { .. })
    ));
    let access = json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": [
        { "prop": "a", "type": "input", "label": "A" }] }], "access": { "apply": { "editable": ["b"] } } });
    assert!(matches!(
        parse(access),
        Err(FormError::UnknownAccessField { .. })
    ));
}

#[test]
fn an_items_span_reaches_the_renderer_and_others_keep_the_default() {
    let compiled = compile(&form("risk_assessment"), "apply", TaskState::Todo);
    let ui = serde_json::to_value(&compiled).unwrap()["uiSchema"].clone();
    assert_eq!(
        ui["q1"]["ui:options"]["span"], 24,
        "a long question takes the whole line"
    );
    assert!(ui["riskType"]["ui:options"].get("span").is_none());
}

/// A rule with `when`: the id number is a citizen id while the id type is 身份证 (1), a
/// certificate number otherwise (01 §5); the messages are the validators' own.
// spec: 01§5.2 01§5.9 01§5.10
#[test]
fn an_id_number_is_checked_by_its_id_type() {
    let def = form("investor_personal");
    let compiled = Arc::new(compile(&def, "apply", TaskState::Todo));
    let mut dicts = BTreeMap::new();
    dicts.insert("organType".to_owned(), vec!["2".to_owned()]);
    dicts.insert(
        "personCertType".to_owned(),
        vec!["1".to_owned(), "2".to_owned()],
    );
    let v =
        FormValidator::new(def, compiled, Arc::new(StaticDictionaries(dicts)), today()).unwrap();
    let data = |id_type: &str, number: &str| {
        json!({ "holderName": "李华", "organType": "2", "idType": id_type,
                "idNumber": number, "mobile": "13800138000" })
    };
    assert!(v
        .check_submission(&data("1", "11010519491231002X"), None)
        .is_ok());
    let errors = v
        .check_submission(&data("1", "110105194912310021"), None)
        .unwrap_err();
    assert_eq!(
        rules(&errors),
        [(
            "idNumber".into(),
            "format".into(),
            "请输入正确的身份证号码".into()
        )]
    );
    // A passport number is no citizen id, and needs none of its checks.
    assert!(v.check_submission(&data("2", "E12345678"), None).is_ok());
    let errors = v
        .check_submission(&data("2", "E1234 5678"), None)
        .unwrap_err();
    assert_eq!(rules(&errors)[0].0, "idNumber");
    let errors = v
        .check_submission(&json!({ "organType": "2", "idType": "1" }), None)
        .unwrap_err();
    let got = rules(&errors);
    for expected in [
        ("holderName", "此项为必填项！"),
        ("idNumber", "请填写证件号码！"),
        ("mobile", "请输入手机号码"),
    ] {
        assert!(
            got.iter()
                .any(|(f, r, m)| f == expected.0 && r == "required" && m == expected.1),
            "{expected:?} in {got:?}"
        );
    }
}

/// A choice without a source of options, or with a placeholder among them, is refused when
/// the definition is read: no dropdown is ever empty or offers 请选择….
#[test]
fn a_choice_needs_options_and_never_offers_a_placeholder() {
    let with = |item: Value| json!({ "formId": "f", "title": "t", "sections": [{ "title": "s", "items": [item] }] });
    let bare = with(json!({ "prop": "kind", "type": "select", "label": "类型" }));
    assert!(matches!(
        FormDef::parse(&bare, &fragments()),
        Err(FormError::BadItem { .. })
    ));
    let placeholder = with(json!({ "prop": "kind", "type": "select", "label": "类型",
        "insideData": { "dataType": "static", "dataList": [
            { "value": "", "label": "请选择类型" }, { "value": "1", "label": "一" }] } }));
    assert!(matches!(
        FormDef::parse(&placeholder, &fragments()),
        Err(FormError::BadItem { .. })
    ));
    let conditional_required = with(json!({ "prop": "n", "type": "input", "label": "号码",
        "rules": [{ "required": true, "when": { "required": ["x"] } }] }));
    assert!(FormDef::parse(&conditional_required, &fragments()).is_err());
}

/// A disabled table column (the periodic report's computed rate) is disabled in the browser and
/// carries no 请输入 placeholder; an editable one keeps it.
#[test]
fn a_disabled_column_is_disabled_without_a_placeholder() {
    let compiled = compile(&form("information_disclosure"), "apply", TaskState::Todo);
    let columns = &compiled.ui_schema["financeData"]["items"];
    assert_eq!(columns["rate"]["ui:disabled"], true);
    assert!(columns["rate"].get("ui:placeholder").is_none());
    assert_eq!(columns["thisPeriodTime"]["ui:placeholder"], "请输入本期");
    assert!(columns["thisPeriodTime"].get("ui:disabled").is_none());
}

/// `exclusive` names the checkbox option that stands alone (无, 02 §4): it reaches the browser,
/// and is refused on another kind of item or when it is not one of the options.
#[test]
fn an_exclusive_option_is_one_of_a_checkbox_s_own() {
    let compiled = compile(&form("specialised_new"), "apply", TaskState::Todo);
    assert_eq!(
        compiled.ui_schema["qualityAssurance"]["ui:options"]["exclusive"],
        "0"
    );
    let with = |kind: &str, alone: &str| {
        json!({ "formId": "f", "title": "t", "sections": [{ "title": "s", "items": [
            { "prop": "q", "type": kind, "label": "认证", "exclusive": alone,
              "insideData": { "dataType": "static", "dataList": [
                { "value": "0", "label": "无" }, { "value": "1", "label": "ISO9001" }] } }] }] })
    };
    assert!(FormDef::parse(&with("checkbox", "0"), &fragments()).is_ok());
    for bad in [with("checkbox", "9"), with("select", "0")] {
        assert!(matches!(
            FormDef::parse(&bad, &fragments()),
            Err(FormError::BadItem { .. })
        ));
    }
}

/// `widget` names a renderer over the type's own, only one of the known ones for its type: the
/// periodic report's scope and designees are chosen by the definition, not by field names.
#[test]
fn a_named_widget_overrides_the_type_s_own_for_its_type_only() {
    let compiled = compile(&form("information_disclosure"), "apply", TaskState::Todo);
    assert_eq!(
        compiled.ui_schema["disclosureScope"]["ui:widget"],
        "disclosureScope"
    );
    assert_eq!(
        compiled.ui_schema["value2"]["ui:widget"],
        "disclosureDesignees"
    );
    let with = |kind: &str, widget: &str| {
        json!({ "formId": "f", "title": "t", "sections": [{ "title": "s", "items": [
            { "prop": "q", "type": kind, "label": "范围", "widget": widget,
              "insideData": { "dataType": "static", "dataList": [{ "value": "1", "label": "一" }] } }] }] })
    };
    assert!(FormDef::parse(&with("radio", "disclosureScope"), &fragments()).is_ok());
    for bad in [with("select", "disclosureScope"), with("radio", "fancy")] {
        assert!(matches!(
            FormDef::parse(&bad, &fragments()),
            Err(FormError::BadItem { .. })
        ));
    }
}
