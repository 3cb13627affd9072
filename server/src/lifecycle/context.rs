//! What the flow's scripts see as `ctx`, built from the register and the session for every
//! command (flows/README.md lists the keys, `flows/schema/context.schema.json` types them;
//! flags are integers 0/1 everywhere, as the spec writes them).

use engine::script::ContextReads;
use serde_json::{json, Map, Value};

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    db::DbConn,
    error::ApiError,
    models::{
        company::{Company, CompanyIdentity},
        company_service::CompanyService,
        cooperation,
        holder_account::HolderAccount,
        param::Param,
        product::Product,
        standing::Standing,
    },
};

/// The form fields that name the holders doing the business.
const HOLDER_FIELDS: [&str; 2] = ["accountNumberOut", "accountNumber"];
/// The declaration tables whose rows name holders (`securityAccountNo`).
const DECLARATION_TABLES: [&str; 2] = ["pledgeList", "freezeList"];
/// The tenant switches of the specialised-new entry (02 §4): whether the enterprise must be in
/// custody, or listed, first; custody is required unless the tenant turns it off.
const NEED_REGISTER: &str = "hitech.needRegister";
const NEED_LISTING: &str = "hitech.needListing";

fn flag(on: bool) -> i32 {
    i32::from(on)
}

/// A trimmed, non-empty text field of the form that can name something in the register: the
/// context is built before the form is validated, and a control character (PostgreSQL refuses
/// a NUL in a query) names nothing; the validators refuse it with their message.
fn text<'a>(form: &'a Value, field: &str) -> Option<&'a str> {
    form.get(field)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty() && !s.chars().any(char::is_control))
}

/// The context of a command on `form`, as far as the flow's scripts read it (`reads`, from
/// `FlowDef::context_reads`): a key no script reads costs no query. `source` is `todo` when
/// the user submitted from the to-do list (absent otherwise).
pub fn build(
    conn: &mut DbConn,
    me: &CurrentUser,
    form: &Value,
    source: Option<&str>,
    reads: &ContextReads,
) -> Result<Value, ApiError> {
    let tenant = me.user.tenant_id.as_str();
    let mut ctx = Map::new();
    let mut put = |key: &str, value: Value| {
        ctx.insert(key.to_owned(), value);
    };
    if reads.reads("custodied") {
        put("custodied", custodied(conn, tenant, form)?);
    }
    if reads.reads("ownAccounts") {
        let own: Vec<String> = HolderAccount::of_user(conn, &me.user.id)?
            .into_iter()
            .map(|a| a.account_number)
            .chain(HolderAccount::numbers_of_user_companies(conn, &me.user.id)?)
            .collect();
        put("ownAccounts", json!(own));
    }
    if reads.reads("unconfirmedHolders") || reads.reads("accountNumber") {
        let (unconfirmed, current) = holders(conn, me, form)?;
        put("unconfirmedHolders", json!(unconfirmed));
        put("accountNumber", json!(current));
    }
    put("orgType", json!(me.user.org_type));
    put("isCertified", json!(flag(me.user.is_certified)));
    put(
        "isProductCertificateApply",
        json!(flag(me.user.is_product_certified)),
    );
    let of_company = ["company", "account", "cooperationBound", "services"];
    if of_company.iter().any(|k| reads.reads(k)) {
        let company = company_of(conn, me, form)?;
        let mode = me.landing_mode();
        let (account, bound, services) = match &company {
            Some(c) => (
                flag(reads.reads("account") && acts_as_account(conn, me, &c.id)?),
                flag(
                    reads.reads("cooperationBound")
                        && mode == LandingMode::Member
                        && cooperation::is_bound(conn, &me.user.id, &c.id)?,
                ),
                if reads.reads("services") {
                    CompanyService::of_company(conn, &c.id)?
                } else {
                    Vec::new()
                },
            ),
            None => (0, 0, Vec::new()),
        };
        put(
            "company",
            json!(company.as_ref().map(|c| json!({
                "name": c.name,
                "companyType": c.company_type,
                "isRegister": c.is_register,
                "isListing": c.is_listing,
                "showStatus": c.show_status,
                "hitechStatus": c.hitech_status,
                "hasProduct": c.has_product,
            }))),
        );
        put("account", json!(account));
        put("cooperationBound", json!(bound));
        put("services", json!(services));
    }
    if reads.reads("member") {
        put(
            "member",
            json!(cooperation::owned_member(conn, &me.user.id)?),
        );
    }
    let switches = [
        (NEED_REGISTER, "needRegister", true),
        (NEED_LISTING, "needListing", false),
    ];
    for (param, key, default) in switches {
        if reads.reads(key) {
            let set = Param::find(conn, tenant, param)?.map(|p| p.param_value == "1");
            put(key, json!(flag(set.unwrap_or(default))));
        }
    }
    if let Some(source) = source {
        put("source", json!(source));
    }
    Ok(Value::Object(ctx))
}

/// How many of the holders the form and the session name have unconfirmed rights, and the
/// session's current registration account.
fn holders(
    conn: &mut DbConn,
    me: &CurrentUser,
    form: &Value,
) -> Result<(i64, Option<String>), ApiError> {
    let mut numbers: Vec<String> = HOLDER_FIELDS
        .iter()
        .filter_map(|f| text(form, f))
        .map(str::to_owned)
        .collect();
    for table in DECLARATION_TABLES {
        let rows = form.get(table).and_then(Value::as_array);
        numbers.extend(
            rows.into_iter()
                .flatten()
                .filter_map(|row| text(row, "securityAccountNo"))
                .map(str::to_owned),
        );
    }
    let mut current = None;
    if let Some(uuid) = &me.session.current_holder_uuid {
        let own = HolderAccount::find(conn, uuid)?.map(|a| a.account_number);
        numbers.extend(own.clone());
        current = own;
    }
    numbers.sort();
    numbers.dedup();
    let unconfirmed = HolderAccount::count_unconfirmed(conn, &me.user.tenant_id, &numbers)?;
    Ok((unconfirmed, current))
}

/// Whether the applicant acts as one of the enterprise's own accounts (`ctx.account` 1, the
/// listed-company block of 02 §4): the enterprise's user, or an investor whose current
/// registration account is in the enterprise's register.
fn acts_as_account(conn: &mut DbConn, me: &CurrentUser, company: &str) -> Result<bool, ApiError> {
    if me.landing_mode() == LandingMode::Org {
        return Ok(Company::is_bound(conn, &me.user.id, company)?);
    }
    let Some(uuid) = &me.session.current_holder_uuid else {
        return Ok(false);
    };
    Ok(HolderAccount::find(conn, uuid)?.is_some_and(|a| a.company_id.as_deref() == Some(company)))
}

/// The enterprise the business is about: the one the form names (certificate number, else
/// name), else the issuer of the product the form names, else the session's current
/// enterprise, else the user's only one.
fn company_of(
    conn: &mut DbConn,
    me: &CurrentUser,
    form: &Value,
) -> Result<Option<Standing>, ApiError> {
    let tenant = &me.user.tenant_id;
    let (name, number) = (text(form, "name"), text(form, "idNumber"));
    if name.is_some() || number.is_some() {
        if let Some(found) = Standing::named(conn, tenant, name, number)? {
            return Ok(Some(found));
        }
    }
    if let Some(code) = text(form, "productCode") {
        let issuer = Product::find_by_code(conn, tenant, code)?.and_then(|p| p.company_id);
        if let Some(id) = issuer {
            return Ok(Standing::of(conn, &id)?);
        }
    }
    let current = match &me.session.current_company_id {
        Some(id) => Some(id.clone()),
        None => match Company::of_user(conn, &me.user.id)?.as_slice() {
            [only] => Some(only.id.clone()),
            _ => None,
        },
    };
    match current {
        Some(id) => Ok(Standing::of(conn, &id)?),
        None => Ok(None),
    }
}

/// The enterprise a registration form names (by name or certificate number) when it is already
/// in custody: `{name, idTypeName, idNumber}` for the message 该企业【…】已托管, else null.
fn custodied(conn: &mut DbConn, tenant: &str, form: &Value) -> Result<Value, ApiError> {
    let (Some(name), Some(number)) = (text(form, "name"), text(form, "idNumber")) else {
        return Ok(Value::Null);
    };
    let Some(found) = CompanyIdentity::in_custody_named(conn, tenant, name, number)? else {
        return Ok(Value::Null);
    };
    let id_type_name = found.id_type_name(conn, tenant)?;
    Ok(json!({
        "name": found.name,
        "idTypeName": id_type_name,
        "idNumber": found.id_number.unwrap_or_default(),
    }))
}
