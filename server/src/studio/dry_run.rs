//! The dry-run: the recorded history of recent applications of a flow replayed against a
//! candidate version (the draft, with the draft of its form and the drafts of the scripts and
//! fragments it uses: a changed charge shows at the step where it changes), reporting every application
//! that would now go differently: a guard that refuses, a check or form rule that fails,
//! another next node, another charge.

use std::{collections::HashMap, sync::Arc};

use diesel::prelude::*;
use engine::{
    form::{compile, validate::FormValidator, FormDef, TaskState},
    replay::{replay, Difference, Replayed},
    script::FieldError,
    FlowDef, Instance, Sandbox,
};
use serde::Serialize;
use serde_json::{Map, Value};

use super::check::{check_flow, parse_form, Problem};
use crate::{
    db::DbConn,
    error::ApiError,
    flows::{At, Overlay},
    forms::{today, FormLibrary},
    lifecycle::{instance_of, steps},
    models::{
        application::Application,
        definition::{DefinitionDraft, FLOW, FORM, FRAGMENT, SCRIPT},
        dictionary::DictEntry,
    },
    schema::applications,
    state::AppState,
};

pub const DEFAULT_LIMIT: i64 = 20;
pub const MAX_LIMIT: i64 = 200;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InstanceReport {
    pub uuid: String,
    pub biz_sn: String,
    pub status: String,
    pub flow_version: u32,
    pub steps: usize,
    pub difference: Option<Difference>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DryRunReport {
    /// The latest published version the candidate would follow.
    pub base: u32,
    pub examined: usize,
    pub replayed: usize,
    pub unrecorded: usize,
    pub differing: usize,
    pub instances: Vec<InstanceReport>,
    /// The drafts of scripts and fragments the candidate ran with (`script charge_pledge`).
    pub rule_drafts: Vec<String>,
}

/// A flow version to replay on, with the form it fills.
pub struct Candidate {
    pub flow: Arc<FlowDef>,
    pub form: Arc<FormDef>,
    /// The rule drafts laid over the published rules (`script charge_pledge`).
    pub rule_drafts: Vec<String>,
}

/// Every script and fragment draft that is a rule (a script that compiles, a fragment that is
/// JSON), laid over the published rules: a dry-run shows what publishing them would change.
pub fn rule_overlay(conn: &mut DbConn) -> Result<(Overlay, Vec<String>), ApiError> {
    let mut overlay = Overlay::default();
    let mut names = Vec::new();
    for draft in DefinitionDraft::all(conn)? {
        if draft.kind == SCRIPT
            && Sandbox::default()
                .compile(&draft.def_key, 0, &draft.body)
                .is_ok()
        {
            names.push(format!("script {}", draft.def_key));
            overlay.scripts.insert(draft.def_key, draft.body);
        } else if draft.kind == FRAGMENT {
            if let Ok(value) = serde_json::from_str::<Value>(&draft.body) {
                names.push(format!("fragment {}", draft.def_key));
                overlay.fragments.insert(draft.def_key, value);
            }
        }
    }
    Ok((overlay, names))
}

/// The draft of `app_id` (its text, else the latest version's) with the draft of its form
/// (else the form's latest version), checked; refused with the problems when it fails.
pub fn draft_candidate(
    conn: &mut DbConn,
    state: &AppState,
    app_id: &str,
) -> Result<Candidate, ApiError> {
    let latest = state
        .flows
        .latest(app_id)
        .ok_or_else(ApiError::no_such_business)?;
    let flow_text = match DefinitionDraft::find(conn, FLOW, app_id)? {
        Some(draft) => draft.body,
        None => state
            .flows
            .text(app_id, latest.version)
            .ok_or_else(ApiError::no_such_business)?,
    };
    let form_id = serde_json::from_str::<Value>(&flow_text)
        .ok()
        .and_then(|v| v.get("form").and_then(Value::as_str).map(str::to_owned))
        .unwrap_or_else(|| latest.form.id.clone());
    let form = match DefinitionDraft::find(conn, FORM, &form_id)? {
        Some(draft) => Arc::new(
            parse_form(state, &form_id, &draft.body, latest.form.version + 1)
                .map_err(refused("表单草稿未通过检查，不能试运行"))?,
        ),
        None => state
            .forms
            .latest(&form_id)
            .ok_or_else(ApiError::no_such_form)?,
    };
    let checked = check_flow(state, app_id, &flow_text, Some(&form));
    if !checked.ok {
        return Err(refused("流程草稿未通过检查，不能试运行")(
            checked.problems,
        ));
    }
    let (overlay, rule_drafts) = rule_overlay(conn)?;
    let flow = state
        .flows
        .parse_at(
            &flow_text,
            latest.version + 1,
            Some(FormLibrary::info(&form)),
            At::Latest(Some(&overlay)),
            &Arc::new(Sandbox::default()),
        )
        .map(|(def, _)| def)
        .map_err(|e| {
            refused("流程草稿未通过检查，不能试运行")(
                e.problems.into_iter().map(Problem::from).collect(),
            )
        })?;
    Ok(Candidate {
        flow: Arc::new(flow),
        form,
        rule_drafts,
    })
}

/// A refusal listing problems in `data.problems`.
pub fn refused(message: &'static str) -> impl Fn(Vec<Problem>) -> ApiError {
    move |problems| {
        ApiError::RefusedWith(message.into(), serde_json::json!({ "problems": problems }))
    }
}

/// Replays the last `limit` applications of the analyst's tenant on the candidate.
pub fn dry_run(
    conn: &mut DbConn,
    state: &AppState,
    tenant: &str,
    app_id: &str,
    candidate: &Candidate,
    limit: i64,
) -> Result<DryRunReport, ApiError> {
    let recent: Vec<Application> = applications::table
        .filter(applications::tenant_id.eq(tenant))
        .filter(applications::app_id.eq(app_id))
        .order(applications::created_at.desc())
        .limit(limit.clamp(1, MAX_LIMIT))
        .select(Application::as_select())
        .load(conn)?;
    let mut checker = FormChecker::new(candidate.form.clone(), state.clock.now());
    let mut report = DryRunReport {
        base: state.flows.latest(app_id).map_or(0, |d| d.version),
        examined: recent.len(),
        replayed: 0,
        unrecorded: 0,
        differing: 0,
        instances: Vec::new(),
        rule_drafts: candidate.rule_drafts.clone(),
    };
    for app in recent {
        let instance = instance_of(&app)?;
        let (outcome, steps) = replay_application(conn, &app, &candidate.flow, &mut checker)?;
        if steps == 0 {
            report.unrecorded += 1;
        } else {
            report.replayed += 1;
        }
        let difference = outcome.and_then(|r| r.difference);
        report.differing += usize::from(difference.is_some());
        report.instances.push(InstanceReport {
            uuid: app.id,
            biz_sn: app.biz_sn,
            status: app.status,
            flow_version: instance.pin.flow_version,
            steps,
            difference,
        });
    }
    Ok(report)
}

/// One application's recorded history replayed on `flow`: `None` when nothing was recorded.
pub fn replay_application(
    conn: &mut DbConn,
    app: &Application,
    flow: &FlowDef,
    checker: &mut FormChecker,
) -> Result<(Option<Replayed>, usize), ApiError> {
    let history = steps::of(conn, &app.id)?;
    if history.is_empty() {
        return Ok((None, 0));
    }
    let dictionaries = DictEntry::keys_by_code(conn, &app.tenant_id)?;
    checker.use_dictionaries(&app.tenant_id, dictionaries);
    let validate = |node: &str, data: &Map<String, Value>, before: &Instance| {
        checker.errors(&app.tenant_id, node, data, before)
    };
    Ok((Some(replay(flow, &history, &validate)), history.len()))
}

/// The candidate form's validators per tenant and node, as a submit would check.
pub struct FormChecker {
    form: Arc<FormDef>,
    today: engine::validate::CalendarDate,
    dictionaries: HashMap<String, Arc<engine::form::validate::StaticDictionaries>>,
    validators: std::sync::Mutex<Validators>,
}

/// The validators built so far, by tenant and node (`None`: the form has no such node).
type Validators = HashMap<(String, String), Option<Arc<FormValidator>>>;

impl FormChecker {
    pub fn new(form: Arc<FormDef>, now: i64) -> FormChecker {
        FormChecker {
            form,
            today: today(now),
            dictionaries: HashMap::new(),
            validators: Default::default(),
        }
    }

    fn use_dictionaries(
        &mut self,
        tenant: &str,
        dictionaries: engine::form::validate::StaticDictionaries,
    ) {
        self.dictionaries
            .entry(tenant.to_owned())
            .or_insert_with(|| Arc::new(dictionaries));
    }

    fn errors(
        &self,
        tenant: &str,
        node: &str,
        data: &Map<String, Value>,
        before: &Instance,
    ) -> Vec<FieldError> {
        let key = (tenant.to_owned(), node.to_owned());
        let mut validators = self.validators.lock().unwrap_or_else(|p| p.into_inner());
        let validator = validators
            .entry(key)
            .or_insert_with(|| {
                let dictionaries = self.dictionaries.get(tenant)?.clone();
                let compiled = Arc::new(compile(&self.form, node, TaskState::Todo));
                FormValidator::new(self.form.clone(), compiled, dictionaries, self.today)
                    .ok()
                    .map(Arc::new)
            })
            .clone();
        let Some(validator) = validator else {
            return Vec::new();
        };
        let stored = Value::Object(before.form.clone());
        match validator.check_submission(&Value::Object(data.clone()), Some(&stored)) {
            Ok(_) => Vec::new(),
            Err(errors) => errors
                .into_iter()
                .map(|e| FieldError {
                    field: e.field,
                    message: e.message,
                })
                .collect(),
        }
    }
}
