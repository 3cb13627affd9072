//! `GET /api/rem-registrationmgrweb/shareHolderQuestion/queryShareHolderQuestion`: the risk
//! assessment results of a registration account (02 §3, §7), newest first, each with the
//! questionnaire as answered (`ruleFormTotalData`, JSON text). An investor reads only their own
//! accounts; staff read any of the tenant.

use actix_web::{get, web};
use engine::form::{model::ItemType, FormDef};
use serde::Deserialize;
use serde_json::{json, Value};
use utoipa::IntoParams;

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::{
        holder_account::HolderAccount,
        risk_assessment::{type_name, RiskAssessment},
    },
    register::level_of,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ResultQuery {
    pub account_number: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationmgrweb/shareHolderQuestion/queryShareHolderQuestion",
    tag = "registration", params(ResultQuery),
    responses((status = 200, description = "list of {bizTypeName, productTypeName, riskTestTime, fraction, productRiskLevel, ruleFormTotalData}", body = crate::envelope::Envelope<serde_json::Value>),
              (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[get("/rem-registrationmgrweb/shareHolderQuestion/queryShareHolderQuestion")]
pub async fn risk_assessment_results(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ResultQuery>,
) -> ApiResult {
    let number = query.into_inner().account_number.trim().to_owned();
    let form = state.forms.latest("risk_assessment");
    let rows = state
        .db(move |conn| {
            let account = HolderAccount::find_by_number(conn, &me.user.tenant_id, &number)?
                .ok_or_else(|| ApiError::not_found(format!("登记账号{number}不存在")))?;
            let own = HolderAccount::bound_to_user(conn, &me.user.id, &account.uuid)?.is_some();
            if !own && me.landing_mode() != LandingMode::Mgr {
                return Err(ApiError::forbidden("无权查看该账号的测评结果"));
            }
            Ok(RiskAssessment::of_account(conn, &account.uuid)?)
        })
        .await?;
    let rows: Vec<Value> = rows.iter().map(|row| view(row, form.as_deref())).collect();
    Ok(ok(rows))
}

fn view(row: &RiskAssessment, form: Option<&FormDef>) -> Value {
    let level = level_of(row.score);
    let answers: Vec<Value> = serde_json::from_str(&row.answers).unwrap_or_default();
    let questions: Vec<Value> = answers
        .iter()
        .map(|answer| {
            let prop = answer["prop"].as_str().unwrap_or_default();
            let score = &answer["score"];
            let (title, chosen) = form
                .and_then(|f| question(f, prop, score))
                .unwrap_or_else(|| (prop.to_owned(), score.to_string()));
            json!({ "prop": prop, "title": title, "answer": chosen, "score": score })
        })
        .collect();
    let type_name = type_name(row.risk_type);
    let total = json!({
        "questions": questions, "score": row.score, "level": row.risk_level,
        "levelName": level.name, "typeName": type_name, "bizSn": row.biz_sn,
    });
    json!({
        "id": row.id,
        "bizTypeName": "投资者风险测评",
        "productTypeName": type_name,
        "riskTestTime": crate::clock::beijing_text(row.tested_at),
        "fraction": row.score,
        "productRiskLevel": format!("{}（{}）", row.risk_level, level.name),
        "typeName": type_name,
        "resultName": level.name,
        "resultScore": row.score,
        "ruleFormTotalData": total.to_string(),
    })
}

/// The question's label and the label of the chosen answer, read from the form definition.
fn question(form: &FormDef, prop: &str, score: &Value) -> Option<(String, String)> {
    let item = form
        .sections
        .iter()
        .flat_map(|s| &s.items)
        .find(|i| i.prop == prop && i.kind == ItemType::Radio)?;
    let wanted = score.to_string();
    let chosen = item
        .inside_data
        .as_ref()?
        .data_list
        .as_ref()?
        .iter()
        .find(|c| c.value.as_str() == Some(wanted.as_str()) || c.value == *score)
        .map(|c| c.label.clone())?;
    Some((item.label.clone(), chosen))
}
