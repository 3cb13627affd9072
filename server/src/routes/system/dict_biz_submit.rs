//! `POST /api/blade-system/dict-biz/submit`: the administrator creates a business dictionary
//! entry of their tenant (no id) or changes one (id), and the change is recorded in the audit
//! log in the same transaction (issue 20). Code, key and value are required and trimmed; a key
//! is unique within its dictionary.

use actix_web::{post, web};
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{require_admin, DICT_ENTITY, NO_SUCH_DICT_ENTRY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{dictionary::DictEntry, dictionary_admin::DictRecord, user::User},
    state::AppState,
};

/// The longest code and key, and the longest value, in characters.
const MAX_CODE_CHARS: usize = 64;
const MAX_VALUE_CHARS: usize = 200;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DictSubmitRequest {
    /// The entry to change; none to create one.
    pub id: Option<String>,
    /// 字典编码.
    pub code: Option<String>,
    /// 字典键值.
    pub dict_key: Option<String>,
    /// 字典名称.
    pub dict_value: Option<String>,
    /// Order within the dictionary; a new entry goes last by default.
    pub sort: Option<i32>,
}

/// A field trimmed, or the message that it is blank or too long.
fn required(
    value: Option<String>,
    label: &str,
    blank: &str,
    max: usize,
) -> Result<String, ApiError> {
    let value = value.unwrap_or_default().trim().to_owned();
    if value.is_empty() {
        return Err(ApiError::bad_request(blank));
    }
    if value.chars().count() > max {
        return Err(ApiError::bad_request(format!("{label}不能超过{max}个字")));
    }
    Ok(value)
}

struct Checked {
    id: Option<String>,
    code: String,
    key: String,
    value: String,
    sort: Option<i32>,
}

fn checked(body: DictSubmitRequest) -> Result<Checked, ApiError> {
    Ok(Checked {
        id: body
            .id
            .map(|id| id.trim().to_owned())
            .filter(|id| !id.is_empty()),
        code: required(body.code, "字典编码", "字典编码不能为空", MAX_CODE_CHARS)?,
        key: required(
            body.dict_key,
            "字典键值",
            "字典键值不能为空",
            MAX_CODE_CHARS,
        )?,
        value: required(
            body.dict_value,
            "字典名称",
            "字典名称不能为空",
            MAX_VALUE_CHARS,
        )?,
        sort: body.sort,
    })
}

fn duplicate(key: &str) -> ApiError {
    ApiError::bad_request(format!("该字典下已存在键值{key}"))
}

/// Writes the entry and its audit entry; answers the entry as saved.
fn save(conn: &mut DbConn, me: &User, now: i64, c: Checked) -> Result<DictRecord, ApiError> {
    let tenant = me.tenant_id.as_str();
    let before = match &c.id {
        Some(id) => Some(
            DictEntry::find_in(conn, tenant, id)?
                .ok_or_else(|| ApiError::not_found(NO_SUCH_DICT_ENTRY))?,
        ),
        None => None,
    };
    if DictEntry::key_taken(conn, tenant, &c.code, &c.key, c.id.as_deref())? {
        return Err(duplicate(&c.key));
    }
    let sort = match (c.sort, &before) {
        (Some(sort), _) => sort,
        (None, Some(old)) => old.sort,
        (None, None) => DictEntry::next_sort(conn, tenant, &c.code)?,
    };
    let entry = DictEntry {
        id: c.id.unwrap_or_else(|| uuid::Uuid::new_v4().to_string()),
        tenant_id: tenant.to_owned(),
        code: c.code,
        dict_key: c.key,
        dict_value: c.value,
        sort,
    };
    let written = match before {
        Some(_) => entry.update(conn),
        None => entry.insert(conn),
    };
    if let Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) = written {
        return Err(duplicate(&entry.dict_key));
    }
    written?;
    let before = before.map(DictRecord::from);
    let after = DictRecord::from(entry);
    audit::record(
        conn,
        me,
        now,
        Change {
            entity: DICT_ENTITY,
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
    post, path = "/api/blade-system/dict-biz/submit", tag = "system", request_body = DictSubmitRequest,
    responses((status = 200, body = Envelope<DictRecord>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/dict-biz/submit")]
pub async fn dict_biz_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<DictSubmitRequest>,
) -> ApiResult {
    require_admin(&me)?;
    let change = checked(body.into_inner())?;
    let now = state.clock.now();
    let user = me.user;
    let saved = state
        .db(move |conn| transaction::write(conn, |conn| save(conn, &user, now, change)))
        .await?;
    // the public dictionary answers are cached for a few seconds
    state.answers_changed();
    Ok(ok(saved))
}
