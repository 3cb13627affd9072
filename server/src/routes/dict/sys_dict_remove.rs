//! `POST /api/blade-system/dict/remove?ids=a,b`: the platform administrator removes rows of the
//! system dictionary, each audited, all or none: a sealed row (封存的字典不能删除) or a
//! dictionary with entries (请先删除子字典) is refused, and so is an unknown id.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{require_writer, NO_SUCH_DICT, SYS_DICT_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::transaction,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::system_dict::SystemDict,
    routes::system::support::id_list,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DictRemoveQuery {
    /// The rows' ids, comma-separated.
    pub ids: Option<String>,
}

#[utoipa::path(
    post, path = "/api/blade-system/dict/remove", tag = "system", params(DictRemoveQuery),
    responses((status = 200, body = Envelope<Vec<SystemDict>>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/dict/remove")]
pub async fn sys_dict_remove(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<DictRemoveQuery>,
) -> ApiResult {
    require_writer(&me)?;
    let ids = id_list(query.into_inner().ids);
    if ids.is_empty() {
        return Err(ApiError::bad_request("请选择要删除的字典"));
    }
    let now = state.clock.now();
    let actor = me.user;
    let removed = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let mut removed = Vec::new();
                for id in &ids {
                    let row = SystemDict::find(conn, id)?
                        .ok_or_else(|| ApiError::not_found(NO_SUCH_DICT))?;
                    if row.is_sealed {
                        return Err(ApiError::bad_request("封存的字典不能删除"));
                    }
                    // entries removed earlier in this call no longer count
                    if SystemDict::children_count(conn, id)? > 0 {
                        return Err(ApiError::bad_request("请先删除子字典"));
                    }
                    SystemDict::remove(conn, id)?;
                    audit::record(
                        conn,
                        &actor,
                        now,
                        Change {
                            entity: SYS_DICT_ENTITY,
                            entity_id: id,
                            action: Action::Remove,
                            before: Some(&row),
                            after: None,
                        },
                    )?;
                    removed.push(row);
                }
                Ok(removed)
            })
        })
        .await?;
    Ok(ok(removed))
}
