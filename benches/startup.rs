//! Start-up benchmark, run with `cargo bench --bench startup`.
//!
//! `idctl token --resource R --scope S` (client credentials from the environment, on a
//! quickstart store, ES384) as a whole process, next to jwt-cli's `encode -A ES256` with the
//! same claims: the median wall time and CPU time of IDCTL_BENCH_RUNS interleaved runs of
//! each (default 200), their ratio and peak RSS. Then the instructions of one run of each
//! (`valgrind --tool=callgrind`, which counts the same on a busy machine as on a quiet one),
//! and of `idctl --version` and `idctl --help`.
//!
//! `IDCTL_BENCH_BASELINE=PATH` adds another idctl binary (a build of an earlier commit), with
//! its own quickstart store, to the same interleaved runs and counts.
//!
//! jwt-cli 6.2.0 is taken from PATH, or installed once with `cargo install` into
//! target/bench-tools. valgrind comes from the distribution (`apt-get install valgrind`); the
//! benchmark fails, with that hint, without it.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_idctl");
const API: &str = "https://api.example.com";
const SCOPE: &str = "read:orders write:orders";
const JWT_CLI_VERSION: &str = "6.2.0";

#[path = "common/process.rs"]
mod process;
use process::{Sample, median, ms};

/// Runs `cmd` once; it must succeed.
fn run_once(cmd: &mut Command) -> Sample {
    process::run(cmd).unwrap_or_else(|| panic!("{cmd:?} failed"))
}

fn runs() -> usize {
    std::env::var("IDCTL_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200)
}

/// jwt-cli's binary: on PATH (of the expected version), or installed into target/bench-tools.
fn jwt_cli() -> PathBuf {
    let version_of = |bin: &Path| {
        Command::new(bin)
            .arg("--version")
            .output()
            .ok()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let on_path = PathBuf::from("jwt");
    if version_of(&on_path).is_some_and(|v| v.ends_with(JWT_CLI_VERSION)) {
        return on_path;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-tools");
    let bin = root.join("bin/jwt");
    if version_of(&bin).is_some_and(|v| v.ends_with(JWT_CLI_VERSION)) {
        return bin;
    }
    eprintln!(
        "installing jwt-cli {JWT_CLI_VERSION} into {}",
        root.display()
    );
    let status = Command::new(env!("CARGO"))
        .args(["install", "--locked", "--quiet", "jwt-cli", "--version"])
        .arg(JWT_CLI_VERSION)
        .arg("--root")
        .arg(&root)
        .status()
        .expect("run cargo install");
    assert!(status.success(), "cargo install jwt-cli failed");
    bin
}

/// The instructions one run of `cmd` executes, counted by callgrind.
fn instructions(cmd: &mut Command) -> u64 {
    let out_file = std::env::temp_dir().join(format!("idctl-startup-{}.cg", std::process::id()));
    let program = cmd.get_program().to_owned();
    let args: Vec<_> = cmd.get_args().map(|a| a.to_owned()).collect();
    let envs: Vec<_> = cmd
        .get_envs()
        .filter_map(|(k, v)| Some((k.to_owned(), v?.to_owned())))
        .collect();
    let out = Command::new("valgrind")
        .arg("--tool=callgrind")
        .arg(format!("--callgrind-out-file={}", out_file.display()))
        .arg(&program)
        .args(&args)
        .envs(envs)
        .stdout(Stdio::null())
        .output()
        .unwrap_or_else(|e| {
            panic!("valgrind is needed to count instructions ({e}): apt-get install valgrind")
        });
    let _ = std::fs::remove_file(&out_file);
    assert!(out.status.success(), "{cmd:?} under callgrind failed");
    let text = String::from_utf8_lossy(&out.stderr);
    text.lines()
        .find_map(|l| {
            l.split_once("I   refs:")
                .map(|(_, n)| n.trim().replace(',', ""))
        })
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no instruction count in callgrind's output:\n{text}"))
}

/// A quickstart store made by `bin` in `dir`: (store path, client id, client secret).
fn quickstart(bin: &str, dir: &Path, name: &str) -> (String, String, String) {
    let store = dir.join(name).to_str().expect("UTF-8 path").to_string();
    let out = Command::new(bin)
        .args(["--store", &store, "-o", "json", "quickstart"])
        .output()
        .expect("quickstart");
    assert!(out.status.success(), "quickstart failed");
    let q: serde_json::Value = serde_json::from_slice(&out.stdout).expect("quickstart JSON");
    let id = q["client"]["id"].as_str().expect("client id").to_string();
    let secret = q["clientSecret"].as_str().expect("client secret");
    (store, id, secret.to_string())
}

/// `bin token` on its quickstart store, as a command to run.
fn token_command(bin: &str, (store, id, secret): &(String, String, String)) -> Command {
    let mut c = Command::new(bin);
    c.args([
        "--store",
        store,
        "token",
        "--resource",
        API,
        "--scope",
        SCOPE,
    ])
    .env("IDCTL_CLIENT_ID", id)
    .env("IDCTL_CLIENT_SECRET", secret)
    .env_remove("RUST_BACKTRACE");
    c
}

fn main() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ours = quickstart(BIN, dir.path(), "idctl.db");
    let baseline = std::env::var("IDCTL_BENCH_BASELINE").ok().map(|bin| {
        let setup = quickstart(&bin, dir.path(), "baseline.db");
        (bin, setup)
    });

    // The claims idctl mints, for jwt-cli to sign with its own ES256 key.
    let token = token_command(BIN, &ours).output().expect("token");
    assert!(token.status.success(), "idctl token failed");
    let token = String::from_utf8(token.stdout).expect("UTF-8 token");
    let payload = token.trim().split('.').nth(1).expect("a JWS");
    use base64::Engine;
    let claims = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload)
        .expect("base64url payload");
    let claims = String::from_utf8(claims).expect("UTF-8 claims");

    let rng = aws_lc_rs::rand::SystemRandom::new();
    let pkcs8 = aws_lc_rs::signature::EcdsaKeyPair::generate_pkcs8(
        &aws_lc_rs::signature::ECDSA_P256_SHA256_FIXED_SIGNING,
        &rng,
    )
    .expect("ES256 key");
    let pem = format!(
        "-----BEGIN PRIVATE KEY-----\n{}\n-----END PRIVATE KEY-----\n",
        base64::engine::general_purpose::STANDARD.encode(pkcs8.as_ref())
    );
    let key = dir.path().join("es256.pem");
    std::fs::write(&key, pem).expect("write key");
    let jwt = jwt_cli();

    let idctl_token = || token_command(BIN, &ours);
    let baseline_token = || {
        baseline
            .as_ref()
            .map(|(bin, setup)| token_command(bin, setup))
    };
    let jwt_encode = || {
        let mut c = Command::new(&jwt);
        c.args(["encode", "-A", "ES256", "-S"])
            .arg(format!("@{}", key.display()))
            .arg(&claims)
            .env_remove("RUST_BACKTRACE");
        c
    };
    let idctl_plain = |arg: &str| {
        let mut c = Command::new(BIN);
        c.arg(arg).env_remove("RUST_BACKTRACE");
        c
    };

    let n = runs();
    println!(
        "idctl {} ({} bytes), jwt-cli {JWT_CLI_VERSION}; {n} interleaved runs of each",
        env!("CARGO_PKG_VERSION"),
        std::fs::metadata(BIN).map(|m| m.len()).unwrap_or(0)
    );
    for _ in 0..5 {
        run_once(&mut idctl_token());
        run_once(&mut jwt_encode());
        if let Some(mut b) = baseline_token() {
            run_once(&mut b);
        }
    }
    let (mut it, mut jt, mut bt) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..n {
        it.push(run_once(&mut idctl_token()));
        jt.push(run_once(&mut jwt_encode()));
        if let Some(mut b) = baseline_token() {
            bt.push(run_once(&mut b));
        }
    }
    let summary = |name: &str, s: &[Sample]| {
        let wall = median(s.iter().map(|x| x.wall).collect());
        let cpu = median(s.iter().map(|x| x.cpu).collect());
        let rss = s.iter().map(|x| x.max_rss_kb).max().unwrap_or(0);
        println!(
            "{name:<28} wall {}  cpu {}  peak RSS {:.1} MiB",
            ms(wall),
            ms(cpu),
            rss as f64 / 1024.0
        );
        (wall, cpu)
    };
    let (iw, ic) = summary("idctl token (ES384)", &it);
    let (jw, jc) = summary("jwt-cli encode -A ES256", &jt);
    println!(
        "ratio idctl/jwt-cli: wall {:.2}, cpu {:.2} (goal: wall <= 1.00)",
        iw.as_secs_f64() / jw.as_secs_f64(),
        ic.as_secs_f64() / jc.as_secs_f64()
    );

    if !bt.is_empty() {
        let (bw, bc) = summary("baseline idctl token", &bt);
        println!(
            "ratio baseline/jwt-cli: wall {:.2}, cpu {:.2}; idctl/baseline: wall {:.2}, cpu {:.2}",
            bw.as_secs_f64() / jw.as_secs_f64(),
            bc.as_secs_f64() / jc.as_secs_f64(),
            iw.as_secs_f64() / bw.as_secs_f64(),
            ic.as_secs_f64() / bc.as_secs_f64()
        );
    }

    println!("instructions (callgrind, one run each):");
    let counts = [
        (
            "idctl token",
            instructions(&mut idctl_token()),
            Some(3_000_000),
        ),
        (
            "jwt-cli encode -A ES256",
            instructions(&mut jwt_encode()),
            None,
        ),
        (
            "idctl --version",
            instructions(&mut idctl_plain("--version")),
            Some(1_000_000),
        ),
        (
            "idctl --help",
            instructions(&mut idctl_plain("--help")),
            Some(1_000_000),
        ),
    ];
    for (name, count, goal) in counts {
        let goal = goal.map(|g| format!(" (goal: <= {g})")).unwrap_or_default();
        println!("  {name:<26} {count:>12}{goal}");
    }
    if let Some((bin, _)) = &baseline {
        let plain = |arg: &str| {
            let mut c = Command::new(bin);
            c.arg(arg).env_remove("RUST_BACKTRACE");
            c
        };
        if let Some(mut token) = baseline_token() {
            println!(
                "  baseline token             {:>12}",
                instructions(&mut token)
            );
        }
        println!(
            "  baseline --version         {:>12}",
            instructions(&mut plain("--version"))
        );
        println!(
            "  baseline --help            {:>12}",
            instructions(&mut plain("--help"))
        );
    }
}
