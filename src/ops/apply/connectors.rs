//! Apply: the code channels' connectors of the manifest's `[connectors]` section.
//!
//! ```toml
//! [connectors.email]
//! provider = "smtp"
//! host = "smtp.example.com"
//! port = 587
//! tls = "starttls"
//! username = "apikey"
//! password = { env = "SMTP_PASSWORD" }   # kept as a reference: read when a code is sent
//! from = "codes@example.com"
//! from_name = "Example Shop"
//!
//! [connectors.sms]
//! provider = "http"
//! url = "https://sms-adapter.example.com/idctl"
//! signing_key = { env = "SMS_SIGNING_KEY" }  # read by apply, like a hook's
//! ```
//!
//! The SMTP password stays a reference in the store (a relative file is made absolute against
//! the manifest's folder); an HTTP connector's signing key is read by apply, as a hook's is.

use super::Engine;
use super::manifest::{Declared, SecretRef};
use crate::error::Result;
use crate::ops::connectors::channel::{self, Channel, Http, Provider, Smtp};
use crate::ops::connectors::secret::SecretRef as Reference;
use serde_json::Value;
use std::path::Path;

/// The provider a declaration stands for, its password a reference (`dir`: the manifest's
/// folder, for a relative file).
fn provider(d: &Declared, at: &str, dir: &Path) -> Result<Provider> {
    Ok(match d {
        Declared::Smtp {
            host,
            port,
            tls,
            username,
            password,
            from,
            from_name,
        } => Provider::Smtp(Smtp {
            host: host.clone(),
            port: *port,
            tls: *tls,
            username: username.clone(),
            password: password
                .as_ref()
                .map(|r| super::secrets::reference(r, &format!("{at}.password"), dir))
                .transpose()?,
            from: from.clone(),
            from_name: from_name.clone(),
        }),
        Declared::Http { url, .. } => Provider::Http(Http { url: url.clone() }),
    })
}

/// The declaration of a stored connector (`export`): secrets as references only.
pub(super) fn declared(p: &Provider) -> Declared {
    match p {
        Provider::Smtp(s) => Declared::Smtp {
            host: s.host.clone(),
            port: s.port,
            tls: s.tls,
            username: s.username.clone(),
            password: s.password.as_ref().map(|r| match r {
                Reference::Env(n) => SecretRef::Env(n.clone()),
                Reference::File(p) => SecretRef::File(p.display().to_string()),
            }),
            from: s.from.clone(),
            from_name: s.from_name.clone(),
        },
        Provider::Http(h) => Declared::Http {
            url: h.url.clone(),
            signing_key: None,
        },
    }
}

impl Engine<'_, '_, '_> {
    /// `keys`: the HTTP connectors' signing keys, read before the transaction (by channel).
    pub(super) fn connectors(&mut self, dir: &Path, keys: &[(Channel, String)]) -> Result<()> {
        let declared = self.m.connectors.clone().unwrap_or_default();
        for (ch, want) in declared.entries() {
            let at = format!("connectors.{}", ch.as_str());
            let have = channel::configured(self.tx, ch)?;
            match want {
                Some(d) => {
                    let p = provider(d, &at, dir)?;
                    let key = keys.iter().find(|(c, _)| *c == ch).map(|(_, k)| k.clone());
                    let same = have.as_ref().is_some_and(|h| {
                        h.provider == p
                            && key
                                .as_ref()
                                .is_none_or(|k| h.signing_key.as_ref() == Some(k))
                    });
                    if same {
                        continue;
                    }
                    let action = if have.is_some() { "update" } else { "create" };
                    let fields = vec![super::set_field(
                        "provider",
                        have.as_ref()
                            .map_or(Value::Null, |h| Value::from(h.provider.name())),
                        p.name(),
                    )];
                    self.change(action, "connector", ch.as_str(), Some(at.clone()), fields);
                    self.run(&at, |tx| channel::apply(tx, ch, p, key))?;
                }
                None if self.opts.prune && have.is_some() => {
                    self.change("delete", "connector", ch.as_str(), None, vec![]);
                    self.run(&at, |tx| channel::remove(tx, ch))?;
                }
                None => {}
            }
        }
        Ok(())
    }
}
