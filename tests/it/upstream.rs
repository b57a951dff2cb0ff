//! Sign-in connectors (another identity provider a user signs in with): `idctl connector set
//! oidc|oauth2`, `get`, `list`, `remove`, `enable`, `disable`, every bad flag refused with the
//! store unchanged; the SSO identities that `experience link --sso` records and the records of
//! older stores; and the server's side of the flow over real HTTP: the sign-in page's buttons,
//! `/sign-in/with/NAME` and `/callback/NAME` refusing what is not a genuine answer of the
//! provider (the provider is a second `idctl serve`). The flow in a real browser is in
//! tests/it/browser/upstream.rs.
use crate::common::server::Server;
use crate::common::{Env, Refusal};
use crate::pages::arriving;
use serde_json::{Value, json};

/// `connector set oidc google` with the usual flags, and `extra`.
fn google(env: &Env, extra: &[&str]) -> Value {
    let mut args = vec![
        "connector",
        "set",
        "oidc",
        "google",
        "--issuer",
        "https://accounts.google.com",
        "--client-id",
        "1234.apps.googleusercontent.com",
        "--client-secret-env",
        "GOOGLE_CLIENT_SECRET",
    ];
    args.extend_from_slice(extra);
    env.json(&args)
}

#[test]
fn a_connector_is_set_shown_listed_disabled_enabled_and_removed() {
    let env = Env::new();
    let r = env.run(&[
        "connector",
        "set",
        "oidc",
        "google",
        "--issuer",
        "https://accounts.google.com/",
        "--client-id",
        "1234.apps.googleusercontent.com",
        "--client-secret-env",
        "GOOGLE_CLIENT_SECRET",
        "--label",
        "Google",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // The callback to register at the provider, and a warning: the variable is read by the
    // server, and is not set here.
    assert!(
        r.stdout
            .contains("CALLBACK URL   http://localhost:3001/callback/google"),
        "{}",
        r.stdout
    );
    assert!(
        r.stderr.contains(
            "register this redirect URI at the provider: http://localhost:3001/callback/google"
        ),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("warning: the environment variable GOOGLE_CLIENT_SECRET is not set here"),
        "{}",
        r.stderr
    );

    let c = env.json(&["connector", "get", "google"]);
    assert_eq!(c["name"], "google");
    assert_eq!(c["protocol"], "oidc");
    assert_eq!(c["kind"], "social");
    assert_eq!(c["label"], "Google");
    assert_eq!(c["enabled"], true);
    assert_eq!(c["callbackUrl"], "http://localhost:3001/callback/google");
    assert_eq!(
        c["issuer"], "https://accounts.google.com",
        "no trailing slash"
    );
    assert_eq!(c["clientId"], "1234.apps.googleusercontent.com");
    assert_eq!(c["clientSecret"], json!({"env": "GOOGLE_CLIENT_SECRET"}));
    assert_eq!(c["scope"], "openid email profile");
    assert_eq!(c["linkByEmail"], true);
    assert_eq!(
        c["mapping"],
        json!({"id": "sub", "email": "email", "emailVerified": "email_verified",
               "name": "name", "avatar": "picture"})
    );

    // The callback follows the service's base URL.
    env.ok(&["config", "set", "base-url", "https://id.example.com"]);
    assert_eq!(
        env.json(&["connector", "get", "google"])["callbackUrl"],
        "https://id.example.com/callback/google"
    );

    let secret = env.dir.path().join("github-secret");
    std::fs::write(&secret, "s3cr3t\n").unwrap();
    let gh = env.json(&[
        "connector",
        "set",
        "oauth2",
        "github",
        "--authorization-endpoint",
        "https://github.com/login/oauth/authorize",
        "--token-endpoint",
        "https://github.com/login/oauth/access_token",
        "--userinfo-endpoint",
        "https://api.github.com/user",
        "--client-id",
        "Iv1.abc",
        "--client-secret-file",
        secret.to_str().unwrap(),
        "--scope",
        "read:user user:email",
    ]);
    assert_eq!(gh["protocol"], "oauth2");
    assert_eq!(
        gh["clientSecret"],
        json!({"file": secret.to_str().unwrap()})
    );
    assert_eq!(gh["mapping"]["id"], "id");
    assert_eq!(gh["mapping"]["avatar"], "avatar_url");
    assert!(gh.get("issuer").is_none());
    env.assert_not_stored("s3cr3t");

    let list = env.json(&["connector", "list"]);
    let names: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["github", "google"]);
    let table = env.ok(&["connector", "list"]);
    assert!(table.starts_with("NAME"), "{table}");
    assert!(table.contains("Continue with Google"), "{table}");

    assert_eq!(
        env.json(&["connector", "disable", "google"])["enabled"],
        false
    );
    assert_eq!(env.json(&["connector", "get", "google"])["enabled"], false);
    assert_eq!(
        env.json(&["connector", "enable", "google"])["enabled"],
        true
    );

    let removed = env.json(&["connector", "remove", "google"]);
    assert_eq!(removed["name"], "google");
    assert_eq!(
        env.ok(&["connector", "remove", "github"]).trim(),
        "deleted connector github"
    );
    let r = env.fails(3, &["connector", "get", "google"]);
    assert!(
        r.stderr.contains("no sign-in connector named \"google\""),
        "{}",
        r.stderr
    );
    assert_eq!(env.json(&["connector", "list"]), json!([]));
}

#[test]
fn set_changes_only_the_flags_given() {
    let env = Env::new();
    let before = google(&env, &["--label", "Google", "--kind", "sso"]);
    let after = google(&env, &["--link-by-email", "false", "--email-field", "mail"]);
    assert_eq!(after["label"], "Google");
    assert_eq!(after["kind"], "sso");
    assert_eq!(after["linkByEmail"], false);
    assert_eq!(after["mapping"]["email"], "mail");
    assert_eq!(after["mapping"]["id"], "sub");
    assert_eq!(after["createdAt"], before["createdAt"]);
    let only = env.json(&["connector", "set", "oidc", "google", "--label", ""]);
    assert!(only["label"].is_null(), "an empty label removes it");
    assert_eq!(only["clientId"], "1234.apps.googleusercontent.com");
    assert_eq!(only["issuer"], "https://accounts.google.com");
}

#[test]
fn every_bad_flag_is_refused_with_the_store_unchanged() {
    let env = Env::new();
    google(&env, &[]);
    let oidc = |name: &'static str, extra: &[&'static str]| -> Vec<&'static str> {
        let mut a = vec![
            "connector",
            "set",
            "oidc",
            name,
            "--issuer",
            "https://idp.example.com",
            "--client-id",
            "cid",
            "--client-secret-env",
            "SECRET",
        ];
        a.extend_from_slice(extra);
        a
    };
    let long_label = "x".repeat(65);
    let rows_owned: Vec<(Vec<&str>, i32, Vec<&str>)> = vec![
        (
            oidc("Google2", &[]),
            5,
            vec!["\"Google2\" is not a connector name"],
        ),
        (oidc("-x", &[]), 2, vec![]),
        (oidc("a b", &[]), 5, vec!["is not a connector name"]),
        (
            oidc("email", &[]),
            5,
            vec!["email is the name of a code channel"],
        ),
        (
            oidc("sms", &[]),
            5,
            vec!["sms is the name of a code channel"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "new",
                "--client-id",
                "c",
                "--client-secret-env",
                "S",
            ],
            5,
            vec!["connector new is new: --issuer is required to create it"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "new",
                "--issuer",
                "https://i.example.com",
                "--client-secret-env",
                "S",
            ],
            5,
            vec!["--client-id is required"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "new",
                "--issuer",
                "https://i.example.com",
                "--client-id",
                "c",
            ],
            5,
            vec!["--client-secret-env or --client-secret-file is required"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "google",
                "--issuer",
                "not a url",
            ],
            5,
            vec!["--issuer \"not a url\" is not a URL"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "google",
                "--issuer",
                "ftp://idp.example.com",
            ],
            5,
            vec!["--issuer must be an http or https URL"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "google",
                "--issuer",
                "https://idp.example.com/#x",
            ],
            5,
            vec!["--issuer must not have a #fragment"],
        ),
        (
            vec!["connector", "set", "oidc", "google", "--client-id", " "],
            5,
            vec!["--client-id must not be empty"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "google",
                "--client-secret-env",
                "1X",
            ],
            5,
            vec!["\"1X\" is not an environment variable's name"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "google",
                "--client-secret-env",
                "A",
                "--client-secret-file",
                "f",
            ],
            2,
            vec!["cannot be used with"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "google",
                "--scope",
                "email profile",
            ],
            5,
            vec!["--scope of an OpenID Connect connector must include openid"],
        ),
        (
            vec!["connector", "set", "oidc", "google", "--kind", "enterprise"],
            2,
            vec!["invalid value 'enterprise' for '--kind"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "google",
                "--link-by-email",
                "maybe",
            ],
            2,
            vec!["invalid value 'maybe' for '--link-by-email"],
        ),
        (
            vec!["connector", "set", "oidc", "google", "--label", &long_label],
            5,
            vec!["--label is longer than 64 characters"],
        ),
        (
            vec!["connector", "set", "oidc", "google", "--label", "a\u{7}b"],
            5,
            vec!["--label must not hold control characters"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "google",
                "--id-field",
                "data..id",
            ],
            5,
            vec!["--id-field must be a member name or a dotted path"],
        ),
        (
            vec!["connector", "set", "oidc", "google", "--name-field", ""],
            5,
            vec!["--name-field must not be empty"],
        ),
        (
            vec![
                "connector",
                "set",
                "oidc",
                "google",
                "--token-endpoint",
                "https://x.example.com",
            ],
            2,
            vec!["unexpected argument '--token-endpoint'"],
        ),
        (
            vec!["connector", "set", "oauth2", "google", "--client-id", "c"],
            4,
            vec!["connector google is an OpenID Connect connector; remove it first"],
        ),
        (
            vec![
                "connector",
                "set",
                "oauth2",
                "gh",
                "--authorization-endpoint",
                "https://a.example.com",
                "--userinfo-endpoint",
                "https://u.example.com",
                "--client-id",
                "c",
                "--client-secret-env",
                "S",
            ],
            5,
            vec!["--token-endpoint is required"],
        ),
        (
            vec![
                "connector",
                "set",
                "oauth2",
                "gh",
                "--authorization-endpoint",
                "https://a.example.com",
                "--token-endpoint",
                "https://t.example.com",
                "--userinfo-endpoint",
                "mailto:x@example.com",
                "--client-id",
                "c",
                "--client-secret-env",
                "S",
            ],
            5,
            vec!["--userinfo-endpoint must be an http or https URL"],
        ),
        (
            vec!["connector", "get", "nope"],
            3,
            vec!["no sign-in connector named \"nope\""],
        ),
        (
            vec!["connector", "remove", "nope"],
            3,
            vec!["no sign-in connector named"],
        ),
        (
            vec!["connector", "enable", "nope"],
            3,
            vec!["no sign-in connector named"],
        ),
        (
            vec!["connector", "disable", "nope"],
            3,
            vec!["no sign-in connector named"],
        ),
    ];
    let rows: Vec<Refusal> = rows_owned
        .iter()
        .map(|(a, c, s)| (a.as_slice(), *c, s.as_slice()))
        .collect();
    env.refuses(&rows);

    // Under -o json: one error object on stderr, nothing on stdout.
    let r = env.fails(
        5,
        &[
            "-o",
            "json",
            "connector",
            "set",
            "oidc",
            "google",
            "--scope",
            "x",
        ],
    );
    assert!(r.stdout.is_empty());
    assert_eq!(r.err_json()["code"], "guard.invalid_input");

    // Bytes that are not UTF-8: a usage error, no panic.
    use std::os::unix::ffi::OsStrExt;
    let mut c = env.cmd(&["connector", "get"]);
    c.arg(std::ffi::OsStr::from_bytes(b"g\xffoogle"));
    let before = env.snapshot();
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert_eq!(env.snapshot(), before);
}

#[test]
fn sso_identities_are_rows_of_their_own_and_an_identity_links_to_one_user() {
    let env = Env::new();
    env.ok(&["user", "create", "--username", "ann"]);
    env.ok(&["user", "create", "--username", "ben"]);
    let linked = env.json(&["experience", "link", "ann", "--sso", "acme:u-1"]);
    assert!(
        linked["user"]["identities"]
            .as_object()
            .unwrap()
            .keys()
            .all(|k| !k.starts_with("sso:")),
        "{linked}"
    );
    let ann = env.json(&["user", "get", "ann"]);
    let sso = ann["ssoIdentities"].as_array().unwrap();
    assert_eq!(sso.len(), 1);
    assert_eq!(sso[0]["ssoConnectorId"], "acme");
    assert_eq!(sso[0]["identityId"], "u-1");
    assert_eq!(sso[0]["userId"], ann["id"]);
    // The same identity for another user: refused, nothing changed.
    let r = env.fails(4, &["experience", "link", "ben", "--sso", "acme:u-1"]);
    assert!(
        r.stderr
            .contains("the identity acme:u-1 is linked to another user"),
        "{}",
        r.stderr
    );
    env.ok(&["experience", "link", "ann", "--social", "github:42"]);
    let r = env.fails(4, &["experience", "link", "ben", "--social", "github:42"]);
    assert!(
        r.stderr
            .contains("the identity github:42 is linked to another user")
    );
    // The Management API shows them when asked.
    let api = crate::common::api::Api::start(&env);
    let id = ann["id"].as_str().unwrap();
    let plain = api.get(&format!("/users/{id}"));
    assert!(
        plain.body.get("ssoIdentities").is_none(),
        "{:?}",
        plain.body
    );
    let with = api.get(&format!("/users/{id}?includeSsoIdentities=true"));
    assert_eq!(with.body["ssoIdentities"][0]["identityId"], "u-1");
    assert_eq!(with.body["identities"]["github"]["userId"], "42");
}

#[test]
fn sso_records_of_older_stores_move_to_sso_identities_and_social_ones_are_indexed() {
    let env = Env::new();
    env.ok(&["user", "create", "--username", "ann"]);
    let id = env.json(&["user", "get", "ann"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    // A store of schema 23, where `experience link --sso` wrote into `identities`.
    let identities = r#"{"github":{"userId":"42","details":{}},"sso:acme":{"userId":"u-9","details":{},"sso":true}}"#;
    let back = format!(
        "{} UPDATE users SET identities = '{identities}' WHERE id = '{id}';",
        crate::common::UNDO_SCHEMA_24
    );
    match env.engine() {
        crate::common::Engine::Sqlite => env.sql_exec(&format!("{back} PRAGMA user_version = 23;")),
        crate::common::Engine::Postgres => env.sql_exec(&format!(
            "{back} UPDATE idctl_meta SET value = '23' WHERE key = 'schema_version'"
        )),
    }
    assert_eq!(env.json(&["store", "info"])["schemaVersion"], 23);
    let ann = env.json(&["user", "get", "ann"]);
    assert_eq!(
        env.json(&["store", "info"])["schemaVersion"],
        idctl::store::SCHEMA_VERSION
    );
    assert_eq!(
        ann["identities"],
        json!({"github": {"userId": "42", "details": {}}})
    );
    assert_eq!(ann["ssoIdentities"][0]["ssoConnectorId"], "acme");
    assert_eq!(ann["ssoIdentities"][0]["identityId"], "u-9");
    assert_eq!(
        env.sql_value("SELECT user_id FROM user_social_identities WHERE target = 'github' AND identity_id = '42'"),
        id
    );
}

/// A provider: a second idctl with its own store.
fn provider() -> (Env, Server) {
    let env = Env::new();
    let server = Server::start(&env, &[]);
    (env, server)
}

/// The connector `up` of `env` to `issuer`, its secret in a variable the server has.
fn connect(env: &Env, issuer: &str) {
    env.ok(&[
        "connector",
        "set",
        "oidc",
        "up",
        "--issuer",
        issuer,
        "--client-id",
        "downstream",
        "--client-secret-env",
        "UP_SECRET",
        "--label",
        "<b>Up</b> & co",
    ]);
}

#[test]
fn the_sign_in_page_shows_a_button_per_enabled_connector() {
    let env = Env::new();
    connect(&env, "https://idp.example.com");
    google(&env, &[]);
    env.ok(&["connector", "disable", "google"]);
    let server = Server::start(&env, &[]);
    let app = crate::pages::app(&env, "Shop");
    let (mut b, _) = arriving(&env, &server, &app);
    let page = b.get("/sign-in");
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains(
            r#"<a class="connector" href="/sign-in/with/up">Continue with &lt;b&gt;Up&lt;/b&gt; &amp; co</a>"#
        ),
        "{}",
        page.body
    );
    assert!(
        !page.body.contains("google"),
        "a disabled connector has no button"
    );
}

#[test]
fn the_flow_refuses_unknown_connectors_unreachable_providers_and_answers_that_are_not_genuine() {
    let (_up_env, up) = provider();
    let env = Env::new();
    connect(&env, &up.issuer());
    // A provider nobody listens at.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let dead = format!("http://127.0.0.1:{}", closed.local_addr().unwrap().port());
    drop(closed);
    env.ok(&[
        "connector",
        "set",
        "oidc",
        "gone",
        "--issuer",
        &dead,
        "--client-id",
        "c",
        "--client-secret-env",
        "UP_SECRET",
    ]);
    google(&env, &[]);
    env.ok(&["connector", "disable", "google"]);
    let server = Server::start_with(&env, &[], &[("UP_SECRET", "not-the-secret")]);
    let app = crate::pages::app(&env, "Shop");
    let (mut b, _) = arriving(&env, &server, &app);
    let before = env.snapshot();

    for (path, status, says) in [
        (
            "/sign-in/with/nope",
            404,
            "This sign-in option is not available",
        ),
        (
            "/sign-in/with/google",
            404,
            "This sign-in option is not available",
        ),
        (
            "/sign-in/with/gone",
            424,
            "The sign-in service did not answer",
        ),
        (
            "/callback/up?code=x&state=y",
            400,
            "This browser did not start this sign-in",
        ),
    ] {
        let p = b.get(path);
        assert_eq!(p.status, status, "{path}: {}", p.body);
        assert!(p.body.contains(says), "{path}: {}", p.body);
        assert!(p.body.contains("You were not signed in."), "{path}");
        assert!(!b.cookies.contains_key("_session"), "{path}");
    }

    // To the provider: PKCE S256, state and nonce, the callback; the flow in a signed cookie.
    let p = b.get("/sign-in/with/up");
    assert_eq!(p.status, 303, "{}", p.body);
    let to = url::Url::parse(&p.header("location")).unwrap();
    assert_eq!(
        to.as_str().split('?').next().unwrap(),
        format!("{}/auth", up.issuer())
    );
    let q = |n: &str| {
        to.query_pairs()
            .find(|(k, _)| k == n)
            .map(|(_, v)| v.into_owned())
            .unwrap_or_default()
    };
    assert_eq!(q("response_type"), "code");
    assert_eq!(q("client_id"), "downstream");
    assert_eq!(q("redirect_uri"), format!("{}/callback/up", server.url));
    assert_eq!(q("scope"), "openid email profile");
    assert_eq!(q("code_challenge_method"), "S256");
    assert_eq!(q("code_challenge").len(), 43);
    assert!(q("nonce").len() >= 32);
    let state = q("state");
    assert!(state.len() >= 32);
    assert!(b.cookies.contains_key("_upstream"));
    assert!(p.header("set-cookie").contains("HttpOnly"));

    for (path, status, says) in [
        (
            "/callback/up?code=x&state=another".to_string(),
            400,
            "its state does not match",
        ),
        (
            format!("/callback/google?code=x&state={state}"),
            400,
            "its state does not match",
        ),
        (
            format!("/callback/up?error=access_denied&state={state}"),
            403,
            "did not sign you in (access was denied)",
        ),
        (
            format!("/callback/up?error=server_error&state={state}"),
            400,
            "answered with an error: server_error",
        ),
        (
            format!("/callback/up?state={state}"),
            400,
            "sent no authorization code",
        ),
        // The provider refuses the code (and this client): nothing is trusted.
        (
            format!("/callback/up?code=forged&state={state}"),
            400,
            "could not be verified",
        ),
    ] {
        let keep = b.cookies.clone();
        let p = b.get(&path);
        assert_eq!(p.status, status, "{path}: {}", p.body);
        assert!(p.body.contains(says), "{path}: {}", p.body);
        assert!(!b.cookies.contains_key("_session"), "{path}");
        b.cookies = keep;
    }
    assert!(
        server.logged("the provider refused the code"),
        "{}",
        server.stderr()
    );
    assert_eq!(env.snapshot(), before, "nothing stored for any of it");
}

#[test]
fn a_manifest_declares_sign_in_connectors_and_export_gives_them_back() {
    let env = Env::new();
    let dir = env.dir.path();
    std::fs::write(
        dir.join("m.toml"),
        r#"version = 1

[[sign_in_connectors]]
name = "google"
protocol = "oidc"
issuer = "https://accounts.google.com"
client_id = "1234"
client_secret = { env = "GOOGLE_CLIENT_SECRET" }
label = "Google"

[[sign_in_connectors]]
name = "github"
protocol = "oauth2"
authorization_endpoint = "https://github.com/login/oauth/authorize"
token_endpoint = "https://github.com/login/oauth/access_token"
userinfo_endpoint = "https://api.github.com/user"
client_id = "Iv1"
client_secret = { file = "github-secret.txt" }
kind = "sso"
enabled = false
"#,
    )
    .unwrap();
    let m = dir.join("m.toml");
    let m = m.to_str().unwrap();
    // Secrets are references, never read by apply: neither the variable nor the file exists.
    let plan = env.ok(&["apply", "-f", m, "--yes"]);
    assert!(plan.contains("create  sign_in_connector  google"), "{plan}");
    let gh = env.json(&["connector", "get", "github"]);
    assert_eq!(gh["kind"], "sso");
    assert_eq!(gh["enabled"], false);
    assert_eq!(
        gh["clientSecret"]["file"],
        dir.join("github-secret.txt").to_str().unwrap(),
        "relative to the manifest, made absolute"
    );
    // Applying again changes nothing; an export applies as it is.
    let again = env.run(&["apply", "-f", m, "--yes"]);
    assert!(
        again.stderr.contains("nothing to change"),
        "{}",
        again.stderr
    );
    let exported = env.ok(&["export"]);
    assert_eq!(exported.matches("[[sign_in_connectors]]").count(), 2);
    std::fs::write(dir.join("e.toml"), &exported).unwrap();
    let e = dir.join("e.toml");
    let r = env.run(&["apply", "-f", e.to_str().unwrap(), "--yes"]);
    assert!(
        r.stderr.contains("nothing to change"),
        "{}{}",
        r.stdout,
        r.stderr
    );
    // A change is planned by field.
    std::fs::write(
        dir.join("m.toml"),
        std::fs::read_to_string(dir.join("m.toml"))
            .unwrap()
            .replace("label = \"Google\"", "label = \"G\""),
    )
    .unwrap();
    let dry = env.ok(&["apply", "-f", m, "--dry-run"]);
    assert!(
        dry.contains("update  sign_in_connector  google  label: \"Google\" -> \"G\""),
        "{dry}"
    );

    // Refused, naming the place, the store unchanged.
    for (body, code, says) in [
        (
            "client_secret = \"inline\"",
            5,
            "sign_in_connectors[0].client_secret: a connector's secret is never stored",
        ),
        (
            "protocol = \"saml\"",
            5,
            "sign_in_connectors[0].protocol: \"saml\" is not oidc or oauth2",
        ),
        ("kind = \"enterprise\"", 5, "--kind must be social or sso"),
        ("issuer = \"nope\"", 5, "--issuer \"nope\" is not a URL"),
    ] {
        let mut text = String::from(
            "version = 1\n\n[[sign_in_connectors]]\nname = \"x\"\nclient_id = \"c\"\n",
        );
        for k in ["protocol", "issuer", "client_secret"] {
            if !body.starts_with(k) {
                text.push_str(match k {
                    "protocol" => "protocol = \"oidc\"\n",
                    "issuer" => "issuer = \"https://i.example.com\"\n",
                    _ => "client_secret = { env = \"S\" }\n",
                });
            }
        }
        text.push_str(body);
        text.push('\n');
        let bad = dir.join("bad.toml");
        std::fs::write(&bad, text).unwrap();
        let r = env.fails(
            code,
            &[
                "apply",
                "-f",
                bad.to_str().unwrap(),
                "--yes",
                "--allow-inline-secrets",
            ],
        );
        assert!(r.stderr.contains(says), "{body}: {}", r.stderr);
    }
}

#[test]
fn a_claims_script_sees_the_users_sso_identities() {
    let env = Env::new();
    env.ok(&["user", "create", "--username", "ann"]);
    env.ok(&["experience", "link", "ann", "--sso", "acme:u-7"]);
    let script = env.dir.path().join("sso.js");
    std::fs::write(
        &script,
        "const getCustomJwtClaims = async ({ context }) => {\n  \
         return { sso: context.user.ssoIdentities.map((s) => s.ssoConnectorId + ':' + s.identityId) };\n};\n",
    )
    .unwrap();
    env.ok(&[
        "claims",
        "set",
        "--for",
        "user",
        "--script",
        script.to_str().unwrap(),
    ]);
    let out = env.json(&["claims", "test", "--for", "user", "--user", "ann"]);
    assert_eq!(out["sso"], json!(["acme:u-7"]), "{out}");
}

#[test]
fn the_provider_and_kind_of_a_connector_with_linked_identities_cannot_change() {
    let env = Env::new();
    google(&env, &[]);
    // No identity yet: the issuer may change (and back).
    let moved = env.json(&[
        "connector",
        "set",
        "oidc",
        "google",
        "--issuer",
        "https://other.example.com",
    ]);
    assert_eq!(moved["issuer"], "https://other.example.com");
    google(&env, &[]);
    env.ok(&["user", "create", "--username", "ann"]);
    env.ok(&["experience", "link", "ann", "--social", "google:g-1"]);
    let before = env.snapshot();
    for (args, says) in [
        (
            vec!["--issuer", "https://evil.example.com"],
            "connector google has linked identities: its --issuer cannot change",
        ),
        (
            vec!["--kind", "sso"],
            "connector google has linked identities: its --kind cannot change",
        ),
    ] {
        let mut all = vec![
            "connector",
            "set",
            "oidc",
            "google",
            "--client-id",
            "1234.apps.googleusercontent.com",
        ];
        all.extend(args);
        let r = env.fails(4, &all);
        assert!(r.stderr.contains(says), "{}", r.stderr);
        assert_eq!(env.snapshot(), before, "store unchanged");
    }
    // The same issuer again, and other fields: fine.
    let same = google(&env, &["--label", "Google"]);
    assert_eq!(same["label"], "Google");

    // OAuth 2: the endpoints, once an identity exists.
    let secret = env.dir.path().join("gh-secret");
    std::fs::write(&secret, "s\n").unwrap();
    let gh = |extra: &[&str]| {
        let mut a = vec![
            "connector",
            "set",
            "oauth2",
            "github",
            "--authorization-endpoint",
            "https://github.com/login/oauth/authorize",
            "--token-endpoint",
            "https://github.com/login/oauth/access_token",
            "--userinfo-endpoint",
            "https://api.github.com/user",
            "--client-id",
            "Iv1.abc",
            "--client-secret-file",
            secret.to_str().unwrap(),
        ];
        a.extend_from_slice(extra);
        a.into_iter().map(str::to_string).collect::<Vec<_>>()
    };
    let args = gh(&[]);
    env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    env.ok(&["experience", "link", "ann", "--sso", "github:7"]);
    let before = env.snapshot();
    let r = env.fails(
        4,
        &[
            "connector",
            "set",
            "oauth2",
            "github",
            "--userinfo-endpoint",
            "https://evil.example.com/user",
        ],
    );
    assert!(
        r.stderr.contains(
            "connector github has linked identities: its --userinfo-endpoint cannot change"
        ),
        "{}",
        r.stderr
    );
    assert_eq!(env.snapshot(), before, "store unchanged");
}

#[test]
fn a_client_secret_the_server_cannot_read_answers_503_and_signs_nobody_in() {
    let (_up_env, up) = provider();
    let env = Env::new();
    // The variable is not set in the server's environment.
    env.ok(&[
        "connector",
        "set",
        "oidc",
        "up",
        "--issuer",
        &up.issuer(),
        "--client-id",
        "downstream",
        "--client-secret-env",
        "IDCTL_TEST_UNSET_SECRET",
    ]);
    let server = Server::start(&env, &[]);
    let app = crate::pages::app(&env, "Shop");
    let (mut b, _) = arriving(&env, &server, &app);
    let before = env.snapshot();
    let p = b.get("/sign-in/with/up");
    assert_eq!(p.status, 303, "{}", p.body);
    let to = url::Url::parse(&p.header("location")).unwrap();
    let state = to
        .query_pairs()
        .find(|(k, _)| k == "state")
        .map(|(_, v)| v.into_owned())
        .unwrap();
    let p = b.get(&format!("/callback/up?code=some-code&state={state}"));
    assert_eq!(p.status, 503, "{}", p.body);
    assert!(
        p.body.contains("This sign-in is not available right now"),
        "{}",
        p.body
    );
    assert!(p.body.contains("You were not signed in."), "{}", p.body);
    assert!(!p.body.contains("IDCTL_TEST_UNSET_SECRET"), "{}", p.body);
    assert!(!b.cookies.contains_key("_session"));
    assert!(
        server.logged("IDCTL_TEST_UNSET_SECRET"),
        "the log says why: {}",
        server.stderr()
    );
    assert_eq!(env.snapshot(), before, "nothing stored");
}

#[test]
fn an_unknown_connector_name_is_not_repeated_into_the_page() {
    let env = Env::new();
    let server = Server::start(&env, &[]);
    let app = crate::pages::app(&env, "Shop");
    let (mut b, _) = arriving(&env, &server, &app);
    let before = env.snapshot();
    for path in [
        "/sign-in/with/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
        "/sign-in/with/Call%20us%20at%20555-0100",
        "/sign-in/with/nobody-here",
        "/sign-in/with/email",
        "/callback/%3Cb%3Ezqx%3C%2Fb%3E?code=x&state=y",
    ] {
        let p = b.get(path);
        assert_eq!(p.status, 404, "{path}: {}", p.body);
        assert!(
            p.body.contains("This sign-in is not available here"),
            "{path}: {}",
            p.body
        );
        for echoed in ["alert(1)", "555-0100", "nobody-here", "zqx"] {
            assert!(
                !p.body.contains(echoed),
                "{path} echoes {echoed}: {}",
                p.body
            );
        }
    }
    assert_eq!(env.snapshot(), before, "nothing stored");
}
