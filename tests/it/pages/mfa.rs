//! The second step of a sign-in on the pages, over real HTTP: `/mfa-verification/totp`,
//! `/mfa-verification/backup-code`, `/mfa-onboarding`, `/mfa-binding/totp` and
//! `/mfa-binding/backup-codes`, with the pending sign-in in the signed `_mfa` cookie. The
//! server's clock is fixed (`IDCTL_NOW`) so that the codes the tests compute (with their own
//! RFC 6238 implementation, `common::totp`) are those of the server's time step.
use super::{Browser, PASSWORD, Page, app, arriving, events, user};
use crate::common::Env;
use crate::common::server::Server;
use crate::common::totp::code;
use serde_json::Value;

/// Now, in Unix seconds, as the server's fixed clock.
fn now_secs() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// A server whose clock stands at `secs`.
fn server_at(env: &Env, secs: i64) -> Server {
    Server::start_with(env, &[], &[("IDCTL_NOW", secs.to_string().as_str())])
}

/// Enrols TOTP for `user` with the CLI; returns the secret.
fn add_totp(env: &Env, user: &str) -> String {
    let out = env.json(&["user", "mfa", "add", user, "--type", "totp"]);
    out["secret"]
        .as_str()
        .unwrap_or_else(|| panic!("no secret in {out}"))
        .to_string()
}

/// Makes `user`'s backup codes with the CLI; returns them.
fn add_backup_codes(env: &Env, user: &str) -> Vec<String> {
    let out = env.json(&["user", "mfa", "add", user, "--type", "backup-codes"]);
    let codes = if out.is_array() { &out } else { &out["codes"] };
    let codes: Vec<String> = codes
        .as_array()
        .unwrap_or_else(|| panic!("no codes in {out}"))
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    assert_eq!(codes.len(), 10, "{out}");
    codes
}

/// The kinds of `user`'s factors, as the CLI lists them, sorted.
fn factors(env: &Env, user: &str) -> Vec<String> {
    let mut kinds: Vec<String> = env
        .json(&["user", "mfa", "list", user])
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["type"].as_str().unwrap().to_string())
        .collect();
    kinds.sort();
    kinds
}

fn sessions(env: &Env) -> i64 {
    env.sql_count("SELECT count(*) FROM sessions")
}

/// The password step of a sign-in as `who`: must send the browser to `to`, with the `_mfa`
/// cookie and no session.
fn password_step(b: &mut Browser, who: &str, to: &str) -> Page {
    let p = b.submit("/sign-in", &[("identifier", who), ("password", PASSWORD)]);
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(p.header("location"), to);
    let set = p.header("set-cookie");
    assert!(set.starts_with("_mfa="), "{set}");
    assert!(
        set.ends_with("; HttpOnly; SameSite=Lax; Path=/; Max-Age=600"),
        "{set}"
    );
    assert!(!b.cookies.contains_key("_session"), "no session yet");
    p
}

/// The answer that ends a sign-in: 303 back to the authorization, a session cookie, `_mfa`
/// cleared.
fn assert_resumed(server: &Server, uid: &str, b: &Browser, p: &Page) {
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(
        p.header("location"),
        format!("{}/auth/{uid}", server.issuer())
    );
    assert!(
        b.cookies.get("_session").is_some_and(|s| !s.is_empty()),
        "{:?}",
        b.cookies
    );
    assert!(
        b.cookies.get("_mfa").is_none_or(|v| v.is_empty()),
        "the step's cookie is cleared: {:?}",
        b.cookies
    );
}

/// The token of `form` for the waiting sign-in `uid`, as the pages make it: for posting a
/// form that a page does not show.
fn form_token(env: &Env, uid: &str, form: &str) -> String {
    let key = env
        .open_store()
        .read(|tx| idctl::ops::csrf::secret(tx))
        .unwrap()
        .value
        .expect("the pages' key");
    idctl::ops::csrf::token(&key, uid, form)
}

/// The `amr` of the session a cookie opened, as stored.
fn amr_of_session(env: &Env, b: &Browser) -> String {
    let hash = idctl::util::sha256_hex(b.cookies["_session"].as_bytes());
    env.sql_value(&format!(
        "SELECT amr FROM sessions WHERE id_hash = '{hash}'"
    ))
}

#[test]
fn a_user_with_totp_is_signed_in_only_after_a_right_code_and_a_code_works_once() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    let secret = add_totp(&env, "alice");
    let t = now_secs();
    let server = server_at(&env, t);
    let (mut b, uid) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-verification/totp");
    // Nothing of a sign-in is recorded before the second step.
    assert_eq!(sessions(&env), 0);
    assert!(events(&env, "PostSignIn").is_empty());

    let p = b.get("/mfa-verification/totp");
    assert_eq!(p.status, 200, "{}", p.body);
    assert!(
        p.body
            .contains("<title>Enter your verification code</title>")
    );
    assert!(p.body.contains("Signing in to Shop"), "{}", p.body);
    for attr in [
        r#"id="code" name="code" type="text" autocomplete="one-time-code""#,
        r#"inputmode="numeric""#,
        r#"<label for="code">6-digit code</label>"#,
    ] {
        assert!(p.body.contains(attr), "{attr} in {}", p.body);
    }
    // No backup codes, no passkey: no links to them.
    assert!(!p.body.contains("/mfa-verification/backup-code"));
    assert!(!p.body.contains("/mfa-verification/passkey"));

    // Empty, then wrong: 422 at the field; no session.
    let p = b.submit("/mfa-verification/totp", &[("code", "")]);
    assert_eq!(p.status, 422);
    assert_eq!(
        p.error_of("code").as_deref(),
        Some("Enter the 6-digit code from your authenticator app.")
    );
    let right = code(&secret, t);
    let wrong = if right == "000000" {
        "111111"
    } else {
        "000000"
    };
    let p = b.submit("/mfa-verification/totp", &[("code", wrong)]);
    assert_eq!(p.status, 422);
    assert_eq!(
        p.error_of("code").as_deref(),
        Some("That code is not right, or was used already. Wait for the next code and try again.")
    );
    assert!(p.body.contains(r#"<div class="summary" role="alert">"#));
    assert_eq!(sessions(&env), 0);
    assert_eq!(env.sql_count("SELECT count(*) FROM lockouts"), 1, "counted");

    // The right one (typed with a space, as apps show it) signs in.
    let spaced = format!("{} {}", &right[..3], &right[3..]);
    let p = b.submit("/mfa-verification/totp", &[("code", &spaced)]);
    assert_resumed(&server, &uid, &b, &p);
    assert_eq!(sessions(&env), 1);
    assert_eq!(amr_of_session(&env, &b), "pwd otp mfa");
    let signed_in = events(&env, "PostSignIn");
    assert_eq!(signed_in.len(), 1, "once");
    assert_eq!(
        signed_in[0]["sessionId"],
        idctl::ops::signin::session_id(&b.cookies["_session"])
    );
    assert_eq!(signed_in[0]["application"]["name"], "Shop");

    // A second sign-in: the same code again is a replay, refused; the next step's works.
    let (mut b, uid) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-verification/totp");
    let p = b.submit("/mfa-verification/totp", &[("code", &right)]);
    assert_eq!(p.status, 422, "replayed: {}", p.body);
    assert_eq!(sessions(&env), 1);
    let next = code(&secret, t + 30);
    let p = b.submit("/mfa-verification/totp", &[("code", &next)]);
    assert_resumed(&server, &uid, &b, &p);
    assert_eq!(sessions(&env), 2);
    assert_eq!(events(&env, "PostSignIn").len(), 2);
}

#[test]
fn a_backup_code_signs_in_once_and_is_refused_after() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    add_totp(&env, "alice");
    let codes = add_backup_codes(&env, "alice");
    let server = server_at(&env, now_secs());
    let (mut b, uid) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-verification/totp");
    let p = b.get("/mfa-verification/totp");
    assert!(
        p.body
            .contains(r#"<a href="/mfa-verification/backup-code">Use a backup code</a>"#),
        "{}",
        p.body
    );
    let p = b.get("/mfa-verification/backup-code");
    assert_eq!(p.status, 200);
    assert!(p.body.contains(r#"<label for="code">Backup code</label>"#));
    assert!(
        p.body
            .contains(r#"<a href="/mfa-verification/totp">Use your authenticator app</a>"#)
    );
    let p = b.submit("/mfa-verification/backup-code", &[("code", &codes[3])]);
    assert_resumed(&server, &uid, &b, &p);
    assert_eq!(amr_of_session(&env, &b), "pwd otp mfa");
    let list = env.json(&["user", "mfa", "list", "alice"]);
    let set = list
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["type"] == "BackupCode")
        .unwrap()
        .clone();
    assert_eq!(set["remainCodes"], 9, "{list}");

    // Used: refused (twice), counted, no session.
    for _ in 0..2 {
        let (mut b, _) = arriving(&env, &server, &shop);
        password_step(&mut b, "alice", "/mfa-verification/totp");
        let p = b.submit("/mfa-verification/backup-code", &[("code", &codes[3])]);
        assert_eq!(p.status, 422, "{}", p.body);
        assert_eq!(
            p.error_of("code").as_deref(),
            Some("That backup code is not right, or was used already.")
        );
    }
    assert_eq!(sessions(&env), 1);
    assert_eq!(env.sql_count("SELECT count(*) FROM lockouts"), 1);
}

#[test]
fn wrong_codes_lock_the_identifier_like_wrong_passwords() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    let secret = add_totp(&env, "alice");
    env.ok(&["config", "set", "lockout.max-attempts", "3"]);
    env.ok(&["config", "set", "lockout.duration", "30"]);
    let t = now_secs();
    let server = server_at(&env, t);
    let (mut b, _) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-verification/totp");
    let right = code(&secret, t);
    let wrong = if right == "000000" {
        "111111"
    } else {
        "000000"
    };
    for _ in 0..2 {
        let p = b.submit("/mfa-verification/totp", &[("code", wrong)]);
        assert_eq!(p.status, 422);
    }
    let p = b.submit("/mfa-verification/totp", &[("code", wrong)]);
    assert_eq!(p.status, 429, "{}", p.body);
    assert_eq!(
        p.error_of("code").as_deref(),
        Some("Too many failed attempts. Try again in 30 minutes.")
    );
    assert_eq!(p.header("retry-after"), "1800");
    let locks = events(&env, "Identifier.Lockout");
    assert_eq!(locks.len(), 1);
    assert_eq!(locks[0]["value"], "alice");
    // Locked: the right code is refused too, and so is the password.
    let p = b.submit("/mfa-verification/totp", &[("code", &right)]);
    assert_eq!(p.status, 429);
    assert_eq!(sessions(&env), 0);
    let (mut b, _) = arriving(&env, &server, &shop);
    let p = b.submit(
        "/sign-in",
        &[("identifier", "alice"), ("password", PASSWORD)],
    );
    assert_eq!(p.status, 429);
    assert!(events(&env, "PostSignIn").is_empty());
}

#[test]
fn tampered_foreign_missing_or_expired_mfa_cookies_get_a_page_and_change_nothing() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    let secret = add_totp(&env, "alice");
    let t = now_secs();
    let server = server_at(&env, t);
    let (mut b, _) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-verification/totp");
    let token = b.get("/mfa-verification/totp").csrf();
    let right = code(&secret, t);
    let genuine = b.cookies["_mfa"].clone();

    // Another browser's step (its own password step) under this browser's waiting sign-in.
    let (mut other, _) = arriving(&env, &server, &shop);
    password_step(&mut other, "alice", "/mfa-verification/totp");
    let foreign = other.cookies["_mfa"].clone();

    let (payload, tag) = genuine.split_once('.').unwrap();
    let mut flipped = payload.to_string().into_bytes();
    flipped[5] = if flipped[5] == b'A' { b'B' } else { b'A' };
    let tampered = format!("{}.{tag}", String::from_utf8(flipped).unwrap());
    let before = env.snapshot();
    let events_before = env.json(&["events", "list"]).as_array().unwrap().len();
    for (what, value) in [
        ("tampered", Some(tampered.as_str())),
        ("no tag", Some(payload)),
        ("foreign", Some(foreign.as_str())),
        ("garbage", Some("%FF%FE.x")),
        ("missing", None),
    ] {
        let mut c = b.cookies.clone();
        match value {
            Some(v) => c.insert("_mfa".into(), v.into()),
            None => c.remove("_mfa"),
        };
        let mut probe = Browser::new(&server);
        probe.cookies = c;
        let p = probe.get("/mfa-verification/totp");
        assert_eq!(p.status, 400, "{what}: {}", p.body);
        assert!(p.body.contains("<h1>Sign in again</h1>"), "{what}");
        let p = probe.post(
            "/mfa-verification/totp",
            &[("code", &right), ("_csrf", &token)],
        );
        assert_eq!(p.status, 400, "{what}: {}", p.body);
        assert!(p.body.contains("<h1>Sign in again</h1>"), "{what}");
        assert!(!probe.cookies.contains_key("_session"), "{what}");
    }
    assert_eq!(env.snapshot(), before);
    assert_eq!(
        env.json(&["events", "list"]).as_array().unwrap().len(),
        events_before
    );
    let cookies = b.cookies.clone();
    drop((b, other));
    server.stop();

    // Eleven minutes later the step has expired (the waiting sign-in has not).
    let later = server_at(&env, t + 11 * 60);
    let mut late = Browser::new(&later);
    late.cookies = cookies;
    let p = late.post(
        "/mfa-verification/totp",
        &[("code", &code(&secret, t + 11 * 60)), ("_csrf", &token)],
    );
    assert_eq!(p.status, 400, "{}", p.body);
    assert!(p.body.contains("<h1>Sign in again</h1>"));
    assert_eq!(env.snapshot(), before);
    // The sign-in page itself still works.
    assert_eq!(late.get("/sign-in").status, 200);
}

#[test]
fn code_posts_without_a_valid_token_are_refused_and_change_nothing() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    let secret = add_totp(&env, "alice");
    let t = now_secs();
    let server = server_at(&env, t);
    let (mut b, _) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-verification/totp");
    let sign_in_token = b.get("/sign-in").csrf();
    let backup_token = b.get("/mfa-verification/backup-code").csrf();
    let right = code(&secret, t);
    let before = env.snapshot();
    for token in [
        None,
        Some("forged"),
        Some(&*sign_in_token),
        Some(&*backup_token),
    ] {
        let mut form = vec![("code", right.as_str())];
        if let Some(t) = token {
            form.push(("_csrf", t));
        }
        let p = b.post("/mfa-verification/totp", &form);
        assert_eq!(p.status, 403, "{token:?}: {}", p.body);
        assert!(p.body.contains("This form cannot be accepted"));
        assert!(p.header("set-cookie").is_empty());
    }
    for path in [
        "/mfa-onboarding",
        "/mfa-binding/totp",
        "/mfa-binding/backup-codes",
    ] {
        let p = b.post(path, &[("code", &right), ("_csrf", &sign_in_token)]);
        assert_eq!(p.status, 403, "{path}: {}", p.body);
    }
    assert_eq!(env.snapshot(), before);
    // The page's own token still works: the code was not spent.
    let p = b.submit("/mfa-verification/totp", &[("code", &right)]);
    assert_eq!(p.status, 303, "{}", p.body);
}

#[test]
fn a_user_with_a_factor_cannot_add_or_skip_one_with_the_password_alone() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    add_totp(&env, "alice");
    env.ok(&["config", "set", "mfa.policy", "optional"]);
    let server = server_at(&env, now_secs());
    let (mut b, uid) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-verification/totp");
    let before = env.snapshot();
    for path in [
        "/mfa-onboarding",
        "/mfa-binding/totp",
        "/mfa-binding/backup-codes",
    ] {
        let p = b.get(path);
        assert_eq!(p.status, 303, "{path}: {}", p.body);
        let to = p.header("location");
        assert!(
            to == "/mfa-verification/totp" || to == "/mfa-onboarding",
            "{path} -> {to}"
        );
    }
    // Posting the forms with a right token does not bind, skip or finish either.
    let token = |form: &str| form_token(&env, &uid, form);
    for (path, form) in [
        ("/mfa-onboarding", "mfa-onboarding"),
        ("/mfa-binding/totp", "mfa-binding-totp"),
        ("/mfa-binding/backup-codes", "mfa-binding-backup-codes"),
    ] {
        let t = token(form);
        let p = b.post(path, &[("code", "123456"), ("_csrf", &t)]);
        assert_eq!(p.status, 303, "{path}: {}", p.body);
        assert!(!b.cookies.contains_key("_session"), "{path}");
    }
    assert_eq!(env.snapshot(), before);
    assert_eq!(factors(&env, "alice"), ["Totp"]);
}

/// The secret the binding page shows (grouped by four), as typed into an app.
fn shown_secret(p: &Page) -> String {
    let start = p.body.find(r#"<code id="secret">"#).expect("the secret") + 18;
    let len = p.body[start..].find("</code>").unwrap();
    p.body[start..start + len].replace(' ', "")
}

/// The backup codes a page lists.
fn shown_codes(p: &Page) -> Vec<String> {
    let Some(list) = p.body.find(r#"<ul class="codes""#) else {
        return Vec::new();
    };
    let end = list + p.body[list..].find("</ul>").unwrap();
    p.body[list..end]
        .split("<li><code>")
        .skip(1)
        .map(|s| s[..s.find("</code>").unwrap()].to_string())
        .collect()
}

#[test]
fn the_required_policy_enrols_totp_at_sign_in_and_shows_the_backup_codes_once() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    env.ok(&["config", "set", "mfa.policy", "required"]);
    env.ok(&["config", "set", "lockout.max-attempts", "2"]);
    let t = now_secs();
    let server = server_at(&env, t);
    let (mut b, uid) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-onboarding");
    assert_eq!(sessions(&env), 0);
    let p = b.get("/mfa-onboarding");
    assert_eq!(p.status, 200);
    assert!(p.body.contains(r#"href="/mfa-binding/totp""#));
    assert!(p.body.contains(r#"href="/mfa-binding/passkey""#));
    assert!(!p.body.contains("Skip for now"), "no skip under required");
    // Skipping anyway is refused.
    let token = form_token(&env, &uid, "mfa-onboarding");
    let p = b.post("/mfa-onboarding", &[("_csrf", &token)]);
    assert_eq!(p.status, 403, "{}", p.body);
    assert_eq!(sessions(&env), 0);

    // The binding page: a QR code (inline SVG) and the secret as text; a reload keeps it.
    let p = b.get("/mfa-binding/totp");
    assert_eq!(p.status, 200, "{}", p.body);
    assert!(
        p.body.contains(r#"<svg role="img" aria-label="QR code"#),
        "{}",
        p.body
    );
    let secret = shown_secret(&p);
    assert_eq!(secret.len(), 32, "{secret}");
    assert!(
        p.header("content-security-policy")
            .starts_with("default-src 'none'"),
        "the QR code needs no script, image or other source"
    );
    assert_eq!(shown_secret(&b.get("/mfa-binding/totp")), secret);
    // The cookie with the secret in it stays far below what a browser keeps of one (4,096).
    let size = b.cookies["_mfa"].len();
    eprintln!("the _mfa cookie with a TOTP secret being added: {size} characters");
    assert!(size < 1_024, "{size}");
    assert_eq!(
        env.sql_count("SELECT count(*) FROM user_mfa_verifications"),
        0
    );

    // Wrong first codes are refused and not counted (two would lock under this setting).
    let right = code(&secret, t);
    let wrong = if right == "000000" {
        "111111"
    } else {
        "000000"
    };
    for _ in 0..3 {
        let p = b.submit("/mfa-binding/totp", &[("code", wrong)]);
        assert_eq!(p.status, 422, "{}", p.body);
        assert!(
            p.error_of("code")
                .unwrap()
                .starts_with("That code is not right.")
        );
        assert_eq!(shown_secret(&p), secret, "the same secret");
    }
    assert_eq!(env.sql_count("SELECT count(*) FROM lockouts"), 0);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM user_mfa_verifications"),
        0
    );

    let p = b.submit("/mfa-binding/totp", &[("code", &right)]);
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(p.header("location"), "/mfa-binding/backup-codes");
    assert_eq!(factors(&env, "alice"), ["Totp"]);
    assert_eq!(sessions(&env), 0, "not signed in before Continue");
    assert_eq!(events(&env, "User.Data.Updated").len(), 1);

    // Ten codes, once; a reload shows neither these nor new ones.
    let before_shown = b.cookies.clone();
    let p = b.get("/mfa-binding/backup-codes");
    assert_eq!(p.status, 200, "{}", p.body);
    let codes = shown_codes(&p);
    assert_eq!(codes.len(), 10, "{}", p.body);
    assert!(p.body.contains("They are shown only this once."));
    let again = b.get("/mfa-binding/backup-codes");
    assert_eq!(again.status, 200);
    assert!(shown_codes(&again).is_empty(), "{}", again.body);
    for c in &codes {
        assert!(!again.body.contains(c.as_str()));
    }
    assert!(again.body.contains("were shown once already"));
    // Even with the cookie from before the codes were shown, no new codes are made.
    let hashes = "SELECT code_hash FROM user_backup_codes ORDER BY code_hash";
    let stored = env.sql_rows(hashes);
    let mut old = Browser::new(&server);
    old.cookies = before_shown;
    let p = old.get("/mfa-binding/backup-codes");
    assert_eq!(p.status, 200);
    assert!(shown_codes(&p).is_empty(), "{}", p.body);
    assert_eq!(env.sql_rows(hashes), stored);
    assert_eq!(factors(&env, "alice"), ["BackupCode", "Totp"]);
    let list: Value = env.json(&["user", "mfa", "list", "alice"]);
    let set = list
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["type"] == "BackupCode")
        .unwrap();
    assert_eq!(set["remainCodes"], 10, "{list}");

    // Continue: signed in with the factor, back to the app.
    let p = b.submit("/mfa-binding/backup-codes", &[]);
    assert_resumed(&server, &uid, &b, &p);
    assert_eq!(amr_of_session(&env, &b), "pwd otp mfa");
    assert_eq!(events(&env, "PostSignIn").len(), 1);

    // The codes work at the next sign-in.
    let (mut b, uid) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-verification/totp");
    let p = b.submit("/mfa-verification/backup-code", &[("code", &codes[0])]);
    assert_resumed(&server, &uid, &b, &p);
}

#[test]
fn the_optional_policy_offers_a_factor_that_can_be_skipped_once_for_all() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    env.ok(&["config", "set", "mfa.policy", "optional"]);
    let server = server_at(&env, now_secs());
    let (mut b, uid) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-onboarding");
    let p = b.get("/mfa-onboarding");
    assert_eq!(p.status, 200);
    assert!(p.body.contains(">Skip for now</button>"), "{}", p.body);
    let p = b.submit("/mfa-onboarding", &[]);
    assert_resumed(&server, &uid, &b, &p);
    assert_eq!(amr_of_session(&env, &b), "pwd");
    assert!(factors(&env, "alice").is_empty());
    // Not asked again.
    let (mut b, uid) = arriving(&env, &server, &shop);
    let p = b.submit(
        "/sign-in",
        &[("identifier", "alice"), ("password", PASSWORD)],
    );
    assert_resumed(&server, &uid, &b, &p);
}

#[test]
fn registering_under_the_required_policy_enrols_a_factor_before_the_session() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    env.ok(&["config", "set", "mfa.policy", "required"]);
    let server = server_at(&env, now_secs());
    let (mut b, _) = arriving(&env, &server, &shop);
    let p = b.submit(
        "/register",
        &[
            ("username", "carol"),
            ("password", PASSWORD),
            ("confirm", PASSWORD),
        ],
    );
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(p.header("location"), "/mfa-onboarding");
    assert!(b.cookies.contains_key("_mfa"));
    assert!(!b.cookies.contains_key("_session"));
    assert_eq!(sessions(&env), 0);
    assert_eq!(b.get("/mfa-onboarding").status, 200);
}

#[test]
fn code_posts_count_against_the_sign_in_rate_limits() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    add_totp(&env, "alice");
    env.ok(&["config", "set", "rate-limit.sign-in.identifier", "3/1h"]);
    let server = server_at(&env, now_secs());
    let (mut b, _) = arriving(&env, &server, &shop);
    // The password's post is the first of three.
    password_step(&mut b, "alice", "/mfa-verification/totp");
    let token = b.get("/mfa-verification/totp").csrf();
    for _ in 0..2 {
        let p = b.post(
            "/mfa-verification/totp",
            &[("code", "999999"), ("_csrf", &token)],
        );
        assert_ne!(p.status, 429, "{}", p.body);
    }
    let before = env.snapshot();
    let p = b.post(
        "/mfa-verification/totp",
        &[("code", "999999"), ("_csrf", &token)],
    );
    super::assert_limited(&env, &before, &p);
}

#[test]
fn an_https_issuer_makes_the_mfa_cookie_secure() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    add_totp(&env, "alice");
    let server = Server::start(&env, &["--base-url", "https://id.example.com"]);
    let (mut b, _) = arriving(&env, &server, &shop);
    let p = b.submit(
        "/sign-in",
        &[("identifier", "alice"), ("password", PASSWORD)],
    );
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(p.header("location"), "/mfa-verification/totp");
    assert!(
        p.header("set-cookie")
            .ends_with("; HttpOnly; SameSite=Lax; Path=/; Max-Age=600; Secure"),
        "{}",
        p.header("set-cookie")
    );
}

#[test]
fn mfa_cookies_and_codes_of_non_utf8_bytes_get_a_page_not_a_crash() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    add_totp(&env, "alice");
    let server = server_at(&env, now_secs());
    let (mut b, _) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-verification/totp");
    let token = b.get("/mfa-verification/totp").csrf();
    let before = env.snapshot();
    // A cookie header with bytes that are not UTF-8 in the `_mfa` value.
    let mut raw = format!("_interaction={}; _mfa=", b.cookies["_interaction"]).into_bytes();
    raw.extend_from_slice(b"\xff\xfe.\xc3");
    let res = Server::client()
        .get(format!("{}/mfa-verification/totp", server.url))
        .header(
            "cookie",
            reqwest::header::HeaderValue::from_bytes(&raw).unwrap(),
        )
        .send()
        .unwrap();
    // Such a header is not read at all: the browser's sign-in is not found either.
    assert_eq!(res.status(), 400);
    let text = res.text().unwrap();
    assert!(text.contains("<h1>This sign-in has expired</h1>"), "{text}");
    assert_eq!(env.snapshot(), before);
    // A code field of bytes that are not UTF-8, with the genuine cookie: refused at the field.
    let body = format!("_csrf={token}&code=%FF%FE%C3");
    let res = Server::client()
        .post(format!("{}/mfa-verification/totp", server.url))
        .header("cookie", b.cookie_header())
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body)
        .send()
        .unwrap();
    let status = res.status().as_u16();
    let text = res.text().unwrap();
    assert!(status == 400 || status == 422, "{status}: {text}");
    assert_eq!(sessions(&env), 0);
}

/// A password changed while a sign-in waits for its second step (an administrator answering
/// a stolen password) ends that sign-in: the right code no longer signs in with the old
/// password's first step.
#[test]
fn a_password_changed_during_the_second_step_ends_the_sign_in() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    let secret = add_totp(&env, "alice");
    let t = now_secs();
    let server = server_at(&env, t);
    let (mut b, _uid) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-verification/totp");
    let out = env
        .cmd(&["user", "password", "alice", "--password-stdin"])
        .write_stdin("another long passphrase\n")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let p = b.submit("/mfa-verification/totp", &[("code", &code(&secret, t))]);
    assert!((400..500).contains(&p.status), "{} {}", p.status, p.body);
    assert!(
        p.body.contains("<title>Sign in again</title>"),
        "{}",
        p.body
    );
    assert_eq!(sessions(&env), 0);
    assert!(events(&env, "PostSignIn").is_empty());
    assert_eq!(
        env.sql_count("SELECT count(*) FROM lockouts"),
        0,
        "not counted"
    );
}

/// A copy of the step's cookie after a factor was added in a sign-in cannot finish that
/// sign-in once the factor is removed (the cookie says a factor was added; the store decides):
/// under `optional`, where a user without a factor may sign in, it would otherwise open a
/// session whose `amr` claims a second factor that no longer exists.
#[test]
fn a_sign_in_whose_added_factor_was_removed_cannot_be_finished() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    env.ok(&["config", "set", "mfa.policy", "optional"]);
    let t = now_secs();
    let server = server_at(&env, t);
    let (mut b, uid) = arriving(&env, &server, &shop);
    password_step(&mut b, "alice", "/mfa-onboarding");
    let secret = shown_secret(&b.get("/mfa-binding/totp"));
    let p = b.submit("/mfa-binding/totp", &[("code", &code(&secret, t))]);
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(p.header("location"), "/mfa-binding/backup-codes");

    let list = env.json(&["user", "mfa", "list", "alice"]);
    let id = list[0]["id"].as_str().unwrap().to_string();
    env.ok(&["user", "mfa", "remove", "alice", &id, "--yes"]);
    let token = form_token(&env, &uid, "mfa-binding-backup-codes");
    let p = b.post("/mfa-binding/backup-codes", &[("_csrf", &token)]);
    assert!((400..500).contains(&p.status), "{} {}", p.status, p.body);
    assert!(
        p.body.contains("<title>Sign in again</title>"),
        "{}",
        p.body
    );
    assert_eq!(sessions(&env), 0);
    assert!(events(&env, "PostSignIn").is_empty());
}
