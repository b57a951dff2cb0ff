//! Apply: the roles of the manifest and the permissions they hold.

use super::{Engine, by_resource, role_type, set_diff, set_field};
use crate::error::Result;
use crate::ops::roles;

impl Engine<'_, '_, '_> {
    /// The permissions a role holds now (that this apply keeps), as (indicator, name).
    fn role_scopes_now(&self, role_id: &str) -> Vec<(String, String)> {
        self.ix
            .role_scopes
            .get(role_id)
            .into_iter()
            .flatten()
            .filter(|sid| !self.gone_scopes.contains(*sid))
            .filter_map(|sid| {
                let sc = &self.s.scopes[*self.ix.scope_by_id.get(sid)?];
                let res = &self.s.resources[*self.ix.res_by_id.get(&sc.resource_id)?];
                Some((res.indicator.clone(), sc.name.clone()))
            })
            .collect()
    }

    pub(super) fn roles(&mut self) -> Result<()> {
        let m = self.m;
        for (i, r) in m.roles.iter().enumerate() {
            (self.tick)();
            let at = format!("roles[{i}]");
            let want: Vec<(String, String)> = r
                .scopes
                .iter()
                .flatten()
                .map(|s| (s.resource.clone(), s.name.clone()))
                .collect();
            let label = |v: &[(String, String)]| -> Vec<String> {
                v.iter().map(|(r, n)| format!("{r} {n}")).collect()
            };
            let Some(&k) = self.ix.role.get(&r.name) else {
                self.change(
                    "create",
                    "role",
                    &r.name,
                    Some(at.clone()),
                    set_diff("scopes", label(&want), vec![])
                        .into_iter()
                        .collect(),
                );
                let mut groups = by_resource(&want).into_iter();
                let first = groups.next();
                self.run(&at, |tx| {
                    roles::create(
                        tx,
                        roles::NewRole {
                            name: r.name.clone(),
                            description: r.description.clone(),
                            kind: role_type(r.kind),
                            is_default: r.default,
                            scopes: first,
                            scope_ids: Vec::new(),
                        },
                    )
                })?;
                for (res, names) in groups {
                    self.run(&format!("{at}.scopes"), |tx| {
                        roles::grant(tx, &r.name, &res, &names)
                    })?;
                }
                continue;
            };
            let cur = self.s.roles[k].clone();
            let mut fields = Vec::new();
            let mut upd = roles::RoleUpdate::default();
            if let Some(d) = &r.description
                && *d != cur.description
            {
                fields.push(set_field("description", cur.description.clone(), d.clone()));
                upd.description = Some(d.clone());
            }
            if r.default != cur.is_default {
                fields.push(set_field("default", cur.is_default, r.default));
                upd.is_default = Some(r.default);
            }
            let (mut add, mut remove) = (Vec::new(), Vec::new());
            if r.scopes.is_some() {
                (add, remove) = super::diff(&want, &self.role_scopes_now(&cur.id));
            }
            if let Some(f) = set_diff("scopes", label(&add), label(&remove)) {
                fields.push(f);
            }
            if fields.is_empty() {
                continue;
            }
            self.change("update", "role", &r.name, Some(at.clone()), fields);
            if upd.description.is_some() || upd.is_default.is_some() {
                self.run(&at, |tx| roles::update(tx, &cur.id, upd))?;
            }
            for (res, names) in by_resource(&add) {
                self.run(&format!("{at}.scopes"), |tx| {
                    roles::grant(tx, &cur.id, &res, &names)
                })?;
            }
            for (res, names) in by_resource(&remove) {
                self.run(&format!("{at}.scopes"), |tx| {
                    roles::revoke(tx, &cur.id, &res, &names)
                })?;
            }
        }
        Ok(())
    }

    /// The names of roles (indexes into the snapshot's) that this apply keeps.
    pub(super) fn role_names(&self, roles: Option<&Vec<usize>>) -> Vec<String> {
        roles
            .into_iter()
            .flatten()
            .map(|&k| &self.s.roles[k])
            .filter(|r| !self.pruned_roles.contains(&r.id))
            .map(|r| r.name.clone())
            .collect()
    }
}
