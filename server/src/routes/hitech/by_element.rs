//! `GET /api/rem-registrationbizweb/companyHitech/getCompanyHitechByElement?name=&idType=&idNumber=`
//! (02 §7): whether the enterprise named by its three elements is on the specialised-new board.
//! `hitechStatus` 1 refuses the board application (该企业已入板，请重新选择); with 0 and an `id`
//! the form loads its record by uuid. An enterprise the register does not hold answers no id.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::support::{ensure_enterprise_side, required};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::standing::Standing,
    state::AppState,
};

const MISSING: &str = "请填写企业名称、证件类型和证件号码";

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ElementQuery {
    pub name: Option<String>,
    pub id_type: Option<String>,
    pub id_number: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HitechStatus {
    /// The register's enterprise, when it holds one with this certificate number or name.
    pub id: Option<String>,
    pub name: String,
    /// 1 already on the board.
    pub hitech_status: i32,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/companyHitech/getCompanyHitechByElement",
    tag = "companyHitech", params(ElementQuery),
    responses(
        (status = 200, body = Envelope<HitechStatus>),
        (status = 400, description = "请填写企业名称、证件类型和证件号码", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权访问该功能", body = Failure))
)]
#[get("/rem-registrationbizweb/companyHitech/getCompanyHitechByElement")]
pub async fn company_hitech_by_element(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ElementQuery>,
) -> ApiResult {
    ensure_enterprise_side(&me)?;
    let name: String = required(query.name.as_deref(), MISSING)?
        .split_whitespace()
        .collect();
    required(query.id_type.as_deref(), MISSING)?;
    let number = required(query.id_number.as_deref(), MISSING)?;
    let tenant = me.user.tenant_id.clone();
    let found = state
        .db(move |conn| {
            let standing = Standing::named(conn, &tenant, Some(&name), Some(&number))?;
            Ok(match standing {
                Some(s) => HitechStatus {
                    id: Some(s.id),
                    name: s.name,
                    hitech_status: s.hitech_status,
                },
                None => HitechStatus {
                    id: None,
                    name,
                    hitech_status: 0,
                },
            })
        })
        .await?;
    Ok(ok(found))
}
