//! Test harness: a temporary store and a runner for the real `idctl` binary.
#![allow(dead_code)]

pub mod api;
pub mod browser;
pub mod management;
pub mod oidc;
pub mod pg;
pub mod receiver;
pub mod server;

use assert_cmd::Command;
use serde_json::Value;
use std::path::PathBuf;
use tempfile::TempDir;

pub struct Env {
    pub dir: TempDir,
    pub store: PathBuf,
}

/// One row of a table of refusals (`Env::refuses`): the arguments, the exit code, and the
/// fragments stderr must contain.
pub type Refusal<'a> = (&'a [&'a str], i32, &'a [&'a str]);

/// What a finished command left behind.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("stdout is not JSON ({e}): {}", self.stdout))
    }
    /// Every stderr line as a JSON object: under `-o json` stderr holds nothing else (no
    /// `error:`/`hint:`/`warning:` text).
    pub fn stderr_json(&self) -> Vec<Value> {
        self.stderr
            .lines()
            .map(|l| match serde_json::from_str::<Value>(l) {
                Ok(v) if v.is_object() => v,
                _ => panic!("stderr line is not a JSON object: {l:?}\n{}", self.stderr),
            })
            .collect()
    }

    /// The JSON error object idctl writes under `-o json`: the last stderr line, and the only
    /// one that is an error (`code`, or the OAuth `error`); every other line is a JSON object
    /// too (a `{"warning": ...}`).
    pub fn err_json(&self) -> Value {
        let lines = self.stderr_json();
        let errors = lines
            .iter()
            .filter(|v| v.get("code").is_some() || v.get("error").is_some())
            .count();
        assert_eq!(errors, 1, "not exactly one error object: {}", self.stderr);
        let last = lines.last().cloned().unwrap_or_default();
        assert!(
            last.get("code").is_some() || last.get("error").is_some(),
            "the error object is not the last stderr line: {}",
            self.stderr
        );
        last
    }
}

/// The install hint for util-linux `script`, which the terminal tests run commands under.
pub const SCRIPT_HINT: &str =
    "util-linux `script` (Debian and Ubuntu: apt-get install bsdutils; .ci/run installs it)";

/// Fails the test, saying what to install, unless `program` runs (`program probe...` exits 0).
/// A test that needs a program never passes without it.
pub fn require(program: &str, probe: &[&str], install: &str) {
    let ok = std::process::Command::new(program)
        .args(probe)
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        ok,
        "this test needs `{program}`, which does not run here: install {install}"
    );
}

/// Does this command line ask for JSON output?
pub fn json_mode(args: &[&str]) -> bool {
    args.windows(2)
        .any(|w| (w[0] == "-o" || w[0] == "--output") && w[1] == "json")
        || args
            .iter()
            .any(|a| matches!(*a, "--output=json" | "-ojson" | "-o=json"))
}

impl Env {
    pub fn new() -> Env {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = dir.path().join("idctl.db");
        Env { dir, store }
    }

    /// `idctl --store <temp store> ARGS`, with the environment cleared of IDCTL_* settings.
    pub fn cmd(&self, args: &[&str]) -> Command {
        let mut c = Command::cargo_bin("idctl").expect("binary");
        for var in ["IDCTL_STORE", "IDCTL_OUTPUT", "IDCTL_EVENTS"] {
            c.env_remove(var);
        }
        c.arg("--store").arg(&self.store).args(args);
        c
    }

    /// `idctl ARGS` with no `--store` (and no IDCTL_* settings).
    pub fn bare(&self, args: &[&str]) -> Command {
        let mut c = Command::cargo_bin("idctl").expect("binary");
        for var in ["IDCTL_STORE", "IDCTL_OUTPUT", "IDCTL_EVENTS"] {
            c.env_remove(var);
        }
        c.args(args);
        c
    }

    pub fn run(&self, args: &[&str]) -> Run {
        run_cmd(self.cmd(args))
    }

    /// Runs and asserts exit 0; returns stdout.
    pub fn ok(&self, args: &[&str]) -> String {
        let r = self.run(args);
        assert_eq!(
            r.code, 0,
            "idctl {args:?} failed:\n{}{}",
            r.stdout, r.stderr
        );
        r.stdout
    }

    /// Runs with `-o json`, asserts exit 0, parses stdout.
    pub fn json(&self, args: &[&str]) -> Value {
        let mut a = vec!["-o", "json"];
        a.extend_from_slice(args);
        let r = self.run(&a);
        assert_eq!(r.code, 0, "idctl {a:?} failed:\n{}{}", r.stdout, r.stderr);
        r.json()
    }

    /// Runs, asserts the exit code and that the store is exactly as before; returns the run.
    pub fn fails(&self, code: i32, args: &[&str]) -> Run {
        let before = self.snapshot();
        let r = self.run(args);
        assert_eq!(
            r.code, code,
            "idctl {args:?}: expected exit {code}, got {}:\n{}{}",
            r.code, r.stdout, r.stderr
        );
        if json_mode(args) {
            // Under -o json: a JSON error object, and no text line at all.
            let e = r.err_json();
            assert!(
                e["message"].is_string() || e["error_description"].is_string(),
                "error object without a message: {e}"
            );
            assert!(
                r.stdout.is_empty() || serde_json::from_str::<Value>(&r.stdout).is_ok(),
                "stdout of a failed JSON command is not one JSON document: {}",
                r.stdout
            );
        } else {
            assert!(
                r.stderr.contains("error: "),
                "no error line on stderr: {}",
                r.stderr
            );
        }
        assert_eq!(before, self.snapshot(), "idctl {args:?} changed the store");
        r
    }

    /// Runs each row of a table of refusals: `fails` (the exit code, an error line, the store
    /// exactly as before), then every expected fragment on stderr.
    pub fn refuses(&self, rows: &[Refusal]) {
        for (args, code, says) in rows {
            let r = self.fails(*code, args);
            for s in *says {
                assert!(
                    r.stderr.contains(s),
                    "idctl {args:?}: no {s:?} on stderr: {}",
                    r.stderr
                );
            }
        }
    }

    /// Runs a command that must be a successful no-op: exit 0, `notice` on stderr, and the
    /// store (its event log included) exactly as before; returns the run.
    pub fn unchanged(&self, args: &[&str], notice: &str) -> Run {
        let before = self.snapshot();
        let r = self.run(args);
        assert_eq!(
            r.code, 0,
            "idctl {args:?} failed:\n{}{}",
            r.stdout, r.stderr
        );
        assert!(
            r.stderr.contains(notice),
            "idctl {args:?}: no notice {notice:?} on stderr: {}",
            r.stderr
        );
        assert_eq!(before, self.snapshot(), "idctl {args:?} changed the store");
        r
    }

    /// Runs with `--events stdout -o json`; returns the events the command caused, in order
    /// (the command's own JSON comes first; each event is one line after it).
    pub fn events_of(&self, args: &[&str]) -> Vec<Value> {
        let mut a = vec!["--events", "stdout", "-o", "json"];
        a.extend_from_slice(args);
        self.ok(&a)
            .lines()
            .filter(|l| l.starts_with("{\"event\""))
            .map(|l| serde_json::from_str(l).expect("event line"))
            .collect()
    }

    /// Every row of every table, for "nothing changed" checks.
    pub fn snapshot(&self) -> String {
        if !self.store.exists() {
            return String::from("<no store>");
        }
        let conn = rusqlite::Connection::open(&self.store).expect("open store");
        let tables: Vec<String> = conn
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let mut out = String::new();
        for t in tables {
            let mut st = conn.prepare(&format!("SELECT * FROM \"{t}\"")).unwrap();
            let n = st.column_count();
            let mut rows: Vec<String> = st
                .query_map([], |r| {
                    let mut line = Vec::new();
                    for i in 0..n {
                        let v: rusqlite::types::Value = r.get(i)?;
                        line.push(format!("{v:?}"));
                    }
                    Ok(line.join("|"))
                })
                .unwrap()
                .collect::<Result<_, _>>()
                .unwrap();
            rows.sort();
            out.push_str(&format!("[{t}]\n{}\n", rows.join("\n")));
        }
        out
    }

    /// Runs SQL against the store (for checks the CLI does not expose).
    pub fn sql_count(&self, sql: &str) -> i64 {
        let conn = rusqlite::Connection::open(&self.store).expect("open store");
        conn.query_row(sql, [], |r| r.get(0)).expect("query")
    }

    /// A resource with permissions: `https://api.example.com` with read:orders, write:orders.
    pub fn orders_api(&self) -> &'static str {
        let api = "https://api.example.com";
        self.ok(&["resource", "create", "--name", "Orders", "--indicator", api]);
        self.ok(&[
            "scope",
            "create",
            "-r",
            api,
            "read:orders",
            "-d",
            "Read orders",
        ]);
        self.ok(&["scope", "create", "-r", api, "write:orders"]);
        api
    }
}

pub fn run_cmd(mut c: Command) -> Run {
    let out = c.output().expect("run idctl");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A machine client holding read:orders and write:orders on the orders API, as
/// `(client id, secret)`.
pub fn m2m_client(env: &Env) -> (String, String) {
    let api = env.orders_api();
    env.ok(&[
        "role",
        "create",
        "orders-m2m",
        "--type",
        "m2m",
        "-r",
        api,
        "-s",
        "read:orders write:orders",
    ]);
    let c = env.json(&["client", "create", "--name", "svc", "--role", "orders-m2m"]);
    (
        c["id"].as_str().unwrap().to_string(),
        c["secret"].as_str().unwrap().to_string(),
    )
}

/// Decodes one base64url JWT segment as JSON (independently of idctl).
pub fn segment(token: &str, i: usize) -> Value {
    use base64::Engine;
    let seg = token.split('.').nth(i).expect("segment");
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(seg)
        .expect("base64url");
    serde_json::from_slice(&bytes).expect("JSON segment")
}

/// A tiny HTTP server on 127.0.0.1 answering every request with `status` and `body`
/// (for JWKS URLs). Returns its base URL.
pub fn serve(status: u16, body: String) -> String {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut s) = stream else { continue };
            let mut buf = [0u8; 8192];
            let _ = s.read(&mut buf);
            let resp = format!(
                "HTTP/1.1 {status} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                body.len()
            );
            let _ = s.write_all(resp.as_bytes());
        }
    });
    format!("http://{addr}")
}

/// The keys every event payload starts with, in this order (the head the audit entries and the
/// webhook events share); what an event adds follows them.
pub const EVENT_HEAD: [&str; 9] = [
    "event",
    "createdAt",
    "userAgent",
    "ip",
    "path",
    "method",
    "status",
    "params",
    "matchedRoute",
];

/// The keys of an event payload: `EVENT_HEAD`, then `rest` in order.
pub fn event_keys<'a>(rest: &[&'a str]) -> Vec<&'a str> {
    let mut k = EVENT_HEAD.to_vec();
    k.extend_from_slice(rest);
    k
}

/// The keys of a JSON object, in order.
pub fn keys(v: &Value) -> Vec<&str> {
    v.as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect()
}
