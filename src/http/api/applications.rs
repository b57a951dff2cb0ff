//! `/api/applications`: the store's clients (native, SPA, traditional, machine-to-machine),
//! and the roles of machine-to-machine ones.

use super::{Answer, Call, Json, Routes};
use crate::model::{ClientType, IdTokenAlg};
use crate::ops::clients;
use axum::routing::get;
use serde::Deserialize;

pub(super) fn routes(r: Routes) -> Routes {
    r.route("/applications", get(list))
        .write("POST", "/applications", 200, create)
        .route("/applications/:id", get(one))
        .write("PATCH", "/applications/:id", 200, update)
        .write("DELETE", "/applications/:id", 204, remove)
        .route("/applications/:id/roles", get(roles))
        .write("POST", "/applications/:id/roles", 201, assign)
        .write("DELETE", "/applications/:id/roles/:roleId", 204, unassign)
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
    c.write(|tx| {
        let kind = ClientType::parse(&b.kind).ok_or_else(|| {
            crate::ops::invalid(format!(
                "type: {} is not supported; idctl clients are {}",
                crate::util::sanitize(&b.kind),
                ClientType::ALL.map(ClientType::as_str).join(", ")
            ))
        })?;
        let meta = b.oidc_client_metadata.unwrap_or_default();
        let alg = meta.alg()?;
        clients::create(
            tx,
            clients::NewClient {
                // Generated, as the service does: `idctl client create --id` and a
                // manifest's `id` choose one.
                id: None,
                name: b.name,
                kind,
                redirect_uris: meta.redirect_uris.unwrap_or_default(),
                post_logout_redirect_uris: meta.post_logout_redirect_uris.unwrap_or_default(),
                id_token_signed_response_alg: alg,
                roles: Vec::new(),
                description: b.description,
                secret: None,
            },
        )
    })
}

/// Changes `name` and what `oidcClientMetadata` gives (each list replaces the client's).
async fn update(c: Call, Json(b): Json<ApplicationPatch>) -> Answer {
    c.write(|tx| {
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
    c.write(|tx| clients::delete(tx, c.param("id")).map(drop))
}

async fn roles(c: Call) -> Answer {
    c.list(|tx, page| clients::roles_page(tx, c.param("id"), page))
}

async fn assign(c: Call, Json(b): Json<RoleIds>) -> Answer {
    c.write(|tx| clients::assign_ids(tx, c.param("id"), &b.role_ids).map(drop))
}

async fn unassign(c: Call) -> Answer {
    c.write(|tx| clients::unassign_id(tx, c.param("id"), c.param("roleId")).map(drop))
}
