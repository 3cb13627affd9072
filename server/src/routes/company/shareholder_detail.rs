//! `GET /api/rem-registrationbizweb/company/shareholderDetail?companyId=&holderUuid=`: one
//! holder of an enterprise's register (股东信息详情, `/process/gdgl/gdxxDetail/{uuid}/{id}`):
//! the holder's account, its positions in the enterprise's products with its part of each,
//! the pledges and freezes on them, and the completed businesses that named its account.
//! For the enterprise's own users (bound to it) and staff of its tenant; the holder must be
//! on that enterprise's register (404 otherwise, whatever else it holds).

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::support::company_by_id_in_scope;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        dictionary::DictEntry,
        holder_account::HolderAccount,
        register_holder::{
            account_changes, encumbrances, positions_in_company, AccountChange, HolderPosition,
            PositionEncumbrance,
        },
        shareholder_register::cert_dictionary,
    },
    state::AppState,
};

/// A holder not on the enterprise's register.
pub const NOT_A_HOLDER: &str = "该股东不在本企业股东名册中";

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct HolderOfCompanyQuery {
    pub company_id: Option<String>,
    pub holder_uuid: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HolderOfCompany {
    pub company_id: String,
    pub company_name: String,
    pub holder_uuid: String,
    pub account_number: String,
    pub holder_name: String,
    /// 1 institution, 2 person, 3 product.
    pub organ_type: i32,
    pub cert_type: Option<String>,
    pub cert_type_name: Option<String>,
    pub certificate_no: Option<String>,
    /// 0 not opened, 1 normal, 2 closed, 3 frozen.
    pub holder_account_status: i32,
    pub rights_confirmed: i32,
    pub positions: Vec<HolderPosition>,
    pub encumbrances: Vec<PositionEncumbrance>,
    pub changes: Vec<AccountChange>,
}

fn given(text: Option<String>, message: &str) -> Result<String, ApiError> {
    text.map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty())
        .ok_or_else(|| ApiError::bad_request(message))
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/company/shareholderDetail", tag = "company",
    params(HolderOfCompanyQuery),
    responses((status = 200, body = Envelope<HolderOfCompany>),
              (status = 400, description = "请先选择企业 / 请选择股东", body = Failure),
              (status = 401, body = Failure),
              (status = 403, description = "无权查看该企业 / 无权访问该功能", body = Failure),
              (status = 404, description = "企业不存在 / 该股东不在本企业股东名册中", body = Failure))
)]
#[get("/rem-registrationbizweb/company/shareholderDetail")]
pub async fn shareholder_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<HolderOfCompanyQuery>,
) -> ApiResult {
    let q = query.into_inner();
    let company_id = given(q.company_id, "请先选择企业")?;
    let holder_uuid = given(q.holder_uuid, "请选择股东")?;
    let detail = state
        .db(move |conn| {
            let company = company_by_id_in_scope(conn, &me, &company_id)?;
            let account = HolderAccount::find(conn, &holder_uuid)?
                .filter(|a| a.tenant_id == company.tenant_id)
                .ok_or_else(|| ApiError::not_found(NOT_A_HOLDER))?;
            let positions = positions_in_company(conn, &account.uuid, &company.id)?;
            if positions.is_empty() {
                return Err(ApiError::not_found(NOT_A_HOLDER));
            }
            let (cert_type, certificate_no) = HolderAccount::certificate(conn, &account.uuid)?;
            let cert_type_name = match &cert_type {
                Some(key) => DictEntry::values(conn, &company.tenant_id)?
                    .remove(&(cert_dictionary(account.organ_type).to_owned(), key.clone()))
                    .or_else(|| Some(key.clone())),
                None => None,
            };
            let codes: Vec<String> = positions.iter().map(|p| p.product_code.clone()).collect();
            Ok(HolderOfCompany {
                encumbrances: encumbrances(conn, &account.uuid, &positions)?,
                changes: account_changes(
                    conn,
                    &company.tenant_id,
                    &account.account_number,
                    &codes,
                )?,
                rights_confirmed: i32::from(HolderAccount::rights_confirmed(conn, &account.uuid)?),
                company_id: company.id,
                company_name: company.name,
                holder_uuid: account.uuid,
                account_number: account.account_number,
                holder_name: account.holder_name,
                organ_type: account.organ_type,
                cert_type,
                cert_type_name,
                certificate_no,
                holder_account_status: account.holder_account_status,
                positions,
            })
        })
        .await?;
    Ok(ok(detail))
}
