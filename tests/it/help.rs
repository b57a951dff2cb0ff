//! Help, man pages and terminals: what `--help` and `man` say, usage lines, confirmations,
//! password prompts, and tables on a terminal that reports no width.
use crate::common::pty::{idctl_line, on_pty, require_script};
use crate::common::{Env, run_cmd};
use std::path::Path;
use std::time::Duration;

/// The page of the docs that documents exit codes and the environment.
fn cli_page() -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/cli.md"))
        .expect("docs/cli.md")
}

/// The rows of the docs/cli.md table whose header line is `header`, as cells without the
/// outer pipes.
fn readme_table(header: &str) -> Vec<Vec<String>> {
    let text = cli_page();
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
    assert!(!rows.is_empty(), "no docs/cli.md table under {header:?}");
    rows
}

/// Every error code the docs name (a backticked `namespace.key` of a namespace the error
/// table uses) is a code of the table, and every code of the table exits with a code the
/// docs' exit-code table lists.
#[test]
fn error_codes_in_the_docs_are_the_error_tables_and_exit_as_documented() {
    let table = idctl::error::TABLE;
    let namespaces: std::collections::BTreeSet<&str> = table
        .iter()
        .filter_map(|r| r.code.as_str().split_once('.').map(|(ns, _)| ns))
        .collect();
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let mut named = 0;
    for entry in std::fs::read_dir(&docs).expect("docs/") {
        let path = entry.expect("docs/ entry").path();
        if path.extension().is_none_or(|e| e != "md") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a page of docs/");
        let parts: Vec<&str> = text.split('`').collect();
        for (i, span) in parts.iter().enumerate().skip(1).step_by(2) {
            let Some((ns, key)) = span.split_once('.') else {
                continue;
            };
            let file = ["rs", "md", "toml", "json", "db"].contains(&key);
            let is_code = namespaces.contains(ns)
                && !file
                && !key.is_empty()
                && key.chars().all(|c| c.is_ascii_lowercase() || c == '_');
            if !is_code {
                continue;
            }
            named += 1;
            let code = idctl::error::Code::parse(span).unwrap_or_else(|| {
                panic!(
                    "{} names the error code {span}, which src/error.rs does not define",
                    path.display()
                )
            });
            // "404 `entity.not_exists_with_id`": the status the docs give it.
            let before = parts[i - 1].strip_suffix(' ').unwrap_or_default();
            let digits: String = before
                .chars()
                .rev()
                .take_while(char::is_ascii_digit)
                .collect();
            if digits.len() != 3 {
                continue;
            }
            if let Ok(status) = digits.chars().rev().collect::<String>().parse::<u16>() {
                assert_eq!(
                    code.status(),
                    status,
                    "{} gives {span} the status {status}",
                    path.display()
                );
            }
        }
    }
    assert!(named > 0, "the docs name no error code");
    let documented: Vec<i32> = readme_table("| exit code | meaning |")
        .into_iter()
        .map(|r| r[0].parse().expect("exit code"))
        .collect();
    for row in table {
        assert!(
            row.exit != 0 && documented.contains(&row.exit),
            "{} exits {}, which docs/cli.md does not list",
            row.code,
            row.exit
        );
    }
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
        "docs/cli.md exit codes differ from src/error.rs"
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
        "docs/cli.md variables differ from src/env.rs"
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
        crate::common::require(
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
    crate::common::require("script", &["--version"], crate::common::SCRIPT_HINT);
}

#[test]
fn decode_and_verify_on_a_terminal_without_a_token_say_how_to_give_one() {
    require_script();
    let env = Env::new();
    env.ok(&["init"]);
    for cmd in ["decode", "verify"] {
        let before = env.snapshot();
        let (code, out) = on_pty(&idctl_line(&env, &[cmd]), &[], Duration::from_secs(20));
        assert_eq!(code, Some(2), "{cmd}: {out}");
        assert!(
            out.contains(&format!(
                "error: no token given: pass it as an argument, or on standard input (idctl {cmd} < token.txt)"
            )),
            "{cmd}: {out}"
        );
        assert_eq!(before, env.snapshot(), "{cmd}");
    }
}

// ---- What --help and the man pages show

/// Every command of the command line that has no subcommands, as argument paths.
fn leaf_commands() -> Vec<Vec<String>> {
    fn walk(cmd: &clap::Command, path: &[String], out: &mut Vec<Vec<String>>) {
        for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
            let mut p = path.to_vec();
            p.push(sub.get_name().to_string());
            if sub.has_subcommands() {
                walk(sub, &p, out);
            } else {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&idctl::cli::command(), &[], &mut out);
    out
}

/// The help text of `idctl PATH --help`, split into its sections by heading line.
fn help_sections(env: &Env, path: &[String]) -> Vec<(String, String)> {
    let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
    args.push("--help");
    let r = run_cmd(env.bare(&args));
    assert_eq!(r.code, 0, "{path:?}: {}", r.stderr);
    let mut sections = vec![(String::from("(top)"), String::new())];
    for line in r.stdout.lines() {
        if !line.starts_with(' ') && line.ends_with(':') {
            sections.push((line.trim_end_matches(':').to_string(), String::new()));
        } else if let Some((_, text)) = sections.last_mut() {
            text.push_str(line);
            text.push('\n');
        }
    }
    sections
}

fn section<'a>(sections: &'a [(String, String)], title: &str) -> &'a str {
    sections
        .iter()
        .find(|(t, _)| t == title)
        .map(|(_, s)| s.as_str())
        .unwrap_or("")
}

#[test]
fn top_level_help_describes_clients_of_every_type_and_everything_serve_serves() {
    let env = Env::new();
    let help = run_cmd(env.bare(&["--help"])).stdout;
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    let entry = |name: &str| {
        let start = flat
            .find(&format!(" {name} "))
            .unwrap_or_else(|| panic!("{name} missing: {help}"));
        flat[start..].chars().take(160).collect::<String>()
    };
    let client = entry("client");
    for kind in [
        "machine-to-machine",
        "single-page",
        "native",
        "traditional web apps",
    ] {
        assert!(client.contains(kind), "client: {kind} missing: {client}");
    }
    let serve = entry("serve");
    for part in ["OAuth/OIDC endpoints", "sign-in pages", "Management API"] {
        assert!(serve.contains(part), "serve: {part} missing: {serve}");
    }
    // The main commands have examples; idctl's own come before its exit codes.
    assert!(
        help.find("Examples:").unwrap() < help.find("Exit status:").unwrap(),
        "{help}"
    );
    assert!(help.contains("  idctl quickstart\n"), "{help}");
}

#[test]
fn every_command_groups_global_options_and_shows_only_those_that_act() {
    let env = Env::new();
    let leaves = leaf_commands();
    assert!(leaves.len() > 100, "{}", leaves.len());
    for path in &leaves {
        let sections = help_sections(&env, path);
        let own = section(&sections, "Options");
        let global = section(&sections, "Global options");
        // --store and -o act everywhere, and stand apart from the command's own options.
        assert!(
            global.contains("--store <STORE>"),
            "{path:?}:\n{sections:?}"
        );
        assert!(global.contains("-o, --output"), "{path:?}:\n{sections:?}");
        assert!(
            !own.contains("--store"),
            "{path:?}: --store among its own options"
        );
        // --yes only where something is confirmed; never on what only reads.
        let name = path.last().unwrap().as_str();
        let deletes = name == "delete"
            || path == &["org", "members", "remove"]
            || path == &["org", "apps", "remove"]
            || path == &["user", "mfa", "remove"]
            || path == &["apply"]
            || path[0] == "store" && matches!(name, "backup" | "restore");
        assert_eq!(
            global.contains("--yes"),
            deletes,
            "{path:?}: --yes shown {}:\n{global}",
            global.contains("--yes")
        );
        if matches!(name, "list" | "get")
            || matches!(path[0].as_str(), "decode" | "verify" | "export")
        {
            assert!(
                !global.contains("--events"),
                "{path:?}: --events on a read:\n{global}"
            );
        }
        if matches!(name, "create" | "delete" | "update") {
            assert!(
                global.contains("--events"),
                "{path:?}: no --events:\n{global}"
            );
        }
    }
    // Hidden from the help is still accepted: scripts may pass them to every command.
    env.ok(&["init"]);
    env.ok(&["role", "list", "--yes", "--events", "stdout"]);
    env.ok(&["--yes", "--events", "stderr", "resource", "list"]);
}

#[test]
fn yes_is_shown_exactly_where_a_command_asks_for_confirmation() {
    // Each command whose help shows --yes refuses without it off a terminal, changing nothing.
    // On SQLite: `store backup` and `store restore` are among them.
    let env = Env::sqlite();
    let api = env.orders_api();
    env.ok(&["role", "create", "clerk"]);
    env.ok(&["client", "create", "svc"]);
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["pat", "create", "alice", "ci"]);
    env.ok(&["org", "create", "Acme"]);
    env.ok(&["org", "members", "add", "Acme", "alice"]);
    env.ok(&["org", "apps", "add", "Acme", "svc"]);
    env.ok(&["org", "scope", "create", "read:docs"]);
    env.ok(&["org", "role", "create", "editor"]);
    env.ok(&["hook", "create", "tap", "--stdout", "--event", "all"]);
    let kid = env.json(&["keys", "list"])[0]["kid"]
        .as_str()
        .unwrap()
        .to_string();
    std::fs::write(env.dir.path().join("empty.toml"), "version = 1\n").unwrap();
    let manifest = env.dir.path().join("empty.toml");
    let m = manifest.to_str().unwrap();
    let backup = env.dir.path().join("backup.db");
    let b = backup.to_str().unwrap();
    env.ok(&["store", "backup", b]);
    // (the command, its arguments)
    let cases: Vec<(&str, Vec<&str>)> = vec![
        ("apply", vec!["-f", m, "--prune"]),
        ("client delete", vec!["svc"]),
        ("hook delete", vec!["tap"]),
        ("keys delete", vec![&kid]),
        ("org apps remove", vec!["Acme", "svc"]),
        ("org delete", vec!["Acme"]),
        ("org members remove", vec!["Acme", "alice"]),
        ("org role delete", vec!["editor"]),
        ("org scope delete", vec!["read:docs"]),
        ("pat delete", vec!["alice", "ci"]),
        ("resource delete", vec![api]),
        ("role delete", vec!["clerk"]),
        ("scope delete", vec!["-r", api, "read:orders"]),
        ("store backup", vec![b]),
        ("store restore", vec![b]),
        ("user delete", vec!["alice"]),
        ("user mfa remove", vec!["alice", "some-id"]),
    ];
    let mut with_yes: Vec<String> = leaf_commands()
        .into_iter()
        .filter(|p| section(&help_sections(&env, p), "Global options").contains("--yes"))
        .map(|p| p.join(" "))
        .collect();
    with_yes.sort();
    let listed: Vec<String> = cases.iter().map(|(c, _)| c.to_string()).collect();
    assert_eq!(with_yes, listed, "the commands whose help shows --yes");
    for (command, rest) in &cases {
        let args: Vec<&str> = command.split(' ').chain(rest.iter().copied()).collect();
        let r = env.fails(2, &args);
        assert!(
            r.stderr.contains("without confirmation: not a terminal")
                && r.stderr.contains("hint: pass --yes to confirm"),
            "{args:?}: {}",
            r.stderr
        );
    }
}

#[test]
fn main_commands_have_examples_in_their_help_and_man_page() {
    let env = Env::new();
    for (path, example) in [
        (
            &["token"][..],
            "idctl token --resource https://api.example.com",
        ),
        (&["verify"][..], "idctl verify --batch < tokens.txt"),
        (&["decode"][..], "idctl decode < token.txt"),
        (&["serve"][..], "idctl serve --listen 127.0.0.1:0"),
        (&["apply"][..], "idctl apply -f setup.toml --dry-run"),
        (
            &["client", "create"][..],
            "idctl client create shop --type spa",
        ),
        (&["man"][..], "idctl man --install-dir ~/.local/share/man"),
    ] {
        let path: Vec<String> = path.iter().map(|s| s.to_string()).collect();
        let sections = help_sections(&env, &path);
        let examples = section(&sections, "Examples");
        assert!(examples.contains(example), "{path:?}:\n{examples}");
        // The man page says the same, from the same text.
        let page = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join(format!("man/idctl-{}.1", path.join("-"))),
        )
        .unwrap();
        let at = |s: &str| {
            page.find(s)
                .unwrap_or_else(|| panic!("{path:?}: {s} missing"))
        };
        assert!(at(".SH \"FILES\"") < at(".SH EXAMPLES") && at(".SH EXAMPLES") < at(".SH VERSION"));
        assert!(
            page.contains(&format!("\\fB{}", example.replace('-', "\\-"))),
            "{path:?}: {example} missing from the man page"
        );
    }
    // Commands without examples have no empty section.
    let page = run_cmd(env.bare(&["man"])).stdout;
    assert_eq!(page.matches(".SH EXAMPLES").count(), 1);
    assert!(
        section(
            &help_sections(&env, &["role".into(), "list".into()]),
            "Examples"
        )
        .is_empty()
    );
}

// The committed completions and man pages match the command line.

fn compare_dirs(kind: &str, fresh: &Path, committed: &Path, regen: &str) {
    let mut names: Vec<_> = std::fs::read_dir(fresh)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names.sort();
    let mut committed_names: Vec<_> = std::fs::read_dir(committed)
        .unwrap_or_else(|_| {
            panic!(
                "{} is missing; regenerate with: {regen}",
                committed.display()
            )
        })
        .map(|e| e.unwrap().file_name())
        .collect();
    committed_names.sort();
    assert_eq!(
        names, committed_names,
        "{kind} files differ; regenerate with: {regen}"
    );
    for n in names {
        let a = std::fs::read(fresh.join(&n)).unwrap();
        let b = std::fs::read(committed.join(&n)).unwrap();
        assert!(a == b, "{kind} {n:?} is stale; regenerate with: {regen}");
    }
}

#[test]
fn committed_completions_are_current() {
    let env = Env::new();
    let out = env.dir.path().join("completions");
    let r = crate::common::run_cmd(env.bare(&["completions", "--dir", out.to_str().unwrap()]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    compare_dirs(
        "completion",
        &out,
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("completions"),
        "cargo run -q -- completions --dir completions",
    );
}

#[test]
fn committed_man_pages_are_current() {
    let env = Env::new();
    let out = env.dir.path().join("man");
    let r = crate::common::run_cmd(env.bare(&["man", "--dir", out.to_str().unwrap()]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    compare_dirs(
        "man page",
        &out,
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("man"),
        "cargo run -q -- man --dir man",
    );
}

#[test]
fn completions_print_for_each_shell() {
    let env = Env::new();
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let r = crate::common::run_cmd(env.bare(&["completions", shell]));
        assert_eq!(r.code, 0);
        assert!(r.stdout.contains("idctl"), "{shell}");
    }
    let r = crate::common::run_cmd(env.bare(&["man"]));
    assert!(
        r.stdout.starts_with(".ie") || r.stdout.contains(".TH idctl"),
        "{}",
        &r.stdout[..100.min(r.stdout.len())]
    );
}

#[test]
fn man_install_dir_writes_the_pages_where_man_looks() {
    let env = Env::new();
    let home = env.dir.path().join("home");
    std::fs::create_dir(&home).unwrap();
    let root = env.dir.path().join("share/man");
    let mut c = env.bare(&["man", "--install-dir", root.to_str().unwrap()]);
    c.env("HOME", &home).env_remove("XDG_DATA_HOME");
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let dir = root.join("man1");
    let pages = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(
        r.stdout.trim(),
        format!(
            "installed idctl.1 and {} pages of its subcommands in {}",
            pages - 1,
            dir.display()
        )
    );
    assert!(
        r.stderr.contains("man idctl finds them when"),
        "{}",
        r.stderr
    );
    // The same pages as the committed ones, in man's section folder.
    compare_dirs(
        "man page",
        &dir,
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("man"),
        "cargo run -q -- man --dir man",
    );
    // Writing pages is no store command: no store was created.
    assert!(!home.join(".local/share/idctl").exists());
    // Under -o json, one JSON document.
    let mut c = env.bare(&["-o", "json", "man", "--install-dir", root.to_str().unwrap()]);
    c.env("HOME", &home);
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["pages"], pages);
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    // Somewhere it cannot write: exit 1, the folder named.
    let file = env.dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    let mut c = env.bare(&["man", "--install-dir", file.to_str().unwrap()]);
    c.env("HOME", &home);
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains(&format!(
            "error: cannot write the man pages into {}",
            file.join("man1").display()
        )),
        "{}",
        r.stderr
    );
    // --dir and --install-dir are two ways, not one.
    let r = crate::common::run_cmd(env.bare(&["man", "--dir", "x", "--install-dir", "y"]));
    assert_eq!(r.code, 2);
}
