//! The set "showcase-registers": shareholder registers for ten more of the showcase's
//! custodied enterprises, so that a dozen registered enterprises (with 秦创智能 and 西咸新能)
//! have a product and a register: each has its controlling shareholder (an institution, 60 %)
//! and two natural persons (25 % and 15 %), whose volumes add up to the product's total shares.

use diesel::prelude::*;

use super::super::{
    companies::ProductRow,
    register::{HolderRow, HoldingRow},
    rows::insert_all,
    MAIN_TENANT,
};
use crate::{
    db::DbConn,
    schema::{companies, holder_accounts, positions, products},
};

const REGISTERED: usize = 10;
/// The natural persons: two per enterprise.
const PERSONS: [&str; 2 * REGISTERED] = [
    "王建国",
    "刘晓燕",
    "陈志强",
    "杨丽",
    "赵海涛",
    "黄敏",
    "周杰",
    "吴婷",
    "徐磊",
    "孙静",
    "马超",
    "朱红",
    "胡斌",
    "郭芳",
    "林峰",
    "何雪",
    "高翔",
    "罗琳",
    "梁宇",
    "宋洁",
];

/// One shareholder of the i-th register: who, and which share of the total.
struct Shareholder {
    suffix: &'static str,
    account_number: String,
    name: String,
    organ_type: i32,
    cert_type: &'static str,
    certificate_no: String,
    percent: i64,
}

fn shareholders(i: usize, controller: String) -> [Shareholder; 3] {
    [
        Shareholder {
            suffix: "c",
            account_number: format!("12000000{i:02}"),
            name: controller,
            organ_type: 1,
            cert_type: "11",
            certificate_no: format!("91610100MA6V{i:06}"),
            percent: 60,
        },
        Shareholder {
            suffix: "a",
            account_number: format!("22000000{:02}", 2 * i),
            name: PERSONS[(2 * i) % PERSONS.len()].to_owned(),
            organ_type: 2,
            cert_type: "1",
            certificate_no: format!("6101021975{:02}01{:04}", i + 1, 2 * i),
            percent: 25,
        },
        Shareholder {
            suffix: "b",
            account_number: format!("22000000{:02}", 2 * i + 1),
            name: PERSONS[(2 * i + 1) % PERSONS.len()].to_owned(),
            organ_type: 2,
            cert_type: "1",
            certificate_no: format!("6101031980{:02}02{:04}", i + 1, 2 * i + 1),
            percent: 15,
        },
    ]
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    for i in 0..REGISTERED {
        register(conn, i)?;
    }
    Ok(())
}

/// The set "listed-registers": registers for two of the showcase's listed enterprises (the
/// 25th and 26th), so that a listed product has holders (挂牌产品管理, /gpcpglManagenment).
pub fn listed(conn: &mut DbConn) -> anyhow::Result<()> {
    for i in [24, 25] {
        register(conn, i)?;
    }
    Ok(())
}

/// The i-th showcase enterprise's product and its three shareholders.
fn register(conn: &mut DbConn, i: usize) -> anyhow::Result<()> {
    let company_id = format!("sc-{i:05}");
    let (name, short, code): (String, Option<String>, Option<String>) = companies::table
        .find(&company_id)
        .select((companies::name, companies::short_name, companies::code))
        .first(conn)?;
    let code = code.unwrap_or_else(|| format!("6{i:05}"));
    let product = format!("p-{code}");
    let total = 1_000_000 * (i as i64 + 1);
    let controller = format!("{}控股有限公司", short.as_deref().unwrap_or("秦川"));
    let row = ProductRow {
        id: product.clone(),
        tenant_id: MAIN_TENANT.into(),
        company_id: Some(company_id.clone()),
        product_code: code,
        name: short.unwrap_or(name),
        face_value: Some("1".into()),
        total_shares: Some(total),
    };
    insert_all(conn, products::table, [row])?;
    for holder in shareholders(i, controller) {
        let uuid = format!("h-sc-{i}-{}", holder.suffix);
        let account = HolderRow {
            uuid: uuid.clone(),
            tenant_id: MAIN_TENANT.into(),
            account_number: holder.account_number,
            holder_name: holder.name,
            organ_type: holder.organ_type,
            organ_type_id: None,
            holder_account_status: 1,
            investor_expire_status: 0,
            company_id: Some(company_id.clone()),
            product_id: Some(product.clone()),
            cert_type: Some(holder.cert_type.into()),
            certificate_no: Some(holder.certificate_no),
            rights_confirmed: Some(true),
        };
        insert_all(conn, holder_accounts::table, [account])?;
        let position = HoldingRow {
            account_uuid: uuid,
            product_id: product.clone(),
            volume: total * holder.percent / 100,
            pledged: 0,
            frozen: 0,
        };
        insert_all(conn, positions::table, [position])?;
    }
    Ok(())
}
