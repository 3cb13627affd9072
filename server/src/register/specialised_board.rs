//! 550200 specialised-new board entry: the enterprise enters the board at the layer its
//! evaluation suggests (02 §4: 规范层 when its result is 符合专精特新企业，建议分层：规范层, or
//! without a result when it declares it conforms; otherwise 孵化层) and its board service row
//! (type 3) starts. Refused when it is already on the board.

use crate::{
    db::DbConn,
    error::ApiError,
    models::{company_service::SPECIALISED_BOARD, standing::change},
};

use super::{enterprise, service_rows, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let company = enterprise::named(conn, input)?;
    if company.hitech_status == 1 {
        return Err(ApiError::bad_request("该企业已入板，请重新选择"));
    }
    // The evaluation's result text (scored by `hitech_score`) names the layer; an application
    // without one enters by its declaration.
    let standard = match input.text("resultValue") {
        Some(result) => result.contains("规范层"),
        None => input.text("conformsCompany") == Some("1"),
    };
    let level = if standard {
        "专精特新板（规范层）"
    } else {
        "专精特新板（孵化层）"
    };
    change::set_board(conn, &company.id, Some(level))?;
    let start = service_rows::start_of(input, SPECIALISED_BOARD)
        .unwrap_or_else(|| enterprise::today(input));
    service_rows::start(conn, input, &company.id, SPECIALISED_BOARD, &start)
}
