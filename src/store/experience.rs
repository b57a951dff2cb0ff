//! Verification codes, one-time tokens, lockout counters and MFA secrets.

use super::Tx;
use crate::error::Result;
use rusqlite::{OptionalExtension, params};

pub fn insert_code(
    tx: &Tx,
    kind: &str,
    value: &str,
    code_hash: &str,
    expires_at: i64,
) -> Result<()> {
    tx.tx.execute(
        "INSERT INTO verification_codes (type, value, code_hash, expires_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![kind, value, code_hash, expires_at, tx.now_ms()],
    )?;
    Ok(())
}

/// The newest unused code of an identifier: (id, hash, expires_at).
pub fn latest_code(tx: &Tx, kind: &str, value: &str) -> Result<Option<(i64, String, i64)>> {
    Ok(tx
        .query_row(
            "SELECT id, code_hash, expires_at FROM verification_codes
             WHERE type = ?1 AND value = ?2 AND used = 0 ORDER BY id DESC LIMIT 1",
            params![kind, value],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?)
}

pub fn use_code(tx: &Tx, id: i64) -> Result<()> {
    tx.tx
        .execute("UPDATE verification_codes SET used = 1 WHERE id = ?1", [id])?;
    Ok(())
}

pub fn insert_ott(tx: &Tx, email: &str, token_hash: &str, expires_at: i64) -> Result<()> {
    tx.tx.execute(
        "INSERT INTO one_time_tokens (email, token_hash, expires_at, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![email, token_hash, expires_at, tx.now_ms()],
    )?;
    Ok(())
}

/// A one-time token by hash: (id, email, expires_at, used).
pub fn find_ott(tx: &Tx, token_hash: &str) -> Result<Option<(i64, String, i64, bool)>> {
    Ok(tx
        .query_row(
            "SELECT id, email, expires_at, used FROM one_time_tokens WHERE token_hash = ?1",
            [token_hash],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?)
}

pub fn use_ott(tx: &Tx, id: i64) -> Result<()> {
    tx.tx
        .execute("UPDATE one_time_tokens SET used = 1 WHERE id = ?1", [id])?;
    Ok(())
}

/// A lockout counter: (window_start, failures, locked_until).
pub fn lockout(tx: &Tx, kind: &str, value: &str) -> Result<Option<(i64, i64, i64)>> {
    Ok(tx
        .query_row(
            "SELECT window_start, failures, locked_until FROM lockouts WHERE type = ?1 AND value = ?2",
            params![kind, value],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?)
}

pub fn set_lockout(
    tx: &Tx,
    kind: &str,
    value: &str,
    window_start: i64,
    failures: i64,
    locked_until: i64,
) -> Result<()> {
    tx.tx.execute(
        "INSERT INTO lockouts (type, value, window_start, failures, locked_until) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (type, value) DO UPDATE SET window_start = ?3, failures = ?4, locked_until = ?5",
        params![kind, value, window_start, failures, locked_until],
    )?;
    Ok(())
}

/// Removes the counters of these identifiers; returns how many were locked.
pub fn clear_lockouts(tx: &Tx, ids: &[(&str, &str)], now: i64) -> Result<usize> {
    let mut locked = 0;
    for (kind, value) in ids {
        if let Some((_, _, until)) = lockout(tx, kind, value)?
            && until > now
        {
            locked += 1;
        }
        tx.tx.execute(
            "DELETE FROM lockouts WHERE type = ?1 AND value = ?2",
            params![kind, value],
        )?;
    }
    Ok(locked)
}

pub fn set_mfa(tx: &Tx, user_id: &str, kind: &str, secret: &str) -> Result<bool> {
    Ok(tx.tx.execute(
        "INSERT OR IGNORE INTO user_mfa (user_id, type, secret, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![user_id, kind, secret, tx.now_ms()],
    )? > 0)
}
