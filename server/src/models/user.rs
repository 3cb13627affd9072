use std::collections::BTreeMap;

use diesel::prelude::*;

use crate::{db::DbConn, schema::users};

#[derive(Clone, Debug, Queryable, Selectable, Identifiable, Insertable)]
#[diesel(table_name = users)]
pub struct User {
    pub id: String,
    pub tenant_id: String,
    pub account: String,
    pub name: String,
    pub password_hash: String,
    pub role_name: String,
    pub landing_mode: String,
    /// 2 = organisation.
    pub org_type: i32,
    pub mobile: Option<String>,
    pub is_certified: bool,
    /// A certification application has been submitted and awaits review.
    pub has_applied: bool,
    /// A product holder's product certification (550138) is done.
    pub is_product_certified: bool,
    /// [`User::ENABLED`] or [`User::DISABLED`] (/system/user).
    pub status: i32,
}

impl User {
    pub const ENABLED: i32 = 1;
    pub const DISABLED: i32 = 0;

    pub fn find(conn: &mut DbConn, id: &str) -> QueryResult<Option<User>> {
        users::table
            .find(id)
            .select(User::as_select())
            .first(conn)
            .optional()
    }

    pub fn find_by_account(
        conn: &mut DbConn,
        tenant_id: &str,
        account: &str,
    ) -> QueryResult<Option<User>> {
        users::table
            .filter(users::tenant_id.eq(tenant_id))
            .filter(users::account.eq(account))
            .select(User::as_select())
            .first(conn)
            .optional()
    }
}

impl User {
    /// The landing mode of a user (`mgr` for staff acting for holders, `org` for an
    /// enterprise's user), `None` for an unknown user.
    pub fn landing_mode(conn: &mut DbConn, id: &str) -> QueryResult<Option<String>> {
        users::table
            .find(id)
            .select(users::landing_mode)
            .first(conn)
            .optional()
    }

    /// The names of the users among `ids`, by id.
    pub fn names(conn: &mut DbConn, ids: &[String]) -> QueryResult<BTreeMap<String, String>> {
        Ok(users::table
            .filter(users::id.eq_any(ids))
            .select((users::id, users::name))
            .load::<(String, String)>(conn)?
            .into_iter()
            .collect())
    }
}

impl User {
    /// Records a first certification: institutional (550032) or product (550138).
    pub fn certify(conn: &mut DbConn, id: &str, product: bool) -> QueryResult<()> {
        let target = users::table.find(id);
        if product {
            diesel::update(target)
                .set(users::is_product_certified.eq(true))
                .execute(conn)?;
        } else {
            diesel::update(target)
                .set((users::is_certified.eq(true), users::has_applied.eq(false)))
                .execute(conn)?;
        }
        Ok(())
    }
}
