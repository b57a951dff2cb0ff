//! Webhook delivery benchmark (issue target), run with `cargo bench --bench hooks`.
//!
//! 1,000 events are recorded in a store (in-process, so none is delivered yet) with 1 hook and
//! with 10 hooks pointing at a local receiver; then `idctl hook deliver --all` sends them all,
//! timed as a whole process. The receiver's own capacity is measured with the same client
//! (reqwest, blocking, 10 requests in flight) and bodies of the same size.

#[path = "../tests/common/receiver.rs"]
mod receiver;

use idctl::model::RoleType;
use idctl::ops::hooks::{self, NewHook};
use idctl::ops::roles::{self, NewRole};
use idctl::store::Store;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_idctl");
const EVENTS: usize = 1000;

fn setup(path: &std::path::Path, url: &str, hooks_n: usize) -> usize {
    let mut s = Store::open(path).expect("open");
    let out = s
        .write(|tx| {
            for h in 0..hooks_n {
                hooks::create(
                    tx,
                    NewHook {
                        name: format!("hook-{h}"),
                        url: Some(url.to_string()),
                        events: vec!["Role.Created".into()],
                        headers: vec![],
                        timeout: None,
                    },
                )?;
            }
            let mut body_len = 0;
            for i in 0..EVENTS {
                roles::create(
                    tx,
                    NewRole {
                        name: format!("role-{i}"),
                        description: Some("benchmark role".into()),
                        kind: RoleType::User,
                        is_default: false,
                        scopes: None,
                        scope_ids: Vec::new(),
                    },
                )?;
                body_len = tx
                    .events()
                    .last()
                    .map(|e| e.payload.to_string().len())
                    .unwrap_or(0);
            }
            Ok(body_len + 40)
        })
        .expect("setup");
    out.value
}

/// The receiver's capacity with the same client: `n` POSTs of `len` bytes, 10 in flight.
fn raw_capacity(url: &str, n: usize, len: usize) -> Duration {
    let client = reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let body = format!("{{\"pad\":\"{}\"}}", "x".repeat(len.saturating_sub(10)));
    let next = AtomicUsize::new(0);
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..10 {
            s.spawn(|| {
                while next.fetch_add(1, Ordering::Relaxed) < n {
                    let r = client
                        .post(url)
                        .header("content-type", "application/json")
                        .body(body.clone())
                        .send()
                        .expect("post");
                    assert!(r.status().is_success());
                    let _ = r.text();
                }
            });
        }
    });
    start.elapsed()
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let rx = receiver::Receiver::start_counting_only();
    let dir = tempfile::tempdir().unwrap();
    println!("== hook deliver: {EVENTS} events to a local receiver (whole process, --all)");
    println!(
        "hooks  deliveries  idctl time   idctl/s    receiver/s  ratio   overhead per delivery"
    );
    for hooks_n in [1usize, 10] {
        let path = dir.path().join(format!("hooks-{hooks_n}.db"));
        let body_len = setup(&path, &rx.url, hooks_n);
        let deliveries = EVENTS * hooks_n;
        let before = rx.count();
        let start = Instant::now();
        let status = Command::new(BIN)
            .args([
                "--store",
                path.to_str().unwrap(),
                "hook",
                "deliver",
                "--all",
            ])
            .stdout(Stdio::null())
            .status()
            .expect("spawn");
        let took = start.elapsed();
        assert!(status.success());
        assert_eq!(
            rx.count() - before,
            deliveries,
            "every delivery arrived once"
        );
        let raw = raw_capacity(&rx.url, deliveries, body_len);
        let ours = deliveries as f64 / took.as_secs_f64();
        let theirs = deliveries as f64 / raw.as_secs_f64();
        let overhead_us = (took.as_secs_f64() - raw.as_secs_f64()) / deliveries as f64 * 1e6;
        println!(
            "{hooks_n:>5}  {deliveries:>10}  {:>8.1} ms  {ours:>8.0}  {theirs:>10.0}  {:>5.2}   {overhead_us:.1} us",
            took.as_secs_f64() * 1e3,
            ours / theirs
        );
    }
}
