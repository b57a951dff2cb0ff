//! Token grants: the client must be right (issue 11, section 4). A given client secret is
//! checked on every grant, a machine-to-machine client is never the app of a user flow or
//! refresh, `--client-id` takes a client's name too, and IDCTL_CLIENT_ID/IDCTL_CLIENT_SECRET
//! belong to the client credentials grant only.
use crate::common::{Env, m2m_client, run_cmd, segment};
use serde_json::Value;

const API: &str = "https://api.example.com";

/// The orders API, client `svc` (m2m, both permissions), user alice with a role holding
/// read:orders, and a personal access token of hers. Returns (client id, secret, PAT).
fn setup() -> (Env, String, String, String) {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    env.ok(&["role", "create", "reader", "-r", API, "-s", "read:orders"]);
    env.ok(&["user", "create", "--username", "alice", "--role", "reader"]);
    let pat = env.json(&["pat", "create", "alice", "ci"])["value"]
        .as_str()
        .unwrap()
        .to_string();
    (env, id, secret, pat)
}

/// `idctl -o json token ARGS` without IDCTL_CLIENT_* in the environment.
fn token(env: &Env, args: &[&str]) -> crate::common::Run {
    let mut a = vec!["-o", "json", "token"];
    a.extend_from_slice(args);
    let mut c = env.cmd(&a);
    c.env_remove("IDCTL_CLIENT_ID")
        .env_remove("IDCTL_CLIENT_SECRET");
    run_cmd(c)
}

/// Asserts a refusal: exit 6, the OAuth error, and the store exactly as before.
fn refused(env: &Env, args: &[&str], error: &str, description: &str) -> crate::common::Run {
    let before = env.snapshot();
    let r = token(env, args);
    assert_eq!(r.code, 6, "{args:?}: {}", r.stderr);
    assert!(r.stdout.is_empty(), "{args:?}: {}", r.stdout);
    let e = r.err_json();
    assert_eq!(e["error"], error, "{args:?}: {}", r.stderr);
    assert_eq!(e["error_description"], description, "{args:?}");
    // Under -o json the OAuth error object is all of stderr: no `error:` text beside it.
    assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
    assert_eq!(before, env.snapshot(), "{args:?} changed the store");
    r
}

fn claims(r: &crate::common::Run) -> Value {
    segment(r.json()["access_token"].as_str().expect("token"), 1)
}

#[test]
fn a_wrong_client_secret_is_refused_on_every_user_grant() {
    let (env, id, secret, pat) = setup();
    let rt = token(&env, &["--user", "alice", "-r", API, "--offline"]).json()["refresh_token"]
        .as_str()
        .unwrap()
        .to_string();
    for grant in [
        vec!["--user", "alice"],
        vec!["--pat", pat.as_str()],
        vec!["--refresh-token", rt.as_str()],
    ] {
        for app in [id.as_str(), "svc"] {
            let mut args = grant.clone();
            args.extend(["--client-id", app, "--client-secret", "wrong", "-r", API]);
            refused(
                &env,
                &args,
                "invalid_client",
                "client authentication failed",
            );
        }
        // An empty secret is a wrong secret, not a missing one.
        let mut args = grant.clone();
        args.extend(["--client-id", "svc", "--client-secret", "", "-r", API]);
        refused(
            &env,
            &args,
            "invalid_client",
            "client authentication failed",
        );
        // The built-in app has no secret: a secret without --client-id authenticates nothing.
        let mut args = grant.clone();
        args.extend(["--client-secret", &secret, "-r", API]);
        let r = refused(
            &env,
            &args,
            "invalid_client",
            "client authentication failed",
        );
        assert!(
            r.err_json()["hint"]
                .as_str()
                .is_some_and(|h| h.starts_with("the built-in app idctl has no secret")),
            "{}",
            r.stderr
        );
        // From stdin, and in a Basic header, the same.
        let mut args = grant.clone();
        args.extend(["--client-id", "svc", "--client-secret-stdin", "-r", API]);
        let mut a = vec!["-o", "json", "token"];
        a.extend_from_slice(&args);
        let before = env.snapshot();
        let mut c = env.cmd(&a);
        c.write_stdin("wrong\n");
        let r = run_cmd(c);
        assert_eq!(r.code, 6, "{args:?}: {}", r.stderr);
        assert_eq!(r.err_json()["error"], "invalid_client");
        assert_eq!(before, env.snapshot());
        use base64::Engine;
        let basic = base64::engine::general_purpose::STANDARD.encode(format!("{id}:wrong"));
        let mut args = grant.clone();
        args.extend(["--basic", &basic, "-r", API]);
        refused(
            &env,
            &args,
            "invalid_client",
            "client authentication failed",
        );
        // An unknown client is refused by name.
        let mut args = grant.clone();
        args.extend([
            "--client-id",
            "nobody",
            "--client-secret",
            &secret,
            "-r",
            API,
        ]);
        refused(&env, &args, "invalid_client", "invalid client nobody");
    }
}

#[test]
fn a_machine_client_is_not_the_app_of_a_user_flow_or_a_refresh() {
    let (env, id, secret, _) = setup();
    for app in [id.as_str(), "svc"] {
        // Even with the right secret: the service refuses these grants to m2m clients.
        for args in [
            vec!["--user", "alice", "--client-id", app, "-r", API],
            vec![
                "--user",
                "alice",
                "--client-id",
                app,
                "--client-secret",
                &secret,
                "-r",
                API,
                "--offline",
            ],
        ] {
            let r = refused(
                &env,
                &args,
                "unauthorized_client",
                "requested grant type is not allowed for this client",
            );
            assert!(
                r.err_json()["hint"]
                    .as_str()
                    .is_some_and(|h| h.starts_with("client svc is a machine-to-machine client")),
                "{}",
                r.stderr
            );
        }
    }
    assert_eq!(
        env.sql_count("SELECT count(*) FROM oidc_grants"),
        0,
        "no grant is recorded for a refused flow"
    );
    let rt = token(&env, &["--user", "alice", "-r", API, "--offline"]).json()["refresh_token"]
        .as_str()
        .unwrap()
        .to_string();
    refused(
        &env,
        &[
            "--refresh-token",
            &rt,
            "--client-id",
            "svc",
            "--client-secret",
            &secret,
        ],
        "unauthorized_client",
        "requested grant type is not allowed for this client",
    );
    // The refresh token's own app still refreshes it, named or not (each refresh of the
    // public app answers with the next refresh token).
    let mut rt = rt;
    for named in [false, true] {
        let mut args = vec!["--refresh-token", rt.as_str()];
        if named {
            args.extend(["--client-id", "idctl"]);
        }
        let r = token(&env, &args);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        assert_eq!(claims(&r)["client_id"], "idctl");
        rt = r.json()["refresh_token"].as_str().unwrap().to_string();
    }
}

#[test]
fn a_refresh_token_issued_to_a_machine_client_earlier_is_refused() {
    // Before this rule a user flow could name an m2m client; its refresh tokens stop working.
    let (env, id, _, _) = setup();
    let rt = token(&env, &["--user", "alice", "-r", API, "--offline"]).json()["refresh_token"]
        .as_str()
        .unwrap()
        .to_string();
    env.sql_exec(&format!("UPDATE oidc_grants SET client_id = '{id}'"));
    refused(
        &env,
        &["--refresh-token", &rt],
        "unauthorized_client",
        "requested grant type is not allowed for this client",
    );
    // Another app cannot present it either.
    let r = refused(
        &env,
        &["--refresh-token", &rt, "--client-id", "idctl"],
        "invalid_grant",
        "grant request is invalid",
    );
    assert!(
        r.err_json()["hint"]
            .as_str()
            .is_some_and(|h| h.starts_with(&format!(
                "the refresh token was issued to app {id}, not idctl"
            ))),
        "{}",
        r.stderr
    );
}

#[test]
fn a_machine_client_may_exchange_a_pat_named_by_id_or_name() {
    // The service lets m2m apps use the token exchange grant (docs: oidc-flows section 8).
    let (env, id, secret, pat) = setup();
    for args in [
        vec!["--pat", pat.as_str(), "-r", API, "--client-id", "svc"],
        vec!["--pat", pat.as_str(), "-r", API, "--client-id", id.as_str()],
        vec![
            "--pat",
            pat.as_str(),
            "-r",
            API,
            "--client-id",
            "svc",
            "--client-secret",
            secret.as_str(),
        ],
    ] {
        let r = token(&env, &args);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        let c = claims(&r);
        assert_eq!(
            c["client_id"],
            id.as_str(),
            "the client's id, never its name"
        );
        assert_eq!(c["sub"], env.json(&["user", "get", "alice"])["id"]);
    }
    let r = token(&env, &["--pat", &pat, "-r", API]);
    assert_eq!(claims(&r)["client_id"], "idctl");
}

#[test]
fn client_id_takes_the_client_name_for_client_credentials() {
    let (env, id, secret, _) = setup();
    let r = token(
        &env,
        &[
            "--client-id",
            "svc",
            "--client-secret",
            &secret,
            "-r",
            API,
            "-s",
            "read:orders",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let c = claims(&r);
    assert_eq!(c["client_id"], id.as_str());
    assert_eq!(c["sub"], id.as_str());
    assert_eq!(c["scope"], "read:orders");
    use base64::Engine;
    let basic = base64::engine::general_purpose::STANDARD.encode(format!("svc:{secret}"));
    let r = token(&env, &["--basic", &basic, "-r", API]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(claims(&r)["client_id"], id.as_str());
    let mut c = env.cmd(&["-o", "json", "token", "-r", API]);
    c.env("IDCTL_CLIENT_ID", "svc")
        .env("IDCTL_CLIENT_SECRET", &secret);
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(claims(&r)["client_id"], id.as_str());
    refused(
        &env,
        &["--client-id", "svc", "--client-secret", "wrong", "-r", API],
        "invalid_client",
        "client authentication failed",
    );
}

#[test]
fn client_env_vars_never_name_the_app_of_a_user_token() {
    let (env, id, secret, pat) = setup();
    // An exported m2m client (and a wrong secret) are the client credentials grant's only:
    // user tokens are the built-in app's, and nothing is checked against them.
    for exported_secret in [secret.as_str(), "wrong"] {
        // A refresh token used once (the built-in app's rotate).
        let rt = token(&env, &["--user", "alice", "-r", API, "--offline"]).json()["refresh_token"]
            .as_str()
            .unwrap()
            .to_string();
        for grant in [
            vec!["--user", "alice", "-r", API],
            vec!["--pat", pat.as_str(), "-r", API],
            vec!["--refresh-token", rt.as_str()],
        ] {
            let mut a = vec!["-o", "json", "token"];
            a.extend_from_slice(&grant);
            let mut c = env.cmd(&a);
            c.env("IDCTL_CLIENT_ID", &id)
                .env("IDCTL_CLIENT_SECRET", exported_secret);
            let r = run_cmd(c);
            assert_eq!(r.code, 0, "{grant:?}: {}", r.stderr);
            assert_eq!(claims(&r)["client_id"], "idctl", "{grant:?}");
            assert!(
                r.stderr.contains(
                    "IDCTL_CLIENT_ID and IDCTL_CLIENT_SECRET are for the client credentials grant and are not used here"
                ),
                "{grant:?}: {}",
                r.stderr
            );
        }
    }
    // --client-id on the command line names the app; the exported secret is still not used.
    let mut c = env.cmd(&[
        "-o",
        "json",
        "token",
        "--pat",
        &pat,
        "-r",
        API,
        "--client-id",
        "svc",
    ]);
    c.env("IDCTL_CLIENT_SECRET", "wrong");
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(claims(&r)["client_id"], id.as_str());
    // The client credentials grant still reads them.
    let mut c = env.cmd(&["-o", "json", "token", "-r", API]);
    c.env("IDCTL_CLIENT_ID", &id)
        .env("IDCTL_CLIENT_SECRET", &secret);
    assert_eq!(run_cmd(c).code, 0);
}

#[test]
fn stdin_carries_the_token_or_the_secret_and_basic_is_one_mechanism() {
    let (env, _, secret, pat) = setup();
    for grant in [["--pat", "-"], ["--refresh-token", "-"]] {
        let mut a = vec!["token"];
        a.extend_from_slice(&grant);
        a.extend(["--client-id", "svc", "--client-secret-stdin", "-r", API]);
        let r = env.fails(2, &a);
        assert!(
            r.stderr
                .contains("standard input can carry the token or the client secret, not both"),
            "{}",
            r.stderr
        );
    }
    // Basic plus another way to give the client is refused, as the service refuses two
    // authentication mechanisms.
    use base64::Engine;
    let basic = base64::engine::general_purpose::STANDARD.encode(format!("svc:{secret}"));
    for other in [["--client-id", "svc"], ["--client-secret", "x"]] {
        let mut a = vec!["token", "--pat", &pat, "--basic", &basic, "-r", API];
        a.extend_from_slice(&other);
        let r = env.fails(2, &a);
        assert!(r.stderr.contains("cannot be used with"), "{}", r.stderr);
    }
    // The PAT exchange with the right secret on stdin works.
    let mut c = env.cmd(&[
        "-o",
        "json",
        "token",
        "--pat",
        &pat,
        "-r",
        API,
        "--client-id",
        "svc",
        "--client-secret-stdin",
    ]);
    c.write_stdin(format!("{secret}\n"));
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// The token endpoint's answer over HTTP: status and JSON body.
fn post_token(server: &crate::common::server::Server, form: &[(&str, &str)]) -> (u16, Value) {
    let res = server.post_form("/oidc/token", form);
    let status = res.status().as_u16();
    let text = res.text().expect("body");
    (status, serde_json::from_str(&text).expect("JSON body"))
}

#[test]
fn public_and_web_app_clients_get_user_tokens_but_not_client_credentials() {
    let (env, _, _, _) = setup();
    // A single-page app is public: no secret; a traditional web app has one.
    let web = env.json(&[
        "client",
        "create",
        "web",
        "--type",
        "spa",
        "--redirect-uri",
        "https://app.example.com/callback",
    ]);
    assert!(web.get("secret").is_none(), "{web}");
    let web_id = web["id"].as_str().unwrap().to_string();
    let portal = env.json(&["client", "create", "portal", "--type", "traditional"]);
    let portal_secret = portal["secret"].as_str().unwrap().to_string();
    let portal_id = portal["id"].as_str().unwrap().to_string();
    assert_eq!(
        env.sql_count("SELECT count(*) FROM clients WHERE type = 'SPA' AND secret_hash = ''"),
        1
    );

    // Client credentials are for machine-to-machine clients only.
    refused(
        &env,
        &[
            "--client-id",
            "portal",
            "--client-secret",
            &portal_secret,
            "-r",
            API,
        ],
        "unauthorized_client",
        "requested grant type is not allowed for this client",
    );
    // A secret presented for a public client fails, whatever it is (the empty hash included).
    refused(
        &env,
        &[
            "--client-id",
            "web",
            "--client-secret",
            "anything",
            "-r",
            API,
        ],
        "invalid_client",
        "client authentication failed",
    );
    for secret in ["anything", ""] {
        refused(
            &env,
            &[
                "--user",
                "alice",
                "--client-id",
                "web",
                "--client-secret",
                secret,
                "-r",
                API,
            ],
            "invalid_client",
            "client authentication failed",
        );
    }

    // User grants: the public app by its id alone, the traditional app with its secret.
    let r = token(
        &env,
        &[
            "--user",
            "alice",
            "--client-id",
            "web",
            "-r",
            API,
            "--offline",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(claims(&r)["client_id"], web_id.as_str());
    let web_rt = r.json()["refresh_token"].as_str().unwrap().to_string();
    let r = token(
        &env,
        &[
            "--user",
            "alice",
            "--client-id",
            "portal",
            "--client-secret",
            &portal_secret,
            "-r",
            API,
            "--offline",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(claims(&r)["client_id"], portal_id.as_str());
    let portal_rt = r.json()["refresh_token"].as_str().unwrap().to_string();

    // Over HTTP, the same rules.
    let server = crate::common::server::Server::start(&env, &[]);
    let before = env.snapshot();
    // Each refusal: the form, the status, the OAuth error and (where checked) its description.
    type Refusal<'a> = (&'a [(&'a str, &'a str)], u16, &'a str, Option<&'a str>);
    let refusals: [Refusal; 5] = [
        (
            &[
                ("grant_type", "client_credentials"),
                ("client_id", &web_id),
                ("resource", API),
            ],
            400,
            "unauthorized_client",
            Some("requested grant type is not allowed for this client"),
        ),
        (
            &[
                ("grant_type", "client_credentials"),
                ("client_id", &web_id),
                ("client_secret", "anything"),
                ("resource", API),
            ],
            401,
            "invalid_client",
            None,
        ),
        (
            &[
                ("grant_type", "client_credentials"),
                ("client_id", &portal_id),
                ("client_secret", &portal_secret),
                ("resource", API),
            ],
            400,
            "unauthorized_client",
            None,
        ),
        // A refresh token of the public app, presented with a secret: refused.
        (
            &[
                ("grant_type", "refresh_token"),
                ("client_id", &web_id),
                ("client_secret", "anything"),
                ("refresh_token", &web_rt),
            ],
            401,
            "invalid_client",
            None,
        ),
        // The traditional app without its secret: refused.
        (
            &[
                ("grant_type", "refresh_token"),
                ("client_id", &portal_id),
                ("refresh_token", &portal_rt),
            ],
            401,
            "invalid_client",
            None,
        ),
    ];
    for (form, status, error, description) in refusals {
        let (s, j) = post_token(&server, form);
        assert_eq!(
            (s, &j["error"]),
            (status, &Value::from(error)),
            "{form:?}: {j}"
        );
        if let Some(d) = description {
            assert_eq!(j["error_description"], d, "{form:?}");
        }
    }
    assert_eq!(
        before,
        env.snapshot(),
        "a refused request changed the store"
    );
    // The public app refreshes with its client id alone; the traditional one with its secret.
    let (s, j) = post_token(
        &server,
        &[
            ("grant_type", "refresh_token"),
            ("client_id", &web_id),
            ("refresh_token", &web_rt),
        ],
    );
    assert_eq!(s, 200, "{j}");
    assert_eq!(
        segment(j["access_token"].as_str().unwrap(), 1)["client_id"],
        web_id.as_str()
    );
    let (s, j) = post_token(
        &server,
        &[
            ("grant_type", "refresh_token"),
            ("client_id", &portal_id),
            ("client_secret", &portal_secret),
            ("refresh_token", &portal_rt),
        ],
    );
    assert_eq!(s, 200, "{j}");
    // One rotation rule for the grants of the command line too: the traditional
    // (confidential) app keeps its refresh token, and may present it again ...
    assert_eq!(j["refresh_token"], portal_rt.as_str(), "{j}");
    let (s, j) = post_token(
        &server,
        &[
            ("grant_type", "refresh_token"),
            ("client_id", &portal_id),
            ("client_secret", &portal_secret),
            ("refresh_token", &portal_rt),
        ],
    );
    assert_eq!(
        (s, &j["refresh_token"]),
        (200, &Value::from(portal_rt.as_str())),
        "{j}"
    );
    // ... the public app got a new one: the used one presented again revokes the grant.
    let (s, j) = post_token(
        &server,
        &[
            ("grant_type", "refresh_token"),
            ("client_id", &web_id),
            ("refresh_token", &web_rt),
        ],
    );
    assert_eq!(
        (s, &j["error"]),
        (400, &Value::from("invalid_grant")),
        "{j}"
    );
    assert_eq!(
        env.sql_count(&format!(
            "SELECT count(*) FROM oidc_grants WHERE client_id = '{web_id}' AND revoked = 1"
        )),
        1,
        "the reuse revoked the public app's grant"
    );
    assert_eq!(
        env.sql_count(&format!(
            "SELECT count(*) FROM oidc_grants WHERE client_id = '{portal_id}' AND revoked = 1"
        )),
        0
    );
}
