//! The attachment lists of members and companies (03 §3 "Attachment row (company or member)",
//! 550073/550074): one row per material, in the order it was filed. An approved application
//! replaces the whole list of its member or company.

use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{clock::Timestamp, db::DbConn, schema::obj_attachments};

/// Whose list: `1` a member, `2` a company (03 §3 objType).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ObjType {
    Member,
    Company,
}

impl ObjType {
    pub fn code(self) -> &'static str {
        match self {
            ObjType::Member => "1",
            ObjType::Company => "2",
        }
    }

    pub fn parse(code: &str) -> Option<ObjType> {
        match code.trim() {
            "1" => Some(ObjType::Member),
            "2" => Some(ObjType::Company),
            _ => None,
        }
    }

    /// The business parameter listing the file types a list of this kind accepts (03 §5).
    pub fn file_types_key(self) -> &'static str {
        match self {
            ObjType::Member => "member.filetypes",
            ObjType::Company => "company.filetypes",
        }
    }
}

/// One file of a material: `{fileId, fileName, type}` (type: the extension).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefAttach {
    pub file_id: String,
    pub file_name: String,
    #[serde(rename = "type")]
    pub kind: String,
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = obj_attachments)]
pub struct ObjAttachment {
    pub id: String,
    pub tenant_id: String,
    pub obj_type: String,
    pub obj_id: String,
    pub sort_no: i32,
    pub name: String,
    pub type_name: String,
    /// The files, a JSON list of [`RefAttach`].
    pub ref_attachs: String,
    pub application_id: String,
    pub update_time: Timestamp,
}

impl ObjAttachment {
    /// The list of one member or company, in filing order.
    pub fn list(
        conn: &mut DbConn,
        tenant: &str,
        obj_type: ObjType,
        obj_id: &str,
    ) -> QueryResult<Vec<ObjAttachment>> {
        obj_attachments::table
            .filter(obj_attachments::tenant_id.eq(tenant))
            .filter(obj_attachments::obj_type.eq(obj_type.code()))
            .filter(obj_attachments::obj_id.eq(obj_id))
            .order(obj_attachments::sort_no)
            .select(ObjAttachment::as_select())
            .load(conn)
    }

    /// Replaces the list of one member or company with `rows` (one insert per row: the
    /// multi-backend connection has no batch insert).
    pub fn replace(
        conn: &mut DbConn,
        tenant: &str,
        obj_type: ObjType,
        obj_id: &str,
        rows: &[ObjAttachment],
    ) -> QueryResult<()> {
        diesel::delete(
            obj_attachments::table
                .filter(obj_attachments::tenant_id.eq(tenant))
                .filter(obj_attachments::obj_type.eq(obj_type.code()))
                .filter(obj_attachments::obj_id.eq(obj_id)),
        )
        .execute(conn)?;
        for row in rows {
            diesel::insert_into(obj_attachments::table)
                .values(row)
                .execute(conn)?;
        }
        Ok(())
    }

    /// The files, as they were recorded.
    pub fn files(&self) -> Vec<RefAttach> {
        serde_json::from_str(&self.ref_attachs).unwrap_or_default()
    }
}
