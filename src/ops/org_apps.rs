//! Machine-to-machine applications in organizations and their organization roles
//! (/organizations/:id/applications and its roles routes): what `client_credentials` with
//! `organization_id` issues organization tokens from.

use super::orgs::{check_role_type, resolve, resolve_named};
use super::{invalid, not_found};
use crate::error::{Code, Error, Hint, Result};
use crate::events::{DataEvent, catalogue as cat};
use crate::model::{Client, ClientType, OrgApp, OrgNamed, Organization, RoleType};
use crate::store::orgs::{self, Named};
use crate::store::{Listed, Page, Tx};

/// A client that may join organizations: only machine-to-machine ones can (as the service).
fn m2m_client(tx: &Tx, key: &str) -> Result<Client> {
    let client = super::clients::resolve(tx, key)?;
    if client.kind != ClientType::MachineToMachine {
        return Err(Error::new(
            Code::ApplicationInvalidType,
            format!(
                "client {} is a {} client; only machine-to-machine clients can join organizations (users join as members)",
                client.name,
                client.kind.as_str()
            ),
        ));
    }
    Ok(client)
}

fn membership_event(
    tx: &mut Tx,
    op: &'static crate::events::Operation,
    params: &[(&str, &str)],
    org_id: &str,
    added: &[String],
    removed: &[String],
) -> Result<()> {
    let mut ev = DataEvent::new(op, cat::ORGANIZATION_MEMBERSHIP_UPDATED, params)
        .extra("organizationId", org_id)?;
    if !added.is_empty() {
        ev = ev.extra("addedApplicationIds", added)?;
    }
    if !removed.is_empty() {
        ev = ev.extra("removedApplicationIds", removed)?;
    }
    ev.record(tx)
}

/// Clients named by id or name, each once, all machine-to-machine.
fn client_ids(tx: &Tx, keys: &[String]) -> Result<Vec<String>> {
    let mut ids = Vec::new();
    for k in keys {
        let id = m2m_client(tx, k)?.id;
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    Ok(ids)
}

/// Adds applications to an organization: idempotent (members already are named in a
/// notice). Returns the ids actually added.
pub fn add_apps(tx: &mut Tx, key: &str, apps: &[String]) -> Result<Vec<String>> {
    let org = resolve(tx, key)?;
    let mut added = Vec::new();
    let mut already = Vec::new();
    let mut seen = Vec::new();
    // Every client is checked before any is added; each once, under the name it was given.
    let ids: Vec<String> = apps
        .iter()
        .map(|a| m2m_client(tx, a).map(|c| c.id))
        .collect::<Result<_>>()?;
    for (id, named) in ids.into_iter().zip(apps) {
        if seen.contains(&id) {
            continue;
        }
        seen.push(id.clone());
        if orgs::add_app(tx, &org.id, &id)? {
            added.push(id);
        } else {
            already.push(named.clone());
        }
    }
    super::notice_unchanged(
        tx,
        &format!("{} already has application", org.name),
        &already,
    );
    if !added.is_empty() {
        membership_event(
            tx,
            &cat::ORG_APPS_ADD,
            &[("id", &org.id)],
            &org.id,
            &added,
            &[],
        )?;
    }
    Ok(added)
}

/// POST /organizations/:id/applications: applications by id (at least one).
pub fn add_app_ids(tx: &mut Tx, key: &str, ids: &[String]) -> Result<Vec<String>> {
    if ids.is_empty() {
        return Err(invalid("applicationIds must not be empty"));
    }
    add_apps(tx, key, ids)
}

/// PUT /organizations/:id/applications: the member applications become exactly `apps`.
/// Returns (added, removed).
pub fn set_apps(tx: &mut Tx, key: &str, apps: &[String]) -> Result<(Vec<String>, Vec<String>)> {
    let org = resolve(tx, key)?;
    let want = client_ids(tx, apps)?;
    let have = orgs::app_ids(tx, &org.id)?;
    let removed: Vec<String> = have.iter().filter(|a| !want.contains(a)).cloned().collect();
    let added: Vec<String> = want.iter().filter(|a| !have.contains(a)).cloned().collect();
    for a in &removed {
        orgs::remove_app(tx, &org.id, a)?;
    }
    for a in &added {
        orgs::add_app(tx, &org.id, a)?;
    }
    if added.is_empty() && removed.is_empty() {
        tx.notice("the applications were already exactly these: nothing changed");
    } else {
        membership_event(
            tx,
            &cat::ORG_APPS_SET,
            &[("id", &org.id)],
            &org.id,
            &added,
            &removed,
        )?;
    }
    Ok((added, removed))
}

/// Removes applications (each with its event, and with its organization roles there).
/// Applications that are not members are left out, with a notice. Returns the ids removed.
pub fn remove_apps(tx: &mut Tx, key: &str, apps: &[String]) -> Result<Vec<String>> {
    let org = resolve(tx, key)?;
    let mut removed = Vec::new();
    let mut absent = Vec::new();
    for app in apps {
        let id = super::clients::resolve(tx, app)?.id;
        if removed.contains(&id) {
            continue;
        }
        if !orgs::remove_app(tx, &org.id, &id)? {
            absent.push(app.clone());
            continue;
        }
        membership_event(
            tx,
            &cat::ORG_APP_REMOVE,
            &[("id", &org.id), ("applicationId", &id)],
            &org.id,
            &[],
            std::slice::from_ref(&id),
        )?;
        removed.push(id);
    }
    super::notice_unchanged(tx, &format!("{} has no application", org.name), &absent);
    Ok(removed)
}

/// DELETE /organizations/:id/applications/:applicationId: it must be a member (404).
pub fn remove_app_id(tx: &mut Tx, key: &str, app_id: &str) -> Result<Vec<String>> {
    let org = resolve(tx, key)?;
    let client = super::clients::resolve(tx, app_id)?;
    if !orgs::is_app_member(tx, &org.id, &client.id)? {
        return Err(not_found("application of the organization", app_id));
    }
    remove_apps(tx, &org.id, &[client.id])
}

/// A page of the applications of an organization, with their organization roles there.
pub fn apps_page(tx: &Tx, key: &str, page: Page) -> Result<Listed<OrgApp>> {
    let org = resolve(tx, key)?;
    let ids = orgs::app_ids_page(tx, &org.id, page)?;
    let mut items = Vec::with_capacity(ids.items.len());
    for id in &ids.items {
        // A membership goes with its client (ON DELETE CASCADE): every id has its client.
        if let Some(client) = crate::store::clients::find(tx, id)? {
            let organization_roles = orgs::app_roles(tx, &org.id, id)?;
            items.push(OrgApp {
                client,
                organization_roles,
            });
        }
    }
    Ok(Listed {
        items,
        total: ids.total,
    })
}

pub fn apps(tx: &Tx, key: &str) -> Result<Vec<OrgApp>> {
    Ok(apps_page(tx, key, Page::ALL)?.items)
}

/// The id of a member application of `org` (422 `organization.require_membership`
/// otherwise, as the service answers its roles routes).
fn member_app(tx: &Tx, org: &Organization, app: &str) -> Result<String> {
    let client = super::clients::resolve(tx, app)?;
    if !orgs::is_app_member(tx, &org.id, &client.id)? {
        return Err(Error::new(
            Code::OrganizationRequireMembership,
            format!(
                "application {} is not a member of {}",
                client.name, org.name
            ),
        )
        .with_hint(Hint::run(
            "add it first",
            format!("org apps add {} {}", org.name, client.name),
        )));
    }
    Ok(client.id)
}

fn m2m_role(tx: &Tx, key: &str) -> Result<OrgNamed> {
    let role = resolve_named(tx, Named::Role, key)?;
    check_role_type(&role, RoleType::MachineToMachine)?;
    Ok(role)
}

/// Assigns and unassigns organization roles of a member application; returns its roles
/// afterwards. Only `MachineToMachine` organization roles can be assigned.
pub fn app_roles(
    tx: &mut Tx,
    key: &str,
    app: &str,
    assign: &[String],
    unassign: &[String],
) -> Result<Vec<OrgNamed>> {
    let org = resolve(tx, key)?;
    let app_id = member_app(tx, &org, app)?;
    let mut held = Vec::new();
    for r in assign {
        let role = m2m_role(tx, r)?;
        if !orgs::add_app_role(tx, &org.id, &app_id, &role.id)? && !held.contains(&role.name) {
            held.push(role.name);
        }
    }
    let mut absent = Vec::new();
    for r in unassign {
        let role = resolve_named(tx, Named::Role, r)?;
        if !orgs::remove_app_role(tx, &org.id, &app_id, &role.id)? && !absent.contains(&role.name) {
            absent.push(role.name);
        }
    }
    super::notice_unchanged(
        tx,
        &format!("application {app} already has organization role"),
        &held,
    );
    super::notice_unchanged(
        tx,
        &format!("application {app} does not have organization role"),
        &absent,
    );
    orgs::app_roles(tx, &org.id, &app_id)
}

/// GET /organizations/:id/applications/:applicationId/roles.
pub fn app_role_list(tx: &Tx, key: &str, app: &str) -> Result<Vec<OrgNamed>> {
    let org = resolve(tx, key)?;
    let app_id = member_app(tx, &org, app)?;
    orgs::app_roles(tx, &org.id, &app_id)
}

/// A page of the organization roles of a member application (GET
/// /organizations/:id/applications/:applicationId/roles).
pub fn app_role_page(tx: &Tx, key: &str, app: &str, page: Page) -> Result<Listed<OrgNamed>> {
    let org = resolve(tx, key)?;
    let app_id = member_app(tx, &org, app)?;
    orgs::app_roles_page(tx, &org.id, &app_id, page)
}

/// POST .../applications/:applicationId/roles: roles by id (at least one).
pub fn add_app_role_ids(
    tx: &mut Tx,
    key: &str,
    app: &str,
    ids: &[String],
) -> Result<Vec<OrgNamed>> {
    if ids.is_empty() {
        return Err(invalid("organizationRoleIds must not be empty"));
    }
    app_roles(tx, key, app, ids, &[])
}

/// PUT .../applications/:applicationId/roles: the application holds exactly these roles.
pub fn set_app_roles(tx: &mut Tx, key: &str, app: &str, ids: &[String]) -> Result<Vec<OrgNamed>> {
    let org = resolve(tx, key)?;
    let app_id = member_app(tx, &org, app)?;
    let mut want = Vec::new();
    for r in ids {
        let role = m2m_role(tx, r)?;
        if !want.contains(&role.id) {
            want.push(role.id);
        }
    }
    for held in orgs::app_roles(tx, &org.id, &app_id)? {
        if !want.contains(&held.id) {
            orgs::remove_app_role(tx, &org.id, &app_id, &held.id)?;
        }
    }
    for r in &want {
        orgs::add_app_role(tx, &org.id, &app_id, r)?;
    }
    orgs::app_roles(tx, &org.id, &app_id)
}

/// DELETE .../applications/:applicationId/roles/:organizationRoleId: the application must
/// hold the role (404 otherwise).
pub fn remove_app_role_id(tx: &mut Tx, key: &str, app: &str, role: &str) -> Result<Vec<OrgNamed>> {
    let org = resolve(tx, key)?;
    let app_id = member_app(tx, &org, app)?;
    let role = resolve_named(tx, Named::Role, role)?;
    if !orgs::remove_app_role(tx, &org.id, &app_id, &role.id)? {
        return Err(not_found("organization role of the application", &role.id));
    }
    orgs::app_roles(tx, &org.id, &app_id)
}
