//! Every route of the API, wired in one place. Handlers live one per file, grouped by the
//! spec's areas: auth, system, registration.

pub mod auth;
pub mod health;
pub mod openapi;
pub mod registration;
pub mod system;

use actix_web::{web, HttpRequest, HttpResponse};

use crate::error::ApiError;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(health::health)
        .service(openapi::openapi_json)
        .service(auth::captcha::captcha)
        .service(auth::token::token)
        .service(
            web::resource("/blade-auth/oauth/logout")
                .route(web::get().to(auth::logout::logout))
                .route(web::post().to(auth::logout::logout)),
        )
        .service(system::tenant_info::tenant_info)
        .service(system::tenant_list::tenant_list)
        .service(system::menu_routes::menu_routes)
        .service(system::menu_buttons::menu_buttons)
        .service(system::dictionary::dictionary)
        .service(system::param_detail::param_detail)
        .service(registration::current_user_info::current_user_info)
        .service(registration::query_all_ref_company::query_all_ref_company)
        .service(registration::switch_company::switch_company)
        .service(registration::user_accounts::user_accounts)
        .service(registration::switch_holder::switch_holder);
}

/// Any `/api` path that no route answers.
pub async fn not_found(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    Err(ApiError::not_found(format!(
        "接口不存在: {} {}",
        req.method(),
        req.path()
    )))
}
