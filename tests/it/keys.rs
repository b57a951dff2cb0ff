//! Signing keys brought and taken: `keys import`, `keys export`, `keys sign`, the manifest's
//! `[[keys]]` and `export --with-keys`. Keys are made by openssl in each test (throwaway
//! keys), except the published example key of RFC 8037 (a test key by design).
use crate::common::openssl::openssl;
use crate::common::{Env, m2m_client, require, run_cmd, segment};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// A new throwaway key made by openssl, as `dir/name`. `kind`: p256, p384-sec1, p521,
/// rsa2048-pkcs1, rsa2048, rsa1024, ed25519, k256.
fn key(dir: &Path, kind: &str, name: &str) -> PathBuf {
    let args: Vec<&str> = match kind {
        "p256" => vec![
            "genpkey",
            "-algorithm",
            "EC",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
        ],
        "p521" => vec![
            "genpkey",
            "-algorithm",
            "EC",
            "-pkeyopt",
            "ec_paramgen_curve:P-521",
        ],
        "p384-sec1" => vec!["ecparam", "-genkey", "-name", "secp384r1", "-noout"],
        "k256" => vec!["ecparam", "-genkey", "-name", "secp256k1", "-noout"],
        "rsa2048" => vec![
            "genpkey",
            "-algorithm",
            "RSA",
            "-pkeyopt",
            "rsa_keygen_bits:2048",
        ],
        "rsa2048-pkcs1" => vec!["genrsa", "-traditional", "2048"],
        "rsa1024" => vec![
            "genpkey",
            "-algorithm",
            "RSA",
            "-pkeyopt",
            "rsa_keygen_bits:1024",
        ],
        "ed25519" => vec!["genpkey", "-algorithm", "ED25519"],
        other => panic!("no key kind {other}"),
    };
    let mut args = args;
    args.splice(1..1, ["-out", name]);
    openssl(dir, &args);
    dir.join(name)
}

fn s(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

/// A client-credentials token for the orders API, minted by the CLI.
fn token(env: &Env, client: &(String, String)) -> String {
    let mut c = env.cmd(&[
        "-o",
        "json",
        "token",
        "--client-id",
        &client.0,
        "-r",
        "https://api.example.com",
    ]);
    c.env("IDCTL_CLIENT_SECRET", &client.1);
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "token: {}", r.stderr);
    r.json()["access_token"].as_str().unwrap().to_string()
}

/// The store's issuer: its base URL and /oidc.
fn issuer(env: &Env) -> String {
    format!("{}/oidc", env.ok(&["config", "get", "base-url"]).trim())
}

fn kids(env: &Env) -> Vec<String> {
    env.json(&["keys", "jwks"])["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["kid"].as_str().unwrap().to_string())
        .collect()
}

/// The RFC 8037 appendix A.1 example key (Ed25519), whose thumbprint appendix A.3 gives.
const RFC8037_ED25519: &str = r#"{"kty":"OKP","crv":"Ed25519",
 "d":"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A",
 "x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}"#;

/// The fields of `openssl ... -text -noout`: (name, value), continuation lines joined.
fn openssl_fields(text: &str) -> Vec<(String, String)> {
    let mut fields: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        if !line.starts_with(' ') {
            let name = line.split(':').next().unwrap_or("").trim().to_string();
            let value = line
                .split_once(':')
                .map_or("", |(_, v)| v)
                .trim()
                .to_string();
            fields.push((name, value));
        } else if let Some(last) = fields.last_mut() {
            last.1.push_str(line.trim());
        }
    }
    fields
}

/// The bytes of an openssl hex field (`aa:bb:...`), leading zeros dropped.
fn field_bytes(fields: &[(String, String)], name: &str) -> Vec<u8> {
    let v = &fields.iter().find(|(n, _)| n == name).expect(name).1;
    let digits: String = v.chars().filter(|c| c.is_ascii_hexdigit()).collect();
    (0..digits.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&digits[i..i + 2], 16).unwrap())
        .skip_while(|&b| b == 0)
        .collect()
}

fn b64u(bytes: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// A private RSA JWK of an openssl key, from `openssl rsa -text` (independent of idctl).
fn rsa_jwk(dir: &Path, pem: &Path) -> String {
    let f = openssl_fields(&openssl(dir, &["rsa", "-in", s(pem), "-text", "-noout"]));
    let h = |n: &str| b64u(&field_bytes(&f, n));
    json!({
        "kty": "RSA", "n": h("modulus"), "e": "AQAB", "d": h("privateExponent"),
        "p": h("prime1"), "q": h("prime2"), "dp": h("exponent1"),
        "dq": h("exponent2"), "qi": h("coefficient"),
    })
    .to_string()
}

/// A private P-256 JWK of an openssl key, from `openssl ec -text` (independent of idctl).
fn ec_jwk(dir: &Path, pem: &Path) -> String {
    let f = openssl_fields(&openssl(dir, &["ec", "-in", s(pem), "-text", "-noout"]));
    let mut d = field_bytes(&f, "priv");
    while d.len() < 32 {
        d.insert(0, 0);
    }
    let point = field_bytes(&f, "pub");
    assert_eq!(
        (point.len(), point[0]),
        (65, 4),
        "an uncompressed P-256 point"
    );
    json!({
        "kty": "EC", "crv": "P-256", "d": b64u(&d), "x": b64u(&point[1..33]),
        "y": b64u(&point[33..]),
    })
    .to_string()
}

#[test]
fn import_takes_each_supported_kind_and_its_tokens_verify() {
    let env = Env::new();
    let client = m2m_client(&env);
    let dir = env.dir.path();
    let rsa = key(dir, "rsa2048", "rsa.pem");
    std::fs::write(dir.join("rsa.jwk"), rsa_jwk(dir, &rsa)).unwrap();
    let ec = key(dir, "p256", "ec.pem");
    std::fs::write(dir.join("ec.jwk"), ec_jwk(dir, &ec)).unwrap();
    std::fs::write(dir.join("ed.jwk"), RFC8037_ED25519).unwrap();
    let cases = [
        (key(dir, "p256", "p256.pem"), "ES256"),
        (key(dir, "p384-sec1", "p384.pem"), "ES384"),
        (key(dir, "p521", "p521.pem"), "ES512"),
        (key(dir, "rsa2048-pkcs1", "pkcs1.pem"), "RS256"),
        (key(dir, "ed25519", "ed.pem"), "EdDSA"),
        (dir.join("ec.jwk"), "ES256"),
        (dir.join("rsa.jwk"), "RS256"),
        (dir.join("ed.jwk"), "EdDSA"),
    ];
    for (file, alg) in &cases {
        let imported = env.json(&["keys", "import", s(file)]);
        assert_eq!(imported["alg"], *alg, "{file:?}");
        assert_eq!(imported["signing"], true);
        let kid = imported["kid"].as_str().unwrap();
        let jwks = env.json(&["keys", "jwks"]);
        assert_eq!(
            jwks["keys"][0]["kid"], kid,
            "the imported key signs: {jwks}"
        );
        assert!(
            jwks["keys"][0].get("d").is_none(),
            "a private member in the JWKS"
        );
        let t = token(&env, &client);
        assert_eq!(segment(&t, 0)["alg"], *alg);
        assert_eq!(segment(&t, 0)["kid"], kid);
        let out = env.ok(&["verify", &t]);
        assert!(
            out.contains(&format!("{alg} signature verified with key {kid}")),
            "{out}"
        );
    }
    // A JWK and the PEM of the same key give one kid: the RFC 7638 thumbprint, as RFC 8037
    // appendix A.3 computes it for its example key.
    let all = kids(&env);
    assert!(all.contains(&"kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k".to_string()));
    let pem_kid = &env.json(&["keys", "list"]).as_array().unwrap().clone();
    for pem in [&rsa, &ec] {
        let again = env.run(&["keys", "import", s(pem)]);
        assert_eq!(
            again.code, 4,
            "the PEM of an imported JWK: {}",
            again.stderr
        );
        assert!(again.stderr.contains("in the store already"));
    }
    assert_eq!(
        pem_kid.len(),
        env.json(&["keys", "list"]).as_array().unwrap().len()
    );

    // A key rotated to ES512 signs tokens that verify too.
    let es512 = env.json(&["keys", "rotate", "--alg", "ES512"]);
    let t = token(&env, &client);
    assert_eq!(segment(&t, 0)["kid"], es512["kid"]);
    assert!(env.ok(&["verify", &t]).contains("ES512 signature verified"));
}

#[test]
fn import_publish_only_publishes_without_signing_and_records_an_audit_entry() {
    let env = Env::new();
    let dir = env.dir.path();
    let p256 = key(dir, "p256", "next.pem");
    env.ok(&["init"]);
    let before = env.json(&["keys", "list"]);
    let signing = before
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["signing"] == true)
        .unwrap()["kid"]
        .clone();
    let imported = env.json(&["keys", "import", "--publish-only", s(&p256)]);
    assert_eq!(imported["signing"], false);
    let log = env.json(&["events", "list", "--audit", "--type", "SigningKey.*"]);
    assert_eq!(log.as_array().unwrap().len(), 1, "{log}");
    assert_eq!(log[0]["event"], "SigningKey.Imported");
    assert_eq!(log[0]["payload"]["data"]["kid"], imported["kid"]);
    let after = env.json(&["keys", "list"]);
    assert_eq!(after.as_array().unwrap().len(), 3);
    let now_signing = after
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["signing"] == true)
        .unwrap()["kid"]
        .clone();
    assert_eq!(
        signing, now_signing,
        "a published-only key took over signing"
    );
    assert_eq!(kids(&env).len(), 3);
    // It is published for tokens signed elsewhere: a manifest that does not declare it keeps
    // it (retired), where init's keys, which never signed, are replaced.
    let shared = tempfile::tempdir().unwrap();
    let file = manifest_dir(shared.path());
    env.ok(&["apply", "-f", s(&file)]);
    let now = kids(&env);
    assert_eq!(now.len(), 3, "{now:?}");
    assert!(now.contains(&imported["kid"].as_str().unwrap().to_string()));
}

#[test]
fn import_refuses_weak_public_foreign_and_garbage_files_and_changes_nothing() {
    let env = Env::new();
    env.ok(&["init"]);
    let dir = env.dir.path();
    let weak = key(dir, "rsa1024", "weak.pem");
    let k256 = key(dir, "k256", "k256.pem");
    let p256 = key(dir, "p256", "p256.pem");
    openssl(
        dir,
        &["pkey", "-in", "p256.pem", "-pubout", "-out", "pub.pem"],
    );
    openssl(
        dir,
        &[
            "req", "-x509", "-key", "p256.pem", "-subj", "/CN=t", "-days", "1", "-out", "cert.pem",
        ],
    );
    openssl(
        dir,
        &[
            "pkcs8", "-topk8", "-in", "p256.pem", "-passout", "pass:x", "-out", "enc.pem",
        ],
    );
    std::fs::write(dir.join("garbage.pem"), "hello world\n").unwrap();
    std::fs::write(dir.join("binary.der"), b"\x30\x82\xff\xfe\x00\x01").unwrap();
    std::fs::write(
        dir.join("public.jwk"),
        r#"{"kty":"EC","crv":"P-256","x":"AA","y":"AA"}"#,
    )
    .unwrap();
    env.ok(&["keys", "import", s(&p256)]);
    let p = |n: &str| dir.join(n).to_string_lossy().into_owned();
    let (weak, k256, p256) = (
        s(&weak).to_string(),
        s(&k256).to_string(),
        s(&p256).to_string(),
    );
    let (public, cert, enc) = (p("pub.pem"), p("cert.pem"), p("enc.pem"));
    let (garbage, binary, jwk, missing) = (
        p("garbage.pem"),
        p("binary.der"),
        p("public.jwk"),
        p("missing.pem"),
    );
    env.refuses(&[
        (
            &["keys", "import", &weak],
            5,
            &["1024 bits", "2048 bits or more"],
        ),
        (&["keys", "import", &k256], 5, &["curve"]),
        (&["keys", "import", &public], 5, &["a public key"]),
        (&["keys", "import", &cert], 5, &["a certificate"]),
        (&["keys", "import", &enc], 5, &["encrypted"]),
        (
            &["keys", "import", &garbage],
            5,
            &["not a PEM private key nor a JWK"],
        ),
        (&["keys", "import", &binary], 5, &["not text"]),
        (&["keys", "import", &jwk], 5, &["public key"]),
        (&["keys", "import", &missing], 1, &["cannot read"]),
        (&["keys", "import", &p256], 4, &["in the store already"]),
        (
            &["-o", "json", "keys", "import", &weak],
            5,
            &["keys.too_weak"],
        ),
    ]);
}

#[test]
fn export_private_round_trips_into_another_store_with_the_same_kid() {
    let a = Env::new();
    let client = m2m_client(&a);
    let kid = a.json(&["keys", "rotate", "--alg", "ES512"])["kid"]
        .as_str()
        .unwrap()
        .to_string();
    let file = a.dir.path().join("main.pem");
    a.ok(&["keys", "export", &kid, "--private", "--out", s(&file)]);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    let pem = std::fs::read_to_string(&file).unwrap();
    assert!(pem.starts_with("-----BEGIN PRIVATE KEY-----\n"), "{pem}");
    // openssl reads it: a P-521 key.
    let text = openssl(
        a.dir.path(),
        &["pkey", "-in", "main.pem", "-noout", "-text"],
    );
    assert!(
        text.contains("P-521") || text.contains("secp521r1"),
        "{text}"
    );
    // An existing file is kept unless --force.
    std::fs::write(&file, "keep me").unwrap();
    a.refuses(&[(
        &["keys", "export", &kid, "--private", "--out", s(&file)],
        2,
        &["exists", "--force"],
    )]);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");
    a.ok(&[
        "keys",
        "export",
        &kid,
        "--private",
        "--out",
        s(&file),
        "--force",
    ]);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), pem);
    // To stdout when it is not a terminal (a pipe here).
    assert_eq!(
        a.ok(&["keys", "export", &kid, "--private"]).trim_end(),
        pem.trim_end()
    );
    // Without --private: the public JWK, as the JWKS has it.
    let public = a.json(&["keys", "export", &kid]);
    assert_eq!(public["kid"], kid.as_str());
    assert_eq!(public["crv"], "P-521");
    assert!(public.get("d").is_none());

    let written = a.json(&[
        "keys",
        "export",
        &kid,
        "--private",
        "--out",
        s(&file),
        "--force",
    ]);
    assert_eq!(written, json!({"kid": kid, "file": s(&file)}));

    let b = Env::new();
    let imported = b.json(&["keys", "import", s(&file)]);
    assert_eq!(imported["kid"], kid.as_str());
    // From stdin too: the same key, a conflict.
    let mut c = b.cmd(&["keys", "import", "-"]);
    c.write_stdin(pem.clone());
    let again = run_cmd(c);
    assert_eq!(again.code, 4, "{}", again.stderr);
    assert!(
        again
            .stderr
            .contains(&format!("key {kid} is in the store already"))
    );
    assert_eq!(b.json(&["keys", "export", &kid]), public);
    // A token from store A verifies against B's JWKS.
    let t = token(&a, &client);
    let jwks = b.dir.path().join("b.jwks");
    std::fs::write(&jwks, b.ok(&["keys", "jwks"])).unwrap();
    let issuer = issuer(&a);
    let out = b.ok(&[
        "verify",
        "--jwks",
        s(&jwks),
        "--issuer",
        issuer.trim(),
        "--audience",
        "https://api.example.com",
        &t,
    ]);
    assert!(out.contains("ES512 signature verified"), "{out}");
    b.refuses(&[(
        &["keys", "export", "no-such-kid", "--private"],
        3,
        &["does not exist"],
    )]);
}

#[test]
fn export_private_refuses_a_terminal() {
    require(
        "script",
        &["--version"],
        "script (apt-get install util-linux)",
    );
    let env = Env::new();
    env.ok(&["init"]);
    let kid = env.json(&["keys", "list"])[0]["kid"]
        .as_str()
        .unwrap()
        .to_string();
    let bin = assert_cmd::cargo::cargo_bin("idctl");
    let store = env.store.to_str().unwrap().to_string();
    let line = format!(
        "'{}' --store '{}' keys export '{}' --private",
        bin.display(),
        store,
        kid
    );
    let out = std::process::Command::new("script")
        .args(["-qec", &line, "/dev/null"])
        .env_remove("IDCTL_STORE")
        .output()
        .expect("script runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(text.contains("on a terminal"), "{text}");
    assert!(text.contains("--out FILE"), "{text}");
    assert!(!text.contains("PRIVATE KEY-----"), "{text}");
}

/// The claims of a signed JWT, decoded by jsonwebtoken against the store's JWKS.
fn third_party_claims(env: &Env, jwt: &str, aud: &str) -> Value {
    let jwks: jsonwebtoken::jwk::JwkSet = serde_json::from_str(&env.ok(&["keys", "jwks"])).unwrap();
    let kid = jsonwebtoken::decode_header(jwt).unwrap().kid.unwrap();
    let jwk = jwks.find(&kid).expect("the kid is in the JWKS");
    let key = jsonwebtoken::DecodingKey::from_jwk(jwk).unwrap();
    let mut v = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::ES384);
    v.set_audience(&[aud]);
    v.validate_exp = false;
    v.required_spec_claims.clear();
    jsonwebtoken::decode::<Value>(jwt, &key, &v)
        .expect("jsonwebtoken accepts the signature")
        .claims
}

#[test]
fn keys_sign_makes_fixtures_a_third_party_library_verifies_and_idctl_verify_refuses() {
    let env = Env::new();
    env.orders_api();
    let issuer = issuer(&env);
    let far = 4_102_444_800i64; // 2100-01-01
    let cases = [
        (
            json!({"sub": "a", "iss": issuer, "aud": "https://other.example", "exp": far}),
            14,
            "audience",
        ),
        (
            json!({"sub": "a", "iss": issuer, "aud": "https://api.example.com", "exp": 1000}),
            12,
            "expired",
        ),
        (
            json!({"sub": "a", "iss": "https://evil.example", "aud": "https://api.example.com", "exp": far}),
            13,
            "issuer",
        ),
        (
            json!({"sub": "a", "iss": issuer, "aud": "https://api.example.com", "exp": far, "scope": "read:orders"}),
            15,
            "write:orders",
        ),
    ];
    let events_before = env.sql_rows("SELECT count(*) FROM events");
    for (claims, code, says) in &cases {
        let jwt = env.ok(&[
            "keys",
            "sign",
            "--claims",
            &claims.to_string(),
            "--header",
            r#"{"typ":"at+jwt","x-test":1}"#,
        ]);
        let jwt = jwt.trim();
        assert_eq!(jwt.lines().count(), 1, "the JWT alone on stdout: {jwt}");
        // Exactly the claims given; the header given plus alg and kid.
        assert_eq!(&segment(jwt, 1), claims);
        let header = segment(jwt, 0);
        assert_eq!(header["typ"], "at+jwt");
        assert_eq!(header["x-test"], 1);
        assert_eq!(header["alg"], "ES384");
        assert_eq!(header.as_object().unwrap().len(), 4, "{header}");
        let aud = claims["aud"].as_str().unwrap();
        assert_eq!(&third_party_claims(&env, jwt, aud), claims);
        let r = env.run(&["verify", "-s", "write:orders", jwt]);
        assert_eq!(r.code, *code, "{claims}: {}{}", r.stdout, r.stderr);
        assert!(
            (r.stdout.clone() + &r.stderr).contains(says),
            "{says}: {}{}",
            r.stdout,
            r.stderr
        );
    }
    // A far-future iat is signed as given, nothing checked.
    let jwt = env.ok(&["keys", "sign", "--claims", r#"{"iat":99999999999}"#]);
    assert_eq!(segment(jwt.trim(), 1), json!({"iat": 99999999999i64}));
    assert_eq!(
        events_before,
        env.sql_rows("SELECT count(*) FROM events"),
        "keys sign recorded an event"
    );
    // With --kid: that key signs.
    let rsa = env
        .json(&["keys", "list"])
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["alg"] == "RS256")
        .unwrap()["kid"]
        .as_str()
        .unwrap()
        .to_string();
    let jwt = env.ok(&["keys", "sign", "--claims", "{}", "--kid", &rsa]);
    assert_eq!(segment(jwt.trim(), 0), json!({"alg": "RS256", "kid": rsa}));
    let json_out = env.json(&["keys", "sign", "--claims", "{}"]);
    assert_eq!(json_out["token"].as_str().unwrap().split('.').count(), 3);
    env.refuses(&[
        (&["keys", "sign", "--claims", "{"], 5, &["not valid JSON"]),
        (
            &["keys", "sign", "--claims", "[1]"],
            5,
            &["JSON object", "an array"],
        ),
        (
            &["keys", "sign", "--claims", "{}", "--header", "\"x\""],
            5,
            &["--header", "a string"],
        ),
        (
            &["keys", "sign", "--claims", "{}", "--kid", "nope"],
            3,
            &["key nope does not exist"],
        ),
        (
            &["-o", "json", "keys", "sign", "--claims", "7"],
            5,
            &["keys.claims_invalid"],
        ),
    ]);
}

/// A manifest folder: `idctl.toml` with `[[keys]]` for two throwaway keys (an ES256 key that
/// signs, an RSA key) and the orders API.
fn manifest_dir(dir: &Path) -> PathBuf {
    let m = dir.join("setup");
    std::fs::create_dir_all(m.join("keys")).unwrap();
    key(&m, "rsa2048", "keys/rsa.pem");
    key(&m, "p256", "keys/main.pem");
    let file = m.join("idctl.toml");
    std::fs::write(
        &file,
        r#"version = 1

[[resources]]
indicator = "https://api.example.com"
name = "Orders"
scopes = [{ name = "read:orders" }, { name = "write:orders" }]

[[keys]]
file = "keys/rsa.pem"

[[keys]]
file = "keys/main.pem"
current = true
"#,
    )
    .unwrap();
    file
}

fn m2m(env: &Env) -> (String, String) {
    env.ok(&[
        "role",
        "create",
        "orders-m2m",
        "--type",
        "m2m",
        "-r",
        "https://api.example.com",
        "-s",
        "read:orders",
    ]);
    let c = env.json(&["client", "create", "--name", "svc", "--role", "orders-m2m"]);
    (
        c["id"].as_str().unwrap().to_string(),
        c["secret"].as_str().unwrap().to_string(),
    )
}

#[test]
fn two_fresh_stores_applied_from_one_manifest_publish_byte_identical_jwks() {
    let shared = tempfile::tempdir().unwrap();
    let file = manifest_dir(shared.path());
    let file = s(&file).to_string();
    let (a, b) = (Env::new(), Env::new());
    for env in [&a, &b] {
        env.ok(&["init"]);
        let init_kids = kids(env);
        let plan = env.json(&["apply", "-f", &file, "--dry-run"]);
        let changes = plan["changes"].as_array().unwrap();
        for k in &init_kids {
            assert!(
                changes
                    .iter()
                    .any(|c| c["action"] == "delete" && c["key"] == k.as_str()),
                "init's key {k} is not replaced: {plan}"
            );
        }
        assert_eq!(
            changes.iter().filter(|c| c["action"] == "import").count(),
            2,
            "{plan}"
        );
        env.ok(&["apply", "-f", &file]);
        assert!(kids(env).iter().all(|k| !init_kids.contains(k)));
        // Applying again changes nothing.
        let before = env.snapshot();
        let again = env.json(&["apply", "-f", &file]);
        assert_eq!(again["changes"], json!([]));
        assert_eq!(before, env.snapshot());
    }
    let (ja, jb) = (a.ok(&["keys", "jwks"]), b.ok(&["keys", "jwks"]));
    assert_eq!(ja, jb, "the JWKS differ");
    let jwks: Value = serde_json::from_str(&ja).unwrap();
    assert_eq!(jwks["keys"].as_array().unwrap().len(), 2);
    assert_eq!(jwks["keys"][0]["alg"], "ES256", "the current key first");
    assert_eq!(jwks["keys"][1]["alg"], "RS256");
    let listed = a.json(&["keys", "list"]);
    let rsa = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["alg"] == "RS256")
        .unwrap();
    assert_eq!(
        rsa["idTokens"], true,
        "the declared RSA key signs RS256 ID tokens"
    );
    // Tokens of one verify against the other's JWKS.
    let t = token(&a, &m2m(&a));
    let jwks_b = b.dir.path().join("b.jwks");
    std::fs::write(&jwks_b, &jb).unwrap();
    let issuer = issuer(&a);
    b.ok(&[
        "verify",
        "--jwks",
        s(&jwks_b),
        "--issuer",
        issuer.trim(),
        "--audience",
        "https://api.example.com",
        &t,
    ]);
}

#[test]
fn apply_keeps_an_undeclared_key_that_signed_until_prune() {
    let env = Env::new();
    let client = m2m_client(&env);
    let old = token(&env, &client);
    let signer = segment(&old, 0)["kid"].as_str().unwrap().to_string();
    let shared = tempfile::tempdir().unwrap();
    let file = manifest_dir(shared.path());
    let r = env.run(&["-o", "json", "apply", "-f", s(&file)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let changes = r.json()["changes"].clone();
    assert!(
        changes
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["action"] == "retire" && c["key"] == signer.as_str()),
        "{changes}"
    );
    assert!(r.stderr.contains("--prune deletes it"), "{}", r.stderr);
    let now = kids(&env);
    assert_eq!(now.len(), 3, "declared keys and the retired one: {now:?}");
    assert!(now.contains(&signer));
    // The retired key signs nothing more, and its tokens keep verifying.
    assert_ne!(segment(&token(&env, &client), 0)["kid"], signer.as_str());
    env.ok(&["verify", &old]);
    // Applying again: no change.
    let again = env.json(&["apply", "-f", s(&file)]);
    assert_eq!(again["changes"], json!([]));
    // --prune deletes it (listed, confirmed).
    let pruned = env.json(&["apply", "-f", s(&file), "--prune", "--yes"]);
    assert!(
        pruned["changes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["action"] == "delete" && c["key"] == signer.as_str()),
        "{pruned}"
    );
    assert_eq!(kids(&env).len(), 2);
    assert_eq!(env.run(&["verify", &old]).code, 11);
}

#[test]
fn apply_refuses_bad_key_declarations_and_changes_nothing() {
    let env = Env::new();
    env.ok(&["init"]);
    let dir = env.dir.path();
    key(dir, "rsa2048", "rsa.pem");
    key(dir, "p256", "p256.pem");
    key(dir, "rsa1024", "weak.pem");
    std::fs::write(dir.join("garbage.pem"), "nope").unwrap();
    let write = |name: &str, entries: &str| -> String {
        let p = dir.join(name);
        std::fs::write(&p, format!("version = 1\n{entries}")).unwrap();
        p.to_string_lossy().into_owned()
    };
    let k = |f: &str, extra: &str| format!("[[keys]]\nfile = \"{f}\"\n{extra}\n");
    let missing = write("missing.toml", &(k("rsa.pem", "") + &k("gone.pem", "")));
    let garbage = write("garbage.toml", &(k("rsa.pem", "") + &k("garbage.pem", "")));
    let weak = write("weak.toml", &(k("p256.pem", "") + &k("weak.pem", "")));
    let no_rsa = write("norsa.toml", &k("p256.pem", ""));
    let two = write(
        "two.toml",
        &(k("rsa.pem", "current = true") + &k("p256.pem", "current = true")),
    );
    let twice = write("twice.toml", &(k("rsa.pem", "") + &k("./rsa.pem", "")));
    let unknown = write(
        "unknown.toml",
        "[[keys]]\nfile = \"rsa.pem\"\nsigning = true\n",
    );
    for dry in [false, true] {
        let run = |f: &str| -> Vec<String> {
            let mut a = vec!["apply".to_string(), "-f".into(), f.to_string()];
            if dry {
                a.push("--dry-run".into());
            }
            a
        };
        let rows: Vec<(Vec<String>, i32, Vec<&str>)> = vec![
            (run(&missing), 5, vec!["keys[1].file", "gone.pem"]),
            (
                run(&garbage),
                5,
                vec!["keys[1].file", "not a PEM private key"],
            ),
            (run(&weak), 5, vec!["keys[1].file", "1024 bits"]),
            (run(&no_rsa), 5, vec!["no RSA key", "rsa_keygen_bits:2048"]),
            (run(&two), 5, vec!["keys[1].current", "only one key signs"]),
            (run(&twice), 5, vec!["keys[1].file", "same key as keys[0]"]),
            (run(&unknown), 5, vec!["signing"]),
        ];
        for (args, code, says) in rows {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let r = env.fails(code, &args);
            for s in says {
                assert!(r.stderr.contains(s), "{args:?}: no {s:?}: {}", r.stderr);
            }
        }
    }
}

#[test]
fn export_with_keys_writes_private_files_and_entries_that_reproduce_the_keys() {
    let a = Env::new();
    a.orders_api();
    a.ok(&["keys", "rotate", "--alg", "ES256"]);
    let want = kids(&a);
    assert_eq!(want.len(), 3);
    // A plain export carries no key, private or public.
    let plain = a.ok(&["export"]);
    assert!(
        !plain.contains("[[keys]]") && !plain.contains("PRIVATE"),
        "{plain}"
    );
    let out = a.dir.path().join("out");
    std::fs::create_dir_all(&out).unwrap();
    let manifest = out.join("idctl.toml");
    let keys_dir = out.join("keys");
    let r = a.run(&["export", "--with-keys", s(&keys_dir), "-f", s(&manifest)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stderr.contains("signing keys ("), "{}", r.stderr);
    let text = std::fs::read_to_string(&manifest).unwrap();
    assert!(!text.contains("PRIVATE KEY"), "{text}");
    for kid in &want {
        assert!(
            text.contains(&format!("file = \"keys/{kid}.pem\"")),
            "{text}"
        );
        let f = keys_dir.join(format!("{kid}.pem"));
        let pem = std::fs::read_to_string(&f).unwrap();
        assert!(pem.starts_with("-----BEGIN PRIVATE KEY-----"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&f).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600, "{f:?}");
        }
    }
    assert_eq!(text.matches("current = true").count(), 1, "{text}");
    // Applied to a fresh store: the same keys, the same signing key.
    let b = Env::new();
    b.ok(&["init"]);
    b.ok(&["apply", "-f", s(&manifest)]);
    let mut got = kids(&b);
    assert_eq!(got[0], want[0], "the signing key");
    got.sort();
    let mut w = want.clone();
    w.sort();
    assert_eq!(got, w);
    // And from stdin, paths are relative to the current directory.
    let c = Env::new();
    let mut cmd = c.cmd(&["apply", "-f", "-"]);
    cmd.current_dir(&out).write_stdin(text);
    let r = run_cmd(cmd);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(kids(&c)[0], want[0]);
}

#[test]
fn keys_of_a_store_made_before_schema_20_count_as_having_signed() {
    let env = Env::new();
    env.ok(&["init"]);
    let old = kids(&env);
    // The store as schema 19 left it: no marker (and nothing of the schemas after it).
    let after_19 = format!(
        "{} ALTER TABLE signing_keys DROP COLUMN signed;",
        crate::common::UNDO_SCHEMA_21
    );
    match env.engine() {
        crate::common::Engine::Sqlite => {
            env.sql_exec(&format!("{after_19} PRAGMA user_version = 19;"))
        }
        crate::common::Engine::Postgres => env.sql_exec(&format!(
            "{after_19} UPDATE idctl_meta SET value = '19' WHERE key = 'schema_version'"
        )),
    }
    assert_eq!(env.json(&["store", "info"])["schemaVersion"], 19);
    env.ok(&["keys", "list"]);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM signing_keys WHERE signed = 1"),
        2,
        "keys of an older store may have signed"
    );
    // So a manifest with keys keeps them published instead of deleting them.
    let shared = tempfile::tempdir().unwrap();
    let file = manifest_dir(shared.path());
    env.ok(&["apply", "-f", s(&file)]);
    let now = kids(&env);
    assert_eq!(now.len(), 4, "{now:?}");
    assert!(old.iter().all(|k| now.contains(k)));
    // A fresh store's keys have not signed, until a token: then only the signing key has.
    let fresh = Env::new();
    let client = m2m_client(&fresh);
    assert_eq!(
        fresh.sql_count("SELECT count(*) FROM signing_keys WHERE signed = 1"),
        0
    );
    token(&fresh, &client);
    token(&fresh, &client);
    assert_eq!(
        fresh.sql_rows("SELECT kid FROM signing_keys WHERE signed = 1"),
        fresh.sql_rows("SELECT kid FROM signing_keys WHERE is_current = 1")
    );
}

#[test]
fn an_imported_key_signs_the_servers_tokens_and_is_marked_once_it_has() {
    let env = Env::new();
    let client = m2m_client(&env);
    let p256 = key(env.dir.path(), "p256", "main.pem");
    let kid = env.json(&["keys", "import", s(&p256)])["kid"]
        .as_str()
        .unwrap()
        .to_string();
    let signed = |env: &Env| env.sql_count("SELECT count(*) FROM signing_keys WHERE signed = 1");
    assert_eq!(signed(&env), 0);
    let server = crate::common::server::Server::start(&env, &[]);
    let jwks: jsonwebtoken::jwk::JwkSet =
        serde_json::from_str(&server.get("/oidc/jwks").text().expect("a body")).expect("a JWKS");
    assert_eq!(jwks.keys[0].common.key_id.as_deref(), Some(kid.as_str()));
    // A token from the token endpoint, through the oauth2 crate, checked by jsonwebtoken.
    for _ in 0..2 {
        let t = crate::common::api::client_credentials(
            &server,
            &client.0,
            &client.1,
            "https://api.example.com",
            "read:orders",
        );
        let header = jsonwebtoken::decode_header(&t).unwrap();
        assert_eq!(header.kid.as_deref(), Some(kid.as_str()));
        let key = jsonwebtoken::DecodingKey::from_jwk(jwks.find(&kid).unwrap()).unwrap();
        let mut v = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::ES256);
        v.set_audience(&["https://api.example.com"]);
        v.set_issuer(&[server.issuer()]);
        let claims = jsonwebtoken::decode::<Value>(&t, &key, &v)
            .expect("valid")
            .claims;
        assert_eq!(claims["scope"], "read:orders");
    }
    assert_eq!(
        env.sql_rows("SELECT kid FROM signing_keys WHERE signed = 1"),
        vec![vec![Some(kid.clone())]],
        "the key that signed is marked, and only it"
    );
}

/// The issue's reproducibility story in one test: one manifest (keys, an API, a role, a
/// machine client with a declared id and a secret from the environment) and one environment
/// give two fresh stores the same JWKS byte for byte, the same client id, and tokens each
/// store mints with the declared credentials verify against the other's JWKS (by idctl and
/// by a third-party library).
#[test]
fn one_manifest_and_one_environment_reproduce_keys_credentials_and_tokens_on_two_fresh_stores() {
    let shared = tempfile::tempdir().unwrap();
    let dir = shared.path().join("setup");
    std::fs::create_dir_all(dir.join("keys")).unwrap();
    key(&dir, "rsa2048", "keys/rsa.pem");
    key(&dir, "p384-sec1", "keys/main.pem");
    let file = dir.join("idctl.toml");
    std::fs::write(
        &file,
        r#"version = 1

[[resources]]
indicator = "https://api.example.com"
name = "Orders"
scopes = [{ name = "read:orders" }]

[[roles]]
name = "orders-m2m"
type = "m2m"
scopes = [{ resource = "https://api.example.com", name = "read:orders" }]

[[clients]]
id = "orders-service"
name = "orders"
roles = ["orders-m2m"]
secret = { env = "ORDERS_SECRET" }

[[keys]]
file = "keys/main.pem"
current = true

[[keys]]
file = "keys/rsa.pem"
"#,
    )
    .unwrap();
    let secret = "3f9d0c1b7a6e5d4c3b2a19080706050403020100ffeeddcc";
    let (a, b) = (Env::new(), Env::new());
    let mut tokens = Vec::new();
    for env in [&a, &b] {
        env.ok(&["init"]);
        let mut c = env.cmd(&["-o", "json", "apply", "-f", s(&file)]);
        c.env("ORDERS_SECRET", secret);
        let r = run_cmd(c);
        assert_eq!(r.code, 0, "apply: {}", r.stderr);
        // The declared secret is not printed: the team has it.
        assert!(!r.stdout.contains(secret), "{}", r.stdout);
        let mut c = env.cmd(&[
            "token",
            "--client-id",
            "orders-service",
            "-r",
            "https://api.example.com",
            "--scope",
            "read:orders",
        ]);
        c.env("IDCTL_CLIENT_SECRET", secret);
        let r = run_cmd(c);
        assert_eq!(r.code, 0, "token: {}", r.stderr);
        tokens.push(r.stdout.trim().to_string());
    }
    let (ja, jb) = (a.ok(&["keys", "jwks"]), b.ok(&["keys", "jwks"]));
    assert_eq!(ja, jb, "the JWKS differ");
    let ids = |env: &Env| -> Vec<Value> {
        let mut v: Vec<Value> = env
            .json(&["client", "list"])
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["id"].clone())
            .collect();
        v.sort_by_key(|x| x.to_string());
        v
    };
    assert_eq!(ids(&a), ids(&b), "the client ids differ");
    assert!(ids(&a).contains(&json!("orders-service")));
    let issuer = issuer(&a);
    assert_eq!(issuer, self::issuer(&b), "the issuers differ");
    // Each store's token against the other's JWKS: idctl verify and jsonwebtoken.
    for (token, other, jwks) in [(&tokens[0], &b, &jb), (&tokens[1], &a, &ja)] {
        assert_eq!(segment(token, 1)["sub"], "orders-service");
        let path = other.dir.path().join("other.jwks");
        std::fs::write(&path, jwks).unwrap();
        other.ok(&[
            "verify",
            "--jwks",
            s(&path),
            "--issuer",
            issuer.trim(),
            "--audience",
            "https://api.example.com",
            "--scope",
            "read:orders",
            token,
        ]);
        let claims = third_party_claims(other, token, "https://api.example.com");
        assert_eq!(claims["client_id"], "orders-service");
    }
}
