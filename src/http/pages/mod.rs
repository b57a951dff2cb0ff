//! The sign-in pages (`/sign-in`, `/register`, `/forgot-password`, the second factor's
//! `/mfa-verification/...`, `/mfa-onboarding` and `/mfa-binding/...`, module `mfa`) and the sign-out
//! confirmation (`/oidc/session/end`): server-rendered HTML forms, no JavaScript. `GET /oidc/auth` sends the browser here with the cookie
//! `_interaction` carrying its waiting authorization request (signed, see
//! [`crate::token::interaction`]); after a sign-in or a
//! registration, a page opens the session (cookie `_session`) and sends the browser back to
//! `{issuer}/auth/<uid>`, where the code is issued.
//!
//! Every page request and every form post is one store transaction; the events come from
//! the operations (`ops::experience`), with the browser as their caller (its address and
//! user agent, the session, the app). Every form carries a token against cross-site request
//! forgery (see [`crate::ops::csrf`]); a post without a valid one changes nothing.

mod forgot;
mod mfa;
mod register;
mod sign_in;
mod sign_out;
mod upstream;

use super::{App, Peer};
use crate::error::{Error, Result};
use crate::events::Caller;
use crate::store::Tx;
use crate::token::auth_request::AuthRequest;
use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Response, StatusCode, header};
use axum::routing::{get, post};
use std::fmt::Write as _;

use super::browser::{interaction_cookie, set_cookie};
/// The form field holding the token against forgery.
const CSRF_FIELD: &str = "_csrf";

pub(crate) fn routes() -> Router<App> {
    Router::new()
        .route("/sign-in", get(sign_in::show).post(sign_in::submit))
        .route("/register", get(register::show).post(register::submit))
        .route("/forgot-password", get(forgot::show).post(forgot::submit))
        .route(mfa::VERIFY_TOTP, mfa::verify::routes(&mfa::verify::TOTP))
        .route(
            mfa::VERIFY_BACKUP_CODE,
            mfa::verify::routes(&mfa::verify::BACKUP_CODE),
        )
        .route(
            mfa::ONBOARDING,
            get(mfa::bind::show_onboarding).post(mfa::bind::skip),
        )
        .route(
            mfa::BIND_TOTP,
            get(mfa::bind::show_totp).post(mfa::bind::submit_totp),
        )
        .route(
            mfa::BIND_BACKUP_CODES,
            get(mfa::bind::show_codes).post(mfa::bind::finish),
        )
        .route(
            mfa::VERIFY_PASSKEY,
            get(mfa::passkey::show_verify).post(mfa::passkey::submit_verify),
        )
        .route(
            mfa::BIND_PASSKEY,
            get(mfa::passkey::show_bind).post(mfa::passkey::submit_bind),
        )
        .route(mfa::passkey::SCRIPT_PATH, get(mfa::passkey::script))
        .route("/sign-in/with/{name}", get(upstream::start))
        .route("/callback/{name}", get(upstream::callback))
        .route("/oidc/session/end", get(sign_out::show))
        .route(sign_out::CONFIRM_PATH, post(sign_out::confirm))
}

/// Text for HTML: element content and quoted attribute values alike. Every value that
/// came from a user or the store goes through here before it is written into a page.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The browser, as the pages see it: its waiting sign-in and who it is.
pub(super) struct Browser {
    /// Its waiting authorization request as its `_interaction` cookie carries it (signed;
    /// checked where it is read).
    uid: Option<String>,
    ip: String,
    user_agent: String,
}

impl Browser {
    fn new(headers: &HeaderMap, peer: Option<&Peer>) -> Browser {
        Browser {
            uid: interaction_cookie(headers),
            ip: peer.map(|p| p.0.ip().to_string()).unwrap_or_default(),
            user_agent: headers
                .get(header::USER_AGENT)
                .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
                .unwrap_or_default(),
        }
    }

    /// The caller recorded on the events of this browser's transaction.
    fn caller(&self, session_id: String, sign_in: &SignIn) -> Caller {
        Caller {
            ip: self.ip.clone(),
            user_agent: self.user_agent.clone(),
            session_id: Some(session_id),
            application: Some(serde_json::json!({
                "id": sign_in.request.client_id,
                "name": sign_in.app_name,
            })),
            actor: None,
            app: None,
        }
    }
}

/// A waiting sign-in, found in the request's transaction.
pub(super) struct SignIn {
    uid: String,
    request: AuthRequest,
    /// The name of the app signed in to (`None`: the app is gone).
    app_name: Option<String>,
}

impl SignIn {
    /// The sign-in waiting in the browser's `_interaction` cookie `cookie`, or `None` when
    /// it expired, is not genuine or there is none.
    fn find(tx: &Tx, cookie: Option<&str>) -> Result<Option<SignIn>> {
        let Some(cookie) = cookie else {
            return Ok(None);
        };
        let waiting = match crate::ops::signin::waiting(tx, cookie) {
            Ok(w) => w,
            Err(Error::NotFound(_)) => return Ok(None),
            Err(e) => return Err(e),
        };
        let app_name = crate::ops::clients::get(tx, &waiting.request.client_id)
            .ok()
            .map(|c| c.name);
        Ok(Some(SignIn {
            uid: waiting.uid,
            request: waiting.request,
            app_name,
        }))
    }

    /// "Sign in to <app>", or `generic` when the app is unknown (not escaped).
    fn title(&self, to: &str, generic: &str) -> String {
        match &self.app_name {
            Some(name) => format!("{to} {name}"),
            None => generic.to_string(),
        }
    }

    /// The hidden field with the token of `form`.
    fn csrf_field(&self, app: &App, form: &str) -> String {
        format!(
            r#"<input type="hidden" name="{CSRF_FIELD}" value="{}">"#,
            escape(&crate::ops::csrf::token(&app.csrf_secret, &self.uid, form))
        )
    }

    /// Where the browser goes once signed in: the authorization endpoint's resume.
    fn resume_url(&self, tx: &Tx) -> Result<String> {
        let uid: String =
            percent_encoding::utf8_percent_encode(&self.uid, percent_encoding::NON_ALPHANUMERIC)
                .collect();
        Ok(format!("{}/auth/{uid}", crate::ops::config::issuer(tx)?))
    }
}

/// A posted form: its fields, read once.
pub(super) struct Form(super::params::Params);

impl Form {
    /// A field's value ("" when absent or repeated).
    fn get(&self, name: &str) -> &str {
        self.0.one(name).ok().flatten().unwrap_or_default()
    }
}

/// Reads a posted form, or answers with an error page. The form's token must be that of
/// `form_name(fields)` for the browser's waiting sign-in: otherwise 403, before anything is
/// read from or written to the store. A browser without the `_interaction` cookie gets the
/// expired page.
async fn read_form(
    app: &App,
    browser: &Browser,
    body: Body,
    form_name: impl FnOnce(&Form) -> &'static str,
) -> std::result::Result<Form, Response<Body>> {
    let bytes = super::read_body(body, |status, message| {
        message_page(status, "The form could not be read", message)
    })
    .await?;
    let form = super::params::Params::form(&bytes).map(Form).map_err(|_| {
        message_page(
            StatusCode::BAD_REQUEST,
            "The form could not be read",
            "The form's contents are malformed. Go back and try again.",
        )
    })?;
    // The token is bound to the waiting sign-in's id; whether it has expired is checked in
    // the store's transaction.
    let Some(uid) = browser
        .uid
        .as_deref()
        .and_then(|c| crate::token::interaction::verify(&app.csrf_secret, c))
        .map(|w| w.uid)
    else {
        return Err(expired());
    };
    let name = form_name(&form);
    if !crate::ops::csrf::check(&app.csrf_secret, &uid, name, form.get(CSRF_FIELD)) {
        return Err(message_page(
            StatusCode::FORBIDDEN,
            "This form cannot be accepted",
            "The form did not come from this page, or it belongs to another sign-in. \
             Nothing was changed. Go back, reload the page and try again.",
        ));
    }
    Ok(form)
}

/// The small stylesheet of every page: one column, large touch targets.
const STYLE: &str = "\
*{box-sizing:border-box}[hidden]{display:none!important}\
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;\
color:#1a1a1a;background:#f4f5f7}\
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem}\
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem;overflow-wrap:anywhere}\
p{margin:.5rem 0 1rem}\
.field{margin:0 0 1rem}\
label{display:block;font-weight:600;margin:0 0 .25rem}\
input{display:block;width:100%;min-height:3rem;padding:.6rem .75rem;font-size:1rem;\
border:1px solid #8a8f98;border-radius:.5rem;background:#fff;color:inherit}\
input:focus{outline:3px solid #5b8def;outline-offset:1px}\
input[aria-invalid=true]{border-color:#c62828}\
button{display:block;width:100%;min-height:3rem;margin:1.25rem 0 1rem;padding:.6rem;\
font-size:1rem;font-weight:600;border:0;border-radius:.5rem;background:#2554c7;color:#fff;\
cursor:pointer}\
.error{color:#c62828;margin:.25rem 0 0;font-size:.95rem}\
.summary,.notice{border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}\
.summary{border:2px solid #c62828;background:#fdecea}\
.summary p{margin:0;font-weight:600}.summary ul{margin:.25rem 0 0;padding-left:1.25rem}\
.summary a{color:#c62828}\
.notice{border:2px solid #2e7d32;background:#edf7ee}\
.links{display:flex;flex-direction:column;gap:.25rem}\
.links a{display:block;padding:.6rem 0;color:#2554c7}\
.hint{color:#50555c;font-size:.95rem}\
.connectors{display:flex;flex-direction:column;gap:.5rem;margin:0 0 .5rem}\
.connectors a{display:block;min-height:3rem;padding:.7rem;text-align:center;font-weight:600;\
border:2px solid #2554c7;border-radius:.5rem;background:#fff;color:#2554c7;text-decoration:none}\
.or{text-align:center;color:#50555c;margin:.5rem 0}\
button.secondary{background:#fff;color:#2554c7;border:2px solid #2554c7}\
.choices a{border:1px solid #8a8f98;border-radius:.5rem;background:#fff;padding:.75rem 1rem;\
margin:0 0 .5rem;text-decoration:none}\
.choices strong{display:block}.choices .hint{display:block}\
.qr svg{display:block;width:100%;max-width:14rem;height:auto;margin:0 auto 1rem}\
.secret code{font-size:1.1rem;letter-spacing:.05em}\
.codes{display:grid;grid-template-columns:repeat(2,1fr);gap:.5rem 1rem;list-style:none;\
padding:.75rem 1rem;margin:0 0 1rem;border:1px solid #8a8f98;border-radius:.5rem;background:#fff}\
.codes code{font-size:1.05rem}\
.steps{padding-left:1.25rem;margin:.5rem 0}\
code{font:.9rem/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}\
pre{white-space:pre-wrap;margin:.5rem 0 1rem;padding:.75rem;border:1px solid #8a8f98;\
border-radius:.5rem;background:#fff}";

/// A whole page. `title` and `content` are HTML already (escaped by the caller).
fn document(title: &str, content: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title><style>{STYLE}</style></head>\
         <body><main><h1>{title}</h1>\n{content}\n</main></body></html>\n"
    )
}

/// An HTML answer, never cached, never framed, running no script.
fn html(status: StatusCode, page: String) -> Response<Body> {
    let mut res = Response::new(Body::from(page));
    *res.status_mut() = status;
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
        ),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    res
}

/// A page with a title and one paragraph (plain text, escaped here).
fn message_page(status: StatusCode, title: &str, text: &str) -> Response<Body> {
    html(
        status,
        document(&escape(title), &format!("<p>{}</p>", escape(text))),
    )
}

/// What a browser sees when `/oidc/auth` cannot go back to the app (an unknown app, or a
/// redirect URI the app did not register): the app, the URI sent and, for whoever develops
/// the app, the command that registers it. 400, like the service's JSON error.
pub(super) fn authorization_refused(
    e: &Error,
    app: Option<&super::browser::AppShown>,
    sent: Option<&str>,
) -> Response<Body> {
    let d = e.detail();
    let mut content = String::new();
    let title = match (d.code.as_str(), app, sent) {
        ("invalid_redirect_uri", Some(a), Some(uri)) => {
            let _ = write!(
                content,
                "<p>The app <strong>{}</strong> (client id <code>{}</code>) asked to come back to \
                 <code>{}</code>, which is not one of its redirect URIs, so you were not signed \
                 in.</p>",
                escape(&a.name),
                escape(&a.id),
                escape(uri)
            );
            if a.redirect_uris.is_empty() {
                content.push_str("<p>It has no redirect URIs registered.</p>");
            } else {
                content.push_str("<p>Its registered redirect URIs:</p><ul>");
                for r in &a.redirect_uris {
                    let _ = write!(content, "<li><code>{}</code></li>", escape(r));
                }
                content.push_str("</ul>");
            }
            // `--redirect-uri` replaces the list: the command keeps the registered ones.
            let mut command = format!("idctl client update {}", crate::util::shell_quote(&a.name));
            // One URI a line: it reads (and wraps on a phone) better, and pastes as it is.
            for r in a.redirect_uris.iter().map(String::as_str).chain([uri]) {
                command.push_str(" \\\n  --redirect-uri ");
                command.push_str(&crate::util::shell_quote(r));
            }
            let _ = write!(
                content,
                "<p>If you develop this app, register the URI (the command keeps the ones \
                 registered now) and start signing in again:</p><pre><code>{}</code></pre>",
                escape(&command)
            );
            "This app cannot sign you in here"
        }
        ("invalid_client", _, _) => {
            let _ = write!(
                content,
                "<p>{}</p><p>The app that sent you here is not registered with this server. \
                 If you develop it, check its client id against <code>idctl client list</code>.\
                 </p>",
                escape(&sentence(&d.message))
            );
            "This app is unknown"
        }
        _ => {
            let _ = write!(
                content,
                "<p>{}</p><p>Go back to the app and start signing in again.</p>",
                escape(&sentence(&d.message))
            );
            "This sign-in request cannot be accepted"
        }
    };
    html(StatusCode::BAD_REQUEST, document(title, &content))
}

/// The answer when the browser has no live waiting sign-in.
fn expired() -> Response<Body> {
    message_page(
        StatusCode::BAD_REQUEST,
        "This sign-in has expired",
        "This sign-in has expired or is unknown. Go back to the app and start signing in again.",
    )
}

/// An error of the sign-in pages that the page cannot show in its form (the store failed):
/// an HTML page with the status of its code's row in `error::TABLE` (a server error; 503
/// with `Retry-After` when the disk is full), the cause in the server's log.
pub(crate) struct PageError(pub Error);

impl From<Error> for PageError {
    fn from(e: Error) -> Self {
        PageError(e)
    }
}

impl axum::response::IntoResponse for PageError {
    fn into_response(self) -> Response<Body> {
        let e = self.0;
        if e.is_disk_full() {
            let page = message_page(
                StatusCode::from_u16(e.http_status()).unwrap_or(StatusCode::SERVICE_UNAVAILABLE),
                "Try again in a moment",
                "The server cannot save anything right now. Nothing was changed. \
                 Go back and try again in a minute.",
            );
            return super::disk_full(&e, page);
        }
        // Errors the pages expect are answered in their forms; what reaches here failed.
        let status = StatusCode::from_u16(e.http_status())
            .ok()
            .filter(StatusCode::is_server_error)
            .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut res = message_page(
            status,
            "Something went wrong",
            "The sign-in could not be completed. Try again in a moment.",
        );
        res.extensions_mut().insert(super::Logged(format!(
            "sign-in page: {}",
            crate::util::sanitize(&e.to_string())
        )));
        res
    }
}

/// 303 to `location`, with the session cookie when one was opened.
fn see_other(location: &str, session: Option<(&str, bool)>) -> Response<Body> {
    let mut res = super::browser::see_other(location);
    if let Some((value, secure)) = session {
        res.headers_mut().insert(
            header::SET_COOKIE,
            set_cookie(super::browser::SESSION_COOKIE, Some(value), secure),
        );
    }
    res
}

/// One input of a form, with its label and, when it was refused, its error next to it.
struct Input<'a> {
    name: &'a str,
    label: &'a str,
    kind: &'a str,
    value: &'a str,
    autocomplete: &'a str,
    error: Option<&'a str>,
    /// The id of a hint that describes the input.
    hint: Option<&'a str>,
    extra: &'a str,
}

impl<'a> Input<'a> {
    fn new(name: &'a str, label: &'a str, kind: &'a str, autocomplete: &'a str) -> Self {
        Input {
            name,
            label,
            kind,
            value: "",
            autocomplete,
            error: None,
            hint: None,
            extra: "",
        }
    }
    fn value(mut self, v: &'a str) -> Self {
        self.value = v;
        self
    }
    fn error(mut self, e: Option<&'a str>) -> Self {
        self.error = e;
        self
    }
    fn hint(mut self, id: &'a str) -> Self {
        self.hint = Some(id);
        self
    }
    /// More attributes, HTML already (constants only).
    fn extra(mut self, attrs: &'a str) -> Self {
        self.extra = attrs;
        self
    }

    fn html(&self) -> String {
        let n = escape(self.name);
        let mut out = format!(
            r#"<div class="field"><label for="{n}">{}</label><input id="{n}" name="{n}" type="{}" autocomplete="{}" required{}"#,
            escape(self.label),
            escape(self.kind),
            escape(self.autocomplete),
            self.extra,
        );
        if !self.value.is_empty() {
            let _ = write!(out, r#" value="{}""#, escape(self.value));
        }
        let mut described: Vec<String> = self.hint.map(escape).into_iter().collect();
        if self.error.is_some() {
            described.push(format!("{n}-error"));
            out.push_str(r#" aria-invalid="true""#);
        }
        if !described.is_empty() {
            let _ = write!(out, r#" aria-describedby="{}""#, described.join(" "));
        }
        out.push('>');
        if let Some(e) = self.error {
            let _ = write!(out, r#"<p class="error" id="{n}-error">{}</p>"#, escape(e));
        }
        out.push_str("</div>");
        out
    }
}

/// The errors of a refused form, by field, in the order of the form.
#[derive(Default)]
struct Errors(Vec<(&'static str, String)>);

impl Errors {
    fn add(&mut self, field: &'static str, message: impl Into<String>) {
        if self.of(field).is_none() {
            self.0.push((field, message.into()));
        }
    }
    fn of(&self, field: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, m)| m.as_str())
    }
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// The summary at the top of the form, each error linking to its field.
    fn summary(&self) -> String {
        if self.0.is_empty() {
            return String::new();
        }
        let mut out =
            String::from(r#"<div class="summary" role="alert"><p>There is a problem</p><ul>"#);
        for (field, message) in &self.0 {
            let _ = write!(
                out,
                r##"<li><a href="#{}">{}</a></li>"##,
                escape(field),
                escape(message)
            );
        }
        out.push_str("</ul></div>");
        out
    }
}

/// A notice above a form (plain text, escaped here).
fn notice(text: &str) -> String {
    format!(
        r#"<div class="notice" role="status"><p>{}</p></div>"#,
        escape(text)
    )
}

/// "Too many failed attempts. Try again in 59 minutes."
fn locked_message(until_ms: i64, now_ms: i64) -> String {
    let left = (until_ms - now_ms).max(0);
    let when = if left < 60_000 {
        let s = (left + 999) / 1000;
        format!("{s} second{}", if s == 1 { "" } else { "s" })
    } else {
        let m = (left + 59_999) / 60_000;
        format!("{m} minute{}", if m == 1 { "" } else { "s" })
    };
    format!("Too many failed attempts. Try again in {when}.")
}

/// The answer to a form post that a rate limit refused: 429 with `Retry-After`, and a page
/// that says how long to wait. Nothing was read or written.
fn limited(l: super::limit::Limited) -> Response<Body> {
    let s = l.seconds();
    let when = if s < 60 {
        format!("{s} second{}", if s == 1 { "" } else { "s" })
    } else {
        let m = s.div_ceil(60);
        format!("{m} minute{}", if m == 1 { "" } else { "s" })
    };
    super::too_many(
        message_page(
            StatusCode::TOO_MANY_REQUESTS,
            "Too many attempts",
            &format!(
                "There were too many attempts from this device or for this account. Wait {when}, \
                 then go back and try again."
            ),
        ),
        l,
    )
}

/// 429 with `Retry-After`, for a locked identifier.
fn locked_status(mut res: Response<Body>, until_ms: i64, now_ms: i64) -> Response<Body> {
    *res.status_mut() = StatusCode::TOO_MANY_REQUESTS;
    let secs = ((until_ms - now_ms).max(0) + 999) / 1000;
    res.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(secs as u64));
    res
}

/// The identifier typed into a form: an email when it has an `@`, a phone when it is all
/// digits, otherwise a username.
fn identifier(text: &str) -> crate::ops::experience::Identifier {
    use crate::ops::experience::Identifier;
    let t = text.trim();
    if t.contains('@') {
        Identifier::Email(t.to_string())
    } else if !t.is_empty() && t.chars().all(|c| c.is_ascii_digit()) {
        Identifier::Phone(t.to_string())
    } else {
        Identifier::Username(t.to_string())
    }
}

/// The first letter of an operation's message in upper case, for a sentence on a page.
fn sentence(message: &str) -> String {
    let mut chars = message.chars();
    let mut out: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    out.push_str(chars.as_str());
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// Runs a form post's work in one write transaction and wakes the delivery worker when its
/// events queued deliveries.
fn write<T>(app: &App, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<T> {
    let out = app.pool.write_now(f)?;
    if out.deliveries > 0 {
        app.deliveries.wake();
    }
    Ok(out.value)
}

/// Writes one line on the server's log, as the request lines are written: `text` for
/// people, `json`'s fields under `--log-format json`.
fn log_line(text: &str, json: serde_json::Value) {
    crate::http::logs::info_with(text, &json);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_neutralises_markup_and_quotes() {
        assert_eq!(
            escape(r#"<script>alert('x' & "y")</script>"#),
            "&lt;script&gt;alert(&#39;x&#39; &amp; &quot;y&quot;)&lt;/script&gt;"
        );
        assert_eq!(escape("plain ünïcode"), "plain ünïcode");
    }

    #[test]
    fn inputs_are_labelled_and_escape_their_values() {
        let html = Input::new("identifier", "Username or email", "text", "username")
            .value("\"><script>x</script>")
            .error(Some("<b>bad</b>"))
            .html();
        assert!(html.contains(r#"<label for="identifier">"#));
        assert!(html.contains(r#"id="identifier""#));
        assert!(!html.contains("<script>"));
        assert!(!html.contains("<b>"));
        assert!(html.contains(r#"aria-describedby="identifier-error""#));
    }

    #[test]
    fn cookies_are_found_by_name() {
        use super::super::browser::cookie;
        let mut h = HeaderMap::new();
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("a=1; _interaction=uid9; _session=s"),
        );
        assert_eq!(cookie(&h, "_interaction").as_deref(), Some("uid9"));
        assert_eq!(cookie(&h, "_interactio"), None);
        assert_eq!(cookie(&h, "b"), None);
    }

    #[test]
    fn time_left_reads_in_minutes_then_seconds() {
        assert_eq!(
            locked_message(3_600_000, 60_000),
            "Too many failed attempts. Try again in 59 minutes."
        );
        assert_eq!(
            locked_message(61_000, 0),
            "Too many failed attempts. Try again in 2 minutes."
        );
        assert_eq!(
            locked_message(60_000, 0),
            "Too many failed attempts. Try again in 1 minute."
        );
        assert_eq!(
            locked_message(1_500, 0),
            "Too many failed attempts. Try again in 2 seconds."
        );
    }
}
