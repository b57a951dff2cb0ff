//! Webhook delivery: signed POSTs, at most 10 in flight, every attempt logged. A command makes
//! one cheap attempt right after its commit (`Policy::INLINE`); `hook deliver` runs the rounds
//! of the Standard Webhooks schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h), each of up to three
//! quick attempts (`Policy::deliver`). Delivery is at least once: receivers dedupe on
//! `webhook-id`, which is unique per event and hook and the same for every attempt.
//!
//! A run claims deliveries with a short lease (`LEASE_MS`) and renews it while it is alive,
//! recording finished deliveries as it goes; the claims of a run that was killed lapse within
//! one lease and the next run takes them over (sending again what may have reached the
//! receiver before the crash).

mod policy;
mod record;
mod send;

pub use policy::{INLINE_CONNECT_TIMEOUT, INLINE_QUIET_MS, MAX_IN_FLIGHT, Policy, SCHEDULE_SECS};
pub use record::{HookTally, Summary, Why};
pub use send::{Attempt, body, client, logto_signature, send, standard_signature};

use crate::error::Result;
use crate::store::Store;
use crate::store::hooks::{self, Claimed, Due};
use record::record;
use send::{client_with, describe, retryable, round};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, mpsc};
use std::time::{Duration, Instant};

/// How long a claim holds a delivery without renewal: the deliveries of a run that was killed
/// are taken over by the next run at most this long after it died.
pub const LEASE_MS: i64 = 30_000;
/// How often a run renews its claims, at the latest (a third of the lease: two renewals may
/// be late, for example behind another writer, before the lease lapses).
const RENEW_EVERY: Duration = Duration::from_secs(10);
/// How soon finished deliveries are recorded (and released), at the latest.
const RECORD_EVERY: Duration = Duration::from_secs(1);

/// How many deliveries one claim takes; a second `hook deliver` can take the rest
/// meanwhile. Smaller batches halved the throughput (a wait for the slowest delivery per
/// batch).
const BATCH: usize = 500;

/// Claims the deliveries `due` selects, in batches, sends them (at most 10 at once) as
/// `policy` says and records every attempt and the new state of each delivery.
pub fn run(store: &mut Store, due: Due, policy: Policy) -> Result<Summary> {
    let mut sum = Summary::default();
    let mut after = 0;
    // This run's claims carry this token: what it finds still carrying it is still its own.
    let token = crate::util::new_id();
    let client = std::cell::OnceCell::new();
    while !policy.past_deadline() {
        let (claimed, held, last) = store
            .write(|tx| {
                let now = tx.now_ms();
                let found = hooks::claimable(tx, due, after, BATCH)?;
                let last = found.last().map(|c| c.delivery_id);
                let (claimed, held) = if policy.inline {
                    hold_back(tx, found, now)?
                } else {
                    (found, Vec::new())
                };
                hooks::take(tx, &claimed, &token, now + LEASE_MS)?;
                Ok((claimed, held, last))
            })?
            .value;
        for (c, why) in held {
            sum.held_back += 1;
            let t = sum.hook(&c.hook);
            t.held_back += 1;
            t.queue(&c.event);
            if t.why.is_none() {
                t.why = Some(why);
            }
        }
        let Some(last) = last else { break };
        after = last;
        if claimed.is_empty() {
            continue;
        }
        if client.get().is_none() {
            let _ = client.set(client_with(policy.connect_timeout)?);
        }
        let Some(client) = client.get() else { break };
        batch(store, client, &claimed, &token, &policy, &mut sum)?;
    }
    Ok(sum)
}

/// A delivery not claimed by an inline run, and why.
type HeldBack = (Claimed, Why);

/// Splits found deliveries into those to send now and those held back: deliveries to a hook
/// whose latest attempt failed (retryably) less than `INLINE_QUIET_MS` ago, with why.
fn hold_back(
    tx: &crate::store::Tx,
    found: Vec<Claimed>,
    now: i64,
) -> Result<(Vec<Claimed>, Vec<HeldBack>)> {
    let mut quiet: HashMap<String, Option<Why>> = HashMap::new();
    let (mut send, mut held) = (Vec::new(), Vec::new());
    for c in found {
        if !quiet.contains_key(&c.hook.id) {
            let why = hooks::last_attempt(tx, &c.hook.id)?.and_then(|l| {
                let age_ms = now - l.at;
                (!l.ok && retryable(l.status) && (0..INLINE_QUIET_MS).contains(&age_ms)).then(
                    || Why::Recent {
                        age_ms,
                        what: describe(l.status, l.error.as_deref()),
                    },
                )
            });
            quiet.insert(c.hook.id.clone(), why);
        }
        match quiet.get(&c.hook.id).cloned().flatten() {
            Some(why) => held.push((c, why)),
            None => send.push(c),
        }
    }
    Ok((send, held))
}

/// One finished round: the index of the delivery in its batch, the body sent and the attempts
/// (none: not attempted, to be given back).
type Done = (usize, String, Vec<Attempt>);

/// Sends a claimed batch on up to 10 threads. Meanwhile this thread records the finished
/// deliveries (at least every `RECORD_EVERY` while there are some) and renews the claims on
/// the others (at least every `RENEW_EVERY`), so that a run killed at any point leaves at
/// most one lease of stall behind and loses only the last second's results.
fn batch(
    store: &mut Store,
    client: &reqwest::blocking::Client,
    claimed: &[Claimed],
    token: &str,
    policy: &Policy,
    sum: &mut Summary,
) -> Result<()> {
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    // Inline: the hooks an attempt of this run failed to reach (no further attempt to them).
    let failing: Mutex<HashSet<String>> = Mutex::new(HashSet::new());
    let (sender, finished) = mpsc::channel::<Done>();
    std::thread::scope(|s| {
        for _ in 0..MAX_IN_FLIGHT.min(claimed.len()) {
            let (next, stop, sender, failing) = (&next, &stop, sender.clone(), &failing);
            s.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(c) = claimed.get(i) else { break };
                    let skip = policy.past_deadline()
                        || (policy.inline && failing.lock().is_ok_and(|f| f.contains(&c.hook.id)));
                    let (body, attempts) = if skip {
                        (String::new(), Vec::new())
                    } else {
                        round(client, c, policy)
                    };
                    if policy.inline
                        && attempts.last().is_some_and(|a| !a.ok() && a.retryable())
                        && let Ok(mut f) = failing.lock()
                    {
                        f.insert(c.hook.id.clone());
                    }
                    if sender.send((i, body, attempts)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let mut done: Vec<Done> = Vec::new();
        let mut written = Instant::now();
        loop {
            let deadline = written
                + if done.is_empty() {
                    RENEW_EVERY
                } else {
                    RECORD_EVERY
                };
            let wait = deadline.saturating_duration_since(Instant::now());
            let open = match finished.recv_timeout(wait) {
                Ok(d) => {
                    done.push(d);
                    true
                }
                Err(mpsc::RecvTimeoutError::Timeout) => true,
                Err(mpsc::RecvTimeoutError::Disconnected) => false,
            };
            if !open {
                break;
            }
            if Instant::now() >= deadline {
                if let Err(e) = record(store, claimed, token, &mut done, sum) {
                    // The senders stop after their current round; what they did is sent
                    // again once this run's claims lapse.
                    stop.store(true, Ordering::Relaxed);
                    return Err(e);
                }
                written = Instant::now();
            }
        }
        if done.is_empty() {
            return Ok(());
        }
        record(store, claimed, token, &mut done, sum)
    })
}

/// The pending deliveries as `hook deliver --wait` sees them.
pub fn backlog(store: &mut Store) -> Result<hooks::Backlog> {
    Ok(store.read(|tx| hooks::backlog(tx))?.value)
}

/// The enabled hooks with deliveries not done (pending, failed, given up).
pub fn outstanding(store: &mut Store) -> Result<Vec<hooks::Outstanding>> {
    Ok(store.read(|tx| hooks::outstanding(tx))?.value)
}
