//! `idctl serve` in production: HTTPS (`--tls-cert`, `--tls-key`) with certificates made by
//! the `openssl` CLI and checked by real clients (reqwest with the test CA as its only root,
//! over HTTP/1.1 and HTTP/2; curl), the certificate reloaded under load, and
//! `--trust-proxy` (the client's address and scheme from trusted proxies only).
use crate::common::api::{MANAGEMENT_API, MANAGEMENT_ROLE, client_credentials};
use crate::common::openssl::{openssl, root_ca};
use crate::common::server::Server;
use crate::common::{Env, Run, require, run_cmd};
use rustls::pki_types::CertificateDer;
use rustls::pki_types::pem::PemObject;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

const DISCOVERY: &str = "/oidc/.well-known/openid-configuration";

/// The kinds of private key a certificate can have, in the PEM forms servers are given.
#[derive(Clone, Copy)]
enum Key {
    /// EC P-256 in PKCS#8 (`PRIVATE KEY`)
    P256,
    /// EC P-384 in SEC1 (`EC PRIVATE KEY`)
    P384,
    /// RSA 2048 in PKCS#1 (`RSA PRIVATE KEY`)
    Rsa,
}

/// Validity of a leaf: two days from now, or fixed dates for `openssl ca` (`YYMMDDHHMMSSZ`).
enum Dates {
    Valid,
    Between(&'static str, &'static str),
}

/// A test PKI: a root CA (`ca.pem`, the clients' only root) and an intermediate that signs
/// the leaves, each leaf written as `NAME.key`, `NAME.pem` (the leaf) and `NAME-chain.pem`
/// (the leaf, then the intermediate).
struct Pki {
    dir: tempfile::TempDir,
}

impl Pki {
    fn new() -> Pki {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(
            d.join("leaf.ext"),
            "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n",
        )
        .unwrap();
        std::fs::write(
            d.join("inter.ext"),
            "basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign\n",
        )
        .unwrap();
        std::fs::write(
            d.join("ca.cnf"),
            "[ca]\ndefault_ca = test\n[test]\ndatabase = index.txt\nnew_certs_dir = .\nserial = serial\ndefault_md = sha256\npolicy = any\nunique_subject = no\n[any]\ncommonName = supplied\norganizationName = optional\n",
        )
        .unwrap();
        std::fs::write(d.join("index.txt"), "").unwrap();
        std::fs::write(d.join("serial"), "1000\n").unwrap();
        root_ca(d, "ca", "idctl test root");
        openssl(
            d,
            &[
                "req",
                "-new",
                "-newkey",
                "ec",
                "-pkeyopt",
                "ec_paramgen_curve:P-256",
                "-nodes",
                "-keyout",
                "inter.key",
                "-out",
                "inter.csr",
                "-subj",
                "/CN=idctl test intermediate",
            ],
        );
        openssl(
            d,
            &[
                "x509",
                "-req",
                "-in",
                "inter.csr",
                "-CA",
                "ca.pem",
                "-CAkey",
                "ca.key",
                "-set_serial",
                "99",
                "-days",
                "2",
                "-extfile",
                "inter.ext",
                "-out",
                "inter.pem",
            ],
        );
        Pki { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn p(&self, name: &str) -> String {
        self.path(name).to_str().unwrap().to_string()
    }

    /// A leaf for localhost and 127.0.0.1 named `name` (its subject's O), with serial `serial`.
    fn leaf(&self, name: &str, key: Key, serial: u32, dates: Dates) {
        let d = self.dir.path();
        let keyfile = format!("{name}.key");
        match key {
            Key::P256 => openssl(
                d,
                &[
                    "genpkey",
                    "-algorithm",
                    "EC",
                    "-pkeyopt",
                    "ec_paramgen_curve:P-256",
                    "-out",
                    &keyfile,
                ],
            ),
            Key::P384 => openssl(
                d,
                &[
                    "ecparam",
                    "-name",
                    "secp384r1",
                    "-genkey",
                    "-noout",
                    "-out",
                    &keyfile,
                ],
            ),
            Key::Rsa => openssl(d, &["genrsa", "-traditional", "-out", &keyfile, "2048"]),
        };
        let csr = format!("{name}.csr");
        let pem = format!("{name}.pem");
        openssl(
            d,
            &[
                "req",
                "-new",
                "-key",
                &keyfile,
                "-out",
                &csr,
                "-subj",
                &format!("/CN=localhost/O={name}"),
            ],
        );
        match dates {
            Dates::Valid => openssl(
                d,
                &[
                    "x509",
                    "-req",
                    "-in",
                    &csr,
                    "-CA",
                    "inter.pem",
                    "-CAkey",
                    "inter.key",
                    "-set_serial",
                    &serial.to_string(),
                    "-days",
                    "2",
                    "-extfile",
                    "leaf.ext",
                    "-out",
                    &pem,
                ],
            ),
            Dates::Between(start, end) => openssl(
                d,
                &[
                    "ca",
                    "-config",
                    "ca.cnf",
                    "-batch",
                    "-notext",
                    "-in",
                    &csr,
                    "-cert",
                    "inter.pem",
                    "-keyfile",
                    "inter.key",
                    "-startdate",
                    start,
                    "-enddate",
                    end,
                    "-extfile",
                    "leaf.ext",
                    "-out",
                    &pem,
                ],
            ),
        };
        let chain = [
            std::fs::read(d.join(&pem)).unwrap(),
            std::fs::read(d.join("inter.pem")).unwrap(),
        ]
        .concat();
        std::fs::write(d.join(format!("{name}-chain.pem")), chain).unwrap();
    }

    /// The DER of leaf `name`, as a client sees it served.
    fn der(&self, name: &str) -> Vec<u8> {
        CertificateDer::from_pem_file(self.path(&format!("{name}.pem")))
            .unwrap()
            .to_vec()
    }

    /// `--tls-cert NAME-chain.pem --tls-key NAME.key`
    fn flags(&self, name: &str) -> Vec<String> {
        vec![
            "--tls-cert".into(),
            self.p(&format!("{name}-chain.pem")),
            "--tls-key".into(),
            self.p(&format!("{name}.key")),
        ]
    }
}

/// reqwest trusting the test root only; `http1`: HTTP/1.1 only, otherwise HTTP/2 when the
/// server offers it by ALPN. `fresh`: a new connection for every request.
fn https_client(pki: &Pki, http1: bool, fresh: bool) -> reqwest::blocking::Client {
    let root = reqwest::Certificate::from_pem(&std::fs::read(pki.path("ca.pem")).unwrap()).unwrap();
    let mut b = reqwest::blocking::Client::builder()
        .tls_certs_only([root])
        .tls_info(true)
        .no_proxy()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(Duration::from_secs(30));
    if http1 {
        b = b.http1_only();
    }
    if fresh {
        b = b.pool_max_idle_per_host(0);
    }
    b.build().unwrap()
}

fn start(env: &Env, flags: &[String]) -> Server {
    let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
    Server::start(env, &flags)
}

/// The leaf certificate a new connection is served.
fn served(pki: &Pki, server: &Server) -> Vec<u8> {
    let res = https_client(pki, true, true)
        .get(format!("{}{DISCOVERY}", server.url))
        .send()
        .unwrap();
    res.extensions()
        .get::<reqwest::tls::TlsInfo>()
        .and_then(|i| i.peer_certificate())
        .expect("the served certificate")
        .to_vec()
}

fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn hup(server: &Server) {
    unsafe {
        libc::kill(server.pid() as i32, libc::SIGHUP);
    }
}

/// Replaces `to` by `from` at once (rename), as certificate tools do.
fn replace(from: &Path, to: &Path) {
    let tmp = to.with_extension("new");
    std::fs::copy(from, &tmp).unwrap();
    std::fs::rename(&tmp, to).unwrap();
}

#[test]
fn https_serves_http1_and_http2_to_clients_trusting_the_ca() {
    let env = Env::new();
    let pki = Pki::new();
    pki.leaf("site", Key::P256, 1, Dates::Valid);
    let (id, secret) = crate::common::m2m_client(&env);
    let api = "https://api.example.com";
    let server = start(&env, &pki.flags("site"));
    assert!(
        server.url.starts_with("https://127.0.0.1:"),
        "{}",
        server.url
    );
    for (http1, version) in [
        (true, reqwest::Version::HTTP_11),
        (false, reqwest::Version::HTTP_2),
    ] {
        let client = https_client(&pki, http1, false);
        let res = client
            .get(format!("{}{DISCOVERY}", server.url))
            .send()
            .unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(res.version(), version);
        let doc: Value = serde_json::from_slice(&res.bytes().unwrap()).unwrap();
        // Port 0: the issuer is the URL actually bound, with its scheme.
        assert_eq!(doc["issuer"], format!("{}/oidc", server.url));
        // A client-credentials token over https, verified against the JWKS served there.
        let res = client
            .post(format!("{}/oidc/token", server.url))
            .basic_auth(&id, Some(&secret))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(
                url::form_urlencoded::Serializer::new(String::new())
                    .extend_pairs([
                        ("grant_type", "client_credentials"),
                        ("resource", api),
                        ("scope", "read:orders"),
                    ])
                    .finish(),
            )
            .send()
            .unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(res.version(), version);
        let token: Value = serde_json::from_slice(&res.bytes().unwrap()).unwrap();
        let token = token["access_token"].as_str().unwrap();
        let jwks: jsonwebtoken::jwk::JwkSet = serde_json::from_slice(
            &client
                .get(format!("{}/oidc/jwks", server.url))
                .send()
                .unwrap()
                .bytes()
                .unwrap(),
        )
        .unwrap();
        let kid = jsonwebtoken::decode_header(token).unwrap().kid.unwrap();
        let key = jsonwebtoken::DecodingKey::from_jwk(jwks.find(&kid).unwrap()).unwrap();
        let mut v = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::ES384);
        v.set_audience(&[api]);
        v.set_issuer(&[server.issuer()]);
        let claims = jsonwebtoken::decode::<Value>(token, &key, &v)
            .unwrap()
            .claims;
        assert_eq!(claims["scope"], "read:orders");
    }
    // A client that does not trust the CA is refused the handshake; plain HTTP gets nothing.
    let untrusting = reqwest::blocking::Client::builder()
        .no_proxy()
        .build()
        .unwrap();
    assert!(
        untrusting
            .get(format!("{}{DISCOVERY}", server.url))
            .send()
            .is_err()
    );
    let plain = server.url.replacen("https://", "http://", 1);
    assert!(
        Server::client()
            .get(format!("{plain}{DISCOVERY}"))
            .send()
            .is_err()
    );
    // curl, with the CA, over both protocols.
    require("curl", &["--version"], "curl (apt-get install curl)");
    for (flag, version) in [("--http1.1", "1.1"), ("--http2", "2")] {
        let out = Command::new("curl")
            .args(["-sS", flag, "--cacert", &pki.p("ca.pem"), "-o", "/dev/null"])
            .args(["-w", "%{http_version} %{http_code}"])
            .arg(format!("{}{DISCOVERY}", server.url))
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            format!("{version} 200"),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let (code, stderr) = server.finish();
    assert_eq!(code, 0, "{stderr}");
    assert!(!stderr.contains("warning"), "{stderr}");
}

#[test]
fn https_takes_rsa_and_ec_keys_in_pkcs8_pkcs1_and_sec1() {
    let env = Env::new();
    let pki = Pki::new();
    for (name, key) in [("rsa", Key::Rsa), ("p384", Key::P384), ("p256", Key::P256)] {
        pki.leaf(name, key, 7, Dates::Valid);
        let server = start(&env, &pki.flags(name));
        assert_eq!(served(&pki, &server), pki.der(name), "{name}");
        let res = https_client(&pki, false, false)
            .get(format!("{}{DISCOVERY}", server.url))
            .send()
            .unwrap();
        assert_eq!(res.status(), 200, "{name}");
        assert_eq!(res.version(), reqwest::Version::HTTP_2, "{name}");
    }
}

#[test]
fn https_reload_under_load_fails_no_request_and_refuses_a_bad_pair() {
    let env = Env::new();
    let pki = Pki::new();
    pki.leaf("first", Key::P256, 1, Dates::Valid);
    pki.leaf("second", Key::P256, 2, Dates::Valid);
    pki.leaf("third", Key::Rsa, 3, Dates::Valid);
    pki.leaf("fourth", Key::P384, 4, Dates::Valid);
    let live = tempfile::tempdir().unwrap();
    let (cert, key) = (live.path().join("cert.pem"), live.path().join("key.pem"));
    replace(&pki.path("first-chain.pem"), &cert);
    replace(&pki.path("first.key"), &key);
    let flags = vec![
        "--tls-cert".to_string(),
        cert.to_str().unwrap().to_string(),
        "--tls-key".to_string(),
        key.to_str().unwrap().to_string(),
    ];
    let server = start(&env, &flags);
    assert_eq!(served(&pki, &server), pki.der("first"));

    // Clients on kept-alive connections (HTTP/1.1 and HTTP/2) and on a new connection per
    // request, all the time the certificate changes.
    let stop = Arc::new(AtomicBool::new(false));
    let (ok, failed) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let url = format!("{}{DISCOVERY}", server.url);
    let load: Vec<_> = [(true, false), (false, false), (true, true), (false, true)]
        .into_iter()
        .map(|(http1, fresh)| {
            let client = https_client(&pki, http1, fresh);
            let (stop, ok, failed, url) = (stop.clone(), ok.clone(), failed.clone(), url.clone());
            std::thread::spawn(move || {
                let mut mine = 0;
                while !stop.load(Ordering::Relaxed) {
                    match client.get(&url).send().map(|r| r.status().as_u16()) {
                        Ok(200) => {
                            mine += 1;
                            ok.fetch_add(1, Ordering::Relaxed);
                        }
                        other => {
                            eprintln!("request failed: {other:?}");
                            failed.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                }
                mine
            })
        })
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    replace(&pki.path("second-chain.pem"), &cert);
    replace(&pki.path("second.key"), &key);
    hup(&server);
    let second = pki.der("second");
    wait_for("the second certificate after SIGHUP", || {
        served(&pki, &server) == second
    });
    std::thread::sleep(Duration::from_millis(500));
    stop.store(true, Ordering::Relaxed);
    for t in load {
        assert!(t.join().unwrap() > 0, "a client made no request");
    }
    assert_eq!(failed.load(Ordering::Relaxed), 0, "{}", server.stderr());
    assert!(ok.load(Ordering::Relaxed) > 8);

    // A new pair whose key is not the certificate's: refused, the current one kept.
    replace(&pki.path("third-chain.pem"), &cert);
    replace(&pki.path("first.key"), &key);
    hup(&server);
    wait_for("the refusal of the bad pair", || {
        server.stderr().contains("the new certificate was refused")
    });
    let stderr = server.stderr();
    assert!(
        stderr.contains(&format!(
            "--tls-key {}: is not the key of the certificate",
            key.display()
        )),
        "{stderr}"
    );
    assert_eq!(served(&pki, &server), second);
    // Not PEM at all: refused too.
    std::fs::write(&cert, "not a certificate").unwrap();
    hup(&server);
    wait_for("the refusal of a file that is not PEM", || {
        server.stderr().contains("holds no PEM CERTIFICATE block")
    });
    assert_eq!(served(&pki, &server), second);

    // Without a signal: the files' change is seen within a few seconds.
    replace(&pki.path("fourth-chain.pem"), &cert);
    replace(&pki.path("fourth.key"), &key);
    let fourth = pki.der("fourth");
    wait_for("the fourth certificate, by the files' change", || {
        served(&pki, &server) == fourth
    });
    let (code, stderr) = server.finish();
    assert_eq!(code, 0, "{stderr}");
}

/// `idctl serve ARGS` on port 0, which must exit (bounded, so a server that starts anyway
/// fails the test instead of hanging it).
fn serve_fails(env: &Env, args: &[&str]) -> Run {
    let before = env.snapshot();
    let mut all = vec!["serve", "--listen", "127.0.0.1:0"];
    all.extend_from_slice(args);
    let mut c = env.cmd(&all);
    c.timeout(Duration::from_secs(60));
    let r = run_cmd(c);
    assert_eq!(r.code, 2, "{args:?}: {}{}", r.stdout, r.stderr);
    assert!(r.stdout.is_empty(), "{args:?} printed {}", r.stdout);
    assert!(r.stderr.contains("error: "), "{args:?}: {}", r.stderr);
    assert_eq!(before, env.snapshot(), "{args:?} changed the store");
    r
}

#[test]
fn https_refuses_to_start_with_a_key_or_certificate_it_cannot_use() {
    let env = Env::new();
    env.ok(&["config", "set", "base-url", "https://id.example.com"]);
    let pki = Pki::new();
    pki.leaf("site", Key::P256, 1, Dates::Valid);
    pki.leaf("other", Key::Rsa, 2, Dates::Valid);
    let (chain, key, other_key) = (
        pki.p("site-chain.pem"),
        pki.p("site.key"),
        pki.p("other.key"),
    );
    let missing = pki.p("missing.pem");
    let garbage = pki.p("garbage.pem");
    std::fs::write(&garbage, b"\xff\xfe not PEM\n").unwrap();
    let cases: Vec<(Vec<&str>, String)> = vec![
        (
            vec!["--tls-cert", &chain, "--tls-key", &other_key],
            format!("--tls-key {other_key}: is not the key of the certificate in {chain}"),
        ),
        (
            vec!["--tls-cert", &chain, "--tls-key", &missing],
            format!("--tls-key {missing}: "),
        ),
        (
            vec!["--tls-cert", &missing, "--tls-key", &key],
            format!("--tls-cert {missing}: "),
        ),
        (
            vec!["--tls-cert", &garbage, "--tls-key", &key],
            format!("--tls-cert {garbage}: holds no PEM CERTIFICATE block"),
        ),
        (
            vec!["--tls-cert", &key, "--tls-key", &key],
            format!("--tls-cert {key}: holds no PEM CERTIFICATE block"),
        ),
        (
            vec!["--tls-cert", &chain, "--tls-key", &chain],
            format!("--tls-key {chain}: holds no PEM private key"),
        ),
        (
            vec!["--tls-cert", &chain, "--tls-key", &garbage],
            format!("--tls-key {garbage}: holds no PEM private key"),
        ),
        (vec!["--tls-cert", &chain], "--tls-key".to_string()),
        (vec!["--tls-key", &key], "--tls-cert".to_string()),
    ];
    for (args, says) in &cases {
        let r = serve_fails(&env, args);
        assert!(r.stderr.contains(says.as_str()), "{args:?}: {}", r.stderr);
    }
    // The key file's content never reaches the message.
    let r = serve_fails(&env, &["--tls-cert", &chain, "--tls-key", &chain]);
    assert!(!r.stderr.contains("MII"), "{}", r.stderr);
}

#[test]
fn https_warns_about_an_expired_or_not_yet_valid_certificate_and_serves() {
    let env = Env::new();
    let pki = Pki::new();
    pki.leaf(
        "expired",
        Key::P256,
        1,
        Dates::Between("200101000000Z", "200102000000Z"),
    );
    pki.leaf(
        "early",
        Key::P256,
        2,
        Dates::Between("400101000000Z", "400102000000Z"),
    );
    for (name, says) in [
        ("expired", "expired on 2020-01-02T00:00:00"),
        ("early", "is not valid before 2040-01-01T00:00:00"),
    ] {
        let server = start(&env, &pki.flags(name));
        wait_for("the warning", || server.stderr().contains("warning"));
        let stderr = server.stderr();
        assert!(
            stderr.contains(&format!(
                "warning: the certificate in {} {says}",
                pki.p(&format!("{name}-chain.pem"))
            )),
            "{stderr}"
        );
        // It serves: a client that checks the dates refuses, one that does not gets answers.
        assert!(
            https_client(&pki, true, true)
                .get(format!("{}{DISCOVERY}", server.url))
                .send()
                .is_err()
        );
        let lax = reqwest::blocking::Client::builder()
            .tls_danger_accept_invalid_certs(true)
            .no_proxy()
            .build()
            .unwrap();
        let res = lax
            .get(format!("{}{DISCOVERY}", server.url))
            .send()
            .unwrap();
        assert_eq!(res.status(), 200, "{name}");
    }
}

/// The `Set-Cookie` of the waiting sign-in that `GET /oidc/auth` answers for `app`.
fn interaction_cookie(res: &reqwest::blocking::Response) -> String {
    assert_eq!(res.status(), 303, "{:?}", res.headers());
    res.headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .find(|c| c.starts_with("_interaction="))
        .expect("the waiting sign-in's cookie")
}

fn spa(env: &Env) -> String {
    env.json(&[
        "client",
        "create",
        "shop",
        "--type",
        "spa",
        "--redirect-uri",
        "http://localhost:3000/callback",
    ])["id"]
        .as_str()
        .unwrap()
        .to_string()
}

fn auth_path(app: &str) -> String {
    format!(
        "/oidc/auth?client_id={app}&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fcallback\
         &response_type=code&scope=openid&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM\
         &code_challenge_method=S256"
    )
}

fn is_secure(cookie: &str) -> bool {
    cookie
        .split(';')
        .skip(1)
        .any(|a| a.trim().eq_ignore_ascii_case("secure"))
}

#[test]
fn https_cookies_are_secure_even_when_the_base_url_is_http() {
    let env = Env::new();
    let app = spa(&env);
    let pki = Pki::new();
    pki.leaf("site", Key::P256, 1, Dates::Valid);
    let mut flags = pki.flags("site");
    flags.extend(["--base-url".to_string(), "http://localhost:9".to_string()]);
    let server = start(&env, &flags);
    let res = https_client(&pki, false, false)
        .get(format!("{}{}", server.url, auth_path(&app)))
        .send()
        .unwrap();
    let cookie = interaction_cookie(&res);
    assert!(is_secure(&cookie), "{cookie}");
    assert!(
        server
            .stderr()
            .contains("warning: serving https, but the base URL is http://localhost:9"),
        "{}",
        server.stderr()
    );
    // The same server over plain HTTP (no TLS): not Secure, as before.
    drop(server);
    let server = Server::start(&env, &["--base-url", "http://localhost:9"]);
    let res = Server::client()
        .get(format!("{}{}", server.url, auth_path(&app)))
        .send()
        .unwrap();
    assert!(!is_secure(&interaction_cookie(&res)));
    assert!(!server.stderr().contains("serving https"));
}

/// A request from 127.0.0.N with these headers, and the client address the server must see.
type Case = (u8, &'static [(&'static str, &'static [u8])], &'static str);

#[test]
fn trust_proxy_takes_the_client_address_only_from_trusted_proxies() {
    let env = Env::new();
    let c = env.json(&["client", "create", "mgmt", "--role", MANAGEMENT_ROLE]);
    let (id, secret) = (c["id"].as_str().unwrap(), c["secret"].as_str().unwrap());
    let server = Server::start(
        &env,
        &[
            "--trust-proxy",
            "127.0.0.2,127.0.0.3",
            "--trust-proxy",
            "10.0.0.0/8",
        ],
    );
    let token = client_credentials(&server, id, secret, MANAGEMENT_API, "all");
    // (connection from 127.0.0.N, headers) → the address on the event.
    let cases: &[Case] = &[
        (2, &[("x-forwarded-for", b"203.0.113.7")], "203.0.113.7"),
        // Not a trusted proxy: its headers are ignored.
        (5, &[("x-forwarded-for", b"203.0.113.8")], "127.0.0.5"),
        (5, &[("forwarded", b"for=203.0.113.8")], "127.0.0.5"),
        // A chain through two trusted proxies; the left-most entry the client wrote itself.
        (
            2,
            &[(
                "x-forwarded-for",
                b"198.51.100.1, 203.0.113.9, 10.1.2.3, 127.0.0.3",
            )],
            "203.0.113.9",
        ),
        (
            2,
            &[
                ("x-forwarded-for", b"198.51.100.1"),
                ("x-forwarded-for", b"203.0.113.10"),
            ],
            "203.0.113.10",
        ),
        // RFC 7239, with an IPv6 address and port.
        (
            2,
            &[(
                "forwarded",
                b"for=\"[2001:db8::5]:4711\";proto=https, for=10.0.0.9",
            )],
            "2001:db8::5",
        ),
        // Every hop a trusted proxy: the farthest one.
        (
            2,
            &[("x-forwarded-for", b"10.9.9.9, 127.0.0.3")],
            "10.9.9.9",
        ),
        // Malformed: the last trusted proxy seen, or the peer.
        (2, &[("x-forwarded-for", b"garbage")], "127.0.0.2"),
        (
            2,
            &[("x-forwarded-for", b"203.0.113.9, unknown, 10.0.0.4")],
            "10.0.0.4",
        ),
        (2, &[("x-forwarded-for", b"203.0.113.9\xff")], "127.0.0.2"),
        (2, &[("forwarded", b"for=_hidden")], "127.0.0.2"),
        (2, &[("forwarded", b"for=\"[2001:db8::5\"")], "127.0.0.2"),
    ];
    for (i, (n, headers, _)) in cases.iter().enumerate() {
        let mut req = Server::client_from(*n)
            .post(format!("{}/api/roles", server.url))
            .bearer_auth(&token)
            .header("content-type", "application/json")
            .body(serde_json::json!({"name": format!("role-{i}"), "description": "d"}).to_string());
        for (k, v) in headers.iter() {
            req = req.header(*k, reqwest::header::HeaderValue::from_bytes(v).unwrap());
        }
        let res = req.send().unwrap();
        assert_eq!(res.status(), 200, "case {i}: {}", res.text().unwrap());
    }
    let events = env.json(&["events", "list", "--type", "Role.Created", "--limit", "100"]);
    let mut events: Vec<&Value> = events.as_array().unwrap().iter().collect();
    events.sort_by_key(|e| e["seq"].as_i64());
    assert_eq!(events.len(), cases.len());
    for (i, ((n, headers, ip), e)) in cases.iter().zip(&events).enumerate() {
        assert_eq!(
            e["ip"], *ip,
            "case {i} from 127.0.0.{n} with {headers:?}: {e}"
        );
    }
    drop(server);

    // Without --trust-proxy (the default), the same headers are ignored from any peer.
    let server = Server::start(&env, &[]);
    let token = client_credentials(&server, id, secret, MANAGEMENT_API, "all");
    let res = Server::client_from(2)
        .post(format!("{}/api/roles", server.url))
        .bearer_auth(&token)
        .header("x-forwarded-for", "203.0.113.7")
        .header("forwarded", "for=203.0.113.7")
        .header("content-type", "application/json")
        .body(serde_json::json!({"name": "untrusted", "description": "d"}).to_string())
        .send()
        .unwrap();
    assert_eq!(res.status(), 200);
    let events = env.json(&["events", "list", "--type", "Role.Created", "--limit", "100"]);
    let last = events
        .as_array()
        .unwrap()
        .iter()
        .max_by_key(|e| e["seq"].as_i64())
        .unwrap();
    assert_eq!(last["ip"], "127.0.0.2", "{last}");
}

#[test]
fn trust_proxy_rate_limits_by_the_forwarded_address_and_ignores_spoofed_headers() {
    let env = Env::new();
    env.ok(&["config", "set", "rate-limit.authorize.ip", "1/1h"]);
    let server = Server::start(&env, &["--trust-proxy", "127.0.0.2"]);
    let auth = |n: u8, xff: &str| {
        Server::client_from(n)
            .get(format!("{}/oidc/auth?client_id=nobody", server.url))
            .header("x-forwarded-for", xff)
            .send()
            .unwrap()
            .status()
            .as_u16()
    };
    // Through the trusted proxy: one client per forwarded address.
    assert_ne!(auth(2, "203.0.113.1"), 429);
    assert_eq!(auth(2, "203.0.113.1"), 429);
    assert_ne!(auth(2, "203.0.113.2"), 429);
    assert_eq!(
        auth(2, "198.51.100.1, 203.0.113.2"),
        429,
        "a spoofed left-most entry"
    );
    // A client connecting directly cannot change its address with the header.
    assert_ne!(auth(4, "203.0.113.3"), 429);
    assert_eq!(auth(4, "203.0.113.4"), 429);
}

#[test]
fn trust_proxy_forwarded_https_makes_cookies_secure_and_leaves_the_issuer() {
    let env = Env::new();
    let app = spa(&env);
    let server = Server::start(&env, &["--trust-proxy", "127.0.0.2"]);
    let get = |n: u8, headers: &[(&str, &str)]| {
        let mut req = Server::client_from(n).get(format!("{}{}", server.url, auth_path(&app)));
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        is_secure(&interaction_cookie(&req.send().unwrap()))
    };
    assert!(get(2, &[("x-forwarded-proto", "https")]));
    assert!(get(
        2,
        &[
            ("x-forwarded-for", "203.0.113.1"),
            ("x-forwarded-proto", "https")
        ]
    ));
    assert!(get(2, &[("forwarded", "for=203.0.113.1;proto=https")]));
    assert!(!get(2, &[("x-forwarded-proto", "http")]));
    assert!(!get(2, &[]));
    // From a peer that is not trusted, the header changes nothing.
    assert!(!get(3, &[("x-forwarded-proto", "https")]));
    assert!(!get(3, &[("forwarded", "proto=https")]));
    // The issuer stays the base URL.
    let doc = Server::client_from(2)
        .get(format!("{}{DISCOVERY}", server.url))
        .header("x-forwarded-proto", "https")
        .header("x-forwarded-host", "evil.example")
        .send()
        .unwrap()
        .bytes()
        .unwrap();
    let doc: Value = serde_json::from_slice(&doc).unwrap();
    assert_eq!(doc["issuer"], server.issuer());
}

#[test]
fn trust_proxy_refuses_what_is_not_an_address_or_network() {
    let env = Env::new();
    for (arg, says) in [
        (
            "10.0.0.1/8",
            "\"10.0.0.1/8\" has bits set after its /8 prefix: did you mean 10.0.0.0/8?",
        ),
        (
            "10.0.0.0/33",
            "\"10.0.0.0/33\": the prefix length must be a number from 0 to 32",
        ),
        (
            "proxy.example",
            "\"proxy.example\" is not an IPv4 or IPv6 address or network",
        ),
        (
            "127.0.0.1,fd00::/200",
            "\"fd00::/200\": the prefix length must be a number from 0 to 128",
        ),
    ] {
        let r = serve_fails(&env, &["--trust-proxy", arg]);
        assert!(
            r.stderr.contains(&format!("--trust-proxy {says}")),
            "{arg}: {}",
            r.stderr
        );
    }
}
