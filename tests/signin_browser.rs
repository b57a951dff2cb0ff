//! Sign-in in a real browser: headless Chromium (over chromedriver) goes through the
//! authorization code flow of a single-page app against `idctl serve`: registration, the
//! code exchange, tokens verified against the server's JWKS, sign-out (confirmed on its
//! page), signing in again,
//! silent re-authorization, a refresh token for a second resource, lockout on the page and
//! the forgotten-password reset with the code from the local mailbox; the webhook events of
//! each step arrive at a real receiver. The app's side is the `oauth2` crate (PKCE, the
//! authorization URL, the refresh grant) and `jsonwebtoken`.
//!
//! Each page is photographed at phone and desktop width; the committed set is in
//! `docs/screenshots/` (`IDCTL_UPDATE_SCREENSHOTS=1` rewrites it).

#[path = "common/browser.rs"]
mod browser;
mod common;

use browser::Browser;
use common::Env;
use common::api::http;
use common::oidc::{json, post_form, verify};
use common::receiver::{Receiver, Request};
use common::server::Server;
use oauth2::basic::BasicClient;
use oauth2::{
    AuthUrl, ClientId, CsrfToken, PkceCodeChallenge, PkceCodeVerifier, RedirectUrl, RefreshToken,
    Scope, TokenResponse, TokenUrl,
};
use serde_json::Value;
use std::time::{Duration, Instant};

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
        let server = Server::start(&env, &[]);
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
        assert_eq!(common::run_cmd(c).code, 0);
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
