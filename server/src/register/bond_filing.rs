//! 550082 bond filing (03 §3 Bond row, issue 18): approved, every bond of the filing enters the
//! bond register with its service providers, targeted investors and option clauses, status
//! 已备案 and a product code of its own. The form's rules (03 §5, `engine::form::bond`) have
//! held since the submission; here the register's own conditions: the issuer is the tenant's
//! and the applicant acts for it, no name is taken, every targeted investor is an account of
//! the tenant.

use std::collections::BTreeSet;

use serde_json::{Map, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        bond::{Bond, BondOption, FiledBond, ServiceProvider, TargetedInvestor, FILED},
        company::Company,
        holder_account::HolderAccount,
    },
};

use super::{cell, cell_volume, enterprise, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let (company, rows) = project(conn, input)?;
    let mut names = BTreeSet::new();
    for row in rows {
        let bond = filed(conn, input, &company.id, row, None)?;
        for name in [
            Some(&bond.bond.chinese_name),
            bond.bond.product_short.as_ref(),
        ]
        .into_iter()
        .flatten()
        {
            if !names.insert(name.clone()) {
                return Err(ApiError::bad_request(format!("[{name}]本次备案中重复")));
            }
            if Bond::name_taken(conn, input.tenant(), name)? {
                return Err(ApiError::bad_request(format!("[{name}]债券名称已存在")));
            }
        }
        bond.insert(conn)?;
    }
    Ok(())
}

/// A bond row of the form.
type Row = Map<String, Value>;

/// The filing project (the issuer, which the applicant acts for) and the bond rows of a filing
/// or of its change.
pub(super) fn project<'a>(
    conn: &mut DbConn,
    input: &'a EffectInput,
) -> Result<(Company, Vec<&'a Row>), ApiError> {
    let company_id = input
        .text("companyId")
        .ok_or_else(|| ApiError::bad_request("请先选择备案项目！"))?;
    let company = Company::find(conn, company_id)?
        .filter(|c| c.tenant_id == input.tenant())
        .ok_or_else(|| ApiError::bad_request("备案项目不存在"))?;
    enterprise::ensure_acts_for(
        conn,
        &input.application.applicant_id,
        &company.id,
        &company.name,
    )?;
    let rows = input.rows("bondInfoList");
    if rows.is_empty() {
        return Err(ApiError::bad_request("至少填写一组债券信息"));
    }
    Ok((company, rows))
}

fn required<'a>(
    row: &'a Map<String, Value>,
    field: &str,
    label: &str,
) -> Result<&'a str, ApiError> {
    cell(row, field).ok_or_else(|| ApiError::bad_request(format!("请填写{label}")))
}

fn count(row: &Map<String, Value>, field: &str, label: &str) -> Result<i64, ApiError> {
    cell_volume(row, field).ok_or_else(|| ApiError::bad_request(format!("请填写{label}")))
}

/// One bond row as the register keeps it: a new bond (its own id and the next product code,
/// filed now), or the bond `keep` filed again under its identity (id, code, filing date and
/// status; its parties follow the id).
pub(super) fn filed(
    conn: &mut DbConn,
    input: &EffectInput,
    company_id: &str,
    row: &Map<String, Value>,
    keep: Option<&Bond>,
) -> Result<FiledBond, ApiError> {
    let (id, product_code, filed_at, status) = match keep {
        Some(b) => (
            b.id.clone(),
            b.product_code.clone(),
            b.filed_at,
            b.status.clone(),
        ),
        None => (
            uuid::Uuid::new_v4().to_string(),
            Bond::next_code(conn, input.tenant())?,
            input.now,
            FILED.to_owned(),
        ),
    };
    let text = |field: &str| cell(row, field).map(str::to_owned);
    let bond = Bond {
        id: id.clone(),
        tenant_id: input.tenant().to_owned(),
        company_id: company_id.to_owned(),
        application_id: input.application.id.clone(),
        product_code,
        chinese_name: required(row, "chineseName", "产品名称")?.to_owned(),
        product_short: text("productShort"),
        status,
        raise_begin_date: required(row, "raiseBeginDate", "募集开始时间")?.to_owned(),
        raise_end_date: required(row, "raiseEndDate", "募集结束时间")?.to_owned(),
        bond_amount: count(row, "bondAmount", "发行金额")?,
        par_value: text("parValue").unwrap_or_else(|| "100".into()),
        price: required(row, "price", "发行价格")?.to_owned(),
        transaction_base: count(row, "transactionBase", "交易基数")?,
        buy_min: cell_volume(row, "buyMin"),
        buy_max: cell_volume(row, "buyMax"),
        bond_term: count(row, "bondTerm", "债券期限")?,
        bond_term_type: required(row, "bondTermType", "期限单位")?.to_owned(),
        rate_begin_date: required(row, "rateBeginDate", "起息日")?.to_owned(),
        rate_end_date: required(row, "rateEndDate", "到期日")?.to_owned(),
        fundraising_methods: required(row, "fundraisingMethods", "募集方式")?.to_owned(),
        publish_area: text("publishArea"),
        fund_use_type: required(row, "fundUseTypeKey", "资金用途类型")?.to_owned(),
        details: details_of(row).to_string(),
        filed_at,
        issued_units: 0,
    };
    Ok(FiledBond {
        providers: providers(conn, input, &id, row)?,
        investors: investors(conn, input, &id, row)?,
        options: options(&id, row),
        bond,
    })
}

/// The fields the columns above do not hold, and none of the party lists.
fn details_of(row: &Map<String, Value>) -> Value {
    const PARTIES: [&str; 3] = [
        "bondServiceProvidersList",
        "investorsList",
        "bondOptionList",
    ];
    Value::Object(
        row.iter()
            .filter(|(k, _)| !PARTIES.contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    )
}

fn list<'a>(
    row: &'a Map<String, Value>,
    field: &str,
) -> impl Iterator<Item = &'a Map<String, Value>> {
    row.get(field)
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_object)
}

/// The service providers; a member's name is the member register's, not what the form says
/// (03 §4: the name follows the chosen member).
fn providers(
    conn: &mut DbConn,
    input: &EffectInput,
    bond_id: &str,
    row: &Map<String, Value>,
) -> Result<Vec<ServiceProvider>, ApiError> {
    let mut out = Vec::new();
    for (i, p) in list(row, "bondServiceProvidersList").enumerate() {
        let text = |field: &str| cell(p, field).map(str::to_owned);
        let member = cell(p, "isPartnerMember") == Some("1");
        let code = text("serviceProviderCode");
        let name = match (&code, member) {
            (Some(code), true) => member_named(conn, input.tenant(), code)?,
            (None, true) => return Err(ApiError::bad_request("请选择服务方代码")),
            (_, false) => text("serviceProviderName").unwrap_or_default(),
        };
        out.push(ServiceProvider {
            bond_id: bond_id.to_owned(),
            seq: i as i32 + 1,
            is_partner_member: member,
            service_provider_code: code.filter(|_| member),
            service_provider_name: name,
            category_code: text("serviceProviderCategoryCode").unwrap_or_default(),
            fee_currency: text("feeCurrency"),
            fee_amount: text("feeAmount"),
            credit_enhancer_nature: text("creditEnhancerNature"),
            credit_enhancement_method: text("creditEnhancementMethod"),
            enhancement_rating: text("enhancementProviderRating"),
            credit_enhancement_ratio: text("creditEnhancementRadio"),
            remark: text("remark"),
        });
    }
    Ok(out)
}

/// The name of the tenant's member with this code.
fn member_named(conn: &mut DbConn, tenant: &str, code: &str) -> Result<String, ApiError> {
    use crate::schema::members;
    use diesel::prelude::*;
    members::table
        .filter(members::tenant_id.eq(tenant))
        .filter(members::member_code.eq(code))
        .select(members::name)
        .first(conn)
        .optional()?
        .ok_or_else(|| ApiError::bad_request(format!("服务方代码{code}不是本平台会员")))
}

/// The targeted investors, each an account of the tenant read again from the register (the
/// names and numbers kept are the register's, not the form's).
fn investors(
    conn: &mut DbConn,
    input: &EffectInput,
    bond_id: &str,
    row: &Map<String, Value>,
) -> Result<Vec<TargetedInvestor>, ApiError> {
    let mut out = Vec::new();
    for investor in list(row, "investorsList") {
        let uuid = cell(investor, "shareHolderId").unwrap_or_default();
        let account = HolderAccount::find(conn, uuid)?
            .filter(|a| a.tenant_id == input.tenant())
            .ok_or_else(|| ApiError::bad_request("定向投资者不存在"))?;
        let (_, certificate) = HolderAccount::certificate(conn, &account.uuid)?;
        out.push(TargetedInvestor {
            bond_id: bond_id.to_owned(),
            investor_cert_no: certificate.unwrap_or_default(),
            investor_name: account.holder_name,
            investor_no: account.account_number,
            organ_type: account.organ_type,
            account_uuid: account.uuid,
        });
    }
    Ok(out)
}

fn options(bond_id: &str, row: &Map<String, Value>) -> Vec<BondOption> {
    list(row, "bondOptionList")
        .enumerate()
        .map(|(i, o)| BondOption {
            bond_id: bond_id.to_owned(),
            seq: i as i32 + 1,
            option_type: cell(o, "optionType").unwrap_or_default().to_owned(),
            option_date: cell(o, "optionDate").map(str::to_owned),
            content: cell(o, "optionContent").unwrap_or_default().to_owned(),
        })
        .collect()
}
