//! 550013 member revision: the member firm's registered name, type, contact phone, address and
//! introduction become the approved values. The firm is the one the form's 会员代码 names, else
//! the applicant's own; only its owner or staff may revise it, and its new name may not be
//! another firm's.

use diesel::prelude::*;

use crate::{db::DbConn, error::ApiError, schema::members};

use super::{ownership::acting_staff, EffectInput};

/// The firm the form names by its code, else the applicant's own: (id, name, owner).
fn firm(
    conn: &mut DbConn,
    input: &EffectInput,
) -> Result<(String, String, Option<String>), ApiError> {
    let query = members::table
        .filter(members::tenant_id.eq(input.tenant()))
        .select((members::id, members::name, members::owner_user_id));
    let found = match input.text("memberCode") {
        Some(code) => query
            .filter(members::member_code.eq(code))
            .first(conn)
            .optional()?,
        // the applicant's own firm, as ctx.member names it (the first registered)
        None => query
            .filter(members::owner_user_id.eq(&input.application.applicant_id))
            .order((members::sort, members::id))
            .first(conn)
            .optional()?,
    };
    found.ok_or_else(|| match input.text("memberCode") {
        Some(code) => ApiError::bad_request(format!("会员代码{code}不存在")),
        None => ApiError::bad_request("您尚未登记会员信息，请先办理会员申请"),
    })
}

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let (id, current, owner) = firm(conn, input)?;
    let applicant = input.application.applicant_id.as_str();
    if owner.as_deref() != Some(applicant) && !acting_staff(conn, applicant)? {
        return Err(ApiError::forbidden(format!(
            "申请人不能为会员{current}办理该业务"
        )));
    }
    let name = input
        .text("memberName")
        .ok_or_else(|| ApiError::bad_request("请填写会员名称"))?;
    let taken: i64 = members::table
        .filter(members::tenant_id.eq(input.tenant()))
        .filter(members::name.eq(name))
        .filter(members::id.ne(&id))
        .count()
        .get_result(conn)?;
    if taken > 0 {
        return Err(ApiError::bad_request(format!("会员{name}已存在")));
    }
    let kind = input
        .text("memberType")
        .ok_or_else(|| ApiError::bad_request("请选择会员类型"))?;
    let phone = input
        .text("contactPhone")
        .ok_or_else(|| ApiError::bad_request("请填写联系电话"))?;
    diesel::update(members::table.find(&id))
        .set((
            members::name.eq(name),
            members::member_type.eq(kind),
            members::contact_phone.eq(phone),
            members::address.eq(input.text("address").unwrap_or_default()),
            members::intro.eq(input.text("intro").unwrap_or_default()),
        ))
        .execute(conn)?;
    Ok(())
}
