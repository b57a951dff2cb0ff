//! The sign-in pages (`/sign-in`, `/register`, `/forgot-password`) over real HTTP, driven by
//! a client that keeps cookies as a browser does. The waiting authorization request that
//! `GET /oidc/auth` would hand the browser is made through the library, and its signed
//! `_interaction` cookie given to the client.
use crate::common::Env;
use crate::common::server::Server;
use idctl::token::auth_request::{AuthRequest, FirstScreen};
use idctl::token::interaction::Waiting;
use serde_json::Value;
use std::collections::BTreeMap;

mod codes;
mod mfa;
mod passkey;

const UA: &str = "Mozilla/5.0 (Linux; Android 14) PagesTest/1.0 Mobile";

pub(crate) const PASSWORD: &str = "correct horse battery";

/// A browser: keeps the cookies it is given, sends its own user agent, follows no redirect.
pub(crate) struct Browser<'s> {
    server: &'s Server,
    client: reqwest::blocking::Client,
    pub(crate) cookies: BTreeMap<String, String>,
}

/// An answer: status, headers, body.
pub(crate) struct Page {
    pub(crate) status: u16,
    headers: reqwest::header::HeaderMap,
    pub(crate) body: String,
}

impl Page {
    pub(crate) fn header(&self, name: &str) -> String {
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

    /// A browser on another machine: its connections come from `127.0.0.N`.
    fn from(server: &'s Server, n: u8) -> Self {
        Browser {
            server,
            client: Server::client_from(n),
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

    pub(crate) fn get(&mut self, path: &str) -> Page {
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
    pub(crate) fn submit(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        let token = self.get(path).csrf();
        let mut form = fields.to_vec();
        form.push(("_csrf", &token));
        self.post(path, &form)
    }
}

/// A client (app) named `name`; returns its id.
pub(crate) fn app(env: &Env, name: &str) -> String {
    env.json(&["client", "create", "--name", name])["id"]
        .as_str()
        .unwrap()
        .to_string()
}

/// The request `GET /oidc/auth` lets wait for `client_id`.
fn request(client_id: &str) -> AuthRequest {
    AuthRequest {
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
    }
}

/// What `GET /oidc/auth` gives the browser for `client_id` before sending it to the pages:
/// the `uid` of the waiting sign-in and its `_interaction` cookie.
fn waiting(env: &Env, client_id: &str) -> (String, String) {
    let mut store = env.open_store();
    let w = store
        .write(|tx| idctl::ops::signin::wait(tx, &request(client_id)))
        .expect("wait")
        .value;
    (w.uid, w.cookie)
}

/// A browser sent to the pages by `/oidc/auth` for `client_id`.
pub(crate) fn arriving<'s>(
    env: &Env,
    server: &'s Server,
    client_id: &str,
) -> (Browser<'s>, String) {
    let (uid, cookie) = waiting(env, client_id);
    let mut b = Browser::new(server);
    b.cookies.insert("_interaction".into(), cookie);
    (b, uid)
}

pub(crate) fn user(env: &Env, args: &[&str]) {
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
    // The server's log says it was sent, one JSON line, without the code (whoever reads
    // the logs could reset the password with it).
    let logged: Vec<Value> = server
        .stderr()
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|l| l["message"] == "verification code sent")
        .collect();
    assert_eq!(logged.len(), 1, "{}", server.stderr());
    assert!(logged[0].get("code").is_none(), "{}", logged[0]);
    assert!(!server.stderr().contains(&code), "{}", server.stderr());
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

    // A forged one: a waiting request signed with another key.
    let forged = idctl::token::interaction::seal(
        &[7u8; 32],
        &Waiting {
            uid: "forged".into(),
            expires_at: i64::MAX,
            request: request(&shop),
        },
    )
    .unwrap();
    b.cookies.insert("_interaction".into(), forged);
    assert_eq!(b.get("/sign-in").status, 400);

    // One that expired while the form was open: its token is still genuine.
    let (mut b, uid) = arriving(&env, &server, &shop);
    let token = b.get("/sign-in").csrf();
    let mut store = env.open_store();
    let key = store
        .read(|tx| idctl::ops::csrf::secret(tx))
        .unwrap()
        .value
        .expect("the server made the key");
    let expired = idctl::token::interaction::seal(
        &key,
        &Waiting {
            uid,
            expires_at: 0,
            request: request(&shop),
        },
    )
    .unwrap();
    b.cookies.insert("_interaction".into(), expired);
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

/// Posts the sign-in form of the browser `cookie` (with its `token`) from a fresh client, as
/// a second tab or a script would; returns the status.
fn post_sign_in(
    server: &Server,
    cookie: &str,
    token: &str,
    identifier: &str,
    password: &str,
) -> u16 {
    let body: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs([
            ("identifier", identifier),
            ("password", password),
            ("_csrf", token),
        ])
        .finish();
    Server::client()
        .post(format!("{}/sign-in", server.url))
        .header("user-agent", UA)
        .header("cookie", cookie)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body)
        .send()
        .unwrap_or_else(|e| panic!("POST /sign-in: {e}\nserver log:\n{}", server.stderr()))
        .status()
        .as_u16()
}

#[test]
fn forty_parallel_wrong_passwords_give_four_refusals_then_lockouts() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    env.ok(&["config", "set", "lockout.max-attempts", "5"]);
    let server = Server::start(&env, &[]);
    let (mut b, _) = arriving(&env, &server, &shop);
    let token = b.get("/sign-in").csrf();
    let cookie = b.cookie_header();
    // Each post checks its password outside the write transaction, then counts the failure
    // in it: the count is as exact as when every check ran inside.
    let statuses: Vec<u16> = std::thread::scope(|s| {
        let posts: Vec<_> = (0..40)
            .map(|_| {
                s.spawn(|| post_sign_in(&server, &cookie, &token, "alice", "wrong-wrong-wrong"))
            })
            .collect();
        posts.into_iter().map(|p| p.join().unwrap()).collect()
    });
    let refused = statuses.iter().filter(|s| **s == 422).count();
    let locked = statuses.iter().filter(|s| **s == 429).count();
    assert_eq!((refused, locked), (4, 36), "{statuses:?}");
    assert_eq!(events(&env, "Identifier.Lockout").len(), 1);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM lockouts WHERE value = 'alice' AND locked_until > 0"),
        1
    );
    // Locked: the right password is refused too.
    assert_eq!(
        post_sign_in(&server, &cookie, &token, "alice", PASSWORD),
        429
    );
    assert_eq!(env.sql_count("SELECT count(*) FROM sessions"), 0);
}

#[test]
fn no_argon2_hash_runs_while_the_writer_lock_is_held() {
    // Debug builds stop at once when Argon2 runs inside a write transaction (see
    // `idctl::password`); release builds do not check, so this test would prove nothing.
    if !cfg!(debug_assertions) {
        panic!(
            "run this test in a debug build (cargo test without --release): the check that no \
             hash runs under the store's writer lock exists there only"
        );
    }
    let env = Env::new();
    let shop = app(&env, "Shop");
    let api = crate::common::api::Api::start(&env);
    let server = &api.server;

    // The command line: create with a password, change it, sign in right and wrong, reset.
    user(
        &env,
        &["--username", "alice", "--email", "alice@example.com"],
    );
    let with_password = |args: &[&str], password: &str| {
        let mut c = env.cmd(args);
        c.write_stdin(format!("{password}\n"));
        let r = crate::common::run_cmd(c);
        (r.code, r.stderr)
    };
    let other = "another good password";
    assert_eq!(
        with_password(&["user", "password", "alice", "--password-stdin"], other).0,
        0
    );
    let sign_in = [
        "experience",
        "sign-in",
        "--username",
        "alice",
        "--password-stdin",
    ];
    assert_eq!(with_password(&sign_in, other).0, 0);
    assert_eq!(with_password(&sign_in, "not the password").0, 7);
    let code = env
        .ok(&["experience", "send-code", "--email", "alice@example.com"])
        .trim()
        .to_string();
    let reset = [
        "experience",
        "reset-password",
        "--email",
        "alice@example.com",
        "--code",
        &code,
        "--password-stdin",
    ];
    let (status, stderr) = with_password(&reset, PASSWORD);
    assert_eq!(status, 0, "{stderr}");
    let register = [
        "experience",
        "register",
        "--username",
        "dora",
        "--password-stdin",
    ];
    assert_eq!(with_password(&register, PASSWORD).0, 0);

    // The Management API: a user with a password, and a new password.
    let created = api.post(
        "/users",
        serde_json::json!({"username": "erin", "password": PASSWORD}),
    );
    assert_eq!(created.status, 200, "{}", created.text);
    let erin = created.body["id"].as_str().unwrap().to_string();
    let changed = api.patch(
        &format!("/users/{erin}/password"),
        serde_json::json!({"password": other}),
    );
    assert_eq!(changed.status, 200, "{}", changed.text);

    // The pages: sign in wrong and right, register, reset with a wrong and a right code.
    let (mut b, _) = arriving(&env, server, &shop);
    let p = b.submit(
        "/sign-in",
        &[("identifier", "erin"), ("password", PASSWORD)],
    );
    assert_eq!(p.status, 422, "{}", p.body);
    let p = b.submit("/sign-in", &[("identifier", "erin"), ("password", other)]);
    assert_eq!(p.status, 303, "{}", p.body);
    let (mut b, _) = arriving(&env, server, &shop);
    let p = b.submit(
        "/register",
        &[
            ("username", "frank"),
            ("password", PASSWORD),
            ("confirm", PASSWORD),
        ],
    );
    assert_eq!(p.status, 303, "{}", p.body);
    let (mut b, _) = arriving(&env, server, &shop);
    let p = b.submit(
        "/forgot-password",
        &[("step", "send"), ("identifier", "alice@example.com")],
    );
    assert_eq!(p.status, 200, "{}", p.body);
    let token = p.csrf();
    let code = env.json(&["experience", "codes", "--email", "alice@example.com"])[0]["code"]
        .as_str()
        .unwrap()
        .to_string();
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for (code, status) in [(wrong, 422), (code.as_str(), 303)] {
        let p = b.post(
            "/forgot-password",
            &[
                ("step", "reset"),
                ("identifier", "alice@example.com"),
                ("code", code),
                ("password", "a third good password"),
                ("confirm", "a third good password"),
                ("_csrf", &token),
            ],
        );
        assert_eq!(p.status, status, "{}", p.body);
    }
    let log = server.stderr();
    assert!(!log.contains("panicked"), "{log}");
}

#[test]
fn a_password_changed_during_a_sign_in_neither_signs_in_nor_counts() {
    use idctl::ops::experience::{self, Identifier, Verdict};
    let env = Env::new();
    user(&env, &["--username", "alice"]);
    let mut store = env.open_store();
    let alice = || Identifier::Username("alice".into());
    // Checked against the password of the moment...
    let right = store
        .read(|tx| experience::read_password(tx, &alice()))
        .unwrap()
        .value
        .verify(PASSWORD);
    let wrong = store
        .read(|tx| experience::read_password(tx, &alice()))
        .unwrap()
        .value
        .verify("the next password");
    // ...which changes before the attempt is counted.
    let digest = idctl::ops::users::hash_password("the next password").unwrap();
    store
        .write(|tx| idctl::ops::users::import_password_digest(tx, "alice", &digest))
        .unwrap();
    for check in [&right, &wrong] {
        let v = store
            .write(|tx| experience::sign_in(tx, alice(), check))
            .unwrap()
            .value;
        assert!(matches!(v, Verdict::Refused(_)), "{v:?}");
    }
    assert_eq!(env.sql_count("SELECT count(*) FROM lockouts"), 0);
    assert!(events(&env, "PostSignIn").is_empty());
    // Checked again against the new password, it signs in.
    let check = store
        .read(|tx| experience::read_password(tx, &alice()))
        .unwrap()
        .value
        .verify("the next password");
    let v = store
        .write(|tx| experience::sign_in(tx, alice(), &check))
        .unwrap()
        .value;
    assert!(matches!(v, Verdict::Ok(_)), "{v:?}");
}

#[test]
fn registration_and_lockout_events_name_the_app() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    env.ok(&["config", "set", "lockout.max-attempts", "1"]);
    let server = Server::start(&env, &[]);
    let the_app = serde_json::json!({"id": shop, "name": "Shop"});
    let (mut b, _) = arriving(&env, &server, &shop);
    let p = b.submit(
        "/register",
        &[
            ("username", "carol"),
            ("password", PASSWORD),
            ("confirm", PASSWORD),
        ],
    );
    assert_eq!(p.status, 303, "{}", p.body);
    let created = events(&env, "User.Created");
    assert_eq!(created.len(), 1);
    assert_eq!(created[0]["application"], the_app);
    assert_eq!(events(&env, "PostRegister")[0]["application"], the_app);

    let (mut b, _) = arriving(&env, &server, &shop);
    let p = b.submit("/sign-in", &[("identifier", "carol"), ("password", "nope")]);
    assert_eq!(p.status, 429, "{}", p.body);
    let locks = events(&env, "Identifier.Lockout");
    assert_eq!(locks.len(), 1);
    assert_eq!(locks[0]["application"], the_app);
    assert_eq!(locks[0]["value"], "carol");
}

/// A browser at `127.0.0.N` carrying the same waiting sign-in as `b` (a cookie is not tied
/// to an address).
fn elsewhere<'s>(server: &'s Server, b: &Browser<'s>, n: u8) -> Browser<'s> {
    let mut other = Browser::from(server, n);
    other.cookies = b.cookies.clone();
    other
}

/// A refusal by a rate limit: 429, `Retry-After` in whole seconds, a page saying to wait,
/// and the store exactly as before.
fn assert_limited(env: &Env, before: &str, p: &Page) {
    assert_eq!(p.status, 429, "{}", p.body);
    let retry: u64 = p
        .header("retry-after")
        .parse()
        .expect("Retry-After in seconds");
    assert!(retry >= 1, "{retry}");
    assert!(p.body.contains("<h1>Too many attempts</h1>"), "{}", p.body);
    assert!(p.body.contains("Wait "), "{}", p.body);
    assert_eq!(
        env.snapshot(),
        before,
        "a refused request changed the store"
    );
}

#[test]
fn sign_in_posts_beyond_the_per_address_and_per_identifier_limits_get_429_and_check_nothing() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "alice"]);
    env.ok(&["config", "set", "rate-limit.sign-in.ip", "3/1h"]);
    env.ok(&["config", "set", "rate-limit.sign-in.identifier", "4/1h"]);
    let server = Server::start(&env, &[]);
    let (mut b, _) = arriving(&env, &server, &shop);
    let token = b.get("/sign-in").csrf();
    let post = |b: &mut Browser, who: &str, password: &str| {
        b.post(
            "/sign-in",
            &[
                ("identifier", who),
                ("password", password),
                ("_csrf", &token),
            ],
        )
    };
    // Per address: three posts (each identifier new), then 429 before any check.
    for who in ["mallory1", "mallory2", "mallory3"] {
        assert_eq!(post(&mut b, who, "guess").status, 422);
    }
    let before = env.snapshot();
    assert_limited(&env, &before, &post(&mut b, "mallory4", "guess"));
    // Per identifier: alice from four other addresses, then from a fifth even the right
    // password waits.
    for n in 2..=5 {
        let mut other = elsewhere(&server, &b, n);
        assert_eq!(post(&mut other, "alice", "guess").status, 422, "{n}");
    }
    let before = env.snapshot();
    let mut fifth = elsewhere(&server, &b, 6);
    assert_limited(&env, &before, &post(&mut fifth, "Alice", PASSWORD));
    // Another identifier from that address is not affected.
    let mut sixth = elsewhere(&server, &b, 7);
    assert_eq!(post(&mut sixth, "mallory5", "guess").status, 422);
}

#[test]
fn registrations_beyond_the_limits_get_429_before_any_hash() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    env.ok(&["config", "set", "rate-limit.register.ip", "2/1h"]);
    env.ok(&["config", "set", "rate-limit.register.identifier", "1/1h"]);
    let server = Server::start(&env, &[]);
    let (mut b, _) = arriving(&env, &server, &shop);
    let token = b.get("/register").csrf();
    let register = |b: &mut Browser, name: &str| {
        b.post(
            "/register",
            &[
                ("username", name),
                ("password", PASSWORD),
                ("confirm", PASSWORD),
                ("_csrf", &token),
            ],
        )
    };
    assert_eq!(register(&mut b, "user_a").status, 303);
    assert_eq!(register(&mut b, "user_b").status, 303);
    let before = env.snapshot();
    assert_limited(&env, &before, &register(&mut b, "user_c"));
    // One username: once per hour, whichever address asks.
    let mut other = elsewhere(&server, &b, 2);
    let before = env.snapshot();
    assert_limited(&env, &before, &register(&mut other, "USER_A"));
    assert_eq!(register(&mut other, "user_d").status, 303);
    let users = env.json(&["user", "list"]);
    assert_eq!(users.as_array().unwrap().len(), 3);
}

#[test]
fn codes_sent_beyond_the_default_limits_get_429_and_send_nothing() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "bob", "--email", "bob@example.com"]);
    let server = Server::start(&env, &[]);
    let (mut b, _) = arriving(&env, &server, &shop);
    let token = b.get("/forgot-password").csrf();
    let send = |b: &mut Browser, to: &str| {
        b.post(
            "/forgot-password",
            &[("step", "send"), ("identifier", to), ("_csrf", &token)],
        )
    };
    // By default one address gets 5 codes in 10 minutes, whoever asks (here 5 browsers).
    for n in 2..=6 {
        let mut other = elsewhere(&server, &b, n);
        assert_eq!(send(&mut other, "bob@example.com").status, 200, "{n}");
    }
    let before = env.snapshot();
    let mut sixth = elsewhere(&server, &b, 7);
    assert_limited(&env, &before, &send(&mut sixth, "Bob@Example.com"));
    let mailbox = env.json(&["experience", "codes", "--email", "bob@example.com"]);
    assert_eq!(mailbox.as_array().unwrap().len(), 5);
    // And one client address asks for 20 in 10 minutes, to any recipients.
    for i in 0..20 {
        assert_eq!(
            send(&mut b, &format!("user{i}@example.com")).status,
            200,
            "{i}"
        );
    }
    let before = env.snapshot();
    assert_limited(&env, &before, &send(&mut b, "user20@example.com"));
    // What is no email or phone is refused as before, and counts for nothing.
    assert_eq!(send(&mut b, "bob").status, 422);
}

/// The store file's size once everything written is in it (the write-ahead log emptied).
fn store_bytes(env: &Env) -> u64 {
    let conn = rusqlite::Connection::open(env.store.path()).unwrap();
    let (busy, _, _): (i64, i64, i64) = conn
        .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .unwrap();
    assert_eq!(busy, 0, "the checkpoint was blocked");
    drop(conn);
    std::fs::metadata(env.store.path()).unwrap().len()
}

/// Runs `per_address` requests from each of the loopback addresses `127.0.0.{first..}`
/// (`addresses` of them), on 8 threads; returns how many answered `status`.
fn flood(
    addresses: u8,
    first: u8,
    per_address: usize,
    status: u16,
    request: impl Fn(&reqwest::blocking::Client, usize) -> reqwest::blocking::Response + Sync,
) -> usize {
    let done = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for t in 0..8u8 {
            let (done, request) = (&done, &request);
            s.spawn(move || {
                for a in (0..addresses).filter(|a| a % 8 == t) {
                    let client = Server::client_from(first + a);
                    for i in 0..per_address {
                        let res = request(&client, a as usize * per_address + i);
                        if res.status().as_u16() == status {
                            done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        }
                    }
                }
            });
        }
    });
    done.into_inner()
}

#[test]
fn anonymous_floods_grow_the_store_by_at_most_2_mib_and_the_sweep_and_prune_give_it_back() {
    const MIB: u64 = 1024 * 1024;
    let env = Env::sqlite();
    let shop = env.json(&[
        "client",
        "create",
        "shop",
        "--type",
        "traditional",
        "--redirect-uri",
        "http://localhost:3000/callback",
    ])["id"]
        .as_str()
        .unwrap()
        .to_string();
    // A first start makes the pages' key; from here on the store holds all it needs.
    Server::start(&env, &[]).stop();
    let start = store_bytes(&env);

    let server = Server::start(&env, &[]);
    let auth = format!(
        "{}/auth?client_id={shop}&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fcallback\
         &response_type=code&scope=openid&state={}",
        server.issuer(),
        "s".repeat(1024)
    );
    // 10,000 authorization requests from 100 addresses (within the default 300 a minute).
    let n = flood(100, 10, 100, 303, |c, _| c.get(&auth).send().unwrap());
    assert_eq!(n, 10_000);
    // They wrote nothing at all.
    let after_auth = store_bytes(&env);
    eprintln!("store: {start} bytes, after 10,000 authorization requests {after_auth} bytes");
    assert_eq!(after_auth, start);
    // 2,000 codes, each to another address, from 200 client addresses.
    let mut b = Browser::new(&server);
    let res = b.client.get(&auth).send().unwrap();
    b.keep(res);
    let token = b.get("/forgot-password").csrf();
    let cookie = b.cookie_header();
    let url = format!("{}/forgot-password", server.url);
    let n = flood(200, 10, 10, 200, |c, i| {
        c.post(&url)
            .header("cookie", &cookie)
            .header("content-type", "application/x-www-form-urlencoded")
            .body(format!(
                "step=send&identifier=flood{i}%40example.com&_csrf={token}"
            ))
            .send()
            .unwrap()
    });
    assert_eq!(n, 2_000);
    // 200 failed sign-ins with made-up identifiers: one lockout counter each.
    let url = format!("{}/sign-in", server.url);
    let token = b.get("/sign-in").csrf();
    let n = flood(20, 10, 10, 422, |c, i| {
        c.post(&url)
            .header("cookie", &cookie)
            .header("content-type", "application/x-www-form-urlencoded")
            .body(format!("identifier=nobody{i}&password=guess&_csrf={token}"))
            .send()
            .unwrap()
    });
    assert_eq!(n, 200);
    server.stop();
    assert_eq!(
        env.sql_count("SELECT count(*) FROM verification_codes"),
        2_000
    );
    assert_eq!(env.sql_count("SELECT count(*) FROM mailbox"), 2_000);
    assert_eq!(env.sql_count("SELECT count(*) FROM lockouts"), 200);
    let flooded = store_bytes(&env);
    eprintln!("after 2,000 code sends and 200 failed sign-ins: {flooded} bytes");
    assert!(
        flooded <= start + 2 * MIB,
        "the store grew from {start} to {flooded} bytes"
    );

    // Two hours later every code and counter has expired: the server's sweep at its start
    // removes them ...
    let later = (std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        + 2 * 3600)
        .to_string();
    let server = Server::start_with(&env, &[], &[("IDCTL_NOW", later.as_str())]);
    let mut swept = false;
    for _ in 0..300 {
        if server.stderr().contains("sweep: removed") {
            swept = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let log = server.stderr();
    server.stop();
    assert!(swept, "no sweep in the server's log:\n{log}");
    assert!(
        log.contains(
            "sweep: removed 2000 verification codes, 2000 mailbox messages, 200 lockout counters"
        ),
        "{log}"
    );
    // ... and `store prune --vacuum` finds nothing left and gives the space back.
    let pruned = env.json(&["store", "prune", "--vacuum"]);
    assert_eq!(pruned["total"], 0, "{pruned}");
    assert_eq!(pruned["vacuumed"], true);
    let end = store_bytes(&env);
    eprintln!("after the sweep and idctl store prune --vacuum: {end} bytes");
    assert_eq!(pruned["bytesAfter"], end);
    assert!(
        end <= start + 256 * 1024,
        "the store is {end} bytes, it was {start}"
    );
}
