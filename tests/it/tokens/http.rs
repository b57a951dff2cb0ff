//! `idctl serve`: the OAuth endpoints over real HTTP, driven by a third-party OAuth client
//! library (`oauth2`) and by hand-built requests where the protocol's edges are tested.
use crate::common::api::http;
use crate::common::server::Server;
use crate::common::{Env, m2m_client, segment};
use oauth2::basic::BasicClient;
use oauth2::{
    AccessToken, ClientId, ClientSecret, IntrospectionUrl, RefreshToken, Scope,
    TokenIntrospectionResponse, TokenResponse, TokenUrl,
};
use serde_json::Value;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

const API: &str = "https://api.example.com";

/// The JSON body of a response.
fn json_of(res: reqwest::blocking::Response) -> Value {
    let bytes = res.bytes().expect("body");
    serde_json::from_slice(&bytes)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&bytes)))
}

fn discover(server: &Server) -> Value {
    let res = server.get("/oidc/.well-known/openid-configuration");
    assert_eq!(res.status(), 200);
    json_of(res)
}

/// Verifies a JWT with keys fetched from `jwks_uri`, with jsonwebtoken (not idctl's code).
fn verify_with_jwks(jwks_uri: &str, token: &str, issuer: &str, audience: &str) -> Value {
    let jwks: jsonwebtoken::jwk::JwkSet = serde_json::from_value(json_of(
        Server::client().get(jwks_uri).send().expect("GET jwks"),
    ))
    .expect("a JWK Set");
    let kid = jsonwebtoken::decode_header(token).unwrap().kid.unwrap();
    let key = jsonwebtoken::DecodingKey::from_jwk(jwks.find(&kid).expect("kid in JWKS")).unwrap();
    let mut v = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::ES384);
    v.set_audience(&[audience]);
    v.set_issuer(&[issuer]);
    jsonwebtoken::decode::<Value>(token, &key, &v)
        .expect("the token verifies against the served JWKS")
        .claims
}

#[test]
fn discovery_then_client_credentials_with_an_oauth_client_library() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let server = Server::start(&env, &[]);
    let doc = discover(&server);
    // Port 0 without --base-url: everything is at the URL actually bound.
    assert_eq!(doc["issuer"], server.issuer());
    assert_eq!(doc["token_endpoint"], format!("{}/token", server.issuer()));
    assert_eq!(doc["jwks_uri"], format!("{}/jwks", server.issuer()));
    for m in ["client_secret_basic", "client_secret_post"] {
        assert!(
            doc["token_endpoint_auth_methods_supported"]
                .as_array()
                .unwrap()
                .contains(&Value::from(m))
        );
    }
    assert!(
        doc["grant_types_supported"]
            .as_array()
            .unwrap()
            .contains(&Value::from("client_credentials"))
    );
    assert_eq!(doc["id_token_signing_alg_values_supported"][0], "ES384");

    // The library is configured from the discovered document only.
    let client = BasicClient::new(ClientId::new(id.clone()))
        .set_client_secret(ClientSecret::new(secret))
        .set_token_uri(TokenUrl::new(doc["token_endpoint"].as_str().unwrap().into()).unwrap());
    let token = client
        .exchange_client_credentials()
        .add_scope(Scope::new("read:orders".into()))
        .add_scope(Scope::new("delete:everything".into()))
        .add_extra_param("resource", API)
        .request(&http)
        .expect("client credentials grant");
    assert_eq!(
        token
            .scopes()
            .map(|s| s.iter().map(|s| s.to_string()).collect::<Vec<_>>()),
        Some(vec!["read:orders".to_string()])
    );
    assert_eq!(token.expires_in(), Some(Duration::from_secs(3600)));
    let claims = verify_with_jwks(
        doc["jwks_uri"].as_str().unwrap(),
        token.access_token().secret(),
        doc["issuer"].as_str().unwrap(),
        API,
    );
    assert_eq!(claims["sub"], id);
    assert_eq!(claims["client_id"], id);
    assert_eq!(claims["scope"], "read:orders");
    // idctl's own verifier agrees, with the keys fetched from the server.
    let jwks_uri = doc["jwks_uri"].as_str().unwrap();
    env.ok(&[
        "verify",
        token.access_token().secret(),
        "--jwks",
        jwks_uri,
        "--issuer",
        doc["issuer"].as_str().unwrap(),
        "--audience",
        API,
        "--scope",
        "read:orders",
    ]);
    assert_eq!(server.stop(), 0);
}

#[test]
fn tokens_over_http_are_what_the_cli_mints() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    // With the store's base URL, CLI and server mint for the same issuer.
    let server = Server::start(&env, &["--base-url", "http://localhost:3001"]);
    assert_eq!(discover(&server)["issuer"], "http://localhost:3001/oidc");
    let http_token = json_of(server.post_form(
        "/oidc/token",
        &[
            ("grant_type", "client_credentials"),
            ("client_id", &id),
            ("client_secret", &secret),
            ("resource", API),
            ("scope", "read:orders write:orders"),
        ],
    ));
    let cli_token = env.json(&[
        "token",
        "--client-id",
        &id,
        "--client-secret",
        &secret,
        "--resource",
        API,
        "--scope",
        "read:orders write:orders",
    ]);
    assert_eq!(
        http_token.as_object().unwrap().keys().collect::<Vec<_>>(),
        cli_token.as_object().unwrap().keys().collect::<Vec<_>>()
    );
    let (h, c) = (
        http_token["access_token"].as_str().unwrap(),
        cli_token["access_token"].as_str().unwrap(),
    );
    assert_eq!(
        segment(h, 0),
        segment(c, 0),
        "same header, byte order included"
    );
    let (mut hc, mut cc) = (segment(h, 1), segment(c, 1));
    for v in [&mut hc, &mut cc] {
        for k in ["jti", "iat", "exp"] {
            v[k] = Value::Null;
        }
    }
    assert_eq!(
        hc.to_string(),
        cc.to_string(),
        "same claims in the same order"
    );
}

/// POSTs a raw body with a content type and optional headers; returns status and JSON.
fn post_raw(
    server: &Server,
    path: &str,
    ct: &str,
    body: Vec<u8>,
    headers: &[(&str, &str)],
) -> (u16, Value) {
    let mut req = Server::client()
        .post(format!("{}{path}", server.url))
        .header("content-type", ct)
        .body(body);
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let res = req.send().expect("POST");
    let status = res.status().as_u16();
    let text = res.text().unwrap_or_default();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

fn basic(id: &str, secret: &str) -> String {
    use base64::Engine;
    format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(format!("{id}:{secret}"))
    )
}

#[test]
fn token_errors_have_the_reference_statuses_and_bodies_and_change_nothing() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let server = Server::start(&env, &[]);
    let before = env.snapshot();
    let form = "application/x-www-form-urlencoded";
    let good = basic(&id, &secret);
    // (what, Authorization header, body, status, error, description)
    struct Case<'a>(&'a str, Option<String>, String, u16, &'a str, &'a str);
    let cases = vec![
        Case(
            "unknown client",
            Some(basic("nobody", "x")),
            format!("grant_type=client_credentials&resource={API}"),
            400,
            "invalid_client",
            "invalid client nobody",
        ),
        Case(
            "client named, not identified",
            Some(basic("svc", &secret)),
            format!("grant_type=client_credentials&resource={API}"),
            400,
            "invalid_client",
            "invalid client svc",
        ),
        Case(
            "wrong secret",
            Some(basic(&id, "wrong")),
            format!("grant_type=client_credentials&resource={API}"),
            401,
            "invalid_client",
            "client authentication failed",
        ),
        Case(
            "no client authentication",
            None,
            format!("grant_type=client_credentials&resource={API}"),
            400,
            "invalid_request",
            "no client authentication mechanism provided",
        ),
        Case(
            "malformed basic",
            Some("Basic %%%".into()),
            "grant_type=client_credentials".into(),
            400,
            "invalid_request",
            "invalid authorization header value format",
        ),
        Case(
            "missing grant_type",
            Some(good.clone()),
            format!("resource={API}"),
            400,
            "invalid_request",
            "missing required parameter 'grant_type'",
        ),
        Case(
            "unsupported grant",
            Some(good.clone()),
            "grant_type=password".into(),
            400,
            "unsupported_grant_type",
            "unsupported grant_type requested",
        ),
        Case(
            "unknown resource",
            Some(good.clone()),
            "grant_type=client_credentials&resource=https%3A%2F%2Fnope.example".into(),
            400,
            "invalid_target",
            "resource indicator is missing, or unknown",
        ),
        Case(
            "relative resource",
            Some(good.clone()),
            "grant_type=client_credentials&resource=orders".into(),
            400,
            "invalid_target",
            "resource indicator must be an absolute URI",
        ),
        Case(
            "fragment",
            Some(good.clone()),
            "grant_type=client_credentials&resource=https%3A%2F%2Fapi.example.com%23x".into(),
            400,
            "invalid_target",
            "resource indicator must not contain a fragment component",
        ),
        Case(
            "two resources",
            Some(good.clone()),
            format!("grant_type=client_credentials&resource={API},https%3A%2F%2Fb.example"),
            400,
            "invalid_target",
            "only a single resource indicator value is supported for this grant type",
        ),
        Case(
            "no default resource",
            Some(good.clone()),
            "grant_type=client_credentials".into(),
            400,
            "invalid_target",
            "both `resource` and `organization_id` are not provided",
        ),
        Case(
            "repeated parameter",
            Some(good.clone()),
            format!("grant_type=client_credentials&scope=a&scope=b&resource={API}"),
            400,
            "invalid_request",
            "'scope' parameter must not be provided twice",
        ),
        Case(
            "two mechanisms",
            Some(good.clone()),
            format!("grant_type=client_credentials&client_secret={secret}&resource={API}"),
            400,
            "invalid_request",
            "client authentication must only be provided using one mechanism",
        ),
        Case(
            "client_id mismatch",
            Some(good.clone()),
            format!("grant_type=client_credentials&client_id=other&resource={API}"),
            400,
            "invalid_request",
            "client_id mismatch",
        ),
        Case(
            "not UTF-8",
            Some(good.clone()),
            "grant_type=client_credentials&scope=%FF%FE".into(),
            400,
            "invalid_request",
            "request parameters must be UTF-8",
        ),
    ];
    for Case(what, auth, body, status, error, description) in cases {
        let headers: Vec<(&str, &str)> =
            auth.iter().map(|a| ("authorization", a.as_str())).collect();
        let (got, json) = post_raw(&server, "/oidc/token", form, body.into_bytes(), &headers);
        assert_eq!(got, status, "{what}: {json}");
        assert_eq!(json["error"], error, "{what}: {json}");
        assert_eq!(json["error_description"], description, "{what}");
        assert_eq!(json["code"], format!("oidc.{error}"), "{what}");
        assert_eq!(json["message"], description, "{what}");
    }
    // Bodies the endpoint cannot read: content type, body, status, OAuth error (where
    // checked) and a fragment of the description (where checked).
    type Unreadable<'a> = (&'a str, Vec<u8>, u16, Option<&'a str>, Option<&'a str>);
    let unreadable: [Unreadable; 5] = [
        (
            "text/plain",
            b"grant_type=client_credentials".to_vec(),
            400,
            Some("invalid_request"),
            None,
        ),
        (
            "application/json",
            b"{not json".to_vec(),
            400,
            Some("invalid_request"),
            Some("JSON body is malformed"),
        ),
        (
            "application/json",
            b"{\"grant_type\": 5}".to_vec(),
            400,
            Some("invalid_request"),
            None,
        ),
        (
            form,
            vec![b'a'; 2 * 1024 * 1024],
            413,
            None,
            Some("larger than 1048576 bytes"),
        ),
        (
            form,
            b"\xff\xfe=\x80".to_vec(),
            400,
            Some("invalid_request"),
            None,
        ),
    ];
    for (content_type, body, status, error, description) in unreadable {
        let what = format!(
            "{content_type} {:?}",
            String::from_utf8_lossy(&body[..body.len().min(40)])
        );
        let (s, j) = post_raw(&server, "/oidc/token", content_type, body, &[]);
        assert_eq!(s, status, "{what}: {j}");
        if let Some(error) = error {
            assert_eq!(j["error"].as_str(), Some(error), "{what}: {j}");
        }
        if let Some(description) = description {
            assert!(
                j["error_description"]
                    .as_str()
                    .unwrap()
                    .contains(description),
                "{what}: {j}"
            );
        }
    }
    // Routes and methods.
    let res = server.get("/oidc/token");
    assert_eq!(res.status(), 405);
    assert!(res.headers().get("allow").is_some());
    assert_eq!(json_of(res)["error"], "invalid_request");
    let res = server.get("/no/such/route");
    assert_eq!(res.status(), 404);
    assert_eq!(json_of(res)["code"], "oidc.invalid_request");
    assert_eq!(
        before,
        env.snapshot(),
        "a refused request changed the store"
    );
    // Every refusal carries no-store.
    let res = server.post_form("/oidc/token", &[("grant_type", "client_credentials")]);
    assert_eq!(res.headers()["cache-control"], "no-store");
}

#[test]
fn json_bodies_and_post_credentials_work_like_forms() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let server = Server::start(&env, &[]);
    let body = serde_json::json!({
        "grant_type": "client_credentials",
        "client_id": id,
        "client_secret": secret,
        "resource": API,
        "scope": "write:orders",
    });
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        "application/json",
        body.to_string().into_bytes(),
        &[],
    );
    assert_eq!(s, 200, "{j}");
    assert_eq!(j["scope"], "write:orders");
    assert_eq!(j["token_type"], "Bearer");
    // A scope separated by a tab is one (unknown) name, not two.
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        "application/x-www-form-urlencoded",
        format!("grant_type=client_credentials&resource={API}&scope=read:orders%09write:orders")
            .into_bytes(),
        &[("authorization", &basic(&id, &secret))],
    );
    assert_eq!(s, 200, "{j}");
    assert!(
        j.get("scope").is_none(),
        "nothing granted, so no scope: {j}"
    );
}

#[test]
fn jwks_and_discovery_are_open_to_any_origin_and_the_token_endpoint_is_not() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let server = Server::start(&env, &[]);
    let res = Server::client()
        .get(format!("{}/oidc/jwks", server.url))
        .header("origin", "https://app.example")
        .send()
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.headers()["access-control-allow-origin"],
        "https://app.example"
    );
    assert_eq!(
        res.headers()["cache-control"],
        "no-cache, max-age=0, must-revalidate"
    );
    assert_eq!(
        res.headers()["content-type"],
        "application/jwk-set+json; charset=utf-8"
    );
    let jwks = json_of(res);
    assert_eq!(jwks, env.json(&["keys", "jwks"]));
    let res = server.get("/oidc/.well-known/openid-configuration");
    assert_eq!(res.headers()["access-control-allow-origin"], "*");
    // A preflight is answered; the real request from a foreign origin is refused.
    let res = Server::client()
        .request(
            reqwest::Method::OPTIONS,
            format!("{}/oidc/token", server.url),
        )
        .header("origin", "https://evil.example")
        .header("access-control-request-method", "POST")
        .send()
        .unwrap();
    assert_eq!(res.status(), 204);
    let creds = basic(&id, &secret);
    let body = format!("grant_type=client_credentials&resource={API}").into_bytes();
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        "application/x-www-form-urlencoded",
        body.clone(),
        &[
            ("authorization", &creds),
            ("origin", "https://evil.example"),
        ],
    );
    assert_eq!(s, 400);
    assert_eq!(
        j["error_description"],
        format!("origin https://evil.example not allowed for client: {id}")
    );
    // The server's own origin may call it.
    let own = server.url.clone();
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        "application/x-www-form-urlencoded",
        body,
        &[("authorization", &creds), ("origin", &own)],
    );
    assert_eq!(s, 200, "{j}");
    // Rotation keeps old keys published (beside the RSA key of ID tokens).
    env.ok(&["keys", "rotate"]);
    let after = json_of(server.get("/oidc/jwks"));
    assert_eq!(after["keys"].as_array().unwrap().len(), 3);
}

/// A user `alice` holding read:orders and write:orders through a user role, and a refresh
/// token of the built-in app for both.
fn user_with_refresh_token(env: &Env) -> String {
    if env.run(&["resource", "get", API]).code == 3 {
        env.orders_api();
    }
    env.ok(&[
        "role",
        "create",
        "editor",
        "-r",
        API,
        "-s",
        "read:orders write:orders",
    ]);
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["user", "assign", "alice", "editor"]);
    let t = env.json(&[
        "token",
        "--user",
        "alice",
        "--resource",
        API,
        "--scope",
        "read:orders write:orders",
        "--offline",
    ]);
    t["refresh_token"].as_str().unwrap().to_string()
}

#[test]
fn refresh_tokens_are_exchanged_introspected_and_revoked_over_http() {
    let env = Env::new();
    let rt = user_with_refresh_token(&env);
    let server = Server::start(&env, &[]);
    let doc = discover(&server);
    let app = BasicClient::new(ClientId::new("idctl".into()))
        .set_token_uri(TokenUrl::new(doc["token_endpoint"].as_str().unwrap().into()).unwrap())
        .set_introspection_url(
            IntrospectionUrl::new(doc["introspection_endpoint"].as_str().unwrap().into()).unwrap(),
        );
    let refresh = |rt: &str| {
        app.exchange_refresh_token(&RefreshToken::new(rt.to_string()))
            .add_extra_param("resource", API)
            .request(&http)
    };
    let t = refresh(&rt).expect("refresh grant");
    let claims = verify_with_jwks(
        doc["jwks_uri"].as_str().unwrap(),
        t.access_token().secret(),
        &server.issuer(),
        API,
    );
    assert_eq!(claims["scope"], "read:orders write:orders");
    assert_eq!(claims["client_id"], "idctl");
    // The built-in app is public: the answer carries the next refresh token.
    let rt2 = t
        .refresh_token()
        .expect("a new refresh token")
        .secret()
        .clone();
    assert_ne!(rt2, rt);
    // A permission revoked with the CLI is gone at the very next request.
    env.ok(&["role", "revoke", "editor", "-r", API, "write:orders"]);
    let t = refresh(&rt2).expect("refresh grant");
    assert_eq!(
        segment(t.access_token().secret(), 1)["scope"],
        "read:orders"
    );
    let rt = t
        .refresh_token()
        .expect("a new refresh token")
        .secret()
        .clone();
    // Introspection with the library: the newest refresh token is active, a used one not.
    let used = app
        .introspect(&AccessToken::new(rt2.clone()))
        .request(&http)
        .expect("introspection");
    assert!(!used.active());
    let info = app
        .introspect(&AccessToken::new(rt.clone()))
        .set_token_type_hint("refresh_token")
        .request(&http)
        .expect("introspection");
    assert!(info.active());
    assert_eq!(info.client_id().map(|c| c.as_str()), Some("idctl"));
    // A JWT cannot be introspected.
    let (s, j) = post_raw(
        &server,
        "/oidc/token/introspection",
        "application/x-www-form-urlencoded",
        format!("client_id=idctl&token={}", t.access_token().secret()).into_bytes(),
        &[],
    );
    assert_eq!(
        (s, j["error"].as_str()),
        (400, Some("unsupported_token_type")),
        "{j}"
    );
    // Revocation revokes the grant: refresh fails, introspection says inactive. (The
    // library refuses to revoke over plain HTTP, so this request is built by hand.)
    let res = server.post_form(
        "/oidc/token/revocation",
        &[
            ("client_id", "idctl"),
            ("token", &rt),
            ("token_type_hint", "refresh_token"),
        ],
    );
    assert_eq!(res.status(), 200);
    assert_eq!(res.text().unwrap(), "");
    let err = refresh(&rt).expect_err("a revoked refresh token");
    assert!(format!("{err:?}").contains("invalid_grant"), "{err:?}");
    let info = app
        .introspect(&AccessToken::new(rt.clone()))
        .request(&http)
        .expect("introspection");
    assert!(!info.active());
    // Unknown tokens: inactive, and revoking them is not an error.
    let (s, j) = post_raw(
        &server,
        "/oidc/token/introspection",
        "application/x-www-form-urlencoded",
        b"client_id=idctl&token=nope".to_vec(),
        &[],
    );
    assert_eq!((s, j), (200, serde_json::json!({"active": false})));
    let (s, _) = post_raw(
        &server,
        "/oidc/token/revocation",
        "application/x-www-form-urlencoded",
        b"client_id=idctl&token=nope".to_vec(),
        &[],
    );
    assert_eq!(s, 200);
    // Both endpoints require client authentication.
    let (s, j) = post_raw(
        &server,
        "/oidc/token/introspection",
        "application/x-www-form-urlencoded",
        b"token=nope".to_vec(),
        &[],
    );
    assert_eq!(
        (s, j["error"].as_str()),
        (400, Some("invalid_request")),
        "{j}"
    );
}

#[test]
fn a_refresh_token_works_only_for_its_own_client() {
    let env = Env::new();
    let rt = user_with_refresh_token(&env);
    let (id, secret) = {
        env.ok(&["role", "create", "bot", "--type", "m2m"]);
        let c = env.json(&["client", "create", "--name", "other", "--role", "bot"]);
        (
            c["id"].as_str().unwrap().to_string(),
            c["secret"].as_str().unwrap().to_string(),
        )
    };
    let server = Server::start(&env, &[]);
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        "application/x-www-form-urlencoded",
        format!("grant_type=refresh_token&refresh_token={rt}").into_bytes(),
        &[("authorization", &basic(&id, &secret))],
    );
    // A machine client has no refresh grant at all (as in the reference).
    assert_eq!(
        (s, j["error"].as_str()),
        (400, Some("unauthorized_client")),
        "{j}"
    );
    // A confidential client may not revoke another client's token.
    let (s, j) = post_raw(
        &server,
        "/oidc/token/revocation",
        "application/x-www-form-urlencoded",
        format!("token={rt}").into_bytes(),
        &[("authorization", &basic(&id, &secret))],
    );
    assert_eq!(
        (s, j["error_description"].as_str()),
        (
            400,
            Some("client is not authorized to revoke the presented token")
        ),
        "{j}"
    );
    // The public app cannot present a secret.
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        "application/x-www-form-urlencoded",
        format!("grant_type=refresh_token&refresh_token={rt}").into_bytes(),
        &[("authorization", &basic("idctl", "guess"))],
    );
    assert_eq!(
        (s, j["error"].as_str()),
        (401, Some("invalid_client")),
        "{j}"
    );
}

#[test]
fn personal_access_tokens_are_exchanged_over_http() {
    let env = Env::new();
    let _ = user_with_refresh_token(&env);
    let pat = env.json(&["pat", "create", "alice", "--name", "ci"])["value"]
        .as_str()
        .unwrap()
        .to_string();
    let server = Server::start(&env, &[]);
    let body = format!(
        "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Atoken-exchange&client_id=idctl\
         &subject_token={pat}&subject_token_type=urn%3Alogto%3Atoken-type%3Apersonal_access_token\
         &resource={API}&scope=read:orders"
    );
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        "application/x-www-form-urlencoded",
        body.into_bytes(),
        &[],
    );
    assert_eq!(s, 200, "{j}");
    let claims = segment(j["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["scope"], "read:orders");
    assert_eq!(claims["iss"], server.issuer());
    let body = format!(
        "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Atoken-exchange&client_id=idctl\
         &subject_token={pat}&subject_token_type=urn%3Aietf%3Aparams%3Aoauth%3Atoken-type%3Ajwt"
    );
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        "application/x-www-form-urlencoded",
        body.into_bytes(),
        &[],
    );
    assert_eq!(
        (s, j["error"].as_str()),
        (400, Some("invalid_request")),
        "{j}"
    );
}

#[test]
fn every_request_is_logged_once_without_secrets() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let server = Server::start(&env, &["--log-format", "json"]);
    let res = server.post_form(
        "/oidc/token?client_secret=leak",
        &[
            ("grant_type", "client_credentials"),
            ("client_id", &id),
            ("client_secret", &secret),
            ("resource", API),
        ],
    );
    let token = json_of(res);
    let _ = server.get("/oidc/jwks");
    let (code, log) = server.finish();
    assert_eq!(code, 0);
    let lines: Vec<Value> = log
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|l| l.get("method").is_some())
        .collect();
    assert_eq!(lines.len(), 2, "{log}");
    assert_eq!(lines[0]["method"], "POST");
    assert_eq!(lines[0]["path"], "/oidc/token");
    assert_eq!(lines[0]["status"], 200);
    assert!(lines[0]["durationMs"].is_number());
    assert_eq!(lines[1]["path"], "/oidc/jwks");
    for secret in [&secret, token["access_token"].as_str().unwrap(), "leak"] {
        assert!(!log.contains(secret), "a secret reached the log:\n{log}");
    }
}

#[test]
fn a_non_loopback_listener_warns_that_tokens_travel_in_clear() {
    let env = Env::new();
    env.ok(&["init"]);
    let mut c = std::process::Command::new(assert_cmd::cargo::cargo_bin("idctl"));
    c.arg("--store")
        .arg(&env.store)
        .args(["serve", "--listen", "0.0.0.0:0"]);
    c.stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let mut child = c.spawn().unwrap();
    let mut first = [0u8; 7];
    child
        .stdout
        .as_mut()
        .unwrap()
        .read_exact(&mut first)
        .unwrap();
    assert_eq!(&first, b"http://");
    unsafe {
        libc::kill(child.id() as i32, libc::SIGTERM);
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("not a loopback address") && err.contains("in clear"),
        "{err}"
    );
    // A bad listen address is a usage error.
    let r = env.run(&["serve", "--listen", "localhost"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
}

/// Reads until the server closes the connection, bounded by `limit`; true when it closed.
fn closed_within(stream: &mut TcpStream, limit: Duration) -> bool {
    stream.set_read_timeout(Some(limit)).unwrap();
    let mut buf = [0u8; 4096];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => return true,
            Err(_) => return false,
        }
    }
}

#[test]
fn slow_clients_are_cut_off_and_many_connections_do_not_stop_the_server() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let server = Server::start(&env, &[]);
    let addr = server.url.trim_start_matches("http://").to_string();
    // Headers that never end, and a body that never comes.
    let mut slow_headers = TcpStream::connect(&addr).unwrap();
    slow_headers
        .write_all(b"POST /oidc/token HTTP/1.1\r\nHost: x\r\n")
        .unwrap();
    let mut slow_body = TcpStream::connect(&addr).unwrap();
    slow_body
        .write_all(b"POST /oidc/token HTTP/1.1\r\nHost: x\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: 100\r\n\r\ngrant")
        .unwrap();
    // A thousand idle connections at once.
    let idle: Vec<TcpStream> = (0..1000)
        .map(|_| TcpStream::connect(&addr).unwrap())
        .collect();
    // The server still answers.
    let res = server.post_form(
        "/oidc/token",
        &[
            ("grant_type", "client_credentials"),
            ("client_id", &id),
            ("client_secret", &secret),
            ("resource", API),
        ],
    );
    assert_eq!(res.status(), 200);
    // The slow ones are cut off (the timeouts are 10 s; the wait is bounded at a minute).
    assert!(closed_within(&mut slow_headers, Duration::from_secs(60)));
    assert!(closed_within(&mut slow_body, Duration::from_secs(60)));
    drop(idle);
    assert_eq!(server.stop(), 0);
}

#[test]
fn cli_writes_and_http_token_requests_agree_at_every_moment() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    const STEPS: usize = 30;
    let env = Env::new();
    env.ok(&["resource", "create", "--name", "A", "--indicator", API]);
    let names: Vec<String> = (0..STEPS).map(|i| format!("p{i:02}")).collect();
    for n in &names {
        env.ok(&["scope", "create", "-r", API, n]);
    }
    env.ok(&["role", "create", "bot", "--type", "m2m"]);
    let c = env.json(&["client", "create", "--name", "svc", "--role", "bot"]);
    let (id, secret) = (
        c["id"].as_str().unwrap().to_string(),
        c["secret"].as_str().unwrap().to_string(),
    );
    let server = Arc::new(Server::start(&env, &[]));
    // Permissions granted so far, as committed by finished CLI commands.
    let granted = Arc::new(AtomicUsize::new(0));
    let all = names.join(" ");
    let requesters: Vec<_> = (0..4)
        .map(|_| {
            let (server, granted, id, secret, all) = (
                server.clone(),
                granted.clone(),
                id.clone(),
                secret.clone(),
                all.clone(),
            );
            std::thread::spawn(move || {
                let mut checked = 0;
                loop {
                    let before = granted.load(Ordering::SeqCst);
                    let res = json_of(server.post_form(
                        "/oidc/token",
                        &[
                            ("grant_type", "client_credentials"),
                            ("client_id", &id),
                            ("client_secret", &secret),
                            ("resource", API),
                            ("scope", &all),
                        ],
                    ));
                    let after = granted.load(Ordering::SeqCst);
                    let scope = res["scope"].as_str().unwrap_or("");
                    let got: Vec<&str> = scope.split(' ').filter(|s| !s.is_empty()).collect();
                    // A consistent snapshot: a prefix of the grants, at least what was
                    // committed before the request, at most what was committed after it.
                    let expected: Vec<String> =
                        (0..got.len()).map(|i| format!("p{i:02}")).collect();
                    assert_eq!(got, expected, "not a prefix: {scope}");
                    assert!(
                        got.len() >= before && got.len() <= after + 1,
                        "{before} <= {} <= {after}+1",
                        got.len()
                    );
                    checked += 1;
                    if after == STEPS {
                        return checked;
                    }
                }
            })
        })
        .collect();
    for n in &names {
        env.ok(&["role", "grant", "bot", "-r", API, n]);
        granted.fetch_add(1, Ordering::SeqCst);
    }
    let total: usize = requesters.into_iter().map(|t| t.join().unwrap()).sum();
    assert!(total >= 4);
}

#[test]
fn the_cli_asks_any_oauth_server_with_issuer() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let rt = user_with_refresh_token(&env);
    let server = Server::start(&env, &[]);
    let iss = server.issuer();
    // Client credentials: the bare token on stdout, as from the store.
    let out = env.ok(&[
        "token",
        "--issuer",
        &iss,
        "--client-id",
        &id,
        "--client-secret",
        &secret,
        "--resource",
        API,
        "--scope",
        "read:orders",
    ]);
    let token = out.trim();
    assert_eq!(segment(token, 1)["iss"], iss);
    env.ok(&[
        "verify",
        token,
        "--jwks",
        &format!("{iss}/jwks"),
        "--issuer",
        &iss,
        "--audience",
        API,
    ]);
    // What the server does not grant is reported as dropped; --strict refuses.
    let r = env.run(&[
        "token",
        "--issuer",
        &iss,
        "--client-id",
        &id,
        "--client-secret",
        &secret,
        "--resource",
        API,
        "--scope",
        "read:orders nope",
    ]);
    assert_eq!(r.code, 0);
    assert!(
        r.stderr
            .contains(&format!("dropped nope: not granted by {iss}")),
        "{}",
        r.stderr
    );
    let r = env.run(&[
        "token",
        "--issuer",
        &iss,
        "--client-id",
        &id,
        "--client-secret",
        &secret,
        "--resource",
        API,
        "--scope",
        "nope",
        "--strict",
    ]);
    assert_eq!(r.code, 6, "{}", r.stderr);
    // The refresh grant, and the JSON response.
    let j = env.json(&[
        "token",
        "--issuer",
        &iss,
        "--refresh-token",
        &rt,
        "--resource",
        API,
    ]);
    assert_eq!(j["token_type"], "Bearer");
    assert_eq!(
        segment(j["access_token"].as_str().unwrap(), 1)["sub"]
            .as_str()
            .map(|s| s.len()),
        Some(12)
    );
    // The server's refusal is the command's: exit 6 with the OAuth error.
    let r = env.run(&[
        "token",
        "--issuer",
        &iss,
        "--client-id",
        &id,
        "--client-secret",
        "wrong",
        "--resource",
        API,
    ]);
    assert_eq!(r.code, 6);
    assert!(
        r.stderr
            .contains("invalid_client: client authentication failed"),
        "{}",
        r.stderr
    );
    // A server that names another issuer, one that is not there, one in the clear elsewhere.
    let r = env.run(&[
        "token",
        "--issuer",
        &format!("{}/other", server.url),
        "--client-id",
        &id,
        "--client-secret",
        &secret,
    ]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    drop(server);
    let r = env.run(&[
        "token",
        "--issuer",
        &iss,
        "--client-id",
        &id,
        "--client-secret",
        &secret,
    ]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("cannot fetch"), "{}", r.stderr);
    let r = env.run(&[
        "token",
        "--issuer",
        "http://auth.example/oidc",
        "--client-id",
        &id,
        "--client-secret",
        &secret,
    ]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("over plain HTTP"), "{}", r.stderr);
    let r = env.run(&["token", "--issuer", &iss, "--user", "alice"]);
    assert_eq!(r.code, 2, "--user mints from the store only");
}

#[test]
fn under_json_output_the_server_speaks_json_on_both_streams() {
    let env = Env::new();
    env.ok(&["init"]);
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("idctl"))
        .arg("--store")
        .arg(&env.store)
        .args(["-o", "json", "serve", "--listen", "127.0.0.1:0"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut first,
    )
    .unwrap();
    let doc: Value = serde_json::from_str(&first).expect("the first line is JSON");
    let url = doc["url"].as_str().unwrap().to_string();
    assert_eq!(doc["issuer"], format!("{url}/oidc"));
    let res = Server::client()
        .get(format!("{url}/nowhere"))
        .send()
        .unwrap();
    assert_eq!(res.status(), 404);
    unsafe {
        libc::kill(child.id() as i32, libc::SIGTERM);
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<Value> = err
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|_| panic!("not JSON: {l}")))
        .collect();
    // Start-up and shutdown notes are JSON lines too; one line for the one request.
    assert!(lines.iter().all(|l| l["time"].is_string()), "{err}");
    let lines: Vec<&Value> = lines.iter().filter(|l| l.get("method").is_some()).collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert_eq!(lines[0]["path"], "/nowhere");
    assert_eq!(lines[0]["status"], 404);
}

#[test]
fn oversized_parameter_and_permission_lists_are_refused_at_once() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let server = Server::start(&env, &[]);
    let creds = basic(&id, &secret);
    let form = "application/x-www-form-urlencoded";
    // Thousands of distinct parameter names: refused, not compared with each other.
    let many: String = (0..80_000).map(|i| format!("k{i}&")).collect();
    assert!(many.len() < 1024 * 1024);
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        form,
        many.into_bytes(),
        &[("authorization", &creds)],
    );
    assert_eq!(s, 400, "{j}");
    assert_eq!(
        j["error_description"],
        "too many parameters: at most 100 are accepted"
    );
    // Thousands of requested permissions.
    let scope: Vec<String> = (0..1001).map(|i| format!("s{i}")).collect();
    let body = format!(
        "grant_type=client_credentials&resource={API}&scope={}",
        scope.join("+")
    );
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        form,
        body.into_bytes(),
        &[("authorization", &creds)],
    );
    assert_eq!(s, 400, "{j}");
    assert_eq!(
        j["error_description"],
        "at most 1000 permissions may be requested at once, not 1001"
    );
    // Parameters the endpoint does not read may repeat (as in the reference).
    let body = format!("grant_type=client_credentials&resource={API}&x=1&x=2");
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        form,
        body.into_bytes(),
        &[("authorization", &creds)],
    );
    assert_eq!(s, 200, "{j}");
    // The server still answers everyone else.
    assert_eq!(server.get("/oidc/jwks").status(), 200);
}

#[test]
fn a_body_trickled_in_slowly_is_cut_off_at_its_deadline() {
    let env = Env::new();
    env.ok(&["init"]);
    let server = Server::start(&env, &[]);
    let addr = server.url.trim_start_matches("http://").to_string();
    let mut s = TcpStream::connect(&addr).unwrap();
    s.write_all(b"POST /oidc/token HTTP/1.1\r\nHost: x\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: 100\r\n\r\n")
        .unwrap();
    // One byte every two seconds: each arrives well within any per-read timeout.
    let mut answer = Vec::new();
    s.set_read_timeout(Some(Duration::from_millis(2000)))
        .unwrap();
    for _ in 0..30 {
        if s.write_all(b"a").is_err() {
            break;
        }
        let mut buf = [0u8; 4096];
        match s.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => answer.extend_from_slice(&buf[..n]),
            Err(e)
                if e.kind() == std::io::ErrorKind::WouldBlock
                    || e.kind() == std::io::ErrorKind::TimedOut => {}
            Err(_) => break,
        }
        if !answer.is_empty() {
            break;
        }
    }
    let text = String::from_utf8_lossy(&answer);
    assert!(
        text.starts_with("HTTP/1.1 408"),
        "not cut off with 408: {text:?}"
    );
    assert!(text.contains("did not arrive within 10 s"), "{text}");
}

#[test]
fn refusals_follow_the_reference_headers_and_cors_rules() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let server = Server::start(&env, &[]);
    let form = "application/x-www-form-urlencoded";
    let body = format!("grant_type=client_credentials&resource={API}").into_bytes();
    // 401 names the scheme and realm (RFC 6749 section 5.2).
    let res = Server::client()
        .post(format!("{}/oidc/token", server.url))
        .header("content-type", form)
        .header("authorization", basic(&id, "wrong"))
        .body(body.clone())
        .send()
        .unwrap();
    assert_eq!(res.status(), 401);
    let www = res.headers()["www-authenticate"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        www.starts_with(&format!("Basic realm=\"{}\"", server.issuer())),
        "{www}"
    );
    assert!(www.contains("error=\"invalid_client\""), "{www}");
    // An empty secret in the header is a malformed request, not a failed authentication.
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        form,
        body.clone(),
        &[("authorization", &basic(&id, ""))],
    );
    assert_eq!(s, 400, "{j}");
    assert_eq!(
        j["error_description"],
        "client_secret must be provided in the Authorization header"
    );
    // A refused origin gets no CORS header, so its page cannot read the answer.
    let res = Server::client()
        .post(format!("{}/oidc/token", server.url))
        .header("content-type", form)
        .header("authorization", basic(&id, &secret))
        .header("origin", "https://evil.example")
        .body(body.clone())
        .send()
        .unwrap();
    assert_eq!(res.status(), 400);
    assert!(res.headers().get("access-control-allow-origin").is_none());
    // The own origin reads answers of every endpoint, refusals included.
    let own = server.url.clone();
    let res = Server::client()
        .post(format!("{}/oidc/token/introspection", server.url))
        .header("content-type", form)
        .header("authorization", basic(&id, &secret))
        .header("origin", &own)
        .body("token=nope")
        .send()
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["access-control-allow-origin"], own.as_str());
    assert_eq!(res.headers()["cache-control"], "no-store");
    // Preflights on the public documents, and the RFC 8414 path.
    let res = Server::client()
        .request(
            reqwest::Method::OPTIONS,
            format!("{}/oidc/jwks", server.url),
        )
        .header("origin", "https://app.example")
        .header("access-control-request-method", "GET")
        .send()
        .unwrap();
    assert_eq!(res.status(), 204);
    assert_eq!(
        res.headers()["access-control-allow-origin"],
        "https://app.example"
    );
    let doc = json_of(server.get("/oidc/.well-known/oauth-authorization-server"));
    assert_eq!(doc, discover(&server));
}

#[test]
fn the_issuer_follows_the_stores_base_url_while_serving() {
    let env = Env::new();
    env.ok(&["init"]);
    // A fixed port, no --base-url: the store's base-url is read at every request.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let own = format!("http://127.0.0.1:{port}");
    env.ok(&["config", "set", "base-url", &own]);
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("idctl"))
        .arg("--store")
        .arg(&env.store)
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut first,
    )
    .unwrap();
    assert_eq!(first.trim(), own);
    let issuer = |url: &str| -> Value {
        json_of(
            Server::client()
                .get(format!("{url}/oidc/.well-known/openid-configuration"))
                .send()
                .unwrap(),
        )["issuer"]
            .clone()
    };
    assert_eq!(issuer(&own), format!("{own}/oidc"));
    env.ok(&["config", "set", "base-url", "https://id.example.com"]);
    assert_eq!(issuer(&own), "https://id.example.com/oidc");
    unsafe {
        libc::kill(child.id() as i32, libc::SIGTERM);
    }
    assert_eq!(child.wait().unwrap().code(), Some(0));
}

#[test]
fn a_refresh_that_grants_nothing_still_says_scope() {
    let env = Env::new();
    let rt = user_with_refresh_token(&env);
    env.ok(&[
        "role",
        "revoke",
        "editor",
        "-r",
        API,
        "read:orders",
        "write:orders",
    ]);
    let server = Server::start(&env, &[]);
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        "application/x-www-form-urlencoded",
        format!("grant_type=refresh_token&client_id=idctl&refresh_token={rt}&resource={API}")
            .into_bytes(),
        &[],
    );
    assert_eq!(s, 200, "{j}");
    assert_eq!(j["scope"], "");
    let rt = j["refresh_token"].as_str().expect("the next refresh token");
    let (s, j) = post_raw(
        &server,
        "/oidc/token",
        "application/x-www-form-urlencoded",
        format!("grant_type=refresh_token&client_id=idctl&refresh_token={rt}&resource=https%3A%2F%2Fother.example").into_bytes(),
        &[],
    );
    assert_eq!(
        (s, j["error"].as_str()),
        (400, Some("invalid_target")),
        "{j}"
    );
}

#[test]
fn a_low_open_files_limit_bounds_connections_instead_of_flooding() {
    let env = Env::new();
    env.ok(&["init"]);
    // The server raises its soft limit to the hard one; here the hard one is low.
    let bin = assert_cmd::cargo::cargo_bin("idctl");
    let mut child = std::process::Command::new("bash")
        .arg("-c")
        .arg(format!(
            "ulimit -n 200 && exec '{}' --store '{}' serve --listen 127.0.0.1:0",
            bin.display(),
            env.store.display()
        ))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut first,
    )
    .unwrap();
    let url = first.trim().to_string();
    let addr = url.trim_start_matches("http://").to_string();
    // More idle connections than the process may hold files.
    let idle: Vec<TcpStream> = (0..300)
        .filter_map(|_| TcpStream::connect(&addr).ok())
        .collect();
    // A real request still gets its answer once idle connections time out (bounded wait).
    let res = reqwest::blocking::Client::builder()
        .no_proxy()
        .timeout(Duration::from_secs(60))
        .build()
        .unwrap()
        .get(format!("{url}/oidc/jwks"))
        .send()
        .expect("answered within a minute");
    assert_eq!(res.status(), 200);
    drop(idle);
    unsafe {
        libc::kill(child.id() as i32, libc::SIGTERM);
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    let accept_warnings = err.matches("accept failed").count();
    assert!(
        accept_warnings <= 2,
        "{accept_warnings} accept warnings:\n{err}"
    );
}

#[test]
fn failed_client_authentications_beyond_the_limits_get_429_and_authenticated_clients_never_do() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    env.ok(&[
        "config",
        "set",
        "rate-limit.client-auth-failures.ip",
        "3/1h",
    ]);
    env.ok(&[
        "config",
        "set",
        "rate-limit.client-auth-failures.client",
        "5/1h",
    ]);
    // The signing key's first token marks it as having signed (one write in the store's
    // life, see docs/apply.md); after that no token request writes.
    env.ok(&["keys", "sign", "--claims", "{}"]);
    let server = Server::start(&env, &[]);
    let url = format!("{}/oidc/token", server.url);
    let ask = |client: &reqwest::blocking::Client, secret: &str| {
        let res = client
            .post(&url)
            .header("authorization", basic(&id, secret))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(format!("grant_type=client_credentials&resource={API}"))
            .send()
            .unwrap();
        let status = res.status().as_u16();
        let retry = res
            .headers()
            .get("retry-after")
            .map(|v| v.to_str().unwrap().to_string());
        (status, retry, json_of(res))
    };
    let here = Server::client();
    // Per address: three failures are answered as usual, then 429 with Retry-After.
    for _ in 0..3 {
        let (status, retry, body) = ask(&here, "wrong");
        assert_eq!((status, retry), (401, None));
        assert_eq!(body["error"], "invalid_client");
    }
    let before = env.snapshot();
    let (status, retry, body) = ask(&here, "wrong");
    assert_eq!(status, 429);
    let retry: u64 = retry.expect("Retry-After").parse().unwrap();
    assert!((1100..=1200).contains(&retry), "{retry}");
    assert_eq!(body["error"], "invalid_client");
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .starts_with("too many failed client authentications")
    );
    // A client that authenticates is never limited, from that same address.
    for _ in 0..5 {
        let (status, _, body) = ask(&here, &secret);
        assert_eq!(status, 200, "{body}");
    }
    assert_eq!(env.snapshot(), before, "no token request writes");
    // Per client id: its failures from any address count (3 above, 2 here), then 429.
    for n in [2, 3] {
        assert_eq!(ask(&Server::client_from(n), "wrong").0, 401, "{n}");
    }
    let elsewhere = Server::client_from(4);
    assert_eq!(ask(&elsewhere, "wrong").0, 429);
    assert_eq!(ask(&elsewhere, &secret).0, 200);
}
