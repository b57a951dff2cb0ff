//! Apply: the sign-in connectors of the manifest (`[[sign_in_connectors]]`). A declared
//! connector is set with every field the file gives (what it leaves out keeps the store's
//! value, or the default for a new one); its client secret stays a reference.

use super::{Engine, field, set_field};
use crate::error::Result;
use crate::ops::connectors::secret::SecretRef;
use crate::ops::connectors::upstream::{self as ops, Kind, Protocol, SetConnector};
use serde_json::Value;

impl Engine<'_, '_, '_> {
    pub(super) fn sign_in_connectors(&mut self, secrets: &[SecretRef]) -> Result<()> {
        let m = self.m;
        for (i, (c, secret)) in m.sign_in_connectors.iter().zip(secrets).enumerate() {
            (self.tick)();
            let at = format!("sign_in_connectors[{i}]");
            let protocol = match c.protocol.as_str() {
                "oidc" => Protocol::Oidc,
                "oauth2" => Protocol::OAuth2,
                other => {
                    return Err(super::manifest::invalid(format!(
                        "{at}.protocol: {other:?} is not oidc or oauth2"
                    )));
                }
            };
            let kind = c
                .kind
                .as_deref()
                .map(Kind::parse)
                .transpose()
                .map_err(|e| e.at(&format!("{at}.kind")))?;
            let input = SetConnector {
                issuer: c.issuer.clone(),
                authorization_endpoint: c.authorization_endpoint.clone(),
                token_endpoint: c.token_endpoint.clone(),
                userinfo_endpoint: c.userinfo_endpoint.clone(),
                client_id: Some(c.client_id.clone()),
                client_secret: Some(secret.clone()),
                scope: c.scope.clone(),
                label: c.label.clone(),
                kind,
                link_by_email: c.link_by_email,
                id_field: c.id_field.clone(),
                email_field: c.email_field.clone(),
                email_verified_field: c.email_verified_field.clone(),
                name_field: c.name_field.clone(),
                avatar_field: c.avatar_field.clone(),
            };
            let before = match ops::get(self.tx, &c.name) {
                Ok(b) => Some(b),
                Err(crate::error::Error::NotFound(_)) => None,
                Err(e) => return Err(e.at(&at)),
            };
            // What `set` would make, compared with the store (nothing written: a dry run
            // only reads).
            let after =
                ops::planned(self.tx, protocol, &c.name, input.clone()).map_err(|e| e.at(&at))?;
            let enable = c
                .enabled
                .filter(|e| before.as_ref().is_none_or(|b| b.enabled != *e));
            let Some(before) = before else {
                self.change(
                    "create",
                    "sign_in_connector",
                    &c.name,
                    Some(at.clone()),
                    vec![],
                );
                self.run(&at, |tx| ops::set(tx, protocol, &c.name, input))?;
                if c.enabled == Some(false) {
                    self.run(&at, |tx| ops::set_enabled(tx, &c.name, false))?;
                }
                continue;
            };
            let old = serde_json::to_value(&before)?;
            let new = serde_json::to_value(&after)?;
            let mut fields = Vec::new();
            for key in [
                "protocol",
                "kind",
                "label",
                "issuer",
                "authorizationEndpoint",
                "tokenEndpoint",
                "userinfoEndpoint",
                "clientId",
                "scope",
                "linkByEmail",
                "mapping",
            ] {
                if old.get(key) != new.get(key) {
                    fields.push(set_field(
                        key,
                        old.get(key).cloned().unwrap_or(Value::Null),
                        new.get(key).cloned().unwrap_or(Value::Null),
                    ));
                }
            }
            if old.get("clientSecret") != new.get("clientSecret") {
                fields.push(field("clientSecret"));
            }
            if let Some(e) = enable {
                fields.push(set_field("enabled", before.enabled, e));
            }
            if fields.is_empty() {
                continue;
            }
            self.change(
                "update",
                "sign_in_connector",
                &c.name,
                Some(at.clone()),
                fields,
            );
            self.run(&at, |tx| ops::set(tx, protocol, &c.name, input))?;
            if let Some(e) = enable {
                self.run(&at, |tx| ops::set_enabled(tx, &c.name, e))?;
            }
        }
        Ok(())
    }
}
