//! User interactions and lockout, with their events delivered to a real receiver.
use crate::common::receiver::{Receiver, check_signed};
use crate::common::{Env, event_keys, keys, run_cmd};
use serde_json::Value;

fn with_stdin(env: &Env, args: &[&str], input: &str) -> crate::common::Run {
    let mut c = env.cmd(args);
    c.write_stdin(format!("{input}\n"));
    run_cmd(c)
}

/// A store with a hook on every event, and its receiver.
fn hooked() -> (Env, Receiver) {
    let env = Env::new();
    let rx = Receiver::start(vec![]);
    env.ok(&[
        "hook", "create", "--name", "all", "--url", &rx.url, "--event", "all",
    ]);
    (env, rx)
}

fn key(env: &Env) -> String {
    env.json(&["hook", "get", "all", "--show-secret"])["signingKey"]
        .as_str()
        .unwrap()
        .to_string()
}

fn bodies(rx: &Receiver) -> Vec<Value> {
    rx.requests().iter().map(|r| r.json()).collect()
}

#[test]
fn registration_emits_user_created_and_post_register() {
    let (env, rx) = hooked();
    env.ok(&["role", "create", "member", "--default"]);
    let r = with_stdin(
        &env,
        &[
            "-o",
            "json",
            "experience",
            "register",
            "--username",
            "bob",
            "--password-stdin",
        ],
        "password123",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let user = r.json();
    let got = bodies(&rx);
    let created = got
        .iter()
        .find(|b| b["event"] == "User.Created")
        .expect("User.Created");
    assert_eq!(created["interactionEvent"], "Register");
    assert_eq!(created["data"]["id"], user["id"]);
    let post = got
        .iter()
        .find(|b| b["event"] == "PostRegister")
        .expect("PostRegister");
    assert_eq!(
        keys(post),
        [
            "event",
            "interactionEvent",
            "createdAt",
            "sessionId",
            "userAgent",
            "userId",
            "userIp",
            "user",
            "hookId"
        ]
    );
    assert_eq!(post["userIp"], "127.0.0.1");
    assert_eq!(post["userId"], user["id"]);
    assert_eq!(post["sessionId"], created["sessionId"]);
    assert_eq!(
        keys(created),
        event_keys(&["interactionEvent", "sessionId", "data", "hookId"])
    );
    let k = key(&env);
    for r in rx.requests() {
        check_signed(&r, &k);
    }
    assert!(post["user"].get("passwordDigest").is_none());
    assert_eq!(env.json(&["user", "roles", "bob"])[0]["name"], "member");
    // A new interaction, a new session.
    with_stdin(
        &env,
        &[
            "experience",
            "register",
            "--email",
            "c@example.com",
            "--password-stdin",
        ],
        "password123",
    );
    let sessions: std::collections::BTreeSet<String> = bodies(&rx)
        .iter()
        .filter(|b| b["event"] == "PostRegister")
        .map(|b| b["sessionId"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(sessions.len(), 2);
    // Bad input.
    let r = env.fails(4, &["experience", "register", "--username", "bob"]);
    assert!(r.stderr.contains("already registered"));
    let before = env.snapshot();
    let r = with_stdin(
        &env,
        &[
            "experience",
            "register",
            "--username",
            "weak",
            "--password-stdin",
        ],
        "short",
    );
    assert_eq!(r.code, 5);
    assert_eq!(before, env.snapshot());
}

#[test]
fn sign_in_succeeds_or_refuses_without_telling_which_part_was_wrong() {
    let (env, rx) = hooked();
    with_stdin(
        &env,
        &[
            "experience",
            "register",
            "--username",
            "bob",
            "--password-stdin",
        ],
        "password123",
    );
    let r = with_stdin(
        &env,
        &[
            "-o",
            "json",
            "experience",
            "sign-in",
            "--username",
            "bob",
            "--password-stdin",
        ],
        "password123",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.json()["lastSignInAt"].is_i64());
    let post = bodies(&rx)
        .into_iter()
        .find(|b| b["event"] == "PostSignIn")
        .expect("PostSignIn");
    assert_eq!(post["interactionEvent"], "SignIn");
    let wrong = with_stdin(
        &env,
        &[
            "experience",
            "sign-in",
            "--username",
            "bob",
            "--password-stdin",
        ],
        "password124",
    );
    let unknown = with_stdin(
        &env,
        &[
            "experience",
            "sign-in",
            "--username",
            "nobody",
            "--password-stdin",
        ],
        "password123",
    );
    assert_eq!((wrong.code, unknown.code), (7, 7));
    assert_eq!(
        wrong.stderr, unknown.stderr,
        "the same answer for a wrong password and an unknown user"
    );
    env.ok(&["user", "suspend", "bob"]);
    let r = with_stdin(
        &env,
        &[
            "experience",
            "sign-in",
            "--username",
            "bob",
            "--password-stdin",
        ],
        "password123",
    );
    assert_eq!(r.code, 7);
}

#[test]
fn codes_and_one_time_tokens_are_single_use_and_expire() {
    let env = Env::new();
    let code = env.json(&["experience", "send-code", "--email", "a@example.com"])["code"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(code.len(), 6);
    assert!(code.chars().all(|c| c.is_ascii_digit()));
    let wrong = if code == "000000" { "111111" } else { "000000" };
    assert_eq!(
        env.run(&[
            "experience",
            "verify-code",
            "--email",
            "a@example.com",
            "--code",
            wrong
        ])
        .code,
        7
    );
    assert_eq!(
        env.run(&[
            "experience",
            "verify-code",
            "--email",
            "a@example.com",
            "--code",
            &code
        ])
        .code,
        0
    );
    assert_eq!(
        env.run(&[
            "experience",
            "verify-code",
            "--email",
            "a@example.com",
            "--code",
            &code
        ])
        .code,
        7,
        "used up"
    );
    // Expired after 10 minutes.
    let code = env.json(&["experience", "send-code", "--phone", "15550001111"])["code"]
        .as_str()
        .unwrap()
        .to_string();
    let later = (std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        + 11 * 60)
        .to_string();
    let mut c = env.cmd(&[
        "experience",
        "verify-code",
        "--phone",
        "15550001111",
        "--code",
        &code,
    ]);
    c.env("IDCTL_NOW", &later);
    let r = run_cmd(c);
    assert_eq!(r.code, 7);
    assert!(r.stderr.contains("wrong or has expired"));
    // One-time tokens.
    let t = env.json(&[
        "experience",
        "one-time-token",
        "create",
        "--email",
        "a@example.com",
    ])["token"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        env.run(&[
            "experience",
            "one-time-token",
            "verify",
            "--email",
            "b@example.com",
            "--token",
            &t
        ])
        .code,
        7
    );
    assert_eq!(
        env.run(&[
            "experience",
            "one-time-token",
            "verify",
            "--email",
            "a@example.com",
            "--token",
            &t
        ])
        .code,
        0
    );
    assert_eq!(
        env.run(&[
            "experience",
            "one-time-token",
            "verify",
            "--email",
            "a@example.com",
            "--token",
            &t
        ])
        .code,
        7,
        "reused"
    );
    env.fails(5, &["experience", "send-code", "--email", "not-an-email"]);
}

#[test]
fn reset_password_with_a_code() {
    let (env, rx) = hooked();
    with_stdin(
        &env,
        &[
            "experience",
            "register",
            "--email",
            "a@example.com",
            "--password-stdin",
        ],
        "password123",
    );
    let code = env.json(&["experience", "send-code", "--email", "a@example.com"])["code"]
        .as_str()
        .unwrap()
        .to_string();
    let before = env.snapshot();
    let r = with_stdin(
        &env,
        &[
            "experience",
            "reset-password",
            "--email",
            "a@example.com",
            "--code",
            &code,
            "--password-stdin",
        ],
        "short",
    );
    assert_eq!(
        r.code, 5,
        "a weak password changes nothing, the code stays usable"
    );
    assert_eq!(before, env.snapshot());
    let r = with_stdin(
        &env,
        &[
            "experience",
            "reset-password",
            "--email",
            "a@example.com",
            "--code",
            &code,
            "--password-stdin",
        ],
        "new-password-1",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = bodies(&rx);
    let upd = got
        .iter()
        .find(|b| b["event"] == "User.Data.Updated")
        .expect("User.Data.Updated");
    assert_eq!(upd["interactionEvent"], "ForgotPassword");
    assert!(upd["sessionId"].is_string());
    let post = got
        .iter()
        .find(|b| b["event"] == "PostResetPassword")
        .expect("PostResetPassword");
    assert_eq!(post["interactionEvent"], "ForgotPassword");
    assert_eq!(
        with_stdin(
            &env,
            &[
                "experience",
                "sign-in",
                "--email",
                "a@example.com",
                "--password-stdin"
            ],
            "new-password-1"
        )
        .code,
        0
    );
    assert_eq!(
        with_stdin(
            &env,
            &[
                "experience",
                "sign-in",
                "--email",
                "a@example.com",
                "--password-stdin"
            ],
            "password123"
        )
        .code,
        7
    );
    let r = with_stdin(
        &env,
        &[
            "experience",
            "reset-password",
            "--email",
            "a@example.com",
            "--code",
            &code,
            "--password-stdin",
        ],
        "another-pass",
    );
    assert_eq!(r.code, 7, "a used code");
    let used = r.stderr;
    let unknown = with_stdin(
        &env,
        &[
            "experience",
            "reset-password",
            "--email",
            "nobody@example.com",
            "--code",
            &code,
            "--password-stdin",
        ],
        "another-pass",
    );
    assert_eq!(unknown.code, 7);
    assert_eq!(
        used, unknown.stderr,
        "an unknown identifier is not revealed"
    );
}

#[test]
fn linking_identities_updates_the_user() {
    let (env, rx) = hooked();
    env.ok(&["user", "create", "--username", "bob"]);
    env.ok(&[
        "user",
        "create",
        "--username",
        "carol",
        "--email",
        "carol@example.com",
    ]);
    let n0 = rx.count();
    env.ok(&["experience", "link", "bob", "--email", "bob@example.com"]);
    env.ok(&["experience", "link", "bob", "--phone", "15551112222"]);
    env.ok(&["experience", "link", "bob", "--social", "github:1234"]);
    env.ok(&["experience", "link", "bob", "--sso", "okta:abc"]);
    let t = env.json(&["experience", "link", "bob", "--mfa", "totp"]);
    let secret = t["totpSecret"].as_str().unwrap();
    assert_eq!(secret.len(), 32);
    assert!(
        t["otpauthUri"]
            .as_str()
            .unwrap()
            .starts_with("otpauth://totp/idctl:bob?secret=")
    );
    let u = env.json(&["user", "get", "bob"]);
    assert_eq!(u["primaryEmail"], "bob@example.com");
    assert_eq!(u["primaryPhone"], "15551112222");
    assert_eq!(u["identities"]["github"]["userId"], "1234");
    // SSO identities are the user's `ssoIdentities`, as the service shows them.
    assert!(u["identities"].get("sso:okta").is_none(), "{u}");
    assert_eq!(u["ssoIdentities"][0]["ssoConnectorId"], "okta");
    assert_eq!(u["ssoIdentities"][0]["identityId"], "abc");
    assert!(
        !env.ok(&["user", "get", "bob", "-o", "json"])
            .contains(secret),
        "the TOTP secret is shown once"
    );
    let updates: Vec<Value> = bodies(&rx).into_iter().skip(n0).collect();
    assert_eq!(updates.len(), 5);
    assert!(
        updates
            .iter()
            .all(|b| b["event"] == "User.Data.Updated" && b["sessionId"].is_string())
    );
    let r = env.fails(
        4,
        &["experience", "link", "bob", "--email", "carol@example.com"],
    );
    assert!(r.stderr.contains("already in use"));
    env.fails(4, &["experience", "link", "bob", "--mfa", "totp"]);
    env.fails(3, &["experience", "link", "ghost", "--social", "github:1"]);
}

#[test]
fn failures_of_every_kind_share_one_pool_and_lock_the_identifier() {
    let (env, rx) = hooked();
    env.ok(&["config", "set", "lockout.max-attempts", "3"]);
    env.ok(&["config", "set", "lockout.duration", "30"]);
    with_stdin(
        &env,
        &[
            "experience",
            "register",
            "--email",
            "a@example.com",
            "--password-stdin",
        ],
        "password123",
    );
    env.ok(&["experience", "send-code", "--email", "a@example.com"]);
    let t = env.json(&[
        "experience",
        "one-time-token",
        "create",
        "--email",
        "a@example.com",
    ])["token"]
        .as_str()
        .unwrap()
        .to_string();
    // One failed password, one failed code, one failed token: three in one pool.
    assert_eq!(
        with_stdin(
            &env,
            &[
                "experience",
                "sign-in",
                "--email",
                "a@example.com",
                "--password-stdin"
            ],
            "nope-nope"
        )
        .code,
        7
    );
    assert_eq!(
        env.run(&[
            "experience",
            "verify-code",
            "--email",
            "a@example.com",
            "--code",
            "999999x"
        ])
        .code,
        7
    );
    let r = env.run(&[
        "experience",
        "one-time-token",
        "verify",
        "--email",
        "a@example.com",
        "--token",
        "wrong",
    ]);
    assert_eq!(r.code, 8, "{}", r.stderr);
    assert!(
        r.stderr.contains("locked for 30 more minute(s)"),
        "{}",
        r.stderr
    );
    // Refused even with the right password or token, and the lock is announced once.
    assert_eq!(
        with_stdin(
            &env,
            &[
                "experience",
                "sign-in",
                "--email",
                "a@example.com",
                "--password-stdin"
            ],
            "password123"
        )
        .code,
        8
    );
    assert_eq!(
        env.run(&[
            "experience",
            "one-time-token",
            "verify",
            "--email",
            "a@example.com",
            "--token",
            &t
        ])
        .code,
        8
    );
    let locks: Vec<Value> = bodies(&rx)
        .into_iter()
        .filter(|b| b["event"] == "Identifier.Lockout")
        .collect();
    assert_eq!(locks.len(), 1);
    assert_eq!(
        keys(&locks[0]),
        [
            "event",
            "createdAt",
            "interactionEvent",
            "userAgent",
            "sessionId",
            "ip",
            "type",
            "value",
            "hookId"
        ]
    );
    assert_eq!(
        (locks[0]["type"].as_str(), locks[0]["value"].as_str()),
        (Some("email"), Some("a@example.com"))
    );
    assert_eq!(locks[0]["ip"], "127.0.0.1");
    let k = key(&env);
    for r in rx
        .requests()
        .iter()
        .filter(|r| r.json()["event"] == "Identifier.Lockout")
    {
        check_signed(r, &k);
    }
    // The lock ends by itself ...
    let later = (std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        + 31 * 60)
        .to_string();
    let mut c = env.cmd(&[
        "experience",
        "sign-in",
        "--email",
        "a@example.com",
        "--password-stdin",
    ]);
    c.env("IDCTL_NOW", &later).write_stdin("password123\n");
    assert_eq!(run_cmd(c).code, 0);
    // ... or (now, in real time, where it still holds) when an administrator lifts it.
    assert!(
        env.ok(&["user", "unlock", "a@example.com"])
            .contains("unlocked 1")
    );
    assert_eq!(
        with_stdin(
            &env,
            &[
                "experience",
                "sign-in",
                "--email",
                "a@example.com",
                "--password-stdin"
            ],
            "password123"
        )
        .code,
        0
    );
    // Counting starts afresh: three more failures lock again, announced again.
    let codes: Vec<i32> = (0..3)
        .map(|_| {
            with_stdin(
                &env,
                &[
                    "experience",
                    "sign-in",
                    "--email",
                    "a@example.com",
                    "--password-stdin",
                ],
                "bad-bad-bad",
            )
            .code
        })
        .collect();
    assert_eq!(codes, [7, 7, 8]);
    assert_eq!(
        bodies(&rx)
            .iter()
            .filter(|b| b["event"] == "Identifier.Lockout")
            .count(),
        2
    );
}

#[test]
fn failures_older_than_the_window_stop_counting() {
    let env = Env::new();
    env.ok(&["config", "set", "lockout.max-attempts", "3"]);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let at = |offset: u64| {
        let mut c = env.cmd(&[
            "experience",
            "verify-code",
            "--email",
            "w@example.com",
            "--code",
            "1",
        ]);
        c.env("IDCTL_NOW", (now + offset).to_string());
        run_cmd(c).code
    };
    assert_eq!((at(0), at(60)), (7, 7));
    // 61 minutes after the first failure a new window begins: the third failure does not lock.
    assert_eq!(at(61 * 60), 7);
    assert_eq!(at(62 * 60), 7);
    assert_eq!(at(63 * 60), 8, "three failures in the new window");
}

#[test]
fn concurrent_failures_are_all_counted_and_lock_once() {
    let env = Env::new();
    env.ok(&["config", "set", "lockout.max-attempts", "20"]);
    let bin = assert_cmd::cargo::cargo_bin("idctl");
    let spawn = || {
        let store = env.store.clone();
        let bin = bin.clone();
        std::thread::spawn(move || {
            (0..15)
                .map(|_| {
                    std::process::Command::new(&bin)
                        .args([
                            "--store",
                            store.to_str().unwrap(),
                            "experience",
                            "verify-code",
                            "--email",
                            "x@example.com",
                            "--code",
                            "123",
                        ])
                        .output()
                        .unwrap()
                        .status
                        .code()
                        .unwrap_or(-1)
                })
                .collect::<Vec<i32>>()
        })
    };
    let (a, b) = (spawn(), spawn());
    let mut codes = a.join().unwrap();
    codes.extend(b.join().unwrap());
    // 19 counted failures, the 20th locks, the 10 after it are refused as locked.
    assert_eq!(codes.iter().filter(|c| **c == 7).count(), 19, "{codes:?}");
    assert_eq!(codes.iter().filter(|c| **c == 8).count(), 11, "{codes:?}");
    assert_eq!(
        env.sql_count("SELECT count(*) FROM events WHERE name = 'Identifier.Lockout'"),
        1
    );
}
