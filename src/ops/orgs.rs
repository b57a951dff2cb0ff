//! Organizations, members, organization roles and organization permissions
//! (/organizations, /organization-roles, /organization-scopes).

use super::{check_len, check_name, invalid, not_found, notice_unchanged};
use crate::error::{Code, Error, Hint, Noun, Result};
use crate::events::{DataEvent, Operation, catalogue as cat};
use crate::model::{
    ClientType, Member, OrgNamed, Organization, RoleType, Scope, ScopeWithResource,
};
use crate::store::orgs::{self, Holder, Named};
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

#[derive(Default)]
pub struct NewOrg {
    pub name: String,
    pub description: Option<String>,
    pub custom_data: Option<Value>,
    /// Members need a second factor for its tokens (default: no).
    pub is_mfa_required: Option<bool>,
}

#[derive(Default)]
pub struct OrgUpdate {
    pub name: Option<String>,
    pub description: Option<String>,
    pub custom_data: Option<Value>,
    /// The custom data replaces the stored one instead of being merged into it.
    pub replace_custom_data: bool,
    pub is_mfa_required: Option<bool>,
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
        is_mfa_required: input.is_mfa_required.unwrap_or(false),
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
    if input.name.is_none()
        && input.description.is_none()
        && input.custom_data.is_none()
        && input.is_mfa_required.is_none()
    {
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
    if let Some(m) = input.is_mfa_required {
        org.is_mfa_required = m;
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

// Members: the rules are [`Membership`]'s, shared with applications; these name them.

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

// Memberships of organizations, written once for both kinds of member: users
// (/organizations/:id/users) and machine-to-machine applications
// (/organizations/:id/applications, named in `org_apps`), with the organization roles each
// holds there. [`USERS`] and [`APPS`] say what differs.

/// What differs between the two kinds of member: words, events, the role type each takes,
/// how a key names one, and the error for one that is not a member.
pub struct Membership {
    pub holder: Holder,
    /// A member in notices ("{org} already has member").
    noun: &'static str,
    /// The members in the notice of a replacement that changes nothing.
    plural: &'static str,
    /// A member in the messages about its organization roles ("user alice ...").
    who: &'static str,
    /// The field of the Management API's bodies that lists them.
    ids_field: &'static str,
    /// The route parameter of one (and the event's parameter of a removal).
    id_param: &'static str,
    added_key: &'static str,
    removed_key: &'static str,
    add_op: &'static Operation,
    set_op: &'static Operation,
    remove_op: &'static Operation,
    /// The organization roles this kind of member takes.
    role_type: RoleType,
    /// Refuses a member that is not one (`organization.user_not_member` for users,
    /// `organization.require_membership` for applications, as the service answers).
    not_member: Code,
    /// The `idctl org` subcommand that adds one (for the hint).
    cli_group: &'static str,
    /// The 404 of DELETE .../:id for one that is not a member.
    gone: &'static str,
    /// A key (id or name) to the id and the name messages use.
    find: fn(&Tx, &str) -> Result<(String, String)>,
    /// A key to the id of one that may join (refusing those that cannot).
    joining: fn(&Tx, &str) -> Result<String>,
}

pub const USERS: Membership = Membership {
    holder: Holder::User,
    noun: "member",
    plural: "members",
    who: "user",
    ids_field: "userIds",
    id_param: "userId",
    added_key: "addedUserIds",
    removed_key: "removedUserIds",
    add_op: &cat::ORG_USERS_ADD,
    set_op: &cat::ORG_USERS_SET,
    remove_op: &cat::ORG_USER_REMOVE,
    role_type: RoleType::User,
    not_member: Code::OrganizationUserNotMember,
    cli_group: "members",
    gone: "member of the organization",
    // Messages name a user as it was given.
    find: |tx, key| Ok((super::users::resolve(tx, key)?.id, key.to_string())),
    joining: |tx, key| Ok(super::users::resolve(tx, key)?.id),
};

pub const APPS: Membership = Membership {
    holder: Holder::App,
    noun: "application",
    plural: "applications",
    who: "application",
    ids_field: "applicationIds",
    id_param: "applicationId",
    added_key: "addedApplicationIds",
    removed_key: "removedApplicationIds",
    add_op: &cat::ORG_APPS_ADD,
    set_op: &cat::ORG_APPS_SET,
    remove_op: &cat::ORG_APP_REMOVE,
    role_type: RoleType::MachineToMachine,
    not_member: Code::OrganizationRequireMembership,
    cli_group: "apps",
    gone: "application of the organization",
    find: |tx, key| {
        let client = super::clients::resolve(tx, key)?;
        Ok((client.id, client.name))
    },
    joining: m2m_client,
};

/// A client that may join organizations: only machine-to-machine ones can (as the service).
fn m2m_client(tx: &Tx, key: &str) -> Result<String> {
    let client = super::clients::resolve(tx, key)?;
    if client.kind != ClientType::MachineToMachine {
        return Err(Error::new(
            Code::ApplicationInvalidType,
            format!(
                "client {} is a {} client; only machine-to-machine clients can join organizations (users join as members)",
                client.name,
                client.kind.as_str()
            ),
        ));
    }
    Ok(client.id)
}

/// The ids `keys` name, in order, each once: all resolved before anything is written.
/// Each comes with the first key that named it.
fn unique<'k>(
    tx: &Tx,
    keys: &'k [String],
    resolve: impl Fn(&Tx, &str) -> Result<String>,
) -> Result<Vec<(String, &'k String)>> {
    let mut out: Vec<(String, &String)> = Vec::with_capacity(keys.len());
    for k in keys {
        let id = resolve(tx, k)?;
        if !out.iter().any(|(o, _)| *o == id) {
            out.push((id, k));
        }
    }
    Ok(out)
}

impl Membership {
    fn event(
        &self,
        tx: &mut Tx,
        op: &'static Operation,
        params: &[(&str, &str)],
        org_id: &str,
        added: &[String],
        removed: &[String],
    ) -> Result<()> {
        let mut ev = DataEvent::new(op, cat::ORGANIZATION_MEMBERSHIP_UPDATED, params)
            .extra("organizationId", org_id)?;
        if !added.is_empty() {
            ev = ev.extra(self.added_key, added)?;
        }
        if !removed.is_empty() {
            ev = ev.extra(self.removed_key, removed)?;
        }
        ev.record(tx)
    }

    /// Adds members: idempotent (members already are named in a notice, under the key they
    /// were given). Every key is checked before any is added. Returns the ids added.
    pub fn add(&self, tx: &mut Tx, key: &str, keys: &[String]) -> Result<Vec<String>> {
        let org = resolve(tx, key)?;
        let mut added = Vec::new();
        let mut already = Vec::new();
        for (id, named) in unique(tx, keys, self.joining)? {
            if orgs::join(tx, self.holder, &org.id, &id)? {
                added.push(id);
            } else {
                already.push(named.clone());
            }
        }
        notice_unchanged(
            tx,
            &format!("{} already has {}", org.name, self.noun),
            &already,
        );
        if !added.is_empty() {
            self.event(tx, self.add_op, &[("id", &org.id)], &org.id, &added, &[])?;
        }
        Ok(added)
    }

    /// POST .../users or .../applications: members by id (at least one).
    pub fn add_ids(&self, tx: &mut Tx, key: &str, ids: &[String]) -> Result<Vec<String>> {
        if ids.is_empty() {
            return Err(invalid(format!("{} must not be empty", self.ids_field)));
        }
        self.add(tx, key, ids)
    }

    /// PUT .../users or .../applications: the members become exactly `keys` (may be
    /// empty). Returns (added, removed).
    pub fn set(
        &self,
        tx: &mut Tx,
        key: &str,
        keys: &[String],
    ) -> Result<(Vec<String>, Vec<String>)> {
        let org = resolve(tx, key)?;
        let want: Vec<String> = unique(tx, keys, self.joining)?
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        let have = orgs::holder_ids(tx, self.holder, &org.id)?;
        let removed: Vec<String> = have.iter().filter(|m| !want.contains(m)).cloned().collect();
        let added: Vec<String> = want.iter().filter(|m| !have.contains(m)).cloned().collect();
        for m in &removed {
            orgs::leave(tx, self.holder, &org.id, m)?;
        }
        for m in &added {
            orgs::join(tx, self.holder, &org.id, m)?;
        }
        if added.is_empty() && removed.is_empty() {
            tx.notice(format!(
                "the {} were already exactly these: nothing changed",
                self.plural
            ));
        } else {
            self.event(
                tx,
                self.set_op,
                &[("id", &org.id)],
                &org.id,
                &added,
                &removed,
            )?;
        }
        Ok((added, removed))
    }

    /// Removes members, each with its event and with its organization roles there. Every
    /// key is checked first; those that are not members are left out, with a notice.
    /// Returns the ids removed.
    pub fn remove(&self, tx: &mut Tx, key: &str, keys: &[String]) -> Result<Vec<String>> {
        let org = resolve(tx, key)?;
        let find = self.find;
        let mut removed = Vec::new();
        let mut absent = Vec::new();
        for (id, named) in unique(tx, keys, |tx, k| Ok(find(tx, k)?.0))? {
            if !orgs::leave(tx, self.holder, &org.id, &id)? {
                absent.push(named.clone());
                continue;
            }
            self.event(
                tx,
                self.remove_op,
                &[("id", &org.id), (self.id_param, &id)],
                &org.id,
                &[],
                std::slice::from_ref(&id),
            )?;
            removed.push(id);
        }
        notice_unchanged(tx, &format!("{} has no {}", org.name, self.noun), &absent);
        Ok(removed)
    }

    /// DELETE .../users/:userId or .../applications/:applicationId: it must be a member
    /// (404 otherwise, where `remove` says there was nothing to do).
    pub fn remove_id(&self, tx: &mut Tx, key: &str, id: &str) -> Result<Vec<String>> {
        let org = resolve(tx, key)?;
        let (mid, _) = (self.find)(tx, id)?;
        if !orgs::holds(tx, self.holder, &org.id, &mid)? {
            return Err(not_found(self.gone, id));
        }
        self.remove(tx, &org.id, &[mid])
    }

    /// A page of the members of an organization, each made by `make` from its record
    /// (`find`, by id) and its organization roles there.
    pub fn page<R, T>(
        &self,
        tx: &Tx,
        key: &str,
        page: Page,
        find: impl Fn(&Tx, &str) -> Result<Option<R>>,
        make: impl Fn(R, Vec<OrgNamed>) -> T,
    ) -> Result<Listed<T>> {
        let org = resolve(tx, key)?;
        let ids = orgs::holder_ids_page(tx, self.holder, &org.id, page)?;
        let mut items = Vec::with_capacity(ids.items.len());
        for id in &ids.items {
            // A membership goes with its user or client (ON DELETE CASCADE): every id has it.
            if let Some(r) = find(tx, id)? {
                items.push(make(r, orgs::holder_roles(tx, self.holder, &org.id, id)?));
            }
        }
        Ok(Listed {
            items,
            total: ids.total,
        })
    }

    /// The id of a member of `org` (the kind's not-a-member error otherwise).
    pub fn member(&self, tx: &Tx, org: &Organization, key: &str) -> Result<String> {
        let (id, name) = (self.find)(tx, key)?;
        if !orgs::holds(tx, self.holder, &org.id, &id)? {
            return Err(Error::new(
                self.not_member,
                format!("{} {name} is not a member of {}", self.who, org.name),
            )
            .with_hint(Hint::run(
                "add it first",
                format!("org {} add {} {name}", self.cli_group, org.name),
            )));
        }
        Ok(id)
    }

    /// An organization role this kind of member can take.
    fn role(&self, tx: &Tx, key: &str) -> Result<OrgNamed> {
        let role = resolve_named(tx, Named::Role, key)?;
        check_role_type(&role, self.role_type)?;
        Ok(role)
    }

    /// Assigns and unassigns organization roles of a member (every role checked before
    /// anything is written); returns its roles afterwards.
    pub fn roles(
        &self,
        tx: &mut Tx,
        key: &str,
        member: &str,
        assign: &[String],
        unassign: &[String],
    ) -> Result<Vec<OrgNamed>> {
        let org = resolve(tx, key)?;
        let id = self.member(tx, &org, member)?;
        let assign = assign
            .iter()
            .map(|r| self.role(tx, r))
            .collect::<Result<Vec<_>>>()?;
        let unassign = unassign
            .iter()
            .map(|r| resolve_named(tx, Named::Role, r))
            .collect::<Result<Vec<_>>>()?;
        let mut held = Vec::new();
        for role in assign {
            if !orgs::add_holder_role(tx, self.holder, &org.id, &id, &role.id)?
                && !held.contains(&role.name)
            {
                held.push(role.name);
            }
        }
        let mut absent = Vec::new();
        for role in unassign {
            if !orgs::remove_holder_role(tx, self.holder, &org.id, &id, &role.id)?
                && !absent.contains(&role.name)
            {
                absent.push(role.name);
            }
        }
        let who = self.who;
        notice_unchanged(
            tx,
            &format!("{who} {member} already has organization role"),
            &held,
        );
        notice_unchanged(
            tx,
            &format!("{who} {member} does not have organization role"),
            &absent,
        );
        orgs::holder_roles(tx, self.holder, &org.id, &id)
    }

    /// POST .../:memberId/roles: roles by id (at least one).
    pub fn add_role_ids(
        &self,
        tx: &mut Tx,
        key: &str,
        member: &str,
        ids: &[String],
    ) -> Result<Vec<OrgNamed>> {
        if ids.is_empty() {
            return Err(invalid("organizationRoleIds must not be empty"));
        }
        self.roles(tx, key, member, ids, &[])
    }

    /// A page of the organization roles of a member.
    pub fn role_page(
        &self,
        tx: &Tx,
        key: &str,
        member: &str,
        page: Page,
    ) -> Result<Listed<OrgNamed>> {
        let org = resolve(tx, key)?;
        let id = self.member(tx, &org, member)?;
        orgs::holder_roles_page(tx, self.holder, &org.id, &id, page)
    }

    /// PUT .../:memberId/roles: the member holds exactly these roles.
    pub fn set_roles(
        &self,
        tx: &mut Tx,
        key: &str,
        member: &str,
        ids: &[String],
    ) -> Result<Vec<OrgNamed>> {
        let org = resolve(tx, key)?;
        let id = self.member(tx, &org, member)?;
        let want = unique(tx, ids, |tx, r| Ok(self.role(tx, r)?.id))?;
        for held in orgs::holder_roles(tx, self.holder, &org.id, &id)? {
            if !want.iter().any(|(w, _)| *w == held.id) {
                orgs::remove_holder_role(tx, self.holder, &org.id, &id, &held.id)?;
            }
        }
        for (r, _) in &want {
            orgs::add_holder_role(tx, self.holder, &org.id, &id, r)?;
        }
        orgs::holder_roles(tx, self.holder, &org.id, &id)
    }

    /// DELETE .../:memberId/roles/:organizationRoleId: the member must hold the role (404
    /// otherwise).
    pub fn remove_role_id(
        &self,
        tx: &mut Tx,
        key: &str,
        member: &str,
        role: &str,
    ) -> Result<Vec<OrgNamed>> {
        let org = resolve(tx, key)?;
        let id = self.member(tx, &org, member)?;
        let role = resolve_named(tx, Named::Role, role)?;
        if !orgs::remove_holder_role(tx, self.holder, &org.id, &id, &role.id)? {
            return Err(not_found(
                &format!("organization role of the {}", self.who),
                &role.id,
            ));
        }
        orgs::holder_roles(tx, self.holder, &org.id, &id)
    }
}
