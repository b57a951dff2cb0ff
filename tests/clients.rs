mod common;
use common::Env;

#[test]
fn a_client_secret_is_shown_once_and_stored_only_as_a_hash() {
    let env = Env::new();
    let c = env.json(&["client", "create", "--name", "svc"]);
    let secret = c["secret"].as_str().unwrap();
    assert_eq!(secret.len(), 32);
    assert!(secret.chars().all(|ch| ch.is_ascii_alphanumeric()));
    assert_eq!(c["type"], "MachineToMachine");
    let id = c["id"].as_str().unwrap();
    // No other command prints it, and the store does not hold it.
    for args in [
        vec!["client", "get", id],
        vec!["client", "list"],
        vec!["events", "list"],
    ] {
        let out = env.ok(&args);
        assert!(!out.contains(secret), "{args:?} printed the secret");
        let j = env.json(&args).to_string();
        assert!(
            !j.contains(secret) && !j.contains("secret"),
            "{args:?} printed the secret: {j}"
        );
    }
    let raw = std::fs::read(&env.store).unwrap();
    assert!(!raw.windows(secret.len()).any(|w| w == secret.as_bytes()));
    assert_eq!(
        env.sql_count(&format!(
            "SELECT count(*) FROM clients WHERE secret_hash = '{secret}'"
        )),
        0
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM clients WHERE length(secret_hash) = 64"),
        1
    );
}

#[test]
fn rotate_secret_replaces_the_hash() {
    let env = Env::new();
    let c = env.json(&["client", "create", "--name", "svc"]);
    let before = env.snapshot();
    let r = env.json(&["client", "rotate-secret", "svc"]);
    assert_ne!(r["secret"], c["secret"]);
    assert_eq!(r["id"], c["id"]);
    assert_ne!(before, env.snapshot());
    let human = env.run(&["client", "rotate-secret", "svc"]);
    assert!(human.stdout.contains("SECRET"));
    assert!(human.stderr.contains("will not be shown again"));
}

#[test]
fn roles_and_effective_permissions() {
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
    env.ok(&["scope", "create", "-r", "https://b.example.com", "read:b"]);
    env.ok(&[
        "role",
        "create",
        "reader",
        "--type",
        "m2m",
        "-r",
        api,
        "-s",
        "read:orders",
    ]);
    env.ok(&[
        "role",
        "create",
        "writer",
        "--type",
        "m2m",
        "-r",
        api,
        "-s",
        "read:orders write:orders",
    ]);
    env.ok(&[
        "role",
        "create",
        "b",
        "--type",
        "m2m",
        "-r",
        "https://b.example.com",
        "-s",
        "read:b",
    ]);
    env.ok(&["client", "create", "--name", "svc", "--role", "reader"]);
    let roles = env.json(&["client", "assign", "svc", "writer", "b"]);
    assert_eq!(roles.as_array().unwrap().len(), 3);
    let all = env.json(&["client", "scopes", "svc"]);
    let names: Vec<&str> = all
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["read:orders", "write:orders", "read:b"]);
    let only = env.json(&["client", "scopes", "svc", "-r", api]);
    assert_eq!(only.as_array().unwrap().len(), 2);
    env.ok(&["client", "unassign", "svc", "writer"]);
    let names: Vec<String> = env
        .json(&["client", "roles", "svc"])
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["b", "reader"]);
}

#[test]
fn rename_and_delete() {
    let env = Env::new();
    let c = env.json(&["client", "create", "--name", "svc"]);
    let id = c["id"].as_str().unwrap();
    assert_eq!(
        env.json(&["client", "update", id, "--name", "billing"])["name"],
        "billing"
    );
    assert_eq!(env.json(&["client", "get", "billing"])["id"], id);
    env.ok(&["--yes", "client", "delete", "billing"]);
    assert_eq!(env.json(&["client", "list"]), serde_json::json!([]));
}

#[test]
fn bad_client_input_is_refused_without_change() {
    let env = Env::new();
    env.ok(&["role", "create", "human"]);
    env.ok(&["role", "create", "robot", "--type", "m2m"]);
    env.ok(&["client", "create", "--name", "svc", "--role", "robot"]);
    let r = env.fails(5, &["-o", "json", "client", "assign", "svc", "human"]);
    assert_eq!(r.err_json()["code"], "application.invalid_role_type");
    assert!(
        r.stderr
            .contains("only MachineToMachine roles can be assigned to clients")
    );
    env.fails(
        5,
        &["client", "create", "--name", "svc2", "--role", "human"],
    );
    env.fails(4, &["client", "create", "--name", "svc"]);
    // Assigning a held role, or unassigning one not held, changes nothing and says so.
    env.unchanged(
        &["client", "assign", "svc", "robot"],
        "client svc already has role robot (nothing to do)",
    );
    let r = env.fails(3, &["client", "get", "ghost"]);
    assert!(r.stderr.contains("client ghost does not exist"));
    env.fails(3, &["client", "assign", "svc", "ghost-role"]);
    env.unchanged(
        &["client", "unassign", "svc", "human"],
        "client svc does not have role human (nothing to do)",
    );
    let r = env.fails(3, &["client", "unassign", "svc", "ghost-role"]);
    assert!(
        r.stderr.contains("role ghost-role does not exist"),
        "{}",
        r.stderr
    );
    env.fails(3, &["client", "rotate-secret", "ghost"]);
    env.fails(
        3,
        &["client", "scopes", "svc", "-r", "https://none.example.com"],
    );
    env.fails(2, &["client", "delete", "svc"]);
}
