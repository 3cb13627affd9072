//! The path a recorded application took through its flow, for the studio's graph: the nodes
//! its history names in order (start, each task acted on, each effect, the end) with the
//! event at each, the returns with where they went, and the tasks still open. Gateways leave
//! no history: the graph infers them between the nodes it knows were visited.

use engine::instance::{Event, Instance};
use serde::Serialize;

use crate::{
    db::DbConn, error::ApiError, lifecycle::instance_of, models::application::Application,
};

/// One recorded event at a node.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PathStep {
    pub node: String,
    /// started, acted, returnedTo, effect or ended.
    pub event: &'static str,
    /// The action taken (acted), or the outcome (ended).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// Where a return sent the application.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    pub at: i64,
}

/// The path of one application.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecordedPath {
    pub biz_sn: String,
    pub app_id: String,
    /// The flow version it runs on: its nodes may differ from the draft drawn.
    pub flow_version: u32,
    pub status: String,
    pub steps: Vec<PathStep>,
    /// The nodes of its open tasks (where it waits).
    pub open: Vec<String>,
}

fn text<T: Serialize>(value: &T) -> Option<String> {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
}

fn steps_of(instance: &Instance) -> Vec<PathStep> {
    instance
        .history
        .iter()
        .map(|h| {
            let (event, action, to) = match &h.event {
                Event::Started => ("started", None, None),
                Event::Acted { action } => ("acted", text(action), None),
                Event::ReturnedTo { node } => ("returnedTo", None, Some(node.clone())),
                Event::Effect { effect } => ("effect", Some(effect.clone()), None),
                Event::Ended { outcome } => ("ended", text(outcome), None),
            };
            PathStep {
                node: h.node.clone(),
                event,
                action,
                to,
                at: h.at.0,
            }
        })
        .collect()
}

/// The path of the tenant's application `biz_sn`; another tenant's is not found.
pub fn recorded_path(
    conn: &mut DbConn,
    tenant: &str,
    biz_sn: &str,
) -> Result<RecordedPath, ApiError> {
    let app = Application::find_by_biz_sn(conn, tenant, biz_sn.trim())?
        .ok_or_else(|| ApiError::not_found("申请不存在"))?;
    let instance = instance_of(&app)?;
    Ok(RecordedPath {
        steps: steps_of(&instance),
        open: instance.open_tasks().map(|t| t.node.clone()).collect(),
        flow_version: instance.pin.flow_version,
        biz_sn: app.biz_sn,
        app_id: app.app_id,
        status: app.status,
    })
}
