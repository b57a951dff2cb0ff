mod common;
use common::Env;

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
    let r = env.fails(3, &["role", "grant", "clerk", "-r", api, "write:order"]);
    assert!(
        r.stderr.contains("permission write:order is not defined"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("hint: did you mean write:orders?"),
        "{}",
        r.stderr
    );
    // A failing name among good ones changes nothing.
    env.fails(
        3,
        &[
            "role",
            "grant",
            "clerk",
            "-r",
            api,
            "write:orders",
            "nope:orders",
        ],
    );
    env.fails(
        3,
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
    );
    env.fails(3, &["role", "grant", "ghost", "-r", api, "read:orders"]);
    env.unchanged(
        &["role", "revoke", "clerk", "-r", api, "write:orders"],
        "role clerk does not have permission write:orders (nothing to do)",
    );
    env.fails(3, &["role", "revoke", "clerk", "-r", api, "nope:orders"]);
    env.fails(5, &["role", "update", "robot", "--default", "true"]);
    env.fails(4, &["role", "update", "robot", "--name", "clerk"]);
    env.fails(2, &["role", "create", "x", "-s", "read:orders"]);
    env.fails(2, &["-y", "role", "delete"]);
    env.fails(3, &["-y", "role", "delete", "ghost"]);
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
    let api = common::api::Api::start(&env);
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
