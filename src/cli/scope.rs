use super::grammar::name_of;
use super::resource::deleted;
use super::{Ctx, many, one};
use crate::error::Result;
use crate::ops::scopes::{self, NewScope, ScopeUpdate};
use clap::Subcommand;

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ScopeCmd {
    /// Define a permission on a resource
    Create {
        /// The resource (id or indicator)
        #[arg(long, short = 'r')]
        resource: String,
        /// Permission name, e.g. read:orders (no whitespace, at most 256 characters)
        #[arg(required_unless_present = "name_flag")]
        name: Option<String>,
        /// The permission name, as a flag (the same as NAME)
        #[arg(long = "name", value_name = "NAME", conflicts_with = "name")]
        name_flag: Option<String>,
        /// What the permission allows
        #[arg(long, short = 'd')]
        description: Option<String>,
    },
    /// List the permissions of a resource
    #[command(visible_alias = "ls")]
    List {
        /// The resource (id or indicator)
        #[arg(long, short = 'r')]
        resource: String,
    },
    /// Show one permission of a resource
    Get {
        /// The resource (id or indicator)
        #[arg(long, short = 'r')]
        resource: String,
        /// Permission name or id
        name: String,
    },
    /// Rename a permission or change its description
    Update {
        /// The resource (id or indicator)
        #[arg(long, short = 'r')]
        resource: String,
        /// Permission name or id
        name: String,
        /// New permission name
        #[arg(long = "name", value_name = "NEW_NAME")]
        new_name: Option<String>,
        /// The new description
        #[arg(long, short = 'd')]
        description: Option<String>,
    },
    /// Delete a permission (removing it from every role)
    #[command(visible_alias = "rm")]
    Delete {
        /// The resource (id or indicator)
        #[arg(long, short = 'r')]
        resource: String,
        /// Permission name or id
        name: String,
    },
}

impl ScopeCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            ScopeCmd::Create {
                resource,
                name,
                name_flag,
                description,
            } => ctx.write(
                |tx| {
                    scopes::create(
                        tx,
                        NewScope {
                            resource,
                            name: name_of(name, name_flag),
                            description,
                        },
                    )
                },
                one,
            ),
            ScopeCmd::List { resource } => ctx.read(|tx| scopes::list(tx, &resource), many),
            ScopeCmd::Get { resource, name } => {
                ctx.read(|tx| scopes::get(tx, &resource, &name), one)
            }
            ScopeCmd::Update {
                resource,
                name,
                new_name,
                description,
            } => ctx.write(
                |tx| {
                    scopes::update(
                        tx,
                        &resource,
                        &name,
                        ScopeUpdate {
                            name: new_name,
                            description,
                        },
                    )
                },
                one,
            ),
            ScopeCmd::Delete { resource, name } => {
                ctx.confirm(&format!("Delete permission {name} of {resource}?"))?;
                ctx.write(
                    |tx| scopes::delete(tx, &resource, &name),
                    |ctx, s| deleted(ctx, "permission", &s.name, s),
                )
            }
        }
    }
}
