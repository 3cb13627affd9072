//! The public site's publications: disclosures of the demo enterprises, pledge, freeze and
//! platform notices, policies, member institutions and private funds, dated back from
//! [`NEWEST`].
//!
//! Pledge and freeze notices go through [`Notice::publish`], the call the register makes when
//! a pledge or freeze completes.

use serde::Deserialize;

use super::{
    super::{
        rows::{fixture, insert_all},
        DALIAN_TENANT, MAIN_TENANT,
    },
    enterprises::{date, demo_company},
};
use crate::{
    db::DbConn,
    models::publication::{notice_type, Disclosure, Member, Notice, Policy, PrivateFund},
    schema::{disclosures, members, policies, private_funds},
};

/// 2026-09-01 00:00 UTC+8, the newest demo publication; older ones step back a few days.
const NEWEST: i64 = 1_788_192_000;
const DAY: i64 = 86_400;

#[derive(Deserialize)]
struct PolicyEntry {
    title: String,
    issuer: String,
    category: String,
}

#[derive(Deserialize)]
struct MemberEntry {
    name: String,
    member_type: String,
}

#[derive(Deserialize)]
struct FundEntry {
    fund_name: String,
    manager_name: String,
    fund_type: String,
    size_fen: i64,
}

#[derive(Deserialize)]
struct Publications {
    /// The titles of the enterprises' disclosures; the first two are periodic reports.
    reports: Vec<String>,
    /// The pledgees of the pledge notices and the courts of the freeze notices.
    banks: Vec<String>,
    courts: Vec<String>,
    holders: Vec<String>,
    platform_notices: Vec<String>,
    policies: Vec<PolicyEntry>,
    members: Vec<MemberEntry>,
    funds: Vec<FundEntry>,
    custodians: Vec<String>,
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let p: Publications = fixture(
        "publications",
        include_str!("../fixtures/publications.json"),
    )?;
    insert_all(conn, disclosures::table, disclosure_rows(&p.reports))?;
    for notice in register_notices(&p).chain(platform_notices(&p.platform_notices)) {
        Notice::publish(conn, &notice)?;
    }
    insert_all(conn, policies::table, policy_rows(p.policies))?;
    insert_all(conn, members::table, member_rows(p.members))?;
    insert_all(
        conn,
        private_funds::table,
        fund_rows(p.funds, &p.custodians),
    )?;
    Ok(())
}

/// Fourteen disclosures of every third enterprise, then one of 大连.
fn disclosure_rows(reports: &[String]) -> Vec<Disclosure> {
    let mut rows: Vec<Disclosure> = (0..14usize)
        .map(|n| {
            let c = demo_company(n * 3);
            let report = &reports[n % reports.len()];
            let short = c.short_name.unwrap_or_else(|| c.name.clone());
            let category = if n % reports.len() < 2 {
                "1"
            } else if n % 5 == 4 {
                "3"
            } else {
                "2"
            };
            Disclosure {
                id: format!("disc-{n:03}"),
                tenant_id: MAIN_TENANT.into(),
                company_id: Some(c.id),
                title: format!("{short}：{report}"),
                category: category.into(),
                content: format!(
                    "{}（以下简称“公司”）现将{report}有关事项公告如下。\n\n一、基本情况\n公司注册资本、经营范围等事项未发生变化。\n\n二、其他说明\n本公司及董事会全体成员保证公告内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。",
                    c.name
                ),
                attach_id: None,
                published_at: NEWEST - n as i64 * 3 * DAY,
            }
        })
        .collect();
    rows.push(Disclosure {
        id: "disc-dl-001".into(),
        tenant_id: DALIAN_TENANT.into(),
        company_id: Some("dl-00001".into()),
        title: "海湾装备：2025年年度报告".into(),
        category: "1".into(),
        content: "大连海湾智能装备有限公司2025年年度报告。".into(),
        attach_id: None,
        published_at: NEWEST,
    });
    rows
}

/// Five pledge notices, then three freeze notices.
fn register_notices(p: &Publications) -> impl Iterator<Item = Notice> + '_ {
    (0..8usize).map(|n| {
        let c = demo_company(n * 2 + 1);
        let pledge = n < 5;
        let (kind, counterparty, what, role) = if pledge {
            let bank = &p.banks[n % p.banks.len()];
            (notice_type::PLEDGE, bank, "股权质押登记", "质权人")
        } else {
            let court = &p.courts[n % p.courts.len()];
            (notice_type::FREEZE, court, "股权司法冻结", "冻结机关")
        };
        let holder = &p.holders[n % p.holders.len()];
        let volume = (n as i64 + 1) * 1_250_000;
        let start = date(2026, n);
        Notice {
            id: format!("notice-{kind}-{n:03}"),
            tenant_id: MAIN_TENANT.into(),
            notice_type: kind.into(),
            source_id: Some(format!("demo-{kind}-{n:03}")),
            title: format!("关于{}{what}的公告", c.name),
            content: format!(
                "股东{holder}持有的{}股份{volume}股已于{start}办理{what}，{role}为{counterparty}。特此公告。",
                c.name
            ),
            company_id: Some(c.id),
            company_name: c.name,
            holder_name: Some(holder.clone()),
            volume: Some(volume),
            counterparty: Some(counterparty.clone()),
            start_date: Some(start),
            end_date: pledge.then(|| date(2028, n)),
            published_at: NEWEST - n as i64 * 2 * DAY,
        }
    })
}

/// The platform's own notices.
fn platform_notices(titles: &[String]) -> impl Iterator<Item = Notice> + '_ {
    titles.iter().enumerate().map(|(n, title)| Notice {
        id: format!("notice-info-{n:03}"),
        tenant_id: MAIN_TENANT.into(),
        notice_type: notice_type::INFO.into(),
        source_id: None,
        title: title.clone(),
        company_id: None,
        company_name: "区域股权服务平台".into(),
        holder_name: None,
        volume: None,
        counterparty: None,
        start_date: None,
        end_date: None,
        content: "为提升服务质量，平台将对相关事项作出调整，请各市场参与者知悉。".into(),
        published_at: NEWEST - n as i64 * 5 * DAY,
    })
}

fn policy_rows(entries: Vec<PolicyEntry>) -> impl Iterator<Item = Policy> {
    entries.into_iter().enumerate().map(|(n, entry)| Policy {
        id: format!("policy-{n:03}"),
        tenant_id: MAIN_TENANT.into(),
        content: format!("{}\n\n为贯彻落实党中央、国务院决策部署，规范发展区域性股权市场，更好服务中小微企业，现就有关事项通知如下：\n一、明确市场定位。\n二、加强规范管理。\n三、强化政策支持。\n\n{}", entry.title, entry.issuer),
        title: entry.title,
        issuer: entry.issuer,
        category: entry.category,
        published_at: NEWEST - n as i64 * 20 * DAY,
    })
}

/// The member institutions of tenant 000000, then one of 大连.
fn member_rows(entries: Vec<MemberEntry>) -> impl Iterator<Item = Member> {
    let main = entries.into_iter().enumerate().map(|(n, entry)| Member {
        id: format!("member-{n:03}"),
        tenant_id: MAIN_TENANT.into(),
        intro: format!(
            "{}是本平台会员机构，为挂牌企业提供推荐挂牌、规范辅导、融资对接等服务。",
            entry.name
        ),
        name: entry.name,
        member_type: entry.member_type,
        address: format!("陕西省西安市雁塔区科技路{}号", 10 + n * 3),
        contact_phone: format!("029-8{:07}", 1_000_000 + n * 137),
        join_date: date(2016 + n % 8, n),
        logo_file_id: None,
        sort: n as i32,
    });
    let dalian = Member {
        id: "member-dl-001".into(),
        tenant_id: DALIAN_TENANT.into(),
        name: "大连星海证券服务有限公司".into(),
        member_type: "1".into(),
        intro: "大连区域股权市场会员机构。".into(),
        address: "辽宁省大连市中山区人民路1号".into(),
        contact_phone: "0411-80000001".into(),
        join_date: "2020-05-01".into(),
        logo_file_id: None,
        sort: 0,
    };
    main.chain([dalian])
}

fn fund_rows<'a>(
    entries: Vec<FundEntry>,
    custodians: &'a [String],
) -> impl Iterator<Item = PrivateFund> + 'a {
    entries
        .into_iter()
        .enumerate()
        .map(move |(n, entry)| PrivateFund {
            id: format!("fund-{n:03}"),
            tenant_id: MAIN_TENANT.into(),
            fund_name: entry.fund_name,
            manager_name: entry.manager_name,
            filing_code: format!("S{}{:04}", ["X", "Y", "Z"][n % 3], 1000 + n * 17),
            fund_type: entry.fund_type,
            size_fen: entry.size_fen,
            established_date: date(2018 + n, n),
            custodian: custodians[n % custodians.len()].clone(),
        })
}
