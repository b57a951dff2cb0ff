//! Signing keys. Private keys are read only by the token module and never printed.

use super::Tx;
use super::sql::{Optional, Row};
use crate::error::Result;
use rusqlite::params;

/// A stored signing key.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredKey {
    pub kid: String,
    pub alg: String,
    pub private_pkcs8: Vec<u8>,
    pub public_jwk: serde_json::Value,
    pub created_at: i64,
    /// The signing key: access tokens, and the ID tokens of apps without another choice.
    pub is_current: bool,
    /// The RSA key that signs the ID tokens of apps asking for RS256 (never access tokens).
    pub id_token: bool,
    /// Has it signed anything yet (a token left the process)? Set once, on its first
    /// signature (see [`mark_signed`]); keys made before schema 20 count as having signed.
    pub signed: bool,
}

const COLS: &str = "kid, alg, private_pkcs8, public_jwk, created_at, is_current, id_token, signed";

/// The number of the key being inserted: after every other (writers take turns, so no two
/// get the same; a unique index says so).
const NEXT_SEQ: &str = "(SELECT coalesce(max(seq), 0) + 1 FROM signing_keys)";

fn row(r: &Row) -> super::sql::Result<StoredKey> {
    let jwk: String = r.get(3)?;
    Ok(StoredKey {
        kid: r.get(0)?,
        alg: r.get(1)?,
        private_pkcs8: r.get(2)?,
        public_jwk: serde_json::from_str(&jwk).unwrap_or(serde_json::Value::Null),
        created_at: r.get(4)?,
        is_current: r.get(5)?,
        id_token: r.get(6)?,
        signed: r.get(7)?,
    })
}

/// Inserts a key and makes it the signing key.
pub(crate) fn insert_current(tx: &super::sql::Handle, key: &StoredKey) -> Result<()> {
    tx.execute(
        "UPDATE signing_keys SET is_current = 0 WHERE is_current = 1",
        [],
    )?;
    tx.execute(
        &format!(
            "INSERT INTO signing_keys ({COLS}, seq) VALUES (?1, ?2, ?3, ?4, ?5, 1, 0, 0, {NEXT_SEQ})"
        ),
        params![
            key.kid,
            key.alg,
            key.private_pkcs8,
            key.public_jwk.to_string(),
            key.created_at
        ],
    )?;
    Ok(())
}

pub fn insert(tx: &Tx, key: &StoredKey) -> Result<()> {
    insert_current(&tx.tx, key)
}

/// Inserts the key that signs ID tokens for apps asking for RS256; it never becomes the
/// signing key. A store has at most one (a unique index says so).
pub(crate) fn insert_id_token(tx: &super::sql::Handle, key: &StoredKey) -> Result<()> {
    tx.execute(
        &format!(
            "INSERT INTO signing_keys ({COLS}, seq) VALUES (?1, ?2, ?3, ?4, ?5, 0, 1, 0, {NEXT_SEQ})"
        ),
        params![
            key.kid,
            key.alg,
            key.private_pkcs8,
            key.public_jwk.to_string(),
            key.created_at
        ],
    )?;
    Ok(())
}

/// Does the store have its ID-token key?
pub(crate) fn has_id_token_key(tx: &super::sql::Handle) -> Result<bool> {
    Ok(tx
        .query_row("SELECT 1 FROM signing_keys WHERE id_token = 1", [], |_| {
            Ok(())
        })
        .optional()?
        .is_some())
}

/// The key that signs the ID tokens of apps asking for `alg`: the signing key when it has
/// that algorithm, else the ID-token key when it has, else the newest key of that algorithm
/// still published.
pub fn for_id_tokens(tx: &Tx, alg: &str) -> Result<Option<StoredKey>> {
    Ok(tx
        .tx
        .prepare_cached(&format!(
            "SELECT {COLS} FROM signing_keys WHERE alg = ?1
             ORDER BY is_current DESC, id_token DESC, created_at DESC, {TIE_BREAK} LIMIT 1"
        ))?
        .query_row([alg], row)
        .optional()?)
}

pub fn current(tx: &Tx) -> Result<Option<StoredKey>> {
    Ok(tx
        .tx
        .prepare_cached(&format!(
            "SELECT {COLS} FROM signing_keys WHERE is_current = 1"
        ))?
        .query_row([], row)
        .optional()?)
}

/// The order of keys made in the same millisecond: the later first.
const TIE_BREAK: &str = "seq DESC";

/// Every key, newest first.
pub fn list(tx: &Tx) -> Result<Vec<StoredKey>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT {COLS} FROM signing_keys ORDER BY created_at DESC, {TIE_BREAK}"
    ))?;
    let rows = st.query_map([], row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub fn find(tx: &Tx, kid: &str) -> Result<Option<StoredKey>> {
    Ok(tx
        .query_row(
            &format!("SELECT {COLS} FROM signing_keys WHERE kid = ?1"),
            [kid],
            row,
        )
        .optional()?)
}

pub fn delete(tx: &Tx, kid: &str) -> Result<()> {
    tx.tx
        .execute("DELETE FROM signing_keys WHERE kid = ?1", [kid])?;
    Ok(())
}

/// Inserts a key that is published but does not sign (an imported `--publish-only` key, a
/// key a manifest declares besides its signing key), marked as having signed or not as
/// `key.signed` says.
pub fn insert_published(tx: &Tx, key: &StoredKey) -> Result<()> {
    tx.tx.execute(
        &format!(
            "INSERT INTO signing_keys ({COLS}, seq) VALUES (?1, ?2, ?3, ?4, ?5, 0, 0, ?6, {NEXT_SEQ})"
        ),
        params![
            key.kid,
            key.alg,
            key.private_pkcs8,
            key.public_jwk.to_string(),
            key.created_at,
            key.signed
        ],
    )?;
    Ok(())
}

/// Makes a stored key the signing key (the one before keeps its other roles).
pub fn make_current(tx: &Tx, kid: &str) -> Result<()> {
    tx.tx.execute(
        "UPDATE signing_keys SET is_current = 0 WHERE is_current = 1 AND kid <> ?1",
        [kid],
    )?;
    tx.tx.execute(
        "UPDATE signing_keys SET is_current = 1 WHERE kid = ?1 AND is_current = 0",
        [kid],
    )?;
    Ok(())
}

/// Makes a stored key the RSA key of ID tokens, in place of the one before.
pub fn make_id_token(tx: &Tx, kid: &str) -> Result<()> {
    tx.tx.execute(
        "UPDATE signing_keys SET id_token = 0 WHERE id_token = 1 AND kid <> ?1",
        [kid],
    )?;
    tx.tx.execute(
        "UPDATE signing_keys SET id_token = 1 WHERE kid = ?1 AND id_token = 0",
        [kid],
    )?;
    Ok(())
}

/// Records that these keys have signed: once per key (only keys not yet marked change).
pub(crate) fn mark_signed(tx: &super::sql::Handle, kids: &[String]) -> Result<()> {
    for kid in kids {
        tx.execute(
            "UPDATE signing_keys SET signed = 1 WHERE kid = ?1 AND signed = 0",
            [kid],
        )?;
    }
    Ok(())
}

pub(crate) fn count(tx: &super::sql::Handle) -> Result<i64> {
    Ok(tx.query_row("SELECT count(*) FROM signing_keys", [], |r| r.get(0))?)
}
