//! The authorization request that waits while a user signs in, carried by the browser
//! itself in the `_interaction` cookie instead of a row of the store: an anonymous
//! `GET /oidc/auth` stores nothing, and every server on the same store (or a restarted one)
//! can read it.
//!
//! The value is `base64url(JSON) "." base64url(HMAC-SHA256(secret, "interaction" 0 JSON))`,
//! under the key of the sign-in pages' form tokens (see [`crate::ops::csrf`]), with its own label
//! so that neither kind of value can stand for the other. It is signed, not encrypted: it
//! holds only what the browser sent in the authorization request's own URL, plus its id and
//! expiry. A value whose signature does not verify, that cannot be read, or that has expired
//! is no waiting sign-in at all.

use super::auth_request::AuthRequest;
use aws_lc_rs::hmac;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// A waiting authorization request.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Waiting {
    /// Its id: the `uid` of `/oidc/auth/<uid>`, what the pages' form tokens are bound to,
    /// and the `sessionId` of events before a session exists.
    pub uid: String,
    /// When it is forgotten, in milliseconds since the epoch.
    pub expires_at: i64,
    pub request: AuthRequest,
}

/// The label of waiting sign-ins.
const LABEL: &str = "interaction";

fn mac(secret: &[u8], label: &str, payload: &str) -> hmac::Tag {
    let key = hmac::Key::new(hmac::HMAC_SHA256, secret);
    let mut ctx = hmac::Context::with_key(&key);
    ctx.update(label.as_bytes());
    ctx.update(b"\0");
    ctx.update(payload.as_bytes());
    ctx.sign()
}

/// `base64url(JSON) "." base64url(HMAC-SHA256(secret, label 0 JSON))`: a value the browser
/// carries and cannot change. Each kind of value has its own `label`, so that none can stand
/// for another.
pub(crate) fn seal_labelled<T: serde::Serialize>(
    secret: &[u8],
    label: &str,
    value: &T,
) -> crate::error::Result<String> {
    let payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(value)?);
    let tag = URL_SAFE_NO_PAD.encode(mac(secret, label, &payload).as_ref());
    Ok(format!("{payload}.{tag}"))
}

/// The value sealed by [`seal_labelled`] under `label`, when it is genuine.
pub(crate) fn open_labelled<T: serde::de::DeserializeOwned>(
    secret: &[u8],
    label: &str,
    value: &str,
) -> Option<T> {
    let (payload, tag) = value.split_once('.')?;
    let given = URL_SAFE_NO_PAD.decode(tag.as_bytes()).ok()?;
    if !crate::util::ct_eq(mac(secret, label, payload).as_ref(), &given) {
        return None;
    }
    let json = URL_SAFE_NO_PAD.decode(payload.as_bytes()).ok()?;
    serde_json::from_slice(&json).ok()
}

/// The cookie value carrying `w`.
pub fn seal(secret: &[u8], w: &Waiting) -> crate::error::Result<String> {
    seal_labelled(secret, LABEL, w)
}

/// The waiting request in a cookie value, when it is genuine (whatever its expiry).
pub fn verify(secret: &[u8], value: &str) -> Option<Waiting> {
    open_labelled(secret, LABEL, value)
}

/// The waiting request in a cookie value, when it is genuine and has not expired at `now_ms`.
pub fn open(secret: &[u8], value: &str, now_ms: i64) -> Option<Waiting> {
    verify(secret, value).filter(|w| w.expires_at > now_ms)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::token::auth_request::FirstScreen;

    fn waiting() -> Waiting {
        Waiting {
            uid: "uid1".into(),
            expires_at: 2_000,
            request: AuthRequest {
                client_id: "app".into(),
                redirect_uri: "http://localhost:3000/cb".into(),
                scopes: vec!["openid".into()],
                resources: vec![],
                state: Some("st".into()),
                nonce: None,
                code_challenge: None,
                prompt_login: false,
                prompt_none: false,
                prompt_consent: false,
                first_screen: FirstScreen::SignIn,
                login_hint: None,
                max_age: Some(300),
                requested_at: 1_500,
            },
        }
    }

    #[test]
    fn a_sealed_request_opens_only_genuine_and_unexpired() {
        let s = [7u8; 32];
        let v = seal(&s, &waiting()).unwrap();
        assert!(
            v.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
        );
        assert_eq!(open(&s, &v, 1_999), Some(waiting()));
        assert_eq!(open(&s, &v, 2_000), None, "expired");
        assert_eq!(open(&[8u8; 32], &v, 0), None, "another key");
        // Any change to the payload or the tag breaks it.
        let (payload, tag) = v.split_once('.').unwrap();
        let mut other = waiting();
        other.request.redirect_uri = "http://evil.example/cb".into();
        let forged = seal(&[9u8; 32], &other).unwrap();
        let forged_payload = forged.split_once('.').unwrap().0;
        assert_eq!(open(&s, &format!("{forged_payload}.{tag}"), 0), None);
        assert_eq!(open(&s, &format!("{payload}.{}", &tag[1..]), 0), None);
        assert_eq!(open(&s, payload, 0), None);
        assert_eq!(open(&s, "", 0), None);
        assert_eq!(open(&s, "é.é", 0), None);
        // A form token (the other use of the key) is no cookie value.
        assert_eq!(
            open(&s, &crate::ops::csrf::token(&s, "uid1", "sign-in"), 0),
            None
        );
    }
}
