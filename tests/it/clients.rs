//! Applications: `idctl client` and the Management API's `/applications`: secrets shown once
//! and stored hashed, types, redirect URIs, roles.
use crate::common::api::client_credentials;
use crate::common::management::*;
use crate::common::{Env, segment};
use serde_json::json;
use std::collections::BTreeSet;

#[test]
fn a_client_secret_is_shown_once_and_stored_only_as_a_hash() {
    let env = Env::new();
    let c = env.json(&["client", "create", "--name", "svc"]);
    let secret = c["secret"].as_str().unwrap();
    assert_eq!(secret.len(), 32);
    assert!(secret.chars().all(|ch| ch.is_ascii_alphanumeric()));
    assert_eq!(c["type"], "MachineToMachine");
    let id = c["id"].as_str().unwrap();
    // No other command prints it, and the store does not hold it.
    for args in [
        vec!["client", "get", id],
        vec!["client", "list"],
        vec!["events", "list"],
    ] {
        let out = env.ok(&args);
        assert!(!out.contains(secret), "{args:?} printed the secret");
        let j = env.json(&args).to_string();
        assert!(
            !j.contains(secret) && !j.contains("secret"),
            "{args:?} printed the secret: {j}"
        );
    }
    env.assert_not_stored(secret);
    assert_eq!(
        env.sql_count(&format!(
            "SELECT count(*) FROM clients WHERE secret_hash = '{secret}'"
        )),
        0
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM clients WHERE length(secret_hash) = 64"),
        1
    );
}

#[test]
fn rotate_secret_replaces_the_hash() {
    let env = Env::new();
    let c = env.json(&["client", "create", "--name", "svc"]);
    let before = env.snapshot();
    let r = env.json(&["client", "rotate-secret", "svc"]);
    assert_ne!(r["secret"], c["secret"]);
    assert_eq!(r["id"], c["id"]);
    assert_ne!(before, env.snapshot());
    let human = env.run(&["client", "rotate-secret", "svc"]);
    assert!(human.stdout.contains("SECRET"));
    assert!(human.stderr.contains("will not be shown again"));
}

#[test]
fn roles_and_effective_permissions() {
    let env = Env::new();
    let api = env.orders_api();
    env.ok(&[
        "resource",
        "create",
        "--name",
        "B",
        "--indicator",
        "https://b.example.com",
    ]);
    env.ok(&["scope", "create", "-r", "https://b.example.com", "read:b"]);
    env.ok(&[
        "role",
        "create",
        "reader",
        "--type",
        "m2m",
        "-r",
        api,
        "-s",
        "read:orders",
    ]);
    env.ok(&[
        "role",
        "create",
        "writer",
        "--type",
        "m2m",
        "-r",
        api,
        "-s",
        "read:orders write:orders",
    ]);
    env.ok(&[
        "role",
        "create",
        "b",
        "--type",
        "m2m",
        "-r",
        "https://b.example.com",
        "-s",
        "read:b",
    ]);
    env.ok(&["client", "create", "--name", "svc", "--role", "reader"]);
    let roles = env.json(&["client", "assign", "svc", "writer", "b"]);
    assert_eq!(roles.as_array().unwrap().len(), 3);
    let all = env.json(&["client", "scopes", "svc"]);
    let names: Vec<&str> = all
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["read:orders", "write:orders", "read:b"]);
    let only = env.json(&["client", "scopes", "svc", "-r", api]);
    assert_eq!(only.as_array().unwrap().len(), 2);
    env.ok(&["client", "unassign", "svc", "writer"]);
    let names: Vec<String> = env
        .json(&["client", "roles", "svc"])
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["b", "reader"]);
}

#[test]
fn rename_and_delete() {
    let env = Env::new();
    let c = env.json(&["client", "create", "--name", "svc"]);
    let id = c["id"].as_str().unwrap();
    assert_eq!(
        env.json(&["client", "update", id, "--name", "billing"])["name"],
        "billing"
    );
    assert_eq!(env.json(&["client", "get", "billing"])["id"], id);
    env.ok(&["--yes", "client", "delete", "billing"]);
    assert_eq!(env.json(&["client", "list"]), serde_json::json!([]));
}

#[test]
fn bad_client_input_is_refused_without_change() {
    let env = Env::new();
    env.ok(&["role", "create", "human"]);
    env.ok(&["role", "create", "robot", "--type", "m2m"]);
    env.ok(&["client", "create", "--name", "svc", "--role", "robot"]);
    let r = env.fails(5, &["-o", "json", "client", "assign", "svc", "human"]);
    assert_eq!(r.err_json()["code"], "application.invalid_role_type");
    assert!(
        r.stderr
            .contains("only MachineToMachine roles can be assigned to clients")
    );
    env.fails(
        5,
        &["client", "create", "--name", "svc2", "--role", "human"],
    );
    env.fails(4, &["client", "create", "--name", "svc"]);
    // Assigning a held role, or unassigning one not held, changes nothing and says so.
    env.unchanged(
        &["client", "assign", "svc", "robot"],
        "client svc already has role robot (nothing to do)",
    );
    let r = env.fails(3, &["client", "get", "ghost"]);
    assert!(r.stderr.contains("client ghost does not exist"));
    env.fails(3, &["client", "assign", "svc", "ghost-role"]);
    env.unchanged(
        &["client", "unassign", "svc", "human"],
        "client svc does not have role human (nothing to do)",
    );
    env.refuses(&[
        (
            &["client", "unassign", "svc", "ghost-role"],
            3,
            &["role ghost-role does not exist"],
        ),
        (&["client", "rotate-secret", "ghost"], 3, &[]),
        (
            &["client", "scopes", "svc", "-r", "https://none.example.com"],
            3,
            &[],
        ),
        (&["client", "delete", "svc"], 2, &[]),
    ]);
}

/// `-o json client ARGS`, refused with exit `code` and the store unchanged; returns the
/// error object.
fn refused(env: &Env, code: i32, args: &[&str]) -> serde_json::Value {
    let mut a = vec!["-o", "json", "client"];
    a.extend_from_slice(args);
    env.fails(code, &a).err_json()
}

#[test]
fn app_clients_have_a_type_and_redirect_uris() {
    let env = Env::new();
    // A single-page app is public: no secret printed, and it says so.
    let r = env.run(&[
        "client",
        "create",
        "web",
        "--type",
        "spa",
        "--redirect-uri",
        "https://app.example.com/callback",
        "--redirect-uri",
        "http://localhost:3000/callback",
        "--post-logout-redirect-uri",
        "https://app.example.com/",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("SPA"), "{}", r.stdout);
    assert!(r.stdout.contains("(none: a public client)"), "{}", r.stdout);
    assert!(
        r.stderr
            .contains("client web is a public SPA client: it has no secret"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("Save the secret"), "{}", r.stderr);
    let web = env.json(&["client", "get", "web"]);
    assert_eq!(web["type"], "SPA");
    assert_eq!(
        web["oidcClientMetadata"],
        json!({
            "redirectUris": ["https://app.example.com/callback", "http://localhost:3000/callback"],
            "postLogoutRedirectUris": ["https://app.example.com/"],
        })
    );
    assert!(web.get("secret").is_none(), "{web}");
    assert_eq!(
        env.sql_count("SELECT count(*) FROM clients WHERE name = 'web' AND secret_hash = ''"),
        1
    );

    // A native app may use a custom scheme, and http on loopback; it has no secret either.
    let app = env.json(&[
        "client",
        "create",
        "mobile",
        "--type",
        "native",
        "--redirect-uri",
        "io.logto://callback",
        "--redirect-uri",
        "http://127.0.0.1:8080/cb",
        "--redirect-uri",
        "https://app.example.com/native",
    ]);
    assert_eq!(app["type"], "Native");
    assert!(app.get("secret").is_none(), "{app}");
    assert_eq!(
        app["oidcClientMetadata"]["redirectUris"][0],
        "io.logto://callback"
    );

    // A traditional web app has a secret, shown once and stored hashed.
    let portal = env.json(&[
        "client",
        "create",
        "portal",
        "--type",
        "traditional",
        "--redirect-uri",
        "https://portal.example.com/cb",
    ]);
    assert_eq!(portal["type"], "Traditional");
    let secret = portal["secret"].as_str().unwrap();
    assert_eq!(secret.len(), 32);
    assert_eq!(
        env.sql_count(
            "SELECT count(*) FROM clients WHERE name = 'portal' AND length(secret_hash) = 64"
        ),
        1
    );
    assert!(
        !env.json(&["client", "get", "portal"])
            .to_string()
            .contains(secret)
    );

    // Machine-to-machine clients stay the default, with no redirect URIs.
    let svc = env.json(&["client", "create", "svc"]);
    assert_eq!(svc["type"], "MachineToMachine");
    assert_eq!(
        svc["oidcClientMetadata"],
        json!({"redirectUris": [], "postLogoutRedirectUris": []})
    );

    // The list shows types and URIs.
    let list = env.ok(&["client", "list"]);
    for text in [
        "TYPE",
        "REDIRECT URIS",
        "Native",
        "io.logto://callback",
        "Traditional",
    ] {
        assert!(list.contains(text), "{text}: {list}");
    }
    let all = env.json(&["client", "list"]);
    assert_eq!(all.as_array().unwrap().len(), 4);

    // Update replaces a list given and leaves the others; --no-... clears one.
    let u = env.json(&[
        "client",
        "update",
        "web",
        "--redirect-uri",
        "https://new.example.com/cb",
    ]);
    assert_eq!(
        u["oidcClientMetadata"],
        json!({
            "redirectUris": ["https://new.example.com/cb"],
            "postLogoutRedirectUris": ["https://app.example.com/"],
        })
    );
    let u = env.json(&["client", "update", "web", "--no-post-logout-redirect-uris"]);
    assert_eq!(u["oidcClientMetadata"]["postLogoutRedirectUris"], json!([]));
    // Renaming keeps the URIs.
    let u = env.json(&["client", "update", "web", "--name", "webapp"]);
    assert_eq!(u["name"], "webapp");
    assert_eq!(
        u["oidcClientMetadata"]["redirectUris"],
        json!(["https://new.example.com/cb"])
    );
    assert_eq!(env.json(&["client", "get", "webapp"]), u);
    let u = env.json(&["client", "update", "webapp", "--no-redirect-uris"]);
    assert_eq!(u["oidcClientMetadata"]["redirectUris"], json!([]));
}

#[test]
fn bad_redirect_uris_are_refused_naming_the_uri_and_change_nothing() {
    let env = Env::new();
    env.ok(&["client", "create", "web", "--type", "spa"]);
    env.ok(&["client", "create", "svc"]);
    let cases: &[(&str, &str, &str)] = &[
        (
            "spa",
            "/callback",
            "redirect URI /callback: not an absolute URI",
        ),
        (
            "spa",
            "callback",
            "redirect URI callback: not an absolute URI",
        ),
        (
            "spa",
            "https://app.example.com/cb#top",
            "redirect URI https://app.example.com/cb#top: must not contain a fragment",
        ),
        (
            "spa",
            "https://*.example.com/cb",
            "redirect URI https://*.example.com/cb: wildcards (*) are not allowed",
        ),
        (
            "spa",
            "io.logto://callback",
            "redirect URI io.logto://callback: a SPA client's URIs use http or https",
        ),
        (
            "traditional",
            "ftp://files.example.com/cb",
            "a Traditional client's URIs use http or https",
        ),
        (
            "native",
            "javascript:alert(1)",
            "redirect URI javascript:alert(1): the javascript: scheme is not allowed",
        ),
        (
            "native",
            "data:text/html,x",
            "the data: scheme is not allowed",
        ),
        (
            "native",
            "file:///etc/passwd",
            "the file: scheme is not allowed",
        ),
        (
            "native",
            "http://app.example.com/cb",
            "a native client uses http only on loopback",
        ),
        (
            "native",
            "https://localhost/cb",
            "a native client uses https only off loopback",
        ),
        (
            "spa",
            "https://app.example.com/a b",
            "must not contain spaces or control characters",
        ),
        ("spa", "", "a redirect URI must not be empty"),
        (
            "m2m",
            "https://app.example.com/cb",
            "a machine-to-machine client has no redirect URIs (given https://app.example.com/cb)",
        ),
    ];
    for (kind, uri, message) in cases {
        let e = refused(
            &env,
            5,
            &["create", "new", "--type", kind, "--redirect-uri", uri],
        );
        assert_eq!(e["code"], "guard.invalid_input", "{kind} {uri}: {e}");
        assert!(
            e["message"].as_str().unwrap().contains(message),
            "{kind} {uri}: {e}"
        );
        let e = refused(
            &env,
            5,
            &[
                "create",
                "new",
                "--type",
                kind,
                "--post-logout-redirect-uri",
                uri,
            ],
        );
        assert!(
            e["message"]
                .as_str()
                .unwrap()
                .contains(&message.replace("redirect URI", "post-logout redirect URI")),
            "{kind} {uri}: {e}"
        );
    }
    // The same rules on update, for the client's own type.
    let e = refused(
        &env,
        5,
        &["update", "web", "--redirect-uri", "io.logto://callback"],
    );
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("a SPA client's URIs use http or https")
    );
    let e = refused(
        &env,
        5,
        &[
            "update",
            "svc",
            "--redirect-uri",
            "https://app.example.com/cb",
        ],
    );
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("a machine-to-machine client has no redirect URIs")
    );
    // A URI listed twice, a URI too long, too many URIs.
    let e = refused(
        &env,
        5,
        &[
            "update",
            "web",
            "--redirect-uri",
            "https://a.example.com/",
            "--redirect-uri",
            "https://a.example.com/",
        ],
    );
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("https://a.example.com/ is listed twice")
    );
    let long = format!("https://a.example.com/{}", "x".repeat(2049 - 22));
    assert_eq!(long.len(), 2049);
    let e = refused(&env, 5, &["update", "web", "--redirect-uri", &long]);
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("at most 2048 bytes"),
        "{e}"
    );
    env.ok(&["client", "update", "web", "--redirect-uri", &long[..2048]]);
    let many: Vec<String> = (0..=100)
        .map(|i| format!("https://a.example.com/{i}"))
        .collect();
    let mut args = vec!["update", "web"];
    for u in &many {
        args.extend(["--redirect-uri", u.as_str()]);
    }
    let e = refused(&env, 5, &args);
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("at most 100 redirect URIs, not 101"),
        "{e}"
    );
    args.truncate(args.len() - 2);
    env.ok(&["client"].iter().chain(&args).copied().collect::<Vec<_>>());
    // Nothing to update is a usage error; flags that contradict each other too.
    refused(&env, 2, &["update", "web"]);
    env.fails(
        2,
        &[
            "client",
            "update",
            "web",
            "--redirect-uri",
            "https://a.example.com/",
            "--no-redirect-uris",
        ],
    );
    env.fails(2, &["client", "create", "x", "--type", "saml"]);
}

#[test]
fn public_clients_have_no_secret_to_rotate_and_only_m2m_clients_have_roles() {
    let env = Env::new();
    env.ok(&["role", "create", "robot", "--type", "m2m"]);
    env.ok(&["client", "create", "web", "--type", "spa"]);
    env.ok(&["client", "create", "mobile", "--type", "native"]);
    env.ok(&["client", "create", "portal", "--type", "traditional"]);
    for name in ["web", "mobile"] {
        let e = refused(&env, 5, &["rotate-secret", name]);
        assert_eq!(e["code"], "application.invalid_type");
        assert!(
            e["message"]
                .as_str()
                .unwrap()
                .contains("has no secret to rotate"),
            "{e}"
        );
    }
    // A traditional app's secret rotates like a machine client's.
    let r = env.json(&["client", "rotate-secret", "portal"]);
    assert_eq!(r["secret"].as_str().unwrap().len(), 32);
    for name in ["web", "portal"] {
        let e = refused(&env, 5, &["assign", name, "robot"]);
        assert_eq!(e["code"], "application.invalid_type");
        assert!(
            e["message"]
                .as_str()
                .unwrap()
                .contains("only MachineToMachine clients have roles"),
            "{e}"
        );
        refused(&env, 5, &["roles", name]);
    }
    let e = refused(
        &env,
        5,
        &["create", "spa2", "--type", "spa", "--role", "robot"],
    );
    assert_eq!(e["code"], "application.invalid_type");
}

#[test]
fn clients_of_a_schema_9_store_become_machine_to_machine_clients() {
    let env = Env::sqlite();
    let c = env.json(&["client", "create", "svc"]);
    // Back to schema 9: no type, no redirect URIs.
    {
        let conn = rusqlite::Connection::open(env.store.path()).unwrap();
        // Without what later schemas added to the tables it keeps: the organization tables
        // of schema 21, the ID-token key, the keys' numbers, their marks of having signed.
        conn.execute_batch(&format!(
            "{} DROP INDEX signing_keys_by_seq;
             ALTER TABLE signing_keys DROP COLUMN seq;
             ALTER TABLE signing_keys DROP COLUMN signed;
             DROP INDEX signing_keys_single_id_token;
             DELETE FROM signing_keys WHERE id_token = 1;
             ALTER TABLE signing_keys DROP COLUMN id_token;",
            crate::common::UNDO_SCHEMA_21
        ))
        .unwrap();
        for col in [
            "type",
            "redirect_uris",
            "post_logout_redirect_uris",
            "id_token_signed_response_alg",
        ] {
            conn.execute_batch(&format!("ALTER TABLE clients DROP COLUMN {col}"))
                .unwrap();
        }
        // And without the sign-in tables of the schemas after it (schema 15 dropped the
        // table of waiting sign-ins again).
        for table in [
            "mailbox",
            "oidc_tokens",
            "authorization_codes",
            "oidc_grants",
            "sessions",
        ] {
            conn.execute_batch(&format!("DROP TABLE {table}")).unwrap();
        }
        // With the command line's own grant tables, which schema 18 folded into the above.
        conn.execute_batch(
            "CREATE TABLE grants (
                 id          TEXT PRIMARY KEY,
                 user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                 client_id   TEXT NOT NULL,
                 resource_id TEXT NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
                 scopes      TEXT NOT NULL,
                 created_at  INTEGER NOT NULL
             );
             CREATE INDEX grants_by_user ON grants (user_id);
             CREATE TABLE refresh_tokens (
                 token_hash TEXT PRIMARY KEY,
                 grant_id   TEXT NOT NULL REFERENCES grants (id) ON DELETE CASCADE,
                 user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                 expires_at INTEGER NOT NULL,
                 revoked    INTEGER NOT NULL DEFAULT 0 CHECK (revoked IN (0, 1)),
                 created_at INTEGER NOT NULL
             ) WITHOUT ROWID;
             CREATE INDEX refresh_tokens_by_user ON refresh_tokens (user_id);",
        )
        .unwrap();
        // And without who did what in the event log.
        for col in [
            "audit",
            "actor_type",
            "actor_id",
            "actor_name",
            "app_id",
            "app_name",
            "ip",
        ] {
            conn.execute_batch(&format!("ALTER TABLE events DROP COLUMN {col}"))
                .unwrap();
        }
        conn.pragma_update(None, "user_version", 9).unwrap();
    }
    let got = env.json(&["client", "get", "svc"]);
    assert_eq!(got["type"], "MachineToMachine");
    assert_eq!(
        got["oidcClientMetadata"],
        json!({"redirectUris": [], "postLogoutRedirectUris": []})
    );
    // Its secret still works.
    let r = env.run(&[
        "client",
        "rotate-secret",
        c["id"].as_str().unwrap(),
        "--secret-only",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // The store has got its RSA key for ID tokens, beside the signing key it had.
    let keys = env.json(&["keys", "list"]);
    let keys = keys.as_array().unwrap();
    assert_eq!(keys.len(), 2);
    assert!(
        keys.iter()
            .any(|k| k["signing"] == true && k["alg"] == "ES384")
    );
    assert!(
        keys.iter()
            .any(|k| k["idTokens"] == true && k["alg"] == "RS256")
    );
}

#[test]
fn an_app_chooses_the_algorithm_of_its_id_tokens() {
    let env = Env::new();
    let cb = "https://app.example.com/cb";
    let web = env.json(&[
        "client",
        "create",
        "web",
        "--type",
        "spa",
        "--redirect-uri",
        cb,
        "--id-token-signed-response-alg",
        "RS256",
    ]);
    assert_eq!(
        web["oidcClientMetadata"],
        json!({"redirectUris": [cb], "postLogoutRedirectUris": [], "idTokenSignedResponseAlg": "RS256"})
    );
    assert_eq!(env.json(&["client", "get", "web"]), {
        let mut w = web.clone();
        w.as_object_mut().unwrap().remove("secret");
        w
    });
    let list = env.ok(&["client", "list"]);
    assert!(
        list.contains("ID TOKEN ALG") && list.contains("RS256"),
        "{list}"
    );
    // update changes it and leaves the rest.
    let u = env.json(&[
        "client",
        "update",
        "web",
        "--id-token-signed-response-alg",
        "ES384",
    ]);
    assert_eq!(
        u["oidcClientMetadata"],
        json!({"redirectUris": [cb], "postLogoutRedirectUris": [], "idTokenSignedResponseAlg": "ES384"})
    );
    // Without a choice the field is absent (the signing key's algorithm).
    let plain = env.json(&["client", "create", "plain", "--type", "traditional"]);
    assert!(
        plain["oidcClientMetadata"]
            .get("idTokenSignedResponseAlg")
            .is_none()
    );

    // Other algorithms are not offered (a usage error), and machine clients get no ID
    // tokens (invalid input); nothing changes.
    for alg in ["HS256", "ES256", "rs256", ""] {
        let r = env.fails(
            2,
            &[
                "client",
                "update",
                "web",
                "--id-token-signed-response-alg",
                alg,
            ],
        );
        assert!(
            r.stderr.contains("--id-token-signed-response-alg"),
            "{}",
            r.stderr
        );
    }
    env.ok(&["client", "create", "svc"]);
    let e = env.fails(
        5,
        &[
            "-o",
            "json",
            "client",
            "update",
            "svc",
            "--id-token-signed-response-alg",
            "RS256",
        ],
    );
    assert_eq!(e.err_json()["code"], "guard.invalid_input");
    assert!(
        e.err_json()["message"]
            .as_str()
            .unwrap()
            .contains("a machine-to-machine client gets no ID tokens"),
        "{}",
        e.stderr
    );
    env.fails(
        5,
        &[
            "client",
            "create",
            "svc2",
            "--id-token-signed-response-alg",
            "RS256",
        ],
    );
}

// Over the Management API (`/api`): every route of the catalogue with its status, body and
// event (`common::management::Ctx` checks them against `idctl::events::catalogue`).

#[test]
fn applications_and_their_roles_over_http() {
    let mut c = Ctx::start();
    let r = c.call(
        "POST",
        "/applications",
        Some(json!({"name": "svc", "type": "MachineToMachine", "description": "A service"})),
        200,
    );
    let app = r.body;
    let aid = id(&app);
    let secret = app["secret"]
        .as_str()
        .expect("secret shown once")
        .to_string();
    assert!(secret.len() >= 20, "{app}");
    assert_eq!(app["type"], "MachineToMachine");
    let got = c.get(&format!("/applications/{aid}"));
    assert!(got.body.get("secret").is_none(), "{}", got.text);
    assert!(!got.text.contains(&secret));
    assert_eq!(got.body["name"], "svc");
    let all = c.get("/applications");
    assert!(!all.text.contains(&secret), "{}", all.text);
    // svc, and the test's own `mgmt` client.
    assert_eq!(all.header("total-number"), Some("2"));
    assert!(ids(&all.body).contains(&aid));
    // Apps users sign in to: native and single-page apps are public (no secret), a
    // traditional web app has one; redirect URIs live in oidcClientMetadata.
    let spa = c
        .call(
            "POST",
            "/applications",
            Some(json!({
                "name": "spa",
                "type": "SPA",
                "oidcClientMetadata": {
                    "redirectUris": ["https://app.example.com/callback"],
                    "postLogoutRedirectUris": ["https://app.example.com/"],
                },
            })),
            200,
        )
        .body;
    assert_eq!(spa["type"], "SPA");
    assert!(spa.get("secret").is_none(), "{spa}");
    assert_eq!(
        spa["oidcClientMetadata"],
        json!({
            "redirectUris": ["https://app.example.com/callback"],
            "postLogoutRedirectUris": ["https://app.example.com/"],
        })
    );
    let native = c
        .call(
            "POST",
            "/applications",
            Some(json!({
                "name": "mobile",
                "type": "Native",
                "oidcClientMetadata": {"redirectUris": ["io.logto://callback"]},
            })),
            200,
        )
        .body;
    assert!(native.get("secret").is_none(), "{native}");
    assert_eq!(
        native["oidcClientMetadata"],
        json!({"redirectUris": ["io.logto://callback"], "postLogoutRedirectUris": []})
    );
    let web = c
        .call(
            "POST",
            "/applications",
            Some(json!({"name": "portal", "type": "Traditional"})),
            200,
        )
        .body;
    assert_eq!(web["secret"].as_str().map(str::len), Some(32), "{web}");
    let spa_path = format!("/applications/{}", id(&spa));
    assert_eq!(c.get(&spa_path).body, spa);
    // PATCH replaces the lists it names and keeps the others.
    let r = c.call(
        "PATCH",
        &spa_path,
        Some(json!({"oidcClientMetadata": {"redirectUris": ["https://new.example.com/cb"]}})),
        200,
    );
    assert_eq!(
        r.body["oidcClientMetadata"],
        json!({
            "redirectUris": ["https://new.example.com/cb"],
            "postLogoutRedirectUris": ["https://app.example.com/"],
        })
    );
    assert_eq!(r.body["name"], "spa");
    assert_eq!(c.get(&spa_path).body, r.body);
    // Bad input: 400 with the URI named, and nothing changed.
    let refusals = [
        (
            "POST",
            "/applications".to_string(),
            json!({"name": "x", "type": "SPA", "oidcClientMetadata": {"redirectUris": ["io.logto://cb"]}}),
            400,
            "guard.invalid_input",
            "redirect URI io.logto://cb: a SPA client's URIs use http or https",
        ),
        (
            "POST",
            "/applications".to_string(),
            json!({"name": "x", "type": "Native", "oidcClientMetadata": {"redirectUris": ["javascript:alert(1)"]}}),
            400,
            "guard.invalid_input",
            "the javascript: scheme is not allowed",
        ),
        (
            "POST",
            "/applications".to_string(),
            json!({"name": "x", "type": "MachineToMachine", "oidcClientMetadata": {"redirectUris": ["https://a.example.com/"]}}),
            400,
            "guard.invalid_input",
            "a machine-to-machine client has no redirect URIs",
        ),
        (
            "POST",
            "/applications".to_string(),
            json!({"name": "x", "type": "Protected"}),
            400,
            "guard.invalid_input",
            "type: Protected is not supported",
        ),
        (
            "PATCH",
            spa_path.clone(),
            json!({"oidcClientMetadata": {"postLogoutRedirectUris": ["https://app.example.com/#x"]}}),
            400,
            "guard.invalid_input",
            "post-logout redirect URI https://app.example.com/#x: must not contain a fragment",
        ),
        (
            "PATCH",
            spa_path.clone(),
            json!({"oidcClientMetadata": {"redirectUris": ["relative/cb"]}}),
            400,
            "guard.invalid_input",
            "redirect URI relative/cb: not an absolute URI",
        ),
        (
            "PATCH",
            spa_path.clone(),
            json!({"type": "Traditional"}),
            400,
            "guard.invalid_input",
            "",
        ),
        (
            "POST",
            format!("{spa_path}/roles"),
            json!({"roleIds": ["management-api-access"]}),
            422,
            "application.invalid_type",
            "only MachineToMachine clients have roles",
        ),
        (
            "PATCH",
            spa_path.clone(),
            json!({"oidcClientMetadata": {"idTokenSignedResponseAlg": "HS256"}}),
            400,
            "guard.invalid_input",
            "oidcClientMetadata.idTokenSignedResponseAlg: HS256 is not supported; use RS256 or ES384",
        ),
        (
            "PATCH",
            spa_path.clone(),
            json!({"oidcClientMetadata": {"idTokenSignedResponseAlg": 256}}),
            400,
            "guard.invalid_input",
            "",
        ),
        (
            "POST",
            "/applications".to_string(),
            json!({"name": "x", "type": "MachineToMachine", "oidcClientMetadata": {"idTokenSignedResponseAlg": "RS256"}}),
            400,
            "guard.invalid_input",
            "a machine-to-machine client gets no ID tokens",
        ),
    ];
    for (method, path, body, status, code, message) in refusals {
        let before = c.env.snapshot();
        let r = c.call(method, &path, Some(body.clone()), status);
        assert_eq!(r.code(), code, "{method} {path} {body}: {}", r.text);
        assert!(
            r.body["message"].as_str().unwrap_or("").contains(message),
            "{method} {path} {body}: {}",
            r.text
        );
        assert_eq!(
            before,
            c.env.snapshot(),
            "{method} {path} {body} changed the store"
        );
    }
    c.fails(
        "GET",
        &format!("{spa_path}/roles"),
        None,
        422,
        "application.invalid_type",
    );
    // An app chooses its ID token algorithm (the standard id_token_signed_response_alg, in
    // oidcClientMetadata); PATCH keeps the lists it does not name.
    let r = c.call(
        "PATCH",
        &spa_path,
        Some(json!({"oidcClientMetadata": {"idTokenSignedResponseAlg": "RS256"}})),
        200,
    );
    assert_eq!(
        r.body["oidcClientMetadata"],
        json!({
            "redirectUris": ["https://new.example.com/cb"],
            "postLogoutRedirectUris": ["https://app.example.com/"],
            "idTokenSignedResponseAlg": "RS256",
        })
    );
    assert_eq!(c.get(&spa_path).body, r.body);
    let created = c.call(
        "POST",
        "/applications",
        Some(json!({"name": "es", "type": "Traditional",
                    "oidcClientMetadata": {"idTokenSignedResponseAlg": "ES384"}})),
        200,
    );
    assert_eq!(
        created.body["oidcClientMetadata"]["idTokenSignedResponseAlg"],
        "ES384"
    );
    c.call(
        "DELETE",
        &format!("/applications/{}", id(&created.body)),
        None,
        204,
    );
    for app in [&spa, &native, &web] {
        c.call("DELETE", &format!("/applications/{}", id(app)), None, 204);
    }

    let r = c.call(
        "PATCH",
        &format!("/applications/{aid}"),
        Some(json!({"name": "svc2"})),
        200,
    );
    assert_eq!(r.body["name"], "svc2");
    assert!(r.body.get("secret").is_none());

    let robot = c.setup(
        "POST",
        "/roles",
        json!({"name": "robot", "description": "Machines", "type": "MachineToMachine"}),
        200,
    );
    let person = c.setup(
        "POST",
        "/roles",
        json!({"name": "person", "description": "People"}),
        200,
    );
    let roles_path = format!("/applications/{aid}/roles");
    c.call(
        "POST",
        &roles_path,
        Some(json!({"roleIds": [id(&robot)]})),
        201,
    );
    assert_eq!(ids(&c.get(&roles_path).body), [id(&robot)]);
    c.fails(
        "POST",
        &roles_path,
        Some(json!({"roleIds": [id(&person)]})),
        422,
        "application.invalid_role_type",
    );
    c.call("DELETE", &format!("{roles_path}/{}", id(&robot)), None, 204);
    assert_eq!(c.get(&roles_path).body, json!([]));

    c.call("DELETE", &format!("/applications/{aid}"), None, 204);
    c.fails(
        "GET",
        &format!("/applications/{aid}"),
        None,
        404,
        "entity.not_exists_with_id",
    );
}

/// The reference's provisioning recipe, with the Management API token only: an API with
/// permissions, an m2m role holding them, an m2m app with that role, and its token.
#[test]
fn provisioning_recipe_mints_a_token_for_the_new_app() {
    let mut c = Ctx::start();
    let indicator = "https://billing.example.com";
    let res = c.setup(
        "POST",
        "/resources",
        json!({"name": "Billing", "indicator": indicator}),
        201,
    );
    let scope_ids: Vec<String> = ["read:invoices", "write:invoices"]
        .iter()
        .map(|s| {
            id(&c.setup(
                "POST",
                &format!("/resources/{}/scopes", id(&res)),
                json!({"name": s}),
                201,
            ))
        })
        .collect();
    let role = c.setup(
        "POST",
        "/roles",
        json!({
            "name": "billing-m2m",
            "description": "Billing machines",
            "type": "MachineToMachine",
            "scopeIds": scope_ids,
        }),
        200,
    );
    assert_eq!(role["type"], "MachineToMachine");
    let app = c.setup(
        "POST",
        "/applications",
        json!({"name": "billing-svc", "type": "MachineToMachine"}),
        200,
    );
    let (aid, secret) = (id(&app), app["secret"].as_str().unwrap().to_string());
    c.call(
        "POST",
        &format!("/applications/{aid}/roles"),
        Some(json!({"roleIds": [id(&role)]})),
        201,
    );

    let token = client_credentials(
        &c.api.server,
        &aid,
        &secret,
        indicator,
        "read:invoices write:invoices",
    );
    let claims = segment(&token, 1);
    assert_eq!(claims["aud"], indicator, "{claims}");
    assert_eq!(claims["client_id"], aid.as_str(), "{claims}");
    let scopes: BTreeSet<&str> = claims["scope"]
        .as_str()
        .expect("scope claim")
        .split(' ')
        .collect();
    assert_eq!(scopes, BTreeSet::from(["read:invoices", "write:invoices"]));
    let narrow = client_credentials(&c.api.server, &aid, &secret, indicator, "read:invoices");
    assert_eq!(segment(&narrow, 1)["scope"], "read:invoices");
    // The new app's token is for Billing, not for the Management API.
    let r = c.api.call_as(Some(&token), "GET", "/roles", None);
    assert_eq!(r.status, 401, "{}", r.text);
}
