//! Terminals for the tests, through a pseudo-terminal made by util-linux `script`: prompts,
//! confirmations, tables.
#![allow(dead_code)]

use super::Env;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Fails the test, with an install hint, when util-linux `script` is missing.
pub fn require_script() {
    super::require("script", &["--version"], super::SCRIPT_HINT);
}

pub fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// `idctl --store STORE ARGS` as a shell command line.
pub fn idctl_line(env: &Env, args: &[&str]) -> String {
    let bin = assert_cmd::cargo::cargo_bin("idctl");
    let mut line = format!(
        "{} --store {}",
        quote(&bin.display().to_string()),
        quote(&env.store.display().to_string())
    );
    for a in args {
        line.push(' ');
        line.push_str(&quote(a));
    }
    line
}

/// Runs `shell` on a pseudo-terminal; types each input line (with Enter) a moment after the
/// previous one. Returns the exit code (`None` when it had to be killed after `timeout`)
/// and everything the terminal showed.
pub fn on_pty(shell: &str, inputs: &[&str], timeout: Duration) -> (Option<i32>, String) {
    let mut child = Command::new("script")
        .args(["-qec", shell, "/dev/null"])
        .env_remove("IDCTL_STORE")
        .env_remove("IDCTL_OUTPUT")
        .env_remove("IDCTL_EVENTS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("script");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = child.stdout.take().expect("stdout");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut stdout, &mut s);
        s
    });
    for input in inputs {
        std::thread::sleep(Duration::from_millis(700));
        let _ = stdin.write_all(format!("{input}\r").as_bytes());
        let _ = stdin.flush();
    }
    let start = Instant::now();
    let code = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break status.code();
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    drop(stdin);
    (code, reader.join().unwrap_or_default())
}
