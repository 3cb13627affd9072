//! An enterprise's service rows (02 §3 serviceInformationCsrcs): custody (type 1), display
//! (type 2), the specialised-new board (type 3), each running (status 1) or stopped (status 2)
//! with its dates and the reason it stopped.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{db::DbConn, schema::company_services};

pub const CUSTODY: i32 = 1;
pub const DISPLAY: i32 = 2;
pub const SPECIALISED_BOARD: i32 = 3;
pub const RUNNING: i32 = 1;
pub const STOPPED: i32 = 2;

/// The name of a service type, as messages say it.
pub fn type_name(service_type: i32) -> &'static str {
    match service_type {
        CUSTODY => "托管",
        DISPLAY => "展示",
        SPECIALISED_BOARD => "专精特新",
        _ => "其他",
    }
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable, Serialize, ToSchema)]
#[diesel(table_name = company_services)]
#[serde(rename_all = "camelCase")]
pub struct CompanyService {
    #[serde(skip)]
    pub id: String,
    #[serde(skip)]
    pub tenant_id: String,
    #[serde(skip)]
    pub company_id: String,
    pub service_type: i32,
    pub service_status: i32,
    #[serde(rename = "serviceStatusStartDate")]
    pub start_date: Option<String>,
    #[serde(rename = "serviceStatusEndDate")]
    pub end_date: Option<String>,
    #[serde(rename = "statusUpdateReason")]
    pub reason: Option<String>,
    #[serde(skip)]
    pub application_id: Option<String>,
    #[serde(skip)]
    pub updated_at: i64,
}

impl CompanyService {
    /// The enterprise's service rows, by type.
    pub fn of_company(conn: &mut DbConn, company_id: &str) -> QueryResult<Vec<CompanyService>> {
        company_services::table
            .filter(company_services::company_id.eq(company_id))
            .order((company_services::service_type, company_services::id))
            .select(CompanyService::as_select())
            .load(conn)
    }

    /// The running row of a type, if any.
    pub fn running(
        conn: &mut DbConn,
        company_id: &str,
        service_type: i32,
    ) -> QueryResult<Option<CompanyService>> {
        company_services::table
            .filter(company_services::company_id.eq(company_id))
            .filter(company_services::service_type.eq(service_type))
            .filter(company_services::service_status.eq(RUNNING))
            .select(CompanyService::as_select())
            .first(conn)
            .optional()
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(company_services::table)
            .values(self)
            .execute(conn)
            .map(|_| ())
    }

    /// Stops the running row: status 2, its end date and reason, by this application.
    pub fn stop(
        &self,
        conn: &mut DbConn,
        end_date: &str,
        reason: Option<&str>,
        application_id: &str,
        now: i64,
    ) -> QueryResult<()> {
        diesel::update(company_services::table.find(&self.id))
            .set((
                company_services::service_status.eq(STOPPED),
                company_services::end_date.eq(end_date),
                company_services::reason.eq(reason),
                company_services::application_id.eq(application_id),
                company_services::updated_at.eq(now),
            ))
            .execute(conn)
            .map(|_| ())
    }
}

/// One service row as a form or report carries it (dates yyyy-MM-dd).
#[derive(Clone, Debug, Default, serde::Deserialize, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase", default)]
pub struct ServiceRow {
    /// Text in a form (`"1"`), a number in a report: both read.
    #[schema(value_type = Option<String>)]
    pub service_type: Option<serde_json::Value>,
    #[schema(value_type = Option<String>)]
    pub service_status: Option<serde_json::Value>,
    pub service_status_start_date: Option<String>,
    pub service_status_end_date: Option<String>,
    pub status_update_reason: Option<String>,
}

fn number(value: &Option<serde_json::Value>) -> Option<i32> {
    match value {
        Some(serde_json::Value::Number(n)) => n.as_i64().and_then(|n| i32::try_from(n).ok()),
        Some(serde_json::Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
}

fn text(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

/// The merged report row of an enterprise's services (02 §3 showMergedServiceInformationCsrc):
/// the services it has, in type order, joined by commas; running while any is running; from
/// the earliest start; ended on the latest end, for the reason of the last to end, only when
/// all have ended.
pub fn merged(rows: &[ServiceRow]) -> Option<ServiceRow> {
    let mut typed: Vec<(i32, &ServiceRow)> = rows
        .iter()
        .filter_map(|r| number(&r.service_type).map(|t| (t, r)))
        .collect();
    if typed.is_empty() {
        return None;
    }
    typed.sort_by_key(|(t, _)| *t);
    let mut types: Vec<String> = typed.iter().map(|(t, _)| t.to_string()).collect();
    types.dedup();
    let running = typed
        .iter()
        .any(|(_, r)| number(&r.service_status) != Some(STOPPED));
    let start = typed
        .iter()
        .filter_map(|(_, r)| text(&r.service_status_start_date))
        .min();
    let last_end = typed
        .iter()
        .filter_map(|(_, r)| text(&r.service_status_end_date).map(|end| (end, r)))
        .max_by_key(|(end, _)| *end);
    Some(ServiceRow {
        service_type: Some(serde_json::Value::String(types.join(","))),
        // A form's dictionary value is text; the merged row reads as the rows it merges.
        service_status: Some(serde_json::Value::String(
            (if running { RUNNING } else { STOPPED }).to_string(),
        )),
        service_status_start_date: start.map(str::to_owned),
        service_status_end_date: last_end.filter(|_| !running).map(|(end, _)| end.to_owned()),
        status_update_reason: last_end
            .filter(|_| !running)
            .and_then(|(_, r)| text(&r.status_update_reason).map(str::to_owned)),
    })
}

#[cfg(test)]
mod merged_tests {
    use serde_json::json;

    use super::*;

    fn row(
        kind: i32,
        status: i32,
        start: &str,
        end: Option<&str>,
        reason: Option<&str>,
    ) -> ServiceRow {
        ServiceRow {
            service_type: Some(json!(kind)),
            service_status: Some(json!(status.to_string())),
            service_status_start_date: Some(start.into()),
            service_status_end_date: end.map(Into::into),
            status_update_reason: reason.map(Into::into),
        }
    }

    #[test]
    fn the_merged_row_runs_while_any_service_runs_from_the_earliest_start() {
        let rows = [
            row(2, 1, "2023-05-01", None, None),
            row(1, 2, "2021-01-10", Some("2024-02-01"), Some("3")),
        ];
        let m = merged(&rows).unwrap();
        assert_eq!(m.service_type, Some(json!("1,2")));
        assert_eq!(m.service_status, Some(json!(RUNNING.to_string())));
        assert_eq!(m.service_status_start_date.as_deref(), Some("2021-01-10"));
        assert_eq!(m.service_status_end_date, None);
    }

    #[test]
    fn when_all_have_ended_it_ends_on_the_last_end_for_its_reason() {
        let rows = [
            row(1, 2, "2021-01-10", Some("2024-02-01"), Some("3")),
            row(3, 2, "2022-03-01", Some("2024-06-30"), Some("5")),
        ];
        let m = merged(&rows).unwrap();
        assert_eq!(m.service_status, Some(json!(STOPPED.to_string())));
        assert_eq!(m.service_status_end_date.as_deref(), Some("2024-06-30"));
        assert_eq!(m.status_update_reason.as_deref(), Some("5"));
        assert_eq!(merged(&[ServiceRow::default()]), None);
    }
}
