//! Seeds a database for the showcase load benchmark: the demo data (60 enterprises) plus
//! generated enterprises of tenant 000000 up to `N` in all, half custodied, three in ten listed
//! (and custodied), two in ten on display, with every filter's values spread over them.
//!
//! usage: showcase_bench_seed DATABASE_URL [N=10000]

mod bench_seed;

use diesel::Connection;
use server::seed::{showcase, MAIN_TENANT};

fn main() -> anyhow::Result<()> {
    let (url, [total]) = bench_seed::arguments("showcase_bench_seed DATABASE_URL [N]", [10_000])?;
    let mut conn = bench_seed::demo_database(&url)?;
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
