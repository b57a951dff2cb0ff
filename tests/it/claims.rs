//! Custom token claims: `getCustomJwtClaims` scripts (the reference's own examples, unchanged)
//! for machine tokens over HTTP and user tokens from the CLI and the server's refresh grant;
//! the sandbox's limits; `idctl claims`; the Management API's `/api/configs/jwt-customizer`.
use crate::common::api::{Api, client_credentials, http};
use crate::common::oidc::{json as json_of, post_form, verify};
use crate::common::server::Server;
use crate::common::{Env, m2m_client, segment};
use oauth2::basic::BasicClient;
use oauth2::{ClientId, RefreshToken, TokenResponse, TokenUrl};
use serde_json::{Value, json};
use std::path::PathBuf;

const API: &str = "https://api.example.com";

fn fixture(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/claims")
        .join(name)
        .display()
        .to_string()
}

fn fixture_text(name: &str) -> String {
    std::fs::read_to_string(fixture(name)).expect("fixture")
}

/// Writes a script into the test's own folder and returns its path.
fn script(env: &Env, name: &str, text: &[u8]) -> String {
    let p = env.dir.path().join(name);
    std::fs::write(&p, text).expect("write script");
    p.display().to_string()
}

/// The built-in claims of an access token: what a script may never change.
const BUILT_IN: &[&str] = &[
    "jti",
    "sub",
    "iat",
    "exp",
    "scope",
    "client_id",
    "iss",
    "aud",
];

fn added(claims: &Value) -> serde_json::Map<String, Value> {
    claims
        .as_object()
        .unwrap()
        .iter()
        .filter(|(k, _)| !BUILT_IN.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect()
}

/// A store with alice: a role on the orders API, custom data, an organization and its role.
fn store_with_alice() -> Env {
    let env = Env::new();
    env.orders_api();
    env.ok(&[
        "role",
        "create",
        "editor",
        "-r",
        API,
        "-s",
        "read:orders write:orders",
    ]);
    env.ok(&[
        "user",
        "create",
        "--username",
        "alice",
        "--email",
        "alice@example.com",
        "--custom-data",
        r#"{"plan":"pro"}"#,
        "--role",
        "editor",
    ]);
    env.ok(&["org", "create", "--name", "Acme"]);
    env.ok(&["org", "role", "create", "viewer"]);
    env.ok(&["org", "members", "add", "Acme", "alice"]);
    env.ok(&[
        "org", "members", "roles", "Acme", "alice", "--assign", "viewer",
    ]);
    env
}

fn user_token(env: &Env, extra: &[&str]) -> Value {
    let mut a = vec![
        "-o",
        "json",
        "token",
        "--user",
        "alice",
        "--resource",
        API,
        "--scope",
        "read:orders write:orders",
    ];
    a.extend_from_slice(extra);
    let r = env.run(&a);
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.json()
}

#[test]
fn the_references_machine_examples_run_unchanged_over_http() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let server = Server::start(&env, &[]);
    for (file, expected) in [
        ("docs-default.js", json!({})),
        ("console-default-m2m.js", json!({})),
        ("sample-m2m.js", json!({"foo": "bar", "API_KEY": "12345"})),
    ] {
        env.ok(&[
            "claims",
            "set",
            "--for",
            "m2m",
            "--script",
            &fixture(file),
            "--env",
            "foo=bar",
            "--env",
            "API_KEY=12345",
        ]);
        // Through the oauth2 crate, verified against the server's JWKS with jsonwebtoken.
        let token = client_credentials(&server, &id, &secret, API, "read:orders");
        let claims = verify(&server, &token, API);
        assert_eq!(Value::Object(added(&claims)), expected, "{file}");
        assert_eq!(claims["sub"], id.as_str(), "{file}");
        assert_eq!(claims["scope"], "read:orders", "{file}");
    }
    // The CLI's client credentials go through the same rule; decode shows the claims.
    let t = env.ok(&[
        "token",
        "--client-id",
        &id,
        "--client-secret",
        &secret,
        "--resource",
        API,
    ]);
    let decoded = env.json(&["decode", t.trim()]);
    let payload = &decoded["payload"];
    assert_eq!(payload["foo"], "bar", "{decoded}");
    assert_eq!(payload["API_KEY"], "12345", "{decoded}");
}

#[test]
fn the_references_user_examples_run_unchanged_from_the_cli_and_the_refresh_grant() {
    let env = store_with_alice();
    let alice = env.json(&["user", "get", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    for file in ["docs-default.js", "console-default-user.js"] {
        env.ok(&["claims", "set", "--for", "user", "--script", &fixture(file)]);
        let t = user_token(&env, &[]);
        let claims = segment(t["access_token"].as_str().unwrap(), 1);
        assert!(added(&claims).is_empty(), "{file}: {claims}");
    }
    env.ok(&[
        "claims",
        "set",
        "--for",
        "user",
        "--script",
        &fixture("sample-user.js"),
    ]);
    let t = user_token(&env, &["--offline"]);
    let claims = segment(t["access_token"].as_str().unwrap(), 1);
    // interactionEvent and verificationType are undefined (no interaction): not claims.
    assert_eq!(
        Value::Object(added(&claims)),
        json!({"user_id": alice, "hasPassword": false})
    );
    // The server's refresh grant (a third-party OAuth client) adds them too.
    let server = Server::start(&env, &[]);
    let app = BasicClient::new(ClientId::new("idctl".into()))
        .set_token_uri(TokenUrl::new(format!("{}/token", server.issuer())).unwrap());
    let rt = t["refresh_token"].as_str().unwrap().to_string();
    let refreshed = app
        .exchange_refresh_token(&RefreshToken::new(rt))
        .add_extra_param("resource", API)
        .request(&http)
        .expect("refresh grant");
    let claims = verify(&server, refreshed.access_token().secret(), API);
    assert_eq!(claims["user_id"], alice.as_str());
    assert_eq!(claims["hasPassword"], false);
    // A personal access token's exchange mints a user token too.
    let pat = env.json(&["pat", "create", "alice", "ci"]);
    let pat = pat["value"].as_str().unwrap();
    let t = env.json(&["token", "--pat", pat, "--resource", API]);
    let claims = segment(t["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["user_id"], alice.as_str(), "{claims}");
    env.ok(&["claims", "unset", "--for", "user"]);
    let t = user_token(&env, &[]);
    assert!(added(&segment(t["access_token"].as_str().unwrap(), 1)).is_empty());
}

#[test]
fn the_context_carries_roles_organizations_custom_data_and_the_tokens_clock() {
    let env = store_with_alice();
    env.ok(&[
        "claims",
        "set",
        "--for",
        "user",
        "--script",
        &fixture("roles.js"),
        "--env",
        "TENANT=acme-eu",
    ]);
    let t = user_token(&env, &[]);
    let claims = segment(t["access_token"].as_str().unwrap(), 1);
    let alice = env.json(&["user", "get", "alice"]);
    let org = env.json(&["org", "get", "Acme"]);
    let org_id = org["id"].as_str().unwrap();
    assert_eq!(claims["roles"], json!(["editor"]));
    assert_eq!(
        claims["permissions"],
        json!([format!("{API}:read:orders"), format!("{API}:write:orders")])
    );
    assert_eq!(claims["organizations"], json!(["Acme"]));
    assert_eq!(
        claims["organizationRoles"],
        json!([format!("{org_id}:viewer")])
    );
    assert_eq!(claims["plan"], "pro");
    assert_eq!(claims["email"], "alice@example.com");
    assert_eq!(
        claims["app"], "idctl",
        "the built-in app the CLI's user tokens are for"
    );
    assert_eq!(claims["tenant"], "acme-eu");
    assert_eq!(claims["kind"], "AccessToken");
    assert_eq!(claims["accountId"], alice["id"]);
    // No clock but the token's: Date.now() is its iat.
    assert_eq!(
        claims["issuedAtMs"].as_i64().unwrap(),
        claims["iat"].as_i64().unwrap() * 1000
    );
    // Reserved claims are the service's own.
    assert_eq!(claims["sub"], alice["id"]);
    assert_eq!(claims["scope"], "read:orders write:orders");

    // `claims test` prints what the script adds, and warns about what a token ignores.
    let r = env.run(&["claims", "test", "--for", "user", "--user", "alice"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let tested: Value = serde_json::from_str(&r.stdout).expect("one JSON object");
    assert_eq!(tested["roles"], json!(["editor"]));
    assert_eq!(tested["tenant"], "acme-eu");
    assert!(
        tested.get("sub").is_none() && tested.get("scope").is_none(),
        "{tested}"
    );
    assert!(
        r.stderr.contains("returns sub, a reserved claim"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("returns scope, a reserved claim"),
        "{}",
        r.stderr
    );
    // It changes nothing.
    let before = env.snapshot();
    env.ok(&["claims", "test", "--for", "user", "--user", "alice"]);
    assert_eq!(before, env.snapshot());
}

#[test]
fn claims_test_runs_an_unsaved_script_for_a_machine_client() {
    let env = Env::new();
    let (id, _) = m2m_client(&env);
    let path = script(
        &env,
        "m2m.js",
        b"const getCustomJwtClaims = ({ context, environmentVariables }) => ({ app: context.application, region: environmentVariables.REGION });",
    );
    let r = env.run(&[
        "claims",
        "test",
        "--for",
        "m2m",
        "--client",
        "svc",
        "--script",
        &path,
        "--env",
        "REGION=eu",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(
        out,
        json!({"app": {"id": id, "name": "svc", "type": "MachineToMachine"}, "region": "eu"})
    );
    // Nothing was stored.
    env.fails(3, &["claims", "get", "--for", "m2m"]);
    env.refuses(&[
        (
            &["claims", "test", "--for", "user", "--client", "svc"],
            2,
            &["needs --user"],
        ),
        (
            &["claims", "test", "--for", "m2m", "--user", "alice"],
            2,
            &["has no user"],
        ),
        (
            &[
                "claims", "test", "--for", "m2m", "--client", "nobody", "--script", &path,
            ],
            3,
            &["client nobody does not exist"],
        ),
        (
            &["claims", "test", "--for", "m2m", "--client", "svc"],
            3,
            &["no custom claims script is set"],
        ),
    ]);
}

/// Scripts that must refuse the token, with what the description says.
fn failing_scripts(env: &Env) -> Vec<(String, &'static str)> {
    vec![
        (
            script(env, "loop.js", b"function getCustomJwtClaims() { for (;;) {} }"),
            "ran longer than its time limit of 1000 ms",
        ),
        (
            script(
                env,
                "alloc.js",
                b"const getCustomJwtClaims = async () => { const a = []; for (;;) a.push(new Array(1e5).fill(a.length)); };",
            ),
            "used more than its memory limit of 64 MiB",
        ),
        (fixture("docs-fetch.js"), "ReferenceError: fetch is not defined"),
        (
            script(env, "throw.js", b"const getCustomJwtClaims = async () => { throw new TypeError('no plan for this user'); };"),
            "TypeError: no plan for this user",
        ),
        (
            script(env, "number.js", b"const getCustomJwtClaims = () => 42;"),
            "getCustomJwtClaims must return an object",
        ),
        (
            script(env, "array.js", b"const getCustomJwtClaims = async () => ['a'];"),
            "must return an object, not an array",
        ),
        (
            script(env, "never.js", b"const getCustomJwtClaims = () => new Promise(() => {});"),
            "never settled",
        ),
        (
            fixture("sample-deny.js"),
            "access denied: You are not allowed to access this resource",
        ),
        (fixture("console-deny.js"), "access denied: Access denied"),
    ]
}

#[test]
fn a_failing_script_refuses_the_token_over_http_and_the_server_keeps_serving() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let server = Server::start(&env, &[]);
    let form = [
        ("grant_type", "client_credentials"),
        ("client_id", id.as_str()),
        ("client_secret", secret.as_str()),
        ("resource", API),
    ];
    let url = format!("{}/token", server.issuer());
    for (path, says) in failing_scripts(&env) {
        env.ok(&["claims", "set", "--for", "m2m", "--script", &path]);
        let before = env.snapshot();
        let res = post_form(&url, &form);
        assert_eq!(res.status(), 400, "{path}");
        let body = json_of(res);
        assert_eq!(body["error"], "invalid_request", "{path}: {body}");
        let d = body["error_description"].as_str().unwrap();
        assert!(
            d.starts_with("custom claims script failed: "),
            "{path}: {d}"
        );
        assert!(d.contains(says), "{path}: {d}");
        assert_eq!(
            before,
            env.snapshot(),
            "{path}: a refused token changed the store"
        );
        // The server logged the cause, and answers the next request.
        assert!(
            server.logged(says),
            "{path}: not logged: {}",
            server.stderr()
        );
        assert_eq!(server.get("/oidc/jwks").status(), 200);
    }
    env.ok(&["claims", "unset", "--for", "m2m"]);
    let res = post_form(&url, &form);
    assert_eq!(res.status(), 200);
    assert!(json_of(res)["access_token"].is_string());
}

#[test]
fn a_failing_script_exits_20_on_the_command_line() {
    let env = store_with_alice();
    let (id, secret) = m2m_client_on(&env);
    for (path, says) in failing_scripts(&env).into_iter().take(4) {
        env.ok(&["claims", "set", "--for", "user", "--script", &path]);
        env.ok(&["claims", "set", "--for", "m2m", "--script", &path]);
        let r = env.fails(20, &["token", "--user", "alice", "--resource", API]);
        assert!(
            r.stderr.contains("custom claims script failed: "),
            "{}",
            r.stderr
        );
        assert!(r.stderr.contains(says), "{}", r.stderr);
        let r = env.fails(
            20,
            &[
                "-o",
                "json",
                "token",
                "--client-id",
                &id,
                "--client-secret",
                &secret,
                "--resource",
                API,
            ],
        );
        assert_eq!(r.err_json()["code"], "jwt_customizer.general");
    }
    // `claims test` fails the same way.
    let r = env.fails(20, &["claims", "test", "--for", "user", "--user", "alice"]);
    assert!(
        r.stderr
            .contains("custom claims script failed: TypeError: no plan for this user"),
        "{}",
        r.stderr
    );
}

fn m2m_client_on(env: &Env) -> (String, String) {
    env.ok(&[
        "role",
        "create",
        "svc-m2m",
        "--type",
        "m2m",
        "-r",
        API,
        "-s",
        "read:orders",
    ]);
    let c = env.json(&["client", "create", "--name", "svc", "--role", "svc-m2m"]);
    (
        c["id"].as_str().unwrap().to_string(),
        c["secret"].as_str().unwrap().to_string(),
    )
}

#[test]
fn the_limits_are_settings() {
    let env = Env::new();
    assert_eq!(
        env.ok(&["config", "get", "claims.time-limit-ms"]).trim(),
        "1000"
    );
    assert_eq!(
        env.ok(&["config", "get", "claims.memory-limit-mb"]).trim(),
        "64"
    );
    env.ok(&["config", "set", "claims.time-limit-ms", "100"]);
    let (id, secret) = m2m_client(&env);
    let path = script(
        &env,
        "loop.js",
        b"function getCustomJwtClaims() { while (true) {} }",
    );
    env.ok(&["claims", "set", "--for", "m2m", "--script", &path]);
    let r = env.fails(
        20,
        &[
            "token",
            "--client-id",
            &id,
            "--client-secret",
            &secret,
            "--resource",
            API,
        ],
    );
    assert!(r.stderr.contains("time limit of 100 ms"), "{}", r.stderr);
    env.refuses(&[
        (
            &["config", "set", "claims.time-limit-ms", "0"],
            5,
            &["claims.time-limit-ms"],
        ),
        (
            &["config", "set", "claims.memory-limit-mb", "100000"],
            5,
            &["claims.memory-limit-mb"],
        ),
    ]);
}

#[test]
fn claims_set_refuses_bad_scripts_and_changes_nothing() {
    let env = Env::new();
    env.ok(&["init"]);
    let syntax = script(
        &env,
        "syntax.js",
        b"const getCustomJwtClaims = async () => ({;",
    );
    let none = script(&env, "none.js", b"const claims = {};");
    let binary = script(&env, "binary.js", b"const a = '\xff\xfe';");
    let empty = script(&env, "empty.js", b"  \n");
    let top_loop = script(&env, "top.js", b"for (;;) {}");
    let good = fixture("docs-default.js");
    env.refuses(&[
        (
            &["claims", "set", "--for", "user", "--script", "missing.js"],
            5,
            &["cannot read missing.js"],
        ),
        (
            &["claims", "set", "--for", "user", "--script", &binary],
            5,
            &["is not UTF-8 text"],
        ),
        (
            &["claims", "set", "--for", "user", "--script", &syntax],
            5,
            &["the script does not compile: SyntaxError"],
        ),
        (
            &["claims", "set", "--for", "m2m", "--script", &none],
            5,
            &["defines no function getCustomJwtClaims"],
        ),
        (
            &["claims", "set", "--for", "m2m", "--script", &empty],
            5,
            &["the script is empty"],
        ),
        (
            &["claims", "set", "--for", "m2m", "--script", &top_loop],
            5,
            &["time limit"],
        ),
        (
            &[
                "claims", "set", "--for", "m2m", "--script", &good, "--env", "NOVALUE",
            ],
            2,
            &["--env takes KEY=VALUE"],
        ),
        (
            &["claims", "set", "--for", "robots", "--script", &good],
            2,
            &["robots"],
        ),
        (
            &["claims", "unset", "--for", "user"],
            3,
            &["no custom claims script is set for user access tokens"],
        ),
        (
            &["claims", "get", "--for", "m2m"],
            3,
            &["no custom claims script is set"],
        ),
    ]);
}

#[test]
fn setting_a_script_is_an_audited_setting_and_unset_removes_it() {
    let env = Env::new();
    env.ok(&["init"]);
    let audits = |env: &Env| -> Vec<Value> {
        env.json(&["events", "list", "--audit", "--limit", "100000"])
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["event"] == "Setting.Updated")
            .cloned()
            .collect()
    };
    let path = fixture("sample-m2m.js");
    let set = [
        "claims",
        "set",
        "--for",
        "m2m",
        "--script",
        &path,
        "--env",
        "API_KEY=s3cret",
    ];
    // An audit entry, not a webhook event.
    assert!(env.events_of(&set).is_empty());
    let a = audits(&env);
    assert_eq!(a.len(), 1, "{a:?}");
    assert_eq!(
        a[0]["payload"]["data"]["key"], "jwt-customizer.client-credentials",
        "{}",
        a[0]
    );
    assert_eq!(
        a[0]["payload"]["data"]["value"]["environmentVariables"],
        json!(["API_KEY"])
    );
    assert!(
        !a[0].to_string().contains("s3cret"),
        "the audit holds a variable's value"
    );
    // The same script again changes nothing.
    env.ok(&set);
    assert_eq!(audits(&env).len(), 1);
    let got = env.json(&["claims", "get", "--for", "m2m"]);
    assert_eq!(got["script"], fixture_text("sample-m2m.js"));
    assert_eq!(got["environmentVariables"], json!({"API_KEY": "s3cret"}));
    let list = env.json(&["claims", "list"]);
    assert_eq!(list[0]["key"], "jwt.clientCredentials");
    env.ok(&["claims", "unset", "--for", "m2m"]);
    assert_eq!(audits(&env).len(), 2);
    assert_eq!(env.json(&["claims", "list"]), json!([]));
}

#[test]
fn the_management_api_serves_the_jwt_customizer_routes() {
    let env = Env::new();
    let api = Api::start(&env);
    let script = fixture_text("sample-m2m.js");
    assert_eq!(api.get("/configs/jwt-customizer").body, json!([]));
    assert_eq!(api.get("/configs/jwt-customizer/access-token").status, 404);
    let body = json!({"script": script, "environmentVariables": {"foo": "bar"}});
    let r = api.put("/configs/jwt-customizer/client-credentials", body.clone());
    assert_eq!(r.status, 201, "{}", r.text);
    assert_eq!(r.body, body);
    let r = api.put("/configs/jwt-customizer/client-credentials", body.clone());
    assert_eq!(r.status, 200, "{}", r.text);
    let r = api.get("/configs/jwt-customizer");
    assert_eq!(
        r.body,
        json!([{"key": "jwt.clientCredentials", "value": body}])
    );
    assert_eq!(
        api.get("/configs/jwt-customizer/client-credentials").body,
        body
    );
    // PATCH changes the fields given.
    let r = api.patch(
        "/configs/jwt-customizer/client-credentials",
        json!({"environmentVariables": {"foo": "baz"}}),
    );
    assert_eq!(r.status, 200, "{}", r.text);
    assert_eq!(r.body["script"], script.as_str());
    assert_eq!(r.body["environmentVariables"], json!({"foo": "baz"}));
    // The CLI sees what the API stored, and the next machine token carries it.
    let got = env.json(&["claims", "get", "--for", "m2m"]);
    assert_eq!(got["environmentVariables"], json!({"foo": "baz"}));
    let t = client_credentials(
        &api.server,
        &api.client_id,
        &api.secret,
        crate::common::api::MANAGEMENT_API,
        "all",
    );
    assert_eq!(segment(&t, 1)["foo"], "baz");

    // The test route runs a script on the body's token and context, storing nothing.
    let before = env.snapshot();
    let r = api.post(
        "/configs/jwt-customizer/test",
        json!({
            "tokenType": "access-token",
            "script": fixture_text("sample-user.js"),
            "token": {"jti": "f1d3", "aud": "http://localhost:3000/api/test", "scope": "read write", "clientId": "my_app", "accountId": "uid_123", "grantId": "grant_123", "gty": "authorization_code", "kind": "AccessToken"},
            "context": {"user": {"id": "123", "hasPassword": false}, "interaction": {"interactionEvent": "SignIn", "userId": "123", "verificationRecords": [{"id": "v1", "type": "Password", "identifier": {"type": "email", "value": "foo@example.com"}, "verified": true}]}},
        }),
    );
    assert_eq!(r.status, 200, "{}", r.text);
    assert_eq!(
        r.body,
        json!({"user_id": "123", "hasPassword": false, "interactionEvent": "SignIn", "verificationType": "Password"})
    );
    let r = api.post(
        "/configs/jwt-customizer/test",
        json!({"tokenType": "client-credentials", "script": fixture_text("docs-fetch.js"), "token": {}, "environmentVariables": {"API_KEY": "k"}}),
    );
    assert_eq!(r.status, 422, "{}", r.text);
    assert_eq!(r.code(), "jwt_customizer.general");
    assert!(
        r.body["message"]
            .as_str()
            .unwrap()
            .contains("fetch is not defined"),
        "{}",
        r.text
    );
    assert_eq!(before, env.snapshot(), "the test route changed the store");

    // Bad input: unknown token type path (404), a script that does not compile, unknown
    // fields, a variable that is not a string: all 400 and nothing stored.
    let r = api.put("/configs/jwt-customizer/id-token", body.clone());
    assert_eq!(r.status, 404, "{}", r.text);
    assert_eq!(api.get("/configs/jwt-customizer/id-token").status, 404);
    assert_eq!(api.delete("/configs/jwt-customizer/id-token").status, 404);
    let before = env.snapshot();
    for bad in [
        json!({"script": "const getCustomJwtClaims = ("}),
        json!({"script": "const x = 1;"}),
        json!({"script": script, "blockIssuanceOnError": true}),
        json!({"script": script, "environmentVariables": {"n": 1}}),
        json!({"environmentVariables": {}}),
    ] {
        let r = api.put("/configs/jwt-customizer/access-token", bad.clone());
        assert_eq!(r.status, 400, "{bad}: {}", r.text);
        assert_eq!(r.code(), "guard.invalid_input", "{bad}");
    }
    assert_eq!(
        api.patch(
            "/configs/jwt-customizer/access-token",
            json!({"script": script})
        )
        .status,
        404
    );
    assert_eq!(before, env.snapshot());

    let r = api.delete("/configs/jwt-customizer/client-credentials");
    assert_eq!(r.status, 204, "{}", r.text);
    assert_eq!(
        api.delete("/configs/jwt-customizer/client-credentials")
            .status,
        404
    );
    assert_eq!(api.get("/configs/jwt-customizer").body, json!([]));
}

#[test]
fn apply_sets_the_manifests_scripts_relative_to_its_folder() {
    let env = store_with_alice();
    let dir = env.dir.path().join("config");
    std::fs::create_dir_all(dir.join("claims")).unwrap();
    std::fs::copy(fixture("roles.js"), dir.join("claims/user.js")).unwrap();
    std::fs::copy(fixture("sample-m2m.js"), dir.join("claims/m2m.js")).unwrap();
    let manifest = dir.join("idctl.toml");
    std::fs::write(
        &manifest,
        r#"version = 1

[jwt_customizer.user]
script = "claims/user.js"
env = { TENANT = "acme-eu" }

[jwt_customizer.m2m]
script = "claims/m2m.js"
env = { API_KEY = { env = "CLAIMS_API_KEY" } }
"#,
    )
    .unwrap();
    let file = manifest.display().to_string();
    let with_key = |args: &[&str]| {
        let mut c = env.cmd(args);
        c.env("CLAIMS_API_KEY", "k-123");
        crate::common::run_cmd(c)
    };
    // Without the variable: refused, nothing applied.
    let before = env.snapshot();
    let r = env.run(&["apply", "-f", &file]);
    assert_eq!(r.code, 5, "{}", r.stderr);
    assert!(
        r.stderr.contains("jwt_customizer.m2m.env.API_KEY.env"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("CLAIMS_API_KEY is not set"),
        "{}",
        r.stderr
    );
    assert_eq!(before, env.snapshot());
    // A dry run plans both, changes nothing.
    let r = with_key(&["-o", "json", "apply", "-f", &file, "--dry-run"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let plan = r.json();
    let kinds: Vec<(&str, &str, &str)> = plan["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["action"].as_str().unwrap(),
                c["kind"].as_str().unwrap(),
                c["key"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        kinds,
        vec![
            ("create", "jwt_customizer", "user"),
            ("create", "jwt_customizer", "m2m")
        ]
    );
    assert!(
        !r.stdout.contains("k-123"),
        "a variable's value in the plan"
    );
    assert_eq!(before, env.snapshot());
    // Applied from another working directory: the paths are the manifest's.
    let r = with_key(&["apply", "-f", &file]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = env.json(&["claims", "get", "--for", "m2m"]);
    assert_eq!(got["environmentVariables"], json!({"API_KEY": "k-123"}));
    assert_eq!(got["script"], fixture_text("sample-m2m.js"));
    let t = user_token(&env, &[]);
    assert_eq!(
        segment(t["access_token"].as_str().unwrap(), 1)["tenant"],
        "acme-eu"
    );
    // Again: nothing to do, no event.
    let r = with_key(&["-o", "json", "--events", "stdout", "apply", "-f", &file]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stdout.contains("Setting.Updated"), "{}", r.stdout);
    assert!(
        r.stdout.contains("\"changes\": []") || r.stdout.contains("\"changes\":[]"),
        "{}",
        r.stdout
    );
    // A script that does not compile, or is missing: refused, nothing applied.
    std::fs::write(dir.join("claims/m2m.js"), "const getCustomJwtClaims = (").unwrap();
    let before = env.snapshot();
    let r = with_key(&["apply", "-f", &file]);
    assert_eq!(r.code, 5, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("jwt_customizer.m2m: the script does not compile"),
        "{}",
        r.stderr
    );
    std::fs::remove_file(dir.join("claims/m2m.js")).unwrap();
    let r = with_key(&["apply", "-f", &file]);
    assert_eq!(r.code, 5, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("jwt_customizer.m2m.script: cannot read claims/m2m.js"),
        "{}",
        r.stderr
    );
    assert_eq!(before, env.snapshot());
    // --prune removes a script the file does not declare.
    std::fs::write(
        &manifest,
        "version = 1\n\n[jwt_customizer.user]\nscript = \"claims/user.js\"\nenv = { TENANT = \"acme-eu\" }\n",
    )
    .unwrap();
    let r = env.run(&["-o", "json", "apply", "-f", &file, "--prune", "--yes"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("jwt_customizer"), "{}", r.stdout);
    env.fails(3, &["claims", "get", "--for", "m2m"]);
    env.ok(&["claims", "get", "--for", "user"]);
}

/// A user script that computes for a few seconds (a loop: the sandbox has no clock to wait
/// on), then returns the names of the user's roles.
const SLOW_USER_SCRIPT: &[u8] = b"function getCustomJwtClaims({ context }) {
  let s = 0;
  for (let i = 0; i < 40000000; i++) { s = (s + i) % 1000003; }
  return { roles: context.user.roles.map((r) => r.name).sort(), s };
}";

/// The same for machine tokens.
const SLOW_M2M_SCRIPT: &[u8] = b"function getCustomJwtClaims() {
  let s = 0;
  for (let i = 0; i < 40000000; i++) { s = (s + i) % 1000003; }
  return { s };
}";

/// A client for requests that wait for a slow script: a longer bound than the harness's.
fn patient() -> reqwest::blocking::Client {
    reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .timeout(std::time::Duration::from_secs(300))
        .build()
        .expect("http client")
}

/// POSTs a token request on its own thread; its answer (status, body) arrives on the channel.
fn token_request_in_background(
    url: String,
    form: Vec<(&'static str, String)>,
) -> std::sync::mpsc::Receiver<(u16, Value)> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let body: String = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(&form)
            .finish();
        let res = patient()
            .post(&url)
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .expect("POST /token");
        let status = res.status().as_u16();
        let _ = tx.send((status, json_of(res)));
    });
    rx
}

/// How long a slow script's request is given to reach its script before the test acts while
/// it runs. The script runs for seconds: the order the test checks does not depend on this.
const HEAD_START: std::time::Duration = std::time::Duration::from_millis(500);
/// The bound of every wait for a slow script's answer.
const SLOW_BOUND: std::time::Duration = std::time::Duration::from_secs(300);

#[test]
fn a_slow_script_on_a_refresh_grant_does_not_hold_the_writer_lock() {
    let env = store_with_alice();
    env.ok(&["config", "set", "claims.time-limit-ms", "30000"]);
    env.ok(&["role", "create", "auditor", "-r", API, "-s", "read:orders"]);
    let t = user_token(&env, &["--offline"]);
    let rt = t["refresh_token"].as_str().unwrap().to_string();
    let path = script(&env, "slow.js", SLOW_USER_SCRIPT);
    env.ok(&["claims", "set", "--for", "user", "--script", &path]);
    let server = Server::start(&env, &[]);
    let answer = token_request_in_background(
        format!("{}/token", server.issuer()),
        vec![
            ("grant_type", "refresh_token".into()),
            ("client_id", "idctl".into()),
            ("refresh_token", rt),
            ("resource", API.into()),
        ],
    );
    std::thread::sleep(HEAD_START);
    // A write on the same store while the script runs: it does not wait for the script.
    env.ok(&["user", "assign", "alice", "auditor"]);
    assert!(
        matches!(answer.try_recv(), Err(std::sync::mpsc::TryRecvError::Empty)),
        "the token response came before the write completed: the script held the writer lock"
    );
    let (status, body) = answer.recv_timeout(SLOW_BOUND).expect("the token response");
    assert_eq!(status, 200, "{body}");
    // The store changed while the script ran: the token carries what the script computed
    // from the state the transaction that issued it saw (the role assigned meanwhile).
    let claims = verify(&server, body["access_token"].as_str().unwrap(), API);
    assert_eq!(claims["roles"], json!(["auditor", "editor"]), "{claims}");
    // The refresh token rotated once: the new one works, the one presented is used.
    assert!(body["refresh_token"].is_string(), "{body}");
}

#[test]
fn a_slow_script_leaves_the_servers_other_requests_answered() {
    let env = Env::new();
    env.ok(&["config", "set", "claims.time-limit-ms", "30000"]);
    let (id, secret) = m2m_client(&env);
    let path = script(&env, "slow.js", SLOW_M2M_SCRIPT);
    env.ok(&["claims", "set", "--for", "m2m", "--script", &path]);
    let server = Server::start(&env, &[]);
    // As many slow requests as the server has async workers (one per core).
    let n = std::thread::available_parallelism().map_or(2, |n| n.get().max(2));
    let answers: Vec<_> = (0..n)
        .map(|_| {
            token_request_in_background(
                format!("{}/token", server.issuer()),
                vec![
                    ("grant_type", "client_credentials".into()),
                    ("client_id", id.clone()),
                    ("client_secret", secret.clone()),
                    ("resource", API.into()),
                ],
            )
        })
        .collect();
    std::thread::sleep(HEAD_START);
    assert_eq!(server.get("/oidc/jwks").status(), 200);
    assert_eq!(server.get("/health/live").status(), 200);
    let waiting = answers
        .iter()
        .filter(|a| matches!(a.try_recv(), Err(std::sync::mpsc::TryRecvError::Empty)))
        .count();
    assert_eq!(
        waiting, n,
        "a token response came before the other requests were answered"
    );
    for a in answers {
        let (status, body) = a.recv_timeout(SLOW_BOUND).expect("the token response");
        assert_eq!(status, 200, "{body}");
        let claims = verify(&server, body["access_token"].as_str().unwrap(), API);
        assert_eq!(claims["s"], json!(slow_sum()), "{claims}");
    }
}

/// What the slow scripts compute.
fn slow_sum() -> i64 {
    let mut s: i64 = 0;
    for i in 0..40_000_000_i64 {
        s = (s + i) % 1_000_003;
    }
    s
}

const CALLBACK: &str = "http://localhost:3000/callback";

/// An authorization code of alice for the single-page app `shop` with the orders API as
/// resource, from a signed-in session: (app id, code, PKCE verifier).
fn code_of_alice(env: &Env, server: &Server) -> (String, String, String) {
    let app = env.json(&[
        "client",
        "create",
        "shop",
        "--type",
        "spa",
        "--redirect-uri",
        CALLBACK,
    ])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let alice = env.json(&["user", "get", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let session = env
        .open_store()
        .write(|tx| idctl::ops::signin::open_session(tx, &alice))
        .expect("session")
        .value;
    let (challenge, verifier) = oauth2::PkceCodeChallenge::new_random_sha256();
    let url = reqwest::Url::parse_with_params(
        &format!("{}/auth", server.issuer()),
        &[
            ("client_id", app.as_str()),
            ("redirect_uri", CALLBACK),
            ("response_type", "code"),
            ("state", "st"),
            ("scope", "openid offline_access read:orders"),
            ("prompt", "consent"),
            ("resource", API),
            ("code_challenge", challenge.as_str()),
            ("code_challenge_method", "S256"),
        ],
    )
    .unwrap();
    let res = Server::client()
        .get(url)
        .header("cookie", format!("_session={session}"))
        .send()
        .expect("GET /auth");
    assert_eq!(res.status(), 303, "{:?}", res.headers());
    let back = reqwest::Url::parse(res.headers()["location"].to_str().unwrap()).unwrap();
    let code = back
        .query_pairs()
        .find(|(k, _)| k == "code")
        .map(|(_, v)| v.into_owned())
        .unwrap_or_else(|| panic!("no code in {back}"));
    (app, code, verifier.secret().clone())
}

#[test]
fn a_failing_script_on_a_refresh_or_code_grant_consumes_nothing() {
    let env = store_with_alice();
    let t = user_token(&env, &["--offline"]);
    let rt = t["refresh_token"].as_str().unwrap().to_string();
    let server = Server::start(&env, &[]);
    let (app, code, verifier) = code_of_alice(&env, &server);
    let alice = env.json(&["user", "get", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let path = script(
        &env,
        "throw.js",
        b"const getCustomJwtClaims = async () => { throw new TypeError('no plan for this user'); };",
    );
    env.ok(&["claims", "set", "--for", "user", "--script", &path]);
    let url = format!("{}/token", server.issuer());
    let refresh = [
        ("grant_type", "refresh_token"),
        ("client_id", "idctl"),
        ("refresh_token", rt.as_str()),
        ("resource", API),
    ];
    let exchange = [
        ("grant_type", "authorization_code"),
        ("client_id", app.as_str()),
        ("code", code.as_str()),
        ("code_verifier", verifier.as_str()),
        ("redirect_uri", CALLBACK),
        ("resource", API),
    ];
    for (grant, form) in [("refresh", &refresh[..]), ("code", &exchange[..])] {
        let before = env.snapshot();
        let res = post_form(&url, form);
        assert_eq!(res.status(), 400, "{grant}");
        let body = json_of(res);
        assert_eq!(body["error"], "invalid_request", "{grant}: {body}");
        let d = body["error_description"].as_str().unwrap_or_default();
        assert!(
            d.starts_with("custom claims script failed: TypeError: no plan for this user"),
            "{grant}: {body}"
        );
        assert_eq!(
            before,
            env.snapshot(),
            "{grant}: a refused token changed the store"
        );
    }
    // Nothing was consumed: once the script is fixed, the same refresh token and the same
    // code are good (once each).
    env.ok(&["claims", "unset", "--for", "user"]);
    for (grant, form) in [("refresh", &refresh[..]), ("code", &exchange[..])] {
        let res = post_form(&url, form);
        assert_eq!(res.status(), 200, "{grant}");
        let body = json_of(res);
        let claims = verify(&server, body["access_token"].as_str().unwrap(), API);
        assert_eq!(claims["sub"], alice.as_str(), "{grant}: {claims}");
        assert_eq!(post_form(&url, form).status(), 400, "{grant} used twice");
    }
}

#[test]
fn a_store_that_keeps_changing_under_a_script_refuses_the_token_after_three_runs() {
    let env = store_with_alice();
    env.ok(&["config", "set", "claims.time-limit-ms", "30000"]);
    let t = user_token(&env, &["--offline"]);
    let rt = t["refresh_token"].as_str().unwrap().to_string();
    let path = script(&env, "slow.js", SLOW_USER_SCRIPT);
    env.ok(&["claims", "set", "--for", "user", "--script", &path]);
    let server = Server::start(&env, &[]);
    let url = format!("{}/token", server.issuer());
    let form = vec![
        ("grant_type", "refresh_token"),
        ("client_id", "idctl"),
        ("refresh_token", rt.as_str()),
        ("resource", API),
    ];
    let answer = token_request_in_background(
        url.clone(),
        form.iter().map(|(k, v)| (*k, v.to_string())).collect(),
    );
    // A new role for alice again and again while the scripts run: every round sees other
    // roles than the script was given.
    let mut n = 0;
    let (status, body) = loop {
        match answer.try_recv() {
            Ok(a) => break a,
            Err(std::sync::mpsc::TryRecvError::Empty) => {}
            Err(e) => panic!("the token request failed: {e}"),
        }
        n += 1;
        assert!(n < 2_000, "no token response after {n} changes");
        let role = format!("r{n}");
        env.ok(&["role", "create", &role, "-r", API, "-s", "read:orders"]);
        env.ok(&["user", "assign", "alice", &role]);
    };
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["error"], "invalid_request", "{body}");
    assert_eq!(
        body["error_description"],
        "custom claims script failed: the store changed 3 times while the script ran; try again"
    );
    // Nothing was consumed: the refresh token still works.
    env.ok(&["claims", "unset", "--for", "user"]);
    let res = post_form(&url, &form);
    assert_eq!(res.status(), 200);
}
