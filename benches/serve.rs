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
//! 6. the sign-in flow's writes with 1 and 16 clients on the same three setups, each client a
//!    user of a single-page app who signed in once through the sign-in page (its form posted
//!    with the password): silent `GET /oidc/auth` with the session cookie (each writes a
//!    code), the exchange of those codes (`authorization_code` with PKCE; the codes are
//!    collected first, so only the exchange is timed; on two replicas each code is exchanged
//!    on the replica that did not issue it), and refreshes (`refresh_token`, rotating: each
//!    client chains its own, round-robin over the replicas);
//! 7. database work per request on PostgreSQL: statements (pg_stat_statements, BEGIN and COMMIT
//!    included) and transactions per request, over a fixed number of sequential requests.
//!
//! Every server is given one public base URL (`--base-url`), as replicas behind a balancer are.
//! The PostgreSQL server is the benchmark's own (benches/common/pg.rs), reached over its Unix
//! socket. IDCTL_BENCH_SECONDS sets the measuring time of each step (default 3);
//! IDCTL_BENCH_ENGINES=sqlite (or postgres) runs one engine only (default: both).
//!
//! `cargo bench --bench serve -- token` runs only the focused token-endpoint case (see
//! [`token_case`]): SQLite, 16 clients, 3 rounds, with the CPU time of the server and of the
//! load generator.

use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::signature::{ECDSA_P384_SHA384_FIXED_SIGNING, EcdsaKeyPair};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

#[path = "common/http.rs"]
mod http;
use http::{Conn, Reply};
#[path = "common/pg.rs"]
mod pg;

const BIN: &str = env!("CARGO_BIN_EXE_idctl");
const API: &str = "https://api.example.com";
const MANAGEMENT_API: &str = "https://default.logto.app/api";
const MANAGEMENT_ROLE: &str = "Logto Management API access";
/// Sequential requests counted for the statements-per-request figures.
const COUNTED: usize = 300;
/// The public base URL every server is given (the balancer's, in production): the replicas
/// on one database are one service, with one issuer.
const BASE: &str = "http://id.bench.test";
/// The single-page app's redirect URI.
const CB: &str = "http://localhost:3000/callback";
const PASSWORD: &str = "correct horse battery";
/// Users of the single-page app: one per client of the sign-in steps.
const USERS: usize = 16;
/// Codes live 60 s: the code-exchange step measures for at most this long, after collecting
/// codes for one and a half times as long.
const MAX_EXCHANGE_STEP: Duration = Duration::from_secs(20);
const UA: &str = "idctl-bench";

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
    summarize(all, errors, start.elapsed())
}

/// The rate of answered requests that were not errors, and the latency percentiles of all.
fn summarize(mut all: Vec<Duration>, errors: usize, elapsed: Duration) -> Load {
    all.sort();
    let pct = |p: f64| {
        all.get(((all.len() as f64 * p) as usize).min(all.len().saturating_sub(1)))
            .copied()
            .unwrap_or_default()
    };
    Load {
        rps: all.len().saturating_sub(errors) as f64 / elapsed.as_secs_f64(),
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
    start_server_with(BIN, store)
}

/// `idctl serve` of binary `bin` on `store`, on a free port of 127.0.0.1.
fn start_server_with(bin: &str, store: &str) -> (Child, String) {
    let mut child = Command::new(bin)
        .args(["--store", store])
        .args(["serve", "--listen", "127.0.0.1:0", "--base-url", BASE])
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
    idctl_stdin(store, args, "")
}

/// The same, with `stdin` as the command's standard input.
fn idctl_stdin(store: &str, args: &[&str], stdin: &str) -> serde_json::Value {
    let mut child = Command::new(BIN)
        .args(["--store", store])
        .args(args)
        .args(["-o", "json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "idctl {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// A provisioned store: the quickstart's m2m client, a client with the Management API role,
/// and a single-page app with `USERS` users who sign in to it with a password.
struct Setup {
    store: String,
    id: String,
    secret: String,
    mgmt_id: String,
    mgmt_secret: String,
    app: String,
    users: Vec<String>,
}

fn provision(store: &str) -> Setup {
    let q = idctl_json(store, &["quickstart"]);
    let m = idctl_json(
        store,
        &["client", "create", "mgmt", "--role", MANAGEMENT_ROLE],
    );
    let app = idctl_json(
        store,
        &[
            "client",
            "create",
            "shop",
            "--type",
            "spa",
            "--redirect-uri",
            CB,
        ],
    );
    let users: Vec<String> = (0..USERS).map(|i| format!("bench_user_{i}")).collect();
    for u in &users {
        idctl_stdin(
            store,
            &["user", "create", "--username", u, "--password-stdin"],
            &format!("{PASSWORD}\n"),
        );
    }
    // Every client of the benchmark comes from 127.0.0.1 (as every browser does behind a
    // proxy): the silent authorizations are measured, not limited. The sign-ins (16 a setup,
    // one per user) stay within the default limits.
    idctl_json(
        store,
        &["config", "set", "rate-limit.authorize.ip", "1000000/1s"],
    );
    Setup {
        store: store.to_string(),
        id: q["client"]["id"].as_str().unwrap().to_string(),
        secret: q["clientSecret"].as_str().unwrap().to_string(),
        mgmt_id: m["id"].as_str().unwrap().to_string(),
        mgmt_secret: m["secret"].as_str().unwrap().to_string(),
        app: app["id"].as_str().unwrap().to_string(),
        users,
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

/// A Management API access token from the server at `addr`.
fn management_token(addr: &str, s: &Setup) -> String {
    let request = token_request(addr, &s.mgmt_id, &s.mgmt_secret, MANAGEMENT_API, "all");
    let r = Conn::open(addr).send(&request);
    assert_eq!(r.status, 200, "token request: {}", r.text());
    r.json()["access_token"].as_str().unwrap().to_string()
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

/// A new PKCE pair, as an app makes one for each authorization: (verifier, S256 challenge).
fn pkce() -> (String, String) {
    use aws_lc_rs::rand::SecureRandom;
    let mut bytes = [0u8; 32];
    SystemRandom::new().fill(&mut bytes).unwrap();
    let b64 =
        |b: &[u8]| base64::Engine::encode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, b);
    let verifier = b64(&bytes);
    let digest = aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, verifier.as_bytes());
    let challenge = b64(digest.as_ref());
    (verifier, challenge)
}

/// The path of `GET /oidc/auth` for the single-page app `app`: PKCE, and `offline_access`
/// with `prompt=consent`, so that the exchange issues a refresh token.
fn auth_path(app: &str, challenge: &str) -> String {
    format!(
        "/oidc/auth?client_id={app}&redirect_uri={}&response_type=code&state=bench\
         &code_challenge={challenge}&code_challenge_method=S256\
         &scope=openid+offline_access+profile&prompt=consent",
        url_encode(CB)
    )
}

/// A browser's `GET` (a `Cookie` header when `cookies` is not empty).
fn browser_get(addr: &str, path: &str, cookies: &str) -> Vec<u8> {
    let cookie = if cookies.is_empty() {
        String::new()
    } else {
        format!("Cookie: {cookies}\r\n")
    };
    format!(
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nUser-Agent: {UA}\r\nAccept: text/html\r\n\
         {cookie}\r\n"
    )
    .into_bytes()
}

/// A form `POST` (a `Cookie` header when `cookies` is not empty).
fn form_post(addr: &str, path: &str, cookies: &str, fields: &[(&str, &str)]) -> Vec<u8> {
    let body: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(fields)
        .finish();
    let cookie = if cookies.is_empty() {
        String::new()
    } else {
        format!("Cookie: {cookies}\r\n")
    };
    format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nUser-Agent: {UA}\r\n{cookie}\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// The single-page app's code exchange (a public client: its id, the code and the PKCE
/// verifier).
fn exchange_request(addr: &str, app: &str, code: &str, verifier: &str) -> Vec<u8> {
    form_post(
        addr,
        "/oidc/token",
        "",
        &[
            ("grant_type", "authorization_code"),
            ("client_id", app),
            ("code", code),
            ("code_verifier", verifier),
            ("redirect_uri", CB),
        ],
    )
}

fn refresh_request(addr: &str, app: &str, refresh_token: &str) -> Vec<u8> {
    form_post(
        addr,
        "/oidc/token",
        "",
        &[
            ("grant_type", "refresh_token"),
            ("client_id", app),
            ("refresh_token", refresh_token),
        ],
    )
}

/// The code of a redirect back to the app.
fn code_of(r: &Reply) -> Option<String> {
    let loc = r.header("location").filter(|_| r.status == 303)?;
    if !loc.starts_with(CB) {
        return None;
    }
    url::Url::parse(loc)
        .ok()?
        .query_pairs()
        .find(|(k, _)| k == "code")
        .map(|(_, v)| v.into_owned())
}

/// The value of the `_csrf` field of a page's form.
fn csrf(page: &str) -> String {
    let marker = r#"name="_csrf" value=""#;
    let start = page
        .find(marker)
        .unwrap_or_else(|| panic!("no _csrf field in:\n{page}"))
        + marker.len();
    let len = page[start..].find('"').unwrap();
    page[start..start + len].to_string()
}

/// A browser's cookies: (name, value), kept as `Set-Cookie` says.
#[derive(Default)]
struct Jar(Vec<(String, String)>);

impl Jar {
    fn take(&mut self, r: &Reply) {
        for (k, v) in r.set_cookies() {
            self.0.retain(|(name, _)| name != k);
            if !v.is_empty() {
                self.0.push((k.to_string(), v.to_string()));
            }
        }
    }

    fn header(&self) -> String {
        self.0
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A user signed in to the single-page app, as its browser and the app see the service: a
/// keep-alive connection to each server and the session cookie. Its requests go round-robin
/// over the servers.
struct SignedIn {
    addrs: Vec<String>,
    conns: Vec<Conn>,
    app: String,
    session: String,
    next: usize,
}

impl SignedIn {
    /// Signs `username` in the way a browser does, on server `first`: `GET /oidc/auth` sends
    /// it to the sign-in page with its waiting request in a cookie, the page's form is posted
    /// with the password, which opens the session, and the resume gives the app its code.
    fn sign_in(addrs: &[String], first: usize, app: &str, username: &str) -> SignedIn {
        let mut conns: Vec<Conn> = addrs.iter().map(|a| Conn::open(a)).collect();
        let (addr, conn) = (&addrs[first], &mut conns[first]);
        let mut jar = Jar::default();
        let (_, challenge) = pkce();
        let r = conn.send(&browser_get(addr, &auth_path(app, &challenge), ""));
        let page = r
            .location(BASE)
            .unwrap_or_else(|| panic!("GET /oidc/auth answered {}: {}", r.status, r.text()));
        jar.take(&r);
        let r = conn.send(&browser_get(addr, &page, &jar.header()));
        assert_eq!(r.status, 200, "GET {page}: {}", r.text());
        jar.take(&r);
        let token = csrf(&r.text());
        let r = conn.send(&form_post(
            addr,
            "/sign-in",
            &jar.header(),
            &[
                ("identifier", username),
                ("password", PASSWORD),
                ("_csrf", &token),
            ],
        ));
        let resume = r
            .location(BASE)
            .unwrap_or_else(|| panic!("POST /sign-in answered {}: {}", r.status, r.text()));
        jar.take(&r);
        let session = jar.get("_session").expect("a session opened").to_string();
        let r = conn.send(&browser_get(addr, &resume, &jar.header()));
        assert!(
            code_of(&r).is_some(),
            "GET {resume} answered {} {:?}",
            r.status,
            r.header("location")
        );
        SignedIn {
            addrs: addrs.to_vec(),
            conns,
            app: app.to_string(),
            session,
            next: first,
        }
    }

    /// The server of the next request.
    fn server(&mut self) -> usize {
        let on = self.next % self.conns.len();
        self.next += 1;
        on
    }

    /// A silent `GET /oidc/auth` with the session on server `on`: the code and its PKCE
    /// verifier, or `None` when the answer is not a redirect with a code.
    fn authorize(&mut self, on: usize) -> Option<(String, String)> {
        let (verifier, challenge) = pkce();
        let request = browser_get(
            &self.addrs[on],
            &auth_path(&self.app, &challenge),
            &format!("_session={}", self.session),
        );
        let code = code_of(&self.conns[on].send(&request))?;
        Some((code, verifier))
    }

    /// Exchanges a code issued by server `issued_by` on the next server after it.
    fn exchange(&mut self, code: &str, verifier: &str, issued_by: usize) -> Reply {
        let on = (issued_by + 1) % self.conns.len();
        let request = exchange_request(&self.addrs[on], &self.app, code, verifier);
        self.conns[on].send(&request)
    }

    /// A new refresh token: a silent authorization and its exchange (not measured).
    fn new_refresh_token(&mut self) -> Option<String> {
        let on = self.server();
        let (code, verifier) = self.authorize(on)?;
        let r = self.exchange(&code, &verifier, on);
        (r.status == 200)
            .then(|| r.json()["refresh_token"].as_str().map(str::to_string))
            .flatten()
    }

    /// Refreshes `token` on the next server: the rotated token when the answer is a 200 with
    /// one.
    fn refresh(&mut self, token: &str) -> (Reply, Option<String>) {
        let on = self.server();
        let request = refresh_request(&self.addrs[on], &self.app, token);
        let r = self.conns[on].send(&request);
        let next = (r.status == 200)
            .then(|| r.json()["refresh_token"].as_str().map(str::to_string))
            .flatten();
        (r, next)
    }
}

/// What one step of a client did: its latency and whether it succeeded; `None` when the
/// client can go no further.
type Step<S> = fn(&mut S) -> Option<(Duration, bool)>;

/// Each client's `step` back to back on its own thread for `time` (a client that can go no
/// further stops early): the load, the clients' states, and how many stopped early.
fn drive<S: Send + 'static>(
    states: Vec<S>,
    time: Duration,
    step: Step<S>,
) -> (Load, Vec<S>, usize) {
    let stop = Arc::new(AtomicBool::new(false));
    let start = Instant::now();
    let handles: Vec<_> = states
        .into_iter()
        .map(|mut state| {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let mut lat = Vec::with_capacity(50_000);
                let mut errors = 0;
                let mut early = false;
                while !stop.load(Ordering::Relaxed) {
                    match step(&mut state) {
                        Some((t, ok)) => {
                            lat.push(t);
                            errors += usize::from(!ok);
                        }
                        None => {
                            early = true;
                            break;
                        }
                    }
                }
                (state, lat, errors, early)
            })
        })
        .collect();
    while start.elapsed() < time && !handles.iter().all(|h| h.is_finished()) {
        std::thread::sleep(Duration::from_millis(5));
    }
    stop.store(true, Ordering::Relaxed);
    let (mut states, mut all, mut errors, mut early) = (Vec::new(), Vec::new(), 0, 0);
    for h in handles {
        let (state, lat, e, stopped) = h.join().unwrap();
        states.push(state);
        all.extend(lat);
        errors += e;
        early += usize::from(stopped);
    }
    (summarize(all, errors, start.elapsed()), states, early)
}

/// A client of the code-exchange step: its user and the codes it collected, each with its
/// verifier and the server that issued it.
struct Exchanging {
    user: SignedIn,
    codes: std::collections::VecDeque<(String, String, usize)>,
}

fn collect_step(x: &mut Exchanging) -> Option<(Duration, bool)> {
    let on = x.user.server();
    let t = Instant::now();
    let got = x.user.authorize(on);
    let latency = t.elapsed();
    let ok = got.is_some();
    if let Some((code, verifier)) = got {
        x.codes.push_back((code, verifier, on));
    }
    Some((latency, ok))
}

fn exchange_step(x: &mut Exchanging) -> Option<(Duration, bool)> {
    let (code, verifier, issued_by) = x.codes.pop_front()?;
    let t = Instant::now();
    let r = x.user.exchange(&code, &verifier, issued_by);
    Some((t.elapsed(), r.status == 200))
}

/// A client of the refresh step: its user and the refresh token of its chain.
struct Refreshing {
    user: SignedIn,
    token: String,
}

fn refresh_step(x: &mut Refreshing) -> Option<(Duration, bool)> {
    let t = Instant::now();
    let (_, next) = x.user.refresh(&x.token);
    let latency = t.elapsed();
    match next {
        Some(token) => {
            x.token = token;
            Some((latency, true))
        }
        // The chain is broken: an error, and a new chain (not measured).
        None => {
            x.token = x.user.new_refresh_token()?;
            Some((latency, false))
        }
    }
}

fn engines() -> (bool, bool) {
    match std::env::var("IDCTL_BENCH_ENGINES").as_deref() {
        Ok("sqlite") => (true, false),
        Ok("postgres") => (false, true),
        _ => (true, true),
    }
}

/// Printed rows of the client-credentials, Management API and sign-in flow tables.
struct Rows {
    cc: Vec<String>,
    writes: Vec<String>,
    flows: Vec<String>,
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

/// The sign-in flow's writes with 1 and 16 clients, each a user signed in once on server
/// `c % servers` through the sign-in page: silent authorizations (each writes a code, measured
/// while collecting codes for one and a half measuring times), the exchange of the codes
/// collected (each on the server after the one that issued it), and refreshes (a chain per
/// client, each refresh on the next server, rotating the token).
fn flow_rows(rows: &mut Rows, setup: &str, addrs: &[String], s: &Setup) {
    let mut users: Vec<SignedIn> = (0..USERS)
        .map(|c| SignedIn::sign_in(addrs, c % addrs.len(), &s.app, &s.users[c]))
        .collect();
    let exchange_time = seconds().min(MAX_EXCHANGE_STEP);
    let mut row = |name: &str, clients: usize, l: &Load, early: usize, why: &str| {
        let stopped = if early > 0 {
            format!(" ({early} clients stopped: {why})")
        } else {
            String::new()
        };
        rows.flows.push(format!(
            "| {name} | {setup} | {clients} | {:.0} | {} | {} | {}{stopped} |",
            l.rps,
            ms(l.p50),
            ms(l.p99),
            l.errors
        ));
    };
    for clients in [1, USERS] {
        let batch: Vec<Exchanging> = users
            .drain(..clients)
            .map(|user| Exchanging {
                user,
                codes: Default::default(),
            })
            .collect();
        let (auth, batch, _) = drive(batch, exchange_time.mul_f64(1.5), collect_step);
        let (exchange, batch, ran_out) = drive(batch, exchange_time, exchange_step);
        row(
            "GET /oidc/auth, silent (writes a code)",
            clients,
            &auth,
            0,
            "",
        );
        row(
            "code exchange (codes collected first)",
            clients,
            &exchange,
            ran_out,
            "out of codes",
        );
        let batch: Vec<Refreshing> = batch
            .into_iter()
            .map(|x| {
                let mut user = x.user;
                let token = user
                    .new_refresh_token()
                    .expect("a refresh token from a code exchange");
                Refreshing { user, token }
            })
            .collect();
        let (refresh, batch, broken) = drive(batch, seconds(), refresh_step);
        row(
            "refresh (rotating)",
            clients,
            &refresh,
            broken,
            "no new chain",
        );
        users.splice(0..0, batch.into_iter().map(|r| r.user));
    }
}

/// Statements and transactions per request on PostgreSQL: `COUNTED` sequential requests made
/// by `make` on one connection to `addr`, between two reads of pg_stat_statements.
fn per_request(pg: &pg::Pg, db: &str, addr: &str, name: &str, make: Arc<MakeRequest>) -> String {
    let mut conn = Conn::open(addr);
    assert!((200..300).contains(&conn.call(&make(0, 0))));
    count_work(pg, db, name, || {
        for i in 1..=COUNTED as u64 {
            let status = conn.call(&make(0, i));
            assert!((200..300).contains(&status), "{name} answered {status}");
        }
    })
}

/// The statements and transactions of `COUNTED` requests, which `run` sends (each asserting
/// its success), between two reads of pg_stat_statements: a row of the table, and the
/// statements themselves on stderr.
fn count_work(pg: &pg::Pg, db: &str, name: &str, run: impl FnOnce()) -> String {
    pg.reset_counters();
    run();
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
    if std::env::args().skip(1).any(|a| a == "token") {
        token_case();
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
        flows: Vec::new(),
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
        flow_rows(
            &mut rows,
            "SQLite, 1 replica",
            std::slice::from_ref(&addr),
            &s,
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
        flow_rows(&mut rows, "PostgreSQL, 1 replica", one, &s);
        flow_rows(&mut rows, "PostgreSQL, 2 replicas", &two, &s);

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
        let mut user = SignedIn::sign_in(one, 0, &s.app, &s.users[0]);
        let mut codes = Vec::new();
        counted.push(count_work(&pg, "serve", "GET /oidc/auth, silent", || {
            for _ in 0..COUNTED {
                codes.push(user.authorize(0).expect("a code"));
            }
        }));
        counted.push(count_work(&pg, "serve", "code exchange", || {
            for (code, verifier) in &codes {
                let r = user.exchange(code, verifier, 0);
                assert_eq!(r.status, 200, "code exchange: {}", r.text());
            }
        }));
        let mut token = user.new_refresh_token().expect("a refresh token");
        counted.push(count_work(&pg, "serve", "refresh", || {
            for _ in 0..COUNTED {
                let (r, next) = user.refresh(&token);
                token =
                    next.unwrap_or_else(|| panic!("refresh answered {}: {}", r.status, r.text()));
            }
        }));
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
    println!();
    println!("| sign-in flow | setup | clients | per second | p50 | p99 | errors |");
    println!("|---|---|---|---|---|---|---|");
    for r in &rows.flows {
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

/// CPU time (user + system) of process `pid` so far, from /proc/PID/stat.
fn process_cpu(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command name (which is in parentheses and may hold spaces).
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    let ticks: u64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i)?.parse::<u64>().ok())
        .sum();
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as f64;
    Duration::from_secs_f64(ticks as f64 / hz)
}

/// CPU time (user + system) of this process (the load generator) so far.
fn own_cpu() -> Duration {
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe {
        libc::getrusage(libc::RUSAGE_SELF, &mut u);
    }
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    tv(u.ru_utime) + tv(u.ru_stime)
}

/// Busy CPU time of the whole machine so far (every core, every process), from /proc/stat.
fn machine_busy() -> Duration {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let cpu: Vec<u64> = stat
        .lines()
        .next()
        .unwrap_or("")
        .split_whitespace()
        .skip(1)
        .filter_map(|f| f.parse().ok())
        .collect();
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    let busy: u64 = cpu
        .iter()
        .take(8)
        .enumerate()
        .filter(|(i, _)| *i != 3 && *i != 4)
        .map(|(_, v)| v)
        .sum();
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as f64;
    Duration::from_secs_f64(busy as f64 / hz)
}

/// The focused token-endpoint case (`cargo bench --bench serve -- token`): on one SQLite
/// store, per round, the bare ES384 signing rate (every server idle), then the client
/// credentials request at 16 keep-alive clients against each server in turn: requests per
/// second, p50, p99, share of the bare rate, the CPU time of the server and of the load
/// generator (as a share of the machine's cores over the step, and per request), and what
/// the rest of the machine used meanwhile. The bare row's CPU time per signature is what the
/// server's CPU time per request compares with: unlike the rates, neither depends on how much
/// of the cores other work left. `IDCTL_BENCH_BASELINE=PATH` adds a second
/// server, another idctl binary (a build of an earlier commit) on the same store, measured
/// in the same rounds; `IDCTL_BENCH_ROUNDS` sets the rounds (default 3).
fn token_case() {
    let n = cores();
    let rounds: usize = std::env::var("IDCTL_BENCH_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    println!(
        "token endpoint, SQLite, 16 keep-alive clients: {n} cores, {:?} per step, {rounds} rounds",
        seconds()
    );
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("bench.db");
    let store = store.to_str().unwrap().to_string();
    let q = idctl_json(&store, &["quickstart"]);
    let (id, secret) = (
        q["client"]["id"].as_str().unwrap().to_string(),
        q["clientSecret"].as_str().unwrap().to_string(),
    );
    let mut bins = vec![("this build".to_string(), BIN.to_string())];
    if let Ok(b) = std::env::var("IDCTL_BENCH_BASELINE") {
        bins.insert(0, (format!("baseline {b}"), b));
    }
    let servers: Vec<(String, Child, String)> = bins
        .iter()
        .map(|(name, bin)| {
            let (child, addr) = start_server_with(bin, &store);
            (name.clone(), child, addr)
        })
        .collect();
    println!();
    println!(
        "| round | server | requests/s | p50 | p99 | share of bare | server CPU (of {n} cores) | server CPU/request | load generator CPU | others' CPU |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for round in 1..=rounds {
        let own0 = own_cpu();
        let bare = bare_signing_rate(n);
        // This process runs nothing else meanwhile: its CPU time is the signatures'.
        let signs = bare * seconds().as_secs_f64();
        let per_sign = (own_cpu() - own0).as_secs_f64() / signs.max(1.0);
        println!(
            "| {round} | bare ES384 signing, {n} threads | {bare:.0} | | | 100% | | {:.0} µs | | |",
            per_sign * 1e6
        );
        for (name, child, addr) in &servers {
            let request = token_request(addr, &id, &secret, API, "read:orders write:orders");
            let (server0, own0, busy0, t0) = (
                process_cpu(child.id()),
                own_cpu(),
                machine_busy(),
                Instant::now(),
            );
            let l = load(addr, &request, 16);
            let (server1, own1, busy1, elapsed) = (
                process_cpu(child.id()),
                own_cpu(),
                machine_busy(),
                t0.elapsed(),
            );
            let server = (server1 - server0).as_secs_f64();
            let own = (own1 - own0).as_secs_f64();
            let others = ((busy1 - busy0).as_secs_f64() - server - own).max(0.0);
            let cap = elapsed.as_secs_f64() * n as f64;
            // The warm-up requests are counted in the CPU times: a few of many thousands.
            let served = l.rps * elapsed.as_secs_f64();
            println!(
                "| {round} | {name} | {:.0} | {} | {} | {:.1}% | {:.0}% | {:.0} µs | {:.0}% | {:.0}% |",
                l.rps,
                ms(l.p50),
                ms(l.p99),
                100.0 * l.rps / bare,
                100.0 * server / cap,
                1e6 * server / served.max(1.0),
                100.0 * own / cap,
                100.0 * others / cap,
            );
        }
    }
    for (_, child, _) in servers {
        stop_server(child);
    }
}
