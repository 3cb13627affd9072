//! `POST /api/rem-registrationbizweb/application/list`: the caller's applications, newest
//! first, one page (my applications, /queryPage/bizApplication2), filtered by business, status,
//! submission dates, serial number and the pledgees' e-contract signing state (`ext8`); each
//! with the node it waits at and its signing state.

use actix_web::{post, web};
use serde_json::json;

use super::request::MyApplicationsRequest;
use crate::{
    auth::current_user::CurrentUser,
    econtract::pledgee,
    envelope::{ok, ApiResult, Failure},
    models::pledgee_info::PledgeeInfo,
    paging::{Paging, TEN_UP_TO_HUNDRED},
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/application/list", tag = "flow", request_body = MyApplicationsRequest,
    responses(
        (status = 200, description = "{records, totalRecord, pageNo, pageSize}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "a wrong status or date", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/application/list")]
pub async fn application_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<MyApplicationsRequest>,
) -> ApiResult {
    let request = body.or_default();
    let paging = Paging::lenient(request.page_no, request.page_size, TEN_UP_TO_HUNDRED)?;
    let mut search = request.filter.search(me.user.tenant_id.clone())?;
    search.applicant_id = Some(me.user.id);
    search.ext8 = request.ext8()?;
    let (rows, total, pledgees) = state
        .db(move |conn| {
            let (rows, total) = search.page(conn, paging.offset(), paging.size)?;
            let ids: Vec<String> = rows.iter().map(|f| f.app.id.clone()).collect();
            Ok((rows, total, PledgeeInfo::of_applications(conn, &ids)?))
        })
        .await?;
    let records: Vec<_> = rows
        .into_iter()
        .map(|found| {
            let app = found.app;
            let mine: Vec<&PledgeeInfo> = pledgees
                .iter()
                .filter(|p| p.application_id == app.id)
                .collect();
            json!({
                "ext8": pledgee::ext8(&mine),
                "uuid": app.id, "bizSn": app.biz_sn, "appId": app.app_id, "bizTypeName": app.biz_type_name,
                "status": app.status, "currentNode": app.current_node,
                "currentNodeName": found.waiting_at, "createdAt": app.created_at,
                "updatedAt": app.updated_at, "completedAt": app.completed_at,
            })
        })
        .collect();
    Ok(ok(
        json!({ "records": records, "totalRecord": total, "pageNo": paging.page, "pageSize": paging.size }),
    ))
}
