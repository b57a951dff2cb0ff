//! The store: one SQLite file. This module tree is the only place that speaks SQL.
//!
//! Opening creates the file (mode 0600) and its folders on first use, refuses files that are
//! not idctl stores and stores written by a newer idctl, and applies migrations. Every command
//! runs in one transaction ([`Store::write`] / [`Store::read`]).

pub mod backup;
pub mod clients;
pub mod config;
pub mod connectors;
pub mod copy;
pub mod events;
pub mod experience;
mod file;
pub mod hooks;
pub mod keygen;
pub mod keys;
pub mod mfa;
pub mod orgs;
pub mod postgres;
pub mod prune;
pub mod resources;
pub mod roles;
pub mod scopes;
pub mod signin;
pub mod snapshot;
pub mod sql;
pub mod target;
pub mod upstream;
pub mod users;

use crate::error::{Code, Error, Result};
use crate::model::Event;
use rusqlite::{Connection, OpenFlags, TransactionBehavior};
pub use sql::Dialect;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// `PRAGMA application_id` of an idctl store ("idct").
pub const APPLICATION_ID: i64 = 0x6964_6374;

/// Migrations in order; the store's `PRAGMA user_version` counts how many are applied.
const MIGRATIONS: &[&str] = &[
    include_str!("migrations/0001_init.sql"),
    include_str!("migrations/0002_signing_keys.sql"),
    include_str!("migrations/0003_users.sql"),
    include_str!("migrations/0004_organizations.sql"),
    include_str!("migrations/0005_hooks.sql"),
    include_str!("migrations/0006_experience.sql"),
    include_str!("migrations/0007_delivery_claims.sql"),
    include_str!("migrations/0008_default_roles.sql"),
    include_str!("migrations/0009_management_api.sql"),
    include_str!("migrations/0010_client_types.sql"),
    include_str!("migrations/0011_sign_in.sql"),
    include_str!("migrations/0012_mailbox.sql"),
    include_str!("migrations/0013_hook_test_logs.sql"),
    include_str!("migrations/0014_audit.sql"),
    include_str!("migrations/0015_bounded_storage.sql"),
    include_str!("migrations/0016_oidc_details.sql"),
    include_str!("migrations/0017_list_indexes.sql"),
    include_str!("migrations/0018_one_grant_model.sql"),
    include_str!("migrations/0019_key_order.sql"),
    include_str!("migrations/0020_key_signed.sql"),
    include_str!("migrations/0021_organization_tokens.sql"),
    include_str!("migrations/0022_mfa.sql"),
    include_str!("migrations/0023_connectors.sql"),
    include_str!("migrations/0024_sign_in_connectors.sql"),
];

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// How long a writer waits for another idctl process before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(60);

/// Runs one write transaction; implemented by the store (the CLI) and the server's pool (so
/// the sweep and the sending of codes take their turn with the requests' writers).
pub trait Writer {
    fn write<T>(&mut self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<T>;
}

impl Writer for Store {
    fn write<T>(&mut self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<T> {
        Store::write(self, f).map(|o| o.value)
    }
}

pub struct Store {
    engine: Engine,
    /// The base URL this front serves under, when it is not the store's own (a server bound
    /// to a port chosen at start): tokens are issued for it.
    base_url: Option<String>,
}

/// The engine behind a store, with what each needs.
enum Engine {
    Sqlite {
        conn: Connection,
        path: PathBuf,
        /// This process's shared lock on the store file (see [`file`]).
        lock: std::sync::Arc<file::Lock>,
        /// Set when this process put the store in place: what a failed command leaves behind.
        created: Option<file::Leave>,
    },
    Postgres {
        /// The session (none after it was lost: the next transaction opens another).
        conn: Option<sql::PgConn>,
        target: std::sync::Arc<postgres::PgTarget>,
        /// Set when this process built the store: what a failed command removes again.
        built: bool,
    },
}

/// Where a store is: an SQLite file or a PostgreSQL database, as `--store` names it
/// ([`target::Target::parse`]).
pub use target::Target as Location;

impl Location {
    /// Where the store is, for messages (a PostgreSQL target without its password).
    pub fn display(&self) -> String {
        match self {
            Location::Sqlite(p) => p.display().to_string(),
            Location::Postgres(t) => t.display(),
        }
    }

    /// The SQLite file, for what only an SQLite store does (`what`, named in the refusal).
    pub fn file(&self, what: &str) -> Result<&Path> {
        match self {
            Location::Sqlite(p) => Ok(p),
            Location::Postgres(t) => Err(unsupported(what, &t.display())),
        }
    }

    /// The schema version of the store, read without changing anything: 0 when there is no
    /// store yet. Refuses what is not an idctl store, or one of a newer idctl.
    pub fn schema_version(&self) -> Result<i64> {
        match self {
            Location::Sqlite(p) => {
                if self.is_fresh() {
                    return Ok(0);
                }
                let conn = Connection::open_with_flags(p, OpenFlags::SQLITE_OPEN_READ_ONLY)
                    .map_err(|e| cannot(p, "open", e))?;
                let (app, ver) = versions(&conn)?;
                check_identity(&conn, p, app, ver)?;
                Ok(ver)
            }
            Location::Postgres(t) => postgres::schema_version(t),
        }
    }

    /// Refuses a store whose schema is not this build's (`serve --no-migrate`, `store
    /// migrate --check`): nothing is changed.
    pub fn require_current(&self) -> Result<i64> {
        let ver = self.schema_version()?;
        if ver == SCHEMA_VERSION {
            return Ok(ver);
        }
        let what = if ver == 0 {
            "holds no idctl store yet".to_string()
        } else {
            format!("has schema {ver}")
        };
        Err(Error::new(
            Code::StoreMigrationsPending,
            format!(
                "{} {what}; this build needs schema {SCHEMA_VERSION}: nothing was changed",
                self.display()
            ),
        )
        .with_hint("run idctl store migrate with a role that may change the schema"))
    }

    /// Is there no store yet (no file, an empty file, an empty database)?
    pub fn is_fresh(&self) -> bool {
        match self {
            Location::Sqlite(p) => fs::metadata(p).map_or(true, |m| m.len() == 0),
            Location::Postgres(t) => postgres::is_fresh(t),
        }
    }
}

/// The refusal of what works on SQLite stores only.
fn unsupported(what: &str, target: &str) -> Error {
    Error::new(
        Code::StoreUnsupported,
        format!("{what} works on SQLite stores; {target} is a PostgreSQL database"),
    )
    .with_hint("use PostgreSQL's own tools (pg_dump, VACUUM) for a PostgreSQL store")
}

/// A transaction on the store, with the time it started and the events recorded in it.
pub struct Tx<'c> {
    pub(crate) tx: sql::Handle<'c>,
    now_ms: i64,
    events: Vec<Event>,
    notices: Vec<String>,
    deliveries: usize,
    /// Enabled hooks, loaded once per transaction by the first event that needs them.
    hooks: Option<Vec<crate::model::Hook>>,
    /// Roles read in this transaction (see [`roles::find`]), dropped whenever a role changes.
    pub(crate) roles: std::cell::RefCell<RoleCache>,
    base_url: Option<String>,
    /// Who asked, when it was a request to the server (otherwise this machine's idctl).
    caller: Option<crate::model::Caller>,
    /// Keys that signed for the first time in this transaction (see [`Tx::signs_with`]).
    first_signatures: std::cell::RefCell<Vec<String>>,
    /// The recorded events keep their payloads after the insert (see [`Tx::lean_events`]).
    keep_payloads: bool,
}

/// A page of a list: at most `limit` records, after the first `offset` ([`Page::ALL`]: the
/// whole list). Lists are paged by SQLite (`LIMIT`/`OFFSET` along an index where the order
/// has one), so a page costs what its records cost, not what the table holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub limit: i64,
    pub offset: i64,
}

impl Page {
    /// The whole list (SQLite reads a negative `LIMIT` as none).
    pub const ALL: Page = Page {
        limit: -1,
        offset: 0,
    };
}

/// The records of a page, and how many records the whole list holds.
#[derive(Debug, Clone, PartialEq)]
pub struct Listed<T> {
    pub items: Vec<T>,
    pub total: i64,
}

impl<T> Listed<T> {
    /// The same page with each record made into another (or the first error).
    pub fn try_map<U>(self, f: impl FnMut(T) -> Result<U>) -> Result<Listed<U>> {
        Ok(Listed {
            items: self.items.into_iter().map(f).collect::<Result<_>>()?,
            total: self.total,
        })
    }
}

/// What `idctl apply` would otherwise query once per user: the roles it assigns, by the key
/// they were found with, and the ids of the default roles. Only `store::roles` writes the
/// roles table, and it clears this on every write.
#[derive(Default)]
pub(crate) struct RoleCache {
    pub(crate) by_key: std::collections::HashMap<String, crate::model::Role>,
    pub(crate) default_ids: Option<Vec<String>>,
}

/// What a command's transaction produced: its value, the events it recorded (already
/// committed to the outbox), and notices for the user (warnings, printed on stderr).
#[derive(Debug)]
pub struct Outcome<T> {
    pub value: T,
    pub events: Vec<Event>,
    pub notices: Vec<String>,
    /// How many webhook deliveries the events queued.
    pub deliveries: usize,
    /// The enabled stdout hooks, when the transaction recorded events.
    pub stdout_hooks: Vec<crate::model::Hook>,
}

impl Tx<'_> {
    /// Runs `f` so that, when it fails, what it changed is undone while the transaction goes
    /// on (a savepoint): a refused token request leaves nothing behind, yet the same
    /// transaction may still record what the refusal itself decides (the revocation of a
    /// grant whose code or refresh token was presented again).
    pub fn attempt<T, E: From<Error>>(
        &mut self,
        f: impl FnOnce(&mut Tx) -> std::result::Result<T, E>,
    ) -> std::result::Result<T, E> {
        let (events, notices, deliveries) =
            (self.events.len(), self.notices.len(), self.deliveries);
        self.tx
            .execute_batch("SAVEPOINT attempt")
            .map_err(|e| E::from(e.into()))?;
        match f(self) {
            Ok(v) => {
                self.tx
                    .execute_batch("RELEASE attempt")
                    .map_err(|e| E::from(e.into()))?;
                Ok(v)
            }
            Err(e) => {
                self.tx
                    .execute_batch("ROLLBACK TO attempt; RELEASE attempt")
                    .map_err(|e| E::from(e.into()))?;
                self.tx.rolled_back_to_savepoint();
                self.events.truncate(events);
                self.notices.truncate(notices);
                self.deliveries = deliveries;
                self.roles.borrow_mut().by_key.clear();
                self.roles.borrow_mut().default_ids = None;
                Err(e)
            }
        }
    }

    /// `query_row` with the statement kept prepared on the connection: the server runs the
    /// same few queries on every request, and compiling SQL costs more than running it.
    pub(crate) fn query_row<T, P: sql::Params>(
        &self,
        sql: &str,
        params: P,
        f: impl FnOnce(&sql::Row<'_>) -> sql::Result<T>,
    ) -> sql::Result<T> {
        self.tx.query_row(sql, params, f)
    }

    /// `execute` with the statement kept prepared on the connection: `idctl apply` runs the
    /// same inserts thousands of times in one transaction.
    pub(crate) fn execute<P: sql::Params>(&self, sql: &str, params: P) -> sql::Result<usize> {
        self.tx.execute(sql, params)
    }

    /// Readies the connection for a transaction that writes many rows. On SQLite: a 16 MiB
    /// page cache (the default is 2 MiB): a big manifest inserts into indexes keyed by random
    /// ids, and with the default cache the transaction spills dirty pages to the WAL and reads
    /// them back long before it commits.
    pub fn bulk(&self) -> Result<()> {
        if let sql::Handle::Sqlite(tx) = &self.tx {
            tx.pragma_update(None, "cache_size", -16384)?;
        }
        Ok(())
    }

    /// The engine this transaction runs on, for the statements written once per engine.
    pub fn dialect(&self) -> Dialect {
        self.tx.dialect()
    }

    /// The store's schema version, read in this transaction (one statement): the server's
    /// readiness probe.
    pub fn schema_version(&self) -> Result<i64> {
        match self.dialect() {
            Dialect::Sqlite => Ok(self.query_row("PRAGMA user_version", [], |r| r.get(0))?),
            Dialect::Postgres => {
                let v: String = self.query_row(
                    "SELECT value FROM idctl_meta WHERE key = 'schema_version'",
                    [],
                    |r| r.get(0),
                )?;
                v.trim().parse().map_err(|_| {
                    Error::new(
                        Code::StoreError,
                        format!("store error: the schema version {v:?} is not a number"),
                    )
                })
            }
        }
    }

    /// One page of a list. `sql` selects the records: its parameters are `params` followed by
    /// the page's `LIMIT` and `OFFSET` (it ends with `LIMIT ?n OFFSET ?n+1`); `count_sql`
    /// counts the whole list with `params` (`SELECT count(*) ...`), and runs only when the page
    /// does not tell the total by itself (a full page, or one past the end).
    pub(crate) fn page<T>(
        &self,
        sql: &str,
        count_sql: &str,
        params: &[&dyn rusqlite::ToSql],
        page: Page,
        f: impl FnMut(&sql::Row<'_>) -> sql::Result<T>,
    ) -> Result<Listed<T>> {
        let mut all: Vec<&dyn rusqlite::ToSql> = params.to_vec();
        // PostgreSQL reads a NULL `LIMIT` as none (and refuses a negative one).
        let limit = (page.limit >= 0 || self.dialect() == Dialect::Sqlite).then_some(page.limit);
        all.push(&limit);
        all.push(&page.offset);
        let items: Vec<T> = {
            let mut st = self.tx.prepare_cached(sql)?;
            let rows = st.query_map(all, f)?;
            rows.collect::<sql::Result<_>>()?
        };
        let n = items.len() as i64;
        let total = if page.limit < 0 || (n < page.limit && (n > 0 || page.offset == 0)) {
            page.offset.saturating_add(n)
        } else {
            self.query_row(count_sql, params, |r| r.get(0))?
        };
        Ok(Listed { items, total })
    }

    /// The base URL of the front this transaction runs for, when it overrides the store's.
    pub fn base_url_override(&self) -> Option<&str> {
        self.base_url.as_deref()
    }

    /// Records the events of this transaction as caused by `caller` (an HTTP request).
    pub fn set_caller(&mut self, caller: crate::model::Caller) {
        self.caller = Some(caller);
    }

    /// Who caused this transaction's events, when it was a request to the server.
    pub fn caller(&self) -> Option<&crate::model::Caller> {
        self.caller.as_ref()
    }

    /// The time of this transaction, in milliseconds since the epoch.
    pub fn now_ms(&self) -> i64 {
        self.now_ms
    }

    /// Appends an event to the log within this transaction, with who caused it (see
    /// `events::outbox::append`, which also queues its deliveries).
    pub(crate) fn record(
        &mut self,
        mut event: Event,
        by: &crate::model::Attribution,
    ) -> Result<()> {
        events::insert(self, &event, crate::model::EntryKind::Event, by)?;
        if !self.keep_payloads {
            let (mut stdout, mut any) = (false, false);
            for h in self.enabled_hooks()? {
                if hooks::selects(&h.events, &event.name) {
                    any = true;
                    stdout |= h.config.stdout;
                }
            }
            if !any {
                return Ok(());
            }
            if !stdout {
                event.payload = serde_json::Value::Null;
            }
        }
        self.events.push(event);
        Ok(())
    }

    /// From now on, an event this transaction records stays in [`Outcome::events`] only for
    /// the enabled hooks that select it once it is in the log: with its payload for a stdout
    /// hook (printed after the commit), else with a `null` payload (a URL hook's delivery
    /// needs its id). For a command that records tens of thousands of events and shows none
    /// (`idctl apply` without `--events`): their payloads are in the log, not in memory until
    /// the end of the command.
    pub fn lean_events(&mut self) {
        self.keep_payloads = false;
    }

    /// Appends an audit entry to the log within this transaction (see `events::audit`): it
    /// is not one of the transaction's events, so no hook and no `--events` stream gets it.
    pub(crate) fn record_audit(
        &mut self,
        entry: &Event,
        by: &crate::model::Attribution,
    ) -> Result<()> {
        events::insert(self, entry, crate::model::EntryKind::Audit, by)
    }

    pub fn events(&self) -> &[Event] {
        &self.events
    }

    pub(crate) fn count_delivery(&mut self) {
        self.deliveries += 1;
    }

    /// The enabled hooks, queried once per transaction.
    pub(crate) fn enabled_hooks(&mut self) -> Result<&[crate::model::Hook]> {
        if self.hooks.is_none() {
            self.hooks = Some(hooks::enabled(self)?);
        }
        Ok(self.hooks.as_deref().unwrap_or_default())
    }

    /// A warning or note for the user about this operation (printed on stderr).
    pub fn notice(&mut self, message: impl Into<String>) {
        self.notices.push(message.into());
    }
}

/// How often opening starts over when the file changes under it (another process creating
/// or discarding a new store at the same path) before giving up.
const OPEN_ATTEMPTS: usize = 100;

/// Process-wide SQLite settings, to be made before the process opens its first connection
/// (`main` does, first thing). SQLite otherwise counts every allocation under one
/// process-wide mutex: a one-shot command pays it on each of the thousands of allocations of
/// reading the schema, and a server's threads would all queue on it.
pub fn configure_process() {
    // SAFETY: called before SQLite is initialised in this process (no connection has been
    // opened yet, so sqlite3_config is allowed), with the documented argument type (int).
    // Once SQLite is initialised the call is refused with SQLITE_MISUSE and changes nothing.
    unsafe {
        rusqlite::ffi::sqlite3_config(rusqlite::ffi::SQLITE_CONFIG_MEMSTATUS, 0 as std::ffi::c_int);
    }
}

impl Store {
    /// Opens the store at `path`, creating it on first use (see [`file`] for how concurrent
    /// first users agree on one store).
    pub fn open(path: &Path) -> Result<Store> {
        // The identity of the file this process put in place, and what was there before.
        let mut ours: Option<(file::FileId, file::Leave)> = None;
        for _ in 0..OPEN_ATTEMPTS {
            let meta = match fs::metadata(path) {
                Ok(m) => m,
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
                    ) =>
                {
                    if let Some(id) = file::create_new(path, build_new)? {
                        ours = Some((id, file::Leave::Nothing));
                    }
                    continue;
                }
                Err(e) => return Err(cannot(path, "open", e)),
            };
            if meta.is_dir() {
                return Err(cannot(path, "open", "it is a directory"));
            }
            if meta.len() == 0 {
                // An empty file is someone's (`mktemp`): a failed first command empties it again.
                if let Some(id) = file::initialise(path, build_new)? {
                    ours = Some((id, file::Leave::Empty));
                }
                continue;
            }
            let Some(lock) = file::lock_shared(path)? else {
                continue;
            };
            file::check_sqlite_header(path, &lock)?;
            let conn = connect(path)?;
            // Keep the -wal and -shm files between processes: each idctl command is the last
            // connection to close, and creating and deleting both files on every command cost
            // milliseconds here. The WAL is checkpointed and truncated to at most 1 MiB at close.
            conn.file_control(Some("main"), rusqlite::FileControl::PersistWal(&mut 1))?;
            let created = ours
                .filter(|(id, _)| *id == lock.id)
                .map(|(_, leave)| leave);
            let mut conn = conn;
            migrate(&mut conn, path)?;
            return Ok(Store {
                engine: Engine::Sqlite {
                    conn,
                    path: path.to_path_buf(),
                    lock,
                    created,
                },
                base_url: None,
            });
        }
        Err(cannot(
            path,
            "open",
            "it kept changing while other processes created or removed it",
        ))
    }

    /// Opens the store at `location`: an SQLite file as [`Store::open`], or a PostgreSQL
    /// database (migrated on first use, see [`postgres`]).
    pub fn open_at(location: &Location) -> Result<Store> {
        match location {
            Location::Sqlite(path) => Store::open(path),
            Location::Postgres(target) => {
                let (conn, built) = postgres::open(target)?;
                Ok(Store {
                    engine: Engine::Postgres {
                        conn: Some(conn),
                        target: target.clone(),
                        built,
                    },
                    base_url: None,
                })
            }
        }
    }

    /// The engine of this store.
    pub fn dialect(&self) -> Dialect {
        match self.engine {
            Engine::Sqlite { .. } => Dialect::Sqlite,
            Engine::Postgres { .. } => Dialect::Postgres,
        }
    }

    /// Closes a store that this process created for a command that then failed, removing it
    /// (or emptying the file the user gave) when nobody else uses it and it holds no data.
    pub fn discard_if_new(self) {
        let (conn, path, lock, created) = match self.engine {
            Engine::Sqlite {
                conn,
                path,
                lock,
                created,
            } => (conn, path, lock, created),
            Engine::Postgres {
                conn: Some(mut conn),
                built: true,
                ..
            } => return postgres::discard(&mut conn),
            Engine::Postgres { .. } => return,
        };
        let Some(leave) = created else {
            return;
        };
        file::discard(&path, &lock, leave, || {
            let empty = pristine(&conn);
            drop(conn);
            empty
        });
    }

    /// Issues tokens for `base_url` instead of the store's configured base URL.
    pub fn serve_as(&mut self, base_url: Option<String>) {
        self.base_url = base_url;
    }

    /// Keeps each prepared statement's plan for every value bound to it (SQLite's query
    /// planner stability guarantee), for a connection that runs the same statements again
    /// and again (the server's). Without it SQLite marks a statement whose plan looked at a
    /// bound value (`x = ?` beside an index, since 3.47) as expired each time its values are
    /// cleared, and compiles it again at its next run: on the token endpoint two of its
    /// statements, 12 % of a request's instructions. The plans stay those of the schema's
    /// indexes; no query's result changes. Nothing to do on PostgreSQL.
    pub fn keep_plans(&self) -> Result<()> {
        if let Engine::Sqlite { conn, .. } = &self.engine {
            conn.set_db_config(
                rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG,
                true,
            )?;
        }
        Ok(())
    }

    /// The SQLite file of this store (`None` on PostgreSQL).
    pub fn path(&self) -> Option<&Path> {
        match &self.engine {
            Engine::Sqlite { path, .. } => Some(path),
            Engine::Postgres { .. } => None,
        }
    }

    /// Where this store is, for messages (a PostgreSQL target without its password).
    pub fn describe(&self) -> String {
        match &self.engine {
            Engine::Sqlite { path, .. } => path.display().to_string(),
            Engine::Postgres { target, .. } => target.display(),
        }
    }

    /// The SQLite connection and file of this store, for what only SQLite does (backups,
    /// `VACUUM`); PostgreSQL stores refuse those with `what` in the message.
    fn sqlite(&mut self, what: &str) -> Result<(&mut Connection, &Path)> {
        match &mut self.engine {
            Engine::Sqlite { conn, path, .. } => Ok((conn, path)),
            Engine::Postgres { target, .. } => Err(unsupported(what, &target.display())),
        }
    }

    /// Gives the space of deleted rows back: on SQLite rewrites the store file (`VACUUM`,
    /// which takes the write lock while it runs), then moves the result from the write-ahead
    /// log into the file and empties the log (a reader in the middle of a transaction, such
    /// as a running server, can keep the file from shrinking until it is done); on
    /// PostgreSQL runs `VACUUM` (which frees the space for reuse, not to the file system).
    pub fn vacuum(&mut self) -> Result<()> {
        match &mut self.engine {
            Engine::Sqlite { conn, .. } => {
                conn.execute_batch("VACUUM")?;
                let _busy: (i64, i64, i64) =
                    conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
                        Ok((r.get(0)?, r.get(1)?, r.get(2)?))
                    })?;
                Ok(())
            }
            Engine::Postgres { conn, target, .. } => {
                let mut c = match conn.take() {
                    Some(c) if !c.is_closed() => c,
                    _ => postgres::open(target)?.0,
                };
                // The store's own tables only (not the database's other setups and apps), and
                // as long as it takes.
                let tables: Vec<String> = c
                    .simple_rows(
                        "SELECT quote_ident(c.relname) FROM pg_catalog.pg_class c
                           JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                          WHERE n.nspname = current_schema() AND c.relkind = 'r'",
                    )?
                    .into_iter()
                    .filter_map(|r| r.into_iter().next().flatten())
                    .collect();
                if !tables.is_empty() {
                    c.batch("SET statement_timeout = 0")?;
                    let done = c.batch(&format!("VACUUM {}", tables.join(", ")));
                    c.batch("RESET statement_timeout")?;
                    done?;
                }
                *conn = Some(c);
                Ok(())
            }
        }
    }

    /// The size of the store file on disk, in bytes (not counting its write-ahead log);
    /// `None` on PostgreSQL.
    pub fn file_size(&mut self) -> Result<Option<u64>> {
        match &self.engine {
            Engine::Sqlite { path, .. } => fs::metadata(path)
                .map(|m| Some(m.len()))
                .map_err(|e| cannot(path, "read", e)),
            Engine::Postgres { .. } => Ok(None),
        }
    }

    /// Runs `f` in one write transaction (taken at once, so concurrent writers queue
    /// instead of failing) and returns its value and the events it recorded.
    pub fn write<T>(&mut self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<Outcome<T>> {
        self.run(true, f)
    }

    /// Runs `f` in one read transaction (a consistent snapshot).
    pub fn read<T>(&mut self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<Outcome<T>> {
        self.run(false, f)
    }

    /// Runs `f` in one transaction. A key that signs for the first time is marked as having
    /// signed before the result leaves: in the same transaction when it writes, else in a
    /// short write transaction right after (once per key in the store's life, so a token
    /// request keeps its read transaction), so no token is ever out there whose key the store
    /// believes unused.
    fn run<T>(&mut self, write: bool, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<Outcome<T>> {
        // The transaction itself runs behind one non-generic function: only this wrapper is
        // instantiated for each caller's closure, not the engines' transaction code.
        let mut f = Some(f);
        let mut value = None;
        let mut first_signatures = Vec::new();
        let outcome = self.run_once(write, &mut |tx| {
            let f = f.take().ok_or_else(ran_twice)?;
            value = Some(f(tx)?);
            first_signatures = signatures_to_mark(tx, write)?;
            Ok(())
        })?;
        let value = value.ok_or_else(ran_twice)?;
        if !first_signatures.is_empty() {
            self.mark_signed(&first_signatures)?;
        }
        Ok(Outcome {
            value,
            events: outcome.events,
            notices: outcome.notices,
            deliveries: outcome.deliveries,
            stdout_hooks: outcome.stdout_hooks,
        })
    }

    /// Marks keys that signed for the first time in a read transaction, in a short write
    /// right after it. Not generic, so every `run` shares one copy of it (and of the
    /// transaction code it instantiates).
    fn mark_signed(&mut self, kids: &[String]) -> Result<()> {
        self.run_once(true, &mut |tx| keys::mark_signed(&tx.tx, kids))
            .map(|_| ())
    }

    fn run_once(
        &mut self,
        write: bool,
        f: &mut dyn FnMut(&mut Tx) -> Result<()>,
    ) -> Result<Outcome<()>> {
        #[cfg(debug_assertions)]
        let _writing = write.then(crate::util::Writing::enter);
        let base_url = self.base_url.clone();
        match &mut self.engine {
            Engine::Sqlite { conn, .. } => {
                let behavior = if write {
                    TransactionBehavior::Immediate
                } else {
                    TransactionBehavior::Deferred
                };
                let tx = conn.transaction_with_behavior(behavior)?;
                let mut tx = Tx::new(sql::Handle::Sqlite(tx), crate::util::now_ms(), base_url);
                // On error the transaction is dropped, which rolls it back.
                f(&mut tx)?;
                let (handle, outcome) = tx.finish(());
                if let sql::Handle::Sqlite(tx) = handle
                    && write
                {
                    tx.commit()?;
                }
                Ok(outcome)
            }
            Engine::Postgres { conn, target, .. } => {
                postgres::run(conn, target, write, base_url, f)
            }
        }
    }
}

/// The keys that signed for the first time in `tx` and are still to be marked: none when
/// the transaction writes (they are marked in it), else all of them (marked right after it).
fn signatures_to_mark(tx: &mut Tx, write: bool) -> Result<Vec<String>> {
    let kids = tx.first_signatures.take();
    if write && !kids.is_empty() {
        keys::mark_signed(&tx.tx, &kids)?;
        return Ok(Vec::new());
    }
    Ok(kids)
}

fn ran_twice() -> Error {
    Error::new(
        Code::StoreError,
        "store error: a transaction's body ran twice or not at all",
    )
}

impl<'c> Tx<'c> {
    fn new(tx: sql::Handle<'c>, now_ms: i64, base_url: Option<String>) -> Tx<'c> {
        Tx {
            tx,
            now_ms,
            events: Vec::new(),
            notices: Vec::new(),
            deliveries: 0,
            hooks: None,
            roles: Default::default(),
            base_url,
            caller: None,
            first_signatures: Default::default(),
            keep_payloads: true,
        }
    }

    /// Notes that `key` signs a token in this transaction: the first time it does, the store
    /// records that it has signed (see [`Store::run`]); after that this costs nothing.
    pub fn signs_with(&self, key: &keys::StoredKey) {
        if !key.signed {
            let mut kids = self.first_signatures.borrow_mut();
            if !kids.contains(&key.kid) {
                kids.push(key.kid.clone());
            }
        }
    }

    /// The connection back, and what the transaction produced.
    fn finish<T>(self, value: T) -> (sql::Handle<'c>, Outcome<T>) {
        let Tx {
            tx,
            events,
            notices,
            deliveries,
            hooks,
            ..
        } = self;
        (
            tx,
            Outcome {
                value,
                events,
                notices,
                deliveries,
                stdout_hooks: hooks
                    .unwrap_or_default()
                    .into_iter()
                    .filter(|h| h.config.stdout)
                    .collect(),
            },
        )
    }
}

fn cannot(path: &Path, what: &str, e: impl std::fmt::Display) -> Error {
    file::cannot(path, what, e)
}

fn connect(path: &Path) -> Result<Connection> {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| cannot(path, "open", e))?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.set_prepared_statement_cache_capacity(128);
    conn.execute_batch("PRAGMA foreign_keys = ON; PRAGMA journal_size_limit = 1048576;")?;
    add_functions(&conn)?;
    Ok(conn)
}

/// The name of the SQL function `fold(text)`: `text` in lower case as Rust writes it (all of
/// Unicode; SQLite's `lower` knows ASCII only), for case-insensitive searches in SQL.
pub const FOLD: &str = "idctl_fold";

/// Registers the SQL functions the store's queries use (see [`FOLD`]).
pub fn add_functions(conn: &Connection) -> Result<()> {
    use rusqlite::functions::FunctionFlags;
    conn.create_scalar_function(
        FOLD,
        1,
        FunctionFlags::SQLITE_UTF8 | FunctionFlags::SQLITE_DETERMINISTIC,
        |ctx| {
            Ok(match ctx.get_raw(0) {
                rusqlite::types::ValueRef::Text(t) => {
                    Some(String::from_utf8_lossy(t).to_lowercase())
                }
                _ => None,
            })
        },
    )?;
    Ok(())
}

/// Builds a complete new store in the (empty, private) file at `temp`: WAL mode, the schema,
/// the default settings and a signing key. Nobody else knows the file yet.
fn build_new(temp: &Path) -> Result<()> {
    let mut conn = connect(temp)?;
    // Persistent: readers never block the writer, the writer never blocks readers.
    let _: String = conn.pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))?;
    migrate(&mut conn, temp)?;
    // Closing the last connection checkpoints the WAL into the file.
    conn.close().map_err(|(_, e)| cannot(temp, "create", e))
}

fn versions(conn: &Connection) -> Result<(i64, i64)> {
    let app: i64 = conn.pragma_query_value(None, "application_id", |r| r.get(0))?;
    let ver: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    Ok((app, ver))
}

fn check_identity(conn: &Connection, path: &Path, app: i64, ver: i64) -> Result<()> {
    if app != APPLICATION_ID {
        let objects: i64 =
            conn.query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))?;
        if app != 0 || objects > 0 {
            return Err(Error::new(
                Code::StoreNotIdctl,
                format!(
                    "{} is an SQLite database but not an idctl store; it was left untouched",
                    path.display()
                ),
            )
            .with_hint("pass --store with another path"));
        }
    }
    if ver > SCHEMA_VERSION {
        return Err(Error::new(Code::StoreNewerSchema,
            format!(
                "{} was written by a newer idctl (schema {ver}; this build knows up to {SCHEMA_VERSION}); it was left untouched",
                path.display()
            ),
        )
        .with_hint("upgrade idctl"));
    }
    Ok(())
}

/// Brings the store's schema up to this build's, in one transaction.
fn migrate(conn: &mut Connection, path: &Path) -> Result<()> {
    let (app, ver) = versions(conn)?;
    check_identity(conn, path, app, ver)?;
    if app == APPLICATION_ID && ver == SCHEMA_VERSION {
        return Ok(());
    }
    // The keys a new or older store may lack are made before the writer lock is taken: an
    // RSA key takes a noticeable time to generate (and is wasted when another process
    // migrates first).
    let new_keys = NewKeys::generate(conn, ver)?;
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    // Another process may have migrated while we waited for the lock.
    let (app, ver) = versions(&tx)?;
    check_identity(&tx, path, app, ver)?;
    if app == APPLICATION_ID && ver == SCHEMA_VERSION {
        return Ok(());
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(ver as usize) {
        tx.execute_batch(sql).map_err(|e| {
            Error::new(
                Code::StoreMigrationFailed,
                format!("migration {} failed: {e}", i + 1),
            )
        })?;
    }
    tx.pragma_update(None, "application_id", APPLICATION_ID)?;
    tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    let tx = sql::Handle::Sqlite(tx);
    seed(&tx, ver, new_keys)?;
    if let sql::Handle::Sqlite(tx) = tx {
        tx.commit()?;
    }
    Ok(())
}

/// What a store gets with its schema: the default settings (a new store) and the keys it
/// lacks, generated ahead in `new_keys` where they could be.
fn seed(tx: &sql::Handle, ver: i64, new_keys: NewKeys) -> Result<()> {
    if ver == 0 {
        config::seed_defaults(tx)?;
    }
    // Every store has a signing key from the start: EC P-384, the service's default.
    if keys::count(tx)? == 0 {
        let key = match new_keys.signing {
            Some(k) => k,
            None => keygen::generate(keygen::Alg::ES384)?,
        };
        keys::insert_current(tx, &key)?;
    }
    // And an RSA key for the ID tokens of apps that ask for RS256 (OIDC Discovery: RS256 must
    // be among the ID token algorithms), made with the store or for a store made before.
    if !keys::has_id_token_key(tx)? {
        let key = match new_keys.id_token {
            Some(k) => k,
            None => keygen::generate(keygen::Alg::RS256)?,
        };
        keys::insert_id_token(tx, &key)?;
    }
    Ok(())
}

/// Keys generated ahead of a migration, outside its transaction.
struct NewKeys {
    signing: Option<keys::StoredKey>,
    id_token: Option<keys::StoredKey>,
}

impl NewKeys {
    /// The keys a store at schema `ver` lacks: a new store its signing key, and any store
    /// without it (new, or made before ID-token keys existed) its ID-token key.
    fn generate(conn: &Connection, ver: i64) -> Result<NewKeys> {
        // Before the migration that adds the column, the query fails: the key is lacking.
        let has_id_token_key = conn
            .query_row("SELECT 1 FROM signing_keys WHERE id_token = 1", [], |_| {
                Ok(())
            })
            .is_ok();
        NewKeys::for_store(ver, has_id_token_key)
    }

    /// The keys a store at schema `ver`, with or without its ID-token key, lacks.
    fn for_store(ver: i64, has_id_token_key: bool) -> Result<NewKeys> {
        use keygen::{Alg, generate};
        let signing = (ver == 0).then(|| generate(Alg::ES384)).transpose()?;
        let id_token = (!has_id_token_key)
            .then(|| generate(Alg::RS256))
            .transpose()?;
        Ok(NewKeys { signing, id_token })
    }
}

/// Does the store hold no data: only the configuration, its two keys and the built-in
/// Management API records (see migration 9)?
fn pristine(conn: &Connection) -> bool {
    let tables: Vec<String> = match conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .and_then(|mut st| st.query_map([], |r| r.get(0))?.collect())
    {
        Ok(t) => t,
        Err(_) => return false,
    };
    tables.iter().all(|t| {
        let limit = copy::pristine_limit(t);
        conn.query_row(&format!("SELECT count(*) FROM \"{t}\""), [], |r| {
            r.get::<_, i64>(0)
        })
        .is_ok_and(|n| n <= limit)
    })
}

/// Maps a UNIQUE constraint failure to a conflict error; passes other errors through.
pub(crate) fn on_unique(e: sql::Error, conflict: impl FnOnce() -> Error) -> Error {
    if e.is_unique_violation() {
        conflict()
    } else {
        e.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A store as idctl made it before ID-token keys: every migration before theirs, the
    /// default settings and one ES384 signing key, and a session opened then.
    fn store_before_id_token_keys(path: &Path) -> String {
        let mine = MIGRATIONS
            .iter()
            .position(|m| m.starts_with("-- idctl store: OpenID Connect details"))
            .expect("the migration");
        let mut conn = Connection::open(path).expect("create");
        let tx = conn.transaction().expect("tx");
        for sql in &MIGRATIONS[..mine] {
            tx.execute_batch(sql).expect("migration");
        }
        tx.pragma_update(None, "application_id", APPLICATION_ID)
            .unwrap();
        tx.pragma_update(None, "user_version", mine as i64).unwrap();
        let tx = sql::Handle::Sqlite(tx);
        config::seed_defaults(&tx).expect("settings");
        let sql::Handle::Sqlite(tx) = tx else {
            unreachable!()
        };
        let key = keygen::generate(keygen::Alg::ES384).expect("key");
        tx.execute(
            "INSERT INTO signing_keys (kid, alg, private_pkcs8, public_jwk, created_at, is_current)
             VALUES (?1, 'ES384', ?2, ?3, 1, 1)",
            rusqlite::params![key.kid, key.private_pkcs8, key.public_jwk.to_string()],
        )
        .expect("key");
        tx.execute(
            "INSERT INTO users (id, created_at, updated_at) VALUES ('u1', 5, 5)",
            [],
        )
        .expect("user");
        tx.execute(
            "INSERT INTO sessions (id_hash, user_id, created_at, expires_at)
             VALUES ('h1', 'u1', 1234, 99999999999999)",
            [],
        )
        .expect("session");
        tx.commit().expect("commit");
        key.kid
    }

    #[test]
    fn a_store_made_before_id_token_keys_gets_its_rsa_key_and_keeps_its_signing_key() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("old.db");
        let old_kid = store_before_id_token_keys(&path);
        let mut store = Store::open(&path).expect("migrated");
        let (keys, session) = store
            .read(|tx| Ok((keys::list(tx)?, signin::session(tx, "h1")?)))
            .expect("read")
            .value;
        assert_eq!(keys.len(), 2);
        let current = keys.iter().find(|k| k.is_current).expect("a signing key");
        assert_eq!(
            (current.kid.as_str(), current.alg.as_str()),
            (old_kid.as_str(), "ES384")
        );
        assert!(!current.id_token);
        let rsa = keys.iter().find(|k| k.id_token).expect("an ID-token key");
        assert_eq!(rsa.alg, "RS256");
        assert!(!rsa.is_current);
        assert_eq!(rsa.public_jwk["kty"], "RSA");
        crate::token::keys::signer(rsa)
            .expect("usable")
            .sign(b"x")
            .expect("signs");
        // The session's sign-in is when it was opened.
        assert_eq!(session.expect("live").authenticated_at, 1234);
        // Opening again changes nothing.
        drop(store);
        let mut again = Store::open(&path).expect("open");
        let n = again.read(|tx| keys::list(tx)).expect("read").value.len();
        assert_eq!(n, 2);
    }
}
