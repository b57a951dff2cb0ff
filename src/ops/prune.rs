//! Removing expired rows: waiting sign-in data, codes and their mailbox messages, sessions,
//! authorization codes, tokens and the grants they leave empty, lockout counters whose window
//! is over, and events and delivered webhook deliveries past `retention.events`.
//!
//! Used by `idctl store prune` and by the sweep of `idctl serve`. Rows go in batches of
//! [`BATCH`], each batch in a write transaction of its own, so the writer is never held for
//! long and other writers get their turn between batches. What is still needed stays: live
//! sessions, unexpired codes and tokens (consumed ones too, so that a reuse within their
//! lifetime is still caught), lockouts inside their window or still locking, and pending,
//! failed and given-up webhook deliveries with their events. The code connectors' outbox
//! loses its finished messages once their code expired, and its attempt log what is older
//! than `retention.events`.

use crate::error::Result;
use crate::store::Tx;
use crate::store::prune::{self as sql, Cutoffs, Kind};
use serde::Serialize;

/// Rows deleted per transaction.
pub const BATCH: i64 = 500;

pub use crate::store::Writer;

/// What one prune removed, by kind of row.
#[derive(Debug, Default, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Pruned {
    pub sessions: u64,
    pub authorization_codes: u64,
    /// Opaque access and refresh tokens of every user flow (the browser's and
    /// `idctl token --user --offline`).
    pub tokens: u64,
    pub grants: u64,
    pub verification_codes: u64,
    pub mailbox: u64,
    pub one_time_tokens: u64,
    pub lockouts: u64,
    pub deliveries: u64,
    pub events: u64,
    pub connector_messages: u64,
    pub connector_logs: u64,
}

impl Pruned {
    pub fn total(&self) -> u64 {
        self.rows().iter().map(|(_, n)| n).sum()
    }

    /// Each kind with its count, in the order `store prune` shows them.
    pub fn rows(&self) -> [(&'static str, u64); 12] {
        [
            ("sessions", self.sessions),
            ("authorization codes", self.authorization_codes),
            ("tokens", self.tokens),
            ("grants", self.grants),
            ("verification codes", self.verification_codes),
            ("mailbox messages", self.mailbox),
            ("one-time tokens", self.one_time_tokens),
            ("lockout counters", self.lockouts),
            ("webhook deliveries", self.deliveries),
            ("events", self.events),
            ("connector messages", self.connector_messages),
            ("connector attempts", self.connector_logs),
        ]
    }

    fn add(&mut self, kind: Kind, rows: usize, grants: usize) {
        let (rows, grants) = (rows as u64, grants as u64);
        self.grants += grants;
        let slot = match kind {
            Kind::Sessions => &mut self.sessions,
            Kind::AuthorizationCodes => &mut self.authorization_codes,
            Kind::OidcTokens => &mut self.tokens,
            Kind::Grants => &mut self.grants,
            Kind::Mailbox => &mut self.mailbox,
            Kind::VerificationCodes => &mut self.verification_codes,
            Kind::OneTimeTokens => &mut self.one_time_tokens,
            Kind::Lockouts => &mut self.lockouts,
            Kind::Deliveries => &mut self.deliveries,
            Kind::Events => &mut self.events,
            Kind::ConnectorMessages => &mut self.connector_messages,
            Kind::ConnectorLogs => &mut self.connector_logs,
        };
        *slot += rows;
    }
}

/// The instants that decide what has expired, for a prune starting in `tx`.
pub fn cutoffs(tx: &Tx) -> Result<Cutoffs> {
    let now = tx.now_ms();
    let retention_ms = super::config::retention_events_secs(tx)?.saturating_mul(1000);
    Ok(Cutoffs {
        now,
        lockout_window_start: now.saturating_sub(super::experience::WINDOW_MS),
        retention: now.saturating_sub(retention_ms),
    })
}

/// Removes every expired row, [`BATCH`] rows per transaction; `between` runs after each
/// batch (the server lets its request writers go first there) and ends the prune early when
/// it returns `false` (what was removed so far is returned).
pub fn run(writer: &mut impl Writer, mut between: impl FnMut() -> bool) -> Result<Pruned> {
    let c = writer.write(|tx| cutoffs(tx))?;
    let mut pruned = Pruned::default();
    for kind in Kind::ALL {
        loop {
            let (rows, grants) = writer.write(|tx| sql::batch(tx, kind, &c, BATCH))?;
            pruned.add(kind, rows, grants);
            if !between() {
                return Ok(pruned);
            }
            if (rows as i64) < BATCH {
                break;
            }
        }
    }
    Ok(pruned)
}
