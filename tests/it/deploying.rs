//! What docs/deploying.md hands an operator: the systemd unit in contrib/ is one systemd
//! accepts.
use std::process::Command;

/// `contrib/idctl.service`, checked by `systemd-analyze verify` (which reports unknown keys,
/// bad values and an `ExecStart` that is not executable). Its binary path is pointed at the
/// idctl under test, as an operator's install would have it.
#[test]
fn the_systemd_unit_passes_systemd_analyze_verify() {
    crate::common::require(
        "systemd-analyze",
        &["--version"],
        "Debian's `systemd` package (apt-get install systemd; scripts/test installs it)",
    );
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let unit = std::fs::read_to_string(root.join("contrib/idctl.service")).unwrap();
    assert!(
        unit.contains("ExecStart=/usr/local/bin/idctl serve"),
        "{unit}"
    );
    let bin = assert_cmd::cargo::cargo_bin("idctl");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("idctl.service");
    std::fs::write(
        &path,
        unit.replace("/usr/local/bin/idctl", bin.to_str().unwrap()),
    )
    .unwrap();
    let out = Command::new("systemd-analyze")
        .arg("verify")
        .arg(&path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    // Unknown keys and bad values are warnings with exit 0: none may be printed either.
    let ours: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains("idctl.service"))
        .collect();
    assert!(ours.is_empty(), "{stderr}");
}

/// The same check fails on a unit with a mistake, so the test above can fail.
#[test]
fn systemd_analyze_verify_reports_a_unit_with_an_unknown_key() {
    crate::common::require(
        "systemd-analyze",
        &["--version"],
        "Debian's `systemd` package (apt-get install systemd; scripts/test installs it)",
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.service");
    std::fs::write(
        &path,
        "[Service]\nExecStart=/bin/true\nRestart=sometimes\nRestartTypo=1\n",
    )
    .unwrap();
    let out = Command::new("systemd-analyze")
        .arg("verify")
        .arg(&path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("Unknown key 'RestartTypo'"), "{stderr}");
    assert!(stderr.contains("sometimes"), "{stderr}");
}
