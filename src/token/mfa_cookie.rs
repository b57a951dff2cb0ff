//! A sign-in waiting for its second factor, carried by the browser in the `_mfa` cookie
//! instead of a row of the store: the password was right, the session is not open yet.
//! Nothing is stored for it, and every server on the same store can read it.
//!
//! The value is sealed as the `_interaction` cookie is (see [`super::interaction`]), under the
//! same key with its own label, `mfa`, so that neither kind of value (nor a form token) can
//! stand for another. It is bound to the waiting authorization request's id (`uid`) and lasts
//! [`TTL_MS`]. It is signed, not encrypted: it holds the user's id and the identifier the user
//! typed, the methods used so far and, while a factor is being enrolled, the TOTP secret that
//! the enrolment page shows the user anyway.

use serde::{Deserialize, Serialize};

/// How long a pending second step lasts: 10 minutes.
pub const TTL_MS: i64 = 10 * 60 * 1000;

const LABEL: &str = "mfa";

/// A pending second step. `P` is the pending sign-in of the operations
/// (`ops::experience::Pending`); the token layer only seals it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MfaCookie<P> {
    /// The waiting authorization request this step belongs to: the `uid` of the browser's
    /// `_interaction` cookie. Another request's cookie is no step of this one.
    pub uid: String,
    /// When it is forgotten, in milliseconds since the epoch.
    pub expires_at: i64,
    pub pending: P,
    /// The TOTP secret being enrolled (base32), chosen when the binding page was first shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub totp_secret: Option<String>,
    /// A WebAuthn ceremony under way: its state, as the passkey pages keep it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub webauthn: Option<serde_json::Value>,
    /// The methods of a factor bound during this sign-in (e.g. `["otp"]`): the sign-in may be
    /// finished with them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound: Option<Vec<String>>,
    /// The backup codes of this sign-in were made and shown once.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub codes_shown: bool,
}

impl<P> MfaCookie<P> {
    /// A new step for `pending`, bound to the request `uid`, from `now_ms`.
    pub fn new(uid: &str, pending: P, now_ms: i64) -> Self {
        MfaCookie {
            uid: uid.to_string(),
            expires_at: now_ms.saturating_add(TTL_MS),
            pending,
            totp_secret: None,
            webauthn: None,
            bound: None,
            codes_shown: false,
        }
    }
}

/// The cookie value carrying `c`.
pub fn seal<P: Serialize>(secret: &[u8], c: &MfaCookie<P>) -> crate::error::Result<String> {
    super::interaction::seal_labelled(secret, LABEL, c)
}

/// The step in a cookie value, when it is genuine, has not expired at `now_ms` and belongs
/// to the waiting request `uid`.
pub fn open<P: serde::de::DeserializeOwned>(
    secret: &[u8],
    value: &str,
    uid: &str,
    now_ms: i64,
) -> Option<MfaCookie<P>> {
    super::interaction::open_labelled::<MfaCookie<P>>(secret, LABEL, value)
        .filter(|c| c.expires_at > now_ms && crate::util::ct_eq(c.uid.as_bytes(), uid.as_bytes()))
}

/// The step in a cookie value when it is genuine, whatever its expiry and request: what the
/// rate limits count a post under before its transaction (which opens it properly).
pub fn peek<P: serde::de::DeserializeOwned>(secret: &[u8], value: &str) -> Option<MfaCookie<P>> {
    super::interaction::open_labelled::<MfaCookie<P>>(secret, LABEL, value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
    struct Pending {
        user_id: String,
    }

    fn step() -> MfaCookie<Pending> {
        MfaCookie::new(
            "uid1",
            Pending {
                user_id: "u1".into(),
            },
            1_000,
        )
    }

    #[test]
    fn a_step_opens_only_genuine_unexpired_and_for_its_own_request() {
        let s = [7u8; 32];
        let mut c = step();
        c.totp_secret = Some("JBSWY3DPEHPK3PXP".into());
        let v = seal(&s, &c).unwrap();
        assert!(
            v.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
        );
        assert_eq!(open::<Pending>(&s, &v, "uid1", 1_000), Some(c.clone()));
        assert_eq!(c.expires_at, 1_000 + TTL_MS);
        assert_eq!(
            open::<Pending>(&s, &v, "uid1", 1_000 + TTL_MS),
            None,
            "expired"
        );
        assert_eq!(
            open::<Pending>(&s, &v, "uid2", 1_000),
            None,
            "another request"
        );
        assert_eq!(
            open::<Pending>(&[8u8; 32], &v, "uid1", 0),
            None,
            "another key"
        );
        let (payload, tag) = v.split_once('.').unwrap();
        assert_eq!(
            open::<Pending>(&s, &format!("{payload}.{}", &tag[1..]), "uid1", 0),
            None
        );
        assert_eq!(open::<Pending>(&s, payload, "uid1", 0), None);
        assert_eq!(open::<Pending>(&s, "", "uid1", 0), None);
        assert_eq!(open::<Pending>(&s, "\u{e9}.\u{e9}", "uid1", 0), None);
    }

    #[test]
    fn neither_a_waiting_request_nor_a_form_token_is_a_step() {
        let s = [7u8; 32];
        // The same JSON sealed as another kind of value does not open as a step.
        let as_interaction =
            super::super::interaction::seal_labelled(&s, "interaction", &step()).unwrap();
        assert_eq!(open::<Pending>(&s, &as_interaction, "uid1", 0), None);
        let token = crate::ops::csrf::token(&s, "uid1", "mfa-totp");
        assert_eq!(open::<Pending>(&s, &token, "uid1", 0), None);
        // And a step is no waiting request.
        let v = seal(&s, &step()).unwrap();
        assert_eq!(super::super::interaction::verify(&s, &v), None);
    }
}
