//! Organizations, members, organization roles and organization permissions
//! (/organizations, /organization-roles, /organization-scopes).

use super::org_members::USERS;
use super::{check_len, check_name, invalid, not_found};
use crate::error::{Code, Error, Hint, Noun, Result};
use crate::events::{DataEvent, catalogue as cat};
use crate::model::{Member, OrgNamed, Organization, RoleType, Scope, ScopeWithResource};
use crate::store::orgs::{self, Named};
use crate::store::{Listed, Page, Tx, users};
use serde_json::{Map, Value};

pub const NAME_MAX: usize = 128;
pub const DESCRIPTION_MAX: usize = 256;

pub fn resolve(tx: &Tx, key: &str) -> Result<Organization> {
    orgs::find(tx, key)?
        .ok_or_else(|| not_found("organization", key).with_hint(Hint::List(Noun::Organization)))
}

fn kind_word(kind: Named) -> &'static str {
    match kind {
        Named::Role => "organization role",
        Named::Scope => "organization permission",
    }
}

pub fn resolve_named(tx: &Tx, kind: Named, key: &str) -> Result<OrgNamed> {
    if let Some(n) = orgs::find_named(tx, kind, key)? {
        return Ok(n);
    }
    let all = orgs::list_named(tx, kind)?;
    let err = not_found(kind_word(kind), key);
    Err(
        match crate::util::closest(key, all.iter().map(|n| n.name.as_str())) {
            Some(c) => err.with_hint(Hint::DidYouMean(c.to_string())),
            None => err,
        },
    )
}

fn check_custom_data(v: &Value) -> Result<()> {
    if !v.is_object() {
        return Err(invalid("custom data must be a JSON object"));
    }
    Ok(())
}

fn check_description(d: &Option<String>) -> Result<()> {
    match d {
        Some(d) => check_len("description", d, DESCRIPTION_MAX),
        None => Ok(()),
    }
}

pub struct NewOrg {
    pub name: String,
    pub description: Option<String>,
    pub custom_data: Option<Value>,
}

#[derive(Default)]
pub struct OrgUpdate {
    pub name: Option<String>,
    pub description: Option<String>,
    pub custom_data: Option<Value>,
    /// The custom data replaces the stored one instead of being merged into it.
    pub replace_custom_data: bool,
}

pub fn create(tx: &mut Tx, input: NewOrg) -> Result<Organization> {
    check_name("organization name", &input.name, NAME_MAX)?;
    check_description(&input.description)?;
    let custom_data = input
        .custom_data
        .unwrap_or_else(|| Value::Object(Map::new()));
    check_custom_data(&custom_data)?;
    let org = Organization {
        id: crate::util::new_org_id(),
        name: input.name,
        description: input.description,
        custom_data,
        created_at: tx.now_ms(),
    };
    orgs::insert(tx, &org)?;
    DataEvent::new(&cat::ORG_CREATE, cat::ORGANIZATION_CREATED, &[])
        .data(&org)?
        .record(tx)?;
    Ok(org)
}

pub fn list(tx: &Tx) -> Result<Vec<Organization>> {
    orgs::list(tx)
}

/// A page of the organizations, by name.
pub fn page(tx: &Tx, page: Page) -> Result<Listed<Organization>> {
    orgs::page(tx, page)
}

/// PATCH /organizations/:id: given fields only; custom data is a shallow merge.
pub fn update(tx: &mut Tx, key: &str, input: OrgUpdate) -> Result<Organization> {
    if input.name.is_none() && input.description.is_none() && input.custom_data.is_none() {
        return Err(Error::nothing_to_update(Noun::Organization));
    }
    let mut org = resolve(tx, key)?;
    if let Some(n) = input.name {
        check_name("organization name", &n, NAME_MAX)?;
        org.name = n;
    }
    if input.description.is_some() {
        check_description(&input.description)?;
        org.description = input.description;
    }
    if let Some(patch) = input.custom_data {
        check_custom_data(&patch)?;
        if input.replace_custom_data {
            org.custom_data = patch;
        } else if let (Value::Object(t), Value::Object(p)) = (&mut org.custom_data, patch) {
            t.extend(p);
        }
    }
    orgs::update(tx, &org)?;
    DataEvent::new(
        &cat::ORG_UPDATE,
        cat::ORGANIZATION_DATA_UPDATED,
        &[("id", &org.id)],
    )
    .data(&org)?
    .record(tx)?;
    Ok(org)
}

/// Deletes an organization; memberships and member roles go with it.
pub fn delete(tx: &mut Tx, key: &str) -> Result<Organization> {
    let org = resolve(tx, key)?;
    orgs::delete(tx, &org.id)?;
    DataEvent::new(
        &cat::ORG_DELETE,
        cat::ORGANIZATION_DELETED,
        &[("id", &org.id)],
    )
    .record(tx)?;
    Ok(org)
}

// Members: the rules are shared with applications (`super::org_members`); these name them.

/// POST /organizations/:id/users: idempotent (members already are named in a notice);
/// returns the ids actually added.
pub fn add_members(tx: &mut Tx, key: &str, users: &[String]) -> Result<Vec<String>> {
    USERS.add(tx, key, users)
}

/// POST /organizations/:id/users: the users named by id (at least one).
pub fn add_member_ids(tx: &mut Tx, key: &str, user_ids: &[String]) -> Result<Vec<String>> {
    USERS.add_ids(tx, key, user_ids)
}

/// PUT /organizations/:id/users: the members become exactly `users` (may be empty).
/// Returns (added, removed).
pub fn set_members(tx: &mut Tx, key: &str, users: &[String]) -> Result<(Vec<String>, Vec<String>)> {
    USERS.set(tx, key, users)
}

/// Removes members, each with its event; users who are not members are left out, with a
/// notice. Returns the ids actually removed.
pub fn remove_members(tx: &mut Tx, key: &str, users: &[String]) -> Result<Vec<String>> {
    USERS.remove(tx, key, users)
}

/// DELETE /organizations/:id/users/:userId: the user must be a member (404 otherwise).
pub fn remove_member_id(tx: &mut Tx, key: &str, user_id: &str) -> Result<Vec<String>> {
    USERS.remove_id(tx, key, user_id)
}

pub fn members(tx: &Tx, key: &str) -> Result<Vec<Member>> {
    Ok(members_page(tx, key, Page::ALL)?.items)
}

/// A page of the members of an organization, with their organization roles.
pub fn members_page(tx: &Tx, key: &str, page: Page) -> Result<Listed<Member>> {
    USERS.page(tx, key, page, users::by_id, |user, organization_roles| {
        Member {
            user,
            organization_roles,
        }
    })
}

/// Assigns and unassigns organization roles (`User` ones) of a member; returns its roles
/// afterwards.
pub fn member_roles(
    tx: &mut Tx,
    key: &str,
    user: &str,
    assign: &[String],
    unassign: &[String],
) -> Result<Vec<OrgNamed>> {
    USERS.roles(tx, key, user, assign, unassign)
}

/// The organization permissions a member holds through its organization roles.
pub fn member_scopes(tx: &Tx, key: &str, user: &str) -> Result<Vec<OrgNamed>> {
    let org = resolve(tx, key)?;
    let uid = USERS.member(tx, &org, user)?;
    orgs::member_scopes(tx, &org.id, &uid)
}

/// Organization roles and permissions: create, update, delete with their events.
pub struct NamedOps {
    pub kind: Named,
    create: &'static crate::events::Operation,
    update: &'static crate::events::Operation,
    delete: &'static crate::events::Operation,
    created: &'static str,
    updated: &'static str,
    deleted: &'static str,
}

pub const ROLES: NamedOps = NamedOps {
    kind: Named::Role,
    create: &cat::ORG_ROLE_CREATE,
    update: &cat::ORG_ROLE_UPDATE,
    delete: &cat::ORG_ROLE_DELETE,
    created: cat::ORGANIZATION_ROLE_CREATED,
    updated: cat::ORGANIZATION_ROLE_DATA_UPDATED,
    deleted: cat::ORGANIZATION_ROLE_DELETED,
};

pub const SCOPES: NamedOps = NamedOps {
    kind: Named::Scope,
    create: &cat::ORG_SCOPE_CREATE,
    update: &cat::ORG_SCOPE_UPDATE,
    delete: &cat::ORG_SCOPE_DELETE,
    created: cat::ORGANIZATION_SCOPE_CREATED,
    updated: cat::ORGANIZATION_SCOPE_DATA_UPDATED,
    deleted: cat::ORGANIZATION_SCOPE_DELETED,
};

impl NamedOps {
    fn word(&self) -> &'static str {
        kind_word(self.kind)
    }

    fn check_new_name(&self, tx: &Tx, name: &str) -> Result<()> {
        check_name(&format!("{} name", self.word()), name, NAME_MAX)?;
        if self.kind == Named::Scope && name.chars().any(char::is_whitespace) {
            return Err(invalid(
                "organization permission names must not contain spaces",
            ));
        }
        if orgs::find_named(tx, self.kind, name)?.is_some_and(|n| n.name == name) {
            return Err(self.kind_conflict(name));
        }
        Ok(())
    }

    fn kind_conflict(&self, name: &str) -> Error {
        let code = match self.kind {
            Named::Role => Code::OrganizationRoleNameInUse,
            Named::Scope => Code::OrganizationScopeNameInUse,
        };
        Error::new(
            code,
            format!("an {} named {name} already exists", self.word()),
        )
    }

    /// Creates a role (of the `User` type, optionally with organization permissions) or a
    /// permission. See [`create_role`] for the other role types and API permissions.
    pub fn create(
        &self,
        tx: &mut Tx,
        name: String,
        description: Option<String>,
        scopes: &[String],
    ) -> Result<OrgNamed> {
        let kind = (self.kind == Named::Role).then_some(RoleType::User);
        self.insert(tx, name, description, kind, scopes, &[])
    }

    fn insert(
        &self,
        tx: &mut Tx,
        name: String,
        description: Option<String>,
        kind: Option<RoleType>,
        scopes: &[String],
        resource_scopes: &[Scope],
    ) -> Result<OrgNamed> {
        self.check_new_name(tx, &name)?;
        check_description(&description)?;
        let scope_ids = scopes
            .iter()
            .map(|s| resolve_named(tx, Named::Scope, s).map(|n| n.id))
            .collect::<Result<Vec<_>>>()?;
        let n = OrgNamed {
            id: crate::util::new_id(),
            name,
            description,
            kind,
            created_at: tx.now_ms(),
        };
        orgs::insert_named(tx, self.kind, &n)?;
        DataEvent::new(self.create, self.created, &[])
            .data(&n)?
            .record(tx)?;
        if !scope_ids.is_empty() || !resource_scopes.is_empty() {
            for s in &scope_ids {
                orgs::add_role_scope(tx, &n.id, s)?;
            }
            for s in resource_scopes {
                orgs::add_role_resource_scope(tx, &n.id, &s.id)?;
            }
            // As the service does: the role id beside the payload, no data.
            DataEvent::new(self.create, cat::ORGANIZATION_ROLE_SCOPES_UPDATED, &[])
                .extra("organizationRoleId", &n.id)?
                .record(tx)?;
        }
        Ok(n)
    }

    pub fn list(&self, tx: &Tx) -> Result<Vec<OrgNamed>> {
        orgs::list_named(tx, self.kind)
    }

    /// A page of the organization roles or scopes, by name.
    pub fn page(&self, tx: &Tx, page: Page) -> Result<Listed<OrgNamed>> {
        orgs::named_page(tx, self.kind, page)
    }

    pub fn get(&self, tx: &Tx, key: &str) -> Result<OrgNamed> {
        resolve_named(tx, self.kind, key)
    }

    pub fn update(
        &self,
        tx: &mut Tx,
        key: &str,
        name: Option<String>,
        description: Option<String>,
    ) -> Result<OrgNamed> {
        if name.is_none() && description.is_none() {
            return Err(Error::nothing_to_update(match self.kind {
                Named::Role => Noun::OrganizationRole,
                Named::Scope => Noun::OrganizationScope,
            }));
        }
        let mut n = resolve_named(tx, self.kind, key)?;
        if let Some(new) = name {
            if new != n.name {
                self.check_new_name(tx, &new)?;
            }
            n.name = new;
        }
        if description.is_some() {
            check_description(&description)?;
            n.description = description;
        }
        orgs::update_named(tx, self.kind, &n)?;
        DataEvent::new(self.update, self.updated, &[("id", &n.id)])
            .data(&n)?
            .record(tx)?;
        Ok(n)
    }

    pub fn delete(&self, tx: &mut Tx, key: &str) -> Result<OrgNamed> {
        let n = resolve_named(tx, self.kind, key)?;
        orgs::delete_named(tx, self.kind, &n.id)?;
        DataEvent::new(self.delete, self.deleted, &[("id", &n.id)]).record(tx)?;
        Ok(n)
    }
}

fn scope_ids(tx: &Tx, names: &[String]) -> Result<Vec<String>> {
    let mut ids = Vec::new();
    for s in names {
        let id = resolve_named(tx, Named::Scope, s)?.id;
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    Ok(ids)
}

/// PUT /organization-roles/:id/scopes: the role holds exactly these permissions.
pub fn set_role_scopes(tx: &mut Tx, role: &str, scopes: &[String]) -> Result<Vec<OrgNamed>> {
    let r = resolve_named(tx, Named::Role, role)?;
    let ids = scope_ids(tx, scopes)?;
    let mut have: Vec<String> = orgs::role_scopes(tx, &r.id)?
        .into_iter()
        .map(|s| s.id)
        .collect();
    let mut want = ids.clone();
    have.sort();
    want.sort();
    if have == want {
        tx.notice("the role already holds exactly these permissions: nothing changed");
        return orgs::role_scopes(tx, &r.id);
    }
    orgs::clear_role_scopes(tx, &r.id)?;
    for s in &ids {
        orgs::add_role_scope(tx, &r.id, s)?;
    }
    DataEvent::new(
        &cat::ORG_ROLE_SCOPES_SET,
        cat::ORGANIZATION_ROLE_SCOPES_UPDATED,
        &[("id", &r.id)],
    )
    .record(tx)?;
    orgs::role_scopes(tx, &r.id)
}

/// POST /organization-roles/:id/scopes. Permissions the role holds already are left as they
/// are, with a notice; the event is recorded only when something was added.
pub fn add_role_scopes(tx: &mut Tx, role: &str, scopes: &[String]) -> Result<Vec<OrgNamed>> {
    let r = resolve_named(tx, Named::Role, role)?;
    let mut held = Vec::new();
    let mut added = 0;
    for s in scope_ids(tx, scopes)? {
        if orgs::add_role_scope(tx, &r.id, &s)? {
            added += 1;
        } else {
            held.push(resolve_named(tx, Named::Scope, &s)?.name);
        }
    }
    super::notice_unchanged(
        tx,
        &format!("organization role {} already has permission", r.name),
        &held,
    );
    if added > 0 {
        DataEvent::new(
            &cat::ORG_ROLE_SCOPES_ADD,
            cat::ORGANIZATION_ROLE_SCOPES_UPDATED,
            &[("id", &r.id)],
        )
        .record(tx)?;
    }
    orgs::role_scopes(tx, &r.id)
}

/// DELETE /organization-roles/:id/scopes/:organizationScopeId, one per permission (each with
/// its event). Permissions the role does not hold are left out, with a notice.
/// POST /organization-roles/:id/scopes: the permissions named by id (at least one).
pub fn add_role_scope_ids(tx: &mut Tx, role: &str, scope_ids: &[String]) -> Result<Vec<OrgNamed>> {
    if scope_ids.is_empty() {
        return Err(invalid("organizationScopeIds must not be empty"));
    }
    add_role_scopes(tx, role, scope_ids)
}

/// DELETE /organization-roles/:id/scopes/:organizationScopeId: the role must hold the
/// permission (404 otherwise, where `remove_role_scopes` says there was nothing to do).
pub fn remove_role_scope_id(tx: &mut Tx, role: &str, scope_id: &str) -> Result<Vec<OrgNamed>> {
    let role = ROLES.get(tx, role)?;
    let scope = SCOPES.get(tx, scope_id)?;
    if !role_scopes(tx, &role.id)?.iter().any(|s| s.id == scope.id) {
        return Err(not_found("permission of the organization role", scope_id));
    }
    remove_role_scopes(tx, &role.id, &[scope.id])
}

pub fn remove_role_scopes(tx: &mut Tx, role: &str, scopes: &[String]) -> Result<Vec<OrgNamed>> {
    let r = resolve_named(tx, Named::Role, role)?;
    let mut absent = Vec::new();
    for id in scope_ids(tx, scopes)? {
        let scope = resolve_named(tx, Named::Scope, &id)?;
        if !orgs::remove_role_scope(tx, &r.id, &scope.id)? {
            absent.push(scope.name);
            continue;
        }
        DataEvent::new(
            &cat::ORG_ROLE_SCOPE_REMOVE,
            cat::ORGANIZATION_ROLE_SCOPES_UPDATED,
            &[("id", &r.id), ("organizationScopeId", &scope.id)],
        )
        .record(tx)?;
    }
    super::notice_unchanged(
        tx,
        &format!("organization role {} does not have permission", r.name),
        &absent,
    );
    orgs::role_scopes(tx, &r.id)
}

pub fn role_scopes(tx: &Tx, role: &str) -> Result<Vec<OrgNamed>> {
    Ok(role_scopes_page(tx, role, Page::ALL)?.items)
}

/// A page of the scopes of an organization role, by name.
pub fn role_scopes_page(tx: &Tx, role: &str, page: Page) -> Result<Listed<OrgNamed>> {
    let r = resolve_named(tx, Named::Role, role)?;
    orgs::role_scopes_page(tx, &r.id, page)
}

/// A member's organization roles must be of its kind: users take `User` roles, applications
/// `MachineToMachine` ones (as the service's relation tables check).
pub(crate) fn check_role_type(role: &OrgNamed, want: RoleType) -> Result<()> {
    let kind = role.kind.unwrap_or(RoleType::User);
    if kind == want {
        return Ok(());
    }
    let (code, who) = match want {
        RoleType::User => (Code::UserInvalidRoleType, "users"),
        RoleType::MachineToMachine => (Code::ApplicationInvalidRoleType, "applications"),
    };
    Err(Error::new(
        code,
        format!(
            "organization role {} is a {} role; {who} take {} organization roles",
            role.name,
            kind.as_str(),
            want.as_str()
        ),
    ))
}

/// A new organization role, with its type and the permissions it starts with.
pub struct NewOrgRole {
    pub name: String,
    pub description: Option<String>,
    pub kind: RoleType,
    /// Organization permissions, by name or id.
    pub scopes: Vec<String>,
    /// Permissions of an API resource: the resource (indicator, name or id) and names.
    pub resource_scopes: Option<(String, Vec<String>)>,
    /// Permissions of API resources by id (the Management API's `resourceScopeIds`).
    pub resource_scope_ids: Vec<String>,
}

/// POST /organization-roles: a role of either type, with organization permissions and API
/// resource permissions (organization-level API resources).
pub fn create_role(tx: &mut Tx, input: NewOrgRole) -> Result<OrgNamed> {
    let mut resource_scopes = match &input.resource_scopes {
        Some((resource, names)) => super::roles::resolve_scopes(tx, resource, names)?,
        None => Vec::new(),
    };
    for s in super::roles::scopes_by_id(tx, &input.resource_scope_ids)? {
        if !resource_scopes.iter().any(|o| o.id == s.id) {
            resource_scopes.push(s);
        }
    }
    super::builtin::guard_user_role_scopes(tx, input.kind, &resource_scopes)?;
    ROLES.insert(
        tx,
        input.name,
        input.description,
        Some(input.kind),
        &input.scopes,
        &resource_scopes,
    )
}

/// A page of the API resource permissions of an organization role.
pub fn role_resource_scopes_page(tx: &Tx, role: &str, page: Page) -> Result<Listed<Scope>> {
    let r = resolve_named(tx, Named::Role, role)?;
    orgs::role_resource_scopes_page(tx, &r.id, page)
}

pub fn role_resource_scopes(tx: &Tx, role: &str) -> Result<Vec<Scope>> {
    Ok(role_resource_scopes_page(tx, role, Page::ALL)?.items)
}

fn resource_scopes_event(
    tx: &mut Tx,
    op: &'static crate::events::Operation,
    params: &[(&str, &str)],
) -> Result<()> {
    DataEvent::new(op, cat::ORGANIZATION_ROLE_SCOPES_UPDATED, params).record(tx)
}

/// Adds API resource permissions to an organization role. Permissions it holds already are
/// left as they are, with a notice; the event is recorded only when something was added.
fn add_role_resource_scopes(tx: &mut Tx, role: &OrgNamed, scopes: &[Scope]) -> Result<Vec<Scope>> {
    super::builtin::guard_user_role_scopes(tx, role.kind.unwrap_or(RoleType::User), scopes)?;
    let mut held = Vec::new();
    let mut added = 0;
    for s in scopes {
        if orgs::add_role_resource_scope(tx, &role.id, &s.id)? {
            added += 1;
        } else {
            held.push(s.name.clone());
        }
    }
    super::notice_unchanged(
        tx,
        &format!("organization role {} already has API permission", role.name),
        &held,
    );
    if added > 0 {
        resource_scopes_event(tx, &cat::ORG_ROLE_RESOURCE_SCOPES_ADD, &[("id", &role.id)])?;
    }
    orgs::role_resource_scopes(tx, &role.id)
}

/// `idctl org role grant ROLE --resource URI PERMISSION...`.
pub fn grant_role_resource(
    tx: &mut Tx,
    role: &str,
    resource: &str,
    names: &[String],
) -> Result<Vec<Scope>> {
    let r = resolve_named(tx, Named::Role, role)?;
    let scopes = super::roles::resolve_scopes(tx, resource, names)?;
    add_role_resource_scopes(tx, &r, &scopes)
}

/// POST /organization-roles/:id/resource-scopes: permissions by id (at least one).
pub fn add_role_resource_scope_ids(tx: &mut Tx, role: &str, ids: &[String]) -> Result<Vec<Scope>> {
    if ids.is_empty() {
        return Err(invalid("scopeIds must not be empty"));
    }
    let r = resolve_named(tx, Named::Role, role)?;
    let scopes = super::roles::scopes_by_id(tx, ids)?;
    add_role_resource_scopes(tx, &r, &scopes)
}

/// PUT /organization-roles/:id/resource-scopes: the role holds exactly these API permissions.
pub fn set_role_resource_scope_ids(tx: &mut Tx, role: &str, ids: &[String]) -> Result<Vec<Scope>> {
    let r = resolve_named(tx, Named::Role, role)?;
    let want = super::roles::scopes_by_id(tx, ids)?;
    super::builtin::guard_user_role_scopes(tx, r.kind.unwrap_or(RoleType::User), &want)?;
    let have = orgs::role_resource_scopes(tx, &r.id)?;
    let mut have_ids: Vec<&str> = have.iter().map(|s| s.id.as_str()).collect();
    let mut want_ids: Vec<&str> = want.iter().map(|s| s.id.as_str()).collect();
    have_ids.sort_unstable();
    want_ids.sort_unstable();
    if have_ids == want_ids {
        tx.notice("the role already holds exactly these API permissions: nothing changed");
        return Ok(have);
    }
    for s in &have {
        orgs::remove_role_resource_scope(tx, &r.id, &s.id)?;
    }
    for s in &want {
        orgs::add_role_resource_scope(tx, &r.id, &s.id)?;
    }
    resource_scopes_event(tx, &cat::ORG_ROLE_RESOURCE_SCOPES_SET, &[("id", &r.id)])?;
    orgs::role_resource_scopes(tx, &r.id)
}

fn remove_role_resource_scopes(
    tx: &mut Tx,
    role: &OrgNamed,
    scopes: &[Scope],
) -> Result<Vec<Scope>> {
    let mut absent = Vec::new();
    for s in scopes {
        if !orgs::remove_role_resource_scope(tx, &role.id, &s.id)? {
            absent.push(s.name.clone());
            continue;
        }
        resource_scopes_event(
            tx,
            &cat::ORG_ROLE_RESOURCE_SCOPE_REMOVE,
            &[("id", &role.id), ("scopeId", &s.id)],
        )?;
    }
    super::notice_unchanged(
        tx,
        &format!(
            "organization role {} does not have API permission",
            role.name
        ),
        &absent,
    );
    orgs::role_resource_scopes(tx, &role.id)
}

/// `idctl org role revoke ROLE --resource URI PERMISSION...`.
pub fn revoke_role_resource(
    tx: &mut Tx,
    role: &str,
    resource: &str,
    names: &[String],
) -> Result<Vec<Scope>> {
    let r = resolve_named(tx, Named::Role, role)?;
    let scopes = super::roles::resolve_scopes(tx, resource, names)?;
    remove_role_resource_scopes(tx, &r, &scopes)
}

/// DELETE /organization-roles/:id/resource-scopes/:scopeId: the role must hold it (404).
pub fn remove_role_resource_scope_id(
    tx: &mut Tx,
    role: &str,
    scope_id: &str,
) -> Result<Vec<Scope>> {
    let r = resolve_named(tx, Named::Role, role)?;
    let held = orgs::role_resource_scopes(tx, &r.id)?;
    let Some(s) = held.into_iter().find(|s| s.id == scope_id) else {
        return Err(not_found(
            "API permission of the organization role",
            scope_id,
        ));
    };
    remove_role_resource_scopes(tx, &r, &[s])
}

/// The API resource permissions of an organization role with their resources, by indicator
/// and name (what `idctl org role resource-scopes` lists, as `role scopes` lists a role's).
pub fn role_resource_scope_list(tx: &Tx, role: &str) -> Result<Vec<ScopeWithResource>> {
    let r = resolve_named(tx, Named::Role, role)?;
    orgs::role_resource_scopes_with_resources(tx, &r.id)
}
