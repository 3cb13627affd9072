//! The e-contract simulator's own pages, what the signer's phone shows after opening the link
//! of the confirmation SMS: `GET /sim/esign/{token}` the contract's terms, the document to
//! read and the 签署 and 拒签 buttons; `GET …/document` the PDF as it was given; `POST …/sign`
//! signs (the simulated face check taking its picture), `POST …/refuse` refuses. These pages
//! belong to the simulated provider, not to the platform's API; the platform learns the outcome
//! by asking the provider for the contract's state.

use std::sync::Arc;

use actix_web::{get, post, web, HttpResponse};
use serde::Deserialize;

use super::simulator::{PageView, Simulator, SlotState, PAGE_PATH};
use crate::clock::beijing_text;
use crate::sim_page::{self, escape, Look};

pub fn configure(simulator: Arc<Simulator>) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        cfg.app_data(web::Data::from(simulator))
            .service(show)
            .service(document)
            .service(sign)
            .service(refuse);
    }
}

#[get("/sim/esign/{token}")]
async fn show(sim: web::Data<Simulator>, token: web::Path<String>) -> HttpResponse {
    match sim.page(&token) {
        Some(view) => page(200, &contract_body(&view, &token)),
        None => page(404, "<p class=\"bad\">签署链接无效</p>"),
    }
}

#[get("/sim/esign/{token}/document")]
async fn document(sim: web::Data<Simulator>, token: web::Path<String>) -> HttpResponse {
    match sim.document(&token) {
        Some(pdf) => HttpResponse::Ok().content_type("application/pdf").body(pdf),
        None => page(404, "<p class=\"bad\">签署链接无效</p>"),
    }
}

#[post("/sim/esign/{token}/sign")]
async fn sign(sim: web::Data<Simulator>, token: web::Path<String>) -> HttpResponse {
    // Writing the signed PDF lays out pages: off the async workers.
    let signed = web::block(move || sim.sign(&token)).await;
    match signed {
        Ok(Ok(())) => page(
            200,
            "<p class=\"ok\" id=\"signed\">签署成功</p><p>人脸核验已通过，请返回业务页面查看确认结果。</p>",
        ),
        Ok(Err(refusal)) => page(409, &format!("<p class=\"bad\">{}</p>", escape(&refusal.to_string()))),
        Err(_) => page(500, "<p class=\"bad\">签署失败，请稍后再试</p>"),
    }
}

#[derive(Debug, Default, Deserialize)]
struct RefuseForm {
    #[serde(default)]
    reason: String,
}

#[post("/sim/esign/{token}/refuse")]
async fn refuse(
    sim: web::Data<Simulator>,
    token: web::Path<String>,
    form: Option<web::Form<RefuseForm>>,
) -> HttpResponse {
    let reason = form.map(|f| f.into_inner().reason).unwrap_or_default();
    match sim.refuse(&token, &reason) {
        Ok(()) => page(
            200,
            "<p class=\"bad\" id=\"refused\">已拒签</p><p>发起方将收到拒签结果。</p>",
        ),
        Err(refusal) => page(
            409,
            &format!("<p class=\"bad\">{}</p>", escape(&refusal.to_string())),
        ),
    }
}

fn contract_body(view: &PageView, token: &str) -> String {
    let terms: String = view
        .summary
        .iter()
        .map(|(label, value)| {
            format!(
                "<tr><th>{}</th><td>{}</td></tr>",
                escape(label),
                escape(value)
            )
        })
        .collect();
    let token = escape(token);
    let action = match view.state {
        SlotState::Open => format!(
            "<form method=\"post\" action=\"{PAGE_PATH}/{token}/sign\"><button id=\"sign\" type=\"submit\">签署</button></form>\
<form method=\"post\" action=\"{PAGE_PATH}/{token}/refuse\"><input name=\"reason\" placeholder=\"拒签原因\">\
<button id=\"refuse\" class=\"refuse\" type=\"submit\">拒签</button></form>"
        ),
        SlotState::Signed(at) => format!("<p class=\"ok\">您已于{}签署</p>", beijing_text(at)),
        SlotState::Refused => "<p class=\"bad\">该合同已被拒签</p>".to_owned(),
    };
    format!(
        "<h2>{}</h2><p>签署方：{}（手机 {}）</p><table>{terms}</table>\
<p><a id=\"document\" href=\"{PAGE_PATH}/{token}/document\" target=\"_blank\">阅读合同全文（PDF）</a></p>\
<p class=\"hint\">点击签署即进行人脸核验并以您的名义签署本合同。</p>{action}\
<p><a href=\"{}\">返回业务页面</a></p>",
        escape(&view.title),
        escape(&view.signer_name),
        escape(&view.masked_mobile),
        escape(&view.return_url),
    )
}

const LOOK: Look = Look {
    title: "电子签约模拟器",
    heading: "电子签约模拟器（本地电子签约服务）",
    style: "body{font-family:sans-serif;max-width:520px;margin:40px auto;padding:0 16px;color:#222}\
h1{font-size:18px;color:#666;text-align:center}\
table{border-collapse:collapse;width:100%}\
th,td{border:1px solid #ddd;padding:6px;text-align:left;font-size:14px}\
th{background:#f5f5f5;width:35%}\
.ok{color:#389e0d;font-size:20px}\
.bad{color:#cf1322}\
.hint{color:#666;font-size:13px}\
button{font-size:18px;padding:10px 32px;background:#1677ff;color:#fff;border:0;border-radius:6px;margin:6px 0}\
button.refuse{background:#fff;color:#cf1322;border:1px solid #cf1322}",
};

fn page(status: u16, body: &str) -> HttpResponse {
    sim_page::page(&LOOK, status, body)
}
