//! PKCE (RFC 7636) as the service applies it: only `S256`; a challenge or verifier is 43 to
//! 128 characters of `[A-Za-z0-9._~-]`.

use crate::error::{Code, Error, Result};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// The only method accepted.
pub const S256: &str = "S256";

fn well_formed(s: &str) -> bool {
    (43..=128).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'~' | b'-'))
}

/// Checks a `code_challenge` and its method at the authorization endpoint.
pub fn check_challenge(challenge: &str, method: Option<&str>) -> Result<()> {
    match method {
        Some(S256) => {}
        None => {
            return Err(Error::new(
                Code::InvalidRequest,
                "plain code_challenge_method fallback disabled, code_challenge_method must be provided",
            ));
        }
        Some(_) => {
            return Err(Error::new(
                Code::InvalidRequest,
                "not supported value of code_challenge_method",
            ));
        }
    }
    if !well_formed(challenge) {
        return Err(Error::new(
            Code::InvalidRequest,
            "code_challenge must be a string with a minimum length of 43 characters and a maximum length of 128 characters",
        ));
    }
    Ok(())
}

/// The S256 challenge of a verifier: base64url(SHA-256(verifier)).
pub fn challenge_of(verifier: &str) -> String {
    let d = aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, verifier.as_bytes());
    URL_SAFE_NO_PAD.encode(d.as_ref())
}

/// Checks a `code_verifier` at the token endpoint against the stored challenge, in constant
/// time.
pub fn verify(verifier: Option<&str>, challenge: &str) -> Result<()> {
    let Some(verifier) = verifier else {
        return Err(
            Error::new(Code::InvalidGrant, "grant request is invalid").with_hint(
                "code_verifier is required: the authorization request had a code_challenge",
            ),
        );
    };
    if !well_formed(verifier) {
        return Err(Error::new(
            Code::InvalidGrant,
            "code_verifier must be a string with a minimum length of 43 characters and a maximum length of 128 characters",
        ));
    }
    if !crate::util::ct_eq(challenge_of(verifier).as_bytes(), challenge.as_bytes()) {
        return Err(Error::new(Code::InvalidGrant, "PKCE verification failed"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc7636_appendix_b() {
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
        let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
        assert_eq!(challenge_of(verifier), challenge);
        assert!(verify(Some(verifier), challenge).is_ok());
        let other = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXx";
        assert!(verify(Some(other), challenge).is_err());
        assert!(verify(None, challenge).is_err());
        assert!(verify(Some("short"), challenge).is_err());
    }

    #[test]
    fn only_s256_and_well_formed_challenges() {
        let c = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
        assert!(check_challenge(c, Some("S256")).is_ok());
        assert!(check_challenge(c, Some("plain")).is_err());
        assert!(check_challenge(c, None).is_err());
        assert!(check_challenge("abc", Some("S256")).is_err());
        assert!(check_challenge(&"a".repeat(129), Some("S256")).is_err());
        assert!(check_challenge(&format!("{}+", &c[..42]), Some("S256")).is_err());
    }
}
