//! `GET /api/blade-user/page?current=&size=&account=&realName=&roleName=&status=`: one page of
//! the caller's tenant's users with their bound enterprises and accounts, for its administrator.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::require_user_admin;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::user_admin::{self, UserFilter, UserRow},
    paging::{Page, Paging, TEN_UP_TO_HUNDRED},
    routes::system::support::filter_text,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct UserPageQuery {
    /// 1-based page number, default 1.
    pub current: Option<i64>,
    /// Page size, default 10, at most 100.
    pub size: Option<i64>,
    /// Part of the account.
    pub account: Option<String>,
    /// Part of the user's name.
    pub real_name: Option<String>,
    /// The role's code.
    pub role_name: Option<String>,
    /// 1 启用, 0 禁用.
    pub status: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-user/page", tag = "system", params(UserPageQuery),
    responses((status = 200, body = Envelope<Page<UserRow>>), (status = 400, body = Failure), (status = 403, body = Failure))
)]
#[get("/blade-user/page")]
pub async fn user_page(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<UserPageQuery>,
) -> ApiResult {
    require_user_admin(&me)?;
    let q = query.into_inner();
    let paging = Paging::lenient(q.current, q.size, TEN_UP_TO_HUNDRED)?;
    let status = match filter_text(q.status).as_deref() {
        None => None,
        Some("1") => Some(1),
        Some("0") => Some(0),
        Some(_) => return Err(ApiError::bad_request("状态只能是0或1")),
    };
    let filter = UserFilter {
        account: filter_text(q.account),
        real_name: filter_text(q.real_name),
        role_name: filter_text(q.role_name),
        status,
    };
    let tenant = me.tenant_id().to_owned();
    let counted = state
        .db(move |conn| {
            Ok(user_admin::page(
                conn,
                &tenant,
                &filter,
                paging.offset(),
                paging.size,
            )?)
        })
        .await?;
    Ok(ok(paging.page(counted)))
}
