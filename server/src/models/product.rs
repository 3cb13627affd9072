use diesel::prelude::*;

use crate::{db::DbConn, schema::products};

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = products)]
pub struct Product {
    pub id: String,
    pub tenant_id: String,
    pub company_id: Option<String>,
    pub product_code: String,
    pub name: String,
}

impl Product {
    pub fn find(conn: &mut DbConn, id: &str) -> QueryResult<Option<Product>> {
        products::table
            .find(id)
            .select(Product::as_select())
            .first(conn)
            .optional()
    }
}

impl Product {
    pub fn find_by_code(
        conn: &mut DbConn,
        tenant: &str,
        code: &str,
    ) -> QueryResult<Option<Product>> {
        products::table
            .filter(products::tenant_id.eq(tenant))
            .filter(products::product_code.eq(code))
            .select(Product::as_select())
            .first(conn)
            .optional()
    }
}

impl Product {
    /// The face value (decimal text) of the tenant's product with this code.
    pub fn face_value_by_code(
        conn: &mut DbConn,
        tenant: &str,
        code: &str,
    ) -> QueryResult<Option<String>> {
        products::table
            .filter(products::tenant_id.eq(tenant))
            .filter(products::product_code.eq(code))
            .select(products::face_value)
            .first(conn)
            .optional()
    }
}

/// The equity product of an enterprise taken into custody.
#[derive(Debug, Insertable)]
#[diesel(table_name = products)]
pub struct NewProduct<'a> {
    pub id: &'a str,
    pub tenant_id: &'a str,
    pub company_id: &'a str,
    pub product_code: &'a str,
    pub name: &'a str,
    /// Decimal text, normalised.
    pub face_value: String,
    pub total_shares: i64,
}

impl NewProduct<'_> {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(products::table)
            .values(self)
            .execute(conn)?;
        Ok(())
    }
}

impl Product {
    /// The product's total shares as the register states it.
    pub fn total_shares(conn: &mut DbConn, id: &str) -> QueryResult<i64> {
        products::table
            .find(id)
            .select(products::total_shares)
            .first(conn)
    }

    /// Changes the total shares by `delta` (a capital increase or decrease).
    pub fn add_to_total(conn: &mut DbConn, id: &str, delta: i64) -> QueryResult<()> {
        diesel::update(products::table.find(id))
            .set(products::total_shares.eq(products::total_shares + delta))
            .execute(conn)
            .map(|_| ())
    }

    pub fn set_face_value(conn: &mut DbConn, id: &str, face_value: &str) -> QueryResult<()> {
        diesel::update(products::table.find(id))
            .set(products::face_value.eq(face_value))
            .execute(conn)
            .map(|_| ())
    }
}
