//! Declared client credentials: a manifest's client `id` and its `secret` by reference
//! (`{ env = "NAME" }`, `{ file = "PATH" }`), so that every fresh store gets the same
//! credentials; `client create --id`.
use crate::common::api::{client_credentials, http};
use crate::common::server::Server;
use crate::common::{Env, run_cmd};
use oauth2::basic::BasicClient;
use oauth2::{ClientId, ClientSecret, TokenUrl};
use serde_json::{Value, json};

const API: &str = "https://api.example.com";
const BILLING_SECRET: &str = "b1ll1ng-0123456789abcdef0123456789";
const SHIPPING_SECRET: &str = "5h1pp1ng-fedcba9876543210fedcba98";

/// Two m2m clients with declared ids, one secret from the environment, one from a file.
const MANIFEST: &str = r#"version = 1
[[resources]]
indicator = "https://api.example.com"
name = "Orders"
scopes = [{ name = "read:orders" }]
[[roles]]
name = "bot"
type = "m2m"
scopes = [{ resource = "https://api.example.com", name = "read:orders" }]
[[clients]]
id = "billing-service"
name = "billing"
roles = ["bot"]
secret = { env = "BILLING_SECRET" }
[[clients]]
id = "shipping.svc_2"
name = "shipping"
roles = ["bot"]
secret = { file = "secrets/shipping" }
"#;

/// Writes `text` to `name` under the test's folder (creating folders); returns the path.
fn write(env: &Env, name: &str, text: &str) -> String {
    let p = env.dir.path().join(name);
    if let Some(dir) = p.parent() {
        std::fs::create_dir_all(dir).expect("mkdir");
    }
    std::fs::write(&p, text).expect("write");
    p.to_string_lossy().into_owned()
}

/// The manifest and its secret file in the test's folder; returns the manifest's path.
fn setup(env: &Env) -> String {
    write(env, "secrets/shipping", &format!("{SHIPPING_SECRET}\n"));
    write(env, "m.toml", MANIFEST)
}

/// `idctl ARGS` with the given environment variables.
fn run_env(env: &Env, vars: &[(&str, &str)], args: &[&str]) -> crate::common::Run {
    let mut c = env.cmd(args);
    for (k, v) in vars {
        c.env(k, v);
    }
    run_cmd(c)
}

/// `idctl -o json ARGS` with BILLING_SECRET set to `secret`: exit 0, stdout parsed.
fn apply_json(env: &Env, secret: &str, args: &[&str]) -> Value {
    let mut a = vec!["-o", "json"];
    a.extend_from_slice(args);
    let r = run_env(env, &[("BILLING_SECRET", secret)], &a);
    assert_eq!(r.code, 0, "idctl {a:?}:\n{}{}", r.stdout, r.stderr);
    r.json()
}

/// `idctl token` by client credentials: the exit code and the token (when given).
fn cli_token(env: &Env, id: &str, secret: &str) -> (i32, String) {
    let r = env.run(&[
        "token",
        "--client-id",
        id,
        "--client-secret",
        secret,
        "--resource",
        API,
    ]);
    (r.code, r.stdout.trim().to_string())
}

/// A client credentials request through the `oauth2` crate: Ok(token) or the error.
fn http_token(server: &Server, id: &str, secret: &str) -> Result<String, String> {
    use oauth2::TokenResponse;
    BasicClient::new(ClientId::new(id.to_string()))
        .set_client_secret(ClientSecret::new(secret.to_string()))
        .set_token_uri(TokenUrl::new(format!("{}/token", server.issuer())).unwrap())
        .exchange_client_credentials()
        .add_extra_param("resource", API)
        .request(&http)
        .map(|r| r.access_token().secret().clone())
        .map_err(|e| format!("{e:?}"))
}

fn audit_count(env: &Env, event: &str) -> usize {
    env.json(&["events", "list", "--audit", "--limit", "1000"])
        .as_array()
        .expect("a list")
        .iter()
        .filter(|e| e["event"] == event)
        .count()
}

#[test]
fn declared_ids_and_secrets_give_the_same_credentials_on_every_fresh_store() {
    let mut ids = Vec::new();
    for _ in 0..2 {
        let env = Env::new();
        let path = setup(&env);
        let r = apply_json(&env, BILLING_SECRET, &["apply", "-f", &path]);
        // Declared secrets are the caller's: none is printed.
        assert!(r.get("secrets").is_none(), "{r}");
        let created: Vec<(&str, &Value)> = r["changes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["kind"] == "client")
            .map(|c| (c["key"].as_str().unwrap(), &c["fields"][0]))
            .collect();
        assert_eq!(
            created,
            [
                ("billing", &json!({"field": "id", "to": "billing-service"})),
                ("shipping", &json!({"field": "id", "to": "shipping.svc_2"})),
            ]
        );
        assert_eq!(
            env.json(&["client", "get", "billing"])["id"],
            "billing-service"
        );
        assert_eq!(
            env.json(&["client", "get", "shipping"])["id"],
            "shipping.svc_2"
        );
        // Stored hashed, never as given.
        env.assert_not_stored(BILLING_SECRET);
        env.assert_not_stored(SHIPPING_SECRET);
        // The command line's client credentials: by the declared id and secret.
        let (code, token) = cli_token(&env, "billing-service", BILLING_SECRET);
        assert_eq!(code, 0, "{token}");
        let (code, _) = cli_token(&env, "shipping.svc_2", SHIPPING_SECRET);
        assert_eq!(code, 0);
        // Over HTTP, through a third-party OAuth client.
        let server = Server::start(&env, &[]);
        let t = client_credentials(
            &server,
            "billing-service",
            BILLING_SECRET,
            API,
            "read:orders",
        );
        let claims = crate::common::segment(&t, 1);
        assert_eq!(claims["client_id"], "billing-service");
        assert_eq!(claims["sub"], "billing-service");
        assert_eq!(claims["scope"], "read:orders");
        http_token(&server, "shipping.svc_2", SHIPPING_SECRET).expect("shipping's token");
        ids.push((
            crate::common::segment(&token, 1)["client_id"].clone(),
            env.json(&["client", "get", "shipping"])["id"].clone(),
        ));
    }
    assert_eq!(ids[0], ids[1], "two fresh stores, two sets of ids");
    assert_eq!(ids[0].0, "billing-service");
}

#[test]
fn reapplying_the_same_secret_writes_and_records_nothing() {
    let env = Env::new();
    let path = setup(&env);
    apply_json(&env, BILLING_SECRET, &["apply", "-f", &path]);
    let audits = env.json(&["events", "list", "--audit", "--limit", "1000"]);
    let before = env.snapshot();
    let plan = apply_json(&env, BILLING_SECRET, &["apply", "-f", &path, "--dry-run"]);
    assert_eq!(plan["changes"], json!([]), "{plan}");
    let again = apply_json(&env, BILLING_SECRET, &["apply", "-f", &path]);
    assert_eq!(again["changes"], json!([]), "{again}");
    assert_eq!(before, env.snapshot(), "a second apply changed the store");
    assert_eq!(
        env.json(&["events", "list", "--audit", "--limit", "1000"]),
        audits
    );
    let r = run_env(
        &env,
        &[("BILLING_SECRET", BILLING_SECRET)],
        &["apply", "-f", &path],
    );
    assert!(r.stderr.contains("nothing to change"), "{}", r.stderr);
}

#[test]
fn another_declared_secret_rotates_it_and_the_old_one_stops_working() {
    let env = Env::new();
    let path = setup(&env);
    apply_json(&env, BILLING_SECRET, &["apply", "-f", &path]);
    let rotated_before = audit_count(&env, "Application.Secret.Rotated");
    let new_secret = "n3w-b1ll1ng-secret-0123456789abcdef";

    // The plan names the field, never the values, on both outputs; a dry run changes nothing.
    let before = env.snapshot();
    let plan = apply_json(&env, new_secret, &["apply", "-f", &path, "--dry-run"]);
    assert_eq!(
        plan["changes"],
        json!([{"action": "update", "kind": "client", "key": "billing", "at": "clients[0]",
                "fields": [{"field": "secret"}]}])
    );
    let table = run_env(
        &env,
        &[("BILLING_SECRET", new_secret)],
        &["apply", "-f", &path, "--dry-run"],
    );
    assert_eq!(table.code, 0, "{}", table.stderr);
    assert!(table.stdout.contains("secret rotated"), "{}", table.stdout);
    assert!(!table.stdout.contains(new_secret) && !table.stderr.contains(new_secret));
    assert_eq!(before, env.snapshot(), "--dry-run changed the store");

    let server = Server::start(&env, &[]);
    http_token(&server, "billing-service", BILLING_SECRET).expect("the first secret works");
    let applied = apply_json(&env, new_secret, &["apply", "-f", &path]);
    assert_eq!(applied["changes"], plan["changes"]);
    assert!(applied.get("secrets").is_none(), "{applied}");
    // Recorded as `client rotate-secret` records it: one audit entry, no webhook event.
    assert_eq!(
        audit_count(&env, "Application.Secret.Rotated"),
        rotated_before + 1
    );
    let events = env.json(&["events", "list", "--limit", "1000"]);
    assert!(
        !events.to_string().contains("Application.Secret"),
        "{events}"
    );
    env.assert_not_stored(new_secret);

    // The old secret is refused at the token endpoint and by `idctl token`; the new one works.
    let e = http_token(&server, "billing-service", BILLING_SECRET).unwrap_err();
    assert!(e.contains("invalid_client"), "{e}");
    http_token(&server, "billing-service", new_secret).expect("the new secret works");
    let (code, _) = cli_token(&env, "billing-service", BILLING_SECRET);
    assert_eq!(code, 6);
    let (code, _) = cli_token(&env, "billing-service", new_secret);
    assert_eq!(code, 0);
    // The shipping client's secret did not change.
    http_token(&server, "shipping.svc_2", SHIPPING_SECRET).expect("shipping unchanged");
}

/// Applies `text` (written as `m.toml`, with BILLING_SECRET set) expecting `code`, the store
/// unchanged, and every fragment of `says` on stderr; the same with --dry-run and -o json.
fn refused(env: &Env, code: i32, text: &str, extra: &[&str], says: &[&str]) {
    refused_at(env, "m.toml", code, text, extra, says)
}

/// `refused`, with the manifest written to `name`.
fn refused_at(env: &Env, name: &str, code: i32, text: &str, extra: &[&str], says: &[&str]) {
    let path = write(env, name, text);
    for dry in [false, true] {
        for json_out in [false, true] {
            let mut args: Vec<&str> = Vec::new();
            if json_out {
                args.extend(["-o", "json"]);
            }
            args.extend(["apply", "-f", &path]);
            args.extend_from_slice(extra);
            if dry {
                args.push("--dry-run");
            }
            let before = env.snapshot();
            let r = run_env(env, &[("BILLING_SECRET", BILLING_SECRET)], &args);
            assert_eq!(r.code, code, "idctl {args:?}:\n{}{}", r.stdout, r.stderr);
            assert_eq!(before, env.snapshot(), "idctl {args:?} changed the store");
            let text = if json_out {
                let e = r.err_json();
                format!(
                    "{} {}",
                    e["message"].as_str().unwrap_or_default(),
                    e["hint"].as_str().unwrap_or_default()
                )
            } else {
                assert!(r.stderr.contains("error: "), "{}", r.stderr);
                r.stderr.clone()
            };
            for s in says {
                assert!(text.contains(s), "idctl {args:?}: no {s:?} in {text}");
            }
        }
    }
}

/// A manifest with one client whose lines are `body`.
fn one_client(body: &str) -> String {
    format!("version = 1\n[[clients]]\nname = \"billing\"\n{body}\n")
}

#[test]
fn bad_secret_references_are_refused_and_nothing_is_applied() {
    let env = Env::new();
    env.ok(&["role", "create", "keep", "--type", "m2m"]);
    write(&env, "secrets/short", "too-short\n");
    write(&env, "secrets/crlf", "0123456789abcdef0123456789\r\n");
    write(&env, "secrets/empty", "\n");
    write(&env, "secrets/binary", "");
    std::fs::write(
        env.dir.path().join("secrets/binary"),
        b"\xff\xfe0123456789abcdef0123",
    )
    .unwrap();
    let rows: &[(i32, String, &[&str])] = &[
        (
            5,
            one_client("secret = \"0123456789abcdef0123456789\""),
            &[
                "clients[0].secret: an inline secret is not allowed",
                "--allow-inline-secrets",
            ],
        ),
        (
            5,
            one_client("secret = { env = \"IDCTL_TEST_SURELY_UNSET\" }"),
            &[
                "clients[0].secret.env: environment variable IDCTL_TEST_SURELY_UNSET is not set",
                "export IDCTL_TEST_SURELY_UNSET=",
            ],
        ),
        (
            5,
            one_client("secret = { file = \"secrets/none\" }"),
            &["clients[0].secret.file: secrets/none", "cannot be read"],
        ),
        (
            5,
            one_client("secret = { file = \"secrets/short\" }"),
            &[
                "clients[0].secret: the client secret is 9 characters long; at least 16",
                "openssl rand -hex 32",
            ],
        ),
        (
            5,
            one_client("secret = { file = \"secrets/crlf\" }"),
            &["clients[0].secret", "carriage return"],
        ),
        (
            5,
            one_client("secret = { file = \"secrets/empty\" }"),
            &["clients[0].secret.file: secrets/empty", "is empty"],
        ),
        (
            5,
            one_client("secret = { file = \"secrets/binary\" }"),
            &["clients[0].secret.file", "is not UTF-8"],
        ),
        (
            5,
            one_client("secret = { env = \"A\", file = \"b\" }"),
            &["clients[0].secret", "not both"],
        ),
        (
            5,
            one_client("secret = { vault = \"x\" }"),
            &["clients[0].secret", "unknown field vault"],
        ),
        (
            5,
            one_client(
                "type = \"spa\"\nredirect_uris = [\"https://a.example.com/cb\"]\n\
                 secret = { env = \"BILLING_SECRET\" }",
            ),
            &["clients[0].secret", "public SPA client: it has no secret"],
        ),
        (
            5,
            one_client(
                "type = \"native\"\nredirect_uris = [\"io.example://cb\"]\n\
                 secret = { env = \"BILLING_SECRET\" }",
            ),
            &["clients[0].secret", "public Native client"],
        ),
    ];
    for (code, text, says) in rows {
        // A valid record before the bad one: nothing of it is applied either.
        let text = text.replace(
            "version = 1\n",
            "version = 1\n[[roles]]\nname = \"first\"\ntype = \"m2m\"\n",
        );
        refused(&env, *code, &text, &[], says);
    }
    // A missing variable among several: the one missing is named.
    refused(
        &env,
        5,
        &format!(
            "{}[[clients]]\nname = \"b2\"\nsecret = {{ env = \"IDCTL_TEST_ALSO_UNSET\" }}\n",
            one_client("secret = { env = \"BILLING_SECRET\" }")
        ),
        &[],
        &["clients[1].secret.env: environment variable IDCTL_TEST_ALSO_UNSET"],
    );
}

#[test]
fn bad_declared_ids_are_refused_and_nothing_is_applied() {
    let env = Env::new();
    env.ok(&["client", "create", "other", "--id", "taken"]);
    env.ok(&["client", "create", "named-like-an-id"]);
    let existing = env.json(&["client", "create", "billing"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let long = "a".repeat(65);
    let rows: Vec<(i32, String, Vec<String>)> = vec![
        (
            5,
            one_client("id = \"\""),
            vec!["clients[0].id: a client id must not be empty".into()],
        ),
        (
            5,
            one_client(&format!("id = \"{long}\"")),
            vec!["clients[0].id".into(), "at most 64".into()],
        ),
        (
            5,
            one_client("id = \"bad id\""),
            vec!["clients[0].id".into(), "' ' is not allowed".into()],
        ),
        (
            5,
            one_client("id = \"a/b\""),
            vec!["clients[0].id".into(), "'/' is not allowed".into()],
        ),
        (
            5,
            one_client("id = \"-x\""),
            vec![
                "clients[0].id".into(),
                "starts with a letter or a digit".into(),
            ],
        ),
        (
            5,
            one_client("id = \"ünï\""),
            vec!["clients[0].id".into(), "is not allowed".into()],
        ),
        (
            4,
            one_client("id = \"idctl\""),
            vec!["clients[0].id: client id idctl is the built-in app's id".into()],
        ),
        (
            5,
            format!(
                "{}[[clients]]\nname = \"b2\"\nid = \"same\"\n",
                one_client("id = \"same\"")
            ),
            vec!["clients[1]: duplicate client id same (first declared at clients[0])".into()],
        ),
        (
            4,
            format!(
                "{}[[clients]]\nname = \"b2\"\nid = \"billing\"\n",
                one_client("")
            ),
            vec!["clients[1].id: billing is the name of clients[0]".into()],
        ),
        (
            4,
            "version = 1\n[[clients]]\nname = \"new\"\nid = \"taken\"\n".into(),
            vec![
                "clients[0].id: client id taken is in use by client other".into(),
                "choose another id".into(),
            ],
        ),
        (
            4,
            "version = 1\n[[clients]]\nname = \"new\"\nid = \"named-like-an-id\"\n".into(),
            vec!["clients[0].id: client id named-like-an-id is the name of client".into()],
        ),
        (
            4,
            one_client("id = \"billing-service\""),
            vec![
                format!(
                    "clients[0].id: client billing has the id {existing} in the store, not billing-service"
                ),
                format!("declare id = \"{existing}\""),
            ],
        ),
    ];
    for (code, text, says) in &rows {
        let text = text.replace(
            "version = 1\n",
            "version = 1\n[[roles]]\nname = \"first\"\ntype = \"m2m\"\n",
        );
        let says: Vec<&str> = says.iter().map(String::as_str).collect();
        refused(&env, *code, &text, &[], &says);
    }
    // The id the store has is accepted, and changes nothing.
    let path = write(
        &env,
        "same.toml",
        &one_client(&format!("id = \"{existing}\"")),
    );
    assert_eq!(env.json(&["apply", "-f", &path])["changes"], json!([]));
}

#[test]
fn an_inline_secret_is_accepted_only_when_allowed() {
    let env = Env::new();
    env.orders_api();
    let text = "version = 1\n[[clients]]\nname = \"ci\"\nid = \"ci-client\"\nsecret = \"inline-0123456789abcdef\"\n\
                [[hooks]]\nname = \"h\"\nurl = \"https://hooks.example.com/h\"\nevents = [\"User.Created\"]\n\
                signing_key = \"inline-hook-key-0123456789\"\n";
    refused(
        &env,
        5,
        text,
        &[],
        &["an inline secret is not allowed", "--allow-inline-secrets"],
    );
    let path = write(&env, "inline.toml", text);
    env.ok(&["apply", "-f", &path, "--allow-inline-secrets"]);
    let (code, _) = cli_token(&env, "ci-client", "inline-0123456789abcdef");
    assert_eq!(code, 0);
    assert_eq!(
        env.json(&["hook", "get", "h", "--show-secret"])["signingKey"],
        "inline-hook-key-0123456789"
    );
    // Still checked: a short inline secret is refused.
    refused(
        &env,
        5,
        &text.replace("inline-0123456789abcdef", "short"),
        &["--allow-inline-secrets"],
        &["clients[0].secret: the client secret is 5 characters long"],
    );
}

/// A secret file is read relative to the manifest's folder, or, for a manifest on stdin,
/// to the current directory; exactly one trailing newline is stripped. Hook secrets take
/// files too (one resolver).
#[test]
fn secret_files_are_relative_to_the_manifest_or_the_current_directory() {
    let env = Env::new();
    env.orders_api();
    // Two newlines: only one is stripped, so the secret ends with a line break and is refused.
    write(&env, "conf/secrets/two", "0123456789abcdef0123456789\n\n");
    write(&env, "conf/secrets/ok", "0123456789abcdef0123456789\n");
    write(&env, "conf/secrets/hook", "hook-key-from-a-file-0123456789");
    let text = "version = 1\n[[clients]]\nname = \"c\"\nid = \"c1\"\nsecret = { file = \"secrets/ok\" }\n\
                [[hooks]]\nname = \"h\"\nurl = \"https://hooks.example.com/h\"\nevents = [\"User.Created\"]\n\
                signing_key = { file = \"secrets/hook\" }\n";
    let path = write(&env, "conf/m.toml", text);
    refused_at(
        &env,
        "conf/bad.toml",
        5,
        &text.replace("secrets/ok", "secrets/two"),
        &[],
        &["clients[0].secret", "line break"],
    );
    // Relative to the manifest's folder, wherever idctl runs.
    let mut c = env.cmd(&["apply", "-f", &path]);
    c.current_dir("/");
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(cli_token(&env, "c1", "0123456789abcdef0123456789").0, 0);
    assert_eq!(
        env.json(&["hook", "get", "h", "--show-secret"])["signingKey"],
        "hook-key-from-a-file-0123456789"
    );
    // From stdin: relative to the current directory.
    let fresh = Env::new();
    fresh.orders_api();
    let mut c = fresh.cmd(&["apply", "-f", "-"]);
    c.current_dir(env.dir.path().join("conf"))
        .write_stdin(text.as_bytes());
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(cli_token(&fresh, "c1", "0123456789abcdef0123456789").0, 0);
    let mut c = fresh.cmd(&["apply", "-f", "-"]);
    c.current_dir("/").write_stdin(text.as_bytes());
    let before = fresh.snapshot();
    let r = run_cmd(c);
    assert_eq!(r.code, 5, "{}", r.stderr);
    assert!(
        r.stderr.contains("clients[0].secret.file: secrets/ok"),
        "{}",
        r.stderr
    );
    assert_eq!(before, fresh.snapshot());
}

#[test]
fn export_writes_client_ids_and_never_secrets() {
    let env = Env::new();
    let path = setup(&env);
    apply_json(&env, BILLING_SECRET, &["apply", "-f", &path]);
    env.ok(&[
        "client", "create", "web", "--type", "spa", "--id", "web-app",
    ]);
    let r = env.run(&["export", "--format", "toml"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let exported = r.stdout;
    for id in ["billing-service", "shipping.svc_2", "web-app"] {
        assert!(exported.contains(&format!("id = \"{id}\"")), "{exported}");
    }
    assert!(!exported.contains("secret"), "{exported}");
    assert!(!exported.contains(BILLING_SECRET) && !exported.contains(SHIPPING_SECRET));
    // Two confidential clients have secrets the manifest cannot carry; the SPA has none.
    assert!(
        r.stderr
            .contains("client secrets (2 clients: applying makes new ones"),
        "{}",
        r.stderr
    );
    // Applied to a fresh store: the same ids (and new secrets, printed once).
    let fresh = Env::new();
    let out = write(&fresh, "export.toml", &exported);
    let applied = fresh.json(&["apply", "-f", &out]);
    let mut ids: Vec<&str> = applied["secrets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_str().unwrap())
        .collect();
    ids.sort();
    assert_eq!(ids, ["billing-service", "shipping.svc_2"]);
    assert_eq!(fresh.json(&["client", "get", "web"])["id"], "web-app");
    assert_eq!(fresh.ok(&["export", "--format", "toml"]), exported);
}

#[test]
fn client_create_takes_an_id_checked_as_the_manifest_checks_it() {
    let env = Env::new();
    env.orders_api();
    let c = env.json(&["client", "create", "billing", "--id", "billing-service"]);
    assert_eq!(c["id"], "billing-service");
    assert_eq!(c["secret"].as_str().unwrap().len(), 32);
    let secret = c["secret"].as_str().unwrap().to_string();
    assert_eq!(
        env.json(&["client", "get", "billing-service"])["name"],
        "billing"
    );
    assert_eq!(cli_token(&env, "billing-service", &secret).0, 0);
    env.refuses(&[
        (
            &["client", "create", "other", "--id", "billing-service"],
            4,
            &["client id billing-service is in use by client billing"],
        ),
        (
            &["client", "create", "other", "--id", "billing"],
            4,
            &["client id billing is the name of client billing"],
        ),
        // A name that is another client's id would make lookups ambiguous.
        (
            &["client", "create", "billing-service"],
            4,
            &["billing-service is the id of client billing"],
        ),
        (
            &["client", "create", "other", "--id", "has space"],
            5,
            &["client id has space: ' ' is not allowed"],
        ),
        (
            &["client", "create", "other", "--id", ""],
            5,
            &["a client id must not be empty"],
        ),
        (
            &["client", "create", "other", "--id", "idctl"],
            4,
            &["the built-in app's id"],
        ),
        (
            &["-o", "json", "client", "create", "other", "--id", ".hidden"],
            5,
            &["starts with a letter or a digit"],
        ),
    ]);
    // Renaming another client to this client's id is refused too.
    env.ok(&["client", "create", "other"]);
    env.refuses(&[(
        &["client", "update", "other", "--name", "billing-service"],
        4,
        &["billing-service is the id of client billing"],
    )]);
}
