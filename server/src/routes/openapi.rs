//! `GET /api/openapi.json`: the OpenAPI 3.1 document of every call, for tools. It is the one
//! answer not wrapped in the envelope, so that standard tools can read it.

use actix_web::{get, HttpResponse};
use utoipa::{
    openapi::{
        security::{ApiKey, ApiKeyValue, SecurityRequirement, SecurityScheme},
        ContentBuilder, Ref, ResponseBuilder,
    },
    Modify, OpenApi,
};

use super::public as pb;
use super::resource;
use super::{
    attachment, auth, bidding, bond, company, company_manage, dict, flow, fund_transfer, health,
    hitech, payment, registration as reg, studio, system, tenant, user,
};
use crate::envelope::Failure;

#[derive(OpenApi)]
#[openapi(
    info(title = "区域股权服务平台 API", description = "Registration and custody back office. \
        Every answer is the envelope {code, success, data, msg}; authenticated calls carry \
        `Blade-Auth: bearer <access_token>`."),
    paths(
        health::health,
        flow::form_compiled::form_compiled,
        flow::form_validate::form_validate,
        flow::application_save::application_save,
        flow::application_submit::application_submit,
        flow::bulk_import::bulk_import,
        flow::application_withdraw::application_withdraw,
        flow::application_detail::application_detail,
        flow::application_list::application_list,
        flow::application_export::application_export,
        flow::application_query::application_query,
        flow::application_query_export::application_query_export,
        flow::workbench_summary::workbench_summary,
        flow::workbench_dashboard::workbench_dashboard,
        flow::workbench_config::workbench_config,
        flow::workbench_config_save::workbench_config_save,
        company::current_company::current_company,
        company::shareholders::shareholders,
        company::shareholder_detail::shareholder_detail,
        company_manage::detail::company_manage_detail,
        company_manage::submit::company_manage_submit,
        company_manage::listed_product_detail::listed_product_detail,
        company_manage::listed_product_submit::listed_product_submit,
        company::shareholders_export::shareholders_export,
        company::export_holder_list::export_holder_list,
        company::query_ref_company_data::query_ref_company_data,
        company::company_and_legal_info::company_and_legal_info,
        company::company_and_legal_info_mgr::company_and_legal_info_mgr,
        company::company_info_by_name::company_info_by_name,
        company::company_dossier::company_dossier,
        company::change_detail::change_detail,
        company::service_enter_info::service_enter_info,
        company::merged_csrc_service::merged_csrc_service,
        company::subject_and_role_data::subject_and_role_data,
        company::subject_data::company_subject_data,
        company::product_subject_data::product_subject_data,
        company::company_info_by_cid::company_info_by_cid,
        company::company_info::company_info,
        hitech::by_element::company_hitech_by_element,
        hitech::detail_by_uuid::company_hitech_detail,
        hitech::last_evaluation_form::last_evaluation_form,
        hitech::assessment_data::assessment_data,
        hitech::record_by_name::company_record_by_name,
        hitech::pre_hitech_info::pre_hitech_info,
        hitech::evaluate::evaluate,
        hitech::questionnaire::questionnaire,
        attachment::objects::attach_objects,
        attachment::list::attach_list,
        fund_transfer::page::fund_transfer_page,
        fund_transfer::detail::fund_transfer_detail,
        bidding::projects::quoting_projects,
        bidding::detail::bidding_detail,
        bond::issuers::issuers,
        bond::check_bond_name::check_bond_name,
        bond::list_all_member::list_all_member,
        bond::optional_investors::optional_investors,
        bond::bonds_of_company::bonds_of_company,
        bond::bonds_to_issue::bonds_to_issue,
        bond::bond_detail::bond_detail,
        bond::query_capital_account::query_capital_account,
        bond::save_bond_payment::save_bond_payment,
        bond::query_bond_payment_infos::query_bond_payment_infos,
        payment::charge_by_uuid::charge_by_uuid,
        payment::charge_estimate::charge_estimate,
        payment::charge_by_biz_sn::charge_by_biz_sn,
        payment::qr_code::qr_code,
        payment::query_order::query_order,
        payment::notify::notify,
        flow::task_complete::task_complete,
        flow::user_tasks::user_tasks,
        flow::user_tasks_export::user_tasks_export,
        flow::approval_context::approval_context,
        flow::chain_verify::chain_verify,
        flow::chain_entries::chain_list,
        flow::chain_entries::chain_detail,
        flow::final_node::final_node,
        flow::list_startable::list_startable,
        flow::uuid_by_biz_sn::uuid_by_biz_sn,
        flow::statement_detail::statement_detail,
        flow::short_link::short_link,
        flow::workflowform_detail::workflowform_detail,
        studio::definitions::definitions,
        crate::routes::sms::send_valid_code::send_valid_code,
        crate::routes::sms::generate_send_valid_code::generate_send_valid_code,
        crate::routes::sms::verify_code::verify_code,
        crate::routes::sms::send_validation_code::send_validation_code,
        crate::routes::sms::validate_message::validate_message,
        crate::routes::sms::outbox_page::outbox_page,
        crate::routes::econtract::get_sign_mgr_url::get_sign_mgr_url,
        crate::routes::econtract::register_econtract_user::register_econtract_user,
        crate::routes::econtract::query_econtract_info::query_econtract_info,
        crate::routes::econtract::query_pledgee_econtract_info::query_pledgee_econtract_info,
        crate::routes::econtract::seal_list::seal_list,
        crate::routes::econtract::seal_register::seal_register,
        crate::routes::econtract::seal_status::seal_status,
        crate::routes::pledgee::send_confirm_sms::send_confirm_sms,
        crate::routes::pledgee::get_face_rec_pic::get_face_rec_pic,
        crate::routes::account::reset_password::reset_password,
        crate::routes::account::modify_password::modify_password,
        crate::routes::account::verify_password::verify_password,
        crate::routes::auth::mobile_code::mobile_code,
        crate::routes::account::bound_accounts::bound_accounts,
        crate::routes::account_recovery::check_account_exists::check_account_exists,
        crate::routes::account_recovery::account_bound_user_info_valid::account_bound_user_info_valid,
        crate::routes::account_recovery::reset_account_password::reset_account_password,
        crate::routes::security_center::update_capital_password::update_capital_password,
        crate::routes::security_center::update_biz_user_account_info::update_biz_user_account_info,
        crate::routes::security_center::resign_security_center::resign_security_center,
        crate::routes::sign_up::generate_slide_code::generate_slide_code,
        crate::routes::sign_up::validate_slide_and_send::validate_slide_and_send,
        crate::routes::sign_up::check_slide_and_send_bound::check_slide_and_send_bound,
        crate::routes::sign_up::register_guest::register_guest,
        crate::routes::sign_up::register_account::register_account,
        crate::routes::sign_up::user_consistent::user_consistent,
        crate::routes::sign_up::account_by_phone_or_code::account_by_phone_or_code,
        crate::routes::certification::is_enterprise_certification_inuse::is_enterprise_certification_inuse,
        crate::routes::certification::is_product_certification_inuse::is_product_certification_inuse,
        crate::routes::certification::check_current_certify::check_current_certify,
        crate::routes::certification::current_company_id_type::current_company_id_type,
        crate::routes::certification::current_product_info::current_product_info,
        crate::routes::face::get_face_recognition_url::get_face_recognition_url,
        crate::routes::face::get_face_recognition_url_no_valid_code::get_face_recognition_url_no_valid_code,
        crate::routes::face::get_face_recognition_url_update_pwd::get_face_recognition_url_update_pwd,
        crate::routes::face::get_face_recognition_result::get_face_recognition_result,
        crate::routes::face::delete_face_recognition_result::delete_face_recognition_result,
        crate::routes::query_page::page_config::page_config,
        crate::routes::query_page::page_list::page_list,
        crate::routes::query_page::page_export::page_export,
        crate::routes::query_page::config_list::config_list,
        crate::routes::query_page::config_detail::config_detail,
        crate::routes::query_page::config_sources::config_sources,
        crate::routes::query_page::config_check::config_check,
        crate::routes::query_page::config_draft::config_draft,
        crate::routes::query_page::config_draft_discard::config_draft_discard,
        crate::routes::query_page::config_diff::config_diff,
        crate::routes::query_page::config_publish::config_publish,
        studio::definition::definition,
        studio::version::version,
        studio::schema::schema,
        studio::diff::diff,
        studio::export::export,
        studio::bpmn::bpmn,
        studio::graph::graph,
        studio::check::check,
        studio::draft::draft,
        studio::draft_discard::draft_discard,
        studio::preview::preview,
        studio::dry_run::dry_run,
        studio::publish::publish,
        studio::migrate::migrate,
        studio::migrations::migrations,
        studio::failures::failures,
        studio::example_from_application::example_from_application,
        studio::bench::bench,
        studio::path::path,
        studio::recent_applications::recent_applications,
        auth::captcha::captcha,
        auth::token::token,
        auth::logout::logout,
        auth::clear_cache::clear_cache,
        crate::routes::client_log::upload_error_logs::upload_error_logs,
        auth::login::login,
        auth::verify_code::verify_code,
        reg::current_company_role::current_company_role,
        reg::current_holder_role::current_holder_role,
        tenant::tenant_info::tenant_info,
        tenant::tenant_list::tenant_list,
        tenant::tenant_detail::tenant_detail,
        tenant::tenant_submit::tenant_submit,
        tenant::tenant_remove::tenant_remove,
        tenant::tenant_setting::tenant_setting,
        user::user_page::user_page,
        dict::sys_dict_list::sys_dict_list,
        dict::sys_dict_parent_list::sys_dict_parent_list,
        dict::sys_dict_child_list::sys_dict_child_list,
        dict::sys_dict_detail::sys_dict_detail,
        dict::sys_dict_tree::sys_dict_tree,
        dict::sys_dict_dictionary::sys_dict_dictionary,
        dict::sys_dict_submit::sys_dict_submit,
        dict::sys_dict_remove::sys_dict_remove,
        user::user_detail::user_detail,
        user::user_submit::user_submit,
        user::user_status::user_status,
        user::user_reset_password::user_reset_password,
        user::user_bind::user_bind,
        user::user_candidates::user_candidates,
        system::menu_routes::menu_routes,
        system::menu_buttons::menu_buttons,
        system::menu_detail::menu_detail,
        system::menu_grant_tree::menu_grant_tree,
        system::menu_lazy_list::menu_lazy_list,
        system::menu_lazy_menu_list::menu_lazy_menu_list,
        system::menu_remove::menu_remove,
        system::menu_role_tree_keys::menu_role_tree_keys,
        system::menu_submit::menu_submit,
        system::menu_tree::menu_tree,
        system::role_grant::role_grant,
        system::role_list::role_list,
        system::dictionary::dictionary,
        system::dict_biz_list::dict_biz_list,
        system::dict_biz_tree::dict_biz_tree,
        system::dict_biz_detail::dict_biz_detail,
        system::dict_biz_submit::dict_biz_submit,
        system::dict_biz_remove::dict_biz_remove,
        system::audit_log_list::audit_log_list,
        system::param_detail::param_detail,
        system::region_lazy_tree::region_lazy_tree,
        system::param_biz_list::param_biz_list,
        system::param_biz_submit::param_biz_submit,
        system::param_biz_remove::param_biz_remove,
        system::region_detail::region_detail,
        system::region_submit::region_submit,
        system::region_remove::region_remove,
        system::site_pages::site_page_list,
        system::site_pages::site_page_submit,
        system::knowledge_read::knowledge_page,
        system::knowledge_read::knowledge_detail,
        system::knowledge_edit::knowledge_submit,
        system::knowledge_edit::knowledge_remove,
        reg::current_user_info::current_user_info,
        reg::query_all_ref_company::query_all_ref_company,
        reg::switch_company::switch_company,
        reg::user_accounts::user_accounts,
        reg::switch_holder::switch_holder,
        reg::holder_query_by_page::holder_query_by_page,
        reg::holder_query_shareholder::holder_query_shareholder,
        reg::holder_query_by_subject::holder_query_by_subject,
        reg::holder_by_company_name::holder_by_company_name,
        reg::creditor_by_company_name::creditor_by_company_name,
        reg::member_by_company_name::member_by_company_name,
        reg::disclosure_details::disclosure_details,
        reg::user_subject_data::user_subject_data,
        reg::risk_assessment_results::risk_assessment_results,
        reg::buyback_detail::buyback_detail,
        reg::institution_page::institution_page,
        reg::institution_detail::institution_detail,
        reg::holder_query_holdings::holder_query_holdings,
        reg::holdings_export::holdings_export,
        reg::holder_query_bond_holdings::holder_query_bond_holdings,
        reg::holder_query_encumbrances::holder_query_encumbrances,
        reg::holder_account_overview::holder_account_overview,
        reg::holder_detail::holder_detail,
        reg::holder_holdings_by_uuid::holder_holdings_by_uuid,
        resource::put_file_attach::put_file_attach,
        resource::put_model_file_attach::put_model_file_attach,
        resource::download_file::download_file,
        resource::public_download_file::public_download_file,
        resource::attach_detail::attach_detail,
        resource::get_attach_zip::get_attach_zip,
        pb::select_company_page::select_company_page,
        pb::company_show_page::company_show_page,
        pb::company_display::company_display,
        pb::listing_display::listing_display,
        pb::specialisation_page::specialisation_page,
        pb::query_all_sectors::query_all_sectors,
        pb::get_two_sectors::get_two_sectors,
        pb::get_industry::get_industry,
        pb::get_registered_capital::get_registered_capital,
        pb::get_area::get_area,
        pb::get_show_plates::get_show_plates,
        pb::public_dictionary::public_dictionary,
        pb::param_value::param_value,
        pb::site_page::site_page,
        pb::top_menu_status::top_menu_status,
        pb::share_pledge_enable::share_pledge_enable,
        pb::disclosure_page::disclosure_page,
        pb::disclosure_detail::disclosure_detail,
        pb::notice_page::notice_page,
        pb::notice_detail::notice_detail,
        pb::policy_page::policy_page,
        pb::policy_detail::policy_detail,
        pb::member_page::member_page,
        pb::member_detail::member_detail,
        pb::private_fund_page::private_fund_page,
        pb::region_stats::region_stats,
    ),
    components(schemas(Failure)),
    modifiers(&CommonFailures),
    tags(
        (name = "auth", description = "sign-in, tokens, captcha"),
        (name = "account", description = "verification codes by SMS, registration, passwords, face verification"),
        (name = "econtract", description = "electronic contracts: the pledgees' confirmation by e-signature, the enterprises' electronic seals"),
        (name = "system", description = "tenants, menus, dictionaries, parameters, health"),
        (name = "registration", description = "the user's enterprises and registration accounts"),
        (name = "bond", description = "the bond register: issuers, name check, service providers' members, targeted investors, filed bonds"),
        (name = "payment", description = "charges and their payment: charge detail, QR code orders, order status, the gateway's notifications"),
        (name = "company", description = "the current enterprise: dossier, shareholder register, export"),
        (name = "flow", description = "forms compiled per node and validated"),
        (name = "resource", description = "uploaded files: upload, download, detail, zip"),
        (name = "public", description = "the public site, no login: showcase, lookups, disclosures, notices, policies, members, funds"),
    )
)]
pub struct ApiDoc;

/// The failures every call of a kind can answer, added to each operation that does not list
/// them itself, so that the document names every status the server really sends:
/// 400 for any call with input (a query string or body it cannot read: 请求参数格式不正确,
/// 请求数据格式不正确), 413 for any call with a body (over `max_body_bytes`), 401 for every
/// call that needs a token (the `Blade-Auth` header, declared as the security scheme).
struct CommonFailures;

/// Calls answered without a token: the public site (`nonds` in the path), health, captcha,
/// sign-in and the tenant's login-page information.
fn is_public(path: &str) -> bool {
    path.to_ascii_lowercase().contains("nonds")
        || matches!(
            path,
            "/api/health"
                | "/api/blade-auth/oauth/captcha"
                | "/api/blade-auth/oauth/token"
                | "/api/login"
                | "/otcweb/verifyCode"
                | "/api/blade-system/tenant/info"
        )
}

impl Modify for CommonFailures {
    fn modify(&self, doc: &mut utoipa::openapi::OpenApi) {
        let components = doc.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "BladeAuth",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                "Blade-Auth",
                "bearer <access_token>",
            ))),
        );
        let failure = |description: &str| {
            ResponseBuilder::new()
                .description(description)
                .content(
                    "application/json",
                    ContentBuilder::new()
                        .schema(Some(Ref::from_schema_name("Failure")))
                        .build(),
                )
                .build()
        };
        for (path, item) in doc.paths.paths.iter_mut() {
            let public = is_public(path);
            let operations = [
                &mut item.get,
                &mut item.post,
                &mut item.put,
                &mut item.delete,
                &mut item.patch,
            ];
            for operation in operations.into_iter().flatten() {
                let has_input = operation.parameters.as_ref().is_some_and(|p| !p.is_empty())
                    || operation.request_body.is_some();
                let answers = &mut operation.responses.responses;
                let mut add = |status: &str, description: &str| {
                    answers
                        .entry(status.to_owned())
                        .or_insert_with(|| failure(description).into());
                };
                if has_input {
                    add("400", "the input cannot be read or breaks a rule");
                }
                if operation.request_body.is_some() {
                    add("413", "请求内容过大: the body is over the limit");
                }
                if !public {
                    add("401", "no valid token (Blade-Auth)");
                    operation.security = Some(vec![SecurityRequirement::new(
                        "BladeAuth",
                        Vec::<String>::new(),
                    )]);
                }
            }
        }
    }
}

#[get("/openapi.json")]
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().json(ApiDoc::openapi())
}
