//! What the e-contract and pledgee calls share: a pledgee row or an application for those who
//! may read the application (its applicant, its reviewers, the administrator), its rows brought
//! up to date with the provider, and the page the provider sends a signer back to.

use actix_web::HttpRequest;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    db::DbConn,
    econtract::pledgee,
    error::ApiError,
    lifecycle::ensure_may_view,
    models::{
        application::{Application, TaskRow},
        pledgee_info::PledgeeInfo,
    },
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
