//! `GET studio/definitions`: every flow, form, script and flow fragment with its latest
//! version, draft and, for flows, the running applications per version; for forms and rules,
//! the flows whose latest version uses them.

use std::collections::BTreeMap;

use actix_web::{get, web};
use serde_json::{json, Value};

use crate::{
    envelope::{ok, ApiResult},
    models::definition::{DefinitionDraft, DefinitionVersion, FLOW, FORM, FRAGMENT, SCRIPT},
    state::AppState,
    studio::{beijing, load::running, Analyst},
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/definitions", tag = "studio",
    responses(
        (status = 200, description = "every flow, form, script and fragment: latest version, draft, running instances per version, flows using it", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/definitions")]
pub async fn definitions(state: web::Data<AppState>, _: Analyst) -> ApiResult {
    let shared = state.clone();
    let list = state
        .db(move |conn| {
            let drafts: BTreeMap<(String, String), DefinitionDraft> = DefinitionDraft::all(conn)?
                .into_iter()
                .map(|d| ((d.kind.clone(), d.def_key.clone()), d))
                .collect();
            let names = crate::studio::names(conn, drafts.values().map(|d| d.updated_by.clone()))?;
            let flows = shared.flows.latest_all();
            let mut list = Vec::new();
            for kind in [FLOW, FORM, SCRIPT, FRAGMENT] {
                let mut latest: BTreeMap<String, DefinitionVersion> = BTreeMap::new();
                for row in DefinitionVersion::all(conn, kind)? {
                    latest.insert(row.def_key.clone(), row);
                }
                for (key, row) in latest {
                    let draft = drafts.get(&(kind.to_owned(), key.clone()));
                    let mut item = json!({
                        "kind": kind, "key": key, "name": row.name,
                        "latestVersion": row.version, "publishedAt": beijing(row.published_at),
                        "hasDraft": draft.is_some(), "draftBy": draft.map(|d| crate::studio::name_of(&names, &d.updated_by)),
                    });
                    if kind == FLOW {
                        let running: Vec<Value> = running(conn, &key)?
                            .into_iter()
                            .map(|(version, count)| json!({"version": version, "count": count}))
                            .collect();
                        item["running"] = json!(running);
                        item["formId"] = json!(flows
                            .iter()
                            .find(|f| f.app_id == key)
                            .map(|f| f.form.id.clone()));
                    } else if kind == FORM {
                        item["usedBy"] = json!(flows
                            .iter()
                            .filter(|f| f.form.id == key)
                            .map(|f| f.app_id.clone())
                            .collect::<Vec<_>>());
                    } else {
                        item["usedBy"] = json!(shared
                            .flows
                            .users_of(&key, kind == FRAGMENT)
                            .iter()
                            .map(|f| f.app_id.clone())
                            .collect::<Vec<_>>());
                    }
                    list.push(item);
                }
            }
            Ok(list)
        })
        .await?;
    Ok(ok(list))
}
