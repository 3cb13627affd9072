//! 550113/550901/550120 ending services: every row of the form's service table set to status
//! 2 stops the enterprise's running service of that type on its end date, for its reason, and
//! the enterprise leaves custody (type 1), the display (type 2) or the board (type 3).

use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        company_service::{self, CompanyService, CUSTODY, DISPLAY, SPECIALISED_BOARD, STOPPED},
        standing::change,
    },
};

use super::{cell, enterprise, service_rows, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let company = enterprise::named(conn, input)?;
    let rows: Vec<_> = input
        .rows(service_rows::TABLE)
        .into_iter()
        .filter(|row| service_rows::int_cell(row, "serviceStatus") == Some(STOPPED))
        .collect();
    if rows.is_empty() {
        return Err(ApiError::bad_request("请至少终止一项服务"));
    }
    for row in rows {
        let kind = service_rows::int_cell(row, "serviceType")
            .ok_or_else(|| ApiError::bad_request("请填写服务类型"))?;
        let name = company_service::type_name(kind);
        let end = cell(row, "serviceStatusEndDate")
            .ok_or_else(|| ApiError::bad_request(format!("请填写{name}服务的结束日期")))?;
        let running = CompanyService::running(conn, &company.id, kind)?
            .ok_or_else(|| ApiError::bad_request(format!("该企业没有正在进行的{name}服务")))?;
        let reason = cell(row, "statusUpdateReason");
        running.stop(conn, end, reason, &input.application.id, input.now)?;
        match kind {
            CUSTODY => change::leave_custody(conn, &company.id)?,
            DISPLAY => change::unshow(conn, &company.id)?,
            SPECIALISED_BOARD => change::set_board(conn, &company.id, None)?,
            _ => {}
        }
    }
    Ok(())
}
