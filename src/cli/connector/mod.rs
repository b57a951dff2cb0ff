//! `idctl connector ...`: how idctl reaches the outside world. Sign-in connectors (another
//! identity provider a user signs in with: `set oidc`, `set oauth2`, `enable`, `disable`) are
//! handled in `upstream`.

mod upstream;

use super::Ctx;
use crate::error::Result;
use clap::Subcommand;

#[derive(Debug, Subcommand)]
pub enum ConnectorCmd {
    /// List the connectors: sign-in connectors with their callback URLs
    #[command(visible_alias = "ls")]
    List,
    /// Show one connector and its callback URL (secrets by reference, never their values)
    Get {
        /// The connector's name
        name: String,
    },
    /// Remove a connector (the identities it linked stay with their users)
    #[command(visible_alias = "rm")]
    Remove {
        /// The connector's name
        name: String,
    },
    /// Create or change a connector: only the flags given change
    #[command(subcommand)]
    Set(SetCmd),
    /// Show a sign-in connector's button on the sign-in page, and accept its sign-ins
    Enable {
        /// The connector's name
        name: String,
    },
    /// Hide a sign-in connector's button and refuse its sign-ins
    Disable {
        /// The connector's name
        name: String,
    },
}

#[derive(Debug, Subcommand)]
pub enum SetCmd {
    /// A sign-in connector to an OpenID Connect provider (Google, Microsoft Entra ID, Okta,
    /// GitLab, Keycloak, another idctl), found by its issuer's discovery document
    Oidc(Box<upstream::OidcArgs>),
    /// A sign-in connector to an OAuth 2 provider without ID tokens (GitHub and the like):
    /// its authorization, token and userinfo endpoints, and where its userinfo JSON holds
    /// the user's id, email and name
    #[command(name = "oauth2")]
    OAuth2(Box<upstream::OAuth2Args>),
}

impl ConnectorCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            ConnectorCmd::List => upstream::list(ctx),
            ConnectorCmd::Get { name } => upstream::get(ctx, &name),
            ConnectorCmd::Remove { name } => upstream::remove(ctx, &name),
            ConnectorCmd::Set(SetCmd::Oidc(a)) => a.run(ctx),
            ConnectorCmd::Set(SetCmd::OAuth2(a)) => a.run(ctx),
            ConnectorCmd::Enable { name } => upstream::enable(ctx, &name, true),
            ConnectorCmd::Disable { name } => upstream::enable(ctx, &name, false),
        }
    }
}
