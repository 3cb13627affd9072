//! The public shell's login card (01 §2 "Public shell and login", §7, issue 21 item 6):
//! `GET /otcweb/verifyCode` draws the captcha and hands its key to the browser in an HttpOnly
//! cookie; `POST /api/login` (form username, password, code) reads the cookie back and signs
//! in through the password grant's own checks, counting failures with `oauth/token`.

use server::seed::DEMO_PASSWORD;

use crate::helpers::{Answer, Options, TestApp};

const LOGIN: &str = "/api/login";

/// A fresh image: its cookie (`verifyCodeKey=…`, to send back) and the code on it.
async fn verify_code(app: &TestApp, suffix: &str) -> (String, String) {
    let image = app
        .fetch(&format!("/otcweb/verifyCode{suffix}"), None, None)
        .await;
    assert_eq!(image.status, 200);
    assert_eq!(image.header("content-type"), "image/png");
    assert_eq!(image.header("cache-control"), "no-store");
    assert!(image.bytes.starts_with(b"\x89PNG"), "a PNG image");
    let set_cookie = image.header("set-cookie").to_owned();
    assert!(set_cookie.contains("HttpOnly"), "{set_cookie}");
    assert!(set_cookie.contains("SameSite=Strict"), "{set_cookie}");
    assert!(set_cookie.contains("Path=/"), "{set_cookie}");
    let cookie = set_cookie.split(';').next().unwrap().to_owned();
    let key = cookie
        .strip_prefix("verifyCodeKey=")
        .expect("the key cookie");
    let code = app.captcha_code(key);
    assert_eq!(
        code.chars().count(),
        4,
        "the login captcha has 4 characters"
    );
    (cookie, code)
}

async fn login(app: &TestApp, cookie: Option<&str>, form: &[(&str, &str)]) -> Answer {
    let mut headers = vec![("Content-Type", "application/x-www-form-urlencoded")];
    if let Some(cookie) = cookie {
        headers.push(("Cookie", cookie));
    }
    app.post_headers(LOGIN, &headers, serde_urlencoded::to_string(form).unwrap())
        .await
}

async fn with_captcha() -> TestApp {
    TestApp::spawn_with(Options {
        captcha: true,
        ..Default::default()
    })
    .await
}

// spec: 01§7.9
#[actix_rt::test]
async fn the_card_signs_in_with_the_image_code_and_gets_the_token_pair() {
    let app = with_captcha().await;
    let (cookie, code) = verify_code(&app, "?0.5130272316").await;
    let answer = login(
        &app,
        Some(&cookie),
        &[
            ("username", "org_demo"),
            ("password", DEMO_PASSWORD),
            ("code", &code.to_uppercase()),
        ],
    )
    .await;
    let data = answer.assert_ok();
    // the oauth/token answer's pair, which works on the API
    assert_eq!(data["token_type"], "bearer");
    assert_eq!(data["account"], "org_demo");
    assert_eq!(data["landing_mode"], "org");
    let token = data["access_token"].as_str().unwrap();
    let info = app
        .post(
            "/api/rem-registrationbizweb/user/getCurrentUserInfo",
            Some(token),
        )
        .await;
    assert_eq!(info.assert_ok()["loginAccountInfo"]["account"], "org_demo");
    assert!(data["refresh_token"].as_str().unwrap().len() > 20);
}

// spec: 01§7.9
#[actix_rt::test]
async fn any_suffix_draws_a_new_image_with_a_new_key() {
    let app = with_captcha().await;
    let (first, _) = verify_code(&app, "?0.1").await;
    let (second, _) = verify_code(&app, "/0.2").await;
    let (third, _) = verify_code(&app, "").await;
    assert_ne!(first, second);
    assert_ne!(second, third);
}

// spec: 01§5.4
#[actix_rt::test]
async fn a_wrong_or_missing_captcha_is_refused_with_its_message() {
    let app = with_captcha().await;
    let (cookie, code) = verify_code(&app, "?1").await;
    let wrong = if code == "aaaa" { "bbbb" } else { "aaaa" };
    login(
        &app,
        Some(&cookie),
        &[
            ("username", "org_demo"),
            ("password", DEMO_PASSWORD),
            ("code", wrong),
        ],
    )
    .await
    .assert_failure(400, "验证码不正确");
    let (cookie, _) = verify_code(&app, "?2").await;
    login(
        &app,
        Some(&cookie),
        &[
            ("username", "org_demo"),
            ("password", DEMO_PASSWORD),
            ("code", " "),
        ],
    )
    .await
    .assert_failure(400, "请输入图形验证码");
    // No cookie (another browser, or cookies refused): no captcha to check the code against.
    let (_, code) = verify_code(&app, "?3").await;
    login(
        &app,
        None,
        &[
            ("username", "org_demo"),
            ("password", DEMO_PASSWORD),
            ("code", &code),
        ],
    )
    .await
    .assert_failure(400, "验证码不正确");
}

#[actix_rt::test]
async fn a_captcha_is_tried_once_and_expires() {
    let app = with_captcha().await;
    let (cookie, code) = verify_code(&app, "?1").await;
    login(
        &app,
        Some(&cookie),
        &[
            ("username", "org_demo"),
            ("password", "wrong"),
            ("code", &code),
        ],
    )
    .await
    .assert_failure(400, "用户名或密码不正确");
    // the same image again, now with the right password: spent
    login(
        &app,
        Some(&cookie),
        &[
            ("username", "org_demo"),
            ("password", DEMO_PASSWORD),
            ("code", &code),
        ],
    )
    .await
    .assert_failure(400, "验证码不正确");
    // a captcha read too late
    let (cookie, code) = verify_code(&app, "?2").await;
    app.clock.advance(301);
    login(
        &app,
        Some(&cookie),
        &[
            ("username", "org_demo"),
            ("password", DEMO_PASSWORD),
            ("code", &code),
        ],
    )
    .await
    .assert_failure(400, "验证码不正确");
}

#[actix_rt::test]
async fn a_wrong_password_gets_the_password_grants_message() {
    let app = with_captcha().await;
    for (username, password) in [("org_demo", "wrong"), ("nobody", DEMO_PASSWORD)] {
        let (cookie, code) = verify_code(&app, "?1").await;
        login(
            &app,
            Some(&cookie),
            &[
                ("username", username),
                ("password", password),
                ("code", &code),
            ],
        )
        .await
        .assert_failure(400, "用户名或密码不正确");
    }
}

#[actix_rt::test]
async fn failures_at_either_door_count_toward_one_lockout() {
    let app = TestApp::spawn().await;
    // captcha off: the card's login checks no code, as oauth/token does not
    for _ in 0..2 {
        login(
            &app,
            None,
            &[("username", "org_demo"), ("password", "wrong")],
        )
        .await
        .assert_failure(400, "用户名或密码不正确");
    }
    for _ in 0..2 {
        app.sign_in_as("org_demo", "wrong")
            .await
            .assert_failure(400, "用户名或密码不正确");
    }
    login(
        &app,
        None,
        &[("username", "org_demo"), ("password", "wrong")],
    )
    .await
    .assert_failure(423, "登录失败次数过多，账号已锁定，请15分钟后再试");
    // locked at both doors, even with the right password
    app.sign_in_as("org_demo", DEMO_PASSWORD)
        .await
        .assert_failure(423, "登录失败次数过多，账号已锁定，请15分钟后再试");
    login(
        &app,
        None,
        &[("username", "org_demo"), ("password", DEMO_PASSWORD)],
    )
    .await
    .assert_failure(423, "登录失败次数过多，账号已锁定，请15分钟后再试");
    app.clock.advance(15 * 60);
    login(
        &app,
        None,
        &[("username", "org_demo"), ("password", DEMO_PASSWORD)],
    )
    .await
    .assert_ok();
}

#[actix_rt::test]
async fn with_captcha_off_the_image_call_answers_no_content_and_no_cookie() {
    let app = TestApp::spawn().await;
    let answer = app.fetch("/otcweb/verifyCode?0.9", None, None).await;
    assert_eq!(answer.status, 204);
    assert_eq!(answer.header("set-cookie"), "");
}

#[actix_rt::test]
async fn the_login_reads_only_a_form_body() {
    let app = TestApp::spawn().await;
    app.post_json(
        LOGIN,
        None,
        &serde_json::json!({"username": "org_demo", "password": DEMO_PASSWORD}),
    )
    .await
    .assert_failure(400, "请求参数格式不正确");
}

#[actix_rt::test]
async fn the_frontends_routes_leave_the_image_and_the_login_to_the_server() {
    let dir = std::env::temp_dir().join(format!("frontend-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<html>platform</html>").unwrap();
    let app = TestApp::spawn_with(Options {
        static_dir: Some(dir.clone()),
        captcha: true,
        ..Default::default()
    })
    .await;
    let image = app.fetch("/otcweb/verifyCode?0.42", None, None).await;
    assert_eq!(image.status, 200);
    assert_eq!(image.header("content-type"), "image/png");
    // the card's /home/login and the logged-in /login stay the frontend's pages
    for path in ["/home/login", "/login", "/otcweb/other"] {
        assert_eq!(
            app.get(path, None).await.body,
            "<html>platform</html>",
            "{path}"
        );
    }
    login(
        &app,
        None,
        &[("username", "org_demo"), ("password", DEMO_PASSWORD)],
    )
    .await
    .assert_failure(400, "请输入图形验证码");
    std::fs::remove_dir_all(dir).unwrap();
}
