//! The second step of a sign-in on the pages: after the right password (or a registration)
//! the user verifies a factor (`/mfa-verification/...`), or adds one (`/mfa-onboarding`,
//! `/mfa-binding/...`), and only then is the session opened and the authorization resumed.
//!
//! The pending sign-in rides in the signed cookie `_mfa` (see [`crate::token::mfa_cookie`]):
//! bound to the waiting request's uid, good for 10 minutes, nothing stored for it. A TOTP
//! secret being enrolled rides in it too, and what was bound during this sign-in.

pub(super) mod bind;
pub(super) mod passkey;
pub(super) mod verify;

use super::{
    Browser, Form, PageError, SignIn, document, escape, html, limited, message_page, read_form,
    write,
};
use crate::error::{Code, Error, Result};
use crate::http::browser::cookie;
use crate::http::limit::Route;
use crate::http::{App, Peer};
use crate::ops::experience::{Next, Pending};
use crate::ops::mfa::Factor;
use crate::store::Tx;
use crate::token::mfa_cookie::{self, MfaCookie};
use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Response, StatusCode, header};
use axum::response::IntoResponse;

/// The cookie of a pending second step.
pub(crate) const MFA_COOKIE: &str = "_mfa";

pub(crate) const VERIFY_TOTP: &str = "/mfa-verification/totp";
pub(crate) const VERIFY_BACKUP_CODE: &str = "/mfa-verification/backup-code";
pub(crate) const VERIFY_PASSKEY: &str = "/mfa-verification/passkey";
pub(crate) const ONBOARDING: &str = "/mfa-onboarding";
pub(crate) const BIND_TOTP: &str = "/mfa-binding/totp";
pub(crate) const BIND_PASSKEY: &str = "/mfa-binding/passkey";
pub(crate) const BIND_BACKUP_CODES: &str = "/mfa-binding/backup-codes";

/// A pending step as a request finds it: the waiting sign-in and the `_mfa` cookie's step.
pub(crate) struct Step {
    pub(crate) s: SignIn,
    pub(crate) c: MfaCookie<Pending>,
}

/// What a page of the second step answers when it cannot go on.
pub(crate) enum Gone {
    /// No live waiting sign-in (`_interaction`).
    SignIn,
    /// The waiting sign-in is there, its second step is not (no `_mfa` cookie, a tampered or
    /// expired one, or one of another sign-in).
    Step,
}

impl Gone {
    pub(crate) fn page(&self) -> Response<Body> {
        match self {
            Gone::SignIn => super::expired(),
            Gone::Step => html(
                StatusCode::BAD_REQUEST,
                document(
                    "Sign in again",
                    "<p>The time to finish signing in ran out (10 minutes), or this page \
                     belongs to another sign-in. Nothing was changed.</p>\
                     <nav class=\"links\"><a href=\"/sign-in\">Sign in again</a></nav>",
                ),
            ),
        }
    }
}

/// The step in the browser's cookies, in the request's transaction.
pub(crate) fn find(
    tx: &Tx,
    app: &App,
    browser: &Browser,
    headers: &HeaderMap,
) -> Result<std::result::Result<Step, Gone>> {
    let Some(s) = SignIn::find(tx, browser.uid.as_deref())? else {
        return Ok(Err(Gone::SignIn));
    };
    let opened = cookie(headers, MFA_COOKIE)
        .and_then(|v| mfa_cookie::open::<Pending>(&app.csrf_secret, &v, &s.uid, tx.now_ms()));
    Ok(match opened {
        Some(c) => Ok(Step { s, c }),
        None => Err(Gone::Step),
    })
}

/// The identifier a pending step's posts are counted under by the rate limits, read from the
/// cookie before any transaction (`None`: not a genuine step; the post is refused anyway).
pub(crate) fn identifier_of(app: &App, headers: &HeaderMap) -> Option<String> {
    let v = cookie(headers, MFA_COOKIE)?;
    crate::token::mfa_cookie::peek::<Pending>(&app.csrf_secret, &v)
        .map(|c| c.pending.identifier_value)
}

/// Reads a post of a pending step's page: its form (with the token of `form`), then counts it
/// as sign-in posts are counted, under the identifier the user signed in with; or the answer
/// instead (the form's error, the step's page, 429). Runs before any transaction.
pub(crate) async fn read_post(
    app: &App,
    browser: &Browser,
    peer: Option<&Peer>,
    headers: &HeaderMap,
    body: Body,
    form: &'static str,
) -> std::result::Result<Form, Response<Body>> {
    let form = read_form(app, browser, body, |_| form).await?;
    let Some(ident) = identifier_of(app, headers) else {
        return Err(Gone::Step.page());
    };
    let ip = crate::http::peer_ip(peer);
    app.limits
        .check(Route::SignIn, ip, Some(&ident))
        .map_err(limited)?;
    Ok(form)
}

/// What a page's read transaction found, or the answer instead (an error page when the
/// store failed).
// The error is the answer itself, handed straight back to the router (as `read_post`'s):
// boxing it would only be undone in every handler.
#[allow(clippy::result_large_err)]
pub(crate) fn read_page<T>(
    app: &App,
    f: impl FnOnce(&mut Tx) -> Result<std::result::Result<T, Response<Body>>>,
) -> std::result::Result<T, Response<Body>> {
    match app.pool.read_now(f) {
        Err(e) => Err(PageError(e).into_response()),
        Ok(o) => o.value,
    }
}

/// What a post's write transaction did, or the answer instead ([`refused`] for an error).
// The error is the answer itself, handed straight back to the router (as `read_post`'s):
// boxing it would only be undone in every handler.
#[allow(clippy::result_large_err)]
pub(crate) fn write_page<T>(
    app: &App,
    f: impl FnOnce(&mut Tx) -> Result<std::result::Result<T, Response<Body>>>,
) -> std::result::Result<T, Response<Body>> {
    write(app, f).unwrap_or_else(|e| Err(refused(e)))
}

/// `Set-Cookie` for `_mfa` (`None`: clears it). It lives as long as its step.
pub(crate) fn set_mfa(
    res: &mut Response<Body>,
    app: &App,
    c: Option<&MfaCookie<Pending>>,
    secure: bool,
) {
    let value = match c.map(|c| mfa_cookie::seal(&app.csrf_secret, c)) {
        Some(Ok(v)) => format!(
            "{MFA_COOKIE}={v}; HttpOnly; SameSite=Lax; Path=/; Max-Age={}",
            mfa_cookie::TTL_MS / 1000
        ),
        _ => format!("{MFA_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0"),
    };
    let value = if secure { value + "; Secure" } else { value };
    if let Ok(v) = HeaderValue::from_str(&value) {
        res.headers_mut().append(header::SET_COOKIE, v);
    }
}

/// Where the step of `next` continues, with its cookie; `None` for `Done`.
pub(crate) fn start(
    uid: &str,
    next: Next,
    now_ms: i64,
) -> Option<(&'static str, MfaCookie<Pending>)> {
    let (path, pending) = match next {
        Next::Done(_) => return None,
        Next::Verify { pending, factors } => (first_page(&factors), pending),
        Next::Enrol { pending } | Next::Onboard { pending } => (ONBOARDING, pending),
    };
    Some((path, MfaCookie::new(uid, pending, now_ms)))
}

/// The page a user with `factors` verifies one on first: TOTP, else a passkey.
pub(crate) fn first_page(factors: &[Factor]) -> &'static str {
    if factors.contains(&Factor::Totp) {
        VERIFY_TOTP
    } else if factors.contains(&Factor::WebAuthn) {
        VERIFY_PASSKEY
    } else {
        VERIFY_BACKUP_CODE
    }
}

/// A 303 to `location` that sets (or clears) `_mfa` and, when one was opened, the session.
pub(crate) fn go(
    app: &App,
    location: &str,
    c: Option<&MfaCookie<Pending>>,
    session: Option<&str>,
    secure: bool,
) -> Response<Body> {
    let mut res = super::see_other(location, session.map(|s| (s, secure)));
    set_mfa(&mut res, app, c, secure);
    res
}

/// Does the store's issuer use https (cookies get `Secure`)?
pub(crate) fn secure(tx: &Tx) -> Result<bool> {
    Ok(crate::ops::config::issuer(tx)?.starts_with("https:"))
}

/// The answer to an error of a second step's operation that the form cannot show: the pending
/// sign-in ran out or its user is gone (the step's page), a suspended user (403), otherwise a
/// server error.
pub(crate) fn refused(e: Error) -> Response<Body> {
    let code = e.detail().code;
    if code == Code::SessionNotFound {
        return Gone::Step.page();
    }
    if code == Code::SessionVerificationFailed {
        return message_page(
            StatusCode::FORBIDDEN,
            "You cannot sign in",
            "This account cannot sign in.",
        );
    }
    // Another refusal of the operation (a factor added meanwhile, say): its status and message.
    match StatusCode::from_u16(e.http_status()) {
        Ok(status) if status.is_client_error() => message_page(
            status,
            "This cannot be done",
            &format!(
                "{} Go back, reload the page and try again.",
                super::sentence(&e.detail().message)
            ),
        ),
        _ => axum::response::IntoResponse::into_response(super::PageError(e)),
    }
}

/// A finished sign-in: its session's cookie and where the browser goes.
pub(crate) struct Finished {
    pub(crate) location: String,
    pub(crate) session: String,
    pub(crate) secure: bool,
}

/// Opens the session of a sign-in finished with the methods `amr`, in its transaction.
pub(crate) fn open_session(
    tx: &mut Tx,
    s: &SignIn,
    session: String,
    user_id: &str,
    amr: &[String],
) -> Result<Finished> {
    crate::ops::signin::open_session_as(tx, &session, user_id, amr)?;
    Ok(Finished {
        location: s.resume_url(tx)?,
        session,
        secure: secure(tx)?,
    })
}

/// The 303 back to the app after a finished sign-in: the session's cookie set, `_mfa` cleared.
pub(crate) fn resume(app: &App, f: &Finished) -> Response<Body> {
    go(app, &f.location, None, Some(&f.session), f.secure)
}

/// The links to the other factors a user has, besides the page's own.
pub(crate) fn other_factors(factors: &[Factor], here: &str) -> String {
    let mut links = String::new();
    for (factor, path, text) in [
        (Factor::Totp, VERIFY_TOTP, "Use your authenticator app"),
        (Factor::BackupCode, VERIFY_BACKUP_CODE, "Use a backup code"),
        (Factor::WebAuthn, VERIFY_PASSKEY, "Use a passkey"),
    ] {
        if path != here && factors.contains(&factor) {
            links.push_str(&format!(r#"<a href="{path}">{}</a>"#, escape(text)));
        }
    }
    if links.is_empty() {
        String::new()
    } else {
        format!(r#"<nav class="links">{links}</nav>"#)
    }
}
