//! `idctl verify`: a token checked offline, one exit code per failure cause; `--batch` for
//! many.

use super::{jwt_input, now_secs, token_or_stdin};
use crate::cli::Ctx;
use crate::error::{Code, Error, Result};
use crate::output::{self, Format};
use crate::token::verify::{self, Audience, Expect, KeySet, Report};
use crate::util::sanitize;
use clap::Args;
use serde_json::json;
use std::io::{BufRead, BufWriter, Write};

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// The token, or - to read it from standard input (read when no token is given and
    /// standard input is not a terminal); a JSON token response (its access_token) and a
    /// "Bearer TOKEN" header value are accepted too
    #[arg(conflicts_with = "batch")]
    token: Option<String>,
    /// JWKS to verify against: a file or an http(s) URL [default: this store's keys]
    #[arg(long, value_name = "FILE|URL")]
    jwks: Option<String>,
    /// Expected issuer [default: this store's issuer]
    #[arg(long, value_name = "ISS")]
    issuer: Option<String>,
    /// Expected audience [default: any resource indicator registered in this store]
    #[arg(long, value_name = "URI")]
    audience: Option<String>,
    /// Required permission (repeatable, or space-separated)
    #[arg(long, short = 's', value_name = "SCOPE")]
    scope: Vec<String>,
    /// The organization the token must be for (id, or with the store's keys also its name):
    /// its audience urn:logto:organization:ID or its organization_id claim (exit 18
    /// otherwise); also accepts that audience
    #[arg(long, value_name = "ORG")]
    organization: Option<String>,
    /// Seconds of clock skew allowed for exp and nbf (0 to 86400)
    #[arg(long, default_value_t = 0, value_name = "SECONDS", value_parser = crate::limits::parser(crate::limits::LEEWAY_SECS))]
    leeway: i64,
    /// Evaluate time checks at this instant (Unix seconds) [default: now]
    #[arg(long, value_name = "UNIX_SECONDS", value_parser = crate::limits::parser(crate::limits::INSTANT_SECS))]
    now: Option<i64>,
    /// Read one token per line from stdin; print one JSON result line per input line, in order,
    /// with its line number (blank and non-UTF-8 lines are malformed)
    #[arg(long)]
    batch: bool,
    /// Verify a plain JWT on purpose: accept any typ, or none, instead of requiring an access
    /// token (typ at+jwt, RFC 9068)
    #[arg(long)]
    plain_jwt: bool,
}

/// Fetches or reads a JWKS.
fn load_jwks(source: &str) -> Result<KeySet> {
    let text = if source.starts_with("https://") || source.starts_with("http://") {
        let fail = |e: String| {
            Error::new(
                Code::JwksUnreachable,
                format!("cannot fetch the JWKS from {source}: {e}"),
            )
        };
        crate::cli::remote::fetchable(source, "keys")?;
        let client = crate::cli::remote::client()?;
        let describe = |e: reqwest::Error| crate::cli::remote::describe(&e);
        let resp = client.get(source).send().map_err(|e| fail(describe(e)))?;
        if !resp.status().is_success() {
            return Err(fail(format!("the server answered {}", resp.status())));
        }
        resp.text().map_err(|e| fail(describe(e)))?
    } else {
        std::fs::read_to_string(source).map_err(|e| {
            Error::new(
                Code::JwksUnreadable,
                format!("cannot read the JWKS file {source}: {e}"),
            )
        })?
    };
    KeySet::parse(&text)
}

impl VerifyArgs {
    fn setup(&self, ctx: &Ctx) -> Result<(KeySet, Expect)> {
        let scopes = crate::cli::split_scopes(&self.scope);
        let now = now_secs(self.now);
        if let Some(src) = &self.jwks {
            // Without --audience, an organization token's audience is its organization's,
            // which the organization check judges (exit 18 for another one).
            let audience = match (&self.audience, &self.organization) {
                (Some(a), _) => Some(Audience::Exact(a.clone())),
                (None, Some(_)) => Some(Audience::AnyOf(Vec::new())),
                (None, None) => None,
            };
            let (Some(issuer), Some(audience)) = (&self.issuer, audience) else {
                return Err(Error::usage(
                    "with --jwks, give --issuer and --audience too (or --organization for an organization token; nothing is skipped silently)",
                ));
            };
            let keys = load_jwks(src)?;
            return Ok((
                keys,
                Expect {
                    issuer: issuer.clone(),
                    audience,
                    scopes,
                    now,
                    leeway: self.leeway,
                    plain_jwt: self.plain_jwt,
                    organization: self.organization.clone(),
                },
            ));
        }
        let out = ctx.open()?.read(|tx| {
            let jwks = crate::ops::keys::jwks(tx)?;
            let issuer = match &self.issuer {
                Some(i) => i.clone(),
                None => crate::ops::config::issuer(tx)?,
            };
            // An organization named by name is the store's; any other key is taken as an id.
            let organization = match &self.organization {
                Some(key) => Some(
                    crate::store::orgs::find(tx, key)?
                        .map(|o| o.id)
                        .unwrap_or_else(|| key.clone()),
                ),
                None => None,
            };
            let audience = match &self.audience {
                Some(a) => Audience::Exact(a.clone()),
                None => Audience::AnyOf(
                    crate::store::resources::list(tx)?
                        .into_iter()
                        .map(|r| r.indicator)
                        .collect(),
                ),
            };
            Ok((jwks, issuer, audience, organization))
        })?;
        let (jwks, issuer, audience, organization) = out.value;
        Ok((
            KeySet::from_jwks(&jwks)?,
            Expect {
                issuer,
                audience,
                scopes,
                now,
                leeway: self.leeway,
                plain_jwt: self.plain_jwt,
                organization,
            },
        ))
    }

    pub fn run(self, ctx: &Ctx) -> Result<()> {
        let (keys, expect) = self.setup(ctx)?;
        if self.batch {
            return batch(&keys, &expect);
        }
        let token = jwt_input(ctx, &token_or_stdin(self.token.as_deref(), "verify")?)?;
        let report = verify::verify(&token, &keys, &expect)?;
        match ctx.format {
            Format::Json => output::json(&report)?,
            Format::Table => output::emit(&report_table(&report))?,
        }
        match report.error() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

fn report_table(r: &Report) -> String {
    let mut t = comfy_table::Table::new();
    t.load_preset(comfy_table::presets::NOTHING);
    for c in &r.checks {
        t.add_row(vec![
            if c.ok { "pass" } else { "FAIL" }.to_string(),
            c.name.to_string(),
            sanitize(&c.detail),
        ]);
    }
    let mut lines: Vec<String> = t
        .to_string()
        .lines()
        .map(|l| l.trim().to_string())
        .collect();
    lines.push(match r.cause {
        None => "valid".to_string(),
        Some(c) => format!("invalid: {c}"),
    });
    lines.join("\n")
}

/// The token on one line of `--batch` input (a trailing `\r` and surrounding whitespace
/// removed), or why the line cannot hold one.
fn batch_token(line: &[u8]) -> std::result::Result<&str, String> {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let text = std::str::from_utf8(line).map_err(|e| {
        format!(
            "the line is not UTF-8 (invalid byte at offset {})",
            e.valid_up_to()
        )
    })?;
    let token = text.trim();
    if token.is_empty() {
        return Err("the line is blank".into());
    }
    Ok(token)
}

/// Writes one result line; `false` when stdout is gone (a closed pipe ends the batch quietly).
fn write_line(out: &mut impl Write, buf: &[u8]) -> Result<bool> {
    match out.write_all(buf) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// One JSON result line per line of stdin, in order, each carrying its 1-based `line` number:
/// lines that cannot hold a token (blank, not UTF-8) are malformed results, never dropped and
/// never the end of the batch. Exit 0 only when every token is valid.
fn batch(keys: &KeySet, expect: &Expect) -> Result<()> {
    #[derive(serde::Serialize)]
    struct Numbered<'a> {
        line: u64,
        #[serde(flatten)]
        report: &'a Report,
    }
    let mut stdin = std::io::stdin().lock();
    let stdout = std::io::stdout().lock();
    let mut out = BufWriter::with_capacity(1 << 16, stdout);
    let (mut total, mut bad) = (0u64, 0u64);
    let mut input = Vec::new();
    let mut buf = Vec::new();
    loop {
        input.clear();
        let n = match stdin.read_until(b'\n', &mut input) {
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => {
                let _ = out.flush();
                return Err(Error::new(
                    Code::IoError,
                    format!("cannot read stdin after line {total}: {e}"),
                ));
            }
        };
        if n == 0 {
            break;
        }
        total += 1;
        let line = input.strip_suffix(b"\n").unwrap_or(&input);
        let result = batch_token(line).and_then(|token| {
            let (token, _) =
                crate::token::jwt::extract(token).map_err(|e| e.detail().message.clone())?;
            verify::verify(&token, keys, expect).map_err(|e| e.detail().message.clone())
        });
        buf.clear();
        match result {
            Ok(report) => {
                if !report.valid {
                    bad += 1;
                }
                serde_json::to_writer(
                    &mut buf,
                    &Numbered {
                        line: total,
                        report: &report,
                    },
                )?;
            }
            Err(message) => {
                bad += 1;
                serde_json::to_writer(
                    &mut buf,
                    &json!({"line": total, "valid": false, "cause": "malformed", "error": message, "checks": []}),
                )?;
            }
        }
        buf.push(b'\n');
        if !write_line(&mut out, &buf)? {
            return Ok(());
        }
    }
    match out.flush() {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => return Err(e.into()),
        _ => {}
    }
    if bad > 0 {
        return Err(Error::new(
            Code::VerifyInvalidTokens,
            format!("{bad} of {total} tokens are invalid"),
        ));
    }
    Ok(())
}
