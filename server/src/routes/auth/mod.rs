pub mod captcha;
pub mod login;
pub mod logout;
pub mod mobile_code;
pub mod token;
pub mod verify_code;
