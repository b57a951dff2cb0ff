//! The authorization request (`GET /oidc/auth`), checked as the service's provider checks it
//! (oidc-flows section 2). Errors about the client or its redirect URI are shown to the user
//! and never redirected; every other error goes back to the registered redirect URI with
//! `error`, `error_description`, `state` and `iss`.

use crate::error::{Code, Error, Result};

/// The parameters of an authorization request, as they came (empty values are absent).
#[derive(Debug, Default, Clone)]
pub struct AuthParams {
    pub client_id: Option<String>,
    pub redirect_uri: Option<String>,
    pub response_type: Option<String>,
    pub scope: Option<String>,
    pub resources: Vec<String>,
    pub state: Option<String>,
    pub nonce: Option<String>,
    pub code_challenge: Option<String>,
    pub code_challenge_method: Option<String>,
    pub prompt: Option<String>,
    pub first_screen: Option<String>,
    /// The deprecated `interaction_mode` (`signIn`, `signUp`), read when `first_screen` is absent.
    pub interaction_mode: Option<String>,
    pub login_hint: Option<String>,
    pub response_mode: Option<String>,
    /// Seconds since the user last authenticated beyond which they must sign in again.
    pub max_age: Option<String>,
}

/// What the authorization server knows of the app asking.
#[derive(Debug, Clone)]
pub struct RegisteredApp {
    pub id: String,
    /// SPA and native apps: no secret, PKCE required.
    pub public: bool,
    /// Whether the app may use the authorization code grant at all (not machine apps).
    pub interactive: bool,
    /// Native apps may come back to a loopback redirect URI on any port (RFC 8252).
    pub native: bool,
    pub redirect_uris: Vec<String>,
}

/// The page a user without a session is sent to (the service's paths).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum FirstScreen {
    SignIn,
    Register,
    ResetPassword,
}

impl FirstScreen {
    pub fn path(self) -> &'static str {
        match self {
            FirstScreen::SignIn => "/sign-in",
            FirstScreen::Register => "/register",
            FirstScreen::ResetPassword => "/forgot-password",
        }
    }
}

/// A checked authorization request (kept in the store while the user signs in).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AuthRequest {
    pub client_id: String,
    pub redirect_uri: String,
    /// OIDC scopes and resource permissions asked for, each once, in order. `offline_access`
    /// is kept only with `prompt=consent`, as the service does.
    pub scopes: Vec<String>,
    pub resources: Vec<String>,
    pub state: Option<String>,
    pub nonce: Option<String>,
    pub code_challenge: Option<String>,
    pub prompt_login: bool,
    pub prompt_none: bool,
    pub prompt_consent: bool,
    pub first_screen: FirstScreen,
    pub login_hint: Option<String>,
    /// `max_age`: a session whose user authenticated longer ago (seconds) does not do; the
    /// user signs in again. With it (or `prompt=login`) ID tokens carry `auth_time`.
    #[serde(default)]
    pub max_age: Option<i64>,
    /// When the request came (milliseconds): with `prompt=login`, only a sign-in after it
    /// completes the request.
    #[serde(default)]
    pub requested_at: i64,
}

impl AuthRequest {
    /// May the session of a user who authenticated at `authenticated_at` complete this
    /// request at `now` (both in milliseconds) without a new sign-in? Not when `prompt=login`
    /// asked for a sign-in after the request, nor when the authentication is older than
    /// `max_age`.
    pub fn accepts_session(&self, authenticated_at: i64, now: i64) -> bool {
        if self.prompt_login && authenticated_at < self.requested_at {
            return false;
        }
        match self.max_age {
            Some(max) => now.saturating_sub(authenticated_at) <= max.saturating_mul(1000),
            None => true,
        }
    }
}

/// Why a request was refused, and where the answer goes.
#[derive(Debug)]
pub enum Refusal {
    /// Shown to the user (an error page, or the service's JSON): the client or the redirect
    /// URI cannot be trusted.
    Shown(Error),
    /// Sent back to the app at its redirect URI.
    Redirected {
        redirect_uri: String,
        error: Error,
        state: Option<String>,
    },
}

/// Does `candidate` name a registered redirect URI byte for byte? Nothing is normalised: case,
/// `\` for `/`, dot segments, a port's leading zeros, spaces, tabs and NULs all make another
/// URI. The one exception is RFC 8252 section 7.3: for native apps, a loopback `http` URI
/// matches on any port (written as a plain decimal number, as a URL serialises it).
pub fn redirect_allowed(registered: &[String], candidate: &str, native: bool) -> bool {
    if registered.iter().any(|r| r == candidate) {
        return true;
    }
    native
        && loopback_without_port(candidate).is_some_and(|c| {
            registered
                .iter()
                .any(|r| loopback_without_port(r).is_some_and(|r| r == c))
        })
}

/// A loopback `http` URI (`localhost`, `127.0.0.1`, `[::1]`, exactly so written) without its
/// port: (host, the rest after the authority). `None` for any other URI, and for a port that
/// is not a plain decimal number from 0 to 65535 without leading zeros.
fn loopback_without_port(uri: &str) -> Option<(&str, &str)> {
    let rest = uri.strip_prefix("http://")?;
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, path) = rest.split_at(end);
    let host = ["localhost", "127.0.0.1", "[::1]"]
        .into_iter()
        .find(|h| authority.starts_with(h))?;
    match &authority[host.len()..] {
        "" => {}
        port => {
            let digits = port.strip_prefix(':')?;
            let canonical = !digits.is_empty()
                && digits.bytes().all(|b| b.is_ascii_digit())
                && (digits == "0" || !digits.starts_with('0'))
                && digits.parse::<u16>().is_ok();
            if !canonical {
                return None;
            }
        }
    }
    Some((host, path))
}

/// The length of `value` in characters, when it is over `max`.
fn too_long(value: Option<&str>, max: usize) -> Option<usize> {
    let n = value?.chars().count();
    (n > max).then_some(n)
}

fn length_message(name: &str, n: usize, max: usize) -> String {
    format!("{name} must be at most {max} characters long, not {n}")
}

/// Checks the request of `app` (found by the caller from `client_id`; `None`: unknown).
pub fn check(
    params: &AuthParams,
    app: Option<&RegisteredApp>,
    known_resource: impl Fn(&str) -> bool,
) -> std::result::Result<AuthRequest, Box<Refusal>> {
    let shown = |e: Error| Box::new(Refusal::Shown(e));
    let Some(client_id) = params.client_id.as_deref() else {
        return Err(shown(Error::new(
            Code::InvalidRequest,
            "missing required parameter 'client_id'",
        )));
    };
    let Some(app) = app else {
        return Err(shown(Error::new(
            Code::InvalidClient,
            format!("invalid client {}", crate::util::sanitize(client_id)),
        )));
    };
    let Some(redirect_uri) = params.redirect_uri.as_deref() else {
        return Err(shown(Error::new(
            Code::InvalidRequest,
            "missing required parameter 'redirect_uri'",
        )));
    };
    if !redirect_allowed(&app.redirect_uris, redirect_uri, app.native) {
        return Err(shown(Error::new(
            Code::InvalidRedirectUri,
            "redirect_uri did not match any of the client's registered redirect_uris",
        )));
    }
    // From here on the redirect URI is the app's own: errors go back to it.
    let back = |e: Error| {
        Box::new(Refusal::Redirected {
            redirect_uri: redirect_uri.to_string(),
            error: e,
            state: params.state.clone(),
        })
    };
    let invalid = |m: &str| back(Error::new(Code::InvalidRequest, m));
    // What the request asks to be echoed (and kept while the user signs in) is bounded. A
    // `state` beyond its limit is not sent back either.
    if let Some(n) = too_long(params.state.as_deref(), crate::limits::AUTH_PARAM_CHARS) {
        return Err(Box::new(Refusal::Redirected {
            redirect_uri: redirect_uri.to_string(),
            error: Error::new(
                Code::InvalidRequest,
                length_message("state", n, crate::limits::AUTH_PARAM_CHARS),
            ),
            state: None,
        }));
    }
    for (name, value, max) in [
        ("nonce", &params.nonce, crate::limits::AUTH_PARAM_CHARS),
        (
            "login_hint",
            &params.login_hint,
            crate::limits::AUTH_PARAM_CHARS,
        ),
        (
            "code_challenge",
            &params.code_challenge,
            crate::limits::AUTH_PARAM_CHARS,
        ),
        ("scope", &params.scope, crate::limits::AUTH_SCOPE_CHARS),
    ] {
        if let Some(n) = too_long(value.as_deref(), max) {
            return Err(invalid(&length_message(name, n, max)));
        }
    }
    if !app.interactive {
        return Err(back(Error::new(
            Code::UnauthorizedClient,
            "requested response_type is not allowed for this client",
        )));
    }
    match params.response_type.as_deref() {
        None => return Err(invalid("missing required parameter 'response_type'")),
        Some("code") => {}
        Some(_) => {
            return Err(back(Error::new(
                Code::UnsupportedResponseType,
                "unsupported response_type requested",
            )));
        }
    }
    if let Some(mode) = params.response_mode.as_deref()
        && mode != "query"
    {
        return Err(invalid("unsupported response_mode requested"));
    }
    let prompts: Vec<&str> = params
        .prompt
        .as_deref()
        .map(|p| p.split(' ').filter(|x| !x.is_empty()).collect())
        .unwrap_or_default();
    for p in &prompts {
        if !matches!(*p, "none" | "login" | "consent" | "select_account") {
            return Err(invalid("unsupported prompt value requested"));
        }
    }
    let prompt_none = prompts.contains(&"none");
    if prompt_none && prompts.len() > 1 {
        return Err(invalid("prompt none must only be used alone"));
    }
    let prompt_consent = prompts.contains(&"consent");
    let max_age = match params.max_age.as_deref() {
        None => None,
        Some(m) => Some(
            m.parse::<u32>()
                .ok()
                .filter(|_| m.bytes().all(|b| b.is_ascii_digit()))
                .map(i64::from)
                .ok_or_else(|| invalid("invalid max_age parameter: a number of seconds"))?,
        ),
    };
    let mut scopes: Vec<String> = Vec::new();
    for s in crate::util::split_scope(params.scope.as_deref().unwrap_or_default()) {
        if !scopes.iter().any(|x| x == s) {
            scopes.push(s.to_string());
        }
    }
    if !scopes.iter().any(|s| s == "openid") {
        return Err(invalid("openid scope must be requested for this request"));
    }
    if !prompt_consent {
        scopes.retain(|s| s != "offline_access");
    }
    match (&params.code_challenge, app.public) {
        (Some(c), _) => super::pkce::check_challenge(c, params.code_challenge_method.as_deref())
            .map_err(back)?,
        (None, true) => {
            return Err(invalid(
                "Authorization Server policy requires PKCE to be used for this request",
            ));
        }
        (None, false) => {}
    }
    let mut resources: Vec<String> = Vec::new();
    for r in &params.resources {
        if !known_resource(r) {
            return Err(back(Error::new(
                Code::InvalidTarget,
                "resource indicator is missing, or unknown",
            )));
        }
        if !resources.contains(r) {
            resources.push(r.clone());
        }
    }
    let first_screen = match (
        params.first_screen.as_deref(),
        params.interaction_mode.as_deref(),
    ) {
        (Some("register" | "identifier:register"), _) | (None, Some("signUp")) => {
            FirstScreen::Register
        }
        (Some("reset_password"), _) => FirstScreen::ResetPassword,
        // Unknown values fall back to the sign-in page, as the service does.
        _ => FirstScreen::SignIn,
    };
    Ok(AuthRequest {
        client_id: app.id.clone(),
        redirect_uri: redirect_uri.to_string(),
        scopes,
        resources,
        state: params.state.clone(),
        nonce: params.nonce.clone(),
        code_challenge: params.code_challenge.clone(),
        prompt_login: prompts.contains(&"login"),
        prompt_none,
        prompt_consent,
        first_screen,
        login_hint: params.login_hint.clone(),
        max_age,
        requested_at: 0,
    })
}

/// The redirect back to the app: `redirect_uri` with `pairs`, then `state` when there was
/// one, then `iss` (RFC 9207), added to any query the registered URI has.
pub fn redirect_to(
    redirect_uri: &str,
    pairs: &[(&str, &str)],
    state: Option<&str>,
    issuer: &str,
) -> Result<String> {
    let mut url = url::Url::parse(redirect_uri)
        .map_err(|e| Error::new(Code::OidcRedirectUri, format!("bad redirect URI: {e}")))?;
    {
        let mut q = url.query_pairs_mut();
        for (k, v) in pairs {
            q.append_pair(k, v);
        }
        if let Some(s) = state {
            q.append_pair("state", s);
        }
        q.append_pair("iss", issuer);
    }
    Ok(url.into())
}

/// An error sent back to the app: `error`, `error_description`, `state`, `iss`.
pub fn error_redirect(
    redirect_uri: &str,
    error: &Error,
    state: Option<&str>,
    issuer: &str,
) -> Result<String> {
    let d = error.detail();
    redirect_to(
        redirect_uri,
        &[
            ("error", d.code.as_str()),
            ("error_description", &d.message),
        ],
        state,
        issuer,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const CB: &str = "http://localhost:3000/callback";
    const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

    fn spa() -> RegisteredApp {
        RegisteredApp {
            id: "spa".into(),
            public: true,
            interactive: true,
            native: false,
            redirect_uris: vec![CB.into()],
        }
    }

    fn params() -> AuthParams {
        AuthParams {
            client_id: Some("spa".into()),
            redirect_uri: Some(CB.into()),
            response_type: Some("code".into()),
            scope: Some("openid offline_access profile read:orders".into()),
            resources: vec!["https://api.example.com".into()],
            state: Some("st".into()),
            code_challenge: Some(CHALLENGE.into()),
            code_challenge_method: Some("S256".into()),
            prompt: Some("consent".into()),
            ..Default::default()
        }
    }

    fn known(r: &str) -> bool {
        r == "https://api.example.com"
    }

    fn code_of(r: std::result::Result<AuthRequest, Box<Refusal>>) -> (String, bool) {
        match r.map_err(|b| *b) {
            Ok(_) => ("ok".into(), false),
            Err(Refusal::Shown(e)) => (e.code().to_string(), false),
            Err(Refusal::Redirected { error, .. }) => (error.code().to_string(), true),
        }
    }

    type Change = Box<dyn Fn(&mut AuthParams)>;

    #[test]
    fn a_good_request_is_accepted_with_offline_access_only_under_consent() {
        let r = check(&params(), Some(&spa()), known).expect("accepted");
        assert_eq!(
            r.scopes,
            ["openid", "offline_access", "profile", "read:orders"]
        );
        assert_eq!(r.first_screen, FirstScreen::SignIn);
        let mut p = params();
        p.prompt = Some("login".into());
        let r = check(&p, Some(&spa()), known).expect("accepted");
        assert_eq!(r.scopes, ["openid", "profile", "read:orders"]);
        assert!(r.prompt_login);
    }

    #[test]
    fn client_and_redirect_errors_are_shown_never_redirected() {
        let mut p = params();
        p.client_id = None;
        assert_eq!(
            code_of(check(&p, Some(&spa()), known)),
            ("invalid_request".into(), false)
        );
        assert_eq!(
            code_of(check(&params(), None, known)),
            ("invalid_client".into(), false)
        );
        for bad in [
            "http://localhost:3000/callback/",
            "http://evil.example/callback",
            "http://localhost:3000/call*",
            "not a url",
        ] {
            let mut p = params();
            p.redirect_uri = Some(bad.into());
            assert_eq!(
                code_of(check(&p, Some(&spa()), known)),
                ("invalid_redirect_uri".into(), false),
                "{bad}"
            );
        }
    }

    #[test]
    fn other_errors_go_back_to_the_app() {
        let cases: Vec<(Change, &str)> = vec![
            (Box::new(|p| p.response_type = None), "invalid_request"),
            (
                Box::new(|p| p.response_type = Some("token".into())),
                "unsupported_response_type",
            ),
            (Box::new(|p| p.code_challenge = None), "invalid_request"),
            (
                Box::new(|p| p.code_challenge_method = Some("plain".into())),
                "invalid_request",
            ),
            (
                Box::new(|p| p.resources = vec!["https://other.example".into()]),
                "invalid_target",
            ),
            (
                Box::new(|p| p.scope = Some("profile".into())),
                "invalid_request",
            ),
            (
                Box::new(|p| p.prompt = Some("none login".into())),
                "invalid_request",
            ),
            (
                Box::new(|p| p.response_mode = Some("fragment".into())),
                "invalid_request",
            ),
        ];
        for (change, code) in cases {
            let mut p = params();
            change(&mut p);
            assert_eq!(
                code_of(check(&p, Some(&spa()), known)),
                (code.into(), true),
                "{p:?}"
            );
        }
    }

    #[test]
    fn echoed_parameters_are_bounded_and_an_over_long_state_is_not_echoed() {
        let mut p = params();
        p.state = Some("s".repeat(1024));
        p.nonce = Some("n".repeat(1024));
        p.login_hint = Some("é".repeat(1024));
        assert!(check(&p, Some(&spa()), known).is_ok());
        let mut p = params();
        p.state = Some("s".repeat(1025));
        match check(&p, Some(&spa()), known).map_err(|b| *b) {
            Err(Refusal::Redirected { error, state, .. }) => {
                assert_eq!(error.code(), "invalid_request");
                assert_eq!(
                    error.detail().message,
                    "state must be at most 1024 characters long, not 1025"
                );
                assert_eq!(state, None);
            }
            other => panic!("{other:?}"),
        }
        let cases: Vec<(Change, &str)> = vec![
            (Box::new(|p| p.nonce = Some("n".repeat(1025))), "nonce"),
            (
                Box::new(|p| p.login_hint = Some("h".repeat(1025))),
                "login_hint",
            ),
            (
                Box::new(|p| p.scope = Some(format!("openid {}", "x".repeat(4090)))),
                "scope",
            ),
        ];
        for (change, name) in cases {
            let mut p = params();
            change(&mut p);
            match check(&p, Some(&spa()), known).map_err(|b| *b) {
                Err(Refusal::Redirected { error, state, .. }) => {
                    assert_eq!(error.code(), "invalid_request");
                    assert!(error.detail().message.starts_with(name), "{name}");
                    assert_eq!(state.as_deref(), Some("st"));
                }
                other => panic!("{name}: {other:?}"),
            }
        }
    }

    #[test]
    fn confidential_apps_may_skip_pkce_and_machine_apps_may_not_sign_users_in() {
        let mut web = spa();
        web.public = false;
        let mut p = params();
        p.code_challenge = None;
        assert!(check(&p, Some(&web), known).is_ok());
        web.interactive = false;
        assert_eq!(
            code_of(check(&p, Some(&web), known)),
            ("unauthorized_client".into(), true)
        );
    }

    #[test]
    fn redirects_carry_state_and_iss_and_keep_the_registered_query() {
        let to = redirect_to(
            "http://localhost:3000/cb?x=1",
            &[("code", "abc")],
            Some("s t"),
            "http://localhost:3001/oidc",
        )
        .unwrap();
        assert_eq!(
            to,
            "http://localhost:3000/cb?x=1&code=abc&state=s+t&iss=http%3A%2F%2Flocalhost%3A3001%2Foidc"
        );
        let e = Error::new(Code::AccessDenied, "no");
        let to = error_redirect(CB, &e, None, "http://i/oidc").unwrap();
        assert!(to.starts_with(
            "http://localhost:3000/callback?error=access_denied&error_description=no&iss="
        ));
    }

    #[test]
    fn native_apps_come_back_to_loopback_on_any_port() {
        let reg = [
            "http://127.0.0.1:8000/cb".to_string(),
            "io.example.app:/cb".to_string(),
        ];
        assert!(redirect_allowed(&reg, "http://127.0.0.1:51234/cb", true));
        assert!(!redirect_allowed(&reg, "http://127.0.0.1:51234/cb", false));
        assert!(!redirect_allowed(
            &reg,
            "http://127.0.0.1:51234/other",
            true
        ));
        assert!(redirect_allowed(&reg, "io.example.app:/cb", true));
        assert!(!redirect_allowed(&reg, "io.example.app:/cb2", true));
        let portless = ["http://localhost/cb".to_string()];
        assert!(redirect_allowed(
            &portless,
            "http://localhost:4000/cb",
            true
        ));
        assert!(redirect_allowed(&portless, "http://localhost/cb", true));
        for bad in [
            "http://127.0.0.1:051234/cb",
            "http://127.0.0.1:65536/cb",
            "http://127.0.0.1:/cb",
            "http://127.0.0.1:+80/cb",
            "http://127.0.0.1:8000/cb/",
            "http://127.0.0.1:8000/CB",
            "HTTP://127.0.0.1:8000/cb",
            "http://127.0.0.1:8000\\cb",
        ] {
            assert!(!redirect_allowed(&reg, bad, true), "{bad}");
        }
    }

    #[test]
    fn redirect_uris_match_byte_for_byte() {
        let reg = [CB.to_string()];
        assert!(redirect_allowed(&reg, CB, false));
        for bad in [
            "HTTP://LOCALHOST:3000/callback",
            "http://localhost:3000\\callback",
            "http://localhost:3000/callback/../callback",
            "http://localhost:03000/callback",
            " http://localhost:3000/callback",
            "http://localhost:3000/callback\t",
            "http://localhost:3000/callback\0",
            "http://localhost:3000/%63allback",
        ] {
            assert!(!redirect_allowed(&reg, bad, false), "{bad:?}");
            assert!(!redirect_allowed(&reg, bad, true), "{bad:?} (native)");
        }
    }

    #[test]
    fn max_age_is_a_number_of_seconds_and_bounds_the_session() {
        let mut p = params();
        p.max_age = Some("300".into());
        let r = check(&p, Some(&spa()), known).expect("accepted");
        assert_eq!(r.max_age, Some(300));
        assert!(r.accepts_session(1_000_000, 1_000_000 + 300_000));
        assert!(!r.accepts_session(1_000_000, 1_000_000 + 300_001));
        p.max_age = Some("0".into());
        let r = check(&p, Some(&spa()), known).expect("accepted");
        assert!(!r.accepts_session(1_000_000, 1_000_001));
        for bad in ["-1", "x", "1e3", "+5", "4294967296"] {
            p.max_age = Some(bad.into());
            assert_eq!(
                code_of(check(&p, Some(&spa()), known)),
                ("invalid_request".into(), true),
                "{bad}"
            );
        }
        // prompt=login: only a sign-in after the request.
        let mut p = params();
        p.prompt = Some("login".into());
        let mut r = check(&p, Some(&spa()), known).expect("accepted");
        r.requested_at = 5_000;
        assert!(!r.accepts_session(4_999, 6_000));
        assert!(r.accepts_session(5_000, 6_000));
    }

    #[test]
    fn first_screens_follow_the_service() {
        for (fs, mode, want) in [
            (Some("register"), None, FirstScreen::Register),
            (Some("reset_password"), None, FirstScreen::ResetPassword),
            (Some("bogus"), None, FirstScreen::SignIn),
            (None, Some("signUp"), FirstScreen::Register),
            (Some("sign_in"), Some("signUp"), FirstScreen::SignIn),
        ] {
            let mut p = params();
            p.first_screen = fs.map(String::from);
            p.interaction_mode = mode.map(String::from);
            assert_eq!(check(&p, Some(&spa()), known).unwrap().first_screen, want);
        }
    }
}
