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
use crate::common::proxy::{Mode, Proxy};
use crate::common::server::Server;
use serde_json::Value;

/// A second idctl as the identity provider, on `http://localhost:PORT`.
pub(crate) struct Upstream {
    pub env: Env,
    pub server: Server,
    pub proxy: Proxy,
    pub client_id: String,
    pub client_secret: String,
}

impl Upstream {
    /// The provider, with a traditional web app coming back to `callback`, behind a proxy
    /// (passing everything through until told otherwise).
    pub(crate) fn start(callback: &str) -> Upstream {
        let env = Env::new();
        let mut proxy = Proxy::bind();
        let mut server = Server::start(&env, &["--base-url", &proxy.url]);
        proxy.serve(&server.url);
        server.url = proxy.url.clone();
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
            proxy,
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
    let mut args = vec!["connector", "set", "oidc", "upstream", "--issuer"];
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

    // The first JWKS the server fetches lacks the key of the ID token (renamed, as after a
    // rotation at the provider): it fetches the JWKS again, once.
    up.proxy.set(Mode::StaleJwksOnce);
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
    assert_eq!(up.proxy.mode(), Mode::Pass, "the stale JWKS was served");
    assert_eq!(
        up.proxy.requests("/oidc/jwks"),
        2,
        "fetched again for the unknown key"
    );
    assert_eq!(
        up.proxy.requests("/oidc/.well-known/openid-configuration"),
        1
    );
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
    // The discovery document and the JWKS came from the server's cache.
    assert_eq!(up.proxy.requests("/oidc/jwks"), 2);
    assert_eq!(
        up.proxy.requests("/oidc/.well-known/openid-configuration"),
        1
    );
    assert_eq!(
        w.env.json(&["user", "list"]).as_array().unwrap().len(),
        1,
        "one user"
    );
}

/// A user of the first server's store, with a password and an email; its id.
fn local_user(w: &World, username: &str, email: &str) -> String {
    let mut c = w.env.cmd(&[
        "-o",
        "json",
        "user",
        "create",
        "--username",
        username,
        "--email",
        email,
        "--password-stdin",
    ]);
    c.write_stdin(format!("{PASSWORD}\n"));
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.json()["id"].as_str().unwrap().to_string()
}

/// Through the connector's button to the provider, signed in there as `name`.
fn through(w: &World, up: &Upstream, name: &str) {
    w.browser.click_and_wait_for_next_document("a.connector");
    sign_in_upstream(w, up, name);
}

#[test]
fn a_verified_email_links_the_existing_user_whatever_its_case_and_a_suspended_user_is_refused() {
    let w = World::start();
    let up = Upstream::start(&format!("{}/callback/upstream", w.server.url));
    let remote = up.user("alice", Some("alice@example.com"));
    // The address as the user typed it here; the provider's in lower case: the same address.
    let local = local_user(&w, "alice_here", "Alice@Example.com");
    connect(&w, &up, &[]);
    let b = &w.browser;

    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    assert_eq!(b.find("a.connector").text(), "Continue with upstream");
    through(&w, &up, "alice");
    let code = w.code(&state);
    let tokens = w.exchange(&code, &verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    assert_eq!(id["sub"], local.as_str(), "the existing user signed in");
    let u = user(&w, &local);
    assert_eq!(u["username"], "alice_here");
    assert_eq!(u["primaryEmail"], "Alice@Example.com", "kept as typed");
    assert_eq!(u["identities"]["upstream"]["userId"], remote.as_str());
    assert_eq!(
        w.env.json(&["user", "list"]).as_array().unwrap().len(),
        1,
        "no second user for the same address"
    );
    // Linked (User.Data.Updated with the identity), not registered.
    let updated = w.events("User.Data.Updated", 1);
    assert!(
        updated
            .iter()
            .any(|e| e["data"]["identities"]["upstream"]["userId"] == remote.as_str()),
        "{updated:?}"
    );
    assert!(w.events("PostRegister", 0).is_empty());
    assert_eq!(w.events("PostSignIn", 1).len(), 1);

    // Suspended: the provider's answer signs nobody in.
    w.env.ok(&["user", "suspend", &local]);
    let (url, _, _) = w.sign_in_url(&[("prompt", "login")]);
    b.goto(&url);
    b.click_and_wait_for_next_document("a.connector");
    assert_eq!(w.path(), "/callback/upstream");
    assert_eq!(b.title(), "You cannot sign in");
    assert!(b.text().contains("You were not signed in."), "{}", b.text());
    assert_eq!(w.events("PostSignIn", 2).len(), 1, "no second sign-in");
}

#[test]
fn with_link_by_email_false_an_sso_identity_registers_a_new_user() {
    let w = World::start();
    let up = Upstream::start(&format!("{}/callback/upstream", w.server.url));
    let remote = up.user("bob", Some("bob@example.com"));
    let local = local_user(&w, "bob_here", "bob@example.com");
    connect(
        &w,
        &up,
        &[
            "--kind",
            "sso",
            "--link-by-email",
            "false",
            "--label",
            "Acme SSO",
        ],
    );
    let b = &w.browser;
    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    assert_eq!(b.find("a.connector").text(), "Continue with Acme SSO");
    through(&w, &up, "bob");
    let code = w.code(&state);
    let tokens = w.exchange(&code, &verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    let sub = id["sub"].as_str().unwrap().to_string();
    assert_ne!(sub, local, "not linked to the user with the same email");
    let u = user(&w, &sub);
    // The email stays with the user who holds it; the new user has the SSO identity.
    assert!(u["primaryEmail"].is_null(), "{u}");
    let sso = u["ssoIdentities"].as_array().expect("ssoIdentities");
    assert_eq!(sso.len(), 1, "{u}");
    assert_eq!(sso[0]["ssoConnectorId"], "upstream");
    assert_eq!(sso[0]["identityId"], remote.as_str());
    assert_eq!(sso[0]["issuer"], up.server.issuer());
    assert_eq!(sso[0]["detail"]["email"], "bob@example.com");
    assert_eq!(u["identities"], serde_json::json!({}));
    let untouched = user(&w, &local);
    assert_eq!(untouched["identities"], serde_json::json!({}));
    assert_eq!(untouched["ssoIdentities"], serde_json::json!([]));
    assert_eq!(w.events("PostRegister", 1).len(), 1);
}

#[test]
fn a_user_with_a_second_factor_verifies_it_after_the_provider() {
    let w = World::start();
    let up = Upstream::start(&format!("{}/callback/upstream", w.server.url));
    let remote = up.user("carol", Some("carol@example.com"));
    let local = local_user(&w, "carol_here", "carol@example.com");
    // Linked already (a user with a second factor is not linked by email).
    w.env.ok(&[
        "experience",
        "link",
        &local,
        "--social",
        &format!("upstream:{remote}"),
    ]);
    let secret = w
        .env
        .json(&["user", "mfa", "add", &local, "--type", "totp"])["secret"]
        .as_str()
        .unwrap()
        .to_string();
    connect(&w, &up, &[]);
    let b = &w.browser;
    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    through(&w, &up, "carol");
    assert_eq!(w.path(), "/mfa-verification/totp", "{}", b.text());
    assert!(w.events("PostSignIn", 0).is_empty(), "not signed in yet");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    b.fill("6-digit code", &crate::common::totp::code(&secret, now));
    b.click_button("Verify");
    let code = w.code(&state);
    let tokens = w.exchange(&code, &verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    assert_eq!(id["sub"], local.as_str());
    let amr: Vec<&str> = id["amr"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(amr.contains(&"fed") && amr.contains(&"mfa"), "{amr:?}");
}

#[test]
fn a_tampered_id_token_or_a_denial_ends_on_an_error_page_and_signs_nobody_in() {
    let w = World::start();
    let up = Upstream::start(&format!("{}/callback/upstream", w.server.url));
    up.user("dave", Some("dave@example.com"));
    connect(&w, &up, &[]);
    let b = &w.browser;

    up.proxy.set(Mode::TamperIdToken);
    let (url, _, _) = w.sign_in_url(&[]);
    b.goto(&url);
    through(&w, &up, "dave");
    assert_eq!(w.path(), "/callback/upstream");
    assert_eq!(b.title(), "This sign-in cannot be accepted");
    assert!(b.text().contains("could not be verified"), "{}", b.text());
    b.screenshots("sign-in-connector-refused");
    assert_eq!(w.env.json(&["user", "list"]), serde_json::json!([]));
    assert!(w.server.logged("signature"), "{}", w.server.stderr());

    up.proxy.set(Mode::Deny);
    let (url, _, _) = w.sign_in_url(&[]);
    b.goto(&url);
    b.click_and_wait_for_next_document("a.connector");
    assert_eq!(w.path(), "/callback/upstream");
    assert_eq!(b.title(), "Sign-in was cancelled");

    up.proxy.set(Mode::WrongState);
    let (url, _, _) = w.sign_in_url(&[]);
    b.goto(&url);
    b.click_and_wait_for_next_document("a.connector");
    assert_eq!(b.title(), "This sign-in cannot be finished");
    assert!(b.text().contains("state does not match"), "{}", b.text());

    // The provider as it should be: the same browser signs in.
    up.proxy.set(Mode::Pass);
    let (url, state, _) = w.sign_in_url(&[]);
    b.goto(&url);
    b.click_and_wait_for_next_document("a.connector");
    w.code(&state);
    assert_eq!(w.env.json(&["user", "list"]).as_array().unwrap().len(), 1);
    assert!(w.events("PostSignIn", 0).is_empty());
    assert_eq!(w.events("PostRegister", 1).len(), 1);
}

#[test]
fn an_oauth2_connector_signs_in_with_the_userinfo_of_another_idctl() {
    let w = World::start();
    let up = Upstream::start(&format!("{}/callback/hub", w.server.url));
    let remote = up.user("erin", Some("erin@example.com"));
    let file = w.env.dir.path().join("hub-secret");
    std::fs::write(&file, &up.client_secret).unwrap();
    let base = &up.server.url;
    w.env.ok(&[
        "connector",
        "set",
        "oauth2",
        "hub",
        "--authorization-endpoint",
        &format!("{base}/oidc/auth"),
        "--token-endpoint",
        &format!("{base}/oidc/token"),
        "--userinfo-endpoint",
        &format!("{base}/oidc/me"),
        "--client-id",
        &up.client_id,
        "--client-secret-file",
        file.to_str().unwrap(),
        "--scope",
        "openid email profile",
        "--id-field",
        "sub",
        "--avatar-field",
        "picture",
        "--label",
        "Hub",
    ]);
    let b = &w.browser;
    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    assert_eq!(b.find("a.connector").text(), "Continue with Hub");
    through(&w, &up, "erin");
    let code = w.code(&state);
    let tokens = w.exchange(&code, &verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    let u = user(&w, id["sub"].as_str().unwrap());
    assert_eq!(u["identities"]["hub"]["userId"], remote.as_str());
    assert_eq!(u["primaryEmail"], "erin@example.com");
    assert_eq!(
        u["identities"]["hub"]["details"]["rawData"]["username"],
        "erin"
    );
}

/// The refusal page of a link by email, on the callback: nobody signed in, nothing changed.
fn refused_to_link(w: &World, says: &str, before: &str) {
    let b = &w.browser;
    assert_eq!(w.path(), "/callback/upstream", "{}", b.text());
    assert_eq!(b.title(), "This account cannot be linked");
    assert!(b.text().contains(says), "{}", b.text());
    assert!(b.text().contains("You were not signed in."), "{}", b.text());
    assert!(w.events("PostSignIn", 0).is_empty(), "nobody signed in");
    assert_eq!(w.env.snapshot(), before, "store unchanged");
}

#[test]
fn linking_by_email_refuses_a_holder_with_a_second_factor_and_changes_nothing() {
    let w = World::start();
    let up = Upstream::start(&format!("{}/callback/upstream", w.server.url));
    up.user("dave", Some("dave@example.com"));
    let local = local_user(&w, "dave_here", "dave@example.com");
    w.env.ok(&["user", "mfa", "add", &local, "--type", "totp"]);
    connect(&w, &up, &[]);
    let (url, _, _) = w.sign_in_url(&[]);
    w.browser.goto(&url);
    let before = w.env.snapshot();
    through(&w, &up, "dave");
    refused_to_link(&w, "sign in with your password", &before);
    assert_eq!(user(&w, &local)["identities"], serde_json::json!({}));
}

#[test]
fn linking_by_email_refuses_a_holder_already_linked_at_the_connector() {
    let w = World::start();
    let up = Upstream::start(&format!("{}/callback/upstream", w.server.url));
    // The address was erin's at the provider; it now belongs to another account there.
    let local = local_user(&w, "erin_here", "erin@example.com");
    w.env.ok(&[
        "experience",
        "link",
        &local,
        "--social",
        "upstream:erins-old-account",
    ]);
    up.user("erin2", Some("erin@example.com"));
    connect(&w, &up, &[]);
    let (url, _, _) = w.sign_in_url(&[]);
    w.browser.goto(&url);
    let before = w.env.snapshot();
    through(&w, &up, "erin2");
    refused_to_link(&w, "is linked to another upstream account already", &before);
    assert_eq!(
        user(&w, &local)["identities"]["upstream"]["userId"],
        "erins-old-account"
    );
}

#[test]
fn a_connector_recreated_for_another_provider_does_not_sign_in_the_old_identities() {
    let w = World::start();
    let callback = format!("{}/callback/upstream", w.server.url);
    let first = Upstream::start(&callback);
    // The users' ids at the provider are their usernames: both providers have a "frank".
    first.user("frank", Some("frank@example.com"));
    connect(&w, &first, &["--id-field", "username"]);
    let (url, state, verifier) = w.sign_in_url(&[]);
    w.browser.goto(&url);
    through(&w, &first, "frank");
    let code = w.code(&state);
    let tokens = w.exchange(&code, &verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    let frank = id["sub"].as_str().unwrap().to_string();
    let u = user(&w, &frank);
    assert_eq!(u["identities"]["upstream"]["userId"], "frank");
    assert_eq!(
        u["identities"]["upstream"]["details"]["issuer"],
        first.server.issuer()
    );

    // The same name, another provider, the same subject: not the same person.
    w.env.ok(&["connector", "remove", "upstream"]);
    let second = Upstream::start(&callback);
    second.user("frank", Some("frank@example.com"));
    connect(&w, &second, &["--id-field", "username"]);
    let (url, _, _) = w.sign_in_url(&[("prompt", "login")]);
    w.browser.goto(&url);
    let before = w.env.snapshot();
    through(&w, &second, "frank");
    let b = &w.browser;
    assert_eq!(w.path(), "/callback/upstream", "{}", b.text());
    assert_eq!(b.title(), "This account cannot be linked", "{}", b.text());
    assert_eq!(w.events("PostSignIn", 0).len(), 0, "{}", b.text());
    assert_eq!(w.env.snapshot(), before, "store unchanged");
}

#[test]
fn linking_by_email_refuses_a_holder_locked_after_failed_passwords() {
    let w = World::start();
    let up = Upstream::start(&format!("{}/callback/upstream", w.server.url));
    up.user("gus", Some("gus@example.com"));
    let local = local_user(&w, "gus_here", "gus@example.com");
    w.env.ok(&["config", "set", "lockout.max-attempts", "1"]);
    // A wrong password by username locks that identifier (the right one is refused now).
    for (password, locked) in [("not-the-password", false), (PASSWORD, true)] {
        let mut c = w.env.cmd(&[
            "experience",
            "sign-in",
            "--username",
            "gus_here",
            "--password-stdin",
        ]);
        c.write_stdin(format!("{password}\n"));
        let r = crate::common::run_cmd(c);
        assert_ne!(r.code, 0, "{}", r.stderr);
        if locked {
            assert_eq!(r.code, 8, "{}", r.stderr);
        }
    }
    connect(&w, &up, &[]);
    let (url, _, _) = w.sign_in_url(&[]);
    w.browser.goto(&url);
    let before = w.env.snapshot();
    through(&w, &up, "gus");
    refused_to_link(&w, "sign in with your password", &before);
    assert_eq!(user(&w, &local)["identities"], serde_json::json!({}));
}
