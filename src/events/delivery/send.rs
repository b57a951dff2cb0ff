//! Sending one delivery: the body, its signatures, the HTTP attempt and how its answer
//! is read.

use super::policy::{Policy, QUICK_BUDGET, QUICK_PAUSES_MS};
use crate::error::{Code, Error, Result};
use crate::model::Hook;
use crate::store::hooks::Claimed;
use aws_lc_rs::hmac;
use base64::Engine;
use serde_json::{Map, Value};
use std::io::Read;
use std::time::{Duration, Instant};

/// How much of a response body the log keeps.
const LOGGED_BODY_MAX: usize = 4096;
/// How much of a response body is read (to notice one cut off mid-transfer); the rest of a
/// longer one is left unread.
const BODY_READ_MAX: usize = 1 << 20;

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
pub(super) fn retryable(status: Option<u16>) -> bool {
    match status {
        None => true,
        Some(s) => s == 408 || s == 429 || s >= 500,
    }
}

pub(super) fn describe(status: Option<u16>, error: Option<&str>) -> String {
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

pub(super) fn client_with(connect_timeout: Option<Duration>) -> Result<reqwest::blocking::Client> {
    let mut b = reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(crate::events::USER_AGENT);
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
pub(super) fn round(
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
