//! Machine-to-machine applications in organizations and their organization roles
//! (/organizations/:id/applications and its roles routes): what `client_credentials` with
//! `organization_id` issues organization tokens from. The rules are shared with users
//! ([`super::orgs::Membership`]); these name the operations.

use super::orgs::APPS;
use crate::error::Result;
use crate::model::{OrgApp, OrgNamed};
use crate::store::{Listed, Page, Tx};

/// Adds applications to an organization (machine-to-machine ones only): idempotent. Returns
/// the ids actually added.
pub fn add_apps(tx: &mut Tx, key: &str, apps: &[String]) -> Result<Vec<String>> {
    APPS.add(tx, key, apps)
}

/// POST /organizations/:id/applications: applications by id (at least one).
pub fn add_app_ids(tx: &mut Tx, key: &str, ids: &[String]) -> Result<Vec<String>> {
    APPS.add_ids(tx, key, ids)
}

/// PUT /organizations/:id/applications: the member applications become exactly `apps`.
pub fn set_apps(tx: &mut Tx, key: &str, apps: &[String]) -> Result<(Vec<String>, Vec<String>)> {
    APPS.set(tx, key, apps)
}

/// Removes applications (with their organization roles there); returns the ids removed.
pub fn remove_apps(tx: &mut Tx, key: &str, apps: &[String]) -> Result<Vec<String>> {
    APPS.remove(tx, key, apps)
}

/// DELETE /organizations/:id/applications/:applicationId: it must be a member (404).
pub fn remove_app_id(tx: &mut Tx, key: &str, app_id: &str) -> Result<Vec<String>> {
    APPS.remove_id(tx, key, app_id)
}

/// A page of the applications of an organization, with their organization roles there.
pub fn apps_page(tx: &Tx, key: &str, page: Page) -> Result<Listed<OrgApp>> {
    APPS.page(
        tx,
        key,
        page,
        crate::store::clients::find,
        |client, organization_roles| OrgApp {
            client,
            organization_roles,
        },
    )
}

pub fn apps(tx: &Tx, key: &str) -> Result<Vec<OrgApp>> {
    Ok(apps_page(tx, key, Page::ALL)?.items)
}

/// Assigns and unassigns organization roles (`MachineToMachine` ones) of a member
/// application; returns its roles afterwards.
pub fn app_roles(
    tx: &mut Tx,
    key: &str,
    app: &str,
    assign: &[String],
    unassign: &[String],
) -> Result<Vec<OrgNamed>> {
    APPS.roles(tx, key, app, assign, unassign)
}

/// GET /organizations/:id/applications/:applicationId/roles.
pub fn app_role_list(tx: &Tx, key: &str, app: &str) -> Result<Vec<OrgNamed>> {
    Ok(app_role_page(tx, key, app, Page::ALL)?.items)
}

/// A page of the organization roles of a member application.
pub fn app_role_page(tx: &Tx, key: &str, app: &str, page: Page) -> Result<Listed<OrgNamed>> {
    APPS.role_page(tx, key, app, page)
}

/// POST .../applications/:applicationId/roles: roles by id (at least one).
pub fn add_app_role_ids(
    tx: &mut Tx,
    key: &str,
    app: &str,
    ids: &[String],
) -> Result<Vec<OrgNamed>> {
    APPS.add_role_ids(tx, key, app, ids)
}

/// PUT .../applications/:applicationId/roles: the application holds exactly these roles.
pub fn set_app_roles(tx: &mut Tx, key: &str, app: &str, ids: &[String]) -> Result<Vec<OrgNamed>> {
    APPS.set_roles(tx, key, app, ids)
}

/// DELETE .../applications/:applicationId/roles/:organizationRoleId: the application must
/// hold the role (404 otherwise).
pub fn remove_app_role_id(tx: &mut Tx, key: &str, app: &str, role: &str) -> Result<Vec<OrgNamed>> {
    APPS.remove_role_id(tx, key, app, role)
}
