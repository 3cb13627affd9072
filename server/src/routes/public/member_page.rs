//! `GET /api/rem-registrationbizweb/nonds/member/page?tenantId=&current=&size=&key=&memberType=`:
//! the members (intermediaries) on display (/memberList). No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, KeyPageQuery, ListArgs};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::publication::Member,
    paging::Page,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct MemberFilter {
    /// A key of the dictionary `memberType`.
    pub member_type: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/member/page", tag = "public",
    params(KeyPageQuery, MemberFilter),
    responses((status = 200, body = Envelope<Page<Member>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/member/page")]
pub async fn member_page(
    state: web::Data<AppState>,
    list: ListArgs,
    query: web::Query<MemberFilter>,
) -> ApiResult {
    let q = query.into_inner();
    let kind = support::text(q.member_type.as_deref());
    support::list(&state, list.paging, move |conn, paging| {
        Member::page(
            conn,
            &list.tenant,
            list.key.as_deref(),
            kind.as_deref(),
            paging,
        )
    })
    .await
}
