//! `GET studio/migrations?appId=`: the recorded migrations of a flow.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use crate::{
    envelope::{ok, ApiResult},
    state::AppState,
    studio::{beijing, migrate::history, Analyst},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct MigrationsQuery {
    pub app_id: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/migrations", tag = "studio", params(MigrationsQuery),
    responses(
        (status = 200, description = "the recorded migrations of a flow", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/migrations")]
pub async fn migrations(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    query: web::Query<MigrationsQuery>,
) -> ApiResult {
    let app_id = query.into_inner().app_id;
    let tenant = me.user.tenant_id.clone();
    let (records, names) = state
        .db(move |conn| {
            let records = history(conn, &tenant, &app_id)?;
            let names = crate::studio::names(conn, records.iter().map(|r| r.migrated_by.clone()))?;
            Ok((records, names))
        })
        .await?;
    Ok(ok(records
        .into_iter()
        .map(|r| {
            json!({
                "uuid": r.uuid, "bizSn": r.biz_sn, "fromVersion": r.from_version,
                "toVersion": r.to_version, "migratedBy": crate::studio::name_of(&names, &r.migrated_by),
                "migratedAt": beijing(r.migrated_at),
            })
        })
        .collect::<Vec<_>>()))
}
