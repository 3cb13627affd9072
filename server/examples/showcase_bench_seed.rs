//! Seeds a database for the showcase load benchmark: the demo data (60 enterprises) plus
//! generated enterprises of tenant 000000 up to `N` in all, half custodied, three in ten listed
//! (and custodied), two in ten on display, with every filter's values spread over them.
//!
//! usage: showcase_bench_seed DATABASE_URL [N=10000]

use diesel::Connection;
use server::{db, seed, seed::showcase, seed::MAIN_TENANT};

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let url = args
        .next()
        .ok_or_else(|| anyhow::anyhow!("usage: showcase_bench_seed DATABASE_URL [N]"))?;
    let total: usize = args
        .next()
        .map(|n| n.parse())
        .transpose()?
        .unwrap_or(10_000);
    let pool = db::connect(&url, 1)?;
    let mut conn = pool.get()?;
    seed::run(&mut conn)?;
    conn.transaction(|conn| {
        for i in showcase::ENTERPRISES..total {
            let kind = match i % 10 {
                0..=4 => 0,
                5..=7 => 1,
                _ => 2,
            };
            showcase::insert_company(conn, MAIN_TENANT, i, kind)?;
        }
        Ok::<_, anyhow::Error>(())
    })?;
    println!("seeded {total} enterprises into {url}");
    Ok(())
}
