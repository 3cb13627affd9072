use diesel::prelude::*;

use crate::{
    db::DbConn,
    schema::{holder_accounts, user_holder_accounts},
};

/// organType of a holder that is an investment product.
pub const PRODUCT_HOLDER: i32 = 3;

/// A registration account (登记账号) of a holder.
#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = holder_accounts)]
pub struct HolderAccount {
    pub uuid: String,
    pub tenant_id: String,
    pub account_number: String,
    pub holder_name: String,
    /// 1 institution, 2 person, 3 product.
    pub organ_type: i32,
    /// For a product holder (organType 3): the product that holds.
    pub organ_type_id: Option<String>,
    /// 0 not opened, 1 normal, 2 closed, 3 frozen.
    pub holder_account_status: i32,
    /// 1 = the investor's qualification has expired.
    pub investor_expire_status: i32,
    pub company_id: Option<String>,
    pub product_id: Option<String>,
}

impl HolderAccount {
    pub fn find(conn: &mut DbConn, uuid: &str) -> QueryResult<Option<HolderAccount>> {
        holder_accounts::table
            .find(uuid)
            .select(HolderAccount::as_select())
            .first(conn)
            .optional()
    }

    pub fn of_user(conn: &mut DbConn, user_id: &str) -> QueryResult<Vec<HolderAccount>> {
        user_holder_accounts::table
            .inner_join(holder_accounts::table)
            .filter(user_holder_accounts::user_id.eq(user_id))
            .order(holder_accounts::account_number)
            .select(HolderAccount::as_select())
            .load(conn)
    }

    pub fn bound_to_user(
        conn: &mut DbConn,
        user_id: &str,
        uuid: &str,
    ) -> QueryResult<Option<HolderAccount>> {
        user_holder_accounts::table
            .inner_join(holder_accounts::table)
            .filter(user_holder_accounts::user_id.eq(user_id))
            .filter(holder_accounts::uuid.eq(uuid))
            .select(HolderAccount::as_select())
            .first(conn)
            .optional()
    }

    /// The product a switch to this account makes current: for a product holder
    /// (organType 3) the product that holds, otherwise the product the account holds in.
    pub fn current_product(&self) -> Option<&str> {
        if self.organ_type == PRODUCT_HOLDER {
            self.organ_type_id.as_deref()
        } else {
            self.product_id.as_deref()
        }
    }
}

impl HolderAccount {
    pub fn find_by_number(
        conn: &mut DbConn,
        tenant: &str,
        number: &str,
    ) -> QueryResult<Option<HolderAccount>> {
        holder_accounts::table
            .filter(holder_accounts::tenant_id.eq(tenant))
            .filter(holder_accounts::account_number.eq(number))
            .select(HolderAccount::as_select())
            .first(conn)
            .optional()
    }

    /// The next free account number of a kind: the organType's digit and nine digits
    /// (1… institutions, 2… persons, 3… products), one after the highest in use.
    pub fn next_number(conn: &mut DbConn, tenant: &str, organ_type: i32) -> QueryResult<String> {
        let prefix = organ_type.clamp(1, 3).to_string();
        let numbers: Vec<String> = holder_accounts::table
            .filter(holder_accounts::tenant_id.eq(tenant))
            .filter(holder_accounts::account_number.like(format!("{prefix}%")))
            .select(holder_accounts::account_number)
            .load(conn)?;
        let highest = numbers
            .iter()
            .filter_map(|n| n[1..].parse::<u64>().ok())
            .max()
            .unwrap_or(0);
        Ok(format!("{prefix}{:09}", highest + 1))
    }
}
