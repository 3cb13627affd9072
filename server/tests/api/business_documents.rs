//! The documents of a completed business (02 §3 "Voucher list", §7, §9; issue 19 item 3): a
//! company registration of a joint-stock or limited company lists its twelve documents in
//! application/detail `ext5` (code → attachId), a limited partnership's the eleven that fit it
//! worded for partners, every other business its voucher; each downloads as a PDF under its
//! name, to those who may read the business only; a running business has none; a document lost
//! is written again.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::business_documents;

use crate::helpers::{RawAnswer, TestApp};
use crate::support::{approved, decide, people, submitted};

const DETAIL: &str = "/api/rem-registrationbizweb/application/detail";
const DOWNLOAD: &str = "/api/blade-resource/oss/endpoint/downloadFile?attachId=";
const UUID_BY_BIZ_SN: &str = "/api/rem-registrationbizweb/statement/getUUIDByBizSn?bizSn=";

const TWELVE: [(&str, &str); 12] = [
    ("initialRegistration", "股份初始登记申请表"),
    ("custodyAgreement", "托管服务协议"),
    ("shareholderRegister", "股东名册"),
    ("companyBasicInfo", "企业基本信息表"),
    ("powerOfAttorney", "授权委托书"),
    ("transferRestriction", "股份限售申请"),
    ("shareholderResolution", "股东大会决议"),
    ("legalRepresentativeCertificate", "法定代表人身份证明书"),
    ("executiveRoster", "董事、监事、高级管理人员名册"),
    ("controllerInfo", "控股股东及实际控制人信息表"),
    ("registrationConfirmation", "股份初始登记确认书"),
    ("filingMaterials", "备案材料清单"),
];

fn registration(company_type: &str, name: &str, id_number: &str, code: &str) -> Value {
    json!({ "appId": "550001", "formData": {
        "name": name, "shortName": "秦创新材", "idType": "11", "idNumber": id_number,
        "companyType": company_type, "registeredCapital": "10000000.50", "registeredAddress": "西安市高新区锦业路1号",
        "registryDate": "2015-06-18",
        "provinceCityDistrictCode": { "province": "610000", "city": "610100", "district": "610113" },
        "industryCascader": ["C", "C39"], "legalName": "李雷", "legalIdType": "1",
        "legalIdNumber": "610102198001011114", "legalMobile": "13812345678", "jbrName": "韩梅梅",
        "jbrPhoneEnc": "13987654321", "productCode": code, "faceValue": "1", "totalShares": 3000,
        "theFirstShareholdersName": "李雷",
        "shareHolderList": [
            { "organType": "2", "holderName": "李雷", "certType": "1",
              "certificateNo": "610102198001011114", "volume": 2000 },
            { "organType": "2", "holderName": "韩梅梅", "certType": "1",
              "certificateNo": "610102198502022225", "volume": 1000 }] } })
}

async fn detail(app: &TestApp, token: &str, uuid: &str) -> Value {
    app.post_json(DETAIL, Some(token), &json!({ "uuid": uuid }))
        .await
        .assert_ok()
        .clone()
}

/// The percent-encoded UTF-8 of a name, as `filename*` carries it.
fn encoded(name: &str) -> String {
    name.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn assert_pdf(file: &RawAnswer, name: &str, biz_sn: &str) {
    assert_eq!(file.status, 200, "{name}");
    assert_eq!(file.header("content-type"), "application/pdf", "{name}");
    let disposition = file.header("content-disposition");
    assert!(
        disposition.contains(&encoded(&format!("{name}-{biz_sn}.pdf"))),
        "{name}: {disposition}"
    );
    let bytes = &file.bytes;
    assert!(bytes.starts_with(b"%PDF-"), "{name} is a PDF");
    let tail = String::from_utf8_lossy(&bytes[bytes.len().saturating_sub(64)..]).into_owned();
    assert!(tail.contains("%%EOF"), "{name} is complete");
    let has = |needle: &[u8]| bytes.windows(needle.len()).any(|w| w == needle);
    assert!(has(b"/FontFile"), "{name} embeds its font");
    // The XMP metadata carries the title as UTF-8.
    assert!(has(name.as_bytes()), "{name} is titled so");
}

// spec: 02§9.6 02§7.6
#[actix_rt::test]
async fn a_completed_joint_stock_registration_lists_its_twelve_documents_each_a_pdf_for_its_people_only(
) {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let body = registration(
        "2",
        "陕西秦创新材料股份有限公司",
        "91610000MA6TQC0099",
        "200123",
    );

    // Running: no documents, no voucher uuid.
    let uuid = submitted(&app, &org, body.clone()).await;
    let running = detail(&app, &org, &uuid).await;
    assert_eq!(running["ext5"], Value::Null);
    assert_eq!(running["voucherList"], json!([]));
    let biz_sn = running["bizSn"].as_str().unwrap().to_owned();
    let polled = app
        .get(&format!("{UUID_BY_BIZ_SN}{biz_sn}"), Some(&org))
        .await;
    assert_eq!(polled.assert_ok(), &Value::Null);

    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    let polled = app
        .get(&format!("{UUID_BY_BIZ_SN}{biz_sn}"), Some(&org))
        .await;
    assert_eq!(polled.assert_ok(), &json!(uuid));

    let done = detail(&app, &org, &uuid).await;
    let ext5 = done["ext5"]
        .as_object()
        .expect("ext5 is the map code → attachId");
    assert_eq!(ext5.len(), 12, "{ext5:?}");
    let list = done["voucherList"].as_array().unwrap();
    let listed: Vec<(&str, &str)> = list
        .iter()
        .map(|v| (v["code"].as_str().unwrap(), v["name"].as_str().unwrap()))
        .collect();
    assert_eq!(listed, TWELVE.to_vec(), "the twelve, in order, by name");
    for (code, name) in TWELVE {
        let attach_id = ext5[code].as_str().unwrap();
        let file = app
            .fetch(&format!("{DOWNLOAD}{attach_id}"), Some(&org), None)
            .await;
        assert_pdf(&file, name, &biz_sn);
        if code == "companyBasicInfo" {
            let text = pdf_text(&file.bytes);
            for expected in [
                "10,000,000.50",
                "壹仟万元伍角",
                "统一社会信用代码",
                "陕西省西安市雁塔区",
            ] {
                assert!(text.contains(expected), "{name} lacks {expected}: {text}");
            }
        }
        // To look at them: DOCUMENTS_DUMP_DIR=/tmp/docs cargo test -p server --test api business_documents
        if let Ok(dir) = std::env::var("DOCUMENTS_DUMP_DIR") {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(format!("{dir}/{code}.pdf"), &file.bytes).unwrap();
        }
    }

    // The reviewers may download them; an investor with no part in the business may not.
    let register = ext5["shareholderRegister"].as_str().unwrap();
    let by_reviewer = app
        .fetch(&format!("{DOWNLOAD}{register}"), Some(&p.first), None)
        .await;
    assert_pdf(&by_reviewer, "股东名册", &biz_sn);
    let refused = app
        .fetch(&format!("{DOWNLOAD}{register}"), Some(&p.investor), None)
        .await;
    assert_eq!(refused.status, 403);
    refused.envelope().assert_failure(403, "无权查看该申请");
    let zipped = app
        .post_json(
            "/api/rem-registrationbizweb/evidencePrint/getAttachZip",
            Some(&p.investor),
            &json!({ "attachments": [{ "attachId": register }] }),
        )
        .await;
    zipped.assert_failure(403, "无权查看该申请");
    app.get(&format!("{UUID_BY_BIZ_SN}{biz_sn}"), Some(&p.investor))
        .await
        .assert_failure(403, "无权查看该申请");
}

#[actix_rt::test]
async fn a_limited_company_names_its_meeting_and_equity_as_such() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let body = registration(
        "1",
        "陕西秦创新材料有限公司",
        "91610000MA6TQC0098",
        "200124",
    );
    let uuid = approved(&app, &p, &org, body).await.assert_ok()["uuid"]
        .as_str()
        .unwrap()
        .to_owned();
    let done = detail(&app, &org, &uuid).await;
    let names: Vec<&str> = done["voucherList"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 12);
    for expected in [
        "股权初始登记申请表",
        "股东会决议",
        "股权限售申请",
        "股权初始登记确认书",
    ] {
        assert!(names.contains(&expected), "{expected} in {names:?}");
    }
    assert!(!names.contains(&"股东大会决议"));
}

/// The eleven documents of a limited partnership's registration: no transfer restriction
/// application (a partnership has no Company Law lock-up to apply for), the rest in its words.
const PARTNERSHIP: [(&str, &str); 11] = [
    ("initialRegistration", "出资份额初始登记申请表"),
    ("custodyAgreement", "托管服务协议"),
    ("shareholderRegister", "合伙人名册"),
    ("companyBasicInfo", "企业基本信息表"),
    ("powerOfAttorney", "授权委托书"),
    ("shareholderResolution", "合伙人会议决议"),
    ("legalRepresentativeCertificate", "执行事务合伙人身份证明书"),
    ("executiveRoster", "执行事务合伙人及经营管理人员名册"),
    ("controllerInfo", "第一大合伙人及实际控制人信息表"),
    ("registrationConfirmation", "出资份额初始登记确认书"),
    ("filingMaterials", "备案材料清单"),
];

/// A PDF's text as poppler's pdftotext reads it, without white space (a line may wrap
/// anywhere in a word).
fn pdf_text(bytes: &[u8]) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new("pdftotext")
        .args(["-enc", "UTF-8", "-", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("pdftotext (poppler-utils) is installed");
    child.stdin.take().unwrap().write_all(bytes).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "pdftotext reads the PDF");
    String::from_utf8(out.stdout)
        .unwrap()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect()
}

#[actix_rt::test]
async fn a_limited_partnership_registration_lists_its_documents_worded_for_partners() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let body = registration(
        "3",
        "西安秦创汇智创业投资合伙企业（有限合伙）",
        "91610000MA6TQC0097",
        "200125",
    );
    let done = approved(&app, &p, &org, body).await;
    let uuid = done.assert_ok()["uuid"].as_str().unwrap().to_owned();
    let biz_sn = done.assert_ok()["bizSn"].as_str().unwrap().to_owned();
    let detail = detail(&app, &org, &uuid).await;
    let ext5 = detail["ext5"].as_object().expect("ext5 lists them");
    let listed: Vec<(&str, &str)> = detail["voucherList"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["code"].as_str().unwrap(), v["name"].as_str().unwrap()))
        .collect();
    assert_eq!(
        listed,
        PARTNERSHIP.to_vec(),
        "the eleven, in order, by name"
    );
    assert_eq!(ext5.len(), 11, "{ext5:?}");
    assert!(!ext5.contains_key("transferRestriction"));

    let mut texts = std::collections::HashMap::new();
    for (code, name) in PARTNERSHIP {
        let attach_id = ext5[code].as_str().unwrap();
        let file = app
            .fetch(&format!("{DOWNLOAD}{attach_id}"), Some(&org), None)
            .await;
        assert_pdf(&file, name, &biz_sn);
        let text = pdf_text(&file.bytes);
        assert!(text.contains(name), "{name} reads its title: {text}");
        if let Ok(dir) = std::env::var("DOCUMENTS_DUMP_DIR") {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(format!("{dir}/partnership-{code}.pdf"), &file.bytes).unwrap();
        }
        texts.insert(code, text);
    }
    let worded = [
        (
            "initialRegistration",
            &[
                "合伙人出资情况",
                "合伙人名称",
                "出资份额（份）",
                "出资比例",
                "执行事务合伙人",
                "出资总份额3,000份",
            ][..],
        ),
        (
            "custodyAgreement",
            &[
                "以乙方登记的合伙人名册为确认合伙人出资份额权属的依据",
                "出资证明",
            ][..],
        ),
        (
            "shareholderRegister",
            &[
                "合伙人名称",
                "李雷",
                "韩梅梅",
                "66.6666%",
                "出资比例为出资份额占出资总份额的百分比",
            ][..],
        ),
        ("companyBasicInfo", &["执行事务合伙人", "认缴出资额"][..]),
        (
            "powerOfAttorney",
            &["确认合伙人名册", "执行事务合伙人（签字）"][..],
        ),
        (
            "shareholderResolution",
            &[
                "合伙人会议",
                "《中华人民共和国合伙企业法》及合伙协议",
                "经与会合伙人审议",
                "应到合伙人",
                "合伙人表决及签字",
                "同意本企业全部出资份额",
            ][..],
        ),
        (
            "legalRepresentativeCertificate",
            &["的执行事务合伙人，有权代表本企业"][..],
        ),
        ("executiveRoster", &["名册列明执行事务合伙人"][..]),
        (
            "controllerInfo",
            &[
                "第一大合伙人（出资最多的合伙人）",
                "据合伙人名册核对",
                "申报的第一大合伙人与合伙人名册一致",
            ][..],
        ),
        (
            "registrationConfirmation",
            &["根据审核通过的合伙人名册完成出资份额初始登记"][..],
        ),
    ];
    for (code, phrases) in worded {
        for phrase in phrases {
            assert!(
                texts[code].contains(phrase),
                "{code} reads {phrase}: {}",
                texts[code]
            );
        }
    }
    // The company words are gone from what the documents themselves say.
    for (code, text) in &texts {
        for word in [
            "股东",
            "股份",
            "股本",
            "董事会",
            "公司章程",
            "公司法",
            "法定代表人",
        ] {
            assert!(!text.contains(word), "{code} still says {word}: {text}");
        }
    }
}

#[actix_rt::test]
async fn any_other_business_has_its_voucher_and_a_lost_document_is_written_again() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let body = json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
        "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": 1000 } });
    let done = approved(&app, &p, &p.investor, body).await;
    let uuid = done.assert_ok()["uuid"].as_str().unwrap().to_owned();
    let biz_sn = done.assert_ok()["bizSn"].as_str().unwrap().to_owned();
    let first = detail(&app, &p.investor, &uuid).await;
    let ext5 = first["ext5"].as_object().unwrap().clone();
    assert_eq!(ext5.keys().collect::<Vec<_>>(), ["voucher"]);
    assert_eq!(first["voucherList"][0]["name"], "股份转让业务凭证");
    let voucher = ext5["voucher"].as_str().unwrap().to_owned();
    let original = app
        .fetch(&format!("{DOWNLOAD}{voucher}"), Some(&p.investor), None)
        .await;
    assert_pdf(&original, "股份转让业务凭证", &biz_sn);
    // It reads the serial number, the parties by name, the volume, its par value in figures and
    // capital numerals, and the chain entry; not the reviewers' memo.
    let text = pdf_text(&original.bytes);
    let hash = {
        let mut conn = app.state.pool.get().unwrap();
        server::models::chain::ChainEntry::find_by_biz_sn(&mut conn, &biz_sn)
            .unwrap()
            .expect("stamped")
            .hash
    };
    for expected in [
        "股份转让业务凭证",
        biz_sn.as_str(),
        "区块链存证",
        "2000000001（张伟）",
        "1000000001（陕西丝路投资管理有限公司）",
        "公司回购",
        "1,000.00",
        "壹仟元整",
        hash.as_str(),
    ] {
        assert!(
            text.contains(expected),
            "the voucher lacks {expected}: {text}"
        );
    }
    assert!(
        !text.contains("审批意见"),
        "the reviewers' memo is not part of the voucher"
    );

    // Its file lost from the store: the download writes it again, the same bytes.
    let key = server::files::store::ObjectKey::parse(&format!("000000/{voucher}")).unwrap();
    app.state.files.delete(&key).unwrap();
    let again = app
        .fetch(&format!("{DOWNLOAD}{voucher}"), Some(&p.investor), None)
        .await;
    assert_pdf(&again, "股份转让业务凭证", &biz_sn);
    assert_eq!(again.bytes, original.bytes, "the document as it was");

    // Its record lost (a crash between the commit and the writing): the next read writes it.
    {
        let mut conn = app.state.pool.get().unwrap();
        let removed = diesel::delete(
            business_documents::table.filter(business_documents::application_id.eq(&uuid)),
        )
        .execute(&mut *conn)
        .unwrap();
        assert_eq!(removed, 1);
    }
    let read = detail(&app, &p.investor, &uuid).await;
    let renewed = read["ext5"]["voucher"].as_str().unwrap().to_owned();
    assert_ne!(renewed, voucher, "a new document");
    let file = app
        .fetch(&format!("{DOWNLOAD}{renewed}"), Some(&p.recheck), None)
        .await;
    assert_pdf(&file, "股份转让业务凭证", &biz_sn);
    // Read again, nothing more is written.
    let reread = detail(&app, &p.investor, &uuid).await;
    assert_eq!(reread["ext5"]["voucher"], json!(renewed));
}
