//! Sign-in through another identity provider: `GET /sign-in/with/NAME` (the button of the
//! sign-in page) sends the browser to the provider with a fresh `state`, `nonce` and PKCE
//! challenge, kept in the signed `_upstream` cookie (see [`crate::token::upstream`]); the
//! provider sends it back to `GET /callback/NAME`, where the code is exchanged and the ID
//! token validated (or userinfo read) before one write transaction signs the user in, links
//! it or registers it (`ops::connectors::upstream::sign_in`). A user with a second factor
//! goes through its step (module `mfa`) first; then the authorization resumes as after a
//! password.
//!
//! Whatever goes wrong (the provider refused, a state that is not this browser's, an ID token
//! that does not validate, a provider that cannot be reached, a connector removed or disabled)
//! ends on an error page with a 4xx status, and nobody is signed in; a client secret the
//! server cannot read answers 503 (the log line says why).

use super::mfa;
use super::{
    Browser, PageError, SignIn, document, escape, expired, html, limited, see_other, write,
};
use crate::error::{Code, Error};
use crate::http::browser::cookie;
use crate::http::limit::Route;
use crate::http::{App, Peer};
use crate::ops::connectors::oidc;
use crate::ops::connectors::upstream::{self as ops, Connector};
use crate::ops::experience::{Next, Verdict};
use crate::ops::signin;
use crate::token::upstream::{self as cookie_of, UpstreamCookie};
use axum::Extension;
use axum::body::Body;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, Response, StatusCode, header};
use axum::response::IntoResponse;

/// The cookie of a sign-in through a provider, under way.
const UPSTREAM_COOKIE: &str = "_upstream";

/// The path of a connector's button.
pub(super) fn start_path(name: &str) -> String {
    format!("/sign-in/with/{name}")
}

/// The buttons of the sign-in page (HTML), one per enabled connector.
pub(super) fn buttons(list: &[(String, String)]) -> String {
    if list.is_empty() {
        return String::new();
    }
    let mut out = String::from(r#"<nav class="connectors" aria-label="Other ways to sign in">"#);
    for (name, text) in list {
        out.push_str(&format!(
            r#"<a class="connector" href="{}">{}</a>"#,
            escape(&start_path(name)),
            escape(text)
        ));
    }
    out.push_str(r#"</nav><p class="or">or</p>"#);
    out
}

/// An error page of this flow: nobody was signed in; a link back to the sign-in page.
fn problem(status: StatusCode, title: &str, text: &str) -> Response<Body> {
    let mut res = html(
        status,
        document(
            &escape(title),
            &format!(
                "<p>{}</p><p>You were not signed in.</p>\
                 <nav class=\"links\"><a href=\"/sign-in\">Back to sign-in</a></nav>",
                escape(text)
            ),
        ),
    );
    clear(&mut res);
    res
}

/// An unknown, disabled or misspelt connector: a generic page that does not repeat the name.
fn unavailable() -> Response<Body> {
    problem(
        StatusCode::NOT_FOUND,
        "This sign-in option is not available",
        "This sign-in is not available here, or it was turned off. Choose another way to sign in.",
    )
}

/// The page of an error of the provider or of its answer.
fn failed(name: &str, e: Error) -> Response<Body> {
    let d = e.detail();
    let message = d.message.clone();
    let mut res = match d.code {
        Code::ConnectorNotFound => unavailable(),
        // The holder of the email cannot be linked by email (its message says why and what
        // to do; it names no one).
        Code::UserIdentityAlreadyInUse => problem(
            StatusCode::FORBIDDEN,
            "This account cannot be linked",
            &format!("{}.", capitalise(&message)),
        ),
        // The server cannot read the connector's client secret: not the visitor's fault, and
        // nothing the visitor can do but come back (the log line says why).
        Code::ConnectorSecretUnavailable => problem(
            StatusCode::SERVICE_UNAVAILABLE,
            "This sign-in is not available right now",
            &format!(
                "Signing in with {name} is not available at the moment. Try again later, or \
                 choose another way to sign in."
            ),
        ),
        Code::ConnectorUpstreamUnreachable => problem(
            // 424: the provider this sign-in depends on failed (not idctl: no 5xx).
            StatusCode::FAILED_DEPENDENCY,
            "The sign-in service did not answer",
            &format!(
                "{name} could not be reached to finish signing you in. Try again in a moment, \
                 or choose another way to sign in."
            ),
        ),
        Code::ConnectorUpstreamInvalid => problem(
            StatusCode::BAD_REQUEST,
            "This sign-in cannot be accepted",
            &format!(
                "The answer from {name} could not be verified, so it was not trusted. Start \
                 signing in again."
            ),
        ),
        Code::SessionVerificationFailed => problem(
            StatusCode::FORBIDDEN,
            "You cannot sign in",
            "This account cannot sign in.",
        ),
        _ => {
            let mut r = PageError(e).into_response();
            clear(&mut r);
            return r;
        }
    };
    res.extensions_mut().insert(crate::http::Logged(format!(
        "sign-in with {name} refused: {}",
        crate::util::sanitize(&message)
    )));
    res
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Clears `_upstream`.
fn clear(res: &mut Response<Body>) {
    res.headers_mut().append(
        header::SET_COOKIE,
        HeaderValue::from_static("_upstream=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0"),
    );
}

/// `GET /sign-in/with/NAME`: to the provider.
pub(super) async fn start(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    Path(name): Path<String>,
) -> Response<Body> {
    // Counted as sign-in posts are: each may cost a fetch of the provider's discovery document.
    let ip = crate::http::peer_ip(peer.as_deref());
    if let Err(l) = app.limits.check(Route::SignIn, ip, None) {
        return limited(l);
    }
    if ops::check_name(&name).is_err() {
        return unavailable();
    }
    let browser = Browser::new(&headers, peer.as_deref());
    let found = app.pool.read_now(|tx| {
        let Some(s) = SignIn::find(tx, browser.uid.as_deref())? else {
            return Ok(None);
        };
        let c = ops::enabled(tx, &name)?;
        let callback = ops::callback_url(tx, &name)?;
        Ok(Some((s, c, callback, mfa::secure(tx)?, tx.now_ms())))
    });
    let (s, c, callback, secure, now) = match found.map(|o| o.value) {
        Err(e) => return PageError(e).into_response(),
        Ok(None) => return expired(),
        Ok(Some((_, None, ..))) => return unavailable(),
        Ok(Some((s, Some(c), callback, secure, now))) => (s, c, callback, secure, now),
    };
    let shown = c.label.clone().unwrap_or_else(|| c.name.clone());
    // The discovery document, before any transaction (and cached).
    let endpoints = match oidc::endpoints(&c).await {
        Ok(e) => e,
        Err(e) => return failed(&shown, e),
    };
    let flow = UpstreamCookie::new(&s.uid, &c.name, now);
    let url = match oidc::authorization_url(&c, &endpoints, &callback, &flow) {
        Ok(u) => u,
        Err(e) => return failed(&shown, e),
    };
    let sealed = match cookie_of::seal(&app.csrf_secret, &flow) {
        Ok(v) => v,
        Err(e) => return PageError(e).into_response(),
    };
    let mut res = see_other(&url, None);
    let mut value = format!(
        "{UPSTREAM_COOKIE}={sealed}; HttpOnly; SameSite=Lax; Path=/; Max-Age={}",
        cookie_of::TTL_MS / 1000
    );
    if secure {
        value.push_str("; Secure");
    }
    if let Ok(v) = HeaderValue::from_str(&value) {
        res.headers_mut().append(header::SET_COOKIE, v);
    }
    res
}

/// What the callback's write transaction decided.
enum Outcome {
    Expired,
    Done {
        location: String,
        secure: bool,
    },
    Step(
        &'static str,
        Box<crate::token::mfa_cookie::MfaCookie<crate::ops::experience::Pending>>,
        bool,
    ),
    Refused,
    Locked,
}

/// `GET /callback/NAME?code=...&state=...` (or `?error=...`): the provider's answer.
pub(super) async fn callback(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    Path(name): Path<String>,
    RawQuery(query): RawQuery,
) -> Response<Body> {
    let ip = crate::http::peer_ip(peer.as_deref());
    if let Err(l) = app.limits.check(Route::SignIn, ip, None) {
        return limited(l);
    }
    if ops::check_name(&name).is_err() {
        return unavailable();
    }
    let browser = Browser::new(&headers, peer.as_deref());
    let query = query.unwrap_or_default();
    let param = |k: &str| {
        let mut found = url::form_urlencoded::parse(query.as_bytes()).filter(|(n, _)| n == k);
        match (found.next(), found.next()) {
            (Some((_, v)), None) => Some(v.into_owned()),
            _ => None,
        }
    };
    let now = crate::util::now_ms();
    let flow =
        cookie(&headers, UPSTREAM_COOKIE).and_then(|v| cookie_of::open(&app.csrf_secret, &v, now));
    let Some(flow) = flow else {
        return problem(
            StatusCode::BAD_REQUEST,
            "This sign-in cannot be finished",
            "This browser did not start this sign-in, or it took longer than 10 minutes. Start \
             signing in again.",
        );
    };
    let state_ok =
        param("state").is_some_and(|s| crate::util::ct_eq(s.as_bytes(), flow.state.as_bytes()));
    if !state_ok || flow.connector != name {
        return problem(
            StatusCode::BAD_REQUEST,
            "This sign-in cannot be finished",
            "The answer does not belong to the sign-in this browser started (its state does not \
             match). Start signing in again.",
        );
    }
    let read = app.pool.read_now(|tx| {
        let Some(s) = SignIn::find(tx, browser.uid.as_deref())? else {
            return Ok(None);
        };
        Ok(Some((
            s,
            ops::enabled(tx, &name)?,
            ops::callback_url(tx, &name)?,
            tx.now_ms(),
        )))
    });
    let (s, c, callback, now) = match read.map(|o| o.value) {
        Err(e) => return PageError(e).into_response(),
        Ok(None) => return expired(),
        Ok(Some((_, None, ..))) => return unavailable(),
        Ok(Some((s, Some(c), callback, now))) => (s, c, callback, now),
    };
    if !crate::util::ct_eq(s.uid.as_bytes(), flow.uid.as_bytes()) {
        return problem(
            StatusCode::BAD_REQUEST,
            "This sign-in cannot be finished",
            "The answer belongs to another sign-in of this browser. Start signing in again.",
        );
    }
    let shown = c.label.clone().unwrap_or_else(|| c.name.clone());
    if let Some(error) = param("error") {
        let (status, title, text) = if error == "access_denied" {
            (
                StatusCode::FORBIDDEN,
                "Sign-in was cancelled",
                format!("{shown} did not sign you in (access was denied)."),
            )
        } else {
            (
                StatusCode::BAD_REQUEST,
                "This sign-in cannot be finished",
                format!(
                    "{shown} answered with an error: {}.",
                    crate::util::sanitize(&error)
                        .chars()
                        .take(100)
                        .collect::<String>()
                ),
            )
        };
        return problem(status, title, &text);
    }
    let Some(code) = param("code").filter(|c| !c.is_empty() && c.len() <= 4096) else {
        return problem(
            StatusCode::BAD_REQUEST,
            "This sign-in cannot be finished",
            &format!("{shown} sent no authorization code. Start signing in again."),
        );
    };
    let profile = match fetch_profile(&c, &callback, &code, &flow, now).await {
        Ok(p) => p,
        Err(e) => return failed(&shown, e),
    };
    let session = signin::new_session_cookie();
    let outcome = write(&app, |tx| {
        let Some(s) = SignIn::find(tx, browser.uid.as_deref())? else {
            return Ok(Outcome::Expired);
        };
        tx.set_caller(browser.caller(signin::session_id(&session), &s));
        match ops::sign_in(tx, &c.name, &profile)? {
            Verdict::Ok(Next::Done(user)) => {
                signin::open_session_as(tx, &session, &user.id, &[ops::AMR.to_string()])?;
                Ok(Outcome::Done {
                    location: s.resume_url(tx)?,
                    secure: mfa::secure(tx)?,
                })
            }
            Verdict::Ok(next) => match mfa::start(&s.uid, next, tx.now_ms()) {
                Some((path, step)) => Ok(Outcome::Step(path, Box::new(step), mfa::secure(tx)?)),
                None => Ok(Outcome::Expired),
            },
            Verdict::Refused(_) => Ok(Outcome::Refused),
            Verdict::Locked(_) => Ok(Outcome::Locked),
        }
    });
    let mut res = match outcome {
        Err(e) => return failed(&shown, e),
        Ok(Outcome::Expired) => expired(),
        Ok(Outcome::Refused) => {
            return problem(
                StatusCode::FORBIDDEN,
                "You cannot sign in",
                "This account cannot sign in.",
            );
        }
        Ok(Outcome::Locked) => {
            return problem(
                StatusCode::TOO_MANY_REQUESTS,
                "Too many failed attempts",
                "This account is locked after too many failed attempts. Try again later.",
            );
        }
        Ok(Outcome::Done { location, secure }) => see_other(&location, Some((&session, secure))),
        Ok(Outcome::Step(path, step, secure)) => mfa::go(&app, path, Some(&step), None, secure),
    };
    clear(&mut res);
    res
}

/// The network part of the callback, outside any transaction: the endpoints, the client
/// secret (read now, by this process), the code exchange and the ID token or userinfo.
async fn fetch_profile(
    c: &Connector,
    callback: &str,
    code: &str,
    flow: &UpstreamCookie,
    now_ms: i64,
) -> crate::error::Result<ops::Profile> {
    let endpoints = oidc::endpoints(c).await?;
    // A file read: on the blocking pool, not on an async worker.
    let owned = c.clone();
    let secret = tokio::task::spawn_blocking(move || owned.client_secret())
        .await
        .map_err(|e| {
            Error::new(
                Code::ConnectorSecretUnavailable,
                format!(
                    "reading the client secret of connector {} failed: {e}",
                    c.name
                ),
            )
        })??;
    oidc::finish(c, &endpoints, callback, code, flow, &secret, now_ms / 1000).await
}
