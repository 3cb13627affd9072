//! `GET /api/rem-registrationbizweb/nonds/disclosure/detail?tenantId=&id=`: one disclosure
//! with its text, for /information/reportDetail/{id}. No login; a disclosure whose scope the
//! visitor is not in answers as a missing one (信息披露不存在), so its existence is not told.

use actix_web::{get, web};

use super::support::{self, IdQuery, Wanted};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        disclosure_scope,
        publication::{Disclosure, DisclosureView},
    },
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/disclosure/detail", tag = "public",
    params(IdQuery),
    responses(
        (status = 200, body = Envelope<DisclosureView>),
        (status = 400, body = Failure),
        (status = 404, description = "信息披露不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/disclosure/detail")]
pub async fn disclosure_detail(
    state: web::Data<AppState>,
    wanted: Wanted,
    me: Option<CurrentUser>,
) -> ApiResult {
    let Wanted { tenant, id } = wanted;
    let found = state
        .db(move |conn| {
            let reader = support::reader(conn, me.as_ref(), &tenant)?;
            let readable = disclosure_scope::readable_restricted(conn, &tenant, reader.as_ref())?;
            Disclosure::find(conn, &tenant, &id, &readable)?
                .ok_or_else(|| ApiError::not_found("信息披露不存在"))
        })
        .await?;
    Ok(support::private(found))
}
