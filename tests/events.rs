mod common;
use common::{Env, keys};
use serde_json::{Value, json};

const KEYS: [&str; 10] = [
    "event",
    "createdAt",
    "userAgent",
    "ip",
    "path",
    "method",
    "status",
    "params",
    "matchedRoute",
    "data",
];

fn check(
    p: &Value,
    event: &str,
    method: &str,
    route: &str,
    path: &str,
    status: u16,
    params: Value,
) {
    assert_eq!(p["event"], event, "{p}");
    assert_eq!(p["method"], method, "{p}");
    assert_eq!(p["matchedRoute"], route, "{p}");
    assert_eq!(p["path"], path, "{p}");
    assert_eq!(p["status"], status, "{p}");
    assert_eq!(p["params"], params, "{p}");
    assert_eq!(p["ip"], "127.0.0.1");
    assert!(p["userAgent"].as_str().unwrap().starts_with("idctl/"));
    assert!(p["createdAt"].as_str().unwrap().ends_with('Z'));
}

#[test]
fn every_operation_records_its_catalogued_event() {
    let env = Env::new();
    let api = "https://api.example.com";
    let res = env.json(&["resource", "create", "--name", "Orders", "--indicator", api]);
    let rid = res["id"].as_str().unwrap().to_string();
    assert!(
        env.events_of(&["resource", "update", api, "--ttl", "60"])
            .is_empty(),
        "resources emit nothing"
    );

    // POST /resources/:resourceId/scopes
    let ev = env.events_of(&["scope", "create", "-r", api, "read:orders"]);
    assert_eq!(ev.len(), 1);
    check(
        &ev[0],
        "Scope.Created",
        "POST",
        "/resources/:resourceId/scopes",
        &format!("/resources/{rid}/scopes"),
        201,
        json!({"resourceId": rid}),
    );
    assert_eq!(keys(&ev[0]), KEYS);
    assert_eq!(ev[0]["data"]["name"], "read:orders");
    let sid = ev[0]["data"]["id"].as_str().unwrap().to_string();
    env.events_of(&["scope", "create", "-r", api, "write:orders"]);

    // PATCH /resources/:resourceId/scopes/:scopeId
    let ev = env.events_of(&["scope", "update", "-r", api, "read:orders", "-d", "Read"]);
    check(
        &ev[0],
        "Scope.Data.Updated",
        "PATCH",
        "/resources/:resourceId/scopes/:scopeId",
        &format!("/resources/{rid}/scopes/{sid}"),
        200,
        json!({"resourceId": rid, "scopeId": sid}),
    );
    assert_eq!(ev[0]["data"]["description"], "Read");

    // POST /roles, with permissions: Role.Created then Role.Scopes.Updated with roleId.
    let ev = env.events_of(&["role", "create", "clerk", "-r", api, "-s", "read:orders"]);
    assert_eq!(ev.len(), 2);
    check(
        &ev[0],
        "Role.Created",
        "POST",
        "/roles",
        "/roles",
        200,
        json!({}),
    );
    assert_eq!(keys(&ev[0]), KEYS);
    let role_id = ev[0]["data"]["id"].as_str().unwrap().to_string();
    assert_eq!(ev[0]["data"]["name"], "clerk");
    check(
        &ev[1],
        "Role.Scopes.Updated",
        "POST",
        "/roles",
        "/roles",
        200,
        json!({}),
    );
    assert_eq!(
        keys(&ev[1]),
        [
            "event",
            "createdAt",
            "userAgent",
            "ip",
            "path",
            "method",
            "status",
            "params",
            "matchedRoute",
            "roleId",
            "data"
        ]
    );
    assert_eq!(ev[1]["roleId"], role_id);
    assert_eq!(ev[1]["data"][0]["id"], sid);
    // Without permissions: Role.Created only.
    assert_eq!(env.events_of(&["role", "create", "plain"]).len(), 1);

    // PATCH /roles/:id
    let ev = env.events_of(&["role", "update", "clerk", "-d", "Clerk"]);
    check(
        &ev[0],
        "Role.Data.Updated",
        "PATCH",
        "/roles/:id",
        &format!("/roles/{role_id}"),
        200,
        json!({"id": role_id}),
    );
    assert_eq!(ev[0]["data"]["description"], "Clerk");

    // POST /roles/:id/scopes: data is every permission the role holds afterwards.
    let ev = env.events_of(&["role", "grant", "clerk", "-r", api, "write:orders"]);
    assert_eq!(ev.len(), 1);
    check(
        &ev[0],
        "Role.Scopes.Updated",
        "POST",
        "/roles/:id/scopes",
        &format!("/roles/{role_id}/scopes"),
        201,
        json!({"id": role_id}),
    );
    assert_eq!(ev[0]["data"].as_array().unwrap().len(), 2);

    // DELETE /roles/:id/scopes/:scopeId, one per permission, no data (no response body).
    let ev = env.events_of(&[
        "role",
        "revoke",
        "clerk",
        "-r",
        api,
        "read:orders",
        "write:orders",
    ]);
    assert_eq!(ev.len(), 2);
    check(
        &ev[0],
        "Role.Scopes.Updated",
        "DELETE",
        "/roles/:id/scopes/:scopeId",
        &format!("/roles/{role_id}/scopes/{sid}"),
        204,
        json!({"id": role_id, "scopeId": sid}),
    );
    assert!(ev[0].get("data").is_none());

    // DELETE /resources/:resourceId/scopes/:scopeId
    let ev = env.events_of(&["-y", "scope", "delete", "-r", api, "read:orders"]);
    check(
        &ev[0],
        "Scope.Deleted",
        "DELETE",
        "/resources/:resourceId/scopes/:scopeId",
        &format!("/resources/{rid}/scopes/{sid}"),
        204,
        json!({"resourceId": rid, "scopeId": sid}),
    );
    assert!(ev[0].get("data").is_none());

    // DELETE /roles/:id
    let ev = env.events_of(&["-y", "role", "delete", "clerk"]);
    check(
        &ev[0],
        "Role.Deleted",
        "DELETE",
        "/roles/:id",
        &format!("/roles/{role_id}"),
        204,
        json!({"id": role_id}),
    );

    // Clients and resources emit nothing.
    assert!(
        env.events_of(&["client", "create", "--name", "svc"])
            .is_empty()
    );
    assert!(env.events_of(&["-y", "resource", "delete", api]).is_empty());

    // Everything above is in the log, in order, with the same payloads.
    let log = env.json(&["events", "list"]);
    let names: Vec<&str> = log
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "Scope.Created",
            "Scope.Created",
            "Scope.Data.Updated",
            "Role.Created",
            "Role.Scopes.Updated",
            "Role.Created",
            "Role.Data.Updated",
            "Role.Scopes.Updated",
            "Role.Scopes.Updated",
            "Role.Scopes.Updated",
            "Scope.Deleted",
            "Role.Deleted",
        ]
    );
    assert_eq!(log[3]["payload"]["data"]["id"], role_id);
}

#[test]
fn failed_commands_record_no_event() {
    let env = Env::new();
    let api = env.orders_api();
    let before = env.sql_count("SELECT count(*) FROM events");
    env.fails(
        3,
        &[
            "--events", "stdout", "role", "create", "x", "-r", api, "-s", "nope",
        ],
    );
    assert_eq!(env.sql_count("SELECT count(*) FROM events"), before);
}

#[test]
fn events_go_to_stderr_when_asked_and_after_the_output() {
    let env = Env::new();
    let r = env.run(&[
        "--events", "stderr", "-o", "json", "role", "create", "clerk",
    ]);
    assert_eq!(r.code, 0);
    let _: Value = serde_json::from_str(&r.stdout).expect("stdout holds only the role JSON");
    assert!(
        r.stderr
            .lines()
            .any(|l| l.starts_with("{\"event\":\"Role.Created\"")),
        "{}",
        r.stderr
    );
    let mut c = env.cmd(&["role", "create", "other"]);
    c.env("IDCTL_EVENTS", "stdout");
    let r = common::run_cmd(c);
    let last = r.stdout.lines().last().unwrap();
    assert!(
        last.starts_with("{\"event\":\"Role.Created\""),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.starts_with("ID"),
        "the command's own output comes first"
    );
}

#[test]
fn events_list_filters_and_limits() {
    let env = Env::new();
    for n in ["a", "b", "c"] {
        env.ok(&["role", "create", n]);
    }
    env.ok(&["role", "update", "a", "-d", "x"]);
    let created = env.json(&["events", "list", "--type", "Role.Created"]);
    assert_eq!(created.as_array().unwrap().len(), 3);
    let last2 = env.json(&["events", "list", "--limit", "2"]);
    let names: Vec<&str> = last2
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Role.Created", "Role.Data.Updated"]);
    assert_eq!(last2[1]["payload"]["data"]["name"], "a");
    let table = env.ok(&["events", "list"]);
    assert!(table.contains("PATCH /roles/"), "{table}");
    let r = env.fails(5, &["events", "list", "--type", "Role.Create"]);
    assert!(
        r.stderr.contains("hint: did you mean Role.Created?"),
        "{}",
        r.stderr
    );
}
