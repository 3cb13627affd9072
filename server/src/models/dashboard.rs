//! The figures of the dashboard (/wel/dashboard, issue 20): applications counted by status, by
//! business and by month, over a scope: the tenant's (staff) or the user's own (applicants).
//! Every figure is a COUNT in the database, never rows carried to the server.

use std::collections::HashMap;

use chrono::{Datelike, NaiveDate};
use diesel::{prelude::*, sql_types::Bool};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    clock::{beijing_date, beijing_day_start, Timestamp},
    db::DbConn,
    schema::applications,
};

type Backend = <DbConn as Connection>::Backend;

/// Whose applications are counted.
#[derive(Clone, Debug)]
pub enum Scope {
    /// Every application of the tenant (staff).
    Tenant(String),
    /// The applications the user applied for.
    Applicant(String),
}

/// The businesses the dashboard names one by one; the rest are summed as 其他.
const TOP_BUSINESSES: usize = 8;
/// How many months the trend covers, this one included.
pub const MONTHS: usize = 6;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatusCount {
    pub status: String,
    pub count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BusinessCount {
    /// The business code; empty for the sum of the others.
    pub app_id: String,
    pub biz_type_name: String,
    pub count: i64,
    /// Of them, approved and completed.
    pub approved: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MonthCount {
    /// `yyyy-MM`, Beijing time.
    pub month: String,
    /// Applications submitted in the month.
    pub submitted: i64,
    /// Applications approved and completed in the month.
    pub approved: i64,
}

/// The condition of the scope (a boxed expression: diesel groups a plain query, not a boxed one).
type Condition = Box<dyn BoxableExpression<applications::table, Backend, SqlType = Bool>>;

fn condition(scope: &Scope) -> Condition {
    match scope {
        Scope::Tenant(tenant) => Box::new(applications::tenant_id.eq(tenant.clone())),
        Scope::Applicant(user) => Box::new(applications::applicant_id.eq(user.clone())),
    }
}

fn scoped(scope: &Scope) -> applications::BoxedQuery<'static, Backend> {
    applications::table
        .into_boxed::<Backend>()
        .filter(condition(scope))
}

/// Applications by status (running, approved, rejected, withdrawn).
pub fn by_status(conn: &mut DbConn, scope: &Scope) -> QueryResult<Vec<StatusCount>> {
    let rows: Vec<(String, i64)> = applications::table
        .filter(condition(scope))
        .group_by(applications::status)
        .select((applications::status, diesel::dsl::count_star()))
        .load(conn)?;
    let mut counts: Vec<StatusCount> = rows
        .into_iter()
        .map(|(status, count)| StatusCount { status, count })
        .collect();
    counts.sort_by(|a, b| b.count.cmp(&a.count).then(a.status.cmp(&b.status)));
    Ok(counts)
}

/// The businesses with the most applications, the rest summed as 其他.
pub fn by_business(conn: &mut DbConn, scope: &Scope) -> QueryResult<Vec<BusinessCount>> {
    let all: Vec<(String, String, i64)> = applications::table
        .filter(condition(scope))
        .group_by((applications::app_id, applications::biz_type_name))
        .select((
            applications::app_id,
            applications::biz_type_name,
            diesel::dsl::count_star(),
        ))
        .load(conn)?;
    let approved: HashMap<String, i64> = applications::table
        .filter(condition(scope))
        .filter(applications::status.eq("approved"))
        .group_by(applications::app_id)
        .select((applications::app_id, diesel::dsl::count_star()))
        .load::<(String, i64)>(conn)?
        .into_iter()
        .collect();
    // one row a business, even if its name changed between versions
    let mut merged: Vec<BusinessCount> = Vec::new();
    for (app_id, name, count) in all {
        match merged.iter_mut().find(|b| b.app_id == app_id) {
            Some(known) => known.count += count,
            None => merged.push(BusinessCount {
                approved: approved.get(&app_id).copied().unwrap_or(0),
                app_id,
                biz_type_name: name,
                count,
            }),
        }
    }
    merged.sort_by(|a, b| b.count.cmp(&a.count).then(a.app_id.cmp(&b.app_id)));
    if merged.len() > TOP_BUSINESSES {
        let rest = merged.split_off(TOP_BUSINESSES);
        merged.push(BusinessCount {
            app_id: String::new(),
            biz_type_name: "其他".to_owned(),
            count: rest.iter().map(|b| b.count).sum(),
            approved: rest.iter().map(|b| b.approved).sum(),
        });
    }
    Ok(merged)
}

/// The first day of the month `back` months before `day`'s.
fn month_start(day: NaiveDate, back: u32) -> NaiveDate {
    let index = day.year() * 12 + day.month0() as i32 - back as i32;
    NaiveDate::from_ymd_opt(index.div_euclid(12), index.rem_euclid(12) as u32 + 1, 1).unwrap_or(day)
}

/// Submitted and approved applications of each of the last [`MONTHS`] months (Beijing).
pub fn by_month(conn: &mut DbConn, scope: &Scope, now: Timestamp) -> QueryResult<Vec<MonthCount>> {
    let today = beijing_date(now);
    let mut months = Vec::with_capacity(MONTHS);
    for back in (0..MONTHS as u32).rev() {
        let first = month_start(today, back);
        let from = beijing_day_start(first);
        let until = beijing_day_start(month_start(today, back.saturating_sub(1)));
        let until = if back == 0 { Timestamp::MAX } else { until };
        let submitted = scoped(scope)
            .filter(applications::submitted_at.ge(from))
            .filter(applications::submitted_at.lt(until))
            .count()
            .get_result(conn)?;
        let approved = scoped(scope)
            .filter(applications::status.eq("approved"))
            .filter(applications::completed_at.ge(from))
            .filter(applications::completed_at.lt(until))
            .count()
            .get_result(conn)?;
        months.push(MonthCount {
            month: first.format("%Y-%m").to_string(),
            submitted,
            approved,
        });
    }
    Ok(months)
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::month_start;

    #[test]
    fn months_go_back_across_a_year() {
        let day = NaiveDate::from_ymd_opt(2026, 2, 17).unwrap();
        assert_eq!(
            month_start(day, 0),
            NaiveDate::from_ymd_opt(2026, 2, 1).unwrap()
        );
        assert_eq!(
            month_start(day, 1),
            NaiveDate::from_ymd_opt(2026, 1, 1).unwrap()
        );
        assert_eq!(
            month_start(day, 2),
            NaiveDate::from_ymd_opt(2025, 12, 1).unwrap()
        );
        assert_eq!(
            month_start(day, 14),
            NaiveDate::from_ymd_opt(2024, 12, 1).unwrap()
        );
    }
}
