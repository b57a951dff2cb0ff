//! The passkey pages over real HTTP, with a software authenticator (`common::webauthn`: a
//! real key pair, real signatures): `/mfa-binding/passkey` registers a passkey,
//! `/mfa-verification/passkey` signs in with it; answers that do not verify are refused (and,
//! at sign-in, counted toward the lockout), and change nothing else. The relying party is the
//! server's base URL (here `http://127.0.0.1:PORT`: browsers refuse an IP address there, this
//! client does not care).
use super::{Browser, PASSWORD, Page, app, arriving, events, user};
use crate::common::Env;
use crate::common::server::Server;
use crate::common::webauthn::{Authenticator, options_of};
use serde_json::Value;

const BIND: &str = "/mfa-binding/passkey";
const VERIFY: &str = "/mfa-verification/passkey";

fn password_step(b: &mut Browser, who: &str, to: &str) {
    let p = b.submit("/sign-in", &[("identifier", who), ("password", PASSWORD)]);
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(p.header("location"), to);
}

/// GETs a passkey page: 200, its policy allowing its script only, its options.
fn passkey_page(b: &mut Browser, path: &str) -> (Page, Value) {
    let p = b.get(path);
    assert_eq!(p.status, 200, "{}", p.body);
    assert_eq!(
        p.header("content-security-policy"),
        "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'"
    );
    assert!(
        p.body
            .contains(r#"<script src="/static/webauthn.js" defer></script>"#)
    );
    assert!(p.body.contains("A passkey needs JavaScript"));
    let options = options_of(&p.body);
    (p, options)
}

fn post_credential(b: &mut Browser, path: &str, page: &Page, credential: &str) -> Page {
    let token = page.csrf();
    b.post(path, &[("credential", credential), ("_csrf", &token)])
}

fn passkeys(env: &Env) -> Vec<(String, i64)> {
    let n = env.sql_count("SELECT count(*) FROM user_mfa_verifications WHERE type = 'WebAuthn'");
    (0..n)
        .map(|i| {
            (
                env.sql_value(&format!(
                    "SELECT credential_id FROM user_mfa_verifications WHERE type = 'WebAuthn' ORDER BY id LIMIT 1 OFFSET {i}"
                )),
                env.sql_count(&format!(
                    "SELECT sign_count FROM user_mfa_verifications WHERE type = 'WebAuthn' ORDER BY id LIMIT 1 OFFSET {i}"
                )),
            )
        })
        .collect()
}

fn user_id(env: &Env, name: &str) -> String {
    env.json(&["user", "get", name])["id"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn a_passkey_registered_on_the_pages_signs_in_and_forged_answers_are_refused() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "paula"]);
    env.ok(&["config", "set", "mfa.policy", "required"]);
    env.ok(&["config", "set", "lockout.max-attempts", "4"]);
    let server = Server::start(&env, &[]);
    let id = user_id(&env, "paula");
    let mut key = Authenticator::new(&server.url);

    // Enrolment: the options name the relying party (the base URL's host) and the user.
    let (mut b, _uid) = arriving(&env, &server, &shop);
    password_step(&mut b, "paula", "/mfa-onboarding");
    let (page, options) = passkey_page(&mut b, BIND);
    assert_eq!(options["rp"]["id"], "127.0.0.1");
    assert_eq!(options["user"]["name"], "paula");
    assert_eq!(options["attestation"], "none");
    assert_eq!(
        options["authenticatorSelection"]["userVerification"],
        "preferred"
    );
    // An answer for another challenge is refused, not counted, and stores nothing.
    passkey_page(&mut b, BIND);
    let p = post_credential(&mut b, BIND, &page, &key.create(&options));
    assert_eq!(p.status, 422, "{}", p.body);
    assert!(p.body.contains("The passkey could not be set up: The client data&#39;s challenge is not the one this page issued."), "{}", p.body);
    assert!(passkeys(&env).is_empty());
    // Non-UTF-8 and malformed answers: 422, nothing stored, no server error.
    let token = p.csrf();
    let raw = format!("credential=%FF%FE%80&_csrf={token}");
    let res = Server::client()
        .post(format!("{}{BIND}", server.url))
        .header(
            "cookie",
            b.cookies
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join("; "),
        )
        .header("content-type", "application/x-www-form-urlencoded")
        .body(raw)
        .send()
        .unwrap();
    assert!(res.status().is_client_error(), "{}", res.status());
    let (page, _) = passkey_page(&mut b, BIND);
    let p = post_credential(
        &mut b,
        BIND,
        &page,
        r#"{"id":"AA","type":"public-key","response":{"clientDataJSON":"e30"}}"#,
    );
    assert_eq!(p.status, 422, "{}", p.body);
    assert!(passkeys(&env).is_empty());
    // The genuine answer to the page's own options: bound, then the backup codes.
    let (page, options) = passkey_page(&mut b, BIND);
    let p = post_credential(&mut b, BIND, &page, &key.create(&options));
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(p.header("location"), "/mfa-binding/backup-codes");
    let held = passkeys(&env);
    assert_eq!(held.len(), 1);
    assert_eq!(held[0].0, crate::common::webauthn::b64(&key.credential_id));
    assert_eq!(events(&env, "User.Data.Updated").len(), 1);

    // Signing in: the options allow the user's passkey only.
    let (mut b, _) = arriving(&env, &server, &shop);
    password_step(&mut b, "paula", VERIFY);
    let (page, options) = passkey_page(&mut b, VERIFY);
    assert_eq!(options["rpId"], "127.0.0.1");
    assert_eq!(options["allowCredentials"][0]["id"], held[0].0);
    // Forged: another key under the same credential id; a registration posted here; another
    // user's handle. Each refused at 422, counted; the stored counter unchanged.
    let mut impostor = key.impostor();
    let forged = impostor.get(&options, &id);
    let p = post_credential(&mut b, VERIFY, &page, &forged);
    assert_eq!(p.status, 422, "{}", p.body);
    assert!(
        p.body.contains("That passkey was not accepted."),
        "{}",
        p.body
    );
    let (page, options) = passkey_page(&mut b, VERIFY);
    let p = post_credential(&mut b, VERIFY, &page, &key.create(&options));
    assert_eq!(p.status, 422, "{}", p.body);
    let (page, options) = passkey_page(&mut b, VERIFY);
    let p = post_credential(&mut b, VERIFY, &page, &key.get(&options, "someone-else"));
    assert_eq!(p.status, 422, "{}", p.body);
    assert_eq!(passkeys(&env), held, "nothing changed");
    assert!(events(&env, "PostSignIn").is_empty());
    // The right one, answering this page's challenge: signed in, the counter stored.
    let (page, options) = passkey_page(&mut b, VERIFY);
    let p = post_credential(&mut b, VERIFY, &page, &key.get(&options, &id));
    assert_eq!(p.status, 303, "{}", p.body);
    assert!(
        p.header("location").contains("/auth/"),
        "{}",
        p.header("location")
    );
    assert_eq!(passkeys(&env)[0].1, i64::from(key.count));
    assert_eq!(events(&env, "PostSignIn").len(), 1);
    let hash = idctl::util::sha256_hex(b.cookies["_session"].as_bytes());
    assert_eq!(
        env.sql_value(&format!(
            "SELECT amr FROM sessions WHERE id_hash = '{hash}'"
        )),
        "pwd hwk mfa"
    );

    // An answer whose counter did not grow (a cloned authenticator), to a fresh challenge
    // of a new sign-in: refused, the stored counter unchanged. It is the fourth refusal in
    // the identifier's window (lockout.max-attempts = 4): the identifier is locked, as by
    // wrong codes or passwords.
    let (mut b, _) = arriving(&env, &server, &shop);
    password_step(&mut b, "paula", VERIFY);
    let (page, options) = passkey_page(&mut b, VERIFY);
    let stored = passkeys(&env);
    assert!(events(&env, "Identifier.Lockout").is_empty());
    key.count -= 1;
    let p = post_credential(&mut b, VERIFY, &page, &key.get(&options, &id));
    assert_eq!(p.status, 429, "{}", p.body);
    assert!(p.body.contains("Too many failed attempts."), "{}", p.body);
    assert_eq!(passkeys(&env), stored);
    let locked = events(&env, "Identifier.Lockout");
    assert_eq!(locked.len(), 1);
    assert_eq!(locked[0]["value"], "paula");

    // The administrator sees the passkey (with the browser that registered it) and removes
    // it: the user has no passkey left to sign in with.
    let list = env.json(&["user", "mfa", "list", "paula"]);
    let passkey = list
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["type"] == "WebAuthn")
        .unwrap_or_else(|| panic!("no passkey in {list}"));
    assert!(
        passkey["agent"].as_str().unwrap().contains("PagesTest"),
        "{passkey}"
    );
    assert!(passkey.get("publicKey").is_none() && passkey.get("credentialId").is_none());
    let vid = passkey["id"].as_str().unwrap();
    env.ok(&["user", "mfa", "remove", "paula", vid, "--yes"]);
    assert!(passkeys(&env).is_empty());
    assert_eq!(events(&env, "PostSignIn").len(), 1);
}

#[test]
fn passkey_posts_without_the_step_or_the_token_change_nothing() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "olga"]);
    env.ok(&["config", "set", "mfa.policy", "required"]);
    let server = Server::start(&env, &[]);
    let key = Authenticator::new(&server.url);
    let (mut b, _) = arriving(&env, &server, &shop);
    password_step(&mut b, "olga", "/mfa-onboarding");
    let (page, options) = passkey_page(&mut b, BIND);
    let answer = key.create(&options);
    // Another form's token: 403.
    let p = b.post(BIND, &[("credential", &answer), ("_csrf", "forged")]);
    assert_eq!(p.status, 403, "{}", p.body);
    // No `_mfa` cookie: the step is gone (400).
    let mfa = b.cookies.remove("_mfa").unwrap();
    let p = post_credential(&mut b, BIND, &page, &answer);
    assert_eq!(p.status, 400, "{}", p.body);
    assert!(p.body.contains("Sign in again"), "{}", p.body);
    // A tampered one: the same.
    b.cookies.insert("_mfa".into(), format!("x{mfa}"));
    let p = post_credential(&mut b, BIND, &page, &answer);
    assert_eq!(p.status, 400, "{}", p.body);
    assert!(passkeys(&env).is_empty());
    assert!(events(&env, "User.Data.Updated").is_empty());
    // A user without a passkey asking the verification page is sent to enrol.
    b.cookies.insert("_mfa".into(), mfa);
    let p = b.get(VERIFY);
    assert_eq!(p.status, 303);
    assert_eq!(p.header("location"), "/mfa-onboarding");
    // The script is served with its type; the other pages allow none.
    let res = Server::client()
        .get(format!("{}/static/webauthn.js", server.url))
        .send()
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.headers()["content-type"],
        "text/javascript; charset=utf-8"
    );
    let p = b.get("/mfa-onboarding");
    assert!(!p.header("content-security-policy").contains("script-src"));
}
