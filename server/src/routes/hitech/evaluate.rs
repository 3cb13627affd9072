//! `POST /api/rem-registrationbizweb/companyHitech/evaluate` (issue 17, 02 §4 "Evaluation"):
//! an enterprise's self-evaluation (`kind` pro /evaluationPro2, fast /evaluationFast2),
//! validated with the board application's form, scored by the 550200 flow's rules and stored;
//! the answer carries the score and the result text (符合专精特新企业，建议分层：规范层 /
//! 符合创新型中小企业，建议分层：孵化层 / not conforming). A forced single choice broken (无
//! chosen with other options) is refused at its field.

use actix_web::{post, web};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::support::ensure_enterprise_side;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    hitech,
    models::{
        hitech_evaluation::{HitechEvaluation, FAST, PROFESSIONAL},
        standing::Standing,
    },
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvaluateRequest {
    /// `pro` (the professional self-evaluation, default) or `fast`.
    pub kind: Option<String>,
    /// The answers: the 550200 form's fields (name, idType, idNumber, corporateCredit,
    /// conformsCompany and the evaluation fields).
    #[schema(value_type = Object)]
    pub form_data: Value,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvaluationAnswer {
    pub id: String,
    /// The register's enterprise the answers name, when it holds one.
    pub company_id: Option<String>,
    #[serde(flatten)]
    pub score: hitech::Score,
    /// The answers as validated, with `resultValue` set: what the board application is
    /// prefilled with.
    #[schema(value_type = Object)]
    pub form_data: Value,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/companyHitech/evaluate", tag = "companyHitech",
    request_body = EvaluateRequest,
    responses(
        (status = 200, body = Envelope<EvaluationAnswer>),
        (status = 400, description = "an answer refused, at its field (已选择“无”，不能再选择其他选项 ...)", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权访问该功能", body = Failure))
)]
#[post("/rem-registrationbizweb/companyHitech/evaluate")]
pub async fn evaluate(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<EvaluateRequest>,
) -> ApiResult {
    ensure_enterprise_side(&me)?;
    let request = body.into_inner();
    let kind = match request.kind.as_deref().unwrap_or(PROFESSIONAL) {
        PROFESSIONAL => PROFESSIONAL,
        FAST => FAST,
        _ => return Err(ApiError::bad_request("评价方式只能是 pro 或 fast")),
    };
    let app = state.clone();
    let answer = state
        .db(move |conn| {
            let scored = hitech::evaluate(&app, conn, &me, &request.form_data, kind == FAST)?;
            let mut form = scored.form;
            form["resultValue"] = Value::from(scored.score.result_value.clone());
            let text = |k: &str| form.get(k).and_then(Value::as_str).map(str::to_owned);
            let name = text("name").unwrap_or_default();
            let id_number = text("idNumber");
            let tenant = me.user.tenant_id.clone();
            let company = Standing::named(conn, &tenant, Some(&name), id_number.as_deref())?;
            let row = HitechEvaluation {
                id: uuid::Uuid::new_v4().to_string(),
                tenant_id: tenant,
                user_id: me.user.id.clone(),
                company_id: company.map(|c| c.id),
                company_name: name,
                id_type: text("idType"),
                id_number,
                kind: kind.to_owned(),
                score: scored.score.score,
                result_value: scored.score.result_value.clone(),
                if_accord_srdi: scored.score.if_accord_srdi,
                if_accord_innovative: scored.score.if_accord_innovative,
                form_data: form.to_string(),
                created_at: app.clock.now(),
            };
            row.insert(conn)?;
            Ok(EvaluationAnswer {
                id: row.id,
                company_id: row.company_id,
                score: scored.score,
                form_data: form,
            })
        })
        .await?;
    Ok(ok(answer))
}
