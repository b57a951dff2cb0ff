use super::{Ctx, many, one};
use crate::error::Result;
use crate::ops::resources::{self, NewResource, ResourceUpdate};
use crate::output;
use clap::Subcommand;

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ResourceCmd {
    /// Register an API resource
    Create {
        /// Display name
        #[arg(required_unless_present = "name_flag")]
        name: Option<String>,
        /// The display name, as a flag (the same as NAME)
        #[arg(long = "name", value_name = "NAME", conflicts_with = "name")]
        name_flag: Option<String>,
        /// Resource indicator: an absolute URI without a fragment, matched byte for byte
        #[arg(long, value_name = "URI")]
        indicator: String,
        /// Access token lifetime in seconds [default: 3600]
        #[arg(long, value_name = "SECONDS", allow_negative_numbers = true)]
        ttl: Option<i64>,
        /// Make it the default resource (the audience when a token request names none)
        #[arg(long)]
        default: bool,
    },
    /// List API resources
    #[command(visible_alias = "ls")]
    List,
    /// Show one API resource (by id or indicator)
    Get {
        /// The resource (id or indicator)
        resource: String,
    },
    /// Change the name or token lifetime (the indicator cannot change)
    Update {
        /// The resource (id or indicator)
        resource: String,
        /// New display name
        #[arg(long)]
        name: Option<String>,
        /// New access token lifetime in seconds
        #[arg(long, value_name = "SECONDS", allow_negative_numbers = true)]
        ttl: Option<i64>,
    },
    /// Make a resource the default (unsets the previous default)
    SetDefault {
        /// The resource (id or indicator)
        resource: String,
    },
    /// Leave no resource as the default
    UnsetDefault,
    /// Delete a resource with its permissions (removing them from every role)
    #[command(visible_alias = "rm")]
    Delete {
        /// The resource (id or indicator)
        resource: String,
    },
}

impl ResourceCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            ResourceCmd::Create {
                name,
                name_flag,
                indicator,
                ttl,
                default,
            } => ctx.write(
                |tx| {
                    resources::create(
                        tx,
                        NewResource {
                            name: super::grammar::name_of(name, name_flag),
                            indicator,
                            ttl,
                            is_default: default,
                        },
                    )
                },
                one,
            ),
            ResourceCmd::List => ctx.read(|tx| resources::list(tx), many),
            ResourceCmd::Get { resource } => ctx.read(|tx| resources::get(tx, &resource), one),
            ResourceCmd::Update {
                resource,
                name,
                ttl,
            } => ctx.write(
                |tx| resources::update(tx, &resource, ResourceUpdate { name, ttl }),
                one,
            ),
            ResourceCmd::SetDefault { resource } => {
                ctx.write(|tx| resources::set_default(tx, &resource), one)
            }
            ResourceCmd::UnsetDefault => ctx.write(resources::unset_default, |ctx, r| match r {
                Some(r) => output::one(ctx.format, r),
                None if ctx.format == output::Format::Json => output::emit("null"),
                None => Ok(()),
            }),
            ResourceCmd::Delete { resource } => {
                ctx.confirm(&format!(
                    "Delete resource {resource} and all its permissions?"
                ))?;
                ctx.write(
                    |tx| resources::delete(tx, &resource),
                    |ctx, r| deleted(ctx, "resource", &r.indicator, r),
                )
            }
        }
    }
}

/// What a delete prints: the deleted record as JSON, or one line.
pub(crate) fn deleted<T: serde::Serialize>(
    ctx: &Ctx,
    kind: &str,
    name: &str,
    value: &T,
) -> Result<()> {
    match ctx.format {
        output::Format::Json => output::json(value),
        output::Format::Table => {
            output::emit(&format!("deleted {kind} {}", crate::util::sanitize(name)))
        }
    }
}
