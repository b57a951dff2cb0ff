//! User tokens: the authorization-code result, refresh, suspension, personal access tokens.
use crate::common::{Env, run_cmd, segment};
use serde_json::Value;

const API: &str = "https://api.example.com";

fn store_with_user() -> Env {
    let env = Env::new();
    env.ok(&["resource", "create", "--name", "API", "--indicator", API]);
    for s in ["a", "b", "c"] {
        env.ok(&["scope", "create", "-r", API, s]);
    }
    env.ok(&["role", "create", "ab", "-r", API, "-s", "a b"]);
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["user", "assign", "alice", "ab"]);
    env
}

fn token(env: &Env, args: &[&str]) -> Value {
    let mut a = vec!["-o", "json", "token"];
    a.extend_from_slice(args);
    let r = env.run(&a);
    assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    r.json()
}

#[test]
fn the_scope_rules_of_the_spec_hold_from_the_shell() {
    let env = store_with_user();
    let user_id = env.json(&["user", "get", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    // Role with a, b; a flow asking a b c gets a b.
    let first = token(
        &env,
        &["--user", "alice", "-r", API, "-s", "a b c", "--offline"],
    );
    assert_eq!(first["scope"], "a b");
    let t1 = first["access_token"].as_str().unwrap().to_string();
    let rt = first["refresh_token"].as_str().unwrap().to_string();
    let claims = segment(&t1, 1);
    assert_eq!(claims["sub"], user_id.as_str());
    assert_eq!(claims["client_id"], "idctl");
    // b removed from the role: a new token has a; the earlier one still verifies with a b.
    env.ok(&["role", "revoke", "ab", "-r", API, "b"]);
    assert_eq!(
        token(&env, &["--user", "alice", "-r", API, "-s", "a b c"])["scope"],
        "a"
    );
    assert_eq!(env.run(&["verify", &t1, "--scope", "a b"]).code, 0);
    // Refresh drops what was lost at once. The built-in app is public: each refresh
    // answers with a new refresh token, the one presented is used up.
    let refreshed = token(&env, &["--refresh-token", &rt]);
    assert_eq!(refreshed["scope"], "a");
    let rt = refreshed["refresh_token"].as_str().unwrap().to_string();
    // c added to the role: refresh never adds it ...
    env.ok(&["role", "grant", "ab", "-r", API, "c"]);
    let refreshed = token(&env, &["--refresh-token", &rt]);
    assert_eq!(refreshed["scope"], "a");
    let rt = refreshed["refresh_token"].as_str().unwrap().to_string();
    let r = env.run(&["token", "--refresh-token", &rt, "-s", "c"]);
    assert!(
        r.stderr
            .contains("dropped c: not granted in the original authorization"),
        "{}",
        r.stderr
    );
    // ... a new flow does.
    assert_eq!(
        token(&env, &["--user", "alice", "-r", API, "-s", "a b c"])["scope"],
        "a c"
    );
    // The earlier token expires on its own schedule.
    let exp = claims["exp"].as_i64().unwrap();
    assert_eq!(
        env.run(&["verify", &t1, "--now", &(exp + 1).to_string()])
            .code,
        12
    );
}

#[test]
fn refresh_can_narrow_and_the_app_is_recorded() {
    let env = store_with_user();
    // Every registered client is a machine-to-machine client: the service refuses it the
    // authorization code grant, so it cannot be the app of a user token.
    let c = env.json(&["client", "create", "--name", "web"]);
    let m2m = c["id"].as_str().unwrap().to_string();
    for app in [m2m.as_str(), "web"] {
        let r = env.fails(
            6,
            &[
                "-o",
                "json",
                "token",
                "--user",
                "alice",
                "--client-id",
                app,
                "-r",
                API,
                "--offline",
            ],
        );
        assert_eq!(r.err_json()["error"], "unauthorized_client");
        assert_eq!(
            r.err_json()["error_description"],
            "requested grant type is not allowed for this client"
        );
    }
    // The built-in app, named or not, is the app of the flow and of its refresh.
    let first = token(
        &env,
        &[
            "--user",
            "alice",
            "--client-id",
            "idctl",
            "-r",
            API,
            "-s",
            "a b",
            "--offline",
        ],
    );
    let rt = first["refresh_token"].as_str().unwrap();
    let narrowed = token(&env, &["--refresh-token", rt, "-s", "b"]);
    assert_eq!(narrowed["scope"], "b");
    let rt = narrowed["refresh_token"].as_str().unwrap();
    assert_eq!(
        segment(narrowed["access_token"].as_str().unwrap(), 1)["client_id"],
        "idctl"
    );
    // Nor may a machine client present the refresh token: the grant is not its to use.
    let r = env.fails(
        6,
        &[
            "-o",
            "json",
            "token",
            "--refresh-token",
            rt,
            "--client-id",
            &m2m,
        ],
    );
    assert_eq!(r.err_json()["error"], "unauthorized_client");
    let r = env.fails(
        6,
        &[
            "token",
            "--user",
            "alice",
            "--client-id",
            "no-such-app",
            "-r",
            API,
        ],
    );
    assert!(
        r.stderr
            .contains("invalid_client: invalid client no-such-app")
    );
    let r = env.fails(3, &["token", "--user", "ghost", "-r", API]);
    assert!(r.stderr.contains("user ghost does not exist"));
    // A refresh token works only for the resource of its grant.
    env.ok(&[
        "resource",
        "create",
        "--name",
        "Other",
        "--indicator",
        "https://other.example.com",
    ]);
    let r = env.fails(
        6,
        &[
            "-o",
            "json",
            "token",
            "--refresh-token",
            rt,
            "-r",
            "https://other.example.com",
        ],
    );
    // A resource the original authorization did not name: invalid_target (RFC 8707).
    assert_eq!(r.err_json()["error"], "invalid_target");
    assert!(
        r.err_json()["hint"].as_str().is_some_and(
            |h| h.starts_with("the refresh token was issued for https://api.example.com")
        ),
        "{}",
        r.stderr
    );
    assert_eq!(
        token(&env, &["--refresh-token", rt, "-r", API])["scope"],
        "a b"
    );
}

#[test]
fn suspended_and_deleted_users_get_nothing() {
    let env = store_with_user();
    let first = token(
        &env,
        &["--user", "alice", "-r", API, "-s", "a", "--offline"],
    );
    let rt = first["refresh_token"].as_str().unwrap().to_string();
    let pat = env.json(&["pat", "create", "alice", "--name", "ci"])["value"]
        .as_str()
        .unwrap()
        .to_string();
    let r = env.run(&["user", "suspend", "alice"]);
    assert!(
        r.stderr.contains("revoked 1 refresh token(s)"),
        "{}",
        r.stderr
    );
    for args in [
        vec!["token", "--refresh-token", rt.as_str()],
        vec!["token", "--user", "alice", "-r", API],
        vec!["token", "--pat", pat.as_str(), "-r", API],
    ] {
        let mut a = vec!["-o", "json"];
        a.extend_from_slice(&args);
        let r = env.fails(6, &a);
        assert_eq!(r.err_json()["error"], "invalid_grant", "{args:?}");
        assert_eq!(
            r.err_json()["error_description"],
            "grant request is invalid"
        );
    }
    // Reactivation does not bring revoked refresh tokens back.
    env.ok(&["user", "reactivate", "alice"]);
    env.fails(6, &["token", "--refresh-token", &rt]);
    assert_eq!(env.run(&["token", "--pat", &pat, "-r", API]).code, 0);
    env.ok(&["-y", "user", "delete", "alice"]);
    env.fails(6, &["token", "--pat", &pat, "-r", API]);
    env.fails(6, &["token", "--refresh-token", "made-up-token"]);
}

#[test]
fn personal_access_tokens_are_shown_once_and_exchanged() {
    let env = store_with_user();
    let p = env.json(&[
        "pat",
        "create",
        "alice",
        "--name",
        "ci",
        "--expires-in",
        "30d",
    ]);
    let value = p["value"].as_str().unwrap().to_string();
    assert!(value.starts_with("pat_") && value.len() == 36);
    assert!(value[4..].chars().all(|c| c.is_ascii_alphanumeric()));
    let listed = env.ok(&["pat", "list", "alice", "-o", "json"]);
    assert!(!listed.contains(&value));
    env.assert_not_stored(&value);
    let t = token(&env, &["--pat", &value, "-r", API, "-s", "a c"]);
    assert_eq!(t["scope"], "a");
    let claims = segment(t["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["sub"], env.json(&["user", "get", "alice"])["id"]);
    // Nothing held: the claim is "" for token exchange.
    let t = token(&env, &["--pat", &value, "-r", API, "-s", "c"]);
    assert_eq!(t["scope"], "");
    assert_eq!(segment(t["access_token"].as_str().unwrap(), 1)["scope"], "");
    // From stdin.
    let mut c = env.cmd(&["token", "--pat", "-", "-r", API]);
    c.write_stdin(format!("{value}\n"));
    assert_eq!(run_cmd(c).code, 0);
    env.fails(4, &["pat", "create", "alice", "--name", "ci"]);
    env.ok(&["pat", "rename", "alice", "ci", "ci-2"]);
    assert_eq!(env.json(&["pat", "list", "alice"])[0]["name"], "ci-2");
    env.ok(&["-y", "pat", "delete", "alice", "ci-2"]);
    let r = env.fails(6, &["token", "--pat", &value, "-r", API]);
    assert!(r.stderr.contains("invalid_grant"));
}

#[test]
fn an_expired_pat_is_refused() {
    let env = store_with_user();
    let p = env.json(&[
        "pat",
        "create",
        "alice",
        "--name",
        "short",
        "--expires-in",
        "1s",
    ]);
    let value = p["value"].as_str().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let r = env.fails(6, &["-o", "json", "token", "--pat", value, "-r", API]);
    assert_eq!(r.err_json()["error"], "invalid_grant");
    assert!(
        r.err_json()["hint"]
            .as_str()
            .is_some_and(|h| h.starts_with("the personal access token has expired")),
        "{}",
        r.stderr
    );
    env.fails(
        5,
        &[
            "pat",
            "create",
            "alice",
            "--name",
            "past",
            "--expires-at",
            "2020-01-01T00:00:00Z",
        ],
    );
    env.fails(
        5,
        &[
            "pat",
            "create",
            "alice",
            "--name",
            "bad",
            "--expires-in",
            "soon",
        ],
    );
    let p = env.json(&[
        "pat",
        "create",
        "alice",
        "--name",
        "dated",
        "--expires-at",
        "2099-01-31",
    ]);
    assert_eq!(p["expiresAt"], 4_073_500_800_000i64);
}

/// The one rule of every grant, from the command line: a public app's refresh token (the
/// built-in app's) is replaced at each refresh, and the used one presented again revokes the
/// whole grant, its newest refresh token included; a refused refresh changes nothing else.
#[test]
fn a_public_apps_refresh_token_rotates_and_a_reused_one_revokes_the_grant() {
    let env = store_with_user();
    let first = token(
        &env,
        &["--user", "alice", "-r", API, "-s", "a", "--offline"],
    );
    let rt1 = first["refresh_token"].as_str().unwrap().to_string();
    let second = token(&env, &["--refresh-token", &rt1]);
    let rt2 = second["refresh_token"].as_str().unwrap().to_string();
    assert_ne!(rt1, rt2);
    assert_eq!(second["scope"], "a");
    // A refusal for another cause (a resource the grant did not name) leaves rt2 usable.
    let before = env.snapshot();
    let r = env.fails(
        6,
        &[
            "-o",
            "json",
            "token",
            "--refresh-token",
            &rt2,
            "-r",
            "https://nope.example",
        ],
    );
    assert_eq!(r.err_json()["error"], "invalid_target");
    assert_eq!(
        before,
        env.snapshot(),
        "a refused refresh changed the store"
    );
    // The used token again: refused, and the grant is revoked (the refusal commits that).
    let r = env.run(&["-o", "json", "token", "--refresh-token", &rt1]);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    assert_eq!(r.err_json()["error"], "invalid_grant");
    assert_eq!(
        r.err_json()["hint"],
        "refresh token already used: the grant is revoked"
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM oidc_grants WHERE revoked = 1"),
        1
    );
    let r = env.fails(6, &["-o", "json", "token", "--refresh-token", &rt2]);
    assert_eq!(r.err_json()["error"], "invalid_grant");
    assert_eq!(
        r.err_json()["hint"],
        "the refresh token is unknown, expired or revoked"
    );
    // In table output the new refresh token goes to stderr, stdout stays the access token.
    let first = token(
        &env,
        &["--user", "alice", "-r", API, "-s", "a", "--offline"],
    );
    let r = env.run(&[
        "token",
        "--refresh-token",
        first["refresh_token"].as_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.trim().split('.').count(), 3, "{}", r.stdout);
    assert!(
        r.stderr.contains("refresh token (shown once"),
        "{}",
        r.stderr
    );
}

#[test]
fn refresh_tokens_starting_with_a_dash_are_tokens_not_flags() {
    // Refresh tokens are base64url: one in 64 starts with '-'.
    let env = store_with_user();
    let r = env.fails(
        6,
        &["-o", "json", "token", "--refresh-token", "-x9_unknown"],
    );
    assert_eq!(r.err_json()["error"], "invalid_grant");
}
