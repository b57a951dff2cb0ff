//! Organization tokens (the reference service's organization recipe): a sign-in that asks for
//! the organizations scope and resource, the `organizations` claims in the ID token, the
//! refresh grant with `organization_id` (an organization token) and with a `resource` too (a
//! resource token in the organization's context), machine-to-machine clients in
//! organizations (client credentials with `organization_id`), and the command line's
//! `idctl token --organization` and `idctl verify --organization`. The client side is the
//! `oauth2` crate and `jsonwebtoken` against the server's JWKS.
use crate::common::Env;
use crate::common::api::http;
use crate::common::oidc::{json, post_form, verify};
use crate::common::server::Server;
use oauth2::basic::BasicClient;
use oauth2::{
    AuthUrl, ClientId, ClientSecret, CsrfToken, PkceCodeChallenge, RedirectUrl, RefreshToken,
    Scope, TokenResponse, TokenUrl,
};
use serde_json::Value;

const DOCS: &str = "https://docs.example.com";
const CB: &str = "http://localhost:3000/callback";
const ORGS_SCOPE: &str = "urn:logto:scope:organizations";
const ORG_ROLES_SCOPE: &str = "urn:logto:scope:organization_roles";
const ORGS_RESOURCE: &str = "urn:logto:resource:organizations";

/// The store of the recipe, by id.
struct Acme {
    org: String,
    alice: String,
    bob: String,
    spa: String,
    svc: String,
    svc_secret: String,
}

/// The docs API (read:docs, write:docs); organization permissions read:x, write:x, admin:x;
/// the `User` organization role `member` (read:x, and read:docs of the docs API) and the
/// `MachineToMachine` one `robot` (write:x, write:docs); the organization acme with alice as
/// a member holding `member` and the machine client svc holding `robot`; bob, a user outside
/// it; a single-page app.
fn setup(env: &Env) -> Acme {
    env.ok(&["resource", "create", "--name", "Docs", "--indicator", DOCS]);
    env.ok(&["scope", "create", "-r", DOCS, "read:docs"]);
    env.ok(&["scope", "create", "-r", DOCS, "write:docs"]);
    for s in ["read:x", "write:x", "admin:x"] {
        env.ok(&["org", "scope", "create", s]);
    }
    env.ok(&["org", "role", "create", "member", "--scope", "read:x"]);
    let org = env.json(&["org", "create", "acme"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let alice = env.json(&["user", "create", "--username", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let bob = env.json(&["user", "create", "--username", "bob"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    env.ok(&["org", "members", "add", "acme", "alice"]);
    env.ok(&[
        "org", "members", "roles", "acme", "alice", "--assign", "member",
    ]);
    let spa = env.json(&[
        "client",
        "create",
        "shop",
        "--type",
        "spa",
        "--redirect-uri",
        CB,
    ])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let svc = env.json(&["client", "create", "--name", "svc"]);
    let (svc, svc_secret) = (
        svc["id"].as_str().unwrap().to_string(),
        svc["secret"].as_str().unwrap().to_string(),
    );
    env.ok(&["org", "role", "grant", "member", "-r", DOCS, "read:docs"]);
    env.ok(&[
        "org",
        "role",
        "create",
        "robot",
        "--type",
        "m2m",
        "--scope",
        "write:x",
        "-r",
        DOCS,
        "--permission",
        "write:docs",
    ]);
    env.ok(&["org", "apps", "add", "acme", "svc"]);
    env.ok(&["org", "apps", "roles", "acme", "svc", "--assign", "robot"]);
    Acme {
        org,
        alice,
        bob,
        spa,
        svc,
        svc_secret,
    }
}

/// A session for `user`, opened as the sign-in pages open one.
fn session(env: &Env, user: &str) -> String {
    let mut store = env.open_store();
    store
        .write(|tx| idctl::ops::signin::open_session(tx, user))
        .expect("session")
        .value
}

fn location(res: &reqwest::blocking::Response) -> url::Url {
    assert_eq!(res.status(), 303, "{:?}", res.headers());
    let loc = res.headers()["location"].to_str().unwrap();
    url::Url::parse(loc).unwrap()
}

fn query(u: &url::Url, name: &str) -> Option<String> {
    u.query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

fn spa_client(
    server: &Server,
    app: &str,
) -> BasicClient<
    oauth2::EndpointSet,
    oauth2::EndpointNotSet,
    oauth2::EndpointNotSet,
    oauth2::EndpointNotSet,
    oauth2::EndpointSet,
> {
    BasicClient::new(ClientId::new(app.to_string()))
        .set_auth_uri(AuthUrl::new(format!("{}/auth", server.issuer())).unwrap())
        .set_token_uri(TokenUrl::new(format!("{}/token", server.issuer())).unwrap())
        .set_redirect_uri(RedirectUrl::new(CB.into()).unwrap())
}

/// The organization recipe's sign-in of `user` (a live session): scopes and resources as the
/// service's SDK sends them with `UserScope.Organizations`; the code exchange's response.
fn sign_in(server: &Server, env: &Env, app: &str, user: &str, scopes: &[&str]) -> Value {
    let client = spa_client(server, app);
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let mut auth = client
        .authorize_url(CsrfToken::new_random)
        .add_scopes(scopes.iter().map(|s| Scope::new(s.to_string())))
        .add_extra_param("prompt", "consent")
        .add_extra_param("resource", DOCS)
        .set_pkce_challenge(challenge);
    if scopes.contains(&ORGS_SCOPE) {
        auth = auth.add_extra_param("resource", ORGS_RESOURCE);
    }
    let (url, _) = auth.url();
    let cookie = session(env, user);
    let back = location(
        &Server::client()
            .get(url.as_str())
            .header("cookie", format!("_session={cookie}"))
            .send()
            .unwrap(),
    );
    assert!(back.as_str().starts_with(CB), "{back}");
    assert_eq!(query(&back, "error"), None, "{back}");
    let code = query(&back, "code").expect("a code");
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", app),
            ("code", code.as_str()),
            ("code_verifier", verifier.secret().as_str()),
            ("redirect_uri", CB),
            ("grant_type", "authorization_code"),
        ],
    );
    assert_eq!(res.status(), 200);
    json(res)
}

/// A refresh through the `oauth2` crate with extra parameters; the public app's refresh
/// token rotates, so `rt` becomes the next one. Returns the access token.
fn refresh(server: &Server, app: &str, rt: &mut String, extra: &[(&str, &str)]) -> String {
    let client = spa_client(server, app);
    let token = RefreshToken::new(rt.clone());
    let mut req = client.exchange_refresh_token(&token);
    for (k, v) in extra {
        req = req.add_extra_param(*k, *v);
    }
    let res = req.request(&http).expect("refreshed");
    *rt = res.refresh_token().expect("rotated").secret().clone();
    res.access_token().secret().clone()
}

/// A refresh the server refuses: the status and the error body (the refresh token is not
/// used up by a refusal).
fn refused_refresh(server: &Server, app: &str, rt: &str, extra: &[(&str, &str)]) -> (u16, Value) {
    let mut form = vec![
        ("client_id", app),
        ("refresh_token", rt),
        ("grant_type", "refresh_token"),
    ];
    form.extend_from_slice(extra);
    let res = post_form(&format!("{}/token", server.issuer()), &form);
    (res.status().as_u16(), json(res))
}

#[test]
fn the_organization_recipe_signs_in_and_gets_organization_and_organization_api_tokens() {
    let env = Env::new();
    let acme = setup(&env);
    let server = Server::start(&env, &[]);
    let scopes = [
        "openid",
        "offline_access",
        "profile",
        ORGS_SCOPE,
        ORG_ROLES_SCOPE,
        "read:x",
        "write:x",
        "read:docs",
    ];
    let tokens = sign_in(&server, &env, &acme.spa, &acme.alice, &scopes);
    // The ID token carries the organizations and the organization roles.
    let id = verify(&server, tokens["id_token"].as_str().unwrap(), &acme.spa);
    assert_eq!(id["organizations"], serde_json::json!([acme.org]));
    assert_eq!(
        id["organization_roles"],
        serde_json::json!([format!("{}:member", acme.org)])
    );
    let mut rt = tokens["refresh_token"].as_str().unwrap().to_string();

    // getOrganizationToken: organization_id and no resource.
    let org_aud = format!("urn:logto:organization:{}", acme.org);
    let at = refresh(
        &server,
        &acme.spa,
        &mut rt,
        &[("organization_id", &acme.org)],
    );
    let claims = verify(&server, &at, &org_aud);
    assert_eq!(claims["scope"], "read:x", "write:x is asked for, not held");
    assert_eq!(claims["sub"], acme.alice.as_str());
    assert_eq!(claims["client_id"], acme.spa.as_str());
    assert!(claims.get("organization_id").is_none());

    // getAccessToken(resource, organizationId): the organization-level API token.
    let at = refresh(
        &server,
        &acme.spa,
        &mut rt,
        &[("resource", DOCS), ("organization_id", &acme.org)],
    );
    let claims = verify(&server, &at, DOCS);
    assert_eq!(claims["scope"], "read:docs");
    assert_eq!(claims["organization_id"], acme.org.as_str());

    // idctl verify --organization checks the organization: exit 0, or 18 for another one.
    let org_token = refresh(
        &server,
        &acme.spa,
        &mut rt,
        &[("organization_id", &acme.org)],
    );
    // (The server's issuer is its listener's address, not the store's configured one.)
    let iss = server.issuer();
    env.ok(&[
        "verify",
        "--issuer",
        &iss,
        "--organization",
        "acme",
        &org_token,
    ]);
    env.ok(&["verify", "--issuer", &iss, "--organization", &acme.org, &at]);
    let r = env.fails(
        18,
        &[
            "verify",
            "--issuer",
            &iss,
            "--organization",
            "other",
            &org_token,
        ],
    );
    assert!(r.stderr.contains("expected other"), "{}", r.stderr);
    let plain = refresh(&server, &acme.spa, &mut rt, &[("resource", DOCS)]);
    let r = env.fails(
        18,
        &[
            "verify",
            "--issuer",
            &iss,
            "--organization",
            "acme",
            "--audience",
            DOCS,
            &plain,
        ],
    );
    assert!(r.stderr.contains("for no organization"), "{}", r.stderr);

    // A permission granted later is given at the next refresh if the sign-in asked for it;
    // never one it did not ask for (admin:x).
    env.ok(&[
        "org",
        "role",
        "create",
        "editor",
        "--scope",
        "write:x admin:x",
    ]);
    env.ok(&[
        "org", "members", "roles", "acme", "alice", "--assign", "editor",
    ]);
    let at = refresh(
        &server,
        &acme.spa,
        &mut rt,
        &[("organization_id", &acme.org)],
    );
    assert_eq!(verify(&server, &at, &org_aud)["scope"], "read:x write:x");
    // A narrowing `scope` keeps to it.
    let at = refresh(
        &server,
        &acme.spa,
        &mut rt,
        &[("organization_id", &acme.org), ("scope", "write:x")],
    );
    assert_eq!(verify(&server, &at, &org_aud)["scope"], "write:x");

    // Losing the role drops its permissions at the next refresh, in both tokens.
    env.ok(&[
        "org",
        "members",
        "roles",
        "acme",
        "alice",
        "--unassign",
        "member",
        "--unassign",
        "editor",
    ]);
    let at = refresh(
        &server,
        &acme.spa,
        &mut rt,
        &[("organization_id", &acme.org)],
    );
    let claims = verify(&server, &at, &org_aud);
    assert!(claims.get("scope").is_none(), "{claims}");
    let at = refresh(
        &server,
        &acme.spa,
        &mut rt,
        &[("resource", DOCS), ("organization_id", &acme.org)],
    );
    assert!(verify(&server, &at, DOCS).get("scope").is_none());

    // Losing the membership refuses the organization token (403, the service's text); an
    // unknown organization answers the same. The refresh token stays usable.
    env.ok(&["org", "members", "remove", "acme", "alice", "--yes"]);
    for org in [acme.org.as_str(), "no-such-org"] {
        let (status, body) = refused_refresh(&server, &acme.spa, &rt, &[("organization_id", org)]);
        assert_eq!(status, 403, "{body}");
        assert_eq!(body["error"], "access_denied");
        assert_eq!(
            body["error_description"],
            "user is not a member of the organization"
        );
    }
    let at = refresh(&server, &acme.spa, &mut rt, &[("resource", DOCS)]);
    verify(&server, &at, DOCS);
}

#[test]
fn organization_tokens_need_a_member_and_the_organizations_scope() {
    let env = Env::new();
    let acme = setup(&env);
    let server = Server::start(&env, &[]);
    // bob signs in like alice but is not a member.
    let all = ["openid", "offline_access", ORGS_SCOPE, "read:x"];
    let bob = sign_in(&server, &env, &acme.spa, &acme.bob, &all);
    let rt = bob["refresh_token"].as_str().unwrap();
    let (status, body) = refused_refresh(&server, &acme.spa, rt, &[("organization_id", &acme.org)]);
    assert_eq!(
        (status, body["error"].as_str()),
        (403, Some("access_denied"))
    );
    assert_eq!(
        body["code"], "oidc.access_denied",
        "the service's SDKs read code"
    );
    let (status, _) = refused_refresh(
        &server,
        &acme.spa,
        rt,
        &[("organization_id", &acme.org), ("resource", DOCS)],
    );
    assert_eq!(status, 403);

    // alice without the organizations scope: the refresh token lacks it.
    let plain = sign_in(
        &server,
        &env,
        &acme.spa,
        &acme.alice,
        &["openid", "offline_access", "read:x"],
    );
    let rt = plain["refresh_token"].as_str().unwrap();
    let (status, body) = refused_refresh(&server, &acme.spa, rt, &[("organization_id", &acme.org)]);
    assert_eq!(status, 403, "{body}");
    assert_eq!(body["error"], "insufficient_scope");
    assert_eq!(
        body["error_description"],
        "refresh token missing required scope"
    );

    // organization_id is refused, not ignored, by the grants that do not take it.
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("client_id", acme.spa.as_str()),
            ("code", "whatever"),
            ("code_verifier", "v"),
            ("redirect_uri", CB),
            ("grant_type", "authorization_code"),
            ("organization_id", acme.org.as_str()),
        ],
    );
    assert_eq!(res.status(), 400);
    let body = json(res);
    assert_eq!(body["error"], "invalid_request");
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .contains("organization_id is not supported"),
        "{body}"
    );

    // Discovery lists the organization scopes.
    let doc = json(
        Server::client()
            .get(format!(
                "{}/.well-known/openid-configuration",
                server.issuer()
            ))
            .send()
            .unwrap(),
    );
    let scopes = doc["scopes_supported"].as_array().unwrap();
    for s in [ORGS_SCOPE, ORG_ROLES_SCOPE] {
        assert!(scopes.iter().any(|x| x == s), "{s} in {doc}");
    }
}

#[test]
fn machine_clients_in_an_organization_get_its_tokens_by_client_credentials() {
    let env = Env::new();
    let acme = setup(&env);
    let server = Server::start(&env, &[]);
    let client = BasicClient::new(ClientId::new(acme.svc.clone()))
        .set_client_secret(ClientSecret::new(acme.svc_secret.clone()))
        .set_token_uri(TokenUrl::new(format!("{}/token", server.issuer())).unwrap());
    let org_aud = format!("urn:logto:organization:{}", acme.org);
    let res = client
        .exchange_client_credentials()
        .add_scopes(["write:x", "read:x"].map(|s| Scope::new(s.into())))
        .add_extra_param("organization_id", &acme.org)
        .request(&http)
        .expect("an organization token");
    let claims = verify(&server, res.access_token().secret(), &org_aud);
    assert_eq!(claims["scope"], "write:x", "read:x is a User role's");
    assert_eq!(claims["sub"], acme.svc.as_str());
    let res = client
        .exchange_client_credentials()
        .add_scopes(["write:docs", "read:docs"].map(|s| Scope::new(s.into())))
        .add_extra_param("organization_id", &acme.org)
        .add_extra_param("resource", DOCS)
        .request(&http)
        .expect("an organization-level API token");
    let claims = verify(&server, res.access_token().secret(), DOCS);
    assert_eq!(claims["scope"], "write:docs");
    assert_eq!(claims["organization_id"], acme.org.as_str());

    // idctl as the client of this server (`--issuer`), then its own verifier with the
    // server's keys (`--jwks`, the audience is the organization's).
    let iss = server.issuer();
    let remote = env.json(&[
        "token",
        "--issuer",
        &iss,
        "--client-id",
        &acme.svc,
        "--client-secret",
        &acme.svc_secret,
        "--organization",
        &acme.org,
        "-s",
        "write:x",
        "-o",
        "json",
    ]);
    let at = remote["access_token"].as_str().unwrap();
    assert_eq!(verify(&server, at, &org_aud)["scope"], "write:x");
    let jwks = format!("{iss}/jwks");
    env.ok(&[
        "verify",
        at,
        "--jwks",
        &jwks,
        "--issuer",
        &iss,
        "--organization",
        &acme.org,
        "--scope",
        "write:x",
    ]);
    let r = env.run(&[
        "verify",
        at,
        "--jwks",
        &jwks,
        "--issuer",
        &iss,
        "--organization",
        "other",
    ]);
    assert_eq!(r.code, 18, "another organization's token: {}", r.stderr);

    // Outside the organization: 403, the service's text.
    env.ok(&["org", "create", "globex"]);
    let globex = env.json(&["org", "get", "globex"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let res = post_form(
        &format!("{}/token", server.issuer()),
        &[
            ("grant_type", "client_credentials"),
            ("client_id", acme.svc.as_str()),
            ("client_secret", acme.svc_secret.as_str()),
            ("organization_id", globex.as_str()),
        ],
    );
    assert_eq!(res.status(), 403);
    let body = json(res);
    assert_eq!(body["error"], "access_denied");
    assert_eq!(
        body["error_description"],
        "app has not associated with the organization"
    );
}

#[test]
fn the_command_line_mints_and_checks_organization_tokens() {
    let env = Env::new();
    let acme = setup(&env);
    let org_aud = format!("urn:logto:organization:{}", acme.org);
    // A user's organization token, the organization named by name.
    let t = env.json(&[
        "token",
        "--user",
        "alice",
        "--organization",
        "acme",
        "-s",
        "read:x write:x",
        "-o",
        "json",
    ]);
    let at = t["access_token"].as_str().unwrap();
    let claims = crate::common::segment(at, 1);
    assert_eq!(claims["aud"], org_aud.as_str());
    assert_eq!(claims["scope"], "read:x");
    env.ok(&["verify", "--organization", "acme", at]);
    let decoded = env.json(&["decode", at, "-o", "json"]);
    assert_eq!(decoded["payload"]["aud"], org_aud.as_str());

    // The same in the organization's context of the docs API, with a refresh token that
    // takes --organization again.
    let t = env.json(&[
        "token",
        "--user",
        "alice",
        "--organization",
        &acme.org,
        "-r",
        DOCS,
        "-s",
        "read:docs write:docs",
        "--offline",
        "-o",
        "json",
    ]);
    let claims = crate::common::segment(t["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["scope"], "read:docs");
    assert_eq!(claims["organization_id"], acme.org.as_str());
    let rt = t["refresh_token"].as_str().unwrap();
    let r = env.json(&[
        "token",
        "--refresh-token",
        rt,
        "--organization",
        "acme",
        "-r",
        DOCS,
        "-o",
        "json",
    ]);
    let claims = crate::common::segment(r["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["scope"], "read:docs");
    assert_eq!(claims["organization_id"], acme.org.as_str());

    // The machine client's, with its secret.
    let t = env.json(&[
        "token",
        "--client-id",
        "svc",
        "--client-secret",
        &acme.svc_secret,
        "--organization",
        "acme",
        "-s",
        "write:x",
        "-o",
        "json",
    ]);
    let claims = crate::common::segment(t["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["aud"], org_aud.as_str());
    assert_eq!(claims["scope"], "write:x");

    // Refusals: exit 6 with the service's description, the store unchanged.
    env.refuses(&[
        (
            &["token", "--user", "bob", "--organization", "acme"],
            6,
            &["access_denied", "user is not a member of the organization"],
        ),
        (
            &["token", "--user", "alice", "--organization", "nope"],
            6,
            &["there is no organization nope"],
        ),
        (
            &[
                "token",
                "--user",
                "alice",
                "--organization",
                "acme",
                "-s",
                "write:x",
                "--strict",
            ],
            6,
            &["invalid_scope", "write:x"],
        ),
        (
            &[
                "token",
                "--client-id",
                "svc",
                "--client-secret",
                &acme.svc_secret,
                "--organization",
                "nope",
            ],
            6,
            &["app has not associated with the organization"],
        ),
        (
            &["token", "--pat", "x", "--organization", "acme"],
            2,
            &["--organization"],
        ),
    ]);
    let r = env.fails(
        6,
        &[
            "-o",
            "json",
            "token",
            "--user",
            "bob",
            "--organization",
            "acme",
        ],
    );
    assert_eq!(r.err_json()["error"], "access_denied");

    // verify: another organization is exit 18, with its cause in JSON too; a resource token
    // outside any organization as well.
    let org_token = env.json(&[
        "token",
        "--user",
        "alice",
        "--organization",
        "acme",
        "-o",
        "json",
    ]);
    let org_token = org_token["access_token"].as_str().unwrap();
    let r = env.run(&[
        "verify",
        "--organization",
        "globex",
        org_token,
        "-o",
        "json",
    ]);
    assert_eq!(r.code, 18, "{}{}", r.stdout, r.stderr);
    assert_eq!(r.json()["cause"], "wrong_organization");
    env.ok(&[
        "role",
        "create",
        "docs-reader",
        "-r",
        DOCS,
        "-s",
        "read:docs",
    ]);
    let plain = env.json(&["token", "--user", "alice", "-r", DOCS, "-o", "json"]);
    let r = env.run(&[
        "verify",
        "--organization",
        "acme",
        plain["access_token"].as_str().unwrap(),
    ]);
    assert_eq!(r.code, 18, "{}{}", r.stdout, r.stderr);
    // Without --organization, an organization token is not for any registered resource.
    let r = env.run(&["verify", org_token]);
    assert_eq!(r.code, 14, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stderr.contains("verify it with --organization"),
        "{}",
        r.stderr
    );
}
