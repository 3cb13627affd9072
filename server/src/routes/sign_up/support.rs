//! What the sign-up calls share: solving the slide code and the registration itself.

use actix_web::HttpRequest;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    auth::password_policy,
    db::transaction,
    envelope::{ok_with_msg, ApiResult},
    error::ApiError,
    routes::{account::support as account_support, sms::support as sms},
    sign_up::{self, slide, Kind, NewAccount},
    sms::codes::{self, Purpose},
    state::AppState,
};

/// An account a code cannot be sent for: unknown, disabled, or with no usable mobile.
pub const NO_BOUND_MOBILE: &str = "账号不存在或未绑定手机号码";

/// Solves the slide puzzle `key` with the piece dropped at `x`.
pub async fn solve_slide(state: &AppState, key: String, x: f64) -> Result<(), ApiError> {
    let now = state.clock.now();
    state.db(move |conn| slide::solve(conn, &key, x, now)).await
}

/// What a registration sends, whatever the kind.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Registration {
    /// The sign-in name: 4 to 20 letters, digits or underscores, from a letter.
    #[serde(default)]
    pub account: String,
    /// The person's, institution's, enterprise's or member firm's name.
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub phone: String,
    /// The code sent for `register`.
    #[serde(default)]
    pub code: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub confirm_password: String,
    /// The site's tenant when no `Tenant-Id` header names it; 000000 by default.
    pub tenant_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Registered {
    pub account: String,
    /// Where the account lands at its first sign-in.
    pub landing_mode: String,
}

/// Checks everything the visitor typed before the code is tried (a typing mistake does not
/// cost an attempt), then creates the account and spends the code in one transaction.
pub async fn register(
    state: &AppState,
    req: &HttpRequest,
    kind: Kind,
    form: Registration,
) -> ApiResult {
    let tenant = crate::routes::public::support::request_tenant(req, form.tenant_id.as_deref())?;
    let account = sign_up::check_account(&form.account)?.to_owned();
    let name = sign_up::check_name(&form.name, kind)?.to_owned();
    let phone = codes::check_phone(&form.phone)?.to_owned();
    password_policy::check(&form.password, &form.confirm_password, &account)?;
    let code_id = sms::check(
        state,
        tenant.clone(),
        phone.clone(),
        Purpose::Register,
        form.code,
        false,
    )
    .await?;
    let hash = account_support::hashed(form.password).await?;
    let now = state.clock.now();
    let user = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let user = sign_up::create(
                    conn,
                    NewAccount {
                        tenant,
                        account,
                        name,
                        mobile: phone,
                        kind,
                        password_hash: hash,
                    },
                )?;
                codes::spend(conn, &code_id, now)?;
                Ok(user)
            })
        })
        .await?;
    Ok(ok_with_msg(
        Registered {
            account: user.account,
            landing_mode: user.landing_mode,
        },
        sign_up::REGISTERED,
    ))
}
