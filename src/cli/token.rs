//! `idctl token`, `idctl decode`, `idctl verify`.

use super::Ctx;
use crate::error::{Code, Error, Result};
use crate::output::{self, Format};
use crate::token::mint::{self, App, ClientAuth, ClientCredentials, Minted};
use crate::token::verify::{self, Audience, Expect, KeySet, Report};
use crate::util::{iso_secs, relative, sanitize};
use clap::Args;
use serde_json::{Value, json};
use std::io::{BufRead, BufWriter, Read, Write};

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("grant").multiple(false).args(["user", "refresh_token", "pat"]))]
pub struct TokenArgs {
    /// Mint the token the authorization code flow ends with for this user (id, username, email)
    #[arg(long, value_name = "USER")]
    user: Option<String>,
    /// With --user: also issue a refresh token (valid 14 days, shown once)
    #[arg(long, requires = "user")]
    offline: bool,
    /// Refresh grant: a refresh token from --user --offline (- reads it from stdin); refresh
    /// tokens are base64url and may start with '-'
    #[arg(long, value_name = "TOKEN", allow_hyphen_values = true)]
    refresh_token: Option<String>,
    /// Token exchange: a personal access token (- reads it from stdin)
    #[arg(long, value_name = "PAT")]
    pat: Option<String>,
    /// Client id or name (HTTP Basic user) [env: IDCTL_CLIENT_ID, client credentials only];
    /// with --user, --refresh-token or --pat: the app (default: the built-in app idctl)
    #[arg(long, value_name = "ID")]
    client_id: Option<String>,
    /// Client secret [env: IDCTL_CLIENT_SECRET, client credentials only]; checked whenever
    /// given; prefer the environment or --client-secret-stdin
    #[arg(long, value_name = "SECRET")]
    client_secret: Option<String>,
    /// Read the client secret from the first line of standard input
    #[arg(long, conflicts_with = "client_secret")]
    client_secret_stdin: bool,
    /// The Authorization header value: base64 of client_id:client_secret ("Basic " optional)
    #[arg(long, value_name = "BASE64", conflicts_with_all = ["client_id", "client_secret", "client_secret_stdin"])]
    basic: Option<String>,
    /// Resource indicator (the audience); matched byte for byte. Default: the default resource
    #[arg(long, short = 'r', value_name = "URI")]
    resource: Vec<String>,
    /// Requested permissions (repeatable, or space-separated)
    #[arg(long, short = 's', value_name = "SCOPES")]
    scope: Vec<String>,
    /// Fail (invalid_scope) instead of dropping permissions that cannot be granted
    #[arg(long)]
    strict: bool,
    /// Ask this OAuth server instead of minting from the store: discovery at
    /// ISSUER/.well-known/openid-configuration, then its token endpoint (http only on
    /// localhost)
    #[arg(long, value_name = "ISSUER", conflicts_with_all = ["user", "offline"])]
    issuer: Option<String>,
}

/// The client credentials grant's environment variables. They never name the app of a user
/// token: an exported machine client must not silently become one.
const ENV_CLIENT_ID: &str = crate::env::CLIENT_ID;
const ENV_CLIENT_SECRET: &str = crate::env::CLIENT_SECRET;

fn env_var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.is_empty())
}

fn read_stdin_line(what: &str) -> Result<String> {
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|e| Error::new(Code::IoError, format!("cannot read {what} from stdin: {e}")))?;
    Ok(line.trim_end_matches(['\r', '\n']).to_string())
}

impl TokenArgs {
    /// The secret given on the command line (or its stdin), if any.
    fn given_secret(&self) -> Result<Option<String>> {
        if self.client_secret_stdin {
            return read_stdin_line("the client secret").map(Some);
        }
        Ok(self.client_secret.clone())
    }

    /// Client authentication of the client credentials grant: --basic, or the client id and
    /// secret from the command line, stdin or the environment.
    fn auth(&self) -> Result<Option<ClientAuth>> {
        if let Some(b) = &self.basic {
            return mint::parse_basic(b).map(Some);
        }
        let id = self.client_id.clone().or_else(|| env_var(ENV_CLIENT_ID));
        let secret = match self.given_secret()? {
            Some(s) => Some(s),
            None => env_var(ENV_CLIENT_SECRET),
        };
        Ok(match (id, secret) {
            (Some(id), Some(secret)) if !id.is_empty() && !secret.is_empty() => {
                Some(ClientAuth { id, secret })
            }
            _ => None,
        })
    }

    /// The app of a user token: only what the command line names (--client-id, a secret given
    /// with it, --basic); the environment is the client credentials grant's.
    fn app(&self, ctx: &Ctx) -> Result<App> {
        if let Some(b) = &self.basic {
            let auth = mint::parse_basic(b)?;
            return Ok(App {
                client_id: Some(auth.id),
                secret: Some(auth.secret),
            });
        }
        if self.client_id.is_none()
            && [ENV_CLIENT_ID, ENV_CLIENT_SECRET]
                .iter()
                .any(|v| env_var(v).is_some())
        {
            // A warning, so that scripts (-o json) see it too.
            ctx.warn(&format!(
                "{ENV_CLIENT_ID} and {ENV_CLIENT_SECRET} are for the client credentials grant and are not used here; name the app with --client-id"
            ));
        }
        Ok(App {
            client_id: self.client_id.clone(),
            secret: self.given_secret()?,
        })
    }

    /// A token read from stdin (`-`) leaves no room there for the client secret.
    fn check_stdin(&self, token: &str) -> Result<()> {
        if token == "-" && self.client_secret_stdin {
            return Err(Error::usage(
                "standard input can carry the token or the client secret, not both",
            )
            .with_hint("pass the secret with --client-secret, or the token as an argument"));
        }
        Ok(())
    }

    /// The same grants, requested from another server over HTTP.
    fn run_remote(&self, ctx: &Ctx, issuer: &str, scopes: Vec<String>) -> Result<()> {
        use crate::token::remote::{self, Grant};
        let client_id = || {
            self.client_id
                .clone()
                .unwrap_or_else(|| crate::token::client::BUILTIN_APP_ID.to_string())
        };
        let grant = if let Some(rt) = &self.refresh_token {
            Grant::Refresh {
                token: token_arg(rt)?,
                client_id: client_id(),
                secret: self.given_secret()?,
            }
        } else if let Some(pat) = &self.pat {
            Grant::Pat {
                pat: token_arg(pat)?,
                client_id: client_id(),
                secret: self.given_secret()?,
            }
        } else {
            Grant::ClientCredentials(self.auth()?)
        };
        let minted = remote::token(issuer, grant, &self.resource, &scopes)?;
        if self.strict {
            mint::strict_check(&minted.dropped)?;
        }
        render_minted(ctx, &minted)
    }

    pub fn run(self, ctx: &Ctx) -> Result<()> {
        let scopes = super::split_scopes(&self.scope);
        if let Some(issuer) = &self.issuer {
            return self.run_remote(ctx, issuer, scopes);
        }
        if let Some(user) = self.user.clone() {
            let req = mint::AuthorizationCode {
                user,
                app: self.app(ctx)?,
                resources: self.resource.clone(),
                scopes,
                offline: self.offline,
                strict: self.strict,
            };
            return ctx.write(|tx| mint::authorization_code(tx, req), render_minted);
        }
        if let Some(rt) = &self.refresh_token {
            self.check_stdin(rt)?;
            let req = mint::Refresh {
                app: self.app(ctx)?,
                refresh_token: token_arg(rt)?,
                resources: self.resource.clone(),
                scopes,
                strict: self.strict,
            };
            return ctx.read(|tx| mint::refresh(tx, req), render_minted);
        }
        if let Some(pat) = &self.pat {
            self.check_stdin(pat)?;
            let req = mint::TokenExchange {
                app: self.app(ctx)?,
                pat: token_arg(pat)?,
                resources: self.resource.clone(),
                scopes,
                strict: self.strict,
            };
            return ctx.read(|tx| mint::exchange_pat(tx, req), render_minted);
        }
        let req = ClientCredentials {
            auth: self.auth()?,
            resources: self.resource.clone(),
            scopes,
            strict: self.strict,
        };
        ctx.read(|tx| mint::client_credentials(tx, req), render_minted)
    }
}

pub(super) fn render_minted(ctx: &Ctx, m: &Minted) -> Result<()> {
    for d in &m.dropped {
        ctx.warn(&format!("dropped {}: {}", d.scope, d.reason));
    }
    match ctx.format {
        Format::Json => output::json(&m.response),
        Format::Table => {
            output::emit(&m.response.access_token)?;
            if let Some(rt) = &m.response.refresh_token {
                // stdout stays the bare access token; the refresh token is shown once, here.
                eprintln!("refresh token (shown once; use -o json to capture it): {rt}");
            }
            Ok(())
        }
    }
}

/// A token from the command line, or from stdin when it is `-`.
fn token_arg(token: &str) -> Result<String> {
    if token != "-" {
        return Ok(token.trim().to_string());
    }
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).map_err(|e| {
        Error::new(
            Code::IoError,
            format!("cannot read the token from stdin: {e}"),
        )
    })?;
    Ok(s.trim().to_string())
}

/// The JWT to decode or verify, from the command line or stdin (`-`): the token itself, the
/// JSON token response of `idctl token -o json`, or a `Bearer ...` header value. What was
/// taken out of a wrapper is said on stderr (table output only).
fn jwt_input(ctx: &Ctx, token: &str) -> Result<String> {
    let (token, wrapper) = crate::token::jwt::extract(&jwt_arg(token)?)?;
    if let Some(what) = wrapper.describe() {
        ctx.note(&format!("note: {what}"));
    }
    Ok(token)
}

/// A JWT from the command line, or from stdin when it is `-`. Input that is not UTF-8 cannot be
/// a JWT: it is malformed (exit 10), not an I/O failure.
fn jwt_arg(token: &str) -> Result<String> {
    if token != "-" {
        return Ok(token.trim().to_string());
    }
    let mut bytes = Vec::new();
    std::io::stdin().read_to_end(&mut bytes).map_err(|e| {
        Error::new(
            Code::IoError,
            format!("cannot read the token from stdin: {e}"),
        )
    })?;
    match String::from_utf8(bytes) {
        Ok(s) if s.trim().is_empty() => Err(crate::token::jwt::malformed(
            "standard input holds no token (it is empty)",
        )),
        Ok(s) => Ok(s.trim().to_string()),
        Err(e) => Err(crate::token::jwt::malformed(format!(
            "the token read from stdin is not UTF-8 (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        ))),
    }
}

/// The token a command was given: the argument, else standard input when it is not a
/// terminal (`idctl decode < token.txt`, `... | idctl verify`); on a terminal, nothing to read
/// is a usage error.
fn token_or_stdin(token: Option<&str>, command: &str) -> Result<String> {
    use std::io::IsTerminal;
    match token {
        Some(t) => Ok(t.to_string()),
        None if std::io::stdin().is_terminal() => Err(Error::usage(format!(
            "no token given: pass it as an argument, or on standard input (idctl {command} < token.txt)"
        ))),
        None => Ok("-".to_string()),
    }
}

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

fn now_secs(now: Option<i64>) -> i64 {
    now.unwrap_or_else(|| crate::util::now_ms() / 1000)
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
                    s.split(' ')
                        .filter(|t| !t.is_empty())
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
        crate::token::remote::fetchable(source, "keys")?;
        let client = crate::token::remote::client()?;
        let describe = |e: reqwest::Error| crate::token::remote::describe(&e);
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
        let scopes = super::split_scopes(&self.scope);
        let now = now_secs(self.now);
        if let Some(src) = &self.jwks {
            let (Some(issuer), Some(audience)) = (&self.issuer, &self.audience) else {
                return Err(Error::usage(
                    "with --jwks, give --issuer and --audience too (nothing is skipped silently)",
                ));
            };
            let keys = load_jwks(src)?;
            return Ok((
                keys,
                Expect {
                    issuer: issuer.clone(),
                    audience: Audience::Exact(audience.clone()),
                    scopes,
                    now,
                    leeway: self.leeway,
                    plain_jwt: self.plain_jwt,
                },
            ));
        }
        let out = ctx.open()?.read(|tx| {
            let jwks = crate::ops::keys::jwks(tx)?;
            let issuer = match &self.issuer {
                Some(i) => i.clone(),
                None => crate::ops::config::issuer(tx)?,
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
            Ok((jwks, issuer, audience))
        })?;
        let (jwks, issuer, audience) = out.value;
        Ok((
            KeySet::from_jwks(&jwks)?,
            Expect {
                issuer,
                audience,
                scopes,
                now,
                leeway: self.leeway,
                plain_jwt: self.plain_jwt,
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
