//! `idctl serve` as a test fixture: the real binary on port 0, its URL read from the first
//! line of stdout, its stderr kept, stopped (SIGTERM) when dropped.
#![allow(dead_code)]

use super::Env;
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT` (`https://` with `--tls-cert`)
    pub url: String,
    stderr: Arc<Mutex<String>>,
    reader: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    /// `idctl --store <env's store> serve --listen 127.0.0.1:0 EXTRA...`
    pub fn start(env: &Env, extra: &[&str]) -> Server {
        Server::try_start(env, extra).expect("server started")
    }

    pub fn try_start(env: &Env, extra: &[&str]) -> Result<Server, String> {
        Server::try_start_with(env, extra, &[])
    }

    /// `start` with environment variables for the server (`IDCTL_NOW` to set its clock).
    pub fn start_with(env: &Env, extra: &[&str], vars: &[(&str, &str)]) -> Server {
        Server::try_start_with(env, extra, vars).expect("server started")
    }

    pub fn try_start_with(
        env: &Env,
        extra: &[&str],
        vars: &[(&str, &str)],
    ) -> Result<Server, String> {
        Server::try_start_on(env, "127.0.0.1:0", extra, vars)
    }

    /// `idctl --store <env's store> serve --listen LISTEN EXTRA...` (a fixed port, as
    /// `idctl serve` listens by default).
    pub fn try_start_on(
        env: &Env,
        listen: &str,
        extra: &[&str],
        vars: &[(&str, &str)],
    ) -> Result<Server, String> {
        let mut child = Command::new(assert_cmd::cargo::cargo_bin("idctl"))
            .env_remove("RUST_LOG")
            .envs(vars.iter().copied())
            .env_remove("IDCTL_STORE")
            .env_remove("IDCTL_OUTPUT")
            .env_remove("IDCTL_EVENTS")
            .arg("--store")
            .arg(&env.store)
            .args(["serve", "--listen", listen])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| e.to_string())?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let stderr_pipe = child.stderr.take().ok_or("no stderr")?;
        let stderr = Arc::new(Mutex::new(String::new()));
        let sink = stderr.clone();
        let reader = std::thread::spawn(move || {
            let mut r = BufReader::new(stderr_pipe);
            let mut line = String::new();
            while r.read_line(&mut line).unwrap_or(0) > 0 {
                sink.lock().unwrap().push_str(&line);
                line.clear();
            }
        });
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            let mut line = String::new();
            let _ = r.read_line(&mut line);
            let _ = tx.send(line);
            // Keep draining so the server never blocks on a full pipe.
            let mut rest = Vec::new();
            let _ = r.read_to_end(&mut rest);
        });
        match rx.recv_timeout(Duration::from_secs(30)) {
            Ok(line) if line.starts_with("http://") || line.starts_with("https://") => Ok(Server {
                child,
                url: line.trim().to_string(),
                stderr,
                reader: Some(reader),
            }),
            other => {
                let _ = child.kill();
                let _ = child.wait();
                std::thread::sleep(Duration::from_millis(100));
                Err(format!(
                    "server did not print its URL ({other:?}); stderr:\n{}",
                    stderr.lock().unwrap()
                ))
            }
        }
    }

    /// The server's process id (to send it signals).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn issuer(&self) -> String {
        format!("{}/oidc", self.url)
    }

    pub fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    /// Whether the server writes `needle` on stderr within 10 s: a line it logs about a
    /// request may reach the pipe after the response did.
    pub fn logged(&self, needle: &str) -> bool {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        loop {
            if self.stderr().contains(needle) {
                return true;
            }
            if std::time::Instant::now() >= deadline {
                return false;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// Sends SIGTERM and waits (bounded) for the exit; returns the exit code.
    pub fn stop(self) -> i32 {
        self.finish().0
    }

    /// Stops the server and returns its exit code and everything it wrote on stderr.
    pub fn finish(mut self) -> (i32, String) {
        let code = self.terminate();
        if let Some(r) = self.reader.take() {
            let _ = r.join();
        }
        (code, self.stderr())
    }

    fn terminate(&mut self) -> i32 {
        unsafe {
            libc::kill(self.child.id() as i32, libc::SIGTERM);
        }
        for _ in 0..300 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.code().unwrap_or(-1);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        -1
    }

    /// A blocking HTTP client without redirects or proxies.
    pub fn client() -> reqwest::blocking::Client {
        reqwest::blocking::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .timeout(Duration::from_secs(30))
            .build()
            .expect("http client")
    }

    /// `client()` whose connections come from the loopback address `127.0.0.N`: the server
    /// sees another client address for each `n` (for the per-address rate limits).
    pub fn client_from(n: u8) -> reqwest::blocking::Client {
        reqwest::blocking::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .timeout(Duration::from_secs(30))
            .local_address(std::net::IpAddr::from([127, 0, 0, n]))
            .build()
            .expect("http client")
    }

    pub fn get(&self, path: &str) -> reqwest::blocking::Response {
        Server::client()
            .get(format!("{}{path}", self.url))
            .send()
            .expect("GET")
    }

    /// POSTs a form body to `path`.
    pub fn post_form(&self, path: &str, form: &[(&str, &str)]) -> reqwest::blocking::Response {
        let body: String = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(form)
            .finish();
        Server::client()
            .post(format!("{}{path}", self.url))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .expect("POST")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            self.terminate();
        }
    }
}
