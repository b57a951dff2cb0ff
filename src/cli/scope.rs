use super::resource::deleted;
use super::{Ctx, many, one};
use crate::error::Result;
use crate::ops::scopes::{self, NewScope};
use clap::Subcommand;

#[derive(Debug, Subcommand)]
pub enum ScopeCmd {
    /// Define a permission on a resource
    Create {
        /// The resource (id or indicator)
        #[arg(long, short = 'r')]
        resource: String,
        /// Permission name, e.g. read:orders (no whitespace, at most 256 characters)
        name: String,
        #[arg(long, short = 'd')]
        description: Option<String>,
    },
    /// List the permissions of a resource
    List {
        #[arg(long, short = 'r')]
        resource: String,
    },
    /// Change a permission's description
    Update {
        #[arg(long, short = 'r')]
        resource: String,
        /// Permission name or id
        name: String,
        #[arg(long, short = 'd')]
        description: String,
    },
    /// Delete a permission (removing it from every role)
    Delete {
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
                description,
            } => ctx.write(
                |tx| {
                    scopes::create(
                        tx,
                        NewScope {
                            resource,
                            name,
                            description,
                        },
                    )
                },
                one,
            ),
            ScopeCmd::List { resource } => ctx.read(|tx| scopes::list(tx, &resource), many),
            ScopeCmd::Update {
                resource,
                name,
                description,
            } => ctx.write(|tx| scopes::update(tx, &resource, &name, description), one),
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
