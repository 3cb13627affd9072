//! 550032 institutional investor certification and 550138 product certification (02 §4): the
//! applicant becomes certified, which the risk assessment's entry rule asks for, and signs in
//! again (01 §4: a first certification ends the user's sessions).

use diesel::prelude::*;
use serde_json::json;

use crate::{
    db::DbConn,
    error::ApiError,
    models::{session::Session, user::User},
    schema::private_funds,
};

use super::{record, EffectInput};

/// What the user is told at the next call after a first certification ended the session.
pub const INSTITUTION_CERTIFIED: &str = "机构投资者认证已完成，请重新登录";
pub const PRODUCT_CERTIFIED: &str = "产品认证已完成，请重新登录";

fn applicant(conn: &mut DbConn, input: &EffectInput) -> Result<User, ApiError> {
    User::find(conn, &input.application.applicant_id)?
        .ok_or_else(|| ApiError::bad_request("申请人不存在"))
}

pub fn institution(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let user = applicant(conn, input)?;
    if user.is_certified {
        return Err(ApiError::bad_request("已完成机构投资者认证，无需重复认证"));
    }
    let org = input
        .text("orgName")
        .ok_or_else(|| ApiError::bad_request("请填写机构名称"))?;
    let code = input
        .text("creditCode")
        .filter(|c| c.chars().count() == 18)
        .ok_or_else(|| ApiError::bad_request("请填写18位统一社会信用代码"))?;
    User::certify(conn, &user.id, false)?;
    Session::revoke_all_of(conn, &user.id, INSTITUTION_CERTIFIED)?;
    record::write(
        conn,
        input,
        "institutionCertification",
        code,
        json!({ "orgName": org, "creditCode": code, "legalPerson": input.text("legalPerson"),
                "investorCategory": input.text("investorCategory"),
                "netAssets": input.decimal("netAssets").map(|d| d.to_string()) }),
    )
}

pub fn product(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let user = applicant(conn, input)?;
    if user.is_product_certified {
        return Err(ApiError::bad_request("已完成产品认证，无需重复认证"));
    }
    let code = input
        .text("filingCode")
        .ok_or_else(|| ApiError::bad_request("请填写基金备案编码"))?;
    let fund: Option<String> = private_funds::table
        .filter(private_funds::tenant_id.eq(input.tenant()))
        .filter(private_funds::filing_code.eq(code))
        .select(private_funds::fund_name)
        .first(conn)
        .optional()?;
    let fund = fund.ok_or_else(|| ApiError::bad_request(format!("基金备案编码{code}不存在")))?;
    User::certify(conn, &user.id, true)?;
    Session::revoke_all_of(conn, &user.id, PRODUCT_CERTIFIED)?;
    record::write(
        conn,
        input,
        "productCertification",
        code,
        json!({ "productName": input.text("productName"), "fundName": fund, "filingCode": code,
                "managerName": input.text("managerName") }),
    )
}
