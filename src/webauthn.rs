//! Passkeys (WebAuthn Level 2) as a second factor: the options a browser's
//! `navigator.credentials.create()` / `.get()` takes, and the relying party's verification of
//! what it answers. Pure functions: no store, no clock; the caller keeps the challenge (signed,
//! in the pending sign-in) and the credentials.
//!
//! What is verified (WebAuthn §7.1 and §7.2, the steps that apply to a second factor without
//! attestation): the client data's `type`, `challenge` and `origin`; the authenticator data's
//! RP ID hash, the user-present flag, the attested credential data (registration) and the
//! signature over `authenticatorData || SHA-256(clientDataJSON)` with the stored COSE key
//! (authentication), whose signature counter must grow when it is not zero. Attestation: the
//! options ask for `none`; the formats accepted are `none` and `packed` self-attestation (the
//! credential's own key signs); an attestation with a certificate chain, or any other format,
//! is refused.
//!
//! Keys: ES256 (COSE -7, ECDSA P-256 with SHA-256), EdDSA (-8, Ed25519) and RS256 (-257,
//! RSASSA-PKCS1-v1_5 with SHA-256), verified with aws-lc-rs, the library that signs idctl's
//! tokens. Every input comes from a browser: nothing here panics on any bytes.

use aws_lc_rs::digest;
use aws_lc_rs::signature::{self, UnparsedPublicKey};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use minicbor::Decoder;
use rand::RngExt;
use serde::Deserialize;
use serde_json::{Value, json};
use std::fmt;

/// COSE algorithm identifiers (IANA "COSE Algorithms") idctl verifies, in order of preference.
pub const ES256: i64 = -7;
pub const EDDSA: i64 = -8;
pub const RS256: i64 = -257;
const ALGORITHMS: [i64; 3] = [ES256, EDDSA, RS256];

/// How long the browser may wait for the authenticator, in milliseconds.
pub const TIMEOUT_MS: u64 = 120_000;

/// Bounds on what a browser may send: a credential id is at most 1023 bytes (WebAuthn §5.8.3);
/// a whole response far below this.
const MAX_CREDENTIAL_ID: usize = 1023;
pub const MAX_RESPONSE_BYTES: usize = 64 * 1024;

const FLAG_UP: u8 = 0x01;
const FLAG_UV: u8 = 0x04;
const FLAG_AT: u8 = 0x40;
const FLAG_ED: u8 = 0x80;

/// Why a browser's response was refused: one sentence for the log and the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused(pub String);

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refused {}

fn refused<T>(why: impl Into<String>) -> Result<T, Refused> {
    Err(Refused(why.into()))
}

/// The relying party: idctl's base URL. Its id is the URL's host (browsers refuse IP
/// addresses there: serve on a host name, `http://localhost:PORT` locally) and its origin the
/// URL's scheme, host and port.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RelyingParty {
    pub id: String,
    pub name: String,
    pub origin: String,
}

impl RelyingParty {
    pub fn from_base_url(base_url: &str, name: &str) -> Result<RelyingParty, Refused> {
        let url = url::Url::parse(base_url)
            .map_err(|e| Refused(format!("the base URL {base_url} is not a URL: {e}")))?;
        let Some(host) = url.host_str() else {
            return refused(format!("the base URL {base_url} has no host"));
        };
        Ok(RelyingParty {
            id: host.to_string(),
            name: name.to_string(),
            origin: url.origin().ascii_serialization(),
        })
    }

    fn id_hash(&self) -> digest::Digest {
        digest::digest(&digest::SHA256, self.id.as_bytes())
    }
}

/// base64url without padding, as WebAuthn's JSON forms spell binary values.
pub fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Decodes base64url, with or without padding; `what` names the field in the refusal.
pub fn unb64(text: &str, what: &str) -> Result<Vec<u8>, Refused> {
    URL_SAFE_NO_PAD
        .decode(text.trim_end_matches('='))
        .map_err(|_| Refused(format!("{what} is not base64url")))
}

/// A fresh challenge: 32 random bytes, base64url.
pub fn new_challenge() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill(&mut bytes);
    b64(&bytes)
}

/// A credential the user has, as the options list it (`excludeCredentials`,
/// `allowCredentials`).
#[derive(Debug, Clone, Copy)]
pub struct Known<'a> {
    /// base64url
    pub id: &'a str,
    /// comma-separated transports as the browser reported them at registration ("" unknown)
    pub transports: &'a str,
}

fn descriptors(known: &[Known<'_>]) -> Vec<Value> {
    known
        .iter()
        .map(|k| {
            let mut d = json!({"type": "public-key", "id": k.id});
            let transports: Vec<&str> = k.transports.split(',').filter(|t| !t.is_empty()).collect();
            if !transports.is_empty() {
                d["transports"] = json!(transports);
            }
            d
        })
        .collect()
}

/// `PublicKeyCredentialCreationOptionsJSON` for registering a passkey: the user handle is the
/// user's id, the user's own passkeys are excluded (one authenticator holds one of them).
pub fn registration_options(
    rp: &RelyingParty,
    challenge: &str,
    user_id: &str,
    user_name: &str,
    display_name: &str,
    exclude: &[Known<'_>],
) -> Value {
    json!({
        "rp": {"id": rp.id, "name": rp.name},
        "user": {"id": b64(user_id.as_bytes()), "name": user_name, "displayName": display_name},
        "challenge": challenge,
        "pubKeyCredParams": ALGORITHMS.iter().map(|alg| json!({"type": "public-key", "alg": alg})).collect::<Vec<_>>(),
        "timeout": TIMEOUT_MS,
        "excludeCredentials": descriptors(exclude),
        "authenticatorSelection": {"residentKey": "preferred", "userVerification": "preferred"},
        "attestation": "none",
    })
}

/// `PublicKeyCredentialRequestOptionsJSON` for signing in with one of `allow`.
pub fn authentication_options(rp: &RelyingParty, challenge: &str, allow: &[Known<'_>]) -> Value {
    json!({
        "challenge": challenge,
        "rpId": rp.id,
        "allowCredentials": descriptors(allow),
        "userVerification": "preferred",
        "timeout": TIMEOUT_MS,
    })
}

/// The JSON form of a `PublicKeyCredential` (`toJSON()`), as the page posts it.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct CredentialJson {
    id: String,
    #[serde(default)]
    raw_id: Option<String>,
    #[serde(rename = "type")]
    kind: String,
    response: ResponseJson,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ResponseJson {
    #[serde(rename = "clientDataJSON")]
    client_data_json: String,
    #[serde(default)]
    attestation_object: Option<String>,
    #[serde(default)]
    transports: Option<Vec<String>>,
    #[serde(default)]
    authenticator_data: Option<String>,
    #[serde(default)]
    signature: Option<String>,
    #[serde(default)]
    user_handle: Option<String>,
}

fn parse_credential(json: &[u8]) -> Result<(CredentialJson, Vec<u8>), Refused> {
    if json.len() > MAX_RESPONSE_BYTES {
        return refused("the passkey response is too large");
    }
    let text = std::str::from_utf8(json)
        .map_err(|_| Refused("the passkey response is not UTF-8".into()))?;
    let c: CredentialJson = serde_json::from_str(text)
        .map_err(|e| Refused(format!("the passkey response is not a credential: {e}")))?;
    if c.kind != "public-key" {
        return refused(format!(
            "the credential's type is {:?}, not \"public-key\"",
            c.kind
        ));
    }
    let id = unb64(&c.id, "the credential id")?;
    if let Some(raw) = &c.raw_id
        && unb64(raw, "the credential's rawId")? != id
    {
        return refused("the credential's id and rawId differ");
    }
    if id.is_empty() || id.len() > MAX_CREDENTIAL_ID {
        return refused("the credential id is empty or too long");
    }
    Ok((c, id))
}

/// What the client data says (WebAuthn §5.8.1).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ClientData {
    #[serde(rename = "type")]
    kind: String,
    challenge: String,
    origin: String,
    #[serde(default)]
    cross_origin: bool,
}

fn check_client_data(
    rp: &RelyingParty,
    raw: &[u8],
    kind: &str,
    challenge: &str,
) -> Result<(), Refused> {
    let text =
        std::str::from_utf8(raw).map_err(|_| Refused("the client data is not UTF-8".into()))?;
    let cd: ClientData = serde_json::from_str(text)
        .map_err(|e| Refused(format!("the client data is not WebAuthn client data: {e}")))?;
    if cd.kind != kind {
        return refused(format!(
            "the client data's type is {:?}, not {kind:?}",
            cd.kind
        ));
    }
    let expected = unb64(challenge, "the expected challenge")?;
    let got = unb64(&cd.challenge, "the client data's challenge")?;
    if !crate::util::ct_eq(&expected, &got) {
        return refused("the client data's challenge is not the one this page issued");
    }
    if cd.origin != rp.origin {
        return refused(format!(
            "the client data's origin is {:?}, not {:?}",
            cd.origin, rp.origin
        ));
    }
    if cd.cross_origin {
        return refused("the credential was used from a cross-origin frame");
    }
    Ok(())
}

/// The fixed part of the authenticator data (WebAuthn §6.1).
struct AuthData<'a> {
    rp_id_hash: &'a [u8],
    flags: u8,
    sign_count: u32,
    /// what follows the fixed 37 bytes
    rest: &'a [u8],
}

fn parse_auth_data(raw: &[u8]) -> Result<AuthData<'_>, Refused> {
    if raw.len() < 37 {
        return refused("the authenticator data is shorter than 37 bytes");
    }
    let (rp_id_hash, after) = raw.split_at(32);
    let flags = after[0];
    let sign_count = u32::from_be_bytes([after[1], after[2], after[3], after[4]]);
    Ok(AuthData {
        rp_id_hash,
        flags,
        sign_count,
        rest: &after[5..],
    })
}

fn check_auth_data(rp: &RelyingParty, ad: &AuthData<'_>) -> Result<(), Refused> {
    if !crate::util::ct_eq(ad.rp_id_hash, rp.id_hash().as_ref()) {
        return refused(format!(
            "the authenticator data's RP ID hash is not that of {:?}",
            rp.id
        ));
    }
    if ad.flags & FLAG_UP == 0 {
        return refused("the authenticator did not test user presence (UP flag not set)");
    }
    Ok(())
}

/// A COSE public key idctl can verify with.
#[derive(Debug, Clone, PartialEq, Eq)]
enum PublicKey {
    /// uncompressed SEC1 point (0x04 || x || y)
    Es256(Vec<u8>),
    Ed25519(Vec<u8>),
    Rs256 {
        n: Vec<u8>,
        e: Vec<u8>,
    },
}

fn cbor_error(what: &str) -> impl Fn(minicbor::decode::Error) -> Refused + '_ {
    move |e| Refused(format!("{what} is not valid CBOR: {e}"))
}

/// Reads one COSE_Key (RFC 9052 §7, RFC 9053) from `d`, leaving `d` after it.
fn read_cose_key(d: &mut Decoder<'_>) -> Result<(i64, PublicKey), Refused> {
    let bad = cbor_error("the credential public key");
    let Some(n) = d.map().map_err(&bad)? else {
        return refused("the credential public key is an indefinite-length map");
    };
    let (mut kty, mut alg, mut crv) = (None, None, None);
    let (mut x, mut y, mut n_, mut e_) = (None, None, None, None);
    for _ in 0..n {
        let label = d.i64().map_err(&bad)?;
        match label {
            1 => kty = Some(d.i64().map_err(&bad)?),
            3 => alg = Some(d.i64().map_err(&bad)?),
            // -1: crv for EC2/OKP, n for RSA; -2: x for EC2/OKP, e for RSA
            -1 => match d.datatype().map_err(&bad)? {
                minicbor::data::Type::Bytes => n_ = Some(d.bytes().map_err(&bad)?.to_vec()),
                _ => crv = Some(d.i64().map_err(&bad)?),
            },
            -2 => {
                let b = d.bytes().map_err(&bad)?.to_vec();
                x = Some(b.clone());
                e_ = Some(b);
            }
            -3 => y = Some(d.bytes().map_err(&bad)?.to_vec()),
            _ => d.skip().map_err(&bad)?,
        }
    }
    let (Some(kty), Some(alg)) = (kty, alg) else {
        return refused("the credential public key has no kty or alg");
    };
    let key = match (kty, alg, crv) {
        (2, ES256, Some(1)) => match (x, y) {
            (Some(x), Some(y)) if x.len() == 32 && y.len() == 32 => {
                let mut point = Vec::with_capacity(65);
                point.push(0x04);
                point.extend_from_slice(&x);
                point.extend_from_slice(&y);
                PublicKey::Es256(point)
            }
            _ => return refused("the ES256 public key's x or y is not 32 bytes"),
        },
        (1, EDDSA, Some(6)) => match x {
            Some(x) if x.len() == 32 => PublicKey::Ed25519(x),
            _ => return refused("the Ed25519 public key is not 32 bytes"),
        },
        (3, RS256, None) => match (n_, e_) {
            (Some(n), Some(e)) if n.len() >= 256 && !e.is_empty() => PublicKey::Rs256 { n, e },
            _ => return refused("the RS256 public key has no modulus of at least 2048 bits"),
        },
        _ => {
            return refused(format!(
                "the credential public key (kty {kty}, alg {alg}) is not ES256, EdDSA on Ed25519 or RS256"
            ));
        }
    };
    Ok((alg, key))
}

fn parse_cose_key(bytes: &[u8]) -> Result<PublicKey, Refused> {
    let mut d = Decoder::new(bytes);
    let (_, key) = read_cose_key(&mut d)?;
    if d.position() != bytes.len() {
        return refused("the stored public key has trailing bytes");
    }
    Ok(key)
}

fn verify_signature(key: &PublicKey, message: &[u8], sig: &[u8]) -> Result<(), Refused> {
    let ok = match key {
        PublicKey::Es256(point) => {
            UnparsedPublicKey::new(&signature::ECDSA_P256_SHA256_ASN1, point)
                .verify(message, sig)
                .is_ok()
        }
        PublicKey::Ed25519(x) => UnparsedPublicKey::new(&signature::ED25519, x)
            .verify(message, sig)
            .is_ok(),
        PublicKey::Rs256 { n, e } => signature::RsaPublicKeyComponents { n, e }
            .verify(&signature::RSA_PKCS1_2048_8192_SHA256, message, sig)
            .is_ok(),
    };
    if ok {
        Ok(())
    } else {
        refused("the signature does not verify with the credential's public key")
    }
}

fn signed_data(auth_data: &[u8], client_data: &[u8]) -> Vec<u8> {
    let mut message = Vec::with_capacity(auth_data.len() + 32);
    message.extend_from_slice(auth_data);
    message.extend_from_slice(digest::digest(&digest::SHA256, client_data).as_ref());
    message
}

/// A passkey registered: what the store keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCredential {
    /// base64url
    pub credential_id: String,
    /// the COSE key as the authenticator sent it, base64url
    pub public_key: String,
    pub sign_count: u32,
    /// comma-separated, as the browser reported them ("" when it did not)
    pub transports: String,
    /// the authenticator verified the user (PIN, biometrics)
    pub user_verified: bool,
}

/// Verifies the answer of `navigator.credentials.create()` to [`registration_options`] with
/// `challenge`: `response` is the credential's JSON form, as posted.
pub fn verify_registration(
    rp: &RelyingParty,
    challenge: &str,
    response: &[u8],
) -> Result<NewCredential, Refused> {
    let (c, id) = parse_credential(response)?;
    let client_data = unb64(&c.response.client_data_json, "clientDataJSON")?;
    check_client_data(rp, &client_data, "webauthn.create", challenge)?;
    let Some(att) = &c.response.attestation_object else {
        return refused("the response has no attestationObject: not a registration");
    };
    let att = unb64(att, "attestationObject")?;

    // attestationObject = {fmt: text, attStmt: map, authData: bytes}, keys in any order
    let bad = cbor_error("the attestation object");
    let mut d = Decoder::new(&att);
    let Some(n) = d.map().map_err(&bad)? else {
        return refused("the attestation object is an indefinite-length map");
    };
    let (mut fmt, mut auth_data, mut stmt) = (None, None, None);
    for _ in 0..n {
        match d.str().map_err(&bad)? {
            "fmt" => fmt = Some(d.str().map_err(&bad)?),
            "authData" => auth_data = Some(d.bytes().map_err(&bad)?),
            "attStmt" => {
                let start = d.position();
                d.skip().map_err(&bad)?;
                stmt = Some(&att[start..d.position()]);
            }
            _ => d.skip().map_err(&bad)?,
        }
    }
    if d.position() != att.len() {
        return refused("the attestation object has trailing bytes");
    }
    let (Some(fmt), Some(raw_auth), Some(stmt)) = (fmt, auth_data, stmt) else {
        return refused("the attestation object lacks fmt, attStmt or authData");
    };

    let ad = parse_auth_data(raw_auth)?;
    check_auth_data(rp, &ad)?;
    if ad.flags & FLAG_AT == 0 {
        return refused("the authenticator data has no attested credential data (AT flag not set)");
    }
    // aaguid (16) || credentialIdLength (2) || credentialId || credentialPublicKey [|| extensions]
    if ad.rest.len() < 18 {
        return refused("the attested credential data is truncated");
    }
    let id_len = usize::from(u16::from_be_bytes([ad.rest[16], ad.rest[17]]));
    let Some(cred_id) = ad.rest.get(18..18 + id_len) else {
        return refused("the attested credential data is truncated");
    };
    if !crate::util::ct_eq(cred_id, &id) {
        return refused("the credential id differs from the one in the authenticator data");
    }
    let key_bytes = &ad.rest[18 + id_len..];
    let mut kd = Decoder::new(key_bytes);
    let (alg, key) = read_cose_key(&mut kd)?;
    let key_end = kd.position();
    if key_end < key_bytes.len() {
        // only extensions may follow, and only when the ED flag says so
        if ad.flags & FLAG_ED == 0 {
            return refused("the authenticator data has trailing bytes");
        }
        let ext = &key_bytes[key_end..];
        let mut ed = Decoder::new(ext);
        ed.skip()
            .map_err(cbor_error("the authenticator extensions"))?;
        if ed.position() != ext.len() {
            return refused("the authenticator data has trailing bytes");
        }
    }

    match fmt {
        "none" => {
            let mut sd = Decoder::new(stmt);
            if sd.map().map_err(cbor_error("attStmt"))? != Some(0) {
                return refused("an attestation of format \"none\" must have an empty attStmt");
            }
        }
        "packed" => check_packed_self(stmt, alg, &key, raw_auth, &client_data)?,
        other => {
            return refused(format!(
                "the attestation format {other:?} is not supported: idctl asks for \"none\" (and accepts \"packed\" self-attestation)"
            ));
        }
    }

    Ok(NewCredential {
        credential_id: b64(&id),
        public_key: b64(&key_bytes[..key_end]),
        sign_count: ad.sign_count,
        transports: c
            .response
            .transports
            .unwrap_or_default()
            .iter()
            .filter(|t| {
                !t.is_empty()
                    && t.len() <= 32
                    && t.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')
            })
            .take(8)
            .cloned()
            .collect::<Vec<_>>()
            .join(","),
        user_verified: ad.flags & FLAG_UV != 0,
    })
}

/// `packed` self-attestation (WebAuthn §8.2): `attStmt = {alg, sig}` without `x5c`, the
/// signature made by the credential's own key.
fn check_packed_self(
    stmt: &[u8],
    cred_alg: i64,
    key: &PublicKey,
    auth_data: &[u8],
    client_data: &[u8],
) -> Result<(), Refused> {
    let bad = cbor_error("attStmt");
    let mut d = Decoder::new(stmt);
    let Some(n) = d.map().map_err(&bad)? else {
        return refused("attStmt is an indefinite-length map");
    };
    let (mut alg, mut sig) = (None, None);
    for _ in 0..n {
        match d.str().map_err(&bad)? {
            "alg" => alg = Some(d.i64().map_err(&bad)?),
            "sig" => sig = Some(d.bytes().map_err(&bad)?),
            "x5c" => {
                return refused(
                    "\"packed\" attestation with a certificate chain is not supported: idctl asks for attestation \"none\"",
                );
            }
            _ => d.skip().map_err(&bad)?,
        }
    }
    let (Some(alg), Some(sig)) = (alg, sig) else {
        return refused("the \"packed\" attestation lacks alg or sig");
    };
    if alg != cred_alg {
        return refused("the \"packed\" self-attestation's alg is not the credential's");
    }
    verify_signature(key, &signed_data(auth_data, client_data), sig)
        .map_err(|_| Refused("the \"packed\" self-attestation's signature does not verify".into()))
}

/// The answer of `navigator.credentials.get()`, parsed: which credential it claims to be. The
/// caller looks that credential up among the user's and calls [`verify_assertion`].
#[derive(Debug)]
pub struct Assertion {
    /// base64url, canonical (no padding)
    pub credential_id: String,
    client_data: Vec<u8>,
    auth_data: Vec<u8>,
    signature: Vec<u8>,
    user_handle: Option<Vec<u8>>,
}

pub fn parse_assertion(response: &[u8]) -> Result<Assertion, Refused> {
    let (c, id) = parse_credential(response)?;
    let r = c.response;
    let (Some(auth_data), Some(signature)) = (r.authenticator_data, r.signature) else {
        return refused("the response has no authenticatorData or signature: not an assertion");
    };
    Ok(Assertion {
        credential_id: b64(&id),
        client_data: unb64(&r.client_data_json, "clientDataJSON")?,
        auth_data: unb64(&auth_data, "authenticatorData")?,
        signature: unb64(&signature, "the signature")?,
        user_handle: match r.user_handle.as_deref() {
            None | Some("") => None,
            Some(h) => Some(unb64(h, "userHandle")?),
        },
    })
}

/// Verifies an assertion with the stored credential (`public_key`: the COSE key, base64url;
/// `stored_count`: its signature counter) for `user_id`, the user signing in. Returns the new
/// counter to store.
pub fn verify_assertion(
    rp: &RelyingParty,
    challenge: &str,
    assertion: &Assertion,
    user_id: &str,
    public_key: &str,
    stored_count: u32,
) -> Result<u32, Refused> {
    check_client_data(rp, &assertion.client_data, "webauthn.get", challenge)?;
    let ad = parse_auth_data(&assertion.auth_data)?;
    check_auth_data(rp, &ad)?;
    if let Some(handle) = &assertion.user_handle
        && !crate::util::ct_eq(handle, user_id.as_bytes())
    {
        return refused("the passkey belongs to another user (userHandle)");
    }
    let key = parse_cose_key(&unb64(public_key, "the stored public key")?)?;
    verify_signature(
        &key,
        &signed_data(&assertion.auth_data, &assertion.client_data),
        &assertion.signature,
    )?;
    if (ad.sign_count != 0 || stored_count != 0) && ad.sign_count <= stored_count {
        return refused(format!(
            "the signature counter did not grow ({} after {stored_count}): the authenticator may have been cloned",
            ad.sign_count
        ));
    }
    Ok(ad.sign_count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use aws_lc_rs::rand::SystemRandom;
    use aws_lc_rs::signature::{EcdsaKeyPair, Ed25519KeyPair, KeyPair};
    use minicbor::Encoder;

    const BASE: &str = "http://localhost:8421";

    fn rp() -> RelyingParty {
        RelyingParty::from_base_url(BASE, "idctl").unwrap()
    }

    enum Key {
        Ec(EcdsaKeyPair),
        Ed(Ed25519KeyPair),
    }

    /// A software authenticator: a real key pair, CBOR built here, real signatures.
    struct Authenticator {
        key: Key,
        cred_id: Vec<u8>,
        count: u32,
        rp_id: String,
        origin: String,
        flags: u8,
    }

    impl Authenticator {
        fn es256() -> Authenticator {
            let rng = SystemRandom::new();
            let pkcs8 =
                EcdsaKeyPair::generate_pkcs8(&signature::ECDSA_P256_SHA256_ASN1_SIGNING, &rng)
                    .unwrap();
            let key = EcdsaKeyPair::from_pkcs8(
                &signature::ECDSA_P256_SHA256_ASN1_SIGNING,
                pkcs8.as_ref(),
            )
            .unwrap();
            Authenticator::with(Key::Ec(key))
        }

        fn ed25519() -> Authenticator {
            let pkcs8 = Ed25519KeyPair::generate_pkcs8(&SystemRandom::new()).unwrap();
            Authenticator::with(Key::Ed(Ed25519KeyPair::from_pkcs8(pkcs8.as_ref()).unwrap()))
        }

        fn with(key: Key) -> Authenticator {
            Authenticator {
                key,
                cred_id: (0u8..20).collect(),
                count: 0,
                rp_id: "localhost".into(),
                origin: BASE.into(),
                flags: FLAG_UP | FLAG_UV,
            }
        }

        fn cose_key(&self) -> Vec<u8> {
            let mut e = Encoder::new(Vec::new());
            match &self.key {
                Key::Ec(k) => {
                    let point = k.public_key().as_ref();
                    e.map(5).unwrap();
                    e.i64(1).unwrap().i64(2).unwrap();
                    e.i64(3).unwrap().i64(ES256).unwrap();
                    e.i64(-1).unwrap().i64(1).unwrap();
                    e.i64(-2).unwrap().bytes(&point[1..33]).unwrap();
                    e.i64(-3).unwrap().bytes(&point[33..65]).unwrap();
                }
                Key::Ed(k) => {
                    e.map(4).unwrap();
                    e.i64(1).unwrap().i64(1).unwrap();
                    e.i64(3).unwrap().i64(EDDSA).unwrap();
                    e.i64(-1).unwrap().i64(6).unwrap();
                    e.i64(-2).unwrap().bytes(k.public_key().as_ref()).unwrap();
                }
            }
            e.into_writer()
        }

        fn sign(&self, message: &[u8]) -> Vec<u8> {
            match &self.key {
                Key::Ec(k) => k
                    .sign(&SystemRandom::new(), message)
                    .unwrap()
                    .as_ref()
                    .to_vec(),
                Key::Ed(k) => k.sign(message).as_ref().to_vec(),
            }
        }

        fn client_data(&self, kind: &str, challenge: &str) -> Vec<u8> {
            serde_json::to_vec(&json!({
                "type": kind, "challenge": challenge, "origin": self.origin, "crossOrigin": false
            }))
            .unwrap()
        }

        fn auth_data(&self, flags: u8, attested: bool) -> Vec<u8> {
            let mut ad = digest::digest(&digest::SHA256, self.rp_id.as_bytes())
                .as_ref()
                .to_vec();
            ad.push(flags);
            ad.extend_from_slice(&self.count.to_be_bytes());
            if attested {
                ad.extend_from_slice(&[0u8; 16]);
                ad.extend_from_slice(&(self.cred_id.len() as u16).to_be_bytes());
                ad.extend_from_slice(&self.cred_id);
                ad.extend_from_slice(&self.cose_key());
            }
            ad
        }

        fn attestation(
            &self,
            fmt: &str,
            auth_data: &[u8],
            stmt: impl FnOnce(&mut Encoder<Vec<u8>>),
        ) -> Vec<u8> {
            let mut e = Encoder::new(Vec::new());
            e.map(3).unwrap();
            e.str("fmt").unwrap().str(fmt).unwrap();
            e.str("attStmt").unwrap();
            stmt(&mut e);
            e.str("authData").unwrap().bytes(auth_data).unwrap();
            e.into_writer()
        }

        fn credential_json(&self, response: Value) -> Vec<u8> {
            serde_json::to_vec(&json!({
                "id": b64(&self.cred_id), "rawId": b64(&self.cred_id), "type": "public-key",
                "response": response,
            }))
            .unwrap()
        }

        /// `navigator.credentials.create()`, attestation "none".
        fn create(&self, challenge: &str) -> Vec<u8> {
            let cd = self.client_data("webauthn.create", challenge);
            let att = self.attestation("none", &self.auth_data(self.flags | FLAG_AT, true), |e| {
                e.map(0).unwrap();
            });
            self.credential_json(json!({
                "clientDataJSON": b64(&cd), "attestationObject": b64(&att), "transports": ["internal"],
            }))
        }

        /// `navigator.credentials.get()`: the counter grows by one.
        fn get(&mut self, challenge: &str, user_id: &str) -> Vec<u8> {
            self.count += 1;
            let cd = self.client_data("webauthn.get", challenge);
            let ad = self.auth_data(self.flags, false);
            let sig = self.sign(&signed_data(&ad, &cd));
            self.credential_json(json!({
                "clientDataJSON": b64(&cd), "authenticatorData": b64(&ad),
                "signature": b64(&sig), "userHandle": b64(user_id.as_bytes()),
            }))
        }
    }

    fn register(a: &Authenticator) -> NewCredential {
        let ch = new_challenge();
        verify_registration(&rp(), &ch, &a.create(&ch)).unwrap()
    }

    fn authenticate(
        cred: &NewCredential,
        response: &[u8],
        challenge: &str,
    ) -> Result<u32, Refused> {
        let assertion = parse_assertion(response)?;
        assert_eq!(assertion.credential_id, cred.credential_id);
        verify_assertion(
            &rp(),
            challenge,
            &assertion,
            "user-1",
            &cred.public_key,
            cred.sign_count,
        )
    }

    fn why(r: Result<impl fmt::Debug, Refused>) -> String {
        match r {
            Err(Refused(why)) => why,
            Ok(v) => panic!("accepted: {v:?}"),
        }
    }

    #[test]
    fn rp_id_is_the_base_urls_host_and_origin_its_origin() {
        let rp = RelyingParty::from_base_url("https://id.example.com:8443/base/", "x").unwrap();
        assert_eq!(rp.id, "id.example.com");
        assert_eq!(rp.origin, "https://id.example.com:8443");
        let rp = RelyingParty::from_base_url("https://id.example.com/", "x").unwrap();
        assert_eq!(rp.origin, "https://id.example.com");
        assert!(RelyingParty::from_base_url("not a url", "x").is_err());
    }

    #[test]
    fn options_carry_the_challenge_rp_user_and_known_credentials() {
        let ch = new_challenge();
        assert_eq!(unb64(&ch, "c").unwrap().len(), 32);
        assert_ne!(ch, new_challenge());
        let known = [Known {
            id: "AAEC",
            transports: "internal,usb",
        }];
        let o = registration_options(&rp(), &ch, "user-1", "alice", "Alice", &known);
        assert_eq!(o["challenge"], ch);
        assert_eq!(o["rp"]["id"], "localhost");
        assert_eq!(o["user"]["id"], b64(b"user-1"));
        assert_eq!(o["attestation"], "none");
        assert_eq!(o["authenticatorSelection"]["userVerification"], "preferred");
        assert_eq!(o["excludeCredentials"][0]["id"], "AAEC");
        assert_eq!(
            o["excludeCredentials"][0]["transports"],
            json!(["internal", "usb"])
        );
        assert_eq!(o["pubKeyCredParams"][0]["alg"], ES256);
        let o = authentication_options(&rp(), &ch, &known);
        assert_eq!(o["rpId"], "localhost");
        assert_eq!(o["allowCredentials"][0]["id"], "AAEC");
        assert_eq!(o["userVerification"], "preferred");
    }

    #[test]
    fn es256_passkey_registers_and_signs_in_with_a_growing_counter() {
        let mut a = Authenticator::es256();
        let cred = register(&a);
        assert_eq!(cred.credential_id, b64(&a.cred_id));
        assert_eq!(cred.transports, "internal");
        assert!(cred.user_verified);
        let ch = new_challenge();
        let resp = a.get(&ch, "user-1");
        assert_eq!(authenticate(&cred, &resp, &ch).unwrap(), 1);
        // the same response again: the counter did not grow (a replay, or a cloned key)
        let stored = NewCredential {
            sign_count: 1,
            ..cred.clone()
        };
        assert!(why(authenticate(&stored, &resp, &ch)).contains("cloned"));
        let ch = new_challenge();
        let resp = a.get(&ch, "user-1");
        assert_eq!(authenticate(&stored, &resp, &ch).unwrap(), 2);
    }

    #[test]
    fn ed25519_passkey_registers_and_signs_in() {
        let mut a = Authenticator::ed25519();
        let cred = register(&a);
        let ch = new_challenge();
        let resp = a.get(&ch, "user-1");
        assert_eq!(authenticate(&cred, &resp, &ch).unwrap(), 1);
    }

    #[test]
    fn a_counter_that_stays_zero_is_accepted() {
        // authenticators without a counter always send 0 (WebAuthn §6.1.1)
        let a = Authenticator::es256();
        let cred = register(&a);
        let ch = new_challenge();
        let cd = a.client_data("webauthn.get", &ch);
        let ad = a.auth_data(FLAG_UP, false);
        let resp = a.credential_json(json!({
            "clientDataJSON": b64(&cd), "authenticatorData": b64(&ad),
            "signature": b64(&a.sign(&signed_data(&ad, &cd))),
        }));
        assert_eq!(authenticate(&cred, &resp, &ch).unwrap(), 0);
    }

    #[test]
    fn packed_self_attestation_is_accepted_and_a_certificate_chain_refused() {
        let a = Authenticator::es256();
        let ch = new_challenge();
        let cd = a.client_data("webauthn.create", &ch);
        let ad = a.auth_data(FLAG_UP | FLAG_AT, true);
        let sig = a.sign(&signed_data(&ad, &cd));
        let packed = |x5c: bool, sig: &[u8]| {
            let att = a.attestation("packed", &ad, |e| {
                e.map(if x5c { 3 } else { 2 }).unwrap();
                e.str("alg").unwrap().i64(ES256).unwrap();
                e.str("sig").unwrap().bytes(sig).unwrap();
                if x5c {
                    e.str("x5c")
                        .unwrap()
                        .array(1)
                        .unwrap()
                        .bytes(b"cert")
                        .unwrap();
                }
            });
            a.credential_json(json!({"clientDataJSON": b64(&cd), "attestationObject": b64(&att)}))
        };
        assert!(verify_registration(&rp(), &ch, &packed(false, &sig)).is_ok());
        assert!(
            why(verify_registration(&rp(), &ch, &packed(true, &sig))).contains("certificate chain")
        );
        let mut bad = sig.clone();
        let last = bad.len() - 1;
        bad[last] ^= 1;
        assert!(why(verify_registration(&rp(), &ch, &packed(false, &bad))).contains("signature"));
    }

    #[test]
    fn other_attestation_formats_are_refused() {
        let a = Authenticator::es256();
        let ch = new_challenge();
        let cd = a.client_data("webauthn.create", &ch);
        let att = a.attestation("tpm", &a.auth_data(FLAG_UP | FLAG_AT, true), |e| {
            e.map(0).unwrap();
        });
        let resp =
            a.credential_json(json!({"clientDataJSON": b64(&cd), "attestationObject": b64(&att)}));
        assert!(why(verify_registration(&rp(), &ch, &resp)).contains("\"tpm\" is not supported"));
    }

    #[test]
    fn registration_with_a_tampered_challenge_origin_type_or_rp_id_is_refused() {
        let mut a = Authenticator::es256();
        let ch = new_challenge();
        assert!(
            why(verify_registration(&rp(), &new_challenge(), &a.create(&ch))).contains("challenge")
        );
        a.origin = "http://localhost:9999".into();
        assert!(why(verify_registration(&rp(), &ch, &a.create(&ch))).contains("origin"));
        a.origin = BASE.into();
        a.rp_id = "evil.example".into();
        assert!(why(verify_registration(&rp(), &ch, &a.create(&ch))).contains("RP ID hash"));
        a.rp_id = "localhost".into();
        // an assertion posted to the registration page
        let resp = a.get(&ch, "user-1");
        assert!(why(verify_registration(&rp(), &ch, &resp)).contains("type"));
    }

    #[test]
    fn registration_without_user_presence_or_attested_data_is_refused() {
        let mut a = Authenticator::es256();
        a.flags = FLAG_UV;
        let ch = new_challenge();
        assert!(why(verify_registration(&rp(), &ch, &a.create(&ch))).contains("UP flag"));
        a.flags = FLAG_UP;
        let cd = a.client_data("webauthn.create", &ch);
        let att = a.attestation("none", &a.auth_data(FLAG_UP, false), |e| {
            e.map(0).unwrap();
        });
        let resp =
            a.credential_json(json!({"clientDataJSON": b64(&cd), "attestationObject": b64(&att)}));
        assert!(why(verify_registration(&rp(), &ch, &resp)).contains("AT flag"));
    }

    #[test]
    fn authentication_with_a_tampered_field_is_refused() {
        let mut a = Authenticator::es256();
        let cred = register(&a);
        let ch = new_challenge();

        // another challenge
        let resp = a.get(&ch, "user-1");
        assert!(why(authenticate(&cred, &resp, &new_challenge())).contains("challenge"));
        // another origin
        a.origin = "http://127.0.0.1:8421".into();
        let resp = a.get(&ch, "user-1");
        assert!(why(authenticate(&cred, &resp, &ch)).contains("origin"));
        a.origin = BASE.into();
        // another rp id
        a.rp_id = "example.com".into();
        let resp = a.get(&ch, "user-1");
        assert!(why(authenticate(&cred, &resp, &ch)).contains("RP ID hash"));
        a.rp_id = "localhost".into();
        // no user presence
        a.flags = FLAG_UV;
        let resp = a.get(&ch, "user-1");
        assert!(why(authenticate(&cred, &resp, &ch)).contains("UP flag"));
        a.flags = FLAG_UP;
        // a registration posted to the sign-in page
        let resp = a.create(&ch);
        assert!(why(parse_assertion(&resp)).contains("not an assertion"));
        // another user's handle
        let resp = a.get(&ch, "user-2");
        assert!(why(authenticate(&cred, &resp, &ch)).contains("another user"));

        // a flipped bit of the signature, of the authenticator data (the counter), of the client data
        let resp = a.get(&ch, "user-1");
        let v: Value = serde_json::from_slice(&resp).unwrap();
        for field in ["signature", "authenticatorData"] {
            let mut bytes = unb64(v["response"][field].as_str().unwrap(), "x").unwrap();
            let i = if field == "signature" {
                bytes.len() - 1
            } else {
                36
            };
            bytes[i] ^= 1;
            let mut t = v.clone();
            t["response"][field] = json!(b64(&bytes));
            let t = serde_json::to_vec(&t).unwrap();
            assert!(
                why(authenticate(&cred, &t, &ch)).contains("signature does not verify"),
                "{field}"
            );
        }
        // another key signed it
        let mut other = Authenticator::es256();
        other.cred_id = a.cred_id.clone();
        let resp = other.get(&ch, "user-1");
        assert!(why(authenticate(&cred, &resp, &ch)).contains("signature does not verify"));
        // and the genuine one passes
        let resp = a.get(&ch, "user-1");
        assert!(authenticate(&cred, &resp, &ch).is_ok());
    }

    #[test]
    fn malformed_and_non_utf8_input_is_refused_without_panic() {
        let rp = rp();
        let ch = new_challenge();
        let a = Authenticator::es256();
        let cred = register(&a);
        let mut inputs: Vec<Vec<u8>> = vec![
            vec![],
            vec![0xff, 0xfe, 0x80],
            b"{".to_vec(),
            b"null".to_vec(),
            br#"{"id":"!!","type":"public-key","response":{"clientDataJSON":""}}"#.to_vec(),
            br#"{"id":"AA","type":"password","response":{"clientDataJSON":""}}"#.to_vec(),
            br#"{"id":"AA","rawId":"AQ","type":"public-key","response":{"clientDataJSON":""}}"#
                .to_vec(),
            vec![b'a'; MAX_RESPONSE_BYTES + 1],
        ];
        // valid JSON around CBOR and client data that are not what they claim
        let wrap = |cd: &[u8], att: &[u8], ad: &[u8], sig: &[u8]| {
            serde_json::to_vec(&json!({
                "id": b64(&a.cred_id), "type": "public-key",
                "response": {"clientDataJSON": b64(cd), "attestationObject": b64(att),
                             "authenticatorData": b64(ad), "signature": b64(sig)},
            }))
            .unwrap()
        };
        let cd = a.client_data("webauthn.create", &ch);
        let good_ad = a.auth_data(FLAG_UP | FLAG_AT, true);
        let cbor_cases: Vec<Vec<u8>> = vec![
            vec![],
            vec![0xa3],                         // a map of 3 with nothing in it
            vec![0xbf, 0x63, b'f', b'm', b't'], // indefinite map, cut
            vec![0x9f; 10_000],                 // deep indefinite arrays
            vec![0x81; 10_000],                 // deep arrays
            vec![0x5b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], // a huge byte string
            vec![0xff, 0x00],
            a.attestation("none", &good_ad[..40], |e| {
                e.map(0).unwrap();
            }),
            a.attestation("none", &good_ad[..good_ad.len() - 3], |e| {
                e.map(0).unwrap();
            }),
            a.attestation("none", &[good_ad.clone(), vec![0x00]].concat(), |e| {
                e.map(0).unwrap();
            }),
            a.attestation("none", &good_ad, |e| {
                e.map(1).unwrap().str("x").unwrap().u8(1).unwrap();
            }),
        ];
        // an attStmt nested ten thousand deep (skipped without recursion)
        let mut deep = vec![0xa3, 0x63, b'f', b'm', b't', 0x64, b'n', b'o', b'n', b'e'];
        deep.extend_from_slice(&[0x67, b'a', b't', b't', b'S', b't', b'm', b't']);
        deep.extend(std::iter::repeat_n(0x81, 10_000));
        deep.push(0x00);
        let mut cbor_cases = cbor_cases;
        cbor_cases.push(deep);
        for att in &cbor_cases {
            inputs.push(wrap(&cd, att, &[], &[]));
        }
        for bad_cd in [
            &[0xff, 0xfe][..],
            b"{}",
            b"[]",
            b"{\"type\":\"webauthn.create\"}",
        ] {
            inputs.push(wrap(bad_cd, &[], &[], &[]));
        }
        for input in &inputs {
            assert!(
                verify_registration(&rp, &ch, input).is_err(),
                "{:?}",
                String::from_utf8_lossy(input)
            );
            if let Ok(assertion) = parse_assertion(input) {
                assert!(
                    verify_assertion(&rp, &ch, &assertion, "user-1", &cred.public_key, 0).is_err()
                );
            }
        }
        // a short authenticator data and a stored key that is not a COSE key
        let gcd = a.client_data("webauthn.get", &ch);
        let short = wrap(&gcd, &[], &[0u8; 10], &[1]);
        assert!(why(authenticate(&cred, &short, &ch)).contains("shorter"));
        let assertion =
            parse_assertion(&wrap(&gcd, &[], &a.auth_data(FLAG_UP, false), &[1])).unwrap();
        for key in [
            "",
            "!!",
            "oQ",
            &b64(&[0xa1, 0x01, 0x02]),
            &b64(&[0xa2, 0x01, 0x02, 0x03, 0x26]),
        ] {
            assert!(
                verify_assertion(&rp, &ch, &assertion, "user-1", key, 0).is_err(),
                "{key}"
            );
        }
    }
}
