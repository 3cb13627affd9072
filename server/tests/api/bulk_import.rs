//! The bulk businesses' Excel upload (01 §7): the rows of the sheet come back as the rows of
//! the form's table, ready to submit; a sheet without the table's columns, with no rows, or a
//! file that is not a workbook is refused with the reason.

use std::io::Write;

use serde_json::json;

use crate::helpers::{Answer, TestApp};
use crate::samples::{SILK_ROAD, ZHANG_WEI};
use crate::support::submit;

/// A minimal xlsx: one sheet whose rows are `rows` (numbers stay numbers).
fn workbook(rows: &[Vec<&str>]) -> Vec<u8> {
    let mut sheet = String::from(
        r#"<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>"#,
    );
    for (r, row) in rows.iter().enumerate() {
        sheet.push_str(&format!(r#"<row r="{}">"#, r + 1));
        for (c, cell) in row.iter().enumerate() {
            let at = format!("{}{}", char::from(b'A' + c as u8), r + 1);
            if cell.parse::<f64>().is_ok() {
                sheet.push_str(&format!(r#"<c r="{at}"><v>{cell}</v></c>"#));
            } else {
                sheet.push_str(&format!(
                    r#"<c r="{at}" t="inlineStr"><is><t>{cell}</t></is></c>"#
                ));
            }
        }
        sheet.push_str("</row>");
    }
    sheet.push_str("</sheetData></worksheet>");
    let parts = [
        ("[Content_Types].xml", r#"<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>"#.to_owned()),
        ("_rels/.rels", r#"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"#.to_owned()),
        ("xl/workbook.xml", r#"<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>"#.to_owned()),
        ("xl/_rels/workbook.xml.rels", r#"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#.to_owned()),
        ("xl/worksheets/sheet1.xml", sheet),
    ];
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for (name, text) in parts {
        zip.start_file(name, zip::write::SimpleFileOptions::default())
            .unwrap();
        zip.write_all(text.as_bytes()).unwrap();
    }
    zip.finish().unwrap().into_inner()
}

const IMPORT: &str = "/api/rem-registrationbizweb/bulkImport";

/// Uploads `sheet` as the Excel of the business and product `target` (`550060/000000`).
async fn import(app: &TestApp, token: &str, target: &str, sheet: &[u8]) -> Answer {
    app.upload(
        &format!("{IMPORT}/{target}"),
        Some(token),
        "明细.xlsx",
        sheet,
    )
    .await
}

#[actix_rt::test]
async fn an_uploaded_sheet_becomes_the_rows_of_the_bulk_transfer_and_completes() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("admin").await;
    let sheet = workbook(&[
        vec!["转出方账号", "转入方账号", "产品代码", "过户数量（股）"],
        vec![ZHANG_WEI, SILK_ROAD, "100001", "100"],
        vec!["", "", "", ""],
        vec!["1000000101", ZHANG_WEI, "100001", "250"],
    ]);
    let answer = import(&app, &staff, "550060/000000", &sheet).await;
    let imported = answer.assert_ok().clone();
    assert_eq!(imported["table"], "transferList");
    assert_eq!(imported["total"], 2);
    assert_eq!(
        imported["rows"][0],
        json!({ "accountNumberOut": ZHANG_WEI, "accountNumberIn": SILK_ROAD, "productCode": "100001", "volume": 100 })
    );
    // The rows go into the form as they came and the business is submitted with them.
    let form = json!({ "transferList": imported["rows"], "importFile": [{ "attachId": imported["attachId"],
        "originalName": "过户明细.xlsx" }] });
    submit(&app, &staff, json!({ "appId": "550060", "formData": form }))
        .await
        .assert_ok();
}

#[actix_rt::test]
async fn a_sheet_without_the_table_s_columns_or_rows_or_a_workbook_is_refused() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("admin").await;
    let sheet = workbook(&[
        vec!["登记账号", "股东名称", "产品代码"],
        vec![SILK_ROAD, "丝路", "100001"],
    ]);
    import(&app, &staff, "550227/000000", &sheet)
        .await
        .assert_failure(400, "第1行缺少列：确权数量（股）");
    let sheet = workbook(&[vec!["登记账号", "股东名称", "产品代码", "确权数量（股）"]]);
    import(&app, &staff, "550227/000000", &sheet)
        .await
        .assert_failure(400, "文件中没有数据");
    // Only enterprises' and staff's businesses with a table may be imported, by their starters.
    let investor = app.access_token("personal_demo").await;
    import(&app, &investor, "550060/000000", &workbook(&[vec!["a"]]))
        .await
        .assert_failure(400, "当前身份不能办理该业务");
    import(&app, &staff, "550999/000000", &workbook(&[vec!["a"]]))
        .await
        .assert_failure(404, "业务不存在");
    import(&app, &staff, "550227/999999", &workbook(&[vec!["a"]]))
        .await
        .assert_failure(400, "产品代码999999不存在");
}

#[actix_rt::test]
async fn rows_breaking_the_forms_rules_are_refused_by_row_and_column_and_none_imported() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("admin").await;
    let sheet = workbook(&[
        vec!["转出方账号", "转入方账号", "产品代码", "过户数量（股）"],
        vec![ZHANG_WEI, SILK_ROAD, "100001", "100"],
        vec!["", "", "", ""],
        vec!["12345", ZHANG_WEI, "100001", "250"],
        vec![SILK_ROAD, ZHANG_WEI, "100001", "-3"],
    ]);
    let answer = import(&app, &staff, "550060/000000", &sheet).await;
    answer.assert_failure(
        400,
        "导入文件有2处错误，未导入：第4行「转出方账号」：请输入10位登记账号；第5行「过户数量（股）」：请输入正整数",
    );
    assert_eq!(
        answer.data()["errors"],
        json!([
            {"row": 4, "column": "转出方账号", "message": "请输入10位登记账号"},
            {"row": 5, "column": "过户数量（股）", "message": "请输入正整数"}
        ])
    );
    // a repeated row is named by the rows it repeats
    let sheet = workbook(&[
        vec!["转出方账号", "转入方账号", "产品代码", "过户数量（股）"],
        vec![ZHANG_WEI, SILK_ROAD, "100001", "100"],
        vec![ZHANG_WEI, SILK_ROAD, "100001", "100"],
    ]);
    let answer = import(&app, &staff, "550060/000000", &sheet).await;
    assert_eq!(answer.status, 400, "{}", answer.msg());
    assert!(
        answer.msg().starts_with("导入文件有1处错误，未导入："),
        "{}",
        answer.msg()
    );
}
