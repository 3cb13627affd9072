//! The bond register (03 §3, issue 18): a bond a filing (550082) records, with its service
//! providers, targeted investors and option clauses. A bond's name and short name are the
//! tenant's once (`bond/checkBondName` asks before the filing, the unique indexes hold it).

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    schema::{bond_investors, bond_options, bond_service_providers, bonds},
};

/// 03 §7 `bondStatus`: filed (550082), the state a filing leaves.
pub const FILED: &str = "1";
/// Open for subscription: the issue filing (550023) was approved.
pub const ISSUING: &str = "2";
/// Issued: the issuance registration (550024) credited the subscribers.
pub const ISSUED: &str = "3";
/// Redeemed: a payment (兑付) redeemed the last of its units.
pub const REDEEMED: &str = "4";

#[derive(Clone, Debug, Insertable, Queryable, Selectable, Serialize, ToSchema)]
#[diesel(table_name = bonds)]
#[serde(rename_all = "camelCase")]
pub struct Bond {
    pub id: String,
    #[serde(skip)]
    pub tenant_id: String,
    pub company_id: String,
    pub application_id: String,
    pub product_code: String,
    pub chinese_name: String,
    pub product_short: Option<String>,
    pub status: String,
    pub raise_begin_date: String,
    pub raise_end_date: String,
    /// Yuan, a whole number.
    pub bond_amount: i64,
    /// Decimal text, yuan.
    pub par_value: String,
    pub price: String,
    pub transaction_base: i64,
    pub buy_min: Option<i64>,
    pub buy_max: Option<i64>,
    pub bond_term: i64,
    pub bond_term_type: String,
    pub rate_begin_date: String,
    pub rate_end_date: String,
    pub fundraising_methods: String,
    pub publish_area: Option<String>,
    pub fund_use_type: String,
    /// The bond's other fields as filed, JSON text.
    #[serde(skip)]
    pub details: String,
    pub filed_at: i64,
    /// Units credited to subscribers at issuance: always the sum of the bond's positions.
    pub issued_units: i64,
}

#[derive(Clone, Debug, Insertable, Queryable, Selectable, Serialize, ToSchema)]
#[diesel(table_name = bond_service_providers)]
#[serde(rename_all = "camelCase")]
pub struct ServiceProvider {
    #[serde(skip)]
    pub bond_id: String,
    pub seq: i32,
    pub is_partner_member: bool,
    pub service_provider_code: Option<String>,
    pub service_provider_name: String,
    pub category_code: String,
    pub fee_currency: Option<String>,
    pub fee_amount: Option<String>,
    pub credit_enhancer_nature: Option<String>,
    pub credit_enhancement_method: Option<String>,
    pub enhancement_rating: Option<String>,
    pub credit_enhancement_ratio: Option<String>,
    pub remark: Option<String>,
}

#[derive(Clone, Debug, Insertable, Queryable, Selectable, Serialize, ToSchema)]
#[diesel(table_name = bond_investors)]
#[serde(rename_all = "camelCase")]
pub struct TargetedInvestor {
    #[serde(skip)]
    pub bond_id: String,
    pub account_uuid: String,
    pub investor_name: String,
    pub investor_cert_no: String,
    pub investor_no: String,
    pub organ_type: i32,
}

#[derive(Clone, Debug, Insertable, Queryable, Selectable, Serialize, ToSchema)]
#[diesel(table_name = bond_options)]
#[serde(rename_all = "camelCase")]
pub struct BondOption {
    #[serde(skip)]
    pub bond_id: String,
    pub seq: i32,
    /// 03 §4: 1 rate, 2 redeem, 3 provision, 4 share conversion.
    pub option_type: String,
    pub option_date: Option<String>,
    pub content: String,
}

/// A bond as filed, with its parties.
pub struct FiledBond {
    pub bond: Bond,
    pub providers: Vec<ServiceProvider>,
    pub investors: Vec<TargetedInvestor>,
    pub options: Vec<BondOption>,
}

impl FiledBond {
    /// The bond as its form row holds it (the filing's fields, the parties as their tables'
    /// rows): what a change (550081) starts from.
    pub fn form_row(&self) -> serde_json::Value {
        use serde_json::{json, Value};
        let mut row = serde_json::from_str::<Value>(&self.bond.details)
            .ok()
            .filter(Value::is_object)
            .unwrap_or_else(|| json!({}));
        row["bondServiceProvidersList"] = self
            .providers
            .iter()
            .map(|p| {
                json!({ "isPartnerMember": if p.is_partner_member { "1" } else { "0" },
                    "serviceProviderCode": p.service_provider_code, "serviceProviderName": p.service_provider_name,
                    "serviceProviderCategoryCode": p.category_code, "feeCurrency": p.fee_currency,
                    "feeAmount": p.fee_amount, "creditEnhancerNature": p.credit_enhancer_nature,
                    "creditEnhancementMethod": p.credit_enhancement_method,
                    "enhancementProviderRating": p.enhancement_rating,
                    "creditEnhancementRadio": p.credit_enhancement_ratio, "remark": p.remark })
            })
            .collect();
        row["investorsList"] = self
            .investors
            .iter()
            .map(|i| {
                json!({ "shareHolderId": i.account_uuid, "investorName": i.investor_name,
                    "investorCertNo": i.investor_cert_no, "investorNo": i.investor_no,
                    "organType": i.organ_type.to_string() })
            })
            .collect();
        row["bondOptionList"] = self
            .options
            .iter()
            .map(|o| json!({ "optionType": o.option_type, "optionDate": o.option_date, "optionContent": o.content }))
            .collect();
        strip_nulls(&mut row);
        row
    }

    /// Replaces the bond of the same id, its parties with it (a change before its issue).
    pub fn replace(&self, conn: &mut DbConn) -> QueryResult<()> {
        let id = &self.bond.id;
        diesel::delete(
            bond_service_providers::table.filter(bond_service_providers::bond_id.eq(id)),
        )
        .execute(conn)?;
        diesel::delete(bond_investors::table.filter(bond_investors::bond_id.eq(id)))
            .execute(conn)?;
        diesel::delete(bond_options::table.filter(bond_options::bond_id.eq(id))).execute(conn)?;
        diesel::delete(bonds::table.filter(bonds::id.eq(id))).execute(conn)?;
        self.insert(conn)
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(bonds::table)
            .values(&self.bond)
            .execute(conn)?;
        // one row a statement: the multi-backend connection has no batch insert
        for p in &self.providers {
            diesel::insert_into(bond_service_providers::table)
                .values(p)
                .execute(conn)?;
        }
        for i in &self.investors {
            diesel::insert_into(bond_investors::table)
                .values(i)
                .execute(conn)?;
        }
        for o in &self.options {
            diesel::insert_into(bond_options::table)
                .values(o)
                .execute(conn)?;
        }
        Ok(())
    }
}

/// Drops the keys whose value is null from every object of the row (a cell left empty is
/// absent from a form, never null).
fn strip_nulls(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Object(map) => {
            map.retain(|_, v| !v.is_null());
            map.values_mut().for_each(strip_nulls);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(strip_nulls),
        _ => {}
    }
}

impl Bond {
    /// Whether another bond of the tenant than `except` has this name or short name.
    pub fn name_taken_by_other(
        conn: &mut DbConn,
        tenant: &str,
        name: &str,
        except: &str,
    ) -> QueryResult<bool> {
        let n: i64 = bonds::table
            .filter(bonds::tenant_id.eq(tenant))
            .filter(bonds::id.ne(except))
            .filter(
                bonds::chinese_name
                    .eq(name)
                    .or(bonds::product_short.eq(name)),
            )
            .count()
            .get_result(conn)?;
        Ok(n > 0)
    }

    /// Whether the tenant has a bond of this name or short name (either compared with both:
    /// a short name may not repeat another bond's name).
    pub fn name_taken(conn: &mut DbConn, tenant: &str, name: &str) -> QueryResult<bool> {
        let n: i64 = bonds::table
            .filter(bonds::tenant_id.eq(tenant))
            .filter(
                bonds::chinese_name
                    .eq(name)
                    .or(bonds::product_short.eq(name)),
            )
            .count()
            .get_result(conn)?;
        Ok(n > 0)
    }

    /// The next product code of the tenant's bonds: B and six digits.
    pub fn next_code(conn: &mut DbConn, tenant: &str) -> QueryResult<String> {
        let n: i64 = bonds::table
            .filter(bonds::tenant_id.eq(tenant))
            .count()
            .get_result(conn)?;
        Ok(format!("B{:06}", n + 1))
    }

    pub fn of_company(conn: &mut DbConn, tenant: &str, company: &str) -> QueryResult<Vec<Bond>> {
        bonds::table
            .filter(bonds::tenant_id.eq(tenant))
            .filter(bonds::company_id.eq(company))
            .order(bonds::product_code)
            .select(Bond::as_select())
            .load(conn)
    }

    pub fn of_application(conn: &mut DbConn, application: &str) -> QueryResult<Vec<Bond>> {
        bonds::table
            .filter(bonds::application_id.eq(application))
            .order(bonds::product_code)
            .select(Bond::as_select())
            .load(conn)
    }

    pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<Bond>> {
        bonds::table
            .filter(bonds::tenant_id.eq(tenant))
            .filter(bonds::id.eq(id))
            .select(Bond::as_select())
            .first(conn)
            .optional()
    }

    /// Moves the bond from one status to the next; false when it was no longer in `from`
    /// (another application moved it first).
    pub fn advance(conn: &mut DbConn, id: &str, from: &str, to: &str) -> QueryResult<bool> {
        let n = diesel::update(
            bonds::table
                .filter(bonds::id.eq(id))
                .filter(bonds::status.eq(from)),
        )
        .set(bonds::status.eq(to))
        .execute(conn)?;
        Ok(n == 1)
    }

    /// Marks an issuing bond issued with the units its subscribers were credited.
    pub fn mark_issued(conn: &mut DbConn, id: &str, units: i64) -> QueryResult<bool> {
        let n = diesel::update(
            bonds::table
                .filter(bonds::id.eq(id))
                .filter(bonds::status.eq(ISSUING)),
        )
        .set((bonds::status.eq(ISSUED), bonds::issued_units.eq(units)))
        .execute(conn)?;
        Ok(n == 1)
    }

    /// Takes redeemed units from an issued bond's issued units (its positions were debited as
    /// much), marking it redeemed when none remain; false when it was no longer issued or held
    /// fewer.
    pub fn redeem(conn: &mut DbConn, id: &str, units: i64) -> QueryResult<bool> {
        let n = diesel::update(
            bonds::table
                .filter(bonds::id.eq(id))
                .filter(bonds::status.eq(ISSUED))
                .filter(bonds::issued_units.ge(units)),
        )
        .set(bonds::issued_units.eq(bonds::issued_units - units))
        .execute(conn)?;
        if n == 1 {
            diesel::update(
                bonds::table
                    .filter(bonds::id.eq(id))
                    .filter(bonds::issued_units.eq(0)),
            )
            .set(bonds::status.eq(REDEEMED))
            .execute(conn)?;
        }
        Ok(n == 1)
    }

    /// The tenant's bonds in a status whose issuers are among `companies` (every issuer when
    /// `None`: staff).
    pub fn in_status(
        conn: &mut DbConn,
        tenant: &str,
        status: &str,
        companies: Option<&[String]>,
    ) -> QueryResult<Vec<Bond>> {
        let mut query = bonds::table
            .filter(bonds::tenant_id.eq(tenant))
            .filter(bonds::status.eq(status))
            .order(bonds::product_code)
            .select(Bond::as_select())
            .into_boxed();
        if let Some(ids) = companies {
            query = query.filter(bonds::company_id.eq_any(ids));
        }
        query.load(conn)
    }

    /// The accounts (uuids) of the bond's targeted investors.
    pub fn investor_accounts(&self, conn: &mut DbConn) -> QueryResult<Vec<String>> {
        bond_investors::table
            .filter(bond_investors::bond_id.eq(&self.id))
            .order(bond_investors::investor_no)
            .select(bond_investors::account_uuid)
            .load(conn)
    }

    pub fn parties(self, conn: &mut DbConn) -> QueryResult<FiledBond> {
        let providers = bond_service_providers::table
            .filter(bond_service_providers::bond_id.eq(&self.id))
            .order(bond_service_providers::seq)
            .select(ServiceProvider::as_select())
            .load(conn)?;
        let investors = bond_investors::table
            .filter(bond_investors::bond_id.eq(&self.id))
            .order(bond_investors::investor_no)
            .select(TargetedInvestor::as_select())
            .load(conn)?;
        let options = bond_options::table
            .filter(bond_options::bond_id.eq(&self.id))
            .order(bond_options::seq)
            .select(BondOption::as_select())
            .load(conn)?;
        Ok(FiledBond {
            bond: self,
            providers,
            investors,
            options,
        })
    }
}
