//! Machine-to-machine clients: an id and a secret shown once, and m2m roles.

use super::{check_name, not_found};
use crate::error::{Error, Result};
use crate::model::{Client, ClientWithSecret, Role, RoleType, ScopeWithResource};
use crate::store::{Tx, clients};
use crate::util;

pub const NAME_MAX: usize = 256;
pub const SECRET_LEN: usize = 32;

pub struct NewClient {
    pub name: String,
    pub roles: Vec<String>,
}

pub fn resolve(tx: &Tx, key: &str) -> Result<Client> {
    clients::find(tx, key)?
        .ok_or_else(|| not_found("client", key).with_hint("list clients with: idctl client list"))
}

/// The stored form of a secret. Secrets are 190 bits of CSPRNG output, so a plain SHA-256 is
/// enough (no password stretching needed) and keeps token requests fast.
pub fn hash_secret(secret: &str) -> String {
    util::sha256_hex(secret.as_bytes())
}

fn m2m_role(tx: &Tx, key: &str) -> Result<Role> {
    let role = super::roles::resolve(tx, key)?;
    if role.kind != RoleType::MachineToMachine {
        return Err(Error::invalid(
            "application.invalid_role_type",
            format!(
                "role {} is a User role; only MachineToMachine roles can be assigned to clients",
                role.name
            ),
        )
        .with_hint("create one with: idctl role create NAME --type m2m"));
    }
    Ok(role)
}

pub fn create(tx: &mut Tx, input: NewClient) -> Result<ClientWithSecret> {
    check_name("client name", &input.name, NAME_MAX)?;
    if clients::find(tx, &input.name)?.is_some_and(|c| c.name == input.name) {
        return Err(Error::conflict(
            "application.name_in_use",
            format!("a client named {} already exists", input.name),
        ));
    }
    let roles = input
        .roles
        .iter()
        .map(|r| m2m_role(tx, r))
        .collect::<Result<Vec<_>>>()?;
    let client = Client {
        id: util::new_id(),
        name: input.name,
        kind: "MachineToMachine",
        created_at: tx.now_ms(),
    };
    let secret = util::new_secret(SECRET_LEN);
    clients::insert(tx, &client, &hash_secret(&secret))?;
    for r in &roles {
        clients::add_role(tx, &client.id, &r.id)?;
    }
    Ok(ClientWithSecret { client, secret })
}

pub fn list(tx: &Tx) -> Result<Vec<Client>> {
    clients::list(tx)
}

pub fn get(tx: &Tx, key: &str) -> Result<Client> {
    resolve(tx, key)
}

pub fn rename(tx: &mut Tx, key: &str, name: String) -> Result<Client> {
    let mut client = resolve(tx, key)?;
    check_name("client name", &name, NAME_MAX)?;
    if name != client.name && clients::find(tx, &name)?.is_some_and(|c| c.name == name) {
        return Err(Error::conflict(
            "application.name_in_use",
            format!("a client named {name} already exists"),
        ));
    }
    clients::rename(tx, &client.id, &name)?;
    client.name = name;
    Ok(client)
}

pub fn delete(tx: &mut Tx, key: &str) -> Result<Client> {
    let client = resolve(tx, key)?;
    clients::delete(tx, &client.id)?;
    Ok(client)
}

/// Replaces the secret; the old one stops working when the transaction commits.
pub fn rotate_secret(tx: &mut Tx, key: &str) -> Result<ClientWithSecret> {
    let client = resolve(tx, key)?;
    let secret = util::new_secret(SECRET_LEN);
    clients::set_secret_hash(tx, &client.id, &hash_secret(&secret))?;
    Ok(ClientWithSecret { client, secret })
}

/// Assigns m2m roles; roles the client holds already are left as they are, with a notice.
/// Returns the client's roles afterwards.
pub fn assign(tx: &mut Tx, key: &str, roles: &[String]) -> Result<Vec<Role>> {
    let client = resolve(tx, key)?;
    let mut held = Vec::new();
    let mut seen = Vec::new();
    for r in roles {
        let role = m2m_role(tx, r)?;
        if seen.contains(&role.id) {
            continue;
        }
        seen.push(role.id.clone());
        if !clients::add_role(tx, &client.id, &role.id)? {
            held.push(role.name);
        }
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
pub fn unassign(tx: &mut Tx, key: &str, roles: &[String]) -> Result<Vec<Role>> {
    let client = resolve(tx, key)?;
    let mut absent = Vec::new();
    let mut seen = Vec::new();
    for r in roles {
        let role = super::roles::resolve(tx, r)?;
        if seen.contains(&role.id) {
            continue;
        }
        seen.push(role.id.clone());
        if !clients::remove_role(tx, &client.id, &role.id)? {
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
    let client = resolve(tx, key)?;
    clients::roles(tx, &client.id)
}

/// The permissions the client holds through its roles, optionally on one resource.
pub fn scopes(tx: &Tx, key: &str, resource: Option<&str>) -> Result<Vec<ScopeWithResource>> {
    let client = resolve(tx, key)?;
    let res = resource
        .map(|r| super::resources::resolve(tx, r))
        .transpose()?;
    clients::scopes(tx, &client.id, res.as_ref().map(|r| r.id.as_str()))
}
