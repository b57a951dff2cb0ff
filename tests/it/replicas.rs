//! Several `idctl serve` replicas and CLI processes on ONE PostgreSQL database: they behave as
//! one service (tokens, keys, codes, refresh tokens, sessions and forms work across replicas),
//! start together on an empty database, survive a writer killed or stopped inside its
//! transaction, write concurrently without losing or duplicating anything, and deliver every
//! webhook event at least once. These tests always run on PostgreSQL (the harness's private
//! server), whatever engine the rest of the suite uses.
use crate::common::api::{MANAGEMENT_API, MANAGEMENT_ROLE, http};
use crate::common::pg;
use crate::common::receiver::{Receiver, Reply, free_port};
use crate::common::server::Server;
use crate::common::{Run, run_cmd};
use idctl::store::SCHEMA_VERSION;
use oauth2::basic::BasicClient;
use oauth2::{ClientId, ClientSecret, Scope, TokenResponse, TokenUrl};
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Barrier, Mutex, mpsc};
use std::time::{Duration, Instant};

/// The public base URL every replica of a test is given (the balancer's, in production).
const BASE: &str = "http://id.example.test";
const ISSUER: &str = "http://id.example.test/oidc";
const API: &str = "https://api.example.com";
const CB: &str = "http://localhost:3000/callback";
const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const PASSWORD: &str = "correct horse battery";
/// How long a test waits for something that must happen (never asserted as a duration).
const BOUND: Duration = Duration::from_secs(90);

/// A new, empty database on the private PostgreSQL server: its name and its URL.
fn database() -> (String, String) {
    let server = pg::server();
    let db = server.create_database();
    let url = server.url(&db);
    (db, url)
}

/// `idctl --store URL ARGS`, with no IDCTL_* setting inherited.
fn idctl(url: &str, args: &[&str]) -> assert_cmd::Command {
    let mut c = assert_cmd::Command::cargo_bin("idctl").expect("binary");
    for var in ["IDCTL_STORE", "IDCTL_OUTPUT", "IDCTL_EVENTS", "IDCTL_NOW"] {
        c.env_remove(var);
    }
    c.arg("--store").arg(url).args(args);
    c
}

/// The same as a plain process (to run in the background, stop or kill).
fn spawn(url: &str, args: &[&str], vars: &[(&str, &str)]) -> Child {
    let mut c = Command::new(assert_cmd::cargo::cargo_bin("idctl"));
    for var in ["IDCTL_STORE", "IDCTL_OUTPUT", "IDCTL_EVENTS", "IDCTL_NOW"] {
        c.env_remove(var);
    }
    c.envs(vars.iter().copied())
        .arg("--store")
        .arg(url)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn idctl")
}

/// Waits (bounded) for a background process; returns what it left behind.
fn finish(mut child: Child, what: &str) -> Run {
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if start.elapsed() < BOUND => std::thread::sleep(Duration::from_millis(50)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("{what} did not end within {BOUND:?}");
            }
        }
    }
    let out = child.wait_with_output().expect("output");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn ok(url: &str, args: &[&str]) -> String {
    let r = run_cmd(idctl(url, args));
    assert_eq!(
        r.code, 0,
        "idctl {args:?} failed:\n{}{}",
        r.stdout, r.stderr
    );
    r.stdout
}

fn json_of(url: &str, args: &[&str]) -> Value {
    let mut a = vec!["-o", "json"];
    a.extend_from_slice(args);
    serde_json::from_str(&ok(url, &a)).expect("JSON")
}

/// One number from the database, by SQL (for what the CLI does not show).
fn count(db: &str, sql: &str) -> i64 {
    let mut c = pg::server().client(db);
    c.query_one(sql, &[])
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .get(0)
}

/// `idctl --store URL serve --listen 127.0.0.1:0 --base-url BASE`, stopped (SIGTERM) when
/// dropped.
struct Replica {
    child: Child,
    /// `http://127.0.0.1:PORT`
    url: String,
    stderr: Arc<Mutex<String>>,
}

impl Replica {
    fn start(store: &str) -> Replica {
        Replica::start_with(store, &[])
    }

    fn start_with(store: &str, vars: &[(&str, &str)]) -> Replica {
        Replica::try_start(store, vars).unwrap_or_else(|e| panic!("{e}"))
    }

    fn try_start(store: &str, vars: &[(&str, &str)]) -> Result<Replica, String> {
        let mut child = spawn(
            store,
            &["serve", "--listen", "127.0.0.1:0", "--base-url", BASE],
            vars,
        );
        let stdout = child.stdout.take().expect("stdout is piped");
        let stderr_pipe = child.stderr.take().expect("stderr is piped");
        let stderr = Arc::new(Mutex::new(String::new()));
        let sink = stderr.clone();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stderr_pipe);
            let mut line = String::new();
            while r.read_line(&mut line).unwrap_or(0) > 0 {
                sink.lock().unwrap().push_str(&line);
                line.clear();
            }
        });
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            let mut line = String::new();
            let _ = r.read_line(&mut line);
            let _ = tx.send(line);
            let mut rest = Vec::new();
            let _ = r.read_to_end(&mut rest);
        });
        match rx.recv_timeout(BOUND) {
            Ok(line) if line.starts_with("http://") => Ok(Replica {
                child,
                url: line.trim().to_string(),
                stderr,
            }),
            other => {
                let _ = child.kill();
                let _ = child.wait();
                std::thread::sleep(Duration::from_millis(100));
                Err(format!(
                    "server did not print its URL ({other:?}); stderr:\n{}",
                    stderr.lock().unwrap()
                ))
            }
        }
    }

    fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    /// `kill -9`, and the process reaped.
    fn kill9(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    fn get(&self, path: &str) -> reqwest::blocking::Response {
        Server::client()
            .get(format!("{}{path}", self.url))
            .send()
            .expect("GET")
    }

    /// The replica's JWK Set.
    fn jwks(&self) -> Value {
        let res = self.get("/oidc/jwks");
        assert_eq!(res.status(), 200);
        body(res)
    }

    /// A token by the client credentials grant, through the `oauth2` crate.
    fn client_credentials(&self, id: &str, secret: &str, resource: &str, scope: &str) -> String {
        let client = BasicClient::new(ClientId::new(id.to_string()))
            .set_client_secret(ClientSecret::new(secret.to_string()))
            .set_token_uri(TokenUrl::new(format!("{}/oidc/token", self.url)).unwrap());
        client
            .exchange_client_credentials()
            .add_scope(Scope::new(scope.to_string()))
            .add_extra_param("resource", resource)
            .request(&http)
            .unwrap_or_else(|e| panic!("token request to {} failed: {e:?}", self.url))
            .access_token()
            .secret()
            .clone()
    }

    /// `POST /api/roles` with a Management API token: status and body.
    fn create_role(&self, token: &str, name: &str) -> (u16, Value) {
        let res = long_client()
            .post(format!("{}/api/roles", self.url))
            .bearer_auth(token)
            .header("content-type", "application/json")
            .body(json!({"name": name, "description": "made by a replica test"}).to_string())
            .send()
            .unwrap_or_else(|e| panic!("POST /api/roles on {}: {e}", self.url));
        let status = res.status().as_u16();
        let text = res.text().unwrap_or_default();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    /// POSTs a form to `path`, with these cookies.
    fn post_form(
        &self,
        path: &str,
        cookies: &[(&str, &str)],
        form: &[(&str, &str)],
    ) -> reqwest::blocking::Response {
        let body: String = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(form)
            .finish();
        Server::client()
            .post(format!("{}{path}", self.url))
            .header("cookie", cookie_header(cookies))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .expect("POST")
    }

    /// GETs `path` (a path and query), with these cookies.
    fn get_with(&self, path: &str, cookies: &[(&str, &str)]) -> reqwest::blocking::Response {
        Server::client()
            .get(format!("{}{path}", self.url))
            .header("cookie", cookie_header(cookies))
            .send()
            .expect("GET")
    }
}

impl Drop for Replica {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            // SAFETY: a signal to our own child, still running (not reaped).
            unsafe {
                libc::kill(self.child.id() as i32, libc::SIGTERM);
            }
            for _ in 0..300 {
                if let Ok(Some(_)) = self.child.try_wait() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// An HTTP client that waits longer than a writer may hold the lock.
fn long_client() -> reqwest::blocking::Client {
    reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .timeout(BOUND)
        .build()
        .expect("http client")
}

/// A response's body as JSON (with the body in the panic message when it is not).
fn body(res: reqwest::blocking::Response) -> Value {
    let text = res.text().expect("body");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

fn cookie_header(cookies: &[(&str, &str)]) -> String {
    cookies
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join("; ")
}

fn signal(pid: u32, sig: i32) {
    // SAFETY: a signal to a child process of this test, not yet reaped.
    let r = unsafe { libc::kill(pid as i32, sig) };
    assert_eq!(r, 0, "kill({pid}, {sig})");
}

/// Waits (bounded) until `f` holds.
fn eventually(what: &str, mut f: impl FnMut() -> bool) {
    let start = Instant::now();
    while !f() {
        assert!(start.elapsed() < BOUND, "{what}: not within {BOUND:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Verifies a JWT from the shared issuer against `replica`'s JWKS (with `jsonwebtoken`, not
/// idctl's code); returns the claims.
fn verify_on(replica: &Replica, token: &str, audience: &str) -> Value {
    let jwks: jsonwebtoken::jwk::JwkSet =
        serde_json::from_value(replica.jwks()).expect("a JWK Set");
    let header = jsonwebtoken::decode_header(token).expect("a JWT");
    let kid = header.kid.expect("a kid");
    let key = jsonwebtoken::DecodingKey::from_jwk(jwks.find(&kid).expect("kid in the JWKS"))
        .expect("a key");
    let mut v = jsonwebtoken::Validation::new(header.alg);
    v.set_audience(&[audience]);
    v.set_issuer(&[ISSUER]);
    jsonwebtoken::decode::<Value>(token, &key, &v)
        .expect("verifies")
        .claims
}

fn kid_of(token: &str) -> String {
    jsonwebtoken::decode_header(token)
        .expect("a JWT")
        .kid
        .expect("a kid")
}

/// The path and query of a redirect's target (the public base URL is no replica's address).
fn location(res: &reqwest::blocking::Response) -> url::Url {
    assert_eq!(res.status(), 303, "{:?}", res.headers());
    let loc = res.headers()["location"].to_str().unwrap();
    url::Url::parse(BASE).unwrap().join(loc).unwrap()
}

fn path_and_query(u: &url::Url) -> String {
    match u.query() {
        Some(q) => format!("{}?{q}", u.path()),
        None => u.path().to_string(),
    }
}

fn query(u: &url::Url, name: &str) -> Option<String> {
    u.query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

fn set_cookie(res: &reqwest::blocking::Response, name: &str) -> Option<String> {
    res.headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter_map(|v| v.split(';').next()?.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
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

/// The path of `GET /oidc/auth` for the single-page app `app` (PKCE, openid and
/// offline_access, consent asked), with `extra` appended to the query.
fn auth_path(app: &str, extra: &str) -> String {
    let cb: String = url::form_urlencoded::byte_serialize(CB.as_bytes()).collect();
    format!(
        "/oidc/auth?client_id={app}&redirect_uri={cb}&response_type=code&state=st&code_challenge={CHALLENGE}&code_challenge_method=S256&scope=openid+offline_access+profile&prompt=consent{extra}"
    )
}

/// The code exchange on `replica`: the response.
fn exchange(replica: &Replica, app: &str, code: &str) -> reqwest::blocking::Response {
    replica.post_form(
        "/oidc/token",
        &[],
        &[
            ("client_id", app),
            ("code", code),
            ("code_verifier", VERIFIER),
            ("redirect_uri", CB),
            ("grant_type", "authorization_code"),
        ],
    )
}

fn refresh(replica: &Replica, app: &str, token: &str) -> reqwest::blocking::Response {
    replica.post_form(
        "/oidc/token",
        &[],
        &[
            ("client_id", app),
            ("refresh_token", token),
            ("grant_type", "refresh_token"),
        ],
    )
}

/// A store with the orders API (read:orders, write:orders), a machine role holding
/// read:orders, a machine client `svc` with it and a Management API client `mgmt`: the ids
/// and secrets of both clients.
fn m2m_setup(url: &str) -> ((String, String), (String, String)) {
    ok(
        url,
        &["resource", "create", "--name", "Orders", "--indicator", API],
    );
    ok(url, &["scope", "create", "-r", API, "read:orders"]);
    ok(url, &["scope", "create", "-r", API, "write:orders"]);
    ok(
        url,
        &[
            "role",
            "create",
            "orders-m2m",
            "--type",
            "m2m",
            "-r",
            API,
            "-s",
            "read:orders",
        ],
    );
    let pair = |v: Value| {
        (
            v["id"].as_str().unwrap().to_string(),
            v["secret"].as_str().unwrap().to_string(),
        )
    };
    let svc = pair(json_of(
        url,
        &["client", "create", "--name", "svc", "--role", "orders-m2m"],
    ));
    let mgmt = pair(json_of(
        url,
        &["client", "create", "mgmt", "--role", MANAGEMENT_ROLE],
    ));
    (svc, mgmt)
}

// ---------------------------------------------------------------------------------------
// 1. Two replicas with one base URL behave as one service.
// ---------------------------------------------------------------------------------------

#[test]
fn a_permission_changed_through_one_replica_or_the_cli_is_in_the_next_token_of_another() {
    let (_db, url) = database();
    let ((svc, svc_secret), (mgmt, mgmt_secret)) = m2m_setup(&url);
    let a = Replica::start(&url);
    let b = Replica::start(&url);
    let scope_of = |r: &Replica| {
        let t = r.client_credentials(&svc, &svc_secret, API, "read:orders write:orders");
        verify_on(r, &t, API)["scope"]
            .as_str()
            .expect("scope")
            .to_string()
    };
    assert_eq!(scope_of(&b), "read:orders");

    // Through replica A's Management API: write:orders added to the role...
    let token = a.client_credentials(&mgmt, &mgmt_secret, MANAGEMENT_API, "all");
    let role = json_of(&url, &["role", "get", "orders-m2m"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let write = json_of(&url, &["scope", "get", "-r", API, "write:orders"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let res = long_client()
        .post(format!("{}/api/roles/{role}/scopes", a.url))
        .bearer_auth(&token)
        .header("content-type", "application/json")
        .body(json!({"scopeIds": [write]}).to_string())
        .send()
        .expect("POST scopes");
    assert_eq!(res.status(), 201, "{}", res.text().unwrap_or_default());
    // ...is in the very next token replica B mints.
    assert_eq!(scope_of(&b), "read:orders write:orders");

    // Through the CLI: read:orders taken away; neither replica grants it any more.
    ok(
        &url,
        &[
            "role",
            "revoke",
            "orders-m2m",
            "-r",
            API,
            "-s",
            "read:orders",
        ],
    );
    assert_eq!(scope_of(&b), "write:orders");
    assert_eq!(scope_of(&a), "write:orders");

    // The machine client deleted through the CLI is refused by both at once.
    ok(&url, &["--yes", "client", "delete", "svc"]);
    for r in [&a, &b] {
        let res = r.post_form(
            "/oidc/token",
            &[],
            &[
                ("grant_type", "client_credentials"),
                ("client_id", &svc),
                ("client_secret", &svc_secret),
                ("resource", API),
                ("scope", "write:orders"),
            ],
        );
        // (400: the client sent its secret in the body, not with Basic: no challenge.)
        let status = res.status().as_u16();
        let body = body(res);
        assert_eq!(
            (status, &body["error"]),
            (400, &json!("invalid_client")),
            "{}: {body}",
            r.url
        );
    }
}

#[test]
fn jwks_are_identical_on_every_replica_right_after_a_key_rotation() {
    let (_db, url) = database();
    let ((svc, svc_secret), _) = m2m_setup(&url);
    let a = Replica::start(&url);
    let b = Replica::start(&url);
    // Both replicas have served the old set (and may hold it in a cache).
    let before = a.jwks();
    assert_eq!(before, b.jwks());
    let old = b.client_credentials(&svc, &svc_secret, API, "read:orders");

    let new = json_of(&url, &["keys", "rotate"]);
    let kid = new["kid"].as_str().expect("kid").to_string();
    let (ja, jb) = (a.jwks(), b.jwks());
    assert_eq!(ja, jb, "the replicas publish different key sets");
    assert_ne!(ja, before);
    let kids: BTreeSet<&str> = ja["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["kid"].as_str().unwrap())
        .collect();
    assert!(kids.contains(kid.as_str()), "{kid} not in {ja}");
    assert!(kids.contains(kid_of(&old).as_str()), "the old key stays");
    // The next token either replica mints is signed with the new key, and verifies on the
    // other one; the one signed before still does.
    for (minter, checker) in [(&a, &b), (&b, &a)] {
        let t = minter.client_credentials(&svc, &svc_secret, API, "read:orders");
        assert_eq!(kid_of(&t), kid);
        assert_eq!(verify_on(checker, &t, API)["scope"], "read:orders");
    }
    assert_eq!(verify_on(&a, &old, API)["scope"], "read:orders");
}

#[test]
fn a_sign_in_code_refresh_token_session_and_form_work_across_replicas_without_sticky_sessions() {
    let (_db, url) = database();
    ok(
        &url,
        &["resource", "create", "--name", "Orders", "--indicator", API],
    );
    ok(&url, &["scope", "create", "-r", API, "read:orders"]);
    ok(
        &url,
        &["role", "create", "reader", "-r", API, "-s", "read:orders"],
    );
    let user = idctl(
        &url,
        &[
            "-o",
            "json",
            "user",
            "create",
            "--username",
            "alice",
            "--role",
            "reader",
            "--password-stdin",
        ],
    )
    .write_stdin(format!("{PASSWORD}\n"))
    .output()
    .expect("user create");
    assert!(
        user.status.success(),
        "{}",
        String::from_utf8_lossy(&user.stderr)
    );
    let alice = serde_json::from_slice::<Value>(&user.stdout).unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let app = json_of(
        &url,
        &[
            "client",
            "create",
            "shop",
            "--type",
            "spa",
            "--redirect-uri",
            CB,
        ],
    )["id"]
        .as_str()
        .unwrap()
        .to_string();
    let a = Replica::start(&url);
    let b = Replica::start(&url);
    let c = Replica::start(&url);

    // The sign-in starts on A: the browser waits with a signed _interaction cookie.
    let res = a.get_with(&auth_path(&app, ""), &[]);
    let page = location(&res);
    assert_eq!(page.path(), "/sign-in");
    let waiting = set_cookie(&res, "_interaction").expect("a waiting sign-in");
    // B renders the form; A accepts it (one CSRF secret for all)...
    let form = b.get_with(&path_and_query(&page), &[("_interaction", &waiting)]);
    assert_eq!(form.status(), 200);
    let token = csrf(&form.text().unwrap());
    // ...but a form token is bound to its sign-in: a forged one is refused by every replica.
    for r in [&a, &c] {
        let bad = r.post_form(
            "/sign-in",
            &[("_interaction", &waiting)],
            &[
                ("identifier", "alice"),
                ("password", PASSWORD),
                ("_csrf", "forged"),
            ],
        );
        assert_eq!(bad.status(), 403, "a forged form token on {}", r.url);
        assert!(set_cookie(&bad, "_session").is_none());
        let text = bad.text().unwrap();
        assert!(text.contains("This form cannot be accepted"), "{text}");
    }
    let res = a.post_form(
        "/sign-in",
        &[("_interaction", &waiting)],
        &[
            ("identifier", "alice"),
            ("password", PASSWORD),
            ("_csrf", &token),
        ],
    );
    let session = set_cookie(&res, "_session").expect("a session opened");
    let resume = location(&res);
    assert!(
        resume.path().starts_with("/oidc/auth/"),
        "{resume}: not the resume"
    );
    // The sign-in finishes on B: the code goes back to the app.
    let back = location(&b.get_with(
        &path_and_query(&resume),
        &[("_session", &session), ("_interaction", &waiting)],
    ));
    assert!(back.as_str().starts_with(CB), "{back}");
    assert_eq!(query(&back, "iss").as_deref(), Some(ISSUER));
    let code = query(&back, "code").expect("a code");

    // The code issued by B is exchanged once on C; its replay on A is refused.
    let res = exchange(&c, &app, &code);
    assert_eq!(res.status(), 200);
    let tokens: Value = body(res);
    let id = verify_on(&a, tokens["id_token"].as_str().unwrap(), &app);
    assert_eq!(id["sub"], alice.as_str());
    let replay = exchange(&a, &app, &code);
    assert_eq!(replay.status(), 400);
    assert_eq!(body(replay)["error"], "invalid_grant");

    // The session lets C complete a later authorization silently (prompt=none), and A
    // another one without a page.
    for (r, extra) in [(&c, "&prompt=none"), (&a, "")] {
        let path = auth_path(&app, extra).replace("&prompt=consent&prompt=none", "&prompt=none");
        let back = location(&r.get_with(&path, &[("_session", &session)]));
        assert!(back.as_str().starts_with(CB), "{}: {back}", r.url);
        assert!(query(&back, "error").is_none(), "{back}");
        assert!(query(&back, "code").is_some(), "{back}");
    }
    let back = location(&c.get_with(&auth_path(&app, ""), &[("_session", &session)]));
    let code = query(&back, "code").expect("a silent code");
    let res = exchange(&a, &app, &code);
    assert_eq!(res.status(), 200);
    let tokens: Value = body(res);
    let rt = tokens["refresh_token"].as_str().expect("offline_access");

    // A refresh token rotated on A is refused on B.
    let res = refresh(&a, &app, rt);
    assert_eq!(res.status(), 200);
    let rotated: Value = body(res);
    let new_rt = rotated["refresh_token"].as_str().expect("rotated");
    assert_ne!(new_rt, rt);
    let stale = refresh(&b, &app, rt);
    assert_eq!(stale.status(), 400);
    assert_eq!(body(stale)["error"], "invalid_grant");
    for r in [&a, &b, &c] {
        assert!(!r.stderr().contains("panicked"), "{}", r.stderr());
    }
}

// ---------------------------------------------------------------------------------------
// 2. Eight processes at once on an empty database.
// ---------------------------------------------------------------------------------------

#[test]
fn processes_starting_at_once_on_a_new_schema_make_it_once_and_build_one_store_in_it() {
    let (db, url) = database();
    let sep = if url.contains('?') { '&' } else { '?' };
    let url = format!("{url}{sep}schema=team_a");
    let n = 6;
    let go = Arc::new(Barrier::new(n));
    let threads: Vec<_> = (0..n)
        .map(|i| {
            let (go, url) = (go.clone(), url.clone());
            std::thread::spawn(move || {
                let name = format!("role-{i}");
                go.wait();
                run_cmd(idctl(&url, &["role", "create", &name]))
            })
        })
        .collect();
    for t in threads {
        let r = t.join().unwrap();
        assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    }
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM team_a.roles WHERE name LIKE 'role-%'"
        ),
        n as i64
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM team_a.signing_keys WHERE is_current = 1"
        ),
        1
    );
    // Nothing landed outside the schema.
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = 'public'"
        ),
        0
    );
}

#[test]
fn eight_processes_starting_at_once_on_an_empty_database_build_one_store_with_one_key_and_secret() {
    let (db, url) = database();
    let commands: [&[&str]; 6] = [
        &["role", "create", "first-a"],
        &["role", "create", "first-b"],
        &["-o", "json", "store", "info"],
        &["-o", "json", "keys", "list"],
        &["resource", "create", "--name", "Orders", "--indicator", API],
        &["user", "create", "--username", "bob"],
    ];
    let go = Arc::new(Barrier::new(commands.len() + 2));
    let mut threads = Vec::new();
    for args in commands {
        let (go, url) = (go.clone(), url.clone());
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        threads.push(std::thread::spawn(move || {
            let a: Vec<&str> = args.iter().map(String::as_str).collect();
            go.wait();
            (args.clone(), run_cmd(idctl(&url, &a)))
        }));
    }
    let servers: Vec<_> = (0..2)
        .map(|_| {
            let (go, url) = (go.clone(), url.clone());
            std::thread::spawn(move || {
                go.wait();
                Replica::try_start(&url, &[])
            })
        })
        .collect();
    for t in threads {
        let (args, r) = t.join().unwrap();
        assert_eq!(r.code, 0, "idctl {args:?}:\n{}{}", r.stdout, r.stderr);
        if args.contains(&"store".to_string()) {
            let info: Value = serde_json::from_str(&r.stdout).unwrap();
            assert_eq!(info["engine"], "postgres", "{info}");
            assert_eq!(info["buildSchemaVersion"], SCHEMA_VERSION, "{info}");
            // Before or after the one migration, never half-way.
            let v = info["schemaVersion"].as_i64().unwrap();
            assert!(v == 0 || v == SCHEMA_VERSION, "{info}");
        }
        if args.contains(&"keys".to_string()) {
            let keys: Value = serde_json::from_str(&r.stdout).unwrap();
            assert_eq!(keys.as_array().unwrap().len(), 2, "{keys}");
        }
    }
    let servers: Vec<Replica> = servers
        .into_iter()
        .map(|t| t.join().unwrap().unwrap_or_else(|e| panic!("{e}")))
        .collect();
    for s in &servers {
        let res = s.get("/oidc/.well-known/openid-configuration");
        assert_eq!(res.status(), 200, "{}", s.stderr());
    }
    assert_eq!(servers[0].jwks(), servers[1].jwks());

    assert_eq!(count(&db, "SELECT count(*) FROM signing_keys"), 2);
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM signing_keys WHERE is_current = 1 AND alg = 'ES384'"
        ),
        1
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM signing_keys WHERE id_token = 1 AND alg = 'RS256'"
        ),
        1
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM config WHERE key = 'pages.csrf-secret'"
        ),
        1
    );
    assert_eq!(
        count(
            &db,
            "SELECT value::bigint FROM idctl_meta WHERE key = 'schema_version'"
        ),
        SCHEMA_VERSION
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM roles WHERE name IN ('first-a', 'first-b')"
        ),
        2
    );
    assert_eq!(
        json_of(&url, &["store", "info"])["schemaVersion"],
        SCHEMA_VERSION,
        "after them all"
    );
}

// ---------------------------------------------------------------------------------------
// 3. A writer killed or stopped inside its transaction.
// ---------------------------------------------------------------------------------------

/// The file that holds writers of processes given `IDCTL_TEST_PAUSE_IN_WRITE` before their
/// commit while it exists, and the marker they write once they wait.
fn pause_files(dir: &Path) -> (PathBuf, PathBuf) {
    (dir.join("pause"), dir.join("pause.paused"))
}

/// Waits until a writer waits for the advisory writer lock (the one held by the paused one).
fn a_writer_waits_for_the_lock(db: &str) {
    eventually("a second writer waiting for the writer lock", || {
        count(
            db,
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
        ) >= 1
    });
}

#[test]
fn a_replica_killed_inside_a_write_transaction_stalls_no_one_and_leaves_nothing_half_written() {
    let (db, url) = database();
    let (_, (mgmt, mgmt_secret)) = m2m_setup(&url);
    let dir = tempfile::tempdir().unwrap();
    let (pause, paused) = pause_files(dir.path());
    let hook = pause.to_str().unwrap().to_string();
    let a = Replica::start(&url);
    let mut b = Replica::start_with(&url, &[("IDCTL_TEST_PAUSE_IN_WRITE", hook.as_str())]);
    let token = a.client_credentials(&mgmt, &mgmt_secret, MANAGEMENT_API, "all");

    // B starts creating a role and stops right before its commit, the writer lock held.
    std::fs::write(&pause, b"").unwrap();
    let (b_url, t) = (b.url.clone(), token.clone());
    let doomed = std::thread::spawn(move || {
        long_client()
            .post(format!("{b_url}/api/roles"))
            .bearer_auth(&t)
            .header("content-type", "application/json")
            .body(json!({"name": "half-written", "description": "never committed"}).to_string())
            .send()
            .map(|r| r.status().as_u16())
    });
    eventually("replica B paused inside its write", || paused.exists());
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM roles WHERE name = 'half-written'"
        ),
        0,
        "an uncommitted row is visible"
    );
    // Reads never wait for the writer.
    assert_eq!(
        json_of(&url, &["role", "get", "orders-m2m"])["name"],
        "orders-m2m"
    );

    // A CLI writer queues behind it; then B dies.
    let cli = spawn(&url, &["role", "create", "after-the-kill"], &[]);
    a_writer_waits_for_the_lock(&db);
    b.kill9();
    let r = finish(cli, "the CLI writer behind the killed replica");
    assert_eq!(r.code, 0, "{}", r.stderr);
    // Replica A writes as usual.
    let (status, body) = a.create_role(&token, "through-a");
    assert_eq!(status, 200, "{body}");
    // B's client got no success, and nothing of B's transaction is anywhere.
    let answer = doomed.join().unwrap();
    assert!(answer.is_err(), "the killed replica answered: {answer:?}");
    let names: BTreeSet<String> = json_of(&url, &["role", "list"])
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect();
    assert!(names.contains("after-the-kill") && names.contains("through-a"));
    assert!(!names.contains("half-written"), "{names:?}");
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM events WHERE payload LIKE '%half-written%'"
        ),
        0
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM events WHERE name = 'Role.Created' \
             AND payload::jsonb #>> '{data,name}' IN ('after-the-kill', 'through-a')"
        ),
        2
    );
}

#[test]
fn a_writer_stopped_with_sigstop_inside_its_transaction_loses_the_lock_after_the_idle_timeout() {
    let (db, url) = database();
    let (_, (mgmt, mgmt_secret)) = m2m_setup(&url);
    let dir = tempfile::tempdir().unwrap();
    let (pause, paused) = pause_files(dir.path());
    let hook = pause.to_str().unwrap().to_string();
    let a = Replica::start(&url);
    let token = a.client_credentials(&mgmt, &mgmt_secret, MANAGEMENT_API, "all");

    // A CLI writer stops (SIGSTOP) inside its transaction, the writer lock held.
    std::fs::write(&pause, b"").unwrap();
    let frozen = spawn(
        &url,
        &["role", "create", "frozen"],
        &[("IDCTL_TEST_PAUSE_IN_WRITE", hook.as_str())],
    );
    eventually("the CLI writer paused inside its write", || paused.exists());
    signal(frozen.id(), libc::SIGSTOP);
    std::fs::remove_file(&pause).unwrap();

    // A replica's write and another CLI's wait, then proceed once PostgreSQL has ended the
    // idle transaction (idle_in_transaction_session_timeout).
    let (a_url, t) = (a.url.clone(), token.clone());
    let through_a = std::thread::spawn(move || {
        long_client()
            .post(format!("{a_url}/api/roles"))
            .bearer_auth(&t)
            .header("content-type", "application/json")
            .body(json!({"name": "after-the-stop", "description": "d"}).to_string())
            .send()
            .map(|r| r.status().as_u16())
    });
    let cli = spawn(&url, &["role", "create", "after-the-stop-cli"], &[]);
    a_writer_waits_for_the_lock(&db);
    assert_eq!(through_a.join().unwrap().expect("an answer"), 200);
    let r = finish(cli, "the CLI writer behind the stopped one");
    assert_eq!(r.code, 0, "{}", r.stderr);

    // The stopped writer, continued, finds its transaction gone: it fails, and its role was
    // never written.
    signal(frozen.id(), libc::SIGCONT);
    let r = finish(frozen, "the continued writer");
    assert_ne!(r.code, 0, "a commit after the session ended: {}", r.stdout);
    assert!(r.stderr.contains("error"), "{}", r.stderr);
    assert_eq!(
        count(&db, "SELECT count(*) FROM roles WHERE name = 'frozen'"),
        0
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM events WHERE payload LIKE '%frozen%'"
        ),
        0
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM roles WHERE name IN ('after-the-stop', 'after-the-stop-cli')"
        ),
        2
    );
    // And the store keeps working for everyone.
    ok(&url, &["role", "create", "later"]);
    let (status, body) = a.create_role(&token, "later-through-a");
    assert_eq!(status, 200, "{body}");
}

// ---------------------------------------------------------------------------------------
// 4. Concurrent writers.
// ---------------------------------------------------------------------------------------

/// Every role named `prefix%` exists once and has exactly one Role.Created event; returns how
/// many there are.
fn roles_with_one_event_each(db: &str, prefix: &str) -> i64 {
    let roles = count(
        db,
        &format!("SELECT count(*) FROM roles WHERE name LIKE '{prefix}%'"),
    );
    assert_eq!(
        count(
            db,
            &format!("SELECT count(DISTINCT name) FROM roles WHERE name LIKE '{prefix}%'")
        ),
        roles,
        "duplicate names"
    );
    assert_eq!(
        count(
            db,
            &format!(
                "SELECT count(*) FROM events WHERE name = 'Role.Created' \
                 AND payload::jsonb #>> '{{data,name}}' LIKE '{prefix}%'"
            )
        ),
        roles,
        "not one Role.Created per role"
    );
    assert_eq!(
        count(
            db,
            &format!(
                "SELECT count(*) FROM roles r WHERE r.name LIKE '{prefix}%' AND \
                 (SELECT count(*) FROM events e WHERE e.name = 'Role.Created' \
                    AND e.payload::jsonb #>> '{{data,id}}' = r.id) = 1"
            )
        ),
        roles,
        "a role without its own Role.Created event"
    );
    roles
}

#[test]
fn two_clis_creating_200_roles_each_at_once_make_400_roles_and_400_events() {
    let (db, url) = database();
    ok(&url, &["store", "info"]);
    ok(&url, &["role", "create", "warm-up"]);
    let go = Arc::new(Barrier::new(2));
    let workers: Vec<_> = (0..2)
        .map(|w| {
            let (go, url) = (go.clone(), url.clone());
            std::thread::spawn(move || {
                go.wait();
                let mut failures = Vec::new();
                for i in 0..200 {
                    let name = format!("cli-{w}-{i:03}");
                    let r = run_cmd(idctl(&url, &["role", "create", &name]));
                    if r.code != 0 {
                        failures.push(format!("{name}: exit {}: {}", r.code, r.stderr));
                    }
                }
                failures
            })
        })
        .collect();
    for w in workers {
        let failures = w.join().unwrap();
        assert!(failures.is_empty(), "{failures:#?}");
    }
    assert_eq!(roles_with_one_event_each(&db, "cli-"), 400);
    // The CLI's own view agrees.
    let listed = json_of(&url, &["role", "list"]);
    let names: BTreeSet<&str> = listed
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r["name"].as_str())
        .filter(|n| n.starts_with("cli-"))
        .collect();
    assert_eq!(names.len(), 400);
}

#[test]
fn two_replicas_creating_roles_at_once_lose_none_and_the_same_name_is_won_once() {
    let (db, url) = database();
    let (_, (mgmt, mgmt_secret)) = m2m_setup(&url);
    let a = Arc::new(Replica::start(&url));
    let b = Arc::new(Replica::start(&url));
    let token = a.client_credentials(&mgmt, &mgmt_secret, MANAGEMENT_API, "all");

    // 2 × 200 distinct names, one stream per replica.
    let go = Arc::new(Barrier::new(2));
    let workers: Vec<_> = [a.clone(), b.clone()]
        .into_iter()
        .enumerate()
        .map(|(w, r)| {
            let (go, token) = (go.clone(), token.clone());
            std::thread::spawn(move || {
                go.wait();
                let mut failures = Vec::new();
                for i in 0..200 {
                    let name = format!("api-{w}-{i:03}");
                    let (status, body) = r.create_role(&token, &name);
                    if status != 200 || body["name"] != name.as_str() {
                        failures.push(format!("{name}: {status} {body}"));
                    }
                }
                failures
            })
        })
        .collect();
    for w in workers {
        let failures = w.join().unwrap();
        assert!(failures.is_empty(), "{failures:#?}");
    }
    assert_eq!(roles_with_one_event_each(&db, "api-"), 400);

    // The same name from both replicas at once: one wins, the other gets the conflict.
    for i in 0..20 {
        let name = format!("dup-{i:02}");
        let go = Arc::new(Barrier::new(2));
        let racers: Vec<_> = [a.clone(), b.clone()]
            .into_iter()
            .map(|r| {
                let (go, token, name) = (go.clone(), token.clone(), name.clone());
                std::thread::spawn(move || {
                    go.wait();
                    r.create_role(&token, &name)
                })
            })
            .collect();
        let answers: Vec<(u16, Value)> = racers.into_iter().map(|t| t.join().unwrap()).collect();
        let statuses: BTreeMap<u16, usize> =
            answers.iter().fold(BTreeMap::new(), |mut m, (s, _)| {
                *m.entry(*s).or_default() += 1;
                m
            });
        assert_eq!(
            statuses,
            BTreeMap::from([(200, 1), (422, 1)]),
            "{name}: {answers:?}"
        );
        let loser = &answers.iter().find(|(s, _)| *s == 422).unwrap().1;
        assert_eq!(loser["code"], "role.name_in_use", "{loser}");
        assert!(
            loser["message"]
                .as_str()
                .unwrap_or_default()
                .contains(&name),
            "{loser}"
        );
    }
    assert_eq!(roles_with_one_event_each(&db, "dup-"), 20);
    for r in [&a, &b] {
        assert!(!r.stderr().contains("panicked"), "{}", r.stderr());
    }
}

// ---------------------------------------------------------------------------------------
// 5. Webhook deliveries across replicas and deliverers.
// ---------------------------------------------------------------------------------------

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// The `webhook-id`s every delivery of `event` to `hook` must carry (`<event id>_<hook id>`),
/// for the events of the roles named `like` (a LIKE pattern).
fn expected_ids(db: &str, event: &str, like: &str, hook: &str) -> BTreeSet<String> {
    let mut c = pg::server().client(db);
    c.query(
        "SELECT id FROM events WHERE name = $1 \
         AND coalesce(payload::jsonb #>> '{data,name}', '') LIKE $2",
        &[&event, &like],
    )
    .expect("events")
    .iter()
    .map(|r| format!("{}_{hook}", r.get::<_, String>(0)))
    .collect()
}

fn received_ids(rx: &Receiver) -> BTreeSet<String> {
    rx.requests()
        .iter()
        .filter_map(|r| r.header("webhook-id").map(str::to_string))
        .collect()
}

#[test]
fn events_of_both_replicas_are_delivered_at_least_once_by_competing_deliverers_one_with_a_shifted_clock()
 {
    let (db, url) = database();
    let (_, (mgmt, mgmt_secret)) = m2m_setup(&url);
    // The receiver is down while the events are committed.
    let port = free_port();
    let hook = json_of(
        &url,
        &[
            "hook",
            "create",
            "--name",
            "created",
            "--url",
            &format!("http://127.0.0.1:{port}/hook"),
            "--event",
            "Role.Created",
        ],
    )["id"]
        .as_str()
        .unwrap()
        .to_string();
    {
        let a = Replica::start(&url);
        let b = Replica::start(&url);
        let token = a.client_credentials(&mgmt, &mgmt_secret, MANAGEMENT_API, "all");
        for i in 0..10 {
            for (r, n) in [(&a, "a"), (&b, "b")] {
                let (status, body) = r.create_role(&token, &format!("hooked-{n}-{i}"));
                assert_eq!(status, 200, "{body}");
            }
        }
    }
    let want = expected_ids(&db, "Role.Created", "hooked-%", &hook);
    assert_eq!(want.len(), 20);
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM deliveries WHERE status = 'pending'"
        ),
        20
    );

    // The receiver comes back; two deliverers compete, one of them four hours ahead.
    let rx = Receiver::start_at(port, vec![]);
    let ahead = (unix_now() + 4 * 3600).to_string();
    let args = ["-o", "json", "hook", "deliver", "--all", "--wait"];
    let runs = [
        spawn(&url, &args, &[]),
        spawn(&url, &args, &[("IDCTL_NOW", ahead.as_str())]),
    ];
    for (i, run) in runs.into_iter().enumerate() {
        let r = finish(run, "hook deliver");
        assert_eq!(r.code, 0, "deliverer {i}: {}{}", r.stdout, r.stderr);
    }
    let got = received_ids(&rx);
    assert!(
        want.is_subset(&got),
        "missing deliveries: {:?}",
        want.difference(&got).collect::<Vec<_>>()
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM deliveries WHERE status = 'delivered'"
        ),
        20
    );

    // A deliverer killed while its requests are in flight: its claims move on within one
    // lease, to the next run (which waits for them) on the database's clock.
    let port2 = free_port();
    let hook2 = json_of(
        &url,
        &[
            "hook",
            "create",
            "--name",
            "deleted",
            "--url",
            &format!("http://127.0.0.1:{port2}/hook"),
            "--event",
            "Role.Deleted",
        ],
    )["id"]
        .as_str()
        .unwrap()
        .to_string();
    for i in 0..5 {
        ok(&url, &["--yes", "role", "delete", &format!("hooked-a-{i}")]);
    }
    let want = expected_ids(&db, "Role.Deleted", "%", &hook2);
    assert_eq!(want.len(), 5);
    let rx2 = Receiver::start_at(port2, vec![Reply::Silent; 5]);
    let mut first = spawn(&url, &["hook", "deliver", "--all"], &[]);
    assert_eq!(rx2.wait_for(5).len(), 5, "five deliveries in flight");
    first.kill().expect("kill -9");
    first.wait().expect("reaped");
    let r = finish(
        spawn(
            &url,
            &["-o", "json", "hook", "deliver", "--all", "--wait"],
            &[],
        ),
        "the next hook deliver",
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let out: Value = serde_json::from_str(&r.stdout).expect("JSON");
    assert_eq!(out["delivered"], 5, "{out}");
    let got = received_ids(&rx2);
    assert!(
        want.is_subset(&got),
        "missing deliveries: {:?}",
        want.difference(&got).collect::<Vec<_>>()
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM deliveries WHERE status <> 'delivered'"
        ),
        0
    );
}
