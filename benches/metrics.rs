//! The cost of the server's metrics on the token endpoint, run with
//! `cargo bench --bench metrics`.
//!
//! Two `idctl serve` processes (the release binary) on one SQLite store on 127.0.0.1: one
//! as started by default (metrics collected), one with `--no-metrics` (no middleware, no
//! counters). 16 keep-alive HTTP/1.1 clients in this process send client-credentials token
//! requests to one server at a time, alternating between them for several rounds in the same
//! run (so that both see the same machine load), and the median rate of each is compared.
//! IDCTL_BENCH_SECONDS sets the measuring time of each round (default 3), IDCTL_BENCH_ROUNDS
//! the rounds per server (default 3).

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
const CLIENTS: usize = 16;

fn env_number(name: &str, default: f64) -> f64 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// Requests per second of `CLIENTS` connections sending `request` back to back.
fn rate(addr: &str, request: &[u8], time: Duration) -> f64 {
    let conns: Vec<Conn> = (0..CLIENTS)
        .map(|_| {
            let mut c = Conn::open(addr);
            assert_eq!(c.call(request), 200, "warm-up request");
            c
        })
        .collect();
    let stop = Arc::new(AtomicBool::new(false));
    let done = Arc::new(AtomicU64::new(0));
    let start = Instant::now();
    let threads: Vec<_> = conns
        .into_iter()
        .map(|mut c| {
            let (stop, done, request) = (stop.clone(), done.clone(), request.to_vec());
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    assert_eq!(c.call(&request), 200);
                    done.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    std::thread::sleep(time);
    stop.store(true, Ordering::Relaxed);
    for t in threads {
        t.join().unwrap();
    }
    done.load(Ordering::Relaxed) as f64 / start.elapsed().as_secs_f64()
}

fn start_server(store: &str, extra: &[&str]) -> (Child, String) {
    let mut child = Command::new(BIN)
        .args(["--store", store, "serve", "--listen", "127.0.0.1:0"])
        .args(extra)
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

fn token_request(addr: &str, id: &str, secret: &str) -> Vec<u8> {
    let body = format!(
        "grant_type=client_credentials&resource={}&scope=read%3Aorders",
        url::form_urlencoded::byte_serialize(API.as_bytes()).collect::<String>()
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

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let time = Duration::from_secs_f64(env_number("IDCTL_BENCH_SECONDS", 3.0));
    let rounds = env_number("IDCTL_BENCH_ROUNDS", 3.0).max(1.0) as usize;
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("idctl.db").to_string_lossy().into_owned();
    let out = Command::new(BIN)
        .args(["--store", &store, "quickstart", "-o", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let q: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let id = q["client"]["id"].as_str().unwrap();
    let secret = q["clientSecret"].as_str().unwrap();
    let (on, on_addr) = start_server(&store, &[]);
    let (off, off_addr) = start_server(&store, &["--no-metrics"]);
    let (req_on, req_off) = (
        token_request(&on_addr, id, secret),
        token_request(&off_addr, id, secret),
    );
    let (mut with, mut without) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        without.push(rate(&off_addr, &req_off, time));
        with.push(rate(&on_addr, &req_on, time));
    }
    for mut s in [on, off] {
        // SAFETY: kill with a pid of a child of this process.
        unsafe {
            libc::kill(s.id() as i32, libc::SIGTERM);
        }
        let _ = s.wait();
    }
    let (a, b) = (median(with.clone()), median(without.clone()));
    println!(
        "client-credentials, {CLIENTS} clients, SQLite, {rounds} rounds of {time:?} each, alternating"
    );
    println!("| server | requests/s (median) | rounds |");
    println!("|---|---|---|");
    println!("| --no-metrics | {b:.0} | {without:.0?} |");
    println!("| metrics on (default) | {a:.0} | {with:.0?} |");
    println!("cost of metrics: {:.1}%", (b - a) / b * 100.0);
}
