//! 550073 会员附件材料 and 550074 企业附件材料 (03 §3 "Attachment row", §5 "Attachment list"):
//! approved, the member's or the company's attachment list in the register is replaced by the
//! submitted rows, in the step's transaction. The form's rules have held since the submission;
//! here the register's own: the member or company is the tenant's and the applicant acts for
//! it, every file is one of the tenant's uploads (whose content the upload judged) and of a
//! type the list's business parameter accepts (该文件不符合文件类型限制！).

use diesel::prelude::*;
use serde_json::{json, Map, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    files::{
        accepted::{accepted_types, extension, is_accepted},
        kind::TYPE_REFUSED,
        NOT_FOUND,
    },
    models::{
        attachment::Attachment,
        company::Company,
        obj_attachment::{ObjAttachment, ObjType, RefAttach},
    },
    schema::members,
};

use super::{cell, enterprise, ownership::acting_staff, record, EffectInput};

/// The form's table of materials.
pub const LIST_FIELD: &str = "attachList";

pub fn run(conn: &mut DbConn, input: &EffectInput, obj_type: ObjType) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let (field, missing) = match obj_type {
        ObjType::Member => ("memberId", "请先选择会员！"),
        ObjType::Company => ("companyId", "请先选择企业！"),
    };
    let obj_id = input
        .text(field)
        .ok_or_else(|| ApiError::bad_request(missing))?;
    let applicant = input.application.applicant_id.as_str();
    ensure_may_act(conn, tenant, applicant, obj_type, obj_id)?;
    let types = accepted_types(conn, tenant, obj_type.file_types_key())?;
    let rows = input.rows(LIST_FIELD);
    if rows.is_empty() {
        return Err(ApiError::bad_request("请上传附件"));
    }
    let mut recorded = Vec::with_capacity(rows.len());
    for (index, row) in rows.into_iter().enumerate() {
        recorded.push(material(
            conn,
            input,
            (obj_type, obj_id),
            index,
            row,
            &types,
        )?);
    }
    ObjAttachment::replace(conn, tenant, obj_type, obj_id, &recorded)?;
    let names: Vec<&str> = recorded.iter().map(|r| r.name.as_str()).collect();
    record::write(
        conn,
        input,
        "attachments",
        obj_id,
        json!({ "objType": obj_type.code(), "materials": names }),
    )
}

/// One row as the register keeps it, its files those of the tenant's uploads it names.
fn material(
    conn: &mut DbConn,
    input: &EffectInput,
    (obj_type, obj_id): (ObjType, &str),
    index: usize,
    row: &Map<String, Value>,
    types: &[String],
) -> Result<ObjAttachment, ApiError> {
    let name = cell(row, "name").ok_or_else(|| ApiError::bad_request("请输入材料名称"))?;
    if name.chars().count() > 50 {
        return Err(ApiError::bad_request("材料名称不能超过50个字符"));
    }
    let type_name = cell(row, "typeName").ok_or_else(|| ApiError::bad_request("请选择材料类别"))?;
    let listed = row
        .get("refAttachs")
        .and_then(Value::as_array)
        .filter(|files| !files.is_empty())
        .ok_or_else(|| ApiError::bad_request("请上传附件"))?;
    let mut files = Vec::with_capacity(listed.len());
    for file in listed {
        let id = file
            .get("fileId")
            .and_then(Value::as_str)
            .ok_or_else(|| ApiError::bad_request("请上传附件"))?;
        let stored = Attachment::find_in_tenant(conn, input.tenant(), id)?
            .ok_or_else(|| ApiError::bad_request(NOT_FOUND))?;
        if !is_accepted(&stored.original_name, types) {
            return Err(ApiError::bad_request(TYPE_REFUSED));
        }
        files.push(RefAttach {
            file_id: stored.attach_id,
            kind: extension(&stored.original_name),
            file_name: stored.original_name,
        });
    }
    Ok(ObjAttachment {
        id: uuid::Uuid::new_v4().to_string(),
        tenant_id: input.tenant().to_owned(),
        obj_type: obj_type.code().to_owned(),
        obj_id: obj_id.to_owned(),
        sort_no: i32::try_from(index).unwrap_or(i32::MAX),
        name: name.to_owned(),
        type_name: type_name.to_owned(),
        ref_attachs: serde_json::to_string(&files).map_err(ApiError::internal)?,
        application_id: input.application.id.clone(),
        update_time: input.now,
    })
}

/// The name of the member or company `obj_id` of `tenant`, when `user` may act for it: staff,
/// the company's users and bound members, the member's owner. Refused otherwise; a member or
/// company that is not the tenant's is as missing.
pub fn ensure_may_act(
    conn: &mut DbConn,
    tenant: &str,
    user: &str,
    obj_type: ObjType,
    obj_id: &str,
) -> Result<String, ApiError> {
    match obj_type {
        ObjType::Company => {
            let company = Company::find(conn, obj_id)?
                .filter(|c| c.tenant_id == tenant)
                .ok_or_else(|| ApiError::bad_request("企业不存在"))?;
            enterprise::ensure_acts_for(conn, user, &company.id, &company.name)?;
            Ok(company.name)
        }
        ObjType::Member => {
            let (name, owner): (String, Option<String>) = members::table
                .find(obj_id)
                .filter(members::tenant_id.eq(tenant))
                .select((members::name, members::owner_user_id))
                .first(conn)
                .optional()?
                .ok_or_else(|| ApiError::bad_request("会员不存在"))?;
            if owner.as_deref() == Some(user) || acting_staff(conn, user)? {
                return Ok(name);
            }
            Err(ApiError::forbidden(format!(
                "申请人不能为会员{name}办理该业务"
            )))
        }
    }
}
