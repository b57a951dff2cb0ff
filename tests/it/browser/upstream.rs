//! Sign-in through another identity provider in a real browser: the provider is a second
//! `idctl serve` with its own store (on `localhost`, while the first server is on
//! `127.0.0.1`: two sites, each with its own cookies), holding a traditional web app whose
//! redirect URI is the first server's `/callback/NAME`. Headless Chromium clicks the
//! connector's button on the first server's sign-in page, signs in on the provider's pages
//! and lands back at the app signed in; the app's ID token, the user's identities and the
//! webhook events say how.
use super::{PASSWORD, World};
use crate::common::Env;
use crate::common::oidc::verify;
use crate::common::server::Server;
use serde_json::Value;
use std::net::TcpListener;

/// A second idctl as the identity provider, on `http://localhost:PORT`.
pub(crate) struct Upstream {
    pub env: Env,
    pub server: Server,
    pub client_id: String,
    pub client_secret: String,
}

impl Upstream {
    /// The provider, with a traditional web app coming back to `callback`.
    pub(crate) fn start(callback: &str) -> Upstream {
        let env = Env::new();
        let mut last = String::new();
        let mut server = None;
        for _ in 0..3 {
            let port = TcpListener::bind("127.0.0.1:0")
                .unwrap()
                .local_addr()
                .unwrap()
                .port();
            let base = format!("http://localhost:{port}");
            match Server::try_start_on(
                &env,
                &format!("127.0.0.1:{port}"),
                &["--base-url", &base],
                &[],
            ) {
                Ok(mut s) => {
                    s.url = base;
                    server = Some(s);
                    break;
                }
                Err(e) => last = e,
            }
        }
        let server = server.unwrap_or_else(|| panic!("the provider did not start: {last}"));
        let client = env.json(&[
            "client",
            "create",
            "Downstream idctl",
            "--type",
            "traditional",
            "--redirect-uri",
            callback,
        ]);
        Upstream {
            env,
            server,
            client_id: client["id"].as_str().unwrap().to_string(),
            client_secret: client["secret"].as_str().unwrap().to_string(),
        }
    }

    /// A user of the provider with a password (and an email, when given).
    pub(crate) fn user(&self, username: &str, email: Option<&str>) -> String {
        let mut args = vec!["-o", "json", "user", "create", "--username", username];
        if let Some(e) = email {
            args.extend(["--email", e]);
        }
        args.push("--password-stdin");
        let mut c = self.env.cmd(&args);
        c.write_stdin(format!("{PASSWORD}\n"));
        let r = crate::common::run_cmd(c);
        assert_eq!(r.code, 0, "{}", r.stderr);
        r.json()["id"].as_str().unwrap().to_string()
    }
}

/// The first server's connector `upstream` to the provider (OIDC), with its secret in a file.
fn connect(w: &World, up: &Upstream, extra: &[&str]) {
    let file = w.env.dir.path().join("upstream-secret");
    std::fs::write(&file, format!("{}\n", up.client_secret)).unwrap();
    let mut args = vec![
        "connector",
        "set",
        "oidc",
        "upstream",
        "--issuer",
    ];
    let issuer = up.server.issuer();
    let file = file.to_str().unwrap().to_string();
    args.push(&issuer);
    args.extend(["--client-id", &up.client_id, "--client-secret-file", &file]);
    args.extend(extra);
    w.env.ok(&args);
}

/// On the provider's sign-in page: its password form, as `name`.
fn sign_in_upstream(w: &World, up: &Upstream, name: &str) {
    let b = &w.browser;
    let here = url::Url::parse(&b.current_url()).unwrap();
    assert_eq!(
        here.origin().ascii_serialization(),
        up.server.url,
        "not at the provider: {here}"
    );
    assert_eq!(here.path(), "/sign-in");
    b.fill("Username or email", name);
    b.fill("Password", PASSWORD);
    b.click_button("Sign in");
}

/// The user of the first server's store with id `id`.
fn user(w: &World, id: &str) -> Value {
    w.env.json(&["user", "get", id])
}

#[test]
fn a_new_user_registers_through_another_idctl_and_lands_back_signed_in_at_the_app() {
    let w = World::start();
    let up = Upstream::start(&format!("{}/callback/upstream", w.server.url));
    let alice = up.user("alice", Some("alice@example.com"));
    connect(&w, &up, &["--label", "Example ID"]);
    let b = &w.browser;

    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    assert_eq!(w.path(), "/sign-in");
    let button = b.find("a.connector");
    assert_eq!(button.text(), "Continue with Example ID");
    b.screenshots("sign-in-connectors");
    b.click_and_wait_for_next_document("a.connector");
    sign_in_upstream(&w, &up, "alice");

    // Back at the app, signed in: its ID token names a new user of this store.
    let code = w.code(&state);
    let tokens = w.exchange(&code, &verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    assert_eq!(id["amr"], serde_json::json!(["fed"]));
    let sub = id["sub"].as_str().unwrap().to_string();
    let u = user(&w, &sub);
    assert_eq!(u["primaryEmail"], "alice@example.com");
    assert_eq!(u["identities"]["upstream"]["userId"], alice.as_str());
    assert_eq!(
        u["identities"]["upstream"]["details"]["email"],
        "alice@example.com"
    );
    assert!(u["lastSignInAt"].is_null() || u["lastSignInAt"].is_number());

    // The events: a registration, at the webhook receiver.
    let created = w.events("User.Created", 1);
    assert_eq!(created.len(), 1, "{created:?}");
    assert_eq!(created[0]["data"]["id"], sub.as_str());
    let registered = w.events("PostRegister", 1);
    assert_eq!(registered.len(), 1);
    assert_eq!(registered[0]["user"]["id"], sub.as_str());

    // Signing in again: the known identity, the same user, no new registration.
    w.env.ok(&["user", "list"]);
    let (url, state, verifier) = w.sign_in_url(&[("prompt", "login")]);
    b.goto(&url);
    b.click_and_wait_for_next_document("a.connector");
    // The provider remembers alice (its own session): straight back.
    let code = w.code(&state);
    let tokens = w.exchange(&code, &verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    assert_eq!(id["sub"], sub.as_str());
    let signed_in = w.events("PostSignIn", 1);
    assert_eq!(signed_in.len(), 1, "{signed_in:?}");
    assert_eq!(signed_in[0]["user"]["id"], sub.as_str());
    assert_eq!(w.events("PostRegister", 2).len(), 1);
    assert_eq!(
        w.env.json(&["user", "list"]).as_array().unwrap().len(),
        1,
        "one user"
    );
}
