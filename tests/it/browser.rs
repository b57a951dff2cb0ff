//! The browser test harness, end to end: a real headless Chromium (over chromedriver) fills a
//! form served over real HTTP, and reads what `idctl serve` answers.
//!
//! Needs `chromium` and `chromedriver` (`apt-get install chromium chromium-driver`); a test
//! fails, not skips, without them. `IDCTL_UPDATE_SCREENSHOTS=1` rewrites the committed
//! screenshots in `docs/screenshots/`.
use crate::common::Env;
use crate::common::api::http;
use crate::common::browser::{Browser, DESKTOP, PHONE};
use crate::common::oidc::{json, post_form, verify};
use crate::common::receiver::{Receiver, Request, read_request};
use crate::common::server::Server;
use oauth2::basic::BasicClient;
use oauth2::{
    AuthUrl, ClientId, CsrfToken, PkceCodeChallenge, PkceCodeVerifier, RedirectUrl, RefreshToken,
    Scope, TokenResponse, TokenUrl,
};
use serde_json::Value;
use std::io::{BufReader, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

mod codes;
mod mfa;
mod passkey;
mod upstream;

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
  <p>A test page of the browser test harness (tests/it/browser.rs), not an idctl page.</p>
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

// Sign-in in a real browser: headless Chromium (over chromedriver) goes through the
// authorization code flow of a single-page app against `idctl serve`: registration, the
// code exchange, tokens verified against the server's JWKS, sign-out (confirmed on its
// page), signing in again,
// silent re-authorization, a refresh token for a second resource, lockout on the page and
// the forgotten-password reset with the code from the local mailbox; the webhook events of
// each step arrive at a real receiver. The app's side is the `oauth2` crate (PKCE, the
// authorization URL, the refresh grant) and `jsonwebtoken`.
//
// Each page is photographed at phone and desktop width; the committed set is in
// `docs/screenshots/` (`IDCTL_UPDATE_SCREENSHOTS=1` rewrites it).

const ORDERS: &str = "https://orders.example.com";

const BILLING: &str = "https://billing.example.com";

const PASSWORD: &str = "correct horse battery";

/// The world of a test: a store with two APIs and a default role holding a permission of
/// each, a single-page app whose redirect URI is a real listener, a webhook receiver for
/// every event, the server and the browser.
struct World {
    env: Env,
    app: String,
    app_rx: Receiver,
    hooks: Receiver,
    server: Server,
    browser: Browser,
    client: BasicClient<
        oauth2::EndpointSet,
        oauth2::EndpointNotSet,
        oauth2::EndpointNotSet,
        oauth2::EndpointNotSet,
        oauth2::EndpointSet,
    >,
}

impl World {
    fn start() -> World {
        World::start_serving(|env| Server::start(env, &[]))
    }

    /// [`World::start`] with the server's base URL `http://localhost:PORT` (listening on
    /// 127.0.0.1): the relying party id of passkeys must be a host name, never an IP address.
    fn start_on_localhost() -> World {
        World::start_serving(|env| {
            let mut last = String::new();
            for _ in 0..3 {
                let port = TcpListener::bind("127.0.0.1:0")
                    .unwrap()
                    .local_addr()
                    .unwrap()
                    .port();
                let base = format!("http://localhost:{port}");
                match Server::try_start_on(
                    env,
                    &format!("127.0.0.1:{port}"),
                    &["--base-url", &base],
                    &[],
                ) {
                    Ok(mut server) => {
                        server.url = base;
                        return server;
                    }
                    Err(e) => last = e,
                }
            }
            panic!("the server did not start on a free port: {last}")
        })
    }

    fn start_serving(serve: impl FnOnce(&Env) -> Server) -> World {
        let env = Env::new();
        for (api, scope) in [(ORDERS, "read:orders"), (BILLING, "read:invoices")] {
            env.ok(&["resource", "create", "--name", api, "--indicator", api]);
            env.ok(&["scope", "create", "-r", api, scope]);
        }
        env.ok(&[
            "role",
            "create",
            "customer",
            "--default",
            "-r",
            ORDERS,
            "-s",
            "read:orders",
        ]);
        env.ok(&["role", "grant", "customer", "-r", BILLING, "read:invoices"]);
        let hooks = Receiver::start(Vec::new());
        env.ok(&[
            "hook", "create", "audit", "--url", &hooks.url, "--event", "all",
        ]);
        let app_rx = Receiver::start(Vec::new());
        let base = app_rx.url.trim_end_matches('/').to_string();
        let origin = {
            let u = url::Url::parse(&base).unwrap();
            format!("{}://{}", u.scheme(), u.host_str().unwrap())
                + &format!(":{}", u.port().unwrap())
        };
        let callback = format!("{origin}/callback");
        let home = format!("{origin}/");
        let app = env.json(&[
            "client",
            "create",
            "Shop",
            "--type",
            "spa",
            "--redirect-uri",
            &callback,
            "--post-logout-redirect-uri",
            &home,
        ])["id"]
            .as_str()
            .unwrap()
            .to_string();
        let server = serve(&env);
        let client = BasicClient::new(ClientId::new(app.clone()))
            .set_auth_uri(AuthUrl::new(format!("{}/auth", server.issuer())).unwrap())
            .set_token_uri(TokenUrl::new(format!("{}/token", server.issuer())).unwrap())
            .set_redirect_uri(RedirectUrl::new(callback).unwrap());
        World {
            env,
            app,
            app_rx,
            hooks,
            server,
            browser: Browser::start(),
            client,
        }
    }

    /// The app sends the browser to `/oidc/auth` (as the service's SDKs do: PKCE, state,
    /// `prompt=consent` unless `extra` names a prompt, both resources); returns the state and
    /// the PKCE verifier.
    fn sign_in_url(&self, extra: &[(&str, &str)]) -> (String, CsrfToken, PkceCodeVerifier) {
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let mut req = self
            .client
            .authorize_url(CsrfToken::new_random)
            .add_scopes(
                [
                    "openid",
                    "offline_access",
                    "profile",
                    "email",
                    "read:orders",
                    "read:invoices",
                ]
                .map(|s| Scope::new(s.into())),
            )
            .add_extra_param("resource", ORDERS)
            .add_extra_param("resource", BILLING)
            .set_pkce_challenge(challenge);
        if !extra.iter().any(|(k, _)| *k == "prompt") {
            req = req.add_extra_param("prompt", "consent");
        }
        for (k, v) in extra {
            req = req.add_extra_param(*k, *v);
        }
        let (url, state) = req.url();
        (url.to_string(), state, verifier)
    }

    fn path(&self) -> String {
        url::Url::parse(&self.browser.current_url())
            .unwrap()
            .path()
            .to_string()
    }

    /// The browser is back at the app's redirect URI: checks `state` and `iss`, returns the code.
    fn code(&self, state: &CsrfToken) -> String {
        let url = url::Url::parse(&self.browser.current_url()).unwrap();
        assert_eq!(url.path(), "/callback", "{url}");
        let q = |n: &str| {
            url.query_pairs()
                .find(|(k, _)| k == n)
                .map(|(_, v)| v.into_owned())
        };
        assert_eq!(q("state").as_deref(), Some(state.secret().as_str()));
        assert_eq!(q("iss"), Some(self.server.issuer()));
        q("code").expect("a code")
    }

    /// The app's code exchange (by hand, to read the ID token).
    fn exchange(&self, code: &str, verifier: &PkceCodeVerifier) -> Value {
        let callback = self.client.redirect_uri().unwrap().to_string();
        let res = post_form(
            &format!("{}/token", self.server.issuer()),
            &[
                ("client_id", self.app.as_str()),
                ("code", code),
                ("code_verifier", verifier.secret().as_str()),
                ("redirect_uri", callback.as_str()),
                ("grant_type", "authorization_code"),
            ],
        );
        assert_eq!(res.status(), 200);
        json(res)
    }

    /// Webhook deliveries of `event` received so far, waiting (bounded) for at least `n`.
    fn events(&self, event: &str, n: usize) -> Vec<Value> {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let got: Vec<Value> = self
                .hooks
                .requests()
                .iter()
                .map(Request::json)
                .filter(|b| b["event"] == event)
                .collect();
            if got.len() >= n || Instant::now() > deadline {
                return got;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

/// The facts every interaction event of the browser carries.
fn from_the_browser(e: &Value, app: &str) {
    let ua = e["userAgent"].as_str().unwrap_or_default();
    assert!(ua.contains("Chrome"), "not the browser's user agent: {e}");
    assert_eq!(e["userIp"], "127.0.0.1", "{e}");
    assert!(
        e["sessionId"].as_str().is_some_and(|s| !s.is_empty()),
        "{e}"
    );
    assert_eq!(e["application"]["id"], app, "{e}");
}

#[test]
fn register_sign_out_sign_in_again_silently_and_refresh_for_a_second_resource() {
    let w = World::start();
    let b = &w.browser;

    // Registration, from the app's first screen.
    let (url, state, verifier) = w.sign_in_url(&[("first_screen", "register")]);
    b.goto(&url);
    assert_eq!(w.path(), "/register");
    assert!(b.title().contains("Shop"), "{}", b.title());
    b.screenshots("register");
    b.fill("Username", "carol");
    b.fill("Password", PASSWORD);
    b.fill("Confirm password", PASSWORD);
    b.click_button("Create account");
    let code = w.code(&state);
    let tokens = w.exchange(&code, &verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    assert_eq!(id["username"], "carol");
    let user = id["sub"].as_str().unwrap().to_string();
    let registered = w.events("PostRegister", 1);
    assert_eq!(registered.len(), 1);
    from_the_browser(&registered[0], &w.app);
    assert_eq!(registered[0]["userId"], user.as_str());
    assert_eq!(w.events("User.Created", 1).len(), 1);

    // The opaque access token reads userinfo; a refresh gives a JWT for the orders API.
    let info = json(
        Server::client()
            .get(format!("{}/me", w.server.issuer()))
            .bearer_auth(tokens["access_token"].as_str().unwrap())
            .send()
            .unwrap(),
    );
    assert_eq!(info["sub"], user.as_str());
    let rt = RefreshToken::new(tokens["refresh_token"].as_str().unwrap().to_string());
    let orders = w
        .client
        .exchange_refresh_token(&rt)
        .add_extra_param("resource", ORDERS)
        .request(&http)
        .expect("refreshed");
    let at = verify(&w.server, orders.access_token().secret(), ORDERS);
    assert_eq!(at["scope"], "read:orders");

    // Sign-out as the service's SDKs send it (no id_token_hint): the user is asked, confirms
    // on the page, and is back at the app's registered page with the session ended.
    let home = format!(
        "{}/session/end?client_id={}&post_logout_redirect_uri={}",
        w.server.issuer(),
        w.app,
        url::form_urlencoded::byte_serialize(
            format!(
                "{}/",
                w.client
                    .redirect_uri()
                    .unwrap()
                    .as_str()
                    .trim_end_matches("/callback")
            )
            .as_bytes()
        )
        .collect::<String>()
    );
    b.goto(&home);
    assert_eq!(w.path(), "/oidc/session/end");
    assert!(b.title().contains("Sign out"), "{}", b.title());
    b.screenshots("sign-out");
    b.click_button("Sign out");
    assert_eq!(w.path(), "/");

    // Signing in again goes through the sign-in page.
    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    assert_eq!(w.path(), "/sign-in");
    b.screenshots("sign-in");
    b.fill("Username or email", "carol");
    b.fill("Password", PASSWORD);
    b.click_button("Sign in");
    let code = w.code(&state);
    w.exchange(&code, &verifier);
    let signed_in = w.events("PostSignIn", 1);
    assert_eq!(signed_in.len(), 1);
    from_the_browser(&signed_in[0], &w.app);

    // With the session, a new authorization is silent: no page, straight back with a code;
    // its refresh token gets a JWT for the second resource.
    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    let code = w.code(&state);
    let tokens = w.exchange(&code, &verifier);
    let rt = RefreshToken::new(tokens["refresh_token"].as_str().unwrap().to_string());
    let billing = w
        .client
        .exchange_refresh_token(&rt)
        .add_extra_param("resource", BILLING)
        .request(&http)
        .expect("refreshed");
    let at = verify(&w.server, billing.access_token().secret(), BILLING);
    assert_eq!(at["scope"], "read:invoices");
    assert_eq!(at["sub"], user.as_str());
    // prompt=login forces the page even with the session.
    let (url, _, _) = w.sign_in_url(&[("prompt", "login")]);
    b.goto(&url);
    assert_eq!(w.path(), "/sign-in");
    // The silent flow recorded no second sign-in.
    let log = w.env.json(&["events", "list", "--limit", "1000"]);
    let sign_ins = log
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["event"] == "PostSignIn")
        .count();
    assert_eq!(sign_ins, 1);
    // The log names who: the user signed in, through the app, from the browser's address.
    let entry = log
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event"] == "PostSignIn")
        .unwrap();
    assert_eq!(entry["actor"]["type"], "user", "{entry}");
    assert_eq!(entry["actor"]["id"], user.as_str(), "{entry}");
    assert_eq!(entry["actor"]["name"], "carol", "{entry}");
    assert_eq!(
        entry["app"],
        serde_json::json!({"id": w.app, "name": "Shop"}),
        "{entry}"
    );
    assert_eq!(entry["ip"], "127.0.0.1", "{entry}");
    // The registration's data event names the new user too.
    let created = log
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event"] == "User.Created")
        .unwrap();
    assert_eq!(created["actor"]["id"], user.as_str(), "{created}");
    assert_eq!(created["actor"]["name"], "carol", "{created}");
    assert_eq!(created["app"]["id"], w.app.as_str(), "{created}");
    let _ = &w.app_rx;
}

#[test]
fn lockout_on_the_page_and_a_password_reset_with_the_mailed_code() {
    let w = World::start();
    let b = &w.browser;
    w.env.ok(&["config", "set", "lockout.max-attempts", "3"]);
    w.env.ok(&["config", "set", "lockout.duration", "10"]);
    for (name, email) in [("dave", "dave@example.com"), ("erin", "erin@example.com")] {
        let mut c = w.env.cmd(&[
            "user",
            "create",
            "--username",
            name,
            "--email",
            email,
            "--password-stdin",
        ]);
        c.write_stdin(format!("{PASSWORD}\n"));
        assert_eq!(crate::common::run_cmd(c).code, 0);
    }

    // Three wrong passwords lock dave out; the page says for how long.
    let (url, _, _) = w.sign_in_url(&[]);
    b.goto(&url);
    for _ in 0..3 {
        b.fill("Username or email", "dave");
        b.fill("Password", "wrong password");
        b.click_button("Sign in");
        assert_eq!(w.path(), "/sign-in");
    }
    b.fill("Username or email", "dave");
    b.fill("Password", PASSWORD);
    b.click_button("Sign in");
    let page = b.source();
    assert!(
        page.contains("Too many failed attempts. Try again in 10 minutes."),
        "{page}"
    );
    b.screenshots("sign-in-locked");
    let locked = w.events("Identifier.Lockout", 1);
    assert_eq!(locked.len(), 1);
    assert_eq!(locked[0]["value"], "dave");
    assert!(locked[0]["userAgent"].as_str().unwrap().contains("Chrome"));

    // Erin forgot her password: the code comes from the local mailbox.
    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    b.click("a[href='/forgot-password']");
    assert_eq!(w.path(), "/forgot-password");
    b.screenshots("forgot-password");
    b.fill("Email or phone number", "erin@example.com");
    b.click_button("Send code");
    b.screenshots("forgot-password-code");
    let codes = w
        .env
        .json(&["experience", "codes", "--email", "erin@example.com"]);
    let code = codes[0]["code"]
        .as_str()
        .expect("a code in the mailbox")
        .to_string();
    b.fill("Verification code", &code);
    b.fill("New password", "a brand new password");
    b.fill("Confirm new password", "a brand new password");
    b.click_button("Reset password");
    assert_eq!(w.path(), "/sign-in");
    assert_eq!(w.events("PostResetPassword", 1).len(), 1);
    b.fill("Username or email", "erin@example.com");
    b.fill("Password", "a brand new password");
    b.click_button("Sign in");
    let code = w.code(&state);
    let tokens = w.exchange(&code, &verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    assert_eq!(id["email"], "erin@example.com");
}

/// `idctl serve` on a fixed port, as it runs by default (`--listen 127.0.0.1:PORT`, the store's
/// base URL `http://localhost:PORT`, so the issuer's host is not the printed URL's): a free
/// port is probed first, and taken again when another process took it meanwhile.
fn serve_on_a_fixed_port(env: &Env) -> (Server, u16) {
    let mut last = String::new();
    for _ in 0..5 {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        env.ok(&[
            "config",
            "set",
            "base-url",
            &format!("http://localhost:{port}"),
        ]);
        match Server::try_start_on(env, &format!("127.0.0.1:{port}"), &[], &[]) {
            Ok(s) => return (s, port),
            Err(e) => last = e,
        }
    }
    panic!("no server on a fixed port: {last}");
}

/// A user with a password and a single-page app whose redirect URI is a real listener;
/// returns the app's id and its callback URI.
fn app_and_user(env: &Env, app_rx: &Receiver) -> (String, String) {
    let mut c = env.cmd(&["user", "create", "--username", "frank", "--password-stdin"]);
    c.write_stdin(format!("{PASSWORD}\n"));
    assert_eq!(crate::common::run_cmd(c).code, 0);
    let u = url::Url::parse(&app_rx.url).unwrap();
    let callback = format!(
        "http://{}:{}/callback",
        u.host_str().unwrap(),
        u.port().unwrap()
    );
    let app = env.json(&[
        "client",
        "create",
        "Shop",
        "--type",
        "spa",
        "--redirect-uri",
        &callback,
    ])["id"]
        .as_str()
        .unwrap()
        .to_string();
    (app, callback)
}

/// The regression of a newcomer's first sign-in: the app was pointed at the URL `idctl serve`
/// printed (`http://127.0.0.1:PORT`) while the issuer is `http://localhost:PORT/oidc`; the
/// `_interaction` cookie set for one host was not sent to the other, and the right password
/// ended on "This sign-in has expired or is unknown".
#[test]
fn a_browser_starting_at_the_printed_url_signs_in() {
    let env = Env::new();
    let app_rx = Receiver::start(Vec::new());
    let (app, callback) = app_and_user(&env, &app_rx);
    let (server, port) = serve_on_a_fixed_port(&env);
    let printed = server.url.clone();
    assert_eq!(printed, format!("http://127.0.0.1:{port}"));
    let issuer = format!("http://localhost:{port}/oidc");

    // The app knows only the printed URL.
    let client = BasicClient::new(ClientId::new(app.clone()))
        .set_auth_uri(AuthUrl::new(format!("{printed}/oidc/auth")).unwrap())
        .set_token_uri(TokenUrl::new(format!("{printed}/oidc/token")).unwrap())
        .set_redirect_uri(RedirectUrl::new(callback.clone()).unwrap());
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, state) = client
        .authorize_url(CsrfToken::new_random)
        .add_scope(Scope::new("openid".into()))
        .add_scope(Scope::new("profile".into()))
        .set_pkce_challenge(challenge)
        .url();
    assert!(url.as_str().starts_with(&printed), "{url}");

    let b = Browser::start();
    b.goto(url.as_str());
    let at = url::Url::parse(&b.current_url()).unwrap();
    assert_eq!(at.path(), "/sign-in", "{}", b.text());
    b.fill("Username or email", "frank");
    b.fill("Password", PASSWORD);
    b.click_button("Sign in");
    let back = url::Url::parse(&b.current_url()).unwrap();
    assert!(
        !b.text().contains("expired"),
        "the sign-in expired at {back}: {}",
        b.text()
    );
    assert_eq!(back.path(), "/callback", "{back}: {}", b.text());
    let q = |n: &str| {
        back.query_pairs()
            .find(|(k, _)| k == n)
            .map(|(_, v)| v.into_owned())
    };
    assert_eq!(q("state").as_deref(), Some(state.secret().as_str()));
    assert_eq!(q("iss").as_deref(), Some(issuer.as_str()));
    // The code is good at the token endpoint of the printed URL.
    let res = post_form(
        &format!("{printed}/oidc/token"),
        &[
            ("client_id", app.as_str()),
            ("code", q("code").expect("a code").as_str()),
            ("code_verifier", verifier.secret().as_str()),
            ("redirect_uri", callback.as_str()),
            ("grant_type", "authorization_code"),
        ],
    );
    assert_eq!(res.status(), 200);
    let tokens = json(res);
    let id = crate::common::segment(tokens["id_token"].as_str().unwrap(), 1);
    assert_eq!(id["iss"], issuer.as_str());
    assert_eq!(id["username"], "frank");

    // Only browser routes move to the issuer's host: the API endpoints answer at the printed
    // URL as they are, and a name that is not loopback is never redirected (it may be a
    // proxy's).
    let plain = Server::client();
    let res = plain
        .get(format!("{printed}/oidc/.well-known/openid-configuration"))
        .send()
        .unwrap();
    assert_eq!(res.status(), 200);
    let res = plain
        .get(format!("{printed}/sign-in"))
        .header("host", format!("id.example.com:{port}"))
        .send()
        .unwrap();
    assert_ne!(res.status(), 303);
    let res = plain
        .get(format!("{printed}/sign-in?app_id=x"))
        .send()
        .unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(
        res.headers()["location"].to_str().unwrap(),
        format!("http://localhost:{port}/sign-in?app_id=x")
    );
    assert!(res.headers().get("set-cookie").is_none());
    let _ = &app_rx;
}

/// A redirect URI the app did not register (Vite's port) in a browser: a page naming the URI
/// sent, the app and the command that registers it, instead of raw JSON; the log line says
/// why; an API client still gets the service's JSON; running the page's command fixes it.
#[test]
fn an_unregistered_redirect_uri_shows_a_page_with_the_command_that_registers_it() {
    let env = Env::new();
    let app_rx = Receiver::start(Vec::new());
    let (app, callback) = app_and_user(&env, &app_rx);
    let server = Server::start(&env, &[]);
    let vite = "http://localhost:5173/callback";
    let client = BasicClient::new(ClientId::new(app.clone()))
        .set_auth_uri(AuthUrl::new(format!("{}/auth", server.issuer())).unwrap())
        .set_token_uri(TokenUrl::new(format!("{}/token", server.issuer())).unwrap())
        .set_redirect_uri(RedirectUrl::new(vite.to_string()).unwrap());
    let (challenge, _verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, _) = client
        .authorize_url(CsrfToken::new_random)
        .add_scope(Scope::new("openid".into()))
        .set_pkce_challenge(challenge)
        .url();
    let before = env.snapshot();

    let b = Browser::start();
    b.goto(url.as_str());
    assert_eq!(b.title(), "This app cannot sign you in here");
    let text = b.text();
    assert!(text.contains(vite), "{text}");
    assert!(text.contains("Shop") && text.contains(&app), "{text}");
    assert!(
        text.contains(&callback),
        "the registered URI is not named: {text}"
    );
    let command = b.find("pre code").text();
    assert_eq!(
        command,
        format!(
            "idctl client update Shop \\\n  --redirect-uri {callback} \\\n  --redirect-uri {vite}"
        )
    );
    assert!(!b.source().contains("invalid_redirect_uri\""), "raw JSON");
    b.screenshots("redirect-uri-not-registered");
    // The log line says why.
    let deadline = Instant::now() + Duration::from_secs(10);
    let line = loop {
        let log = server.stderr();
        if let Some(l) = log.lines().find(|l| l.starts_with("GET /oidc/auth 400")) {
            break l.to_string();
        }
        assert!(
            Instant::now() < deadline,
            "no log line for the refusal:\n{log}"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(
        line.contains(&format!(
            "redirect_uri {vite} is not registered for app Shop ({app})"
        )),
        "{line}"
    );
    // An API client keeps the JSON.
    let res = Server::client()
        .get(url.as_str())
        .header("accept", "application/json")
        .send()
        .unwrap();
    assert_eq!(res.status(), 400);
    let body = json(res);
    assert_eq!(body["error"], "invalid_redirect_uri");
    assert_eq!(
        env.snapshot(),
        before,
        "a refused request changed the store"
    );

    // The page's command, run as shown, registers the URI and keeps the one there was.
    let bin = assert_cmd::cargo::cargo_bin("idctl");
    let path = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(&command)
        .env("PATH", path)
        .env("IDCTL_STORE", &env.store)
        .env_remove("IDCTL_OUTPUT")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let uris = env.json(&["client", "get", &app])["oidcClientMetadata"]["redirectUris"].clone();
    assert_eq!(uris, serde_json::json!([callback, vite]));
    b.goto(url.as_str());
    assert_eq!(w_path(&b), "/sign-in");
    let _ = &app_rx;
}

fn w_path(b: &Browser) -> String {
    url::Url::parse(&b.current_url())
        .unwrap()
        .path()
        .to_string()
}
