//! Charges collected for a charged business (550100): the amount the flow's charge rule
//! computed, kept as decimal text, one row per application.

use diesel::prelude::*;

use crate::{db::DbConn, schema::charges};

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = charges)]
pub struct Charge {
    pub application_id: String,
    pub tenant_id: String,
    pub app_id: String,
    pub item: String,
    /// A decimal amount in yuan, e.g. "1200.50".
    pub amount: String,
    pub charged_at: i64,
}

impl Charge {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(charges::table)
            .values(self)
            .execute(conn)
            .map(|_| ())
    }

    pub fn of_application(conn: &mut DbConn, application_id: &str) -> QueryResult<Option<Charge>> {
        charges::table
            .find(application_id)
            .select(Charge::as_select())
            .first(conn)
            .optional()
    }
}
