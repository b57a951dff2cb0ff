//! `idctl user`: records, identifiers, passwords, roles, events.
use crate::common::api::Api;
use crate::common::management::*;
use crate::common::{Env, run_cmd};
use idctl::events::catalogue::{self as cat};
use serde_json::{Value, json};

fn create_with_password(env: &Env, args: &[&str], password: &str) -> crate::common::Run {
    let mut a = vec!["-o", "json", "user", "create", "--password-stdin"];
    a.extend_from_slice(args);
    let mut c = env.cmd(&a);
    c.write_stdin(format!("{password}\n"));
    run_cmd(c)
}

#[test]
fn users_are_created_with_the_service_shape_and_never_show_the_password() {
    let env = Env::new();
    let r = create_with_password(
        &env,
        &[
            "--username",
            "alice",
            "--email",
            "alice@example.com",
            "--phone",
            "15551234567",
            "--name",
            "Alice",
            "--custom-data",
            r#"{"plan":"pro"}"#,
        ],
        "correct horse",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let u = r.json();
    let keys: Vec<&str> = u.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "id",
            "username",
            "primaryEmail",
            "primaryPhone",
            "name",
            "avatar",
            "customData",
            "identities",
            "lastSignInAt",
            "createdAt",
            "updatedAt",
            "profile",
            "applicationId",
            "isSuspended",
            "hasPassword"
        ]
    );
    assert_eq!(u["id"].as_str().unwrap().len(), 12);
    assert_eq!(u["hasPassword"], true);
    assert_eq!(u["customData"], json!({"plan": "pro"}));
    let stored = env.sql_value("SELECT password_digest FROM users");
    assert!(
        stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
        "{stored}"
    );
    for key in [
        "alice",
        "alice@example.com",
        "15551234567",
        u["id"].as_str().unwrap(),
    ] {
        assert_eq!(env.json(&["user", "get", key])["id"], u["id"]);
    }
    let everything = format!(
        "{}{}",
        env.ok(&["events", "list", "-o", "json"]),
        env.ok(&["user", "list", "-o", "json"])
    );
    assert!(
        !everything.contains("correct horse") && !everything.contains("argon2"),
        "password leaked"
    );
    // Without a password nothing is hashed.
    let u2 = env.json(&["user", "create", "--email", "bob@example.com"]);
    assert_eq!(u2["hasPassword"], false);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM users WHERE password_digest IS NULL"),
        1
    );
}

#[test]
fn bad_user_input_is_refused_without_change() {
    let env = Env::new();
    env.ok(&[
        "user",
        "create",
        "--username",
        "alice",
        "--email",
        "a@example.com",
        "--phone",
        "15550000000",
    ]);
    env.ok(&["role", "create", "robot", "--type", "m2m"]);
    let r = env.fails(5, &["user", "create", "--name", "nobody"]);
    assert!(
        r.stderr
            .contains("at least one of --username, --email, --phone")
    );
    for (flag, value) in [
        ("--username", "1abc"),
        ("--username", "a b"),
        ("--email", "a@b"),
        ("--phone", "+1-555"),
    ] {
        let r = env.fails(5, &["user", "create", flag, value]);
        assert!(r.stderr.contains("invalid"), "{flag} {value}: {}", r.stderr);
    }
    for (flag, value, code) in [
        ("--username", "alice", "user.username_already_in_use"),
        ("--email", "a@example.com", "user.email_already_in_use"),
        ("--phone", "15550000000", "user.phone_already_in_use"),
    ] {
        let r = env.fails(4, &["-o", "json", "user", "create", flag, value]);
        assert_eq!(r.err_json()["code"], code);
    }
    let before = env.snapshot();
    let r = create_with_password(&env, &["--username", "shorty"], "1234567");
    assert_eq!(r.code, 5);
    assert!(r.stderr.contains("at least 8 are required"));
    assert_eq!(before, env.snapshot());
    env.fails(
        5,
        &[
            "user",
            "create",
            "--username",
            "x",
            "--custom-data",
            "[1,2]",
        ],
    );
    env.fails(
        5,
        &[
            "user",
            "create",
            "--username",
            "x",
            "--custom-data",
            "{not json",
        ],
    );
    let r = env.fails(5, &["-o", "json", "user", "assign", "alice", "robot"]);
    assert_eq!(r.err_json()["code"], "user.invalid_role_type");
    env.refuses(&[
        (&["user", "get", "ghost"], 3, &[]),
        (&["user", "update", "ghost", "--name", "x"], 3, &[]),
        (
            &["user", "profile", "alice", "--set", r#"{"shoeSize": 44}"#],
            5,
            &[],
        ),
        (&["user", "password", "alice"], 2, &[]),
    ]);
}

#[test]
fn updates_merge_and_record_user_data_updated() {
    let env = Env::new();
    let u = env.json(&[
        "user",
        "create",
        "--username",
        "alice",
        "--custom-data",
        r#"{"a":1,"b":2}"#,
    ]);
    let id = u["id"].as_str().unwrap();
    env.ok(&[
        "user",
        "update",
        "alice",
        "--name",
        "Alice A",
        "--email",
        "alice@example.com",
    ]);
    let cd = env.json(&["user", "custom-data", "alice", "--set", r#"{"b":3,"c":4}"#]);
    assert_eq!(cd, json!({"a": 1, "b": 3, "c": 4}));
    assert_eq!(env.json(&["user", "custom-data", "alice"]), cd);
    let p = env.json(&[
        "user",
        "profile",
        "alice",
        "--set",
        r#"{"givenName":"Alice","locale":"en"}"#,
    ]);
    assert_eq!(p["profile"]["givenName"], "Alice");
    let mut c = env.cmd(&["user", "password", "alice", "--password-stdin"]);
    c.write_stdin("new password\n");
    assert_eq!(run_cmd(c).code, 0);
    let s = env.json(&["user", "suspend", "alice"]);
    assert_eq!(s["isSuspended"], true);
    env.ok(&["user", "reactivate", "alice"]);
    let log = env.json(&["events", "list"]);
    let ev: Vec<(String, String, String)> = log
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["event"].as_str().unwrap().to_string(),
                e["payload"]["method"].as_str().unwrap().to_string(),
                e["payload"]["matchedRoute"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let want = [
        ("User.Created", "POST", "/users"),
        ("User.Data.Updated", "PATCH", "/users/:userId"),
        ("User.Data.Updated", "PATCH", "/users/:userId/custom-data"),
        ("User.Data.Updated", "PATCH", "/users/:userId/profile"),
        ("User.Data.Updated", "PATCH", "/users/:userId/password"),
        (
            "User.SuspensionStatus.Updated",
            "PATCH",
            "/users/:userId/is-suspended",
        ),
        (
            "User.SuspensionStatus.Updated",
            "PATCH",
            "/users/:userId/is-suspended",
        ),
    ];
    assert_eq!(ev.len(), want.len());
    for ((e, m, r), (we, wm, wr)) in ev.iter().zip(want) {
        assert_eq!((e.as_str(), m.as_str(), r.as_str()), (we, wm, wr));
    }
    for e in log.as_array().unwrap().iter().skip(1) {
        assert_eq!(e["payload"]["params"], json!({"userId": id}));
        assert_eq!(
            e["payload"]["path"].as_str().unwrap().split('/').nth(2),
            Some(id)
        );
        // As in the service, the custom-data and profile routes answer (and their events
        // carry) the merged object alone; the others the user.
        match e["payload"]["matchedRoute"].as_str().unwrap() {
            "/users/:userId/custom-data" => assert_eq!(e["payload"]["data"], cd),
            "/users/:userId/profile" => assert_eq!(e["payload"]["data"], p["profile"]),
            _ => assert_eq!(e["payload"]["data"]["id"], id),
        }
        assert!(e["payload"]["data"].get("passwordDigest").is_none());
    }
    assert_eq!(log[4]["payload"]["data"]["hasPassword"], true);
    // Delete: User.Deleted carries the deleted user.
    env.ok(&["-y", "user", "delete", "alice"]);
    let last = env.json(&["events", "list", "--limit", "1"]);
    assert_eq!(last[0]["event"], "User.Deleted");
    assert_eq!(last[0]["payload"]["status"], 204);
    assert_eq!(last[0]["payload"]["data"]["username"], "alice");
}

#[test]
fn default_roles_go_to_new_users_and_permissions_follow_roles() {
    let env = Env::new();
    let api = env.orders_api();
    env.ok(&[
        "role",
        "create",
        "member",
        "--default",
        "-r",
        api,
        "-s",
        "read:orders",
    ]);
    env.ok(&["role", "create", "editor", "-r", api, "-s", "write:orders"]);
    env.ok(&["user", "create", "--username", "alice"]);
    let roles = env.json(&["user", "roles", "alice"]);
    assert_eq!(roles[0]["name"], "member");
    env.ok(&["user", "assign", "alice", "editor"]);
    let names: Vec<String> = env
        .json(&["user", "scopes", "alice", "-r", api])
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["read:orders", "write:orders"]);
    let alice = env.json(&["user", "get", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    env.unchanged(
        &["user", "assign", "alice", "editor"],
        &format!("user {alice} already has role editor (nothing to do)"),
    );
    env.ok(&["user", "unassign", "alice", "member"]);
    env.unchanged(
        &["user", "unassign", "alice", "member"],
        &format!("user {alice} does not have role member (nothing to do)"),
    );
    env.fails(3, &["user", "unassign", "alice", "ghost"]);
    assert_eq!(
        env.json(&["user", "scopes", "alice"])
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn list_pages_and_searches() {
    let env = Env::new();
    for i in 0..30 {
        env.ok(&[
            "user",
            "create",
            "--username",
            &format!("user_{i:02}"),
            "--email",
            &format!("u{i}@example.com"),
        ]);
    }
    let page = env.json(&["user", "list", "--limit", "10"]);
    assert_eq!(page.as_array().unwrap().len(), 10);
    assert_eq!(page[0]["username"], "user_29", "newest first");
    let next = env.json(&["user", "list", "--limit", "10", "--offset", "10"]);
    assert_eq!(next[0]["username"], "user_19");
    let found = env.json(&["user", "list", "--search", "u7@"]);
    assert_eq!(found.as_array().unwrap().len(), 1);
    assert_eq!(found[0]["username"], "user_07");
    env.fails(5, &["user", "list", "--limit", "0"]);
}

// Over the Management API (`/api`): every route of the catalogue with its status, body and
// event (`common::management::Ctx` checks them against `idctl::events::catalogue`).

#[test]
fn users_over_http() {
    let mut c = Ctx::start();
    let (r, _) = c.op(
        &cat::USER_CREATE,
        &[],
        Some(json!({
            "username": "alice",
            "primaryEmail": "alice@example.com",
            "password": "Sup3r-secret-pw!",
            "name": "Alice",
            "customData": {"plan": "free", "seats": 1},
            "profile": {"givenName": "Alice"},
        })),
        &[cat::USER_CREATED],
        &[],
    );
    let user = r.body;
    let uid = id(&user);
    assert_eq!(user["username"], "alice");
    assert_eq!(user["primaryEmail"], "alice@example.com");
    assert_eq!(user["hasPassword"], true);
    assert_eq!(user["isSuspended"], false);
    assert!(user.get("password").is_none() && !user.to_string().contains("Sup3r"));
    assert_eq!(c.get(&format!("/users/{uid}")).body, user);

    let (r, _) = c.op(
        &cat::USER_UPDATE,
        &[("userId", &uid)],
        Some(json!({"name": "Alice Liddell"})),
        &[cat::USER_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["name"], "Alice Liddell");
    assert_eq!(r.body["id"], uid.as_str());

    let (r, _) = c.op(
        &cat::USER_CUSTOM_DATA,
        &[("userId", &uid)],
        Some(json!({"customData": {"seats": 5, "team": "red"}})),
        &[cat::USER_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body, json!({"plan": "free", "seats": 5, "team": "red"}));
    assert_eq!(c.get(&format!("/users/{uid}/custom-data")).body, r.body);

    let (r, _) = c.op(
        &cat::USER_PROFILE,
        &[("userId", &uid)],
        Some(json!({"profile": {"familyName": "Liddell"}})),
        &[cat::USER_DATA_UPDATED],
        &[],
    );
    assert_eq!(
        r.body,
        json!({"givenName": "Alice", "familyName": "Liddell"})
    );

    let (r, _) = c.op(
        &cat::USER_PASSWORD,
        &[("userId", &uid)],
        Some(json!({"password": "An0ther-secret-pw!"})),
        &[cat::USER_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["hasPassword"], true);
    assert!(!r.text.contains("An0ther"));

    let (r, _) = c.op(
        &cat::USER_SUSPENSION,
        &[("userId", &uid)],
        Some(json!({"isSuspended": true})),
        &[cat::USER_SUSPENSION_STATUS_UPDATED],
        &[],
    );
    assert_eq!(r.body["isSuspended"], true);
    assert_eq!(c.get(&format!("/users/{uid}")).body["isSuspended"], true);

    // Roles of a user: user roles only.
    let reader = c.setup(
        "POST",
        "/roles",
        json!({"name": "reader", "description": "Reads"}),
        200,
    );
    let robot = c.setup(
        "POST",
        "/roles",
        json!({"name": "robot", "description": "Machines", "type": "MachineToMachine"}),
        200,
    );
    let roles_path = format!("/users/{uid}/roles");
    let r = c.call(
        "POST",
        &roles_path,
        Some(json!({"roleIds": [id(&reader)]})),
        201,
    );
    assert!(r.text.is_empty() || r.body.is_array(), "{}", r.text);
    let held = c.get(&roles_path);
    assert_eq!(ids(&held.body), [id(&reader)]);
    assert_eq!(held.header("total-number"), Some("1"));
    c.fails(
        "POST",
        &roles_path,
        Some(json!({"roleIds": [id(&robot)]})),
        422,
        "user.invalid_role_type",
    );
    c.call(
        "DELETE",
        &format!("{roles_path}/{}", id(&reader)),
        None,
        204,
    );
    assert_eq!(c.get(&roles_path).body, json!([]));

    // Second factors (tests/it/mfa.rs has the rest): the answer holds the secret, shown once;
    // the event carries the user, never the secret.
    let mfa = format!("/users/{uid}/mfa-verifications");
    let (r, evs) = c.op_secret(
        &cat::USER_MFA_CREATE,
        &[("userId", &uid)],
        Some(json!({"type": "Totp"})),
        &[cat::USER_DATA_UPDATED],
    );
    let secret = r.body["secret"].as_str().expect("secret").to_string();
    assert_eq!(evs[0]["data"], c.get(&format!("/users/{uid}")).body);
    assert!(!evs[0].to_string().contains(&secret), "{}", evs[0]);
    let totp = c.get(&mfa).body[0]["id"].as_str().unwrap().to_string();
    let (_, evs) = c.op_secret(
        &cat::USER_MFA_DELETE,
        &[("userId", &uid), ("verificationId", &totp)],
        None,
        &[cat::USER_DATA_UPDATED],
    );
    assert_eq!(evs[0]["data"], c.get(&format!("/users/{uid}")).body);

    // Personal access tokens: the value shown once.
    let pats = format!("/users/{uid}/personal-access-tokens");
    let pat = c.call("POST", &pats, Some(json!({"name": "ci"})), 201).body;
    assert_eq!(pat["name"], "ci");
    let value = pat["value"].as_str().expect("value").to_string();
    assert!(value.len() > 20, "{pat}");
    let listed = c.get(&pats);
    assert_eq!(listed.body.as_array().unwrap().len(), 1, "{}", listed.text);
    assert_eq!(listed.body[0]["name"], "ci");
    assert!(listed.body[0].get("value").is_none(), "{}", listed.text);
    assert!(!listed.text.contains(&value));

    // 204 without a body, yet User.Deleted carries the deleted user as `data` (as the
    // service's does, and as the CLI's event does: tests/users.rs).
    let last = c.get(&format!("/users/{uid}")).body;
    let (r, _) = c.op(
        &cat::USER_DELETE,
        &[("userId", &uid)],
        None,
        &[cat::USER_DELETED],
        &[("data", last)],
    );
    assert!(r.body.is_null());
    c.fails(
        "GET",
        &format!("/users/{uid}"),
        None,
        404,
        "entity.not_exists_with_id",
    );
    c.assert_covered(USER_OPS);
}

// Refused over the Management API (`/api`) and by the CLI: the reference's status or exit code,
// error code and message, and the store unchanged.

/// The checks of a user's fields that the operations make (the CLI's too) name the field by
/// its key in the API's JSON, as the service's `details` do.
#[test]
fn bad_user_fields_name_their_key_and_change_nothing() {
    let env = Env::new();
    env.ok(&["user", "create", "--username", "alice"]);
    let api = Api::start(&env);
    let user = env.json(&["user", "get", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let long = "n".repeat(2049);
    let cases: Vec<(&str, String, Value, &str)> = vec![
        (
            "POST",
            "/users".into(),
            json!({"primaryEmail": "not-an-email"}),
            "primaryEmail: invalid email",
        ),
        (
            "POST",
            "/users".into(),
            json!({"username": "bob", "primaryPhone": "+1 555"}),
            "primaryPhone: invalid phone",
        ),
        (
            "POST",
            "/users".into(),
            json!({"username": "1bob"}),
            "username: invalid username",
        ),
        (
            "POST",
            "/users".into(),
            json!({"username": "bob", "name": long}),
            "name: name is 2049 characters long",
        ),
        (
            "POST",
            "/users".into(),
            json!({"username": "bob", "profile": {"shoeSize": 9}}),
            "profile: unknown profile field shoeSize",
        ),
        (
            "POST",
            "/users".into(),
            json!({"username": "bob", "customData": [1]}),
            "customData: custom data must be a JSON object",
        ),
        (
            "PATCH",
            format!("/users/{user}"),
            json!({"primaryEmail": "alice-at-example"}),
            "primaryEmail: invalid email",
        ),
        (
            "PATCH",
            format!("/users/{user}"),
            json!({"avatar": long}),
            "avatar: avatar is 2049 characters long",
        ),
        (
            "PATCH",
            format!("/users/{user}/profile"),
            json!({"profile": {"shoeSize": 9}}),
            "profile: unknown profile field shoeSize",
        ),
        (
            "PATCH",
            format!("/users/{user}/custom-data"),
            json!({"customData": "x"}),
            "customData: custom data must be a JSON object",
        ),
    ];
    for (method, path, body, needle) in cases {
        refused(
            &env,
            &format!("{method} {path} {body}"),
            400,
            "guard.invalid_input",
            needle,
            || api.call(method, &path, Some(&body)),
        );
    }
    healthy(&api);
}
