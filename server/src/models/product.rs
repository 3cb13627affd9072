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
