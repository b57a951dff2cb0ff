//! `/api/resources` and their permissions (`/api/resources/:resourceId/scopes`).

use super::{Answer, Call, Json, Routes};
use crate::events::catalogue as cat;
use crate::ops::{resources, scopes};
use axum::routing::get;
use serde::Deserialize;
use serde_json::Value;

pub(super) fn routes(r: Routes) -> Routes {
    r.route("/resources", get(list))
        .write("POST", "/resources", 201, create)
        .route("/resources/:id", get(one))
        .write("PATCH", "/resources/:id", 200, update)
        .write("DELETE", "/resources/:id", 204, delete)
        .write("PATCH", "/resources/:id/is-default", 200, set_default)
        .route("/resources/:resourceId/scopes", get(list_scopes))
        .op(&cat::SCOPE_CREATE, create_scope)
        .route("/resources/:resourceId/scopes/:scopeId", get(one_scope))
        .op(&cat::SCOPE_UPDATE, update_scope)
        .op(&cat::SCOPE_DELETE, delete_scope)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewResource {
    name: String,
    indicator: String,
    access_token_ttl: Option<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct ResourcePatch {
    name: Option<String>,
    access_token_ttl: Option<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct IsDefault {
    is_default: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewScope {
    name: String,
    description: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct ScopePatch {
    name: Option<String>,
    description: Option<String>,
}

/// A resource as the service answers its creation: with its (no) permissions.
fn with_scopes(r: &crate::model::Resource) -> crate::error::Result<Value> {
    let mut v = serde_json::to_value(r)?;
    v["scopes"] = Value::Array(Vec::new());
    Ok(v)
}

async fn list(c: Call) -> Answer {
    c.list(|tx, page| resources::page(tx, page))
}

async fn one(c: Call) -> Answer {
    c.read(|tx| resources::get(tx, c.param("id")))
}

async fn create(c: Call, Json(b): Json<NewResource>) -> Answer {
    c.write(|tx| {
        let r = resources::create(
            tx,
            resources::NewResource {
                name: b.name,
                indicator: b.indicator,
                ttl: b.access_token_ttl,
                is_default: false,
            },
        )?;
        with_scopes(&r)
    })
}

async fn update(c: Call, Json(b): Json<ResourcePatch>) -> Answer {
    c.write(|tx| {
        resources::update(
            tx,
            c.param("id"),
            resources::ResourceUpdate {
                name: b.name,
                ttl: b.access_token_ttl,
            },
        )
    })
}

async fn set_default(c: Call, Json(b): Json<IsDefault>) -> Answer {
    c.write(|tx| {
        if b.is_default {
            return resources::set_default(tx, c.param("id"));
        }
        let mut r = resources::get(tx, c.param("id"))?;
        crate::ops::builtin::guard_resource(&r)?;
        if r.is_default {
            resources::unset_default(tx)?;
            r.is_default = false;
        }
        Ok(r)
    })
}

async fn delete(c: Call) -> Answer {
    c.write(|tx| resources::delete(tx, c.param("id")))
}

async fn list_scopes(c: Call) -> Answer {
    let search = c.query("search");
    let search = search.filter(|s| !s.is_empty());
    c.list(|tx, page| scopes::page(tx, c.param("resourceId"), search.as_deref(), page))
}

async fn one_scope(c: Call) -> Answer {
    c.read(|tx| scopes::get(tx, c.param("resourceId"), c.param("scopeId")))
}

async fn create_scope(c: Call, Json(b): Json<NewScope>) -> Answer {
    c.write(|tx| {
        scopes::create(
            tx,
            scopes::NewScope {
                resource: c.param("resourceId").to_string(),
                name: b.name,
                description: b.description,
            },
        )
    })
}

async fn update_scope(c: Call, Json(b): Json<ScopePatch>) -> Answer {
    c.write(|tx| {
        scopes::update(
            tx,
            c.param("resourceId"),
            c.param("scopeId"),
            scopes::ScopeUpdate {
                name: b.name,
                description: b.description,
            },
        )
    })
}

async fn delete_scope(c: Call) -> Answer {
    c.write(|tx| scopes::delete(tx, c.param("resourceId"), c.param("scopeId")).map(drop))
}
