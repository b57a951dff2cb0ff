mod common;
use common::Env;

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
