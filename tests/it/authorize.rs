//! The authorization code flow over HTTP, without the pages: a user already signed in (a
//! session opened through the library, as the sign-in pages open it), then `/oidc/auth`, the
//! code exchange, userinfo, refresh for a resource and sign-out. The client side is the
//! `oauth2` crate (PKCE, the authorization URL, the refresh grant) and `jsonwebtoken` (ID
//! token and access token verification against the server's JWKS).
use crate::common::Env;
use crate::common::api::http;
use crate::common::oidc::{json, post_form, verify};
use crate::common::server::Server;
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
    let mut store = env.open_store();
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
    let id_token = tokens["id_token"].as_str().unwrap().to_string();
    let id = verify(&server, &id_token, &app);
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

    // Sign-out with the app's ID token as the hint (as OpenID Connect clients sign out) goes
    // back to the registered URI only, and ends the session at once.
    let out = get(
        &format!(
            "{}/session/end?id_token_hint={id_token}&post_logout_redirect_uri={}",
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
    let mut store = env.open_store();
    let code = store
        .write(|tx| {
            let req = idctl::token::auth_request::AuthRequest {
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
                first_screen: idctl::token::auth_request::FirstScreen::SignIn,
                login_hint: None,
                max_age: None,
                requested_at: 0,
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

const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

fn enc(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

/// `GET /oidc/auth` of the single-page app `app` (PKCE, `openid offline_access profile` and
/// `prompt=consent` unless `extra` names a scope or a prompt), with the session `cookie` when given and
/// `extra` appended to the query (`&max_age=300`).
fn authorize(
    server: &Server,
    app: &str,
    cookie: Option<&str>,
    extra: &str,
) -> reqwest::blocking::Response {
    let prompt = if extra.contains("prompt=") {
        ""
    } else {
        "&prompt=consent"
    };
    let scope = if extra.contains("scope=") {
        ""
    } else {
        "&scope=openid+offline_access+profile"
    };
    get(
        &format!(
            "{}/auth?client_id={app}&redirect_uri={}&response_type=code&state=st&code_challenge={CHALLENGE}&code_challenge_method=S256{scope}{prompt}{extra}",
            server.issuer(),
            enc(CB)
        ),
        cookie,
    )
}

/// The code exchange of a code of [`authorize`]: the token response.
fn exchange(server: &Server, app: &str, code: &str) -> Value {
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app),
            ("code", code),
            ("code_verifier", VERIFIER),
            ("redirect_uri", CB),
            ("grant_type", "authorization_code"),
        ],
    );
    assert_eq!(res.status(), 200);
    json(res)
}

/// A silent authorization with a live session, exchanged: the token response.
fn tokens_for(server: &Server, app: &str, cookie: &str, extra: &str) -> Value {
    let back = location(&authorize(server, app, Some(cookie), extra));
    assert!(back.as_str().starts_with(CB), "{back}");
    let code = query(&back, "code").expect("a code");
    exchange(server, app, &code)
}

/// The value `name` is set to by the response's `Set-Cookie` headers.
fn set_cookie(res: &reqwest::blocking::Response, name: &str) -> Option<String> {
    res.headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter_map(|v| v.split(';').next()?.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// The browser at the sign-in page with the `_interaction` cookie `waiting` signs in as `user`
/// with `password`, and follows the resume to the app: the code.
fn sign_in_on_the_page(
    server: &Server,
    waiting: &str,
    user: &str,
    password: &str,
) -> (String, String) {
    let page = Server::client()
        .get(format!("{}/sign-in", server.url))
        .header("cookie", format!("_interaction={waiting}"))
        .send()
        .unwrap()
        .text()
        .unwrap();
    let start = page.find(r#"name="_csrf" value=""#).expect("a form token") + 20;
    let token = &page[start..start + page[start..].find('"').unwrap()];
    let body: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs([
            ("identifier", user),
            ("password", password),
            ("_csrf", token),
        ])
        .finish();
    let res = Server::client()
        .post(format!("{}/sign-in", server.url))
        .header("cookie", format!("_interaction={waiting}"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body)
        .send()
        .unwrap();
    let session = set_cookie(&res, "_session").expect("a session opened");
    let resume = location(&res);
    assert_eq!(resume.path(), format!("/oidc/auth/{}", uid_of(waiting)));
    let back = location(&get_with(
        resume.as_str(),
        &[("_session", &session), ("_interaction", waiting)],
    ));
    (query(&back, "code").expect("a code"), session)
}

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

#[test]
fn max_age_and_prompt_login_force_a_new_sign_in_and_put_auth_time_in_the_id_token() {
    let env = Env::new();
    let (alice, app) = setup(&env);
    let pw = "correct horse battery";
    let out = env
        .cmd(&["user", "password", "alice", "--password-stdin"])
        .write_stdin(format!("{pw}\n"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // alice signed in now; the server's clock is ten minutes later.
    let before = unix_now();
    let cookie = session(&env, &alice);
    let after = unix_now();
    let later = after + 600;
    let server = Server::start_with(&env, &[], &[("IDCTL_NOW", later.to_string().as_str())]);

    // Without max_age or prompt=login the ID token has no auth_time, as the reference's.
    let plain = tokens_for(&server, &app, &cookie, "");
    let id = verify(&server, plain["id_token"].as_str().unwrap(), &app);
    assert!(id.get("auth_time").is_none(), "{id}");

    // A sign-in within max_age completes at once, and the ID token says when it was.
    let within = tokens_for(&server, &app, &cookie, "&max_age=3600");
    let id = verify(&server, within["id_token"].as_str().unwrap(), &app);
    let auth_time = id["auth_time"].as_i64().expect("auth_time, a number");
    assert!(
        (before..=after).contains(&auth_time),
        "{auth_time} not in {before}..={after}"
    );
    // Its refresh keeps saying so.
    let refreshed = json(post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app.as_str()),
            ("refresh_token", within["refresh_token"].as_str().unwrap()),
            ("grant_type", "refresh_token"),
        ],
    ));
    let id = verify(&server, refreshed["id_token"].as_str().unwrap(), &app);
    assert_eq!(id["auth_time"], auth_time);

    // Older than max_age: prompt=none is refused, otherwise the user signs in again.
    let back = location(&authorize(
        &server,
        &app,
        Some(&cookie),
        "&max_age=300&prompt=none",
    ));
    assert_eq!(query(&back, "error").as_deref(), Some("login_required"));
    let res = authorize(&server, &app, Some(&cookie), "&max_age=300");
    assert_eq!(location(&res).path(), "/sign-in");
    let waiting = set_cookie(&res, "_interaction").expect("a waiting sign-in");
    // Coming back to the resume with the old session does not complete the request.
    let resume = format!("{}/auth/{}", server.issuer(), uid_of(&waiting));
    let back = get_with(
        &resume,
        &[("_session", &cookie), ("_interaction", &waiting)],
    );
    assert_eq!(location(&back).path(), "/sign-in");
    let (code, _) = sign_in_on_the_page(&server, &waiting, "alice", pw);
    let id = verify(
        &server,
        exchange(&server, &app, &code)["id_token"].as_str().unwrap(),
        &app,
    );
    assert_eq!(
        id["auth_time"], later,
        "the new sign-in, by the server's clock"
    );

    // prompt=login: the same, whatever the session's age.
    let res = authorize(&server, &app, Some(&cookie), "&prompt=login+consent");
    assert_eq!(location(&res).path(), "/sign-in");
    let waiting = set_cookie(&res, "_interaction").expect("a waiting sign-in");
    let resume = format!("{}/auth/{}", server.issuer(), uid_of(&waiting));
    let back = get_with(
        &resume,
        &[("_session", &cookie), ("_interaction", &waiting)],
    );
    assert_eq!(location(&back).path(), "/sign-in");
    let (code, _) = sign_in_on_the_page(&server, &waiting, "alice", pw);
    let id = verify(
        &server,
        exchange(&server, &app, &code)["id_token"].as_str().unwrap(),
        &app,
    );
    assert_eq!(id["auth_time"], later);

    // max_age must be a number of seconds: back to the app with invalid_request.
    for bad in ["-1", "soon", "1.5", "+5", "99999999999"] {
        let back = location(&authorize(
            &server,
            &app,
            Some(&cookie),
            &format!("&max_age={}", enc(bad)),
        ));
        assert!(back.as_str().starts_with(CB), "{bad}: {back}");
        assert_eq!(
            query(&back, "error").as_deref(),
            Some("invalid_request"),
            "{bad}"
        );
        assert!(
            query(&back, "error_description")
                .unwrap()
                .contains("max_age"),
            "{bad}"
        );
    }
}

/// The `sid` of a session: the first 21 hex digits of the SHA-256 of its cookie (as the
/// events' `sessionId`), computed here independently of idctl.
fn sid_of(cookie: &str) -> String {
    let d = aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, cookie.as_bytes());
    d.as_ref()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect::<String>()[..21]
        .to_string()
}

#[test]
fn id_tokens_carry_the_sid_of_the_session_they_were_issued_in() {
    let env = Env::new();
    let (alice, app) = setup(&env);
    let server = Server::start(&env, &[]);
    let one = session(&env, &alice);
    let two = session(&env, &alice);
    let first = tokens_for(&server, &app, &one, "");
    let id = verify(&server, first["id_token"].as_str().unwrap(), &app);
    assert_eq!(id["sid"], sid_of(&one).as_str());
    assert_eq!(id["sid"].as_str().unwrap().len(), 21);
    // Another flow in the same session: the same sid; in another session: its own.
    let again = tokens_for(&server, &app, &one, "");
    assert_eq!(
        verify(&server, again["id_token"].as_str().unwrap(), &app)["sid"],
        id["sid"]
    );
    let other = tokens_for(&server, &app, &two, "");
    assert_eq!(
        verify(&server, other["id_token"].as_str().unwrap(), &app)["sid"],
        sid_of(&two).as_str()
    );
    // A refresh's ID token keeps the sid of the sign-in.
    let refreshed = json(post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app.as_str()),
            ("refresh_token", first["refresh_token"].as_str().unwrap()),
            ("grant_type", "refresh_token"),
        ],
    ));
    let id = verify(&server, refreshed["id_token"].as_str().unwrap(), &app);
    assert_eq!(id["sid"], sid_of(&one).as_str());
    // Discovery lists the claims.
    let d: Value = json(server.get("/oidc/.well-known/openid-configuration"));
    for claim in ["sid", "auth_time"] {
        assert!(
            d["claims_supported"]
                .as_array()
                .unwrap()
                .contains(&claim.into()),
            "{claim}"
        );
    }
}

#[test]
fn discovery_lists_rs256_and_the_algorithm_of_every_key_in_the_jwks() {
    let env = Env::new();
    env.ok(&["init"]);
    let server = Server::start(&env, &[]);
    let algs = |server: &Server| {
        json(server.get("/oidc/.well-known/openid-configuration"))
            ["id_token_signing_alg_values_supported"]
            .clone()
    };
    // A new store: its ES384 signing key and its RSA key for ID tokens.
    assert_eq!(algs(&server), serde_json::json!(["ES384", "RS256"]));
    let jwks = json(server.get("/oidc/jwks"));
    let keys = jwks["keys"].as_array().unwrap();
    assert_eq!(keys.len(), 2);
    let rsa = keys.iter().find(|k| k["kty"] == "RSA").expect("an RSA key");
    assert_eq!(rsa["alg"], "RS256");
    assert_eq!(rsa["use"], "sig");
    assert!(rsa.get("d").is_none());
    // After rotations every key's algorithm is listed (the signing key's, the ID-token key's,
    // then the older keys'): tokens signed by any published key are acceptable to clients
    // that read the list.
    env.ok(&["keys", "rotate", "--alg", "ES256"]);
    assert_eq!(
        algs(&server),
        serde_json::json!(["ES256", "RS256", "ES384"])
    );
    env.ok(&["keys", "rotate", "--alg", "RS256"]);
    assert_eq!(
        algs(&server),
        serde_json::json!(["RS256", "ES256", "ES384"])
    );
    let listed = env.json(&["keys", "list"]);
    let id_keys: Vec<&Value> = listed
        .as_array()
        .unwrap()
        .iter()
        .filter(|k| k["idTokens"] == true)
        .collect();
    assert_eq!(id_keys.len(), 1);
    assert_eq!(id_keys[0]["kid"], rsa["kid"]);
    assert_eq!(id_keys[0]["signing"], false);
}

#[test]
fn the_path_inserted_authorization_server_metadata_answers_like_the_issuers() {
    let env = Env::new();
    let server = Server::start(&env, &[]);
    let inserted = server.get("/.well-known/oauth-authorization-server/oidc");
    assert_eq!(inserted.status(), 200);
    assert!(
        inserted.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/json")
    );
    let inserted: Value = json(inserted);
    let at_issuer: Value = json(server.get("/oidc/.well-known/oauth-authorization-server"));
    assert_eq!(inserted, at_issuer);
    assert_eq!(inserted["issuer"], server.issuer());
    // Other paths under the well-known prefix are not this issuer's.
    assert_eq!(
        server
            .get("/.well-known/oauth-authorization-server/other")
            .status(),
        404
    );
}

/// The kid of a JWT's header.
fn kid_of(token: &str) -> String {
    jsonwebtoken::decode_header(token).unwrap().kid.unwrap()
}

fn alg_of(token: &str) -> jsonwebtoken::Algorithm {
    jsonwebtoken::decode_header(token).unwrap().alg
}

#[test]
fn an_app_choosing_rs256_gets_id_tokens_of_the_rsa_key_while_access_tokens_keep_the_signing_key() {
    use jsonwebtoken::Algorithm::{ES256, ES384, RS256};
    let env = Env::new();
    let (alice, app) = setup(&env);
    let (m2m, m2m_secret) = {
        env.ok(&[
            "role",
            "create",
            "bot",
            "--type",
            "m2m",
            "-r",
            API,
            "-s",
            "read:orders",
        ]);
        let c = env.json(&["client", "create", "svc", "--role", "bot"]);
        (
            c["id"].as_str().unwrap().to_string(),
            c["secret"].as_str().unwrap().to_string(),
        )
    };
    let listed = env.json(&["keys", "list"]);
    let key = |id_tokens: bool| {
        listed
            .as_array()
            .unwrap()
            .iter()
            .find(|k| k["idTokens"] == id_tokens)
            .unwrap()["kid"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let (signing, rsa) = (key(false), key(true));
    let server = Server::start(&env, &[]);
    let cookie = session(&env, &alice);
    let access_token = || {
        let r = env
            .cmd(&["token", "--client-id", &m2m, "-r", API, "-s", "read:orders"])
            .env("IDCTL_CLIENT_SECRET", &m2m_secret)
            .output()
            .unwrap();
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        String::from_utf8(r.stdout).unwrap().trim().to_string()
    };

    // By default an app's ID tokens are signed as the reference signs them: the signing key.
    let t = tokens_for(&server, &app, &cookie, "");
    let id = t["id_token"].as_str().unwrap();
    assert_eq!((alg_of(id), kid_of(id)), (ES384, signing.clone()));

    // The app asks for RS256 (the default of most OpenID Connect clients): its ID tokens
    // come from the RSA key and verify as RS256 against the JWKS; its access tokens, and
    // every other token, still come from the signing key.
    let updated = env.json(&[
        "client",
        "update",
        "shop",
        "--id-token-signed-response-alg",
        "RS256",
    ]);
    assert_eq!(
        updated["oidcClientMetadata"]["idTokenSignedResponseAlg"],
        "RS256"
    );
    let t = tokens_for(
        &server,
        &app,
        &cookie,
        &format!(
            "&resource={}&scope=openid+offline_access+read:orders",
            enc(API)
        ),
    );
    let id = t["id_token"].as_str().unwrap();
    assert_eq!(kid_of(id), rsa);
    let claims = crate::common::oidc::verify_alg(&server, id, &app, RS256);
    assert_eq!(claims["sub"], alice.as_str());
    let refreshed = json(post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app.as_str()),
            ("refresh_token", t["refresh_token"].as_str().unwrap()),
            ("grant_type", "refresh_token"),
            ("resource", API),
        ],
    ));
    let at = refreshed["access_token"].as_str().unwrap();
    assert_eq!((alg_of(at), kid_of(at)), (ES384, signing.clone()));
    verify(&server, at, API);
    let rid = refreshed["id_token"].as_str().unwrap();
    assert_eq!((alg_of(rid), kid_of(rid)), (RS256, rsa.clone()));
    let cc = access_token();
    assert_eq!((alg_of(&cc), kid_of(&cc)), (ES384, signing.clone()));

    // Rotation still works, and never makes the RSA ID-token key the signing key.
    let rotated = env.json(&["keys", "rotate", "--alg", "ES256"]);
    let new_signing = rotated["kid"].as_str().unwrap().to_string();
    assert_ne!(new_signing, rsa);
    let cc = access_token();
    assert_eq!((alg_of(&cc), kid_of(&cc)), (ES256, new_signing.clone()));
    let t = tokens_for(&server, &app, &cookie, "");
    let id = t["id_token"].as_str().unwrap();
    assert_eq!((alg_of(id), kid_of(id)), (RS256, rsa.clone()));
    // An app that asks for ES384 after the rotation gets it from the newest ES384 key.
    env.ok(&[
        "client",
        "update",
        "shop",
        "--id-token-signed-response-alg",
        "ES384",
    ]);
    let t = tokens_for(&server, &app, &cookie, "");
    let id = t["id_token"].as_str().unwrap();
    assert_eq!((alg_of(id), kid_of(id)), (ES384, signing.clone()));
    verify(&server, id, &app);

    // The RSA ID-token key cannot be deleted (the old signing key can).
    let r = env.fails(4, &["-y", "keys", "delete", &rsa]);
    assert!(r.stderr.contains("signs the ID tokens"), "{}", r.stderr);
    env.fails(4, &["-y", "keys", "delete", &new_signing]);
}

#[test]
fn redirect_uris_are_compared_byte_for_byte() {
    let env = Env::new();
    let (alice, app) = setup(&env);
    let native = env.json(&[
        "client",
        "create",
        "desk",
        "--type",
        "native",
        "--redirect-uri",
        "http://127.0.0.1:8000/cb",
    ])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let server = Server::start(&env, &[]);
    let cookie = session(&env, &alice);
    let auth = |client: &str, redirect: &str| {
        get(
            &format!(
                "{}/auth?client_id={client}&redirect_uri={}&response_type=code&scope=openid&state=s1&code_challenge={CHALLENGE}&code_challenge_method=S256",
                server.issuer(),
                enc(redirect)
            ),
            Some(&cookie),
        )
    };
    let before = env.snapshot();
    for bad in [
        "HTTP://LOCALHOST:3000/callback",
        "http://LOCALHOST:3000/callback",
        "http://localhost:3000\\callback",
        "http://localhost:3000/callback/../callback",
        "http://localhost:3000/./callback",
        "http://localhost:03000/callback",
        "http://localhost:3000/%63allback",
        " http://localhost:3000/callback",
        "http://localhost:3000/callback\t",
        "http://localhost:3000/callback\0",
        "http://localhost:3000/callback#",
    ] {
        let res = auth(&app, bad);
        assert_eq!(res.status(), 400, "{bad:?}");
        assert!(
            res.headers().get("location").is_none(),
            "{bad:?} was redirected"
        );
        let body = json(res);
        assert_eq!(body["error"], "invalid_redirect_uri", "{bad:?}");
    }
    // A native app comes back to loopback on any port, written as a port is written.
    for bad in [
        "http://127.0.0.1:051234/cb",
        "http://127.0.0.1:99999/cb",
        "http://127.0.0.1:51234/cb/",
        "http://127.0.0.2:8000/cb",
    ] {
        assert_eq!(auth(&native, bad).status(), 400, "{bad}");
    }
    assert_eq!(env.snapshot(), before, "refusals changed the store");
    // The registered URIs themselves work.
    let back = location(&auth(&app, CB));
    assert!(back.as_str().starts_with(&format!("{CB}?code=")), "{back}");
    let back = location(&auth(&native, "http://127.0.0.1:51234/cb"));
    assert!(
        back.as_str().starts_with("http://127.0.0.1:51234/cb?code="),
        "{back}"
    );

    // The same for the post-logout redirect URI (registered: http://localhost:3000/).
    let before = env.snapshot();
    for bad in [
        "HTTP://LOCALHOST:3000/",
        "http://localhost:3000",
        "http://localhost:03000/",
        "http://localhost:3000/./",
        " http://localhost:3000/",
        "http://localhost:3000/\t",
        "http://localhost:3000/\0",
    ] {
        let res = get(
            &format!(
                "{}/session/end?client_id={app}&post_logout_redirect_uri={}",
                server.issuer(),
                enc(bad)
            ),
            Some(&cookie),
        );
        assert_eq!(res.status(), 400, "{bad:?}");
        assert!(
            res.headers().get("location").is_none(),
            "{bad:?} was redirected"
        );
        let body = json(res);
        assert_eq!(
            body["error_description"],
            "post_logout_redirect_uri not registered"
        );
    }
    assert_eq!(env.snapshot(), before, "refusals changed the store");
}

/// Is the session `cookie` still signed in? (A silent authorization gets a code.)
fn signed_in(server: &Server, app: &str, cookie: &str) -> bool {
    let to = location(&authorize(server, app, Some(cookie), ""));
    match to.path() {
        "/callback" => true,
        "/sign-in" => false,
        other => panic!("unexpected {other}"),
    }
}

/// The value of the hidden field `name` of a page's form.
fn hidden(page: &str, name: &str) -> Option<String> {
    let marker = format!(r#"name="{name}" value=""#);
    let start = page.find(&marker)? + marker.len();
    Some(page[start..start + page[start..].find('"')?].to_string())
}

#[test]
fn a_plain_get_of_session_end_does_not_sign_the_user_out() {
    let env = Env::new();
    let (alice, app) = setup(&env);
    let bob = env.json(&["user", "create", "--username", "bob"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let server = Server::start(&env, &[]);
    let end = format!("{}/session/end", server.issuer());
    let home = enc(HOME);

    // Any page can make the browser GET the endpoint (a link, an image): the session stays,
    // and the user is asked, on a page whose form carries a token bound to the session.
    let cookie = session(&env, &alice);
    for q in [
        String::new(),
        format!("?client_id={app}"),
        format!("?client_id={app}&post_logout_redirect_uri={home}&state=s9"),
    ] {
        let res = get(&format!("{end}{q}"), Some(&cookie));
        assert_eq!(res.status(), 200, "{q}");
        assert!(
            res.headers().get("set-cookie").is_none(),
            "{q}: the cookie was cleared"
        );
        assert!(
            res.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html"),
            "{q}"
        );
        let page = res.text().unwrap();
        assert!(page.contains("alice"), "{page}");
        assert!(
            page.contains(r#"action="/oidc/session/end/confirm""#),
            "{page}"
        );
        assert!(
            signed_in(&server, &app, &cookie),
            "{q}: the GET signed the user out"
        );
    }
    let page = get(
        &format!("{end}?client_id={app}&post_logout_redirect_uri={home}&state=s9"),
        Some(&cookie),
    )
    .text()
    .unwrap();
    let token = hidden(&page, "_csrf").expect("a form token");
    assert_eq!(
        hidden(&page, "post_logout_redirect_uri").as_deref(),
        Some(HOME)
    );

    // A post without the form's token (another site's form) is refused, and changes nothing;
    // so is the token of another session.
    let confirm = format!("{}/oidc/session/end/confirm", server.url);
    let post = |cookie: &str, form: &[(&str, &str)]| {
        let body: String = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(form)
            .finish();
        Server::client()
            .post(&confirm)
            .header("cookie", format!("_session={cookie}"))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .unwrap()
    };
    let other = session(&env, &bob);
    let others_token = hidden(&get(&end, Some(&other)).text().unwrap(), "_csrf").unwrap();
    let before = env.snapshot();
    for form in [
        vec![("client_id", app.as_str())],
        vec![("_csrf", ""), ("client_id", app.as_str())],
        vec![
            ("_csrf", others_token.as_str()),
            ("client_id", app.as_str()),
        ],
        vec![("_csrf", &token[..token.len() - 1])],
    ] {
        let res = post(&cookie, &form);
        assert_eq!(res.status(), 403, "{form:?}");
        assert!(res.headers().get("set-cookie").is_none());
        assert!(res.text().unwrap().contains("You are still signed in"));
    }
    assert_eq!(env.snapshot(), before, "refused posts changed the store");
    assert!(signed_in(&server, &app, &cookie));

    // The user confirms: the session ends and the browser goes back to the app.
    let res = post(
        &cookie,
        &[
            ("_csrf", token.as_str()),
            ("post_logout_redirect_uri", HOME),
            ("state", "s9"),
            ("client_id", app.as_str()),
        ],
    );
    assert_eq!(location(&res).as_str(), format!("{HOME}?state=s9"));
    assert_eq!(set_cookie(&res, "_session").as_deref(), Some(""));
    assert!(!signed_in(&server, &app, &cookie));
    assert!(
        signed_in(&server, &app, &other),
        "another session ended too"
    );

    // An app that names its user with a valid id_token_hint signs them out at once.
    let cookie = session(&env, &alice);
    let alices = tokens_for(&server, &app, &cookie, "")["id_token"]
        .as_str()
        .unwrap()
        .to_string();
    let bobs = tokens_for(&server, &app, &other, "")["id_token"]
        .as_str()
        .unwrap()
        .to_string();
    // A hint for another user is no proof: the page asks.
    let res = get(&format!("{end}?id_token_hint={bobs}"), Some(&cookie));
    assert_eq!(res.status(), 200);
    assert!(signed_in(&server, &app, &cookie));
    // A hint that does not verify is refused (400, not redirected), changing nothing.
    let mut forged = alices.clone();
    let last = forged.pop().unwrap();
    forged.push(if last == 'A' { 'B' } else { 'A' });
    let before = env.snapshot();
    for hint in [forged.as_str(), "not-a-token"] {
        let res = get(
            &format!(
                "{end}?id_token_hint={}&post_logout_redirect_uri={home}",
                enc(hint)
            ),
            Some(&cookie),
        );
        assert_eq!(res.status(), 400, "{hint}");
        assert!(res.headers().get("location").is_none());
        assert_eq!(
            json(res)["error_description"],
            "could not validate id_token_hint"
        );
    }
    // A hint whose app is not the client_id named is refused too.
    let res = get(
        &format!("{end}?id_token_hint={alices}&client_id=someone-else"),
        Some(&cookie),
    );
    assert_eq!(res.status(), 400);
    assert_eq!(env.snapshot(), before, "refusals changed the store");
    assert!(signed_in(&server, &app, &cookie));
    let res = get(
        &format!("{end}?id_token_hint={alices}&post_logout_redirect_uri={home}&state=s1"),
        Some(&cookie),
    );
    assert_eq!(location(&res).as_str(), format!("{HOME}?state=s1"));
    assert!(!signed_in(&server, &app, &cookie));

    // Without a session there is nothing to end: back to the app at once.
    let res = get(
        &format!("{end}?client_id={app}&post_logout_redirect_uri={home}"),
        None,
    );
    assert_eq!(location(&res).as_str(), HOME);
}

/// The `sid` claim, which the `openidconnect` crate's standard claims leave out.
#[derive(Debug, serde::Deserialize, serde::Serialize)]
struct SidClaim {
    sid: String,
}

impl openidconnect::AdditionalClaims for SidClaim {}

#[test]
fn a_strict_openid_connect_client_accepts_the_issuer_and_an_rs256_apps_id_tokens() {
    use openidconnect::core::{
        CoreAuthenticationFlow, CoreClient, CoreGenderClaim, CoreJweContentEncryptionAlgorithm,
        CoreJwsSigningAlgorithm, CoreProviderMetadata,
    };
    use openidconnect::{
        AuthorizationCode, ClientId, CsrfToken, IssuerUrl, Nonce, PkceCodeChallenge, RedirectUrl,
        Scope,
    };
    type IdToken = openidconnect::IdToken<
        SidClaim,
        CoreGenderClaim,
        CoreJweContentEncryptionAlgorithm,
        CoreJwsSigningAlgorithm,
    >;
    let env = Env::new();
    let (alice, app) = setup(&env);
    env.ok(&[
        "client",
        "update",
        "shop",
        "--id-token-signed-response-alg",
        "RS256",
    ]);
    let server = Server::start(&env, &[]);
    let cookie = session(&env, &alice);

    // Discovery and the JWKS, read and checked by the crate (issuer, algorithms, keys).
    let issuer = IssuerUrl::new(server.issuer()).unwrap();
    let meta = CoreProviderMetadata::discover(&issuer, &http).expect("discovery accepted");
    assert!(
        meta.id_token_signing_alg_values_supported()
            .contains(&CoreJwsSigningAlgorithm::RsaSsaPkcs1V15Sha256)
    );
    let client = CoreClient::from_provider_metadata(meta, ClientId::new(app.clone()), None)
        .set_redirect_uri(RedirectUrl::new(CB.into()).unwrap());

    // An authorization with max_age, as the crate builds it.
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, state, nonce) = client
        .authorize_url(
            CoreAuthenticationFlow::AuthorizationCode,
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .add_scope(Scope::new("profile".into()))
        .set_pkce_challenge(challenge)
        .set_max_age(std::time::Duration::from_secs(600))
        .url();
    let back = location(&get(url.as_str(), Some(&cookie)));
    assert_eq!(
        query(&back, "state").as_deref(),
        Some(state.secret().as_str())
    );
    let code = query(&back, "code").expect("a code");
    let tokens = client
        .exchange_code(AuthorizationCode::new(code))
        .expect("a token endpoint")
        .set_pkce_verifier(verifier)
        .request(&http)
        .expect("exchanged");
    let raw = openidconnect::TokenResponse::id_token(&tokens)
        .expect("an ID token")
        .to_string();

    // The crate's verifier, with its defaults (RS256 only, signature by the JWKS, issuer,
    // audience, expiry, nonce), and auth_time required within max_age.
    let verifier = client
        .id_token_verifier()
        .set_auth_time_verifier_fn(|t| match t {
            None => Err("no auth_time, though max_age was requested".into()),
            Some(t) if unix_now() - t.timestamp() > 600 => {
                Err(format!("auth_time {t} is older than max_age"))
            }
            Some(_) => Ok(()),
        });
    let id: IdToken = raw.parse().expect("an ID token");
    let claims = id.claims(&verifier, &nonce).expect("verified");
    assert_eq!(claims.subject().as_str(), alice);
    assert!(claims.auth_time().is_some());
    assert_eq!(claims.additional_claims().sid, sid_of(&cookie));
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
    assert_eq!(
        crate::common::segment(id_token, 1)["nonce"],
        at_limit.1.as_str()
    );
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

/// A session opened with the password alone stops standing for its user at a new
/// authorization once the user has a second factor, or once `mfa.policy` requires one: the
/// user signs in again, factor included. A session opened with a second factor stands.
#[test]
fn a_password_only_session_is_not_enough_once_a_second_factor_is_due() {
    let env = Env::new();
    let (alice, app) = setup(&env);
    let server = Server::start(&env, &[]);
    let weak = session(&env, &alice);
    let strong = idctl::ops::signin::new_session_cookie();
    let amr: Vec<String> = ["pwd", "otp", "mfa"].map(String::from).to_vec();
    env.open_store()
        .write(|tx| idctl::ops::signin::open_session_as(tx, &strong, &alice, &amr))
        .expect("session");
    assert!(
        signed_in(&server, &app, &weak),
        "no factor yet: the password is enough"
    );

    let added = env.json(&["user", "mfa", "add", "alice", "--type", "totp"]);
    assert!(!signed_in(&server, &app, &weak), "alice now has a factor");
    let back = location(&authorize(&server, &app, Some(&weak), "&prompt=none"));
    assert_eq!(query(&back, "error").as_deref(), Some("login_required"));
    assert!(
        signed_in(&server, &app, &strong),
        "signed in with the factor"
    );

    let id = added["id"].as_str().unwrap();
    env.ok(&["user", "mfa", "remove", "alice", id, "--yes"]);
    assert!(signed_in(&server, &app, &weak), "the factor is gone");
    env.ok(&["config", "set", "mfa.policy", "required"]);
    assert!(
        !signed_in(&server, &app, &weak),
        "the policy requires a factor"
    );
    assert!(signed_in(&server, &app, &strong));
    env.ok(&["config", "set", "mfa.policy", "optional"]);
    assert!(
        signed_in(&server, &app, &weak),
        "optional: the password is enough"
    );
}
