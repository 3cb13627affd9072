//! `POST /api/rem-registrationbizweb/user/getCurrentUserInfo`: who is signed in and in which
//! enterprise, registration account and product they currently work.

use actix_web::{post, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::support::ShareAccountInfo;
use crate::{
    account::capital_password,
    auth::{current_user::CurrentUser, role::roles},
    envelope::{ok, ApiResult, Envelope, Failure},
    models::{company::Company, holder_account::HolderAccount, product::Product, tenant::Tenant},
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginAccountInfo {
    pub account: String,
    pub name: String,
    /// 2 = organisation.
    pub org_type: i32,
    pub tenant_id: String,
    /// The tenant as shown to people (区域股权服务平台), never its id.
    pub tenant_name: String,
    pub role_name: String,
    /// The role as shown to people.
    pub role_alias: &'static str,
    pub mobile: Option<String>,
    /// Whether the user has set a capital password (资金密码; never the password itself): what
    /// the security centre's capital password card offers, to set it or to change it.
    pub has_capital_password: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CompanyInfo {
    pub id: String,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProductInfo {
    pub id: String,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CurrentUserInfo {
    pub landing_mode: String,
    pub is_certified: bool,
    pub is_apply: bool,
    pub login_account_info: LoginAccountInfo,
    pub company_info: Option<CompanyInfo>,
    pub share_account_info: Option<ShareAccountInfo>,
    pub product: Option<ProductInfo>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/user/getCurrentUserInfo", tag = "registration",
    responses((status = 200, body = Envelope<CurrentUserInfo>), (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/user/getCurrentUserInfo")]
pub async fn current_user_info(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let CurrentUser { user, session } = me;
    let info = state
        .db(move |conn| {
            let company = match &session.current_company_id {
                Some(id) => Company::find(conn, id)?,
                None => None,
            };
            let account = match &session.current_holder_uuid {
                Some(uuid) => HolderAccount::find(conn, uuid)?,
                None => None,
            };
            let product = match &session.current_product_id {
                Some(id) => Product::find(conn, id)?,
                None => None,
            };
            let has_capital_password = capital_password::is_set(conn, &user.id)?;
            let tenant_name = Tenant::find(conn, &user.tenant_id)?
                .map(|t| t.tenant_name)
                .unwrap_or_default();
            Ok(CurrentUserInfo {
                landing_mode: user.landing_mode,
                is_certified: user.is_certified,
                is_apply: user.has_applied,
                login_account_info: LoginAccountInfo {
                    account: user.account,
                    name: user.name,
                    org_type: user.org_type,
                    tenant_id: user.tenant_id,
                    tenant_name,
                    role_alias: roles::alias(&user.role_name),
                    role_name: user.role_name,
                    mobile: user.mobile,
                    has_capital_password,
                },
                company_info: company.map(|c| CompanyInfo {
                    id: c.id,
                    name: c.name,
                }),
                share_account_info: account.map(Into::into),
                product: product.map(|p| ProductInfo {
                    id: p.id,
                    name: p.name,
                }),
            })
        })
        .await?;
    Ok(ok(info))
}
