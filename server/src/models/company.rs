use diesel::prelude::*;

use crate::{
    db::DbConn,
    schema::{companies, user_companies},
};

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = companies)]
pub struct Company {
    pub id: String,
    pub tenant_id: String,
    pub name: String,
    pub short_name: Option<String>,
    pub code: Option<String>,
}

impl Company {
    pub fn find(conn: &mut DbConn, id: &str) -> QueryResult<Option<Company>> {
        companies::table
            .find(id)
            .select(Company::as_select())
            .first(conn)
            .optional()
    }

    /// The enterprises a user is bound to, in name order.
    pub fn of_user(conn: &mut DbConn, user_id: &str) -> QueryResult<Vec<Company>> {
        user_companies::table
            .inner_join(companies::table)
            .filter(user_companies::user_id.eq(user_id))
            .order(companies::name)
            .select(Company::as_select())
            .load(conn)
    }

    /// The enterprise, if `user_id` is bound to it.
    pub fn bound_to_user(
        conn: &mut DbConn,
        user_id: &str,
        company_id: &str,
    ) -> QueryResult<Option<Company>> {
        user_companies::table
            .inner_join(companies::table)
            .filter(user_companies::user_id.eq(user_id))
            .filter(companies::id.eq(company_id))
            .select(Company::as_select())
            .first(conn)
            .optional()
    }
}
