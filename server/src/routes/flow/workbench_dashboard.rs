//! `GET /api/rem-registrationbizweb/workbench/dashboard`: the figures of /wel/dashboard (issue
//! 20, 01 §2): the applications by status, by business and by month (submitted and approved,
//! the last six months, Beijing time) and the user's to-dos. Staff see their tenant's
//! applications; an enterprise, a member or an investor sees its own.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    envelope::{ok, ApiResult, Envelope, Failure},
    models::{
        dashboard::{self, BusinessCount, MonthCount, Scope, StatusCount},
        todo::{self, Asker, TodoFilter},
    },
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dashboard {
    /// `tenant` (staff) or `mine`.
    pub scope: &'static str,
    pub total: i64,
    /// The to-dos the user may act on.
    pub todos: i64,
    pub by_status: Vec<StatusCount>,
    pub by_business: Vec<BusinessCount>,
    pub by_month: Vec<MonthCount>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/workbench/dashboard", tag = "flow",
    responses((status = 200, body = Envelope<Dashboard>), (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/workbench/dashboard")]
pub async fn workbench_dashboard(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let now = state.clock.now();
    let staff = LandingMode::parse(&me.user.landing_mode) == Some(LandingMode::Mgr);
    let scope = if staff {
        Scope::Tenant(me.user.tenant_id.clone())
    } else {
        Scope::Applicant(me.user.id.clone())
    };
    let figures = state
        .db(move |conn| {
            let (_, todos) =
                todo::open_for(conn, &Asker::of(&me.user), &TodoFilter::default(), 0, 1)?;
            let by_status = dashboard::by_status(conn, &scope)?;
            Ok(Dashboard {
                scope: if staff { "tenant" } else { "mine" },
                total: by_status.iter().map(|s| s.count).sum(),
                todos,
                by_status,
                by_business: dashboard::by_business(conn, &scope)?,
                by_month: dashboard::by_month(conn, &scope, now)?,
            })
        })
        .await?;
    Ok(ok(figures))
}
