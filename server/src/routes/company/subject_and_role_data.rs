//! `GET /api/rem-registrationbizweb/company/getSubjectAndRoleData?name=&idType=&idNumber=`: a
//! subject as the platform knows it (02 §7): the enterprise of the register with its standing
//! and what the platform knows of it (the `queryRefCompanyData` flags), or none; and how many
//! registration accounts the subject holds.

use actix_web::{get, web};
use diesel::prelude::*;
use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use super::support::{asker, SubjectElements};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::standing::Standing,
    registry::{
        lock::LOCKABLE,
        platform::{self, PlatformAnswer, RefCompanyData},
    },
    schema::holder_accounts,
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubjectAndRole {
    /// The enterprise's registered facts, when the register holds it.
    #[schema(value_type = Option<Object>)]
    pub subject: Option<Map<String, Value>>,
    pub standing: Option<Standing>,
    pub role: RefCompanyData,
    /// Registration accounts under this certificate.
    pub holder_accounts: i64,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/company/getSubjectAndRoleData", tag = "company", params(SubjectElements),
    responses(
        (status = 200, body = Envelope<SubjectAndRole>),
        (status = 400, description = "请填写企业名称、证件类型和证件号码; the name and number belong to different enterprises", body = Failure),
        (status = 401, body = Failure),
        (status = 429, description = "an applicant's look-ups past the limit a minute", body = Failure))
)]
#[get("/rem-registrationbizweb/company/getSubjectAndRoleData")]
pub async fn subject_and_role_data(
    state: web::Data<AppState>,
    me: CurrentUser,
    elements: web::Query<SubjectElements>,
) -> ApiResult {
    let query = elements.query()?;
    asker(&state, &me)?;
    let tenant = me.user.tenant_id.clone();
    let answer = state
        .db(move |conn| {
            let accounts: i64 = holder_accounts::table
                .filter(holder_accounts::tenant_id.eq(&tenant))
                .filter(holder_accounts::certificate_no.eq(&query.id_number))
                .count()
                .get_result(conn)?;
            Ok(match platform::find(conn, &tenant, &query)? {
                PlatformAnswer::Known(known) => {
                    let mut facts = known.dossier;
                    facts.retain(|prop, _| LOCKABLE.iter().any(|(p, _)| p == prop));
                    SubjectAndRole {
                        subject: Some(facts),
                        standing: Some(known.standing),
                        role: known.flags,
                        holder_accounts: accounts,
                    }
                }
                PlatformAnswer::Unknown(flags) => SubjectAndRole {
                    subject: None,
                    standing: None,
                    role: flags,
                    holder_accounts: accounts,
                },
                PlatformAnswer::Mismatch(message) => return Err(ApiError::bad_request(message)),
            })
        })
        .await?;
    Ok(ok(answer))
}
