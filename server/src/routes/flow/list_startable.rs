//! `GET /api/rem-registrationbizweb/flow/listStartable`: the businesses the caller's landing
//! mode may start (the flows' `starters`), for the catalogue 业务办理 at `/process/index`:
//! `[{appId, name, category}]`, by category, then appId.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    state::AppState,
};

/// The group of a flow that names no `category`.
pub const OTHER_CATEGORY: &str = "其他业务";

/// One business of the catalogue.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartableFlow {
    pub app_id: String,
    /// The business name (bizTypeName).
    pub name: String,
    /// 企业业务, 投资者业务, 会员业务, 登记机构业务, 其他业务.
    pub category: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/flow/listStartable", tag = "flow",
    responses(
        (status = 200, description = "the latest flows the caller's landing mode may start, by category then appId", body = [StartableFlow]),
        (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/flow/listStartable")]
pub async fn list_startable(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let mut flows: Vec<StartableFlow> = state
        .flows
        .startable(&me.user.landing_mode)
        .into_iter()
        .map(|def| StartableFlow {
            app_id: def.app_id.clone(),
            name: def.name.clone(),
            category: def
                .category
                .clone()
                .unwrap_or_else(|| OTHER_CATEGORY.to_owned()),
        })
        .collect();
    flows.sort_by(|a, b| (&a.category, &a.app_id).cmp(&(&b.category, &b.app_id)));
    Ok(ok(flows))
}
