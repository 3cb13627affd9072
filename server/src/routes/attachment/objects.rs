//! `GET /api/rem-registrationbizweb/objAttach/objects?objType=1|2`: the members (1) or
//! companies (2) whose attachment list the user may file (550073/550074, chosen first:
//! 请先选择会员！/请先选择企业！). Staff have every member and every enterprise in custody; a
//! member's user the members they own; an enterprise's user their enterprises.

use actix_web::{get, web};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{company::Company, obj_attachment::ObjType},
    schema::{companies, members},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ObjectsQuery {
    /// `1` members, `2` companies.
    pub obj_type: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttachObject {
    pub obj_id: String,
    pub obj_name: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/objAttach/objects", tag = "registration",
    params(ObjectsQuery),
    responses((status = 200, body = Envelope<Vec<AttachObject>>), (status = 400, body = Failure),
        (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/objAttach/objects")]
pub async fn attach_objects(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ObjectsQuery>,
) -> ApiResult {
    let obj_type = query
        .obj_type
        .as_deref()
        .and_then(ObjType::parse)
        .ok_or_else(|| ApiError::bad_request("请传入对象类型"))?;
    let staff = me.landing_mode() == LandingMode::Mgr;
    let (user, tenant) = (me.user.id.clone(), me.tenant_id().to_owned());
    let found: Vec<(String, String)> = state
        .db(move |conn| {
            Ok(match (obj_type, staff) {
                (ObjType::Member, _) => {
                    let mut q = members::table
                        .filter(members::tenant_id.eq(&tenant))
                        .into_boxed();
                    if !staff {
                        q = q.filter(members::owner_user_id.eq(&user));
                    }
                    q.order((members::sort, members::name))
                        .select((members::id, members::name))
                        .load(conn)?
                }
                (ObjType::Company, true) => companies::table
                    .filter(companies::tenant_id.eq(&tenant))
                    .filter(companies::custody_date.is_not_null())
                    .order(companies::name)
                    .select((companies::id, companies::name))
                    .load(conn)?,
                (ObjType::Company, false) => Company::of_user(conn, &user)?
                    .into_iter()
                    .filter(|c| c.tenant_id == tenant)
                    .map(|c| (c.id, c.name))
                    .collect(),
            })
        })
        .await?;
    Ok(ok(found
        .into_iter()
        .map(|(obj_id, obj_name)| AttachObject { obj_id, obj_name })
        .collect::<Vec<_>>()))
}
