//! Link the binary with packed relative relocations (DT_RELR) where the toolchain can.
//!
//! `idctl` runs once per command, and a position-independent Rust binary starts with tens of
//! thousands of relative relocations (vtables, string tables) for the dynamic loader to apply,
//! one 24-byte entry each. Packed as DT_RELR bitmaps they take a few kilobytes and a fraction
//! of the work. GNU ld (2.38+) and lld know `-z pack-relative-relocs`; glibc 2.36+ applies it
//! (ld records the requirement only when the C library it links against has it). A linker
//! that does not know the option is left as it is: the probe below links an empty program
//! with it first.

use std::process::{Command, Stdio};

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    let host = std::env::var("HOST").unwrap_or_default();
    let target = std::env::var("TARGET").unwrap_or_default();
    if os != "linux" || env != "gnu" || host != target {
        return;
    }
    const FLAG: &str = "-Wl,-z,pack-relative-relocs";
    if linker_accepts(FLAG) {
        println!("cargo:rustc-link-arg-bins={FLAG}");
    }
}

/// Does the C compiler driver (the linker Rust uses on linux-gnu) link an empty program with
/// `flag`, without a warning that it ignored it?
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
        .stdin(Stdio::null())
        .output();
    let _ = std::fs::remove_file(&src);
    let _ = std::fs::remove_file(&exe);
    match out {
        Ok(o) => o.status.success() && !String::from_utf8_lossy(&o.stderr).contains("warning"),
        Err(_) => false,
    }
}
