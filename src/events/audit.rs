//! Audit entries: the changes the service's webhook catalogue has no event for (creating,
//! changing and deleting clients, resources, hooks, signing keys, settings, personal access
//! tokens, role assignments, ...). They go into the same log as the events, in the
//! transaction of the change, with who caused it, but are never delivered to webhooks (the
//! catalogue has no such events for a receiver to expect) and are not part of a command's
//! `--events` stream. `idctl events list --audit` shows them.

use super::{Event, concrete_path};
use crate::error::Result;
use crate::store::Tx;
use serde_json::Value;

/// A kind of audit entry: its name and, when the Management API has the operation, its
/// method and route (the entry's `method`, `path`, `matchedRoute` and `params`, as events
/// carry them).
#[derive(Debug, PartialEq, Eq)]
pub struct Audit {
    pub name: &'static str,
    pub route: Option<(&'static str, &'static str)>,
}

macro_rules! audits {
    ($($ident:ident = $name:literal $(=> $method:literal $route:literal)?),* $(,)?) => {
        $(pub static $ident: Audit = Audit {
            name: $name,
            route: audits!(@route $($method $route)?),
        };)*
        /// Every kind of audit entry, in this order.
        pub static AUDITS: &[&Audit] = &[$(&$ident),*];
    };
    (@route) => { None };
    (@route $method:literal $route:literal) => { Some(($method, $route)) };
}

audits! {
    RESOURCE_CREATED = "Resource.Created" => "POST" "/resources",
    RESOURCE_UPDATED = "Resource.Data.Updated" => "PATCH" "/resources/:id",
    RESOURCE_DEFAULT_UPDATED = "Resource.Default.Updated" => "PATCH" "/resources/:id/is-default",
    RESOURCE_DELETED = "Resource.Deleted" => "DELETE" "/resources/:id",
    APPLICATION_CREATED = "Application.Created" => "POST" "/applications",
    APPLICATION_UPDATED = "Application.Data.Updated" => "PATCH" "/applications/:id",
    APPLICATION_DELETED = "Application.Deleted" => "DELETE" "/applications/:id",
    APPLICATION_SECRET_ROTATED = "Application.Secret.Rotated",
    APPLICATION_ROLES_ASSIGNED = "Application.Roles.Assigned" => "POST" "/applications/:id/roles",
    APPLICATION_ROLES_UNASSIGNED = "Application.Roles.Unassigned" => "DELETE" "/applications/:id/roles/:roleId",
    USER_ROLES_ASSIGNED = "User.Roles.Assigned" => "POST" "/users/:userId/roles",
    USER_ROLES_UNASSIGNED = "User.Roles.Unassigned" => "DELETE" "/users/:userId/roles/:roleId",
    PAT_CREATED = "PersonalAccessToken.Created" => "POST" "/users/:userId/personal-access-tokens",
    PAT_UPDATED = "PersonalAccessToken.Data.Updated" => "PATCH" "/users/:userId/personal-access-tokens/:name",
    PAT_DELETED = "PersonalAccessToken.Deleted" => "DELETE" "/users/:userId/personal-access-tokens/:name",
    HOOK_CREATED = "Hook.Created" => "POST" "/hooks",
    HOOK_UPDATED = "Hook.Data.Updated" => "PATCH" "/hooks/:id",
    HOOK_SIGNING_KEY_UPDATED = "Hook.SigningKey.Updated" => "PATCH" "/hooks/:id/signing-key",
    HOOK_DELETED = "Hook.Deleted" => "DELETE" "/hooks/:id",
    SIGNING_KEY_ROTATED = "SigningKey.Rotated",
    SIGNING_KEY_IMPORTED = "SigningKey.Imported",
    SIGNING_KEY_DELETED = "SigningKey.Deleted",
    SETTING_UPDATED = "Setting.Updated",
    IDENTIFIER_UNLOCKED = "Identifier.Unlocked",
    STORE_RESTORED = "Store.Restored",
}

/// Is `name` a kind of audit entry?
pub fn is_audit(name: &str) -> bool {
    AUDITS.iter().any(|a| a.name == name)
}

/// Every audit entry name, in catalogue order.
pub fn names() -> impl Iterator<Item = &'static str> {
    AUDITS.iter().map(|a| a.name)
}

/// Records an audit entry of `kind` in `tx`: `params` fill its route (`id` of
/// `/resources/:id`), `data` says what changed. Never put a secret in `data` (client secrets,
/// signing keys, header values, token values): the log is shown to whoever reads the store.
pub fn record(
    tx: &mut Tx,
    kind: &'static Audit,
    params: &[(&str, &str)],
    data: Value,
) -> Result<()> {
    let now = tx.now_ms();
    let mut p = super::payload_head(tx, kind.name, now, 10);
    if let Some((method, route)) = kind.route {
        p.insert("path".into(), concrete_path(route, params).into());
        p.insert("method".into(), method.into());
        p.insert("matchedRoute".into(), route.into());
    }
    p.insert("params".into(), super::params_object(params));
    p.insert("data".into(), data);
    let entry = Event {
        id: crate::util::new_id(),
        name: kind.name.to_string(),
        created_at_ms: now,
        payload: Value::Object(p),
    };
    let by = super::attribution(tx, &entry.payload);
    tx.record_audit(&entry, &by)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn audit_names_are_unique_and_never_webhook_events() {
        let mut seen = std::collections::HashSet::new();
        for a in AUDITS {
            assert!(seen.insert(a.name), "{} twice", a.name);
            assert!(
                !super::super::catalogue::is_event(a.name),
                "{} is a webhook event of the catalogue",
                a.name
            );
        }
    }
}
