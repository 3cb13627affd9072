pub mod captcha;
pub mod clear_cache;
pub mod login;
pub mod logout;
pub mod mobile_code;
pub mod token;
pub mod verify_code;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(captcha::captcha)
        .service(token::token)
        .service(mobile_code::mobile_code)
        .service(login::login)
        .service(
            web::resource("/blade-auth/oauth/logout")
                .route(web::get().to(logout::logout))
                .route(web::post().to(logout::logout)),
        )
        .service(
            web::resource("/blade-auth/oauth/clear-cache")
                .route(web::get().to(clear_cache::clear_cache))
                .route(web::post().to(clear_cache::clear_cache)),
        );
}
