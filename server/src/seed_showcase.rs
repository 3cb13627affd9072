//! Demo data of the public site, rich enough to exercise every filter of the showcase: 60
//! enterprises of tenant 000000 over the three types (custodied, listed, on display) with
//! every industry, every capital range (and its boundaries), cities with districts (西安市)
//! and without (咸阳市, 宝鸡市), sectors with sub-sectors (the featured zones 西咸新区企业专区,
//! 曲江文化企业专区, 秦创原企业专区) and sectors visitors must not see (disabled, another
//! product type); display plates, disclosures, notices, policies, members and funds; and a few
//! of each for tenant 116000 (大连).
//!
//! Pledge and freeze notices go through [`Notice::publish`], the call the register makes when
//! a pledge or freeze completes.

use diesel::prelude::*;

use crate::{
    db::DbConn,
    models::{
        dictionary::DictEntry,
        param::Param,
        publication::{notice_type, Disclosure, Member, Notice, Policy, PrivateFund},
        showcase::{Industry, Listing, Sector, Show, ShowPlate},
    },
    schema::{
        companies, company_listings, company_shows, dict_biz, disclosures, industries, members,
        param_biz, policies, private_funds, sectors, show_plates,
    },
    seed::{DALIAN_TENANT, MAIN_TENANT},
};

/// How many enterprises of tenant 000000 the demo holds, and which are which: the first
/// [`CUSTODIED_ONLY`] are custodied, the next [`LISTED`] listed (and custodied), the rest on
/// display.
pub const ENTERPRISES: usize = 60;
pub const CUSTODIED_ONLY: usize = 24;
pub const LISTED: usize = 20;

/// (code, name): GB/T 4754 sections.
pub const INDUSTRIES: &[(&str, &str)] = &[
    ("A", "农、林、牧、渔业"),
    ("C", "制造业"),
    ("D", "电力、热力、燃气及水生产和供应业"),
    ("E", "建筑业"),
    ("F", "批发和零售业"),
    ("G", "交通运输、仓储和邮政业"),
    ("I", "信息传输、软件和信息技术服务业"),
    ("J", "金融业"),
    ("M", "科学研究和技术服务业"),
    ("R", "文化、体育和娱乐业"),
];

/// The business word of an enterprise name, by industry.
const INDUSTRY_WORDS: &[&str] = &[
    "现代农业",
    "装备制造",
    "新能源",
    "建设工程",
    "商贸",
    "物流",
    "智能科技",
    "投资",
    "生物医药",
    "文化传媒",
];

const WORDS: &[&str] = &[
    "秦岭", "长安", "丝路", "雁塔", "曲江", "沣东", "灞河", "终南", "渭水", "华山", "汉唐", "关中",
    "未央", "泾河", "骊山", "周原", "太白", "浐灞", "鼎新", "汉江",
];

/// (city code, city name, districts).
const CITIES: &[(&str, &str, &[&str])] = &[
    (
        "610100",
        "西安",
        &["610113", "610112", "610103", "610116", "610111"],
    ),
    ("610400", "咸阳", &[]),
    ("610300", "宝鸡", &[]),
];

/// Registered capital in fen, covering every range of spec §9 and its boundaries.
const CAPITALS_FEN: &[i64] = &[
    300_000_000,   // 300万: under 500万
    500_000_000,   // exactly 500万: 500-1000
    800_000_000,   // 800万
    1_200_000_000, // 1200万: 1000-2000
    2_000_000_000, // exactly 2000万: 2000-5000
    3_500_000_000, // 3500万
    5_000_000_000, // exactly 5000万: 5000 and above
    12_000_000_000,
    499_999_999, // 4,999,999.99 yuan: under 500万
];

/// (id, parent, name, status, product type, sort)
const SECTORS: &[(&str, &str, &str, i32, i32, i32)] = &[
    ("sec-growth", "0", "成长板", 1, 1, 1),
    ("sec-incubate", "0", "孵化板", 1, 1, 2),
    ("sec-featured", "0", "特色板块", 1, 1, 3),
    ("sec-xixian", "sec-featured", "西咸新区企业专区", 1, 1, 1),
    ("sec-qujiang", "sec-featured", "曲江文化企业专区", 1, 1, 2),
    ("sec-qinchuang", "sec-featured", "秦创原企业专区", 1, 1, 3),
    ("sec-specialised", "0", "专精特新板", 1, 1, 4),
    (
        "sec-provincial",
        "sec-specialised",
        "省级专精特新企业专区",
        1,
        1,
        1,
    ),
    ("sec-closed", "0", "已停用板块", 0, 1, 5),
    ("sec-bond", "0", "债券板块", 1, 2, 6),
];

/// The (sector, sub-sector) of the j-th listed enterprise.
fn listing_sector(j: usize) -> (&'static str, Option<&'static str>) {
    match j % 6 {
        0 => ("sec-growth", None),
        1 => ("sec-incubate", None),
        2 => ("sec-featured", Some("sec-xixian")),
        3 => ("sec-featured", Some("sec-qujiang")),
        4 => ("sec-featured", Some("sec-qinchuang")),
        _ => ("sec-specialised", Some("sec-provincial")),
    }
}

const PLATES: &[(&str, &str)] = &[
    ("tech", "科技创新板块"),
    ("culture", "文化旅游板块"),
    ("agri", "现代农业板块"),
];

fn date(year: usize, i: usize) -> String {
    format!("{year}-{:02}-{:02}", 1 + i % 12, 1 + (i * 7) % 28)
}

/// One generated enterprise of tenant 000000.
pub struct DemoCompany {
    pub id: String,
    pub name: String,
    pub short_name: Option<String>,
    pub industry: usize,
    pub capital_fen: i64,
    pub city: usize,
    pub district: Option<&'static str>,
}

/// The i-th enterprise of a demo or benchmark data set (deterministic).
pub fn demo_company(i: usize) -> DemoCompany {
    let industry = i % INDUSTRIES.len();
    let city = i % CITIES.len();
    let (_, city_name, districts) = CITIES[city];
    let word = WORDS[i % WORDS.len()];
    let generation = i / WORDS.len();
    let word = if generation == 0 {
        word.to_owned()
    } else {
        format!(
            "{word}{}",
            ["", "新", "创", "华", "瑞", "盛", "恒", "信"][generation % 8]
        )
    };
    let company_type = 1 + (i % 3) as i32;
    let name = match company_type {
        1 => format!("{city_name}{word}{}有限公司", INDUSTRY_WORDS[industry]),
        2 => format!("{city_name}{word}{}股份有限公司", INDUSTRY_WORDS[industry]),
        _ => format!(
            "{city_name}{word}{}合伙企业（有限合伙）",
            INDUSTRY_WORDS[industry]
        ),
    };
    let short_name = (i % 7 != 3).then(|| {
        let w: String = INDUSTRY_WORDS[industry].chars().take(2).collect();
        format!("{word}{w}")
    });
    DemoCompany {
        id: format!("sc-{i:05}"),
        name,
        short_name,
        industry,
        capital_fen: CAPITALS_FEN[i % CAPITALS_FEN.len()],
        city,
        district: (!districts.is_empty()).then(|| districts[(i / 3) % districts.len()]),
    }
}

/// Inserts the i-th enterprise of `tenant` (custodied, listed or on display by `kind`:
/// 0, 1, 2). Shared with the benchmark's data set.
pub fn insert_company(conn: &mut DbConn, tenant: &str, i: usize, kind: u8) -> QueryResult<()> {
    let c = demo_company(i);
    let company_type = 1 + (i % 3) as i32;
    let labels = match i % 4 {
        0 => Some("高新技术企业,专精特新"),
        1 => Some("科技型中小企业"),
        3 => Some("瞪羚企业"),
        _ => None,
    };
    let specialised = match i % 5 {
        0 => Some("国家级专精特新“小巨人”"),
        2 => Some("省级专精特新"),
        _ => None,
    };
    let custody = (kind != 2).then(|| date(2019 + i % 7, i + 3));
    diesel::insert_into(companies::table)
        .values((
            companies::id.eq(&c.id),
            companies::tenant_id.eq(tenant),
            companies::name.eq(&c.name),
            companies::short_name.eq(&c.short_name),
            companies::code.eq(format!("6{i:05}")),
            companies::company_type.eq(company_type),
            companies::industry_code.eq(INDUSTRIES[c.industry].0),
            companies::registered_capital_fen.eq(c.capital_fen),
            companies::register_date.eq(date(2005 + i % 15, i)),
            companies::custody_date.eq(custody),
            companies::id_type.eq("11"),
            companies::id_number.eq(format!("91610100MA6U{i:06}")),
            companies::label_name.eq(labels),
            companies::city_code.eq(CITIES[c.city].0),
            companies::district_code.eq(c.district),
            companies::specialised_level.eq(specialised),
        ))
        .execute(conn)?;
    if kind == 1 {
        let (sector, featured) = listing_sector(i);
        diesel::insert_into(company_listings::table)
            .values(&Listing {
                company_id: c.id.clone(),
                tenant_id: tenant.into(),
                list_code: format!("8{i:05}"),
                listing_date: date(2021 + i % 5, i + 5),
                sector_id: sector.into(),
                featured_sector_id: featured.map(Into::into),
            })
            .execute(conn)?;
    }
    if kind == 2 {
        diesel::insert_into(company_shows::table)
            .values(&Show {
                company_id: c.id,
                tenant_id: tenant.into(),
                show_code: format!("Z{i:05}"),
                show_time_start: date(2023 + i % 3, i + 1),
                show_plate: PLATES[i % PLATES.len()].0.into(),
            })
            .execute(conn)?;
    }
    Ok(())
}

/// The lookups every showcase needs: industries, sectors, plates of tenant 000000.
pub fn seed_lookups(conn: &mut DbConn) -> QueryResult<()> {
    for (sort, &(code, name)) in INDUSTRIES.iter().enumerate() {
        diesel::insert_into(industries::table)
            .values(&Industry {
                code: code.into(),
                name: name.into(),
                sort: sort as i32,
            })
            .execute(conn)?;
    }
    for &(id, parent, name, status, product_type, sort) in SECTORS {
        diesel::insert_into(sectors::table)
            .values(&Sector {
                id: id.into(),
                tenant_id: MAIN_TENANT.into(),
                sector_name: name.into(),
                parent_sector: parent.into(),
                status,
                product_type,
                sort,
            })
            .execute(conn)?;
    }
    for (sort, &(key, name)) in PLATES.iter().enumerate() {
        diesel::insert_into(show_plates::table)
            .values(&ShowPlate {
                id: format!("{MAIN_TENANT}-{key}"),
                tenant_id: MAIN_TENANT.into(),
                plate_key: key.into(),
                plate_name: name.into(),
                sort: sort as i32,
            })
            .execute(conn)?;
    }
    Ok(())
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    seed_lookups(conn)?;
    for i in 0..ENTERPRISES {
        let kind = if i < CUSTODIED_ONLY {
            0
        } else if i < CUSTODIED_ONLY + LISTED {
            1
        } else {
            2
        };
        insert_company(conn, MAIN_TENANT, i, kind)?;
    }
    seed_dalian(conn)?;
    seed_settings(conn)?;
    seed_publications(conn)?;
    Ok(())
}

fn seed_dalian(conn: &mut DbConn) -> QueryResult<()> {
    diesel::insert_into(sectors::table)
        .values(&Sector {
            id: "sec-dl-growth".into(),
            tenant_id: DALIAN_TENANT.into(),
            sector_name: "成长板".into(),
            parent_sector: "0".into(),
            status: 1,
            product_type: 1,
            sort: 1,
        })
        .execute(conn)?;
    let dalian = [
        (
            "dl-00001",
            "大连海湾智能装备有限公司",
            "海湾装备",
            "C",
            "210202",
        ),
        (
            "dl-00002",
            "大连星海数据科技股份有限公司",
            "星海数据",
            "I",
            "210211",
        ),
        (
            "dl-00003",
            "大连金石滩文旅发展有限公司",
            "金石文旅",
            "R",
            "210213",
        ),
    ];
    for (n, &(id, name, short, industry, district)) in dalian.iter().enumerate() {
        diesel::insert_into(companies::table)
            .values((
                companies::id.eq(id),
                companies::tenant_id.eq(DALIAN_TENANT),
                companies::name.eq(name),
                companies::short_name.eq(short),
                companies::code.eq(format!("2100{n:02}")),
                companies::company_type.eq(1 + n as i32 % 2),
                companies::industry_code.eq(industry),
                companies::registered_capital_fen.eq(1_000_000_000 * (n as i64 + 1)),
                companies::register_date.eq(date(2012 + n, n)),
                companies::custody_date.eq(date(2022, n)),
                companies::id_type.eq("11"),
                companies::id_number.eq(format!("91210200MA0Y{n:06}")),
                companies::city_code.eq("210200"),
                companies::district_code.eq(district),
            ))
            .execute(conn)?;
    }
    diesel::insert_into(company_listings::table)
        .values(&Listing {
            company_id: "dl-00002".into(),
            tenant_id: DALIAN_TENANT.into(),
            list_code: "890001".into(),
            listing_date: "2023-06-18".into(),
            sector_id: "sec-dl-growth".into(),
            featured_sector_id: None,
        })
        .execute(conn)?;
    Ok(())
}

/// Dictionaries and switches of the public site.
fn seed_settings(conn: &mut DbConn) -> QueryResult<()> {
    type Dictionary = (
        &'static str,
        &'static str,
        &'static [(&'static str, &'static str)],
    );
    let dictionaries: &[Dictionary] = &[
        (
            MAIN_TENANT,
            "disclosureCategory",
            &[("1", "定期报告"), ("2", "临时公告"), ("3", "其他公告")],
        ),
        (
            MAIN_TENANT,
            "memberType",
            &[
                ("1", "综合类会员"),
                ("2", "推荐机构"),
                ("3", "专业服务机构"),
            ],
        ),
        (
            DALIAN_TENANT,
            "organTypeValidator",
            &[("11", "统一社会信用代码"), ("12", "营业执照")],
        ),
        (
            DALIAN_TENANT,
            "disclosureCategory",
            &[("1", "定期报告"), ("2", "临时公告")],
        ),
        (DALIAN_TENANT, "memberType", &[("1", "综合类会员")]),
    ];
    for &(tenant, code, items) in dictionaries {
        for (sort, &(key, value)) in items.iter().enumerate() {
            diesel::insert_into(dict_biz::table)
                .values(&DictEntry {
                    id: format!("{tenant}-{code}-{key}"),
                    tenant_id: tenant.into(),
                    code: code.into(),
                    dict_key: key.into(),
                    dict_value: value.into(),
                    sort: sort as i32,
                })
                .execute(conn)?;
        }
    }
    let menu = [
        "home",
        "private",
        "companyList",
        "information",
        "memberList",
        "policiesShow",
        "specializationNewList",
        "privateEquityFund",
    ];
    for tenant in [MAIN_TENANT, DALIAN_TENANT] {
        for entry in menu {
            let off = tenant == DALIAN_TENANT
                && matches!(entry, "specializationNewList" | "privateEquityFund");
            insert_param(
                conn,
                tenant,
                &format!("topMenu.{entry}"),
                if off { "0" } else { "1" },
                "前台顶部菜单",
            )?;
        }
    }
    insert_param(
        conn,
        MAIN_TENANT,
        "showcase.province",
        "610000",
        "企业展示省份",
    )?;
    insert_param(
        conn,
        DALIAN_TENANT,
        "showcase.province",
        "210000",
        "企业展示省份",
    )?;
    Ok(())
}

fn insert_param(
    conn: &mut DbConn,
    tenant: &str,
    key: &str,
    value: &str,
    name: &str,
) -> QueryResult<usize> {
    diesel::insert_into(param_biz::table)
        .values(&Param {
            id: format!("{tenant}-{key}"),
            tenant_id: tenant.into(),
            param_key: key.into(),
            param_value: value.into(),
            param_name: name.into(),
        })
        .execute(conn)
}

/// 2026-09-01 00:00 UTC+8, the newest demo publication; older ones step back a few days.
const NEWEST: i64 = 1_788_192_000;
const DAY: i64 = 86_400;

fn seed_publications(conn: &mut DbConn) -> QueryResult<()> {
    let reports = [
        "2025年年度报告",
        "2026年半年度报告",
        "关于召开2026年第一次临时股东大会的通知",
        "关于变更注册地址的公告",
        "关于董事、监事变动的公告",
        "关于完成股份登记托管的公告",
    ];
    for n in 0..14usize {
        let c = demo_company(n * 3);
        let short = c.short_name.clone().unwrap_or_else(|| c.name.clone());
        let title = format!("{short}：{}", reports[n % reports.len()]);
        let category = if n % reports.len() < 2 {
            "1"
        } else if n % 5 == 4 {
            "3"
        } else {
            "2"
        };
        diesel::insert_into(disclosures::table)
            .values(&Disclosure {
                id: format!("disc-{n:03}"),
                tenant_id: MAIN_TENANT.into(),
                company_id: Some(c.id.clone()),
                content: format!(
                    "{}（以下简称“公司”）现将{}有关事项公告如下。\n\n一、基本情况\n公司注册资本、经营范围等事项未发生变化。\n\n二、其他说明\n本公司及董事会全体成员保证公告内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。",
                    c.name, reports[n % reports.len()]
                ),
                title,
                category: category.into(),
                attach_id: None,
                published_at: NEWEST - n as i64 * 3 * DAY,
            })
            .execute(conn)?;
    }
    diesel::insert_into(disclosures::table)
        .values(&Disclosure {
            id: "disc-dl-001".into(),
            tenant_id: DALIAN_TENANT.into(),
            company_id: Some("dl-00001".into()),
            title: "海湾装备：2025年年度报告".into(),
            category: "1".into(),
            content: "大连海湾智能装备有限公司2025年年度报告。".into(),
            attach_id: None,
            published_at: NEWEST,
        })
        .execute(conn)?;

    let banks = [
        "长安银行股份有限公司",
        "西安银行股份有限公司",
        "陕西秦农农村商业银行股份有限公司",
    ];
    let courts = [
        "西安市中级人民法院",
        "西安市雁塔区人民法院",
        "咸阳市秦都区人民法院",
    ];
    let holders = [
        "张伟",
        "陕西丝路投资管理有限公司",
        "李娜",
        "王芳",
        "秦岭资本管理有限公司",
        "刘洋",
    ];
    for n in 0..8usize {
        let c = demo_company(n * 2 + 1);
        let pledge = n < 5;
        let (kind, counterparty, what) = if pledge {
            (notice_type::PLEDGE, banks[n % banks.len()], "股权质押登记")
        } else {
            (
                notice_type::FREEZE,
                courts[n % courts.len()],
                "股权司法冻结",
            )
        };
        let holder = holders[n % holders.len()];
        let volume = (n as i64 + 1) * 1_250_000;
        Notice::publish(
            conn,
            &Notice {
                id: format!("notice-{kind}-{n:03}"),
                tenant_id: MAIN_TENANT.into(),
                notice_type: kind.into(),
                source_id: Some(format!("demo-{kind}-{n:03}")),
                title: format!("关于{}{}的公告", c.name, what),
                company_id: Some(c.id.clone()),
                company_name: c.name.clone(),
                holder_name: Some(holder.into()),
                volume: Some(volume),
                counterparty: Some(counterparty.into()),
                start_date: Some(date(2026, n)),
                end_date: pledge.then(|| date(2028, n)),
                content: format!(
                    "股东{holder}持有的{}股份{volume}股已于{}办理{what}，{}为{counterparty}。特此公告。",
                    c.name,
                    date(2026, n),
                    if pledge { "质权人" } else { "冻结机关" }
                ),
                published_at: NEWEST - n as i64 * 2 * DAY,
            },
        )?;
    }
    for n in 0..3usize {
        Notice::publish(
            conn,
            &Notice {
                id: format!("notice-info-{n:03}"),
                tenant_id: MAIN_TENANT.into(),
                notice_type: notice_type::INFO.into(),
                source_id: None,
                title: [
                    "关于系统升级维护的公告",
                    "关于调整业务办理时间的通知",
                    "关于开展年报披露工作的通知",
                ][n]
                    .into(),
                company_id: None,
                company_name: "区域股权服务平台".into(),
                holder_name: None,
                volume: None,
                counterparty: None,
                start_date: None,
                end_date: None,
                content: "为提升服务质量，平台将对相关事项作出调整，请各市场参与者知悉。".into(),
                published_at: NEWEST - n as i64 * 5 * DAY,
            },
        )?;
    }

    let policies_list: &[(&str, &str, &str)] = &[
        (
            "关于规范发展区域性股权市场的通知",
            "国务院办公厅",
            "国家政策",
        ),
        (
            "区域性股权市场监督管理试行办法",
            "中国证券监督管理委员会",
            "国家政策",
        ),
        (
            "关于支持专精特新中小企业高质量发展的通知",
            "财政部 工业和信息化部",
            "国家政策",
        ),
        (
            "陕西省区域性股权市场监督管理实施细则",
            "陕西省地方金融管理局",
            "省级政策",
        ),
        (
            "陕西省促进企业挂牌融资的若干措施",
            "陕西省人民政府办公厅",
            "省级政策",
        ),
        (
            "西安市支持企业在区域性股权市场挂牌的奖补办法",
            "西安市人民政府",
            "市级政策",
        ),
        (
            "秦创原创新驱动平台建设三年行动计划",
            "陕西省人民政府",
            "省级政策",
        ),
        (
            "西咸新区支持科技型企业股权融资的实施办法",
            "西咸新区管委会",
            "市级政策",
        ),
    ];
    for (n, &(title, issuer, category)) in policies_list.iter().enumerate() {
        diesel::insert_into(policies::table)
            .values(&Policy {
                id: format!("policy-{n:03}"),
                tenant_id: MAIN_TENANT.into(),
                title: title.into(),
                issuer: issuer.into(),
                category: category.into(),
                content: format!("{title}\n\n为贯彻落实党中央、国务院决策部署，规范发展区域性股权市场，更好服务中小微企业，现就有关事项通知如下：\n一、明确市场定位。\n二、加强规范管理。\n三、强化政策支持。\n\n{issuer}"),
                published_at: NEWEST - n as i64 * 20 * DAY,
            })
            .execute(conn)?;
    }

    let member_list: &[(&str, &str)] = &[
        ("长安证券服务有限公司", "1"),
        ("西部证券股份有限公司", "1"),
        ("开源证券股份有限公司", "1"),
        ("陕西秦创投资顾问有限公司", "2"),
        ("西安丝路股权投资管理有限公司", "2"),
        ("陕西正衡会计师事务所有限公司", "3"),
        ("陕西海普睿诚律师事务所", "3"),
        ("西安高新产权服务有限公司", "2"),
        ("陕西华西资产评估有限公司", "3"),
        ("陕西金控投资服务有限公司", "1"),
    ];
    for (n, &(name, kind)) in member_list.iter().enumerate() {
        diesel::insert_into(members::table)
            .values(&Member {
                id: format!("member-{n:03}"),
                tenant_id: MAIN_TENANT.into(),
                name: name.into(),
                member_type: kind.into(),
                intro: format!(
                    "{name}是本平台会员机构，为挂牌企业提供推荐挂牌、规范辅导、融资对接等服务。"
                ),
                address: format!("陕西省西安市雁塔区科技路{}号", 10 + n * 3),
                contact_phone: format!("029-8{:07}", 1_000_000 + n * 137),
                join_date: date(2016 + n % 8, n),
                logo_file_id: None,
                sort: n as i32,
            })
            .execute(conn)?;
    }
    diesel::insert_into(members::table)
        .values(&Member {
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
        })
        .execute(conn)?;

    let funds: &[(&str, &str, &str, i64)] = &[
        (
            "秦创原科技成长一号私募股权投资基金",
            "秦岭资本管理有限公司",
            "私募股权投资基金",
            50_000_000_000,
        ),
        (
            "西咸新区新能源产业私募股权投资基金",
            "陕西丝路投资管理有限公司",
            "私募股权投资基金",
            120_000_000_000,
        ),
        (
            "曲江文化产业创业投资基金",
            "西安曲江文化投资有限公司",
            "创业投资基金",
            30_000_000_000,
        ),
        (
            "陕西专精特新中小企业发展基金",
            "陕西金控投资服务有限公司",
            "私募股权投资基金",
            200_000_000_000,
        ),
        (
            "关中现代农业产业投资基金",
            "陕西农业发展投资有限公司",
            "创业投资基金",
            15_000_000_000,
        ),
        (
            "西安高新硬科技天使投资基金",
            "西安高新产权服务有限公司",
            "创业投资基金",
            8_000_000_000,
        ),
    ];
    for (n, &(name, manager, kind, size)) in funds.iter().enumerate() {
        diesel::insert_into(private_funds::table)
            .values(&PrivateFund {
                id: format!("fund-{n:03}"),
                tenant_id: MAIN_TENANT.into(),
                fund_name: name.into(),
                manager_name: manager.into(),
                filing_code: format!("S{}{:04}", ["X", "Y", "Z"][n % 3], 1000 + n * 17),
                fund_type: kind.into(),
                size_fen: size,
                established_date: date(2018 + n, n),
                custodian: ["长安银行股份有限公司", "西安银行股份有限公司"][n % 2].into(),
            })
            .execute(conn)?;
    }
    Ok(())
}
