//! What an app does with the server's answers: JSON bodies, form posts, and JWTs verified
//! against the server's JWKS with `jsonwebtoken` (not idctl's code).
#![allow(dead_code)]

use super::server::Server;
use serde_json::Value;

/// A response's body as JSON (with the body in the panic message when it is not).
pub fn json(res: reqwest::blocking::Response) -> Value {
    let bytes = res.bytes().expect("body");
    serde_json::from_slice(&bytes)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&bytes)))
}

/// POSTs a form body to `url`.
pub fn post_form(url: &str, form: &[(&str, &str)]) -> reqwest::blocking::Response {
    let body: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(form)
        .finish();
    Server::client()
        .post(url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body)
        .send()
        .expect("POST")
}

/// Verifies an ES384 JWT for `audience` from the server's issuer against its JWKS; returns
/// the claims.
pub fn verify(server: &Server, token: &str, audience: &str) -> Value {
    verify_alg(server, token, audience, jsonwebtoken::Algorithm::ES384)
}

/// Verifies a JWT signed with `alg` (and no other) for `audience` from the server's issuer,
/// with the key its `kid` names in the server's JWKS; returns the claims.
pub fn verify_alg(
    server: &Server,
    token: &str,
    audience: &str,
    alg: jsonwebtoken::Algorithm,
) -> Value {
    let jwks: jsonwebtoken::jwk::JwkSet = serde_json::from_value(json(
        Server::client()
            .get(format!("{}/jwks", server.issuer()))
            .send()
            .expect("GET jwks"),
    ))
    .expect("a JWK Set");
    let kid = jsonwebtoken::decode_header(token)
        .expect("a JWT")
        .kid
        .expect("a kid");
    let key = jsonwebtoken::DecodingKey::from_jwk(jwks.find(&kid).expect("kid in the JWKS"))
        .expect("a key");
    let mut v = jsonwebtoken::Validation::new(alg);
    v.set_audience(&[audience]);
    v.set_issuer(&[server.issuer()]);
    jsonwebtoken::decode::<Value>(token, &key, &v)
        .expect("verifies")
        .claims
}
