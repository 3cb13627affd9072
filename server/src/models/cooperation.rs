//! A member's cooperation bindings with enterprises (member_companies): a member applies for
//! an enterprise's showcase only when bound to it (02 §4, 550092). A member firm is owned by
//! the user who registered it (550012).

use diesel::prelude::*;

use crate::{
    db::DbConn,
    schema::{member_companies, members},
};

#[derive(Clone, Debug, Insertable)]
#[diesel(table_name = member_companies)]
pub struct Binding<'a> {
    pub id: String,
    pub tenant_id: &'a str,
    pub member_id: &'a str,
    pub company_id: &'a str,
    pub company_name: &'a str,
    pub jbr_name: &'a str,
    pub jbr_phone: &'a str,
    pub is_send_msg: bool,
    pub application_id: Option<&'a str>,
}

impl Binding<'_> {
    /// Records the binding, or refreshes the handler of an existing one.
    pub fn upsert(&self, conn: &mut DbConn) -> QueryResult<()> {
        let existing = member_companies::table
            .filter(member_companies::member_id.eq(self.member_id))
            .filter(member_companies::company_id.eq(self.company_id))
            .select(member_companies::id)
            .first::<String>(conn)
            .optional()?;
        match existing {
            Some(id) => diesel::update(member_companies::table.find(id))
                .set((
                    member_companies::jbr_name.eq(self.jbr_name),
                    member_companies::jbr_phone.eq(self.jbr_phone),
                    member_companies::is_send_msg.eq(self.is_send_msg),
                    member_companies::application_id.eq(self.application_id),
                ))
                .execute(conn)?,
            None => diesel::insert_into(member_companies::table)
                .values(self)
                .execute(conn)?,
        };
        Ok(())
    }
}

/// The member firms a user owns.
pub fn members_of_user(conn: &mut DbConn, user_id: &str) -> QueryResult<Vec<String>> {
    members::table
        .filter(members::owner_user_id.eq(user_id))
        .select(members::id)
        .load(conn)
}

/// Whether a member firm the user owns is bound to the enterprise.
pub fn is_bound(conn: &mut DbConn, user_id: &str, company_id: &str) -> QueryResult<bool> {
    let firms = members_of_user(conn, user_id)?;
    let bound: i64 = member_companies::table
        .filter(member_companies::member_id.eq_any(&firms))
        .filter(member_companies::company_id.eq(company_id))
        .count()
        .get_result(conn)?;
    Ok(bound > 0)
}

/// The registered information of a member firm a user owns (`ctx.member`, 550013).
#[derive(Clone, Debug, Queryable, Selectable, serde::Serialize)]
#[diesel(table_name = members)]
#[serde(rename_all = "camelCase")]
pub struct OwnedMember {
    #[serde(skip)]
    pub id: String,
    pub name: String,
    pub member_code: Option<String>,
    pub member_type: String,
    pub contact_phone: String,
    pub address: String,
    pub intro: String,
}

/// The member firm the user owns (the first registered, when several).
pub fn owned_member(conn: &mut DbConn, user_id: &str) -> QueryResult<Option<OwnedMember>> {
    members::table
        .filter(members::owner_user_id.eq(user_id))
        .order((members::sort, members::id))
        .select(OwnedMember::as_select())
        .first(conn)
        .optional()
}
