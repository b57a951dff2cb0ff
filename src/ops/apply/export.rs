//! Export: the store as a manifest.

use super::Ix;
use super::manifest::{self, Manifest, RoleKind};
use crate::error::Result;
use crate::model::{ClientType, RoleType};
use crate::store::{Tx, snapshot};
use serde_json::{Map, Value};
use std::collections::HashMap;

/// The sign-in connectors, their client secrets as the references the store keeps.
fn sign_in_connectors(tx: &Tx) -> Result<Vec<manifest::SignInConnector>> {
    use crate::ops::connectors::secret::SecretRef as Ref;
    Ok(crate::ops::connectors::upstream::list(tx)?
        .into_iter()
        .map(|c| {
            let cfg = c.config;
            manifest::SignInConnector {
                name: c.name,
                protocol: c.protocol.as_str().to_string(),
                issuer: cfg.issuer,
                authorization_endpoint: cfg.authorization_endpoint,
                token_endpoint: cfg.token_endpoint,
                userinfo_endpoint: cfg.userinfo_endpoint,
                client_id: cfg.client_id,
                client_secret: match cfg.client_secret {
                    Ref::Env(v) => manifest::SecretRef::Env(v),
                    Ref::File(p) => manifest::SecretRef::File(p.to_string_lossy().into_owned()),
                },
                scope: Some(cfg.scope),
                label: c.label,
                kind: Some(c.kind.as_str().to_string()),
                link_by_email: Some(cfg.link_by_email),
                enabled: Some(c.enabled),
                id_field: Some(cfg.mapping.id),
                email_field: Some(cfg.mapping.email),
                email_verified_field: Some(cfg.mapping.email_verified),
                name_field: Some(cfg.mapping.name),
                avatar_field: Some(cfg.mapping.avatar),
            }
        })
        .collect())
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
        "client secrets",
        " clients: applying makes new ones unless the file declares a secret by reference",
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
    let mut s = snapshot::load(tx)?;
    let ix = Ix::new(&mut s);
    let mut warnings = vec![not_carried(tx)?];
    let kind = |t: RoleType| match t {
        RoleType::User => RoleKind::User,
        RoleType::MachineToMachine => RoleKind::M2m,
    };
    // Permissions by id as (indicator, name), sorted.
    let permissions = |ids: Option<&Vec<String>>| -> Vec<manifest::RoleScope> {
        let mut v: Vec<manifest::RoleScope> = ids
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
        v.sort();
        v
    };
    let role_names = |roles: Option<&Vec<usize>>| -> Vec<String> {
        let mut v: Vec<String> = roles
            .into_iter()
            .flatten()
            .map(|&k| s.roles[k].name.clone())
            .collect();
        v.sort();
        v
    };
    // The built-in Management API and its role are in every store: a manifest leaves them out.
    // By indicator: resources created in one transaction share their creation time, and an
    // export must not depend on the store's ids.
    let mut by_indicator: Vec<&crate::model::Resource> = s.resources.iter().collect();
    by_indicator.sort_by(|a, b| a.indicator.cmp(&b.indicator));
    let resources = by_indicator
        .into_iter()
        .filter(|r| !crate::ops::builtin::is_management_api(r))
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
        .filter(|r| !crate::ops::builtin::is_builtin_role(r))
        .map(|r| manifest::Role {
            name: r.name.clone(),
            kind: kind(r.kind),
            description: Some(r.description.clone()),
            default: r.is_default,
            scopes: Some(permissions(ix.role_scopes.get(&r.id))),
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
                // The id, so that applying the export elsewhere keeps every client_id.
                id: Some(c.id.clone()),
                name: c.name.clone(),
                kind: manifest::ClientKind::of(c.kind),
                roles,
                redirect_uris: redirect,
                post_logout_redirect_uris: post_logout,
                id_token_signed_response_alg: c.oidc_client_metadata.id_token_signed_response_alg,
                // Never exported.
                secret: None,
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
            custom_data: u
                .custom_data
                .as_object()
                .filter(|m| !m.is_empty())
                .cloned()
                .map(Box::new),
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
                kind: kind(n.kind.unwrap_or(RoleType::User)),
                description: n.description.clone(),
                scopes: Some(scopes),
                resource_scopes: Some(permissions(ix.org_role_resource_scopes.get(&n.id))),
            }
        })
        .collect();
    let mut organizations = Vec::new();
    for o in &s.orgs {
        // The names of the organization roles a member user or application holds, sorted.
        let held_roles = |held: &HashMap<(String, String), Vec<String>>, id: &String| {
            let mut roles: Vec<String> = held
                .get(&(o.id.clone(), id.clone()))
                .into_iter()
                .flatten()
                .filter_map(|r| ix.org_role_by_id.get(r))
                .map(|&k| s.org_roles[k].name.clone())
                .collect();
            roles.sort();
            roles
        };
        let mut members = Vec::new();
        for uid in ix.members.get(&o.id).into_iter().flatten() {
            let Some(u) = ix.user_by_id.get(uid).map(|&k| &s.users[k]) else {
                continue;
            };
            let Some(username) = &u.username else {
                continue;
            };
            members.push(manifest::Member {
                user: username.clone(),
                roles: Some(held_roles(&ix.member_roles, uid)),
            });
        }
        members.sort_by(|a, b| a.user.cmp(&b.user));
        let mut applications = Vec::new();
        for cid in ix.org_apps.get(&o.id).into_iter().flatten() {
            let Some(c) = ix.client_by_id.get(cid).map(|&k| &s.clients[k]) else {
                continue;
            };
            applications.push(manifest::Application {
                client: c.name.clone(),
                roles: Some(held_roles(&ix.org_app_roles, cid)),
            });
        }
        applications.sort_by(|a, b| a.client.cmp(&b.client));
        organizations.push(manifest::Organization {
            name: o.name.clone(),
            description: o.description.clone(),
            custom_data: o.custom_data.as_object().filter(|m| !m.is_empty()).cloned(),
            mfa_required: o.is_mfa_required.then_some(true),
            members: Some(members),
            applications: Some(applications),
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
    // The code channels' connectors: the SMTP password as its reference; an HTTP connector's
    // signing key is a secret and stays behind (a new one is made where none is declared).
    let mut connectors = manifest::Connectors::default();
    for c in crate::ops::connectors::channel::list(tx)? {
        if matches!(
            c.provider,
            crate::ops::connectors::channel::Provider::Http(_)
        ) {
            warnings.push(format!(
                "connector {}: its signing key is a secret and is not exported; declare \
                 signing_key = {{ env = \"NAME\" }} to carry it",
                c.channel.as_str()
            ));
        }
        let d = Some(super::connectors::declared(&c.provider));
        match c.channel {
            crate::ops::connectors::channel::Channel::Email => connectors.email = d,
            crate::ops::connectors::channel::Channel::Sms => connectors.sms = d,
        }
    }
    let connectors = (connectors != manifest::Connectors::default()).then_some(connectors);
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
            keys: Vec::new(),
            // Scripts are files of their own: export writes none (docs/claims.md).
            jwt_customizer: None,
            connectors,
            sign_in_connectors: sign_in_connectors(tx)?,
        },
        warnings,
    ))
}
