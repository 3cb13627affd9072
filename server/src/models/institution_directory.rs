//! The directory of institutional investors (/investmentInstitution): the registration
//! accounts of institutions (organType 1, open) of a tenant held by a certified institutional
//! investor (an `orgholder` user whose 机构投资者认证, 550032, is done), each with what the
//! completed 550032 of its user and 机构投资者登记 (550131) of its account said (category, net
//! assets, legal representative, registered capital, address). Only what a directory shows
//! leaves here: contacts, phones, bank accounts and account numbers stay in the register.

use std::collections::BTreeMap;

use diesel::prelude::*;
use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::{
    clock::Timestamp,
    db::DbConn,
    schema::{applications, holder_accounts, user_holder_accounts, users},
};

/// 机构投资者认证 and 机构投资者登记.
pub const INSTITUTION_APP_IDS: [&str; 2] = ["550032", "550131"];

/// organType of an institution; an open account's status.
const INSTITUTION: i32 = 1;
const OPEN: i32 = 1;

/// The categories of 550032's form (投资者类别).
fn category_name(code: &str) -> Option<&'static str> {
    match code {
        "1" => Some("金融机构"),
        "2" => Some("私募基金管理人"),
        "3" => Some("一般机构投资者"),
        _ => None,
    }
}

/// One completed business of an institution.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InstitutionBusiness {
    pub biz_sn: String,
    pub app_id: String,
    pub biz_type_name: String,
    pub completed_at: Option<Timestamp>,
}

/// An institution of the directory.
#[derive(Clone, Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Institution {
    /// Its registration account's id.
    pub id: String,
    pub name: String,
    /// 统一社会信用代码 (the account's certificate number).
    pub credit_code: Option<String>,
    pub legal_person: Option<String>,
    /// 金融机构, 私募基金管理人 or 一般机构投资者 (550032).
    pub category: Option<String>,
    /// 净资产（万元） of the certification, decimal text.
    pub net_assets: Option<String>,
    /// 注册资本（万元） of the registration, decimal text.
    pub registered_capital: Option<String>,
    pub address: Option<String>,
    /// When its latest business completed.
    pub latest_at: Option<Timestamp>,
    pub businesses: Vec<InstitutionBusiness>,
}

fn field(form: &Map<String, Value>, key: &str) -> Option<String> {
    match form.get(key)? {
        Value::String(s) if !s.trim().is_empty() => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn fill(slot: &mut Option<String>, value: Option<String>) {
    if slot.is_none() {
        *slot = value;
    }
}

/// A completed 550032 or 550131 of the tenant.
struct Completed {
    business: InstitutionBusiness,
    applicant: String,
    holder: Option<String>,
    form: Map<String, Value>,
}

impl Completed {
    fn is_certification(&self) -> bool {
        self.business.app_id == INSTITUTION_APP_IDS[0]
    }

    /// Whether it is a business of this account (held by `user`): the user's certification, or
    /// the registration of this account (by id, or by the certificate number it opened).
    fn concerns(&self, account: &Institution, user: &str) -> bool {
        if self.is_certification() {
            return self.applicant == user;
        }
        self.holder.as_deref() == Some(account.id.as_str())
            || (account.credit_code.is_some()
                && field(&self.form, "idNumber") == account.credit_code)
    }

    /// Fills the entry's blanks (the newest business is read first).
    fn merge_into(&self, entry: &mut Institution) {
        if self.is_certification() {
            fill(&mut entry.legal_person, field(&self.form, "legalPerson"));
            let category = field(&self.form, "investorCategory")
                .and_then(|c| category_name(&c).map(str::to_owned));
            fill(&mut entry.category, category);
            fill(&mut entry.net_assets, field(&self.form, "netAssets"));
        } else {
            fill(&mut entry.legal_person, field(&self.form, "legalName"));
            fill(
                &mut entry.registered_capital,
                field(&self.form, "registeredCapital"),
            );
            fill(&mut entry.address, field(&self.form, "address"));
        }
        if entry.latest_at.is_none() {
            entry.latest_at = self.business.completed_at;
        }
        entry.businesses.push(self.business.clone());
    }
}

fn completed(conn: &mut DbConn, tenant: &str) -> QueryResult<Vec<Completed>> {
    type Row = (
        String,
        String,
        String,
        Option<Timestamp>,
        String,
        String,
        Option<String>,
    );
    let rows: Vec<Row> = applications::table
        .filter(applications::tenant_id.eq(tenant))
        .filter(applications::app_id.eq_any(INSTITUTION_APP_IDS))
        .filter(applications::status.eq("approved"))
        .order((
            applications::completed_at.desc(),
            applications::biz_sn.desc(),
        ))
        .select((
            applications::biz_sn,
            applications::app_id,
            applications::biz_type_name,
            applications::completed_at,
            applications::instance,
            applications::applicant_id,
            applications::holder_uuid,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(
            |(biz_sn, app_id, biz_type_name, completed_at, instance, applicant, holder)| {
                let form = serde_json::from_str::<engine::instance::Instance>(&instance)
                    .ok()?
                    .form;
                Some(Completed {
                    business: InstitutionBusiness {
                        biz_sn,
                        app_id,
                        biz_type_name,
                        completed_at,
                    },
                    applicant,
                    holder,
                    form,
                })
            },
        )
        .collect())
}

impl Institution {
    /// Every institution of the tenant, by name; `key` keeps those whose name or credit code
    /// contains it.
    pub fn all(
        conn: &mut DbConn,
        tenant: &str,
        key: Option<&str>,
    ) -> QueryResult<Vec<Institution>> {
        type Row = (String, String, Option<String>, String);
        let accounts: Vec<Row> = holder_accounts::table
            .inner_join(user_holder_accounts::table.inner_join(users::table))
            .filter(holder_accounts::tenant_id.eq(tenant))
            .filter(holder_accounts::organ_type.eq(INSTITUTION))
            .filter(holder_accounts::holder_account_status.eq(OPEN))
            .filter(users::tenant_id.eq(tenant))
            .filter(users::landing_mode.eq("orgholder"))
            .filter(users::is_certified.eq(true))
            .order((holder_accounts::holder_name, holder_accounts::uuid))
            .select((
                holder_accounts::uuid,
                holder_accounts::holder_name,
                holder_accounts::certificate_no,
                users::id,
            ))
            .load(conn)?;
        let businesses = completed(conn, tenant)?;
        let key = key.map(str::trim).filter(|k| !k.is_empty());
        let mut found: BTreeMap<String, Institution> = BTreeMap::new();
        let mut order = Vec::new();
        for (uuid, name, credit_code, user) in accounts {
            if found.contains_key(&uuid) {
                continue;
            }
            let mut entry = Institution {
                id: uuid.clone(),
                name,
                credit_code,
                ..Institution::default()
            };
            let mine: Vec<&Completed> = businesses
                .iter()
                .filter(|b| b.concerns(&entry, &user))
                .collect();
            for done in mine {
                done.merge_into(&mut entry);
            }
            let wanted = key.is_none_or(|k| {
                entry.name.contains(k)
                    || entry.credit_code.as_deref().is_some_and(|c| c.contains(k))
            });
            if wanted {
                order.push(uuid.clone());
                found.insert(uuid, entry);
            }
        }
        Ok(order
            .into_iter()
            .filter_map(|id| found.remove(&id))
            .collect())
    }
}
