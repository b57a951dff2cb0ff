mod common;
use common::{Env, run_cmd};
use std::os::unix::fs::PermissionsExt;

#[test]
fn init_creates_a_private_store_and_is_idempotent() {
    let env = Env::new();
    let out = env.ok(&["init"]);
    assert!(out.contains("created store"), "{out}");
    assert!(out.contains(env.store.to_str().unwrap()));
    let mode = std::fs::metadata(&env.store).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    let again = env.json(&["init"]);
    assert_eq!(again["created"], false);
    assert_eq!(again["issuer"], "http://localhost:3001/oidc");
    let mode: String = rusqlite::Connection::open(&env.store)
        .unwrap()
        .pragma_query_value(None, "journal_mode", |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
}

#[test]
fn store_folders_are_created_on_first_use() {
    let env = Env::new();
    let deep = env.dir.path().join("a/b/c/store.db");
    let c = env.bare(&["--store", deep.to_str().unwrap(), "resource", "list"]);
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(deep.exists());
}

#[test]
fn default_store_lives_in_the_data_directory() {
    let env = Env::new();
    let mut c = assert_cmd::Command::cargo_bin("idctl").unwrap();
    c.env_remove("IDCTL_STORE")
        .env("HOME", env.dir.path())
        .env("XDG_DATA_HOME", env.dir.path().join("data"))
        .args(["-o", "json", "init"]);
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let expected = env.dir.path().join("data/idctl/idctl.db");
    assert_eq!(r.json()["store"], expected.to_str().unwrap());
    assert!(expected.exists());
}

#[test]
fn idctl_store_env_selects_the_store() {
    let env = Env::new();
    let other = env.dir.path().join("other.db");
    let mut c = assert_cmd::Command::cargo_bin("idctl").unwrap();
    c.env("IDCTL_STORE", &other).args(["init"]);
    assert_eq!(run_cmd(c).code, 0);
    assert!(other.exists());
}

#[test]
fn base_url_sets_the_issuer() {
    let env = Env::new();
    let r = env.json(&["init", "--base-url", "https://auth.example.com/"]);
    assert_eq!(r["issuer"], "https://auth.example.com/oidc");
    assert_eq!(
        env.ok(&["config", "get", "base-url"]).trim(),
        "https://auth.example.com"
    );
    env.ok(&["config", "set", "base-url", "http://localhost:3002"]);
    let list = env.json(&["config", "list"]);
    assert_eq!(list[0]["key"], "base-url");
    assert_eq!(list[0]["value"], "http://localhost:3002");
}

#[test]
fn bad_config_is_refused() {
    let env = Env::new();
    env.ok(&["init"]);
    let r = env.fails(5, &["config", "set", "base-url", "not a url"]);
    assert!(
        r.stderr
            .contains("base-url must be an absolute http(s) URL")
    );
    let r = env.fails(5, &["config", "set", "colour", "red"]);
    assert!(r.stderr.contains("unknown configuration key colour"));
    assert!(r.stderr.contains("hint: known keys: base-url"));
}

#[test]
fn a_file_that_is_not_sqlite_is_refused_and_untouched() {
    let env = Env::new();
    std::fs::write(&env.store, "just some notes\n").unwrap();
    let r = env.run(&["resource", "list"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("is not an idctl store (not an SQLite database)"),
        "{}",
        r.stderr
    );
    assert_eq!(
        std::fs::read_to_string(&env.store).unwrap(),
        "just some notes\n"
    );
}

#[test]
fn another_sqlite_database_is_refused_and_untouched() {
    let env = Env::new();
    {
        let c = rusqlite::Connection::open(&env.store).unwrap();
        c.execute_batch("CREATE TABLE notes (t TEXT); INSERT INTO notes VALUES ('x');")
            .unwrap();
    }
    let before = std::fs::read(&env.store).unwrap();
    let r = env.run(&["role", "list"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("is an SQLite database but not an idctl store"),
        "{}",
        r.stderr
    );
    assert_eq!(std::fs::read(&env.store).unwrap(), before);
}

#[test]
fn a_store_from_a_newer_idctl_is_refused_and_untouched() {
    let env = Env::new();
    env.ok(&["init"]);
    {
        let c = rusqlite::Connection::open(&env.store).unwrap();
        c.pragma_update(None, "user_version", 99).unwrap();
    }
    let before = env.snapshot();
    let r = env.run(&["role", "create", "admin"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("written by a newer idctl (schema 99"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("hint: upgrade idctl"));
    assert_eq!(env.snapshot(), before);
}

#[test]
fn a_store_path_that_cannot_be_created_is_an_operational_error() {
    let env = Env::new();
    let file = env.dir.path().join("plain-file");
    std::fs::write(&file, "x").unwrap();
    let bad = file.join("sub/idctl.db");
    let c = env.bare(&["--store", bad.to_str().unwrap(), "init"]);
    let r = run_cmd(c);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.starts_with("error: cannot create store at"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_folder_nobody_can_write_cannot_hold_a_store() {
    // /proc refuses new entries even to root (tests here may run as root, which ignores
    // permission bits on ordinary folders).
    let env = Env::new();
    let r = run_cmd(env.bare(&["--store", "/proc/idctl-test/idctl.db", "init"]));
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("error: cannot create store at /proc/idctl-test/idctl.db"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_failed_first_command_leaves_no_store_behind() {
    let env = Env::new();
    let r = env.run(&["role", "get", "nobody"]);
    assert_eq!(r.code, 3);
    assert!(!env.store.exists(), "a failed command created a store");
    let r = env.run(&["init", "--base-url", "not a url"]);
    assert_eq!(r.code, 5);
    assert!(!env.store.exists());
    for suffix in ["-wal", "-shm"] {
        assert!(!env.dir.path().join(format!("idctl.db{suffix}")).exists());
    }
    // An empty file given by the user (mktemp) is empty again after a failure ...
    std::fs::write(&env.store, "").unwrap();
    std::fs::set_permissions(&env.store, std::fs::Permissions::from_mode(0o644)).unwrap();
    assert_eq!(env.run(&["role", "get", "nobody"]).code, 3);
    assert_eq!(std::fs::metadata(&env.store).unwrap().len(), 0);
    // ... and private once it holds a store.
    env.ok(&["init"]);
    let mode = std::fs::metadata(&env.store).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
}

#[test]
fn control_characters_are_refused_in_the_base_url() {
    let env = Env::new();
    env.ok(&["init"]);
    for bad in ["http://a.example/\u{1b}[2J", "http://a.example/\u{7}"] {
        let r = env.fails(5, &["config", "set", "base-url", bad]);
        assert!(
            r.stderr
                .contains("base-url must be an absolute http(s) URL"),
            "{}",
            r.stderr
        );
        assert!(!r.stderr.contains('\u{1b}') && !r.stderr.contains('\u{7}'));
    }
}

#[test]
fn usage_errors_are_json_on_stderr_under_o_json() {
    let env = Env::new();
    let r = env.run(&["-o", "json", "role", "create"]);
    assert_eq!(r.code, 2);
    assert!(r.stdout.is_empty());
    let e = r.err_json();
    assert_eq!(e["code"], "usage");
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("required arguments"),
        "{e}"
    );
    let r = env.run(&["role", "create", "--output", "json", "--nope"]);
    assert_eq!(r.code, 2);
    assert_eq!(r.err_json()["code"], "usage");
    assert!(!env.store.exists());
}

#[test]
fn unknown_output_format_is_a_usage_error() {
    let env = Env::new();
    let r = env.run(&["-o", "yaml", "role", "list"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("invalid value 'yaml'"), "{}", r.stderr);
    let mut c = env.cmd(&["role", "list"]);
    c.env("IDCTL_OUTPUT", "xml");
    assert_eq!(run_cmd(c).code, 2);
}

#[test]
fn global_flags_work_before_or_after_the_subcommand() {
    let env = Env::new();
    env.orders_api();
    let before: serde_json::Value =
        serde_json::from_str(&env.ok(&["-o", "json", "resource", "list"])).unwrap();
    let after: serde_json::Value =
        serde_json::from_str(&env.ok(&["resource", "list", "--output", "json"])).unwrap();
    assert_eq!(before, after);
    let mut c = env.cmd(&["resource", "list"]);
    c.env("IDCTL_OUTPUT", "json");
    let r = run_cmd(c);
    assert_eq!(r.json(), before);
}

#[test]
fn json_errors_are_objects_on_stderr_and_stdout_stays_empty() {
    let env = Env::new();
    env.ok(&["init"]);
    let r = env.fails(3, &["-o", "json", "role", "get", "nobody"]);
    assert!(r.stdout.is_empty());
    let e = r.err_json();
    assert_eq!(e["code"], "entity.not_exists_with_id");
    assert_eq!(e["message"], "role nobody does not exist");
}

#[test]
fn control_characters_never_reach_the_terminal() {
    let env = Env::new();
    env.ok(&["role", "create", "evil\x1b[2Jname"]);
    let out = env.ok(&["role", "list"]);
    assert!(!out.contains('\x1b'));
    assert!(out.contains("evil\\u{1b}[2Jname"));
    let r = env.fails(3, &["role", "get", "bad\x1b]0;title\x07"]);
    assert!(!r.stderr.contains('\x1b'));
    // JSON keeps the exact value (escaped by JSON itself).
    let j = env.json(&["role", "get", "evil\x1b[2Jname"]);
    assert_eq!(j["name"], "evil\x1b[2Jname");
}

/// Starts `idctl --store STORE ARGS` for each argument list at once and waits for all.
fn run_concurrently(
    store: &std::path::Path,
    commands: &[Vec<String>],
) -> Vec<(i32, String, String)> {
    let bin = assert_cmd::cargo::cargo_bin("idctl");
    let children: Vec<_> = commands
        .iter()
        .map(|args| {
            std::process::Command::new(&bin)
                .env_remove("IDCTL_STORE")
                .env_remove("IDCTL_OUTPUT")
                .env_remove("IDCTL_EVENTS")
                .arg("--store")
                .arg(store)
                .args(args)
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("spawn idctl")
        })
        .collect();
    children
        .into_iter()
        .map(|c| {
            let out = c.wait_with_output().expect("wait for idctl");
            (
                out.status.code().unwrap_or(-1),
                String::from_utf8_lossy(&out.stdout).into_owned(),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            )
        })
        .collect()
}

/// Asserts that the store is a current idctl store in WAL mode and returns its role names.
fn roles_in(store: &std::path::Path) -> Vec<String> {
    let c = rusqlite::Connection::open(store).unwrap();
    let mode: String = c
        .pragma_query_value(None, "journal_mode", |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal", "{} is not in WAL mode", store.display());
    let version: i64 = c
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap();
    assert_eq!(version, idctl::store::SCHEMA_VERSION);
    let mut st = c.prepare("SELECT name FROM roles").unwrap();
    st.query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

const FIRST_USE_ROUNDS: usize = 50;
const FIRST_USE_PROCESSES: usize = 8;

#[test]
fn concurrent_first_use_of_a_new_store_loses_no_committed_record() {
    let env = Env::new();
    let mut failures = Vec::new();
    for round in 0..FIRST_USE_ROUNDS {
        let store = env.dir.path().join(format!("new-{round}/idctl.db"));
        let commands: Vec<Vec<String>> = (0..FIRST_USE_PROCESSES)
            .map(|i| vec!["role".into(), "create".into(), format!("r{i}")])
            .collect();
        let results = run_concurrently(&store, &commands);
        let roles = roles_in(&store);
        for (i, (code, _, stderr)) in results.iter().enumerate() {
            if *code != 0 {
                failures.push(format!("round {round} process {i}: exit {code}: {stderr}"));
            } else {
                assert!(
                    roles.contains(&format!("r{i}")),
                    "round {round}: role r{i} was created (exit 0) but is not in the store"
                );
            }
        }
    }
    assert!(
        failures.is_empty(),
        "commands failed:\n{}",
        failures.join("\n")
    );
}

#[test]
fn a_failing_first_command_never_removes_a_store_that_others_use() {
    let env = Env::new();
    for round in 0..FIRST_USE_ROUNDS {
        let store = env.dir.path().join(format!("mixed-{round}.db"));
        // Half the processes fail (not found) on the new store, half create a role in it.
        let commands: Vec<Vec<String>> = (0..FIRST_USE_PROCESSES)
            .map(|i| {
                if i % 2 == 0 {
                    vec!["role".into(), "get".into(), "nobody".into()]
                } else {
                    vec!["role".into(), "create".into(), format!("r{i}")]
                }
            })
            .collect();
        let results = run_concurrently(&store, &commands);
        let roles = roles_in(&store);
        for (i, (code, stdout, stderr)) in results.iter().enumerate() {
            if i % 2 == 0 {
                assert_eq!(*code, 3, "round {round} process {i}: {stdout}{stderr}");
            } else {
                assert_eq!(*code, 0, "round {round} process {i}: {stdout}{stderr}");
                assert!(roles.contains(&format!("r{i}")), "round {round}: r{i} lost");
            }
        }
    }
}

#[test]
fn a_failed_first_command_on_a_new_store_leaves_no_temporary_files() {
    let env = Env::new();
    let store = env.dir.path().join("only/idctl.db");
    let results = run_concurrently(
        &store,
        &(0..4)
            .map(|_| vec!["role".into(), "get".into(), "nobody".into()])
            .collect::<Vec<_>>(),
    );
    assert!(results.iter().all(|(code, _, _)| *code == 3));
    let left: Vec<_> = std::fs::read_dir(env.dir.path().join("only"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    // A store may stay (another failing process had it open when its creator failed), but
    // never a half-made one or a temporary file.
    assert!(
        left.iter().all(|n| !n.ends_with(".new")),
        "left behind: {left:?}"
    );
    if store.exists() {
        roles_in(&store);
    }
}

/// A store as idctl left it at schema 12, the last one before test attempts were logged: one
/// hook, one event, its delivery and one logged attempt.
fn schema_12_store(path: &std::path::Path) {
    let migrations = [
        include_str!("../src/store/migrations/0001_init.sql"),
        include_str!("../src/store/migrations/0002_signing_keys.sql"),
        include_str!("../src/store/migrations/0003_users.sql"),
        include_str!("../src/store/migrations/0004_organizations.sql"),
        include_str!("../src/store/migrations/0005_hooks.sql"),
        include_str!("../src/store/migrations/0006_experience.sql"),
        include_str!("../src/store/migrations/0007_delivery_claims.sql"),
        include_str!("../src/store/migrations/0008_default_roles.sql"),
        include_str!("../src/store/migrations/0009_management_api.sql"),
        include_str!("../src/store/migrations/0010_client_types.sql"),
        include_str!("../src/store/migrations/0011_sign_in.sql"),
        include_str!("../src/store/migrations/0012_mailbox.sql"),
    ];
    let mut c = rusqlite::Connection::open(path).unwrap();
    c.pragma_update(None, "foreign_keys", true).unwrap();
    let tx = c.transaction().unwrap();
    for sql in migrations {
        tx.execute_batch(sql).unwrap();
    }
    tx.execute_batch(
        "INSERT INTO hooks (id, name, events, url, signing_key, created_at)
             VALUES ('h1', 'audit', '[\"Role.Created\"]', 'http://127.0.0.1:9/x', 'k', 1);
         INSERT INTO events (id, name, created_at, payload)
             VALUES ('e1', 'Role.Created', 1, '{\"event\":\"Role.Created\"}');
         INSERT INTO deliveries (event_id, hook_id, status, attempts, next_attempt_at, created_at)
             VALUES ('e1', 'h1', 'failed', 1, 1, 1);
         INSERT INTO delivery_logs (id, delivery_id, hook_id, event_id, event, attempt,
             request_body, response_status, result, duration_ms, created_at)
             VALUES (7, 1, 'h1', 'e1', 'Role.Created', 1, '{}', 404, 'failed', 3, 1000);",
    )
    .unwrap();
    tx.pragma_update(None, "application_id", idctl::store::APPLICATION_ID)
        .unwrap();
    tx.pragma_update(None, "user_version", 12).unwrap();
    tx.commit().unwrap();
}

#[test]
fn migration_13_keeps_the_delivery_log_and_lets_tests_in() {
    let env = Env::new();
    schema_12_store(&env.store);
    // The first command migrates; the logged attempt is there as it was, not a test.
    let logs = env.json(&["hook", "logs", "audit"]);
    assert_eq!(logs.as_array().unwrap().len(), 1, "{logs}");
    assert_eq!(logs[0]["id"], 7);
    assert_eq!(logs[0]["test"], false);
    assert_eq!(logs[0]["responseStatus"], 404);
    let version: i64 = rusqlite::Connection::open(&env.store)
        .unwrap()
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap();
    assert_eq!(version, idctl::store::SCHEMA_VERSION);
    // A test attempt now has a place, after the old row (nothing listens at its URL).
    let url = format!("http://127.0.0.1:{}/x", common::receiver::free_port());
    env.ok(&["hook", "update", "audit", "--url", &url]);
    assert_eq!(env.run(&["hook", "test", "audit"]).code, 1);
    let logs = env.json(&["hook", "logs", "audit"]);
    assert_eq!(logs.as_array().unwrap().len(), 2, "{logs}");
    assert_eq!(logs[1]["test"], true);
    assert!(logs[1]["id"].as_i64().unwrap() > 7);
    // Deleting the hook takes its log with it, tests included.
    env.ok(&["hook", "delete", "audit", "--yes"]);
    assert_eq!(env.sql_count("SELECT count(*) FROM delivery_logs"), 0);
}
