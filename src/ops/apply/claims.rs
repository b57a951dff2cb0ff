//! Apply: the custom token claims scripts of the manifest's `[jwt_customizer]` section.
//!
//! ```toml
//! [jwt_customizer.user]
//! script = "claims/user.js"            # relative to the manifest's folder
//! env = { TENANT = "acme", API_KEY = { env = "CLAIMS_API_KEY" } }
//!
//! [jwt_customizer.m2m]
//! script = "claims/m2m.js"
//! ```
//!
//! The front reads and compiles the scripts ([`resolve`]) before the transaction; the apply
//! sets those that differ from the store's, and with `--prune` removes the undeclared ones.

use super::Engine;
use super::manifest::{JwtCustomizers, Script, SecretRef, invalid};
use super::secrets::Source;
use crate::error::Result;
use crate::ops::claims::{self, Customizer, Prepared, TokenType};
use serde_json::{Map, Value};
use std::path::Path;

impl JwtCustomizers {
    fn entries(&self) -> [(TokenType, &'static str, Option<&Script>); 2] {
        [
            (TokenType::User, "user", self.user.as_ref()),
            (TokenType::Machine, "m2m", self.m2m.as_ref()),
        ]
    }
}

/// Reads each declared script (relative to the manifest's folder, `src.dir`) with `read`,
/// and its variables, and compiles it: outside any transaction. A missing file or variable,
/// non-UTF-8 text or a script that does not compile is an error naming its place. A variable
/// is a plain string, or a secret by reference as everywhere in a manifest.
pub fn resolve(
    section: &mut Option<JwtCustomizers>,
    src: &Source,
    read: &dyn Fn(&Path, &str) -> Result<String>,
) -> Result<()> {
    let Some(s) = section else {
        return Ok(());
    };
    for (name, slot) in [("user", &mut s.user), ("m2m", &mut s.m2m)] {
        let Some(script) = slot else { continue };
        let at = format!("jwt_customizer.{name}");
        let text = read(&src.dir.join(&script.script), &script.script)
            .map_err(|e| invalid(format!("{at}.script: {}", e.detail().message)))?;
        let mut vars = Map::new();
        for (k, v) in script.env.iter().flatten() {
            let place = format!("{at}.env.{k}");
            let value = match v {
                Value::String(s) => s.clone(),
                other => super::secrets::read(&SecretRef::from_value(other, &place)?, &place, src)?,
            };
            vars.insert(k.clone(), Value::String(value));
        }
        let prepared = claims::prepare(Customizer {
            script: text,
            environment_variables: vars,
            ..Customizer::default()
        })
        .map_err(|e| invalid(format!("{at}: {}", e.detail().message)))?;
        script.resolved = Some(prepared.customizer().clone());
    }
    Ok(())
}

impl Engine<'_, '_, '_> {
    pub(super) fn jwt_customizer(&mut self) -> Result<()> {
        let declared = self.m.jwt_customizer.clone().unwrap_or_default();
        for (kind, name, script) in declared.entries() {
            let at = format!("jwt_customizer.{name}");
            let have = claims::configured(self.tx, kind)?;
            match script {
                Some(s) => {
                    let Some(want) = s.resolved.clone() else {
                        return Err(invalid(format!(
                            "{at}: the script was not read (apply reads it from the manifest's folder)"
                        )));
                    };
                    // Compared without the samples the Management API may have stored.
                    let same = have.as_ref().is_some_and(|h| {
                        h.script == want.script
                            && h.environment_variables == want.environment_variables
                    });
                    if same {
                        continue;
                    }
                    let action = if have.is_some() { "update" } else { "create" };
                    let mut f = super::field("environment_variables");
                    // Names only: values may be secrets.
                    f.add = want.environment_variables.keys().cloned().collect();
                    let fields = vec![super::set_field("script", Value::Null, s.script.clone()), f];
                    self.change(action, "jwt_customizer", name, Some(at.clone()), fields);
                    let prepared = Prepared::checked(want);
                    self.run(&at, |tx| claims::set(tx, kind, &prepared))?;
                }
                None if self.opts.prune && have.is_some() => {
                    self.change("delete", "jwt_customizer", name, None, vec![]);
                    self.run(&at, |tx| claims::unset(tx, kind))?;
                }
                None => {}
            }
        }
        Ok(())
    }
}
