//! Issue 21 "Must show": no code or password ever in a response or a log. The shipped server
//! binary runs on its own data with every log line on (`RUST_LOG=trace`), its output kept; a
//! visitor registers (slide code, SMS code), signs in, asks a reset code, resets the password,
//! signs in with it and by an SMS code. No answer but the administrator's SMS outbox (the
//! shipped sender's record of what was sent) carries a code, and no answer and no log line
//! carries a code or a password.

use std::{
    net::TcpListener,
    path::PathBuf,
    process::{Child, Command},
    time::Duration,
};

use diesel::{prelude::*, sqlite::SqliteConnection};
use serde_json::{json, Value};
use server::schema::{captchas, sms_outbox};

const BASIC_CLIENT: &str = "Basic c2FiZXI6c2FiZXJfc2VjcmV0";
const PASSWORD: &str = "Qinling#2026";
const NEW_PASSWORD: &str = "Yanta#2027ok";
const PHONE: &str = "13912340001";

/// The server binary on data of its own; killed when dropped.
struct Served {
    child: Child,
    dir: PathBuf,
    base: String,
    client: awc::Client,
    /// Every answer's text, to search for secrets.
    answers: Vec<String>,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl Served {
    async fn start() -> Served {
        let dir = std::env::temp_dir().join(format!("platform-logs-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let log = std::fs::File::create(dir.join("server.log")).unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_server"))
            .arg("serve")
            .env("PLATFORM_DATA_DIR", &dir)
            .env("PLATFORM_LISTEN", format!("127.0.0.1:{port}"))
            .env("PLATFORM_CAPTCHA", "off")
            .env("PLATFORM_STATIC_DIR", dir.join("no-frontend"))
            .env(
                "PLATFORM_DEFINITIONS_DIR",
                concat!(env!("CARGO_MANIFEST_DIR"), "/.."),
            )
            .env("RUST_LOG", "trace")
            .env_remove("DATABASE_URL")
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .expect("the server binary starts");
        let served = Served {
            child,
            dir,
            base: format!("http://127.0.0.1:{port}"),
            client: awc::Client::builder()
                .timeout(Duration::from_secs(30))
                .finish(),
            answers: Vec::new(),
        };
        for _ in 0..600 {
            if let Ok(res) = served
                .client
                .get(format!("{}/api/health", served.base))
                .send()
                .await
            {
                if res.status().is_success() {
                    return served;
                }
            }
            actix_rt::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the server did not come up");
    }

    fn database(&self) -> SqliteConnection {
        SqliteConnection::establish(&self.dir.join("platform.db").to_string_lossy()).unwrap()
    }

    async fn call(&mut self, req: awc::ClientRequest, body: Option<String>) -> Value {
        let req = req.insert_header(("Tenant-Id", "000000"));
        let mut res = match body {
            Some(body) => req.send_body(body).await,
            None => req.send().await,
        }
        .expect("the server answers");
        let bytes = res.body().limit(1 << 24).await.unwrap();
        let text = String::from_utf8_lossy(&bytes).into_owned();
        self.answers.push(text.clone());
        serde_json::from_str(&text).unwrap_or(Value::String(text))
    }

    async fn get(&mut self, path: &str, token: Option<&str>) -> Value {
        let mut req = self.client.get(format!("{}{path}", self.base));
        if let Some(token) = token {
            req = req.insert_header(("Blade-Auth", format!("bearer {token}")));
        }
        self.call(req, None).await
    }

    async fn post_json(&mut self, path: &str, body: &Value) -> Value {
        let req = self
            .client
            .post(format!("{}{path}", self.base))
            .insert_header(("Content-Type", "application/json"));
        self.call(req, Some(body.to_string())).await
    }

    async fn token(&mut self, form: &[(&str, &str)]) -> Value {
        let req = self
            .client
            .post(format!("{}/api/blade-auth/oauth/token", self.base))
            .insert_header(("Authorization", BASIC_CLIENT))
            .insert_header(("Content-Type", "application/x-www-form-urlencoded"));
        self.call(req, Some(serde_urlencoded::to_string(form).unwrap()))
            .await
    }

    /// The code of the text sent since `before` (texts of one second share their time, so the
    /// new one is the one not there before).
    fn code_sent_since(&self, before: &[String]) -> String {
        let content = self
            .texts()
            .into_iter()
            .find(|text| !before.contains(text))
            .expect("a new text");
        let at = content.find("验证码为").expect("a code in the text") + "验证码为".len();
        content[at..at + 6].to_owned()
    }

    fn texts(&self) -> Vec<String> {
        sms_outbox::table
            .filter(sms_outbox::phone.eq(PHONE))
            .select(sms_outbox::content)
            .load(&mut self.database())
            .unwrap()
    }
}

fn ok(answer: &Value, what: &str) {
    assert_eq!(answer["success"], true, "{what}: {answer}");
}

#[actix_rt::test]
async fn no_code_or_password_shows_in_an_answer_or_in_the_servers_log() {
    let mut served = Served::start().await;
    let mut codes = Vec::new();

    // registration: the slide code, then the SMS code
    let puzzle = served
        .get(
            "/api/rem-registrationbizweb/userNonDs/generateSendValidSlideCode",
            None,
        )
        .await;
    let key = puzzle["data"]["key"].as_str().unwrap().to_owned();
    let gap: String = captchas::table
        .find(&key)
        .select(captchas::code)
        .first(&mut served.database())
        .unwrap();
    let x: i64 = gap.strip_prefix("slide:").unwrap().parse().unwrap();
    let before = served.texts();
    let sent = served
        .post_json(
            "/api/blade-auth/oauth/validateSlideCodeAndSend",
            &json!({"key": key, "x": x, "phone": PHONE}),
        )
        .await;
    ok(&sent, "register code");
    codes.push(served.code_sent_since(&before));
    let registered = served
        .post_json(
            "/api/blade-user/register-guest",
            &json!({"organType": "2", "account": "li_hua", "name": "李华", "phone": PHONE,
                    "code": codes[0], "password": PASSWORD, "confirmPassword": PASSWORD}),
        )
        .await;
    ok(&registered, "registration");
    let signed = served
        .token(&[
            ("grant_type", "password"),
            ("username", "li_hua"),
            ("password", PASSWORD),
        ])
        .await;
    ok(&signed, "sign-in");

    // a reset by code, and the new password signs in
    let before = served.texts();
    let sent = served
        .post_json(
            "/api/rem-registrationbizweb/smsNonds/sendValidCode",
            &json!({"phone": PHONE, "purpose": "reset"}),
        )
        .await;
    ok(&sent, "reset code");
    codes.push(served.code_sent_since(&before));
    let reset = served
        .post_json(
            "/api/rem-registrationbizweb/userNonDs/updateBizUserAccountInfo",
            &json!({"account": "li_hua", "phone": PHONE, "code": codes[1],
                    "password": NEW_PASSWORD, "confirmPassword": NEW_PASSWORD}),
        )
        .await;
    ok(&reset, "reset");
    let refused = served
        .token(&[
            ("grant_type", "password"),
            ("username", "li_hua"),
            ("password", PASSWORD),
        ])
        .await;
    assert_eq!(refused["success"], false, "{refused}");
    let signed = served
        .token(&[
            ("grant_type", "password"),
            ("username", "li_hua"),
            ("password", NEW_PASSWORD),
        ])
        .await;
    ok(&signed, "sign-in with the new password");

    // signing in by an SMS code
    let before = served.texts();
    let sent = served
        .get(&format!("/api/blade-auth/oauth/mobile?phone={PHONE}"), None)
        .await;
    ok(&sent, "sign-in code");
    codes.push(served.code_sent_since(&before));
    let by_mobile = served
        .token(&[
            ("grant_type", "mobile"),
            ("phone", PHONE),
            ("code", &codes[2]),
        ])
        .await;
    ok(&by_mobile, "sign-in by code");
    let _ = served.child.kill();
    let _ = served.child.wait();

    let log = std::fs::read_to_string(served.dir.join("server.log")).unwrap();
    // the log is really there, at the level that says the most
    assert!(log.contains("TRACE"), "{log}");
    assert!(log.contains("starting"), "{log}");
    for password in [PASSWORD, NEW_PASSWORD] {
        assert!(!log.contains(password), "a password is in the server's log");
        for answer in &served.answers {
            assert!(
                !answer.contains(password),
                "a password is in an answer: {answer}"
            );
        }
    }
    // a code is six digits standing alone; each line's own time stamp (microseconds) goes first
    let lines: Vec<&str> = log
        .lines()
        .map(|line| line.split_once(' ').map_or(line, |(_, rest)| rest))
        .collect();
    for code in &codes {
        for line in &lines {
            assert!(
                !holds_number(line, code),
                "a code is in the server's log: {line}"
            );
        }
        for answer in &served.answers {
            assert!(
                !holds_number(answer, code),
                "a code is in an answer: {answer}"
            );
        }
    }
}

/// Whether `text` holds `number` with no digit on either side.
fn holds_number(text: &str, number: &str) -> bool {
    text.match_indices(number).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + number.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_digit()) && !after.is_some_and(|c| c.is_ascii_digit())
    })
}
