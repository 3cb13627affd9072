//! The `mobile` grant (01 §7: `oauth/token` grant kinds, `oauth/mobile` code): a user signs in
//! with a code sent to the mobile bound to their account instead of the password. Several
//! accounts may share one mobile (a person who is an investor and an enterprise's handler):
//! the caller then names the account, chosen from the list the refusal carries. The code is
//! checked first and spent with the new session, so a refusal does not cost it.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::{
        issue::{issue, open_session, TokenAnswer},
        role::roles,
    },
    db::{transaction, DbConn},
    error::ApiError,
    models::{
        tenant::{Tenant, TENANT_EXPIRED},
        user::User,
    },
    schema::users,
    sms::codes::{self, Ask, Purpose},
    state::AppState,
};

pub const NOT_BOUND: &str = "该手机号码未绑定账号";
pub const CHOOSE_ACCOUNT: &str = "该手机号码绑定了多个账号，请选择要登录的账号";

/// An account the mobile opens, as the chooser lists it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MobileAccount {
    pub account: String,
    pub name: String,
    pub role_alias: &'static str,
}

pub struct MobileCredentials {
    pub tenant_id: String,
    pub phone: String,
    pub code: String,
    /// The account chosen when the mobile opens several.
    pub account: Option<String>,
}

/// The enabled accounts of the tenant bound to the mobile, by account.
pub fn accounts_of(conn: &mut DbConn, tenant: &str, phone: &str) -> QueryResult<Vec<User>> {
    users::table
        .filter(users::tenant_id.eq(tenant))
        .filter(users::mobile.eq(phone))
        .filter(users::status.eq(User::ENABLED))
        .order(users::account.asc())
        .select(User::as_select())
        .load(conn)
}

pub async fn sign_in_by_mobile(
    state: &AppState,
    credentials: MobileCredentials,
) -> Result<TokenAnswer, ApiError> {
    let MobileCredentials {
        tenant_id,
        phone,
        code,
        account,
    } = credentials;
    let phone = codes::check_phone(&phone)?.to_owned();
    let now = state.clock.now();
    let auth = state.config.auth.clone();
    let keys = state.tokens.clone();
    let code_key = state.tokens.code_key().to_vec();
    state
        .db(move |conn| {
            if Tenant::expired(conn, &tenant_id, now)? {
                return Err(ApiError::bad_request(TENANT_EXPIRED));
            }
            let ask = Ask {
                tenant: &tenant_id,
                phone: &phone,
                purpose: Purpose::Login,
                client: "",
            };
            let code_id = codes::check(conn, &code_key, now, ask, &code, false)?;
            let bound = accounts_of(conn, &tenant_id, &phone)?;
            let chosen = account.as_deref().map(str::trim).filter(|a| !a.is_empty());
            let user = match (chosen, bound.len()) {
                (_, 0) => return Err(ApiError::bad_request(NOT_BOUND)),
                (Some(name), _) => bound
                    .into_iter()
                    .find(|u| u.account == name)
                    .ok_or_else(|| ApiError::bad_request(NOT_BOUND))?,
                (None, 1) => bound.into_iter().next().unwrap_or_else(|| unreachable!()),
                (None, _) => {
                    let choices: Vec<MobileAccount> = bound
                        .into_iter()
                        .map(|u| MobileAccount {
                            role_alias: roles::alias(&u.role_name),
                            account: u.account,
                            name: u.name,
                        })
                        .collect();
                    return Err(ApiError::RefusedWith(
                        CHOOSE_ACCOUNT.into(),
                        serde_json::to_value(choices).map_err(ApiError::internal)?,
                    ));
                }
            };
            transaction::write(conn, |conn| {
                codes::spend(conn, &code_id, now)?;
                let session =
                    open_session(conn, &user, now, auth.refresh_token_ttl.as_secs() as i64)?;
                issue(&keys, &auth, &user, &session, now)
            })
        })
        .await
}
