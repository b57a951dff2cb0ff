//! `GET`/`POST /forgot-password`: first an email or phone, to which a code is sent (through
//! the channel's connector when it has one, the page waiting a few seconds at most for the
//! first attempt; else into the local mailbox); then that code and a new password. Success
//! leads to the sign-in page with a notice.

use super::{
    Browser, Errors, Input, PageError, SignIn, document, escape, expired, html, identifier,
    limited, locked_message, locked_status, log_line, notice, read_form, see_other, sentence,
    write,
};
use crate::error::Error;
use crate::http::limit::Route;
use crate::http::{App, Peer};
use crate::ops::connectors::outbox::{self, SentCode};
use crate::ops::experience::{self, Identifier, Verdict};
use axum::Extension;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, Response, StatusCode};
use axum::response::IntoResponse;

const SEND: &str = "forgot-password:send";
const RESET: &str = "forgot-password:reset";

#[derive(Default)]
struct View {
    identifier: String,
    errors: Errors,
    notice: Option<String>,
}

fn title(s: &SignIn) -> String {
    escape(&s.title("Reset your password for", "Reset your password"))
}

fn links() -> &'static str {
    r#"<nav class="links"><a href="/sign-in">Back to sign in</a></nav>"#
}

/// Step 1: where to send the code.
fn send_page(app: &App, s: &SignIn, v: &View) -> String {
    let mut c = v.errors.summary();
    c.push_str(
        r#"<p>Enter the email address or phone number of your account. We will send you a code.</p>"#,
    );
    c.push_str(r#"<form method="post" action="/forgot-password">"#);
    c.push_str(&s.csrf_field(app, SEND));
    c.push_str(r#"<input type="hidden" name="step" value="send">"#);
    c.push_str(
        &Input::new("identifier", "Email or phone number", "text", "email")
            .value(&v.identifier)
            .error(v.errors.of("identifier"))
            .extra(r#" autocapitalize="none" spellcheck="false""#)
            .html(),
    );
    c.push_str(r#"<button type="submit">Send code</button></form>"#);
    c.push_str(links());
    document(&title(s), &c)
}

/// Step 2: the code and the new password.
fn reset_page(app: &App, s: &SignIn, v: &View) -> String {
    let mut c = String::new();
    if let Some(n) = &v.notice {
        c.push_str(&notice(n));
    }
    c.push_str(&v.errors.summary());
    c.push_str(r#"<form method="post" action="/forgot-password">"#);
    c.push_str(&s.csrf_field(app, RESET));
    c.push_str(r#"<input type="hidden" name="step" value="reset">"#);
    c.push_str(&format!(
        r#"<input type="hidden" name="identifier" value="{}">"#,
        escape(&v.identifier)
    ));
    c.push_str(
        &Input::new("code", "Verification code", "text", "one-time-code")
            .error(v.errors.of("code"))
            .extra(r#" inputmode="numeric" maxlength="6""#)
            .html(),
    );
    c.push_str(
        &Input::new("password", "New password", "password", "new-password")
            .error(v.errors.of("password"))
            .html(),
    );
    c.push_str(
        &Input::new(
            "confirm",
            "Confirm new password",
            "password",
            "new-password",
        )
        .error(v.errors.of("confirm"))
        .html(),
    );
    c.push_str(r#"<button type="submit">Reset password</button></form>"#);
    c.push_str(
        r#"<nav class="links"><a href="/forgot-password">Send a new code</a><a href="/sign-in">Back to sign in</a></nav>"#,
    );
    document(&title(s), &c)
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
            Some(s) => html(StatusCode::OK, send_page(&app, &s, &View::default())),
        },
    }
}

enum Outcome {
    Expired,
    /// Step 1 refused, or step 2 refused (`true`).
    Refused(SignIn, View, bool),
    Sent(SignIn, SentCode),
    Locked(SignIn, View, i64, i64),
    Reset,
}

/// An email or a phone (never a username: codes go to the one or the other).
fn contact(text: &str) -> Option<Identifier> {
    match identifier(text) {
        Identifier::Username(_) => None,
        other => Some(other),
    }
}

pub(super) async fn submit(
    State(app): State<App>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    let browser = Browser::new(&headers, peer.as_deref());
    let form = match read_form(&app, &browser, body, |f| {
        if f.get("step") == "reset" {
            RESET
        } else {
            SEND
        }
    })
    .await
    {
        Ok(f) => f,
        Err(res) => return res,
    };
    let reset = form.get("step") == "reset";
    let ident = form.get("identifier").trim().to_string();
    let code = form.get("code").trim().to_string();
    let password = form.get("password").to_string();
    let confirm = form.get("confirm");
    // Each code sent adds a code and a mailbox message: bounded per address and per recipient.
    if !reset && contact(&ident).is_some() {
        let ip = crate::http::peer_ip(peer.as_deref());
        if let Err(l) = app.limits.check(Route::SendCode, ip, Some(&ident)) {
            return limited(l);
        }
    }
    // A reset's new password is hashed before the write transaction (Argon2 takes tens of
    // milliseconds, which every other writer would wait for), and only when a read finds the
    // code good, so that wrong codes cost no hash (see `experience::reset_password`).
    let digest = match contact(&ident) {
        Some(to) if reset && !code.is_empty() && !password.is_empty() && password == confirm => {
            let passes = app.pool.read_now(|tx| {
                Ok(SignIn::find(tx, browser.uid.as_deref())?.is_some()
                    && experience::reset_code_passes(tx, &to, &code)?)
            });
            Some(match passes.map(|p| p.value) {
                Err(e) => Err(e),
                Ok(false) => experience::new_password_digest(&password, false),
                Ok(true) => {
                    let password = password.clone();
                    let hashed = app
                        .hasher
                        .run(move || experience::new_password_digest(&password, true));
                    hashed.await.and_then(|r| r)
                }
            })
        }
        _ => None,
    };
    let mut seen: Option<SignIn> = None;
    let outcome = write(&app, |tx| {
        let Some(s) = SignIn::find(tx, browser.uid.as_deref())? else {
            return Ok(Outcome::Expired);
        };
        let mut v = View {
            identifier: ident.clone(),
            ..View::default()
        };
        let Some(to) = contact(&ident) else {
            v.errors.add(
                "identifier",
                "Enter an email address or a phone number (digits only).",
            );
            return Ok(Outcome::Refused(s, v, false));
        };
        if reset {
            if code.is_empty() {
                v.errors.add("code", "Enter the code you received.");
            }
            if password.is_empty() {
                v.errors.add("password", "Choose a new password.");
            } else if password != confirm {
                v.errors.add("confirm", "The passwords do not match.");
            }
            if !v.errors.is_empty() {
                return Ok(Outcome::Refused(s, v, true));
            }
        }
        // No session exists yet: the events carry the waiting sign-in's id.
        tx.set_caller(browser.caller(s.uid.clone(), &s));
        // On an error the transaction rolls back and the page is shown again: `seen` keeps
        // the sign-in for it.
        if !reset {
            return match outbox::send_code(
                tx,
                to,
                crate::ops::connectors::channel::Purpose::ForgotPassword,
            ) {
                Ok(sent) => Ok(Outcome::Sent(s, sent)),
                Err(e) => {
                    seen = Some(s);
                    Err(e)
                }
            };
        }
        // Prepared above exactly when the checks of the fields pass.
        let verdict = match digest
            .map(|d| d.and_then(|d| experience::reset_password(tx, to, &code, d.as_deref())))
        {
            Some(Ok(v)) => v,
            Some(Err(e)) => {
                seen = Some(s);
                return Err(e);
            }
            None => {
                return Err(crate::error::Error::new(
                    crate::error::Code::ServerInternal,
                    "the new password was not prepared",
                ));
            }
        };
        match verdict {
            Verdict::Ok(_) => Ok(Outcome::Reset),
            Verdict::Refused(_) => {
                v.errors.add("code", "The code is wrong or has expired.");
                Ok(Outcome::Refused(s, v, true))
            }
            Verdict::Locked(until) => {
                let now = tx.now_ms();
                v.errors.add("code", locked_message(until, now));
                Ok(Outcome::Locked(s, v, until, now))
            }
        }
    });
    match outcome {
        Ok(Outcome::Expired) => expired(),
        Ok(Outcome::Refused(s, v, false)) => {
            html(StatusCode::UNPROCESSABLE_ENTITY, send_page(&app, &s, &v))
        }
        Ok(Outcome::Refused(s, v, true)) => {
            html(StatusCode::UNPROCESSABLE_ENTITY, reset_page(&app, &s, &v))
        }
        Ok(Outcome::Locked(s, v, until, now)) => {
            locked_status(html(StatusCode::OK, reset_page(&app, &s, &v)), until, now)
        }
        Ok(Outcome::Reset) => see_other(super::sign_in::AFTER_RESET, None),
        Ok(Outcome::Sent(s, sent)) => {
            let delivery = match sent.message {
                Some(id) => Some(first_attempt(&app, id, sent.kind).await),
                None => None,
            };
            // The code itself is never logged: whoever reads the logs could reset the
            // password with it. It is in the store's mailbox (or the connector's outbox until
            // sent), for its owner.
            let how = match &delivery {
                None if sent.withheld => {
                    "no user has it: not sent through the connector".to_string()
                }
                None => "read it with: idctl experience codes".to_string(),
                Some(d) => format!("{} connector: {}", d.channel, d.status),
            };
            log_line(
                &format!(
                    "verification code sent to {} {} (valid until {}; {how})",
                    sent.kind,
                    sent.value,
                    crate::util::iso_ms(sent.expires_at)
                ),
                serde_json::json!({
                    "message": "verification code sent",
                    "type": sent.kind,
                    "to": sent.value,
                    "expiresAt": crate::util::iso_ms(sent.expires_at),
                    "delivery": delivery,
                }),
            );
            let notice = match &delivery {
                // No user holds the address: nothing was sent, and the page says what it says
                // when a code was (it tells no one which addresses have an account).
                None if sent.withheld => format!(
                    "We sent a code to {}. It is valid for 10 minutes.",
                    sent.value
                ),
                None => format!(
                    "We sent a code to {}. It is valid for 10 minutes. (idctl sends no mail: \
                     the code is in `idctl experience codes`.)",
                    sent.value
                ),
                Some(d) if d.status == "sent" => format!(
                    "We sent a code to {}. It is valid for 10 minutes.",
                    sent.value
                ),
                Some(d) if d.status == "queued" => format!(
                    "The code could not be sent to {} just now. We keep trying for a few \
                     minutes; if it does not arrive, ask for a new code.",
                    sent.value
                ),
                Some(_) => format!(
                    "The code could not be sent to {}. Check the address, or ask for a new code.",
                    sent.value
                ),
            };
            let v = View {
                identifier: sent.value.clone(),
                errors: Errors::default(),
                notice: Some(notice),
            };
            html(StatusCode::OK, reset_page(&app, &s, &v))
        }
        Err(e) => {
            let field = match &e {
                Error::Invalid(d) if reset && d.code.as_str().starts_with("password.") => {
                    Some("password")
                }
                Error::Invalid(d) if reset && d.message.contains("password") => Some("password"),
                Error::Invalid(_) if !reset => Some("identifier"),
                _ => None,
            };
            match (field, seen) {
                (Some(field), Some(s)) => {
                    let mut v = View {
                        identifier: ident,
                        ..View::default()
                    };
                    v.errors.add(field, sentence(&e.detail().message));
                    let page = if reset {
                        reset_page(&app, &s, &v)
                    } else {
                        send_page(&app, &s, &v)
                    };
                    html(StatusCode::UNPROCESSABLE_ENTITY, page)
                }
                _ => PageError(e).into_response(),
            }
        }
    }
}

/// The server's pool as the writer of an outbox run, on a blocking thread.
struct Turns(crate::http::pool::Pool);

impl crate::store::Writer for Turns {
    fn write<T>(
        &mut self,
        f: impl FnOnce(&mut crate::store::Tx) -> crate::error::Result<T>,
    ) -> crate::error::Result<T> {
        self.0.write_blocking(f).map(|o| o.value)
    }
}

/// The first attempt to send a queued code, after the commit ([`outbox::first_attempt`],
/// which waits a few seconds at most), from a blocking task.
///
/// [`outbox::first_attempt`]: crate::ops::connectors::outbox::first_attempt
async fn first_attempt(app: &App, id: i64, kind: &str) -> outbox::Delivery {
    use crate::ops::connectors::channel::Channel;
    let channel = Channel::of_identifier(kind).map_or("email", Channel::as_str);
    let pool = app.pool.clone();
    let task = tokio::task::spawn_blocking(move || outbox::first_attempt(Turns(pool), id, channel));
    match task.await {
        Ok(d) => d,
        Err(e) => outbox::Delivery {
            channel,
            status: "queued",
            error: Some(format!("the attempt stopped: {e}")),
        },
    }
}
