//! Text a person typed: no control characters (tab and line breaks aside), no bidirectional
//! overrides or isolates, no zero-width or byte-order marks. Such characters are invisible on
//! screen and in the voucher, so a product code or a name carrying one looks right and matches
//! nothing (or spoofs another name); they are refused where they are typed.

use std::borrow::Cow;

pub const MESSAGE: &str = "不能包含控制字符或不可见字符";

/// Whether a character is one a typed text may not carry.
pub fn is_hidden(c: char) -> bool {
    matches!(c,
        '\u{0}'..='\u{8}' | '\u{B}' | '\u{C}' | '\u{E}'..='\u{1F}' | '\u{7F}'..='\u{9F}'
        | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{2069}' | '\u{FEFF}')
}

pub fn check(s: &str) -> Result<(), Cow<'static, str>> {
    if s.chars().any(is_hidden) {
        Err(MESSAGE.into())
    } else {
        Ok(())
    }
}
