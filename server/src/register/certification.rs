//! First certifications (01 §4, §8): 550032 institutional investor certification and 550138
//! product certification make the applicant certified, which the risk assessment's entry rule
//! asks for; an enterprise's first registration (550001/550114) or a member's first membership
//! (550012) certifies the enterprise or member account that registered; an investor's first
//! registration account (550130/550131/550132) moves a visitor into the investor zone. Each
//! ends the user's sessions with its own message, which the next request is told, because the
//! menus, zone and context of the session no longer fit the user.

use diesel::prelude::*;
use serde_json::json;

use crate::{
    auth::role::roles,
    db::DbConn,
    error::ApiError,
    models::{session::Session, user::User},
    schema::{private_funds, users},
    sign_up,
};

use super::{record, EffectInput};

// What the user is told at the next call after a first certification ended the session.
pub const ENTERPRISE_CERTIFIED: &str = "首次企业认证后需要重新登录！";
pub const INSTITUTION_CERTIFIED: &str = "首次机构投资者认证后需要重新登录！";
pub const PRODUCT_CERTIFIED: &str = "首次产品认证后需要重新登录！";
pub const ACCOUNT_OPENED: &str = "首次投资者开户需要重新登录！";

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

/// The enterprise or member account whose registration completed is certified the first time.
/// Staff registering an enterprise for it, or a certified account registering another, change
/// nothing of their own.
pub fn enterprise(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let user = applicant(conn, input)?;
    if user.is_certified || !matches!(user.landing_mode.as_str(), "org" | "member") {
        return Ok(());
    }
    User::certify(conn, &user.id, false)?;
    Session::revoke_all_of(conn, &user.id, ENTERPRISE_CERTIFIED)?;
    Ok(())
}

/// A visitor whose first registration account opened enters the investor zone of the kind
/// they registered as (their role).
pub fn first_account(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let user = applicant(conn, input)?;
    if user.landing_mode != sign_up::VISITOR_MODE {
        return Ok(());
    }
    let (zone, _) = roles::landing(&user.role_name)
        .ok_or_else(|| ApiError::bad_request("申请人的角色不正确"))?;
    // a person's account opening is their certification; an institution and a product
    // certify apart (550032, 550138)
    diesel::update(users::table.find(&user.id))
        .set((
            users::landing_mode.eq(zone),
            users::is_certified.eq(zone == "personalholder"),
        ))
        .execute(conn)?;
    Session::revoke_all_of(conn, &user.id, ACCOUNT_OPENED)?;
    Ok(())
}
