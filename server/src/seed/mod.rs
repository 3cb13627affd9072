//! Demo data, loaded on start when `PLATFORM_SEED_DEMO` is on. Each named set loads once, in
//! one transaction, and is recorded in `demo_seeds`; a later issue adds its own set.
//!
//! The rows are JSON fixtures under `fixtures/`, read into named rows, except where a pattern
//! makes them (the showcase's enterprises and publications); every table is filled by
//! [`rows::insert_all`]. Every demo user's password is `Demo#2026` (listed in the README).

use diesel::prelude::*;

use crate::{db::DbConn, schema::demo_seeds};

mod bonds;
mod capital_accounts;
mod catalogue;
mod companies;
mod dossier;
mod foundation;
mod heirs;
mod menus;
mod regions;
mod register;
mod registry;
mod rows;
mod settings;
pub mod showcase;
mod site_pages;
mod system_dicts;
mod transfer_projects;
mod users;

pub const DEMO_PASSWORD: &str = "Demo#2026";
pub const MAIN_TENANT: &str = "000000";
/// A second tenant, so that tenant isolation can be seen and tested.
pub const DALIAN_TENANT: &str = "116000";

type Seed = fn(&mut DbConn) -> anyhow::Result<()>;

/// The sets in the order they load; a set's name never changes once a database has recorded it.
const SEEDS: &[(&str, Seed)] = &[
    ("foundation", foundation::seed),
    ("regions", regions::seed),
    ("register", register::seed),
    ("showcase", showcase::seed),
    // Entries added to foundation's lists after databases had loaded it: blockchain.isOpen
    // and the chain_verify button. A later addition names a new set running the same function.
    ("foundation-additions-1", foundation::additions),
    ("declarations", settings::declarations),
    ("unconfirmed-heir", heirs::seed),
    ("showcase-registers", showcase::registers::seed),
    ("studio-analysts-only", menus::studio_analysts_only),
    ("catalogue", catalogue::seed),
    ("find-and-start-menus", menus::find_and_start),
    // The footer's pages and the administrator's 站点页面 menu entry (issue 15).
    ("site-pages", site_pages::seed),
    // The forms' dictionaries (issue 15) and every code in the second tenant too.
    ("dictionary-additions-1", foundation::dictionary_additions),
    // The business registry simulator's enterprises (issue 16).
    ("registry-enterprises", registry::seed),
    // The full company registration dossier's dictionaries in both tenants (issue 16).
    ("dossier-dictionaries", dossier::seed),
    // The issuers' and two investors' capital accounts (issue 18, 03 §3).
    ("capital-accounts", capital_accounts::seed),
    // The transfer projects of private fund shares (issue 18, 03 §3).
    ("fund-transfer-projects", transfer_projects::seed),
    // A filed and an issuing bond of each demo issuer (issue 18).
    ("demo-bonds", bonds::seed),
    // The administrator's 系统管理 menus: 字典管理 and 审计日志 (issue 20).
    ("system-admin-menus", foundation::additions),
    // The administrator's 菜单管理 and 角色管理 menus (issue 20).
    ("menu-admin-menus", foundation::additions),
    // The administrator's 参数管理 and 行政区划 menus (issue 20).
    ("param-region-menus", foundation::additions),
    // The platform administrator's 租户管理 menu (issue 20).
    ("tenant-admin-menus", foundation::additions),
    // Every dictionary code the spec names, in both tenants: PledgeHumanAllType (issue 20).
    (
        "dictionary-additions-2",
        foundation::every_dictionary_addition,
    ),
    // The administrator's 用户管理 menu (issue 20).
    ("user-admin-menus", foundation::additions),
    // The platform's system dictionary (issue 20, blade-system/dict).
    ("system-dictionary", system_dicts::seed),
    // The workbench's 数据看板 menu (issue 20, /wel/dashboard).
    ("dashboard-menu", foundation::additions),
    // The configurable query pages' menus: 综合企业查询, 企业注销及变更查询, 我的持仓查询 (issue 20).
    ("query-page-menus", foundation::additions),
    // The administrator's 错误日志 menu: the browsers' error logs (issue 24, 01 §2).
    ("error-log-menu", foundation::additions),
    // 私募基金业务, 私募可转债, 企业服务申请, 风险测评, 上市知识库 and 投资机构 (issue 24, 01 §2).
    ("fund-and-service-menus", foundation::additions),
    // The enterprise's 电子印章管理 and 专精特新评分, everyone's 转让项目查询 (issue 24, 01 §2).
    ("company-pages-menus", foundation::additions),
    // Registers for two listed showcase enterprises: listed products with holders (issue 24).
    ("listed-registers", showcase::registers::listed),
];

pub fn run(conn: &mut DbConn) -> anyhow::Result<()> {
    for (name, seed) in SEEDS {
        conn.transaction(|conn| {
            let done: i64 = demo_seeds::table
                .filter(demo_seeds::name.eq(name))
                .count()
                .get_result(conn)?;
            if done == 0 {
                seed(conn)?;
                diesel::insert_into(demo_seeds::table)
                    .values(demo_seeds::name.eq(name))
                    .execute(conn)?;
                tracing::info!(seed = name, "demo data loaded");
            }
            Ok::<_, anyhow::Error>(())
        })?;
    }
    Ok(())
}
