//! Every select has its options (issue 15): each form compiled at every node its access names,
//! by the server call the browser makes, in both tenants; every select, radio, checkbox group
//! and cascader offers at least one option: static ones in the schema, dictionary ones from the
//! tenant's dictionary, remote ones from the real call, the area from the region tree. No
//! option is a placeholder.

use std::collections::BTreeSet;

use serde_json::{json, Value};

use crate::helpers::TestApp;

const COMPILED: &str = "/api/rem-registrationbizweb/otc-flow/form/compiled";
const DICTIONARY: &str = "/api/blade-system/dict-biz/dictionary";
const REGIONS: &str = "/api/blade-system/region/lazy-tree";

/// Every repository form with the nodes its access names (and apply).
fn forms_and_nodes() -> Vec<(String, BTreeSet<String>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../forms");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let def: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let mut nodes: BTreeSet<String> = def["access"]
            .as_object()
            .map(|a| a.keys().filter(|k| *k != "*").cloned().collect())
            .unwrap_or_default();
        nodes.insert("apply".into());
        out.push((def["formId"].as_str().unwrap().to_owned(), nodes));
    }
    out.sort();
    out
}

/// The choice fields of a compiled form: (path, widget, its schema, its ui), table columns too.
fn choices(form: &Value) -> Vec<(String, String, Value, Value)> {
    let mut out = Vec::new();
    let properties = form["schema"]["properties"].as_object().unwrap();
    for (prop, schema) in properties {
        let ui = &form["uiSchema"][prop];
        if let Some(columns) = schema["items"]["properties"].as_object() {
            for (column, column_schema) in columns {
                let column_ui = &ui["items"][column];
                push_choice(
                    &mut out,
                    format!("{prop}/{column}"),
                    column_schema,
                    column_ui,
                );
            }
        }
        push_choice(&mut out, prop.clone(), schema, ui);
    }
    out
}

fn push_choice(
    out: &mut Vec<(String, String, Value, Value)>,
    path: String,
    schema: &Value,
    ui: &Value,
) {
    let widget = ui["ui:widget"]
        .as_str()
        .or(ui["ui:field"].as_str())
        .unwrap_or_default();
    let choice = [
        "select",
        "radio",
        "checkboxes",
        "dictSelect",
        "dictRadio",
        "dictCheckboxes",
        "dictCascader",
        "lazySelect",
        "area",
    ];
    // A remote multiple choice lists what the form's own enterprise has (the disclosure's
    // designated shareholders, creditors and members, asked with its company name): it has no
    // options without that form; server/tests/api/disclosure.rs checks those look-ups.
    let remote_of_the_form =
        widget == "checkboxes" && ui["ui:options"]["dataType"].as_str() == Some("remote");
    if choice.contains(&widget) && !remote_of_the_form {
        out.push((path, widget.to_owned(), schema.clone(), ui.clone()));
    }
}

/// The labels a choice field offers, asked of the server as the browser asks.
/// The labels a choice offers this user; `None` when its source refuses the user (403): a
/// form of other users' business (集中报价's projects are for investors and staff, not for an
/// enterprise), walked by the administrator instead.
async fn options_of(
    app: &TestApp,
    token: &str,
    widget: &str,
    schema: &Value,
    ui: &Value,
) -> Option<Vec<String>> {
    let options = &ui["ui:options"];
    let rows = |data: &Value, label: &str| -> Vec<String> {
        data.as_array()
            .map(|rows| {
                rows.iter()
                    .map(|r| r[label].as_str().unwrap_or_default().to_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    Some(match widget {
        "select" | "radio" | "checkboxes" => {
            let values = schema["enum"]
                .as_array()
                .or(schema["items"]["enum"].as_array());
            let labels = rows(&options["dataList"], "label");
            assert_eq!(values.map_or(0, Vec::len), labels.len(), "{ui}");
            labels
        }
        "dictSelect" | "dictRadio" | "dictCheckboxes" | "dictCascader" => {
            let code = options["dicKeyWord"].as_str().unwrap();
            let answer = app
                .get(&format!("{DICTIONARY}?code={code}"), Some(token))
                .await;
            rows(answer.assert_ok(), "dictValue")
        }
        "lazySelect" => {
            let url = options["url"].as_str().unwrap();
            let label = options["propsKey"]["label"].as_str().unwrap_or("label");
            let answer = match options["ajaxMethod"].as_str() {
                Some("post") => {
                    app.post_json(url, Some(token), &options["queryConfig"])
                        .await
                }
                _ => app.get(url, Some(token)).await,
            };
            if answer.status == 403 {
                return None;
            }
            rows(answer.assert_ok(), label)
        }
        "area" => {
            let answer = app
                .get(&format!("{REGIONS}?parentCode=00"), Some(token))
                .await;
            rows(answer.assert_ok(), "title")
                .into_iter()
                .chain(rows(answer.data(), "name"))
                .filter(|s| !s.is_empty())
                .collect()
        }
        other => panic!("not a choice: {other}"),
    })
}

/// Choices whose options are what the register's businesses create, by tenant (`*` every
/// one): tenant 116000 has no member until one joins by 550012 (`obj_attachments.rs` tests
/// the members of 000000). The bonds an issue or a change may name are there from the start:
/// each demo issuer has a filed and an issuing bond (`seed/bonds.rs`).
const REGISTER_GROWN: [(&str, &str); 1] = [("116000", "memberId")];

fn grown_by_the_register(tenant: &str, path: &str) -> bool {
    REGISTER_GROWN
        .iter()
        .any(|(t, p)| (*t == "*" || *t == tenant) && *p == path)
}

#[actix_rt::test]
async fn every_choice_of_every_form_at_every_node_has_options_in_both_tenants() {
    let app = TestApp::spawn().await;
    let tenants = [
        ("000000", app.access_token("admin").await),
        ("116000", app.access_token_in("116000", "dl_org_demo").await),
    ];
    let mut checked = 0;
    let mut empty = Vec::new();
    for (tenant, token) in &tenants {
        for (form_id, nodes) in forms_and_nodes() {
            for node in nodes {
                let url = format!("{COMPILED}?formId={form_id}&nodeId={node}");
                let form = app.get(&url, Some(token)).await.assert_ok().clone();
                for (path, widget, schema, ui) in choices(&form) {
                    let Some(labels) = options_of(&app, token, &widget, &schema, &ui).await else {
                        // the administrator may see every choice of every form
                        assert_ne!(*tenant, "000000", "{form_id}/{node} {path} refused");
                        continue;
                    };
                    let placeholder = ui["ui:placeholder"].as_str().unwrap_or_default();
                    assert!(
                        !labels
                            .iter()
                            .any(|l| l.starts_with("请选择") || l == placeholder),
                        "{tenant} {form_id}/{node} {path} offers a placeholder: {labels:?}"
                    );
                    if labels.is_empty() && !grown_by_the_register(tenant, &path) {
                        empty.push(format!("{tenant} {form_id}/{node} {path} ({widget})"));
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(empty.is_empty(), "choices without options: {empty:#?}");
    // the forms hold dozens of choices; a walk that finds none walks nothing
    assert!(checked > 200, "{checked}");
}

#[actix_rt::test]
async fn the_forms_dictionaries_reach_a_database_seeded_before_them() {
    use diesel::prelude::*;
    use server::schema::dict_biz;
    let app = TestApp::spawn().await;
    // A database seeded before issue 15: its dictionary additions not loaded, the rows absent.
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::delete(dict_biz::table.filter(dict_biz::code.eq("corporateCredit")))
            .execute(&mut conn)
            .unwrap();
        diesel::sql_query("DELETE FROM demo_seeds WHERE name = 'dictionary-additions-1'")
            .execute(&mut conn)
            .unwrap();
        server::seed::run(&mut conn).unwrap();
    }
    let token = app.access_token_in("116000", "dl_org_demo").await;
    let answer = app
        .get(&format!("{DICTIONARY}?code=corporateCredit"), Some(&token))
        .await;
    let labels: Vec<&str> = answer
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["dictValue"].as_str().unwrap())
        .collect();
    assert_eq!(labels.len(), 5, "{labels:?}");
    assert_eq!(json!(labels[4]), json!("以上情况均无"));
}
