//! The OAuth endpoints under `/oidc`: discovery, JWKS, token, introspection, revocation.

use super::limit::Route;
use super::params::{self, Params};
use super::{App, Peer, json_response, oauth_json};
use crate::error::Code;
use crate::error::{Error, Result};
use crate::token::claims;
use crate::token::client::{self, Authenticated, Presented};
use crate::token::grant::{self, Asker, Grant};
use crate::token::introspect;
use crate::token::oauth::OAuthError;
use axum::Extension;
use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Response, StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::{get, post};
use serde_json::{Value, json};

pub(crate) fn routes() -> Router<App> {
    Router::new()
        .route(
            "/oidc/.well-known/openid-configuration",
            get(discovery).options(preflight),
        )
        .route(
            "/oidc/.well-known/oauth-authorization-server",
            get(discovery).options(preflight),
        )
        // RFC 8414 section 3: the well-known suffix goes between the host and the issuer's
        // path, so clients that follow it ask here for the issuer `{base}/oidc`.
        .route(
            "/.well-known/oauth-authorization-server/oidc",
            get(discovery).options(preflight),
        )
        .route("/oidc/jwks", get(jwks).options(preflight))
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

/// An OAuth error as the token endpoints and userinfo answer it: the status follows from its
/// kind (401 for a client that failed to authenticate or an access token userinfo does not
/// take, naming the scheme to use with the issuer as realm, RFC 6749 section 5.2 and RFC 6750
/// section 3; 500 for a failure of the server, without its details; 400 otherwise).
pub(crate) struct OAuthResponse {
    error: OAuthError,
    realm: String,
}

impl IntoResponse for OAuthResponse {
    fn into_response(self) -> Response<Body> {
        match self.error {
            OAuthError::Refused {
                code,
                description,
                challenge,
                ..
            } => {
                let status = if challenge {
                    StatusCode::UNAUTHORIZED
                } else {
                    StatusCode::from_u16(code.status()).unwrap_or(StatusCode::BAD_REQUEST)
                };
                let mut res = oauth_json(status, code.as_str(), &description);
                if challenge {
                    // A client authenticates with Basic; an access token is a Bearer's.
                    let scheme = match code {
                        Code::InvalidToken => "Bearer",
                        _ => "Basic",
                    };
                    let value = format!(
                        "{scheme} realm=\"{}\", error=\"{}\", error_description=\"{}\"",
                        self.realm.replace(['"', '\\'], ""),
                        code.as_str(),
                        description.replace(['"', '\\'], "")
                    );
                    if let Ok(v) = HeaderValue::from_str(&value) {
                        res.headers_mut().insert(header::WWW_AUTHENTICATE, v);
                    }
                }
                res
            }
            OAuthError::Other(Error::Failure(_)) => oauth_json(
                StatusCode::INTERNAL_SERVER_ERROR,
                Code::ServerError.as_str(),
                "the server could not complete the request",
            ),
            OAuthError::Other(e) => oauth_json(
                StatusCode::BAD_REQUEST,
                Code::InvalidRequest.as_str(),
                &e.detail().message,
            ),
        }
    }
}

/// Any error of the OAuth endpoints as their response: a challenge gets the issuer as realm,
/// a failure of the server is logged (its message may name files of the server's machine).
pub(super) fn error_response(app: &App, e: impl Into<OAuthError>) -> Response<Body> {
    let error = e.into();
    let realm = if error.is_challenge() {
        app.pool
            .read_now(|tx| crate::ops::config::issuer(tx))
            .map(|o| o.value)
            .unwrap_or_default()
    } else {
        String::new()
    };
    // A failed custom claims script is the client's answer, and the operator's to fix.
    if let OAuthError::Other(e @ Error::ClaimsScript(_)) = &error {
        crate::output::warn(app.format, &e.detail().message);
    }
    if let OAuthError::Other(e @ Error::Failure(_)) = &error {
        if e.is_disk_full() {
            return super::oauth_disk_full(app, e);
        }
        crate::output::warn(app.format, &e.detail().message);
    }
    OAuthResponse { error, realm }.into_response()
}

/// Discovery and JWKS are public: any origin may read them.
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
        let algs = crate::ops::keys::algorithms(tx)?;
        Ok((crate::ops::config::issuer(tx)?, algs))
    }) {
        Ok(out) => {
            let (issuer, algs) = out.value;
            let auth_methods = json!(["client_secret_basic", "client_secret_post", "none"]);
            let doc = json!({
                "issuer": issuer,
                "authorization_endpoint": format!("{issuer}/auth"),
                "token_endpoint": format!("{issuer}/token"),
                "jwks_uri": format!("{issuer}/jwks"),
                "userinfo_endpoint": format!("{issuer}/me"),
                "end_session_endpoint": format!("{issuer}/session/end"),
                "introspection_endpoint": format!("{issuer}/token/introspection"),
                "revocation_endpoint": format!("{issuer}/token/revocation"),
                "authorization_response_iss_parameter_supported": true,
                "code_challenge_methods_supported": [crate::token::pkce::S256],
                "grant_types_supported": [
                    grant::AUTHORIZATION_CODE,
                    grant::REFRESH_TOKEN,
                    grant::CLIENT_CREDENTIALS,
                    grant::TOKEN_EXCHANGE,
                ],
                "response_types_supported": ["code"],
                "response_modes_supported": ["query"],
                "subject_types_supported": ["public"],
                "token_endpoint_auth_methods_supported": auth_methods,
                "introspection_endpoint_auth_methods_supported": auth_methods,
                "revocation_endpoint_auth_methods_supported": auth_methods,
                "id_token_signing_alg_values_supported": algs,
                "scopes_supported": crate::token::id_token::OIDC_SCOPES,
                "claims_supported": crate::token::id_token::CLAIMS,
                "claim_types_supported": ["normal"],
                "claims_parameter_supported": false,
                "request_uri_parameter_supported": false,
            });
            json_response(StatusCode::OK, &doc)
        }
        Err(e) => error_response(&app, e),
    };
    with_cors_any(res, &headers)
}

/// The public JWK Set: every key, old ones kept after rotation.
async fn jwks(State(app): State<App>, headers: HeaderMap) -> Response<Body> {
    let mut res = match app.pool.read_now(|tx| crate::ops::keys::jwks(tx)) {
        Ok(out) => json_response(StatusCode::OK, &out.value),
        Err(e) => error_response(&app, e),
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

/// CORS preflight. For the token endpoints the client is not known yet, so the real request
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
        HeaderValue::from_static("GET, POST"),
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

/// A request to one of the token endpoints, parsed: its parameters, the client
/// authentication it presented, and the browser origin it came from.
struct OAuthRequest {
    params: Params,
    client: Option<Presented>,
    origin: Option<String>,
}

fn invalid_request(description: impl Into<String>) -> OAuthError {
    OAuthError::new(Code::InvalidRequest, description)
}

fn no_client_auth() -> OAuthError {
    invalid_request("no client authentication mechanism provided")
}

/// Reads the parameters and the client authentication of a body already read.
fn parse_request(
    headers: &HeaderMap,
    body: &Bytes,
) -> std::result::Result<OAuthRequest, OAuthError> {
    let kind = params::body_kind(headers.get(header::CONTENT_TYPE).map(HeaderValue::as_bytes))
        .ok_or_else(|| {
            invalid_request(
                "only application/x-www-form-urlencoded or application/json bodies are supported",
            )
        })?;
    let params = Params::parse(kind, body)?;
    let basic = match headers.get(header::AUTHORIZATION) {
        None => None,
        Some(v) => Some(client::parse_basic(v.as_bytes(), false)?),
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

/// Browsers may call the token endpoints from the server's own origin (and, once clients
/// have redirect URIs, from theirs); any other origin is refused, before anything else.
fn check_origin(tx: &crate::store::Tx, req: &OAuthRequest) -> std::result::Result<(), OAuthError> {
    let Some(origin) = &req.origin else {
        return Ok(());
    };
    let own = url::Url::parse(&crate::ops::config::base_url(tx)?)
        .map(|u| u.origin().ascii_serialization())
        .unwrap_or_default();
    if origin == &own {
        return Ok(());
    }
    let client = req.client.as_ref().map_or("", |c| c.id.as_str());
    // An app's browser code calls from the origin of one of its redirect URIs.
    if let Some(app) = crate::ops::signin::registered_app(tx, client)?
        && app
            .redirect_uris
            .iter()
            .any(|r| url::Url::parse(r).is_ok_and(|u| &u.origin().ascii_serialization() == origin))
    {
        return Ok(());
    }
    Err(invalid_request(format!(
        "origin {} not allowed for client: {}",
        crate::util::sanitize(origin),
        crate::util::sanitize(client)
    )))
}

/// The `scope` parameter's permissions (RFC 6749 section 3.3).
fn scopes(params: &Params) -> Result<Vec<String>> {
    Ok(params
        .one("scope")?
        .map(|s| crate::util::split_scope(s).map(str::to_string).collect())
        .unwrap_or_default())
}

/// The body, within the server's limits, with its errors as OAuth errors.
async fn read_body(body: Body) -> std::result::Result<Bytes, Response<Body>> {
    super::read_body(body, |status, message| {
        oauth_json(status, "invalid_request", message)
    })
    .await
}

/// What a token endpoint answered, before the common headers.
enum Answer {
    Json(Value),
    /// A JSON document already serialized (the token response: written once, straight from
    /// its type, without a `Value` in between).
    JsonBytes(Vec<u8>),
    Empty,
}

/// A refusal, and whether the request's origin had passed the check (and so may read it).
type Refused = (OAuthError, bool);

/// The work of one token endpoint.
type Work = fn(&App, OAuthRequest) -> std::result::Result<Answer, Refused>;

/// A failed client authentication is counted against the limits of the client's address
/// and of the client id it named: beyond them it is answered 429 with `Retry-After`
/// instead of 401. A client that authenticates is never counted, nor refused.
fn count_failure(
    app: &App,
    peer: Option<std::net::IpAddr>,
    client_id: Option<&str>,
    res: Response<Body>,
) -> Response<Body> {
    match app.limits.check(Route::ClientFailure, peer, client_id) {
        Ok(()) => res,
        Err(limited) => super::too_many(
            oauth_json(
                StatusCode::TOO_MANY_REQUESTS,
                "invalid_client",
                &format!(
                    "too many failed client authentications from this address or for this \
                     client; try again in {} s",
                    limited.seconds()
                ),
            ),
            limited,
        ),
    }
}

/// Runs one token-endpoint request: body, parameters, then in one store transaction the
/// origin check, client authentication (by id) and the endpoint's work. CORS headers go
/// only to an origin that passed the check; every answer is `no-store`.
async fn endpoint(
    app: &App,
    peer: Option<Extension<Peer>>,
    headers: &HeaderMap,
    body: Body,
    work: Work,
) -> Response<Body> {
    let peer = super::peer_ip(peer.as_deref());
    let (res, origin) = match read_body(body).await {
        Err(res) => (res, None),
        Ok(bytes) => match parse_request(headers, &bytes) {
            Err(e) => (error_response(app, e), None),
            Ok(req) => {
                let origin = req.origin.clone();
                let client_id = req.client.as_ref().map(|c| c.id.clone());
                match work(app, req) {
                    Ok(Answer::Json(v)) => (json_response(StatusCode::OK, &v), origin),
                    Ok(Answer::JsonBytes(b)) => {
                        (super::json_bytes_response(StatusCode::OK, b), origin)
                    }
                    Ok(Answer::Empty) => {
                        let mut res = Response::new(Body::empty());
                        res.headers_mut().insert(
                            header::CONTENT_TYPE,
                            HeaderValue::from_static("text/plain; charset=utf-8"),
                        );
                        (res, origin)
                    }
                    Err((e, origin_ok)) if e.code() == Code::InvalidClient => (
                        count_failure(app, peer, client_id.as_deref(), error_response(app, e)),
                        origin.filter(|_| origin_ok),
                    ),
                    Err((e, origin_ok)) => (error_response(app, e), origin.filter(|_| origin_ok)),
                }
            }
        },
    };
    let mut res = res;
    let h = res.headers_mut();
    if let Some(o) = origin.and_then(|o| HeaderValue::from_str(&o).ok()) {
        h.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, o);
        h.insert(header::VARY, HeaderValue::from_static("Origin"));
    }
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    res
}

/// Runs `f` after the origin check and client authentication, in one read transaction.
/// Errors say whether the origin had passed (and so may read them).
fn authenticated_read<T>(
    app: &App,
    req: &OAuthRequest,
    f: impl FnOnce(&mut crate::store::Tx, Authenticated) -> Result<T>,
) -> std::result::Result<T, Refused> {
    in_transaction(app, req, false, |tx| {
        let presented = req.client.as_ref().ok_or_else(no_client_auth)?;
        let caller = client::authenticate_id(tx, presented)?;
        Ok(f(tx, caller)?)
    })
}

/// Runs `f` after the origin check in one store transaction (a write one when `write`).
/// Its refusals are the request's answer; the transaction commits unless the store failed
/// (a refusal's own changes are undone by `f`, see `grant::token`).
fn in_transaction<T>(
    app: &App,
    req: &OAuthRequest,
    write: bool,
    f: impl FnOnce(&mut crate::store::Tx) -> std::result::Result<T, OAuthError>,
) -> std::result::Result<T, Refused> {
    let mut origin_ok = false;
    let run = |tx: &mut crate::store::Tx| {
        if let Err(e) = check_origin(tx, req) {
            return Ok(Err(e));
        }
        origin_ok = true;
        Ok(f(tx))
    };
    let out = if write {
        app.pool.write_now(run)
    } else {
        app.pool.read_now(run)
    };
    match out {
        Ok(o) => o.value.map_err(|e| (e, origin_ok)),
        Err(e) => Err((e.into(), origin_ok)),
    }
}

async fn token(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    endpoint(&app, peer, &headers, body, token_grant).await
}

/// The token request the parameters make, or why they make none.
fn token_request(params: &Params) -> std::result::Result<grant::Request, OAuthError> {
    let kind = params
        .one("grant_type")?
        .ok_or_else(|| invalid_request("missing required parameter 'grant_type'"))?;
    let text = |name: &str| -> Result<Option<String>> { Ok(params.one(name)?.map(str::to_string)) };
    let grant = match kind {
        grant::AUTHORIZATION_CODE => Grant::AuthorizationCode {
            code: text("code")?,
            redirect_uri: text("redirect_uri")?,
            code_verifier: text("code_verifier")?,
        },
        grant::CLIENT_CREDENTIALS => Grant::ClientCredentials,
        grant::REFRESH_TOKEN => Grant::Refresh {
            refresh_token: params.required("refresh_token")?.to_string(),
        },
        grant::TOKEN_EXCHANGE => Grant::TokenExchange {
            subject_token: params.required("subject_token")?.to_string(),
            subject_token_type: params.required("subject_token_type")?.to_string(),
        },
        _ => return Err(grant::unsupported()),
    };
    let scopes = match grant {
        // The code's grant holds what was asked at the authorization endpoint.
        Grant::AuthorizationCode { .. } => Vec::new(),
        _ => scopes(params)?,
    };
    Ok(grant::Request {
        grant,
        resources: params.resources(),
        scopes,
        strict: false,
        // Empty counts as absent, as the service reads it.
        organization: text("organization_id")?.filter(|o| !o.is_empty()),
    })
}

/// Every grant in one store transaction: a write one for the grants that consume a code or
/// may rotate a refresh token (and revoke the grant of one presented again), a read one
/// otherwise. See `grant::token`.
fn token_grant(app: &App, req: OAuthRequest) -> std::result::Result<Answer, Refused> {
    let write = req
        .params
        .one("grant_type")
        .ok()
        .flatten()
        .is_some_and(Grant::writes);
    let asker = Asker::Endpoint(req.client.clone());
    // A custom claims script never runs inside a write transaction (it holds the store's
    // writer lock) nor on an async worker: see `claims::in_rounds`.
    let minted = claims::in_rounds(
        write,
        || {
            in_transaction(app, &req, write, |tx| {
                grant::token(tx, &asker, token_request(&req.params))
            })
        },
        |script| tokio::task::block_in_place(|| script.run()),
    )
    .unwrap_or_else(|e| Err((e.into(), true)));
    let grant_type = req.params.one("grant_type").ok().flatten();
    match &minted {
        Ok(_) => super::metrics::token(grant_type, None),
        Err((e, _)) => super::metrics::token(grant_type, Some(e.code().as_str())),
    }
    serde_json::to_vec(&minted?.response)
        .map(Answer::JsonBytes)
        .map_err(|e| (e.into(), true))
}

async fn introspection(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    endpoint(&app, peer, &headers, body, |app, req| {
        authenticated_read(app, &req, |tx, caller| {
            let token = req.params.required("token")?;
            let _hint = req.params.one("token_type_hint")?;
            introspect::introspect(tx, &caller, token)
        })
        .map(Answer::Json)
    })
    .await
}

/// Revocation: checked in a read transaction; only when there is a grant to revoke does it
/// take the write lock, and then the whole request (checks and change) is one transaction.
async fn revocation(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    endpoint(&app, peer, &headers, body, |app, req| {
        let token = req
            .params
            .required("token")
            .map_err(|e| (e.into(), true))?
            .to_string();
        let _hint = req
            .params
            .one("token_type_hint")
            .map_err(|e| (e.into(), true))?;
        let t = token.clone();
        let pending = authenticated_read(app, &req, move |tx, caller| {
            introspect::revocable(tx, &caller, &t)
        })?;
        if pending.is_some() {
            let presented = req.client.clone().ok_or((no_client_auth(), true))?;
            let pool = app.pool.clone();
            // A short write; the reader above already waited for nothing.
            pool.write_now(move |tx| {
                let caller = client::authenticate_id(tx, &presented)?;
                introspect::revoke(tx, &caller, &token)
            })
            .map_err(|e| (e.into(), true))?;
        }
        Ok(Answer::Empty)
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(error: OAuthError) -> Response<Body> {
        OAuthResponse {
            error,
            realm: "http://localhost:3001/oidc".into(),
        }
        .into_response()
    }

    #[test]
    fn the_status_follows_the_kind_of_the_error_not_its_text() {
        let res = answer(OAuthError::client_authentication_failed());
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
        let challenge = res.headers()[header::WWW_AUTHENTICATE].to_str().unwrap();
        assert!(
            challenge.starts_with(
                "Basic realm=\"http://localhost:3001/oidc\", error=\"invalid_client\""
            ),
            "{challenge}"
        );
        // The same name and text without the kind: 400, no challenge.
        let res = answer(OAuthError::new(
            Code::InvalidClient,
            "client authentication failed",
        ));
        assert_eq!(res.status(), StatusCode::BAD_REQUEST);
        assert!(!res.headers().contains_key(header::WWW_AUTHENTICATE));
        let res = answer(OAuthError::invalid_token("invalid token provided"));
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
        let challenge = res.headers()[header::WWW_AUTHENTICATE].to_str().unwrap();
        assert!(challenge.starts_with("Bearer realm="), "{challenge}");
        let res = answer(OAuthError::Other(Error::failure("x", "/secret/path")));
        assert_eq!(res.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let res = answer(OAuthError::Other(Error::usage("a parameter given twice")));
        assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    }
}
