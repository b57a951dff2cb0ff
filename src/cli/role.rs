use super::grammar::{ScopeList, name_of};
use super::resource::deleted;
use super::{Ctx, many, one, split_scopes};
use crate::error::Result;
use crate::model::RoleType;
use crate::ops::roles::{self, NewRole, RoleUpdate};
use clap::{Subcommand, ValueEnum};

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum RoleKind {
    /// Given to users
    User,
    /// Given to machine-to-machine clients
    M2m,
}

impl From<RoleKind> for RoleType {
    fn from(k: RoleKind) -> Self {
        match k {
            RoleKind::User => RoleType::User,
            RoleKind::M2m => RoleType::MachineToMachine,
        }
    }
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum RoleCmd {
    /// Create a role, optionally holding permissions of one resource
    Create {
        /// Role name (unique, at most 128 characters)
        #[arg(required_unless_present = "name_flag")]
        name: Option<String>,
        /// The role name, as a flag (the same as NAME)
        #[arg(long = "name", value_name = "NAME", conflicts_with = "name")]
        name_flag: Option<String>,
        /// What the role is for
        #[arg(long, short = 'd')]
        description: Option<String>,
        /// Who the role is for
        #[arg(long = "type", value_enum, default_value_t = RoleKind::User)]
        kind: RoleKind,
        /// Give the role to every new user
        #[arg(long)]
        default: bool,
        /// Resource of the --scope permissions (id or indicator)
        #[arg(long, short = 'r', requires = "scope")]
        resource: Option<String>,
        /// Permission to hold (repeatable, or space-separated)
        #[arg(long, short = 's', requires = "resource")]
        scope: Vec<String>,
    },
    /// List roles
    #[command(visible_alias = "ls")]
    List,
    /// Show one role (by id or name)
    Get {
        /// The role (id or name)
        role: String,
    },
    /// Change a role's name, description or default status
    Update {
        /// The role (id or name)
        role: String,
        /// New name (unique)
        #[arg(long)]
        name: Option<String>,
        /// New description
        #[arg(long, short = 'd')]
        description: Option<String>,
        /// Whether every new user gets the role
        #[arg(long, value_name = "BOOL")]
        default: Option<bool>,
    },
    /// Delete a role (removing it from every holder)
    #[command(visible_alias = "rm")]
    Delete {
        /// The role (id or name)
        role: String,
    },
    /// Add permissions of a resource to a role (those it holds already are left as they are)
    Grant {
        /// The role (id or name)
        role: String,
        /// Resource of the permissions (id or indicator)
        #[arg(long, short = 'r')]
        resource: String,
        #[command(flatten)]
        scopes: ScopeList,
    },
    /// Remove permissions of a resource from a role (those it does not hold are skipped)
    Revoke {
        /// The role (id or name)
        role: String,
        /// Resource of the permissions (id or indicator)
        #[arg(long, short = 'r')]
        resource: String,
        #[command(flatten)]
        scopes: ScopeList,
    },
    /// List the permissions a role holds (resource indicator and permission)
    Scopes {
        /// The role (id or name)
        role: String,
    },
}

impl RoleCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            RoleCmd::Create {
                name,
                name_flag,
                description,
                kind,
                default,
                resource,
                scope,
            } => {
                let scopes = resource.map(|r| (r, split_scopes(&scope)));
                ctx.write(
                    |tx| {
                        roles::create(
                            tx,
                            NewRole {
                                name: name_of(name, name_flag),
                                description,
                                kind: kind.into(),
                                is_default: default,
                                scopes,
                                scope_ids: Vec::new(),
                            },
                        )
                    },
                    one,
                )
            }
            RoleCmd::List => ctx.read(|tx| roles::list(tx), many),
            RoleCmd::Get { role } => ctx.read(|tx| roles::get(tx, &role), one),
            RoleCmd::Update {
                role,
                name,
                description,
                default,
            } => ctx.write(
                |tx| {
                    roles::update(
                        tx,
                        &role,
                        RoleUpdate {
                            name,
                            description,
                            is_default: default,
                        },
                    )
                },
                one,
            ),
            RoleCmd::Delete { role } => {
                ctx.confirm(&format!("Delete role {role}?"))?;
                ctx.write(
                    |tx| roles::delete(tx, &role),
                    |ctx, r| deleted(ctx, "role", &r.name, r),
                )
            }
            RoleCmd::Grant {
                role,
                resource,
                scopes,
            } => ctx.write(
                |tx| roles::grant(tx, &role, &resource, &scopes.names()),
                many,
            ),
            RoleCmd::Revoke {
                role,
                resource,
                scopes,
            } => ctx.write(
                |tx| roles::revoke(tx, &role, &resource, &scopes.names()),
                many,
            ),
            RoleCmd::Scopes { role } => ctx.read(|tx| roles::scopes(tx, &role), many),
        }
    }
}
