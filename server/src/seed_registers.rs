//! Shareholder registers for ten more of the showcase's custodied enterprises, so that a dozen
//! registered enterprises (with 秦创智能 and 西咸新能) have a product and a register: each has
//! its controlling shareholder (an institution, 60 %) and two natural persons (25 % and 15 %),
//! whose volumes add up to the product's total shares.

use diesel::prelude::*;

use crate::{
    db::DbConn,
    models::position::Position,
    schema::{companies, holder_accounts, products},
    seed::MAIN_TENANT,
};

const REGISTERED: usize = 10;
const PERSONS: [&str; 20] = [
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

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    for i in 0..REGISTERED {
        let company_id = format!("sc-{i:05}");
        let (name, short, code): (String, Option<String>, Option<String>) = companies::table
            .find(&company_id)
            .select((companies::name, companies::short_name, companies::code))
            .first(conn)?;
        let code = code.unwrap_or_else(|| format!("6{i:05}"));
        let product = format!("p-{code}");
        let total = 1_000_000 * (i as i64 + 1);
        diesel::insert_into(products::table)
            .values((
                products::id.eq(&product),
                products::tenant_id.eq(MAIN_TENANT),
                products::company_id.eq(&company_id),
                products::product_code.eq(&code),
                products::name.eq(short.clone().unwrap_or_else(|| name.clone())),
                products::face_value.eq("1"),
                products::total_shares.eq(total),
            ))
            .execute(conn)?;
        let controller = format!("{}控股有限公司", short.as_deref().unwrap_or("秦川"));
        let holders = [
            (
                format!("h-sc-{i}-c"),
                format!("12000000{i:02}"),
                controller,
                1,
                "11",
                format!("91610100MA6V{i:06}"),
                total * 60 / 100,
            ),
            (
                format!("h-sc-{i}-a"),
                format!("22000000{:02}", 2 * i),
                PERSONS[2 * i].to_owned(),
                2,
                "1",
                format!("6101021975{:02}01{:04}", i + 1, 2 * i),
                total * 25 / 100,
            ),
            (
                format!("h-sc-{i}-b"),
                format!("22000000{:02}", 2 * i + 1),
                PERSONS[2 * i + 1].to_owned(),
                2,
                "1",
                format!("6101031980{:02}02{:04}", i + 1, 2 * i + 1),
                total * 15 / 100,
            ),
        ];
        for (uuid, number, holder, organ_type, cert_type, cert, volume) in holders {
            diesel::insert_into(holder_accounts::table)
                .values((
                    holder_accounts::uuid.eq(&uuid),
                    holder_accounts::tenant_id.eq(MAIN_TENANT),
                    holder_accounts::account_number.eq(&number),
                    holder_accounts::holder_name.eq(&holder),
                    holder_accounts::organ_type.eq(organ_type),
                    holder_accounts::holder_account_status.eq(1),
                    holder_accounts::investor_expire_status.eq(0),
                    holder_accounts::company_id.eq(&company_id),
                    holder_accounts::product_id.eq(&product),
                    holder_accounts::cert_type.eq(cert_type),
                    holder_accounts::certificate_no.eq(&cert),
                    holder_accounts::rights_confirmed.eq(true),
                ))
                .execute(conn)?;
            Position::credit(conn, &uuid, &product, volume)?;
        }
    }
    Ok(())
}
