//! `POST /api/rem-registrationbizweb/bondtargetedinvestors/acquireOptionalInvestors`: the
//! investors a directed bond may be offered to (03 §3 Targeted investor, the 投资者选择
//! dialog): the tenant's registration accounts in normal standing, the issuer's own (by its
//! name) left out. The issuer comes first (请选择企业).

use actix_web::{post, web};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::company::Company,
    schema::holder_accounts,
    state::AppState,
};

/// An account in normal standing (holderAccountStatus 1).
const NORMAL: i32 = 1;
/// The most investors the dialog lists.
const LIMIT: i64 = 2000;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IssuerRef {
    pub company_code: Option<String>,
    pub company_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OptionalInvestor {
    /// The registration account's uuid.
    pub share_holder_id: String,
    pub investor_name: String,
    pub investor_cert_no: String,
    /// The registration account number.
    pub investor_no: String,
    /// 1 institution, 2 individual, otherwise product.
    pub organ_type: i32,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/bondtargetedinvestors/acquireOptionalInvestors",
    tag = "bond", request_body = IssuerRef,
    responses(
        (status = 200, body = Envelope<Vec<OptionalInvestor>>),
        (status = 400, description = "请选择企业", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/bondtargetedinvestors/acquireOptionalInvestors")]
pub async fn optional_investors(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<IssuerRef>,
) -> ApiResult {
    let issuer = body
        .company_id
        .clone()
        .filter(|c| !c.trim().is_empty())
        .ok_or_else(|| ApiError::bad_request("请选择企业"))?;
    let tenant = me.tenant_id().to_owned();
    type Row = (String, String, Option<String>, String, i32);
    let rows: Vec<Row> = state
        .db(move |conn| {
            let company = Company::find(conn, &issuer)?
                .filter(|c| c.tenant_id == tenant)
                .ok_or_else(|| ApiError::bad_request("请选择企业"))?;
            Ok(holder_accounts::table
                .filter(holder_accounts::tenant_id.eq(&tenant))
                .filter(holder_accounts::holder_account_status.eq(NORMAL))
                .filter(holder_accounts::holder_name.ne(&company.name))
                .order(holder_accounts::account_number)
                .limit(LIMIT)
                .select((
                    holder_accounts::uuid,
                    holder_accounts::holder_name,
                    holder_accounts::certificate_no,
                    holder_accounts::account_number,
                    holder_accounts::organ_type,
                ))
                .load(conn)?)
        })
        .await?;
    Ok(ok(rows
        .into_iter()
        .map(|(uuid, name, cert, number, organ_type)| OptionalInvestor {
            share_holder_id: uuid,
            investor_name: name,
            investor_cert_no: cert.unwrap_or_default(),
            investor_no: number,
            organ_type,
        })
        .collect::<Vec<_>>()))
}
