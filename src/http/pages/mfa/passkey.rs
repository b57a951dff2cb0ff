//! `/mfa-binding/passkey` and `/mfa-verification/passkey`: a passkey (WebAuthn) as the second
//! step of a sign-in. These two pages run one small script, `/static/webauthn.js`, served by
//! idctl: it hands the options the page carries (JSON in a `<script type="application/json">`
//! data block) to `navigator.credentials.create()` or `.get()`, and posts the browser's answer
//! in the page's form, with the form's token. Their Content-Security-Policy allows that script
//! and nothing else (`script-src 'self'`); every other page runs none. Without JavaScript the
//! page says a passkey needs it and links the user's other factors.
//!
//! The challenge rides in the `_mfa` cookie (signed, bound to the waiting sign-in), one per
//! page shown: the post is verified against the challenge of the page it came from. A passkey
//! that does not verify at sign-in counts toward the identifier's lockout as a wrong code
//! does; one refused at registration does not.

use super::{
    BIND_BACKUP_CODES, BIND_PASSKEY, ONBOARDING, Step, VERIFY_PASSKEY, find, go, open_session,
    other_factors, read_page, read_post, resume, secure, write_page,
};
use crate::http::pages::{Browser, Errors, document, escape, html, locked_message, locked_status};
use crate::http::{App, Peer};
use crate::ops::experience::Verdict;
use crate::ops::mfa::{self, Factor};
use crate::ops::signin;
use crate::webauthn;
use axum::Extension;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Response, StatusCode, header};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// Where the script is served.
pub(crate) const SCRIPT_PATH: &str = "/static/webauthn.js";
const SCRIPT: &str = include_str!("../webauthn.js");

const FORM_BIND: &str = "mfa-binding-passkey";
const FORM_VERIFY: &str = "mfa-verification-passkey";

/// The policy of the two passkey pages: the pages' own, plus their one script.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; \
                   frame-ancestors 'none'; base-uri 'none'";

/// The ceremony under way, in the `_mfa` cookie's `webauthn`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Ceremony {
    /// `create` (registration) or `get` (sign-in)
    ceremony: String,
    /// base64url, 32 random bytes
    challenge: String,
}

fn ceremony_of(step: &Step, kind: &str) -> Option<String> {
    let c: Ceremony = serde_json::from_value(step.c.webauthn.clone()?).ok()?;
    (c.ceremony == kind).then_some(c.challenge)
}

/// A new challenge for `kind`, kept in the step's cookie.
fn new_ceremony(step: &mut Step, kind: &str) -> String {
    let challenge = webauthn::new_challenge();
    step.c.webauthn = serde_json::to_value(Ceremony {
        ceremony: kind.to_string(),
        challenge: challenge.clone(),
    })
    .ok();
    challenge
}

/// GET /static/webauthn.js
pub(crate) async fn script() -> Response<Body> {
    let mut res = Response::new(Body::from(SCRIPT));
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/javascript; charset=utf-8"),
    );
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    res
}

/// An HTML answer of a passkey page: the pages' headers, with the policy that lets the script
/// run.
fn passkey_html(status: StatusCode, page: String) -> Response<Body> {
    let mut res = html(status, page);
    res.headers_mut().insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    res
}

/// A passkey page with the challenge it was shown with (in the `_mfa` cookie).
fn answer(
    app: &App,
    status: StatusCode,
    step: &Step,
    view: &View<'_>,
    secure: bool,
) -> Response<Body> {
    let mut res = passkey_html(status, page(app, step, view));
    super::set_mfa(&mut res, app, Some(&step.c), secure);
    res
}

/// JSON for a `<script type="application/json">` block: `<`, `>` and `&` escaped, so that no
/// value (a user's name) can close the block.
fn json_block(value: &serde_json::Value) -> String {
    value
        .to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

struct View<'a> {
    ceremony: &'a str,
    path: &'static str,
    form: &'static str,
    title: &'static str,
    intro: &'static str,
    button: &'static str,
    options: serde_json::Value,
    errors: Errors,
    /// The other ways on, HTML (links).
    others: String,
}

fn page(app: &App, step: &Step, v: &View<'_>) -> String {
    let mut c = v.errors.summary();
    if let Some(name) = &step.s.app_name {
        let _ = write!(c, r#"<p class="hint">Signing in to {}</p>"#, escape(name));
    }
    let _ = write!(c, "<p>{}</p>", escape(v.intro));
    let _ = write!(
        c,
        r#"<p id="webauthn-nojs" class="summary" role="alert">A passkey needs JavaScript, which is off in this browser. Turn it on and reload this page, or use another way below.</p>"#
    );
    let _ = write!(
        c,
        r#"<script type="application/json" id="webauthn-options">{}</script>"#,
        json_block(&v.options)
    );
    let _ = write!(
        c,
        r#"<form method="post" action="{}" id="webauthn-form" data-ceremony="{}">{}<input type="hidden" name="credential" value=""><button type="button" id="webauthn-start" hidden>{}</button><p id="webauthn-status" class="hint" role="status"></p></form>"#,
        v.path,
        v.ceremony,
        step.s.csrf_field(app, v.form),
        escape(v.button),
    );
    c.push_str(&v.others);
    let _ = write!(c, r#"<script src="{SCRIPT_PATH}" defer></script>"#);
    document(&escape(v.title), &c)
}

// --- /mfa-binding/passkey ---

fn bind_view(options: serde_json::Value, errors: Errors) -> View<'static> {
    View {
        ceremony: "create",
        path: BIND_PASSKEY,
        form: FORM_BIND,
        title: "Set up a passkey",
        intro: "A passkey is your device's fingerprint, face or screen lock, or a security key. \
                After your password, you will confirm it is you with it.",
        button: "Create a passkey",
        options,
        errors,
        others: format!(
            r#"<nav class="links"><a href="{}">Use an authenticator app instead</a><a href="{ONBOARDING}">Back</a></nav>"#,
            super::BIND_TOTP
        ),
    }
}

pub(crate) async fn show_bind(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    let found = read_page(&app, |tx| {
        let mut step = match super::bind::step_for_binding(tx, &app, &browser, &headers)? {
            Ok(s) => s,
            Err(res) => return Ok(Err(res)),
        };
        let challenge = new_ceremony(&mut step, "create");
        let options = mfa::passkey_registration_options(tx, &step.c.pending.user_id, &challenge)?;
        Ok(Ok((step, options, secure(tx)?)))
    });
    match found {
        Err(res) => res,
        Ok((step, options, secure)) => answer(
            &app,
            StatusCode::OK,
            &step,
            &bind_view(options, Errors::default()),
            secure,
        ),
    }
}

enum Bound {
    /// Refused: the page again, with a new challenge.
    Refused(Step, serde_json::Value, Errors, bool),
    Done(Step, bool),
}

pub(crate) async fn submit_bind(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    let form = match read_post(&app, &browser, peer.as_deref(), &headers, body, FORM_BIND).await {
        Ok(f) => f,
        Err(res) => return res,
    };
    let credential = form.get("credential").to_string();
    let outcome = write_page(&app, |tx| {
        let mut step = match super::bind::step_for_binding(tx, &app, &browser, &headers)? {
            Ok(s) => s,
            Err(res) => return Ok(Err(res)),
        };
        // No challenge: the page was not shown in this step; show it.
        let Some(challenge) = ceremony_of(&step, "create") else {
            return Ok(Err(crate::http::browser::see_other(BIND_PASSKEY)));
        };
        let mut errors = Errors::default();
        let refusal = if credential.is_empty() {
            Some(
                "No passkey was created. Select \"Create a passkey\" and follow your browser."
                    .to_string(),
            )
        } else {
            tx.set_caller(browser.caller(step.s.uid.clone(), &step.s));
            let user_id = step.c.pending.user_id.clone();
            match mfa::bind_webauthn(
                tx,
                &user_id,
                &challenge,
                credential.as_bytes(),
                &browser.user_agent,
            )? {
                Ok(_) => None,
                Err(why) => Some(format!(
                    "The passkey could not be set up: {}",
                    crate::http::pages::sentence(&why.0)
                )),
            }
        };
        match refusal {
            None => {
                step.c.webauthn = None;
                step.c.bound = Some(vec!["hwk".to_string()]);
                Ok(Ok(Bound::Done(step, secure(tx)?)))
            }
            Some(message) => {
                errors.add("webauthn-start", message);
                let challenge = new_ceremony(&mut step, "create");
                let options =
                    mfa::passkey_registration_options(tx, &step.c.pending.user_id, &challenge)?;
                Ok(Ok(Bound::Refused(step, options, errors, secure(tx)?)))
            }
        }
    });
    match outcome {
        Err(res) => res,
        Ok(Bound::Refused(step, options, errors, secure)) => answer(
            &app,
            StatusCode::UNPROCESSABLE_ENTITY,
            &step,
            &bind_view(options, errors),
            secure,
        ),
        Ok(Bound::Done(step, secure)) => go(&app, BIND_BACKUP_CODES, Some(&step.c), None, secure),
    }
}

// --- /mfa-verification/passkey ---

fn verify_view(options: serde_json::Value, factors: &[Factor], errors: Errors) -> View<'static> {
    View {
        ceremony: "get",
        path: VERIFY_PASSKEY,
        form: FORM_VERIFY,
        title: "Use your passkey",
        intro: "Confirm it is you with the passkey you set up for this account: your device's \
                fingerprint, face or screen lock, or your security key.",
        button: "Use a passkey",
        options,
        errors,
        others: other_factors(factors, VERIFY_PASSKEY),
    }
}

/// A step whose user has a passkey and the user's factors, or the answer instead.
type Verifying = std::result::Result<(Step, Vec<Factor>), Response<Body>>;

/// The step, when its user has a passkey (otherwise to the first page of the factors it has).
fn verifying(
    tx: &crate::store::Tx,
    app: &App,
    browser: &Browser,
    headers: &HeaderMap,
) -> crate::error::Result<Verifying> {
    let step = match find(tx, app, browser, headers)? {
        Ok(s) => s,
        Err(g) => return Ok(Err(g.page())),
    };
    let factors = mfa::factors(tx, &step.c.pending.user_id)?;
    if !factors.contains(&Factor::WebAuthn) {
        let to = if factors.is_empty() {
            ONBOARDING
        } else {
            super::first_page(&factors)
        };
        return Ok(Err(crate::http::browser::see_other(to)));
    }
    Ok(Ok((step, factors)))
}

pub(crate) async fn show_verify(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    let found = read_page(&app, |tx| {
        let (mut step, factors) = match verifying(tx, &app, &browser, &headers)? {
            Ok(s) => s,
            Err(res) => return Ok(Err(res)),
        };
        let challenge = new_ceremony(&mut step, "get");
        let options = mfa::passkey_authentication_options(tx, &step.c.pending, &challenge)?;
        Ok(Ok((step, factors, options, secure(tx)?)))
    });
    match found {
        Err(res) => res,
        Ok((step, factors, options, secure)) => answer(
            &app,
            StatusCode::OK,
            &step,
            &verify_view(options, &factors, Errors::default()),
            secure,
        ),
    }
}

/// A refused passkey: the page again, with a new challenge (and the lockout's end and now).
struct Refusal {
    step: Step,
    factors: Vec<Factor>,
    options: serde_json::Value,
    errors: Errors,
    secure: bool,
    locked: Option<(i64, i64)>,
}

enum Outcome {
    Refused(Box<Refusal>),
    Done(super::Finished),
}

pub(crate) async fn submit_verify(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    let form = match read_post(&app, &browser, peer.as_deref(), &headers, body, FORM_VERIFY).await {
        Ok(f) => f,
        Err(res) => return res,
    };
    let credential = form.get("credential").to_string();
    let session = signin::new_session_cookie();
    let outcome = write_page(&app, |tx| {
        let (mut step, factors) = match verifying(tx, &app, &browser, &headers)? {
            Ok(s) => s,
            Err(res) => return Ok(Err(res)),
        };
        let Some(challenge) = ceremony_of(&step, "get") else {
            return Ok(Err(crate::http::browser::see_other(VERIFY_PASSKEY)));
        };
        let mut errors = Errors::default();
        let mut locked = None;
        if credential.is_empty() {
            errors.add(
                "webauthn-start",
                "No passkey was used. Select \"Use a passkey\" and follow your browser.",
            );
        } else {
            tx.set_caller(browser.caller(signin::session_id(&session), &step.s));
            match mfa::verify_webauthn(tx, &step.c.pending, &challenge, credential.as_bytes())? {
                Verdict::Ok(done) => {
                    return Ok(Ok(Outcome::Done(open_session(
                        tx,
                        &step.s,
                        session.clone(),
                        &done.user.id,
                        &done.amr,
                    )?)));
                }
                Verdict::Refused(_) => errors.add(
                    "webauthn-start",
                    "That passkey was not accepted. Use the passkey you set up for this account.",
                ),
                Verdict::Locked(until) => {
                    let now = tx.now_ms();
                    errors.add("webauthn-start", locked_message(until, now));
                    locked = Some((until, now));
                }
            }
        }
        let challenge = new_ceremony(&mut step, "get");
        let options = mfa::passkey_authentication_options(tx, &step.c.pending, &challenge)?;
        Ok(Ok(Outcome::Refused(Box::new(Refusal {
            step,
            factors,
            options,
            errors,
            secure: secure(tx)?,
            locked,
        }))))
    });
    match outcome {
        Err(res) => res,
        Ok(Outcome::Done(f)) => resume(&app, &f),
        Ok(Outcome::Refused(r)) => {
            let Refusal {
                step,
                factors,
                options,
                errors,
                secure,
                locked,
            } = *r;
            let view = verify_view(options, &factors, errors);
            let status = if locked.is_some() {
                StatusCode::OK
            } else {
                StatusCode::UNPROCESSABLE_ENTITY
            };
            let res = answer(&app, status, &step, &view, secure);
            match locked {
                Some((until, now)) => locked_status(res, until, now),
                None => res,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_options_block_cannot_be_closed_by_a_value() {
        let v = serde_json::json!({"name": "</script><script>alert(1)</script>&"});
        let block = json_block(&v);
        assert!(!block.contains('<') && !block.contains('>') && !block.contains('&'));
        let back: serde_json::Value = serde_json::from_str(&block).unwrap();
        assert_eq!(back, v);
    }
}
