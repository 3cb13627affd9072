//! The service table of a form (serviceInformationCsrcs, 02 §3 and §4): the row of a service
//! type, its dates and reason, and the register's service rows it starts.

use serde_json::{Map, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::company_service::{CompanyService, RUNNING},
};

use super::{cell, EffectInput};

pub const TABLE: &str = "serviceInformationCsrcs";

/// An integer cell, sent as a number or as its digits.
pub fn int_cell(row: &Map<String, Value>, field: &str) -> Option<i32> {
    match row.get(field) {
        Some(Value::Number(n)) => n.as_i64().and_then(|v| i32::try_from(v).ok()),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
}

/// The form's row of a service type.
pub fn row_of<'a>(input: &'a EffectInput, service_type: i32) -> Option<&'a Map<String, Value>> {
    input
        .rows(TABLE)
        .into_iter()
        .find(|row| int_cell(row, "serviceType") == Some(service_type))
}

/// The start date the form gives the service type.
pub fn start_of(input: &EffectInput, service_type: i32) -> Option<String> {
    row_of(input, service_type)
        .and_then(|row| cell(row, "serviceStatusStartDate"))
        .map(str::to_owned)
}

/// Starts a running service row of the type for the enterprise.
pub fn start(
    conn: &mut DbConn,
    input: &EffectInput,
    company_id: &str,
    service_type: i32,
    start: &str,
) -> Result<(), ApiError> {
    CompanyService {
        id: uuid::Uuid::new_v4().to_string(),
        tenant_id: input.tenant().to_owned(),
        company_id: company_id.to_owned(),
        service_type,
        service_status: RUNNING,
        start_date: Some(start.to_owned()),
        end_date: None,
        reason: None,
        application_id: Some(input.application.id.clone()),
        updated_at: input.now,
    }
    .insert(conn)?;
    Ok(())
}
