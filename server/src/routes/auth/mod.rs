pub mod captcha;
pub mod logout;
pub mod mobile_code;
pub mod token;
