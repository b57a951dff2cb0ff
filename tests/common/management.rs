//! The Management API harness: a server with a management token, requests, and the checks of
//! the events each catalogue operation records.
use super::api::{Api, Reply, reply};
use super::server::Server;
use super::{EVENT_HEAD, Env, keys};
use idctl::events::catalogue::{self as cat, Operation};
use serde_json::Value;
use std::time::{Duration, Instant};

/// The User-Agent every request of these tests sends: the events must carry it.
pub const UA: &str = "idctl-management-tests/1.0 (routes)";

/// A catalogue route filled with its parameters (`/roles/:id` → `/roles/abc`).
pub fn fill(route: &str, params: &[(&str, &str)]) -> String {
    route
        .split('/')
        .map(|seg| match seg.strip_prefix(':') {
            Some(name) => params
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
                .unwrap_or_else(|| panic!("no value for :{name} in {route}")),
            None => seg.to_string(),
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The `id` of a JSON record.
pub fn id(v: &Value) -> String {
    v["id"]
        .as_str()
        .unwrap_or_else(|| panic!("no id in {v}"))
        .to_string()
}

/// The ids of a JSON array of records, in order.
pub fn ids(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap_or_else(|| panic!("not an array: {v}"))
        .iter()
        .map(id)
        .collect()
}

/// Polls `f` every 50 ms for at most `limit`; returns its last answer.
pub fn poll<T>(limit: Duration, mut f: impl FnMut() -> Option<T>) -> Option<T> {
    let start = Instant::now();
    loop {
        if let Some(v) = f() {
            return Some(v);
        }
        if start.elapsed() > limit {
            return None;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A request to `/api{path}` with the API's token and the tests' User-Agent.
pub fn send(api: &Api, method: &str, path: &str, body: Option<&Value>) -> Reply {
    let m = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
    let mut req = Server::client()
        .request(m, format!("{}/api{path}", api.server.url))
        .bearer_auth(&api.token)
        .header("user-agent", UA);
    if let Some(b) = body {
        req = req
            .header("content-type", "application/json")
            .body(b.to_string());
    }
    reply(req.send().expect("request"))
}

/// The deliveries of the store (for failure messages): event, status, attempts, and how long
/// a claim still holds each.
pub fn deliveries(env: &Env) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    env.sql_rows(
        "SELECT e.name, d.status, d.attempts, d.claimed_until FROM deliveries d \
         JOIN events e ON e.id = d.event_id ORDER BY d.id",
    )
    .into_iter()
    .map(|r| {
        let text = |i: usize| r[i].clone().unwrap_or_default();
        let claimed: i64 = text(3).parse().unwrap_or(0);
        format!(
            "{} {} after {} attempts{}",
            text(0),
            text(1),
            text(2),
            if claimed > now {
                format!(", claimed for {} ms more", claimed - now)
            } else {
                String::new()
            }
        )
    })
    .collect::<Vec<_>>()
    .join("; ")
}

/// One test's world: a store, the server with a Management API token, the part of the event
/// log already looked at, and the catalogue operations exercised.
pub struct Ctx {
    pub api: Api,
    pub env: Env,
    pub seen: i64,
    pub covered: Vec<&'static Operation>,
}

impl Ctx {
    pub fn start() -> Ctx {
        let env = Env::new();
        let api = Api::start(&env);
        let mut ctx = Ctx {
            api,
            env,
            seen: 0,
            covered: Vec::new(),
        };
        ctx.events();
        ctx
    }

    /// The payloads of the events recorded since the last look, oldest first.
    pub fn events(&mut self) -> Vec<Value> {
        let all = self.env.json(&["events", "list", "--limit", "100000"]);
        let mut out = Vec::new();
        for e in all.as_array().expect("event list") {
            let seq = e["seq"].as_i64().expect("seq");
            if seq > self.seen {
                self.seen = seq;
                assert_eq!(e["event"], e["payload"]["event"], "{e}");
                out.push(e["payload"].clone());
            }
        }
        out
    }

    /// A request to a route that records no event: asserts its status and that the event log
    /// did not grow.
    pub fn call(&mut self, method: &str, path: &str, body: Option<Value>, status: u16) -> Reply {
        let r = send(&self.api, method, path, body.as_ref());
        assert_eq!(r.status, status, "{method} {path}: {}", r.text);
        let evs = self.events();
        assert!(evs.is_empty(), "{method} {path} recorded events: {evs:?}");
        r
    }

    pub fn get(&mut self, path: &str) -> Reply {
        self.call("GET", path, None, 200)
    }

    /// A request whose events do not matter here (set-up through the API).
    pub fn setup(&mut self, method: &str, path: &str, body: Value, status: u16) -> Value {
        let r = send(&self.api, method, path, Some(&body));
        assert_eq!(r.status, status, "{method} {path}: {}", r.text);
        self.events();
        r.body
    }

    /// A failing request: its status, error code and no event.
    pub fn fails(
        &mut self,
        method: &str,
        path: &str,
        body: Option<Value>,
        status: u16,
        code: &str,
    ) {
        let r = self.call(method, path, body, status);
        assert_eq!(r.code(), code, "{method} {path}: {}", r.text);
        assert!(r.body["message"].is_string(), "{}", r.text);
    }

    /// Runs the catalogue operation `op` on the route filled with `params`, and checks:
    /// the HTTP status is the catalogue's, the events recorded are `expect` (in order), every
    /// one has the common fields of the operation and the caller, and the first one has
    /// exactly `extra` after the common keys and then `data` equal to the response body
    /// (no `data` where the route answers without a body, unless `extra` names one).
    /// Returns the reply and the events.
    pub fn op(
        &mut self,
        op: &'static Operation,
        params: &[(&str, &str)],
        body: Option<Value>,
        expect: &[&str],
        extra: &[(&str, Value)],
    ) -> (Reply, Vec<Value>) {
        self.op_with(op, params, body, expect, extra, false)
    }

    /// [`Ctx::op`] for a route whose event's `data` is not its answer: the answer holds secrets
    /// shown once (a TOTP secret, backup codes), or none; the caller checks what `data` is.
    pub fn op_secret(
        &mut self,
        op: &'static Operation,
        params: &[(&str, &str)],
        body: Option<Value>,
        expect: &[&str],
    ) -> (Reply, Vec<Value>) {
        self.op_with(op, params, body, expect, &[], true)
    }

    fn op_with(
        &mut self,
        op: &'static Operation,
        params: &[(&str, &str)],
        body: Option<Value>,
        expect: &[&str],
        extra: &[(&str, Value)],
        secret_answer: bool,
    ) -> (Reply, Vec<Value>) {
        let path = fill(op.route, params);
        let r = send(&self.api, op.method, &path, body.as_ref());
        assert_eq!(r.status, op.status, "{} {path}: {}", op.method, r.text);
        if r.status == 204 {
            assert!(r.text.is_empty(), "204 with a body: {}", r.text);
        }
        let evs = self.events();
        let names: Vec<&str> = evs.iter().map(|e| e["event"].as_str().unwrap()).collect();
        assert_eq!(names, expect, "{} {path}: events", op.method);
        for e in &evs {
            check_event(e, op, &path, params);
        }
        let first = &evs[0];
        let mut want_keys: Vec<&str> = EVENT_HEAD.to_vec();
        want_keys.extend(extra.iter().map(|(k, _)| *k));
        if !r.body.is_null() || secret_answer {
            want_keys.push("data");
        }
        assert_eq!(keys(first), want_keys, "{} {path}: {first}", op.method);
        for (k, v) in extra {
            assert_eq!(&first[*k], v, "{} {path}: {k} of {first}", op.method);
        }
        if secret_answer {
            assert_ne!(first["data"], r.body, "{} {path}: data", op.method);
        } else if !r.body.is_null() {
            assert_eq!(first["data"], r.body, "{} {path}: data", op.method);
        }
        self.covered.push(op);
        (r, evs)
    }

    /// Asserts that this test ran each of `ops`.
    pub fn assert_covered(&self, ops: &[&'static Operation]) {
        for op in ops {
            assert!(
                self.covered.contains(op),
                "{} {} not exercised",
                op.method,
                op.route
            );
        }
    }
}

/// The fields every event of `op` on `path` carries: the operation's, and the caller's.
pub fn check_event(e: &Value, op: &Operation, path: &str, params: &[(&str, &str)]) {
    let what = format!("{} {path}: {e}", op.method);
    assert_eq!(keys(e)[..EVENT_HEAD.len()], EVENT_HEAD, "{what}");
    assert!(
        op.events.contains(&e["event"].as_str().unwrap()),
        "not an event of the operation: {what}"
    );
    let created = e["createdAt"].as_str().expect("createdAt");
    assert!(
        created.len() == 24 && created.ends_with('Z') && created.contains('T'),
        "{what}"
    );
    assert_eq!(e["userAgent"], UA, "{what}");
    assert_eq!(e["ip"], "127.0.0.1", "{what}");
    assert_eq!(e["path"], path, "{what}");
    assert_eq!(e["method"], op.method, "{what}");
    assert_eq!(e["status"], op.status, "{what}");
    let p: serde_json::Map<String, Value> = params
        .iter()
        .map(|(k, v)| (k.to_string(), Value::from(*v)))
        .collect();
    assert_eq!(e["params"], Value::Object(p), "{what}");
    assert_eq!(e["matchedRoute"], op.route, "{what}");
    assert!(e.get("hookId").is_none(), "{what}");
    if e.get("data").is_some() {
        assert_eq!(keys(e).last(), Some(&"data"), "data comes last: {what}");
    }
}

/// The operations each area test runs (together: every operation of the Management API).
pub const USER_OPS: &[&Operation] = &[
    &cat::USER_CREATE,
    &cat::USER_UPDATE,
    &cat::USER_CUSTOM_DATA,
    &cat::USER_PROFILE,
    &cat::USER_PASSWORD,
    &cat::USER_SUSPENSION,
    &cat::USER_MFA_CREATE,
    &cat::USER_MFA_DELETE,
    &cat::USER_DELETE,
];

pub const ROLE_OPS: &[&Operation] = &[
    &cat::ROLE_CREATE,
    &cat::ROLE_UPDATE,
    &cat::ROLE_SCOPES_ADD,
    &cat::ROLE_SCOPE_REMOVE,
    &cat::ROLE_DELETE,
];

pub const SCOPE_OPS: &[&Operation] = &[&cat::SCOPE_CREATE, &cat::SCOPE_UPDATE, &cat::SCOPE_DELETE];

pub const ORG_OPS: &[&Operation] = &[
    &cat::ORG_CREATE,
    &cat::ORG_UPDATE,
    &cat::ORG_USERS_ADD,
    &cat::ORG_USERS_SET,
    &cat::ORG_USER_REMOVE,
    &cat::ORG_DELETE,
];

pub const ORG_ROLE_OPS: &[&Operation] = &[
    &cat::ORG_SCOPE_CREATE,
    &cat::ORG_SCOPE_UPDATE,
    &cat::ORG_ROLE_CREATE,
    &cat::ORG_ROLE_UPDATE,
    &cat::ORG_ROLE_SCOPES_ADD,
    &cat::ORG_ROLE_SCOPES_SET,
    &cat::ORG_ROLE_SCOPE_REMOVE,
    &cat::ORG_ROLE_DELETE,
    &cat::ORG_SCOPE_DELETE,
];

pub const ORG_ROLE_RESOURCE_OPS: &[&Operation] = &[
    &cat::ORG_ROLE_RESOURCE_SCOPES_ADD,
    &cat::ORG_ROLE_RESOURCE_SCOPES_SET,
    &cat::ORG_ROLE_RESOURCE_SCOPE_REMOVE,
];

pub const ORG_APP_OPS: &[&Operation] =
    &[&cat::ORG_APPS_ADD, &cat::ORG_APPS_SET, &cat::ORG_APP_REMOVE];

pub const API_ID: &str = "management-api";

pub const ROLE_ID: &str = "management-api-access";

/// Sends a request, then checks the refusal: status, error `code`, a JSON error body whose
/// message (and, for `guard.invalid_input`, details) contains `needle`, and an unchanged store.
pub fn refused(
    env: &Env,
    what: &str,
    status: u16,
    code: &str,
    needle: &str,
    send: impl FnOnce() -> Reply,
) -> Reply {
    let before = env.snapshot();
    let r = send();
    assert_eq!(r.status, status, "{what}: status {}: {}", r.status, r.text);
    assert_eq!(r.code(), code, "{what}: {}", r.text);
    assert!(
        r.header("content-type")
            .is_some_and(|c| c.starts_with("application/json")),
        "{what}: not JSON: {:?}",
        r.headers
    );
    let message = r.body["message"].as_str().unwrap_or_default();
    assert!(!message.is_empty(), "{what}: no message: {}", r.text);
    assert!(
        message.contains(needle),
        "{what}: message does not mention {needle:?}: {}",
        r.text
    );
    if code == "guard.invalid_input" {
        let details = r.body["details"].as_str().unwrap_or_default();
        assert!(
            details
                .to_ascii_lowercase()
                .contains(&needle.to_ascii_lowercase()),
            "{what}: details do not name {needle:?}: {}",
            r.text
        );
    }
    assert_eq!(before, env.snapshot(), "{what} changed the store");
    r
}

/// The server still answers (and with the right token, successfully).
pub fn healthy(api: &Api) {
    let r = api.get("/roles");
    assert_eq!(r.status, 200, "the server stopped answering: {}", r.text);
    assert!(r.body.is_array(), "{}", r.text);
    let stderr = api.server.stderr();
    assert!(
        !stderr.contains("panicked"),
        "the server panicked:\n{stderr}"
    );
}
