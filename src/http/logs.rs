//! The server's log: one `tracing` subscriber, installed by `idctl serve` only (a one-shot
//! command never builds it), writing one line per event on stderr as text or as one JSON
//! object, and one span per request carrying its request id: the client's `X-Request-Id` when
//! it is acceptable ([`accept_request_id`]), a new one otherwise, returned in the response's
//! `X-Request-Id` and written on every line of the request.
//!
//! Only `tracing` events reach this log. Crates that log through the `log` crate
//! (tokio-postgres, which logs statements with their parameters at debug; rustls; reqwest)
//! are not bridged, so none of their records is written at any level. Of the crates that use
//! `tracing`, only the span fields of idctl's own spans are written on other lines.

use super::LogFormat;
use crate::error::{Error, Result};
use axum::body::Body;
use axum::http::{HeaderName, HeaderValue, Request, Response};
use serde_json::{Map, Value};
use std::io::Write as _;
use tracing::field::{Field, Visit};
use tracing::level_filters::LevelFilter;
use tracing::subscriber::Interest;
use tracing::{Event, Level, Metadata, Subscriber, span};
use tracing_subscriber::filter::Targets;
use tracing_subscriber::layer::{Context, Layer, SubscriberExt as _};
use tracing_subscriber::registry::LookupSpan;

/// The request id's header, read from the request and set on the response.
pub(crate) static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");
/// The longest request id accepted from a client; a longer one is replaced.
pub const MAX_REQUEST_ID: usize = 128;
/// The target of the one line per request (`info`): `--log-level info,idctl::request=off`
/// keeps every line but those.
pub const REQUEST_TARGET: &str = "idctl::request";
/// The target of idctl's other lines (start-up, warnings, sign-in pages, workers).
pub const TARGET: &str = "idctl";
/// The level when neither `--log-level` nor `RUST_LOG` says.
pub const DEFAULT_LEVEL: &str = "info";

/// Parses `--log-level` / `RUST_LOG`: a level (`debug`), or comma-separated directives
/// `target=level` with an optional default level (`info,idctl=debug`), as `RUST_LOG` is
/// written for `env_logger` and `tracing` without regular expressions or span filters.
/// `source` names where the text came from, for the error.
pub fn filter(text: &str, source: &str) -> Result<Targets> {
    text.parse::<Targets>().map_err(|e| {
        Error::usage(format!(
            "{source} {:?} is not a log level or directives like info,idctl=debug ({e})",
            crate::util::sanitize(text)
        ))
    })
}

/// Installs the server's log for the rest of the process: `tracing`'s events at the levels
/// `filter` enables, written as `format` says; `crate::output`'s notes, warnings and the
/// error the command ends with go to it too. Under JSON, a panic is one JSON line as well.
pub fn install(format: LogFormat, filter: Targets) -> Result<()> {
    let layer = Lines { format, filter };
    let subscriber = tracing_subscriber::registry().with(layer);
    tracing::subscriber::set_global_default(subscriber)
        .map_err(|e| Error::new(crate::error::Code::ServerIo, format!("cannot log: {e}")))?;
    crate::output::set_log(from_output);
    if format == LogFormat::Json {
        std::panic::set_hook(Box::new(|info| {
            let payload = info
                .payload()
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_default();
            let at = info
                .location()
                .map(|l| format!(" at {}:{}", l.file(), l.line()))
                .unwrap_or_default();
            tracing::error!(target: TARGET, "panicked{at}: {payload}");
        }));
    }
    Ok(())
}

/// `crate::output`'s lines, and `main`'s error, as events of this log.
fn from_output(
    severity: crate::output::Severity,
    message: &str,
    code: Option<&str>,
    hint: Option<&str>,
) -> bool {
    use crate::output::Severity;
    match severity {
        Severity::Note => tracing::info!(target: TARGET, "{message}"),
        Severity::Warning => tracing::warn!(target: TARGET, "{message}"),
        // The error a command ends with is never silenced: printed as usual when the level
        // leaves it out (--log-level off).
        Severity::Error if !tracing::enabled!(target: TARGET, Level::ERROR) => return false,
        Severity::Error => tracing::error!(target: TARGET, code, hint, "{message}"),
    }
    true
}

/// Whether a client's `X-Request-Id` is kept: 1 to [`MAX_REQUEST_ID`] bytes of printable
/// ASCII without spaces (so it cannot forge or break a log line); otherwise a new id is made.
pub fn accept_request_id(value: &[u8]) -> bool {
    (1..=MAX_REQUEST_ID).contains(&value.len()) && value.iter().all(|b| b.is_ascii_graphic())
}

/// A new request id: 16 hexadecimal digits from the CSPRNG.
fn new_request_id() -> String {
    let n: u64 = rand::RngExt::random(&mut rand::rng());
    format!("{n:016x}")
}

/// The request's id and its span: every line written while the request is handled carries
/// the id.
pub(crate) fn request_span(req: &Request<Body>) -> (HeaderValue, tracing::Span) {
    let id = req
        .headers()
        .get(&REQUEST_ID)
        .filter(|v| accept_request_id(v.as_bytes()))
        .cloned()
        .unwrap_or_else(|| {
            HeaderValue::from_str(&new_request_id())
                .unwrap_or_else(|_| HeaderValue::from_static("-"))
        });
    let text = id.to_str().unwrap_or("-");
    let span = tracing::info_span!(target: TARGET, "request", requestId = text);
    (id, span)
}

/// What [`request_line`] writes about a request.
pub(crate) struct RequestLine<'a> {
    pub method: &'a str,
    /// Sanitized, without the query.
    pub path: &'a str,
    pub status: u16,
    pub duration_ms: f64,
    pub ip: Option<&'a str>,
    /// Why it was refused, when its handler says.
    pub reason: Option<&'a str>,
}

/// The request's one line (`METHOD PATH STATUS DURATION [REASON]`), inside its span.
pub(crate) fn request_line(l: &RequestLine) {
    tracing::info!(
        target: REQUEST_TARGET,
        method = l.method,
        path = l.path,
        status = l.status,
        durationMs = (l.duration_ms * 1000.0).round() / 1000.0,
        ip = l.ip,
        reason = l.reason,
    );
}

/// A line of idctl's own with `text` for people and `json`'s fields (an object) under
/// `--log-format json` (the sign-in pages' and the workers' lines).
pub(crate) fn info_with(text: &str, json: &Value) {
    tracing::info!(target: TARGET, json = %json, "{text}");
}

/// The layer that writes the lines.
struct Lines {
    format: LogFormat,
    filter: Targets,
}

/// The fields of one of idctl's spans (the request's id), for the lines written inside it.
struct SpanFields(Map<String, Value>);

impl Lines {
    fn wants(&self, meta: &Metadata<'_>) -> bool {
        // idctl's spans always exist, so that a warning inside a request carries the request
        // id even when the request lines themselves are filtered out.
        (meta.is_span() && is_own(meta.target()))
            || self.filter.would_enable(meta.target(), meta.level())
    }
}

fn is_own(target: &str) -> bool {
    target == TARGET || target.starts_with("idctl::")
}

impl<S> Layer<S> for Lines
where
    S: Subscriber + for<'a> LookupSpan<'a>,
{
    fn register_callsite(&self, meta: &'static Metadata<'static>) -> Interest {
        if self.wants(meta) {
            Interest::always()
        } else {
            Interest::never()
        }
    }

    fn enabled(&self, meta: &Metadata<'_>, _: Context<'_, S>) -> bool {
        self.wants(meta)
    }

    fn max_level_hint(&self) -> Option<LevelFilter> {
        let most = self
            .filter
            .iter()
            .map(|(_, l)| l)
            .chain(self.filter.default_level())
            .max()
            .unwrap_or(LevelFilter::OFF);
        // The request span is at info.
        Some(most.max(LevelFilter::INFO))
    }

    fn on_new_span(&self, attrs: &span::Attributes<'_>, id: &span::Id, ctx: Context<'_, S>) {
        if !is_own(attrs.metadata().target()) {
            return;
        }
        let mut fields = Fields::default();
        attrs.record(&mut fields);
        if let Some(span) = ctx.span(id) {
            span.extensions_mut().insert(SpanFields(fields.map));
        }
    }

    fn on_event(&self, event: &Event<'_>, ctx: Context<'_, S>) {
        let mut fields = Fields::default();
        event.record(&mut fields);
        let mut scope = Map::new();
        if let Some(spans) = ctx.event_scope(event) {
            for span in spans.from_root() {
                if let Some(f) = span.extensions().get::<SpanFields>() {
                    scope.extend(f.0.clone());
                }
            }
        }
        let meta = event.metadata();
        let mut line = match self.format {
            LogFormat::Text => text_line(meta, fields, &scope),
            LogFormat::Json => json_line(meta, fields, scope),
        };
        line.push('\n');
        let _ = std::io::stderr().lock().write_all(line.as_bytes());
    }
}

fn level_name(level: &Level) -> &'static str {
    match *level {
        Level::ERROR => "error",
        Level::WARN => "warn",
        Level::INFO => "info",
        Level::DEBUG => "debug",
        Level::TRACE => "trace",
    }
}

/// A text line: a request's `METHOD PATH STATUS DURATION [REASON]`; idctl's other lines as
/// its notes and warnings have always read (`warning: ...`, `error: ...` then `hint: ...`);
/// another crate's `LEVEL target: message key=value...`. Then the spans' fields
/// (`requestId=...`). Control characters are escaped.
fn text_line(meta: &Metadata<'_>, mut f: Fields, scope: &Map<String, Value>) -> String {
    let plain = |v: &Value| match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let out = if meta.target() == REQUEST_TARGET {
        let get = |k: &str| f.map.get(k).map(plain).unwrap_or_default();
        let ms = f
            .map
            .get("durationMs")
            .and_then(Value::as_f64)
            .unwrap_or(0.0);
        let mut s = format!(
            "{} {} {} {ms:.1}ms",
            get("method"),
            get("path"),
            get("status")
        );
        if let Some(r) = f.map.get("reason") {
            s.push(' ');
            s.push_str(&plain(r));
        }
        s
    } else if is_own(meta.target()) {
        let prefix = match *meta.level() {
            Level::ERROR => "error: ",
            Level::WARN => "warning: ",
            Level::INFO => "",
            Level::DEBUG => "debug: ",
            Level::TRACE => "trace: ",
        };
        let message = f.message.unwrap_or_default();
        let mut s = format!("{prefix}{}", crate::util::sanitize(&message));
        if let Some(h) = f.map.remove("hint") {
            s.push_str("\nhint: ");
            s.push_str(&crate::util::sanitize(&plain(&h)));
        }
        return finish_text(s, scope);
    } else {
        let mut s = format!(
            "{} {}: {}",
            level_name(meta.level()),
            meta.target(),
            f.message.unwrap_or_default()
        );
        for (k, v) in &f.map {
            s.push_str(&format!(" {k}={}", plain(v)));
        }
        s
    };
    finish_text(crate::util::sanitize(&out), scope)
}

/// `s`, already sanitized, with the spans' fields.
fn finish_text(mut s: String, scope: &Map<String, Value>) -> String {
    for (k, v) in scope {
        let v = match v {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        s.push_str(&format!(" {k}={}", crate::util::sanitize(&v)));
    }
    s
}

/// A JSON line: `time`, `level`, (another crate's `target`), `message` when there is one,
/// the event's fields (idctl's `json` field merged in), then the spans' (`requestId`).
fn json_line(meta: &Metadata<'_>, f: Fields, scope: Map<String, Value>) -> String {
    let mut line = Map::new();
    line.insert(
        "time".into(),
        crate::util::iso_ms(crate::util::now_ms()).into(),
    );
    line.insert("level".into(), level_name(meta.level()).into());
    let own = is_own(meta.target());
    if !own {
        line.insert("target".into(), meta.target().into());
    }
    if let Some(m) = f.message {
        line.insert("message".into(), m.into());
    }
    for (k, v) in f.map {
        if own && k == "json" {
            if let Some(Value::Object(extra)) = v
                .as_str()
                .and_then(|s| serde_json::from_str::<Value>(s).ok())
            {
                line.extend(extra);
            }
            continue;
        }
        line.insert(k, v);
    }
    line.extend(scope);
    Value::Object(line).to_string()
}

/// An event's or span's fields as JSON values; the message apart.
#[derive(Default)]
struct Fields {
    message: Option<String>,
    map: Map<String, Value>,
}

impl Fields {
    fn put(&mut self, field: &Field, value: Value) {
        if field.name() == "message" {
            self.message = Some(match value {
                Value::String(s) => s,
                other => other.to_string(),
            });
        } else {
            self.map.insert(field.name().to_string(), value);
        }
    }
}

impl Visit for Fields {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.put(field, Value::String(format!("{value:?}")));
    }
    fn record_str(&mut self, field: &Field, value: &str) {
        self.put(field, Value::String(value.to_string()));
    }
    fn record_i64(&mut self, field: &Field, value: i64) {
        self.put(field, value.into());
    }
    fn record_u64(&mut self, field: &Field, value: u64) {
        self.put(field, value.into());
    }
    fn record_f64(&mut self, field: &Field, value: f64) {
        self.put(field, value.into());
    }
    fn record_bool(&mut self, field: &Field, value: bool) {
        self.put(field, value.into());
    }
    fn record_error(&mut self, field: &Field, value: &(dyn std::error::Error + 'static)) {
        self.put(field, Value::String(value.to_string()));
    }
}

/// The response to a request, with its id.
pub(crate) fn with_request_id(mut res: Response<Body>, id: HeaderValue) -> Response<Body> {
    res.headers_mut().insert(REQUEST_ID.clone(), id);
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_id_is_kept_only_when_short_printable_ascii() {
        assert!(accept_request_id(b"abc-123_XYZ.~"));
        assert!(accept_request_id(&[b'a'; MAX_REQUEST_ID]));
        assert!(!accept_request_id(&[b'a'; MAX_REQUEST_ID + 1]));
        assert!(!accept_request_id(b""));
        assert!(!accept_request_id(b"a b"));
        assert!(!accept_request_id(b"a\x01b"));
        assert!(!accept_request_id(b"a\tb"));
        assert!(!accept_request_id("é".as_bytes()));
        assert!(!accept_request_id(b"\x7f"));
    }

    #[test]
    fn new_request_ids_are_sixteen_hex_digits_and_differ() {
        let a = new_request_id();
        assert_eq!(a.len(), 16);
        assert!(a.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(a, new_request_id());
        assert!(accept_request_id(a.as_bytes()));
    }

    #[test]
    fn log_levels_parse_as_rust_log_directives() {
        let t = filter("info,idctl=debug", "--log-level").unwrap();
        assert!(t.would_enable("idctl::request", &Level::DEBUG));
        assert!(!t.would_enable("h2", &Level::DEBUG));
        assert!(t.would_enable("h2", &Level::INFO));
        let t = filter("warn", "RUST_LOG").unwrap();
        assert!(!t.would_enable("idctl::request", &Level::INFO));
        let e = filter("idctl=loud", "RUST_LOG").unwrap_err();
        assert!(e.detail().message.starts_with("RUST_LOG \"idctl=loud\""));
    }
}
