use diesel::prelude::*;

use crate::{
    clock::Timestamp,
    db::DbConn,
    models::user::User,
    schema::{sessions, users},
};

/// A signed-in session: its one valid refresh token and the enterprise, registration account
/// and product the user currently works in.
#[derive(Clone, Debug, Queryable, Selectable, Identifiable, Insertable)]
#[diesel(table_name = sessions)]
pub struct Session {
    pub id: String,
    pub user_id: String,
    pub refresh_jti: String,
    pub current_company_id: Option<String>,
    pub current_holder_uuid: Option<String>,
    pub current_product_id: Option<String>,
    pub created_at: Timestamp,
    pub expires_at: Timestamp,
    pub revoked: bool,
}

impl Session {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(sessions::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }

    /// The session, unless it was revoked or has run out.
    pub fn find_live(conn: &mut DbConn, id: &str, now: Timestamp) -> QueryResult<Option<Session>> {
        sessions::table
            .find(id)
            .filter(sessions::revoked.eq(false))
            .filter(sessions::expires_at.gt(now))
            .select(Session::as_select())
            .first(conn)
            .optional()
    }

    /// The live session with its user, in one query: every signed-in request asks it.
    pub fn find_live_with_user(
        conn: &mut DbConn,
        id: &str,
        now: Timestamp,
    ) -> QueryResult<Option<(Session, User)>> {
        sessions::table
            .inner_join(users::table)
            .filter(sessions::id.eq(id))
            .filter(sessions::revoked.eq(false))
            .filter(sessions::expires_at.gt(now))
            .select((Session::as_select(), User::as_select()))
            .first(conn)
            .optional()
    }

    /// Replaces the valid refresh token, only if `presented` is still the valid one: of two
    /// refreshes racing with the same token exactly one wins.
    pub fn rotate_refresh(
        conn: &mut DbConn,
        id: &str,
        presented: &str,
        next: &str,
        expires_at: Timestamp,
    ) -> QueryResult<bool> {
        let changed = diesel::update(
            sessions::table
                .find(id)
                .filter(sessions::refresh_jti.eq(presented))
                .filter(sessions::revoked.eq(false)),
        )
        .set((
            sessions::refresh_jti.eq(next),
            sessions::expires_at.eq(expires_at),
        ))
        .execute(conn)?;
        Ok(changed == 1)
    }

    pub fn revoke(conn: &mut DbConn, id: &str) -> QueryResult<()> {
        diesel::update(sessions::table.find(id))
            .set(sessions::revoked.eq(true))
            .execute(conn)
            .map(drop)
    }

    pub fn set_current_company(conn: &mut DbConn, id: &str, company_id: &str) -> QueryResult<()> {
        diesel::update(sessions::table.find(id))
            .set(sessions::current_company_id.eq(company_id))
            .execute(conn)
            .map(drop)
    }

    pub fn set_current_holder(
        conn: &mut DbConn,
        id: &str,
        holder_uuid: &str,
        company_id: Option<&str>,
        product_id: Option<&str>,
    ) -> QueryResult<()> {
        diesel::update(sessions::table.find(id))
            .set((
                sessions::current_holder_uuid.eq(holder_uuid),
                sessions::current_company_id.eq(company_id),
                sessions::current_product_id.eq(product_id),
            ))
            .execute(conn)
            .map(drop)
    }
}

impl Session {
    /// Ends every open session of a user, saying why: after a first certification the user
    /// signs in again (01 §4), so that the new standing is in the session.
    pub fn revoke_all_of(conn: &mut DbConn, user_id: &str, reason: &str) -> QueryResult<()> {
        diesel::update(
            sessions::table
                .filter(sessions::user_id.eq(user_id))
                .filter(sessions::revoked.eq(false)),
        )
        .set((
            sessions::revoked.eq(true),
            sessions::revoked_reason.eq(reason),
        ))
        .execute(conn)
        .map(drop)
    }

    /// Ends every open session of a user but `keep` (the one that changed the password).
    pub fn revoke_others_of(
        conn: &mut DbConn,
        user_id: &str,
        keep: &str,
        reason: &str,
    ) -> QueryResult<()> {
        diesel::update(
            sessions::table
                .filter(sessions::user_id.eq(user_id))
                .filter(sessions::id.ne(keep))
                .filter(sessions::revoked.eq(false)),
        )
        .set((
            sessions::revoked.eq(true),
            sessions::revoked_reason.eq(reason),
        ))
        .execute(conn)
        .map(drop)
    }

    /// Why a session was ended, when the register ended it for a reason the user is told.
    pub fn revoked_reason(conn: &mut DbConn, id: &str) -> QueryResult<Option<String>> {
        Ok(sessions::table
            .find(id)
            .filter(sessions::revoked.eq(true))
            .select(sessions::revoked_reason)
            .first::<Option<String>>(conn)
            .optional()?
            .flatten())
    }
}
