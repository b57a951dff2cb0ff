//! Roles (POST/PATCH/DELETE /roles, POST/DELETE /roles/:id/scopes).

use super::{check_len, check_name, not_found};
use crate::error::{Code, Error, Hint, Noun, Result};
use crate::events::{DataEvent, catalogue as cat};
use crate::model::{Role, RoleType, Scope, ScopeWithResource};
use crate::store::{Listed, Page, Tx, roles};

pub const NAME_MAX: usize = 128;
pub const DESCRIPTION_MAX: usize = 128;

pub struct NewRole {
    pub name: String,
    pub description: Option<String>,
    pub kind: RoleType,
    pub is_default: bool,
    /// Permissions to grant at creation: a resource and names (or ids) of its permissions.
    pub scopes: Option<(String, Vec<String>)>,
    /// Permissions to grant at creation by id, on any resource (the Management API's
    /// `scopeIds`).
    pub scope_ids: Vec<String>,
}

#[derive(Default)]
pub struct RoleUpdate {
    pub name: Option<String>,
    pub description: Option<String>,
    pub is_default: Option<bool>,
}

/// A role by id or name; the error names the closest role name, as `apply` does.
pub fn resolve(tx: &Tx, key: &str) -> Result<Role> {
    if let Some(role) = roles::find(tx, key)? {
        return Ok(role);
    }
    let all = roles::list(tx)?;
    let err = not_found("role", key);
    Err(
        match crate::util::closest(key, all.iter().map(|r| r.name.as_str())) {
            Some(c) => err.with_hint(Hint::DidYouMean(c.to_string())),
            None => err.with_hint(Hint::List(Noun::Role)),
        },
    )
}

fn check_default(kind: RoleType, is_default: bool) -> Result<()> {
    if is_default && kind != RoleType::User {
        return Err(Error::new(
            Code::RoleDefaultRoleType,
            "only User roles can be default roles (they are given to every new user)",
        ));
    }
    Ok(())
}

/// Resolves permission names on a resource, rejecting undefined names and duplicates.
pub(crate) fn resolve_scopes(tx: &Tx, resource: &str, names: &[String]) -> Result<Vec<Scope>> {
    let res = super::resources::resolve(tx, resource)?;
    let mut out: Vec<Scope> = Vec::with_capacity(names.len());
    for name in names {
        let s = super::scopes::resolve(tx, &res, name)?;
        if !out.iter().any(|o| o.id == s.id) {
            out.push(s);
        }
    }
    Ok(out)
}

/// Permissions by id on any resource, each once; an unknown id is not found.
pub fn scopes_by_id(tx: &Tx, ids: &[String]) -> Result<Vec<Scope>> {
    let mut out: Vec<Scope> = Vec::with_capacity(ids.len());
    for id in ids {
        let s = crate::store::scopes::by_id(tx, id)?.ok_or_else(|| not_found("permission", id))?;
        if !out.iter().any(|o| o.id == s.id) {
            out.push(s);
        }
    }
    Ok(out)
}

pub fn create(tx: &mut Tx, input: NewRole) -> Result<Role> {
    check_name("role name", &input.name, NAME_MAX)?;
    let description = input.description.unwrap_or_default();
    check_len("role description", &description, DESCRIPTION_MAX)?;
    check_default(input.kind, input.is_default)?;
    if roles::find(tx, &input.name)?.is_some_and(|r| r.name == input.name) {
        return Err(Error::new(
            Code::RoleNameInUse,
            format!("a role named {} already exists", input.name),
        ));
    }
    let mut scopes = match &input.scopes {
        Some((resource, names)) => resolve_scopes(tx, resource, names)?,
        None => Vec::new(),
    };
    for s in scopes_by_id(tx, &input.scope_ids)? {
        if !scopes.iter().any(|o| o.id == s.id) {
            scopes.push(s);
        }
    }
    super::builtin::guard_user_role_scopes(tx, input.kind, &scopes)?;
    let role = Role {
        id: crate::util::new_id(),
        name: input.name,
        description,
        kind: input.kind,
        is_default: input.is_default,
        created_at: tx.now_ms(),
    };
    roles::insert(tx, &role)?;
    DataEvent::new(&cat::ROLE_CREATE, cat::ROLE_CREATED, &[])
        .data(&role)?
        .record(tx)?;
    if !scopes.is_empty() {
        for s in &scopes {
            roles::add_scope(tx, &role.id, &s.id)?;
        }
        // As the service does: `roleId` beside the payload, `data` the permissions given.
        DataEvent::new(&cat::ROLE_CREATE, cat::ROLE_SCOPES_UPDATED, &[])
            .extra("roleId", &role.id)?
            .data(&scopes)?
            .record(tx)?;
    }
    Ok(role)
}

pub fn list(tx: &Tx) -> Result<Vec<Role>> {
    roles::list(tx)
}

/// A page of the roles, by name: of one type, or all; whose name or description holds
/// `search` ignoring case, or all.
/// GET /roles: the roles of one type (`User` or `MachineToMachine`) and matching a search
/// (an empty one matches all), when given.
pub fn page(tx: &Tx, kind: Option<&str>, search: Option<&str>, page: Page) -> Result<Listed<Role>> {
    let kind = kind
        .map(|k| {
            RoleType::parse(k)
                .ok_or_else(|| super::invalid("type must be User or MachineToMachine"))
        })
        .transpose()?;
    roles::page(tx, kind, search.filter(|s| !s.is_empty()), page)
}

pub fn get(tx: &Tx, key: &str) -> Result<Role> {
    resolve(tx, key)
}

pub fn update(tx: &mut Tx, key: &str, input: RoleUpdate) -> Result<Role> {
    let mut role = resolve(tx, key)?;
    super::builtin::guard_role(&role)?;
    if input.name.is_none() && input.description.is_none() && input.is_default.is_none() {
        return Err(Error::nothing_to_update(Noun::Role));
    }
    if let Some(name) = input.name {
        check_name("role name", &name, NAME_MAX)?;
        if name != role.name && roles::find(tx, &name)?.is_some_and(|r| r.name == name) {
            return Err(Error::new(
                Code::RoleNameInUse,
                format!("a role named {name} already exists"),
            ));
        }
        role.name = name;
    }
    if let Some(d) = input.description {
        check_len("role description", &d, DESCRIPTION_MAX)?;
        role.description = d;
    }
    if let Some(def) = input.is_default {
        check_default(role.kind, def)?;
        role.is_default = def;
    }
    roles::update(tx, &role)?;
    DataEvent::new(
        &cat::ROLE_UPDATE,
        cat::ROLE_DATA_UPDATED,
        &[("id", &role.id)],
    )
    .data(&role)?
    .record(tx)?;
    Ok(role)
}

pub fn delete(tx: &mut Tx, key: &str) -> Result<Role> {
    let role = resolve(tx, key)?;
    super::builtin::guard_role(&role)?;
    let holders = roles::client_count(tx, &role.id)?;
    roles::delete(tx, &role.id)?;
    if holders > 0 {
        tx.notice(format!(
            "role {} was removed from {holders} client(s)",
            role.name
        ));
    }
    DataEvent::new(&cat::ROLE_DELETE, cat::ROLE_DELETED, &[("id", &role.id)]).record(tx)?;
    Ok(role)
}

/// Adds permissions of one resource to a role (POST /roles/:id/scopes). Permissions the role
/// holds already are left as they are, with a notice; the event is recorded only when
/// something was added. Returns all permissions the role holds afterwards.
pub fn grant(
    tx: &mut Tx,
    key: &str,
    resource: &str,
    names: &[String],
) -> Result<Vec<ScopeWithResource>> {
    let role = resolve(tx, key)?;
    let scopes = resolve_scopes(tx, resource, names)?;
    grant_scopes(tx, &role, &scopes, false)
}

/// POST /roles/:id/scopes as the Management API takes it: permissions by id, on any
/// resource, none of them held already (422 `role.scope_exists`).
pub fn grant_ids(tx: &mut Tx, key: &str, ids: &[String]) -> Result<Vec<ScopeWithResource>> {
    if ids.is_empty() {
        return Err(super::invalid("scopeIds must not be empty"));
    }
    let role = resolve(tx, key)?;
    let scopes = scopes_by_id(tx, ids)?;
    grant_scopes(tx, &role, &scopes, true)
}

fn grant_scopes(
    tx: &mut Tx,
    role: &Role,
    scopes: &[Scope],
    held_is_conflict: bool,
) -> Result<Vec<ScopeWithResource>> {
    super::builtin::guard_role(role)?;
    super::builtin::guard_user_role_scopes(tx, role.kind, scopes)?;
    let mut held = Vec::new();
    let mut added = 0;
    for s in scopes {
        if roles::has_scope(tx, &role.id, &s.id)? {
            if held_is_conflict {
                return Err(Error::new(
                    Code::RoleScopeExists,
                    format!(
                        "role {} already has permission {} ({})",
                        role.name, s.name, s.id
                    ),
                ));
            }
            held.push(s.name.clone());
        } else {
            roles::add_scope(tx, &role.id, &s.id)?;
            added += 1;
        }
    }
    super::notice_unchanged(
        tx,
        &format!("role {} already has permission", role.name),
        &held,
    );
    let all = roles::scopes(tx, &role.id)?;
    if added > 0 {
        let data: Vec<&Scope> = all.iter().map(|s| &s.scope).collect();
        DataEvent::new(
            &cat::ROLE_SCOPES_ADD,
            cat::ROLE_SCOPES_UPDATED,
            &[("id", &role.id)],
        )
        .data(&data)?
        .record(tx)?;
    }
    Ok(all)
}

/// Removes permissions from a role (one DELETE /roles/:id/scopes/:scopeId each, with its
/// event). Permissions the role does not hold are left out, with a notice.
/// Returns all permissions the role holds afterwards.
pub fn revoke(
    tx: &mut Tx,
    key: &str,
    resource: &str,
    names: &[String],
) -> Result<Vec<ScopeWithResource>> {
    let role = resolve(tx, key)?;
    super::builtin::guard_role(&role)?;
    let scopes = resolve_scopes(tx, resource, names)?;
    let mut absent = Vec::new();
    for s in &scopes {
        if !roles::remove_scope(tx, &role.id, &s.id)? {
            absent.push(s.name.clone());
            continue;
        }
        DataEvent::new(
            &cat::ROLE_SCOPE_REMOVE,
            cat::ROLE_SCOPES_UPDATED,
            &[("id", &role.id), ("scopeId", &s.id)],
        )
        .record(tx)?;
    }
    super::notice_unchanged(
        tx,
        &format!("role {} does not have permission", role.name),
        &absent,
    );
    roles::scopes(tx, &role.id)
}

/// DELETE /roles/:id/scopes/:scopeId as the Management API takes it: a permission the role
/// does not hold is not found.
pub fn revoke_id(tx: &mut Tx, key: &str, scope_id: &str) -> Result<()> {
    let role = resolve(tx, key)?;
    super::builtin::guard_role(&role)?;
    if !roles::remove_scope(tx, &role.id, scope_id)? {
        return Err(not_found("permission", scope_id)
            .with_hint(format!("role {} does not hold it", role.name)));
    }
    DataEvent::new(
        &cat::ROLE_SCOPE_REMOVE,
        cat::ROLE_SCOPES_UPDATED,
        &[("id", &role.id), ("scopeId", scope_id)],
    )
    .record(tx)?;
    Ok(())
}

pub fn scopes(tx: &Tx, key: &str) -> Result<Vec<ScopeWithResource>> {
    Ok(scopes_page(tx, key, Page::ALL)?.items)
}

/// A page of the permissions of a role (see [`scopes`]).
pub fn scopes_page(tx: &Tx, key: &str, page: Page) -> Result<Listed<ScopeWithResource>> {
    let role = resolve(tx, key)?;
    roles::scopes_page(tx, &role.id, page)
}
