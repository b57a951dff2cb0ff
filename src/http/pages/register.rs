//! `GET`/`POST /register`: username, password and its confirmation. The store has no
//! sign-up settings (which identifiers a new account needs), so registration asks for a
//! username and a password only, as `idctl experience register --username` does.

use super::mfa;
use super::{
    Browser, Errors, Input, PageError, SignIn, document, escape, expired, html, limited, read_form,
    see_other, sentence, write,
};
use crate::error::Error;
use crate::http::limit::Route;
use crate::http::{App, Peer};
use crate::ops::experience::{self, Identifier, Next, Pending};
use crate::ops::signin;
use crate::token::mfa_cookie::MfaCookie;
use axum::Extension;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, Response, StatusCode};
use axum::response::IntoResponse;

const FORM: &str = "register";

#[derive(Default)]
struct View {
    username: String,
    errors: Errors,
}

fn page(app: &App, s: &SignIn, v: &View) -> String {
    let title = escape(&s.title("Create your account for", "Create your account"));
    let mut c = v.errors.summary();
    c.push_str(r#"<form method="post" action="/register">"#);
    c.push_str(&s.csrf_field(app, FORM));
    c.push_str(
        &Input::new("username", "Username", "text", "username")
            .value(&v.username)
            .error(v.errors.of("username"))
            .hint("username-hint")
            .extra(r#" autocapitalize="none" spellcheck="false""#)
            .html(),
    );
    c.push_str(
        r#"<p class="hint" id="username-hint">Letters, digits and _, not starting with a digit.</p>"#,
    );
    c.push_str(
        &Input::new("password", "Password", "password", "new-password")
            .error(v.errors.of("password"))
            .html(),
    );
    c.push_str(
        &Input::new("confirm", "Confirm password", "password", "new-password")
            .error(v.errors.of("confirm"))
            .html(),
    );
    c.push_str(r#"<button type="submit">Create account</button></form>"#);
    c.push_str(
        r#"<nav class="links"><a href="/sign-in">Already have an account? Sign in</a></nav>"#,
    );
    document(&title, &c)
}

pub(super) async fn show(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    match app
        .pool
        .read_now(|tx| SignIn::find(tx, browser.uid.as_deref()))
    {
        Err(e) => PageError(e).into_response(),
        Ok(out) => match out.value {
            None => expired(),
            Some(s) => html(StatusCode::OK, page(&app, &s, &View::default())),
        },
    }
}

// One per request, moved once: its size does not matter.
#[allow(clippy::large_enum_variant)]
enum Outcome {
    Expired,
    Refused(SignIn, View),
    Done {
        location: String,
        secure: bool,
    },
    /// The new user adds a second factor first: its page and its cookie.
    Step(&'static str, MfaCookie<Pending>, bool),
}

/// The field an operation's refusal belongs to.
fn field_of(e: &Error) -> Option<(&'static str, String)> {
    let d = match e {
        Error::Invalid(d) | Error::Conflict(d) => d,
        _ => return None,
    };
    if d.code == crate::error::Code::UserUsernameAlreadyInUse {
        return Some(("username", "This username is already taken.".into()));
    }
    if d.code.as_str().starts_with("password.") || d.message.contains("password") {
        return Some(("password", sentence(&d.message)));
    }
    Some(("username", sentence(&d.message)))
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
    let username = form.get("username").trim().to_string();
    let password = form.get("password").to_string();
    let confirm = form.get("confirm");
    // Before the hash: a refused request costs nothing.
    let ip = crate::http::peer_ip(peer.as_deref());
    if let Err(l) = app.limits.check(Route::Register, ip, Some(&username)) {
        return limited(l);
    }
    let cookie = signin::new_session_cookie();
    // Hashed before the write transaction, which would otherwise hold every other writer for
    // the hash's tens of milliseconds; a refused password is reported inside it, as before.
    let digest = if !username.is_empty() && !password.is_empty() && password == confirm {
        let password = password.clone();
        let hashed = app
            .hasher
            .run(move || crate::ops::users::hash_password(&password));
        Some(hashed.await.and_then(|r| r))
    } else {
        None
    };
    // A refusal of the operation rolls its transaction back; the form is shown again with
    // the waiting sign-in found in it.
    let mut seen: Option<SignIn> = None;
    let outcome = write(&app, |tx| {
        let Some(s) = SignIn::find(tx, browser.uid.as_deref())? else {
            return Ok(Outcome::Expired);
        };
        let mut v = View {
            username: username.clone(),
            ..View::default()
        };
        if username.is_empty() {
            v.errors.add("username", "Choose a username.");
        }
        if password.is_empty() {
            v.errors.add("password", "Choose a password.");
        } else if password != confirm {
            v.errors.add("confirm", "The passwords do not match.");
        }
        // Hashed above exactly when these checks pass.
        let digest = match digest {
            Some(d) if v.errors.is_empty() => d,
            _ => return Ok(Outcome::Refused(s, v)),
        };
        tx.set_caller(browser.caller(signin::session_id(&cookie), &s));
        let location = s.resume_url(tx)?;
        let secure = crate::ops::config::issuer(tx)?.starts_with("https:");
        seen = Some(s);
        let digest = digest?;
        let id = Identifier::Username(username.clone());
        let user = experience::register(tx, id.clone(), Some(digest))?;
        // Under `mfa.policy = required` (or `optional`) the new user adds a factor first.
        match experience::after_register(tx, &user, &id, &["pwd"])? {
            Next::Done(user) => {
                signin::open_session_as(tx, &cookie, &user.id, &["pwd".to_string()])?;
                Ok(Outcome::Done { location, secure })
            }
            next => match seen
                .as_ref()
                .and_then(|s| mfa::start(&s.uid, next, tx.now_ms()))
            {
                Some((path, step)) => Ok(Outcome::Step(path, step, secure)),
                None => Ok(Outcome::Expired),
            },
        }
    });
    match outcome {
        Ok(Outcome::Expired) => expired(),
        Ok(Outcome::Refused(s, v)) => html(StatusCode::UNPROCESSABLE_ENTITY, page(&app, &s, &v)),
        Ok(Outcome::Done { location, secure }) => see_other(&location, Some((&cookie, secure))),
        Ok(Outcome::Step(path, step, secure)) => mfa::go(&app, path, Some(&step), None, secure),
        Err(e) => match (field_of(&e), seen) {
            (Some((field, message)), Some(s)) => {
                let mut v = View {
                    username,
                    ..View::default()
                };
                v.errors.add(field, message);
                html(StatusCode::UNPROCESSABLE_ENTITY, page(&app, &s, &v))
            }
            _ => PageError(e).into_response(),
        },
    }
}
