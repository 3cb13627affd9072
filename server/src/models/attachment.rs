use diesel::prelude::*;

use crate::{clock::Timestamp, db::DbConn, schema::attachments};

/// An uploaded file: who uploaded it in which tenant, under what name, and where its bytes
/// are in the object store. Public files may be read without signing in.
#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = attachments)]
pub struct Attachment {
    pub attach_id: String,
    pub tenant_id: String,
    pub uploaded_by: String,
    pub original_name: String,
    pub object_key: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub sha256: String,
    pub is_public: bool,
    pub created_at: Timestamp,
}

impl Attachment {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(attachments::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }

    /// The attachment, if it belongs to `tenant_id`.
    pub fn find_in_tenant(
        conn: &mut DbConn,
        tenant_id: &str,
        attach_id: &str,
    ) -> QueryResult<Option<Attachment>> {
        attachments::table
            .find(attach_id)
            .filter(attachments::tenant_id.eq(tenant_id))
            .select(Attachment::as_select())
            .first(conn)
            .optional()
    }

    /// The attachment, if it belongs to `tenant_id` and is public.
    pub fn find_public(
        conn: &mut DbConn,
        tenant_id: &str,
        attach_id: &str,
    ) -> QueryResult<Option<Attachment>> {
        Ok(Attachment::find_in_tenant(conn, tenant_id, attach_id)?.filter(|a| a.is_public))
    }

    /// The content of an attachment written again (a business document restored).
    pub fn set_content(
        conn: &mut DbConn,
        attach_id: &str,
        size_bytes: i64,
        sha256: &str,
    ) -> QueryResult<()> {
        diesel::update(attachments::table.find(attach_id))
            .set((
                attachments::size_bytes.eq(size_bytes),
                attachments::sha256.eq(sha256),
            ))
            .execute(conn)
            .map(drop)
    }

    /// Those of `attach_ids` that belong to `tenant_id`, in no particular order.
    pub fn many_in_tenant(
        conn: &mut DbConn,
        tenant_id: &str,
        attach_ids: &[String],
    ) -> QueryResult<Vec<Attachment>> {
        attachments::table
            .filter(attachments::attach_id.eq_any(attach_ids))
            .filter(attachments::tenant_id.eq(tenant_id))
            .select(Attachment::as_select())
            .load(conn)
    }
}
