//! 550092 company showcase: the enterprise goes on display (the public /companyList 展示 tab)
//! on the chosen plate, and its display service row (type 2) starts. Refused when it is already
//! on display or has no registered product (02 §4, §8).

use diesel::prelude::*;

use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        company_service::DISPLAY,
        standing::change::{self, Show},
    },
    schema::show_plates,
};

use super::{enterprise, service_rows, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let company = enterprise::named(conn, input)?;
    if company.show_status == 1 {
        return Err(ApiError::bad_request("企业已存在展示信息，请勿重复发起！"));
    }
    if company.has_product == 0 {
        return Err(ApiError::bad_request("该企业尚未登记产品，不能申请展示"));
    }
    let plate = input
        .text("showPlate")
        .ok_or_else(|| ApiError::bad_request("请选择展示板块"))?;
    let known: i64 = show_plates::table
        .filter(show_plates::tenant_id.eq(input.tenant()))
        .filter(show_plates::plate_key.eq(plate))
        .count()
        .get_result(conn)?;
    if known == 0 {
        return Err(ApiError::bad_request(format!("展示板块{plate}不存在")));
    }
    let start = service_rows::start_of(input, DISPLAY).unwrap_or_else(|| enterprise::today(input));
    change::show(
        conn,
        &Show {
            company_id: &company.id,
            tenant_id: input.tenant(),
            start: &start,
            plate,
        },
    )?;
    if let Some(number) = input.text("idNumber") {
        change::fill_identity(conn, &company.id, input.text("idType"), number)?;
    }
    service_rows::start(conn, input, &company.id, DISPLAY, &start)?;
    Ok(())
}
