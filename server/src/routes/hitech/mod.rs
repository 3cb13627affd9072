//! The specialised-new board's calls (02 §7 `companyHitech/*`, issue 17): the enterprise's
//! board status by its three elements, its board record and last evaluation, the
//! self-evaluation scored by the flow's rules, and the questionnaire `companyHitech`.

pub mod assessment_data;
pub mod by_element;
pub mod detail_by_uuid;
pub mod evaluate;
pub mod last_evaluation_form;
pub mod pre_hitech_info;
pub mod questionnaire;
pub mod record_by_name;
pub mod support;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(by_element::company_hitech_by_element)
        .service(detail_by_uuid::company_hitech_detail)
        .service(last_evaluation_form::last_evaluation_form)
        .service(assessment_data::assessment_data)
        .service(record_by_name::company_record_by_name)
        .service(pre_hitech_info::pre_hitech_info)
        .service(evaluate::evaluate)
        .service(questionnaire::questionnaire);
}
