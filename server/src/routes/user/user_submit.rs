//! `POST /api/blade-user/submit`: the administrator creates a user of its tenant (no `id`) or
//! changes one: name, role and mobile (the account never changes). A new user gets a random
//! initial password, answered once; an enterprise's or an investor's user starts uncertified and
//! certifies as one who registered does (01 §4). The change and its audit entry are written in
//! one transaction.

use actix_web::{post, web};
use diesel::RunQueryDsl;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::support::{existing, require_user_admin, USER_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::{current_user::CurrentUser, password, role::roles},
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        user::User,
        user_admin::{self, Profile, UserRow},
    },
    routes::system::support::filter_text,
    state::AppState,
};

const MAX_ACCOUNT_CHARS: usize = 64;
const MAX_NAME_CHARS: usize = 50;
pub const ACCOUNT_TAKEN: &str = "账号已存在";

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserSubmitRequest {
    /// The user to change; none to create one.
    pub id: Option<String>,
    /// 账号 of a new user: letters, digits and `_ . @ -`.
    pub account: Option<String>,
    /// 姓名.
    pub real_name: Option<String>,
    /// The role's code.
    pub role_name: Option<String>,
    /// 手机号: eleven digits starting with 1.
    pub mobile: Option<String>,
}

/// The user as saved; for a new one, its initial password, shown once.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserSaved {
    pub user: UserRow,
    pub password: Option<String>,
}

/// The request's fields, checked.
struct Checked {
    id: Option<String>,
    account: String,
    real_name: String,
    role_name: String,
    mobile: Option<String>,
    landing: (&'static str, i32),
}

fn checked(body: UserSubmitRequest) -> Result<Checked, ApiError> {
    let id = filter_text(body.id);
    let account = filter_text(body.account).unwrap_or_default();
    if id.is_none() {
        if account.is_empty() {
            return Err(ApiError::bad_request("账号不能为空"));
        }
        if account.chars().count() > MAX_ACCOUNT_CHARS
            || !account
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"_.@-".contains(&b))
        {
            return Err(ApiError::bad_request(
                "账号只能包含字母、数字和_.@-，且不超过64个字符",
            ));
        }
    }
    let real_name =
        filter_text(body.real_name).ok_or_else(|| ApiError::bad_request("姓名不能为空"))?;
    if real_name.chars().count() > MAX_NAME_CHARS {
        return Err(ApiError::bad_request("姓名不能超过50个字"));
    }
    let role_name =
        filter_text(body.role_name).ok_or_else(|| ApiError::bad_request("请选择角色"))?;
    let landing = roles::landing(&role_name).ok_or_else(|| ApiError::bad_request("角色不存在"))?;
    let mobile = filter_text(body.mobile);
    if let Some(m) = &mobile {
        if m.len() != 11 || !m.starts_with('1') || !m.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ApiError::bad_request("手机号格式不正确"));
        }
    }
    Ok(Checked {
        id,
        account,
        real_name,
        role_name,
        mobile,
        landing,
    })
}

fn save(
    conn: &mut DbConn,
    me: &User,
    now: i64,
    c: Checked,
    hash: &str,
) -> Result<UserRow, ApiError> {
    let tenant = me.tenant_id.clone();
    let profile = Profile {
        real_name: &c.real_name,
        role_name: &c.role_name,
        mobile: c.mobile.as_deref(),
        landing_mode: c.landing.0,
        org_type: c.landing.1,
    };
    let (before, id) = match &c.id {
        Some(id) => {
            let before = existing(conn, &tenant, id)?;
            // The administrator keeps the administration: no one takes their own role away.
            if before.id == me.id && c.role_name != roles::ADMINISTRATOR {
                return Err(ApiError::bad_request("不能修改当前登录用户的角色"));
            }
            user_admin::update_profile(conn, id, &profile)?;
            (Some(before), id.clone())
        }
        None => {
            if User::find_by_account(conn, &tenant, &c.account)?.is_some() {
                return Err(ApiError::bad_request(ACCOUNT_TAKEN));
            }
            let user = User {
                id: uuid::Uuid::new_v4().to_string(),
                tenant_id: tenant.clone(),
                account: c.account.clone(),
                name: c.real_name.clone(),
                password_hash: hash.to_owned(),
                role_name: c.role_name.clone(),
                landing_mode: c.landing.0.to_owned(),
                org_type: c.landing.1,
                mobile: c.mobile.clone(),
                is_certified: c.landing.0 == "mgr",
                has_applied: false,
                is_product_certified: false,
                status: User::ENABLED,
            };
            diesel::insert_into(crate::schema::users::table)
                .values(&user)
                .execute(conn)?;
            (None, user.id)
        }
    };
    let after = existing(conn, &tenant, &id)?;
    audit::record(
        conn,
        me,
        now,
        Change {
            entity: USER_ENTITY,
            entity_id: &after.id,
            action: if before.is_some() {
                Action::Update
            } else {
                Action::Create
            },
            before: before.as_ref(),
            after: Some(&after),
        },
    )?;
    Ok(after)
}

#[utoipa::path(
    post, path = "/api/blade-user/submit", tag = "system", request_body = UserSubmitRequest,
    responses((status = 200, body = Envelope<UserSaved>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-user/submit")]
pub async fn user_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<UserSubmitRequest>,
) -> ApiResult {
    require_user_admin(&me)?;
    let c = checked(body.into_inner())?;
    let initial = c.id.is_none().then(password::initial);
    let hash = match initial.clone() {
        Some(p) => web::block(move || password::hash(&p))
            .await?
            .map_err(ApiError::internal)?,
        None => String::new(),
    };
    let now = state.clock.now();
    let user = me.user;
    let saved = state
        .db(move |conn| transaction::write(conn, |conn| save(conn, &user, now, c, &hash)))
        .await?;
    Ok(ok(UserSaved {
        user: saved,
        password: initial,
    }))
}
