//! A private PostgreSQL server for the benchmarks (`serve`, `engines`), started and stopped by
//! the benchmark itself: nothing to set up by hand.
//!
//! `Pg::start()` runs `initdb` into a new directory under /tmp, writes a self-signed TLS
//! certificate with the `openssl` CLI, and starts the server listening on a Unix socket in that
//! directory and on a free TCP port of 127.0.0.1 (TLS offered there), with
//! `pg_stat_statements` preloaded to count statements per request. Durability is PostgreSQL's
//! default (`fsync`, `synchronous_commit` on), like the SQLite store's commits. As root the
//! server runs as the system user `postgres` (PostgreSQL refuses to run as root). Dropping the
//! `Pg` (at the end of `main`, or while a panic unwinds) stops the server (`pg_ctl stop -m
//! immediate`) and removes the directory.
//!
//! The binaries: `pg_config --bindir`, else the newest `/usr/lib/postgresql/*/bin`. None →
//! the benchmark fails, saying what to install.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The superuser of the cluster (and, as root, the system user the server runs as).
const SUPERUSER: &str = "postgres";

const INSTALL_HINT: &str = "the PostgreSQL server binaries (initdb, pg_ctl, postgres) and the \
openssl CLI are needed: apt-get install postgresql openssl";

pub struct Pg {
    dir: PathBuf,
    bin: PathBuf,
    run_as: Option<String>,
    /// The TCP port on 127.0.0.1.
    pub port: u16,
}

impl Pg {
    pub fn start() -> Pg {
        let bin = bindir();
        let run_as = is_root().then(|| SUPERUSER.to_string());
        let dir = (0..)
            .map(|n| PathBuf::from(format!("/tmp/idctl-bench-pg-{}-{n}", std::process::id())))
            .find(|d| std::fs::create_dir(d).is_ok())
            .expect("a new directory under /tmp");
        let data = dir.join("data");

        // The certificate (self-signed, CN=localhost): the server reads it from its data
        // directory, and the key must belong to the server's user with mode 0600.
        let key = dir.join("server.key");
        let crt = dir.join("server.crt");
        let out = Command::new("openssl")
            .args([
                "req",
                "-x509",
                "-newkey",
                "ec",
                "-pkeyopt",
                "ec_paramgen_curve:P-256",
                "-nodes",
                "-days",
                "2",
                "-subj",
                "/CN=localhost",
                "-keyout",
            ])
            .arg(&key)
            .arg("-out")
            .arg(&crt)
            .output()
            .unwrap_or_else(|e| panic!("running openssl: {e}; {INSTALL_HINT}"));
        assert!(
            out.status.success(),
            "openssl req failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o600)).expect("chmod");
        if let Some(user) = &run_as {
            let (uid, gid) = ids(user);
            for p in [&dir, &key, &crt] {
                std::os::unix::fs::chown(p, Some(uid), Some(gid)).expect("chown");
            }
        }
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).expect("chmod");

        let port = free_port();
        let pg = Pg {
            dir,
            bin,
            run_as,
            port,
        };
        let out = pg
            .command("initdb")
            .args([
                "--no-sync",
                "-A",
                "trust",
                "--locale=C",
                "-E",
                "UTF8",
                "-U",
                SUPERUSER,
            ])
            .arg("-D")
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
            "\n# the idctl benchmarks\n\
             listen_addresses = '127.0.0.1'\n\
             port = {port}\n\
             unix_socket_directories = {dir}\n\
             max_connections = 300\n\
             shared_buffers = 128MB\n\
             ssl = on\n\
             ssl_cert_file = {crt}\n\
             ssl_key_file = {key}\n\
             shared_preload_libraries = 'pg_stat_statements'\n\
             pg_stat_statements.track_utility = on\n",
            dir = conf_string(&pg.dir),
            crt = conf_string(&crt),
            key = conf_string(&key),
        );
        std::fs::OpenOptions::new()
            .append(true)
            .open(data.join("postgresql.conf"))
            .and_then(|mut f| f.write_all(settings.as_bytes()))
            .expect("write postgresql.conf");
        let log = pg.dir.join("log");
        let out = pg
            .pg_ctl(&["start", "-w", "-t", "120", "-l"])
            .arg(&log)
            .output()
            .unwrap_or_else(|e| panic!("running pg_ctl: {e}; {INSTALL_HINT}"));
        assert!(
            out.status.success(),
            "pg_ctl start failed:\n{}{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
            std::fs::read_to_string(&log).unwrap_or_default()
        );
        pg.execute(
            "postgres",
            "CREATE EXTENSION IF NOT EXISTS pg_stat_statements",
        );
        pg
    }

    fn command(&self, program: &str) -> Command {
        let path = self.bin.join(program);
        let mut c = match &self.run_as {
            Some(u) => {
                let mut c = Command::new("runuser");
                c.args(["-u", u, "--"]).arg(path);
                c
            }
            None => Command::new(path),
        };
        c.current_dir(&self.dir);
        c
    }

    fn pg_ctl(&self, args: &[&str]) -> Command {
        let mut c = self.command("pg_ctl");
        c.arg("-D").arg(self.dir.join("data")).args(args);
        c
    }

    /// A superuser connection to `db` over the Unix socket.
    pub fn client(&self, db: &str) -> postgres::Client {
        let mut c = postgres::Config::new();
        c.host_path(&self.dir)
            .port(self.port)
            .user(SUPERUSER)
            .dbname(db)
            .connect_timeout(Duration::from_secs(30));
        c.connect(postgres::NoTls)
            .unwrap_or_else(|e| panic!("connecting to {db}: {e}"))
    }

    pub fn execute(&self, db: &str, sql: &str) {
        self.client(db)
            .batch_execute(sql)
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }

    /// A new empty database named `name`.
    pub fn create_database(&self, name: &str) {
        self.execute("postgres", &format!("CREATE DATABASE \"{name}\""));
    }

    /// `db` over the Unix socket (named after the port, as the TCP one).
    pub fn url_socket(&self, db: &str) -> String {
        format!(
            "postgres://{SUPERUSER}@/{db}?host={}&port={}",
            percent(&self.dir.to_string_lossy()),
            self.port
        )
    }

    /// `db` over TCP on 127.0.0.1, without TLS.
    pub fn url_tcp(&self, db: &str) -> String {
        format!(
            "postgres://{SUPERUSER}@127.0.0.1:{}/{db}?sslmode=disable",
            self.port
        )
    }

    /// `db` over TCP on 127.0.0.1 with TLS (encrypted, certificate not verified).
    pub fn url_tls(&self, db: &str) -> String {
        format!(
            "postgres://{SUPERUSER}@127.0.0.1:{}/{db}?sslmode=require",
            self.port
        )
    }

    /// The server's version string.
    pub fn version(&self) -> String {
        self.client("postgres")
            .query_one("SHOW server_version", &[])
            .map(|r| r.get::<_, String>(0))
            .unwrap_or_default()
    }
}

impl Drop for Pg {
    fn drop(&mut self) {
        let _ = self
            .pg_ctl(&["stop", "-m", "immediate", "-w", "-t", "30"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl Pg {
    /// Resets the statement counts of the whole server.
    pub fn reset_counters(&self) {
        let mut c = self.client("postgres");
        c.batch_execute("SELECT pg_stat_statements_reset()")
            .expect("pg_stat_statements_reset");
    }

    /// The statements run in `db` since the last reset, most called first: (calls, text).
    pub fn top_statements(&self, db: &str, n: i64) -> Vec<(i64, String)> {
        let mut c = self.client("postgres");
        c.query(
            "SELECT s.calls, s.query FROM pg_stat_statements s \
             JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1 \
             ORDER BY s.calls DESC, s.query LIMIT $2",
            &[&db, &n],
        )
        .expect("pg_stat_statements")
        .into_iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect()
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn conf_string(path: &Path) -> String {
    format!("'{}'", path.to_string_lossy().replace('\'', "''"))
}

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

fn ids(user: &str) -> (u32, u32) {
    let name = std::ffi::CString::new(user).expect("a user name");
    // SAFETY: a valid C string; the fields are copied at once.
    let pw = unsafe { libc::getpwnam(name.as_ptr()) };
    assert!(!pw.is_null(), "no system user {user}; {INSTALL_HINT}");
    // SAFETY: non-null, points to a static passwd record.
    unsafe { ((*pw).pw_uid, (*pw).pw_gid) }
}

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
    versions
        .pop()
        .map(|(_, d)| d)
        .unwrap_or_else(|| panic!("no PostgreSQL server found; {INSTALL_HINT}"))
}
