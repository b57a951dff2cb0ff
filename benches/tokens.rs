//! Token benchmarks (issue targets), run with `cargo bench --bench tokens`.
//!
//! 1. `idctl token` as a whole process vs `idctl --version` (median wall time, peak RSS).
//! 2. Minting on a large store (10,000 clients, 1,000 resources, 20,000 permissions,
//!    2,000 roles) vs a store holding only what the mint needs.
//! 3. `idctl verify --batch` over 10,000 ES384 tokens vs one bare ES384 signature
//!    verification in the same backend (aws-lc-rs), per token.
//!
//! Setup uses the library in-process; every measured mint and verification runs the release
//! binary, as users do. Set IDCTL_BENCH_RUNS to change the number of process runs (default 300).

use idctl::model::RoleType;
use idctl::ops::{clients, resources, roles, scopes};
use idctl::store::Store;
use idctl::token::grant::{self, Asker, Grant};
use idctl::token::mint::App;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const API: &str = "https://api.example.com";
const BIN: &str = env!("CARGO_BIN_EXE_idctl");

#[path = "common/process.rs"]
mod process;
use process::{Sample, median, ms};

/// Runs the binary once; it must succeed.
fn run_once(args: &[&str], envs: &[(&str, &str)]) -> Sample {
    let mut cmd = Command::new(BIN);
    cmd.args(args).envs(envs.iter().copied());
    process::run(&mut cmd).unwrap_or_else(|| panic!("idctl {args:?} failed"))
}

fn runs() -> usize {
    std::env::var("IDCTL_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300)
}

/// Creates the example API, an m2m role and a client; returns (client id, secret).
fn provision_minimal(store: &mut Store) -> (String, String) {
    let out = store
        .write(|tx| {
            let q = idctl::ops::quickstart::run(tx)?;
            Ok((q.client.id, q.client_secret.unwrap_or_default()))
        })
        .expect("provision");
    out.value
}

/// Fills a store with 1,000 resources x 20 permissions, 2,000 roles, 10,000 clients.
fn provision_large(store: &mut Store) {
    store
        .write(|tx| {
            let mut role_n = 0;
            for r in 0..1000 {
                let indicator = format!("https://api-{r}.example.com");
                resources::create(
                    tx,
                    resources::NewResource {
                        name: format!("API {r}"),
                        indicator: indicator.clone(),
                        ttl: None,
                        is_default: false,
                    },
                )?;
                let names: Vec<String> = (0..20).map(|s| format!("perm:{s}")).collect();
                for n in &names {
                    scopes::create(
                        tx,
                        scopes::NewScope {
                            resource: indicator.clone(),
                            name: n.clone(),
                            description: None,
                        },
                    )?;
                }
                for half in 0..2 {
                    roles::create(
                        tx,
                        roles::NewRole {
                            name: format!("role-{role_n}"),
                            description: None,
                            kind: RoleType::MachineToMachine,
                            is_default: false,
                            scopes: Some((
                                indicator.clone(),
                                names[half * 10..half * 10 + 10].to_vec(),
                            )),
                            scope_ids: Vec::new(),
                        },
                    )?;
                    role_n += 1;
                }
            }
            for c in 0..10_000 {
                clients::create(
                    tx,
                    clients::NewClient::m2m(
                        format!("client-{c}"),
                        vec![
                            format!("role-{}", c % 2000),
                            format!("role-{}", (c * 7) % 2000),
                        ],
                    ),
                )?;
            }
            Ok(())
        })
        .expect("large store");
}

fn mint_args(store: &Path) -> Vec<String> {
    vec![
        "--store".into(),
        store.display().to_string(),
        "token".into(),
        "--resource".into(),
        API.into(),
        "--scope".into(),
        "read:orders write:orders".into(),
    ]
}

fn measure_mint(store: &Path, id: &str, secret: &str, n: usize) -> (Duration, i64) {
    let args = mint_args(store);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let envs = [("IDCTL_CLIENT_ID", id), ("IDCTL_CLIENT_SECRET", secret)];
    for _ in 0..10 {
        run_once(&args, &envs);
    }
    let samples: Vec<Sample> = (0..n).map(|_| run_once(&args, &envs)).collect();
    let rss = samples.iter().map(|s| s.max_rss_kb).max().unwrap_or(0);
    (median(samples.into_iter().map(|s| s.wall).collect()), rss)
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return; // `cargo bench -- --list` and test discovery
    }
    let n = runs();
    let dir = tempfile::tempdir().expect("tempdir");

    // 1. Start-up: --version vs token on a minimal store.
    let small = dir.path().join("small.db");
    let mut s = Store::open(&small).expect("open");
    let (id, secret) = provision_minimal(&mut s);
    drop(s);
    for _ in 0..10 {
        run_once(&["--version"], &[]);
    }
    let version: Vec<Sample> = (0..n).map(|_| run_once(&["--version"], &[])).collect();
    let version_rss = version.iter().map(|s| s.max_rss_kb).max().unwrap_or(0);
    let version_med = median(version.into_iter().map(|s| s.wall).collect());
    let (mint_small, mint_rss) = measure_mint(&small, &id, &secret, n);
    println!("== idctl token as a whole process ({n} runs each, median wall time)");
    println!(
        "idctl --version            {}   peak RSS {} KiB",
        ms(version_med),
        version_rss
    );
    println!(
        "idctl token (ES384)        {}   peak RSS {} KiB",
        ms(mint_small),
        mint_rss
    );
    println!(
        "difference                 {}   (target: at most 2 ms; peak RSS target: under 15 MB)",
        ms(mint_small.saturating_sub(version_med))
    );

    // 2. Scale: the same mint on a large store.
    let large = dir.path().join("large.db");
    let mut s = Store::open(&large).expect("open");
    let t = Instant::now();
    provision_large(&mut s);
    let (lid, lsecret) = provision_minimal(&mut s);
    drop(s);
    eprintln!("(large store built in {:.1} s)", t.elapsed().as_secs_f64());
    let (mint_large, _) = measure_mint(&large, &lid, &lsecret, n);
    let (mint_small2, _) = measure_mint(&small, &id, &secret, n);
    println!(
        "\n== mint on a large store (10,000 clients, 1,000 resources, 20,000 permissions, 2,000 roles)"
    );
    println!("minimal store              {}", ms(mint_small2));
    println!("large store                {}", ms(mint_large));
    println!(
        "ratio                      {:.3}   (target: at most 1.2)",
        mint_large.as_secs_f64() / mint_small2.as_secs_f64()
    );

    // 3. verify --batch over 10,000 ES384 tokens.
    let mut s = Store::open(&small).expect("open");
    let tokens: Vec<String> = s
        .read(|tx| {
            (0..10_000)
                .map(|_| {
                    let asker = Asker::CommandLine(App {
                        client_id: Some(id.clone()),
                        secret: Some(secret.clone()),
                    });
                    let request = grant::Request {
                        grant: Grant::ClientCredentials,
                        resources: vec![API.into()],
                        scopes: vec!["read:orders".into()],
                        strict: false,
                        organization: None,
                    };
                    grant::token(tx, &asker, Ok(request))
                        .map(|m| m.response.access_token)
                        .map_err(idctl::error::Error::from)
                })
                .collect()
        })
        .expect("mint")
        .value;
    let jwks = s.read(|tx| idctl::ops::keys::jwks(tx)).expect("jwks").value;
    drop(s);
    let input = tokens.join("\n") + "\n";
    let mut batch_times = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let mut child = Command::new(BIN)
            .args([
                "--store",
                small.to_str().unwrap(),
                "verify",
                "--batch",
                "--scope",
                "read:orders",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .expect("spawn");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let status = child.wait().unwrap();
        assert!(status.success(), "verify --batch failed");
        batch_times.push(start.elapsed());
    }
    let batch = median(batch_times);
    let per_token = batch.as_secs_f64() / tokens.len() as f64;

    // One bare ES384 verification: aws-lc-rs directly, signature already decoded.
    use base64::Engine;
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let k = &jwks["keys"][0];
    let mut point = vec![4u8];
    point.extend(b64.decode(k["x"].as_str().unwrap()).unwrap());
    point.extend(b64.decode(k["y"].as_str().unwrap()).unwrap());
    let prepared: Vec<(String, Vec<u8>)> = tokens
        .iter()
        .map(|t| {
            let (input, sig) = t.rsplit_once('.').unwrap();
            (input.to_string(), b64.decode(sig).unwrap())
        })
        .collect();
    let key = aws_lc_rs::signature::UnparsedPublicKey::new(
        &aws_lc_rs::signature::ECDSA_P384_SHA384_FIXED,
        &point,
    );
    let mut bare_runs = Vec::new();
    for _ in 0..3 {
        let start = Instant::now();
        for (input, sig) in &prepared {
            key.verify(input.as_bytes(), sig).expect("bare verify");
        }
        bare_runs.push(start.elapsed());
    }
    let bare = median(bare_runs).as_secs_f64() / prepared.len() as f64;
    println!(
        "\n== verify --batch over {} ES384 tokens (median of 5 runs)",
        tokens.len()
    );
    println!("whole batch                {}", ms(batch));
    println!("per token (batch)          {:.1} us", per_token * 1e6);
    println!("bare ES384 verification    {:.1} us", bare * 1e6);
    println!(
        "ratio                      {:.3}   (target: at most 1.3)",
        per_token / bare
    );
}
