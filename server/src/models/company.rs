use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    models::dictionary::DictEntry,
    schema::{companies, user_companies},
};

/// An enterprise's row in the platform's register (its registered document left out): what
/// the subject calls answer (camelCase, the tenant left out) and what the seed's fixtures
/// write (snake_case, a field left out taking the column's default).
#[derive(Debug, Default, Deserialize, Insertable, Queryable, Selectable, Serialize, ToSchema)]
#[diesel(table_name = companies)]
#[serde(rename_all(serialize = "camelCase"))]
pub struct CompanyRecord {
    pub id: String,
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub tenant_id: String,
    pub name: String,
    pub short_name: Option<String>,
    /// The code of its equity product, once in custody.
    pub code: Option<String>,
    /// The companyType dictionary: 1 有限责任公司, 2 股份有限公司, 3 有限合伙企业.
    pub company_type: Option<i32>,
    /// A GB/T 4754 section.
    pub industry_code: Option<String>,
    /// In fen (hundredths of a yuan).
    pub registered_capital_fen: Option<i64>,
    /// YYYY-MM-DD, as the dates below.
    pub register_date: Option<String>,
    /// Set once the enterprise is in custody; none for one only on display.
    pub custody_date: Option<String>,
    /// A key of `organTypeValidator` (11 统一社会信用代码).
    pub id_type: Option<String>,
    pub id_number: Option<String>,
    /// Comma-separated.
    pub label_name: Option<String>,
    /// GB/T 2260 codes.
    pub city_code: Option<String>,
    pub district_code: Option<String>,
    pub specialised_level: Option<String>,
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = companies)]
pub struct Company {
    pub id: String,
    pub tenant_id: String,
    pub name: String,
    pub short_name: Option<String>,
    pub code: Option<String>,
}

impl Company {
    pub fn find(conn: &mut DbConn, id: &str) -> QueryResult<Option<Company>> {
        companies::table
            .find(id)
            .select(Company::as_select())
            .first(conn)
            .optional()
    }

    /// The enterprises a user is bound to, in name order.
    pub fn of_user(conn: &mut DbConn, user_id: &str) -> QueryResult<Vec<Company>> {
        user_companies::table
            .inner_join(companies::table)
            .filter(user_companies::user_id.eq(user_id))
            .order(companies::name)
            .select(Company::as_select())
            .load(conn)
    }

    /// The enterprise, if `user_id` is bound to it.
    pub fn bound_to_user(
        conn: &mut DbConn,
        user_id: &str,
        company_id: &str,
    ) -> QueryResult<Option<Company>> {
        user_companies::table
            .inner_join(companies::table)
            .filter(user_companies::user_id.eq(user_id))
            .filter(companies::id.eq(company_id))
            .select(Company::as_select())
            .first(conn)
            .optional()
    }
}

/// How the register names an enterprise, and whether it is in custody.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = companies)]
pub struct CompanyIdentity {
    pub id: String,
    pub name: String,
    /// A key of the dictionary `organTypeValidator`.
    pub id_type: Option<String>,
    pub id_number: Option<String>,
    /// Set once the enterprise is in custody.
    pub custody_date: Option<String>,
}

/// The tenant's enterprises with this name or this certificate number.
#[diesel::dsl::auto_type(no_type_alias)]
fn named<'a>(tenant: &'a str, name: &'a str, id_number: &'a str) -> _ {
    companies::table
        .filter(companies::tenant_id.eq(tenant))
        .filter(
            companies::name
                .eq(name)
                .or(companies::id_number.eq(id_number)),
        )
}

impl CompanyIdentity {
    /// The tenant's enterprise with this name or this certificate number.
    pub fn named(
        conn: &mut DbConn,
        tenant: &str,
        name: &str,
        id_number: &str,
    ) -> QueryResult<Option<CompanyIdentity>> {
        named(tenant, name, id_number)
            .select(CompanyIdentity::as_select())
            .first(conn)
            .optional()
    }

    /// The tenant's enterprise in custody with this name or this certificate number.
    pub fn in_custody_named(
        conn: &mut DbConn,
        tenant: &str,
        name: &str,
        id_number: &str,
    ) -> QueryResult<Option<CompanyIdentity>> {
        let matching: Vec<CompanyIdentity> = named(tenant, name, id_number)
            .select(CompanyIdentity::as_select())
            .load(conn)?;
        Ok(matching.into_iter().find(|c| c.custody_date.is_some()))
    }

    /// The certificate type as the dictionary names it, else its key (empty when none).
    pub fn id_type_name(&self, conn: &mut DbConn, tenant: &str) -> QueryResult<String> {
        let name = match &self.id_type {
            Some(key) => DictEntry::value_of(conn, tenant, "organTypeValidator", key)?,
            None => None,
        };
        Ok(name.or_else(|| self.id_type.clone()).unwrap_or_default())
    }
}

/// What a registration writes of the enterprise it takes into custody.
#[derive(Debug, AsChangeset, Insertable)]
#[diesel(table_name = companies, treat_none_as_null = true)]
pub struct Custody<'a> {
    pub short_name: Option<&'a str>,
    pub code: &'a str,
    pub company_type: Option<i32>,
    pub registered_capital_fen: Option<i64>,
    /// The day it is taken into custody.
    pub custody_date: &'a str,
    pub id_type: &'a str,
    pub id_number: &'a str,
    /// The registration form as JSON.
    pub register_doc: &'a str,
}

impl Custody<'_> {
    /// Takes a known enterprise into custody.
    pub fn update(&self, conn: &mut DbConn, id: &str) -> QueryResult<()> {
        diesel::update(companies::table.find(id))
            .set(self)
            .execute(conn)?;
        Ok(())
    }

    /// Records an enterprise's 注册日期 (the 成立日期 its registration names), which the public
    /// showcase cards show.
    pub fn set_register_date(conn: &mut DbConn, id: &str, date: &str) -> QueryResult<()> {
        diesel::update(companies::table.find(id))
            .set(companies::register_date.eq(date))
            .execute(conn)?;
        Ok(())
    }

    /// Takes a new enterprise into custody; answers its id.
    pub fn insert(
        &self,
        conn: &mut DbConn,
        tenant: &str,
        name: &str,
        register_date: Option<&str>,
    ) -> QueryResult<String> {
        let id = uuid::Uuid::new_v4().to_string();
        diesel::insert_into(companies::table)
            .values((
                companies::id.eq(&id),
                companies::tenant_id.eq(tenant),
                companies::name.eq(name),
                companies::register_date.eq(register_date),
                self,
            ))
            .execute(conn)?;
        Ok(id)
    }
}

impl Company {
    /// Binds a user to an enterprise, unless already bound.
    pub fn bind_user(conn: &mut DbConn, user_id: &str, company_id: &str) -> QueryResult<()> {
        if !Company::is_bound(conn, user_id, company_id)? {
            diesel::insert_into(user_companies::table)
                .values((
                    user_companies::user_id.eq(user_id),
                    user_companies::company_id.eq(company_id),
                ))
                .execute(conn)?;
        }
        Ok(())
    }

    /// Whether a user is bound to an enterprise.
    pub fn is_bound(conn: &mut DbConn, user_id: &str, company_id: &str) -> QueryResult<bool> {
        let bound: i64 = user_companies::table
            .filter(user_companies::user_id.eq(user_id))
            .filter(user_companies::company_id.eq(company_id))
            .count()
            .get_result(conn)?;
        Ok(bound > 0)
    }
}

/// What an approved change of an enterprise's dossier writes of its columns (the queried facts)
/// and its latest document.
#[derive(Debug, AsChangeset)]
#[diesel(table_name = companies, treat_none_as_null = true)]
pub struct DossierColumns<'a> {
    pub name: &'a str,
    pub short_name: Option<&'a str>,
    pub company_type: Option<i32>,
    pub registered_capital_fen: Option<i64>,
    pub register_date: Option<&'a str>,
    pub register_doc: &'a str,
}

impl DossierColumns<'_> {
    pub fn update(&self, conn: &mut DbConn, id: &str) -> QueryResult<()> {
        diesel::update(companies::table.find(id))
            .set(self)
            .execute(conn)?;
        Ok(())
    }
}

/// Whether another enterprise of the tenant already has this name.
pub fn name_taken(conn: &mut DbConn, tenant: &str, name: &str, except: &str) -> QueryResult<bool> {
    let others: i64 = companies::table
        .filter(companies::tenant_id.eq(tenant))
        .filter(companies::name.eq(name))
        .filter(companies::id.ne(except))
        .count()
        .get_result(conn)?;
    Ok(others > 0)
}
