//! Signing keys: list, rotate, import, export, remove, sign, and the public JWK Set.

use crate::error::{Code, Error, Hint, Noun, Result};
use crate::events::audit;
use crate::store::{Tx, keys};
pub use crate::token::keys::jwks;
use crate::token::keys::{Alg, generate};
use serde::Serialize;

/// What `keys list` shows of a key (never the private part).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KeyInfo {
    pub kid: String,
    pub alg: String,
    pub created_at: i64,
    pub signing: bool,
    /// The RSA key that signs the ID tokens of apps asking for RS256 (not access tokens).
    pub id_tokens: bool,
}

fn info(k: &keys::StoredKey) -> KeyInfo {
    KeyInfo {
        kid: k.kid.clone(),
        alg: k.alg.clone(),
        created_at: k.created_at,
        signing: k.is_current,
        id_tokens: k.id_token,
    }
}

pub fn list(tx: &Tx) -> Result<Vec<KeyInfo>> {
    Ok(keys::list(tx)?.iter().map(info).collect())
}

/// Generates a new signing key; older public keys stay in the JWKS. The ID-token key is not
/// the signing key and stays what it is.
pub fn rotate(tx: &mut Tx, alg: Alg) -> Result<KeyInfo> {
    let key = generate(alg)?;
    insert_signing(tx, &key)?;
    recorded(tx, &audit::SIGNING_KEY_ROTATED, &key)
}

/// Inserts `key` as the signing key and says which key it takes over from (that one stays
/// published: tokens it signed keep verifying).
fn insert_signing(tx: &mut Tx, key: &keys::StoredKey) -> Result<()> {
    let prev = keys::current(tx)?;
    keys::insert(tx, key)?;
    if let Some(prev) = prev {
        tx.notice(format!(
            "{} now signs; {} stays in the JWKS so tokens it signed keep verifying",
            key.kid, prev.kid
        ));
    }
    Ok(())
}

/// Records the audit entry of a change to `key` and returns what is shown of it.
fn recorded(tx: &mut Tx, entry: &'static audit::Audit, key: &keys::StoredKey) -> Result<KeyInfo> {
    let info = info(key);
    audit::record(tx, entry, &[], serde_json::to_value(&info)?)?;
    Ok(info)
}

/// Imports a private key read by [`crate::token::import::parse`]: it becomes the signing key,
/// or with `publish_only` a published key that does not sign. A key already in the store (the
/// same `kid`) is a conflict: nothing changes.
pub fn import(tx: &mut Tx, mut key: keys::StoredKey, publish_only: bool) -> Result<KeyInfo> {
    if let Some(have) = keys::find(tx, &key.kid)? {
        let role = if have.is_current {
            "it signs"
        } else {
            "it is published"
        };
        return Err(Error::new(
            Code::KeysExists,
            format!(
                "key {} is in the store already ({role}); nothing changed",
                key.kid
            ),
        )
        .with_hint(Hint::List(Noun::Key)));
    }
    key.created_at = tx.now_ms();
    key.signed = false;
    if publish_only {
        // Published for tokens signed elsewhere: it counts as having signed, so a manifest
        // that does not declare it keeps it published until --prune.
        key.signed = true;
        key.is_current = false;
        keys::insert_published(tx, &key)?;
    } else {
        insert_signing(tx, &key)?;
        key.is_current = true;
    }
    recorded(tx, &audit::SIGNING_KEY_IMPORTED, &key)
}

fn find(tx: &Tx, kid: &str) -> Result<keys::StoredKey> {
    keys::find(tx, kid)?.ok_or_else(|| {
        Error::new(Code::KeysNotFound, format!("key {kid} does not exist"))
            .with_hint(Hint::List(Noun::Key))
    })
}

/// A key's private key as PKCS#8 PEM (`keys export --private`).
pub fn export_private(tx: &Tx, kid: &str) -> Result<String> {
    Ok(crate::token::import::private_pem(&find(tx, kid)?))
}

/// A key's public JWK, as the JWKS carries it (`keys export`).
pub fn export_public(tx: &Tx, kid: &str) -> Result<serde_json::Value> {
    Ok(find(tx, kid)?.public_jwk)
}

/// Every key with its private key as PKCS#8 PEM, in the JWKS's order (`export --with-keys`).
pub fn export_all(tx: &Tx) -> Result<Vec<(KeyInfo, String)>> {
    let mut all = keys::list(tx)?;
    all.sort_by_key(|k| (!k.is_current, !k.id_token));
    Ok(all
        .iter()
        .map(|k| (info(k), crate::token::import::private_pem(k)))
        .collect())
}

/// A JWT with exactly `claims`, its header `header` with `alg` and `kid` set, signed by the
/// key `kid` (default: the signing key): fixtures for negative tests. Nothing is checked
/// and no event is recorded.
pub fn sign(
    tx: &Tx,
    claims: &serde_json::Map<String, serde_json::Value>,
    header: &serde_json::Map<String, serde_json::Value>,
    kid: Option<&str>,
) -> Result<String> {
    let key = match kid {
        Some(kid) => find(tx, kid)?,
        None => keys::current(tx)?
            .ok_or_else(|| Error::new(Code::KeysNone, "the store has no signing key"))?,
    };
    let signer = crate::token::keys::signer(&key)?;
    tx.signs_with(&key);
    let mut header = header.clone();
    header.insert("alg".into(), key.alg.clone().into());
    header.insert("kid".into(), key.kid.clone().into());
    crate::token::jwt::encode(&header, claims, &signer)
}

fn json_kind(v: &serde_json::Value) -> &'static str {
    match v {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "an array",
        serde_json::Value::Object(_) => "an object",
    }
}

/// Reads a JSON object given on the command line (`keys sign --claims`, `--header`).
pub fn json_object(what: &str, text: &str) -> Result<serde_json::Map<String, serde_json::Value>> {
    match serde_json::from_str::<serde_json::Value>(text) {
        Ok(serde_json::Value::Object(m)) => Ok(m),
        Ok(other) => Err(Error::new(
            Code::KeysClaimsInvalid,
            format!("{what} must be a JSON object, not {}", json_kind(&other)),
        )),
        Err(e) => Err(Error::new(
            Code::KeysClaimsInvalid,
            format!("{what} is not valid JSON: {e}"),
        )
        .with_hint(format!("{what} '{{\"sub\":\"alice\"}}'"))),
    }
}

/// Removes a key that no longer signs: tokens it signed stop verifying.
pub fn remove(tx: &mut Tx, kid: &str) -> Result<KeyInfo> {
    let key = keys::find(tx, kid)?.ok_or_else(|| {
        Error::new(Code::KeysNotFound, format!("key {kid} does not exist"))
            .with_hint(Hint::List(Noun::Key))
    })?;
    if key.is_current {
        return Err(Error::new(
            Code::KeysSigningKey,
            format!("key {kid} is the signing key and cannot be removed"),
        )
        .with_hint(Hint::run("rotate first", "keys rotate")));
    }
    if key.id_token {
        return Err(Error::new(
            Code::KeysIdTokenKey,
            format!(
                "key {kid} signs the ID tokens of apps that ask for {} and cannot be removed",
                key.alg
            ),
        ));
    }
    keys::delete(tx, kid)?;
    recorded(tx, &audit::SIGNING_KEY_DELETED, &key)
}

/// The algorithm of every key in the JWKS, each once: the signing key's, the ID-token key's,
/// then the older keys' (newest first). This is what ID tokens may be signed with (discovery's
/// `id_token_signing_alg_values_supported`); every store has its RSA ID-token key, so RS256 is
/// always among them, as OIDC Discovery requires.
pub fn algorithms(tx: &Tx) -> Result<Vec<String>> {
    let mut all = keys::list(tx)?;
    all.sort_by_key(|k| (!k.is_current, !k.id_token));
    let mut algs: Vec<String> = Vec::new();
    for k in all {
        if !algs.contains(&k.alg) {
            algs.push(k.alg);
        }
    }
    Ok(algs)
}
