//! Signed tokens. An access token and a refresh token both name the session they belong to;
//! the session row decides whether they still count (sign-out revokes it, a replayed refresh
//! token revokes it). Expiry is checked against the server's clock, not the library's.

use std::path::Path;

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use rand::RngCore;
use serde::{Deserialize, Serialize};

use crate::clock::Timestamp;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TokenKind {
    Access,
    Refresh,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct Claims {
    /// The user id.
    pub sub: String,
    /// The tenant the user belongs to.
    pub tid: String,
    /// The session id.
    pub sid: String,
    /// Unique per token; the session keeps the id of its one valid refresh token.
    pub jti: String,
    pub typ: TokenKind,
    pub iat: Timestamp,
    pub exp: Timestamp,
}

pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    /// The key verification codes are digested with (derived from the secret, so every server
    /// sharing the secret checks the others' codes, and a copy of the database alone cannot
    /// try the million six-digit codes against a digest).
    codes: Vec<u8>,
}

#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    #[error("the token is not one of ours")]
    Invalid,
    #[error("the token has expired")]
    Expired,
    #[error("a {0:?} token was expected")]
    WrongKind(TokenKind),
}

impl TokenKeys {
    pub fn from_secret(secret: &[u8]) -> Self {
        use sha2::Digest;
        let codes = sha2::Sha256::new()
            .chain_update(b"verification-codes\n")
            .chain_update(secret)
            .finalize()
            .to_vec();
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            codes,
        }
    }

    /// The key of the verification codes' digests.
    pub fn code_key(&self) -> &[u8] {
        &self.codes
    }

    /// The configured secret, or the one kept in the data folder (created on first start).
    pub fn load(configured: Option<&str>, data_dir: &Path) -> anyhow::Result<Self> {
        if let Some(secret) = configured {
            return Ok(Self::from_secret(secret.as_bytes()));
        }
        let path = data_dir.join("token-secret");
        if let Ok(existing) = std::fs::read(&path) {
            if existing.len() >= 32 {
                return Ok(Self::from_secret(&existing));
            }
        }
        let mut secret = [0u8; 64];
        rand::thread_rng().fill_bytes(&mut secret);
        std::fs::create_dir_all(data_dir)?;
        std::fs::write(&path, secret)?;
        Ok(Self::from_secret(&secret))
    }

    pub fn sign(&self, claims: &Claims) -> anyhow::Result<String> {
        Ok(jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            claims,
            &self.encoding,
        )?)
    }

    pub fn verify(
        &self,
        token: &str,
        kind: TokenKind,
        now: Timestamp,
    ) -> Result<Claims, TokenError> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.validate_exp = false;
        validation.required_spec_claims.clear();
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation)
            .map_err(|_| TokenError::Invalid)?
            .claims;
        if claims.typ != kind {
            return Err(TokenError::WrongKind(kind));
        }
        if claims.exp <= now {
            return Err(TokenError::Expired);
        }
        Ok(claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claims(typ: TokenKind, exp: Timestamp) -> Claims {
        Claims {
            sub: "u".into(),
            tid: "000000".into(),
            sid: "s".into(),
            jti: "j".into(),
            typ,
            iat: 0,
            exp,
        }
    }

    #[test]
    fn a_token_is_valid_until_its_expiry_and_only_as_its_kind() {
        let keys = TokenKeys::from_secret(b"0123456789abcdef0123456789abcdef");
        let token = keys.sign(&claims(TokenKind::Access, 600)).unwrap();
        assert!(keys.verify(&token, TokenKind::Access, 599).is_ok());
        assert!(matches!(
            keys.verify(&token, TokenKind::Access, 600),
            Err(TokenError::Expired)
        ));
        assert!(matches!(
            keys.verify(&token, TokenKind::Refresh, 1),
            Err(TokenError::WrongKind(_))
        ));
    }

    #[test]
    fn a_token_signed_with_another_key_is_refused() {
        let ours = TokenKeys::from_secret(b"0123456789abcdef0123456789abcdef");
        let theirs = TokenKeys::from_secret(b"fedcba9876543210fedcba9876543210");
        let token = theirs.sign(&claims(TokenKind::Access, 600)).unwrap();
        assert!(matches!(
            ours.verify(&token, TokenKind::Access, 1),
            Err(TokenError::Invalid)
        ));
    }

    #[test]
    fn the_secret_kept_in_the_data_folder_is_reused() {
        let dir = std::env::temp_dir().join(format!("token-{}", uuid::Uuid::new_v4()));
        let first = TokenKeys::load(None, &dir).unwrap();
        let token = first.sign(&claims(TokenKind::Access, 600)).unwrap();
        let second = TokenKeys::load(None, &dir).unwrap();
        assert!(second.verify(&token, TokenKind::Access, 1).is_ok());
        std::fs::remove_dir_all(dir).unwrap();
    }
}
