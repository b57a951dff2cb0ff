//! `idctl token`: mint a token from the store (the token endpoint's grants, see
//! `token::grant`), or ask another OAuth server for one (`--issuer`).

use crate::cli::Ctx;
use crate::error::{Code, Error, Result};
use crate::output::{self, Format};
use crate::token::client::{self, Presented};
use crate::token::grant::{self, Asker, Grant};
use crate::token::mint::{self, App, Minted};
use clap::Args;
use std::io::{BufRead, Read};

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
    /// tokens are base64url and may start with '-'. A public app's (the built-in idctl's) is
    /// used up: the answer carries the next one, and a used one presented again revokes the
    /// grant
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
    /// The Authorization header value: base64 of client_id:client_secret, each form-encoded
    /// as the token endpoint reads them ("Basic " optional)
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
    /// An organization (id or name; with --issuer its id): an organization token (audience
    /// urn:logto:organization:ID, its organization permissions), or with --resource a
    /// resource token in its context (organization_id claim). For users (--user,
    /// --refresh-token) and machine-to-machine clients in the organization
    #[arg(long, value_name = "ORG", conflicts_with = "pat")]
    organization: Option<String>,
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
    fn auth(&self) -> Result<Option<Presented>> {
        if let Some(b) = &self.basic {
            return Ok(Some(client::parse_basic(b.as_bytes(), true)?));
        }
        let id = self.client_id.clone().or_else(|| env_var(ENV_CLIENT_ID));
        let secret = match self.given_secret()? {
            Some(s) => Some(s),
            None => env_var(ENV_CLIENT_SECRET),
        };
        Ok(match (id, secret) {
            (Some(id), Some(secret)) if !id.is_empty() && !secret.is_empty() => Some(Presented {
                id,
                secret: Some(secret),
            }),
            _ => None,
        })
    }

    /// The app of a user token: only what the command line names (--client-id, a secret given
    /// with it, --basic); the environment is the client credentials grant's.
    fn app(&self, ctx: &Ctx) -> Result<App> {
        if let Some(b) = &self.basic {
            let auth = client::parse_basic(b.as_bytes(), true)?;
            return Ok(App {
                client_id: Some(auth.id),
                secret: auth.secret,
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
        use crate::cli::remote::{self, Grant};
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
        let minted = remote::token(
            issuer,
            grant,
            &self.resource,
            &scopes,
            self.organization.as_deref(),
        )?;
        if self.strict {
            mint::strict_check(&minted.dropped)?;
        }
        render_minted(ctx, &minted)
    }

    pub fn run(self, ctx: &Ctx) -> Result<()> {
        let scopes = crate::cli::split_scopes(&self.scope);
        if let Some(issuer) = &self.issuer {
            return self.run_remote(ctx, issuer, scopes);
        }
        if let Some(user) = self.user.clone() {
            let req = crate::token::code::AuthorizationCode {
                user,
                app: self.app(ctx)?,
                resources: self.resource.clone(),
                scopes,
                offline: self.offline,
                strict: self.strict,
                organization: self.organization.clone(),
            };
            return ctx.token_rounds(
                true,
                |tx| crate::token::code::authorization_code(tx, req.clone()),
                render_minted,
            );
        }
        let (grant, app) = if let Some(rt) = &self.refresh_token {
            self.check_stdin(rt)?;
            let app = self.app(ctx)?;
            let refresh_token = token_arg(rt)?;
            (Grant::Refresh { refresh_token }, app)
        } else if let Some(pat) = &self.pat {
            self.check_stdin(pat)?;
            let app = self.app(ctx)?;
            let grant = Grant::TokenExchange {
                subject_token: token_arg(pat)?,
                subject_token_type: mint::PAT_TOKEN_TYPE.to_string(),
            };
            (grant, app)
        } else {
            let auth = self.auth()?;
            let app = App {
                client_id: auth.as_ref().map(|a| a.id.clone()),
                secret: auth.and_then(|a| a.secret),
            };
            (Grant::ClientCredentials, app)
        };
        let request = grant::Request {
            grant,
            resources: self.resource.clone(),
            scopes,
            strict: self.strict,
            organization: self.organization.clone(),
        };
        let asker = Asker::CommandLine(app);
        let writes = matches!(request.grant, Grant::Refresh { .. });
        // A refusal that revoked a grant (a refresh token presented again) commits that
        // revocation; any other refusal changes nothing.
        let mut refused = None;
        let run = |tx: &mut crate::store::Tx| match grant::token(tx, &asker, Ok(request.clone())) {
            Ok(m) => {
                refused = None;
                Ok(Some(m))
            }
            Err(e) if grant::must_commit(&e) => {
                refused = Some(e);
                Ok(None)
            }
            Err(e) => Err(e.into()),
        };
        let render = |ctx: &Ctx, m: &Option<Minted>| match m {
            Some(m) => render_minted(ctx, m),
            None => Ok(()),
        };
        ctx.token_rounds(writes, run, render)?;
        match refused {
            Some(e) => Err(e.into()),
            None => Ok(()),
        }
    }
}

fn render_minted(ctx: &Ctx, m: &Minted) -> Result<()> {
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
