//! Sign-in in the browser: the session behind the cookie, the authorization requests that
//! wait for the user to sign in, and their completion with an authorization code. The HTTP
//! front (the `/oidc/auth` endpoint and the sign-in pages) calls these, each in the request's
//! one transaction.

use crate::error::{Code, Error, Result};
use crate::model::User;
use crate::store::{Tx, signin};
use crate::token::auth_request::{self, AuthRequest};
use crate::token::interaction::Waiting;

/// A sign-in session lasts 14 days, as the service's.
pub const SESSION_TTL_MS: i64 = 14 * 24 * 3600 * 1000;
/// A user has an hour to sign in before the authorization request is forgotten.
pub const INTERACTION_TTL_MS: i64 = 3600 * 1000;

fn hash(secret: &str) -> String {
    crate::util::sha256_hex(secret.as_bytes())
}

/// The public id of a session (the `sessionId` of its events, the `sid` of ID tokens):
/// derived from the cookie's hash, which cannot be turned back into the cookie.
pub fn session_id(cookie: &str) -> String {
    crate::token::code::sid(&hash(cookie)).to_string()
}

/// A checked authorization request, waiting while the user signs in: the browser keeps it
/// in the `_interaction` cookie (see [`crate::token::interaction`]), the store nothing.
#[derive(Debug, Clone)]
pub struct Wait {
    /// Its id: the `uid` of `/oidc/auth/<uid>`.
    pub uid: String,
    /// The cookie's value, signed.
    pub cookie: String,
}

fn not_found() -> Error {
    Error::new(
        Code::SessionNotFound,
        "this sign-in has expired or is unknown; start again from the app",
    )
}

/// The key that signs waiting sign-ins (the server creates it when it starts).
fn key(tx: &Tx) -> Result<Vec<u8>> {
    crate::ops::csrf::secret(tx)?.ok_or_else(|| {
        Error::new(
            Code::StoreNoPagesKey,
            "the store has no key for the sign-in pages; idctl serve creates it when it starts",
        )
    })
}

/// Lets a checked authorization request wait while the user signs in: its id and the
/// signed cookie value that carries it. Nothing is written.
pub fn wait(tx: &Tx, req: &AuthRequest) -> Result<Wait> {
    // Stamped with the time it began waiting (`max_age` counts from a sign-in after it).
    let mut request = req.clone();
    request.requested_at = tx.now_ms();
    let w = Waiting {
        uid: crate::util::new_id(),
        expires_at: tx.now_ms().saturating_add(INTERACTION_TTL_MS),
        request,
    };
    Ok(Wait {
        cookie: crate::token::interaction::seal(&key(tx)?, &w)?,
        uid: w.uid,
    })
}

/// The authorization request waiting in the browser's `_interaction` cookie: genuine and
/// unexpired, or `session.not_found`.
pub fn waiting(tx: &Tx, cookie: &str) -> Result<Waiting> {
    crate::token::interaction::open(&key(tx)?, cookie, tx.now_ms()).ok_or_else(not_found)
}

/// Opens a session for a user who just signed in with a password (`amr` `["pwd"]`); returns
/// the cookie's value.
pub fn open_session(tx: &Tx, user_id: &str) -> Result<String> {
    let cookie = new_session_cookie();
    open_session_as(tx, &cookie, user_id, &["pwd".to_string()])?;
    Ok(cookie)
}

/// The user of a live session, unless suspended (a suspension ends sessions anyway).
pub fn session_user(tx: &Tx, cookie: &str) -> Result<Option<User>> {
    Ok(signed_in(tx, cookie)?.map(|s| s.user))
}

/// Who a live session signed in, and when.
#[derive(Debug, Clone)]
pub struct SignedIn {
    pub user: User,
    /// When the user authenticated (milliseconds).
    pub authenticated_at: i64,
    /// How (RFC 8176 `amr` values; empty for sessions older than second factors).
    pub amr: Vec<String>,
}

/// The user of a live session (unless suspended) and when they authenticated.
pub fn signed_in(tx: &Tx, cookie: &str) -> Result<Option<SignedIn>> {
    let Some(s) = signin::session(tx, &hash(cookie))? else {
        return Ok(None);
    };
    Ok(crate::store::users::by_id(tx, &s.user_id)?
        .filter(|u| !u.is_suspended)
        .map(|user| SignedIn {
            user,
            authenticated_at: s.authenticated_at,
            amr: s.amr,
        }))
}

/// The sign-in of a live session, when it may still stand for its user at a new
/// authorization: a session opened without a second factor (its `amr` lacks `mfa`: the password
/// alone, a skipped offer, or a session older than second factors) no longer does once its
/// user has a factor or `mfa.policy` is `required`; the user signs in again, factor included.
pub fn authenticated(tx: &Tx, cookie: &str) -> Result<Option<SignedIn>> {
    let Some(s) = signed_in(tx, cookie)? else {
        return Ok(None);
    };
    if s.amr.iter().any(|m| m == "mfa") {
        return Ok(Some(s));
    }
    let needs_factor = crate::store::mfa::has_any(tx, &s.user.id)?
        || crate::ops::config::mfa_policy(tx)? == crate::ops::config::MfaPolicy::Required;
    Ok((!needs_factor).then_some(s))
}

/// Ends a session (sign-out).
pub fn end_session(tx: &Tx, cookie: &str) -> Result<bool> {
    signin::delete_session(tx, &hash(cookie))
}

/// Completes the waiting request `uid`, carried in the browser's `_interaction` cookie
/// `waiting_cookie`, for `user`: issues the code and returns the redirect back to the app
/// (`code`, `state`, `iss`). The browser's cookie is cleared with this answer.
pub fn complete(
    tx: &Tx,
    waiting_cookie: &str,
    uid: &str,
    user: &User,
    cookie: Option<&str>,
) -> Result<String> {
    let w = waiting(tx, waiting_cookie)?;
    if w.uid != uid {
        return Err(not_found());
    }
    redirect_with_code(tx, &w.request, user, cookie)
}

/// Issues a code for `req` to `user` (signed in already) and returns the redirect back.
pub fn redirect_with_code(
    tx: &Tx,
    req: &AuthRequest,
    user: &User,
    cookie: Option<&str>,
) -> Result<String> {
    let session_hash = cookie.map(hash);
    let session = match &session_hash {
        Some(h) => signin::session(tx, h)?.map(|s| crate::token::code::SignedInWith {
            session_hash: h,
            authenticated_at: s.authenticated_at,
            amr: s.amr,
        }),
        None => None,
    };
    let code = crate::token::code::issue(tx, req, &user.id, session)?;
    auth_request::redirect_to(
        &req.redirect_uri,
        &[("code", &code)],
        req.state.as_deref(),
        &crate::ops::config::issuer(tx)?,
    )
}

/// The app `client_id` as the authorization endpoint sees it: public or not, whether users
/// sign in to it (not machine apps), and its redirect URIs.
pub fn registered_app(tx: &Tx, client_id: &str) -> Result<Option<auth_request::RegisteredApp>> {
    Ok(crate::store::clients::find(tx, client_id)?
        .filter(|c| c.id == client_id)
        .map(|c| auth_request::RegisteredApp {
            public: c.kind.is_public(),
            interactive: c.kind.is_user_app(),
            native: c.kind == crate::model::ClientType::Native,
            redirect_uris: c.oidc_client_metadata.redirect_uris,
            id: c.id,
        }))
}

/// The post-logout redirect URIs registered for `client_id` (none for an unknown app).
pub fn post_logout_uris(tx: &Tx, client_id: &str) -> Result<Vec<String>> {
    Ok(crate::store::clients::find(tx, client_id)?
        .filter(|c| c.id == client_id)
        .map(|c| c.oidc_client_metadata.post_logout_redirect_uris)
        .unwrap_or_default())
}

/// The cookie value of a session about to be opened: the sign-in pages choose it before
/// the sign-in, so that the events of the sign-in that opens it carry its id.
pub fn new_session_cookie() -> String {
    crate::util::new_opaque_token()
}

/// Opens the session of `cookie` (from [`new_session_cookie`]) for a user who just signed in
/// with the methods `amr` (RFC 8176: `["pwd"]`, `["pwd", "otp", "mfa"]`, ...): the codes
/// issued in it, their grants and ID tokens carry them.
pub fn open_session_as(tx: &Tx, cookie: &str, user_id: &str, amr: &[String]) -> Result<()> {
    signin::insert_session(
        tx,
        &hash(cookie),
        user_id,
        tx.now_ms().saturating_add(SESSION_TTL_MS),
        amr,
    )
}

/// A sign-out request (`/oidc/session/end`, and its confirmation), as it came.
#[derive(Debug, Clone, Default)]
pub struct SignOut {
    pub post_logout_redirect_uri: Option<String>,
    pub state: Option<String>,
    pub client_id: Option<String>,
    pub id_token_hint: Option<String>,
}

/// What a sign-out request leads to.
#[derive(Debug)]
pub enum SignOutStep {
    /// The session ended (or there was none): the browser goes to `target` (the registered
    /// post-logout redirect URI, with `state`), or to the signed-out page.
    Done { target: Option<String> },
    /// The browser's session of `user` stays until the user confirms (a page with a form):
    /// nothing shows that the user asked, and any web page can send a browser here.
    Confirm { user: Box<User> },
}

/// Checks a sign-out request: a valid `id_token_hint` (this store's, for its issuer; its
/// `aud` is the app when `client_id` is absent, and must be `client_id` when both are
/// given), and a `post_logout_redirect_uri` registered byte for byte for the app. Returns
/// where the browser goes afterwards (with `state`), and the `sub` of the hint.
fn sign_out_target(tx: &Tx, req: &SignOut) -> Result<(Option<String>, Option<String>)> {
    let hint = req
        .id_token_hint
        .as_deref()
        .map(|h| crate::token::id_token::check_hint(tx, h))
        .transpose()?;
    let hinted = |claim: &str| {
        hint.as_ref()
            .and_then(|c| c.get(claim))
            .and_then(|v| v.as_str())
            .map(str::to_string)
    };
    let aud = hinted("aud");
    if let (Some(id), Some(aud)) = (&req.client_id, &aud)
        && id != aud
    {
        return Err(Error::new(
            Code::InvalidRequest,
            "client_id does not match the provided id_token_hint",
        ));
    }
    let target = match &req.post_logout_redirect_uri {
        None => None,
        Some(uri) => {
            let app_id = req.client_id.clone().or(aud).ok_or_else(|| {
                Error::new(Code::InvalidRequest,
                    "post_logout_redirect_uri can only be used in combination with id_token_hint or client_id",
                )
            })?;
            if !post_logout_uris(tx, &app_id)?.iter().any(|r| r == uri) {
                return Err(Error::new(
                    Code::InvalidRequest,
                    "post_logout_redirect_uri not registered",
                ));
            }
            Some(match &req.state {
                Some(s) => url::Url::parse_with_params(uri, &[("state", s)])
                    .map(String::from)
                    .unwrap_or_else(|_| uri.clone()),
                None => uri.clone(),
            })
        }
    };
    Ok((target, hinted("sub")))
}

/// `GET /oidc/session/end`: with a live session, ends it at once only when a valid
/// `id_token_hint` names the session's user (as the reference provider does); otherwise the
/// user is asked to confirm ([`confirm_sign_out`]). Without a session there is nothing to
/// end. Errors (an unregistered URI, a hint that does not verify) change nothing.
pub fn sign_out(tx: &Tx, cookie: Option<&str>, req: &SignOut) -> Result<SignOutStep> {
    let (target, hint_sub) = sign_out_target(tx, req)?;
    let Some(cookie) = cookie else {
        return Ok(SignOutStep::Done { target });
    };
    match signed_in(tx, cookie)? {
        Some(s) if hint_sub.as_deref() != Some(s.user.id.as_str()) => Ok(SignOutStep::Confirm {
            user: Box::new(s.user),
        }),
        _ => {
            end_session(tx, cookie)?;
            Ok(SignOutStep::Done { target })
        }
    }
}

/// `POST /oidc/session/end/confirm`, once the front checked the form's token
/// ([`sign_out_token`]): ends the session; returns where the browser goes.
pub fn confirm_sign_out(tx: &Tx, cookie: Option<&str>, req: &SignOut) -> Result<Option<String>> {
    let (target, _) = sign_out_target(tx, req)?;
    if let Some(c) = cookie {
        end_session(tx, c)?;
    }
    Ok(target)
}

/// The form of the sign-out confirmation, for [`crate::ops::csrf`].
const SIGN_OUT_FORM: &str = "sign-out";

/// The sign-out form's token against forgery, bound to the browser's session (by the hash of
/// its cookie, which no page shows).
pub fn sign_out_token(secret: &[u8], cookie: &str) -> String {
    crate::ops::csrf::token(secret, &hash(cookie), SIGN_OUT_FORM)
}

/// Is `given` the sign-out token of the session `cookie`? (Compared in constant time.)
pub fn check_sign_out_token(secret: &[u8], cookie: &str, given: &str) -> bool {
    crate::ops::csrf::check(secret, &hash(cookie), SIGN_OUT_FORM, given)
}
