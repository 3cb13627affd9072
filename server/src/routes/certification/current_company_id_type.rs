//! `GET /api/rem-registrationbizweb/company/getCurrentCompanyIdType`: the certificate type of
//! the current enterprise (a key of `organTypeValidator`: 11 unified social credit code, 12
//! business licence, 13 organisation code), which decides the number rules of the forms that
//! name the enterprise.

use actix_web::{get, web};
use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::company::CompanyIdentity,
    routes::company::support::company_in_scope,
    schema::companies,
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyIdType {
    pub company_id: String,
    pub company_name: String,
    pub id_type: Option<String>,
    pub id_type_name: String,
    pub id_number: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/company/getCurrentCompanyIdType", tag = "account",
    responses(
        (status = 200, body = Envelope<CompanyIdType>),
        (status = 400, description = "请先选择企业", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "an investor, or an enterprise the user is not bound to", body = Failure))
)]
#[get("/rem-registrationbizweb/company/getCurrentCompanyIdType")]
pub async fn current_company_id_type(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let answer = state
        .db(move |conn| {
            let company = company_in_scope(conn, &me, None)?;
            let identity: CompanyIdentity = companies::table
                .find(&company.id)
                .select(CompanyIdentity::as_select())
                .first(conn)
                .optional()?
                .ok_or_else(|| ApiError::not_found("企业不存在"))?;
            Ok(CompanyIdType {
                id_type_name: identity.id_type_name(conn, &company.tenant_id)?,
                company_id: identity.id,
                company_name: identity.name,
                id_type: identity.id_type,
                id_number: identity.id_number,
            })
        })
        .await?;
    Ok(ok(answer))
}
