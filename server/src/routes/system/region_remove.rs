//! `POST /api/blade-system/region/remove?id=`: the platform administrator removes an
//! administrative region (issue 20), recorded in the audit log in the same transaction; refused
//! while regions are under it or enterprises name it as their city or district.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{require_region_admin, NO_SUCH_REGION, REGION_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::transaction,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{region::Region, region_admin::RegionRecord},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RegionRemoveQuery {
    /// The region's code (区划编号).
    pub id: Option<String>,
}

#[utoipa::path(
    post, path = "/api/blade-system/region/remove", tag = "system", params(RegionRemoveQuery),
    responses((status = 200, body = Envelope<RegionRecord>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/region/remove")]
pub async fn region_remove(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<RegionRemoveQuery>,
) -> ApiResult {
    require_region_admin(&me)?;
    let code = query.into_inner().id.unwrap_or_default().trim().to_owned();
    if code.is_empty() {
        return Err(ApiError::bad_request("请选择要删除的区划"));
    }
    let now = state.clock.now();
    let user = me.user;
    let removed = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let region = Region::find(conn, &code)?
                    .ok_or_else(|| ApiError::not_found(NO_SUCH_REGION))?;
                if Region::child_count(conn, &code)? > 0 {
                    return Err(ApiError::bad_request("请先删除下级区划"));
                }
                let used = Region::company_references(conn, &code)?;
                if used > 0 {
                    return Err(ApiError::bad_request(format!(
                        "有{used}家企业的所在地为该区划，不能删除"
                    )));
                }
                region.delete(conn)?;
                let record = RegionRecord::from(region);
                audit::record(
                    conn,
                    &user,
                    now,
                    Change {
                        entity: REGION_ENTITY,
                        entity_id: &record.code,
                        action: Action::Remove,
                        before: Some(&record),
                        after: None,
                    },
                )?;
                Ok(record)
            })
        })
        .await?;
    Ok(ok(removed))
}
