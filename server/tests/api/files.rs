//! Uploaded files (spec 01 §5, §7 "Files", §9; 03 §5): upload and download, the type and size
//! rules, tenants kept apart, the no-login download of public files, the zip of attachments.

use std::{
    io::{Cursor, Read, Write},
    path::Path,
};

use serde_json::json;
use sha2::{Digest, Sha256};

use crate::helpers::{Options, TestApp};

const PUT: &str = "/api/blade-resource/oss/endpoint/put-file-attach";
const PUT_MODEL: &str = "/api/blade-resource/oss/endpoint/put-model-file-attach";
const DOWNLOAD: &str = "/api/blade-resource/oss/endpoint/downloadFile";
const PUBLIC_DOWNLOAD: &str = "/api/blade-resource/nonds/oss/endpoint/downloadFile";
const DETAIL: &str = "/api/blade-resource/oss/endpoint/attachDetail";
const ZIP: &str = "/api/rem-registrationbizweb/evidencePrint/getAttachZip";

const TYPE_REFUSED: &str = "该文件不符合文件类型限制！";

/// A well-formed PDF (header, one object, cross-reference table, trailer) padded by `extra`
/// bytes of white space between its object and its cross-reference table.
pub fn pdf(extra: usize) -> Vec<u8> {
    let mut bytes = b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n".to_vec();
    bytes.resize(bytes.len() + extra, b' ');
    let xref = bytes.len();
    bytes.extend_from_slice(b"xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \n");
    bytes.extend_from_slice(b"trailer << /Size 2 /Root 1 0 R >>\n");
    bytes.extend_from_slice(format!("startxref\n{xref}\n%%EOF\n").as_bytes());
    bytes
}

/// A well-formed PDF of exactly `len` bytes.
fn pdf_of_size(len: usize) -> Vec<u8> {
    // The padding moves the cross-reference table, whose offset is written in digits.
    let first = pdf(len - pdf(0).len());
    pdf(len - pdf(0).len() - (first.len() - len))
}

/// The head of a Windows executable.
fn exe() -> Vec<u8> {
    let mut bytes = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff".to_vec();
    bytes.extend_from_slice(b"This program cannot be run in DOS mode.");
    bytes
}

fn png() -> Vec<u8> {
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00"
        .to_vec()
}

fn docx() -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    let mut zip = zip::ZipWriter::new(&mut out);
    for (name, body) in [
        ("[Content_Types].xml", "<Types/>"),
        ("word/document.xml", "<w:document/>"),
    ] {
        zip.start_file(name, zip::write::SimpleFileOptions::default())
            .unwrap();
        zip.write_all(body.as_bytes()).unwrap();
    }
    zip.finish().unwrap();
    out.into_inner()
}

fn files_under(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(files_under(&path));
        } else {
            out.push(path.display().to_string());
        }
    }
    out
}

/// No row, no stored object, no scratch file.
fn assert_nothing_left_behind(app: &TestApp) {
    use diesel::prelude::*;
    use server::schema::attachments;
    let mut conn = app.state.pool.get().unwrap();
    let rows: i64 = attachments::table.count().get_result(&mut *conn).unwrap();
    assert_eq!(rows, 0, "attachment rows");
    let data = &app.state.config.data_dir;
    assert_eq!(files_under(&data.join("files")), Vec::<String>::new());
    assert_eq!(files_under(&data.join("tmp")), Vec::<String>::new());
}

/// Decodes the `filename*=UTF-8''…` parameter of a Content-Disposition value.
fn filename_star(disposition: &str) -> String {
    let encoded = disposition
        .split("filename*=UTF-8''")
        .nth(1)
        .unwrap_or_else(|| panic!("no filename* in {disposition}"))
        .split(';')
        .next()
        .unwrap();
    let bytes = encoded.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            out.push(u8::from_str_radix(&encoded[i + 1..i + 3], 16).unwrap());
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).unwrap()
}

async fn upload_ok(app: &TestApp, path: &str, token: &str, name: &str, bytes: &[u8]) -> String {
    let answer = app.upload(path, Some(token), name, bytes).await;
    answer.assert_ok()["attachId"]
        .as_str()
        .expect("an attachId")
        .to_owned()
}

// spec: 01§7.19 01§7.17 02§7.7 02§7.44 03§7.3 03§7.4
#[actix_rt::test]
async fn an_upload_downloads_again_under_its_chinese_name() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let content = pdf(100);
    let answer = app
        .upload(PUT, Some(&token), "营业执照 副本.pdf", &content)
        .await;
    let data = answer.assert_ok();
    assert_eq!(data["originalName"], "营业执照 副本.pdf");
    let id = data["attachId"].as_str().unwrap().to_owned();
    assert_eq!(data["name"], format!("000000/{id}"));
    assert_eq!(
        data["link"],
        format!("{DOWNLOAD}?attachId={id}"),
        "a private file links to the signed-in download"
    );

    let file = app
        .fetch(&format!("{DOWNLOAD}?attachId={id}"), Some(&token), None)
        .await;
    assert_eq!(file.status, 200);
    assert_eq!(file.bytes, content);
    assert_eq!(file.header("content-type"), "application/pdf");
    let disposition = file.header("content-disposition");
    assert!(disposition.starts_with("attachment"), "{disposition}");
    assert_eq!(filename_star(disposition), "营业执照 副本.pdf");

    let answer = app.get(&format!("{DETAIL}?id={id}"), Some(&token)).await;
    let detail = answer.assert_ok();
    assert_eq!(detail["originalName"], "营业执照 副本.pdf");
    assert_eq!(detail["extension"], "pdf");
    assert_eq!(detail["attachSize"], content.len());
    assert_eq!(detail["isPublic"], false);
    let digest: String = Sha256::digest(&content)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(detail["sha256"], digest);
}

#[actix_rt::test]
async fn an_upload_far_above_the_json_limit_passes() {
    // The test app keeps JSON bodies under 64 KiB; a 3 MB file is not stopped by that.
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let content = pdf(3 * 1024 * 1024);
    let id = upload_ok(&app, PUT, &token, "large.pdf", &content).await;
    let file = app
        .fetch(&format!("{DOWNLOAD}?attachId={id}"), Some(&token), None)
        .await;
    assert_eq!(file.bytes.len(), content.len());
}

#[actix_rt::test]
async fn a_renamed_executable_is_refused_and_leaves_nothing_behind() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    for (name, content) in [
        ("合同.pdf", exe()),
        ("scan.png", exe()),
        ("notes.txt", exe()),
        ("report.docx", exe()),
        ("photo.jpg", png()),
        // A Word document renamed: a zip, but without a workbook.
        ("fake.xlsx", docx()),
        ("gbk.txt", b"\xd6\xd0\xce\xc4".to_vec()),
    ] {
        let answer = app.upload(PUT, Some(&token), name, &content).await;
        assert_eq!(answer.msg(), TYPE_REFUSED, "{name}: {:?}", answer.body);
        answer.assert_failure(400, TYPE_REFUSED);
    }
    assert_nothing_left_behind(&app);
}

// spec: 01§5.3
#[actix_rt::test]
async fn a_file_of_a_type_not_allowed_is_refused_by_its_extension() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    for name in [
        "setup.exe",
        "archive.zip",
        "archive.rar",
        "old.xls",
        "README",
    ] {
        app.upload(PUT, Some(&token), name, &exe())
            .await
            .assert_failure(400, TYPE_REFUSED);
    }
    assert_nothing_left_behind(&app);
}

#[actix_rt::test]
async fn allowed_kinds_with_matching_content_are_accepted() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    for (name, content) in [
        ("说明.txt", "股权登记说明\n".as_bytes().to_vec()),
        ("logo.PNG", png()),
        ("申请书.docx", docx()),
        ("photo.jpeg", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00".to_vec()),
    ] {
        upload_ok(&app, PUT, &token, name, &content).await;
    }
}

// spec: 01§5.3
#[actix_rt::test]
async fn an_oversize_upload_is_refused_and_leaves_nothing_behind() {
    let app = TestApp::spawn_with(Options {
        upload_max_mb: Some(1),
        ..Options::default()
    })
    .await;
    let token = app.access_token("org_demo").await;
    let content = pdf(1024 * 1024);
    app.upload(PUT, Some(&token), "big.pdf", &content)
        .await
        .assert_failure(413, "上传文件大小不能超过1M");
    assert_nothing_left_behind(&app);

    // Exactly at the limit is fine.
    let content = pdf_of_size(1024 * 1024);
    assert_eq!(content.len(), 1024 * 1024);
    upload_ok(&app, PUT, &token, "edge.pdf", &content).await;
}

// spec: 01§5.3 01§8.15
#[actix_rt::test]
async fn an_empty_upload_or_one_without_a_file_is_refused() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    app.upload(PUT, Some(&token), "empty.pdf", b"")
        .await
        .assert_failure(400, "上传文件不能为空");
    app.upload(PUT, Some(&token), "", &pdf(0))
        .await
        .assert_failure(400, "请上传文件");
    app.post(PUT, Some(&token))
        .await
        .assert_failure(400, "上传失败！");
    assert_nothing_left_behind(&app);
}

#[actix_rt::test]
async fn a_user_of_another_tenant_cannot_read_or_zip_the_file() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let id = upload_ok(&app, PUT, &token, "章程.pdf", &pdf(10)).await;
    let dalian = app.access_token_in("116000", "dl_org_demo").await;

    app.fetch(&format!("{DOWNLOAD}?attachId={id}"), Some(&dalian), None)
        .await
        .envelope()
        .assert_failure(404, "附件不存在");
    app.get(&format!("{DETAIL}?id={id}"), Some(&dalian))
        .await
        .assert_failure(404, "附件不存在");
    let body =
        json!({"applyName": "x", "attachments": [{"attachId": id, "originalName": "章程.pdf"}]});
    app.fetch(ZIP, Some(&dalian), Some(&body))
        .await
        .envelope()
        .assert_failure(404, "附件不存在");
    // Naming the owner's tenant does not help without the file being public.
    app.fetch(
        &format!("{PUBLIC_DOWNLOAD}?attachId={id}&tenantId=000000"),
        None,
        None,
    )
    .await
    .envelope()
    .assert_failure(404, "附件不存在");

    // The owner's tenant still reads it.
    let file = app
        .fetch(&format!("{DOWNLOAD}?attachId={id}"), Some(&token), None)
        .await;
    assert_eq!(file.status, 200);
}

// spec: 01§7.18 02§7.8 03§7.5
#[actix_rt::test]
async fn the_public_download_serves_only_public_files_without_login() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    // Public files are published by staff (see the test below).
    let admin = app.access_token("admin").await;
    let answer = app
        .upload(PUT_MODEL, Some(&admin), "企业标志.png", &png())
        .await;
    let data = answer.assert_ok();
    let logo = data["attachId"].as_str().unwrap().to_owned();
    let public_path = format!("{PUBLIC_DOWNLOAD}?attachId={logo}&tenantId=000000");
    assert_eq!(data["link"], public_path);

    let file = app.fetch(&public_path, None, None).await;
    assert_eq!(file.status, 200);
    assert_eq!(file.bytes, png());
    assert_eq!(file.header("content-type"), "image/png");
    assert_eq!(
        file.header("content-encoding"),
        "identity",
        "not gzipped again"
    );
    assert!(file.header("content-disposition").starts_with("inline"));
    assert_eq!(
        filename_star(file.header("content-disposition")),
        "企业标志.png"
    );

    // The wrong tenant, or no tenant, finds nothing.
    app.fetch(
        &format!("{PUBLIC_DOWNLOAD}?attachId={logo}&tenantId=116000"),
        None,
        None,
    )
    .await
    .envelope()
    .assert_failure(404, "附件不存在");
    app.fetch(&format!("{PUBLIC_DOWNLOAD}?attachId={logo}"), None, None)
        .await
        .envelope()
        .assert_failure(400, "请传入租户编号");

    // A private file is not served without login.
    let private = upload_ok(&app, PUT, &token, "私有.png", &png()).await;
    app.fetch(
        &format!("{PUBLIC_DOWNLOAD}?attachId={private}&tenantId=000000"),
        None,
        None,
    )
    .await
    .envelope()
    .assert_failure(404, "附件不存在");
}

// spec: 01§7.20
#[actix_rt::test]
async fn the_zip_holds_the_files_under_their_original_names() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let text = "质押合同正文\n".repeat(100);
    let contract = upload_ok(&app, PUT, &token, "质押合同.txt", text.as_bytes()).await;
    let notice = upload_ok(&app, PUT, &token, "设立通知书.pdf", &pdf(10)).await;
    let word = upload_ok(&app, PUT, &token, "x.docx", &docx()).await;
    let body = json!({
        "applyName": "股权质押申请",
        "attachments": [
            {"attachId": contract, "originalName": "质押合同.txt"},
            {"attachId": notice, "originalName": "设立通知书.pdf"},
            // The name the application knows it by, not the stored one.
            {"attachId": word, "originalName": "质押人身份证明.docx"},
            // The same file twice gets a second name.
            {"attachId": notice, "originalName": "设立通知书.pdf"},
        ]
    });
    let zip = app.fetch(ZIP, Some(&token), Some(&body)).await;
    assert_eq!(zip.status, 200, "{}", String::from_utf8_lossy(&zip.bytes));
    assert_eq!(zip.header("content-type"), "application/zip");
    assert_eq!(
        filename_star(zip.header("content-disposition")),
        "股权质押申请.zip"
    );

    let mut archive = zip::ZipArchive::new(Cursor::new(zip.bytes)).unwrap();
    let names: Vec<String> = (0..archive.len())
        .map(|i| archive.by_index(i).unwrap().name().unwrap().into_owned())
        .collect();
    assert_eq!(
        names,
        [
            "质押合同.txt",
            "设立通知书.pdf",
            "质押人身份证明.docx",
            "设立通知书 (2).pdf"
        ]
    );
    let mut read = String::new();
    archive
        .by_name("质押合同.txt")
        .unwrap()
        .read_to_string(&mut read)
        .unwrap();
    assert_eq!(read, text);
    let mut read = Vec::new();
    archive
        .by_name("质押人身份证明.docx")
        .unwrap()
        .read_to_end(&mut read)
        .unwrap();
    assert_eq!(read, docx());

    // The scratch file of the zip is gone once it was sent (the server may finish the
    // answer a moment after the client has read it).
    let scratch = app.state.config.data_dir.join("tmp");
    for _ in 0..50 {
        if files_under(&scratch).is_empty() {
            break;
        }
        actix_rt::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(files_under(&scratch), Vec::<String>::new());

    let empty = json!({"applyName": "x", "attachments": []});
    app.fetch(ZIP, Some(&token), Some(&empty))
        .await
        .envelope()
        .assert_failure(400, "请选择要下载的附件");
}

#[actix_rt::test]
async fn every_file_call_but_the_public_download_needs_a_token() {
    let app = TestApp::spawn().await;
    app.upload(PUT, None, "a.pdf", &pdf(0))
        .await
        .assert_failure(401, "用户未登录，请重新登录");
    app.upload(PUT_MODEL, None, "a.png", &png())
        .await
        .assert_failure(401, "用户未登录，请重新登录");
    app.get(&format!("{DOWNLOAD}?attachId=x"), None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
    app.get(&format!("{DETAIL}?id=x"), None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
    app.fetch(ZIP, None, Some(&json!({"attachments": []})))
        .await
        .envelope()
        .assert_failure(401, "用户未登录，请重新登录");
    assert_nothing_left_behind(&app);
}

const ARCHIVE_REFUSED: &str = "压缩文件内容异常，不能上传";

/// A docx holding `extra` entries besides its two required parts.
fn docx_with(extra: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    let mut zip = zip::ZipWriter::new(&mut out);
    let parts: [(&str, &[u8]); 2] = [
        ("[Content_Types].xml", b"<Types/>"),
        ("word/document.xml", b"<w:document/>"),
    ];
    for (name, body) in parts.iter().chain(extra) {
        zip.start_file(*name, zip::write::SimpleFileOptions::default())
            .unwrap();
        zip.write_all(body).unwrap();
    }
    zip.finish().unwrap();
    out.into_inner()
}

#[actix_rt::test]
async fn only_administrators_and_analysts_publish_public_files() {
    let app = TestApp::spawn().await;
    for account in [
        "staff_first",
        "staff_recheck",
        "personal_demo",
        "orgholder_demo",
        "org_demo",
        "member_demo",
    ] {
        let token = app.access_token(account).await;
        app.upload(PUT_MODEL, Some(&token), "logo.png", &png())
            .await
            .assert_failure(403, "无权上传公共文件");
        // The same user still uploads a private file.
        upload_ok(&app, PUT, &token, "logo.png", &png()).await;
    }
    {
        use diesel::prelude::*;
        use server::schema::attachments;
        let mut conn = app.state.pool.get().unwrap();
        let public: i64 = attachments::table
            .filter(attachments::is_public.eq(true))
            .count()
            .get_result(&mut *conn)
            .unwrap();
        assert_eq!(public, 0, "no public file from a refused user");
    }

    for account in ["admin", "analyst_demo"] {
        let token = app.access_token(account).await;
        let answer = app
            .upload(PUT_MODEL, Some(&token), "模板.pdf", &pdf(10))
            .await;
        let data = answer.assert_ok();
        let id = data["attachId"].as_str().unwrap();
        let public_path = format!("{PUBLIC_DOWNLOAD}?attachId={id}&tenantId=000000");
        assert_eq!(data["link"], public_path, "{account}");
        assert_eq!(app.fetch(&public_path, None, None).await.bytes, pdf(10));
    }
}

#[actix_rt::test]
async fn a_pdf_without_its_trailer_is_refused() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let whole = pdf(100);
    let mut appended = whole.clone();
    appended.extend_from_slice(&exe());
    appended.extend_from_slice(&[0u8; 4096]);
    for (what, content) in [
        ("header only", b"%PDF-1.7\n".to_vec()),
        (
            "header and an object",
            b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n".to_vec(),
        ),
        ("cut in half", whole[..whole.len() / 2].to_vec()),
        ("an executable behind a PDF header", {
            let mut bytes = b"%PDF-1.7\n".to_vec();
            bytes.extend_from_slice(&exe());
            bytes
        }),
        ("a trailer pointing nowhere", {
            let mut bytes = b"%PDF-1.7\n".to_vec();
            bytes.extend_from_slice(&exe());
            bytes.extend_from_slice(b"\nstartxref\n9\n%%EOF\n");
            bytes
        }),
        ("something appended after the end", appended),
    ] {
        let answer = app.upload(PUT, Some(&token), "合同.pdf", &content).await;
        assert_eq!(answer.msg(), TYPE_REFUSED, "{what}: {:?}", answer.body);
        answer.assert_failure(400, TYPE_REFUSED);
    }
    assert_nothing_left_behind(&app);
    upload_ok(&app, PUT, &token, "合同.pdf", &whole).await;
}

#[actix_rt::test]
async fn a_zip_bomb_disguised_as_a_word_document_is_refused() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    // 100 MB of zeros deflate to about 100 KB.
    let mut out = Cursor::new(Vec::new());
    let mut zip = zip::ZipWriter::new(&mut out);
    let options = zip::write::SimpleFileOptions::default();
    zip.start_file("[Content_Types].xml", options).unwrap();
    zip.write_all(b"<Types/>").unwrap();
    zip.start_file("word/document.xml", options).unwrap();
    let block = vec![0u8; 1024 * 1024];
    for _ in 0..100 {
        zip.write_all(&block).unwrap();
    }
    zip.finish().unwrap();
    let bomb = out.into_inner();
    assert!(bomb.len() < 1024 * 1024, "{} bytes", bomb.len());

    app.upload(PUT, Some(&token), "申请书.docx", &bomb)
        .await
        .assert_failure(400, ARCHIVE_REFUSED);
    assert_nothing_left_behind(&app);
}

#[actix_rt::test]
async fn an_office_file_carrying_an_executable_is_refused() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    for (name, content) in [
        (
            "申请书.docx",
            docx_with(&[("word/embeddings/setup.exe", &exe())]),
        ),
        ("申请书.docx", docx_with(&[("run.BAT", b"format c:")])),
        // Named as an image, an executable by its content.
        (
            "申请书.docx",
            docx_with(&[("word/media/image1.png", &exe())]),
        ),
    ] {
        app.upload(PUT, Some(&token), name, &content)
            .await
            .assert_failure(400, ARCHIVE_REFUSED);
    }
    // Without the Office parts it is not a docx at all.
    let mut out = Cursor::new(Vec::new());
    let mut zip = zip::ZipWriter::new(&mut out);
    zip.start_file(
        "word/document.xml",
        zip::write::SimpleFileOptions::default(),
    )
    .unwrap();
    zip.write_all(b"<w:document/>").unwrap();
    zip.finish().unwrap();
    app.upload(PUT, Some(&token), "申请书.docx", &out.into_inner())
        .await
        .assert_failure(400, TYPE_REFUSED);
    assert_nothing_left_behind(&app);

    // Images inside a document are fine.
    upload_ok(
        &app,
        PUT,
        &token,
        "申请书.docx",
        &docx_with(&[("word/media/image1.png", &png())]),
    )
    .await;
}

#[actix_rt::test]
async fn invisible_and_direction_changing_characters_are_cleaned_from_file_names() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;

    // Shown as "invoiceexe.pdf", it is an executable by its cleaned name.
    app.upload(PUT, Some(&token), "invoice\u{202E}fdp.exe", &pdf(0))
        .await
        .assert_failure(400, TYPE_REFUSED);
    // Nothing left once cleaned.
    app.upload(PUT, Some(&token), "\u{202E}\u{200B}\u{FEFF}", &pdf(0))
        .await
        .assert_failure(400, "文件名无效，请修改文件名后重新上传");
    assert_nothing_left_behind(&app);

    // Kept, shown and judged as the cleaned name: the extension is pdf once the zero-width
    // space after it is gone.
    let answer = app
        .upload(
            PUT,
            Some(&token),
            "\u{2066}合同\u{202E}txt.pdf\u{200B}\u{2069}",
            &pdf(0),
        )
        .await;
    let data = answer.assert_ok();
    assert_eq!(data["originalName"], "合同txt.pdf");
    let id = data["attachId"].as_str().unwrap().to_owned();
    let file = app
        .fetch(&format!("{DOWNLOAD}?attachId={id}"), Some(&token), None)
        .await;
    assert_eq!(
        filename_star(file.header("content-disposition")),
        "合同txt.pdf"
    );
    let detail = app.get(&format!("{DETAIL}?id={id}"), Some(&token)).await;
    assert_eq!(detail.assert_ok()["extension"], "pdf");
}
