//! Offline verification of access tokens, as a protected API must do it: signature against a
//! JWKS, then `exp`, `nbf`, `iss`, `aud` and the required permissions. Every check runs and is
//! reported; the first failure decides the cause and the exit code.

use super::jwt;
use crate::error::{Error, Result, exit};
use jsonwebtoken::{Algorithm, DecodingKey, jwk::Jwk};
use serde::Serialize;
use serde_json::Value;
use std::str::FromStr;

/// A public key of a JWKS, ready to verify with.
pub struct VerifyKey {
    pub kid: Option<String>,
    kty: String,
    crv: Option<String>,
    alg: Option<String>,
    key: DecodingKey,
}

/// The keys a token may be signed with.
pub struct KeySet {
    pub keys: Vec<VerifyKey>,
}

fn jwks_error(message: impl Into<String>) -> Error {
    Error::failure("jwks.invalid", message)
}

impl KeySet {
    /// Reads a JWK Set document (`{"keys": [...]}`). Keys that cannot sign (encryption or
    /// symmetric keys, unknown types) are skipped; a set with no usable key is an error.
    pub fn from_jwks(doc: &Value) -> Result<KeySet> {
        let list = doc
            .get("keys")
            .and_then(Value::as_array)
            .ok_or_else(|| jwks_error("the JWKS is not a JSON object with a \"keys\" array"))?;
        let mut keys = Vec::new();
        for k in list {
            let s = |name: &str| k.get(name).and_then(Value::as_str).map(str::to_string);
            let Some(kty) = s("kty") else { continue };
            if !matches!(kty.as_str(), "EC" | "RSA" | "OKP") || s("use").is_some_and(|u| u != "sig")
            {
                continue;
            }
            let Ok(jwk) = serde_json::from_value::<Jwk>(k.clone()) else {
                continue;
            };
            let Ok(key) = DecodingKey::from_jwk(&jwk) else {
                continue;
            };
            keys.push(VerifyKey {
                kid: s("kid"),
                kty,
                crv: s("crv"),
                alg: s("alg"),
                key,
            });
        }
        if keys.is_empty() {
            return Err(jwks_error("the JWKS holds no usable signing key"));
        }
        Ok(KeySet { keys })
    }

    pub fn parse(text: &str) -> Result<KeySet> {
        let doc: Value = serde_json::from_str(text)
            .map_err(|e| jwks_error(format!("the JWKS is not JSON: {e}")))?;
        Self::from_jwks(&doc)
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

/// Which key types an algorithm needs.
fn key_fits(alg: Algorithm, key: &VerifyKey) -> bool {
    match alg {
        Algorithm::ES256 => key.kty == "EC" && key.crv.as_deref() == Some("P-256"),
        Algorithm::ES384 => key.kty == "EC" && key.crv.as_deref() == Some("P-384"),
        Algorithm::RS256
        | Algorithm::RS384
        | Algorithm::RS512
        | Algorithm::PS256
        | Algorithm::PS384
        | Algorithm::PS512 => key.kty == "RSA",
        Algorithm::EdDSA => key.kty == "OKP" && key.crv.as_deref() == Some("Ed25519"),
        _ => false,
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
    let alg = Algorithm::from_str(alg_name).map_err(|_| format!("unsupported alg {alg_name}"))?;
    let kid = parts.header.get("kid").and_then(Value::as_str);
    let candidates: Vec<&VerifyKey> = match kid {
        Some(kid) => keys
            .keys
            .iter()
            .filter(|k| k.kid.as_deref() == Some(kid))
            .collect(),
        None => keys.keys.iter().collect(),
    };
    if candidates.is_empty() {
        return Err(match kid {
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
        match jsonwebtoken::crypto::verify(
            parts.signature,
            parts.signing_input.as_bytes(),
            &key.key,
            alg,
        ) {
            Ok(true) => return Ok(format!("{alg_name} signature verified with key {name}")),
            Ok(false) => last = format!("signature does not verify with key {name}"),
            Err(e) => last = format!("cannot verify with key {name}: {e}"),
        }
    }
    Err(last)
}

fn when(t: i64, now: i64) -> String {
    format!(
        "{}, {}",
        crate::util::iso_secs(t),
        crate::util::relative(t, now)
    )
}

fn number(
    payload: &serde_json::Map<String, Value>,
    claim: &str,
) -> Option<std::result::Result<i64, String>> {
    payload.get(claim).map(|v| {
        v.as_i64()
            .or_else(|| v.as_f64().map(|f| f as i64))
            .ok_or_else(|| format!("the {claim} claim is not a number"))
    })
}

/// Verifies `token`. Fails only when the token is malformed (exit 10); otherwise returns the
/// report of every check.
pub fn verify(token: &str, keys: &KeySet, expect: &Expect) -> Result<Report> {
    let parts = jwt::parse(token)?;
    let p = &parts.payload;
    let now = expect.now;
    let mut checks = Vec::with_capacity(6);

    checks.push(check(
        "signature",
        "bad_signature",
        exit::BAD_SIGNATURE,
        check_signature(&parts, keys),
    ));

    let expiry = match number(p, "exp") {
        None => Err("the token has no exp claim".to_string()),
        Some(Err(e)) => Err(e),
        Some(Ok(exp)) if exp.saturating_add(expect.leeway) > now => {
            Ok(format!("expires {}", when(exp, now)))
        }
        Some(Ok(exp)) => Err(format!("expired {}", when(exp, now))),
    };
    checks.push(check("expiry", "expired", exit::EXPIRED, expiry));

    let nbf = match number(p, "nbf") {
        None => Ok("no nbf claim".to_string()),
        Some(Err(e)) => Err(e),
        Some(Ok(nbf)) if nbf.saturating_sub(expect.leeway) <= now => {
            Ok(format!("valid since {}", when(nbf, now)))
        }
        Some(Ok(nbf)) => Err(format!("not valid before {}", when(nbf, now))),
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
        Audience::AnyOf(known) => match auds.iter().find(|a| known.iter().any(|k| k == *a)) {
            Some(a) => Ok(format!(
                "audience is {a}, a resource registered in this store"
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

    let has: Vec<&str> = p
        .get("scope")
        .and_then(Value::as_str)
        .map(|s| s.split_whitespace().collect())
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
