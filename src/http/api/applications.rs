//! `/api/applications`: the store's clients (native, SPA, traditional, machine-to-machine),
//! and the roles of machine-to-machine ones.

use super::{Answer, Call, Json, Routes};
use crate::model::{ClientType, IdTokenAlg};
use crate::ops::clients;
use axum::routing::{delete, get};
use serde::Deserialize;

pub(super) fn routes(r: Routes) -> Routes {
    r.route("/applications", get(list).post(create))
        .route("/applications/:id", get(one).patch(update).delete(remove))
        .route("/applications/:id/roles", get(roles).post(assign))
        .route("/applications/:id/roles/:roleId", delete(unassign))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewApplication {
    name: String,
    #[serde(rename = "type")]
    kind: String,
    description: Option<String>,
    oidc_client_metadata: Option<MetadataPatch>,
}

/// `oidcClientMetadata` of a request: the lists given replace the client's;
/// `idTokenSignedResponseAlg` (the standard `id_token_signed_response_alg`, camel-cased as
/// the service's provider reads this object) chooses the ID token algorithm.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct MetadataPatch {
    redirect_uris: Option<Vec<String>>,
    post_logout_redirect_uris: Option<Vec<String>>,
    id_token_signed_response_alg: Option<String>,
}

impl MetadataPatch {
    /// The ID token algorithm asked for, if any (RS256 or ES384).
    fn alg(&self) -> crate::error::Result<Option<IdTokenAlg>> {
        self.id_token_signed_response_alg
            .as_deref()
            .map(|a| {
                IdTokenAlg::parse(a).ok_or_else(|| {
                    crate::ops::invalid(format!(
                        "oidcClientMetadata.idTokenSignedResponseAlg: {} is not supported; use {}",
                        crate::util::sanitize(a),
                        IdTokenAlg::ALL.map(IdTokenAlg::as_str).join(" or ")
                    ))
                })
            })
            .transpose()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct ApplicationPatch {
    name: Option<String>,
    oidc_client_metadata: Option<MetadataPatch>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct RoleIds {
    role_ids: Vec<String>,
}

async fn list(c: Call) -> Answer {
    c.list(|tx, page| clients::page(tx, page))
}

async fn one(c: Call) -> Answer {
    c.read(|tx| clients::get(tx, c.param("id")))
}

/// 200 with the secret, shown this once, for confidential types (as the service answers
/// creation); public clients (Native, SPA) have none.
async fn create(c: Call, Json(b): Json<NewApplication>) -> Answer {
    c.write(200, |tx| {
        let kind = ClientType::parse(&b.kind).ok_or_else(|| {
            crate::ops::invalid(format!(
                "type: {} is not supported; idctl clients are {}",
                crate::util::sanitize(&b.kind),
                ClientType::ALL.map(ClientType::as_str).join(", ")
            ))
        })?;
        if let Some(d) = &b.description {
            crate::ops::check_len("description", d, 512)?;
        }
        let meta = b.oidc_client_metadata.unwrap_or_default();
        let alg = meta.alg()?;
        clients::create(
            tx,
            clients::NewClient {
                name: b.name,
                kind,
                redirect_uris: meta.redirect_uris.unwrap_or_default(),
                post_logout_redirect_uris: meta.post_logout_redirect_uris.unwrap_or_default(),
                id_token_signed_response_alg: alg,
                roles: Vec::new(),
            },
        )
    })
}

/// Changes `name` and what `oidcClientMetadata` gives (each list replaces the client's).
async fn update(c: Call, Json(b): Json<ApplicationPatch>) -> Answer {
    c.write(200, |tx| {
        let meta = b.oidc_client_metadata.unwrap_or_default();
        let input = clients::ClientUpdate {
            id_token_signed_response_alg: meta.alg()?,
            name: b.name,
            redirect_uris: meta.redirect_uris,
            post_logout_redirect_uris: meta.post_logout_redirect_uris,
        };
        if input.is_empty() {
            return Err(crate::ops::invalid(
                "nothing to update: give name or oidcClientMetadata",
            ));
        }
        clients::update(tx, c.param("id"), input)
    })
}

async fn remove(c: Call) -> Answer {
    c.write(204, |tx| clients::delete(tx, c.param("id")).map(drop))
}

async fn roles(c: Call) -> Answer {
    c.list(|tx, page| clients::roles_page(tx, c.param("id"), page))
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
