//! The notification signature of the simulated gateway, shaped like WeChat Pay v3's: the
//! message is `timestamp\nnonce\nbody\n`, the signature base64 in `Wechatpay-Signature`, and a
//! notification older than five minutes is refused (a replay). WeChat signs with RSA-SHA256 and
//! its platform certificate; the simulator, which shares a key with the platform, with
//! HMAC-SHA256.

use base64::{engine::general_purpose::STANDARD, Engine};
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

use super::{GatewayError, NotifyHeaders};

/// How far a notification's timestamp may be from the platform's clock.
pub const FRESHNESS_SECS: i64 = 300;

fn mac(key: &[u8], timestamp: &str, nonce: &str, body: &[u8]) -> Hmac<Sha256> {
    // HMAC takes a key of any length.
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(key)
        .unwrap_or_else(|_| unreachable!("HMAC accepts every key length"));
    mac.update(timestamp.as_bytes());
    mac.update(b"\n");
    mac.update(nonce.as_bytes());
    mac.update(b"\n");
    mac.update(body);
    mac.update(b"\n");
    mac
}

/// The headers of a notification signed at `now`.
pub fn sign(key: &[u8], serial: &str, now: i64, body: &[u8]) -> NotifyHeaders {
    let timestamp = now.to_string();
    let nonce = uuid::Uuid::new_v4().simple().to_string();
    let signature = STANDARD.encode(mac(key, &timestamp, &nonce, body).finalize().into_bytes());
    NotifyHeaders {
        timestamp,
        nonce,
        signature,
        serial: serial.to_owned(),
    }
}

/// Checks the signature (in constant time) and the freshness of a notification.
pub fn verify(
    key: &[u8],
    serial: &str,
    headers: &NotifyHeaders,
    body: &[u8],
    now: i64,
) -> Result<(), GatewayError> {
    if headers.serial != serial {
        return Err(GatewayError::BadSignature);
    }
    let at: i64 = headers
        .timestamp
        .parse()
        .map_err(|_| GatewayError::BadSignature)?;
    if (now - at).abs() > FRESHNESS_SECS {
        return Err(GatewayError::BadSignature);
    }
    let signature = STANDARD
        .decode(headers.signature.as_bytes())
        .map_err(|_| GatewayError::BadSignature)?;
    mac(key, &headers.timestamp, &headers.nonce, body)
        .verify_slice(&signature)
        .map_err(|_| GatewayError::BadSignature)
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"the shared key";

    #[test]
    fn a_signed_notification_verifies() {
        let headers = sign(KEY, "SIM1", 1000, b"{\"a\":1}");
        assert!(verify(KEY, "SIM1", &headers, b"{\"a\":1}", 1010).is_ok());
    }

    #[test]
    fn a_changed_body_another_key_or_serial_do_not_verify() {
        let headers = sign(KEY, "SIM1", 1000, b"{\"total\":100}");
        assert!(verify(KEY, "SIM1", &headers, b"{\"total\":1}", 1000).is_err());
        assert!(verify(b"another", "SIM1", &headers, b"{\"total\":100}", 1000).is_err());
        assert!(verify(KEY, "SIM2", &headers, b"{\"total\":100}", 1000).is_err());
    }

    #[test]
    fn an_old_notification_is_a_replay() {
        let headers = sign(KEY, "SIM1", 1000, b"{}");
        assert!(verify(KEY, "SIM1", &headers, b"{}", 1000 + FRESHNESS_SECS).is_ok());
        assert!(verify(KEY, "SIM1", &headers, b"{}", 1001 + FRESHNESS_SECS).is_err());
    }

    #[test]
    fn a_forged_signature_does_not_verify() {
        let mut headers = sign(KEY, "SIM1", 1000, b"{}");
        headers.signature = STANDARD.encode([0u8; 32]);
        assert!(verify(KEY, "SIM1", &headers, b"{}", 1000).is_err());
        headers.signature = "not base64!".into();
        assert!(verify(KEY, "SIM1", &headers, b"{}", 1000).is_err());
    }
}
