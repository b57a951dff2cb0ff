//! `idctl claims`: custom token claims scripts (set, get, list, test, unset).

use super::Ctx;
use crate::error::{Code, Error, Result};
use crate::ops::claims::{self, Customizer, Subject, TokenType};
use crate::output::{self, Format};
use clap::{Args, Subcommand, ValueEnum};
use serde_json::{Map, Value};
use std::path::{Path, PathBuf};

/// Which access tokens a script is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum For {
    /// Users' access tokens (authorization code, refresh token, token exchange, `token --user`)
    User,
    /// Machine-to-machine access tokens (client credentials)
    M2m,
}

impl From<For> for TokenType {
    fn from(f: For) -> Self {
        match f {
            For::User => TokenType::User,
            For::M2m => TokenType::Machine,
        }
    }
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ClaimsCmd {
    /// Set the script for user or machine-to-machine access tokens (replaces the one there)
    ///
    /// The script defines getCustomJwtClaims({ token, context, environmentVariables, api })
    /// (may be async) and returns an object: its members are added to every access token of
    /// that kind, except reserved claims (iss, sub, aud, exp, iat, nbf, jti, scope,
    /// client_id, header names). It must compile: a syntax error is refused here.
    Set(SetArgs),
    /// Print the script set for user or machine-to-machine tokens, with its variables
    Get {
        /// Which script
        #[arg(long = "for", value_enum)]
        kind: For,
    },
    /// List the scripts set
    #[command(visible_alias = "ls")]
    List,
    /// Run the script for a user or a client of the store and print the claims it adds
    ///
    /// Prints a JSON object: the claims a token would get. Names the script returned that a
    /// token never takes from it (reserved claims) are warnings on stderr. Changes nothing.
    Test(TestArgs),
    /// Remove the script for user or machine-to-machine tokens
    Unset {
        /// Which script
        #[arg(long = "for", value_enum)]
        kind: For,
    },
}

#[derive(Debug, Args)]
pub struct SetArgs {
    /// Which access tokens
    #[arg(long = "for", value_enum)]
    kind: For,
    /// The JavaScript file (UTF-8) defining getCustomJwtClaims
    #[arg(long, value_name = "FILE")]
    script: PathBuf,
    /// A variable the script reads as environmentVariables.KEY (repeatable)
    #[arg(long = "env", value_name = "KEY=VALUE")]
    env: Vec<String>,
}

#[derive(Debug, Args)]
pub struct TestArgs {
    /// Which script
    #[arg(long = "for", value_enum)]
    kind: For,
    /// The user whose token it would be (id, username, email or phone; --for user)
    #[arg(long, value_name = "USER")]
    user: Option<String>,
    /// The client (id or name): the m2m client (--for m2m), or the app a user's token is for
    #[arg(long, value_name = "CLIENT")]
    client: Option<String>,
    /// Test this file instead of the script set (with --env, instead of its variables)
    #[arg(long, value_name = "FILE")]
    script: Option<PathBuf>,
    /// A variable for --script (repeatable)
    #[arg(long = "env", value_name = "KEY=VALUE", requires = "script")]
    env: Vec<String>,
}

/// The largest script read: the reference's editor holds far less; anything larger is the
/// wrong file (or `/dev/zero`).
const SCRIPT_MAX: u64 = 1024 * 1024;

/// The script file as text: refused when missing, larger than 1 MiB or not UTF-8.
pub(crate) fn read_script(path: &Path) -> Result<String> {
    read_script_as(path, &path.display().to_string())
}

/// [`read_script`], its errors calling the file `shown` (a manifest's own reference).
pub(crate) fn read_script_as(path: &Path, shown: &str) -> Result<String> {
    use std::io::Read;
    let shown = crate::util::sanitize(shown);
    let cannot = |e: std::io::Error| {
        Error::new(Code::GuardInvalidInput, format!("cannot read {shown}: {e}"))
    };
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(SCRIPT_MAX + 1).read_to_end(&mut bytes))
        .map_err(cannot)?;
    if bytes.len() as u64 > SCRIPT_MAX {
        return Err(Error::new(
            Code::GuardInvalidInput,
            format!("{shown} is larger than 1 MiB: not a claims script"),
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        Error::new(
            Code::GuardInvalidInput,
            format!(
                "{shown} is not UTF-8 text (invalid byte at offset {})",
                e.utf8_error().valid_up_to()
            ),
        )
    })
}

fn parse_env(pairs: &[String]) -> Result<Map<String, Value>> {
    let mut out = Map::new();
    for p in pairs {
        let (k, v) = p.split_once('=').ok_or_else(|| {
            Error::usage(format!(
                "--env takes KEY=VALUE, not {}",
                crate::util::sanitize(p)
            ))
        })?;
        out.insert(k.to_string(), Value::String(v.to_string()));
    }
    Ok(out)
}

impl ClaimsCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            ClaimsCmd::Set(a) => {
                let kind = TokenType::from(a.kind);
                let script = read_script(&a.script)?;
                let prepared = claims::prepare(Customizer {
                    script,
                    environment_variables: parse_env(&a.env)?,
                    ..Customizer::default()
                })?;
                ctx.write(
                    |tx| claims::set(tx, kind, &prepared),
                    |ctx, (c, _)| show(ctx, kind, c),
                )
            }
            ClaimsCmd::Get { kind } => {
                let kind = TokenType::from(kind);
                ctx.read(|tx| claims::get(tx, kind), |ctx, c| show(ctx, kind, c))
            }
            ClaimsCmd::List => ctx.read(
                |tx| claims::list(tx),
                |ctx, l| match ctx.format {
                    Format::Json => output::json(l),
                    Format::Table => {
                        let lines: Vec<String> = l
                            .iter()
                            .map(|x| {
                                format!(
                                    "{}\t{} bytes\t{} variables",
                                    x.key,
                                    x.value.script.len(),
                                    x.value.environment_variables.len()
                                )
                            })
                            .collect();
                        output::emit(&lines.join("\n"))
                    }
                },
            ),
            ClaimsCmd::Test(a) => test(ctx, a),
            ClaimsCmd::Unset { kind } => {
                let kind = TokenType::from(kind);
                ctx.write(
                    |tx| claims::unset(tx, kind),
                    |ctx, ()| {
                        ctx.note(&format!(
                            "removed the custom claims script for {} tokens",
                            kind.cli_name()
                        ));
                        Ok(())
                    },
                )
            }
        }
    }
}

fn show(ctx: &Ctx, kind: TokenType, c: &Customizer) -> Result<()> {
    match ctx.format {
        Format::Json => output::json(c),
        Format::Table => {
            let mut text = format!("# {} ({})\n", kind.path(), kind.cli_name());
            for (k, v) in &c.environment_variables {
                text.push_str(&format!("# env {k}={}\n", v.as_str().unwrap_or_default()));
            }
            text.push_str(&c.script);
            output::emit(&crate::util::sanitize_lines(&text))
        }
    }
}

fn test(ctx: &Ctx, a: TestArgs) -> Result<()> {
    let kind = TokenType::from(a.kind);
    let subject = match (kind, a.user, a.client) {
        (TokenType::User, Some(user), client) => Subject::User { user, client },
        (TokenType::User, None, _) => {
            return Err(Error::usage("claims test --for user needs --user USER"));
        }
        (TokenType::Machine, None, Some(client)) => Subject::Client(client),
        (TokenType::Machine, Some(_), _) => {
            return Err(Error::usage(
                "a machine-to-machine token has no user: claims test --for m2m takes --client CLIENT",
            ));
        }
        (TokenType::Machine, None, None) => {
            return Err(Error::usage("claims test --for m2m needs --client CLIENT"));
        }
    };
    let given = match &a.script {
        Some(path) => Some(Customizer {
            script: read_script(path)?,
            environment_variables: parse_env(&a.env)?,
            ..Customizer::default()
        }),
        None => None,
    };
    let mut store = ctx.open()?;
    // Read what the test needs, then run the script outside the transaction.
    let out = store.read(|tx| {
        let c = match given {
            Some(c) => c,
            None => claims::get(tx, kind)?,
        };
        let (token, context) = claims::test_input(tx, kind, &subject)?;
        Ok((c, token, context, claims::limits(tx)?, tx.now_ms()))
    })?;
    let (c, token, context, limits, now) = out.value;
    let now = token
        .get("iat")
        .and_then(Value::as_i64)
        .map_or(now, |s| s.saturating_mul(1000));
    let tested = claims::test(&c, &token, &context, limits, now)?;
    for name in &tested.ignored {
        ctx.warn(&format!(
            "the script returns {}, a reserved claim: tokens never take it from the script",
            crate::util::sanitize(name)
        ));
    }
    output::json(&tested.claims)
}
