//! Apply: organization scopes, organization roles (with their API resource permissions) and
//! organizations with their members and applications.

use super::{Engine, by_resource, diff, manifest, role_type, set_diff, set_field};
use crate::error::Result;
use crate::model::FieldChange;
use crate::ops::{org_apps, orgs};
use serde_json::Value;
use std::collections::HashMap;

/// API resource permissions as the plan shows them: `INDICATOR NAME`.
fn label(v: &[(String, String)]) -> Vec<String> {
    v.iter().map(|(r, n)| format!("{r} {n}")).collect()
}

impl Engine<'_, '_, '_> {
    pub(super) fn org_scopes(&mut self) -> Result<()> {
        let m = self.m;
        for (i, s) in m.organization_scopes.iter().enumerate() {
            (self.tick)();
            let at = format!("organization_scopes[{i}]");
            match self
                .ix
                .org_scope
                .get(&s.name)
                .map(|&k| self.s.org_scopes[k].clone())
            {
                None => {
                    self.change(
                        "create",
                        "organization_scope",
                        &s.name,
                        Some(at.clone()),
                        vec![],
                    );
                    self.run(&at, |tx| {
                        orgs::SCOPES.create(tx, s.name.clone(), s.description.clone(), &[])
                    })?;
                }
                Some(cur) if s.description.is_some() && s.description != cur.description => {
                    self.change(
                        "update",
                        "organization_scope",
                        &s.name,
                        Some(at.clone()),
                        vec![set_field(
                            "description",
                            cur.description.clone(),
                            s.description.clone(),
                        )],
                    );
                    self.run(&at, |tx| {
                        orgs::SCOPES.update(tx, &cur.id, None, s.description.clone())
                    })?;
                }
                Some(_) => {}
            }
        }
        Ok(())
    }

    /// The API resource permissions an organization role holds now (that this apply keeps),
    /// as (indicator, name).
    fn org_role_resource_scopes_now(&self, role_id: &str) -> Vec<(String, String)> {
        self.ix
            .org_role_resource_scopes
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

    pub(super) fn org_roles(&mut self) -> Result<()> {
        let m = self.m;
        for (i, r) in m.organization_roles.iter().enumerate() {
            (self.tick)();
            let at = format!("organization_roles[{i}]");
            let want = r.scopes.clone().unwrap_or_default();
            let want_res: Vec<(String, String)> = r
                .resource_scopes
                .iter()
                .flatten()
                .map(|s| (s.resource.clone(), s.name.clone()))
                .collect();
            let Some(&k) = self.ix.org_role.get(&r.name) else {
                let mut fields: Vec<FieldChange> = set_diff("scopes", want.clone(), vec![])
                    .into_iter()
                    .collect();
                fields.extend(set_diff("resource_scopes", label(&want_res), vec![]));
                self.change(
                    "create",
                    "organization_role",
                    &r.name,
                    Some(at.clone()),
                    fields,
                );
                let mut groups = by_resource(&want_res).into_iter();
                let first = groups.next();
                self.run(&at, |tx| {
                    orgs::create_role(
                        tx,
                        orgs::NewOrgRole {
                            name: r.name.clone(),
                            description: r.description.clone(),
                            kind: role_type(r.kind),
                            scopes: want.clone(),
                            resource_scopes: first,
                            resource_scope_ids: Vec::new(),
                        },
                    )
                })?;
                for (res, names) in groups {
                    self.run(&format!("{at}.resource_scopes"), |tx| {
                        orgs::grant_role_resource(tx, &r.name, &res, &names)
                    })?;
                }
                continue;
            };
            let cur = self.s.org_roles[k].clone();
            let mut fields = Vec::new();
            let describe = r.description.is_some() && r.description != cur.description;
            if describe {
                fields.push(set_field(
                    "description",
                    cur.description.clone(),
                    r.description.clone(),
                ));
            }
            let (mut add, mut remove) = (Vec::new(), Vec::new());
            if r.scopes.is_some() {
                let have: Vec<String> = self
                    .ix
                    .org_role_scopes
                    .get(&cur.id)
                    .into_iter()
                    .flatten()
                    .filter_map(|id| self.ix.org_scope_by_id.get(id))
                    .map(|&k| self.s.org_scopes[k].name.clone())
                    .collect();
                (add, remove) = diff(&want, &have);
            }
            let scopes_change = set_diff("scopes", add, remove);
            let set_scopes = scopes_change.is_some();
            fields.extend(scopes_change);
            let (mut add_res, mut remove_res) = (Vec::new(), Vec::new());
            if r.resource_scopes.is_some() {
                (add_res, remove_res) =
                    super::diff(&want_res, &self.org_role_resource_scopes_now(&cur.id));
            }
            fields.extend(set_diff(
                "resource_scopes",
                label(&add_res),
                label(&remove_res),
            ));
            if fields.is_empty() {
                continue;
            }
            self.change(
                "update",
                "organization_role",
                &r.name,
                Some(at.clone()),
                fields,
            );
            if describe {
                self.run(&at, |tx| {
                    orgs::ROLES.update(tx, &cur.id, None, r.description.clone())
                })?;
            }
            if set_scopes {
                self.run(&format!("{at}.scopes"), |tx| {
                    orgs::set_role_scopes(tx, &cur.id, &want)
                })?;
            }
            for (res, names) in by_resource(&add_res) {
                self.run(&format!("{at}.resource_scopes"), |tx| {
                    orgs::grant_role_resource(tx, &cur.id, &res, &names)
                })?;
            }
            for (res, names) in by_resource(&remove_res) {
                self.run(&format!("{at}.resource_scopes"), |tx| {
                    orgs::revoke_role_resource(tx, &cur.id, &res, &names)
                })?;
            }
        }
        Ok(())
    }

    pub(super) fn orgs(&mut self) -> Result<()> {
        let m = self.m;
        for (i, o) in m.organizations.iter().enumerate() {
            (self.tick)();
            let at = format!("organizations[{i}]");
            let want: Vec<String> = o.members.iter().flatten().map(|x| x.user.clone()).collect();
            let want_apps: Vec<String> = o
                .applications
                .iter()
                .flatten()
                .map(|x| x.client.clone())
                .collect();
            let (org_id, have_members, have_apps) = match self.ix.org.get(&o.name) {
                None => {
                    let mut fields: Vec<FieldChange> = set_diff("members", want.clone(), vec![])
                        .into_iter()
                        .collect();
                    fields.extend(set_diff("applications", want_apps.clone(), vec![]));
                    self.change("create", "organization", &o.name, Some(at.clone()), fields);
                    let created = self.run(&at, |tx| {
                        orgs::create(
                            tx,
                            orgs::NewOrg {
                                name: o.name.clone(),
                                description: o.description.clone(),
                                custom_data: o.custom_data.clone().map(Value::Object),
                                is_mfa_required: o.mfa_required,
                            },
                        )
                    })?;
                    (created.map(|c| c.id), None, None)
                }
                Some(&k) => {
                    let cur = self.s.orgs[k].clone();
                    let have: Vec<String> = self
                        .ix
                        .members
                        .get(&cur.id)
                        .into_iter()
                        .flatten()
                        .filter(|u| !self.pruned_users.contains(*u))
                        .filter_map(|u| self.ix.user_by_id.get(u))
                        .map(|&k| {
                            let u = &self.s.users[k];
                            u.username.clone().unwrap_or_else(|| u.id.clone())
                        })
                        .collect();
                    let mut fields = Vec::new();
                    let mut upd = orgs::OrgUpdate {
                        replace_custom_data: true,
                        ..Default::default()
                    };
                    if o.description.is_some() && o.description != cur.description {
                        fields.push(set_field(
                            "description",
                            cur.description.clone(),
                            o.description.clone(),
                        ));
                        upd.description = o.description.clone();
                    }
                    if let Some(cd) = &o.custom_data {
                        let want = Value::Object(cd.clone());
                        if want != cur.custom_data {
                            fields.push(set_field(
                                "custom_data",
                                cur.custom_data.clone(),
                                want.clone(),
                            ));
                            upd.custom_data = Some(want);
                        }
                    }
                    if let Some(m) = o.mfa_required
                        && m != cur.is_mfa_required
                    {
                        fields.push(set_field("mfa_required", cur.is_mfa_required, m));
                        upd.is_mfa_required = Some(m);
                    }
                    if o.members.is_some()
                        && let Some(f) = {
                            let (add, remove) = diff(&want, &have);
                            set_diff("members", add, remove)
                        }
                    {
                        fields.push(f);
                    }
                    let member_fields = self.member_role_fields(o, Some(&cur.id));
                    fields.extend(member_fields);
                    let have_apps = self.app_names(&cur.id);
                    if o.applications.is_some()
                        && let Some(f) = {
                            let (add, remove) = diff(&want_apps, &have_apps);
                            set_diff("applications", add, remove)
                        }
                    {
                        fields.push(f);
                    }
                    let app_fields = self.app_role_fields(o, &cur.id);
                    fields.extend(app_fields);
                    if fields.is_empty() {
                        continue;
                    }
                    self.change("update", "organization", &o.name, Some(at.clone()), fields);
                    if upd.description.is_some()
                        || upd.custom_data.is_some()
                        || upd.is_mfa_required.is_some()
                    {
                        self.run(&at, |tx| orgs::update(tx, &cur.id, upd))?;
                    }
                    (Some(cur.id), Some(have), Some(have_apps))
                }
            };
            let Some(org_id) = org_id else {
                continue;
            };
            if o.members.is_some() {
                let (add, remove) = diff(&want, have_members.as_deref().unwrap_or(&[]));
                if !add.is_empty() || !remove.is_empty() {
                    self.run(&format!("{at}.members"), |tx| {
                        orgs::set_members(tx, &org_id, &want)
                    })?;
                }
            }
            let existing = have_members.is_some();
            for (j, mem) in o.members.iter().flatten().enumerate() {
                let Some(want_roles) = &mem.roles else {
                    continue;
                };
                let have_roles = if existing {
                    self.member_role_names(&org_id, &mem.user)
                } else {
                    Vec::new()
                };
                let (add, remove) = diff(want_roles, &have_roles);
                if add.is_empty() && remove.is_empty() {
                    continue;
                }
                self.run(&format!("{at}.members[{j}].roles"), |tx| {
                    orgs::member_roles(tx, &org_id, &mem.user, &add, &remove)
                })?;
            }
            if o.applications.is_some() {
                let (add, remove) = diff(&want_apps, have_apps.as_deref().unwrap_or(&[]));
                if !add.is_empty() || !remove.is_empty() {
                    self.run(&format!("{at}.applications"), |tx| {
                        org_apps::set_apps(tx, &org_id, &want_apps)
                    })?;
                }
            }
            for (j, app) in o.applications.iter().flatten().enumerate() {
                let Some(want_roles) = &app.roles else {
                    continue;
                };
                let have_roles = if have_apps.is_some() {
                    self.app_role_names(&org_id, &app.client)
                } else {
                    Vec::new()
                };
                let (add, remove) = diff(want_roles, &have_roles);
                if add.is_empty() && remove.is_empty() {
                    continue;
                }
                self.run(&format!("{at}.applications[{j}].roles"), |tx| {
                    org_apps::app_roles(tx, &org_id, &app.client, &add, &remove)
                })?;
            }
        }
        Ok(())
    }

    /// The names of the applications of an organization now (that this apply keeps).
    fn app_names(&self, org_id: &str) -> Vec<String> {
        self.ix
            .org_apps
            .get(org_id)
            .into_iter()
            .flatten()
            .filter(|c| !self.pruned_clients.contains(*c))
            .filter_map(|c| self.ix.client_by_id.get(c))
            .map(|&k| self.s.clients[k].name.clone())
            .collect()
    }

    /// The organization roles an application holds now (none for clients not in the store).
    fn app_role_names(&self, org_id: &str, client: &str) -> Vec<String> {
        let Some(&ck) = self.ix.client.get(client) else {
            return Vec::new();
        };
        self.held_role_names(&self.ix.org_app_roles, org_id, &self.s.clients[ck].id)
    }

    /// The names of the organization roles (that this apply keeps) a member user or
    /// application holds now, from `held` (by organization and member).
    fn held_role_names(
        &self,
        held: &HashMap<(String, String), Vec<String>>,
        org_id: &str,
        id: &str,
    ) -> Vec<String> {
        held.get(&(org_id.to_string(), id.to_string()))
            .into_iter()
            .flatten()
            .filter(|r| !self.pruned_org_roles.contains(*r))
            .filter_map(|r| self.ix.org_role_by_id.get(r))
            .map(|&k| self.s.org_roles[k].name.clone())
            .collect()
    }

    fn app_role_fields(&self, o: &manifest::Organization, org_id: &str) -> Vec<FieldChange> {
        let mut out = Vec::new();
        for app in o.applications.iter().flatten() {
            let Some(want) = &app.roles else { continue };
            let have = self.app_role_names(org_id, &app.client);
            let (add, remove) = diff(want, &have);
            out.extend(set_diff(
                &format!("applications.{}.roles", app.client),
                add,
                remove,
            ));
        }
        out
    }

    /// The organization roles a member holds now (none for users not in the store).
    fn member_role_names(&self, org_id: &str, username: &str) -> Vec<String> {
        let Some(&uk) = self.ix.user.get(username) else {
            return Vec::new();
        };
        self.held_role_names(&self.ix.member_roles, org_id, &self.s.users[uk].id)
    }

    fn member_role_fields(
        &self,
        o: &manifest::Organization,
        org_id: Option<&str>,
    ) -> Vec<FieldChange> {
        let mut out = Vec::new();
        for mem in o.members.iter().flatten() {
            let Some(want) = &mem.roles else { continue };
            let have = org_id
                .map(|id| self.member_role_names(id, &mem.user))
                .unwrap_or_default();
            let (add, remove) = diff(want, &have);
            out.extend(set_diff(
                &format!("members.{}.roles", mem.user),
                add,
                remove,
            ));
        }
        out
    }
}
