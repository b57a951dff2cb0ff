//! Link the binary with packed relative relocations (DT_RELR) where the toolchain can.
//!
//! `idctl` runs once per command, and a position-independent Rust binary starts with tens of
//! thousands of relative relocations (vtables, string tables) for the dynamic loader to apply,
//! one 24-byte entry each. Packed as DT_RELR bitmaps they take a few kilobytes and a fraction
//! of the work. GNU ld (2.38+) and lld know `-z pack-relative-relocs`, and glibc 2.36+ applies
//! it; lld records the requirement whatever the C library, so a binary linked with it on an
//! older glibc would not start. The option is used only when the C library of this machine
//! (host and target are the same) is glibc 2.36 or later, and an empty program linked with it
//! runs.

use std::process::{Command, Stdio};

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=CC");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    let host = std::env::var("HOST").unwrap_or_default();
    let target = std::env::var("TARGET").unwrap_or_default();
    if os != "linux" || env != "gnu" || host != target {
        return;
    }
    const FLAG: &str = "-Wl,-z,pack-relative-relocs";
    if glibc_has_relr() && linker_accepts(FLAG) {
        println!("cargo:rustc-link-arg-bins={FLAG}");
    }
}

/// Is this machine's C library glibc 2.36 or later (`getconf GNU_LIBC_VERSION`)?
fn glibc_has_relr() -> bool {
    let Ok(out) = Command::new("getconf").arg("GNU_LIBC_VERSION").output() else {
        return false;
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let Some(version) = text.trim().strip_prefix("glibc ") else {
        return false;
    };
    let mut parts = version.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
    let major = parts.next().unwrap_or(0);
    let minor = parts.next().unwrap_or(0);
    out.status.success() && (major, minor) >= (2, 36)
}

/// Does the C compiler driver (the linker Rust uses on linux-gnu) link an empty program with
/// `flag`, without a warning that it ignored it, and does that program run?
fn linker_accepts(flag: &str) -> bool {
    let Ok(out_dir) = std::env::var("OUT_DIR") else {
        return false;
    };
    let dir = std::path::Path::new(&out_dir);
    let src = dir.join("relr_probe.c");
    let exe = dir.join("relr_probe");
    if std::fs::write(&src, "int main(void) { return 0; }\n").is_err() {
        return false;
    }
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let out = Command::new(cc)
        .arg("-pie")
        .arg("-fPIE")
        .arg(flag)
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .output();
    let linked = match out {
        Ok(o) => o.status.success() && !String::from_utf8_lossy(&o.stderr).contains("warning"),
        Err(_) => false,
    };
    let runs = linked && Command::new(&exe).status().is_ok_and(|s| s.success());
    let _ = std::fs::remove_file(&src);
    let _ = std::fs::remove_file(&exe);
    runs
}
