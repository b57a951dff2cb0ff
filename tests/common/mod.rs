//! Test harness: a temporary store and a runner for the real `idctl` binary.
#![allow(dead_code)]

pub mod api;
pub mod browser;
pub mod management;
pub mod oidc;
pub mod openssl;
pub mod pg;
pub mod proxy;
pub mod pty;
pub mod receiver;
pub mod server;
pub mod smtp;
pub mod totp;
pub mod webauthn;

use assert_cmd::Command;
use serde_json::Value;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

/// The store engines the suite runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

impl Engine {
    /// The engine of this run: `IDCTL_TEST_STORE=sqlite` (the default) or `postgres`.
    pub fn of_run() -> Engine {
        match std::env::var("IDCTL_TEST_STORE").as_deref() {
            Err(std::env::VarError::NotPresent) | Ok("" | "sqlite") => Engine::Sqlite,
            Ok("postgres" | "postgresql") => Engine::Postgres,
            other => panic!("IDCTL_TEST_STORE={other:?}: expected sqlite or postgres"),
        }
    }
}

/// A test's store, as given to `--store`: a SQLite file, or a database of the test binary's
/// PostgreSQL server (tests/common/pg.rs) given by its URL.
#[derive(Clone, Debug)]
pub enum TestStore {
    File(PathBuf),
    Postgres { db: String, url: String },
}

impl TestStore {
    pub fn engine(&self) -> Engine {
        match self {
            TestStore::File(_) => Engine::Sqlite,
            TestStore::Postgres { .. } => Engine::Postgres,
        }
    }

    /// The SQLite file. A test about the file itself (modes, bytes on disk, SQLite files made
    /// by hand) runs on SQLite on every leg: its `Env` comes from `Env::sqlite()`.
    pub fn path(&self) -> &Path {
        match self {
            TestStore::File(p) => p,
            TestStore::Postgres { url, .. } => {
                panic!(
                    "{url} is a PostgreSQL store, not a file: a test of the SQLite file uses Env::sqlite()"
                )
            }
        }
    }

    /// The `--store` value as text (the path, or the URL).
    pub fn to_str(&self) -> Option<&str> {
        match self {
            TestStore::File(p) => p.to_str(),
            TestStore::Postgres { url, .. } => Some(url),
        }
    }

    /// The `--store` value, for messages and for what idctl prints (`Path::display` for a file).
    pub fn display(&self) -> String {
        match self {
            TestStore::File(p) => p.display().to_string(),
            TestStore::Postgres { url, .. } => url.clone(),
        }
    }

    /// Has idctl created the store: the file exists, or the database holds tables.
    pub fn exists(&self) -> bool {
        match self {
            TestStore::File(p) => p.exists(),
            TestStore::Postgres { db, .. } => {
                !pg_rows(db, "SELECT 1 FROM pg_catalog.pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') LIMIT 1").is_empty()
            }
        }
    }
}

impl AsRef<OsStr> for TestStore {
    fn as_ref(&self) -> &OsStr {
        match self {
            TestStore::File(p) => p.as_os_str(),
            TestStore::Postgres { url, .. } => OsStr::new(url),
        }
    }
}

pub struct Env {
    pub dir: TempDir,
    pub store: TestStore,
}

impl Drop for Env {
    fn drop(&mut self) {
        if let TestStore::Postgres { db, .. } = &self.store {
            if std::thread::panicking() {
                // A failed test: a second panic here would abort the whole run.
                let _ = std::panic::catch_unwind(|| pg::server().drop_database(db));
            } else {
                pg::server().drop_database(db);
            }
        }
    }
}

/// Runs `f` on a connection to test database `db`, on a thread of its own: the `postgres`
/// client runs its own runtime, which may not start inside an async task.
fn with_pg<R: Send>(db: &str, f: impl FnOnce(&mut postgres::Client) -> R + Send) -> R {
    std::thread::scope(|s| {
        s.spawn(|| f(&mut pg::server().client(db)))
            .join()
            .unwrap_or_else(|p| std::panic::resume_unwind(p))
    })
}

/// Every row of `sql`, each value in PostgreSQL's text form.
fn pg_query(c: &mut postgres::Client, sql: &str) -> Vec<Vec<Option<String>>> {
    let messages = c.simple_query(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    messages
        .iter()
        .filter_map(|m| match m {
            postgres::SimpleQueryMessage::Row(r) => {
                Some((0..r.len()).map(|i| r.get(i).map(str::to_string)).collect())
            }
            _ => None,
        })
        .collect()
}

/// Every row of `sql` on test database `db`, each value in PostgreSQL's text form.
fn pg_rows(db: &str, sql: &str) -> Vec<Vec<Option<String>>> {
    with_pg(db, |c| pg_query(c, sql))
}

/// One row of a table of refusals (`Env::refuses`): the arguments, the exit code, and the
/// fragments stderr must contain.
pub type Refusal<'a> = (&'a [&'a str], i32, &'a [&'a str]);

/// What a finished command left behind.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("stdout is not JSON ({e}): {}", self.stdout))
    }
    /// Every stderr line as a JSON object: under `-o json` stderr holds nothing else (no
    /// `error:`/`hint:`/`warning:` text).
    pub fn stderr_json(&self) -> Vec<Value> {
        self.stderr
            .lines()
            .map(|l| match serde_json::from_str::<Value>(l) {
                Ok(v) if v.is_object() => v,
                _ => panic!("stderr line is not a JSON object: {l:?}\n{}", self.stderr),
            })
            .collect()
    }

    /// The JSON error object idctl writes under `-o json`: the last stderr line, and the only
    /// one that is an error (`code`, or the OAuth `error`); every other line is a JSON object
    /// too (a `{"warning": ...}`).
    pub fn err_json(&self) -> Value {
        let lines = self.stderr_json();
        let errors = lines
            .iter()
            .filter(|v| v.get("code").is_some() || v.get("error").is_some())
            .count();
        assert_eq!(errors, 1, "not exactly one error object: {}", self.stderr);
        let last = lines.last().cloned().unwrap_or_default();
        assert!(
            last.get("code").is_some() || last.get("error").is_some(),
            "the error object is not the last stderr line: {}",
            self.stderr
        );
        last
    }
}

/// The install hint for util-linux `script`, which the terminal tests run commands under.
pub const SCRIPT_HINT: &str =
    "util-linux `script` (Debian and Ubuntu: apt-get install bsdutils; .ci/run installs it)";

/// Fails the test, saying what to install, unless `program` runs (`program probe...` exits 0).
/// A test that needs a program never passes without it.
pub fn require(program: &str, probe: &[&str], install: &str) {
    let ok = std::process::Command::new(program)
        .args(probe)
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        ok,
        "this test needs `{program}`, which does not run here: install {install}"
    );
}

/// Does this command line ask for JSON output?
pub fn json_mode(args: &[&str]) -> bool {
    args.windows(2)
        .any(|w| (w[0] == "-o" || w[0] == "--output") && w[1] == "json")
        || args
            .iter()
            .any(|a| matches!(*a, "--output=json" | "-ojson" | "-o=json"))
}

impl Env {
    /// A temporary directory and an empty store on the engine of this run
    /// (`IDCTL_TEST_STORE`): a SQLite file not yet created, or a new empty PostgreSQL database
    /// (dropped with the `Env`). idctl creates the store on first use, on both engines.
    pub fn new() -> Env {
        Env::on(Engine::of_run())
    }

    /// An `Env` on SQLite whatever the run: for tests of the SQLite file itself.
    pub fn sqlite() -> Env {
        Env::on(Engine::Sqlite)
    }

    pub fn on(engine: Engine) -> Env {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = match engine {
            Engine::Sqlite => TestStore::File(dir.path().join("idctl.db")),
            Engine::Postgres => {
                let server = pg::server();
                let db = server.create_database();
                let url = server.url(&db);
                TestStore::Postgres { db, url }
            }
        };
        Env { dir, store }
    }

    pub fn engine(&self) -> Engine {
        self.store.engine()
    }

    /// `idctl --store <temp store> ARGS`, with the environment cleared of IDCTL_* settings (and
    /// of libpq's PG* ones, which would fill in what a PostgreSQL URL leaves out).
    pub fn cmd(&self, args: &[&str]) -> Command {
        let mut c = Command::cargo_bin("idctl").expect("binary");
        clear_env(&mut c);
        c.arg("--store").arg(&self.store).args(args);
        c
    }

    /// `idctl ARGS` with no `--store` (and no IDCTL_* settings).
    pub fn bare(&self, args: &[&str]) -> Command {
        let mut c = Command::cargo_bin("idctl").expect("binary");
        clear_env(&mut c);
        c.args(args);
        c
    }

    pub fn run(&self, args: &[&str]) -> Run {
        run_cmd(self.cmd(args))
    }

    /// Runs and asserts exit 0; returns stdout.
    pub fn ok(&self, args: &[&str]) -> String {
        let r = self.run(args);
        assert_eq!(
            r.code, 0,
            "idctl {args:?} failed:\n{}{}",
            r.stdout, r.stderr
        );
        r.stdout
    }

    /// Runs with `-o json`, asserts exit 0, parses stdout.
    pub fn json(&self, args: &[&str]) -> Value {
        let mut a = vec!["-o", "json"];
        a.extend_from_slice(args);
        let r = self.run(&a);
        assert_eq!(r.code, 0, "idctl {a:?} failed:\n{}{}", r.stdout, r.stderr);
        r.json()
    }

    /// Runs, asserts the exit code and that the store is exactly as before; returns the run.
    pub fn fails(&self, code: i32, args: &[&str]) -> Run {
        let before = self.snapshot();
        let r = self.run(args);
        assert_eq!(
            r.code, code,
            "idctl {args:?}: expected exit {code}, got {}:\n{}{}",
            r.code, r.stdout, r.stderr
        );
        if json_mode(args) {
            // Under -o json: a JSON error object, and no text line at all.
            let e = r.err_json();
            assert!(
                e["message"].is_string() || e["error_description"].is_string(),
                "error object without a message: {e}"
            );
            assert!(
                r.stdout.is_empty() || serde_json::from_str::<Value>(&r.stdout).is_ok(),
                "stdout of a failed JSON command is not one JSON document: {}",
                r.stdout
            );
        } else {
            assert!(
                r.stderr.contains("error: "),
                "no error line on stderr: {}",
                r.stderr
            );
        }
        assert_eq!(before, self.snapshot(), "idctl {args:?} changed the store");
        r
    }

    /// Runs each row of a table of refusals: `fails` (the exit code, an error line, the store
    /// exactly as before), then every expected fragment on stderr.
    pub fn refuses(&self, rows: &[Refusal]) {
        for (args, code, says) in rows {
            let r = self.fails(*code, args);
            for s in *says {
                assert!(
                    r.stderr.contains(s),
                    "idctl {args:?}: no {s:?} on stderr: {}",
                    r.stderr
                );
            }
        }
    }

    /// Runs a command that must be a successful no-op: exit 0, `notice` on stderr, and the
    /// store (its event log included) exactly as before; returns the run.
    pub fn unchanged(&self, args: &[&str], notice: &str) -> Run {
        let before = self.snapshot();
        let r = self.run(args);
        assert_eq!(
            r.code, 0,
            "idctl {args:?} failed:\n{}{}",
            r.stdout, r.stderr
        );
        assert!(
            r.stderr.contains(notice),
            "idctl {args:?}: no notice {notice:?} on stderr: {}",
            r.stderr
        );
        assert_eq!(before, self.snapshot(), "idctl {args:?} changed the store");
        r
    }

    /// Runs with `--events stdout -o json`; returns the events the command caused, in order
    /// (the command's own JSON comes first; each event is one line after it).
    pub fn events_of(&self, args: &[&str]) -> Vec<Value> {
        let mut a = vec!["--events", "stdout", "-o", "json"];
        a.extend_from_slice(args);
        self.ok(&a)
            .lines()
            .filter(|l| l.starts_with("{\"event\""))
            .map(|l| serde_json::from_str(l).expect("event line"))
            .collect()
    }

    /// Every row of every table, for "nothing changed" checks: the tables by name, each with
    /// its rows rendered as text and sorted. `<no store>` while idctl has not created the store
    /// (no file; on PostgreSQL, no table).
    pub fn snapshot(&self) -> String {
        match &self.store {
            TestStore::File(path) => sqlite_snapshot(path),
            TestStore::Postgres { db, .. } => pg_snapshot(db),
        }
    }

    /// Every row `sql` returns, each value as text (`None` for NULL): integers in decimal, text
    /// as is; on SQLite a real in Rust's form and a blob in hex; on PostgreSQL every value in
    /// its text form. For checks the CLI does not expose, on either engine: write SQL both
    /// understand.
    pub fn sql_rows(&self, sql: &str) -> Vec<Vec<Option<String>>> {
        match &self.store {
            TestStore::File(path) => {
                let conn = rusqlite::Connection::open(path).expect("open store");
                let mut st = conn.prepare(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
                let n = st.column_count();
                st.query_map([], |r| {
                    (0..n)
                        .map(|i| {
                            use rusqlite::types::Value as V;
                            Ok(match r.get::<_, V>(i)? {
                                V::Null => None,
                                V::Integer(v) => Some(v.to_string()),
                                V::Real(v) => Some(v.to_string()),
                                V::Text(v) => Some(v),
                                V::Blob(v) => Some(v.iter().map(|b| format!("{b:02x}")).collect()),
                            })
                        })
                        .collect()
                })
                .and_then(|rows| rows.collect::<Result<Vec<_>, _>>())
                .unwrap_or_else(|e| panic!("{sql}: {e}"))
            }
            TestStore::Postgres { db, .. } => pg_rows(db, sql),
        }
    }

    /// The one value `sql` returns (one row, one column, not NULL), as text (`sql_rows`).
    pub fn sql_value(&self, sql: &str) -> String {
        let rows = self.sql_rows(sql);
        match rows.as_slice() {
            [row] => match row.as_slice() {
                [Some(v)] => v.clone(),
                _ => panic!("{sql}: expected one value, got {row:?}"),
            },
            _ => panic!("{sql}: {} rows, expected one", rows.len()),
        }
    }

    /// The one integer `sql` returns (a count, a maximum, ...), on either engine.
    pub fn sql_count(&self, sql: &str) -> i64 {
        let v = self.sql_value(sql);
        v.parse()
            .unwrap_or_else(|e| panic!("{sql}: {v:?} is not an integer: {e}"))
    }

    /// Runs SQL statements that change the store by hand (as an older idctl, or an operator,
    /// may have left it), on either engine: write SQL both understand.
    pub fn sql_exec(&self, sql: &str) {
        match &self.store {
            TestStore::File(path) => rusqlite::Connection::open(path)
                .and_then(|c| c.execute_batch(sql))
                .unwrap_or_else(|e| panic!("{sql}: {e}")),
            TestStore::Postgres { db, .. } => with_pg(db, |c| {
                c.batch_execute(sql)
                    .unwrap_or_else(|e| panic!("{sql}: {e}"))
            }),
        }
    }

    /// Asserts that `secret` is stored nowhere in plain text: in no row of any table and, on
    /// SQLite, nowhere in the file's bytes.
    pub fn assert_not_stored(&self, secret: &str) {
        if let TestStore::File(path) = &self.store {
            let raw = std::fs::read(path).expect("read the store file");
            assert!(
                !raw.windows(secret.len()).any(|w| w == secret.as_bytes()),
                "{secret:?} is in the store file"
            );
        }
        assert!(
            !self.snapshot().contains(secret),
            "{secret:?} is in a row of the store"
        );
    }

    /// The library's handle on this store (`idctl::store::Store`), for what a test must do
    /// below the fronts (open a session, issue a code as `/oidc/auth` does).
    pub fn open_store(&self) -> idctl::store::Store {
        match &self.store {
            TestStore::File(path) => idctl::store::Store::open(path).expect("open store"),
            TestStore::Postgres { url, .. } => {
                let at = idctl::store::Location::parse(std::ffi::OsStr::new(url))
                    .expect("a PostgreSQL URL");
                idctl::store::Store::open_at(&at).expect("open store")
            }
        }
    }

    /// A resource with permissions: `https://api.example.com` with read:orders, write:orders.
    pub fn orders_api(&self) -> &'static str {
        let api = "https://api.example.com";
        self.ok(&["resource", "create", "--name", "Orders", "--indicator", api]);
        self.ok(&[
            "scope",
            "create",
            "-r",
            api,
            "read:orders",
            "-d",
            "Read orders",
        ]);
        self.ok(&["scope", "create", "-r", api, "write:orders"]);
        api
    }
}

/// Clears the settings an `idctl` run must not pick up from the test's environment: IDCTL_*,
/// and libpq's PG* variables (a PostgreSQL store's URL says all the tests mean).
pub fn clear_env(c: &mut Command) {
    for var in IDCTL_VARS.iter().chain(PG_VARS) {
        c.env_remove(var);
    }
}

pub const IDCTL_VARS: &[&str] = &["IDCTL_STORE", "IDCTL_OUTPUT", "IDCTL_EVENTS", "RUST_LOG"];

/// libpq's environment variables idctl reads for what a connection string leaves out.
pub const PG_VARS: &[&str] = &[
    "PGHOST",
    "PGHOSTADDR",
    "PGPORT",
    "PGUSER",
    "PGDATABASE",
    "PGPASSWORD",
    "PGPASSFILE",
    "PGSSLMODE",
    "PGSSLROOTCERT",
    "PGCONNECT_TIMEOUT",
    "PGAPPNAME",
    "PGOPTIONS",
];

/// The SQLite store's tables and rows (`Env::snapshot`).
fn sqlite_snapshot(path: &Path) -> String {
    if !path.exists() {
        return String::from("<no store>");
    }
    let conn = rusqlite::Connection::open(path).expect("open store");
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut out = String::new();
    for t in tables {
        let mut st = conn.prepare(&format!("SELECT * FROM \"{t}\"")).unwrap();
        let n = st.column_count();
        let mut rows: Vec<String> = st
            .query_map([], |r| {
                let mut line = Vec::new();
                for i in 0..n {
                    let v: rusqlite::types::Value = r.get(i)?;
                    line.push(format!("{v:?}"));
                }
                Ok(line.join("|"))
            })
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        rows.sort();
        out.push_str(&format!("[{t}]\n{}\n", rows.join("\n")));
    }
    out
}

/// The PostgreSQL store's tables and rows (`Env::snapshot`): every table outside the system
/// schemas (`public`, and the schema idctl is given), named `[table]` in `public` and
/// `[schema.table]` elsewhere, each row in PostgreSQL's text form of a row, sorted.
fn pg_snapshot(db: &str) -> String {
    with_pg(db, |c| {
        // One snapshot of the database for all its tables.
        c.batch_execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            .expect("BEGIN");
        let tables = pg_query(
            c,
            "SELECT schemaname, tablename FROM pg_catalog.pg_tables \
             WHERE schemaname NOT IN ('pg_catalog', 'information_schema') \
             ORDER BY schemaname COLLATE \"C\", tablename COLLATE \"C\"",
        );
        if tables.is_empty() {
            return String::from("<no store>");
        }
        let mut out = String::new();
        for t in tables {
            let (Some(schema), Some(table)) = (&t[0], &t[1]) else {
                unreachable!("pg_tables names every table")
            };
            let quoted = format!("{}.{}", pg::ident(schema), pg::ident(table));
            let mut rows: Vec<String> = pg_query(c, &format!("SELECT t::text FROM {quoted} t"))
                .into_iter()
                .map(|r| r.into_iter().next().flatten().unwrap_or_default())
                .collect();
            rows.sort();
            let name = if schema == "public" {
                table.clone()
            } else {
                format!("{schema}.{table}")
            };
            out.push_str(&format!("[{name}]\n{}\n", rows.join("\n")));
        }
        out
    })
}

pub fn run_cmd(mut c: Command) -> Run {
    let out = c.output().expect("run idctl");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

macro_rules! undo_schema_24 {
    () => {
        "DROP INDEX users_by_lower_email;
     DROP TABLE user_social_identities;
     DROP TABLE user_sso_identities;
     DROP TABLE sign_in_connectors;"
    };
}

/// Takes a store of the current schema back to schema 23 (both engines): no sign-in
/// connectors, no SSO identities, no index of social identities.
pub const UNDO_SCHEMA_24: &str = undo_schema_24!();

macro_rules! undo_schema_23 {
    () => {
        concat!(
            undo_schema_24!(),
            " DROP TABLE connector_logs;
     DROP TABLE connector_messages;
     DROP TABLE code_connectors;"
        )
    };
}

/// Takes a store of the current schema back to schema 22 (both engines): no code connectors.
pub const UNDO_SCHEMA_23: &str = undo_schema_23!();

macro_rules! undo_schema_22 {
    () => {
        concat!(
            undo_schema_23!(),
            " DROP TABLE user_backup_codes;
     DROP TABLE user_mfa_verifications;
     CREATE TABLE user_mfa (
         user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
         type       TEXT NOT NULL,
         secret     TEXT NOT NULL,
         created_at BIGINT NOT NULL,
         PRIMARY KEY (user_id, type)
     );
     ALTER TABLE organizations DROP COLUMN is_mfa_required;
     ALTER TABLE users DROP COLUMN mfa_skipped;
     ALTER TABLE sessions DROP COLUMN amr;
     ALTER TABLE oidc_grants DROP COLUMN amr;"
        )
    };
}

/// Takes a store of the current schema back to schema 21 (both engines): users' second
/// factors back in `user_mfa` (empty), no `amr`, no MFA requirement of organizations.
pub const UNDO_SCHEMA_22: &str = undo_schema_22!();

/// Takes a store of the current schema back to schema 20 (both engines): the tests of older
/// stores rewind a fresh store this far, then their own steps further.
pub const UNDO_SCHEMA_21: &str = concat!(
    undo_schema_22!(),
    " DROP TABLE organization_application_roles;
     DROP TABLE organization_applications;
     DROP TABLE organization_roles_resource_scopes;
     ALTER TABLE organization_roles DROP COLUMN type;"
);

/// A machine client holding read:orders and write:orders on the orders API, as
/// `(client id, secret)`.
pub fn m2m_client(env: &Env) -> (String, String) {
    let api = env.orders_api();
    env.ok(&[
        "role",
        "create",
        "orders-m2m",
        "--type",
        "m2m",
        "-r",
        api,
        "-s",
        "read:orders write:orders",
    ]);
    let c = env.json(&["client", "create", "--name", "svc", "--role", "orders-m2m"]);
    (
        c["id"].as_str().unwrap().to_string(),
        c["secret"].as_str().unwrap().to_string(),
    )
}

/// Decodes one base64url JWT segment as JSON (independently of idctl).
pub fn segment(token: &str, i: usize) -> Value {
    use base64::Engine;
    let seg = token.split('.').nth(i).expect("segment");
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(seg)
        .expect("base64url");
    serde_json::from_slice(&bytes).expect("JSON segment")
}

/// A tiny HTTP server on 127.0.0.1 answering every request with `status` and `body`
/// (for JWKS URLs). Returns its base URL.
pub fn serve(status: u16, body: String) -> String {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut s) = stream else { continue };
            let mut buf = [0u8; 8192];
            let _ = s.read(&mut buf);
            let resp = format!(
                "HTTP/1.1 {status} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                body.len()
            );
            let _ = s.write_all(resp.as_bytes());
        }
    });
    format!("http://{addr}")
}

/// The keys every event payload starts with, in this order (the head the audit entries and the
/// webhook events share); what an event adds follows them.
pub const EVENT_HEAD: [&str; 9] = [
    "event",
    "createdAt",
    "userAgent",
    "ip",
    "path",
    "method",
    "status",
    "params",
    "matchedRoute",
];

/// The keys of an event payload: `EVENT_HEAD`, then `rest` in order.
pub fn event_keys<'a>(rest: &[&'a str]) -> Vec<&'a str> {
    let mut k = EVENT_HEAD.to_vec();
    k.extend_from_slice(rest);
    k
}

/// The keys of a JSON object, in order.
pub fn keys(v: &Value) -> Vec<&str> {
    v.as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect()
}
