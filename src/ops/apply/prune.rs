//! Apply: `--prune`: deletes what the file does not declare, dependants first.

use super::Engine;
use crate::error::Result;
use crate::ops::{clients, hooks, orgs, resources, roles, users};
use crate::store::Tx;
use std::collections::HashSet;

impl Engine<'_, '_, '_> {
    /// Deletes what the file does not declare, dependants first.
    pub(super) fn prune(&mut self) -> Result<()> {
        let m = self.m;
        macro_rules! sweep {
            ($list:expr, $declared:expr, $kind:expr, $name:expr, $del:expr) => {{
                let declared: HashSet<String> = $declared.collect();
                let gone: Vec<(String, String)> = $list
                    .iter()
                    .filter(|x| !declared.contains(&$name(*x)))
                    .map(|x| (x.id.clone(), $name(x)))
                    .collect();
                for (id, name) in gone {
                    self.change("delete", $kind, &name, None, vec![]);
                    self.run(&format!("{} {}", $kind, name), |tx| $del(tx, &id))?;
                }
            }};
        }
        let hooks_list = self.s.hooks.clone();
        sweep!(
            hooks_list,
            m.hooks.iter().map(|h| h.name.clone()),
            "hook",
            |h: &crate::model::Hook| h.name.clone(),
            |tx: &mut Tx, id: &str| hooks::delete(tx, id).map(drop)
        );
        let orgs_list = self.s.orgs.clone();
        sweep!(
            orgs_list,
            m.organizations.iter().map(|o| o.name.clone()),
            "organization",
            |o: &crate::model::Organization| o.name.clone(),
            |tx: &mut Tx, id: &str| orgs::delete(tx, id).map(drop)
        );
        let list = self.s.org_roles.clone();
        sweep!(
            list,
            m.organization_roles.iter().map(|o| o.name.clone()),
            "organization_role",
            |o: &crate::model::OrgNamed| o.name.clone(),
            |tx: &mut Tx, id: &str| orgs::ROLES.delete(tx, id).map(drop)
        );
        let list = self.s.org_scopes.clone();
        sweep!(
            list,
            m.organization_scopes.iter().map(|o| o.name.clone()),
            "organization_scope",
            |o: &crate::model::OrgNamed| o.name.clone(),
            |tx: &mut Tx, id: &str| orgs::SCOPES.delete(tx, id).map(drop)
        );
        // Users without a username cannot be declared (it is the natural key): never pruned.
        let list: Vec<_> = self
            .s
            .users
            .iter()
            .filter(|u| u.username.is_some())
            .cloned()
            .collect();
        sweep!(
            list,
            m.users.iter().map(|u| u.username.clone()),
            "user",
            |u: &crate::store::snapshot::UserRow| u
                .username
                .clone()
                .unwrap_or_else(|| u.id.clone()),
            |tx: &mut Tx, id: &str| users::delete(tx, id).map(drop)
        );
        let list = self.s.clients.clone();
        sweep!(
            list,
            m.clients.iter().map(|c| c.name.clone()),
            "client",
            |c: &crate::model::Client| c.name.clone(),
            |tx: &mut Tx, id: &str| clients::delete(tx, id).map(drop)
        );
        // The built-in Management API and its role are never pruned (they cannot be deleted).
        let list: Vec<_> = self
            .s
            .roles
            .iter()
            .filter(|r| !crate::ops::builtin::is_builtin_role(r))
            .cloned()
            .collect();
        sweep!(
            list,
            m.roles.iter().map(|r| r.name.clone()),
            "role",
            |r: &crate::model::Role| r.name.clone(),
            |tx: &mut Tx, id: &str| roles::delete(tx, id).map(drop)
        );
        let list: Vec<_> = self
            .s
            .resources
            .iter()
            .filter(|r| !crate::ops::builtin::is_management_api(r))
            .cloned()
            .collect();
        sweep!(
            list,
            m.resources.iter().map(|r| r.indicator.clone()),
            "resource",
            |r: &crate::model::Resource| r.indicator.clone(),
            |tx: &mut Tx, id: &str| resources::delete(tx, id).map(drop)
        );
        Ok(())
    }
}
