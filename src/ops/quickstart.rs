//! `idctl quickstart`: an example API, its permissions, an m2m role and a client, created
//! only where missing.

use crate::error::Result;
use crate::model::{Client, Resource, Role, RoleType};
use crate::store::{self, Tx};
use serde::Serialize;

pub const INDICATOR: &str = "https://api.example.com";
pub const SCOPES: [&str; 2] = ["read:orders", "write:orders"];
pub const ROLE: &str = "example-m2m";
pub const CLIENT: &str = "example-client";

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Quickstart {
    pub resource: Resource,
    pub scopes: Vec<String>,
    pub role: Role,
    pub client: Client,
    /// Only when the client was created now.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub client_secret: Option<String>,
    /// What this run created (empty when everything existed).
    pub created: Vec<String>,
}

pub fn run(tx: &mut Tx) -> Result<Quickstart> {
    let mut created = Vec::new();
    let resource = match store::resources::by_indicator(tx, INDICATOR)? {
        Some(r) => r,
        None => {
            created.push(format!("resource {INDICATOR}"));
            super::resources::create(
                tx,
                super::resources::NewResource {
                    name: "Example API".into(),
                    indicator: INDICATOR.into(),
                    ttl: None,
                    is_default: false,
                },
            )?
        }
    };
    for s in SCOPES {
        if store::scopes::find(tx, &resource.id, s)?.is_none_or(|x| x.name != s) {
            created.push(format!("permission {s}"));
            super::scopes::create(
                tx,
                super::scopes::NewScope {
                    resource: resource.id.clone(),
                    name: s.into(),
                    description: Some(format!("Example permission {s}")),
                },
            )?;
        }
    }
    let role = match store::roles::find(tx, ROLE)?.filter(|r| r.name == ROLE) {
        Some(r) if r.kind != RoleType::MachineToMachine => {
            return Err(crate::error::Error::new(
                crate::error::Code::RoleNameInUse,
                format!(
                    "a User role named {ROLE} exists; quickstart needs it to be MachineToMachine"
                ),
            )
            .with_hint(crate::error::Hint::run(
                "rename or delete it",
                format!("role update {ROLE} --name OTHER"),
            )));
        }
        Some(r) => {
            let held = store::roles::scopes(tx, &r.id)?;
            let missing: Vec<String> = SCOPES
                .iter()
                .filter(|s| {
                    !held
                        .iter()
                        .any(|h| h.resource.id == resource.id && h.scope.name == **s)
                })
                .map(|s| s.to_string())
                .collect();
            if !missing.is_empty() {
                created.push(format!("grants {} to {ROLE}", missing.join(" ")));
                super::roles::grant(tx, &r.id, &resource.id, &missing)?;
            }
            r
        }
        None => {
            created.push(format!("role {ROLE}"));
            super::roles::create(
                tx,
                super::roles::NewRole {
                    name: ROLE.into(),
                    description: Some("Example machine-to-machine role".into()),
                    kind: RoleType::MachineToMachine,
                    is_default: false,
                    scopes: Some((resource.id.clone(), SCOPES.map(String::from).to_vec())),
                    scope_ids: Vec::new(),
                },
            )?
        }
    };
    let (client, client_secret) =
        match store::clients::find(tx, CLIENT)?.filter(|c| c.name == CLIENT) {
            Some(c) if c.kind != crate::model::ClientType::MachineToMachine => {
                return Err(crate::error::Error::new(crate::error::Code::ApplicationNameInUse,
                format!(
                    "a {} client named {CLIENT} exists; quickstart needs it to be MachineToMachine",
                    c.kind.as_str()
                ),
            )
            .with_hint(crate::error::Hint::run(
                "rename or delete it",
                format!("client update {CLIENT} --name OTHER"),
            )));
            }
            Some(c) => {
                if !store::clients::roles(tx, &c.id)?
                    .iter()
                    .any(|r| r.id == role.id)
                {
                    created.push(format!("role {ROLE} for {CLIENT}"));
                    super::clients::assign(tx, &c.id, std::slice::from_ref(&role.id))?;
                }
                (c, None)
            }
            None => {
                created.push(format!("client {CLIENT}"));
                let c = super::clients::create(
                    tx,
                    super::clients::NewClient::m2m(CLIENT.into(), vec![role.id.clone()]),
                )?;
                (c.client, c.secret)
            }
        };
    Ok(Quickstart {
        resource,
        scopes: SCOPES.map(String::from).to_vec(),
        role,
        client,
        client_secret,
        created,
    })
}
