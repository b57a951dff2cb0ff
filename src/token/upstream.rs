//! A sign-in through another identity provider under way, carried by the browser in the
//! `_upstream` cookie between the sign-in page and the provider's answer at
//! `/callback/NAME`: the connector, the `state` and `nonce` sent, and the PKCE verifier.
//! Nothing is stored for it (an anonymous visitor grows no table), and every server on the
//! same store can read it.
//!
//! Sealed as the `_interaction` cookie is (see [`super::interaction`]), under the same key
//! with its own label, `upstream`, so that no other kind of value can stand for it. Bound to
//! the waiting authorization request's id (`uid`), it lasts [`TTL_MS`]. Signed, not
//! encrypted: the PKCE verifier is useless without the code, which only the provider's
//! redirect to this browser carries.

use serde::{Deserialize, Serialize};

/// How long the provider has to send the browser back: 10 minutes.
pub const TTL_MS: i64 = 10 * 60 * 1000;

const LABEL: &str = "upstream";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UpstreamCookie {
    /// The waiting authorization request this sign-in belongs to.
    pub uid: String,
    /// The connector's name.
    pub connector: String,
    pub state: String,
    pub nonce: String,
    /// The PKCE code verifier (RFC 7636) whose S256 challenge was sent.
    pub verifier: String,
    /// When it is forgotten, in milliseconds since the epoch.
    pub expires_at: i64,
}

impl UpstreamCookie {
    /// A new sign-in through `connector` for the waiting request `uid`, with fresh random
    /// `state`, `nonce` and verifier.
    pub fn new(uid: &str, connector: &str, now_ms: i64) -> Self {
        UpstreamCookie {
            uid: uid.to_string(),
            connector: connector.to_string(),
            state: crate::util::new_opaque_token(),
            nonce: crate::util::new_opaque_token(),
            verifier: crate::util::new_opaque_token(),
            expires_at: now_ms.saturating_add(TTL_MS),
        }
    }

    /// The S256 challenge of the verifier.
    pub fn challenge(&self) -> String {
        use base64::Engine;
        let d = aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, self.verifier.as_bytes());
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(d.as_ref())
    }
}

/// The cookie value carrying `c`.
pub fn seal(secret: &[u8], c: &UpstreamCookie) -> crate::error::Result<String> {
    super::interaction::seal_labelled(secret, LABEL, c)
}

/// The sign-in in a cookie value, when it is genuine and has not expired at `now_ms`.
pub fn open(secret: &[u8], value: &str, now_ms: i64) -> Option<UpstreamCookie> {
    super::interaction::open_labelled::<UpstreamCookie>(secret, LABEL, value)
        .filter(|c| c.expires_at > now_ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cookie_opens_only_genuine_and_unexpired() {
        let s = [3u8; 32];
        let c = UpstreamCookie::new("uid1", "github", 1_000);
        assert_ne!(c.state, c.nonce);
        assert_eq!(c.verifier.len(), 43);
        let v = seal(&s, &c).unwrap();
        assert_eq!(open(&s, &v, 1_000), Some(c.clone()));
        assert_eq!(open(&s, &v, 1_000 + TTL_MS), None);
        assert_eq!(open(&[4u8; 32], &v, 1_000), None);
        let (payload, tag) = v.split_once('.').unwrap();
        assert_eq!(open(&s, &format!("{payload}.{}", &tag[1..]), 1_000), None);
        // A step of the second factor or a waiting request is no upstream sign-in.
        let other = super::super::interaction::seal_labelled(&s, "mfa", &c).unwrap();
        assert_eq!(open(&s, &other, 1_000), None);
    }

    #[test]
    fn the_challenge_is_s256_of_the_verifier() {
        // RFC 7636 appendix B.
        let mut c = UpstreamCookie::new("u", "c", 0);
        c.verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk".into();
        assert_eq!(c.challenge(), "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
    }
}
