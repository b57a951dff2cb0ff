//! The event log: every operation records its catalogued event, from the CLI and over the
//! Management API, with the actor, app and address of who did it.
use crate::common::api::Api;
use crate::common::management::*;
use crate::common::receiver::Receiver;
use crate::common::{Env, event_keys, keys};
use serde_json::{Value, json};
use std::time::Duration;

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
    assert_eq!(keys(&ev[0]), event_keys(&["data"]));
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
    assert_eq!(keys(&ev[0]), event_keys(&["data"]));
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
    assert_eq!(keys(&ev[1]), event_keys(&["roleId", "data"]));
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
    let r = crate::common::run_cmd(c);
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

/// The operating-system user running the tests, as `id` names it (independently of idctl).
fn os_user() -> (String, String) {
    let id = |flag: &str| {
        let out = std::process::Command::new("id")
            .arg(flag)
            .output()
            .expect("id");
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    };
    (id("-u"), id("-un"))
}

/// Who did what, on the command line: every entry names its actor (the operating-system
/// user), app and ip, as columns and JSON fields; `events get ID` shows one entry.
#[test]
fn events_list_names_the_actor_app_and_ip_and_events_get_shows_one() {
    let env = Env::new();
    env.ok(&["role", "create", "clerk"]);
    let (uid, name) = os_user();
    let log = env.json(&["events", "list"]);
    let e = &log[0];
    assert_eq!(
        keys(e),
        [
            "seq",
            "id",
            "kind",
            "event",
            "createdAt",
            "actor",
            "app",
            "ip",
            "payload"
        ]
    );
    assert_eq!(e["kind"], "event");
    assert_eq!(e["event"], "Role.Created");
    assert_eq!(
        e["actor"],
        json!({"type": "os-user", "id": uid, "name": name})
    );
    assert_eq!(e["app"], Value::Null);
    assert_eq!(e["ip"], "127.0.0.1");
    let table = env.ok(&["events", "list"]);
    let header: Vec<&str> = table.lines().next().unwrap().split_whitespace().collect();
    assert_eq!(
        header,
        [
            "SEQ", "ID", "KIND", "EVENT", "CREATED", "ACTOR", "APP", "IP", "PATH"
        ]
    );
    assert!(table.contains(&format!("os-user:{name}")), "{table}");

    // One entry by its id: the same fields, JSON or a table with the payload.
    let id = e["id"].as_str().unwrap();
    assert_eq!(&env.json(&["events", "get", id]), e);
    let shown = env.ok(&["events", "get", id]);
    assert!(
        shown.contains("Role.Created") && shown.contains("PAYLOAD"),
        "{shown}"
    );
    assert!(shown.contains("\"name\": \"clerk\""), "{shown}");
    // An unknown id: exit 3, nothing changed.
    let r = env.fails(3, &["-o", "json", "events", "get", "nope"]);
    assert_eq!(r.err_json()["code"], "event.not_found");
    let r = env.fails(3, &["events", "get", "nope"]);
    assert!(
        r.stderr.contains("no event or audit entry has the id nope"),
        "{}",
        r.stderr
    );
}

/// Changes the service's catalogue has no webhook event for leave an audit entry each, in the
/// same log, with who made them; they are not webhook events (no `--events` line, no
/// delivery, not in `events list` without `--audit`), carry no secret, and a failed or
/// no-op command leaves none.
#[test]
fn changes_without_a_webhook_event_are_audit_entries() {
    let env = Env::new();
    let receiver = crate::common::receiver::Receiver::start(Vec::new());
    let api = "https://orders.example.com";
    let (_, name) = os_user();
    let audited = |args: &[&str]| -> Vec<Value> {
        let before = env.sql_count("SELECT coalesce(max(seq), 0) FROM events");
        assert!(
            env.events_of(args).is_empty(),
            "idctl {args:?}: an audit entry is not a webhook event"
        );
        env.json(&["events", "list", "--audit", "--limit", "100000"])
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["seq"].as_i64().unwrap() > before)
            .cloned()
            .collect()
    };
    let one = |args: &[&str], name: &str| -> Value {
        let got = audited(args);
        let names: Vec<&str> = got.iter().map(|e| e["event"].as_str().unwrap()).collect();
        assert_eq!(names, [name], "idctl {args:?}");
        got[0].clone()
    };
    env.ok(&[
        "hook",
        "create",
        "all",
        "--url",
        &receiver.url,
        "--event",
        "all",
    ]);

    let e = one(
        &["resource", "create", "--name", "Orders", "--indicator", api],
        "Resource.Created",
    );
    assert_eq!(e["kind"], "audit");
    assert_eq!(e["actor"]["type"], "os-user");
    assert_eq!(e["actor"]["name"], name.as_str());
    assert_eq!(e["ip"], "127.0.0.1");
    assert_eq!(e["payload"]["path"], "/resources");
    assert_eq!(e["payload"]["method"], "POST");
    assert_eq!(e["payload"]["data"]["indicator"], api);
    let rid = e["payload"]["data"]["id"].as_str().unwrap().to_string();
    let e = one(
        &["resource", "update", api, "--ttl", "60"],
        "Resource.Data.Updated",
    );
    assert_eq!(e["payload"]["path"], format!("/resources/{rid}"));
    one(
        &["resource", "set-default", api],
        "Resource.Default.Updated",
    );
    one(&["resource", "unset-default"], "Resource.Default.Updated");
    env.ok(&["scope", "create", "-r", api, "read:orders"]);
    env.ok(&[
        "role",
        "create",
        "bot",
        "--type",
        "m2m",
        "-r",
        api,
        "-s",
        "read:orders",
    ]);
    env.ok(&["role", "create", "clerk", "-r", api, "-s", "read:orders"]);

    let created = env.json(&["client", "create", "billing"]);
    let secret = created["secret"].as_str().unwrap().to_string();
    let log = env.json(&["events", "list", "--audit", "--type", "Application.*"]);
    assert_eq!(log.as_array().unwrap().len(), 1);
    assert_eq!(log[0]["event"], "Application.Created");
    assert_eq!(log[0]["payload"]["data"]["name"], "billing");
    one(
        &["client", "assign", "billing", "bot"],
        "Application.Roles.Assigned",
    );
    one(
        &["client", "rotate-secret", "billing"],
        "Application.Secret.Rotated",
    );
    one(
        &["client", "update", "billing", "--name", "invoicing"],
        "Application.Data.Updated",
    );
    one(
        &["client", "unassign", "invoicing", "bot"],
        "Application.Roles.Unassigned",
    );

    env.ok(&["user", "create", "--username", "alice"]);
    one(&["user", "assign", "alice", "clerk"], "User.Roles.Assigned");
    one(
        &["user", "unassign", "alice", "clerk"],
        "User.Roles.Unassigned",
    );
    let pat = env.ok(&["pat", "create", "alice", "--name", "ci"]);
    one(
        &["pat", "rename", "alice", "ci", "ci-2"],
        "PersonalAccessToken.Data.Updated",
    );
    one(
        &["pat", "delete", "alice", "ci-2", "--yes"],
        "PersonalAccessToken.Deleted",
    );

    let hook = env.json(&[
        "hook",
        "create",
        "audit",
        "--url",
        &receiver.url,
        "--event",
        "User.*",
    ]);
    let hook_key = env.json(&["hook", "get", "audit", "--show-secret"])["signingKey"]
        .as_str()
        .unwrap()
        .to_string();
    one(
        &["hook", "update", "audit", "--timeout", "5"],
        "Hook.Data.Updated",
    );
    one(&["hook", "disable", "audit"], "Hook.Data.Updated");
    one(
        &["hook", "rotate-secret", "audit"],
        "Hook.SigningKey.Updated",
    );
    one(&["hook", "delete", "audit", "--yes"], "Hook.Deleted");
    let key = one(&["keys", "rotate"], "SigningKey.Rotated");
    let old = env
        .json(&["keys", "list"])
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["signing"] == false && k["idTokens"] == false)
        .unwrap()["kid"]
        .as_str()
        .unwrap()
        .to_string();
    assert_ne!(key["payload"]["data"]["kid"], old.as_str());
    one(&["keys", "delete", &old, "--yes"], "SigningKey.Deleted");
    let e = one(
        &["config", "set", "lockout.max-attempts", "1"],
        "Setting.Updated",
    );
    assert_eq!(
        e["payload"]["data"],
        json!({"key": "lockout.max-attempts", "value": "1", "previous": null})
    );
    let r = env.run(&[
        "experience",
        "sign-in",
        "--username",
        "alice",
        "--password-stdin",
    ]);
    assert_ne!(r.code, 0);
    one(&["user", "unlock", "alice"], "Identifier.Unlocked");
    one(
        &["client", "delete", "invoicing", "--yes"],
        "Application.Deleted",
    );
    one(&["resource", "delete", api, "--yes"], "Resource.Deleted");

    // Not in the webhook log, never delivered, and no secret in any of them.
    let events = env.json(&["events", "list", "--limit", "100000"]);
    assert!(
        events
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["kind"] == "event"),
        "{events}"
    );
    let delivered = env.sql_count(
        "SELECT count(*) FROM deliveries d JOIN events e ON e.id = d.event_id WHERE e.audit = 1",
    );
    assert_eq!(delivered, 0);
    let all = env.ok(&[
        "-o", "json", "events", "list", "--audit", "--limit", "100000",
    ]);
    for secret in [secret.as_str(), pat.trim(), hook_key.as_str()] {
        assert!(!all.contains(secret), "a secret is in the log");
    }
    assert!(hook["id"].is_string());

    // A failed command and a no-op leave no entry.
    env.fails(3, &["client", "create", "x", "--role", "nope"]);
    env.fails(
        4,
        &[
            "resource",
            "create",
            "--name",
            "O",
            "--indicator",
            "https://default.logto.app/api",
        ],
    );
    env.ok(&["client", "create", "svc", "--role", "bot"]);
    env.unchanged(&["client", "assign", "svc", "bot"], "already has role");
    env.unchanged(&["config", "set", "lockout.max-attempts", "1"], "");

    // Audit names are not webhook events: a hook cannot select one, and the log's --type
    // points to --audit.
    let r = env.fails(
        5,
        &[
            "hook",
            "create",
            "x",
            "--url",
            &receiver.url,
            "--event",
            "Application.Created",
        ],
    );
    assert!(
        r.stderr.contains("Application.Created is an audit entry"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("idctl events list --audit"),
        "{}",
        r.stderr
    );
    let r = env.fails(
        5,
        &["events", "list", "--audit", "--type", "Aplication.Created"],
    );
    assert!(
        r.stderr.contains("did you mean Application.Created?"),
        "{}",
        r.stderr
    );
}

// Over the Management API (`/api`): every route of the catalogue with its status, body and
// event (`common::management::Ctx` checks them against `idctl::events::catalogue`).

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
    // Role.Created's webhook delivery runs after its request: wait until it is recorded, so
    // that the snapshots below see only what the refused request does.
    let settled = poll(Duration::from_secs(30), || {
        (env.sql_count("SELECT count(*) FROM deliveries WHERE status <> 'delivered'") == 0)
            .then_some(())
    });
    assert!(
        settled.is_some(),
        "a delivery is still in flight: {}",
        deliveries(&env)
    );
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
