//! `GET /api/rem-registrationbizweb/workbench/config`: the signed-in user's 工作台设置
//! (/wel/config): the quick entries chosen (none: every entry of the menu), whether the facts
//! and the next steps show, and the entries that may be chosen: the user's own menu.

use actix_web::{get, web};
use serde_json::json;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    models::workbench_setting::WorkbenchSetting,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/workbench/config", tag = "flow",
    responses(
        (status = 200, description = "{entries (null: all), showFacts, showNextSteps, choices: [{path, name, source}]}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/workbench/config")]
pub async fn workbench_config(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let config = state
        .db(move |conn| {
            let saved = WorkbenchSetting::find(conn, &me.user.id)?;
            let choices: Vec<_> = WorkbenchSetting::choices(conn, &me.user.role_name)?
                .into_iter()
                .map(|m| json!({"path": m.path, "name": m.name, "source": m.source}))
                .collect();
            Ok(json!({
                "entries": saved.as_ref().and_then(WorkbenchSetting::chosen),
                "showFacts": saved.as_ref().is_none_or(|s| s.show_facts),
                "showNextSteps": saved.as_ref().is_none_or(|s| s.show_next_steps),
                "choices": choices,
            }))
        })
        .await?;
    Ok(ok(config))
}
