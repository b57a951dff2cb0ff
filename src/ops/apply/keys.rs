//! The manifest's `[[keys]]`: a manifest that declares keys owns the store's keys. After the
//! apply the store signs with the declared `current` key (else the first), its RSA ID-token
//! key is the first declared RSA key (so a manifest with keys must declare one: discovery
//! lists RS256), and every declared key is published. An undeclared key that never signed
//! (the keys `init` made, before any token) is deleted; one that signed stays published,
//! signing nothing, so the tokens it signed keep verifying, until `--prune` deletes it.
//! Keys are imported in reverse order with one creation time, so the JWKS lists them
//! signing key first, then in the file's order: two fresh stores applied from one manifest
//! publish byte-identical JWKS.

use super::Engine;
use super::manifest::Manifest;
use crate::error::{Code, Error, Result};
use crate::events::audit;
use crate::model::FieldChange;
use crate::store::keys::{self, StoredKey};

/// Checks the declared keys once they are read: each once, at most one `current`, an RSA
/// key among them. Returns (the keys, the index of the signing key, of the ID-token key).
fn declared(m: &Manifest) -> Result<Option<(Vec<&StoredKey>, usize, usize)>> {
    if m.keys.is_empty() {
        return Ok(None);
    }
    let mut list = Vec::new();
    for (i, k) in m.keys.iter().enumerate() {
        let Some(key) = &k.loaded else {
            return Err(Error::new(
                Code::ManifestInvalid,
                format!("keys[{i}].file: {} was not read", k.file),
            ));
        };
        if let Some(j) = list.iter().position(|x: &&StoredKey| x.kid == key.kid) {
            return Err(Error::new(
                Code::ManifestInvalid,
                format!(
                    "keys[{i}].file: {} is the same key as keys[{j}] (kid {})",
                    k.file, key.kid
                ),
            ));
        }
        list.push(key);
    }
    let currents: Vec<usize> = (0..m.keys.len()).filter(|&i| m.keys[i].current).collect();
    if currents.len() > 1 {
        return Err(Error::new(
            Code::ManifestInvalid,
            format!(
                "keys[{}].current: only one key signs, and keys[{}] is current already",
                currents[1], currents[0]
            ),
        ));
    }
    let Some(rsa) = list.iter().position(|k| k.alg == "RS256") else {
        return Err(Error::new(
            Code::ManifestInvalid,
            "keys: no RSA key is declared; a store's JWKS must hold one for the ID tokens of \
             apps asking for RS256 (OpenID Connect Discovery requires RS256)",
        )
        .with_hint(
            "add one: openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out keys/rsa.pem, \
             then [[keys]] file = \"keys/rsa.pem\"",
        ));
    };
    Ok(Some((list, currents.first().copied().unwrap_or(0), rsa)))
}

impl Engine<'_, '_, '_> {
    pub(super) fn keys(&mut self) -> Result<()> {
        let Some((want, current, id_token)) = declared(self.m)? else {
            return Ok(());
        };
        let have = keys::list(self.tx)?;
        let now = self.tx.now_ms();
        for (i, key) in want.iter().enumerate().rev() {
            if have.iter().any(|h| h.kid == key.kid) {
                continue;
            }
            let at = format!("keys[{i}]");
            let fields = vec![FieldChange {
                to: Some(key.alg.clone().into()),
                ..super::field("alg")
            }];
            self.change("import", "key", &key.kid, Some(at.clone()), fields);
            let mut key = (*key).clone();
            key.created_at = now;
            key.is_current = false;
            key.id_token = false;
            key.signed = false;
            self.run(&at, |tx| {
                keys::insert_published(tx, &key)?;
                audit::record(
                    tx,
                    &audit::SIGNING_KEY_IMPORTED,
                    &[],
                    serde_json::json!({"kid": key.kid, "alg": key.alg}),
                )
            })?;
        }
        let signs = want[current];
        let before = have.iter().find(|h| h.is_current).map(|h| h.kid.clone());
        if before.as_deref() != Some(signs.kid.as_str()) {
            let at = format!("keys[{current}]");
            self.change(
                "update",
                "key",
                &signs.kid,
                Some(at.clone()),
                vec![super::set_field("signing", false, true)],
            );
            let kid = signs.kid.clone();
            self.run(&at, |tx| {
                keys::make_current(tx, &kid)?;
                audit::record(
                    tx,
                    &audit::SIGNING_KEY_ROTATED,
                    &[],
                    serde_json::json!({"kid": kid, "signing": true}),
                )
            })?;
        }
        let rsa = want[id_token];
        if !have.iter().any(|h| h.id_token && h.kid == rsa.kid) {
            let at = format!("keys[{id_token}]");
            self.change(
                "update",
                "key",
                &rsa.kid,
                Some(at.clone()),
                vec![super::set_field("idTokens", false, true)],
            );
            let kid = rsa.kid.clone();
            self.run(&at, |tx| keys::make_id_token(tx, &kid))?;
        }
        for h in &have {
            if want.iter().any(|k| k.kid == h.kid) {
                continue;
            }
            if !h.signed || self.opts.prune {
                let why = if h.signed {
                    "not declared (--prune)"
                } else {
                    "replaced: never signed"
                };
                let reason = FieldChange {
                    to: Some(why.into()),
                    ..super::field("reason")
                };
                self.change("delete", "key", &h.kid, None, vec![reason]);
                let info = serde_json::json!({"kid": h.kid, "alg": h.alg});
                let kid = h.kid.clone();
                self.run("keys", |tx| {
                    keys::delete(tx, &kid)?;
                    audit::record(tx, &audit::SIGNING_KEY_DELETED, &[], info)
                })?;
                continue;
            }
            if h.is_current || h.id_token {
                // It loses its role (the steps above) and stays published.
                self.change(
                    "retire",
                    "key",
                    &h.kid,
                    None,
                    vec![super::set_field("signing", true, false)],
                );
            }
            self.tx.notice(format!(
                "key {} is not declared but has signed: it stays in the JWKS, signing nothing, \
                 so tokens it signed keep verifying; idctl apply --prune deletes it",
                h.kid
            ));
        }
        Ok(())
    }
}

/// The `[[keys]]` entries of `export --with-keys` and their files' contents: one PKCS#8 PEM
/// file per key, named by its kid, in `dir` (a path relative to the manifest's folder).
pub fn export(tx: &crate::store::Tx, dir: &str) -> Result<Vec<(super::manifest::Key, String)>> {
    Ok(crate::ops::keys::export_all(tx)?
        .into_iter()
        .map(|(info, pem)| {
            let entry = super::manifest::Key {
                file: format!("{}/{}.pem", dir.trim_end_matches('/'), info.kid),
                current: info.signing,
                loaded: None,
            };
            (entry, pem)
        })
        .collect())
}
