//! API resources and their permissions (scopes): `idctl resource`, `idctl scope` and the
//! Management API's `/resources`, and the built-in Management API resource and role.
use crate::common::Env;
use crate::common::api::{Api, MANAGEMENT_API, MANAGEMENT_ROLE};
use crate::common::management::*;
use idctl::events::catalogue::{self as cat};
use serde_json::{Value, json};

const API: &str = "https://api.example.com";

#[test]
fn create_get_list_update_in_json() {
    let env = Env::new();
    let r = env.json(&["resource", "create", "--name", "Orders", "--indicator", API]);
    assert_eq!(r["name"], "Orders");
    assert_eq!(r["indicator"], API);
    assert_eq!(r["accessTokenTtl"], 3600);
    assert_eq!(r["isDefault"], false);
    assert_eq!(r["id"].as_str().unwrap().len(), 21);
    assert!(r["createdAt"].is_i64());
    let id = r["id"].as_str().unwrap();
    assert_eq!(env.json(&["resource", "get", id]), r);
    assert_eq!(env.json(&["resource", "get", API]), r);
    // Every store has the built-in Management API first.
    let list = env.json(&["resource", "list"]);
    assert_eq!(list[0]["indicator"], "https://default.logto.app/api");
    assert_eq!(list.as_array().unwrap()[1..], [r]);
    let u = env.json(&[
        "resource",
        "update",
        API,
        "--ttl",
        "600",
        "--name",
        "Orders API",
    ]);
    assert_eq!(u["accessTokenTtl"], 600);
    assert_eq!(u["name"], "Orders API");
    assert_eq!(u["indicator"], API);
}

#[test]
fn table_output_is_for_people() {
    let env = Env::new();
    env.ok(&[
        "resource",
        "create",
        "--name",
        "Orders",
        "--indicator",
        API,
        "--ttl",
        "60",
    ]);
    let out = env.ok(&["resource", "list"]);
    let mut lines = out.lines();
    let header = lines.next().unwrap();
    assert!(
        header.starts_with("ID") && header.contains("INDICATOR"),
        "{out}"
    );
    let row = lines.find(|l| l.contains(API)).unwrap();
    assert!(
        row.contains(API) && row.contains("60s") && row.contains("no"),
        "{out}"
    );
}

#[test]
fn indicators_are_compared_byte_for_byte() {
    let env = Env::new();
    env.ok(&["resource", "create", "--name", "A", "--indicator", API]);
    env.ok(&[
        "resource",
        "create",
        "--name",
        "B",
        "--indicator",
        "https://api.example.com/",
    ]);
    // The two, and the built-in Management API.
    assert_eq!(env.json(&["resource", "list"]).as_array().unwrap().len(), 3);
    assert_eq!(
        env.json(&["resource", "get", "https://api.example.com/"])["name"],
        "B"
    );
}

#[test]
fn a_query_string_is_accepted_with_a_warning() {
    let env = Env::new();
    let r = env.run(&[
        "resource",
        "create",
        "--name",
        "Q",
        "--indicator",
        "https://api.example.com/?v=2",
    ]);
    assert_eq!(r.code, 0);
    assert!(
        r.stderr
            .contains("warning: the resource indicator has a query string"),
        "{}",
        r.stderr
    );
}

#[test]
fn bad_indicators_and_ttls_are_refused_without_change() {
    let env = Env::new();
    env.ok(&["resource", "create", "--name", "Orders", "--indicator", API]);
    let r = env.fails(
        5,
        &[
            "resource",
            "create",
            "--name",
            "x",
            "--indicator",
            "api/orders",
        ],
    );
    assert!(r.stderr.contains("must be an absolute URI"), "{}", r.stderr);
    let r = env.fails(
        5,
        &[
            "resource",
            "create",
            "--name",
            "x",
            "--indicator",
            "https://b.example.com#frag",
        ],
    );
    assert!(r.stderr.contains("must not contain a fragment component"));
    let r = env.fails(
        4,
        &[
            "-o",
            "json",
            "resource",
            "create",
            "--name",
            "x",
            "--indicator",
            API,
        ],
    );
    assert_eq!(r.err_json()["code"], "resource.resource_identifier_in_use");
    for ttl in ["0", "-5"] {
        let r = env.fails(
            5,
            &[
                "resource",
                "create",
                "--name",
                "x",
                "--indicator",
                "https://c.example.com",
                "--ttl",
                ttl,
            ],
        );
        assert!(
            r.stderr.contains(&format!(
                "access token TTL (seconds) must be 1 to 31536000, not {ttl}"
            )),
            "{}",
            r.stderr
        );
    }
    let r = env.fails(
        2,
        &[
            "resource",
            "create",
            "--name",
            "x",
            "--indicator",
            "https://c.example.com",
            "--ttl",
            "soon",
        ],
    );
    assert!(r.stderr.contains("invalid value 'soon'"));
    let r = env.fails(5, &["resource", "update", API, "--ttl", "0"]);
    assert!(
        r.stderr
            .contains("access token TTL (seconds) must be 1 to 31536000, not 0")
    );
    let r = env.fails(3, &["resource", "get", "https://nowhere.example.com"]);
    assert!(
        r.stderr
            .contains("resource https://nowhere.example.com does not exist")
    );
    let r = env.fails(2, &["resource", "update", API]);
    assert!(r.stderr.contains("nothing to update"));
}

#[test]
fn only_one_resource_is_the_default() {
    let env = Env::new();
    env.ok(&[
        "resource",
        "create",
        "--name",
        "A",
        "--indicator",
        "https://a.example.com",
        "--default",
    ]);
    let r = env.run(&[
        "resource",
        "create",
        "--name",
        "B",
        "--indicator",
        "https://b.example.com",
        "--default",
    ]);
    assert_eq!(r.code, 0);
    assert!(
        r.stderr
            .contains("https://a.example.com is no longer the default resource"),
        "{}",
        r.stderr
    );
    let defaults: Vec<String> = env
        .json(&["resource", "list"])
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["isDefault"] == true)
        .map(|r| r["indicator"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(defaults, ["https://b.example.com"]);
    let r = env.run(&["resource", "set-default", "https://a.example.com"]);
    assert!(
        r.stderr
            .contains("https://b.example.com is no longer the default")
    );
    assert_eq!(
        env.json(&["resource", "get", "https://a.example.com"])["isDefault"],
        true
    );
    assert_eq!(
        env.json(&["resource", "get", "https://b.example.com"])["isDefault"],
        false
    );
    env.ok(&["resource", "unset-default"]);
    assert_eq!(
        env.json(&["resource", "get", "https://a.example.com"])["isDefault"],
        false
    );
}

#[test]
fn deleting_a_resource_removes_its_permissions_from_roles() {
    let env = Env::new();
    let api = env.orders_api();
    env.ok(&["role", "create", "reader", "-r", api, "-s", "read:orders"]);
    env.ok(&[
        "resource",
        "create",
        "--name",
        "Other",
        "--indicator",
        "https://other.example.com",
    ]);
    env.ok(&[
        "scope",
        "create",
        "-r",
        "https://other.example.com",
        "read:other",
    ]);
    env.ok(&[
        "role",
        "grant",
        "reader",
        "-r",
        "https://other.example.com",
        "read:other",
    ]);
    assert_eq!(
        env.json(&["role", "scopes", "reader"])
            .as_array()
            .unwrap()
            .len(),
        2
    );
    env.ok(&["--yes", "resource", "delete", api]);
    let left = env.json(&["role", "scopes", "reader"]);
    assert_eq!(left.as_array().unwrap().len(), 1);
    assert_eq!(left[0]["name"], "read:other");
    assert_eq!(
        env.sql_count("SELECT count(*) FROM scopes WHERE resource_id != 'management-api'"),
        1
    );
    env.fails(3, &["resource", "get", api]);
}

#[test]
fn deleting_without_a_terminal_needs_yes() {
    let env = Env::new();
    env.ok(&["resource", "create", "--name", "Orders", "--indicator", API]);
    let r = env.fails(2, &["resource", "delete", API]);
    assert!(
        r.stderr.contains("refusing to delete resource"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("hint: pass --yes"));
    let out = env.ok(&["resource", "delete", API, "-y"]);
    assert_eq!(out.trim(), format!("deleted resource {API}"));
}

// `idctl scope`: the permissions of a resource.

#[test]
fn permissions_are_created_listed_updated_and_deleted() {
    let env = Env::new();
    let api = env.orders_api();
    let list = env.json(&["scope", "list", "-r", api]);
    let names: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["read:orders", "write:orders"]);
    assert_eq!(list[0]["description"], "Read orders");
    assert_eq!(list[1]["description"], serde_json::Value::Null);
    let u = env.json(&[
        "scope",
        "update",
        "-r",
        api,
        "write:orders",
        "-d",
        "Change orders",
    ]);
    assert_eq!(u["description"], "Change orders");
    let id = u["id"].as_str().unwrap();
    // Addressable by id too.
    env.ok(&["scope", "update", "-r", api, id, "-d", "Change orders!"]);
    env.ok(&["-y", "scope", "delete", "-r", api, "write:orders"]);
    assert_eq!(
        env.json(&["scope", "list", "-r", api])
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn same_name_on_two_resources_is_fine() {
    let env = Env::new();
    let api = env.orders_api();
    env.ok(&[
        "resource",
        "create",
        "--name",
        "B",
        "--indicator",
        "https://b.example.com",
    ]);
    env.ok(&[
        "scope",
        "create",
        "-r",
        "https://b.example.com",
        "read:orders",
    ]);
    assert_eq!(
        env.json(&["scope", "list", "-r", api])
            .as_array()
            .unwrap()
            .len(),
        2
    );
}

#[test]
fn bad_permissions_are_refused_without_change() {
    let env = Env::new();
    let api = env.orders_api();
    let r = env.fails(
        5,
        &["-o", "json", "scope", "create", "-r", api, "read orders"],
    );
    assert_eq!(r.err_json()["code"], "scope.name_with_space");
    let r = env.fails(
        4,
        &["-o", "json", "scope", "create", "-r", api, "read:orders"],
    );
    assert_eq!(r.err_json()["code"], "scope.name_exists");
    let long = "a".repeat(257);
    let r = env.fails(5, &["scope", "create", "-r", api, &long]);
    assert!(r.stderr.contains("at most 256"));
    let r = env.fails(
        3,
        &["scope", "create", "-r", "https://missing.example.com", "x"],
    );
    assert!(
        r.stderr
            .contains("resource https://missing.example.com does not exist")
    );
    let r = env.fails(
        3,
        &["scope", "update", "-r", api, "delete:orders", "-d", "x"],
    );
    assert!(
        r.stderr
            .contains("permission delete:orders is not defined on https://api.example.com")
    );
    env.fails(3, &["-y", "scope", "delete", "-r", api, "nope"]);
}

#[test]
fn deleting_a_permission_removes_it_from_roles() {
    let env = Env::new();
    let api = env.orders_api();
    env.ok(&[
        "role",
        "create",
        "rw",
        "-r",
        api,
        "-s",
        "read:orders",
        "-s",
        "write:orders",
    ]);
    env.ok(&["-y", "scope", "delete", "-r", api, "read:orders"]);
    let left = env.json(&["role", "scopes", "rw"]);
    assert_eq!(left.as_array().unwrap().len(), 1);
    assert_eq!(left[0]["name"], "write:orders");
}

// Over the Management API (`/api`): every route of the catalogue with its status, body and
// event (`common::management::Ctx` checks them against `idctl::events::catalogue`).

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
        .find(|r| r["indicator"] == crate::common::api::MANAGEMENT_API)
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

// Refused over the Management API (`/api`) and by the CLI: the reference's status or exit code,
// error code and message, and the store unchanged.

const ALL_ID: &str = "management-api-all";

// ---------------------------------------------------------------------------------------
// The built-in Management API resource and role
// ---------------------------------------------------------------------------------------

#[test]
fn the_built_in_resource_and_role_cannot_be_changed_over_http() {
    let env = Env::new();
    env.orders_api();
    env.ok(&["role", "create", "editors", "-d", "Editors"]);
    env.ok(&["user", "create", "--username", "alice"]);
    let api = Api::start(&env);
    let editors = api.get("/roles?search=editors").body[0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let user = env.json(&["user", "get", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let read_orders = env.json(&[
        "scope",
        "get",
        "-r",
        "https://api.example.com",
        "read:orders",
    ])["id"]
        .as_str()
        .unwrap()
        .to_string();

    // They are listed.
    let resources = api.get("/resources");
    assert!(
        resources
            .body
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["id"] == API_ID && r["indicator"] == MANAGEMENT_API),
        "{}",
        resources.text
    );
    let scopes = api.get(&format!("/resources/{API_ID}/scopes"));
    assert_eq!(scopes.status, 200, "{}", scopes.text);
    assert!(
        scopes
            .body
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["id"] == ALL_ID && s["name"] == "all"),
        "{}",
        scopes.text
    );
    let roles = api.get("/roles");
    assert!(
        roles
            .body
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["id"] == ROLE_ID
                && r["name"] == MANAGEMENT_ROLE
                && r["type"] == "MachineToMachine"),
        "{}",
        roles.text
    );

    let res = "resource.cannot_modify_management_api";
    let resource_cases: Vec<(&str, String, Option<Value>)> = vec![
        (
            "PATCH",
            format!("/resources/{API_ID}"),
            Some(json!({"name": "Mine"})),
        ),
        (
            "PATCH",
            format!("/resources/{API_ID}"),
            Some(json!({"accessTokenTtl": 60})),
        ),
        ("DELETE", format!("/resources/{API_ID}"), None),
        (
            "PATCH",
            format!("/resources/{API_ID}/is-default"),
            Some(json!({"isDefault": true})),
        ),
        (
            "PATCH",
            format!("/resources/{API_ID}/is-default"),
            Some(json!({"isDefault": false})),
        ),
        (
            "POST",
            format!("/resources/{API_ID}/scopes"),
            Some(json!({"name": "read"})),
        ),
        (
            "PATCH",
            format!("/resources/{API_ID}/scopes/{ALL_ID}"),
            Some(json!({"name": "everything"})),
        ),
        (
            "PATCH",
            format!("/resources/{API_ID}/scopes/{ALL_ID}"),
            Some(json!({"description": "changed"})),
        ),
        (
            "DELETE",
            format!("/resources/{API_ID}/scopes/{ALL_ID}"),
            None,
        ),
    ];
    for (method, path, body) in resource_cases {
        refused(
            &env,
            &format!("{method} {path}"),
            400,
            res,
            MANAGEMENT_API,
            || api.call(method, &path, body.as_ref()),
        );
    }

    let role = "role.cannot_modify_management_api_role";
    let role_cases: Vec<(&str, String, Option<Value>)> = vec![
        (
            "PATCH",
            format!("/roles/{ROLE_ID}"),
            Some(json!({"name": "mine"})),
        ),
        (
            "PATCH",
            format!("/roles/{ROLE_ID}"),
            Some(json!({"description": "changed"})),
        ),
        (
            "PATCH",
            format!("/roles/{ROLE_ID}"),
            Some(json!({"isDefault": true})),
        ),
        ("DELETE", format!("/roles/{ROLE_ID}"), None),
        (
            "POST",
            format!("/roles/{ROLE_ID}/scopes"),
            Some(json!({"scopeIds": [read_orders]})),
        ),
        ("DELETE", format!("/roles/{ROLE_ID}/scopes/{ALL_ID}"), None),
    ];
    for (method, path, body) in role_cases {
        let r = api.call(method, &path, body.as_ref());
        assert!(
            (400..500).contains(&r.status),
            "{method} {path}: {} {}",
            r.status,
            r.text
        );
        let status = r.status;
        refused(
            &env,
            &format!("{method} {path}"),
            status,
            role,
            MANAGEMENT_ROLE,
            || api.call(method, &path, body.as_ref()),
        );
    }

    let user_role = "role.management_api_scopes_not_assignable_to_user_role";
    refused(
        &env,
        "a User role created with all",
        400,
        user_role,
        "all",
        || {
            api.post(
                "/roles",
                json!({"name": "admins", "description": "d", "scopeIds": [ALL_ID]}),
            )
        },
    );
    refused(
        &env,
        "a User role (type given) created with all",
        400,
        user_role,
        "all",
        || {
            api.post(
                "/roles",
                json!({"name": "admins", "description": "d", "type": "User",
                       "scopeIds": [read_orders, ALL_ID]}),
            )
        },
    );
    refused(
        &env,
        "all added to a User role",
        400,
        user_role,
        "all",
        || {
            api.post(
                &format!("/roles/{editors}/scopes"),
                json!({"scopeIds": [read_orders, ALL_ID]}),
            )
        },
    );
    refused(
        &env,
        "the built-in role given to a user",
        422,
        "user.invalid_role_type",
        "",
        || {
            api.post(
                &format!("/users/{user}/roles"),
                json!({"roleIds": [ROLE_ID]}),
            )
        },
    );

    // Still there, unchanged, and still working.
    let r = api.get(&format!("/roles/{ROLE_ID}"));
    assert_eq!(r.body["name"], MANAGEMENT_ROLE, "{}", r.text);
    let r = api.get(&format!("/roles/{ROLE_ID}/scopes"));
    assert_eq!(r.body.as_array().map(Vec::len), Some(1), "{}", r.text);
    assert_eq!(r.body[0]["id"], ALL_ID);
    healthy(&api);

    // A machine-to-machine role may hold `all` (the refusal above is about User roles).
    let m2m = api.post(
        "/roles",
        json!({"name": "ops", "description": "d", "type": "MachineToMachine",
               "scopeIds": [ALL_ID]}),
    );
    assert_eq!(m2m.status, 200, "{}", m2m.text);
}

#[test]
fn the_cli_refuses_the_same_changes_to_the_built_in_records() {
    let env = Env::new();
    env.orders_api();
    env.ok(&["role", "create", "editors", "-d", "Editors"]);
    env.ok(&["user", "create", "--username", "alice"]);

    // Listed by the CLI.
    let resources = env.json(&["resource", "list"]);
    assert!(
        resources.to_string().contains(MANAGEMENT_API),
        "{resources}"
    );
    assert!(env.ok(&["resource", "list"]).contains(MANAGEMENT_API));
    let roles = env.json(&["role", "list"]);
    assert!(roles.to_string().contains(MANAGEMENT_ROLE), "{roles}");
    assert!(env.ok(&["role", "list"]).contains(MANAGEMENT_ROLE));
    let scopes = env.json(&["scope", "list", "-r", MANAGEMENT_API]);
    assert!(scopes.to_string().contains("\"all\""), "{scopes}");

    let api_cases: Vec<Vec<&str>> = vec![
        vec!["resource", "delete", MANAGEMENT_API, "--yes"],
        vec!["resource", "delete", API_ID, "--yes"],
        vec!["resource", "update", MANAGEMENT_API, "--name", "Mine"],
        vec!["resource", "update", MANAGEMENT_API, "--ttl", "60"],
        vec!["scope", "create", "-r", MANAGEMENT_API, "x"],
        vec![
            "scope",
            "update",
            "-r",
            MANAGEMENT_API,
            "all",
            "--name",
            "every",
        ],
        vec![
            "scope",
            "update",
            "-r",
            MANAGEMENT_API,
            "all",
            "-d",
            "changed",
        ],
        vec!["scope", "delete", "-r", MANAGEMENT_API, "all", "--yes"],
    ];
    let role_cases: Vec<Vec<&str>> = vec![
        vec!["role", "delete", MANAGEMENT_ROLE, "--yes"],
        vec!["role", "delete", ROLE_ID, "--yes"],
        vec!["role", "update", MANAGEMENT_ROLE, "--name", "mine"],
        vec!["role", "update", MANAGEMENT_ROLE, "-d", "changed"],
        vec!["role", "update", MANAGEMENT_ROLE, "--default", "true"],
        vec![
            "role",
            "grant",
            MANAGEMENT_ROLE,
            "-r",
            "https://api.example.com",
            "read:orders",
        ],
        vec![
            "role",
            "revoke",
            MANAGEMENT_ROLE,
            "-r",
            MANAGEMENT_API,
            "all",
        ],
    ];
    let user_role_cases: Vec<Vec<&str>> = vec![
        vec![
            "role",
            "create",
            "admins",
            "-r",
            MANAGEMENT_API,
            "-s",
            "all",
        ],
        vec![
            "role",
            "create",
            "admins",
            "--type",
            "user",
            "-r",
            MANAGEMENT_API,
            "-s",
            "all",
        ],
        vec!["role", "grant", "editors", "-r", MANAGEMENT_API, "all"],
    ];
    // Each refusal, in text and in JSON with its code.
    for (cases, code) in [
        (&api_cases, "resource.cannot_modify_management_api"),
        (&role_cases, "role.cannot_modify_management_api_role"),
        (
            &user_role_cases,
            "role.management_api_scopes_not_assignable_to_user_role",
        ),
    ] {
        for args in cases {
            let r = env.fails(5, args);
            assert!(
                r.stderr.contains("Management API"),
                "{args:?}: {}",
                r.stderr
            );
            let mut json_args = vec!["-o", "json"];
            json_args.extend(args.iter());
            let r = env.fails(5, &json_args);
            assert_eq!(r.err_json()["code"], code, "{args:?}");
        }
    }

    let r = env.fails(
        5,
        &["-o", "json", "user", "assign", "alice", MANAGEMENT_ROLE],
    );
    assert_eq!(r.err_json()["code"], "user.invalid_role_type");
    env.fails(5, &["user", "assign", "alice", MANAGEMENT_ROLE]);

    // Still listed, unchanged.
    let role = env.json(&["role", "get", MANAGEMENT_ROLE]);
    assert_eq!(role["id"], ROLE_ID);
    let resource = env.json(&["resource", "get", MANAGEMENT_API]);
    assert_eq!(resource["id"], API_ID);
}
