//! Sign-in connectors: another identity provider a user signs in with. An OpenID Connect
//! provider (Google, Microsoft Entra ID, Okta, GitLab, Keycloak, another idctl) found by its
//! issuer's discovery document, or an OAuth 2 provider without ID tokens (GitHub and the like):
//! its authorization, token and userinfo endpoints and a mapping of its userinfo JSON.
//!
//! Here: the connectors' configuration (`connector set oidc|oauth2`, `get`, `list`, `remove`,
//! `enable`, `disable`) and what a sign-in does once the upstream has answered ([`sign_in`]):
//! a known identity signs its user in; otherwise a user with the same verified email is linked
//! (unless the connector says not to), or a new user is registered. The network calls (the
//! discovery document, the code exchange, the ID token's keys, userinfo) happen before, outside
//! any transaction (`super::oidc`).

use super::secret::SecretRef;
use crate::error::{Code, Error, Result};
use crate::events::catalogue as cat;
use crate::events::interaction::Interaction;
use crate::model::User;
use crate::ops::experience::{Next, Verdict};
use crate::ops::invalid;
use crate::ops::users::{self as user_ops, NewUser};
use crate::store::upstream::{self as store, Record, SsoIdentity};
use crate::store::{Tx, users};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// The names of the code channels: no sign-in connector may take them.
pub const RESERVED: [&str; 2] = ["email", "sms"];

/// How a sign-in connector speaks to its provider.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Protocol {
    /// OpenID Connect: discovery, an ID token.
    Oidc,
    /// OAuth 2 with a userinfo endpoint (no ID token).
    #[serde(rename = "oauth2")]
    OAuth2,
}

impl Protocol {
    pub fn as_str(self) -> &'static str {
        match self {
            Protocol::Oidc => "oidc",
            Protocol::OAuth2 => "oauth2",
        }
    }
    fn of(s: &str) -> Protocol {
        if s == "oauth2" {
            Protocol::OAuth2
        } else {
            Protocol::Oidc
        }
    }
    fn describe(self) -> &'static str {
        match self {
            Protocol::Oidc => "an OpenID Connect",
            Protocol::OAuth2 => "an OAuth 2",
        }
    }
}

/// Where the identities of a connector appear on the user: `identities` (social) or
/// `ssoIdentities` (enterprise SSO), as the service shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Social,
    Sso,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Social => "social",
            Kind::Sso => "sso",
        }
    }
    pub fn parse(s: &str) -> Result<Kind> {
        match s {
            "social" => Ok(Kind::Social),
            "sso" => Ok(Kind::Sso),
            _ => Err(invalid(format!(
                "--kind must be social or sso, not {:?}",
                crate::util::sanitize(s)
            ))),
        }
    }
}

/// Where each profile field is read in the provider's JSON (the ID token's claims and
/// userinfo for OIDC, userinfo for OAuth 2): a member name, or a dotted path (`data.id`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Mapping {
    pub id: String,
    pub email: String,
    pub email_verified: String,
    pub name: String,
    pub avatar: String,
}

impl Mapping {
    fn default_for(p: Protocol) -> Mapping {
        match p {
            Protocol::Oidc => Mapping {
                id: "sub".into(),
                email: "email".into(),
                email_verified: "email_verified".into(),
                name: "name".into(),
                avatar: "picture".into(),
            },
            Protocol::OAuth2 => Mapping {
                id: "id".into(),
                email: "email".into(),
                email_verified: "email_verified".into(),
                name: "name".into(),
                avatar: "avatar_url".into(),
            },
        }
    }
}

/// A connector's configuration, as stored (JSON, without any secret value).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Config {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub issuer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization_endpoint: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token_endpoint: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub userinfo_endpoint: Option<String>,
    pub client_id: String,
    /// Where the server reads the client secret when it exchanges a code.
    pub client_secret: SecretRef,
    pub scope: String,
    /// Link a user with the same verified email (else a new user is registered).
    pub link_by_email: bool,
    pub mapping: Mapping,
}

/// A sign-in connector as commands and the pages see it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Connector {
    pub name: String,
    pub protocol: Protocol,
    pub kind: Kind,
    pub label: Option<String>,
    pub enabled: bool,
    /// The redirect URI to register at the provider: `{base_url}/callback/NAME`.
    pub callback_url: String,
    #[serde(flatten)]
    pub config: Config,
    pub created_at: i64,
    pub updated_at: i64,
}

impl Connector {
    /// The button's text: "Continue with LABEL" (the name when unlabelled).
    pub fn button(&self) -> String {
        format!(
            "Continue with {}",
            self.label.as_deref().unwrap_or(&self.name)
        )
    }

    /// The client secret, read now (in the process that uses the connector).
    pub fn client_secret(&self) -> Result<String> {
        self.config
            .client_secret
            .read(&format!("the client secret of connector {}", self.name))
    }
}

fn from_record(tx: &Tx, r: Record) -> Result<Connector> {
    let protocol = Protocol::of(&r.protocol);
    let config: Config = serde_json::from_value(r.config).map_err(|e| {
        Error::new(
            Code::StoreError,
            format!(
                "connector {}: its stored configuration is unreadable: {e}",
                r.name
            ),
        )
    })?;
    Ok(Connector {
        callback_url: callback_url(tx, &r.name)?,
        name: r.name,
        protocol,
        kind: if r.kind == "sso" {
            Kind::Sso
        } else {
            Kind::Social
        },
        label: r.label,
        enabled: r.enabled,
        config,
        created_at: r.created_at,
        updated_at: r.updated_at,
    })
}

/// `{base_url}/callback/NAME`: where the provider sends the browser back.
pub fn callback_url(tx: &Tx, name: &str) -> Result<String> {
    Ok(format!(
        "{}/callback/{name}",
        crate::store::config::base_url(tx)?.trim_end_matches('/')
    ))
}

/// A sign-in connector's name: `[a-z0-9][a-z0-9_-]{0,63}`, not `email` or `sms`.
pub fn check_name(name: &str) -> Result<()> {
    let mut chars = name.chars();
    let ok = name.len() <= 64
        && chars
            .next()
            .is_some_and(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-');
    if !ok {
        return Err(invalid(format!(
            "{:?} is not a connector name: lower-case letters, digits, - and _, starting with a \
             letter or digit, at most 64 characters",
            crate::util::sanitize(name)
        )));
    }
    if RESERVED.contains(&name) {
        return Err(invalid(format!(
            "{name} is the name of a code channel, not of a sign-in connector"
        )));
    }
    Ok(())
}

fn check_url(flag: &str, url: &str) -> Result<String> {
    crate::limits::check_len(flag, url, crate::limits::URL_BYTES)?;
    let parsed = url::Url::parse(url).map_err(|e| {
        invalid(format!(
            "{flag} {:?} is not a URL: {e}",
            crate::util::sanitize(url)
        ))
    })?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host().is_none() {
        return Err(invalid(format!(
            "{flag} must be an http or https URL: {}",
            crate::util::sanitize(url)
        )));
    }
    if parsed.fragment().is_some() {
        return Err(invalid(format!("{flag} must not have a #fragment")));
    }
    Ok(url.to_string())
}

fn check_text(flag: &str, value: &str, max: usize) -> Result<String> {
    let v = value.trim();
    if v.is_empty() {
        return Err(invalid(format!("{flag} must not be empty")));
    }
    if v.chars().count() > max {
        return Err(invalid(format!("{flag} is longer than {max} characters")));
    }
    if v.chars().any(char::is_control) {
        return Err(invalid(format!("{flag} must not hold control characters")));
    }
    Ok(v.to_string())
}

fn check_field(flag: &str, value: &str) -> Result<String> {
    let v = check_text(flag, value, 128)?;
    if v.split('.').any(str::is_empty) || v.contains(char::is_whitespace) {
        return Err(invalid(format!(
            "{flag} must be a member name or a dotted path (data.id), not {v:?}"
        )));
    }
    Ok(v)
}

fn check_scope(protocol: Protocol, scope: &str) -> Result<String> {
    let s = scope.split_whitespace().collect::<Vec<_>>().join(" ");
    if s.chars().any(|c| c.is_control() || c == '"' || c == '\\') || s.len() > 1024 {
        return Err(invalid("--scope must be space-separated scope names"));
    }
    if protocol == Protocol::Oidc && !s.split(' ').any(|x| x == "openid") {
        return Err(invalid(
            "--scope of an OpenID Connect connector must include openid",
        ));
    }
    Ok(s)
}

/// `connector set oidc|oauth2 NAME ...`: the fields given (a partial update of an existing
/// connector; a new one needs the required ones).
#[derive(Debug, Clone, Default)]
pub struct SetConnector {
    pub issuer: Option<String>,
    pub authorization_endpoint: Option<String>,
    pub token_endpoint: Option<String>,
    pub userinfo_endpoint: Option<String>,
    pub client_id: Option<String>,
    pub client_secret: Option<SecretRef>,
    pub scope: Option<String>,
    /// `Some("")` removes the label.
    pub label: Option<String>,
    pub kind: Option<Kind>,
    pub link_by_email: Option<bool>,
    pub id_field: Option<String>,
    pub email_field: Option<String>,
    pub email_verified_field: Option<String>,
    pub name_field: Option<String>,
    pub avatar_field: Option<String>,
}

/// Creates or changes a sign-in connector. A warning (a notice) when the secret's
/// environment variable is not set in this process: the server reads it, not this command.
pub fn set(tx: &mut Tx, protocol: Protocol, name: &str, input: SetConnector) -> Result<Connector> {
    let record = plan(tx, protocol, name, input)?;
    let config: Config = serde_json::from_value(record.config.clone())?;
    if let SecretRef::Env(var) = &config.client_secret
        && std::env::var_os(var).is_none()
    {
        tx.notice(format!(
            "the environment variable {var} is not set here; the server reads it when a user \
             signs in with {name}"
        ));
    }
    store::put(tx, &record)?;
    from_record(tx, record)
}

/// The connector [`set`] would make, without writing it (what `idctl apply` compares).
pub fn planned(tx: &Tx, protocol: Protocol, name: &str, input: SetConnector) -> Result<Connector> {
    let record = plan(tx, protocol, name, input)?;
    from_record(tx, record)
}

/// The record of a connector after `input`: checked, merged with the stored one.
fn plan(tx: &Tx, protocol: Protocol, name: &str, input: SetConnector) -> Result<Record> {
    check_name(name)?;
    let existing = store::get(tx, name)?;
    if let Some(r) = &existing
        && r.protocol != protocol.as_str()
    {
        return Err(Error::new(
            Code::ConnectorKindImmutable,
            format!(
                "connector {name} is {} connector; remove it first to make it {} one",
                Protocol::of(&r.protocol).describe(),
                protocol.describe()
            ),
        ));
    }
    let old: Option<Connector> = existing.map(|r| from_record(tx, r)).transpose()?;
    let required = |flag: &str| {
        invalid(format!(
            "connector {name} is new: {flag} is required to create it"
        ))
    };
    let url = |flag: &str, given: Option<String>, was: Option<String>, need: bool| match given {
        Some(u) => check_url(flag, &u).map(Some),
        None if need && was.is_none() => Err(required(flag)),
        None => Ok(was),
    };
    let was = old.as_ref().map(|c| c.config.clone());
    let oidc = protocol == Protocol::Oidc;
    let issuer = url(
        "--issuer",
        input.issuer,
        was.as_ref().and_then(|c| c.issuer.clone()),
        oidc,
    )?
    .map(|i| i.trim_end_matches('/').to_string());
    let authorization_endpoint = url(
        "--authorization-endpoint",
        input.authorization_endpoint,
        was.as_ref().and_then(|c| c.authorization_endpoint.clone()),
        !oidc,
    )?;
    let token_endpoint = url(
        "--token-endpoint",
        input.token_endpoint,
        was.as_ref().and_then(|c| c.token_endpoint.clone()),
        !oidc,
    )?;
    let userinfo_endpoint = url(
        "--userinfo-endpoint",
        input.userinfo_endpoint,
        was.as_ref().and_then(|c| c.userinfo_endpoint.clone()),
        !oidc,
    )?;
    if oidc
        && (authorization_endpoint.is_some()
            || token_endpoint.is_some()
            || userinfo_endpoint.is_some())
    {
        return Err(invalid(
            "an OpenID Connect connector finds its endpoints in its issuer's discovery document",
        ));
    }
    let client_id = match (input.client_id, &was) {
        (Some(c), _) => check_text("--client-id", &c, 255)?,
        (None, Some(w)) => w.client_id.clone(),
        (None, None) => return Err(required("--client-id")),
    };
    let client_secret = match (input.client_secret, &was) {
        (Some(s), _) => s,
        (None, Some(w)) => w.client_secret.clone(),
        (None, None) => return Err(required("--client-secret-env or --client-secret-file")),
    };
    let scope = match (input.scope, &was) {
        (Some(s), _) => check_scope(protocol, &s)?,
        (None, Some(w)) => w.scope.clone(),
        (None, None) if oidc => "openid email profile".to_string(),
        (None, None) => String::new(),
    };
    let mut mapping = was
        .as_ref()
        .map(|w| w.mapping.clone())
        .unwrap_or_else(|| Mapping::default_for(protocol));
    for (flag, given, slot) in [
        ("--id-field", input.id_field, &mut mapping.id),
        ("--email-field", input.email_field, &mut mapping.email),
        (
            "--email-verified-field",
            input.email_verified_field,
            &mut mapping.email_verified,
        ),
        ("--name-field", input.name_field, &mut mapping.name),
        ("--avatar-field", input.avatar_field, &mut mapping.avatar),
    ] {
        if let Some(v) = given {
            *slot = check_field(flag, &v)?;
        }
    }
    let label = match input.label {
        Some(l) if l.trim().is_empty() => None,
        Some(l) => Some(check_text("--label", &l, 64)?),
        None => old.as_ref().and_then(|c| c.label.clone()),
    };
    let kind = input
        .kind
        .or(old.as_ref().map(|c| c.kind))
        .unwrap_or(Kind::Social);
    // The identities a connector linked belong to its provider: once there are any, the
    // provider (its issuer, its endpoints) and where they live (the kind) stay.
    if let (Some(o), Some(w)) = (&old, &was) {
        let moved = [
            ("--issuer", &w.issuer, &issuer),
            (
                "--authorization-endpoint",
                &w.authorization_endpoint,
                &authorization_endpoint,
            ),
            ("--token-endpoint", &w.token_endpoint, &token_endpoint),
            (
                "--userinfo-endpoint",
                &w.userinfo_endpoint,
                &userinfo_endpoint,
            ),
        ]
        .into_iter()
        .filter(|(_, a, b)| a != b)
        .map(|(flag, ..)| flag)
        .chain((o.kind != kind).then_some("--kind"))
        .collect::<Vec<_>>();
        if !moved.is_empty() && store::has_identities(tx, name)? {
            return Err(Error::new(
                Code::ConnectorKindImmutable,
                format!(
                    "connector {name} has linked identities: its {} cannot change (they belong \
                     to its provider); add another connector for another provider",
                    moved.join(", ")
                ),
            ));
        }
    }
    let config = Config {
        issuer,
        authorization_endpoint,
        token_endpoint,
        userinfo_endpoint,
        client_id,
        client_secret,
        scope,
        link_by_email: input
            .link_by_email
            .or(was.as_ref().map(|w| w.link_by_email))
            .unwrap_or(true),
        mapping,
    };
    let now = tx.now_ms();
    Ok(Record {
        name: name.to_string(),
        protocol: protocol.as_str().to_string(),
        kind: kind.as_str().to_string(),
        label,
        enabled: old.as_ref().is_none_or(|c| c.enabled),
        config: serde_json::to_value(&config)?,
        created_at: old.as_ref().map_or(now, |c| c.created_at),
        updated_at: now,
    })
}

fn not_found(name: &str) -> Error {
    Error::new(
        Code::ConnectorNotFound,
        format!(
            "no sign-in connector named {:?}",
            crate::util::sanitize(name)
        ),
    )
    .with_hint(crate::error::Hint::run(
        "list the connectors",
        "connector list",
    ))
}

/// One connector (no secret value: its reference).
pub fn get(tx: &Tx, name: &str) -> Result<Connector> {
    match store::get(tx, name)? {
        Some(r) => from_record(tx, r),
        None => Err(not_found(name)),
    }
}

/// The connector `name` when it exists and is enabled.
pub fn enabled(tx: &Tx, name: &str) -> Result<Option<Connector>> {
    match store::get(tx, name)? {
        Some(r) if r.enabled => from_record(tx, r).map(Some),
        _ => Ok(None),
    }
}

/// Every sign-in connector, by name.
pub fn list(tx: &Tx) -> Result<Vec<Connector>> {
    store::list(tx)?
        .into_iter()
        .map(|r| from_record(tx, r))
        .collect()
}

/// The buttons of the sign-in page: `(name, text)` of each enabled connector.
pub fn buttons(tx: &Tx) -> Result<Vec<(String, String)>> {
    Ok(list(tx)?
        .into_iter()
        .filter(|c| c.enabled)
        .map(|c| (c.name.clone(), c.button()))
        .collect())
}

/// Removes a connector; the identities it linked stay on their users.
pub fn remove(tx: &mut Tx, name: &str) -> Result<Connector> {
    let c = get(tx, name)?;
    store::delete(tx, name)?;
    Ok(c)
}

/// Shows or hides a connector's button (and accepts or refuses its sign-ins).
pub fn set_enabled(tx: &mut Tx, name: &str, enabled: bool) -> Result<Connector> {
    let Some(mut r) = store::get(tx, name)? else {
        return Err(not_found(name));
    };
    if r.enabled != enabled {
        r.enabled = enabled;
        r.updated_at = tx.now_ms();
        store::put(tx, &r)?;
    }
    from_record(tx, r)
}

/// Who the provider says signed in: read from its answer (see `super::oidc`).
#[derive(Debug, Clone, PartialEq)]
pub struct Profile {
    /// The provider's issuer (OIDC) or its authorization endpoint (OAuth 2): recorded with the
    /// identity, and compared when it signs in again.
    pub issuer: String,
    /// The provider's stable id of the user (`sub`, GitHub's `id`).
    pub subject: String,
    pub email: Option<String>,
    pub email_verified: bool,
    pub name: Option<String>,
    pub avatar: Option<String>,
    /// The claims or userinfo JSON as received.
    pub raw: Value,
}

impl Profile {
    fn details(&self) -> Value {
        json!({
            "id": self.subject,
            "email": self.email,
            "name": self.name,
            "avatar": self.avatar,
            "rawData": self.raw,
        })
    }
}

/// The methods of a sign-in through another provider (`amr`): federated.
pub const AMR: &str = "fed";

/// A sign-in through connector `name` that the provider answered with `profile`, in the
/// write transaction: a known identity signs in its user; otherwise a user with the same
/// verified email is linked (`User.Data.Updated`) unless the connector's `linkByEmail` is
/// false; otherwise a new user is registered (`User.Created` and `PostRegister`). Then what
/// follows is what follows a password ([`Next`]): a user with a second factor verifies it.
pub fn sign_in(tx: &mut Tx, name: &str, profile: &Profile) -> Result<Verdict<Next>> {
    let Some(c) = enabled(tx, name)? else {
        return Err(not_found(name));
    };
    if profile.subject.is_empty() {
        return Err(invalid(format!(
            "the provider of connector {name} sent no user id"
        )));
    }
    let known = match c.kind {
        Kind::Social => store::social_user(tx, name, &profile.issuer, &profile.subject)?,
        Kind::Sso => {
            store::sso_by_subject(tx, name, &profile.issuer, &profile.subject)?.map(|s| s.user_id)
        }
    };
    if let Some(id) = known {
        let Some(user) = users::by_id(tx, &id)? else {
            return Err(not_found(name));
        };
        return crate::ops::experience::sign_in_as(tx, user, &[AMR]);
    }
    let email = profile
        .email
        .clone()
        .filter(|e| user_ops::check_email(e).is_ok());
    // The holder of the address, whatever its case: one rule for linking and for whether a new
    // user may take the address. Two users whose addresses differ only in case: no link.
    let holders = match &email {
        Some(e) => users::holders_of_email(tx, e)?,
        None => Vec::new(),
    };
    let holder = match holders.as_slice() {
        [one] => Some(one.clone()),
        _ => None,
    };
    if let Some(id) = holder
        .as_ref()
        .filter(|_| c.config.link_by_email && profile.email_verified)
    {
        let Some(mut user) = users::by_id(tx, id)? else {
            return Err(not_found(name));
        };
        if user.is_suspended {
            return crate::ops::experience::sign_in_as(tx, user, &[AMR]);
        }
        check_linkable(tx, &c, &user)?;
        link(tx, &c, &mut user, profile)?;
        Interaction::new(tx, "SignIn").data_event(tx, cat::USER_DATA_UPDATED, &user)?;
        return crate::ops::experience::sign_in_as(tx, user, &[AMR]);
    }
    // A new user. The email goes on it when the provider says it is verified and nobody holds
    // it (it is in the identity's details either way): an unverified address is nobody's yet.
    let name_text = profile
        .name
        .as_deref()
        .map(|n| n.chars().take(128).collect::<String>())
        .filter(|n| !n.trim().is_empty());
    let avatar = profile
        .avatar
        .clone()
        .filter(|a| a.len() <= 2048 && (a.starts_with("https://") || a.starts_with("http://")));
    let mut user = user_ops::insert_new(
        tx,
        NewUser {
            email: email.filter(|_| holders.is_empty() && profile.email_verified),
            name: name_text,
            avatar,
            federated: true,
            ..Default::default()
        },
    )?;
    link(tx, &c, &mut user, profile)?;
    let session = Interaction::new(tx, "Register");
    session.data_event(tx, cat::USER_CREATED, &user)?;
    session.hook_event(tx, cat::POST_REGISTER, &user)?;
    crate::ops::experience::registered_as(tx, user, &[AMR])
}

/// Whether the holder of a verified email may be linked to a new identity at `c` (before
/// anything is written): not when it has an identity at `c` already (another account at the
/// provider, such as a reassigned address, must not take it over), and not when a password
/// sign-in would not let it straight in (it is locked, it has a second factor, or
/// `mfa.policy = required` makes it add one): an email proves less than that.
fn check_linkable(tx: &Tx, c: &Connector, user: &User) -> Result<()> {
    let has_identity = match c.kind {
        Kind::Social => user.identities.get(c.name.as_str()).is_some(),
        Kind::Sso => store::sso_of_user(tx, &user.id)?
            .iter()
            .any(|s| s.sso_connector_id == c.name),
    };
    if has_identity {
        return Err(Error::new(
            Code::UserIdentityAlreadyInUse,
            format!(
                "the account with this email address is linked to another {} account already;                  it was not linked to this one",
                c.label.as_deref().unwrap_or(&c.name)
            ),
        ));
    }
    let now = tx.now_ms();
    // Locked under any of its identifiers (those `experience unlock` lifts).
    let mut ids: Vec<(&str, &str)> = vec![("userId", user.id.as_str())];
    for (kind, value) in [
        ("username", &user.username),
        ("email", &user.primary_email),
        ("phone", &user.primary_phone),
    ] {
        if let Some(v) = value {
            ids.push((kind, v));
        }
    }
    let mut locked = false;
    for (kind, value) in ids {
        locked |= crate::store::experience::lockout(tx, kind, value)?
            .is_some_and(|(_, _, until)| until > now);
    }
    let second_factor = !crate::store::mfa::kinds(tx, &user.id)?.is_empty()
        || crate::ops::config::mfa_policy(tx)? == crate::ops::config::MfaPolicy::Required;
    if locked || second_factor {
        return Err(Error::new(
            Code::UserIdentityAlreadyInUse,
            format!(
                "an account with this email address exists and is protected by more than its                  email (a second factor, or a lock after failed attempts): sign in with your                  password; it is not linked to {} by email",
                c.label.as_deref().unwrap_or(&c.name)
            ),
        ));
    }
    Ok(())
}

/// Links the identity of `profile` at connector `c` to `user` (social: in `identities`;
/// SSO: a row of `ssoIdentities`).
fn link(tx: &mut Tx, c: &Connector, user: &mut User, profile: &Profile) -> Result<()> {
    let now = tx.now_ms();
    match c.kind {
        Kind::Social => {
            if !user.identities.is_object() {
                user.identities = Value::Object(Default::default());
            }
            let mut details = profile.details();
            details["issuer"] = json!(profile.issuer);
            user.identities[c.name.as_str()] =
                json!({ "userId": profile.subject, "details": details });
            user.updated_at = now;
            users::update(tx, user)?;
        }
        Kind::Sso => {
            store::put_sso(
                tx,
                &SsoIdentity {
                    id: crate::util::new_id(),
                    user_id: user.id.clone(),
                    sso_connector_id: c.name.clone(),
                    issuer: profile.issuer.clone(),
                    identity_id: profile.subject.clone(),
                    detail: profile.details(),
                    created_at: now,
                    updated_at: now,
                },
            )?;
            user.updated_at = now;
            users::update(tx, user)?;
        }
    }
    Ok(())
}

/// A user's SSO identities (`ssoIdentities`).
pub fn sso_identities(tx: &Tx, user_id: &str) -> Result<Vec<SsoIdentity>> {
    store::sso_of_user(tx, user_id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connector_names_are_checked() {
        for ok in ["google", "github", "a", "entra-id", "okta_2", "0x"] {
            assert!(check_name(ok).is_ok(), "{ok}");
        }
        for bad in [
            "",
            "Google",
            "-x",
            "_x",
            "a b",
            "email",
            "sms",
            "é",
            "a/b",
            &"a".repeat(65),
        ] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn scopes_of_oidc_connectors_include_openid() {
        assert_eq!(
            check_scope(Protocol::Oidc, " openid  email ").unwrap(),
            "openid email"
        );
        assert!(check_scope(Protocol::Oidc, "email profile").is_err());
        assert_eq!(
            check_scope(Protocol::OAuth2, "read:user user:email").unwrap(),
            "read:user user:email"
        );
    }
}
