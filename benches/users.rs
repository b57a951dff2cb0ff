//! User benchmarks (issue targets), run with `cargo bench --bench users`.
//!
//! 1. One Argon2id password hash with idctl's parameters (in-process), and `idctl user create`
//!    as a process with and without a password.
//! 2. `idctl user list --limit 50` and `idctl user get` on stores with 1,000 and 100,000 users:
//!    median wall time of the whole process and the ratio (it must be flat, not linear).

use idctl::ops::users::{self, NewUser};
use idctl::store::Store;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_idctl");

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

fn time_cmd(args: &[&str], stdin: Option<&str>) -> Duration {
    let start = Instant::now();
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    let mut input = child.stdin.take().unwrap();
    if let Some(s) = stdin {
        input.write_all(s.as_bytes()).unwrap();
    }
    drop(input);
    let status = child.wait().unwrap();
    assert!(status.success(), "idctl {args:?} failed");
    start.elapsed()
}

fn populate(path: &Path, n: usize) {
    let mut s = Store::open(path).expect("open");
    s.write(|tx| {
        for i in 0..n {
            users::create(
                tx,
                NewUser {
                    username: Some(format!("user_{i}")),
                    email: Some(format!("user{i}@example.com")),
                    ..Default::default()
                },
            )?;
        }
        Ok(())
    })
    .expect("populate");
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let runs: usize = std::env::var("IDCTL_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    let dir = tempfile::tempdir().unwrap();

    // 1. Password hashing.
    let mut hashes = Vec::new();
    for _ in 0..20 {
        let t = Instant::now();
        idctl::password::hash("correct horse battery").unwrap();
        hashes.push(t.elapsed());
    }
    println!(
        "== password hashing: Argon2id m={} KiB, t={}, p={}",
        idctl::password::MEMORY_KIB,
        idctl::password::ITERATIONS,
        idctl::password::LANES
    );
    println!("one hash (median of 20)        {}", ms(median(hashes)));
    let store = dir.path().join("create.db");
    let s = store.to_str().unwrap();
    time_cmd(&["--store", s, "init"], None);
    let mut plain = Vec::new();
    let mut with_pw = Vec::new();
    for i in 0..30 {
        plain.push(time_cmd(
            &[
                "--store",
                s,
                "user",
                "create",
                "--username",
                &format!("p{i}"),
            ],
            None,
        ));
        with_pw.push(time_cmd(
            &[
                "--store",
                s,
                "user",
                "create",
                "--username",
                &format!("w{i}"),
                "--password-stdin",
            ],
            Some("correct horse battery\n"),
        ));
    }
    println!("user create, no password       {}", ms(median(plain)));
    println!("user create, with password     {}", ms(median(with_pw)));

    // 2. Flat list and get.
    let mut results = Vec::new();
    for n in [1_000usize, 100_000] {
        let path = dir.path().join(format!("users-{n}.db"));
        let t = Instant::now();
        populate(&path, n);
        eprintln!("({n} users created in {:.1} s)", t.elapsed().as_secs_f64());
        let p = path.to_str().unwrap();
        let probe = format!("user_{}", n / 2);
        let list_args = ["--store", p, "-o", "json", "user", "list", "--limit", "50"];
        let get_args = ["--store", p, "-o", "json", "user", "get", probe.as_str()];
        let deep_args = [
            "--store", p, "-o", "json", "user", "list", "--limit", "50", "--offset", "500",
        ];
        for _ in 0..5 {
            time_cmd(&list_args, None);
            time_cmd(&get_args, None);
        }
        let list = median((0..runs).map(|_| time_cmd(&list_args, None)).collect());
        let get = median((0..runs).map(|_| time_cmd(&get_args, None)).collect());
        let deep = median((0..runs).map(|_| time_cmd(&deep_args, None)).collect());
        results.push((n, list, get, deep));
    }
    println!("\n== user list / get as whole processes (median of {runs} runs)");
    println!("users     list --limit 50   list --offset 500   get (by username)");
    for (n, list, get, deep) in &results {
        println!(
            "{n:>7}   {:>15}   {:>17}   {:>17}",
            ms(*list),
            ms(*deep),
            ms(*get)
        );
    }
    let (a, b) = (&results[0], &results[1]);
    println!(
        "ratio 100k/1k: list {:.3}, list offset {:.3}, get {:.3}   (flat means close to 1)",
        b.1.as_secs_f64() / a.1.as_secs_f64(),
        b.3.as_secs_f64() / a.3.as_secs_f64(),
        b.2.as_secs_f64() / a.2.as_secs_f64()
    );
}
