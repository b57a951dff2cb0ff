//! Roles: `idctl role` and the Management API's `/roles`, with their permissions.
use crate::common::management::*;
use crate::common::{Env, event_keys, keys};
use idctl::events::catalogue::{self as cat};
use serde_json::json;
use std::collections::BTreeSet;

#[test]
fn roles_are_created_with_permissions_and_listed() {
    let env = Env::new();
    let api = env.orders_api();
    let r = env.json(&[
        "role",
        "create",
        "clerk",
        "-d",
        "Shop clerk",
        "-r",
        api,
        "-s",
        "read:orders write:orders",
    ]);
    assert_eq!(r["name"], "clerk");
    assert_eq!(r["type"], "User");
    assert_eq!(r["isDefault"], false);
    assert_eq!(r["description"], "Shop clerk");
    let scopes = env.json(&["role", "scopes", "clerk"]);
    let pairs: Vec<(String, String)> = scopes
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["resource"]["indicator"].as_str().unwrap().into(),
                s["name"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        pairs,
        [
            (api.to_string(), "read:orders".to_string()),
            (api.to_string(), "write:orders".to_string())
        ]
    );
    let table = env.ok(&["role", "scopes", "clerk"]);
    assert!(
        table
            .lines()
            .any(|l| l.contains(api) && l.contains("read:orders")),
        "{table}"
    );
    let m2m = env.json(&["role", "create", "robot", "--type", "m2m"]);
    assert_eq!(m2m["type"], "MachineToMachine");
    let id = m2m["id"].as_str().unwrap();
    assert_eq!(env.json(&["role", "get", id])["name"], "robot");
    // The two, and the built-in Management API role.
    assert_eq!(env.json(&["role", "list"]).as_array().unwrap().len(), 3);
}

#[test]
fn update_changes_only_the_given_fields() {
    let env = Env::new();
    env.ok(&["role", "create", "clerk", "-d", "Shop clerk"]);
    let u = env.json(&["role", "update", "clerk", "--default", "true"]);
    assert_eq!(u["isDefault"], true);
    assert_eq!(u["description"], "Shop clerk");
    let u = env.json(&["role", "update", "clerk", "--name", "cashier"]);
    assert_eq!(u["name"], "cashier");
    assert_eq!(u["isDefault"], true);
    env.fails(3, &["role", "get", "clerk"]);
}

#[test]
fn grant_and_revoke() {
    let env = Env::new();
    let api = env.orders_api();
    env.ok(&["role", "create", "clerk"]);
    let after = env.json(&[
        "role",
        "grant",
        "clerk",
        "-r",
        api,
        "read:orders",
        "write:orders",
    ]);
    assert_eq!(after.as_array().unwrap().len(), 2);
    let after = env.json(&["role", "revoke", "clerk", "-r", api, "write:orders"]);
    assert_eq!(after.as_array().unwrap().len(), 1);
    assert_eq!(after[0]["name"], "read:orders");
}

#[test]
fn bad_roles_are_refused_without_change() {
    let env = Env::new();
    let api = env.orders_api();
    env.ok(&["role", "create", "clerk", "-r", api, "-s", "read:orders"]);
    env.ok(&["role", "create", "robot", "--type", "m2m"]);
    let r = env.fails(4, &["-o", "json", "role", "create", "clerk"]);
    assert_eq!(r.err_json()["code"], "role.name_in_use");
    let long = "r".repeat(129);
    let r = env.fails(5, &["role", "create", &long]);
    assert!(
        r.stderr
            .contains("role name is 129 characters long; at most 128"),
        "{}",
        r.stderr
    );
    env.ok(&["role", "create", &"r".repeat(128)]);
    // Granting a held permission is a no-op (no Role.Scopes.Updated), not a conflict.
    env.unchanged(
        &["role", "grant", "clerk", "-r", api, "read:orders"],
        "role clerk already has permission read:orders (nothing to do)",
    );
    env.refuses(&[
        (
            &["role", "grant", "clerk", "-r", api, "write:order"],
            3,
            &[
                "permission write:order is not defined",
                "hint: did you mean write:orders?",
            ],
        ),
        // A failing name among good ones changes nothing.
        (
            &[
                "role",
                "grant",
                "clerk",
                "-r",
                api,
                "write:orders",
                "nope:orders",
            ],
            3,
            &[],
        ),
        (
            &[
                "role",
                "create",
                "newbie",
                "-r",
                api,
                "-s",
                "read:orders",
                "-s",
                "nope",
            ],
            3,
            &[],
        ),
        (
            &["role", "grant", "ghost", "-r", api, "read:orders"],
            3,
            &[],
        ),
    ]);
    env.unchanged(
        &["role", "revoke", "clerk", "-r", api, "write:orders"],
        "role clerk does not have permission write:orders (nothing to do)",
    );
    env.refuses(&[
        (
            &["role", "revoke", "clerk", "-r", api, "nope:orders"],
            3,
            &[],
        ),
        (&["role", "update", "robot", "--default", "true"], 5, &[]),
        (&["role", "update", "robot", "--name", "clerk"], 4, &[]),
        (&["role", "create", "x", "-s", "read:orders"], 2, &[]),
        (&["-y", "role", "delete"], 2, &[]),
        (&["-y", "role", "delete", "ghost"], 3, &[]),
    ]);
}

#[test]
fn deleting_a_role_takes_it_from_clients() {
    let env = Env::new();
    env.ok(&["role", "create", "robot", "--type", "m2m"]);
    env.ok(&["client", "create", "--name", "svc", "--role", "robot"]);
    let r = env.run(&["-y", "role", "delete", "robot"]);
    assert_eq!(r.code, 0);
    assert!(
        r.stderr.contains("role robot was removed from 1 client(s)"),
        "{}",
        r.stderr
    );
    assert_eq!(env.json(&["client", "roles", "svc"]), serde_json::json!([]));
}

#[test]
fn an_unknown_role_name_gets_the_closest_names_as_a_hint() {
    let env = Env::new();
    env.ok(&["role", "create", "editor"]);
    env.ok(&["role", "create", "robot", "--type", "m2m"]);
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["client", "create", "svc"]);
    // Wherever a role is named: get, assign, create --role; the store stays as it was.
    for args in [
        vec!["role", "get", "edtor"],
        vec!["user", "assign", "alice", "editr"],
        vec!["user", "create", "--username", "bob", "--role", "edito"],
        vec!["client", "assign", "svc", "robt"],
        vec!["client", "create", "worker", "--role", "robott"],
    ] {
        let r = env.fails(3, &args);
        let want = if args.contains(&"svc") || args.contains(&"worker") {
            "hint: did you mean robot?"
        } else {
            "hint: did you mean editor?"
        };
        assert!(r.stderr.contains(want), "{args:?}: {}", r.stderr);
    }
    // Under -o json the hint is in the error object.
    let mut args = vec!["-o", "json", "role", "get", "edtor"];
    let e = env.fails(3, &args).err_json();
    assert_eq!(e["hint"], "did you mean editor?");
    // Nothing close: the command that lists them.
    args[4] = "zzzzzzzzzzzz";
    let e = env.fails(3, &args).err_json();
    assert_eq!(e["hint"], "list roles with: idctl role list");
}

// Over the Management API (`/api`): every route of the catalogue with its status, body and
// event (`common::management::Ctx` checks them against `idctl::events::catalogue`).

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
    assert_eq!(keys(&evs[1]), event_keys(&["roleId", "data"]), "{}", evs[1]);
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
    assert!(
        names.contains(crate::common::api::MANAGEMENT_ROLE),
        "{names:?}"
    );
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

/// An update that names nothing to change is refused by each front in its own words: the CLI
/// names its flags (exit 2), the Management API says the body names no field (400
/// `guard.invalid_input`, with `details`); neither changes the store.
#[test]
fn an_update_naming_nothing_is_phrased_by_each_front() {
    use serde_json::json;
    let env = Env::new();
    env.ok(&["role", "create", "editor", "-d", "Editors"]);
    let id = env.json(&["role", "get", "editor"])["id"]
        .as_str()
        .expect("role id")
        .to_string();
    let api = crate::common::api::Api::start(&env);
    let before = env.snapshot();
    let cli = "nothing to update: give --name, --description or --default";
    let r = env.fails(2, &["role", "update", "editor"]);
    assert!(
        r.stderr.lines().any(|l| l == format!("error: {cli}")),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("hint:"), "{}", r.stderr);
    let e = env
        .fails(2, &["-o", "json", "role", "update", "editor"])
        .err_json();
    assert_eq!(e, json!({"code": "usage", "message": cli}));
    let http = "nothing to update: the request body names no field to change";
    let r = api.patch(&format!("/roles/{id}"), json!({}));
    assert_eq!(r.status, 400, "{}", r.text);
    assert_eq!(
        r.body,
        json!({"code": "guard.invalid_input", "message": http, "details": http})
    );
    assert_eq!(before, env.snapshot(), "a refused update changed the store");
}
