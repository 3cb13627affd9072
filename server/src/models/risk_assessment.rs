use diesel::prelude::*;

use crate::{db::DbConn, schema::risk_assessments};

/// One completed risk questionnaire of an account (see `register::risk_assessment`).
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = risk_assessments)]
pub struct RiskAssessment {
    pub id: String,
    pub account_uuid: String,
    pub risk_type: i32,
    pub score: i32,
    pub risk_level: String,
    /// JSON list of `{prop, score}` in question order.
    pub answers: String,
    pub biz_sn: String,
    pub tested_at: i64,
}

impl RiskAssessment {
    /// Every result of an account, newest first.
    pub fn of_account(conn: &mut DbConn, account: &str) -> QueryResult<Vec<RiskAssessment>> {
        risk_assessments::table
            .filter(risk_assessments::account_uuid.eq(account))
            .order((risk_assessments::tested_at.desc(), risk_assessments::id))
            .select(RiskAssessment::as_select())
            .load(conn)
    }
}

/// The name of a risk type (02 §3).
pub fn type_name(risk_type: i32) -> &'static str {
    match risk_type {
        1 => "私募股权类",
        2 => "可转债类",
        _ => "基金份额类",
    }
}

/// A completed questionnaire to record.
#[derive(Debug, Insertable)]
#[diesel(table_name = risk_assessments)]
pub struct NewRiskAssessment<'a> {
    pub id: String,
    pub tenant_id: &'a str,
    pub account_uuid: &'a str,
    pub risk_type: i32,
    pub score: i32,
    pub risk_level: &'a str,
    /// JSON list of `{prop, score}` in question order.
    pub answers: String,
    pub biz_sn: &'a str,
    pub tested_at: i64,
}

impl NewRiskAssessment<'_> {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(risk_assessments::table)
            .values(self)
            .execute(conn)?;
        Ok(())
    }
}
