//! `GET /api/rem-registrationbizweb/company/changeDetail?uuid=`: a dossier change application
//! (/process/changeDetial): the dossier before it and the application's values, with the
//! fields that differ. Before approval "before" is the dossier as it is now; once approved, the
//! version the change replaced.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        application::{Application, TaskRow},
        company_dossier,
        standing::Standing,
    },
    registry::{
        lock::same,
        platform::{dossier_of, APPLICATION_ONLY},
    },
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ChangeDetailQuery {
    /// The application's uuid.
    pub uuid: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangeDetail {
    pub form_id: String,
    pub form_version: u32,
    #[schema(value_type = Object)]
    pub before: Map<String, Value>,
    #[schema(value_type = Object)]
    pub after: Map<String, Value>,
    /// The dossier's props whose values differ.
    pub changed: Vec<String>,
    /// Whether the change is approved (before is then the replaced version).
    pub completed: bool,
}

/// The props of the dossier whose values differ between the two.
pub fn changed_props(before: &Map<String, Value>, after: &Map<String, Value>) -> Vec<String> {
    let empty = |v: Option<&Value>| match v {
        None | Some(Value::Null) => true,
        Some(Value::String(s)) => s.trim().is_empty(),
        Some(Value::Array(a)) => a.is_empty(),
        _ => false,
    };
    let mut props: Vec<&String> = before.keys().chain(after.keys()).collect();
    props.sort();
    props.dedup();
    props
        .into_iter()
        .filter(|p| !APPLICATION_ONLY.contains(&p.as_str()))
        .filter(|p| match (before.get(*p), after.get(*p)) {
            (a, b) if empty(a) && empty(b) => false,
            (Some(a), Some(b)) => !same(a, b),
            _ => true,
        })
        .cloned()
        .collect()
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/company/changeDetail", tag = "company", params(ChangeDetailQuery),
    responses(
        (status = 200, body = Envelope<ChangeDetail>),
        (status = 400, description = "请传入申请编号; not a dossier change", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权查看该申请", body = Failure),
        (status = 404, description = "申请不存在 / 企业不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/company/changeDetail")]
pub async fn change_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ChangeDetailQuery>,
) -> ApiResult {
    let uuid = query
        .uuid
        .as_deref()
        .map(str::trim)
        .filter(|u| !u.is_empty());
    let uuid = uuid
        .ok_or_else(|| ApiError::bad_request("请传入申请编号"))?
        .to_owned();
    let tenant = me.user.tenant_id.clone();
    let shared = state.clone();
    let detail = state
        .db(move |conn| {
            let app = Application::find(conn, &tenant, &uuid)?
                .ok_or_else(ApiError::no_such_application)?;
            let tasks = TaskRow::of_application(conn, &app.id)?;
            crate::lifecycle::ensure_may_view(&app, &tasks, &me)?;
            let instance = crate::lifecycle::instance_of(&app)?;
            let def = shared
                .flows
                .of(&instance)
                .ok_or_else(ApiError::no_such_business)?;
            if def.effects().all(|e| e != "changeCompanyInfo") {
                return Err(ApiError::bad_request("该申请不是企业信息变更"));
            }
            let after: Map<String, Value> = instance
                .form
                .iter()
                .filter(|(p, _)| !APPLICATION_ONLY.contains(&p.as_str()))
                .map(|(p, v)| (p.clone(), v.clone()))
                .collect();
            let (before, completed) = match company_dossier::before_application(conn, &app.id)? {
                Some((_, doc)) => (serde_json::from_str(&doc).unwrap_or_default(), true),
                None => {
                    let number = after.get("idNumber").and_then(Value::as_str);
                    let company = Standing::named(conn, &tenant, None, number)?
                        .ok_or_else(|| ApiError::not_found("企业不存在"))?;
                    (dossier_of(conn, &company.id)?, false)
                }
            };
            Ok(ChangeDetail {
                form_id: def.form.id.clone(),
                form_version: def.form.version,
                changed: changed_props(&before, &after),
                before,
                after,
                completed,
            })
        })
        .await?;
    Ok(ok(detail))
}
