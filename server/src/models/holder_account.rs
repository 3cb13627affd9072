use diesel::prelude::*;

use std::collections::HashMap;

use crate::{
    db::DbConn,
    models::{starting_with, LIKE_ESCAPE},
    schema::{holder_accounts, user_companies, user_holder_accounts},
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

    /// The tenant's accounts with these numbers, in one query.
    pub fn find_by_numbers(
        conn: &mut DbConn,
        tenant: &str,
        numbers: &[&str],
    ) -> QueryResult<Vec<HolderAccount>> {
        holder_accounts::table
            .filter(holder_accounts::tenant_id.eq(tenant))
            .filter(holder_accounts::account_number.eq_any(numbers))
            .select(HolderAccount::as_select())
            .load(conn)
    }

    /// The next free account number of a kind: the organType's digit and nine digits
    /// (1… institutions, 2… persons, 3… products), one after the highest in use.
    pub fn next_number(conn: &mut DbConn, tenant: &str, organ_type: i32) -> QueryResult<String> {
        let prefix = organ_type.clamp(1, 3).to_string();
        let numbers: Vec<String> = holder_accounts::table
            .filter(holder_accounts::tenant_id.eq(tenant))
            .filter(
                holder_accounts::account_number
                    .like(starting_with(&prefix))
                    .escape(LIKE_ESCAPE),
            )
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

impl HolderAccount {
    /// How many of the tenant's accounts with these numbers still await their rights'
    /// confirmation.
    pub fn count_unconfirmed(
        conn: &mut DbConn,
        tenant: &str,
        numbers: &[String],
    ) -> QueryResult<i64> {
        holder_accounts::table
            .filter(holder_accounts::tenant_id.eq(tenant))
            .filter(holder_accounts::account_number.eq_any(numbers))
            .filter(holder_accounts::rights_confirmed.eq(false))
            .count()
            .get_result(conn)
    }

    /// The numbers of the institution accounts of the enterprises a user is bound to.
    pub fn numbers_of_user_companies(conn: &mut DbConn, user_id: &str) -> QueryResult<Vec<String>> {
        holder_accounts::table
            .inner_join(
                user_companies::table.on(user_companies::company_id
                    .nullable()
                    .eq(holder_accounts::company_id)),
            )
            .filter(user_companies::user_id.eq(user_id))
            .filter(holder_accounts::organ_type.eq(1))
            .select(holder_accounts::account_number)
            .load(conn)
    }

    /// The holders' names of the tenant's accounts among `numbers`, by number.
    pub fn names_by_number(
        conn: &mut DbConn,
        tenant: &str,
        numbers: &[String],
    ) -> QueryResult<HashMap<String, String>> {
        let pairs: Vec<(String, String)> = holder_accounts::table
            .filter(holder_accounts::tenant_id.eq(tenant))
            .filter(holder_accounts::account_number.eq_any(numbers))
            .select((
                holder_accounts::account_number,
                holder_accounts::holder_name,
            ))
            .load(conn)?;
        Ok(pairs.into_iter().collect())
    }

    /// The number of an account of this holder (by name and certificate number) that is not
    /// closed: not opened, normal or frozen.
    pub fn unclosed_number_of(
        conn: &mut DbConn,
        tenant: &str,
        holder_name: &str,
        certificate_no: &str,
    ) -> QueryResult<Option<String>> {
        holder_accounts::table
            .filter(holder_accounts::tenant_id.eq(tenant))
            .filter(holder_accounts::certificate_no.eq(certificate_no))
            .filter(holder_accounts::holder_name.eq(holder_name))
            .filter(holder_accounts::holder_account_status.eq_any([0, 1, 3]))
            .select(holder_accounts::account_number)
            .first(conn)
            .optional()
    }

    /// Binds an account to a user.
    pub fn bind_user(conn: &mut DbConn, user_id: &str, uuid: &str) -> QueryResult<()> {
        diesel::insert_into(user_holder_accounts::table)
            .values((
                user_holder_accounts::user_id.eq(user_id),
                user_holder_accounts::holder_uuid.eq(uuid),
            ))
            .execute(conn)?;
        Ok(())
    }
}

/// Who holds an account, as the register tells holders apart (02 §3).
#[derive(Debug, Insertable)]
#[diesel(table_name = holder_accounts)]
pub struct HolderIdentity<'a> {
    pub tenant_id: &'a str,
    pub holder_name: &'a str,
    /// 1 institution, 2 person, 3 product.
    pub organ_type: i32,
    pub cert_type: Option<&'a str>,
    pub certificate_no: &'a str,
}

impl HolderIdentity<'_> {
    /// The uuid of this holder's normal (status 1) account.
    pub fn open_account(&self, conn: &mut DbConn) -> QueryResult<Option<String>> {
        holder_accounts::table
            .filter(holder_accounts::tenant_id.eq(self.tenant_id))
            .filter(holder_accounts::organ_type.eq(self.organ_type))
            .filter(holder_accounts::holder_name.eq(self.holder_name))
            .filter(holder_accounts::cert_type.eq(self.cert_type))
            .filter(holder_accounts::certificate_no.eq(self.certificate_no))
            .filter(holder_accounts::holder_account_status.eq(1))
            .select(holder_accounts::uuid)
            .first(conn)
            .optional()
    }

    /// Opens a normal account for this holder under the next free number of its kind;
    /// `rights_confirmed` says whether its rights are already confirmed. Answers its uuid
    /// and number.
    pub fn open(&self, conn: &mut DbConn, rights_confirmed: bool) -> QueryResult<(String, String)> {
        let uuid = uuid::Uuid::new_v4().to_string();
        let number = HolderAccount::next_number(conn, self.tenant_id, self.organ_type)?;
        diesel::insert_into(holder_accounts::table)
            .values((
                holder_accounts::uuid.eq(&uuid),
                holder_accounts::account_number.eq(&number),
                holder_accounts::holder_account_status.eq(1),
                holder_accounts::investor_expire_status.eq(0),
                holder_accounts::rights_confirmed.eq(rights_confirmed),
                self,
            ))
            .execute(conn)?;
        Ok((uuid, number))
    }
}

/// The register's changes to an account itself (not its positions).
impl HolderAccount {
    /// The account's certificate (type, number), as registered.
    pub fn certificate(
        conn: &mut DbConn,
        uuid: &str,
    ) -> QueryResult<(Option<String>, Option<String>)> {
        holder_accounts::table
            .find(uuid)
            .select((holder_accounts::cert_type, holder_accounts::certificate_no))
            .first(conn)
    }

    pub fn change_identity(
        conn: &mut DbConn,
        uuid: &str,
        name: &str,
        cert_type: &str,
        certificate_no: &str,
    ) -> QueryResult<()> {
        diesel::update(holder_accounts::table.find(uuid))
            .set((
                holder_accounts::holder_name.eq(name),
                holder_accounts::cert_type.eq(cert_type),
                holder_accounts::certificate_no.eq(certificate_no),
            ))
            .execute(conn)
            .map(|_| ())
    }

    /// Moves the account from status `from` to `to`; false when it was not at `from`.
    pub fn move_status(conn: &mut DbConn, uuid: &str, from: &[i32], to: i32) -> QueryResult<bool> {
        let changed = diesel::update(
            holder_accounts::table
                .find(uuid)
                .filter(holder_accounts::holder_account_status.eq_any(from)),
        )
        .set(holder_accounts::holder_account_status.eq(to))
        .execute(conn)?;
        Ok(changed == 1)
    }

    pub fn confirm_rights(conn: &mut DbConn, uuid: &str) -> QueryResult<()> {
        diesel::update(holder_accounts::table.find(uuid))
            .set(holder_accounts::rights_confirmed.eq(true))
            .execute(conn)
            .map(|_| ())
    }
}

impl HolderAccount {
    /// Whether the holder's rights are confirmed (comfirm = 1).
    pub fn rights_confirmed(conn: &mut DbConn, uuid: &str) -> QueryResult<bool> {
        holder_accounts::table
            .find(uuid)
            .select(holder_accounts::rights_confirmed)
            .first(conn)
    }
}
