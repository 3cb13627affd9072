//! Seeds a database for the Excel export benchmark (issue 20): the demo data plus `N`
//! completed applications of tenant 000000, spread over five businesses and the demo
//! applicants, so that 流程查询's export (`application/query/export`) writes `N` rows and more.
//!
//! usage: export_bench_seed DATABASE_URL [N=100000]

mod bench_seed;

use bench_seed::BUSINESSES;
use diesel::{prelude::*, Connection};
use server::{models::application::Application, schema::applications, seed::MAIN_TENANT};

fn main() -> anyhow::Result<()> {
    let (url, [total]) = bench_seed::arguments("export_bench_seed DATABASE_URL [N]", [100_000])?;
    let mut conn = bench_seed::demo_database(&url)?;
    let applicants = bench_seed::applicants(&mut conn)?;
    let start = 1_767_225_600; // 2026-01-01 Beijing
    conn.transaction(|conn| {
        for i in 0..total {
            let (app_id, name) = BUSINESSES[i % BUSINESSES.len()];
            let at = start + (i as i64) * 60;
            let row = Application {
                id: format!("bench-{i:06}"),
                tenant_id: MAIN_TENANT.to_owned(),
                app_id: app_id.to_owned(),
                biz_sn: format!("BENCH{i:010}"),
                biz_type_name: name.to_owned(),
                applicant_id: applicants[i % applicants.len()].0.clone(),
                company_id: None,
                holder_uuid: None,
                status: "approved".to_owned(),
                current_node: "end".to_owned(),
                instance: "{}".to_owned(),
                revision: 1,
                created_at: at,
                updated_at: at + 3600,
                completed_at: Some(at + 3600),
                submitted_at: Some(at),
                step_count: 0,
            };
            diesel::insert_into(applications::table)
                .values(&row)
                .execute(conn)?;
        }
        Ok::<_, anyhow::Error>(())
    })?;
    println!("seeded {total} applications into {url}");
    Ok(())
}
