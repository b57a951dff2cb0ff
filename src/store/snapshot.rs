//! The whole managed state in a few bulk reads, for `idctl apply` (to compare a manifest
//! with) and `idctl export` (to write one). One query per table, not one per record: a
//! store with tens of thousands of users is read in milliseconds.

use super::Tx;
use crate::error::Result;
use crate::model::{Client, Hook, OrgNamed, Organization, Resource, Role, Scope};
use crate::store::orgs::Named;
use serde_json::Value;

/// A user's fields that a manifest carries.
#[derive(Debug, Clone)]
pub struct UserRow {
    pub id: String,
    pub username: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub name: Option<String>,
    pub avatar: Option<String>,
    pub custom_data: Value,
    pub password_digest: Option<String>,
    pub suspended: bool,
}

#[derive(Debug, Default)]
pub struct Snapshot {
    pub base_url: Option<String>,
    pub resources: Vec<Resource>,
    pub scopes: Vec<Scope>,
    pub roles: Vec<Role>,
    /// (role id, scope id)
    pub role_scopes: Vec<(String, String)>,
    pub clients: Vec<Client>,
    /// (client id, role id)
    pub client_roles: Vec<(String, String)>,
    pub users: Vec<UserRow>,
    /// (user id, role id)
    pub user_roles: Vec<(String, String)>,
    pub org_scopes: Vec<OrgNamed>,
    pub org_roles: Vec<OrgNamed>,
    /// (organization role id, organization scope id)
    pub org_role_scopes: Vec<(String, String)>,
    pub orgs: Vec<Organization>,
    /// (organization id, user id)
    pub members: Vec<(String, String)>,
    /// (organization id, user id, organization role id)
    pub member_roles: Vec<(String, String, String)>,
    /// (organization role id, API resource scope id)
    pub org_role_resource_scopes: Vec<(String, String)>,
    /// (organization id, client id)
    pub org_apps: Vec<(String, String)>,
    /// (organization id, client id, organization role id)
    pub org_app_roles: Vec<(String, String, String)>,
    pub hooks: Vec<Hook>,
}

/// The rows of a two-column query, read one by one into the list (a big store has hundreds
/// of thousands: no second list of them is made on the way).
fn pairs(tx: &Tx, sql: &str) -> Result<Vec<(String, String)>> {
    let mut out = Vec::new();
    let mut st = tx.tx.prepare(sql)?;
    st.for_each([], |r| {
        out.push((r.get(0)?, r.get(1)?));
        Ok(())
    })?;
    Ok(out)
}

fn triples(tx: &Tx, sql: &str) -> Result<Vec<(String, String, String)>> {
    let mut st = tx.tx.prepare(sql)?;
    let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub fn load(tx: &Tx) -> Result<Snapshot> {
    let scopes = {
        let mut st = tx.tx.prepare(&format!(
            "SELECT {} FROM scopes s ORDER BY s.resource_id, s.name",
            super::scopes::COLS
        ))?;
        let rows = st.query_map([], super::scopes::row)?;
        rows.collect::<Result<_, _>>()?
    };
    let users = {
        let mut st = tx.tx.prepare(
            "SELECT id, username, primary_email, primary_phone, name, avatar, custom_data,
                    password_digest, is_suspended FROM users ORDER BY username NULLS FIRST, id",
        )?;
        let mut users = Vec::new();
        st.for_each([], |r| {
            let cd: String = r.get(6)?;
            users.push(UserRow {
                id: r.get(0)?,
                username: r.get(1)?,
                email: r.get(2)?,
                phone: r.get(3)?,
                name: r.get(4)?,
                avatar: r.get(5)?,
                custom_data: serde_json::from_str(&cd)
                    .unwrap_or_else(|_| Value::Object(Default::default())),
                password_digest: r.get(7)?,
                suspended: r.get(8)?,
            });
            Ok(())
        })?;
        users
    };
    let member_roles = triples(
        tx,
        "SELECT organization_id, user_id, role_id FROM organization_user_roles",
    )?;
    Ok(Snapshot {
        base_url: super::config::get(tx, "base-url")?,
        resources: super::resources::list(tx)?,
        scopes,
        roles: super::roles::list(tx)?,
        role_scopes: pairs(tx, "SELECT role_id, scope_id FROM roles_scopes")?,
        clients: super::clients::list(tx)?,
        client_roles: pairs(tx, "SELECT client_id, role_id FROM clients_roles")?,
        users,
        user_roles: pairs(tx, "SELECT user_id, role_id FROM users_roles")?,
        org_scopes: super::orgs::list_named(tx, Named::Scope)?,
        org_roles: super::orgs::list_named(tx, Named::Role)?,
        org_role_scopes: pairs(
            tx,
            "SELECT role_id, scope_id FROM organization_roles_scopes",
        )?,
        orgs: super::orgs::list(tx)?,
        members: pairs(
            tx,
            "SELECT organization_id, user_id FROM organization_users",
        )?,
        member_roles,
        org_role_resource_scopes: pairs(
            tx,
            "SELECT role_id, scope_id FROM organization_roles_resource_scopes",
        )?,
        org_apps: pairs(
            tx,
            "SELECT organization_id, application_id FROM organization_applications",
        )?,
        org_app_roles: triples(
            tx,
            "SELECT organization_id, application_id, role_id FROM organization_application_roles",
        )?,
        hooks: super::hooks::list(tx)?,
    })
}

/// What the store holds that a manifest cannot carry, counted (see `ops::apply::export`).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Uncarried {
    pub signing_keys: i64,
    pub clients: i64,
    pub users: i64,
    pub user_profiles: i64,
    pub user_identities: i64,
    pub user_mfa: i64,
    pub personal_access_tokens: i64,
    pub hook_signing_keys: i64,
    pub refresh_tokens: i64,
    pub sessions: i64,
    pub events: i64,
    pub settings: i64,
}

pub fn uncarried(tx: &Tx) -> Result<Uncarried> {
    let n = |sql: &str| -> Result<i64> { Ok(tx.tx.query_row(sql, [], |r| r.get(0))?) };
    Ok(Uncarried {
        signing_keys: n("SELECT count(*) FROM signing_keys")?,
        // Confidential clients: public ones have no secret (an empty hash).
        clients: n("SELECT count(*) FROM clients WHERE secret_hash <> ''")?,
        users: n("SELECT count(*) FROM users")?,
        user_profiles: n("SELECT count(*) FROM users WHERE profile NOT IN ('', '{}')")?,
        user_identities: n("SELECT count(*) FROM users WHERE identities NOT IN ('', '{}')")?,
        user_mfa: n("SELECT count(*) FROM user_mfa_verifications")?,
        personal_access_tokens: n("SELECT count(*) FROM personal_access_tokens")?,
        hook_signing_keys: n("SELECT count(*) FROM hooks WHERE signing_key IS NOT NULL")?,
        // Live grants a refresh token, an access token or a code still reaches.
        refresh_tokens: n(
            "SELECT count(*) FROM oidc_grants g WHERE g.revoked = 0 AND \
                           (EXISTS (SELECT 1 FROM oidc_tokens t WHERE t.grant_id = g.id) \
                            OR EXISTS (SELECT 1 FROM authorization_codes a WHERE a.grant_id = g.id))",
        )?,
        sessions: n("SELECT count(*) FROM sessions")?,
        events: n("SELECT count(*) FROM events")?,
        settings: n("SELECT count(*) FROM config WHERE substr(key, 1, 8) = 'lockout.'")?,
    })
}
