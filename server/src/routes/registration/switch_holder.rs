//! `GET /api/rem-registrationbizweb/user/switchCurrentActiveHolder?holderUuid=&companyId=&productId=`:
//! work in another of the investor's registration accounts.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{holder_account::HolderAccount, session::Session},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct SwitchHolderQuery {
    pub holder_uuid: Option<String>,
    /// When given, must be the account's enterprise.
    pub company_id: Option<String>,
    /// When given, must be the account's product (for a product holder, organTypeId).
    pub product_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CurrentHolder {
    pub holder_uuid: String,
    pub company_id: Option<String>,
    pub product_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/user/switchCurrentActiveHolder", tag = "registration",
    params(SwitchHolderQuery),
    responses(
        (status = 200, body = Envelope<CurrentHolder>),
        (status = 400, description = "no account chosen, or ids that do not belong together", body = Failure),
        (status = 403, description = "not an investor, or not the user's account", body = Failure))
)]
#[get("/rem-registrationbizweb/user/switchCurrentActiveHolder")]
pub async fn switch_holder(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<SwitchHolderQuery>,
) -> ApiResult {
    if !me.landing_mode().may_switch_holder() {
        return Err(ApiError::forbidden("当前用户不能切换登记账号"));
    }
    let query = query.into_inner();
    let nonempty = |v: Option<String>| v.filter(|s| !s.trim().is_empty());
    let holder_uuid =
        nonempty(query.holder_uuid).ok_or_else(|| ApiError::bad_request("请选择登记账号"))?;
    let (company_id, product_id) = (nonempty(query.company_id), nonempty(query.product_id));
    let (user_id, session_id) = (me.user.id, me.session.id);
    let current = state
        .db(move |conn| {
            let account = HolderAccount::bound_to_user(conn, &user_id, &holder_uuid)?
                .ok_or_else(|| ApiError::forbidden("无权切换到该登记账号"))?;
            let product_matches = product_id.as_deref().is_none_or(|p| {
                Some(p) == account.product_id.as_deref()
                    || Some(p) == account.organ_type_id.as_deref()
            });
            if company_id.is_some() && company_id != account.company_id || !product_matches {
                return Err(ApiError::bad_request("登记账号与所选企业或产品不一致"));
            }
            let product = account.current_product().map(str::to_owned);
            Session::set_current_holder(
                conn,
                &session_id,
                &account.uuid,
                account.company_id.as_deref(),
                product.as_deref(),
            )?;
            Ok(CurrentHolder {
                holder_uuid: account.uuid,
                company_id: account.company_id,
                product_id: product,
            })
        })
        .await?;
    Ok(ok(current))
}
