//! Who acts and who may look: the engine's actor for the signed-in user, and the readers of
//! an application.

use engine::instance::Actor;

use crate::{
    auth::{current_user::CurrentUser, role::roles::ADMINISTRATOR},
    error::ApiError,
    models::application::{Application, TaskRow},
};

pub fn actor(me: &CurrentUser) -> Actor {
    Actor {
        id: me.user.id.clone(),
        roles: vec![me.user.role_name.clone()],
        landing_mode: me.user.landing_mode.clone(),
    }
}

/// Who may read an application: its applicant, whoever acted on one of its tasks or holds a
/// role one of them names, and the administrator.
pub fn ensure_may_view(
    app: &Application,
    tasks: &[TaskRow],
    me: &CurrentUser,
) -> Result<(), ApiError> {
    let (user, role) = (&me.user.id, &me.user.role_name);
    let involved = app.applicant_id == *user
        || tasks
            .iter()
            .any(|t| t.closed_by.as_deref() == Some(user.as_str()) || t.names_role(role));
    if involved || role == ADMINISTRATOR {
        Ok(())
    } else {
        Err(ApiError::forbidden("无权查看该申请"))
    }
}
