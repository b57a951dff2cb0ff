//! Roles and the permissions they hold.

use super::sql::{Optional, Row};
use super::{Listed, Page, Tx, on_unique};
use crate::error::{Code, Error, Result};
use crate::model::{ResourceRef, Role, RoleType, ScopeWithResource};
use rusqlite::params;

macro_rules! cols {
    () => {
        "id, name, description, type, is_default, created_at"
    };
}

pub(super) fn row(r: &Row) -> super::sql::Result<Role> {
    let kind: String = r.get(3)?;
    Ok(Role {
        id: r.get(0)?,
        name: r.get(1)?,
        description: r.get(2)?,
        kind: RoleType::parse(&kind).unwrap_or(RoleType::User),
        is_default: r.get(4)?,
        created_at: r.get(5)?,
    })
}

fn name_in_use(name: &str) -> Error {
    Error::new(
        Code::RoleNameInUse,
        format!("a role named {name} already exists"),
    )
}

pub fn insert(tx: &Tx, role: &Role) -> Result<()> {
    tx.roles.take();
    tx.execute(
        "INSERT INTO roles (id, name, description, type, is_default, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            role.id,
            role.name,
            role.description,
            role.kind.as_str(),
            role.is_default,
            role.created_at
        ],
    )
    .map_err(|e| on_unique(e, || name_in_use(&role.name)))?;
    Ok(())
}

/// A role by name, or by id. Two indexed lookups: one statement with `name = ?1 OR id = ?1`
/// is prepared again by SQLite at every new value, which dominated bulk `idctl apply`.
/// Found roles are kept for the rest of the transaction (until a role is written).
pub fn find(tx: &Tx, key: &str) -> Result<Option<Role>> {
    if let Some(role) = tx.roles.borrow().by_key.get(key) {
        return Ok(Some(role.clone()));
    }
    for sql in [
        concat!("SELECT ", cols!(), " FROM roles WHERE name = ?1"),
        concat!("SELECT ", cols!(), " FROM roles WHERE id = ?1"),
    ] {
        if let Some(role) = tx.query_row(sql, [key], row).optional()? {
            tx.roles
                .borrow_mut()
                .by_key
                .insert(key.to_string(), role.clone());
            return Ok(Some(role));
        }
    }
    Ok(None)
}

pub fn list(tx: &Tx) -> Result<Vec<Role>> {
    Ok(page(tx, None, None, Page::ALL)?.items)
}

/// The roles `page` selects, by name, of one type (`?1`, or all) whose name or description
/// holds `?2` (folded to lower case, or all). Along the index of names: a page reads its own
/// rows, not the table.
pub const PAGE_SQL: &str = concat!(
    "SELECT ",
    cols!(),
    " FROM roles
     WHERE (CAST(?1 AS TEXT) IS NULL OR type = ?1)
       AND (CAST(?2 AS TEXT) IS NULL OR instr(idctl_fold(name), ?2) > 0 OR instr(idctl_fold(description), ?2) > 0)
     ORDER BY name LIMIT ?3 OFFSET ?4"
);

/// How many roles `PAGE_SQL` pages through.
pub const COUNT_SQL: &str = "SELECT count(*) FROM roles
     WHERE (CAST(?1 AS TEXT) IS NULL OR type = ?1)
       AND (CAST(?2 AS TEXT) IS NULL OR instr(idctl_fold(name), ?2) > 0 OR instr(idctl_fold(description), ?2) > 0)";

/// A page of the roles, by name: of one type, or all; whose name or description holds
/// `search` ignoring case, or all.
pub fn page(
    tx: &Tx,
    kind: Option<RoleType>,
    search: Option<&str>,
    page: Page,
) -> Result<Listed<Role>> {
    let kind = kind.map(|k| k.as_str());
    let search = search.map(str::to_lowercase);
    tx.page(PAGE_SQL, COUNT_SQL, &[&kind, &search], page, row)
}

pub fn update(tx: &Tx, role: &Role) -> Result<()> {
    tx.roles.take();
    tx.execute(
        "UPDATE roles SET name = ?2, description = ?3, is_default = ?4 WHERE id = ?1",
        params![role.id, role.name, role.description, role.is_default],
    )
    .map_err(|e| on_unique(e, || name_in_use(&role.name)))?;
    Ok(())
}

pub fn delete(tx: &Tx, id: &str) -> Result<()> {
    tx.roles.take();
    tx.execute("DELETE FROM roles WHERE id = ?1", [id])?;
    Ok(())
}

pub fn has_scope(tx: &Tx, role_id: &str, scope_id: &str) -> Result<bool> {
    Ok(tx
        .query_row(
            "SELECT 1 FROM roles_scopes WHERE role_id = ?1 AND scope_id = ?2",
            params![role_id, scope_id],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

pub fn add_scope(tx: &Tx, role_id: &str, scope_id: &str) -> Result<()> {
    tx.execute(
        "INSERT INTO roles_scopes (role_id, scope_id) VALUES (?1, ?2)",
        params![role_id, scope_id],
    )?;
    Ok(())
}

pub fn remove_scope(tx: &Tx, role_id: &str, scope_id: &str) -> Result<bool> {
    Ok(tx.execute(
        "DELETE FROM roles_scopes WHERE role_id = ?1 AND scope_id = ?2",
        params![role_id, scope_id],
    )? > 0)
}

/// The permissions a role holds, with their resources, ordered by indicator and name.
pub fn scopes(tx: &Tx, role_id: &str) -> Result<Vec<ScopeWithResource>> {
    Ok(scopes_page(tx, role_id, Page::ALL)?.items)
}

/// A page of the permissions a role holds (see [`scopes`]).
pub fn scopes_page(tx: &Tx, role_id: &str, page: Page) -> Result<Listed<ScopeWithResource>> {
    tx.page(
        &format!(
            "SELECT {}, r.id, r.name, r.indicator
             FROM roles_scopes rs
             JOIN scopes s ON s.id = rs.scope_id
             JOIN resources r ON r.id = s.resource_id
             WHERE rs.role_id = ?1
             ORDER BY r.indicator, s.name LIMIT ?2 OFFSET ?3",
            super::scopes::COLS
        ),
        "SELECT count(*) FROM roles_scopes WHERE role_id = ?1",
        &[&role_id],
        page,
        scope_with_resource,
    )
}

/// Maps `scopes::COLS` followed by `r.id, r.name, r.indicator`.
pub(super) fn scope_with_resource(r: &Row) -> super::sql::Result<ScopeWithResource> {
    Ok(ScopeWithResource {
        scope: super::scopes::row(r)?,
        resource: ResourceRef {
            id: r.get(5)?,
            name: r.get(6)?,
            indicator: r.get(7)?,
        },
    })
}

/// Number of clients holding the role (for messages on delete).
pub fn client_count(tx: &Tx, role_id: &str) -> Result<i64> {
    Ok(tx.query_row(
        "SELECT count(*) FROM clients_roles WHERE role_id = ?1",
        [role_id],
        |r| r.get(0),
    )?)
}
