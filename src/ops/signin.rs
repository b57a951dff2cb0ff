//! Sign-in in the browser: the session behind the cookie, the authorization requests that
//! wait for the user to sign in, and their completion with an authorization code. The HTTP
//! front (the `/oidc/auth` endpoint and the sign-in pages) calls these, each in the request's
//! one transaction.

use crate::error::{Error, Result};
use crate::model::User;
use crate::store::{Tx, signin};
use crate::token::authorize::{self, AuthRequest};
use crate::token::interaction::Waiting;

/// A sign-in session lasts 14 days, as the service's.
pub const SESSION_TTL_MS: i64 = 14 * 24 * 3600 * 1000;
/// A user has an hour to sign in before the authorization request is forgotten.
pub const INTERACTION_TTL_MS: i64 = 3600 * 1000;

fn hash(secret: &str) -> String {
    crate::util::sha256_hex(secret.as_bytes())
}

/// The public id of a session (the `sessionId` of its events): derived from the cookie's
/// hash, which cannot be turned back into the cookie.
pub fn session_id(cookie: &str) -> String {
    hash(cookie)[..21].to_string()
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
    Error::not_found(
        "session.not_found",
        "this sign-in has expired or is unknown; start again from the app",
    )
}

/// The key that signs waiting sign-ins (the server creates it when it starts).
fn key(tx: &Tx) -> Result<Vec<u8>> {
    crate::token::csrf::secret(tx)?.ok_or_else(|| {
        Error::failure(
            "store.no_pages_key",
            "the store has no key for the sign-in pages; idctl serve creates it when it starts",
        )
    })
}

/// Lets a checked authorization request wait while the user signs in: its id and the
/// signed cookie value that carries it. Nothing is written.
pub fn wait(tx: &Tx, req: &AuthRequest) -> Result<Wait> {
    let w = Waiting {
        uid: crate::util::new_id(),
        expires_at: tx.now_ms().saturating_add(INTERACTION_TTL_MS),
        request: req.clone(),
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

/// Opens a session for a user who just signed in; returns the cookie's value.
pub fn open_session(tx: &Tx, user_id: &str) -> Result<String> {
    let cookie = new_session_cookie();
    open_session_as(tx, &cookie, user_id)?;
    Ok(cookie)
}

/// The user of a live session, unless suspended (a suspension ends sessions anyway).
pub fn session_user(tx: &Tx, cookie: &str) -> Result<Option<User>> {
    let Some(user_id) = signin::session_user(tx, &hash(cookie))? else {
        return Ok(None);
    };
    Ok(crate::store::users::by_id(tx, &user_id)?.filter(|u| !u.is_suspended))
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
    let code = crate::token::code::issue(tx, req, &user.id, session_hash.as_deref())?;
    authorize::redirect_to(
        &req.redirect_uri,
        &[("code", &code)],
        req.state.as_deref(),
        &crate::ops::config::issuer(tx)?,
    )
}

/// The app `client_id` as the authorization endpoint sees it: public or not, whether users
/// sign in to it (not machine apps), and its redirect URIs.
pub fn registered_app(tx: &Tx, client_id: &str) -> Result<Option<authorize::RegisteredApp>> {
    Ok(crate::store::clients::find(tx, client_id)?
        .filter(|c| c.id == client_id)
        .map(|c| authorize::RegisteredApp {
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

/// Opens the session of `cookie` (from [`new_session_cookie`]) for a user who just signed in.
pub fn open_session_as(tx: &Tx, cookie: &str, user_id: &str) -> Result<()> {
    signin::insert_session(
        tx,
        &hash(cookie),
        user_id,
        tx.now_ms().saturating_add(SESSION_TTL_MS),
    )
}
