mod common;
use common::Env;

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
