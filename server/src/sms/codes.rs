//! Verification codes (01 §2 reset-password dialog, §4, §9; issue 21 item 2): six digits,
//! kept only as a keyed digest, valid five minutes, spent once. A number is sent a code at
//! most once a minute per purpose (the screens' 60 s countdown), at most ten a day; one client
//! address asks at most thirty an hour; five wrong tries end a code. The sends are counted in
//! the database, so the limits hold across servers. No code is ever answered or logged: the
//! phone is the only place it goes.

use base64::{engine::general_purpose::STANDARD, Engine};
use diesel::{dsl::max, prelude::*, sql_query, sql_types::Text};
use hmac::{Hmac, KeyInit, Mac};
use rand::Rng;
use serde::Serialize;
use sha2::Sha256;
use utoipa::ToSchema;

use super::{SmsMessage, SmsSender};
use crate::{
    clock::Timestamp,
    db::{transaction, DbConn},
    error::ApiError,
    schema::sms_codes,
};

pub const CODE_DIGITS: u32 = 6;
/// How long a code is valid.
pub const CODE_TTL_SECS: i64 = 300;
/// 01 §9: the resend countdown.
pub const RESEND_SECS: i64 = 60;
/// Codes sent to one number in a day.
pub const PHONE_DAILY_CAP: i64 = 10;
/// Codes one client address asks for in an hour.
pub const CLIENT_HOURLY_CAP: i64 = 30;
/// Wrong tries that end a code.
pub const MAX_ATTEMPTS: i32 = 5;

pub const SENT: &str = "验证码发送成功";
pub const SEND_FAILED: &str = "验证码发送失败";
pub const WRONG: &str = "验证码不正确";
pub const STALE: &str = "验证码已失效，请重新获取";
pub const EXHAUSTED: &str = "验证码错误次数过多，请重新获取";

/// What a code is for: a code sent for one purpose never passes for another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Opening an account (`/register`).
    Register,
    /// Resetting a forgotten password.
    Reset,
    /// Signing in with the phone (the `mobile` grant).
    Login,
    /// A signed-in user confirming a change (the security centre).
    Verify,
    /// A signed-in user proving a new mobile before it is bound to the account (the security
    /// centre's 更换手机号码): sent to the new number, which is not yet the user's.
    Bind,
}

impl Purpose {
    pub fn parse(code: &str) -> Option<Self> {
        match code.trim() {
            "register" => Some(Self::Register),
            "reset" => Some(Self::Reset),
            "login" => Some(Self::Login),
            "verify" => Some(Self::Verify),
            "bind" => Some(Self::Bind),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Self::Register => "register",
            Self::Reset => "reset",
            Self::Login => "login",
            Self::Verify => "verify",
            Self::Bind => "bind",
        }
    }

    /// The provider's template.
    fn template(self) -> &'static str {
        match self {
            Self::Register => "SMS_REGISTER_CODE",
            Self::Reset => "SMS_RESET_PASSWORD_CODE",
            Self::Login => "SMS_LOGIN_CODE",
            Self::Verify => "SMS_VERIFY_CODE",
            Self::Bind => "SMS_BIND_MOBILE_CODE",
        }
    }

    fn content(self, code: &str) -> String {
        let what = match self {
            Self::Register => "注册账号",
            Self::Reset => "重置密码",
            Self::Login => "登录",
            Self::Verify => "身份验证",
            Self::Bind => "绑定手机号码",
        };
        format!(
            "【区域股权服务平台】您正在{what}，验证码为{code}，{}分钟内有效。请勿将验证码告知他人。",
            CODE_TTL_SECS / 60
        )
    }
}

/// 01 §5 "Mobile": 1 followed by 10 digits.
pub fn check_phone(raw: &str) -> Result<&str, ApiError> {
    let phone = raw.trim();
    if phone.is_empty() {
        return Err(ApiError::bad_request("请输入手机号码"));
    }
    if phone.chars().count() != 11 {
        return Err(ApiError::bad_request("手机号码长度不为11位"));
    }
    if !phone.starts_with('1') || !phone.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ApiError::bad_request("请输入正确的手机号码"));
    }
    Ok(phone)
}

/// Who is sent a code, for what, asked from where.
#[derive(Clone, Copy, Debug)]
pub struct Ask<'a> {
    pub tenant: &'a str,
    pub phone: &'a str,
    pub purpose: Purpose,
    pub client: &'a str,
}

/// What the screen needs to know of a sent code (never the code).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Sent {
    /// Seconds until another code may be asked for.
    pub resend_after: i64,
    /// Seconds the code is valid.
    pub expires_in: i64,
}

#[derive(Insertable)]
#[diesel(table_name = sms_codes)]
struct NewCode<'a> {
    id: String,
    tenant_id: &'a str,
    phone: &'a str,
    purpose: &'a str,
    digest: String,
    client_ip: &'a str,
    sent_at: Timestamp,
    expires_at: Timestamp,
}

fn mac(key: &[u8], ask_tenant: &str, phone: &str, purpose: Purpose, code: &str) -> Hmac<Sha256> {
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(key)
        .unwrap_or_else(|_| unreachable!("HMAC accepts every key length"));
    for part in [ask_tenant, phone, purpose.code(), code] {
        mac.update(part.as_bytes());
        mac.update(b"\n");
    }
    mac
}

/// Sends a new code to the number when the limits allow, the number's earlier codes for the
/// same purpose no longer valid. The send counts towards the limits even when the provider
/// fails, so that a failing number cannot be asked for without end.
pub fn send(
    conn: &mut DbConn,
    key: &[u8],
    sender: &dyn SmsSender,
    now: Timestamp,
    ask: Ask<'_>,
) -> Result<Sent, ApiError> {
    let phone = check_phone(ask.phone)?;
    let ask = Ask { phone, ..ask };
    let code = format!(
        "{:0width$}",
        rand::thread_rng().gen_range(0..10_u32.pow(CODE_DIGITS)),
        width = CODE_DIGITS as usize
    );
    let id = transaction::write(conn, |conn| {
        serialise_number(conn, ask.tenant, phone)?;
        within_limits(conn, now, ask)?;
        diesel::update(live(ask.tenant, ask.phone, ask.purpose.code()))
            .set(sms_codes::spent_at.eq(Some(now)))
            .execute(conn)?;
        let id = uuid::Uuid::new_v4().to_string();
        diesel::insert_into(sms_codes::table)
            .values(NewCode {
                id: id.clone(),
                tenant_id: ask.tenant,
                phone,
                purpose: ask.purpose.code(),
                digest: STANDARD.encode(
                    mac(key, ask.tenant, phone, ask.purpose, &code)
                        .finalize()
                        .into_bytes(),
                ),
                client_ip: ask.client,
                sent_at: now,
                expires_at: now + CODE_TTL_SECS,
            })
            .execute(conn)?;
        Ok(id)
    })?;
    let content = ask.purpose.content(&code);
    let message = SmsMessage {
        tenant: ask.tenant,
        phone,
        template: ask.purpose.template(),
        params: &[("code", &code)],
        content: &content,
    };
    if let Err(failure) = sender.send(&message) {
        tracing::warn!(provider = sender.name(), purpose = ask.purpose.code(), %failure, "verification code not sent");
        diesel::update(sms_codes::table.find(&id))
            .set(sms_codes::spent_at.eq(Some(now)))
            .execute(conn)?;
        return Err(ApiError::Unavailable(SEND_FAILED.into()));
    }
    Ok(Sent {
        resend_after: RESEND_SECS,
        expires_in: CODE_TTL_SECS,
    })
}

/// Two sends to one number wait for each other (PostgreSQL; SQLite's write transaction
/// already serialises every writer), so both cannot pass the once-a-minute check.
fn serialise_number(conn: &mut DbConn, tenant: &str, phone: &str) -> QueryResult<()> {
    if let DbConn::Postgres(pg) = conn {
        sql_query("SELECT pg_advisory_xact_lock(hashtext($1))")
            .bind::<Text, _>(format!("sms:{tenant}:{phone}"))
            .execute(pg)?;
    }
    Ok(())
}

fn within_limits(conn: &mut DbConn, now: Timestamp, ask: Ask<'_>) -> Result<(), ApiError> {
    let last: Option<Timestamp> = sms_codes::table
        .filter(sms_codes::tenant_id.eq(ask.tenant))
        .filter(sms_codes::phone.eq(ask.phone))
        .filter(sms_codes::purpose.eq(ask.purpose.code()))
        .select(max(sms_codes::sent_at))
        .first(conn)?;
    if let Some(wait) = last.map(|at| at + RESEND_SECS - now).filter(|w| *w > 0) {
        return Err(ApiError::TooManyRequests(format!(
            "验证码已发送，请{wait}秒后再试"
        )));
    }
    let today: i64 = sms_codes::table
        .filter(sms_codes::tenant_id.eq(ask.tenant))
        .filter(sms_codes::phone.eq(ask.phone))
        .filter(sms_codes::sent_at.gt(now - 86_400))
        .count()
        .get_result(conn)?;
    if today >= PHONE_DAILY_CAP {
        return Err(ApiError::TooManyRequests(
            "该手机号今日获取验证码次数已达上限，请明日再试".into(),
        ));
    }
    let this_hour: i64 = sms_codes::table
        .filter(sms_codes::client_ip.eq(ask.client))
        .filter(sms_codes::sent_at.gt(now - 3_600))
        .count()
        .get_result(conn)?;
    if this_hour >= CLIENT_HOURLY_CAP {
        return Err(ApiError::TooManyRequests(
            "获取验证码过于频繁，请稍后再试".into(),
        ));
    }
    Ok(())
}

/// The number's codes for the purpose not yet spent (at most one once sends void the older).
#[diesel::dsl::auto_type(no_type_alias)]
fn live<'a>(tenant: &'a str, phone: &'a str, purpose: &'static str) -> _ {
    sms_codes::table
        .filter(sms_codes::tenant_id.eq(tenant))
        .filter(sms_codes::phone.eq(phone))
        .filter(sms_codes::purpose.eq(purpose))
        .filter(sms_codes::spent_at.is_null())
}

/// Whether `code` is the number's code for the purpose: spent when `spend`, else only checked
/// (a step before the one that uses it, or that step before its own transaction, which then
/// [`spend`]s the code by the id answered). A wrong try is counted whatever follows, and the
/// fifth ends the code.
pub fn check(
    conn: &mut DbConn,
    key: &[u8],
    now: Timestamp,
    ask: Ask<'_>,
    code: &str,
    spend: bool,
) -> Result<String, ApiError> {
    let phone = check_phone(ask.phone)?;
    let ask = Ask { phone, ..ask };
    let code = code.trim();
    if code.is_empty() {
        return Err(ApiError::bad_request("请输入验证码"));
    }
    let refusal: Result<String, &str> = transaction::write(conn, |conn| {
        let found: Option<(String, String, Timestamp, i32)> =
            live(ask.tenant, ask.phone, ask.purpose.code())
                .select((
                    sms_codes::id,
                    sms_codes::digest,
                    sms_codes::expires_at,
                    sms_codes::attempts,
                ))
                .order(sms_codes::sent_at.desc())
                .first(conn)
                .optional()?;
        let Some((id, digest, expires_at, attempts)) = found else {
            return Ok(Err(STALE));
        };
        if expires_at <= now {
            return Ok(Err(STALE));
        }
        if attempts >= MAX_ATTEMPTS {
            return Ok(Err(EXHAUSTED));
        }
        let expected = STANDARD.decode(digest).unwrap_or_default();
        let matches = code.len() == CODE_DIGITS as usize
            && mac(key, ask.tenant, phone, ask.purpose, code)
                .verify_slice(&expected)
                .is_ok();
        if !matches {
            let attempts = attempts + 1;
            diesel::update(sms_codes::table.find(&id))
                .set(sms_codes::attempts.eq(attempts))
                .execute(conn)?;
            return Ok(Err(if attempts >= MAX_ATTEMPTS {
                EXHAUSTED
            } else {
                WRONG
            }));
        }
        if spend {
            diesel::update(sms_codes::table.find(&id))
                .set(sms_codes::spent_at.eq(Some(now)))
                .execute(conn)?;
        }
        Ok(Ok(id))
    })?;
    refusal.map_err(ApiError::bad_request)
}

/// Spends the code [`check`] found, inside the transaction of the step that uses it: refused
/// when it was spent or expired meanwhile, so a code passes once however many ask at once.
pub fn spend(conn: &mut DbConn, id: &str, now: Timestamp) -> Result<(), ApiError> {
    let spent = diesel::update(
        sms_codes::table
            .find(id)
            .filter(sms_codes::spent_at.is_null())
            .filter(sms_codes::expires_at.gt(now)),
    )
    .set(sms_codes::spent_at.eq(Some(now)))
    .execute(conn)?;
    if spent == 1 {
        Ok(())
    } else {
        Err(ApiError::bad_request(STALE))
    }
}
