//! Webhooks: create, update, enable/disable, rotate the signing key, delete, logs.

use super::{check_name, invalid, not_found};
use crate::error::{Code, Error, Hint, Noun, Result};
use crate::events::audit;
use crate::events::catalogue::{EVENT_NAMES, is_event};
use crate::model::{DeliveryLog, Hook, HookConfig, HookWithStats};
use crate::store::{Listed, Page, Tx, hooks};
use serde_json::{Map, Value};

pub const SIGNING_KEY_LEN: usize = 32;
pub const DEFAULT_TIMEOUT_SECS: i64 = 10;
/// Headers idctl sets itself; a hook's custom headers cannot replace them.
pub const RESERVED_HEADERS: &[&str] = &[
    "content-type",
    "logto-signature-sha-256",
    "webhook-id",
    "webhook-timestamp",
    "webhook-signature",
    "content-length",
    "host",
];

/// Checks event selectors: catalogue names, `all`, or `Prefix.*` matching some event.
pub fn check_events(events: &[String]) -> Result<Vec<String>> {
    if events.is_empty() {
        return Err(invalid(
            "a hook needs at least one --event (a name, Prefix.* or all)",
        ));
    }
    let mut out: Vec<String> = Vec::new();
    for e in events
        .iter()
        .flat_map(|e| e.split([',', ' ']).filter(|s| !s.is_empty()))
    {
        let ok = e == "all"
            || is_event(e)
            || e.strip_suffix('*')
                .is_some_and(|p| p.ends_with('.') && EVENT_NAMES.iter().any(|n| n.starts_with(p)));
        if !ok && audit::is_audit(e) {
            return Err(Error::new(Code::HookInvalidEvent,
                format!("{e} is an audit entry, not a webhook event"),
            )
            .with_hint(
                "audit entries are never delivered to webhooks; idctl events list --audit shows them",
            ));
        }
        if !ok {
            let err = Error::new(Code::HookInvalidEvent, format!("unknown event {e}"));
            return Err(match crate::util::closest(e, EVENT_NAMES.iter().copied()) {
                Some(c) => err.with_hint(Hint::DidYouMean(c.to_string())),
                None => err.with_hint(
                    "events are the catalogue's names (idctl hook events), Prefix.* or all",
                ),
            });
        }
        if !out.iter().any(|o| o == e) {
            out.push(e.to_string());
        }
    }
    Ok(out)
}

pub fn check_url(url: &str) -> Result<()> {
    crate::limits::check_len("hook URL", url, crate::limits::URL_BYTES)?;
    let parsed =
        url::Url::parse(url).map_err(|e| invalid(format!("hook URL {url:?} is not a URL: {e}")))?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host().is_none() {
        return Err(invalid(format!("hook URL must be http or https: {url}")));
    }
    Ok(())
}

/// Parses `Name: value` headers.
pub fn parse_headers(headers: &[String]) -> Result<Map<String, Value>> {
    let mut out = Map::new();
    for h in headers {
        let (name, value) = h
            .split_once(':')
            .ok_or_else(|| invalid(format!("header {h:?} has no colon; write 'Name: value'")))?;
        let name = name.trim().to_ascii_lowercase();
        let value = value.trim();
        let token = !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b));
        if !token {
            return Err(invalid(format!("{name:?} is not a valid header name")));
        }
        crate::limits::check_len(
            &format!("the value of header {name}"),
            value,
            crate::limits::HEADER_VALUE_BYTES,
        )?;
        if value.chars().any(|c| c.is_control() && c != '\t') {
            return Err(invalid(format!(
                "the value of header {name} has control characters"
            )));
        }
        if RESERVED_HEADERS.contains(&name.as_str()) {
            return Err(invalid(format!(
                "header {name} is set by idctl and cannot be overridden"
            )));
        }
        out.insert(name, Value::String(value.to_string()));
    }
    Ok(out)
}

fn check_timeout(t: i64) -> Result<()> {
    crate::limits::check("--timeout (seconds)", t, &crate::limits::HOOK_TIMEOUT_SECS).map(drop)
}

pub fn resolve(tx: &Tx, key: &str) -> Result<Hook> {
    hooks::find(tx, key)?.ok_or_else(|| not_found("hook", key).with_hint(Hint::List(Noun::Hook)))
}

pub struct NewHook {
    pub name: String,
    /// None: a stdout hook.
    pub url: Option<String>,
    pub events: Vec<String>,
    pub headers: Vec<String>,
    pub timeout: Option<i64>,
}

pub fn create(tx: &mut Tx, input: NewHook) -> Result<Hook> {
    check_name("hook name", &input.name, 128)?;
    let events = check_events(&input.events)?;
    if let Some(u) = &input.url {
        check_url(u)?;
    }
    let headers = parse_headers(&input.headers)?;
    if input.url.is_none() && !headers.is_empty() {
        return Err(invalid(
            "a stdout hook sends no HTTP request: --header needs --url",
        ));
    }
    let timeout = input.timeout.unwrap_or(DEFAULT_TIMEOUT_SECS);
    check_timeout(timeout)?;
    if hooks::find(tx, &input.name)?.is_some_and(|h| h.name == input.name) {
        return Err(Error::new(
            Code::HookNameInUse,
            format!("a hook named {} already exists", input.name),
        ));
    }
    let hook = Hook {
        id: crate::util::new_id(),
        name: input.name,
        events,
        config: HookConfig {
            stdout: input.url.is_none(),
            url: input.url.clone(),
            headers,
        },
        enabled: true,
        timeout_seconds: timeout,
        created_at: tx.now_ms(),
        signing_key: input
            .url
            .as_ref()
            .map(|_| crate::util::new_secret(SIGNING_KEY_LEN)),
    };
    hooks::insert(tx, &hook)?;
    audit::record(tx, &audit::HOOK_CREATED, &[], audit_data(&hook)?)?;
    Ok(hook)
}

/// A hook as its audit entries show it: header names without their values (often
/// credentials); the signing key is never serialised.
fn audit_data(hook: &Hook) -> Result<Value> {
    let mut v = serde_json::to_value(hook)?;
    let names: Vec<&String> = hook.config.headers.keys().collect();
    v["config"]["headers"] = serde_json::to_value(names)?;
    Ok(v)
}

pub fn list(tx: &Tx) -> Result<Vec<HookWithStats>> {
    Ok(page(tx, Page::ALL)?.items)
}

/// A page of the hooks, by name, with their delivery counts of the last 24 hours.
pub fn page(tx: &Tx, page: Page) -> Result<Listed<HookWithStats>> {
    let since = tx.now_ms() - 24 * 3600 * 1000;
    hooks::page(tx, page)?.try_map(|hook| {
        let (attempts_24h, successes_24h) = hooks::stats(tx, &hook.id, since)?;
        Ok(HookWithStats {
            hook,
            attempts_24h,
            successes_24h,
        })
    })
}

#[derive(Default)]
pub struct HookUpdate {
    pub name: Option<String>,
    pub url: Option<String>,
    pub events: Option<Vec<String>>,
    pub headers: Option<Vec<String>>,
    pub timeout: Option<i64>,
}

/// Changes the given fields; `--event` and `--header` replace the whole list.
pub fn update(tx: &mut Tx, key: &str, input: HookUpdate) -> Result<Hook> {
    if input.name.is_none()
        && input.url.is_none()
        && input.events.is_none()
        && input.headers.is_none()
        && input.timeout.is_none()
    {
        return Err(Error::nothing_to_update(Noun::Hook));
    }
    let mut hook = resolve(tx, key)?;
    if let Some(n) = input.name {
        check_name("hook name", &n, 128)?;
        if n != hook.name && hooks::find(tx, &n)?.is_some_and(|h| h.name == n) {
            return Err(Error::new(
                Code::HookNameInUse,
                format!("a hook named {n} already exists"),
            ));
        }
        hook.name = n;
    }
    if let Some(u) = input.url {
        if hook.config.stdout {
            return Err(invalid(
                "a stdout hook has no URL; create a URL hook instead",
            ));
        }
        check_url(&u)?;
        hook.config.url = Some(u);
    }
    if let Some(e) = input.events {
        hook.events = check_events(&e)?;
    }
    if let Some(h) = input.headers {
        if hook.config.stdout {
            return Err(invalid(
                "a stdout hook sends no HTTP request: it has no headers",
            ));
        }
        hook.config.headers = parse_headers(&h)?;
    }
    if let Some(t) = input.timeout {
        check_timeout(t)?;
        hook.timeout_seconds = t;
    }
    hooks::update(tx, &hook)?;
    audit::record(
        tx,
        &audit::HOOK_UPDATED,
        &[("id", &hook.id)],
        audit_data(&hook)?,
    )?;
    Ok(hook)
}

pub fn set_enabled(tx: &mut Tx, key: &str, enabled: bool) -> Result<Hook> {
    let mut hook = resolve(tx, key)?;
    let changed = hook.enabled != enabled;
    hook.enabled = enabled;
    hooks::update(tx, &hook)?;
    if changed {
        audit::record(
            tx,
            &audit::HOOK_UPDATED,
            &[("id", &hook.id)],
            audit_data(&hook)?,
        )?;
    }
    Ok(hook)
}

/// A new signing key; deliveries from now on are signed with it.
pub fn rotate_secret(tx: &mut Tx, key: &str) -> Result<Hook> {
    let mut hook = resolve(tx, key)?;
    if hook.config.stdout {
        return Err(invalid(
            "a stdout hook is not signed: it has no signing key",
        ));
    }
    hook.signing_key = Some(crate::util::new_secret(SIGNING_KEY_LEN));
    hooks::update(tx, &hook)?;
    audit::record(
        tx,
        &audit::HOOK_SIGNING_KEY_UPDATED,
        &[("id", &hook.id)],
        audit_data(&hook)?,
    )?;
    Ok(hook)
}

/// Sets the signing key to a given value (a key kept elsewhere, as `idctl apply` reads it
/// from the environment): at least 16 printable ASCII characters.
pub fn set_signing_key(tx: &mut Tx, key: &str, value: &str) -> Result<Hook> {
    let mut hook = resolve(tx, key)?;
    if hook.config.stdout {
        return Err(invalid(
            "a stdout hook is not signed: it has no signing key",
        ));
    }
    let n = value.chars().count();
    if !(16..=256).contains(&n) || !value.chars().all(|c| c.is_ascii_graphic()) {
        return Err(invalid(
            "a signing key is 16 to 256 printable ASCII characters without spaces",
        ));
    }
    hook.signing_key = Some(value.to_string());
    hooks::update(tx, &hook)?;
    audit::record(
        tx,
        &audit::HOOK_SIGNING_KEY_UPDATED,
        &[("id", &hook.id)],
        audit_data(&hook)?,
    )?;
    Ok(hook)
}

pub fn delete(tx: &mut Tx, key: &str) -> Result<Hook> {
    let hook = resolve(tx, key)?;
    hooks::delete(tx, &hook.id)?;
    audit::record(
        tx,
        &audit::HOOK_DELETED,
        &[("id", &hook.id)],
        audit_data(&hook)?,
    )?;
    Ok(hook)
}

/// The events a test sends a sample of.
pub enum TestEvents<'a> {
    /// Each event these selectors name (`Prefix.*` and `all` send nothing themselves), as
    /// `POST /api/hooks/:id/test` takes them.
    Named(&'a [String]),
    /// One event: this one, or the hook's first event, or the first its patterns select, or
    /// `User.Created`, as `idctl hook test` chooses it.
    One(Option<&'a str>),
}

/// The sample payloads of a test, ready to send, with the hook they go to (signed with its
/// key, to its URL and headers, or to those the request gives).
pub struct Test {
    pub hook: Hook,
    pub payloads: Vec<TestPayload>,
}

pub struct TestPayload {
    pub event: String,
    /// The message id the request carries (`test_...`).
    pub message_id: String,
    pub body: String,
}

/// Where a test is sent instead of the hook's own URL: `url` with `headers` (`Name: value`).
pub struct TestTarget {
    pub url: String,
    pub headers: Vec<String>,
}

/// Prepares a test of hook `key` (in a read transaction): checks the events and the target,
/// and builds the payloads. Sending comes after, outside any transaction ([`Test::send`]).
pub fn prepare_test(
    tx: &Tx,
    key: &str,
    events: TestEvents,
    target: Option<TestTarget>,
) -> Result<Test> {
    let mut hook = resolve(tx, key)?;
    let events = match events {
        TestEvents::Named(named) => check_events(named)?
            .into_iter()
            .filter(|e| is_event(e))
            .collect(),
        TestEvents::One(Some(event)) => vec![event.to_string()],
        TestEvents::One(None) => vec![
            hook.events
                .iter()
                .find(|e| is_event(e))
                .cloned()
                .or_else(|| {
                    EVENT_NAMES
                        .iter()
                        .find(|n| crate::events::outbox::selects(&hook.events, n))
                        .map(|n| n.to_string())
                })
                .unwrap_or_else(|| crate::events::catalogue::USER_CREATED.to_string()),
        ],
    };
    if let Some(t) = target {
        check_url(&t.url)?;
        hook.config.headers = parse_headers(&t.headers)?;
        hook.config.url = Some(t.url);
        hook.config.stdout = false;
    }
    let payloads = events
        .into_iter()
        .map(|event| TestPayload {
            body: crate::events::delivery::body(&crate::events::sample::payload(&event), &hook.id),
            message_id: format!("test_{}", crate::util::new_id()),
            event,
        })
        .collect();
    Ok(Test { hook, payloads })
}

impl Test {
    /// Sends each payload, in order; blocks for the network (never within a transaction).
    pub fn send(&self) -> Result<Vec<crate::events::delivery::Attempt>> {
        use crate::events::delivery;
        let client = delivery::client()?;
        Ok(self
            .payloads
            .iter()
            .map(|p| delivery::send(&client, &self.hook, &p.message_id, &p.body))
            .collect())
    }

    /// The attempts as the hook's log records them ([`record_tests`]).
    pub fn attempts<'a>(
        &'a self,
        sent: &'a [crate::events::delivery::Attempt],
    ) -> Vec<TestAttempt<'a>> {
        self.payloads
            .iter()
            .zip(sent)
            .map(|(p, attempt)| TestAttempt {
                event: &p.event,
                message_id: &p.message_id,
                request_body: &p.body,
                attempt,
            })
            .collect()
    }

    /// Every receiver answered 2xx; otherwise `hook.endpoint_responded_with_error` naming
    /// each event that failed and how.
    pub fn verdict(&self, sent: &[crate::events::delivery::Attempt]) -> Result<()> {
        let failures: Vec<String> = self
            .payloads
            .iter()
            .zip(sent)
            .filter(|(_, a)| !a.ok())
            .map(|(p, a)| format!("{}: {}", p.event, a.describe()))
            .collect();
        if failures.is_empty() {
            return Ok(());
        }
        Err(Error::new(
            Code::HookEndpointRespondedWithError,
            crate::util::sanitize(&failures.join("; ")),
        ))
    }
}

/// A test attempt (a sample payload sent by `hook test`), for the hook's log: what was sent
/// and what came back.
pub struct TestAttempt<'a> {
    pub event: &'a str,
    /// The message id the request carried (`test_...`).
    pub message_id: &'a str,
    pub request_body: &'a str,
    pub attempt: &'a crate::events::delivery::Attempt,
}

/// Logs the attempts of a test in the hook's delivery log, marked as tests (they belong to no
/// delivery, and count neither for the hook's statistics nor for the pause after a failed
/// delivery). Called after the requests were sent; a hook deleted meanwhile logs nothing.
pub fn record_tests(tx: &mut Tx, hook_id: &str, tests: &[TestAttempt]) -> Result<()> {
    if hooks::find(tx, hook_id)?.is_none_or(|h| h.id != hook_id) {
        return Ok(());
    }
    for t in tests {
        hooks::insert_log(
            tx,
            &hooks::NewLog {
                delivery_id: None,
                hook_id,
                event_id: t.message_id,
                event: t.event,
                attempt: 1,
                request_body: t.request_body,
                response_status: t.attempt.status,
                response_body: t.attempt.body.as_deref(),
                ok: t.attempt.ok(),
                error: t.attempt.error.as_deref(),
                duration_ms: t.attempt.duration_ms,
                at: t.attempt.at_ms,
            },
        )?;
    }
    Ok(())
}

/// Delivery attempts of a hook since `since_ms`, optionally only `ok` or `failed` ones.
pub fn logs(tx: &Tx, key: &str, since_ms: i64, result: Option<&str>) -> Result<Vec<DeliveryLog>> {
    let hook = resolve(tx, key)?;
    hooks::logs(tx, &hook.id, since_ms, result)
}

/// A page of the delivery attempts of a hook that `only` selects, in the order they were made.
/// GET /hooks/:id/recent-logs: the delivery attempts between `since_ms` and `until_ms` (the
/// last 24 hours by default), of one `log_key` (`TriggerHook.<event>`, or the event) if given.
pub fn recent_logs_page(
    tx: &Tx,
    key: &str,
    since_ms: Option<i64>,
    until_ms: Option<i64>,
    log_key: Option<&str>,
    page: Page,
) -> Result<Listed<DeliveryLog>> {
    let only = hooks::LogFilter {
        since_ms: since_ms.unwrap_or(tx.now_ms() - 24 * 3600 * 1000),
        until_ms,
        result: None,
        event: log_key.map(|k| k.strip_prefix("TriggerHook.").unwrap_or(k)),
        // The service's recent logs are its deliveries; `idctl hook test` attempts (which
        // `hook logs` shows, marked) are not among them.
        tests: false,
    };
    logs_page(tx, key, &only, page)
}

pub fn logs_page(
    tx: &Tx,
    key: &str,
    only: &hooks::LogFilter,
    page: Page,
) -> Result<Listed<DeliveryLog>> {
    let hook = resolve(tx, key)?;
    hooks::logs_page(tx, &hook.id, only, page)
}
