//! The documents of a completed business (02 §3 "Voucher list"): per application and document
//! code, the attachment that holds its PDF.

use diesel::prelude::*;

use crate::{
    clock::Timestamp,
    db::DbConn,
    schema::{attachments, business_documents},
};

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = business_documents)]
pub struct BusinessDocument {
    pub application_id: String,
    /// Stable across versions: `voucher`, `initialRegistration`, `shareholderRegister` …
    pub code: String,
    pub tenant_id: String,
    /// What the download list shows: 股东名册, 托管服务协议 …
    pub name: String,
    pub sort_no: i32,
    pub attach_id: String,
    pub pages: i32,
    pub created_at: Timestamp,
}

impl BusinessDocument {
    /// The application's documents whose attachment row still exists, in their order.
    pub fn of_application(
        conn: &mut DbConn,
        application_id: &str,
    ) -> QueryResult<Vec<BusinessDocument>> {
        business_documents::table
            .inner_join(attachments::table)
            .filter(business_documents::application_id.eq(application_id))
            .order(business_documents::sort_no)
            .select(BusinessDocument::as_select())
            .load(conn)
    }

    /// The document an attachment holds, if it holds one.
    pub fn by_attachment(
        conn: &mut DbConn,
        attach_id: &str,
    ) -> QueryResult<Option<BusinessDocument>> {
        business_documents::table
            .filter(business_documents::attach_id.eq(attach_id))
            .select(BusinessDocument::as_select())
            .first(conn)
            .optional()
    }

    /// Records the document, replacing the row of the same code whose attachment is gone.
    /// Fails (unique violation) when another process recorded a live one meanwhile.
    pub fn record(&self, conn: &mut DbConn) -> QueryResult<()> {
        let live = business_documents::table
            .inner_join(attachments::table)
            .filter(business_documents::application_id.eq(&self.application_id))
            .filter(business_documents::code.eq(&self.code))
            .count()
            .get_result::<i64>(conn)?;
        if live == 0 {
            diesel::delete(
                business_documents::table
                    .filter(business_documents::application_id.eq(&self.application_id))
                    .filter(business_documents::code.eq(&self.code)),
            )
            .execute(conn)?;
        }
        diesel::insert_into(business_documents::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }
}
