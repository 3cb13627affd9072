//! An enterprise's electronic seals (电子印章) registered with the e-contract provider.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{clock::Timestamp, db::DbConn, schema::company_seals};

/// A seal stamps contracts.
pub const ENABLED: i32 = 1;
/// A seal kept but stamping nothing.
pub const DISABLED: i32 = 0;

#[derive(Clone, Debug, Queryable, Selectable, Insertable, Serialize, ToSchema)]
#[diesel(table_name = company_seals)]
#[serde(rename_all = "camelCase")]
pub struct CompanySeal {
    pub id: String,
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub tenant_id: String,
    pub company_id: String,
    pub seal_name: String,
    /// 1 公章, 2 合同专用章, 3 财务专用章, 4 法定代表人名章.
    pub seal_type: String,
    /// The seal's image, an attachment of the tenant.
    pub attach_id: String,
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub signer_id: String,
    /// The provider's id of the seal.
    pub provider_seal_id: String,
    /// 1 enabled, 0 disabled.
    pub status: i32,
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub created_by: String,
    /// Unix seconds.
    pub created_at: i64,
    pub updated_at: i64,
}

impl CompanySeal {
    pub fn of_company(conn: &mut DbConn, company_id: &str) -> QueryResult<Vec<CompanySeal>> {
        company_seals::table
            .filter(company_seals::company_id.eq(company_id))
            .order((company_seals::created_at, company_seals::id))
            .select(CompanySeal::as_select())
            .load(conn)
    }

    /// The tenant's seal `id`.
    pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<CompanySeal>> {
        company_seals::table
            .find(id)
            .filter(company_seals::tenant_id.eq(tenant))
            .select(CompanySeal::as_select())
            .first(conn)
            .optional()
    }

    pub fn name_taken(conn: &mut DbConn, company_id: &str, name: &str) -> QueryResult<bool> {
        let n: i64 = company_seals::table
            .filter(company_seals::company_id.eq(company_id))
            .filter(company_seals::seal_name.eq(name))
            .count()
            .get_result(conn)?;
        Ok(n > 0)
    }

    /// An organisation signer the enterprise's seals were registered under, if any.
    pub fn signer_of(conn: &mut DbConn, company_id: &str) -> QueryResult<Option<String>> {
        company_seals::table
            .filter(company_seals::company_id.eq(company_id))
            .select(company_seals::signer_id)
            .first(conn)
            .optional()
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(company_seals::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }

    pub fn set_status(conn: &mut DbConn, id: &str, status: i32, at: Timestamp) -> QueryResult<()> {
        diesel::update(company_seals::table.find(id))
            .set((
                company_seals::status.eq(status),
                company_seals::updated_at.eq(at),
            ))
            .execute(conn)
            .map(drop)
    }
}
