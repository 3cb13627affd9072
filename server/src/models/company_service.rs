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
