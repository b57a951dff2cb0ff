//! The command line: clap types and thin handlers that parse, call an operation, and render.
//! No SQL and no crypto here.

mod apply;
mod backup;
mod claims;
mod client;
mod config;
mod connector;
pub mod error;
pub(crate) mod events;
mod experience;
mod generate;
mod grammar;
pub mod help;
mod hook;
mod keys;
mod maintenance;
mod org;
mod password;
mod quickstart;
mod remote;
mod resource;
mod role;
mod scope;
mod serve;
mod token;
mod user;

use crate::error::{Code, Error, Result};
use crate::events::Event;
use crate::output::Format;
use crate::store::{Location, Outcome, Store, Tx};
use crate::util::sanitize;
use clap::{Parser, Subcommand, ValueEnum};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

/// The heading of the options every command takes, in every command's help.
const GLOBAL: &str = "Global options";

/// Commands that may ask for a confirmation: only these show `--yes` in their help.
const CONFIRMS: &[&str] = &[
    "apply",
    "client delete",
    "hook delete",
    "keys delete",
    "org apps remove",
    "org delete",
    "org members remove",
    "org role delete",
    "org scope delete",
    "pat delete",
    "resource delete",
    "role delete",
    "scope delete",
    "store backup",
    "store restore",
    "user delete",
    "user mfa remove",
];

/// Commands that never change the store, so cause no event: their help does not show
/// `--events`.
const READ_ONLY: &[&str] = &[
    "claims get",
    "claims list",
    "claims test",
    "client get",
    "client list",
    "client roles",
    "client scopes",
    "completions",
    "config get",
    "config list",
    "connector get",
    "connector list",
    "connector logs",
    "decode",
    "events get",
    "events list",
    "experience codes",
    "export",
    "hook events",
    "hook get",
    "hook list",
    "hook logs",
    "keys export",
    "keys jwks",
    "keys list",
    "keys sign",
    "man",
    "org apps list",
    "org get",
    "org list",
    "org members list",
    "org members scopes",
    "org role get",
    "org role list",
    "org role resource-scopes",
    "org role scopes list",
    "org scope get",
    "org scope list",
    "pat list",
    "resource get",
    "resource list",
    "role get",
    "role list",
    "role scopes",
    "scope get",
    "scope list",
    "serve",
    "user get",
    "user list",
    "user mfa list",
    "user roles",
    "user scopes",
    "verify",
];

/// The command line as its help, man pages and completions show it: the clap definitions,
/// with the examples of [`help::EXAMPLES`] after their commands' help, and `--yes` and
/// `--events` hidden from the help of the commands they do nothing for (they are still
/// accepted there, as everywhere, so a script may pass them to every command).
///
/// Parsing does not need this: [`parse`] parses with the plain definitions and decorates
/// only the help it renders.
pub fn command() -> clap::Command {
    let mut cmd = root();
    cmd.build();
    decorate(deepen_help(cmd), "", None)
}

/// The `help` subcommands of `cmd` and below, listing every command under them as clap lists
/// them for a tree built at once. clap lists a command's subcommands under `help` when it
/// builds the command, which is before it builds (so defines) the deferred ones.
fn deepen_help(cmd: clap::Command) -> clap::Command {
    let real: Vec<clap::Command> = cmd
        .get_subcommands()
        .filter(|s| s.get_name() != "help")
        .cloned()
        .collect();
    cmd.mut_subcommands(|s| {
        if s.get_name() != "help" {
            return deepen_help(s);
        }
        s.mut_subcommands(
            |listed| match real.iter().find(|c| c.get_name() == listed.get_name()) {
                Some(c) => {
                    let bin_name = listed.get_bin_name().unwrap_or(c.get_name()).to_string();
                    // In the place of the one listed (its position among the others).
                    help_copy(c, bin_name).display_order(listed.get_display_order())
                }
                None => listed,
            },
        )
    })
}

/// `c` and its subcommands as names and help lines only, as clap copies them under `help`.
fn help_copy(c: &clap::Command, bin_name: String) -> clap::Command {
    let subs: Vec<clap::Command> = c
        .get_subcommands()
        .filter(|s| s.get_name() != "help")
        .map(|s| help_copy(s, format!("{bin_name} {}", s.get_name())))
        .collect();
    let copy = clap::Command::new(c.get_name().to_string())
        .bin_name(bin_name)
        .hide(c.is_hide_set())
        .disable_help_flag(true)
        .disable_version_flag(true)
        .disable_help_subcommand(true)
        .subcommands(subs);
    match c.get_about() {
        Some(about) => copy.about(about.clone()),
        None => copy,
    }
}

/// The plain definitions with the root's own help text (exit statuses, environment, files),
/// which only help needs.
fn root() -> clap::Command {
    <Cli as clap::CommandFactory>::command().after_help(help::after_help())
}

/// This process's command line, parsed with the plain definitions, whose subcommands are
/// deferred: clap builds only the commands on the way. Help is rendered as [`command`]
/// decorates it.
pub fn parse() -> std::result::Result<Cli, clap::Error> {
    use clap::FromArgMatches;
    use clap::error::ErrorKind;
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let mut cmd = <Cli as clap::CommandFactory>::command();
    match cmd.try_get_matches_from_mut(args.iter()) {
        Ok(mut matches) => Cli::from_arg_matches_mut(&mut matches).map_err(|e| e.format(&mut cmd)),
        Err(e)
            if matches!(
                e.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) =>
        {
            Err(help_for(cmd, args).unwrap_or(e))
        }
        Err(e) => Err(e),
    }
}

/// The help `args` asks for, decorated as [`command`] decorates it, from `cmd`, which parsed
/// `args` (so built the commands they name). Only those are decorated: the others stay
/// deferred, so the help of one command costs one command's definitions, not the whole tree's.
fn help_for(cmd: clap::Command, args: Vec<std::ffi::OsString>) -> Option<clap::Error> {
    if args.iter().skip(1).any(|a| a == "help") {
        // clap answers `help COMMAND` on a copy of the command it builds itself: decorate the
        // whole tree first (an argument's value spelled `help` takes this way too, to the same
        // help).
        return command().try_get_matches_from(args).err();
    }
    let way = way(&cmd, &args);
    let cmd = cmd.after_help(help::after_help());
    let mut cmd = decorate(cmd, "", Some(&way));
    cmd.try_get_matches_from_mut(args).err()
}

/// The names of the subcommands `args` goes through. (A value spelled like a subcommand of
/// the command before it adds that one: it is decorated for nothing, which changes no help.)
fn way(cmd: &clap::Command, args: &[std::ffi::OsString]) -> Vec<String> {
    let mut names = Vec::new();
    let mut current = cmd;
    for arg in args.iter().skip(1).filter_map(|a| a.to_str()) {
        if let Some(sub) = current.find_subcommand(arg) {
            names.push(sub.get_name().to_string());
            current = sub;
        }
    }
    names
}

/// Decorates `cmd` (at `path`) and its subcommands at any depth: all of them, or only those
/// on the `way` (the names below `cmd`).
fn decorate(mut cmd: clap::Command, path: &str, way: Option<&[String]>) -> clap::Command {
    if !path.is_empty() {
        if let Some(examples) = help::examples_of(path) {
            cmd = cmd.after_help(help::examples_help(examples));
        }
        if !cmd.has_subcommands() {
            let hide_yes = !CONFIRMS.contains(&path);
            let hide_events = READ_ONLY.contains(&path);
            // In place: the arguments keep their order (and the built command its index).
            cmd = cmd.mut_args(|a| match a.get_id().as_str() {
                "yes" if hide_yes => a.hide(true),
                "events" if hide_events => a.hide(true),
                _ => a,
            });
        }
    }
    cmd.mut_subcommands(|s| {
        if s.get_name() == "help" {
            return s;
        }
        let rest = match way.map(|w| w.split_first()) {
            None => None,
            Some(Some((next, rest))) if next == s.get_name() => Some(rest),
            Some(_) => return s,
        };
        let sub_path = if path.is_empty() {
            s.get_name().to_string()
        } else {
            format!("{path} {}", s.get_name())
        };
        decorate(s, &sub_path, rest)
    })
}

/// Administration and token tool for an OAuth/OIDC identity and authorization service,
/// working on a local SQLite store.
#[derive(Debug, Parser)]
#[command(
    name = "idctl",
    version,
    propagate_version = true,
    max_term_width = 100
)]
pub struct Cli {
    // The environment variables behind these flags are read by `crate::env`, not by clap's
    // `env`: clap would list their values in usage lines as if they had been typed.
    /// Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq
    /// "host=... dbname=..." string); or IDCTL_STORE [default: the data directory's
    /// idctl/idctl.db]
    #[arg(long, global = true, value_name = "STORE", help_heading = GLOBAL)]
    pub store: Option<PathBuf>,

    /// Output format: a table for people, JSON (only JSON on stdout) for scripts; or
    /// IDCTL_OUTPUT [default: table]
    #[arg(short = 'o', long, global = true, value_enum, help_heading = GLOBAL)]
    pub output: Option<Format>,

    /// Answer yes to confirmations (required to delete when not on a terminal)
    #[arg(short = 'y', long, global = true, help_heading = GLOBAL)]
    pub yes: bool,

    /// Also print every event the command caused, as one JSON line each, on this stream; or
    /// IDCTL_EVENTS
    #[arg(long, global = true, value_enum, value_name = "STREAM", help_heading = GLOBAL)]
    pub events: Option<Stream>,

    #[command(subcommand)]
    pub command: Command,
}

impl Cli {
    /// The output format: `-o`, else `IDCTL_OUTPUT`, else a table. An invalid `IDCTL_OUTPUT`
    /// is a usage error.
    pub fn format(&self) -> Result<Format> {
        match self.output {
            Some(f) => Ok(f),
            None => Ok(crate::env::choice(crate::env::OUTPUT)?.unwrap_or(Format::Table)),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Stream {
    Stdout,
    Stderr,
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum Command {
    /// Create the store (idempotent) and print where it is
    Init(config::InitArgs),
    /// Read and change store settings (base-url, lockout, event retention, rate limits)
    #[command(subcommand)]
    Config(config::ConfigCmd),
    /// API resources, identified by an absolute-URI resource indicator
    #[command(subcommand)]
    Resource(resource::ResourceCmd),
    /// Permissions (scopes) of an API resource
    #[command(subcommand)]
    Scope(scope::ScopeCmd),
    /// Roles: named sets of permissions, given to users or machine clients
    #[command(subcommand)]
    Role(role::RoleCmd),
    /// Users, their roles and permissions
    #[command(subcommand)]
    User(user::UserCmd),
    /// User interactions: sign-up, sign-in, codes, one-time tokens, reset, linking
    #[command(subcommand)]
    Experience(experience::ExperienceCmd),
    /// Personal access tokens of users
    #[command(subcommand)]
    Pat(user::PatCmd),
    /// Organizations, members, organization roles and organization permissions
    #[command(subcommand)]
    Org(org::OrgCmd),
    /// Clients (applications): machine-to-machine services, and single-page, native and
    /// traditional web apps that sign users in
    #[command(subcommand)]
    Client(client::ClientCmd),
    /// Make the store match a manifest file (configuration as code)
    Apply(apply::ApplyArgs),
    /// Write the store as a manifest file
    Export(apply::ExportArgs),
    /// The store file: back it up to one file, restore it from one, remove expired rows
    #[command(subcommand)]
    Store(backup::StoreCmd),
    /// Create an example API, permissions, m2m role and client, and show how to get a token
    Quickstart(quickstart::QuickstartArgs),
    /// Mint an access token: client credentials, a user's authorization code flow, refresh
    /// token, or PAT token exchange
    Token(token::TokenArgs),
    /// Show a token's header and claims without verifying it
    Decode(token::DecodeArgs),
    /// Verify an access token offline: signature, type (at+jwt), expiry, issuer, audience,
    /// permissions
    Verify(token::VerifyArgs),
    /// Serve the store over HTTP: the OAuth/OIDC endpoints, the sign-in pages apps send users
    /// to, and the Management API; anonymous requests are rate limited, and expired rows are
    /// removed every minute
    Serve(serve::ServeArgs),
    /// Signing keys and the public JWK Set
    #[command(subcommand)]
    Keys(keys::KeysCmd),
    /// Custom token claims: a JavaScript getCustomJwtClaims function whose object is added
    /// to access tokens (one script for users' tokens, one for machine-to-machine tokens)
    #[command(subcommand)]
    Claims(claims::ClaimsCmd),
    /// Webhooks: signed HTTP deliveries with retries and logs, or standard output
    #[command(subcommand)]
    Hook(hook::HookCmd),
    /// Connectors: the email and SMS channels that deliver verification codes (SMTP or a
    /// signed HTTP POST, with retries and logs), and sign-in through another identity provider
    /// (OpenID Connect, OAuth 2)
    #[command(subcommand)]
    Connector(connector::ConnectorCmd),
    /// The event log: every event a change caused
    #[command(subcommand)]
    Events(events::EventsCmd),
    /// Print or write shell completions
    Completions(generate::CompletionsArgs),
    /// Print, write or install man pages (man --install-dir DIR, for `man idctl`)
    Man(generate::ManArgs),
}

/// What every handler gets: the global flags, resolved.
pub struct Ctx {
    pub store: Location,
    pub format: Format,
    pub yes: bool,
    pub events: Option<Stream>,
}

/// The default store: `<data dir>/idctl/idctl.db` (e.g. `~/.local/share/idctl/idctl.db`).
pub fn default_store_path() -> Result<PathBuf> {
    directories::ProjectDirs::from("", "", "idctl")
        .map(|d| d.data_dir().join("idctl.db"))
        .ok_or_else(|| {
            Error::new(
                Code::StoreNoHome,
                "cannot find a data directory for the default store",
            )
            .with_hint("pass --store PATH or set IDCTL_STORE")
        })
}

impl Ctx {
    pub fn open(&self) -> Result<Store> {
        Store::open_at(&self.store)
    }

    /// Runs `f` in one write transaction, then renders its value and publishes its events.
    pub fn write<T>(
        &self,
        f: impl FnOnce(&mut Tx) -> Result<T>,
        render: impl FnOnce(&Self, &T) -> Result<()>,
    ) -> Result<()> {
        let (mut store, out) = self.on_store(|s| s.write(f))?;
        self.finish(&mut store, &out, render)
    }

    /// Runs `read` in one read transaction, `between` on its value outside any transaction
    /// (a password hash, which every other writer would wait for inside one), then `write` in
    /// one write transaction, and renders its value.
    pub fn read_then_write<A, B, T>(
        &self,
        read: impl FnOnce(&mut Tx) -> Result<A>,
        between: impl FnOnce(A) -> Result<B>,
        write: impl FnOnce(&mut Tx, B) -> Result<T>,
        render: impl FnOnce(&Self, &T) -> Result<()>,
    ) -> Result<()> {
        let (mut store, out) = self.on_store(|s| {
            let b = between(s.read(read)?.value)?;
            s.write(|tx| write(tx, b))
        })?;
        self.finish(&mut store, &out, render)
    }

    /// Opens the store and runs `f` on it. A command that fails on a store it was about to
    /// create leaves nothing behind: the store is exactly as before, that is, absent (or the
    /// empty file it was), unless another process has started to use it meanwhile.
    fn on_store<T>(&self, f: impl FnOnce(&mut Store) -> Result<T>) -> Result<(Store, T)> {
        let mut store = self.open()?;
        match f(&mut store) {
            Ok(v) => Ok((store, v)),
            Err(e) => {
                store.discard_if_new();
                Err(e)
            }
        }
    }

    /// Runs `f`, a token request, in one transaction (a write one when `write`) and renders
    /// its value. A custom claims script it meets never runs inside a write transaction (see
    /// `claims::in_rounds`): `f` may run more than once, and only the last run's transaction
    /// commits anything.
    pub fn token_rounds<T>(
        &self,
        write: bool,
        mut f: impl FnMut(&mut Tx) -> Result<T>,
        render: impl FnOnce(&Self, &T) -> Result<()>,
    ) -> Result<()> {
        let (mut store, out) = self.on_store(|s| {
            crate::token::claims::in_rounds(
                write,
                || match write {
                    true => s.write(&mut f),
                    false => s.read(&mut f),
                },
                |script| script.run(),
            )?
        })?;
        self.finish(&mut store, &out, render)
    }

    /// Runs `f` in one read transaction and renders its value.
    pub fn read<T>(
        &self,
        f: impl FnOnce(&mut Tx) -> Result<T>,
        render: impl FnOnce(&Self, &T) -> Result<()>,
    ) -> Result<()> {
        let (mut store, out) = self.on_store(|s| s.read(f))?;
        self.finish(&mut store, &out, render)
    }

    fn finish<T>(
        &self,
        store: &mut Store,
        out: &Outcome<T>,
        render: impl FnOnce(&Self, &T) -> Result<()>,
    ) -> Result<()> {
        for n in &out.notices {
            self.warn(n);
        }
        // Events of a committed transaction go out even when the command then fails (a
        // refused sign-in commits its failure count, and perhaps a lockout).
        let rendered = render(self, &out.value);
        self.publish(store, &out.events, out.deliveries, &out.stdout_hooks)?;
        rendered
    }

    /// Sends the events of a committed command where they are wanted: the `--events`
    /// stream, stdout hooks, and the URL hooks whose deliveries the command queued. Delivery
    /// never changes the command's exit code; failures are warnings and stay queued. The URL
    /// hooks get one cheap attempt each (`Policy::INLINE`: no retries, none to a hook that
    /// failed moments ago), and whatever stays queued is one warning line for the command.
    ///
    /// Stored stdout hooks print only when the command's own output is a table: under
    /// `-o json` stdout holds exactly one JSON document, and a hook stored once must not
    /// break that for every later script (the events stay in the log, `idctl events list`).
    /// `--events stdout` is the caller's own request for this command, and is honoured.
    fn publish(
        &self,
        store: &mut Store,
        events: &[Event],
        deliveries: usize,
        stdout_hooks: &[crate::model::Hook],
    ) -> Result<()> {
        if events.is_empty() {
            return Ok(());
        }
        if let Some(stream) = self.events {
            for e in events {
                let line = e.payload.to_string();
                match stream {
                    Stream::Stdout => crate::output::emit(&line)?,
                    Stream::Stderr => {
                        let _ = writeln!(std::io::stderr(), "{line}");
                    }
                }
            }
        }
        let stdout_hooks = match self.format {
            Format::Table => stdout_hooks,
            Format::Json => &[],
        };
        for hook in stdout_hooks {
            for e in events {
                if crate::events::outbox::selects(&hook.events, &e.name) {
                    crate::output::emit(&crate::events::delivery::body(&e.payload, &hook.id))?;
                }
            }
        }
        if deliveries > 0 {
            let ids: Vec<String> = events.iter().map(|e| e.id.clone()).collect();
            let policy = crate::events::delivery::Policy::INLINE;
            match crate::events::delivery::run(
                store,
                crate::store::hooks::Due::Events(&ids),
                policy,
            ) {
                Ok(summary) => {
                    for w in &summary.warnings {
                        self.warn(w);
                    }
                    if let Some(line) = summary.queued_line() {
                        self.warn(&line);
                    }
                }
                Err(e) => self.warn(&format!(
                    "events were recorded but not delivered: {}; run idctl hook deliver",
                    e.detail().message
                )),
            }
        }
        Ok(())
    }

    /// A warning on stderr: `warning: ...` under a table, `{"warning": "..."}` under JSON.
    pub fn warn(&self, message: &str) {
        crate::output::warn(self.format, message);
    }

    /// Progress of a long-running command on stderr: a line, or `{"progress": "..."}`.
    pub fn progress(&self, message: &str) {
        crate::output::progress(self.format, message);
    }

    /// A note for people on stderr (table output only; under JSON it would be noise).
    pub fn note(&self, message: &str) {
        crate::output::note(self.format, message);
    }

    /// Asks before a destructive change. `--yes` skips the question; without a terminal
    /// and without `--yes` the command is refused before anything changes.
    pub fn confirm(&self, question: &str) -> Result<()> {
        if self.yes {
            return Ok(());
        }
        if !std::io::stdin().is_terminal() || !std::io::stderr().is_terminal() {
            return Err(Error::usage(format!(
                "refusing to {} without confirmation: not a terminal",
                refusal(question)
            ))
            .with_hint("pass --yes to confirm"));
        }
        let ok = dialoguer::Confirm::new()
            .with_prompt(sanitize(question))
            .default(false)
            .interact()
            .map_err(|e| Error::new(Code::IoError, format!("cannot ask for confirmation: {e}")))?;
        if ok {
            Ok(())
        } else {
            Err(Error::new(Code::Aborted, "aborted: nothing was changed"))
        }
    }
}

/// The question of a confirmation as the object of "refusing to ...": its first letter in
/// lower case and its question mark gone. Only the first letter: the rest names records, and
/// names (a key's kid, a user's name) are case-sensitive.
fn refusal(question: &str) -> String {
    let q = question.trim_end().trim_end_matches('?');
    let mut chars = q.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Renders one record.
pub(crate) fn one<T: crate::output::View + serde::Serialize>(ctx: &Ctx, value: &T) -> Result<()> {
    crate::output::one(ctx.format, value)
}

/// Renders a list.
#[allow(clippy::ptr_arg)]
pub(crate) fn many<T: crate::output::View + serde::Serialize>(
    ctx: &Ctx,
    values: &Vec<T>,
) -> Result<()> {
    crate::output::many(ctx.format, values)
}

/// Splits repeated, space-separated permission arguments into names, as the OAuth `scope`
/// parameter is split (single spaces, RFC 6749 section 3.3).
pub(crate) fn split_scopes(values: &[String]) -> Vec<String> {
    values
        .iter()
        .flat_map(|v| crate::util::split_scope(v))
        .map(str::to_string)
        .collect()
}

pub fn run(cli: Cli) -> Result<()> {
    let format = cli.format()?;
    let events = match cli.events {
        Some(s) => Some(s),
        None => crate::env::choice(crate::env::EVENTS)?,
    };
    let store = match cli.store {
        Some(p) => Location::parse(p.as_os_str())?,
        None => match crate::env::raw(crate::env::STORE) {
            Some(p) => Location::parse(std::ffi::OsStr::new(&p))?,
            None => Location::Sqlite(default_store_path()?),
        },
    };
    let ctx = Ctx {
        store,
        format,
        yes: cli.yes,
        events,
    };
    match cli.command {
        Command::Init(a) => a.run(&ctx),
        Command::Config(c) => c.run(&ctx),
        Command::Resource(c) => c.run(&ctx),
        Command::Scope(c) => c.run(&ctx),
        Command::Role(c) => c.run(&ctx),
        Command::Client(c) => c.run(&ctx),
        Command::User(c) => c.run(&ctx),
        Command::Pat(c) => c.run(&ctx),
        Command::Experience(c) => c.run(&ctx),
        Command::Org(c) => c.run(&ctx),
        Command::Events(c) => c.run(&ctx),
        Command::Store(c) => c.run(&ctx),
        Command::Hook(c) => c.run(&ctx),
        Command::Connector(c) => c.run(&ctx),
        Command::Apply(a) => a.run(&ctx),
        Command::Export(a) => a.run(&ctx),
        Command::Quickstart(a) => a.run(&ctx),
        Command::Token(a) => a.run(&ctx),
        Command::Decode(a) => a.run(&ctx),
        Command::Verify(a) => a.run(&ctx),
        Command::Keys(c) => c.run(&ctx),
        Command::Claims(c) => c.run(&ctx),
        Command::Serve(a) => a.run(&ctx),
        Command::Completions(a) => a.run(),
        Command::Man(a) => a.run(&ctx),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every argument and subcommand of `cmd` and below without help text, as paths.
    fn undocumented(cmd: &clap::Command, path: &str, out: &mut Vec<String>) {
        for arg in cmd.get_arguments() {
            let id = arg.get_id().as_str();
            if matches!(id, "help" | "version") || arg.is_hide_set() {
                continue;
            }
            let help = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
            if help.trim().is_empty() {
                out.push(format!("{path} {id}"));
            }
        }
        for sub in cmd.get_subcommands() {
            let sub_path = format!("{path} {}", sub.get_name());
            if sub
                .get_about()
                .is_none_or(|a| a.to_string().trim().is_empty())
            {
                out.push(sub_path.clone());
            }
            undocumented(sub, &sub_path, out);
        }
    }

    #[test]
    fn every_argument_and_subcommand_has_help_text() {
        let mut cmd = Cli::command();
        cmd.build();
        let mut missing = Vec::new();
        undocumented(&cmd, "idctl", &mut missing);
        assert!(
            missing.is_empty(),
            "without help text ({}):\n{}",
            missing.len(),
            missing.join("\n")
        );
    }

    /// Checks, below `full` (at `path`), that the help of a command not built yet (a deferred
    /// subcommand as a parent's help lists it) is its help once built. A doc comment on a
    /// struct that a command flattens would otherwise replace the command's own help when the
    /// deferred definitions run.
    fn same_help_built_or_not(full: &clap::Command, path: &[&str], out: &mut Vec<String>) {
        if !full.has_subcommands() {
            return;
        }
        let mut args = vec!["idctl"];
        args.extend_from_slice(path);
        args.push("--help");
        let mut lazy = root();
        let _ = lazy.try_get_matches_from_mut(&args);
        let mut parent = &lazy;
        for name in path {
            parent = parent.find_subcommand(name).expect("built on the way");
        }
        for sub in full.get_subcommands().filter(|s| s.get_name() != "help") {
            let name = sub.get_name();
            let about = |c: &clap::Command| c.get_about().map(|a| a.to_string());
            let stub = parent.find_subcommand(name).expect("listed");
            if about(stub) != about(sub) {
                out.push(format!("{} {name}", path.join(" ")));
            }
            let mut sub_path = path.to_vec();
            sub_path.push(name);
            same_help_built_or_not(sub, &sub_path, out);
        }
    }

    #[test]
    fn a_command_has_the_same_help_in_its_parent_list_and_on_its_own() {
        let mut out = Vec::new();
        same_help_built_or_not(&command(), &[], &mut out);
        assert!(out.is_empty(), "help differs once built: {out:?}");
    }

    #[test]
    fn the_lists_of_confirming_and_read_only_commands_name_commands_that_exist() {
        let cmd = command();
        for path in CONFIRMS.iter().chain(READ_ONLY) {
            let mut c = &cmd;
            for name in path.split(' ') {
                c = c
                    .find_subcommand(name)
                    .unwrap_or_else(|| panic!("{path:?} is not a command"));
            }
            assert!(!c.has_subcommands(), "{path:?} is not a leaf command");
        }
        for path in CONFIRMS {
            assert!(!READ_ONLY.contains(path), "{path:?} confirms a change");
        }
        let mut sorted = CONFIRMS.to_vec();
        sorted.sort();
        assert_eq!(sorted, CONFIRMS);
        let mut sorted = READ_ONLY.to_vec();
        sorted.sort();
        assert_eq!(sorted, READ_ONLY);
    }

    #[test]
    fn token_help_names_all_four_grants() {
        let cmd = Cli::command();
        let token = cmd.find_subcommand("token").expect("token");
        let about = token.get_about().map(|a| a.to_string()).unwrap_or_default();
        for grant in [
            "client credentials",
            "authorization code",
            "refresh token",
            "token exchange",
        ] {
            assert!(about.contains(grant), "{grant} missing from: {about}");
        }
    }

    #[test]
    fn refusals_keep_the_case_of_names() {
        assert_eq!(
            refusal("Remove key AbC-dEf (tokens it signed will stop verifying)?"),
            "remove key AbC-dEf (tokens it signed will stop verifying)"
        );
        assert_eq!(refusal("Delete user Alice?"), "delete user Alice");
        assert_eq!(refusal(""), "");
    }
}
