//! `/api/applications`: the store's machine-to-machine clients, and their roles.

use super::{Answer, Call, Json, Routes};
use crate::ops::clients;
use axum::routing::{delete, get};
use serde::Deserialize;

pub(super) fn routes(r: Routes) -> Routes {
    r.route("/applications", get(list).post(create))
        .route("/applications/:id", get(one).patch(update).delete(remove))
        .route("/applications/:id/roles", get(roles).post(assign))
        .route("/applications/:id/roles/:roleId", delete(unassign))
}

/// The application types idctl has clients of.
const TYPES: &[&str] = &["MachineToMachine"];

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewApplication {
    name: String,
    #[serde(rename = "type")]
    kind: String,
    description: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct ApplicationPatch {
    name: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct RoleIds {
    role_ids: Vec<String>,
}

async fn list(c: Call) -> Answer {
    c.list(|tx| clients::list(tx))
}

async fn one(c: Call) -> Answer {
    c.read(|tx| clients::get(tx, c.param("id")))
}

/// 200 with the secret, shown this once (as the service answers creation).
async fn create(c: Call, Json(b): Json<NewApplication>) -> Answer {
    c.write(200, |tx| {
        if !TYPES.contains(&b.kind.as_str()) {
            return Err(crate::ops::invalid(format!(
                "type: {} is not supported; idctl clients are {}",
                crate::util::sanitize(&b.kind),
                TYPES.join(", ")
            )));
        }
        if let Some(d) = &b.description {
            crate::ops::check_len("description", d, 512)?;
        }
        clients::create(
            tx,
            clients::NewClient {
                name: b.name,
                roles: Vec::new(),
            },
        )
    })
}

async fn update(c: Call, Json(b): Json<ApplicationPatch>) -> Answer {
    c.write(200, |tx| match b.name {
        Some(name) => clients::rename(tx, c.param("id"), name),
        None => Err(crate::ops::invalid("nothing to update: give name")),
    })
}

async fn remove(c: Call) -> Answer {
    c.write(204, |tx| clients::delete(tx, c.param("id")).map(drop))
}

async fn roles(c: Call) -> Answer {
    c.list(|tx| clients::roles(tx, c.param("id")))
}

async fn assign(c: Call, Json(b): Json<RoleIds>) -> Answer {
    c.write(201, |tx| {
        if b.role_ids.is_empty() {
            return Err(crate::ops::invalid("roleIds must not be empty"));
        }
        clients::assign(tx, c.param("id"), &b.role_ids).map(drop)
    })
}

async fn unassign(c: Call) -> Answer {
    c.write(204, |tx| {
        let app = clients::get(tx, c.param("id"))?;
        let role = crate::ops::roles::get(tx, c.param("roleId"))?;
        if !clients::roles(tx, &app.id)?.iter().any(|r| r.id == role.id) {
            return Err(crate::ops::not_found(
                "role of the application",
                c.param("roleId"),
            ));
        }
        clients::unassign(tx, &app.id, &[role.id]).map(drop)
    })
}
