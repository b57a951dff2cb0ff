//! Custom token claims benchmark, run with `cargo bench --bench claims`.
//!
//! 1. The engine in-process: loading a script in a fresh QuickJS runtime and context (what
//!    `claims set` checks, and what a server thread does once per script), then one run of a
//!    `getCustomJwtClaims` script on the thread's kept engine (called, its promise settled,
//!    the object read back): median and p99 over many runs.
//! 2. `idctl serve` (the release binary) on an SQLite store: client-credentials token requests
//!    over keep-alive HTTP/1.1 with 1 and 16 concurrent clients, first without a script, then
//!    with the service's sample machine script (`tests/fixtures/claims/sample-m2m.js`) and two
//!    variables, in the same run (twice each, alternating): requests per second and the ratio.
//!
//! IDCTL_BENCH_SECONDS sets the measuring time of each step (default 3).

use idctl::token::claims::{Input, Limits, check, run};
use serde_json::{Map, Value, json};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use std::io::{BufRead, BufReader};

#[path = "common/http.rs"]
mod http;
use http::Conn;

const BIN: &str = env!("CARGO_BIN_EXE_idctl");
const API: &str = "https://api.example.com";

fn seconds() -> Duration {
    Duration::from_secs_f64(
        std::env::var("IDCTL_BENCH_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(3.0),
    )
}

fn script() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/claims/sample-m2m.js"
    ))
    .expect("fixture")
}

fn engine_runs() {
    let script = script();
    let mut token = Map::new();
    for (k, v) in [
        ("jti", json!("f1d3d2d1")),
        ("sub", json!("client")),
        ("iat", json!(1_800_000_000)),
        ("client_id", json!("client")),
        ("aud", json!(API)),
        ("kind", json!("ClientCredentials")),
    ] {
        token.insert(k.into(), v);
    }
    let context =
        json!({"application": {"id": "client", "name": "svc", "type": "MachineToMachine"}});
    let mut env = Map::new();
    env.insert("foo".into(), "bar".into());
    env.insert("API_KEY".into(), "12345".into());
    let input = Input {
        token: &token,
        context: &context,
        environment: &env,
        now_ms: 1_800_000_000_000,
    };
    let measure = |what: &str, f: &dyn Fn()| {
        let mut times = Vec::new();
        let until = Instant::now() + seconds();
        while Instant::now() < until {
            let t = Instant::now();
            f();
            times.push(t.elapsed());
        }
        times.sort();
        let p = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
        println!(
            "engine: {what}: median {:?}, p99 {:?} over {} runs",
            p(0.5),
            p(0.99),
            times.len()
        );
    };
    measure(
        "load in a fresh runtime and context (claims set's check)",
        &|| check(&script).expect("compiles"),
    );
    measure("one run on the thread's kept engine", &|| {
        let out = run(&script, &input, Limits::default()).expect("script runs");
        assert_eq!(out.len(), 2);
    });
}

fn idctl(store: &str, args: &[&str]) -> Value {
    let out = Command::new(BIN)
        .args(["--store", store, "-o", "json"])
        .args(args)
        .output()
        .expect("idctl");
    assert!(
        out.status.success(),
        "idctl {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap_or(Value::Null)
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
    (child, line.trim().trim_start_matches("http://").to_string())
}

fn rate(addr: &str, request: &[u8], clients: usize) -> f64 {
    let stop = Arc::new(AtomicBool::new(false));
    let done = Arc::new(AtomicU64::new(0));
    let handles: Vec<_> = (0..clients)
        .map(|_| {
            let (stop, done, addr, req) = (
                stop.clone(),
                done.clone(),
                addr.to_string(),
                request.to_vec(),
            );
            std::thread::spawn(move || {
                let mut c = Conn::open(&addr);
                while !stop.load(Ordering::Relaxed) {
                    assert_eq!(c.call(&req), 200);
                    done.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    let start_count = done.load(Ordering::Relaxed);
    let d = seconds();
    std::thread::sleep(d);
    let n = done.load(Ordering::Relaxed) - start_count;
    stop.store(true, Ordering::Relaxed);
    for h in handles {
        h.join().unwrap();
    }
    n as f64 / d.as_secs_f64()
}

fn token_endpoint() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("bench.db").display().to_string();
    idctl(
        &store,
        &["resource", "create", "--name", "API", "--indicator", API],
    );
    idctl(&store, &["scope", "create", "-r", API, "read"]);
    idctl(
        &store,
        &[
            "role", "create", "svc", "--type", "m2m", "-r", API, "-s", "read",
        ],
    );
    let c = idctl(&store, &["client", "create", "svc", "--role", "svc"]);
    let (id, secret) = (c["id"].as_str().unwrap(), c["secret"].as_str().unwrap());
    let body = format!(
        "grant_type=client_credentials&client_id={id}&client_secret={secret}&resource={}&scope=read",
        API.replace(':', "%3A").replace('/', "%2F")
    );
    let (server, addr) = start_server(&store);
    let request = format!(
        "POST /oidc/token HTTP/1.1\r\nhost: {addr}\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    let script_path = dir.path().join("m2m.js");
    std::fs::write(&script_path, script()).unwrap();
    let mut results = Vec::new();
    for clients in [1, 16] {
        for _round in 0..2 {
            let without = rate(&addr, request.as_bytes(), clients);
            idctl(
                &store,
                &[
                    "claims",
                    "set",
                    "--for",
                    "m2m",
                    "--script",
                    script_path.to_str().unwrap(),
                    "--env",
                    "foo=bar",
                    "--env",
                    "API_KEY=12345",
                ],
            );
            let with = rate(&addr, request.as_bytes(), clients);
            idctl(&store, &["claims", "unset", "--for", "m2m"]);
            results.push((clients, without, with));
        }
    }
    unsafe {
        libc::kill(server.id() as i32, libc::SIGTERM);
    }
    let mut server = server;
    let _ = server.wait();
    for (clients, without, with) in results {
        println!(
            "token endpoint, client credentials, {clients:>2} client(s): {without:>8.0} req/s without a script, {with:>8.0} req/s with one ({:.0}%)",
            100.0 * with / without
        );
    }
}

fn main() {
    engine_runs();
    token_endpoint();
}
