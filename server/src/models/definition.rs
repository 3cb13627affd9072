//! Published definitions and drafts of the analysts' studio. A version row is never changed:
//! publishing adds the next one.

use diesel::prelude::*;

use crate::{
    clock::Timestamp,
    db::DbConn,
    schema::{definition_drafts, definition_versions},
};

pub const FLOW: &str = "flow";
pub const FORM: &str = "form";
/// A query page's definition (`queries/{pageKey}.json`).
pub const QUERY: &str = "query";
/// A rhai script of the rules (`flows/scripts/{name}.rhai`, its examples beside it).
pub const SCRIPT: &str = "script";
/// A flow fragment (`flows/fragments/{name}.json`).
pub const FRAGMENT: &str = "fragment";

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = definition_versions)]
pub struct DefinitionVersion {
    pub kind: String,
    pub def_key: String,
    pub version: i32,
    pub name: String,
    /// The JSON text as it was published.
    pub body: String,
    /// For a flow, the version of its form it was checked against and its instances use.
    pub form_version: Option<i32>,
    pub published_by: String,
    pub published_at: Timestamp,
    pub reason: String,
    /// For a flow, the script and fragment versions it was published with (JSON, see
    /// `crate::flows::RulePins`); `None` on versions published before the rules were versioned.
    pub pins: Option<String>,
    /// For a script, its example cases (JSON, see `crate::studio::examples`).
    pub examples: Option<String>,
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = definition_drafts)]
pub struct DefinitionDraft {
    pub kind: String,
    pub def_key: String,
    pub body: String,
    /// The latest version when the draft was first saved.
    pub base_version: i32,
    pub updated_by: String,
    pub updated_at: Timestamp,
    /// For a script, the draft of its example cases.
    pub examples: Option<String>,
}

impl DefinitionVersion {
    /// Every version of every definition of a kind, by key and version.
    pub fn all(conn: &mut DbConn, kind: &str) -> QueryResult<Vec<DefinitionVersion>> {
        definition_versions::table
            .filter(definition_versions::kind.eq(kind))
            .order((
                definition_versions::def_key.asc(),
                definition_versions::version.asc(),
            ))
            .select(DefinitionVersion::as_select())
            .load(conn)
    }

    /// The versions of one definition, newest first.
    pub fn of(conn: &mut DbConn, kind: &str, key: &str) -> QueryResult<Vec<DefinitionVersion>> {
        definition_versions::table
            .filter(definition_versions::kind.eq(kind))
            .filter(definition_versions::def_key.eq(key))
            .order(definition_versions::version.desc())
            .select(DefinitionVersion::as_select())
            .load(conn)
    }

    /// The key and number of every version of a kind, without their texts, by key and version.
    pub fn numbers(conn: &mut DbConn, kind: &str) -> QueryResult<Vec<(String, i32)>> {
        definition_versions::table
            .filter(definition_versions::kind.eq(kind))
            .order((
                definition_versions::def_key.asc(),
                definition_versions::version.asc(),
            ))
            .select((definition_versions::def_key, definition_versions::version))
            .load(conn)
    }

    pub fn find(
        conn: &mut DbConn,
        kind: &str,
        key: &str,
        version: i32,
    ) -> QueryResult<Option<DefinitionVersion>> {
        definition_versions::table
            .find((kind, key, version))
            .select(DefinitionVersion::as_select())
            .first(conn)
            .optional()
    }

    pub fn latest(
        conn: &mut DbConn,
        kind: &str,
        key: &str,
    ) -> QueryResult<Option<DefinitionVersion>> {
        definition_versions::table
            .filter(definition_versions::kind.eq(kind))
            .filter(definition_versions::def_key.eq(key))
            .order(definition_versions::version.desc())
            .select(DefinitionVersion::as_select())
            .first(conn)
            .optional()
    }

    /// The number of the latest version of a definition, without its body.
    pub fn latest_number(conn: &mut DbConn, kind: &str, key: &str) -> QueryResult<Option<i32>> {
        definition_versions::table
            .filter(definition_versions::kind.eq(kind))
            .filter(definition_versions::def_key.eq(key))
            .select(diesel::dsl::max(definition_versions::version))
            .first(conn)
    }

    /// Adds a version; the primary key refuses a number taken by a concurrent publish.
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(definition_versions::table)
            .values(self)
            .execute(conn)
            .map(|_| ())
    }
}

impl DefinitionDraft {
    pub fn all(conn: &mut DbConn) -> QueryResult<Vec<DefinitionDraft>> {
        definition_drafts::table
            .select(DefinitionDraft::as_select())
            .load(conn)
    }

    pub fn find(conn: &mut DbConn, kind: &str, key: &str) -> QueryResult<Option<DefinitionDraft>> {
        definition_drafts::table
            .find((kind, key))
            .select(DefinitionDraft::as_select())
            .first(conn)
            .optional()
    }

    /// Keeps the text of a draft, replacing an earlier one (its base version stays).
    pub fn save(&self, conn: &mut DbConn) -> QueryResult<()> {
        let updated = diesel::update(definition_drafts::table.find((&self.kind, &self.def_key)))
            .set((
                definition_drafts::body.eq(&self.body),
                definition_drafts::examples.eq(&self.examples),
                definition_drafts::updated_by.eq(&self.updated_by),
                definition_drafts::updated_at.eq(self.updated_at),
            ))
            .execute(conn)?;
        if updated == 0 {
            diesel::insert_into(definition_drafts::table)
                .values(self)
                .execute(conn)?;
        }
        Ok(())
    }

    pub fn discard(conn: &mut DbConn, kind: &str, key: &str) -> QueryResult<usize> {
        diesel::delete(definition_drafts::table.find((kind, key))).execute(conn)
    }
}
