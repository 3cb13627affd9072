//! `GET /api/rem-registrationbizweb/user/getSubjectData?name=&idType=&idNumber=`: the platform's
//! users of one subject (02 §7): the enterprise users bound to the enterprise of the register
//! with these elements, and the users holding a registration account whose holder has all
//! three. Each is answered with its account name, role, zone and certification, never its
//! password or sessions. Staff see every one; anyone else only themselves, and is refused a
//! subject they are not a user of. A name and a number of two different enterprises are
//! refused as the other look-ups refuse them; applicants' look-ups count against their limit a
//! minute.

use std::collections::BTreeMap;

use actix_web::{get, web};
use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    db::DbConn,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    registry::{
        platform::{self, PlatformAnswer},
        RegistryQuery,
    },
    routes::company::support::{asker, SubjectElements},
    schema::{holder_accounts, user_companies, user_holder_accounts, users},
    state::AppState,
};

/// An applicant asking for a subject they are not a user of.
pub const NOT_YOUR_SUBJECT: &str = "无权查看该主体的用户信息";

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubjectUser {
    pub user_id: String,
    /// The sign-in name.
    pub account: String,
    pub name: String,
    /// enterprise, member, personal_investor, org_investor, product_investor or a staff role.
    pub role_name: String,
    /// org, member, personalholder, orgholder, productholder or mgr.
    pub landing_mode: String,
    /// 1 个人, 2 机构.
    pub org_type: i32,
    /// 1 when the user's certification is done.
    pub is_certified: i32,
    /// 1 while a certification application awaits review.
    pub is_apply: i32,
    /// 1 when bound to the subject as one of its enterprise users.
    pub bound_company: i32,
    /// The subject's registration accounts the user holds.
    pub account_numbers: Vec<String>,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = users)]
struct UserRow {
    id: String,
    account: String,
    name: String,
    role_name: String,
    landing_mode: String,
    org_type: i32,
    is_certified: bool,
    has_applied: bool,
}

impl From<UserRow> for SubjectUser {
    fn from(u: UserRow) -> Self {
        SubjectUser {
            user_id: u.id,
            account: u.account,
            name: u.name,
            role_name: u.role_name,
            landing_mode: u.landing_mode,
            org_type: u.org_type,
            is_certified: i32::from(u.is_certified),
            is_apply: i32::from(u.has_applied),
            bound_company: 0,
            account_numbers: Vec::new(),
        }
    }
}

/// The subject's users by account name.
fn users_of(
    conn: &mut DbConn,
    tenant: &str,
    query: &RegistryQuery,
) -> Result<BTreeMap<String, SubjectUser>, ApiError> {
    let mut found = BTreeMap::new();
    match platform::find(conn, tenant, query)? {
        PlatformAnswer::Known(known) => {
            let bound: Vec<UserRow> = user_companies::table
                .inner_join(users::table)
                .filter(user_companies::company_id.eq(&known.company_id))
                .filter(users::tenant_id.eq(tenant))
                .select(UserRow::as_select())
                .load(conn)?;
            for row in bound {
                let mut user = SubjectUser::from(row);
                user.bound_company = 1;
                found.insert(user.account.clone(), user);
            }
        }
        PlatformAnswer::Unknown(_) => {}
        PlatformAnswer::Mismatch(message) => return Err(ApiError::bad_request(message)),
    }
    let holding: Vec<(UserRow, String)> = user_holder_accounts::table
        .inner_join(users::table)
        .inner_join(holder_accounts::table)
        .filter(users::tenant_id.eq(tenant))
        .filter(holder_accounts::tenant_id.eq(tenant))
        .filter(holder_accounts::holder_name.eq(&query.name))
        .filter(holder_accounts::cert_type.eq(&query.id_type))
        .filter(holder_accounts::certificate_no.eq(&query.id_number))
        .order(holder_accounts::account_number)
        .select((UserRow::as_select(), holder_accounts::account_number))
        .load(conn)?;
    for (row, account_number) in holding {
        found
            .entry(row.account.clone())
            .or_insert_with(|| SubjectUser::from(row))
            .account_numbers
            .push(account_number);
    }
    Ok(found)
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/user/getSubjectData", tag = "registration", params(SubjectElements),
    responses(
        (status = 200, description = "the subject's users in account order (an applicant: only themselves)", body = Envelope<Vec<SubjectUser>>),
        (status = 400, description = "请填写企业名称、证件类型和证件号码; the name and number belong to different enterprises", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权查看该主体的用户信息: an applicant who is not a user of the subject", body = Failure),
        (status = 429, description = "an applicant's look-ups past the limit a minute", body = Failure))
)]
#[get("/rem-registrationbizweb/user/getSubjectData")]
pub async fn user_subject_data(
    state: web::Data<AppState>,
    me: CurrentUser,
    elements: web::Query<SubjectElements>,
) -> ApiResult {
    let query = elements.query()?;
    let asker = asker(&state, &me)?;
    let tenant = me.user.tenant_id.clone();
    let found = state
        .db(move |conn| users_of(conn, &tenant, &query))
        .await?;
    let answer: Vec<SubjectUser> = if asker.staff {
        found.into_values().collect()
    } else {
        let mine: Vec<SubjectUser> = found
            .into_values()
            .filter(|user| user.user_id == asker.user_id)
            .collect();
        if mine.is_empty() {
            return Err(ApiError::forbidden(NOT_YOUR_SUBJECT));
        }
        mine
    };
    Ok(ok(answer))
}
