//! `POST /api/rem-registrationbizweb/workbench/config {entries, showFacts, showNextSteps}`: saves
//! the signed-in user's 工作台设置. Entries are paths of the user's own menu (none: every
//! entry), at most 24, none twice.

use actix_web::{post, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    db::transaction,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::workbench_setting::WorkbenchSetting,
    state::AppState,
};

/// The most quick entries a workbench shows.
pub const MOST_ENTRIES: usize = 24;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkbenchConfigRequest {
    /// Menu paths in the order shown; absent or null: every entry of the menu.
    pub entries: Option<Vec<String>>,
    #[serde(default = "yes")]
    pub show_facts: bool,
    #[serde(default = "yes")]
    pub show_next_steps: bool,
}

fn yes() -> bool {
    true
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/workbench/config", tag = "flow", request_body = WorkbenchConfigRequest,
    responses(
        (status = 200, description = "the saved settings", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "快捷入口最多24个 / 快捷入口重复：… / 快捷入口只能从本人的菜单中选择：…", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/workbench/config")]
pub async fn workbench_config_save(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<WorkbenchConfigRequest>,
) -> ApiResult {
    let request = body.into_inner();
    let now = state.clock.now();
    let saved = state
        .db(move |conn| {
            if let Some(entries) = &request.entries {
                if entries.len() > MOST_ENTRIES {
                    return Err(ApiError::bad_request(format!(
                        "快捷入口最多{MOST_ENTRIES}个"
                    )));
                }
                let mut seen = std::collections::BTreeSet::new();
                if let Some(twice) = entries.iter().find(|e| !seen.insert(e.as_str())) {
                    return Err(ApiError::bad_request(format!("快捷入口重复：{twice}")));
                }
                let allowed = WorkbenchSetting::choices(conn, &me.user.role_name)?;
                if let Some(other) = entries
                    .iter()
                    .find(|e| !allowed.iter().any(|m| &m.path == *e))
                {
                    return Err(ApiError::bad_request(format!(
                        "快捷入口只能从本人的菜单中选择：{other}"
                    )));
                }
            }
            let setting = WorkbenchSetting {
                user_id: me.user.id.clone(),
                entries: request
                    .entries
                    .as_ref()
                    .map(|e| serde_json::to_string(e).map_err(ApiError::internal))
                    .transpose()?,
                show_facts: request.show_facts,
                show_next_steps: request.show_next_steps,
                updated_at: now,
            };
            transaction::write(conn, |conn| Ok(setting.save(conn)?))?;
            Ok(json!({
                "entries": setting.chosen(), "showFacts": setting.show_facts,
                "showNextSteps": setting.show_next_steps,
            }))
        })
        .await?;
    Ok(ok(saved))
}
