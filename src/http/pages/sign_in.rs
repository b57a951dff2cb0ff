//! `GET`/`POST /sign-in`: username, email or phone, and password.

use super::mfa;
use super::{
    Browser, Errors, Input, PageError, SignIn, document, escape, expired, html, identifier,
    limited, locked_message, locked_status, notice, read_form, see_other, write,
};
use crate::http::limit::Route;
use crate::http::{App, Peer};
use crate::ops::experience::{self, Next, Pending, Verdict};
use crate::ops::signin;
use crate::token::mfa_cookie::MfaCookie;
use axum::Extension;
use axum::body::Body;
use axum::extract::{RawQuery, State};
use axum::http::{HeaderMap, Response, StatusCode};
use axum::response::IntoResponse;

const FORM: &str = "sign-in";
/// The query `/sign-in` is sent to after a password reset.
pub(super) const AFTER_RESET: &str = "/sign-in?reset=done";

/// What the form shows besides its inputs.
#[derive(Default)]
struct View {
    identifier: String,
    errors: Errors,
    notice: Option<&'static str>,
    /// A button per enabled sign-in connector: `(name, text)`.
    buttons: Vec<(String, String)>,
}

fn page(app: &App, s: &SignIn, v: &View) -> String {
    let title = escape(&s.title("Sign in to", "Sign in"));
    let mut c = String::new();
    if let Some(n) = v.notice {
        c.push_str(&notice(n));
    }
    c.push_str(&v.errors.summary());
    c.push_str(&super::upstream::buttons(&v.buttons));
    c.push_str(r#"<form method="post" action="/sign-in">"#);
    c.push_str(&s.csrf_field(app, FORM));
    c.push_str(
        &Input::new("identifier", "Username or email", "text", "username")
            .value(&v.identifier)
            .error(v.errors.of("identifier"))
            .extra(r#" autocapitalize="none" spellcheck="false""#)
            .html(),
    );
    c.push_str(
        &Input::new("password", "Password", "password", "current-password")
            .error(v.errors.of("password"))
            .html(),
    );
    c.push_str(r#"<button type="submit">Sign in</button></form>"#);
    c.push_str(
        r#"<nav class="links"><a href="/forgot-password">Forgot your password?</a><a href="/register">Create an account</a></nav>"#,
    );
    document(&title, &c)
}

pub(super) async fn show(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    let found = app.pool.read_now(|tx| {
        Ok(match SignIn::find(tx, browser.uid.as_deref())? {
            Some(s) => Some((s, crate::ops::connectors::upstream::buttons(tx)?)),
            None => None,
        })
    });
    let (s, buttons) = match found {
        Err(e) => return PageError(e).into_response(),
        Ok(out) => match out.value {
            None => return expired(),
            Some(s) => s,
        },
    };
    let reset = url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
        .any(|(k, v)| k == "reset" && v == "done");
    let view = View {
        identifier: s.request.login_hint.clone().unwrap_or_default(),
        errors: Errors::default(),
        notice: reset.then_some("Your password was changed. Sign in with your new password."),
        buttons,
    };
    html(StatusCode::OK, page(&app, &s, &view))
}

enum Outcome {
    Expired,
    Refused(SignIn, View),
    Locked(SignIn, View, i64, i64),
    Done {
        location: String,
        secure: bool,
    },
    /// The second step: its page and its cookie.
    Step(&'static str, MfaCookie<Pending>, bool),
}

pub(super) async fn submit(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    let form = match read_form(&app, &browser, body, |_| FORM).await {
        Ok(f) => f,
        Err(res) => return res,
    };
    let ident = form.get("identifier").trim().to_string();
    let password = form.get("password").to_string();
    let ip = crate::http::peer_ip(peer.as_deref());
    if let Err(l) = app.limits.check(Route::SignIn, ip, Some(&ident)) {
        return limited(l);
    }
    // The session this sign-in opens if it succeeds: its events carry the session's id.
    let cookie = signin::new_session_cookie();
    // The password is checked before the write transaction (Argon2 takes tens of
    // milliseconds, which every other writer would wait for), against what a read
    // transaction found; the write then counts the attempt (see `experience::sign_in`).
    let check = if ident.is_empty() || password.is_empty() {
        None
    } else {
        let read = app.pool.read_now(|tx| {
            Ok(match SignIn::find(tx, browser.uid.as_deref())? {
                None => None,
                Some(_) => Some(experience::read_password(tx, &identifier(&ident))?),
            })
        });
        match read.map(|r| r.value) {
            Err(e) => return PageError(e).into_response(),
            Ok(None) => return expired(),
            Ok(Some(c)) => {
                let password = password.clone();
                match app.hasher.run(move || c.verify(&password)).await {
                    Ok(c) => Some(c),
                    Err(e) => return PageError(e).into_response(),
                }
            }
        }
    };
    let outcome = write(&app, |tx| {
        let Some(s) = SignIn::find(tx, browser.uid.as_deref())? else {
            return Ok(Outcome::Expired);
        };
        let mut v = View {
            identifier: ident.clone(),
            buttons: crate::ops::connectors::upstream::buttons(tx)?,
            ..View::default()
        };
        if ident.is_empty() {
            v.errors
                .add("identifier", "Enter your username or email address.");
        }
        if password.is_empty() {
            v.errors.add("password", "Enter your password.");
        }
        let Some(check) = check.as_ref().filter(|_| v.errors.is_empty()) else {
            return Ok(Outcome::Refused(s, v));
        };
        tx.set_caller(browser.caller(signin::session_id(&cookie), &s));
        match experience::sign_in(tx, identifier(&ident), check)? {
            Verdict::Ok(Next::Done(user)) => {
                signin::open_session_as(tx, &cookie, &user.id, &["pwd".to_string()])?;
                let location = s.resume_url(tx)?;
                let secure = mfa::secure(tx)?;
                Ok(Outcome::Done { location, secure })
            }
            // The password was right; the second step comes next, in the `_mfa` cookie.
            Verdict::Ok(next) => match mfa::start(&s.uid, next, tx.now_ms()) {
                Some((path, step)) => Ok(Outcome::Step(path, step, mfa::secure(tx)?)),
                None => Ok(Outcome::Expired),
            },
            Verdict::Refused(why) => {
                let message = if why.contains("cannot sign in") {
                    "This account cannot sign in."
                } else {
                    "Wrong identifier or password."
                };
                v.errors.add("password", message);
                Ok(Outcome::Refused(s, v))
            }
            Verdict::Locked(until) => {
                let now = tx.now_ms();
                v.errors.add("identifier", locked_message(until, now));
                Ok(Outcome::Locked(s, v, until, now))
            }
        }
    });
    match outcome {
        Err(e) => PageError(e).into_response(),
        Ok(Outcome::Expired) => expired(),
        Ok(Outcome::Refused(s, v)) => html(StatusCode::UNPROCESSABLE_ENTITY, page(&app, &s, &v)),
        Ok(Outcome::Locked(s, v, until, now)) => {
            locked_status(html(StatusCode::OK, page(&app, &s, &v)), until, now)
        }
        Ok(Outcome::Done { location, secure }) => see_other(&location, Some((&cookie, secure))),
        Ok(Outcome::Step(path, step, secure)) => mfa::go(&app, path, Some(&step), None, secure),
    }
}
