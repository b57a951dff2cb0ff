//! Private keys brought from outside (`keys import`, a manifest's `[[keys]]`) and taken out
//! (`keys export --private`): PEM (PKCS#8 `PRIVATE KEY`, SEC 1 `EC PRIVATE KEY`, PKCS#1
//! `RSA PRIVATE KEY`) or a private JWK in, PKCS#8 PEM out. EC P-256, P-384 and P-521 sign
//! ES256, ES384 and ES512, RSA of 2048 bits or more RS256, Ed25519 EdDSA. A key is stored as
//! PKCS#8 whatever its file's form, and its `kid` is the RFC 7638 thumbprint of its public
//! key: the same key has the same `kid` in every store.

use super::der::tlv;
use crate::error::{Code, Error, Result};
use crate::store::keys::StoredKey;
use crate::token::keys::{Alg, thumbprint};
use aws_lc_rs::encoding::AsDer;
use aws_lc_rs::signature::{EcdsaKeyPair, Ed25519KeyPair};
use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use serde_json::Value;

/// The smallest RSA key imported, in bits.
pub const RSA_MIN_BITS: usize = 2048;

const OID_RSA: &[u8] = &[0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01];
const OID_EC: &[u8] = &[0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01];
const OID_P256: &[u8] = &[0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07];
const OID_P384: &[u8] = &[0x2B, 0x81, 0x04, 0x00, 0x22];
const OID_P521: &[u8] = &[0x2B, 0x81, 0x04, 0x00, 0x23];
const OID_ED25519: &[u8] = &[0x2B, 0x65, 0x70];

fn invalid(message: impl Into<String>) -> Error {
    Error::new(Code::KeysImportInvalid, message)
}

fn convert_hint() -> &'static str {
    "give an unencrypted private key: PEM (openssl genpkey writes one) or a private JWK"
}

/// Reads a private key file's bytes: PEM or a private JWK.
pub fn parse(bytes: &[u8]) -> Result<StoredKey> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Err(invalid(
            "this is not a PEM private key nor a JWK (the file is not text; DER files are not read)",
        )
        .with_hint(convert_hint()));
    };
    let trimmed = text.trim_start();
    if trimmed.starts_with('{') {
        return from_jwk(trimmed);
    }
    if !text.contains("-----BEGIN ") {
        return Err(invalid("this is not a PEM private key nor a JWK").with_hint(convert_hint()));
    }
    let blocks = pem_blocks(text)?;
    let Some((label, der)) = blocks.iter().find(|(l, _)| l.ends_with("PRIVATE KEY")) else {
        let first = blocks.first().map(|(l, _)| l.as_str()).unwrap_or("");
        let what = match first {
            "PUBLIC KEY" | "RSA PUBLIC KEY" => "a public key",
            "CERTIFICATE" => "a certificate",
            "" => "an empty PEM file",
            _ => "not a private key",
        };
        return Err(invalid(format!(
            "this PEM file holds {what} ({first}); idctl signs with a private key"
        ))
        .with_hint(convert_hint()));
    };
    match label.as_str() {
        "PRIVATE KEY" => from_pkcs8(der),
        "EC PRIVATE KEY" => from_sec1(der),
        "RSA PRIVATE KEY" => from_pkcs1(der),
        "ENCRYPTED PRIVATE KEY" => Err(invalid("this private key is encrypted")
            .with_hint("decrypt it first: openssl pkey -in FILE -out key.pem")),
        other => {
            Err(invalid(format!("unsupported PEM private key type {other}"))
                .with_hint(convert_hint()))
        }
    }
}

/// The PEM blocks of a file: (label, DER).
fn pem_blocks(text: &str) -> Result<Vec<(String, Vec<u8>)>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("-----BEGIN ") {
        let after = &rest[start + 11..];
        let Some(end_label) = after.find("-----") else {
            return Err(invalid("a PEM line -----BEGIN is not closed"));
        };
        let label = after[..end_label].to_string();
        let body_start = &after[end_label + 5..];
        let footer = format!("-----END {label}-----");
        let Some(end) = body_start.find(&footer) else {
            return Err(invalid(format!(
                "the PEM block {label} has no {footer} line"
            )));
        };
        let body = &body_start[..end];
        if body.contains("Proc-Type:") && body.contains("ENCRYPTED") {
            return Err(invalid("this private key is encrypted")
                .with_hint("decrypt it first: openssl pkey -in FILE -out key.pem"));
        }
        let b64: String = body.chars().filter(|c| !c.is_ascii_whitespace()).collect();
        let der = STANDARD
            .decode(b64.as_bytes())
            .map_err(|_| invalid(format!("the PEM block {label} is not valid base64")))?;
        out.push((label, der));
        rest = &body_start[end + footer.len()..];
    }
    Ok(out)
}

fn malformed(what: &str) -> Error {
    invalid(format!("this {what} is malformed")).with_hint(convert_hint())
}

/// The size in bits of a DER INTEGER's contents (a modulus).
fn bits(int: &[u8]) -> usize {
    let int: Vec<u8> = int.iter().copied().skip_while(|&b| b == 0).collect();
    match int.first() {
        None => 0,
        Some(&b) => int.len() * 8 - b.leading_zeros() as usize,
    }
}

/// Refuses an RSA key whose modulus (`n`, DER INTEGER contents) is too short.
fn check_rsa_size(n: &[u8]) -> Result<()> {
    let b = bits(n);
    if b < RSA_MIN_BITS {
        return Err(Error::new(
            Code::KeysTooWeak,
            format!(
                "this RSA key has {b} bits; idctl takes RSA keys of {RSA_MIN_BITS} bits or more"
            ),
        )
        .with_hint("openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out key.pem"));
    }
    Ok(())
}

/// The modulus of a PKCS#1 `RSAPrivateKey`.
fn pkcs1_modulus(der: &[u8]) -> Option<&[u8]> {
    let (0x30, seq, _) = tlv(der)? else {
        return None;
    };
    let (0x02, _version, rest) = tlv(seq)? else {
        return None;
    };
    let (0x02, n, _) = tlv(rest)? else {
        return None;
    };
    Some(n)
}

fn curve_alg(oid: &[u8]) -> Result<Alg> {
    match oid {
        OID_P256 => Ok(Alg::ES256),
        OID_P384 => Ok(Alg::ES384),
        OID_P521 => Ok(Alg::ES512),
        _ => Err(invalid(
            "this EC key is on a curve idctl does not sign with (P-256, P-384 and P-521 are supported)",
        )),
    }
}

fn rejected(kind: &str) -> impl Fn(aws_lc_rs::error::KeyRejected) -> Error + '_ {
    move |e| invalid(format!("this {kind} private key is not usable: {e}"))
}

fn pkcs8_of_ec(kp: &EcdsaKeyPair) -> Result<Vec<u8>> {
    Ok(kp
        .to_pkcs8v1()
        .map_err(|_| invalid("this EC private key cannot be encoded as PKCS#8"))?
        .as_ref()
        .to_vec())
}

fn from_ec(alg: Alg, kp: &EcdsaKeyPair) -> Result<StoredKey> {
    crate::store::keygen::from_pkcs8(alg, pkcs8_of_ec(kp)?)
}

fn from_rsa(kp: aws_lc_rs::rsa::KeyPair) -> Result<StoredKey> {
    let der = kp
        .as_der()
        .map_err(|_| invalid("this RSA private key cannot be encoded as PKCS#8"))?;
    crate::store::keygen::from_pkcs8(Alg::RS256, der.as_ref().to_vec())
}

fn from_ed25519(kp: &Ed25519KeyPair) -> Result<StoredKey> {
    let der = kp
        .to_pkcs8()
        .map_err(|_| invalid("this Ed25519 private key cannot be encoded as PKCS#8"))?;
    crate::store::keygen::from_pkcs8(Alg::EdDSA, der.as_ref().to_vec())
}

/// A PKCS#8 `PrivateKeyInfo`.
fn from_pkcs8(der: &[u8]) -> Result<StoredKey> {
    let parts = (|| {
        let (0x30, seq, _) = tlv(der)? else {
            return None;
        };
        let (0x02, _version, rest) = tlv(seq)? else {
            return None;
        };
        let (0x30, alg_id, rest) = tlv(rest)? else {
            return None;
        };
        let (0x04, key, _) = tlv(rest)? else {
            return None;
        };
        let (0x06, oid, params) = tlv(alg_id)? else {
            return None;
        };
        let curve = tlv(params).filter(|t| t.0 == 0x06).map(|t| t.1);
        Some((oid, curve, key))
    })();
    let Some((oid, curve, key)) = parts else {
        return Err(malformed("PKCS#8 private key"));
    };
    match oid {
        OID_RSA => {
            check_rsa_size(pkcs1_modulus(key).ok_or_else(|| malformed("RSA private key"))?)?;
            from_rsa(aws_lc_rs::rsa::KeyPair::from_pkcs8(der).map_err(rejected("RSA"))?)
        }
        OID_EC => {
            let alg = curve_alg(curve.ok_or_else(|| malformed("EC private key"))?)?;
            let Some((signing, _, _)) = alg.ecdsa() else {
                return Err(malformed("EC private key"));
            };
            from_ec(
                alg,
                &EcdsaKeyPair::from_pkcs8(signing, der).map_err(rejected("EC"))?,
            )
        }
        OID_ED25519 => from_ed25519(
            &Ed25519KeyPair::from_pkcs8_maybe_unchecked(der).map_err(rejected("Ed25519"))?,
        ),
        _ => Err(invalid(
            "this private key is of a type idctl does not sign with (EC P-256, P-384, P-521, RSA, Ed25519 are supported)",
        )),
    }
}

/// A SEC 1 `ECPrivateKey` (RFC 5915), its curve named in its parameters.
fn from_sec1(der: &[u8]) -> Result<StoredKey> {
    let curve = (|| {
        let (0x30, seq, _) = tlv(der)? else {
            return None;
        };
        let (0x02, _version, rest) = tlv(seq)? else {
            return None;
        };
        let (0x04, _key, mut rest) = tlv(rest)? else {
            return None;
        };
        while let Some((tag, inner, next)) = tlv(rest) {
            if tag == 0xA0 {
                return tlv(inner).filter(|t| t.0 == 0x06).map(|t| t.1);
            }
            rest = next;
        }
        None
    })();
    let Some(curve) = curve else {
        return Err(malformed("EC private key (it names no curve)"));
    };
    let alg = curve_alg(curve)?;
    let Some((signing, _, _)) = alg.ecdsa() else {
        return Err(malformed("EC private key"));
    };
    from_ec(
        alg,
        &EcdsaKeyPair::from_private_key_der(signing, der).map_err(rejected("EC"))?,
    )
}

/// A PKCS#1 `RSAPrivateKey`.
fn from_pkcs1(der: &[u8]) -> Result<StoredKey> {
    check_rsa_size(pkcs1_modulus(der).ok_or_else(|| malformed("RSA private key"))?)?;
    from_rsa(aws_lc_rs::rsa::KeyPair::from_der(der).map_err(rejected("RSA"))?)
}

/// A private JWK (RFC 7517/7518; RFC 8037 for Ed25519).
fn from_jwk(text: &str) -> Result<StoredKey> {
    let jwk: Value = serde_json::from_str(text)
        .map_err(|e| invalid(format!("this JWK is not valid JSON: {e}")))?;
    let member = |k: &str| -> Result<Vec<u8>> {
        let s = jwk[k].as_str().ok_or_else(|| {
            if k == "d" {
                invalid(
                    "this JWK is a public key (it has no member d); idctl signs with a private key",
                )
            } else {
                invalid(format!("this JWK lacks the member {k}"))
            }
        })?;
        URL_SAFE_NO_PAD
            .decode(s.trim_end_matches('='))
            .map_err(|_| invalid(format!("the JWK member {k} is not base64url")))
    };
    let kty = jwk["kty"]
        .as_str()
        .ok_or_else(|| invalid("this JWK lacks the member kty (is it a JWK Set?)"))?;
    match kty {
        "EC" => {
            let alg = match jwk["crv"].as_str() {
                Some("P-256") => Alg::ES256,
                Some("P-384") => Alg::ES384,
                Some("P-521") => Alg::ES512,
                _ => {
                    return Err(invalid(
                        "this JWK's crv is not one idctl signs with (P-256, P-384, P-521)",
                    ));
                }
            };
            let Some((signing, _, n)) = alg.ecdsa() else {
                return Err(malformed("JWK"));
            };
            let d = member("d")?;
            let (x, y) = (member("x")?, member("y")?);
            if x.len() != n || y.len() != n {
                return Err(invalid(format!(
                    "this JWK's x and y are not {n} bytes each, as on its curve"
                )));
            }
            let mut point = vec![4u8];
            point.extend_from_slice(&x);
            point.extend_from_slice(&y);
            let kp = EcdsaKeyPair::from_private_key_and_public_key(signing, &d, &point)
                .map_err(rejected("EC"))?;
            from_ec(alg, &kp)
        }
        "RSA" => {
            let d = member("d")?;
            let parts = ["n", "e", "p", "q", "dp", "dq", "qi"]
                .iter()
                .map(|k| member(k))
                .collect::<Result<Vec<_>>>()?;
            let [n, e, p, q, dp, dq, qi] = &parts[..] else {
                return Err(malformed("JWK"));
            };
            check_rsa_size(n)?;
            let der = der_sequence(&[&[0], n, e, &d, p, q, dp, dq, qi]);
            from_rsa(aws_lc_rs::rsa::KeyPair::from_der(&der).map_err(rejected("RSA"))?)
        }
        "OKP" => {
            if jwk["crv"].as_str() != Some("Ed25519") {
                return Err(invalid(
                    "this JWK's crv is not one idctl signs with (Ed25519)",
                ));
            }
            let d = member("d")?;
            let x = member("x")?;
            from_ed25519(
                &Ed25519KeyPair::from_seed_and_public_key(&d, &x).map_err(rejected("Ed25519"))?,
            )
        }
        other => Err(invalid(format!(
            "this JWK's kty {other} is not one idctl signs with (EC, RSA, OKP)"
        ))),
    }
}

fn der_len(len: usize, out: &mut Vec<u8>) {
    if len < 0x80 {
        out.push(len as u8);
    } else {
        let bytes: Vec<u8> = len
            .to_be_bytes()
            .into_iter()
            .skip_while(|&b| b == 0)
            .collect();
        out.push(0x80 | bytes.len() as u8);
        out.extend(bytes);
    }
}

/// A DER SEQUENCE of unsigned INTEGERs given as big-endian bytes.
fn der_sequence(ints: &[&[u8]]) -> Vec<u8> {
    let mut body = Vec::new();
    for int in ints {
        let trimmed: Vec<u8> = int.iter().copied().skip_while(|&b| b == 0).collect();
        let mut v = Vec::with_capacity(trimmed.len() + 1);
        if trimmed.first().is_none_or(|&b| b & 0x80 != 0) {
            v.push(0);
        }
        v.extend(trimmed);
        body.push(0x02);
        der_len(v.len(), &mut body);
        body.extend(v);
    }
    let mut out = vec![0x30];
    der_len(body.len(), &mut out);
    out.extend(body);
    out
}

/// A stored key's private key as PKCS#8 PEM.
pub fn private_pem(key: &StoredKey) -> String {
    let b64 = STANDARD.encode(&key.private_pkcs8);
    let mut out = String::from("-----BEGIN PRIVATE KEY-----\n");
    for chunk in b64.as_bytes().chunks(64) {
        out.push_str(&String::from_utf8_lossy(chunk));
        out.push('\n');
    }
    out.push_str("-----END PRIVATE KEY-----\n");
    out
}

/// Is this key's `kid` its thumbprint (every key idctl stores)?
pub fn kid_matches(key: &StoredKey) -> bool {
    thumbprint(&key.public_jwk).is_ok_and(|t| t == key.kid)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::token::keys::generate;

    #[test]
    fn a_generated_key_exported_and_imported_keeps_its_kid() {
        for alg in [Alg::ES256, Alg::ES384, Alg::ES512, Alg::RS256, Alg::EdDSA] {
            let k = generate(alg).unwrap();
            let back = parse(private_pem(&k).as_bytes()).unwrap();
            assert_eq!(back.kid, k.kid, "{alg:?}");
            assert_eq!(back.alg, alg.as_str());
            assert!(kid_matches(&back));
        }
    }

    #[test]
    fn garbage_public_keys_and_non_utf8_are_refused_with_a_message() {
        for (bytes, says) in [
            (&b"\xff\xfe\x00garbage"[..], "not text"),
            (b"hello", "not a PEM private key"),
            (
                b"-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n",
                "a public key",
            ),
            (
                b"-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n",
                "malformed",
            ),
            (b"-----BEGIN PRIVATE KEY-----\nAAAA\n", "no -----END"),
            (
                b"{\"kty\":\"EC\",\"crv\":\"P-256\",\"x\":\"AA\",\"y\":\"AA\"}",
                "no member d",
            ),
            (b"{\"keys\":[]}", "kty"),
            (b"{", "not valid JSON"),
        ] {
            let e = parse(bytes).unwrap_err();
            let msg = &e.detail().message;
            assert!(msg.contains(says), "{msg}");
        }
    }

    #[test]
    fn der_sequences_encode_long_lengths_and_sign_bits() {
        let big = vec![0xffu8; 300];
        let der = der_sequence(&[&[0], &big]);
        let (tag, seq, rest) = tlv(&der).unwrap();
        assert_eq!((tag, rest.len()), (0x30, 0));
        let (_, zero, rest) = tlv(seq).unwrap();
        assert_eq!(zero, &[0]);
        let (_, n, _) = tlv(rest).unwrap();
        assert_eq!(n.len(), 301);
        assert_eq!(bits(n), 2400);
    }
}
