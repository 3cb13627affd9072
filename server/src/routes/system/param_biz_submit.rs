//! `POST /api/blade-system/param-biz/submit`: the administrator creates a business parameter
//! of their tenant (no id) or changes one (id), and the change is recorded in the audit log in
//! the same transaction (issue 20). Name, key and value are required and trimmed; a key is
//! unique within the tenant; the values the platform reads keep their shape (a switch `0`/`1`,
//! a list of file extensions, `true`/`false`).

use actix_web::{post, web};
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{require_admin, required_text, NO_SUCH_PARAM, PARAM_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        param_admin::{ParamRecord, ParamRow},
        user::User,
    },
    state::AppState,
};

/// The longest name and key, value and remark, in characters.
const MAX_NAME_CHARS: usize = 100;
const MAX_VALUE_CHARS: usize = 2000;
const MAX_REMARK_CHARS: usize = 500;

pub const SWITCH_SHAPE: &str = "开关参数的键值只能是0或1";
pub const FILETYPES_SHAPE: &str = "文件类型参数的键值须为扩展名列表，如[\"png\",\"pdf\"]";
pub const BOOLEAN_SHAPE: &str = "该参数的键值只能是true或false";

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ParamSubmitRequest {
    /// The parameter to change; none to create one.
    pub id: Option<String>,
    /// 参数名称.
    pub param_name: Option<String>,
    /// 参数键名, unique within the tenant.
    pub param_key: Option<String>,
    /// 参数键值.
    pub param_value: Option<String>,
    /// 备注.
    pub remark: Option<String>,
}

struct Checked {
    id: Option<String>,
    name: String,
    key: String,
    value: String,
    remark: String,
}

/// Whether a file extension is plausible: letters and digits, at most 10.
fn is_extension(ext: &str) -> bool {
    !ext.is_empty() && ext.len() <= 10 && ext.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Refuses a value whose key the platform reads in a shape the value does not have.
fn check_shape(key: &str, value: &str) -> Result<(), ApiError> {
    let (fits, shape) = if key.ends_with(".switch") || key.starts_with("topMenu.") {
        (value == "0" || value == "1", SWITCH_SHAPE)
    } else if key.ends_with(".filetypes") {
        let listed = serde_json::from_str::<Vec<String>>(value).ok();
        let fits = listed.is_some_and(|l| !l.is_empty() && l.iter().all(|e| is_extension(e)));
        (fits, FILETYPES_SHAPE)
    } else if key.ends_with(".isOpen") {
        (value == "true" || value == "false", BOOLEAN_SHAPE)
    } else {
        (true, "")
    };
    if fits {
        Ok(())
    } else {
        Err(ApiError::bad_request(shape))
    }
}

fn checked(body: ParamSubmitRequest) -> Result<Checked, ApiError> {
    let name = required_text(
        body.param_name,
        "参数名称",
        "参数名称不能为空",
        MAX_NAME_CHARS,
    )?;
    let key = required_text(
        body.param_key,
        "参数键名",
        "参数键名不能为空",
        MAX_NAME_CHARS,
    )?;
    if key.chars().any(char::is_whitespace) {
        return Err(ApiError::bad_request("参数键名不能含空格"));
    }
    let value = required_text(
        body.param_value,
        "参数键值",
        "参数键值不能为空",
        MAX_VALUE_CHARS,
    )?;
    check_shape(&key, &value)?;
    let remark = body.remark.unwrap_or_default().trim().to_owned();
    if remark.chars().count() > MAX_REMARK_CHARS {
        return Err(ApiError::bad_request(format!(
            "备注不能超过{MAX_REMARK_CHARS}个字"
        )));
    }
    Ok(Checked {
        id: body
            .id
            .map(|id| id.trim().to_owned())
            .filter(|id| !id.is_empty()),
        name,
        key,
        value,
        remark,
    })
}

fn duplicate(key: &str) -> ApiError {
    ApiError::bad_request(format!("该参数键名已存在：{key}"))
}

/// Writes the parameter and its audit entry; answers the parameter as saved.
fn save(conn: &mut DbConn, me: &User, now: i64, c: Checked) -> Result<ParamRecord, ApiError> {
    let tenant = me.tenant_id.as_str();
    let before = match &c.id {
        Some(id) => Some(
            ParamRow::find_in(conn, tenant, id)?
                .ok_or_else(|| ApiError::not_found(NO_SUCH_PARAM))?,
        ),
        None => None,
    };
    if ParamRow::key_taken(conn, tenant, &c.key, c.id.as_deref())? {
        return Err(duplicate(&c.key));
    }
    let row = ParamRow {
        id: c.id.unwrap_or_else(|| uuid::Uuid::new_v4().to_string()),
        tenant_id: tenant.to_owned(),
        param_key: c.key,
        param_value: c.value,
        param_name: c.name,
        remark: c.remark,
    };
    let written = match before {
        Some(_) => row.update(conn),
        None => row.insert(conn),
    };
    if let Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) = written {
        return Err(duplicate(&row.param_key));
    }
    written?;
    let before = before.map(ParamRecord::from);
    let after = ParamRecord::from(row);
    audit::record(
        conn,
        me,
        now,
        Change {
            entity: PARAM_ENTITY,
            entity_id: &after.id,
            action: if before.is_some() {
                Action::Update
            } else {
                Action::Create
            },
            before: before.as_ref(),
            after: Some(&after),
        },
    )?;
    Ok(after)
}

#[utoipa::path(
    post, path = "/api/blade-system/param-biz/submit", tag = "system", request_body = ParamSubmitRequest,
    responses((status = 200, body = Envelope<ParamRecord>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/param-biz/submit")]
pub async fn param_biz_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<ParamSubmitRequest>,
) -> ApiResult {
    require_admin(&me)?;
    let change = checked(body.into_inner())?;
    let now = state.clock.now();
    let user = me.user;
    let saved = state
        .db(move |conn| transaction::write(conn, |conn| save(conn, &user, now, change)))
        .await?;
    // the public parameter answers are cached for a few seconds
    state.answers_changed();
    Ok(ok(saved))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(key: &str, value: &str) -> bool {
        check_shape(key, value).is_err()
    }

    #[test]
    fn the_values_the_platform_reads_keep_their_shape() {
        assert!(!refused("freeze.notice.switch", "1"));
        assert!(!refused("topMenu.news", "0"));
        assert!(refused("freeze.notice.switch", "on"));
        assert!(!refused("company.filetypes", r#"["png","PDF"]"#));
        assert!(refused("company.filetypes", "png,pdf"));
        assert!(refused("company.filetypes", "[]"));
        assert!(refused("member.filetypes", r#"["p n g"]"#));
        assert!(!refused("blockchain.isOpen", "true"));
        assert!(refused("blockchain.isOpen", "1"));
        assert!(!refused("platform.hotline", "anything"));
    }
}
