//! The Management API over HTTP (`/api`): every route, its status, body and event.
//!
//! Expected methods, routes and success statuses come from `idctl::events::catalogue`; the
//! statuses, bodies and event payloads checked against them come from the running server and
//! its event log (`idctl events list`).

mod common;
use common::api::{Api, Reply, client_credentials, reply};
use common::receiver::{self, Receiver, check_signed};
use common::server::Server;
use common::{Env, keys, segment};
use idctl::events::catalogue::{self as cat, Operation};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// The User-Agent every request of these tests sends: the events must carry it.
const UA: &str = "idctl-management-tests/1.0 (routes)";
/// The keys every data event starts with, in this order.
const STANDARD_KEYS: [&str; 9] = [
    "event",
    "createdAt",
    "userAgent",
    "ip",
    "path",
    "method",
    "status",
    "params",
    "matchedRoute",
];

/// A catalogue route filled with its parameters (`/roles/:id` → `/roles/abc`).
fn fill(route: &str, params: &[(&str, &str)]) -> String {
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
fn id(v: &Value) -> String {
    v["id"]
        .as_str()
        .unwrap_or_else(|| panic!("no id in {v}"))
        .to_string()
}

/// The ids of a JSON array of records, in order.
fn ids(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap_or_else(|| panic!("not an array: {v}"))
        .iter()
        .map(id)
        .collect()
}

/// Polls `f` every 50 ms for at most `limit`; returns its last answer.
fn poll<T>(limit: Duration, mut f: impl FnMut() -> Option<T>) -> Option<T> {
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
fn send(api: &Api, method: &str, path: &str, body: Option<&Value>) -> Reply {
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
fn deliveries(env: &Env) -> String {
    let conn = rusqlite::Connection::open(&env.store).expect("open store");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let mut st = conn
        .prepare(
            "SELECT e.name, d.status, d.attempts, d.claimed_until FROM deliveries d \
             JOIN events e ON e.id = d.event_id ORDER BY d.id",
        )
        .unwrap();
    st.query_map([], |r| {
        let claimed: i64 = r.get(3)?;
        Ok(format!(
            "{} {} after {} attempts{}",
            r.get::<_, String>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, i64>(2)?,
            if claimed > now {
                format!(", claimed for {} ms more", claimed - now)
            } else {
                String::new()
            }
        ))
    })
    .unwrap()
    .collect::<Result<Vec<_>, _>>()
    .unwrap()
    .join("; ")
}

/// One test's world: a store, the server with a Management API token, the part of the event
/// log already looked at, and the catalogue operations exercised.
struct Ctx {
    api: Api,
    env: Env,
    seen: i64,
    covered: Vec<&'static Operation>,
}

impl Ctx {
    fn start() -> Ctx {
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
    fn events(&mut self) -> Vec<Value> {
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
    fn call(&mut self, method: &str, path: &str, body: Option<Value>, status: u16) -> Reply {
        let r = send(&self.api, method, path, body.as_ref());
        assert_eq!(r.status, status, "{method} {path}: {}", r.text);
        let evs = self.events();
        assert!(evs.is_empty(), "{method} {path} recorded events: {evs:?}");
        r
    }

    fn get(&mut self, path: &str) -> Reply {
        self.call("GET", path, None, 200)
    }

    /// A request whose events do not matter here (set-up through the API).
    fn setup(&mut self, method: &str, path: &str, body: Value, status: u16) -> Value {
        let r = send(&self.api, method, path, Some(&body));
        assert_eq!(r.status, status, "{method} {path}: {}", r.text);
        self.events();
        r.body
    }

    /// A failing request: its status, error code and no event.
    fn fails(&mut self, method: &str, path: &str, body: Option<Value>, status: u16, code: &str) {
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
    fn op(
        &mut self,
        op: &'static Operation,
        params: &[(&str, &str)],
        body: Option<Value>,
        expect: &[&str],
        extra: &[(&str, Value)],
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
        let mut want_keys: Vec<&str> = STANDARD_KEYS.to_vec();
        want_keys.extend(extra.iter().map(|(k, _)| *k));
        if !r.body.is_null() {
            want_keys.push("data");
        }
        assert_eq!(keys(first), want_keys, "{} {path}: {first}", op.method);
        for (k, v) in extra {
            assert_eq!(&first[*k], v, "{} {path}: {k} of {first}", op.method);
        }
        if !r.body.is_null() {
            assert_eq!(first["data"], r.body, "{} {path}: data", op.method);
        }
        self.covered.push(op);
        (r, evs)
    }

    /// Asserts that this test ran each of `ops`.
    fn assert_covered(&self, ops: &[&'static Operation]) {
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
fn check_event(e: &Value, op: &Operation, path: &str, params: &[(&str, &str)]) {
    let what = format!("{} {path}: {e}", op.method);
    assert_eq!(keys(e)[..9], STANDARD_KEYS, "{what}");
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
const USER_OPS: &[&Operation] = &[
    &cat::USER_CREATE,
    &cat::USER_UPDATE,
    &cat::USER_CUSTOM_DATA,
    &cat::USER_PROFILE,
    &cat::USER_PASSWORD,
    &cat::USER_SUSPENSION,
    &cat::USER_DELETE,
];
const ROLE_OPS: &[&Operation] = &[
    &cat::ROLE_CREATE,
    &cat::ROLE_UPDATE,
    &cat::ROLE_SCOPES_ADD,
    &cat::ROLE_SCOPE_REMOVE,
    &cat::ROLE_DELETE,
];
const SCOPE_OPS: &[&Operation] = &[&cat::SCOPE_CREATE, &cat::SCOPE_UPDATE, &cat::SCOPE_DELETE];
const ORG_OPS: &[&Operation] = &[
    &cat::ORG_CREATE,
    &cat::ORG_UPDATE,
    &cat::ORG_USERS_ADD,
    &cat::ORG_USERS_SET,
    &cat::ORG_USER_REMOVE,
    &cat::ORG_DELETE,
];
const ORG_ROLE_OPS: &[&Operation] = &[
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

#[test]
fn every_management_operation_of_the_catalogue_has_a_test() {
    let tested: Vec<&Operation> = [USER_OPS, ROLE_OPS, SCOPE_OPS, ORG_OPS, ORG_ROLE_OPS].concat();
    for op in cat::OPERATIONS {
        if op.route.starts_with("/experience") {
            continue;
        }
        let n = tested.iter().filter(|t| **t == *op).count();
        assert_eq!(n, 1, "{} {}", op.method, op.route);
    }
    assert_eq!(tested.len(), cat::OPERATIONS.len() - 1);
}

#[test]
fn users_over_http() {
    let mut c = Ctx::start();
    let (r, _) = c.op(
        &cat::USER_CREATE,
        &[],
        Some(json!({
            "username": "alice",
            "primaryEmail": "alice@example.com",
            "password": "Sup3r-secret-pw!",
            "name": "Alice",
            "customData": {"plan": "free", "seats": 1},
            "profile": {"givenName": "Alice"},
        })),
        &[cat::USER_CREATED],
        &[],
    );
    let user = r.body;
    let uid = id(&user);
    assert_eq!(user["username"], "alice");
    assert_eq!(user["primaryEmail"], "alice@example.com");
    assert_eq!(user["hasPassword"], true);
    assert_eq!(user["isSuspended"], false);
    assert!(user.get("password").is_none() && !user.to_string().contains("Sup3r"));
    assert_eq!(c.get(&format!("/users/{uid}")).body, user);

    let (r, _) = c.op(
        &cat::USER_UPDATE,
        &[("userId", &uid)],
        Some(json!({"name": "Alice Liddell"})),
        &[cat::USER_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["name"], "Alice Liddell");
    assert_eq!(r.body["id"], uid.as_str());

    let (r, _) = c.op(
        &cat::USER_CUSTOM_DATA,
        &[("userId", &uid)],
        Some(json!({"customData": {"seats": 5, "team": "red"}})),
        &[cat::USER_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body, json!({"plan": "free", "seats": 5, "team": "red"}));
    assert_eq!(c.get(&format!("/users/{uid}/custom-data")).body, r.body);

    let (r, _) = c.op(
        &cat::USER_PROFILE,
        &[("userId", &uid)],
        Some(json!({"profile": {"familyName": "Liddell"}})),
        &[cat::USER_DATA_UPDATED],
        &[],
    );
    assert_eq!(
        r.body,
        json!({"givenName": "Alice", "familyName": "Liddell"})
    );

    let (r, _) = c.op(
        &cat::USER_PASSWORD,
        &[("userId", &uid)],
        Some(json!({"password": "An0ther-secret-pw!"})),
        &[cat::USER_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["hasPassword"], true);
    assert!(!r.text.contains("An0ther"));

    let (r, _) = c.op(
        &cat::USER_SUSPENSION,
        &[("userId", &uid)],
        Some(json!({"isSuspended": true})),
        &[cat::USER_SUSPENSION_STATUS_UPDATED],
        &[],
    );
    assert_eq!(r.body["isSuspended"], true);
    assert_eq!(c.get(&format!("/users/{uid}")).body["isSuspended"], true);

    // Roles of a user: user roles only.
    let reader = c.setup(
        "POST",
        "/roles",
        json!({"name": "reader", "description": "Reads"}),
        200,
    );
    let robot = c.setup(
        "POST",
        "/roles",
        json!({"name": "robot", "description": "Machines", "type": "MachineToMachine"}),
        200,
    );
    let roles_path = format!("/users/{uid}/roles");
    let r = c.call(
        "POST",
        &roles_path,
        Some(json!({"roleIds": [id(&reader)]})),
        201,
    );
    assert!(r.text.is_empty() || r.body.is_array(), "{}", r.text);
    let held = c.get(&roles_path);
    assert_eq!(ids(&held.body), [id(&reader)]);
    assert_eq!(held.header("total-number"), Some("1"));
    c.fails(
        "POST",
        &roles_path,
        Some(json!({"roleIds": [id(&robot)]})),
        422,
        "user.invalid_role_type",
    );
    c.call(
        "DELETE",
        &format!("{roles_path}/{}", id(&reader)),
        None,
        204,
    );
    assert_eq!(c.get(&roles_path).body, json!([]));

    // Personal access tokens: the value shown once.
    let pats = format!("/users/{uid}/personal-access-tokens");
    let pat = c.call("POST", &pats, Some(json!({"name": "ci"})), 201).body;
    assert_eq!(pat["name"], "ci");
    let value = pat["value"].as_str().expect("value").to_string();
    assert!(value.len() > 20, "{pat}");
    let listed = c.get(&pats);
    assert_eq!(listed.body.as_array().unwrap().len(), 1, "{}", listed.text);
    assert_eq!(listed.body[0]["name"], "ci");
    assert!(listed.body[0].get("value").is_none(), "{}", listed.text);
    assert!(!listed.text.contains(&value));

    // 204 without a body, yet User.Deleted carries the deleted user as `data` (as the
    // service's does, and as the CLI's event does: tests/users.rs).
    let last = c.get(&format!("/users/{uid}")).body;
    let (r, _) = c.op(
        &cat::USER_DELETE,
        &[("userId", &uid)],
        None,
        &[cat::USER_DELETED],
        &[("data", last)],
    );
    assert!(r.body.is_null());
    c.fails(
        "GET",
        &format!("/users/{uid}"),
        None,
        404,
        "entity.not_exists_with_id",
    );
    c.assert_covered(USER_OPS);
}

/// Paging (`page`, `page_size`, `Total-Number`) and `search`, on roles and on users.
#[test]
fn lists_are_paged_and_searched() {
    let mut c = Ctx::start();
    for name in ["r1", "r2", "r3"] {
        c.setup(
            "POST",
            "/roles",
            json!({"name": name, "description": "x"}),
            200,
        );
    }
    let all = c.get("/roles");
    let total = all.body.as_array().unwrap().len();
    assert_eq!(all.header("total-number"), Some(total.to_string().as_str()));
    assert!(total >= 4, "the three and the built-in role: {}", all.text);
    let mut paged = Vec::new();
    for page in 1..=total.div_ceil(2) {
        let p = c.get(&format!("/roles?page={page}&page_size=2"));
        assert_eq!(p.header("total-number"), Some(total.to_string().as_str()));
        assert!(p.body.as_array().unwrap().len() <= 2);
        paged.extend(ids(&p.body));
    }
    assert_eq!(paged, ids(&all.body));
    let past = c.get(&format!("/roles?page={}&page_size=2", total + 1));
    assert_eq!(past.body, json!([]));
    c.fails(
        "GET",
        "/roles?page_size=0",
        None,
        400,
        "guard.invalid_input",
    );
    c.fails(
        "GET",
        "/roles?page_size=101",
        None,
        400,
        "guard.invalid_input",
    );
    c.fails("GET", "/roles?page=0", None, 400, "guard.invalid_input");

    let alice = c.setup(
        "POST",
        "/users",
        json!({"username": "alice", "name": "Alice"}),
        200,
    );
    let uid = id(&alice);
    // Lists: search, and paging with the total in Total-Number.
    for name in ["bob", "carol"] {
        c.setup("POST", "/users", json!({"username": name}), 200);
    }
    let all = c.get("/users");
    assert_eq!(all.body.as_array().unwrap().len(), 3, "{}", all.text);
    assert_eq!(all.header("total-number"), Some("3"));
    let found = c.get("/users?search=ali");
    assert_eq!(ids(&found.body), [uid.as_str()]);
    assert_eq!(found.header("total-number"), Some("1"));
    let p1 = c.get("/users?page=1&page_size=2");
    let p2 = c.get("/users?page=2&page_size=2");
    assert_eq!(p1.body.as_array().unwrap().len(), 2);
    assert_eq!(p2.body.as_array().unwrap().len(), 1);
    assert_eq!(p1.header("total-number"), Some("3"));
    assert_eq!(p2.header("total-number"), Some("3"));
    let mut paged = ids(&p1.body);
    paged.extend(ids(&p2.body));
    assert_eq!(paged, ids(&all.body));
    c.fails(
        "GET",
        "/users?page_size=0",
        None,
        400,
        "guard.invalid_input",
    );
    c.fails(
        "GET",
        "/users?page=1&page_size=101",
        None,
        400,
        "guard.invalid_input",
    );
}

/// A set-up request through the API: any 2xx; returns the body.
fn made(c: &mut Ctx, method: &str, path: &str, body: Value) -> Value {
    let r = send(&c.api, method, path, Some(&body));
    assert!(
        (200..300).contains(&r.status),
        "{method} {path}: {}",
        r.text
    );
    c.events();
    r.body
}

/// Pages of 1, 2 and all records, put together, are the whole list in its order; every page
/// carries the whole list's total; the page after the last is empty. Returns the list.
fn check_pages(c: &mut Ctx, path: &str) -> Vec<Value> {
    let all = c.get(path);
    let items = all
        .body
        .as_array()
        .unwrap_or_else(|| panic!("{path}: {}", all.text));
    let n = items.len();
    assert!(n >= 3, "{path}: {}", all.text);
    let total = n.to_string();
    assert_eq!(all.header("total-number"), Some(total.as_str()), "{path}");
    let sep = if path.contains('?') { '&' } else { '?' };
    for size in [1, 2, n] {
        let mut joined = Vec::new();
        for page in 1..=n.div_ceil(size) + 1 {
            let p = c.get(&format!("{path}{sep}page={page}&page_size={size}"));
            assert_eq!(
                p.header("total-number"),
                Some(total.as_str()),
                "{path}: page {page} of {size}"
            );
            let got = p.body.as_array().unwrap().clone();
            assert!(
                got.len() <= size,
                "{path}: page {page} of {size}: {}",
                p.text
            );
            joined.extend(got);
        }
        assert_eq!(&joined, items, "{path}: pages of {size}");
    }
    items.clone()
}

/// Every list of the API is paged (by SQL, in the store): users, roles and organizations, and
/// the lists of applications, resources, permissions, members, organization roles and scopes,
/// personal access tokens, hooks and their delivery attempts.
#[test]
fn every_list_is_paged_with_the_total_of_the_whole_list() {
    let mut c = Ctx::start();
    let rx = Receiver::start(vec![]);
    let ids_of = |c: &mut Ctx, method: &str, path: &str, bodies: Vec<Value>| {
        bodies
            .into_iter()
            .map(|b| id(&made(c, method, path, b)))
            .collect::<Vec<_>>()
    };
    let three = |f: &dyn Fn(usize) -> Value| (0..3).map(f).collect::<Vec<_>>();
    let res = ids_of(
        &mut c,
        "POST",
        "/resources",
        three(&|i| json!({"name": format!("R{i}"), "indicator": format!("https://r{i}.example")})),
    );
    let scopes = ids_of(
        &mut c,
        "POST",
        &format!("/resources/{}/scopes", res[0]),
        three(&|i| json!({"name": format!("s{i}")})),
    );
    let user_roles = ids_of(
        &mut c,
        "POST",
        "/roles",
        three(&|i| json!({"name": format!("user-role-{i}"), "description": "d"})),
    );
    made(
        &mut c,
        "POST",
        &format!("/roles/{}/scopes", user_roles[0]),
        json!({"scopeIds": scopes}),
    );
    let m2m_roles = ids_of(
        &mut c,
        "POST",
        "/roles",
        three(
            &|i| json!({"name": format!("m2m-{i}"), "description": "d", "type": "MachineToMachine"}),
        ),
    );
    let apps = ids_of(
        &mut c,
        "POST",
        "/applications",
        three(&|i| json!({"name": format!("app{i}"), "type": "MachineToMachine"})),
    );
    made(
        &mut c,
        "POST",
        &format!("/applications/{}/roles", apps[0]),
        json!({"roleIds": m2m_roles}),
    );
    let users = ids_of(
        &mut c,
        "POST",
        "/users",
        three(&|i| json!({"username": format!("u{i}")})),
    );
    made(
        &mut c,
        "POST",
        &format!("/users/{}/roles", users[0]),
        json!({"roleIds": user_roles}),
    );
    for i in 0..3 {
        made(
            &mut c,
            "POST",
            &format!("/users/{}/personal-access-tokens", users[0]),
            json!({"name": format!("t{i}")}),
        );
    }
    let orgs = ids_of(
        &mut c,
        "POST",
        "/organizations",
        three(&|i| json!({"name": format!("org{i}")})),
    );
    made(
        &mut c,
        "POST",
        &format!("/organizations/{}/users", orgs[0]),
        json!({"userIds": users}),
    );
    let org_scopes = ids_of(
        &mut c,
        "POST",
        "/organization-scopes",
        three(&|i| json!({"name": format!("os{i}")})),
    );
    let org_roles = ids_of(
        &mut c,
        "POST",
        "/organization-roles",
        three(&|i| json!({"name": format!("or{i}")})),
    );
    made(
        &mut c,
        "POST",
        &format!("/organization-roles/{}/scopes", org_roles[0]),
        json!({"organizationScopeIds": org_scopes}),
    );
    let hooks = ids_of(
        &mut c,
        "POST",
        "/hooks",
        three(
            &|i| json!({"name": format!("h{i}"), "events": [cat::ROLE_CREATED], "config": {"url": rx.url}}),
        ),
    );
    // Three deliveries to each hook, each logged once delivered.
    for i in 0..3 {
        made(
            &mut c,
            "POST",
            "/roles",
            json!({"name": format!("late-{i}"), "description": "d"}),
        );
    }
    let logs = format!("/hooks/{}/recent-logs", hooks[0]);
    let delivered = poll(Duration::from_secs(30), || {
        hooks
            .iter()
            .all(|h| {
                send(&c.api, "GET", &format!("/hooks/{h}/recent-logs"), None).header("total-number")
                    == Some("3")
            })
            .then_some(())
    });
    assert!(delivered.is_some(), "deliveries: {}", deliveries(&c.env));

    for path in [
        "/users".to_string(),
        "/roles".to_string(),
        "/roles?type=MachineToMachine".to_string(),
        "/roles?search=ROLE".to_string(),
        format!("/roles/{}/scopes", user_roles[0]),
        "/resources".to_string(),
        format!("/resources/{}/scopes", res[0]),
        "/applications".to_string(),
        format!("/applications/{}/roles", apps[0]),
        format!("/users/{}/roles", users[0]),
        format!("/users/{}/personal-access-tokens", users[0]),
        "/organizations".to_string(),
        format!("/organizations/{}/users", orgs[0]),
        "/organization-roles".to_string(),
        "/organization-scopes".to_string(),
        format!("/organization-roles/{}/scopes", org_roles[0]),
        "/hooks".to_string(),
        logs.clone(),
        format!("{logs}?logKey=TriggerHook.{}", cat::ROLE_CREATED),
    ] {
        check_pages(&mut c, &path);
    }
    // Searches and filters count what they select.
    let found = c.get("/roles?search=USER-ROLE&page=1&page_size=2");
    assert_eq!(found.header("total-number"), Some("3"), "{}", found.text);
    let none = c.get(&format!("{logs}?logKey=TriggerHook.{}", cat::ROLE_DELETED));
    assert_eq!(none.header("total-number"), Some("0"));
    assert_eq!(none.body, json!([]));
}

/// A page of 20 roles among 50,000 reads about its 20 rows: SQLite walks the index of role
/// names from the page's start (no sort of the table, no row before the page decoded), and
/// the server answers it with the whole list's count.
#[test]
fn a_page_of_roles_reads_its_rows_not_the_whole_table() {
    const ROLES: i64 = 50_000;
    let env = Env::new();
    env.ok(&["init"]);
    {
        let conn = rusqlite::Connection::open(&env.store).unwrap();
        conn.execute(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
             INSERT INTO roles (id, name, description, type, is_default, created_at)
             SELECT printf('bulk%017d', i), printf('bulk-role-%05d', i),
                    CASE WHEN i % 1000 = 0 THEN 'Ärzte' ELSE 'bulk' END, 'User', 0, i FROM n",
            [ROLES],
        )
        .unwrap();
    }
    let api = Api::start(&env);
    // The built-in role's name sorts first ("L" before "b").
    let p = api.get("/roles?page=3&page_size=20");
    assert_eq!(p.status, 200, "{}", p.text);
    let names: Vec<&str> = p
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    let want: Vec<String> = (40..60).map(|i| format!("bulk-role-{i:05}")).collect();
    assert_eq!(names, want);
    let total = (ROLES + 1).to_string();
    assert_eq!(p.header("total-number"), Some(total.as_str()));
    // A search ignores case, in all of Unicode.
    let found = api.get("/roles?search=äRZTE&page=1&page_size=100");
    assert_eq!(found.header("total-number"), Some("50"), "{}", found.text);
    assert_eq!(found.body.as_array().unwrap().len(), 50);

    // How SQLite runs the server's query for that page, on the same store.
    let conn = rusqlite::Connection::open(&env.store).unwrap();
    idctl::store::add_functions(&conn).unwrap();
    let page = rusqlite::params![None::<String>, None::<String>, 20, 0];
    let plan: Vec<String> = conn
        .prepare(&format!(
            "EXPLAIN QUERY PLAN {}",
            idctl::store::roles::PAGE_SQL
        ))
        .unwrap()
        .query_map(page, |r| r.get::<_, String>(3))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(
        plan.iter().any(|step| step.contains("USING INDEX"))
            && !plan.iter().any(|step| step.contains("TEMP B-TREE")),
        "the page is not read along the index of names: {plan:?}"
    );
    // A row counter: the virtual machine's steps for the page, against a table scan's.
    let steps = |sql: &str| {
        let mut st = conn.prepare(sql).unwrap();
        let rows = st.query_map(page, |_| Ok(())).unwrap().count();
        (rows, st.get_status(rusqlite::StatementStatus::VmStep))
    };
    let (rows, page_steps) = steps(idctl::store::roles::PAGE_SQL);
    assert_eq!(rows, 20);
    let (_, scan_steps) = steps(
        "SELECT id FROM roles WHERE (?1 IS NULL OR ?2 IS NULL) ORDER BY description LIMIT ?3 OFFSET ?4",
    );
    assert!(
        page_steps < 2_000 && scan_steps > 50 * page_steps,
        "a page of 20 took {page_steps} steps (a scan of the table: {scan_steps})"
    );
    eprintln!("a page of 20 among {ROLES} roles: {page_steps} steps; a sorted scan: {scan_steps}");
}

#[test]
fn roles_and_their_scopes_over_http() {
    let mut c = Ctx::start();
    let res = c.setup(
        "POST",
        "/resources",
        json!({"name": "Orders", "indicator": "https://orders.example.com"}),
        201,
    );
    let rid = id(&res);
    let s1 = c.setup(
        "POST",
        &format!("/resources/{rid}/scopes"),
        json!({"name": "read:orders"}),
        201,
    );
    let s2 = c.setup(
        "POST",
        &format!("/resources/{rid}/scopes"),
        json!({"name": "write:orders"}),
        201,
    );

    c.fails(
        "POST",
        "/roles",
        Some(json!({"name": "nodesc"})),
        400,
        "guard.invalid_input",
    );
    let (r, _) = c.op(
        &cat::ROLE_CREATE,
        &[],
        Some(json!({"name": "reader", "description": "Reads"})),
        &[cat::ROLE_CREATED],
        &[],
    );
    let role = r.body;
    let role_id = id(&role);
    assert_eq!(role["name"], "reader");
    assert_eq!(role["description"], "Reads");
    assert_eq!(role["type"], "User");

    // Created with permissions: Role.Scopes.Updated with roleId and the scopes as data.
    let (r, evs) = c.op(
        &cat::ROLE_CREATE,
        &[],
        Some(json!({
            "name": "writer",
            "description": "Writes",
            "scopeIds": [id(&s2)],
        })),
        &[cat::ROLE_CREATED, cat::ROLE_SCOPES_UPDATED],
        &[],
    );
    let writer = id(&r.body);
    let mut want = STANDARD_KEYS.to_vec();
    want.extend(["roleId", "data"]);
    assert_eq!(keys(&evs[1]), want, "{}", evs[1]);
    assert_eq!(evs[1]["roleId"], writer.as_str());
    assert_eq!(evs[1]["data"], json!([s2.clone()]));
    assert_eq!(
        ids(&c.get(&format!("/roles/{writer}/scopes")).body),
        [id(&s2)]
    );

    let (r, _) = c.op(
        &cat::ROLE_UPDATE,
        &[("id", &role_id)],
        Some(json!({"description": "Reads everything"})),
        &[cat::ROLE_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["description"], "Reads everything");
    assert_eq!(r.body["name"], "reader");
    assert_eq!(c.get(&format!("/roles/{role_id}")).body, r.body);

    let (r, _) = c.op(
        &cat::ROLE_SCOPES_ADD,
        &[("id", &role_id)],
        Some(json!({"scopeIds": [id(&s1), id(&s2)]})),
        &[cat::ROLE_SCOPES_UPDATED],
        &[],
    );
    let mut got = ids(&r.body);
    got.sort();
    let mut want_ids = vec![id(&s1), id(&s2)];
    want_ids.sort();
    assert_eq!(got, want_ids, "{}", r.text);
    c.fails(
        "POST",
        &format!("/roles/{role_id}/scopes"),
        Some(json!({"scopeIds": [id(&s1)]})),
        422,
        "role.scope_exists",
    );
    let held = c.get(&format!("/roles/{role_id}/scopes"));
    assert_eq!(held.header("total-number"), Some("2"));
    assert_eq!(
        held.body[0]["resource"]["indicator"],
        "https://orders.example.com"
    );

    c.op(
        &cat::ROLE_SCOPE_REMOVE,
        &[("id", &role_id), ("scopeId", &id(&s1))],
        None,
        &[cat::ROLE_SCOPES_UPDATED],
        &[],
    );
    assert_eq!(
        ids(&c.get(&format!("/roles/{role_id}/scopes")).body),
        [id(&s2)]
    );

    // Lists: every role, by type, by search.
    let all = c.get("/roles");
    let names: BTreeSet<&str> = all
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains("reader") && names.contains("writer"),
        "{names:?}"
    );
    assert!(names.contains(common::api::MANAGEMENT_ROLE), "{names:?}");
    let machine = c.get("/roles?type=MachineToMachine");
    assert!(
        machine
            .body
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["type"] == "MachineToMachine"),
        "{}",
        machine.text
    );
    assert_eq!(
        ids(&c.get("/roles?search=everything").body),
        [role_id.as_str()]
    );

    c.op(
        &cat::ROLE_DELETE,
        &[("id", &role_id)],
        None,
        &[cat::ROLE_DELETED],
        &[],
    );
    c.fails(
        "GET",
        &format!("/roles/{role_id}"),
        None,
        404,
        "entity.not_exists_with_id",
    );
    c.assert_covered(ROLE_OPS);
}

#[test]
fn resources_and_their_scopes_over_http() {
    let mut c = Ctx::start();
    let r = c.call(
        "POST",
        "/resources",
        Some(json!({"name": "Orders", "indicator": "https://orders.example.com"})),
        201,
    );
    let orders = r.body;
    let rid = id(&orders);
    assert_eq!(orders["scopes"], json!([]));
    assert_eq!(orders["indicator"], "https://orders.example.com");
    assert_eq!(orders["isDefault"], false);

    let r = c.call(
        "PATCH",
        &format!("/resources/{rid}"),
        Some(json!({"name": "Orders v2", "accessTokenTtl": 600})),
        200,
    );
    assert_eq!(r.body["name"], "Orders v2");
    assert_eq!(r.body["accessTokenTtl"], 600);
    assert_eq!(r.body["indicator"], "https://orders.example.com");
    assert_eq!(c.get(&format!("/resources/{rid}")).body, r.body);
    c.fails(
        "PATCH",
        &format!("/resources/{rid}"),
        Some(json!({"indicator": "https://other.example.com"})),
        400,
        "guard.invalid_input",
    );

    // One default resource at a time.
    let billing = c
        .call(
            "POST",
            "/resources",
            Some(json!({"name": "Billing", "indicator": "https://billing.example.com"})),
            201,
        )
        .body;
    let bid = id(&billing);
    let r = c.call(
        "PATCH",
        &format!("/resources/{rid}/is-default"),
        Some(json!({"isDefault": true})),
        200,
    );
    assert_eq!(r.body["isDefault"], true);
    let r = c.call(
        "PATCH",
        &format!("/resources/{bid}/is-default"),
        Some(json!({"isDefault": true})),
        200,
    );
    assert_eq!(r.body["isDefault"], true);
    assert_eq!(c.get(&format!("/resources/{rid}")).body["isDefault"], false);
    let r = c.call(
        "PATCH",
        &format!("/resources/{bid}/is-default"),
        Some(json!({"isDefault": false})),
        200,
    );
    assert_eq!(r.body["isDefault"], false);
    let all = c.get("/resources");
    assert!(
        all.body
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["isDefault"] == false),
        "{}",
        all.text
    );
    // The two, and the built-in Management API resource, which cannot be changed.
    assert_eq!(all.header("total-number"), Some("3"));
    let builtin = all
        .body
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["indicator"] == common::api::MANAGEMENT_API)
        .expect("the Management API resource")
        .clone();
    c.fails(
        "PATCH",
        &format!("/resources/{}", id(&builtin)),
        Some(json!({"name": "mine"})),
        400,
        "resource.cannot_modify_management_api",
    );

    // Scopes of the resource: created, updated, deleted, each with its event.
    let (r, _) = c.op(
        &cat::SCOPE_CREATE,
        &[("resourceId", &rid)],
        Some(json!({"name": "read:orders", "description": "Read orders"})),
        &[cat::SCOPE_CREATED],
        &[],
    );
    let scope = r.body;
    let sid = id(&scope);
    assert_eq!(scope["resourceId"], rid.as_str());
    assert_eq!(scope["name"], "read:orders");
    assert_eq!(scope["description"], "Read orders");
    c.setup(
        "POST",
        &format!("/resources/{rid}/scopes"),
        json!({"name": "write:orders"}),
        201,
    );
    let (r, _) = c.op(
        &cat::SCOPE_UPDATE,
        &[("resourceId", &rid), ("scopeId", &sid)],
        Some(json!({"description": "Read every order"})),
        &[cat::SCOPE_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["description"], "Read every order");
    assert_eq!(r.body["name"], "read:orders");
    assert_eq!(
        c.get(&format!("/resources/{rid}/scopes/{sid}")).body,
        r.body
    );
    let listed = c.get(&format!("/resources/{rid}/scopes"));
    assert_eq!(listed.header("total-number"), Some("2"));
    let found = c.get(&format!("/resources/{rid}/scopes?search=every"));
    assert_eq!(ids(&found.body), [sid.as_str()]);
    c.op(
        &cat::SCOPE_DELETE,
        &[("resourceId", &rid), ("scopeId", &sid)],
        None,
        &[cat::SCOPE_DELETED],
        &[],
    );
    assert_eq!(
        c.get(&format!("/resources/{rid}/scopes"))
            .header("total-number"),
        Some("1")
    );

    let r = c.call("DELETE", &format!("/resources/{rid}"), None, 204);
    assert!(r.text.is_empty());
    c.fails(
        "GET",
        &format!("/resources/{rid}"),
        None,
        404,
        "entity.not_exists_with_id",
    );
    c.assert_covered(SCOPE_OPS);
}

#[test]
fn organizations_and_members_over_http() {
    let mut c = Ctx::start();
    let (r, _) = c.op(
        &cat::ORG_CREATE,
        &[],
        Some(json!({"name": "Acme", "description": "Rockets", "customData": {"tier": 1}})),
        &[cat::ORGANIZATION_CREATED],
        &[],
    );
    let org = r.body;
    let oid = id(&org);
    assert_eq!(org["name"], "Acme");
    assert_eq!(org["customData"], json!({"tier": 1}));

    let (r, _) = c.op(
        &cat::ORG_UPDATE,
        &[("id", &oid)],
        Some(json!({"description": "Rockets and more"})),
        &[cat::ORGANIZATION_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["description"], "Rockets and more");
    assert_eq!(r.body["name"], "Acme");
    assert_eq!(c.get(&format!("/organizations/{oid}")).body, r.body);

    let users: Vec<String> = ["u1", "u2", "u3"]
        .iter()
        .map(|u| id(&c.setup("POST", "/users", json!({"username": u}), 200)))
        .collect();
    let members = |c: &mut Ctx| {
        let mut m = ids(&c.get(&format!("/organizations/{oid}/users")).body);
        m.sort();
        m
    };
    let sorted = |v: &[&String]| {
        let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
        v.sort();
        v
    };

    let (r, _) = c.op(
        &cat::ORG_USERS_ADD,
        &[("id", &oid)],
        Some(json!({"userIds": [users[0], users[1]]})),
        &[cat::ORGANIZATION_MEMBERSHIP_UPDATED],
        &[
            ("organizationId", json!(oid)),
            ("addedUserIds", json!([users[0], users[1]])),
        ],
    );
    assert!(r.body.is_null(), "{}", r.text);
    assert_eq!(members(&mut c), sorted(&[&users[0], &users[1]]));

    c.op(
        &cat::ORG_USERS_SET,
        &[("id", &oid)],
        Some(json!({"userIds": [users[1], users[2]]})),
        &[cat::ORGANIZATION_MEMBERSHIP_UPDATED],
        &[
            ("organizationId", json!(oid)),
            ("addedUserIds", json!([users[2]])),
            ("removedUserIds", json!([users[0]])),
        ],
    );
    assert_eq!(members(&mut c), sorted(&[&users[1], &users[2]]));

    c.op(
        &cat::ORG_USER_REMOVE,
        &[("id", &oid), ("userId", &users[1])],
        None,
        &[cat::ORGANIZATION_MEMBERSHIP_UPDATED],
        &[
            ("organizationId", json!(oid)),
            ("removedUserIds", json!([users[1]])),
        ],
    );
    assert_eq!(members(&mut c), [users[2].as_str()]);
    c.fails(
        "DELETE",
        &format!("/organizations/{oid}/users/{}", users[1]),
        None,
        404,
        "entity.not_exists_with_id",
    );

    c.setup("POST", "/organizations", json!({"name": "Globex"}), 201);
    let all = c.get("/organizations");
    assert_eq!(all.header("total-number"), Some("2"));
    let page = c.get("/organizations?page=2&page_size=1");
    assert_eq!(page.body.as_array().unwrap().len(), 1);
    assert_eq!(ids(&page.body), ids(&all.body)[1..]);

    c.op(
        &cat::ORG_DELETE,
        &[("id", &oid)],
        None,
        &[cat::ORGANIZATION_DELETED],
        &[],
    );
    c.fails(
        "GET",
        &format!("/organizations/{oid}"),
        None,
        404,
        "entity.not_exists_with_id",
    );
    // Names are unique (checked last: the other routes are covered whatever this answers).
    c.fails(
        "POST",
        "/organizations",
        Some(json!({"name": "Globex"})),
        422,
        "entity.unique_integrity_violation",
    );
    c.assert_covered(ORG_OPS);
}

#[test]
fn organization_roles_and_scopes_over_http() {
    let mut c = Ctx::start();
    let (r, _) = c.op(
        &cat::ORG_SCOPE_CREATE,
        &[],
        Some(json!({"name": "read:docs", "description": "Read documents"})),
        &[cat::ORGANIZATION_SCOPE_CREATED],
        &[],
    );
    let read = id(&r.body);
    assert_eq!(r.body["name"], "read:docs");
    let (r, _) = c.op(
        &cat::ORG_SCOPE_CREATE,
        &[],
        Some(json!({"name": "write:docs"})),
        &[cat::ORGANIZATION_SCOPE_CREATED],
        &[],
    );
    let write = id(&r.body);
    let (r, _) = c.op(
        &cat::ORG_SCOPE_UPDATE,
        &[("id", &write)],
        Some(json!({"description": "Write documents"})),
        &[cat::ORGANIZATION_SCOPE_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["description"], "Write documents");
    assert_eq!(r.body["name"], "write:docs");
    assert_eq!(c.get(&format!("/organization-scopes/{write}")).body, r.body);
    assert_eq!(
        c.get("/organization-scopes").header("total-number"),
        Some("2")
    );

    let (r, _) = c.op(
        &cat::ORG_ROLE_CREATE,
        &[],
        Some(json!({"name": "viewer"})),
        &[cat::ORGANIZATION_ROLE_CREATED],
        &[],
    );
    let viewer = id(&r.body);
    assert_eq!(r.body["name"], "viewer");
    // Created with permissions: the role's id beside the payload, no data.
    let (r, evs) = c.op(
        &cat::ORG_ROLE_CREATE,
        &[],
        Some(json!({"name": "editor", "organizationScopeIds": [read]})),
        &[
            cat::ORGANIZATION_ROLE_CREATED,
            cat::ORGANIZATION_ROLE_SCOPES_UPDATED,
        ],
        &[],
    );
    let editor = id(&r.body);
    let mut want = STANDARD_KEYS.to_vec();
    want.push("organizationRoleId");
    assert_eq!(keys(&evs[1]), want, "{}", evs[1]);
    assert_eq!(evs[1]["organizationRoleId"], editor.as_str());
    assert_eq!(
        ids(&c.get(&format!("/organization-roles/{editor}/scopes")).body),
        [read.as_str()]
    );

    let (r, _) = c.op(
        &cat::ORG_ROLE_UPDATE,
        &[("id", &viewer)],
        Some(json!({"description": "Looks"})),
        &[cat::ORGANIZATION_ROLE_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["description"], "Looks");
    assert_eq!(c.get(&format!("/organization-roles/{viewer}")).body, r.body);

    let scopes_of = |c: &mut Ctx, role: &str| {
        let mut s = ids(&c.get(&format!("/organization-roles/{role}/scopes")).body);
        s.sort();
        s
    };
    c.op(
        &cat::ORG_ROLE_SCOPES_ADD,
        &[("id", &viewer)],
        Some(json!({"organizationScopeIds": [read, write]})),
        &[cat::ORGANIZATION_ROLE_SCOPES_UPDATED],
        &[],
    );
    let mut both = vec![read.clone(), write.clone()];
    both.sort();
    assert_eq!(scopes_of(&mut c, &viewer), both);
    c.op(
        &cat::ORG_ROLE_SCOPES_SET,
        &[("id", &viewer)],
        Some(json!({"organizationScopeIds": [write]})),
        &[cat::ORGANIZATION_ROLE_SCOPES_UPDATED],
        &[],
    );
    assert_eq!(scopes_of(&mut c, &viewer), [write.as_str()]);
    c.op(
        &cat::ORG_ROLE_SCOPE_REMOVE,
        &[("id", &viewer), ("organizationScopeId", &write)],
        None,
        &[cat::ORGANIZATION_ROLE_SCOPES_UPDATED],
        &[],
    );
    assert_eq!(scopes_of(&mut c, &viewer), Vec::<String>::new());

    let roles = c.get("/organization-roles");
    assert_eq!(roles.header("total-number"), Some("2"));
    c.op(
        &cat::ORG_ROLE_DELETE,
        &[("id", &viewer)],
        None,
        &[cat::ORGANIZATION_ROLE_DELETED],
        &[],
    );
    c.op(
        &cat::ORG_SCOPE_DELETE,
        &[("id", &write)],
        None,
        &[cat::ORGANIZATION_SCOPE_DELETED],
        &[],
    );
    assert_eq!(ids(&c.get("/organization-roles").body), [editor]);
    assert_eq!(ids(&c.get("/organization-scopes").body), [read]);
    c.assert_covered(ORG_ROLE_OPS);
}

#[test]
fn applications_and_their_roles_over_http() {
    let mut c = Ctx::start();
    let r = c.call(
        "POST",
        "/applications",
        Some(json!({"name": "svc", "type": "MachineToMachine", "description": "A service"})),
        200,
    );
    let app = r.body;
    let aid = id(&app);
    let secret = app["secret"]
        .as_str()
        .expect("secret shown once")
        .to_string();
    assert!(secret.len() >= 20, "{app}");
    assert_eq!(app["type"], "MachineToMachine");
    let got = c.get(&format!("/applications/{aid}"));
    assert!(got.body.get("secret").is_none(), "{}", got.text);
    assert!(!got.text.contains(&secret));
    assert_eq!(got.body["name"], "svc");
    let all = c.get("/applications");
    assert!(!all.text.contains(&secret), "{}", all.text);
    // svc, and the test's own `mgmt` client.
    assert_eq!(all.header("total-number"), Some("2"));
    assert!(ids(&all.body).contains(&aid));
    // Apps users sign in to: native and single-page apps are public (no secret), a
    // traditional web app has one; redirect URIs live in oidcClientMetadata.
    let spa = c
        .call(
            "POST",
            "/applications",
            Some(json!({
                "name": "spa",
                "type": "SPA",
                "oidcClientMetadata": {
                    "redirectUris": ["https://app.example.com/callback"],
                    "postLogoutRedirectUris": ["https://app.example.com/"],
                },
            })),
            200,
        )
        .body;
    assert_eq!(spa["type"], "SPA");
    assert!(spa.get("secret").is_none(), "{spa}");
    assert_eq!(
        spa["oidcClientMetadata"],
        json!({
            "redirectUris": ["https://app.example.com/callback"],
            "postLogoutRedirectUris": ["https://app.example.com/"],
        })
    );
    let native = c
        .call(
            "POST",
            "/applications",
            Some(json!({
                "name": "mobile",
                "type": "Native",
                "oidcClientMetadata": {"redirectUris": ["io.logto://callback"]},
            })),
            200,
        )
        .body;
    assert!(native.get("secret").is_none(), "{native}");
    assert_eq!(
        native["oidcClientMetadata"],
        json!({"redirectUris": ["io.logto://callback"], "postLogoutRedirectUris": []})
    );
    let web = c
        .call(
            "POST",
            "/applications",
            Some(json!({"name": "portal", "type": "Traditional"})),
            200,
        )
        .body;
    assert_eq!(web["secret"].as_str().map(str::len), Some(32), "{web}");
    let spa_path = format!("/applications/{}", id(&spa));
    assert_eq!(c.get(&spa_path).body, spa);
    // PATCH replaces the lists it names and keeps the others.
    let r = c.call(
        "PATCH",
        &spa_path,
        Some(json!({"oidcClientMetadata": {"redirectUris": ["https://new.example.com/cb"]}})),
        200,
    );
    assert_eq!(
        r.body["oidcClientMetadata"],
        json!({
            "redirectUris": ["https://new.example.com/cb"],
            "postLogoutRedirectUris": ["https://app.example.com/"],
        })
    );
    assert_eq!(r.body["name"], "spa");
    assert_eq!(c.get(&spa_path).body, r.body);
    // Bad input: 400 with the URI named, and nothing changed.
    let refusals = [
        (
            "POST",
            "/applications".to_string(),
            json!({"name": "x", "type": "SPA", "oidcClientMetadata": {"redirectUris": ["io.logto://cb"]}}),
            400,
            "guard.invalid_input",
            "redirect URI io.logto://cb: a SPA client's URIs use http or https",
        ),
        (
            "POST",
            "/applications".to_string(),
            json!({"name": "x", "type": "Native", "oidcClientMetadata": {"redirectUris": ["javascript:alert(1)"]}}),
            400,
            "guard.invalid_input",
            "the javascript: scheme is not allowed",
        ),
        (
            "POST",
            "/applications".to_string(),
            json!({"name": "x", "type": "MachineToMachine", "oidcClientMetadata": {"redirectUris": ["https://a.example.com/"]}}),
            400,
            "guard.invalid_input",
            "a machine-to-machine client has no redirect URIs",
        ),
        (
            "POST",
            "/applications".to_string(),
            json!({"name": "x", "type": "Protected"}),
            400,
            "guard.invalid_input",
            "type: Protected is not supported",
        ),
        (
            "PATCH",
            spa_path.clone(),
            json!({"oidcClientMetadata": {"postLogoutRedirectUris": ["https://app.example.com/#x"]}}),
            400,
            "guard.invalid_input",
            "post-logout redirect URI https://app.example.com/#x: must not contain a fragment",
        ),
        (
            "PATCH",
            spa_path.clone(),
            json!({"oidcClientMetadata": {"redirectUris": ["relative/cb"]}}),
            400,
            "guard.invalid_input",
            "redirect URI relative/cb: not an absolute URI",
        ),
        (
            "PATCH",
            spa_path.clone(),
            json!({"type": "Traditional"}),
            400,
            "guard.invalid_input",
            "",
        ),
        (
            "POST",
            format!("{spa_path}/roles"),
            json!({"roleIds": ["management-api-access"]}),
            422,
            "application.invalid_type",
            "only MachineToMachine clients have roles",
        ),
        (
            "PATCH",
            spa_path.clone(),
            json!({"oidcClientMetadata": {"idTokenSignedResponseAlg": "HS256"}}),
            400,
            "guard.invalid_input",
            "oidcClientMetadata.idTokenSignedResponseAlg: HS256 is not supported; use RS256 or ES384",
        ),
        (
            "PATCH",
            spa_path.clone(),
            json!({"oidcClientMetadata": {"idTokenSignedResponseAlg": 256}}),
            400,
            "guard.invalid_input",
            "",
        ),
        (
            "POST",
            "/applications".to_string(),
            json!({"name": "x", "type": "MachineToMachine", "oidcClientMetadata": {"idTokenSignedResponseAlg": "RS256"}}),
            400,
            "guard.invalid_input",
            "a machine-to-machine client gets no ID tokens",
        ),
    ];
    for (method, path, body, status, code, message) in refusals {
        let before = c.env.snapshot();
        let r = c.call(method, &path, Some(body.clone()), status);
        assert_eq!(r.code(), code, "{method} {path} {body}: {}", r.text);
        assert!(
            r.body["message"].as_str().unwrap_or("").contains(message),
            "{method} {path} {body}: {}",
            r.text
        );
        assert_eq!(
            before,
            c.env.snapshot(),
            "{method} {path} {body} changed the store"
        );
    }
    c.fails(
        "GET",
        &format!("{spa_path}/roles"),
        None,
        422,
        "application.invalid_type",
    );
    // An app chooses its ID token algorithm (the standard id_token_signed_response_alg, in
    // oidcClientMetadata); PATCH keeps the lists it does not name.
    let r = c.call(
        "PATCH",
        &spa_path,
        Some(json!({"oidcClientMetadata": {"idTokenSignedResponseAlg": "RS256"}})),
        200,
    );
    assert_eq!(
        r.body["oidcClientMetadata"],
        json!({
            "redirectUris": ["https://new.example.com/cb"],
            "postLogoutRedirectUris": ["https://app.example.com/"],
            "idTokenSignedResponseAlg": "RS256",
        })
    );
    assert_eq!(c.get(&spa_path).body, r.body);
    let created = c.call(
        "POST",
        "/applications",
        Some(json!({"name": "es", "type": "Traditional",
                    "oidcClientMetadata": {"idTokenSignedResponseAlg": "ES384"}})),
        200,
    );
    assert_eq!(
        created.body["oidcClientMetadata"]["idTokenSignedResponseAlg"],
        "ES384"
    );
    c.call(
        "DELETE",
        &format!("/applications/{}", id(&created.body)),
        None,
        204,
    );
    for app in [&spa, &native, &web] {
        c.call("DELETE", &format!("/applications/{}", id(app)), None, 204);
    }

    let r = c.call(
        "PATCH",
        &format!("/applications/{aid}"),
        Some(json!({"name": "svc2"})),
        200,
    );
    assert_eq!(r.body["name"], "svc2");
    assert!(r.body.get("secret").is_none());

    let robot = c.setup(
        "POST",
        "/roles",
        json!({"name": "robot", "description": "Machines", "type": "MachineToMachine"}),
        200,
    );
    let person = c.setup(
        "POST",
        "/roles",
        json!({"name": "person", "description": "People"}),
        200,
    );
    let roles_path = format!("/applications/{aid}/roles");
    c.call(
        "POST",
        &roles_path,
        Some(json!({"roleIds": [id(&robot)]})),
        201,
    );
    assert_eq!(ids(&c.get(&roles_path).body), [id(&robot)]);
    c.fails(
        "POST",
        &roles_path,
        Some(json!({"roleIds": [id(&person)]})),
        422,
        "application.invalid_role_type",
    );
    c.call("DELETE", &format!("{roles_path}/{}", id(&robot)), None, 204);
    assert_eq!(c.get(&roles_path).body, json!([]));

    c.call("DELETE", &format!("/applications/{aid}"), None, 204);
    c.fails(
        "GET",
        &format!("/applications/{aid}"),
        None,
        404,
        "entity.not_exists_with_id",
    );
}

#[test]
fn hooks_over_http() {
    let mut c = Ctx::start();
    let live = Receiver::start(vec![]);
    let r = c.call(
        "POST",
        "/hooks",
        Some(json!({
            "name": "audit",
            "events": [cat::ROLE_CREATED],
            "config": {"url": live.url, "headers": {"x-tenant": "t1"}},
        })),
        201,
    );
    let hook = r.body;
    let hid = id(&hook);
    let key = hook["signingKey"].as_str().expect("signingKey").to_string();
    assert_eq!(key.len(), 32, "{hook}");
    assert!(key.chars().all(|ch| ch.is_ascii_alphanumeric()), "{key}");
    assert_eq!(hook["name"], "audit");
    assert_eq!(hook["events"], json!([cat::ROLE_CREATED]));
    assert_eq!(hook["enabled"], true);
    let got = c.get(&format!("/hooks/{hid}"));
    assert!(got.body.get("signingKey").is_none() && !got.text.contains(&key));
    assert_eq!(got.body["config"]["url"], live.url.as_str());
    assert_eq!(c.get("/hooks").header("total-number"), Some("1"));

    let r = c.call(
        "PATCH",
        &format!("/hooks/{hid}"),
        Some(json!({"name": "audit2", "events": [cat::ROLE_CREATED, cat::ROLE_DELETED]})),
        200,
    );
    assert_eq!(r.body["name"], "audit2");
    assert_eq!(
        r.body["events"],
        json!([cat::ROLE_CREATED, cat::ROLE_DELETED])
    );

    let r = c.call("PATCH", &format!("/hooks/{hid}/signing-key"), None, 200);
    let key2 = r.body["signingKey"].as_str().expect("new key").to_string();
    assert_eq!(key2.len(), 32);
    assert_ne!(key2, key);

    // Test deliveries go to the URL given, signed with the hook's (new) key.
    let tested = Receiver::start(vec![]);
    c.call(
        "POST",
        &format!("/hooks/{hid}/test"),
        Some(json!({"events": [cat::USER_CREATED], "config": {"url": tested.url}})),
        204,
    );
    let reqs = tested.wait_for(1);
    assert_eq!(reqs.len(), 1);
    assert_eq!(reqs[0].json()["event"], cat::USER_CREATED);
    assert_eq!(reqs[0].json()["hookId"], hid.as_str());
    check_signed(&reqs[0], &key2);
    let failing = Receiver::start(vec![receiver::Reply::Status(500)]);
    c.fails(
        "POST",
        &format!("/hooks/{hid}/test"),
        Some(json!({"events": [cat::USER_CREATED], "config": {"url": failing.url}})),
        422,
        "hook.endpoint_responded_with_error",
    );
    assert_eq!(failing.count(), 1);
    assert_eq!(
        live.count(),
        0,
        "test deliveries went to the hook's own URL"
    );

    // A real delivery, then its log.
    c.setup(
        "POST",
        "/roles",
        json!({"name": "reader", "description": "Reads"}),
        200,
    );
    let reqs = live.wait_for(1);
    assert_eq!(reqs.len(), 1, "no delivery");
    assert_eq!(reqs[0].json()["event"], cat::ROLE_CREATED);
    assert_eq!(reqs[0].header("x-tenant"), Some("t1"));
    check_signed(&reqs[0], &key2);
    let logs = poll(Duration::from_secs(10), || {
        let r = send(&c.api, "GET", &format!("/hooks/{hid}/recent-logs"), None);
        assert_eq!(r.status, 200, "{}", r.text);
        (!r.body.as_array().unwrap().is_empty()).then_some(r)
    })
    .expect("a delivery log within 10 s");
    assert_eq!(logs.header("total-number"), Some("1"));
    assert_eq!(logs.body[0]["event"], cat::ROLE_CREATED);
    assert_eq!(logs.body[0]["responseStatus"], 200);
    let logs = c.get(&format!(
        "/hooks/{hid}/recent-logs?logKey=TriggerHook.{}",
        cat::ROLE_DELETED
    ));
    assert_eq!(logs.body, json!([]));

    let r = c.call("DELETE", &format!("/hooks/{hid}"), None, 204);
    assert!(r.text.is_empty());
    c.fails(
        "GET",
        &format!("/hooks/{hid}"),
        None,
        404,
        "entity.not_exists_with_id",
    );
}

/// The reference's provisioning recipe, with the Management API token only: an API with
/// permissions, an m2m role holding them, an m2m app with that role, and its token.
#[test]
fn provisioning_recipe_mints_a_token_for_the_new_app() {
    let mut c = Ctx::start();
    let indicator = "https://billing.example.com";
    let res = c.setup(
        "POST",
        "/resources",
        json!({"name": "Billing", "indicator": indicator}),
        201,
    );
    let scope_ids: Vec<String> = ["read:invoices", "write:invoices"]
        .iter()
        .map(|s| {
            id(&c.setup(
                "POST",
                &format!("/resources/{}/scopes", id(&res)),
                json!({"name": s}),
                201,
            ))
        })
        .collect();
    let role = c.setup(
        "POST",
        "/roles",
        json!({
            "name": "billing-m2m",
            "description": "Billing machines",
            "type": "MachineToMachine",
            "scopeIds": scope_ids,
        }),
        200,
    );
    assert_eq!(role["type"], "MachineToMachine");
    let app = c.setup(
        "POST",
        "/applications",
        json!({"name": "billing-svc", "type": "MachineToMachine"}),
        200,
    );
    let (aid, secret) = (id(&app), app["secret"].as_str().unwrap().to_string());
    c.call(
        "POST",
        &format!("/applications/{aid}/roles"),
        Some(json!({"roleIds": [id(&role)]})),
        201,
    );

    let token = client_credentials(
        &c.api.server,
        &aid,
        &secret,
        indicator,
        "read:invoices write:invoices",
    );
    let claims = segment(&token, 1);
    assert_eq!(claims["aud"], indicator, "{claims}");
    assert_eq!(claims["client_id"], aid.as_str(), "{claims}");
    let scopes: BTreeSet<&str> = claims["scope"]
        .as_str()
        .expect("scope claim")
        .split(' ')
        .collect();
    assert_eq!(scopes, BTreeSet::from(["read:invoices", "write:invoices"]));
    let narrow = client_credentials(&c.api.server, &aid, &secret, indicator, "read:invoices");
    assert_eq!(segment(&narrow, 1)["scope"], "read:invoices");
    // The new app's token is for Billing, not for the Management API.
    let r = c.api.call_as(Some(&token), "GET", "/roles", None);
    assert_eq!(r.status, 401, "{}", r.text);
}

/// Deliveries start after the commit, and the request does not wait for them: the receiver
/// takes the request and never answers, yet the API answers at once.
#[test]
fn webhook_deliveries_do_not_hold_the_request() {
    let mut c = Ctx::start();
    let rx = Receiver::start(vec![receiver::Reply::Silent]);
    let hook = c.setup(
        "POST",
        "/hooks",
        json!({"events": [cat::USER_CREATED], "config": {"url": rx.url}}),
        201,
    );
    let key = hook["signingKey"].as_str().unwrap().to_string();
    let (r, evs) = c.op(
        &cat::USER_CREATE,
        &[],
        Some(json!({"username": "dora"})),
        &[cat::USER_CREATED],
        &[],
    );
    // The receiver never answers, so an attempt ends only at the hook's 10 s timeout: a
    // request that waited for its delivery would answer after the attempt was logged.
    assert_eq!(
        c.env.sql_count("SELECT count(*) FROM delivery_logs"),
        0,
        "the response came after the delivery attempt"
    );
    let reqs = rx.wait_for(1);
    assert_eq!(reqs.len(), 1, "no delivery within 20 s");
    let body = reqs[0].json();
    assert_eq!(body["event"], cat::USER_CREATED);
    assert_eq!(body["userAgent"], UA);
    assert_eq!(body["ip"], "127.0.0.1");
    assert_eq!(body["data"], r.body);
    assert_eq!(body["hookId"], id(&hook).as_str());
    let mut want = keys(&evs[0]);
    want.push("hookId");
    assert_eq!(keys(&body), want);
    check_signed(&reqs[0], &key);
    // Sent after the commit: what it announces is there.
    c.get(&format!("/users/{}", id(&r.body)));
}

/// Events recorded while the receiver is down are delivered by the next server.
#[test]
fn pending_deliveries_survive_a_server_restart() {
    let mut c = Ctx::start();
    let port = receiver::free_port();
    let url = format!("http://127.0.0.1:{port}/hook");
    let hook = c.setup(
        "POST",
        "/hooks",
        json!({"events": [cat::ROLE_CREATED, cat::ROLE_DELETED], "config": {"url": url}}),
        201,
    );
    let key = hook["signingKey"].as_str().unwrap().to_string();
    let a = c.setup(
        "POST",
        "/roles",
        json!({"name": "a", "description": "A"}),
        200,
    );
    c.setup(
        "POST",
        "/roles",
        json!({"name": "b", "description": "B"}),
        200,
    );
    let r = send(&c.api, "DELETE", &format!("/roles/{}", id(&a)), None);
    assert_eq!(r.status, 204, "{}", r.text);
    c.events();

    let Ctx { api, env, .. } = c;
    assert_eq!(api.server.stop(), 0, "the server did not stop cleanly");
    let before = deliveries(&env);
    // A clean stop leaves no delivery claimed: the next server takes them all at once.
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE claimed_by IS NOT NULL"),
        0,
        "deliveries still claimed after a clean stop: {before}"
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'pending'"),
        3,
        "{before}"
    );

    let rx = Receiver::start_at(port, vec![]);
    let _server = Server::start(&env, &[]);
    // Nothing lost: every delivery arrives (the wait is bounded, not timed).
    let arrived = poll(Duration::from_secs(45), || (rx.count() >= 3).then_some(()));
    assert!(
        arrived.is_some(),
        "pending deliveries lost: {} of 3 arrived in 45 s; deliveries: {}",
        rx.count(),
        deliveries(&env)
    );
    let reqs = rx.requests();
    let mut got: Vec<(String, String)> = reqs
        .iter()
        .map(|r| {
            check_signed(r, &key);
            let b = r.json();
            assert_eq!(b["userAgent"], UA, "{b}");
            assert_eq!(b["ip"], "127.0.0.1", "{b}");
            assert_eq!(b["hookId"], id(&hook).as_str(), "{b}");
            (
                b["event"].as_str().unwrap().to_string(),
                b["path"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    got.sort();
    let mut want = vec![
        (cat::ROLE_CREATED.to_string(), "/roles".to_string()),
        (cat::ROLE_CREATED.to_string(), "/roles".to_string()),
        (cat::ROLE_DELETED.to_string(), format!("/roles/{}", id(&a))),
    ];
    want.sort();
    assert_eq!(got, want);
    let delivery_ids: BTreeSet<&str> = reqs
        .iter()
        .map(|r| r.header("webhook-id").unwrap())
        .collect();
    assert_eq!(delivery_ids.len(), 3, "a delivery sent twice");
}

/// Who did what over HTTP: every entry a Management API request records, event or audit
/// entry, names the token's app as its actor and app and the request's address. Changes
/// without a webhook event (applications, resources, role assignments) are audit entries,
/// recorded in the request's transaction (a refused request leaves nothing) and never
/// delivered to a webhook, while the events of the same requests are.
#[test]
fn the_management_api_records_who_did_what() {
    let env = Env::new();
    let rx = Receiver::start(Vec::new());
    env.ok(&["hook", "create", "all", "--url", &rx.url, "--event", "all"]);
    let api = Api::start(&env);
    let seen = env.sql_count("SELECT max(seq) FROM events");
    let r = send(
        &api,
        "POST",
        "/applications",
        Some(&json!({"name": "warehouse", "type": "MachineToMachine"})),
    );
    assert_eq!(r.status, 200, "{}", r.text);
    let app = id(&r.body);
    let r = send(
        &api,
        "POST",
        "/roles",
        Some(&json!({"name": "stock", "description": "Stock", "type": "MachineToMachine"})),
    );
    assert_eq!(r.status, 200, "{}", r.text);
    let role = id(&r.body);
    let r = send(
        &api,
        "POST",
        "/resources",
        Some(&json!({"name": "Inventory", "indicator": "https://inventory.example.com"})),
    );
    assert_eq!(r.status, 201, "{}", r.text);
    let r = send(
        &api,
        "POST",
        &format!("/applications/{app}/roles"),
        Some(&json!({"roleIds": [role]})),
    );
    assert_eq!(r.status, 201, "{}", r.text);
    // Refused: a name in use. Nothing is recorded.
    let before = env.snapshot();
    let r = send(
        &api,
        "POST",
        "/applications",
        Some(&json!({"name": "warehouse", "type": "MachineToMachine"})),
    );
    assert_eq!(r.status, 422, "{}", r.text);
    assert_eq!(
        env.snapshot(),
        before,
        "a refused request changed the store"
    );
    let r = send(&api, "DELETE", &format!("/applications/{app}"), None);
    assert_eq!(r.status, 204, "{}", r.text);

    let log = env.json(&["events", "list", "--audit", "--limit", "1000"]);
    let mine: Vec<&Value> = log
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["seq"].as_i64().unwrap() > seen)
        .collect();
    let names: Vec<(&str, &str)> = mine
        .iter()
        .map(|e| (e["kind"].as_str().unwrap(), e["event"].as_str().unwrap()))
        .collect();
    assert_eq!(
        names,
        [
            ("audit", "Application.Created"),
            ("event", "Role.Created"),
            ("audit", "Resource.Created"),
            ("audit", "Application.Roles.Assigned"),
            ("audit", "Application.Deleted"),
        ]
    );
    for e in &mine {
        assert_eq!(
            e["actor"],
            json!({"type": "application", "id": api.client_id, "name": "mgmt"}),
            "{e}"
        );
        assert_eq!(
            e["app"],
            json!({"id": api.client_id, "name": "mgmt"}),
            "{e}"
        );
        assert_eq!(e["ip"], "127.0.0.1", "{e}");
        assert_eq!(e["payload"]["userAgent"], UA, "{e}");
    }
    assert_eq!(mine[0]["payload"]["path"], "/applications");
    assert_eq!(mine[0]["payload"]["data"]["name"], "warehouse");
    assert!(mine[0]["payload"]["data"].get("secret").is_none());
    assert_eq!(mine[4]["payload"]["path"], format!("/applications/{app}"));
    // The table names the app.
    let table = env.ok(&["events", "list", "--audit"]);
    assert!(table.contains("application:mgmt"), "{table}");

    // The event is delivered; the audit entries are not even queued.
    let got = poll(Duration::from_secs(30), || {
        rx.requests()
            .iter()
            .any(|q| q.json()["event"] == "Role.Created")
            .then_some(())
    });
    assert!(
        got.is_some(),
        "Role.Created was not delivered: {}",
        deliveries(&env)
    );
    assert_eq!(
        env.sql_count(
            "SELECT count(*) FROM deliveries d JOIN events e ON e.id = d.event_id WHERE e.audit = 1"
        ),
        0
    );
    assert!(rx.requests().iter().all(|q| {
        q.json()["event"]
            .as_str()
            .is_some_and(|n| !n.starts_with("Application."))
    }),);
}
