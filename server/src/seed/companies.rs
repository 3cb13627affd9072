//! The rows of enterprises and of the products they issue (or that hold shares). A field left
//! out of a fixture (`None`) takes the column's default.

use diesel::prelude::*;
use serde::Deserialize;

use crate::schema::{companies, products};

#[derive(Default, Deserialize, Insertable)]
#[diesel(table_name = companies)]
pub struct CompanyRow {
    pub id: String,
    pub tenant_id: String,
    pub name: String,
    pub short_name: Option<String>,
    pub code: Option<String>,
    pub company_type: Option<i32>,
    pub industry_code: Option<String>,
    pub registered_capital_fen: Option<i64>,
    pub register_date: Option<String>,
    pub custody_date: Option<String>,
    pub id_type: Option<String>,
    pub id_number: Option<String>,
    pub label_name: Option<String>,
    pub city_code: Option<String>,
    pub district_code: Option<String>,
    pub specialised_level: Option<String>,
}

#[derive(Deserialize, Insertable)]
#[diesel(table_name = products)]
pub struct ProductRow {
    pub id: String,
    pub tenant_id: String,
    pub company_id: Option<String>,
    pub product_code: String,
    pub name: String,
    pub face_value: Option<String>,
    pub total_shares: Option<i64>,
}
