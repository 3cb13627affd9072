//! `GET /api/rem-registrationbizweb/product/getSubjectData?name=&idType=&idNumber=`: the equity
//! products in custody of the enterprise with these three elements (02 §7), in code order; an
//! empty list when the register holds no such enterprise or it has no product. A name and a
//! number of two different enterprises are refused as the other look-ups refuse them;
//! applicants' look-ups count against their limit a minute.

use actix_web::{get, web};
use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use super::support::{asker, SubjectElements};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    registry::platform::{self, PlatformAnswer},
    schema::products,
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubjectProduct {
    pub product_id: String,
    pub product_code: String,
    pub name: String,
    /// Decimal text, in yuan.
    pub face_value: String,
    pub total_shares: i64,
    /// 1 托管中 (the enterprise is in custody), 0 未托管.
    pub status: i32,
    /// 1 when the enterprise is listed.
    pub is_listing: i32,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/product/getSubjectData", tag = "company", params(SubjectElements),
    responses(
        (status = 200, description = "the enterprise's products, empty when none", body = Envelope<Vec<SubjectProduct>>),
        (status = 400, description = "请填写企业名称、证件类型和证件号码; the name and number belong to different enterprises", body = Failure),
        (status = 401, body = Failure),
        (status = 429, description = "an applicant's look-ups past the limit a minute", body = Failure))
)]
#[get("/rem-registrationbizweb/product/getSubjectData")]
pub async fn product_subject_data(
    state: web::Data<AppState>,
    me: CurrentUser,
    elements: web::Query<SubjectElements>,
) -> ApiResult {
    let query = elements.query()?;
    asker(&state, &me)?;
    let tenant = me.user.tenant_id.clone();
    let answer = state
        .db(move |conn| {
            let known = match platform::find(conn, &tenant, &query)? {
                PlatformAnswer::Known(known) => known,
                PlatformAnswer::Unknown(_) => return Ok(Vec::new()),
                PlatformAnswer::Mismatch(message) => return Err(ApiError::bad_request(message)),
            };
            let rows: Vec<(String, String, String, String, i64)> = products::table
                .filter(products::tenant_id.eq(&tenant))
                .filter(products::company_id.eq(&known.company_id))
                .order(products::product_code)
                .select((
                    products::id,
                    products::product_code,
                    products::name,
                    products::face_value,
                    products::total_shares,
                ))
                .load(conn)?;
            let standing = &known.standing;
            Ok(rows
                .into_iter()
                .map(
                    |(product_id, product_code, name, face_value, total_shares)| SubjectProduct {
                        product_id,
                        product_code,
                        name,
                        face_value,
                        total_shares,
                        status: standing.is_register,
                        is_listing: standing.is_listing,
                    },
                )
                .collect::<Vec<_>>())
        })
        .await?;
    Ok(ok(answer))
}
