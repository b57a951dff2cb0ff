//! Choosing and reaching a PostgreSQL store (`idctl::store::target`) against a real server:
//! TLS with a certificate made here (checked names, checked roots, a wrong root), a server
//! that takes TCP only over TLS (`hostssl`) with scram-sha-256 passwords, the password from
//! `PGPASSWORD` and from a password file, and the session settings every connection starts
//! with.
//!
//! The server is this file's own (not the shared Unix-socket harness): it needs TCP, TLS and
//! passwords. It is started once for the test binary (initdb into a temporary folder; as root
//! through `runuser -u postgres`) and stopped by a watchdog when the test process ends.

use crate::common::openssl::{openssl, root_ca};
use idctl::error::Code;
use idctl::store::target::{Environment, PgTarget, Target};
use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

const PASSWORD: &str = "Correct-Horse-7";
const INSTALL: &str =
    "PostgreSQL's server (Debian and Ubuntu: apt-get install postgresql; .ci/run installs it)";

/// The private server: its folder, TCP port, and the certificates the tests hand out.
struct Server {
    dir: PathBuf,
    port: u16,
    ca: PathBuf,
    other_ca: PathBuf,
}

fn bindir() -> PathBuf {
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.path().join("bin"))
                .filter(|b| b.join("initdb").exists() && b.join("pg_ctl").exists())
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    match found.pop() {
        Some(b) => b,
        None => panic!("these tests need PostgreSQL's initdb and pg_ctl: install {INSTALL}"),
    }
}

fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

/// A command run as the server's owner: `postgres` when the tests run as root.
fn as_owner(program: &Path) -> Command {
    if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        // A folder the server's owner can enter.
        c.current_dir("/");
        c
    } else {
        Command::new(program)
    }
}

fn run(c: &mut Command, what: &str) {
    let out = c
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run ({e}); install {INSTALL}"));
    assert!(
        out.status.success(),
        "{what} failed: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A CA, a server certificate it signs for `localhost` and 127.0.0.1, and a second CA that
/// signed nothing.
fn make_certificates(dir: &Path) {
    let ext = dir.join("server.ext");
    std::fs::write(
        &ext,
        "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n",
    )
    .unwrap();
    for ca in ["ca", "other-ca"] {
        root_ca(dir, ca, &format!("idctl test {ca}"));
    }
    openssl(
        dir,
        &[
            "req",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-nodes",
            "-keyout",
            "server.key",
            "-out",
            "server.csr",
            "-subj",
            "/CN=localhost",
        ],
    );
    openssl(
        dir,
        &[
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-CAcreateserial",
            "-out",
            "server.pem",
            "-days",
            "2",
            "-extfile",
            "server.ext",
        ],
    );
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free TCP port on 127.0.0.1")
}

fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(start)
}

fn start() -> Server {
    let bin = bindir();
    let dir = tempfile::Builder::new()
        .prefix("idctl-pg-tls-")
        .tempdir()
        .unwrap()
        .keep();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    make_certificates(&dir);
    let data = dir.join("data");
    if is_root() {
        run(
            Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(&dir),
            "chown",
        );
    }
    std::fs::set_permissions(
        dir.join("server.key"),
        std::fs::Permissions::from_mode(0o600),
    )
    .unwrap();
    run(
        as_owner(&bin.join("initdb")).arg("-D").arg(&data).args([
            "-U",
            "postgres",
            "-A",
            "trust",
            "--no-sync",
            "--locale=C",
            "-E",
            "UTF8",
        ]),
        "initdb",
    );
    // TCP only over TLS with a password; the Unix socket (for setting up) trusts.
    std::fs::write(
        data.join("pg_hba.conf"),
        "local all all trust\nhostssl all all 127.0.0.1/32 scram-sha-256\nhostssl all all ::1/128 scram-sha-256\n",
    )
    .unwrap();
    let port = free_port();
    let settings = format!(
        "-c listen_addresses=127.0.0.1 -p {port} -k {dir} -c ssl=on -c ssl_cert_file={dir}/server.pem \
         -c ssl_key_file={dir}/server.key -c fsync=off -c password_encryption=scram-sha-256",
        dir = dir.display()
    );
    run(
        as_owner(&bin.join("pg_ctl"))
            .arg("-D")
            .arg(&data)
            .arg("-l")
            .arg(dir.join("server.log"))
            .args(["-w", "-o", &settings, "start"]),
        "pg_ctl start",
    );
    // Stop the server and remove its folder when this test process ends.
    let watchdog = format!(
        "while kill -0 {pid} 2>/dev/null; do sleep 1; done; {owner} {pg_ctl} -D {data} -m immediate stop >/dev/null 2>&1; rm -rf {dir}",
        pid = std::process::id(),
        owner = if is_root() {
            "runuser -u postgres --"
        } else {
            ""
        },
        pg_ctl = bin.join("pg_ctl").display(),
        data = data.display(),
        dir = dir.display(),
    );
    // `setsid -f`: the watchdog runs on in its own session; setsid itself returns at once.
    let started = Command::new("setsid")
        .args(["-f", "sh", "-c", &watchdog])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .expect("the server's watchdog (setsid, sh)");
    assert!(started.success(), "the server's watchdog did not start");

    // The role the tests connect as, over the Unix socket (which also exercises that path).
    let admin = target(
        &format!(
            "host={} port={port} user=postgres dbname=postgres",
            dir.display()
        ),
        &[],
    );
    let mut c = admin.connect().unwrap_or_else(|e| panic!("{e}"));
    c.batch_execute(&format!("CREATE ROLE idctl LOGIN PASSWORD '{PASSWORD}'"))
        .unwrap();
    // CREATE DATABASE runs outside a transaction: a statement of its own.
    c.batch_execute("CREATE DATABASE idctl OWNER idctl")
        .unwrap();
    Server {
        port,
        ca: dir.join("ca.pem"),
        other_ca: dir.join("other-ca.pem"),
        dir,
    }
}

/// The target `s` names with exactly these environment variables (no home, so no
/// `~/.pgpass` nor `~/.postgresql/root.crt` of the machine's user).
fn target(s: &str, vars: &[(&str, &str)]) -> PgTarget {
    let env = Environment {
        vars: vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect::<BTreeMap<_, _>>(),
        home: None,
        os_user: Some("nobody-here".into()),
        socket_dir: PathBuf::from("/nonexistent"),
    };
    match Target::parse_in(OsStr::new(s), &env) {
        Ok(Target::Postgres(t)) => (*t).clone(),
        Ok(Target::Sqlite(p)) => panic!("{s} is a path: {p:?}"),
        Err(e) => panic!("{s}: {e}"),
    }
}

/// The server's superuser over its Unix socket (which trusts it), on database `db`.
fn as_superuser(s: &Server, db: &str) -> PgTarget {
    target(
        &format!(
            "host={} port={} user=postgres dbname={db}",
            s.dir.display(),
            s.port
        ),
        &[],
    )
}

/// `host=NAME hostaddr=127.0.0.1`, the password given, and `extra`.
fn tcp(name: &str, extra: &str) -> String {
    let s = server();
    format!(
        "host={name} hostaddr=127.0.0.1 port={} user=idctl dbname=idctl password={PASSWORD} {extra}",
        s.port
    )
}

fn encrypted(c: &mut postgres::Client) -> bool {
    c.query_one(
        "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()",
        &[],
    )
    .unwrap()
    .get(0)
}

/// The connection fails as a store that cannot be reached (exit 1), naming the target
/// without its password and the cause.
fn refused(t: &PgTarget, cause: &str) -> String {
    let e = match t.connect() {
        Ok(_) => panic!("{} connected", t.display()),
        Err(e) => e,
    };
    let d = e.detail();
    assert_eq!(d.code, Code::StoreUnavailable, "{}", d.message);
    assert_eq!(d.code.exit(), 1);
    assert!(
        d.message
            .starts_with(&format!("cannot connect to store at {}", t.display())),
        "{}",
        d.message
    );
    assert!(d.message.contains(cause), "{cause:?} not in {}", d.message);
    assert!(!d.message.contains(PASSWORD), "{}", d.message);
    d.message.clone()
}

#[test]
fn verify_full_accepts_the_host_name_the_certificate_names() {
    let ca = server().ca.display().to_string();
    let t = target(
        &tcp(
            "localhost",
            &format!("sslmode=verify-full sslrootcert={ca}"),
        ),
        &[],
    );
    let mut c = t.connect().unwrap_or_else(|e| panic!("{e}"));
    assert!(encrypted(&mut c));
    // Without hostaddr, the name is resolved and checked too.
    let t = target(
        &format!(
            "postgres://idctl@localhost:{}/idctl?sslmode=verify-full&sslrootcert={ca}",
            server().port
        ),
        &[("PGPASSWORD", PASSWORD)],
    );
    assert!(encrypted(
        &mut t.connect().unwrap_or_else(|e| panic!("{e}"))
    ));
}

#[test]
fn verify_full_refuses_a_host_name_the_certificate_does_not_name() {
    let ca = server().ca.display().to_string();
    let t = target(
        &tcp(
            "db.wrong.example",
            &format!("sslmode=verify-full sslrootcert={ca}"),
        ),
        &[],
    );
    let m = refused(&t, "TLS");
    assert!(
        m.contains("certificate not valid for name \"db.wrong.example\""),
        "{m}"
    );
}

#[test]
fn verify_full_is_the_default_for_a_host_name_off_this_machine() {
    // `db.wrong.example` at 127.0.0.1 is not local by its name: the default checks it.
    let ca = server().ca.display().to_string();
    let t = target(&tcp("db.wrong.example", &format!("sslrootcert={ca}")), &[]);
    assert_eq!(t.sslmode().as_str(), "verify-full");
    refused(&t, "certificate not valid for name");
}

#[test]
fn verify_ca_accepts_the_right_root_whatever_the_host_name() {
    let ca = server().ca.display().to_string();
    let t = target(
        &tcp(
            "db.wrong.example",
            &format!("sslmode=verify-ca sslrootcert={ca}"),
        ),
        &[],
    );
    assert!(encrypted(
        &mut t.connect().unwrap_or_else(|e| panic!("{e}"))
    ));
}

#[test]
fn a_wrong_root_is_refused() {
    let other = server().other_ca.display().to_string();
    for mode in ["verify-full", "verify-ca", "require"] {
        let t = target(
            &tcp("localhost", &format!("sslmode={mode} sslrootcert={other}")),
            &[],
        );
        refused(&t, "UnknownIssuer");
    }
    // A root file that is not there: the verifying modes refuse to go on without one.
    let t = target(
        &tcp(
            "localhost",
            "sslmode=verify-ca sslrootcert=/nonexistent/root.pem",
        ),
        &[],
    );
    refused(
        &t,
        "root certificate file /nonexistent/root.pem does not exist",
    );
}

#[test]
fn require_without_a_root_encrypts_without_checking() {
    let t = target(&tcp("db.wrong.example", "sslmode=require"), &[]);
    assert!(encrypted(
        &mut t.connect().unwrap_or_else(|e| panic!("{e}"))
    ));
    // `prefer` and `allow` reach a server that takes only TLS too.
    for mode in ["prefer", "allow"] {
        let t = target(&tcp("localhost", &format!("sslmode={mode}")), &[]);
        assert!(encrypted(
            &mut t.connect().unwrap_or_else(|e| panic!("{mode}: {e}"))
        ));
    }
}

#[test]
fn sslmode_disable_is_refused_by_a_server_that_requires_tls() {
    let t = target(&tcp("localhost", "sslmode=disable"), &[]);
    refused(&t, "no encryption");
}

#[test]
fn password_from_pgpassword() {
    let s = server();
    let conn = format!(
        "postgres://idctl@localhost:{}/idctl?sslmode=require",
        s.port
    );
    let t = target(&conn, &[("PGPASSWORD", PASSWORD)]);
    t.connect().unwrap_or_else(|e| panic!("{e}"));
    // The environment gives the rest too.
    let port = s.port.to_string();
    let t = target(
        "dbname=idctl",
        &[
            ("PGHOST", "localhost"),
            ("PGPORT", &port),
            ("PGUSER", "idctl"),
            ("PGPASSWORD", PASSWORD),
            ("PGSSLMODE", "verify-full"),
            ("PGSSLROOTCERT", &s.ca.display().to_string()),
        ],
    );
    assert!(encrypted(
        &mut t.connect().unwrap_or_else(|e| panic!("{e}"))
    ));
}

#[test]
fn password_from_a_passfile_and_not_from_one_others_can_read() {
    let s = server();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pgpass");
    std::fs::write(
        &file,
        format!(
            "# idctl\nlocalhost:{port}:postgres:idctl:wrong\nlocalhost:{port}:idctl:idctl:{PASSWORD}\n",
            port = s.port
        ),
    )
    .unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();
    let conn = format!(
        "host=localhost port={} user=idctl dbname=idctl sslmode=require",
        s.port
    );
    let passfile = file.display().to_string();
    let t = target(&conn, &[("PGPASSFILE", &passfile)]);
    t.connect().unwrap_or_else(|e| panic!("{e}"));
    // `passfile=` in the string does the same.
    target(&format!("{conn} passfile={passfile}"), &[])
        .connect()
        .unwrap_or_else(|e| panic!("{e}"));

    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).unwrap();
    let t = target(&conn, &[("PGPASSFILE", &passfile)]);
    let m = refused(&t, "the server asks for a password");
    assert!(m.contains("chmod 0600"), "{m}");
    // No password anywhere.
    refused(&target(&conn, &[]), "set PGPASSWORD");
}

#[test]
fn a_wrong_password_is_refused_clearly_and_never_echoed() {
    let s = server();
    let wrong = "Wrong-Battery-9";
    let t = target(
        &format!(
            "postgres://idctl:{wrong}@localhost:{}/idctl?sslmode=require",
            s.port
        ),
        &[],
    );
    assert_eq!(
        t.display(),
        format!(
            "postgres://idctl:***@localhost:{}/idctl?sslmode=require",
            s.port
        )
    );
    let m = refused(&t, "password authentication failed for user \"idctl\"");
    assert!(!m.contains(wrong), "{m}");
    // Key/value form, password in the string's quotes.
    let t = target(
        &format!(
            "host=localhost port={} user=idctl dbname=idctl sslmode=require password='{wrong}'",
            s.port
        ),
        &[],
    );
    let m = refused(&t, "password authentication failed");
    assert!(m.contains("password=***"), "{m}");
    assert!(!m.contains(wrong), "{m}");
    assert!(!format!("{}", t.describe()).contains(wrong));
}

#[test]
fn sessions_start_with_the_timeouts_the_application_name_and_the_schema() {
    let t = target(&tcp("localhost", "sslmode=require schema=team_a"), &[]);
    let mut c = t.connect().unwrap_or_else(|e| panic!("{e}"));
    let show = |c: &mut postgres::Client, name: &str| -> String {
        c.query_one(&format!("SHOW {name}"), &[]).unwrap().get(0)
    };
    assert_eq!(show(&mut c, "lock_timeout"), "1min");
    assert_eq!(show(&mut c, "idle_in_transaction_session_timeout"), "15s");
    assert_eq!(show(&mut c, "statement_timeout"), "1min");
    assert_eq!(show(&mut c, "application_name"), "idctl");
    assert_eq!(show(&mut c, "search_path"), "team_a");
    // Tables land in the schema, and another setup's schema does not see them.
    c.batch_execute(
        "CREATE SCHEMA IF NOT EXISTS team_a; CREATE TABLE IF NOT EXISTS marker (x int)",
    )
    .unwrap();
    let schema: String = c
        .query_one(
            "SELECT table_schema::text FROM information_schema.tables WHERE table_name = 'marker'",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(schema, "team_a");
    let t = target(&tcp("localhost", "sslmode=require schema=team_b"), &[]);
    let mut other = t.connect().unwrap_or_else(|e| panic!("{e}"));
    assert!(other.query("SELECT * FROM marker", &[]).is_err());
}

#[test]
fn a_unix_socket_needs_no_tls_and_no_password_where_the_server_trusts_it() {
    let s = server();
    let t = target(
        &format!(
            "postgres://postgres@%2F{}:{}/postgres",
            s.dir
                .display()
                .to_string()
                .trim_start_matches('/')
                .replace('/', "%2F"),
            s.port
        ),
        &[],
    );
    assert_eq!(t.describe()["tls"], "none (Unix socket)");
    let mut c = t.connect().unwrap_or_else(|e| panic!("{e}"));
    let ssl: Option<bool> = c
        .query_opt(
            "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()",
            &[],
        )
        .unwrap()
        .map(|r| r.get(0));
    assert_ne!(ssl, Some(true));
}

#[test]
fn nothing_listening_is_a_store_that_cannot_be_reached() {
    let port = free_port();
    let t = target(
        &format!("postgres://idctl:{PASSWORD}@127.0.0.1:{port}/idctl?sslmode=require"),
        &[],
    );
    refused(&t, "error connecting to server");
}

#[test]
fn quickstart_on_a_target_with_a_password_prints_commands_without_it_that_work_with_pgpassword() {
    let s = server();
    let admin = as_superuser(s, "postgres");
    let mut c = admin.connect().unwrap_or_else(|e| panic!("{e}"));
    c.batch_execute("CREATE DATABASE quickstart OWNER idctl")
        .unwrap();
    let home = tempfile::tempdir().unwrap();
    let url = format!(
        "postgres://idctl:{PASSWORD}@localhost:{}/quickstart?sslmode=require",
        s.port
    );
    let idctl = |args: &[&str], vars: &[(&str, &str)]| {
        let out = Command::new(env!("CARGO_BIN_EXE_idctl"))
            .args(args)
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", home.path())
            .envs(vars.iter().copied())
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, out, err) = idctl(&["--store", &url, "quickstart"], &[]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(
        !out.contains(PASSWORD) && !err.contains(PASSWORD),
        "{out}{err}"
    );
    assert!(
        out.contains("export PGPASSWORD first"),
        "the commands say where the password must come from: {out}"
    );
    let commands: Vec<&str> = out
        .split("Next, mint and verify a token:")
        .nth(1)
        .unwrap_or_else(|| panic!("{out}"))
        .lines()
        .filter(|l| !l.trim().is_empty())
        .collect();
    assert!(
        commands
            .iter()
            .any(|l| l.contains(&format!("postgres://idctl@localhost:{}/quickstart", s.port))),
        "{out}"
    );
    // Pasted into a shell that has the password in PGPASSWORD, they mint and verify a token.
    let script = commands.join("\n");
    let (code, out, err) = idctl_sh(&script, home.path(), &[("PGPASSWORD", PASSWORD)]);
    assert_eq!(code, Some(0), "{script}\n{out}{err}");
    assert!(out.contains("valid"), "{out}");
    // Without it, the store refuses clearly, and still nothing shows a password.
    let (code, out, err) = idctl_sh(&script, home.path(), &[]);
    assert_ne!(code, Some(0), "{out}{err}");
    assert!(err.contains("set PGPASSWORD"), "{err}");
}

/// Runs `script` under `sh -e` with only PATH (idctl's folder first), HOME and `vars`.
fn idctl_sh(script: &str, home: &Path, vars: &[(&str, &str)]) -> (Option<i32>, String, String) {
    let bin = Path::new(env!("CARGO_BIN_EXE_idctl"));
    let mut path = std::ffi::OsString::from(bin.parent().unwrap());
    path.push(":");
    path.push(std::env::var_os("PATH").unwrap_or_default());
    let out = Command::new("sh")
        .args(["-ec", script])
        .env_clear()
        .env("PATH", path)
        .env("HOME", home)
        .envs(vars.iter().copied())
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// PgBouncer in front of this file's server, in session mode: stopped when dropped.
struct Bouncer {
    dir: tempfile::TempDir,
    port: u16,
}

impl Bouncer {
    fn start(server: &Server) -> Bouncer {
        let program = Path::new("/usr/sbin/pgbouncer");
        assert!(
            program.exists(),
            "PgBouncer is missing (Debian and Ubuntu: apt-get install pgbouncer; scripts/test installs it)"
        );
        let dir = tempfile::Builder::new()
            .prefix("idctl-pgbouncer-")
            .tempdir()
            .unwrap();
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o777)).unwrap();
        let port = free_port();
        let ini = dir.path().join("pgbouncer.ini");
        std::fs::write(
            &ini,
            format!(
                "[databases]\n* = host={socket} port={pg} user=idctl\n\n[pgbouncer]\nlisten_addr = 127.0.0.1\n\
                 listen_port = {port}\nunix_socket_dir =\nauth_type = any\npool_mode = session\n\
                 logfile = {d}/pgbouncer.log\npidfile = {d}/pgbouncer.pid\n",
                socket = server.dir.display(),
                pg = server.port,
                d = dir.path().display()
            ),
        )
        .unwrap();
        run(as_owner(program).arg("-d").arg(&ini), "pgbouncer");
        Bouncer { dir, port }
    }
}

impl Drop for Bouncer {
    fn drop(&mut self) {
        if let Ok(pid) = std::fs::read_to_string(self.dir.path().join("pgbouncer.pid")) {
            let _ = Command::new("kill").arg(pid.trim()).status();
        }
    }
}

#[test]
fn behind_pgbouncer_in_session_mode_every_session_gets_the_settings_and_the_schema() {
    let s = server();
    let bouncer = Bouncer::start(s);
    let admin = as_superuser(s, "postgres");
    admin
        .connect()
        .unwrap_or_else(|e| panic!("{e}"))
        .batch_execute("CREATE DATABASE bounced OWNER idctl")
        .unwrap();
    let url = format!(
        "postgres://idctl@127.0.0.1:{}/bounced?sslmode=disable&schema=team_p",
        bouncer.port
    );
    let home = tempfile::tempdir().unwrap();
    let idctl = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_idctl"))
            .arg("--store")
            .arg(&url)
            .args(args)
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", home.path())
            .output()
            .unwrap();
        let (o, e) = (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        );
        assert_eq!(out.status.code(), Some(0), "{args:?}: {o}{e}");
        o
    };
    idctl(&["role", "create", "through-the-pooler"]);
    let info: serde_json::Value =
        serde_json::from_str(&idctl(&["-o", "json", "store", "info"])).unwrap();
    assert_eq!(info["schema"], "team_p", "{info}");
    assert_eq!(
        info["schemaVersion"],
        idctl::store::SCHEMA_VERSION,
        "{info}"
    );
    assert!(idctl(&["role", "list"]).contains("through-the-pooler"));
    // The store is in its schema, and nothing landed elsewhere.
    let mut direct = as_superuser(s, "bounced")
        .connect()
        .unwrap_or_else(|e| panic!("{e}"));
    let n: i64 = direct
        .query_one(
            "SELECT count(*) FROM team_p.roles WHERE name = 'through-the-pooler'",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(n, 1);
    let public: i64 = direct
        .query_one(
            "SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = 'public'",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(public, 0);
    // A session through the pooler has idctl's settings.
    let mut c = target(&url, &[])
        .connect()
        .unwrap_or_else(|e| panic!("{e}"));
    let show = |c: &mut postgres::Client, name: &str| -> String {
        c.query_one(&format!("SHOW {name}"), &[]).unwrap().get(0)
    };
    assert_eq!(show(&mut c, "lock_timeout"), "1min");
    assert_eq!(show(&mut c, "idle_in_transaction_session_timeout"), "15s");
    assert_eq!(show(&mut c, "statement_timeout"), "1min");
    assert_eq!(show(&mut c, "search_path"), "team_p");
}
