//! The README and the pages of `docs/` run as written, and show what they say they show.
//!
//! Each document's shell blocks are read from the file itself, so the two cannot drift, and
//! run in order as one `bash -euo pipefail` script per document: each block builds on what the
//! ones before it left (files, shell variables, exported variables, the store), as for a
//! reader who pastes them into one shell. Every document starts afresh: a fresh temporary
//! directory that is also HOME and TMPDIR, with IDCTL_STORE in it, no environment but those and
//! PATH, and the `idctl` under test first on PATH. Background processes the blocks start
//! (`idctl serve &`) are killed at the end with the script's process group.
//!
//! What a line shows is checked where the document says it: a line ending in `#=> TEXT` must
//! print TEXT (on stdout or stderr, among other lines). Such a line must be a whole command on
//! one line, not an assignment (it runs in a subshell to capture its output). A `warning:` line
//! in a document's output that no `#=> ` text of that document announces fails the test: a
//! warning the reader was not told about is a mistake in the example.
//!
//! What does not run, and why, is written down:
//! - a block runs unless the line right before its opening fence is
//!   `<!-- readme-test: skip: REASON -->` (an HTML comment, which the rendered page does not
//!   show); a marker anywhere else, or without a reason, fails the test;
//! - every fenced block names its language, so a shell block cannot slip by untagged;
//! - the quick start's `cargo` and `scripts/test` lines are replaced as `SPECIAL_LINES` says;
//!   any other `cargo` line in a block that runs fails the test.
//!
//! `bash -e` does not stop at a failing command left of `&&` or `||`, so the documents write
//! commands that must succeed on lines of their own.
//!
//! On failure the test names the file, the block (its heading and number), the line that was
//! running, the exit code, and shows the block and the output from the start of that block.
use std::fmt::Write as _;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The opening of a skip marker; the reason follows, then ` -->`.
const SKIP: &str = "<!-- readme-test: skip:";

/// What marks the expected output of a line.
const EXPECT: &str = "#=> ";

/// The pages of `docs/`, each run as its own script (a test checks that the list is whole).
const DOCS: &[&str] = &[
    "docs/apply.md",
    "docs/claims.md",
    "docs/cli.md",
    "docs/clients.md",
    "docs/connectors.md",
    "docs/deploying-tls.md",
    "docs/deploying.md",
    "docs/development.md",
    "docs/experience.md",
    "docs/management-api.md",
    "docs/mfa.md",
    "docs/operations.md",
    "docs/organizations.md",
    "docs/postgres.md",
    "docs/server.md",
    "docs/sign-in.md",
    "docs/social-sign-in.md",
    "docs/store.md",
    "docs/tokens.md",
    "docs/users.md",
    "docs/webhooks.md",
];

/// README lines that the test replaces: (line, replacement or `None` to skip it, why).
const SPECIAL_LINES: &[(&str, Option<&str>, &str)] = &[
    (
        "cargo run --release -- quickstart",
        Some("idctl quickstart"),
        "the idctl under test is already built and on PATH; a release build would take minutes",
    ),
    (
        "scripts/test",
        None,
        "this test is part of the suite scripts/test runs: running it from here would run it \
         again, recursively",
    ),
];

/// How long one document may take (each takes a few seconds).
const TIMEOUT: Duration = Duration::from_secs(300);

#[derive(Debug)]
struct Block {
    /// 1-based among the document's shell blocks.
    number: usize,
    /// The heading the block is under.
    heading: String,
    /// The line of the opening fence.
    fence_line: usize,
    /// The block's lines with their line numbers.
    lines: Vec<(usize, String)>,
    /// The reason of its skip marker.
    skip: Option<String>,
}

fn is_shell(lang: &str) -> bool {
    matches!(lang, "sh" | "bash" | "shell")
}

/// The shell blocks of the document `file`, with their skip markers checked.
fn parse(file: &str, text: &str) -> Result<Vec<Block>, String> {
    let mut blocks = Vec::new();
    let mut heading = String::from("(top)");
    // A skip marker waiting for its block: (line, reason).
    let mut marker: Option<(usize, String)> = None;
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    while let Some((n, line)) = lines.next() {
        let t = line.trim();
        if let Some(lang) = t.strip_prefix("```") {
            let lang = lang.trim();
            if lang.is_empty() {
                return Err(format!(
                    "{file}:{n}: a fenced block without a language; write ```sh for a shell \
                     block (it runs) or ```text"
                ));
            }
            let mut body = Vec::new();
            let mut closed = false;
            for (m, l) in lines.by_ref() {
                if l.trim() == "```" {
                    closed = true;
                    break;
                }
                body.push((m, l.to_string()));
            }
            if !closed {
                return Err(format!("{file}:{n}: the block is never closed"));
            }
            let skip = marker.take().map(|(_, reason)| reason);
            if is_shell(lang) {
                blocks.push(Block {
                    number: blocks.len() + 1,
                    heading: heading.clone(),
                    fence_line: n,
                    lines: body,
                    skip,
                });
            } else if skip.is_some() {
                return Err(format!(
                    "{file}:{n}: a skip marker before a ```{lang} block, which never runs"
                ));
            }
            continue;
        }
        if t.starts_with("<!-- readme-test") {
            let reason = t
                .strip_prefix(SKIP)
                .and_then(|r| r.strip_suffix("-->"))
                .map(str::trim)
                .filter(|r| !r.is_empty())
                .ok_or_else(|| {
                    format!(
                        "{file}:{n}: a readme-test marker must read \
                         `{SKIP} REASON -->` on one line: {t}"
                    )
                })?;
            if let Some((m, _)) = marker {
                return Err(format!("{file}:{m}: a skip marker with no block after it"));
            }
            marker = Some((n, reason.to_string()));
            continue;
        }
        if !t.is_empty()
            && let Some((m, _)) = marker.take()
        {
            return Err(format!(
                "{file}:{m}: a skip marker must be right before a block's opening fence"
            ));
        }
        if t.starts_with('#') {
            heading = t.to_string();
        }
    }
    if let Some((m, _)) = marker {
        return Err(format!("{file}:{m}: a skip marker with no block after it"));
    }
    Ok(blocks)
}

/// One line of the script: its text and where it came from, (block number, line) of the
/// document (`None` for the test's own lines).
struct ScriptLine {
    text: String,
    origin: Option<(usize, usize)>,
}

/// A line's expected output: (the command, the text it must print), when it ends in `#=> `.
fn expectation(line: &str) -> Option<(&str, &str)> {
    let at = line.find(EXPECT)?;
    let (command, text) = (&line[..at], &line[at + EXPECT.len()..]);
    Some((command.trim_end(), text.trim()))
}

/// Is `command` a shell assignment (which a subshell would lose)?
fn is_assignment(command: &str) -> bool {
    let c = command.trim_start();
    let c = c.strip_prefix("export ").unwrap_or(c);
    match c.split_once('=') {
        Some((name, _)) => {
            !name.is_empty()
                && name
                    .chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
                && !name.starts_with(|ch: char| ch.is_ascii_digit())
        }
        None => false,
    }
}

/// The delimiter of a here-document that `line` opens (`<<'EOF'`, `<<EOF`, `<<-EOF`), if any.
fn heredoc(line: &str) -> Option<String> {
    let at = line.find("<<")?;
    let rest = line[at + 2..].trim_start_matches('-').trim_start();
    if rest.starts_with('<') {
        return None; // a here-string
    }
    let word: String = rest
        .trim_start_matches(['\'', '"'])
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    (!word.is_empty()).then_some(word)
}

/// `s` as one single-quoted shell word.
fn sh_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// The script of a document: the blocks that run, in order, each after a header line in the
/// output; `#=> ` lines wrapped so that their output is checked. `readme` is whether the
/// document is the README, whose quick start SPECIAL_LINES must all name.
fn script(file: &str, blocks: &[Block], readme: bool) -> Result<Vec<ScriptLine>, String> {
    let mut out = vec![
        ScriptLine {
            text: r#"trap 'printf "%s\n" "$LINENO" >> "$README_TEST_TRACE"' DEBUG"#.to_string(),
            origin: None,
        },
        ScriptLine {
            text: r#"__readme_expect() { case "$2" in *"$1"*) ;; *) printf '%s: %s\n' "$3: the line does not print what its #=> says" "$1" >&2; return 1 ;; esac; }"#
                .to_string(),
            origin: None,
        },
    ];
    let mut used = vec![false; SPECIAL_LINES.len()];
    for b in blocks.iter().filter(|b| b.skip.is_none()) {
        out.push(ScriptLine {
            text: format!("printf '%s\\n' {} >&2", sh_quote(&header(file, b))),
            origin: None,
        });
        let mut in_heredoc: Option<String> = None;
        let mut continued = false;
        for (n, line) in &b.lines {
            let origin = Some((b.number, *n));
            if let Some(end) = &in_heredoc {
                if line.trim() == end {
                    in_heredoc = None;
                }
                out.push(ScriptLine {
                    text: line.clone(),
                    origin,
                });
                continue;
            }
            let t = line.trim();
            let was_continued = continued;
            continued = line.trim_end().ends_with('\\');
            if let Some(i) = SPECIAL_LINES.iter().position(|(l, _, _)| *l == t) {
                used[i] = true;
                out.push(ScriptLine {
                    text: match SPECIAL_LINES[i].1 {
                        Some(replacement) => replacement.to_string(),
                        None => format!(": skipped by tests/it/readme.rs: {t}"),
                    },
                    origin,
                });
                continue;
            }
            if t.starts_with("cargo ") {
                return Err(format!(
                    "{file}:{n} runs cargo in a block that runs; mark the block \
                     `{SKIP} REASON -->` or add the line to SPECIAL_LINES in \
                     tests/it/readme.rs: {t}"
                ));
            }
            match expectation(line) {
                Some((command, expected)) => {
                    if was_continued || continued {
                        return Err(format!(
                            "{file}:{n}: a `{EXPECT}` line must hold its whole command"
                        ));
                    }
                    if is_assignment(command) || command.trim().is_empty() {
                        return Err(format!(
                            "{file}:{n}: a `{EXPECT}` line must be a command that prints, not \
                             an assignment (it runs in a subshell): {t}"
                        ));
                    }
                    if expected.is_empty() {
                        return Err(format!("{file}:{n}: `{EXPECT}` without a text"));
                    }
                    // On two lines: the command may end in a comment of its own.
                    out.push(ScriptLine {
                        text: format!("__readme_out=$( {{ {command}"),
                        origin,
                    });
                    out.push(ScriptLine {
                        text: format!(
                            "}} 2>&1 ); printf '%s\\n' \"$__readme_out\"; \
                             __readme_expect {} \"$__readme_out\" {}",
                            sh_quote(expected),
                            sh_quote(&format!("{file}:{n}"))
                        ),
                        origin,
                    });
                }
                None => {
                    in_heredoc = heredoc(line);
                    out.push(ScriptLine {
                        text: line.clone(),
                        origin,
                    });
                }
            }
        }
    }
    if readme {
        for ((line, _, _), used) in SPECIAL_LINES.iter().zip(used) {
            if !used {
                return Err(format!(
                    "SPECIAL_LINES in tests/it/readme.rs names `{line}`, which no block of {file} \
                     that runs has any more: update the list"
                ));
            }
        }
    }
    out.push(ScriptLine {
        text: r#"printf 'done\n' > "$README_TEST_DONE""#.to_string(),
        origin: None,
    });
    Ok(out)
}

fn header(file: &str, b: &Block) -> String {
    format!(
        "==> {file} block {} under {:?}, line {}",
        b.number, b.heading, b.fence_line
    )
}

fn read(file: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(file))
        .unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// The `warning:` lines of `output` that no `#=> ` text of the blocks announces. A text of a
/// few characters (`#=> 3`, a count) announces nothing: it would match a random id in any
/// warning by chance.
fn unannounced_warnings(blocks: &[Block], output: &str) -> Vec<String> {
    let announced: Vec<&str> = blocks
        .iter()
        .filter(|b| b.skip.is_none())
        .flat_map(|b| &b.lines)
        .filter_map(|(_, l)| expectation(l).map(|(_, text)| text))
        .filter(|text| text.chars().count() >= 6)
        .collect();
    output
        .lines()
        .filter(|l| l.starts_with("warning: "))
        .filter(|l| !announced.iter().any(|a| l.contains(a)))
        .map(str::to_string)
        .collect()
}

/// Runs the shell blocks of the document `file` (its text: `text`); `Err` is the report.
fn run_doc(file: &str, text: &str) -> Result<(), String> {
    let blocks = parse(file, text)?;
    if file == "README.md" && !blocks.iter().any(|b| b.skip.is_none()) {
        return Err(format!("{file}: no shell block runs"));
    }
    for b in blocks.iter().filter(|b| b.skip.is_some()) {
        eprintln!(
            "skipped: {file} block {} (line {}): {}",
            b.number,
            b.fence_line,
            b.skip.as_deref().unwrap_or_default()
        );
        // A skipped block is still shell: `bash -n` checks its syntax.
        let body: String = b.lines.iter().map(|(_, l)| format!("{l}\n")).collect();
        let r = Command::new("bash")
            .args(["-n", "-c", &body])
            .output()
            .map_err(|e| format!("bash does not run: {e}"))?;
        if !r.status.success() {
            return Err(format!(
                "{file} block {} (line {}) is not valid shell: {}",
                b.number,
                b.fence_line,
                String::from_utf8_lossy(&r.stderr)
            ));
        }
    }
    let lines = script(file, &blocks, file == "README.md")?;

    let tmp = tempfile::tempdir().map_err(|e| format!("tempdir: {e}"))?;
    let home = tmp.path().join("home");
    std::fs::create_dir(&home).map_err(|e| format!("home: {e}"))?;
    let script_path = tmp.path().join("doc.sh");
    let mut script_text = String::new();
    for l in &lines {
        let _ = writeln!(script_text, "{}", l.text);
    }
    std::fs::write(&script_path, script_text).map_err(|e| format!("script: {e}"))?;
    let trace = tmp.path().join("trace");
    let done = tmp.path().join("done");
    let output_path = tmp.path().join("output");
    let output = std::fs::File::create(&output_path).map_err(|e| format!("output: {e}"))?;
    let output2 = output.try_clone().map_err(|e| format!("output: {e}"))?;

    let idctl = assert_cmd::cargo::cargo_bin("idctl");
    let bin_dir = idctl.parent().expect("the binary's directory");
    let path = std::env::join_paths(std::iter::once(bin_dir.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .map_err(|e| format!("PATH: {e}"))?;

    let started = Instant::now();
    let mut child = Command::new("bash")
        .args(["-euo", "pipefail"])
        .arg(&script_path)
        .env_clear()
        .env("PATH", path)
        .env("HOME", &home)
        .env("TMPDIR", &home)
        .env("IDCTL_STORE", home.join("idctl.db"))
        .env("README_TEST_TRACE", &trace)
        .env("README_TEST_DONE", &done)
        .current_dir(&home)
        .stdin(Stdio::null())
        .stdout(output)
        .stderr(output2)
        // Its own process group, so that what the blocks start in the background is killed too.
        .process_group(0)
        .spawn()
        .map_err(|e| format!("bash does not run: {e}"))?;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) => {}
            Err(e) => return Err(format!("waiting for bash: {e}")),
        }
        if started.elapsed() > TIMEOUT {
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    // SAFETY: kill(2) on the process group this test created (its id is bash's pid).
    unsafe {
        libc::kill(-(child.id() as i32), libc::SIGKILL);
    }
    let _ = child.wait();

    let output = std::fs::read_to_string(&output_path).unwrap_or_default();
    let passed = matches!(status, Some(s) if s.success()) && done.exists();
    if passed {
        let warnings = unannounced_warnings(&blocks, &output);
        if warnings.is_empty() {
            return Ok(());
        }
        return Err(format!(
            "{file} prints warnings that no `{EXPECT}` text announces (fix the example, or say \
             on the line what it prints):\n{}\n\nthe whole output:\n{output}",
            warnings.join("\n")
        ));
    }
    // Which line was running: the last one the DEBUG trap saw.
    let last = std::fs::read_to_string(&trace)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.trim().parse::<usize>().ok())
        .next_back();
    let origin = last.and_then(|s| lines.get(s.wrapping_sub(1))?.origin);
    let what = match status {
        None => format!("timed out after {TIMEOUT:?}"),
        Some(s) if s.success() => "exit 0 before its end (an `exit` in a block?)".to_string(),
        Some(s) => match s.code() {
            Some(code) => format!("exit {code}"),
            None => format!("{s}"),
        },
    };
    let mut report = String::new();
    match origin {
        Some((number, line)) => {
            let b = &blocks[number - 1];
            let _ = writeln!(
                report,
                "the shell blocks of {file} failed ({what}) in block {number} under {:?}, at \
                 {file} line {line}:\n",
                b.heading
            );
            for (n, l) in &b.lines {
                let mark = if *n == line { ">" } else { " " };
                let _ = writeln!(report, "{mark} {n:4} | {l}");
            }
            // The output from the header of that block on.
            let start = output.find(&header(file, b)).unwrap_or(0);
            let _ = write!(
                report,
                "\noutput (stdout and stderr) of the block:\n{}",
                &output[start..]
            );
        }
        None => {
            let _ = write!(
                report,
                "the shell blocks of {file} failed ({what}) outside its lines (trace: \
                 {last:?}); the whole output:\n{output}"
            );
        }
    }
    Err(report)
}

/// Runs the document `file` of this repository; panics with the report when it fails.
fn runs(file: &str) {
    for (line, replacement, why) in SPECIAL_LINES {
        match replacement {
            Some(r) => eprintln!("replaced: `{line}` by `{r}`: {why}"),
            None => eprintln!("skipped: `{line}`: {why}"),
        }
    }
    if let Err(report) = run_doc(file, &read(file)) {
        panic!("{report}");
    }
}

#[test]
fn readme_shell_blocks_run_in_order() {
    runs("README.md");
}

macro_rules! doc_tests {
    ($($name:ident: $file:literal,)*) => {
        $(
            #[test]
            fn $name() {
                runs($file);
            }
        )*
        /// The documents the macro names, in order.
        const DOC_TESTS: &[&str] = &[$($file),*];
    };
}

doc_tests! {
    docs_apply_runs: "docs/apply.md",
    docs_claims_runs: "docs/claims.md",
    docs_cli_runs: "docs/cli.md",
    docs_clients_runs: "docs/clients.md",
    docs_connectors_runs: "docs/connectors.md",
    docs_deploying_tls_runs: "docs/deploying-tls.md",
    docs_deploying_runs: "docs/deploying.md",
    docs_development_runs: "docs/development.md",
    docs_experience_runs: "docs/experience.md",
    docs_management_api_runs: "docs/management-api.md",
    docs_mfa_runs: "docs/mfa.md",
    docs_operations_runs: "docs/operations.md",
    docs_organizations_runs: "docs/organizations.md",
    docs_postgres_runs: "docs/postgres.md",
    docs_server_runs: "docs/server.md",
    docs_sign_in_runs: "docs/sign-in.md",
    docs_social_sign_in_runs: "docs/social-sign-in.md",
    docs_store_runs: "docs/store.md",
    docs_tokens_runs: "docs/tokens.md",
    docs_users_runs: "docs/users.md",
    docs_webhooks_runs: "docs/webhooks.md",
}

#[test]
fn every_docs_page_runs_and_the_readme_links_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let mut pages: Vec<String> = std::fs::read_dir(&dir)
        .expect("docs/")
        .map(|e| {
            e.expect("docs/ entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".md"))
        .map(|n| format!("docs/{n}"))
        .collect();
    pages.sort();
    assert_eq!(
        pages, DOCS,
        "the pages of docs/ and DOCS in tests/it/readme.rs differ: add each page to DOCS and to \
         doc_tests!, so that it runs"
    );
    assert_eq!(
        DOC_TESTS, DOCS,
        "doc_tests! in tests/it/readme.rs misses a page of DOCS"
    );
    let readme = read("README.md");
    for page in DOCS {
        assert!(
            readme.contains(&format!("]({page})")),
            "README.md does not link {page}"
        );
    }
}

/// The targets of the relative Markdown links `[text](target)` of `text`, with their lines.
fn relative_links(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            let Some(end) = rest.find(')') else { break };
            let target = &rest[..end];
            rest = &rest[end..];
            if target.contains("://") || target.starts_with('#') || target.starts_with("mailto:") {
                continue;
            }
            let path = target.split('#').next().unwrap_or_default();
            out.push((i + 1, path.to_string()));
        }
    }
    out
}

#[test]
fn links_between_the_documents_lead_to_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut broken = Vec::new();
    for file in std::iter::once(&"README.md").chain(DOCS) {
        let base = root.join(file);
        let dir = base.parent().expect("a folder");
        for (line, target) in relative_links(&read(file)) {
            if !dir.join(&target).exists() {
                broken.push(format!("{file}:{line}: {target}"));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "links to nothing:\n{}",
        broken.join("\n")
    );
    // The check itself finds links.
    assert_eq!(
        relative_links("see [a](docs/a.md#x) and [b](https://x.example/b) [c](c.png)"),
        [(1, "docs/a.md".to_string()), (1, "c.png".to_string())]
    );
}

#[test]
fn skip_markers_and_fences_are_checked() {
    let ok = "# A\n<!-- readme-test: skip: it needs a terminal -->\n```sh\nidctl x\n```\n\n\
              ```sh\nidctl y\n```\n```text\nnot run\n```\n";
    let blocks = parse("docs/x.md", ok).unwrap();
    assert_eq!(blocks.len(), 2);
    assert_eq!(blocks[0].skip.as_deref(), Some("it needs a terminal"));
    assert_eq!(blocks[0].heading, "# A");
    assert_eq!(blocks[1].skip, None);
    assert_eq!(blocks[1].lines, [(8, "idctl y".to_string())]);

    for (bad, why) in [
        ("<!-- readme-test: skip -->\n```sh\nx\n```\n", "must read"),
        ("<!-- readme-test: skip:  -->\n```sh\nx\n```\n", "must read"),
        (
            "<!-- readme-test: skip: why -->\nsome text\n```sh\nx\n```\n",
            "right before",
        ),
        ("<!-- readme-test: skip: why -->\n", "no block after it"),
        (
            "<!-- readme-test: skip: why -->\n```text\nx\n```\n",
            "never runs",
        ),
        ("```\nidctl x\n```\n", "without a language"),
        ("```sh\nidctl x\n", "never closed"),
    ] {
        let e = parse("docs/x.md", bad).expect_err(bad);
        assert!(e.contains(why), "{bad:?}: {e}");
        assert!(e.starts_with("docs/x.md:"), "the file is named: {e}");
    }
}

#[test]
fn only_the_quick_starts_special_lines_are_replaced() {
    let quick = "```sh\ncargo run --release -- quickstart\nscripts/test\nidctl x\n```\n";
    let lines = script("README.md", &parse("README.md", quick).unwrap(), true).unwrap();
    let texts: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
    assert!(texts.contains(&"idctl quickstart"), "{texts:?}");
    assert!(!texts.iter().any(|t| t.starts_with("cargo")), "{texts:?}");
    assert!(!texts.contains(&"scripts/test"), "{texts:?}");
    assert!(texts.contains(&"idctl x"), "{texts:?}");

    let bench = format!("{quick}```sh\ncargo bench\n```\n");
    let e = script("README.md", &parse("README.md", &bench).unwrap(), true)
        .err()
        .unwrap();
    assert!(e.contains("runs cargo"), "{e}");
    let marked = format!("{quick}{SKIP} minutes -->\n```sh\ncargo bench\n```\n");
    assert!(script("README.md", &parse("README.md", &marked).unwrap(), true).is_ok());

    // A stale SPECIAL_LINES list fails the README, not a page that never had those lines.
    let plain = parse("x.md", "```sh\nidctl x\n```\n").unwrap();
    let e = script("README.md", &plain, true).err().unwrap();
    assert!(e.contains("SPECIAL_LINES"), "{e}");
    assert!(script("docs/x.md", &plain, false).is_ok());
}

#[test]
fn expectations_must_be_whole_printing_commands() {
    assert_eq!(
        expectation("idctl verify t   #=> valid"),
        Some(("idctl verify t", "valid"))
    );
    assert_eq!(expectation("idctl verify t  # a comment"), None);
    for (bad, line, why) in [
        ("```sh\nX=$(idctl token)  #=> eyJ\n```\n", 2, "assignment"),
        ("```sh\nexport X=1  #=> 1\n```\n", 2, "assignment"),
        (
            "```sh\nidctl token \\\n  -r x  #=> eyJ\n```\n",
            3,
            "whole command",
        ),
        ("```sh\nidctl x  #=> \n```\n", 2, "without a text"),
    ] {
        let e = script("docs/x.md", &parse("docs/x.md", bad).unwrap(), false)
            .err()
            .unwrap_or_else(|| panic!("accepted: {bad:?}"));
        assert!(e.contains(why), "{bad:?}: {e}");
        assert!(e.starts_with(&format!("docs/x.md:{line}:")), "{e}");
    }
    // A here-document's body is data, never an expectation.
    let doc = "```sh\ncat > a.txt <<'EOF'\nx  #=> y\nEOF\n```\n";
    let lines = script("docs/x.md", &parse("docs/x.md", doc).unwrap(), false).unwrap();
    assert!(lines.iter().any(|l| l.text == "x  #=> y"));
}

#[test]
fn a_line_that_does_not_print_what_it_says_fails_naming_file_block_and_line() {
    let doc = "# Page\n\n## Part\n\n```sh\nidctl --version  #=> idctl\n```\n\n```sh\n\
               echo one\necho two   #=> three\necho four\n```\n";
    let report = run_doc("docs/x.md", doc).expect_err("a wrong expectation fails");
    assert!(
        report.contains("failed (exit 1) in block 2 under \"## Part\", at docs/x.md line 11"),
        "{report}"
    );
    assert!(report.contains(">   11 | echo two   #=> three"), "{report}");
    assert!(
        report.contains("docs/x.md:11: the line does not print what its #=> says: three"),
        "{report}"
    );
    // The same document with the right text passes.
    assert_eq!(
        run_doc("docs/x.md", &doc.replace("#=> three", "#=> two")),
        Ok(())
    );
}

#[test]
fn a_warning_the_document_does_not_announce_fails() {
    // A user token with a machine client's credentials still exported: idctl warns that it
    // does not use them.
    let doc = "# Page\n\n```sh\nidctl user create --username alice\n\
               idctl resource create --name A --indicator https://a.example.com --default\n\
               export IDCTL_CLIENT_ID=x IDCTL_CLIENT_SECRET=y\n\
               idctl token --user alice > token.txt\n```\n";
    let report = run_doc("docs/x.md", doc).expect_err("an unannounced warning fails");
    assert!(
        report.contains("prints warnings that no `#=> ` text announces"),
        "{report}"
    );
    assert!(
        report.contains("warning: IDCTL_CLIENT_ID and IDCTL_CLIENT_SECRET"),
        "{report}"
    );
    let announced = doc.replace(
        "idctl token --user alice > token.txt",
        "idctl token --user alice  #=> are not used here",
    );
    assert_eq!(run_doc("docs/x.md", &announced), Ok(()));
}

// ---- scripts/test, the README's test command

/// A copy of scripts/test in a fresh folder (as `scripts/test` in it, so that it runs what it
/// finds there), and a folder for the PATH it runs with, holding links to `tools` (found on this
/// machine's PATH; a missing one fails) and the given stand-in scripts.
fn scripts_test_sandbox(tools: &[&str], stand_ins: &[(&str, &str)]) -> (tempfile::TempDir, String) {
    use std::os::unix::fs::PermissionsExt;
    let tmp = tempfile::tempdir().expect("tempdir");
    // Readable by any user: the script may run as nobody.
    std::fs::set_permissions(tmp.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let scripts = tmp.path().join("scripts");
    std::fs::create_dir(&scripts).unwrap();
    std::fs::write(scripts.join("test"), read("scripts/test")).unwrap();
    std::fs::set_permissions(scripts.join("test"), std::fs::Permissions::from_mode(0o755)).unwrap();
    let bin = tmp.path().join("bin");
    std::fs::create_dir(&bin).unwrap();
    std::fs::set_permissions(&bin, std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = std::env::var_os("PATH").unwrap_or_default();
    for tool in tools {
        let found = std::env::split_paths(&path)
            .map(|d| d.join(tool))
            .find(|p| p.is_file())
            .unwrap_or_else(|| panic!("{tool} is not installed; scripts/test installs it"));
        std::os::unix::fs::symlink(found, bin.join(tool)).unwrap();
    }
    for (name, body) in stand_ins {
        std::fs::write(bin.join(name), format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(bin.join(name), std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let bin = bin.display().to_string();
    (tmp, bin)
}

/// The Debian packages of the browser tests that this machine lacks (scripts/test checks the
/// same paths).
fn missing_browser_packages() -> Vec<&'static str> {
    [
        ("/usr/bin/chromium", "chromium"),
        ("/usr/bin/chromedriver", "chromium-driver"),
    ]
    .into_iter()
    .filter(|(p, _)| !Path::new(p).exists())
    .map(|(_, pkg)| pkg)
    .collect()
}

#[test]
fn scripts_test_without_root_prints_the_one_install_line_and_fails() {
    // A PATH without jq, curl and script (nor cargo): scripts/test must name all three
    // packages, in one line to run as root, and stop before cargo.
    let (tmp, bin) = scripts_test_sandbox(&["bash", "dirname", "id"], &[]);
    let script = tmp.path().join("scripts/test");
    let root = unsafe { libc::geteuid() } == 0;
    let mut c = if root {
        // As nobody: scripts/test cannot install, whoever runs the suite.
        let setpriv = std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
            .map(|d| d.join("setpriv"))
            .find(|p| p.is_file())
            .expect("setpriv (util-linux) is installed");
        let mut c = Command::new(setpriv);
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups", "--"])
            .arg(&script);
        c
    } else {
        Command::new(&script)
    };
    let out = c
        .env_clear()
        .env("PATH", &bin)
        .stdin(Stdio::null())
        .output()
        .expect("scripts/test runs (setpriv is util-linux's)");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let mut packages = vec!["jq", "curl", "bsdutils", "openssl"];
    packages.extend(missing_browser_packages());
    let packages = packages.join(" ");
    assert_eq!(
        stderr,
        format!(
            "scripts/test: the tests need {packages}; install them as root with:\n  sudo apt-get \
             update && sudo apt-get install -y --no-install-recommends {packages}\n"
        )
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn scripts_test_runs_cargo_test_locked_when_nothing_is_missing() {
    assert!(
        missing_browser_packages().is_empty(),
        "chromium and chromium-driver are not installed; scripts/test installs them"
    );
    let (tmp, bin) = scripts_test_sandbox(
        &["bash", "dirname", "id", "jq", "curl", "script", "openssl"],
        &[("cargo", "echo \"cargo $*\" in \"$(pwd)\"")],
    );
    let out = Command::new(tmp.path().join("scripts/test"))
        .args(["--test", "it", "readme::"])
        .env_clear()
        .env("PATH", &bin)
        .stdin(Stdio::null())
        .output()
        .expect("scripts/test runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    // Nothing to install: only the two legs are announced.
    assert_eq!(
        stderr,
        "scripts/test: the suite on SQLite\nscripts/test: the integration tests on PostgreSQL\n"
    );
    // In the repository's root, with the arguments passed on: once per engine.
    let line = format!(
        "cargo test --locked --test it readme:: in {}\n",
        tmp.path().display()
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), line.repeat(2));
}
