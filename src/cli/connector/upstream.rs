//! `connector set oidc|oauth2`, and `get`, `list`, `remove`, `enable`, `disable` of sign-in
//! connectors.

use crate::cli::{Ctx, one};
use crate::error::Result;
use crate::ops::connectors::secret::SecretRef;
use crate::ops::connectors::upstream::{self as ops, Connector, Kind, Protocol, SetConnector};
use crate::output::View;
use clap::{Args, ValueEnum};
use std::path::PathBuf;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum KindArg {
    /// The identity appears in the user's `identities`
    Social,
    /// Enterprise single sign-on: the identity appears in the user's `ssoIdentities`
    Sso,
}

// The flags both kinds of sign-in connector take.
#[derive(Debug, Args)]
pub struct Common {
    /// The connector's name: lower-case letters, digits, - and _ (its callback is
    /// BASE_URL/callback/NAME)
    name: String,
    /// The client id registered at the provider
    #[arg(long, value_name = "ID")]
    client_id: Option<String>,
    /// The environment variable holding the client secret, read by the server when a user
    /// signs in (never stored)
    #[arg(long, value_name = "VAR", conflicts_with = "client_secret_file")]
    client_secret_env: Option<String>,
    /// The file holding the client secret, read by the server when a user signs in (never
    /// stored)
    #[arg(long, value_name = "PATH")]
    client_secret_file: Option<PathBuf>,
    /// The scopes asked of the provider, space-separated [default: "openid email profile"
    /// for OIDC, none for OAuth 2]
    #[arg(long, value_name = "SCOPES")]
    scope: Option<String>,
    /// The button's text after "Continue with" [default: the name]; "" removes it
    #[arg(long, value_name = "TEXT")]
    label: Option<String>,
    /// Where the identity appears on the user: identities (social) or ssoIdentities (sso)
    /// [default: social]; fixed once users have identities from the connector
    #[arg(long, value_enum)]
    kind: Option<KindArg>,
    /// Link a user who has the same verified email (in any case), instead of registering a
    /// new user [default: true]; never a user with a second factor, a lock, or an identity
    /// from this connector already
    #[arg(long, value_name = "BOOL", action = clap::ArgAction::Set)]
    link_by_email: Option<bool>,
    /// Where the provider's answer holds the user's stable id (a member, or a dotted path
    /// such as data.id) [default: sub for OIDC, id for OAuth 2]
    #[arg(long, value_name = "FIELD")]
    id_field: Option<String>,
    /// Where it holds the email [default: email]
    #[arg(long, value_name = "FIELD")]
    email_field: Option<String>,
    /// Where it says the email is verified (true) [default: email_verified]; an email not
    /// said to be verified never links an existing user
    #[arg(long, value_name = "FIELD")]
    email_verified_field: Option<String>,
    /// Where it holds the display name [default: name]
    #[arg(long, value_name = "FIELD")]
    name_field: Option<String>,
    /// Where it holds the picture's URL [default: picture for OIDC, avatar_url for OAuth 2]
    #[arg(long, value_name = "FIELD")]
    avatar_field: Option<String>,
}

#[derive(Debug, Args)]
pub struct OidcArgs {
    #[command(flatten)]
    common: Common,
    /// The provider's issuer URL (its discovery document is ISSUER/.well-known/openid-configuration);
    /// fixed once users have identities from the connector
    #[arg(long, value_name = "URL")]
    issuer: Option<String>,
}

#[derive(Debug, Args)]
pub struct OAuth2Args {
    #[command(flatten)]
    common: Common,
    /// Where the browser signs in at the provider (this and the other endpoints are fixed
    /// once users have identities from the connector)
    #[arg(long, value_name = "URL")]
    authorization_endpoint: Option<String>,
    /// Where the server exchanges the code for an access token
    #[arg(long, value_name = "URL")]
    token_endpoint: Option<String>,
    /// Where the server reads the user's profile with the access token
    #[arg(long, value_name = "URL")]
    userinfo_endpoint: Option<String>,
}

impl Common {
    fn input(self) -> Result<(String, SetConnector)> {
        let cwd = std::env::current_dir()?;
        let secret = SecretRef::from_args(
            self.client_secret_env.as_deref(),
            self.client_secret_file.as_deref(),
            &cwd,
        )?;
        Ok((
            self.name,
            SetConnector {
                client_id: self.client_id,
                client_secret: secret,
                scope: self.scope,
                label: self.label,
                kind: self.kind.map(|k| match k {
                    KindArg::Social => Kind::Social,
                    KindArg::Sso => Kind::Sso,
                }),
                link_by_email: self.link_by_email,
                id_field: self.id_field,
                email_field: self.email_field,
                email_verified_field: self.email_verified_field,
                name_field: self.name_field,
                avatar_field: self.avatar_field,
                ..Default::default()
            },
        ))
    }
}

fn set(ctx: &Ctx, protocol: Protocol, name: String, input: SetConnector) -> Result<()> {
    ctx.write(|tx| ops::set(tx, protocol, &name, input), shown)
}

/// The connector, and (for people) the callback URL to register at the provider.
fn shown(ctx: &Ctx, c: &Connector) -> Result<()> {
    one(ctx, c)?;
    ctx.note(&format!(
        "register this redirect URI at the provider: {}",
        c.callback_url
    ));
    Ok(())
}

impl OidcArgs {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        let (name, mut input) = self.common.input()?;
        input.issuer = self.issuer;
        set(ctx, Protocol::Oidc, name, input)
    }
}

impl OAuth2Args {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        let (name, mut input) = self.common.input()?;
        input.authorization_endpoint = self.authorization_endpoint;
        input.token_endpoint = self.token_endpoint;
        input.userinfo_endpoint = self.userinfo_endpoint;
        set(ctx, Protocol::OAuth2, name, input)
    }
}

pub fn get(ctx: &Ctx, name: &str) -> Result<()> {
    ctx.read(|tx| ops::get(tx, name), one)
}

pub fn remove(ctx: &Ctx, name: &str) -> Result<()> {
    ctx.write(
        |tx| ops::remove(tx, name),
        |ctx, c| crate::cli::resource::deleted(ctx, "connector", &c.name, c),
    )
}

pub fn enable(ctx: &Ctx, name: &str, enabled: bool) -> Result<()> {
    ctx.write(|tx| ops::set_enabled(tx, name, enabled), one)
}

impl View for Connector {
    fn headers() -> &'static [&'static str] {
        &[
            "NAME",
            "PROTOCOL",
            "KIND",
            "ENABLED",
            "BUTTON",
            "PROVIDER",
            "CLIENT ID",
            "CLIENT SECRET",
            "CALLBACK URL",
        ]
    }
    fn row(&self) -> Vec<String> {
        let provider = self
            .config
            .issuer
            .clone()
            .or_else(|| self.config.authorization_endpoint.clone())
            .unwrap_or_default();
        vec![
            self.name.clone(),
            self.protocol.as_str().to_string(),
            self.kind.as_str().to_string(),
            if self.enabled { "yes" } else { "no" }.to_string(),
            self.button(),
            provider,
            self.config.client_id.clone(),
            self.config.client_secret.describe(),
            self.callback_url.clone(),
        ]
    }
}
