//! `GET /api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=&nodeId=&taskItemState=`:
//! the form of a business at a node, compiled. Opening the entry node runs the flow's entry
//! guards first, so a refused user is told why before filling anything in; on a saved draft
//! (or a returned application) they run on its form, as its submit will, so the enterprise
//! the draft names is judged, not the opener's own.

use actix_web::{get, web};
use engine::{flow::ActionKind, form::TaskState, script::GuardOutcome};
use serde::Deserialize;
use serde_json::{json, Map, Value};
use utoipa::IntoParams;

use super::nested_form;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    lifecycle,
    models::application::{Application, TaskRow},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowFormQuery {
    pub app_id: Option<String>,
    /// Default `apply`.
    pub node_id: Option<String>,
    pub task_item_state: Option<String>,
    /// An application of the caller's: its own flow version's form (an application completes
    /// on the version it started with); without it, the latest version's.
    pub uuid: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/workflowform/detail", tag = "flow", params(WorkflowFormQuery),
    responses(
        (status = 200, description = "{appId, bizTypeName, formId, finalNode, form, confirm?, defaults}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "an entry rule refuses, with the spec's message", body = Failure),
        (status = 404, body = Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/workflowform/detail")]
pub async fn workflowform_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<WorkflowFormQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let app_id = query
        .app_id
        .filter(|a| !a.is_empty())
        .ok_or_else(|| ApiError::bad_request("请传入业务编号"))?;
    let node_id = query
        .node_id
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "apply".into());
    let (def, stored) = match query.uuid.filter(|u| !u.is_empty()) {
        Some(uuid) => {
            let (shared, viewer) = (state.clone(), me.clone());
            state
                .db(move |conn| {
                    let app = Application::find(conn, &viewer.user.tenant_id, &uuid)?
                        .ok_or_else(ApiError::no_such_application)?;
                    let tasks = TaskRow::of_application(conn, &app.id)?;
                    lifecycle::ensure_may_view(&app, &tasks, &viewer)?;
                    let instance = lifecycle::instance_of(&app)?;
                    let def = shared
                        .flows
                        .of(&instance)
                        .ok_or_else(ApiError::no_such_business)?;
                    Ok((def, instance.form))
                })
                .await?
        }
        None => (
            state
                .flows
                .latest(&app_id)
                .ok_or_else(ApiError::no_such_business)?,
            Map::new(),
        ),
    };
    let task_state = TaskState::parse(query.task_item_state.as_deref());
    if let Some(answer) = row_form_of(&state, &def, &node_id) {
        return Ok(ok(answer));
    }
    let form = state
        .forms
        .compiled(&def.form.id, def.form.version, &node_id, task_state)
        .ok_or_else(ApiError::no_such_form)?;
    let mut confirm = None;
    let mut defaults = Map::new();
    if node_id == "apply" {
        let shared = state.clone();
        let guard_def = def.clone();
        let (outcome, started) = state
            .db(move |conn| {
                let ctx = lifecycle::context(
                    conn,
                    &me,
                    &Value::Object(stored.clone()),
                    None,
                    &guard_def.context_reads_at(guard_def.entry, &[ActionKind::Start]),
                )?;
                let now = shared.clock.engine_now();
                let actor = lifecycle::actor(&me);
                let outcome =
                    engine::instance::entry_guards(&guard_def, &actor, &ctx, &stored, now)
                        .map_err(|e| ApiError::internal(anyhow::anyhow!(e)))?;
                // The form as a new application starts: the flow's defaults hooks filled in.
                let started = engine::start(&guard_def, &actor, &ctx, Map::new(), true, now)
                    .ok()
                    .map(|(instance, _)| instance.form);
                Ok((outcome, started))
            })
            .await?;
        match outcome {
            GuardOutcome::Allow => {}
            // Sent to another business first (certification): the page offers its apply page.
            GuardOutcome::Refuse {
                message,
                redirect: Some(app_id),
            } => {
                return Err(ApiError::RefusedWith(
                    message,
                    json!({ "redirectAppId": app_id }),
                ))
            }
            GuardOutcome::Refuse { message, .. } => return Err(ApiError::BadRequest(message)),
            GuardOutcome::Confirm { message, .. } => confirm = Some(message),
        }
        defaults = started.unwrap_or_default();
    }
    Ok(ok(json!({
        "appId": def.app_id, "bizTypeName": def.name, "flowVersion": def.version,
        "formId": def.form.id, "finalNode": def.final_node, "nodeId": node_id,
        "form": form.as_ref(), "confirm": confirm, "defaults": defaults,
    })))
}

/// A node id naming a dialog table of the flow's form (`bondInfo`): that table's row form,
/// compiled at the entry node, with the flow's names.
fn row_form_of(state: &AppState, def: &engine::flow::FlowDef, node_id: &str) -> Option<Value> {
    let entry = state
        .forms
        .compiled(&def.form.id, def.form.version, "apply", TaskState::Todo)?;
    let table = nested_form::table_of(&entry, node_id)?;
    let mut answer = nested_form::row_form(&entry, &table)?;
    answer["appId"] = json!(def.app_id);
    answer["bizTypeName"] = json!(def.name);
    answer["formId"] = json!(def.form.id);
    answer["nodeId"] = json!(node_id);
    answer["table"] = json!(table);
    Some(answer)
}
