//! What a password a user chooses must be (issue 21 item 3): 8 to 20 characters, no spaces, at
//! least three of the four kinds (capitals, small letters, digits, other signs), not holding
//! the account's name; the messages are the ones the screens show under the field.

pub const MIN_CHARS: usize = 8;
pub const MAX_CHARS: usize = 20;

pub const TOO_SHORT_OR_LONG: &str = "密码长度须为8至20位";
pub const SPACES: &str = "密码不能包含空格";
pub const TOO_SIMPLE: &str = "密码须包含大写字母、小写字母、数字和特殊字符中的至少三种";
pub const HOLDS_ACCOUNT: &str = "密码不能包含账号";
pub const MISMATCH: &str = "两次输入的密码不一致";

/// The first rule `password` breaks for `account`, if any.
pub fn problem(password: &str, account: &str) -> Option<&'static str> {
    let chars = password.chars().count();
    if !(MIN_CHARS..=MAX_CHARS).contains(&chars) {
        return Some(TOO_SHORT_OR_LONG);
    }
    if password.chars().any(char::is_whitespace) {
        return Some(SPACES);
    }
    let kinds = [
        password.chars().any(|c| c.is_ascii_uppercase()),
        password.chars().any(|c| c.is_ascii_lowercase()),
        password.chars().any(|c| c.is_ascii_digit()),
        password.chars().any(|c| !c.is_ascii_alphanumeric()),
    ];
    if kinds.iter().filter(|k| **k).count() < 3 {
        return Some(TOO_SIMPLE);
    }
    let account = account.trim().to_lowercase();
    if !account.is_empty() && password.to_lowercase().contains(&account) {
        return Some(HOLDS_ACCOUNT);
    }
    None
}

/// The new password and its confirmation, checked: the first problem as the refusal.
pub fn check(password: &str, confirm: &str, account: &str) -> Result<(), crate::error::ApiError> {
    if let Some(problem) = problem(password, account) {
        return Err(crate::error::ApiError::bad_request(problem));
    }
    if password != confirm {
        return Err(crate::error::ApiError::bad_request(MISMATCH));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_has_its_message() {
        assert_eq!(problem("Ab1#", "u"), Some(TOO_SHORT_OR_LONG));
        assert_eq!(problem(&"Ab1#".repeat(6), "u"), Some(TOO_SHORT_OR_LONG));
        assert_eq!(problem("Ab1# 5678", "u"), Some(SPACES));
        assert_eq!(problem("abcdefgh1", "u"), Some(TOO_SIMPLE));
        assert_eq!(problem("ABCDEFGH!", "u"), Some(TOO_SIMPLE));
        assert_eq!(problem("xOrg_Demo9", "org_demo"), Some(HOLDS_ACCOUNT));
        assert_eq!(problem("Demo#2026", "org_demo"), None);
        assert_eq!(problem("abcdefg1!", "u"), None);
        assert_eq!(problem("密码Ab12345", "u"), None);
    }

    #[test]
    fn the_confirmation_must_match() {
        assert!(check("Demo#2027", "Demo#2027", "org_demo").is_ok());
        assert_eq!(
            check("Demo#2027", "Demo#2028", "org_demo")
                .unwrap_err()
                .to_string(),
            MISMATCH
        );
    }
}
