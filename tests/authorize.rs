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
