//! `POST /api/blade-system/region/submit`: the platform administrator creates an
//! administrative region under a parent (no id) or renames and re-sorts one (id: its code),
//! recorded in the audit log in the same transaction (issue 20). Codes follow GB/T 2260 as the
//! seeded regions do: six digits; a province `XX0000` under `00`, a city `XXYY00` under its
//! province `XX0000`, a district `XXYYZZ` under its city `XXYY00`; at most three levels.

use actix_web::{post, web};
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{require_region_admin, required_text, NO_SUCH_REGION, REGION_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        region::{Region, ROOT},
        region_admin::RegionRecord,
        user::User,
    },
    state::AppState,
};

/// The longest name, in characters.
const MAX_NAME_CHARS: usize = 50;
/// Province, city, district.
const MAX_LEVEL: i32 = 3;

pub const TAKEN: &str = "区划编号已存在";
pub const NO_PARENT: &str = "上级区划不存在";

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegionSubmitRequest {
    /// The code of the region to change; none to create one.
    pub id: Option<String>,
    /// 区划编号: six digits (unchangeable once created).
    pub code: Option<String>,
    /// The parent's code, `00` (default) for a province; only read on creation.
    pub parent_code: Option<String>,
    /// 区划名称.
    pub name: Option<String>,
    /// Order among its siblings; a new region goes last by default.
    pub sort: Option<i32>,
}

fn trimmed(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty())
}

/// Refuses a code that does not extend its parent's as GB/T 2260 does at `level`.
fn check_code(code: &str, parent: &str, level: i32) -> Result<(), ApiError> {
    if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ApiError::bad_request("区划编号须为6位数字"));
    }
    let (fits, rule) = match level {
        1 => (
            code.ends_with("0000") && !code.starts_with("00"),
            "省级区划编号须为前2位非00、后4位为0000的6位数字",
        ),
        2 => (
            code[..2] == parent[..2] && &code[2..4] != "00" && code.ends_with("00"),
            "市级区划编号须以上级编号的前2位开头、第3至4位非00、以00结尾",
        ),
        _ => (
            code[..4] == parent[..4] && &code[4..] != "00",
            "区县级区划编号须以上级编号的前4位开头、末2位非00",
        ),
    };
    if fits {
        Ok(())
    } else {
        Err(ApiError::bad_request(rule))
    }
}

/// The level a new region under `parent` takes, or why it cannot be created there.
fn level_under(conn: &mut DbConn, parent: &str) -> Result<i32, ApiError> {
    if parent == ROOT {
        return Ok(1);
    }
    let parent = Region::find(conn, parent)?.ok_or_else(|| ApiError::bad_request(NO_PARENT))?;
    if parent.level >= MAX_LEVEL {
        return Err(ApiError::bad_request("区县下不能再添加下级区划"));
    }
    Ok(parent.level + 1)
}

fn create(conn: &mut DbConn, body: RegionSubmitRequest, name: String) -> Result<Region, ApiError> {
    let code = trimmed(body.code).ok_or_else(|| ApiError::bad_request("区划编号不能为空"))?;
    let parent = trimmed(body.parent_code).unwrap_or_else(|| ROOT.to_owned());
    let level = level_under(conn, &parent)?;
    check_code(&code, &parent, level)?;
    if Region::find(conn, &code)?.is_some() {
        return Err(ApiError::bad_request(TAKEN));
    }
    let sort = match body.sort {
        Some(sort) => sort,
        None => Region::next_sort(conn, &parent)?,
    };
    let region = Region {
        code,
        parent_code: parent,
        name,
        level,
        sort,
    };
    match region.insert(conn) {
        Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => {
            Err(ApiError::bad_request(TAKEN))
        }
        written => Ok(written.map(|()| region)?),
    }
}

/// Writes the region and its audit entry; answers the region as saved.
fn save(
    conn: &mut DbConn,
    me: &User,
    now: i64,
    body: RegionSubmitRequest,
    name: String,
) -> Result<RegionRecord, ApiError> {
    let (before, region) = match trimmed(body.id.clone()) {
        Some(id) => {
            let old =
                Region::find(conn, &id)?.ok_or_else(|| ApiError::not_found(NO_SUCH_REGION))?;
            if trimmed(body.code).is_some_and(|code| code != old.code) {
                return Err(ApiError::bad_request("区划编号不能修改"));
            }
            let region = Region {
                name,
                sort: body.sort.unwrap_or(old.sort),
                ..old.clone()
            };
            region.rename(conn)?;
            (Some(RegionRecord::from(old)), region)
        }
        None => (None, create(conn, body, name)?),
    };
    let after = RegionRecord::from(region);
    audit::record(
        conn,
        me,
        now,
        Change {
            entity: REGION_ENTITY,
            entity_id: &after.code,
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
    post, path = "/api/blade-system/region/submit", tag = "system", request_body = RegionSubmitRequest,
    responses((status = 200, body = Envelope<RegionRecord>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/region/submit")]
pub async fn region_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<RegionSubmitRequest>,
) -> ApiResult {
    require_region_admin(&me)?;
    let body = body.into_inner();
    let name = required_text(
        body.name.clone(),
        "区划名称",
        "区划名称不能为空",
        MAX_NAME_CHARS,
    )?;
    let now = state.clock.now();
    let user = me.user;
    let saved = state
        .db(move |conn| transaction::write(conn, |conn| save(conn, &user, now, body, name)))
        .await?;
    Ok(ok(saved))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_extends_its_parent_as_gb_t_2260_does() {
        assert!(check_code("610000", ROOT, 1).is_ok());
        assert!(check_code("610100", "610000", 2).is_ok());
        assert!(check_code("610199", "610100", 3).is_ok());
        for (code, parent, level) in [
            ("61000", ROOT, 1),
            ("61a000", ROOT, 1),
            ("610100", ROOT, 1),
            ("000000", ROOT, 1),
            ("620100", "610000", 2),
            ("610000", "610000", 2),
            ("610101", "610000", 2),
            ("610200", "610100", 3),
            ("610201", "610100", 3),
        ] {
            assert!(check_code(code, parent, level).is_err(), "{code}");
        }
    }
}
