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
