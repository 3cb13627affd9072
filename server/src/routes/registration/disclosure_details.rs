//! `GET /api/rem-registrationbizweb/informationDis/getDetailsByUUID?uuid=&tenantId=`: a
//! published periodic report as filed (02 §7): `data.details` is the report's JSON text. Read
//! by the visitors of its disclosure scope only (02 §3): anyone for scope 1, a signed-in
//! shareholder, creditor or cooperating member of the enterprise (or a designated one) for the
//! others, staff always. The tenant is the signed-in user's, else `tenantId` (default 000000).

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::disclosure_scope::{self, Reader},
    routes::public::support as public,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct DetailsQuery {
    /// The disclosure's id.
    pub uuid: Option<String>,
    pub tenant_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DisclosureDetails {
    pub uuid: String,
    /// 1 全部合格投资者, 2 本公司股东, 3 本公司债权人, 4 本公司合作会员.
    pub disclosure_scope: String,
    /// The report as filed, JSON text.
    pub details: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/informationDis/getDetailsByUUID", tag = "registration",
    params(DetailsQuery),
    responses(
        (status = 200, body = Envelope<DisclosureDetails>),
        (status = 400, description = "请传入编号; 租户编号不正确", body = Failure),
        (status = 403, description = "您不在该信息披露的披露范围内", body = Failure),
        (status = 404, description = "信息披露不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/informationDis/getDetailsByUUID")]
pub async fn disclosure_details(
    state: web::Data<AppState>,
    me: Option<CurrentUser>,
    query: web::Query<DetailsQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let uuid =
        public::text(query.uuid.as_deref()).ok_or_else(|| ApiError::bad_request("请传入编号"))?;
    let tenant = match &me {
        Some(me) => me.user.tenant_id.clone(),
        None => public::tenant(query.tenant_id.as_deref())?,
    };
    let found = state
        .db(move |conn| {
            let missing = || ApiError::not_found("信息披露不存在");
            let filed = disclosure_scope::filed(conn, &tenant, &uuid)?.ok_or_else(missing)?;
            let reader: Option<Reader> = public::reader(conn, me.as_ref(), &tenant)?;
            if !disclosure_scope::may_read(conn, &tenant, &filed, reader.as_ref())? {
                return Err(ApiError::forbidden("您不在该信息披露的披露范围内"));
            }
            let details = filed.details.ok_or_else(missing)?;
            Ok(DisclosureDetails {
                uuid: filed.id,
                disclosure_scope: filed.scope,
                details,
            })
        })
        .await?;
    Ok(public::private(found))
}
