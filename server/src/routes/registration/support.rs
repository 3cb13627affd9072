//! What the registration calls share: the investor's chosen account and how accounts and
//! enterprises are answered.

use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    db::DbConn,
    error::ApiError,
    models::{holder_account::HolderAccount, holding::Holding},
};

/// Who is not an investor has no holdings to see.
pub const NOT_AN_INVESTOR: &str = "无权访问该功能";
/// An investor with several accounts who has not chosen one yet.
pub const NO_ACCOUNT_CHOSEN: &str = "请选择登记账号";

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareAccountInfo {
    pub holder_uuid: String,
    pub account_number: String,
    pub holder_name: String,
    pub holder_account_status: i32,
    pub company_id: Option<String>,
    pub product_id: Option<String>,
    pub organ_type: i32,
    pub organ_type_id: Option<String>,
    pub investor_expire_status: i32,
}

impl From<HolderAccount> for ShareAccountInfo {
    fn from(a: HolderAccount) -> Self {
        ShareAccountInfo {
            holder_uuid: a.uuid,
            account_number: a.account_number,
            holder_name: a.holder_name,
            holder_account_status: a.holder_account_status,
            company_id: a.company_id,
            product_id: a.product_id,
            organ_type: a.organ_type,
            organ_type_id: a.organ_type_id,
            investor_expire_status: a.investor_expire_status,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefCompany {
    pub company_id: String,
    pub name: String,
}

/// The uuid of the account the investor works in: 403 for a user who is not an investor,
/// 400 请选择登记账号 when none is chosen yet.
pub fn current_holder_uuid(me: &CurrentUser) -> Result<String, ApiError> {
    if !me.landing_mode().may_switch_holder() {
        return Err(ApiError::forbidden(NOT_AN_INVESTOR));
    }
    me.session
        .current_holder_uuid
        .clone()
        .ok_or_else(|| ApiError::bad_request(NO_ACCOUNT_CHOSEN))
}

/// The chosen account, read again and checked to be still the user's.
pub fn bound_account(
    conn: &mut DbConn,
    user_id: &str,
    uuid: &str,
) -> Result<HolderAccount, ApiError> {
    HolderAccount::bound_to_user(conn, user_id, uuid)?
        .ok_or_else(|| ApiError::bad_request(NO_ACCOUNT_CHOSEN))
}

/// The sums over every product the account holds; `marketValue` is decimal text in yuan.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoldingTotals {
    /// How many products the account holds shares of.
    pub product_count: i64,
    pub volume: i64,
    pub pledged: i64,
    pub frozen: i64,
    pub free_volume: i64,
    pub market_value: String,
}

pub fn totals(holdings: &[Holding]) -> Result<HoldingTotals, ApiError> {
    let overflow = || ApiError::internal(anyhow::anyhow!("holding totals overflow"));
    let mut t = HoldingTotals::default();
    let mut value = Decimal::ZERO;
    for h in holdings {
        t.product_count += 1;
        t.volume = t.volume.checked_add(h.volume).ok_or_else(overflow)?;
        t.pledged = t.pledged.checked_add(h.pledged).ok_or_else(overflow)?;
        t.frozen = t.frozen.checked_add(h.frozen).ok_or_else(overflow)?;
        t.free_volume = t.free_volume.checked_add(h.free()).ok_or_else(overflow)?;
        let market = h.market_value().ok_or_else(|| {
            ApiError::internal(anyhow::anyhow!(
                "product {} has face value {:?}",
                h.product_id,
                h.face_value
            ))
        })?;
        value = value.checked_add(market).ok_or_else(overflow)?;
    }
    t.market_value = value.normalize().to_string();
    Ok(t)
}

/// One product the account holds. Volumes are share counts; `faceValue` and `marketValue`
/// are decimal text in yuan (never floats). The register keeps no trade price, so the market
/// value is volume × face value.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoldingView {
    pub product_id: String,
    pub product_code: String,
    pub product_name: String,
    pub company_id: Option<String>,
    pub company_name: Option<String>,
    pub company_short_name: Option<String>,
    pub volume: i64,
    pub pledged: i64,
    pub frozen: i64,
    /// volume − pledged − frozen
    pub free_volume: i64,
    pub face_value: String,
    pub market_value: String,
}

impl TryFrom<Holding> for HoldingView {
    type Error = ApiError;

    fn try_from(h: Holding) -> Result<Self, ApiError> {
        let market_value = h.market_value().ok_or_else(|| {
            ApiError::internal(anyhow::anyhow!(
                "product {} has face value {:?}",
                h.product_id,
                h.face_value
            ))
        })?;
        Ok(HoldingView {
            free_volume: h.free(),
            market_value: market_value.to_string(),
            product_id: h.product_id,
            product_code: h.product_code,
            product_name: h.product_name,
            company_id: h.company_id,
            company_name: h.company_name,
            company_short_name: h.company_short_name,
            volume: h.volume,
            pledged: h.pledged,
            frozen: h.frozen,
            face_value: h.face_value,
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoldingsPage {
    pub records: Vec<HoldingView>,
    pub total: i64,
    pub page_no: i64,
    pub page_size: i64,
}

/// A holder the caller may look at: staff any holder of their tenant, anyone else only the
/// accounts bound to them; 404 股东不存在 for an unknown one.
pub fn viewable_account(
    conn: &mut DbConn,
    me: &CurrentUser,
    uuid: &str,
) -> Result<HolderAccount, ApiError> {
    let account = HolderAccount::find(conn, uuid)?
        .filter(|a| a.tenant_id == me.user.tenant_id)
        .ok_or_else(|| ApiError::not_found("股东不存在"))?;
    if me.landing_mode() == LandingMode::Mgr
        || HolderAccount::bound_to_user(conn, &me.user.id, uuid)?.is_some()
    {
        return Ok(account);
    }
    Err(ApiError::forbidden("无权查看该股东"))
}

/// One page of what an account holds.
pub fn holdings_page(
    conn: &mut DbConn,
    account: &str,
    paging: crate::paging::Paging,
) -> Result<HoldingsPage, ApiError> {
    let (page_no, page_size) = (paging.page, paging.size);
    let (rows, total) = Holding::page_of_account(conn, account, page_no, page_size)?;
    let records = rows
        .into_iter()
        .map(HoldingView::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(HoldingsPage {
        records,
        total,
        page_no,
        page_size,
    })
}

/// `?companyName=` of the disclosure scope's look-ups (02 §7).
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct CompanyNameQuery {
    /// The enterprise's full name.
    pub company_name: Option<String>,
}

/// The enterprise whose shareholders, creditors or members the caller may designate as the
/// readers of a report: one they are bound to (enterprise or member zone), any of the tenant's
/// for staff. 400 请选择企业 without a name; 403 for anyone else, an unknown name included (so
/// nobody learns which names exist).
pub fn disclosure_company(
    conn: &mut DbConn,
    me: &CurrentUser,
    name: Option<&str>,
) -> Result<Option<crate::models::company::Company>, ApiError> {
    use crate::models::{company::Company, cooperation, disclosure_scope};
    let name = name
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .ok_or_else(|| ApiError::bad_request("请选择企业"))?;
    let company = disclosure_scope::company_named(conn, &me.user.tenant_id, name)?;
    let mode = me.landing_mode();
    if mode == LandingMode::Mgr {
        return Ok(company);
    }
    let forbidden = || ApiError::forbidden("无权查看该企业的信息");
    if !matches!(mode, LandingMode::Org | LandingMode::Member) {
        return Err(forbidden());
    }
    let company = company.ok_or_else(forbidden)?;
    if Company::is_bound(conn, &me.user.id, &company.id)?
        || cooperation::is_bound(conn, &me.user.id, &company.id)?
    {
        return Ok(Some(company));
    }
    Err(forbidden())
}

/// The answer of a disclosure-scope look-up (holders, creditors, members of the enterprise
/// named `companyName`): the enterprise checked by `disclosure_company`, then its circle as
/// `circle` lists it; an enterprise the register does not know has an empty circle.
pub async fn circle_of_company<T, F>(
    state: actix_web::web::Data<crate::state::AppState>,
    me: CurrentUser,
    name: Option<String>,
    circle: F,
) -> crate::envelope::ApiResult
where
    T: Serialize + Send + 'static,
    F: FnOnce(&mut DbConn, &str) -> diesel::QueryResult<Vec<T>> + Send + 'static,
{
    let found = state
        .db(move |conn| {
            Ok(match disclosure_company(conn, &me, name.as_deref())? {
                Some(company) => circle(conn, &company.id)?,
                None => Vec::new(),
            })
        })
        .await?;
    Ok(crate::envelope::ok(found))
}

/// The role a user acts with in the current enterprise or registration account, as the role
/// administration (`/system/role`, `blade-system/role/list`) names it: a user holds one role
/// (`users.role_name`, the one `role_menus` grants menus to), the same in every enterprise
/// or account of theirs.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CurrentRole {
    /// The role's code, as stored on users and grants (role/list's id).
    pub id: String,
    /// The name it is shown by (e.g. 企业用户).
    pub role_name: String,
    /// The role's code (BladeX's roleAlias).
    pub role_alias: String,
}

impl CurrentRole {
    pub fn of(me: &CurrentUser) -> Self {
        let role = &me.user.role_name;
        CurrentRole {
            id: role.clone(),
            role_name: crate::auth::role::roles::alias(role).to_owned(),
            role_alias: role.clone(),
        }
    }
}
