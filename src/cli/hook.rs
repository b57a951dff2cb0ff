use super::resource::deleted;
use super::{Ctx, many, one};
use crate::error::{Error, Result};
use crate::events::{catalogue, delivery, sample};
use crate::model::{DeliveryLog, Hook, HookWithSecret, HookWithStats};
use crate::ops::hooks::{self, HookUpdate, NewHook};
use crate::output::{self, Format, View};
use crate::store::hooks::Due;
use crate::util::{iso_ms, sanitize};
use clap::{Args, Subcommand, ValueEnum};

#[derive(Debug, Subcommand)]
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
    /// Send every due pending delivery (for cron or a CI step)
    Deliver {
        /// Keep going until nothing is pending (or everything has given up)
        #[arg(long)]
        wait: bool,
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
            self.event.clone(),
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
                all,
                retry_failed,
            } => deliver(ctx, wait, all, retry_failed),
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
    let hook = ctx.open()?.read(|tx| hooks::resolve(tx, key))?.value;
    let event = match event {
        Some(e) => {
            crate::cli::events::check_event_name(&e)?;
            e
        }
        None => hook
            .events
            .iter()
            .find(|e| catalogue::is_event(e))
            .cloned()
            .or_else(|| {
                catalogue::EVENT_NAMES
                    .iter()
                    .find(|n| crate::events::outbox::selects(&hook.events, n))
                    .map(|n| n.to_string())
            })
            .unwrap_or_else(|| catalogue::USER_CREATED.to_string()),
    };
    let body = delivery::body(&sample::payload(&event), &hook.id);
    if hook.config.stdout {
        return output::emit(&body);
    }
    let test_id = format!("test_{}", crate::util::new_id());
    let a = delivery::send(&delivery::client()?, &hook, &test_id, &body);
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
            sanitize(&target(&hook)),
            a.describe(),
            a.duration_ms,
            sanitize(a.body.as_deref().unwrap_or(""))
        ))?,
    }
    if a.ok() {
        Ok(())
    } else {
        Err(Error::failure(
            "hook.test_failed",
            format!(
                "the receiver of hook {} answered {}",
                hook.name,
                a.describe()
            ),
        ))
    }
}

/// `hook deliver --wait` sleeps at most this long between looks at the store: new deliveries
/// may be queued meanwhile.
const WAIT_MAX_MS: i64 = 60_000;
/// While another process holds deliveries, how often `--wait` looks whether it released them
/// (a read; it finishes them long before its lease would lapse).
const WAIT_HELD_POLL_MS: i64 = 1_000;
/// The shortest pause of `--wait` after a run that found nothing to send.
const WAIT_MIN_MS: i64 = 100;

fn deliver(ctx: &Ctx, wait: bool, all: bool, retry_failed: bool) -> Result<()> {
    let mut store = ctx.open()?;
    if retry_failed {
        let n = store
            .write(|tx| crate::store::hooks::retry_failed(tx))?
            .value;
        ctx.progress(&format!(
            "{n} failed or given-up deliveries are pending again"
        ));
    }
    let mut total = delivery::Summary::default();
    let mut due = if all { Due::All } else { Due::Now };
    // The last state `--wait` reported: one line per change, not per look.
    let mut shown = None;
    'runs: loop {
        let s = delivery::run(&mut store, due)?;
        due = Due::Now;
        for w in &s.warnings {
            ctx.warn(w);
        }
        total.delivered += s.delivered;
        total.failed += s.failed;
        total.given_up += s.given_up;
        total.attempts += s.attempts;
        // A run that sent nothing although something looked due lost a race for it: pause
        // before the next run rather than spin.
        let mut idle = s.attempts == 0;
        loop {
            let b = delivery::backlog(&mut store)?;
            total.retrying = b.pending as usize;
            if !wait || b.pending == 0 {
                break 'runs;
            }
            let now = crate::util::now_ms();
            let at = b.claimable_at.unwrap_or(now);
            if at <= now && !idle {
                continue 'runs;
            }
            let state = (b.pending, b.held, b.next_due);
            if shown != Some(state) {
                shown = Some(state);
                ctx.progress(&progress(&b, now));
            }
            // Nothing can be sent before `at` (a next attempt falls due, or a lease lapses),
            // unless the process holding deliveries releases them early.
            let mut pause = (at - now).clamp(WAIT_MIN_MS, WAIT_MAX_MS);
            if b.held > 0 {
                pause = pause.min(WAIT_HELD_POLL_MS);
            }
            std::thread::sleep(std::time::Duration::from_millis(pause as u64));
            idle = false;
        }
    }
    match ctx.format {
        Format::Json => output::json(&total),
        Format::Table => output::emit(&format!(
            "delivered {}, failed {}, pending {}, given up {} ({} attempts)",
            total.delivered, total.failed, total.retrying, total.given_up, total.attempts
        )),
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
