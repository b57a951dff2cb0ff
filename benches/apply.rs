//! `idctl apply` benchmark, run with `cargo bench --bench apply` (both cases), or
//! `cargo bench --bench apply -- default` / `-- large` for one.
//!
//! `default`: a generated manifest (100 resources x 20 permissions, 1,000 roles, 1,000
//! clients, 20,000 users without passwords, 50,000 user role assignments) is applied by the
//! release binary to an empty store, then applied again unchanged, then with 1% of its
//! records changed. Each run reports wall time, records per second and peak RSS (wait4), next
//! to the floor: SQLite inserting the same rows in one transaction with plain prepared
//! statements, on the same disk, in the same run.
//!
//! `large`: the same generator at the size of a big deployment (1,000 resources x 20
//! permissions, 10,000 roles, 10,000 clients, 100,000 users, 200,000 user role assignments),
//! the same three applies and the same floor.
//!
//! `IDCTL_BENCH_RUNS` (default 1) repeats each case, each run on fresh stores.
//! `IDCTL_BENCH_BASELINE=PATH` also runs another idctl binary (one built from an earlier
//! commit) in the same run, each apply right after the same apply of this build, on a store
//! of its own: the figures of both, and this build's wall time and peak RSS as a share of it.

use serde_json::{Value, json};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_idctl");

/// The record counts of a generated manifest.
struct Size {
    resources: usize,
    /// Permissions per resource.
    perms: usize,
    roles: usize,
    clients: usize,
    users: usize,
    assignments: usize,
}

const DEFAULT: Size = Size {
    resources: 100,
    perms: 20,
    roles: 1000,
    clients: 1000,
    users: 20_000,
    assignments: 50_000,
};

const LARGE: Size = Size {
    resources: 1000,
    perms: 20,
    roles: 10_000,
    clients: 10_000,
    users: 100_000,
    assignments: 200_000,
};

/// Permissions per role.
const ROLE_PERMS: usize = 5;

impl Size {
    fn records(&self) -> usize {
        self.resources
            + self.resources * self.perms
            + self.roles
            + self.clients
            + self.users
            + self.assignments
    }
}

#[path = "common/process.rs"]
mod process;
use process::Sample;

/// Set in the environment of this benchmark's own binary when it runs as the lean runner.
const RUNNER: &str = "IDCTL_BENCH_APPLY_RUNNER";

/// Runs `bin` once and reads its peak RSS. Linux counts in a child's peak RSS the peak of the
/// process that started it (the memory high-water mark a forked child inherits and exec
/// records), and this benchmark's process holds the manifests: so `bin` is started by a fresh,
/// small copy of this benchmark (`runner`), which reports what wait4 says of it.
fn run_once(bin: &str, args: &[&str]) -> Sample {
    let exe = std::env::current_exe().expect("the benchmark's path");
    let start = Instant::now();
    let out = Command::new(exe)
        .env(RUNNER, "1")
        .arg(bin)
        .args(args)
        .stderr(Stdio::inherit())
        .output()
        .expect("spawn the runner");
    let wall = start.elapsed();
    assert!(out.status.success(), "{bin} {args:?} failed");
    let text = String::from_utf8_lossy(&out.stdout);
    let mut fields = text.split_whitespace().map(|f| f.parse::<u64>().ok());
    let (Some(Some(max_rss_kb)), Some(Some(cpu_us))) = (fields.next(), fields.next()) else {
        panic!("the runner printed {text:?}");
    };
    Sample {
        wall,
        cpu: Duration::from_micros(cpu_us),
        max_rss_kb: max_rss_kb as i64,
    }
}

/// The runner: starts the command of its arguments, with stdout and stderr discarded, and
/// prints its peak RSS in KiB and its CPU time in microseconds; fails when the command fails.
fn runner() {
    let mut args = std::env::args().skip(1);
    let bin = args.next().expect("a command");
    let sample =
        process::run(Command::new(&bin).args(args)).unwrap_or_else(|| panic!("{bin} failed"));
    println!("{} {}", sample.max_rss_kb, sample.cpu.as_micros());
}

/// User roles are the first half of the roles; m2m roles are the other half.
fn user_role(size: &Size, i: usize) -> String {
    format!("user-role-{}", i % (size.roles / 2))
}

fn manifest(size: &Size, changed_every: Option<usize>) -> Value {
    let changed = |i: usize| changed_every.is_some_and(|n| i.is_multiple_of(n));
    let resources: Vec<Value> = (0..size.resources)
        .map(|r| {
            json!({
                "indicator": format!("https://api-{r}.example.com"),
                "name": format!("API {r}{}", if changed(r) { " v2" } else { "" }),
                "scopes": (0..size.perms).map(|s| json!({"name": format!("perm:{s}")})).collect::<Vec<_>>(),
            })
        })
        .collect();
    let roles: Vec<Value> = (0..size.roles)
        .map(|i| {
            let (name, kind) = if i < size.roles / 2 {
                (user_role(size, i), "user")
            } else {
                (format!("m2m-role-{i}"), "m2m")
            };
            let res = format!("https://api-{}.example.com", i % size.resources);
            let first = (i / size.resources) % (size.perms - ROLE_PERMS);
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
    let clients: Vec<Value> = (0..size.clients)
        .map(|i| {
            let role = if changed(i) { i + 1 } else { i };
            json!({
                "name": format!("client-{i}"),
                "roles": [format!("m2m-role-{}", size.roles / 2 + role % (size.roles / 2))],
            })
        })
        .collect();
    // The assignments spread over the users: two or three roles each.
    let mut left = size.assignments;
    let users: Vec<Value> = (0..size.users)
        .map(|i| {
            let n = if left > 2 * (size.users - i) { 3 } else { 2 };
            left -= n;
            let roles: Vec<String> = (0..n).map(|k| user_role(size, i + k * 7)).collect();
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

fn secs(d: Duration) -> f64 {
    d.as_secs_f64()
}

fn mb(s: &Sample) -> f64 {
    s.max_rss_kb as f64 / 1024.0
}

/// The three applies of `bin` (to an empty store, again unchanged, with 1% changed), on a
/// store of its own in `dir`.
fn applies(bin: &str, dir: &Path, tag: &str, big: &Path, changed: &Path) -> [Sample; 3] {
    let store = dir.join(format!("{tag}.db"));
    let store = store.to_str().unwrap();
    let secrets = dir.join(format!("{tag}-secrets.json"));
    let apply = |file: &Path| {
        run_once(
            bin,
            &[
                "--store",
                store,
                "-o",
                "json",
                "apply",
                "-f",
                file.to_str().unwrap(),
                "--secrets-out",
                secrets.to_str().unwrap(),
            ],
        )
    };
    [apply(big), apply(big), apply(changed)]
}

const STEPS: [&str; 3] = [
    "apply to an empty store",
    "re-apply unchanged",
    "apply with 1% changed",
];

/// Gives the memory this process freed back to the system: an idctl spawned from it starts
/// as a copy of it (the peak RSS the kernel reports for the child counts what this process
/// held at the spawn), so the manifests are freed and the heap trimmed before each spawn.
#[cfg(target_env = "gnu")]
fn trim() {
    // SAFETY: malloc_trim only returns free heap memory to the system.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(not(target_env = "gnu"))]
fn trim() {}

fn case(name: &str, size: &Size, baseline: Option<&str>, runs: usize) {
    let records = size.records();
    let Size {
        resources,
        perms,
        roles,
        clients,
        users,
        assignments,
    } = *size;
    if name != "default" {
        println!("== {name}");
    }
    println!(
        "manifest: {resources} resources x {perms} permissions, {roles} roles, {clients} clients, {users} users, {assignments} user role assignments ({records} records)"
    );
    for run in 1..=runs {
        if runs > 1 {
            println!("-- run {run} of {runs}");
        }
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("big.json");
        let changed = dir.path().join("changed.json");
        let floor = {
            let m = manifest(size, None);
            let text = m.to_string();
            if name != "default" && run == 1 {
                println!("manifest size: {:.1} MB of JSON", text.len() as f64 / 1e6);
            }
            std::fs::write(&path, text).unwrap();
            std::fs::write(&changed, manifest(size, Some(100)).to_string()).unwrap();
            floor(dir.path(), &m)
        };
        trim();
        let ours = applies(BIN, dir.path(), "idctl", &path, &changed);
        let base = baseline.map(|b| applies(b, dir.path(), "baseline", &path, &changed));
        println!(
            "floor (plain prepared INSERTs, one transaction): {:>8.3} s  {:>9.0} records/s",
            secs(floor),
            records as f64 / secs(floor)
        );
        for (i, what) in STEPS.iter().enumerate() {
            let s = &ours[i];
            println!(
                "{what:<48} {:>8.3} s  {:>9.0} records/s  peak RSS {:.1} MB",
                secs(s.wall),
                records as f64 / secs(s.wall),
                mb(s)
            );
            if let Some(base) = &base {
                let b = &base[i];
                println!(
                    "  baseline {:<39} {:>8.3} s  {:>9.0} records/s  peak RSS {:.1} MB  (this build: {:.2}x the time, {:.2}x the memory)",
                    "",
                    secs(b.wall),
                    records as f64 / secs(b.wall),
                    mb(b),
                    secs(s.wall) / secs(b.wall),
                    mb(s) / mb(b)
                );
            }
        }
        println!(
            "first apply / floor: {:.2}x (target: within 3x); peak RSS target: under 200 MB",
            secs(ours[0].wall) / secs(floor)
        );
        if let Some(base) = &base {
            println!(
                "baseline first apply / floor: {:.2}x",
                secs(base[0].wall) / secs(floor)
            );
        }
    }
}

fn main() {
    if std::env::var_os(RUNNER).is_some() {
        return runner();
    }
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let run = |case: &str| filters.is_empty() || filters.iter().any(|f| case.contains(f.as_str()));
    let baseline = std::env::var("IDCTL_BENCH_BASELINE")
        .ok()
        .filter(|b| !b.is_empty());
    let runs = std::env::var("IDCTL_BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .filter(|&r: &usize| r > 0)
        .unwrap_or(1);
    if run("default") {
        case("default", &DEFAULT, baseline.as_deref(), runs);
    }
    if run("large") {
        case("large", &LARGE, baseline.as_deref(), runs);
    }
}
