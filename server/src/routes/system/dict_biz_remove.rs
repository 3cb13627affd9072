//! `POST /api/blade-system/dict-biz/remove?ids=a,b`: the administrator removes entries of
//! their tenant's business dictionaries, each recorded in the audit log in the same
//! transaction (issue 20). An id that is no entry of the tenant removes nothing at all.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{require_admin, DICT_ENTITY, NO_SUCH_DICT_ENTRY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::transaction,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{dictionary::DictEntry, dictionary_admin::DictRecord},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DictRemoveQuery {
    /// The entries' ids, separated by commas.
    pub ids: Option<String>,
}

#[utoipa::path(
    post, path = "/api/blade-system/dict-biz/remove", tag = "system", params(DictRemoveQuery),
    responses((status = 200, body = Envelope<Vec<DictRecord>>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/dict-biz/remove")]
pub async fn dict_biz_remove(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<DictRemoveQuery>,
) -> ApiResult {
    require_admin(&me)?;
    let mut ids: Vec<String> = query
        .into_inner()
        .ids
        .unwrap_or_default()
        .split(',')
        .map(|id| id.trim().to_owned())
        .filter(|id| !id.is_empty())
        .collect();
    ids.sort();
    ids.dedup();
    if ids.is_empty() {
        return Err(ApiError::bad_request("请选择要删除的字典项"));
    }
    let now = state.clock.now();
    let user = me.user;
    let removed = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let entries = DictEntry::find_many(conn, &user.tenant_id, &ids)?;
                if entries.len() != ids.len() {
                    return Err(ApiError::not_found(NO_SUCH_DICT_ENTRY));
                }
                let mut removed = Vec::with_capacity(entries.len());
                for entry in entries {
                    entry.delete(conn)?;
                    let record = DictRecord::from(entry);
                    audit::record(
                        conn,
                        &user,
                        now,
                        Change {
                            entity: DICT_ENTITY,
                            entity_id: &record.id,
                            action: Action::Remove,
                            before: Some(&record),
                            after: None,
                        },
                    )?;
                    removed.push(record);
                }
                Ok(removed)
            })
        })
        .await?;
    state.answers_changed();
    Ok(ok(removed))
}
