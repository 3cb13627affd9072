//! `GET /api/rem-registrationbizweb/flow/listStartable`: the businesses the caller's landing
//! mode may start (the flows' `starters`), for the catalogue 业务办理 at `/process/index`:
//! `[{appId, name, category}]`, by category (in the catalogue's order), then appId.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    state::AppState,
};

/// The group of a flow that names no `category`; it comes last.
pub const OTHER_CATEGORY: &str = "其他业务";

/// The catalogue's order of the categories. A category not named here follows them, by name,
/// and 其他业务 comes last.
pub const CATEGORY_ORDER: [&str; 4] = ["企业业务", "会员业务", "投资者业务", "登记机构业务"];

fn category_rank(category: &str) -> (usize, &str) {
    match CATEGORY_ORDER.iter().position(|c| *c == category) {
        Some(rank) => (rank, ""),
        None if category == OTHER_CATEGORY => (CATEGORY_ORDER.len() + 1, ""),
        None => (CATEGORY_ORDER.len(), category),
    }
}

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
        (status = 200, description = "the latest flows the caller's landing mode may start, by category (企业业务, 会员业务, 投资者业务, 登记机构业务, others, 其他业务) then appId", body = crate::envelope::Envelope<Vec<StartableFlow>>),
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
    flows.sort_by(|a, b| {
        (category_rank(&a.category), &a.app_id).cmp(&(category_rank(&b.category), &b.app_id))
    });
    Ok(ok(flows))
}
