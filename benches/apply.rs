//! `idctl apply` benchmark, run with `cargo bench --bench apply`.
//!
//! A generated manifest (100 resources x 20 permissions, 1,000 roles, 1,000 clients,
//! 20,000 users without passwords, 50,000 user role assignments) is applied by the release
//! binary to an empty store, then applied again unchanged, then with 1% of its records
//! changed. Each run reports wall time, records per second and peak RSS (wait4), next to the
//! floor: SQLite inserting the same rows in one transaction with plain prepared statements,
//! on the same disk, in the same run.

use serde_json::{Value, json};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_idctl");
const RESOURCES: usize = 100;
const PERMS: usize = 20;
const ROLES: usize = 1000;
const CLIENTS: usize = 1000;
const USERS: usize = 20_000;
const ASSIGNMENTS: usize = 50_000;
/// Permissions per role.
const ROLE_PERMS: usize = 5;

struct Sample {
    wall: Duration,
    max_rss_kb: i64,
}

/// Runs the binary once, waiting with wait4 to read the child's own peak RSS.
#[allow(clippy::zombie_processes)] // reaped by wait4 below, which clippy does not see
fn run_once(args: &[&str]) -> Sample {
    let mut cmd = Command::new(BIN);
    cmd.args(args).stdout(Stdio::null()).stderr(Stdio::null());
    let start = Instant::now();
    let child = cmd.spawn().expect("spawn idctl");
    let mut status = 0;
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = child.id() as libc::pid_t;
    let rc = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    assert_eq!(rc, pid, "wait4");
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "idctl {args:?} failed"
    );
    Sample {
        wall,
        max_rss_kb: usage.ru_maxrss,
    }
}

/// User roles come in pairs of 50 user roles; m2m roles are the other half.
fn user_role(i: usize) -> String {
    format!("user-role-{}", i % (ROLES / 2))
}

fn manifest(changed_every: Option<usize>) -> Value {
    let changed = |i: usize| changed_every.is_some_and(|n| i.is_multiple_of(n));
    let resources: Vec<Value> = (0..RESOURCES)
        .map(|r| {
            json!({
                "indicator": format!("https://api-{r}.example.com"),
                "name": format!("API {r}{}", if changed(r) { " v2" } else { "" }),
                "scopes": (0..PERMS).map(|s| json!({"name": format!("perm:{s}")})).collect::<Vec<_>>(),
            })
        })
        .collect();
    let roles: Vec<Value> = (0..ROLES)
        .map(|i| {
            let (name, kind) = if i < ROLES / 2 {
                (user_role(i), "user")
            } else {
                (format!("m2m-role-{i}"), "m2m")
            };
            let res = format!("https://api-{}.example.com", i % RESOURCES);
            let first = (i / RESOURCES) % (PERMS - ROLE_PERMS);
            json!({
                "name": name,
                "type": kind,
                "description": if changed(i) { "changed" } else { "a role" },
                "scopes": (first..first + ROLE_PERMS)
                    .map(|s| json!({"resource": res, "name": format!("perm:{s}")}))
                    .collect::<Vec<_>>(),
            })
        })
        .collect();
    let clients: Vec<Value> = (0..CLIENTS)
        .map(|i| {
            let role = if changed(i) { i + 1 } else { i };
            json!({
                "name": format!("client-{i}"),
                "roles": [format!("m2m-role-{}", ROLES / 2 + role % (ROLES / 2))],
            })
        })
        .collect();
    // 50,000 assignments over 20,000 users: two or three roles each.
    let mut left = ASSIGNMENTS;
    let users: Vec<Value> = (0..USERS)
        .map(|i| {
            let n = if left > 2 * (USERS - i) { 3 } else { 2 };
            left -= n;
            let roles: Vec<String> = (0..n).map(|k| user_role(i + k * 7)).collect();
            json!({
                "username": format!("user_{i}"),
                "email": format!("user{i}@example.com"),
                "name": if changed(i) { format!("User {i} (renamed)") } else { format!("User {i}") },
                "roles": roles,
            })
        })
        .collect();
    assert_eq!(left, 0);
    json!({
        "version": 1,
        "resources": resources,
        "roles": roles,
        "clients": clients,
        "users": users,
    })
}

/// The same rows inserted with plain prepared statements in one transaction.
fn floor(dir: &Path, m: &Value) -> Duration {
    let path = dir.join("floor.db");
    drop(idctl::store::Store::open(&path).expect("create store"));
    let mut conn = rusqlite::Connection::open(&path).expect("open");
    conn.execute_batch("PRAGMA foreign_keys = ON")
        .expect("pragma");
    let start = Instant::now();
    let tx = conn.transaction().expect("tx");
    {
        let mut res = tx
            .prepare("INSERT INTO resources (id, name, indicator, access_token_ttl, created_at) VALUES (?1, ?2, ?3, 3600, 0)")
            .unwrap();
        let mut scope = tx
            .prepare(
                "INSERT INTO scopes (id, resource_id, name, created_at) VALUES (?1, ?2, ?3, 0)",
            )
            .unwrap();
        let mut role = tx
            .prepare("INSERT INTO roles (id, name, description, type, created_at) VALUES (?1, ?2, ?3, ?4, 0)")
            .unwrap();
        let mut role_scope = tx
            .prepare("INSERT INTO roles_scopes (role_id, scope_id) VALUES (?1, ?2)")
            .unwrap();
        let mut client = tx
            .prepare(
                "INSERT INTO clients (id, name, secret_hash, created_at) VALUES (?1, ?2, 'x', 0)",
            )
            .unwrap();
        let mut client_role = tx
            .prepare("INSERT INTO clients_roles (client_id, role_id) VALUES (?1, ?2)")
            .unwrap();
        let mut user = tx
            .prepare("INSERT INTO users (id, username, primary_email, name, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, 0, 0)")
            .unwrap();
        let mut user_role = tx
            .prepare("INSERT INTO users_roles (user_id, role_id) VALUES (?1, ?2)")
            .unwrap();
        for r in m["resources"].as_array().unwrap() {
            let ind = r["indicator"].as_str().unwrap();
            res.execute(rusqlite::params![ind, r["name"].as_str(), ind])
                .unwrap();
            for s in r["scopes"].as_array().unwrap() {
                let name = s["name"].as_str().unwrap();
                scope
                    .execute(rusqlite::params![format!("{ind} {name}"), ind, name])
                    .unwrap();
            }
        }
        for r in m["roles"].as_array().unwrap() {
            let name = r["name"].as_str().unwrap();
            let kind = if r["type"] == "m2m" {
                "MachineToMachine"
            } else {
                "User"
            };
            role.execute(rusqlite::params![
                name,
                name,
                r["description"].as_str(),
                kind
            ])
            .unwrap();
            for s in r["scopes"].as_array().unwrap() {
                let id = format!(
                    "{} {}",
                    s["resource"].as_str().unwrap(),
                    s["name"].as_str().unwrap()
                );
                role_scope.execute(rusqlite::params![name, id]).unwrap();
            }
        }
        for c in m["clients"].as_array().unwrap() {
            let name = c["name"].as_str().unwrap();
            client.execute(rusqlite::params![name, name]).unwrap();
            for r in c["roles"].as_array().unwrap() {
                client_role
                    .execute(rusqlite::params![name, r.as_str()])
                    .unwrap();
            }
        }
        for u in m["users"].as_array().unwrap() {
            let name = u["username"].as_str().unwrap();
            user.execute(rusqlite::params![
                name,
                name,
                u["email"].as_str(),
                u["name"].as_str()
            ])
            .unwrap();
            for r in u["roles"].as_array().unwrap() {
                user_role
                    .execute(rusqlite::params![name, r.as_str()])
                    .unwrap();
            }
        }
    }
    tx.commit().unwrap();
    start.elapsed()
}

fn main() {
    let dir = tempfile::tempdir().expect("tempdir");
    let m = manifest(None);
    let records = RESOURCES + RESOURCES * PERMS + ROLES + CLIENTS + USERS + ASSIGNMENTS;
    let path = dir.path().join("big.json");
    std::fs::write(&path, m.to_string()).unwrap();
    let changed = dir.path().join("changed.json");
    std::fs::write(&changed, manifest(Some(100)).to_string()).unwrap();
    let store = dir.path().join("idctl.db");
    let store = store.to_str().unwrap();

    let floor = floor(dir.path(), &m);
    let secrets = dir.path().join("secrets.json");
    let apply = |file: &Path| {
        run_once(&[
            "--store",
            store,
            "-o",
            "json",
            "apply",
            "-f",
            file.to_str().unwrap(),
            "--secrets-out",
            secrets.to_str().unwrap(),
        ])
    };
    let first = apply(&path);
    let again = apply(&path);
    let one_pct = apply(&changed);

    let secs = |d: Duration| d.as_secs_f64();
    println!(
        "manifest: {RESOURCES} resources x {PERMS} permissions, {ROLES} roles, {CLIENTS} clients, {USERS} users, {ASSIGNMENTS} user role assignments ({records} records)"
    );
    println!(
        "floor (plain prepared INSERTs, one transaction): {:>8.3} s  {:>9.0} records/s",
        secs(floor),
        records as f64 / secs(floor)
    );
    for (what, s) in [
        ("apply to an empty store", &first),
        ("re-apply unchanged", &again),
        ("apply with 1% changed", &one_pct),
    ] {
        println!(
            "{what:<48} {:>8.3} s  {:>9.0} records/s  peak RSS {:.1} MB",
            secs(s.wall),
            records as f64 / secs(s.wall),
            s.max_rss_kb as f64 / 1024.0
        );
    }
    println!(
        "first apply / floor: {:.2}x (target: within 3x); peak RSS target: under 200 MB",
        secs(first.wall) / secs(floor)
    );
}
