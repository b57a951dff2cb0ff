//! `idctl store backup|restore`: the whole store, as one file.

use super::Ctx;
use crate::error::Result;
use crate::output::{self, Format};
use clap::Subcommand;
use std::path::PathBuf;

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum StoreCmd {
    /// Write a consistent copy of the whole store to FILE (mode 0600), even while a server
    /// or other commands write to it; an existing FILE is replaced only with --force (or
    /// after confirmation on a terminal)
    Backup {
        /// The backup file to write
        file: PathBuf,
        /// Replace FILE when it exists, without asking
        #[arg(long)]
        force: bool,
    },
    /// Replace the store with a backup (asks first; refused while another process, such
    /// as idctl serve, has the store open)
    Restore {
        /// A file written by idctl store backup
        file: PathBuf,
    },
    /// Remove expired rows: sessions, codes and mailbox messages, authorization codes,
    /// tokens and grants, lockout counters past their window, and events and delivered
    /// webhook deliveries older than retention.events (default 90d). `idctl serve` does the
    /// same every minute; this is for stores without a server
    Prune {
        /// Then give the freed space back to the file system (rewrites the store file)
        #[arg(long)]
        vacuum: bool,
    },
    /// Copy everything the store holds (keys, settings, users, clients, grants, sessions,
    /// events, the webhook outbox, with their ids) into another store, SQLite or PostgreSQL,
    /// in one transaction; the target must hold no data yet. Tokens already issued verify and
    /// passwords and client secrets keep working there; no event is recorded
    Copy {
        /// The target store: a file path, a postgres:// URL or a libpq `host=... dbname=...`
        /// string (a password comes from PGPASSWORD or a password file)
        #[arg(long, value_name = "STORE")]
        to: std::ffi::OsString,
    },
    /// Show where the store is: the engine, the file or the PostgreSQL host, port, database,
    /// user, schema and TLS mode (never a password), and the schema version (0: no store yet;
    /// nothing is created or changed)
    Info,
    /// Bring the store's schema up to this build's (every command does it on first use; this
    /// is for operators who keep the right to change the schema away from the service)
    Migrate {
        /// Change nothing: exit 0 when the schema is this build's, 9 when migrations are
        /// pending (or there is no store yet)
        #[arg(long)]
        check: bool,
    },
}

impl StoreCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            StoreCmd::Backup { file, force } => {
                let info =
                    crate::ops::backup::backup(ctx.store.file("store backup")?, &file, |q| {
                        if force {
                            return Ok(());
                        }
                        ctx.confirm(q).map_err(|e| {
                            e.with_hint("pass --yes to confirm, or --force to replace it")
                        })
                    })?;
                match ctx.format {
                    Format::Json => output::json(&info),
                    Format::Table => output::emit(&format!(
                        "backed up {} to {} ({} bytes, schema {})",
                        info.store, info.file, info.bytes, info.schema_version
                    )),
                }
            }
            StoreCmd::Prune { vacuum } => super::maintenance::prune(ctx, vacuum),
            StoreCmd::Migrate { check } => super::maintenance::migrate(ctx, check),
            StoreCmd::Info => super::maintenance::info(ctx),
            StoreCmd::Copy { to } => super::maintenance::copy(ctx, &to),
            StoreCmd::Restore { file } => {
                let info =
                    crate::ops::backup::restore(ctx.store.file("store restore")?, &file, |q| {
                        ctx.confirm(q)
                    })?;
                match ctx.format {
                    Format::Json => output::json(&info),
                    Format::Table => output::emit(&format!(
                        "restored {} from {}{}",
                        info.store,
                        info.file,
                        if info.replaced {
                            " (the store that was there is replaced)"
                        } else {
                            ""
                        }
                    )),
                }
            }
        }
    }
}
