pub mod captcha;
pub mod logout;
pub mod mobile_code;
pub mod token;
pub mod login;
pub mod verify_code;
