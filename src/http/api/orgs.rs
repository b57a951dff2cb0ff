//! `/api/organizations` (with members and machine-to-machine applications),
//! `/api/organization-roles` (with their organization and API resource permissions) and
//! `/api/organization-scopes`.

use super::{Answer, Call, Json, Routes};
use crate::events::catalogue as cat;
use crate::model::RoleType;
use crate::ops::org_apps;
use crate::ops::orgs::{self, NamedOps};
use axum::routing::get;
use serde::Deserialize;
use serde_json::Value;

pub(super) fn routes(r: Routes) -> Routes {
    r.route("/organizations", get(list))
        .op(&cat::ORG_CREATE, create)
        .route("/organizations/:id", get(one))
        .op(&cat::ORG_UPDATE, update)
        .op(&cat::ORG_DELETE, remove)
        .route("/organizations/:id/users", get(members))
        .op(&cat::ORG_USERS_ADD, add_members)
        .op(&cat::ORG_USERS_SET, set_members)
        .op(&cat::ORG_USER_REMOVE, remove_member)
        .route("/organizations/:id/applications", get(apps))
        .op(&cat::ORG_APPS_ADD, add_apps)
        .op(&cat::ORG_APPS_SET, set_apps)
        .op(&cat::ORG_APP_REMOVE, remove_app)
        .route(
            "/organizations/:id/applications/:applicationId/roles",
            get(app_roles),
        )
        .write(
            "POST",
            "/organizations/:id/applications/:applicationId/roles",
            201,
            add_app_roles,
        )
        .write(
            "PUT",
            "/organizations/:id/applications/:applicationId/roles",
            204,
            set_app_roles,
        )
        .write(
            "DELETE",
            "/organizations/:id/applications/:applicationId/roles/:organizationRoleId",
            204,
            remove_app_role,
        )
        .route("/organization-roles", get(list_roles))
        .op(&cat::ORG_ROLE_CREATE, create_role)
        .route("/organization-roles/:id", get(one_role))
        .op(&cat::ORG_ROLE_UPDATE, update_role)
        .op(&cat::ORG_ROLE_DELETE, delete_role)
        .route("/organization-roles/:id/scopes", get(role_scopes))
        .op(&cat::ORG_ROLE_SCOPES_ADD, add_role_scopes)
        .op(&cat::ORG_ROLE_SCOPES_SET, set_role_scopes)
        .op(&cat::ORG_ROLE_SCOPE_REMOVE, remove_role_scope)
        .route(
            "/organization-roles/:id/resource-scopes",
            get(role_resource_scopes),
        )
        .op(&cat::ORG_ROLE_RESOURCE_SCOPES_ADD, add_role_resource_scopes)
        .op(&cat::ORG_ROLE_RESOURCE_SCOPES_SET, set_role_resource_scopes)
        .op(
            &cat::ORG_ROLE_RESOURCE_SCOPE_REMOVE,
            remove_role_resource_scope,
        )
        .route("/organization-scopes", get(list_scopes))
        .op(&cat::ORG_SCOPE_CREATE, create_scope)
        .route("/organization-scopes/:id", get(one_scope))
        .op(&cat::ORG_SCOPE_UPDATE, update_scope)
        .op(&cat::ORG_SCOPE_DELETE, delete_scope)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewOrg {
    name: String,
    description: Option<String>,
    custom_data: Option<Value>,
    is_mfa_required: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct OrgPatch {
    name: Option<String>,
    description: Option<String>,
    custom_data: Option<Value>,
    is_mfa_required: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct UserIds {
    user_ids: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewOrgRole {
    name: String,
    description: Option<String>,
    /// `User` (the default) or `MachineToMachine`; fixed at creation.
    #[serde(rename = "type")]
    kind: Option<RoleType>,
    organization_scope_ids: Option<Vec<String>>,
    resource_scope_ids: Option<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct ResourceScopeIds {
    scope_ids: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct ApplicationIds {
    application_ids: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct OrgRoleIds {
    organization_role_ids: Vec<String>,
}

/// `type` is not a field: a role's type is fixed at creation (unknown fields are refused,
/// named).
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NamedPatch {
    name: Option<String>,
    description: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewNamed {
    name: String,
    description: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct ScopeIds {
    organization_scope_ids: Vec<String>,
}

async fn list(c: Call) -> Answer {
    c.list(|tx, page| orgs::page(tx, page))
}

async fn one(c: Call) -> Answer {
    c.read(|tx| orgs::resolve(tx, c.param("id")))
}

async fn create(c: Call, Json(b): Json<NewOrg>) -> Answer {
    c.write(|tx| {
        orgs::create(
            tx,
            orgs::NewOrg {
                name: b.name,
                description: b.description,
                custom_data: b.custom_data,
                is_mfa_required: b.is_mfa_required,
            },
        )
    })
}

/// `customData` replaces the stored object, as the service's PATCH does.
async fn update(c: Call, Json(b): Json<OrgPatch>) -> Answer {
    c.write(|tx| {
        orgs::update(
            tx,
            c.param("id"),
            orgs::OrgUpdate {
                name: b.name,
                description: b.description,
                custom_data: b.custom_data,
                replace_custom_data: true,
                is_mfa_required: b.is_mfa_required,
            },
        )
    })
}

async fn remove(c: Call) -> Answer {
    c.write(|tx| orgs::delete(tx, c.param("id")).map(drop))
}

async fn members(c: Call) -> Answer {
    c.list(|tx, page| orgs::members_page(tx, c.param("id"), page))
}

async fn add_members(c: Call, Json(b): Json<UserIds>) -> Answer {
    c.write(|tx| orgs::add_member_ids(tx, c.param("id"), &b.user_ids).map(drop))
}

async fn set_members(c: Call, Json(b): Json<UserIds>) -> Answer {
    c.write(|tx| orgs::set_members(tx, c.param("id"), &b.user_ids).map(drop))
}

async fn remove_member(c: Call) -> Answer {
    c.write(|tx| orgs::remove_member_id(tx, c.param("id"), c.param("userId")).map(drop))
}

fn list_named(c: &Call, ops: &NamedOps) -> Answer {
    c.list(|tx, page| ops.page(tx, page))
}

async fn list_roles(c: Call) -> Answer {
    list_named(&c, &orgs::ROLES)
}

async fn list_scopes(c: Call) -> Answer {
    list_named(&c, &orgs::SCOPES)
}

async fn one_role(c: Call) -> Answer {
    c.read(|tx| orgs::ROLES.get(tx, c.param("id")))
}

async fn one_scope(c: Call) -> Answer {
    c.read(|tx| orgs::SCOPES.get(tx, c.param("id")))
}

async fn create_role(c: Call, Json(b): Json<NewOrgRole>) -> Answer {
    c.write(|tx| {
        orgs::create_role(
            tx,
            orgs::NewOrgRole {
                name: b.name,
                description: b.description,
                kind: b.kind.unwrap_or(RoleType::User),
                scopes: b.organization_scope_ids.unwrap_or_default(),
                resource_scopes: None,
                resource_scope_ids: b.resource_scope_ids.unwrap_or_default(),
            },
        )
    })
}

async fn create_scope(c: Call, Json(b): Json<NewNamed>) -> Answer {
    c.write(|tx| orgs::SCOPES.create(tx, b.name, b.description, &[]))
}

async fn update_role(c: Call, Json(b): Json<NamedPatch>) -> Answer {
    c.write(|tx| orgs::ROLES.update(tx, c.param("id"), b.name, b.description))
}

async fn update_scope(c: Call, Json(b): Json<NamedPatch>) -> Answer {
    c.write(|tx| orgs::SCOPES.update(tx, c.param("id"), b.name, b.description))
}

async fn delete_role(c: Call) -> Answer {
    c.write(|tx| orgs::ROLES.delete(tx, c.param("id")).map(drop))
}

async fn delete_scope(c: Call) -> Answer {
    c.write(|tx| orgs::SCOPES.delete(tx, c.param("id")).map(drop))
}

async fn role_scopes(c: Call) -> Answer {
    c.list(|tx, page| orgs::role_scopes_page(tx, c.param("id"), page))
}

async fn add_role_scopes(c: Call, Json(b): Json<ScopeIds>) -> Answer {
    c.write(|tx| orgs::add_role_scope_ids(tx, c.param("id"), &b.organization_scope_ids).map(drop))
}

async fn set_role_scopes(c: Call, Json(b): Json<ScopeIds>) -> Answer {
    c.write(|tx| orgs::set_role_scopes(tx, c.param("id"), &b.organization_scope_ids).map(drop))
}

async fn remove_role_scope(c: Call) -> Answer {
    c.write(|tx| {
        orgs::remove_role_scope_id(tx, c.param("id"), c.param("organizationScopeId")).map(drop)
    })
}

async fn role_resource_scopes(c: Call) -> Answer {
    c.list(|tx, page| orgs::role_resource_scopes_page(tx, c.param("id"), page))
}

async fn add_role_resource_scopes(c: Call, Json(b): Json<ResourceScopeIds>) -> Answer {
    c.write(|tx| orgs::add_role_resource_scope_ids(tx, c.param("id"), &b.scope_ids).map(drop))
}

async fn set_role_resource_scopes(c: Call, Json(b): Json<ResourceScopeIds>) -> Answer {
    c.write(|tx| orgs::set_role_resource_scope_ids(tx, c.param("id"), &b.scope_ids).map(drop))
}

async fn remove_role_resource_scope(c: Call) -> Answer {
    c.write(|tx| {
        orgs::remove_role_resource_scope_id(tx, c.param("id"), c.param("scopeId")).map(drop)
    })
}

async fn apps(c: Call) -> Answer {
    c.list(|tx, page| org_apps::apps_page(tx, c.param("id"), page))
}

async fn add_apps(c: Call, Json(b): Json<ApplicationIds>) -> Answer {
    c.write(|tx| org_apps::add_app_ids(tx, c.param("id"), &b.application_ids).map(drop))
}

async fn set_apps(c: Call, Json(b): Json<ApplicationIds>) -> Answer {
    c.write(|tx| org_apps::set_apps(tx, c.param("id"), &b.application_ids).map(drop))
}

async fn remove_app(c: Call) -> Answer {
    c.write(|tx| org_apps::remove_app_id(tx, c.param("id"), c.param("applicationId")).map(drop))
}

async fn app_roles(c: Call) -> Answer {
    c.list(|tx, page| org_apps::app_role_page(tx, c.param("id"), c.param("applicationId"), page))
}

async fn add_app_roles(c: Call, Json(b): Json<OrgRoleIds>) -> Answer {
    c.write(|tx| {
        org_apps::add_app_role_ids(
            tx,
            c.param("id"),
            c.param("applicationId"),
            &b.organization_role_ids,
        )
        .map(drop)
    })
}

async fn set_app_roles(c: Call, Json(b): Json<OrgRoleIds>) -> Answer {
    c.write(|tx| {
        org_apps::set_app_roles(
            tx,
            c.param("id"),
            c.param("applicationId"),
            &b.organization_role_ids,
        )
        .map(drop)
    })
}

async fn remove_app_role(c: Call) -> Answer {
    c.write(|tx| {
        org_apps::remove_app_role_id(
            tx,
            c.param("id"),
            c.param("applicationId"),
            c.param("organizationRoleId"),
        )
        .map(drop)
    })
}
