//! Demo bonds (issue 18): each demo issuer (秦创智能 in the main tenant, 港湾科技 in Dalian) has
//! a bond filed (已备案, what the issue filing 550023 and the change 550081 name) and one open
//! for subscription (发行中, what the issuance registration 550024 names), so that every bond
//! choice of the forms offers one from the start. Later filings take the next codes.

use serde_json::json;

use crate::{
    db::DbConn,
    models::bond::{Bond, FiledBond, ServiceProvider, FILED, ISSUING},
    seed::{DALIAN_TENANT, MAIN_TENANT},
};

/// The application the seeded bonds name: none, they were loaded with the demo data.
const SEEDED: &str = "demo-seed";
/// 2026-11-18 09:00 Beijing.
const FILED_AT: i64 = 1_794_963_600;

struct DemoBond {
    id: &'static str,
    tenant: &'static str,
    company: &'static str,
    code: &'static str,
    name: &'static str,
    short: &'static str,
    status: &'static str,
}

const BONDS: [DemoBond; 4] = [
    DemoBond {
        id: "b-demo-qinchuang-1",
        tenant: MAIN_TENANT,
        company: "c-qinchuang",
        code: "B000001",
        name: "秦创智能2026年第一期公司债",
        short: "秦创26一期",
        status: FILED,
    },
    DemoBond {
        id: "b-demo-qinchuang-2",
        tenant: MAIN_TENANT,
        company: "c-qinchuang",
        code: "B000002",
        name: "秦创智能2026年第二期公司债",
        short: "秦创26二期",
        status: ISSUING,
    },
    DemoBond {
        id: "b-demo-harbour-1",
        tenant: DALIAN_TENANT,
        company: "c-dl-harbour",
        code: "B000001",
        name: "港湾科技2026年第一期公司债",
        short: "港湾26一期",
        status: FILED,
    },
    DemoBond {
        id: "b-demo-harbour-2",
        tenant: DALIAN_TENANT,
        company: "c-dl-harbour",
        code: "B000002",
        name: "港湾科技2026年第二期公司债",
        short: "港湾26二期",
        status: ISSUING,
    },
];

/// The bond as the filing form held it (what a change loads into its row), less its parties.
fn details(b: &DemoBond) -> serde_json::Value {
    json!({
        "chineseName": b.name, "productShort": b.short,
        "raiseBeginDate": "2026-12-01", "raiseEndDate": "2026-12-15",
        "bondAmount": 1_000_000, "successRate": "80", "fundraisingMethods": "2", "publishArea": "1",
        "contactName": "王敏", "contactPhone": "13912345678",
        "parValue": "100", "price": "100", "transactionBase": 10, "buyMin": 10, "buyMax": 1000,
        "bondTerm": 3, "bondTermType": "1", "rateBeginDate": "2026-12-16", "rateEndDate": "2029-12-15",
        "rateBondOption": "0", "redeemBondOption": "0", "provisionBondOption": "0", "zhuanguOption": "0",
        "isDesignRepay": "0", "isTransfer": "0",
        "fundUseTypeKey": "255", "descriptionFundUse": "补充日常经营所需流动资金",
    })
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    for b in &BONDS {
        let bond = Bond {
            id: b.id.into(),
            tenant_id: b.tenant.into(),
            company_id: b.company.into(),
            application_id: SEEDED.into(),
            product_code: b.code.into(),
            chinese_name: b.name.into(),
            product_short: Some(b.short.into()),
            status: b.status.into(),
            raise_begin_date: "2026-12-01".into(),
            raise_end_date: "2026-12-15".into(),
            bond_amount: 1_000_000,
            par_value: "100".into(),
            price: "100".into(),
            transaction_base: 10,
            buy_min: Some(10),
            buy_max: Some(1000),
            bond_term: 3,
            bond_term_type: "1".into(),
            rate_begin_date: "2026-12-16".into(),
            rate_end_date: "2029-12-15".into(),
            fundraising_methods: "2".into(),
            publish_area: Some("1".into()),
            fund_use_type: "255".into(),
            details: details(b).to_string(),
            filed_at: FILED_AT,
            issued_units: 0,
        };
        let provider = ServiceProvider {
            bond_id: b.id.into(),
            seq: 1,
            is_partner_member: false,
            service_provider_code: None,
            service_provider_name: "信永中和会计师事务所".into(),
            category_code: "4".into(),
            fee_currency: Some("CNY".into()),
            fee_amount: Some("20000.00".into()),
            credit_enhancer_nature: None,
            credit_enhancement_method: None,
            enhancement_rating: None,
            credit_enhancement_ratio: None,
            remark: None,
        };
        FiledBond {
            bond,
            providers: vec![provider],
            investors: Vec::new(),
            options: Vec::new(),
        }
        .insert(conn)?;
    }
    Ok(())
}
