//! Moving running applications to a newer version of their flow. An application moves only
//! when its recorded history, replayed on that version, goes exactly as it went: then the
//! replayed instance, pinned to the new version, replaces it, and the move is recorded.

use diesel::prelude::*;
use serde::Serialize;

use super::dry_run::{replay_application, FormChecker};
use crate::{
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    error::ApiError,
    lifecycle::instance_of,
    models::application::Application,
    schema::{applications, instance_migrations},
    state::AppState,
};

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Migrated {
    pub uuid: String,
    pub biz_sn: String,
    pub from_version: u32,
    pub to_version: u32,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Refused {
    pub uuid: String,
    pub biz_sn: String,
    pub reason: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MigrationReport {
    pub migrated: Vec<Migrated>,
    pub refused: Vec<Refused>,
}

#[derive(Debug, Serialize, Queryable)]
#[serde(rename_all = "camelCase")]
pub struct MigrationRecord {
    pub uuid: String,
    pub biz_sn: String,
    pub from_version: i32,
    pub to_version: i32,
    pub migrated_by: String,
    pub migrated_at: i64,
}

/// Migrates the running applications of `app_id` in the analyst's tenant (or only `uuids`)
/// to `to_version`, each in its own transaction.
pub fn migrate(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    app_id: &str,
    to_version: u32,
    uuids: Option<Vec<String>>,
) -> Result<MigrationReport, ApiError> {
    let target = state
        .flows
        .get(app_id, to_version)
        .ok_or_else(ApiError::no_such_version)?;
    let form = state
        .forms
        .get(&target.form.id, target.form.version)
        .ok_or_else(ApiError::no_such_form)?;
    let mut query = applications::table
        .filter(applications::tenant_id.eq(&me.user.tenant_id))
        .filter(applications::app_id.eq(app_id))
        .filter(applications::status.eq("running"))
        .into_boxed();
    if let Some(uuids) = &uuids {
        query = query.filter(applications::id.eq_any(uuids));
    }
    let running: Vec<Application> = query
        .order(applications::created_at.asc())
        .select(Application::as_select())
        .load(conn)?;
    let mut checker = FormChecker::new(form, state.clock.now());
    let mut report = MigrationReport {
        migrated: Vec::new(),
        refused: Vec::new(),
    };
    for app in running {
        let refuse = |reason: String| Refused {
            uuid: app.id.clone(),
            biz_sn: app.biz_sn.clone(),
            reason,
        };
        let from = instance_of(&app)?.pin.flow_version;
        if from >= to_version {
            report
                .refused
                .push(refuse(format!("已在 v{from}，不需迁移")));
            continue;
        }
        let outcome = transaction::write(conn, |conn| {
            // Read again inside the transaction: a step taken since must not be lost.
            let Some(fresh) = Application::find(conn, &app.tenant_id, &app.id)? else {
                return Ok(Err("申请不存在".to_owned()));
            };
            let (replayed, steps) = replay_application(conn, &fresh, &target, &mut checker)?;
            let replayed = match replayed {
                None => return Ok(Err("没有记录的办理历史，无法证明迁移安全".to_owned())),
                Some(r) => r,
            };
            if let Some(difference) = replayed.difference {
                return Ok(Err(format!("试运行有差异：{}", difference.message)));
            }
            let Some(instance) = replayed.instance else {
                return Ok(Err(format!("{steps} 步历史无法重放")));
            };
            let moved = Application {
                instance: serde_json::to_string(&instance).map_err(ApiError::internal)?,
                revision: fresh.revision + 1,
                updated_at: state.clock.now(),
                ..fresh.clone()
            };
            if !moved.update_if_unchanged(conn, fresh.revision)? {
                return Err(ApiError::Conflict("该申请刚被处理，请刷新后再试".into()));
            }
            diesel::insert_into(instance_migrations::table)
                .values((
                    instance_migrations::id.eq(uuid::Uuid::new_v4().to_string()),
                    instance_migrations::tenant_id.eq(&fresh.tenant_id),
                    instance_migrations::application_id.eq(&fresh.id),
                    instance_migrations::app_id.eq(app_id),
                    instance_migrations::from_version.eq(from as i32),
                    instance_migrations::to_version.eq(to_version as i32),
                    instance_migrations::migrated_by.eq(&me.user.id),
                    instance_migrations::migrated_at.eq(state.clock.now()),
                ))
                .execute(conn)?;
            Ok(Ok(()))
        });
        match outcome {
            Ok(Ok(())) => report.migrated.push(Migrated {
                uuid: app.id.clone(),
                biz_sn: app.biz_sn.clone(),
                from_version: from,
                to_version,
            }),
            Ok(Err(reason)) => report.refused.push(refuse(reason)),
            Err(ApiError::Conflict(reason)) => report.refused.push(refuse(reason)),
            Err(other) => return Err(other),
        }
    }
    Ok(report)
}

/// The migrations of a flow in the analyst's tenant, newest first.
pub fn history(
    conn: &mut DbConn,
    tenant: &str,
    app_id: &str,
) -> Result<Vec<MigrationRecord>, ApiError> {
    Ok(instance_migrations::table
        .inner_join(applications::table)
        .filter(instance_migrations::tenant_id.eq(tenant))
        .filter(instance_migrations::app_id.eq(app_id))
        .order(instance_migrations::migrated_at.desc())
        .select((
            instance_migrations::application_id,
            applications::biz_sn,
            instance_migrations::from_version,
            instance_migrations::to_version,
            instance_migrations::migrated_by,
            instance_migrations::migrated_at,
        ))
        .load(conn)?)
}
