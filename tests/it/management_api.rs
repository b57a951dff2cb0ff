//! The Management API (`/api`) as a whole: every operation of the catalogue has a test (the
//! tests of each noun are in its module: `users`, `roles`, ...), lists are paged and searched,
//! and bad requests of every kind (no or a wrong token, bodies that are not JSON objects, bad
//! fields, unknown ids, odd paths, conflicts, concurrent writers) get the reference's status and
//! error code and leave the store as it was.
//!
//! Expected methods, routes and success statuses come from `idctl::events::catalogue`; the
//! statuses, bodies and event payloads checked against them come from the running server and
//! its event log (`idctl events list`).
use crate::common::api::{self, Api, MANAGEMENT_API, MANAGEMENT_ROLE, Reply};
use crate::common::management::*;
use crate::common::receiver::Receiver;
use crate::common::server::Server;
use crate::common::{Env, m2m_client, run_cmd, segment};
use idctl::events::catalogue::{self as cat, Operation};
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

#[test]
fn every_management_operation_of_the_catalogue_has_a_test() {
    let tested: Vec<&Operation> = [
        USER_OPS,
        ROLE_OPS,
        SCOPE_OPS,
        ORG_OPS,
        ORG_ROLE_OPS,
        ORG_ROLE_RESOURCE_OPS,
        ORG_APP_OPS,
    ]
    .concat();
    for op in cat::OPERATIONS {
        if op.route.starts_with("/experience") {
            continue;
        }
        let n = tested.iter().filter(|t| **t == *op).count();
        assert_eq!(n, 1, "{} {}", op.method, op.route);
    }
    assert_eq!(tested.len(), cat::OPERATIONS.len() - 1);
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
/// the API permissions of organization roles, the applications of organizations and their
/// roles, personal access tokens, hooks and their delivery attempts.
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
    made(
        &mut c,
        "POST",
        &format!("/organization-roles/{}/resource-scopes", org_roles[0]),
        json!({"scopeIds": scopes}),
    );
    made(
        &mut c,
        "POST",
        &format!("/organizations/{}/applications", orgs[0]),
        json!({"applicationIds": apps}),
    );
    let org_m2m_roles = ids_of(
        &mut c,
        "POST",
        "/organization-roles",
        three(&|i| json!({"name": format!("org-m2m-{i}"), "type": "MachineToMachine"})),
    );
    made(
        &mut c,
        "POST",
        &format!("/organizations/{}/applications/{}/roles", orgs[0], apps[0]),
        json!({"organizationRoleIds": org_m2m_roles}),
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
        format!("/organization-roles/{}/resource-scopes", org_roles[0]),
        format!("/organizations/{}/applications", orgs[0]),
        format!("/organizations/{}/applications/{}/roles", orgs[0], apps[0]),
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
    let env = Env::sqlite();
    env.ok(&["init"]);
    {
        let conn = rusqlite::Connection::open(env.store.path()).unwrap();
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
    let conn = rusqlite::Connection::open(env.store.path()).unwrap();
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

// Refused over the Management API (`/api`) and by the CLI: the reference's status or exit code,
// error code and message, and the store unchanged.

/// A 401 with `WWW-Authenticate: Bearer ...` and an unchanged store.
fn unauthorized(env: &Env, what: &str, send: impl FnOnce() -> Reply) {
    let r = refused(env, what, 401, "auth.unauthorized", "", send);
    let challenge = r.header("www-authenticate").unwrap_or_default();
    assert!(
        challenge.starts_with("Bearer"),
        "{what}: challenge {challenge:?}"
    );
}

fn now_secs() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// A client credentials token minted by the CLI of `env` (optionally at another clock).
fn cli_token(env: &Env, id: &str, secret: &str, scope: Option<&str>, now: Option<i64>) -> String {
    let mut args = vec![
        "-o",
        "json",
        "token",
        "--client-id",
        id,
        "--client-secret",
        secret,
        "-r",
        MANAGEMENT_API,
    ];
    if let Some(s) = scope {
        args.extend(["-s", s]);
    }
    let mut c = env.cmd(&args);
    if let Some(n) = now {
        c.env("IDCTL_NOW", n.to_string());
    }
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "token: {}{}", r.stdout, r.stderr);
    r.json()["access_token"].as_str().unwrap().to_string()
}

/// A raw HTTP/1.1 request on its own connection, the path sent byte for byte (no client-side
/// normalization of `..` or percent escapes). Returns the status (0 when the server closed
/// the connection without an answer) and the whole response text.
fn raw_http(server: &Server, method: &str, path: &str, token: &str, body: &[u8]) -> (u16, String) {
    let addr = server.url.trim_start_matches("http://");
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    s.set_write_timeout(Some(Duration::from_secs(30))).unwrap();
    let mut req = format!(
        "{method} {path} HTTP/1.1\r\nhost: {addr}\r\nauthorization: Bearer {token}\r\nconnection: close\r\n"
    )
    .into_bytes();
    if !body.is_empty() {
        req.extend_from_slice(
            format!(
                "content-type: application/json\r\ncontent-length: {}\r\n",
                body.len()
            )
            .as_bytes(),
        );
    }
    req.extend_from_slice(b"\r\n");
    req.extend_from_slice(body);
    let _ = s.write_all(&req);
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out).into_owned();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, text)
}

/// The JSON body of a raw response (after the blank line), `Null` when it is none.
fn raw_body(text: &str) -> Value {
    text.split_once("\r\n\r\n")
        .and_then(|(_, b)| serde_json::from_str(b).ok())
        .unwrap_or(Value::Null)
}

// ---------------------------------------------------------------------------------------
// Authentication and authorization
// ---------------------------------------------------------------------------------------

#[test]
fn requests_without_a_valid_management_token_are_401_and_change_nothing() {
    let env = Env::new();
    let (orders_id, orders_secret) = m2m_client(&env);
    let api = Api::start(&env);
    // Tokens minted by the CLI name the store's base URL as issuer: make it the server's.
    env.ok(&["config", "set", "base-url", &api.server.url]);
    let role = json!({"name": "intruder", "description": "d"});

    unauthorized(&env, "no Authorization header", || {
        api.call_as(None, "POST", "/roles", Some(&role))
    });
    let r = api.call_as(None, "GET", "/roles", None);
    assert_eq!(r.status, 401, "{}", r.text);
    assert!(
        r.body["message"]
            .as_str()
            .unwrap_or_default()
            .contains("missing"),
        "{}",
        r.text
    );

    // Malformed headers and other schemes.
    for header in [
        "Basic bWdtdDpzZWNyZXQ=".to_string(),
        "Bearer".to_string(),
        "Bearer ".to_string(),
        "Bearer    ".to_string(),
        "Token abc".to_string(),
        format!("Bear {}", api.token),
        format!("Basic {}", api.token),
        api.token.clone(),
    ] {
        unauthorized(&env, &format!("Authorization: {header:?}"), || {
            let res = Server::client()
                .post(format!("{}/api/roles", api.server.url))
                .header("authorization", header.as_str())
                .header("content-type", "application/json")
                .body(role.to_string())
                .send()
                .expect("request");
            api::reply(res)
        });
    }
    // Non-UTF-8 bytes in the header.
    unauthorized(&env, "Authorization with invalid UTF-8", || {
        let value = reqwest::header::HeaderValue::from_bytes(b"Bearer \xff\xfe\xfd").unwrap();
        let res = Server::client()
            .get(format!("{}/api/roles", api.server.url))
            .header("authorization", value)
            .send()
            .expect("request");
        api::reply(res)
    });

    // Garbage tokens.
    for garbage in [
        "garbage",
        "a.b.c",
        "eyJhbGciOiJub25lIn0.e30.",
        "....",
        &"x".repeat(5000),
    ] {
        unauthorized(&env, &format!("token {:.40}", garbage), || {
            api.call_as(Some(garbage), "POST", "/roles", Some(&role))
        });
    }

    // A valid token of this store, for another resource.
    let other = api::client_credentials(
        &api.server,
        &orders_id,
        &orders_secret,
        "https://api.example.com",
        "read:orders",
    );
    assert_eq!(segment(&other, 1)["aud"], "https://api.example.com");
    unauthorized(&env, "a token for another resource", || {
        api.call_as(Some(&other), "POST", "/roles", Some(&role))
    });

    // Expired: minted by the CLI two hours ago (tokens live an hour).
    let expired = cli_token(
        &env,
        &api.client_id,
        &api.secret,
        Some("all"),
        Some(now_secs() - 7200),
    );
    assert!(segment(&expired, 1)["exp"].as_i64().unwrap() < now_secs());
    unauthorized(&env, "an expired token", || {
        api.call_as(Some(&expired), "POST", "/roles", Some(&role))
    });
    // The same minted now works: the refusal above is the expiry.
    let fresh = cli_token(&env, &api.client_id, &api.secret, Some("all"), None);
    assert_eq!(api.call_as(Some(&fresh), "GET", "/roles", None).status, 200);

    // Signed by another store's key (same issuer, audience and scope).
    let elsewhere = Env::new();
    elsewhere.ok(&["config", "set", "base-url", &api.server.url]);
    let c = elsewhere.json(&["client", "create", "mgmt", "--role", MANAGEMENT_ROLE]);
    let foreign = cli_token(
        &elsewhere,
        c["id"].as_str().unwrap(),
        c["secret"].as_str().unwrap(),
        Some("all"),
        None,
    );
    assert_eq!(segment(&foreign, 1)["iss"], segment(&fresh, 1)["iss"]);
    assert_eq!(segment(&foreign, 1)["scope"], "all");
    unauthorized(&env, "a token signed by another store's key", || {
        api.call_as(Some(&foreign), "POST", "/roles", Some(&role))
    });

    // Tampered: the payload of a token with `all` under the signature of one without.
    let noscope = cli_token(&env, &api.client_id, &api.secret, None, None);
    let p: Vec<&str> = fresh.split('.').collect();
    let q: Vec<&str> = noscope.split('.').collect();
    let spliced = format!("{}.{}.{}", q[0], p[1], q[2]);
    unauthorized(&env, "a payload under another token's signature", || {
        api.call_as(Some(&spliced), "POST", "/roles", Some(&role))
    });
    // Unsigned (`alg: none`) with a valid payload.
    use base64::Engine;
    let none_header = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .encode(br#"{"alg":"none","typ":"at+jwt"}"#);
    let unsigned = format!("{none_header}.{}.", p[1]);
    unauthorized(&env, "an unsigned token", || {
        api.call_as(Some(&unsigned), "POST", "/roles", Some(&role))
    });

    // Unknown routes are behind the same check.
    unauthorized(&env, "no token on an unknown route", || {
        api.call_as(None, "GET", "/no-such-route", None)
    });
    healthy(&api);
}

#[test]
fn a_management_token_without_all_is_403_and_changes_nothing() {
    let env = Env::new();
    let api = Api::start(&env);
    // The token endpoint, asked for the Management API with no scope: a token without `all`.
    let res = api.server.post_form(
        "/oidc/token",
        &[
            ("grant_type", "client_credentials"),
            ("resource", MANAGEMENT_API),
            ("client_id", &api.client_id),
            ("client_secret", &api.secret),
        ],
    );
    assert_eq!(res.status().as_u16(), 200);
    let t: Value = serde_json::from_str(&res.text().unwrap()).unwrap();
    let token = t["access_token"].as_str().unwrap().to_string();
    let claims = segment(&token, 1);
    assert_eq!(claims["aud"], MANAGEMENT_API);
    assert!(
        !claims["scope"]
            .as_str()
            .unwrap_or_default()
            .split(' ')
            .any(|s| s == "all"),
        "{claims}"
    );
    for (method, path, body) in [
        ("GET", "/roles", None),
        (
            "POST",
            "/roles",
            Some(json!({"name": "r", "description": "d"})),
        ),
        ("POST", "/users", Some(json!({"username": "bob"}))),
        ("DELETE", "/roles/management-api-access", None),
    ] {
        refused(
            &env,
            &format!("{method} {path} without all"),
            403,
            "auth.forbidden",
            "",
            || api.call_as(Some(&token), method, path, body.as_ref()),
        );
    }
    // The same from the CLI's token (no -s).
    env.ok(&["config", "set", "base-url", &api.server.url]);
    let cli = cli_token(&env, &api.client_id, &api.secret, None, None);
    refused(
        &env,
        "CLI token without all",
        403,
        "auth.forbidden",
        "",
        || {
            api.call_as(
                Some(&cli),
                "POST",
                "/roles",
                Some(&json!({"name": "r", "description": "d"})),
            )
        },
    );
    healthy(&api);
}

// ---------------------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------------------

#[test]
fn bodies_that_are_not_json_objects_are_400_and_change_nothing() {
    let env = Env::new();
    let api = Api::start(&env);
    let j = "application/json";
    let cases: Vec<(&str, &str, Vec<u8>, &str)> = vec![
        (
            "truncated JSON",
            j,
            br#"{"name": "x","#.to_vec(),
            "not valid JSON",
        ),
        ("not JSON", j, b"name=x".to_vec(), "not valid JSON"),
        (
            "trailing bytes",
            j,
            br#"{"name": "x", "description": "d"} {}"#.to_vec(),
            "not valid JSON",
        ),
        ("empty body", j, Vec::new(), "empty"),
        ("blank body", j, b" \n\t ".to_vec(), "empty"),
        ("an array", j, b"[]".to_vec(), ""),
        ("null", j, b"null".to_vec(), ""),
        ("a string", j, br#""role""#.to_vec(), ""),
        (
            "a duplicate key",
            j,
            br#"{"name": "a", "name": "b", "description": "d"}"#.to_vec(),
            "name",
        ),
        (
            "text/plain",
            "text/plain",
            br#"{"name": "x", "description": "d"}"#.to_vec(),
            "Content-Type",
        ),
        (
            "a form",
            "application/x-www-form-urlencoded",
            b"name=x&description=d".to_vec(),
            "Content-Type",
        ),
        (
            "multipart",
            "multipart/form-data; boundary=x",
            b"--x\r\ncontent-disposition: form-data; name=\"name\"\r\n\r\nx\r\n--x--\r\n".to_vec(),
            "Content-Type",
        ),
        (
            "invalid UTF-8 in a string",
            j,
            b"{\"name\": \"\xff\xfe\", \"description\": \"d\"}".to_vec(),
            "",
        ),
        ("only invalid UTF-8", j, b"\xff\xfe\xfd\x80".to_vec(), ""),
        (
            "invalid UTF-8 as the content type's charset",
            "application/json; charset=latin1",
            b"{\"name\": \"caf\xe9\", \"description\": \"d\"}".to_vec(),
            "",
        ),
        (
            "a NUL byte",
            j,
            b"{\"name\": \"a\x00b\", \"description\": \"d\"}".to_vec(),
            "",
        ),
    ];
    for (what, ct, body, needle) in cases {
        refused(&env, what, 400, "guard.invalid_input", needle, || {
            api.raw("POST", "/roles", ct, body)
        });
        healthy(&api);
    }
    // No content type at all.
    refused(
        &env,
        "no content type",
        400,
        "guard.invalid_input",
        "Content-Type",
        || {
            let res = Server::client()
                .post(format!("{}/api/roles", api.server.url))
                .bearer_auth(&api.token)
                .body(r#"{"name": "x", "description": "d"}"#)
                .send()
                .expect("request");
            api::reply(res)
        },
    );
    // A body where one is needed on other routes too.
    env.ok(&["role", "create", "editors", "-d", "Editors"]);
    env.ok(&["user", "create", "--username", "alice"]);
    let role = env.json(&["role", "get", "editors"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let user = env.json(&["user", "get", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let org = env.json(&["org", "create", "--name", "Acme"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let org_role = env.json(&["org", "role", "create", "viewer"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    for (method, path) in [
        ("PATCH", format!("/roles/{role}")),
        ("POST", format!("/roles/{role}/scopes")),
        ("POST", "/users".to_string()),
        ("PATCH", format!("/users/{user}")),
        ("POST", format!("/users/{user}/roles")),
        ("PATCH", format!("/users/{user}/is-suspended")),
        ("POST", "/resources".to_string()),
        ("POST", "/organizations".to_string()),
        ("POST", format!("/organizations/{org}/applications")),
        ("PUT", format!("/organizations/{org}/applications")),
        (
            "POST",
            format!("/organizations/{org}/applications/{role}/roles"),
        ),
        (
            "PUT",
            format!("/organizations/{org}/applications/{role}/roles"),
        ),
        ("POST", "/organization-roles".to_string()),
        (
            "POST",
            format!("/organization-roles/{org_role}/resource-scopes"),
        ),
        (
            "PUT",
            format!("/organization-roles/{org_role}/resource-scopes"),
        ),
    ] {
        refused(
            &env,
            &format!("{method} {path} with an empty body"),
            400,
            "guard.invalid_input",
            "empty",
            || api.raw(method, &path, "application/json", Vec::new()),
        );
    }
    // Deeply nested JSON: refused, the server does not overflow its stack.
    let deep = format!(
        r#"{{"username": "deep", "customData": {{"a": {}{}}}}}"#,
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    refused(
        &env,
        "JSON nested 100000 deep",
        400,
        "guard.invalid_input",
        "",
        || api.raw("POST", "/users", "application/json", deep.into_bytes()),
    );
    healthy(&api);
}

#[test]
fn bad_fields_are_400_naming_the_field_and_change_nothing() {
    let env = Env::new();
    env.orders_api();
    env.ok(&["role", "create", "editors", "-d", "Editors"]);
    env.ok(&["user", "create", "--username", "alice"]);
    let api = Api::start(&env);
    let role = api.get("/roles?search=editors").body[0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let user = env.json(&["user", "get", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let roles = "/roles".to_string();
    let cases: Vec<(&str, String, Value, &str)> = vec![
        (
            "POST",
            roles.clone(),
            json!({"name": "a", "description": "d", "colour": "red"}),
            "colour",
        ),
        (
            "POST",
            roles.clone(),
            json!({"name": 5, "description": "d"}),
            "name",
        ),
        (
            "POST",
            roles.clone(),
            json!({"name": null, "description": "d"}),
            "name",
        ),
        (
            "POST",
            roles.clone(),
            json!({"name": "a", "description": "d", "isDefault": "yes"}),
            "isDefault",
        ),
        (
            "POST",
            roles.clone(),
            json!({"name": "a", "description": "d", "isDefault": 1}),
            "isDefault",
        ),
        ("POST", roles.clone(), json!({"name": "a"}), "description"),
        ("POST", roles.clone(), json!({"description": "d"}), "name"),
        ("POST", roles.clone(), json!({}), "name"),
        (
            "POST",
            roles.clone(),
            json!({"name": "a", "description": "d", "type": "Admin"}),
            "type",
        ),
        (
            "POST",
            roles.clone(),
            json!({"name": "a", "description": "d", "scopeIds": "x"}),
            "scopeIds",
        ),
        (
            "POST",
            roles.clone(),
            json!({"name": "a", "description": "d", "scopeIds": [1]}),
            "scopeIds",
        ),
        (
            "POST",
            roles.clone(),
            json!({"name": ["a"], "description": "d"}),
            "name",
        ),
        (
            "PATCH",
            format!("/roles/{role}"),
            json!({"nmae": "x"}),
            "nmae",
        ),
        (
            "PATCH",
            format!("/roles/{role}"),
            json!({"isDefault": "true"}),
            "isDefault",
        ),
        (
            "PATCH",
            format!("/roles/{role}"),
            json!({"type": "MachineToMachine"}),
            "type",
        ),
        (
            "POST",
            format!("/roles/{role}/scopes"),
            json!({}),
            "scopeIds",
        ),
        (
            "POST",
            format!("/roles/{role}/scopes"),
            json!({"scopeIds": "read"}),
            "scopeIds",
        ),
        (
            "POST",
            format!("/roles/{role}/scopes"),
            json!({"scopeIds": []}),
            "scopeIds",
        ),
        (
            "POST",
            "/resources".to_string(),
            json!({"name": "n"}),
            "indicator",
        ),
        (
            "POST",
            "/resources".to_string(),
            json!({"name": "n", "indicator": "https://x.example", "accessTokenTtl": "60"}),
            "accessTokenTtl",
        ),
        (
            "POST",
            "/resources".to_string(),
            json!({"name": "n", "indicator": "https://x.example", "isDefault": true}),
            "isDefault",
        ),
        (
            "POST",
            "/users".to_string(),
            json!({"username": 12}),
            "username",
        ),
        (
            "POST",
            "/users".to_string(),
            json!({"username": "bob", "primaryEmail": true}),
            "primaryEmail",
        ),
        (
            "POST",
            "/users".to_string(),
            json!({"username": "bob", "passwordDigest": "x"}),
            "passwordAlgorithm",
        ),
        (
            "PATCH",
            format!("/users/{user}/is-suspended"),
            json!({"isSuspended": "true"}),
            "isSuspended",
        ),
        (
            "PATCH",
            format!("/users/{user}/is-suspended"),
            json!({}),
            "isSuspended",
        ),
        (
            "POST",
            format!("/users/{user}/roles"),
            json!({"roleIds": []}),
            "roleIds",
        ),
        (
            "POST",
            format!("/users/{user}/roles"),
            json!({"roleIds": role}),
            "roleIds",
        ),
        (
            "PATCH",
            format!("/users/{user}/custom-data"),
            json!({"customData": {}, "extra": 1}),
            "extra",
        ),
    ];
    for (method, path, body, field) in cases {
        refused(
            &env,
            &format!("{method} {path} {body}"),
            400,
            "guard.invalid_input",
            field,
            || api.call(method, &path, Some(&body)),
        );
    }
    healthy(&api);
}

#[test]
fn an_oversized_body_is_413_and_the_server_keeps_answering() {
    let env = Env::new();
    let api = Api::start(&env);
    let big = format!(
        r#"{{"name": "big", "description": "{}"}}"#,
        "d".repeat(1024 * 1024 + 16)
    );
    assert!(big.len() > 1024 * 1024);
    refused(
        &env,
        "a body over 1 MiB",
        413,
        "guard.invalid_input",
        "",
        || {
            api.raw(
                "POST",
                "/roles",
                "application/json",
                big.clone().into_bytes(),
            )
        },
    );
    healthy(&api);
    // Also when sent chunked, without a content length.
    let before = env.snapshot();
    let addr = api.server.url.trim_start_matches("http://").to_string();
    let mut s = TcpStream::connect(&addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    s.set_write_timeout(Some(Duration::from_secs(30))).unwrap();
    let head = format!(
        "POST /api/roles HTTP/1.1\r\nhost: {addr}\r\nauthorization: Bearer {}\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n",
        api.token
    );
    let _ = s.write_all(head.as_bytes());
    for chunk in big.as_bytes().chunks(64 * 1024) {
        if s.write_all(format!("{:x}\r\n", chunk.len()).as_bytes())
            .and_then(|_| s.write_all(chunk))
            .and_then(|_| s.write_all(b"\r\n"))
            .is_err()
        {
            break; // the server answered and closed early
        }
    }
    let _ = s.write_all(b"0\r\n\r\n");
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out);
    assert!(text.starts_with("HTTP/1.1 413"), "chunked: {text:.300}");
    assert_eq!(
        raw_body(&text)["code"],
        "guard.invalid_input",
        "{text:.300}"
    );
    assert_eq!(before, env.snapshot(), "the chunked body changed the store");
    healthy(&api);
}

// ---------------------------------------------------------------------------------------
// Ids and paths
// ---------------------------------------------------------------------------------------

#[test]
fn ids_that_do_not_exist_are_404_and_change_nothing() {
    let env = Env::new();
    env.orders_api();
    env.ok(&["role", "create", "editors", "-d", "Editors"]);
    env.ok(&["user", "create", "--username", "alice"]);
    let api = Api::start(&env);
    let role = api.get("/roles?search=editors").body[0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let user = env.json(&["user", "get", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let resource = env.json(&["resource", "get", "https://api.example.com"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let nf = "entity.not_exists_with_id";
    let cases: Vec<(&str, String, Option<Value>, &str)> = vec![
        ("GET", "/roles/nope".into(), None, "nope"),
        (
            "PATCH",
            "/roles/nope".into(),
            Some(json!({"name": "x"})),
            "nope",
        ),
        ("DELETE", "/roles/nope".into(), None, "nope"),
        ("GET", "/roles/nope/scopes".into(), None, "nope"),
        (
            "POST",
            "/roles/nope/scopes".into(),
            Some(json!({"scopeIds": ["x"]})),
            "nope",
        ),
        (
            "POST",
            format!("/roles/{role}/scopes"),
            Some(json!({"scopeIds": ["no-such-scope"]})),
            "no-such-scope",
        ),
        (
            "DELETE",
            format!("/roles/{role}/scopes/no-such-scope"),
            None,
            "no-such-scope",
        ),
        ("GET", "/users/nope".into(), None, "nope"),
        (
            "PATCH",
            "/users/nope".into(),
            Some(json!({"name": "x"})),
            "nope",
        ),
        ("DELETE", "/users/nope".into(), None, "nope"),
        ("GET", "/users/nope/roles".into(), None, "nope"),
        (
            "POST",
            "/users/nope/roles".into(),
            Some(json!({"roleIds": [role.clone()]})),
            "nope",
        ),
        (
            "POST",
            format!("/users/{user}/roles"),
            Some(json!({"roleIds": ["no-such-role"]})),
            "no-such-role",
        ),
        (
            "PATCH",
            "/users/nope/is-suspended".into(),
            Some(json!({"isSuspended": true})),
            "nope",
        ),
        ("GET", "/resources/nope".into(), None, "nope"),
        (
            "PATCH",
            "/resources/nope".into(),
            Some(json!({"name": "x"})),
            "nope",
        ),
        ("DELETE", "/resources/nope".into(), None, "nope"),
        (
            "PATCH",
            "/resources/nope/is-default".into(),
            Some(json!({"isDefault": true})),
            "nope",
        ),
        ("GET", "/resources/nope/scopes".into(), None, "nope"),
        (
            "POST",
            "/resources/nope/scopes".into(),
            Some(json!({"name": "x"})),
            "nope",
        ),
        (
            "PATCH",
            format!("/resources/{resource}/scopes/nope"),
            Some(json!({"name": "x"})),
            "nope",
        ),
        (
            "DELETE",
            format!("/resources/{resource}/scopes/nope"),
            None,
            "nope",
        ),
        (
            "GET",
            format!("/resources/{resource}/scopes/nope"),
            None,
            "nope",
        ),
        (
            "GET",
            "/organizations/nope/applications".into(),
            None,
            "nope",
        ),
        (
            "POST",
            "/organizations/nope/applications".into(),
            Some(json!({"applicationIds": ["x"]})),
            "nope",
        ),
        (
            "PUT",
            "/organizations/nope/applications".into(),
            Some(json!({"applicationIds": []})),
            "nope",
        ),
        (
            "DELETE",
            "/organizations/nope/applications/x".into(),
            None,
            "nope",
        ),
        (
            "GET",
            "/organizations/nope/applications/x/roles".into(),
            None,
            "nope",
        ),
        (
            "POST",
            "/organizations/nope/applications/x/roles".into(),
            Some(json!({"organizationRoleIds": ["y"]})),
            "nope",
        ),
        (
            "PUT",
            "/organizations/nope/applications/x/roles".into(),
            Some(json!({"organizationRoleIds": []})),
            "nope",
        ),
        (
            "DELETE",
            "/organizations/nope/applications/x/roles/y".into(),
            None,
            "nope",
        ),
        (
            "GET",
            "/organization-roles/nope/resource-scopes".into(),
            None,
            "nope",
        ),
        (
            "POST",
            "/organization-roles/nope/resource-scopes".into(),
            Some(json!({"scopeIds": ["x"]})),
            "nope",
        ),
        (
            "PUT",
            "/organization-roles/nope/resource-scopes".into(),
            Some(json!({"scopeIds": []})),
            "nope",
        ),
        (
            "DELETE",
            "/organization-roles/nope/resource-scopes/x".into(),
            None,
            "nope",
        ),
    ];
    let mut wrong = Vec::new();
    for (method, path, body, needle) in cases {
        let before = env.snapshot();
        let r = api.call(method, &path, body.as_ref());
        // The scope routes answer in their own words (`scope.not_found`), which the brief
        // allows as the route's not-found code.
        let codes: &[&str] = if path.starts_with(&format!("/resources/{resource}/scopes/")) {
            &[nf, "scope.not_found"]
        } else {
            &[nf]
        };
        if r.status != 404 || !codes.contains(&r.code()) || !r.text.contains(needle) {
            wrong.push(format!("{method} {path}: {} {}", r.status, r.text));
        }
        assert_eq!(before, env.snapshot(), "{method} {path} changed the store");
    }
    assert!(wrong.is_empty(), "not 404 {nf}:\n{}", wrong.join("\n"));
    // A role the user does not hold: not found, in the route's own words.
    let r = refused(
        &env,
        "DELETE a role the user does not hold",
        404,
        nf,
        "",
        || api.delete(&format!("/users/{user}/roles/{role}")),
    );
    assert!(r.text.contains(&role), "{}", r.text);
    healthy(&api);
}

#[test]
fn odd_path_parameters_are_4xx_never_500_and_change_nothing() {
    let env = Env::new();
    env.ok(&["role", "create", "editors", "-d", "Editors"]);
    let api = Api::start(&env);
    let long = "a".repeat(5000);
    let very_long = "b".repeat(70_000);
    let ids: Vec<String> = vec![
        "a%20b".into(),
        "%20".into(),
        "%00".into(),
        "a%00b".into(),
        "%FF".into(),
        "%FF%FE%FD".into(),
        "%C3%28".into(),
        "%".into(),
        "%G1".into(),
        "%25".into(),
        "..".into(),
        "%2E%2E".into(),
        "..%2F..%2Fetc%2Fpasswd".into(),
        "%2F".into(),
        "'%20OR%201=1--".into(),
        "%E2%80%AE".into(),
        "%0D%0Ax-injected:%201".into(),
        long.clone(),
        very_long.clone(),
    ];
    let before = env.snapshot();
    for id in &ids {
        for path in [
            format!("/api/roles/{id}"),
            format!("/api/roles/{id}/scopes"),
            format!("/api/users/{id}"),
            format!("/api/resources/{id}/scopes/{id}"),
            format!("/api/users/{id}/roles/{id}"),
        ] {
            for (method, body) in [
                ("GET", &b""[..]),
                ("PATCH", &br#"{"name": "renamed"}"#[..]),
                ("DELETE", &b""[..]),
            ] {
                let (status, text) = raw_http(&api.server, method, &path, &api.token, body);
                let shown = format!("{method} {path:.120}");
                assert!(
                    (400..500).contains(&status),
                    "{shown}: status {status}: {text:.300}"
                );
                if status == 404 {
                    let b = raw_body(&text);
                    assert!(
                        b["code"].is_string(),
                        "{shown}: not a JSON error: {text:.300}"
                    );
                    assert!(
                        !text.to_ascii_lowercase().contains("\r\nx-injected"),
                        "{shown}: header injected: {text:.300}"
                    );
                }
            }
        }
        healthy(&api);
    }
    assert_eq!(before, env.snapshot(), "odd paths changed the store");
    // The role is still there under its id, with its name.
    let r = api.get("/roles?search=editors");
    assert_eq!(r.body.as_array().map(Vec::len), Some(1), "{}", r.text);
    assert_eq!(r.body[0]["name"], "editors");
}

// ---------------------------------------------------------------------------------------
// Conflicts
// ---------------------------------------------------------------------------------------

#[test]
fn conflicts_are_422_with_their_codes_and_change_nothing() {
    let env = Env::new();
    let api = Api::start(&env);
    let r = api.post(
        "/resources",
        json!({"name": "Orders", "indicator": "https://api.example.com"}),
    );
    assert_eq!(r.status, 201, "{}", r.text);
    let resource = r.body["id"].as_str().unwrap().to_string();
    let s = api.post(
        &format!("/resources/{resource}/scopes"),
        json!({"name": "read:orders"}),
    );
    assert_eq!(s.status, 201, "{}", s.text);
    let scope = s.body["id"].as_str().unwrap().to_string();
    let role = api.post(
        "/roles",
        json!({"name": "readers", "description": "d", "scopeIds": [scope]}),
    );
    assert_eq!(role.status, 200, "{}", role.text);
    let role = role.body["id"].as_str().unwrap().to_string();
    let u = api.post("/users", json!({"username": "alice"}));
    assert_eq!(u.status, 200, "{}", u.text);

    refused(
        &env,
        "duplicate role name",
        422,
        "role.name_in_use",
        "readers",
        || api.post("/roles", json!({"name": "readers", "description": "again"})),
    );
    refused(
        &env,
        "duplicate role name, another type",
        422,
        "role.name_in_use",
        "readers",
        || {
            api.post(
                "/roles",
                json!({"name": "readers", "description": "d", "type": "MachineToMachine"}),
            )
        },
    );
    let other = api.post("/roles", json!({"name": "writers", "description": "d"}));
    assert_eq!(other.status, 200, "{}", other.text);
    let other = other.body["id"].as_str().unwrap().to_string();
    refused(
        &env,
        "renaming a role to a name in use",
        422,
        "role.name_in_use",
        "readers",
        || api.patch(&format!("/roles/{other}"), json!({"name": "readers"})),
    );
    refused(
        &env,
        "duplicate resource indicator",
        422,
        "resource.resource_identifier_in_use",
        "https://api.example.com",
        || {
            api.post(
                "/resources",
                json!({"name": "Again", "indicator": "https://api.example.com"}),
            )
        },
    );
    refused(
        &env,
        "the Management API's indicator",
        422,
        "resource.resource_identifier_in_use",
        MANAGEMENT_API,
        || {
            api.post(
                "/resources",
                json!({"name": "Mine", "indicator": MANAGEMENT_API}),
            )
        },
    );
    refused(
        &env,
        "a scope the role holds",
        422,
        "role.scope_exists",
        "",
        || {
            api.post(
                &format!("/roles/{role}/scopes"),
                json!({"scopeIds": [scope]}),
            )
        },
    );
    refused(
        &env,
        "duplicate username",
        422,
        "user.username_already_in_use",
        "alice",
        || api.post("/users", json!({"username": "alice"})),
    );
    let bob = api.post("/users", json!({"username": "bob"}));
    assert_eq!(bob.status, 200, "{}", bob.text);
    let bob = bob.body["id"].as_str().unwrap().to_string();
    refused(
        &env,
        "renaming a user to a username in use",
        422,
        "user.username_already_in_use",
        "alice",
        || api.patch(&format!("/users/{bob}"), json!({"username": "alice"})),
    );
    healthy(&api);
}

// ---------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------

#[test]
fn unknown_routes_are_404_and_wrong_methods_405_in_json() {
    let env = Env::new();
    let api = Api::start(&env);
    for path in [
        "/no-such-route",
        "/roles/x/y/z",
        "/Roles",
        "/roles/x/scopes/y/z",
        "/resources/management-api/nope",
        "",
    ] {
        refused(
            &env,
            &format!("GET {path}"),
            404,
            "guard.route_not_found",
            "",
            || api.get(path),
        );
    }
    for (method, path) in [
        ("PUT", "/roles"),
        ("DELETE", "/roles"),
        ("PATCH", "/users"),
        ("POST", "/roles/management-api-access"),
        ("PUT", "/roles/management-api-access"),
        ("GET", "/resources/management-api/is-default"),
        ("POST", "/resources/management-api/is-default"),
        ("PUT", "/users/x/roles"),
    ] {
        let before = env.snapshot();
        let r = api.call(method, path, Some(&json!({"name": "x"})));
        assert_eq!(r.status, 405, "{method} {path}: {}", r.text);
        assert!(
            r.header("content-type")
                .is_some_and(|c| c.starts_with("application/json")),
            "{method} {path}: 405 without a JSON body: {:?} {:?}",
            r.headers,
            r.text
        );
        assert!(r.body["code"].is_string(), "{method} {path}: {}", r.text);
        assert!(r.body["message"].is_string(), "{method} {path}: {}", r.text);
        assert_eq!(before, env.snapshot(), "{method} {path} changed the store");
    }
    healthy(&api);
}

// ---------------------------------------------------------------------------------------
// Concurrency
// ---------------------------------------------------------------------------------------

/// One request of the concurrent run and its answer.
struct Done {
    what: &'static str,
    status: u16,
    code: String,
    id: Option<String>,
    name: String,
}

#[test]
fn sixteen_concurrent_writers_leave_each_change_once_with_one_event_each() {
    const THREADS: usize = 16;
    let env = Env::new();
    let api = Api::start(&env);
    let base_seq = env.sql_count("SELECT COALESCE(MAX(seq), 0) FROM events");
    let barrier = std::sync::Barrier::new(THREADS);
    let url = format!("{}/api", api.server.url);
    let token = api.token.clone();

    let results: Vec<Vec<Done>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..THREADS)
            .map(|t| {
                let barrier = &barrier;
                let url = url.clone();
                let token = token.clone();
                s.spawn(move || {
                    let client = Server::client();
                    let mut done = Vec::new();
                    let send = |method: &str, path: &str, body: Option<Value>| -> Reply {
                        let m = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
                        let mut req = client
                            .request(m, format!("{url}{path}"))
                            .bearer_auth(&token);
                        if let Some(b) = body {
                            req = req
                                .header("content-type", "application/json")
                                .body(b.to_string());
                        }
                        api::reply(req.send().expect("request"))
                    };
                    let record =
                        |what: &'static str, name: String, r: &Reply, done: &mut Vec<Done>| {
                            done.push(Done {
                                what,
                                status: r.status,
                                code: r.code().to_string(),
                                id: r.body["id"].as_str().map(str::to_string),
                                name,
                            })
                        };
                    barrier.wait();
                    let mut roles = Vec::new();
                    let mut users = Vec::new();
                    for k in 0..3 {
                        let name = format!("role-{t}-{k}");
                        let r = send(
                            "POST",
                            "/roles",
                            Some(json!({"name": name, "description": "d"})),
                        );
                        record("role", name, &r, &mut done);
                        roles.push(r.body["id"].as_str().unwrap_or_default().to_string());
                        let name = format!("user_{t}_{k}");
                        let r = send("POST", "/users", Some(json!({"username": name})));
                        record("user", name, &r, &mut done);
                        users.push(r.body["id"].as_str().unwrap_or_default().to_string());
                    }
                    // Names every thread wants: one wins each.
                    for k in 0..2 {
                        let name = format!("shared-role-{k}");
                        let r = send(
                            "POST",
                            "/roles",
                            Some(json!({"name": name, "description": "d"})),
                        );
                        record("role", name, &r, &mut done);
                        let name = format!("shared_user_{k}");
                        let r = send("POST", "/users", Some(json!({"username": name})));
                        record("user", name, &r, &mut done);
                    }
                    let r = send(
                        "POST",
                        &format!("/users/{}/roles", users[0]),
                        Some(json!({"roleIds": [roles[0], roles[1]]})),
                    );
                    record("assign", format!("{t}:0"), &r, &mut done);
                    let r = send(
                        "POST",
                        &format!("/users/{}/roles", users[1]),
                        Some(json!({"roleIds": [roles[0], roles[2]]})),
                    );
                    record("assign", format!("{t}:1"), &r, &mut done);
                    // Delete a role users hold, a user holding roles, and one twice.
                    let r = send("DELETE", &format!("/roles/{}", roles[0]), None);
                    record("role-delete", roles[0].clone(), &r, &mut done);
                    let r = send("DELETE", &format!("/users/{}", users[1]), None);
                    record("user-delete", users[1].clone(), &r, &mut done);
                    let r = send("DELETE", &format!("/users/{}", users[2]), None);
                    record("user-delete", users[2].clone(), &r, &mut done);
                    let r = send("DELETE", &format!("/users/{}", users[2]), None);
                    record("user-delete-again", users[2].clone(), &r, &mut done);
                    done
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let all: Vec<&Done> = results.iter().flatten().collect();

    // No server failure anywhere; every answer one of those expected.
    for d in &all {
        assert!(
            d.status < 500,
            "{} {}: {} {}",
            d.what,
            d.name,
            d.status,
            d.code
        );
        let ok = match d.what {
            "role" => d.status == 200 || (d.status == 422 && d.code == "role.name_in_use"),
            "user" => {
                d.status == 200 || (d.status == 422 && d.code == "user.username_already_in_use")
            }
            "assign" => d.status == 201,
            "role-delete" | "user-delete" => d.status == 204,
            "user-delete-again" => d.status == 404 && d.code == "entity.not_exists_with_id",
            _ => false,
        };
        assert!(ok, "{} {}: {} {}", d.what, d.name, d.status, d.code);
    }
    // Unique names all succeed; each shared name exactly once.
    for what in ["role", "user"] {
        let mut wins: BTreeMap<&str, usize> = BTreeMap::new();
        for d in all.iter().filter(|d| d.what == what && d.status == 200) {
            *wins.entry(d.name.as_str()).or_default() += 1;
        }
        assert_eq!(wins.len(), THREADS * 3 + 2, "{what}: {wins:?}");
        assert!(wins.values().all(|n| *n == 1), "{what}: {wins:?}");
    }

    // The store: every creation once, the deleted ones gone.
    let deleted: BTreeSet<&str> = all
        .iter()
        .filter(|d| matches!(d.what, "role-delete" | "user-delete") && d.status == 204)
        .map(|d| d.name.as_str())
        .collect();
    for d in all.iter().filter(|d| d.status == 200) {
        let id = d.id.as_deref().expect("a created record's id");
        let table = if d.what == "role" { "roles" } else { "users" };
        let column = if d.what == "role" { "name" } else { "username" };
        let expected = if deleted.contains(id) { 0 } else { 1 };
        let by_id = env.sql_count(&format!("SELECT COUNT(*) FROM {table} WHERE id = '{id}'"));
        let by_name = env.sql_count(&format!(
            "SELECT COUNT(*) FROM {table} WHERE {column} = '{}'",
            d.name
        ));
        assert_eq!(by_id, expected, "{} {} ({id})", d.what, d.name);
        assert_eq!(by_name, expected, "{} {} by name", d.what, d.name);
    }
    // Assignments: what is left of them is there (deleted roles and users taken away).
    let expected_assignments = THREADS as i64; // user 0 of each thread keeps role 1
    assert_eq!(
        env.sql_count("SELECT COUNT(*) FROM users_roles"),
        expected_assignments
    );
    for t in 0..THREADS {
        assert_eq!(
            env.sql_count(&format!(
                "SELECT COUNT(*) FROM users_roles ur JOIN users u ON u.id = ur.user_id \
                 JOIN roles r ON r.id = ur.role_id \
                 WHERE u.username = 'user_{t}_0' AND r.name = 'role-{t}-1'"
            )),
            1,
            "thread {t}"
        );
    }

    // The event log: one event per successful change, no duplicates.
    let events = format!("FROM events WHERE seq > {base_seq}");
    assert_eq!(
        env.sql_count(&format!("SELECT COUNT(*) {events}")),
        env.sql_count(&format!("SELECT COUNT(DISTINCT id) {events}")),
        "duplicate event ids"
    );
    let successes = |what: &str, status: u16| {
        all.iter()
            .filter(|d| d.what == what && d.status == status)
            .count() as i64
    };
    let count =
        |name: &str| env.sql_count(&format!("SELECT COUNT(*) {events} AND name = '{name}'"));
    assert_eq!(count("Role.Created"), successes("role", 200));
    assert_eq!(count("User.Created"), successes("user", 200));
    assert_eq!(count("Role.Deleted"), successes("role-delete", 204));
    assert_eq!(count("User.Deleted"), successes("user-delete", 204));
    let changes = successes("role", 200)
        + successes("user", 200)
        + successes("role-delete", 204)
        + successes("user-delete", 204);
    // Role assignments to users emit no event of the catalogue: each is an audit entry.
    let total = env.sql_count(&format!("SELECT COUNT(*) {events} AND audit = 0"));
    assert_eq!(
        total, changes,
        "events after the run: {total}, successful changes: {changes}"
    );
    let audits = env.sql_count(&format!("SELECT COUNT(*) {events} AND audit = 1"));
    assert_eq!(
        env.sql_count(&format!(
            "SELECT COUNT(*) {events} AND audit = 1 AND name = 'User.Roles.Assigned'"
        )),
        audits
    );
    assert_eq!(audits, successes("assign", 201));
    // Each Created event names one created record, and each created record has one.
    let created_in_log: Vec<String> = env
        .sql_rows(&format!(
            "SELECT payload {events} AND name IN ('Role.Created', 'User.Created')"
        ))
        .into_iter()
        .map(|r| {
            let v: Value = serde_json::from_str(r[0].as_deref().unwrap()).unwrap();
            v["data"]["id"].as_str().unwrap_or_default().to_string()
        })
        .collect();
    let created_ids: BTreeSet<String> = all
        .iter()
        .filter(|d| d.status == 200)
        .filter_map(|d| d.id.clone())
        .collect();
    let logged: BTreeSet<String> = created_in_log.iter().cloned().collect();
    assert_eq!(
        logged.len(),
        created_in_log.len(),
        "a record created twice in the log"
    );
    assert_eq!(logged, created_ids);
    healthy(&api);
}

#[test]
fn a_trailing_slash_under_api_is_the_apis_own_404() {
    let env = Env::new();
    let api = Api::start(&env);
    for path in ["/", "//", "/roles/"] {
        refused(
            &env,
            &format!("GET /api{path}"),
            404,
            "guard.route_not_found",
            "",
            || api.get(path),
        );
        // Behind the same token check as every other /api path.
        unauthorized(&env, &format!("GET /api{path} without a token"), || {
            api.call_as(None, "GET", path, None)
        });
    }
}

#[test]
fn an_empty_patch_is_answered_in_the_apis_words_not_the_clis() {
    let env = Env::new();
    env.ok(&[
        "resource",
        "create",
        "--name",
        "Orders",
        "--indicator",
        "https://o.example",
    ]);
    env.ok(&["role", "create", "editors", "-d", "Editors"]);
    env.ok(&["user", "create", "--username", "alice"]);
    let api = Api::start(&env);
    let resource = env.json(&["resource", "get", "https://o.example"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let role = env.json(&["role", "get", "editors"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let user = env.json(&["user", "get", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    // The built-in records: refused for what they are, whatever the patch holds.
    refused(
        &env,
        "PATCH the Management API with {}",
        400,
        "resource.cannot_modify_management_api",
        MANAGEMENT_API,
        || api.patch(&format!("/resources/{API_ID}"), json!({})),
    );
    refused(
        &env,
        "PATCH the Management API role with {}",
        400,
        "role.cannot_modify_management_api_role",
        MANAGEMENT_ROLE,
        || api.patch(&format!("/roles/{ROLE_ID}"), json!({})),
    );
    // Other records: the record unchanged (200), or 400 guard.invalid_input; never the CLI's
    // `usage` code or its flags.
    for path in [
        format!("/resources/{resource}"),
        format!("/roles/{role}"),
        format!("/users/{user}"),
    ] {
        let before = env.snapshot();
        let r = api.patch(&path, json!({}));
        assert!(
            r.status == 200 || (r.status == 400 && r.code() == "guard.invalid_input"),
            "PATCH {path} {{}}: {} {}",
            r.status,
            r.text
        );
        assert!(
            !r.text.contains("--"),
            "PATCH {path} {{}}: CLI flags: {}",
            r.text
        );
        if r.status == 400 {
            assert_eq!(
                before,
                env.snapshot(),
                "PATCH {path} {{}} changed the store"
            );
        }
    }
}
