//! Second factors: TOTP and backup codes added, listed and removed through the command line
//! and the Management API; the sign-in's second step (`experience sign-in --totp` /
//! `--backup-code`) with replay refusal and lockout; `mfa.policy`; organizations that require
//! a second factor; and `amr` in ID tokens.
use crate::common::api::Api;
use crate::common::oidc::{json, post_form, verify};
use crate::common::server::Server;
use crate::common::{Env, run_cmd, totp};
use serde_json::{Value, json};

const PASSWORD: &str = "password123";
/// The instant the sign-ins of these tests happen at (Unix seconds; `IDCTL_NOW`).
const T: i64 = 1_900_000_000;

/// A user `alice` with a password.
fn alice(env: &Env) -> String {
    let mut c = env.cmd(&[
        "-o",
        "json",
        "user",
        "create",
        "--username",
        "alice",
        "--password-stdin",
    ]);
    c.write_stdin(format!("{PASSWORD}\n"));
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.json()["id"].as_str().unwrap().to_string()
}

/// `experience sign-in --username alice` at `at` (seconds), the password on stdin (not a
/// terminal), with `extra` arguments.
fn sign_in(env: &Env, at: i64, extra: &[&str]) -> crate::common::Run {
    let mut args = vec![
        "-o",
        "json",
        "experience",
        "sign-in",
        "--username",
        "alice",
        "--password-stdin",
    ];
    args.extend_from_slice(extra);
    let mut c = env.cmd(&args);
    c.env("IDCTL_NOW", at.to_string())
        .write_stdin(format!("{PASSWORD}\n"));
    run_cmd(c)
}

/// Adds TOTP to alice; returns (id, secret).
fn add_totp(env: &Env) -> (String, String) {
    let t = env.json(&["user", "mfa", "add", "alice", "--type", "totp"]);
    (
        t["id"].as_str().unwrap().to_string(),
        t["secret"].as_str().unwrap().to_string(),
    )
}

fn events_named(env: &Env, name: &str) -> i64 {
    env.sql_count(&format!(
        "SELECT count(*) FROM events WHERE name = '{name}'"
    ))
}

#[test]
fn totp_is_added_once_listed_without_its_secret_and_removed() {
    let env = Env::new();
    let id = alice(&env);
    let before = events_named(&env, "User.Data.Updated");
    let t = env.json(&["user", "mfa", "add", "alice", "--type", "totp"]);
    assert_eq!(t["type"], "Totp");
    let secret = t["secret"].as_str().unwrap();
    assert_eq!(secret.len(), 32, "160 bits, base32");
    let uri = t["otpauthUri"].as_str().unwrap();
    assert!(
        uri.starts_with("otpauth://totp/idctl:alice?secret=") && uri.contains(secret),
        "{uri}"
    );
    assert_eq!(events_named(&env, "User.Data.Updated"), before + 1);

    let list = env.json(&["user", "mfa", "list", "alice"]);
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0]["type"], "Totp");
    assert_eq!(list[0]["id"], t["id"]);
    assert!(list[0].get("remainCodes").is_none());
    assert!(
        !env.ok(&["-o", "json", "user", "mfa", "list", "alice"])
            .contains(secret),
        "the secret is shown once"
    );
    // The table names the factor, and the plain add prints the URI alone on stdout.
    assert!(env.ok(&["user", "mfa", "list", &id]).contains("Totp"));

    // Refusals change nothing.
    env.refuses(&[
        (
            &[
                "-o", "json", "user", "mfa", "add", "alice", "--type", "totp",
            ],
            4,
            &["user.totp_already_in_use"],
        ),
        (
            &["user", "mfa", "add", "alice", "--type", "totp"],
            4,
            &["already has TOTP"],
        ),
        (
            &["user", "mfa", "add", "nobody", "--type", "totp"],
            3,
            &["nobody"],
        ),
        (
            &["-o", "json", "user", "mfa", "remove", "alice", "nope", "-y"],
            3,
            &["entity.not_exists_with_id"],
        ),
        (
            &["user", "mfa", "remove", "alice", "nope", "-y"],
            3,
            &["has no MFA verification nope"],
        ),
        (
            &["user", "mfa", "add", "alice", "--type", "sms"],
            2,
            &["sms"],
        ),
        (
            &["user", "mfa", "remove", "alice", t["id"].as_str().unwrap()],
            2,
            &["--yes"],
        ),
    ]);
    env.ok(&[
        "user",
        "mfa",
        "remove",
        "alice",
        t["id"].as_str().unwrap(),
        "-y",
    ]);
    assert_eq!(env.json(&["user", "mfa", "list", "alice"]), json!([]));
    assert_eq!(events_named(&env, "User.Data.Updated"), before + 2);

    // A secret of one's own: base32 of at least 80 bits, or refused.
    env.refuses(&[
        (
            &[
                "user", "mfa", "add", "alice", "--type", "totp", "--secret", "JBSWY3DP",
            ],
            5,
            &["must be base32"],
        ),
        (
            &[
                "-o",
                "json",
                "user",
                "mfa",
                "add",
                "alice",
                "--type",
                "totp",
                "--secret",
                "not base32 at all!",
            ],
            5,
            &["user.totp_secret_invalid"],
        ),
        (
            &[
                "user",
                "mfa",
                "add",
                "alice",
                "--type",
                "backup-codes",
                "--secret",
                "JBSWY3DPEHPK3PXP",
            ],
            2,
            &["--secret"],
        ),
    ]);
    let t = env.json(&[
        "user",
        "mfa",
        "add",
        "alice",
        "--type",
        "totp",
        "--secret",
        "jbsw y3dp ehpk 3pxp",
    ]);
    assert_eq!(t["secret"], "JBSWY3DPEHPK3PXP");
}

#[test]
fn backup_codes_need_another_factor_are_shown_once_and_stored_hashed() {
    let env = Env::new();
    alice(&env);
    env.refuses(&[(
        &[
            "-o",
            "json",
            "user",
            "mfa",
            "add",
            "alice",
            "--type",
            "backup-codes",
        ],
        5,
        &["session.mfa.backup_code_can_not_be_alone", "user mfa add"],
    )]);
    let (totp_id, _) = add_totp(&env);
    let b = env.json(&["user", "mfa", "add", "alice", "--type", "backup-codes"]);
    assert_eq!(b["type"], "BackupCode");
    let codes: Vec<String> = b["codes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    assert_eq!(codes.len(), 10);
    for c in &codes {
        assert_eq!(c.len(), 10, "{c}");
        env.assert_not_stored(c);
    }
    let list = env.json(&["user", "mfa", "list", "alice"]);
    let set = list
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["type"] == "BackupCode")
        .expect("a BackupCode");
    assert_eq!(set["remainCodes"], 10);

    // A new set replaces the old one: its codes stop working.
    let again = env.json(&["user", "mfa", "add", "alice", "--type", "backup-codes"]);
    assert_ne!(again["codes"], b["codes"]);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM user_backup_codes"),
        10,
        "one set"
    );
    let r = sign_in(&env, T, &["--backup-code", &codes[0]]);
    assert_eq!(r.code, 7, "{}", r.stderr);

    // Without TOTP, the backup codes go too: they are never the only factor.
    env.ok(&["user", "mfa", "remove", "alice", &totp_id, "-y"]);
    assert_eq!(env.json(&["user", "mfa", "list", "alice"]), json!([]));
    assert_eq!(env.sql_count("SELECT count(*) FROM user_backup_codes"), 0);
}

#[test]
fn sign_in_asks_for_the_second_factor_and_refuses_a_replayed_code() {
    let env = Env::new();
    alice(&env);
    let (_, secret) = add_totp(&env);

    // No code and no terminal: exit 19, nothing recorded.
    let before = env.snapshot();
    let r = sign_in(&env, T, &[]);
    assert_eq!(r.code, 19, "{}", r.stderr);
    let e = r.err_json();
    assert_eq!(e["code"], "session.mfa.require_mfa_verification");
    assert!(r.stderr.contains("--totp"), "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert_eq!(before, env.snapshot(), "a refusal changes nothing");

    // A wrong password is refused before any code is looked at.
    let mut c = env.cmd(&[
        "experience",
        "sign-in",
        "--username",
        "alice",
        "--password-stdin",
        "--totp",
        &totp::code(&secret, T),
    ]);
    c.env("IDCTL_NOW", T.to_string())
        .write_stdin("wrong-password\n");
    assert_eq!(run_cmd(c).code, 7);
    env.ok(&["user", "unlock", "alice"]);

    // The code of the moment signs in, once.
    let code = totp::code(&secret, T);
    let r = sign_in(&env, T, &["--totp", &code]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["lastSignInAt"], T * 1000);
    assert_eq!(events_named(&env, "PostSignIn"), 1);
    let r = sign_in(&env, T + 5, &["--totp", &code]);
    assert_eq!(r.code, 7, "a replayed code: {}", r.stderr);
    assert_eq!(r.err_json()["code"], "session.verification_failed");
    // A code of the step before is a replay too once a later one was used.
    let r = sign_in(&env, T + 30, &["--totp", &totp::code(&secret, T - 30)]);
    assert_eq!(r.code, 7, "{}", r.stderr);
    // One step of drift is accepted; two are not.
    let r = sign_in(&env, T + 60, &["--totp", &totp::code(&secret, T + 90)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = sign_in(&env, T + 300, &["--totp", &totp::code(&secret, T + 360)]);
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert_eq!(events_named(&env, "PostSignIn"), 2);
    // Garbage is a wrong code, not a crash.
    for junk in ["", "12345", "abcdef", "１２３４５６", "9999999"] {
        let r = sign_in(&env, T + 600, &["--totp", junk]);
        assert_eq!(r.code, 7, "{junk:?}: {}", r.stderr);
    }
}

#[test]
fn wrong_second_factors_count_toward_the_lockout() {
    let env = Env::new();
    alice(&env);
    let (_, secret) = add_totp(&env);
    env.ok(&["config", "set", "lockout.max-attempts", "3"]);
    for i in 0..2 {
        let r = sign_in(&env, T, &["--totp", "000000"]);
        assert_eq!(r.code, 7, "attempt {i}: {}", r.stderr);
        assert_eq!(
            env.sql_count(
                "SELECT failures FROM lockouts WHERE type = 'username' AND value = 'alice'"
            ),
            i + 1
        );
    }
    assert_eq!(events_named(&env, "Identifier.Lockout"), 0);
    let r = sign_in(&env, T, &["--backup-code", "abcdefghjk"]);
    assert_eq!(r.code, 8, "{}", r.stderr);
    assert_eq!(
        r.err_json()["code"],
        "session.verification_blocked_too_many_attempts"
    );
    assert_eq!(events_named(&env, "Identifier.Lockout"), 1);
    // Locked: even the right code is not checked, and nothing more is counted.
    let before = env.snapshot();
    let r = sign_in(&env, T + 1, &["--totp", &totp::code(&secret, T + 1)]);
    assert_eq!(r.code, 8, "{}", r.stderr);
    assert_eq!(before, env.snapshot());
    assert_eq!(events_named(&env, "PostSignIn"), 0);
}

#[test]
fn a_backup_code_signs_in_once() {
    let env = Env::new();
    alice(&env);
    add_totp(&env);
    let b = env.json(&["user", "mfa", "add", "alice", "--type", "backup-codes"]);
    let code = b["codes"][3].as_str().unwrap().to_string();
    let r = sign_in(&env, T, &["--backup-code", &code]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = sign_in(&env, T + 1, &["--backup-code", &code]);
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert!(r.stderr.contains("backup code"), "{}", r.stderr);
    // Written in upper case with a dash, another code still works.
    let other = b["codes"][4].as_str().unwrap().to_uppercase();
    let spelled = format!("{}-{}", &other[..5], &other[5..]);
    let r = sign_in(&env, T + 2, &["--backup-code", &spelled]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let list = env.json(&["user", "mfa", "list", "alice"]);
    let set = list
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["type"] == "BackupCode")
        .unwrap()
        .clone();
    assert_eq!(set["remainCodes"], 8);
    // --totp and --backup-code together are a usage error.
    env.fails(
        2,
        &[
            "experience",
            "sign-in",
            "--username",
            "alice",
            "--password-stdin",
            "--totp",
            "123456",
            "--backup-code",
            &code,
        ],
    );
}

#[test]
fn the_required_policy_refuses_users_without_a_factor() {
    let env = Env::new();
    alice(&env);
    assert_eq!(env.json(&["config", "get", "mfa.policy"])["value"], "off");
    env.refuses(&[(
        &["config", "set", "mfa.policy", "sometimes"],
        5,
        &["off, optional or required"],
    )]);
    env.ok(&["config", "set", "mfa.policy", "required"]);
    assert_eq!(
        env.json(&["config", "get", "mfa.policy"])["value"],
        "required"
    );
    let before = env.snapshot();
    let r = sign_in(&env, T, &[]);
    assert_eq!(r.code, 19, "{}", r.stderr);
    assert!(r.stderr.contains("user mfa add"), "{}", r.stderr);
    assert_eq!(before, env.snapshot());
    // With a factor, the sign-in asks for it, and passes with it.
    let (_, secret) = add_totp(&env);
    assert_eq!(sign_in(&env, T, &[]).code, 19);
    let r = sign_in(&env, T, &["--totp", &totp::code(&secret, T)]);
    assert_eq!(r.code, 0, "{}", r.stderr);

    // Under `optional`, the command line signs a user without a factor in.
    env.ok(&["user", "create", "--username", "bob"]);
    env.ok(&["config", "set", "mfa.policy", "optional"]);
    let mut c = env.cmd(&["user", "password", "bob", "--password-stdin"]);
    c.write_stdin(format!("{PASSWORD}\n"));
    assert_eq!(run_cmd(c).code, 0);
    let mut c = env.cmd(&[
        "experience",
        "sign-in",
        "--username",
        "bob",
        "--password-stdin",
    ]);
    c.write_stdin(format!("{PASSWORD}\n"));
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn experience_link_adds_the_same_totp_factor() {
    let env = Env::new();
    alice(&env);
    let l = env.json(&["experience", "link", "alice", "--mfa", "totp"]);
    let secret = l["totpSecret"].as_str().unwrap();
    let list = env.json(&["user", "mfa", "list", "alice"]);
    assert_eq!(list[0]["type"], "Totp");
    let r = sign_in(&env, T, &["--totp", &totp::code(secret, T)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn totp_secrets_of_schema_21_move_to_the_factors() {
    let env = Env::new();
    let id = alice(&env);
    let secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    let to_21 = format!(
        "{} INSERT INTO user_mfa (user_id, type, secret, created_at) VALUES ('{id}', 'totp', '{secret}', 1);",
        crate::common::UNDO_SCHEMA_22
    );
    match env.engine() {
        crate::common::Engine::Sqlite => {
            env.sql_exec(&format!("{to_21} PRAGMA user_version = 21;"))
        }
        crate::common::Engine::Postgres => env.sql_exec(&format!(
            "{to_21} UPDATE idctl_meta SET value = '21' WHERE key = 'schema_version'"
        )),
    }
    assert_eq!(env.json(&["store", "info"])["schemaVersion"], 21);
    let list = env.json(&["user", "mfa", "list", "alice"]);
    assert_eq!(list[0]["type"], "Totp");
    assert_eq!(list[0]["id"], format!("totp-{id}"));
    assert_eq!(
        env.json(&["store", "info"])["schemaVersion"],
        idctl::store::SCHEMA_VERSION
    );
    let r = sign_in(&env, T, &["--totp", &totp::code(secret, T)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn organizations_that_require_mfa_refuse_tokens_to_members_without_a_factor() {
    let env = Env::new();
    let id = alice(&env);
    env.ok(&["org", "scope", "create", "read:x"]);
    env.ok(&["org", "role", "create", "member", "--scope", "read:x"]);
    let org = env.json(&["org", "create", "acme"]);
    assert_eq!(org["isMfaRequired"], false);
    env.ok(&["org", "members", "add", "acme", "alice"]);
    env.ok(&[
        "org", "members", "roles", "acme", "alice", "--assign", "member",
    ]);
    // Before the requirement, a refresh token in the organization's context.
    let t = env.json(&[
        "token",
        "--user",
        "alice",
        "--organization",
        "acme",
        "--offline",
        "-o",
        "json",
    ]);
    let rt = t["refresh_token"].as_str().unwrap().to_string();
    let updated = env.json(&["org", "update", "acme", "--mfa-required", "true"]);
    assert_eq!(updated["isMfaRequired"], true);
    assert_eq!(env.json(&["org", "get", "acme"])["isMfaRequired"], true);
    env.refuses(&[
        (
            &["token", "--user", "alice", "--organization", "acme"],
            6,
            &[
                "access_denied",
                "organization requires MFA but user has no MFA configured",
                "user mfa add",
            ],
        ),
        (
            &["token", "--refresh-token", &rt, "--organization", "acme"],
            6,
            &["organization requires MFA but user has no MFA configured"],
        ),
        (
            &["org", "update", "acme", "--mfa-required", "maybe"],
            2,
            &["maybe"],
        ),
    ]);
    // With a factor, the tokens come.
    env.ok(&["user", "mfa", "add", &id, "--type", "totp"]);
    env.ok(&["token", "--user", "alice", "--organization", "acme"]);
    env.ok(&["org", "update", "acme", "--mfa-required", "false"]);
    assert_eq!(env.json(&["org", "get", "acme"])["isMfaRequired"], false);
}

#[test]
fn the_management_api_lists_adds_and_removes_factors() {
    let env = Env::new();
    let id = alice(&env);
    let api = Api::start(&env);
    let base = format!("/users/{id}/mfa-verifications");
    let r = api.get(&base);
    assert_eq!(r.status, 200);
    assert_eq!(r.body, json!([]));

    let before = env.snapshot();
    let r = api.post(&base, json!({"type": "BackupCode"}));
    assert_eq!(r.status, 422, "{}", r.text);
    assert_eq!(r.code(), "session.mfa.backup_code_can_not_be_alone");
    for (body, status, code) in [
        (json!({"type": "Sms"}), 400, "guard.invalid_input"),
        (json!({"kind": "Totp"}), 400, ""),
        (
            json!({"type": "Totp", "secret": "short"}),
            422,
            "user.totp_secret_invalid",
        ),
    ] {
        let r = api.post(&base, body.clone());
        assert_eq!(r.status, status, "{body}: {}", r.text);
        if !code.is_empty() {
            assert_eq!(r.code(), code, "{body}");
        }
    }
    let r = api.post("/users/nobody/mfa-verifications", json!({"type": "Totp"}));
    assert_eq!(r.status, 404);
    assert_eq!(before, env.snapshot(), "refusals change nothing");

    let r = api.post(&base, json!({"type": "Totp"}));
    assert_eq!(r.status, 200, "{}", r.text);
    assert_eq!(r.body["type"], "Totp");
    let secret = r.body["secret"].as_str().unwrap().to_string();
    let qr = r.body["secretQrCode"].as_str().unwrap();
    let b64 = qr
        .strip_prefix("data:image/svg+xml;base64,")
        .expect("an SVG data URL");
    use base64::Engine;
    let svg = String::from_utf8(
        base64::engine::general_purpose::STANDARD
            .decode(b64)
            .unwrap(),
    )
    .unwrap();
    assert!(svg.contains("<svg") && svg.contains("<path"), "{svg}");

    let r = api.post(&base, json!({"type": "Totp"}));
    assert_eq!(r.status, 422);
    assert_eq!(r.code(), "user.totp_already_in_use");

    let r = api.post(&base, json!({"type": "BackupCode"}));
    assert_eq!(r.status, 200, "{}", r.text);
    assert_eq!(r.body["type"], "BackupCode");
    assert_eq!(r.body["codes"].as_array().unwrap().len(), 10);

    let r = api.get(&base);
    assert_eq!(r.status, 200);
    let list = r.body.as_array().unwrap().clone();
    assert_eq!(list.len(), 2);
    for v in &list {
        assert!(v["id"].is_string() && v["createdAt"].is_i64(), "{v}");
        assert!(!v.to_string().contains(&secret), "no secret listed");
    }
    let totp_id = list.iter().find(|v| v["type"] == "Totp").unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        list.iter().find(|v| v["type"] == "BackupCode").unwrap()["remainCodes"],
        10
    );

    let before = env.snapshot();
    let r = api.delete(&format!("{base}/nope"));
    assert_eq!(r.status, 404);
    assert_eq!(r.code(), "entity.not_exists_with_id");
    assert_eq!(before, env.snapshot());

    let updates = events_named(&env, "User.Data.Updated");
    let r = api.delete(&format!("{base}/{totp_id}"));
    assert_eq!(r.status, 204, "{}", r.text);
    assert!(r.text.is_empty());
    assert_eq!(events_named(&env, "User.Data.Updated"), updates + 1);
    assert_eq!(api.get(&base).body, json!([]), "the backup codes went too");

    // Organizations take isMfaRequired at creation and in PATCH.
    let r = api.post(
        "/organizations",
        json!({"name": "acme", "isMfaRequired": true}),
    );
    assert_eq!(r.status, 201, "{}", r.text);
    assert_eq!(r.body["isMfaRequired"], true);
    let org = r.body["id"].as_str().unwrap().to_string();
    let r = api.patch(
        &format!("/organizations/{org}"),
        json!({"isMfaRequired": false}),
    );
    assert_eq!(r.status, 200, "{}", r.text);
    assert_eq!(r.body["isMfaRequired"], false);
    let r = api.patch(
        &format!("/organizations/{org}"),
        json!({"isMfaRequired": "yes"}),
    );
    assert_eq!(r.status, 400, "{}", r.text);
}

/// Signs in over `/oidc/auth` with a session opened as the pages open one after a second
/// factor, exchanges the code and refreshes: both ID tokens say how the user signed in.
#[test]
fn id_tokens_say_how_the_user_signed_in() {
    const CB: &str = "http://localhost:3000/callback";
    let env = Env::new();
    let id = alice(&env);
    let app = env.json(&[
        "client",
        "create",
        "shop",
        "--type",
        "spa",
        "--redirect-uri",
        CB,
    ])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let server = Server::start(&env, &[]);
    for (amr, want) in [
        (
            vec!["pwd", "otp", "mfa"],
            Some(json!(["pwd", "otp", "mfa"])),
        ),
        (vec!["pwd"], Some(json!(["pwd"]))),
    ] {
        let cookie = idctl::ops::signin::new_session_cookie();
        let amr: Vec<String> = amr.iter().map(|s| s.to_string()).collect();
        env.open_store()
            .write(|tx| idctl::ops::signin::open_session_as(tx, &cookie, &id, &amr))
            .expect("session");
        let auth = format!(
            "{}/auth?client_id={app}&redirect_uri={CB}&response_type=code&scope=openid%20offline_access&prompt=consent&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256",
            server.issuer()
        );
        let res = Server::client()
            .get(&auth)
            .header("cookie", format!("_session={cookie}"))
            .send()
            .unwrap();
        assert_eq!(res.status(), 303);
        let back = url::Url::parse(res.headers()["location"].to_str().unwrap()).unwrap();
        let code = back
            .query_pairs()
            .find(|(k, _)| k == "code")
            .map(|(_, v)| v.into_owned())
            .expect("a code");
        let res = post_form(
            &format!("{}/token", server.issuer()),
            &[
                ("client_id", app.as_str()),
                ("code", code.as_str()),
                (
                    "code_verifier",
                    "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
                ),
                ("redirect_uri", CB),
                ("grant_type", "authorization_code"),
            ],
        );
        assert_eq!(res.status(), 200);
        let tokens: Value = json(res);
        let claims = verify(&server, tokens["id_token"].as_str().unwrap(), &app);
        assert_eq!(claims.get("amr").cloned(), want);
        let res = post_form(
            &format!("{}/token", server.issuer()),
            &[
                ("client_id", app.as_str()),
                ("refresh_token", tokens["refresh_token"].as_str().unwrap()),
                ("grant_type", "refresh_token"),
            ],
        );
        assert_eq!(res.status(), 200);
        let refreshed: Value = json(res);
        let claims = verify(&server, refreshed["id_token"].as_str().unwrap(), &app);
        assert_eq!(claims.get("amr").cloned(), want, "after a refresh");
    }
}

/// The code flow of a signed-in user of the app `app` with `scope` and `resource`: the code
/// exchange's JSON.
fn code_flow(
    server: &Server,
    env: &Env,
    user: &str,
    app: &str,
    scope: &str,
    resource: &str,
) -> Value {
    const CB: &str = "http://localhost:3000/callback";
    let cookie = idctl::ops::signin::new_session_cookie();
    env.open_store()
        .write(|tx| idctl::ops::signin::open_session_as(tx, &cookie, user, &["pwd".to_string()]))
        .expect("session");
    let auth = url::Url::parse_with_params(
        &format!("{}/auth", server.issuer()),
        &[
            ("client_id", app),
            ("redirect_uri", CB),
            ("response_type", "code"),
            ("scope", scope),
            ("resource", resource),
            ("prompt", "consent"),
            (
                "code_challenge",
                "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
            ),
            ("code_challenge_method", "S256"),
        ],
    )
    .unwrap();
    let res = Server::client()
        .get(auth.as_str())
        .header("cookie", format!("_session={cookie}"))
        .send()
        .unwrap();
    assert_eq!(res.status(), 303);
    let back = url::Url::parse(res.headers()["location"].to_str().unwrap()).unwrap();
    let code = back
        .query_pairs()
        .find(|(k, _)| k == "code")
        .map(|(_, v)| v.into_owned())
        .unwrap_or_else(|| panic!("no code: {back}"));
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app),
            ("code", code.as_str()),
            (
                "code_verifier",
                "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
            ),
            ("redirect_uri", CB),
            ("grant_type", "authorization_code"),
        ],
    );
    assert_eq!(res.status(), 200);
    json(res)
}

#[test]
fn an_organization_token_refresh_is_refused_403_to_a_member_without_a_factor() {
    use oauth2::basic::BasicClient;
    use oauth2::{ClientId, RefreshToken, TokenResponse, TokenUrl};
    let env = Env::new();
    let id = alice(&env);
    env.ok(&["org", "scope", "create", "read:x"]);
    env.ok(&["org", "role", "create", "member", "--scope", "read:x"]);
    let org = env.json(&["org", "create", "acme"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    env.ok(&["org", "members", "add", "acme", "alice"]);
    env.ok(&[
        "org", "members", "roles", "acme", "alice", "--assign", "member",
    ]);
    let app = env.json(&[
        "client",
        "create",
        "shop",
        "--type",
        "spa",
        "--redirect-uri",
        "http://localhost:3000/callback",
    ])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let server = Server::start(&env, &[]);
    let tokens = code_flow(
        &server,
        &env,
        &id,
        &app,
        "openid offline_access urn:logto:scope:organizations read:x",
        "urn:logto:resource:organizations",
    );
    let rt = tokens["refresh_token"].as_str().unwrap().to_string();
    // The oauth2 crate refreshes for the organization while it requires nothing.
    let client = BasicClient::new(ClientId::new(app.clone()))
        .set_token_uri(TokenUrl::new(format!("{}/token", server.issuer())).unwrap());
    let res = client
        .exchange_refresh_token(&RefreshToken::new(rt))
        .add_extra_param("organization_id", &org)
        .request(&crate::common::api::http)
        .expect("an organization token");
    let rt = res.refresh_token().expect("rotated").secret().clone();

    env.ok(&["org", "update", "acme", "--mfa-required", "true"]);
    let before = env.snapshot();
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app.as_str()),
            ("refresh_token", rt.as_str()),
            ("grant_type", "refresh_token"),
            ("organization_id", org.as_str()),
        ],
    );
    assert_eq!(res.status(), 403);
    let body: Value = json(res);
    assert_eq!(body["error"], "access_denied");
    assert_eq!(
        body["error_description"],
        "organization requires MFA but user has no MFA configured"
    );
    assert_eq!(before, env.snapshot(), "the refusal changes nothing");

    // With a factor, the same refresh token gets the organization token.
    env.ok(&["user", "mfa", "add", "alice", "--type", "totp"]);
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app.as_str()),
            ("refresh_token", rt.as_str()),
            ("grant_type", "refresh_token"),
            ("organization_id", org.as_str()),
        ],
    );
    assert_eq!(res.status(), 200);
    let body: Value = json(res);
    let claims = crate::common::segment(body["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["aud"], format!("urn:logto:organization:{org}"));
}

#[test]
fn a_manifest_requires_mfa_of_an_organization_and_export_says_it() {
    let env = Env::new();
    let file = env.dir.path().join("m.toml");
    std::fs::write(
        &file,
        "version = 1\n\n[[organizations]]\nname = \"Acme\"\nmfa_required = true\n",
    )
    .unwrap();
    env.ok(&["apply", "-f", file.to_str().unwrap()]);
    assert_eq!(env.json(&["org", "get", "Acme"])["isMfaRequired"], true);
    let exported = env.json(&["export"]);
    assert_eq!(exported["organizations"][0]["mfa_required"], true);
    env.unchanged(
        &["apply", "-f", file.to_str().unwrap()],
        "nothing to change",
    );
    std::fs::write(
        &file,
        "version = 1\n\n[[organizations]]\nname = \"Acme\"\nmfa_required = false\n",
    )
    .unwrap();
    env.ok(&["apply", "-f", file.to_str().unwrap()]);
    assert_eq!(env.json(&["org", "get", "Acme"])["isMfaRequired"], false);
    assert!(
        env.json(&["export"])["organizations"][0]
            .get("mfa_required")
            .is_none()
    );
}

#[test]
fn a_terminal_asks_for_the_code_after_the_password() {
    use crate::common::pty::{idctl_line, on_pty, require_script};
    require_script();
    let env = Env::new();
    alice(&env);
    let (_, secret) = add_totp(&env);
    let shell = format!(
        "IDCTL_NOW={T} {}",
        idctl_line(
            &env,
            &["experience", "sign-in", "--username", "alice", "--password"]
        )
    );
    let code = totp::code(&secret, T);
    let (exit, screen) = on_pty(
        &shell,
        &[PASSWORD, &code],
        std::time::Duration::from_secs(60),
    );
    assert_eq!(exit, Some(0), "{screen}");
    assert!(
        screen.contains("Code from the authenticator app"),
        "{screen}"
    );
    assert_eq!(events_named(&env, "PostSignIn"), 1);
    // The same code typed again is a replay.
    let (exit, screen) = on_pty(
        &shell,
        &[PASSWORD, &code],
        std::time::Duration::from_secs(60),
    );
    assert_eq!(exit, Some(7), "{screen}");
}
