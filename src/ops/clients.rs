//! Clients (the service's applications): native and single-page apps (public: no secret),
//! traditional web apps and machine-to-machine clients (confidential: a secret shown once);
//! redirect URIs for the apps users sign in to, m2m roles for machine clients.

use super::{check_name, invalid, not_found};
use crate::error::{Code, Error, Hint, Noun, Result};
use crate::events::audit;
use crate::model::{
    Client, ClientType, ClientWithSecret, IdTokenAlg, OidcClientMetadata, Role, RoleType,
    ScopeWithResource,
};
use crate::store::{Listed, Page, Tx, clients};
use crate::util::{self, sanitize};
use std::net::{Ipv4Addr, Ipv6Addr};
use url::{Host, Url};

pub const NAME_MAX: usize = 256;
pub const SECRET_LEN: usize = 32;
/// The longest client id one may choose (generated ids have 21 characters).
pub const ID_MAX: usize = 64;
/// The shortest secret one may choose: with at least 16 characters of a random string, a
/// plain SHA-256 of it (how every client secret is stored) is as sound as for a generated
/// one. Generated secrets have [`SECRET_LEN`].
pub const SECRET_MIN: usize = 16;
/// The longest secret one may choose (it must fit a token request's parameters).
pub const SECRET_MAX: usize = 512;
/// How to make a good secret, for hints. Hex survives every client library's encoding of
/// HTTP Basic credentials (`+` and `/` of base64 do not, where a library skips the
/// form-encoding RFC 6749 asks for).
pub const SECRET_RECIPE: &str = "generate one with: openssl rand -hex 32";

pub struct NewClient {
    /// The id to create the client with (checked by [`check_id`]); `None`: a generated one.
    pub id: Option<String>,
    pub name: String,
    pub kind: ClientType,
    pub redirect_uris: Vec<String>,
    pub post_logout_redirect_uris: Vec<String>,
    /// The algorithm of the app's ID tokens (`None`: the signing key's).
    pub id_token_signed_response_alg: Option<IdTokenAlg>,
    /// MachineToMachine roles (machine-to-machine clients only).
    pub roles: Vec<String>,
    /// A description, checked (at most [`DESCRIPTION_MAX`] characters) and not kept.
    pub description: Option<String>,
    /// A secret the caller chose (confidential clients only, checked by [`check_secret`]);
    /// `None`: a generated one, returned once.
    pub secret: Option<String>,
}

/// The longest description of an application the Management API accepts.
pub const DESCRIPTION_MAX: usize = 512;

impl NewClient {
    /// A machine-to-machine client with these roles.
    pub fn m2m(name: String, roles: Vec<String>) -> NewClient {
        NewClient {
            id: None,
            name,
            kind: ClientType::MachineToMachine,
            redirect_uris: Vec::new(),
            post_logout_redirect_uris: Vec::new(),
            id_token_signed_response_alg: None,
            roles,
            description: None,
            secret: None,
        }
    }
}

/// A client id one chooses (`client create --id`, a manifest's `id`): 1 to [`ID_MAX`]
/// characters, ASCII letters, digits, `-`, `_` and `.`, starting with a letter or a digit, so
/// that it reads the same in a URL path, a token's `client_id`, an HTTP Basic header and a
/// shell; not the built-in app's id.
pub fn check_id(id: &str) -> Result<()> {
    let hint = "for example billing-service (letters, digits, -, _ and .)";
    if id.is_empty() {
        return Err(invalid("a client id must not be empty").with_hint(hint));
    }
    let n = id.chars().count();
    if n > ID_MAX {
        return Err(invalid(format!(
            "client id {}... is {n} characters long; at most {ID_MAX} are allowed",
            sanitize(&id.chars().take(24).collect::<String>())
        )));
    }
    if let Some(c) = id
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')))
    {
        return Err(invalid(format!(
            "client id {}: {} is not allowed; an id has letters, digits, -, _ and . only",
            sanitize(id),
            sanitize(&format!("{c:?}"))
        ))
        .with_hint(hint));
    }
    if !id.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        return Err(invalid(format!(
            "client id {id}: an id starts with a letter or a digit"
        ))
        .with_hint(hint));
    }
    if id == crate::token::client::BUILTIN_APP_ID {
        return Err(Error::new(
            Code::ApplicationIdInUse,
            format!("client id {id} is the built-in app's id"),
        )
        .with_hint("choose another id"));
    }
    Ok(())
}

/// A client id one chooses, for a new client: well formed, and neither another client's id
/// nor another client's name (clients are found by id or name).
pub fn check_new_id(tx: &Tx, id: &str) -> Result<()> {
    check_id(id)?;
    match clients::find(tx, id)? {
        Some(c) if c.id == id => Err(Error::new(
            Code::ApplicationIdInUse,
            format!("client id {id} is in use by client {}", sanitize(&c.name)),
        )
        .with_hint("choose another id, or delete that client first")),
        Some(c) => Err(Error::new(
            Code::ApplicationIdInUse,
            format!(
                "client id {id} is the name of client {} (id {}); clients are found by id or name",
                sanitize(&c.name),
                c.id
            ),
        )
        .with_hint("choose another id, or rename that client first")),
        None => Ok(()),
    }
}

/// A secret one chooses: [`SECRET_MIN`] to [`SECRET_MAX`] printable ASCII characters without
/// spaces. A secret is a random string, not a password: it is stored as a plain SHA-256, as
/// generated ones are, which only a long random string makes sound.
pub fn check_secret(secret: &str) -> Result<()> {
    if secret.is_empty() {
        return Err(invalid("the client secret is empty").with_hint(SECRET_RECIPE));
    }
    if let Some(c) = secret.chars().find(|c| !c.is_ascii_graphic()) {
        let what = match c {
            '\r' => "a carriage return (\\r: a file with Windows line endings? only one \\n is stripped)"
                .to_string(),
            '\n' => "a line break (only one trailing \\n is stripped)".to_string(),
            ' ' => "a space".to_string(),
            c if c.is_ascii_control() => format!("the control character {:?}", c),
            _ => "a character that is not ASCII".to_string(),
        };
        return Err(invalid(format!(
            "the client secret contains {what}; a secret is printable ASCII without spaces"
        ))
        .with_hint(SECRET_RECIPE));
    }
    let n = secret.len();
    if n < SECRET_MIN {
        return Err(invalid(format!(
            "the client secret is {n} characters long; at least {SECRET_MIN} are required \
             (it is stored as a SHA-256 hash, sound only for a long random string)"
        ))
        .with_hint(SECRET_RECIPE));
    }
    if n > SECRET_MAX {
        return Err(invalid(format!(
            "the client secret is {n} characters long; at most {SECRET_MAX} are allowed"
        )));
    }
    Ok(())
}

/// A public client has no secret to set or rotate.
fn refuse_public(client: &Client, doing: &str) -> Result<()> {
    if !client.kind.is_public() {
        return Ok(());
    }
    Err(Error::new(
        Code::ApplicationInvalidType,
        format!(
            "client {} is a public {} client: it has no secret to {doing}",
            client.name,
            client.kind.as_str()
        ),
    )
    .with_hint("public clients authenticate with their client id alone (and PKCE)"))
}

/// Does `secret` match the client's stored secret? (Compared as hashes, in constant time.)
pub fn secret_matches(tx: &Tx, id: &str, secret: &str) -> Result<bool> {
    let stored = clients::credentials(tx, id)?
        .filter(|(c, _)| c.id == id)
        .map(|(_, h)| h)
        .unwrap_or_default();
    let given = util::hash_secret(secret);
    Ok(!stored.is_empty() && util::ct_eq(given.as_bytes(), stored.as_bytes()))
}

/// Stores a confidential client's new secret (its hash) and records the rotation.
fn store_secret(tx: &mut Tx, client: &Client, secret: &str) -> Result<()> {
    clients::set_secret_hash(tx, &client.id, &util::hash_secret(secret))?;
    audit::record(
        tx,
        &audit::APPLICATION_SECRET_ROTATED,
        &[("id", &client.id)],
        serde_json::to_value(client)?,
    )
}

/// Sets the secret one chose (a manifest's `secret`). The same secret again writes and
/// records nothing (returns `false`); another one replaces it, as `rotate_secret` does
/// (returns `true`).
pub fn set_secret(tx: &mut Tx, key: &str, secret: &str) -> Result<bool> {
    let client = resolve(tx, key)?;
    refuse_public(&client, "set")?;
    check_secret(secret)?;
    if secret_matches(tx, &client.id, secret)? {
        return Ok(false);
    }
    store_secret(tx, &client, secret)?;
    Ok(true)
}

/// A partial update: fields left `None` keep their value; a list given replaces the list.
#[derive(Debug, Clone, Default)]
pub struct ClientUpdate {
    pub name: Option<String>,
    pub redirect_uris: Option<Vec<String>>,
    pub post_logout_redirect_uris: Option<Vec<String>>,
    pub id_token_signed_response_alg: Option<IdTokenAlg>,
}

impl ClientUpdate {
    /// Does the update change nothing at all?
    pub fn is_empty(&self) -> bool {
        self.name.is_none()
            && self.redirect_uris.is_none()
            && self.post_logout_redirect_uris.is_none()
            && self.id_token_signed_response_alg.is_none()
    }
}

/// Only apps users sign in to get ID tokens, so only they choose their algorithm.
fn check_id_token_alg(kind: ClientType, alg: Option<IdTokenAlg>) -> Result<()> {
    match alg {
        Some(a) if !kind.is_user_app() => Err(invalid(format!(
            "a machine-to-machine client gets no ID tokens (given the ID token algorithm {})",
            a.as_str()
        ))
        .with_hint("ID tokens are for native, spa and traditional clients")),
        _ => Ok(()),
    }
}

/// What a list of URIs is called in messages.
pub const REDIRECT_URI: &str = "redirect URI";
pub const POST_LOGOUT_REDIRECT_URI: &str = "post-logout redirect URI";

/// Schemes no native app may redirect to (the provider's list); web apps use http(s) only.
const FORBIDDEN_SCHEMES: &[&str] = &["javascript", "vbscript", "data", "blob", "file", "about"];

/// The loopback hosts of RFC 8252 as the provider knows them.
fn is_loopback(url: &Url) -> bool {
    match url.host() {
        Some(Host::Domain(d)) => d == "localhost",
        Some(Host::Ipv4(ip)) => ip == Ipv4Addr::LOCALHOST,
        Some(Host::Ipv6(ip)) => ip == Ipv6Addr::LOCALHOST,
        None => false,
    }
}

/// One URI of a client of type `kind` (not machine-to-machine): absolute, no fragment, no
/// wildcard (URIs match exactly); web apps use http or https; native apps may use a custom
/// scheme (`io.logto://callback`) but none of the provider's forbidden ones, http only on
/// loopback and https only off it.
fn check_uri(kind: ClientType, what: &str, uri: &str) -> Result<()> {
    let bad = |why: &str| invalid(format!("{what} {}: {why}", sanitize(uri)));
    if uri.is_empty() {
        return Err(invalid(format!("a {what} must not be empty")));
    }
    crate::limits::check_len(what, uri, crate::limits::URL_BYTES)?;
    if uri.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(bad("must not contain spaces or control characters"));
    }
    if uri.contains('*') {
        return Err(bad(
            "wildcards (*) are not allowed; redirect URIs match exactly",
        ));
    }
    let url = Url::parse(uri).map_err(|_| {
        bad("not an absolute URI").with_hint("for example https://app.example.com/callback")
    })?;
    if url.fragment().is_some() {
        return Err(bad("must not contain a fragment (#...)"));
    }
    let scheme = url.scheme();
    let web = scheme == "http" || scheme == "https";
    match kind {
        ClientType::Native => {
            if scheme == "http" && !is_loopback(&url) {
                return Err(bad(
                    "a native client uses http only on loopback (localhost, 127.0.0.1, [::1])",
                )
                .with_hint("use https, or a custom scheme such as io.example.app://callback"));
            }
            if scheme == "https" && is_loopback(&url) {
                return Err(bad(
                    "a native client uses https only off loopback; use http on loopback",
                ));
            }
            if FORBIDDEN_SCHEMES.contains(&scheme) {
                return Err(bad(&format!("the {scheme}: scheme is not allowed")));
            }
        }
        _ if !web => {
            return Err(bad(&format!(
                "a {} client's URIs use http or https",
                kind.as_str()
            ))
            .with_hint("custom schemes (io.example.app://callback) are for native clients"));
        }
        _ => {}
    }
    if web && url.host_str().is_none_or(str::is_empty) {
        return Err(bad("has no host"));
    }
    Ok(())
}

/// Checks a list of redirect (or post-logout redirect) URIs for a client of type `kind`;
/// `what` names the list in messages. Machine-to-machine clients have none.
pub fn check_uris(kind: ClientType, what: &str, uris: &[String]) -> Result<()> {
    let Some(first) = uris.first() else {
        return Ok(());
    };
    if !kind.is_user_app() {
        return Err(invalid(format!(
            "a machine-to-machine client has no {what}s (given {})",
            sanitize(first)
        ))
        .with_hint("redirect URIs are for native, spa and traditional clients"));
    }
    if uris.len() > crate::limits::REDIRECT_URIS {
        return Err(invalid(format!(
            "a client has at most {} {what}s, not {}",
            crate::limits::REDIRECT_URIS,
            uris.len()
        )));
    }
    for (i, u) in uris.iter().enumerate() {
        check_uri(kind, what, u)?;
        if uris[..i].contains(u) {
            return Err(invalid(format!("{what} {} is listed twice", sanitize(u))));
        }
    }
    Ok(())
}

/// Only machine-to-machine clients have roles (the service: `application.invalid_type`).
fn check_has_roles(client: &Client) -> Result<()> {
    if client.kind == ClientType::MachineToMachine {
        return Ok(());
    }
    Err(Error::new(
        Code::ApplicationInvalidType,
        format!(
            "client {} is a {} client; only MachineToMachine clients have roles",
            client.name,
            client.kind.as_str()
        ),
    ))
}

pub fn resolve(tx: &Tx, key: &str) -> Result<Client> {
    clients::find(tx, key)?
        .ok_or_else(|| not_found("client", key).with_hint(Hint::List(Noun::Client)))
}

fn m2m_role(tx: &Tx, key: &str) -> Result<Role> {
    let role = super::roles::resolve(tx, key)?;
    if role.kind != RoleType::MachineToMachine {
        return Err(Error::new(
            Code::ApplicationInvalidRoleType,
            format!(
                "role {} is a User role; only MachineToMachine roles can be assigned to clients",
                role.name
            ),
        )
        .with_hint(Hint::run("create one with", "role create NAME --type m2m")));
    }
    Ok(role)
}

pub fn create(tx: &mut Tx, input: NewClient) -> Result<ClientWithSecret> {
    if let Some(d) = &input.description {
        super::check_len("description", d, DESCRIPTION_MAX)?;
    }
    check_name("client name", &input.name, NAME_MAX)?;
    check_uris(input.kind, REDIRECT_URI, &input.redirect_uris)?;
    check_uris(
        input.kind,
        POST_LOGOUT_REDIRECT_URI,
        &input.post_logout_redirect_uris,
    )?;
    check_id_token_alg(input.kind, input.id_token_signed_response_alg)?;
    if let Some(id) = &input.id {
        check_new_id(tx, id)?;
    }
    check_name_free(tx, &input.name, None)?;
    if let Some(secret) = &input.secret {
        if input.kind.is_public() {
            return Err(Error::new(
                Code::ApplicationInvalidType,
                format!(
                    "a {} client is public: it has no secret (given one)",
                    input.kind.as_str()
                ),
            )
            .with_hint("public clients authenticate with their client id alone (and PKCE)"));
        }
        check_secret(secret)?;
    }
    let client = Client {
        id: input.id.unwrap_or_else(util::new_id),
        name: input.name,
        kind: input.kind,
        oidc_client_metadata: OidcClientMetadata {
            redirect_uris: input.redirect_uris,
            post_logout_redirect_uris: input.post_logout_redirect_uris,
            id_token_signed_response_alg: input.id_token_signed_response_alg,
        },
        created_at: tx.now_ms(),
    };
    if !input.roles.is_empty() {
        check_has_roles(&client)?;
    }
    let roles = input
        .roles
        .iter()
        .map(|r| m2m_role(tx, r))
        .collect::<Result<Vec<_>>>()?;
    // A public client has no secret: its stored hash is empty and never matches. A secret
    // the caller chose is not returned (the caller has it).
    let chosen = input.secret;
    let secret =
        (!client.kind.is_public() && chosen.is_none()).then(|| util::new_secret(SECRET_LEN));
    let hash = chosen
        .as_deref()
        .or(secret.as_deref())
        .map(util::hash_secret)
        .unwrap_or_default();
    clients::insert(tx, &client, &hash)?;
    for r in &roles {
        clients::add_role(tx, &client.id, &r.id)?;
    }
    let mut data = serde_json::to_value(&client)?;
    if !roles.is_empty() {
        data["roles"] = role_refs(&roles);
    }
    audit::record(tx, &audit::APPLICATION_CREATED, &[], data)?;
    Ok(ClientWithSecret { client, secret })
}

pub fn list(tx: &Tx) -> Result<Vec<Client>> {
    clients::list(tx)
}

/// A page of the clients, by name.
pub fn page(tx: &Tx, page: Page) -> Result<Listed<Client>> {
    clients::page(tx, page)
}

pub fn get(tx: &Tx, key: &str) -> Result<Client> {
    resolve(tx, key)
}

/// Changes a client's name, redirect URIs and ID token algorithm (its type never changes, as
/// in the service).
pub fn update(tx: &mut Tx, key: &str, input: ClientUpdate) -> Result<Client> {
    let mut client = resolve(tx, key)?;
    if input.is_empty() {
        return Err(Error::nothing_to_update(Noun::Client));
    }
    if let Some(name) = input.name {
        check_name("client name", &name, NAME_MAX)?;
        if name != client.name {
            check_name_free(tx, &name, Some(&client.id))?;
        }
        client.name = name;
    }
    let meta = &mut client.oidc_client_metadata;
    if let Some(uris) = input.redirect_uris {
        check_uris(client.kind, REDIRECT_URI, &uris)?;
        meta.redirect_uris = uris;
    }
    if let Some(uris) = input.post_logout_redirect_uris {
        check_uris(client.kind, POST_LOGOUT_REDIRECT_URI, &uris)?;
        meta.post_logout_redirect_uris = uris;
    }
    if let Some(alg) = input.id_token_signed_response_alg {
        check_id_token_alg(client.kind, Some(alg))?;
        meta.id_token_signed_response_alg = Some(alg);
    }
    clients::update(tx, &client)?;
    audit::record(
        tx,
        &audit::APPLICATION_UPDATED,
        &[("id", &client.id)],
        serde_json::to_value(&client)?,
    )?;
    Ok(client)
}

/// A name no other client has, as its name or its id (clients are found by id or name).
/// `own`: the id of the client being renamed.
fn check_name_free(tx: &Tx, name: &str, own: Option<&str>) -> Result<()> {
    match clients::find(tx, name)? {
        Some(c) if Some(c.id.as_str()) == own => Ok(()),
        Some(c) if c.name == name => Err(Error::new(
            Code::ApplicationNameInUse,
            format!("a client named {name} already exists"),
        )),
        Some(c) => Err(Error::new(
            Code::ApplicationNameInUse,
            format!(
                "{name} is the id of client {}; clients are found by id or name",
                sanitize(&c.name)
            ),
        )),
        None => Ok(()),
    }
}

/// Roles as an audit entry names them.
fn role_refs<'a>(roles: impl IntoIterator<Item = &'a Role>) -> serde_json::Value {
    roles
        .into_iter()
        .map(|r| serde_json::json!({"id": r.id, "name": r.name}))
        .collect()
}

/// Renames a client.
pub fn rename(tx: &mut Tx, key: &str, name: String) -> Result<Client> {
    update(
        tx,
        key,
        ClientUpdate {
            name: Some(name),
            ..ClientUpdate::default()
        },
    )
}

pub fn delete(tx: &mut Tx, key: &str) -> Result<Client> {
    let client = resolve(tx, key)?;
    clients::delete(tx, &client.id)?;
    audit::record(
        tx,
        &audit::APPLICATION_DELETED,
        &[("id", &client.id)],
        serde_json::to_value(&client)?,
    )?;
    Ok(client)
}

/// Replaces the secret; the old one stops working when the transaction commits. Public
/// clients have no secret to replace.
pub fn rotate_secret(tx: &mut Tx, key: &str) -> Result<ClientWithSecret> {
    let client = resolve(tx, key)?;
    refuse_public(&client, "rotate")?;
    let secret = util::new_secret(SECRET_LEN);
    store_secret(tx, &client, &secret)?;
    Ok(ClientWithSecret {
        client,
        secret: Some(secret),
    })
}

/// Assigns m2m roles; roles the client holds already are left as they are, with a notice.
/// Returns the client's roles afterwards.
pub fn assign(tx: &mut Tx, key: &str, roles: &[String]) -> Result<Vec<Role>> {
    let client = resolve(tx, key)?;
    check_has_roles(&client)?;
    let mut held = Vec::new();
    let mut added = Vec::new();
    let mut seen = Vec::new();
    for r in roles {
        let role = m2m_role(tx, r)?;
        if seen.contains(&role.id) {
            continue;
        }
        seen.push(role.id.clone());
        if clients::add_role(tx, &client.id, &role.id)? {
            added.push(role);
        } else {
            held.push(role.name);
        }
    }
    if !added.is_empty() {
        audit::record(
            tx,
            &audit::APPLICATION_ROLES_ASSIGNED,
            &[("id", &client.id)],
            serde_json::json!({"application": {"id": client.id, "name": client.name},
                               "roles": role_refs(&added)}),
        )?;
    }
    super::notice_unchanged(
        tx,
        &format!("client {} already has role", client.name),
        &held,
    );
    clients::roles(tx, &client.id)
}

/// Unassigns roles; roles the client does not hold are left out, with a notice.
/// Returns the client's roles afterwards.
/// POST /applications/:id/roles: the roles named by id (at least one).
pub fn assign_ids(tx: &mut Tx, key: &str, role_ids: &[String]) -> Result<Vec<Role>> {
    if role_ids.is_empty() {
        return Err(invalid("roleIds must not be empty"));
    }
    assign(tx, key, role_ids)
}

/// DELETE /applications/:id/roles/:roleId: the role must be the application's (404
/// otherwise, where `unassign` says there was nothing to do).
pub fn unassign_id(tx: &mut Tx, key: &str, role_id: &str) -> Result<Vec<Role>> {
    let app = get(tx, key)?;
    let role = super::roles::get(tx, role_id)?;
    if !roles(tx, &app.id)?.iter().any(|r| r.id == role.id) {
        return Err(not_found("role of the application", role_id));
    }
    unassign(tx, &app.id, &[role.id])
}

pub fn unassign(tx: &mut Tx, key: &str, roles: &[String]) -> Result<Vec<Role>> {
    let client = resolve(tx, key)?;
    check_has_roles(&client)?;
    let mut absent = Vec::new();
    let mut seen = Vec::new();
    for r in roles {
        let role = super::roles::resolve(tx, r)?;
        if seen.contains(&role.id) {
            continue;
        }
        seen.push(role.id.clone());
        if clients::remove_role(tx, &client.id, &role.id)? {
            audit::record(
                tx,
                &audit::APPLICATION_ROLES_UNASSIGNED,
                &[("id", &client.id), ("roleId", &role.id)],
                serde_json::json!({"application": {"id": client.id, "name": client.name},
                                   "roles": role_refs([&role])}),
            )?;
        } else {
            absent.push(role.name);
        }
    }
    super::notice_unchanged(
        tx,
        &format!("client {} does not have role", client.name),
        &absent,
    );
    clients::roles(tx, &client.id)
}

pub fn roles(tx: &Tx, key: &str) -> Result<Vec<Role>> {
    Ok(roles_page(tx, key, Page::ALL)?.items)
}

/// A page of the roles of a client, by name.
pub fn roles_page(tx: &Tx, key: &str, page: Page) -> Result<Listed<Role>> {
    let client = resolve(tx, key)?;
    check_has_roles(&client)?;
    clients::roles_page(tx, &client.id, page)
}

/// The permissions the client holds through its roles, optionally on one resource.
pub fn scopes(tx: &Tx, key: &str, resource: Option<&str>) -> Result<Vec<ScopeWithResource>> {
    let client = resolve(tx, key)?;
    let res = resource
        .map(|r| super::resources::resolve(tx, r))
        .transpose()?;
    clients::scopes(tx, &client.id, res.as_ref().map(|r| r.id.as_str()))
}
