//! The current enterprise's own pages (spec 01 §2 /businessApply, /gpywbl, /shareholderDetail,
//! /companyAdmin): its dossier with services, listing and display, and its shareholder
//! register with the Excel export; the company look-ups of the company form (registry auto-fill).

pub mod change_detail;
pub mod company_and_legal_info;
pub mod company_and_legal_info_mgr;
pub mod company_dossier;
pub mod company_info;
pub mod company_info_by_cid;
pub mod company_info_by_name;
pub mod current_company;
pub mod export_holder_list;
pub mod merged_csrc_service;
pub mod product_subject_data;
pub mod query_ref_company_data;
pub mod service_enter_info;
pub mod shareholder_detail;
pub mod shareholders;
pub mod shareholders_export;
pub mod subject_and_role_data;
pub mod subject_data;
pub mod support;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(current_company::current_company)
        .service(shareholders::shareholders)
        .service(shareholder_detail::shareholder_detail)
        .service(shareholders_export::shareholders_export)
        .service(export_holder_list::export_holder_list)
        .service(query_ref_company_data::query_ref_company_data)
        .service(company_and_legal_info::company_and_legal_info)
        .service(company_and_legal_info_mgr::company_and_legal_info_mgr)
        .service(company_info_by_name::company_info_by_name)
        .service(company_dossier::company_dossier)
        .service(change_detail::change_detail)
        .service(service_enter_info::service_enter_info)
        .service(merged_csrc_service::merged_csrc_service)
        .service(subject_and_role_data::subject_and_role_data)
        .service(subject_data::company_subject_data)
        .service(product_subject_data::product_subject_data)
        .service(company_info_by_cid::company_info_by_cid)
        .service(company_info::company_info);
}
