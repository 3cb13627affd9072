//! The payment simulator's own pages, what the payer's phone would show after scanning the QR
//! code: `GET /sim/pay/{token}` shows the order with a 确认支付 button, `POST` pays it. The
//! simulator then delivers its signed notification to the platform's notify URL over HTTP, and
//! delivers it again (up to five times, backing off) until the platform acknowledges it, as a
//! real gateway does. These pages belong to the simulated gateway, not to the platform's API.

use std::{sync::Arc, time::Duration};

use actix_web::{get, post, web, HttpResponse};

use super::{
    simulator::{Delivery, PageView, Simulator},
    TradeState,
};
use crate::sim_page::{self, escape, Look};

/// The pause before each delivery attempt.
const ATTEMPTS: [u64; 5] = [0, 1, 3, 10, 30];

pub fn configure(simulator: Arc<Simulator>) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        cfg.app_data(web::Data::from(simulator))
            .service(show)
            .service(pay);
    }
}

#[get("/sim/pay/{token}")]
async fn show(sim: web::Data<Simulator>, token: web::Path<String>) -> HttpResponse {
    match sim.page(&token) {
        Some(view) => page(200, &order_body(&view, &token)),
        None => page(404, "<p class=\"bad\">订单不存在</p>"),
    }
}

#[post("/sim/pay/{token}")]
async fn pay(sim: web::Data<Simulator>, token: web::Path<String>) -> HttpResponse {
    match sim.pay(&token) {
        Ok(delivery) => {
            actix_web::rt::spawn(deliver(delivery));
            page(200, "<p class=\"ok\" id=\"paid\">支付成功</p><p>请返回业务页面，页面将自动确认缴费结果。</p>")
        }
        Err(refusal) => page(409, &format!("<p class=\"bad\">{refusal}</p>")),
    }
}

/// Sends the notification until the platform answers 2xx, or gives up after the last attempt.
async fn deliver(delivery: Delivery) {
    let client = awc::Client::builder()
        .timeout(Duration::from_secs(10))
        .finish();
    for (attempt, pause) in ATTEMPTS.iter().enumerate() {
        actix_web::rt::time::sleep(Duration::from_secs(*pause)).await;
        let sent = client
            .post(&delivery.url)
            .insert_header(("Content-Type", "application/json"))
            .insert_header(("Wechatpay-Timestamp", delivery.headers.timestamp.as_str()))
            .insert_header(("Wechatpay-Nonce", delivery.headers.nonce.as_str()))
            .insert_header(("Wechatpay-Signature", delivery.headers.signature.as_str()))
            .insert_header(("Wechatpay-Serial", delivery.headers.serial.as_str()))
            .send_body(delivery.body.clone())
            .await;
        match sent {
            Ok(res) if res.status().is_success() => return,
            Ok(res) => {
                tracing::warn!(attempt, status = %res.status(), "payment notification refused")
            }
            Err(error) => tracing::warn!(attempt, %error, "payment notification not delivered"),
        }
    }
    tracing::error!(url = %delivery.url, "payment notification given up; the platform's query will find the payment");
}

fn order_body(view: &PageView, token: &str) -> String {
    let amount = format!("{}.{:02}", view.amount_fen / 100, view.amount_fen % 100);
    let action = match &view.state {
        TradeState::NotPay => format!(
            "<form method=\"post\" action=\"/sim/pay/{}\"><button id=\"pay\" type=\"submit\">确认支付 ¥{amount}</button></form>",
            escape(token)
        ),
        TradeState::Success { .. } => "<p class=\"ok\">订单已支付</p>".to_owned(),
        _ => "<p class=\"bad\">订单已关闭或已过期，请返回业务页面重新获取付款码</p>".to_owned(),
    };
    format!(
        "<p class=\"type\">{}</p><p class=\"desc\">{}</p><p class=\"amount\">¥{amount}</p>{action}",
        view.payment_type.name(),
        escape(&view.description)
    )
}

const LOOK: Look = Look {
    title: "支付模拟器",
    heading: "支付模拟器（本地支付网关）",
    style: "body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px;text-align:center;color:#222}\
h1{font-size:18px;color:#666}\
.amount{font-size:32px;font-weight:bold}\
.ok{color:#389e0d;font-size:20px}\
.bad{color:#cf1322}\
button{font-size:18px;padding:12px 32px;background:#07c160;color:#fff;border:0;border-radius:6px}",
};

fn page(status: u16, body: &str) -> HttpResponse {
    sim_page::page(&LOOK, status, body)
}
