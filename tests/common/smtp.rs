//! A real SMTP server for the connector tests: the distribution's aiosmtpd (Debian package
//! `python3-aiosmtpd`) run by the system's Python from tests/common/smtp_server.py on a
//! private port, with no TLS, STARTTLS or implicit TLS (a throwaway CA made with openssl) and
//! AUTH checked by the script. Each message it receives lands in a file the test reads.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The system's Python (not a version manager's `python3` on PATH): the one the
/// distribution's aiosmtpd is installed for.
pub const PYTHON: &str = "/usr/bin/python3";

/// Fails the test, saying what to install, unless aiosmtpd imports.
pub fn require_aiosmtpd() {
    let ok = Command::new(PYTHON)
        .args(["-c", "import aiosmtpd"])
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        ok,
        "this test needs aiosmtpd for {PYTHON}: apt-get install python3-aiosmtpd (scripts/test installs it)"
    );
}

/// A throwaway CA (`ca.pem`) and a leaf for localhost and 127.0.0.1 it signed (`smtp.pem`,
/// `smtp.key`), in `dir`.
pub fn tls_files(dir: &Path) {
    super::openssl::root_ca(dir, "ca", "idctl test SMTP CA");
    std::fs::write(
        dir.join("leaf.ext"),
        "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n",
    )
    .unwrap();
    let o = |args: &[&str]| super::openssl::openssl(dir, args);
    o(&[
        "req",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:P-256",
        "-nodes",
        "-keyout",
        "smtp.key",
        "-out",
        "smtp.csr",
        "-subj",
        "/CN=localhost",
    ]);
    o(&[
        "x509",
        "-req",
        "-in",
        "smtp.csr",
        "-CA",
        "ca.pem",
        "-CAkey",
        "ca.key",
        "-CAcreateserial",
        "-days",
        "2",
        "-extfile",
        "leaf.ext",
        "-out",
        "smtp.pem",
    ]);
}

pub struct Smtp {
    child: Child,
    pub port: u16,
    /// Where the messages land (`NNNN.eml`).
    pub inbox: PathBuf,
}

impl Drop for Smtp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Smtp {
    /// Starts the server on `port` (0: a free one) in `mode` (none, starttls, implicit; the TLS
    /// modes use `tls_files` made in `tls_dir`), with AUTH when `auth` is given. Messages land
    /// in `inbox` (created).
    pub fn start(
        port: u16,
        mode: &str,
        tls_dir: Option<&Path>,
        auth: Option<(&str, &str)>,
        inbox: &Path,
    ) -> Smtp {
        require_aiosmtpd();
        let port = if port == 0 {
            super::receiver::free_port()
        } else {
            port
        };
        std::fs::create_dir_all(inbox).unwrap();
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/common/smtp_server.py");
        let mut cmd = Command::new(PYTHON);
        cmd.arg(&script).arg(port.to_string()).arg(mode).arg(inbox);
        if mode != "none" {
            let d = tls_dir.expect("TLS files for a TLS mode");
            cmd.arg(d.join("smtp.pem")).arg(d.join("smtp.key"));
        }
        if let Some((u, p)) = auth {
            cmd.arg(u).arg(p);
        }
        let mut child = cmd
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {PYTHON}: {e}"));
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(stdout).read_line(&mut line);
            let _ = tx.send(line);
        });
        let line = rx.recv_timeout(Duration::from_secs(20)).unwrap_or_default();
        assert_eq!(line.trim(), "ready", "the SMTP server did not start");
        Smtp {
            child,
            port,
            inbox: inbox.to_path_buf(),
        }
    }

    /// The messages received so far, in order, as text.
    pub fn messages(&self) -> Vec<String> {
        messages_in(&self.inbox)
    }

    /// Waits (bounded) until at least `n` messages arrived; returns them.
    pub fn wait_for(&self, n: usize) -> Vec<String> {
        let start = Instant::now();
        while self.messages().len() < n && start.elapsed() < Duration::from_secs(20) {
            std::thread::sleep(Duration::from_millis(50));
        }
        self.messages()
    }

    /// How many AUTH attempts the server refused.
    pub fn auth_failures(&self) -> usize {
        std::fs::read_to_string(self.inbox.join("auth-failures"))
            .map(|s| s.lines().count())
            .unwrap_or(0)
    }
}

/// The messages in an inbox directory, in order.
pub fn messages_in(inbox: &Path) -> Vec<String> {
    let mut names: Vec<PathBuf> = std::fs::read_dir(inbox)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "eml"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
        .iter()
        .map(|p| String::from_utf8_lossy(&std::fs::read(p).unwrap()).into_owned())
        .collect()
}

/// The 6-digit code of a message: the first run of exactly six digits in its plain-text part
/// (read as a person would, not by knowing idctl's template).
pub fn code_in(mail: &str) -> String {
    let mail = &mail.replace("\r\n", "\n");
    let plain = mail
        .split("Content-Type: text/plain")
        .nth(1)
        .expect("a text/plain part");
    let body = plain.split_once("\n\n").map_or(plain, |(_, b)| b);
    // Up to the next part.
    let body = body.split("\n--").next().unwrap_or(body);
    let bytes = body.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            if i - start == 6 {
                return body[start..i].to_string();
            }
        } else {
            i += 1;
        }
    }
    panic!("no 6-digit code in the message:\n{mail}");
}

/// A header of a message (the first with this name), unfolded.
pub fn header(mail: &str, name: &str) -> Option<String> {
    let mail = mail.replace("\r\n", "\n");
    let head = mail.split("\n\n").next()?;
    head.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        k.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
    })
}

/// Sets the email connector to a local SMTP server on `port` without TLS, sending from
/// `codes@example.com`.
pub fn plain_connector(env: &crate::common::Env, port: u16) {
    env.ok(&[
        "connector",
        "set",
        "email",
        "smtp",
        "--host",
        "127.0.0.1",
        "--port",
        &port.to_string(),
        "--tls",
        "none",
        "--from",
        "codes@example.com",
    ]);
}
