//! The OAuth endpoints under `/oidc`: discovery, JWKS, token, introspection, revocation.

use super::params::{self, Params};
use super::{App, json_response, oauth_json};
use crate::error::{Error, Result};
use crate::token::client::{self, Authenticated, Presented};
use crate::token::{introspect, mint};
use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Response, StatusCode, header};
use axum::routing::{get, post};
use serde_json::{Value, json};

pub const GRANT_CLIENT_CREDENTIALS: &str = "client_credentials";
pub const GRANT_REFRESH_TOKEN: &str = "refresh_token";
pub const GRANT_TOKEN_EXCHANGE: &str = "urn:ietf:params:oauth:grant-type:token-exchange";

pub(crate) fn routes() -> Router<App> {
    Router::new()
        .route("/oidc/.well-known/openid-configuration", get(discovery))
        .route(
            "/oidc/.well-known/oauth-authorization-server",
            get(discovery),
        )
        .route("/oidc/jwks", get(jwks))
        .route("/oidc/token", post(token).options(preflight))
        .route(
            "/oidc/token/introspection",
            post(introspection).options(preflight),
        )
        .route(
            "/oidc/token/revocation",
            post(revocation).options(preflight),
        )
}

/// The HTTP status of an OAuth error, as the reference answers it.
fn oauth_status(error: &str, description: &str) -> StatusCode {
    match error {
        "invalid_client" if description == "client authentication failed" => {
            StatusCode::UNAUTHORIZED
        }
        "server_error" => StatusCode::INTERNAL_SERVER_ERROR,
        _ => StatusCode::BAD_REQUEST,
    }
}

/// Any library error as an OAuth error response.
fn error_response(app: &App, e: &Error) -> Response<Body> {
    let d = e.detail();
    match e {
        Error::TokenRefused(_) => {
            oauth_json(oauth_status(&d.code, &d.message), &d.code, &d.message)
        }
        Error::Failure(_) => {
            // The message may name files of the server's machine: log it, answer generally.
            crate::output::warn(app.format, &d.message);
            oauth_json(
                StatusCode::INTERNAL_SERVER_ERROR,
                "server_error",
                "the server could not complete the request",
            )
        }
        _ => oauth_json(StatusCode::BAD_REQUEST, "invalid_request", &d.message),
    }
}

fn with_cors_any(mut res: Response<Body>, headers: &HeaderMap) -> Response<Body> {
    let origin = headers
        .get(header::ORIGIN)
        .cloned()
        .unwrap_or(HeaderValue::from_static("*"));
    res.headers_mut()
        .insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin);
    res.headers_mut()
        .insert(header::VARY, HeaderValue::from_static("Origin"));
    res
}

/// The discovery document: what this server implements, nothing more.
async fn discovery(State(app): State<App>, headers: HeaderMap) -> Response<Body> {
    let res = match app.pool.read_now(|tx| {
        let alg = crate::store::keys::current(tx)?.map(|k| k.alg);
        Ok(alg)
    }) {
        Ok(out) => {
            let base = app.pool.base_url();
            let issuer = format!("{base}/oidc");
            let auth_methods = json!(["client_secret_basic", "client_secret_post", "none"]);
            let doc = json!({
                "issuer": issuer,
                "token_endpoint": format!("{issuer}/token"),
                "jwks_uri": format!("{issuer}/jwks"),
                "introspection_endpoint": format!("{issuer}/token/introspection"),
                "revocation_endpoint": format!("{issuer}/token/revocation"),
                "grant_types_supported": [
                    GRANT_CLIENT_CREDENTIALS,
                    GRANT_REFRESH_TOKEN,
                    GRANT_TOKEN_EXCHANGE,
                ],
                "response_types_supported": [],
                "subject_types_supported": ["public"],
                "token_endpoint_auth_methods_supported": auth_methods,
                "introspection_endpoint_auth_methods_supported": auth_methods,
                "revocation_endpoint_auth_methods_supported": auth_methods,
                "id_token_signing_alg_values_supported": out.value.into_iter().collect::<Vec<_>>(),
                "scopes_supported": [],
                "claims_supported": ["sub", "iss", "aud", "exp", "iat", "jti", "scope", "client_id"],
                "claim_types_supported": ["normal"],
                "claims_parameter_supported": false,
                "request_uri_parameter_supported": false,
            });
            json_response(StatusCode::OK, &doc)
        }
        Err(e) => error_response(&app, &e),
    };
    with_cors_any(res, &headers)
}

/// The public JWK Set: every key, old ones kept after rotation.
async fn jwks(State(app): State<App>, headers: HeaderMap) -> Response<Body> {
    let mut res = match app.pool.read_now(|tx| crate::ops::keys::jwks(tx)) {
        Ok(out) => json_response(StatusCode::OK, &out.value),
        Err(e) => error_response(&app, &e),
    };
    if res.status() == StatusCode::OK {
        res.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/jwk-set+json; charset=utf-8"),
        );
        res.headers_mut().insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache, max-age=0, must-revalidate"),
        );
    }
    with_cors_any(res, &headers)
}

/// CORS preflight of the token endpoints: the client is not known yet, so the real request
/// is checked instead (as the reference provider does).
async fn preflight(headers: HeaderMap) -> Response<Body> {
    let mut res = Response::new(Body::empty());
    *res.status_mut() = StatusCode::NO_CONTENT;
    let h = res.headers_mut();
    if let Some(origin) = headers.get(header::ORIGIN) {
        h.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin.clone());
    }
    h.insert(
        header::ACCESS_CONTROL_ALLOW_METHODS,
        HeaderValue::from_static("POST"),
    );
    if let Some(req) = headers.get(header::ACCESS_CONTROL_REQUEST_HEADERS) {
        h.insert(header::ACCESS_CONTROL_ALLOW_HEADERS, req.clone());
    }
    h.insert(
        header::ACCESS_CONTROL_MAX_AGE,
        HeaderValue::from_static("600"),
    );
    h.insert(header::VARY, HeaderValue::from_static("Origin"));
    res
}

/// A request to one of the token endpoints, parsed: its parameters and the client
/// authentication it presented.
struct OAuthRequest {
    params: Params,
    client: Option<Presented>,
    origin: Option<String>,
}

fn invalid_request(description: impl Into<String>) -> Error {
    Error::oauth("invalid_request", description)
}

/// The app of a user grant, once the endpoint has authenticated it.
fn authenticated_app(caller: &Authenticated) -> mint::App {
    mint::App {
        client_id: Some(caller.id().to_string()),
        secret: None,
    }
}

fn no_client_auth() -> Error {
    invalid_request("no client authentication mechanism provided")
}

/// Reads the body (bounded), its parameters and the client authentication.
fn parse_request(headers: &HeaderMap, body: &Bytes) -> Result<OAuthRequest> {
    let kind = params::body_kind(headers.get(header::CONTENT_TYPE).map(HeaderValue::as_bytes))
        .ok_or_else(|| {
            invalid_request(
                "only application/x-www-form-urlencoded or application/json bodies are supported",
            )
        })?;
    let params = Params::parse(kind, body)?;
    params.check_no_repeats()?;
    let basic = match headers.get(header::AUTHORIZATION) {
        None => None,
        Some(v) => Some(parse_basic(v.as_bytes())?),
    };
    let body_id = params.one("client_id")?.map(str::to_string);
    let body_secret = params.one("client_secret")?.map(str::to_string);
    let client = match (basic, body_id, body_secret) {
        (Some(_), _, Some(_)) => {
            return Err(invalid_request(
                "client authentication must only be provided using one mechanism",
            ));
        }
        (Some(b), Some(id), None) if id != b.id => {
            return Err(invalid_request("client_id mismatch"));
        }
        (Some(b), _, None) => Some(b),
        (None, Some(id), secret) => Some(Presented { id, secret }),
        (None, None, Some(_)) => {
            return Err(invalid_request("missing required parameter 'client_id'"));
        }
        (None, None, None) => None,
    };
    let origin = headers
        .get(header::ORIGIN)
        .map(|o| String::from_utf8_lossy(o.as_bytes()).into_owned());
    Ok(OAuthRequest {
        params,
        client,
        origin,
    })
}

/// `Authorization: Basic base64(id:secret)`, each part form-encoded (RFC 6749 section 2.3.1).
fn parse_basic(value: &[u8]) -> Result<Presented> {
    let bad = || invalid_request("invalid authorization header value format");
    let text = std::str::from_utf8(value).map_err(|_| bad())?.trim();
    let (scheme, rest) = text.split_once(' ').ok_or_else(bad)?;
    if !scheme.eq_ignore_ascii_case("basic") {
        return Err(bad());
    }
    let decoded = base64::Engine::decode(&base64::engine::general_purpose::STANDARD, rest.trim())
        .map_err(|_| bad())?;
    let pos = decoded.iter().position(|b| *b == b':').ok_or_else(bad)?;
    let id = params::form_decode(&decoded[..pos]).map_err(|_| bad())?;
    let secret = params::form_decode(&decoded[pos + 1..]).map_err(|_| bad())?;
    if id.is_empty() {
        return Err(bad());
    }
    Ok(Presented {
        id,
        secret: (!secret.is_empty()).then_some(secret),
    })
}

/// Browsers may call the token endpoints from the server's own origin (and, once clients
/// have redirect URIs, from theirs); any other origin is refused.
fn check_origin(app: &App, req: &OAuthRequest) -> Result<()> {
    let Some(origin) = &req.origin else {
        return Ok(());
    };
    if origin == &app.origin {
        return Ok(());
    }
    let client = req.client.as_ref().map_or("", |c| c.id.as_str());
    Err(invalid_request(format!(
        "origin {} not allowed for client: {}",
        crate::util::sanitize(origin),
        crate::util::sanitize(client)
    )))
}

fn cors_for(mut res: Response<Body>, origin: Option<&str>) -> Response<Body> {
    if let Some(o) = origin.and_then(|o| HeaderValue::from_str(o).ok()) {
        res.headers_mut()
            .insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, o);
        res.headers_mut()
            .insert(header::VARY, HeaderValue::from_static("Origin"));
    }
    res
}

/// Splits `scope` on single spaces (RFC 6749 section 3.3).
fn scopes(params: &Params) -> Result<Vec<String>> {
    Ok(params
        .one("scope")?
        .map(|s| {
            s.split(' ')
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default())
}

fn no_store(mut res: Response<Body>) -> Response<Body> {
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res.headers_mut()
        .insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    res
}

async fn token(State(app): State<App>, headers: HeaderMap, body: Body) -> Response<Body> {
    let (res, origin) = match read_body(body).await {
        Err(res) => (res, None),
        Ok(bytes) => match token_request(&app, &headers, &bytes).await {
            Ok((value, origin)) => (json_response(StatusCode::OK, &value), origin),
            Err((e, origin)) => (error_response(&app, &e), origin),
        },
    };
    no_store(cors_for(res, origin.as_deref()))
}

type Failed = (Error, Option<String>);

async fn token_request(
    app: &App,
    headers: &HeaderMap,
    body: &Bytes,
) -> std::result::Result<(Value, Option<String>), Failed> {
    let req = parse_request(headers, body).map_err(|e| (e, None))?;
    let origin = req.origin.clone();
    let fail = |e: Error| (e, origin.clone());
    check_origin(app, &req).map_err(fail)?;
    let grant = req
        .params
        .one("grant_type")
        .map_err(fail)?
        .ok_or_else(|| fail(invalid_request("missing required parameter 'grant_type'")))?
        .to_string();
    let resources = req.params.resources();
    let scopes = scopes(&req.params).map_err(fail)?;
    let minted = match grant.as_str() {
        GRANT_CLIENT_CREDENTIALS => {
            let presented = req.client;
            let auth = match &presented {
                None => None,
                Some(Presented { secret: None, .. }) => return Err(fail(client::failed())),
                Some(Presented {
                    id,
                    secret: Some(secret),
                }) => Some(mint::ClientAuth {
                    id: id.clone(),
                    secret: secret.clone(),
                }),
            };
            app.pool.read_now(move |tx| {
                if let Some(p) = &presented {
                    client::authenticate_id(tx, p)?;
                }
                mint::client_credentials(
                    tx,
                    mint::ClientCredentials {
                        auth,
                        resources,
                        scopes,
                        strict: false,
                    },
                )
            })
        }
        GRANT_REFRESH_TOKEN => {
            let presented = req.client.ok_or_else(|| fail(no_client_auth()))?;
            let refresh_token = req
                .params
                .required("refresh_token")
                .map_err(fail)?
                .to_string();
            app.pool.read_now(move |tx| {
                let caller = client::authenticate_id(tx, &presented)?;
                mint::refresh(
                    tx,
                    mint::Refresh {
                        refresh_token,
                        app: authenticated_app(&caller),
                        resources,
                        scopes,
                        strict: false,
                    },
                )
            })
        }
        GRANT_TOKEN_EXCHANGE => {
            let presented = req.client.ok_or_else(|| fail(no_client_auth()))?;
            let pat = req
                .params
                .required("subject_token")
                .map_err(fail)?
                .to_string();
            let kind = req.params.required("subject_token_type").map_err(fail)?;
            if kind != mint::PAT_TOKEN_TYPE {
                return Err(fail(invalid_request(format!(
                    "unsupported subject_token_type; supported: {}",
                    mint::PAT_TOKEN_TYPE
                ))));
            }
            app.pool.read_now(move |tx| {
                let caller = client::authenticate_id(tx, &presented)?;
                mint::exchange_pat(
                    tx,
                    mint::TokenExchange {
                        pat,
                        app: authenticated_app(&caller),
                        resources,
                        scopes,
                        strict: false,
                    },
                )
            })
        }
        _ => {
            return Err(fail(Error::oauth(
                "unsupported_grant_type",
                "unsupported grant_type requested",
            )));
        }
    }
    .map_err(fail)?;
    let value = serde_json::to_value(&minted.value.response)
        .map_err(|e| fail(Error::failure("server.json", e.to_string())))?;
    Ok((value, origin))
}

/// The body, at most [`super::MAX_BODY_BYTES`]; 413 beyond.
async fn read_body(body: Body) -> std::result::Result<Bytes, Response<Body>> {
    axum::body::to_bytes(body, super::MAX_BODY_BYTES)
        .await
        .map_err(|e| {
            let too_large = std::error::Error::source(&e)
                .is_some_and(|s| s.is::<http_body_util::LengthLimitError>());
            if too_large {
                oauth_json(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "invalid_request",
                    &format!(
                        "the request body is larger than {} bytes",
                        super::MAX_BODY_BYTES
                    ),
                )
            } else {
                oauth_json(
                    StatusCode::BAD_REQUEST,
                    "invalid_request",
                    "the request body could not be read",
                )
            }
        })
}

/// The client authentication that introspection and revocation require.
async fn authenticated(app: &App, req: &OAuthRequest) -> Result<(Authenticated, String)> {
    let presented = req.client.clone().ok_or_else(no_client_auth)?;
    let token = req.params.required("token")?.to_string();
    let _hint = req.params.one("token_type_hint")?;
    let caller = app
        .pool
        .read(move |tx| client::authenticate_id(tx, &presented))
        .await?
        .value;
    Ok((caller, token))
}

async fn introspection(State(app): State<App>, headers: HeaderMap, body: Body) -> Response<Body> {
    let bytes = match read_body(body).await {
        Ok(b) => b,
        Err(res) => return no_store(res),
    };
    let result: std::result::Result<Value, Failed> = async {
        let req = parse_request(&headers, &bytes).map_err(|e| (e, None))?;
        let origin = req.origin.clone();
        check_origin(&app, &req).map_err(|e| (e, origin.clone()))?;
        let (caller, token) = authenticated(&app, &req)
            .await
            .map_err(|e| (e, origin.clone()))?;
        app.pool
            .read(move |tx| introspect::introspect(tx, &caller, &token))
            .await
            .map(|o| o.value)
            .map_err(|e| (e, origin))
    }
    .await;
    no_store(match result {
        Ok(v) => json_response(StatusCode::OK, &v),
        Err((e, origin)) => cors_for(error_response(&app, &e), origin.as_deref()),
    })
}

async fn revocation(State(app): State<App>, headers: HeaderMap, body: Body) -> Response<Body> {
    let bytes = match read_body(body).await {
        Ok(b) => b,
        Err(res) => return res,
    };
    let result: std::result::Result<(), Failed> = async {
        let req = parse_request(&headers, &bytes).map_err(|e| (e, None))?;
        let origin = req.origin.clone();
        check_origin(&app, &req).map_err(|e| (e, origin.clone()))?;
        let (caller, token) = authenticated(&app, &req)
            .await
            .map_err(|e| (e, origin.clone()))?;
        app.pool
            .write(move |tx| introspect::revoke(tx, &caller, &token))
            .await
            .map(drop)
            .map_err(|e| (e, origin))
    }
    .await;
    match result {
        Ok(()) => {
            let mut res = Response::new(Body::empty());
            res.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/plain; charset=utf-8"),
            );
            res
        }
        Err((e, origin)) => cors_for(error_response(&app, &e), origin.as_deref()),
    }
}
