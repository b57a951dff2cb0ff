//! Management API write benchmark, run with `cargo bench --bench management`.
//!
//! Everything on the same disk, in one temporary directory, in one run:
//! 1. `POST /api/roles` on `idctl serve` (the release binary) with 16 concurrent keep-alive
//!    HTTP/1.1 clients, unique names: writes per second, p50, p99, errors (any non-2xx);
//! 2. `POST /api/users` the same way, usernames only (no Argon2), then with passwords (Argon2id
//!    per request; shown next to the in-process hash time);
//! 3. `idctl role create` and `idctl user create` as separate processes, one after another;
//! 4. SQLite's own small write transactions (BEGIN IMMEDIATE, one INSERT into a table shaped
//!    like `roles`, COMMIT) on a fresh file opened with the store's pragmas, on 1 thread and
//!    on 16 threads each with its own connection; plus, as a diagnostic, 16 threads that queue
//!    on an in-process mutex instead of SQLite's busy handler;
//! 5. the ratios between them, and the `synchronous` setting of a real store's connection.
//!
//! 6. `sign-in-flood`: `POST /api/roles` (16 clients) alone, then while 8 browsers post wrong
//!    passwords to `/sign-in` (each post an Argon2id check), at about 20 posts/s in all and
//!    back to back: the writes/s kept;
//! 7. `list-page`: `GET /api/roles?page=..&page_size=20` on a store of 50,000 roles (a first
//!    and a deep page), and `GET /oidc/jwks` while 4 clients page through the roles.
//!
//! IDCTL_BENCH_SECONDS sets the measuring time of each timed step (default 3);
//! IDCTL_BENCH_RUNS the number of process runs of each CLI command (default 100);
//! IDCTL_BENCH_ROUNDS the rounds of the sign-in flood, each load in turn (default 3).
//! `cargo bench --bench management -- sign-in-flood` (or `list-page`, `writes`) runs one case.

use rusqlite::{Connection, OpenFlags, TransactionBehavior};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_idctl");
const MANAGEMENT_API: &str = "https://default.logto.app/api";
const MANAGEMENT_ROLE: &str = "Logto Management API access";
const CLIENTS: usize = 16;
/// The store's busy timeout (src/store/mod.rs).
const BUSY_TIMEOUT: Duration = Duration::from_secs(60);

fn seconds() -> Duration {
    Duration::from_secs_f64(
        std::env::var("IDCTL_BENCH_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(3.0),
    )
}

fn runs() -> usize {
    std::env::var("IDCTL_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100)
        .max(1)
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

/// The `p` quantile of sorted durations.
fn pct(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() as f64 * p) as usize).min(sorted.len() - 1)]
}

/// `idctl` with nothing from the caller's IDCTL_* environment.
fn idctl() -> Command {
    let mut c = Command::new(BIN);
    c.env_remove("IDCTL_STORE")
        .env_remove("IDCTL_OUTPUT")
        .env_remove("IDCTL_EVENTS");
    c
}

// ---------------------------------------------------------------------------------------------
// HTTP

/// A keep-alive HTTP/1.1 connection.
struct Conn {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
}

impl Conn {
    fn open(addr: &str) -> Conn {
        let s = TcpStream::connect(addr).unwrap();
        s.set_nodelay(true).unwrap();
        Conn {
            writer: s.try_clone().unwrap(),
            reader: BufReader::new(s),
        }
    }

    /// Sends `request` and reads the response; returns its status and body.
    fn call(&mut self, request: &[u8]) -> (u16, Vec<u8>) {
        let (status, _, body) = self.call_full(request);
        (status, body)
    }

    /// `call`, with the response's headers (names in lower case).
    fn call_full(&mut self, request: &[u8]) -> (u16, Vec<(String, String)>, Vec<u8>) {
        self.writer.write_all(request).unwrap();
        let mut line = String::new();
        self.reader.read_line(&mut line).unwrap();
        let status: u16 = line
            .split(' ')
            .nth(1)
            .unwrap_or_else(|| panic!("bad status line {line:?}"))
            .parse()
            .unwrap();
        let mut len = 0usize;
        let mut chunked = false;
        let mut headers = Vec::new();
        loop {
            line.clear();
            self.reader.read_line(&mut line).unwrap();
            if line == "\r\n" || line.is_empty() {
                break;
            }
            if let Some((k, v)) = line.split_once(':') {
                headers.push((k.trim().to_ascii_lowercase(), v.trim().to_string()));
            }
            let lower = line.to_ascii_lowercase();
            if let Some(v) = lower.strip_prefix("content-length:") {
                len = v.trim().parse().unwrap();
            } else if let Some(v) = lower.strip_prefix("transfer-encoding:") {
                chunked = v.contains("chunked");
            }
        }
        let mut body = Vec::new();
        if chunked {
            loop {
                line.clear();
                self.reader.read_line(&mut line).unwrap();
                let size = usize::from_str_radix(line.trim().split(';').next().unwrap(), 16)
                    .expect("chunk size");
                let mut chunk = vec![0u8; size + 2];
                self.reader.read_exact(&mut chunk).unwrap();
                if size == 0 {
                    break;
                }
                body.extend_from_slice(&chunk[..size]);
            }
        } else {
            body.resize(len, 0);
            self.reader.read_exact(&mut body).unwrap();
        }
        (status, headers, body)
    }
}

fn json_post(addr: &str, token: &str, path: &str, body: &str) -> Vec<u8> {
    format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

struct WriteLoad {
    /// Successful (2xx) writes per second.
    rate: f64,
    ok: usize,
    errors: usize,
    first_error: Option<(u16, String)>,
    p50: Duration,
    p99: Duration,
    max: Duration,
}

/// The request that client `client` sends as its `i`th.
type MakeRequest = dyn Fn(usize, u64) -> Vec<u8> + Send + Sync;

/// `clients` connections each sending `make(client, i)` back to back for `duration`; every
/// request is timed, non-2xx answers are counted as errors.
fn write_load(addr: &str, clients: usize, duration: Duration, make: Arc<MakeRequest>) -> WriteLoad {
    // Warm up: open the connections and send one request on each (not measured).
    let conns: Vec<Conn> = (0..clients)
        .map(|c| {
            let mut conn = Conn::open(addr);
            let (status, body) = conn.call(&make(c, 0));
            assert!(
                (200..300).contains(&status),
                "warm-up request answered {status}: {}",
                String::from_utf8_lossy(&body)
            );
            conn
        })
        .collect();
    let stop = Arc::new(AtomicBool::new(false));
    let start = Instant::now();
    let handles: Vec<_> = conns
        .into_iter()
        .enumerate()
        .map(|(c, mut conn)| {
            let (stop, make) = (stop.clone(), make.clone());
            std::thread::spawn(move || {
                let mut lat = Vec::with_capacity(10_000);
                let (mut ok, mut errors, mut first_error) = (0usize, 0usize, None);
                let mut i = 1u64;
                while !stop.load(Ordering::Relaxed) {
                    let request = make(c, i);
                    i += 1;
                    let t = Instant::now();
                    let (status, body) = conn.call(&request);
                    lat.push(t.elapsed());
                    if (200..300).contains(&status) {
                        ok += 1;
                    } else {
                        errors += 1;
                        first_error.get_or_insert_with(|| {
                            (status, String::from_utf8_lossy(&body).into_owned())
                        });
                    }
                }
                (lat, ok, errors, first_error)
            })
        })
        .collect();
    std::thread::sleep(duration);
    stop.store(true, Ordering::Relaxed);
    let (mut all, mut ok, mut errors, mut first_error) = (Vec::new(), 0, 0, None);
    for h in handles {
        let (lat, o, e, f) = h.join().unwrap();
        all.extend(lat);
        ok += o;
        errors += e;
        first_error = first_error.or(f);
    }
    let elapsed = start.elapsed();
    all.sort();
    WriteLoad {
        rate: ok as f64 / elapsed.as_secs_f64(),
        ok,
        errors,
        first_error,
        p50: pct(&all, 0.50),
        p99: pct(&all, 0.99),
        max: all.last().copied().unwrap_or_default(),
    }
}

fn start_server(store: &Path) -> (Child, String) {
    let mut child = idctl()
        .arg("--store")
        .arg(store)
        .args(["serve", "--listen", "127.0.0.1:0"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start idctl serve");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert!(line.starts_with("http://"), "idctl serve printed {line:?}");
    let addr = line.trim().trim_start_matches("http://").to_string();
    (child, addr)
}

fn stop_server(mut server: Child) {
    unsafe {
        libc::kill(server.id() as i32, libc::SIGTERM);
    }
    let _ = server.wait();
}

/// A Management API access token: client credentials with `resource` and `scope=all`.
fn management_token(addr: &str, id: &str, secret: &str) -> String {
    let body = format!(
        "grant_type=client_credentials&resource={}&scope=all",
        url_encode(MANAGEMENT_API)
    );
    let auth = base64::Engine::encode(
        &base64::engine::general_purpose::STANDARD,
        format!("{id}:{secret}"),
    );
    let request = format!(
        "POST /oidc/token HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Basic {auth}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let (status, body) = Conn::open(addr).call(request.as_bytes());
    assert_eq!(
        status,
        200,
        "token request: {}",
        String::from_utf8_lossy(&body)
    );
    let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
    v["access_token"].as_str().unwrap().to_string()
}

fn url_encode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

// ---------------------------------------------------------------------------------------------
// CLI

fn time_cmd(args: &[&str]) -> Duration {
    let start = Instant::now();
    let out = idctl()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .expect("spawn idctl");
    let wall = start.elapsed();
    assert!(
        out.status.success(),
        "idctl {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    wall
}

struct ProcessRate {
    per_second: f64,
    median: Duration,
}

/// `runs` processes of `args(i)` one after another.
fn process_rate(runs: usize, args: impl Fn(usize) -> Vec<String>) -> ProcessRate {
    let start = Instant::now();
    let mut walls: Vec<Duration> = (0..runs)
        .map(|i| {
            let a = args(i);
            time_cmd(&a.iter().map(String::as_str).collect::<Vec<_>>())
        })
        .collect();
    let total = start.elapsed();
    walls.sort();
    ProcessRate {
        per_second: runs as f64 / total.as_secs_f64(),
        median: pct(&walls, 0.5),
    }
}

// ---------------------------------------------------------------------------------------------
// SQLite

/// A connection with the store's settings (src/store/mod.rs `connect` and `build_new`).
fn sqlite_connect(path: &Path) -> Connection {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .unwrap();
    conn.busy_timeout(BUSY_TIMEOUT).unwrap();
    conn.set_prepared_statement_cache_capacity(128);
    conn.execute_batch("PRAGMA foreign_keys = ON; PRAGMA journal_size_limit = 1048576;")
        .unwrap();
    let mode: String = conn
        .pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    conn
}

fn synchronous(conn: &Connection) -> i64 {
    conn.pragma_query_value(None, "synchronous", |r| r.get(0))
        .unwrap()
}

fn synchronous_name(v: i64) -> &'static str {
    match v {
        0 => "OFF",
        1 => "NORMAL",
        2 => "FULL",
        3 => "EXTRA",
        _ => "?",
    }
}

/// A fresh database file with a table shaped like the store's `roles`.
fn sqlite_floor_db(path: &Path) {
    let conn = sqlite_connect(path);
    conn.execute_batch(
        "CREATE TABLE roles (
            id          TEXT PRIMARY KEY,
            name        TEXT NOT NULL UNIQUE,
            description TEXT NOT NULL,
            type        TEXT NOT NULL CHECK (type IN ('User', 'MachineToMachine')),
            is_default  INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
            created_at  INTEGER NOT NULL
        );",
    )
    .unwrap();
}

/// A random-looking 21-character id, as the store's ids are (so inserts land all over the
/// primary-key index, not only at its end).
fn id_for(thread: usize, i: u64) -> String {
    let mut x = (thread as u64) << 40 ^ i ^ 0x9e37_79b9_7f4a_7c15;
    let mut s = String::with_capacity(21);
    for _ in 0..21 {
        x = x
            .wrapping_mul(0x5851_f42d_4c95_7f2d)
            .wrapping_add(1_442_695_040_888_963_407);
        s.push(b"abcdefghijklmnopqrstuvwxyz0123456789"[(x >> 58) as usize % 36] as char);
    }
    s
}

/// One small write transaction: BEGIN IMMEDIATE; one INSERT; COMMIT.
fn sqlite_tx(conn: &mut Connection, thread: usize, i: u64) {
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .unwrap();
    tx.prepare_cached(
        "INSERT INTO roles (id, name, description, type, is_default, created_at)
         VALUES (?1, ?2, 'x', 'User', 0, ?3)",
    )
    .unwrap()
    .execute(rusqlite::params![
        id_for(thread, i),
        format!("role-t{thread}-{i}"),
        i as i64
    ])
    .unwrap();
    tx.commit().unwrap();
}

struct TxRate {
    per_second: f64,
    p50: Duration,
    p99: Duration,
    max: Duration,
}

/// `threads` threads, each with its own connection, committing small transactions back to
/// back for `duration`; with `queue`, every transaction first takes one in-process mutex.
fn sqlite_rate(
    path: &Path,
    threads: usize,
    duration: Duration,
    queue: Option<Arc<Mutex<()>>>,
) -> TxRate {
    let stop = Arc::new(AtomicBool::new(false));
    // Thread ids differ from one call to the next so that names stay unique.
    static BASE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let base = BASE.fetch_add(threads, Ordering::Relaxed);
    let conns: Vec<Connection> = (0..threads).map(|_| sqlite_connect(path)).collect();
    let start = Instant::now();
    let handles: Vec<_> = conns
        .into_iter()
        .enumerate()
        .map(|(t, mut conn)| {
            let (stop, queue) = (stop.clone(), queue.clone());
            std::thread::spawn(move || {
                let mut lat = Vec::with_capacity(100_000);
                let mut i = 0u64;
                while !stop.load(Ordering::Relaxed) {
                    let t0 = Instant::now();
                    let guard = queue.as_ref().map(|q| q.lock().unwrap());
                    sqlite_tx(&mut conn, base + t, i);
                    drop(guard);
                    lat.push(t0.elapsed());
                    i += 1;
                }
                lat
            })
        })
        .collect();
    std::thread::sleep(duration);
    stop.store(true, Ordering::Relaxed);
    let mut all: Vec<Duration> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    let elapsed = start.elapsed();
    all.sort();
    TxRate {
        per_second: all.len() as f64 / elapsed.as_secs_f64(),
        p50: pct(&all, 0.50),
        p99: pct(&all, 0.99),
        max: all.last().copied().unwrap_or_default(),
    }
}

/// The file system type of `dir` (fsync costs differ by orders of magnitude between them).
fn filesystem(dir: &Path) -> String {
    use std::os::unix::ffi::OsStrExt;
    let path = std::ffi::CString::new(dir.as_os_str().as_bytes()).unwrap();
    let mut st: libc::statfs = unsafe { std::mem::zeroed() };
    // SAFETY: a NUL-terminated path and a pointer to a statfs owned by this frame.
    if unsafe { libc::statfs(path.as_ptr(), &mut st) } != 0 {
        return "file system unknown".into();
    }
    let kind = st.f_type as u64;
    let name = match kind {
        0xEF53 => "ext4",
        0x0102_1994 => "tmpfs: fsync costs nothing",
        0x5846_5342 => "xfs",
        0x9123_683E => "btrfs",
        0x794C_7630 => "overlayfs",
        0x2FC1_2FC1 => "zfs",
        _ => "other",
    };
    format!("file system {name}, magic {kind:#x}")
}

// ---------------------------------------------------------------------------------------------

fn print_http(label: &str, l: &WriteLoad) {
    println!(
        "| {label} | {:.0} | {} | {} | {} | {} | {} |",
        l.rate,
        ms(l.p50),
        ms(l.p99),
        ms(l.max),
        l.ok,
        l.errors
    );
    if let Some((status, body)) = &l.first_error {
        println!("|   first error: {status} {} | | | | | | |", body.trim());
    }
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    // `cargo bench --bench management -- CASE...` runs only the cases named (or containing
    // a name given): `writes`, `sign-in-flood`, `list-page`.
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let run = |case: &str| filters.is_empty() || filters.iter().any(|f| case.contains(f.as_str()));
    if run("writes") {
        writes();
    }
    if run("sign-in-flood") {
        sign_in_flood();
    }
    if run("list-page") {
        list_page();
    }
}

/// Steps 1 to 5 (see the top of this file).
fn writes() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("serve.db");
    let s = store.to_str().unwrap().to_string();
    let d = seconds();
    let runs = runs();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "idctl Management API write benchmark: {cores} cores, {d:?} per timed step, \
         {runs} CLI runs, in {} ({})",
        dir.path().display(),
        filesystem(dir.path())
    );

    // The store, its m2m client with the Management API role, and its settings as a
    // connection opened like idctl's sees them.
    let out = idctl()
        .args(["--store", &s, "client", "create", "mgmt", "-o", "json"])
        .args(["--role", MANAGEMENT_ROLE])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "client create: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let c: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let (id, secret) = (
        c["id"].as_str().unwrap().to_string(),
        c["secret"].as_str().unwrap().to_string(),
    );
    let (store_sync, store_journal) = {
        let conn = sqlite_connect(&store);
        let journal: String = conn
            .pragma_query_value(None, "journal_mode", |r| r.get(0))
            .unwrap();
        (synchronous(&conn), journal)
    };

    // 4. The SQLite floor, on a fresh file next to the store.
    let floor = dir.path().join("floor.db");
    sqlite_floor_db(&floor);
    let floor_sync = synchronous(&sqlite_connect(&floor));
    let seq = sqlite_rate(&floor, 1, d, None);
    let par = sqlite_rate(&floor, CLIENTS, d, None);
    let queued = sqlite_rate(&floor, CLIENTS, d, Some(Arc::new(Mutex::new(()))));

    // 1 and 2. HTTP.
    let (server, addr) = start_server(&store);
    let token = Arc::new(management_token(&addr, &id, &secret));
    let roles = {
        let (addr, token) = (addr.clone(), token.clone());
        write_load(
            &addr.clone(),
            CLIENTS,
            d,
            Arc::new(move |c, i| {
                let body = serde_json::json!({
                    "name": format!("http-role-c{c}-{i}"),
                    "description": "bench",
                });
                json_post(&addr, &token, "/api/roles", &body.to_string())
            }),
        )
    };
    let users = {
        let (addr, token) = (addr.clone(), token.clone());
        write_load(
            &addr.clone(),
            CLIENTS,
            d,
            Arc::new(move |c, i| {
                let body = serde_json::json!({ "username": format!("http_user_c{c}_{i}") });
                json_post(&addr, &token, "/api/users", &body.to_string())
            }),
        )
    };
    let with_pw = {
        let (addr, token) = (addr.clone(), token.clone());
        write_load(
            &addr.clone(),
            CLIENTS,
            d,
            Arc::new(move |c, i| {
                let body = serde_json::json!({
                    "username": format!("http_pw_c{c}_{i}"),
                    "password": "correct horse battery",
                });
                json_post(&addr, &token, "/api/users", &body.to_string())
            }),
        )
    };
    // The per-request ceiling of /api on this machine: an authorized read of one role (token
    // check, one read transaction, JSON), no write.
    let read = {
        let created = json_post(
            &addr,
            &token,
            "/api/roles",
            r#"{"name": "read-probe", "description": "bench"}"#,
        );
        let (status, body) = Conn::open(&addr).call(&created);
        assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
        let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
        let request = format!(
            "GET /api/roles/{} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\r\n",
            v["id"].as_str().unwrap()
        )
        .into_bytes();
        write_load(&addr, CLIENTS, d, Arc::new(move |_, _| request.clone()))
    };
    stop_server(server);
    let mut hashes: Vec<Duration> = (0..5)
        .map(|_| {
            let t = Instant::now();
            idctl::password::hash("correct horse battery").unwrap();
            t.elapsed()
        })
        .collect();
    hashes.sort();
    let hash = pct(&hashes, 0.5);

    // 3. The CLI, on its own store in the same directory, with no server holding it open.
    let cli_store = dir.path().join("cli.db");
    let cs = cli_store.to_str().unwrap().to_string();
    time_cmd(&["--store", &cs, "init"]);
    for i in 0..3 {
        time_cmd(&[
            "--store",
            &cs,
            "role",
            "create",
            &format!("warm-{i}"),
            "-d",
            "x",
        ]);
    }
    let cli_roles = process_rate(runs, |i| {
        [
            "--store",
            &cs,
            "role",
            "create",
            &format!("cli-role-{i}"),
            "-d",
            "x",
        ]
        .map(String::from)
        .to_vec()
    });
    let cli_users = process_rate(runs, |i| {
        [
            "--store",
            &cs,
            "user",
            "create",
            "--username",
            &format!("cli_user_{i}"),
        ]
        .map(String::from)
        .to_vec()
    });

    // Report.
    println!();
    println!(
        "store connection: journal_mode={store_journal}, synchronous={store_sync} ({}); \
         floor database: synchronous={floor_sync} ({})",
        synchronous_name(store_sync),
        synchronous_name(floor_sync)
    );
    println!();
    println!("| HTTP, {CLIENTS} keep-alive clients | 2xx/s | p50 | p99 | max | 2xx | errors |");
    println!("|---|---|---|---|---|---|---|");
    print_http("POST /api/roles", &roles);
    print_http("POST /api/users (username only)", &users);
    print_http("POST /api/users (with password: Argon2id)", &with_pw);
    print_http("GET /api/roles/:id (authorized read, no write)", &read);
    println!(
        "one Argon2id hash in-process: {} (median of 5): at most {:.0}/s if hashes ran one at \
         a time, {:.0}/s on {cores} cores",
        ms(hash),
        1.0 / hash.as_secs_f64(),
        cores as f64 / hash.as_secs_f64()
    );
    println!();
    println!(
        "| CLI, one process per command, sequential | commands/s (runs ÷ total wall) | median wall |"
    );
    println!("|---|---|---|");
    println!(
        "| idctl role create NAME -d x | {:.1} | {} |",
        cli_roles.per_second,
        ms(cli_roles.median)
    );
    println!(
        "| idctl user create --username NAME | {:.1} | {} |",
        cli_users.per_second,
        ms(cli_users.median)
    );
    println!();
    println!(
        "| SQLite floor: BEGIN IMMEDIATE; INSERT 1 row; COMMIT (store's pragmas) | tx/s | p50 | p99 | max |"
    );
    println!("|---|---|---|---|---|");
    for (label, r) in [
        ("1 thread".to_string(), &seq),
        (
            format!("{CLIENTS} threads, own connections, busy_timeout"),
            &par,
        ),
        (
            format!("{CLIENTS} threads, queued on an in-process mutex (diagnostic)"),
            &queued,
        ),
    ] {
        println!(
            "| {label} | {:.0} | {} | {} | {} |",
            r.per_second,
            ms(r.p50),
            ms(r.p99),
            ms(r.max)
        );
    }
    println!();
    println!("ratios:");
    for (label, http) in [("roles", roles.rate), ("users", users.rate)] {
        println!(
            "  HTTP {label}/s / SQLite tx/s: {:.3} of 1 thread, {:.3} of {CLIENTS} threads",
            http / seq.per_second,
            http / par.per_second
        );
    }
    println!(
        "  HTTP / CLI: roles {:.1}x, users {:.1}x",
        roles.rate / cli_roles.per_second,
        users.rate / cli_users.per_second
    );
    println!(
        "  synchronous read from the store: {store_sync} ({})",
        synchronous_name(store_sync)
    );
    let errors = roles.errors + users.errors + with_pw.errors + read.errors;
    if errors > 0 {
        println!("ERRORS: {errors} non-2xx answers");
    }
}

// ---------------------------------------------------------------------------------------------
// 6. Wrong passwords at /sign-in against Management API writes

const REDIRECT: &str = "http://localhost:3000/callback";

/// A store with the Management API client, a web app to sign in to and a user with a
/// password, its lockout limit and the sign-in rate limits out of the way (the flood never
/// locks the user, and every post is checked).
fn sign_in_store(dir: &Path) -> (String, String, String, String) {
    let store = dir.join("flood.db");
    let s = store.to_str().unwrap().to_string();
    let json = |args: &[&str]| -> serde_json::Value {
        let out = idctl()
            .args(["--store", &s, "-o", "json"])
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "idctl {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap_or(serde_json::Value::Null)
    };
    let mgmt = json(&["client", "create", "mgmt", "--role", MANAGEMENT_ROLE]);
    let web = json(&[
        "client",
        "create",
        "shop",
        "--type",
        "traditional",
        "--redirect-uri",
        REDIRECT,
    ]);
    let mut user = idctl()
        .args(["--store", &s, "user", "create", "--username", "alice"])
        .arg("--password-stdin")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    user.stdin
        .take()
        .unwrap()
        .write_all(b"correct horse battery\n")
        .unwrap();
    assert!(user.wait().unwrap().success());
    json(&["config", "set", "lockout.max-attempts", "1000000"]);
    // Nor do the rate limits of the sign-in page: every post of the flood checks a password.
    json(&["config", "set", "rate-limit.sign-in.ip", "1000000/1s"]);
    json(&[
        "config",
        "set",
        "rate-limit.sign-in.identifier",
        "1000000/1s",
    ]);
    (
        s,
        mgmt["id"].as_str().unwrap().to_string(),
        mgmt["secret"].as_str().unwrap().to_string(),
        web["id"].as_str().unwrap().to_string(),
    )
}

/// A browser at the sign-in page: `GET /oidc/auth`, then `GET /sign-in` with the cookies it
/// was given. Returns its connection, its cookies and the form's token.
fn at_sign_in(addr: &str, client_id: &str) -> (Conn, String, String) {
    let mut conn = Conn::open(addr);
    let auth = format!(
        "GET /oidc/auth?client_id={client_id}&redirect_uri={}&response_type=code&scope=openid\
         &state=bench HTTP/1.1\r\nHost: {addr}\r\n\r\n",
        url_encode(REDIRECT)
    );
    let (status, headers, body) = conn.call_full(auth.as_bytes());
    assert!(
        status == 302 || status == 303,
        "/oidc/auth answered {status}: {}",
        String::from_utf8_lossy(&body)
    );
    let cookies: Vec<String> = headers
        .iter()
        .filter(|(k, _)| k == "set-cookie")
        .filter_map(|(_, v)| v.split(';').next().map(str::to_string))
        .collect();
    let cookie = cookies.join("; ");
    let page = format!("GET /sign-in HTTP/1.1\r\nHost: {addr}\r\nCookie: {cookie}\r\n\r\n");
    let (status, _, body) = conn.call_full(page.as_bytes());
    let html = String::from_utf8_lossy(&body).into_owned();
    assert_eq!(status, 200, "/sign-in answered {status}: {html}");
    let marker = r#"name="_csrf" value=""#;
    let start = html.find(marker).expect("a form token") + marker.len();
    let token = html[start..start + html[start..].find('"').unwrap()].to_string();
    (conn, cookie, token)
}

/// 8 browsers posting a wrong password to `/sign-in` until `stop`, each at most `per_second`
/// posts a second (back to back when `None`); returns the posts made and the non-422 answers.
fn flood(
    addr: &str,
    client_id: &str,
    per_second: Option<f64>,
    stop: Arc<AtomicBool>,
) -> Vec<std::thread::JoinHandle<(usize, usize)>> {
    (0..8)
        .map(|_| {
            let (mut conn, cookie, token) = at_sign_in(addr, client_id);
            let body = format!("identifier=alice&password=wrong-wrong-wrong&_csrf={token}");
            let request = format!(
                "POST /sign-in HTTP/1.1\r\nHost: {addr}\r\nCookie: {cookie}\r\n\
                 Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
                body.len()
            );
            let stop = stop.clone();
            std::thread::spawn(move || {
                let (mut posts, mut other) = (0usize, 0usize);
                let start = Instant::now();
                while !stop.load(Ordering::Relaxed) {
                    let (status, _) = conn.call(request.as_bytes());
                    posts += 1;
                    if status != 422 {
                        other += 1;
                    }
                    if let Some(rate) = per_second {
                        let due = start + Duration::from_secs_f64(posts as f64 / rate);
                        while Instant::now() < due && !stop.load(Ordering::Relaxed) {
                            std::thread::sleep(Duration::from_millis(5));
                        }
                    }
                }
                (posts, other)
            })
        })
        .collect()
}

fn sign_in_flood() {
    let dir = tempfile::tempdir().unwrap();
    let d = seconds();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let (store, id, secret, web) = sign_in_store(dir.path());
    let (server, addr) = start_server(Path::new(&store));
    let token = Arc::new(management_token(&addr, &id, &secret));
    // Rounds of the three loads in turn, so that a machine busy with something else for a
    // while weighs on each alike; each load's median round is reported.
    let configs: [(&str, Option<Option<f64>>); 3] = [
        ("alone", None),
        ("8 browsers, ~20 wrong passwords/s in all", Some(Some(2.5))),
        ("8 browsers, wrong passwords back to back", Some(None)),
    ];
    let mut runs: Vec<Vec<(WriteLoad, f64, usize)>> = configs.iter().map(|_| Vec::new()).collect();
    for round in 0..rounds() {
        for (k, (_, flooding)) in configs.iter().enumerate() {
            let label = format!("r{round}k{k}");
            let Some(rate) = flooding else {
                let load = roles_as(&addr, &token, &label, d);
                runs[k].push((load, 0.0, 0));
                continue;
            };
            let stop = Arc::new(AtomicBool::new(false));
            let browsers = flood(&addr, &web, *rate, stop.clone());
            let start = Instant::now();
            let load = roles_as(&addr, &token, &label, d);
            stop.store(true, Ordering::Relaxed);
            let (mut posts, mut other) = (0, 0);
            for b in browsers {
                let (p, o) = b.join().unwrap();
                posts += p;
                other += o;
            }
            runs[k].push((load, posts as f64 / start.elapsed().as_secs_f64(), other));
        }
    }
    stop_server(server);
    let median = |r: &mut Vec<(WriteLoad, f64, usize)>| {
        r.sort_by(|a, b| a.0.rate.total_cmp(&b.0.rate));
        r.remove(r.len() / 2)
    };
    let all_rates: Vec<String> = runs
        .iter()
        .map(|r| {
            r.iter()
                .map(|(l, _, _)| format!("{:.0}", l.rate))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    let medians: Vec<(WriteLoad, f64, usize)> = runs.iter_mut().map(median).collect();
    let alone = medians[0].0.rate;
    println!();
    println!(
        "sign-in flood: {cores} cores, {d:?} per timed step, {} rounds, release idctl serve, \
         {CLIENTS} keep-alive clients writing roles (median round of each load)",
        rounds()
    );
    println!();
    println!(
        "| POST /api/roles | 2xx/s | p50 | p99 | max | errors | kept | sign-in posts/s | 2xx/s of each round |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for (((label, flooding), (l, posts, other)), rates) in
        configs.iter().zip(&medians).zip(&all_rates)
    {
        println!(
            "| {label} | {:.0} | {} | {} | {} | {} | {:.0}% | {} | {rates} |",
            l.rate,
            ms(l.p50),
            ms(l.p99),
            ms(l.max),
            l.errors,
            l.rate / alone * 100.0,
            if flooding.is_some() {
                format!("{posts:.1}")
            } else {
                "-".into()
            },
        );
        if *other > 0 {
            println!("|   {other} sign-in posts were not answered 422 | | | | | | | | |");
        }
    }
}

/// Rounds of the sign-in flood (IDCTL_BENCH_ROUNDS, default 3).
fn rounds() -> usize {
    std::env::var("IDCTL_BENCH_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3)
        .max(1)
}

/// `POST /api/roles` from 16 clients for `d`, names starting with `label`.
fn roles_as(addr: &str, token: &Arc<String>, label: &str, d: Duration) -> WriteLoad {
    let (a, token, label) = (addr.to_string(), token.clone(), label.to_string());
    write_load(
        addr,
        CLIENTS,
        d,
        Arc::new(move |c, i| {
            let body = serde_json::json!({
                "name": format!("{label}-c{c}-{i}"),
                "description": "bench",
            });
            json_post(&a, &token, "/api/roles", &body.to_string())
        }),
    )
}

// ---------------------------------------------------------------------------------------------
// 7. A page of roles among 50,000

fn list_page() {
    const ROLES: i64 = 50_000;
    let dir = tempfile::tempdir().unwrap();
    let d = seconds();
    let store = dir.path().join("list.db");
    let s = store.to_str().unwrap().to_string();
    let out = idctl()
        .args(["--store", &s, "client", "create", "mgmt", "-o", "json"])
        .args(["--role", MANAGEMENT_ROLE])
        .output()
        .unwrap();
    assert!(out.status.success());
    let c: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    {
        let conn = Connection::open(&store).unwrap();
        conn.execute(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
             INSERT INTO roles (id, name, description, type, is_default, created_at)
             SELECT printf('bulk%017d', i), printf('bulk-role-%05d', i), 'bulk', 'User', 0, i
             FROM n",
            [ROLES],
        )
        .unwrap();
    }
    let (server, addr) = start_server(&store);
    let token = management_token(
        &addr,
        c["id"].as_str().unwrap(),
        c["secret"].as_str().unwrap(),
    );
    let get = |path: &str| {
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\r\n")
            .into_bytes()
    };
    let first = get("/api/roles?page=1&page_size=20");
    let deep = get("/api/roles?page=2500&page_size=20");
    let one = |r: Vec<u8>| write_load(&addr, 1, d, Arc::new(move |_, _| r.clone()));
    let first_page = one(first.clone());
    let deep_page = one(deep);
    let jwks = format!("GET /oidc/jwks HTTP/1.1\r\nHost: {addr}\r\n\r\n").into_bytes();
    let jwks_alone = one(jwks.clone());
    let jwks_paging = {
        let stop = Arc::new(AtomicBool::new(false));
        let pagers: Vec<_> = (0..4)
            .map(|_| {
                let (stop, first, addr) = (stop.clone(), first.clone(), addr.clone());
                std::thread::spawn(move || {
                    let mut conn = Conn::open(&addr);
                    while !stop.load(Ordering::Relaxed) {
                        let (status, _) = conn.call(&first);
                        assert_eq!(status, 200);
                    }
                })
            })
            .collect();
        let l = one(jwks);
        stop.store(true, Ordering::Relaxed);
        for p in pagers {
            p.join().unwrap();
        }
        l
    };
    stop_server(server);
    println!();
    println!("list page: {ROLES} roles, {d:?} per timed step, release idctl serve");
    println!();
    println!("| request (1 client, back to back) | answers/s | p50 | p99 | max |");
    println!("|---|---|---|---|---|");
    for (label, l) in [
        ("GET /api/roles?page=1&page_size=20", &first_page),
        ("GET /api/roles?page=2500&page_size=20", &deep_page),
        ("GET /oidc/jwks", &jwks_alone),
        (
            "GET /oidc/jwks while 4 clients page the roles",
            &jwks_paging,
        ),
    ] {
        println!(
            "| {label} | {:.0} | {} | {} | {} |",
            l.rate,
            ms(l.p50),
            ms(l.p99),
            ms(l.max)
        );
    }
}
