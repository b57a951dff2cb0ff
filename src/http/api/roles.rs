//! `/api/roles` and their permissions (`/api/roles/:id/scopes`).

use super::{Answer, Call, Json, Routes};
use crate::events::catalogue as cat;
use crate::model::{RoleType, Scope};
use crate::ops::roles;
use axum::routing::get;
use serde::Deserialize;

pub(super) fn routes(r: Routes) -> Routes {
    r.route("/roles", get(list))
        .op(&cat::ROLE_CREATE, create)
        .route("/roles/:id", get(one))
        .op(&cat::ROLE_UPDATE, update)
        .op(&cat::ROLE_DELETE, delete)
        .route("/roles/:id/scopes", get(scopes))
        .op(&cat::ROLE_SCOPES_ADD, add_scopes)
        .op(&cat::ROLE_SCOPE_REMOVE, remove_scope)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewRole {
    name: String,
    description: String,
    #[serde(rename = "type")]
    kind: Option<RoleType>,
    is_default: Option<bool>,
    scope_ids: Option<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct RolePatch {
    name: Option<String>,
    description: Option<String>,
    is_default: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct ScopeIds {
    scope_ids: Vec<String>,
}

async fn list(c: Call) -> Answer {
    let search = c.query("search");
    let kind = c.query("type");
    c.list(|tx, page| roles::page(tx, kind.as_deref(), search.as_deref(), page))
}

async fn one(c: Call) -> Answer {
    c.read(|tx| roles::get(tx, c.param("id")))
}

async fn create(c: Call, Json(b): Json<NewRole>) -> Answer {
    c.write(|tx| {
        roles::create(
            tx,
            roles::NewRole {
                name: b.name,
                description: Some(b.description),
                kind: b.kind.unwrap_or(RoleType::User),
                is_default: b.is_default.unwrap_or(false),
                scopes: None,
                scope_ids: b.scope_ids.unwrap_or_default(),
            },
        )
    })
}

async fn update(c: Call, Json(b): Json<RolePatch>) -> Answer {
    c.write(|tx| {
        roles::update(
            tx,
            c.param("id"),
            roles::RoleUpdate {
                name: b.name,
                description: b.description,
                is_default: b.is_default,
            },
        )
    })
}

async fn delete(c: Call) -> Answer {
    c.write(|tx| roles::delete(tx, c.param("id")).map(drop))
}

async fn scopes(c: Call) -> Answer {
    c.list(|tx, page| roles::scopes_page(tx, c.param("id"), page))
}

async fn add_scopes(c: Call, Json(b): Json<ScopeIds>) -> Answer {
    c.write(|tx| {
        let all = roles::grant_ids(tx, c.param("id"), &b.scope_ids)?;
        Ok(all.into_iter().map(|s| s.scope).collect::<Vec<Scope>>())
    })
}

async fn remove_scope(c: Call) -> Answer {
    c.write(|tx| roles::revoke_id(tx, c.param("id"), c.param("scopeId")))
}
