//! Help, man pages and terminals: what `--help` and `man` say, usage lines, confirmations,
//! password prompts, and tables on a terminal that reports no width.
mod common;
use common::{Env, run_cmd};
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn readme() -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README.md")
}

/// The rows of the README table whose header line is `header`, as cells without the outer
/// pipes.
fn readme_table(header: &str) -> Vec<Vec<String>> {
    let text = readme();
    let mut lines = text
        .lines()
        .skip_while(|l| l.trim() != header)
        .skip(2)
        .take_while(|l| l.starts_with('|'));
    let mut rows = Vec::new();
    for l in lines.by_ref() {
        let cells: Vec<String> = l
            .trim()
            .trim_matches('|')
            .split(" | ")
            .map(|c| c.trim().to_string())
            .collect();
        rows.push(cells);
    }
    assert!(!rows.is_empty(), "no README table under {header:?}");
    rows
}

#[test]
fn readme_exit_codes_and_environment_match_the_definitions() {
    let readme_codes: Vec<(i32, String)> = readme_table("| exit code | meaning |")
        .into_iter()
        .map(|r| (r[0].parse().expect("exit code"), r[1].clone()))
        .collect();
    let defined: Vec<(i32, String)> = idctl::error::exit::TABLE
        .iter()
        .map(|(c, m)| (*c, m.to_string()))
        .collect();
    assert_eq!(
        readme_codes, defined,
        "README exit codes differ from src/error.rs"
    );
    let readme_vars: Vec<(String, String)> = readme_table("| variable | meaning |")
        .into_iter()
        .map(|r| (r[0].trim_matches('`').to_string(), r[1].clone()))
        .collect();
    let defined: Vec<(String, String)> = idctl::env::TABLE
        .iter()
        .map(|(n, m)| (n.to_string(), m.to_string()))
        .collect();
    assert_eq!(
        readme_vars, defined,
        "README variables differ from src/env.rs"
    );
}

#[test]
fn help_lists_exit_codes_environment_and_files() {
    let env = Env::new();
    for flag in ["--help", "-h"] {
        let r = run_cmd(env.bare(&[flag]));
        assert_eq!(r.code, 0);
        let help = r.stdout;
        for heading in ["Exit status:", "Environment:", "Files:"] {
            assert!(help.contains(heading), "{flag}: {heading} missing");
        }
        for (code, _) in idctl::error::exit::TABLE {
            assert!(
                help.lines()
                    .any(|l| l.trim_start().starts_with(&format!("{code}  "))),
                "{flag}: exit {code} missing:\n{help}"
            );
        }
        assert!(help.contains("17  wrong token type: typ is not at+jwt"));
        for (name, _) in idctl::env::TABLE {
            assert!(
                help.contains(&format!("  {name}  ")),
                "{flag}: {name} missing"
            );
        }
        assert!(help.contains("~/.local/share/idctl/idctl.db"));
    }
}

#[test]
fn man_pages_have_exit_status_environment_and_files_sections() {
    let env = Env::new();
    let r = run_cmd(env.bare(&["man"]));
    assert_eq!(r.code, 0);
    let page = r.stdout;
    let at = |s: &str| page.find(s).unwrap_or_else(|| panic!("{s} missing"));
    // In man-pages(7) order, after the options and before the version.
    assert!(at(".SH OPTIONS") < at(".SH \"EXIT STATUS\""));
    assert!(at(".SH \"EXIT STATUS\"") < at(".SH \"ENVIRONMENT\""));
    assert!(at(".SH \"ENVIRONMENT\"") < at(".SH \"FILES\""));
    assert!(at(".SH \"FILES\"") < at(".SH VERSION"));
    for (code, _) in idctl::error::exit::TABLE {
        assert!(
            page.contains(&format!(".TP\n\\fB{code}\\fR\n")),
            "exit {code}"
        );
    }
    for (name, _) in idctl::env::TABLE {
        assert!(page.contains(&format!("\\fB{name}\\fR")), "{name}");
    }
    assert!(
        !page.contains(".SH EXTRA"),
        "the after-help is not repeated"
    );
    assert_eq!(page.matches(".TH ").count(), 1);
    // A subcommand's page says the same (verify's exit codes matter most there).
    let committed = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("man/idctl-verify.1"),
    )
    .unwrap();
    assert!(committed.contains(".SH \"EXIT STATUS\"") && committed.contains("\\fB17\\fR"));
}

#[test]
fn token_help_names_the_four_grants() {
    let env = Env::new();
    for args in [&["token", "--help"][..], &["--help"][..]] {
        let help = run_cmd(env.bare(args)).stdout;
        let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
        for grant in [
            "client credentials",
            "authorization code flow",
            "refresh token",
            "PAT token exchange",
        ] {
            assert!(flat.contains(grant), "{args:?}: {grant} missing:\n{help}");
        }
        assert!(!flat.contains("(client credentials grant)"), "{args:?}");
    }
}

#[test]
fn the_options_of_the_finding_have_descriptions() {
    let env = Env::new();
    let cases: [(&[&str], &[&str]); 6] = [
        (
            &["experience", "reset-password"],
            &["--username", "--email", "--phone", "--code"],
        ),
        (
            &["user", "update"],
            &["--username", "--email", "--phone", "--name", "--avatar"],
        ),
        (&["hook", "create"], &["--name"]),
        (
            &["hook", "update"],
            &["--name", "--url", "--event", "--header", "--timeout"],
        ),
        (&["scope", "delete"], &["--resource"]),
        (&["config", "set"], &["<KEY>", "<VALUE>"]),
    ];
    for (cmd, flags) in cases {
        let mut args = cmd.to_vec();
        args.push("--help");
        let help = run_cmd(env.bare(&args)).stdout;
        for flag in flags {
            let line = help
                .lines()
                .find(|l| {
                    let t = l.trim_start();
                    t.starts_with(flag) || t.contains(&format!(", {flag}"))
                })
                .unwrap_or_else(|| panic!("{cmd:?}: {flag} missing:\n{help}"));
            // The flag (and its value name), then two spaces, then a description.
            let after = line.split_once(flag).unwrap().1;
            let description = after.split_once("  ").map(|(_, d)| d.trim()).unwrap_or("");
            assert!(
                !description.is_empty(),
                "{cmd:?}: {flag} has no description: {line:?}"
            );
        }
    }
}

#[test]
fn usage_lines_do_not_show_values_from_the_environment() {
    let env = Env::new();
    let mut c = env.bare(&["token", "--user", "alice", "--refresh-token", "rt"]);
    c.env("IDCTL_CLIENT_ID", "some-client")
        .env("IDCTL_CLIENT_SECRET", "s3cret")
        .env("IDCTL_STORE", &env.store)
        .env("IDCTL_OUTPUT", "table");
    let r = run_cmd(c);
    assert_eq!(r.code, 2);
    let usage = r
        .stderr
        .lines()
        .find(|l| l.starts_with("Usage:"))
        .unwrap_or_else(|| panic!("no usage line: {}", r.stderr));
    assert_eq!(usage, "Usage: idctl token --user <USER>");
    let mut c = env.bare(&["role", "create"]);
    c.env("IDCTL_STORE", &env.store)
        .env("IDCTL_EVENTS", "stderr");
    let r = run_cmd(c);
    assert!(
        r.stderr.contains("\nUsage: idctl role create <NAME>\n"),
        "{}",
        r.stderr
    );
    // The variables still work.
    env.ok(&["init"]);
    let mut c = env.bare(&["role", "create", "clerk"]);
    c.env("IDCTL_STORE", &env.store).env("IDCTL_OUTPUT", "json");
    assert_eq!(run_cmd(c).json()["name"], "clerk");
    // And a wrong value is a usage error that names the variable.
    let mut c = env.cmd(&["role", "list"]);
    c.env("IDCTL_EVENTS", "stdxxx");
    let r = run_cmd(c);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains(
            "error: invalid value 'stdxxx' for IDCTL_EVENTS (possible values: stdout, stderr)"
        ),
        "{}",
        r.stderr
    );
}

#[test]
fn key_removal_refusal_keeps_the_kid_as_typed() {
    let env = Env::new();
    env.ok(&["init"]);
    let kid = "AbC_dEf-GhI";
    let r = env.fails(2, &["keys", "remove", kid]);
    assert!(
        r.stderr.contains(&format!(
            "error: refusing to remove key {kid} (tokens it signed will stop verifying) without confirmation: not a terminal"
        )),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("hint: pass --yes to confirm"));
    let r = env.fails(2, &["-o", "json", "keys", "remove", kid]);
    let e = r.err_json();
    assert!(e["message"].as_str().unwrap().contains(kid), "{e}");
    assert_eq!(e["hint"], "pass --yes to confirm");
}

// ---- Terminals, through a pseudo-terminal made by util-linux `script`.

/// Fails the test, with an install hint, when util-linux `script` is missing.
fn require_script() {
    common::require("script", &["--version"], common::SCRIPT_HINT);
}

fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// `idctl --store STORE ARGS` as a shell command line.
fn idctl_line(env: &Env, args: &[&str]) -> String {
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
fn on_pty(shell: &str, inputs: &[&str], timeout: Duration) -> (Option<i32>, String) {
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

#[test]
fn tables_do_not_wrap_to_a_terminal_that_reports_no_width() {
    require_script();
    let env = Env::new();
    env.ok(&["role", "create", "alpha", "-d", "some description here"]);
    let shell = format!(
        "stty cols 0 rows 0; {}",
        idctl_line(&env, &["role", "list"])
    );
    let (code, out) = on_pty(&shell, &[], Duration::from_secs(20));
    assert_eq!(code, Some(0), "{out}");
    let lines: Vec<&str> = out.lines().map(str::trim_end).collect();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("ID") && l.contains("NAME") && l.contains("DESCRIPTION")),
        "the header is not on one line:\n{out}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("alpha") && l.contains("some description here")),
        "the row is not on one line:\n{out}"
    );
    // A terminal with a real width still wraps to it.
    let shell = format!(
        "stty cols 40 rows 20; {}",
        idctl_line(&env, &["role", "list"])
    );
    let (code, out) = on_pty(&shell, &[], Duration::from_secs(20));
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.lines().all(|l| l.trim_end().chars().count() <= 40),
        "{out}"
    );
}

#[test]
fn sign_in_asks_for_the_password_once_and_setting_one_asks_twice() {
    let env = Env::new();
    // Without a terminal, --password is refused before anything is read or changed.
    let r = env.fails(
        2,
        &["experience", "sign-in", "--username", "bob", "--password"],
    );
    assert!(
        r.stderr
            .contains("error: --password asks on a terminal; in scripts use --password-stdin"),
        "{}",
        r.stderr
    );
    // The help says how often each asks.
    let once = run_cmd(env.bare(&["experience", "sign-in", "--help"])).stdout;
    assert!(
        once.contains("Ask for the password on the terminal (once, not echoed)"),
        "{once}"
    );
    let twice = run_cmd(env.bare(&["experience", "register", "--help"])).stdout;
    assert!(twice.contains("(twice, not echoed)"), "{twice}");
    require_script();
    // Registering sets a password: asked twice.
    let (code, out) = on_pty(
        &idctl_line(
            &env,
            &["experience", "register", "--username", "bob", "--password"],
        ),
        &["password123", "password123"],
        Duration::from_secs(30),
    );
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("Repeat password"), "{out}");
    // Signing in checks it: one line typed is enough.
    let (code, out) = on_pty(
        &idctl_line(
            &env,
            &["experience", "sign-in", "--username", "bob", "--password"],
        ),
        &["password123"],
        Duration::from_secs(30),
    );
    assert_eq!(
        code,
        Some(0),
        "sign-in did not finish after one password:\n{out}"
    );
    assert!(!out.contains("Repeat password"), "{out}");
    assert!(out.contains("bob"), "{out}");
}

#[test]
fn a_missing_test_program_fails_the_test_with_an_install_hint() {
    let missing = std::panic::catch_unwind(|| {
        common::require(
            "idctl-tests-no-such-program",
            &["--version"],
            "it from nowhere (this is the hint)",
        )
    });
    let payload = missing.expect_err("a missing program let the test pass");
    let message = payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default();
    assert!(
        message.contains("`idctl-tests-no-such-program`")
            && message.contains("install it from nowhere (this is the hint)"),
        "{message}"
    );
    // The terminal tests' own program is required the same way.
    common::require("script", &["--version"], common::SCRIPT_HINT);
}
