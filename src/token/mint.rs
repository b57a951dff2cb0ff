//! Minting access tokens at the token endpoint's rules (client credentials grant).

use super::{jwt, keys};
use crate::error::{Code, Error, Result};
use crate::model::{ClientType, Resource};
use crate::store::{self, Tx};
use serde::Serialize;
use serde_json::{Map, Value};

/// The token endpoint's success response.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct TokenResponse {
    pub access_token: String,
    pub expires_in: i64,
    pub token_type: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scope: Option<String>,
    /// With `openid` (a sign-in's grant).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id_token: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refresh_token: Option<String>,
}

/// A requested permission that was not granted, and why.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Dropped {
    pub scope: String,
    pub reason: String,
}

/// A minted token with what was left out of the request.
#[derive(Debug, Clone)]
pub struct Minted {
    pub response: TokenResponse,
    pub dropped: Vec<Dropped>,
}

/// The reserved resource a sign-in asks for to get organization tokens later (the service's
/// SDKs add it with the `urn:logto:scope:organizations` scope).
pub const ORGANIZATIONS_RESOURCE: &str = "urn:logto:resource:organizations";
/// The audience of an organization token is this prefix and the organization's id.
pub const ORGANIZATION_AUDIENCE_PREFIX: &str = "urn:logto:organization:";
/// Organization tokens live an hour (the service's TTL of its reserved resources).
pub const ORGANIZATION_TOKEN_TTL_SECS: i64 = 3600;

/// The audience of an organization token, as the resource it is signed for.
pub fn organization_audience(org_id: &str) -> Resource {
    Resource {
        id: String::new(),
        name: format!("organization {org_id}"),
        indicator: format!("{ORGANIZATION_AUDIENCE_PREFIX}{org_id}"),
        is_default: false,
        access_token_ttl: ORGANIZATION_TOKEN_TTL_SECS,
        created_at: 0,
    }
}

/// An organization token refused to a user: the organization (which may not exist: the
/// answer is the same) does not have it as a member (403 at the token endpoint).
pub(super) fn user_not_member(org: &str) -> Error {
    Error::new(
        Code::AccessDenied,
        "user is not a member of the organization",
    )
    .with_hint(format!("see who is in it: idctl org members list {org}"))
}

/// An organization token refused to a member without a second factor, of an organization
/// that requires one (403 at the token endpoint, the reference's text).
pub(super) fn user_without_mfa(user_id: &str) -> Error {
    Error::new(
        Code::AccessDenied,
        "organization requires MFA but user has no MFA configured",
    )
    .with_hint(format!(
        "add a second factor: idctl user mfa add {user_id} --type totp"
    ))
}

/// An organization token refused to an application that is not one of the organization's.
pub(super) fn app_not_member(org: &str) -> Error {
    Error::new(
        Code::AccessDenied,
        "app has not associated with the organization",
    )
    .with_hint(format!("see who is in it: idctl org apps list {org}"))
}

/// Splits requested organization permissions into those `holder` holds in the organization
/// (in request order, once each) and the dropped ones.
pub(super) fn filter_org_scopes(
    requested: &[String],
    held: &[String],
    holder: &str,
    org: &str,
) -> Result<(Vec<String>, Vec<Dropped>)> {
    check_requested(requested)?;
    let mut granted: Vec<String> = Vec::new();
    let mut dropped = Vec::new();
    for s in requested {
        if granted.contains(s) || dropped.iter().any(|d: &Dropped| &d.scope == s) {
            continue;
        }
        if held.contains(s) {
            granted.push(s.clone());
        } else {
            dropped.push(Dropped {
                scope: s.clone(),
                reason: format!("not held by {holder} in organization {org}"),
            });
        }
    }
    Ok((granted, dropped))
}

fn invalid_target(description: &str) -> Error {
    Error::new(Code::InvalidTarget, description)
}

/// The audience of a token request: the one `resource` given, or the default resource.
pub fn resolve_target(tx: &Tx, resources: &[String]) -> Result<Resource> {
    let indicator = match resources {
        [] => {
            return store::resources::default_resource(tx)?.ok_or_else(|| {
                invalid_target("both `resource` and `organization_id` are not provided")
                    .with_hint("pass --resource URI, or make one resource the default: idctl resource set-default URI")
            });
        }
        [one] => one,
        _ => {
            return Err(invalid_target(
                "only a single resource indicator value is supported for this grant type",
            ));
        }
    };
    let url = url::Url::parse(indicator)
        .map_err(|_| invalid_target("resource indicator must be an absolute URI"))?;
    if url.fragment().is_some() {
        return Err(invalid_target(
            "resource indicator must not contain a fragment component",
        ));
    }
    if let Some(res) = store::resources::by_indicator(tx, indicator)? {
        return Ok(res);
    }
    let err = invalid_target("resource indicator is missing, or unknown");
    // The most common slip: a trailing slash the registered indicator does not have (or has).
    let twin = match indicator.strip_suffix('/') {
        Some(s) => s.to_string(),
        None => format!("{indicator}/"),
    };
    Err(match store::resources::by_indicator(tx, &twin)? {
        Some(r) => err.with_hint(format!(
            "indicators match byte for byte; registered is {}",
            r.indicator
        )),
        None => err.with_hint("list resources with: idctl resource list"),
    })
}

/// At most [`crate::limits::REQUESTED_SCOPES`] permissions per request.
pub(super) fn check_requested(requested: &[String]) -> Result<()> {
    if requested.len() > crate::limits::REQUESTED_SCOPES {
        return Err(Error::new(
            Code::InvalidRequest,
            format!(
                "at most {} permissions may be requested at once, not {}",
                crate::limits::REQUESTED_SCOPES,
                requested.len()
            ),
        ));
    }
    Ok(())
}

/// Splits requested permissions into granted (in request order, without repeats) and dropped.
pub fn filter_scopes(
    tx: &Tx,
    res: &Resource,
    requested: &[String],
    held: &[String],
    holder: &str,
) -> Result<(Vec<String>, Vec<Dropped>)> {
    check_requested(requested)?;
    let held: std::collections::HashSet<&str> = held.iter().map(String::as_str).collect();
    let mut seen = std::collections::HashSet::new();
    let mut granted: Vec<String> = Vec::new();
    let mut dropped: Vec<Dropped> = Vec::new();
    // The resource's permissions, read once and only when something is dropped.
    let mut defined: Option<Vec<crate::model::Scope>> = None;
    for s in requested {
        if !seen.insert(s.as_str()) {
            continue;
        }
        if held.contains(s.as_str()) {
            granted.push(s.clone());
            continue;
        }
        let defined = match &mut defined {
            Some(d) => d,
            None => defined.insert(store::scopes::list(tx, &res.id)?),
        };
        let reason = if defined.iter().any(|d| &d.name == s) {
            format!("defined on {} but not held by {holder}", res.indicator)
        } else {
            match defined.iter().find(|d| d.name.starts_with(s.as_str())) {
                Some(d) => format!(
                    "not defined on {}; looks like a prefix of {} (names must match exactly)",
                    res.indicator, d.name
                ),
                None => format!("not defined on {}", res.indicator),
            }
        };
        dropped.push(Dropped {
            scope: s.clone(),
            reason,
        });
    }
    Ok((granted, dropped))
}

/// Signs an access token with the store's current key, claims in the service's order:
/// `jti, sub, iat, exp, scope, client_id, iss, aud`, then those a custom claims script adds
/// (every grant and both fronts pass through here).
pub fn sign_access_token(
    tx: &Tx,
    sub: &str,
    client_id: &str,
    res: &Resource,
    scope: Option<&str>,
    organization_id: Option<&str>,
) -> Result<(String, i64)> {
    let key = store::keys::current(tx)?
        .ok_or_else(|| Error::new(Code::KeysNone, "the store has no signing key"))?;
    let signer = keys::signer(&key)?;
    // The same in every round of a request that runs a custom claims script.
    let (jti, iat) = super::claims::stamp(tx.now_ms());
    // The TTL is bounded when set, but a store may hold any number: check, never wrap.
    crate::limits::check(
        &format!("the access token TTL of {}", res.indicator),
        res.access_token_ttl,
        &crate::limits::TOKEN_TTL_SECS,
    )?;
    let exp = iat.checked_add(res.access_token_ttl).ok_or_else(|| {
        Error::new(
            Code::TokenExpOverflow,
            "the token's expiry cannot be computed",
        )
    })?;
    let mut header = Map::new();
    header.insert("alg".into(), key.alg.clone().into());
    header.insert("typ".into(), "at+jwt".into());
    header.insert("kid".into(), key.kid.clone().into());
    let mut claims = Map::new();
    claims.insert("jti".into(), jti.into());
    claims.insert("sub".into(), sub.into());
    claims.insert("iat".into(), iat.into());
    claims.insert("exp".into(), exp.into());
    if let Some(s) = scope {
        claims.insert("scope".into(), s.into());
    }
    claims.insert("client_id".into(), client_id.into());
    claims.insert("iss".into(), super::issuer(tx)?.into());
    claims.insert("aud".into(), Value::String(res.indicator.clone()));
    // A resource token asked for in an organization's context names it.
    if let Some(org) = organization_id {
        claims.insert("organization_id".into(), org.into());
    }
    // A machine's token is its own (`sub` is the client); anyone else's is a user's.
    let kind = if sub == client_id {
        super::claims::TokenType::Machine
    } else {
        super::claims::TokenType::User
    };
    super::claims::customize(tx, kind, client_id, &mut claims, iat.saturating_mul(1000))?;
    let token = jwt::encode(&header, &claims, &signer)?;
    // Only a token that leaves marks its key (a refused one signs nothing).
    tx.signs_with(&key);
    Ok((token, res.access_token_ttl))
}

/// Signs the access token and builds the token endpoint's response.
pub(super) fn respond(
    tx: &Tx,
    sub: &str,
    client_id: &str,
    res: &Resource,
    scope: Option<String>,
    organization_id: Option<&str>,
    refresh_token: Option<String>,
) -> Result<TokenResponse> {
    let (token, ttl) =
        sign_access_token(tx, sub, client_id, res, scope.as_deref(), organization_id)?;
    Ok(TokenResponse {
        access_token: token,
        expires_in: ttl,
        token_type: "Bearer",
        scope,
        id_token: None,
        refresh_token,
    })
}

/// Refuses a request that would drop permissions, for `--strict`.
pub fn strict_check(dropped: &[Dropped]) -> Result<()> {
    if dropped.is_empty() {
        return Ok(());
    }
    let list = dropped
        .iter()
        .map(|d| format!("{} ({})", d.scope, d.reason))
        .collect::<Vec<_>>()
        .join("; ");
    Err(Error::new(
        Code::InvalidScope,
        format!("requested scope is not allowed: {list}"),
    ))
}

/// A registered client by id or name, with the stored hash of its secret.
fn find_client(tx: &Tx, key: &str) -> Result<(crate::model::Client, String)> {
    store::clients::credentials(tx, key)?
        .ok_or_else(|| Error::new(Code::InvalidClient, format!("invalid client {key}")))
}

/// The client credentials grant on the command line: a token for a machine client (named
/// by id or name), which must present its secret.
pub(super) fn client_credentials(
    tx: &Tx,
    app: &App,
    resources: &[String],
    scopes: &[String],
    organization: Option<&str>,
    strict: bool,
) -> Result<Minted> {
    let (Some(id), Some(secret)) = (&app.client_id, &app.secret) else {
        let err = Error::new(
            Code::InvalidRequest,
            "no client authentication mechanism provided",
        );
        let machines = store::clients::list(tx)?
            .into_iter()
            .any(|c| c.kind == ClientType::MachineToMachine);
        return Err(if machines {
            err.with_hint("give --client-id and --client-secret (or IDCTL_CLIENT_ID / IDCTL_CLIENT_SECRET, --client-secret-stdin, --basic)")
        } else {
            err.with_hint("this store has no machine-to-machine client yet: idctl quickstart creates an example one (and prints the commands that use it), or idctl client create NAME --role ROLE; then set IDCTL_CLIENT_ID and IDCTL_CLIENT_SECRET")
        });
    };
    let presented = super::client::Presented {
        id: id.clone(),
        secret: Some(secret.clone()),
    };
    let client = super::client::authenticate(tx, &presented)
        .map_err(|e| with_client_hint(tx, e.into(), &presented.id))?;
    client_credentials_for(tx, &client, resources, scopes, organization, strict)
}

/// The way on from an `invalid_client` of the command line: the closest client names when
/// the client does not exist, else how to get a new secret (a lost one cannot be shown again).
fn with_client_hint(tx: &Tx, e: Error, key: &str) -> Error {
    if e.code() != "invalid_client" || e.detail().hint.is_some() {
        return e;
    }
    let Ok(clients) = store::clients::list(tx) else {
        return e;
    };
    match clients.iter().find(|c| c.id == key || c.name == key) {
        Some(c) if !c.kind.is_public() => e.with_hint(format!(
            "the secret does not match; secrets are shown only once: get a new one with idctl client rotate-secret {}",
            c.name
        )),
        Some(_) => e,
        None => match crate::util::closest(key, clients.iter().map(|c| c.name.as_str())) {
            Some(c) => e.with_hint(format!("no client {key}; did you mean {c}?")),
            None => e.with_hint("list the clients with: idctl client list"),
        },
    }
}

/// The client credentials grant for a client already authenticated (by the token endpoint).
pub fn client_credentials_for(
    tx: &Tx,
    client: &super::client::Authenticated,
    resources: &[String],
    scopes: &[String],
    organization: Option<&str>,
    strict: bool,
) -> Result<Minted> {
    let not_allowed = || {
        Error::new(
            Code::UnauthorizedClient,
            "requested grant type is not allowed for this client",
        )
    };
    let client = match client {
        super::client::Authenticated::Confidential(c) if c.kind == ClientType::MachineToMachine => {
            c
        }
        super::client::Authenticated::Confidential(c) => {
            return Err(not_allowed().with_hint(format!(
                "client {} is a {} client: it gets user tokens; client credentials are for machine-to-machine clients",
                c.name,
                c.kind.as_str()
            )));
        }
        super::client::Authenticated::Public(id) => {
            return Err(not_allowed().with_hint(format!(
                "{id} is a public client without a secret; client credentials are for machine-to-machine clients"
            )));
        }
    };
    let holder = format!("client {}", client.name);
    if let Some(org) = organization {
        // The service's organization token of an application (its RFC 0006).
        if !store::orgs::is_app_member(tx, org, &client.id)? {
            return Err(app_not_member(org));
        }
        let (res, (granted, dropped)) = match resources {
            [] => {
                let held = store::orgs::app_scope_names(tx, org, &client.id)?;
                let filtered = filter_org_scopes(scopes, &held, &holder, org)?;
                (organization_audience(org), filtered)
            }
            _ => {
                let res = resolve_target(tx, resources)?;
                let held = store::orgs::app_resource_scope_names(tx, org, &client.id, &res.id)?;
                let holder = format!("{holder} in organization {org}");
                let filtered = filter_scopes(tx, &res, scopes, &held, &holder)?;
                (res, filtered)
            }
        };
        if strict {
            strict_check(&dropped)?;
        }
        let scope = (!granted.is_empty()).then(|| granted.join(" "));
        // An organization token's audience names the organization; a resource token in an
        // organization's context carries it as `organization_id`.
        let claim = (!resources.is_empty()).then_some(org);
        let response = respond(tx, &client.id, &client.id, &res, scope, claim, None)?;
        return Ok(Minted { response, dropped });
    }
    let res = resolve_target(tx, resources)?;
    let held = store::clients::scope_names(tx, &client.id, &res.id)?;
    let (granted, dropped) = filter_scopes(tx, &res, scopes, &held, &holder)?;
    if strict {
        strict_check(&dropped)?;
    }
    // Nothing granted: the claim and the response field are left out, as the service does.
    let scope = (!granted.is_empty()).then(|| granted.join(" "));
    let response = respond(tx, &client.id, &client.id, &res, scope, None, None)?;
    Ok(Minted { response, dropped })
}

pub use super::client::BUILTIN_APP_ID;
/// The token-exchange subject token type of personal access tokens.
pub const PAT_TOKEN_TYPE: &str = "urn:logto:token-type:personal_access_token";

fn invalid_grant() -> Error {
    Error::new(Code::InvalidGrant, "grant request is invalid")
}

/// A user who may receive tokens: exists and is not suspended.
pub(crate) fn active_user(tx: &Tx, user_id: &str) -> Result<crate::model::User> {
    match store::users::by_id(tx, user_id)? {
        Some(u) if !u.is_suspended => Ok(u),
        Some(_) => Err(invalid_grant().with_hint("the user is suspended")),
        None => Err(invalid_grant().with_hint("the user no longer exists")),
    }
}

/// The grants that mint user tokens; each names the app (client) asking for the token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserGrant {
    AuthorizationCode,
    RefreshToken,
    TokenExchange,
}

/// The app a user-token request names: a client (id or name; none: the built-in app) and,
/// when one was given, its secret, which is then checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct App {
    pub client_id: Option<String>,
    pub secret: Option<String>,
}

impl App {
    pub(super) fn named(&self) -> bool {
        self.client_id.is_some() || self.secret.is_some()
    }
}

/// The app asking for a user token, authenticated when a secret was given: a registered
/// client, or the built-in app (which has no secret). As in the service, a machine-to-machine
/// client may use only the client credentials and token exchange grants. Returns the app's
/// id, and whether it is public (its refresh tokens rotate).
pub(super) fn app_id(tx: &Tx, app: &App, grant: UserGrant) -> Result<(String, bool)> {
    let key = match app.client_id.as_deref() {
        None | Some(BUILTIN_APP_ID) => {
            if app.secret.is_some() {
                return Err(
                    Error::new(Code::InvalidClient, "client authentication failed").with_hint(
                        "the built-in app idctl has no secret; name a client with --client-id",
                    ),
                );
            }
            return Ok((BUILTIN_APP_ID.to_string(), true));
        }
        Some(key) => key,
    };
    // The store's administrator may name the app; a secret that is given is checked.
    let client = match &app.secret {
        Some(secret) => {
            let presented = super::client::Presented {
                id: key.to_string(),
                secret: Some(secret.clone()),
            };
            match super::client::authenticate(tx, &presented)
                .map_err(|e| with_client_hint(tx, e.into(), key))?
            {
                super::client::Authenticated::Confidential(c) => c,
                super::client::Authenticated::Public(_) => {
                    return Err(super::client::failed().into());
                }
            }
        }
        None => {
            find_client(tx, key)
                .map_err(|e| with_client_hint(tx, e, key))?
                .0
        }
    };
    if client.kind == ClientType::MachineToMachine && grant != UserGrant::TokenExchange {
        return Err(Error::new(Code::UnauthorizedClient,
            "requested grant type is not allowed for this client",
        )
        .with_hint(format!(
            "client {} is a machine-to-machine client: it gets tokens of its own (idctl token --client-id), or exchanges personal access tokens (--pat); without --client-id, user tokens are the built-in app idctl's",
            client.name
        )));
    }
    let public = client.kind.is_public();
    Ok((client.id, public))
}

/// The token-exchange grant with a personal access token as subject token.
/// `app`: the app asking, already authenticated.
pub(super) fn exchange_pat(
    tx: &Tx,
    app: &str,
    pat: &str,
    resources: &[String],
    scopes: &[String],
    strict: bool,
) -> Result<Minted> {
    let hash = crate::util::sha256_hex(pat.trim().as_bytes());
    let pat = store::users::pat_by_hash(tx, &hash)?.ok_or_else(|| {
        invalid_grant().with_hint("the personal access token is unknown or deleted")
    })?;
    if pat.expires_at.is_some_and(|e| e <= tx.now_ms()) {
        return Err(invalid_grant().with_hint("the personal access token has expired"));
    }
    let user = active_user(tx, &pat.user_id)?;
    let res = resolve_target(tx, resources)?;
    let held = store::users::scope_names(tx, &user.id, &res.id, None)?;
    let (granted, dropped) = filter_scopes(tx, &res, scopes, &held, &format!("user {}", user.id))?;
    if strict {
        strict_check(&dropped)?;
    }
    // Token-exchange tokens always carry the claim, "" when nothing was granted.
    let scope = granted.join(" ");
    let response = respond(tx, &user.id, app, &res, Some(scope), None, None)?;
    Ok(Minted { response, dropped })
}
