//! Adding a second factor during a sign-in: `/mfa-onboarding` (choose one; "Skip for now"
//! only under `mfa.policy = optional`), `/mfa-binding/totp` (a QR code and the secret as text,
//! confirmed by a first code) and `/mfa-binding/backup-codes` (10 codes shown once, then the
//! sign-in finishes).
//!
//! Only a sign-in whose user has no factor yet may add one here: a user who has one verifies
//! it instead (otherwise a password alone could add a factor and pass the second step). A
//! wrong first code is refused without counting toward the lockout: the password was right,
//! and nothing is being guessed.

use super::{
    BIND_BACKUP_CODES, BIND_PASSKEY, BIND_TOTP, ONBOARDING, Step, find, first_page, go,
    open_session, read_page, read_post, refused, resume, secure, write_page,
};
use crate::error::Result;
use crate::http::pages::{Browser, Errors, Input, document, escape, html, write};
use crate::http::{App, Peer};
use crate::ops::experience::{self, Verdict};
use crate::ops::mfa::{self, Factor, Policy};
use crate::ops::signin;
use crate::store::Tx;
use axum::Extension;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, Response, StatusCode};
use std::fmt::Write as _;

const FORM_SKIP: &str = "mfa-onboarding";
const FORM_TOTP: &str = "mfa-binding-totp";
const FORM_CODES: &str = "mfa-binding-backup-codes";

/// Where a step that may not add a factor goes instead: after a factor was bound in this
/// sign-in, to its backup codes; for a user who has one, to verify it. `None`: it may.
fn elsewhere(tx: &Tx, step: &Step) -> Result<Option<&'static str>> {
    if step.c.bound.is_some() {
        return Ok(Some(BIND_BACKUP_CODES));
    }
    let factors = mfa::factors(tx, &step.c.pending.user_id)?;
    Ok((!factors.is_empty()).then(|| first_page(&factors)))
}

/// The browser's step, or the answer that replaces the page: gone, or elsewhere (303).
pub(super) fn step_for_binding(
    tx: &Tx,
    app: &App,
    browser: &Browser,
    headers: &HeaderMap,
) -> Result<std::result::Result<Step, Response<Body>>> {
    let step = match find(tx, app, browser, headers)? {
        Ok(s) => s,
        Err(g) => return Ok(Err(g.page())),
    };
    if let Some(path) = elsewhere(tx, &step)? {
        return Ok(Err(crate::http::browser::see_other(path)));
    }
    Ok(Ok(step))
}

// --- /mfa-onboarding ---

fn onboarding_page(app: &App, step: &Step, policy: Policy) -> String {
    let mut c = String::new();
    if policy == Policy::Required {
        c.push_str(
            "<p>This service asks for a second step when you sign in. Set one up to continue: \
             after your password you will confirm it is you with it.</p>",
        );
    } else {
        c.push_str(
            "<p>Protect your account with a second step after your password: even someone \
             who learns your password cannot sign in without it.</p>",
        );
    }
    c.push_str(&format!(
        r#"<nav class="links choices"><a href="{BIND_TOTP}"><strong>Authenticator app</strong><span class="hint">A 6-digit code from an app such as Google Authenticator, 1Password or Authy</span></a><a href="{BIND_PASSKEY}"><strong>Passkey</strong><span class="hint">Your device's fingerprint, face or screen lock, or a security key</span></a></nav>"#
    ));
    if policy == Policy::Optional {
        let _ = write!(
            c,
            r#"<form method="post" action="{ONBOARDING}">{}<button type="submit" class="secondary">Skip for now</button></form>"#,
            step.s.csrf_field(app, FORM_SKIP)
        );
    }
    document("Add a second step to your sign-in", &c)
}

pub(crate) async fn show_onboarding(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    let found = read_page(&app, |tx| {
        Ok(match step_for_binding(tx, &app, &browser, &headers)? {
            Ok(step) => Ok((step, mfa::policy(tx)?)),
            Err(res) => Err(res),
        })
    });
    match found {
        Err(res) => res,
        Ok((step, policy)) => html(StatusCode::OK, onboarding_page(&app, &step, policy)),
    }
}

/// "Skip for now": only under `optional` (the operation refuses otherwise); the user is not
/// offered a factor again, and the sign-in finishes with the password alone.
pub(crate) async fn skip(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    // Like the step's other posts: a genuine step cookie and the sign-in rate limits, before
    // any transaction.
    if let Err(res) = read_post(&app, &browser, peer.as_deref(), &headers, body, FORM_SKIP).await {
        return res;
    }
    let session = signin::new_session_cookie();
    let outcome = write(&app, |tx| {
        let step = match step_for_binding(tx, &app, &browser, &headers)? {
            Ok(s) => s,
            Err(res) => return Ok(Err(res)),
        };
        tx.set_caller(browser.caller(signin::session_id(&session), &step.s));
        let user = experience::skip(tx, &step.c.pending)?;
        Ok(Ok(open_session(
            tx,
            &step.s,
            session.clone(),
            &user.id,
            &step.c.pending.amr,
        )?))
    });
    match outcome {
        Ok(Ok(f)) => resume(&app, &f),
        Ok(Err(res)) => res,
        Err(e) if e.detail().code == crate::error::Code::SessionMfaRequireMfaVerification => {
            crate::http::pages::message_page(
                StatusCode::FORBIDDEN,
                "A second step is required",
                "This service asks everyone for a second step when they sign in: it cannot be \
                 skipped. Go back and set one up.",
            )
        }
        Err(e) => refused(e),
    }
}

// --- /mfa-binding/totp ---

/// The secret as it is read out or typed: groups of four.
fn grouped(secret: &str) -> String {
    let chars: Vec<char> = secret.chars().collect();
    chars
        .chunks(4)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The QR code's SVG element, for the page itself (without the XML declaration of the
/// document form), labelled for assistive technology.
fn inline_svg(svg: &str) -> String {
    let from = svg.find("<svg").unwrap_or(0);
    let element = &svg[from..];
    element.replacen(
        "<svg",
        r#"<svg role="img" aria-label="QR code of the secret for your authenticator app""#,
        1,
    )
}

struct TotpView {
    secret: String,
    uri: String,
    errors: Errors,
}

fn totp_page(app: &App, step: &Step, v: &TotpView) -> String {
    let mut c = v.errors.summary();
    c.push_str(
        "<ol class=\"steps\"><li>Scan this QR code with your authenticator app (such as Google \
         Authenticator, 1Password or Authy).</li></ol>",
    );
    let _ = write!(
        c,
        r#"<div class="qr">{}</div>"#,
        inline_svg(&mfa::qr_svg(&v.uri))
    );
    let _ = write!(
        c,
        r#"<p>Cannot scan it? Add the account by hand with this key (time-based, 6 digits):</p><p class="secret"><code id="secret">{}</code></p>"#,
        escape(&grouped(&v.secret))
    );
    c.push_str(
        "<ol class=\"steps\" start=\"2\"><li>Enter the 6-digit code the app shows.</li></ol>",
    );
    let _ = write!(c, r#"<form method="post" action="{BIND_TOTP}">"#);
    c.push_str(&step.s.csrf_field(app, FORM_TOTP));
    c.push_str(
        &Input::new("code", "6-digit code", "text", "one-time-code")
            .error(v.errors.of("code"))
            .extra(
                r#" inputmode="numeric" pattern="[0-9 ]*" maxlength="7" autocapitalize="none" spellcheck="false""#,
            )
            .html(),
    );
    c.push_str(r#"<button type="submit">Turn on</button></form>"#);
    let _ = write!(
        c,
        r#"<nav class="links"><a href="{BIND_PASSKEY}">Use a passkey instead</a><a href="{ONBOARDING}">Back</a></nav>"#
    );
    document("Set up your authenticator app", &c)
}

pub(crate) async fn show_totp(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    let found = read_page(&app, |tx| {
        let mut step = match step_for_binding(tx, &app, &browser, &headers)? {
            Ok(s) => s,
            Err(res) => return Ok(Err(res)),
        };
        // The secret is chosen once a step: a reload shows the same one.
        let new = step.c.totp_secret.is_none();
        let secret = step
            .c
            .totp_secret
            .get_or_insert_with(mfa::new_totp_secret)
            .clone();
        let user = crate::ops::users::resolve(tx, &step.c.pending.user_id)?;
        let uri = mfa::otpauth_uri(tx, &user, &secret)?;
        Ok(Ok((step, new, secret, uri, secure(tx)?)))
    });
    match found {
        Err(res) => res,
        Ok((step, new, secret, uri, secure)) => {
            let view = TotpView {
                secret,
                uri,
                errors: Errors::default(),
            };
            let mut res = html(StatusCode::OK, totp_page(&app, &step, &view));
            if new {
                super::set_mfa(&mut res, &app, Some(&step.c), secure);
            }
            res
        }
    }
}

enum Bound {
    Refused(Step, TotpView),
    Done(Step, bool),
}

pub(crate) async fn submit_totp(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    let form = match read_post(&app, &browser, peer.as_deref(), &headers, body, FORM_TOTP).await {
        Ok(f) => f,
        Err(res) => return res,
    };
    let code: String = form
        .get("code")
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let outcome = write_page(&app, |tx| {
        let mut step = match step_for_binding(tx, &app, &browser, &headers)? {
            Ok(s) => s,
            Err(res) => return Ok(Err(res)),
        };
        // No secret: the page was not shown in this step; show it.
        let Some(secret) = step.c.totp_secret.clone() else {
            return Ok(Err(crate::http::browser::see_other(BIND_TOTP)));
        };
        let user = crate::ops::users::resolve(tx, &step.c.pending.user_id)?;
        let uri = mfa::otpauth_uri(tx, &user, &secret)?;
        let mut view = TotpView {
            secret: secret.clone(),
            uri,
            errors: Errors::default(),
        };
        if code.is_empty() {
            view.errors.add(
                "code",
                "Enter the 6-digit code from your authenticator app.",
            );
            return Ok(Ok(Bound::Refused(step, view)));
        }
        tx.set_caller(browser.caller(step.s.uid.clone(), &step.s));
        match mfa::bind_totp(tx, &user.id, &secret, &code)? {
            Verdict::Ok(_) => {
                step.c.totp_secret = None;
                step.c.bound = Some(vec!["otp".to_string()]);
                Ok(Ok(Bound::Done(step, secure(tx)?)))
            }
            Verdict::Refused(_) | Verdict::Locked(_) => {
                view.errors.add(
                    "code",
                    "That code is not right. Check that the app added the key above and that \
                     this device's clock is right, then enter the code it shows now.",
                );
                Ok(Ok(Bound::Refused(step, view)))
            }
        }
    });
    match outcome {
        Err(res) => res,
        Ok(Bound::Refused(step, view)) => html(
            StatusCode::UNPROCESSABLE_ENTITY,
            totp_page(&app, &step, &view),
        ),
        Ok(Bound::Done(step, secure)) => go(&app, BIND_BACKUP_CODES, Some(&step.c), None, secure),
    }
}

// --- /mfa-binding/backup-codes ---

fn codes_page(app: &App, step: &Step, codes: Option<&[String]>) -> String {
    let mut c = String::new();
    match codes {
        Some(codes) => {
            c.push_str(
                "<p>If you lose your phone or passkey, a backup code lets you sign in: each \
                 works once. Save them now in a password manager, or print them and keep them \
                 somewhere safe. <strong>They are shown only this once.</strong></p>",
            );
            c.push_str(r#"<ul class="codes" aria-label="Backup codes">"#);
            for code in codes {
                let _ = write!(c, "<li><code>{}</code></li>", escape(code));
            }
            c.push_str("</ul>");
        }
        None => c.push_str(
            "<p>Your backup codes were shown once already and cannot be shown again. If you \
             did not save them, an administrator can make new ones for you.</p>",
        ),
    }
    let _ = write!(
        c,
        r#"<form method="post" action="{BIND_BACKUP_CODES}">{}<button type="submit">Continue</button></form>"#,
        step.s.csrf_field(app, FORM_CODES)
    );
    document("Save your backup codes", &c)
}

/// The step, when a factor was bound in it (otherwise to the onboarding page).
fn bound_step(
    tx: &Tx,
    app: &App,
    browser: &Browser,
    headers: &HeaderMap,
) -> Result<std::result::Result<Step, Response<Body>>> {
    let step = match find(tx, app, browser, headers)? {
        Ok(s) => s,
        Err(g) => return Ok(Err(g.page())),
    };
    if step.c.bound.is_none() {
        return Ok(Err(crate::http::browser::see_other(super::ONBOARDING)));
    }
    Ok(Ok(step))
}

/// Shows the backup codes, made here once: when the user has none yet and this step did not
/// show them. A reload shows neither new codes nor the same ones again.
pub(crate) async fn show_codes(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    // Read first: only a step that still has its codes to make takes the writer's turn (a
    // visitor without the step's cookies, or a reload, never does).
    let read = read_page(&app, |tx| {
        let step = match bound_step(tx, &app, &browser, &headers)? {
            Ok(s) => s,
            Err(res) => return Ok(Err(res)),
        };
        let make = !step.c.codes_shown
            && !mfa::factors(tx, &step.c.pending.user_id)?.contains(&Factor::BackupCode);
        Ok(Ok((step, make)))
    });
    match read {
        Err(res) => return res,
        Ok((step, false)) => return html(StatusCode::OK, codes_page(&app, &step, None)),
        Ok((_, true)) => {}
    }
    let outcome = write_page(&app, |tx| {
        let mut step = match bound_step(tx, &app, &browser, &headers)? {
            Ok(s) => s,
            Err(res) => return Ok(Err(res)),
        };
        let held = mfa::factors(tx, &step.c.pending.user_id)?;
        let codes = if step.c.codes_shown || held.contains(&Factor::BackupCode) {
            None
        } else {
            tx.set_caller(browser.caller(step.s.uid.clone(), &step.s));
            let codes = mfa::add_backup_codes_in_sign_in(tx, &step.c.pending.user_id)?;
            step.c.codes_shown = true;
            Some(codes)
        };
        Ok(Ok((step, codes, secure(tx)?)))
    });
    match outcome {
        Err(res) => res,
        Ok((step, codes, secure)) => {
            let mut res = html(StatusCode::OK, codes_page(&app, &step, codes.as_deref()));
            if codes.is_some() {
                super::set_mfa(&mut res, &app, Some(&step.c), secure);
            }
            res
        }
    }
}

/// "Continue": finishes the sign-in with the factor bound in this step, opens the session
/// and resumes the authorization.
pub(crate) async fn finish(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    // Like the step's other posts: a genuine step cookie and the sign-in rate limits, before
    // any transaction.
    if let Err(res) = read_post(&app, &browser, peer.as_deref(), &headers, body, FORM_CODES).await {
        return res;
    }
    let session = signin::new_session_cookie();
    let outcome = write_page(&app, |tx| {
        let step = match bound_step(tx, &app, &browser, &headers)? {
            Ok(s) => s,
            Err(res) => return Ok(Err(res)),
        };
        let mut amr = step.c.pending.amr.clone();
        for method in step
            .c
            .bound
            .iter()
            .flatten()
            .map(String::as_str)
            .chain(["mfa"])
        {
            if !amr.iter().any(|a| a == method) {
                amr.push(method.to_string());
            }
        }
        tx.set_caller(browser.caller(signin::session_id(&session), &step.s));
        let user = experience::finish(tx, &step.c.pending, &amr)?;
        Ok(Ok(open_session(
            tx,
            &step.s,
            session.clone(),
            &user.id,
            &amr,
        )?))
    });
    match outcome {
        Ok(f) => resume(&app, &f),
        Err(res) => res,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_reads_in_groups_of_four() {
        assert_eq!(grouped("JBSWY3DPEHPK3PXP"), "JBSW Y3DP EHPK 3PXP");
        assert_eq!(grouped("ABCDEF"), "ABCD EF");
        assert_eq!(grouped(""), "");
    }

    #[test]
    fn the_qr_code_is_an_inline_labelled_svg_element() {
        let svg = inline_svg(&mfa::qr_svg("otpauth://totp/x:y?secret=JBSWY3DPEHPK3PXP"));
        assert!(svg.starts_with(r#"<svg role="img" aria-label="#), "{svg}");
        assert!(!svg.contains("<?xml"));
        assert!(svg.contains("</svg>"));
    }
}
