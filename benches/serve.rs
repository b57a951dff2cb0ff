//! Server benchmark, run with `cargo bench --bench serve`.
//!
//! `idctl serve` (the release binary) on 127.0.0.1, driven over keep-alive HTTP/1.1 by raw
//! clients in this process:
//! 1. the bare ES384 signing rate of this machine (aws-lc-rs, a parsed key, one thread per
//!    core): the physical limit of the token endpoint, measured in the same run;
//! 2. client-credentials token requests with 1, 16 and 64 concurrent clients: requests per
//!    second, p50 and p99 latency, and the rate as a share of the bare signing rate;
//! 3. JWKS and discovery with 16 clients;
//! 4. the same client-credentials steps on PostgreSQL: one replica, then two replicas on one
//!    database with the clients split over both (the aggregate: the scale-out figure);
//! 5. Management API writes (`POST /api/roles`, `POST /api/users`) with 16 clients: one
//!    replica on SQLite, one and two on PostgreSQL (writes per second, p50, p99, errors);
//! 6. database work per request on PostgreSQL: statements (pg_stat_statements, BEGIN and COMMIT
//!    included) and transactions per request, over a fixed number of sequential requests.
//!
//! The PostgreSQL server is the benchmark's own (benches/common/pg.rs), reached over its Unix
//! socket. IDCTL_BENCH_SECONDS sets the measuring time of each step (default 3);
//! IDCTL_BENCH_ENGINES=sqlite (or postgres) runs one engine only (default: both).

use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::signature::{ECDSA_P384_SHA384_FIXED_SIGNING, EcdsaKeyPair};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

#[path = "common/pg.rs"]
mod pg;

const BIN: &str = env!("CARGO_BIN_EXE_idctl");
const API: &str = "https://api.example.com";
const MANAGEMENT_API: &str = "https://default.logto.app/api";
const MANAGEMENT_ROLE: &str = "Logto Management API access";
/// Sequential requests counted for the statements-per-request figures.
const COUNTED: usize = 300;

fn seconds() -> Duration {
    Duration::from_secs_f64(
        std::env::var("IDCTL_BENCH_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(3.0),
    )
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Signatures per second over a token-sized message with a parsed key, on every core.
fn bare_signing_rate(threads: usize) -> f64 {
    let rng = SystemRandom::new();
    let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P384_SHA384_FIXED_SIGNING, &rng).unwrap();
    let key = Arc::new(
        EcdsaKeyPair::from_pkcs8(&ECDSA_P384_SHA384_FIXED_SIGNING, pkcs8.as_ref()).unwrap(),
    );
    let message = vec![b'x'; 420];
    let stop = Arc::new(AtomicBool::new(false));
    let handles: Vec<_> = (0..threads)
        .map(|_| {
            let (key, stop, message) = (key.clone(), stop.clone(), message.clone());
            std::thread::spawn(move || {
                let rng = SystemRandom::new();
                let mut n = 0u64;
                while !stop.load(Ordering::Relaxed) {
                    key.sign(&rng, &message).unwrap();
                    n += 1;
                }
                n
            })
        })
        .collect();
    let d = seconds();
    std::thread::sleep(d);
    stop.store(true, Ordering::Relaxed);
    let total: u64 = handles.into_iter().map(|h| h.join().unwrap()).sum();
    total as f64 / d.as_secs_f64()
}

/// A keep-alive HTTP/1.1 connection sending one prepared request again and again.
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

    /// Sends `request` and reads the response; returns its status.
    fn call(&mut self, request: &[u8]) -> u16 {
        self.writer.write_all(request).unwrap();
        let mut line = String::new();
        self.reader.read_line(&mut line).unwrap();
        let status: u16 = line.split(' ').nth(1).unwrap().parse().unwrap();
        let mut len = 0usize;
        loop {
            line.clear();
            self.reader.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
            let lower = line.to_ascii_lowercase();
            if let Some(v) = lower.strip_prefix("content-length:") {
                len = v.trim().parse().unwrap();
            }
        }
        let mut body = vec![0u8; len];
        self.reader.read_exact(&mut body).unwrap();
        status
    }
}

struct Load {
    rps: f64,
    p50: Duration,
    p99: Duration,
    errors: usize,
}

/// One server to send to: its address and the request built for it.
type MakeRequest = dyn Fn(usize, u64) -> Vec<u8> + Send + Sync;

/// `clients` connections, client `c` on `addrs[c % addrs.len()]`, each sending
/// `make(c, i)` back to back for the measuring time. With `strict`, every answer must be 200;
/// otherwise non-2xx answers are counted as errors.
fn load_with(addrs: &[String], clients: usize, make: Arc<MakeRequest>, strict: bool) -> Load {
    // Warm up: open the connections and send one request on each.
    let conns: Vec<Conn> = (0..clients)
        .map(|c| {
            let mut conn = Conn::open(&addrs[c % addrs.len()]);
            let status = conn.call(&make(c, 0));
            assert!(
                (200..300).contains(&status),
                "warm-up request answered {status}"
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
                let mut lat = Vec::with_capacity(50_000);
                let mut errors = 0;
                let mut i = 1u64;
                while !stop.load(Ordering::Relaxed) {
                    let request = make(c, i);
                    i += 1;
                    let t = Instant::now();
                    let status = conn.call(&request);
                    lat.push(t.elapsed());
                    if strict {
                        assert_eq!(status, 200);
                    } else if !(200..300).contains(&status) {
                        errors += 1;
                    }
                }
                (lat, errors)
            })
        })
        .collect();
    std::thread::sleep(seconds());
    stop.store(true, Ordering::Relaxed);
    let mut all = Vec::new();
    let mut errors = 0;
    for h in handles {
        let (lat, e) = h.join().unwrap();
        all.extend(lat);
        errors += e;
    }
    let elapsed = start.elapsed();
    all.sort();
    let pct = |p: f64| all[((all.len() as f64 * p) as usize).min(all.len() - 1)];
    Load {
        rps: (all.len() - errors) as f64 / elapsed.as_secs_f64(),
        p50: pct(0.50),
        p99: pct(0.99),
        errors,
    }
}

/// `clients` connections each sending `request` back to back for the measuring time.
fn load(addr: &str, request: &[u8], clients: usize) -> Load {
    let request = request.to_vec();
    load_with(
        &[addr.to_string()],
        clients,
        Arc::new(move |_, _| request.clone()),
        true,
    )
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn start_server(store: &str) -> (Child, String) {
    let mut child = Command::new(BIN)
        .args(["--store", store])
        .args(["serve", "--listen", "127.0.0.1:0"])
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

/// Runs `idctl --store STORE ARGS -o json` and parses its output.
fn idctl_json(store: &str, args: &[&str]) -> serde_json::Value {
    let out = Command::new(BIN)
        .args(["--store", store])
        .args(args)
        .args(["-o", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "idctl {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// A provisioned store: the quickstart's m2m client and a client with the Management API role.
struct Setup {
    store: String,
    id: String,
    secret: String,
    mgmt_id: String,
    mgmt_secret: String,
}

fn provision(store: &str) -> Setup {
    let q = idctl_json(store, &["quickstart"]);
    let m = idctl_json(
        store,
        &["client", "create", "mgmt", "--role", MANAGEMENT_ROLE],
    );
    Setup {
        store: store.to_string(),
        id: q["client"]["id"].as_str().unwrap().to_string(),
        secret: q["clientSecret"].as_str().unwrap().to_string(),
        mgmt_id: m["id"].as_str().unwrap().to_string(),
        mgmt_secret: m["secret"].as_str().unwrap().to_string(),
    }
}

fn token_request(addr: &str, id: &str, secret: &str, resource: &str, scope: &str) -> Vec<u8> {
    let body = format!(
        "grant_type=client_credentials&resource={}&scope={}",
        url_encode(resource),
        url_encode(scope)
    );
    let auth = base64::Engine::encode(
        &base64::engine::general_purpose::STANDARD,
        format!("{id}:{secret}"),
    );
    format!(
        "POST /oidc/token HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Basic {auth}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// The client-credentials request of the quickstart client, for the server at `addr`.
fn cc_request(addr: &str, s: &Setup) -> Vec<u8> {
    token_request(addr, &s.id, &s.secret, API, "read:orders write:orders")
}

/// A Management API access token from the server at `addr` (each replica its own: the issuer
/// is each replica's own URL).
fn management_token(addr: &str, s: &Setup) -> String {
    let request = token_request(addr, &s.mgmt_id, &s.mgmt_secret, MANAGEMENT_API, "all");
    let mut conn = Conn::open(addr);
    conn.writer.write_all(&request).unwrap();
    let mut head = String::new();
    let mut len = 0usize;
    loop {
        let mut line = String::new();
        conn.reader.read_line(&mut line).unwrap();
        if line == "\r\n" {
            break;
        }
        if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
            len = v.trim().parse().unwrap();
        }
        head.push_str(&line);
    }
    let mut body = vec![0u8; len];
    conn.reader.read_exact(&mut body).unwrap();
    assert!(head.starts_with("HTTP/1.1 200"), "token request: {head}");
    let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
    v["access_token"].as_str().unwrap().to_string()
}

fn json_post(addr: &str, token: &str, path: &str, body: &str) -> Vec<u8> {
    format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Which writes the Management API steps send.
#[derive(Clone, Copy)]
enum Kind {
    Role,
    User,
}

/// A request maker for `what` spread over `replicas` (addr, token), names unique per `label`.
fn writes(replicas: &[(String, String)], what: Kind, label: &str) -> Arc<MakeRequest> {
    let replicas = replicas.to_vec();
    let label = label.to_string();
    Arc::new(move |c, i| {
        let (addr, token) = &replicas[c % replicas.len()];
        match what {
            Kind::Role => {
                let body = serde_json::json!({
                    "name": format!("{label}-role-c{c}-{i}"),
                    "description": "bench",
                });
                json_post(addr, token, "/api/roles", &body.to_string())
            }
            Kind::User => {
                let body = serde_json::json!({ "username": format!("{label}_user_c{c}_{i}") });
                json_post(addr, token, "/api/users", &body.to_string())
            }
        }
    })
}

fn engines() -> (bool, bool) {
    match std::env::var("IDCTL_BENCH_ENGINES").as_deref() {
        Ok("sqlite") => (true, false),
        Ok("postgres") => (false, true),
        _ => (true, true),
    }
}

/// Printed rows of the client-credentials and Management API tables.
struct Rows {
    cc: Vec<String>,
    writes: Vec<String>,
}

fn cc_rows(rows: &mut Rows, setup: &str, addrs: &[String], s: &Setup, bare: f64) {
    let requests: Vec<Vec<u8>> = addrs.iter().map(|a| cc_request(a, s)).collect();
    for clients in [1, 16, 64] {
        let requests = requests.clone();
        let l = load_with(
            addrs,
            clients,
            Arc::new(move |c, _| requests[c % requests.len()].clone()),
            true,
        );
        rows.cc.push(format!(
            "| {setup} | {clients} clients | {:.0} | {} | {} | {:.0}% |",
            l.rps,
            ms(l.p50),
            ms(l.p99),
            100.0 * l.rps / bare
        ));
    }
}

fn write_rows(rows: &mut Rows, setup: &str, addrs: &[String], s: &Setup, label: &str) {
    let replicas: Vec<(String, String)> = addrs
        .iter()
        .map(|a| (a.clone(), management_token(a, s)))
        .collect();
    for (name, what) in [
        ("POST /api/roles", Kind::Role),
        ("POST /api/users", Kind::User),
    ] {
        let l = load_with(addrs, 16, writes(&replicas, what, label), false);
        rows.writes.push(format!(
            "| {name} | {setup} | {:.0} | {} | {} | {} |",
            l.rps,
            ms(l.p50),
            ms(l.p99),
            l.errors
        ));
    }
}

/// Statements and transactions per request on PostgreSQL: `COUNTED` sequential requests made
/// by `make` on one connection to `addr`, between two reads of pg_stat_statements.
fn per_request(pg: &pg::Pg, db: &str, addr: &str, name: &str, make: Arc<MakeRequest>) -> String {
    let mut conn = Conn::open(addr);
    assert!((200..300).contains(&conn.call(&make(0, 0))));
    pg.reset_counters();
    for i in 1..=COUNTED as u64 {
        let status = conn.call(&make(0, i));
        assert!((200..300).contains(&status), "{name} answered {status}");
    }
    let top = pg.top_statements(db, 100);
    let statements: i64 = top.iter().map(|(n, _)| n).sum();
    let transactions: i64 = top
        .iter()
        .filter(|(_, q)| {
            let q = q.trim_start().to_ascii_uppercase();
            q.starts_with("BEGIN") || q.starts_with("START TRANSACTION")
        })
        .map(|(n, _)| n)
        .sum();
    let n = COUNTED as f64;
    let detail: Vec<String> = top
        .iter()
        .take(20)
        .map(|(calls, q)| {
            let q: String = q.split_whitespace().collect::<Vec<_>>().join(" ");
            let q: String = q.chars().take(70).collect();
            format!("{:.2}× {q}", *calls as f64 / n)
        })
        .collect();
    eprintln!(
        "statements per {name} (per request):\n  {}",
        detail.join("\n  ")
    );
    format!(
        "| {name} | {:.2} | {:.2} |",
        statements as f64 / n,
        transactions as f64 / n
    )
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let (sqlite, postgres) = engines();
    let n = cores();
    println!("idctl serve benchmark: {n} cores, {:?} per step", seconds());
    let bare = bare_signing_rate(n);
    let bare_one = bare_signing_rate(1);
    println!(
        "bare ES384 signing (aws-lc-rs, parsed key): {bare:.0}/s on {n} threads, {bare_one:.0}/s on 1"
    );
    let mut rows = Rows {
        cc: Vec::new(),
        writes: Vec::new(),
    };
    let mut reads = Vec::new();
    let mut counted = Vec::new();

    let dir = tempfile::tempdir().unwrap();
    if sqlite {
        let store = dir.path().join("bench.db");
        let s = provision(store.to_str().unwrap());
        let (server, addr) = start_server(&s.store);
        cc_rows(
            &mut rows,
            "SQLite, 1 replica",
            std::slice::from_ref(&addr),
            &s,
            bare,
        );
        for (name, path) in [
            ("JWKS", "/oidc/jwks"),
            ("discovery", "/oidc/.well-known/openid-configuration"),
        ] {
            let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n");
            let l = load(&addr, req.as_bytes(), 16);
            reads.push(format!(
                "| {name} | SQLite | {:.0} | {} | {} |",
                l.rps,
                ms(l.p50),
                ms(l.p99)
            ));
        }
        write_rows(
            &mut rows,
            "SQLite, 1 replica",
            std::slice::from_ref(&addr),
            &s,
            "sqlite",
        );
        stop_server(server);
    }
    let mut pg_version = String::new();
    if postgres {
        let pg = pg::Pg::start();
        pg_version = pg.version();
        pg.create_database("serve");
        let s = provision(&pg.url_socket("serve"));
        let (a, addr_a) = start_server(&s.store);
        let (b, addr_b) = start_server(&s.store);
        let one = std::slice::from_ref(&addr_a);
        let two = [addr_a.clone(), addr_b.clone()];
        cc_rows(&mut rows, "PostgreSQL, 1 replica", one, &s, bare);
        cc_rows(&mut rows, "PostgreSQL, 2 replicas", &two, &s, bare);
        for (name, path) in [
            ("JWKS", "/oidc/jwks"),
            ("discovery", "/oidc/.well-known/openid-configuration"),
        ] {
            let req = format!("GET {path} HTTP/1.1\r\nHost: {addr_a}\r\n\r\n");
            let l = load(&addr_a, req.as_bytes(), 16);
            reads.push(format!(
                "| {name} | PostgreSQL | {:.0} | {} | {} |",
                l.rps,
                ms(l.p50),
                ms(l.p99)
            ));
        }
        write_rows(&mut rows, "PostgreSQL, 1 replica", one, &s, "pg1");
        write_rows(&mut rows, "PostgreSQL, 2 replicas", &two, &s, "pg2");

        let cc = cc_request(&addr_a, &s);
        let token = management_token(&addr_a, &s);
        let replica = [(addr_a.clone(), token)];
        let jwks = format!("GET /oidc/jwks HTTP/1.1\r\nHost: {addr_a}\r\n\r\n").into_bytes();
        counted.push(per_request(
            &pg,
            "serve",
            &addr_a,
            "client-credentials token",
            Arc::new(move |_, _| cc.clone()),
        ));
        counted.push(per_request(
            &pg,
            "serve",
            &addr_a,
            "POST /api/roles",
            writes(&replica, Kind::Role, "count"),
        ));
        counted.push(per_request(
            &pg,
            "serve",
            &addr_a,
            "POST /api/users",
            writes(&replica, Kind::User, "count"),
        ));
        counted.push(per_request(
            &pg,
            "serve",
            &addr_a,
            "GET /oidc/jwks",
            Arc::new(move |_, _| jwks.clone()),
        ));
        stop_server(a);
        stop_server(b);
    }

    if postgres {
        println!(
            "PostgreSQL {pg_version}, the benchmark's own server on this machine, over its Unix \
             socket (fsync and synchronous_commit on); serve --pool-size 16 (the default)"
        );
    }
    println!();
    println!(
        "| client-credentials | clients | requests/s | p50 | p99 | share of bare signing rate |"
    );
    println!("|---|---|---|---|---|---|");
    for r in &rows.cc {
        println!("{r}");
    }
    println!();
    println!("| 16 clients | engine | requests/s | p50 | p99 |");
    println!("|---|---|---|---|---|");
    for r in &reads {
        println!("{r}");
    }
    println!();
    println!("| 16 clients | setup | writes/s | p50 | p99 | errors |");
    println!("|---|---|---|---|---|---|");
    for r in &rows.writes {
        println!("{r}");
    }
    if postgres {
        println!();
        println!("| PostgreSQL, per request ({COUNTED} sequential) | statements | transactions |");
        println!("|---|---|---|");
        for r in &counted {
            println!("{r}");
        }
    }
}

fn url_encode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}
