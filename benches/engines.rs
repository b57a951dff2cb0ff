//! One command per process on each store engine, run with `cargo bench --bench engines`.
//!
//! `idctl token` (a read: client-credentials mint) and `idctl role create` (a write) as whole
//! processes of the release binary, median wall time and peak RSS over IDCTL_BENCH_RUNS runs
//! (default 100), next to `idctl --version`, on:
//! - SQLite (a file in the temporary directory);
//! - PostgreSQL over its Unix socket;
//! - PostgreSQL over TCP on 127.0.0.1, without TLS (`sslmode=disable`);
//! - PostgreSQL over TCP on 127.0.0.1 with TLS (`sslmode=require`, a self-signed certificate).
//!
//! The PostgreSQL server is the benchmark's own (benches/common/pg.rs), on this machine.

use std::process::Command;
use std::time::Duration;

#[path = "common/pg.rs"]
mod pg;

const API: &str = "https://api.example.com";
const BIN: &str = env!("CARGO_BIN_EXE_idctl");

#[path = "common/process.rs"]
mod process;
use process::Sample;

/// Runs the binary once; when it fails, runs it again to show why.
fn run_once(args: &[&str], envs: &[(&str, &str)]) -> Sample {
    let mut cmd = Command::new(BIN);
    cmd.args(args).envs(envs.iter().copied());
    process::run(&mut cmd).unwrap_or_else(|| {
        let out = Command::new(BIN)
            .args(args)
            .envs(envs.iter().copied())
            .output();
        panic!("idctl {args:?} failed: {out:?}");
    })
}

fn runs() -> usize {
    std::env::var("IDCTL_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100)
}

/// Median wall time and largest peak RSS of `n` runs of `make(i)` (after 5 unmeasured runs).
fn measure(
    n: usize,
    envs: &[(&str, &str)],
    make: &dyn Fn(usize) -> Vec<String>,
) -> (Duration, i64) {
    let run = |i: usize| {
        let args = make(i);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        run_once(&args, envs)
    };
    for i in 0..5 {
        run(1_000_000 + i);
    }
    let samples: Vec<Sample> = (0..n).map(run).collect();
    let rss = samples.iter().map(|s| s.max_rss_kb).max().unwrap_or(0);
    let mut walls: Vec<Duration> = samples.into_iter().map(|s| s.wall).collect();
    walls.sort();
    (walls[walls.len() / 2], rss)
}

/// The quickstart's m2m client on `store`: (id, secret).
fn provision(store: &str) -> (String, String) {
    let out = Command::new(BIN)
        .args(["--store", store, "quickstart", "-o", "json"])
        .output()
        .expect("run idctl quickstart");
    assert!(
        out.status.success(),
        "quickstart on {store}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let q: serde_json::Value = serde_json::from_slice(&out.stdout).expect("quickstart JSON");
    (
        q["client"]["id"].as_str().unwrap_or_default().to_string(),
        q["clientSecret"].as_str().unwrap_or_default().to_string(),
    )
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return; // `cargo bench -- --list` and test discovery
    }
    let n = runs();
    let dir = tempfile::tempdir().expect("tempdir");
    let pg = pg::Pg::start();
    pg.create_database("cli");
    let sqlite = dir.path().join("cli.db").display().to_string();
    let targets = [
        ("SQLite", sqlite),
        ("PostgreSQL, Unix socket", pg.url_socket("cli")),
        ("PostgreSQL, TCP 127.0.0.1", pg.url_tcp("cli")),
        ("PostgreSQL, TCP + TLS", pg.url_tls("cli")),
    ];
    // One provisioning per database: the three PostgreSQL targets share one.
    let (sid, ssecret) = provision(&targets[0].1);
    let (pid, psecret) = provision(&targets[1].1);

    let (version, version_rss) = measure(n, &[], &|_| vec!["--version".into()]);
    println!(
        "idctl per process: {n} runs each, median wall time, largest peak RSS; PostgreSQL {} \
         on this machine",
        pg.version()
    );
    println!();
    println!("| store | idctl token | peak RSS | idctl role create | peak RSS |");
    println!("|---|---|---|---|---|");
    println!(
        "| (idctl --version) | {} | {} KiB | | |",
        ms(version),
        version_rss
    );
    for (k, (name, store)) in targets.iter().enumerate() {
        let (id, secret) = if k == 0 {
            (&sid, &ssecret)
        } else {
            (&pid, &psecret)
        };
        let envs = [
            ("IDCTL_CLIENT_ID", id.as_str()),
            ("IDCTL_CLIENT_SECRET", secret.as_str()),
        ];
        let (token, token_rss) = measure(n, &envs, &|_| {
            vec![
                "--store".into(),
                store.clone(),
                "token".into(),
                "--resource".into(),
                API.into(),
                "--scope".into(),
                "read:orders write:orders".into(),
            ]
        });
        let (role, role_rss) = measure(n, &[], &|i| {
            vec![
                "--store".into(),
                store.clone(),
                "role".into(),
                "create".into(),
                format!("bench-{k}-{i}"),
            ]
        });
        println!(
            "| {name} | {} | {token_rss} KiB | {} | {role_rss} KiB |",
            ms(token),
            ms(role)
        );
    }
    drop(pg);
}
