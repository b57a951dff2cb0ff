//! The README runs as written.
//!
//! Its shell blocks are read from README.md itself, so the two cannot drift, and run in order as
//! one `bash -euo pipefail` script: each block builds on what the ones before it left (files,
//! shell variables, exported variables, the store), as for a reader who pastes them into one
//! shell. The script runs in a fresh temporary directory that is also HOME and TMPDIR, with
//! IDCTL_STORE in it, no environment but those and PATH, and the `idctl` under test first on
//! PATH. Background processes the blocks start (`idctl serve &`) are killed at the end with the
//! script's process group.
//!
//! What does not run, and why, is written down:
//! - a block runs unless the line right before its opening fence is
//!   `<!-- readme-test: skip: REASON -->` (an HTML comment, which the rendered README does not
//!   show); a marker anywhere else, or without a reason, fails the test;
//! - every fenced block names its language, so a shell block cannot slip by untagged;
//! - the quick start's two `cargo` lines are replaced as `SPECIAL_LINES` says; any other
//!   `cargo` line in a block that runs fails the test.
//!
//! `bash -e` does not stop at a failing command left of `&&` or `||`, so the README writes
//! commands that must succeed on lines of their own.
//!
//! On failure the test names the block (its heading and number), the README line that was
//! running, the exit code, and shows the block and the output from the start of that block.

use std::fmt::Write as _;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The opening of a skip marker; the reason follows, then ` -->`.
const SKIP: &str = "<!-- readme-test: skip:";

/// README lines that the test replaces: (line, replacement or `None` to skip it, why).
const SPECIAL_LINES: &[(&str, Option<&str>, &str)] = &[
    (
        "cargo run --release -- quickstart",
        Some("idctl quickstart"),
        "the idctl under test is already built and on PATH; a release build would take minutes",
    ),
    (
        "cargo test",
        None,
        "this test is part of `cargo test`: running it from here would run it again, recursively",
    ),
];

/// How long the whole README may take (it takes a few seconds).
const TIMEOUT: Duration = Duration::from_secs(300);

#[derive(Debug)]
struct Block {
    /// 1-based among the README's shell blocks.
    number: usize,
    /// The heading the block is under.
    heading: String,
    /// The README line of the opening fence.
    fence_line: usize,
    /// The block's lines with their README line numbers.
    lines: Vec<(usize, String)>,
    /// The reason of its skip marker.
    skip: Option<String>,
}

fn is_shell(lang: &str) -> bool {
    matches!(lang, "sh" | "bash" | "shell")
}

/// The README's shell blocks, with their skip markers checked.
fn parse(readme: &str) -> Result<Vec<Block>, String> {
    let mut blocks = Vec::new();
    let mut heading = String::from("(top)");
    // A skip marker waiting for its block: (line, reason).
    let mut marker: Option<(usize, String)> = None;
    let mut lines = readme.lines().enumerate().map(|(i, l)| (i + 1, l));
    while let Some((n, line)) = lines.next() {
        let t = line.trim();
        if let Some(lang) = t.strip_prefix("```") {
            let lang = lang.trim();
            if lang.is_empty() {
                return Err(format!(
                    "README.md:{n}: a fenced block without a language; write ```sh for a shell \
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
                return Err(format!("README.md:{n}: the block is never closed"));
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
                    "README.md:{n}: a skip marker before a ```{lang} block, which never runs"
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
                        "README.md:{n}: a readme-test marker must read \
                         `{SKIP} REASON -->` on one line: {t}"
                    )
                })?;
            if let Some((m, _)) = marker {
                return Err(format!(
                    "README.md:{m}: a skip marker with no block after it"
                ));
            }
            marker = Some((n, reason.to_string()));
            continue;
        }
        if !t.is_empty()
            && let Some((m, _)) = marker.take()
        {
            return Err(format!(
                "README.md:{m}: a skip marker must be right before a block's opening fence"
            ));
        }
        if t.starts_with('#') {
            heading = t.to_string();
        }
    }
    if let Some((m, _)) = marker {
        return Err(format!(
            "README.md:{m}: a skip marker with no block after it"
        ));
    }
    Ok(blocks)
}

/// One line of the script: its text and the README line it came from (`None` for the test's
/// own lines).
struct ScriptLine {
    text: String,
    origin: Option<(usize, usize)>,
}

/// The script: the blocks that run, in order, each after a header line in the output.
fn script(blocks: &[Block]) -> Result<Vec<ScriptLine>, String> {
    let mut out = vec![ScriptLine {
        text: r#"trap 'printf "%s\n" "$LINENO" >> "$README_TEST_TRACE"' DEBUG"#.to_string(),
        origin: None,
    }];
    let mut used = vec![false; SPECIAL_LINES.len()];
    for b in blocks.iter().filter(|b| b.skip.is_none()) {
        out.push(ScriptLine {
            text: format!("printf '%s\\n' {} >&2", sh_quote(&header(b))),
            origin: None,
        });
        for (n, line) in &b.lines {
            let t = line.trim();
            let text = match SPECIAL_LINES.iter().position(|(l, _, _)| *l == t) {
                Some(i) => {
                    used[i] = true;
                    match SPECIAL_LINES[i].1 {
                        Some(replacement) => replacement.to_string(),
                        None => format!(": skipped by tests/readme.rs: {t}"),
                    }
                }
                None if t.starts_with("cargo ") => {
                    return Err(format!(
                        "README.md:{n} runs cargo in a block that runs; mark the block \
                         `{SKIP} REASON -->` or add the line to SPECIAL_LINES in \
                         tests/readme.rs: {t}"
                    ));
                }
                None => line.clone(),
            };
            out.push(ScriptLine {
                text,
                origin: Some((b.number, *n)),
            });
        }
    }
    for ((line, _, _), used) in SPECIAL_LINES.iter().zip(used) {
        if !used {
            return Err(format!(
                "SPECIAL_LINES in tests/readme.rs names `{line}`, which no README block that \
                 runs has any more: update the list"
            ));
        }
    }
    out.push(ScriptLine {
        text: r#"printf 'done\n' > "$README_TEST_DONE""#.to_string(),
        origin: None,
    });
    Ok(out)
}

/// `s` as one single-quoted shell word.
fn sh_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

fn header(b: &Block) -> String {
    format!(
        "==> README block {} under {:?}, README.md line {}",
        b.number, b.heading, b.fence_line
    )
}

fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README.md")
}

#[test]
fn readme_shell_blocks_run_in_order() {
    let readme = readme();
    let blocks = parse(&readme).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        blocks.iter().any(|b| b.skip.is_none()),
        "no README block runs"
    );
    for b in blocks.iter().filter(|b| b.skip.is_some()) {
        eprintln!(
            "skipped: README block {} (README.md line {}): {}",
            b.number,
            b.fence_line,
            b.skip.as_deref().unwrap_or_default()
        );
        // A skipped block is still shell: `bash -n` checks its syntax.
        let text: String = b.lines.iter().map(|(_, l)| format!("{l}\n")).collect();
        let r = Command::new("bash")
            .args(["-n", "-c", &text])
            .output()
            .expect("bash runs");
        assert!(
            r.status.success(),
            "README block {} (README.md line {}) is not valid shell: {}",
            b.number,
            b.fence_line,
            String::from_utf8_lossy(&r.stderr)
        );
    }
    for (line, replacement, why) in SPECIAL_LINES {
        match replacement {
            Some(r) => eprintln!("replaced: `{line}` by `{r}`: {why}"),
            None => eprintln!("skipped: `{line}`: {why}"),
        }
    }
    let lines = script(&blocks).unwrap_or_else(|e| panic!("{e}"));

    let tmp = tempfile::tempdir().expect("tempdir");
    let home = tmp.path().join("home");
    std::fs::create_dir(&home).expect("home");
    let script_path = tmp.path().join("readme.sh");
    let mut text = String::new();
    for l in &lines {
        writeln!(text, "{}", l.text).expect("write to a String");
    }
    std::fs::write(&script_path, text).expect("script");
    let trace = tmp.path().join("trace");
    let done = tmp.path().join("done");
    let output_path = tmp.path().join("output");
    let output = std::fs::File::create(&output_path).expect("output file");

    let idctl = assert_cmd::cargo::cargo_bin("idctl");
    let bin_dir = idctl.parent().expect("the binary's directory");
    let path = std::env::join_paths(std::iter::once(bin_dir.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .expect("PATH");

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
        .stdout(output.try_clone().expect("output file"))
        .stderr(output)
        // Its own process group, so that what the blocks start in the background is killed too.
        .process_group(0)
        .spawn()
        .expect("bash runs");
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for bash") {
            break Some(status);
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

    let passed = matches!(status, Some(s) if s.success()) && done.exists();
    if passed {
        return;
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
    let output = std::fs::read_to_string(&output_path).unwrap_or_default();
    let mut report = String::new();
    match origin {
        Some((number, line)) => {
            let b = &blocks[number - 1];
            let _ = writeln!(
                report,
                "the README's shell blocks failed ({what}) in block {number} under {:?}, at \
                 README.md line {line}:\n",
                b.heading
            );
            for (n, l) in &b.lines {
                let mark = if *n == line { ">" } else { " " };
                let _ = writeln!(report, "{mark} {n:4} | {l}");
            }
            // The output from the header of that block on.
            let start = output.find(&header(b)).unwrap_or(0);
            let _ = write!(
                report,
                "\noutput (stdout and stderr) of the block:\n{}",
                &output[start..]
            );
        }
        None => {
            let _ = write!(
                report,
                "the README's shell blocks failed ({what}) outside the README's lines \
                 (trace: {last:?}); the whole output:\n{output}"
            );
        }
    }
    panic!("{report}");
}

#[test]
fn skip_markers_and_fences_are_checked() {
    let ok = "# A\n<!-- readme-test: skip: it needs a terminal -->\n```sh\nidctl x\n```\n\n\
              ```sh\nidctl y\n```\n```text\nnot run\n```\n";
    let blocks = parse(ok).unwrap();
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
        let e = parse(bad).expect_err(bad);
        assert!(e.contains(why), "{bad:?}: {e}");
    }
}

#[test]
fn only_the_quick_starts_cargo_lines_are_replaced() {
    let quick = "```sh\ncargo run --release -- quickstart\ncargo test\nidctl x\n```\n";
    let lines = script(&parse(quick).unwrap()).unwrap();
    let texts: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
    assert!(texts.contains(&"idctl quickstart"), "{texts:?}");
    assert!(!texts.iter().any(|t| t.starts_with("cargo")), "{texts:?}");
    assert!(texts.contains(&"idctl x"), "{texts:?}");

    let bench = format!("{quick}```sh\ncargo bench\n```\n");
    let e = script(&parse(&bench).unwrap()).err().unwrap();
    assert!(e.contains("runs cargo"), "{e}");
    let marked = format!("{quick}{SKIP} minutes -->\n```sh\ncargo bench\n```\n");
    assert!(script(&parse(&marked).unwrap()).is_ok());

    // A stale SPECIAL_LINES list fails too.
    let e = script(&parse("```sh\nidctl x\n```\n").unwrap())
        .err()
        .unwrap();
    assert!(e.contains("SPECIAL_LINES"), "{e}");
}
