//! API resources.

use super::sql::{Optional, Row};
use super::{Listed, Page, Tx, on_unique};
use crate::error::{Code, Error, Result};
use crate::model::Resource;
use rusqlite::params;

const COLS: &str = "id, name, indicator, is_default, access_token_ttl, created_at";

fn row(r: &Row) -> super::sql::Result<Resource> {
    Ok(Resource {
        id: r.get(0)?,
        name: r.get(1)?,
        indicator: r.get(2)?,
        is_default: r.get(3)?,
        access_token_ttl: r.get(4)?,
        created_at: r.get(5)?,
    })
}

pub fn insert(tx: &Tx, res: &Resource) -> Result<()> {
    tx.execute(
        "INSERT INTO resources (id, name, indicator, is_default, access_token_ttl, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            res.id,
            res.name,
            res.indicator,
            res.is_default,
            res.access_token_ttl,
            res.created_at
        ],
    )
    .map_err(|e| {
        on_unique(e, || {
            Error::new(
                Code::ResourceResourceIdentifierInUse,
                format!("the resource indicator {} is already in use", res.indicator),
            )
        })
    })?;
    Ok(())
}

/// A resource by id or by its exact indicator.
pub fn find(tx: &Tx, key: &str) -> Result<Option<Resource>> {
    for col in ["indicator", "id"] {
        let found = tx
            .query_row(
                &format!("SELECT {COLS} FROM resources WHERE {col} = ?1"),
                [key],
                row,
            )
            .optional()?;
        if found.is_some() {
            return Ok(found);
        }
    }
    Ok(None)
}

pub fn by_id(tx: &Tx, id: &str) -> Result<Option<Resource>> {
    Ok(tx
        .query_row(
            &format!("SELECT {COLS} FROM resources WHERE id = ?1"),
            [id],
            row,
        )
        .optional()?)
}

/// A resource by its exact indicator only (token requests).
pub fn by_indicator(tx: &Tx, indicator: &str) -> Result<Option<Resource>> {
    Ok(tx
        .query_row(
            &format!("SELECT {COLS} FROM resources WHERE indicator = ?1"),
            [indicator],
            row,
        )
        .optional()?)
}

pub fn default_resource(tx: &Tx) -> Result<Option<Resource>> {
    Ok(tx
        .query_row(
            &format!("SELECT {COLS} FROM resources WHERE is_default = 1"),
            [],
            row,
        )
        .optional()?)
}

pub fn list(tx: &Tx) -> Result<Vec<Resource>> {
    Ok(page(tx, Page::ALL)?.items)
}

/// A page of the resources, oldest first (along the index `resources_by_created`).
pub fn page(tx: &Tx, page: Page) -> Result<Listed<Resource>> {
    tx.page(
        &format!("SELECT {COLS} FROM resources ORDER BY created_at, id LIMIT ?1 OFFSET ?2"),
        "SELECT count(*) FROM resources",
        &[],
        page,
        row,
    )
}

pub fn update(tx: &Tx, res: &Resource) -> Result<()> {
    tx.execute(
        "UPDATE resources SET name = ?2, access_token_ttl = ?3, is_default = ?4 WHERE id = ?1",
        params![res.id, res.name, res.access_token_ttl, res.is_default],
    )?;
    Ok(())
}

/// Clears the default flag everywhere; returns the resource that had it.
pub fn clear_default(tx: &Tx) -> Result<Option<Resource>> {
    let previous = default_resource(tx)?;
    tx.execute(
        "UPDATE resources SET is_default = 0 WHERE is_default = 1",
        [],
    )?;
    Ok(previous)
}

pub fn delete(tx: &Tx, id: &str) -> Result<()> {
    tx.execute("DELETE FROM resources WHERE id = ?1", [id])?;
    Ok(())
}
