//! Generating the keys a store holds: key pairs (aws-lc-rs), their public JWKs and RFC 7638
//! thumbprints. Pure computation, no SQL: here because a store's migration makes its first
//! keys (`token::keys` signs with them and re-exports these).

use crate::error::{Code, Error, Result};
use crate::store::keys::StoredKey;
use aws_lc_rs::encoding::AsDer;
use aws_lc_rs::signature::{
    ECDSA_P256_SHA256_FIXED_SIGNING, ECDSA_P384_SHA384_FIXED_SIGNING,
    ECDSA_P521_SHA512_FIXED_SIGNING, EcdsaKeyPair, EcdsaSigningAlgorithm, Ed25519KeyPair, KeyPair,
};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};

/// Algorithms idctl can sign with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Alg {
    #[value(name = "ES384")]
    ES384,
    #[value(name = "ES256")]
    ES256,
    #[value(name = "ES512")]
    ES512,
    #[value(name = "RS256")]
    RS256,
    #[value(name = "EdDSA")]
    EdDSA,
}

impl Alg {
    pub fn as_str(self) -> &'static str {
        match self {
            Alg::ES384 => "ES384",
            Alg::ES256 => "ES256",
            Alg::ES512 => "ES512",
            Alg::RS256 => "RS256",
            Alg::EdDSA => "EdDSA",
        }
    }

    /// The ECDSA signing algorithm, curve name and coordinate size of an EC algorithm.
    pub fn ecdsa(self) -> Option<(&'static EcdsaSigningAlgorithm, &'static str, usize)> {
        match self {
            Alg::ES256 => Some((&ECDSA_P256_SHA256_FIXED_SIGNING, "P-256", 32)),
            Alg::ES384 => Some((&ECDSA_P384_SHA384_FIXED_SIGNING, "P-384", 48)),
            Alg::ES512 => Some((&ECDSA_P521_SHA512_FIXED_SIGNING, "P-521", 66)),
            Alg::RS256 | Alg::EdDSA => None,
        }
    }

    pub fn parse(s: &str) -> Option<Alg> {
        [Alg::ES384, Alg::ES256, Alg::ES512, Alg::RS256, Alg::EdDSA]
            .into_iter()
            .find(|a| a.as_str() == s)
    }
}

fn b64u(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

fn keygen_failed(e: impl std::fmt::Display) -> Error {
    Error::new(
        Code::KeysGenerationFailed,
        format!("cannot generate a key: {e}"),
    )
}

/// RFC 7638 thumbprint: base64url(SHA-256(canonical JSON of the required public members)).
pub fn thumbprint(jwk: &Value) -> Result<String> {
    let s = |k: &str| {
        jwk[k]
            .as_str()
            .ok_or_else(|| Error::new(Code::JwkInvalid, format!("JWK lacks the member {k}")))
    };
    // Members in lexicographic order, no whitespace; values are base64url or names (no escaping).
    let canonical = match s("kty")? {
        "EC" => format!(
            r#"{{"crv":"{}","kty":"EC","x":"{}","y":"{}"}}"#,
            s("crv")?,
            s("x")?,
            s("y")?
        ),
        "RSA" => format!(r#"{{"e":"{}","kty":"RSA","n":"{}"}}"#, s("e")?, s("n")?),
        "OKP" => format!(r#"{{"crv":"{}","kty":"OKP","x":"{}"}}"#, s("crv")?, s("x")?),
        other => {
            return Err(Error::new(
                Code::JwkInvalid,
                format!("unsupported key type {other}"),
            ));
        }
    };
    let d = aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, canonical.as_bytes());
    Ok(b64u(d.as_ref()))
}

/// The public JWK of a private key, without kid/alg/use.
fn public_members(alg: Alg, pkcs8: &[u8]) -> Result<Value> {
    Ok(match alg {
        Alg::ES384 | Alg::ES256 | Alg::ES512 => {
            let Some((signing, crv, n)) = alg.ecdsa() else {
                return Err(keygen_failed("not an EC algorithm"));
            };
            let kp = EcdsaKeyPair::from_pkcs8(signing, pkcs8).map_err(keygen_failed)?;
            let point = kp.public_key().as_ref();
            if point.len() != 1 + 2 * n || point[0] != 4 {
                return Err(keygen_failed("unexpected EC public key encoding"));
            }
            json!({"kty": "EC", "crv": crv, "x": b64u(&point[1..=n]), "y": b64u(&point[n + 1..])})
        }
        Alg::RS256 => {
            let kp = aws_lc_rs::rsa::KeyPair::from_pkcs8(pkcs8).map_err(keygen_failed)?;
            let c = aws_lc_rs::signature::RsaPublicKeyComponents::<Vec<u8>>::from(kp.public_key());
            json!({"kty": "RSA", "n": b64u(&c.n), "e": b64u(&c.e)})
        }
        Alg::EdDSA => {
            let kp = Ed25519KeyPair::from_pkcs8(pkcs8).map_err(keygen_failed)?;
            json!({"kty": "OKP", "crv": "Ed25519", "x": b64u(kp.public_key().as_ref())})
        }
    })
}

/// Generates a new key pair: PKCS#8 private key, public JWK with its thumbprint as `kid`.
pub fn generate(alg: Alg) -> Result<StoredKey> {
    let rng = aws_lc_rs::rand::SystemRandom::new();
    let pkcs8: Vec<u8> = match alg {
        Alg::ES384 | Alg::ES256 | Alg::ES512 => {
            let Some((signing, _, _)) = alg.ecdsa() else {
                return Err(keygen_failed("not an EC algorithm"));
            };
            EcdsaKeyPair::generate_pkcs8(signing, &rng)
                .map_err(keygen_failed)?
                .as_ref()
                .to_vec()
        }
        Alg::RS256 => aws_lc_rs::rsa::KeyPair::generate(aws_lc_rs::rsa::KeySize::Rsa2048)
            .and_then(|k| k.as_der())
            .map_err(keygen_failed)?
            .as_ref()
            .to_vec(),
        Alg::EdDSA => Ed25519KeyPair::generate_pkcs8(&rng)
            .map_err(keygen_failed)?
            .as_ref()
            .to_vec(),
    };
    from_pkcs8(alg, pkcs8)
}

/// A key from its PKCS#8 private key: the public JWK with its thumbprint as `kid`. Not yet
/// stored: `created_at` is now, and it is meant to sign (the caller decides).
pub fn from_pkcs8(alg: Alg, pkcs8: Vec<u8>) -> Result<StoredKey> {
    let mut jwk = public_members(alg, &pkcs8)?;
    let kid = thumbprint(&jwk)?;
    if let Value::Object(m) = &mut jwk {
        m.insert("kid".into(), kid.clone().into());
        m.insert("alg".into(), alg.as_str().into());
        m.insert("use".into(), "sig".into());
    }
    Ok(StoredKey {
        kid,
        alg: alg.as_str().to_string(),
        private_pkcs8: pkcs8,
        public_jwk: jwk,
        created_at: crate::util::now_ms(),
        is_current: true,
        id_token: false,
        signed: false,
    })
}
