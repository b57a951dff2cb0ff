//! The browser test harness, end to end: a real headless Chromium (over chromedriver) fills a
//! form served over real HTTP, and reads what `idctl serve` answers.
//!
//! Needs `chromium` and `chromedriver` (`apt-get install chromium chromium-driver`); a test
//! fails, not skips, without them. `IDCTL_UPDATE_SCREENSHOTS=1` rewrites the committed
//! screenshots in `docs/screenshots/`.

mod common;
// Declared here rather than in `common/mod.rs`, so that only the browser tests compile and
// link the WebDriver client.
#[path = "common/browser.rs"]
mod browser;

use browser::{Browser, DESKTOP, PHONE};
use common::Env;
use common::receiver::{Request, read_request};
use common::server::Server;
use std::io::{BufReader, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};

/// The harness's own page: a labelled input and a submit button. Not an idctl page.
const SMOKE_FORM: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Browser harness smoke page</title>
<style>
  body { font-family: sans-serif; margin: 0; padding: 2rem 1rem; background: #f3f4f6; }
  main { max-width: 24rem; margin: 0 auto; padding: 1.5rem; background: #fff;
         border: 1px solid #d1d5db; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  p { color: #4b5563; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: bold; }
  input[type=email] { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; }
  label.check { font-weight: normal; }
  button { margin-top: 1.25rem; width: 100%; padding: .7rem; font-size: 1rem;
           background: #1d4ed8; color: #fff; border: 0; border-radius: 6px; }
</style>
</head>
<body>
<main>
  <h1>Browser harness smoke page</h1>
  <p>A test page of the browser test harness (tests/browser.rs), not an idctl page.</p>
  <form method="post" action="/submit">
    <label for="email">Email address</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <label class="check"><input type="checkbox" name="remember" value="yes"> Remember me</label>
    <button type="submit">Continue</button>
  </form>
</main>
</body>
</html>
"#;

/// A test-local HTTP server: `GET /` answers the smoke form, `POST /submit` records the request
/// and answers a page showing what it received. Returns its base URL and the recorded posts.
fn smoke_site() -> (String, Arc<Mutex<Vec<Request>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let url = format!("http://{}", listener.local_addr().unwrap());
    let posts = Arc::new(Mutex::new(Vec::new()));
    let sink = posts.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(stream) = stream else { continue };
            let sink = sink.clone();
            std::thread::spawn(move || {
                let Ok(mut out) = stream.try_clone() else {
                    return;
                };
                let mut reader = BufReader::new(stream);
                while let Some(req) = read_request(&mut reader) {
                    let (status, body) = match (req.method.as_str(), req.path.as_str()) {
                        ("GET", "/") => ("200 OK", SMOKE_FORM.to_string()),
                        ("POST", "/submit") => {
                            let fields: Vec<(String, String)> =
                                url::form_urlencoded::parse(&req.body)
                                    .into_owned()
                                    .collect();
                            sink.lock().unwrap().push(req);
                            let shown: Vec<String> = fields
                                .iter()
                                .map(|(k, v)| format!("<li>{k}: {v}</li>"))
                                .collect();
                            (
                                "200 OK",
                                format!(
                                    "<!doctype html><title>Received</title>\
                                     <h1>Received</h1><ul>{}</ul>",
                                    shown.concat()
                                ),
                            )
                        }
                        _ => ("404 Not Found", "<h1>Not found</h1>".to_string()),
                    };
                    let resp = format!(
                        "HTTP/1.1 {status}\r\ncontent-type: text/html; charset=utf-8\r\n\
                         content-length: {}\r\n\r\n{body}",
                        body.len()
                    );
                    if out.write_all(resp.as_bytes()).is_err() {
                        return;
                    }
                }
            });
        }
    });
    (url, posts)
}

#[test]
fn fills_a_form_by_its_labels_and_posts_it_over_http() {
    let (site, posts) = smoke_site();
    let browser = Browser::start();
    browser.goto(&format!("{site}/"));
    assert_eq!(browser.title(), "Browser harness smoke page");
    assert_eq!(browser.current_url(), format!("{site}/"));

    // Found by its label (`for=`), and by a label around it.
    let email = browser.by_label("Email address");
    assert_eq!(email.attr("name").as_deref(), Some("email"));
    assert_eq!(email.tag(), "input");
    assert_eq!(
        browser.by_label("Remember me").attr("type").as_deref(),
        Some("checkbox")
    );

    browser.screenshots("harness-smoke");

    browser.fill("Email address", "ada@example.com");
    assert_eq!(browser.by_label("Email address").value(), "ada@example.com");
    browser.by_label("Remember me").click();
    browser.click_button("Continue");

    assert_eq!(browser.current_url(), format!("{site}/submit"));
    let posts = posts.lock().unwrap().clone();
    assert_eq!(posts.len(), 1, "one form post");
    let post = &posts[0];
    assert_eq!(
        post.header("content-type"),
        Some("application/x-www-form-urlencoded")
    );
    let fields: Vec<(String, String)> = url::form_urlencoded::parse(&post.body)
        .into_owned()
        .collect();
    assert_eq!(
        fields,
        [
            ("email".to_string(), "ada@example.com".to_string()),
            ("remember".to_string(), "yes".to_string()),
        ]
    );
    let text = browser.text();
    assert!(text.contains("email: ada@example.com"), "{text}");
}

#[test]
fn submit_runs_the_forms_own_validation() {
    let (site, posts) = smoke_site();
    let browser = Browser::start();
    browser.goto(&format!("{site}/"));
    // `required` stops an empty submission in the browser: no request is made.
    browser.submit("form");
    assert_eq!(browser.current_url(), format!("{site}/"));
    browser.fill("Email address", "grace@example.com");
    browser.submit("form");
    assert_eq!(browser.current_url(), format!("{site}/submit"));
    let posts = posts.lock().unwrap().clone();
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].body, b"email=grace%40example.com");
}

#[test]
fn sets_phone_and_desktop_viewports() {
    let (site, _) = smoke_site();
    let browser = Browser::start();
    browser.goto(&format!("{site}/"));
    assert_eq!(browser.viewport(), DESKTOP);
    browser.set_viewport(PHONE);
    assert_eq!(browser.viewport(), PHONE);
    browser.set_viewport(DESKTOP);
    assert_eq!(browser.viewport(), DESKTOP);
}

#[test]
fn reads_the_discovery_document_of_idctl_serve() {
    let env = Env::new();
    let server = Server::start(&env, &[]);
    let browser = Browser::start();
    let url = format!("{}/.well-known/openid-configuration", server.issuer());
    browser.goto(&url);
    assert_eq!(browser.current_url(), url);
    // Chromium shows a JSON response as its text.
    let doc: serde_json::Value = serde_json::from_str(&browser.text())
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", browser.source()));
    assert_eq!(doc["issuer"], server.issuer());
    assert_eq!(doc["jwks_uri"], format!("{}/jwks", server.issuer()));
}

#[test]
#[should_panic(
    expected = "the committed screenshot docs/screenshots/harness-no-such-page-phone.png is missing"
)]
fn a_page_without_committed_screenshots_fails() {
    let (site, _) = smoke_site();
    let browser = Browser::start();
    browser.goto(&format!("{site}/"));
    browser.screenshots_with("harness-no-such-page", false);
}
