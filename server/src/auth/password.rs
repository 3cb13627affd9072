//! Passwords are stored as Argon2id PHC strings, never in a form that can be reversed.

use argon2::{
    password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Argon2,
};

pub fn hash(password: &str) -> anyhow::Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("hashing a password: {e}"))
}

/// A random initial password, answered once to the administrator who creates an account or
/// resets its password: twelve letters and digits after a prefix that gives it the four kinds
/// of character a password policy asks for.
pub fn initial() -> String {
    use rand::{distributions::Alphanumeric, Rng};
    let body: String = rand::thread_rng()
        .sample_iter(&Alphanumeric)
        .take(12)
        .map(char::from)
        .collect();
    format!("Aa1#{body}")
}

/// A hash of nothing anyone knows, checked against when the account does not exist.
pub fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash(&uuid::Uuid::new_v4().to_string()).unwrap_or_default())
}

/// False for a wrong password and for a stored hash that cannot be parsed.
pub fn verify(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|parsed| {
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_hash_verifies_its_password_and_nothing_else() {
        let stored = super::hash("Demo#2026").unwrap();
        assert!(stored.starts_with("$argon2id$"));
        assert!(super::verify("Demo#2026", &stored));
        assert!(!super::verify("demo#2026", &stored));
        assert!(!super::verify("Demo#2026", "not a hash"));
    }
}
