//! `POST /api/rem-registrationbizweb/holder/queryShareholder`: the shareholder search dialog
//! (01 §2 "Dialogs", §3 "Shareholder query form", §5 "Shareholder search"). A shareholder is
//! found by who they are, not by browsing: name, kind (organType 1 institution, 2 person,
//! 3 product), certificate type (from the kind's dictionary: organTypeValidator,
//! personCertType, productInfoIdType) and certificate number, all required and matched whole.
//! Staff find any account of the tenant (the counter's 550221); anyone else only the accounts
//! bound to them, and only so often a minute, like the holder dialog.

use actix_web::{post, web};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::dictionary::DictEntry,
    schema::{holder_accounts, user_holder_accounts},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareholderQuery {
    /// The shareholder's name, at most 100 characters.
    pub name: Option<String>,
    /// 1 institution, 2 person, 3 product.
    pub organ_type: Option<String>,
    /// A key of the kind's certificate dictionary.
    pub id_type: Option<String>,
    /// At most 18 characters: letters, digits, brackets, underscore.
    pub id_number: Option<String>,
}

/// One account the search found.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareholderRecord {
    pub uuid: String,
    pub account_number: String,
    pub holder_name: String,
    pub organ_type: i32,
    pub cert_type: Option<String>,
    /// The number with all but its first 4 and last 4 characters starred.
    pub certificate_no: String,
    pub holder_account_status: i32,
}

/// The certificate dictionary of each kind of shareholder (01 §5).
pub fn id_type_dictionary(organ_type: &str) -> Option<&'static str> {
    match organ_type {
        "1" => Some("organTypeValidator"),
        "2" => Some("personCertType"),
        "3" => Some("productInfoIdType"),
        _ => None,
    }
}

/// An account's uuid, number, name, kind, certificate type and number, and status.
type AccountColumns = (
    String,
    String,
    String,
    i32,
    Option<String>,
    Option<String>,
    i32,
);

const NAME_MAX: usize = 100;
const ID_NUMBER_MAX: usize = 18;

/// The query's four values, each checked as the dialog checks it.
struct Identity {
    name: String,
    organ_type: i32,
    id_type: String,
    id_number: String,
}

fn required(value: Option<String>, label: &str) -> Result<String, ApiError> {
    value
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
        .ok_or_else(|| ApiError::bad_request(format!("{label}不能为空")))
}

fn identity(query: ShareholderQuery) -> Result<(Identity, &'static str), ApiError> {
    let name = required(query.name, "股东名称")?;
    if name.chars().count() > NAME_MAX {
        return Err(ApiError::bad_request("股东名称不能超过100个字符"));
    }
    let organ = required(query.organ_type, "股东类型")?;
    let dictionary =
        id_type_dictionary(&organ).ok_or_else(|| ApiError::bad_request("股东类型不正确"))?;
    let id_type = required(query.id_type, "证件类型")?;
    let raw = query.id_number.unwrap_or_default();
    let id_number = raw.trim().to_uppercase();
    let format = engine::validate::Format::CertificateNo;
    format
        .check_required(
            &serde_json::Value::String(id_number.clone()),
            engine::validate::CalendarDate::EPOCH,
        )
        .map_err(ApiError::bad_request)?;
    if id_number.chars().count() > ID_NUMBER_MAX {
        return Err(ApiError::bad_request("证件号码不能超过18个字符"));
    }
    let organ_type = organ.parse().unwrap_or_default();
    Ok((
        Identity {
            name,
            organ_type,
            id_type,
            id_number,
        },
        dictionary,
    ))
}

/// `1234**********5678`: enough to tell accounts apart, not enough to copy.
pub fn starred(number: &str) -> String {
    let chars: Vec<char> = number.chars().collect();
    if chars.len() <= 8 {
        return "*".repeat(chars.len());
    }
    let (head, tail) = (&chars[..4], &chars[chars.len() - 4..]);
    format!(
        "{}{}{}",
        head.iter().collect::<String>(),
        "*".repeat(chars.len() - 8),
        tail.iter().collect::<String>()
    )
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/holder/queryShareholder", tag = "registration",
    request_body = ShareholderQuery,
    responses(
        (status = 200, description = "the accounts of that identity (none is an empty list)", body = Envelope<Vec<ShareholderRecord>>),
        (status = 400, description = "a value missing or malformed: 股东名称不能为空, 请填写证件号码！, 请输入不包含特殊字符的证件号码, 请输入不包含中文的证件号码, 证件类型不正确", body = Failure),
        (status = 401, body = Failure),
        (status = 429, description = "a non-staff user's look-ups past the limit a minute", body = Failure))
)]
#[post("/rem-registrationbizweb/holder/queryShareholder")]
pub async fn holder_query_shareholder(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<ShareholderQuery>,
) -> ApiResult {
    let (who, dictionary) = identity(body.or_default())?;
    let staff = me.user.landing_mode == "mgr";
    if !staff {
        state.holder_lookups.check(Some(me.user.id.clone()))?;
    }
    let (tenant, user) = (me.user.tenant_id.clone(), me.user.id.clone());
    let rows = state
        .db(move |conn| {
            if DictEntry::value_of(conn, &tenant, dictionary, &who.id_type)?.is_none() {
                return Err(ApiError::bad_request("证件类型不正确"));
            }
            let mut q = holder_accounts::table
                .filter(holder_accounts::tenant_id.eq(tenant))
                .filter(holder_accounts::holder_name.eq(who.name))
                .filter(holder_accounts::organ_type.eq(who.organ_type))
                .filter(holder_accounts::cert_type.eq(who.id_type))
                .filter(holder_accounts::certificate_no.eq(who.id_number))
                .into_boxed();
            if !staff {
                let mine = user_holder_accounts::table
                    .filter(user_holder_accounts::user_id.eq(user))
                    .select(user_holder_accounts::holder_uuid);
                q = q.filter(holder_accounts::uuid.eq_any(mine));
            }
            let rows: Vec<AccountColumns> = q
                .order(holder_accounts::account_number)
                .select((
                    holder_accounts::uuid,
                    holder_accounts::account_number,
                    holder_accounts::holder_name,
                    holder_accounts::organ_type,
                    holder_accounts::cert_type,
                    holder_accounts::certificate_no,
                    holder_accounts::holder_account_status,
                ))
                .load(conn)?;
            Ok(rows)
        })
        .await?;
    let records: Vec<ShareholderRecord> = rows
        .into_iter()
        .map(
            |(uuid, account_number, holder_name, organ_type, cert_type, cert, status)| {
                ShareholderRecord {
                    uuid,
                    account_number,
                    holder_name,
                    organ_type,
                    cert_type,
                    certificate_no: starred(&cert.unwrap_or_default()),
                    holder_account_status: status,
                }
            },
        )
        .collect();
    Ok(ok(records))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_keeps_its_ends_only() {
        assert_eq!(starred("610102199001011234"), "6101**********1234");
        assert_eq!(starred("12345678"), "********");
    }

    #[test]
    fn each_kind_has_its_dictionary() {
        assert_eq!(id_type_dictionary("1"), Some("organTypeValidator"));
        assert_eq!(id_type_dictionary("2"), Some("personCertType"));
        assert_eq!(id_type_dictionary("3"), Some("productInfoIdType"));
        assert_eq!(id_type_dictionary("4"), None);
    }
}
