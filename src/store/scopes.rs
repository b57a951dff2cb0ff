//! Permissions (scopes) of API resources.

use super::sql::{Optional, Row};
use super::{Listed, Page, Tx, on_unique};
use crate::error::{Code, Error, Result};
use crate::model::Scope;
use rusqlite::params;

pub(super) const COLS: &str = "s.id, s.resource_id, s.name, s.description, s.created_at";

pub(super) fn row(r: &Row) -> super::sql::Result<Scope> {
    Ok(Scope {
        id: r.get(0)?,
        resource_id: r.get(1)?,
        name: r.get(2)?,
        description: r.get(3)?,
        created_at: r.get(4)?,
    })
}

fn name_exists(name: &str) -> Error {
    Error::new(
        Code::ScopeNameExists,
        format!("a permission named {name} already exists on this resource"),
    )
}

pub fn insert(tx: &Tx, scope: &Scope) -> Result<()> {
    tx.execute(
        "INSERT INTO scopes (id, resource_id, name, description, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            scope.id,
            scope.resource_id,
            scope.name,
            scope.description,
            scope.created_at
        ],
    )
    .map_err(|e| on_unique(e, || name_exists(&scope.name)))?;
    Ok(())
}

/// A permission of `resource_id` by name, or by id (two indexed lookups: SQLite prepares an
/// `OR` of the two again at every new value).
pub fn find(tx: &Tx, resource_id: &str, key: &str) -> Result<Option<Scope>> {
    for col in ["name", "id"] {
        let found = tx
            .query_row(
                &format!("SELECT {COLS} FROM scopes s WHERE s.resource_id = ?1 AND s.{col} = ?2"),
                params![resource_id, key],
                row,
            )
            .optional()?;
        if found.is_some() {
            return Ok(found);
        }
    }
    Ok(None)
}

/// A permission by id, on any resource.
pub fn by_id(tx: &Tx, id: &str) -> Result<Option<Scope>> {
    Ok(tx
        .query_row(
            &format!("SELECT {COLS} FROM scopes s WHERE s.id = ?1"),
            [id],
            row,
        )
        .optional()?)
}

pub fn list(tx: &Tx, resource_id: &str) -> Result<Vec<Scope>> {
    Ok(page(tx, resource_id, None, Page::ALL)?.items)
}

/// A page of the permissions of a resource, by name (along the index of their names), whose
/// name or description holds `search` ignoring case, or all.
pub fn page(tx: &Tx, resource_id: &str, search: Option<&str>, page: Page) -> Result<Listed<Scope>> {
    const WHERE: &str = "WHERE s.resource_id = ?1 AND (CAST(?2 AS TEXT) IS NULL
        OR instr(idctl_fold(s.name), ?2) > 0 OR instr(idctl_fold(s.description), ?2) > 0)";
    let search = search.map(str::to_lowercase);
    tx.page(
        &format!("SELECT {COLS} FROM scopes s {WHERE} ORDER BY s.name LIMIT ?3 OFFSET ?4"),
        &format!("SELECT count(*) FROM scopes s {WHERE}"),
        &[&resource_id, &search],
        page,
        row,
    )
}

pub fn update(tx: &Tx, scope: &Scope) -> Result<()> {
    tx.execute(
        "UPDATE scopes SET name = ?2, description = ?3 WHERE id = ?1",
        params![scope.id, scope.name, scope.description],
    )
    .map_err(|e| on_unique(e, || name_exists(&scope.name)))?;
    Ok(())
}

pub fn delete(tx: &Tx, id: &str) -> Result<()> {
    tx.execute("DELETE FROM scopes WHERE id = ?1", [id])?;
    Ok(())
}
