//! The dictionaries of the pledge-freeze and judicial-freeze declarations (spec 03 §7:
//! certificateType, natureOfShareholder, PledgeHumanType, financingDiretion, natureOfShare,
//! frozenMethod) for the main tenant.

use diesel::prelude::*;

use crate::{db::DbConn, models::dictionary::DictEntry, schema::dict_biz};

const TENANT: &str = "000000";

#[allow(clippy::type_complexity)]
const DICTIONARIES: &[(&str, &[(&str, &str)])] = &[
    (
        "certificateType",
        &[
            ("1", "居民身份证"),
            ("2", "护照"),
            ("3", "港澳居民来往内地通行证"),
            ("4", "台湾居民来往大陆通行证"),
            ("11", "统一社会信用代码"),
            ("12", "营业执照"),
            ("21", "产品备案编码"),
        ],
    ),
    (
        "natureOfShareholder",
        &[
            ("1", "境内自然人"),
            ("2", "境内法人"),
            ("3", "境外自然人"),
            ("4", "境外法人"),
            ("5", "国有法人"),
            ("6", "其他"),
        ],
    ),
    (
        "PledgeHumanType",
        &[
            ("1", "银行"),
            ("2", "证券公司"),
            ("3", "信托公司"),
            ("4", "其他金融机构"),
            ("5", "非金融机构法人"),
            ("6", "自然人"),
        ],
    ),
    (
        "financingDiretion",
        &[
            ("1", "补充流动资金"),
            ("2", "项目投资"),
            ("3", "偿还债务"),
            ("4", "股权投资"),
            ("5", "其他"),
        ],
    ),
    (
        "natureOfShare",
        &[
            ("1", "无限售流通股"),
            ("2", "限售流通股"),
            ("3", "非流通股"),
        ],
    ),
    ("frozenMethod", &[("1", "冻结"), ("2", "轮候冻结")]),
];

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    for &(code, items) in DICTIONARIES {
        for (sort, &(key, value)) in items.iter().enumerate() {
            let entry = DictEntry {
                id: format!("{TENANT}-{code}-{key}"),
                tenant_id: TENANT.into(),
                code: code.into(),
                dict_key: key.into(),
                dict_value: value.into(),
                sort: sort as i32,
            };
            diesel::insert_into(dict_biz::table)
                .values(&entry)
                .execute(conn)?;
        }
    }
    Ok(())
}
