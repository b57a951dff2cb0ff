//! The client side of a sign-in through another identity provider: the issuer's discovery
//! document and JWKS (cached in the server for [`CACHE_TTL`], the JWKS fetched again once
//! when an ID token names a key it does not hold), the authorization URL (code + PKCE S256),
//! the code exchange, the ID token's validation (signature against the JWKS, issuer, audience,
//! expiry, nonce) and userinfo, read into a [`Profile`] through the connector's mapping.
//!
//! Every call here is a network call: the server makes them before its write transaction,
//! never inside one.

use super::upstream::{Connector, Profile, Protocol};
use crate::error::{Code, Error, Result};
use crate::token::verify::{Audience, Expect, KeySet};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// How long a discovery document or a JWKS is used before it is fetched again.
pub const CACHE_TTL: Duration = Duration::from_secs(10 * 60);
/// The largest answer read from a provider.
const BODY_MAX: usize = 1024 * 1024;
/// How long a provider has to answer.
const TIMEOUT: Duration = Duration::from_secs(10);
/// Leeway of the ID token's time checks, in seconds.
const LEEWAY: i64 = 60;

fn unreachable(c: &str, what: &str, why: impl std::fmt::Display) -> Error {
    Error::new(
        Code::ConnectorUpstreamUnreachable,
        format!("connector {c}: {what} could not be fetched: {why}"),
    )
}

fn refused(c: &str, why: impl std::fmt::Display) -> Error {
    Error::new(
        Code::ConnectorUpstreamInvalid,
        format!("connector {c}: {why}"),
    )
}

fn client() -> Result<&'static reqwest::Client> {
    static CLIENT: OnceLock<std::result::Result<reqwest::Client, String>> = OnceLock::new();
    CLIENT
        .get_or_init(|| {
            reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .timeout(TIMEOUT)
                .connect_timeout(Duration::from_secs(5))
                .user_agent(concat!("idctl/", env!("CARGO_PKG_VERSION")))
                .build()
                .map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(|e| Error::new(Code::HttpClient, format!("cannot make an HTTP client: {e}")))
}

/// Sends `req` and reads its JSON answer (at most [`BODY_MAX`] bytes): the status and the
/// document. A failure to connect or to read is `Unreachable`; a body that is not JSON too.
async fn send(c: &str, what: &str, req: reqwest::RequestBuilder) -> Result<(u16, Value)> {
    let mut res = req
        .header(reqwest::header::ACCEPT, "application/json")
        .send()
        .await
        .map_err(|e| unreachable(c, what, crate::util::sanitize(&e.to_string())))?;
    let status = res.status().as_u16();
    let mut body = Vec::new();
    while let Some(chunk) = res
        .chunk()
        .await
        .map_err(|e| unreachable(c, what, crate::util::sanitize(&e.to_string())))?
    {
        if body.len() + chunk.len() > BODY_MAX {
            return Err(unreachable(c, what, "the answer is larger than 1 MiB"));
        }
        body.extend_from_slice(&chunk);
    }
    let doc = serde_json::from_slice(&body)
        .map_err(|_| unreachable(c, what, format!("the answer (HTTP {status}) is not JSON")))?;
    Ok((status, doc))
}

/// An OpenID provider's metadata, the part idctl uses.
#[derive(Debug, Clone)]
pub struct Endpoints {
    /// The issuer its ID tokens carry (OIDC only).
    pub issuer: Option<String>,
    pub authorization: String,
    pub token: String,
    pub userinfo: Option<String>,
    pub jwks_uri: Option<String>,
}

struct Cached<T> {
    at: Instant,
    value: Arc<T>,
}

fn discovery_cache() -> &'static Mutex<HashMap<String, Cached<Endpoints>>> {
    static C: OnceLock<Mutex<HashMap<String, Cached<Endpoints>>>> = OnceLock::new();
    C.get_or_init(Default::default)
}

fn jwks_cache() -> &'static Mutex<HashMap<String, Cached<Value>>> {
    static C: OnceLock<Mutex<HashMap<String, Cached<Value>>>> = OnceLock::new();
    C.get_or_init(Default::default)
}

fn cached<T>(cache: &Mutex<HashMap<String, Cached<T>>>, key: &str) -> Option<Arc<T>> {
    let map = cache.lock().ok()?;
    map.get(key)
        .filter(|c| c.at.elapsed() < CACHE_TTL)
        .map(|c| c.value.clone())
}

fn remember<T>(cache: &Mutex<HashMap<String, Cached<T>>>, key: &str, value: Arc<T>) {
    if let Ok(mut map) = cache.lock() {
        // Bounded by the connectors configured (a few); stale entries go when replaced.
        map.retain(|_, c| c.at.elapsed() < CACHE_TTL);
        map.insert(
            key.to_string(),
            Cached {
                at: Instant::now(),
                value,
            },
        );
    }
}

fn string(doc: &Value, name: &str) -> Option<String> {
    doc.get(name).and_then(Value::as_str).map(str::to_string)
}

/// The connector's endpoints: its issuer's discovery document (OIDC, cached), or its
/// configuration (OAuth 2).
pub async fn endpoints(c: &Connector) -> Result<Arc<Endpoints>> {
    let cfg = &c.config;
    if c.protocol == Protocol::OAuth2 {
        return Ok(Arc::new(Endpoints {
            issuer: None,
            authorization: cfg.authorization_endpoint.clone().unwrap_or_default(),
            token: cfg.token_endpoint.clone().unwrap_or_default(),
            userinfo: cfg.userinfo_endpoint.clone(),
            jwks_uri: None,
        }));
    }
    let issuer = cfg.issuer.clone().unwrap_or_default();
    if let Some(e) = cached(discovery_cache(), &issuer) {
        return Ok(e);
    }
    let url = format!("{issuer}/.well-known/openid-configuration");
    let what = "the discovery document";
    let (status, doc) = send(&c.name, what, client()?.get(&url)).await?;
    if status != 200 {
        return Err(unreachable(
            &c.name,
            what,
            format!("{url} answered {status}"),
        ));
    }
    let said = string(&doc, "issuer").unwrap_or_default();
    if said.trim_end_matches('/') != issuer {
        return Err(refused(
            &c.name,
            format!("the discovery document names issuer {said:?}, not {issuer}"),
        ));
    }
    let need = |name: &str| {
        string(&doc, name)
            .ok_or_else(|| refused(&c.name, format!("the discovery document has no {name}")))
    };
    let e = Arc::new(Endpoints {
        issuer: Some(said),
        authorization: need("authorization_endpoint")?,
        token: need("token_endpoint")?,
        userinfo: string(&doc, "userinfo_endpoint"),
        jwks_uri: Some(need("jwks_uri")?),
    });
    remember(discovery_cache(), &issuer, e.clone());
    Ok(e)
}

/// Where the browser goes to sign in at the provider: the authorization code flow with PKCE
/// (S256), `state` and, for OIDC, `nonce`.
pub fn authorization_url(
    c: &Connector,
    e: &Endpoints,
    callback: &str,
    cookie: &crate::token::upstream::UpstreamCookie,
) -> Result<String> {
    let mut url = url::Url::parse(&e.authorization).map_err(|err| {
        refused(
            &c.name,
            format!("its authorization endpoint is not a URL: {err}"),
        )
    })?;
    {
        let mut q = url.query_pairs_mut();
        q.append_pair("response_type", "code");
        q.append_pair("client_id", &c.config.client_id);
        q.append_pair("redirect_uri", callback);
        if !c.config.scope.is_empty() {
            q.append_pair("scope", &c.config.scope);
        }
        q.append_pair("state", &cookie.state);
        if c.protocol == Protocol::Oidc {
            q.append_pair("nonce", &cookie.nonce);
        }
        q.append_pair("code_challenge", &cookie.challenge());
        q.append_pair("code_challenge_method", "S256");
    }
    Ok(url.to_string())
}

/// The JWKS at `uri`: cached unless `fresh`.
async fn jwks(c: &Connector, uri: &str, fresh: bool) -> Result<Arc<Value>> {
    if !fresh && let Some(j) = cached(jwks_cache(), uri) {
        return Ok(j);
    }
    let (status, doc) = send(&c.name, "the JWKS", client()?.get(uri)).await?;
    if status != 200 {
        return Err(unreachable(
            &c.name,
            "the JWKS",
            format!("{uri} answered {status}"),
        ));
    }
    let doc = Arc::new(doc);
    remember(jwks_cache(), uri, doc.clone());
    Ok(doc)
}

/// What the provider's answer at the callback leads to: the code exchanged (with the client
/// secret `secret`, read by the caller), the ID token validated (OIDC) or userinfo read
/// (OAuth 2), and the profile they give. `now_s`: the instant of the time checks.
pub async fn finish(
    c: &Connector,
    e: &Endpoints,
    callback: &str,
    code: &str,
    cookie: &crate::token::upstream::UpstreamCookie,
    secret: &str,
    now_s: i64,
) -> Result<Profile> {
    let form = [
        ("grant_type", "authorization_code"),
        ("code", code),
        ("redirect_uri", callback),
        ("code_verifier", cookie.verifier.as_str()),
    ];
    let req = client()?.post(&e.token);
    // OIDC's default client authentication is HTTP Basic; OAuth 2 providers such as GitHub
    // take the secret in the form.
    let req = match c.protocol {
        Protocol::Oidc => req
            .basic_auth(form_encode(&c.config.client_id), Some(form_encode(secret)))
            .header(reqwest::header::CONTENT_TYPE, FORM)
            .body(form_body(&form)),
        Protocol::OAuth2 => {
            let mut with = form.to_vec();
            with.push(("client_id", c.config.client_id.as_str()));
            with.push(("client_secret", secret));
            req.header(reqwest::header::CONTENT_TYPE, FORM)
                .body(form_body(&with))
        }
    };
    let (status, tokens) = send(&c.name, "the token endpoint's answer", req).await?;
    if status != 200 || tokens.get("error").is_some() {
        let err = string(&tokens, "error").unwrap_or_else(|| format!("HTTP {status}"));
        let desc = string(&tokens, "error_description").unwrap_or_default();
        return Err(refused(
            &c.name,
            crate::util::sanitize(&format!("the provider refused the code: {err} {desc}")),
        ));
    }
    let access = string(&tokens, "access_token")
        .ok_or_else(|| refused(&c.name, "the provider's answer has no access_token"))?;
    match c.protocol {
        Protocol::Oidc => {
            let id_token = string(&tokens, "id_token")
                .ok_or_else(|| refused(&c.name, "the provider's answer has no id_token"))?;
            let mut claims = validate(c, e, &id_token, &cookie.nonce, now_s).await?;
            // Claims the ID token does not carry (an email, a name) from userinfo, when the
            // provider has it; its `sub` must be the ID token's.
            let wanted = [&c.config.mapping.email, &c.config.mapping.name];
            if let Some(u) = &e.userinfo
                && wanted.iter().any(|f| lookup(&claims, f).is_none())
            {
                let info = userinfo(c, u, &access).await?;
                if info.get("sub") != claims.get("sub") {
                    return Err(refused(
                        &c.name,
                        "userinfo describes another subject than the ID token",
                    ));
                }
                if let (Some(m), Some(info)) = (claims.as_object_mut(), info.as_object()) {
                    for (k, v) in info {
                        m.entry(k.clone()).or_insert_with(|| v.clone());
                    }
                }
            }
            profile(c, e.issuer.clone().unwrap_or_default(), claims)
        }
        Protocol::OAuth2 => {
            let u = e
                .userinfo
                .as_deref()
                .ok_or_else(|| refused(&c.name, "no userinfo endpoint"))?;
            let info = userinfo(c, u, &access).await?;
            // The provider an identity belongs to: its authorization endpoint.
            profile(c, e.authorization.clone(), info)
        }
    }
}

const FORM: &str = "application/x-www-form-urlencoded";

fn form_body(pairs: &[(&str, &str)]) -> String {
    url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(pairs)
        .finish()
}

/// `application/x-www-form-urlencoded` of a Basic credential's part (RFC 6749 section 2.3.1).
fn form_encode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

async fn userinfo(c: &Connector, url: &str, access: &str) -> Result<Value> {
    let (status, doc) = send(
        c.name.as_str(),
        "userinfo",
        client()?.get(url).bearer_auth(access),
    )
    .await?;
    if status != 200 || !doc.is_object() {
        return Err(refused(&c.name, format!("userinfo answered HTTP {status}")));
    }
    Ok(doc)
}

/// The ID token's claims when it is genuine: signed by a key of the provider's JWKS (fetched
/// again once when it names a key the cached set lacks), issued by the provider, for this
/// client, unexpired, with the nonce this browser's sign-in sent.
async fn validate(
    c: &Connector,
    e: &Endpoints,
    id_token: &str,
    nonce: &str,
    now_s: i64,
) -> Result<Value> {
    let invalid = |why: String| refused(&c.name, format!("the ID token is invalid: {why}"));
    let parts =
        crate::token::jwt::parse(id_token).map_err(|e| invalid(e.detail().message.clone()))?;
    let kid = parts
        .header
        .get("kid")
        .and_then(Value::as_str)
        .map(str::to_string);
    let uri = e.jwks_uri.as_deref().unwrap_or_default();
    let mut doc = jwks(c, uri, false).await?;
    let holds = |d: &Value| {
        kid.as_deref().is_none_or(|k| {
            d.get("keys").and_then(Value::as_array).is_some_and(|ks| {
                ks.iter()
                    .any(|j| j.get("kid").and_then(Value::as_str) == Some(k))
            })
        })
    };
    if !holds(&doc) {
        doc = jwks(c, uri, true).await?;
    }
    let keys = KeySet::from_jwks(&doc).map_err(|e| invalid(e.detail().message.clone()))?;
    let expect = Expect {
        issuer: e.issuer.clone().unwrap_or_default(),
        audience: Audience::Exact(c.config.client_id.clone()),
        scopes: Vec::new(),
        now: now_s,
        leeway: LEEWAY,
        plain_jwt: true,
        organization: None,
    };
    let report = crate::token::verify::verify(id_token, &keys, &expect)
        .map_err(|e| invalid(e.detail().message.clone()))?;
    if let Some(f) = report.first_failure() {
        return Err(invalid(f.detail.clone()));
    }
    check_azp(&report.payload, &c.config.client_id).map_err(|m| invalid(m.to_string()))?;
    let said = report
        .payload
        .get("nonce")
        .and_then(Value::as_str)
        .unwrap_or_default();
    if !crate::util::ct_eq(said.as_bytes(), nonce.as_bytes()) {
        return Err(invalid("its nonce is not this sign-in's".into()));
    }
    Ok(report.payload)
}

/// OpenID Connect Core 3.1.3.7: an ID token with several audiences must name this client as
/// its authorized party (`azp`); an `azp`, when present, must be this client.
fn check_azp(claims: &Value, client_id: &str) -> std::result::Result<(), &'static str> {
    let audiences = match claims.get("aud") {
        Some(Value::Array(a)) => a.len(),
        _ => 1,
    };
    match claims.get("azp") {
        Some(Value::String(azp)) if crate::util::ct_eq(azp.as_bytes(), client_id.as_bytes()) => {
            Ok(())
        }
        Some(_) => Err("its authorized party (azp) is not this client"),
        None if audiences > 1 => {
            Err("it has several audiences and no authorized party (azp) naming this client")
        }
        None => Ok(()),
    }
}

/// A member, or a dotted path (`data.id`), of a JSON document.
fn lookup<'v>(doc: &'v Value, path: &str) -> Option<&'v Value> {
    path.split('.')
        .try_fold(doc, |v, k| v.get(k))
        .filter(|v| !v.is_null())
}

fn text(doc: &Value, path: &str) -> Option<String> {
    match lookup(doc, path)? {
        Value::String(s) if !s.trim().is_empty() => Some(s.trim().to_string()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The profile the connector's mapping reads in `doc`.
fn profile(c: &Connector, issuer: String, doc: Value) -> Result<Profile> {
    let m = &c.config.mapping;
    let subject = text(&doc, &m.id)
        .filter(|s| s.len() <= 255)
        .ok_or_else(|| {
            refused(
                &c.name,
                format!("the provider's answer has no {} (the user's id)", m.id),
            )
        })?;
    let email_verified = match lookup(&doc, &m.email_verified) {
        Some(Value::Bool(b)) => *b,
        Some(Value::String(s)) => s == "true",
        _ => false,
    };
    Ok(Profile {
        issuer,
        subject,
        email: text(&doc, &m.email),
        email_verified,
        name: text(&doc, &m.name),
        avatar: text(&doc, &m.avatar),
        raw: doc,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn azp_is_checked_against_the_client() {
        let ok = |c: Value| check_azp(&c, "me").is_ok();
        assert!(ok(json!({"aud": "me"})));
        assert!(ok(json!({"aud": ["me"]})));
        assert!(ok(json!({"aud": "me", "azp": "me"})));
        assert!(ok(json!({"aud": ["me", "other"], "azp": "me"})));
        assert!(!ok(json!({"aud": ["me", "other"]})));
        assert!(!ok(json!({"aud": ["me", "other"], "azp": "other"})));
        assert!(!ok(json!({"aud": "me", "azp": "other"})));
        assert!(!ok(json!({"aud": "me", "azp": 1})));
    }

    #[test]
    fn paths_read_members_and_nested_members() {
        let doc = json!({"id": 42, "data": {"mail": "a@b.c"}, "n": null});
        assert_eq!(text(&doc, "id").as_deref(), Some("42"));
        assert_eq!(text(&doc, "data.mail").as_deref(), Some("a@b.c"));
        assert_eq!(text(&doc, "n"), None);
        assert_eq!(text(&doc, "data.none"), None);
    }
}
