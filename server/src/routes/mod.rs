//! Every route of the API, wired in one place. Handlers live one per file, grouped by the
//! spec's areas: auth, system, registration.

pub mod account;
pub mod account_recovery;
pub mod attachment;
pub mod auth;
pub mod bidding;
pub mod bond;
pub mod certification;
pub mod client_log;
pub mod company;
pub mod company_manage;
pub mod dict;
pub mod econtract;
pub mod face;
pub mod flow;
pub mod fund_transfer;
pub mod health;
pub mod hitech;
pub mod openapi;
pub mod payment;
pub mod pledgee;
pub mod public;
pub mod query_page;
pub mod registration;
pub mod resource;
pub mod security_center;
pub mod sign_up;
pub mod sms;
pub mod studio;
pub mod system;
pub mod tenant;
pub mod user;

use actix_web::{web, HttpRequest, HttpResponse};

use crate::error::ApiError;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(health::health)
        .service(flow::form_compiled::form_compiled)
        .service(flow::form_validate::form_validate)
        .service(flow::application_save::application_save)
        .service(flow::application_submit::application_submit)
        .service(flow::bulk_import::bulk_import)
        .service(flow::application_withdraw::application_withdraw)
        .service(flow::application_detail::application_detail)
        .service(flow::application_list::application_list)
        .service(flow::application_export::application_export)
        .service(flow::application_query::application_query)
        .service(flow::application_query_export::application_query_export)
        .service(flow::workbench_summary::workbench_summary)
        .service(flow::workbench_dashboard::workbench_dashboard)
        .service(flow::workbench_config::workbench_config)
        .service(flow::workbench_config_save::workbench_config_save)
        .service(flow::task_complete::task_complete)
        .service(flow::user_tasks::user_tasks)
        .service(flow::user_tasks_export::user_tasks_export)
        .service(flow::approval_context::approval_context)
        .service(flow::chain_verify::chain_verify)
        .service(flow::chain_entries::chain_list)
        .service(flow::chain_entries::chain_detail)
        .service(flow::final_node::final_node)
        .service(flow::list_startable::list_startable)
        .service(flow::uuid_by_biz_sn::uuid_by_biz_sn)
        .service(flow::statement_detail::statement_detail)
        .service(flow::short_link::short_link)
        .service(flow::workflowform_detail::workflowform_detail)
        .service(openapi::openapi_json)
        .service(registration::current_user_info::current_user_info)
        .service(registration::query_all_ref_company::query_all_ref_company)
        .service(registration::switch_company::switch_company)
        .service(registration::user_accounts::user_accounts)
        .service(registration::switch_holder::switch_holder)
        .service(registration::current_company_role::current_company_role)
        .service(registration::current_holder_role::current_holder_role)
        .service(registration::holder_query_by_page::holder_query_by_page)
        .service(registration::holder_query_shareholder::holder_query_shareholder)
        .service(registration::holder_query_by_subject::holder_query_by_subject)
        .service(registration::holder_by_company_name::holder_by_company_name)
        .service(registration::creditor_by_company_name::creditor_by_company_name)
        .service(registration::member_by_company_name::member_by_company_name)
        .service(registration::disclosure_details::disclosure_details)
        .service(registration::user_subject_data::user_subject_data)
        .service(registration::risk_assessment_results::risk_assessment_results)
        .service(registration::buyback_detail::buyback_detail)
        .service(registration::institution_page::institution_page)
        .service(registration::institution_detail::institution_detail)
        .service(registration::holder_query_holdings::holder_query_holdings)
        .service(registration::holdings_export::holdings_export)
        .service(registration::holder_query_bond_holdings::holder_query_bond_holdings)
        .service(registration::holder_query_encumbrances::holder_query_encumbrances)
        .service(registration::holder_account_overview::holder_account_overview)
        .service(registration::holder_detail::holder_detail)
        .service(registration::holder_holdings_by_uuid::holder_holdings_by_uuid);
    cfg.service(resource::put_file_attach::put_file_attach)
        .service(resource::put_model_file_attach::put_model_file_attach)
        .service(resource::download_file::download_file)
        .service(resource::public_download_file::public_download_file)
        .service(resource::attach_detail::attach_detail)
        .service(resource::get_attach_zip::get_attach_zip);
    cfg.configure(auth::configure);
    cfg.configure(client_log::configure);
    cfg.configure(company::configure);
    cfg.configure(company_manage::configure);
    cfg.configure(hitech::configure);
    cfg.service(bond::issuers::issuers)
        .service(bond::check_bond_name::check_bond_name)
        .service(bond::list_all_member::list_all_member)
        .service(bond::optional_investors::optional_investors)
        .service(bond::bonds_of_company::bonds_of_company)
        .service(bond::bonds_to_issue::bonds_to_issue)
        .service(bond::bond_detail::bond_detail)
        .service(bond::query_capital_account::query_capital_account)
        .service(bond::save_bond_payment::save_bond_payment)
        .service(bond::query_bond_payment_infos::query_bond_payment_infos);
    cfg.service(payment::charge_by_uuid::charge_by_uuid)
        .service(payment::charge_by_biz_sn::charge_by_biz_sn)
        .service(payment::charge_estimate::charge_estimate)
        .service(payment::qr_code::qr_code)
        .service(payment::query_order::query_order)
        .service(payment::notify::notify);
    cfg.service(attachment::objects::attach_objects)
        .service(attachment::list::attach_list);
    cfg.service(fund_transfer::page::fund_transfer_page)
        .service(fund_transfer::detail::fund_transfer_detail);
    cfg.service(bidding::projects::quoting_projects)
        .service(bidding::detail::bidding_detail);
    cfg.configure(studio::configure);
    cfg.configure(query_page::configure);
    cfg.configure(sms::configure);
    cfg.configure(account::configure);
    cfg.configure(account_recovery::configure);
    cfg.configure(security_center::configure);
    cfg.configure(sign_up::configure);
    cfg.configure(certification::configure);
    cfg.configure(face::configure);
    cfg.configure(econtract::configure);
    cfg.configure(pledgee::configure);
    administration_routes(cfg);
    public_routes(cfg);
}

/// The tenants, users, menus, roles, dictionaries, parameters and regions (issue 20), and the
/// menus and dictionaries every signed-in user reads.
fn administration_routes(cfg: &mut web::ServiceConfig) {
    cfg.service(tenant::tenant_info::tenant_info)
        .service(tenant::tenant_list::tenant_list)
        .service(tenant::tenant_detail::tenant_detail)
        .service(tenant::tenant_submit::tenant_submit)
        .service(tenant::tenant_remove::tenant_remove)
        .service(tenant::tenant_setting::tenant_setting)
        .service(user::user_page::user_page)
        .service(user::user_detail::user_detail)
        .service(user::user_submit::user_submit)
        .service(user::user_status::user_status)
        .service(user::user_reset_password::user_reset_password)
        .service(user::user_bind::user_bind)
        .service(user::user_candidates::user_candidates)
        .service(system::menu_routes::menu_routes)
        .service(system::menu_buttons::menu_buttons)
        .service(system::menu_detail::menu_detail)
        .service(system::menu_grant_tree::menu_grant_tree)
        .service(system::menu_lazy_list::menu_lazy_list)
        .service(system::menu_lazy_menu_list::menu_lazy_menu_list)
        .service(system::menu_remove::menu_remove)
        .service(system::menu_role_tree_keys::menu_role_tree_keys)
        .service(system::menu_submit::menu_submit)
        .service(system::menu_tree::menu_tree)
        .service(system::role_grant::role_grant)
        .service(system::role_list::role_list)
        .service(system::dictionary::dictionary)
        .service(dict::sys_dict_list::sys_dict_list)
        .service(dict::sys_dict_parent_list::sys_dict_parent_list)
        .service(dict::sys_dict_child_list::sys_dict_child_list)
        .service(dict::sys_dict_detail::sys_dict_detail)
        .service(dict::sys_dict_tree::sys_dict_tree)
        .service(dict::sys_dict_dictionary::sys_dict_dictionary)
        .service(dict::sys_dict_submit::sys_dict_submit)
        .service(dict::sys_dict_remove::sys_dict_remove)
        .service(system::dict_biz_list::dict_biz_list)
        .service(system::dict_biz_tree::dict_biz_tree)
        .service(system::dict_biz_detail::dict_biz_detail)
        .service(system::dict_biz_submit::dict_biz_submit)
        .service(system::dict_biz_remove::dict_biz_remove)
        .service(system::audit_log_list::audit_log_list)
        .service(system::param_detail::param_detail)
        .service(system::region_lazy_tree::region_lazy_tree)
        .service(system::param_biz_list::param_biz_list)
        .service(system::param_biz_submit::param_biz_submit)
        .service(system::param_biz_remove::param_biz_remove)
        .service(system::region_detail::region_detail)
        .service(system::region_submit::region_submit)
        .service(system::region_remove::region_remove)
        .service(system::site_pages::site_page_list)
        .service(system::site_pages::site_page_submit)
        .service(system::knowledge_read::knowledge_page)
        .service(system::knowledge_read::knowledge_detail)
        .service(system::knowledge_edit::knowledge_submit)
        .service(system::knowledge_edit::knowledge_remove);
}

/// The public site's calls (no login).
fn public_routes(cfg: &mut web::ServiceConfig) {
    cfg.service(public::select_company_page::select_company_page)
        .service(public::company_show_page::company_show_page)
        .service(public::company_display::company_display)
        .service(public::listing_display::listing_display)
        .service(public::specialisation_page::specialisation_page)
        .service(public::query_all_sectors::query_all_sectors)
        .service(public::get_two_sectors::get_two_sectors)
        .service(public::get_industry::get_industry)
        .service(public::get_registered_capital::get_registered_capital)
        .service(public::get_area::get_area)
        .service(public::get_show_plates::get_show_plates)
        .service(public::public_dictionary::public_dictionary)
        .service(public::param_value::param_value)
        .service(public::site_page::site_page)
        .service(public::top_menu_status::top_menu_status)
        .service(public::share_pledge_enable::share_pledge_enable)
        .service(public::disclosure_page::disclosure_page)
        .service(public::disclosure_detail::disclosure_detail)
        .service(public::notice_page::notice_page)
        .service(public::notice_detail::notice_detail)
        .service(public::policy_page::policy_page)
        .service(public::policy_detail::policy_detail)
        .service(public::member_page::member_page)
        .service(public::member_detail::member_detail)
        .service(public::private_fund_page::private_fund_page)
        .service(public::region_stats::region_stats);
}

/// The few calls the spec names outside `/api`, mounted before the frontend's client-side
/// routes so that its fallback never answers them.
pub fn configure_root(cfg: &mut web::ServiceConfig) {
    // Any suffix after the path, as the public shell's image asks for a new one with a random
    // tail (`?0.123` or `/0.123`).
    cfg.service(
        web::resource(["/otcweb/verifyCode", "/otcweb/verifyCode/{suffix}"])
            .route(web::get().to(auth::verify_code::verify_code)),
    );
}

/// Any `/api` path that no route answers.
pub async fn not_found(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    Err(ApiError::not_found(format!(
        "接口不存在: {} {}",
        req.method(),
        req.path()
    )))
}
