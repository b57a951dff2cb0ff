//! Passkeys in a real browser: Chromium's virtual authenticator (the WebDriver extension of
//! the Web Authentication specification) registers a passkey under the `required` policy and
//! signs in with it; the app's ID token says `hwk`. A passkey whose key is not the one
//! registered (same credential id, another key) is refused, and counts toward the lockout.
//! The server's base URL is `http://localhost:PORT`: the relying party id must be a host name.
use super::{PASSWORD, World};
use crate::common::oidc::verify;
use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::signature::{ECDSA_P256_SHA256_ASN1_SIGNING, EcdsaKeyPair};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};

fn user(w: &World, name: &str) {
    let mut c = w
        .env
        .cmd(&["user", "create", "--username", name, "--password-stdin"]);
    c.write_stdin(format!("{PASSWORD}\n"));
    assert_eq!(crate::common::run_cmd(c).code, 0);
}

fn password(w: &World, name: &str) {
    let b = &w.browser;
    assert_eq!(w.path(), "/sign-in");
    b.fill("Username or email", name);
    b.fill("Password", PASSWORD);
    b.click_button("Sign in");
}

fn amr(w: &World, state: &oauth2::CsrfToken, verifier: &oauth2::PkceCodeVerifier) -> Value {
    let code = w.code(state);
    let tokens = w.exchange(&code, verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    id["amr"].clone()
}

fn kinds(w: &World, name: &str) -> Vec<String> {
    w.env
        .json(&["user", "mfa", "list", name])
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["type"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_passkey_registered_under_the_required_policy_signs_in_with_hwk() {
    let w = World::start_on_localhost();
    let b = &w.browser;
    assert!(w.server.issuer().starts_with("http://localhost:"));
    w.env.ok(&["config", "set", "mfa.policy", "required"]);
    user(&w, "pia");
    let authenticator = b.add_virtual_authenticator();

    // Enrolment at the first sign-in: the passkey page, then the backup codes.
    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    password(&w, "pia");
    assert_eq!(w.path(), "/mfa-onboarding");
    b.click("a[href='/mfa-binding/passkey']");
    assert_eq!(w.path(), "/mfa-binding/passkey");
    // The script ran: the button is shown, the no-script notice is not.
    assert!(b.find("#webauthn-start").attr("hidden").is_none());
    assert!(!b.text().contains("needs JavaScript"), "{}", b.text());
    b.screenshots("mfa-binding-passkey");
    b.click_and_wait_for_next_document("#webauthn-start");
    assert_eq!(w.path(), "/mfa-binding/backup-codes", "{}", b.text());
    assert_eq!(b.find_all("ul.codes code").len(), 10);
    b.click_button("Continue");
    assert_eq!(amr(&w, &state, &verifier), json!(["pwd", "hwk", "mfa"]));
    assert_eq!(kinds(&w, "pia"), ["WebAuthn", "BackupCode"]);
    let held = b.virtual_credentials(&authenticator);
    assert_eq!(held.len(), 1, "{held:?}");
    assert_eq!(held[0]["rpId"], "localhost");
    let count_after_registration = held[0]["signCount"].as_u64().unwrap();

    // The next sign-in asks for the passkey, and gets it.
    let (url, state, verifier) = w.sign_in_url(&[("prompt", "login")]);
    b.goto(&url);
    password(&w, "pia");
    assert_eq!(w.path(), "/mfa-verification/passkey");
    assert!(b.text().contains("Use a backup code"), "{}", b.text());
    b.screenshots("mfa-verification-passkey");
    b.click_and_wait_for_next_document("#webauthn-start");
    assert_eq!(amr(&w, &state, &verifier), json!(["pwd", "hwk", "mfa"]));
    let held = b.virtual_credentials(&authenticator);
    assert!(held[0]["signCount"].as_u64().unwrap() > count_after_registration);
    assert_eq!(w.events("PostSignIn", 2).len(), 2);
}

#[test]
fn a_passkey_with_another_key_under_the_same_id_is_refused_and_counted() {
    let w = World::start_on_localhost();
    let b = &w.browser;
    w.env.ok(&["config", "set", "mfa.policy", "required"]);
    w.env.ok(&["config", "set", "lockout.max-attempts", "2"]);
    w.env.ok(&["config", "set", "lockout.duration", "10"]);
    user(&w, "quinn");
    let genuine = b.add_virtual_authenticator();
    let (url, _, _) = w.sign_in_url(&[]);
    b.goto(&url);
    password(&w, "quinn");
    b.click("a[href='/mfa-binding/passkey']");
    b.click_and_wait_for_next_document("#webauthn-start");
    assert_eq!(w.path(), "/mfa-binding/backup-codes", "{}", b.text());
    b.click_button("Continue");
    let held = b.virtual_credentials(&genuine);
    assert_eq!(held.len(), 1);

    // The genuine authenticator is gone; another holds a credential of the same id and user,
    // with a key of its own: its signatures do not verify with the registered key.
    b.remove_virtual_authenticator(&genuine);
    let forged = b.add_virtual_authenticator();
    let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_ASN1_SIGNING, &SystemRandom::new())
        .unwrap();
    let mut credential = json!({
        "credentialId": held[0]["credentialId"],
        "isResidentCredential": false,
        "rpId": "localhost",
        "privateKey": URL_SAFE_NO_PAD.encode(pkcs8.as_ref()),
        "signCount": 1000,
    });
    if let Some(handle) = held[0]["userHandle"].as_str() {
        credential["userHandle"] = json!(handle);
    }
    b.add_virtual_credential(&forged, credential);

    let (url, _, _) = w.sign_in_url(&[("prompt", "login")]);
    b.goto(&url);
    password(&w, "quinn");
    assert_eq!(w.path(), "/mfa-verification/passkey");
    b.click_and_wait_for_next_document("#webauthn-start");
    assert_eq!(w.path(), "/mfa-verification/passkey");
    assert!(
        b.text().contains("That passkey was not accepted"),
        "{}",
        b.text()
    );
    // A second refusal locks the identifier out, as wrong codes do.
    b.click_and_wait_for_next_document("#webauthn-start");
    assert!(
        b.text()
            .contains("Too many failed attempts. Try again in 10 minutes."),
        "{}",
        b.text()
    );
    let locked = w.events("Identifier.Lockout", 1);
    assert_eq!(locked.len(), 1);
    assert_eq!(locked[0]["value"], "quinn");
    // One sign-in (the enrolment), none with the forged passkey.
    assert_eq!(w.events("PostSignIn", 1).len(), 1);
}

#[test]
fn without_javascript_the_passkey_page_says_so_and_offers_the_app_instead() {
    let w = World::start_on_localhost();
    let b = &w.browser;
    w.env.ok(&["config", "set", "mfa.policy", "required"]);
    user(&w, "rosa");
    let (url, _, _) = w.sign_in_url(&[]);
    b.goto(&url);
    password(&w, "rosa");
    assert_eq!(w.path(), "/mfa-onboarding");
    b.set_javascript(false);
    b.click("a[href='/mfa-binding/passkey']");
    b.wait_for_load();
    assert_eq!(w.path(), "/mfa-binding/passkey");
    // What a reader sees: the notice, no button, the way to an authenticator app.
    assert!(
        b.text()
            .contains("A passkey needs JavaScript, which is off in this browser."),
        "{}",
        b.text()
    );
    assert!(b.find("#webauthn-nojs").is_displayed());
    assert!(!b.find("#webauthn-start").is_displayed());
    b.screenshots("mfa-binding-passkey-no-javascript");
    b.click("a[href='/mfa-binding/totp']");
    b.wait_for_load();
    assert_eq!(w.path(), "/mfa-binding/totp");
    assert!(
        w.env
            .json(&["user", "mfa", "list", "rosa"])
            .as_array()
            .unwrap()
            .is_empty()
    );
}
