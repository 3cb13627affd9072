//! What a filing-type business leaves in the register (bond filings, certifications, register
//! extracts, holder changes, completed applications …): its kind, the subject it is about and
//! the recorded detail as JSON, one row per completed application.

use diesel::prelude::*;
use serde_json::Value;

use crate::{db::DbConn, schema::business_records};

#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = business_records)]
pub struct BusinessRecord {
    pub id: String,
    pub application_id: String,
    pub app_id: String,
    pub kind: String,
    pub subject: String,
    pub detail: String,
    pub recorded_at: i64,
}

pub struct NewRecord<'a> {
    pub tenant_id: &'a str,
    pub application_id: &'a str,
    pub app_id: &'a str,
    pub kind: &'a str,
    pub subject: &'a str,
    pub detail: Value,
    pub recorded_at: i64,
}

impl NewRecord<'_> {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<String> {
        let id = uuid::Uuid::new_v4().to_string();
        diesel::insert_into(business_records::table)
            .values((
                business_records::id.eq(&id),
                business_records::tenant_id.eq(self.tenant_id),
                business_records::application_id.eq(self.application_id),
                business_records::app_id.eq(self.app_id),
                business_records::kind.eq(self.kind),
                business_records::subject.eq(self.subject),
                business_records::detail.eq(self.detail.to_string()),
                business_records::recorded_at.eq(self.recorded_at),
            ))
            .execute(conn)?;
        Ok(id)
    }
}

impl BusinessRecord {
    /// Whether the tenant already has a record of this kind about this subject.
    pub fn exists(conn: &mut DbConn, tenant: &str, kind: &str, subject: &str) -> QueryResult<bool> {
        let n: i64 = business_records::table
            .filter(business_records::tenant_id.eq(tenant))
            .filter(business_records::kind.eq(kind))
            .filter(business_records::subject.eq(subject))
            .count()
            .get_result(conn)?;
        Ok(n > 0)
    }

    /// The records an application left.
    pub fn of_application(
        conn: &mut DbConn,
        application_id: &str,
    ) -> QueryResult<Vec<BusinessRecord>> {
        business_records::table
            .filter(business_records::application_id.eq(application_id))
            .order(business_records::recorded_at)
            .select(BusinessRecord::as_select())
            .load(conn)
    }
}
