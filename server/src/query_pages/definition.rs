//! A query page's definition (`queries/{pageKey}.json`, versioned in the database like flows
//! and forms): the source it reads, its columns, filters, fixed conditions, default order,
//! row actions, page sizes and the roles that may open it. [`check`] refuses a definition
//! that names anything its source does not have, each problem in the analyst's words.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::source::{self, Kind, Source};
use crate::auth::role::roles;

/// The page sizes of the back office's tables (01 §9: 10/20/30, 10/20/30/50/100 elsewhere).
pub const PAGE_SIZES: [i64; 5] = [10, 20, 30, 50, 100];

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct QueryDefinition {
    pub page_key: String,
    pub title: String,
    /// The version the repository's file declares (the database numbers the published ones).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<i32>,
    pub source: String,
    /// Only the caller's own rows, whoever the caller is (我的申请); otherwise staff see the
    /// tenant's rows and everyone else their own.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub own: bool,
    pub columns: Vec<ColumnDef>,
    #[serde(default)]
    pub filters: Vec<FilterDef>,
    /// Conditions every row meets whatever the user filters by: a code column's allowed
    /// values (the businesses a page lists, say).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub fixed: BTreeMap<String, Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sort: Option<SortDef>,
    #[serde(default)]
    pub actions: Vec<ActionDef>,
    #[serde(default = "default_sizes")]
    pub page_sizes: Vec<i64>,
    /// The roles that may open the page; a public page is open to everyone, signed in or not.
    #[serde(default)]
    pub roles: Vec<String>,
    /// Visitors signed in nowhere may read it (the public site's lists); only a source whose
    /// rows carry their own reading rule may be public.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub public: bool,
}

fn default_sizes() -> Vec<i64> {
    vec![10, 20, 30]
}

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ColumnDef {
    pub prop: String,
    /// The source's label when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
}

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FilterDef {
    pub prop: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// input, select, daterange or numberrange: the form DSL's widget the field's kind takes.
    pub widget: String,
}

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SortDef {
    pub prop: String,
    /// asc or desc.
    pub order: String,
}

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ActionDef {
    /// detail, print or withdraw.
    pub action: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}

/// A definition that passed [`check`], with its source.
#[derive(Clone, Debug)]
pub struct Checked {
    pub def: QueryDefinition,
    pub source: &'static Source,
}

impl Checked {
    /// The label a column or filter shows: the definition's, else the source's.
    pub fn label_of(&self, prop: &str, own: Option<&String>) -> String {
        own.cloned()
            .or_else(|| self.source.field(prop).map(|f| f.label.to_owned()))
            .unwrap_or_else(|| prop.to_owned())
    }

    pub fn may_open(&self, role: &str) -> bool {
        self.def.public || self.def.roles.iter().any(|r| r == role)
    }
}

/// A page key: 1 to 40 letters, digits or underscores (it names a file and a route).
pub fn key_ok(key: &str) -> bool {
    !key.is_empty() && key.len() <= 40 && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Reads and checks a definition's text; every problem found, in the analyst's words.
pub fn check(text: &str) -> Result<Checked, Vec<String>> {
    let def: QueryDefinition =
        serde_json::from_str(text).map_err(|e| vec![format!("定义不是合法的查询定义：{e}")])?;
    let mut problems = Vec::new();
    if !key_ok(&def.page_key) {
        problems.push("页面标识须为1至40位字母、数字或下划线".to_owned());
    }
    let title = def.title.trim();
    if title.is_empty() {
        problems.push("标题不能为空".to_owned());
    } else if title.chars().count() > 31 {
        problems.push("标题不能超过31个字".to_owned());
    } else if title.contains(['[', ']', ':', '*', '?', '/', '\\']) {
        // the title names the exported workbook's sheet, which Excel forbids these in
        problems.push("标题不能含有 [ ] : * ? / \\".to_owned());
    }
    let Some(source) = source::named(&def.source) else {
        problems.push(format!("未知的数据源：{}", def.source));
        return Err(problems);
    };
    let unknown = |prop: &str| format!("数据源「{}」没有列：{prop}", source.title);

    if def.columns.is_empty() {
        problems.push("至少要有一列".to_owned());
    }
    let mut seen = std::collections::BTreeSet::new();
    for column in &def.columns {
        if source.field(&column.prop).is_none() {
            problems.push(unknown(&column.prop));
        } else if !seen.insert(column.prop.as_str()) {
            problems.push(format!("列重复：{}", column.prop));
        }
    }
    let mut filtered = std::collections::BTreeSet::new();
    for filter in &def.filters {
        let Some(field) = source.field(&filter.prop) else {
            problems.push(unknown(&filter.prop));
            continue;
        };
        match field.kind.widget() {
            _ if !field.filterable => {
                problems.push(format!("列「{}」不能作为筛选条件", field.label))
            }
            Some(widget) if widget != filter.widget => {
                problems.push(format!("筛选条件「{}」须使用控件 {widget}", field.label))
            }
            _ => {}
        }
        if !filtered.insert(filter.prop.as_str()) {
            problems.push(format!("筛选条件重复：{}", filter.prop));
        }
    }
    for (prop, values) in &def.fixed {
        let Some(field) = source.field(prop) else {
            problems.push(unknown(prop));
            continue;
        };
        if field.kind != Kind::Code {
            problems.push(format!("固定条件只能用于代码列，「{}」不是", field.label));
        } else if values.is_empty() {
            problems.push(format!("固定条件「{}」至少要有一个取值", field.label));
        } else if !field.options.is_empty() {
            for value in values {
                if !field.options.iter().any(|(key, _)| key == value) {
                    problems.push(format!("固定条件「{}」的取值不正确：{value}", field.label));
                }
            }
        }
    }
    if let Some(sort) = &def.sort {
        match source.field(&sort.prop) {
            None => problems.push(unknown(&sort.prop)),
            Some(field) if !field.sortable => {
                problems.push(format!("列「{}」不能排序", field.label))
            }
            Some(_) => {}
        }
        if sort.order != "asc" && sort.order != "desc" {
            problems.push("排序方向须为 asc 或 desc".to_owned());
        }
    }
    for action in &def.actions {
        if !source.actions.contains(&action.action.as_str()) {
            problems.push(format!(
                "数据源「{}」不支持操作：{}",
                source.title, action.action
            ));
        } else if action.action == source::WITHDRAW && !def.own {
            // only an applicant withdraws, so only a page of the caller's own rows offers it
            problems.push("撤回只能用于本人的数据页面（own）".to_owned());
        }
    }
    let sizes_ok = !def.page_sizes.is_empty()
        && def.page_sizes.iter().all(|s| PAGE_SIZES.contains(s))
        && def.page_sizes.windows(2).all(|w| w[0] < w[1]);
    if !sizes_ok {
        problems.push("每页条数须从 10、20、30、50、100 中由小到大选取".to_owned());
    }
    if def.public && !source.public {
        problems.push(format!("数据源「{}」不能公开查看", source.title));
    }
    if def.public && def.own {
        problems.push("公开页面没有本人的数据（own）".to_owned());
    }
    if def.roles.is_empty() && !def.public {
        problems.push("至少要有一个可查看的角色".to_owned());
    }
    for role in &def.roles {
        if !roles::ALL.contains(&role.as_str()) {
            problems.push(format!("未知的角色：{role}"));
        }
    }
    if problems.is_empty() {
        Ok(Checked { def, source })
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn base() -> serde_json::Value {
        json!({
            "pageKey": "zhyqcx2", "title": "企业综合查询", "source": "companies",
            "columns": [{"prop": "name"}, {"prop": "companyType", "label": "类型"}],
            "filters": [{"prop": "name", "widget": "input"}, {"prop": "custodyDate", "widget": "daterange"}],
            "sort": {"prop": "custodyDate", "order": "desc"},
            "actions": [{"action": "detail"}],
            "pageSizes": [10, 20, 50],
            "roles": ["administrator", "first_reviewer"]
        })
    }

    fn problems(value: serde_json::Value) -> Vec<String> {
        check(&value.to_string()).err().unwrap_or_default()
    }

    #[test]
    fn a_definition_naming_what_its_source_has_passes() {
        let checked = check(&base().to_string()).unwrap();
        assert_eq!(checked.source.name, "companies");
        assert_eq!(
            checked.label_of("companyType", checked.def.columns[1].label.as_ref()),
            "类型"
        );
        assert_eq!(checked.label_of("name", None), "企业名称");
        assert!(checked.may_open("first_reviewer"));
        assert!(!checked.may_open("enterprise"));
    }

    #[test]
    fn an_unknown_source_is_refused_by_name() {
        let mut def = base();
        def["source"] = json!("users");
        assert_eq!(problems(def), ["未知的数据源：users"]);
    }

    #[test]
    fn an_unknown_column_filter_or_sort_is_refused_by_name() {
        let mut def = base();
        def["columns"][1]["prop"] = json!("password");
        def["filters"][0]["prop"] = json!("secret");
        def["sort"]["prop"] = json!("nowhere");
        assert_eq!(
            problems(def),
            [
                "数据源「托管企业」没有列：password",
                "数据源「托管企业」没有列：secret",
                "数据源「托管企业」没有列：nowhere",
            ]
        );
    }

    #[test]
    fn a_filter_takes_the_widget_of_its_kind_and_money_is_not_filtered() {
        let mut def = base();
        def["filters"] = json!([
            {"prop": "name", "widget": "select"},
            {"prop": "registeredCapital", "widget": "input"}
        ]);
        assert_eq!(
            problems(def),
            [
                "筛选条件「企业名称」须使用控件 input",
                "列「注册资本（元）」不能作为筛选条件"
            ]
        );
    }

    #[test]
    fn fixed_conditions_are_codes_with_known_values() {
        let mut def = base();
        def["source"] = json!("applications");
        def["columns"] = json!([{"prop": "bizSn"}]);
        def["filters"] = json!([]);
        def["sort"] = json!({"prop": "createdAt", "order": "down"});
        def["fixed"] = json!({"status": ["approved", "lost"], "bizSn": ["x"], "appId": []});
        assert_eq!(
            problems(def),
            [
                "固定条件「业务编号」至少要有一个取值",
                "固定条件只能用于代码列，「业务流水号」不是",
                "固定条件「状态」的取值不正确：lost",
                "排序方向须为 asc 或 desc",
            ]
        );
    }

    #[test]
    fn only_a_source_with_its_own_reading_rule_may_be_public() {
        let mut def = base();
        def["public"] = json!(true);
        def["roles"] = json!([]);
        assert_eq!(problems(def.clone()), ["数据源「托管企业」不能公开查看"]);
        def["source"] = json!("disclosures");
        def["columns"] = json!([{"prop": "title"}, {"prop": "category"}]);
        def["filters"] = json!([{"prop": "publishTime", "widget": "daterange"}]);
        def["sort"] = json!({"prop": "publishTime", "order": "desc"});
        let checked = check(&def.to_string()).unwrap();
        assert!(checked.may_open("enterprise") && checked.may_open(""));
        def["own"] = json!(true);
        assert_eq!(problems(def.clone()), ["公开页面没有本人的数据（own）"]);
        def["own"] = json!(false);
        def["public"] = json!(false);
        assert_eq!(problems(def), ["至少要有一个可查看的角色"]);
    }

    #[test]
    fn actions_page_sizes_roles_and_key_are_checked() {
        let mut def = base();
        def["pageKey"] = json!("../etc");
        def["actions"] = json!([{"action": "print"}]);
        def["pageSizes"] = json!([20, 10, 15]);
        def["roles"] = json!(["root"]);
        def["free"] = json!(false);
        assert!(problems(def.clone())[0].starts_with("定义不是合法的查询定义"));
        def.as_object_mut().unwrap().remove("free");
        assert_eq!(
            problems(def),
            [
                "页面标识须为1至40位字母、数字或下划线",
                "数据源「托管企业」不支持操作：print",
                "每页条数须从 10、20、30、50、100 中由小到大选取",
                "未知的角色：root",
            ]
        );
    }
}
