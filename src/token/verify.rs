//! Offline verification of access tokens, as a protected API must do it. A token that breaks the
//! JWS/JWT rules (a `crit` extension idctl does not understand, no `exp`, a time claim that is not
//! a number) is malformed and fails outright. Otherwise every check runs and is reported, in this
//! order: signature against a JWKS, token type (`typ: at+jwt`, RFC 9068), `exp`, `nbf`, `iss`,
//! `aud`, the organization (when one is expected) and the required permissions; the first
//! failure decides the cause and the exit code.

use super::jwt;
use crate::error::{Code, Error, Result, exit};
use aws_lc_rs::signature::{ECDSA_P521_SHA512_FIXED, ParsedPublicKey};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::{Algorithm, DecodingKey, jwk::Jwk};
use serde::Serialize;
use serde_json::{Map, Value};
use std::str::FromStr;

/// The key material of a public key.
enum Material {
    /// Verified through jsonwebtoken (RS*, PS*, ES256, ES384, EdDSA).
    Jwt(DecodingKey),
    /// A P-521 public key for ES512, which jsonwebtoken does not implement: verified with
    /// aws-lc-rs directly.
    P521(ParsedPublicKey),
}

/// A public key of a JWKS, ready to verify with.
pub struct VerifyKey {
    pub kid: Option<String>,
    kty: String,
    crv: Option<String>,
    alg: Option<String>,
    material: Material,
}

/// A key of the JWKS that is not used for verification, and why.
pub struct SkippedKey {
    pub kid: Option<String>,
    pub reason: String,
}

/// The keys a token may be signed with.
pub struct KeySet {
    pub keys: Vec<VerifyKey>,
    /// Published keys that are not used for verification, so a token naming one of them can be
    /// told why it fails.
    pub skipped: Vec<SkippedKey>,
}

fn jwks_error(message: impl Into<String>) -> Error {
    Error::new(Code::JwksInvalid, message)
}

/// A base64url coordinate of exactly `len` bytes.
fn coordinate(k: &Value, name: &str, len: usize) -> std::result::Result<Vec<u8>, String> {
    let text = k
        .get(name)
        .and_then(Value::as_str)
        .ok_or_else(|| format!("it has no {name} coordinate"))?;
    let bytes = URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|_| format!("its {name} coordinate is not base64url"))?;
    if bytes.len() != len {
        return Err(format!(
            "its {name} coordinate has {} bytes; P-521 needs {len}",
            bytes.len()
        ));
    }
    Ok(bytes)
}

/// Reads one JWK as a verification key, or says why it is not one. RFC 7517 §4.2/§4.3: a key
/// whose `use` is not `sig`, or whose `key_ops` lack `verify`, is not for verifying signatures.
fn verify_key(k: &Value) -> std::result::Result<VerifyKey, String> {
    let s = |name: &str| k.get(name).and_then(Value::as_str).map(str::to_string);
    let kty = match k.get("kty") {
        Some(Value::String(t)) => t.clone(),
        Some(_) => return Err("its kty is not a string".into()),
        None => return Err("it has no kty".into()),
    };
    match k.get("use") {
        None => {}
        Some(Value::String(u)) if u == "sig" => {}
        Some(Value::String(u)) => return Err(format!("its use is \"{u}\", not \"sig\"")),
        Some(_) => return Err("its use is not a string".into()),
    }
    if let Some(ops) = k.get("key_ops") {
        let ops: Vec<&str> = ops
            .as_array()
            .and_then(|a| a.iter().map(Value::as_str).collect())
            .ok_or("its key_ops is not an array of strings")?;
        if !ops.contains(&"verify") {
            return Err(format!("its key_ops [{}] lack \"verify\"", ops.join(", ")));
        }
    }
    if !matches!(kty.as_str(), "EC" | "RSA" | "OKP") {
        return Err(format!(
            "kty {kty} is not a public signature key type (EC, RSA, OKP)"
        ));
    }
    let crv = s("crv");
    let material = if kty == "EC" && crv.as_deref() == Some("P-521") {
        let mut point = Vec::with_capacity(133);
        point.push(4u8);
        point.extend(coordinate(k, "x", 66)?);
        point.extend(coordinate(k, "y", 66)?);
        let key = ParsedPublicKey::new(&ECDSA_P521_SHA512_FIXED, point)
            .map_err(|_| "its x and y are not a point on P-521".to_string())?;
        Material::P521(key)
    } else {
        // use and key_ops were checked above; jsonwebtoken need not understand every value.
        let mut plain = k.clone();
        if let Some(m) = plain.as_object_mut() {
            m.remove("use");
            m.remove("key_ops");
        }
        let jwk = serde_json::from_value::<Jwk>(plain)
            .map_err(|e| format!("it is not a valid public JWK: {e}"))?;
        let key = DecodingKey::from_jwk(&jwk)
            .map_err(|e| format!("it is not a usable public key: {e}"))?;
        Material::Jwt(key)
    };
    Ok(VerifyKey {
        kid: s("kid"),
        kty,
        crv,
        alg: s("alg"),
        material,
    })
}

impl KeySet {
    /// Reads a JWK Set document (`{"keys": [...]}`). Keys that are not for verifying signatures
    /// (`use` other than `sig`, `key_ops` without `verify`, symmetric keys, unknown types) are
    /// skipped and remembered with the reason; a set with no usable key is an error.
    pub fn from_jwks(doc: &Value) -> Result<KeySet> {
        let list = doc
            .get("keys")
            .and_then(Value::as_array)
            .ok_or_else(|| jwks_error("the JWKS is not a JSON object with a \"keys\" array"))?;
        let mut keys = Vec::new();
        let mut skipped = Vec::new();
        for k in list {
            match verify_key(k) {
                Ok(key) => keys.push(key),
                Err(reason) => skipped.push(SkippedKey {
                    kid: k.get("kid").and_then(Value::as_str).map(str::to_string),
                    reason,
                }),
            }
        }
        if keys.is_empty() {
            let why: Vec<String> = skipped.iter().map(SkippedKey::describe).collect();
            let why = if why.is_empty() {
                String::new()
            } else {
                format!(" ({})", why.join("; "))
            };
            return Err(jwks_error(format!(
                "the JWKS holds no usable signing key{why}"
            )));
        }
        Ok(KeySet { keys, skipped })
    }

    pub fn parse(text: &str) -> Result<KeySet> {
        let doc: Value = serde_json::from_str(text)
            .map_err(|e| jwks_error(format!("the JWKS is not JSON: {e}")))?;
        Self::from_jwks(&doc)
    }
}

impl SkippedKey {
    fn describe(&self) -> String {
        format!(
            "key {} is not used for verification: {}",
            self.kid.as_deref().unwrap_or("(no kid)"),
            self.reason
        )
    }
}

/// Which audience is acceptable.
#[derive(Debug, Clone)]
pub enum Audience {
    Exact(String),
    /// Any of these (the resource indicators registered in the store).
    AnyOf(Vec<String>),
}

/// What the token must satisfy.
#[derive(Debug, Clone)]
pub struct Expect {
    pub issuer: String,
    pub audience: Audience,
    pub scopes: Vec<String>,
    /// The instant of the time checks, in Unix seconds.
    pub now: i64,
    pub leeway: i64,
    /// Accept any `typ` (or none), not only access tokens (`at+jwt`): `--plain-jwt`.
    pub plain_jwt: bool,
    /// The organization (id) the token must be for: its `organization_id` claim, or the
    /// organization audience `urn:logto:organization:ID`.
    pub organization: Option<String>,
}

/// Is the token for `org`: an organization token (its audience) or a resource token asked
/// for in its context (`organization_id`)?
fn check_organization(
    p: &Map<String, Value>,
    auds: &[&str],
    org: &str,
) -> std::result::Result<String, String> {
    let audience = format!("{}{org}", super::mint::ORGANIZATION_AUDIENCE_PREFIX);
    if auds.contains(&audience.as_str()) {
        return Ok(format!("an organization token of {org}"));
    }
    match p.get("organization_id") {
        Some(Value::String(o)) if o == org => Ok(format!("organization_id is {org}")),
        Some(Value::String(o)) => Err(format!("organization_id is {o}, expected {org}")),
        Some(other) => Err(format!(
            "organization_id is {}, not a string; expected {org}",
            jwt::kind(other)
        )),
        None => {
            let other = auds
                .iter()
                .find_map(|a| a.strip_prefix(super::mint::ORGANIZATION_AUDIENCE_PREFIX));
            Err(match other {
                Some(o) => format!("an organization token of {o}, expected {org}"),
                None => format!(
                    "the token is for no organization (no organization_id claim, no {} audience); expected {org}",
                    super::mint::ORGANIZATION_AUDIENCE_PREFIX
                ),
            })
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Check {
    pub name: &'static str,
    pub ok: bool,
    pub detail: String,
    #[serde(skip)]
    pub exit: i32,
    #[serde(skip)]
    pub cause: &'static str,
}

#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub valid: bool,
    pub cause: Option<&'static str>,
    pub checks: Vec<Check>,
    pub header: Value,
    pub payload: Value,
}

impl Report {
    pub fn first_failure(&self) -> Option<&Check> {
        self.checks.iter().find(|c| !c.ok)
    }

    /// The error for an invalid token: the first failure's exit code and detail.
    pub fn error(&self) -> Option<Error> {
        self.first_failure()
            .map(|c| Error::token_invalid(c.exit, format!("token.{}", c.cause), c.detail.clone()))
    }
}

fn check(
    name: &'static str,
    cause: &'static str,
    exit: i32,
    result: std::result::Result<String, String>,
) -> Check {
    let (ok, detail) = match result {
        Ok(d) => (true, d),
        Err(d) => (false, d),
    };
    Check {
        name,
        ok,
        detail,
        exit,
        cause,
    }
}

/// A signature algorithm idctl verifies.
#[derive(Clone, Copy)]
enum Alg {
    Jwt(Algorithm),
    /// ECDSA P-521 with SHA-512 (RFC 7518 §3.4), outside jsonwebtoken.
    Es512,
}

/// Which key types an algorithm needs.
fn key_fits(alg: Alg, key: &VerifyKey) -> bool {
    let ec = |crv: &str| key.kty == "EC" && key.crv.as_deref() == Some(crv);
    match (alg, &key.material) {
        (Alg::Es512, Material::P521(_)) => ec("P-521"),
        (Alg::Es512, _) | (Alg::Jwt(_), Material::P521(_)) => false,
        (Alg::Jwt(alg), Material::Jwt(_)) => match alg {
            Algorithm::ES256 => ec("P-256"),
            Algorithm::ES384 => ec("P-384"),
            Algorithm::RS256
            | Algorithm::RS384
            | Algorithm::RS512
            | Algorithm::PS256
            | Algorithm::PS384
            | Algorithm::PS512 => key.kty == "RSA",
            Algorithm::EdDSA => key.kty == "OKP" && key.crv.as_deref() == Some("Ed25519"),
            _ => false,
        },
    }
}

/// Does the signature verify with this key? `Err` when it cannot be checked at all.
fn verify_with(alg: Alg, key: &VerifyKey, parts: &jwt::Parts) -> std::result::Result<bool, String> {
    match (alg, &key.material) {
        (Alg::Es512, Material::P521(public)) => {
            let sig = URL_SAFE_NO_PAD
                .decode(parts.signature)
                .map_err(|e| format!("bad base64url in the signature: {e}"))?;
            Ok(public
                .verify_sig(parts.signing_input.as_bytes(), &sig)
                .is_ok())
        }
        (Alg::Jwt(alg), Material::Jwt(decoding)) => jsonwebtoken::crypto::verify(
            parts.signature,
            parts.signing_input.as_bytes(),
            decoding,
            alg,
        )
        .map_err(|e| e.to_string()),
        _ => Err("the key does not fit the algorithm".into()),
    }
}

fn check_signature(parts: &jwt::Parts, keys: &KeySet) -> std::result::Result<String, String> {
    let alg_name = parts
        .header
        .get("alg")
        .and_then(Value::as_str)
        .ok_or("the header has no alg")?;
    if alg_name.eq_ignore_ascii_case("none") {
        return Err("alg none: the token is not signed".into());
    }
    if alg_name.starts_with("HS") {
        return Err(format!(
            "{alg_name} is a shared-secret (HMAC) algorithm; access tokens are signed with the issuer's private key (algorithm confusion)"
        ));
    }
    let alg = if alg_name == "ES512" {
        Alg::Es512
    } else {
        Alg::Jwt(Algorithm::from_str(alg_name).map_err(|_| format!("unsupported alg {alg_name}"))?)
    };
    let kid = parts.header.get("kid").and_then(Value::as_str);
    let named = |k: &Option<String>| kid.is_none_or(|kid| k.as_deref() == Some(kid));
    let candidates: Vec<&VerifyKey> = keys.keys.iter().filter(|k| named(&k.kid)).collect();
    // Published keys with this kid (or, without a kid, any) that are not for verification.
    let skipped: Vec<String> = keys
        .skipped
        .iter()
        .filter(|k| named(&k.kid))
        .map(SkippedKey::describe)
        .collect();
    if candidates.is_empty() {
        return Err(match kid {
            Some(_) if !skipped.is_empty() => skipped.join("; "),
            Some(kid) => {
                format!("key {kid} is not in the JWKS (rotated away, or a different issuer?)")
            }
            None => "no key in the JWKS".into(),
        });
    }
    let mut last = String::new();
    for key in candidates {
        let name = key.kid.as_deref().unwrap_or("(no kid)");
        if let Some(kalg) = &key.alg
            && kalg != alg_name
        {
            last = format!("alg {alg_name} does not match the key's alg {kalg} (key {name})");
            continue;
        }
        if !key_fits(alg, key) {
            last = format!(
                "alg {alg_name} does not fit the key type {} (key {name})",
                key.kty
            );
            continue;
        }
        match verify_with(alg, key, parts) {
            Ok(true) => return Ok(format!("{alg_name} signature verified with key {name}")),
            Ok(false) => last = format!("signature does not verify with key {name}"),
            Err(e) => last = format!("cannot verify with key {name}: {e}"),
        }
    }
    if !skipped.is_empty() {
        last = format!("{last}; {}", skipped.join("; "));
    }
    Err(last)
}

/// Is this `typ` the access token media type? RFC 9068 §4 / RFC 7515 §4.1.9: `at+jwt` or
/// `application/at+jwt`, compared case-insensitively.
fn is_access_token_type(typ: &str) -> bool {
    let t = typ.to_ascii_lowercase();
    t.strip_prefix("application/").unwrap_or(&t) == "at+jwt"
}

fn check_type(header: &Map<String, Value>, plain_jwt: bool) -> std::result::Result<String, String> {
    let typ = header.get("typ");
    if plain_jwt {
        return Ok(match typ {
            None => "no typ; any JWT accepted (--plain-jwt)".into(),
            Some(Value::String(t)) => format!("typ is {t}; any JWT accepted (--plain-jwt)"),
            Some(other) => format!("typ is {other}; any JWT accepted (--plain-jwt)"),
        });
    }
    match typ {
        Some(Value::String(t)) if is_access_token_type(t) => Ok(format!("typ is {t}")),
        Some(Value::String(t)) => Err(format!(
            "typ is {t}, not at+jwt: not an access token (RFC 9068); --plain-jwt accepts other JWTs"
        )),
        Some(other) => Err(format!(
            "typ is {other}, not the string at+jwt: not an access token (RFC 9068); --plain-jwt accepts other JWTs"
        )),
        None => Err(
            "the header has no typ; access tokens are typed at+jwt (RFC 9068); --plain-jwt accepts other JWTs"
                .into(),
        ),
    }
}

/// Header parameters registered by RFC 7515 and RFC 7518 (JWS and JWE): `crit` may not name them.
const REGISTERED_HEADER_PARAMS: &[&str] = &[
    "alg", "jku", "jwk", "kid", "x5u", "x5c", "x5t", "x5t#S256", "typ", "cty", "crit", "enc",
    "zip", "epk", "apu", "apv", "iv", "tag", "p2s", "p2c",
];

/// RFC 7515 §4.1.11: a recipient that does not understand every extension listed in `crit` must
/// reject the token. idctl understands none, so any well-formed `crit` is refused too.
fn check_crit(header: &Map<String, Value>) -> Result<()> {
    let Some(crit) = header.get("crit") else {
        return Ok(());
    };
    let Value::Array(list) = crit else {
        return Err(jwt::malformed(
            "the crit header parameter is not an array of extension names (RFC 7515 §4.1.11)",
        ));
    };
    if list.is_empty() {
        return Err(jwt::malformed(
            "the crit header parameter is an empty array (RFC 7515 §4.1.11 forbids it)",
        ));
    }
    let mut names: Vec<&str> = Vec::with_capacity(list.len());
    for v in list {
        let Value::String(name) = v else {
            return Err(jwt::malformed(format!(
                "the crit header parameter holds {v}, not a string (RFC 7515 §4.1.11)"
            )));
        };
        if REGISTERED_HEADER_PARAMS.contains(&name.as_str()) {
            return Err(jwt::malformed(format!(
                "the crit header parameter names \"{name}\", a registered header parameter; only extensions may be critical (RFC 7515 §4.1.11)"
            )));
        }
        if names.contains(&name.as_str()) {
            return Err(jwt::malformed(format!(
                "the crit header parameter names \"{name}\" twice"
            )));
        }
        names.push(name);
    }
    if let Some(absent) = names.iter().find(|n| !header.contains_key(**n)) {
        return Err(jwt::malformed(format!(
            "the crit header parameter names the extension \"{absent}\", which the header does not carry"
        )));
    }
    let s = if names.len() == 1 { "" } else { "s" };
    Err(jwt::malformed(format!(
        "the token requires the JWS extension{s} \"{}\" (crit), which idctl does not understand",
        names.join("\", \"")
    )))
}

fn when(t: i64, now: i64) -> String {
    format!(
        "{}, {}",
        crate::util::iso_secs(t),
        crate::util::relative(t, now)
    )
}

/// A NumericDate claim (RFC 7519 §2): absent, or a JSON number (fractions are cut off). Anything
/// else makes the token malformed.
fn numeric_date(payload: &Map<String, Value>, claim: &str) -> Result<Option<i64>> {
    let Some(v) = payload.get(claim) else {
        return Ok(None);
    };
    match v.as_i64().or_else(|| v.as_f64().map(|f| f as i64)) {
        Some(n) => Ok(Some(n)),
        None => Err(jwt::malformed(format!(
            "the {claim} claim is not a number (it is {}); times are NumericDates (RFC 7519 §2)",
            jwt::kind(v)
        ))),
    }
}

/// Verifies `token`. Fails only when the token is malformed (exit 10): not a JWS, a `crit`
/// extension idctl does not understand, no `exp`, or an `exp`, `nbf` or `iat` that is not a
/// number. Otherwise returns the report of every check.
pub fn verify(token: &str, keys: &KeySet, expect: &Expect) -> Result<Report> {
    let parts = jwt::parse(token)?;
    check_crit(&parts.header)?;
    let p = &parts.payload;
    let Some(exp) = numeric_date(p, "exp")? else {
        return Err(jwt::malformed(
            "the token has no exp claim; access tokens must expire (RFC 9068 §2.2)",
        ));
    };
    let nbf = numeric_date(p, "nbf")?;
    numeric_date(p, "iat")?;
    let now = expect.now;
    let mut checks = Vec::with_capacity(7);

    checks.push(check(
        "signature",
        "bad_signature",
        exit::BAD_SIGNATURE,
        check_signature(&parts, keys),
    ));

    checks.push(check(
        "type",
        "wrong_type",
        exit::WRONG_TYPE,
        check_type(&parts.header, expect.plain_jwt),
    ));

    let expiry = if exp.saturating_add(expect.leeway) > now {
        Ok(format!("expires {}", when(exp, now)))
    } else {
        Err(format!("expired {}", when(exp, now)))
    };
    checks.push(check("expiry", "expired", exit::EXPIRED, expiry));

    let nbf = match nbf {
        None => Ok("no nbf claim".to_string()),
        Some(nbf) if nbf.saturating_sub(expect.leeway) <= now => {
            Ok(format!("valid since {}", when(nbf, now)))
        }
        Some(nbf) => Err(format!("not valid before {}", when(nbf, now))),
    };
    checks.push(check(
        "not_before",
        "not_yet_valid",
        exit::NOT_YET_VALID,
        nbf,
    ));

    let iss = match p.get("iss").and_then(Value::as_str) {
        None => Err(format!(
            "the token has no iss claim; expected {}",
            expect.issuer
        )),
        Some(i) if i == expect.issuer => Ok(format!("issuer is {i}")),
        Some(i) => Err(format!("issuer is {i}, expected {}", expect.issuer)),
    };
    checks.push(check("issuer", "wrong_issuer", exit::WRONG_ISSUER, iss));

    let auds: Vec<&str> = match p.get("aud") {
        Some(Value::String(s)) => vec![s.as_str()],
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let shown = if auds.is_empty() {
        "missing".to_string()
    } else {
        auds.join(", ")
    };
    let aud = match &expect.audience {
        Audience::Exact(want) if auds.contains(&want.as_str()) => Ok(format!("audience is {want}")),
        Audience::Exact(want) => Err(format!("audience is {shown}, expected {want}")),
        // With an organization expected, an organization audience is the organization
        // check's to judge (a wrong one is a wrong organization, not a wrong audience).
        Audience::AnyOf(_)
            if expect.organization.is_some()
                && auds
                    .iter()
                    .any(|a| a.starts_with(super::mint::ORGANIZATION_AUDIENCE_PREFIX)) =>
        {
            Ok(format!("audience is {shown}, an organization's"))
        }
        Audience::AnyOf(known) => match auds.iter().find(|a| known.iter().any(|k| k == *a)) {
            Some(a) => Ok(format!(
                "audience is {a}, a resource registered in this store"
            )),
            None if auds
                .iter()
                .any(|a| a.starts_with(super::mint::ORGANIZATION_AUDIENCE_PREFIX)) =>
            {
                Err(format!(
                    "audience is {shown}, an organization token: verify it with --organization"
                ))
            }
            None if known.is_empty() => Err(format!(
                "audience is {shown}, not an organization's; give --audience for a resource's token"
            )),
            None => Err(format!(
                "audience is {shown}, not a resource registered in this store"
            )),
        },
    };
    checks.push(check(
        "audience",
        "wrong_audience",
        exit::WRONG_AUDIENCE,
        aud,
    ));

    if let Some(org) = &expect.organization {
        checks.push(check(
            "organization",
            "wrong_organization",
            exit::WRONG_ORGANIZATION,
            check_organization(p, &auds, org),
        ));
    }

    let has: Vec<&str> = p
        .get("scope")
        .and_then(Value::as_str)
        .map(|s| crate::util::split_scope(s).collect())
        .unwrap_or_default();
    let missing: Vec<&str> = expect
        .scopes
        .iter()
        .map(String::as_str)
        .filter(|s| !has.contains(s))
        .collect();
    let scopes = if expect.scopes.is_empty() {
        Ok("no permission required".to_string())
    } else if missing.is_empty() {
        Ok(format!("has {}", expect.scopes.join(" ")))
    } else {
        let token_has = if has.is_empty() {
            "token has no permissions".to_string()
        } else {
            format!("token has {}", has.join(" "))
        };
        let s = if missing.len() == 1 { "" } else { "s" };
        Err(format!(
            "missing permission{s} {}; {token_has}",
            missing.join(" ")
        ))
    };
    checks.push(check(
        "scopes",
        "missing_permission",
        exit::MISSING_PERMISSION,
        scopes,
    ));

    let first = checks.iter().find(|c| !c.ok).map(|c| c.cause);
    Ok(Report {
        valid: first.is_none(),
        cause: first,
        checks,
        header: Value::Object(parts.header.clone()),
        payload: Value::Object(parts.payload.clone()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn header(v: Value) -> Map<String, Value> {
        match v {
            Value::Object(m) => m,
            _ => Map::new(),
        }
    }

    #[test]
    fn access_token_type_is_at_jwt_in_any_case() {
        for t in [
            "at+jwt",
            "AT+JWT",
            "application/at+jwt",
            "APPLICATION/At+Jwt",
        ] {
            assert!(is_access_token_type(t), "{t}");
        }
        for t in [
            "JWT",
            "jwt",
            "logout+jwt",
            "application/jwt",
            "",
            "at+jwt ",
            "x/at+jwt",
        ] {
            assert!(!is_access_token_type(t), "{t}");
        }
        assert!(check_type(&header(json!({})), false).is_err());
        assert!(check_type(&header(json!({"typ": 7})), false).is_err());
        assert!(check_type(&header(json!({})), true).is_ok());
        assert!(check_type(&header(json!({"typ": "JWT"})), true).is_ok());
    }

    #[test]
    fn crit_is_refused_and_named() {
        let msg = |h: Value| {
            check_crit(&header(h))
                .map(|()| String::new())
                .unwrap_or_else(|e| {
                    assert_eq!(e.exit_code(), exit::MALFORMED);
                    e.detail().message.clone()
                })
        };
        assert_eq!(msg(json!({"alg": "ES256"})), "");
        assert!(
            msg(json!({"crit": ["x-a", "x-b"], "x-a": 1, "x-b": 2})).contains("\"x-a\", \"x-b\"")
        );
        assert!(msg(json!({"crit": ["x-a"]})).contains("does not carry"));
        assert!(msg(json!({"crit": ["x-a", "x-a"], "x-a": 1})).contains("twice"));
        assert!(msg(json!({"crit": []})).contains("empty"));
        assert!(msg(json!({"crit": {"x": 1}})).contains("not an array"));
        assert!(msg(json!({"crit": [null]})).contains("not a string"));
        assert!(msg(json!({"crit": ["x5t#S256"]})).contains("registered"));
    }

    #[test]
    fn the_organization_is_the_audience_or_the_organization_id_claim() {
        let p = header(json!({"organization_id": "o1"}));
        assert!(check_organization(&p, &["https://api"], "o1").is_ok());
        assert!(
            check_organization(&p, &["https://api"], "o2")
                .unwrap_err()
                .contains("is o1")
        );
        let none = header(json!({}));
        assert!(check_organization(&none, &["urn:logto:organization:o1"], "o1").is_ok());
        let e = check_organization(&none, &["urn:logto:organization:o1"], "o2").unwrap_err();
        assert!(e.contains("organization token of o1"), "{e}");
        let e = check_organization(&none, &["https://api"], "o1").unwrap_err();
        assert!(e.contains("for no organization"), "{e}");
        let bad = header(json!({"organization_id": 7}));
        assert!(
            check_organization(&bad, &[], "7")
                .unwrap_err()
                .contains("not a string")
        );
    }

    #[test]
    fn time_claims_are_numbers() {
        let p = header(json!({"exp": 1.5e9, "nbf": "x", "iat": u64::MAX}));
        assert_eq!(numeric_date(&p, "exp").ok(), Some(Some(1_500_000_000)));
        assert_eq!(numeric_date(&p, "iat").ok(), Some(Some(i64::MAX)));
        assert_eq!(numeric_date(&p, "none").ok(), Some(None));
        let e = numeric_date(&p, "nbf").unwrap_err();
        assert_eq!(e.exit_code(), exit::MALFORMED);
        assert!(e.detail().message.contains("it is a string"));
    }
}
