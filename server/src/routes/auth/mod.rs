pub mod captcha;
pub mod logout;
pub mod token;
