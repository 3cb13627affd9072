//! `GET /api/rem-registrationbizweb/companyHitech/preHitechInfoByNameNew?name=` (02 §7):
//! whether the last self-evaluation of the enterprise of this name found it a specialised-new
//! enterprise (`ifAccordSRDI`, 规范层) or an innovative one (`ifAccordInnovative`, 孵化层); an
//! applicant reads their own evaluations, staff every one. No evaluation answers 0 and 0.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::support::{ensure_enterprise_side, evaluations_of, required, NameQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::hitech_evaluation::HitechEvaluation,
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreHitechInfo {
    pub name: String,
    #[serde(rename = "ifAccordSRDI")]
    pub if_accord_srdi: i32,
    pub if_accord_innovative: i32,
    pub score: Option<i32>,
    pub result_value: Option<String>,
    /// The evaluation, when there is one.
    pub evaluation_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/companyHitech/preHitechInfoByNameNew",
    tag = "companyHitech", params(NameQuery),
    responses(
        (status = 200, body = Envelope<PreHitechInfo>),
        (status = 400, description = "请填写企业名称", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权访问该功能", body = Failure))
)]
#[get("/rem-registrationbizweb/companyHitech/preHitechInfoByNameNew")]
pub async fn pre_hitech_info(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<NameQuery>,
) -> ApiResult {
    ensure_enterprise_side(&me)?;
    let name: String = required(query.name.as_deref(), "请填写企业名称")?
        .split_whitespace()
        .collect();
    let info = state
        .db(move |conn| {
            let last =
                HitechEvaluation::last_named(conn, &me.user.tenant_id, &name, evaluations_of(&me))?;
            Ok(PreHitechInfo {
                if_accord_srdi: last.as_ref().map_or(0, |e| e.if_accord_srdi),
                if_accord_innovative: last.as_ref().map_or(0, |e| e.if_accord_innovative),
                score: last.as_ref().map(|e| e.score),
                evaluation_id: last.as_ref().map(|e| e.id.clone()),
                result_value: last.map(|e| e.result_value),
                name,
            })
        })
        .await?;
    Ok(ok(info))
}
