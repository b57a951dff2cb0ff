//! Organizations, their members, organization roles and organization permissions.

use super::sql::{Optional, Row};
use super::{Listed, Page, Tx, on_unique};
use crate::error::{Code, Error, Result};
use crate::model::{OrgNamed, Organization, RoleType, Scope, ScopeWithResource};
use rusqlite::params;

const ORG_COLS: &str = "id, name, description, custom_data, created_at, is_mfa_required";

fn org_row(r: &Row) -> super::sql::Result<Organization> {
    let cd: String = r.get(3)?;
    Ok(Organization {
        id: r.get(0)?,
        name: r.get(1)?,
        description: r.get(2)?,
        custom_data: serde_json::from_str(&cd).unwrap_or_else(|_| serde_json::json!({})),
        created_at: r.get(4)?,
        is_mfa_required: r.get(5)?,
    })
}

fn org_name_in_use(name: &str) -> Error {
    Error::new(
        Code::EntityUniqueIntegrityViolation,
        format!("an organization named {name} already exists"),
    )
}

pub fn insert(tx: &Tx, o: &Organization) -> Result<()> {
    tx.execute(
        &format!("INSERT INTO organizations ({ORG_COLS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"),
        params![
            o.id,
            o.name,
            o.description,
            o.custom_data.to_string(),
            o.created_at,
            o.is_mfa_required
        ],
    )
    .map_err(|e| on_unique(e, || org_name_in_use(&o.name)))?;
    Ok(())
}

pub fn update(tx: &Tx, o: &Organization) -> Result<()> {
    tx.execute(
        "UPDATE organizations SET name = ?2, description = ?3, custom_data = ?4, is_mfa_required = ?5
         WHERE id = ?1",
        params![
            o.id,
            o.name,
            o.description,
            o.custom_data.to_string(),
            o.is_mfa_required
        ],
    )
    .map_err(|e| on_unique(e, || org_name_in_use(&o.name)))?;
    Ok(())
}

/// An organization by id, or by name.
pub fn find(tx: &Tx, key: &str) -> Result<Option<Organization>> {
    Ok(tx
        .query_row(
            &format!(
                "SELECT {ORG_COLS} FROM organizations WHERE id = ?1 OR name = ?1
                 ORDER BY id = ?1 DESC LIMIT 1"
            ),
            [key],
            org_row,
        )
        .optional()?)
}

pub fn list(tx: &Tx) -> Result<Vec<Organization>> {
    Ok(page(tx, Page::ALL)?.items)
}

/// A page of the organizations, by name (along the index of their names).
pub fn page(tx: &Tx, page: Page) -> Result<Listed<Organization>> {
    tx.page(
        &format!("SELECT {ORG_COLS} FROM organizations ORDER BY name LIMIT ?1 OFFSET ?2"),
        "SELECT count(*) FROM organizations",
        &[],
        page,
        org_row,
    )
}

pub fn delete(tx: &Tx, id: &str) -> Result<()> {
    tx.execute("DELETE FROM organizations WHERE id = ?1", [id])?;
    Ok(())
}

/// The organizations a user is a member of, with the names of its organization roles in
/// each (the `organizations` and `organization_roles` claims).
pub fn memberships(tx: &Tx, user_id: &str) -> Result<Vec<(String, Vec<String>)>> {
    let mut st = tx.tx.prepare_cached(
        "SELECT ou.organization_id, r.name
         FROM organization_users ou
         LEFT JOIN organization_user_roles ur
                ON ur.organization_id = ou.organization_id AND ur.user_id = ou.user_id
         LEFT JOIN organization_roles r ON r.id = ur.role_id
         WHERE ou.user_id = ?1 ORDER BY ou.organization_id, r.name",
    )?;
    let rows = st.query_map([user_id], |r| {
        Ok((r.get::<String>(0)?, r.get::<Option<String>>(1)?))
    })?;
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for row in rows {
        let (org, role) = row?;
        if out.last().is_none_or(|(o, _)| *o != org) {
            out.push((org, Vec::new()));
        }
        if let (Some(role), Some((_, roles))) = (role, out.last_mut()) {
            roles.push(role);
        }
    }
    Ok(out)
}

/// Organization roles and organization permissions share one shape; this names the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Named {
    Role,
    Scope,
}

impl Named {
    fn table(self) -> &'static str {
        match self {
            Named::Role => "organization_roles",
            Named::Scope => "organization_scopes",
        }
    }
    fn conflict(self, name: &str) -> Error {
        match self {
            Named::Role => Error::new(
                Code::OrganizationRoleNameInUse,
                format!("an organization role named {name} already exists"),
            ),
            Named::Scope => Error::new(
                Code::OrganizationScopeNameInUse,
                format!("an organization permission named {name} already exists"),
            ),
        }
    }
}

/// The columns [`named_row`] reads: a role's type, or NULL for a permission.
fn named_cols(kind: Named) -> &'static str {
    match kind {
        Named::Role => "id, name, description, created_at, type",
        Named::Scope => "id, name, description, created_at, NULL",
    }
}

fn named_row(r: &Row) -> super::sql::Result<OrgNamed> {
    let kind: Option<String> = r.get(4)?;
    Ok(OrgNamed {
        id: r.get(0)?,
        name: r.get(1)?,
        description: r.get(2)?,
        kind: kind.map(|k| RoleType::parse(&k).unwrap_or(RoleType::User)),
        created_at: r.get(3)?,
    })
}

pub fn insert_named(tx: &Tx, kind: Named, n: &OrgNamed) -> Result<()> {
    let res = match kind {
        Named::Role => tx.execute(
            "INSERT INTO organization_roles (id, name, description, created_at, type)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                n.id,
                n.name,
                n.description,
                n.created_at,
                n.kind.unwrap_or(RoleType::User).as_str()
            ],
        ),
        Named::Scope => tx.execute(
            "INSERT INTO organization_scopes (id, name, description, created_at)
             VALUES (?1, ?2, ?3, ?4)",
            params![n.id, n.name, n.description, n.created_at],
        ),
    };
    res.map_err(|e| on_unique(e, || kind.conflict(&n.name)))?;
    Ok(())
}

pub fn update_named(tx: &Tx, kind: Named, n: &OrgNamed) -> Result<()> {
    tx.execute(
        &format!(
            "UPDATE {} SET name = ?2, description = ?3 WHERE id = ?1",
            kind.table()
        ),
        params![n.id, n.name, n.description],
    )
    .map_err(|e| on_unique(e, || kind.conflict(&n.name)))?;
    Ok(())
}

/// A role or permission by name, or by id.
pub fn find_named(tx: &Tx, kind: Named, key: &str) -> Result<Option<OrgNamed>> {
    Ok(tx
        .query_row(
            &format!(
                "SELECT {} FROM {} WHERE name = ?1 OR id = ?1
                 ORDER BY name = ?1 DESC LIMIT 1",
                named_cols(kind),
                kind.table()
            ),
            [key],
            named_row,
        )
        .optional()?)
}

pub fn list_named(tx: &Tx, kind: Named) -> Result<Vec<OrgNamed>> {
    Ok(named_page(tx, kind, Page::ALL)?.items)
}

/// A page of the organization roles or scopes, by name (along the index of their names).
pub fn named_page(tx: &Tx, kind: Named, page: Page) -> Result<Listed<OrgNamed>> {
    tx.page(
        &format!(
            "SELECT {} FROM {} ORDER BY name LIMIT ?1 OFFSET ?2",
            named_cols(kind),
            kind.table()
        ),
        &format!("SELECT count(*) FROM {}", kind.table()),
        &[],
        page,
        named_row,
    )
}

pub fn delete_named(tx: &Tx, kind: Named, id: &str) -> Result<()> {
    tx.execute(&format!("DELETE FROM {} WHERE id = ?1", kind.table()), [id])?;
    Ok(())
}

pub fn role_scopes(tx: &Tx, role_id: &str) -> Result<Vec<OrgNamed>> {
    Ok(role_scopes_page(tx, role_id, Page::ALL)?.items)
}

/// A page of the scopes of an organization role, by name.
pub fn role_scopes_page(tx: &Tx, role_id: &str, page: Page) -> Result<Listed<OrgNamed>> {
    tx.page(
        "SELECT s.id, s.name, s.description, s.created_at, NULL
         FROM organization_roles_scopes rs JOIN organization_scopes s ON s.id = rs.scope_id
         WHERE rs.role_id = ?1 ORDER BY s.name LIMIT ?2 OFFSET ?3",
        "SELECT count(*) FROM organization_roles_scopes WHERE role_id = ?1",
        &[&role_id],
        page,
        named_row,
    )
}

/// Adds a permission to a role; returns false when it was there already.
pub fn add_role_scope(tx: &Tx, role_id: &str, scope_id: &str) -> Result<bool> {
    Ok(tx.execute(
        "INSERT INTO organization_roles_scopes (role_id, scope_id) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
        params![role_id, scope_id],
    )? > 0)
}

pub fn remove_role_scope(tx: &Tx, role_id: &str, scope_id: &str) -> Result<bool> {
    Ok(tx.execute(
        "DELETE FROM organization_roles_scopes WHERE role_id = ?1 AND scope_id = ?2",
        params![role_id, scope_id],
    )? > 0)
}

pub fn clear_role_scopes(tx: &Tx, role_id: &str) -> Result<()> {
    tx.execute(
        "DELETE FROM organization_roles_scopes WHERE role_id = ?1",
        [role_id],
    )?;
    Ok(())
}

/// The organization permissions a member holds through its organization roles.
pub fn member_scopes(tx: &Tx, org_id: &str, user_id: &str) -> Result<Vec<OrgNamed>> {
    let mut st = tx.tx.prepare_cached(
        "SELECT DISTINCT s.id, s.name, s.description, s.created_at, NULL
         FROM organization_user_roles ur
         JOIN organization_roles_scopes rs ON rs.role_id = ur.role_id
         JOIN organization_scopes s ON s.id = rs.scope_id
         WHERE ur.organization_id = ?1 AND ur.user_id = ?2 ORDER BY s.name",
    )?;
    let rows = st.query_map(params![org_id, user_id], named_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Permissions of API resources an organization role holds (organization-level API
/// resources), by resource and name.
pub fn role_resource_scopes_page(tx: &Tx, role_id: &str, page: Page) -> Result<Listed<Scope>> {
    tx.page(
        &format!(
            "SELECT {} FROM organization_roles_resource_scopes rs JOIN scopes s ON s.id = rs.scope_id
             WHERE rs.role_id = ?1 ORDER BY s.resource_id, s.name LIMIT ?2 OFFSET ?3",
            super::scopes::COLS
        ),
        "SELECT count(*) FROM organization_roles_resource_scopes WHERE role_id = ?1",
        &[&role_id],
        page,
        super::scopes::row,
    )
}

pub fn role_resource_scopes(tx: &Tx, role_id: &str) -> Result<Vec<Scope>> {
    Ok(role_resource_scopes_page(tx, role_id, Page::ALL)?.items)
}

/// Adds an API resource permission to an organization role; false when it held it already.
pub fn add_role_resource_scope(tx: &Tx, role_id: &str, scope_id: &str) -> Result<bool> {
    Ok(tx.execute(
        "INSERT INTO organization_roles_resource_scopes (role_id, scope_id) VALUES (?1, ?2)
         ON CONFLICT DO NOTHING",
        params![role_id, scope_id],
    )? > 0)
}

pub fn remove_role_resource_scope(tx: &Tx, role_id: &str, scope_id: &str) -> Result<bool> {
    Ok(tx.execute(
        "DELETE FROM organization_roles_resource_scopes WHERE role_id = ?1 AND scope_id = ?2",
        params![role_id, scope_id],
    )? > 0)
}

/// Names of the permissions on `resource_id` a member application holds in an organization
/// through its organization roles.
pub fn app_resource_scope_names(
    tx: &Tx,
    org_id: &str,
    app_id: &str,
    resource_id: &str,
) -> Result<Vec<String>> {
    let mut st = tx.tx.prepare_cached(
        "SELECT DISTINCT s.name
         FROM organization_application_roles ar
         JOIN organization_roles_resource_scopes rs ON rs.role_id = ar.role_id
         JOIN scopes s ON s.id = rs.scope_id
         WHERE ar.organization_id = ?1 AND ar.application_id = ?2 AND s.resource_id = ?3",
    )?;
    let rows = st.query_map(params![org_id, app_id, resource_id], |r| r.get(0))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The API resource permissions of an organization role with their resources, by indicator
/// and name.
pub fn role_resource_scopes_with_resources(
    tx: &Tx,
    role_id: &str,
) -> Result<Vec<ScopeWithResource>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT {}, r.id, r.name, r.indicator
         FROM organization_roles_resource_scopes rs
         JOIN scopes s ON s.id = rs.scope_id
         JOIN resources r ON r.id = s.resource_id
         WHERE rs.role_id = ?1
         ORDER BY r.indicator, s.name",
        super::scopes::COLS
    ))?;
    let rows = st.query_map([role_id], super::roles::scope_with_resource)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Who holds a membership of an organization: a user (a member) or a machine-to-machine
/// application. Both memberships share one shape; this names the tables and the id column
/// (as [`Named`] does for organization roles and permissions).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holder {
    User,
    App,
}

impl Holder {
    /// The membership table.
    fn members(self) -> &'static str {
        match self {
            Holder::User => "organization_users",
            Holder::App => "organization_applications",
        }
    }
    /// The table of the organization roles held in an organization.
    fn roles(self) -> &'static str {
        match self {
            Holder::User => "organization_user_roles",
            Holder::App => "organization_application_roles",
        }
    }
    /// The column of the holder's id in both tables.
    fn col(self) -> &'static str {
        match self {
            Holder::User => "user_id",
            Holder::App => "application_id",
        }
    }
}

/// Whether `id` is a member (user or application) of an organization.
pub fn holds(tx: &Tx, h: Holder, org_id: &str, id: &str) -> Result<bool> {
    Ok(tx
        .query_row(
            &format!(
                "SELECT 1 FROM {} WHERE organization_id = ?1 AND {} = ?2",
                h.members(),
                h.col()
            ),
            params![org_id, id],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

pub fn is_member(tx: &Tx, org_id: &str, user_id: &str) -> Result<bool> {
    holds(tx, Holder::User, org_id, user_id)
}

pub fn is_app_member(tx: &Tx, org_id: &str, app_id: &str) -> Result<bool> {
    holds(tx, Holder::App, org_id, app_id)
}

/// Adds a membership; returns false when `id` already was a member.
pub fn join(tx: &Tx, h: Holder, org_id: &str, id: &str) -> Result<bool> {
    Ok(tx.execute(
        &format!(
            "INSERT INTO {} (organization_id, {}) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
            h.members(),
            h.col()
        ),
        params![org_id, id],
    )? > 0)
}

/// Removes a membership with its organization roles (ON DELETE CASCADE); returns false when
/// `id` was not a member.
pub fn leave(tx: &Tx, h: Holder, org_id: &str, id: &str) -> Result<bool> {
    Ok(tx.execute(
        &format!(
            "DELETE FROM {} WHERE organization_id = ?1 AND {} = ?2",
            h.members(),
            h.col()
        ),
        params![org_id, id],
    )? > 0)
}

pub fn holder_ids(tx: &Tx, h: Holder, org_id: &str) -> Result<Vec<String>> {
    Ok(holder_ids_page(tx, h, org_id, Page::ALL)?.items)
}

/// A page of the ids of the members (users or applications) of an organization, in order
/// (along its primary key).
pub fn holder_ids_page(tx: &Tx, h: Holder, org_id: &str, page: Page) -> Result<Listed<String>> {
    tx.page(
        &format!(
            "SELECT {col} FROM {t} WHERE organization_id = ?1 ORDER BY {col} LIMIT ?2 OFFSET ?3",
            col = h.col(),
            t = h.members()
        ),
        &format!(
            "SELECT count(*) FROM {} WHERE organization_id = ?1",
            h.members()
        ),
        &[&org_id],
        page,
        |r| r.get(0),
    )
}

/// The organization roles a member (user or application) holds in an organization, by name.
pub fn holder_roles(tx: &Tx, h: Holder, org_id: &str, id: &str) -> Result<Vec<OrgNamed>> {
    Ok(holder_roles_page(tx, h, org_id, id, Page::ALL)?.items)
}

/// A page of the organization roles of a member (user or application), by name.
pub fn holder_roles_page(
    tx: &Tx,
    h: Holder,
    org_id: &str,
    id: &str,
    page: Page,
) -> Result<Listed<OrgNamed>> {
    tx.page(
        &format!(
            "SELECT r.id, r.name, r.description, r.created_at, r.type
             FROM {} hr JOIN organization_roles r ON r.id = hr.role_id
             WHERE hr.organization_id = ?1 AND hr.{} = ?2 ORDER BY r.name LIMIT ?3 OFFSET ?4",
            h.roles(),
            h.col()
        ),
        &format!(
            "SELECT count(*) FROM {} WHERE organization_id = ?1 AND {} = ?2",
            h.roles(),
            h.col()
        ),
        &[&org_id, &id],
        page,
        named_row,
    )
}

/// The organization roles of a member user (the `organization_roles` claim).
pub fn member_roles(tx: &Tx, org_id: &str, user_id: &str) -> Result<Vec<OrgNamed>> {
    holder_roles(tx, Holder::User, org_id, user_id)
}

/// Gives a member an organization role; false when it held it already.
pub fn add_holder_role(tx: &Tx, h: Holder, org_id: &str, id: &str, role_id: &str) -> Result<bool> {
    Ok(tx.execute(
        &format!(
            "INSERT INTO {} (organization_id, {}, role_id) VALUES (?1, ?2, ?3)
             ON CONFLICT DO NOTHING",
            h.roles(),
            h.col()
        ),
        params![org_id, id, role_id],
    )? > 0)
}

/// Takes an organization role from a member; false when it did not hold it.
pub fn remove_holder_role(
    tx: &Tx,
    h: Holder,
    org_id: &str,
    id: &str,
    role_id: &str,
) -> Result<bool> {
    Ok(tx.execute(
        &format!(
            "DELETE FROM {} WHERE organization_id = ?1 AND {} = ?2 AND role_id = ?3",
            h.roles(),
            h.col()
        ),
        params![org_id, id, role_id],
    )? > 0)
}

/// Names of the organization permissions a member (user or application) holds in an
/// organization through its organization roles (an organization token's available scopes).
pub fn holder_scope_names(tx: &Tx, h: Holder, org_id: &str, id: &str) -> Result<Vec<String>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT DISTINCT s.name
         FROM {} hr
         JOIN organization_roles_scopes rs ON rs.role_id = hr.role_id
         JOIN organization_scopes s ON s.id = rs.scope_id
         WHERE hr.organization_id = ?1 AND hr.{} = ?2 ORDER BY s.name",
        h.roles(),
        h.col()
    ))?;
    let rows = st.query_map(params![org_id, id], |r| r.get(0))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub fn user_scope_names(tx: &Tx, org_id: &str, user_id: &str) -> Result<Vec<String>> {
    holder_scope_names(tx, Holder::User, org_id, user_id)
}

pub fn app_scope_names(tx: &Tx, org_id: &str, app_id: &str) -> Result<Vec<String>> {
    holder_scope_names(tx, Holder::App, org_id, app_id)
}
