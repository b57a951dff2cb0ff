//! Apply: the applications (clients) of the manifest, their ids, secrets, roles and redirect
//! URIs.

use super::{Engine, diff, field, manifest, set_diff, set_field};
use crate::error::{Code, Error, Result};
use crate::model::{ClientType, FieldChange};
use crate::ops::clients;
use serde_json::Value;

impl Engine<'_, '_, '_> {
    /// `secrets`: the declared secrets, read, by client index.
    pub(super) fn clients(&mut self, secrets: &[Option<String>]) -> Result<()> {
        let m = self.m;
        for (i, c) in m.clients.iter().enumerate() {
            (self.tick)();
            let at = format!("clients[{i}]");
            let secret = secrets.get(i).and_then(Option::as_deref);
            let want = c.roles.clone().unwrap_or_default();
            let kind = c.kind.client_type();
            let Some(&k) = self.ix.client.get(&c.name) else {
                let redirect = c.redirect_uris.clone().unwrap_or_default();
                let post_logout = c.post_logout_redirect_uris.clone().unwrap_or_default();
                let mut fields = Vec::new();
                if let Some(id) = &c.id {
                    // Checked here too, so that a dry run finds an id in use.
                    clients::check_new_id(self.tx, id).map_err(|e| e.at(&format!("{at}.id")))?;
                    fields.push(FieldChange {
                        to: Some(id.as_str().into()),
                        ..field("id")
                    });
                }
                if kind != ClientType::MachineToMachine {
                    fields.push(FieldChange {
                        to: Some(kind.as_str().into()),
                        ..field("type")
                    });
                }
                fields.extend(set_diff("redirect_uris", redirect.clone(), vec![]));
                fields.extend(set_diff(
                    "post_logout_redirect_uris",
                    post_logout.clone(),
                    vec![],
                ));
                if let Some(alg) = c.id_token_signed_response_alg {
                    fields.push(FieldChange {
                        to: Some(alg.as_str().into()),
                        ..field("id_token_signed_response_alg")
                    });
                }
                fields.extend(set_diff("roles", want.clone(), vec![]));
                self.change("create", "client", &c.name, Some(at.clone()), fields);
                let created = self.run(&at, |tx| {
                    clients::create(
                        tx,
                        clients::NewClient {
                            id: c.id.clone(),
                            name: c.name.clone(),
                            kind,
                            redirect_uris: redirect,
                            post_logout_redirect_uris: post_logout,
                            id_token_signed_response_alg: c.id_token_signed_response_alg,
                            roles: want,
                            description: None,
                            secret: secret.map(str::to_string),
                        },
                    )
                })?;
                // Public clients have no secret to hand out, and a declared one is the
                // caller's already.
                self.secrets.extend(created.filter(|c| c.secret.is_some()));
                continue;
            };
            let cur = self.s.clients[k].clone();
            if cur.kind != kind {
                return Err(Error::new(
                    Code::ApplicationInvalidType,
                    format!(
                        "{at}.type: client {} is a {} client; a client's type cannot change",
                        c.name,
                        cur.kind.as_str()
                    ),
                )
                .with_hint(format!(
                    "declare type = \"{}\", or delete the client and apply again",
                    serde_json::to_value(manifest::ClientKind::of(cur.kind))
                        .ok()
                        .and_then(|v| v.as_str().map(str::to_string))
                        .unwrap_or_default()
                )));
            }
            if let Some(id) = c.id.as_ref().filter(|id| **id != cur.id) {
                return Err(Error::new(
                    Code::ApplicationIdImmutable,
                    format!(
                        "{at}.id: client {} has the id {} in the store, not {id}; a client's id cannot change",
                        c.name, cur.id
                    ),
                )
                .with_hint(format!(
                    "declare id = \"{}\" (or no id), or delete the client (idctl client delete {}) \
                     and apply again: its tokens stop working",
                    cur.id, c.name
                )));
            }
            let mut fields = Vec::new();
            let mut update = clients::ClientUpdate::default();
            let meta = &cur.oidc_client_metadata;
            if let Some(list) = c
                .redirect_uris
                .as_ref()
                .filter(|l| **l != meta.redirect_uris)
            {
                fields.push(set_field(
                    "redirect_uris",
                    meta.redirect_uris.clone(),
                    list.clone(),
                ));
                update.redirect_uris = Some(list.clone());
            }
            if let Some(list) = c
                .post_logout_redirect_uris
                .as_ref()
                .filter(|l| **l != meta.post_logout_redirect_uris)
            {
                fields.push(set_field(
                    "post_logout_redirect_uris",
                    meta.post_logout_redirect_uris.clone(),
                    list.clone(),
                ));
                update.post_logout_redirect_uris = Some(list.clone());
            }
            if let Some(alg) = c
                .id_token_signed_response_alg
                .filter(|a| Some(*a) != meta.id_token_signed_response_alg)
            {
                fields.push(FieldChange {
                    from: meta
                        .id_token_signed_response_alg
                        .map(|a| Value::from(a.as_str())),
                    to: Some(alg.as_str().into()),
                    ..field("id_token_signed_response_alg")
                });
                update.id_token_signed_response_alg = Some(alg);
            }
            let (add, remove) = match c.roles {
                Some(_) => diff(&want, &self.role_names(self.ix.client_roles.get(&cur.id))),
                None => (Vec::new(), Vec::new()),
            };
            fields.extend(set_diff("roles", add.clone(), remove.clone()));
            // Compared as hashes: the same secret writes nothing; another one rotates it (a
            // field without values: secrets are not shown).
            let rotate = match secret {
                Some(s) => !clients::secret_matches(self.tx, &cur.id, s)?,
                None => false,
            };
            if rotate {
                fields.push(field("secret"));
            }
            if fields.is_empty() {
                continue;
            }
            self.change("update", "client", &c.name, Some(at.clone()), fields);
            let id = cur.id;
            if !update.is_empty() {
                self.run(&at, |tx| clients::update(tx, &id, update))?;
            }
            if !add.is_empty() {
                self.run(&at, |tx| clients::assign(tx, &id, &add))?;
            }
            if !remove.is_empty() {
                self.run(&at, |tx| clients::unassign(tx, &id, &remove))?;
            }
            if let Some(s) = secret.filter(|_| rotate) {
                self.run(&format!("{at}.secret"), |tx| {
                    clients::set_secret(tx, &id, s)
                })?;
            }
        }
        Ok(())
    }
}
