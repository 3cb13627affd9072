//! The specialised-new self-evaluations (02 §3 evaluation fields, §7 `companyHitech/*`): each
//! evaluation an enterprise takes or files with its board application, with the score and the
//! result text the flow's rule `hitech_score` gave, newest last.

use diesel::prelude::*;

use crate::{db::DbConn, schema::hitech_evaluations};

/// Where an evaluation was taken: the professional or the fast self-evaluation page.
pub const PROFESSIONAL: &str = "pro";
pub const FAST: &str = "fast";

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = hitech_evaluations)]
pub struct HitechEvaluation {
    pub id: String,
    pub tenant_id: String,
    pub user_id: String,
    pub company_id: Option<String>,
    pub company_name: String,
    pub id_type: Option<String>,
    pub id_number: Option<String>,
    pub kind: String,
    pub score: i32,
    pub result_value: String,
    pub if_accord_srdi: i32,
    pub if_accord_innovative: i32,
    /// The answers, JSON text.
    pub form_data: String,
    pub created_at: i64,
}

impl HitechEvaluation {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(hitech_evaluations::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }

    /// The last evaluation of the register's enterprise `company`.
    pub fn last_of_company(conn: &mut DbConn, company: &str) -> QueryResult<Option<Self>> {
        hitech_evaluations::table
            .filter(hitech_evaluations::company_id.eq(company))
            .order((
                hitech_evaluations::created_at.desc(),
                hitech_evaluations::id.desc(),
            ))
            .select(Self::as_select())
            .first(conn)
            .optional()
    }

    /// The last evaluation of the tenant's enterprise named `name`; `user` narrows it to the
    /// evaluations that user took (an applicant sees only their own).
    pub fn last_named(
        conn: &mut DbConn,
        tenant: &str,
        name: &str,
        user: Option<&str>,
    ) -> QueryResult<Option<Self>> {
        let mut query = hitech_evaluations::table
            .filter(hitech_evaluations::tenant_id.eq(tenant))
            .filter(hitech_evaluations::company_name.eq(name))
            .into_boxed();
        if let Some(user) = user {
            query = query.filter(hitech_evaluations::user_id.eq(user));
        }
        query
            .order((
                hitech_evaluations::created_at.desc(),
                hitech_evaluations::id.desc(),
            ))
            .select(Self::as_select())
            .first(conn)
            .optional()
    }

    /// How many evaluations the enterprise `company` has taken.
    pub fn count_of_company(conn: &mut DbConn, company: &str) -> QueryResult<i64> {
        hitech_evaluations::table
            .filter(hitech_evaluations::company_id.eq(company))
            .count()
            .get_result(conn)
    }
}
