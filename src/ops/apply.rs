//! Configuration as code: `apply` makes the store match a manifest, `export` writes the
//! store as one.
//!
//! Apply reads the managed state once (`store::snapshot`), checks every reference of the
//! file against the state the apply leads to, then walks the file in dependency order
//! (resources, roles, clients, users, organization scopes and roles, organizations, hooks,
//! then deletions with `--prune`) and calls, for each difference, the same operation a
//! single command would: the same checks, the same events. A record that matches the file
//! costs no query. With `execute: false` the walk only lists the changes (`--dry-run`).

use crate::error::{Code, Error, Hint, Result};
use crate::manifest::{self, EnvRef, Manifest, RoleKind};
use crate::model::{ClientType, ClientWithSecret, FieldChange, PlannedChange, RoleType};
use crate::ops::{clients, hooks, orgs, resources, roles, scopes, users};
use crate::store::Tx;
use crate::store::snapshot::{self, Snapshot};
use serde_json::{Map, Value};
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
        + m.hooks.len()) as u64
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
fn diff(want: &[String], have: &[String]) -> (Vec<String>, Vec<String>) {
    let h: HashSet<&str> = have.iter().map(String::as_str).collect();
    let w: HashSet<&str> = want.iter().map(String::as_str).collect();
    let mut seen = HashSet::new();
    let add = want
        .iter()
        .filter(|x| !h.contains(x.as_str()) && seen.insert(x.as_str()))
        .cloned()
        .collect();
    let remove = have
        .iter()
        .filter(|x| !w.contains(x.as_str()))
        .cloned()
        .collect();
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
    role_by_id: HashMap<String, usize>,
    role_scopes: HashMap<String, Vec<String>>,
    client: HashMap<String, usize>,
    client_roles: HashMap<String, Vec<String>>,
    user: HashMap<String, usize>,
    user_by_id: HashMap<String, usize>,
    user_roles: HashMap<String, Vec<String>>,
    org_scope: HashMap<String, usize>,
    org_scope_by_id: HashMap<String, usize>,
    org_role: HashMap<String, usize>,
    org_role_by_id: HashMap<String, usize>,
    org_role_scopes: HashMap<String, Vec<String>>,
    org: HashMap<String, usize>,
    members: HashMap<String, Vec<String>>,
    member_roles: HashMap<(String, String), Vec<String>>,
    hook: HashMap<String, usize>,
}

fn by<T>(list: &[T], key: impl Fn(&T) -> Option<&str>) -> HashMap<String, usize> {
    list.iter()
        .enumerate()
        .filter_map(|(i, x)| key(x).map(|k| (k.to_string(), i)))
        .collect()
}

fn group(pairs: &[(String, String)]) -> HashMap<String, Vec<String>> {
    let mut out: HashMap<String, Vec<String>> = HashMap::new();
    for (a, b) in pairs {
        out.entry(a.clone()).or_default().push(b.clone());
    }
    out
}

impl Ix {
    fn new(s: &Snapshot) -> Ix {
        let mut res_scopes: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, sc) in s.scopes.iter().enumerate() {
            res_scopes
                .entry(sc.resource_id.clone())
                .or_default()
                .push(i);
        }
        let mut member_roles: HashMap<(String, String), Vec<String>> = HashMap::new();
        for (o, u, r) in &s.member_roles {
            member_roles
                .entry((o.clone(), u.clone()))
                .or_default()
                .push(r.clone());
        }
        Ix {
            res: by(&s.resources, |r| Some(&r.indicator)),
            res_by_id: by(&s.resources, |r| Some(&r.id)),
            scope_by_id: by(&s.scopes, |r| Some(&r.id)),
            res_scopes,
            role: by(&s.roles, |r| Some(&r.name)),
            role_by_id: by(&s.roles, |r| Some(&r.id)),
            role_scopes: group(&s.role_scopes),
            client: by(&s.clients, |c| Some(&c.name)),
            client_roles: group(&s.client_roles),
            user: by(&s.users, |u| u.username.as_deref()),
            user_by_id: by(&s.users, |u| Some(&u.id)),
            user_roles: group(&s.user_roles),
            org_scope: by(&s.org_scopes, |n| Some(&n.name)),
            org_scope_by_id: by(&s.org_scopes, |n| Some(&n.id)),
            org_role: by(&s.org_roles, |n| Some(&n.name)),
            org_role_by_id: by(&s.org_roles, |n| Some(&n.id)),
            org_role_scopes: group(&s.org_role_scopes),
            org: by(&s.orgs, |o| Some(&o.name)),
            members: group(&s.members),
            member_roles,
            hook: by(&s.hooks, |h| Some(&h.name)),
        }
    }
}

/// Hook secrets read from the environment, by hook index.
struct HookSecrets {
    signing_key: Option<String>,
    /// (lower-case header name, value)
    headers: Option<Vec<(String, String)>>,
}

fn read_env(r: &EnvRef, place: &str, env: &dyn Fn(&str) -> Option<String>) -> Result<String> {
    env(&r.env).filter(|v| !v.is_empty()).ok_or_else(|| {
        Error::new(
            Code::ManifestEnvMissing,
            format!(
                "{place}: environment variable {} is not set (the secret is read from it)",
                r.env
            ),
        )
        .with_hint(format!("export {}=... before running idctl apply", r.env))
    })
}

fn hook_secrets(m: &Manifest, env: &dyn Fn(&str) -> Option<String>) -> Result<Vec<HookSecrets>> {
    m.hooks
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let signing_key = h
                .signing_key
                .as_ref()
                .map(|r| read_env(r, &format!("hooks[{i}].signing_key.env"), env))
                .transpose()?;
            let headers = match &h.headers {
                None => None,
                Some(map) => {
                    let mut out = Vec::new();
                    for (k, v) in map {
                        let place = format!("hooks[{i}].headers.{k}");
                        let r = EnvRef::from_value(v, &place)?;
                        out.push((
                            k.to_ascii_lowercase(),
                            read_env(&r, &format!("{place}.env"), env)?,
                        ));
                    }
                    Some(out)
                }
            };
            Ok(HookSecrets {
                signing_key,
                headers,
            })
        })
        .collect()
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
    pruned_org_roles: HashSet<String>,
    tick: &'a mut (dyn FnMut() + 't),
}

/// Applies `m` to the store (or, with `execute: false`, lists what it would change).
/// `env` reads the environment variables hook secrets refer to; `tick` is called once per
/// declared record.
pub fn apply(
    tx: &mut Tx,
    m: &Manifest,
    opts: &Options,
    env: &dyn Fn(&str) -> Option<String>,
    tick: &mut dyn FnMut(),
) -> Result<Applied> {
    let secrets = hook_secrets(m, env)?;
    // A 16 MiB page cache for this connection (SQLite's default is 2 MiB): a big manifest
    // inserts into indexes keyed by random ids, and with the default cache the transaction
    // spills dirty pages to the WAL and reads them back long before it commits.
    tx.tx.pragma_update(None, "cache_size", -16384)?;
    let s = snapshot::load(tx)?;
    let ix = Ix::new(&s);
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
        pruned_org_roles: HashSet::new(),
        tick,
    };
    e.plan_removals();
    e.check_references()?;
    e.base_url()?;
    e.resources()?;
    e.roles()?;
    e.clients()?;
    e.users()?;
    e.org_scopes()?;
    e.org_roles()?;
    e.orgs()?;
    e.hooks(&secrets)?;
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
        for (i, r) in m.roles.iter().enumerate() {
            for (j, sc) in r.scopes.iter().flatten().enumerate() {
                let place = format!("roles[{i}].scopes[{j}]");
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
        let org_roles = names(
            m.organization_roles
                .iter()
                .map(|x| x.name.as_str())
                .collect(),
            s.org_roles.iter().map(|x| x.name.as_str()).collect(),
        );
        let user_names = names(
            m.users.iter().map(|x| x.username.as_str()).collect(),
            s.users
                .iter()
                .filter_map(|x| x.username.as_deref())
                .collect(),
        );
        let check = |set: &HashSet<String>, place: String, what: &str, key: &str| -> Result<()> {
            if set.contains(key) {
                return Ok(());
            }
            let known: Vec<&str> = set.iter().map(String::as_str).collect();
            Err(not_defined(place, what, key, &known))
        };
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
                    check(
                        &org_roles,
                        format!("{place}.roles[{k}]"),
                        "organization role",
                        r,
                    )?;
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

    fn resources(&mut self) -> Result<()> {
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

    fn roles(&mut self) -> Result<()> {
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
                let have = self.role_scopes_now(&cur.id);
                let hs: HashSet<&(String, String)> = have.iter().collect();
                let ws: HashSet<&(String, String)> = want.iter().collect();
                let mut seen = HashSet::new();
                add = want
                    .iter()
                    .filter(|p| !hs.contains(p) && seen.insert(*p))
                    .cloned()
                    .collect();
                remove = have.iter().filter(|p| !ws.contains(p)).cloned().collect();
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

    fn role_names(&self, ids: Option<&Vec<String>>) -> Vec<String> {
        ids.into_iter()
            .flatten()
            .filter(|id| !self.pruned_roles.contains(*id))
            .filter_map(|id| self.ix.role_by_id.get(id))
            .map(|&k| self.s.roles[k].name.clone())
            .collect()
    }

    fn clients(&mut self) -> Result<()> {
        let m = self.m;
        for (i, c) in m.clients.iter().enumerate() {
            (self.tick)();
            let at = format!("clients[{i}]");
            let want = c.roles.clone().unwrap_or_default();
            let kind = c.kind.client_type();
            let Some(&k) = self.ix.client.get(&c.name) else {
                let redirect = c.redirect_uris.clone().unwrap_or_default();
                let post_logout = c.post_logout_redirect_uris.clone().unwrap_or_default();
                let mut fields = Vec::new();
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
                            name: c.name.clone(),
                            kind,
                            redirect_uris: redirect,
                            post_logout_redirect_uris: post_logout,
                            id_token_signed_response_alg: c.id_token_signed_response_alg,
                            roles: want,
                            description: None,
                        },
                    )
                })?;
                // Public clients have no secret to hand out.
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
        }
        Ok(())
    }

    fn users(&mut self) -> Result<()> {
        let m = self.m;
        for (i, u) in m.users.iter().enumerate() {
            (self.tick)();
            let at = format!("users[{i}]");
            let Some(&k) = self.ix.user.get(&u.username) else {
                let mut fields: Vec<FieldChange> =
                    set_diff("roles", u.roles.clone().unwrap_or_default(), vec![])
                        .into_iter()
                        .collect();
                if u.suspended == Some(true) {
                    fields.push(set_field("suspended", false, true));
                }
                self.change("create", "user", &u.username, Some(at.clone()), fields);
                let Some(user) = self.run(&at, |tx| {
                    users::create(
                        tx,
                        users::NewUser {
                            username: Some(u.username.clone()),
                            email: u.email.clone(),
                            phone: u.phone.clone(),
                            name: u.name.clone(),
                            avatar: u.avatar.clone(),
                            custom_data: u.custom_data.clone().map(Value::Object),
                            password_digest: u.password_digest.clone(),
                            ..Default::default()
                        },
                    )
                })?
                else {
                    continue;
                };
                if let Some(want) = &u.roles {
                    // A new user holds the default roles: the file's list is the whole set.
                    self.run(&format!("{at}.roles"), |tx| {
                        let has_defaults = !crate::store::users::default_role_ids(tx)?.is_empty();
                        let have: Vec<String> = if has_defaults {
                            users::roles(tx, &user.id)?
                                .into_iter()
                                .map(|r| r.name)
                                .collect()
                        } else {
                            Vec::new()
                        };
                        let (add, remove) = diff(want, &have);
                        if !add.is_empty() {
                            users::assign_roles_to(tx, &user, &add)?;
                        }
                        if !remove.is_empty() {
                            users::unassign(tx, &user.id, &remove)?;
                        }
                        Ok(())
                    })?;
                }
                if u.suspended == Some(true) {
                    self.run(&format!("{at}.suspended"), |tx| {
                        users::set_suspended(tx, &user.id, true)
                    })?;
                }
                continue;
            };
            let cur = self.s.users[k].clone();
            let mut fields = Vec::new();
            let mut upd = users::UserUpdate::default();
            let mut text = |name: &str, want: &Option<String>, have: &Option<String>| {
                if want.is_some() && want != have {
                    fields.push(set_field(name, have.clone(), want.clone()));
                    want.clone()
                } else {
                    None
                }
            };
            upd.email = text("email", &u.email, &cur.email);
            upd.phone = text("phone", &u.phone, &cur.phone);
            upd.name = text("name", &u.name, &cur.name);
            upd.avatar = text("avatar", &u.avatar, &cur.avatar);
            if let Some(cd) = &u.custom_data {
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
            let digest = u
                .password_digest
                .as_ref()
                .filter(|d| cur.password_digest.as_ref() != Some(*d));
            if digest.is_some() {
                fields.push(field("password_digest"));
            }
            let (mut add, mut remove) = (Vec::new(), Vec::new());
            if let Some(want) = &u.roles {
                let have = self.role_names(self.ix.user_roles.get(&cur.id));
                (add, remove) = diff(want, &have);
            }
            if let Some(f) = set_diff("roles", add.clone(), remove.clone()) {
                fields.push(f);
            }
            let suspend = u.suspended.filter(|s| *s != cur.suspended);
            if let Some(s) = suspend {
                fields.push(set_field("suspended", cur.suspended, s));
            }
            if fields.is_empty() {
                continue;
            }
            self.change("update", "user", &u.username, Some(at.clone()), fields);
            let id = cur.id.clone();
            if upd.email.is_some()
                || upd.phone.is_some()
                || upd.name.is_some()
                || upd.avatar.is_some()
                || upd.custom_data.is_some()
            {
                self.run(&at, |tx| users::update(tx, &id, upd))?;
            }
            if let Some(d) = digest {
                self.run(&format!("{at}.password_digest"), |tx| {
                    users::import_password_digest(tx, &id, d)
                })?;
            }
            if !add.is_empty() {
                self.run(&format!("{at}.roles"), |tx| {
                    users::assign_roles(tx, &id, &add)
                })?;
            }
            if !remove.is_empty() {
                self.run(&format!("{at}.roles"), |tx| {
                    users::unassign(tx, &id, &remove)
                })?;
            }
            if let Some(s) = suspend {
                self.run(&format!("{at}.suspended"), |tx| {
                    users::set_suspended(tx, &id, s)
                })?;
            }
        }
        Ok(())
    }

    fn org_scopes(&mut self) -> Result<()> {
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

    fn org_roles(&mut self) -> Result<()> {
        let m = self.m;
        for (i, r) in m.organization_roles.iter().enumerate() {
            (self.tick)();
            let at = format!("organization_roles[{i}]");
            let want = r.scopes.clone().unwrap_or_default();
            let Some(&k) = self.ix.org_role.get(&r.name) else {
                self.change(
                    "create",
                    "organization_role",
                    &r.name,
                    Some(at.clone()),
                    set_diff("scopes", want.clone(), vec![])
                        .into_iter()
                        .collect(),
                );
                self.run(&at, |tx| {
                    orgs::ROLES.create(tx, r.name.clone(), r.description.clone(), &want)
                })?;
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
        }
        Ok(())
    }

    fn orgs(&mut self) -> Result<()> {
        let m = self.m;
        for (i, o) in m.organizations.iter().enumerate() {
            (self.tick)();
            let at = format!("organizations[{i}]");
            let want: Vec<String> = o.members.iter().flatten().map(|x| x.user.clone()).collect();
            let (org_id, have_members) = match self.ix.org.get(&o.name) {
                None => {
                    self.change(
                        "create",
                        "organization",
                        &o.name,
                        Some(at.clone()),
                        set_diff("members", want.clone(), vec![])
                            .into_iter()
                            .collect(),
                    );
                    let created = self.run(&at, |tx| {
                        orgs::create(
                            tx,
                            orgs::NewOrg {
                                name: o.name.clone(),
                                description: o.description.clone(),
                                custom_data: o.custom_data.clone().map(Value::Object),
                            },
                        )
                    })?;
                    (created.map(|c| c.id), None)
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
                    if fields.is_empty() {
                        continue;
                    }
                    self.change("update", "organization", &o.name, Some(at.clone()), fields);
                    if upd.description.is_some() || upd.custom_data.is_some() {
                        self.run(&at, |tx| orgs::update(tx, &cur.id, upd))?;
                    }
                    (Some(cur.id), Some(have))
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
        }
        Ok(())
    }

    /// The organization roles a member holds now (none for users not in the store).
    fn member_role_names(&self, org_id: &str, username: &str) -> Vec<String> {
        let Some(&uk) = self.ix.user.get(username) else {
            return Vec::new();
        };
        let key = (org_id.to_string(), self.s.users[uk].id.clone());
        self.ix
            .member_roles
            .get(&key)
            .into_iter()
            .flatten()
            .filter(|r| !self.pruned_org_roles.contains(*r))
            .filter_map(|r| self.ix.org_role_by_id.get(r))
            .map(|&k| self.s.org_roles[k].name.clone())
            .collect()
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

    fn hooks(&mut self, secrets: &[HookSecrets]) -> Result<()> {
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

    /// Deletes what the file does not declare, dependants first.
    fn prune(&mut self) -> Result<()> {
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
            .filter(|r| !super::builtin::is_builtin_role(r))
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
            .filter(|r| !super::builtin::is_management_api(r))
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

/// What the store holds that a manifest cannot carry, as one sentence for `export`'s
/// stderr (said every time, so that nobody takes an export for a backup).
fn not_carried(tx: &Tx) -> Result<String> {
    let u = snapshot::uncarried(tx)?;
    let mut items = vec![format!(
        "signing keys ({}: tokens already issued do not verify where the manifest is applied)",
        u.signing_keys
    )];
    let mut count = |n: i64, what: &str, note: &str| {
        if n > 0 {
            items.push(format!("{what} ({n}{note})"));
        }
    };
    count(
        u.clients,
        "client ids and secrets",
        " clients: applying makes new ones",
    );
    count(u.users, "user ids", " users");
    count(u.user_profiles, "user profiles", "");
    count(u.user_identities, "users' linked identities", "");
    count(u.user_mfa, "users' MFA factors", "");
    count(u.personal_access_tokens, "personal access tokens", "");
    count(u.hook_signing_keys, "hook signing keys", "");
    count(u.refresh_tokens, "refresh tokens and grants", "");
    count(u.sessions, "sign-in sessions", "");
    count(u.settings, "settings other than base_url", "");
    count(u.events, "the event log", " entries");
    Ok(format!(
        "a manifest does not carry: {}; idctl store backup FILE keeps everything",
        items.join(", ")
    ))
}

/// The store as a manifest, with warnings for what a manifest cannot carry.
pub fn export(tx: &Tx) -> Result<(Manifest, Vec<String>)> {
    let s = snapshot::load(tx)?;
    let ix = Ix::new(&s);
    let mut warnings = vec![not_carried(tx)?];
    let role_names = |ids: Option<&Vec<String>>| -> Vec<String> {
        let mut v: Vec<String> = ids
            .into_iter()
            .flatten()
            .filter_map(|id| ix.role_by_id.get(id))
            .map(|&k| s.roles[k].name.clone())
            .collect();
        v.sort();
        v
    };
    // The built-in Management API and its role are in every store: a manifest leaves them out.
    let resources = s
        .resources
        .iter()
        .filter(|r| !super::builtin::is_management_api(r))
        .map(|r| manifest::Resource {
            indicator: r.indicator.clone(),
            name: r.name.clone(),
            access_token_ttl: Some(r.access_token_ttl),
            default: r.is_default,
            scopes: Some(
                ix.res_scopes
                    .get(&r.id)
                    .into_iter()
                    .flatten()
                    .map(|&k| manifest::Scope {
                        name: s.scopes[k].name.clone(),
                        description: s.scopes[k].description.clone(),
                    })
                    .collect(),
            ),
        })
        .collect();
    let roles = s
        .roles
        .iter()
        .filter(|r| !super::builtin::is_builtin_role(r))
        .map(|r| {
            let mut scopes: Vec<manifest::RoleScope> = ix
                .role_scopes
                .get(&r.id)
                .into_iter()
                .flatten()
                .filter_map(|sid| {
                    let sc = &s.scopes[*ix.scope_by_id.get(sid)?];
                    let res = &s.resources[*ix.res_by_id.get(&sc.resource_id)?];
                    Some(manifest::RoleScope {
                        resource: res.indicator.clone(),
                        name: sc.name.clone(),
                    })
                })
                .collect();
            scopes.sort();
            manifest::Role {
                name: r.name.clone(),
                kind: match r.kind {
                    RoleType::User => RoleKind::User,
                    RoleType::MachineToMachine => RoleKind::M2m,
                },
                description: Some(r.description.clone()),
                default: r.is_default,
                scopes: Some(scopes),
            }
        })
        .collect();
    let clients = s
        .clients
        .iter()
        .map(|c| {
            // Every list of the client's type, so that applying the export restores them.
            let (roles, redirect, post_logout) = if c.kind == ClientType::MachineToMachine {
                (Some(role_names(ix.client_roles.get(&c.id))), None, None)
            } else {
                let meta = &c.oidc_client_metadata;
                (
                    None,
                    Some(meta.redirect_uris.clone()),
                    Some(meta.post_logout_redirect_uris.clone()),
                )
            };
            manifest::Client {
                name: c.name.clone(),
                kind: manifest::ClientKind::of(c.kind),
                roles,
                redirect_uris: redirect,
                post_logout_redirect_uris: post_logout,
                id_token_signed_response_alg: c.oidc_client_metadata.id_token_signed_response_alg,
            }
        })
        .collect();
    let mut users = Vec::new();
    for u in &s.users {
        let Some(username) = &u.username else {
            warnings.push(format!(
                "user {} has no username (the natural key of a manifest) and is not exported",
                u.id
            ));
            continue;
        };
        users.push(manifest::User {
            username: username.clone(),
            email: u.email.clone(),
            phone: u.phone.clone(),
            name: u.name.clone(),
            avatar: u.avatar.clone(),
            custom_data: u.custom_data.as_object().filter(|m| !m.is_empty()).cloned(),
            roles: Some(role_names(ix.user_roles.get(&u.id))),
            password_digest: u.password_digest.clone(),
            suspended: u.suspended.then_some(true),
        });
    }
    let org_scopes = s
        .org_scopes
        .iter()
        .map(|n| manifest::OrgScope {
            name: n.name.clone(),
            description: n.description.clone(),
        })
        .collect();
    let org_roles = s
        .org_roles
        .iter()
        .map(|n| {
            let mut scopes: Vec<String> = ix
                .org_role_scopes
                .get(&n.id)
                .into_iter()
                .flatten()
                .filter_map(|id| ix.org_scope_by_id.get(id))
                .map(|&k| s.org_scopes[k].name.clone())
                .collect();
            scopes.sort();
            manifest::OrgRole {
                name: n.name.clone(),
                description: n.description.clone(),
                scopes: Some(scopes),
            }
        })
        .collect();
    let mut organizations = Vec::new();
    for o in &s.orgs {
        let mut members = Vec::new();
        for uid in ix.members.get(&o.id).into_iter().flatten() {
            let Some(u) = ix.user_by_id.get(uid).map(|&k| &s.users[k]) else {
                continue;
            };
            let Some(username) = &u.username else {
                continue;
            };
            let mut roles: Vec<String> = ix
                .member_roles
                .get(&(o.id.clone(), uid.clone()))
                .into_iter()
                .flatten()
                .filter_map(|r| ix.org_role_by_id.get(r))
                .map(|&k| s.org_roles[k].name.clone())
                .collect();
            roles.sort();
            members.push(manifest::Member {
                user: username.clone(),
                roles: Some(roles),
            });
        }
        members.sort_by(|a, b| a.user.cmp(&b.user));
        organizations.push(manifest::Organization {
            name: o.name.clone(),
            description: o.description.clone(),
            custom_data: o.custom_data.as_object().filter(|m| !m.is_empty()).cloned(),
            members: Some(members),
        });
    }
    let mut hooks_out = Vec::new();
    for h in &s.hooks {
        let var = |what: &str| {
            let mut v = format!("IDCTL_HOOK_{}_{}", h.name, what).to_ascii_uppercase();
            v = v
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                .collect();
            v
        };
        let headers: Option<Map<String, Value>> = if h.config.stdout {
            None
        } else {
            Some(
                h.config
                    .headers
                    .keys()
                    .map(|k| (k.clone(), serde_json::json!({ "env": var(k) })))
                    .collect(),
            )
        };
        if let Some(hs) = &headers
            && !hs.is_empty()
        {
            let names: Vec<String> = hs.keys().map(|k| var(k)).collect();
            warnings.push(format!(
                "hook {}: header values are secrets and are not exported; set {} before applying",
                h.name,
                names.join(", ")
            ));
        }
        hooks_out.push(manifest::Hook {
            name: h.name.clone(),
            url: h.config.url.clone(),
            events: h.events.clone(),
            signing_key: None,
            headers,
            enabled: Some(h.enabled),
            timeout: Some(h.timeout_seconds),
        });
    }
    Ok((
        Manifest {
            version: manifest::VERSION,
            base_url: Some(
                s.base_url
                    .clone()
                    .unwrap_or_else(|| crate::store::config::DEFAULT_BASE_URL.to_string()),
            ),
            resources,
            roles,
            clients,
            users,
            organization_scopes: org_scopes,
            organization_roles: org_roles,
            organizations,
            hooks: hooks_out,
        },
        warnings,
    ))
}
