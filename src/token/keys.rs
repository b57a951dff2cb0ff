//! Signing keys: generation (aws-lc-rs), public JWKs, RFC 7638 thumbprints (made in
//! `store::keygen`, since a store's migration makes its first keys), the JWKS, and the parsed
//! signer of the current key.

use super::ec::{Curve, EcSigner};
use crate::error::{Code, Error, Result};
use crate::store::Tx;
pub use crate::store::keygen::{Alg, generate, thumbprint};
use crate::store::keys::StoredKey;
use aws_lc_rs::signature::Ed25519KeyPair;
use serde_json::{Value, json};

/// The public JWK Set, signing key first: the document served at `/oidc/jwks`.
pub fn jwks(tx: &Tx) -> Result<Value> {
    let mut all = crate::store::keys::list(tx)?;
    all.sort_by_key(|k| !k.is_current);
    Ok(json!({ "keys": all.into_iter().map(|k| k.public_jwk).collect::<Vec<_>>() }))
}

/// A parsed private key, ready to sign JWS signing inputs.
pub enum Signer {
    Ecdsa(super::ec::EcSigner),
    Rsa(aws_lc_rs::rsa::KeyPair),
    Ed25519(Ed25519KeyPair),
}

impl Signer {
    fn parse(key: &StoredKey) -> Result<Signer> {
        let unusable = |e: &dyn std::fmt::Display| {
            Error::new(
                Code::KeysInvalid,
                format!("signing key {} is unusable: {e}", key.kid),
            )
        };
        let der = key.private_pkcs8.as_slice();
        Ok(match Alg::parse(&key.alg) {
            Some(a @ (Alg::ES256 | Alg::ES384 | Alg::ES512)) => {
                let curve = match a {
                    Alg::ES256 => Curve::P256,
                    Alg::ES384 => Curve::P384,
                    _ => Curve::P521,
                };
                // Validated when it was generated or imported (see `token::ec`).
                Signer::Ecdsa(EcSigner::from_pkcs8(curve, der).map_err(|e| unusable(&e))?)
            }
            Some(Alg::RS256) => {
                Signer::Rsa(aws_lc_rs::rsa::KeyPair::from_pkcs8(der).map_err(|e| unusable(&e))?)
            }
            Some(Alg::EdDSA) => Signer::Ed25519(
                Ed25519KeyPair::from_pkcs8(der)
                    .or_else(|_| Ed25519KeyPair::from_pkcs8_maybe_unchecked(der))
                    .map_err(|e| unusable(&e))?,
            ),
            None => {
                return Err(Error::new(
                    Code::KeysUnsupported,
                    format!(
                        "signing key {} has unsupported algorithm {}",
                        key.kid, key.alg
                    ),
                ));
            }
        })
    }

    /// The JWS signature of `input` (ECDSA in the fixed r‖s form JWS uses).
    pub fn sign(&self, input: &[u8]) -> Result<Vec<u8>> {
        let failed = |e: &dyn std::fmt::Display| {
            Error::new(Code::TokenSignFailed, format!("cannot sign the token: {e}"))
        };
        let rng = aws_lc_rs::rand::SystemRandom::new();
        match self {
            Signer::Ecdsa(k) => k.sign(input).map_err(|e| failed(&e)),
            Signer::Rsa(k) => {
                let mut sig = vec![0u8; k.public_modulus_len()];
                k.sign(
                    &aws_lc_rs::signature::RSA_PKCS1_SHA256,
                    &rng,
                    input,
                    &mut sig,
                )
                .map_err(|e| failed(&e))?;
                Ok(sig)
            }
            Signer::Ed25519(k) => Ok(k.sign(input).as_ref().to_vec()),
        }
    }
}

/// The signer of a stored key. Parsing a private key costs about as much as a signature (an
/// RSA key much more), so the last few are kept, keyed by their `kid`: the thumbprint of the
/// public key, which changes with the key, so a rotated or replaced key is never signed with
/// from the cache. A server signs with at most a few keys at once (the signing key, the
/// ID-token key, an older key an app's algorithm still needs).
pub fn signer(key: &StoredKey) -> Result<std::sync::Arc<Signer>> {
    use std::sync::{Arc, Mutex};
    type Cached = (String, Vec<u8>, Arc<Signer>);
    const KEEP: usize = 4;
    static LAST: Mutex<Vec<Cached>> = Mutex::new(Vec::new());
    {
        let last = LAST.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((_, _, s)) = last
            .iter()
            .find(|(kid, der, _)| kid == &key.kid && der == &key.private_pkcs8)
        {
            return Ok(s.clone());
        }
    }
    // Parsed outside the lock: other keys' signers stay available meanwhile.
    let s = Arc::new(Signer::parse(key)?);
    let mut last = LAST.lock().unwrap_or_else(|p| p.into_inner());
    last.retain(|(kid, _, _)| kid != &key.kid);
    if last.len() >= KEEP {
        last.remove(0);
    }
    last.push((key.kid.clone(), key.private_pkcs8.clone(), s.clone()));
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thumbprint_matches_rfc7638_example() {
        let jwk = json!({
            "kty": "RSA",
            "n": "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw",
            "e": "AQAB",
            "alg": "RS256",
            "kid": "2011-04-29"
        });
        assert_eq!(
            thumbprint(&jwk).unwrap(),
            "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs"
        );
    }

    #[test]
    fn generated_keys_have_thumbprint_kids_and_public_members_only() {
        for alg in [Alg::ES384, Alg::ES256, Alg::ES512, Alg::EdDSA, Alg::RS256] {
            let k = generate(alg).unwrap();
            assert_eq!(k.kid, thumbprint(&k.public_jwk).unwrap());
            assert_eq!(k.public_jwk["alg"], alg.as_str());
            assert!(k.public_jwk.get("d").is_none());
            signer(&k).unwrap().sign(b"x").unwrap();
        }
        let k = generate(Alg::ES384).unwrap();
        assert_eq!(k.public_jwk["crv"], "P-384");
        assert_eq!(k.kid.len(), 43);
    }
}
