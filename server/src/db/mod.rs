//! The database: one connection type over two backends (SQLite embedded by default,
//! PostgreSQL when `DATABASE_URL` says so), a pool, and the migrations of each backend.

use std::time::Duration;

use diesel::{
    connection::{Connection, SimpleConnection},
    r2d2::{ConnectionManager, CustomizeConnection, Pool, PooledConnection},
    PgConnection, SqliteConnection,
};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

pub mod statements;
pub mod transaction;

pub use statements::{off_request, Statements};

#[derive(diesel::MultiConnection)]
pub enum DbConn {
    Postgres(PgConnection),
    Sqlite(SqliteConnection),
}

pub type DbPool = Pool<ConnectionManager<DbConn>>;
pub type PooledConn = PooledConnection<ConnectionManager<DbConn>>;

const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../migrations/postgres");
const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../migrations/sqlite");

pub fn is_postgres_url(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

/// Every connection counts its statements. SQLite needs foreign keys switched on per
/// connection, WAL so readers do not block the writer, and a busy timeout so concurrent
/// writers queue instead of failing.
#[derive(Debug)]
struct Prepare(Statements);

impl CustomizeConnection<DbConn, diesel::r2d2::Error> for Prepare {
    fn on_acquire(&self, conn: &mut DbConn) -> Result<(), diesel::r2d2::Error> {
        conn.set_instrumentation(self.0.counter());
        if let DbConn::Sqlite(conn) = conn {
            conn.batch_execute(
                "PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; \
                 PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;",
            )
            .map_err(diesel::r2d2::Error::QueryError)?;
        }
        Ok(())
    }
}

/// Opens the pool and brings the schema up to date.
pub fn connect(url: &str, pool_size: u32) -> anyhow::Result<DbPool> {
    Ok(connect_counted(url, pool_size)?.0)
}

/// Opens the pool, brings the schema up to date, and counts the statements its connections
/// send.
pub fn connect_counted(url: &str, pool_size: u32) -> anyhow::Result<(DbPool, Statements)> {
    if !is_postgres_url(url) {
        if let Some(parent) = std::path::Path::new(url).parent() {
            if !parent.as_os_str().is_empty() {
                std::fs::create_dir_all(parent)?;
            }
        }
    }
    let statements = Statements::default();
    // No `SELECT 1` before each use: a connection found broken when it is returned
    // (`has_broken`) is dropped, and the next one is opened afresh.
    let pool = Pool::builder()
        .max_size(pool_size.max(1))
        .connection_timeout(Duration::from_secs(10))
        .test_on_check_out(false)
        .connection_customizer(Box::new(Prepare(statements.clone())))
        .build(ConnectionManager::<DbConn>::new(url))?;
    migrate(&mut *pool.get()?)?;
    Ok((pool, statements))
}

pub fn migrate(conn: &mut DbConn) -> anyhow::Result<()> {
    let migrations = match conn {
        DbConn::Postgres(_) => POSTGRES_MIGRATIONS,
        DbConn::Sqlite(_) => SQLITE_MIGRATIONS,
    };
    let applied = conn
        .run_pending_migrations(migrations)
        .map_err(|e| anyhow::anyhow!(e))?;
    for version in applied {
        tracing::info!(%version, "migration applied");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use diesel::migration::MigrationSource;

    use super::*;

    #[test]
    fn both_backends_have_the_same_migrations() {
        let names = |m: EmbeddedMigrations| -> Vec<String> {
            MigrationSource::<diesel::pg::Pg>::migrations(&m)
                .unwrap()
                .iter()
                .map(|m| m.name().to_string())
                .collect()
        };
        assert_eq!(names(POSTGRES_MIGRATIONS), names(SQLITE_MIGRATIONS));
    }

    /// Migrations whose SQL may differ between the backends, each with the reason (otherwise
    /// both accept the same SQL: SQLite reads TRUE and FALSE as 1 and 0).
    const MAY_DIFFER: &[(&str, &str)] = &[
        (
            "2026-12-24-000064_application_tallies",
            "the triggers that keep the tallies: a PL/pgSQL function on PostgreSQL, trigger \
             bodies on SQLite; the key's type (BIGSERIAL, INTEGER PRIMARY KEY)",
        ),
        (
            "2026-12-24-000065_showcase_orders",
            "SQLite counts a short key's matches in a covering index of the names; PostgreSQL \
             answers that LIKE from its pg_trgm indexes",
        ),
        (
            "2026-12-24-000063_holder_name_search",
            "the register's holder-name search: a pg_trgm GIN index on PostgreSQL; SQLite scans",
        ),
        (
            "2026-12-23-000050_key_search",
            "the key search's index: SQLite's FTS5 trigram table kept by triggers, PostgreSQL's \
             pg_trgm GIN indexes",
        ),
        (
            "2026-12-22-000049_cheap_commands",
            "PostgreSQL numbers chain entries from a sequence; SQLite, whose writers take turns, \
             from the table",
        ),
        (
            "2026-12-11-000035_query_definitions",
            "SQLite changes a CHECK constraint only by rebuilding the table; PostgreSQL alters it",
        ),
        (
            "2026-12-12-000036_query_drafts",
            "SQLite changes a CHECK constraint only by rebuilding the table; PostgreSQL alters it",
        ),
        (
            "2026-12-16-220001_rule_definitions",
            "SQLite changes a CHECK constraint only by rebuilding the table; PostgreSQL alters it",
        ),
        (
            "2026-12-14-000039_face_verifications",
            "the captured photo and the similarity: SQLite names them BLOB and REAL, PostgreSQL \
             BYTEA and DOUBLE PRECISION",
        ),
    ];

    #[test]
    fn both_backends_run_the_same_sql() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../migrations");
        let mut compared = 0;
        for entry in std::fs::read_dir(root.join("sqlite")).unwrap() {
            let name = entry.unwrap().file_name().to_string_lossy().into_owned();
            if MAY_DIFFER.iter().any(|(allowed, _)| *allowed == name) {
                continue;
            }
            for file in ["up.sql", "down.sql"] {
                let read = |backend: &str| {
                    std::fs::read_to_string(root.join(backend).join(&name).join(file))
                        .unwrap_or_else(|e| panic!("{backend}/{name}/{file}: {e}"))
                };
                assert_eq!(read("sqlite"), read("postgres"), "{name}/{file} differs");
                compared += 1;
            }
        }
        assert!(compared >= 18, "only {compared} files compared");
    }
}
