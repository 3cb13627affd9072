//! Form data the API tests submit: one valid sample per form of the catalogue, and the demo
//! register's accounts they name.

use serde_json::{json, Value};

pub const ZHANG_WEI: &str = "2000000001";
pub const SILK_ROAD: &str = "1000000001";
pub const FOUNDERS_QC: &str = "1000000101";
pub const PLEDGEE: &str = "长安银行股份有限公司";
pub const COURT: &str = "西安市中级人民法院";

pub fn file() -> Value {
    json!([{ "attachId": "f-1", "originalName": "材料.pdf" }])
}

pub fn transfer_form(out: &str, into: &str, code: &str, volume: Value) -> Value {
    json!({ "transfersType": "1", "productCode": code, "accountNumberOut": out,
            "accountNumberIn": into, "transferVolume": volume })
}

/// The transfer kind a transfer business fixes (flows/scripts/transfer_kind.rhai), `1` for the
/// businesses that let the applicant choose.
pub fn transfer_kind(app_id: &str) -> &'static str {
    match app_id {
        "550005" => "5",
        "550006" => "4",
        "550007" => "6",
        "550118" | "550119" => "12",
        _ => "1",
    }
}

pub fn pledge_form(account: &str, holder: &str, code: &str) -> Value {
    json!({ "faceValue": "1", "agreementAmount": "800000", "pledgeList": [{
        "securityAccountNo": account, "holderName": holder, "securityCode": code, "pledgeShares": 10,
        "idNumber": "91610131MA6TX0001A", "natureOfInvestor": "2", "applyDate": "2026-11-20",
        "securityShorterForm": "秦创智能", "natureOfShare": "1", "czrDelegate": "0", "stateOwnedShareholder": "0",
        "directionalSecurityAccount": "0", "zqrName": PLEDGEE, "zqrCertType": "11",
        "zqrCertno": "91610000MA6TX0002B", "zqrType": "1", "zqrDelegate": "0", "contractNum": "ZY-10",
        "allottedShare": "0", "unitCode": "M001", "unitName": "西部证券", "receiver": "王五",
        "receiverMobile": "13800000000", "receiverAddress": "西安市高新区", "sendType": "1",
        "financingStartDate": "2026-11-21", "financingEndDate": "2027-11-20",
        "att1011": file(), "att1012": file(), "att1013": file(), "att1014": file() }] })
}

pub fn freeze_form(account: &str, holder: &str, code: &str) -> Value {
    json!({ "freezeStartDate": "2026-11-21", "freezeEndDate": "2029-11-20",
        "freezeList": [{ "securityAccountNo": account, "holderName": holder, "securityCode": code,
            "frozen": 10, "idNumber": "610102199001011231", "judiciary": COURT,
            "securityShorterForm": "秦创智能", "unitName": "西部证券", "natureOfShare": "1", "frozenMethod": "1",
            "att1015": file(), "att1016": file(), "att1017": file() }] })
}

pub fn questionnaire(risk_type: &str, answers: [&str; 10]) -> Value {
    let mut data = json!({ "riskType": risk_type });
    for (i, a) in answers.iter().enumerate() {
        data[format!("q{}", i + 1)] = json!(a);
    }
    data
}

pub fn capital_form(code: &str, account: &str, holder: &str, volume: i64) -> Value {
    json!({ "productCode": code, "changeReason": "股东会决议", "shareChangeList": [
        { "accountNumber": account, "holderName": holder, "volume": volume }] })
}

pub fn release_pledge_form(account: &str, holder: &str, code: &str, volume: i64) -> Value {
    json!({ "releaseList": [{ "securityAccountNo": account, "holderName": holder, "securityCode": code,
        "zqrName": PLEDGEE, "releaseShares": volume }] })
}

pub fn release_freeze_form(account: &str, holder: &str, code: &str, volume: i64) -> Value {
    json!({ "unfreezeReason": "案件已审结", "releaseList": [{ "securityAccountNo": account,
        "holderName": holder, "securityCode": code, "judiciary": COURT, "releaseShares": volume }] })
}

pub fn holder_change_form(account: &str, name: &str, cert_type: &str, cert_no: &str) -> Value {
    json!({ "accountNumber": account, "holderName": name, "certType": cert_type,
            "certificateNo": cert_no, "mobile": "13900000000", "changeReason": "证件换发" })
}

/// 550227 (staff): the rows to confirm.
pub fn confirm_form(rows: Value) -> Value {
    json!({ "confirmList": rows })
}

/// 550058: the rows to confirm and the holder's certificate, which must be the register's.
pub fn identified_confirm_form(rows: Value, id_type: &str, id_number: &str) -> Value {
    json!({ "confirmList": rows, "idType": id_type, "idNumber": id_number })
}

pub fn account_status_form(account: &str, holder: &str) -> Value {
    json!({ "accountNumber": account, "holderName": holder, "reason": "投资者申请" })
}

/// An issue form (550023, 550024) of shares (发行品种 股份).
pub fn share_issue(mut form: Value) -> Value {
    form["productType"] = json!("1");
    form
}

pub fn filing_form(title: &str) -> Value {
    json!({ "filingTitle": title, "filingDate": "2024-05-20", "companyName": "西安秦创智能科技股份有限公司",
            "description": "按规定报送备案材料", "filingFiles": file() })
}

/// An equity-incentive plan (550401) granting share options to two holders of the register.
pub fn incentive_form() -> Value {
    let mut form = filing_form("股权激励计划备案");
    form["grants"] = json!([
        { "accountNumber": "2000000001", "holderName": "张三", "grantedOptions": 10000,
          "exercisePrice": "2.50", "vestingDate": "2025-06-30" },
        { "accountNumber": "2000000002", "holderName": "李四", "grantedOptions": 5000,
          "exercisePrice": "2.50", "vestingDate": "2025-06-30" }
    ]);
    form
}

pub fn service_form(name: &str, id_number: &str, rows: Value) -> Value {
    json!({ "name": name, "idType": "11", "idNumber": id_number, "serviceInformationCsrcs": rows })
}

/// A citizen id (18 characters) of its first 17 digits and their check character.
pub fn citizen_id(first17: &str) -> String {
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    let sum: u32 = first17
        .chars()
        .zip(WEIGHTS)
        .map(|(c, w)| c.to_digit(10).unwrap() * w)
        .sum();
    let check = b"10X98765432"[(sum % 11) as usize] as char;
    format!("{first17}{check}")
}

/// A valid 550001 registration of an enterprise with one holder owning every share.
pub fn registration_form(name: &str, id_number: &str, code: &str) -> Value {
    json!({ "name": name, "shortName": "长乐精工", "idType": "11", "idNumber": id_number,
            "companyType": "2", "registeredCapital": "3000000", "productCode": code, "faceValue": "1",
            "registeredAddress": "西安市莲湖区长乐路1号", "registryDate": "2016-03-08",
            "provinceCityDistrictCode": { "province": "610000", "city": "610100", "district": "610104" },
            "industryCascader": ["C", "C34"], "legalName": "马骏", "legalIdType": "1",
            "legalIdNumber": citizen_id("61010419850101001"), "legalMobile": "13812345678",
            "jbrName": "王五", "jbrPhoneEnc": "13987654321", "totalShares": 1000,
            "shareHolderList": [{ "organType": "2", "holderName": "马骏", "certType": "1",
                                  "certificateNo": citizen_id("61010419850101001"), "volume": 1000 }] })
}

/// 550070's enterprise.
pub const QINCHUANG: &str = "西安秦创智能科技股份有限公司";

/// The periodic report's tables (forms/information_disclosure.json): the second table's
/// optional items of 02 §5.
const REPORT_FIRST: [&str; 8] = [
    "营业收入",
    "营业成本",
    "利润总额",
    "净利润",
    "归属于挂牌公司股东的净利润",
    "总资产",
    "净资产",
    "经营活动产生的现金流量净额",
];
const REPORT_SECOND: [&str; 8] = [
    "货币资金",
    "应收账款",
    "存货",
    "流动资产合计",
    "流动负债合计",
    "负债合计",
    "资本公积",
    "未分配利润",
];
const REPORT_OPTIONAL: [&str; 6] = [
    "存货",
    "流动资产合计",
    "流动负债合计",
    "未分配利润",
    "资本公积",
    "应收账款",
];

/// A table's rows: 1200.5 against 1000 (rate 20.05), the optional items left empty.
fn report_rows(names: &[&str]) -> Vec<Value> {
    names
        .iter()
        .map(|n| {
            if REPORT_OPTIONAL.contains(n) {
                json!({ "name": n })
            } else {
                json!({ "name": n, "thisPeriodTime": "1200.5", "lastPeriodTime": "1000", "rate": "20.05" })
            }
        })
        .collect()
}

/// The listed company's three-year financial tables of the golden file's valid case
/// (forms/tests/golden/annual_financials.json): every required cell, sums that hold.
pub fn listed_financials() -> Value {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../forms/tests/golden/annual_financials.json"
    ))
    .expect("the golden financial tables");
    let golden: Value = serde_json::from_str(&text).expect("golden JSON");
    golden["cases"][0]["formData"]["listedFinancials"].clone()
}

/// A valid annual report of 秦创智能 (550070) for the scope, with its financial tables.
pub fn periodic_report(title: &str, scope: &str) -> Value {
    json!({
        "name": QINCHUANG,
        "informationDisclosureName": title,
        "disclosureYear": "2025",
        "annualReportType": "年度报告",
        "financeData": report_rows(&REPORT_FIRST),
        "financeDataTwo": report_rows(&REPORT_SECOND),
        "listedFinancials": listed_financials(),
        "disclosureScope": scope,
    })
}

/// A bond row of 550082 that keeps every rule of 03 §5: a public issue through the platform,
/// one recommender, amount 1,000,000 at 100 a unit in lots of 10.
pub fn bond_row(name: &str) -> Value {
    json!({
        "chineseName": name, "productShort": format!("{name}简称"),
        "raiseBeginDate": "2026-12-01", "raiseEndDate": "2026-12-15",
        "bondAmount": 1_000_000, "successRate": "80", "fundraisingMethods": "2", "publishArea": "1",
        "contactName": "王敏", "contactPhone": "13912345678",
        "parValue": "100", "price": "100", "transactionBase": 10, "buyMin": 10, "buyMax": 1000,
        "bondTerm": 3, "bondTermType": "1", "rateBeginDate": "2026-12-16", "rateEndDate": "2029-12-15",
        "rateBondOption": "0", "redeemBondOption": "0", "provisionBondOption": "0", "zhuanguOption": "0",
        "isDesignRepay": "0", "isTransfer": "0",
        "fundUseTypeKey": "255", "descriptionFundUse": "补充日常经营所需流动资金",
        "bondServiceProvidersList": [
            { "isPartnerMember": "1", "serviceProviderCode": "M00001", "serviceProviderName": "长安证券服务有限公司",
              "serviceProviderCategoryCode": "4", "feeCurrency": "CNY", "feeAmount": "20000.00" }
        ]
    })
}

/// 550082 for 秦创智能 with these bond rows.
pub fn bond_filing(rows: Value) -> Value {
    json!({ "companyId": "c-qinchuang", "bondInfoList": rows })
}

/// A directed bond row (publishArea 2) offered to one registration account, by its uuid.
pub fn directed_bond_row(name: &str, account_uuid: &str) -> Value {
    let mut row = bond_row(name);
    row["fundraisingMethods"] = json!("1");
    row["publishArea"] = json!("2");
    row["investorsList"] =
        json!([{ "shareHolderId": account_uuid, "investorName": "-", "investorNo": "-" }]);
    row
}
