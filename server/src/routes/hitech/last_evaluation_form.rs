//! `GET /api/rem-registrationbizweb/companyHitech/getLastEvaluationForm?uuid=` (02 §7): the
//! answers of the enterprise's last self-evaluation as JSON text (`data`), which the board
//! application (550200) is prefilled with; none yet answers `data` null.

use actix_web::{get, web};

use super::support::{company_for, required, UuidQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::hitech_evaluation::HitechEvaluation,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/companyHitech/getLastEvaluationForm",
    tag = "companyHitech", params(UuidQuery),
    responses(
        (status = 200, description = "the answers as JSON text, or null", body = Envelope<Option<String>>),
        (status = 400, description = "请选择企业", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权访问该功能 / 无权查看该企业", body = Failure),
        (status = 404, description = "企业不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/companyHitech/getLastEvaluationForm")]
pub async fn last_evaluation_form(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<UuidQuery>,
) -> ApiResult {
    let id = required(query.uuid.as_deref(), "请选择企业")?;
    let form = state
        .db(move |conn| {
            let company = company_for(conn, &me, &id)?;
            Ok(HitechEvaluation::last_of_company(conn, &company.id)?.map(|e| e.form_data))
        })
        .await?;
    Ok(ok(form))
}
