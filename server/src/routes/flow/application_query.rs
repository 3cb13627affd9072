//! `POST /api/rem-registrationbizweb/application/query`: 流程查询 (/queryPage/processQuery2),
//! every application of the caller's tenant for staff (reviewers, analysts, administrators;
//! anyone else 403), filtered by business, status, applicant, submission dates (Beijing days,
//! both included) and serial number; 10/20/30/50/100 a page, newest first.

use actix_web::{post, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

use super::request::{ApplicationFilter, STAFF};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    optional_json::OptionalJson,
    paging::{Paging, Sizes},
    state::AppState,
};

const PAGE_SIZES: [i64; 5] = [10, 20, 30, 50, 100];

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationQuery {
    pub page_no: Option<i64>,
    pub page_size: Option<i64>,
    #[serde(flatten)]
    pub filter: ApplicationFilter,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/application/query", tag = "flow", request_body = ApplicationQuery,
    responses(
        (status = 200, description = "{records, totalRecord, pageNo, pageSize}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "a wrong status or date", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "not staff", body = Failure))
)]
#[post("/rem-registrationbizweb/application/query")]
pub async fn application_query(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: OptionalJson<ApplicationQuery>,
) -> ApiResult {
    me.require_role(&STAFF)?;
    let request = body.or_default();
    let sizes = Sizes::OneOf {
        default: 10,
        allowed: &PAGE_SIZES,
    };
    let paging = Paging::lenient(request.page_no, request.page_size, sizes)?;
    let search = request.filter.search(me.user.tenant_id.clone())?;
    let (rows, total) = state
        .db(move |conn| Ok(search.page(conn, paging.offset(), paging.size)?))
        .await?;
    let records: Vec<_> = rows
        .into_iter()
        .map(|found| {
            let app = found.app;
            json!({
                "uuid": app.id, "bizSn": app.biz_sn, "appId": app.app_id, "bizTypeName": app.biz_type_name,
                "status": app.status, "currentNode": app.current_node,
                "currentNodeName": found.waiting_at, "applicantName": found.applicant_name,
                "applicantAccount": found.applicant_account,
                "createdAt": app.created_at, "updatedAt": app.updated_at, "completedAt": app.completed_at,
            })
        })
        .collect();
    Ok(ok(json!({
        "records": records, "totalRecord": total, "pageNo": paging.page, "pageSize": paging.size,
    })))
}
