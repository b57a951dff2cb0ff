//! The outbox of codes to send, and the runs that send them: a code is made and queued by
//! [`send_code`] (`experience send-code`, the forgot-password page); the first attempt is
//! the front's, right after the commit ([`first_attempt`]); the server's worker and `idctl
//! connector deliver` make the retries.
//!
//! A run claims messages with a lease ([`LEASE_MS`]), so two runs never send one message at
//! once; the claims of a run that was killed lapse and the next run takes the messages over.
//! It sends outside any transaction, then records each attempt (in `connector_logs`, never the
//! code) and the message's new state: sent (the code wiped), retried later on [`schedule`],
//! failed for good (an answer no retry changes: the code wiped), or given up when the code
//! expires before it could be sent (the code wiped).

use super::channel::{self, Channel, Configured, Purpose};
use super::send::{self, Attempt, Outgoing};
use crate::error::Result;
use crate::ops::experience::Identifier;
use crate::store::Tx;
use crate::store::Writer;
use crate::store::connectors::{self as sql, Due, LogRow, Message};
use serde::Serialize;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// How long a claim holds a message. A run claims one message at a time, right before its
/// attempt, so one attempt must end well within it (see [`ATTEMPT_TIMEOUT`]).
pub const LEASE_MS: i64 = 120_000;
/// Messages one claim takes: one, so that every attempt starts with a fresh lease.
const BATCH: i64 = 1;
/// Expired messages given up per transaction.
const EXPIRED_BATCH: i64 = 200;
/// How long one step of an attempt may wait for the server: the whole HTTP request, or one
/// SMTP command (lettre's timeout applies to each command, not to the dialogue).
pub const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);
/// The commands of the longest SMTP dialogue: connect (greeting), EHLO, STARTTLS, EHLO, AUTH,
/// MAIL FROM, RCPT TO, DATA, the message, QUIT. An attempt lasts at most this many
/// [`ATTEMPT_TIMEOUT`]s (100 s), under the lease (120 s): no other run takes the message
/// while it is being sent.
pub const SMTP_COMMANDS: u32 = 10;
const _: () = assert!(
    (ATTEMPT_TIMEOUT.as_millis() as i64) * (SMTP_COMMANDS as i64) < LEASE_MS,
    "an SMTP attempt must end within the lease"
);
/// The lifetime a test message announces (that of a real code: ten minutes).
const TEST_CODE_TTL_MS: i64 = 10 * 60 * 1000;
/// The first attempt a front makes: short, the user is waiting.
pub const FIRST_ATTEMPT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a front (`experience send-code`, the forgot-password page) waits for the first
/// attempt to send the code it queued. The message is queued due only after this wait, so the
/// server's worker leaves it to the front meanwhile; an attempt still under way then goes on
/// under its claim, and what it did not send is retried from the outbox.
pub const FIRST_ATTEMPT_WAIT: Duration = Duration::from_secs(6);

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SentCode {
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub value: String,
    pub code: String,
    pub expires_at: i64,
    /// The outbox message when the channel has a connector: the front makes its first
    /// attempt after the commit ([`crate::ops::connectors::outbox`]).
    #[serde(skip)]
    pub message: Option<i64>,
    /// How the first attempt went, when there was one (set by the front).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub delivery: Option<Delivery>,
    /// A password-reset code for an email or phone that no user holds: the channel has a
    /// connector, but nothing was queued for it (a front answers as if it had been sent).
    #[serde(skip)]
    pub withheld: bool,
}

/// The first attempt to deliver a code through its channel's connector.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Delivery {
    pub channel: &'static str,
    /// `sent`, or `queued` (it failed and is retried from the outbox), or `failed` (for good).
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl Delivery {
    /// The outcome of the first attempt's run.
    pub fn of(channel: &'static str, sum: &Summary) -> Delivery {
        let status = if sum.sent > 0 {
            "sent"
        } else if sum.failed > 0 || sum.expired > 0 {
            "failed"
        } else {
            "queued"
        };
        Delivery {
            channel,
            status,
            error: (status != "sent").then(|| sum.last_error.clone()).flatten(),
        }
    }
}

/// Creates a 6-digit code for an email or phone, valid 10 minutes. When the channel (email,
/// SMS) has a connector, the code is queued in its outbox for the front to send after the
/// commit (and kept in the local mailbox too unless `mailbox.keep` is false); without one the
/// local mailbox is the delivery (see [`mailbox`](crate::ops::experience::mailbox)) until it expires.
///
/// A password-reset code ([`Purpose::ForgotPassword`]) reaches a connector only when a user
/// holds the email or phone: anyone may ask for one, and a connector must not mail or text
/// addresses that have no account here. The code (and its mailbox copy) are made as for any
/// other address, and [`SentCode::withheld`] tells the front, which answers the same either way.
///
/// [`Purpose::ForgotPassword`]: Purpose::ForgotPassword
pub fn send_code(tx: &mut Tx, id: Identifier, purpose: Purpose) -> Result<SentCode> {
    match &id {
        Identifier::Email(e) => crate::ops::users::check_email(e)?,
        Identifier::Phone(p) => crate::ops::users::check_phone(p)?,
        Identifier::Username(_) => {
            return Err(crate::ops::invalid("codes are sent to an email or a phone"));
        }
    }
    let code = format!(
        "{:06}",
        rand::RngExt::random_range(&mut rand::rng(), 0..1_000_000u32)
    );
    let expires_at = tx
        .now_ms()
        .saturating_add(crate::ops::experience::CODE_TTL_MS);
    let code_id = crate::store::experience::insert_code(
        tx,
        id.kind(),
        id.value(),
        &crate::util::sha256_hex(code.as_bytes()),
        expires_at,
    )?;
    let connector = match channel::Channel::of_identifier(id.kind()) {
        Some(ch) => channel::configured(tx, ch)?,
        None => None,
    };
    let withheld =
        connector.is_some() && purpose == Purpose::ForgotPassword && id.user(tx)?.is_none();
    let message = match &connector {
        Some(_) if withheld => None,
        Some(c) => Some(sql::queue(
            tx,
            c.channel.as_str(),
            id.value(),
            purpose.as_str(),
            "en",
            &code,
            expires_at,
            // The front that queued it makes the first attempt: the worker waits for it.
            tx.now_ms()
                .saturating_add(FIRST_ATTEMPT_WAIT.as_millis() as i64),
        )?),
        None => None,
    };
    // Without a connector the local mailbox is the delivery; with one, a copy.
    if connector.is_none() || channel::mailbox_keep(tx)? {
        crate::store::experience::insert_mail(
            tx,
            code_id,
            id.kind(),
            id.value(),
            &code,
            expires_at,
        )?;
    }
    Ok(SentCode {
        kind: id.kind(),
        value: id.value().to_string(),
        code,
        expires_at,
        message,
        delivery: None,
        withheld,
    })
}

/// Seconds before the next attempt after `attempts` failed ones: 5 s, 15 s, 30 s, 1 min,
/// 2 min, then every 5 min, until the code expires.
pub fn schedule(attempts: i64) -> i64 {
    const SECS: [i64; 6] = [5, 15, 30, 60, 120, 300];
    SECS[(attempts.max(1) - 1).min(5) as usize]
}

/// How a run sends.
#[derive(Debug, Clone, Copy)]
pub struct Policy {
    pub timeout: Duration,
    /// No attempt starts after this instant.
    pub deadline: Option<Instant>,
}

impl Policy {
    /// The first attempt after a commit.
    pub const FIRST: Policy = Policy {
        timeout: FIRST_ATTEMPT_TIMEOUT,
        deadline: None,
    };

    pub fn deliver(deadline: Option<Instant>) -> Policy {
        Policy {
            timeout: ATTEMPT_TIMEOUT,
            deadline,
        }
    }

    fn past_deadline(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// What a run did.
#[derive(Debug, Default, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub sent: u64,
    /// Failed, to be tried again.
    pub retrying: u64,
    /// Failed for good (an answer no retry changes, or no connector any more).
    pub failed: u64,
    /// Given up: the code expired before it could be sent.
    pub expired: u64,
    /// The last failure of the run, for the message that tells the user.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_error: Option<String>,
}

fn log_row(
    m: &Message,
    provider: &str,
    attempt: i64,
    result: &str,
    a: Option<&Attempt>,
    detail: String,
    at: i64,
) -> LogRow {
    LogRow {
        id: 0,
        message_id: Some(m.id),
        channel: m.channel.clone(),
        provider: provider.to_string(),
        recipient: m.recipient.clone(),
        purpose: m.purpose.clone(),
        attempt,
        result: result.into(),
        detail: Some(detail),
        duration_ms: a.map_or(0, |a| a.duration_ms),
        created_at: at,
    }
}

/// Gives up the pending messages whose code expired: each is logged and its code wiped.
fn give_up_expired(tx: &mut crate::store::Tx) -> Result<u64> {
    let now = tx.now_ms();
    let found = sql::expired(tx, EXPIRED_BATCH)?;
    let provider_of: HashMap<String, String> = sql::list(tx)?
        .into_iter()
        .map(|r| (r.channel, r.provider))
        .collect();
    for m in &found {
        sql::finish(tx, m.id, "expired", m.attempts)?;
        let provider = provider_of.get(&m.channel).cloned().unwrap_or_default();
        sql::insert_log(
            tx,
            &log_row(
                m,
                &provider,
                m.attempts,
                "given_up",
                None,
                "given up: the code expired before it could be sent".into(),
                now,
            ),
        )?;
    }
    Ok(found.len() as u64)
}

/// Sends what `due` selects, as `policy` says, and records every attempt.
pub fn run(writer: &mut impl Writer, due: Due, policy: Policy) -> Result<Summary> {
    let mut sum = Summary::default();
    let token = crate::util::new_id();
    let mut after = 0;
    loop {
        if policy.past_deadline() {
            break;
        }
        let (claimed, connectors) = writer.write(|tx| {
            sum.expired += give_up_expired(tx)?;
            let lease = tx.now_ms() + LEASE_MS;
            let claimed = sql::claim(tx, due, after, &token, lease, BATCH)?;
            let mut connectors: HashMap<String, Option<Configured>> = HashMap::new();
            for m in &claimed {
                if !connectors.contains_key(&m.channel) {
                    let c = match Channel::parse(&m.channel) {
                        Some(ch) => channel::configured(tx, ch)?,
                        None => None,
                    };
                    connectors.insert(m.channel.clone(), c);
                }
            }
            Ok((claimed, connectors))
        })?;
        let Some(last) = claimed.last() else { break };
        after = last.id;
        for m in &claimed {
            if policy.past_deadline() {
                writer.write(|tx| sql::release(tx, m.id, &token))?;
                continue;
            }
            let connector = connectors.get(&m.channel).cloned().flatten();
            let attempt = connector.as_ref().map(|c| {
                let out = Outgoing {
                    channel: c.channel,
                    to: m.recipient.clone(),
                    purpose: Purpose::parse(&m.purpose),
                    code: m.code.clone().unwrap_or_default(),
                    expires_at: m.expires_at,
                    locale: m.locale.clone(),
                    message_id: format!("msg_code_{}", m.id),
                };
                send::send(c, &out, policy.timeout)
            });
            let provider = connector.as_ref().map_or("", |c| c.provider.name());
            writer.write(|tx| record(tx, m, &token, provider, attempt.as_ref(), &mut sum))?;
        }
        if matches!(due, Due::Ids(_)) {
            break;
        }
    }
    Ok(sum)
}

/// Records one attempt (or the lack of a connector) and the message's new state, if this run
/// still holds it.
fn record(
    tx: &mut crate::store::Tx,
    m: &Message,
    token: &str,
    provider: &str,
    attempt: Option<&Attempt>,
    sum: &mut Summary,
) -> Result<()> {
    let now = tx.now_ms();
    let n = m.attempts + 1;
    if !sql::still_ours(tx, m.id, token)? {
        // Another run took the message over (this claim had lapsed): the attempt is logged,
        // and the message's state is that run's to set.
        if let Some(a) = attempt {
            let result = if a.ok { "ok" } else { "failed" };
            let detail = format!("{} (after the claim had lapsed)", a.detail);
            sql::insert_log(tx, &log_row(m, provider, n, result, Some(a), detail, now))?;
        }
        return Ok(());
    }
    let Some(a) = attempt else {
        let why = format!("the {} channel has no connector any more", m.channel);
        sql::finish(tx, m.id, "failed", m.attempts)?;
        sql::insert_log(
            tx,
            &log_row(m, provider, n, "failed", None, why.clone(), now),
        )?;
        sum.failed += 1;
        sum.last_error = Some(why);
        return Ok(());
    };
    if a.ok {
        sql::finish(tx, m.id, "sent", n)?;
        sql::insert_log(
            tx,
            &log_row(m, provider, n, "ok", Some(a), a.detail.clone(), now),
        )?;
        sum.sent += 1;
        return Ok(());
    }
    sum.last_error = Some(a.detail.clone());
    let next = now.saturating_add(schedule(n) * 1000);
    if !a.retryable {
        sql::finish(tx, m.id, "failed", n)?;
        sql::insert_log(
            tx,
            &log_row(m, provider, n, "failed", Some(a), a.detail.clone(), now),
        )?;
        sum.failed += 1;
    } else if next >= m.expires_at {
        sql::finish(tx, m.id, "expired", n)?;
        sql::insert_log(
            tx,
            &log_row(m, provider, n, "failed", Some(a), a.detail.clone(), now),
        )?;
        sql::insert_log(
            tx,
            &log_row(
                m,
                provider,
                n,
                "given_up",
                None,
                "given up: the code expires before the next attempt".into(),
                now,
            ),
        )?;
        sum.expired += 1;
    } else {
        sql::retry_at(tx, m.id, n, next)?;
        sql::insert_log(
            tx,
            &log_row(m, provider, n, "failed", Some(a), a.detail.clone(), now),
        )?;
        sum.retrying += 1;
    }
    Ok(())
}

/// The first attempt to send the queued message `id` (of `channel`), right after the commit
/// that queued it: on a thread of its own, waited for [`FIRST_ATTEMPT_WAIT`] at most. An
/// attempt still under way then goes on under its claim (or is cut off with the process: the
/// claim lapses and the retries take the message over). Both fronts call it: the page from a
/// blocking task, `experience send-code` directly.
pub fn first_attempt<W: Writer + Send + 'static>(
    mut writer: W,
    id: i64,
    channel: &'static str,
) -> Delivery {
    let queued = |why: String| Delivery {
        channel,
        status: "queued",
        error: Some(why),
    };
    let (tx, rx) = std::sync::mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("idctl-first-attempt".into())
        .spawn(move || {
            let _ = tx.send(run(&mut writer, Due::Ids(&[id]), Policy::FIRST));
        });
    if let Err(e) = spawned {
        return queued(format!("cannot start the attempt: {e}"));
    }
    match rx.recv_timeout(FIRST_ATTEMPT_WAIT) {
        Ok(Ok(sum)) => Delivery::of(channel, &sum),
        Ok(Err(e)) => queued(e.detail().message.clone()),
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => queued(format!(
            "no answer within {} s",
            FIRST_ATTEMPT_WAIT.as_secs()
        )),
        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
            queued("the attempt stopped".into())
        }
    }
}

/// One attempt of `connector test`: a sample code sent now, logged (not queued).
pub fn test(writer: &mut impl Writer, channel: Channel, to: &str) -> Result<Attempt> {
    match channel {
        Channel::Email => channel::check_address("--to", to)?,
        Channel::Sms => crate::ops::users::check_phone(to)?,
    }
    let (connector, now) = writer.write(|tx| {
        // The channel's connector, or the error that says how to set one.
        channel::get(tx, channel)?;
        Ok((channel::configured(tx, channel)?, tx.now_ms()))
    })?;
    let Some(connector) = connector else {
        return Err(crate::error::Error::new(
            crate::error::Code::EntityNotExistsWithId,
            format!("the {} channel has no connector", channel.as_str()),
        ));
    };
    let code = format!(
        "{:06}",
        rand::RngExt::random_range(&mut rand::rng(), 0..1_000_000u32)
    );
    let out = Outgoing {
        channel,
        to: to.to_string(),
        purpose: Purpose::Generic,
        code,
        expires_at: now + TEST_CODE_TTL_MS,
        locale: "en".into(),
        message_id: format!("msg_test_{}", crate::util::new_id()),
    };
    let a = send::send(&connector, &out, ATTEMPT_TIMEOUT);
    writer.write(|tx| {
        sql::insert_log(
            tx,
            &LogRow {
                id: 0,
                message_id: None,
                channel: channel.as_str().into(),
                provider: connector.provider.name().into(),
                recipient: to.into(),
                purpose: "Generic".into(),
                attempt: 1,
                result: if a.ok { "ok" } else { "failed" }.into(),
                detail: Some(format!("test: {}", a.detail)),
                duration_ms: a.duration_ms,
                created_at: tx.now_ms(),
            },
        )
    })?;
    Ok(a)
}

/// An attempt as `connector logs` shows it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LogEntry {
    pub id: i64,
    pub message_id: Option<i64>,
    pub channel: String,
    pub provider: String,
    pub to: String,
    pub purpose: String,
    pub attempt: i64,
    pub result: String,
    pub detail: Option<String>,
    pub duration_ms: i64,
    pub created_at: i64,
}

pub fn logs(
    tx: &crate::store::Tx,
    channel: Option<Channel>,
    failed: bool,
    limit: i64,
) -> Result<Vec<LogEntry>> {
    Ok(sql::logs(tx, channel.map(Channel::as_str), failed, limit)?
        .into_iter()
        .map(|l| LogEntry {
            id: l.id,
            message_id: l.message_id,
            channel: l.channel,
            provider: l.provider,
            to: l.recipient,
            purpose: l.purpose,
            attempt: l.attempt,
            result: l.result,
            detail: l.detail,
            duration_ms: l.duration_ms,
            created_at: l.created_at,
        })
        .collect())
}

/// The pending messages: how many, and when the next is due (ms).
pub fn backlog(tx: &crate::store::Tx) -> Result<(i64, Option<i64>)> {
    sql::backlog(tx)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_schedule_grows_then_stays_at_five_minutes() {
        let secs: Vec<i64> = (1..=8).map(super::schedule).collect();
        assert_eq!(secs, [5, 15, 30, 60, 120, 300, 300, 300]);
        assert_eq!(super::schedule(0), 5);
    }
}
