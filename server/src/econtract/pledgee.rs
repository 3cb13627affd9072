//! The pledgee's confirmation of a pledge (01 §3 "Pledgee info", §4, §7; issue 21 item 7).
//!
//! * When a pledge application (a flow with the `pledgeShares` effect) is submitted, each
//!   distinct pledgee of its pledge rows (`zqrName`, `zqrCertType`, `zqrCertno`, `zqrType`)
//!   gets a row, waiting (status 0); a resubmission keeps the rows of the pledgees still named
//!   and drops the waiting ones no longer named.
//! * Staff register the pledgee with the e-signature provider (its mobile, which the pledge
//!   form does not carry). The confirmation SMS then carries the link of the provider's
//!   signing page; the contract (股份质押确认书, written here as a PDF) is created with the
//!   provider the first time it is needed.
//! * The platform learns the outcome by asking the provider for the contract's state whenever
//!   the rows are read: signed (status 1) keeps the signed PDF and the face picture as
//!   attachments; refused (status 2) keeps the reason. A real provider's callback would call
//!   [`refresh`] the same way ([`super::outcome`]).

use engine::FlowDef;
use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

pub use super::outcome::{read_kept, refresh};
use super::{ContractRequest, EContractError, SignerKind, SignerRequest};
use crate::{
    clock::{beijing_text, Timestamp},
    db::DbConn,
    error::ApiError,
    models::{application::Application, pledgee_info::PledgeeInfo},
    register::cell,
    sms::SmsMessage,
    state::AppState,
};

pub const WAITING: i32 = 0;
pub const SIGNED: i32 = 1;
pub const REFUSED: i32 = 2;

/// The flows' effect that makes an application a pledge.
const PLEDGE_EFFECT: &str = "pledgeShares";
/// The certificate type of a resident identity card: a natural person signs.
const ID_CARD: &str = "1";
/// How long before the confirmation SMS may be sent again (01 §9, the 3-minute hint).
pub const RESEND_SECS: i64 = 180;
pub const SMS_SENT: &str = "短信已发送，若未收到短信，请3分钟后重试。";
pub const SMS_FAILED: &str = "发送失败";
const SMS_TEMPLATE: &str = "PLEDGEE_CONFIRM";
/// The last approval of a pledge while a pledgee has not signed its confirmation.
pub const UNCONFIRMED_REFUSAL: &str = "质权人尚未确认，不能办结";
/// The last approval of a pledge a pledgee refused to confirm.
pub const REFUSED_REFUSAL: &str = "质权人已拒绝确认，不能办结";

/// A pledgee row as the pledgee table of the application detail shows it (01 §3).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PledgeeView {
    pub uuid: String,
    pub biz_sn: String,
    pub name: String,
    pub cert_type: String,
    pub cert_no: String,
    pub pledgee_type: String,
    /// The mobile the signing link goes to, all but its last four digits hidden.
    pub mobile: Option<String>,
    /// 0 待确认, 1 已确认, 2 已拒签.
    pub status: i32,
    pub status_name: String,
    pub refusal: Option<String>,
    /// Whether the pledgee is registered with the e-signature provider.
    pub registered: bool,
    pub sms_sent_at: Option<String>,
    pub signed_at: Option<String>,
    /// The signed contract: its attachment id and name (comma-separated when several).
    pub attach_id: Option<String>,
    pub original_name: Option<String>,
    /// The same as a list of `{attachId, originalName}`.
    pub attachments: Vec<Value>,
    /// Whether the face picture of the signing may be read.
    pub has_face_picture: bool,
}

fn status_name(status: i32) -> &'static str {
    match status {
        SIGNED => "已确认",
        REFUSED => "已拒签",
        _ => "待确认",
    }
}

fn masked(mobile: &str) -> String {
    let keep = mobile.chars().count().saturating_sub(4);
    mobile
        .chars()
        .enumerate()
        .map(|(i, c)| if i >= 3 && i < keep { '*' } else { c })
        .collect()
}

pub fn contract_name(app: &Application) -> String {
    format!("股份质押确认书-{}.pdf", app.biz_sn)
}

pub fn view(app: &Application, row: &PledgeeInfo) -> PledgeeView {
    let name = row.attach_id.as_ref().map(|_| contract_name(app));
    PledgeeView {
        uuid: row.id.clone(),
        biz_sn: app.biz_sn.clone(),
        name: row.name.clone(),
        cert_type: row.cert_type.clone(),
        cert_no: row.cert_no.clone(),
        pledgee_type: row.pledgee_type.clone(),
        mobile: row.mobile.as_deref().map(masked),
        status: row.status,
        status_name: status_name(row.status).to_owned(),
        refusal: row.refusal.clone(),
        registered: row.signer_id.is_some(),
        sms_sent_at: row.sms_sent_at.map(beijing_text),
        signed_at: row.signed_at.map(beijing_text),
        attachments: match (&row.attach_id, &name) {
            (Some(id), Some(n)) => vec![serde_json::json!({ "attachId": id, "originalName": n })],
            _ => Vec::new(),
        },
        attach_id: row.attach_id.clone(),
        original_name: name,
        has_face_picture: row.face_attach_id.is_some(),
    }
}

/// The application's signing state (`ext8` of application/list): None without pledgees, "2"
/// when one refused, "1" when every one signed, "0" while one is waiting.
pub fn ext8(rows: &[&PledgeeInfo]) -> Option<&'static str> {
    if rows.is_empty() {
        None
    } else if rows.iter().any(|r| r.status == REFUSED) {
        Some("2")
    } else if rows.iter().all(|r| r.status == SIGNED) {
        Some("1")
    } else {
        Some("0")
    }
}

struct Named {
    name: String,
    cert_type: String,
    cert_no: String,
    pledgee_type: String,
}

/// The distinct pledgees of the form's pledge rows, in their order.
fn named(form: &Map<String, Value>) -> Vec<Named> {
    let mut found: Vec<Named> = Vec::new();
    let rows = form
        .get("pledgeList")
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or_default();
    for row in rows.iter().filter_map(Value::as_object) {
        let text = |field| cell(row, field).unwrap_or_default().trim().to_owned();
        let (name, cert_type, cert_no) = (text("zqrName"), text("zqrCertType"), text("zqrCertno"));
        if name.is_empty() || cert_no.is_empty() {
            continue;
        }
        if found
            .iter()
            .any(|n| n.cert_type == cert_type && n.cert_no == cert_no)
        {
            continue;
        }
        found.push(Named {
            name,
            cert_type,
            cert_no,
            pledgee_type: text("zqrType"),
        });
    }
    found
}

/// Records the pledgees of a pledge application just submitted, inside its transaction.
pub fn record_on_submit(
    conn: &mut DbConn,
    def: &FlowDef,
    app: &Application,
    form: &Map<String, Value>,
    now: Timestamp,
) -> Result<(), ApiError> {
    if !def.effects().any(|e| e == PLEDGE_EFFECT) {
        return Ok(());
    }
    let named = named(form);
    let existing = PledgeeInfo::of_application(conn, &app.id)?;
    for row in &existing {
        let still = named
            .iter()
            .any(|n| n.cert_type == row.cert_type && n.cert_no == row.cert_no);
        if !still && row.status == WAITING {
            row.delete(conn)?;
        }
    }
    for (seq, n) in named.into_iter().enumerate() {
        let seq = i32::try_from(seq).unwrap_or(i32::MAX);
        match existing
            .iter()
            .find(|r| r.cert_type == n.cert_type && r.cert_no == n.cert_no)
        {
            Some(row) => PledgeeInfo {
                seq,
                name: n.name,
                pledgee_type: n.pledgee_type,
                updated_at: now,
                ..row.clone()
            }
            .save(conn)?,
            None => PledgeeInfo {
                id: uuid::Uuid::new_v4().to_string(),
                tenant_id: app.tenant_id.clone(),
                application_id: app.id.clone(),
                seq,
                name: n.name,
                cert_type: n.cert_type,
                cert_no: n.cert_no,
                pledgee_type: n.pledgee_type,
                mobile: None,
                status: WAITING,
                signer_id: None,
                contract_id: None,
                refusal: None,
                attach_id: None,
                face_attach_id: None,
                sms_sent_at: None,
                signed_at: None,
                created_at: now,
                updated_at: now,
            }
            .insert(conn)?,
        }
    }
    Ok(())
}

/// A pledge completes only once every pledgee signed its confirmation: its last approval is
/// refused while one waits (质权人尚未确认，不能办结) or after one refused.
pub fn ensure_confirmed(
    conn: &mut DbConn,
    def: &FlowDef,
    app: &Application,
) -> Result<(), ApiError> {
    if !def.effects().any(|e| e == PLEDGE_EFFECT) {
        return Ok(());
    }
    let rows = PledgeeInfo::of_application(conn, &app.id)?;
    if rows.iter().any(|r| r.status == REFUSED) {
        Err(ApiError::bad_request(REFUSED_REFUSAL))
    } else if rows.iter().any(|r| r.status != SIGNED) {
        Err(ApiError::bad_request(UNCONFIRMED_REFUSAL))
    } else {
        Ok(())
    }
}

/// Brings the pledgee rows of an application up to date with the provider before a reviewer
/// decides it, so that a signature not yet read counts at the last approval
/// ([`ensure_confirmed`]). Nothing for a business without pledgees (no query: its flow names
/// no pledge, so its last approval asks none) or without a pledgee waiting on a contract.
pub fn refresh_before_decision(
    conn: &mut DbConn,
    state: &AppState,
    def: &FlowDef,
    app: &Application,
) -> Result<(), ApiError> {
    if !def.effects().any(|e| e == PLEDGE_EFFECT) {
        return Ok(());
    }
    let rows: Vec<PledgeeInfo> = PledgeeInfo::of_application(conn, &app.id)?
        .into_iter()
        .filter(|r| r.tenant_id == app.tenant_id)
        .collect();
    if rows
        .iter()
        .any(|r| r.status == WAITING && r.contract_id.is_some())
    {
        refresh(conn, state, app, rows)?;
    }
    Ok(())
}

pub fn provider_error(error: EContractError) -> ApiError {
    match error {
        EContractError::Unavailable(cause) => {
            tracing::warn!(%cause, "the e-contract provider did not answer");
            ApiError::Unavailable("电子签约服务暂不可用，请稍后再试".into())
        }
        refused => ApiError::bad_request(refused.to_string()),
    }
}

/// Registers the pledgee with the provider under `mobile` (staff, at the counter); answers the
/// row with its signer id.
pub fn register(
    conn: &mut DbConn,
    state: &AppState,
    row: PledgeeInfo,
    mobile: &str,
) -> Result<PledgeeInfo, ApiError> {
    if row.status != WAITING {
        return Err(ApiError::bad_request(format!(
            "质权人{}，无需再登记",
            status_name(row.status)
        )));
    }
    let signer = state
        .econtracts
        .register_signer(&SignerRequest {
            kind: if row.cert_type == ID_CARD {
                SignerKind::Person
            } else {
                SignerKind::Organisation
            },
            name: row.name.clone(),
            cert_type: row.cert_type.clone(),
            cert_no: row.cert_no.clone(),
            mobile: mobile.to_owned(),
        })
        .map_err(provider_error)?;
    let row = PledgeeInfo {
        mobile: Some(mobile.to_owned()),
        // A contract made for another signer id is not this signer's to sign.
        contract_id: row
            .contract_id
            .filter(|_| row.signer_id.as_deref() == Some(signer.as_str())),
        signer_id: Some(signer),
        updated_at: state.clock.now(),
        ..row
    };
    row.save(conn)?;
    Ok(row)
}

/// The provider's signing URL for a waiting pledgee, its contract created first if need be.
/// `return_url` is the platform's page the signer is sent back to.
pub fn sign_url(
    conn: &mut DbConn,
    state: &AppState,
    app: &Application,
    row: &mut PledgeeInfo,
    return_url: &str,
) -> Result<String, ApiError> {
    if app.status != "running" {
        return Err(ApiError::bad_request("业务已办结，无需质权人确认"));
    }
    if row.status != WAITING {
        return Err(ApiError::bad_request(format!(
            "质权人{}",
            status_name(row.status)
        )));
    }
    let signer = row
        .signer_id
        .clone()
        .ok_or_else(|| ApiError::bad_request("质权人尚未登记电子签约手机号，请联系登记机构办理"))?;
    let contract = match &row.contract_id {
        Some(id) => id.clone(),
        None => {
            let (pdf, summary) = super::confirmation::confirmation(state, app, row)?;
            let id = state
                .econtracts
                .create_contract(&ContractRequest {
                    reference: format!("{}-{}", app.biz_sn, row.seq + 1),
                    title: "股份质押确认书".into(),
                    pdf,
                    summary,
                    signers: vec![signer.clone()],
                    return_url: return_url.to_owned(),
                })
                .map_err(provider_error)?;
            row.contract_id = Some(id.clone());
            row.updated_at = state.clock.now();
            row.save(conn)?;
            id
        }
    };
    state
        .econtracts
        .sign_url(&contract, &signer)
        .map_err(provider_error)
}

/// Sends the pledgee the confirmation SMS with the signing link; refused within three
/// minutes of the last one, for a business no longer running and for a pledgee who answered.
pub fn send_confirm_sms(
    conn: &mut DbConn,
    state: &AppState,
    app: &Application,
    mut row: PledgeeInfo,
    return_url: &str,
) -> Result<(), ApiError> {
    let now = state.clock.now();
    if row.sms_sent_at.is_some_and(|at| now - at < RESEND_SECS) {
        return Err(ApiError::TooManyRequests(
            "确认短信已发送，请3分钟后再重新发送".into(),
        ));
    }
    let url = sign_url(conn, state, app, &mut row, return_url)?;
    let phone = row.mobile.clone().unwrap_or_default();
    let content = format!(
        "【区域股权市场登记托管】{}的股份质押业务（流水号{}）以贵方为质权人，请打开 {url} 阅读《股份质押确认书》，完成人脸核验后签署确认。",
        app.biz_type_name, app.biz_sn
    );
    let message = SmsMessage {
        tenant: &app.tenant_id,
        phone: &phone,
        template: SMS_TEMPLATE,
        params: &[("bizSn", app.biz_sn.as_str()), ("url", url.as_str())],
        content: &content,
    };
    if let Err(failure) = state.sms.send(&message) {
        tracing::warn!(provider = state.sms.name(), %failure, "pledgee confirmation SMS not sent");
        return Err(ApiError::Unavailable(SMS_FAILED.into()));
    }
    row.sms_sent_at = Some(now);
    row.updated_at = now;
    row.save(conn)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mobile_shows_its_first_three_and_last_four_digits() {
        assert_eq!(masked("13900000001"), "139****0001");
    }

    #[test]
    fn the_pledgees_are_the_distinct_certificates_of_the_rows() {
        let form = serde_json::json!({ "pledgeList": [
            { "zqrName": "甲银行", "zqrCertType": "11", "zqrCertno": "X1", "zqrType": "1" },
            { "zqrName": "甲银行", "zqrCertType": "11", "zqrCertno": "X1", "zqrType": "1" },
            { "zqrName": "乙", "zqrCertType": "1", "zqrCertno": "Y2", "zqrType": "2" },
            { "zqrName": "", "zqrCertType": "1", "zqrCertno": "Z3" } ] });
        let found = named(form.as_object().unwrap());
        let certs: Vec<_> = found.iter().map(|n| n.cert_no.as_str()).collect();
        assert_eq!(certs, ["X1", "Y2"]);
    }
}
