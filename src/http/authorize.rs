//! The browser's side of the OAuth endpoints: the authorization endpoint (`/oidc/auth`) and
//! its resume after the sign-in pages (`/oidc/auth/<uid>`), and userinfo (`/oidc/me`).
//! Sign-out (`/oidc/session/end`) shows a page, so it is one of the pages. The rules live in
//! `token::authorize`, `token::code` and `ops::signin`; each request is one store transaction.

use super::params::Params;
use super::{App, json_response, oauth_json};
use crate::error::{Error, Result};
use crate::ops::signin;
use crate::token::authorize::{self, AuthParams, Refusal};
use axum::Router;
use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, Request, Response, StatusCode, header};
use axum::routing::get;

/// The session cookie and the cookie of a sign-in under way (the service's names).
pub const SESSION_COOKIE: &str = "_session";
pub const INTERACTION_COOKIE: &str = "_interaction";

pub(crate) fn routes() -> Router<App> {
    Router::new()
        .route("/oidc/auth", get(auth))
        .route("/oidc/auth/{uid}", get(resume))
        .route("/oidc/me", get(me).post(me))
}

/// The value of cookie `name` in the request, if any.
pub(crate) fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.trim_matches('"').to_string())
        .filter(|v| !v.is_empty())
}

/// `Set-Cookie` for `name`: HttpOnly, SameSite=Lax, path `/`, `Secure` under https;
/// `None` clears it.
pub(crate) fn set_cookie(name: &str, value: Option<&str>, secure: bool) -> HeaderValue {
    let mut c = match value {
        Some(v) => format!("{name}={v}; HttpOnly; SameSite=Lax; Path=/"),
        None => format!("{name}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0"),
    };
    if secure {
        c.push_str("; Secure");
    }
    HeaderValue::from_str(&c).unwrap_or_else(|_| HeaderValue::from_static(""))
}

pub(crate) fn see_other(location: &str) -> Response<Body> {
    let mut res = Response::new(Body::empty());
    *res.status_mut() = StatusCode::SEE_OTHER;
    if let Ok(v) = HeaderValue::from_str(location) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

fn server_error(app: &App, e: &Error) -> Response<Body> {
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
    oauth_json(StatusCode::BAD_REQUEST, &d.code, &d.message)
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
    Redirect(String),
    /// To the sign-in page, with the cookie of the waiting request (`Secure` under https).
    SignIn {
        uid: String,
        page: String,
        secure: bool,
    },
    Shown(Error),
}

/// `GET /oidc/auth`: checks the request; with a live session (and no `prompt=login`) it
/// answers with the code at once; otherwise the user goes to the sign-in page (or, with
/// `prompt=none`, the app gets `login_required`). `prompt=consent` is granted without a
/// page: the store's apps are first-party, as the service treats its own.
async fn auth(State(app): State<App>, req: Request<Body>) -> Response<Body> {
    let headers = req.headers().clone();
    let params = match auth_params(req.uri().query()) {
        Ok(p) => p,
        Err(e) => return shown(&e),
    };
    let session = cookie(&headers, SESSION_COOKIE);
    let decided = app.pool.write_now(|tx| {
        let issuer = crate::ops::config::issuer(tx)?;
        let registered = match params.client_id.as_deref() {
            Some(id) => signin::registered_app(tx, id)?,
            None => None,
        };
        let checked = authorize::check(&params, registered.as_ref(), |r| {
            crate::store::resources::by_indicator(tx, r)
                .map(|x| x.is_some())
                .unwrap_or(false)
        });
        let req = match checked {
            Ok(r) => r,
            Err(refusal) => {
                return Ok(match *refusal {
                    Refusal::Shown(e) => Next::Shown(e),
                    Refusal::Redirected {
                        redirect_uri,
                        error,
                        state,
                    } => Next::Redirect(authorize::error_redirect(
                        &redirect_uri,
                        &error,
                        state.as_deref(),
                        &issuer,
                    )?),
                });
            }
        };
        let signed_in = match &session {
            Some(c) => signin::signed_in(tx, c)?,
            None => None,
        };
        // prompt=login, or a sign-in older than max_age: the user signs in again.
        let fresh = signed_in
            .filter(|s| !req.prompt_login && req.accepts_session(s.authenticated_at, tx.now_ms()));
        match fresh {
            Some(s) => Ok(Next::Redirect(signin::redirect_with_code(
                tx,
                &req,
                &s.user,
                session.as_deref(),
            )?)),
            _ if req.prompt_none => Ok(Next::Redirect(authorize::error_redirect(
                &req.redirect_uri,
                &Error::oauth("login_required", "End-User authentication is required"),
                req.state.as_deref(),
                &issuer,
            )?)),
            _ => {
                let uid = signin::wait(tx, &req)?;
                let mut page = format!(
                    "{}?app_id={}",
                    req.first_screen.path(),
                    percent_encoding::utf8_percent_encode(
                        &req.client_id,
                        percent_encoding::NON_ALPHANUMERIC
                    )
                );
                if let Some(h) = &req.login_hint {
                    page.push_str("&login_hint=");
                    page.extend(percent_encoding::utf8_percent_encode(
                        h,
                        percent_encoding::NON_ALPHANUMERIC,
                    ));
                }
                Ok(Next::SignIn {
                    uid,
                    page,
                    secure: issuer.starts_with("https:"),
                })
            }
        }
    });
    match decided.map(|o| o.value) {
        Ok(Next::Redirect(to)) => see_other(&to),
        Ok(Next::Shown(e)) => shown(&e),
        Ok(Next::SignIn { uid, page, secure }) => {
            let mut res = see_other(&page);
            res.headers_mut().append(
                header::SET_COOKIE,
                set_cookie(INTERACTION_COOKIE, Some(&uid), secure),
            );
            res
        }
        Err(e) if matches!(e, Error::Failure(_)) => server_error(&app, &e),
        Err(e) => shown(&e),
    }
}

/// `GET /oidc/auth/<uid>`: the sign-in pages send the browser here once the user signed
/// in; the waiting request is completed with a code.
async fn resume(
    State(app): State<App>,
    Path(uid): Path<String>,
    headers: HeaderMap,
) -> Response<Body> {
    let session = cookie(&headers, SESSION_COOKIE);
    let out = app.pool.write_now(|tx| {
        let signed_in = match &session {
            Some(c) => signin::signed_in(tx, c)?,
            None => None,
        };
        let req = signin::waiting(tx, &uid)?;
        match signed_in {
            // Signed in after a prompt=login request came, and within its max_age.
            Some(s) if req.accepts_session(s.authenticated_at, tx.now_ms()) => {
                signin::complete(tx, &uid, &s.user, session.as_deref()).map(Ok)
            }
            _ => {
                // Not signed in (or the session ended, or is too old): back to the sign-in page.
                Ok(Err(format!(
                    "{}?app_id={}",
                    req.first_screen.path(),
                    percent_encoding::utf8_percent_encode(
                        &req.client_id,
                        percent_encoding::NON_ALPHANUMERIC
                    )
                )))
            }
        }
    });
    match out.map(|o| o.value) {
        Ok(Ok(to)) => {
            let mut res = see_other(&to);
            res.headers_mut().append(
                header::SET_COOKIE,
                set_cookie(INTERACTION_COOKIE, None, false),
            );
            res
        }
        Ok(Err(page)) => see_other(&page),
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
        None => Err(Error::oauth("invalid_token", "no access token provided")),
    };
    let mut res = match out {
        Ok(claims) => json_response(StatusCode::OK, &serde_json::Value::Object(claims)),
        Err(e) if matches!(e, Error::Failure(_)) => server_error(&app, &e),
        Err(e) => {
            let realm = app
                .pool
                .read_now(|tx| crate::ops::config::issuer(tx))
                .map(|o| o.value)
                .unwrap_or_default();
            let d = e.detail();
            let mut res = oauth_json(StatusCode::UNAUTHORIZED, "invalid_token", &d.message);
            let v = format!(
                "Bearer realm=\"{}\", error=\"invalid_token\", error_description=\"{}\"",
                realm.replace(['"', '\\'], ""),
                d.message.replace(['"', '\\'], "")
            );
            if let Ok(v) = HeaderValue::from_str(&v) {
                res.headers_mut().insert(header::WWW_AUTHENTICATE, v);
            }
            res
        }
    };
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}
