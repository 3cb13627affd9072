//! What an approver decides on (02 §4, issue 15): for one application, its applicant and
//! every account it names by holder name with the current balances, the history of every
//! earlier decision with its memo, what changed since the last return, and the charge. Staff
//! and the candidates of one of its review tasks may ask; nobody else (the applicant neither).

pub mod changes;
pub mod parties;

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    db::DbConn,
    error::ApiError,
    lifecycle::instance_of,
    models::{
        application::{Application, TaskRow},
        charge::Charge,
        user::User,
    },
    state::AppState,
};

pub use changes::{ChangedField, Changes};
pub use parties::{Balance, Party};

/// A user by id and name.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Person {
    pub id: String,
    pub name: Option<String>,
}

/// One decision taken on the application: the node, who, what, the memo, when.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Memo {
    pub task_no: i32,
    pub node_id: String,
    pub node_name: String,
    pub actor_id: Option<String>,
    pub actor_name: Option<String>,
    /// submit, approve, return, reject, withdraw.
    pub action: Option<String>,
    pub memo: Option<String>,
    /// Seconds.
    pub at: Option<i64>,
}

/// The charge of the business: recorded when the applicant submitted (or, before that, what
/// the flow's charge rule computed), and whether it is paid.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChargeView {
    /// Yuan, two decimals.
    pub amount: String,
    /// Paid.
    pub collected: bool,
    pub charge_sn: Option<String>,
    /// The charge base, yuan.
    pub base: Option<String>,
    /// The business may complete only once paid.
    pub payment_required: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApprovalContext {
    pub uuid: String,
    pub biz_sn: String,
    pub app_id: String,
    pub biz_type_name: String,
    pub applicant: Person,
    /// When the applicant last submitted (seconds).
    pub submitted_at: Option<i64>,
    pub parties: Vec<Party>,
    pub memos: Vec<Memo>,
    /// None before the first return.
    pub changes: Option<Changes>,
    pub charge: Option<ChargeView>,
}

/// Staff, and the users whose role one of the application's review tasks names.
fn ensure_may_review(tasks: &[TaskRow], me: &CurrentUser) -> Result<(), ApiError> {
    let candidate = tasks.iter().any(|t| t.names_role(&me.user.role_name));
    if candidate || me.landing_mode() == LandingMode::Mgr {
        Ok(())
    } else {
        Err(ApiError::forbidden("无权查看该申请的审批信息"))
    }
}

/// Every closed task, in the order it was decided, with the actor's name.
fn memos(conn: &mut DbConn, tasks: &[TaskRow]) -> Result<Vec<Memo>, ApiError> {
    let mut closed: Vec<&TaskRow> = tasks.iter().filter(|t| !t.open).collect();
    closed.sort_by_key(|t| (t.closed_at, t.task_no));
    let ids: Vec<String> = closed.iter().filter_map(|t| t.closed_by.clone()).collect();
    let names = User::names(conn, &ids)?;
    Ok(closed
        .into_iter()
        .map(|t| Memo {
            task_no: t.task_no,
            node_id: t.node.clone(),
            node_name: t.node_name.clone(),
            actor_name: t.closed_by.as_ref().and_then(|id| names.get(id).cloned()),
            actor_id: t.closed_by.clone(),
            action: t.action.clone(),
            memo: t.memo.clone().filter(|m| !m.trim().is_empty()),
            at: t.closed_at,
        })
        .collect())
}

/// The approval context of the caller's tenant's application `uuid`.
pub fn context(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    uuid: &str,
) -> Result<ApprovalContext, ApiError> {
    let app = Application::find(conn, &me.user.tenant_id, uuid)?
        .ok_or_else(ApiError::no_such_application)?;
    let tasks = TaskRow::of_application(conn, &app.id)?;
    ensure_may_review(&tasks, me)?;
    let instance = instance_of(&app)?;
    let def = state
        .flows
        .of(&instance)
        .ok_or_else(ApiError::no_such_business)?;
    let labels = state
        .forms
        .compiled(
            &def.form.id,
            def.form.version,
            "detail",
            engine::form::TaskState::Done,
        )
        .map(|compiled| compiled.labels.clone())
        .unwrap_or_default();
    let parties = parties::of_form(conn, &app.tenant_id, &instance.form, &labels)?;
    let changes = changes::since_last_return(conn, &app.id, &labels)?;
    let payment_required = def.fee.payment_required();
    let charge = match Charge::of_application(conn, &app.id)? {
        Some(c) => Some(ChargeView {
            collected: c.is_paid(),
            amount: c.amount,
            charge_sn: Some(c.charge_sn),
            base: Some(c.base),
            payment_required,
        }),
        None => instance
            .charge
            .map(|base| def.fee.amount(base))
            .filter(|fee| fee.is_sign_positive() && !fee.is_zero())
            .map(|fee| ChargeView {
                amount: crate::charging::money(fee),
                collected: false,
                charge_sn: None,
                base: None,
                payment_required,
            }),
    };
    let applicant_name =
        User::names(conn, std::slice::from_ref(&app.applicant_id))?.remove(&app.applicant_id);
    Ok(ApprovalContext {
        memos: memos(conn, &tasks)?,
        uuid: app.id,
        biz_sn: app.biz_sn,
        app_id: app.app_id,
        biz_type_name: app.biz_type_name,
        applicant: Person {
            id: app.applicant_id,
            name: applicant_name,
        },
        submitted_at: app.submitted_at,
        parties,
        changes,
        charge,
    })
}
