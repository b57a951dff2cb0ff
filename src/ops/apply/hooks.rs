//! Apply: the webhooks of the manifest.

use super::secrets::HookSecrets;
use super::{Engine, diff, field, set_diff, set_field};
use crate::error::{Code, Error, Result};
use crate::ops::hooks;
use serde_json::{Map, Value};
use std::collections::HashSet;

impl Engine<'_, '_, '_> {
    pub(super) fn hooks(&mut self, secrets: &[HookSecrets]) -> Result<()> {
        let m = self.m;
        for (i, (h, sec)) in m.hooks.iter().zip(secrets).enumerate() {
            (self.tick)();
            let at = format!("hooks[{i}]");
            let header_lines = |hs: &[(String, String)]| -> Vec<String> {
                hs.iter().map(|(k, v)| format!("{k}: {v}")).collect()
            };
            let Some(&k) = self.ix.hook.get(&h.name) else {
                self.change("create", "hook", &h.name, Some(at.clone()), vec![]);
                let Some(hook) = self.run(&at, |tx| {
                    hooks::create(
                        tx,
                        hooks::NewHook {
                            name: h.name.clone(),
                            url: h.url.clone(),
                            events: h.events.clone(),
                            headers: header_lines(sec.headers.as_deref().unwrap_or(&[])),
                            timeout: h.timeout,
                        },
                    )
                })?
                else {
                    continue;
                };
                if let Some(key) = &sec.signing_key {
                    self.run(&format!("{at}.signing_key"), |tx| {
                        hooks::set_signing_key(tx, &hook.id, key)
                    })?;
                }
                if h.enabled == Some(false) {
                    self.run(&at, |tx| hooks::set_enabled(tx, &hook.id, false))?;
                }
                continue;
            };
            let cur = self.s.hooks[k].clone();
            if cur.config.stdout != h.url.is_none() {
                return Err(Error::new(
                    Code::HookKindImmutable,
                    format!(
                        "{at}.url: hook {} is a {} hook in the store; a hook cannot change between URL and stdout",
                        h.name,
                        if cur.config.stdout { "stdout" } else { "URL" }
                    ),
                ));
            }
            let mut fields = Vec::new();
            let mut upd = hooks::HookUpdate::default();
            if h.url.is_some() && h.url != cur.config.url {
                fields.push(set_field("url", cur.config.url.clone(), h.url.clone()));
                upd.url = h.url.clone();
            }
            let want_events: HashSet<&str> = h.events.iter().map(String::as_str).collect();
            let have_events: HashSet<&str> = cur.events.iter().map(String::as_str).collect();
            if want_events != have_events {
                let (add, remove) = diff(&h.events, &cur.events);
                fields.extend(set_diff("events", add, remove));
                upd.events = Some(h.events.clone());
            }
            if let Some(want) = &sec.headers {
                let have: Map<String, Value> = cur.config.headers.clone();
                let want_map: Map<String, Value> = want
                    .iter()
                    .map(|(k, v)| (k.clone(), Value::String(v.clone())))
                    .collect();
                if want_map != have {
                    // Names only: header values are secrets.
                    let mut f = field("headers");
                    f.add = want.iter().map(|(k, _)| k.clone()).collect();
                    f.remove = have
                        .keys()
                        .filter(|k| !want_map.contains_key(*k))
                        .cloned()
                        .collect();
                    fields.push(f);
                    upd.headers = Some(header_lines(want));
                }
            }
            if let Some(t) = h.timeout
                && t != cur.timeout_seconds
            {
                fields.push(set_field("timeout", cur.timeout_seconds, t));
                upd.timeout = Some(t);
            }
            let key = sec
                .signing_key
                .as_ref()
                .filter(|k| cur.signing_key.as_ref() != Some(*k));
            if key.is_some() {
                fields.push(field("signing_key"));
            }
            let enable = h.enabled.filter(|e| *e != cur.enabled);
            if let Some(e) = enable {
                fields.push(set_field("enabled", cur.enabled, e));
            }
            if fields.is_empty() {
                continue;
            }
            self.change("update", "hook", &h.name, Some(at.clone()), fields);
            if upd.url.is_some()
                || upd.events.is_some()
                || upd.headers.is_some()
                || upd.timeout.is_some()
            {
                self.run(&at, |tx| hooks::update(tx, &cur.id, upd))?;
            }
            if let Some(key) = key {
                self.run(&format!("{at}.signing_key"), |tx| {
                    hooks::set_signing_key(tx, &cur.id, key)
                })?;
            }
            if let Some(e) = enable {
                self.run(&at, |tx| hooks::set_enabled(tx, &cur.id, e))?;
            }
        }
        Ok(())
    }
}
