//! Webhooks, deliveries and the delivery log.

use super::sql::{Optional, Row};
use super::{Listed, Page, Tx, on_unique};
use crate::error::{Code, Error, Result};
use crate::model::{DeliveryLog, Hook, HookConfig};
use rusqlite::params;
use serde_json::Value;

const COLS: &str = "id, name, events, url, headers, signing_key, enabled, timeout_secs, created_at";

fn row(r: &Row) -> super::sql::Result<Hook> {
    let events: String = r.get(2)?;
    let headers: String = r.get(4)?;
    let url: Option<String> = r.get(3)?;
    Ok(Hook {
        id: r.get(0)?,
        name: r.get(1)?,
        events: serde_json::from_str(&events).unwrap_or_default(),
        config: HookConfig {
            stdout: url.is_none(),
            url,
            headers: serde_json::from_str(&headers).unwrap_or_default(),
        },
        signing_key: r.get(5)?,
        enabled: r.get(6)?,
        timeout_seconds: r.get(7)?,
        created_at: r.get(8)?,
    })
}

fn name_in_use(name: &str) -> Error {
    Error::new(
        Code::HookNameInUse,
        format!("a hook named {name} already exists"),
    )
}

fn args(h: &Hook) -> (String, String) {
    (
        serde_json::to_string(&h.events).unwrap_or_else(|_| "[]".into()),
        Value::Object(h.config.headers.clone()).to_string(),
    )
}

pub fn insert(tx: &Tx, h: &Hook) -> Result<()> {
    let (events, headers) = args(h);
    tx.execute(
        &format!("INSERT INTO hooks ({COLS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)"),
        params![
            h.id,
            h.name,
            events,
            h.config.url,
            headers,
            h.signing_key,
            h.enabled,
            h.timeout_seconds,
            h.created_at
        ],
    )
    .map_err(|e| on_unique(e, || name_in_use(&h.name)))?;
    Ok(())
}

pub fn update(tx: &Tx, h: &Hook) -> Result<()> {
    let (events, headers) = args(h);
    tx.execute(
        "UPDATE hooks SET name = ?2, events = ?3, url = ?4, headers = ?5, signing_key = ?6,
             enabled = ?7, timeout_secs = ?8 WHERE id = ?1",
        params![
            h.id,
            h.name,
            events,
            h.config.url,
            headers,
            h.signing_key,
            h.enabled,
            h.timeout_seconds
        ],
    )
    .map_err(|e| on_unique(e, || name_in_use(&h.name)))?;
    Ok(())
}

/// A hook by id, or by name.
pub fn find(tx: &Tx, key: &str) -> Result<Option<Hook>> {
    Ok(tx
        .query_row(
            &format!(
                "SELECT {COLS} FROM hooks WHERE id = ?1 OR name = ?1 ORDER BY id = ?1 DESC LIMIT 1"
            ),
            [key],
            row,
        )
        .optional()?)
}

pub fn list(tx: &Tx) -> Result<Vec<Hook>> {
    Ok(page(tx, Page::ALL)?.items)
}

/// A page of the hooks, by name (along the index of their names).
pub fn page(tx: &Tx, page: Page) -> Result<Listed<Hook>> {
    tx.page(
        &format!("SELECT {COLS} FROM hooks ORDER BY name LIMIT ?1 OFFSET ?2"),
        "SELECT count(*) FROM hooks",
        &[],
        page,
        row,
    )
}

/// Enabled hooks (URL and stdout alike).
pub fn enabled(tx: &Tx) -> Result<Vec<Hook>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT {COLS} FROM hooks WHERE enabled = 1 ORDER BY name"
    ))?;
    let rows = st.query_map([], row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub fn delete(tx: &Tx, id: &str) -> Result<()> {
    tx.execute("DELETE FROM hooks WHERE id = ?1", [id])?;
    Ok(())
}

pub fn insert_delivery(tx: &Tx, event_id: &str, hook_id: &str) -> Result<()> {
    tx.tx
        .prepare_cached(
            "INSERT INTO deliveries (event_id, hook_id, next_attempt_at, created_at)
             VALUES (?1, ?2, ?3, ?3) ON CONFLICT DO NOTHING",
        )?
        .execute(params![event_id, hook_id, tx.now_ms()])?;
    Ok(())
}

/// A delivery taken by this process, with what sending it needs.
#[derive(Debug, Clone)]
pub struct Claimed {
    pub delivery_id: i64,
    pub event_id: String,
    pub event: String,
    pub payload: Value,
    pub hook: Hook,
    pub attempts: i64,
    pub rounds: i64,
}

impl Claimed {
    /// The `webhook-id` of this delivery: unique per message (event and hook), the same for
    /// every attempt (see `message_id`).
    pub fn message_id(&self) -> String {
        message_id(&self.event_id, &self.hook.id)
    }
}

/// The `webhook-id` of the delivery of an event to a hook: the event's id and the hook's id
/// joined by `_`. Two hooks get two ids for one event (a receiver behind both that dedupes on
/// the id keeps both messages); every attempt of one delivery, in any run, carries the same.
pub fn message_id(event_id: &str, hook_id: &str) -> String {
    format!("{event_id}_{hook_id}")
}

/// Which pending deliveries to claim.
#[derive(Debug, Clone, Copy)]
pub enum Due<'a> {
    /// Those of these events (right after the command that caused them), due or not.
    Events(&'a [String]),
    /// Every pending delivery whose next attempt is due.
    Now,
    /// Every pending delivery, due or not.
    All,
}

/// Claims at most `limit` pending deliveries with ids above `after` that no live claim holds,
/// for the run `token`, until `lease_until`. No other run takes them while the lease lasts;
/// the run renews it (`renew`) while it is alive, so a killed run's claims lapse within one
/// lease. Returns the claimed rows.
pub fn claim(
    tx: &Tx,
    due: Due,
    after: i64,
    limit: usize,
    token: &str,
    lease_until: i64,
) -> Result<Vec<Claimed>> {
    let found = claimable(tx, due, after, limit)?;
    take(tx, &found, token, lease_until)?;
    Ok(found)
}

/// The deliveries `claim` would take, in id order, without taking them.
pub fn claimable(tx: &Tx, due: Due, after: i64, limit: usize) -> Result<Vec<Claimed>> {
    let now = tx.now_ms();
    let base = format!(
        "SELECT d.id, d.event_id, e.name, e.payload, d.attempts, d.rounds, {}
         FROM deliveries d JOIN events e ON e.id = d.event_id JOIN hooks h ON h.id = d.hook_id
         WHERE d.status = 'pending' AND d.claimed_until < ?1 AND h.enabled = 1 AND d.id > {after}",
        COLS.split(", ")
            .map(|c| format!("h.{c}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let map = |r: &Row| -> super::sql::Result<Claimed> {
        let payload: String = r.get(3)?;
        let hook = Hook {
            id: r.get(6)?,
            name: r.get(7)?,
            events: serde_json::from_str(&r.get::<String>(8)?).unwrap_or_default(),
            config: {
                let url: Option<String> = r.get(9)?;
                HookConfig {
                    stdout: url.is_none(),
                    url,
                    headers: serde_json::from_str(&r.get::<String>(10)?).unwrap_or_default(),
                }
            },
            signing_key: r.get(11)?,
            enabled: r.get(12)?,
            timeout_seconds: r.get(13)?,
            created_at: r.get(14)?,
        };
        Ok(Claimed {
            delivery_id: r.get(0)?,
            event_id: r.get(1)?,
            event: r.get(2)?,
            payload: serde_json::from_str(&payload).unwrap_or(Value::Null),
            attempts: r.get(4)?,
            rounds: r.get(5)?,
            hook,
        })
    };
    let mut found: Vec<Claimed> = match due {
        Due::Events(ids) => {
            let mut out = Vec::new();
            let mut st = tx
                .tx
                .prepare_cached(&format!("{base} AND d.event_id = ?2 ORDER BY d.id"))?;
            for id in ids {
                for c in st.query_map(params![now, id], map)? {
                    out.push(c?);
                }
            }
            out
        }
        Due::Now => {
            let mut st = tx.tx.prepare_cached(&format!(
                "{base} AND d.next_attempt_at <= ?1 ORDER BY d.id LIMIT {limit}"
            ))?;
            st.query_map([now], map)?.collect::<Result<_, _>>()?
        }
        Due::All => {
            let mut st = tx
                .tx
                .prepare_cached(&format!("{base} ORDER BY d.id LIMIT {limit}"))?;
            st.query_map([now], map)?.collect::<Result<_, _>>()?
        }
    };
    found.sort_by_key(|c| c.delivery_id);
    found.truncate(limit);
    Ok(found)
}

/// Claims these deliveries for the run `token` until `lease_until`.
pub fn take(tx: &Tx, claimed: &[Claimed], token: &str, lease_until: i64) -> Result<()> {
    let mut st = tx.tx.prepare_cached(
        "UPDATE deliveries SET claimed_by = ?2, claimed_until = ?3 WHERE id = ?1",
    )?;
    for c in claimed {
        st.execute(params![c.delivery_id, token, lease_until])?;
    }
    Ok(())
}

/// Gives back a delivery the run `token` claimed but did not attempt: it stays pending, as
/// due as it was, for the next run.
pub fn release(tx: &Tx, id: i64, token: &str) -> Result<()> {
    tx.tx
        .prepare_cached(
            "UPDATE deliveries SET claimed_by = NULL, claimed_until = 0
             WHERE id = ?1 AND claimed_by = ?2 AND status = 'pending'",
        )?
        .execute(params![id, token])?;
    Ok(())
}

/// The latest attempt to deliver to a hook, as the delivery log has it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastAttempt {
    pub at: i64,
    pub ok: bool,
    pub status: Option<u16>,
    pub error: Option<String>,
}

/// The hook's latest logged attempt (by start time), if any.
pub fn last_attempt(tx: &Tx, hook_id: &str) -> Result<Option<LastAttempt>> {
    Ok(tx
        .query_row(
            "SELECT created_at, result, response_status, error FROM delivery_logs
             WHERE hook_id = ?1 AND delivery_id IS NOT NULL
             ORDER BY created_at DESC, id DESC LIMIT 1",
            [hook_id],
            |r| {
                let result: String = r.get(1)?;
                Ok(LastAttempt {
                    at: r.get(0)?,
                    ok: result == "ok",
                    status: r.get(2)?,
                    error: r.get(3)?,
                })
            },
        )
        .optional()?)
}

/// What is not delivered yet to one enabled hook.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outstanding {
    pub hook_id: String,
    pub name: String,
    pub pending: i64,
    pub failed: i64,
    pub given_up: i64,
    /// The earliest next attempt among its pending deliveries.
    pub next_attempt_at: Option<i64>,
}

/// The enabled hooks with pending, failed or given-up deliveries, by name.
pub fn outstanding(tx: &Tx) -> Result<Vec<Outstanding>> {
    let mut st = tx.tx.prepare_cached(
        "SELECT h.id, h.name, count(*) FILTER (WHERE d.status = 'pending'),
                count(*) FILTER (WHERE d.status = 'failed'), count(*) FILTER (WHERE d.status = 'given_up'),
                min(CASE WHEN d.status = 'pending' THEN d.next_attempt_at END)
         FROM deliveries d JOIN hooks h ON h.id = d.hook_id
         WHERE d.status IN ('pending', 'failed', 'given_up') AND h.enabled = 1
         GROUP BY h.id ORDER BY h.name",
    )?;
    let rows = st.query_map([], |r| {
        Ok(Outstanding {
            hook_id: r.get(0)?,
            name: r.get(1)?,
            pending: r.get(2)?,
            failed: r.get(3)?,
            given_up: r.get(4)?,
            next_attempt_at: r.get(5)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Extends the lease of every delivery the run `token` still holds; returns how many.
pub fn renew(tx: &Tx, token: &str, lease_until: i64) -> Result<usize> {
    Ok(tx
        .tx
        .prepare_cached(
            "UPDATE deliveries SET claimed_until = ?2
             WHERE claimed_by = ?1 AND status = 'pending' AND claimed_until < ?2",
        )?
        .execute(params![token, lease_until])?)
}

/// Is this delivery still there, pending and claimed by the run `token`? (Not when it was
/// deleted with its hook, or taken over by another run after the lease lapsed.)
pub fn still_ours(tx: &Tx, id: i64, token: &str) -> Result<bool> {
    Ok(tx
        .tx
        .prepare_cached(
            "SELECT 1 FROM deliveries WHERE id = ?1 AND claimed_by = ?2 AND status = 'pending'",
        )?
        .query_row(params![id, token], |_| Ok(()))
        .optional()?
        .is_some())
}

/// Makes failed and given-up deliveries pending again, due now; returns how many.
pub fn retry_failed(tx: &Tx) -> Result<usize> {
    Ok(tx.execute(
        "UPDATE deliveries SET status = 'pending', rounds = 0, next_attempt_at = ?1,
         claimed_by = NULL, claimed_until = 0
         WHERE status IN ('failed', 'given_up')",
        [tx.now_ms()],
    )?)
}

/// Records the outcome of a delivery round and releases its claim.
pub fn finish(
    tx: &Tx,
    id: i64,
    status: &str,
    attempts: i64,
    rounds: i64,
    next_attempt_at: i64,
) -> Result<()> {
    tx.tx
        .prepare_cached(
            "UPDATE deliveries SET status = ?2, attempts = ?3, rounds = ?4, next_attempt_at = ?5,
             claimed_by = NULL, claimed_until = 0 WHERE id = ?1",
        )?
        .execute(params![id, status, attempts, rounds, next_attempt_at])?;
    Ok(())
}

pub struct NewLog<'a> {
    /// The delivery the attempt was for; `None` for a test (`hook test`).
    pub delivery_id: Option<i64>,
    pub hook_id: &'a str,
    pub event_id: &'a str,
    pub event: &'a str,
    pub attempt: i64,
    pub request_body: &'a str,
    pub response_status: Option<u16>,
    pub response_body: Option<&'a str>,
    pub ok: bool,
    pub error: Option<&'a str>,
    pub duration_ms: i64,
    pub at: i64,
}

pub fn insert_log(tx: &Tx, l: &NewLog) -> Result<()> {
    tx.tx
        .prepare_cached(
            "INSERT INTO delivery_logs (delivery_id, hook_id, event_id, event, attempt, request_body,
             response_status, response_body, result, error, duration_ms, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        )?
        .execute(params![
            l.delivery_id,
            l.hook_id,
            l.event_id,
            l.event,
            l.attempt,
            l.request_body,
            l.response_status,
            l.response_body,
            if l.ok { "ok" } else { "failed" },
            l.error,
            l.duration_ms,
            l.at
        ])?;
    Ok(())
}

pub fn logs(
    tx: &Tx,
    hook_id: &str,
    since_ms: i64,
    result: Option<&str>,
) -> Result<Vec<DeliveryLog>> {
    let only = LogFilter {
        since_ms,
        result,
        tests: true,
        ..LogFilter::default()
    };
    Ok(logs_page(tx, hook_id, &only, Page::ALL)?.items)
}

/// Which delivery attempts of a hook a list holds.
#[derive(Debug, Default, Clone, Copy)]
pub struct LogFilter<'a> {
    /// From this time on (epoch milliseconds)...
    pub since_ms: i64,
    /// ...to this one, when given.
    pub until_ms: Option<i64>,
    /// Only `ok` or only `failed` attempts.
    pub result: Option<&'a str>,
    /// Only the deliveries of this event.
    pub event: Option<&'a str>,
    /// With the attempts of `idctl hook test` (which belong to no delivery).
    pub tests: bool,
}

/// A page of the delivery attempts of a hook, in the order they were made (along the index
/// `delivery_logs_by_hook`).
pub fn logs_page(
    tx: &Tx,
    hook_id: &str,
    only: &LogFilter,
    page: Page,
) -> Result<Listed<DeliveryLog>> {
    const WHERE: &str = "WHERE hook_id = ?1 AND created_at >= ?2
        AND (CAST(?3 AS BIGINT) IS NULL OR created_at <= ?3) AND (CAST(?4 AS TEXT) IS NULL OR result = ?4)
        AND (CAST(?5 AS TEXT) IS NULL OR event = ?5) AND (?6 OR delivery_id IS NOT NULL)";
    tx.page(
        &format!(
            "SELECT id, hook_id, event, event_id, attempt, created_at, result, response_status,
                    duration_ms, error, response_body, request_body, delivery_id IS NULL
             FROM delivery_logs {WHERE}
             ORDER BY created_at, id LIMIT ?7 OFFSET ?8"
        ),
        &format!("SELECT count(*) FROM delivery_logs {WHERE}"),
        &[
            &hook_id,
            &only.since_ms,
            &only.until_ms,
            &only.result,
            &only.event,
            &only.tests,
        ],
        page,
        |r| {
            let body: String = r.get(11)?;
            Ok(DeliveryLog {
                id: r.get(0)?,
                hook_id: r.get(1)?,
                event: r.get(2)?,
                event_id: r.get(3)?,
                attempt: r.get(4)?,
                created_at: r.get(5)?,
                result: r.get(6)?,
                response_status: r.get(7)?,
                duration_ms: r.get(8)?,
                error: r.get(9)?,
                response_body: r.get(10)?,
                request_body: serde_json::from_str(&body).unwrap_or(Value::String(body)),
                test: r.get(12)?,
            })
        },
    )
}

/// (attempts, successes) of a hook since `since_ms`.
pub fn stats(tx: &Tx, hook_id: &str, since_ms: i64) -> Result<(i64, i64)> {
    Ok(tx.query_row(
        "SELECT count(*), count(*) FILTER (WHERE result = 'ok') FROM delivery_logs
         WHERE hook_id = ?1 AND created_at >= ?2 AND delivery_id IS NOT NULL",
        params![hook_id, since_ms],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?)
}

/// How many deliveries are pending, and when the oldest of them was queued (ms): one
/// statement along the index of due deliveries (the server's metrics, at each scrape).
pub fn pending(tx: &Tx) -> Result<(i64, Option<i64>)> {
    Ok(tx.query_row(
        "SELECT count(*), min(created_at) FROM deliveries WHERE status = 'pending'",
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?)
}

/// The pending deliveries of enabled hooks, as `hook deliver --wait` sees them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backlog {
    pub pending: i64,
    /// How many of them a live claim holds (another run is sending them).
    pub held: i64,
    /// The earliest next attempt among those no claim holds.
    pub next_due: Option<i64>,
    /// When the first of them can be claimed: its next attempt is due and no lease holds
    /// it. Nothing can be sent before (unless a run finishes early and releases its claims).
    pub claimable_at: Option<i64>,
}

pub fn backlog(tx: &Tx) -> Result<Backlog> {
    Ok(tx.query_row(
        "SELECT count(*), count(*) FILTER (WHERE d.claimed_until >= ?1),
                min(CASE WHEN d.claimed_until < ?1 THEN d.next_attempt_at END),
                min(CASE WHEN d.claimed_until < ?1 THEN d.next_attempt_at
                         WHEN d.next_attempt_at > d.claimed_until THEN d.next_attempt_at
                         ELSE d.claimed_until + 1 END)
         FROM deliveries d JOIN hooks h ON h.id = d.hook_id
         WHERE d.status = 'pending' AND h.enabled = 1",
        [tx.now_ms()],
        |r| {
            Ok(Backlog {
                pending: r.get(0)?,
                held: r.get(1)?,
                next_due: r.get(2)?,
                claimable_at: r.get(3)?,
            })
        },
    )?)
}

/// Does a hook's event list select `event`? Names match exactly; `all` matches every event;
/// `Prefix.*` matches the events whose name starts with `Prefix.`.
pub fn selects(patterns: &[String], event: &str) -> bool {
    patterns.iter().any(|p| {
        p == "all"
            || p == event
            || p.strip_suffix('*')
                .is_some_and(|prefix| prefix.ends_with('.') && event.starts_with(prefix))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::RoleType;
    use crate::ops::hooks::NewHook;
    use crate::ops::roles::NewRole;
    use crate::store::Store;

    /// A store with one hook and one pending delivery to it.
    fn store_with_a_delivery(dir: &tempfile::TempDir) -> Store {
        let mut store = Store::open(&dir.path().join("idctl.db")).expect("open");
        store
            .write(|tx| {
                crate::ops::hooks::create(
                    tx,
                    NewHook {
                        name: "h".into(),
                        url: Some("http://127.0.0.1:9/hook".into()),
                        events: vec!["Role.Created".into()],
                        headers: vec![],
                        timeout: None,
                    },
                )?;
                crate::ops::roles::create(
                    tx,
                    NewRole {
                        name: "clerk".into(),
                        description: None,
                        kind: RoleType::User,
                        is_default: false,
                        scopes: None,
                        scope_ids: Vec::new(),
                    },
                )?;
                Ok(())
            })
            .expect("setup");
        store
    }

    #[test]
    fn a_claim_holds_while_renewed_and_passes_to_another_run_once_it_lapses() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut store = store_with_a_delivery(&dir);
        store
            .write(|tx| {
                let now = tx.now_ms();
                let got = claim(tx, Due::All, 0, 10, "run-a", now + 30_000)?;
                assert_eq!(got.len(), 1);
                let id = got[0].delivery_id;
                assert!(claim(tx, Due::All, 0, 10, "run-b", now + 30_000)?.is_empty());
                let b = backlog(tx)?;
                assert_eq!((b.pending, b.held, b.next_due), (1, 1, None));
                assert_eq!(b.claimable_at, Some(now + 30_001));
                // Renewed while run a is alive: still its own, and later claimable.
                assert_eq!(renew(tx, "run-a", now + 60_000)?, 1);
                assert_eq!(backlog(tx)?.claimable_at, Some(now + 60_001));
                assert!(still_ours(tx, id, "run-a")?);
                // Run a stops renewing; its lease lapses and run b takes over.
                tx.execute("UPDATE deliveries SET claimed_until = ?1", [now - 1])?;
                assert_eq!(backlog(tx)?.held, 0);
                assert_eq!(claim(tx, Due::All, 0, 10, "run-b", now + 30_000)?.len(), 1);
                assert!(!still_ours(tx, id, "run-a")?);
                assert!(still_ours(tx, id, "run-b")?);
                assert_eq!(renew(tx, "run-a", now + 90_000)?, 0, "no longer run a's");
                // Finishing releases the claim.
                finish(tx, id, "pending", 3, 1, now + 5_000)?;
                assert!(!still_ours(tx, id, "run-b")?);
                let b = backlog(tx)?;
                assert_eq!((b.pending, b.held), (1, 0));
                assert_eq!(
                    (b.next_due, b.claimable_at),
                    (Some(now + 5_000), Some(now + 5_000))
                );
                Ok(())
            })
            .expect("claims");
    }

    #[test]
    fn a_released_delivery_is_claimable_at_once_and_the_last_attempt_is_the_latest() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut store = store_with_a_delivery(&dir);
        store
            .write(|tx| {
                let now = tx.now_ms();
                let got = claim(tx, Due::Now, 0, 10, "run-a", now + 30_000)?;
                assert_eq!(got.len(), 1);
                let c = &got[0];
                assert_eq!(last_attempt(tx, &c.hook.id)?, None);
                // Given back untried: pending, due as it was, and nobody's.
                release(tx, c.delivery_id, "run-b")?;
                assert!(
                    still_ours(tx, c.delivery_id, "run-a")?,
                    "only its holder releases it"
                );
                release(tx, c.delivery_id, "run-a")?;
                assert!(!still_ours(tx, c.delivery_id, "run-a")?);
                assert_eq!(claimable(tx, Due::Now, 0, 10)?.len(), 1);
                let log = |at: i64, ok: bool, status: Option<u16>| NewLog {
                    delivery_id: Some(c.delivery_id),
                    hook_id: &c.hook.id,
                    event_id: &c.event_id,
                    event: &c.event,
                    attempt: 1,
                    request_body: "{}",
                    response_status: status,
                    response_body: None,
                    ok,
                    error: None,
                    duration_ms: 1,
                    at,
                };
                // Logged out of order (concurrent runs): the latest start counts.
                insert_log(tx, &log(now - 2_000, false, Some(503)))?;
                insert_log(tx, &log(now - 5_000, true, Some(200)))?;
                let last = last_attempt(tx, &c.hook.id)?.expect("an attempt");
                assert_eq!(
                    (last.at, last.ok, last.status),
                    (now - 2_000, false, Some(503))
                );
                let o = outstanding(tx)?;
                assert_eq!(o.len(), 1);
                assert_eq!(
                    (o[0].name.as_str(), o[0].pending, o[0].failed, o[0].given_up),
                    ("h", 1, 0, 0)
                );
                finish(tx, c.delivery_id, "given_up", 19, 7, now)?;
                let o = outstanding(tx)?;
                assert_eq!(
                    (o[0].pending, o[0].given_up, o[0].next_attempt_at),
                    (0, 1, None)
                );
                finish(tx, c.delivery_id, "delivered", 20, 8, now)?;
                assert!(outstanding(tx)?.is_empty());
                Ok(())
            })
            .expect("release");
    }

    #[test]
    fn message_ids_differ_per_hook_and_keep_the_event_id() {
        assert_eq!(message_id("evt", "hook1"), "evt_hook1");
        assert_ne!(message_id("evt", "hook1"), message_id("evt", "hook2"));
    }
}
