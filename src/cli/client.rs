use super::grammar::{RoleList, name_of};
use super::resource::deleted;
use super::{Ctx, many, one};
use crate::error::Result;
use crate::model::{ClientType, ClientWithSecret, IdTokenAlg};
use crate::ops::clients::{self, ClientUpdate, NewClient};
use crate::output::{self, Format};
use clap::{Args, Subcommand, ValueEnum};

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ClientKind {
    /// A native (mobile, desktop) app: public (no secret), PKCE; custom URI schemes allowed
    Native,
    /// A single-page app: public (no secret), PKCE
    Spa,
    /// A traditional web app: a secret (shown once), PKCE optional
    Traditional,
    /// A machine-to-machine client: a secret (shown once), client credentials, m2m roles
    M2m,
}

impl From<ClientKind> for ClientType {
    fn from(k: ClientKind) -> Self {
        match k {
            ClientKind::Native => ClientType::Native,
            ClientKind::Spa => ClientType::Spa,
            ClientKind::Traditional => ClientType::Traditional,
            ClientKind::M2m => ClientType::MachineToMachine,
        }
    }
}

/// The algorithm of an app's ID tokens.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum IdTokenAlgArg {
    /// RSA (the store's RSA ID-token key): what OpenID Connect clients expect by default
    #[value(name = "RS256")]
    Rs256,
    /// EC P-384: the service's algorithm
    #[value(name = "ES384")]
    Es384,
}

impl From<IdTokenAlgArg> for IdTokenAlg {
    fn from(a: IdTokenAlgArg) -> Self {
        match a {
            IdTokenAlgArg::Rs256 => IdTokenAlg::RS256,
            IdTokenAlgArg::Es384 => IdTokenAlg::ES384,
        }
    }
}

// New redirect URIs of `client update`: a list given replaces the list.
#[derive(Debug, Args)]
pub struct UriChanges {
    /// Redirect URI (repeatable); replaces the client's list
    #[arg(long = "redirect-uri", value_name = "URI")]
    redirect_uri: Vec<String>,
    /// Remove every redirect URI
    #[arg(long, conflicts_with = "redirect_uri")]
    no_redirect_uris: bool,
    /// Post-logout redirect URI (repeatable); replaces the client's list
    #[arg(long = "post-logout-redirect-uri", value_name = "URI")]
    post_logout_redirect_uri: Vec<String>,
    /// Remove every post-logout redirect URI
    #[arg(long, conflicts_with = "post_logout_redirect_uri")]
    no_post_logout_redirect_uris: bool,
}

/// A list to replace with: the URIs given, nothing when cleared, `None` when not mentioned.
fn replacement(given: Vec<String>, clear: bool) -> Option<Vec<String>> {
    (clear || !given.is_empty()).then_some(given)
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ClientCmd {
    /// Create a client; prints its id and, for confidential types, its secret (only this once)
    Create {
        /// Client name (unique)
        #[arg(required_unless_present = "name_flag")]
        name: Option<String>,
        /// The client name, as a flag (the same as NAME)
        #[arg(long = "name", value_name = "NAME", conflicts_with = "name")]
        name_flag: Option<String>,
        /// The client id to create it with, the same in every store (default: a generated
        /// one): 1 to 64 letters, digits, -, _ and ., starting with a letter or a digit
        #[arg(long, value_name = "ID")]
        id: Option<String>,
        /// The kind of app
        #[arg(long = "type", value_enum, default_value_t = ClientKind::M2m)]
        kind: ClientKind,
        /// Redirect URI (repeatable; not for m2m clients); matched exactly
        #[arg(long = "redirect-uri", value_name = "URI")]
        redirect_uri: Vec<String>,
        /// Post-logout redirect URI (repeatable; not for m2m clients); matched exactly
        #[arg(long = "post-logout-redirect-uri", value_name = "URI")]
        post_logout_redirect_uri: Vec<String>,
        /// Algorithm of the app's ID tokens (not for m2m clients); default: the signing key's
        /// (ES384). RS256 for clients that expect it, as most OpenID Connect libraries do
        #[arg(long, value_enum, value_name = "ALG")]
        id_token_signed_response_alg: Option<IdTokenAlgArg>,
        /// MachineToMachine role to assign (repeatable; m2m clients only)
        #[arg(long)]
        role: Vec<String>,
    },
    /// List clients
    #[command(visible_alias = "ls")]
    List,
    /// Show one client (by id or name)
    Get {
        /// The client (id or name)
        client: String,
    },
    /// Rename a client, replace its redirect URIs, or choose its ID token algorithm (its type
    /// does not change)
    Update {
        /// The client (id or name)
        client: String,
        /// New name (unique)
        #[arg(long)]
        name: Option<String>,
        #[command(flatten)]
        uris: UriChanges,
        /// Algorithm of the app's ID tokens: RS256 for clients that expect it, as most
        /// OpenID Connect libraries do, or ES384
        #[arg(long, value_enum, value_name = "ALG")]
        id_token_signed_response_alg: Option<IdTokenAlgArg>,
    },
    /// Delete a client
    #[command(visible_alias = "rm")]
    Delete {
        /// The client (id or name)
        client: String,
    },
    /// Replace the secret; prints the new one once, the old one stops working
    RotateSecret {
        /// The client (id or name)
        client: String,
        /// Print only the new secret (for `export IDCTL_CLIENT_SECRET=$(...)`); under -o json,
        /// {"secret": "..."}
        #[arg(long)]
        secret_only: bool,
    },
    /// Assign MachineToMachine roles (roles the client holds already are left as they are)
    Assign {
        /// The client (id or name)
        client: String,
        #[command(flatten)]
        roles: RoleList,
    },
    /// Unassign roles (roles the client does not hold are skipped)
    Unassign {
        /// The client (id or name)
        client: String,
        #[command(flatten)]
        roles: RoleList,
    },
    /// List a client's roles
    Roles {
        /// The client (id or name)
        client: String,
    },
    /// The permissions a client holds through its roles
    Scopes {
        /// The client (id or name)
        client: String,
        /// Only permissions of this resource
        #[arg(long, short = 'r')]
        resource: Option<String>,
    },
}

fn show_secret(ctx: &Ctx, c: &ClientWithSecret) -> Result<()> {
    output::one(ctx.format, c)?;
    if ctx.format == Format::Table {
        if c.secret.is_some() {
            eprintln!("Save the secret now: it is not stored and will not be shown again.");
        } else {
            eprintln!(
                "client {} is a public {} client: it has no secret; it authenticates with its client id alone, and uses PKCE.",
                crate::util::sanitize(&c.client.name),
                c.client.kind.as_str()
            );
        }
    }
    Ok(())
}

impl ClientCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            ClientCmd::Create {
                name,
                name_flag,
                id,
                kind,
                redirect_uri,
                post_logout_redirect_uri,
                id_token_signed_response_alg,
                role,
            } => ctx.write(
                |tx| {
                    clients::create(
                        tx,
                        NewClient {
                            id,
                            name: name_of(name, name_flag),
                            kind: kind.into(),
                            redirect_uris: redirect_uri,
                            post_logout_redirect_uris: post_logout_redirect_uri,
                            id_token_signed_response_alg: id_token_signed_response_alg
                                .map(Into::into),
                            roles: role,
                            description: None,
                            secret: None,
                        },
                    )
                },
                show_secret,
            ),
            ClientCmd::List => ctx.read(|tx| clients::list(tx), many),
            ClientCmd::Get { client } => ctx.read(|tx| clients::get(tx, &client), one),
            ClientCmd::Update {
                client,
                name,
                uris,
                id_token_signed_response_alg,
            } => {
                let input = ClientUpdate {
                    name,
                    redirect_uris: replacement(uris.redirect_uri, uris.no_redirect_uris),
                    post_logout_redirect_uris: replacement(
                        uris.post_logout_redirect_uri,
                        uris.no_post_logout_redirect_uris,
                    ),
                    id_token_signed_response_alg: id_token_signed_response_alg.map(Into::into),
                };
                ctx.write(|tx| clients::update(tx, &client, input), one)
            }
            ClientCmd::Delete { client } => {
                ctx.confirm(&format!("Delete client {client}?"))?;
                ctx.write(
                    |tx| clients::delete(tx, &client),
                    |ctx, c| deleted(ctx, "client", &c.name, c),
                )
            }
            ClientCmd::RotateSecret {
                client,
                secret_only,
            } => ctx.write(
                |tx| clients::rotate_secret(tx, &client),
                |ctx, c| {
                    if secret_only {
                        let secret = c.secret.as_deref().unwrap_or_default();
                        match ctx.format {
                            Format::Table => crate::output::emit(secret),
                            // Under -o json stdout is JSON, even when only the secret is asked for.
                            Format::Json => output::json(&serde_json::json!({ "secret": secret })),
                        }
                    } else {
                        show_secret(ctx, c)
                    }
                },
            ),
            ClientCmd::Assign { client, roles } => {
                ctx.write(|tx| clients::assign(tx, &client, &roles.names()), many)
            }
            ClientCmd::Unassign { client, roles } => {
                ctx.write(|tx| clients::unassign(tx, &client, &roles.names()), many)
            }
            ClientCmd::Roles { client } => ctx.read(|tx| clients::roles(tx, &client), many),
            ClientCmd::Scopes { client, resource } => {
                ctx.read(|tx| clients::scopes(tx, &client, resource.as_deref()), many)
            }
        }
    }
}
