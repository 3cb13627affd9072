//! `POST /api/blade-system/dict/submit`: the platform administrator creates a system dictionary
//! (no parent) or an entry of one (`parentId`), or changes one (`id`). A dictionary needs its code
//! and name, an entry its key and value (its code is its dictionary's); a key is unique in its
//! dictionary (当前字典键值已存在!); a sealed row keeps its code and key; a dictionary's new code
//! is carried to its entries. Written with the audit entry in one transaction.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{require_writer, NO_SUCH_DICT, SYS_DICT_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        system_dict::{SystemDict, DICTIONARY_KEY, TOP},
        user::User,
    },
    routes::system::support::{filter_text, required_text},
    state::AppState,
};

const MAX_CHARS: usize = 64;
pub const KEY_TAKEN: &str = "当前字典键值已存在!";

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DictSubmitRequest {
    /// The row to change; none to create one.
    pub id: Option<String>,
    /// The dictionary of a new entry; none (or `0`) for a new dictionary.
    pub parent_id: Option<String>,
    /// 字典编号 of a dictionary.
    pub code: Option<String>,
    /// 字典键值 of an entry.
    pub dict_key: Option<String>,
    /// 字典名称: a dictionary's name, an entry's value.
    pub dict_value: Option<String>,
    pub sort: Option<i32>,
    pub remark: Option<String>,
    pub is_sealed: Option<bool>,
}

/// The row as the request wants it, its level settled from the stored row or the parent.
fn wanted(
    conn: &mut DbConn,
    body: DictSubmitRequest,
) -> Result<(Option<SystemDict>, SystemDict), ApiError> {
    let before = match filter_text(body.id) {
        Some(id) => {
            Some(SystemDict::find(conn, &id)?.ok_or_else(|| ApiError::not_found(NO_SUCH_DICT))?)
        }
        None => None,
    };
    let parent_id = match &before {
        Some(row) => row.parent_id.clone(),
        None => filter_text(body.parent_id).unwrap_or_else(|| TOP.to_owned()),
    };
    let dict_value = required_text(body.dict_value, "字典名称", "字典名称不能为空", MAX_CHARS)?;
    let (code, dict_key) = if parent_id == TOP {
        let code = required_text(body.code, "字典编号", "字典编号不能为空", MAX_CHARS)?;
        (code, DICTIONARY_KEY.to_owned())
    } else {
        let parent = SystemDict::find(conn, &parent_id)?
            .filter(SystemDict::is_dictionary)
            .ok_or_else(|| ApiError::bad_request("上级字典不存在"))?;
        let key = required_text(body.dict_key, "字典键值", "字典键值不能为空", MAX_CHARS)?;
        if key == DICTIONARY_KEY {
            return Err(ApiError::bad_request("字典键值不能为-1"));
        }
        (parent.code, key)
    };
    let row = SystemDict {
        id: before
            .as_ref()
            .map_or_else(|| uuid::Uuid::new_v4().to_string(), |b| b.id.clone()),
        parent_id,
        code,
        dict_key,
        dict_value,
        sort: body.sort.unwrap_or(0),
        remark: body.remark.unwrap_or_default().trim().to_owned(),
        is_sealed: body.is_sealed.unwrap_or(false),
    };
    Ok((before, row))
}

fn save(
    conn: &mut DbConn,
    me: &User,
    now: i64,
    body: DictSubmitRequest,
) -> Result<SystemDict, ApiError> {
    let (before, row) = wanted(conn, body)?;
    if let Some(old) = &before {
        if old.is_sealed && (old.code != row.code || old.dict_key != row.dict_key) {
            return Err(ApiError::bad_request("封存的字典不能修改编号或键值"));
        }
    }
    if SystemDict::find_key(conn, &row.code, &row.dict_key)?.is_some_and(|other| other.id != row.id)
    {
        return Err(ApiError::bad_request(KEY_TAKEN));
    }
    match &before {
        Some(old) => {
            row.update(conn)?;
            if row.is_dictionary() && old.code != row.code {
                SystemDict::recode_children(conn, &row.id, &row.code)?;
            }
        }
        None => {
            row.insert(conn)?;
        }
    }
    audit::record(
        conn,
        me,
        now,
        Change {
            entity: SYS_DICT_ENTITY,
            entity_id: &row.id,
            action: if before.is_some() {
                Action::Update
            } else {
                Action::Create
            },
            before: before.as_ref(),
            after: Some(&row),
        },
    )?;
    Ok(row)
}

#[utoipa::path(
    post, path = "/api/blade-system/dict/submit", tag = "system", request_body = DictSubmitRequest,
    responses((status = 200, body = Envelope<SystemDict>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/dict/submit")]
pub async fn sys_dict_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<DictSubmitRequest>,
) -> ApiResult {
    require_writer(&me)?;
    let now = state.clock.now();
    let user = me.user;
    let body = body.into_inner();
    let saved = state
        .db(move |conn| transaction::write(conn, |conn| save(conn, &user, now, body)))
        .await?;
    Ok(ok(saved))
}
