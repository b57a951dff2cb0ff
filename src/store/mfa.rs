//! Users' second factors ("MFA verifications"): TOTP keys, backup code sets (their codes
//! SHA-256 hashed) and WebAuthn credentials; and the users who skipped the offer of one.

use super::Tx;
use super::sql::{Optional, Row};
use crate::error::Result;
use rusqlite::params;

/// One factor of a user, as stored. Which columns are set depends on `kind`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Record {
    pub id: String,
    pub user_id: String,
    /// `Totp`, `BackupCode` or `WebAuthn`.
    pub kind: String,
    /// Totp: the base32 key.
    pub secret: Option<String>,
    /// Totp: the last accepted time step (RFC 6238), so that a code is accepted once.
    pub last_step: Option<i64>,
    /// WebAuthn: the credential id (base64url), its COSE public key (base64url), its
    /// signature counter, name, user agent and transports.
    pub credential_id: Option<String>,
    pub public_key: Option<String>,
    pub sign_count: Option<i64>,
    pub name: Option<String>,
    pub agent: Option<String>,
    pub transports: Option<String>,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

const COLS: &str = "id, user_id, type, secret, last_step, credential_id, public_key, sign_count, \
                    name, agent, transports, created_at, last_used_at";

fn row(r: &Row) -> super::sql::Result<Record> {
    Ok(Record {
        id: r.get(0)?,
        user_id: r.get(1)?,
        kind: r.get(2)?,
        secret: r.get(3)?,
        last_step: r.get(4)?,
        credential_id: r.get(5)?,
        public_key: r.get(6)?,
        sign_count: r.get(7)?,
        name: r.get(8)?,
        agent: r.get(9)?,
        transports: r.get(10)?,
        created_at: r.get(11)?,
        last_used_at: r.get(12)?,
    })
}

pub fn insert(tx: &Tx, f: &Record) -> Result<()> {
    tx.execute(
        &format!(
            "INSERT INTO user_mfa_verifications ({COLS})
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)"
        ),
        params![
            f.id,
            f.user_id,
            f.kind,
            f.secret,
            f.last_step,
            f.credential_id,
            f.public_key,
            f.sign_count,
            f.name,
            f.agent,
            f.transports,
            f.created_at,
            f.last_used_at
        ],
    )?;
    Ok(())
}

/// A user's factors, oldest first.
pub fn list(tx: &Tx, user_id: &str) -> Result<Vec<Record>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT {COLS} FROM user_mfa_verifications WHERE user_id = ?1 ORDER BY created_at, id"
    ))?;
    let rows = st
        .query_map([user_id], row)?
        .collect::<super::sql::Result<Vec<_>>>()?;
    Ok(rows)
}

/// Does the user have any factor?
pub fn has_any(tx: &Tx, user_id: &str) -> Result<bool> {
    Ok(tx
        .query_row(
            "SELECT 1 FROM user_mfa_verifications WHERE user_id = ?1 LIMIT 1",
            [user_id],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

/// A WebAuthn factor by its credential id.
pub fn by_credential_id(tx: &Tx, credential_id: &str) -> Result<Option<Record>> {
    Ok(tx
        .query_row(
            &format!("SELECT {COLS} FROM user_mfa_verifications WHERE credential_id = ?1"),
            [credential_id],
            row,
        )
        .optional()?)
}

/// Removes one factor of a user (its backup codes go with it); false when there was none.
pub fn delete(tx: &Tx, user_id: &str, id: &str) -> Result<bool> {
    Ok(tx.execute(
        "DELETE FROM user_mfa_verifications WHERE user_id = ?1 AND id = ?2",
        params![user_id, id],
    )? > 0)
}

/// Removes every factor of a type from a user; returns how many.
pub fn delete_kind(tx: &Tx, user_id: &str, kind: &str) -> Result<usize> {
    Ok(tx.execute(
        "DELETE FROM user_mfa_verifications WHERE user_id = ?1 AND type = ?2",
        params![user_id, kind],
    )?)
}

/// Accepts TOTP time step `step` for factor `id` unless a step as late was accepted already
/// (a replayed code): true when accepted.
pub fn accept_totp_step(tx: &Tx, id: &str, step: i64) -> Result<bool> {
    Ok(tx.execute(
        "UPDATE user_mfa_verifications SET last_step = ?2, last_used_at = ?3
         WHERE id = ?1 AND (last_step IS NULL OR last_step < ?2)",
        params![id, step, tx.now_ms()],
    )? > 0)
}

/// Records a use of a factor (and, for WebAuthn, the authenticator's new counter).
pub fn used(tx: &Tx, id: &str, sign_count: Option<i64>) -> Result<()> {
    tx.execute(
        "UPDATE user_mfa_verifications SET last_used_at = ?2, sign_count = coalesce(?3, sign_count)
         WHERE id = ?1",
        params![id, tx.now_ms(), sign_count],
    )?;
    Ok(())
}

/// Stores the codes of a backup code set, by their hashes.
pub fn insert_backup_codes(tx: &Tx, verification_id: &str, hashes: &[String]) -> Result<()> {
    for h in hashes {
        tx.execute(
            "INSERT INTO user_backup_codes (verification_id, code_hash) VALUES (?1, ?2)",
            params![verification_id, h],
        )?;
    }
    Ok(())
}

/// Uses the unused code of hash `code_hash` of a set: true when there was one.
pub fn use_backup_code(tx: &Tx, verification_id: &str, code_hash: &str) -> Result<bool> {
    Ok(tx.execute(
        "UPDATE user_backup_codes SET used_at = ?3
         WHERE verification_id = ?1 AND code_hash = ?2 AND used_at IS NULL",
        params![verification_id, code_hash, tx.now_ms()],
    )? > 0)
}

/// How many codes of a set are still unused.
pub fn remaining_backup_codes(tx: &Tx, verification_id: &str) -> Result<i64> {
    Ok(tx.query_row(
        "SELECT count(*) FROM user_backup_codes WHERE verification_id = ?1 AND used_at IS NULL",
        [verification_id],
        |r| r.get(0),
    )?)
}

/// Did the user skip the offer of a second factor?
pub fn skipped(tx: &Tx, user_id: &str) -> Result<bool> {
    Ok(tx
        .query_row(
            "SELECT mfa_skipped FROM users WHERE id = ?1",
            [user_id],
            |r| r.get::<bool>(0),
        )
        .optional()?
        .unwrap_or(false))
}

pub fn set_skipped(tx: &Tx, user_id: &str, skipped: bool) -> Result<()> {
    tx.execute(
        "UPDATE users SET mfa_skipped = ?2 WHERE id = ?1",
        params![user_id, skipped],
    )?;
    Ok(())
}
