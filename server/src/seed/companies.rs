//! The rows of enterprises and of the products they issue (or that hold shares). A field left
//! out of a fixture (`None`) takes the column's default.

use diesel::prelude::*;
use serde::Deserialize;

use crate::schema::products;

#[derive(Deserialize, Insertable)]
#[diesel(table_name = products)]
pub struct ProductRow {
    pub id: String,
    pub tenant_id: String,
    pub company_id: Option<String>,
    pub product_code: String,
    pub name: String,
    /// None: the column's default, 1.
    pub face_value: Option<String>,
    /// None: the column's default, 0.
    pub total_shares: Option<i64>,
}
