//! The browser's side of the OAuth endpoints: the authorization endpoint (`/oidc/auth`) and
//! its resume after the sign-in pages (`/oidc/auth/<uid>`), and userinfo (`/oidc/me`).
//! Sign-out (`/oidc/session/end`) shows a page, so it is one of the pages. The rules live in
//! `token::auth_request`, `token::code` and `ops::signin`; each request is one store transaction.

use super::browser::{
    AppShown, INTERACTION_CHUNK, INTERACTION_CHUNKS, SESSION_COOKIE, cookie, interaction_cookie,
    see_other, set_interaction,
};
use super::limit::Route;
use super::params::Params;
use super::{App, Peer, json_response, oauth_json};
use crate::error::{Code, Error, Result};
use crate::ops::signin;
use crate::token::auth_request::{self, AuthParams, Refusal};
use crate::token::oauth::OAuthError;
use axum::Router;
use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, Request, Response, StatusCode, header};
use axum::routing::get;

pub(crate) fn routes() -> Router<App> {
    Router::new().route("/oidc/me", get(me).post(me))
}

/// The routes a browser visits and where cookies are set or read: each sends a browser that
/// came by another loopback name of this server to the issuer's host first (see
/// [`to_issuer_host`]).
pub(crate) fn browser_routes(app: App) -> Router<App> {
    Router::new()
        .route("/oidc/auth", get(auth))
        .route("/oidc/auth/{uid}", get(resume))
        .merge(super::pages::routes())
        .route_layer(axum::middleware::from_fn_with_state(app, to_issuer_host))
}

/// Cookies belong to a host name: the `_interaction` cookie set for `127.0.0.1` is not sent
/// to `localhost`. A browser that opens a sign-in route by another loopback name than the
/// issuer's (`idctl serve` prints `http://127.0.0.1:3001` while the issuer is
/// `http://localhost:3001/oidc`) is first sent to the same path on the issuer's host, before
/// any cookie is set, so the whole sign-in happens on one host. Only GET and HEAD, only
/// between loopback names of the same port and scheme: a request that came through a proxy
/// under another name is served as it is (a redirect could loop).
async fn to_issuer_host(
    State(app): State<App>,
    req: Request<Body>,
    next: axum::middleware::Next,
) -> Response<Body> {
    use axum::http::Method;
    if matches!(*req.method(), Method::GET | Method::HEAD)
        && let Some(host) = req
            .headers()
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
        // Only a loopback name can be sent elsewhere: other requests read nothing here.
        && url::Url::parse(&format!("http://{host}"))
            .is_ok_and(|u| is_loopback(&u))
        && let Ok(base) = app.pool.read_now(|tx| crate::ops::config::base_url(tx))
        && let Some(origin) = issuer_origin_for(host, &base.value)
    {
        let path = req
            .uri()
            .path_and_query()
            .map(|p| p.as_str())
            .unwrap_or("/");
        return see_other(&format!("{origin}{path}"));
    }
    next.run(req).await
}

/// Is `u`'s host a loopback name (`localhost`, 127.0.0.0/8, ::1)?
fn is_loopback(u: &url::Url) -> bool {
    match u.host() {
        Some(url::Host::Domain(d)) => d.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

/// The issuer's origin (`http://localhost:3001`) when a request for `host` (its `Host`
/// header) reached this server by another loopback name of the same port; `None` when the
/// request came by the issuer's own name, or by a name that is not loopback.
pub(crate) fn issuer_origin_for(host: &str, base_url: &str) -> Option<String> {
    let asked = url::Url::parse(&format!("http://{host}")).ok()?;
    let base = url::Url::parse(base_url).ok()?;
    let loopback = is_loopback;
    let same_name = asked.host_str().map(str::to_ascii_lowercase)
        == base.host_str().map(str::to_ascii_lowercase);
    if base.scheme() != "http"
        || !matches!(base.path(), "" | "/")
        || base.query().is_some()
        || !loopback(&base)
        || !loopback(&asked)
        || same_name
        || asked.port_or_known_default() != base.port_or_known_default()
    {
        return None;
    }
    Some(base.origin().ascii_serialization())
}

fn server_error(app: &App, e: &Error) -> Response<Body> {
    if e.is_disk_full() {
        return super::oauth_disk_full(app, e);
    }
    crate::output::warn(app.format, &e.detail().message);
    oauth_json(
        StatusCode::INTERNAL_SERVER_ERROR,
        "server_error",
        "the server could not complete the request",
    )
}

/// An error shown to the user (never redirected): the service's JSON error, 400.
fn shown(e: &Error) -> Response<Body> {
    let d = e.detail();
    oauth_json(StatusCode::BAD_REQUEST, d.code.as_str(), &d.message)
}

fn auth_params(query: Option<&str>) -> Result<AuthParams> {
    let p = Params::form(query.unwrap_or_default().as_bytes())?;
    let one = |n: &str| -> Result<Option<String>> { Ok(p.one(n)?.map(str::to_string)) };
    Ok(AuthParams {
        client_id: one("client_id")?,
        redirect_uri: one("redirect_uri")?,
        response_type: one("response_type")?,
        scope: one("scope")?,
        resources: p.resources(),
        state: one("state")?,
        nonce: one("nonce")?,
        code_challenge: one("code_challenge")?,
        code_challenge_method: one("code_challenge_method")?,
        prompt: one("prompt")?,
        first_screen: one("first_screen")?,
        interaction_mode: one("interaction_mode")?,
        login_hint: one("login_hint")?,
        response_mode: one("response_mode")?,
        max_age: one("max_age")?,
    })
}

/// What `/oidc/auth` decided, in its transaction.
enum Next {
    /// A code is to be issued: the decision is taken again in a write transaction.
    Write,
    Redirect(String),
    /// To the sign-in page, with the cookie of the waiting request (`Secure` under https).
    SignIn {
        cookie: String,
        page: String,
        secure: bool,
    },
    Shown(Error, Option<AppShown>),
}

/// Why `/oidc/auth` did not go back to the app, for the server's log line.
#[derive(Clone)]
pub(crate) struct LogReason(pub String);

/// Does the request come from a browser (it accepts HTML)? Browsers get pages; API clients
/// keep the service's JSON.
fn wants_html(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|t| {
            let t = t.split(';').next().unwrap_or_default().trim();
            t.eq_ignore_ascii_case("text/html") || t.eq_ignore_ascii_case("application/xhtml+xml")
        })
}

/// An error of `/oidc/auth` that is shown, never redirected: an HTML page naming the app,
/// the redirect URI sent and the command that registers it, for a browser; the service's JSON
/// for anything else. The server's log line says why either way.
fn refused(
    headers: &HeaderMap,
    e: &Error,
    app: Option<&AppShown>,
    sent: Option<&str>,
) -> Response<Body> {
    let d = e.detail();
    let reason = match (d.code.as_str(), app, sent) {
        ("invalid_redirect_uri", Some(a), Some(uri)) => format!(
            "redirect_uri {uri} is not registered for app {} ({}); registered: {}",
            a.name,
            a.id,
            if a.redirect_uris.is_empty() {
                "none".to_string()
            } else {
                a.redirect_uris.join(" ")
            }
        ),
        _ => format!("{}: {}", d.code, d.message),
    };
    let mut res = if wants_html(headers) {
        super::pages::authorization_refused(e, app, sent)
    } else {
        shown(e)
    };
    res.extensions_mut()
        .insert(LogReason(crate::util::sanitize(&reason)));
    res
}

/// The sign-in page a waiting request starts at (or goes back to).
fn sign_in_page(req: &auth_request::AuthRequest) -> String {
    let mut page = format!(
        "{}?app_id={}",
        req.first_screen.path(),
        percent_encoding::utf8_percent_encode(&req.client_id, percent_encoding::NON_ALPHANUMERIC)
    );
    if let Some(h) = &req.login_hint {
        page.push_str("&login_hint=");
        page.extend(percent_encoding::utf8_percent_encode(
            h,
            percent_encoding::NON_ALPHANUMERIC,
        ));
    }
    page
}

/// `GET /oidc/auth`: checks the request; with a live session (and no `prompt=login`) it
/// answers with the code at once; otherwise the user goes to the sign-in page (or, with
/// `prompt=none`, the app gets `login_required`). `prompt=consent` is granted without a
/// page: the store's apps are first-party, as the service treats its own.
///
/// Without a session nothing is written: the waiting request goes to the browser in a
/// signed cookie, and the request runs in a read transaction. Each client address may send
/// `rate-limit.authorize.ip` of them (429 beyond).
async fn auth(State(app): State<App>, req: Request<Body>) -> Response<Body> {
    let peer = super::peer_ip(req.extensions().get::<Peer>());
    if let Err(limited) = app.limits.check(Route::Authorize, peer, None) {
        return super::too_many(
            oauth_json(
                StatusCode::TOO_MANY_REQUESTS,
                "temporarily_unavailable",
                &format!(
                    "too many authorization requests from this address; try again in {} s",
                    limited.seconds()
                ),
            ),
            limited,
        );
    }
    let headers = req.headers().clone();
    let params = match auth_params(req.uri().query()) {
        Ok(p) => p,
        Err(e) => return refused(&headers, &e, None, None),
    };
    let session = cookie(&headers, SESSION_COOKIE);
    let decide = |tx: &mut crate::store::Tx, write: bool| {
        let issuer = crate::ops::config::issuer(tx)?;
        let registered = match params.client_id.as_deref() {
            Some(id) => signin::registered_app(tx, id)?,
            None => None,
        };
        // The reserved organizations resource is known to every store (the service's SDKs
        // ask for it with the organizations scope).
        let checked = auth_request::check(&params, registered.as_ref(), |r| {
            r == crate::token::mint::ORGANIZATIONS_RESOURCE
                || crate::store::resources::by_indicator(tx, r)
                    .map(|x| x.is_some())
                    .unwrap_or(false)
        });
        let req = match checked {
            Ok(r) => r,
            Err(refusal) => {
                return Ok(match *refusal {
                    Refusal::Shown(e) => {
                        let app = match &registered {
                            Some(r) => crate::ops::clients::get(tx, &r.id).ok().map(|c| AppShown {
                                id: c.id,
                                name: c.name,
                                redirect_uris: r.redirect_uris.clone(),
                            }),
                            None => None,
                        };
                        Next::Shown(e, app)
                    }
                    Refusal::Redirected {
                        redirect_uri,
                        error,
                        state,
                    } => Next::Redirect(auth_request::error_redirect(
                        &redirect_uri,
                        &error,
                        state.as_deref(),
                        &issuer,
                    )?),
                });
            }
        };
        let signed_in = match &session {
            Some(c) => signin::authenticated(tx, c)?,
            None => None,
        };
        // prompt=login, or a sign-in older than max_age: the user signs in again.
        let fresh = signed_in
            .filter(|s| !req.prompt_login && req.accepts_session(s.authenticated_at, tx.now_ms()));
        match fresh {
            Some(_) if !write => Ok(Next::Write),
            Some(s) => Ok(Next::Redirect(signin::redirect_with_code(
                tx,
                &req,
                &s.user,
                session.as_deref(),
            )?)),
            _ if req.prompt_none => Ok(Next::Redirect(auth_request::error_redirect(
                &req.redirect_uri,
                &Error::new(Code::LoginRequired, "End-User authentication is required"),
                req.state.as_deref(),
                &issuer,
            )?)),
            _ => {
                let wait = signin::wait(tx, &req)?;
                if wait.cookie.len() > INTERACTION_CHUNK * INTERACTION_CHUNKS {
                    return Ok(Next::Redirect(auth_request::error_redirect(
                        &req.redirect_uri,
                        &Error::new(
                            Code::InvalidRequest,
                            "the authorization request is too large: name fewer resources and scopes",
                        ),
                        req.state.as_deref(),
                        &issuer,
                    )?));
                }
                Ok(Next::SignIn {
                    cookie: wait.cookie,
                    page: sign_in_page(&req),
                    secure: issuer.starts_with("https:"),
                })
            }
        }
    };
    // Decided in a read transaction; only a code for a live session is written.
    let decided = match app.pool.read_now(|tx| decide(tx, false)) {
        Ok(o) if matches!(o.value, Next::Write) => app.pool.write_now(|tx| decide(tx, true)),
        other => other,
    };
    match decided.map(|o| o.value) {
        Ok(Next::Write) => server_error(
            &app,
            &Error::new(Code::ServerWrite, "the authorization was not decided"),
        ),
        Ok(Next::Redirect(to)) => see_other(&to),
        Ok(Next::Shown(e, shown_app)) => refused(
            &headers,
            &e,
            shown_app.as_ref(),
            params.redirect_uri.as_deref(),
        ),
        Ok(Next::SignIn {
            cookie,
            page,
            secure,
        }) => {
            let mut res = see_other(&page);
            set_interaction(&mut res, &headers, Some(&cookie), secure);
            res
        }
        Err(e) if matches!(e, Error::Failure(_)) => server_error(&app, &e),
        Err(e) => refused(&headers, &e, None, None),
    }
}

/// `GET /oidc/auth/<uid>`: the sign-in pages send the browser here once the user signed
/// in; the request waiting in its `_interaction` cookie is completed with a code, and the
/// cookie cleared.
async fn resume(
    State(app): State<App>,
    Path(uid): Path<String>,
    headers: HeaderMap,
) -> Response<Body> {
    let session = cookie(&headers, SESSION_COOKIE);
    let waiting = interaction_cookie(&headers).unwrap_or_default();
    enum Resumed {
        /// The code for a live session is to be issued, in a write transaction.
        Write,
        Code(String, bool),
        SignIn(String),
    }
    let decide = |tx: &mut crate::store::Tx, write: bool| {
        let signed_in = match &session {
            Some(c) => signin::authenticated(tx, c)?,
            None => None,
        };
        let secure = crate::ops::config::issuer(tx)?.starts_with("https:");
        let w = signin::waiting(tx, &waiting)?;
        match signed_in {
            // Signed in after a prompt=login request came, and within its max_age.
            Some(s) if w.request.accepts_session(s.authenticated_at, tx.now_ms()) => {
                if !write {
                    return Ok(Resumed::Write);
                }
                signin::complete(tx, &waiting, &uid, &s.user, session.as_deref())
                    .map(|to| Resumed::Code(to, secure))
            }
            // Not signed in (or the session ended, or is too old): back to the sign-in page.
            _ => Ok(Resumed::SignIn(sign_in_page(&w.request))),
        }
    };
    let out = match app.pool.read_now(|tx| decide(tx, false)) {
        Ok(o) if matches!(o.value, Resumed::Write) => app.pool.write_now(|tx| decide(tx, true)),
        other => other,
    };
    match out.map(|o| o.value) {
        Ok(Resumed::Code(to, secure)) => {
            let mut res = see_other(&to);
            set_interaction(&mut res, &headers, None, secure);
            res
        }
        Ok(Resumed::Write) => server_error(
            &app,
            &Error::new(Code::ServerWrite, "the sign-in was not completed"),
        ),
        Ok(Resumed::SignIn(page)) => see_other(&page),
        Err(e) if matches!(e, Error::Failure(_)) => server_error(&app, &e),
        Err(e) => shown(&e),
    }
}

/// `GET`/`POST /oidc/me`: the claims of the granted scopes, for the opaque access token of
/// a browser flow. Anything else (a JWT access token included) is 401 `invalid_token`.
async fn me(State(app): State<App>, headers: HeaderMap) -> Response<Body> {
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split_once(' '))
        .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
        .map(|(_, t)| t.trim().to_string());
    let out = match token {
        Some(t) => app
            .pool
            .read_now(|tx| crate::token::code::userinfo(tx, &t))
            .map(|o| o.value),
        None => Err(Error::new(Code::InvalidToken, "no access token provided")),
    };
    let mut res = match out {
        Ok(claims) => json_response(StatusCode::OK, &serde_json::Value::Object(claims)),
        Err(Error::Failure(d)) => super::oidc::error_response(&app, Error::Failure(d)),
        // Any other refusal: the access token is not one userinfo takes (RFC 6750 3.1).
        Err(e) => {
            super::oidc::error_response(&app, OAuthError::invalid_token(e.detail().message.clone()))
        }
    };
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}
