//! Holder and company names (01 §5, 02 §5): no spaces, and only letters, digits, Chinese
//! characters, underscore, half- and full-width parentheses, periods, commas, hyphens and the
//! middle dot of transliterated names.

use super::{is_chinese, Check};

pub(super) const NO_SPACES: &str = "请不要输入空格";
pub(super) const MESSAGE: &str = "不能包含特殊字符";

/// The spaces refused with their own message: ASCII blanks, the no-break and ideographic space.
pub(super) fn is_space(c: char) -> bool {
    matches!(
        c,
        ' ' | '\t' | '\n' | '\r' | '\u{0B}' | '\u{0C}' | '\u{A0}' | '\u{3000}'
    )
}

fn allowed(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || is_chinese(c)
        || matches!(
            c,
            '_' | '(' | ')' | '（' | '）' | '.' | '。' | ',' | '，' | '-' | '·'
        )
}

pub(super) fn check(s: &str) -> Check {
    if s.chars().any(is_space) {
        return Err(NO_SPACES.into());
    }
    if !s.chars().all(allowed) {
        return Err(MESSAGE.into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_people_and_companies_use() {
        for ok in [
            "张三",
            "阿卜杜勒·买买提",
            "ABC(中国)有限公司",
            "某某（北京）科技_1",
            "Li-Na",
        ] {
            assert_eq!(check(ok), Ok(()), "{ok}");
        }
        assert_eq!(check("张 三"), Err(NO_SPACES.into()));
        assert_eq!(check("张\u{3000}三"), Err(NO_SPACES.into()));
        assert_eq!(check("张三!"), Err(MESSAGE.into()));
    }
}
