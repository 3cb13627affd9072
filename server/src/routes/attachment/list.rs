//! `GET /api/rem-registrationbizweb/objAttach/list?objType=1|2&objId=`: a member's or a
//! company's attachment list as the register keeps it (03 §3 "Attachment row"), for its detail
//! page: name, category, files, update time. Only who may file the list reads it.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::current_user::CurrentUser,
    clock::beijing_text,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::obj_attachment::{ObjAttachment, ObjType, RefAttach},
    register::ensure_may_act,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ListQuery {
    /// `1` a member, `2` a company.
    pub obj_type: Option<String>,
    pub obj_id: Option<String>,
}

/// One material (03 §3 "Attachment row").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttachRow {
    pub name: String,
    /// The category's key in the dictionary `attachmentType`.
    pub type_name: String,
    pub ref_attachs: Vec<RefAttach>,
    pub obj_type: String,
    pub obj_id: String,
    /// When the approved application recorded it, Beijing time (yyyy-MM-dd HH:mm:ss).
    pub update_time: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/objAttach/list", tag = "registration",
    params(ListQuery),
    responses((status = 200, body = Envelope<Vec<AttachRow>>), (status = 400, body = Failure),
        (status = 401, body = Failure), (status = 403, body = Failure))
)]
#[get("/rem-registrationbizweb/objAttach/list")]
pub async fn attach_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ListQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let obj_type = query
        .obj_type
        .as_deref()
        .and_then(ObjType::parse)
        .ok_or_else(|| ApiError::bad_request("请传入对象类型"))?;
    let obj_id = query
        .obj_id
        .filter(|id| !id.trim().is_empty())
        .ok_or_else(|| ApiError::bad_request("请传入对象"))?;
    let (user, tenant) = (me.user.id.clone(), me.tenant_id().to_owned());
    let rows = state
        .db(move |conn| {
            ensure_may_act(conn, &tenant, &user, obj_type, &obj_id)?;
            Ok(ObjAttachment::list(conn, &tenant, obj_type, &obj_id)?)
        })
        .await?;
    Ok(ok(rows
        .into_iter()
        .map(|r| AttachRow {
            ref_attachs: r.files(),
            update_time: beijing_text(r.update_time),
            name: r.name,
            type_name: r.type_name,
            obj_type: r.obj_type,
            obj_id: r.obj_id,
        })
        .collect::<Vec<_>>()))
}
