//! Mainland mobile numbers (01 §5): 11 characters, a 1 followed by ten digits.

use super::{char_len, Check};

pub(super) const REQUIRED: &str = "请输入手机号码";
pub(super) const BAD_LENGTH: &str = "手机号码长度不为11位";
pub(super) const MESSAGE: &str = "请输入正确的手机号码";

pub(super) fn check(s: &str) -> Check {
    if char_len(s) != 11 {
        return Err(BAD_LENGTH.into());
    }
    let b = s.as_bytes();
    if b[0] != b'1' || !b.iter().all(u8::is_ascii_digit) {
        return Err(MESSAGE.into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_is_checked_before_the_form() {
        assert_eq!(check("13800138000"), Ok(()));
        assert_eq!(check("1380013800"), Err(BAD_LENGTH.into()));
        assert_eq!(check("23800138000"), Err(MESSAGE.into()));
        assert_eq!(check("1380013800a"), Err(MESSAGE.into()));
        assert_eq!(check("１３８００１３８０００"), Err(MESSAGE.into()));
    }
}
