//! `GET /api/rem-registrationbizweb/member/listAllMember`: the tenant's members (custno and
//! chineseName) a bond's service provider is chosen from when it is a member (03 §4).

use actix_web::{get, web};
use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    schema::members,
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberEntry {
    /// The member's code.
    pub custno: String,
    pub chinese_name: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/member/listAllMember", tag = "bond",
    responses((status = 200, body = Envelope<Vec<MemberEntry>>), (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/member/listAllMember")]
pub async fn list_all_member(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let tenant = me.tenant_id().to_owned();
    let rows: Vec<(Option<String>, String)> = state
        .db(move |conn| {
            Ok(members::table
                .filter(members::tenant_id.eq(&tenant))
                .filter(members::member_code.is_not_null())
                .order((members::sort, members::name))
                .select((members::member_code, members::name))
                .load(conn)?)
        })
        .await?;
    Ok(ok(rows
        .into_iter()
        .filter_map(|(code, name)| {
            Some(MemberEntry {
                custno: code?,
                chinese_name: name,
            })
        })
        .collect::<Vec<_>>()))
}
