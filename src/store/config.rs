//! Key–value configuration of the store (base URL, ...).

use super::Tx;
use super::sql::Optional;
use crate::error::Result;
use crate::model::ConfigEntry;
use rusqlite::params;

pub const DEFAULT_BASE_URL: &str = "http://localhost:3001";

pub(super) fn seed_defaults(tx: &super::sql::Handle) -> Result<()> {
    tx.execute(
        "INSERT INTO config (key, value) VALUES ('base-url', ?1) ON CONFLICT DO NOTHING",
        [DEFAULT_BASE_URL],
    )?;
    Ok(())
}

/// The base URL of the service: the front's own when it overrides the store's, else the
/// `base-url` setting, else the default.
pub fn base_url(tx: &Tx) -> Result<String> {
    if let Some(url) = tx.base_url_override() {
        return Ok(url.to_string());
    }
    Ok(get(tx, "base-url")?.unwrap_or_else(|| DEFAULT_BASE_URL.to_string()))
}

pub fn get(tx: &Tx, key: &str) -> Result<Option<String>> {
    Ok(tx
        .query_row("SELECT value FROM config WHERE key = ?1", [key], |r| {
            r.get(0)
        })
        .optional()?)
}

pub fn set(tx: &Tx, key: &str, value: &str) -> Result<()> {
    tx.tx.execute(
        "INSERT INTO config (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        params![key, value],
    )?;
    Ok(())
}

pub fn list(tx: &Tx) -> Result<Vec<ConfigEntry>> {
    let mut st = tx
        .tx
        .prepare_cached("SELECT key, value FROM config ORDER BY key")?;
    let rows = st.query_map([], |r| {
        Ok(ConfigEntry {
            key: r.get(0)?,
            value: r.get(1)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Removes a setting; whether it was there.
pub fn delete(tx: &Tx, key: &str) -> Result<bool> {
    Ok(tx.tx.execute("DELETE FROM config WHERE key = ?1", [key])? > 0)
}
