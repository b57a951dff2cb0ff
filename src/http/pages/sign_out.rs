//! Sign-out: `GET /oidc/session/end` and its confirmation, `POST /oidc/session/end/confirm`.
//!
//! Any web page can send a browser to `GET /oidc/session/end` (a link, an image), so a plain
//! GET never ends the session. It ends at once only when the app proves it asks for its
//! user (a valid `id_token_hint` for the session's user, as the reference provider does);
//! otherwise the user is asked, on a page whose form carries a token bound to the session
//! (see [`crate::ops::csrf`]). Either way the browser then goes back to the app's
//! registered `post_logout_redirect_uri` (with `state`), or sees the signed-out page.

use super::{CSRF_FIELD, document, escape, html, message_page};
use crate::error::Error;
use crate::http::App;
use crate::http::browser::{SESSION_COOKIE, cookie, see_other, set_cookie};
use crate::http::params::Params;
use crate::ops::signin::{self, SignOut, SignOutStep};
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, Request, Response, StatusCode, header};

/// Where the confirmation form posts.
pub(super) const CONFIRM_PATH: &str = "/oidc/session/end/confirm";

/// The parameters of a sign-out, from a query or a posted form.
fn sign_out_params(p: &Params) -> crate::error::Result<SignOut> {
    let one =
        |n: &str| -> crate::error::Result<Option<String>> { Ok(p.one(n)?.map(str::to_string)) };
    Ok(SignOut {
        post_logout_redirect_uri: one("post_logout_redirect_uri")?,
        state: one("state")?,
        client_id: one("client_id")?,
        id_token_hint: one("id_token_hint")?,
    })
}

/// An error about the request (an unregistered URI, a hint that does not verify): shown,
/// 400, in the service's JSON, never redirected. A store failure is logged and answered 500.
fn refused(app: &App, e: &Error) -> Response<Body> {
    if matches!(e, Error::Failure(_)) {
        crate::output::warn(app.format, &e.detail().message);
        return super::super::oauth_json(
            StatusCode::INTERNAL_SERVER_ERROR,
            "server_error",
            "the server could not complete the request",
        );
    }
    let d = e.detail();
    super::super::oauth_json(StatusCode::BAD_REQUEST, d.code.as_str(), &d.message)
}

/// The session has ended: back to the app, or the signed-out page; the cookie is cleared.
fn signed_out(target: Option<String>, secure: bool) -> Response<Body> {
    let mut res = match target {
        Some(to) => see_other(&to),
        None => message_page(
            StatusCode::OK,
            "You are signed out",
            "You are signed out. You can close this page.",
        ),
    };
    res.headers_mut()
        .append(header::SET_COOKIE, set_cookie(SESSION_COOKIE, None, secure));
    res
}

/// The confirmation page: who is signed in, and a form that signs out. (The app is not
/// named: anyone can put any `client_id` in a link.)
fn confirm_page(app: &App, cookie: &str, req: &SignOut, user: &crate::model::User) -> String {
    let who = user
        .username
        .as_deref()
        .or(user.primary_email.as_deref())
        .or(user.primary_phone.as_deref())
        .unwrap_or(user.id.as_str());
    let mut c = format!(
        "<p>You are signed in as <strong>{}</strong>. Do you want to sign out?</p>",
        escape(who)
    );
    c.push_str(&format!(r#"<form method="post" action="{CONFIRM_PATH}">"#));
    c.push_str(&format!(
        r#"<input type="hidden" name="{CSRF_FIELD}" value="{}">"#,
        escape(&signin::sign_out_token(&app.csrf_secret, cookie))
    ));
    for (name, value) in [
        ("post_logout_redirect_uri", &req.post_logout_redirect_uri),
        ("state", &req.state),
        ("client_id", &req.client_id),
    ] {
        if let Some(v) = value {
            c.push_str(&format!(
                r#"<input type="hidden" name="{name}" value="{}">"#,
                escape(v)
            ));
        }
    }
    c.push_str(r#"<button type="submit">Sign out</button></form>"#);
    c.push_str(
        r#"<p class="hint">If you did not ask to sign out, close this page: you stay signed in.</p>"#,
    );
    document("Sign out", &c)
}

/// `GET /oidc/session/end`.
pub(crate) async fn show(State(app): State<App>, req: Request<Body>) -> Response<Body> {
    let params = match Params::form(req.uri().query().unwrap_or_default().as_bytes())
        .and_then(|p| sign_out_params(&p))
    {
        Ok(p) => p,
        Err(e) => return refused(&app, &e),
    };
    let session = cookie(req.headers(), SESSION_COOKIE);
    let out = app.pool.write_now(|tx| {
        let step = signin::sign_out(tx, session.as_deref(), &params)?;
        let secure = crate::ops::config::issuer(tx)?.starts_with("https:");
        Ok((step, secure))
    });
    match out.map(|o| o.value) {
        Err(e) => refused(&app, &e),
        Ok((SignOutStep::Done { target }, secure)) => signed_out(target, secure),
        Ok((SignOutStep::Confirm { user }, _)) => {
            let cookie = session.unwrap_or_default();
            html(StatusCode::OK, confirm_page(&app, &cookie, &params, &user))
        }
    }
}

/// `POST /oidc/session/end/confirm`: the confirmation form. With a session, the form's token
/// must be that session's: otherwise 403, and the session stays.
pub(crate) async fn confirm(
    State(app): State<App>,
    headers: HeaderMap,
    body: Body,
) -> Response<Body> {
    let bytes = match super::super::read_body(body, |status, message| {
        message_page(status, "The form could not be read", message)
    })
    .await
    {
        Ok(b) => b,
        Err(res) => return res,
    };
    let Ok(form) = Params::form(&bytes) else {
        return message_page(
            StatusCode::BAD_REQUEST,
            "The form could not be read",
            "The form's contents are malformed. Go back and try again.",
        );
    };
    let params = match sign_out_params(&form) {
        Ok(p) => SignOut {
            id_token_hint: None,
            ..p
        },
        Err(e) => return refused(&app, &e),
    };
    let session = cookie(&headers, SESSION_COOKIE);
    if let Some(c) = &session {
        let given = form.one(CSRF_FIELD).ok().flatten().unwrap_or_default();
        if !signin::check_sign_out_token(&app.csrf_secret, c, given) {
            return message_page(
                StatusCode::FORBIDDEN,
                "This form cannot be accepted",
                "The form did not come from this page, or it belongs to another session. \
                 You are still signed in. Go back, reload the page and try again.",
            );
        }
    }
    let out = app.pool.write_now(|tx| {
        let target = signin::confirm_sign_out(tx, session.as_deref(), &params)?;
        let secure = crate::ops::config::issuer(tx)?.starts_with("https:");
        Ok((target, secure))
    });
    match out.map(|o| o.value) {
        Err(e) => refused(&app, &e),
        Ok((target, secure)) => signed_out(target, secure),
    }
}
