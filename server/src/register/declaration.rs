//! What the declaring effects share: the usable account of a party, the product by its code,
//! and the upload slots of a declaration row.

use serde_json::{Map, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        company::Company, holder_account::HolderAccount, product::Product, publication::Notice,
    },
};

/// The account of a party, which must exist and be usable (status 1 normal).
pub fn usable_account(
    conn: &mut DbConn,
    tenant: &str,
    number: Option<&str>,
    party: &str,
) -> Result<HolderAccount, ApiError> {
    let found = match number {
        Some(number) => HolderAccount::find_by_number(conn, tenant, number)?,
        None => None,
    };
    usable(number, found, party)
}

/// The account found under a party's `number`, if it was given, exists and is usable (status
/// 1 normal).
pub fn usable(
    number: Option<&str>,
    found: Option<HolderAccount>,
    party: &str,
) -> Result<HolderAccount, ApiError> {
    let number = number.ok_or_else(|| ApiError::bad_request(format!("请填写{party}登记账号")))?;
    let account =
        found.ok_or_else(|| ApiError::bad_request(format!("{party}登记账号{number}不存在")))?;
    match account.holder_account_status {
        1 => Ok(account),
        0 => Err(ApiError::bad_request(format!(
            "{party}登记账号{number}未开户"
        ))),
        2 => Err(ApiError::bad_request(format!(
            "{party}登记账号{number}已销户"
        ))),
        _ => Err(ApiError::bad_request(format!(
            "{party}登记账号{number}已冻结"
        ))),
    }
}

/// The account with this number, whatever its status: a release, a change of identity or of
/// status acts on it as it is.
pub fn known_account(
    conn: &mut DbConn,
    tenant: &str,
    number: Option<&str>,
) -> Result<HolderAccount, ApiError> {
    let number = number.ok_or_else(|| ApiError::bad_request("请填写登记账号"))?;
    HolderAccount::find_by_number(conn, tenant, number)?
        .ok_or_else(|| ApiError::bad_request(format!("登记账号{number}不存在")))
}

/// The tenant's product with this code.
pub fn product_coded(
    conn: &mut DbConn,
    tenant: &str,
    code: Option<&str>,
) -> Result<Product, ApiError> {
    let code = code.ok_or_else(|| ApiError::bad_request("请填写产品代码"))?;
    Product::find_by_code(conn, tenant, code)?
        .ok_or_else(|| ApiError::bad_request(format!("产品代码{code}不存在")))
}

/// The account named in a declaration row, whose holder name must be the one declared.
pub fn declared_account(
    conn: &mut DbConn,
    tenant: &str,
    row: &Map<String, Value>,
    party: &str,
) -> Result<HolderAccount, ApiError> {
    let account = usable_account(conn, tenant, super::cell(row, "securityAccountNo"), party)?;
    if super::cell(row, "holderName") != Some(account.holder_name.as_str()) {
        return Err(ApiError::bad_request(format!(
            "{party}登记账号{}与{party}名称不一致",
            account.account_number
        )));
    }
    Ok(account)
}

/// The product a declaration row names by its security code.
pub fn declared_product(
    conn: &mut DbConn,
    tenant: &str,
    row: &Map<String, Value>,
) -> Result<Product, ApiError> {
    let code =
        super::cell(row, "securityCode").ok_or_else(|| ApiError::bad_request("请填写证券代码"))?;
    Product::find_by_code(conn, tenant, code)?
        .ok_or_else(|| ApiError::bad_request(format!("证券代码{code}不存在")))
}

/// The row as stored: every field, with the upload slots (`att1011` …) gathered into
/// `attachments` keyed by the slot's number, as spec 03 §3 keeps them.
pub fn stored_row(row: &Map<String, Value>, slots: &[&str]) -> String {
    let mut stored = row.clone();
    let mut attachments = Map::new();
    for slot in slots {
        if let Some(files) = row.get(&format!("att{slot}")) {
            attachments.insert((*slot).to_owned(), files.clone());
        }
    }
    stored.insert("attachments".into(), Value::Object(attachments));
    Value::Object(stored).to_string()
}

/// A pledge or freeze notice to publish; `{company}` and `{holder}` in the title and the
/// content stand for the enterprise's and the holder's names.
pub struct NoticeDraft<'a> {
    pub kind: &'static str,
    pub source_id: &'a str,
    pub holder: &'a str,
    pub product: &'a Product,
    pub volume: i64,
    pub counterparty: &'a str,
    pub start_date: String,
    pub end_date: Option<&'a str>,
    pub title: &'static str,
    pub content: String,
}

/// Publishes the notice of a completed pledge or freeze, in the effect's transaction.
pub fn publish(
    conn: &mut DbConn,
    input: &super::EffectInput,
    draft: &NoticeDraft,
) -> Result<(), ApiError> {
    let company = match &draft.product.company_id {
        Some(id) => Company::find(conn, id)?,
        None => None,
    };
    let company_name = company
        .as_ref()
        .map_or_else(|| draft.product.name.clone(), |c| c.name.clone());
    let fill = |text: &str| {
        text.replace("{company}", &company_name)
            .replace("{holder}", draft.holder)
    };
    Notice::publish(
        conn,
        &Notice {
            id: uuid::Uuid::new_v4().to_string(),
            tenant_id: input.tenant().to_owned(),
            notice_type: draft.kind.into(),
            source_id: Some(draft.source_id.to_owned()),
            title: fill(draft.title),
            company_id: company.map(|c| c.id),
            company_name: company_name.clone(),
            holder_name: Some(draft.holder.to_owned()),
            volume: Some(draft.volume),
            counterparty: Some(draft.counterparty.to_owned()),
            start_date: Some(draft.start_date.clone()),
            end_date: draft.end_date.map(str::to_owned),
            content: fill(&draft.content),
            published_at: input.now,
        },
    )?;
    Ok(())
}
