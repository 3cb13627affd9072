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
    /// The companyType dictionary: 1 有限责任公司, 2 股份有限公司, 3 有限合伙企业.
    pub company_type: Option<i32>,
    /// A GB/T 4754 section.
    pub industry_code: Option<String>,
    pub registered_capital_fen: Option<i64>,
    /// YYYY-MM-DD, as the dates below.
    pub register_date: Option<String>,
    /// None for an enterprise only on display.
    pub custody_date: Option<String>,
    /// The organTypeValidator dictionary (11 统一社会信用代码) and the number.
    pub id_type: Option<String>,
    pub id_number: Option<String>,
    /// Comma-separated.
    pub label_name: Option<String>,
    /// GB/T 2260 codes.
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
    /// None: the column's default, 1.
    pub face_value: Option<String>,
    /// None: the column's default, 0.
    pub total_shares: Option<i64>,
}
