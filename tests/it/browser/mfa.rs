//! The second factor in a real browser: headless Chromium signs in with a TOTP code computed
//! here from the enrolled secret (as an authenticator app would), with a backup code (once),
//! is locked out after wrong codes, enrols TOTP at sign-in under the `required` policy (the
//! secret read from the page's text: nothing is scanned) and skips the offer under
//! `optional`; the app's ID token says how the user signed in (`amr`). Each new page is
//! photographed at both widths.
use super::{PASSWORD, World};
use crate::common::oidc::verify;
use crate::common::totp::code;
use serde_json::Value;

/// An app's code for the server (on this machine's clock): the current time step's, or the
/// step after `last` when that one was used already (a server accepts one step of drift
/// either way, and never a step it accepted before).
fn fresh_code(secret: &str, last: &mut i64) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
        / 30;
    let step = now.max(*last + 1);
    *last = step;
    code(secret, step * 30)
}

/// A user with a password, made with the CLI.
fn user(w: &World, name: &str) {
    let mut c = w
        .env
        .cmd(&["user", "create", "--username", name, "--password-stdin"]);
    c.write_stdin(format!("{PASSWORD}\n"));
    assert_eq!(crate::common::run_cmd(c).code, 0);
}

/// The password step on the sign-in page, as `name`.
fn password(w: &World, name: &str) {
    let b = &w.browser;
    assert_eq!(w.path(), "/sign-in");
    b.fill("Username or email", name);
    b.fill("Password", PASSWORD);
    b.click_button("Sign in");
}

/// The `amr` of the ID token the app gets for the code the browser came back with.
fn amr(w: &World, state: &oauth2::CsrfToken, verifier: &oauth2::PkceCodeVerifier) -> Value {
    let code = w.code(state);
    let tokens = w.exchange(&code, verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    id["amr"].clone()
}

#[test]
fn signs_in_with_a_totp_code_then_a_backup_code_that_works_once() {
    let w = World::start();
    let b = &w.browser;
    user(&w, "grace");
    let secret = w
        .env
        .json(&["user", "mfa", "add", "grace", "--type", "totp"])["secret"]
        .as_str()
        .expect("the secret")
        .to_string();
    let out = w
        .env
        .json(&["user", "mfa", "add", "grace", "--type", "backup-codes"]);
    let codes: Vec<String> = if out.is_array() { &out } else { &out["codes"] }
        .as_array()
        .expect("the codes")
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    let mut last = 0;

    // The password, then the code page; the app gets its code only after the code.
    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    password(&w, "grace");
    assert_eq!(w.path(), "/mfa-verification/totp");
    let input = b.by_label("6-digit code");
    assert_eq!(input.attr("autocomplete").as_deref(), Some("one-time-code"));
    assert_eq!(input.attr("inputmode").as_deref(), Some("numeric"));
    b.screenshots("mfa-verification-totp");
    let now = fresh_code(&secret, &mut 0);
    b.fill(
        "6-digit code",
        if now == "000000" { "111111" } else { "000000" },
    );
    b.click_button("Verify");
    assert_eq!(w.path(), "/mfa-verification/totp");
    assert!(b.text().contains("That code is not right"), "{}", b.text());
    b.fill("6-digit code", &fresh_code(&secret, &mut last));
    b.click_button("Verify");
    assert_eq!(
        amr(&w, &state, &verifier),
        serde_json::json!(["pwd", "otp", "mfa"])
    );
    let signed_in = w.events("PostSignIn", 1);
    assert_eq!(signed_in.len(), 1);

    // Again (prompt=login), with a backup code this time.
    let (url, state, verifier) = w.sign_in_url(&[("prompt", "login")]);
    b.goto(&url);
    password(&w, "grace");
    b.click("a[href='/mfa-verification/backup-code']");
    assert_eq!(w.path(), "/mfa-verification/backup-code");
    b.screenshots("mfa-verification-backup-code");
    b.fill("Backup code", &codes[0]);
    b.click_button("Verify");
    assert_eq!(
        amr(&w, &state, &verifier),
        serde_json::json!(["pwd", "otp", "mfa"])
    );

    // The same code twice more: refused each time, no sign-in.
    let (url, _, _) = w.sign_in_url(&[("prompt", "login")]);
    b.goto(&url);
    password(&w, "grace");
    b.click("a[href='/mfa-verification/backup-code']");
    for _ in 0..2 {
        b.fill("Backup code", &codes[0]);
        b.click_button("Verify");
        assert_eq!(w.path(), "/mfa-verification/backup-code");
        assert!(
            b.text()
                .contains("That backup code is not right, or was used already."),
            "{}",
            b.text()
        );
    }
    assert_eq!(w.events("PostSignIn", 2).len(), 2);
}

#[test]
fn wrong_codes_lock_the_user_out_on_the_code_page() {
    let w = World::start();
    let b = &w.browser;
    w.env.ok(&["config", "set", "lockout.max-attempts", "3"]);
    w.env.ok(&["config", "set", "lockout.duration", "10"]);
    user(&w, "heidi");
    let secret = w
        .env
        .json(&["user", "mfa", "add", "heidi", "--type", "totp"])["secret"]
        .as_str()
        .unwrap()
        .to_string();
    let (url, _, _) = w.sign_in_url(&[]);
    b.goto(&url);
    password(&w, "heidi");
    let right = fresh_code(&secret, &mut 0);
    let wrong = if right == "000000" {
        "111111"
    } else {
        "000000"
    };
    for _ in 0..3 {
        b.fill("6-digit code", wrong);
        b.click_button("Verify");
        assert_eq!(w.path(), "/mfa-verification/totp");
    }
    assert!(
        b.text()
            .contains("Too many failed attempts. Try again in 10 minutes."),
        "{}",
        b.text()
    );
    b.screenshots("mfa-verification-locked");
    let locked = w.events("Identifier.Lockout", 1);
    assert_eq!(locked.len(), 1);
    assert_eq!(locked[0]["value"], "heidi");
    // The right code does not get in now.
    b.fill("6-digit code", &right);
    b.click_button("Verify");
    assert_eq!(w.path(), "/mfa-verification/totp");
    assert!(b.text().contains("Too many failed attempts."));
    assert!(w.events("PostSignIn", 0).is_empty());
}

#[test]
fn the_required_policy_enrols_totp_at_sign_in_and_shows_the_backup_codes() {
    let w = World::start();
    let b = &w.browser;
    w.env.ok(&["config", "set", "mfa.policy", "required"]);
    user(&w, "ivan");
    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    password(&w, "ivan");
    assert_eq!(w.path(), "/mfa-onboarding");
    assert!(!b.text().contains("Skip for now"));
    b.screenshots("mfa-onboarding");
    b.click("a[href='/mfa-binding/totp']");
    assert_eq!(w.path(), "/mfa-binding/totp");
    b.screenshots("mfa-binding-totp");
    // Nothing is scanned: the secret is read from the page, as a person types it.
    let secret = b.find("#secret").text().replace(' ', "");
    let mut last = 0;
    b.fill("6-digit code", &fresh_code(&secret, &mut last));
    b.click_button("Turn on");
    assert_eq!(w.path(), "/mfa-binding/backup-codes");
    b.screenshots("mfa-binding-backup-codes");
    let codes: Vec<String> = b
        .find_all("ul.codes code")
        .iter()
        .map(|c| c.text())
        .collect();
    assert_eq!(codes.len(), 10);
    // A reload shows them no more.
    b.goto(&b.current_url());
    assert!(b.find_all("ul.codes code").is_empty());
    assert!(b.text().contains("were shown once already"));
    b.click_button("Continue");
    assert_eq!(
        amr(&w, &state, &verifier),
        serde_json::json!(["pwd", "otp", "mfa"])
    );
    let list = w.env.json(&["user", "mfa", "list", "ivan"]);
    let mut kinds: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["type"].as_str().unwrap())
        .collect();
    kinds.sort();
    assert_eq!(kinds, ["BackupCode", "Totp"]);

    // The next sign-in asks for the code of the app just set up.
    let (url, state, verifier) = w.sign_in_url(&[("prompt", "login")]);
    b.goto(&url);
    password(&w, "ivan");
    assert_eq!(w.path(), "/mfa-verification/totp");
    b.fill("6-digit code", &fresh_code(&secret, &mut last));
    b.click_button("Verify");
    assert_eq!(
        amr(&w, &state, &verifier),
        serde_json::json!(["pwd", "otp", "mfa"])
    );
}

#[test]
fn the_optional_policy_offers_a_factor_and_skipping_signs_in_with_the_password() {
    let w = World::start();
    let b = &w.browser;
    w.env.ok(&["config", "set", "mfa.policy", "optional"]);
    user(&w, "judy");
    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    password(&w, "judy");
    assert_eq!(w.path(), "/mfa-onboarding");
    b.screenshots("mfa-onboarding-optional");
    b.click_button("Skip for now");
    assert_eq!(amr(&w, &state, &verifier), serde_json::json!(["pwd"]));
    // Not offered again.
    let (url, state, verifier) = w.sign_in_url(&[("prompt", "login")]);
    b.goto(&url);
    password(&w, "judy");
    assert_eq!(amr(&w, &state, &verifier), serde_json::json!(["pwd"]));
}
