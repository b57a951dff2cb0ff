use super::Ctx;
use crate::error::Result;
use crate::ops;
use crate::output::{self, Format};
use clap::{Args, Subcommand};
use serde::Serialize;

#[derive(Debug, Args)]
pub struct InitArgs {
    /// Service base URL (the token issuer is this + /oidc)
    #[arg(long, value_name = "URL")]
    base_url: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct InitResult {
    store: String,
    created: bool,
    base_url: String,
    issuer: String,
}

impl InitArgs {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        let created = ctx.store.is_fresh();
        let store = ctx.store.display();
        ctx.write(
            |tx| {
                if let Some(url) = &self.base_url {
                    ops::config::set(tx, "base-url", url)?;
                }
                Ok(InitResult {
                    store,
                    created,
                    base_url: ops::config::base_url(tx)?,
                    issuer: ops::config::issuer(tx)?,
                })
            },
            |ctx, r| match ctx.format {
                Format::Json => output::json(r),
                Format::Table => {
                    let verb = if r.created { "created" } else { "using" };
                    output::emit(&format!(
                        "{verb} store {}\nissuer: {}",
                        crate::util::sanitize(&r.store),
                        crate::util::sanitize(&r.issuer)
                    ))
                }
            },
        )
    }
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ConfigCmd {
    /// Print one setting
    Get {
        /// The setting: base-url, lockout.max-attempts, lockout.duration, retention.events or
        /// a rate-limit.* key (config list shows them all)
        key: String,
    },
    /// Change one setting (base-url, lockout.*, retention.events, rate-limit.*)
    Set {
        /// The setting: base-url, lockout.max-attempts, lockout.duration, retention.events or
        /// a rate-limit.* key (config list shows them all)
        key: String,
        /// Its new value: a URL; a number of attempts; minutes; a duration such as 30d
        /// (retention.events); COUNT/PERIOD such as 60/1m (rate-limit.*)
        value: String,
    },
    /// Print every setting with its effective value, defaults included
    #[command(visible_alias = "ls")]
    List,
}

impl ConfigCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            ConfigCmd::Get { key } => ctx.read(
                |tx| ops::config::get(tx, &key),
                |ctx, e| match ctx.format {
                    Format::Json => output::json(e),
                    Format::Table => output::emit(&crate::util::sanitize(&e.value)),
                },
            ),
            ConfigCmd::Set { key, value } => ctx.write(
                |tx| ops::config::set(tx, &key, &value),
                |ctx, e| output::one(ctx.format, e),
            ),
            ConfigCmd::List => ctx.read(|tx| ops::config::list(tx), super::many),
        }
    }
}
