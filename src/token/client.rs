//! Client authentication at the token, introspection and revocation endpoints.

use crate::error::{Error, Result};
use crate::model::Client;
use crate::store::{self, Tx};

/// The app id of tokens minted for users when no registered client is named: a public
/// client (no secret), like the reference service's single-page and native apps.
pub const BUILTIN_APP_ID: &str = "idctl";

/// What the caller presented: a client id and perhaps a secret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Presented {
    pub id: String,
    pub secret: Option<String>,
}

/// An authenticated client.
#[derive(Debug, Clone)]
pub enum Authenticated {
    /// A public client, the built-in app or a registered native or single-page app:
    /// identified by its id, not authenticated (it has no secret).
    Public(String),
    /// A registered client that proved its secret.
    Confidential(Client),
}

impl Authenticated {
    pub fn id(&self) -> &str {
        match self {
            Authenticated::Public(id) => id,
            Authenticated::Confidential(c) => &c.id,
        }
    }
}

/// The stored form of no secret at all, compared against when a client is unknown, so that
/// the work done does not depend on whether the client exists.
const DUMMY_HASH: &str = "0000000000000000000000000000000000000000000000000000000000000000";

pub fn failed() -> Error {
    Error::oauth("invalid_client", "client authentication failed")
}

/// Checks a presented client: a public client (the built-in app, a native or single-page
/// app) by id alone, a confidential one by its secret (hashed, compared in constant time).
/// A secret presented for a public client fails, as does a missing one for a confidential
/// client (the service: the mechanism does not match the client's registered method).
pub fn authenticate(tx: &Tx, presented: &Presented) -> Result<Authenticated> {
    if presented.id == BUILTIN_APP_ID {
        // A public client has no secret to present.
        return match presented.secret {
            None => Ok(Authenticated::Public(presented.id.clone())),
            Some(_) => Err(failed()),
        };
    }
    let found = store::clients::credentials(tx, &presented.id)?;
    let given = crate::util::hash_secret(presented.secret.as_deref().unwrap_or(""));
    // A public client's stored hash is empty: it never matches.
    let stored = found.as_ref().map_or(DUMMY_HASH, |(_, h)| h.as_str());
    let matches = crate::util::ct_eq(given.as_bytes(), stored.as_bytes());
    match found {
        None => Err(Error::oauth(
            "invalid_client",
            format!("invalid client {}", presented.id),
        )),
        Some((client, _)) if client.kind.is_public() => match presented.secret {
            None => Ok(Authenticated::Public(client.id)),
            Some(_) => Err(failed()),
        },
        Some((client, stored)) if matches && presented.secret.is_some() && !stored.is_empty() => {
            Ok(Authenticated::Confidential(client))
        }
        Some(_) => Err(failed()),
    }
}

/// Client authentication at the HTTP endpoints: by client id only, as the service does (the
/// command line also takes a client's name, for people).
pub fn authenticate_id(tx: &Tx, presented: &Presented) -> Result<Authenticated> {
    let found = authenticate(tx, presented)?;
    if found.id() != presented.id {
        return Err(Error::oauth(
            "invalid_client",
            format!("invalid client {}", presented.id),
        ));
    }
    Ok(found)
}
