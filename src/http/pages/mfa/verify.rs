//! `GET`/`POST /mfa-verification/totp` and `/mfa-verification/backup-code`: the second step
//! of a sign-in with a factor the user has. A wrong code counts toward the lockout of the
//! identifier the user signed in with, as a wrong password does; the session is opened, and
//! the authorization resumed, only after a right one.

use super::{
    Finished, Gone, Step, VERIFY_BACKUP_CODE, VERIFY_TOTP, find, open_session, other_factors,
    read_page, read_post, refused, resume,
};
use crate::http::pages::{
    Browser, Errors, Input, document, escape, html, locked_message, locked_status, write,
};
use crate::http::{App, Peer};
use crate::ops::experience::{Pending, Verdict};
use crate::ops::mfa::{self, Completed, Factor};
use crate::ops::signin;
use crate::store::Tx;
use axum::Extension;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, Response, StatusCode};
use axum::routing::{MethodRouter, get};

/// One of the two code pages.
pub(crate) struct Kind {
    path: &'static str,
    form: &'static str,
    title: &'static str,
    intro: &'static str,
    label: &'static str,
    input: fn(&str, Option<&str>) -> String,
    empty: &'static str,
    wrong: &'static str,
    check: fn(&mut Tx, &Pending, &str) -> crate::error::Result<Verdict<Completed>>,
}

fn totp_input(label: &str, error: Option<&str>) -> String {
    Input::new("code", label, "text", "one-time-code")
        .error(error)
        .extra(
            r#" inputmode="numeric" pattern="[0-9 ]*" maxlength="7" autocapitalize="none" spellcheck="false" autofocus"#,
        )
        .html()
}

fn backup_input(label: &str, error: Option<&str>) -> String {
    Input::new("code", label, "text", "off")
        .error(error)
        .extra(r#" maxlength="64" autocapitalize="none" spellcheck="false" autofocus"#)
        .html()
}

pub(crate) const TOTP: Kind = Kind {
    path: VERIFY_TOTP,
    form: "mfa-verification-totp",
    title: "Enter your verification code",
    intro: "Open your authenticator app and enter the 6-digit code it shows for this account.",
    label: "6-digit code",
    input: totp_input,
    empty: "Enter the 6-digit code from your authenticator app.",
    wrong: "That code is not right, or was used already. Wait for the next code and try again.",
    check: mfa::verify_totp,
};

pub(crate) const BACKUP_CODE: Kind = Kind {
    path: VERIFY_BACKUP_CODE,
    form: "mfa-verification-backup-code",
    title: "Enter a backup code",
    intro: "Enter one of the backup codes you saved when you set up two-step verification. \
            Each code works once.",
    label: "Backup code",
    input: backup_input,
    empty: "Enter one of your backup codes.",
    wrong: "That backup code is not right, or was used already.",
    check: mfa::verify_backup_code,
};

fn page(
    app: &crate::http::App,
    k: &Kind,
    step: &Step,
    factors: &[Factor],
    errors: &Errors,
) -> String {
    let mut c = errors.summary();
    if let Some(name) = &step.s.app_name {
        c.push_str(&format!(
            r#"<p class="hint">Signing in to {}</p>"#,
            escape(name)
        ));
    }
    c.push_str(&format!("<p>{}</p>", escape(k.intro)));
    c.push_str(&format!(r#"<form method="post" action="{}">"#, k.path));
    c.push_str(&step.s.csrf_field(app, k.form));
    c.push_str(&(k.input)(k.label, errors.of("code")));
    c.push_str(r#"<button type="submit">Verify</button></form>"#);
    c.push_str(&other_factors(factors, k.path));
    document(&escape(k.title), &c)
}

async fn show(app: App, k: &'static Kind, browser: Browser, headers: HeaderMap) -> Response<Body> {
    let found = read_page(&app, |tx| {
        Ok(match find(tx, &app, &browser, &headers)? {
            Ok(step) => {
                let factors = mfa::factors(tx, &step.c.pending.user_id)?;
                Ok((step, factors))
            }
            Err(g) => Err(g.page()),
        })
    });
    match found {
        Err(res) => res,
        Ok((step, factors)) => html(
            StatusCode::OK,
            page(&app, k, &step, &factors, &Errors::default()),
        ),
    }
}

enum Outcome {
    Gone(Gone),
    Refused(Step, Vec<Factor>, Errors),
    Locked(Step, Vec<Factor>, Errors, i64, i64),
    Done(Finished),
}

async fn submit(
    app: App,
    k: &'static Kind,
    browser: Browser,
    peer: Option<&Peer>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    let form = match read_post(&app, &browser, peer, &headers, body, k.form).await {
        Ok(f) => f,
        Err(res) => return res,
    };
    let code: String = form
        .get("code")
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect();
    let session = signin::new_session_cookie();
    let outcome = write(&app, |tx| {
        let step = match find(tx, &app, &browser, &headers)? {
            Ok(s) => s,
            Err(g) => return Ok(Outcome::Gone(g)),
        };
        let factors = mfa::factors(tx, &step.c.pending.user_id)?;
        let mut errors = Errors::default();
        if code.is_empty() {
            errors.add("code", k.empty);
            return Ok(Outcome::Refused(step, factors, errors));
        }
        tx.set_caller(browser.caller(signin::session_id(&session), &step.s));
        match (k.check)(tx, &step.c.pending, &code)? {
            Verdict::Ok(done) => Ok(Outcome::Done(open_session(
                tx,
                &step.s,
                session.clone(),
                &done.user.id,
                &done.amr,
            )?)),
            Verdict::Refused(_) => {
                errors.add("code", k.wrong);
                Ok(Outcome::Refused(step, factors, errors))
            }
            Verdict::Locked(until) => {
                let now = tx.now_ms();
                errors.add("code", locked_message(until, now));
                Ok(Outcome::Locked(step, factors, errors, until, now))
            }
        }
    });
    match outcome {
        Err(e) => refused(e),
        Ok(Outcome::Gone(g)) => g.page(),
        Ok(Outcome::Refused(step, factors, errors)) => html(
            StatusCode::UNPROCESSABLE_ENTITY,
            page(&app, k, &step, &factors, &errors),
        ),
        Ok(Outcome::Locked(step, factors, errors, until, now)) => locked_status(
            html(StatusCode::OK, page(&app, k, &step, &factors, &errors)),
            until,
            now,
        ),
        Ok(Outcome::Done(f)) => resume(&app, &f),
    }
}

/// The routes of a code page: `GET` shows it, `POST` checks its code.
pub(crate) fn routes(k: &'static Kind) -> MethodRouter<App> {
    get(
        move |State(app): State<App>, peer: Option<Extension<Peer>>, headers: HeaderMap| async move {
            let browser = Browser::new(&headers, peer.as_deref());
            show(app, k, browser, headers).await
        },
    )
    .post(
        move |State(app): State<App>,
              peer: Option<Extension<Peer>>,
              headers: HeaderMap,
              body: Body| async move {
            let browser = Browser::new(&headers, peer.as_deref());
            submit(app, k, browser, peer.as_deref(), headers, body).await
        },
    )
}
