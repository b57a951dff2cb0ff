//! The server's log (`--log-format`, `--log-level`, `RUST_LOG`): request ids, JSON lines, and
//! no secret in any line at the most verbose level. A full sign-in through the pages (from
//! `GET /oidc/auth` with PKCE, as a browser follows it, keeping cookies), the code exchange,
//! refresh and client credentials grants (the `oauth2` crate), and Management API calls run
//! against a server logging everything; every secret the run used is then looked for in its
//! stderr.
use crate::common::Env;
use crate::common::api::{MANAGEMENT_API, MANAGEMENT_ROLE, client_credentials, http};
use crate::common::oidc::post_form;
use crate::common::server::Server;
use base64::Engine as _;
use oauth2::basic::BasicClient;
use oauth2::{
    AuthUrl, ClientId, CsrfToken, PkceCodeChallenge, RedirectUrl, RefreshToken, Scope,
    TokenResponse, TokenUrl,
};
use serde_json::{Value, json};
use std::collections::BTreeMap;

const API: &str = "https://api.example.com";
const CB: &str = "http://localhost:3000/callback";
const PASSWORD: &str = "correct horse battery";
const WRONG_PASSWORD: &str = "incorrect pony staple";
const NEW_PASSWORD: &str = "a brand new passphrase";

/// A client that keeps cookies, as a browser does, and follows no redirect.
struct Jar {
    client: reqwest::blocking::Client,
    cookies: BTreeMap<String, String>,
}

impl Jar {
    fn new() -> Jar {
        Jar {
            client: Server::client(),
            cookies: BTreeMap::new(),
        }
    }

    fn keep(&mut self, res: reqwest::blocking::Response) -> (u16, String, String) {
        for v in res.headers().get_all("set-cookie") {
            let pair = v.to_str().unwrap().split(';').next().unwrap();
            let (k, val) = pair.split_once('=').unwrap();
            self.cookies.insert(k.to_string(), val.to_string());
        }
        let status = res.status().as_u16();
        let location = res
            .headers()
            .get("location")
            .map(|l| l.to_str().unwrap().to_string())
            .unwrap_or_default();
        (status, location, res.text().unwrap())
    }

    fn cookie_header(&self) -> String {
        self.cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn get(&mut self, url: &str) -> (u16, String, String) {
        let res = self
            .client
            .get(url)
            .header("cookie", self.cookie_header())
            .send()
            .expect("GET");
        self.keep(res)
    }

    fn post(&mut self, url: &str, form: &[(&str, &str)]) -> (u16, String, String) {
        let res = self
            .client
            .post(url)
            .header("cookie", self.cookie_header())
            .header("content-type", "application/x-www-form-urlencoded")
            .body(
                url::form_urlencoded::Serializer::new(String::new())
                    .extend_pairs(form)
                    .finish(),
            )
            .send()
            .expect("POST");
        self.keep(res)
    }
}

fn absolute(server: &Server, location: &str) -> String {
    if location.starts_with('/') {
        format!("{}{location}", server.url)
    } else {
        location.to_string()
    }
}

fn csrf(page: &str) -> String {
    let marker = r#"name="_csrf" value=""#;
    let start = page
        .find(marker)
        .unwrap_or_else(|| panic!("no _csrf in:\n{page}"))
        + marker.len();
    let len = page[start..].find('"').unwrap();
    page[start..start + len].to_string()
}

fn query(url: &str, name: &str) -> Option<String> {
    url::Url::parse(url)
        .unwrap()
        .query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

/// The store of the run: the orders API, a role, `alice` with a password, a single-page app
/// and a machine client for the Management API. Returns (app id, mgmt id, mgmt secret).
fn setup(env: &Env) -> (String, String, String) {
    env.ok(&["resource", "create", "--name", "Orders", "--indicator", API]);
    env.ok(&["scope", "create", "-r", API, "read:orders"]);
    env.ok(&["role", "create", "reader", "-r", API, "-s", "read:orders"]);
    let out = env
        .cmd(&[
            "user",
            "create",
            "--username",
            "alice",
            "--role",
            "reader",
            "--password-stdin",
        ])
        .write_stdin(format!("{PASSWORD}\n"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let app = env.json(&[
        "client",
        "create",
        "shop",
        "--type",
        "spa",
        "--redirect-uri",
        CB,
    ]);
    let mgmt = env.json(&["client", "create", "mgmt", "--role", MANAGEMENT_ROLE]);
    (
        app["id"].as_str().unwrap().to_string(),
        mgmt["id"].as_str().unwrap().to_string(),
        mgmt["secret"].as_str().unwrap().to_string(),
    )
}

/// A response body as JSON (`Null` when it is not).
fn json_of(res: reqwest::blocking::Response) -> Value {
    serde_json::from_str(&res.text().unwrap()).unwrap_or(Value::Null)
}

/// Everything secret a run handled, to look for in the log.
#[derive(Default)]
struct Secrets(Vec<(&'static str, String)>);

impl Secrets {
    fn add(&mut self, what: &'static str, value: &str) {
        assert!(
            value.len() >= 6,
            "{what} is too short to look for: {value:?}"
        );
        self.0.push((what, value.to_string()));
        // A JWT's signature alone is as telling as the whole token.
        let parts: Vec<&str> = value.split('.').collect();
        if parts.len() == 3 && parts[2].len() >= 16 {
            self.0.push((what, parts[2].to_string()));
        }
    }

    fn assert_absent(&self, log: &str) {
        for (what, value) in &self.0 {
            assert!(
                !log.contains(value.as_str()),
                "the {what} reached the log:\n{log}"
            );
        }
    }
}

/// A sign-in through the pages, the code exchange with PKCE, refresh, client credentials
/// and Management API calls against `server`; returns the secrets it used.
fn everything(env: &Env, server: &Server, app: &str, mgmt: &str, mgmt_secret: &str) -> Secrets {
    let mut s = Secrets::default();
    s.add("password", PASSWORD);
    s.add("wrong password", WRONG_PASSWORD);
    s.add("new password", NEW_PASSWORD);
    s.add("client secret", mgmt_secret);
    s.add(
        "Basic credentials",
        &base64::engine::general_purpose::STANDARD.encode(format!("{mgmt}:{mgmt_secret}")),
    );

    // Client credentials, Basic (the oauth2 crate) and in the body.
    let token = client_credentials(server, mgmt, mgmt_secret, MANAGEMENT_API, "all");
    s.add("access token (client credentials)", &token);
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("grant_type", "client_credentials"),
            ("client_id", mgmt),
            ("client_secret", mgmt_secret),
            ("resource", MANAGEMENT_API),
            ("scope", "all"),
        ],
    );
    assert_eq!(res.status(), 200);
    let body = json_of(res);
    s.add(
        "access token (body)",
        body["access_token"].as_str().unwrap(),
    );
    // A wrong secret is refused, and not logged either.
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("grant_type", "client_credentials"),
            ("client_id", mgmt),
            ("client_secret", "wrong-secret-0123456789"),
        ],
    );
    assert_eq!(res.status(), 401);
    s.add("wrong client secret", "wrong-secret-0123456789");

    // The authorization code flow with PKCE, signing in through the pages.
    let client = BasicClient::new(ClientId::new(app.to_string()))
        .set_auth_uri(AuthUrl::new(format!("{}/auth", server.issuer())).unwrap())
        .set_token_uri(TokenUrl::new(format!("{}/token", server.issuer())).unwrap())
        .set_redirect_uri(RedirectUrl::new(CB.into()).unwrap());
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    s.add("PKCE verifier", verifier.secret());
    s.add("PKCE challenge", challenge.as_str());
    let (url, state) = client
        .authorize_url(CsrfToken::new_random)
        .add_scopes(["openid", "offline_access", "profile"].map(|x| Scope::new(x.into())))
        .add_extra_param("resource", API)
        .add_extra_param("prompt", "consent")
        .add_extra_param("nonce", "nonce-of-the-log-test")
        .set_pkce_challenge(challenge)
        .url();
    s.add("state", state.secret());
    s.add("nonce", "nonce-of-the-log-test");
    let mut b = Jar::new();
    let (status, to, _) = b.get(url.as_str());
    assert_eq!(status, 303, "to the sign-in page");
    let sign_in = absolute(server, &to);
    let (status, _, page) = b.get(&sign_in);
    assert_eq!(status, 200, "{page}");
    let token = csrf(&page);
    s.add("CSRF token", &token);
    let post_to = format!("{}/sign-in", server.url);
    let (status, _, page) = b.post(
        &post_to,
        &[
            ("identifier", "alice"),
            ("password", WRONG_PASSWORD),
            ("_csrf", &token),
        ],
    );
    assert_eq!(status, 422, "{page}");
    let token = csrf(&page);
    s.add("CSRF token", &token);
    let (status, to, page) = b.post(
        &post_to,
        &[
            ("identifier", "alice"),
            ("password", PASSWORD),
            ("_csrf", &token),
        ],
    );
    assert_eq!(status, 303, "{page}");
    let (status, back, _) = b.get(&absolute(server, &to));
    assert_eq!(status, 303);
    assert!(back.starts_with(CB), "{back}");
    let code = query(&back, "code").expect("a code");
    s.add("authorization code", &code);
    for (name, value) in &b.cookies {
        if !value.is_empty() {
            s.add(
                if name == "_session" {
                    "session cookie"
                } else {
                    "cookie"
                },
                value,
            );
        }
    }
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app),
            ("code", code.as_str()),
            ("code_verifier", verifier.secret().as_str()),
            ("redirect_uri", CB),
            ("grant_type", "authorization_code"),
        ],
    );
    assert_eq!(res.status(), 200);
    let tokens = json_of(res);
    s.add("ID token", tokens["id_token"].as_str().unwrap());
    s.add(
        "access token (code)",
        tokens["access_token"].as_str().unwrap(),
    );
    let rt = tokens["refresh_token"].as_str().unwrap().to_string();
    s.add("refresh token", &rt);
    let at = Server::client()
        .get(format!("{}/me", server.issuer()))
        .bearer_auth(tokens["access_token"].as_str().unwrap())
        .send()
        .unwrap();
    assert_eq!(at.status(), 200);
    let refreshed = client
        .exchange_refresh_token(&RefreshToken::new(rt))
        .add_extra_param("resource", API)
        .request(&http)
        .expect("refreshed");
    s.add("access token (refresh)", refreshed.access_token().secret());
    s.add(
        "rotated refresh token",
        refreshed.refresh_token().expect("rotated").secret(),
    );

    // The Management API: a role, a user's password, an app whose secret is shown once.
    let api = |method: reqwest::Method, path: &str, body: Option<Value>, bearer: &str| {
        let mut req = Server::client()
            .request(method, format!("{}/api{path}", server.url))
            .bearer_auth(bearer);
        if let Some(b) = body {
            req = req
                .header("content-type", "application/json")
                .body(b.to_string());
        }
        let res = req.send().unwrap();
        let status = res.status().as_u16();
        (status, json_of(res))
    };
    let (status, _) = api(
        reqwest::Method::POST,
        "/roles",
        Some(json!({"name": "auditor", "description": "reads"})),
        &token_of(&s),
    );
    assert_eq!(status, 200);
    let (status, users) = api(
        reqwest::Method::GET,
        "/users?search=alice",
        None,
        &token_of(&s),
    );
    assert_eq!(status, 200);
    let alice = users[0]["id"].as_str().unwrap().to_string();
    let (status, _) = api(
        reqwest::Method::PATCH,
        &format!("/users/{alice}/password"),
        Some(json!({"password": NEW_PASSWORD})),
        &token_of(&s),
    );
    assert_eq!(status, 200);
    let (status, created) = api(
        reqwest::Method::POST,
        "/applications",
        Some(json!({"name": "warehouse", "type": "MachineToMachine"})),
        &token_of(&s),
    );
    assert_eq!(status, 200, "{created}");
    s.add("new app's secret", created["secret"].as_str().unwrap());
    let forged = "eyJhbGciOiJFUzM4NCJ9.eyJzdWIiOiJ4In0.forged-signature-of-the-log-test";
    let (status, _) = api(reqwest::Method::GET, "/roles", None, forged);
    assert_eq!(status, 401);
    s.add("forged token", forged);
    let _ = env;
    s
}

/// The Management API token the run took first.
fn token_of(s: &Secrets) -> String {
    s.0.iter()
        .find(|(w, _)| *w == "access token (client credentials)")
        .map(|(_, v)| v.clone())
        .unwrap()
}

/// The log of `f`'s run against a server with `args`, once the server has stopped.
fn logged(env: &Env, args: &[&str], vars: &[(&str, &str)], f: impl FnOnce(&Server)) -> String {
    let server = Server::start_with(env, args, vars);
    f(&server);
    let (code, log) = server.finish();
    assert_eq!(code, 0, "{log}");
    log
}

#[test]
fn no_secret_reaches_the_log_at_the_most_verbose_level_in_text_or_json() {
    for format in ["text", "json"] {
        for (args, vars) in [
            (vec!["--log-format", format, "--log-level", "trace"], vec![]),
            (vec!["--log-format", format], vec![("RUST_LOG", "trace")]),
        ] {
            // A store per run: the run changes alice's password.
            let env = Env::new();
            let (app, mgmt, secret) = setup(&env);
            let mut secrets = None;
            let log = logged(&env, &args, &vars, |server| {
                secrets = Some(everything(&env, server, &app, &mgmt, &secret));
            });
            secrets.unwrap().assert_absent(&log);
            // It did log: every request, each with its id.
            let requests: Vec<&str> = log.lines().filter(|l| l.contains("/oidc/token")).collect();
            assert!(requests.len() >= 4, "{args:?} {vars:?}:\n{log}");
            for l in &requests {
                assert!(l.contains("requestId"), "{l}");
            }
            if format == "json" {
                for l in log.lines() {
                    let v: Value = serde_json::from_str(l)
                        .unwrap_or_else(|e| panic!("not JSON ({e}): {l}\n{log}"));
                    assert!(v.is_object(), "{l}");
                }
            }
        }
    }
}

/// The request lines of a JSON log.
fn json_lines(log: &str) -> Vec<Value> {
    log.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}\n{log}")))
        .collect()
}

#[test]
fn under_json_every_line_is_an_object_start_up_and_shutdown_included_and_stdout_is_the_url() {
    let env = Env::new();
    env.ok(&["init"]);
    let server = Server::start(&env, &["--log-format", "json"]);
    assert!(server.url.starts_with("http://127.0.0.1:"));
    let res = server.get("/oidc/jwks");
    assert_eq!(res.status(), 200);
    let (code, log) = server.finish();
    assert_eq!(code, 0);
    let lines = json_lines(&log);
    assert!(
        lines[0]["message"]
            .as_str()
            .unwrap()
            .starts_with("idctl serve: http://127.0.0.1:"),
        "{log}"
    );
    assert_eq!(lines[0]["level"], "info");
    assert!(lines[0]["time"].is_string());
    let request: Vec<&Value> = lines.iter().filter(|l| l["path"] == "/oidc/jwks").collect();
    assert_eq!(request.len(), 1, "{log}");
    let r = request[0];
    assert_eq!(r["method"], "GET");
    assert_eq!(r["status"], 200);
    assert!(r["durationMs"].is_number());
    assert_eq!(r["ip"], "127.0.0.1");
    assert_eq!(r["requestId"].as_str().unwrap().len(), 16);
    assert!(
        lines
            .iter()
            .any(|l| l["message"] == "idctl serve: shutting down"),
        "{log}"
    );
}

#[test]
fn a_start_up_error_under_json_is_a_json_line_with_its_code() {
    let env = Env::new();
    env.ok(&["init"]);
    // Another server holds the port.
    let first = Server::start(&env, &[]);
    let taken = first.url.trim_start_matches("http://").to_string();
    let r = env.run(&["serve", "--listen", &taken, "--log-format", "json"]);
    assert_ne!(r.code, 0);
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    let lines = json_lines(&r.stderr);
    assert_eq!(lines.len(), 1, "{}", r.stderr);
    assert_eq!(lines[0]["level"], "error");
    assert!(lines[0]["code"].is_string(), "{}", lines[0]);
    assert!(
        lines[0]["message"]
            .as_str()
            .unwrap()
            .contains(&format!("cannot listen on {taken}")),
        "{}",
        lines[0]
    );
    // As text, the error reads as other commands' errors do.
    let r = env.run(&["serve", "--listen", &taken]);
    assert_ne!(r.code, 0);
    assert!(
        r.stderr
            .starts_with(&format!("error: cannot listen on {taken}")),
        "{}",
        r.stderr
    );
}

#[test]
fn the_request_id_is_echoed_and_on_the_requests_log_lines() {
    let env = Env::new();
    env.ok(&["init"]);
    for format in ["text", "json"] {
        let server = Server::start(&env, &["--log-format", format]);
        let res = Server::client()
            .get(format!("{}/oidc/jwks", server.url))
            .header("x-request-id", "trace-me-42")
            .send()
            .unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(res.headers()["x-request-id"], "trace-me-42");
        // Made when absent: 16 hex digits, a new one each time, on errors too.
        let mut made = Vec::new();
        for path in ["/oidc/jwks", "/nowhere"] {
            let res = server.get(path);
            let id = res.headers()["x-request-id"].to_str().unwrap().to_string();
            assert_eq!(id.len(), 16, "{id}");
            assert!(id.bytes().all(|b| b.is_ascii_hexdigit()), "{id}");
            made.push(id);
        }
        assert_ne!(made[0], made[1]);
        let (_, log) = server.finish();
        match format {
            "text" => {
                let line = log
                    .lines()
                    .find(|l| l.contains("trace-me-42"))
                    .unwrap_or_else(|| panic!("{log}"));
                assert!(line.starts_with("GET /oidc/jwks 200 "), "{line}");
                assert!(line.ends_with("ms requestId=trace-me-42"), "{line}");
                assert!(
                    log.lines().any(|l| l.starts_with("GET /nowhere 404 ")
                        && l.ends_with(&format!("requestId={}", made[1]))),
                    "{log}"
                );
            }
            _ => {
                let lines = json_lines(&log);
                let line = lines
                    .iter()
                    .find(|l| l["requestId"] == "trace-me-42")
                    .unwrap_or_else(|| panic!("{log}"));
                assert_eq!(line["path"], "/oidc/jwks");
                assert!(
                    lines
                        .iter()
                        .any(|l| l["path"] == "/nowhere" && l["requestId"] == made[1].as_str()),
                    "{log}"
                );
            }
        }
    }
}

#[test]
fn a_supplied_request_id_with_control_characters_spaces_other_bytes_or_1000_bytes_is_replaced() {
    let env = Env::new();
    env.ok(&["init"]);
    let server = Server::start(&env, &["--log-format", "json"]);
    let long = "a".repeat(1000);
    let bad: Vec<&[u8]> = vec![
        b"evil\tid",
        b"two words",
        "caf\u{e9}".as_bytes(),
        b"\xff\xfe",
        long.as_bytes(),
    ];
    let mut replaced = Vec::new();
    for value in &bad {
        let res = Server::client()
            .get(format!("{}/oidc/jwks", server.url))
            .header(
                "x-request-id",
                reqwest::header::HeaderValue::from_bytes(value).unwrap(),
            )
            .send()
            .unwrap();
        assert_eq!(res.status(), 200);
        let id = res.headers()["x-request-id"].to_str().unwrap().to_string();
        assert_eq!(id.len(), 16, "{value:?} -> {id}");
        assert!(id.bytes().all(|b| b.is_ascii_hexdigit()));
        replaced.push(id);
    }
    // 128 bytes is the most kept.
    let most = "b".repeat(128);
    let res = Server::client()
        .get(format!("{}/oidc/jwks", server.url))
        .header("x-request-id", &most)
        .send()
        .unwrap();
    assert_eq!(res.headers()["x-request-id"], most.as_str());
    let (_, log) = server.finish();
    let lines = json_lines(&log);
    for id in &replaced {
        assert_eq!(
            lines
                .iter()
                .filter(|l| l["requestId"] == id.as_str())
                .count(),
            1,
            "{log}"
        );
    }
    assert!(!log.contains("evil"), "{log}");
    assert!(!log.contains(&long), "{log}");
}

#[test]
fn log_level_filters_lines_and_a_bad_level_is_a_usage_error() {
    let env = Env::new();
    env.ok(&["init"]);
    // warn: no request lines, no start-up note.
    let log = logged(&env, &["--log-level", "warn"], &[], |server| {
        assert_eq!(server.get("/oidc/jwks").status(), 200);
    });
    assert!(!log.contains("/oidc/jwks"), "{log}");
    assert!(!log.contains("idctl serve:"), "{log}");
    // Directives: all but the request lines.
    let log = logged(
        &env,
        &["--log-level", "info,idctl::request=off"],
        &[],
        |server| {
            assert_eq!(server.get("/oidc/jwks").status(), 200);
        },
    );
    assert!(!log.contains("/oidc/jwks"), "{log}");
    assert!(log.contains("idctl serve: http://"), "{log}");
    // RUST_LOG when the flag is not given; the flag wins.
    let log = logged(&env, &[], &[("RUST_LOG", "warn")], |server| {
        assert_eq!(server.get("/oidc/jwks").status(), 200);
    });
    assert!(!log.contains("/oidc/jwks"), "{log}");
    let log = logged(
        &env,
        &["--log-level", "info"],
        &[("RUST_LOG", "warn")],
        |server| {
            assert_eq!(server.get("/oidc/jwks").status(), 200);
        },
    );
    assert!(log.contains("GET /oidc/jwks 200 "), "{log}");
    // A level that is not one: exit 2, the message names where it came from; nothing served.
    let before = env.snapshot();
    let r = env.run(&[
        "serve",
        "--listen",
        "127.0.0.1:0",
        "--log-level",
        "idctl=loud",
    ]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert!(
        r.stderr
            .starts_with("error: --log-level \"idctl=loud\" is not a log level"),
        "{}",
        r.stderr
    );
    let mut c = env.cmd(&["serve", "--listen", "127.0.0.1:0"]);
    c.env("RUST_LOG", "idctl=loud");
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.starts_with("error: RUST_LOG "), "{}", r.stderr);
    let r = env.run(&[
        "-o",
        "json",
        "serve",
        "--listen",
        "127.0.0.1:0",
        "--log-level",
        "x=y",
    ]);
    assert_eq!(r.code, 2);
    assert_eq!(r.err_json()["code"], "usage");
    assert_eq!(env.snapshot(), before);
}

#[test]
fn one_shot_commands_write_no_log_lines() {
    // The server's log is installed by `serve` only: a command's warnings read as before.
    let env = Env::new();
    let r = env.run(&[
        "resource",
        "create",
        "--name",
        "Q",
        "--indicator",
        "https://api.example.com/?v=2",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .starts_with("warning: the resource indicator has a query string"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("requestId"), "{}", r.stderr);
}
