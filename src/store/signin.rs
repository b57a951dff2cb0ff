//! Sign-in in the browser: sessions; and the grants of every user flow (a browser sign-in's
//! or the command line's `idctl token --user`) with their authorization codes and opaque
//! tokens. Secrets (session ids, codes, tokens) are stored as
//! SHA-256 hashes only.

use super::Tx;
use super::sql::Optional;
use crate::error::Result;
use rusqlite::params;

/// What a user granted an app in one authorization flow: a sign-in in the browser, or the
/// command line's `idctl token --user` (no OIDC scopes, one resource).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OidcGrant {
    pub id: String,
    pub user_id: String,
    pub client_id: String,
    /// OIDC scopes and permissions, in the order asked.
    pub scopes: Vec<String>,
    /// The resource indicators named at the authorization endpoint.
    pub resources: Vec<String>,
    pub session_hash: Option<String>,
    /// When the user authenticated (Unix seconds), for the grant's ID tokens: set only when
    /// the authorization request asked for `max_age` or `prompt=login`.
    pub auth_time: Option<i64>,
    /// How the user authenticated (RFC 8176 `amr` values), for the grant's ID tokens; empty
    /// when not known (grants of the command line).
    pub amr: Vec<String>,
    pub revoked: bool,
    pub created_at: i64,
}

/// A live session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub user_id: String,
    /// When its user authenticated (milliseconds).
    pub authenticated_at: i64,
    /// How its user authenticated (RFC 8176 `amr` values).
    pub amr: Vec<String>,
}

/// An authorization code, found by its hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Code {
    pub grant_id: String,
    pub redirect_uri: String,
    pub code_challenge: Option<String>,
    pub nonce: Option<String>,
    pub expires_at: i64,
    pub consumed_at: Option<i64>,
}

/// An opaque token of a grant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OidcToken {
    pub grant_id: String,
    pub kind: String,
    pub expires_at: i64,
    pub consumed_at: Option<i64>,
}

fn words(s: &str) -> Vec<String> {
    crate::util::split_scope(s).map(str::to_string).collect()
}

/// Opens a session for a user who authenticated now, with the methods `amr`.
pub fn insert_session(
    tx: &Tx,
    id_hash: &str,
    user_id: &str,
    expires_at: i64,
    amr: &[String],
) -> Result<()> {
    tx.execute(
        "INSERT INTO sessions (id_hash, user_id, created_at, expires_at, authenticated_at, amr)
         VALUES (?1, ?2, ?3, ?4, ?3, ?5)",
        params![id_hash, user_id, tx.now_ms(), expires_at, amr.join(" ")],
    )?;
    Ok(())
}

/// The user of a live session.
pub fn session_user(tx: &Tx, id_hash: &str) -> Result<Option<String>> {
    Ok(session(tx, id_hash)?.map(|s| s.user_id))
}

/// A live session: its user, and when the user authenticated.
pub fn session(tx: &Tx, id_hash: &str) -> Result<Option<Session>> {
    Ok(tx
        .query_row(
            "SELECT user_id, coalesce(authenticated_at, created_at), amr FROM sessions
             WHERE id_hash = ?1 AND expires_at > ?2",
            params![id_hash, tx.now_ms()],
            |r| {
                Ok(Session {
                    user_id: r.get(0)?,
                    authenticated_at: r.get(1)?,
                    amr: words(&r.get::<Option<String>>(2)?.unwrap_or_default()),
                })
            },
        )
        .optional()?)
}

pub fn delete_session(tx: &Tx, id_hash: &str) -> Result<bool> {
    Ok(tx.execute("DELETE FROM sessions WHERE id_hash = ?1", [id_hash])? > 0)
}

/// Ends every session of a user (suspension); returns how many there were.
pub fn delete_user_sessions(tx: &Tx, user_id: &str) -> Result<usize> {
    Ok(tx.execute("DELETE FROM sessions WHERE user_id = ?1", [user_id])?)
}

pub fn insert_grant(tx: &Tx, g: &OidcGrant) -> Result<()> {
    tx.execute(
        "INSERT INTO oidc_grants
             (id, user_id, client_id, scopes, resources, session_hash, revoked, created_at, auth_time,
              amr)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            g.id,
            g.user_id,
            g.client_id,
            g.scopes.join(" "),
            serde_json::to_string(&g.resources)?,
            g.session_hash,
            g.revoked,
            g.created_at,
            g.auth_time,
            (!g.amr.is_empty()).then(|| g.amr.join(" "))
        ],
    )?;
    Ok(())
}

pub fn grant(tx: &Tx, id: &str) -> Result<Option<OidcGrant>> {
    let row = tx
        .query_row(
            "SELECT id, user_id, client_id, scopes, resources, session_hash, revoked, created_at,
                    auth_time, amr
             FROM oidc_grants WHERE id = ?1",
            [id],
            |r| {
                Ok((
                    r.get::<String>(0)?,
                    r.get::<String>(1)?,
                    r.get::<String>(2)?,
                    r.get::<String>(3)?,
                    r.get::<String>(4)?,
                    r.get::<Option<String>>(5)?,
                    r.get::<bool>(6)?,
                    r.get::<i64>(7)?,
                    r.get::<Option<i64>>(8)?,
                    r.get::<Option<String>>(9)?,
                ))
            },
        )
        .optional()?;
    let Some((
        id,
        user_id,
        client_id,
        scopes,
        resources,
        session_hash,
        revoked,
        created_at,
        auth_time,
        amr,
    )) = row
    else {
        return Ok(None);
    };
    Ok(Some(OidcGrant {
        id,
        user_id,
        client_id,
        scopes: words(&scopes),
        resources: serde_json::from_str(&resources).unwrap_or_default(),
        session_hash,
        auth_time,
        amr: words(&amr.unwrap_or_default()),
        revoked,
        created_at,
    }))
}

/// Revokes a grant: every token it issued stops working (tokens are kept, so that one
/// presented later is told apart from one never issued).
pub fn revoke_grant(tx: &Tx, id: &str) -> Result<()> {
    tx.execute("UPDATE oidc_grants SET revoked = 1 WHERE id = ?1", [id])?;
    Ok(())
}

/// Revokes every grant of a user (suspension); returns how many live refresh tokens they had.
pub fn revoke_user_grants(tx: &Tx, user_id: &str) -> Result<usize> {
    let live: i64 = tx.query_row(
        "SELECT count(*) FROM oidc_tokens t JOIN oidc_grants g ON g.id = t.grant_id
         WHERE g.user_id = ?1 AND g.revoked = 0 AND t.kind = 'refresh'
           AND t.consumed_at IS NULL AND t.expires_at > ?2",
        params![user_id, tx.now_ms()],
        |r| r.get(0),
    )?;
    tx.execute(
        "UPDATE oidc_grants SET revoked = 1 WHERE user_id = ?1 AND revoked = 0",
        [user_id],
    )?;
    Ok(usize::try_from(live).unwrap_or_default())
}

pub fn insert_code(tx: &Tx, code_hash: &str, c: &Code) -> Result<()> {
    tx.execute(
        "INSERT INTO authorization_codes
             (code_hash, grant_id, redirect_uri, code_challenge, nonce, expires_at, consumed_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            code_hash,
            c.grant_id,
            c.redirect_uri,
            c.code_challenge,
            c.nonce,
            c.expires_at,
            c.consumed_at,
            tx.now_ms()
        ],
    )?;
    Ok(())
}

pub fn code(tx: &Tx, code_hash: &str) -> Result<Option<Code>> {
    Ok(tx
        .query_row(
            "SELECT grant_id, redirect_uri, code_challenge, nonce, expires_at, consumed_at
             FROM authorization_codes WHERE code_hash = ?1",
            [code_hash],
            |r| {
                Ok(Code {
                    grant_id: r.get(0)?,
                    redirect_uri: r.get(1)?,
                    code_challenge: r.get(2)?,
                    nonce: r.get(3)?,
                    expires_at: r.get(4)?,
                    consumed_at: r.get(5)?,
                })
            },
        )
        .optional()?)
}

pub fn consume_code(tx: &Tx, code_hash: &str) -> Result<()> {
    tx.execute(
        "UPDATE authorization_codes SET consumed_at = ?2 WHERE code_hash = ?1",
        params![code_hash, tx.now_ms()],
    )?;
    Ok(())
}

pub fn insert_token(tx: &Tx, token_hash: &str, t: &OidcToken) -> Result<()> {
    tx.execute(
        "INSERT INTO oidc_tokens (token_hash, grant_id, kind, expires_at, consumed_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            token_hash,
            t.grant_id,
            t.kind,
            t.expires_at,
            t.consumed_at,
            tx.now_ms()
        ],
    )?;
    Ok(())
}

pub fn token(tx: &Tx, token_hash: &str) -> Result<Option<OidcToken>> {
    Ok(tx
        .query_row(
            "SELECT grant_id, kind, expires_at, consumed_at FROM oidc_tokens WHERE token_hash = ?1",
            [token_hash],
            |r| {
                Ok(OidcToken {
                    grant_id: r.get(0)?,
                    kind: r.get(1)?,
                    expires_at: r.get(2)?,
                    consumed_at: r.get(3)?,
                })
            },
        )
        .optional()?)
}

pub fn consume_token(tx: &Tx, token_hash: &str) -> Result<()> {
    tx.execute(
        "UPDATE oidc_tokens SET consumed_at = ?2 WHERE token_hash = ?1",
        params![token_hash, tx.now_ms()],
    )?;
    Ok(())
}
