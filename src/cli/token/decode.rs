//! `idctl decode`: a token's header and claims, not verified.

use super::{jwt_input, now_secs, token_or_stdin};
use crate::cli::Ctx;
use crate::error::Result;
use crate::output::{self, Format};
use crate::util::{iso_secs, relative, sanitize};
use clap::Args;
use serde_json::{Value, json};

#[derive(Debug, Args)]
pub struct DecodeArgs {
    /// The token, or - to read it from standard input (read when no token is given and
    /// standard input is not a terminal); a JSON token response (its access_token) and a
    /// "Bearer TOKEN" header value are accepted too
    token: Option<String>,
    /// Time to show relative times against (Unix seconds) [default: now]
    #[arg(long, value_name = "UNIX_SECONDS", value_parser = crate::limits::parser(crate::limits::INSTANT_SECS))]
    now: Option<i64>,
}

/// Header and claims as field/value lines; times get ISO 8601 and a relative form, `scope` is
/// split into one permission per line.
fn claims_table(title: &str, map: &Value, now: i64) -> String {
    let mut t = comfy_table::Table::new();
    t.load_preset(comfy_table::presets::NOTHING);
    if let Value::Object(m) = map {
        for (k, v) in m {
            let shown = match (k.as_str(), v) {
                ("exp", Value::Number(n)) => n.as_i64().map(|t| {
                    let rel = relative(t, now);
                    let word = if t > now {
                        format!("expires {rel}")
                    } else {
                        format!("expired {rel}")
                    };
                    format!("{} ({word})", iso_secs(t))
                }),
                ("iat" | "nbf" | "auth_time", Value::Number(n)) => n
                    .as_i64()
                    .map(|t| format!("{} ({})", iso_secs(t), relative(t, now))),
                // One permission per line; only a space separates them (RFC 6749 §3.3), so
                // other whitespace stays inside a permission (escaped).
                ("scope", Value::String(s)) if !s.is_empty() => Some(
                    crate::util::split_scope(s)
                        .map(sanitize)
                        .collect::<Vec<_>>()
                        .join("\n"),
                ),
                _ => None,
            };
            let text = shown.unwrap_or_else(|| match v {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            });
            let safe: Vec<String> = text.split('\n').map(sanitize).collect();
            t.add_row(vec![k.clone(), safe.join("\n")]);
        }
    }
    let body: Vec<String> = t
        .to_string()
        .lines()
        .map(|l| format!(" {}", l.trim_end()))
        .collect();
    format!("{title}\n{}", body.join("\n"))
}

impl DecodeArgs {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        let token = jwt_input(ctx, &token_or_stdin(self.token.as_deref(), "decode")?)?;
        let parts = crate::token::jwt::parse(&token)?;
        let header = Value::Object(parts.header);
        let payload = Value::Object(parts.payload);
        ctx.note("note: decoded only, not verified (use idctl verify to check it)");
        match ctx.format {
            Format::Json => output::json(&json!({ "header": header, "payload": payload })),
            Format::Table => {
                let now = now_secs(self.now);
                output::emit(&format!(
                    "{}\n{}",
                    claims_table("HEADER", &header, now),
                    claims_table("PAYLOAD", &payload, now)
                ))
            }
        }
    }
}
