//! Recording a run: what it did per hook and in all (`Summary`), and the transaction that
//! logs the finished deliveries.

use super::policy::SCHEDULE_SECS;
use super::send::Attempt;
use super::{Done, LEASE_MS};
use crate::error::Result;
use crate::model::Hook;
use crate::store::Store;
use crate::store::hooks::{self, Claimed, NewLog};
use std::collections::BTreeMap;

/// Why deliveries to a hook stay queued after a run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// An attempt of this run failed (and is worth retrying): its answer, or its error.
    Failed { status: Option<u16>, what: String },
    /// (Inline) no attempt was made: the hook's latest attempt failed `age_ms` ago.
    Recent { age_ms: i64, what: String },
}

/// What a run did for one hook.
#[derive(Debug, Default, Clone)]
pub struct HookTally {
    pub name: String,
    pub delivered: usize,
    /// Refused (a 4xx other than 408 and 429): not retried.
    pub failed: usize,
    /// Failed and scheduled for a later round.
    pub retrying: usize,
    pub given_up: usize,
    /// Claimed but not attempted (see `Summary::deferred`).
    pub deferred: usize,
    /// Not even claimed (see `Summary::held_back`).
    pub held_back: usize,
    /// The events of its deliveries that stay queued (retrying, deferred, held back), each
    /// name once, in order.
    pub queued_events: Vec<String>,
    pub why: Option<Why>,
}

impl HookTally {
    fn new(name: &str) -> HookTally {
        HookTally {
            name: name.to_string(),
            ..HookTally::default()
        }
    }

    /// Deliveries to this hook that stay in the outbox for a later run.
    pub fn queued(&self) -> usize {
        self.retrying + self.deferred + self.held_back
    }

    pub(super) fn queue(&mut self, event: &str) {
        if !self.queued_events.iter().any(|e| e == event) {
            self.queued_events.push(event.to_string());
        }
    }

    fn absorb(&mut self, o: HookTally) {
        self.delivered += o.delivered;
        self.failed += o.failed;
        self.retrying += o.retrying;
        self.given_up += o.given_up;
        self.deferred += o.deferred;
        self.held_back += o.held_back;
        for e in &o.queued_events {
            self.queue(e);
        }
        // A failure of this run explains more than an earlier one.
        match (&self.why, o.why) {
            (_, Some(w @ Why::Failed { .. })) | (None, Some(w)) => self.why = Some(w),
            _ => {}
        }
    }

    /// Why its deliveries stay queued, for a warning.
    fn reason(&self) -> String {
        match &self.why {
            Some(Why::Failed {
                status: Some(_),
                what,
            }) => {
                format!("its receiver answered {what}")
            }
            Some(Why::Failed { status: None, what }) => {
                format!("its receiver did not answer ({what})")
            }
            Some(Why::Recent { age_ms, what }) => format!(
                "not tried, as its last attempt failed {} ago ({what})",
                match age_ms / 1000 {
                    0 => "less than a second".to_string(),
                    s => format!("{s} s"),
                }
            ),
            None => "not tried yet".into(),
        }
    }
}

/// What a delivery run did.
#[derive(Debug, Default, Clone)]
pub struct Summary {
    pub delivered: usize,
    pub failed: usize,
    pub retrying: usize,
    pub given_up: usize,
    pub attempts: usize,
    /// Claimed but not attempted, and given back as due as they were: the deadline had
    /// passed, or (inline) an attempt to the same hook had just failed.
    pub deferred: usize,
    /// (Inline) not claimed at all: the hook's latest attempt had failed moments before.
    pub held_back: usize,
    /// One line per delivery that was refused or given up.
    pub warnings: Vec<String>,
    /// Per hook id.
    pub hooks: BTreeMap<String, HookTally>,
}

impl Summary {
    pub fn absorb(&mut self, o: Summary) {
        self.delivered += o.delivered;
        self.failed += o.failed;
        self.retrying += o.retrying;
        self.given_up += o.given_up;
        self.attempts += o.attempts;
        self.deferred += o.deferred;
        self.held_back += o.held_back;
        self.warnings.extend(o.warnings);
        for (id, t) in o.hooks {
            match self.hooks.get_mut(&id) {
                Some(mine) => mine.absorb(t),
                None => {
                    self.hooks.insert(id, t);
                }
            }
        }
    }

    pub(super) fn hook(&mut self, hook: &Hook) -> &mut HookTally {
        self.hooks
            .entry(hook.id.clone())
            .or_insert_with(|| HookTally::new(&hook.name))
    }

    /// Deliveries that stay in the outbox for a later run.
    pub fn queued(&self) -> usize {
        self.retrying + self.deferred + self.held_back
    }

    /// One line for everything a command left queued (None when nothing is): how many
    /// deliveries to which hook, of which events, why, and what sends them.
    pub fn queued_line(&self) -> Option<String> {
        let hooks: Vec<&HookTally> = self.hooks.values().filter(|h| h.queued() > 0).collect();
        let deliveries = |n: usize| {
            if n == 1 {
                "1 delivery".to_string()
            } else {
                format!("{n} deliveries")
            }
        };
        let events = |h: &HookTally| {
            const SHOWN: usize = 3;
            let mut list = h
                .queued_events
                .iter()
                .take(SHOWN)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ");
            if h.queued_events.len() > SHOWN {
                list.push_str(&format!(", +{} more", h.queued_events.len() - SHOWN));
            }
            list
        };
        let body = match hooks.as_slice() {
            [] => return None,
            [h] => format!(
                "{} to hook {} queued ({}): {}",
                deliveries(h.queued()),
                h.name,
                events(h),
                h.reason()
            ),
            many => format!(
                "{} queued: {}",
                deliveries(self.queued()),
                many.iter()
                    .map(|h| format!(
                        "{} to hook {} ({}): {}",
                        h.queued(),
                        h.name,
                        events(h),
                        h.reason()
                    ))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
        };
        Some(format!("{body}; run idctl hook deliver --wait"))
    }
}

/// In one transaction: logs every attempt of the finished deliveries that are still this
/// run's, sets their new state (releasing them; those not attempted are only released), and
/// renews the lease on the rest.
pub(super) fn record(
    store: &mut Store,
    claimed: &[Claimed],
    token: &str,
    done: &mut Vec<Done>,
    sum: &mut Summary,
) -> Result<()> {
    // In the order of the batch (the order of the events), not of completion.
    done.sort_by_key(|d| d.0);
    let out = store.write(|tx| {
        let mut part = Summary::default();
        for (i, body, attempts) in done.iter() {
            let Some(c) = claimed.get(*i) else { continue };
            // Deleted meanwhile (with its hook), or taken over after an expired lease:
            // the other side owns the record now.
            if !hooks::still_ours(tx, c.delivery_id, token)? {
                continue;
            }
            if attempts.is_empty() {
                hooks::release(tx, c.delivery_id, token)?;
                part.deferred += 1;
                let t = part.hook(&c.hook);
                t.deferred += 1;
                t.queue(&c.event);
                continue;
            }
            for (n, a) in attempts.iter().enumerate() {
                hooks::insert_log(
                    tx,
                    &NewLog {
                        delivery_id: Some(c.delivery_id),
                        hook_id: &c.hook.id,
                        event_id: &c.event_id,
                        event: &c.event,
                        attempt: c.attempts + n as i64 + 1,
                        request_body: body,
                        response_status: a.status,
                        response_body: a.body.as_deref(),
                        ok: a.ok(),
                        error: a.error.as_deref(),
                        duration_ms: a.duration_ms,
                        at: a.at_ms,
                    },
                )?;
            }
            part.attempts += attempts.len();
            let total = c.attempts + attempts.len() as i64;
            let rounds = c.rounds + 1;
            let last = attempts.last();
            let now = tx.now_ms();
            let (status, next_at) = match last {
                Some(a) if a.ok() => {
                    part.delivered += 1;
                    part.hook(&c.hook).delivered += 1;
                    ("delivered", now)
                }
                Some(a) if !a.retryable() => {
                    part.failed += 1;
                    part.hook(&c.hook).failed += 1;
                    part.warnings.push(format!(
                        "hook {}: {} was refused ({}); it is not retried (see: idctl hook logs {}; to send it again: idctl hook deliver --retry-failed)",
                        c.hook.name, c.event, a.describe(), c.hook.name
                    ));
                    ("failed", now)
                }
                _ => match SCHEDULE_SECS.get((rounds - 1) as usize) {
                    Some(wait) => {
                        part.retrying += 1;
                        let t = part.hook(&c.hook);
                        t.retrying += 1;
                        t.queue(&c.event);
                        if let Some(a) = last {
                            t.why = Some(Why::Failed {
                                status: a.status,
                                what: a.describe(),
                            });
                        }
                        ("pending", now + wait * 1000)
                    }
                    None => {
                        part.given_up += 1;
                        part.hook(&c.hook).given_up += 1;
                        part.warnings.push(format!(
                            "hook {}: {} given up after {total} attempts ({}; to send it again: idctl hook deliver --retry-failed)",
                            c.hook.name,
                            c.event,
                            last.map(Attempt::describe).unwrap_or_default()
                        ));
                        ("given_up", now)
                    }
                },
            };
            hooks::finish(tx, c.delivery_id, status, total, rounds, next_at)?;
        }
        hooks::renew(tx, token, tx.now_ms() + LEASE_MS)?;
        Ok(part)
    })?;
    done.clear();
    sum.absorb(out.value);
    Ok(())
}
