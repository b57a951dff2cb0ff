//! The `openssl` CLI for the throwaway keys and certificates of the tests (keys import, TLS,
//! the PostgreSQL store's TLS) and of the TLS benchmark, which includes this file too: it
//! depends on nothing else of the test harness.
#![allow(dead_code)]

use std::path::Path;
use std::process::Command;

/// Runs `openssl ARGS` in `dir` and returns what it printed; panics loudly when openssl is
/// missing (saying what to install) or fails (with its stderr).
pub fn openssl(dir: &Path, args: &[&str]) -> String {
    let out = Command::new("openssl")
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("openssl does not run here ({e}): apt-get install openssl"));
    assert!(
        out.status.success(),
        "openssl {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A self-signed EC P-256 root CA valid for two days, as `dir/NAME.key` and `dir/NAME.pem`,
/// with the subject `/CN=CN`.
pub fn root_ca(dir: &Path, name: &str, cn: &str) {
    openssl(
        dir,
        &[
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-nodes",
            "-keyout",
            &format!("{name}.key"),
            "-out",
            &format!("{name}.pem"),
            "-days",
            "2",
            "-subj",
            &format!("/CN={cn}"),
            "-addext",
            "basicConstraints=critical,CA:TRUE",
            "-addext",
            "keyUsage=critical,keyCertSign,cRLSign",
        ],
    );
}
