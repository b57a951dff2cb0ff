//! Two idctl processes writing at once wait for each other instead of failing.
mod common;
use common::Env;
use std::io::Write;
use std::process::{Command, Stdio};

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
        env.sql_count(
            "SELECT count(*) FROM (SELECT json_extract(payload, '$.data.id') AS id FROM events
             WHERE name = 'Role.Created' GROUP BY id HAVING count(*) = 1)"
        ),
        400
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM events WHERE name = 'Role.Scopes.Updated'"),
        400
    );
}
