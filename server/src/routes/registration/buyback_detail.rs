//! `GET /api/rem-registrationbizweb/buyback/detail?bizSn=`: one 回购注销 (550052) business as
//! /550052/detail shows it: the product bought back, the reason, and per holder the shares
//! taken with the register's volume before and after, and the product's total before and
//! after. Once completed the figures are those the register recorded when it changed; while
//! running they are what the register holds now and what it would hold (`projected`); a
//! rejected or withdrawn business changed nothing and has no figures. Whoever may view the
//! business (its applicant, its reviewers, the administrator) may read it.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::{json, Map, Value};
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    db::DbConn,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::{
        application::{Application, TaskRow},
        business_record::BusinessRecord,
        holder_account::HolderAccount,
        position::Position,
        product::Product,
        user::User,
    },
    state::AppState,
};

/// The business whose detail this page shows.
pub const BUYBACK_APP_ID: &str = "550052";

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct BuybackQuery {
    pub biz_sn: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/buyback/detail", tag = "registration", params(BuybackQuery),
    responses(
        (status = 200, description = "{bizSn, status, applicantName, productCode, productName, changeReason, rows [{accountNumber, holderName, volume, before, after}], totalBefore, totalAfter, projected}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "请传入业务流水号, 该业务不是回购注销", body = Failure),
        (status = 403, description = "无权查看该申请", body = Failure),
        (status = 404, description = "申请不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/buyback/detail")]
pub async fn buyback_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<BuybackQuery>,
) -> ApiResult {
    let biz_sn = query
        .into_inner()
        .biz_sn
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
        .ok_or_else(|| ApiError::bad_request("请传入业务流水号"))?;
    let detail = state
        .db(move |conn| {
            let app = Application::find_by_biz_sn(conn, &me.user.tenant_id, &biz_sn)?
                .ok_or_else(ApiError::no_such_application)?;
            let tasks = TaskRow::of_application(conn, &app.id)?;
            crate::lifecycle::ensure_may_view(&app, &tasks, &me)?;
            if app.app_id != BUYBACK_APP_ID {
                return Err(ApiError::bad_request("该业务不是回购注销"));
            }
            detail_of(conn, &app)
        })
        .await?;
    Ok(ok(detail))
}

fn text(form: &Map<String, Value>, key: &str) -> Value {
    form.get(key).cloned().unwrap_or(Value::Null)
}

fn detail_of(conn: &mut DbConn, app: &Application) -> Result<Value, ApiError> {
    let form = crate::lifecycle::instance_of(app)?.form;
    let applicant = User::names(conn, std::slice::from_ref(&app.applicant_id))?;
    let mut view = json!({
        "uuid": app.id, "bizSn": app.biz_sn, "bizTypeName": app.biz_type_name, "status": app.status,
        "applicantName": applicant.get(&app.applicant_id), "createdAt": app.created_at,
        "completedAt": app.completed_at, "productCode": text(&form, "productCode"),
        "changeReason": text(&form, "changeReason"), "changeFiles": text(&form, "changeFiles"),
        "projected": false, "totalBefore": null, "totalAfter": null, "productName": null,
    });
    let recorded = BusinessRecord::of_application(conn, &app.id)?
        .into_iter()
        .find(|r| r.kind == "capitalChange");
    if let Some(record) = recorded {
        let detail: Value = serde_json::from_str(&record.detail).map_err(ApiError::internal)?;
        for key in [
            "rows",
            "totalBefore",
            "totalAfter",
            "productName",
            "changeReason",
        ] {
            if let Some(v) = detail.get(key).filter(|v| !v.is_null()) {
                view[key] = v.clone();
            }
        }
        return Ok(view);
    }
    let rows = form
        .get("shareChangeList")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if app.status != "running" {
        view["rows"] = json!(rows.iter().map(asked).collect::<Vec<_>>());
        return Ok(view);
    }
    projected(conn, app, &mut view, &rows)?;
    Ok(view)
}

/// A row as the applicant asked it, without register figures.
fn asked(row: &Value) -> Value {
    json!({ "accountNumber": row.get("accountNumber"), "holderName": row.get("holderName"),
            "volume": row.get("volume"), "before": null, "after": null })
}

/// A running business: the register as it is and as it would be once the business completes.
fn projected(
    conn: &mut DbConn,
    app: &Application,
    view: &mut Value,
    rows: &[Value],
) -> Result<(), ApiError> {
    let code = view["productCode"].as_str().unwrap_or_default().to_owned();
    let Some(product) = Product::find_by_code(conn, &app.tenant_id, &code)? else {
        view["rows"] = json!(rows.iter().map(asked).collect::<Vec<_>>());
        return Ok(());
    };
    let mut out = Vec::with_capacity(rows.len());
    let mut taken = 0_i64;
    for row in rows {
        let number = row
            .get("accountNumber")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let volume = row.get("volume").and_then(volume_of).unwrap_or(0);
        let account = HolderAccount::find_by_number(conn, &app.tenant_id, number)?;
        let before = match &account {
            Some(a) => Some(Position::find(conn, &a.uuid, &product.id)?.map_or(0, |p| p.volume)),
            None => None,
        };
        taken = taken.saturating_add(volume);
        out.push(
            json!({ "accountNumber": number, "holderName": row.get("holderName"), "volume": volume,
                         "before": before, "after": before.map(|b| b - volume) }),
        );
    }
    let total = Position::total(conn, &product.id)?;
    view["rows"] = json!(out);
    view["productName"] = json!(product.name);
    view["totalBefore"] = json!(total);
    view["totalAfter"] = json!(total - taken);
    view["projected"] = json!(true);
    Ok(())
}

/// A share count as the form holds it: a number or its text.
fn volume_of(v: &Value) -> Option<i64> {
    v.as_i64()
        .or_else(|| v.as_str().and_then(|s| s.trim().parse().ok()))
}
