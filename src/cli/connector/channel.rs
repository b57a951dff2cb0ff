//! The handlers of the code channels' connectors (email, sms).

use super::{ChannelArg, HttpArgs, SmtpArgs, TlsArg};
use crate::cli::{Ctx, many, one};
use crate::error::{Code, Error, Result};
use crate::ops::connectors::channel::{self as ops, Channel, Connector, Provider, SmtpInput, Tls};
use crate::ops::connectors::outbox::{self, LogEntry, Policy, Summary};
use crate::ops::connectors::secret::SecretRef;
use crate::output::{self, Format, View};
use crate::store::connectors::Due;
use crate::util::{iso_ms, sanitize};
use std::time::{Duration, Instant};

impl From<ChannelArg> for Channel {
    fn from(c: ChannelArg) -> Channel {
        match c {
            ChannelArg::Email => Channel::Email,
            ChannelArg::Sms => Channel::Sms,
        }
    }
}

fn target(p: &Provider) -> String {
    match p {
        Provider::Smtp(s) => format!("{}:{} ({})", s.host, s.port, s.tls.as_str()),
        Provider::Http(h) => h.url.clone(),
    }
}

impl View for Connector {
    fn headers() -> &'static [&'static str] {
        &["NAME", "KIND", "PROVIDER", "TARGET", "FROM", "UPDATED"]
    }
    fn row(&self) -> Vec<String> {
        let from = match &self.provider {
            Provider::Smtp(s) => match &s.from_name {
                Some(n) => format!("{n} <{}>", s.from),
                None => s.from.clone(),
            },
            Provider::Http(_) => String::new(),
        };
        vec![
            self.channel.as_str().into(),
            "channel".into(),
            self.provider.name().into(),
            sanitize(&target(&self.provider)),
            sanitize(&from),
            iso_ms(self.updated_at),
        ]
    }
}

impl View for LogEntry {
    fn headers() -> &'static [&'static str] {
        &[
            "TIME", "CHANNEL", "TO", "PURPOSE", "ATTEMPT", "RESULT", "MS", "DETAIL",
        ]
    }
    fn row(&self) -> Vec<String> {
        vec![
            iso_ms(self.created_at),
            self.channel.clone(),
            sanitize(&self.to),
            self.purpose.clone(),
            self.attempt.to_string(),
            self.result.clone(),
            self.duration_ms.to_string(),
            sanitize(self.detail.as_deref().unwrap_or("")),
        ]
    }
}

/// A channel by name; other names are not code channels.
fn channel_named(name: &str) -> Result<Channel> {
    Channel::parse(name).ok_or_else(|| {
        Error::new(
            Code::EntityNotExistsWithId,
            format!("connector {name} does not exist"),
        )
        .with_hint("the code channels are email and sms: idctl connector list")
    })
}

pub(super) fn get(ctx: &Ctx, name: &str) -> Result<()> {
    let channel = channel_named(name)?;
    ctx.read(|tx| ops::get(tx, channel), one)
}

pub(super) fn remove(ctx: &Ctx, name: &str) -> Result<()> {
    let channel = channel_named(name)?;
    ctx.write(
        |tx| ops::remove(tx, channel),
        |ctx, c| match ctx.format {
            Format::Json => output::json(c),
            Format::Table => {
                ctx.note(&format!(
                    "removed the {} connector: its codes go to the local mailbox",
                    c.channel.as_str()
                ));
                Ok(())
            }
        },
    )
}

/// Shows a connector just set, and its signing key when one was made (once).
fn show_set(ctx: &Ctx, c: &Connector) -> Result<()> {
    match ctx.format {
        Format::Json => output::json(c),
        Format::Table => {
            one(ctx, c)?;
            if let Some(key) = &c.signing_key {
                output::emit(&format!("signing key: {key}"))?;
                ctx.note(
                    "the signing key is shown once: the endpoint checks the requests' signatures \
                     with it (see the webhook-signature and logto-signature-sha-256 headers)",
                );
            }
            Ok(())
        }
    }
}

pub(super) fn set_smtp(ctx: &Ctx, a: SmtpArgs) -> Result<()> {
    let cwd = std::env::current_dir()
        .map_err(|e| Error::new(Code::IoError, format!("cannot read the directory: {e}")))?;
    let password =
        SecretRef::from_args(a.password_env.as_deref(), a.password_file.as_deref(), &cwd)?;
    let input = SmtpInput {
        host: a.host,
        port: a.port,
        tls: a.tls.map(|t| match t {
            TlsArg::None => Tls::None,
            TlsArg::Starttls => Tls::Starttls,
            TlsArg::Implicit => Tls::Implicit,
        }),
        username: a.username,
        password,
        from: a.from,
        from_name: a.from_name,
    };
    ctx.write(|tx| ops::set_smtp(tx, input), show_set)
}

pub(super) fn set_http(ctx: &Ctx, channel: ChannelArg, a: HttpArgs) -> Result<()> {
    ctx.write(|tx| ops::set_http(tx, channel.into(), a.url), show_set)
}

pub(super) fn test(ctx: &Ctx, channel: ChannelArg, to: &str) -> Result<()> {
    let mut store = ctx.open()?;
    let a = outbox::test(&mut store, channel.into(), to)?;
    if !a.ok {
        return Err(Error::new(
            Code::ConnectorSendFailed,
            format!(
                "the {} connector could not send to {to}: {}",
                Channel::from(channel).as_str(),
                a.detail
            ),
        )
        .with_hint("idctl connector logs --failed shows every failed attempt"));
    }
    match ctx.format {
        Format::Json => output::json(&serde_json::json!({
            "channel": Channel::from(channel).as_str(),
            "to": to,
            "ok": true,
            "detail": a.detail,
            "durationMs": a.duration_ms,
        })),
        Format::Table => output::emit(&format!(
            "sent to {} in {} ms: {}",
            sanitize(to),
            a.duration_ms,
            sanitize(&a.detail)
        )),
    }
}

pub(super) fn logs(
    ctx: &Ctx,
    channel: Option<ChannelArg>,
    limit: Option<i64>,
    failed: bool,
) -> Result<()> {
    let limit = limit.unwrap_or(50);
    if !(1..=1000).contains(&limit) {
        return Err(crate::ops::invalid(format!(
            "--limit must be from 1 to 1000, not {limit}"
        )));
    }
    ctx.read(
        |tx| outbox::logs(tx, channel.map(Channel::from), failed, limit),
        many,
    )
}

#[derive(Debug, Default, serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct Delivered {
    #[serde(flatten)]
    sum: Summary,
    /// Still pending after the run.
    pending: i64,
}

pub(super) fn deliver(ctx: &Ctx, wait: bool, timeout: Option<Duration>, all: bool) -> Result<()> {
    let limit = match (wait, timeout) {
        (_, Some(t)) => Some(t),
        (true, None) => Some(Duration::from_secs(120)),
        (false, None) => None,
    };
    let deadline = limit.map(|t| Instant::now() + t);
    let mut store = ctx.open()?;
    let mut total = Delivered::default();
    loop {
        let due = if all { Due::All } else { Due::Now };
        let s = outbox::run(&mut store, due, Policy::deliver(deadline))?;
        total.sum.sent += s.sent;
        total.sum.retrying += s.retrying;
        total.sum.failed += s.failed;
        total.sum.expired += s.expired;
        if s.last_error.is_some() {
            total.sum.last_error = s.last_error;
        }
        let (pending, next) = store.read(|tx| outbox::backlog(tx))?.value;
        total.pending = pending;
        if !wait || pending == 0 || deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        // Sleep until the next retry is due (at most a second at a time, to notice others).
        let now = store.read(|tx| Ok(tx.now_ms()))?.value;
        let pause = next.map_or(1000, |n| (n - now).clamp(50, 1000));
        std::thread::sleep(Duration::from_millis(pause as u64));
    }
    match ctx.format {
        Format::Json => output::json(&total)?,
        Format::Table => output::emit(&format!(
            "sent {}, retrying {}, failed {}, given up {}, pending {}",
            total.sum.sent, total.sum.retrying, total.sum.failed, total.sum.expired, total.pending
        ))?,
    }
    if total.pending > 0 {
        let mut e = Error::new(
            Code::ConnectorMessagesNotDone,
            format!(
                "{} {} still pending{}",
                total.pending,
                if total.pending == 1 {
                    "code is"
                } else {
                    "codes are"
                },
                total
                    .sum
                    .last_error
                    .as_ref()
                    .map(|w| format!(" (last failure: {w})"))
                    .unwrap_or_default()
            ),
        );
        e = e.with_hint("idctl connector logs --failed shows every failed attempt");
        return Err(e);
    }
    Ok(())
}
