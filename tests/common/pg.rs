//! A private PostgreSQL server for the test binary, so that the integration suite can run on
//! PostgreSQL as well as on SQLite (`IDCTL_TEST_STORE=postgres`).
//!
//! `server()` starts one server per test process on first use: `initdb` into a fresh directory
//! under the temporary directory, then `pg_ctl start` listening on a Unix socket in that
//! directory only (no TCP port), with durability switched off (`fsync`, `synchronous_commit`,
//! `full_page_writes`): the data is thrown away at the end. As root, PostgreSQL refuses to run,
//! so `initdb`, `pg_ctl` and the server run as the system user `postgres` (through `runuser`),
//! on a directory owned by it; the superuser of the cluster is `postgres` in every case, trusted
//! on the socket.
//!
//! Stopping it, whatever way the test process ends:
//! - a watchdog (`sh`, in its own process group so that a Ctrl-C of the test run does not reach
//!   it) blocks reading a pipe whose only writer is the test process. When the process ends,
//!   normally or killed by any signal, the kernel closes the pipe; the watchdog then stops the
//!   server (`pg_ctl stop -m immediate`) and removes the directory;
//! - on a normal exit, an `atexit` handler also stops the server before the process is gone, so
//!   no server outlives a finished test run;
//! - each run uses a new directory named after its process id; a run also removes the
//!   directories (and stops the servers) of earlier runs whose process is gone, in case their
//!   watchdog was killed too.
//!
//! The PostgreSQL binaries: `pg_config --bindir`, else the newest `/usr/lib/postgresql/*/bin`,
//! else `initdb` on `PATH`. None → the test fails, saying what to install (never a skip).
//!
//! Databases: `create_database` copies `template0` (which no one may connect to, so concurrent
//! copies never meet "source database is being accessed by other users"); `create_from` copies a
//! database of the caller's, retrying while a connection to it is still closing. A `Client` of
//! the `postgres` crate runs its own runtime: use it from a plain thread, not inside an async
//! task (the `Env` helpers do so).
#![allow(dead_code)]

use std::io::Write;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// The superuser of the test cluster (and, as root, the system user the server runs as).
const SUPERUSER: &str = "postgres";
/// How test directories are named: `idctl-pg-<pid>-<n>`.
const PREFIX: &str = "idctl-pg-";

const INSTALL_HINT: &str = "the PostgreSQL server binaries (initdb, pg_ctl, postgres) are needed for \
IDCTL_TEST_STORE=postgres: install them (Debian and Ubuntu: apt-get install postgresql; scripts/test \
installs it)";

pub struct PgServer {
    /// The directory holding the cluster (`data/`), its log (`log`) and its socket.
    dir: PathBuf,
    /// Where initdb, pg_ctl and postgres are.
    bin: PathBuf,
    /// The system user the server runs as when the tests run as root.
    run_as: Option<String>,
    /// The write end of the watchdog's pipe: never written, never closed while the process runs.
    _watchdog: Mutex<std::process::ChildStdin>,
    next: AtomicUsize,
}

static SERVER: OnceLock<PgServer> = OnceLock::new();

/// The private server of this test binary: started on first use, stopped at process exit.
pub fn server() -> &'static PgServer {
    SERVER.get_or_init(PgServer::start)
}

extern "C" fn stop_at_exit() {
    if let Some(s) = SERVER.get() {
        let _ = s
            .pg_ctl(&["stop", "-m", "immediate", "-w", "-t", "30"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

impl PgServer {
    fn start() -> PgServer {
        let bin = bindir();
        let run_as = is_root().then(system_user);
        let base = base_dir();
        sweep_stale(&base, &bin, run_as.as_deref());

        let pid = std::process::id();
        let dir = (0..)
            .map(|n| base.join(format!("{PREFIX}{pid}-{n}")))
            .find(|d| std::fs::create_dir(d).is_ok())
            .expect("a new test directory");
        let data = dir.join("data");
        if let Some(user) = &run_as {
            let (uid, gid) = ids(user);
            std::os::unix::fs::chown(&dir, Some(uid), Some(gid)).expect("chown the test directory");
        }
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).expect("chmod");

        // The watchdog first: from here on, whatever happens, the directory goes with the process.
        let watchdog = watchdog(&dir, &bin, run_as.as_deref());

        let out = as_user(&bin.join("initdb"), run_as.as_deref())
            .current_dir(&dir)
            .args([
                "--no-sync",
                "-A",
                "trust",
                "--locale=C",
                "-E",
                "UTF8",
                "-U",
                SUPERUSER,
                "-D",
            ])
            .arg(&data)
            .output()
            .unwrap_or_else(|e| panic!("running initdb: {e}; {INSTALL_HINT}"));
        assert!(
            out.status.success(),
            "initdb failed:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );

        let settings = format!(
            "\n# the idctl test harness\n\
             listen_addresses = ''\n\
             unix_socket_directories = {}\n\
             fsync = off\n\
             synchronous_commit = off\n\
             full_page_writes = off\n\
             max_connections = 300\n\
             shared_buffers = 32MB\n\
             autovacuum = off\n",
            conf_string(&dir)
        );
        std::fs::OpenOptions::new()
            .append(true)
            .open(data.join("postgresql.conf"))
            .and_then(|mut f| f.write_all(settings.as_bytes()))
            .expect("write postgresql.conf");

        let server = PgServer {
            dir,
            bin,
            run_as,
            _watchdog: Mutex::new(watchdog),
            next: AtomicUsize::new(0),
        };
        let log = server.dir.join("log");
        let out = server
            .pg_ctl(&["start", "-w", "-t", "120", "-l"])
            .arg(&log)
            .output()
            .unwrap_or_else(|e| panic!("running pg_ctl: {e}; {INSTALL_HINT}"));
        if !out.status.success() {
            panic!(
                "pg_ctl start failed:\n{}{}\n{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr),
                std::fs::read_to_string(&log).unwrap_or_default()
            );
        }
        // SAFETY: registers a plain function without arguments, as atexit requires.
        unsafe { libc::atexit(stop_at_exit) };
        server
    }

    /// `pg_ctl -D <data> ARGS`, as the server's user.
    fn pg_ctl(&self, args: &[&str]) -> Command {
        let mut c = as_user(&self.bin.join("pg_ctl"), self.run_as.as_deref());
        c.current_dir(&self.dir)
            .arg("-D")
            .arg(self.dir.join("data"))
            .args(args);
        c
    }

    /// The directory of the server's Unix socket.
    pub fn socket_dir(&self) -> &Path {
        &self.dir
    }

    /// The connection settings for `db` (superuser, Unix socket).
    pub fn config(&self, db: &str) -> postgres::Config {
        let mut c = postgres::Config::new();
        c.host_path(&self.dir)
            .user(SUPERUSER)
            .dbname(db)
            .connect_timeout(Duration::from_secs(30));
        c
    }

    /// A superuser connection to `db`. Not from inside an async task (the client runs its own
    /// runtime): call it from a plain thread.
    pub fn client(&self, db: &str) -> postgres::Client {
        self.config(db)
            .connect(postgres::NoTls)
            .unwrap_or_else(|e| panic!("connecting to test database {db}: {e}"))
    }

    /// The URL idctl is given for database `db` (over the Unix socket).
    pub fn url(&self, db: &str) -> String {
        format!(
            "postgres://{SUPERUSER}@/{db}?host={}",
            percent(&self.dir.to_string_lossy())
        )
    }

    fn new_name(&self) -> String {
        format!("t{}", self.next.fetch_add(1, Ordering::Relaxed))
    }

    /// A new, empty database; returns its name.
    pub fn create_database(&self) -> String {
        let name = self.new_name();
        self.admin(&format!(
            "CREATE DATABASE {} TEMPLATE template0",
            ident(&name)
        ));
        name
    }

    /// A new database copied from `template` (a database no one is connected to); returns its name.
    pub fn create_from(&self, template: &str) -> String {
        let name = self.new_name();
        let sql = format!(
            "CREATE DATABASE {} TEMPLATE {}",
            ident(&name),
            ident(template)
        );
        // A connection to the template that has just been closed may still be ending on the
        // server side (55006 object_in_use): wait for it, up to a limit.
        let mut tries = 0;
        loop {
            match self.try_admin(&sql) {
                Ok(()) => return name,
                Err(e)
                    if tries < 100
                        && e.code() == Some(&postgres::error::SqlState::OBJECT_IN_USE) =>
                {
                    tries += 1;
                    std::thread::sleep(Duration::from_millis(50));
                }
                Err(e) => panic!("{sql}: {e}"),
            }
        }
    }

    /// Drops database `db`, ending the connections to it.
    pub fn drop_database(&self, db: &str) {
        self.admin(&format!(
            "DROP DATABASE IF EXISTS {} WITH (FORCE)",
            ident(db)
        ));
    }

    fn admin(&self, sql: &str) {
        self.try_admin(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    }

    /// One statement on the maintenance database `postgres`, on a connection of its own (run on
    /// a thread of its own: callers may be inside a runtime).
    fn try_admin(&self, sql: &str) -> Result<(), postgres::Error> {
        let config = self.config("postgres");
        std::thread::scope(|s| {
            s.spawn(|| {
                let mut c = config.connect(postgres::NoTls)?;
                c.batch_execute(sql)
            })
            .join()
            .unwrap_or_else(|p| std::panic::resume_unwind(p))
        })
    }
}

/// A PostgreSQL identifier, quoted.
pub fn ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// A string in postgresql.conf syntax.
fn conf_string(path: &Path) -> String {
    format!("'{}'", path.to_string_lossy().replace('\'', "''"))
}

/// Percent-encodes everything but unreserved characters and `/` (for a URL query value).
fn percent(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

/// `program`, run as `user` when given (through runuser, from root).
fn as_user(program: &Path, user: Option<&str>) -> Command {
    match user {
        Some(u) => {
            let mut c = Command::new("runuser");
            c.args(["-u", u, "--"]).arg(program);
            c
        }
        None => Command::new(program),
    }
}

/// The uid and gid of `user`, if it exists.
fn lookup(user: &str) -> Option<(u32, u32)> {
    let name = std::ffi::CString::new(user).ok()?;
    // SAFETY: a valid C string; the result is read at once (tests run getpwnam nowhere else
    // concurrently that would matter: the fields are copied before returning).
    let pw = unsafe { libc::getpwnam(name.as_ptr()) };
    if pw.is_null() {
        return None;
    }
    // SAFETY: non-null, points to a static passwd record.
    unsafe { Some(((*pw).pw_uid, (*pw).pw_gid)) }
}

fn ids(user: &str) -> (u32, u32) {
    lookup(user).unwrap_or_else(|| panic!("no system user {user}"))
}

/// As root the server must run as another user: `postgres` (the Debian package creates it);
/// created as a system user when missing (PostgreSQL binaries from elsewhere).
fn system_user() -> String {
    if lookup(SUPERUSER).is_none() {
        let ok = Command::new("useradd")
            .args([
                "--system",
                "--user-group",
                "--no-create-home",
                "--shell",
                "/usr/sbin/nologin",
            ])
            .arg(SUPERUSER)
            .status()
            .is_ok_and(|s| s.success());
        assert!(
            ok || lookup(SUPERUSER).is_some(),
            "the tests run as root and there is no system user {SUPERUSER} to run PostgreSQL as \
             (useradd failed); {INSTALL_HINT}"
        );
    }
    SUPERUSER.to_string()
}

/// Where initdb, pg_ctl and postgres are.
fn bindir() -> PathBuf {
    let has = |d: &Path| d.join("initdb").is_file() && d.join("pg_ctl").is_file();
    if let Ok(o) = Command::new("pg_config").arg("--bindir").output() {
        let d = PathBuf::from(String::from_utf8_lossy(&o.stdout).trim());
        if o.status.success() && has(&d) {
            return d;
        }
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let v = e.file_name().to_str()?.parse::<u32>().ok()?;
            Some((v, e.path().join("bin")))
        })
        .filter(|(_, d)| has(d))
        .collect();
    versions.sort();
    if let Some((_, d)) = versions.pop() {
        return d;
    }
    std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .find(|d| has(d))
        .unwrap_or_else(|| panic!("no PostgreSQL server found; {INSTALL_HINT}"))
}

/// The temporary directory, unless its socket path would be too long for a Unix socket
/// (108 bytes, `.s.PGSQL.5432` included) or, as root, the server's user could not reach it:
/// then `/tmp`.
fn base_dir() -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let t = std::env::temp_dir();
    let reachable = !is_root()
        || t.ancestors()
            .all(|d| std::fs::metadata(d).is_ok_and(|m| m.permissions().mode() & 0o001 != 0));
    if t.as_os_str().len() < 60 && reachable {
        t
    } else {
        PathBuf::from("/tmp")
    }
}

/// The watchdog: stops the server and removes `dir` once the pipe on its stdin closes, that is
/// once this process is gone.
fn watchdog(dir: &Path, bin: &Path, user: Option<&str>) -> std::process::ChildStdin {
    let stop = as_user(&bin.join("pg_ctl"), user);
    let mut argv = vec![stop.get_program().to_owned()];
    argv.extend(stop.get_args().map(|a| a.to_owned()));
    argv.push("-D".into());
    argv.push(dir.join("data").into_os_string());
    for a in ["stop", "-m", "immediate", "-w", "-t", "30"] {
        argv.push(a.into());
    }
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(r#"while read -r _; do :; done; dir=$1; shift; cd / && "$@" >/dev/null 2>&1; rm -rf "$dir""#)
        .arg("idctl-pg-watchdog")
        .arg(dir)
        .args(argv)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn()
        .expect("start the PostgreSQL watchdog (sh)");
    child.stdin.take().expect("watchdog stdin")
}

/// Stops the servers of earlier runs whose process is gone and removes their directories.
fn sweep_stale(base: &Path, bin: &Path, user: Option<&str>) {
    for e in std::fs::read_dir(base).into_iter().flatten().flatten() {
        let name = e.file_name();
        let Some(rest) = name.to_str().and_then(|n| n.strip_prefix(PREFIX)) else {
            continue;
        };
        let Some(pid) = rest.split('-').next().and_then(|p| p.parse::<i32>().ok()) else {
            continue;
        };
        // SAFETY: signal 0 only checks that the process exists.
        let alive = unsafe { libc::kill(pid, 0) } == 0
            || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM);
        if alive {
            continue;
        }
        let data = e.path().join("data");
        if data.join("postmaster.pid").exists() {
            let _ = as_user(&bin.join("pg_ctl"), user)
                .current_dir("/")
                .arg("-D")
                .arg(&data)
                .args(["stop", "-m", "immediate", "-w", "-t", "30"])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status();
        }
        let _ = std::fs::remove_dir_all(e.path());
    }
}
