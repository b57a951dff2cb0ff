//! The Management API built into every store (migration 9), as in the service: its resource
//! with the one permission `all`, and the machine-to-machine role that holds it. Machine apps
//! given that role reach `/api` of `idctl serve`. Neither record can be changed or deleted,
//! and no User role may hold the permission.

use crate::error::{Code, Error, Result};
use crate::model::{Resource, Role, RoleType, Scope};
use crate::store::Tx;

/// The resource indicator of the Management API (the service's open-source edition).
pub const API_INDICATOR: &str = "https://default.logto.app/api";
/// Its one permission.
pub const API_SCOPE: &str = "all";
/// The id and the name of the built-in role that holds it.
pub const ROLE_ID: &str = "management-api-access";
pub const ROLE_NAME: &str = "Logto Management API access";

pub fn is_management_api(res: &Resource) -> bool {
    res.indicator == API_INDICATOR
}

pub fn is_builtin_role(role: &Role) -> bool {
    role.id == ROLE_ID
}

/// Refuses any change to the Management API resource or its permissions.
pub fn guard_resource(res: &Resource) -> Result<()> {
    if is_management_api(res) {
        return Err(Error::new(
            Code::ResourceCannotModifyManagementApi,
            format!(
                "{} is the built-in Management API: it and its permissions cannot be changed or deleted",
                res.indicator
            ),
        ));
    }
    Ok(())
}

/// Refuses any change to the built-in Management API role (it may still be given to
/// machine apps and taken from them).
pub fn guard_role(role: &Role) -> Result<()> {
    if is_builtin_role(role) {
        return Err(Error::new(
            Code::RoleCannotModifyManagementApiRole,
            format!(
                "{} is the built-in Management API role: it cannot be changed or deleted; \
                 give it to machine apps with: idctl client assign",
                role.name
            ),
        ));
    }
    Ok(())
}

/// Refuses to give a User role a permission of the Management API: only machine apps may
/// reach it.
pub fn guard_user_role_scopes(tx: &Tx, kind: RoleType, scopes: &[Scope]) -> Result<()> {
    if kind != RoleType::User || scopes.is_empty() {
        return Ok(());
    }
    let Some(api) = crate::store::resources::by_indicator(tx, API_INDICATOR)? else {
        return Ok(());
    };
    if let Some(s) = scopes.iter().find(|s| s.resource_id == api.id) {
        return Err(Error::new(
            Code::RoleManagementApiScopesNotAssignableToUserRole,
            format!(
                "permission {} of the Management API cannot be given to a User role; only \
                 machine-to-machine roles may hold it",
                s.name
            ),
        ));
    }
    Ok(())
}
