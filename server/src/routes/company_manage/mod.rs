//! 企业信息管理 (01 §2 `/companyAdmin/companyManage1|2/detail|edit/{id}`,
//! `/gpcpglManagenment/detail|edit/{id}`): staff read an enterprise in custody (1) or listed
//! (2) with its listing and products, and the administrator corrects the columns a business
//! does not own (short name, labels, industry, city and district; a listed product's short
//! name and the listing's sectors), each change audited in its transaction.

pub mod detail;
pub mod listed_product_detail;
pub mod listed_product_submit;
pub mod submit;
pub mod support;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(detail::company_manage_detail)
        .service(submit::company_manage_submit)
        .service(listed_product_detail::listed_product_detail)
        .service(listed_product_submit::listed_product_submit);
}
