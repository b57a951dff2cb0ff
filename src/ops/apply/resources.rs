//! Apply: the resources of the manifest and their permissions.

use super::{Engine, set_diff, set_field};
use crate::error::Result;
use crate::ops::{resources, scopes};

impl Engine<'_, '_, '_> {
    pub(super) fn resources(&mut self) -> Result<()> {
        let m = self.m;
        let mut default: Option<String> = self
            .s
            .resources
            .iter()
            .find(|r| r.is_default)
            .map(|r| r.indicator.clone());
        for (i, r) in m.resources.iter().enumerate() {
            (self.tick)();
            let at = format!("resources[{i}]");
            let ttl = r.access_token_ttl.unwrap_or(resources::DEFAULT_TTL);
            let Some(&k) = self.ix.res.get(&r.indicator) else {
                let names: Vec<String> =
                    r.scopes.iter().flatten().map(|s| s.name.clone()).collect();
                self.change(
                    "create",
                    "resource",
                    &r.indicator,
                    Some(at.clone()),
                    set_diff("scopes", names, vec![]).into_iter().collect(),
                );
                self.run(&at, |tx| {
                    resources::create(
                        tx,
                        resources::NewResource {
                            name: r.name.clone(),
                            indicator: r.indicator.clone(),
                            ttl: Some(ttl),
                            is_default: r.default,
                        },
                    )
                })?;
                if r.default {
                    default = Some(r.indicator.clone());
                }
                for (j, s) in r.scopes.iter().flatten().enumerate() {
                    self.run(&format!("{at}.scopes[{j}]"), |tx| {
                        scopes::create(
                            tx,
                            scopes::NewScope {
                                resource: r.indicator.clone(),
                                name: s.name.clone(),
                                description: s.description.clone(),
                            },
                        )
                    })?;
                }
                continue;
            };
            let cur = self.s.resources[k].clone();
            let mut fields = Vec::new();
            let mut upd = resources::ResourceUpdate::default();
            if cur.name != r.name {
                fields.push(set_field("name", cur.name.clone(), r.name.clone()));
                upd.name = Some(r.name.clone());
            }
            if cur.access_token_ttl != ttl {
                fields.push(set_field("access_token_ttl", cur.access_token_ttl, ttl));
                upd.ttl = Some(ttl);
            }
            let is_default = default.as_deref() == Some(r.indicator.as_str());
            if is_default != r.default {
                fields.push(set_field("default", is_default, r.default));
            }
            // Permissions: create, describe, delete.
            let have: Vec<usize> = self.ix.res_scopes.get(&cur.id).cloned().unwrap_or_default();
            let mut creates = Vec::new();
            let mut describe = Vec::new();
            let mut deletes = Vec::new();
            if let Some(list) = &r.scopes {
                for (j, s) in list.iter().enumerate() {
                    match have.iter().find(|&&h| self.s.scopes[h].name == s.name) {
                        None => creates.push((j, s)),
                        Some(&h) => {
                            if s.description.is_some()
                                && s.description != self.s.scopes[h].description
                            {
                                fields.push(set_field(
                                    &format!("scopes.{}.description", s.name),
                                    self.s.scopes[h].description.clone(),
                                    s.description.clone(),
                                ));
                                describe.push((j, s));
                            }
                        }
                    }
                }
                for &h in &have {
                    if !list.iter().any(|s| s.name == self.s.scopes[h].name) {
                        deletes.push(self.s.scopes[h].name.clone());
                    }
                }
            }
            if let Some(f) = set_diff(
                "scopes",
                creates.iter().map(|(_, s)| s.name.clone()).collect(),
                deletes.clone(),
            ) {
                fields.push(f);
            }
            if fields.is_empty() {
                continue;
            }
            self.change("update", "resource", &r.indicator, Some(at.clone()), fields);
            if upd.name.is_some() || upd.ttl.is_some() {
                self.run(&at, |tx| resources::update(tx, &cur.id, upd))?;
            }
            if r.default && !is_default {
                self.run(&format!("{at}.default"), |tx| {
                    resources::set_default(tx, &cur.id)
                })?;
                default = Some(r.indicator.clone());
            } else if !r.default && is_default {
                self.run(&format!("{at}.default"), resources::unset_default)?;
                default = None;
            }
            for (j, s) in creates {
                self.run(&format!("{at}.scopes[{j}]"), |tx| {
                    scopes::create(
                        tx,
                        scopes::NewScope {
                            resource: cur.id.clone(),
                            name: s.name.clone(),
                            description: s.description.clone(),
                        },
                    )
                })?;
            }
            for (j, s) in describe {
                self.run(&format!("{at}.scopes[{j}]"), |tx| {
                    scopes::update(
                        tx,
                        &cur.id,
                        &s.name,
                        scopes::ScopeUpdate {
                            name: None,
                            description: s.description.clone(),
                        },
                    )
                })?;
            }
            for name in deletes {
                self.run(&format!("{at}.scopes"), |tx| {
                    scopes::delete(tx, &cur.id, &name)
                })?;
            }
        }
        Ok(())
    }
}
