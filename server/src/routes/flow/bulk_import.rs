//! `POST /api/rem-registrationbizweb/bulkImport/{appId}/{scope}`: the Excel upload of a bulk
//! business (01 §7). The file is stored as an attachment (with every upload check), and the
//! rows of its first sheet are checked with the form's rules as if typed into its table and,
//! when every row passes, answered as the table's rows for the form to show; otherwise the
//! import is refused with every error by sheet row and column, and nothing is imported. `scope` is
//! the tenant (`000000`) for 550060/550227, else the product code the rows are for, which fills
//! the rows' product code where the sheet leaves it empty.

use std::io::Read;

use actix_web::{post, web, HttpRequest};
use engine::form::model::{ItemEntry, ItemType};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    bulk_import::{refusal, row_errors, rows as sheet_rows, Column},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    files::{store::ObjectKey, upload},
    forms::{today, FormAt},
    models::{dictionary::DictEntry, product::Product},
    routes::resource::request::UploadForm,
    state::AppState,
};

/// The scope of the businesses that are not for one product (550060, 550227).
const TENANT_WIDE: &str = "000000";

/// Rows past this many are refused whatever the table allows.
const MOST_ROWS: usize = 5000;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkRows {
    pub attach_id: String,
    pub original_name: String,
    /// The form's table the rows are for.
    pub table: String,
    #[schema(value_type = Vec<Object>)]
    pub rows: Vec<Value>,
    pub total: usize,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/bulkImport/{appId}/{scope}", tag = "flow",
    params(("appId" = String, Path), ("scope" = String, Path, description = "000000, or a product code")),
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = Envelope<BulkRows>),
        (status = 400, description = "not a workbook, a missing column (第1行缺少列：…), no rows, too many rows, an unknown product code, the upload checks, or rows breaking the form's rules (导入文件有N处错误，未导入：第R行「列」：…, every one in data.errors)", body = Failure),
        (status = 401, body = Failure),
        (status = 404, description = "业务不存在, or a business without a table", body = Failure),
        (status = 413, description = "over the upload limit", body = Failure))
)]
#[post("/rem-registrationbizweb/bulkImport/{app_id}/{scope}")]
pub async fn bulk_import(
    state: web::Data<AppState>,
    me: CurrentUser,
    req: HttpRequest,
    path: web::Path<(String, String)>,
    payload: web::Payload,
) -> ApiResult {
    let (app_id, scope) = path.into_inner();
    let def = state
        .flows
        .latest(&app_id)
        .ok_or_else(ApiError::no_such_business)?;
    if !def.may_start(me.landing_mode().as_str()) {
        return Err(ApiError::bad_request("当前身份不能办理该业务"));
    }
    let form = state
        .forms
        .get(&def.form.id, def.form.version)
        .ok_or_else(ApiError::no_such_form)?;
    // The table the form's import upload names (importTo).
    let table = form
        .items()
        .find_map(|i| i.import_to.as_deref())
        .and_then(|prop| form.item(prop))
        .filter(|i| i.kind == ItemType::Table)
        .cloned()
        .ok_or_else(|| ApiError::not_found("该业务没有可导入的明细表"))?;
    let tenant = me.user.tenant_id.clone();
    // 01 §7: the tenant-wide businesses append /000000 whatever the tenant.
    let product = if scope == tenant || scope == TENANT_WIDE {
        None
    } else {
        let (code, tenant) = (scope.clone(), tenant.clone());
        Some(
            state
                .db(move |conn| Ok(Product::find_by_code(conn, &tenant, &code)?))
                .await?
                .ok_or_else(|| ApiError::bad_request(format!("产品代码{scope}不存在")))?,
        )
    };
    let attachment = upload::accept(&state, &req, payload, tenant, me.user.id, false).await?;
    let key = ObjectKey::parse(&attachment.object_key).map_err(ApiError::internal)?;
    let files = state.files.clone();
    let bytes = web::block(move || {
        let mut bytes = Vec::new();
        files.get(&key)?.read_to_end(&mut bytes)?;
        Ok::<_, std::io::Error>(bytes)
    })
    .await?
    .map_err(ApiError::internal)?;
    let columns: Vec<Column> = table
        .columns
        .iter()
        .filter_map(|entry| match entry {
            ItemEntry::Item(item) => Some(Column {
                prop: &item.prop,
                label: &item.label,
                numeric: item.kind == ItemType::Number,
            }),
            ItemEntry::Use(_) => None,
        })
        .collect();
    let most = table
        .max_rows
        .map_or(MOST_ROWS, |m| (m as usize).min(MOST_ROWS));
    let mut rows =
        sheet_rows(bytes, &columns, most).map_err(|e| ApiError::bad_request(e.to_string()))?;
    let has_product_column = columns.iter().any(|c| c.prop == "productCode");
    if let Some(product) = product.filter(|_| has_product_column) {
        for (_, row) in &mut rows {
            row.entry("productCode")
                .or_insert_with(|| Value::from(product.product_code.clone()));
        }
    }
    // every row checked with the form's rules at the applicant's node, as if typed in
    let table_rows: Vec<Value> = rows.iter().map(|(_, r)| Value::Object(r.clone())).collect();
    let data = serde_json::json!({ table.prop.clone(): table_rows });
    let (form_id, version, tenant) = (
        def.form.id.clone(),
        def.form.version,
        me.user.tenant_id.clone(),
    );
    let (forms, day) = (state.forms.clone(), today(state.clock.now()));
    let errors = state
        .db(move |conn| {
            let dictionaries = DictEntry::keys_by_code(conn, &tenant)?;
            let at = FormAt {
                form_id: &form_id,
                version,
                node_id: "apply",
                state: engine::form::TaskState::Todo,
            };
            let validator = forms
                .validator(&at, &tenant, day, dictionaries)
                .map_err(ApiError::internal)?
                .ok_or_else(ApiError::no_such_form)?;
            Ok(validator
                .check_submission(&data, None)
                .err()
                .unwrap_or_default())
        })
        .await?;
    let errors = row_errors(&table.prop, &rows, &columns, errors);
    if !errors.is_empty() {
        return Err(ApiError::RefusedWith(
            refusal(&errors),
            serde_json::json!({ "errors": errors }),
        ));
    }
    Ok(ok(BulkRows {
        attach_id: attachment.attach_id,
        original_name: attachment.original_name,
        table: table.prop,
        total: rows.len(),
        rows: rows
            .into_iter()
            .map(|(_, row)| Value::Object(row))
            .collect(),
    }))
}
