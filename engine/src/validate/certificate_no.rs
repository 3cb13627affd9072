//! Certificate numbers of the holder search (01 §5): letters, digits, half- and full-width
//! parentheses and underscore; Chinese characters get a message of their own.

use super::{is_chinese, Check};

pub(super) const REQUIRED: &str = "请填写证件号码！";
pub(super) const SPECIAL: &str = "请输入不包含特殊字符的证件号码";
pub(super) const CHINESE: &str = "请输入不包含中文的证件号码";

pub(super) fn check(s: &str) -> Check {
    let plain = |c: char| {
        c.is_ascii_alphanumeric() || is_chinese(c) || matches!(c, '_' | '(' | ')' | '（' | '）')
    };
    if !s.chars().all(plain) {
        return Err(SPECIAL.into());
    }
    if s.chars().any(is_chinese) {
        return Err(CHINESE.into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn special_characters_are_reported_before_chinese() {
        assert_eq!(check("91110000(A)_1"), Ok(()));
        assert_eq!(check("9111 0000"), Err(SPECIAL.into()));
        assert_eq!(check("证件#1"), Err(SPECIAL.into()));
        assert_eq!(check("证件1"), Err(CHINESE.into()));
    }
}
