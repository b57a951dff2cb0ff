//! The authorization code flow's grant (oidc-flows section 3): a code issued after the user
//! signed in, exchanged once at the token endpoint for an ID token, an access token (a JWT
//! when the exchange names one of the resources of the authorization request, otherwise an
//! opaque token for userinfo) and, when `offline_access` was granted, a refresh token.

use super::auth_request::AuthRequest;
use super::id_token::{self, is_oidc_scope};
use super::mint::{self, Dropped, Minted, TokenResponse};
use crate::error::{Code as ErrorCode, Error, Result};
use crate::model::Resource;
use crate::store::signin::{self, Code, OidcGrant, OidcToken};
use crate::store::{self, Tx};

/// Codes are single-use and live 60 s (the provider's default).
pub const CODE_TTL_MS: i64 = 60_000;
/// Opaque access tokens (for userinfo) live an hour.
pub const ACCESS_TTL_SECS: i64 = 3600;
/// Refresh tokens live 14 days.
pub const REFRESH_TTL_MS: i64 = 14 * 24 * 3600 * 1000;

fn invalid_grant(why: &str) -> Error {
    Error::new(ErrorCode::InvalidGrant, "grant request is invalid").with_hint(why.to_string())
}

fn hash(secret: &str) -> String {
    crate::util::sha256_hex(secret.as_bytes())
}

/// The public id of a session (`sid` in ID tokens, `sessionId` in events), from the hash of
/// its cookie (which cannot be turned back into the cookie).
pub fn sid(session_hash: &str) -> &str {
    session_hash.get(..21).unwrap_or(session_hash)
}

/// The session a user signed in with, as a code records it.
#[derive(Debug, Clone)]
pub struct SignedInWith<'a> {
    /// The hash of the session cookie.
    pub session_hash: &'a str,
    /// When the user authenticated (milliseconds).
    pub authenticated_at: i64,
    /// How the user authenticated (RFC 8176), for the ID tokens' `amr`.
    pub amr: Vec<String>,
}

/// Records what `user_id` granted the app of `req` and issues the code sent back to it.
/// `session`: the session the user is signed in with (none for codes made without a
/// browser). Its authentication time goes into the grant's ID tokens when the request asked
/// for `max_age` or `prompt=login`.
pub fn issue(
    tx: &Tx,
    req: &AuthRequest,
    user_id: &str,
    session: Option<SignedInWith>,
) -> Result<String> {
    let auth_time = session
        .as_ref()
        .filter(|_| req.max_age.is_some() || req.prompt_login)
        .map(|s| s.authenticated_at.div_euclid(1000));
    let grant = OidcGrant {
        id: crate::util::new_id(),
        user_id: user_id.to_string(),
        client_id: req.client_id.clone(),
        scopes: req.scopes.clone(),
        resources: req.resources.clone(),
        session_hash: session.as_ref().map(|s| s.session_hash.to_string()),
        auth_time,
        amr: session.map(|s| s.amr).unwrap_or_default(),
        revoked: false,
        created_at: tx.now_ms(),
    };
    signin::insert_grant(tx, &grant)?;
    let code = crate::util::new_opaque_token();
    signin::insert_code(
        tx,
        &hash(&code),
        &Code {
            grant_id: grant.id,
            redirect_uri: req.redirect_uri.clone(),
            code_challenge: req.code_challenge.clone(),
            nonce: req.nonce.clone(),
            expires_at: tx.now_ms().saturating_add(CODE_TTL_MS),
            consumed_at: None,
        },
    )?;
    Ok(code)
}

/// A code exchange by the authenticated app `client_id`.
pub struct Exchange<'a> {
    pub client_id: &'a str,
    pub code: Option<&'a str>,
    pub redirect_uri: Option<&'a str>,
    pub code_verifier: Option<&'a str>,
    /// At most one `resource`: the audience of a JWT access token.
    pub resources: &'a [String],
}

/// Exchanges a code, in the provider's order of checks. A code presented a second time
/// revokes everything its first exchange issued (RFC 6749 section 4.1.2).
pub fn exchange(tx: &mut Tx, x: Exchange) -> Result<Minted> {
    let code = x.code.ok_or_else(|| {
        Error::new(
            ErrorCode::InvalidRequest,
            "missing required parameter 'code'",
        )
    })?;
    let redirect_uri = x.redirect_uri.ok_or_else(|| {
        Error::new(
            ErrorCode::InvalidRequest,
            "missing required parameter 'redirect_uri'",
        )
    })?;
    let code_hash = hash(code);
    let found = signin::code(tx, &code_hash)?
        .ok_or_else(|| invalid_grant("authorization code not found"))?;
    let grant = signin::grant(tx, &found.grant_id)?
        .ok_or_else(|| invalid_grant("authorization code not found"))?;
    if grant.client_id != x.client_id {
        return Err(invalid_grant("client mismatch"));
    }
    if found.expires_at <= tx.now_ms() {
        return Err(invalid_grant("authorization code is expired"));
    }
    if let Some(challenge) = &found.code_challenge {
        super::pkce::verify(x.code_verifier, challenge)?;
    }
    if found.redirect_uri != redirect_uri {
        return Err(invalid_grant("authorization code redirect_uri mismatch"));
    }
    if found.consumed_at.is_some() || grant.revoked {
        // The refusal rolls this transaction back; the revocation that must stay is made
        // by `revoke_reused`, in a transaction of its own.
        return Err(reused());
    }
    signin::consume_code(tx, &code_hash)?;
    tokens(
        tx,
        &grant,
        Issue {
            nonce: found.nonce.as_deref(),
            resources: x.resources,
            narrow: None,
            strict: false,
            refresh: NextRefresh::IfOffline,
            organization: None,
        },
    )
}

fn reused() -> Error {
    invalid_grant("authorization code already consumed").with_hint(
        "authorization code already consumed: everything its first exchange issued is revoked",
    )
}

/// Revokes the grant of a code or refresh token presented again after its use, in a
/// transaction of its own: the request is refused (and its transaction rolled back), but the
/// revocation must stay. Returns whether `secret` was such a code or token.
pub fn revoke_reused(tx: &Tx, secret: &str) -> Result<bool> {
    let h = hash(secret);
    let grant = match signin::code(tx, &h)? {
        Some(c) if c.consumed_at.is_some() => Some(c.grant_id),
        Some(_) => None,
        None => signin::token(tx, &h)?
            .filter(|t| t.kind == "refresh" && t.consumed_at.is_some())
            .map(|t| t.grant_id),
    };
    match grant {
        Some(id) => {
            signin::revoke_grant(tx, &id)?;
            Ok(true)
        }
        None => Ok(false),
    }
}

/// Which refresh token a response carries.
pub(super) enum NextRefresh {
    /// A new one when the grant has `offline_access` (a code exchange).
    IfOffline,
    /// A new one: a public app's refresh (the one presented was consumed).
    Rotate,
    /// The one presented, kept: a confidential app's refresh.
    Keep(String),
}

/// What the tokens of a grant are issued for.
pub(super) struct Issue<'a> {
    pub nonce: Option<&'a str>,
    /// At most one `resource`: the audience of a JWT access token.
    pub resources: &'a [String],
    /// A refresh's `scope`: a narrowing of the grant's permissions (none: a code exchange).
    pub narrow: Option<&'a [String]>,
    pub strict: bool,
    pub refresh: NextRefresh,
    /// A refresh's `organization_id`: an organization token, or (with a resource) a
    /// resource token in that organization's context.
    pub organization: Option<&'a str>,
}

fn new_refresh_token(tx: &Tx, grant: &OidcGrant) -> Result<String> {
    let rt = crate::util::new_opaque_token();
    signin::insert_token(
        tx,
        &hash(&rt),
        &OidcToken {
            grant_id: grant.id.clone(),
            kind: "refresh".into(),
            expires_at: tx.now_ms().saturating_add(REFRESH_TTL_MS),
            consumed_at: None,
        },
    )?;
    Ok(rt)
}

/// Records a grant of the command line's `idctl token --user`: the permissions granted (on
/// its resource, or in its organization), and a refresh token when `offline`.
fn record_grant(
    tx: &Tx,
    user_id: &str,
    client_id: &str,
    scopes: Vec<String>,
    resources: Vec<String>,
    offline: bool,
) -> Result<Option<String>> {
    let grant = OidcGrant {
        id: crate::util::new_id(),
        user_id: user_id.to_string(),
        client_id: client_id.to_string(),
        scopes,
        resources,
        session_hash: None,
        auth_time: None,
        amr: Vec::new(),
        revoked: false,
        created_at: tx.now_ms(),
    };
    signin::insert_grant(tx, &grant)?;
    offline.then(|| new_refresh_token(tx, &grant)).transpose()
}

/// The permissions of a grant to ask for now: its own, narrowed by a refresh's `scope`
/// (what it did not grant is dropped, with the reason).
fn asked(grant: &OidcGrant, narrow: Option<&[String]>) -> Result<(Vec<String>, Vec<Dropped>)> {
    let own: Vec<String> = grant
        .scopes
        .iter()
        .filter(|s| !is_oidc_scope(s))
        .cloned()
        .collect();
    let narrow = match narrow {
        Some(n) if !n.is_empty() => n,
        _ => return Ok((own, Vec::new())),
    };
    mint::check_requested(narrow)?;
    let mut wanted: Vec<String> = Vec::new();
    let mut dropped = Vec::new();
    for s in narrow {
        if is_oidc_scope(s) {
            // OpenID Connect scopes are the grant's, not a permission to narrow.
            continue;
        }
        if own.contains(s) {
            if !wanted.contains(s) {
                wanted.push(s.clone());
            }
        } else {
            dropped.push(Dropped {
                scope: s.clone(),
                reason:
                    "not granted in the original authorization; run a new flow (idctl token --user)"
                        .into(),
            });
        }
    }
    Ok((wanted, dropped))
}

/// The tokens of a grant for its app: the ID token (with `openid`), the access token for
/// `resources` (one of the grant's) or, without one, for the grant's one resource (the
/// command line's grants) or an opaque one for userinfo (a sign-in's), and the refresh token
/// `issue.refresh` says.
pub(super) fn tokens(tx: &Tx, grant: &OidcGrant, issue: Issue) -> Result<Minted> {
    let user = mint::active_user(tx, &grant.user_id)?;
    let has = |s: &str| grant.scopes.iter().any(|x| x == s);
    if let Some(org) = issue.organization {
        // The service's order: the membership, then the refresh token's scope.
        check_member(tx, org, &user.id)?;
        if !has(id_token::ORGANIZATIONS_SCOPE) {
            return Err(Error::new(
                ErrorCode::InsufficientScope,
                "refresh token missing required scope",
            )
            .with_hint(format!(
                "the sign-in did not ask for {}; sign in again with it",
                id_token::ORGANIZATIONS_SCOPE
            )));
        }
    }
    let id_token = if has("openid") {
        Some(id_token::mint(
            tx,
            &user,
            &grant.client_id,
            &grant.scopes,
            issue.nonce,
            id_token::SignedIn {
                auth_time: grant.auth_time,
                sid: grant.session_hash.as_deref().map(sid),
                amr: &grant.amr,
            },
        )?)
    } else {
        None
    };
    let audience = match (issue.resources, grant.resources.as_slice()) {
        // An organization token (no resource): the organization is the audience.
        ([], _) if issue.organization.is_some() => None,
        // The command line's grants name their one resource; a sign-in's (with `openid`)
        // gets an opaque token for userinfo.
        ([], [one]) if !has("openid") => Some(one),
        ([], _) => None,
        ([indicator], _) => {
            if !grant.resources.contains(indicator) {
                let hint = if issue.narrow.is_some() {
                    format!(
                        "the refresh token was issued for {}",
                        grant.resources.join(" ")
                    )
                } else {
                    "the resource must be one the authorization request named".to_string()
                };
                return Err(Error::new(
                    ErrorCode::InvalidTarget,
                    "resource indicator is missing, or unknown",
                )
                .with_hint(hint));
            }
            Some(indicator)
        }
        _ => {
            return Err(Error::new(
                ErrorCode::InvalidTarget,
                "only a single resource indicator value is supported for this grant type",
            ));
        }
    };
    let target = match (audience, issue.organization) {
        (Some(indicator), org) => {
            let res = store::resources::by_indicator(tx, indicator)?.ok_or_else(|| {
                let e = Error::new(
                    ErrorCode::InvalidTarget,
                    "resource indicator is missing, or unknown",
                );
                if indicator == mint::ORGANIZATIONS_RESOURCE {
                    e.with_hint("organization tokens are asked for with organization_id (idctl token --organization), not this resource")
                } else {
                    e
                }
            })?;
            Some(Target::Api(res, org))
        }
        (None, Some(org)) => Some(Target::Organization(org)),
        (None, None) => None,
    };
    let (access_token, expires_in, scope, dropped) = match target {
        None => {
            let token = crate::util::new_opaque_token();
            signin::insert_token(
                tx,
                &hash(&token),
                &OidcToken {
                    grant_id: grant.id.clone(),
                    kind: "access".into(),
                    expires_at: tx.now_ms().saturating_add(ACCESS_TTL_SECS * 1000),
                    consumed_at: None,
                },
            )?;
            let oidc: Vec<&str> = grant
                .scopes
                .iter()
                .map(String::as_str)
                .filter(|s| is_oidc_scope(s))
                .collect();
            (token, ACCESS_TTL_SECS, oidc.join(" "), Vec::new())
        }
        Some(target) => {
            let (asked, mut dropped) = asked(grant, issue.narrow)?;
            let (granted, more) = target.granted(tx, &user.id, &asked)?;
            dropped.extend(more);
            let scope = granted.join(" ");
            let (jwt, ttl) = mint::sign_access_token(
                tx,
                &user.id,
                &grant.client_id,
                &target.audience(),
                (!scope.is_empty()).then_some(scope.as_str()),
                target.claim(),
            )?;
            (jwt, ttl, scope, dropped)
        }
    };
    if issue.strict {
        mint::strict_check(&dropped)?;
    }
    let refresh_token = match issue.refresh {
        NextRefresh::Keep(same) => Some(same),
        NextRefresh::Rotate => Some(new_refresh_token(tx, grant)?),
        NextRefresh::IfOffline if has("offline_access") => Some(new_refresh_token(tx, grant)?),
        NextRefresh::IfOffline => None,
    };
    Ok(Minted {
        response: TokenResponse {
            access_token,
            expires_in,
            id_token,
            refresh_token,
            // Always present (the service's SDKs need a string, even empty).
            scope: Some(scope),
            token_type: "Bearer",
        },
        dropped,
    })
}

#[derive(Debug, Clone)]
pub struct AuthorizationCode {
    /// The user (id, username, email or phone).
    pub user: String,
    pub app: mint::App,
    pub resources: Vec<String>,
    pub scopes: Vec<String>,
    /// Also issue a refresh token.
    pub offline: bool,
    pub strict: bool,
    /// An organization (id or name): an organization token, or with a resource a resource
    /// token in its context.
    pub organization: Option<String>,
}

/// A user who is a member of `org` (by id); the service answers a non-member and an
/// unknown organization alike.
/// An organization that requires a second factor refuses members who have none.
fn check_member(tx: &Tx, org: &str, user_id: &str) -> Result<()> {
    if !store::orgs::is_member(tx, org, user_id)? {
        return Err(mint::user_not_member(org));
    }
    let requires = store::orgs::find(tx, org)?.is_some_and(|o| o.is_mfa_required);
    if requires && !store::mfa::has_any(tx, user_id)? {
        return Err(mint::user_without_mfa(user_id));
    }
    Ok(())
}

/// The id of an organization the command line names by id or name; an unknown one is
/// refused as a non-member is (`denied`: the refusal of the user or the application).
pub(super) fn organization_id(tx: &Tx, key: &str, denied: fn(&str) -> Error) -> Result<String> {
    match store::orgs::find(tx, key)? {
        Some(o) => Ok(o.id),
        None => {
            Err(denied(key).with_hint(format!("there is no organization {key}: idctl org list")))
        }
    }
}

/// What a user's access token is for.
enum Target<'a> {
    /// An API, in an organization's context (`organization_id`) or not.
    Api(Resource, Option<&'a str>),
    /// An organization (its audience, its organization permissions).
    Organization(&'a str),
}

impl Target<'_> {
    fn audience(&self) -> Resource {
        match self {
            Target::Api(res, _) => res.clone(),
            Target::Organization(org) => mint::organization_audience(org),
        }
    }

    /// The `organization_id` claim: a resource token's in an organization's context (an
    /// organization token names it in its audience).
    fn claim(&self) -> Option<&str> {
        match self {
            Target::Api(_, org) => *org,
            Target::Organization(_) => None,
        }
    }

    /// What the user is granted of `asked` now: on an API, the permissions of its roles and
    /// of its organization roles (in the organization, or in every one); in an organization,
    /// the organization permissions of its organization roles there.
    fn granted(
        &self,
        tx: &Tx,
        user_id: &str,
        asked: &[String],
    ) -> Result<(Vec<String>, Vec<Dropped>)> {
        match self {
            Target::Api(res, org) => {
                let held = store::users::scope_names(tx, user_id, &res.id, *org)?;
                let holder = match org {
                    Some(o) => format!("user {user_id} in organization {o}"),
                    None => format!("user {user_id}"),
                };
                mint::filter_scopes(tx, res, asked, &held, &holder)
            }
            Target::Organization(org) => {
                let held = store::orgs::user_scope_names(tx, org, user_id)?;
                mint::filter_org_scopes(asked, &held, &format!("user {user_id}"), org)
            }
        }
    }
}

/// What the authorization code flow ends with for a user: an access token with the requested
/// permissions the user holds now, and the recorded grant (with a refresh token if asked).
pub fn authorization_code(tx: &mut Tx, req: AuthorizationCode) -> Result<Minted> {
    // The token endpoint authenticates the client before it looks at the grant.
    let (app, _) = mint::app_id(tx, &req.app, mint::UserGrant::AuthorizationCode)?;
    let user = store::users::find(tx, &req.user)?.ok_or_else(|| {
        Error::new(
            ErrorCode::EntityNotExistsWithId,
            format!("user {} does not exist", req.user),
        )
    })?;
    let user = mint::active_user(tx, &user.id)?;
    let org = match &req.organization {
        Some(key) => {
            let id = organization_id(tx, key, mint::user_not_member)?;
            check_member(tx, &id, &user.id)?;
            Some(id)
        }
        None => None,
    };
    let target = match (org.as_deref(), req.resources.as_slice()) {
        (Some(org), []) => Target::Organization(org),
        (org, _) => Target::Api(mint::resolve_target(tx, &req.resources)?, org),
    };
    let (granted, dropped) = target.granted(tx, &user.id, &req.scopes)?;
    if req.strict {
        mint::strict_check(&dropped)?;
    }
    // The grant remembers what this flow granted: refresh can never go beyond it, so a
    // permission the user gains later needs a new flow. An organization's grant holds the
    // organizations scope (its refresh takes `organization_id`, as a sign-in's does).
    let mut scopes = granted.clone();
    if org.is_some() {
        scopes.push(id_token::ORGANIZATIONS_SCOPE.to_string());
    }
    let resources = match &target {
        Target::Api(res, _) => vec![res.indicator.clone()],
        Target::Organization(_) => Vec::new(),
    };
    let refresh_token = record_grant(tx, &user.id, &app, scopes, resources, req.offline)?;
    let scope = (!granted.is_empty()).then(|| granted.join(" "));
    let response = mint::respond(
        tx,
        &user.id,
        &app,
        &target.audience(),
        scope,
        target.claim(),
        refresh_token,
    )?;
    Ok(Minted { response, dropped })
}

/// The user and granted scopes behind an opaque access token (userinfo).
pub fn userinfo(tx: &Tx, access_token: &str) -> Result<serde_json::Map<String, serde_json::Value>> {
    let bad = || Error::new(ErrorCode::InvalidToken, "invalid token provided");
    let t = signin::token(tx, &hash(access_token))?
        .filter(|t| t.kind == "access" && t.expires_at > tx.now_ms())
        .ok_or_else(bad)?;
    let grant = signin::grant(tx, &t.grant_id)?
        .filter(|g| !g.revoked)
        .ok_or_else(bad)?;
    let user = mint::active_user(tx, &grant.user_id).map_err(|_| bad())?;
    id_token::claims(tx, &user, &grant.scopes, id_token::For::Userinfo)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::RoleType;
    use crate::store::Store;
    use crate::token::auth_request::{AuthRequest, FirstScreen};

    const API: &str = "https://api.example.com";
    const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
    const CB: &str = "http://localhost:3000/callback";

    fn request(scope: &str) -> AuthRequest {
        AuthRequest {
            client_id: "spa".into(),
            redirect_uri: CB.into(),
            scopes: scope.split(' ').map(str::to_string).collect(),
            resources: vec![API.into()],
            state: Some("st".into()),
            nonce: Some("n".into()),
            code_challenge: Some(CHALLENGE.into()),
            prompt_login: false,
            prompt_none: false,
            prompt_consent: true,
            first_screen: FirstScreen::SignIn,
            login_hint: None,
            max_age: None,
            requested_at: 0,
        }
    }

    /// A store with the orders API (read:orders, write:orders) and alice holding read:orders.
    fn store() -> (tempfile::TempDir, Store, String) {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut store = Store::open(&dir.path().join("s.db")).expect("store");
        let user = store
            .write(|tx| {
                crate::ops::resources::create(
                    tx,
                    crate::ops::resources::NewResource {
                        name: "Orders".into(),
                        indicator: API.into(),
                        ttl: None,
                        is_default: false,
                    },
                )?;
                for s in ["read:orders", "write:orders"] {
                    crate::ops::scopes::create(
                        tx,
                        crate::ops::scopes::NewScope {
                            resource: API.into(),
                            name: s.into(),
                            description: None,
                        },
                    )?;
                }
                crate::ops::roles::create(
                    tx,
                    crate::ops::roles::NewRole {
                        name: "reader".into(),
                        description: None,
                        kind: RoleType::User,
                        is_default: false,
                        scopes: Some((API.into(), vec!["read:orders".into()])),
                        scope_ids: Vec::new(),
                    },
                )?;
                let u = crate::ops::users::create(
                    tx,
                    crate::ops::users::NewUser {
                        username: Some("alice".into()),
                        ..Default::default()
                    },
                )?;
                crate::ops::users::assign(tx, &u.id, &["reader".into()])?;
                Ok(u.id)
            })
            .expect("setup")
            .value;
        (dir, store, user)
    }

    /// A refresh by the public app `spa`.
    fn refresh(tx: &mut Tx, rt: &str, resources: &[String]) -> Result<Minted> {
        let req = crate::token::grant::Request {
            grant: crate::token::grant::Grant::Refresh {
                refresh_token: rt.to_string(),
            },
            resources: resources.to_vec(),
            scopes: Vec::new(),
            strict: false,
            organization: None,
        };
        crate::token::grant::refresh(tx, Some(("spa".into(), true)), rt, &req, None)
    }

    fn exchange_with<'a>(
        code: &'a str,
        verifier: &'a str,
        resources: &'a [String],
    ) -> Exchange<'a> {
        Exchange {
            client_id: "spa",
            code: Some(code),
            redirect_uri: Some(CB),
            code_verifier: Some(verifier),
            resources,
        }
    }

    #[test]
    fn a_code_is_exchanged_once_and_its_reuse_revokes_the_grant() {
        let (_dir, mut store, user) = store();
        let code = store
            .write(|tx| {
                issue(
                    tx,
                    &request("openid profile offline_access read:orders write:orders"),
                    &user,
                    None,
                )
            })
            .unwrap()
            .value;
        let tokens = store
            .write(|tx| exchange(tx, exchange_with(&code, VERIFIER, &[])))
            .expect("exchanged")
            .value
            .response;
        assert!(tokens.id_token.is_some());
        assert!(tokens.refresh_token.is_some());
        assert_eq!(
            tokens.scope.as_deref(),
            Some("openid profile offline_access")
        );
        let info = store
            .read(|tx| userinfo(tx, &tokens.access_token))
            .expect("userinfo")
            .value;
        assert_eq!(info["sub"], user.as_str());
        assert_eq!(info["username"], "alice");
        // Second use: refused, and (in its own transaction) everything is revoked.
        let e = store
            .write(|tx| exchange(tx, exchange_with(&code, VERIFIER, &[])))
            .expect_err("reused");
        assert_eq!(e.code(), "invalid_grant");
        assert!(store.write(|tx| revoke_reused(tx, &code)).unwrap().value);
        assert!(store.read(|tx| userinfo(tx, &tokens.access_token)).is_err());
        let rt = tokens.refresh_token.unwrap();
        let e = store
            .write(|tx| refresh(tx, &rt, &[]))
            .expect_err("revoked");
        assert_eq!(e.code(), "invalid_grant");
    }

    #[test]
    fn exchanges_check_client_verifier_redirect_and_resource() {
        let (_dir, mut store, user) = store();
        let code = store
            .write(|tx| issue(tx, &request("openid read:orders"), &user, None))
            .unwrap()
            .value;
        let other = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXx";
        let none: [String; 0] = [];
        let cases: Vec<(Exchange, &str)> = vec![
            (
                Exchange {
                    client_id: "other",
                    ..exchange_with(&code, VERIFIER, &none)
                },
                "invalid_grant",
            ),
            (exchange_with(&code, other, &none), "invalid_grant"),
            (
                Exchange {
                    code_verifier: None,
                    ..exchange_with(&code, VERIFIER, &none)
                },
                "invalid_grant",
            ),
            (
                Exchange {
                    redirect_uri: Some("http://localhost:3000/other"),
                    ..exchange_with(&code, VERIFIER, &none)
                },
                "invalid_grant",
            ),
            (
                Exchange {
                    redirect_uri: None,
                    ..exchange_with(&code, VERIFIER, &none)
                },
                "invalid_request",
            ),
            (exchange_with("nope", VERIFIER, &none), "invalid_grant"),
        ];
        for (x, want) in cases {
            let e = store.write(|tx| exchange(tx, x)).expect_err("refused");
            assert_eq!(e.code(), want);
        }
        // Refusals leave the code usable: now with the resource, a JWT with the permissions
        // the user holds (read:orders), not the ones only asked for.
        let other_api = ["https://other.example".to_string()];
        let e = store
            .write(|tx| exchange(tx, exchange_with(&code, VERIFIER, &other_api)))
            .expect_err("unknown resource");
        assert_eq!(e.code(), "invalid_target");
        let api = [API.to_string()];
        let t = store
            .write(|tx| exchange(tx, exchange_with(&code, VERIFIER, &api)))
            .expect("exchanged")
            .value
            .response;
        let claims = crate::token::jwt::parse(&t.access_token).unwrap().payload;
        assert_eq!(claims["aud"], API);
        assert_eq!(claims["scope"], "read:orders");
        assert_eq!(t.scope.as_deref(), Some("read:orders"));
        assert!(
            t.refresh_token.is_none(),
            "no offline_access, no refresh token"
        );
    }

    #[test]
    fn public_apps_rotate_refresh_tokens_and_reuse_revokes() {
        let (_dir, mut store, user) = store();
        let code = store
            .write(|tx| {
                issue(
                    tx,
                    &request("openid offline_access read:orders"),
                    &user,
                    None,
                )
            })
            .unwrap()
            .value;
        let first = store
            .write(|tx| exchange(tx, exchange_with(&code, VERIFIER, &[])))
            .unwrap()
            .value
            .response
            .refresh_token
            .unwrap();
        let api = [API.to_string()];
        let second = store
            .write(|tx| refresh(tx, &first, &api))
            .unwrap()
            .value
            .response;
        let claims = crate::token::jwt::parse(&second.access_token)
            .unwrap()
            .payload;
        assert_eq!(claims["scope"], "read:orders");
        assert!(second.id_token.is_some());
        let rotated = second.refresh_token.unwrap();
        assert_ne!(rotated, first);
        assert!(store.write(|tx| refresh(tx, &first, &[])).is_err());
        assert!(store.write(|tx| revoke_reused(tx, &first)).unwrap().value);
        // The reuse revoked the grant: the rotated token is dead too.
        assert!(store.write(|tx| refresh(tx, &rotated, &[])).is_err());
        // An unknown token is refused as such.
        let e = store
            .write(|tx| refresh(tx, "unknown", &[]))
            .expect_err("unknown");
        assert_eq!(
            e.detail().hint,
            Some(crate::error::Hint::Text(
                "the refresh token is unknown, expired or revoked".into()
            ))
        );
    }
}
