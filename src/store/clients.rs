//! Clients (the service's applications) and their roles.

use super::sql::{Optional, Row};
use super::{Listed, Page, Tx, on_unique};
use crate::error::{Code, Error, Result};
use crate::model::{Client, ClientType, IdTokenAlg, OidcClientMetadata, Role, ScopeWithResource};
use rusqlite::params;
use rusqlite::types::Type;

const COLS: &str = "id, name, created_at, type, redirect_uris, post_logout_redirect_uris, id_token_signed_response_alg";

/// A JSON array of strings in column `i`.
fn uris(r: &Row, i: usize) -> super::sql::Result<Vec<String>> {
    let text: String = r.get(i)?;
    serde_json::from_str(&text).map_err(|e| super::sql::Error::conversion(i, Box::new(e)))
}

/// An ID token algorithm in column `i` (NULL: none chosen).
fn alg(r: &Row, i: usize) -> super::sql::Result<Option<IdTokenAlg>> {
    let text: Option<String> = r.get(i)?;
    text.map(|t| {
        IdTokenAlg::parse(&t).ok_or_else(|| {
            super::sql::Error::conversion(i, format!("unknown ID token algorithm {t}"))
        })
    })
    .transpose()
}

fn row(r: &Row) -> super::sql::Result<Client> {
    let kind: String = r.get(3)?;
    let kind = ClientType::parse(&kind).ok_or_else(|| {
        rusqlite::Error::FromSqlConversionFailure(
            3,
            Type::Text,
            format!("unknown client type {kind}").into(),
        )
    })?;
    Ok(Client {
        id: r.get(0)?,
        name: r.get(1)?,
        kind,
        oidc_client_metadata: OidcClientMetadata {
            redirect_uris: uris(r, 4)?,
            post_logout_redirect_uris: uris(r, 5)?,
            id_token_signed_response_alg: alg(r, 6)?,
        },
        created_at: r.get(2)?,
    })
}

fn json(list: &[String]) -> String {
    serde_json::Value::from(list).to_string()
}

fn name_in_use(name: &str) -> Error {
    Error::new(
        Code::ApplicationNameInUse,
        format!("a client named {name} already exists"),
    )
}

/// Inserts a client; `secret_hash` is empty for a public client (it never matches).
pub fn insert(tx: &Tx, client: &Client, secret_hash: &str) -> Result<()> {
    let meta = &client.oidc_client_metadata;
    tx.execute(
        "INSERT INTO clients (id, name, secret_hash, created_at, type, redirect_uris,
                              post_logout_redirect_uris, id_token_signed_response_alg)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            client.id,
            client.name,
            secret_hash,
            client.created_at,
            client.kind.as_str(),
            json(&meta.redirect_uris),
            json(&meta.post_logout_redirect_uris),
            meta.id_token_signed_response_alg.map(IdTokenAlg::as_str)
        ],
    )
    .map_err(|e| on_unique(e, || name_in_use(&client.name)))?;
    Ok(())
}

/// A client by id, or by name.
pub fn find(tx: &Tx, key: &str) -> Result<Option<Client>> {
    Ok(tx
        .query_row(
            &format!(
                "SELECT {COLS} FROM clients WHERE id = ?1 OR name = ?1 ORDER BY id = ?1 DESC LIMIT 1"
            ),
            [key],
            row,
        )
        .optional()?)
}

/// A client by id, or by name, with the stored hash of its secret (token requests only).
pub fn credentials(tx: &Tx, key: &str) -> Result<Option<(Client, String)>> {
    Ok(tx
        .query_row(
            &format!(
                "SELECT {COLS}, secret_hash FROM clients WHERE id = ?1 OR name = ?1
                 ORDER BY id = ?1 DESC LIMIT 1"
            ),
            [key],
            |r| Ok((row(r)?, r.get(7)?)),
        )
        .optional()?)
}

pub fn list(tx: &Tx) -> Result<Vec<Client>> {
    Ok(page(tx, Page::ALL)?.items)
}

/// A page of the clients, by name (along the index of their names).
pub fn page(tx: &Tx, page: Page) -> Result<Listed<Client>> {
    tx.page(
        &format!("SELECT {COLS} FROM clients ORDER BY name LIMIT ?1 OFFSET ?2"),
        "SELECT count(*) FROM clients",
        &[],
        page,
        row,
    )
}

/// Writes a client's name and OIDC metadata (its type and secret do not change here).
pub fn update(tx: &Tx, client: &Client) -> Result<()> {
    let meta = &client.oidc_client_metadata;
    tx.execute(
        "UPDATE clients SET name = ?2, redirect_uris = ?3, post_logout_redirect_uris = ?4,
                            id_token_signed_response_alg = ?5
         WHERE id = ?1",
        params![
            client.id,
            client.name,
            json(&meta.redirect_uris),
            json(&meta.post_logout_redirect_uris),
            meta.id_token_signed_response_alg.map(IdTokenAlg::as_str)
        ],
    )
    .map_err(|e| on_unique(e, || name_in_use(&client.name)))?;
    Ok(())
}

pub fn set_secret_hash(tx: &Tx, id: &str, secret_hash: &str) -> Result<()> {
    tx.execute(
        "UPDATE clients SET secret_hash = ?2 WHERE id = ?1",
        params![id, secret_hash],
    )?;
    Ok(())
}

pub fn delete(tx: &Tx, id: &str) -> Result<()> {
    tx.execute("DELETE FROM clients WHERE id = ?1", [id])?;
    Ok(())
}

/// Assigns a role; returns false when the client already had it.
pub fn add_role(tx: &Tx, client_id: &str, role_id: &str) -> Result<bool> {
    Ok(tx.execute(
        "INSERT INTO clients_roles (client_id, role_id) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
        params![client_id, role_id],
    )? > 0)
}

/// Unassigns a role; returns false when the client did not have it.
pub fn remove_role(tx: &Tx, client_id: &str, role_id: &str) -> Result<bool> {
    Ok(tx.execute(
        "DELETE FROM clients_roles WHERE client_id = ?1 AND role_id = ?2",
        params![client_id, role_id],
    )? > 0)
}

pub fn roles(tx: &Tx, client_id: &str) -> Result<Vec<Role>> {
    Ok(roles_page(tx, client_id, Page::ALL)?.items)
}

/// A page of the roles of a client, by name.
pub fn roles_page(tx: &Tx, client_id: &str, page: Page) -> Result<Listed<Role>> {
    tx.page(
        "SELECT r.id, r.name, r.description, r.type, r.is_default, r.created_at
         FROM clients_roles cr JOIN roles r ON r.id = cr.role_id
         WHERE cr.client_id = ?1 ORDER BY r.name LIMIT ?2 OFFSET ?3",
        "SELECT count(*) FROM clients_roles WHERE client_id = ?1",
        &[&client_id],
        page,
        super::roles::row,
    )
}

/// The permissions a client holds through its roles, optionally for one resource only.
pub fn scopes(
    tx: &Tx,
    client_id: &str,
    resource_id: Option<&str>,
) -> Result<Vec<ScopeWithResource>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT DISTINCT {}, r.id, r.name, r.indicator
         FROM clients_roles cr
         JOIN roles_scopes rs ON rs.role_id = cr.role_id
         JOIN scopes s ON s.id = rs.scope_id
         JOIN resources r ON r.id = s.resource_id
         WHERE cr.client_id = ?1 AND (CAST(?2 AS TEXT) IS NULL OR s.resource_id = ?2)
         ORDER BY r.indicator, s.name",
        super::scopes::COLS
    ))?;
    let rows = st.query_map(
        params![client_id, resource_id],
        super::roles::scope_with_resource,
    )?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Names of the permissions on `resource_id` that a client holds through its roles.
pub fn scope_names(tx: &Tx, client_id: &str, resource_id: &str) -> Result<Vec<String>> {
    let mut st = tx.tx.prepare_cached(
        "SELECT DISTINCT s.name
         FROM clients_roles cr
         JOIN roles_scopes rs ON rs.role_id = cr.role_id
         JOIN scopes s ON s.id = rs.scope_id
         WHERE cr.client_id = ?1 AND s.resource_id = ?2",
    )?;
    let rows = st.query_map(params![client_id, resource_id], |r| r.get(0))?;
    Ok(rows.collect::<Result<_, _>>()?)
}
