//! What the e-contract and pledgee calls share: a pledgee row or an application for those who
//! may read the application (its applicant, its reviewers, the administrator), its rows brought
//! up to date with the provider, and the page the provider sends a signer back to; whose
//! electronic seals a caller reads (the enterprise's own users, staff of its tenant) and who
//! changes them (the enterprise's own users only), and a seal as listed.

use actix_web::HttpRequest;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    db::DbConn,
    econtract::{pledgee, seals::SEAL_TYPES},
    error::ApiError,
    lifecycle::ensure_may_view,
    models::{
        application::{Application, TaskRow},
        company::Company,
        company_seal::CompanySeal,
        pledgee_info::PledgeeInfo,
    },
    routes::company::support::company_in_scope,
    state::AppState,
};

/// `?uuid=` of a pledgee row.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PledgeeQuery {
    /// The pledgee row's uuid.
    pub uuid: Option<String>,
}

impl PledgeeQuery {
    pub fn uuid(self) -> Result<String, ApiError> {
        self.uuid
            .map(|u| u.trim().to_owned())
            .filter(|u| !u.is_empty())
            .ok_or_else(|| ApiError::bad_request("请指定质权人"))
    }
}

/// The application, for its readers.
pub fn readable_application(
    conn: &mut DbConn,
    me: &CurrentUser,
    app: Option<Application>,
) -> Result<Application, ApiError> {
    let app = app.ok_or_else(ApiError::no_such_application)?;
    let tasks = TaskRow::of_application(conn, &app.id)?;
    ensure_may_view(&app, &tasks, me)?;
    Ok(app)
}

/// The pledgee row and its application, for the application's readers.
pub fn readable_pledgee(
    conn: &mut DbConn,
    me: &CurrentUser,
    uuid: &str,
) -> Result<(Application, PledgeeInfo), ApiError> {
    let row = PledgeeInfo::find(conn, &me.user.tenant_id, uuid)?
        .ok_or_else(|| ApiError::not_found("质权人信息不存在"))?;
    let app = Application::find(conn, &row.tenant_id, &row.application_id)?;
    let app = readable_application(conn, me, app)?;
    Ok((app, row))
}

/// The pledgee row, asked of the provider first when it waits for a signature.
pub fn current_pledgee(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    uuid: &str,
) -> Result<(Application, PledgeeInfo), ApiError> {
    let (app, row) = readable_pledgee(conn, me, uuid)?;
    let row = pledgee::refresh(conn, state, &app, vec![row])?
        .pop()
        .ok_or_else(|| ApiError::not_found("质权人信息不存在"))?;
    Ok((app, row))
}

/// Where the provider sends a signer back: the configured page, else this server as the
/// caller reached it.
pub fn return_url(state: &AppState, req: &HttpRequest) -> String {
    state
        .config
        .econtract
        .return_url
        .clone()
        .unwrap_or_else(|| {
            let info = req.connection_info();
            format!("{}://{}/", info.scheme(), info.host())
        })
}

/// Staff read the seals; the enterprise registers and switches its own.
pub const STAFF_READ_ONLY: &str = "电子印章由企业自行登记和启停";

/// The enterprise whose seals `me` reads: `asked`, else the current one.
pub fn readable_company(
    conn: &mut DbConn,
    me: &CurrentUser,
    asked: Option<&str>,
) -> Result<Company, ApiError> {
    company_in_scope(conn, me, asked)
}

/// The enterprise whose seals `me` changes: one of its own users', never staff.
pub fn own_company(
    conn: &mut DbConn,
    me: &CurrentUser,
    asked: Option<&str>,
) -> Result<Company, ApiError> {
    if me.landing_mode() == LandingMode::Mgr {
        return Err(ApiError::forbidden(STAFF_READ_ONLY));
    }
    company_in_scope(conn, me, asked)
}

/// A seal as the page lists it, its kind named.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SealView {
    #[serde(flatten)]
    pub seal: CompanySeal,
    pub seal_type_name: String,
    /// 已启用 or 已停用.
    pub status_name: &'static str,
}

impl From<CompanySeal> for SealView {
    fn from(seal: CompanySeal) -> Self {
        let seal_type_name = SEAL_TYPES
            .iter()
            .find(|(k, _)| *k == seal.seal_type)
            .map_or_else(|| seal.seal_type.clone(), |(_, v)| (*v).to_owned());
        SealView {
            status_name: if seal.status == 1 {
                "已启用"
            } else {
                "已停用"
            },
            seal_type_name,
            seal,
        }
    }
}
