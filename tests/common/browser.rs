//! A real headless browser as a test fixture: Chromium driven over WebDriver by `chromedriver`,
//! both from the distribution's packages (`apt-get install chromium chromium-driver`).
//!
//! `Browser::start()` starts `chromedriver` on a free loopback port (its own process group,
//! killed when the fixture is dropped), opens a headless Chromium session with a fresh
//! temporary profile, and offers blocking helpers over the async `fantoccini` client: the tests
//! are plain `#[test]` functions, so the fixture owns a small current-thread tokio runtime and
//! every helper blocks on it, bounded by `COMMAND_TIMEOUT`.
//!
//! A missing `chromium` or `chromedriver` fails the test with a message saying what to install:
//! browser tests never skip silently.
//!
//! Screenshots: `Browser::screenshots(page)` takes one at phone and one at desktop width. With
//! `IDCTL_UPDATE_SCREENSHOTS=1` they are written to `docs/screenshots/<page>-{phone,desktop}.png`
//! (committed, linked from the README); otherwise they go to `target/tmp/screenshots/` and the
//! test fails when the committed ones are missing.
#![allow(dead_code)]

use fantoccini::elements::Element as WdElement;
use fantoccini::{Client, ClientBuilder, Locator};
use std::future::Future;
use std::net::TcpStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tempfile::TempDir;

/// Phone viewport (CSS pixels): a current mid-size phone.
pub const PHONE: (u32, u32) = (390, 844);
/// Desktop viewport (CSS pixels).
pub const DESKTOP: (u32, u32) = (1280, 800);

/// The environment variable that makes `screenshots` (re)write the committed screenshots.
pub const UPDATE_SCREENSHOTS: &str = "IDCTL_UPDATE_SCREENSHOTS";

/// The bound on any one WebDriver command (a page load included).
const COMMAND_TIMEOUT: Duration = Duration::from_secs(30);
/// The bound on chromedriver's start and on opening the browser session.
const START_TIMEOUT: Duration = Duration::from_secs(30);

/// Chromium's flags: headless as root in a container, and no connection of its own to the
/// outside (updates, sync, field trials), which this closed network refuses.
const CHROMIUM_ARGS: &[&str] = &[
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--no-proxy-server",
    "--hide-scrollbars",
    "--force-device-scale-factor=1",
];

const INSTALL_HINT: &str = "the browser tests need Chromium and its WebDriver from the \
    distribution: `apt-get install chromium chromium-driver` (Debian; .ci/run installs them)";

/// Finds `name` on PATH, then in /usr/bin.
fn which(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/bin")])
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    l.local_addr().unwrap().port()
}

pub struct Browser {
    // Field order is drop order after `Drop::drop`: the client before the runtime.
    client: Option<Client>,
    rt: tokio::runtime::Runtime,
    driver: Child,
    /// chromedriver's log, shown when the session cannot be opened.
    log: PathBuf,
    /// Chromium's profile and chromedriver's log; removed last.
    _dir: TempDir,
}

/// One element of the current page.
pub struct Element<'b> {
    browser: &'b Browser,
    el: WdElement,
}

impl Browser {
    /// Starts chromedriver and a headless Chromium session at the desktop viewport.
    pub fn start() -> Browser {
        let chromium = which("chromium").unwrap_or_else(|| panic!("no `chromium`: {INSTALL_HINT}"));
        let chromedriver =
            which("chromedriver").unwrap_or_else(|| panic!("no `chromedriver`: {INSTALL_HINT}"));
        let dir = tempfile::tempdir().expect("tempdir");
        let profile = dir.path().join("profile");
        std::fs::create_dir(&profile).expect("profile dir");
        let log = dir.path().join("chromedriver.log");
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("tokio runtime");

        // A free port can be taken between the probe and chromedriver's bind: try a few.
        let mut last_error = String::new();
        for _ in 0..3 {
            let port = free_port();
            let mut driver = Command::new(&chromedriver)
                .arg(format!("--port={port}"))
                .arg(format!("--log-path={}", log.display()))
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                // Its own process group, so that dropping the fixture also ends the browser
                // processes chromedriver started, whatever state the session is in.
                .process_group(0)
                .spawn()
                .unwrap_or_else(|e| panic!("cannot run {}: {e}", chromedriver.display()));
            let start = Instant::now();
            let ready = loop {
                if TcpStream::connect(("127.0.0.1", port)).is_ok() {
                    break true;
                }
                if let Ok(Some(status)) = driver.try_wait() {
                    last_error = format!("chromedriver exited ({status}) on port {port}");
                    break false;
                }
                if start.elapsed() > START_TIMEOUT {
                    last_error = format!("chromedriver did not listen on port {port} in time");
                    break false;
                }
                std::thread::sleep(Duration::from_millis(25));
            };
            if !ready {
                kill_group(&mut driver);
                continue;
            }
            let mut browser = Browser {
                client: None,
                rt,
                driver,
                log,
                _dir: dir,
            };
            let client = browser.open_session(&chromium, &profile, port);
            browser.client = Some(client);
            browser.set_viewport(DESKTOP);
            return browser;
        }
        panic!(
            "{last_error}; chromedriver's log:\n{}",
            std::fs::read_to_string(&log).unwrap_or_default()
        );
    }

    fn open_session(&self, chromium: &Path, profile: &Path, port: u16) -> Client {
        let mut args: Vec<String> = CHROMIUM_ARGS.iter().map(|a| a.to_string()).collect();
        args.push(format!("--user-data-dir={}", profile.display()));
        args.push(format!("--window-size={},{}", DESKTOP.0, DESKTOP.1));
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), "chrome".into());
        caps.insert(
            "goog:chromeOptions".into(),
            serde_json::json!({ "binary": chromium, "args": args }),
        );
        // chromedriver speaks plain HTTP on loopback: no TLS connector is needed.
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let url = format!("http://127.0.0.1:{port}");
        let result = self.rt.block_on(async {
            tokio::time::timeout(
                START_TIMEOUT,
                ClientBuilder::new(connector)
                    .capabilities(caps)
                    .connect(&url),
            )
            .await
        });
        match result {
            Ok(Ok(client)) => client,
            other => panic!(
                "cannot open a Chromium session ({}): {other:?}\nchromedriver's log:\n{}",
                chromium.display(),
                self.driver_log()
            ),
        }
    }

    fn driver_log(&self) -> String {
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        // The end is what matters; the log can be long.
        let tail: Vec<&str> = log.lines().rev().take(40).collect();
        tail.into_iter().rev().collect::<Vec<_>>().join("\n")
    }

    fn client(&self) -> &Client {
        self.client.as_ref().expect("browser session")
    }

    /// Runs one WebDriver command to completion, bounded; panics naming `what` on failure.
    fn run<T, E: std::fmt::Debug>(&self, what: &str, fut: impl Future<Output = Result<T, E>>) -> T {
        match self
            .rt
            .block_on(async { tokio::time::timeout(COMMAND_TIMEOUT, fut).await })
        {
            Ok(Ok(v)) => v,
            Ok(Err(e)) => panic!("browser: {what}: {e:?}"),
            Err(_) => panic!("browser: {what}: no answer in {COMMAND_TIMEOUT:?}"),
        }
    }

    /// Navigates to `url` and waits for the page to load.
    pub fn goto(&self, url: &str) {
        self.run(&format!("goto {url}"), self.client().goto(url));
    }

    pub fn current_url(&self) -> String {
        self.run("current url", self.client().current_url())
            .to_string()
    }

    pub fn title(&self) -> String {
        self.run("title", self.client().title())
    }

    /// The current DOM as HTML.
    pub fn source(&self) -> String {
        self.run("page source", self.client().source())
    }

    /// The rendered text of the whole page (what a reader sees).
    pub fn text(&self) -> String {
        self.find("body").text()
    }

    /// The one element matching a CSS selector; panics when none or several match.
    pub fn find(&self, css: &str) -> Element<'_> {
        let mut all = self.find_all(css);
        assert_eq!(
            all.len(),
            1,
            "CSS {css:?}: expected exactly one element, found {} in:\n{}",
            all.len(),
            self.source()
        );
        all.remove(0)
    }

    pub fn find_all(&self, css: &str) -> Vec<Element<'_>> {
        self.run(
            &format!("find {css:?}"),
            self.client().find_all(Locator::Css(css)),
        )
        .into_iter()
        .map(|el| Element { browser: self, el })
        .collect()
    }

    /// The form control (input, textarea, select) labelled `label`: by a `<label for=...>` or
    /// by a `<label>` around it, whose text, whitespace normalized, is exactly `label`. Panics
    /// when no control, or more than one, has that label: inputs are found the way a reader
    /// finds them, so a test that fills a form proves its inputs are labelled.
    pub fn by_label(&self, label: &str) -> Element<'_> {
        let lit = xpath_literal(label);
        let control = "*[self::input or self::textarea or self::select]";
        let xpath = format!(
            "//label[normalize-space(.)={lit}]//{control} \
             | //{control}[@id and @id = //label[normalize-space(.)={lit}]/@for]"
        );
        let mut found = self.run(
            &format!("find by label {label:?}"),
            self.client().find_all(Locator::XPath(&xpath)),
        );
        assert_eq!(
            found.len(),
            1,
            "label {label:?}: expected exactly one labelled control, found {} in:\n{}",
            found.len(),
            self.source()
        );
        Element {
            browser: self,
            el: found.remove(0),
        }
    }

    /// Clears the control labelled `label` and types `value` into it.
    pub fn fill(&self, label: &str, value: &str) {
        let el = self.by_label(label);
        el.clear();
        el.send_keys(value);
    }

    /// Clicks the one element matching `css`.
    pub fn click(&self, css: &str) {
        self.find(css).click();
    }

    /// Clicks the button (`<button>` or `<input type=submit>`) whose text is `text`, then
    /// waits for the navigation it starts (if any) to load.
    pub fn click_button(&self, text: &str) {
        let lit = xpath_literal(text);
        let xpath = format!(
            "//button[normalize-space(.)={lit}] | //input[@type='submit' and @value={lit}]"
        );
        let mut found = self.run(
            &format!("find button {text:?}"),
            self.client().find_all(Locator::XPath(&xpath)),
        );
        assert_eq!(
            found.len(),
            1,
            "button {text:?}: expected exactly one, found {} in:\n{}",
            found.len(),
            self.source()
        );
        let el = found.remove(0);
        self.mark_document();
        self.run(&format!("click button {text:?}"), el.click());
        self.wait_for_next_document();
    }

    /// Marks the current document, so that `wait_for_next_document` can tell it from the
    /// next one.
    fn mark_document(&self) {
        self.execute("window.__idctlOld = true; return null;");
    }

    /// After a click that may navigate: waits (bounded) until the marked document is gone
    /// and the next one has loaded. A click that starts no navigation within a second
    /// leaves the page as it is.
    fn wait_for_next_document(&self) {
        let start = Instant::now();
        loop {
            let state = self
                .rt
                .block_on(async {
                    tokio::time::timeout(
                        COMMAND_TIMEOUT,
                        self.client().execute(
                            "return [window.__idctlOld === true, document.readyState]",
                            vec![],
                        ),
                    )
                    .await
                })
                .ok()
                .and_then(|r| r.ok());
            let (old, complete) = match state.as_ref().and_then(|v| v.as_array()) {
                Some(a) => (
                    a[0].as_bool() == Some(true),
                    a[1].as_str() == Some("complete"),
                ),
                None => (true, false),
            };
            if complete && (!old || start.elapsed() > Duration::from_secs(1)) {
                return;
            }
            assert!(
                start.elapsed() < COMMAND_TIMEOUT,
                "browser: the next page did not load in {COMMAND_TIMEOUT:?}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Submits the form matching `css` as its submit button would (requestSubmit: validation
    /// and submit events included), then waits for the next page to load.
    pub fn submit(&self, css: &str) {
        let form = self.find(css);
        let arg = serde_json::to_value(&form.el).expect("element reference");
        self.mark_document();
        self.run(
            &format!("submit {css:?}"),
            self.client()
                .execute("arguments[0].requestSubmit();", vec![arg]),
        );
        self.wait_for_next_document();
    }

    /// Waits (bounded) until the current document has loaded.
    pub fn wait_for_load(&self) {
        let start = Instant::now();
        loop {
            let state = self
                .rt
                .block_on(async {
                    tokio::time::timeout(
                        COMMAND_TIMEOUT,
                        self.client().execute("return document.readyState", vec![]),
                    )
                    .await
                })
                .ok()
                .and_then(|r| r.ok());
            if state.as_ref().and_then(|s| s.as_str()) == Some("complete") {
                return;
            }
            assert!(
                start.elapsed() < COMMAND_TIMEOUT,
                "browser: page did not load in {COMMAND_TIMEOUT:?} (readyState {state:?})"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Runs JavaScript in the page and returns its result.
    pub fn execute(&self, script: &str) -> serde_json::Value {
        self.run(
            &format!("execute {script:?}"),
            self.client().execute(script, vec![]),
        )
    }

    /// Sets the viewport (the page's `innerWidth` x `innerHeight`, in CSS pixels): the window
    /// size, corrected by whatever the window adds around the viewport.
    pub fn set_viewport(&self, (width, height): (u32, u32)) {
        self.run(
            "set window size",
            self.client().set_window_size(width, height),
        );
        let (w, h) = self.viewport();
        if (w, h) != (width, height) {
            let (dw, dh) = (width as i64 - w as i64, height as i64 - h as i64);
            self.run(
                "set window size",
                self.client().set_window_size(
                    (width as i64 + dw).max(1) as u32,
                    (height as i64 + dh).max(1) as u32,
                ),
            );
        }
        assert_eq!(
            self.viewport(),
            (width, height),
            "browser: the viewport did not take the size asked for"
        );
    }

    /// The viewport (`innerWidth`, `innerHeight`).
    pub fn viewport(&self) -> (u32, u32) {
        let v = self.execute("return [window.innerWidth, window.innerHeight]");
        let n = |i: usize| v[i].as_u64().expect("viewport size") as u32;
        (n(0), n(1))
    }

    /// A PNG of the viewport, written to `path`.
    pub fn screenshot(&self, path: &Path) {
        let png = self.run("screenshot", self.client().screenshot());
        assert!(
            png.starts_with(b"\x89PNG\r\n\x1a\n"),
            "screenshot is not a PNG"
        );
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).expect("screenshot dir");
        }
        std::fs::write(path, png)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    }

    /// Screenshots of the current page at phone and desktop width, as
    /// `<page>-phone.png` and `<page>-desktop.png`.
    ///
    /// With `IDCTL_UPDATE_SCREENSHOTS=1` they are written to `docs/screenshots/` (to be
    /// committed). Otherwise they are written to `target/tmp/screenshots/` (to look at) and the
    /// committed ones must exist: a page without its committed screenshots fails the test.
    /// Leaves the browser at the desktop viewport. Returns the paths written.
    pub fn screenshots(&self, page: &str) -> [PathBuf; 2] {
        let update = std::env::var(UPDATE_SCREENSHOTS).is_ok_and(|v| v == "1");
        self.screenshots_with(page, update)
    }

    /// `screenshots`, writing the committed ones when `update`, checking them otherwise.
    pub fn screenshots_with(&self, page: &str, update: bool) -> [PathBuf; 2] {
        assert!(
            !page.is_empty()
                && page
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            "screenshot name {page:?}: lowercase letters, digits and '-' only"
        );
        let dir = if update {
            committed_dir()
        } else {
            PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screenshots")
        };
        let mut written = Vec::new();
        for (size, viewport) in [("phone", PHONE), ("desktop", DESKTOP)] {
            let name = format!("{page}-{size}.png");
            self.set_viewport(viewport);
            let path = dir.join(&name);
            self.screenshot(&path);
            if !update {
                let committed = committed_dir().join(&name);
                assert!(
                    committed.is_file(),
                    "the committed screenshot docs/screenshots/{name} is missing: take it with \
                     `{UPDATE_SCREENSHOTS}=1 cargo test --test it browser::`, look at it, and \
                     commit it (this run's is at {})",
                    path.display()
                );
            }
            written.push(path);
        }
        [written.remove(0), written.remove(0)]
    }
}

/// `docs/screenshots/` of this repository.
pub fn committed_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/screenshots")
}

/// `s` as an XPath 1.0 string literal.
fn xpath_literal(s: &str) -> String {
    if !s.contains('\'') {
        format!("'{s}'")
    } else if !s.contains('"') {
        format!("\"{s}\"")
    } else {
        let parts: Vec<String> = s.split('\'').map(|p| format!("'{p}'")).collect();
        format!("concat({})", parts.join(", \"'\", "))
    }
}

fn kill_group(child: &mut Child) {
    unsafe {
        libc::kill(-(child.id() as i32), libc::SIGKILL);
    }
    let _ = child.wait();
}

impl Drop for Browser {
    fn drop(&mut self) {
        if let Some(client) = self.client.take() {
            // Ends the session (Chromium quits); bounded, as the browser may be wedged.
            let _ = self.rt.block_on(async {
                tokio::time::timeout(Duration::from_secs(10), client.close()).await
            });
        }
        // chromedriver and anything left of the browser.
        kill_group(&mut self.driver);
    }
}

impl Element<'_> {
    pub fn click(&self) {
        self.browser.run("click", self.el.click());
    }

    pub fn clear(&self) {
        self.browser.run("clear", self.el.clear());
    }

    pub fn send_keys(&self, text: &str) {
        self.browser.run("send keys", self.el.send_keys(text));
    }

    /// The rendered text.
    pub fn text(&self) -> String {
        self.browser.run("text", self.el.text())
    }

    pub fn attr(&self, name: &str) -> Option<String> {
        self.browser
            .run(&format!("attribute {name}"), self.el.attr(name))
    }

    /// The current value of a form control (what was typed, not the `value` attribute).
    pub fn value(&self) -> String {
        self.browser
            .run("value", self.el.prop("value"))
            .unwrap_or_default()
    }

    pub fn tag(&self) -> String {
        self.browser.run("tag name", self.el.tag_name())
    }
}

/// A WebDriver extension command of the session, `/session/{id}/{path}`: those of the Web
/// Authentication specification (§11, "WebDriver Extension", `webauthn/...`) and
/// chromedriver's DevTools bridge (`goog/cdp/execute`).
#[derive(Debug)]
struct SessionCommand {
    method: axum::http::Method,
    path: String,
    body: Option<serde_json::Value>,
}

impl fantoccini::wd::WebDriverCompatibleCommand for SessionCommand {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/{}",
            session_id.unwrap_or_default(),
            self.path
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (axum::http::Method, Option<String>) {
        (
            self.method.clone(),
            self.body.as_ref().map(|b| b.to_string()),
        )
    }
}

/// Virtual authenticators: Chromium answers `navigator.credentials.create()` and `.get()` with
/// them, as a platform authenticator would, without a person touching anything.
impl Browser {
    fn webauthn(
        &self,
        method: axum::http::Method,
        path: &str,
        body: Option<serde_json::Value>,
    ) -> serde_json::Value {
        let cmd = SessionCommand {
            method,
            path: format!("webauthn/{path}"),
            body,
        };
        self.run(&format!("webauthn {path}"), self.client().issue_cmd(cmd))
    }

    /// Turns the page's JavaScript off (or on again), as a browser without it: Chrome's
    /// DevTools `Emulation.setScriptExecutionDisabled` through chromedriver.
    pub fn set_javascript(&self, enabled: bool) {
        let cmd = SessionCommand {
            method: axum::http::Method::POST,
            path: "goog/cdp/execute".into(),
            body: Some(serde_json::json!({
                "cmd": "Emulation.setScriptExecutionDisabled",
                "params": {"value": !enabled},
            })),
        };
        self.run("set script execution", self.client().issue_cmd(cmd));
    }

    /// Adds a virtual platform authenticator (CTAP2, internal transport, resident keys, user
    /// verification that always succeeds); returns its id.
    pub fn add_virtual_authenticator(&self) -> String {
        let v = self.webauthn(
            axum::http::Method::POST,
            "authenticator",
            Some(serde_json::json!({
                "protocol": "ctap2",
                "transport": "internal",
                "hasResidentKey": true,
                "hasUserVerification": true,
                "isUserVerified": true,
                "isUserConsenting": true,
            })),
        );
        v.as_str()
            .or(v["authenticatorId"].as_str())
            .unwrap_or_else(|| panic!("no authenticator id in {v}"))
            .to_string()
    }

    pub fn remove_virtual_authenticator(&self, id: &str) {
        self.webauthn(
            axum::http::Method::DELETE,
            &format!("authenticator/{id}"),
            None,
        );
    }

    /// The credentials a virtual authenticator holds (`credentialId`, `rpId`, `signCount`,
    /// `userHandle`, ...).
    pub fn virtual_credentials(&self, id: &str) -> Vec<serde_json::Value> {
        let v = self.webauthn(
            axum::http::Method::GET,
            &format!("authenticator/{id}/credentials"),
            None,
        );
        v.as_array().cloned().unwrap_or_default()
    }

    /// Puts a credential into a virtual authenticator (`credentialId`, `rpId`, `privateKey`
    /// as base64url PKCS#8, `signCount`, `isResidentCredential`).
    pub fn add_virtual_credential(&self, id: &str, credential: serde_json::Value) {
        self.webauthn(
            axum::http::Method::POST,
            &format!("authenticator/{id}/credential"),
            Some(credential),
        );
    }

    /// Clicks the one element matching `css` and waits (bounded) for the next document: for
    /// a click whose navigation starts later, after a script's asynchronous work (a passkey
    /// ceremony, then a form post).
    pub fn click_and_wait_for_next_document(&self, css: &str) {
        let el = self.find(css);
        self.mark_document();
        el.click();
        let start = Instant::now();
        loop {
            let state = self
                .rt
                .block_on(async {
                    tokio::time::timeout(
                        COMMAND_TIMEOUT,
                        self.client().execute(
                            "return [window.__idctlOld === true, document.readyState]",
                            vec![],
                        ),
                    )
                    .await
                })
                .ok()
                .and_then(|r| r.ok());
            let done = state
                .as_ref()
                .and_then(|v| v.as_array())
                .is_some_and(|a| a[0].as_bool() != Some(true) && a[1].as_str() == Some("complete"));
            if done {
                return;
            }
            assert!(
                start.elapsed() < COMMAND_TIMEOUT,
                "browser: no next page {COMMAND_TIMEOUT:?} after clicking {css:?}; the page says: {}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Element<'_> {
    /// Whether the element is rendered (WebDriver's "element displayed").
    pub fn is_displayed(&self) -> bool {
        self.browser.run("is displayed", self.el.is_displayed())
    }
}
