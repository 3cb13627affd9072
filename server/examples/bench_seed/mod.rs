//! What the benchmark seeds share: their arguments, the demo database they start from, and the
//! businesses and applicants their generated applications are spread over.

use diesel::prelude::*;
use server::{
    db::{self, DbConn, PooledConn},
    schema::users,
    seed::{self, MAIN_TENANT},
};

/// The businesses generated applications are spread over: (appId, name).
#[allow(dead_code)] // the showcase seed generates enterprises, not applications
pub const BUSINESSES: [(&str, &str); 5] = [
    ("550004", "非交易过户"),
    ("550008", "股权质押登记"),
    ("550011", "股权冻结"),
    ("550017", "增资扩股登记"),
    ("550001", "股份公司初始登记"),
];

/// `DATABASE_URL [COUNT ...]` from the command line: the url, and each count or its default.
pub fn arguments<const K: usize>(
    usage: &str,
    defaults: [usize; K],
) -> anyhow::Result<(String, [usize; K])> {
    let mut args = std::env::args().skip(1);
    let url = args
        .next()
        .ok_or_else(|| anyhow::anyhow!("usage: {usage}"))?;
    let mut counts = defaults;
    for (count, arg) in counts.iter_mut().zip(args) {
        *count = arg.parse()?;
    }
    Ok((url, counts))
}

/// A connection to the database at `url`, migrated and holding the demo data.
pub fn demo_database(url: &str) -> anyhow::Result<PooledConn> {
    let pool = db::connect(url, 1)?;
    let mut conn = pool.get()?;
    seed::run(&mut conn)?;
    Ok(conn)
}

/// The demo applicants of the main tenant (everyone but its staff): (id, name), by id.
#[allow(dead_code)] // the showcase seed generates enterprises, not applications
pub fn applicants(conn: &mut DbConn) -> anyhow::Result<Vec<(String, String)>> {
    let applicants: Vec<(String, String)> = users::table
        .filter(users::tenant_id.eq(MAIN_TENANT))
        .filter(users::landing_mode.ne("mgr"))
        .order(users::id)
        .select((users::id, users::name))
        .load(conn)?;
    anyhow::ensure!(!applicants.is_empty(), "the demo applicants are missing");
    Ok(applicants)
}
