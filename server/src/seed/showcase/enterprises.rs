//! The generated enterprises of the public site: deterministic in their index, so that the
//! demo and the load benchmark's larger data set spread every filter's values the same way.

use diesel::prelude::*;

use super::super::rows::insert_all;
use crate::models::company::CompanyRecord;
use crate::{
    db::DbConn,
    models::showcase::{Listing, Show},
    schema::{companies, company_listings, company_shows},
};

/// A GB/T 4754 section and the business word of an enterprise name in it.
pub struct Industry {
    pub code: &'static str,
    pub name: &'static str,
    word: &'static str,
}

pub const INDUSTRIES: &[Industry] = &[
    Industry {
        code: "A",
        name: "农、林、牧、渔业",
        word: "现代农业",
    },
    Industry {
        code: "C",
        name: "制造业",
        word: "装备制造",
    },
    Industry {
        code: "D",
        name: "电力、热力、燃气及水生产和供应业",
        word: "新能源",
    },
    Industry {
        code: "E",
        name: "建筑业",
        word: "建设工程",
    },
    Industry {
        code: "F",
        name: "批发和零售业",
        word: "商贸",
    },
    Industry {
        code: "G",
        name: "交通运输、仓储和邮政业",
        word: "物流",
    },
    Industry {
        code: "I",
        name: "信息传输、软件和信息技术服务业",
        word: "智能科技",
    },
    Industry {
        code: "J",
        name: "金融业",
        word: "投资",
    },
    Industry {
        code: "M",
        name: "科学研究和技术服务业",
        word: "生物医药",
    },
    Industry {
        code: "R",
        name: "文化、体育和娱乐业",
        word: "文化传媒",
    },
];

const WORDS: &[&str] = &[
    "秦岭", "长安", "丝路", "雁塔", "曲江", "沣东", "灞河", "终南", "渭水", "华山", "汉唐", "关中",
    "未央", "泾河", "骊山", "周原", "太白", "浐灞", "鼎新", "汉江",
];

/// A city of the showcase province and the districts enterprises spread over (none: the
/// city is shown without districts).
struct City {
    code: &'static str,
    name: &'static str,
    districts: &'static [&'static str],
}

const CITIES: &[City] = &[
    City {
        code: "610100",
        name: "西安",
        districts: &["610113", "610112", "610103", "610116", "610111"],
    },
    City {
        code: "610400",
        name: "咸阳",
        districts: &[],
    },
    City {
        code: "610300",
        name: "宝鸡",
        districts: &[],
    },
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

/// The display plates: (key, name).
pub const PLATES: &[(&str, &str)] = &[
    ("tech", "科技创新板块"),
    ("culture", "文化旅游板块"),
    ("agri", "现代农业板块"),
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

/// A date of `year` that varies with `i`.
pub fn date(year: usize, i: usize) -> String {
    format!("{year}-{:02}-{:02}", 1 + i % 12, 1 + (i * 7) % 28)
}

/// One generated enterprise of tenant 000000.
pub struct DemoCompany {
    pub id: String,
    pub name: String,
    pub short_name: Option<String>,
}

/// The i-th enterprise's name word: the place word, with a suffix once every word is taken.
fn name_word(i: usize) -> String {
    let word = WORDS[i % WORDS.len()];
    match i / WORDS.len() {
        0 => word.to_owned(),
        generation => format!(
            "{word}{}",
            ["", "新", "创", "华", "瑞", "盛", "恒", "信"][generation % 8]
        ),
    }
}

/// The i-th enterprise of a demo or benchmark data set (deterministic).
pub fn demo_company(i: usize) -> DemoCompany {
    let industry = &INDUSTRIES[i % INDUSTRIES.len()];
    let city = CITIES[i % CITIES.len()].name;
    let word = name_word(i);
    let name = match i % 3 {
        0 => format!("{city}{word}{}有限公司", industry.word),
        1 => format!("{city}{word}{}股份有限公司", industry.word),
        _ => format!("{city}{word}{}合伙企业（有限合伙）", industry.word),
    };
    let short_name = (i % 7 != 3).then(|| {
        let w: String = industry.word.chars().take(2).collect();
        format!("{word}{w}")
    });
    DemoCompany {
        id: format!("sc-{i:05}"),
        name,
        short_name,
    }
}

/// The i-th enterprise's row of `tenant`, custodied unless `on_display`.
fn company_row(tenant: &str, i: usize, on_display: bool) -> CompanyRecord {
    let c = demo_company(i);
    let city = &CITIES[i % CITIES.len()];
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
    CompanyRecord {
        id: c.id,
        tenant_id: tenant.into(),
        name: c.name,
        short_name: c.short_name,
        code: Some(format!("6{i:05}")),
        company_type: Some(1 + (i % 3) as i32),
        industry_code: Some(INDUSTRIES[i % INDUSTRIES.len()].code.into()),
        registered_capital_fen: Some(CAPITALS_FEN[i % CAPITALS_FEN.len()]),
        register_date: Some(date(2005 + i % 15, i)),
        custody_date: (!on_display).then(|| date(2019 + i % 7, i + 3)),
        id_type: Some("11".into()),
        id_number: Some(format!("91610100MA6U{i:06}")),
        label_name: labels.map(Into::into),
        city_code: Some(city.code.into()),
        district_code: (!city.districts.is_empty())
            .then(|| city.districts[(i / 3) % city.districts.len()].into()),
        specialised_level: specialised.map(Into::into),
    }
}

/// Inserts the i-th enterprise of `tenant` (custodied, listed or on display by `kind`:
/// 0, 1, 2). Shared with the benchmark's data set.
pub fn insert_company(conn: &mut DbConn, tenant: &str, i: usize, kind: u8) -> QueryResult<()> {
    let row = company_row(tenant, i, kind == 2);
    let id = row.id.clone();
    insert_all(conn, companies::table, [row])?;
    if kind == 1 {
        let (sector, featured) = listing_sector(i);
        let listing = Listing {
            company_id: id,
            tenant_id: tenant.into(),
            list_code: format!("8{i:05}"),
            listing_date: date(2021 + i % 5, i + 5),
            sector_id: sector.into(),
            featured_sector_id: featured.map(Into::into),
        };
        insert_all(conn, company_listings::table, [listing])?;
    } else if kind == 2 {
        let show = Show {
            company_id: id,
            tenant_id: tenant.into(),
            show_code: format!("Z{i:05}"),
            show_time_start: date(2023 + i % 3, i + 1),
            show_plate: PLATES[i % PLATES.len()].0.into(),
        };
        insert_all(conn, company_shows::table, [show])?;
    }
    Ok(())
}
