//! Code connectors (schema 23): the channels' connectors, the outbox of codes to send and the
//! log of every attempt.

use super::Tx;
use super::sql::Optional;
use crate::error::Result;
use rusqlite::params;

/// A channel's connector as stored: its configuration is JSON without secret values.
#[derive(Debug, Clone)]
pub struct ChannelRow {
    pub channel: String,
    pub provider: String,
    pub config: String,
    pub signing_key: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

const CHANNEL_COLS: &str = "channel, provider, config, signing_key, created_at, updated_at";

fn channel_row(r: &super::sql::Row<'_>) -> super::sql::Result<ChannelRow> {
    Ok(ChannelRow {
        channel: r.get(0)?,
        provider: r.get(1)?,
        config: r.get(2)?,
        signing_key: r.get(3)?,
        created_at: r.get(4)?,
        updated_at: r.get(5)?,
    })
}

pub fn get(tx: &Tx, channel: &str) -> Result<Option<ChannelRow>> {
    Ok(tx
        .query_row(
            &format!("SELECT {CHANNEL_COLS} FROM code_connectors WHERE channel = ?1"),
            [channel],
            channel_row,
        )
        .optional()?)
}

pub fn list(tx: &Tx) -> Result<Vec<ChannelRow>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT {CHANNEL_COLS} FROM code_connectors ORDER BY channel"
    ))?;
    let rows = st.query_map([], channel_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Inserts or replaces a channel's connector.
pub fn put(tx: &Tx, row: &ChannelRow) -> Result<()> {
    tx.execute(
        "INSERT INTO code_connectors (channel, provider, config, signing_key, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (channel) DO UPDATE SET provider = excluded.provider, config = excluded.config,
             signing_key = excluded.signing_key, updated_at = excluded.updated_at",
        params![
            row.channel,
            row.provider,
            row.config,
            row.signing_key,
            row.created_at,
            row.updated_at
        ],
    )?;
    Ok(())
}

/// Removes a channel's connector; whether there was one.
pub fn delete(tx: &Tx, channel: &str) -> Result<bool> {
    Ok(tx.execute("DELETE FROM code_connectors WHERE channel = ?1", [channel])? > 0)
}

/// A code to send, as the outbox holds it.
#[derive(Debug, Clone)]
pub struct Message {
    pub id: i64,
    pub channel: String,
    pub recipient: String,
    pub purpose: String,
    pub locale: String,
    /// The code, in clear until the message is sent or given up.
    pub code: Option<String>,
    pub expires_at: i64,
    pub attempts: i64,
}

const MESSAGE_COLS: &str = "id, channel, recipient, purpose, locale, code, expires_at, attempts";

fn message_row(r: &super::sql::Row<'_>) -> super::sql::Result<Message> {
    Ok(Message {
        id: r.get(0)?,
        channel: r.get(1)?,
        recipient: r.get(2)?,
        purpose: r.get(3)?,
        locale: r.get(4)?,
        code: r.get(5)?,
        expires_at: r.get(6)?,
        attempts: r.get(7)?,
    })
}

/// Queues a code to send, due at `due_at` (a run may still take it by id before); returns
/// the message's id.
#[allow(clippy::too_many_arguments)]
pub fn queue(
    tx: &Tx,
    channel: &str,
    recipient: &str,
    purpose: &str,
    locale: &str,
    code: &str,
    expires_at: i64,
    due_at: i64,
) -> Result<i64> {
    let now = tx.now_ms();
    Ok(tx.query_row(
        "INSERT INTO connector_messages (channel, recipient, purpose, locale, code, expires_at,
             status, attempts, next_attempt_at, claimed_until, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'pending', 0, ?8, 0, ?7) RETURNING id",
        params![
            channel, recipient, purpose, locale, code, expires_at, now, due_at
        ],
        |r| r.get(0),
    )?)
}

/// Which pending messages a run takes.
#[derive(Debug, Clone, Copy)]
pub enum Due<'a> {
    /// These messages (the first attempt after the commit that queued them).
    Ids(&'a [i64]),
    /// Those whose next attempt is due.
    Now,
    /// Every pending one, due or not (`connector deliver --all`).
    All,
}

/// Claims up to `limit` pending, unclaimed (or whose claim lapsed), unexpired messages that
/// `due` selects, of ids above `after` (a run passes over the outbox once), for the run
/// `token` until `lease_until`; returns them in the order of their ids.
pub fn claim(
    tx: &Tx,
    due: Due,
    after: i64,
    token: &str,
    lease_until: i64,
    limit: i64,
) -> Result<Vec<Message>> {
    let now = tx.now_ms();
    let base = format!(
        "SELECT {MESSAGE_COLS} FROM connector_messages
         WHERE status = 'pending' AND claimed_until < ?1 AND expires_at > ?1 AND code IS NOT NULL"
    );
    let found: Vec<Message> = match due {
        Due::Ids(ids) => {
            let mut out = Vec::new();
            let mut st = tx.tx.prepare_cached(&format!("{base} AND id = ?2"))?;
            for id in ids.iter().take(limit.max(0) as usize) {
                for m in st.query_map(params![now, id], message_row)? {
                    out.push(m?);
                }
            }
            out
        }
        Due::Now => {
            let mut st = tx.tx.prepare_cached(&format!(
                "{base} AND next_attempt_at <= ?1 AND id > ?3 ORDER BY id LIMIT ?2"
            ))?;
            st.query_map(params![now, limit, after], message_row)?
                .collect::<Result<_, _>>()?
        }
        Due::All => {
            let mut st = tx
                .tx
                .prepare_cached(&format!("{base} AND id > ?3 ORDER BY id LIMIT ?2"))?;
            st.query_map(params![now, limit, after], message_row)?
                .collect::<Result<_, _>>()?
        }
    };
    for m in &found {
        tx.execute(
            "UPDATE connector_messages SET claimed_by = ?2, claimed_until = ?3 WHERE id = ?1",
            params![m.id, token, lease_until],
        )?;
    }
    Ok(found)
}

/// Pending messages whose code expired (and that no run holds): up to `limit`.
pub fn expired(tx: &Tx, limit: i64) -> Result<Vec<Message>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT {MESSAGE_COLS} FROM connector_messages
         WHERE status = 'pending' AND expires_at <= ?1 AND claimed_until < ?1
         ORDER BY expires_at LIMIT ?2"
    ))?;
    let rows = st
        .query_map(params![tx.now_ms(), limit], message_row)?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Is this message still pending and held by the run `token`?
pub fn still_ours(tx: &Tx, id: i64, token: &str) -> Result<bool> {
    Ok(tx
        .query_row(
            "SELECT 1 FROM connector_messages WHERE id = ?1 AND claimed_by = ?2 AND status = 'pending'",
            params![id, token],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

/// Ends a message (`sent`, `failed`, `expired`): its code is wiped and its claim released.
pub fn finish(tx: &Tx, id: i64, status: &str, attempts: i64) -> Result<()> {
    tx.execute(
        "UPDATE connector_messages SET status = ?2, attempts = ?3, code = NULL, finished_at = ?4,
             claimed_by = NULL, claimed_until = 0
         WHERE id = ?1",
        params![id, status, attempts, tx.now_ms()],
    )?;
    Ok(())
}

/// Schedules a message's next attempt and releases its claim.
pub fn retry_at(tx: &Tx, id: i64, attempts: i64, next_attempt_at: i64) -> Result<()> {
    tx.execute(
        "UPDATE connector_messages SET attempts = ?2, next_attempt_at = ?3,
             claimed_by = NULL, claimed_until = 0
         WHERE id = ?1",
        params![id, attempts, next_attempt_at],
    )?;
    Ok(())
}

/// Gives a claimed message back, as due as it was (a run that stopped before its attempt).
pub fn release(tx: &Tx, id: i64, token: &str) -> Result<()> {
    tx.execute(
        "UPDATE connector_messages SET claimed_by = NULL, claimed_until = 0
         WHERE id = ?1 AND claimed_by = ?2",
        params![id, token],
    )?;
    Ok(())
}

/// A message's state, for tests of the outbox and `connector logs`: (status, attempts,
/// whether the code is still there).
pub fn state(tx: &Tx, id: i64) -> Result<Option<(String, i64, bool)>> {
    Ok(tx
        .query_row(
            "SELECT status, attempts, CASE WHEN code IS NULL THEN 0 ELSE 1 END
             FROM connector_messages WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get::<i64>(2)? == 1)),
        )
        .optional()?)
}

/// The pending messages: how many, and when the next one is due.
pub fn backlog(tx: &Tx) -> Result<(i64, Option<i64>)> {
    Ok(tx.query_row(
        "SELECT count(*), min(next_attempt_at) FROM connector_messages WHERE status = 'pending'",
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?)
}

/// One attempt, as logged (never the code).
#[derive(Debug, Clone)]
pub struct LogRow {
    pub id: i64,
    pub message_id: Option<i64>,
    pub channel: String,
    pub provider: String,
    pub recipient: String,
    pub purpose: String,
    pub attempt: i64,
    pub result: String,
    pub detail: Option<String>,
    pub duration_ms: i64,
    pub created_at: i64,
}

pub fn insert_log(tx: &Tx, l: &LogRow) -> Result<()> {
    tx.execute(
        "INSERT INTO connector_logs (message_id, channel, provider, recipient, purpose, attempt,
             result, detail, duration_ms, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            l.message_id,
            l.channel,
            l.provider,
            l.recipient,
            l.purpose,
            l.attempt,
            l.result,
            l.detail,
            l.duration_ms,
            l.created_at
        ],
    )?;
    Ok(())
}

/// The newest attempts first: of one channel or all, only the failed ones (failed or given
/// up) or all, at most `limit`.
pub fn logs(tx: &Tx, channel: Option<&str>, failed: bool, limit: i64) -> Result<Vec<LogRow>> {
    let mut st = tx.tx.prepare_cached(
        "SELECT id, message_id, channel, provider, recipient, purpose, attempt, result, detail,
                duration_ms, created_at
         FROM connector_logs
         WHERE (?1 = '' OR channel = ?1) AND (?2 = 0 OR result <> 'ok')
         ORDER BY created_at DESC, id DESC LIMIT ?3",
    )?;
    let rows = st
        .query_map(params![channel.unwrap_or(""), failed as i64, limit], |r| {
            Ok(LogRow {
                id: r.get(0)?,
                message_id: r.get(1)?,
                channel: r.get(2)?,
                provider: r.get(3)?,
                recipient: r.get(4)?,
                purpose: r.get(5)?,
                attempt: r.get(6)?,
                result: r.get(7)?,
                detail: r.get(8)?,
                duration_ms: r.get(9)?,
                created_at: r.get(10)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}
