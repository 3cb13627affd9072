//! `GET /api/rem-registrationmgrweb/companyManage/detail?kind=1|2&id=`: an enterprise of the
//! managed list `kind` (1 托管企业, 2 挂牌企业) with its register columns, its standing, its
//! listing and its products, for staff of its tenant.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{kind, managed, require_staff, required_id};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::company_manage::ManagedRecord,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ManagedQuery {
    /// 1 托管企业, 2 挂牌企业.
    pub kind: Option<String>,
    /// The enterprise.
    pub id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationmgrweb/companyManage/detail", tag = "company",
    params(ManagedQuery),
    responses((status = 200, body = Envelope<ManagedRecord>),
              (status = 400, description = "请指定企业类别 / 请指定企业", body = Failure),
              (status = 401, body = Failure),
              (status = 403, description = "仅登记机构工作人员可查看企业信息", body = Failure),
              (status = 404, description = "企业不存在 / 该企业未托管 / 该企业未挂牌", body = Failure))
)]
#[get("/rem-registrationmgrweb/companyManage/detail")]
pub async fn company_manage_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ManagedQuery>,
) -> ApiResult {
    require_staff(&me)?;
    let q = query.into_inner();
    let kind = kind(q.kind.as_deref())?;
    let id = required_id(q.id)?;
    let record = state.db(move |conn| managed(conn, &me, kind, &id)).await?;
    Ok(ok(record))
}
