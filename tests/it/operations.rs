//! Running the server in production: the health probes (`/health/live`, `/health/ready`)
//! and the Prometheus metrics (`/metrics`, or `--metrics-listen`), on both store engines.
//! Metrics are scraped over HTTP and read with a Prometheus text-format parser
//! (prometheus-parse).

use crate::common::server::Server;
use crate::common::{Engine, Env, TestStore, m2m_client};
use crate::pages::{PASSWORD, app, arriving, user};
use prometheus_parse::{Scrape, Value};
use serde_json::Value as Json;
use std::time::{Duration, Instant};

fn get(url: &str) -> (u16, String) {
    let res = Server::client()
        .get(url)
        .send()
        .unwrap_or_else(|e| panic!("GET {url}: {e}"));
    let status = res.status().as_u16();
    (status, res.text().expect("body"))
}

fn json_of(body: &str) -> Json {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("not JSON ({e}): {body}"))
}

/// `GET {base}/metrics`, parsed.
fn scrape(base: &str) -> Scrape {
    let (status, body) = get(&format!("{base}/metrics"));
    assert_eq!(status, 200, "{body}");
    Scrape::parse(body.lines().map(|l| Ok(l.to_string()))).expect("Prometheus text format")
}

/// The value of the counter or gauge `metric` whose labels include `labels` (0 when none).
fn value(s: &Scrape, metric: &str, labels: &[(&str, &str)]) -> f64 {
    s.samples
        .iter()
        .filter(|x| x.metric == metric)
        .filter(|x| labels.iter().all(|(k, v)| x.labels.get(k) == Some(*v)))
        .map(|x| match &x.value {
            Value::Counter(v) | Value::Gauge(v) | Value::Untyped(v) => *v,
            other => panic!("{metric} is not a counter or gauge: {other:?}"),
        })
        .sum()
}

/// The orders API of `m2m_client`.
const ORDERS: &str = "https://api.example.com";

/// A client-credentials token request for `read:orders` on the orders API.
fn token_request(server: &Server, id: &str, secret: &str) -> u16 {
    Server::client()
        .post(format!("{}/token", server.issuer()))
        .basic_auth(id, Some(secret))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(
            url::form_urlencoded::Serializer::new(String::new())
                .extend_pairs([
                    ("grant_type", "client_credentials"),
                    ("resource", ORDERS),
                    ("scope", "read:orders"),
                ])
                .finish(),
        )
        .send()
        .expect("POST /oidc/token")
        .status()
        .as_u16()
}

/// Polls `/health/ready` until it answers `want` (at most `within`); returns the last body.
fn ready_becomes(server: &Server, want: u16, within: Duration) -> Json {
    let until = Instant::now() + within;
    loop {
        let (status, body) = get(&format!("{}/health/ready", server.url));
        if status == want {
            return json_of(&body);
        }
        assert!(
            Instant::now() < until,
            "/health/ready stayed {status} ({body}), expected {want}; server log:\n{}",
            server.stderr()
        );
        std::thread::sleep(Duration::from_millis(200));
    }
}

#[test]
fn live_and_ready_answer_200_and_probes_are_not_logged() {
    let env = Env::new();
    let server = Server::start(&env, &[]);
    let (status, body) = get(&format!("{}/health/live", server.url));
    assert_eq!(
        (status, json_of(&body)),
        (200, serde_json::json!({"status": "ok"}))
    );
    for _ in 0..3 {
        let (status, body) = get(&format!("{}/health/ready", server.url));
        assert_eq!(status, 200, "{body}");
        assert_eq!(json_of(&body)["status"], "ok");
    }
    // Another request is logged as before.
    assert_eq!(get(&format!("{}/nope", server.url)).0, 404);
    let (_, log) = server.finish();
    assert!(!log.contains("/health/"), "probes were logged:\n{log}");
    assert!(log.contains("/nope"), "{log}");
}

#[test]
fn log_probes_logs_the_health_requests() {
    let env = Env::new();
    let server = Server::start(&env, &["--log-probes"]);
    assert_eq!(get(&format!("{}/health/live", server.url)).0, 200);
    assert_eq!(get(&format!("{}/health/ready", server.url)).0, 200);
    let (_, log) = server.finish();
    assert!(log.contains("/health/live"), "{log}");
    assert!(log.contains("/health/ready"), "{log}");
}

/// Holds exclusive POSIX locks on the read marks of an SQLite store's WAL index (the
/// `-shm` file) from this process: no other process can start a read transaction until
/// they are released (SQLite's unix VFS takes these byte locks to read).
struct ShmLock(#[allow(dead_code)] std::fs::File);

impl ShmLock {
    fn hold(db: &std::path::Path) -> ShmLock {
        use std::os::fd::AsRawFd;
        let shm = std::path::PathBuf::from(format!("{}-shm", db.display()));
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(&shm)
            .unwrap_or_else(|e| panic!("{}: {e}", shm.display()));
        // The WAL-index locks start at byte 120: write, checkpoint, recover, then the five
        // read marks (123..128).
        let lock = libc::flock {
            l_type: libc::F_WRLCK as libc::c_short,
            l_whence: libc::SEEK_SET as libc::c_short,
            l_start: 123,
            l_len: 5,
            l_pid: 0,
        };
        let until = Instant::now() + Duration::from_secs(10);
        // A read under way in the server holds one of them for a moment: try again.
        // SAFETY: fcntl on a descriptor this File owns, with a valid flock.
        while unsafe { libc::fcntl(file.as_raw_fd(), libc::F_SETLK, &lock) } != 0 {
            assert!(Instant::now() < until, "cannot lock {}", shm.display());
            std::thread::sleep(Duration::from_millis(5));
        }
        ShmLock(file)
    }
}

/// Makes the test's PostgreSQL database refuse connections and ends the sessions on it (the
/// server's among them); `false` lets it take connections again.
fn pg_block(db: &str, block: bool) {
    let db = db.to_string();
    std::thread::spawn(move || {
        let mut c = crate::common::pg::server().client("postgres");
        let ident = crate::common::pg::ident(&db);
        let allow = if block { "false" } else { "true" };
        c.batch_execute(&format!("ALTER DATABASE {ident} ALLOW_CONNECTIONS {allow}"))
            .expect("ALTER DATABASE");
        if block {
            c.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                  WHERE datname = $1 AND pid <> pg_backend_pid()",
                &[&db],
            )
            .expect("pg_terminate_backend");
        }
    })
    .join()
    .expect("PostgreSQL admin");
}

#[test]
fn ready_answers_503_with_a_reason_while_the_store_does_not_answer_and_200_again_after() {
    let env = Env::new();
    let server = Server::start(&env, &[]);
    ready_becomes(&server, 200, Duration::from_secs(10));
    let body = match &env.store {
        TestStore::File(path) => {
            let held = ShmLock::hold(path);
            let started = Instant::now();
            let (status, body) = get(&format!("{}/health/ready", server.url));
            let took = started.elapsed();
            assert_eq!(status, 503, "{body}");
            // The probe gives up on the store after 2 s rather than waiting for it.
            assert!(took < Duration::from_secs(4), "{took:?}");
            let body = json_of(&body);
            assert!(
                body["reason"]
                    .as_str()
                    .unwrap()
                    .contains("did not answer within 2 s"),
                "{body}"
            );
            // Polling again while the store is stuck starts no new read and answers 503.
            let (status, again) = get(&format!("{}/health/ready", server.url));
            assert_eq!(status, 503, "{again}");
            drop(held);
            body
        }
        TestStore::Postgres { db, .. } => {
            pg_block(db, true);
            let body = ready_becomes(&server, 503, Duration::from_secs(10));
            assert!(
                body["reason"]
                    .as_str()
                    .unwrap()
                    .contains("could not be read"),
                "{body}"
            );
            // The cause stays in the server's log; the answer names no host or file.
            assert!(!body.to_string().contains(db.as_str()), "{body}");
            pg_block(db, false);
            body
        }
    };
    assert_eq!(body["status"], "unavailable");
    let back = ready_becomes(&server, 200, Duration::from_secs(20));
    assert_eq!(back["status"], "ok");
    let (_, log) = server.finish();
    // The change is logged once each way; the probes are not.
    assert_eq!(log.matches("not ready:").count(), 1, "{log}");
    assert!(log.contains("ready again"), "{log}");
    assert!(!log.contains("/health/ready"), "{log}");
}

#[test]
fn ready_answers_503_when_the_store_schema_is_not_this_builds() {
    let env = Env::new();
    let server = Server::start(&env, &[]);
    ready_becomes(&server, 200, Duration::from_secs(10));
    // Another idctl (a newer one, or a migration under way) changed the schema version.
    match env.engine() {
        Engine::Sqlite => env.sql_exec("PRAGMA user_version = 999"),
        Engine::Postgres => {
            env.sql_exec("UPDATE idctl_meta SET value = '999' WHERE key = 'schema_version'")
        }
    }
    let body = ready_becomes(&server, 503, Duration::from_secs(10));
    assert!(
        body["reason"].as_str().unwrap().contains("schema is 999"),
        "{body}"
    );
    drop(server);
}

#[test]
fn metrics_count_requests_by_route_template_tokens_sign_ins_and_404s() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    let (id, secret) = m2m_client(&env);
    let server = Server::start(&env, &[]);
    let before = scrape(&server.url);

    assert_eq!(token_request(&server, &id, &secret), 200);
    assert_eq!(token_request(&server, &id, &secret), 200);
    assert_eq!(token_request(&server, &id, "wrong-secret"), 401);
    assert_eq!(get(&format!("{}/no/such/route", server.url)).0, 404);
    // A route with a parameter: counted under its template, never the raw path.
    let (status, _) = get(&format!("{}/api/roles/role-a1b2c3", server.url));
    assert_eq!(status, 401);
    let (mut b, _) = arriving(&env, &server, &shop);
    let signed = b.submit(
        "/sign-in",
        &[("identifier", "alice"), ("password", PASSWORD)],
    );
    assert_eq!(signed.status, 303, "server log:\n{}", server.stderr());

    let after = scrape(&server.url);
    let moved = |metric: &str, labels: &[(&str, &str)]| {
        value(&after, metric, labels) - value(&before, metric, labels)
    };
    let granted = [("grant", "client_credentials"), ("result", "granted")];
    assert_eq!(moved("idctl_tokens_total", &granted), 2.0);
    let refused = [
        ("grant", "client_credentials"),
        ("result", "invalid_client"),
    ];
    assert_eq!(moved("idctl_tokens_total", &refused), 1.0);
    let token_ok = [
        ("route", "/oidc/token"),
        ("method", "POST"),
        ("status", "200"),
    ];
    assert_eq!(moved("idctl_http_requests_total", &token_ok), 2.0);
    let unmatched = [("route", "unmatched"), ("method", "GET"), ("status", "404")];
    assert_eq!(moved("idctl_http_requests_total", &unmatched), 1.0);
    let template = [("route", "/api/roles/:id"), ("status", "401")];
    assert_eq!(moved("idctl_http_requests_total", &template), 1.0);
    assert_eq!(moved("idctl_sign_ins_total", &[]), 1.0);
    // No series carries a raw path or an id.
    for s in &after.samples {
        if let Some(route) = s.labels.get("route") {
            assert!(
                !route.contains("role-a1b2c3") && !route.contains("/no/such"),
                "{route}"
            );
        }
    }
    // The latency histogram of the token route counted both grants and the refusal.
    let histogram = after
        .samples
        .iter()
        .find(|s| {
            s.metric == "idctl_http_request_duration_seconds"
                && s.labels.get("route") == Some("/oidc/token")
        })
        .expect("a latency histogram for /oidc/token");
    match &histogram.value {
        Value::Histogram(buckets) => {
            let inf = buckets.iter().map(|b| b.count).fold(0.0, f64::max);
            assert!(inf >= 3.0, "{buckets:?}");
        }
        other => panic!("not a histogram: {other:?}"),
    }
    // Store transactions were timed, and this scrape's connection is open.
    assert!(
        value(
            &after,
            "idctl_store_duration_seconds_count",
            &[("kind", "read")]
        ) > 0.0
    );
    assert!(
        value(
            &after,
            "idctl_store_wait_seconds_count",
            &[("kind", "write")]
        ) > 0.0
    );
    assert!(value(&after, "idctl_http_open_connections", &[]) >= 1.0);
    assert_eq!(value(&after, "idctl_webhook_pending_deliveries", &[]), 0.0);
    drop(server);
}

#[test]
fn metrics_count_lockouts_registrations_and_rate_limit_refusals() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "bob"]);
    env.ok(&["config", "set", "lockout.max-attempts", "2"]);
    let server = Server::start(&env, &[]);
    let (mut b, _) = arriving(&env, &server, &shop);
    for _ in 0..2 {
        b.submit(
            "/sign-in",
            &[("identifier", "bob"), ("password", "wrong-wrong-wrong")],
        );
    }
    let (mut r, _) = arriving(&env, &server, &shop);
    let registered = r.submit(
        "/register",
        &[
            ("username", "carol"),
            ("password", PASSWORD),
            ("confirm", PASSWORD),
        ],
    );
    assert_eq!(registered.status, 303, "server log:\n{}", server.stderr());
    // Failed client authentications beyond the per-address limit: 429.
    let statuses: Vec<u16> = (0..40)
        .map(|_| token_request(&server, "no-such-client", "x"))
        .collect();
    assert!(statuses.contains(&429), "{statuses:?}");
    let limited = statuses.iter().filter(|s| **s == 429).count() as f64;
    let s = scrape(&server.url);
    assert_eq!(value(&s, "idctl_lockouts_total", &[]), 1.0);
    assert_eq!(value(&s, "idctl_registrations_total", &[]), 1.0);
    assert_eq!(value(&s, "idctl_sign_ins_total", &[]), 0.0);
    assert_eq!(
        value(
            &s,
            "idctl_rate_limited_total",
            &[("limit", "client_failure")]
        ),
        limited
    );
    drop(server);
}

#[test]
fn metrics_listen_serves_metrics_there_only() {
    let env = Env::new();
    // A free port for the metrics listener.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let addr = format!("127.0.0.1:{port}");
    let server = Server::start(&env, &["--metrics-listen", &addr]);
    let (status, body) = get(&format!("{}/metrics", server.url));
    assert_eq!(status, 404, "{body}");
    assert_eq!(json_of(&body)["error"], "invalid_request");
    assert_eq!(get(&format!("{}/health/ready", server.url)).0, 200);
    let s = scrape(&format!("http://{addr}"));
    // The main listener's 404 for /metrics was counted.
    let unmatched = [("route", "unmatched"), ("status", "404")];
    assert_eq!(value(&s, "idctl_http_requests_total", &unmatched), 1.0);
    assert_eq!(get(&format!("http://{addr}/health/ready")).0, 404);
    drop(server);
}

#[test]
fn no_metrics_serves_no_metrics_and_a_bad_metrics_address_is_refused() {
    let env = Env::new();
    let server = Server::start(&env, &["--no-metrics"]);
    assert_eq!(get(&format!("{}/metrics", server.url)).0, 404);
    assert_eq!(get(&format!("{}/health/live", server.url)).0, 200);
    drop(server);
    let before = env.snapshot();
    let run = env.fails(2, &["serve", "--metrics-listen", "not-an-address"]);
    assert!(run.stderr.contains("--metrics-listen"), "{}", run.stderr);
    assert_eq!(env.snapshot(), before);
}

#[test]
fn metrics_count_webhook_deliveries_by_hook_and_outcome_and_the_pending_backlog() {
    let env = Env::new();
    let rx = crate::common::receiver::Receiver::start(vec![]);
    let dead = format!(
        "http://127.0.0.1:{}/hook",
        crate::common::receiver::free_port()
    );
    let api = crate::common::api::Api::start(&env);
    let hook = |name: &str, url: &str| -> String {
        let r = api.post(
            "/hooks",
            serde_json::json!({"name": name, "events": ["Role.Created"], "config": {"url": url}}),
        );
        assert_eq!(r.status, 201, "{}", r.text);
        r.body["id"].as_str().unwrap().to_string()
    };
    let ok = hook("ok", &rx.url);
    let gone = hook("gone", &dead);
    let r = api.post(
        "/roles",
        serde_json::json!({"name": "clerk", "description": "C"}),
    );
    assert_eq!(r.status, 200, "{}", r.text);
    // The worker sends both at once: one arrives, the other is refused a connection and waits
    // for its retry.
    let until = Instant::now() + Duration::from_secs(30);
    let s = loop {
        let s = scrape(&api.server.url);
        let delivered = value(
            &s,
            "idctl_webhook_deliveries_total",
            &[("hook", &ok), ("outcome", "delivered")],
        );
        let retrying = value(
            &s,
            "idctl_webhook_deliveries_total",
            &[("hook", &gone), ("outcome", "retrying")],
        );
        if delivered == 1.0 && retrying >= 1.0 {
            break s;
        }
        assert!(
            Instant::now() < until,
            "deliveries not counted: delivered {delivered}, retrying {retrying}; log:\n{}",
            api.server.stderr()
        );
        std::thread::sleep(Duration::from_millis(200));
    };
    assert_eq!(rx.count(), 1);
    assert_eq!(value(&s, "idctl_webhook_pending_deliveries", &[]), 1.0);
    assert!(value(&s, "idctl_webhook_oldest_pending_age_seconds", &[]) > 0.0);
}
