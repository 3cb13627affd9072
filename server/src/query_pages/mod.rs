//! Configurable query pages (`/queryPage/{pageKey}`): a JSON definition kept beside flows and
//! forms (`queries/`, versioned in the database like them, published by analysts) names a
//! server-side source, the columns shown, the filters offered, fixed conditions, the default
//! order, row actions, page sizes and the roles that may open it. Rows are always the
//! caller's tenant's; for anyone but staff only what the caller owns.

#[macro_use]
mod reads;

pub mod applications;
pub mod client_errors;
pub mod companies;
pub mod criteria;
pub mod definition;
pub mod disclosures;
pub mod holdings;
pub mod source;
pub mod store;
pub mod tasks;
pub mod transfer_projects;
pub mod transfer_quotes;

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use self::{
    criteria::Criteria,
    definition::Checked,
    source::{Field, Kind},
};
use crate::{
    auth::current_user::CurrentUser,
    db::DbConn,
    error::ApiError,
    models::{
        dictionary::DictEntry,
        todo::{facets, Asker},
    },
    routes::flow::request::STAFF,
    state::AppState,
};

/// The labels of a page's codes, by prop: `(code, label)` in the options' order.
pub type Labels = BTreeMap<&'static str, Vec<(String, String)>>;

/// Whose rows a caller sees: the tenant's, and for a non-staff caller only their own.
#[derive(Clone, Debug, Default)]
pub struct Scope {
    pub tenant: String,
    /// The user whose own rows are the only ones seen; none for staff.
    pub owner: Option<String>,
    /// Who asks, and as which role: the tasks their to-dos are (empty for a visitor).
    pub user: String,
    pub role: String,
    /// The restricted disclosures the caller is in the circle of (the public ones are read by
    /// all): worked out for a page of the disclosures source only.
    pub readable: Vec<String>,
}

impl Scope {
    /// The rows of `page` the caller sees.
    pub fn of(me: &CurrentUser, page: &Checked) -> Scope {
        let staff = STAFF.contains(&me.user.role_name.as_str());
        Scope {
            tenant: me.user.tenant_id.clone(),
            // a public page's rows belong to nobody: who reads them is the source's rule
            owner: (!page.def.public && (page.def.own || !staff)).then(|| me.user.id.clone()),
            user: me.user.id.clone(),
            role: me.user.role_name.clone(),
            readable: Vec::new(),
        }
    }

    /// A visitor, signed in nowhere, reading a public page of the tenant's.
    pub fn visitor(tenant: String) -> Scope {
        Scope {
            tenant,
            ..Scope::default()
        }
    }

    /// The caller as the to-do queries know them.
    pub fn asker(&self) -> Asker<'_> {
        Asker {
            tenant: &self.tenant,
            user: &self.user,
            role: &self.role,
        }
    }
}

/// Runs `$call` with `$m` the module of the page's source: each source answers the same
/// reads (`page`, `each`), so a read is dispatched in one place.
macro_rules! on_source {
    ($name:expr, |$m:ident| $call:expr) => {
        match $name {
            "companies" => {
                use companies as $m;
                $call
            }
            "holdings" => {
                use holdings as $m;
                $call
            }
            "applications" => {
                use applications as $m;
                $call
            }
            "tasks" => {
                use tasks as $m;
                $call
            }
            "disclosures" => {
                use disclosures as $m;
                $call
            }
            "clientErrors" => {
                use client_errors as $m;
                $call
            }
            "transferProjects" => {
                use transfer_projects as $m;
                $call
            }
            "transferQuotes" => {
                use transfer_quotes as $m;
                $call
            }
            other => return Err(ApiError::internal(anyhow::anyhow!("no source {other}"))),
        }
    };
}

/// Codes kept as integers (company type, holder type); a code that is none matches nothing.
fn integers(codes: &[String]) -> Vec<i32> {
    codes.iter().filter_map(|c| c.parse().ok()).collect()
}

/// A row a source built with `json!` as the map the page's columns are picked from.
fn object(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

/// Which rows of the order a page shows: `limit` of them after the row `after` names (the keys
/// of the last row of the page before) where the order can seek it, else after `offset`.
#[derive(Clone, Copy, Debug)]
pub struct Window<'a> {
    pub offset: i64,
    pub limit: i64,
    pub after: Option<&'a Map<String, Value>>,
}

/// One window of a page's rows, every field of the source, and the count of all.
#[derive(Debug)]
pub struct Found {
    pub rows: Vec<Map<String, Value>>,
    pub total: i64,
    /// The window was sought from the row before it (keyset), not counted off from the first.
    pub keyset: bool,
}

/// One window of the page's rows and the count of all.
pub fn rows(
    conn: &mut DbConn,
    page: &Checked,
    scope: &Scope,
    criteria: &Criteria,
    window: Window<'_>,
) -> Result<Found, ApiError> {
    Ok(on_source!(page.source.name, |m| m::page(
        conn, scope, criteria, window
    )?))
}

/// The keys of a row of the page (what its actions need, and what a next page seeks from).
pub fn keys_of(page: &Checked, row: &Map<String, Value>) -> Map<String, Value> {
    page.source
        .keys
        .iter()
        .filter_map(|k| row.get(*k).map(|v| ((*k).to_owned(), v.clone())))
        .collect()
}

/// Every row the criteria find, in their order, handed to `each` as the database answers
/// them: one query, no offsets, so a long export costs one sort.
pub fn each_row(
    conn: &mut DbConn,
    page: &Checked,
    scope: &Scope,
    criteria: &Criteria,
    each: impl FnMut(Map<String, Value>) -> Result<(), ApiError>,
) -> Result<(), ApiError> {
    on_source!(page.source.name, |m| m::each(conn, scope, criteria, each))
}

/// The page can be opened by the caller, else 403.
pub fn require_open(page: &Checked, me: &CurrentUser) -> Result<(), ApiError> {
    if page.may_open(&me.user.role_name) {
        Ok(())
    } else {
        Err(ApiError::forbidden("无权查看该页面"))
    }
}

/// The labels of every code field the page shows or filters by, keyed by prop then code:
/// from the tenant's dictionary, the source's own options, or (a business) the published
/// flows' names; a to-do page offers only the businesses and nodes among the caller's tasks.
pub fn labels(
    conn: &mut DbConn,
    state: &AppState,
    page: &Checked,
    scope: &Scope,
) -> Result<Labels, ApiError> {
    let facets = match page.source.name {
        "tasks" => Some(facets(conn, &scope.asker())?),
        _ => None,
    };
    let props = page
        .def
        .columns
        .iter()
        .map(|c| c.prop.as_str())
        .chain(page.def.filters.iter().map(|f| f.prop.as_str()));
    let mut out = BTreeMap::new();
    for prop in props {
        let Some(field) = page.source.field(prop).filter(|f| f.kind == Kind::Code) else {
            continue;
        };
        if out.contains_key(field.prop) {
            continue;
        }
        let items = match (&facets, field.prop) {
            (Some((businesses, _)), "appId") => businesses.clone(),
            (Some((_, nodes)), "nodeId") => nodes.clone(),
            _ => options(conn, state, field, &scope.tenant)?,
        };
        out.insert(field.prop, within_fixed(page, field, items));
    }
    Ok(out)
}

/// A page's fixed condition leaves only its values to choose from.
fn within_fixed(
    page: &Checked,
    field: &Field,
    all: Vec<(String, String)>,
) -> Vec<(String, String)> {
    match page.def.fixed.get(field.prop) {
        Some(fixed) => all.into_iter().filter(|(k, _)| fixed.contains(k)).collect(),
        None => all,
    }
}

fn options(
    conn: &mut DbConn,
    state: &AppState,
    field: &Field,
    tenant: &str,
) -> Result<Vec<(String, String)>, ApiError> {
    Ok(if let Some(dict) = field.dict {
        DictEntry::items(conn, tenant, dict)?
            .into_iter()
            .map(|i| (i.dict_key, i.dict_value))
            .collect()
    } else if !field.options.is_empty() {
        field
            .options
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    } else if field.node {
        node_names(state)
    } else {
        state
            .flows
            .latest_all()
            .iter()
            .map(|f| (f.app_id.clone(), f.name.clone()))
            .collect()
    })
}

/// Each node of the published flows by its name (the first flow naming a node names it: the
/// same node is named alike across flows).
fn node_names(state: &AppState) -> Vec<(String, String)> {
    let mut seen = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for flow in state.flows.latest_all() {
        for node in &flow.nodes {
            if seen.insert(node.id.clone()) {
                out.push((node.id.clone(), node.name.clone()));
            }
        }
    }
    out
}

/// The row as the page shows it: the definition's columns, the keys its actions need, and
/// each code's label beside it (`{prop}Label`).
pub fn shown(page: &Checked, labels: &Labels, row: Map<String, Value>) -> Map<String, Value> {
    let mut out = Map::new();
    out.extend(keys_of(page, &row));
    for column in &page.def.columns {
        let value = row.get(&column.prop).cloned().unwrap_or(Value::Null);
        if let Some(items) = page
            .source
            .field(&column.prop)
            .and_then(|f| labels.get(f.prop))
        {
            let label = row
                .get(&format!("{}Label", column.prop))
                .cloned()
                .or_else(|| {
                    value.as_str().and_then(|code| {
                        items.iter().find(|(k, _)| k == code).map(|(_, v)| json!(v))
                    })
                })
                .unwrap_or_else(|| value.clone());
            out.insert(format!("{}Label", column.prop), label);
        }
        out.insert(column.prop.clone(), value);
    }
    out
}

/// The page's definition as the screen draws it: labels filled in, each filter's options.
pub fn described(page: &Checked, version: i32, labels: &Labels) -> Value {
    let def = &page.def;
    let columns: Vec<Value> = def
        .columns
        .iter()
        .map(|c| {
            let field = page.source.field(&c.prop);
            json!({
                "prop": c.prop, "label": page.label_of(&c.prop, c.label.as_ref()),
                "width": c.width, "kind": field.map(|f| f.kind),
            })
        })
        .collect();
    let filters: Vec<Value> = def
        .filters
        .iter()
        .map(|f| {
            let options = page
                .source
                .field(&f.prop)
                .and_then(|field| labels.get(field.prop))
                .map(|items| {
                    items
                        .iter()
                        .map(|(value, label)| json!({"value": value, "label": label}))
                        .collect::<Vec<_>>()
                });
            json!({
                "prop": f.prop, "label": page.label_of(&f.prop, f.label.as_ref()),
                "widget": f.widget, "options": options,
            })
        })
        .collect();
    let actions: Vec<Value> = def
        .actions
        .iter()
        .map(|a| {
            let label = a.label.clone().unwrap_or_else(|| {
                match a.action.as_str() {
                    source::PRINT => "打印凭证",
                    source::WITHDRAW => "撤回",
                    source::HANDLE => "办理",
                    _ => "详情",
                }
                .to_owned()
            });
            json!({"action": a.action, "label": label})
        })
        .collect();
    json!({
        "pageKey": def.page_key, "title": def.title, "version": version, "source": def.source,
        "own": def.own, "public": def.public,
        "columns": columns, "filters": filters, "sort": def.sort, "actions": actions,
        "pageSizes": def.page_sizes,
        "sortable": page.source.fields.iter().filter(|f| f.sortable).map(|f| f.prop).collect::<Vec<_>>(),
    })
}
