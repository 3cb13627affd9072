//! The analysts' studio: definitions published in the database with numbered, immutable
//! versions, drafts checked as they are typed, a dry-run of a draft over the recorded history
//! of recent applications, publication refused while a draft fails its checks, and the
//! migration of running applications where the dry-run proves it changes nothing for them.
//! Only analysts use it.

pub mod bench;
pub mod check;
pub mod dry_run;
pub mod examples;
pub mod export;
pub mod from_application;
pub mod load;
pub mod migrate;
pub mod probe;
pub mod publish;
pub mod recent_applications;
pub mod recorded_path;
pub mod rule_publish;
pub mod rules;
pub mod texts;
pub mod versions;

use std::{future::Future, pin::Pin};

use actix_web::{dev::Payload, FromRequest, HttpRequest};

use crate::{
    auth::{current_user::CurrentUser, role::roles},
    error::ApiError,
};

/// The signed-in analyst: every studio call takes one, so anyone else is answered 403.
pub struct Analyst(pub CurrentUser);

impl FromRequest for Analyst {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let me = CurrentUser::from_request(req, payload);
        Box::pin(async move {
            let me = me.await?;
            if me.user.role_name == roles::ANALYST {
                Ok(Analyst(me))
            } else {
                Err(ApiError::forbidden("无权访问流程与表单设计"))
            }
        })
    }
}

/// `flow`, `form`, `script` or `fragment`, or 400.
pub fn kind(kind: &str) -> Result<&'static str, ApiError> {
    use crate::models::definition::{FLOW, FORM, FRAGMENT, SCRIPT};
    match kind {
        FLOW => Ok(FLOW),
        FORM => Ok(FORM),
        SCRIPT => Ok(SCRIPT),
        FRAGMENT => Ok(FRAGMENT),
        _ => Err(ApiError::bad_request(
            "定义类型须为 flow、form、script 或 fragment",
        )),
    }
}

/// Who published, drafted or migrated, by name: the tables keep user ids (the repository's
/// first versions say 仓库).
pub fn names(
    conn: &mut crate::db::DbConn,
    ids: impl IntoIterator<Item = String>,
) -> Result<std::collections::BTreeMap<String, String>, ApiError> {
    use diesel::prelude::*;
    let ids: Vec<String> = ids.into_iter().collect();
    let mut names: std::collections::BTreeMap<String, String> = crate::schema::users::table
        .filter(crate::schema::users::id.eq_any(&ids))
        .select((crate::schema::users::id, crate::schema::users::name))
        .load::<(String, String)>(conn)?
        .into_iter()
        .collect();
    names.insert(load::REPOSITORY.into(), "仓库".into());
    Ok(names)
}

/// The name of `id` among `names`, else the id.
pub fn name_of(names: &std::collections::BTreeMap<String, String>, id: &str) -> String {
    names.get(id).cloned().unwrap_or_else(|| id.to_owned())
}

/// A time for the screens, `yyyy-MM-dd HH:mm:ss` in Beijing.
pub use crate::clock::beijing_text as beijing;
