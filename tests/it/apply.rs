//! `idctl apply` and `idctl export`: configuration as code.
use crate::common::{Env, run_cmd};
use serde_json::Value;

const SHOP: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/shop.toml");

const SHOP_ENV: [(&str, &str); 2] = [
    ("AUDIT_HOOK_KEY", "0123456789abcdefghijKLMNOPQRSTUV"),
    ("AUDIT_HOOK_AUTH", "Bearer s3cret"),
];

/// Writes `text` into the test's folder; returns the path.
fn file(env: &Env, name: &str, text: &str) -> String {
    let p = env.dir.path().join(name);
    std::fs::write(&p, text).expect("write manifest");
    p.to_string_lossy().into_owned()
}

/// `idctl ARGS` with the shop's hook secrets in the environment.
fn with_secrets(env: &Env, args: &[&str]) -> crate::common::Run {
    let mut c = env.cmd(args);
    for (k, v) in SHOP_ENV {
        c.env(k, v);
    }
    run_cmd(c)
}

fn ok_with_secrets(env: &Env, args: &[&str]) -> crate::common::Run {
    let r = with_secrets(env, args);
    assert_eq!(r.code, 0, "idctl {args:?}:\n{}{}", r.stdout, r.stderr);
    r
}

/// A store with one resource (and so a snapshot worth comparing).
fn seeded() -> Env {
    let env = Env::new();
    env.orders_api();
    env
}

const BASE: &str = r#"
version = 1
[[resources]]
indicator = "https://api.example.com"
name = "Orders"
scopes = [{ name = "read:orders" }, { name = "write:orders" }]
[[roles]]
name = "clerk"
scopes = [{ resource = "https://api.example.com", name = "read:orders" }]
[[roles]]
name = "bot"
type = "m2m"
"#;

#[test]
fn the_example_applies_and_a_second_apply_changes_nothing() {
    let env = Env::new();
    let first = ok_with_secrets(&env, &["-o", "json", "apply", "-f", SHOP]).json();
    assert_eq!(first["dryRun"], false);
    assert_eq!(first["changes"].as_array().unwrap().len(), 10);
    assert_eq!(first["secrets"][0]["name"], "billing");
    assert_eq!(first["secrets"][0]["secret"].as_str().unwrap().len(), 32);
    let roles = env.json(&["user", "roles", "alice"]);
    assert_eq!(roles[0]["name"], "clerk");
    let members = env.json(&["org", "members", "list", "Acme"]);
    assert_eq!(members.as_array().unwrap().len(), 2);
    let hook = env.json(&["hook", "get", "audit", "--show-secret"]);
    assert_eq!(hook["signingKey"], SHOP_ENV[0].1);
    assert_eq!(hook["config"]["headers"]["authorization"], SHOP_ENV[1].1);

    let before = env.snapshot();
    let again = ok_with_secrets(&env, &["-o", "json", "apply", "-f", SHOP]).json();
    assert_eq!(again["changes"], serde_json::json!([]));
    assert!(again.get("secrets").is_none());
    assert_eq!(before, env.snapshot(), "a second apply changed the store");
}

#[test]
fn the_docs_show_the_example_manifest() {
    let page = include_str!("../../docs/apply.md");
    let example = include_str!("../../examples/shop.toml");
    assert!(
        page.contains(example),
        "docs/apply.md no longer shows examples/shop.toml as it is"
    );
}

#[test]
fn prune_keeps_users_without_a_username() {
    let env = seeded();
    env.ok(&["user", "create", "--email", "nobody@example.com"]);
    let path = file(&env, "m.toml", "version = 1\n");
    let plan = env.json(&["apply", "-f", &path, "--prune", "--dry-run"]);
    assert!(
        plan["changes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["kind"] != "user"),
        "{plan}"
    );
}

#[test]
fn dry_run_prints_the_plan_and_changes_nothing() {
    let env = seeded();
    let before = env.snapshot();
    let path = file(
        &env,
        "m.toml",
        &format!("{BASE}\n[[users]]\nusername = \"alice\"\nroles = [\"clerk\"]\n"),
    );
    let plan = env.json(&["apply", "-f", &path, "--dry-run"]);
    assert_eq!(plan["dryRun"], true);
    let changes = plan["changes"].as_array().unwrap();
    let summary: Vec<(String, String, String)> = changes
        .iter()
        .map(|c| {
            (
                c["action"].as_str().unwrap().into(),
                c["kind"].as_str().unwrap().into(),
                c["key"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        vec![
            ("create".into(), "role".into(), "clerk".into()),
            ("create".into(), "role".into(), "bot".into()),
            ("create".into(), "user".into(), "alice".into()),
        ]
    );
    assert_eq!(changes[0]["at"], "roles[0]");
    assert_eq!(changes[2]["fields"][0]["add"][0], "clerk");
    assert_eq!(before, env.snapshot(), "--dry-run changed the store");
    // A table for people, with the changed fields.
    let r = env.run(&["apply", "-f", &path, "--dry-run"]);
    assert_eq!(r.code, 0);
    assert!(r.stdout.contains("create  user"), "{}", r.stdout);
    assert!(
        r.stderr.contains("dry run: 3 change(s) planned"),
        "{}",
        r.stderr
    );
}

#[test]
fn updates_list_the_changed_fields_and_emit_the_events_of_single_commands() {
    let env = seeded();
    let path = file(&env, "m.toml", BASE);
    env.ok(&["apply", "-f", &path]);
    // The role loses read:orders and gains write:orders; the description changes.
    let changed = BASE.replace(
        "name = \"clerk\"\nscopes = [{ resource = \"https://api.example.com\", name = \"read:orders\" }]",
        "name = \"clerk\"\ndescription = \"Counter staff\"\nscopes = [{ resource = \"https://api.example.com\", name = \"write:orders\" }]",
    );
    let path = file(&env, "m2.toml", &changed);
    let plan = env.json(&["apply", "-f", &path, "--dry-run"]);
    let fields = &plan["changes"][0]["fields"];
    assert_eq!(fields[0]["field"], "description");
    assert_eq!(fields[0]["to"], "Counter staff");
    assert_eq!(fields[1]["add"][0], "https://api.example.com write:orders");
    assert_eq!(
        fields[1]["remove"][0],
        "https://api.example.com read:orders"
    );

    let events: Vec<String> = env
        .events_of(&["apply", "-f", &path])
        .iter()
        .map(|e| e["event"].as_str().unwrap().to_string())
        .collect();
    // role update, role grant, role revoke: what the three single commands emit.
    assert_eq!(
        events,
        vec![
            "Role.Data.Updated",
            "Role.Scopes.Updated",
            "Role.Scopes.Updated"
        ]
    );
    let scopes = env.json(&["role", "scopes", "clerk"]);
    assert_eq!(scopes.as_array().unwrap().len(), 1);
    assert_eq!(scopes[0]["name"], "write:orders");
}

#[test]
fn creating_emits_the_same_events_as_the_single_commands() {
    let by_apply = Env::new();
    let path = file(
        &by_apply,
        "m.toml",
        &format!("{BASE}\n[[users]]\nusername = \"alice\"\nroles = [\"clerk\"]\n"),
    );
    let applied: Vec<String> = by_apply
        .events_of(&["apply", "-f", &path])
        .iter()
        .map(|e| e["event"].as_str().unwrap().to_string())
        .collect();
    let by_hand = Env::new();
    let api = by_hand.orders_api();
    let mut names = Vec::new();
    for args in [
        vec!["role", "create", "clerk", "-r", api, "-s", "read:orders"],
        vec!["role", "create", "bot", "--type", "m2m"],
        vec!["user", "create", "--username", "alice", "--role", "clerk"],
    ] {
        names.extend(
            by_hand
                .events_of(&args)
                .iter()
                .map(|e| e["event"].as_str().unwrap().to_string()),
        );
    }
    let mut scope_events = vec!["Scope.Created".to_string(), "Scope.Created".to_string()];
    scope_events.extend(names);
    assert_eq!(applied, scope_events);
}

#[test]
fn absent_lists_are_left_alone_and_listed_sets_are_the_whole_set() {
    let env = seeded();
    env.ok(&["apply", "-f", &file(&env, "a.toml", BASE)]);
    env.ok(&["role", "create", "extra"]);
    env.ok(&[
        "user",
        "create",
        "--username",
        "bob",
        "--role",
        "clerk",
        "--role",
        "extra",
    ]);
    // Bob declared without roles: his roles are not managed.
    let keep = file(
        &env,
        "b.toml",
        "version = 1\n[[users]]\nusername = \"bob\"\n",
    );
    let r = env.json(&["apply", "-f", &keep]);
    assert_eq!(r["changes"], serde_json::json!([]));
    // Declared with roles: exactly these.
    let only = file(
        &env,
        "c.toml",
        "version = 1\n[[users]]\nusername = \"bob\"\nroles = [\"extra\"]\n",
    );
    env.ok(&["apply", "-f", &only]);
    let roles = env.json(&["user", "roles", "bob"]);
    assert_eq!(roles.as_array().unwrap().len(), 1);
    assert_eq!(roles[0]["name"], "extra");
    // Records not in the file were left alone (no --prune).
    assert_eq!(env.json(&["role", "get", "clerk"])["name"], "clerk");
}

#[test]
fn a_new_user_holds_exactly_the_listed_roles_even_with_default_roles() {
    let env = seeded();
    env.ok(&["role", "create", "member", "--default"]);
    let path = file(
        &env,
        "m.toml",
        "version = 1\n[[users]]\nusername = \"ann\"\nroles = []\n[[users]]\nusername = \"ben\"\n",
    );
    env.ok(&["apply", "-f", &path]);
    assert_eq!(env.json(&["user", "roles", "ann"]), serde_json::json!([]));
    // Without `roles` a new user gets the default roles, like any new user.
    assert_eq!(env.json(&["user", "roles", "ben"])[0]["name"], "member");
    let again = env.json(&["apply", "-f", &path]);
    assert_eq!(again["changes"], serde_json::json!([]));
}

#[test]
fn prune_lists_the_deletions_and_needs_confirmation() {
    let env = seeded();
    env.ok(&["apply", "-f", &file(&env, "a.toml", BASE)]);
    env.ok(&["role", "create", "stray"]);
    let path = file(&env, "b.toml", BASE);
    let r = env.fails(2, &["apply", "-f", &path, "--prune"]);
    assert!(
        r.stderr.contains("--prune deletes role stray"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("pass --yes"), "{}", r.stderr);
    let plan = env.json(&["apply", "-f", &path, "--prune", "--dry-run"]);
    assert_eq!(plan["changes"][0]["action"], "delete");
    assert_eq!(plan["changes"][0]["key"], "stray");
    let events = env.events_of(&["apply", "-f", &path, "--prune", "--yes"]);
    assert_eq!(events[0]["event"], "Role.Deleted");
    assert_eq!(env.run(&["role", "get", "stray"]).code, 3);
    let again = env.json(&["apply", "-f", &path, "--prune"]);
    assert_eq!(again["changes"], serde_json::json!([]));
}

#[test]
fn secrets_out_writes_new_client_secrets_to_a_private_file() {
    let env = seeded();
    let path = file(
        &env,
        "m.toml",
        &format!("{BASE}\n[[clients]]\nname = \"billing\"\nroles = [\"bot\"]\n"),
    );
    let out = env.dir.path().join("secrets.json");
    let r = env.json(&["apply", "-f", &path, "--secrets-out", out.to_str().unwrap()]);
    assert!(r.get("secrets").is_none(), "secret on stdout: {r}");
    let secrets: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(secrets[0]["name"], "billing");
    let secret = secrets[0]["secret"].as_str().unwrap();
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&out).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    // The secret works.
    let token = env.ok(&[
        "token",
        "--client-id",
        "billing",
        "--client-secret",
        secret,
        "--resource",
        "https://api.example.com",
    ]);
    assert!(token.trim().split('.').count() == 3);
}

#[test]
fn stdin_takes_json_or_toml() {
    let env = seeded();
    let json = r#"{"version": 1, "roles": [{"name": "reader", "description": "Reads"}]}"#;
    let mut c = env.cmd(&["-o", "json", "apply", "-f", "-"]);
    c.write_stdin(json);
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(env.json(&["role", "get", "reader"])["description"], "Reads");
    let mut c = env.cmd(&["apply", "-f", "-"]);
    c.write_stdin("version = 1\n[[roles]]\nname = \"writer\"\n");
    assert_eq!(run_cmd(c).code, 0);
    assert_eq!(env.json(&["role", "get", "writer"])["name"], "writer");
}

#[test]
fn an_export_applied_to_an_empty_store_reproduces_it_and_to_its_own_store_is_a_no_op() {
    let env = Env::new();
    ok_with_secrets(&env, &["apply", "-f", SHOP]);
    env.ok(&[
        "user",
        "create",
        "--username",
        "carol",
        "--email",
        "carol@example.com",
    ]);
    env.ok(&["org", "members", "add", "Acme", "carol"]);
    for format in ["toml", "json"] {
        let exported = env.ok(&["export", "--format", format]);
        let path = file(&env, &format!("export.{format}"), &exported);
        let vars = [("IDCTL_HOOK_AUDIT_AUTHORIZATION", SHOP_ENV[1].1)];
        // Onto its own store: nothing changes.
        let before = env.snapshot();
        let mut c = env.cmd(&["-o", "json", "apply", "-f", &path]);
        c.envs(vars);
        let r = run_cmd(c);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert_eq!(r.json()["changes"], serde_json::json!([]), "{format}");
        assert_eq!(before, env.snapshot());
        // Onto an empty store: the same state, so the same export.
        let fresh = Env::new();
        let mut c = fresh.cmd(&["apply", "-f", &path]);
        c.envs(vars);
        let r = run_cmd(c);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert_eq!(
            fresh.ok(&["export", "--format", format]),
            exported,
            "{format}"
        );
        assert_eq!(
            fresh.json(&["user", "scopes", "alice"])[0]["name"],
            "read:orders"
        );
    }
    // export -f FILE writes the file, mode 0600.
    let out = env.dir.path().join("state.json");
    env.ok(&["export", "-f", out.to_str().unwrap()]);
    let m: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(m["version"], 1);
}

// Bad input: a clear error naming the place, and nothing changed.

fn refused(env: &Env, code: i32, name: &str, text: &str, expect: &[&str]) -> crate::common::Run {
    let path = file(env, name, text);
    let r = env.fails(code, &["apply", "-f", &path]);
    for e in expect {
        assert!(r.stderr.contains(e), "no {e:?} in: {}", r.stderr);
    }
    let j = env.fails(code, &["-o", "json", "apply", "-f", &path]);
    assert!(j.err_json()["message"].is_string());
    r
}

#[test]
fn an_unknown_field_is_refused_with_the_closest_name() {
    let env = seeded();
    refused(
        &env,
        5,
        "m.toml",
        "version = 1\n[[roles]]\nname = \"a\"\n[[roles]]\nnmae = \"b\"\n",
        &["roles[1]", "unknown field nmae", "did you mean name?"],
    );
    refused(
        &env,
        5,
        "m.json",
        r#"{"version": 1, "rolez": []}"#,
        &["unknown field rolez", "did you mean roles?"],
    );
    refused(
        &env,
        5,
        "t.toml",
        "version = 1\n[[roles]]\nname = \"a\"\ntype = \"m2n\"\n",
        &["roles[0].type", "did you mean m2m?"],
    );
}

#[test]
fn a_role_permission_of_an_undefined_resource_or_permission_is_refused() {
    let env = seeded();
    refused(
        &env,
        3,
        "m.toml",
        "version = 1\n[[roles]]\nname = \"a\"\nscopes = [{ resource = \"https://api.example.co\", name = \"read:orders\" }]\n",
        &[
            "roles[0].scopes[0].resource",
            "did you mean https://api.example.com?",
        ],
    );
    refused(
        &env,
        3,
        "n.toml",
        &format!(
            "{BASE}\n[[roles]]\nname = \"b\"\nscopes = [{{ resource = \"https://api.example.com\", name = \"read:order\" }}]\n"
        ),
        &[
            "roles[2].scopes[0].name",
            "read:order",
            "did you mean read:orders?",
        ],
    );
}

#[test]
fn a_user_role_of_the_wrong_type_is_refused() {
    let env = seeded();
    refused(
        &env,
        5,
        "m.toml",
        &format!("{BASE}\n[[users]]\nusername = \"alice\"\nroles = [\"clerk\", \"bot\"]\n"),
        &["users[0].roles[1]", "bot is a MachineToMachine role"],
    );
    refused(
        &env,
        5,
        "c.toml",
        &format!("{BASE}\n[[clients]]\nname = \"svc\"\nroles = [\"clerk\"]\n"),
        &["clients[0].roles[0]", "clerk is a User role"],
    );
}

#[test]
fn a_duplicate_natural_key_is_refused() {
    let env = seeded();
    refused(
        &env,
        5,
        "m.toml",
        "version = 1\n[[users]]\nusername = \"a\"\n[[users]]\nusername = \"b\"\n[[users]]\nusername = \"a\"\n",
        &["users[2]", "duplicate user a", "users[0]"],
    );
}

#[test]
fn a_malformed_file_is_refused_with_line_and_column() {
    let env = seeded();
    refused(
        &env,
        5,
        "m.toml",
        "version = 1\n[[roles]]\nname = \"a\n",
        &["m.toml: line 3, column"],
    );
    refused(
        &env,
        5,
        "m.json",
        "{\"version\": 1,\n  \"roles\": [}\n",
        &["m.json: line 2, column 13"],
    );
    refused(
        &env,
        5,
        "m.yaml",
        "version: 1\n",
        &["a manifest is a .toml or .json file"],
    );
}

#[test]
fn an_inline_secret_is_refused() {
    let env = seeded();
    refused(
        &env,
        5,
        "m.toml",
        "version = 1\n[[hooks]]\nname = \"h\"\nurl = \"https://example.com/h\"\nevents = [\"all\"]\nsigning_key = \"0123456789abcdef0123456789abcdef\"\n",
        &["hooks[0].signing_key", "an inline secret is not allowed"],
    );
    refused(
        &env,
        5,
        "n.toml",
        "version = 1\n[[hooks]]\nname = \"h\"\nurl = \"https://example.com/h\"\nevents = [\"all\"]\nheaders = { Authorization = \"Bearer x\" }\n",
        &[
            "hooks[0].headers.Authorization",
            "an inline secret is not allowed",
        ],
    );
}

#[test]
fn a_missing_environment_variable_is_refused() {
    let env = seeded();
    let r = refused(
        &env,
        5,
        "m.toml",
        "version = 1\n[[hooks]]\nname = \"h\"\nurl = \"https://example.com/h\"\nevents = [\"all\"]\nsigning_key = { env = \"IDCTL_TEST_SURELY_UNSET\" }\n",
        &[
            "hooks[0].signing_key.env",
            "IDCTL_TEST_SURELY_UNSET is not set",
        ],
    );
    assert!(r.stderr.contains("hint: export IDCTL_TEST_SURELY_UNSET"));
}

#[test]
fn another_format_version_is_refused() {
    let env = seeded();
    refused(
        &env,
        5,
        "m.toml",
        "version = 2\n[[future]]\nx = 1\n",
        &["format version 2 is not supported", "reads version 1"],
    );
    refused(
        &env,
        5,
        "n.toml",
        "[[roles]]\nname = \"a\"\n",
        &["version: missing"],
    );
}

#[test]
fn a_failure_midway_rolls_back_everything_and_names_the_place() {
    let env = seeded();
    // The first role and user are valid; the second resource's indicator is not a URI.
    refused(
        &env,
        5,
        "m.toml",
        "version = 1\n[[resources]]\nindicator = \"https://b.example.com\"\nname = \"B\"\n[[resources]]\nindicator = \"not a uri\"\nname = \"C\"\n",
        &["resources[1]: resource indicator must not contain whitespace"],
    );
    refused(
        &env,
        5,
        "u.toml",
        "version = 1\n[[users]]\nusername = \"ok\"\n[[users]]\nusername = \"1bad\"\n",
        &["users[1]: invalid username"],
    );
}

const APPS: &str = r#"
[[clients]]
name = "web"
type = "spa"
redirect_uris = ["https://app.example.com/callback"]
post_logout_redirect_uris = ["https://app.example.com/"]
[[clients]]
name = "mobile"
type = "native"
redirect_uris = ["io.logto://callback"]
[[clients]]
name = "portal"
type = "traditional"
redirect_uris = ["https://portal.example.com/cb"]
[[clients]]
name = "svc"
roles = ["bot"]
"#;

#[test]
fn client_types_and_redirect_uris_apply_export_and_update() {
    let env = seeded();
    let path = file(&env, "apps.toml", &format!("{BASE}{APPS}"));
    let r = env.json(&["apply", "-f", &path]);
    // Secrets only for the confidential clients.
    let mut named: Vec<&str> = r["secrets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    named.sort();
    assert_eq!(named, ["portal", "svc"]);
    let web = env.json(&["client", "get", "web"]);
    assert_eq!(web["type"], "SPA");
    assert_eq!(
        web["oidcClientMetadata"],
        serde_json::json!({
            "redirectUris": ["https://app.example.com/callback"],
            "postLogoutRedirectUris": ["https://app.example.com/"],
        })
    );
    assert_eq!(env.json(&["client", "get", "mobile"])["type"], "Native");
    assert_eq!(
        env.json(&["client", "get", "portal"])["type"],
        "Traditional"
    );
    // A second apply changes nothing.
    let before = env.snapshot();
    let again = env.json(&["apply", "-f", &path]);
    assert_eq!(again["changes"], serde_json::json!([]));
    assert_eq!(before, env.snapshot());

    // The export carries types and URIs, and reproduces the clients on an empty store.
    let exported = env.ok(&["export", "--format", "toml"]);
    assert!(exported.contains("type = \"spa\""), "{exported}");
    assert!(exported.contains("io.logto://callback"), "{exported}");
    let fresh = Env::new();
    let out = file(&fresh, "export.toml", &exported);
    fresh.ok(&["apply", "-f", &out]);
    assert_eq!(fresh.ok(&["export", "--format", "toml"]), exported);
    assert_eq!(
        fresh.json(&["client", "get", "web"])["oidcClientMetadata"],
        web["oidcClientMetadata"]
    );

    // A list given replaces the client's; an absent one is left alone.
    let changed = APPS.replace(
        "redirect_uris = [\"https://app.example.com/callback\"]\npost_logout_redirect_uris = [\"https://app.example.com/\"]",
        "redirect_uris = [\"https://app.example.com/v2\"]",
    );
    let path = file(&env, "apps2.toml", &format!("{BASE}{changed}"));
    let dry = env.json(&["apply", "--dry-run", "-f", &path]);
    assert_eq!(dry["changes"].as_array().unwrap().len(), 1, "{dry}");
    assert_eq!(dry["changes"][0]["key"], "web");
    assert_eq!(dry["changes"][0]["fields"][0]["field"], "redirect_uris");
    assert_eq!(
        dry["changes"][0]["fields"][0]["to"],
        serde_json::json!(["https://app.example.com/v2"])
    );
    env.json(&["apply", "-f", &path]);
    assert_eq!(
        env.json(&["client", "get", "web"])["oidcClientMetadata"],
        serde_json::json!({
            "redirectUris": ["https://app.example.com/v2"],
            "postLogoutRedirectUris": ["https://app.example.com/"],
        })
    );
}

#[test]
fn bad_client_types_and_redirect_uris_are_refused() {
    let env = seeded();
    let client = |body: &str| format!("{BASE}\n[[clients]]\nname = \"web\"\n{body}\n");
    // Each refusal: the client's lines, and what the error says.
    let refusals: [(&str, &[&str]); 5] = [
        (
            "redirect_uris = [\"https://a.example.com/cb\"]",
            &[
                "clients[0].redirect_uris",
                "a machine-to-machine client has no redirect URIs",
            ],
        ),
        (
            "type = \"spa\"\npost_logout_redirect_uris = [\"io.logto://cb\"]",
            &[
                "clients[0].post_logout_redirect_uris",
                "post-logout redirect URI io.logto://cb: a SPA client's URIs use http or https",
            ],
        ),
        (
            "type = \"native\"\nredirect_uris = [\"https://a.example.com/#f\"]",
            &["must not contain a fragment"],
        ),
        (
            "type = \"spa\"\nroles = [\"bot\"]",
            &["clients[0].roles", "only m2m clients have roles"],
        ),
        ("type = \"saml\"", &["clients[0]"]),
    ];
    for (body, expect) in refusals {
        refused(&env, 5, "c.toml", &client(body), expect);
    }
    // A client's type never changes.
    env.ok(&["client", "create", "web", "--type", "spa"]);
    refused(
        &env,
        5,
        "c.toml",
        &client("type = \"traditional\""),
        &[
            "clients[0].type",
            "client web is a SPA client; a client's type cannot change",
        ],
    );
}

#[test]
fn an_apps_id_token_algorithm_applies_exports_and_updates() {
    let env = seeded();
    let apps = r#"
[[clients]]
name = "web"
type = "spa"
redirect_uris = ["https://app.example.com/callback"]
id_token_signed_response_alg = "RS256"
"#;
    let path = file(&env, "alg.toml", &format!("{BASE}{apps}"));
    env.json(&["apply", "-f", &path]);
    let web = env.json(&["client", "get", "web"]);
    assert_eq!(
        web["oidcClientMetadata"]["idTokenSignedResponseAlg"],
        "RS256"
    );
    // Applied again: nothing changes.
    let before = env.snapshot();
    assert_eq!(
        env.json(&["apply", "-f", &path])["changes"],
        serde_json::json!([])
    );
    assert_eq!(before, env.snapshot());
    // The export carries it and reproduces it.
    let exported = env.ok(&["export", "--format", "toml"]);
    assert!(
        exported.contains("id_token_signed_response_alg = \"RS256\""),
        "{exported}"
    );
    let fresh = Env::new();
    let out = file(&fresh, "export.toml", &exported);
    fresh.ok(&["apply", "-f", &out]);
    assert_eq!(
        fresh.json(&["client", "get", "web"])["oidcClientMetadata"],
        web["oidcClientMetadata"]
    );
    // A change is planned as one field, and applied; an absent field is left alone.
    let path = file(
        &env,
        "alg2.toml",
        &format!("{BASE}{}", apps.replace("RS256", "ES384")),
    );
    let dry = env.json(&["apply", "--dry-run", "-f", &path]);
    assert_eq!(
        dry["changes"][0]["fields"][0]["field"],
        "id_token_signed_response_alg"
    );
    assert_eq!(dry["changes"][0]["fields"][0]["from"], "RS256");
    assert_eq!(dry["changes"][0]["fields"][0]["to"], "ES384");
    env.json(&["apply", "-f", &path]);
    let path = file(
        &env,
        "alg3.toml",
        &format!(
            "{BASE}{}",
            apps.replace("id_token_signed_response_alg = \"RS256\"\n", "")
        ),
    );
    assert_eq!(
        env.json(&["apply", "-f", &path])["changes"],
        serde_json::json!([])
    );
    assert_eq!(
        env.json(&["client", "get", "web"])["oidcClientMetadata"]["idTokenSignedResponseAlg"],
        "ES384"
    );
    // An unknown algorithm, or one for a machine client, is refused, changing nothing.
    let client = |body: &str| format!("{BASE}\n[[clients]]\nname = \"x\"\n{body}\n");
    refused(
        &env,
        5,
        "c.toml",
        &client("type = \"spa\"\nid_token_signed_response_alg = \"HS256\""),
        &["clients[0]", "HS256"],
    );
    refused(
        &env,
        5,
        "c.toml",
        &client("id_token_signed_response_alg = \"RS256\""),
        &[
            "clients[0].id_token_signed_response_alg",
            "an m2m client gets no ID tokens",
        ],
    );
}

/// The regression of a second `apply --secrets-out`: it rewrote the file as `[]`, destroying
/// the only copy of the first run's secrets, and said they were there. Now a run without new
/// secrets leaves the file alone and says nothing about it; a run with new ones adds them to
/// those kept; a file that is not such a list is refused, with nothing applied.
#[test]
fn secrets_out_never_loses_the_secrets_of_an_earlier_run() {
    let env = seeded();
    let out = env.dir.path().join("secrets.json");
    let o = out.to_str().unwrap();
    let one = file(
        &env,
        "one.toml",
        &format!("{BASE}\n[[clients]]\nname = \"billing\"\nroles = [\"bot\"]\n"),
    );
    let r = env.run(&["apply", "-f", &one, "--secrets-out", o]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains(&format!("the secrets of 1 new client(s) are in {o}")),
        "{}",
        r.stderr
    );
    let first = std::fs::read(&out).unwrap();

    // Again: nothing new, the file untouched, not mentioned.
    let r = env.run(&["apply", "-f", &one, "--secrets-out", o]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stderr.contains("secrets.json"), "{}", r.stderr);
    assert_eq!(std::fs::read(&out).unwrap(), first);

    // A new client: its secret is added after billing's, both work.
    let two = file(
        &env,
        "two.toml",
        &format!(
            "{BASE}\n[[clients]]\nname = \"billing\"\nroles = [\"bot\"]\n\
             [[clients]]\nname = \"shipping\"\nroles = [\"bot\"]\n"
        ),
    );
    let r = env.run(&["apply", "-f", &two, "--secrets-out", o]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("after the 1 kept there from earlier runs"),
        "{}",
        r.stderr
    );
    let all: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    let names: Vec<&str> = all
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["billing", "shipping"]);
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(
        std::fs::metadata(&out).unwrap().permissions().mode() & 0o777,
        0o600
    );
    for c in all.as_array().unwrap() {
        env.ok(&[
            "token",
            "--client-id",
            c["id"].as_str().unwrap(),
            "--client-secret",
            c["secret"].as_str().unwrap(),
            "--resource",
            "https://api.example.com",
        ]);
    }

    // A file that is not a secrets list: refused (exit 4), the file and the store as they were.
    let notes = env.dir.path().join("notes.txt");
    std::fs::write(&notes, "my notes").unwrap();
    let three = file(
        &env,
        "three.toml",
        &format!("{BASE}\n[[clients]]\nname = \"returns\"\n"),
    );
    let r = env.fails(
        4,
        &[
            "apply",
            "-f",
            &three,
            "--secrets-out",
            notes.to_str().unwrap(),
        ],
    );
    assert!(r.stderr.contains("is not a secrets file"), "{}", r.stderr);
    assert!(
        r.stderr.contains("hint: pass another --secrets-out FILE"),
        "{}",
        r.stderr
    );
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes");
    let r = env.fails(
        4,
        &[
            "-o",
            "json",
            "apply",
            "-f",
            &three,
            "--secrets-out",
            notes.to_str().unwrap(),
        ],
    );
    assert_eq!(r.err_json()["code"], "manifest.secrets_file");
}

/// Export is honest: a suspended user is exported suspended and applied suspended (the
/// security problem was a suspended user coming back active), and what a manifest cannot
/// carry is said on stderr each time.
#[test]
fn export_carries_suspension_and_names_what_a_manifest_cannot_carry() {
    let env = seeded();
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["user", "create", "--username", "bob"]);
    env.ok(&["user", "suspend", "bob"]);
    env.ok(&["pat", "create", "alice", "--name", "ci"]);
    env.ok(&["client", "create", "billing"]);
    for _ in 0..2 {
        let r = env.run(&["export", "--format", "toml"]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        for what in [
            "a manifest does not carry: signing keys (2",
            "client secrets (1 clients: applying makes new ones",
            "personal access tokens (1)",
            "idctl store backup FILE keeps everything",
        ] {
            assert!(r.stderr.contains(what), "no {what:?} in: {}", r.stderr);
        }
    }
    let r = env.run(&["-o", "json", "export"]);
    assert!(
        r.stderr_json().iter().any(|w| w["warning"]
            .as_str()
            .is_some_and(|w| w.contains("does not carry"))),
        "{}",
        r.stderr
    );
    let exported = env.ok(&["export", "--format", "toml"]);
    let bob = exported
        .split("[[users]]")
        .find(|u| u.contains("username = \"bob\""))
        .unwrap();
    assert!(bob.contains("suspended = true"), "{exported}");
    let alice = exported
        .split("[[users]]")
        .find(|u| u.contains("username = \"alice\""))
        .unwrap();
    assert!(!alice.contains("suspended"), "{exported}");

    // Applied to an empty store, bob is suspended: no token for him.
    let path = file(&env, "state.toml", &exported);
    let fresh = Env::new();
    let plan = fresh.json(&["apply", "-f", &path, "--dry-run"]);
    let bob_plan = plan["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["key"] == "bob")
        .unwrap()
        .clone();
    assert!(bob_plan.to_string().contains("suspended"), "{bob_plan}");
    fresh.ok(&["apply", "-f", &path]);
    assert_eq!(fresh.json(&["user", "get", "bob"])["isSuspended"], true);
    assert_eq!(fresh.json(&["user", "get", "alice"])["isSuspended"], false);
    fresh.fails(6, &["token", "--user", "bob"]);
    // Again: nothing to change. Then `suspended = false` reactivates, with its event.
    assert_eq!(
        fresh.json(&["apply", "-f", &path])["changes"],
        serde_json::json!([])
    );
    let active = file(
        &env,
        "active.toml",
        "version = 1\n[[users]]\nusername = \"bob\"\nsuspended = false\n",
    );
    let events = fresh.events_of(&["apply", "-f", &active]);
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(events[0]["event"], "User.SuspensionStatus.Updated");
    assert_eq!(fresh.json(&["user", "get", "bob"])["isSuspended"], false);
    // A suspension that is not a boolean: refused, nothing changed.
    let bad = file(
        &env,
        "bad.toml",
        "version = 1\n[[users]]\nusername = \"bob\"\nsuspended = \"yes\"\n",
    );
    let r = fresh.fails(5, &["apply", "-f", &bad]);
    assert!(r.stderr.contains("suspended"), "{}", r.stderr);
}

// Organization roles with a type and API permissions; organizations with applications.

const ORG_APPS: &str = r#"
version = 1
[[resources]]
indicator = "https://api.example.com"
name = "Orders"
scopes = [{ name = "read:orders" }, { name = "write:orders" }]
[[resources]]
indicator = "https://files.example.com"
name = "Files"
scopes = [{ name = "read:files" }]
[[clients]]
name = "svc"
type = "m2m"
[[clients]]
name = "batch"
type = "m2m"
[[users]]
username = "alice"
[[organization_scopes]]
name = "read:docs"
[[organization_roles]]
name = "editor"
scopes = ["read:docs"]
resource_scopes = [
  { resource = "https://api.example.com", name = "write:orders" },
  { resource = "https://files.example.com", name = "read:files" },
]
[[organization_roles]]
name = "bot"
type = "m2m"
resource_scopes = [{ resource = "https://api.example.com", name = "read:orders" }]
[[organization_roles]]
name = "auditor"
type = "MachineToMachine"
[[organizations]]
name = "Acme"
members = [{ user = "alice", roles = ["editor"] }]
applications = [{ client = "svc", roles = ["auditor", "bot"] }, { client = "batch" }]
"#;

/// `(indicator, permission)` of `org role resource-scopes ROLE`.
fn org_role_permissions(env: &Env, role: &str) -> Vec<(String, String)> {
    env.json(&["org", "role", "resource-scopes", role])
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["resource"]["indicator"].as_str().unwrap().to_string(),
                s["name"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The applications of an organization and their organization roles, by name.
fn org_apps(env: &Env, org: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = env
        .json(&["org", "apps", "list", org])
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            (
                a["name"].as_str().unwrap().to_string(),
                a["organizationRoles"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|r| r["name"].as_str().unwrap().to_string())
                    .collect(),
            )
        })
        .collect();
    out.sort();
    out
}

fn pair(a: &str, b: &str) -> (String, String) {
    (a.to_string(), b.to_string())
}

#[test]
fn organization_role_types_api_permissions_and_applications_apply() {
    let env = Env::new();
    let path = file(&env, "m.toml", ORG_APPS);
    // The plan names the API permissions and the applications.
    let plan = env.json(&["apply", "-f", &path, "--dry-run"]);
    let change = |kind: &str, key: &str| -> Value {
        plan["changes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["kind"] == kind && c["key"] == key)
            .unwrap_or_else(|| panic!("no {kind} {key} in {plan}"))
            .clone()
    };
    let editor = change("organization_role", "editor");
    assert_eq!(editor["fields"][1]["field"], "resource_scopes");
    assert_eq!(
        editor["fields"][1]["add"],
        serde_json::json!([
            "https://api.example.com write:orders",
            "https://files.example.com read:files"
        ])
    );
    let acme = change("organization", "Acme");
    assert_eq!(acme["fields"][1]["field"], "applications");
    assert_eq!(
        acme["fields"][1]["add"],
        serde_json::json!(["svc", "batch"])
    );

    let events: Vec<Value> = env.events_of(&["apply", "-f", &path]);
    let names: Vec<&str> = events
        .iter()
        .filter(|e| e["event"].as_str().unwrap().starts_with("Organization"))
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    // Each role created with its permissions (two events, as `org role create` with
    // permissions), editor's second resource granted (`org role grant`); the organization,
    // its members, its applications (`org apps set`).
    assert_eq!(
        names,
        [
            "OrganizationScope.Created",
            "OrganizationRole.Created",
            "OrganizationRole.Scopes.Updated",
            "OrganizationRole.Scopes.Updated",
            "OrganizationRole.Created",
            "OrganizationRole.Scopes.Updated",
            "OrganizationRole.Created",
            "Organization.Created",
            "Organization.Membership.Updated",
            "Organization.Membership.Updated",
        ]
    );
    let apps_set = events
        .iter()
        .filter(|e| e["event"] == "Organization.Membership.Updated")
        .nth(1)
        .unwrap();
    assert_eq!(apps_set["method"], "PUT");
    assert_eq!(apps_set["matchedRoute"], "/organizations/:id/applications");
    assert_eq!(apps_set["addedApplicationIds"].as_array().unwrap().len(), 2);

    assert_eq!(
        env.json(&["org", "role", "get", "bot"])["type"],
        "MachineToMachine"
    );
    assert_eq!(
        env.json(&["org", "role", "get", "auditor"])["type"],
        "MachineToMachine"
    );
    assert_eq!(env.json(&["org", "role", "get", "editor"])["type"], "User");
    assert_eq!(
        org_role_permissions(&env, "editor"),
        [
            pair("https://api.example.com", "write:orders"),
            pair("https://files.example.com", "read:files")
        ]
    );
    assert_eq!(
        org_role_permissions(&env, "bot"),
        [pair("https://api.example.com", "read:orders")]
    );
    assert_eq!(
        org_apps(&env, "Acme"),
        [
            ("batch".to_string(), vec![]),
            (
                "svc".to_string(),
                vec!["auditor".to_string(), "bot".to_string()]
            ),
        ]
    );

    // A second apply changes nothing and records nothing.
    let before = env.snapshot();
    let again = env.json(&["apply", "-f", &path]);
    assert_eq!(again["changes"], serde_json::json!([]));
    assert_eq!(before, env.snapshot());

    // Listed sets are the whole set: a permission and a role go, an application goes.
    let changed = ORG_APPS
        .replace(
            "  { resource = \"https://files.example.com\", name = \"read:files\" },\n",
            "",
        )
        .replace(
            "applications = [{ client = \"svc\", roles = [\"auditor\", \"bot\"] }, { client = \"batch\" }]",
            "applications = [{ client = \"svc\", roles = [\"bot\"] }]",
        );
    let path = file(&env, "m2.toml", &changed);
    let plan = env.json(&["apply", "-f", &path, "--dry-run"]);
    let fields = |key: &str| -> Vec<(String, Value, Value)> {
        plan["changes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["key"] == key)
            .unwrap_or_else(|| panic!("no {key} in {plan}"))["fields"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| {
                // An empty side is left out of the JSON.
                let side = |v: &Value| {
                    if v.is_null() {
                        serde_json::json!([])
                    } else {
                        v.clone()
                    }
                };
                (
                    f["field"].as_str().unwrap().to_string(),
                    side(&f["add"]),
                    side(&f["remove"]),
                )
            })
            .collect()
    };
    assert_eq!(
        fields("editor"),
        [(
            "resource_scopes".to_string(),
            serde_json::json!([]),
            serde_json::json!(["https://files.example.com read:files"])
        )]
    );
    assert_eq!(
        fields("Acme"),
        [
            (
                "applications".to_string(),
                serde_json::json!([]),
                serde_json::json!(["batch"])
            ),
            (
                "applications.svc.roles".to_string(),
                serde_json::json!([]),
                serde_json::json!(["auditor"])
            ),
        ]
    );
    let events = env.events_of(&["apply", "-f", &path]);
    let routes: Vec<(String, String)> = events
        .iter()
        .map(|e| {
            (
                e["method"].as_str().unwrap().to_string(),
                e["matchedRoute"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        routes,
        [
            pair("DELETE", "/organization-roles/:id/resource-scopes/:scopeId"),
            pair("PUT", "/organizations/:id/applications"),
        ]
    );
    assert_eq!(
        org_role_permissions(&env, "editor"),
        [pair("https://api.example.com", "write:orders")]
    );
    assert_eq!(
        org_apps(&env, "Acme"),
        [("svc".to_string(), vec!["bot".to_string()])]
    );
    assert_eq!(
        env.json(&["apply", "-f", &path])["changes"],
        serde_json::json!([])
    );

    // Absent lists are left alone.
    let bare = file(
        &env,
        "bare.toml",
        "version = 1\n[[organization_roles]]\nname = \"editor\"\n[[organization_roles]]\nname = \"bot\"\ntype = \"m2m\"\n[[organizations]]\nname = \"Acme\"\n",
    );
    assert_eq!(
        env.json(&["apply", "-f", &bare])["changes"],
        serde_json::json!([])
    );
}

#[test]
fn organization_applications_and_api_permissions_round_trip_through_export() {
    let env = Env::new();
    env.ok(&["apply", "-f", &file(&env, "m.toml", ORG_APPS)]);
    // Also records made by hand, in another organization.
    env.ok(&["org", "create", "Globex"]);
    env.ok(&["org", "apps", "add", "Globex", "batch"]);
    env.ok(&["org", "apps", "roles", "Globex", "batch", "--assign", "bot"]);
    for format in ["toml", "json"] {
        let exported = env.ok(&["export", "--format", format]);
        let path = file(&env, &format!("export.{format}"), &exported);
        // Onto its own store: nothing changes.
        let before = env.snapshot();
        assert_eq!(
            env.json(&["apply", "-f", &path])["changes"],
            serde_json::json!([]),
            "{format}"
        );
        assert_eq!(before, env.snapshot());
        // Onto an empty store: the same state, so the same export.
        let fresh = Env::new();
        let r = fresh.run(&["apply", "-f", &path]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert_eq!(
            fresh.ok(&["export", "--format", format]),
            exported,
            "{format}"
        );
        assert_eq!(
            org_role_permissions(&fresh, "editor"),
            org_role_permissions(&env, "editor")
        );
        assert_eq!(org_apps(&fresh, "Globex"), org_apps(&env, "Globex"));
        assert_eq!(
            fresh.json(&["org", "role", "get", "bot"])["type"],
            "MachineToMachine"
        );
    }
    let m: Value = serde_json::from_str(&env.ok(&["export", "--format", "json"])).unwrap();
    let bot = m["organization_roles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "bot")
        .unwrap();
    assert_eq!(bot["type"], "m2m");
    assert_eq!(
        bot["resource_scopes"],
        serde_json::json!([{"resource": "https://api.example.com", "name": "read:orders"}])
    );
    let globex = m["organizations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "Globex")
        .unwrap();
    assert_eq!(
        globex["applications"],
        serde_json::json!([{"client": "batch", "roles": ["bot"]}])
    );
}

#[test]
fn prune_removes_undeclared_applications_with_their_clients() {
    let env = Env::new();
    env.ok(&["apply", "-f", &file(&env, "m.toml", ORG_APPS)]);
    // batch is not declared any more: --prune deletes the client, and the organization's
    // list is not planned to change for it (the client's deletion takes the membership).
    let without = ORG_APPS
        .replace("[[clients]]\nname = \"batch\"\ntype = \"m2m\"\n", "")
        .replace(", { client = \"batch\" }", "");
    let path = file(&env, "m2.toml", &without);
    let plan = env.json(&["apply", "-f", &path, "--prune", "--dry-run"]);
    let changes: Vec<(String, String, String)> = plan["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["action"].as_str().unwrap().to_string(),
                c["kind"].as_str().unwrap().to_string(),
                c["key"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        changes,
        [(
            "delete".to_string(),
            "client".to_string(),
            "batch".to_string()
        )],
        "{plan}"
    );
    env.ok(&["apply", "-f", &path, "--prune", "--yes"]);
    assert_eq!(
        org_apps(&env, "Acme"),
        [(
            "svc".to_string(),
            vec!["auditor".to_string(), "bot".to_string()]
        )]
    );
    // An undeclared organization role goes, and with it the applications' hold of it.
    let without_auditor = without
        .replace(
            "[[organization_roles]]\nname = \"auditor\"\ntype = \"MachineToMachine\"\n",
            "",
        )
        .replace("roles = [\"auditor\", \"bot\"]", "roles = [\"bot\"]");
    let path = file(&env, "m3.toml", &without_auditor);
    env.ok(&["apply", "-f", &path, "--prune", "--yes"]);
    assert_eq!(
        org_apps(&env, "Acme"),
        [("svc".to_string(), vec!["bot".to_string()])]
    );
    assert_eq!(
        env.json(&["apply", "-f", &path, "--prune"])["changes"],
        serde_json::json!([])
    );
}

#[test]
fn bad_organization_role_types_permissions_and_applications_are_refused() {
    let env = seeded();
    env.ok(&["client", "create", "svc"]);
    env.ok(&[
        "client",
        "create",
        "web",
        "--type",
        "traditional",
        "--redirect-uri",
        "https://web.example.com/callback",
    ]);
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["org", "role", "create", "bot", "--type", "m2m"]);
    env.ok(&["org", "role", "create", "editor"]);
    // A type never changes.
    refused(
        &env,
        4,
        "t.toml",
        "version = 1\n[[organization_roles]]\nname = \"bot\"\n",
        &[
            "organization_roles[0].type: organization role bot is a MachineToMachine role in the store",
            "hint: delete the organization role first",
        ],
    );
    let r = refused(
        &env,
        4,
        "u.toml",
        "version = 1\n[[organization_roles]]\nname = \"editor\"\ntype = \"m2m\"\n",
        &["organization role editor is a User role in the store"],
    );
    assert!(r.stderr.contains("cannot change"), "{}", r.stderr);
    let j = env.fails(
        4,
        &[
            "-o",
            "json",
            "apply",
            "-f",
            &file(
                &env,
                "u.toml",
                "version = 1\n[[organization_roles]]\nname = \"editor\"\ntype = \"m2m\"\n",
            ),
        ],
    );
    assert_eq!(j.err_json()["code"], "role.type_immutable");
    refused(
        &env,
        5,
        "k.toml",
        "version = 1\n[[organization_roles]]\nname = \"x\"\ntype = \"robot\"\n",
        &["organization_roles[0].type", "unknown value robot"],
    );
    // API permissions must exist (in the file or the store).
    refused(
        &env,
        3,
        "r.toml",
        "version = 1\n[[organization_roles]]\nname = \"x\"\nresource_scopes = [{ resource = \"https://api.example.co\", name = \"read:orders\" }]\n",
        &[
            "organization_roles[0].resource_scopes[0].resource",
            "did you mean https://api.example.com?",
        ],
    );
    refused(
        &env,
        3,
        "p.toml",
        "version = 1\n[[organization_roles]]\nname = \"x\"\nresource_scopes = [{ resource = \"https://api.example.com\", name = \"read:order\" }]\n",
        &[
            "organization_roles[0].resource_scopes[0].name",
            "did you mean read:orders?",
        ],
    );
    refused(
        &env,
        5,
        "s.toml",
        "version = 1\n[[organization_roles]]\nname = \"x\"\nresource_scopes = [\"read:orders\"]\n",
        &["organization_roles[0].resource_scopes[0]"],
    );
    // Applications: declared or stored clients, machine-to-machine only, with m2m roles.
    let org = |apps: &str| {
        format!("version = 1\n[[organizations]]\nname = \"Acme\"\napplications = {apps}\n")
    };
    refused(
        &env,
        3,
        "a.toml",
        &org("[{ client = \"sv\" }]"),
        &[
            "organizations[0].applications[0].client: client sv is not defined",
            "did you mean svc?",
        ],
    );
    let r = refused(
        &env,
        5,
        "b.toml",
        &org("[{ client = \"web\" }]"),
        &["organizations[0].applications[0].client: client web is a Traditional client"],
    );
    assert!(r.stderr.contains("machine-to-machine"), "{}", r.stderr);
    let j = env.fails(
        5,
        &[
            "-o",
            "json",
            "apply",
            "-f",
            &file(&env, "b.toml", &org("[{ client = \"web\" }]")),
        ],
    );
    assert_eq!(j.err_json()["code"], "application.invalid_type");
    refused(
        &env,
        5,
        "c.toml",
        &org("[{ client = \"svc\", roles = [\"bot\", \"editor\"] }]"),
        &["organizations[0].applications[0].roles[1]: organization role editor is a User role"],
    );
    let j = env.fails(
        5,
        &[
            "-o",
            "json",
            "apply",
            "-f",
            &file(
                &env,
                "c.toml",
                &org("[{ client = \"svc\", roles = [\"editor\"] }]"),
            ),
        ],
    );
    assert_eq!(j.err_json()["code"], "application.invalid_role_type");
    refused(
        &env,
        3,
        "d.toml",
        &org("[{ client = \"svc\", roles = [\"ghost\"] }]"),
        &["organizations[0].applications[0].roles[0]: organization role ghost is not defined"],
    );
    refused(
        &env,
        5,
        "e.toml",
        &org("[{ client = \"svc\" }, { client = \"svc\" }]"),
        &["organizations[0].applications[1]: duplicate application svc"],
    );
    refused(
        &env,
        5,
        "f.toml",
        &org("[{ client = \"svc\", rolez = [] }]"),
        &["unknown field rolez", "did you mean roles?"],
    );
    // A client declared in the file with another type.
    refused(
        &env,
        5,
        "g.toml",
        "version = 1\n[[clients]]\nname = \"spa\"\ntype = \"spa\"\nredirect_uris = [\"https://spa.example.com/cb\"]\n[[organizations]]\nname = \"Acme\"\napplications = [{ client = \"spa\" }]\n",
        &["client spa is a SPA client"],
    );
    // Members take User organization roles only.
    let j = refused(
        &env,
        5,
        "h.toml",
        "version = 1\n[[organizations]]\nname = \"Acme\"\nmembers = [{ user = \"alice\", roles = [\"bot\"] }]\n",
        &[
            "organizations[0].members[0].roles[0]: organization role bot is a MachineToMachine role; only User organization roles can be given to users",
        ],
    );
    assert!(j.stderr.contains("error: "), "{}", j.stderr);
    // A role declared in the same file counts with its declared type.
    refused(
        &env,
        5,
        "i.toml",
        "version = 1\n[[organization_roles]]\nname = \"robot\"\ntype = \"m2m\"\n[[organizations]]\nname = \"Acme\"\nmembers = [{ user = \"alice\", roles = [\"robot\"] }]\n",
        &["organization role robot is a MachineToMachine role"],
    );
}

/// An apply without `--events` keeps its events' payloads in the log only: what the hooks
/// need still reaches them after the commit (a stdout hook prints its events, a URL hook gets
/// its deliveries), and `--events` still streams every event.
#[test]
fn an_apply_without_an_events_stream_still_feeds_stdout_and_url_hooks() {
    use crate::common::receiver::Receiver;
    let env = seeded();
    let rx = Receiver::start(vec![]);
    env.ok(&[
        "hook",
        "create",
        "--name",
        "tap",
        "--stdout",
        "--event",
        "Role.Created",
    ]);
    env.ok(&[
        "hook",
        "create",
        "--name",
        "feed",
        "--url",
        &rx.url,
        "--event",
        "User.Created",
    ]);
    let path = file(
        &env,
        "m.toml",
        &format!(
            "{BASE}[[users]]\nusername = \"ann\"\nroles = [\"clerk\"]\n[[users]]\nusername = \"bob\"\n"
        ),
    );
    let out = env.ok(&["apply", "-f", &path]);
    let printed: Vec<Value> = out
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l).expect("an event line"))
        .collect();
    let mut roles: Vec<&str> = printed
        .iter()
        .map(|e| {
            assert_eq!(e["event"], "Role.Created", "{e}");
            e["data"]["name"].as_str().unwrap()
        })
        .collect();
    roles.sort();
    assert_eq!(roles, ["bot", "clerk"]);
    let mut users: Vec<String> = rx
        .wait_for(2)
        .iter()
        .map(|r| {
            let body = r.json();
            assert_eq!(body["event"], "User.Created", "{body}");
            body["data"]["username"].as_str().unwrap().to_string()
        })
        .collect();
    users.sort();
    assert_eq!(users, ["ann", "bob"]);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'pending'"),
        0
    );
    // With a stream every event is there, with its payload.
    let more = file(
        &env,
        "more.toml",
        &format!("{BASE}[[users]]\nusername = \"cy\"\nroles = [\"clerk\"]\n"),
    );
    let events = env.events_of(&["apply", "-f", &more]);
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(events[0]["event"], "User.Created");
    assert_eq!(events[0]["data"]["username"], "cy");
}

#[test]
fn a_key_given_twice_in_a_record_is_refused_in_json_as_in_toml() {
    let env = seeded();
    let before = env.ok(&["-o", "json", "role", "list"]);
    refused(
        &env,
        5,
        "m.json",
        r#"{"version": 1, "roles": [{"name": "a", "name": "b"}]}"#,
        &["roles[0]", "duplicate field", "name"],
    );
    refused(
        &env,
        5,
        "t.toml",
        "version = 1\n[[roles]]\nname = \"a\"\nname = \"b\"\n",
        &["duplicate key"],
    );
    assert_eq!(env.ok(&["-o", "json", "role", "list"]), before);
}
