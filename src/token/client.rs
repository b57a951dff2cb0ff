//! Client authentication at the token, introspection and revocation endpoints, and for the
//! command line's grants: the one credentials type, and the one HTTP Basic parser.

use super::oauth::OAuthError;
use crate::error::Code;
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

pub fn failed() -> OAuthError {
    OAuthError::client_authentication_failed()
}

fn unknown(id: &str) -> OAuthError {
    OAuthError::new(Code::InvalidClient, format!("invalid client {id}"))
}

/// Checks a presented client: a public client (the built-in app, a native or single-page
/// app) by id alone, a confidential one by its secret (hashed, compared in constant time).
/// A secret presented for a public client fails, as does a missing one for a confidential
/// client (the service: the mechanism does not match the client's registered method).
/// The command line also names a client by its name, for people.
pub fn authenticate(tx: &Tx, presented: &Presented) -> Result<Authenticated, OAuthError> {
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
        None => Err(unknown(&presented.id)),
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
pub fn authenticate_id(tx: &Tx, presented: &Presented) -> Result<Authenticated, OAuthError> {
    let found = authenticate(tx, presented)?;
    if found.id() != presented.id {
        return Err(unknown(&presented.id));
    }
    Ok(found)
}

/// An `Authorization: Basic` value: base64 of `client_id:client_secret`, each part
/// form-encoded (RFC 6749 section 2.3.1). `scheme_optional`: the command line's `--basic`
/// takes the value with or without its `Basic ` scheme; the HTTP header must name it.
pub fn parse_basic(value: &[u8], scheme_optional: bool) -> Result<Presented, OAuthError> {
    let bad = || {
        OAuthError::new(
            Code::InvalidRequest,
            "invalid authorization header value format",
        )
    };
    let text = std::str::from_utf8(value).map_err(|_| bad())?.trim();
    let encoded = match text.split_once(' ') {
        Some((scheme, rest)) if scheme.eq_ignore_ascii_case("basic") => rest.trim(),
        Some(_) => return Err(bad()),
        None if scheme_optional => text,
        None => return Err(bad()),
    };
    let decoded = base64::Engine::decode(&base64::engine::general_purpose::STANDARD, encoded)
        .map_err(|_| bad())?;
    let pos = decoded.iter().position(|b| *b == b':').ok_or_else(bad)?;
    let id = crate::util::form_decode(&decoded[..pos]).ok_or_else(bad)?;
    let secret = crate::util::form_decode(&decoded[pos + 1..]).ok_or_else(bad)?;
    if id.is_empty() {
        return Err(bad());
    }
    if secret.is_empty() {
        return Err(OAuthError::new(
            Code::InvalidRequest,
            "client_secret must be provided in the Authorization header",
        ));
    }
    Ok(Presented {
        id,
        secret: Some(secret),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine;

    #[test]
    fn basic_credentials_are_form_decoded_and_need_both_parts() {
        let b = base64::engine::general_purpose::STANDARD.encode("abc:s3cret:x");
        let want = Presented {
            id: "abc".into(),
            secret: Some("s3cret:x".into()),
        };
        assert_eq!(parse_basic(b.as_bytes(), true).unwrap(), want);
        assert_eq!(
            parse_basic(format!("Basic {b}").as_bytes(), false).unwrap(),
            want
        );
        assert_eq!(
            parse_basic(format!("basic {b}").as_bytes(), true).unwrap(),
            want
        );
        // The header names its scheme; the command line's value may leave it out.
        assert!(parse_basic(b.as_bytes(), false).is_err());
        assert!(parse_basic(format!("Bearer {b}").as_bytes(), true).is_err());
        let encoded = base64::engine::general_purpose::STANDARD.encode("a%3Ab:s+e%25t");
        let p = parse_basic(encoded.as_bytes(), true).unwrap();
        assert_eq!((p.id.as_str(), p.secret.as_deref()), ("a:b", Some("s e%t")));
        for bad in ["%%%", "bm9jb2xvbg", "OnNlY3JldA==", "", "YWJjOg=="] {
            let e = parse_basic(bad.as_bytes(), true).unwrap_err();
            assert_eq!(e.code(), Code::InvalidRequest, "{bad}");
        }
        assert!(parse_basic(b"Basic \xff\xfe", false).is_err());
    }
}
