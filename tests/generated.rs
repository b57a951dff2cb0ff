//! The committed completions and man pages match the command line.
mod common;
use common::Env;
use std::path::Path;

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
    let r = common::run_cmd(env.bare(&["completions", "--dir", out.to_str().unwrap()]));
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
    let r = common::run_cmd(env.bare(&["man", "--dir", out.to_str().unwrap()]));
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
        let r = common::run_cmd(env.bare(&["completions", shell]));
        assert_eq!(r.code, 0);
        assert!(r.stdout.contains("idctl"), "{shell}");
    }
    let r = common::run_cmd(env.bare(&["man"]));
    assert!(
        r.stdout.starts_with(".ie") || r.stdout.contains(".TH idctl"),
        "{}",
        &r.stdout[..100.min(r.stdout.len())]
    );
}
