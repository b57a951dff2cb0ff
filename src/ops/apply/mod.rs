//! Configuration as code: `apply` makes the store match a manifest, `export` writes the
//! store as one.
//!
//! Apply reads the managed state once (`store::snapshot`), checks every reference of the
//! file against the state the apply leads to, then walks the file in dependency order
//! (resources, roles, clients, users, organization scopes and roles, organizations, hooks,
//! then deletions with `--prune`) and calls, for each difference, the same operation a
//! single command would: the same checks, the same events. A record that matches the file
//! costs no query. With `execute: false` the walk only lists the changes (`--dry-run`).

mod claims;
mod clients;
pub mod connectors;
mod export;
mod hooks;
pub mod keys;
pub mod manifest;
mod orgs;
mod prune;
mod resources;
mod roles;
pub mod secrets;
mod sign_in_connectors;
mod users;

pub use claims::resolve as resolve_jwt_customizer;
pub use export::export;
pub use manifest::JwtCustomizers;

use crate::error::{Code, Error, Hint, Result};
use crate::model::{ClientWithSecret, FieldChange, PlannedChange, RoleType};
use crate::store::Tx;
use crate::store::snapshot::{self, Snapshot};
use manifest::{Manifest, RoleKind};
use secrets::Secrets;
use serde_json::Value;
use std::collections::{HashMap, HashSet};

pub struct Options {
    /// Delete records the file does not declare.
    pub prune: bool,
    /// Change the store; false: only list the changes.
    pub execute: bool,
}

pub struct Applied {
    pub changes: Vec<PlannedChange>,
    pub secrets: Vec<ClientWithSecret>,
}

/// How many records a manifest declares (the length of a progress bar).
pub fn size(m: &Manifest) -> u64 {
    (m.resources.len()
        + m.roles.len()
        + m.clients.len()
        + m.users.len()
        + m.organization_scopes.len()
        + m.organization_roles.len()
        + m.organizations.len()
        + m.hooks.len()
        + m.sign_in_connectors.len()) as u64
}

fn field(name: &str) -> FieldChange {
    FieldChange {
        field: name.to_string(),
        from: None,
        to: None,
        add: Vec::new(),
        remove: Vec::new(),
    }
}

fn set_field(name: &str, from: impl Into<Value>, to: impl Into<Value>) -> FieldChange {
    FieldChange {
        from: Some(from.into()),
        to: Some(to.into()),
        ..field(name)
    }
}

fn set_diff(name: &str, add: Vec<String>, remove: Vec<String>) -> Option<FieldChange> {
    if add.is_empty() && remove.is_empty() {
        return None;
    }
    Some(FieldChange {
        add,
        remove,
        ..field(name)
    })
}

/// Items of `want` not in `have`, and of `have` not in `want`, each in order, once.
fn diff<T: Eq + std::hash::Hash + Clone>(want: &[T], have: &[T]) -> (Vec<T>, Vec<T>) {
    let h: HashSet<&T> = have.iter().collect();
    let w: HashSet<&T> = want.iter().collect();
    let mut seen = HashSet::new();
    let add = want
        .iter()
        .filter(|x| !h.contains(x) && seen.insert(*x))
        .cloned()
        .collect();
    let remove = have.iter().filter(|x| !w.contains(x)).cloned().collect();
    (add, remove)
}

fn role_type(k: RoleKind) -> RoleType {
    match k {
        RoleKind::User => RoleType::User,
        RoleKind::M2m => RoleType::MachineToMachine,
    }
}

fn not_defined(place: String, what: &str, key: &str, known: &[&str]) -> Error {
    let err = Error::new(
        Code::ManifestUndefinedReference,
        format!("{place}: {what} {key} is not defined (in the file or the store)"),
    );
    match crate::util::closest(key, known.iter().copied()) {
        Some(c) => err.with_hint(Hint::DidYouMean(c.to_string())),
        None => err,
    }
}

/// The snapshot, indexed by natural key and id.
struct Ix {
    res: HashMap<String, usize>,
    res_by_id: HashMap<String, usize>,
    scope_by_id: HashMap<String, usize>,
    /// resource id → its permissions (indexes into `scopes`)
    res_scopes: HashMap<String, Vec<usize>>,
    role: HashMap<String, usize>,
    role_scopes: HashMap<String, Vec<String>>,
    client: HashMap<String, usize>,
    client_by_id: HashMap<String, usize>,
    /// client id → its roles (indexes into `roles`)
    client_roles: HashMap<String, Vec<usize>>,
    user: HashMap<String, usize>,
    user_by_id: HashMap<String, usize>,
    /// user id → its roles (indexes into `roles`)
    user_roles: HashMap<String, Vec<usize>>,
    org_scope: HashMap<String, usize>,
    org_scope_by_id: HashMap<String, usize>,
    org_role: HashMap<String, usize>,
    org_role_by_id: HashMap<String, usize>,
    org_role_scopes: HashMap<String, Vec<String>>,
    /// organization role id → ids of the API resource permissions it holds
    org_role_resource_scopes: HashMap<String, Vec<String>>,
    org: HashMap<String, usize>,
    members: HashMap<String, Vec<String>>,
    member_roles: HashMap<(String, String), Vec<String>>,
    /// organization id → ids of its member applications
    org_apps: HashMap<String, Vec<String>>,
    /// (organization id, client id) → the application's organization role ids there
    org_app_roles: HashMap<(String, String), Vec<String>>,
    hook: HashMap<String, usize>,
}

fn by<T>(list: &[T], key: impl Fn(&T) -> Option<&str>) -> HashMap<String, usize> {
    list.iter()
        .enumerate()
        .filter_map(|(i, x)| key(x).map(|k| (k.to_string(), i)))
        .collect()
}

/// Pairs grouped by their first item, taken out of the snapshot: their strings are moved,
/// not copied (a big store holds hundreds of thousands of them).
fn group(pairs: &mut Vec<(String, String)>) -> HashMap<String, Vec<String>> {
    let mut out: HashMap<String, Vec<String>> = HashMap::new();
    for (a, b) in std::mem::take(pairs) {
        out.entry(a).or_default().push(b);
    }
    out
}

/// Pairs of (holder id, role id) grouped by holder, with each role as its index in the
/// snapshot's roles (a role id is not copied once per holder).
fn group_roles(
    pairs: &mut Vec<(String, String)>,
    role_by_id: &HashMap<String, usize>,
) -> HashMap<String, Vec<usize>> {
    let mut out: HashMap<String, Vec<usize>> = HashMap::new();
    for (a, b) in std::mem::take(pairs) {
        if let Some(&k) = role_by_id.get(&b) {
            out.entry(a).or_default().push(k);
        }
    }
    out
}

/// Triples grouped by their first two items (taken out of the snapshot, as `group`).
fn group2(triples: &mut Vec<(String, String, String)>) -> HashMap<(String, String), Vec<String>> {
    let mut out: HashMap<(String, String), Vec<String>> = HashMap::new();
    for (a, b, c) in std::mem::take(triples) {
        out.entry((a, b)).or_default().push(c);
    }
    out
}

impl Ix {
    /// The indexes of `s`; its lists of pairs (who holds what) are moved into them.
    fn new(s: &mut Snapshot) -> Ix {
        let role_by_id = by(&s.roles, |r| Some(&r.id));
        let mut res_scopes: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, sc) in s.scopes.iter().enumerate() {
            res_scopes
                .entry(sc.resource_id.clone())
                .or_default()
                .push(i);
        }
        Ix {
            res: by(&s.resources, |r| Some(&r.indicator)),
            res_by_id: by(&s.resources, |r| Some(&r.id)),
            scope_by_id: by(&s.scopes, |r| Some(&r.id)),
            res_scopes,
            role: by(&s.roles, |r| Some(&r.name)),
            role_scopes: group(&mut s.role_scopes),
            client: by(&s.clients, |c| Some(&c.name)),
            client_by_id: by(&s.clients, |c| Some(&c.id)),
            client_roles: group_roles(&mut s.client_roles, &role_by_id),
            user: by(&s.users, |u| u.username.as_deref()),
            user_by_id: by(&s.users, |u| Some(&u.id)),
            user_roles: group_roles(&mut s.user_roles, &role_by_id),
            org_scope: by(&s.org_scopes, |n| Some(&n.name)),
            org_scope_by_id: by(&s.org_scopes, |n| Some(&n.id)),
            org_role: by(&s.org_roles, |n| Some(&n.name)),
            org_role_by_id: by(&s.org_roles, |n| Some(&n.id)),
            org_role_scopes: group(&mut s.org_role_scopes),
            org_role_resource_scopes: group(&mut s.org_role_resource_scopes),
            org: by(&s.orgs, |o| Some(&o.name)),
            members: group(&mut s.members),
            member_roles: group2(&mut s.member_roles),
            org_apps: group(&mut s.org_apps),
            org_app_roles: group2(&mut s.org_app_roles),
            hook: by(&s.hooks, |h| Some(&h.name)),
        }
    }
}

struct Engine<'a, 'c, 't> {
    tx: &'a mut Tx<'c>,
    m: &'a Manifest,
    s: Snapshot,
    ix: Ix,
    opts: &'a Options,
    changes: Vec<PlannedChange>,
    secrets: Vec<ClientWithSecret>,
    /// Permissions that this apply deletes (ids).
    gone_scopes: HashSet<String>,
    /// Records `--prune` deletes (ids).
    pruned_roles: HashSet<String>,
    pruned_users: HashSet<String>,
    pruned_clients: HashSet<String>,
    pruned_org_roles: HashSet<String>,
    tick: &'a mut (dyn FnMut() + 't),
}

/// Applies `m` to the store (or, with `execute: false`, lists what it would change).
/// `secrets` are the ones `m` refers to, read before (`secrets::resolve`); `tick` is called
/// once per declared record.
pub fn apply(
    tx: &mut Tx,
    m: &Manifest,
    opts: &Options,
    secrets: &Secrets,
    tick: &mut dyn FnMut(),
) -> Result<Applied> {
    tx.bulk()?;
    let mut s = snapshot::load(tx)?;
    let ix = Ix::new(&mut s);
    let mut e = Engine {
        tx,
        m,
        s,
        ix,
        opts,
        changes: Vec::new(),
        secrets: Vec::new(),
        gone_scopes: HashSet::new(),
        pruned_roles: HashSet::new(),
        pruned_users: HashSet::new(),
        pruned_clients: HashSet::new(),
        pruned_org_roles: HashSet::new(),
        tick,
    };
    e.plan_removals();
    e.check_references()?;
    e.base_url()?;
    e.keys()?;
    e.resources()?;
    e.roles()?;
    e.clients(&secrets.clients)?;
    e.users()?;
    e.org_scopes()?;
    e.org_roles()?;
    e.orgs()?;
    e.hooks(&secrets.hooks)?;
    e.sign_in_connectors(&secrets.connectors)?;
    e.jwt_customizer()?;
    e.connectors(&secrets.dir, &secrets.connector_keys)?;
    if opts.prune {
        e.prune()?;
    }
    Ok(Applied {
        changes: e.changes,
        secrets: e.secrets,
    })
}

impl Engine<'_, '_, '_> {
    /// Runs an operation (unless this is a dry run), naming `at` in its error.
    fn run<T>(&mut self, at: &str, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<Option<T>> {
        if !self.opts.execute {
            return Ok(None);
        }
        f(self.tx).map(Some).map_err(|e| e.at(at))
    }

    fn change(
        &mut self,
        action: &'static str,
        kind: &'static str,
        key: &str,
        at: Option<String>,
        fields: Vec<FieldChange>,
    ) {
        self.changes.push(PlannedChange {
            action,
            kind,
            key: key.to_string(),
            at,
            fields,
        });
    }

    /// What this apply deletes, known before anything changes: role permission sets are
    /// compared without them.
    fn plan_removals(&mut self) {
        let m = self.m;
        for r in &m.resources {
            let (Some(&k), Some(list)) = (self.ix.res.get(&r.indicator), &r.scopes) else {
                continue;
            };
            let want: HashSet<&str> = list.iter().map(|s| s.name.as_str()).collect();
            let rid = &self.s.resources[k].id;
            for &si in self.ix.res_scopes.get(rid).into_iter().flatten() {
                if !want.contains(self.s.scopes[si].name.as_str()) {
                    self.gone_scopes.insert(self.s.scopes[si].id.clone());
                }
            }
        }
        if !self.opts.prune {
            return;
        }
        let mut declared: HashSet<&str> =
            m.resources.iter().map(|r| r.indicator.as_str()).collect();
        declared.insert(super::builtin::API_INDICATOR);
        for sc in &self.s.scopes {
            let ind = self
                .ix
                .res_by_id
                .get(&sc.resource_id)
                .map(|&k| self.s.resources[k].indicator.as_str());
            if ind.is_some_and(|i| !declared.contains(i)) {
                self.gone_scopes.insert(sc.id.clone());
            }
        }
        let names: HashSet<&str> = m.roles.iter().map(|r| r.name.as_str()).collect();
        self.pruned_roles = self
            .s
            .roles
            .iter()
            .filter(|r| !names.contains(r.name.as_str()) && !super::builtin::is_builtin_role(r))
            .map(|r| r.id.clone())
            .collect();
        let names: HashSet<&str> = m.users.iter().map(|u| u.username.as_str()).collect();
        self.pruned_users = self
            .s
            .users
            .iter()
            // A user without a username cannot be declared, so it is never pruned.
            .filter(|u| u.username.as_deref().is_some_and(|n| !names.contains(n)))
            .map(|u| u.id.clone())
            .collect();
        let names: HashSet<&str> = m.clients.iter().map(|c| c.name.as_str()).collect();
        self.pruned_clients = self
            .s
            .clients
            .iter()
            .filter(|c| !names.contains(c.name.as_str()))
            .map(|c| c.id.clone())
            .collect();
        let names: HashSet<&str> = m
            .organization_roles
            .iter()
            .map(|r| r.name.as_str())
            .collect();
        self.pruned_org_roles = self
            .s
            .org_roles
            .iter()
            .filter(|r| !names.contains(r.name.as_str()))
            .map(|r| r.id.clone())
            .collect();
    }

    /// Every name the file refers to must exist after the apply: declared in the file, or in
    /// the store and not deleted by it.
    fn check_references(&self) -> Result<()> {
        let m = self.m;
        let s = &self.s;
        let keep_store = !self.opts.prune;
        // Resources and their permissions after the apply.
        let mut perms: HashMap<&str, HashSet<&str>> = HashMap::new();
        for r in &m.resources {
            let set = match &r.scopes {
                Some(list) => list.iter().map(|x| x.name.as_str()).collect(),
                None => self.store_scope_names(&r.indicator),
            };
            perms.insert(r.indicator.as_str(), set);
        }
        if keep_store {
            for r in &s.resources {
                if !perms.contains_key(r.indicator.as_str()) {
                    perms.insert(r.indicator.as_str(), self.store_scope_names(&r.indicator));
                }
            }
        }
        let mut role_kinds: HashMap<&str, RoleType> = HashMap::new();
        for r in &m.roles {
            if let Some(&k) = self.ix.role.get(&r.name)
                && s.roles[k].kind != role_type(r.kind)
            {
                return Err(Error::new(Code::RoleTypeImmutable,
                    format!(
                        "roles[{}].type: role {} is a {} role in the store; a role's type cannot change",
                        m.roles.iter().position(|x| x.name == r.name).unwrap_or(0),
                        r.name,
                        s.roles[k].kind.as_str()
                    ),
                )
                .with_hint("delete the role first, or give the new one another name"));
            }
            role_kinds.insert(r.name.as_str(), role_type(r.kind));
        }
        if keep_store {
            for r in &s.roles {
                role_kinds.entry(r.name.as_str()).or_insert(r.kind);
            }
        }
        let indicators: Vec<&str> = perms.keys().copied().collect();
        let check_permission = |place: String, sc: &manifest::RoleScope| -> Result<()> {
            let Some(set) = perms.get(sc.resource.as_str()) else {
                return Err(not_defined(
                    format!("{place}.resource"),
                    "resource",
                    &sc.resource,
                    &indicators,
                ));
            };
            if !set.contains(sc.name.as_str()) {
                let known: Vec<&str> = set.iter().copied().collect();
                return Err(not_defined(
                    format!("{place}.name"),
                    &format!("permission of {}:", sc.resource),
                    &sc.name,
                    &known,
                ));
            }
            Ok(())
        };
        for (i, r) in m.roles.iter().enumerate() {
            for (j, sc) in r.scopes.iter().flatten().enumerate() {
                check_permission(format!("roles[{i}].scopes[{j}]"), sc)?;
            }
        }
        for (i, r) in m.organization_roles.iter().enumerate() {
            for (j, sc) in r.resource_scopes.iter().flatten().enumerate() {
                check_permission(format!("organization_roles[{i}].resource_scopes[{j}]"), sc)?;
            }
        }
        let role_names: Vec<&str> = role_kinds.keys().copied().collect();
        let check_role = |place: String, name: &str, want: RoleType| -> Result<()> {
            match role_kinds.get(name) {
                None => Err(not_defined(place, "role", name, &role_names)),
                Some(&k) if k != want => {
                    let (code, holder) = match want {
                        RoleType::User => (Code::UserInvalidRoleType, "users"),
                        RoleType::MachineToMachine => (Code::ApplicationInvalidRoleType, "clients"),
                    };
                    Err(Error::new(
                        code,
                        format!(
                            "{place}: role {name} is a {} role; only {} roles can be given to {holder}",
                            k.as_str(),
                            want.as_str()
                        ),
                    ))
                }
                Some(_) => Ok(()),
            }
        };
        for (i, c) in m.clients.iter().enumerate() {
            for (j, r) in c.roles.iter().flatten().enumerate() {
                check_role(
                    format!("clients[{i}].roles[{j}]"),
                    r,
                    RoleType::MachineToMachine,
                )?;
            }
        }
        for (i, u) in m.users.iter().enumerate() {
            for (j, r) in u.roles.iter().flatten().enumerate() {
                check_role(format!("users[{i}].roles[{j}]"), r, RoleType::User)?;
            }
        }
        let names = |file: Vec<&'_ str>, store: Vec<&'_ str>| -> HashSet<String> {
            let mut set: HashSet<String> = file.into_iter().map(str::to_string).collect();
            if keep_store {
                set.extend(store.into_iter().map(str::to_string));
            }
            set
        };
        let org_scopes = names(
            m.organization_scopes
                .iter()
                .map(|x| x.name.as_str())
                .collect(),
            s.org_scopes.iter().map(|x| x.name.as_str()).collect(),
        );
        // Organization roles after the apply, with their types; a type never changes.
        let mut org_roles: HashMap<String, RoleType> = HashMap::new();
        for (i, r) in m.organization_roles.iter().enumerate() {
            let want = role_type(r.kind);
            if let Some(&k) = self.ix.org_role.get(&r.name) {
                let have = s.org_roles[k].kind.unwrap_or(RoleType::User);
                if have != want {
                    return Err(Error::new(
                        Code::RoleTypeImmutable,
                        format!(
                            "organization_roles[{i}].type: organization role {} is a {} role in the store; an organization role's type cannot change",
                            r.name,
                            have.as_str()
                        ),
                    )
                    .with_hint("delete the organization role first, or give the new one another name"));
                }
            }
            org_roles.insert(r.name.clone(), want);
        }
        if keep_store {
            for r in &s.org_roles {
                org_roles
                    .entry(r.name.clone())
                    .or_insert(r.kind.unwrap_or(RoleType::User));
            }
        }
        let org_role_names: HashSet<String> = org_roles.keys().cloned().collect();
        // A member's organization roles are `User` ones, an application's `MachineToMachine`.
        let check_org_role = |place: String, name: &str, want: RoleType| -> Result<()> {
            check(&org_role_names, place.clone(), "organization role", name)?;
            let kind = org_roles.get(name).copied().unwrap_or(RoleType::User);
            if kind == want {
                return Ok(());
            }
            let (code, holder) = match want {
                RoleType::User => (Code::UserInvalidRoleType, "users"),
                RoleType::MachineToMachine => (Code::ApplicationInvalidRoleType, "applications"),
            };
            Err(Error::new(
                code,
                format!(
                    "{place}: organization role {name} is a {} role; only {} organization roles can be given to {holder}",
                    kind.as_str(),
                    want.as_str()
                ),
            ))
        };
        // Clients after the apply, with their types.
        let mut client_types: HashMap<&str, crate::model::ClientType> = m
            .clients
            .iter()
            .map(|c| (c.name.as_str(), c.kind.client_type()))
            .collect();
        if keep_store {
            for c in &s.clients {
                client_types.entry(c.name.as_str()).or_insert(c.kind);
            }
        }
        let client_names: Vec<&str> = client_types.keys().copied().collect();
        let user_names = names(
            m.users.iter().map(|x| x.username.as_str()).collect(),
            s.users
                .iter()
                .filter_map(|x| x.username.as_deref())
                .collect(),
        );
        fn check(set: &HashSet<String>, place: String, what: &str, key: &str) -> Result<()> {
            if set.contains(key) {
                return Ok(());
            }
            let known: Vec<&str> = set.iter().map(String::as_str).collect();
            Err(not_defined(place, what, key, &known))
        }
        for (i, r) in m.organization_roles.iter().enumerate() {
            for (j, sc) in r.scopes.iter().flatten().enumerate() {
                check(
                    &org_scopes,
                    format!("organization_roles[{i}].scopes[{j}]"),
                    "organization scope",
                    sc,
                )?;
            }
        }
        for (i, o) in m.organizations.iter().enumerate() {
            for (j, mem) in o.members.iter().flatten().enumerate() {
                let place = format!("organizations[{i}].members[{j}]");
                check(&user_names, format!("{place}.user"), "user", &mem.user)?;
                for (k, r) in mem.roles.iter().flatten().enumerate() {
                    check_org_role(format!("{place}.roles[{k}]"), r, RoleType::User)?;
                }
            }
            for (j, app) in o.applications.iter().flatten().enumerate() {
                let place = format!("organizations[{i}].applications[{j}]");
                match client_types.get(app.client.as_str()) {
                    None => {
                        return Err(not_defined(
                            format!("{place}.client"),
                            "client",
                            &app.client,
                            &client_names,
                        ));
                    }
                    Some(&t) if t != crate::model::ClientType::MachineToMachine => {
                        return Err(Error::new(
                            Code::ApplicationInvalidType,
                            format!(
                                "{place}.client: client {} is a {} client; only machine-to-machine clients can join organizations",
                                app.client,
                                t.as_str()
                            ),
                        ));
                    }
                    Some(_) => {}
                }
                for (k, r) in app.roles.iter().flatten().enumerate() {
                    check_org_role(format!("{place}.roles[{k}]"), r, RoleType::MachineToMachine)?;
                }
            }
        }
        Ok(())
    }

    fn store_scope_names(&self, indicator: &str) -> HashSet<&str> {
        let Some(&k) = self.ix.res.get(indicator) else {
            return HashSet::new();
        };
        self.ix
            .res_scopes
            .get(&self.s.resources[k].id)
            .into_iter()
            .flatten()
            .map(|&i| self.s.scopes[i].name.as_str())
            .collect()
    }

    fn base_url(&mut self) -> Result<()> {
        let Some(url) = &self.m.base_url else {
            return Ok(());
        };
        let want = crate::ops::config::check_base_url(url).map_err(|e| e.at("base_url"))?;
        let have = self
            .s
            .base_url
            .clone()
            .unwrap_or_else(|| crate::store::config::DEFAULT_BASE_URL.to_string());
        if have != want {
            self.change(
                "update",
                "base_url",
                &want,
                Some("base_url".into()),
                vec![set_field("base_url", have, want.clone())],
            );
            self.run("base_url", |tx| {
                crate::ops::config::set(tx, "base-url", &want)
            })?;
        }
        Ok(())
    }
}

/// Permissions grouped by resource, in the order of first appearance, each name once.
fn by_resource(pairs: &[(String, String)]) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for (res, name) in pairs {
        match out.iter_mut().find(|(r, _)| r == res) {
            Some((_, names)) => {
                if !names.contains(name) {
                    names.push(name.clone());
                }
            }
            None => out.push((res.clone(), vec![name.clone()])),
        }
    }
    out
}
