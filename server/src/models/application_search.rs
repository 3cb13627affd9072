//! 流程查询 (/queryPage/processQuery2): every application of a tenant, for staff, filtered by
//! business (appId), status, applicant (name or account, part), submission dates and serial
//! number, newest first, with the applicant's name and the node it waits at; 我的申请
//! (/queryPage/bizApplication2) the same search of one applicant's applications.

use diesel::prelude::*;

use crate::{
    clock::Timestamp,
    db::DbConn,
    models::{application::Application, containing, LIKE_ESCAPE},
    paging::{counted, Counted},
    schema::{applications, pledgee_infos, tasks, users},
};

type Backend = <DbConn as Connection>::Backend;

/// What the staff's query filters by; empty fields match everything.
#[derive(Clone, Debug, Default)]
pub struct ApplicationSearch {
    pub tenant: String,
    /// Only this user's applications (我的申请).
    pub applicant_id: Option<String>,
    pub app_id: Option<String>,
    /// running, approved, rejected, withdrawn.
    pub status: Option<String>,
    /// Part of the applicant's name or account.
    pub applicant: Option<String>,
    /// Started at or after (seconds).
    pub from: Option<Timestamp>,
    /// Started before (seconds).
    pub until: Option<Timestamp>,
    /// Part of the business serial number.
    pub biz_sn: Option<String>,
    /// The pledgees' signing state (`ext8`): 0 one waiting (none refused), 1 all signed, 2 one
    /// refused; applications without pledgees match none of them.
    pub ext8: Option<i32>,
}

/// One found application with its applicant's name and account, and the name of the node it
/// waits at (its open task), if any.
pub struct Found {
    pub app: Application,
    pub applicant_name: String,
    pub applicant_account: String,
    pub waiting_at: Option<String>,
}

/// The search's filters on the application's own columns, on either query over the
/// applications (with their applicants, or alone).
macro_rules! on_the_application {
    ($search:expr, $from:expr) => {{
        let search = $search;
        let mut q = $from
            .into_boxed::<Backend>()
            .filter(applications::tenant_id.eq(search.tenant.as_str()));
        if let Some(user) = &search.applicant_id {
            q = q.filter(applications::applicant_id.eq(user.as_str()));
        }
        if let Some(app_id) = &search.app_id {
            q = q.filter(applications::app_id.eq(app_id.as_str()));
        }
        if let Some(status) = &search.status {
            q = q.filter(applications::status.eq(status.as_str()));
        }
        if let Some(from) = search.from {
            q = q.filter(applications::created_at.ge(from));
        }
        if let Some(until) = search.until {
            q = q.filter(applications::created_at.lt(until));
        }
        if let Some(state) = search.ext8 {
            let with = |status: i32| {
                pledgee_infos::table
                    .filter(pledgee_infos::status.eq(status))
                    .select(pledgee_infos::application_id)
            };
            q = match state {
                0 => q
                    .filter(applications::id.eq_any(with(0)))
                    .filter(applications::id.ne_all(with(2))),
                1 => q.filter(applications::id.eq_any(with(1))).filter(
                    applications::id.ne_all(
                        pledgee_infos::table
                            .filter(pledgee_infos::status.ne(1))
                            .select(pledgee_infos::application_id),
                    ),
                ),
                _ => q.filter(applications::id.eq_any(with(2))),
            };
        }
        if let Some(sn) = &search.biz_sn {
            q = q.filter(
                applications::biz_sn
                    .like(containing(sn))
                    .escape(LIKE_ESCAPE),
            );
        }
        q
    }};
}

impl ApplicationSearch {
    fn filtered(
        &self,
    ) -> diesel::dsl::IntoBoxed<
        '_,
        diesel::dsl::InnerJoin<applications::table, users::table>,
        Backend,
    > {
        let mut q = on_the_application!(self, applications::table.inner_join(users::table));
        if let Some(who) = &self.applicant {
            let p = containing(who);
            q = q.filter(
                users::name
                    .like(p.clone())
                    .escape(LIKE_ESCAPE)
                    .or(users::account.like(p).escape(LIKE_ESCAPE)),
            );
        }
        q
    }

    /// One page of the matching applications, newest first, each with the node it waits at,
    /// and how many match.
    pub fn page(&self, conn: &mut DbConn, offset: i64, limit: i64) -> QueryResult<Counted<Found>> {
        let total = self.count(conn)?;
        let rows = self
            .filtered()
            .order((applications::created_at.desc(), applications::id.desc()))
            .offset(offset)
            .limit(limit)
            .select((Application::as_select(), users::name, users::account))
            .load(conn)?;
        Ok((with_nodes(conn, rows)?, total))
    }

    /// How many applications match: in the applications' indexes alone unless the applicant's
    /// name or account is searched (every application has its applicant: the join drops none).
    pub fn count(&self, conn: &mut DbConn) -> QueryResult<i64> {
        if self.is_by_business_and_status() {
            let app_ids = self.app_id.clone().map(|code| vec![code]);
            let statuses = self.status.clone().map(|code| vec![code]);
            return crate::tallies::count(
                conn,
                &self.tenant,
                app_ids.as_deref(),
                statuses.as_deref(),
            );
        }
        match self.applicant {
            Some(_) => self.filtered().count().get_result(conn),
            None => on_the_application!(self, applications::table)
                .count()
                .get_result(conn),
        }
    }

    /// Whether the search asks for nothing but the tenant's businesses of a business and a
    /// status: then the tallies have the count.
    fn is_by_business_and_status(&self) -> bool {
        let ApplicationSearch {
            tenant: _,
            applicant_id,
            app_id: _,
            status: _,
            applicant,
            from,
            until,
            biz_sn,
            ext8,
        } = self;
        applicant_id.is_none()
            && applicant.is_none()
            && from.is_none()
            && until.is_none()
            && biz_sn.is_none()
            && ext8.is_none()
    }

    /// The next `limit` matching applications after `after` (the created time and id of the
    /// last one read) in the list's order, newest first (ties by id, descending, the order of
    /// the index applications_tenant_created read backwards): keyset paging, so that reading a long
    /// list through costs the same for its last rows as for its first (an export).
    pub fn after(
        &self,
        conn: &mut DbConn,
        after: Option<&(Timestamp, String)>,
        limit: i64,
    ) -> QueryResult<Vec<Found>> {
        let mut q = self.filtered();
        if let Some((at, id)) = after {
            q = q.filter(
                applications::created_at.lt(*at).or(applications::created_at
                    .eq(*at)
                    .and(applications::id.lt(id.clone()))),
            );
        }
        let rows = q
            .order((applications::created_at.desc(), applications::id.desc()))
            .limit(limit)
            .select((Application::as_select(), users::name, users::account))
            .load(conn)?;
        with_nodes(conn, rows)
    }
}

/// The found rows with the node each waits at.
fn with_nodes(
    conn: &mut DbConn,
    rows: Vec<(Application, String, String)>,
) -> QueryResult<Vec<Found>> {
    let ids: Vec<String> = rows.iter().map(|(a, _, _)| a.id.clone()).collect();
    let mut nodes = open_node_names(conn, &ids)?;
    Ok(rows
        .into_iter()
        .map(|(app, applicant_name, applicant_account)| Found {
            waiting_at: nodes.remove(&app.id),
            app,
            applicant_name,
            applicant_account,
        })
        .collect())
}

/// The names of the nodes the applications wait at (their open tasks), by application id.
fn open_node_names(
    conn: &mut DbConn,
    ids: &[String],
) -> QueryResult<std::collections::HashMap<String, String>> {
    let rows: Vec<(String, String)> = tasks::table
        .filter(tasks::application_id.eq_any(ids))
        .filter(tasks::open)
        .select((tasks::application_id, tasks::node_name))
        .load(conn)?;
    Ok(rows.into_iter().collect())
}

/// The user's running applications waiting at `node` (the draft at `apply`, the returned at
/// `UpdateApplyApprove`), last changed first: the first `limit` and how many in all.
pub fn waiting_at(
    conn: &mut DbConn,
    user: &str,
    node: &str,
    limit: i64,
) -> QueryResult<Counted<Application>> {
    let query = || {
        applications::table
            .filter(applications::applicant_id.eq(user))
            .filter(applications::status.eq("running"))
            .filter(applications::current_node.eq(node))
    };
    counted(conn, query, 0, limit, |conn, q| {
        q.order((applications::updated_at.desc(), applications::id))
            .select(Application::as_select())
            .load(conn)
    })
}

/// The user's applications completed (approved, rejected, withdrawn) since `since`, latest
/// first, at most `limit`.
pub fn completed_since(
    conn: &mut DbConn,
    user: &str,
    since: Timestamp,
    limit: i64,
) -> QueryResult<Vec<Application>> {
    applications::table
        .filter(applications::applicant_id.eq(user))
        .filter(applications::status.ne("running"))
        .filter(applications::completed_at.ge(since))
        .order((applications::completed_at.desc(), applications::id))
        .limit(limit)
        .select(Application::as_select())
        .load(conn)
}

/// An application's status as the lists show it.
pub fn status_name(status: &str) -> &str {
    match status {
        "running" => "办理中",
        "approved" => "已办结",
        "rejected" => "已驳回",
        "withdrawn" => "已撤回",
        other => other,
    }
}

/// The node a running application waits at as the lists show it: its open task's name, else
/// the name of the flows' common nodes; a completed one waits nowhere (`-`).
pub fn waiting_node<'a>(app: &'a Application, open_task: Option<&'a str>) -> &'a str {
    if app.status != "running" {
        return "-";
    }
    open_task.unwrap_or(match app.current_node.as_str() {
        "apply" => "申请",
        "UpdateApplyApprove" => "修改申请",
        "PreliminaryApprove" => "初审",
        "RecheckApprove" => "复审",
        other => other,
    })
}
