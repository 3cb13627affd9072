//! `GET /api/rem-registrationbizweb/companyHitech/assessmentData?uuid=` (专精特新评分,
//! `/assessment`, 03 §1/§2 scoring table): the answers the enterprise's scoring table is drawn
//! from: its latest specialised-new board application (550200, not withdrawn) where it has
//! one, else its last self-evaluation, else none; with where they come from and, for an
//! evaluation, the score the flow's rule gave.

use actix_web::{get, web};
use diesel::prelude::*;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::support::{company_for, required, UuidQuery};
use crate::{
    auth::current_user::CurrentUser,
    clock,
    envelope::{ok, ApiResult, Envelope, Failure},
    hitech::APP_ID,
    models::hitech_evaluation::HitechEvaluation,
    schema::applications,
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssessmentData {
    pub company_id: String,
    pub company_name: String,
    /// `application` (550200), `evaluation` (a self-evaluation) or `none`.
    pub source: &'static str,
    /// The application's serial number and status (running, approved, rejected).
    pub biz_sn: Option<String>,
    pub status: Option<String>,
    /// Beijing time of the answers (the application's last change, the evaluation's time).
    pub answered_at: Option<String>,
    /// The evaluation's score and result as the flow's rule gave them.
    pub score: Option<i32>,
    pub result_value: Option<String>,
    /// The answers (the form's evaluation fields among them).
    pub form: Option<Value>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/companyHitech/assessmentData",
    tag = "companyHitech", params(UuidQuery),
    responses(
        (status = 200, body = Envelope<AssessmentData>),
        (status = 400, description = "请选择企业", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权访问该功能 / 无权查看该企业", body = Failure),
        (status = 404, description = "企业不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/companyHitech/assessmentData")]
pub async fn assessment_data(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<UuidQuery>,
) -> ApiResult {
    let id = required(query.uuid.as_deref(), "请选择企业")?;
    let data = state
        .db(move |conn| {
            let company = company_for(conn, &me, &id)?;
            let latest: Option<(String, String, String, i64)> = applications::table
                .filter(applications::tenant_id.eq(&company.tenant_id))
                .filter(applications::company_id.eq(&company.id))
                .filter(applications::app_id.eq(APP_ID))
                .filter(applications::status.ne("withdrawn"))
                .order((applications::updated_at.desc(), applications::id.desc()))
                .select((
                    applications::biz_sn,
                    applications::status,
                    applications::instance,
                    applications::updated_at,
                ))
                .first(conn)
                .optional()?;
            let answered = latest.and_then(|(biz_sn, status, instance, at)| {
                let mut instance: Value = serde_json::from_str(&instance).ok()?;
                let form = instance.get_mut("form").map(Value::take)?;
                Some((biz_sn, status, form, at))
            });
            if let Some((biz_sn, status, form, at)) = answered {
                return Ok(AssessmentData {
                    result_value: form
                        .get("resultValue")
                        .and_then(Value::as_str)
                        .map(str::to_owned),
                    company_id: company.id,
                    company_name: company.name,
                    source: "application",
                    biz_sn: Some(biz_sn),
                    status: Some(status),
                    answered_at: Some(clock::beijing_text(at)),
                    score: None,
                    form: Some(form),
                });
            }
            let evaluation = HitechEvaluation::last_of_company(conn, &company.id)?;
            Ok(match evaluation {
                Some(e) => AssessmentData {
                    company_id: company.id,
                    company_name: company.name,
                    source: "evaluation",
                    biz_sn: None,
                    status: None,
                    answered_at: Some(clock::beijing_text(e.created_at)),
                    score: Some(e.score),
                    result_value: Some(e.result_value),
                    form: serde_json::from_str(&e.form_data).ok(),
                },
                None => AssessmentData {
                    company_id: company.id,
                    company_name: company.name,
                    source: "none",
                    biz_sn: None,
                    status: None,
                    answered_at: None,
                    score: None,
                    result_value: None,
                    form: None,
                },
            })
        })
        .await?;
    Ok(ok(data))
}
