//! `GET /api/rem-registrationbizweb/company/getSubjectData?name=&idType=&idNumber=`: the
//! enterprise of the platform's register with these three elements (02 §7): its record, its
//! standing and its dossier, or null when the register holds none. A name and a number of two
//! different enterprises are refused as the other look-ups refuse them; applicants' look-ups
//! count against their limit a minute.

use actix_web::{get, web};

use super::support::{asker, company_subject, CompanySubject, SubjectElements};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::company::Company,
    registry::platform::{self, PlatformAnswer},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/company/getSubjectData", tag = "company", params(SubjectElements),
    responses(
        (status = 200, description = "the enterprise, or null when the register holds none", body = Envelope<Option<CompanySubject>>),
        (status = 400, description = "请填写企业名称、证件类型和证件号码; the name and number belong to different enterprises", body = Failure),
        (status = 401, body = Failure),
        (status = 429, description = "an applicant's look-ups past the limit a minute", body = Failure))
)]
#[get("/rem-registrationbizweb/company/getSubjectData")]
pub async fn company_subject_data(
    state: web::Data<AppState>,
    me: CurrentUser,
    elements: web::Query<SubjectElements>,
) -> ApiResult {
    let query = elements.query()?;
    let asker = asker(&state, &me)?;
    let tenant = me.user.tenant_id.clone();
    let answer = state
        .db(move |conn| match platform::find(conn, &tenant, &query)? {
            PlatformAnswer::Known(known) => {
                let full =
                    asker.staff || Company::is_bound(conn, &asker.user_id, &known.company_id)?;
                company_subject(conn, &known.company_id, full).map(Some)
            }
            PlatformAnswer::Unknown(_) => Ok(None),
            PlatformAnswer::Mismatch(message) => Err(ApiError::bad_request(message)),
        })
        .await?;
    Ok(ok(answer))
}
