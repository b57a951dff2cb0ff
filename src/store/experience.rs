//! Verification codes, one-time tokens, lockout counters and MFA secrets.

use super::Tx;
use super::sql::Optional;
use crate::error::Result;
use rusqlite::params;

/// Stores a code (hashed); returns its id.
pub fn insert_code(
    tx: &Tx,
    kind: &str,
    value: &str,
    code_hash: &str,
    expires_at: i64,
) -> Result<i64> {
    Ok(tx.query_row(
        "INSERT INTO verification_codes (type, value, code_hash, expires_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id",
        params![kind, value, code_hash, expires_at, tx.now_ms()],
        |r| r.get(0),
    )?)
}

/// Puts a sent code in the local mailbox, and drops the messages that expired.
pub fn insert_mail(
    tx: &Tx,
    code_id: i64,
    kind: &str,
    value: &str,
    code: &str,
    expires_at: i64,
) -> Result<()> {
    let now = tx.now_ms();
    tx.execute("DELETE FROM mailbox WHERE expires_at <= ?1", [now])?;
    tx.execute(
        "INSERT INTO mailbox (code_id, type, value, code, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![code_id, kind, value, code, now, expires_at],
    )?;
    Ok(())
}

/// A message of the mailbox: (type, value, code, created_at, expires_at).
pub type Mail = (String, String, String, i64, i64);

/// The mailbox's codes that can still be used (unexpired, unused), newest first, for one
/// identifier or all: (type, value, code, created_at, expires_at).
pub fn mailbox(tx: &Tx, only: Option<(&str, &str)>) -> Result<Vec<Mail>> {
    let (kind, value) = only.unwrap_or(("", ""));
    let mut st = tx.tx.prepare_cached(
        "SELECT m.type, m.value, m.code, m.created_at, m.expires_at
         FROM mailbox m JOIN verification_codes c ON c.id = m.code_id
         WHERE m.expires_at > ?1 AND c.used = 0
           AND (?2 = '' OR (m.type = ?2 AND m.value = ?3))
         ORDER BY m.id DESC",
    )?;
    let rows = st
        .query_map(params![tx.now_ms(), kind, value], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })?
        .collect::<super::sql::Result<Vec<_>>>()?;
    Ok(rows)
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
        "INSERT INTO user_mfa (user_id, type, secret, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING",
        params![user_id, kind, secret, tx.now_ms()],
    )? > 0)
}
