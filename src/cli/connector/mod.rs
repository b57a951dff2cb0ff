//! `idctl connector`: how idctl reaches people and other identity providers. The clap tree and
//! its dispatch; the handlers are in `channel.rs` (the email and SMS code channels) and
//! `upstream.rs` (sign-in connectors: another identity provider a user signs in with).

mod channel;
mod upstream;

use super::Ctx;
use crate::error::Result;
use crate::ops::connectors::{channel as channels, upstream as sign_in};
use crate::output::{self, Format};
use clap::{Args, Subcommand, ValueEnum};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ConnectorCmd {
    /// List every connector: the code channels (email, sms), then the sign-in connectors with
    /// their callback URLs
    #[command(visible_alias = "ls")]
    List,
    /// Show a connector: email, sms or a sign-in connector's name (secrets by reference,
    /// never their values; a sign-in connector's callback URL)
    Get {
        /// The connector: email, sms or a sign-in connector's name
        name: String,
    },
    /// Remove a connector: the codes of a channel go to the local mailbox again; the
    /// identities a sign-in connector linked stay with their users
    #[command(visible_alias = "rm")]
    Remove {
        /// The connector: email, sms or a sign-in connector's name
        name: String,
    },
    /// Set a connector (on an existing one, only the flags given change)
    #[command(subcommand)]
    Set(SetCmd),
    /// Show a sign-in connector's button on the sign-in page, and accept its sign-ins
    Enable {
        /// The sign-in connector's name
        name: String,
    },
    /// Hide a sign-in connector's button and refuse its sign-ins
    Disable {
        /// The sign-in connector's name
        name: String,
    },
    /// Send a sample code through a channel's connector now; non-zero exit when it fails
    Test {
        /// The channel
        #[arg(value_enum)]
        channel: ChannelArg,
        /// The address (email) or phone number (sms, digits with the country code) to send to
        #[arg(long)]
        to: String,
    },
    /// Every attempt to send a code, newest first (never the code itself)
    Logs {
        /// Only the attempts of this channel
        #[arg(long, value_enum)]
        channel: Option<ChannelArg>,
        /// At most this many attempts (1 to 1000) [default: 50]
        #[arg(long, value_name = "N")]
        limit: Option<i64>,
        /// Only the failed attempts (and the messages given up)
        #[arg(long)]
        failed: bool,
    },
    /// Send the codes whose retry is due (for cron or a CI step); exit 9 when codes are left
    /// pending
    Deliver {
        /// Keep going until nothing is pending, for at most --timeout (default 2m)
        #[arg(long)]
        wait: bool,
        /// Stop after this long, e.g. 30s, 10m (1s to 1day) [default: 2m with --wait, no
        /// limit without]
        #[arg(long, value_name = "DURATION", value_parser = super::hook::deliver_timeout)]
        timeout: Option<std::time::Duration>,
        /// Also send the pending codes whose next attempt is not due yet
        #[arg(long)]
        all: bool,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ChannelArg {
    Email,
    Sms,
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum SetCmd {
    /// The email channel's connector: an SMTP server or an HTTP endpoint
    #[command(subcommand)]
    Email(EmailSet),
    /// The SMS channel's connector: an HTTP endpoint (an adapter in front of any provider)
    #[command(subcommand)]
    Sms(SmsSet),
    /// A sign-in connector to an OpenID Connect provider (Google, Microsoft Entra ID, Okta,
    /// GitLab, Keycloak, another idctl), found by its issuer's discovery document
    Oidc(Box<upstream::OidcArgs>),
    /// A sign-in connector to an OAuth 2 provider without ID tokens (GitHub and the like):
    /// its authorization, token and userinfo endpoints, and where its userinfo JSON holds
    /// the user's id, email and name
    #[command(name = "oauth2")]
    OAuth2(Box<upstream::OAuth2Args>),
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum EmailSet {
    /// Send codes by email through an SMTP server
    Smtp(SmtpArgs),
    /// Send codes by email through an HTTP endpoint (a signed POST); prints its signing key once
    Http(HttpArgs),
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum SmsSet {
    /// Send codes by text message through an HTTP endpoint (a signed POST); prints its signing
    /// key once
    Http(HttpArgs),
}

#[derive(Debug, Args)]
pub struct SmtpArgs {
    /// The SMTP server's host name (or IP address)
    #[arg(long)]
    pub host: Option<String>,
    /// The SMTP server's port: 587 with starttls, 465 with implicit, 25 without TLS
    #[arg(long)]
    pub port: Option<u16>,
    /// How the connection is secured: none, starttls (required, not opportunistic) or
    /// implicit (TLS from the first byte); certificates are checked against the system's
    /// roots (SSL_CERT_FILE adds a private CA)
    #[arg(long, value_enum)]
    pub tls: Option<TlsArg>,
    /// The user name of SMTP AUTH
    #[arg(long)]
    pub username: Option<String>,
    /// The password of SMTP AUTH, read from this environment variable of the process that
    /// sends (idctl serve, connector deliver, experience send-code), when it sends
    #[arg(long, value_name = "VAR", conflicts_with = "password_file")]
    pub password_env: Option<String>,
    /// The password of SMTP AUTH, read from this file (one line) by the process that sends,
    /// when it sends
    #[arg(long, value_name = "PATH")]
    pub password_file: Option<std::path::PathBuf>,
    /// The sender's address (From:)
    #[arg(long, value_name = "ADDRESS")]
    pub from: Option<String>,
    /// The sender's display name (From: "TEXT" <ADDRESS>)
    #[arg(long, value_name = "TEXT")]
    pub from_name: Option<String>,
}

#[derive(Debug, Args)]
pub struct HttpArgs {
    /// The endpoint that receives a signed JSON POST per code (http or https)
    #[arg(long)]
    pub url: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TlsArg {
    None,
    Starttls,
    Implicit,
}

impl ConnectorCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            ConnectorCmd::List => list(ctx),
            ConnectorCmd::Get { name } if is_channel(&name) => channel::get(ctx, &name),
            ConnectorCmd::Get { name } => upstream::get(ctx, &name),
            ConnectorCmd::Remove { name } if is_channel(&name) => channel::remove(ctx, &name),
            ConnectorCmd::Remove { name } => upstream::remove(ctx, &name),
            ConnectorCmd::Set(SetCmd::Oidc(a)) => a.run(ctx),
            ConnectorCmd::Set(SetCmd::OAuth2(a)) => a.run(ctx),
            ConnectorCmd::Enable { name } => upstream::enable(ctx, &name, true),
            ConnectorCmd::Disable { name } => upstream::enable(ctx, &name, false),
            ConnectorCmd::Set(SetCmd::Email(EmailSet::Smtp(a))) => channel::set_smtp(ctx, a),
            ConnectorCmd::Set(SetCmd::Email(EmailSet::Http(a))) => {
                channel::set_http(ctx, ChannelArg::Email, a)
            }
            ConnectorCmd::Set(SetCmd::Sms(SmsSet::Http(a))) => {
                channel::set_http(ctx, ChannelArg::Sms, a)
            }
            ConnectorCmd::Test { channel: c, to } => channel::test(ctx, c, &to),
            ConnectorCmd::Logs {
                channel: c,
                limit,
                failed,
            } => channel::logs(ctx, c, limit, failed),
            ConnectorCmd::Deliver { wait, timeout, all } => {
                channel::deliver(ctx, wait, timeout, all)
            }
        }
    }
}

/// `email` and `sms` name the code channels; every other name a sign-in connector.
fn is_channel(name: &str) -> bool {
    channels::Channel::parse(name).is_some()
}

/// Every connector, read in one transaction: with `-o json` one array (the channels, then the
/// sign-in connectors); as tables, one per sort that has any.
fn list(ctx: &Ctx) -> Result<()> {
    ctx.read(
        |tx| Ok((channels::list(tx)?, sign_in::list(tx)?)),
        |ctx, (codes, upstream)| match ctx.format {
            Format::Json => {
                let mut all = Vec::with_capacity(codes.len() + upstream.len());
                for c in codes {
                    all.push(serde_json::to_value(c)?);
                }
                for c in upstream {
                    all.push(serde_json::to_value(c)?);
                }
                output::json(&all)
            }
            Format::Table if codes.is_empty() && upstream.is_empty() => {
                output::many::<channels::Connector>(ctx.format, &[])
            }
            Format::Table => {
                if !codes.is_empty() {
                    output::many(ctx.format, codes)?;
                }
                if !upstream.is_empty() {
                    output::many(ctx.format, upstream)?;
                }
                Ok(())
            }
        },
    )
}
