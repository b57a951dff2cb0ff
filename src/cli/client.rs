use super::grammar::{RoleList, name_of};
use super::resource::deleted;
use super::{Ctx, many, one};
use crate::error::Result;
use crate::model::ClientWithSecret;
use crate::ops::clients::{self, NewClient};
use crate::output::{self, Format};
use clap::Subcommand;

#[derive(Debug, Subcommand)]
pub enum ClientCmd {
    /// Create a client; prints its id and secret (the secret only this once)
    Create {
        /// Client name (unique)
        #[arg(required_unless_present = "name_flag")]
        name: Option<String>,
        /// The client name, as a flag (the same as NAME)
        #[arg(long = "name", value_name = "NAME", conflicts_with = "name")]
        name_flag: Option<String>,
        /// MachineToMachine role to assign (repeatable)
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
    /// Rename a client
    Update {
        /// The client (id or name)
        client: String,
        /// New name (unique)
        #[arg(long)]
        name: String,
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
        eprintln!("Save the secret now: it is not stored and will not be shown again.");
    }
    Ok(())
}

impl ClientCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            ClientCmd::Create {
                name,
                name_flag,
                role,
            } => ctx.write(
                |tx| {
                    clients::create(
                        tx,
                        NewClient {
                            name: name_of(name, name_flag),
                            roles: role,
                        },
                    )
                },
                show_secret,
            ),
            ClientCmd::List => ctx.read(|tx| clients::list(tx), many),
            ClientCmd::Get { client } => ctx.read(|tx| clients::get(tx, &client), one),
            ClientCmd::Update { client, name } => {
                ctx.write(|tx| clients::rename(tx, &client, name), one)
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
                        match ctx.format {
                            Format::Table => crate::output::emit(&c.secret),
                            // Under -o json stdout is JSON, even when only the secret is asked for.
                            Format::Json => {
                                output::json(&serde_json::json!({ "secret": c.secret }))
                            }
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
