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

#[test]
fn man_install_dir_writes_the_pages_where_man_looks() {
    let env = Env::new();
    let home = env.dir.path().join("home");
    std::fs::create_dir(&home).unwrap();
    let root = env.dir.path().join("share/man");
    let mut c = env.bare(&["man", "--install-dir", root.to_str().unwrap()]);
    c.env("HOME", &home).env_remove("XDG_DATA_HOME");
    let r = common::run_cmd(c);
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
    let r = common::run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["pages"], pages);
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    // Somewhere it cannot write: exit 1, the folder named.
    let file = env.dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    let mut c = env.bare(&["man", "--install-dir", file.to_str().unwrap()]);
    c.env("HOME", &home);
    let r = common::run_cmd(c);
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
    let r = common::run_cmd(env.bare(&["man", "--dir", "x", "--install-dir", "y"]));
    assert_eq!(r.code, 2);
}
