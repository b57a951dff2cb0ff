//! The store: its file, schema migrations, backup and restore, locking, and two processes
//! writing at once.
use crate::common::{Engine, Env, run_cmd};
use serde_json::Value;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Stdio};

#[test]
fn init_creates_a_private_store_and_is_idempotent() {
    let env = Env::sqlite();
    let out = env.ok(&["init"]);
    assert!(out.contains("created store"), "{out}");
    assert!(out.contains(env.store.to_str().unwrap()));
    let mode = std::fs::metadata(env.store.path())
        .unwrap()
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o600);
    let again = env.json(&["init"]);
    assert_eq!(again["created"], false);
    assert_eq!(again["issuer"], "http://localhost:3001/oidc");
    let mode: String = rusqlite::Connection::open(env.store.path())
        .unwrap()
        .pragma_query_value(None, "journal_mode", |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
}

#[test]
fn store_folders_are_created_on_first_use() {
    let env = Env::sqlite();
    let deep = env.dir.path().join("a/b/c/store.db");
    let c = env.bare(&["--store", deep.to_str().unwrap(), "resource", "list"]);
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(deep.exists());
}

#[test]
fn default_store_lives_in_the_data_directory() {
    let env = Env::sqlite();
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
    let env = Env::sqlite();
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
    let env = Env::sqlite();
    std::fs::write(env.store.path(), "just some notes\n").unwrap();
    let r = env.run(&["resource", "list"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("is not an idctl store (not an SQLite database)"),
        "{}",
        r.stderr
    );
    assert_eq!(
        std::fs::read_to_string(env.store.path()).unwrap(),
        "just some notes\n"
    );
}

#[test]
fn another_sqlite_database_is_refused_and_untouched() {
    let env = Env::sqlite();
    {
        let c = rusqlite::Connection::open(env.store.path()).unwrap();
        c.execute_batch("CREATE TABLE notes (t TEXT); INSERT INTO notes VALUES ('x');")
            .unwrap();
    }
    let before = std::fs::read(env.store.path()).unwrap();
    let r = env.run(&["role", "list"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("is an SQLite database but not an idctl store"),
        "{}",
        r.stderr
    );
    assert_eq!(std::fs::read(env.store.path()).unwrap(), before);
}

#[test]
fn a_store_from_a_newer_idctl_is_refused_and_untouched() {
    let env = Env::sqlite();
    env.ok(&["init"]);
    {
        let c = rusqlite::Connection::open(env.store.path()).unwrap();
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
fn a_postgresql_database_holding_other_tables_is_refused_and_untouched() {
    let env = Env::on(Engine::Postgres);
    env.sql_exec("CREATE TABLE notes (t TEXT); INSERT INTO notes VALUES ('x');");
    let before = env.snapshot();
    let r = env.run(&["role", "create", "admin"]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stderr
            .contains("holds tables but is not an idctl store; it was left untouched"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("hint: pass --store with another database (or another schema=)")
    );
    assert_eq!(env.snapshot(), before);
    // `store info` says the same, and creates nothing either.
    let r = env.run(&["store", "info"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(env.snapshot(), before);
}

#[test]
fn a_postgresql_store_from_a_newer_idctl_is_refused_and_untouched() {
    let env = Env::on(Engine::Postgres);
    env.ok(&["init"]);
    env.sql_exec("UPDATE idctl_meta SET value = '99' WHERE key = 'schema_version'");
    let before = env.snapshot();
    for args in [&["role", "create", "admin"][..], &["store", "migrate"]] {
        let r = env.run(args);
        assert_eq!(r.code, 1, "{args:?}: {}{}", r.stdout, r.stderr);
        assert!(
            r.stderr.contains("written by a newer idctl (schema 99"),
            "{args:?}: {}",
            r.stderr
        );
        assert!(r.stderr.contains("hint: upgrade idctl"), "{}", r.stderr);
    }
    assert_eq!(env.snapshot(), before);
}

#[test]
fn a_schema_18_store_numbers_its_keys_in_the_order_it_listed_them_when_migrated() {
    let env = Env::new();
    // init's two keys share an instant; the rotated key comes a second later.
    for (args, at) in [
        (&["init"][..], "1800000000"),
        (&["keys", "rotate", "--alg", "ES256"], "1800000001"),
    ] {
        let mut c = env.cmd(args);
        c.env("IDCTL_NOW", at);
        assert_eq!(run_cmd(c).code, 0, "{args:?}");
    }
    // The order schema 18 listed them in: newest first, and keys of one instant in the order
    // they were made on SQLite (its rowids), by kid on PostgreSQL.
    let mut before: Vec<Value> = env.json(&["keys", "list"]).as_array().unwrap().clone();
    if env.engine() == Engine::Postgres {
        before.sort_by_key(|k| {
            std::cmp::Reverse((
                k["createdAt"].as_i64().unwrap(),
                k["kid"].as_str().unwrap().to_string(),
            ))
        });
    }
    let before = Value::Array(before);
    // The store as schema 18 left it: no key numbers.
    match env.engine() {
        Engine::Sqlite => env.sql_exec(&format!(
            "{} DROP INDEX signing_keys_by_seq; ALTER TABLE signing_keys DROP COLUMN seq;
             ALTER TABLE signing_keys DROP COLUMN signed; PRAGMA user_version = 18;",
            crate::common::UNDO_SCHEMA_21
        )),
        Engine::Postgres => env.sql_exec(&format!(
            "{} ALTER TABLE signing_keys DROP COLUMN seq; ALTER TABLE signing_keys DROP COLUMN signed;
             UPDATE idctl_meta SET value = '18' WHERE key = 'schema_version'",
            crate::common::UNDO_SCHEMA_21
        )),
    }
    assert_eq!(env.json(&["store", "info"])["schemaVersion"], 18);
    assert_eq!(env.json(&["keys", "list"]), before);
    assert_eq!(
        env.json(&["store", "info"])["schemaVersion"],
        idctl::store::SCHEMA_VERSION
    );
    assert_eq!(
        env.sql_count("SELECT count(DISTINCT seq) FROM signing_keys WHERE seq > 0"),
        3
    );
    // A key made after the migration, in the same second as the last one, comes first.
    let mut c = env.cmd(&["-o", "json", "keys", "rotate", "--alg", "EdDSA"]);
    c.env("IDCTL_NOW", "1800000001");
    let k = run_cmd(c).json();
    assert_eq!(env.json(&["keys", "list"])[0]["kid"], k["kid"]);
}

#[test]
fn a_store_path_that_cannot_be_created_is_an_operational_error() {
    let env = Env::sqlite();
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
    let env = Env::sqlite();
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
    let env = Env::sqlite();
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
    std::fs::write(env.store.path(), "").unwrap();
    std::fs::set_permissions(env.store.path(), std::fs::Permissions::from_mode(0o644)).unwrap();
    assert_eq!(env.run(&["role", "get", "nobody"]).code, 3);
    assert_eq!(std::fs::metadata(env.store.path()).unwrap().len(), 0);
    // ... and private once it holds a store.
    env.ok(&["init"]);
    let mode = std::fs::metadata(env.store.path())
        .unwrap()
        .permissions()
        .mode()
        & 0o777;
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
    let env = Env::sqlite();
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
    let env = Env::sqlite();
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
    let env = Env::sqlite();
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

/// A small tmpfs mounted on a fresh directory, unmounted when dropped: a file system that
/// really fills up. Mounting needs root, as CI runs the tests; elsewhere the test fails and
/// says so (it never passes without having filled a disk).
struct Tmpfs {
    dir: tempfile::TempDir,
}

impl Tmpfs {
    fn mount(size: &str) -> Tmpfs {
        let dir = tempfile::tempdir().expect("tempdir");
        let out = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size},mode=0700")])
            .arg("idctl-test")
            .arg(dir.path())
            .output()
            .unwrap_or_else(|e| {
                panic!("this test runs `mount` (util-linux; Debian: apt-get install mount): {e}")
            });
        assert!(
            out.status.success(),
            "this test mounts a small tmpfs to fill it, which needs root (CI runs the tests as \
             root; run it as root, for example in a container): {}",
            String::from_utf8_lossy(&out.stderr)
        );
        Tmpfs { dir }
    }

    /// Fills the file system with one file, to the last byte; returns its path.
    fn fill(&self) -> std::path::PathBuf {
        use std::io::Write;
        let path = self.dir.path().join("filler");
        let mut f = std::fs::File::create(&path).expect("filler");
        for size in [1 << 16, 4096, 1] {
            let chunk = vec![0u8; size];
            loop {
                match f.write(&chunk) {
                    Ok(n) if n > 0 => continue,
                    Ok(_) => break,
                    Err(e) => {
                        assert_eq!(e.kind(), std::io::ErrorKind::StorageFull, "{e}");
                        break;
                    }
                }
            }
        }
        path
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("-l")
            .arg(self.dir.path())
            .status();
    }
}

#[test]
fn a_full_disk_refuses_writes_with_503_and_retry_after_while_reads_and_tokens_go_on() {
    let disk = Tmpfs::mount("4m");
    let dir = tempfile::tempdir_in(disk.dir.path()).expect("tempdir on the tmpfs");
    let store = dir.path().join("idctl.db");
    let env = Env {
        dir,
        store: crate::common::TestStore::File(store),
    };
    let api = crate::common::api::Api::start(&env);
    let created = api.post(
        "/roles",
        serde_json::json!({"name": "before", "description": "d"}),
    );
    assert_eq!(created.status, 200, "{}", created.text);
    let filler = disk.fill();

    // Writes until the store needs a block the file system does not have.
    let description = "d".repeat(128);
    let mut refused = None;
    for i in 0..2000 {
        let r = api.post(
            "/roles",
            serde_json::json!({"name": format!("full-{i}"), "description": description}),
        );
        match r.status {
            200 => continue,
            _ => {
                refused = Some(r);
                break;
            }
        }
    }
    let r = refused.expect("every write succeeded on a full disk");
    assert_eq!(r.status, 503, "{}", r.text);
    assert_eq!(r.code(), "store.disk_full", "{}", r.text);
    assert_eq!(r.header("retry-after"), Some("60"));
    assert!(
        r.body["message"].as_str().unwrap().contains("full"),
        "{}",
        r.text
    );
    // The server logs a request once it has answered it, and the harness reads its stderr on
    // a thread: wait for the line instead of racing it.
    let logged = crate::common::management::poll(std::time::Duration::from_secs(10), || {
        api.server
            .stderr()
            .contains("file system is full")
            .then_some(())
    });
    assert!(
        logged.is_some(),
        "the cause is not in the server's log:\n{}",
        api.server.stderr()
    );

    // Reads and token minting go on.
    let roles = api.get("/roles?search=before");
    assert_eq!(roles.status, 200, "{}", roles.text);
    assert_eq!(roles.body[0]["name"], "before");
    let token = crate::common::api::client_credentials(
        &api.server,
        &api.client_id,
        &api.secret,
        crate::common::api::MANAGEMENT_API,
        "all",
    );
    assert!(!token.is_empty());

    // The command line names the cause, and changes nothing.
    let mut failed = None;
    for i in 0..50 {
        let before = env.snapshot();
        let r = env.run(&["-o", "json", "role", "create", &format!("cli-{i}")]);
        if r.code != 0 {
            assert_eq!(before, env.snapshot(), "a refused write changed the store");
            failed = Some(r);
            break;
        }
    }
    let r = failed.expect("every command succeeded on a full disk");
    assert_eq!(r.code, 1, "{}", r.stderr);
    let e = r.err_json();
    assert_eq!(e["code"], "store.disk_full", "{e}");
    assert!(e["hint"].as_str().unwrap().contains("free space"), "{e}");

    // Space freed: the same write goes through.
    std::fs::remove_file(filler).unwrap();
    let r = api.post(
        "/roles",
        serde_json::json!({"name": "after", "description": description}),
    );
    assert_eq!(r.status, 200, "{}", r.text);
    assert!(!api.server.stderr().contains("panicked"));
}

/// A store as idctl left it at schema 12, the last one before test attempts were logged: one
/// hook, one event, its delivery and one logged attempt.
fn schema_12_store(path: &std::path::Path) {
    let migrations = [
        include_str!("../../src/store/migrations/0001_init.sql"),
        include_str!("../../src/store/migrations/0002_signing_keys.sql"),
        include_str!("../../src/store/migrations/0003_users.sql"),
        include_str!("../../src/store/migrations/0004_organizations.sql"),
        include_str!("../../src/store/migrations/0005_hooks.sql"),
        include_str!("../../src/store/migrations/0006_experience.sql"),
        include_str!("../../src/store/migrations/0007_delivery_claims.sql"),
        include_str!("../../src/store/migrations/0008_default_roles.sql"),
        include_str!("../../src/store/migrations/0009_management_api.sql"),
        include_str!("../../src/store/migrations/0010_client_types.sql"),
        include_str!("../../src/store/migrations/0011_sign_in.sql"),
        include_str!("../../src/store/migrations/0012_mailbox.sql"),
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
    let env = Env::sqlite();
    schema_12_store(env.store.path());
    // The first command migrates; the logged attempt is there as it was, not a test.
    let logs = env.json(&["hook", "logs", "audit"]);
    assert_eq!(logs.as_array().unwrap().len(), 1, "{logs}");
    assert_eq!(logs[0]["id"], 7);
    assert_eq!(logs[0]["test"], false);
    assert_eq!(logs[0]["responseStatus"], 404);
    let version: i64 = rusqlite::Connection::open(env.store.path())
        .unwrap()
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap();
    assert_eq!(version, idctl::store::SCHEMA_VERSION);
    // A test attempt now has a place, after the old row (nothing listens at its URL).
    let url = format!(
        "http://127.0.0.1:{}/x",
        crate::common::receiver::free_port()
    );
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

/// A store as idctl left it at schema 17, the last one with the command line's own grant
/// tables: alice's grants of `idctl token --user` on the orders API, one with a live
/// refresh token, one whose refresh token was revoked, one issued without any.
fn schema_17_store(path: &std::path::Path, live: &str, revoked: &str) {
    let migrations = [
        include_str!("../../src/store/migrations/0001_init.sql"),
        include_str!("../../src/store/migrations/0002_signing_keys.sql"),
        include_str!("../../src/store/migrations/0003_users.sql"),
        include_str!("../../src/store/migrations/0004_organizations.sql"),
        include_str!("../../src/store/migrations/0005_hooks.sql"),
        include_str!("../../src/store/migrations/0006_experience.sql"),
        include_str!("../../src/store/migrations/0007_delivery_claims.sql"),
        include_str!("../../src/store/migrations/0008_default_roles.sql"),
        include_str!("../../src/store/migrations/0009_management_api.sql"),
        include_str!("../../src/store/migrations/0010_client_types.sql"),
        include_str!("../../src/store/migrations/0011_sign_in.sql"),
        include_str!("../../src/store/migrations/0012_mailbox.sql"),
        include_str!("../../src/store/migrations/0013_hook_test_logs.sql"),
        include_str!("../../src/store/migrations/0014_audit.sql"),
        include_str!("../../src/store/migrations/0015_bounded_storage.sql"),
        include_str!("../../src/store/migrations/0016_oidc_details.sql"),
        include_str!("../../src/store/migrations/0017_list_indexes.sql"),
    ];
    let mut c = rusqlite::Connection::open(path).unwrap();
    c.pragma_update(None, "foreign_keys", true).unwrap();
    let tx = c.transaction().unwrap();
    for sql in migrations {
        tx.execute_batch(sql).unwrap();
    }
    // As `idctl token --user alice -r https://api.example.com [--offline]` left them
    // (grants and refresh tokens were written only by that command).
    let far = 4_102_444_800_000i64; // 2100-01-01, in milliseconds
    tx.execute_batch(
        "INSERT INTO resources (id, name, indicator, access_token_ttl, is_default, created_at)
             VALUES ('r1', 'Orders', 'https://api.example.com', 3600, 0, 1);
         INSERT INTO scopes (id, resource_id, name, description, created_at)
             VALUES ('s1', 'r1', 'read:orders', NULL, 1), ('s2', 'r1', 'write:orders', NULL, 1);
         INSERT INTO users (id, username, created_at, updated_at) VALUES ('u1', 'alice', 1, 1);
         INSERT INTO grants (id, user_id, client_id, resource_id, scopes, created_at)
             VALUES ('g1', 'u1', 'idctl', 'r1', 'read:orders write:orders', 1000),
                    ('g2', 'u1', 'idctl', 'r1', 'read:orders', 1000),
                    ('g3', 'u1', 'idctl', 'r1', 'read:orders', 1000);",
    )
    .unwrap();
    for (token, grant, revoked) in [(live, "g1", 0), (revoked, "g2", 1)] {
        tx.execute(
            "INSERT INTO refresh_tokens (token_hash, grant_id, user_id, expires_at, revoked, created_at)
             VALUES (?1, ?2, 'u1', ?3, ?4, 1000)",
            rusqlite::params![idctl::util::sha256_hex(token.as_bytes()), grant, far, revoked],
        )
        .unwrap();
    }
    tx.pragma_update(None, "application_id", idctl::store::APPLICATION_ID)
        .unwrap();
    tx.pragma_update(None, "user_version", 17).unwrap();
    tx.commit().unwrap();
}

/// Migration 18 moves the command line's grants into the one grant table: a refresh token
/// issued before the upgrade keeps working (under the rule of every grant now: the built-in
/// app is public, so it rotates, and the used one presented again revokes the grant), and
/// one revoked before the upgrade stays revoked.
#[test]
fn migration_18_keeps_refresh_tokens_issued_before_the_upgrade_working() {
    let env = Env::sqlite();
    let (live, revoked) = ("old-live-refresh-token", "old-revoked-refresh-token");
    schema_17_store(env.store.path(), live, revoked);
    // The first command migrates; alice gets the permissions back through a role.
    env.ok(&[
        "role",
        "create",
        "reader",
        "-r",
        "https://api.example.com",
        "-s",
        "read:orders write:orders",
    ]);
    env.ok(&["user", "assign", "alice", "reader"]);
    let version: i64 = rusqlite::Connection::open(env.store.path())
        .unwrap()
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap();
    assert_eq!(version, idctl::store::SCHEMA_VERSION);
    assert_eq!(
        env.sql_count(
            "SELECT count(*) FROM sqlite_master WHERE name IN ('grants', 'refresh_tokens')"
        ),
        0,
        "the command line's own tables are gone"
    );
    assert_eq!(env.sql_count("SELECT count(*) FROM oidc_grants"), 3);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM oidc_grants WHERE revoked = 1"),
        1
    );

    // The live token refreshes, through the real binary, for its grant's resource.
    let r = env.run(&["-o", "json", "token", "--refresh-token", live]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let t = r.json();
    assert_eq!(t["scope"], "read:orders write:orders");
    let claims = crate::common::segment(t["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["aud"], "https://api.example.com");
    assert_eq!(claims["sub"], "u1");
    assert_eq!(claims["client_id"], "idctl");
    let next = t["refresh_token"].as_str().unwrap().to_string();
    assert_ne!(next, live);
    assert_eq!(
        env.run(&["verify", t["access_token"].as_str().unwrap()])
            .code,
        0
    );

    // The revoked one is refused as it was before the upgrade, and changes nothing.
    let before = env.snapshot();
    let r = env.fails(6, &["-o", "json", "token", "--refresh-token", revoked]);
    assert_eq!(r.err_json()["error"], "invalid_grant");
    assert_eq!(
        r.err_json()["hint"],
        "the refresh token is unknown, expired or revoked"
    );
    assert_eq!(before, env.snapshot());

    // The old token again, now used: the grant is revoked, its new refresh token with it.
    let r = env.run(&["-o", "json", "token", "--refresh-token", live]);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert_eq!(
        r.err_json()["hint"],
        "refresh token already used: the grant is revoked"
    );
    let r = env.fails(6, &["-o", "json", "token", "--refresh-token", &next]);
    assert_eq!(r.err_json()["error"], "invalid_grant");
}

/// A store snapshot (`Env::snapshot`) without the event log, for "the same records" checks
/// where the log legitimately differs (a restore records itself).
fn records(snapshot: &str) -> String {
    let mut out = String::new();
    let mut skip = false;
    for line in snapshot.lines() {
        if line.starts_with('[') && line.ends_with(']') {
            // The log and its sequence.
            skip = line == "[events]" || line == "[sqlite_sequence]";
        }
        if !skip {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// What `idctl export` cannot carry comes back from a backup: a backup restored into a fresh
/// store keeps signing keys (old tokens still verify), client ids and secrets, users with
/// their passwords and suspension, personal access tokens and hook signing keys: every
/// record as it was.
#[test]
fn a_backup_restored_into_a_fresh_store_keeps_keys_clients_secrets_users_suspension_and_pats() {
    let env = Env::sqlite();
    let (client_id, secret) = crate::common::m2m_client(&env);
    let api = "https://api.example.com";
    let old_token = env
        .ok(&[
            "token",
            "--client-id",
            &client_id,
            "--client-secret",
            &secret,
            "--resource",
            api,
            "--scope",
            "read:orders",
        ])
        .trim()
        .to_string();
    env.ok(&["keys", "rotate"]);
    env.ok(&["role", "create", "reader", "-r", api, "-s", "read:orders"]);
    for user in ["alice", "bob"] {
        let mut c = env.cmd(&[
            "user",
            "create",
            "--username",
            user,
            "--role",
            "reader",
            "--password-stdin",
        ]);
        c.write_stdin("correct horse battery\n");
        assert_eq!(run_cmd(c).code, 0);
    }
    env.ok(&["user", "suspend", "bob"]);
    let pat = env
        .ok(&["pat", "create", "alice", "--name", "ci"])
        .trim()
        .to_string();
    env.ok(&[
        "hook",
        "create",
        "audit",
        "--url",
        "https://hooks.example.com/x",
        "--event",
        "all",
    ]);
    let hook_key = env.json(&["hook", "get", "audit", "--show-secret"])["signingKey"].clone();

    let backup = env.dir.path().join("backups/idctl-backup.db");
    std::fs::create_dir(backup.parent().unwrap()).unwrap();
    let before = env.snapshot();
    let b = env.json(&["store", "backup", backup.to_str().unwrap()]);
    assert_eq!(
        crate::common::keys(&b),
        ["store", "file", "bytes", "schemaVersion"]
    );
    assert_eq!(b["file"], backup.to_str().unwrap());
    assert_eq!(b["schemaVersion"], idctl::store::SCHEMA_VERSION);
    assert_eq!(b["bytes"], std::fs::metadata(&backup).unwrap().len());
    assert_eq!(env.snapshot(), before, "a backup changed the store");
    let mode = std::fs::metadata(&backup).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    let files: Vec<String> = std::fs::read_dir(backup.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(files, ["idctl-backup.db"], "one self-contained file");

    let fresh = Env::sqlite();
    let r = fresh.json(&["store", "restore", backup.to_str().unwrap()]);
    assert_eq!(r["replaced"], false);
    assert_eq!(r["store"], fresh.store.to_str().unwrap());
    // Every record as it was.
    assert_eq!(records(&fresh.snapshot()), records(&before));
    let mode = std::fs::metadata(fresh.store.path())
        .unwrap()
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o600);
    roles_in(fresh.store.path());
    // The token issued before verifies against the restored store's keys.
    fresh.ok(&[
        "verify",
        &old_token,
        "--audience",
        api,
        "--scope",
        "read:orders",
    ]);
    assert_eq!(fresh.json(&["keys", "list"]), env.json(&["keys", "list"]));
    // The client keeps its id and secret.
    assert_eq!(
        fresh.json(&["client", "list"]),
        env.json(&["client", "list"])
    );
    fresh.ok(&[
        "token",
        "--client-id",
        &client_id,
        "--client-secret",
        &secret,
        "--resource",
        api,
    ]);
    // Bob stays suspended: no token.
    assert_eq!(fresh.json(&["user", "get", "bob"])["isSuspended"], true);
    let r = fresh.fails(
        6,
        &["-o", "json", "token", "--user", "bob", "--resource", api],
    );
    assert_eq!(r.err_json()["error"], "invalid_grant");
    // Alice's password and personal access token work.
    let mut c = fresh.cmd(&[
        "experience",
        "sign-in",
        "--username",
        "alice",
        "--password-stdin",
    ]);
    c.write_stdin("correct horse battery\n");
    assert_eq!(run_cmd(c).code, 0);
    fresh.ok(&[
        "token",
        "--pat",
        &pat,
        "--resource",
        api,
        "--scope",
        "read:orders",
    ]);
    assert_eq!(
        fresh.json(&["hook", "get", "audit", "--show-secret"])["signingKey"],
        hook_key
    );
    // The restore is in the log, with who did it.
    let log = fresh.json(&["events", "list", "--audit", "--type", "Store.Restored"]);
    assert_eq!(log.as_array().unwrap().len(), 1);
    assert_eq!(log[0]["actor"]["type"], "os-user");
    assert_eq!(log[0]["payload"]["data"]["file"], backup.to_str().unwrap());
}

/// Restoring over a store asks first (never without a terminal: `--yes` confirms), is
/// refused while another process has the store open, and bad input changes nothing.
#[test]
fn restore_asks_refuses_a_store_in_use_and_leaves_bad_input_alone() {
    let env = Env::sqlite();
    env.ok(&["role", "create", "before-backup"]);
    let backup = env.dir.path().join("b.db");
    let b = backup.to_str().unwrap();
    env.ok(&["store", "backup", b]);
    env.ok(&["role", "create", "after-backup"]);

    // Over an existing store: without a terminal and without --yes, refused (exit 2).
    let r = env.fails(2, &["store", "restore", b]);
    assert!(
        r.stderr.contains("refusing to replace the store"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("--yes"), "{}", r.stderr);
    // In use (a server has it open): refused (exit 4), even with --yes.
    {
        let server = crate::common::server::Server::start(&env, &[]);
        let r = env.fails(4, &["--yes", "store", "restore", b]);
        assert!(
            r.stderr.contains("is in use by another process"),
            "{}",
            r.stderr
        );
        let r = env.fails(4, &["-o", "json", "--yes", "store", "restore", b]);
        assert_eq!(r.err_json()["code"], "store.in_use");
        server.stop();
    }
    // Not a backup, a missing file, a newer schema: refused, the store as it was.
    let junk = env.dir.path().join("junk.db");
    std::fs::write(&junk, "not a database at all, just text").unwrap();
    let r = env.fails(5, &["--yes", "store", "restore", junk.to_str().unwrap()]);
    assert!(r.stderr.contains("is not an idctl backup"), "{}", r.stderr);
    let other = env.dir.path().join("other.db");
    rusqlite::Connection::open(&other)
        .unwrap()
        .execute_batch("CREATE TABLE t (x)")
        .unwrap();
    let r = env.fails(5, &["--yes", "store", "restore", other.to_str().unwrap()]);
    assert!(r.stderr.contains("another program"), "{}", r.stderr);
    let missing = env.dir.path().join("missing.db");
    let r = env.fails(3, &["--yes", "store", "restore", missing.to_str().unwrap()]);
    assert!(r.stderr.contains("there is no backup at"), "{}", r.stderr);
    let newer = env.dir.path().join("newer.db");
    std::fs::copy(&backup, &newer).unwrap();
    rusqlite::Connection::open(&newer)
        .unwrap()
        .pragma_update(None, "user_version", 999)
        .unwrap();
    let r = env.fails(1, &["--yes", "store", "restore", newer.to_str().unwrap()]);
    assert!(r.stderr.contains("newer idctl"), "{}", r.stderr);
    // A file that is not a store is never replaced.
    let target = Env::sqlite();
    std::fs::write(target.store.path(), "my notes").unwrap();
    let r = target.run(&["--yes", "store", "restore", b]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("is not an idctl store"), "{}", r.stderr);
    assert_eq!(
        std::fs::read_to_string(target.store.path()).unwrap(),
        "my notes"
    );

    // With --yes: the store is the backup's again, and a new command sees it.
    let r = env.json(&["--yes", "store", "restore", b]);
    assert_eq!(r["replaced"], true);
    let names: Vec<String> = env
        .json(&["role", "list"])
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect();
    assert!(names.contains(&"before-backup".to_string()), "{names:?}");
    assert!(!names.contains(&"after-backup".to_string()), "{names:?}");
    roles_in(env.store.path());

    // Backing up: no store to back up (none is created), and an existing file is replaced
    // only when confirmed.
    let nothing = Env::sqlite();
    let r = nothing.fails(
        3,
        &[
            "store",
            "backup",
            nothing.dir.path().join("x.db").to_str().unwrap(),
        ],
    );
    assert!(r.stderr.contains("there is no store at"), "{}", r.stderr);
    assert!(!nothing.store.exists());
    let before = std::fs::read(&backup).unwrap();
    let r = env.fails(2, &["store", "backup", b]);
    assert!(r.stderr.contains("refusing to replace"), "{}", r.stderr);
    assert!(
        r.stderr.contains("or --force to replace it"),
        "{}",
        r.stderr
    );
    assert_eq!(std::fs::read(&backup).unwrap(), before);
    let out = env.ok(&["store", "backup", b, "--force"]);
    assert!(out.starts_with("backed up "), "{out}");
    env.ok(&["--yes", "store", "backup", b]);
    let r = env.fails(
        5,
        &["--yes", "store", "backup", env.store.to_str().unwrap()],
    );
    assert!(r.stderr.contains("is the store itself"), "{}", r.stderr);
    let r = env.fails(
        5,
        &["--yes", "store", "backup", env.dir.path().to_str().unwrap()],
    );
    assert!(r.stderr.contains("is a directory"), "{}", r.stderr);
    let nowhere = env.dir.path().join("no/such/folder/b.db");
    let r = env.fails(1, &["store", "backup", nowhere.to_str().unwrap()]);
    assert!(
        r.stderr
            .contains(&format!("cannot write {}", nowhere.display())),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("is not a folder"), "{}", r.stderr);
}

/// A backup taken while a server writes is one consistent snapshot: every role in it has
/// its Role.Created event (both are written in one transaction), and it is intact.
#[test]
fn a_backup_taken_while_a_server_writes_is_consistent() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    let env = Env::sqlite();
    let api = crate::common::api::Api::start(&env);
    let stop = Arc::new(AtomicBool::new(false));
    let writer = {
        let stop = stop.clone();
        let url = format!("{}/api/roles", api.server.url);
        let token = api.token.clone();
        std::thread::spawn(move || {
            let client = crate::common::server::Server::client();
            let mut n = 0;
            while !stop.load(Ordering::Relaxed) {
                let res = client
                    .post(&url)
                    .bearer_auth(&token)
                    .header("content-type", "application/json")
                    .body(
                        serde_json::json!({"name": format!("r{n}"), "description": "d"})
                            .to_string(),
                    )
                    .send()
                    .expect("POST /api/roles");
                assert_eq!(res.status(), 200);
                n += 1;
            }
            n
        })
    };
    let mut counts = Vec::new();
    for i in 0..5 {
        // Wait for some writes between backups.
        let seen = env.sql_count("SELECT count(*) FROM roles");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        while env.sql_count("SELECT count(*) FROM roles") < seen + 3 {
            assert!(
                std::time::Instant::now() < deadline,
                "the server stopped writing"
            );
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let file = env.dir.path().join(format!("b{i}.db"));
        env.ok(&["store", "backup", file.to_str().unwrap()]);
        let c = rusqlite::Connection::open(&file).unwrap();
        let check: String = c
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok");
        let roles: i64 = c
            .query_row("SELECT count(*) FROM roles WHERE name LIKE 'r%'", [], |r| {
                r.get(0)
            })
            .unwrap();
        let created: i64 = c
            .query_row(
                "SELECT count(*) FROM events WHERE name = 'Role.Created'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(
            roles, created,
            "backup {i}: a role without its event, or the reverse"
        );
        counts.push(roles);
    }
    stop.store(true, Ordering::Relaxed);
    let written = writer.join().unwrap();
    assert!(counts.windows(2).all(|w| w[0] < w[1]), "{counts:?}");
    assert!(counts[4] <= written, "{counts:?} of {written}");
}

/// `idctl ARGS` with the clock at `secs` (Unix seconds).
fn at(env: &Env, secs: u64, args: &[&str]) -> crate::common::Run {
    let mut c = env.cmd(args);
    c.env("IDCTL_NOW", secs.to_string());
    run_cmd(c)
}

fn ok_at(env: &Env, secs: u64, args: &[&str]) -> String {
    let r = at(env, secs, args);
    assert_eq!(r.code, 0, "idctl {args:?}: {}{}", r.stdout, r.stderr);
    r.stdout
}

#[test]
fn store_prune_removes_what_expired_and_keeps_what_is_still_needed() {
    const DAY: u64 = 86_400;
    let env = Env::new();
    let t0 = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    // A user with a browser session and an authorization code of the browser flow (made by
    // the library, as the server makes them), and a refresh token of `idctl token --user`.
    let api = env.orders_api();
    env.ok(&["role", "create", "reader", "-r", api, "-s", "read:orders"]);
    let alice = env.json(&["user", "create", "--username", "alice", "--role", "reader"]);
    let alice = alice["id"].as_str().unwrap().to_string();
    let spa = env.json(&[
        "client",
        "create",
        "shop",
        "--type",
        "spa",
        "--redirect-uri",
        "http://localhost:3000/cb",
    ]);
    let mut store = env.open_store();
    store
        .write(|tx| {
            idctl::ops::signin::open_session(tx, &alice)?;
            let req = idctl::token::auth_request::AuthRequest {
                client_id: spa["id"].as_str().unwrap().to_string(),
                redirect_uri: "http://localhost:3000/cb".into(),
                scopes: vec!["openid".into()],
                resources: Vec::new(),
                state: None,
                nonce: None,
                code_challenge: None,
                prompt_login: false,
                prompt_none: false,
                prompt_consent: false,
                first_screen: idctl::token::auth_request::FirstScreen::SignIn,
                login_hint: None,
                max_age: None,
                requested_at: 0,
            };
            idctl::token::code::issue(tx, &req, &alice, None)
        })
        .unwrap();
    drop(store);
    env.ok(&[
        "token",
        "--user",
        "alice",
        "--resource",
        api,
        "--scope",
        "read:orders",
        "--offline",
    ]);
    // A code and its mailbox message (10 minutes), a one-time token (1 hour), a lockout
    // counter (its window: 1 hour), and a lock of 10 hours.
    env.ok(&[
        "user",
        "create",
        "--username",
        "bob",
        "--email",
        "bob@example.com",
    ]);
    ok_at(
        &env,
        t0,
        &["experience", "send-code", "--email", "bob@example.com"],
    );
    ok_at(
        &env,
        t0,
        &[
            "experience",
            "one-time-token",
            "create",
            "--email",
            "bob@example.com",
            "--expires-in",
            "1h",
        ],
    );
    env.ok(&["config", "set", "lockout.max-attempts", "3"]);
    env.ok(&["config", "set", "lockout.duration", "600"]);
    for (who, times) in [("counted@example.com", 2), ("locked@example.com", 3)] {
        for _ in 0..times {
            at(
                &env,
                t0,
                &["experience", "verify-code", "--email", who, "--code", "1"],
            );
        }
    }
    // Events of 100 days ago: one delivered to its hook, one whose delivery is still pending
    // (its receiver is down); and an event of today.
    let rx = crate::common::receiver::Receiver::start(vec![]);
    env.ok(&[
        "hook",
        "create",
        "--name",
        "rx",
        "--url",
        &rx.url,
        "--event",
        "Role.Created",
    ]);
    env.ok(&[
        "hook",
        "create",
        "--name",
        "down",
        "--url",
        "http://127.0.0.1:1/",
        "--event",
        "Role.Deleted",
    ]);
    let old = t0 - 100 * DAY;
    ok_at(&env, old, &["role", "create", "old-role"]);
    ok_at(&env, old, &["--yes", "role", "delete", "old-role"]);
    assert_eq!(rx.count(), 1);
    env.ok(&["role", "create", "new-role"]);
    let count = |table: &str| env.sql_count(&format!("SELECT count(*) FROM {table}"));
    let events_before = count("events");

    // Two hours later.
    let r = at(&env, t0 + 7200, &["-o", "json", "store", "prune"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out = r.json();
    assert_eq!(
        out["removed"],
        serde_json::json!({
            "sessions": 0,
            "authorizationCodes": 1,
            "tokens": 0,
            "grants": 1,
            "verificationCodes": 1,
            "mailbox": 1,
            "oneTimeTokens": 1,
            "lockouts": 1,
            "deliveries": 1,
            "events": 1,
            "connectorMessages": 0,
            "connectorLogs": 0
        })
    );
    assert_eq!(out["total"], 8);
    assert_eq!(out["vacuumed"], false);
    // Kept: the live session, the refresh token and its grant, the lock, the pending
    // delivery and its event, and the recent events.
    assert_eq!(count("sessions"), 1);
    assert_eq!(count("oidc_tokens"), 1);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM oidc_tokens WHERE kind = 'refresh'"),
        1
    );
    // The refresh token's grant; the browser flow's went with its expired code.
    assert_eq!(count("oidc_grants"), 1);
    assert_eq!(count("lockouts"), 1);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'pending'"),
        1
    );
    assert_eq!(rx.count(), 2);
    assert_eq!(count("deliveries"), 2, "today's delivered one too");
    assert_eq!(count("events"), events_before - 1);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM events WHERE name = 'Role.Deleted'"),
        1
    );
    let lock = at(
        &env,
        t0 + 7200,
        &[
            "experience",
            "verify-code",
            "--email",
            "locked@example.com",
            "--code",
            "1",
        ],
    );
    assert_eq!(lock.code, 8, "still locked: {}", lock.stderr);

    // Fifteen days later, with events kept 30 days: the session and the refresh token have
    // expired, the lock is over, and only the pending delivery keeps its old event.
    env.ok(&["config", "set", "retention.events", "30d"]);
    let r = at(&env, t0 + 15 * DAY, &["store", "prune", "--vacuum"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // SQLite gives the file's space back and says so; PostgreSQL's VACUUM keeps it for reuse.
    let vacuumed = match env.engine() {
        crate::common::Engine::Sqlite => "store file: ",
        crate::common::Engine::Postgres => "vacuumed",
    };
    assert!(
        r.stdout.starts_with(&format!(
            "removed 1 sessions, 1 tokens, 1 grants, 1 lockout counters (4 rows)\n{vacuumed}"
        )),
        "{}",
        r.stdout
    );
    if matches!(env.engine(), crate::common::Engine::Sqlite) {
        assert!(r.stdout.contains(" bytes after vacuum"), "{}", r.stdout);
    }
    for table in ["sessions", "oidc_tokens", "oidc_grants", "lockouts"] {
        assert_eq!(count(table), 0, "{table}");
    }
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'pending'"),
        1
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM events WHERE name = 'Role.Deleted'"),
        1
    );
    // Nothing left to remove.
    let again = at(&env, t0 + 15 * DAY, &["store", "prune"]);
    assert_eq!(again.stdout.trim(), "removed nothing: no row had expired");
}

#[test]
fn rate_limits_and_retention_are_settings_with_documented_defaults() {
    let env = Env::new();
    let list = env.json(&["config", "list"]);
    let value = |key: &str| {
        list.as_array()
            .unwrap()
            .iter()
            .find(|e| e["key"] == key)
            .unwrap_or_else(|| panic!("{key} missing from config list: {list}"))["value"]
            .clone()
    };
    for (key, default) in [
        ("retention.events", "90d"),
        ("rate-limit.sign-in.ip", "60/1m"),
        ("rate-limit.sign-in.identifier", "60/1m"),
        ("rate-limit.register.ip", "20/1m"),
        ("rate-limit.register.identifier", "10/1m"),
        ("rate-limit.send-code.ip", "20/10m"),
        ("rate-limit.send-code.identifier", "5/10m"),
        ("rate-limit.authorize.ip", "300/1m"),
        ("rate-limit.client-auth-failures.ip", "30/1m"),
        ("rate-limit.client-auth-failures.client", "30/1m"),
    ] {
        assert_eq!(value(key), default, "{key}");
    }
    // Values are written back in one form.
    let set = env.json(&["config", "set", "retention.events", "720h"]);
    assert_eq!(set["value"], "30d");
    assert_eq!(env.ok(&["config", "get", "retention.events"]).trim(), "30d");
    let set = env.json(&["config", "set", "rate-limit.sign-in.ip", " 10 / 30s "]);
    assert_eq!(set["value"], "10/30s");
    let set = env.json(&["config", "set", "rate-limit.send-code.identifier", "3/h"]);
    assert_eq!(set["value"], "3/1h");
    // Bad values: exit 5, the rule in the message, nothing changed.
    for (key, value, message) in [
        (
            "retention.events",
            "forever",
            "retention.events \"forever\" is not a duration",
        ),
        (
            "retention.events",
            "1h",
            "retention.events must be 1days to 10years, not 1h",
        ),
        (
            "rate-limit.sign-in.ip",
            "10",
            "rate-limit.sign-in.ip must be COUNT/PERIOD, such as 60/1m",
        ),
        (
            "rate-limit.sign-in.ip",
            "x/1m",
            "rate-limit.sign-in.ip must be COUNT/PERIOD",
        ),
        (
            "rate-limit.sign-in.ip",
            "0/1m",
            "the count of rate-limit.sign-in.ip must be 1 to 1000000, not 0",
        ),
        (
            "rate-limit.sign-in.ip",
            "10/2d",
            "the period of rate-limit.sign-in.ip must be 1s to 1days, not 2d",
        ),
        (
            "rate-limit.sign-in.ip",
            "10/0s",
            "the period of rate-limit.sign-in.ip must be 1s to 1days, not 0s",
        ),
    ] {
        let r = env.fails(5, &["config", "set", key, value]);
        assert!(r.stderr.contains(message), "{key} {value}: {}", r.stderr);
    }
}

// Two idctl processes writing at once wait for each other instead of failing.

#[test]
fn two_processes_creating_200_roles_each_both_succeed() {
    let env = Env::new();
    let api = env.orders_api();
    let bin = assert_cmd::cargo::cargo_bin("idctl");
    let script = |prefix: &str| {
        let mut s = String::new();
        for i in 0..200 {
            s.push_str(&format!(
                "\"$IDCTL\" role create {prefix}-{i} || exit 1\n\"$IDCTL\" role grant {prefix}-{i} -r {api} read:orders write:orders >/dev/null || exit 1\n"
            ));
        }
        s
    };
    let spawn = |prefix: &str| {
        let mut child = Command::new("sh")
            .env("IDCTL", &bin)
            .env("IDCTL_STORE", &env.store)
            .env_remove("IDCTL_OUTPUT")
            .env_remove("IDCTL_EVENTS")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("sh");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(script(prefix).as_bytes())
            .unwrap();
        child
    };
    let a = spawn("a");
    let b = spawn("b");
    for child in [a, b] {
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "a writer failed: {err}");
        assert!(!err.contains("locked"), "{err}");
    }
    // Besides the built-in Management API role and its one permission.
    let builtin = "role_id != 'management-api-access'";
    assert_eq!(
        env.sql_count("SELECT count(*) FROM roles WHERE id != 'management-api-access'"),
        400
    );
    assert_eq!(
        env.sql_count(&format!(
            "SELECT count(*) FROM roles_scopes WHERE {builtin}"
        )),
        800
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM events WHERE name = 'Role.Created'"),
        400
    );
    assert_eq!(
        env.sql_count(&format!(
            "SELECT count(*) FROM (SELECT {} AS id FROM events
             WHERE name = 'Role.Created' GROUP BY 1 HAVING count(*) = 1) AS once",
            match env.engine() {
                crate::common::Engine::Sqlite => "json_extract(payload, '$.data.id')",
                crate::common::Engine::Postgres => "CAST(payload AS json) -> 'data' ->> 'id'",
            }
        )),
        400
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM events WHERE name = 'Role.Scopes.Updated'"),
        400
    );
}

/// The PostgreSQL harness of the suite (tests/common/pg.rs) works: the private server runs,
/// each caller gets a database of its own (two created at once), `url()` reaches it through
/// the same client crate idctl uses, a database copies from a template, and a dropped database
/// is gone.
#[test]
fn the_test_harness_postgres_server_runs() {
    use crate::common::pg;
    let s = pg::server();
    let (a, b) = std::thread::scope(|t| {
        let a = t.spawn(|| s.create_database());
        let b = t.spawn(|| s.create_database());
        (a.join().unwrap(), b.join().unwrap())
    });
    assert_ne!(a, b);

    let mut ca = s.client(&a);
    let row = ca
        .query_one("SELECT current_database(), current_user, version()", &[])
        .unwrap();
    assert_eq!(row.get::<_, String>(0), a);
    assert_eq!(row.get::<_, String>(1), "postgres");
    assert!(row.get::<_, String>(2).starts_with("PostgreSQL "));
    ca.batch_execute("CREATE TABLE t (n BIGINT PRIMARY KEY); INSERT INTO t VALUES (1), (2)")
        .unwrap();
    // Unix socket only: no TCP listener.
    let listen: String = ca.query_one("SHOW listen_addresses", &[]).unwrap().get(0);
    assert_eq!(listen, "");

    // b is a database of its own: empty.
    let mut cb = s.client(&b);
    let tables: i64 = cb
        .query_one(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(tables, 0);

    // The URL idctl is given, parsed and used by the postgres crate.
    let url = s.url(&b);
    assert!(url.starts_with("postgres://postgres@/"), "{url}");
    let config: postgres::Config = url.parse().unwrap();
    let mut cu = config.connect(postgres::NoTls).unwrap();
    let db: String = cu
        .query_one("SELECT current_database()", &[])
        .unwrap()
        .get(0);
    assert_eq!(db, b);

    // A copy of a template holds its rows.
    drop(ca);
    let c = s.create_from(&a);
    let n: i64 = s
        .client(&c)
        .query_one("SELECT sum(n)::bigint FROM t", &[])
        .unwrap()
        .get(0);
    assert_eq!(n, 3);

    // Dropping ends the connections to it; the database is gone.
    s.drop_database(&b);
    assert!(cu.query_one("SELECT 1", &[]).is_err());
    let err = s.config(&b).connect(postgres::NoTls).err();
    assert_eq!(
        err.and_then(|e| e.code().cloned()),
        Some(postgres::error::SqlState::INVALID_CATALOG_NAME),
        "database {b} still exists"
    );
    for d in [&a, &c] {
        s.drop_database(d);
    }
}

// ---------------------------------------------------------------------------------------------
// The PostgreSQL schema is the SQLite schema: both engines' migrations give the same tables,
// columns, keys, indexes and constraints, and the same built-in records.

/// The PostgreSQL migrations, each with the schema version it brings a store to (its file
/// name's number), in order: the files themselves, so a new one is never left out here.
fn postgres_migrations() -> Vec<(i64, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/store/migrations/postgres");
    let mut all: Vec<(i64, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "sql"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let n = name[..4].parse().unwrap_or_else(|_| panic!("{name}"));
            (n, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    all.sort();
    all
}

/// A column as both engines can describe it: its type in SQLite's words (INTEGER, TEXT, BLOB,
/// REAL), whether it is NOT NULL, its default (its SQL text, casts dropped) and whether the
/// engine numbers it (AUTOINCREMENT / an identity column).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Column {
    name: String,
    ty: &'static str,
    not_null: bool,
    default: Option<String>,
    numbered: bool,
}

/// An index made by CREATE INDEX: its key columns (with DESC), uniqueness and the predicate of
/// a partial index.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Index {
    columns: Vec<(String, bool)>,
    unique: bool,
    partial: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct ForeignKey {
    columns: Vec<String>,
    table: String,
    to: Vec<String>,
    on_update: String,
    on_delete: String,
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
struct Table {
    columns: Vec<Column>,
    primary_key: Vec<String>,
    /// The column lists of UNIQUE constraints (SQLite: its automatic indexes).
    unique: std::collections::BTreeSet<Vec<String>>,
    /// Named indexes.
    indexes: std::collections::BTreeMap<String, Index>,
    foreign_keys: std::collections::BTreeSet<ForeignKey>,
    checks: usize,
}

type Schema = std::collections::BTreeMap<String, Table>;

/// A value of a row, as both engines return it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Cell {
    Null,
    Int(i64),
    Text(String),
    Blob(Vec<u8>),
    /// The bits of a REAL / DOUBLE PRECISION.
    Real(u64),
}

/// The SQL text of a default or a predicate, the same on both engines: PostgreSQL's casts
/// (`'{}'::text`) and the parentheses it puts around a predicate dropped.
fn normal_sql(s: &str) -> String {
    let mut s = s.trim().to_string();
    for cast in ["::text", "::bigint", "::integer", "::bytea"] {
        s = s.replace(cast, "");
    }
    while s.starts_with('(') && s.ends_with(')') && {
        // Only parentheses that enclose the whole text.
        let mut depth = 0;
        s.char_indices().all(|(i, c)| {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            depth > 0 || i == s.len() - 1
        })
    } {
        s = s[1..s.len() - 1].trim().to_string();
    }
    s
}

/// The schema of an SQLite store, read through its pragmas.
fn sqlite_schema(conn: &rusqlite::Connection) -> Schema {
    let names: Vec<(String, String)> = conn
        .prepare(
            "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    let mut schema = Schema::new();
    for (name, sql) in names {
        let mut t = Table::default();
        let autoincrement = sql.to_uppercase().contains("AUTOINCREMENT");
        let mut pk: Vec<(i64, String)> = Vec::new();
        let mut st = conn
            .prepare("SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?1) ORDER BY cid")
            .unwrap();
        let cols = st
            .query_map([&name], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, bool>(2)?,
                    r.get::<_, Option<String>>(3)?,
                    r.get::<_, i64>(4)?,
                ))
            })
            .unwrap();
        for c in cols {
            let (col, ty, not_null, default, in_pk) = c.unwrap();
            let ty = match ty.to_uppercase().as_str() {
                "INTEGER" => "INTEGER",
                "TEXT" => "TEXT",
                "BLOB" => "BLOB",
                "REAL" => "REAL",
                other => panic!(
                    "{name}.{col} is declared {other:?} in SQLite: the PostgreSQL mapping knows INTEGER, TEXT, BLOB and REAL"
                ),
            };
            if in_pk > 0 {
                pk.push((in_pk, col.clone()));
            }
            t.columns.push(Column {
                // A key column is NOT NULL on PostgreSQL; idctl never stores NULL in one.
                not_null: not_null || in_pk > 0,
                default: default.map(|d| normal_sql(&d)),
                numbered: autoincrement && in_pk > 0 && ty == "INTEGER",
                ty,
                name: col,
            });
        }
        pk.sort();
        t.primary_key = pk.into_iter().map(|(_, c)| c).collect();
        let indexes: Vec<(String, bool, String, bool)> = conn
            .prepare("SELECT name, \"unique\", origin, partial FROM pragma_index_list(?1)")
            .unwrap()
            .query_map([&name], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
            })
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        for (index, unique, origin, partial) in indexes {
            let columns: Vec<(Option<String>, bool)> = conn
                .prepare(
                    "SELECT name, \"desc\" FROM pragma_index_xinfo(?1) WHERE key = 1 ORDER BY seqno",
                )
                .unwrap()
                .query_map([&index], |r| Ok((r.get(0)?, r.get(1)?)))
                .unwrap()
                .collect::<rusqlite::Result<_>>()
                .unwrap();
            // An index on an expression (its column has no name): one expression, read from
            // the index's SQL, as PostgreSQL prints it.
            let columns: Vec<(String, bool)> = if columns.iter().any(|c| c.0.is_none()) {
                assert_eq!(columns.len(), 1, "{index}: an index on several expressions");
                let sql: String = conn
                    .query_row(
                        "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?1",
                        [&index],
                        |r| r.get(0),
                    )
                    .unwrap();
                let from = sql.find(" (").expect("an index's columns") + 2;
                let to = sql.rfind(')').expect("an index's columns");
                vec![(normal_sql(&sql[from..to]), columns[0].1)]
            } else {
                columns
                    .into_iter()
                    .map(|(n, d)| (n.unwrap_or_default(), d))
                    .collect()
            };
            match origin.as_str() {
                "pk" => assert_eq!(
                    columns.iter().map(|c| c.0.clone()).collect::<Vec<_>>(),
                    t.primary_key,
                    "{name}: the primary key's index"
                ),
                "u" => {
                    t.unique.insert(columns.into_iter().map(|c| c.0).collect());
                }
                _ => {
                    let predicate = partial.then(|| {
                        let sql: String = conn
                            .query_row(
                                "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?1",
                                [&index],
                                |r| r.get(0),
                            )
                            .unwrap();
                        let at = sql.rfind(" WHERE ").expect("a partial index's WHERE");
                        normal_sql(&sql[at + " WHERE ".len()..])
                    });
                    t.indexes.insert(
                        index,
                        Index {
                            columns,
                            unique,
                            partial: predicate,
                        },
                    );
                }
            }
        }
        let mut fks: std::collections::BTreeMap<i64, ForeignKey> = Default::default();
        let rows: Vec<(i64, String, String, String, String, String)> = conn
            .prepare(
                "SELECT id, \"table\", \"from\", \"to\", on_update, on_delete
                 FROM pragma_foreign_key_list(?1) ORDER BY id, seq",
            )
            .unwrap()
            .query_map([&name], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                ))
            })
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        for (id, table, from, to, on_update, on_delete) in rows {
            let fk = fks.entry(id).or_insert_with(|| ForeignKey {
                columns: vec![],
                table,
                to: vec![],
                on_update,
                on_delete,
            });
            fk.columns.push(from);
            fk.to.push(to);
        }
        t.foreign_keys = fks.into_values().collect();
        // CHECK constraints: the word CHECK in the table's SQL (comments hold none).
        t.checks = sql
            .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
            .filter(|w| w.eq_ignore_ascii_case("CHECK"))
            .count();
        schema.insert(name, t);
    }
    schema
}

/// The schema of the tables in PostgreSQL schema `ns`, read from its catalog.
fn postgres_schema(pg: &mut postgres::Client, ns: &str) -> Schema {
    let mut schema = Schema::new();
    let tables = pg
        .query(
            "SELECT c.oid, c.relname::text FROM pg_class c
             WHERE c.relnamespace = $1::text::regnamespace AND c.relkind = 'r'",
            &[&ns],
        )
        .unwrap();
    for table in tables {
        let (oid, name): (u32, String) = (table.get(0), table.get(1));
        let mut t = Table::default();
        let cols = pg
            .query(
                "SELECT a.attname::text, format_type(a.atttypid, a.atttypmod), a.attnotnull,
                        pg_get_expr(d.adbin, d.adrelid), a.attidentity <> '',
                        coalesce(co.collname::text, '')
                 FROM pg_attribute a
                 LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
                 LEFT JOIN pg_collation co ON co.oid = a.attcollation
                 WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped
                 ORDER BY a.attnum",
                &[&oid],
            )
            .unwrap();
        for c in cols {
            let col: String = c.get(0);
            let pg_type: String = c.get(1);
            let collation: String = c.get(5);
            let ty = match pg_type.as_str() {
                "bigint" => "INTEGER",
                "text" => {
                    assert_eq!(
                        collation, "C",
                        "{name}.{col}: text compares byte by byte, as on SQLite"
                    );
                    "TEXT"
                }
                "bytea" => "BLOB",
                "double precision" => "REAL",
                other => panic!("{name}.{col} is {other} on PostgreSQL: no SQLite type maps to it"),
            };
            t.columns.push(Column {
                name: col,
                ty,
                not_null: c.get(2),
                default: c.get::<_, Option<String>>(3).map(|d| normal_sql(&d)),
                numbered: c.get(4),
            });
        }
        let constraints = pg
            .query(
                "SELECT c.contype::text,
                        ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
                              JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n
                              ORDER BY k.i),
                        coalesce(c.confrelid::regclass::text, ''),
                        ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
                              JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n
                              ORDER BY k.i),
                        c.confupdtype::text, c.confdeltype::text
                 FROM pg_constraint c WHERE c.conrelid = $1",
                &[&oid],
            )
            .unwrap();
        let action = |a: &str| match a {
            "a" => "NO ACTION",
            "r" => "RESTRICT",
            "c" => "CASCADE",
            "n" => "SET NULL",
            "d" => "SET DEFAULT",
            other => panic!("foreign key action {other:?}"),
        };
        for c in constraints {
            let kind: String = c.get(0);
            let columns: Vec<String> = c.get(1);
            match kind.as_str() {
                "p" => t.primary_key = columns,
                "u" => {
                    t.unique.insert(columns);
                }
                "f" => {
                    t.foreign_keys.insert(ForeignKey {
                        columns,
                        table: c.get(2),
                        to: c.get(3),
                        on_update: action(&c.get::<_, String>(4)).to_string(),
                        on_delete: action(&c.get::<_, String>(5)).to_string(),
                    });
                }
                "c" => t.checks += 1,
                other => panic!("{name}: a constraint of kind {other:?}"),
            }
        }
        // Indexes that back no constraint: the ones CREATE INDEX made.
        let indexes = pg
            .query(
                "SELECT ic.relname::text, i.indisunique, pg_get_expr(i.indpred, i.indrelid),
                        ARRAY(SELECT pg_get_indexdef(i.indexrelid, k.p::int, true)
                              FROM unnest(i.indkey::int2[]) WITH ORDINALITY k(n, p)
                              ORDER BY k.p),
                        ARRAY(SELECT (o & 1) = 1 FROM unnest(i.indoption::int2[]) WITH ORDINALITY k(o, p)
                              ORDER BY k.p),
                        i.indnkeyatts::bigint, cardinality(i.indkey::int2[])::bigint
                 FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
                 WHERE i.indrelid = $1
                   AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)",
                &[&oid],
            )
            .unwrap();
        for i in indexes {
            // A column's name, or an expression as PostgreSQL prints it (`lower(x)`).
            let names: Vec<String> = i
                .get::<_, Vec<String>>(3)
                .iter()
                .map(|n| normal_sql(n))
                .collect();
            let desc: Vec<bool> = i.get(4);
            let (keys, all): (i64, i64) = (i.get(5), i.get(6));
            assert_eq!(
                (keys, all, names.len() as i64),
                (all, all, all),
                "{name}: an index with INCLUDE columns: {:?}",
                i.get::<_, String>(0)
            );
            t.indexes.insert(
                i.get(0),
                Index {
                    columns: names.into_iter().zip(desc).collect(),
                    unique: i.get(1),
                    partial: i.get::<_, Option<String>>(2).map(|p| normal_sql(&p)),
                },
            );
        }
        schema.insert(name, t);
    }
    schema
}

/// The rows of every table of an SQLite store except `skip`, each table's sorted, with each
/// `created_at` checked (a positive multiple of 1000: migrations write whole seconds) and
/// left out: the engines made their records at different times.
fn sqlite_rows(
    conn: &rusqlite::Connection,
    schema: &Schema,
    skip: &[&str],
) -> std::collections::BTreeMap<String, Vec<Vec<Cell>>> {
    let mut all = std::collections::BTreeMap::new();
    for (name, t) in schema.iter().filter(|(n, _)| !skip.contains(&n.as_str())) {
        let mut st = conn.prepare(&format!("SELECT * FROM \"{name}\"")).unwrap();
        let mut rows: Vec<Vec<Cell>> = st
            .query_map([], |r| {
                let mut row = Vec::new();
                for (i, c) in t.columns.iter().enumerate() {
                    use rusqlite::types::ValueRef;
                    let cell = match r.get_ref(i)? {
                        ValueRef::Null => Cell::Null,
                        ValueRef::Integer(n) => Cell::Int(n),
                        ValueRef::Real(f) => Cell::Real(f.to_bits()),
                        ValueRef::Text(s) => Cell::Text(String::from_utf8_lossy(s).into_owned()),
                        ValueRef::Blob(b) => Cell::Blob(b.to_vec()),
                    };
                    row.push(created_at(name, &c.name, cell));
                }
                Ok(row)
            })
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        rows.sort();
        all.insert(name.clone(), rows);
    }
    all
}

fn postgres_rows(
    pg: &mut postgres::Client,
    schema: &Schema,
    skip: &[&str],
) -> std::collections::BTreeMap<String, Vec<Vec<Cell>>> {
    let mut all = std::collections::BTreeMap::new();
    for (name, t) in schema.iter().filter(|(n, _)| !skip.contains(&n.as_str())) {
        let mut rows: Vec<Vec<Cell>> = pg
            .query(&format!("SELECT * FROM \"{name}\""), &[])
            .unwrap()
            .iter()
            .map(|r| {
                t.columns
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        let cell = match c.ty {
                            "INTEGER" => r.get::<_, Option<i64>>(i).map(Cell::Int),
                            "TEXT" => r.get::<_, Option<String>>(i).map(Cell::Text),
                            "BLOB" => r.get::<_, Option<Vec<u8>>>(i).map(Cell::Blob),
                            _ => r.get::<_, Option<f64>>(i).map(|f| Cell::Real(f.to_bits())),
                        };
                        created_at(name, &c.name, cell.unwrap_or(Cell::Null))
                    })
                    .collect()
            })
            .collect();
        rows.sort();
        all.insert(name.clone(), rows);
    }
    all
}

/// A `created_at` cell checked and left out of the comparison; any other cell as it is.
fn created_at(table: &str, column: &str, cell: Cell) -> Cell {
    if column != "created_at" {
        return cell;
    }
    match cell {
        Cell::Int(ms) if ms > 0 && ms % 1000 == 0 => Cell::Null,
        other => panic!("{table}.created_at of a built-in record: {other:?}"),
    }
}

/// Applies the PostgreSQL migrations to a new database, in a schema of its own named by the
/// search path (as idctl is given one), and returns the database and a client on that path.
fn postgres_baseline(ns: &str) -> (String, postgres::Client) {
    let server = crate::common::pg::server();
    let db = server.create_database();
    let mut pg = server.client(&db);
    pg.batch_execute(&format!("CREATE SCHEMA {ns}; SET search_path = {ns}"))
        .unwrap();
    let mut tx = pg.transaction().unwrap();
    for (n, sql) in postgres_migrations() {
        tx.batch_execute(&sql)
            .unwrap_or_else(|e| panic!("the PostgreSQL migration to {n}: {e}"));
    }
    tx.commit().unwrap();
    (db, pg)
}

#[test]
fn both_engines_have_the_same_schema() {
    let env = Env::sqlite();
    env.ok(&["init"]);
    let sqlite = rusqlite::Connection::open(env.store.path()).unwrap();
    let version: i64 = sqlite
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap();
    assert_eq!(
        postgres_migrations().last().map(|m| m.0),
        Some(version),
        "a new SQLite store's schema version is the last PostgreSQL migration's"
    );
    let (db, mut pg) = postgres_baseline("idctl");
    let lite = sqlite_schema(&sqlite);
    let mut post = postgres_schema(&mut pg, "idctl");

    // The one table only PostgreSQL has: the version record SQLite keeps in its header.
    let meta = post.remove("idctl_meta").expect("idctl_meta on PostgreSQL");
    assert_eq!(
        meta.columns,
        vec![
            Column {
                name: "key".into(),
                ty: "TEXT",
                not_null: true,
                default: None,
                numbered: false
            },
            Column {
                name: "value".into(),
                ty: "TEXT",
                not_null: true,
                default: None,
                numbered: false
            },
        ]
    );
    assert_eq!(meta.primary_key, ["key"]);
    let n: i64 = pg
        .query_one("SELECT count(*) FROM idctl_meta", &[])
        .unwrap()
        .get(0);
    assert_eq!(n, 0, "idctl writes the version record, not the migration");
    assert_eq!(
        lite.keys().collect::<Vec<_>>(),
        post.keys().collect::<Vec<_>>(),
        "the same tables"
    );
    for (name, l) in &lite {
        let p = &post[name];
        assert_eq!(l.columns, p.columns, "{name}: columns");
        assert_eq!(l.primary_key, p.primary_key, "{name}: primary key");
        assert_eq!(l.unique, p.unique, "{name}: UNIQUE constraints");
        assert_eq!(l.indexes, p.indexes, "{name}: indexes");
        assert_eq!(l.foreign_keys, p.foreign_keys, "{name}: foreign keys");
        assert_eq!(l.checks, p.checks, "{name}: CHECK constraints");
    }
    // A sample of what the comparison saw, so that it cannot pass on empty descriptions.
    assert_eq!(lite.len(), 40);
    assert_eq!(
        lite["signing_keys"].indexes["signing_keys_single_current"]
            .partial
            .as_deref(),
        Some("is_current = 1")
    );
    assert!(lite["events"].columns[0].numbered);
    assert_eq!(lite["deliveries"].checks, 1);

    // Nothing went outside the schema named by the search path.
    let public: i64 = pg
        .query_one(
            "SELECT (SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace)
                  + (SELECT count(*) FROM pg_proc WHERE pronamespace = 'public'::regnamespace)",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(public, 0, "objects created in the public schema");

    // The records the migrations make (the built-in Management API resource, its permission,
    // its role) are the same on both; every other table is empty on both, but for what idctl
    // itself writes into a new store (its settings, its keys).
    let code_writes = ["config", "signing_keys"];
    let lite_rows = sqlite_rows(&sqlite, &lite, &code_writes);
    let post_rows = postgres_rows(&mut pg, &post, &code_writes);
    assert_eq!(lite_rows, post_rows, "the records the migrations make");
    for table in ["resources", "scopes", "roles", "roles_scopes"] {
        assert_eq!(lite_rows[table].len(), 1, "{table}: one built-in record");
    }
    drop(pg);
    crate::common::pg::server().drop_database(&db);
}

/// The case folding of searches on PostgreSQL: `idctl_fold` lowers every character as Rust's
/// `str::to_lowercase` (what SQLite's `idctl_fold` runs), not just ASCII as `lower` under
/// COLLATE "C" would; and `instr` finds what SQLite's built-in finds, at the same position.
#[test]
fn postgres_fold_and_instr_match_sqlite() {
    let (db, mut pg) = postgres_baseline("search");
    let fold = |pg: &mut postgres::Client, s: &str| -> String {
        pg.query_one("SELECT idctl_fold($1)", &[&s]).unwrap().get(0)
    };
    for (text, lower) in [
        ("ÉCOLE École", "école école"),
        ("ΣΊΣΥΦΟΣ Σ", "σίσυφος σ"),
        ("İstanbul", "i\u{307}stanbul"),
        ("ǅ Ⅻ ẞ Ａ", "ǆ ⅻ ß ａ"),
        ("ABC xyz 123", "abc xyz 123"),
    ] {
        assert_eq!(text.to_lowercase(), lower, "Rust's lower case of {text:?}");
        assert_eq!(fold(&mut pg, text), lower, "idctl_fold({text:?})");
    }
    let null: Option<String> = pg.query_one("SELECT idctl_fold(NULL)", &[]).unwrap().get(0);
    assert_eq!(null, None);

    // Every character (but NUL, which PostgreSQL's text cannot hold), each on its own between
    // spaces.
    let chars: Vec<char> = (1..=0x10FFFF_u32)
        .filter_map(char::from_u32)
        .filter(|c| *c != ' ')
        .collect();
    let all: String = chars.iter().flat_map(|c| [*c, ' ']).collect();
    let folded = fold(&mut pg, &all);
    let folded: Vec<&str> = folded.split(' ').collect();
    assert_eq!(folded.len(), chars.len() + 1, "one result per character");
    let differ: Vec<String> = chars
        .iter()
        .zip(&folded)
        .filter(|(c, f)| c.to_lowercase().collect::<String>() != **f)
        .map(|(c, f)| format!("U+{:04X} {c:?} -> {f:?}", *c as u32))
        .collect();
    assert!(
        differ.is_empty(),
        "{} characters fold otherwise than in Rust: {differ:?}",
        differ.len()
    );

    // instr: SQLite's own function against PostgreSQL's, on the same texts.
    let sqlite = rusqlite::Connection::open_in_memory().unwrap();
    for (haystack, needle) in [
        ("abc", "c"),
        ("abc", "x"),
        ("abc", ""),
        ("", ""),
        ("", "a"),
        ("éaé", "a"),
        ("σίσυφος", "φ"),
        ("aaa", "aa"),
        ("ABC", "b"),
    ] {
        let want: i64 = sqlite
            .query_row("SELECT instr(?1, ?2)", [haystack, needle], |r| r.get(0))
            .unwrap();
        let got: i64 = pg
            .query_one("SELECT instr($1, $2)", &[&haystack, &needle])
            .unwrap()
            .get(0);
        assert_eq!(got, want, "instr({haystack:?}, {needle:?})");
    }
    let null: Option<i64> = pg.query_one("SELECT instr(NULL, 'a')", &[]).unwrap().get(0);
    assert_eq!(null, None);
    drop(pg);
    crate::common::pg::server().drop_database(&db);
}

/// The `Env` of a PostgreSQL run: an empty database per test (no store yet, as a missing
/// SQLite file), given to idctl as a URL; the engine-neutral checks (`snapshot`, `sql_*`)
/// read and change it; the database goes with the `Env`.
#[test]
fn the_test_harness_gives_each_postgres_test_an_empty_database_and_reads_it() {
    use crate::common::{Engine, TestStore, pg};
    let env = Env::on(Engine::Postgres);
    let other = Env::on(Engine::Postgres);
    let TestStore::Postgres { db, url } = env.store.clone() else {
        panic!("not a PostgreSQL store: {:?}", env.store)
    };
    assert_eq!(env.engine(), Engine::Postgres);
    assert_eq!(url, pg::server().url(&db));
    assert_eq!(env.store.to_str(), Some(url.as_str()));
    let args: Vec<String> = env
        .cmd(&["role", "list"])
        .get_args()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    assert_eq!(args[..2], ["--store".to_string(), url.clone()]);
    assert!(!env.store.exists());
    assert_eq!(env.snapshot(), "<no store>");

    env.sql_exec(
        "CREATE TABLE roles (id TEXT PRIMARY KEY, n BIGINT, note TEXT);
         INSERT INTO roles VALUES ('b', 2, NULL), ('a', 1, 'it''s');",
    );
    assert!(env.store.exists());
    assert!(!other.store.exists(), "a database shared between tests");
    assert_eq!(env.sql_count("SELECT count(*) FROM roles"), 2);
    assert_eq!(
        env.sql_value("SELECT note FROM roles WHERE id = 'a'"),
        "it's"
    );
    assert_eq!(
        env.sql_rows("SELECT id, n, note FROM roles ORDER BY id"),
        vec![
            vec![Some("a".into()), Some("1".into()), Some("it's".into())],
            vec![Some("b".into()), Some("2".into()), None],
        ]
    );
    let before = env.snapshot();
    assert_eq!(before, "[roles]\n(a,1,it's)\n(b,2,)\n");
    env.sql_exec("UPDATE roles SET n = 3 WHERE id = 'b'");
    assert_ne!(env.snapshot(), before);
    env.assert_not_stored("a secret");

    drop(env);
    let gone = pg::server().config(&db).connect(postgres::NoTls).err();
    assert_eq!(
        gone.and_then(|e| e.code().cloned()),
        Some(postgres::error::SqlState::INVALID_CATALOG_NAME),
        "the database outlived its Env"
    );
}

// ---------------------------------------------------------------------------------------------
// `store copy --to`: a whole setup moved between engines.

/// The API `m2m_client` registers (`Env::orders_api`).
const ORDERS: &str = "https://api.example.com";

/// `idctl --store STORE ARGS` with `stdin`.
fn on_store_with_stdin(env: &Env, store: &str, args: &[&str], stdin: &str) -> crate::common::Run {
    let mut c = env.bare(&["--store", store]);
    c.args(args).write_stdin(stdin.to_string());
    run_cmd(c)
}

/// A setup with something in every kind of table: a resource, roles, an m2m client with its
/// secret, a user with a password who signed in, a hook with its outbox, events. Returns the
/// client's id and secret and a token it was given.
fn populated(env: &Env) -> (String, String, String) {
    let (id, secret) = crate::common::m2m_client(env);
    env.ok(&[
        "hook",
        "create",
        "--name",
        "audit",
        "--url",
        "http://127.0.0.1:9/hook",
        "--event",
        "Role.Created",
    ]);
    env.ok(&["role", "create", "auditors"]);
    let r = on_store_with_stdin(
        env,
        &env.store.display(),
        &[
            "experience",
            "register",
            "--username",
            "bob",
            "--password-stdin",
        ],
        "password123",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let token = env
        .ok(&[
            "token",
            "--client-id",
            &id,
            "--client-secret",
            &secret,
            "--resource",
            ORDERS,
            "--scope",
            "read:orders",
        ])
        .trim()
        .to_string();
    (id, secret, token)
}

/// What a copy must carry over unchanged: ids, keys, events, the outbox.
fn carried(env: &Env, store: &str) -> Vec<String> {
    [
        &["user", "list"][..],
        &["role", "list"],
        &["client", "list"],
        &["resource", "list"],
        &["keys", "list"],
        &["keys", "jwks"],
        &["events", "list", "--limit", "100"],
        &["hook", "list"],
    ]
    .iter()
    .map(|args| {
        let mut c = env.bare(&["--store", store, "-o", "json"]);
        c.args(*args);
        let r = run_cmd(c);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        r.stdout
    })
    .collect()
}

#[test]
fn store_copy_carries_a_setup_across_engines_with_its_ids_and_everything_keeps_working() {
    for (from, to) in [
        (Engine::Sqlite, Engine::Postgres),
        (Engine::Postgres, Engine::Sqlite),
    ] {
        let source = Env::on(from);
        let target = Env::on(to);
        let (id, secret, token) = populated(&source);
        let events = source.sql_count("SELECT count(*) FROM events");
        let before = source.snapshot();
        let to_store = target.store.display();
        let r = source.json(&["store", "copy", "--to", &to_store]);
        assert!(r["rows"].as_u64().unwrap() > 10, "{r}");
        assert_eq!(
            source.snapshot(),
            before,
            "{from:?}: the source is read only"
        );
        assert_eq!(
            carried(&source, &source.store.display()),
            carried(&target, &to_store),
            "{from:?} → {to:?}"
        );
        // No event recorded by the copy, on either side.
        assert_eq!(target.sql_count("SELECT count(*) FROM events"), events);
        // Tokens issued by the source verify on the target; the secret and the password work.
        target.ok(&["verify", &token, "--audience", ORDERS]);
        target.ok(&[
            "token",
            "--client-id",
            &id,
            "--client-secret",
            &secret,
            "--resource",
            ORDERS,
        ]);
        let r = on_store_with_stdin(
            &target,
            &to_store,
            &[
                "experience",
                "sign-in",
                "--username",
                "bob",
                "--password-stdin",
            ],
            "password123",
        );
        assert_eq!(r.code, 0, "{from:?} → {to:?}: {}", r.stderr);
        // New rows on the target go on after the copied ones (identity columns, key numbers).
        target.ok(&["role", "create", "after-the-copy"]);
        target.ok(&["keys", "rotate"]);
        assert_eq!(
            target.json(&["keys", "list"])[0]["signing"],
            true,
            "the new key lists first"
        );
    }
}

#[test]
fn store_copy_moves_more_rows_than_one_batch_holds() {
    let source = Env::on(Engine::Sqlite);
    source.ok(&["init"]);
    let mut manifest = String::from("version = 1\n\n");
    for i in 0..1234 {
        manifest.push_str(&format!("[[users]]\nusername = \"user{i:04}\"\n\n"));
    }
    let file = source.dir.path().join("users.toml");
    std::fs::write(&file, manifest).unwrap();
    source.ok(&["--yes", "apply", "--file", file.to_str().unwrap()]);
    let target = Env::on(Engine::Postgres);
    let to_store = target.store.display();
    source.ok(&["store", "copy", "--to", &to_store]);
    assert_eq!(target.sql_count("SELECT count(*) FROM users"), 1234);
    assert_eq!(
        carried(&source, &source.store.display()),
        carried(&target, &to_store)
    );
}

#[test]
fn store_copy_to_a_store_holding_data_is_refused_and_changes_nothing() {
    for (from, to) in [
        (Engine::Sqlite, Engine::Postgres),
        (Engine::Postgres, Engine::Sqlite),
    ] {
        let source = Env::on(from);
        populated(&source);
        let target = Env::on(to);
        target.ok(&["role", "create", "already-here"]);
        let (before_source, before_target) = (source.snapshot(), target.snapshot());
        let r = source.run(&["store", "copy", "--to", &target.store.display()]);
        assert_eq!(r.code, 4, "{from:?} → {to:?}: {}", r.stderr);
        assert!(
            r.stderr.contains(&format!(
                "{} already holds data (1 rows in events); nothing was copied",
                target.store.display()
            )),
            "{}",
            r.stderr
        );
        assert!(
            r.stderr
                .contains("hint: copy to a new, empty database or file")
        );
        assert_eq!(source.snapshot(), before_source);
        assert_eq!(target.snapshot(), before_target);
    }
}
