//! Sign-in connectors (another identity provider a user signs in with), the users' SSO
//! identities, and the index of social identities by (target, provider, upstream subject).

use super::Tx;
use super::sql::{Optional, Row};
use crate::error::Result;
use rusqlite::params;
use serde_json::Value;

/// A sign-in connector as stored: its configuration is JSON without secret values.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub name: String,
    /// `oidc` or `oauth2`.
    pub protocol: String,
    /// `social` or `sso`.
    pub kind: String,
    pub label: Option<String>,
    pub enabled: bool,
    pub config: Value,
    pub created_at: i64,
    pub updated_at: i64,
}

const COLS: &str = "name, protocol, kind, label, enabled, config, created_at, updated_at";

fn json(s: String) -> Value {
    serde_json::from_str(&s).unwrap_or_else(|_| Value::Object(Default::default()))
}

fn row(r: &Row) -> super::sql::Result<Record> {
    Ok(Record {
        name: r.get(0)?,
        protocol: r.get(1)?,
        kind: r.get(2)?,
        label: r.get(3)?,
        enabled: r.get(4)?,
        config: json(r.get(5)?),
        created_at: r.get(6)?,
        updated_at: r.get(7)?,
    })
}

pub fn get(tx: &Tx, name: &str) -> Result<Option<Record>> {
    Ok(tx
        .query_row(
            &format!("SELECT {COLS} FROM sign_in_connectors WHERE name = ?1"),
            [name],
            row,
        )
        .optional()?)
}

/// Every sign-in connector, by name.
pub fn list(tx: &Tx) -> Result<Vec<Record>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT {COLS} FROM sign_in_connectors ORDER BY name"
    ))?;
    let rows = st
        .query_map([], row)?
        .collect::<super::sql::Result<Vec<_>>>()?;
    Ok(rows)
}

/// Inserts or replaces a connector (by name).
pub fn put(tx: &Tx, c: &Record) -> Result<()> {
    tx.execute(
        "INSERT INTO sign_in_connectors (name, protocol, kind, label, enabled, config, created_at,
             updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (name) DO UPDATE SET protocol = excluded.protocol, kind = excluded.kind,
             label = excluded.label, enabled = excluded.enabled, config = excluded.config,
             updated_at = excluded.updated_at",
        params![
            c.name,
            c.protocol,
            c.kind,
            c.label,
            c.enabled,
            c.config.to_string(),
            c.created_at,
            c.updated_at
        ],
    )?;
    Ok(())
}

/// Removes a connector; false when there was none. The identities it brought stay with
/// their users.
pub fn delete(tx: &Tx, name: &str) -> Result<bool> {
    Ok(tx.execute("DELETE FROM sign_in_connectors WHERE name = ?1", [name])? > 0)
}

pub use crate::model::SsoIdentity;

const SSO_COLS: &str =
    "id, user_id, connector, issuer, identity_id, detail, created_at, updated_at";

fn sso_row(r: &Row) -> super::sql::Result<SsoIdentity> {
    Ok(SsoIdentity {
        id: r.get(0)?,
        user_id: r.get(1)?,
        sso_connector_id: r.get(2)?,
        issuer: r.get(3)?,
        identity_id: r.get(4)?,
        detail: json(r.get(5)?),
        created_at: r.get(6)?,
        updated_at: r.get(7)?,
    })
}

/// A user's SSO identities, oldest first.
pub fn sso_of_user(tx: &Tx, user_id: &str) -> Result<Vec<SsoIdentity>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT {SSO_COLS} FROM user_sso_identities WHERE user_id = ?1 ORDER BY created_at, id"
    ))?;
    let rows = st
        .query_map([user_id], sso_row)?
        .collect::<super::sql::Result<Vec<_>>>()?;
    Ok(rows)
}

/// The SSO identity of `subject` at `connector` from the provider `issuer` (an identity
/// recorded without its provider, `''`, matches any: it came before providers were recorded).
pub fn sso_by_subject(
    tx: &Tx,
    connector: &str,
    issuer: &str,
    subject: &str,
) -> Result<Option<SsoIdentity>> {
    Ok(tx
        .query_row(
            &format!(
                "SELECT {SSO_COLS} FROM user_sso_identities
                 WHERE connector = ?1 AND identity_id = ?2 AND issuer IN (?3, '')
                 ORDER BY issuer DESC LIMIT 1"
            ),
            params![connector, subject, issuer],
            sso_row,
        )
        .optional()?)
}

/// Whether any user holds an identity brought by connector `name` (social or SSO).
pub fn has_identities(tx: &Tx, name: &str) -> Result<bool> {
    Ok(tx.query_row(
        "SELECT EXISTS (SELECT 1 FROM user_social_identities WHERE target = ?1)
             OR EXISTS (SELECT 1 FROM user_sso_identities WHERE connector = ?1)",
        [name],
        |r| r.get(0),
    )?)
}

/// Links an SSO identity (a user has one per connector: a new subject replaces the old one).
pub fn put_sso(tx: &Tx, s: &SsoIdentity) -> Result<()> {
    tx.execute(
        "DELETE FROM user_sso_identities
         WHERE user_id = ?1 AND connector = ?2 AND NOT (identity_id = ?3 AND issuer = ?4)",
        params![s.user_id, s.sso_connector_id, s.identity_id, s.issuer],
    )?;
    tx.execute(
        &format!(
            "INSERT INTO user_sso_identities ({SSO_COLS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
             ON CONFLICT (connector, issuer, identity_id) DO UPDATE SET
                 detail = excluded.detail, updated_at = excluded.updated_at"
        ),
        params![
            s.id,
            s.user_id,
            s.sso_connector_id,
            s.issuer,
            s.identity_id,
            s.detail.to_string(),
            s.created_at,
            s.updated_at
        ],
    )?;
    Ok(())
}

/// The user holding the social identity `subject` of `target` from the provider `issuer` (an
/// identity recorded without its provider, `''`, matches any: one set through the Management
/// API, or linked before providers were recorded).
pub fn social_user(tx: &Tx, target: &str, issuer: &str, subject: &str) -> Result<Option<String>> {
    Ok(tx
        .query_row(
            "SELECT user_id FROM user_social_identities
             WHERE target = ?1 AND identity_id = ?2 AND issuer IN (?3, '')
             ORDER BY issuer DESC LIMIT 1",
            params![target, subject, issuer],
            |r| r.get(0),
        )
        .optional()?)
}

/// A user holding the social identity `subject` of `target`, from whichever provider.
pub fn social_user_any(tx: &Tx, target: &str, subject: &str) -> Result<Option<String>> {
    Ok(tx
        .query_row(
            "SELECT user_id FROM user_social_identities WHERE target = ?1 AND identity_id = ?2
             ORDER BY issuer LIMIT 1",
            params![target, subject],
            |r| r.get(0),
        )
        .optional()?)
}

/// The provider an identity of `identities` came from: `details.issuer`, as a sign-in records
/// it; `''` when unknown.
pub fn provider_of(identity: &Value) -> String {
    identity
        .get("details")
        .and_then(|d| d.get("issuer"))
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string()
}

/// Makes the index of a user's social identities match its `identities` object. `fresh`: a
/// user just inserted (it has no rows yet). An identity another user holds already keeps
/// pointing at that user (the operations refuse such a link before writing it).
pub(crate) fn index_social(tx: &Tx, user_id: &str, identities: &Value, fresh: bool) -> Result<()> {
    if !fresh {
        tx.execute(
            "DELETE FROM user_social_identities WHERE user_id = ?1",
            [user_id],
        )?;
    }
    let Some(map) = identities.as_object() else {
        return Ok(());
    };
    for (target, v) in map {
        let subject = match v.get("userId") {
            Some(Value::String(s)) => s.clone(),
            Some(Value::Number(n)) => n.to_string(),
            _ => continue,
        };
        tx.execute(
            "INSERT INTO user_social_identities (target, issuer, identity_id, user_id)
             VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING",
            params![target, provider_of(v), subject, user_id],
        )?;
    }
    Ok(())
}
