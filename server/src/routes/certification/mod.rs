//! The first certifications as the screens ask after them (01 §4, §7; issue 21 item 5):
//! whether a certification application is already under way, whether the user is certified
//! for the current enterprise, and the current enterprise's certificate type and product.

pub mod check_current_certify;
pub mod current_company_id_type;
pub mod current_product_info;
pub mod is_enterprise_certification_inuse;
pub mod is_product_certification_inuse;
pub mod support;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(is_enterprise_certification_inuse::is_enterprise_certification_inuse)
        .service(is_product_certification_inuse::is_product_certification_inuse)
        .service(check_current_certify::check_current_certify)
        .service(current_company_id_type::current_company_id_type)
        .service(current_product_info::current_product_info);
}
