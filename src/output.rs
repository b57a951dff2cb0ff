//! Rendering results: a table for people, JSON for scripts. Nothing else prints results.

use crate::error::Result;
use crate::model::*;
use crate::util::{iso_ms, sanitize};
use comfy_table::{ContentArrangement, Table, presets};
use serde::Serialize;
use std::io::{self, IsTerminal, Write};

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    Json,
}

/// How a record shows as a table row (and, for one record, as field/value lines).
pub trait View {
    fn headers() -> &'static [&'static str];
    fn row(&self) -> Vec<String>;
}

/// The table as text: no trailing blanks, no leading margin.
fn render(t: &Table) -> String {
    t.to_string()
        .lines()
        .map(|l| l.strip_prefix(' ').unwrap_or(l).trim_end())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Narrower than this, a terminal's width is not believed: a pty without a size reports 0
/// columns (`script`, some CI runners), and wrapping to it would print one character per line.
const MIN_WRAP_WIDTH: u16 = 20;

/// The width a table is wrapped to on a terminal `width` columns wide (`None`: not a
/// terminal, or its width is unknown): that width when it is believable; else `None`, and
/// the table is not wrapped at all.
pub fn wrap_width(width: Option<u16>) -> Option<u16> {
    width.filter(|w| *w >= MIN_WRAP_WIDTH)
}

fn new_table() -> Table {
    let mut t = Table::new();
    t.load_preset(presets::NOTHING);
    let terminal = if io::stdout().is_terminal() {
        t.width()
    } else {
        None
    };
    match wrap_width(terminal) {
        Some(w) => {
            t.set_width(w);
            t.set_content_arrangement(ContentArrangement::Dynamic);
        }
        None => {
            t.set_content_arrangement(ContentArrangement::Disabled);
        }
    }
    t
}

/// How severe a line of the server's log is (see [`set_log`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Note,
    Warning,
    Error,
}

/// Writes one line on the server's log: severity, message, error code, hint; `false` when
/// the log's level leaves out an error (which is then printed as usual).
pub type LogSink = fn(Severity, &str, Option<&str>, Option<&str>) -> bool;

/// Set by `idctl serve` once its log is installed: notes, warnings and progress, and the
/// error `main` reports, go to that log (text or JSON lines, as `--log-format` says) rather
/// than straight to stderr. One-shot commands never set it.
static LOG: std::sync::OnceLock<LogSink> = std::sync::OnceLock::new();

/// Sends [`note`], [`warn`], [`progress`] and [`log_error`] to `sink` for the rest of the
/// process.
pub fn set_log(sink: LogSink) {
    let _ = LOG.set(sink);
}

/// Writes `message` on the server's log when one is installed; `false` otherwise.
fn logged(severity: Severity, message: &str) -> bool {
    match LOG.get() {
        Some(sink) => {
            sink(severity, message, None, None);
            true
        }
        None => false,
    }
}

/// Writes an error on the server's log when one is installed (`main`, for the error a
/// command ends with); `false` otherwise, and the caller prints it.
pub fn log_error(code: &str, message: &str, hint: Option<&str>) -> bool {
    match LOG.get() {
        Some(sink) => sink(Severity::Error, message, Some(code), hint),
        None => false,
    }
}

/// A warning on stderr: `warning: ...` for people; under JSON, where stderr holds only JSON
/// objects, one `{"warning": "..."}` line (never an error object: those have `code` or
/// `error`).
pub fn warn(format: Format, message: &str) {
    if logged(Severity::Warning, message) {
        return;
    }
    let line = match format {
        Format::Table => format!("warning: {}", sanitize(message)),
        Format::Json => serde_json::json!({ "warning": message }).to_string(),
    };
    let _ = writeln!(io::stderr(), "{line}");
}

/// Progress of a long-running command (`hook deliver --wait`) on stderr: a plain line for
/// people; under JSON one `{"progress": "..."}` line.
pub fn progress(format: Format, message: &str) {
    if logged(Severity::Note, message) {
        return;
    }
    let line = match format {
        Format::Table => sanitize(message),
        Format::Json => serde_json::json!({ "progress": message }).to_string(),
    };
    let _ = writeln!(io::stderr(), "{line}");
}

/// A note for people on stderr, shown with table output only: whatever a script needs is in
/// the JSON document.
pub fn note(format: Format, message: &str) {
    if logged(Severity::Note, message) {
        return;
    }
    if format == Format::Table {
        let _ = writeln!(io::stderr(), "{}", sanitize(message));
    }
}

/// Writes to stdout, treating a closed pipe (`idctl ... | head`) as success.
pub fn emit(text: &str) -> Result<()> {
    let mut out = io::stdout().lock();
    match out
        .write_all(text.as_bytes())
        .and_then(|_| out.write_all(b"\n"))
        .and_then(|_| out.flush())
    {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(()),
    }
}

pub fn json<T: Serialize + ?Sized>(value: &T) -> Result<()> {
    emit(&serde_json::to_string_pretty(value)?)
}

/// `json` for a document that may be tens of megabytes (the changes of a big `idctl apply`):
/// written to stdout as it is encoded, never held whole in memory. The same bytes.
pub fn json_streamed<T: Serialize + ?Sized>(value: &T) -> Result<()> {
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let written = serde_json::to_writer_pretty(&mut out, value)
        // An I/O error comes back whole (with the system's message); anything else is one.
        .map_err(io::Error::from)
        .and_then(|_| out.write_all(b"\n"))
        .and_then(|_| out.flush());
    match written {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(()),
    }
}

/// One record: a JSON object, or field/value lines.
pub fn one<T: View + Serialize>(format: Format, value: &T) -> Result<()> {
    match format {
        Format::Json => json(value),
        Format::Table => {
            let mut t = new_table();
            for (h, v) in T::headers().iter().zip(value.row()) {
                t.add_row(vec![h.to_string(), sanitize(&v)]);
            }
            emit(&render(&t))
        }
    }
}

/// A list: a JSON array, or a table with a header (an empty list says so on stderr).
pub fn many<T: View + Serialize>(format: Format, values: &[T]) -> Result<()> {
    match format {
        Format::Json => json(values),
        Format::Table if values.is_empty() => {
            note(Format::Table, "(none)");
            Ok(())
        }
        Format::Table => {
            let mut t = new_table();
            t.set_header(T::headers().to_vec());
            for v in values {
                t.add_row(v.row().iter().map(|c| sanitize(c)).collect::<Vec<_>>());
            }
            emit(&render(&t))
        }
    }
}

fn yes_no(b: bool) -> String {
    if b { "yes" } else { "no" }.to_string()
}

impl View for Resource {
    fn headers() -> &'static [&'static str] {
        &["ID", "NAME", "INDICATOR", "DEFAULT", "TTL", "CREATED"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.id.clone(),
            self.name.clone(),
            self.indicator.clone(),
            yes_no(self.is_default),
            format!("{}s", self.access_token_ttl),
            iso_ms(self.created_at),
        ]
    }
}

impl View for Scope {
    fn headers() -> &'static [&'static str] {
        &["ID", "NAME", "DESCRIPTION", "CREATED"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.id.clone(),
            self.name.clone(),
            self.description.clone().unwrap_or_default(),
            iso_ms(self.created_at),
        ]
    }
}

impl View for ScopeWithResource {
    fn headers() -> &'static [&'static str] {
        &["RESOURCE", "PERMISSION", "DESCRIPTION"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.resource.indicator.clone(),
            self.scope.name.clone(),
            self.scope.description.clone().unwrap_or_default(),
        ]
    }
}

impl View for Role {
    fn headers() -> &'static [&'static str] {
        &["ID", "NAME", "TYPE", "DEFAULT", "DESCRIPTION"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.id.clone(),
            self.name.clone(),
            self.kind.as_str().to_string(),
            yes_no(self.is_default),
            self.description.clone(),
        ]
    }
}

impl View for Client {
    fn headers() -> &'static [&'static str] {
        &[
            "ID",
            "NAME",
            "TYPE",
            "REDIRECT URIS",
            "POST-LOGOUT URIS",
            "ID TOKEN ALG",
            "CREATED",
        ]
    }
    fn row(&self) -> Vec<String> {
        let meta = &self.oidc_client_metadata;
        vec![
            self.id.clone(),
            self.name.clone(),
            self.kind.as_str().to_string(),
            meta.redirect_uris.join(" "),
            meta.post_logout_redirect_uris.join(" "),
            meta.id_token_signed_response_alg
                .map(|a| a.as_str().to_string())
                .unwrap_or_default(),
            iso_ms(self.created_at),
        ]
    }
}

impl View for ClientWithSecret {
    fn headers() -> &'static [&'static str] {
        &["ID", "NAME", "TYPE", "SECRET"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.client.id.clone(),
            self.client.name.clone(),
            self.client.kind.as_str().to_string(),
            self.secret
                .clone()
                .unwrap_or_else(|| "(none: a public client)".to_string()),
        ]
    }
}

impl View for LoggedEvent {
    fn headers() -> &'static [&'static str] {
        &[
            "SEQ", "ID", "KIND", "EVENT", "CREATED", "ACTOR", "APP", "IP", "PATH",
        ]
    }
    fn row(&self) -> Vec<String> {
        let route = format!(
            "{} {}",
            self.payload["method"].as_str().unwrap_or(""),
            self.payload["path"].as_str().unwrap_or("")
        );
        let dash = || "-".to_string();
        vec![
            self.seq.to_string(),
            self.id.clone(),
            self.kind.as_str().to_string(),
            self.event.clone(),
            self.created_at.clone(),
            self.actor.as_ref().map_or_else(dash, Actor::label),
            self.app
                .as_ref()
                .map_or_else(dash, |a| a.name.clone().unwrap_or_else(|| a.id.clone())),
            self.ip.clone().unwrap_or_else(dash),
            route.trim().to_string(),
        ]
    }
}

impl View for PlannedChange {
    fn headers() -> &'static [&'static str] {
        &["ACTION", "KIND", "KEY", "CHANGES"]
    }
    fn row(&self) -> Vec<String> {
        let fields: Vec<String> = self
            .fields
            .iter()
            .map(|f| {
                let mut s = f.field.clone();
                match (&f.from, &f.to) {
                    (Some(from), Some(to)) => s.push_str(&format!(": {from} -> {to}")),
                    // A value a creation sets (an id, a type): a string without its quotes.
                    (None, Some(to)) => match to.as_str() {
                        Some(text) => s.push_str(&format!(": {}", crate::util::sanitize(text))),
                        None => s.push_str(&format!(": {to}")),
                    },
                    _ => {}
                }
                let sets: Vec<String> = f
                    .add
                    .iter()
                    .map(|a| format!("+{a}"))
                    .chain(f.remove.iter().map(|r| format!("-{r}")))
                    .collect();
                if !sets.is_empty() {
                    s.push_str(&format!(" ({})", sets.join(", ")));
                }
                if f.from.is_none() && f.to.is_none() && sets.is_empty() {
                    // A secret or a digest: its values are never shown.
                    s.push_str(match f.field.as_str() {
                        "secret" | "signing_key" => " rotated",
                        _ => " changed",
                    });
                }
                s
            })
            .collect();
        vec![
            self.action.to_string(),
            self.kind.to_string(),
            self.key.clone(),
            fields.join("; "),
        ]
    }
}

impl View for crate::ops::experience::MailboxCode {
    fn headers() -> &'static [&'static str] {
        &["TYPE", "TO", "CODE", "SENT", "EXPIRES"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.kind.clone(),
            self.value.clone(),
            self.code.clone(),
            iso_ms(self.sent_at),
            iso_ms(self.expires_at),
        ]
    }
}

impl View for ConfigEntry {
    fn headers() -> &'static [&'static str] {
        &["KEY", "VALUE"]
    }
    fn row(&self) -> Vec<String> {
        vec![self.key.clone(), self.value.clone()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_wrap_only_to_a_believable_terminal_width() {
        assert_eq!(wrap_width(None), None);
        // A pty without a size reports 0 columns.
        assert_eq!(wrap_width(Some(0)), None);
        assert_eq!(wrap_width(Some(5)), None);
        assert_eq!(wrap_width(Some(20)), Some(20));
        assert_eq!(wrap_width(Some(80)), Some(80));
    }
}
