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

use crate::error::{Code, Error, Result};
use crate::model::Hook;
use crate::store::Store;
use crate::store::hooks::{self, Claimed, Due, NewLog};
use aws_lc_rs::hmac;
use base64::Engine;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Read;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, mpsc};
use std::time::{Duration, Instant};

/// Seconds to wait before each scheduled retry round; after the last, a delivery gives up.
pub const SCHEDULE_SECS: [i64; 6] = [5, 300, 1800, 7200, 18_000, 36_000];
pub const MAX_IN_FLIGHT: usize = 10;
/// Attempts within one round of `hook deliver`, the pauses between them, and the time after
/// which a round makes no further quick attempt.
const QUICK_ATTEMPTS: usize = 3;
const QUICK_PAUSES_MS: [u64; 2] = [200, 800];
const QUICK_BUDGET: Duration = Duration::from_secs(3);
/// How much of a response body the log keeps.
const LOGGED_BODY_MAX: usize = 4096;
/// How much of a response body is read (to notice one cut off mid-transfer); the rest of a
/// longer one is left unread.
const BODY_READ_MAX: usize = 1 << 20;
/// How long a claim holds a delivery without renewal: the deliveries of a run that was killed
/// are taken over by the next run at most this long after it died.
pub const LEASE_MS: i64 = 30_000;
/// How often a run renews its claims, at the latest (a third of the lease: two renewals may
/// be late, for example behind another writer, before the lease lapses).
const RENEW_EVERY: Duration = Duration::from_secs(10);
/// How soon finished deliveries are recorded (and released), at the latest.
const RECORD_EVERY: Duration = Duration::from_secs(1);
/// How long the attempt a command makes after its commit may take to connect (name lookup,
/// TCP and TLS together: reqwest times them as one), on top of the hook's own timeout. Short,
/// so that a receiver whose address swallows packets costs a command little; long enough for
/// a TLS handshake with a receiver on another continent.
pub const INLINE_CONNECT_TIMEOUT: Duration = Duration::from_millis(500);
/// A command makes no attempt at all to a hook whose latest attempt failed (and is worth
/// retrying) less than this long ago: the delivery waits in the outbox for `hook deliver`.
pub const INLINE_QUIET_MS: i64 = 60_000;

/// How a run sends.
#[derive(Debug, Clone, Copy)]
pub struct Policy {
    /// Attempts in one round while they keep failing retryably.
    attempts: usize,
    /// A connect timeout (see `INLINE_CONNECT_TIMEOUT`); the hook's timeout applies anyway.
    connect_timeout: Option<Duration>,
    /// No attempt starts after this instant: deliveries claimed but not attempted by then are
    /// given back, as due as they were.
    deadline: Option<Instant>,
    /// Right after a command: leave hooks whose latest attempt failed moments ago alone, and
    /// once an attempt to a hook fails in this run, make no further one to it.
    inline: bool,
}

impl Policy {
    /// The attempt a command makes right after its commit: one try per delivery with a short
    /// connect timeout, none to a hook that failed recently; the rest is left to `hook
    /// deliver`, so that a receiver that is down does not slow every command.
    pub const INLINE: Policy = Policy {
        attempts: 1,
        connect_timeout: Some(INLINE_CONNECT_TIMEOUT),
        deadline: None,
        inline: true,
    };

    /// `hook deliver`: a round of up to three quick attempts per delivery; no attempt starts
    /// after `deadline`.
    pub fn deliver(deadline: Option<Instant>) -> Policy {
        Policy {
            attempts: QUICK_ATTEMPTS,
            connect_timeout: None,
            deadline,
            inline: false,
        }
    }

    fn past_deadline(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// The request body: the event payload with `hookId` appended last.
pub fn body(payload: &Value, hook_id: &str) -> String {
    let mut m = match payload {
        Value::Object(m) => m.clone(),
        _ => Map::new(),
    };
    m.insert("hookId".into(), hook_id.into());
    Value::Object(m).to_string()
}

fn mac(key: &str, parts: &[&[u8]]) -> hmac::Tag {
    let k = hmac::Key::new(hmac::HMAC_SHA256, key.as_bytes());
    let mut ctx = hmac::Context::with_key(&k);
    for p in parts {
        ctx.update(p);
    }
    ctx.sign()
}

/// `logto-signature-sha-256`: lowercase hex HMAC-SHA256 of the exact body.
pub fn logto_signature(key: &str, body: &[u8]) -> String {
    crate::util::hex(mac(key, &[body]).as_ref())
}

/// `webhook-signature` (Standard Webhooks): `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`.
pub fn standard_signature(key: &str, id: &str, timestamp: i64, body: &[u8]) -> String {
    let ts = timestamp.to_string();
    let tag = mac(key, &[id.as_bytes(), b".", ts.as_bytes(), b".", body]);
    format!(
        "v1,{}",
        base64::engine::general_purpose::STANDARD.encode(tag.as_ref())
    )
}

/// One HTTP attempt.
#[derive(Debug, Clone)]
pub struct Attempt {
    pub at_ms: i64,
    pub status: Option<u16>,
    pub body: Option<String>,
    pub error: Option<String>,
    pub duration_ms: i64,
}

impl Attempt {
    pub fn ok(&self) -> bool {
        self.status.is_some_and(|s| (200..300).contains(&s))
    }
    /// Connection errors, timeouts, 408, 429 and 5xx are worth another try; other answers not.
    pub fn retryable(&self) -> bool {
        retryable(self.status)
    }
    pub fn describe(&self) -> String {
        describe(self.status, self.error.as_deref())
    }
}

/// Is a failed attempt with this answer (`None`: no answer) worth another try?
fn retryable(status: Option<u16>) -> bool {
    match status {
        None => true,
        Some(s) => s == 408 || s == 429 || s >= 500,
    }
}

fn describe(status: Option<u16>, error: Option<&str>) -> String {
    match (status, error) {
        (Some(s), Some(e)) => format!("HTTP {s}; {e}"),
        (Some(s), None) => format!("HTTP {s}"),
        (None, Some(e)) => e.to_string(),
        (None, None) => "no answer".into(),
    }
}

pub fn client() -> Result<reqwest::blocking::Client> {
    client_with(None)
}

fn client_with(connect_timeout: Option<Duration>) -> Result<reqwest::blocking::Client> {
    let mut b = reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(super::USER_AGENT);
    if let Some(t) = connect_timeout {
        b = b.connect_timeout(t);
    }
    b.build().map_err(|e| {
        Error::new(
            Code::HookClient,
            format!("cannot start the HTTP client: {e}"),
        )
    })
}

fn error_text(e: &reqwest::Error, timeout: i64, connect_timeout: Option<Duration>) -> String {
    if e.is_timeout() {
        if let Some(ct) = connect_timeout.filter(|_| e.is_connect()) {
            return format!("could not connect within {} ms", ct.as_millis());
        }
        return format!("timed out after {timeout} s");
    }
    chain(e)
}

/// An error with its sources, `outer: inner: innermost`.
fn chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text = format!("{text}: {s}");
        source = s.source();
    }
    text
}

/// Text of the first bytes of a body: an incomplete UTF-8 sequence at the end (where the
/// body was cut) is left out, other invalid bytes become U+FFFD.
fn text_of(mut bytes: Vec<u8>) -> String {
    if let Err(e) = std::str::from_utf8(&bytes)
        && e.error_len().is_none()
    {
        bytes.truncate(e.valid_up_to());
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Reads a response body to its end (at most `BODY_READ_MAX` bytes): its first
/// `LOGGED_BODY_MAX` bytes as text, and what went wrong if the transfer broke off.
fn read_body(resp: &mut impl Read, timeout: i64) -> (String, Option<String>) {
    let mut kept = Vec::new();
    let mut total = 0usize;
    let mut buf = [0u8; 8192];
    let error = loop {
        match resp.read(&mut buf) {
            Ok(0) => break None,
            Ok(n) => {
                let room = LOGGED_BODY_MAX.saturating_sub(kept.len());
                kept.extend_from_slice(&buf[..n.min(room)]);
                total += n;
                if total >= BODY_READ_MAX {
                    break None;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => {
                let timed_out = e.kind() == std::io::ErrorKind::TimedOut
                    || e.get_ref()
                        .and_then(|i| i.downcast_ref::<reqwest::Error>())
                        .is_some_and(reqwest::Error::is_timeout);
                let why = if timed_out {
                    format!("timed out after {timeout} s")
                } else {
                    chain(&e)
                };
                break Some(format!(
                    "the response body was cut off after {total} bytes: {why}"
                ));
            }
        }
    };
    (text_of(kept), error)
}

/// POSTs `body` to the hook with every header and signature; `message_id` is the
/// `webhook-id`. A 2xx answer whose body breaks off is still a success (the receiver took
/// the message), with the error kept.
pub fn send(
    client: &reqwest::blocking::Client,
    hook: &Hook,
    message_id: &str,
    body: &str,
) -> Attempt {
    send_with(client, None, hook, message_id, body)
}

/// `send` with a client built with `connect_timeout` (named in the error when it strikes).
fn send_with(
    client: &reqwest::blocking::Client,
    connect_timeout: Option<Duration>,
    hook: &Hook,
    message_id: &str,
    body: &str,
) -> Attempt {
    let at_ms = crate::util::now_ms();
    let start = Instant::now();
    let Some(url) = &hook.config.url else {
        return Attempt {
            at_ms,
            status: None,
            body: None,
            error: Some("a stdout hook has no URL".into()),
            duration_ms: 0,
        };
    };
    let key = hook.signing_key.as_deref().unwrap_or_default();
    let ts = at_ms / 1000;
    let mut req = client
        .post(url)
        .timeout(Duration::from_secs(hook.timeout_seconds.max(1) as u64))
        .header("content-type", "application/json");
    for (k, v) in &hook.config.headers {
        req = req.header(k.as_str(), v.as_str().unwrap_or_default());
    }
    let req = req
        .header(
            "logto-signature-sha-256",
            logto_signature(key, body.as_bytes()),
        )
        .header("webhook-id", message_id)
        .header("webhook-timestamp", ts.to_string())
        .header(
            "webhook-signature",
            standard_signature(key, message_id, ts, body.as_bytes()),
        )
        .body(body.to_string());
    let (status, resp_body, error) = match req.send() {
        Ok(mut resp) => {
            let status = resp.status().as_u16();
            let (text, error) = read_body(&mut resp, hook.timeout_seconds);
            (Some(status), Some(text), error)
        }
        Err(e) => (
            None,
            None,
            Some(error_text(&e, hook.timeout_seconds, connect_timeout)),
        ),
    };
    Attempt {
        at_ms,
        status,
        body: resp_body,
        error,
        duration_ms: start.elapsed().as_millis() as i64,
    }
}

/// A round of one delivery: up to `policy.attempts` quick attempts while they keep failing
/// retryably (none starts after the deadline).
fn round(
    client: &reqwest::blocking::Client,
    c: &Claimed,
    policy: &Policy,
) -> (String, Vec<Attempt>) {
    let body = body(&c.payload, &c.hook.id);
    let id = c.message_id();
    let start = Instant::now();
    let mut attempts = Vec::new();
    for i in 0..policy.attempts {
        let a = send_with(client, policy.connect_timeout, &c.hook, &id, &body);
        let again = !a.ok() && a.retryable();
        attempts.push(a);
        if !again || i + 1 == policy.attempts || start.elapsed() >= QUICK_BUDGET {
            break;
        }
        let pause = Duration::from_millis(QUICK_PAUSES_MS[i.min(QUICK_PAUSES_MS.len() - 1)]);
        if policy.deadline.is_some_and(|d| Instant::now() + pause >= d) {
            break;
        }
        std::thread::sleep(pause);
    }
    (body, attempts)
}

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

    fn queue(&mut self, event: &str) {
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

    fn hook(&mut self, hook: &Hook) -> &mut HookTally {
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

/// In one transaction: logs every attempt of the finished deliveries that are still this
/// run's, sets their new state (releasing them; those not attempted are only released), and
/// renews the lease on the rest.
fn record(
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

/// The pending deliveries as `hook deliver --wait` sees them.
pub fn backlog(store: &mut Store) -> Result<hooks::Backlog> {
    Ok(store.read(|tx| hooks::backlog(tx))?.value)
}

/// The enabled hooks with deliveries not done (pending, failed, given up).
pub fn outstanding(store: &mut Store) -> Result<Vec<hooks::Outstanding>> {
    Ok(store.read(|tx| hooks::outstanding(tx))?.value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_match_known_values() {
        // HMAC-SHA256("key", "The quick brown fox jumps over the lazy dog"), RFC 4231-style check.
        assert_eq!(
            logto_signature("key", b"The quick brown fox jumps over the lazy dog"),
            "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8"
        );
        let s = standard_signature("key", "msg_1", 1_700_000_000, b"{}");
        assert!(s.starts_with("v1,") && s.len() == 3 + 44, "{s}");
    }

    #[test]
    fn body_appends_hook_id_last() {
        let p = serde_json::json!({"event": "Role.Created", "data": {"id": "r"}});
        assert_eq!(
            body(&p, "h1"),
            r#"{"event":"Role.Created","data":{"id":"r"},"hookId":"h1"}"#
        );
    }

    /// Yields `chunks`, then fails the way a connection closed mid-body does.
    struct CutOff(Vec<&'static [u8]>);

    impl Read for CutOff {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            if self.0.is_empty() {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::UnexpectedEof,
                    "end of file before message length reached",
                ));
            }
            let chunk = self.0.remove(0);
            buf[..chunk.len()].copy_from_slice(chunk);
            Ok(chunk.len())
        }
    }

    #[test]
    fn a_body_cut_off_keeps_what_arrived_and_the_error() {
        // "{\"a\":\"é" with the é cut in half: the half character is left out.
        let (text, error) = read_body(&mut CutOff(vec![b"{\"a\":", b"\"\xc3"]), 10);
        assert_eq!(text, "{\"a\":\"");
        let error = error.expect("an error");
        assert!(
            error.starts_with("the response body was cut off after 7 bytes: end of file"),
            "{error}"
        );
        let (text, error) = read_body(&mut &b"{\"ok\":true}"[..], 10);
        assert_eq!((text.as_str(), error), ("{\"ok\":true}", None));
    }

    #[test]
    fn logged_bodies_are_cut_at_a_character_boundary() {
        let long = "é".repeat(LOGGED_BODY_MAX);
        let (text, error) = read_body(&mut long.as_bytes(), 10);
        assert_eq!(error, None);
        assert_eq!(text.len(), LOGGED_BODY_MAX);
        assert!(text.chars().all(|c| c == 'é'));
    }
}
