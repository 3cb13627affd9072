//! `POST /api/{tenant}/shareBonus/exportHolderListDataBiz`: the holder-list export button of
//! the business forms (03 §1, §7): the enterprise's shareholder register as an .xlsx named
//! `{enterprise}股东名册.xlsx` in Content-Disposition. The body names the enterprise (`name`,
//! default the current enterprise) and narrows the holders (`holderInfo`: a registration
//! account number, else a holder's name); `flowCode`, `processType` and `companyType` say which
//! form asks and change nothing in the list. The tenant of the path is the user's own.

use actix_web::{post, web};
use diesel::prelude::*;
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{company_in_scope, RegisterFilter};
use crate::{
    auth::current_user::CurrentUser,
    db::transaction::snapshot,
    envelope::{ApiResult, Failure},
    error::ApiError,
    files::{holder_workbook, workbook},
    optional_json::OptionalJson,
    schema::companies,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HolderListRequest {
    /// A registration account number (digits) or a holder's name.
    pub holder_info: Option<String>,
    /// The enterprise's name; default the current enterprise.
    pub name: Option<String>,
    pub flow_code: Option<String>,
    pub process_type: Option<String>,
    pub company_type: Option<String>,
}

#[utoipa::path(
    post, path = "/api/{tenant}/shareBonus/exportHolderListDataBiz", tag = "company",
    params(("tenant" = String, Path, description = "the user's tenant id")),
    request_body = HolderListRequest,
    responses(
        (status = 200, description = "the workbook, named in Content-Disposition", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400, description = "请先选择企业; 企业不存在; more lines than an export writes", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "another tenant, an investor, or an enterprise the user is not bound to", body = Failure))
)]
#[post("/{tenant}/shareBonus/exportHolderListDataBiz")]
pub async fn export_holder_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    tenant: web::Path<String>,
    body: OptionalJson<HolderListRequest>,
) -> ApiResult {
    if tenant.as_str() != me.tenant_id() {
        return Err(ApiError::forbidden("无权访问该功能"));
    }
    let asked = body.or_default();
    let staging = state.config.data_dir.join("tmp");
    let (name, file) = state
        .db(move |conn| {
            let wanted = asked
                .name
                .as_deref()
                .map(str::trim)
                .filter(|n| !n.is_empty());
            let id = match wanted {
                Some(name) => Some(
                    companies::table
                        .filter(companies::tenant_id.eq(me.tenant_id()))
                        .filter(companies::name.eq(name))
                        .select(companies::id)
                        .first::<String>(conn)
                        .optional()?
                        .ok_or_else(|| ApiError::bad_request(format!("企业{name}不存在")))?,
                ),
                None => None,
            };
            let company = company_in_scope(conn, &me, id.as_deref())?;
            let info = asked
                .holder_info
                .as_deref()
                .map(str::trim)
                .unwrap_or_default();
            let by_number = !info.is_empty() && info.chars().all(|c| c.is_ascii_digit());
            let filter = RegisterFilter {
                account_number: by_number.then(|| info.to_owned()),
                holder_name: (!by_number && !info.is_empty()).then(|| info.to_owned()),
                ..RegisterFilter::default()
            };
            let search = filter.search(company.id.clone());
            let file = snapshot(conn, |conn| {
                holder_workbook::write(conn, &staging, &company.tenant_id, &search)
            })?;
            Ok((company.name, file))
        })
        .await?;
    workbook::respond(file, &format!("{name}股东名册.xlsx"))
}
