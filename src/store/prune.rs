//! Removing what has expired: one bounded batch of one kind of row per call, so that a
//! caller can commit after each batch and never hold the writer long (see `ops::prune`).
//! Every statement finds its rows through an index (migration 15).

use super::Dialect;
use super::Tx;
use crate::error::Result;
use rusqlite::params;

/// The kinds of rows that expire, in the order they are pruned (children before the rows
/// they keep alive: codes and tokens before their grants, deliveries before their events).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Sessions,
    AuthorizationCodes,
    OidcTokens,
    Mailbox,
    VerificationCodes,
    OneTimeTokens,
    Lockouts,
    /// Grants no code and no token reaches any more (the command line's user flows without
    /// a refresh token are never reached again).
    Grants,
    Deliveries,
    Events,
    /// Messages of the code connectors' outbox whose code expired: sent, failed or given up,
    /// and pending ones no run holds (a delivery run gives them up, logged, first when it
    /// runs; without one, the code in clear goes here).
    ConnectorMessages,
    /// Attempts of the code connectors older than `retention.events`.
    ConnectorLogs,
}

impl Kind {
    pub const ALL: [Kind; 12] = [
        Kind::Sessions,
        Kind::AuthorizationCodes,
        Kind::OidcTokens,
        Kind::Mailbox,
        Kind::VerificationCodes,
        Kind::OneTimeTokens,
        Kind::Lockouts,
        Kind::Grants,
        Kind::Deliveries,
        Kind::Events,
        Kind::ConnectorMessages,
        Kind::ConnectorLogs,
    ];
}

/// The instants that decide what has expired, in milliseconds since the epoch.
#[derive(Debug, Clone, Copy)]
pub struct Cutoffs {
    /// Rows that expire at or before this instant are gone.
    pub now: i64,
    /// Lockout counters whose window started at or before this, and that lock nothing, are gone.
    pub lockout_window_start: i64,
    /// Events and delivered deliveries recorded before this are gone.
    pub retention: i64,
}

/// Deletes at most `limit` rows of `kind` that `cutoffs` say are expired; returns how many,
/// and how many grants went with them (a grant goes with its last code or token).
pub fn batch(tx: &Tx, kind: Kind, c: &Cutoffs, limit: i64) -> Result<(usize, usize)> {
    let mut grants_removed = 0;
    let n = match kind {
        Kind::Sessions => tx.execute(
            "DELETE FROM sessions WHERE id_hash IN
                 (SELECT id_hash FROM sessions WHERE expires_at <= ?1 LIMIT ?2)",
            params![c.now, limit],
        )?,
        // Codes and tokens are kept until they expire, consumed or not: one presented again
        // within its lifetime revokes its grant.
        Kind::AuthorizationCodes => {
            let grants = returning(
                tx,
                "DELETE FROM authorization_codes WHERE code_hash IN
                     (SELECT code_hash FROM authorization_codes WHERE expires_at <= ?1 LIMIT ?2)
                 RETURNING grant_id",
                params![c.now, limit],
            )?;
            grants_removed = drop_empty_oidc_grants(tx, &grants)?;
            grants.len()
        }
        Kind::OidcTokens => {
            let grants = returning(
                tx,
                "DELETE FROM oidc_tokens WHERE token_hash IN
                     (SELECT token_hash FROM oidc_tokens WHERE expires_at <= ?1 LIMIT ?2)
                 RETURNING grant_id",
                params![c.now, limit],
            )?;
            grants_removed = drop_empty_oidc_grants(tx, &grants)?;
            grants.len()
        }
        Kind::Mailbox => tx.execute(
            "DELETE FROM mailbox WHERE id IN
                 (SELECT id FROM mailbox WHERE expires_at <= ?1 LIMIT ?2)",
            params![c.now, limit],
        )?,
        Kind::VerificationCodes => tx.execute(
            "DELETE FROM verification_codes WHERE id IN
                 (SELECT id FROM verification_codes WHERE expires_at <= ?1 LIMIT ?2)",
            params![c.now, limit],
        )?,
        Kind::OneTimeTokens => tx.execute(
            "DELETE FROM one_time_tokens WHERE id IN
                 (SELECT id FROM one_time_tokens WHERE expires_at <= ?1 LIMIT ?2)",
            params![c.now, limit],
        )?,
        // A counter whose window is over counts nothing any more; one that locks is kept
        // until the lock ends.
        Kind::Lockouts => tx.execute(
            "DELETE FROM lockouts WHERE (type, value) IN
                 (SELECT type, value FROM lockouts
                  WHERE window_start <= ?1 AND locked_until <= ?2 LIMIT ?3)",
            params![c.lockout_window_start, c.now, limit],
        )?,
        Kind::Grants => tx.execute(
            "DELETE FROM oidc_grants WHERE id IN
                 (SELECT g.id FROM oidc_grants g
                  WHERE g.created_at <= ?1
                    AND NOT EXISTS (SELECT 1 FROM authorization_codes a WHERE a.grant_id = g.id)
                    AND NOT EXISTS (SELECT 1 FROM oidc_tokens t WHERE t.grant_id = g.id)
                  ORDER BY g.created_at LIMIT ?2)",
            params![c.now, limit],
        )?,
        // Only delivered ones: pending deliveries are still to be sent, failed and given-up
        // ones wait for `hook deliver --retry-failed`.
        Kind::Deliveries => tx.execute(
            match tx.dialect() {
                // SQLite is told the index (it would pick another).
                Dialect::Sqlite => {
                    "DELETE FROM deliveries WHERE id IN
                         (SELECT id FROM deliveries INDEXED BY deliveries_delivered
                          WHERE status = 'delivered' AND created_at < ?1 LIMIT ?2)"
                }
                Dialect::Postgres => {
                    "DELETE FROM deliveries WHERE id IN
                         (SELECT id FROM deliveries
                          WHERE status = 'delivered' AND created_at < ?1 LIMIT ?2)"
                }
            },
            params![c.retention, limit],
        )?,
        // An event with a delivery left (pending, failed or given up) stays with it.
        Kind::Events => tx.execute(
            "DELETE FROM events WHERE seq IN
                 (SELECT e.seq FROM events e
                  WHERE e.created_at < ?1
                    AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.event_id = e.id)
                  ORDER BY e.created_at LIMIT ?2)",
            params![c.retention, limit],
        )?,
        Kind::ConnectorMessages => tx.execute(
            "DELETE FROM connector_messages WHERE id IN
                 (SELECT id FROM connector_messages
                  WHERE expires_at <= ?1 AND claimed_until < ?1 LIMIT ?2)",
            params![c.now, limit],
        )?,
        Kind::ConnectorLogs => tx.execute(
            "DELETE FROM connector_logs WHERE id IN
                 (SELECT id FROM connector_logs WHERE created_at < ?1 LIMIT ?2)",
            params![c.retention, limit],
        )?,
    };
    Ok((n, grants_removed))
}

/// Runs a `DELETE ... RETURNING` of one text column; returns the values.
fn returning<P: super::sql::Params>(tx: &Tx, sql: &str, p: P) -> Result<Vec<String>> {
    let mut st = tx.tx.prepare_cached(sql)?;
    let rows = st
        .query_map(p, |r| r.get::<String>(0))?
        .collect::<super::sql::Result<Vec<_>>>()?;
    Ok(rows)
}

fn dedup(ids: &[String]) -> Vec<&String> {
    let mut seen: Vec<&String> = ids.iter().collect();
    seen.sort();
    seen.dedup();
    seen
}

/// Removes those of `grants` that have no authorization code and no token left; returns
/// how many.
fn drop_empty_oidc_grants(tx: &Tx, grants: &[String]) -> Result<usize> {
    let mut n = 0;
    for g in dedup(grants) {
        n += tx.execute(
            "DELETE FROM oidc_grants WHERE id = ?1
               AND NOT EXISTS (SELECT 1 FROM authorization_codes a WHERE a.grant_id = ?1)
               AND NOT EXISTS (SELECT 1 FROM oidc_tokens t WHERE t.grant_id = ?1)",
            [g],
        )?;
    }
    Ok(n)
}
