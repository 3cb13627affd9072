//! What the face calls share: starting a check with the provider and recording it, a
//! visitor's proof (account, mobile, SMS code), and a check's outcome brought up to date.

use actix_web::{web, HttpRequest};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    account::recovery::{self, Match},
    envelope::{ok, ApiResult},
    error::ApiError,
    face::{
        checks::{self, Asker, FaceCheck, Purpose},
        FaceError, Outcome, StartRequest,
    },
    models::user::User,
    routes::sms::support as sms,
    sms::codes,
    state::AppState,
};

pub const NOT_THE_ACCOUNTS: &str = "账号与手机号码不匹配";

/// What a started check answers: the provider's token the page polls with, and the URL the
/// person opens.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartAnswer {
    pub biz_token: String,
    pub url: String,
}

/// A visitor's ask: the account, its mobile and the reset code sent to it (checked, not
/// spent: the reset spends it), and the person's name and id number when the register has
/// none for the account.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VisitorBody {
    #[serde(default)]
    pub account: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub code: String,
    pub name: Option<String>,
    pub id_number: Option<String>,
    pub tenant_id: Option<String>,
}

/// The token a result or delete call names.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct TokenQuery {
    pub biz_token: Option<String>,
    pub tenant_id: Option<String>,
}

impl TokenQuery {
    pub fn token(&self) -> Result<String, ApiError> {
        self.biz_token
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_owned)
            .ok_or_else(|| ApiError::bad_request("请提供人脸核身业务编号"))
    }
}

fn provider_error(error: FaceError) -> ApiError {
    match error {
        FaceError::Unknown => ApiError::bad_request(checks::UNKNOWN),
        FaceError::Unavailable(cause) => {
            tracing::warn!(%cause, "face verification provider unavailable");
            ApiError::Unavailable(FaceError::Unavailable(cause).to_string())
        }
    }
}

/// Where the provider's page sends the person back to.
fn return_url(state: &AppState, req: &HttpRequest) -> String {
    state.config.face.return_url.clone().unwrap_or_else(|| {
        let info = req.connection_info();
        format!("{}://{}/", info.scheme(), info.host())
    })
}

/// The identity a check is made against: the register's for the user when it has one, else
/// the one the caller gives.
pub fn identity(
    conn: &mut crate::db::DbConn,
    user_id: &str,
    name: Option<&str>,
    id_number: Option<&str>,
) -> Result<(String, String), ApiError> {
    match checks::identity_on_file(conn, user_id)? {
        Some(found) => Ok(found),
        None => checks::check_identity(name.unwrap_or_default(), id_number.unwrap_or_default()),
    }
}

/// Starts a check with the provider for the identity and records who asked what for.
pub async fn start(
    state: &AppState,
    req: &HttpRequest,
    tenant: String,
    purpose: Purpose,
    asker: Asker,
    (name, id_number): (String, String),
) -> ApiResult {
    let return_url = return_url(state, req);
    let face = state.face.clone();
    let started = web::block(move || {
        face.start(&StartRequest {
            name: &name,
            id_number: &id_number,
            return_url: &return_url,
        })
    })
    .await?
    .map_err(provider_error)?;
    let (provider, now, token) = (state.face.name(), state.clock.now(), started.biz_token);
    let recorded = token.clone();
    state
        .db(move |conn| {
            let started = checks::Started {
                tenant: &tenant,
                purpose,
                asker: &asker,
                provider,
                biz_token: &recorded,
            };
            Ok(checks::record(conn, started, now)?)
        })
        .await?;
    Ok(ok(StartAnswer {
        biz_token: token,
        url: started.url,
    }))
}

/// A visitor's check for a forgotten password: the reset code to the account's mobile is
/// checked (and stays valid for the reset), the account must be the mobile's.
pub async fn start_for_visitor(
    state: &AppState,
    req: &HttpRequest,
    body: VisitorBody,
    purpose: Purpose,
) -> ApiResult {
    let tenant = crate::routes::public::support::request_tenant(req, body.tenant_id.as_deref())?;
    let account = body.account.trim().to_owned();
    if account.is_empty() {
        return Err(ApiError::bad_request("请输入账号"));
    }
    let phone = codes::check_phone(&body.phone)?.to_owned();
    sms::check(
        state,
        tenant.clone(),
        phone.clone(),
        codes::Purpose::Reset,
        body.code,
        false,
    )
    .await?;
    let (who, found_phone) = (account, phone.clone());
    let in_tenant = tenant.clone();
    let (account, identity) = state
        .db(move |conn| {
            let user = User::find_by_account(conn, &in_tenant, &who)?
                .filter(|u| u.mobile.as_deref() == Some(found_phone.as_str()))
                .ok_or_else(|| ApiError::bad_request(NOT_THE_ACCOUNTS))?;
            let identity = identity(
                conn,
                &user.id,
                body.name.as_deref(),
                body.id_number.as_deref(),
            )?;
            Ok((user.account, identity))
        })
        .await?;
    let asker = Asker::Account {
        account,
        phone: Some(phone),
    };
    start(state, req, tenant, purpose, asker, identity).await
}

/// A visitor's check for an account whose bound mobile is lost: the name and id number must be
/// those of the account's person on the register (`account::recovery`), which the check is
/// then made against; its pass alone authorises `bizAccountManage/resetAccountPassword`. Counted
/// with the sign-in attempts of the address, as `accountBoundUserInfoValid` is.
pub async fn start_for_person(state: &AppState, req: &HttpRequest, body: VisitorBody) -> ApiResult {
    state
        .sign_in_limiter
        .check(req.peer_addr().map(|addr| addr.ip()))?;
    let tenant = crate::routes::public::support::request_tenant(req, body.tenant_id.as_deref())?;
    if body.account.trim().is_empty() {
        return Err(ApiError::bad_request("请输入账号"));
    }
    let in_tenant = tenant.clone();
    let found = state
        .db(move |conn| {
            recovery::compare(
                conn,
                &in_tenant,
                &body.account,
                body.name.as_deref().unwrap_or_default(),
                body.id_number.as_deref().unwrap_or_default(),
            )
        })
        .await?;
    let (user, identity) = match found {
        Match::Same(user, identity) => (user, identity),
        Match::NoPerson => return Err(ApiError::bad_request(recovery::NO_PERSON_ON_FILE)),
        Match::NoAccount | Match::Differs => {
            return Err(ApiError::bad_request(recovery::NOT_THE_PERSON))
        }
    };
    let asker = Asker::Account {
        account: user.account,
        phone: None,
    };
    start(state, req, tenant, Purpose::RecoverAccount, asker, identity).await
}

/// The check behind the token as the caller may see it, its outcome asked of the provider
/// while it is pending; 人脸核身记录不存在 for a token the caller may not read.
pub async fn outcome(
    state: &AppState,
    tenant: String,
    user: Option<String>,
    token: String,
) -> Result<FaceCheck, ApiError> {
    let key = token.clone();
    let check = state
        .db(move |conn| Ok(checks::find(conn, &key)?))
        .await?
        .filter(|c| c.readable_by(user.as_deref(), &tenant))
        .ok_or_else(|| ApiError::bad_request(checks::UNKNOWN))?;
    if !check.is_pending() {
        return Ok(check);
    }
    let face = state.face.clone();
    let asked = token.clone();
    let outcome = match web::block(move || face.result(&asked)).await? {
        Ok(outcome) => outcome,
        // The provider no longer knows it: it can never pass.
        Err(FaceError::Unknown) => Outcome::Failed {
            reason: checks::UNKNOWN.into(),
        },
        Err(FaceError::Unavailable(cause)) => {
            tracing::warn!(%cause, "face verification result not had");
            return Err(ApiError::Unavailable(checks::RESULT_FAILED.into()));
        }
    };
    let now = state.clock.now();
    state
        .db(move |conn| {
            checks::take_outcome(conn, &token, outcome, now)?;
            checks::find(conn, &token)?.ok_or_else(|| ApiError::bad_request(checks::UNKNOWN))
        })
        .await
}
