//! A pledgee of a pledge application and its confirmation by electronic contract (issue 21
//! item 7): see `crate::econtract::pledgee`.

use diesel::prelude::*;

use crate::{clock::Timestamp, db::DbConn, schema::pledgee_infos};

#[derive(Clone, Debug, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = pledgee_infos, treat_none_as_null = true)]
pub struct PledgeeInfo {
    pub id: String,
    pub tenant_id: String,
    pub application_id: String,
    pub seq: i32,
    pub name: String,
    pub cert_type: String,
    pub cert_no: String,
    pub pledgee_type: String,
    pub mobile: Option<String>,
    /// 0 waiting for the pledgee's signature, 1 signed, 2 refused.
    pub status: i32,
    pub signer_id: Option<String>,
    pub contract_id: Option<String>,
    pub refusal: Option<String>,
    /// The signed contract's attachment.
    pub attach_id: Option<String>,
    /// The face picture's attachment.
    pub face_attach_id: Option<String>,
    pub sms_sent_at: Option<Timestamp>,
    pub signed_at: Option<Timestamp>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

impl PledgeeInfo {
    pub fn of_application(conn: &mut DbConn, application: &str) -> QueryResult<Vec<PledgeeInfo>> {
        pledgee_infos::table
            .filter(pledgee_infos::application_id.eq(application))
            .order(pledgee_infos::seq)
            .select(PledgeeInfo::as_select())
            .load(conn)
    }

    /// The pledgees of these applications, by application, in their order.
    pub fn of_applications(conn: &mut DbConn, ids: &[String]) -> QueryResult<Vec<PledgeeInfo>> {
        pledgee_infos::table
            .filter(pledgee_infos::application_id.eq_any(ids))
            .order((pledgee_infos::application_id, pledgee_infos::seq))
            .select(PledgeeInfo::as_select())
            .load(conn)
    }

    pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<PledgeeInfo>> {
        pledgee_infos::table
            .filter(pledgee_infos::tenant_id.eq(tenant))
            .filter(pledgee_infos::id.eq(id))
            .select(PledgeeInfo::as_select())
            .first(conn)
            .optional()
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(pledgee_infos::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }

    pub fn save(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::update(pledgee_infos::table.find(&self.id))
            .set(self)
            .execute(conn)
            .map(drop)
    }

    pub fn delete(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::delete(pledgee_infos::table.find(&self.id))
            .execute(conn)
            .map(drop)
    }
}
