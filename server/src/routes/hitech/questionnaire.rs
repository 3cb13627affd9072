//! `GET /api/rem-registrationbizweb/questionnaire/detailInfoByCode?code=companyHitech&type=`
//! (03 "Questionnaire", 02 §7): the high-tech questionnaire (name, remark, titles each with
//! options id/code/name and no chosen value yet), the fast self-evaluation's questions. Each
//! title's `code` is the evaluation field its answer fills. The questionnaires are data
//! (`seed/fixtures/questionnaires.json`).

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
};

const QUESTIONNAIRES: &str = include_str!("../../seed/fixtures/questionnaires.json");

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct QuestionnaireQuery {
    /// The questionnaire, e.g. companyHitech.
    pub code: Option<String>,
    /// The client's variant; every variant answers the same questions.
    #[serde(rename = "type")]
    pub kind: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct QuestionOption {
    pub id: String,
    pub code: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct QuestionTitle {
    pub id: String,
    /// The evaluation field the answer fills.
    pub code: String,
    pub name: String,
    /// Several answers may be chosen (a 无 option still stands alone).
    #[serde(default)]
    pub multiple: bool,
    pub options: Vec<QuestionOption>,
    /// The chosen option's code; none until answered.
    #[serde(default)]
    pub value: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Questionnaire {
    pub id: String,
    pub code: String,
    pub name: String,
    pub remark: String,
    pub titles: Vec<QuestionTitle>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/questionnaire/detailInfoByCode", tag = "companyHitech",
    params(QuestionnaireQuery),
    responses(
        (status = 200, body = Envelope<Questionnaire>),
        (status = 400, description = "请指定问卷", body = Failure),
        (status = 401, body = Failure),
        (status = 404, description = "问卷不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/questionnaire/detailInfoByCode")]
pub async fn questionnaire(_me: CurrentUser, query: web::Query<QuestionnaireQuery>) -> ApiResult {
    let code = query
        .code
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .ok_or_else(|| ApiError::bad_request("请指定问卷"))?;
    let all: Vec<Questionnaire> =
        serde_json::from_str(QUESTIONNAIRES).map_err(ApiError::internal)?;
    let found = all
        .into_iter()
        .find(|q| q.code == code)
        .ok_or_else(|| ApiError::not_found("问卷不存在"))?;
    Ok(ok(found))
}
