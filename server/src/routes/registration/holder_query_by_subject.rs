//! `GET /api/rem-registrationbizweb/holder/queryHoldersBySubject?name=&idType=&idNumber=&orgType=`:
//! the registration accounts of one subject (02 §7): the holder whose name, certificate type and
//! number (and type, when given) are all the ones typed. The asker names the subject whole, so
//! nothing is masked; applicants' look-ups count against their limit a minute.

use actix_web::{get, web};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    schema::holder_accounts,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct SubjectQuery {
    pub name: Option<String>,
    pub id_type: Option<String>,
    pub id_number: Option<String>,
    /// 1 机构, 2 个人, 3 产品; any when absent.
    pub org_type: Option<String>,
}

#[derive(Debug, Serialize, ToSchema, Queryable)]
#[serde(rename_all = "camelCase")]
pub struct SubjectHolder {
    pub uuid: String,
    pub account_number: String,
    pub holder_name: String,
    pub organ_type: i32,
    pub cert_type: Option<String>,
    pub certificate_no: Option<String>,
    /// 0 未开户, 1 正常, 2 已销户, 3 冻结.
    pub holder_account_status: i32,
    pub rights_confirmed: bool,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/holder/queryHoldersBySubject", tag = "registration", params(SubjectQuery),
    responses(
        (status = 200, body = Envelope<Vec<SubjectHolder>>),
        (status = 400, description = "请填写名称、证件类型和证件号码; 主体类型不正确", body = Failure),
        (status = 401, body = Failure),
        (status = 429, description = "an applicant's look-ups past the limit a minute", body = Failure))
)]
#[get("/rem-registrationbizweb/holder/queryHoldersBySubject")]
pub async fn holder_query_by_subject(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<SubjectQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let text = |v: Option<String>| v.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
    let (Some(name), Some(id_type), Some(id_number)) =
        (text(query.name), text(query.id_type), text(query.id_number))
    else {
        return Err(ApiError::bad_request("请填写名称、证件类型和证件号码"));
    };
    let org_type = match text(query.org_type) {
        Some(t) => Some(
            t.parse::<i32>()
                .ok()
                .filter(|t| (1..=3).contains(t))
                .ok_or_else(|| ApiError::bad_request("主体类型不正确"))?,
        ),
        None => None,
    };
    if me.user.landing_mode != "mgr" {
        state.holder_lookups.check(Some(me.user.id.clone()))?;
    }
    let tenant = me.user.tenant_id.clone();
    let holders = state
        .db(move |conn| {
            let mut q = holder_accounts::table
                .filter(holder_accounts::tenant_id.eq(tenant))
                .filter(holder_accounts::holder_name.eq(name))
                .filter(holder_accounts::certificate_no.eq(id_number))
                .filter(holder_accounts::cert_type.eq(id_type))
                .into_boxed();
            if let Some(org_type) = org_type {
                q = q.filter(holder_accounts::organ_type.eq(org_type));
            }
            Ok(q.order(holder_accounts::account_number)
                .select((
                    holder_accounts::uuid,
                    holder_accounts::account_number,
                    holder_accounts::holder_name,
                    holder_accounts::organ_type,
                    holder_accounts::cert_type,
                    holder_accounts::certificate_no,
                    holder_accounts::holder_account_status,
                    holder_accounts::rights_confirmed,
                ))
                .load::<SubjectHolder>(conn)?)
        })
        .await?;
    Ok(ok(holders))
}
