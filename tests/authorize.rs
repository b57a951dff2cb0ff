//! The authorization code flow over HTTP, without the pages: a user already signed in (a
//! session opened through the library, as the sign-in pages open it), then `/oidc/auth`, the
//! code exchange, userinfo, refresh for a resource and sign-out. The client side is the
//! `oauth2` crate (PKCE, the authorization URL, the refresh grant) and `jsonwebtoken` (ID
//! token and access token verification against the server's JWKS).

mod common;
use common::Env;
use common::api::http;
use common::oidc::{json, post_form, verify};
use common::server::Server;
use oauth2::basic::BasicClient;
use oauth2::{
    AuthUrl, ClientId, CsrfToken, PkceCodeChallenge, RedirectUrl, RefreshToken, Scope,
    TokenResponse, TokenUrl,
};
use serde_json::Value;

const API: &str = "https://api.example.com";
const CB: &str = "http://localhost:3000/callback";
const HOME: &str = "http://localhost:3000/";

/// A store with the orders API, a user `alice` holding read:orders, and a single-page app.
fn setup(env: &Env) -> (String, String) {
    env.ok(&["resource", "create", "--name", "Orders", "--indicator", API]);
    env.ok(&["scope", "create", "-r", API, "read:orders"]);
    env.ok(&["scope", "create", "-r", API, "write:orders"]);
    env.ok(&["role", "create", "reader", "-r", API, "-s", "read:orders"]);
    let user = env.json(&["user", "create", "--username", "alice", "--role", "reader"]);
    let app = env.json(&[
        "client",
        "create",
        "shop",
        "--type",
        "spa",
        "--redirect-uri",
        CB,
        "--post-logout-redirect-uri",
        HOME,
    ]);
    (
        user["id"].as_str().unwrap().to_string(),
        app["id"].as_str().unwrap().to_string(),
    )
}

/// A session for `user`, opened as the sign-in pages open one.
fn session(env: &Env, user: &str) -> String {
    let mut store = idctl::store::Store::open(&env.store).expect("store");
    store
        .write(|tx| idctl::ops::signin::open_session(tx, user))
        .expect("session")
        .value
}

fn get(url: &str, cookie: Option<&str>) -> reqwest::blocking::Response {
    let mut req = Server::client().get(url);
    if let Some(c) = cookie {
        req = req.header("cookie", format!("_session={c}"));
    }
    req.send().expect("GET")
}

fn location(res: &reqwest::blocking::Response) -> url::Url {
    assert_eq!(res.status(), 303, "{:?}", res.headers());
    let loc = res.headers()["location"].to_str().unwrap();
    url::Url::parse(loc).unwrap_or_else(|_| {
        url::Url::parse("http://relative")
            .unwrap()
            .join(loc)
            .unwrap()
    })
}

fn query(u: &url::Url, name: &str) -> Option<String> {
    u.query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

#[test]
fn a_signed_in_user_gets_a_code_tokens_userinfo_and_a_resource_token_by_refresh() {
    let env = Env::new();
    let (user, app) = setup(&env);
    let server = Server::start(&env, &[]);
    let cookie = session(&env, &user);
    let client = BasicClient::new(ClientId::new(app.clone()))
        .set_auth_uri(AuthUrl::new(format!("{}/auth", server.issuer())).unwrap())
        .set_token_uri(TokenUrl::new(format!("{}/token", server.issuer())).unwrap())
        .set_redirect_uri(RedirectUrl::new(CB.into()).unwrap());
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, state) = client
        .authorize_url(CsrfToken::new_random)
        .add_scopes(
            ["openid", "offline_access", "profile", "read:orders"].map(|s| Scope::new(s.into())),
        )
        .add_extra_param("resource", API)
        .add_extra_param("prompt", "consent")
        .add_extra_param("nonce", "n-42")
        .set_pkce_challenge(challenge)
        .url();
    let back = location(&get(url.as_str(), Some(&cookie)));
    assert!(back.as_str().starts_with(CB), "{back}");
    assert_eq!(
        query(&back, "state").as_deref(),
        Some(state.secret().as_str())
    );
    assert_eq!(query(&back, "iss"), Some(server.issuer()));
    let code = query(&back, "code").expect("a code");

    // The exchange, by hand to read the ID token (the oauth2 crate keeps only OAuth fields).
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app.as_str()),
            ("code", code.as_str()),
            ("code_verifier", verifier.secret().as_str()),
            ("redirect_uri", CB),
            ("grant_type", "authorization_code"),
        ],
    );
    assert_eq!(res.status(), 200);
    let tokens: Value = json(res);
    assert_eq!(tokens["scope"], "openid offline_access profile");
    let id = verify(&server, tokens["id_token"].as_str().unwrap(), &app);
    assert_eq!(id["sub"], user.as_str());
    assert_eq!(id["username"], "alice");
    assert_eq!(id["nonce"], "n-42");

    // The opaque access token is good at userinfo only.
    let info: Value = json(
        Server::client()
            .get(format!("{}/me", server.issuer()))
            .bearer_auth(tokens["access_token"].as_str().unwrap())
            .send()
            .unwrap(),
    );
    assert_eq!(info["sub"], user.as_str());
    assert_eq!(info["username"], "alice");

    // The code is single-use: the second exchange fails and revokes what the first issued.
    let again = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app.as_str()),
            ("code", code.as_str()),
            ("code_verifier", verifier.secret().as_str()),
            ("redirect_uri", CB),
            ("grant_type", "authorization_code"),
        ],
    );
    assert_eq!(again.status(), 400);
    let me = Server::client()
        .get(format!("{}/me", server.issuer()))
        .bearer_auth(tokens["access_token"].as_str().unwrap())
        .send()
        .unwrap();
    assert_eq!(me.status(), 401);
    assert!(
        me.headers()["www-authenticate"]
            .to_str()
            .unwrap()
            .contains("invalid_token")
    );

    // A new flow: the session makes it silent; then the refresh grant (oauth2 crate) gets a
    // JWT for the resource with the permission the user holds.
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, _) = client
        .authorize_url(CsrfToken::new_random)
        .add_scopes(
            ["openid", "offline_access", "read:orders", "write:orders"]
                .map(|s| Scope::new(s.into())),
        )
        .add_extra_param("resource", API)
        .add_extra_param("prompt", "consent")
        .set_pkce_challenge(challenge)
        .url();
    let back = location(&get(url.as_str(), Some(&cookie)));
    let code = query(&back, "code").expect("silent: a code without a page");
    let tokens = client
        .exchange_code(oauth2::AuthorizationCode::new(code))
        .set_pkce_verifier(verifier)
        .request(&http)
        .expect("exchanged");
    let rt = tokens
        .refresh_token()
        .expect("offline_access granted")
        .clone();
    let refreshed = client
        .exchange_refresh_token(&RefreshToken::new(rt.secret().clone()))
        .add_extra_param("resource", API)
        .request(&http)
        .expect("refreshed");
    let at = verify(&server, refreshed.access_token().secret(), API);
    assert_eq!(at["scope"], "read:orders");
    assert_eq!(at["sub"], user.as_str());
    assert_eq!(at["client_id"], app.as_str());
    // Public apps rotate: the old refresh token is spent.
    let rotated = refreshed.refresh_token().expect("rotated");
    assert_ne!(rotated.secret(), rt.secret());
    // Introspection of the rotated refresh token, then its revocation as the service's SDKs
    // do at sign-out (client_id and token only): the grant is gone.
    let issuer = server.issuer();
    let intro = json(post_form(
        &format!("{issuer}/token/introspection"),
        &[
            ("client_id", app.as_str()),
            ("token", rotated.secret().as_str()),
        ],
    ));
    assert_eq!(intro["active"], true, "{intro}");
    assert_eq!(intro["sub"], user.as_str());
    let revoked = post_form(
        &format!("{issuer}/token/revocation"),
        &[
            ("client_id", app.as_str()),
            ("token", rotated.secret().as_str()),
        ],
    );
    assert_eq!(revoked.status(), 200);
    let dead = post_form(
        &format!("{issuer}/token"),
        &[
            ("client_id", app.as_str()),
            ("refresh_token", rotated.secret().as_str()),
            ("grant_type", "refresh_token"),
        ],
    );
    assert_eq!(dead.status(), 400);
    assert_eq!(json(dead)["error"], "invalid_grant");

    // Sign-out goes back to the registered URI only, and ends the session.
    let out = get(
        &format!(
            "{}/session/end?client_id={app}&post_logout_redirect_uri={}",
            server.issuer(),
            url::form_urlencoded::byte_serialize(HOME.as_bytes()).collect::<String>()
        ),
        Some(&cookie),
    );
    assert_eq!(location(&out).as_str(), HOME);
    let evil = get(
        &format!(
            "{}/session/end?client_id={app}&post_logout_redirect_uri=https%3A%2F%2Fevil.example%2F",
            server.issuer()
        ),
        None,
    );
    assert_eq!(evil.status(), 400);
    // Without the session, /oidc/auth sends the browser to the sign-in page.
    let page = location(&get(url.as_str(), Some(&cookie)));
    assert_eq!(page.path(), "/sign-in");
    assert_eq!(query(&page, "app_id").as_deref(), Some(app.as_str()));
}

#[test]
fn errors_about_the_app_are_shown_and_the_others_go_back_to_it() {
    let env = Env::new();
    let (_, app) = setup(&env);
    let server = Server::start(&env, &[]);
    let auth = format!("{}/auth", server.issuer());
    let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
    let base = format!(
        "{auth}?client_id={app}&response_type=code&scope=openid&state=s1&code_challenge={challenge}&code_challenge_method=S256"
    );
    // A redirect URI that is not registered (or an open-redirect attempt): 400, never a redirect.
    for bad in [
        "https://evil.example/cb",
        "http://localhost:3000/callback/",
        "http://localhost:3000/callback?x=1",
    ] {
        let res = get(
            &format!(
                "{base}&redirect_uri={}",
                url::form_urlencoded::byte_serialize(bad.as_bytes()).collect::<String>()
            ),
            None,
        );
        assert_eq!(res.status(), 400, "{bad}");
        let body: Value = json(res);
        assert_eq!(body["error"], "invalid_redirect_uri", "{bad}");
    }
    let res = get(&format!("{auth}?client_id=nope&redirect_uri=x"), None);
    assert_eq!(res.status(), 400);
    let cb = url::form_urlencoded::byte_serialize(CB.as_bytes()).collect::<String>();
    // No PKCE for a public app: back to the app with the error, state and iss.
    let res = get(
        &format!(
            "{auth}?client_id={app}&response_type=code&scope=openid&state=s1&redirect_uri={cb}"
        ),
        None,
    );
    let back = location(&res);
    assert_eq!(query(&back, "error").as_deref(), Some("invalid_request"));
    assert_eq!(query(&back, "state").as_deref(), Some("s1"));
    assert_eq!(query(&back, "iss"), Some(server.issuer()));
    // prompt=none without a session: login_required.
    let back = location(&get(&format!("{base}&redirect_uri={cb}&prompt=none"), None));
    assert_eq!(query(&back, "error").as_deref(), Some("login_required"));
    // An unknown resource: invalid_target.
    let back = location(&get(
        &format!("{base}&redirect_uri={cb}&resource=https%3A%2F%2Fnope.example"),
        None,
    ));
    assert_eq!(query(&back, "error").as_deref(), Some("invalid_target"));
}

#[test]
fn discovery_lists_the_browser_endpoints() {
    let env = Env::new();
    let server = Server::start(&env, &[]);
    let d: Value = json(server.get("/oidc/.well-known/openid-configuration"));
    let issuer = server.issuer();
    assert_eq!(d["authorization_endpoint"], format!("{issuer}/auth"));
    assert_eq!(d["userinfo_endpoint"], format!("{issuer}/me"));
    assert_eq!(d["end_session_endpoint"], format!("{issuer}/session/end"));
    assert_eq!(d["authorization_response_iss_parameter_supported"], true);
    assert_eq!(
        d["code_challenge_methods_supported"],
        serde_json::json!(["S256"])
    );
    assert!(
        d["grant_types_supported"]
            .as_array()
            .unwrap()
            .contains(&"authorization_code".into())
    );
    assert_eq!(d["response_types_supported"], serde_json::json!(["code"]));
}

#[test]
fn an_expired_code_is_refused() {
    let env = Env::new();
    let (user, app) = setup(&env);
    // The code is issued now (by the library, as /oidc/auth issues it) ...
    let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    let mut store = idctl::store::Store::open(&env.store).expect("store");
    let code = store
        .write(|tx| {
            let req = idctl::token::authorize::AuthRequest {
                client_id: app.clone(),
                redirect_uri: CB.into(),
                scopes: vec!["openid".into()],
                resources: Vec::new(),
                state: None,
                nonce: None,
                code_challenge: Some(idctl::token::pkce::challenge_of(verifier)),
                prompt_login: false,
                prompt_none: false,
                prompt_consent: false,
                first_screen: idctl::token::authorize::FirstScreen::SignIn,
                login_hint: None,
            };
            idctl::token::code::issue(tx, &req, &user, None)
        })
        .expect("issued")
        .value;
    drop(store);
    // ... and presented to a server whose clock is two minutes later (codes live 60 s).
    let later = (std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        + 120)
        .to_string();
    let server = Server::start_with(&env, &[], &[("IDCTL_NOW", later.as_str())]);
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app.as_str()),
            ("code", code.as_str()),
            ("code_verifier", verifier),
            ("redirect_uri", CB),
            ("grant_type", "authorization_code"),
        ],
    );
    assert_eq!(res.status(), 400);
    assert_eq!(json(res)["error"], "invalid_grant");
}

/// GET `url` with these cookies.
fn get_with(url: &str, cookies: &[(&str, &str)]) -> reqwest::blocking::Response {
    let header = cookies
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join("; ");
    Server::client()
        .get(url)
        .header("cookie", header)
        .send()
        .expect("GET")
}

/// The cookies a response sets, as (name, value, attributes).
fn set_cookies(res: &reqwest::blocking::Response) -> Vec<(String, String, String)> {
    res.headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| {
            let v = v.to_str().unwrap();
            let (pair, attrs) = v.split_once(';').unwrap_or((v, ""));
            let (k, val) = pair.split_once('=').unwrap();
            (k.to_string(), val.to_string(), attrs.trim().to_string())
        })
        .collect()
}

/// The authorization URL of the test app with PKCE, `openid` and these parameters.
fn auth_url(server: &Server, app: &str, extra: &[(&str, &str)]) -> String {
    let mut u = url::Url::parse(&format!("{}/auth", server.issuer())).unwrap();
    u.query_pairs_mut()
        .append_pair("client_id", app)
        .append_pair("redirect_uri", CB)
        .append_pair("response_type", "code")
        .append_pair("scope", "openid profile")
        .append_pair(
            "code_challenge",
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
        )
        .append_pair("code_challenge_method", "S256")
        .extend_pairs(extra);
    u.into()
}

/// The `uid` inside a waiting sign-in's cookie value (its signed JSON is readable).
fn uid_of(cookie: &str) -> String {
    use base64::Engine;
    let payload = cookie.split('.').next().unwrap();
    let json: Value = serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .unwrap(),
    )
    .unwrap();
    json["uid"].as_str().unwrap().to_string()
}

#[test]
fn an_anonymous_authorization_request_writes_nothing_and_waits_in_a_signed_cookie() {
    let env = Env::new();
    let (user, app) = setup(&env);
    let server = Server::start(&env, &[]);
    let before = env.snapshot();
    let res = get(&auth_url(&server, &app, &[("state", "s1")]), None);
    let page = location(&res);
    assert_eq!(page.path(), "/sign-in");
    let cookies = set_cookies(&res);
    assert_eq!(cookies.len(), 1, "{cookies:?}");
    let (name, waiting, attrs) = &cookies[0];
    assert_eq!(name, "_interaction");
    assert_eq!(attrs, "HttpOnly; SameSite=Lax; Path=/");
    // Nothing was written: no row for the waiting request, nor anything else; a session
    // cookie that names no session changes nothing either.
    assert_eq!(env.snapshot(), before);
    let res = get(
        &auth_url(&server, &app, &[("state", "s2")]),
        Some("no-such-session"),
    );
    assert_eq!(location(&res).path(), "/sign-in");
    assert_eq!(env.snapshot(), before);

    let uid = uid_of(waiting);
    let resume = format!("{}/auth/{uid}", server.issuer());
    // Not signed in yet: back to the sign-in page.
    let res = get_with(&resume, &[("_interaction", waiting)]);
    assert_eq!(location(&res).path(), "/sign-in");
    // A changed cookie is no waiting sign-in: the service's error, shown, nothing written.
    let session = session(&env, &user);
    let before = env.snapshot();
    let mut forged = waiting.clone();
    forged.insert(
        3,
        if forged.as_bytes()[3] == b'A' {
            'B'
        } else {
            'A'
        },
    );
    for (path, cookie) in [
        (resume.clone(), forged.as_str()),
        (
            format!("{}/auth/another-uid", server.issuer()),
            waiting.as_str(),
        ),
        (resume.clone(), ""),
    ] {
        let res = get_with(&path, &[("_session", &session), ("_interaction", cookie)]);
        assert_eq!(res.status(), 400, "{path}");
        assert_eq!(json(res)["error"], "session.not_found");
        assert_eq!(env.snapshot(), before);
    }
    // Signed in: the code goes back to the app, and the cookie is cleared.
    let res = get_with(
        &resume,
        &[("_session", &session), ("_interaction", waiting)],
    );
    let back = location(&res);
    assert!(back.as_str().starts_with(CB), "{back}");
    assert_eq!(query(&back, "state").as_deref(), Some("s1"));
    assert!(query(&back, "code").is_some());
    let cleared = set_cookies(&res);
    assert_eq!(cleared.len(), 1, "{cleared:?}");
    assert_eq!(cleared[0].0, "_interaction");
    assert_eq!(cleared[0].1, "");
    assert!(cleared[0].2.contains("Max-Age=0"));
}

#[test]
fn echoed_parameters_over_1024_characters_go_back_to_the_app_and_long_ones_still_sign_in() {
    let env = Env::new();
    let (user, app) = setup(&env);
    let server = Server::start(&env, &[]);
    let before = env.snapshot();
    let at_limit = ("s".repeat(1024), "n".repeat(1024), "h".repeat(1024));
    // Beyond: invalid_request back to the app. An over-long state is not sent back.
    let back = location(&get(
        &auth_url(&server, &app, &[("state", &"s".repeat(1025))]),
        None,
    ));
    assert!(back.as_str().starts_with(CB), "{back}");
    assert_eq!(query(&back, "error").as_deref(), Some("invalid_request"));
    assert_eq!(
        query(&back, "error_description").as_deref(),
        Some("state must be at most 1024 characters long, not 1025")
    );
    assert_eq!(query(&back, "state"), None);
    assert_eq!(query(&back, "iss"), Some(server.issuer()));
    for name in ["nonce", "login_hint"] {
        let back = location(&get(
            &auth_url(&server, &app, &[("state", "s1"), (name, &"x".repeat(1025))]),
            None,
        ));
        assert_eq!(
            query(&back, "error").as_deref(),
            Some("invalid_request"),
            "{name}"
        );
        assert_eq!(
            query(&back, "error_description"),
            Some(format!(
                "{name} must be at most 1024 characters long, not 1025"
            ))
        );
        assert_eq!(query(&back, "state").as_deref(), Some("s1"));
    }
    assert_eq!(env.snapshot(), before);

    // At the limit: the waiting request is cut over two cookies, and the sign-in completes
    // with every value intact.
    let res = get(
        &auth_url(
            &server,
            &app,
            &[
                ("state", &at_limit.0),
                ("nonce", &at_limit.1),
                ("login_hint", &at_limit.2),
            ],
        ),
        None,
    );
    assert_eq!(location(&res).path(), "/sign-in");
    let cookies = set_cookies(&res);
    let names: Vec<&str> = cookies.iter().map(|c| c.0.as_str()).collect();
    assert_eq!(names, ["_interaction", "_interaction.1"]);
    assert!(cookies.iter().all(|c| c.0.len() + c.1.len() < 4000));
    assert_eq!(env.snapshot(), before);
    let whole: String = cookies.iter().map(|c| c.1.as_str()).collect();
    let session = session(&env, &user);
    let res = get_with(
        &format!("{}/auth/{}", server.issuer(), uid_of(&whole)),
        &[
            ("_session", &session),
            ("_interaction", &cookies[0].1),
            ("_interaction.1", &cookies[1].1),
        ],
    );
    let back = location(&res);
    assert_eq!(query(&back, "state").as_deref(), Some(at_limit.0.as_str()));
    // Both cookies are cleared.
    let cleared: Vec<String> = set_cookies(&res).into_iter().map(|c| c.0).collect();
    assert_eq!(cleared, ["_interaction", "_interaction.1"]);
    // The nonce reached the ID token.
    let code = query(&back, "code").unwrap();
    let tokens = json(post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app.as_str()),
            ("code", code.as_str()),
            (
                "code_verifier",
                "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
            ),
            ("redirect_uri", CB),
            ("grant_type", "authorization_code"),
        ],
    ));
    let id_token = tokens["id_token"].as_str().expect("an ID token");
    assert_eq!(common::segment(id_token, 1)["nonce"], at_limit.1.as_str());
}

#[test]
fn authorization_requests_beyond_the_per_address_limit_get_429_with_retry_after() {
    let env = Env::new();
    let (_, app) = setup(&env);
    env.ok(&["config", "set", "rate-limit.authorize.ip", "3/1h"]);
    let server = Server::start(&env, &[]);
    let url = auth_url(&server, &app, &[("state", "s1")]);
    for _ in 0..3 {
        assert_eq!(location(&get(&url, None)).path(), "/sign-in");
    }
    let res = get(&url, None);
    assert_eq!(res.status(), 429);
    // One more request every 20 minutes.
    let retry: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1100..=1200).contains(&retry), "{retry}");
    let body = json(res);
    assert_eq!(body["error"], "temporarily_unavailable");
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .starts_with("too many authorization requests from this address")
    );
    // Another address has its own allowance.
    let res = Server::client_from(2).get(&url).send().unwrap();
    assert_eq!(res.status(), 303);
}
