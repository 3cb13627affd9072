//! `POST /api/blade-system/param-biz/remove?ids=a,b`: the administrator removes business
//! parameters of their tenant, each recorded in the audit log in the same transaction
//! (issue 20). An id that is no parameter of the tenant removes nothing at all.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{id_list, require_admin, NO_SUCH_PARAM, PARAM_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::transaction,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::param_admin::{ParamRecord, ParamRow},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ParamRemoveQuery {
    /// The parameters' ids, separated by commas.
    pub ids: Option<String>,
}

#[utoipa::path(
    post, path = "/api/blade-system/param-biz/remove", tag = "system", params(ParamRemoveQuery),
    responses((status = 200, body = Envelope<Vec<ParamRecord>>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/param-biz/remove")]
pub async fn param_biz_remove(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ParamRemoveQuery>,
) -> ApiResult {
    require_admin(&me)?;
    let ids = id_list(query.into_inner().ids);
    if ids.is_empty() {
        return Err(ApiError::bad_request("请选择要删除的参数"));
    }
    let now = state.clock.now();
    let user = me.user;
    let removed = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let rows = ParamRow::find_many(conn, &user.tenant_id, &ids)?;
                if rows.len() != ids.len() {
                    return Err(ApiError::not_found(NO_SUCH_PARAM));
                }
                let mut removed = Vec::with_capacity(rows.len());
                for row in rows {
                    row.delete(conn)?;
                    let record = ParamRecord::from(row);
                    audit::record(
                        conn,
                        &user,
                        now,
                        Change {
                            entity: PARAM_ENTITY,
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
    // the public parameter answers are cached for a few seconds
    state.answers_changed();
    Ok(ok(removed))
}
