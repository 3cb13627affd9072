//! Submit: the applicant's form checked with the compiled schema the browser used, the step
//! taken, and the register's checks rehearsed.

use engine::{flow::ActionKind, instance::Action};
use serde_json::Value;

use super::{
    access::actor,
    act::{act, Prepared, Step},
    applicant::applicants_instance,
    validate, Scope,
};
use crate::error::ApiError;

pub fn submit(
    scope: &mut Scope,
    app_id: &str,
    uuid: Option<String>,
    (data, source): (Value, Option<&str>),
    (confirmed, confirmed_warnings): (bool, &[String]),
) -> Result<Prepared, ApiError> {
    let actor = actor(scope.me);
    let applicant = applicants_instance(
        scope,
        (app_id, uuid),
        (&data, source),
        (ActionKind::Submit, confirmed),
    )?;
    let task = applicant.applicants_task("该申请当前不能提交")?;
    let (node, task_id) = (task.node.clone(), task.id);
    let checked = validate::checked(
        scope,
        &applicant.def,
        &node,
        &data,
        &applicant.instance,
        confirmed_warnings,
    )?;
    let action = Action::Submit {
        task: task_id,
        data: checked,
        confirmed,
    };
    let step = Step {
        def: &applicant.def,
        instance: &applicant.instance,
        actor: &actor,
        ctx: &applicant.ctx,
        now: scope.now,
    };
    let mut prepared = act(step, action, applicant.existing, applicant.started)?;
    // What the register would refuse at the final review is refused now (01 §4: one truth
    // for every check); the effects run again, for real, when the flow reaches them.
    prepared.rehearse = prepared.def.effects().map(str::to_owned).collect();
    Ok(prepared)
}
