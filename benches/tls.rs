//! HTTPS against plain HTTP, run with `cargo bench --bench tls`.
//!
//! Two `idctl serve` processes (the release binary) on one SQLite store on 127.0.0.1: one plain,
//! one with `--tls-cert`/`--tls-key` (an EC P-256 certificate made with the `openssl` CLI).
//! 16 clients in this process each keep one HTTP/1.1 connection (over rustls for HTTPS: the
//! handshake is paid once per connection, as for any client that keeps its connections)
//! and send client-credentials token requests back to back. The two servers are measured in
//! turn, twice each (plain, https, plain, https), so that a machine shared with other work
//! shows as a difference between rounds rather than between the two. Also: new connections
//! per second (a TLS handshake and one token request each) with 16 clients.
//!
//! IDCTL_BENCH_SECONDS sets the measuring time of each step (default 3).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

#[path = "../tests/common/openssl.rs"]
mod openssl;
use openssl::{openssl, root_ca};

const BIN: &str = env!("CARGO_BIN_EXE_idctl");
const CLIENTS: usize = 16;

fn seconds() -> Duration {
    Duration::from_secs_f64(
        std::env::var("IDCTL_BENCH_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(3.0),
    )
}

/// A root CA and a leaf for 127.0.0.1 signed by it: `ca.pem`, `leaf.pem`, `leaf.key`.
fn certificates(dir: &Path) {
    std::fs::write(
        dir.join("leaf.ext"),
        "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1\n",
    )
    .unwrap();
    root_ca(dir, "ca", "bench root");
    openssl(
        dir,
        &[
            "req",
            "-new",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-nodes",
            "-keyout",
            "leaf.key",
            "-out",
            "leaf.csr",
            "-subj",
            "/CN=127.0.0.1",
        ],
    );
    openssl(
        dir,
        &[
            "x509",
            "-req",
            "-in",
            "leaf.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-set_serial",
            "2",
            "-days",
            "2",
            "-extfile",
            "leaf.ext",
            "-out",
            "leaf.pem",
        ],
    );
}

trait Stream: Read + Write + Send {}
impl<T: Read + Write + Send> Stream for T {}

/// How clients reach a server.
#[derive(Clone)]
enum Dial {
    Plain(String),
    Tls(String, Arc<rustls::ClientConfig>),
}

impl Dial {
    fn open(&self) -> Conn {
        let addr = match self {
            Dial::Plain(a) | Dial::Tls(a, _) => a,
        };
        let tcp = TcpStream::connect(addr).unwrap();
        tcp.set_nodelay(true).unwrap();
        let stream: Box<dyn Stream> = match self {
            Dial::Plain(_) => Box::new(tcp),
            Dial::Tls(_, config) => {
                let name = rustls::pki_types::ServerName::try_from("127.0.0.1").unwrap();
                let conn = rustls::ClientConnection::new(config.clone(), name).unwrap();
                Box::new(rustls::StreamOwned::new(conn, tcp))
            }
        };
        Conn {
            stream: BufReader::new(stream),
        }
    }
}

struct Conn {
    stream: BufReader<Box<dyn Stream>>,
}

impl Conn {
    /// Sends `request` and reads the response; returns its status.
    fn call(&mut self, request: &[u8]) -> u16 {
        self.stream.get_mut().write_all(request).unwrap();
        self.stream.get_mut().flush().unwrap();
        let mut line = String::new();
        self.stream.read_line(&mut line).unwrap();
        let status: u16 = line.split(' ').nth(1).unwrap().parse().unwrap();
        let mut len = 0usize;
        loop {
            line.clear();
            self.stream.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
            if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                len = v.trim().parse().unwrap();
            }
        }
        let mut body = vec![0u8; len];
        self.stream.read_exact(&mut body).unwrap();
        status
    }
}

struct Load {
    rps: f64,
    p50: Duration,
    p99: Duration,
}

/// `CLIENTS` clients sending `request` back to back for the measuring time; with `fresh`, a
/// new connection for every request.
fn load(dial: &Dial, request: &[u8], fresh: bool) -> Load {
    let stop = Arc::new(AtomicBool::new(false));
    let conns: Vec<Conn> = (0..CLIENTS)
        .map(|_| {
            let mut c = dial.open();
            assert_eq!(c.call(request), 200, "warm-up");
            c
        })
        .collect();
    let start = Instant::now();
    let handles: Vec<_> = conns
        .into_iter()
        .map(|mut conn| {
            let (stop, request, dial) = (stop.clone(), request.to_vec(), dial.clone());
            std::thread::spawn(move || {
                let mut lat = Vec::with_capacity(50_000);
                while !stop.load(Ordering::Relaxed) {
                    let t = Instant::now();
                    if fresh {
                        conn = dial.open();
                    }
                    assert_eq!(conn.call(&request), 200);
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
        p50: pct(0.5),
        p99: pct(0.99),
    }
}

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
    let addr = line
        .trim()
        .trim_start_matches("https://")
        .trim_start_matches("http://")
        .to_string();
    assert!(
        addr.starts_with("127.0.0.1:"),
        "idctl serve printed {line:?}"
    );
    (child, addr)
}

fn stop_server(mut server: Child) {
    unsafe {
        libc::kill(server.id() as i32, libc::SIGTERM);
    }
    let _ = server.wait();
}

fn token_request(host: &str, id: &str, secret: &str) -> Vec<u8> {
    let body = "grant_type=client_credentials&resource=https%3A%2F%2Fapi.example.com\
                &scope=read%3Aorders%20write%3Aorders";
    let auth = base64::Engine::encode(
        &base64::engine::general_purpose::STANDARD,
        format!("{id}:{secret}"),
    );
    format!(
        "POST /oidc/token HTTP/1.1\r\nHost: {host}\r\nAuthorization: Basic {auth}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    certificates(dir.path());
    let store = dir.path().join("bench.db").to_str().unwrap().to_string();
    let q = idctl_json(&store, &["quickstart"]);
    let id = q["client"]["id"].as_str().unwrap().to_string();
    let secret = q["clientSecret"].as_str().unwrap().to_string();

    let p = |n: &str| dir.path().join(n).to_str().unwrap().to_string();
    let (plain, plain_addr) = start_server(&store, &[]);
    let (tls, tls_addr) = start_server(
        &store,
        &["--tls-cert", &p("leaf.pem"), "--tls-key", &p("leaf.key")],
    );
    let mut roots = rustls::RootCertStore::empty();
    use rustls::pki_types::pem::PemObject;
    roots
        .add(rustls::pki_types::CertificateDer::from_pem_file(p("ca.pem")).unwrap())
        .unwrap();
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let mut config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    let dials = [
        (
            "http",
            Dial::Plain(plain_addr.clone()),
            token_request(&plain_addr, &id, &secret),
        ),
        (
            "https",
            Dial::Tls(tls_addr.clone(), Arc::new(config)),
            token_request(&tls_addr, &id, &secret),
        ),
    ];

    println!(
        "idctl serve, token endpoint (client credentials, ES384), {CLIENTS} clients on kept-alive \
         HTTP/1.1 connections, {} s per step, {} cores (shared machine: compare rows of one run)",
        seconds().as_secs_f64(),
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    println!();
    println!("| round | scheme | requests/s | p50 | p99 |");
    println!("|---|---|---|---|---|");
    let mut sums = [0.0f64; 2];
    for round in 1..=2 {
        for (i, (scheme, dial, req)) in dials.iter().enumerate() {
            let l = load(dial, req, false);
            sums[i] += l.rps;
            println!(
                "| {round} | {scheme} | {:.0} | {} | {} |",
                l.rps,
                ms(l.p50),
                ms(l.p99)
            );
        }
    }
    println!();
    println!(
        "https / http (mean of the rounds): {:.0} / {:.0} requests/s = {:.1}%",
        sums[1] / 2.0,
        sums[0] / 2.0,
        100.0 * sums[1] / sums[0]
    );
    println!();
    println!("A new connection per request ({CLIENTS} clients):");
    println!();
    println!("| scheme | requests/s | p50 | p99 |");
    println!("|---|---|---|---|");
    for (scheme, dial, req) in &dials {
        let l = load(dial, req, true);
        println!(
            "| {scheme} | {:.0} | {} | {} |",
            l.rps,
            ms(l.p50),
            ms(l.p99)
        );
    }
    stop_server(plain);
    stop_server(tls);
}
