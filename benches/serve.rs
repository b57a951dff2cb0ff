//! Server benchmark, run with `cargo bench --bench serve`.
//!
//! `idctl serve` (the release binary) on 127.0.0.1, driven over keep-alive HTTP/1.1 by raw
//! clients in this process:
//! 1. the bare ES384 signing rate of this machine (aws-lc-rs, a parsed key, one thread per
//!    core): the physical limit of the token endpoint, measured in the same run;
//! 2. client-credentials token requests with 1, 16 and 64 concurrent clients: requests per
//!    second, p50 and p99 latency, and the rate as a share of the bare signing rate;
//! 3. JWKS and discovery with 16 clients.
//!
//! IDCTL_BENCH_SECONDS sets the measuring time of each step (default 3).

use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::signature::{ECDSA_P384_SHA384_FIXED_SIGNING, EcdsaKeyPair};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

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
}

/// `clients` connections each sending `request` back to back for the measuring time.
fn load(addr: &str, request: &[u8], clients: usize) -> Load {
    // Warm up: open the connections and send a few requests first.
    let conns: Vec<Conn> = (0..clients)
        .map(|_| {
            let mut c = Conn::open(addr);
            assert_eq!(c.call(request), 200);
            c
        })
        .collect();
    let stop = Arc::new(AtomicBool::new(false));
    let start = Instant::now();
    let handles: Vec<_> = conns
        .into_iter()
        .map(|mut c| {
            let (stop, request) = (stop.clone(), request.to_vec());
            std::thread::spawn(move || {
                let mut lat = Vec::with_capacity(50_000);
                while !stop.load(Ordering::Relaxed) {
                    let t = Instant::now();
                    assert_eq!(c.call(&request), 200);
                    lat.push(t.elapsed());
                }
                lat
            })
        })
        .collect();
    std::thread::sleep(seconds());
    stop.store(true, Ordering::Relaxed);
    let mut all: Vec<Duration> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    let elapsed = start.elapsed();
    all.sort();
    let pct = |p: f64| all[((all.len() as f64 * p) as usize).min(all.len() - 1)];
    Load {
        rps: all.len() as f64 / elapsed.as_secs_f64(),
        p50: pct(0.50),
        p99: pct(0.99),
    }
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn start_server(store: &std::path::Path) -> (Child, String) {
    let mut child = Command::new(BIN)
        .arg("--store")
        .arg(store)
        .args(["serve", "--listen", "127.0.0.1:0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start idctl serve");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line.trim().trim_start_matches("http://").to_string();
    (child, addr)
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("bench.db");
    let out = Command::new(BIN)
        .arg("--store")
        .arg(&store)
        .args(["quickstart", "-o", "json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let q: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let (id, secret) = (
        q["client"]["id"].as_str().unwrap().to_string(),
        q["clientSecret"].as_str().unwrap().to_string(),
    );
    let (mut server, addr) = start_server(&store);

    let n = cores();
    println!("idctl serve benchmark: {n} cores, {:?} per step", seconds());
    let bare = bare_signing_rate(n);
    let bare_one = bare_signing_rate(1);
    println!(
        "bare ES384 signing (aws-lc-rs, parsed key): {bare:.0}/s on {n} threads, {bare_one:.0}/s on 1"
    );

    let body = format!(
        "grant_type=client_credentials&resource={}&scope=read%3Aorders+write%3Aorders",
        url_encode(API)
    );
    let auth = base64::Engine::encode(
        &base64::engine::general_purpose::STANDARD,
        format!("{id}:{secret}"),
    );
    let token_request = format!(
        "POST /oidc/token HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Basic {auth}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    println!();
    println!("| client-credentials | requests/s | p50 | p99 | share of bare signing rate |");
    println!("|---|---|---|---|---|");
    for clients in [1, 16, 64] {
        let l = load(&addr, token_request.as_bytes(), clients);
        println!(
            "| {clients} clients | {:.0} | {} | {} | {:.0}% |",
            l.rps,
            ms(l.p50),
            ms(l.p99),
            100.0 * l.rps / bare
        );
    }
    println!();
    println!("| 16 clients | requests/s | p50 | p99 |");
    println!("|---|---|---|---|");
    for (name, path) in [
        ("JWKS", "/oidc/jwks"),
        ("discovery", "/oidc/.well-known/openid-configuration"),
    ] {
        let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n");
        let l = load(&addr, req.as_bytes(), 16);
        println!("| {name} | {:.0} | {} | {} |", l.rps, ms(l.p50), ms(l.p99));
    }
    unsafe {
        libc::kill(server.id() as i32, libc::SIGTERM);
    }
    let _ = server.wait();
}

fn url_encode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}
