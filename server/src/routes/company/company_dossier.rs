//! `POST /api/rem-registrationbizweb/company/dossier`: an enterprise's dossier (企业管理,
//! /companyInfoBase, companyInfo/edit, companyRuBan): every section of the company form as the
//! register holds it now, with the versions it went through (the registration that took it
//! into custody, then each approved change) and the form and business that show and change it.

use actix_web::{post, web};
use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use super::support::{company_in_scope, CompanyRequest};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::company_dossier::{versions, DossierVersion},
    optional_json::OptionalJson,
    registry::platform,
    state::AppState,
};

/// The form the dossier is kept in, and the business that changes it once in custody.
pub const DOSSIER_FORM: &str = "company_registration";
pub const REGISTRATION_APP: &str = "550001";

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyDossierAnswer {
    pub company_id: String,
    pub name: String,
    /// The form whose sections show the dossier (read with nodeId `detail`).
    pub form_id: String,
    pub app_id: String,
    /// The dossier: the company form's props and values.
    #[schema(value_type = Object)]
    pub doc: Map<String, Value>,
    /// Newest first; each version's document is read with `company/dossierVersion`.
    pub versions: Vec<VersionEntry>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VersionEntry {
    pub version: i32,
    pub application_id: Option<String>,
    /// Unix seconds.
    pub recorded_at: i64,
}

impl From<DossierVersion> for VersionEntry {
    fn from(v: DossierVersion) -> Self {
        VersionEntry {
            version: v.version,
            application_id: v.application_id,
            recorded_at: v.recorded_at,
        }
    }
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/company/dossier", tag = "company", request_body = CompanyRequest,
    responses(
        (status = 200, body = Envelope<CompanyDossierAnswer>),
        (status = 400, description = "请先选择企业", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "an investor, or an enterprise the user is not bound to", body = Failure),
        (status = 404, description = "企业不存在", body = Failure))
)]
#[post("/rem-registrationbizweb/company/dossier")]
pub async fn company_dossier(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: OptionalJson<CompanyRequest>,
) -> ApiResult {
    let request = body.or_default();
    let answer = state
        .db(move |conn| {
            let company = company_in_scope(conn, &me, request.company_id.as_deref())?;
            Ok(CompanyDossierAnswer {
                doc: platform::dossier_of(conn, &company.id)?,
                versions: versions(conn, &company.id)?
                    .into_iter()
                    .map(VersionEntry::from)
                    .collect(),
                company_id: company.id,
                name: company.name,
                form_id: DOSSIER_FORM.into(),
                app_id: REGISTRATION_APP.into(),
            })
        })
        .await?;
    Ok(ok(answer))
}
