//! The manifest of `idctl apply` and `idctl export` (format version 1, see docs/apply.md):
//! its records, what `ops::apply` takes and `export` gives. Reading and writing the file
//! (TOML or JSON) is the front's (`crate::manifest`).

use crate::error::{Code, Error, Result};
use crate::model::ClientType;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

/// The format version this build reads and writes.
pub const VERSION: i64 = 1;

/// The error of a manifest that does not fit the format.
pub(crate) fn invalid(message: impl Into<String>) -> Error {
    Error::new(Code::ManifestInvalid, message)
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    pub version: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base_url: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resources: Vec<Resource>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub roles: Vec<Role>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub clients: Vec<Client>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub users: Vec<User>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub organization_scopes: Vec<OrgScope>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub organization_roles: Vec<OrgRole>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub organizations: Vec<Organization>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hooks: Vec<Hook>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keys: Vec<Key>,
    /// Custom token claims scripts (see `ops::apply::claims`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jwt_customizer: Option<JwtCustomizers>,
    /// The code channels' connectors (see `ops::apply::connectors`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connectors: Option<Connectors>,
    /// Sign-in connectors: another identity provider users sign in with (see
    /// `ops::apply::sign_in_connectors`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sign_in_connectors: Vec<SignInConnector>,
}

/// A sign-in connector (`[[sign_in_connectors]]`): the flags of `idctl connector set oidc`
/// or `set oauth2`. Its client secret stays a reference, read by the server when used.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SignInConnector {
    pub name: String,
    /// `oidc` or `oauth2`.
    pub protocol: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub issuer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization_endpoint: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token_endpoint: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub userinfo_endpoint: Option<String>,
    pub client_id: String,
    /// `{ env = "NAME" }` or `{ file = "PATH" }` (relative to the manifest's folder).
    pub client_secret: SecretRef,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// `social` or `sso`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link_by_email: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_field: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email_field: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email_verified_field: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_field: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub avatar_field: Option<String>,
}

/// A signing key the store holds: its private key file (see `ops::apply::keys`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Key {
    /// The key file, relative to the manifest's folder (PEM or a private JWK).
    pub file: String,
    /// The key that signs (at most one; none: the first).
    #[serde(default, skip_serializing_if = "is_false")]
    pub current: bool,
    /// The key read from `file`, by the front before the transaction.
    #[serde(skip)]
    pub loaded: Option<crate::store::keys::StoredKey>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resource {
    pub indicator: String,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access_token_ttl: Option<i64>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub default: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scopes: Option<Vec<Scope>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scope {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RoleKind {
    /// Also read as the service's `User`.
    #[default]
    #[serde(alias = "User")]
    User,
    /// Also read as the service's `MachineToMachine`.
    #[serde(alias = "MachineToMachine")]
    M2m,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Role {
    pub name: String,
    #[serde(rename = "type", default)]
    pub kind: RoleKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub default: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scopes: Option<Vec<RoleScope>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoleScope {
    pub resource: String,
    pub name: String,
}

/// The type of a client, as `client create --type` spells it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ClientKind {
    Native,
    Spa,
    Traditional,
    #[default]
    M2m,
}

impl ClientKind {
    pub fn client_type(self) -> ClientType {
        match self {
            ClientKind::Native => ClientType::Native,
            ClientKind::Spa => ClientType::Spa,
            ClientKind::Traditional => ClientType::Traditional,
            ClientKind::M2m => ClientType::MachineToMachine,
        }
    }

    pub fn of(t: ClientType) -> ClientKind {
        match t {
            ClientType::Native => ClientKind::Native,
            ClientType::Spa => ClientKind::Spa,
            ClientType::Traditional => ClientKind::Traditional,
            ClientType::MachineToMachine => ClientKind::M2m,
        }
    }
}

/// A client. Absent lists (`roles`, `redirect_uris`, `post_logout_redirect_uris`) leave a
/// client's as they are; a list given is the whole list. The type and the id never change.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Client {
    /// The client's id (`client_id`): a new client gets it; absent: a generated one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    pub name: String,
    #[serde(rename = "type", default)]
    pub kind: ClientKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roles: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redirect_uris: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub post_logout_redirect_uris: Option<Vec<String>>,
    /// The algorithm of the app's ID tokens (`RS256` or `ES384`); absent: left as it is (a
    /// new client: the signing key's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_token_signed_response_alg: Option<crate::model::IdTokenAlg>,
    /// The secret of a confidential client, by reference; absent: a new client gets a
    /// generated one, an existing one keeps its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<SecretRef>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct User {
    pub username: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub avatar: Option<String>,
    /// Boxed: most users have none, and a manifest may hold a hundred thousand users.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_data: Option<Box<Map<String, Value>>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roles: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password_digest: Option<String>,
    /// `true`: the user is suspended (no token from any grant, no sign-in); `false`: active;
    /// absent: left as it is (a new user is active). `export` writes it for suspended users.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suspended: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OrgScope {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OrgRole {
    pub name: String,
    /// `user`: for members; `m2m`: for member applications. Never changes.
    #[serde(rename = "type", default)]
    pub kind: RoleKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Organization permissions (names).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scopes: Option<Vec<String>>,
    /// Permissions of API resources (organization-level API resources), spelled as
    /// `[[roles]]` spell theirs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resource_scopes: Option<Vec<RoleScope>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Organization {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_data: Option<Map<String, Value>>,
    /// Members need a second factor for the organization's tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mfa_required: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub members: Option<Vec<Member>>,
    /// Machine-to-machine clients in the organization, with their organization roles.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub applications: Option<Vec<Application>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Member {
    pub user: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roles: Option<Vec<String>>,
}

/// An application of an organization: a machine-to-machine client (by name) and its
/// organization roles there (`m2m` ones).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Application {
    pub client: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roles: Option<Vec<String>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hook {
    pub name: String,
    /// Absent: a stdout hook (an extension of the format).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    pub events: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signing_key: Option<SecretRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub headers: Option<Map<String, Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout: Option<i64>,
}

/// A secret of the manifest: the name of an environment variable (`{ env = "NAME" }`), a
/// file (`{ file = "PATH" }`, relative to the manifest's folder), or inline (a string,
/// accepted only with `--allow-inline-secrets`). Read by `ops::apply::secrets` before the
/// transaction starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SecretRef {
    Env(String),
    File(String),
    Inline(String),
}

const SECRET_SHAPE: &str =
    "expected { env = \"NAME\" } (an environment variable) or { file = \"PATH\" } (a file)";

impl Serialize for SecretRef {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let (key, value) = match self {
            SecretRef::Inline(v) => return s.serialize_str(v),
            SecretRef::Env(v) => ("env", v),
            SecretRef::File(v) => ("file", v),
        };
        let mut m = s.serialize_map(Some(1))?;
        m.serialize_entry(key, value)?;
        m.end()
    }
}

impl<'de> Deserialize<'de> for SecretRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        use serde::de::Error as _;
        match Value::deserialize(d)? {
            Value::String(s) => Ok(SecretRef::Inline(s)),
            Value::Object(m) => {
                if let Some(k) = m.keys().find(|k| *k != "env" && *k != "file") {
                    return Err(D::Error::custom(format!(
                        "unknown field `{k}`, expected `env` or `file`"
                    )));
                }
                match (m.get("env"), m.get("file")) {
                    (Some(_), Some(_)) => Err(D::Error::custom(
                        "give env or file, not both: { env = \"NAME\" } or { file = \"PATH\" }",
                    )),
                    (Some(Value::String(s)), None) if !s.is_empty() => {
                        Ok(SecretRef::Env(s.clone()))
                    }
                    (None, Some(Value::String(s))) if !s.is_empty() => {
                        Ok(SecretRef::File(s.clone()))
                    }
                    _ => Err(D::Error::custom(SECRET_SHAPE)),
                }
            }
            _ => Err(D::Error::custom(SECRET_SHAPE)),
        }
    }
}

impl SecretRef {
    /// Parses a header value of a hook (`{ env = "NAME" }`), naming its place on error.
    pub fn from_value(v: &Value, place: &str) -> Result<SecretRef> {
        SecretRef::deserialize(v.clone()).map_err(|e| invalid(format!("{place}: {e}")))
    }
}

/// The `[jwt_customizer]` section.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JwtCustomizers {
    /// Users' access tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user: Option<Script>,
    /// Machine-to-machine access tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub m2m: Option<Script>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    /// The script file, relative to the manifest's folder.
    pub script: String,
    /// Its variables: a string, or `{ env = "NAME" }` read from the environment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env: Option<Map<String, Value>>,
    /// The script and its variables once read (`ops::apply::claims::resolve`).
    #[serde(skip)]
    pub resolved: Option<crate::ops::claims::Customizer>,
}

/// The `[connectors]` section.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Connectors {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<Declared>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sms: Option<Declared>,
}

/// A channel's connector as a manifest declares it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "provider", rename_all = "lowercase", deny_unknown_fields)]
pub enum Declared {
    Smtp {
        host: String,
        port: u16,
        tls: crate::ops::connectors::channel::Tls,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        username: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        password: Option<SecretRef>,
        from: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from_name: Option<String>,
    },
    Http {
        url: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        signing_key: Option<SecretRef>,
    },
}

impl Connectors {
    /// Each channel with its declaration.
    pub(crate) fn entries(
        &self,
    ) -> [(crate::ops::connectors::channel::Channel, Option<&Declared>); 2] {
        [
            (
                crate::ops::connectors::channel::Channel::Email,
                self.email.as_ref(),
            ),
            (
                crate::ops::connectors::channel::Channel::Sms,
                self.sms.as_ref(),
            ),
        ]
    }
}
