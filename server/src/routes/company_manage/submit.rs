//! `POST /api/rem-registrationmgrweb/companyManage/submit`: the administrator corrects what no
//! business owns of an enterprise on a managed list: its short name (a name field, 02 §5, at
//! most 50), its labels (comma-separated, each a name of at most 20, at most 10), its industry
//! (a GB/T 4754 section the platform knows), its city and district (a district of that city).
//! Nothing else of the record changes here. Written with its audit entry in one transaction;
//! the record as saved is answered.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{
    check_name, given, kind, managed, require_editor, required_id, COMPANY_ENTITY,
};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::company_manage::{industry_known, region_parent, EditableColumns, ManagedRecord},
    state::AppState,
};

const MAX_LABELS: usize = 10;

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManagedEdit {
    /// 1 托管企业, 2 挂牌企业.
    pub kind: Option<String>,
    pub id: Option<String>,
    /// 企业简称.
    pub short_name: Option<String>,
    /// 企业标签, comma-separated.
    pub label_name: Option<String>,
    /// 所属行业 (GB/T 4754 section).
    pub industry_code: Option<String>,
    /// 所在城市 and 所在区县 (GB/T 2260).
    pub city_code: Option<String>,
    pub district_code: Option<String>,
}

fn labels(text: Option<String>) -> Result<Option<String>, ApiError> {
    let Some(text) = given(text) else {
        return Ok(None);
    };
    let labels: Vec<&str> = text
        .split([',', '，'])
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    if labels.len() > MAX_LABELS {
        return Err(ApiError::bad_request(format!(
            "企业标签不能超过{MAX_LABELS}个"
        )));
    }
    for label in &labels {
        check_name(label, "企业标签", 20)?;
    }
    Ok((!labels.is_empty()).then(|| labels.join(",")))
}

/// The edit's columns, checked against what the platform knows.
fn checked(conn: &mut DbConn, body: ManagedEdit) -> Result<EditableColumns, ApiError> {
    let short_name = given(body.short_name);
    if let Some(name) = &short_name {
        check_name(name, "企业简称", 50).map_err(|e| e.at_field("shortName", "企业简称"))?;
    }
    let label_name = labels(body.label_name).map_err(|e| e.at_field("labelName", "企业标签"))?;
    let industry_code = given(body.industry_code);
    if let Some(code) = &industry_code {
        if !industry_known(conn, code)? {
            return Err(
                ApiError::bad_request("所属行业不存在").at_field("industryCode", "所属行业")
            );
        }
    }
    let city_code = given(body.city_code);
    if let Some(city) = &city_code {
        if region_parent(conn, city)?.is_none() {
            return Err(ApiError::bad_request("所在城市不存在").at_field("cityCode", "所在城市"));
        }
    }
    let district_code = given(body.district_code);
    if let Some(district) = &district_code {
        let Some(city) = &city_code else {
            return Err(ApiError::bad_request("请先选择所在城市").at_field("cityCode", "所在城市"));
        };
        if region_parent(conn, district)?.as_deref() != Some(city.as_str()) {
            return Err(ApiError::bad_request("所在区县不属于所选城市")
                .at_field("districtCode", "所在区县"));
        }
    }
    Ok(EditableColumns {
        short_name,
        label_name,
        industry_code,
        city_code,
        district_code,
    })
}

#[utoipa::path(
    post, path = "/api/rem-registrationmgrweb/companyManage/submit", tag = "company",
    request_body = ManagedEdit,
    responses((status = 200, body = Envelope<ManagedRecord>),
              (status = 400, description = "a field refused (data.errors) / 请指定企业类别 / 请指定企业", body = Failure),
              (status = 401, body = Failure),
              (status = 403, description = "仅管理员可修改企业信息", body = Failure),
              (status = 404, description = "企业不存在 / 该企业未托管 / 该企业未挂牌", body = Failure))
)]
#[post("/rem-registrationmgrweb/companyManage/submit")]
pub async fn company_manage_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<ManagedEdit>,
) -> ApiResult {
    require_editor(&me)?;
    let mut body = body.into_inner();
    let kind = kind(body.kind.as_deref())?;
    let id = required_id(body.id.take())?;
    let now = state.clock.now();
    let saved = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let before = managed(conn, &me, kind, &id)?;
                let after = checked(conn, body)?;
                let old = EditableColumns::of(&before.company);
                after.update(conn, &id)?;
                audit::record(
                    conn,
                    &me.user,
                    now,
                    Change {
                        entity: COMPANY_ENTITY,
                        entity_id: &id,
                        action: Action::Update,
                        before: Some(&old),
                        after: Some(&after),
                    },
                )?;
                managed(conn, &me, kind, &id)
            })
        })
        .await?;
    Ok(ok(saved))
}
