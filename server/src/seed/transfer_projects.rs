//! Transfer projects of private fund shares (03 §3 "Transfer project"), for the picker of the
//! fund share-transfer application and the project's detail page: fourteen in the main tenant
//! (the showcase's funds, offered by their investors) and twelve in Dalian, every status of
//! the dictionary `projectStatus`, some of the fund's details hidden (flag `0`). Enough rows to
//! page at the picker's default of 5. Each has its quote deadline (集中报价 550224).

use crate::{
    db::DbConn,
    models::fund_transfer_project::FundTransferProject,
    seed::{DALIAN_TENANT, MAIN_TENANT},
};

/// The main tenant's funds: name, short name, registered address, person in charge, date.
const MAIN_FUNDS: &[(&str, &str, &str, &str, &str)] = &[
    (
        "秦创原科技成长一号私募股权投资基金",
        "秦创成长",
        "陕西省西安市高新区科技路48号",
        "王磊",
        "2019-03-18",
    ),
    (
        "西咸新区新能源产业私募股权投资基金",
        "西咸新能",
        "陕西省西咸新区沣东新城统一路99号",
        "刘洋",
        "2020-07-01",
    ),
    (
        "曲江文化产业创业投资基金",
        "曲江文创",
        "陕西省西安市曲江新区雁塔南路318号",
        "陈静",
        "2018-11-26",
    ),
    (
        "陕西专精特新中小企业发展基金",
        "陕西专精",
        "陕西省西安市雁塔区科技二路72号",
        "赵敏",
        "2021-05-10",
    ),
    (
        "关中现代农业产业投资基金",
        "关中农业",
        "陕西省咸阳市杨凌示范区新桥路12号",
        "孙杰",
        "2017-09-05",
    ),
    (
        "西安高新硬科技天使投资基金",
        "高新天使",
        "陕西省西安市高新区锦业路1号",
        "周婷",
        "2022-01-20",
    ),
    (
        "秦岭成长一号私募股权投资基金",
        "秦岭成长",
        "陕西省西安市碑林区南关正街88号",
        "吴强",
        "2016-06-30",
    ),
];

const MAIN_HOLDERS: &[&str] = &["张伟", "陕西丝路投资管理有限公司", "李娜"];

/// Dalian's funds.
const DALIAN_FUNDS: &[(&str, &str, &str, &str, &str)] = &[
    (
        "大连海洋经济产业投资基金",
        "海洋经济",
        "辽宁省大连市中山区人民路15号",
        "马超",
        "2019-08-12",
    ),
    (
        "大连金普新区创新创业投资基金",
        "金普创投",
        "辽宁省大连市金州区金马路200号",
        "高远",
        "2020-04-22",
    ),
    (
        "辽宁装备制造私募股权投资基金",
        "辽宁装备",
        "辽宁省大连市甘井子区华北路66号",
        "宋佳",
        "2018-02-08",
    ),
];

const DALIAN_HOLDERS: &[&str] = &["王芳", "大连港湾投资有限公司"];

const NATURES: &[&str] = &["私募股权投资基金", "创业投资基金", "有限合伙企业"];

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    for (tenant, funds, holders, count, prefix) in [
        (MAIN_TENANT, MAIN_FUNDS, MAIN_HOLDERS, 14, "ZR"),
        (DALIAN_TENANT, DALIAN_FUNDS, DALIAN_HOLDERS, 12, "DL"),
    ] {
        for n in 0..count {
            FundTransferProject::insert(conn, &project(tenant, funds, holders, n, prefix))?;
        }
    }
    Ok(())
}

/// The `n`th demo project of a tenant: the funds and holders taken in turn, the statuses
/// cycling through 挂牌中, 待挂牌, 已成交, 已终止 (挂牌中 the most frequent).
fn project(
    tenant: &str,
    funds: &[(&str, &str, &str, &str, &str)],
    holders: &[&str],
    n: usize,
    prefix: &str,
) -> FundTransferProject {
    let (fund, short, address, person, date) = funds[n % funds.len()];
    let holder = holders[n % holders.len()];
    let status = ["1", "0", "1", "2", "1", "3"][n % 6];
    let flag = |k: usize| if (n + k).is_multiple_of(4) { "0" } else { "1" }.to_owned();
    let shares = 100_000 * (n as i64 % 5 + 1);
    FundTransferProject {
        id: format!("ftp-{}-{:02}", tenant, n + 1),
        tenant_id: tenant.to_owned(),
        project_abbreviation: format!("{short}份额转让{}号", n / funds.len() + 1),
        biz_sn: format!("{prefix}2026{:04}", n + 1),
        status: status.to_owned(),
        company_name: fund.to_owned(),
        holder_name: holder.to_owned(),
        union_status: if n.is_multiple_of(5) { "1" } else { "0" }.to_owned(),
        share_transfer: shares,
        low_price: format!("{}.{:02}", 1 + n % 3, (n * 7) % 100),
        registered_address: address.to_owned(),
        show_registered_address: flag(1),
        person_in_charge: person.to_owned(),
        show_person_in_charge: flag(2),
        establish_date: date.to_owned(),
        show_establish_date: flag(3),
        registered_capital_currency: "CNY".to_owned(),
        show_registered_capital_currency: "1".to_owned(),
        registered_capital: format!("{}.00", 5_000 * (n % 4 + 1)),
        show_registered_capital: flag(0),
        institutional_nature: NATURES[n % NATURES.len()].to_owned(),
        show_institutional_nature: if n == 0 { "0" } else { "1" }.to_owned(),
        // 集中报价 (550224): the projects on offer take quotes until the end of 2027, but the
        // fifth, whose quotation closed; the others' quotation is over.
        quote_deadline: if status == "1" && n != 4 {
            "2027-12-31"
        } else {
            "2026-09-30"
        }
        .to_owned(),
    }
}
