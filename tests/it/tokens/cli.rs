//! `idctl token` (client credentials) and `idctl keys`.
use crate::common::{Env, m2m_client, run_cmd, segment};
use serde_json::Value;

const API: &str = "https://api.example.com";

fn token(env: &Env, id: &str, secret: &str, extra: &[&str]) -> crate::common::Run {
    let mut args = vec!["token", "--client-id", id, "--client-secret", secret];
    args.extend_from_slice(extra);
    env.run(&args)
}

#[test]
fn a_client_credentials_token_has_the_service_format() {
    let env = Env::new();
    env.ok(&["init", "--base-url", "http://localhost:3001"]);
    let (id, secret) = m2m_client(&env);
    let r = token(
        &env,
        &id,
        &secret,
        &["--resource", API, "--scope", "read:orders write:orders"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let jwt = r.stdout.trim();
    assert_eq!(r.stdout.lines().count(), 1, "only the bare JWT on stdout");
    let header = segment(jwt, 0);
    let keys: Vec<&str> = header
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["alg", "typ", "kid"]);
    assert_eq!(header["alg"], "ES384");
    assert_eq!(header["typ"], "at+jwt");
    let jwks = env.json(&["keys", "jwks"]);
    assert_eq!(header["kid"], jwks["keys"][0]["kid"]);
    let claims = segment(jwt, 1);
    let keys: Vec<&str> = claims
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "jti",
            "sub",
            "iat",
            "exp",
            "scope",
            "client_id",
            "iss",
            "aud"
        ]
    );
    assert_eq!(claims["jti"].as_str().unwrap().len(), 21);
    assert_eq!(claims["sub"], id.as_str());
    assert_eq!(claims["client_id"], id.as_str());
    assert_eq!(claims["iss"], "http://localhost:3001/oidc");
    assert_eq!(claims["aud"], API);
    assert_eq!(claims["scope"], "read:orders write:orders");
    assert_eq!(
        claims["exp"].as_i64().unwrap() - claims["iat"].as_i64().unwrap(),
        3600
    );
}

#[test]
fn json_output_is_the_token_response() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    env.ok(&["resource", "update", API, "--ttl", "120"]);
    let r = token(
        &env,
        &id,
        &secret,
        &["-o", "json", "-r", API, "-s", "read:orders"],
    );
    let j = r.json();
    let keys: Vec<&str> = j.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["access_token", "expires_in", "token_type", "scope"]);
    assert_eq!(j["expires_in"], 120);
    assert_eq!(j["token_type"], "Bearer");
    assert_eq!(j["scope"], "read:orders");
}

#[test]
fn nothing_granted_leaves_out_the_scope() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let r = token(
        &env,
        &id,
        &secret,
        &["-o", "json", "-r", API, "-s", "admin"],
    );
    assert_eq!(r.code, 0);
    let j = r.json();
    assert!(j.get("scope").is_none(), "{j}");
    let claims = segment(j["access_token"].as_str().unwrap(), 1);
    assert!(claims.get("scope").is_none());
    let r = token(&env, &id, &secret, &["-o", "json", "-r", API]);
    assert!(r.json().get("scope").is_none());
}

#[test]
fn dropped_permissions_are_explained_and_strict_refuses() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    env.ok(&["scope", "create", "-r", API, "delete:orders"]);
    let r = token(
        &env,
        &id,
        &secret,
        &[
            "-o",
            "json",
            "-r",
            API,
            "-s",
            "read:orders read delete:orders nope",
            "-s",
            "read:orders",
        ],
    );
    assert_eq!(r.code, 0);
    assert_eq!(r.json()["scope"], "read:orders");
    // Under -o json each warning is one {"warning": ...} object on stderr.
    let warnings: Vec<String> = r
        .stderr_json()
        .iter()
        .map(|w| w["warning"].as_str().expect("a warning object").to_string())
        .collect();
    assert_eq!(
        warnings,
        [
            "dropped read: not defined on https://api.example.com; looks like a prefix of read:orders (names must match exactly)",
            "dropped delete:orders: defined on https://api.example.com but not held by client svc",
            "dropped nope: not defined on https://api.example.com",
        ],
        "{}",
        r.stderr
    );
    // For people, the same warnings as text.
    let r = token(&env, &id, &secret, &["-r", API, "-s", "read:orders nope"]);
    assert_eq!(r.code, 0);
    assert!(
        r.stderr
            .contains("warning: dropped nope: not defined on https://api.example.com\n"),
        "{}",
        r.stderr
    );
    let r = token(
        &env,
        &id,
        &secret,
        &[
            "-o",
            "json",
            "-r",
            API,
            "-s",
            "read:orders nope",
            "--strict",
        ],
    );
    assert_eq!(r.code, 6);
    assert!(r.stdout.is_empty());
    let e = r.err_json();
    assert_eq!(e["error"], "invalid_scope");
    assert!(
        e["error_description"]
            .as_str()
            .unwrap()
            .contains("nope (not defined")
    );
}

#[test]
fn granted_permissions_follow_the_roles_now() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    env.ok(&["role", "revoke", "orders-m2m", "-r", API, "write:orders"]);
    let r = token(
        &env,
        &id,
        &secret,
        &["-o", "json", "-r", API, "-s", "read:orders write:orders"],
    );
    assert_eq!(r.json()["scope"], "read:orders");
    env.ok(&["client", "unassign", "svc", "orders-m2m"]);
    let r = token(
        &env,
        &id,
        &secret,
        &["-o", "json", "-r", API, "-s", "read:orders"],
    );
    assert!(r.json().get("scope").is_none());
}

#[test]
fn credentials_from_env_stdin_and_basic() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let mut c = env.cmd(&["token", "-r", API, "-s", "read:orders"]);
    c.env("IDCTL_CLIENT_ID", &id)
        .env("IDCTL_CLIENT_SECRET", &secret);
    assert_eq!(crate::common::run_cmd(c).code, 0);
    let mut c = env.cmd(&[
        "token",
        "--client-id",
        &id,
        "--client-secret-stdin",
        "-r",
        API,
    ]);
    c.write_stdin(format!("{secret}\n"));
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    use base64::Engine;
    let b = base64::engine::general_purpose::STANDARD.encode(format!("{id}:{secret}"));
    assert_eq!(env.run(&["token", "--basic", &b, "-r", API]).code, 0);
    assert_eq!(
        env.run(&["token", "--basic", &format!("Basic {b}"), "-r", API])
            .code,
        0
    );
    // The value is read as the token endpoint reads the header (RFC 6749 section 2.3.1: each
    // part form-encoded), so a percent-encoded id names the same client.
    let encoded: String = id.bytes().map(|b| format!("%{b:02X}")).collect();
    let b = base64::engine::general_purpose::STANDARD.encode(format!("{encoded}:{secret}"));
    assert_eq!(env.run(&["token", "--basic", &b, "-r", API]).code, 0);
}

#[test]
fn refused_requests_use_oauth_errors_and_exit_6() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let cases: Vec<(Vec<&str>, &str, &str)> = vec![
        (
            vec!["--client-id", &id, "--client-secret", "wrong", "-r", API],
            "invalid_client",
            "client authentication failed",
        ),
        (
            vec![
                "--client-id",
                "nobody",
                "--client-secret",
                &secret,
                "-r",
                API,
            ],
            "invalid_client",
            "invalid client nobody",
        ),
        (
            vec!["--basic", "not base64!", "-r", API],
            "invalid_request",
            "invalid authorization header value format",
        ),
        (
            vec!["--basic", "bm9jb2xvbg==", "-r", API],
            "invalid_request",
            "invalid authorization header value format",
        ),
        (
            vec!["-r", API],
            "invalid_request",
            "no client authentication mechanism provided",
        ),
        (
            vec![
                "--client-id",
                &id,
                "--client-secret",
                &secret,
                "-r",
                "https://unknown.example.com",
            ],
            "invalid_target",
            "resource indicator is missing, or unknown",
        ),
        (
            vec![
                "--client-id",
                &id,
                "--client-secret",
                &secret,
                "-r",
                "api/orders",
            ],
            "invalid_target",
            "resource indicator must be an absolute URI",
        ),
        (
            vec![
                "--client-id",
                &id,
                "--client-secret",
                &secret,
                "-r",
                "https://api.example.com#x",
            ],
            "invalid_target",
            "resource indicator must not contain a fragment component",
        ),
        (
            vec![
                "--client-id",
                &id,
                "--client-secret",
                &secret,
                "-r",
                "https://api.example.com/",
            ],
            "invalid_target",
            "resource indicator is missing, or unknown",
        ),
        (
            vec!["--client-id", &id, "--client-secret", &secret],
            "invalid_target",
            "both `resource` and `organization_id` are not provided",
        ),
        (
            vec![
                "--client-id",
                &id,
                "--client-secret",
                &secret,
                "-r",
                API,
                "-r",
                "https://b.example.com",
            ],
            "invalid_target",
            "only a single resource indicator value is supported for this grant type",
        ),
    ];
    for (args, error, description) in cases {
        let mut a = vec!["-o", "json", "token"];
        a.extend_from_slice(&args);
        let r = env.fails(6, &a);
        assert!(r.stdout.is_empty());
        // Only the OAuth error object on stderr: no `error:` text line beside it.
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
        let e = r.err_json();
        assert_eq!(e["error"], error, "{args:?}");
        assert_eq!(e["error_description"], description, "{args:?}");
    }
    let r = env.fails(
        6,
        &[
            "token",
            "--client-id",
            &id,
            "--client-secret",
            &secret,
            "-r",
            "https://api.example.com/",
        ],
    );
    assert!(
        r.stderr.contains(
            "hint: indicators match byte for byte; registered is https://api.example.com"
        ),
        "{}",
        r.stderr
    );
}

#[test]
fn the_default_resource_is_the_audience_when_none_is_named() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    env.ok(&["resource", "set-default", API]);
    let r = token(&env, &id, &secret, &["-s", "read:orders"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(segment(r.stdout.trim(), 1)["aud"], API);
}

#[test]
fn rotated_secrets_stop_working() {
    let env = Env::new();
    let (id, old) = m2m_client(&env);
    let new = env.json(&["client", "rotate-secret", "svc"])["secret"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(token(&env, &id, &old, &["-r", API]).code, 6);
    assert_eq!(token(&env, &id, &new, &["-r", API]).code, 0);
}

#[test]
fn the_store_starts_with_one_es384_signing_key_whose_kid_is_its_thumbprint() {
    let env = Env::new();
    env.ok(&["init"]);
    let keys = env.json(&["keys", "list"]);
    // The signing key, and the RSA key of ID tokens for apps that ask for RS256.
    assert_eq!(keys.as_array().unwrap().len(), 2);
    let signing: Vec<&Value> = keys
        .as_array()
        .unwrap()
        .iter()
        .filter(|k| k["signing"] == true)
        .collect();
    assert_eq!(signing.len(), 1);
    assert_eq!(signing[0]["alg"], "ES384");
    assert_eq!(signing[0]["idTokens"], false);
    let rsa = keys
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["signing"] == false)
        .unwrap();
    assert_eq!(
        (&rsa["alg"], &rsa["idTokens"]),
        (&"RS256".into(), &true.into())
    );
    let jwks = env.json(&["keys", "jwks"]);
    // The signing key comes first.
    let k = &jwks["keys"][0];
    let mut members: Vec<&str> = k.as_object().unwrap().keys().map(String::as_str).collect();
    members.sort();
    assert_eq!(
        members,
        ["alg", "crv", "kid", "kty", "use", "x", "y"],
        "public members only"
    );
    assert_eq!(k["kty"], "EC");
    assert_eq!(k["crv"], "P-384");
    assert_eq!(k["use"], "sig");
    // RFC 7638, computed here independently.
    let canonical = format!(
        r#"{{"crv":"P-384","kty":"EC","x":"{}","y":"{}"}}"#,
        k["x"].as_str().unwrap(),
        k["y"].as_str().unwrap()
    );
    use base64::Engine;
    let d = aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, canonical.as_bytes());
    assert_eq!(
        k["kid"],
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(d.as_ref())
    );
    assert_eq!(k["kid"], signing[0]["kid"]);
    // The JWKS is JSON in table mode too.
    let _: Value = serde_json::from_str(&env.ok(&["keys", "jwks"])).unwrap();
}

#[test]
fn keys_made_in_the_same_instant_list_newest_first_on_either_engine() {
    let env = Env::new();
    // Every key of this store is made at the same instant: only the order they were made in
    // tells them apart.
    let at = |args: &[&str]| {
        let mut c = env.cmd(args);
        c.env("IDCTL_NOW", "1800000000");
        let r = run_cmd(c);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        r.stdout
    };
    at(&["init"]);
    let list = |env: &Env| -> Vec<(String, String)> {
        env.json(&["keys", "list"])
            .as_array()
            .unwrap()
            .iter()
            .map(|k| {
                (
                    k["kid"].as_str().unwrap().to_string(),
                    k["alg"].as_str().unwrap().to_string(),
                )
            })
            .collect()
    };
    let first = list(&env);
    let mut made = Vec::new();
    for alg in ["ES256", "EdDSA", "RS256", "ES384"] {
        let k: Value =
            serde_json::from_str(&at(&["-o", "json", "keys", "rotate", "--alg", alg])).unwrap();
        made.push((k["kid"].as_str().unwrap().to_string(), alg.to_string()));
    }
    made.reverse();
    made.extend(first.iter().cloned());
    assert_eq!(list(&env), made);
    // init's two keys: the ID-token key was made after the signing key.
    assert_eq!(
        first.iter().map(|k| k.1.as_str()).collect::<Vec<_>>(),
        ["RS256", "ES384"]
    );
}

#[test]
fn rotation_keeps_old_tokens_verifying_until_the_key_is_removed() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let old_kid = signing_kid(&env);
    let old_token = token(&env, &id, &secret, &["-r", API])
        .stdout
        .trim()
        .to_string();
    for alg in ["RS256", "EdDSA", "ES256", "ES384"] {
        let k = env.json(&["keys", "rotate", "--alg", alg]);
        assert_eq!(k["alg"], alg);
        assert_eq!(k["signing"], true);
        let t = token(&env, &id, &secret, &["-r", API, "-s", "read:orders"])
            .stdout
            .trim()
            .to_string();
        assert_eq!(segment(&t, 0)["alg"], alg);
        assert_eq!(segment(&t, 0)["kid"], k["kid"]);
        let r = env.run(&["verify", &t, "--scope", "read:orders"]);
        assert_eq!(r.code, 0, "{alg}: {}{}", r.stdout, r.stderr);
    }
    // Five signing keys and the RSA key of ID tokens.
    assert_eq!(
        env.json(&["keys", "jwks"])["keys"]
            .as_array()
            .unwrap()
            .len(),
        6
    );
    assert_eq!(env.run(&["verify", &old_token]).code, 0);
    let signing = signing_kid(&env);
    let r = env.fails(4, &["-y", "keys", "remove", &signing]);
    assert!(
        r.stderr
            .contains("is the signing key and cannot be removed")
    );
    env.fails(3, &["-y", "keys", "remove", "no-such-kid"]);
    env.fails(2, &["keys", "remove", &old_kid]);
    env.ok(&["-y", "keys", "remove", &old_kid]);
    let r = env.run(&["verify", &old_token]);
    assert_eq!(r.code, 11);
    assert!(
        r.stderr.contains(&format!(
            "key {old_kid} is not in the JWKS (rotated away, or a different issuer?)"
        )),
        "{}",
        r.stderr
    );
}

/// The kid of the key that signs.
fn signing_kid(env: &Env) -> String {
    env.json(&["keys", "list"])
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["signing"] == true)
        .expect("a signing key")["kid"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn private_keys_never_leave_the_store() {
    let env = Env::new();
    env.ok(&["keys", "rotate", "--alg", "RS256"]);
    for args in [vec!["keys", "jwks"], vec!["keys", "list"]] {
        let out = env.json(&args).to_string();
        for private in [
            "\"d\"", "\"p\"", "\"q\"", "\"dp\"", "\"dq\"", "\"qi\"", "private",
        ] {
            assert!(!out.contains(private), "{args:?} shows {private}");
        }
    }
}

#[test]
fn key_ids_starting_with_a_dash_are_key_ids_not_flags() {
    // Kids are base64url: one in 64 starts with '-'.
    let env = Env::new();
    env.ok(&["init"]);
    let r = env.fails(3, &["-y", "keys", "remove", "-Abc_def"]);
    assert!(
        r.stderr.contains("key -Abc_def does not exist"),
        "{}",
        r.stderr
    );
}

/// `idctl token` where it is clear what is wrong: the command that gets the reader unstuck.
fn token_hint(env: &Env, args: &[&str]) -> (crate::common::Run, String) {
    let mut a = vec!["token"];
    a.extend_from_slice(args);
    let mut c = env.cmd(&a);
    c.env_remove("IDCTL_CLIENT_ID")
        .env_remove("IDCTL_CLIENT_SECRET");
    let before = env.snapshot();
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 6, "{args:?}: {}", r.stderr);
    assert_eq!(before, env.snapshot(), "{args:?} changed the store");
    let hint = r
        .stderr
        .lines()
        .find_map(|l| l.strip_prefix("hint: "))
        .unwrap_or_else(|| panic!("{args:?}: no hint: {}", r.stderr))
        .to_string();
    (r, hint)
}

#[test]
fn token_without_clients_points_to_quickstart_and_client_create() {
    let env = Env::new();
    env.ok(&["init"]);
    let (r, hint) = token_hint(&env, &[]);
    assert!(
        r.stderr
            .contains("error: invalid_request: no client authentication mechanism provided"),
        "{}",
        r.stderr
    );
    assert!(
        hint.contains("this store has no machine-to-machine client yet"),
        "{hint}"
    );
    assert!(hint.contains("idctl quickstart"), "{hint}");
    assert!(
        hint.contains("idctl client create NAME --role ROLE"),
        "{hint}"
    );
    // The same under -o json, in the error object.
    let mut c = env.cmd(&["-o", "json", "token"]);
    c.env_remove("IDCTL_CLIENT_ID")
        .env_remove("IDCTL_CLIENT_SECRET");
    let e = crate::common::run_cmd(c).err_json();
    assert!(
        e["hint"].as_str().unwrap().contains("idctl quickstart"),
        "{e}"
    );
    // A single-page app is no machine client: the hint still says to make one.
    env.ok(&[
        "client",
        "create",
        "web",
        "--type",
        "spa",
        "--redirect-uri",
        "http://localhost:3000/cb",
    ]);
    let (_, hint) = token_hint(&env, &[]);
    assert!(hint.contains("idctl quickstart"), "{hint}");
    // Once there is one, the hint says how to name it.
    m2m_client(&env);
    let (_, hint) = token_hint(&env, &["-r", API]);
    assert!(
        hint.starts_with("give --client-id and --client-secret"),
        "{hint}"
    );
}

#[test]
fn invalid_client_points_to_rotate_secret_or_the_closest_client() {
    let env = Env::new();
    let (id, _) = m2m_client(&env);
    let name = env.json(&["client", "get", &id])["name"]
        .as_str()
        .unwrap()
        .to_string();
    // A wrong secret, the client named by id or by name: a new secret is the way.
    for key in [id.as_str(), name.as_str()] {
        let (r, hint) = token_hint(&env, &["--client-id", key, "--client-secret", "wrong"]);
        assert!(
            r.stderr
                .contains("error: invalid_client: client authentication failed"),
            "{}",
            r.stderr
        );
        assert_eq!(
            hint,
            format!(
                "the secret does not match; secrets are shown only once: get a new one with idctl client rotate-secret {name}"
            )
        );
    }
    // The same for the app of a user token.
    env.ok(&["user", "create", "--username", "alice"]);
    let (_, hint) = token_hint(
        &env,
        &[
            "--user",
            "alice",
            "--client-id",
            &name,
            "--client-secret",
            "wrong",
        ],
    );
    assert!(hint.contains("idctl client rotate-secret"), "{hint}");
    // A client that does not exist: its closest name, or the list.
    let typo = format!("{name}x");
    let (r, hint) = token_hint(&env, &["--client-id", &typo, "--client-secret", "s"]);
    assert!(
        r.stderr.contains(&format!("invalid client {typo}")),
        "{}",
        r.stderr
    );
    assert_eq!(hint, format!("no client {typo}; did you mean {name}?"));
    let (_, hint) = token_hint(
        &env,
        &[
            "--client-id",
            "something-else-entirely",
            "--client-secret",
            "s",
        ],
    );
    assert_eq!(hint, "list the clients with: idctl client list");
    // And the rotated secret works.
    let secret = env.ok(&["client", "rotate-secret", &name, "--secret-only"]);
    let r = token(&env, &id, secret.trim(), &["-r", API]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}
