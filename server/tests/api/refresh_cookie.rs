//! The tokens of the browser client (01 §9 "access and refresh tokens in cookies"; the
//! decision in `server::auth::refresh_cookie`): asked with `Token-Transport: cookie`, the
//! refresh token lives in an HttpOnly, SameSite=Strict cookie scoped to the token calls, never
//! in a body a script reads; it refreshes, rotates, is refused once spent, and sign-out
//! removes it. Other clients keep the refresh token in the body.

use serde_json::Value;

use crate::helpers::{TestApp, BASIC_CLIENT};

const TOKEN: &str = "/api/blade-auth/oauth/token";
const LOGOUT: &str = "/api/blade-auth/oauth/logout";

struct Sent {
    status: u16,
    body: Value,
    set_cookie: Option<String>,
}

async fn send(app: &TestApp, path: &str, form: &[(&str, &str)], headers: &[(&str, &str)]) -> Sent {
    let client = awc::Client::default();
    let mut req = client
        .post(app.url(path))
        .insert_header(("Authorization", BASIC_CLIENT))
        .insert_header(("Content-Type", "application/x-www-form-urlencoded"));
    for (name, value) in headers {
        req = req.insert_header((*name, *value));
    }
    let mut res = req
        .send_body(serde_urlencoded::to_string(form).unwrap())
        .await
        .expect("the server answers");
    let bytes = res.body().await.expect("a body");
    Sent {
        status: res.status().as_u16(),
        body: serde_json::from_slice(&bytes).unwrap_or_default(),
        set_cookie: res
            .headers()
            .get("set-cookie")
            .map(|v| v.to_str().unwrap().to_owned()),
    }
}

/// The cookie's value as the browser would send it back.
fn cookie_of(set_cookie: &str) -> String {
    set_cookie.split(';').next().unwrap().to_owned()
}

const SIGN_IN: [(&str, &str); 3] = [
    ("grant_type", "password"),
    ("username", "personal_demo"),
    ("password", "Demo#2026"),
];
const REFRESH: [(&str, &str); 1] = [("grant_type", "refresh_token")];
const BY_COOKIE: (&str, &str) = ("Token-Transport", "cookie");

// spec: 01§9.1
#[actix_rt::test]
async fn the_browser_keeps_its_refresh_token_in_an_http_only_cookie_no_script_reads() {
    let app = TestApp::spawn().await;
    let signed_in = send(&app, TOKEN, &SIGN_IN, &[BY_COOKIE]).await;
    assert_eq!(signed_in.status, 200, "{:?}", signed_in.body);
    assert_eq!(
        signed_in.body["data"]["refresh_token"], "",
        "not in the body"
    );
    assert!(!signed_in.body["data"]["access_token"]
        .as_str()
        .unwrap()
        .is_empty());
    let set = signed_in.set_cookie.expect("a cookie");
    for part in [
        "platform_refresh=",
        "HttpOnly",
        "SameSite=Strict",
        "Path=/api/blade-auth/oauth",
        "Max-Age=",
    ] {
        assert!(set.contains(part), "{part} in {set}");
    }
    assert!(
        !set.contains("Secure"),
        "plain HTTP: a Secure cookie would never come back"
    );

    // the refresh grant takes it from the cookie, and sets the next one
    let first = cookie_of(&set);
    let refreshed = send(&app, TOKEN, &REFRESH, &[BY_COOKIE, ("Cookie", &first)]).await;
    assert_eq!(refreshed.status, 200, "{:?}", refreshed.body);
    let access = refreshed.body["data"]["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let next = cookie_of(&refreshed.set_cookie.expect("the next cookie"));
    assert_ne!(next, first, "each refresh token counts once");
    app.post(
        "/api/rem-registrationbizweb/user/getCurrentUserInfo",
        Some(&access),
    )
    .await
    .assert_ok();

    // the spent one coming back ends the session: the newer one stops too
    let replayed = send(&app, TOKEN, &REFRESH, &[BY_COOKIE, ("Cookie", &first)]).await;
    assert_eq!(replayed.status, 401);
    let after = send(&app, TOKEN, &REFRESH, &[BY_COOKIE, ("Cookie", &next)]).await;
    assert_eq!(after.status, 401);

    // no cookie, no refresh
    let none = send(&app, TOKEN, &REFRESH, &[BY_COOKIE]).await;
    assert_eq!(none.status, 401);
}

#[actix_rt::test]
async fn sign_out_removes_the_cookie_and_other_clients_keep_the_body() {
    let app = TestApp::spawn().await;
    let signed_in = send(&app, TOKEN, &SIGN_IN, &[BY_COOKIE]).await;
    let access = signed_in.body["data"]["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let cookie = cookie_of(&signed_in.set_cookie.unwrap());
    let bearer = format!("bearer {access}");
    let out = send(
        &app,
        LOGOUT,
        &[],
        &[("Blade-Auth", &bearer), ("Cookie", &cookie)],
    )
    .await;
    assert_eq!(out.status, 200, "{:?}", out.body);
    let cleared = out.set_cookie.expect("a removal");
    assert!(
        cleared.starts_with("platform_refresh=;") && cleared.contains("Max-Age=0"),
        "{cleared}"
    );
    let refused = send(&app, TOKEN, &REFRESH, &[BY_COOKIE, ("Cookie", &cookie)]).await;
    assert_eq!(refused.status, 401, "the session is over");

    // a script or a back end that does not ask gets the pair in the body, no cookie
    let plain = send(&app, TOKEN, &SIGN_IN, &[]).await;
    assert!(plain.set_cookie.is_none());
    let refresh = plain.body["data"]["refresh_token"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(!refresh.is_empty());
    let by_body = send(
        &app,
        TOKEN,
        &[("grant_type", "refresh_token"), ("refresh_token", &refresh)],
        &[],
    )
    .await;
    assert_eq!(by_body.status, 200);
}
