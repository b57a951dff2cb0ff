//! `idctl decode` and `idctl verify`, with idctl's own tokens and with tokens of other issuers.
use crate::common::{Env, m2m_client, segment};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::jwk::Jwk;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde_json::{Value, json};

const API: &str = "https://api.example.com";

const ISS: &str = "http://localhost:3001/oidc";

/// A store with a client, and a token for it with read:orders.
fn setup() -> (Env, String) {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let r = env.run(&[
        "token",
        "--client-id",
        &id,
        "--client-secret",
        &secret,
        "-r",
        API,
        "-s",
        "read:orders",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    (env, r.stdout.trim().to_string())
}

fn b64(v: &Value) -> String {
    URL_SAFE_NO_PAD.encode(v.to_string())
}

/// Replaces the payload of a token, keeping header and signature.
fn with_payload(token: &str, payload: &Value) -> String {
    let parts: Vec<&str> = token.split('.').collect();
    format!("{}.{}.{}", parts[0], b64(payload), parts[2])
}

#[test]
fn a_fresh_token_verifies() {
    let (env, token) = setup();
    let r = env.run(&[
        "verify",
        &token,
        "--audience",
        API,
        "--scope",
        "read:orders",
    ]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("pass  signature   ES384 signature verified with key"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.trim_end().ends_with("valid"));
    let j = env.json(&["verify", &token]);
    assert_eq!(j["valid"], true);
    assert_eq!(j["cause"], Value::Null);
    let names: Vec<&str> = j["checks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "signature",
            "type",
            "expiry",
            "not_before",
            "issuer",
            "audience",
            "scopes"
        ]
    );
    assert!(
        j["checks"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["ok"] == true)
    );
    assert_eq!(j["payload"]["aud"], API);
    assert_eq!(j["header"]["typ"], "at+jwt");
    // From stdin too.
    let mut c = env.cmd(&["verify", "-"]);
    c.write_stdin(format!("{token}\n"));
    assert_eq!(crate::common::run_cmd(c).code, 0);
}

#[test]
fn each_failure_has_its_own_cause_and_exit_code() {
    let (env, token) = setup();
    let iat = segment(&token, 1)["iat"].as_i64().unwrap();
    let later = (iat + 3600 + 3 * 3600).to_string();
    // Expired (evaluated later with --now).
    let r = env.run(&["verify", &token, "--now", &later]);
    assert_eq!(r.code, 12, "{}", r.stderr);
    assert!(
        r.stderr.contains("error: expired ") && r.stderr.contains(", 3h ago"),
        "{}",
        r.stderr
    );
    let j = env
        .run(&["-o", "json", "verify", &token, "--now", &later])
        .json();
    assert_eq!(j["valid"], false);
    assert_eq!(j["cause"], "expired");
    // Leeway covers small skew.
    let just = (iat + 3600 + 5).to_string();
    assert_eq!(env.run(&["verify", &token, "--now", &just]).code, 12);
    assert_eq!(
        env.run(&["verify", &token, "--now", &just, "--leeway", "10"])
            .code,
        0
    );
    // Wrong audience, issuer, permission.
    let r = env.run(&["verify", &token, "--audience", "https://other.example.com"]);
    assert_eq!(r.code, 14);
    assert!(
        r.stderr
            .contains("audience is https://api.example.com, expected https://other.example.com"),
        "{}",
        r.stderr
    );
    let r = env.run(&[
        "verify",
        &token,
        "--issuer",
        "https://auth.example.com/oidc",
    ]);
    assert_eq!(r.code, 13);
    assert!(
        r.stderr.contains(
            "issuer is http://localhost:3001/oidc, expected https://auth.example.com/oidc"
        )
    );
    let r = env.run(&["verify", &token, "--scope", "read:orders write:orders"]);
    assert_eq!(r.code, 15);
    assert!(
        r.stderr
            .contains("missing permission write:orders; token has read:orders"),
        "{}",
        r.stderr
    );
    // An audience no longer registered in the store.
    env.ok(&["-y", "resource", "delete", API]);
    let r = env.run(&["verify", &token]);
    assert_eq!(r.code, 14);
    assert!(r.stderr.contains("not a resource registered in this store"));
    // Several failures: the first one in check order decides.
    let r = env.run(&[
        "-o", "json", "verify", &token, "--now", &later, "--issuer", "x", "--scope", "nope",
    ]);
    assert_eq!(r.code, 12);
    let report = r.json();
    let failed: Vec<&str> = report["checks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["ok"] == false)
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(failed, ["expiry", "issuer", "audience", "scopes"]);
}

#[test]
fn a_changed_payload_is_a_bad_signature() {
    let (env, token) = setup();
    let mut claims = segment(&token, 1);
    claims["scope"] = json!("read:orders write:orders");
    let forged = with_payload(&token, &claims);
    let r = env.run(&["verify", &forged]);
    assert_eq!(r.code, 11);
    assert!(
        r.stderr.contains("signature does not verify with key"),
        "{}",
        r.stderr
    );
}

#[test]
fn alg_none_and_algorithm_confusion_are_bad_signatures() {
    let (env, token) = setup();
    let claims = segment(&token, 1);
    let kid = segment(&token, 0)["kid"].clone();
    let none = format!(
        "{}.{}.",
        b64(&json!({"alg": "none", "typ": "at+jwt", "kid": kid})),
        b64(&claims)
    );
    let r = env.run(&["verify", &none]);
    assert_eq!(r.code, 11, "{}", r.stderr);
    assert!(r.stderr.contains("alg none: the token is not signed"));
    // HS256 "signed" with the public key as the HMAC secret.
    let jwks = env.json(&["keys", "jwks"]);
    let public = jwks["keys"][0].to_string();
    let mut header = Header::new(Algorithm::HS256);
    header.kid = kid.as_str().map(String::from);
    let hs = jsonwebtoken::encode(
        &header,
        &claims,
        &EncodingKey::from_secret(public.as_bytes()),
    )
    .unwrap();
    let r = env.run(&["verify", &hs]);
    assert_eq!(r.code, 11);
    assert!(
        r.stderr
            .contains("HS256 is a shared-secret (HMAC) algorithm"),
        "{}",
        r.stderr
    );
    // An unknown kid.
    let other = format!(
        "{}.{}.{}",
        b64(&json!({"alg": "ES384", "typ": "at+jwt", "kid": "not-a-known-kid"})),
        token.split('.').nth(1).unwrap(),
        token.split('.').nth(2).unwrap()
    );
    let r = env.run(&["verify", &other]);
    assert_eq!(r.code, 11);
    assert!(
        r.stderr.contains(
            "key not-a-known-kid is not in the JWKS (rotated away, or a different issuer?)"
        )
    );
    // An alg that differs from the key's.
    let mismatch = format!(
        "{}.{}.{}",
        b64(&json!({"alg": "ES256", "typ": "at+jwt", "kid": kid})),
        token.split('.').nth(1).unwrap(),
        token.split('.').nth(2).unwrap()
    );
    let r = env.run(&["verify", &mismatch]);
    assert_eq!(r.code, 11);
    assert!(
        r.stderr
            .contains("alg ES256 does not match the key's alg ES384"),
        "{}",
        r.stderr
    );
}

#[test]
fn malformed_tokens_name_the_broken_part() {
    let (env, token) = setup();
    let parts: Vec<&str> = token.split('.').collect();
    let cases = [
        (
            format!("{}.{}", parts[0], parts[1]),
            "three dot-separated segments",
        ),
        (
            format!("{}.%%%.{}", parts[0], parts[2]),
            "bad base64url in the payload",
        ),
        (
            format!(
                "{}.{}.{}",
                parts[0],
                URL_SAFE_NO_PAD.encode("not json"),
                parts[2]
            ),
            "the payload is not JSON",
        ),
        (
            format!(
                "{}.{}.{}",
                parts[0],
                URL_SAFE_NO_PAD.encode("[1,2]"),
                parts[2]
            ),
            "the payload is not a JSON object",
        ),
    ];
    for (bad, msg) in cases {
        for cmd in ["verify", "decode"] {
            let r = env.run(&[cmd, &bad]);
            assert_eq!(r.code, 10, "{cmd} {msg}: {}", r.stderr);
            assert!(r.stderr.contains(msg), "{cmd}: {}", r.stderr);
        }
    }
}

#[test]
fn decode_and_verify_read_standard_input_when_no_token_is_given() {
    let (env, token) = setup();
    // `idctl decode < token.txt`: no `-` needed when stdin is not a terminal.
    let mut c = env.cmd(&["decode"]);
    c.write_stdin(format!("{token}\n"));
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("read:orders"), "{}", r.stdout);
    let mut c = env.cmd(&["-o", "json", "verify", "--scope", "read:orders"]);
    c.write_stdin(format!("{token}\n"));
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["valid"], true);
    // What stdin holds is checked as an argument would be: a missing permission is exit 15.
    let mut c = env.cmd(&["verify", "--scope", "write:orders"]);
    c.write_stdin(token.clone());
    assert_eq!(crate::common::run_cmd(c).code, 15);
    // The JSON token response, piped on as it is.
    let mut c = env.cmd(&["decode"]);
    c.write_stdin(format!(
        "{{\"access_token\": \"{token}\", \"token_type\": \"Bearer\"}}"
    ));
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("access_token"), "{}", r.stderr);
    // Empty stdin: malformed, said plainly, for both; the store is unchanged.
    for cmd in ["decode", "verify"] {
        let before = env.snapshot();
        let mut c = env.cmd(&[cmd]);
        c.write_stdin("");
        let r = crate::common::run_cmd(c);
        assert_eq!(r.code, 10, "{cmd}: {}", r.stderr);
        assert!(
            r.stderr
                .contains("error: standard input holds no token (it is empty)"),
            "{cmd}: {}",
            r.stderr
        );
        assert_eq!(before, env.snapshot());
    }
    // A token given as an argument wins; stdin is not read.
    let mut c = env.cmd(&["decode", &token]);
    c.write_stdin("not a token");
    assert_eq!(crate::common::run_cmd(c).code, 0);
}

#[test]
fn decode_says_now_and_seconds_ago() {
    let (env, token) = setup();
    let iat = segment(&token, 1)["iat"].as_i64().unwrap();
    let r = env.run(&["decode", &token, "--now", &iat.to_string()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let iat_line = r
        .stdout
        .lines()
        .find(|l| l.trim_start().starts_with("iat"))
        .unwrap_or_else(|| panic!("no iat line: {}", r.stdout));
    assert!(iat_line.ends_with("(now)"), "{iat_line:?}");
    assert!(!r.stdout.contains("in 0s"), "{}", r.stdout);
    let r = env.run(&["decode", &token, "--now", &(iat + 5).to_string()]);
    let iat_line = r
        .stdout
        .lines()
        .find(|l| l.trim_start().starts_with("iat"))
        .unwrap_or_else(|| panic!("no iat line: {}", r.stdout));
    assert!(iat_line.ends_with("(5s ago)"), "{iat_line:?}");
}

#[test]
fn decode_shows_claims_without_verifying() {
    let (env, token) = setup();
    let iat = segment(&token, 1)["iat"].as_i64().unwrap();
    let r = env.run(&["decode", &token, "--now", &(iat + 60).to_string()]);
    assert_eq!(r.code, 0);
    assert!(r.stderr.contains("not verified"));
    assert!(r.stdout.contains("(expires in 59m)"), "{}", r.stdout);
    assert!(r.stdout.contains("(1m ago)"), "{}", r.stdout);
    let r = env.run(&["decode", &token, "--now", &(iat + 4 * 3600).to_string()]);
    assert!(r.stdout.contains("(expired 3h ago)"), "{}", r.stdout);
    let j = env.json(&["decode", &token]);
    assert_eq!(j["header"]["alg"], "ES384");
    assert_eq!(j["payload"]["scope"], "read:orders");
    // Scope split one permission per line in table mode.
    let (env2, _) = setup();
    let (id, secret) = (
        env2.json(&["client", "get", "svc"])["id"]
            .as_str()
            .unwrap()
            .to_string(),
        env2.json(&["client", "rotate-secret", "svc"])["secret"]
            .as_str()
            .unwrap()
            .to_string(),
    );
    let t = env2
        .run(&[
            "token",
            "--client-id",
            &id,
            "--client-secret",
            &secret,
            "-r",
            API,
            "-s",
            "read:orders write:orders",
        ])
        .stdout;
    let out = env2.ok(&["decode", t.trim()]);
    let scope_line = out.lines().position(|l| l.contains("read:orders")).unwrap();
    assert!(
        out.lines().nth(scope_line + 1).unwrap().trim() == "write:orders",
        "{out}"
    );
}

/// Keys made outside idctl (OpenSSL, see tests/fixtures), their public JWKs, and tokens.
fn foreign(alg: Algorithm, file: &str, kid: &str) -> (Value, EncodingKey) {
    let pem = std::fs::read(format!(
        "{}/tests/fixtures/{file}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let key = match alg {
        Algorithm::RS256 | Algorithm::PS256 => EncodingKey::from_rsa_pem(&pem),
        Algorithm::ES256 | Algorithm::ES384 => EncodingKey::from_ec_pem(&pem),
        _ => EncodingKey::from_ed_pem(&pem),
    }
    .unwrap();
    let mut jwk = serde_json::to_value(Jwk::from_encoding_key(&key, alg).unwrap()).unwrap();
    jwk["kid"] = json!(kid);
    jwk["use"] = json!("sig");
    (jwk, key)
}

fn foreign_token(alg: Algorithm, key: &EncodingKey, kid: &str, claims: &Value) -> String {
    let mut h = Header::new(alg);
    h.kid = Some(kid.into());
    h.typ = Some("at+jwt".into());
    jsonwebtoken::encode(&h, claims, key).unwrap()
}

#[test]
fn tokens_of_other_issuers_verify_through_a_jwks_file_or_url() {
    let env = Env::new();
    let now = 1_800_000_000i64;
    let claims = json!({"sub": "u1", "iat": now, "exp": now + 600, "scope": "read:orders", "iss": "https://idp.example.org/oidc", "aud": API});
    let algs = [
        (Algorithm::RS256, "rsa.pem", "rsa-1"),
        (Algorithm::PS256, "rsa.pem", "rsa-ps"),
        (Algorithm::ES256, "ec256.pem", "ec-256"),
        (Algorithm::ES384, "ec384.pem", "ec-384"),
        (Algorithm::EdDSA, "ed25519.pem", "ed-1"),
    ];
    let mut jwks = Vec::new();
    let mut tokens = Vec::new();
    for (alg, file, kid) in algs {
        let (jwk, key) = foreign(alg, file, kid);
        jwks.push(jwk);
        tokens.push((alg, foreign_token(alg, &key, kid, &claims)));
    }
    let doc = json!({"keys": jwks}).to_string();
    let file = env.dir.path().join("jwks.json");
    std::fs::write(&file, &doc).unwrap();
    let url = format!("{}/oidc/jwks", crate::common::serve(200, doc));
    let now_s = (now + 60).to_string();
    for (alg, t) in &tokens {
        for src in [file.to_str().unwrap(), url.as_str()] {
            let r = env.run(&[
                "verify",
                t,
                "--jwks",
                src,
                "--issuer",
                "https://idp.example.org/oidc",
                "--audience",
                API,
                "--scope",
                "read:orders",
                "--now",
                &now_s,
            ]);
            assert_eq!(r.code, 0, "{alg:?} via {src}: {}{}", r.stdout, r.stderr);
        }
    }
    // Signed by another P-384 key under the kid of a published one: the signature check fails.
    let (_, other_key) = foreign(Algorithm::ES384, "ec384-b.pem", "x");
    let wrong = foreign_token(Algorithm::ES384, &other_key, "ec-384", &claims);
    let jwks_file = file.to_str().unwrap();
    let args = [
        "--jwks",
        jwks_file,
        "--issuer",
        "https://idp.example.org/oidc",
        "--audience",
        API,
        "--now",
        &now_s,
    ];
    let mut a = vec!["verify", wrong.as_str()];
    a.extend_from_slice(&args);
    let r = env.run(&a);
    assert_eq!(r.code, 11, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("signature does not verify with key ec-384"),
        "{}",
        r.stderr
    );
    // Absurd times in a token are reported, never a crash (also in decode and --batch).
    let mut far = claims.clone();
    far["exp"] = json!(i64::MAX);
    far["iat"] = json!(253_402_300_800i64);
    let (_, ec) = foreign(Algorithm::ES384, "ec384.pem", "ec-384");
    let t = foreign_token(Algorithm::ES384, &ec, "ec-384", &far);
    let mut a = vec!["verify", t.as_str()];
    a.extend_from_slice(&args);
    let r = env.run(&a);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("s since the epoch"), "{}", r.stdout);
    let r = env.run(&["decode", &t]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut a = vec!["verify", "--batch"];
    a.extend_from_slice(&args);
    let mut c = env.cmd(&a);
    c.write_stdin(format!("{t}\n{t}\n"));
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 2);
    // nbf in the future.
    let mut early = claims.clone();
    early["nbf"] = json!(now + 300);
    let (_, ed) = foreign(Algorithm::EdDSA, "ed25519.pem", "ed-1");
    let t = foreign_token(Algorithm::EdDSA, &ed, "ed-1", &early);
    let r = env.run(&[
        "verify",
        &t,
        "--jwks",
        file.to_str().unwrap(),
        "--issuer",
        "https://idp.example.org/oidc",
        "--audience",
        API,
        "--now",
        &now_s,
    ]);
    assert_eq!(r.code, 16, "{}", r.stderr);
    assert!(r.stderr.contains("not valid before"), "{}", r.stderr);
    // Nothing is skipped silently: --jwks needs --issuer and --audience.
    let r = env.run(&["verify", &tokens[0].1, "--jwks", file.to_str().unwrap()]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("with --jwks, give --issuer and --audience too")
    );
    // verify with --jwks does not create a store.
    assert!(!env.store.exists());
}

#[test]
fn bad_jwks_sources_are_operational_errors() {
    let env = Env::new();
    let file = env.dir.path().join("jwks.json");
    std::fs::write(&file, "this is not json").unwrap();
    let args = |src: &str| {
        vec![
            "verify".to_string(),
            "a.b.c".into(),
            "--jwks".into(),
            src.to_string(),
            "--issuer".into(),
            "i".into(),
            "--audience".into(),
            "a".into(),
        ]
    };
    let run = |src: &str| {
        let a = args(src);
        env.run(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let r = run(file.to_str().unwrap());
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("the JWKS is not JSON"), "{}", r.stderr);
    std::fs::write(&file, r#"{"keys": []}"#).unwrap();
    assert!(
        run(file.to_str().unwrap())
            .stderr
            .contains("holds no usable signing key")
    );
    let r = run("/no/such/file.json");
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("cannot read the JWKS file"));
    // Nothing listens on port 9 of loopback: refused at once.
    let r = run("http://127.0.0.1:9/oidc/jwks");
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("cannot fetch the JWKS from http://127.0.0.1:9/oidc/jwks"),
        "{}",
        r.stderr
    );
    let url = crate::common::serve(404, "{}".into());
    let r = run(&url);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("the server answered 404"), "{}", r.stderr);
    // Keys over plain HTTP only from this machine.
    let r = run("http://keys.example.com/oidc/jwks");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("refusing to fetch keys over plain HTTP"),
        "{}",
        r.stderr
    );
    // A server that accepts but never answers: the command gives up (10 s timeout), exit 1.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let silent = format!("http://{}/oidc/jwks", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        let conn = listener.accept();
        std::thread::sleep(std::time::Duration::from_secs(15));
        drop(conn);
    });
    let r = run(&silent);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("cannot fetch the JWKS from") && r.stderr.contains("timed out"),
        "{}",
        r.stderr
    );
}

#[test]
fn an_independent_verifier_accepts_idctl_tokens_given_only_the_jwks() {
    let (env, token) = setup();
    let jwks: jsonwebtoken::jwk::JwkSet =
        serde_json::from_value(env.json(&["keys", "jwks"])).unwrap();
    let kid = jsonwebtoken::decode_header(&token).unwrap().kid.unwrap();
    let jwk = jwks.find(&kid).expect("kid in JWKS");
    let key = jsonwebtoken::DecodingKey::from_jwk(jwk).unwrap();
    let mut v = jsonwebtoken::Validation::new(Algorithm::ES384);
    v.set_audience(&[API]);
    v.set_issuer(&[ISS]);
    let data =
        jsonwebtoken::decode::<Value>(&token, &key, &v).expect("jsonwebtoken accepts the token");
    assert_eq!(data.claims["scope"], "read:orders");
    assert_eq!(data.header.typ.as_deref(), Some("at+jwt"));
}

#[test]
fn batch_prints_one_line_per_token_and_fails_if_any_is_invalid() {
    let (env, token) = setup();
    let mut c = env.cmd(&["verify", "--batch"]);
    c.write_stdin(format!("{token}\n{token}\n"));
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert!(lines.iter().all(|l| l["valid"] == true));
    // A blank line is not dropped: it is answered as malformed, so results line up with input.
    let mut c = env.cmd(&["verify", "--batch"]);
    c.write_stdin(format!("{token}\n\n{token}\n"));
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let lines: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["valid"], true);
    assert_eq!(lines[1]["cause"], "malformed");
    assert_eq!(lines[2]["valid"], true);
    let mut c = env.cmd(&["verify", "--batch", "--scope", "write:orders"]);
    c.write_stdin(format!("{token}\nnot-a-token\n"));
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 1);
    let lines: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["cause"], "missing_permission");
    assert_eq!(lines[1]["cause"], "malformed");
    assert!(r.stderr.contains("2 of 2 tokens are invalid"));
}

#[test]
fn quickstart_is_idempotent_and_its_commands_work() {
    let env = Env::new();
    let out = env.ok(&["quickstart"]);
    assert!(out.contains("client secret"), "{out}");
    // Which store it used comes first, as `idctl init` says it.
    let store = env.store.display().to_string();
    assert_eq!(
        out.lines().next(),
        Some(format!("created store {store}").as_str())
    );
    let exports: Vec<(String, String)> = out
        .lines()
        .filter_map(|l| l.strip_prefix("export "))
        .map(|l| {
            let (k, v) = l.split_once('=').unwrap();
            (k.to_string(), v.to_string())
        })
        .collect();
    assert_eq!(exports.len(), 2);
    // Run the printed commands in a shell, exactly as printed.
    let script: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("export "))
        .collect();
    let script = format!("set -e\n{}\necho \"$TOKEN\"", script.join("\n"));
    let r = std::process::Command::new("sh")
        .arg("-c")
        .arg(&script)
        .env_remove("IDCTL_STORE")
        .output()
        .unwrap();
    assert!(
        r.status.success(),
        "{}\n{}",
        script,
        String::from_utf8_lossy(&r.stderr)
    );
    let token = String::from_utf8_lossy(&r.stdout)
        .lines()
        .last()
        .unwrap()
        .to_string();
    assert_eq!(segment(&token, 1)["scope"], "read:orders write:orders");
    // Second run: nothing new, no secret.
    let before = env.snapshot();
    let j = env.json(&["quickstart"]);
    assert_eq!(j["created"], json!([]));
    assert!(j.get("clientSecret").is_none());
    assert_eq!(j["store"], store.as_str());
    assert_eq!(before, env.snapshot());
    let again = env.ok(&["quickstart"]);
    assert!(again.contains("nothing was created"));
    assert_eq!(
        again.lines().next(),
        Some(format!("using store {store}").as_str())
    );
    // The second run's commands work too: they rotate the secret they cannot show again.
    let script: Vec<&str> = again
        .lines()
        .skip_while(|l| !l.starts_with("export "))
        .collect();
    let script = format!("set -e\n{}\necho \"$TOKEN\"", script.join("\n"));
    let r = std::process::Command::new("sh")
        .arg("-c")
        .arg(&script)
        .env_remove("IDCTL_STORE")
        .env_remove("IDCTL_CLIENT_SECRET")
        .output()
        .unwrap();
    assert!(
        r.status.success(),
        "{}\n{}",
        script,
        String::from_utf8_lossy(&r.stderr)
    );
    let token = String::from_utf8_lossy(&r.stdout)
        .lines()
        .last()
        .unwrap()
        .to_string();
    assert_eq!(segment(&token, 1)["aud"], API);
}

#[test]
fn quickstart_refuses_a_user_role_in_the_way() {
    let env = Env::new();
    env.ok(&["role", "create", "example-m2m"]);
    let r = env.fails(4, &["quickstart"]);
    assert!(
        r.stderr.contains("a User role named example-m2m exists"),
        "{}",
        r.stderr
    );
}

// ---- Hardening (issue 10): the JWT rules of RFC 7515, RFC 8725 and RFC 9068, and input
// robustness. Tokens come from a foreign issuer whose keys were made with OpenSSL.

const FOREIGN_ISS: &str = "https://idp.example.org/oidc";

const NOW: i64 = 1_800_000_000;

fn foreign_claims() -> Value {
    json!({"sub": "u1", "iat": NOW, "exp": NOW + 600, "scope": "read:orders", "iss": FOREIGN_ISS, "aud": API})
}

/// Signs exactly this header and these claims (any header members, unlike jsonwebtoken's
/// `Header`).
fn sign_raw(alg: Algorithm, key: &EncodingKey, header: &Value, claims: &Value) -> String {
    let input = format!("{}.{}", b64(header), b64(claims));
    let sig = jsonwebtoken::crypto::sign(input.as_bytes(), key, alg).unwrap();
    format!("{input}.{sig}")
}

/// A foreign issuer: a JWKS file with the ES256 key `ec-256` (OpenSSL-made) plus `extra` JWKs.
struct Issuer {
    env: Env,
    jwks: String,
    key: EncodingKey,
}

impl Issuer {
    fn new(extra: Vec<Value>) -> Issuer {
        let env = Env::new();
        let (jwk, key) = foreign(Algorithm::ES256, "ec256.pem", "ec-256");
        let mut keys = vec![jwk];
        keys.extend(extra);
        let file = env.dir.path().join("jwks.json");
        std::fs::write(&file, json!({ "keys": keys }).to_string()).unwrap();
        let jwks = file.to_str().unwrap().to_string();
        Issuer { env, jwks, key }
    }

    /// An ES256 token with this header (alg added) and these claims.
    fn token(&self, header: Value, claims: &Value) -> String {
        let mut h = json!({"alg": "ES256"});
        for (k, v) in header.as_object().unwrap() {
            h[k] = v.clone();
        }
        sign_raw(Algorithm::ES256, &self.key, &h, claims)
    }

    fn args<'a>(&'a self, now: &'a str) -> Vec<&'a str> {
        vec![
            "--jwks",
            &self.jwks,
            "--issuer",
            FOREIGN_ISS,
            "--audience",
            API,
            "--now",
            now,
        ]
    }

    /// `idctl [-o json] verify TOKEN --jwks ... MORE`, evaluated a minute after `iat`.
    fn verify(&self, json_out: bool, token: &str, more: &[&str]) -> crate::common::Run {
        let now = (NOW + 60).to_string();
        let mut a = if json_out { vec!["-o", "json"] } else { vec![] };
        a.extend(["verify", token]);
        a.extend(self.args(&now));
        a.extend_from_slice(more);
        self.env.run(&a)
    }

    /// `idctl verify --batch --jwks ...` with these stdin bytes.
    fn batch(&self, input: Vec<u8>) -> crate::common::Run {
        let now = (NOW + 60).to_string();
        let mut a = vec!["verify", "--batch"];
        a.extend(self.args(&now));
        let mut c = self.env.cmd(&a);
        c.write_stdin(input);
        crate::common::run_cmd(c)
    }
}

fn at_jwt() -> Value {
    json!({"typ": "at+jwt", "kid": "ec-256"})
}

#[test]
fn critical_header_extensions_idctl_does_not_understand_are_refused() {
    let iss = Issuer::new(vec![]);
    let claims = foreign_claims();
    // Correctly typed and signed: valid.
    let ok = iss.token(at_jwt(), &claims);
    assert_eq!(iss.verify(false, &ok, &[]).code, 0);
    // An extension marked critical: idctl understands none, so the token is refused (RFC 7515
    // §4.1.11), naming the extension.
    let mut h = at_jwt();
    h["crit"] = json!(["urn:example:binding"]);
    h["urn:example:binding"] = json!(true);
    let t = iss.token(h, &claims);
    let r = iss.verify(false, &t, &[]);
    assert_eq!(r.code, 10, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stderr.contains("urn:example:binding") && r.stderr.contains("crit"),
        "{}",
        r.stderr
    );
    let r = iss.verify(true, &t, &[]);
    assert_eq!(r.code, 10);
    assert_eq!(r.err_json()["code"], "token.malformed");
    // b64 (RFC 7797) is a real extension, but not one idctl implements.
    let mut h = at_jwt();
    h["crit"] = json!(["b64"]);
    h["b64"] = json!(false);
    let r = iss.verify(false, &iss.token(h, &claims), &[]);
    assert_eq!(r.code, 10);
    assert!(r.stderr.contains("b64"), "{}", r.stderr);
    // A malformed crit: not an array, empty, not strings, or naming a registered parameter.
    for (crit, says) in [
        (json!("b64"), "array"),
        (json!([]), "empty"),
        (json!([1]), "string"),
        (json!(["alg"]), "alg"),
        (json!(["kid"]), "kid"),
        (json!(null), "array"),
    ] {
        let mut h = at_jwt();
        h["crit"] = crit.clone();
        let r = iss.verify(false, &iss.token(h, &claims), &[]);
        assert_eq!(r.code, 10, "crit {crit}: {}{}", r.stdout, r.stderr);
        assert!(r.stderr.contains(says), "crit {crit}: {}", r.stderr);
    }
    // In a batch, the line is malformed and the batch goes on.
    let mut h = at_jwt();
    h["crit"] = json!(["urn:example:binding"]);
    let r = iss.batch(format!("{}\n{ok}\n", iss.token(h, &claims)).into_bytes());
    let lines: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2, "{}", r.stdout);
    assert_eq!(lines[0]["cause"], "malformed");
    assert_eq!(lines[1]["valid"], true);
}

#[test]
fn access_tokens_must_be_typed_at_jwt() {
    let iss = Issuer::new(vec![]);
    let claims = foreign_claims();
    // RFC 9068 §4: at+jwt, case-insensitively, with or without the application/ prefix.
    for typ in [
        "at+jwt",
        "AT+JWT",
        "application/at+jwt",
        "Application/At+JWT",
    ] {
        let t = iss.token(json!({"typ": typ, "kid": "ec-256"}), &claims);
        let r = iss.verify(false, &t, &[]);
        assert_eq!(r.code, 0, "typ {typ}: {}{}", r.stdout, r.stderr);
    }
    // An ID token, a plain JWT, a logout token, no typ at all: wrong token type, exit 17.
    let wrong = [
        json!({"typ": "JWT", "kid": "ec-256"}),
        json!({"kid": "ec-256"}),
        json!({"typ": "logout+jwt", "kid": "ec-256"}),
        json!({"typ": "application/jwt", "kid": "ec-256"}),
        json!({"typ": 1, "kid": "ec-256"}),
    ];
    for h in &wrong {
        let t = iss.token(h.clone(), &claims);
        let r = iss.verify(false, &t, &[]);
        assert_eq!(r.code, 17, "{h}: {}{}", r.stdout, r.stderr);
        assert!(r.stderr.contains("at+jwt"), "{h}: {}", r.stderr);
        assert!(r.stdout.contains("FAIL  type"), "{h}: {}", r.stdout);
        assert!(r.stdout.trim_end().ends_with("invalid: wrong_type"));
        let r = iss.verify(true, &t, &[]);
        assert_eq!(r.code, 17);
        let j = r.json();
        assert_eq!(j["cause"], "wrong_type");
        assert_eq!(r.err_json()["code"], "token.wrong_type");
        // --plain-jwt verifies plain JWTs on purpose.
        let r = iss.verify(false, &t, &["--plain-jwt"]);
        assert_eq!(r.code, 0, "{h} --plain-jwt: {}{}", r.stdout, r.stderr);
    }
    let plain = iss.token(json!({"typ": "JWT", "kid": "ec-256"}), &claims);
    // The type check comes right after the signature: it decides over an expired token...
    let mut old = claims.clone();
    old["exp"] = json!(NOW - 10);
    let r = iss.verify(
        true,
        &iss.token(json!({"typ": "JWT", "kid": "ec-256"}), &old),
        &[],
    );
    assert_eq!(r.code, 17);
    let j = r.json();
    let names: Vec<&str> = j["checks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names[..3], ["signature", "type", "expiry"]);
    // ...and a bad signature decides over it.
    let mut admin = claims.clone();
    admin["sub"] = json!("admin");
    let forged = with_payload(&plain, &admin);
    assert_eq!(iss.verify(false, &forged, &[]).code, 11);
    // In a batch the cause is reported per line.
    let r = iss.batch(format!("{plain}\n").into_bytes());
    assert_eq!(r.code, 1);
    let line: Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(line["cause"], "wrong_type");
}

#[test]
fn keys_not_published_for_verification_are_not_used() {
    let jwk = |kid: &str, members: Value| {
        let (mut k, _) = foreign(Algorithm::ES256, "ec256.pem", kid);
        k.as_object_mut().unwrap().remove("use");
        for (m, v) in members.as_object().unwrap() {
            k[m] = v.clone();
        }
        k
    };
    let iss = Issuer::new(vec![
        jwk("enc-key", json!({"use": "enc"})),
        jwk("wrap-key", json!({"key_ops": ["sign", "wrapKey"]})),
        jwk("odd-ops", json!({"key_ops": "verify"})),
        jwk("verify-key", json!({"use": "sig", "key_ops": ["verify"]})),
        jwk("ops-only", json!({"key_ops": ["verify", "sign"]})),
        jwk("no-use", json!({})),
    ]);
    let claims = foreign_claims();
    let with_kid = |kid: &str| iss.token(json!({"typ": "at+jwt", "kid": kid}), &claims);
    for kid in ["verify-key", "ops-only", "no-use"] {
        let r = iss.verify(false, &with_kid(kid), &[]);
        assert_eq!(r.code, 0, "{kid}: {}{}", r.stdout, r.stderr);
    }
    for (kid, why) in [
        ("enc-key", "use is \"enc\""),
        ("wrap-key", "key_ops"),
        ("odd-ops", "key_ops"),
    ] {
        let r = iss.verify(false, &with_kid(kid), &[]);
        assert_eq!(r.code, 11, "{kid}: {}{}", r.stdout, r.stderr);
        assert!(
            r.stderr
                .contains(&format!("key {kid} is not used for verification"))
                && r.stderr.contains(why),
            "{kid}: {}",
            r.stderr
        );
    }
    // Without a kid every usable key is tried, and the skipped ones are named with the reason.
    let (mut enc384, key384) = foreign(Algorithm::ES384, "ec384.pem", "enc-384");
    enc384["use"] = json!("enc");
    let iss = Issuer::new(vec![enc384]);
    let t = sign_raw(
        Algorithm::ES384,
        &key384,
        &json!({"alg": "ES384", "typ": "at+jwt"}),
        &claims,
    );
    let r = iss.verify(false, &t, &[]);
    assert_eq!(r.code, 11, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stderr
            .contains("key enc-384 is not used for verification: its use is \"enc\""),
        "{}",
        r.stderr
    );
}

/// The OpenSSL-made P-521 key (tests/fixtures/ec521.pem) as an aws-lc-rs signing key, and its
/// public JWK (kid `ec-521`).
fn p521() -> (aws_lc_rs::signature::EcdsaKeyPair, Value) {
    use aws_lc_rs::signature::{ECDSA_P521_SHA512_FIXED_SIGNING, EcdsaKeyPair, KeyPair};
    let pem = std::fs::read_to_string(format!(
        "{}/tests/fixtures/ec521.pem",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let body: String = pem.lines().filter(|l| !l.starts_with("-----")).collect();
    let der = base64::engine::general_purpose::STANDARD
        .decode(body)
        .unwrap();
    let pair = EcdsaKeyPair::from_pkcs8(&ECDSA_P521_SHA512_FIXED_SIGNING, &der).unwrap();
    let point = pair.public_key().as_ref().to_vec();
    assert_eq!(
        (point.len(), point[0]),
        (133, 4),
        "uncompressed P-521 point"
    );
    let jwk = json!({
        "kty": "EC",
        "crv": "P-521",
        "x": URL_SAFE_NO_PAD.encode(&point[1..67]),
        "y": URL_SAFE_NO_PAD.encode(&point[67..]),
        "kid": "ec-521",
        "use": "sig",
        "alg": "ES512",
    });
    (pair, jwk)
}

/// An ES512 token: the JWS signature is R || S, 66 bytes each (RFC 7518 §3.4).
fn sign_es512(pair: &aws_lc_rs::signature::EcdsaKeyPair, header: &Value, claims: &Value) -> String {
    let input = format!("{}.{}", b64(header), b64(claims));
    let sig = pair
        .sign(&aws_lc_rs::rand::SystemRandom::new(), input.as_bytes())
        .unwrap();
    assert_eq!(sig.as_ref().len(), 132);
    format!("{input}.{}", URL_SAFE_NO_PAD.encode(sig.as_ref()))
}

#[test]
fn es512_tokens_verify_through_a_jwks() {
    let (pair, jwk) = p521();
    let mut no_alg = jwk.clone();
    no_alg["kid"] = json!("ec-521-no-alg");
    no_alg.as_object_mut().unwrap().remove("alg");
    let iss = Issuer::new(vec![jwk, no_alg]);
    let claims = foreign_claims();
    let header = json!({"alg": "ES512", "typ": "at+jwt", "kid": "ec-521"});
    let t = sign_es512(&pair, &header, &claims);
    let r = iss.verify(false, &t, &["--scope", "read:orders"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("pass  signature   ES512 signature verified with key ec-521"),
        "{}",
        r.stdout
    );
    // A key without alg, and a token without kid, verify too.
    let t2 = sign_es512(
        &pair,
        &json!({"alg": "ES512", "typ": "at+jwt", "kid": "ec-521-no-alg"}),
        &claims,
    );
    assert_eq!(iss.verify(false, &t2, &[]).code, 0);
    let t3 = sign_es512(&pair, &json!({"alg": "ES512", "typ": "at+jwt"}), &claims);
    assert_eq!(iss.verify(false, &t3, &[]).code, 0);
    // Signed by OpenSSL itself (tests/fixtures/es512-openssl.jwt).
    let openssl = std::fs::read_to_string(format!(
        "{}/tests/fixtures/es512-openssl.jwt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let r = iss.verify(false, openssl.trim(), &["--scope", "read:orders"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    // Tampered: another payload under the signature, a flipped signature byte, a truncated one.
    let mut more = claims.clone();
    more["scope"] = json!("read:orders write:orders");
    let forged = with_payload(&t, &more);
    let r = iss.verify(false, &forged, &[]);
    assert_eq!(r.code, 11, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stderr
            .contains("signature does not verify with key ec-521"),
        "{}",
        r.stderr
    );
    let parts: Vec<&str> = t.split('.').collect();
    let mut sig = URL_SAFE_NO_PAD.decode(parts[2]).unwrap();
    sig[10] ^= 1;
    let flipped = format!("{}.{}.{}", parts[0], parts[1], URL_SAFE_NO_PAD.encode(&sig));
    assert_eq!(iss.verify(false, &flipped, &[]).code, 11);
    let short = format!(
        "{}.{}.{}",
        parts[0],
        parts[1],
        URL_SAFE_NO_PAD.encode(&sig[..64])
    );
    assert_eq!(iss.verify(false, &short, &[]).code, 11);
    // ES512 under the kid of the P-256 key, and under a P-521 key published for ES256.
    let t4 = sign_es512(
        &pair,
        &json!({"alg": "ES512", "typ": "at+jwt", "kid": "ec-256"}),
        &claims,
    );
    let r = iss.verify(false, &t4, &[]);
    assert_eq!(r.code, 11);
    assert!(
        r.stderr
            .contains("alg ES512 does not match the key's alg ES256 (key ec-256)"),
        "{}",
        r.stderr
    );
    let (_, mut p521_for_es256) = p521();
    p521_for_es256["alg"] = json!("ES256");
    let iss = Issuer::new(vec![p521_for_es256]);
    let t5 = sign_raw(
        Algorithm::ES256,
        &iss.key,
        &json!({"alg": "ES256", "typ": "at+jwt", "kid": "ec-521"}),
        &claims,
    );
    let r = iss.verify(false, &t5, &[]);
    assert_eq!(r.code, 11);
    assert!(
        r.stderr
            .contains("alg ES256 does not fit the key type EC (key ec-521)"),
        "{}",
        r.stderr
    );
    // A P-521 JWK whose coordinates are not a point on the curve is skipped, with the reason.
    let (_, mut off_curve) = p521();
    let mut y = URL_SAFE_NO_PAD
        .decode(off_curve["y"].as_str().unwrap())
        .unwrap();
    y[65] ^= 1;
    off_curve["y"] = json!(URL_SAFE_NO_PAD.encode(&y));
    let iss = Issuer::new(vec![off_curve]);
    let r = iss.verify(false, &t, &[]);
    assert_eq!(r.code, 11);
    assert!(
        r.stderr.contains(
            "key ec-521 is not used for verification: its x and y are not a point on P-521"
        ),
        "{}",
        r.stderr
    );
}

#[test]
fn scope_is_split_on_single_spaces_only() {
    let iss = Issuer::new(vec![]);
    let mut claims = foreign_claims();
    claims["scope"] = json!("read:orders write:orders");
    let t = iss.token(at_jwt(), &claims);
    let r = iss.verify(false, &t, &["--scope", "read:orders write:orders"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    // RFC 6749 §3.3: scope tokens are separated by a space (%x20); a tab or a newline is part
    // of a (malformed) token and grants nothing.
    for sep in ["\t", "\n", "\u{a0}"] {
        claims["scope"] = json!(format!("read:orders{sep}write:orders"));
        let t = iss.token(at_jwt(), &claims);
        for want in ["read:orders", "write:orders"] {
            let r = iss.verify(false, &t, &["--scope", want]);
            assert_eq!(r.code, 15, "{sep:?} {want}: {}{}", r.stdout, r.stderr);
        }
        // decode shows it as the one (odd) permission it is, not as two.
        let out = iss.env.ok(&["decode", &t]);
        assert!(
            !out.lines().any(|l| l.trim() == "write:orders"),
            "{sep:?}: {out}"
        );
    }
}

#[test]
fn time_claims_must_be_numbers_and_exp_is_required() {
    let iss = Issuer::new(vec![]);
    let base = foreign_claims();
    let case = |claim: &str, value: Option<Value>| {
        let mut c = base.clone();
        match value {
            Some(v) => c[claim] = v,
            None => {
                c.as_object_mut().unwrap().remove(claim);
            }
        }
        iss.token(at_jwt(), &c)
    };
    // Fractional NumericDates are numbers too.
    assert_eq!(
        iss.verify(false, &case("exp", Some(json!(NOW as f64 + 600.5))), &[])
            .code,
        0
    );
    let cases = [
        ("exp", None, "no exp claim"),
        ("exp", Some(json!((NOW + 600).to_string())), "exp"),
        ("exp", Some(json!(null)), "exp"),
        ("nbf", Some(json!("yesterday")), "nbf"),
        ("iat", Some(json!("now")), "iat"),
        ("iat", Some(json!(true)), "iat"),
        ("iat", Some(json!([NOW])), "iat"),
    ];
    for (claim, value, says) in cases {
        let t = case(claim, value.clone());
        let r = iss.verify(false, &t, &[]);
        assert_eq!(r.code, 10, "{claim} {value:?}: {}{}", r.stdout, r.stderr);
        assert!(r.stderr.contains(says), "{claim} {value:?}: {}", r.stderr);
        let r = iss.verify(true, &t, &[]);
        assert_eq!(r.err_json()["code"], "token.malformed");
    }
}

#[test]
fn batch_answers_every_input_line_in_order_with_its_line_number() {
    let iss = Issuer::new(vec![]);
    let ok = iss.token(at_jwt(), &foreign_claims());
    let mut input = Vec::new();
    input.extend_from_slice(format!("{ok}\n").as_bytes()); // 1: valid
    input.extend_from_slice(b"\n"); // 2: blank
    input.extend_from_slice(b"   \t\n"); // 3: blank
    input.extend_from_slice(b"\xff\xfe\x80garbage\n"); // 4: not UTF-8
    input.extend_from_slice(format!("{ok}\r\n").as_bytes()); // 5: valid (CRLF)
    input.extend_from_slice(&[ok.as_bytes(), b"\xff\n"].concat()); // 6: not UTF-8
    input.extend_from_slice(b"not-a-token\n"); // 7: malformed
    input.extend_from_slice(ok.as_bytes()); // 8: valid, no final newline
    let r = iss.batch(input);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    let lines: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 8, "{}", r.stdout);
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(l["line"], i + 1, "{l}");
    }
    let causes: Vec<&Value> = lines.iter().map(|l| &l["cause"]).collect();
    let m = json!("malformed");
    assert_eq!(
        causes,
        [&Value::Null, &m, &m, &m, &Value::Null, &m, &m, &Value::Null]
    );
    assert!(lines[1]["error"].as_str().unwrap().contains("blank"));
    assert!(lines[3]["error"].as_str().unwrap().contains("UTF-8"));
    assert!(lines[5]["error"].as_str().unwrap().contains("UTF-8"));
    assert!(
        r.stderr.contains("5 of 8 tokens are invalid"),
        "{}",
        r.stderr
    );
    // A lone blank line is one (malformed) result; no input, no result.
    let r = iss.batch(b"\n".to_vec());
    assert_eq!(r.code, 1);
    assert_eq!(r.stdout.lines().count(), 1);
    let r = iss.batch(Vec::new());
    assert_eq!((r.code, r.stdout.as_str()), (0, ""));
}

#[test]
fn a_token_on_stdin_that_is_not_utf8_is_malformed() {
    let iss = Issuer::new(vec![]);
    let ok = iss.token(at_jwt(), &foreign_claims());
    let now = (NOW + 60).to_string();
    for json_out in [false, true] {
        let mut a = if json_out { vec!["-o", "json"] } else { vec![] };
        a.extend(["verify", "-"]);
        a.extend(iss.args(&now));
        let mut c = iss.env.cmd(&a);
        c.write_stdin([ok.as_bytes(), b"\xff\n"].concat());
        let r = crate::common::run_cmd(c);
        assert_eq!(r.code, 10, "{}{}", r.stdout, r.stderr);
        assert!(r.stderr.contains("UTF-8"), "{}", r.stderr);
        if json_out {
            assert_eq!(r.err_json()["code"], "token.malformed");
            assert_eq!(r.stdout, "");
        }
    }
    // decode reads a token the same way.
    let mut c = iss.env.cmd(&["decode", "-"]);
    c.write_stdin([ok.as_bytes(), b"\xff\n"].concat());
    let r = crate::common::run_cmd(c);
    assert_eq!(r.code, 10, "{}{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("UTF-8"), "{}", r.stderr);
}
