use server::seed::DEMO_PASSWORD;

use crate::helpers::{Answer, Options, TestApp, BASIC_CLIENT};

const ACCOUNTS: [(&str, &str); 10] = [
    ("org_demo", "org"),
    ("member_demo", "member"),
    ("personal_demo", "personalholder"),
    ("orgholder_demo", "orgholder"),
    ("product_demo", "productholder"),
    ("staff_first", "mgr"),
    ("staff_recheck", "mgr"),
    ("analyst_demo", "mgr"),
    ("admin", "mgr"),
    ("dl_org_demo", "org"),
];

// spec: 01§7.9
#[actix_rt::test]
async fn every_demo_user_signs_in_and_gets_a_token_pair_with_their_landing_mode() {
    let app = TestApp::spawn().await;
    for (account, mode) in ACCOUNTS {
        let tenant = if account.starts_with("dl_") {
            "116000"
        } else {
            "000000"
        };
        let answer = app
            .token(
                &[
                    ("grant_type", "password"),
                    ("username", account),
                    ("password", DEMO_PASSWORD),
                ],
                &[("Tenant-Id", tenant)],
            )
            .await;
        let data = answer.assert_ok();
        assert_eq!(data["token_type"], "bearer");
        assert_eq!(data["expires_in"], 600);
        assert_eq!(data["account"], account);
        assert_eq!(data["landing_mode"], mode);
        assert_eq!(data["tenant_id"], tenant);
        assert!(data["access_token"].as_str().unwrap().len() > 20);
        assert!(data["refresh_token"].as_str().unwrap().len() > 20);
        assert!(data["user_name"].as_str().is_some_and(|n| !n.is_empty()));
    }
}

#[actix_rt::test]
async fn a_wrong_password_and_an_unknown_user_get_the_same_refusal() {
    let app = TestApp::spawn().await;
    app.sign_in_as("org_demo", "wrong")
        .await
        .assert_failure(400, "用户名或密码不正确");
    app.sign_in_as("nobody", DEMO_PASSWORD)
        .await
        .assert_failure(400, "用户名或密码不正确");
    app.sign_in_as("org_demo", "")
        .await
        .assert_failure(400, "用户名或密码不正确");
}

#[actix_rt::test]
async fn a_user_signs_in_only_under_their_own_tenant() {
    let app = TestApp::spawn().await;
    let form = [
        ("grant_type", "password"),
        ("username", "org_demo"),
        ("password", DEMO_PASSWORD),
    ];
    app.token(&form, &[("Tenant-Id", "116000")])
        .await
        .assert_failure(400, "用户名或密码不正确");
    let form = [
        ("grant_type", "password"),
        ("username", "dl_org_demo"),
        ("password", DEMO_PASSWORD),
    ];
    app.token(&form, &[])
        .await
        .assert_failure(400, "用户名或密码不正确");
}

#[actix_rt::test]
async fn a_malformed_tenant_is_refused_by_name_at_both_doors() {
    let app = TestApp::spawn().await;
    let form = [
        ("grant_type", "password"),
        ("username", "org_demo"),
        ("password", DEMO_PASSWORD),
    ];
    for tenant in ["12345", "abcdef", "0000001"] {
        app.token(&form, &[("Tenant-Id", tenant)])
            .await
            .assert_failure(400, "租户编号不正确");
    }
    let mobile = [
        ("grant_type", "mobile"),
        ("phone", "13800000000"),
        ("code", "123456"),
    ];
    app.token(&mobile, &[("Tenant-Id", "12x456")])
        .await
        .assert_failure(400, "租户编号不正确");
    // blank is the default tenant, as before
    app.token(&form, &[("Tenant-Id", " ")]).await.assert_ok();
}

#[actix_rt::test]
async fn the_parameters_may_come_in_the_query_string_as_the_original_client_sends_them() {
    let app = TestApp::spawn().await;
    let path = format!(
        "/api/blade-auth/oauth/token?tenantId=000000&username=admin&password={}&grant_type=password&scope=all",
        "Demo%232026"
    );
    let answer = awc::Client::new()
        .post(app.url(&path))
        .insert_header(("Authorization", BASIC_CLIENT))
        .send()
        .await
        .unwrap()
        .json::<serde_json::Value>()
        .await
        .unwrap();
    assert_eq!(answer["data"]["account"], "admin", "{answer}");
}

#[actix_rt::test]
async fn a_client_without_the_right_basic_header_is_refused() {
    let app = TestApp::spawn().await;
    let form = "grant_type=password&username=admin&password=Demo%232026".to_string();
    let answer = app
        .post_raw(
            "/api/blade-auth/oauth/token",
            "application/x-www-form-urlencoded",
            form,
        )
        .await;
    answer.assert_failure(401, "客户端认证失败");
}

#[actix_rt::test]
async fn an_unknown_grant_type_is_refused() {
    let app = TestApp::spawn().await;
    app.token(&[("grant_type", "social")], &[])
        .await
        .assert_failure(400, "不支持的授权类型");
}

#[actix_rt::test]
async fn five_failures_in_a_row_lock_the_account_until_the_lock_runs_out() {
    let app = TestApp::spawn().await;
    for _ in 0..4 {
        app.sign_in_as("org_demo", "wrong")
            .await
            .assert_failure(400, "用户名或密码不正确");
    }
    app.sign_in_as("org_demo", "wrong")
        .await
        .assert_failure(423, "登录失败次数过多，账号已锁定，请15分钟后再试");
    // Even the right password is refused while locked.
    app.clock.advance(60);
    app.sign_in_as("org_demo", DEMO_PASSWORD)
        .await
        .assert_failure(423, "登录失败次数过多，账号已锁定，请14分钟后再试");
    // Other accounts are not affected.
    app.sign_in_as("member_demo", DEMO_PASSWORD)
        .await
        .assert_ok();
    app.clock.advance(15 * 60);
    app.sign_in_as("org_demo", DEMO_PASSWORD).await.assert_ok();
}

#[actix_rt::test]
async fn a_successful_sign_in_clears_the_count_of_failures() {
    let app = TestApp::spawn().await;
    for _ in 0..4 {
        app.sign_in_as("org_demo", "wrong").await;
    }
    app.sign_in_as("org_demo", DEMO_PASSWORD).await.assert_ok();
    for _ in 0..4 {
        app.sign_in_as("org_demo", "wrong")
            .await
            .assert_failure(400, "用户名或密码不正确");
    }
}

async fn captcha(app: &TestApp) -> (String, String) {
    let answer = app.get("/api/blade-auth/oauth/captcha", None).await;
    let data = answer.assert_ok();
    assert_eq!(data["enabled"], true);
    assert!(data["image"]
        .as_str()
        .unwrap()
        .starts_with("data:image/png;base64,iVBOR"));
    let key = data["key"].as_str().unwrap().to_owned();
    let code = app.captcha_code(&key);
    assert_eq!(
        code.chars().count(),
        4,
        "the login captcha has 4 characters"
    );
    (key, code)
}

fn password_form() -> [(&'static str, &'static str); 3] {
    [
        ("grant_type", "password"),
        ("username", "org_demo"),
        ("password", DEMO_PASSWORD),
    ]
}

#[actix_rt::test]
async fn with_captcha_on_the_right_code_signs_in_whatever_its_case() {
    let app = TestApp::spawn_with(Options {
        captcha: true,
        ..Default::default()
    })
    .await;
    let (key, code) = captcha(&app).await;
    let upper = code.to_uppercase();
    let answer = app
        .token(
            &password_form(),
            &[("Captcha-Key", &key), ("Captcha-Code", &upper)],
        )
        .await;
    answer.assert_ok();
}

// spec: 01§5.4
#[actix_rt::test]
async fn with_captcha_on_a_missing_code_asks_for_it() {
    let app = TestApp::spawn_with(Options {
        captcha: true,
        ..Default::default()
    })
    .await;
    let (key, _) = captcha(&app).await;
    app.token(&password_form(), &[("Captcha-Key", &key)])
        .await
        .assert_failure(400, "请输入图形验证码");
}

#[actix_rt::test]
async fn a_wrong_captcha_is_refused_and_the_captcha_cannot_be_tried_again() {
    let app = TestApp::spawn_with(Options {
        captcha: true,
        ..Default::default()
    })
    .await;
    let (key, code) = captcha(&app).await;
    app.token(
        &password_form(),
        &[("Captcha-Key", &key), ("Captcha-Code", "zzzz")],
    )
    .await
    .assert_failure(400, "验证码不正确");
    app.token(
        &password_form(),
        &[("Captcha-Key", &key), ("Captcha-Code", &code)],
    )
    .await
    .assert_failure(400, "验证码不正确");
    // A wrong captcha does not count as a failed password.
    let (key, code) = captcha(&app).await;
    app.token(
        &password_form(),
        &[("Captcha-Key", &key), ("Captcha-Code", &code)],
    )
    .await
    .assert_ok();
}

#[actix_rt::test]
async fn an_expired_captcha_is_refused() {
    let app = TestApp::spawn_with(Options {
        captcha: true,
        ..Default::default()
    })
    .await;
    let (key, code) = captcha(&app).await;
    app.clock.advance(301);
    app.token(
        &password_form(),
        &[("Captcha-Key", &key), ("Captcha-Code", &code)],
    )
    .await
    .assert_failure(400, "验证码不正确");
}

#[actix_rt::test]
async fn with_captcha_off_the_captcha_call_says_so() {
    let app = TestApp::spawn().await;
    let answer = app.get("/api/blade-auth/oauth/captcha", None).await;
    assert_eq!(answer.assert_ok()["enabled"], false);
}

#[actix_rt::test]
async fn a_missing_or_forged_token_answers_401() {
    let app = TestApp::spawn().await;
    let info = "/api/rem-registrationbizweb/user/getCurrentUserInfo";
    app.post(info, None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
    app.post(info, Some("not-a-token"))
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}

#[actix_rt::test]
async fn an_access_token_expires_after_600_seconds() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let info = "/api/rem-registrationbizweb/user/getCurrentUserInfo";
    app.clock.advance(599);
    app.post(info, Some(&token)).await.assert_ok();
    app.clock.advance(1);
    app.post(info, Some(&token))
        .await
        .assert_failure(401, "登录已过期，请重新登录。");
}

// spec: 01§7.9
#[actix_rt::test]
async fn a_refresh_token_buys_a_new_pair_once() {
    let app = TestApp::spawn().await;
    let first = app.sign_in_as("personal_demo", DEMO_PASSWORD).await;
    let refresh = first.assert_ok()["refresh_token"]
        .as_str()
        .unwrap()
        .to_owned();
    app.clock.advance(700);
    let info = "/api/rem-registrationbizweb/user/getCurrentUserInfo";

    let second = app
        .token(
            &[("grant_type", "refresh_token"), ("refresh_token", &refresh)],
            &[],
        )
        .await;
    let data = second.assert_ok();
    assert_eq!(data["account"], "personal_demo");
    let access = data["access_token"].as_str().unwrap().to_owned();
    app.post(info, Some(&access)).await.assert_ok();

    // The same refresh token again means it was copied: the session ends.
    app.token(
        &[("grant_type", "refresh_token"), ("refresh_token", &refresh)],
        &[],
    )
    .await
    .assert_failure(401, "登录已过期，请重新登录。");
    app.post(info, Some(&access))
        .await
        .assert_failure(401, "登录已过期，请重新登录。");
}

#[actix_rt::test]
async fn an_access_token_is_not_a_refresh_token() {
    let app = TestApp::spawn().await;
    let access = app.access_token("org_demo").await;
    app.token(
        &[("grant_type", "refresh_token"), ("refresh_token", &access)],
        &[],
    )
    .await
    .assert_failure(401, "登录已过期，请重新登录。");
}

#[actix_rt::test]
async fn the_session_keeps_the_current_enterprise_across_a_refresh() {
    let app = TestApp::spawn().await;
    let first = app.sign_in_as("org_demo", DEMO_PASSWORD).await;
    let data = first.assert_ok();
    let (access, refresh) = (
        data["access_token"].as_str().unwrap(),
        data["refresh_token"].as_str().unwrap(),
    );
    app.get(
        "/api/rem-registrationbizweb/user/switchCurrentActiveCompany?companyId=c-qujiang",
        Some(access),
    )
    .await
    .assert_ok();
    let next = app
        .token(
            &[("grant_type", "refresh_token"), ("refresh_token", refresh)],
            &[],
        )
        .await;
    let access = next.assert_ok()["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let info = app
        .post(
            "/api/rem-registrationbizweb/user/getCurrentUserInfo",
            Some(&access),
        )
        .await;
    assert_eq!(
        info.assert_ok()["companyInfo"]["name"],
        "西安曲江文旅发展有限公司"
    );
}

// spec: 01§7.9
#[actix_rt::test]
async fn signing_out_ends_the_session_for_both_tokens() {
    let app = TestApp::spawn().await;
    let answer = app.sign_in_as("admin", DEMO_PASSWORD).await;
    let data = answer.assert_ok();
    let access = data["access_token"].as_str().unwrap();
    let refresh = data["refresh_token"].as_str().unwrap();
    app.get("/api/blade-auth/oauth/logout", Some(access))
        .await
        .assert_ok();
    app.post(
        "/api/rem-registrationbizweb/user/getCurrentUserInfo",
        Some(access),
    )
    .await
    .assert_failure(401, "登录已过期，请重新登录。");
    app.token(
        &[("grant_type", "refresh_token"), ("refresh_token", refresh)],
        &[],
    )
    .await
    .assert_failure(401, "登录已过期，请重新登录。");
}

const LOCKED_15: &str = "登录失败次数过多，账号已锁定，请15分钟后再试";

/// Sends all the attempts at once and answers them in the order sent.
async fn all_at_once(app: &TestApp, attempts: &[(&str, &str)]) -> Vec<Answer> {
    futures_util::future::join_all(
        attempts
            .iter()
            .map(|(account, password)| app.sign_in_as(account, password)),
    )
    .await
}

#[actix_rt::test]
async fn fifty_parallel_wrong_passwords_get_at_most_five_checks_and_the_lock_holds_against_the_right_one(
) {
    let app = TestApp::spawn().await;
    let answers = all_at_once(&app, &[("org_demo", "wrong"); 50]).await;
    let checked = answers.iter().filter(|a| a.status == 400).count();
    assert!(checked <= 5, "{checked} wrong passwords were checked");
    for answer in &answers {
        if answer.status == 400 {
            answer.assert_failure(400, "用户名或密码不正确");
        } else {
            answer.assert_failure(423, LOCKED_15);
        }
    }
    // The right password waits for the lock to end, to the second.
    app.sign_in_as("org_demo", DEMO_PASSWORD)
        .await
        .assert_failure(423, LOCKED_15);
    app.clock.advance(15 * 60 - 1);
    app.sign_in_as("org_demo", DEMO_PASSWORD)
        .await
        .assert_failure(423, "登录失败次数过多，账号已锁定，请1分钟后再试");
    app.clock.advance(1);
    app.sign_in_as("org_demo", DEMO_PASSWORD).await.assert_ok();
    // And the count starts again from zero.
    for _ in 0..4 {
        app.sign_in_as("org_demo", "wrong")
            .await
            .assert_failure(400, "用户名或密码不正确");
    }
}

#[actix_rt::test]
async fn a_right_password_inside_a_burst_of_wrong_ones_does_not_let_more_wrong_guesses_through() {
    let app = TestApp::spawn().await;
    let mut attempts = vec![("org_demo", "wrong"); 40];
    attempts[2] = ("org_demo", DEMO_PASSWORD);
    attempts[20] = ("org_demo", DEMO_PASSWORD);
    let answers = all_at_once(&app, &attempts).await;
    let checked = answers
        .iter()
        .zip(&attempts)
        .filter(|(answer, (_, password))| *password == "wrong" && answer.status == 400)
        .count();
    assert!(checked <= 5, "{checked} wrong passwords were checked");
    // The burst used the account's tries up: it is locked now, the right password too.
    app.sign_in_as("org_demo", "wrong")
        .await
        .assert_failure(423, LOCKED_15);
    app.sign_in_as("org_demo", DEMO_PASSWORD)
        .await
        .assert_failure(423, LOCKED_15);
}

#[actix_rt::test]
async fn an_unknown_account_locks_after_five_failures_with_the_answer_of_a_known_locked_one() {
    let app = TestApp::spawn().await;
    for _ in 0..4 {
        app.sign_in_as("nobody", "wrong")
            .await
            .assert_failure(400, "用户名或密码不正确");
        app.sign_in_as("org_demo", "wrong")
            .await
            .assert_failure(400, "用户名或密码不正确");
    }
    for _ in 0..2 {
        let unknown = app.sign_in_as("nobody", "wrong").await;
        let known = app.sign_in_as("org_demo", "wrong").await;
        unknown.assert_failure(423, LOCKED_15);
        assert_eq!(unknown.status, known.status);
        assert_eq!(unknown.body, known.body);
    }
    // Parallel guesses at an unknown name are held the same way.
    let answers = all_at_once(&app, &[("ghost", "wrong"); 30]).await;
    assert!(answers.iter().filter(|a| a.status == 400).count() <= 5);
    assert!(answers.iter().all(|a| a.status == 400 || a.status == 423));
}

#[actix_rt::test]
async fn the_token_endpoint_answers_429_past_the_per_address_limit_until_the_minute_has_passed() {
    let app = TestApp::spawn_with(Options {
        sign_in_per_ip_per_minute: Some(3),
        ..Default::default()
    })
    .await;
    for _ in 0..3 {
        app.sign_in_as("admin", DEMO_PASSWORD).await.assert_ok();
    }
    app.sign_in_as("admin", DEMO_PASSWORD)
        .await
        .assert_failure(429, "请求过于频繁，请稍后再试");
    // Refused before anything else is looked at: a wrong password is not even counted.
    app.sign_in_as("org_demo", "wrong")
        .await
        .assert_failure(429, "请求过于频繁，请稍后再试");
    app.clock.advance(60);
    for _ in 0..3 {
        app.sign_in_as("admin", DEMO_PASSWORD).await.assert_ok();
    }
    app.sign_in_as("admin", DEMO_PASSWORD)
        .await
        .assert_failure(429, "请求过于频繁，请稍后再试");
}

#[actix_rt::test]
async fn names_nobody_tried_for_a_day_are_forgotten_but_a_running_lock_is_kept() {
    use diesel::prelude::*;
    use server::{
        clock::Clock, models::sign_in_attempt::FORGET_AFTER_SECS, schema::sign_in_attempts,
    };

    let app = TestApp::spawn().await;
    let names = |app: &TestApp| -> Vec<String> {
        let mut conn = app.state.pool.get().unwrap();
        sign_in_attempts::table
            .select(sign_in_attempts::account)
            .order(sign_in_attempts::account)
            .load(&mut conn)
            .unwrap()
    };
    app.sign_in_as("nobody_at_all", "wrong")
        .await
        .assert_failure(400, "用户名或密码不正确");
    assert_eq!(names(&app), vec!["nobody_at_all".to_owned()]);
    // A lock that outlives the day of silence: its row must stay until the lock ends.
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::update(sign_in_attempts::table)
            .set(
                sign_in_attempts::locked_until.eq(Some(app.clock.now() + FORGET_AFTER_SECS + 3600)),
            )
            .execute(&mut conn)
            .unwrap();
    }
    app.clock.advance(FORGET_AFTER_SECS + 1);
    app.sign_in_as("member_demo", DEMO_PASSWORD)
        .await
        .assert_ok();
    assert_eq!(
        names(&app),
        vec!["member_demo".to_owned(), "nobody_at_all".to_owned()]
    );
    // Once the lock has run out, a day-old name goes at the next sign-in.
    app.clock.advance(3600);
    app.sign_in_as("member_demo", DEMO_PASSWORD)
        .await
        .assert_ok();
    assert_eq!(names(&app), vec!["member_demo".to_owned()]);
}
