//! What the `companyHitech/*` handlers share: who may call them (the enterprise and member
//! zones and staff; investors have no enterprise here), which enterprise and which
//! evaluations a caller may read, and the board record they answer.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    db::DbConn,
    error::ApiError,
    models::{company::Company, hitech_evaluation::HitechEvaluation, standing::Standing},
    schema::companies,
};

pub const FORBIDDEN: &str = "无权访问该功能";
pub const NO_SUCH_COMPANY: &str = "企业不存在";
pub const NOT_YOUR_COMPANY: &str = "无权查看该企业";

/// An enterprise by its id (`uuid`, as the old client names it).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UuidQuery {
    /// The enterprise's id.
    pub uuid: Option<String>,
}

/// A name parameter.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct NameQuery {
    /// The enterprise's name.
    pub name: Option<String>,
}

/// Investors are refused: the board is the enterprises' business.
pub fn ensure_enterprise_side(me: &CurrentUser) -> Result<(), ApiError> {
    match me.landing_mode() {
        LandingMode::Org | LandingMode::Member | LandingMode::Mgr => Ok(()),
        _ => Err(ApiError::forbidden(FORBIDDEN)),
    }
}

/// The evaluations a caller reads: staff every one of the tenant, an applicant their own.
pub fn evaluations_of(me: &CurrentUser) -> Option<&str> {
    (me.landing_mode() != LandingMode::Mgr).then_some(me.user.id.as_str())
}

/// A text parameter, trimmed; missing, blank or holding a control character (which names
/// nothing, and PostgreSQL refuses a NUL in a query) is `message`.
pub fn required(value: Option<&str>, message: &str) -> Result<String, ApiError> {
    value
        .map(str::trim)
        .filter(|v| !v.is_empty() && !v.chars().any(char::is_control))
        .map(str::to_owned)
        .ok_or_else(|| ApiError::bad_request(message))
}

/// The enterprise `id` as `me` may read it: staff any of the tenant, an enterprise user one
/// they are bound to.
pub fn company_for(conn: &mut DbConn, me: &CurrentUser, id: &str) -> Result<Company, ApiError> {
    ensure_enterprise_side(me)?;
    let company = Company::find(conn, id)?
        .filter(|c| c.tenant_id == me.user.tenant_id)
        .ok_or_else(|| ApiError::not_found(NO_SUCH_COMPANY))?;
    if me.landing_mode() == LandingMode::Mgr || Company::is_bound(conn, &me.user.id, id)? {
        Ok(company)
    } else {
        Err(ApiError::forbidden(NOT_YOUR_COMPANY))
    }
}

/// The last evaluation of an enterprise, as the board pages show it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvaluationView {
    pub id: String,
    pub kind: String,
    pub score: i32,
    pub result_value: String,
    #[serde(rename = "ifAccordSRDI")]
    pub if_accord_srdi: i32,
    pub if_accord_innovative: i32,
    /// Seconds since the epoch.
    pub created_at: i64,
}

impl From<HitechEvaluation> for EvaluationView {
    fn from(e: HitechEvaluation) -> Self {
        EvaluationView {
            id: e.id,
            kind: e.kind,
            score: e.score,
            result_value: e.result_value,
            if_accord_srdi: e.if_accord_srdi,
            if_accord_innovative: e.if_accord_innovative,
            created_at: e.created_at,
        }
    }
}

/// An enterprise's specialised-new board record.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoardRecord {
    pub id: String,
    pub name: String,
    pub id_type: Option<String>,
    pub id_number: Option<String>,
    /// 1 on the board.
    pub hitech_status: i32,
    /// The layer it entered at, e.g. 专精特新板（孵化层）.
    pub specialised_level: Option<String>,
    pub is_register: i32,
    pub is_listing: i32,
    pub evaluation_count: i64,
    pub last_evaluation: Option<EvaluationView>,
}

pub fn board_record(conn: &mut DbConn, company: &Company) -> Result<BoardRecord, ApiError> {
    use diesel::prelude::*;
    let standing =
        Standing::of(conn, &company.id)?.ok_or_else(|| ApiError::not_found(NO_SUCH_COMPANY))?;
    let (id_type, level): (Option<String>, Option<String>) = companies::table
        .find(&company.id)
        .select((companies::id_type, companies::specialised_level))
        .first(conn)?;
    Ok(BoardRecord {
        id: standing.id,
        name: standing.name,
        id_type,
        id_number: standing.id_number,
        hitech_status: standing.hitech_status,
        specialised_level: level,
        is_register: standing.is_register,
        is_listing: standing.is_listing,
        evaluation_count: HitechEvaluation::count_of_company(conn, &company.id)?,
        last_evaluation: HitechEvaluation::last_of_company(conn, &company.id)?.map(Into::into),
    })
}
