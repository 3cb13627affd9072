//! The face verification simulator's own pages, what the person's phone would show after
//! opening the verification URL: `GET /sim/face/{token}` shows whom the verification is for
//! with 通过 and 不通过 buttons instead of a camera, `POST` (form field `outcome`, `pass` or
//! `fail`) decides it. The platform learns the outcome by asking the verifier, as it asks a
//! real provider. These pages belong to the simulated provider, not to the platform's API.

use std::sync::Arc;

use actix_web::{get, post, web, HttpResponse};
use serde::Deserialize;

use super::{
    simulator::{PageView, Simulator},
    Outcome,
};
use crate::sim_page::{self, escape, Look};

pub fn configure(simulator: Arc<Simulator>) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        cfg.app_data(web::Data::from(simulator))
            .service(show)
            .service(decide);
    }
}

#[derive(Debug, Deserialize)]
struct Decision {
    #[serde(default)]
    outcome: String,
}

#[get("/sim/face/{token}")]
async fn show(sim: web::Data<Simulator>, token: web::Path<String>) -> HttpResponse {
    match sim.page(&token) {
        Some(view) => page(200, &check_body(&view, &token)),
        None => page(404, "<p class=\"bad\">人脸核身记录不存在</p>"),
    }
}

#[post("/sim/face/{token}")]
async fn decide(
    sim: web::Data<Simulator>,
    token: web::Path<String>,
    form: web::Form<Decision>,
) -> HttpResponse {
    let pass = match form.outcome.as_str() {
        "pass" => true,
        "fail" => false,
        _ => return page(400, "<p class=\"bad\">请选择通过或不通过</p>"),
    };
    match sim.decide(&token, pass) {
        Ok(return_url) => {
            let said = if pass {
                "<p class=\"ok\" id=\"passed\">人脸核身通过</p>"
            } else {
                "<p class=\"bad\" id=\"failed\">人脸核身不通过</p>"
            };
            page(200, &format!("{said}{}", back(&return_url)))
        }
        Err(refusal) => page(409, &format!("<p class=\"bad\">{refusal}</p>")),
    }
}

fn back(return_url: &str) -> String {
    format!(
        "<p>请返回业务页面，页面将自动获取核身结果。</p><p><a id=\"back\" href=\"{}\">返回业务页面</a></p>",
        escape(return_url)
    )
}

fn check_body(view: &PageView, token: &str) -> String {
    let action = match &view.outcome {
        Outcome::Pending => format!(
            "<form method=\"post\" action=\"/sim/face/{}\">\
<button id=\"pass\" class=\"pass\" type=\"submit\" name=\"outcome\" value=\"pass\">通过</button>\
<button id=\"fail\" class=\"fail\" type=\"submit\" name=\"outcome\" value=\"fail\">不通过</button></form>",
            escape(token)
        ),
        Outcome::Passed { .. } => format!("<p class=\"ok\">人脸核身已通过</p>{}", back(&view.return_url)),
        Outcome::Failed { reason } => format!(
            "<p class=\"bad\">{}</p>{}",
            escape(reason),
            back(&view.return_url)
        ),
    };
    format!(
        "<p>请确认由本人进行人脸核身</p><p class=\"who\">{}</p><p class=\"who\">{}</p>{action}",
        escape(&view.masked_name),
        escape(&view.masked_id)
    )
}

const LOOK: Look = Look {
    title: "人脸核身模拟器",
    heading: "人脸核身模拟器（本地核身服务）",
    style: "body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px;text-align:center;color:#222}\
h1{font-size:18px;color:#666}\
.who{font-size:20px;font-weight:bold}\
.ok{color:#389e0d;font-size:20px}\
.bad{color:#cf1322}\
button{font-size:18px;padding:12px 32px;margin:8px;color:#fff;border:0;border-radius:6px}\
.pass{background:#1677ff}\
.fail{background:#8c8c8c}",
};

fn page(status: u16, body: &str) -> HttpResponse {
    sim_page::page(&LOOK, status, body)
}
