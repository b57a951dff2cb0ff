//! Signing keys: list, rotate, remove, and the public JWK Set.

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
    keys::insert(tx, &key)?;
    if let Some(prev) = keys::list(tx)?
        .iter()
        .find(|k| k.kid != key.kid && !k.id_token)
    {
        tx.notice(format!(
            "{} now signs; {} stays in the JWKS so tokens it signed keep verifying",
            key.kid, prev.kid
        ));
    }
    let info = info(&key);
    audit::record(
        tx,
        &audit::SIGNING_KEY_ROTATED,
        &[],
        serde_json::to_value(&info)?,
    )?;
    Ok(info)
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
    let info = info(&key);
    audit::record(
        tx,
        &audit::SIGNING_KEY_DELETED,
        &[],
        serde_json::to_value(&info)?,
    )?;
    Ok(info)
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
