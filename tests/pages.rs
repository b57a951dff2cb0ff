//! The sign-in pages (`/sign-in`, `/register`, `/forgot-password`) over real HTTP, driven by
//! a client that keeps cookies as a browser does. The waiting authorization request that
//! `GET /oidc/auth` would store is set up through the library, and its `_interaction`
//! cookie given to the client.

mod common;
use common::Env;
use common::server::Server;
use idctl::token::authorize::{AuthRequest, FirstScreen};
use serde_json::Value;
use std::collections::BTreeMap;

const UA: &str = "Mozilla/5.0 (Linux; Android 14) PagesTest/1.0 Mobile";
const PASSWORD: &str = "correct horse battery";

/// A browser: keeps the cookies it is given, sends its own user agent, follows no redirect.
struct Browser<'s> {
    server: &'s Server,
    client: reqwest::blocking::Client,
    cookies: BTreeMap<String, String>,
}

/// An answer: status, headers, body.
struct Page {
    status: u16,
    headers: reqwest::header::HeaderMap,
    body: String,
}

impl Page {
    fn header(&self, name: &str) -> String {
        self.headers
            .get(name)
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_default()
    }

    /// The value of the form's token against forgery.
    fn csrf(&self) -> String {
        let start = self
            .body
            .find(r#"name="_csrf" value=""#)
            .unwrap_or_else(|| {
                panic!("no _csrf field in:\n{}", self.body);
            })
            + r#"name="_csrf" value=""#.len();
        let len = self.body[start..].find('"').unwrap();
        self.body[start..start + len].to_string()
    }

    /// The error shown right after the input `field` (in its field, which names it as the
    /// input's description).
    fn error_of(&self, field: &str) -> Option<String> {
        let input = self.body.find(&format!(r#"<input id="{field}" "#))?;
        let end = input + self.body[input..].find("</div>")?;
        let within = &self.body[input..end];
        let tag = &within[..within.find('>')?];
        assert!(tag.contains(r#"aria-invalid="true""#), "{tag}");
        assert!(tag.contains(&format!("{field}-error\"")), "{tag}");
        let marker = format!(r#"><p class="error" id="{field}-error">"#);
        let start = within.find(&marker)? + marker.len();
        let len = within[start..].find("</p>")?;
        Some(within[start..start + len].to_string())
    }
}

impl<'s> Browser<'s> {
    fn new(server: &'s Server) -> Self {
        Browser {
            server,
            client: Server::client(),
            cookies: BTreeMap::new(),
        }
    }

    fn cookie_header(&self) -> String {
        self.cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn keep(&mut self, res: reqwest::blocking::Response) -> Page {
        for v in res.headers().get_all("set-cookie") {
            let v = v.to_str().unwrap();
            let pair = v.split(';').next().unwrap();
            let (k, val) = pair.split_once('=').unwrap();
            self.cookies.insert(k.to_string(), val.to_string());
        }
        Page {
            status: res.status().as_u16(),
            headers: res.headers().clone(),
            body: res.text().unwrap(),
        }
    }

    fn get(&mut self, path: &str) -> Page {
        let res = self
            .client
            .get(format!("{}{path}", self.server.url))
            .header("user-agent", UA)
            .header("cookie", self.cookie_header())
            .send()
            .expect("GET");
        self.keep(res)
    }

    fn post(&mut self, path: &str, form: &[(&str, &str)]) -> Page {
        let body: String = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(form)
            .finish();
        let res = self
            .client
            .post(format!("{}{path}", self.server.url))
            .header("user-agent", UA)
            .header("cookie", self.cookie_header())
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .expect("POST");
        self.keep(res)
    }

    /// GETs the page, then posts its form with `fields` and the page's token.
    fn submit(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        let token = self.get(path).csrf();
        let mut form = fields.to_vec();
        form.push(("_csrf", &token));
        self.post(path, &form)
    }
}

/// A client (app) named `name`; returns its id.
fn app(env: &Env, name: &str) -> String {
    env.json(&["client", "create", "--name", name])["id"]
        .as_str()
        .unwrap()
        .to_string()
}

/// What `GET /oidc/auth` stores for `client_id` before sending the browser to the pages;
/// returns the `uid` of its `_interaction` cookie.
fn waiting(env: &Env, client_id: &str) -> String {
    let mut store = idctl::store::Store::open(&env.store).expect("store");
    let req = AuthRequest {
        client_id: client_id.to_string(),
        redirect_uri: "http://localhost:3000/callback".into(),
        scopes: vec!["openid".into(), "profile".into()],
        resources: vec![],
        state: Some("st".into()),
        nonce: None,
        code_challenge: None,
        prompt_login: false,
        prompt_none: false,
        prompt_consent: false,
        first_screen: FirstScreen::SignIn,
        login_hint: None,
        max_age: None,
        requested_at: 0,
    };
    store
        .write(|tx| idctl::ops::signin::wait(tx, &req))
        .expect("wait")
        .value
}

/// A browser sent to the pages by `/oidc/auth` for `client_id`.
fn arriving<'s>(env: &Env, server: &'s Server, client_id: &str) -> (Browser<'s>, String) {
    let uid = waiting(env, client_id);
    let mut b = Browser::new(server);
    b.cookies.insert("_interaction".into(), uid.clone());
    (b, uid)
}

fn user(env: &Env, args: &[&str]) {
    let mut a = vec!["user", "create", "--password-stdin"];
    a.extend_from_slice(args);
    let out = env
        .cmd(&a)
        .write_stdin(format!("{PASSWORD}\n"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn events(env: &Env, kind: &str) -> Vec<Value> {
    env.json(&["events", "list", "--type", kind])
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["payload"].clone())
        .collect()
}

fn all_events(env: &Env) -> usize {
    env.json(&["events", "list"]).as_array().unwrap().len()
}

#[test]
fn each_page_shows_labelled_inputs_a_token_and_the_app_name() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    let server = Server::start(&env, &[]);
    let (mut b, _) = arriving(&env, &server, &shop);
    for (path, title, inputs) in [
        (
            "/sign-in",
            "Sign in to Shop",
            &["identifier", "password"][..],
        ),
        (
            "/register",
            "Create your account for Shop",
            &["username", "password", "confirm"][..],
        ),
        (
            "/forgot-password",
            "Reset your password for Shop",
            &["identifier"][..],
        ),
    ] {
        let p = b.get(&format!("{path}?app_id={shop}"));
        assert_eq!(p.status, 200, "{path}: {}", p.body);
        assert_eq!(p.header("content-type"), "text/html; charset=utf-8");
        assert_eq!(p.header("cache-control"), "no-store");
        assert!(
            p.header("content-security-policy")
                .contains("default-src 'none'")
        );
        assert!(
            p.body.contains(
                r#"<meta name="viewport" content="width=device-width, initial-scale=1">"#
            )
        );
        assert!(p.body.contains(&format!("<h1>{title}</h1>")), "{}", p.body);
        assert!(!p.body.contains("<script"), "no JavaScript");
        for input in inputs {
            assert!(
                p.body.contains(&format!(r#"<label for="{input}">"#)),
                "{path} {input}"
            );
            assert!(
                p.body
                    .contains(&format!(r#"<input id="{input}" name="{input}""#))
            );
        }
        assert_eq!(p.csrf().len(), 43);
    }
    // Links between the pages.
    let p = b.get("/sign-in");
    assert!(p.body.contains(r#"href="/forgot-password""#));
    assert!(p.body.contains(r#"href="/register""#));
    assert!(b.get("/register").body.contains(r#"href="/sign-in""#));
    assert!(
        b.get("/forgot-password")
            .body
            .contains(r#"href="/sign-in""#)
    );
}

#[test]
fn signing_in_opens_a_session_and_resumes_the_authorization_with_the_browsers_details() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(
        &env,
        &["--username", "alice", "--email", "alice@example.com"],
    );
    let server = Server::start(&env, &[]);
    let (mut b, uid) = arriving(&env, &server, &shop);
    let p = b.submit(
        "/sign-in",
        &[("identifier", "alice"), ("password", PASSWORD)],
    );
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(
        p.header("location"),
        format!("{}/auth/{uid}", server.issuer())
    );
    let set_cookie = p.header("set-cookie");
    assert!(set_cookie.starts_with("_session="), "{set_cookie}");
    assert!(
        set_cookie.ends_with("; HttpOnly; SameSite=Lax; Path=/"),
        "{set_cookie}"
    );
    let cookie = b.cookies["_session"].clone();
    assert_eq!(env.sql_count("SELECT count(*) FROM sessions"), 1);

    let signed_in = events(&env, "PostSignIn");
    assert_eq!(signed_in.len(), 1);
    let e = &signed_in[0];
    assert_eq!(e["interactionEvent"], "SignIn");
    assert_eq!(e["userAgent"], UA);
    assert_eq!(e["userIp"], "127.0.0.1");
    assert_eq!(e["sessionId"], idctl::ops::signin::session_id(&cookie));
    assert_eq!(
        e["application"],
        serde_json::json!({"id": shop, "name": "Shop"})
    );
    assert_eq!(e["user"]["username"], "alice");

    // The email works as the identifier too.
    let (mut b, _) = arriving(&env, &server, &shop);
    let p = b.submit(
        "/sign-in",
        &[("identifier", "alice@example.com"), ("password", PASSWORD)],
    );
    assert_eq!(p.status, 303, "{}", p.body);
}

#[test]
fn wrong_passwords_are_shown_at_the_field_then_lock_the_identifier_with_the_time_left() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    env.ok(&["config", "set", "lockout.max-attempts", "3"]);
    env.ok(&["config", "set", "lockout.duration", "30"]);
    let server = Server::start(&env, &[]);
    let (mut b, uid) = arriving(&env, &server, &shop);

    // Empty fields are the user's slip: no check, no count.
    let p = b.submit("/sign-in", &[("identifier", "alice"), ("password", "")]);
    assert_eq!(p.status, 422);
    assert_eq!(
        p.error_of("password").as_deref(),
        Some("Enter your password.")
    );
    assert_eq!(env.sql_count("SELECT count(*) FROM lockouts"), 0);

    for _ in 0..2 {
        let p = b.submit(
            "/sign-in",
            &[("identifier", "alice"), ("password", "nope-nope-nope")],
        );
        assert_eq!(p.status, 422);
        assert_eq!(
            p.error_of("password").as_deref(),
            Some("Wrong identifier or password.")
        );
        // The identifier stays typed in; the password does not.
        assert!(p.body.contains(r#"value="alice""#));
        assert!(p.body.contains(r#"<div class="summary" role="alert">"#));
    }
    let p = b.submit(
        "/sign-in",
        &[("identifier", "alice"), ("password", "nope-nope-nope")],
    );
    assert_eq!(p.status, 429, "{}", p.body);
    assert_eq!(
        p.error_of("identifier").as_deref(),
        Some("Too many failed attempts. Try again in 30 minutes.")
    );
    assert_eq!(p.header("retry-after"), "1800");
    let locks = events(&env, "Identifier.Lockout");
    assert_eq!(locks.len(), 1);
    assert_eq!(locks[0]["userAgent"], UA);
    assert_eq!(locks[0]["ip"], "127.0.0.1");
    assert_eq!(locks[0]["value"], "alice");
    assert!(
        locks[0]["sessionId"]
            .as_str()
            .is_some_and(|s| !s.is_empty())
    );
    let _ = uid;

    // Locked: even the right password is refused, and no session is opened.
    let p = b.submit(
        "/sign-in",
        &[("identifier", "alice"), ("password", PASSWORD)],
    );
    assert_eq!(p.status, 429);
    assert!(
        p.error_of("identifier")
            .unwrap()
            .starts_with("Too many failed attempts. Try again in ")
    );
    assert_eq!(env.sql_count("SELECT count(*) FROM sessions"), 0);
    assert!(events(&env, "PostSignIn").is_empty());
}

#[test]
fn registering_creates_the_user_signs_in_and_records_its_events() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    let server = Server::start(&env, &[]);
    let (mut b, uid) = arriving(&env, &server, &shop);

    // Mismatched confirmation: shown at the field, nothing written.
    let before = env.snapshot();
    let p = b.submit(
        "/register",
        &[
            ("username", "carol"),
            ("password", PASSWORD),
            ("confirm", "other"),
        ],
    );
    assert_eq!(p.status, 422);
    assert_eq!(
        p.error_of("confirm").as_deref(),
        Some("The passwords do not match.")
    );
    assert_eq!(env.snapshot(), before);

    // A password the service refuses: at the password field, nothing written.
    let p = b.submit(
        "/register",
        &[
            ("username", "carol"),
            ("password", "short"),
            ("confirm", "short"),
        ],
    );
    assert_eq!(p.status, 422, "{}", p.body);
    assert!(p.error_of("password").is_some(), "{}", p.body);
    assert_eq!(env.snapshot(), before);

    let p = b.submit(
        "/register",
        &[
            ("username", "carol"),
            ("password", PASSWORD),
            ("confirm", PASSWORD),
        ],
    );
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(
        p.header("location"),
        format!("{}/auth/{uid}", server.issuer())
    );
    let session = idctl::ops::signin::session_id(&b.cookies["_session"]);
    let created = events(&env, "User.Created");
    assert_eq!(created.len(), 1);
    assert_eq!(created[0]["data"]["username"], "carol");
    assert_eq!(created[0]["interactionEvent"], "Register");
    assert_eq!(created[0]["sessionId"], session);
    assert_eq!(created[0]["userAgent"], UA);
    let registered = events(&env, "PostRegister");
    assert_eq!(registered.len(), 1);
    assert_eq!(registered[0]["sessionId"], session);
    assert_eq!(registered[0]["userIp"], "127.0.0.1");
    assert_eq!(registered[0]["application"]["name"], "Shop");
    assert_eq!(env.sql_count("SELECT count(*) FROM sessions"), 1);

    // The name is taken now.
    let (mut b, _) = arriving(&env, &server, &shop);
    let p = b.submit(
        "/register",
        &[
            ("username", "carol"),
            ("password", PASSWORD),
            ("confirm", PASSWORD),
        ],
    );
    assert_eq!(p.status, 422);
    assert_eq!(
        p.error_of("username").as_deref(),
        Some("This username is already taken.")
    );
}

#[test]
fn a_forgotten_password_is_reset_with_the_code_from_the_local_mailbox() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "bob", "--email", "bob@example.com"]);
    let server = Server::start(&env, &["--log-format", "json"]);
    let (mut b, uid) = arriving(&env, &server, &shop);

    let p = b.submit(
        "/forgot-password",
        &[("step", "send"), ("identifier", "bob")],
    );
    assert_eq!(p.status, 422);
    assert!(p.error_of("identifier").unwrap().contains("email address"));

    let p = b.submit(
        "/forgot-password",
        &[("step", "send"), ("identifier", "bob@example.com")],
    );
    assert_eq!(p.status, 200, "{}", p.body);
    assert!(p.body.contains("We sent a code to bob@example.com."));
    assert!(p.body.contains(r#"<label for="code">"#));
    let codes = env.json(&["experience", "codes", "--email", "bob@example.com"]);
    let codes = codes.as_array().unwrap();
    assert_eq!(codes.len(), 1);
    assert_eq!(codes[0]["type"], "email");
    assert_eq!(codes[0]["value"], "bob@example.com");
    let code = codes[0]["code"].as_str().unwrap().to_string();
    assert_eq!(code.len(), 6);
    // Nothing for another address; the table form lists it too.
    assert_eq!(
        env.json(&["experience", "codes", "--email", "x@example.com"]),
        serde_json::json!([])
    );
    assert!(env.ok(&["experience", "codes"]).contains(&code));
    // The server's log has it, one JSON line.
    let logged: Vec<Value> = server
        .stderr()
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|l| l["message"] == "verification code sent")
        .collect();
    assert_eq!(logged.len(), 1, "{}", server.stderr());
    assert_eq!(logged[0]["code"], code.as_str());
    assert_eq!(logged[0]["to"], "bob@example.com");

    // A wrong code: at the code field.
    let token = p.csrf();
    let reset = |b: &mut Browser, code: &str| {
        b.post(
            "/forgot-password",
            &[
                ("step", "reset"),
                ("identifier", "bob@example.com"),
                ("code", code),
                ("password", "a brand new password"),
                ("confirm", "a brand new password"),
                ("_csrf", &token),
            ],
        )
    };
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let p = reset(&mut b, wrong);
    assert_eq!(p.status, 422);
    assert_eq!(
        p.error_of("code").as_deref(),
        Some("The code is wrong or has expired.")
    );

    let p = reset(&mut b, &code);
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(p.header("location"), "/sign-in?reset=done");
    let p = b.get("/sign-in?reset=done");
    assert!(p.body.contains("Your password was changed."));
    let resets = events(&env, "PostResetPassword");
    assert_eq!(resets.len(), 1);
    assert_eq!(resets[0]["sessionId"], uid);
    assert_eq!(resets[0]["userAgent"], UA);
    assert_eq!(resets[0]["application"]["id"], shop.as_str());
    // Used: gone from the mailbox.
    assert_eq!(env.json(&["experience", "codes"]), serde_json::json!([]));

    // The old password no longer works; the new one does.
    let p = b.submit("/sign-in", &[("identifier", "bob"), ("password", PASSWORD)]);
    assert_eq!(p.status, 422);
    let p = b.submit(
        "/sign-in",
        &[
            ("identifier", "bob@example.com"),
            ("password", "a brand new password"),
        ],
    );
    assert_eq!(p.status, 303, "{}", p.body);
}

#[test]
fn posts_without_a_valid_token_are_refused_and_change_nothing() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(
        &env,
        &["--username", "alice", "--email", "alice@example.com"],
    );
    env.ok(&["config", "set", "lockout.max-attempts", "1"]);
    let server = Server::start(&env, &[]);
    let (mut b, _) = arriving(&env, &server, &shop);
    let sign_in_token = b.get("/sign-in").csrf();
    let register_token = b.get("/register").csrf();
    // A token of another browser's sign-in.
    let (mut other, _) = arriving(&env, &server, &shop);
    let others_token = other.get("/sign-in").csrf();

    let before = env.snapshot();
    let events_before = all_events(&env);
    let wrong = [("identifier", "alice"), ("password", "wrong-wrong-wrong")];
    let right = [("identifier", "alice"), ("password", PASSWORD)];
    for (path, fields, token) in [
        ("/sign-in", &wrong[..], None),
        ("/sign-in", &wrong[..], Some("")),
        ("/sign-in", &wrong[..], Some("forged")),
        ("/sign-in", &wrong[..], Some(register_token.as_str())),
        ("/sign-in", &wrong[..], Some(others_token.as_str())),
        ("/sign-in", &right[..], Some(others_token.as_str())),
        (
            "/register",
            &[
                ("username", "mallory"),
                ("password", PASSWORD),
                ("confirm", PASSWORD),
            ][..],
            Some(sign_in_token.as_str()),
        ),
        (
            "/forgot-password",
            &[("step", "send"), ("identifier", "alice@example.com")][..],
            None,
        ),
    ] {
        let mut form = fields.to_vec();
        if let Some(t) = token {
            form.push(("_csrf", t));
        }
        let p = b.post(path, &form);
        assert_eq!(p.status, 403, "{path} {token:?}: {}", p.body);
        assert!(p.body.contains("This form cannot be accepted"));
        assert!(p.header("set-cookie").is_empty());
    }
    assert_eq!(env.snapshot(), before);
    assert_eq!(all_events(&env), events_before);
    // The page's own token works (and the one failure allowed locks, as configured).
    let p = b.post(
        "/sign-in",
        &[
            ("identifier", "alice"),
            ("password", PASSWORD),
            ("_csrf", &sign_in_token),
        ],
    );
    assert_eq!(p.status, 303, "{}", p.body);
}

#[test]
fn user_input_and_app_names_are_escaped() {
    let env = Env::new();
    let evil = app(&env, "<script>alert('app')</script>");
    let server = Server::start(&env, &[]);
    let (mut b, _) = arriving(&env, &server, &evil);
    let p = b.get("/sign-in");
    assert_eq!(p.status, 200);
    assert!(!p.body.contains("<script"), "{}", p.body);
    assert!(
        p.body
            .contains("Sign in to &lt;script&gt;alert(&#39;app&#39;)&lt;/script&gt;")
    );

    let p = b.submit(
        "/sign-in",
        &[
            ("identifier", "\"><script>alert(1)</script>"),
            ("password", "whatever-long"),
        ],
    );
    assert_eq!(p.status, 422);
    assert!(!p.body.contains("<script"), "{}", p.body);
    assert!(
        p.body
            .contains(r#"value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;""#)
    );

    let p = b.submit(
        "/register",
        &[
            ("username", "<script>x</script>"),
            ("password", PASSWORD),
            ("confirm", PASSWORD),
        ],
    );
    assert_eq!(p.status, 422, "{}", p.body);
    assert!(!p.body.contains("<script"), "{}", p.body);
    assert!(
        p.error_of("username").unwrap().contains("&lt;script&gt;"),
        "{}",
        p.body
    );

    let p = b.submit(
        "/forgot-password",
        &[("step", "send"), ("identifier", "<script>@x")],
    );
    assert!(!p.body.contains("<script"), "{}", p.body);
}

#[test]
fn a_missing_unknown_or_expired_sign_in_gets_a_clear_page() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    let server = Server::start(&env, &[]);

    // No cookie at all.
    let mut b = Browser::new(&server);
    for path in ["/sign-in", "/register", "/forgot-password"] {
        let p = b.get(path);
        assert_eq!(p.status, 400, "{path}");
        assert!(p.body.contains("This sign-in has expired"));
        assert!(p.body.contains("Go back to the app"));
    }
    let p = b.post("/sign-in", &[("identifier", "a"), ("password", "b")]);
    assert_eq!(p.status, 400);

    // An unknown interaction.
    b.cookies
        .insert("_interaction".into(), "nosuchinteraction".into());
    assert_eq!(b.get("/sign-in").status, 400);

    // One that expired while the form was open: its token is still genuine.
    let (mut b, uid) = arriving(&env, &server, &shop);
    let token = b.get("/sign-in").csrf();
    let conn = rusqlite::Connection::open(&env.store).unwrap();
    conn.execute(
        "UPDATE interactions SET expires_at = 0 WHERE id = ?1",
        [&uid],
    )
    .unwrap();
    let before = env.snapshot();
    let p = b.post(
        "/sign-in",
        &[("identifier", "a"), ("password", "b"), ("_csrf", &token)],
    );
    assert_eq!(p.status, 400, "{}", p.body);
    assert!(p.body.contains("This sign-in has expired"));
    assert_eq!(b.get("/register").status, 400);
    assert_eq!(env.snapshot(), before);
}

#[test]
fn an_https_issuer_makes_the_session_cookie_secure() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    let server = Server::start(&env, &["--base-url", "https://id.example.com"]);
    let (mut b, uid) = arriving(&env, &server, &shop);
    let p = b.submit(
        "/sign-in",
        &[("identifier", "alice"), ("password", PASSWORD)],
    );
    assert_eq!(p.status, 303, "{}", p.body);
    assert_eq!(
        p.header("location"),
        format!("https://id.example.com/oidc/auth/{uid}")
    );
    assert!(
        p.header("set-cookie")
            .ends_with("; HttpOnly; SameSite=Lax; Path=/; Secure"),
        "{}",
        p.header("set-cookie")
    );
}
