//! Which enterprise a call of the enterprise pages reads: the session's current enterprise for
//! the enterprise and member zones (another one only when the user is bound to it), the named
//! one or the current one for staff; investors have no enterprise here. And the register
//! search the list and its export share.

use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    db::DbConn,
    error::ApiError,
    models::{
        company::{Company, CompanyRecord},
        shareholder_register::RegisterSearch,
        standing::Standing,
    },
    registry::{lock::LOCKABLE, platform, RegistryQuery},
    schema::{companies, company_dossiers},
};

/// When neither the request nor the session names an enterprise.
pub const CHOOSE_COMPANY: &str = "请先选择企业";
/// An enterprise the user is not bound to.
pub const NOT_YOUR_COMPANY: &str = "无权查看该企业";
/// An enterprise id the register does not hold.
pub const NO_SUCH_COMPANY: &str = "企业不存在";

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyRequest {
    /// The enterprise; default the session's current enterprise.
    pub company_id: Option<String>,
}

/// The enterprise `me` may read, by id.
pub fn company_in_scope(
    conn: &mut DbConn,
    me: &CurrentUser,
    asked: Option<&str>,
) -> Result<Company, ApiError> {
    let asked = asked.map(str::trim).filter(|s| !s.is_empty());
    let current = me.session.current_company_id.as_deref();
    let mode = me.landing_mode();
    if !matches!(
        mode,
        LandingMode::Org | LandingMode::Member | LandingMode::Mgr
    ) {
        return Err(ApiError::forbidden("无权访问该功能"));
    }
    let id = asked
        .or(current)
        .ok_or_else(|| ApiError::bad_request(CHOOSE_COMPANY))?;
    let company = if mode == LandingMode::Mgr {
        Company::find(conn, id)?.filter(|c| c.tenant_id == me.user.tenant_id)
    } else {
        Company::bound_to_user(conn, &me.user.id, id)?
    };
    company.ok_or_else(|| ApiError::forbidden(NOT_YOUR_COMPANY))
}

/// The shareholder register's search: the list's filters, which its export honours too.
#[derive(Debug, Default, Deserialize, ToSchema, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct RegisterFilter {
    /// The enterprise; default the session's current enterprise.
    pub company_id: Option<String>,
    pub product_code: Option<String>,
    /// Part of the holder's name.
    pub holder_name: Option<String>,
    /// The start of the account number.
    pub account_number: Option<String>,
    /// The whole certificate number.
    pub certificate_no: Option<String>,
}

/// The shareholder register's search, paged: the list's request.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareholderQuery {
    #[serde(flatten)]
    pub filter: RegisterFilter,
    pub page_no: Option<i64>,
    pub page_size: Option<i64>,
}

fn text(v: &Option<String>) -> Option<String> {
    v.as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
}

impl RegisterFilter {
    /// The search of the enterprise `company_id`.
    pub fn search(&self, company_id: String) -> RegisterSearch {
        RegisterSearch {
            company_id,
            product_code: text(&self.product_code),
            holder_name: text(&self.holder_name),
            account_number: text(&self.account_number),
            certificate_no: text(&self.certificate_no),
        }
    }
}

/// The three elements of a company look-up (02 §5: name, certificate type and number).
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct CompanyElements {
    pub company_name: Option<String>,
    /// A key of `organTypeValidator`.
    pub company_id_type: Option<String>,
    pub company_id_number: Option<String>,
}

impl CompanyElements {
    pub fn query(&self) -> Result<crate::registry::RegistryQuery, ApiError> {
        crate::registry::RegistryQuery::new(
            self.company_name.as_deref(),
            self.company_id_type.as_deref(),
            self.company_id_number.as_deref(),
        )
    }
}

/// Who looks an enterprise up; an applicant's look-ups count against their limit a minute.
pub fn asker(
    state: &crate::state::AppState,
    me: &CurrentUser,
) -> Result<crate::registry::lookup::Asker, ApiError> {
    let staff = me.landing_mode() == LandingMode::Mgr;
    if !staff {
        state.holder_lookups.check(Some(me.user.id.clone()))?;
    }
    Ok(crate::registry::lookup::Asker {
        user_id: me.user.id.clone(),
        staff,
    })
}

/// The three elements of a subject look-up (`{company, user, product}/getSubjectData`, 02 §7).
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct SubjectElements {
    pub name: Option<String>,
    /// A key of `organTypeValidator` (an enterprise) or of `personCertType` (a person).
    pub id_type: Option<String>,
    pub id_number: Option<String>,
}

impl SubjectElements {
    /// The query, or 请填写企业名称、证件类型和证件号码 when an element is missing.
    pub fn query(&self) -> Result<RegistryQuery, ApiError> {
        RegistryQuery::new(
            self.name.as_deref(),
            self.id_type.as_deref(),
            self.id_number.as_deref(),
        )
    }
}

/// An enterprise as the subject calls answer it: its record, its standing and its dossier.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanySubject {
    pub company: CompanyRecord,
    pub standing: Standing,
    /// The registered document with the register's columns over it (the company form's props);
    /// null when the enterprise was never registered through the platform. Of an enterprise
    /// not theirs an applicant sees only the registered facts a registry look-up shows anyone.
    #[schema(value_type = Option<Object>)]
    pub dossier: Option<Map<String, Value>>,
    /// The versions of the dossier the register keeps: the registration, then each change.
    pub dossier_versions: i64,
}

/// The enterprise `company_id` as the subject calls answer it; `full` when the asker is staff
/// or one of its own users.
pub fn company_subject(
    conn: &mut DbConn,
    company_id: &str,
    full: bool,
) -> Result<CompanySubject, ApiError> {
    let (company, doc) = companies::table
        .find(company_id)
        .select((CompanyRecord::as_select(), companies::register_doc))
        .first::<(CompanyRecord, String)>(conn)
        .optional()?
        .ok_or_else(|| ApiError::not_found(NO_SUCH_COMPANY))?;
    let standing =
        Standing::of(conn, company_id)?.ok_or_else(|| ApiError::not_found(NO_SUCH_COMPANY))?;
    let dossier_versions: i64 = company_dossiers::table
        .filter(company_dossiers::company_id.eq(company_id))
        .count()
        .get_result(conn)?;
    let registered =
        matches!(serde_json::from_str::<Value>(&doc), Ok(Value::Object(d)) if !d.is_empty());
    let dossier = if registered || dossier_versions > 0 {
        let mut dossier = platform::dossier_of(conn, company_id)?;
        if !full {
            dossier.retain(|prop, _| LOCKABLE.iter().any(|(p, _)| p == prop));
        }
        Some(dossier)
    } else {
        None
    };
    Ok(CompanySubject {
        company,
        standing,
        dossier,
        dossier_versions,
    })
}

/// The enterprise `id` if `me` may read it: staff any of their tenant's (404 企业不存在 when
/// none), an enterprise or member user one bound to them (403 无权查看该企业 otherwise, so
/// that an id tells nothing), an investor none (403 无权访问该功能).
pub fn company_by_id_in_scope(
    conn: &mut DbConn,
    me: &CurrentUser,
    id: &str,
) -> Result<Company, ApiError> {
    if me.landing_mode() != LandingMode::Mgr {
        return company_in_scope(conn, me, Some(id));
    }
    Company::find(conn, id)?
        .filter(|c| c.tenant_id == me.user.tenant_id)
        .ok_or_else(|| ApiError::not_found(NO_SUCH_COMPANY))
}
