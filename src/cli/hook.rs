use super::resource::deleted;
use super::{Ctx, many, one};
use crate::error::{Code, Error, Result};
use crate::events::{catalogue, delivery};
use crate::model::{DeliveryLog, Hook, HookWithSecret, HookWithStats};
use crate::ops::hooks::{self, HookUpdate, NewHook};
use crate::output::{self, Format, View};
use crate::store::hooks::Due;
use crate::util::{iso_ms, sanitize};
use clap::{Args, Subcommand, ValueEnum};
use std::time::{Duration, Instant};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum HookCmd {
    /// Create a hook: events go to an http(s) URL (signed) or to standard output
    Create {
        /// Hook name
        #[arg(required_unless_present = "name_flag")]
        name: Option<String>,
        /// The hook name, as a flag (the same as NAME)
        #[arg(long = "name", value_name = "NAME", conflicts_with = "name")]
        name_flag: Option<String>,
        #[command(flatten)]
        target: Target,
        /// Event name, Prefix.* or all (repeatable, or comma-separated)
        #[arg(long = "event", value_name = "EVENT", required = true)]
        event: Vec<String>,
        /// Extra request header, 'Name: value' (repeatable)
        #[arg(long = "header", value_name = "HEADER")]
        headers: Vec<String>,
        /// Seconds to wait for the receiver [default: 10]
        #[arg(long, value_name = "SECONDS")]
        timeout: Option<i64>,
    },
    /// List hooks with their deliveries of the last 24 hours
    #[command(visible_alias = "ls")]
    List,
    /// Show one hook (by id or name)
    Get {
        /// The hook (id or name)
        hook: String,
        /// Also show the signing key
        #[arg(long)]
        show_secret: bool,
    },
    /// Change a hook; --event and --header replace the whole list
    Update {
        /// The hook (id or name)
        hook: String,
        /// New name (unique)
        #[arg(long)]
        name: Option<String>,
        /// New receiver URL (http or https)
        #[arg(long)]
        url: Option<String>,
        /// Event name, Prefix.* or all (repeatable, or comma-separated); replaces the list
        #[arg(long = "event", value_name = "EVENT")]
        event: Vec<String>,
        /// Request header, 'Name: value' (repeatable); replaces every custom header
        #[arg(long = "header", value_name = "HEADER")]
        headers: Vec<String>,
        /// Remove every custom header
        #[arg(long, conflicts_with = "headers")]
        clear_headers: bool,
        /// Seconds to wait for the receiver
        #[arg(long, value_name = "SECONDS")]
        timeout: Option<i64>,
    },
    /// Deliver events to the hook again
    Enable {
        /// The hook (id or name)
        hook: String,
    },
    /// Stop delivering to the hook (pending deliveries wait)
    Disable {
        /// The hook (id or name)
        hook: String,
    },
    /// Replace the signing key; prints the new one
    RotateSecret {
        /// The hook (id or name)
        hook: String,
    },
    /// Delete a hook with its deliveries and logs
    #[command(visible_alias = "rm")]
    Delete {
        /// The hook (id or name)
        hook: String,
    },
    /// Send a sample payload now and show the receiver's answer
    Test {
        /// The hook (id or name)
        hook: String,
        /// The event to sample [default: the hook's first event]
        #[arg(long)]
        event: Option<String>,
    },
    /// Every delivery attempt: event, time, status, duration, error, response body
    Logs {
        /// The hook (id or name)
        hook: String,
        /// Only attempts this recent (e.g. 1h, 2d)
        #[arg(long, value_name = "DURATION")]
        since: Option<String>,
        /// Only successful or only failed attempts
        #[arg(long, value_enum)]
        status: Option<LogStatus>,
    },
    /// Send every due pending delivery (for cron or a CI step); exit 9 when deliveries are
    /// left pending, failed or given up
    Deliver {
        /// Keep going until nothing is pending, for at most --timeout (default 2m)
        #[arg(long)]
        wait: bool,
        /// Stop after this long, e.g. 30s, 10m, 1h (1s to 1day) [default: 2m with --wait, no
        /// limit without]; a request under way finishes first, within its hook's timeout
        #[arg(long, value_name = "DURATION", value_parser = deliver_timeout)]
        timeout: Option<std::time::Duration>,
        /// Also send deliveries whose next attempt is not due yet
        #[arg(long)]
        all: bool,
        /// Send failed and given-up deliveries again, from the first round of retries
        #[arg(long)]
        retry_failed: bool,
    },
    /// List the event names hooks can select
    Events,
}

#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct Target {
    /// Receiver URL (http or https)
    #[arg(long)]
    url: Option<String>,
    /// Print each event as one JSON line on standard output instead, after a command's table
    /// output (under -o json stdout holds only the command's JSON; see idctl events list)
    #[arg(long)]
    stdout: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum LogStatus {
    Ok,
    Failed,
}

fn target(h: &Hook) -> String {
    h.config.url.clone().unwrap_or_else(|| "(stdout)".into())
}

impl View for Hook {
    fn headers() -> &'static [&'static str] {
        &["ID", "NAME", "TARGET", "EVENTS", "ENABLED", "TIMEOUT"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.id.clone(),
            self.name.clone(),
            target(self),
            self.events.join(","),
            if self.enabled { "yes" } else { "no" }.into(),
            format!("{}s", self.timeout_seconds),
        ]
    }
}

impl View for HookWithStats {
    fn headers() -> &'static [&'static str] {
        &[
            "ID",
            "NAME",
            "TARGET",
            "EVENTS",
            "ENABLED",
            "ATTEMPTS 24H",
            "OK 24H",
        ]
    }
    fn row(&self) -> Vec<String> {
        let mut r = self.hook.row();
        r.truncate(5);
        r.push(self.attempts_24h.to_string());
        r.push(self.successes_24h.to_string());
        r
    }
}

impl View for HookWithSecret {
    fn headers() -> &'static [&'static str] {
        &[
            "ID",
            "NAME",
            "TARGET",
            "EVENTS",
            "ENABLED",
            "TIMEOUT",
            "SIGNING KEY",
        ]
    }
    fn row(&self) -> Vec<String> {
        let mut r = self.hook.row();
        r.push(self.signing_key.clone().unwrap_or_default());
        r
    }
}

impl View for DeliveryLog {
    fn headers() -> &'static [&'static str] {
        &[
            "TIME", "EVENT", "EVENT ID", "TRY", "RESULT", "STATUS", "MS", "ERROR", "RESPONSE",
        ]
    }
    fn row(&self) -> Vec<String> {
        let mut body = self
            .response_body
            .clone()
            .unwrap_or_default()
            .replace('\n', " ");
        if body.chars().count() > 60 {
            body = body.chars().take(57).collect::<String>() + "...";
        }
        vec![
            iso_ms(self.created_at),
            if self.test {
                format!("{} (test)", self.event)
            } else {
                self.event.clone()
            },
            self.event_id.clone(),
            self.attempt.to_string(),
            self.result.clone(),
            self.response_status
                .map(|s| s.to_string())
                .unwrap_or_default(),
            self.duration_ms.to_string(),
            self.error.clone().unwrap_or_default(),
            body,
        ]
    }
}

/// A hook with its custom header values hidden (they often carry credentials).
fn masked(h: &Hook) -> Hook {
    let mut h = h.clone();
    for v in h.config.headers.values_mut() {
        *v = serde_json::Value::String("(hidden; --show-secret shows it)".into());
    }
    h
}

fn with_secret(h: &Hook) -> HookWithSecret {
    HookWithSecret {
        hook: h.clone(),
        signing_key: h.signing_key.clone(),
    }
}

#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct TestResult {
    hook_id: String,
    event: String,
    status: Option<u16>,
    body: Option<String>,
    error: Option<String>,
    duration_ms: i64,
}

impl HookCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            HookCmd::Create {
                name,
                name_flag,
                target,
                event,
                headers,
                timeout,
            } => {
                let input = NewHook {
                    name: super::grammar::name_of(name, name_flag),
                    url: if target.stdout { None } else { target.url },
                    events: event,
                    headers,
                    timeout,
                };
                ctx.write(|tx| hooks::create(tx, input), |ctx, h| one(ctx, &masked(h)))
            }
            HookCmd::List => ctx.read(
                |tx| hooks::list(tx),
                |ctx, v| {
                    let v: Vec<HookWithStats> = v
                        .iter()
                        .map(|h| HookWithStats {
                            hook: masked(&h.hook),
                            ..h.clone()
                        })
                        .collect();
                    many(ctx, &v)
                },
            ),
            HookCmd::Get { hook, show_secret } => ctx.read(
                |tx| hooks::resolve(tx, &hook),
                |ctx, h| {
                    if show_secret {
                        one(ctx, &with_secret(h))
                    } else {
                        one(ctx, &masked(h))
                    }
                },
            ),
            HookCmd::Update {
                hook,
                name,
                url,
                event,
                headers,
                clear_headers,
                timeout,
            } => {
                let input = HookUpdate {
                    name,
                    url,
                    events: (!event.is_empty()).then_some(event),
                    headers: if clear_headers {
                        Some(Vec::new())
                    } else {
                        (!headers.is_empty()).then_some(headers)
                    },
                    timeout,
                };
                ctx.write(|tx| hooks::update(tx, &hook, input), |ctx, h| one(ctx, &masked(h)))
            }
            HookCmd::Enable { hook } => ctx.write(
                |tx| hooks::set_enabled(tx, &hook, true),
                |ctx, h| one(ctx, &masked(h)),
            ),
            HookCmd::Disable { hook } => ctx.write(
                |tx| hooks::set_enabled(tx, &hook, false),
                |ctx, h| one(ctx, &masked(h)),
            ),
            HookCmd::RotateSecret { hook } => ctx.write(
                |tx| hooks::rotate_secret(tx, &hook),
                |ctx, h| {
                    one(ctx, &masked(h))?;
                    ctx.note(&format!(
                        "The signing key was replaced; show it with: idctl hook get {} --show-secret",
                        h.name
                    ));
                    Ok(())
                },
            ),
            HookCmd::Delete { hook } => {
                ctx.confirm(&format!("Delete hook {hook} with its delivery log?"))?;
                ctx.write(
                    |tx| hooks::delete(tx, &hook),
                    |ctx, h| deleted(ctx, "hook", &h.name, h),
                )
            }
            HookCmd::Test { hook, event } => test(ctx, &hook, event),
            HookCmd::Logs {
                hook,
                since,
                status,
            } => {
                let since_ms = match since {
                    None => 0,
                    Some(s) => {
                        let secs = crate::limits::duration_secs(
                            "--since",
                            &s,
                            &crate::limits::SINCE_SECS,
                        )?;
                        crate::util::now_ms() - secs * 1000
                    }
                };
                let result = status.map(|s| match s {
                    LogStatus::Ok => "ok",
                    LogStatus::Failed => "failed",
                });
                ctx.read(|tx| hooks::logs(tx, &hook, since_ms, result), many)
            }
            HookCmd::Deliver {
                wait,
                timeout,
                all,
                retry_failed,
            } => deliver(ctx, wait, timeout, all, retry_failed),
            HookCmd::Events => {
                let names: Vec<serde_json::Value> = catalogue::EVENT_NAMES
                    .iter()
                    .map(|n| serde_json::json!({ "event": n }))
                    .collect();
                match ctx.format {
                    Format::Json => output::json(&names),
                    Format::Table => output::emit(&catalogue::EVENT_NAMES.join("\n")),
                }
            }
        }
    }
}

fn test(ctx: &Ctx, key: &str, event: Option<String>) -> Result<()> {
    if let Some(e) = &event {
        crate::cli::events::check_event_name(e)?;
    }
    let test = ctx
        .open()?
        .read(|tx| hooks::prepare_test(tx, key, hooks::TestEvents::One(event.as_deref()), None))?
        .value;
    let (hook, payload) = match test.payloads.first() {
        Some(p) => (&test.hook, p),
        None => return Ok(()),
    };
    let event = payload.event.clone();
    if hook.config.stdout {
        return output::emit(&payload.body);
    }
    let sent = test.send()?;
    // After the request, never during it: the attempt goes into the hook's log as a test.
    ctx.write(
        |tx| hooks::record_tests(tx, &hook.id, &test.attempts(&sent)),
        |_, _| Ok(()),
    )?;
    let Some(a) = sent.first() else {
        return Ok(());
    };
    // Nothing answered (no such host, connection refused, timed out): not an answer.
    let outcome = match a.status {
        Some(_) => a.describe(),
        None => format!("could not reach it: {}", a.describe()),
    };
    let r = TestResult {
        hook_id: hook.id.clone(),
        event,
        status: a.status,
        body: a.body.clone(),
        error: a.error.clone(),
        duration_ms: a.duration_ms,
    };
    match ctx.format {
        Format::Json => output::json(&r)?,
        Format::Table => output::emit(&format!(
            "{} {} -> {} in {} ms\n{}",
            sanitize(&r.event),
            sanitize(&target(hook)),
            sanitize(&outcome),
            a.duration_ms,
            sanitize(a.body.as_deref().unwrap_or(""))
        ))?,
    }
    if a.ok() {
        Ok(())
    } else if a.status.is_none() {
        Err(Error::new(
            Code::HookUnreachable,
            format!(
                "could not reach the receiver of hook {} ({}): {}",
                hook.name,
                target(hook),
                a.describe()
            ),
        )
        .with_hint(format!(
            "the attempt is in: idctl hook logs {} --status failed",
            hook.name
        )))
    } else {
        Err(Error::new(
            Code::HookTestFailed,
            format!(
                "the receiver of hook {} answered {}",
                hook.name,
                a.describe()
            ),
        ))
    }
}

/// How long `hook deliver --wait` goes on without `--timeout`: what a CI step can live with.
pub const DEFAULT_WAIT: Duration = Duration::from_secs(120);
/// `hook deliver --wait` sleeps at most this long between looks at the store: new deliveries
/// may be queued meanwhile.
const WAIT_MAX_MS: i64 = 60_000;
/// While another process holds deliveries, how often `--wait` looks whether it released them
/// (a read; it finishes them long before its lease would lapse).
const WAIT_HELD_POLL_MS: i64 = 1_000;
/// The shortest pause of `--wait` after a run that found nothing to send.
const WAIT_MIN_MS: i64 = 100;

/// `hook deliver --timeout`: a duration (`90s`, `10m`; a bare number is seconds) within
/// `DELIVER_TIMEOUT_SECS`. A usage error otherwise (clap names the flag and the value).
pub(super) fn deliver_timeout(text: &str) -> std::result::Result<Duration, String> {
    let range = crate::limits::DELIVER_TIMEOUT_SECS;
    let text = text.trim();
    let secs = match text.parse::<i64>() {
        Ok(n) => n,
        Err(_) => {
            let d = humantime::parse_duration(text)
                .map_err(|e| format!("not a duration such as 90s, 10m or 1h: {e}"))?;
            i64::try_from(d.as_secs()).unwrap_or(i64::MAX)
        }
    };
    if !range.contains(&secs) {
        let written = |s: i64| written(Duration::from_secs(u64::try_from(s).unwrap_or(0)));
        return Err(format!(
            "must be {} to {} seconds ({} to {})",
            range.start(),
            range.end(),
            written(*range.start()),
            written(*range.end())
        ));
    }
    Ok(Duration::from_secs(u64::try_from(secs).unwrap_or(0)))
}

/// What `hook deliver` reports for one enabled hook: what this run delivered, and what is
/// still not delivered at its end.
#[derive(Debug, serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct HookReport {
    id: String,
    name: String,
    delivered: usize,
    pending: i64,
    failed: i64,
    given_up: i64,
    /// Milliseconds since the epoch, like every time in the delivery log.
    next_attempt_at: Option<i64>,
}

/// The document of `hook deliver`: `delivered` and `attempts` count this run; `pending`,
/// `failed` and `givenUp` the deliveries of enabled hooks in that state at its end
/// (`retrying` is `pending` under its older name).
#[derive(Debug, serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct DeliverReport {
    delivered: usize,
    pending: i64,
    failed: i64,
    given_up: i64,
    attempts: usize,
    retrying: i64,
    hooks: Vec<HookReport>,
}

impl DeliverReport {
    fn new(run: &delivery::Summary, outstanding: Vec<crate::store::hooks::Outstanding>) -> Self {
        let mut hooks: Vec<HookReport> = outstanding
            .into_iter()
            .map(|o| HookReport {
                delivered: run.hooks.get(&o.hook_id).map_or(0, |t| t.delivered),
                id: o.hook_id,
                name: o.name,
                pending: o.pending,
                failed: o.failed,
                given_up: o.given_up,
                next_attempt_at: o.next_attempt_at,
            })
            .collect();
        for (id, t) in &run.hooks {
            if t.delivered > 0 && !hooks.iter().any(|h| &h.id == id) {
                hooks.push(HookReport {
                    id: id.clone(),
                    name: t.name.clone(),
                    delivered: t.delivered,
                    pending: 0,
                    failed: 0,
                    given_up: 0,
                    next_attempt_at: None,
                });
            }
        }
        hooks.sort_by(|a, b| a.name.cmp(&b.name));
        let sum = |f: fn(&HookReport) -> i64| hooks.iter().map(f).sum::<i64>();
        let pending = sum(|h| h.pending);
        DeliverReport {
            delivered: run.delivered,
            pending,
            failed: sum(|h| h.failed),
            given_up: sum(|h| h.given_up),
            attempts: run.attempts,
            retrying: pending,
            hooks,
        }
    }

    fn not_done(&self) -> i64 {
        self.pending + self.failed + self.given_up
    }
}

/// "in 5 s", "in 2m 30s", "now": how far `at` (ms) is from `now`.
fn from_now(at: i64, now: i64) -> String {
    let secs = ((at - now).max(0) + 999) / 1000;
    if secs == 0 {
        "now".into()
    } else if secs < 60 {
        format!("in {secs} s")
    } else {
        format!("in {}", written(Duration::from_secs(secs as u64)))
    }
}

/// A duration to whole seconds as humantime writes it ("2m", "1h 30m").
fn written(d: Duration) -> String {
    humantime::format_duration(Duration::from_secs(d.as_secs())).to_string()
}

/// How a `hook deliver` run ended.
enum Ended {
    /// Nothing left to send now (without `--wait`), or nothing pending (with it).
    Finished,
    /// `--timeout` passed.
    TimedOut,
    /// (`--wait`) the next attempt falls due after `--timeout`: waiting would change nothing.
    NextAfterTimeout(i64),
}

fn deliver(
    ctx: &Ctx,
    wait: bool,
    timeout: Option<Duration>,
    all: bool,
    retry_failed: bool,
) -> Result<()> {
    let started = Instant::now();
    let limit = timeout.or(wait.then_some(DEFAULT_WAIT));
    let deadline = limit.map(|l| started + l);
    let policy = delivery::Policy::deliver(deadline);
    let mut store = ctx.open()?;
    let mut bar = Bar::new(ctx, wait);
    if retry_failed {
        let n = store
            .write(|tx| crate::store::hooks::retry_failed(tx))?
            .value;
        bar.say(&format!(
            "{n} failed or given-up deliveries are pending again"
        ));
    }
    let mut total = delivery::Summary::default();
    let mut due = if all { Due::All } else { Due::Now };
    // The last state `--wait` reported: one line per change, not per look.
    let mut shown = None;
    let ended = 'runs: loop {
        let s = delivery::run(&mut store, due, policy)?;
        due = Due::Now;
        for w in &s.warnings {
            bar.warn(w);
        }
        let deferred = s.deferred > 0;
        // A run that sent nothing although something looked due lost a race for it: pause
        // before the next run rather than spin.
        let mut idle = s.attempts == 0;
        total.absorb(s);
        if deferred {
            break Ended::TimedOut;
        }
        loop {
            let b = delivery::backlog(&mut store)?;
            bar.update(total.delivered, &b);
            if !wait || b.pending == 0 {
                break 'runs Ended::Finished;
            }
            let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
            if left.is_some_and(|l| l.is_zero()) {
                break 'runs Ended::TimedOut;
            }
            let now = crate::util::now_ms();
            let at = b.claimable_at.unwrap_or(now);
            if at <= now && !idle {
                continue 'runs;
            }
            let left_ms = left.map(|l| i64::try_from(l.as_millis()).unwrap_or(i64::MAX));
            // Nothing can be sent before `at` (a next attempt falls due, or a lease lapses),
            // unless the process holding deliveries releases them early.
            if b.held == 0 && left_ms.is_some_and(|l| at - now > l) {
                break 'runs Ended::NextAfterTimeout(at);
            }
            let state = (b.pending, b.held, b.next_due);
            if shown != Some(state) {
                shown = Some(state);
                bar.say(&progress(&b, now));
            }
            let mut pause = (at - now).clamp(WAIT_MIN_MS, WAIT_MAX_MS);
            if b.held > 0 {
                pause = pause.min(WAIT_HELD_POLL_MS);
            }
            if let Some(l) = left_ms {
                pause = pause.min(l.max(1));
            }
            std::thread::sleep(Duration::from_millis(pause as u64));
            idle = false;
        }
    };
    bar.finish();
    let report = DeliverReport::new(&total, delivery::outstanding(&mut store)?);
    let now = crate::util::now_ms();
    match ctx.format {
        Format::Json => output::json(&report)?,
        Format::Table => {
            for h in &report.hooks {
                let next = match h.next_attempt_at {
                    Some(at) if h.pending > 0 => format!(" (next attempt {})", from_now(at, now)),
                    _ => String::new(),
                };
                ctx.note(&format!(
                    "hook {}: delivered {}, pending {}{next}, failed {}, given up {}",
                    h.name, h.delivered, h.pending, h.failed, h.given_up
                ));
            }
            output::emit(&format!(
                "delivered {}, failed {}, pending {}, given up {} ({} attempts)",
                report.delivered, report.failed, report.pending, report.given_up, report.attempts
            ))?;
        }
    }
    if report.not_done() == 0 {
        return Ok(());
    }
    let n = report.not_done();
    let why = match ended {
        Ended::Finished => String::new(),
        Ended::TimedOut => format!(
            "; stopped after --timeout {}",
            written(limit.unwrap_or_else(|| started.elapsed()))
        ),
        Ended::NextAfterTimeout(at) => format!(
            "; the next attempt falls due {}, after --timeout {}",
            from_now(at, now),
            written(limit.unwrap_or_default())
        ),
    };
    let mut hints = Vec::new();
    if report.pending > 0 {
        hints.push(if wait {
            "a longer --timeout waits longer for them".to_string()
        } else {
            format!(
                "--wait waits for them (at most {}, or --timeout)",
                written(DEFAULT_WAIT)
            )
        });
    }
    if report.failed + report.given_up > 0 {
        hints.push("--retry-failed sends failed and given-up ones again".to_string());
    }
    hints.push("idctl hook logs HOOK shows every attempt".to_string());
    Err(Error::new(
        Code::HookDeliveriesNotDone,
        format!(
            "{n} {} not done: {} pending, {} failed, {} given up{why}",
            if n == 1 { "delivery" } else { "deliveries" },
            report.pending,
            report.failed,
            report.given_up
        ),
    )
    .with_hint(hints.join("; ")))
}

/// Where `hook deliver` reports progress: lines on stderr (a `{"progress": ...}` object each
/// under `-o json`), or a progress bar when stderr is a terminal and the output a table.
struct Bar<'a> {
    ctx: &'a Ctx,
    bar: Option<indicatif::ProgressBar>,
}

impl<'a> Bar<'a> {
    /// A bar only for `--wait` (a single run has nothing to show while it waits).
    fn new(ctx: &'a Ctx, wait: bool) -> Self {
        use std::io::IsTerminal;
        let terminal = ctx.format == Format::Table && std::io::stderr().is_terminal();
        // Hidden until the first look at the backlog gives it a length.
        let bar = (wait && terminal).then(|| {
            let b = indicatif::ProgressBar::with_draw_target(
                Some(0),
                indicatif::ProgressDrawTarget::hidden(),
            );
            if let Ok(style) = indicatif::ProgressStyle::with_template(
                "{bar:30} {pos}/{len} delivered  {msg}  [{elapsed}]",
            ) {
                b.set_style(style);
            }
            b
        });
        Bar { ctx, bar }
    }

    /// A line of progress (the bar's message on a terminal).
    fn say(&self, message: &str) {
        match &self.bar {
            Some(b) => b.set_message(sanitize(message)),
            None => self.ctx.progress(message),
        }
    }

    fn warn(&self, message: &str) {
        match &self.bar {
            Some(b) => b.suspend(|| self.ctx.warn(message)),
            None => self.ctx.warn(message),
        }
    }

    /// Delivered so far out of delivered + pending.
    fn update(&mut self, delivered: usize, b: &crate::store::hooks::Backlog) {
        if let Some(bar) = &self.bar {
            let delivered = delivered as u64;
            bar.set_length(delivered + u64::try_from(b.pending).unwrap_or(0));
            bar.set_position(delivered);
            if bar.is_hidden() {
                bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
                bar.enable_steady_tick(Duration::from_secs(1));
            }
        }
    }

    fn finish(&mut self) {
        if let Some(b) = self.bar.take() {
            b.finish_and_clear();
        }
    }
}

/// The `--wait` progress line for a backlog.
fn progress(b: &crate::store::hooks::Backlog, now: i64) -> String {
    let held = match (b.held, b.next_due) {
        (0, _) => String::new(),
        (h, None) => format!(
            ", {} being sent by another idctl process (if it stopped, its claims lapse within {} s)",
            if h == 1 { "it is" } else { "all are" },
            delivery::LEASE_MS / 1000
        ),
        (h, Some(_)) => format!(" ({h} being sent by another idctl process)"),
    };
    match b.next_due {
        Some(at) => format!(
            "{} pending{held}; next attempt in {} s",
            b.pending,
            ((at - now).max(0) + 999) / 1000
        ),
        None => format!("{} pending{held}", b.pending),
    }
}
