//! `GET /api/rem-registrationbizweb/application/isProductCertificationInuse`: whether the
//! user's product certification (550138) is under way.

use actix_web::{get, web};

use super::support::{in_use, InUse, PRODUCT_CERTIFICATIONS};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/application/isProductCertificationInuse", tag = "account",
    responses((status = 200, body = Envelope<InUse>), (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/application/isProductCertificationInuse")]
pub async fn is_product_certification_inuse(
    state: web::Data<AppState>,
    me: CurrentUser,
) -> ApiResult {
    let answer = state
        .db(move |conn| Ok(in_use(conn, &me, &PRODUCT_CERTIFICATIONS)?))
        .await?;
    Ok(ok(answer))
}
