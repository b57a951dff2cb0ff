//! The one table of which management operation emits which events, on which route.
//! Operations, tests and hook validation all read it from here.

/// A management operation: its HTTP route in the service, the status it answers with on
/// success, and the events it may emit.
#[derive(Debug, PartialEq, Eq)]
pub struct Operation {
    pub method: &'static str,
    pub route: &'static str,
    pub status: u16,
    pub events: &'static [&'static str],
}

macro_rules! events {
    ($($ident:ident = $name:literal),* $(,)?) => {
        $(pub const $ident: &str = $name;)*
        /// Every event name of the service, in catalogue order.
        pub const EVENT_NAMES: &[&str] = &[$($name),*];
    };
}

events! {
    USER_CREATED = "User.Created",
    USER_DELETED = "User.Deleted",
    USER_DATA_UPDATED = "User.Data.Updated",
    USER_SUSPENSION_STATUS_UPDATED = "User.SuspensionStatus.Updated",
    ROLE_CREATED = "Role.Created",
    ROLE_DELETED = "Role.Deleted",
    ROLE_DATA_UPDATED = "Role.Data.Updated",
    ROLE_SCOPES_UPDATED = "Role.Scopes.Updated",
    SCOPE_CREATED = "Scope.Created",
    SCOPE_DELETED = "Scope.Deleted",
    SCOPE_DATA_UPDATED = "Scope.Data.Updated",
    ORGANIZATION_CREATED = "Organization.Created",
    ORGANIZATION_DELETED = "Organization.Deleted",
    ORGANIZATION_DATA_UPDATED = "Organization.Data.Updated",
    ORGANIZATION_MEMBERSHIP_UPDATED = "Organization.Membership.Updated",
    ORGANIZATION_ROLE_CREATED = "OrganizationRole.Created",
    ORGANIZATION_ROLE_DELETED = "OrganizationRole.Deleted",
    ORGANIZATION_ROLE_DATA_UPDATED = "OrganizationRole.Data.Updated",
    ORGANIZATION_ROLE_SCOPES_UPDATED = "OrganizationRole.Scopes.Updated",
    ORGANIZATION_SCOPE_CREATED = "OrganizationScope.Created",
    ORGANIZATION_SCOPE_DELETED = "OrganizationScope.Deleted",
    ORGANIZATION_SCOPE_DATA_UPDATED = "OrganizationScope.Data.Updated",
    POST_REGISTER = "PostRegister",
    POST_SIGN_IN = "PostSignIn",
    POST_RESET_PASSWORD = "PostResetPassword",
    IDENTIFIER_LOCKOUT = "Identifier.Lockout",
}

macro_rules! operations {
    ($($ident:ident = $method:literal $route:literal $status:literal => [$($ev:ident),*]),* $(,)?) => {
        $(pub static $ident: Operation = Operation {
            method: $method,
            route: $route,
            status: $status,
            events: &[$($ev),*],
        };)*
        /// Every operation that emits events (service-spec section 6.3), in catalogue order.
        pub static OPERATIONS: &[&Operation] = &[$(&$ident),*];
    };
}

// Statuses are those the service answers with on success (201 created, 204 no body). The
// routes of organization applications and of the API permissions of organization roles are
// the service's too, beyond the specification's list: their events follow its rules (a
// membership change is `Organization.Membership.Updated`, a change of a role's permissions
// `OrganizationRole.Scopes.Updated`).
operations! {
    EXPERIENCE_SUBMIT = "POST" "/experience/submit" 204 => [USER_CREATED, USER_DATA_UPDATED],
    ORG_CREATE = "POST" "/organizations" 201 => [ORGANIZATION_CREATED],
    ORG_DELETE = "DELETE" "/organizations/:id" 204 => [ORGANIZATION_DELETED],
    ORG_UPDATE = "PATCH" "/organizations/:id" 200 => [ORGANIZATION_DATA_UPDATED],
    ORG_USERS_SET = "PUT" "/organizations/:id/users" 204 => [ORGANIZATION_MEMBERSHIP_UPDATED],
    ORG_USERS_ADD = "POST" "/organizations/:id/users" 201 => [ORGANIZATION_MEMBERSHIP_UPDATED],
    ORG_USER_REMOVE = "DELETE" "/organizations/:id/users/:userId" 204 => [ORGANIZATION_MEMBERSHIP_UPDATED],
    ORG_ROLE_CREATE = "POST" "/organization-roles" 201 => [ORGANIZATION_ROLE_CREATED, ORGANIZATION_ROLE_SCOPES_UPDATED],
    ORG_ROLE_DELETE = "DELETE" "/organization-roles/:id" 204 => [ORGANIZATION_ROLE_DELETED],
    ORG_ROLE_UPDATE = "PATCH" "/organization-roles/:id" 200 => [ORGANIZATION_ROLE_DATA_UPDATED],
    ORG_SCOPE_CREATE = "POST" "/organization-scopes" 201 => [ORGANIZATION_SCOPE_CREATED],
    ORG_SCOPE_DELETE = "DELETE" "/organization-scopes/:id" 204 => [ORGANIZATION_SCOPE_DELETED],
    ORG_SCOPE_UPDATE = "PATCH" "/organization-scopes/:id" 200 => [ORGANIZATION_SCOPE_DATA_UPDATED],
    ORG_ROLE_SCOPES_SET = "PUT" "/organization-roles/:id/scopes" 204 => [ORGANIZATION_ROLE_SCOPES_UPDATED],
    ORG_ROLE_SCOPES_ADD = "POST" "/organization-roles/:id/scopes" 201 => [ORGANIZATION_ROLE_SCOPES_UPDATED],
    ORG_ROLE_SCOPE_REMOVE = "DELETE" "/organization-roles/:id/scopes/:organizationScopeId" 204 => [ORGANIZATION_ROLE_SCOPES_UPDATED],
    ORG_ROLE_RESOURCE_SCOPES_SET = "PUT" "/organization-roles/:id/resource-scopes" 204 => [ORGANIZATION_ROLE_SCOPES_UPDATED],
    ORG_ROLE_RESOURCE_SCOPES_ADD = "POST" "/organization-roles/:id/resource-scopes" 201 => [ORGANIZATION_ROLE_SCOPES_UPDATED],
    ORG_ROLE_RESOURCE_SCOPE_REMOVE = "DELETE" "/organization-roles/:id/resource-scopes/:scopeId" 204 => [ORGANIZATION_ROLE_SCOPES_UPDATED],
    ORG_APPS_SET = "PUT" "/organizations/:id/applications" 204 => [ORGANIZATION_MEMBERSHIP_UPDATED],
    ORG_APPS_ADD = "POST" "/organizations/:id/applications" 201 => [ORGANIZATION_MEMBERSHIP_UPDATED],
    ORG_APP_REMOVE = "DELETE" "/organizations/:id/applications/:applicationId" 204 => [ORGANIZATION_MEMBERSHIP_UPDATED],
    USER_CREATE = "POST" "/users" 200 => [USER_CREATED],
    USER_DELETE = "DELETE" "/users/:userId" 204 => [USER_DELETED],
    USER_UPDATE = "PATCH" "/users/:userId" 200 => [USER_DATA_UPDATED],
    USER_CUSTOM_DATA = "PATCH" "/users/:userId/custom-data" 200 => [USER_DATA_UPDATED],
    USER_PROFILE = "PATCH" "/users/:userId/profile" 200 => [USER_DATA_UPDATED],
    USER_PASSWORD = "PATCH" "/users/:userId/password" 200 => [USER_DATA_UPDATED],
    USER_SUSPENSION = "PATCH" "/users/:userId/is-suspended" 200 => [USER_SUSPENSION_STATUS_UPDATED],
    USER_MFA_CREATE = "POST" "/users/:userId/mfa-verifications" 200 => [USER_DATA_UPDATED],
    USER_MFA_DELETE = "DELETE" "/users/:userId/mfa-verifications/:verificationId" 204 => [USER_DATA_UPDATED],
    ROLE_CREATE = "POST" "/roles" 200 => [ROLE_CREATED, ROLE_SCOPES_UPDATED],
    ROLE_DELETE = "DELETE" "/roles/:id" 204 => [ROLE_DELETED],
    ROLE_UPDATE = "PATCH" "/roles/:id" 200 => [ROLE_DATA_UPDATED],
    ROLE_SCOPES_ADD = "POST" "/roles/:id/scopes" 201 => [ROLE_SCOPES_UPDATED],
    ROLE_SCOPE_REMOVE = "DELETE" "/roles/:id/scopes/:scopeId" 204 => [ROLE_SCOPES_UPDATED],
    SCOPE_CREATE = "POST" "/resources/:resourceId/scopes" 201 => [SCOPE_CREATED],
    SCOPE_DELETE = "DELETE" "/resources/:resourceId/scopes/:scopeId" 204 => [SCOPE_DELETED],
    SCOPE_UPDATE = "PATCH" "/resources/:resourceId/scopes/:scopeId" 200 => [SCOPE_DATA_UPDATED],
}

/// Is `name` an event of the catalogue?
pub fn is_event(name: &str) -> bool {
    EVENT_NAMES.contains(&name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_operation_emits_catalogued_events_only() {
        for op in OPERATIONS {
            assert!(!op.events.is_empty());
            for e in op.events {
                assert!(is_event(e), "{e}");
            }
        }
        assert_eq!(EVENT_NAMES.len(), 26);
    }
}
