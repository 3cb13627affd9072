//! 550001/550114 registration and custody: the enterprise is taken into custody with its
//! equity product and its shareholder register. Holders are deduplicated by organType,
//! holderName, certificateNo, certType and accountNumber (02 §3); each is credited on its
//! existing account or on a new one (rights not yet confirmed). The register's volumes must add
//! up to the product's total shares, which every later effect conserves.

use std::collections::BTreeMap;

use rust_decimal::Decimal;
use serde_json::{Map, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        company::{Company, CompanyIdentity, Custody},
        holder_account::HolderIdentity,
        position::Position,
        product::{NewProduct, Product},
        user::User,
    },
};

use super::{cell, cell_volume, EffectInput};
use crate::models::company_service::CUSTODY;
use crate::registry::{
    lock,
    platform::{self, PlatformAnswer},
    RegistryQuery,
};

/// The identity of a holder in the register (02 §3).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct HolderKey {
    organ_type: i32,
    holder_name: String,
    certificate_no: String,
    cert_type: String,
    account_number: Option<String>,
}

/// The register rows merged by holder, in first-seen order, with their total volumes.
fn holders(rows: &[&Map<String, Value>]) -> Result<Vec<(HolderKey, i64)>, ApiError> {
    let mut order = Vec::new();
    let mut volumes = BTreeMap::<HolderKey, i64>::new();
    for (index, row) in rows.iter().enumerate() {
        let line = index + 1;
        let missing = |what: &str| ApiError::bad_request(format!("股东名册第{line}行请填写{what}"));
        let key = HolderKey {
            organ_type: cell(row, "organType")
                .and_then(|t| t.parse().ok())
                .filter(|t| (1..=3).contains(t))
                .ok_or_else(|| missing("股东类型"))?,
            holder_name: cell(row, "holderName")
                .ok_or_else(|| missing("股东名称"))?
                .to_owned(),
            certificate_no: cell(row, "certificateNo")
                .ok_or_else(|| missing("证件号码"))?
                .to_owned(),
            cert_type: cell(row, "certType")
                .ok_or_else(|| missing("证件类型"))?
                .to_owned(),
            account_number: cell(row, "accountNumber").map(str::to_owned),
        };
        let volume = cell_volume(row, "volume").ok_or_else(|| missing("持股数量"))?;
        let total = volumes.entry(key.clone()).or_insert_with(|| {
            order.push(key);
            0
        });
        *total = total
            .checked_add(volume)
            .ok_or_else(|| ApiError::bad_request("持股数量超出范围"))?;
    }
    Ok(order
        .into_iter()
        .map(|key| {
            let volume = volumes[&key];
            (key, volume)
        })
        .collect())
}

/// Yuan with at most two decimals, as integer fen.
pub(super) fn fen(amount: &str) -> Option<i64> {
    let value: Decimal = amount.trim().parse().ok()?;
    let fen = value.checked_mul(Decimal::ONE_HUNDRED)?;
    (fen.fract().is_zero() && !fen.is_sign_negative()).then(|| i64::try_from(fen).ok())?
}

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let name = input
        .text("name")
        .ok_or_else(|| ApiError::bad_request("请填写企业名称"))?;
    let id_type = input
        .text("idType")
        .ok_or_else(|| ApiError::bad_request("请选择证件类型"))?;
    let id_number = input
        .text("idNumber")
        .ok_or_else(|| ApiError::bad_request("请填写证件号码"))?;
    let existing = CompanyIdentity::named(conn, tenant, name, id_number)?;
    if let Some(known) = existing.as_ref().filter(|c| c.custody_date.is_some()) {
        return Err(already_in_custody(conn, tenant, known)?);
    }
    hold_to_register(conn, tenant, input, (name, id_type, id_number))?;
    let held = match &existing {
        Some(known) => platform::dossier_of(conn, &known.id)?,
        None => Map::new(),
    };
    let staff = super::acting_staff(conn, &input.application.applicant_id)?;
    super::qualifications::check(conn, tenant, input.form, &held, staff)?;
    let code = input
        .text("productCode")
        .ok_or_else(|| ApiError::bad_request("请填写产品代码"))?;
    if Product::find_by_code(conn, tenant, code)?.is_some() {
        return Err(ApiError::bad_request(format!("产品代码{code}已存在")));
    }
    let face_value: Decimal = input
        .text("faceValue")
        .unwrap_or("1")
        .parse()
        .ok()
        .filter(|v: &Decimal| *v > Decimal::ZERO)
        .ok_or_else(|| ApiError::bad_request("请输入正确的每股面值"))?;
    let total_shares = input.volume("totalShares")?;
    let holders = holders(&input.rows("shareHolderList"))?;
    if holders.is_empty() {
        return Err(ApiError::bad_request("请填写股东名册"));
    }
    let registered: i64 = holders.iter().map(|(_, v)| v).sum();
    if registered != total_shares {
        return Err(ApiError::bad_request(format!(
            "股东名册持股数量合计{registered}股，与总股本{total_shares}股不一致"
        )));
    }
    let capital = match input.text("registeredCapital") {
        Some(amount) => {
            Some(fen(amount).ok_or_else(|| ApiError::bad_request("请输入正确的注册资本"))?)
        }
        None => None,
    };
    let company_type: Option<i32> = input.text("companyType").and_then(|t| t.parse().ok());
    let today = crate::forms::today(input.now).to_string();
    let doc = Value::Object(input.form.clone()).to_string();
    let custody = Custody {
        short_name: input.text("shortName"),
        code,
        company_type,
        registered_capital_fen: capital,
        custody_date: &today,
        id_type,
        id_number,
        register_doc: &doc,
    };
    // The 成立日期 (YYYY-MM-DD, the form checks) is the enterprise's 注册日期 on the public
    // cards (issue 15).
    let register_date = input.text("registryDate");
    // An enterprise the register knows but does not yet hold in custody is taken in as it is,
    // with the date its registration names.
    let company_id = match existing {
        Some(known) => {
            custody.update(conn, &known.id)?;
            if let Some(date) = register_date {
                Custody::set_register_date(conn, &known.id, date)?;
            }
            known.id
        }
        None => custody.insert(conn, tenant, name, register_date)?,
    };
    crate::models::company_dossier::record(
        conn,
        &company_id,
        &input.application.id,
        &doc,
        input.now,
    )?;
    let product_id = uuid::Uuid::new_v4().to_string();
    NewProduct {
        id: &product_id,
        tenant_id: tenant,
        company_id: &company_id,
        product_code: code,
        name: input.text("shortName").unwrap_or(name),
        face_value: face_value.normalize().to_string(),
        total_shares,
    }
    .insert(conn)?;
    for (holder, volume) in holders {
        let account = holder_account(conn, tenant, &holder)?;
        Position::credit(conn, &account, &product_id, volume)?;
    }
    // The custody service row (type 1) starts on the form's start date, else today (02 §4).
    let start = super::service_rows::start_of(input, CUSTODY).unwrap_or(today);
    super::service_rows::start(conn, input, &company_id, CUSTODY, &start)?;
    bind_applicant(conn, input, &company_id)
}

/// The enterprise as the platform's register knows it: a name and a number that belong to two
/// different enterprises are refused, and the fields its record locks (02 §4 form lock) must be
/// submitted as the record holds them.
fn hold_to_register(
    conn: &mut DbConn,
    tenant: &str,
    input: &EffectInput,
    (name, id_type, id_number): (&str, &str, &str),
) -> Result<(), ApiError> {
    let query = RegistryQuery {
        name: name.to_owned(),
        id_type: id_type.to_owned(),
        id_number: id_number.to_owned(),
    };
    match platform::find(conn, tenant, &query)? {
        PlatformAnswer::Known(known) => {
            let locked = lock::locked_fields(&known.flags, &known.dossier);
            lock::check(&locked, &known.dossier, input.form)
        }
        PlatformAnswer::Mismatch(message) => {
            Err(ApiError::bad_request(message).at_field("idNumber", "证件号码"))
        }
        PlatformAnswer::Unknown(_) => Ok(()),
    }
}

/// 该企业【名称（证件类型）（号码）】已托管, with the enterprise in custody as the register holds it.
fn already_in_custody(
    conn: &mut DbConn,
    tenant: &str,
    known: &CompanyIdentity,
) -> Result<ApiError, ApiError> {
    Ok(ApiError::bad_request(format!(
        "该企业【{}（{}）（{}）】已托管",
        known.name,
        known.id_type_name(conn, tenant)?,
        known.id_number.as_deref().unwrap_or_default()
    )))
}

/// The account a holder of the register is credited on: the one it names, or its open account,
/// or a new one whose rights are still to be confirmed.
fn holder_account(conn: &mut DbConn, tenant: &str, holder: &HolderKey) -> Result<String, ApiError> {
    if let Some(number) = &holder.account_number {
        let account = super::declaration::usable_account(conn, tenant, Some(number), "股东")?;
        if account.holder_name != holder.holder_name {
            return Err(ApiError::bad_request(format!(
                "股东登记账号{number}与股东名称{}不一致",
                holder.holder_name
            )));
        }
        return Ok(account.uuid);
    }
    let identity = HolderIdentity {
        tenant_id: tenant,
        holder_name: &holder.holder_name,
        organ_type: holder.organ_type,
        cert_type: Some(&holder.cert_type),
        certificate_no: &holder.certificate_no,
    };
    if let Some(uuid) = identity.open_account(conn)? {
        return Ok(uuid);
    }
    let (uuid, _) = identity.open(conn, false)?;
    Ok(uuid)
}

/// An enterprise user who registers their enterprise is bound to it, and certified by the
/// first.
fn bind_applicant(conn: &mut DbConn, input: &EffectInput, company: &str) -> Result<(), ApiError> {
    let applicant = &input.application.applicant_id;
    if User::landing_mode(conn, applicant)?.as_deref() == Some("org") {
        Company::bind_user(conn, applicant, company)?;
        super::certification::enterprise(conn, input)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn row(organ: &str, name: &str, cert: &str, account: Option<&str>, volume: i64) -> Value {
        json!({"organType": organ, "holderName": name, "certType": "1", "certificateNo": cert,
               "accountNumber": account, "volume": volume})
    }

    #[test]
    fn the_same_holder_twice_is_one_holder_with_both_volumes() {
        let rows = [
            row("2", "张三", "110101199001011234", None, 100),
            row("1", "某公司", "91110000MA01", None, 50),
            row("2", "张三", "110101199001011234", None, 25),
        ];
        let rows: Vec<_> = rows.iter().map(|r| r.as_object().unwrap()).collect();
        let merged = holders(&rows).unwrap();
        assert_eq!(merged.len(), 2);
        assert_eq!(merged[0].0.holder_name, "张三");
        assert_eq!(merged[0].1, 125);
        assert_eq!(merged[1].1, 50);
    }

    #[test]
    fn holders_differing_in_any_key_field_stay_apart() {
        let rows = [
            row("2", "张三", "110101199001011234", None, 1),
            row("2", "张三", "110101199001011234", Some("2000000009"), 1),
            row("2", "张三", "110101199001019999", None, 1),
            row("1", "张三", "110101199001011234", None, 1),
        ];
        let rows: Vec<_> = rows.iter().map(|r| r.as_object().unwrap()).collect();
        assert_eq!(holders(&rows).unwrap().len(), 4);
    }

    #[test]
    fn a_row_without_a_volume_names_its_line() {
        let rows = [
            row("2", "张三", "1", None, 1),
            json!({"organType": "2", "holderName": "李四",
            "certType": "1", "certificateNo": "2"}),
        ];
        let rows: Vec<_> = rows.iter().map(|r| r.as_object().unwrap()).collect();
        let err = holders(&rows).unwrap_err();
        assert!(err.to_string().contains("第2行请填写持股数量"), "{err}");
    }

    #[test]
    fn capital_is_exact_fen() {
        assert_eq!(fen("1234.56"), Some(123456));
        assert_eq!(fen("10000000"), Some(1_000_000_000));
        assert_eq!(fen("1.234"), None);
        assert_eq!(fen("-1"), None);
    }
}
