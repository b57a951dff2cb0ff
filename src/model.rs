//! The records idctl manages, with the JSON field names of the service (camelCase).

use serde::Serialize;

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Resource {
    pub id: String,
    pub name: String,
    pub indicator: String,
    pub is_default: bool,
    pub access_token_ttl: i64,
    pub created_at: i64,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Scope {
    pub id: String,
    pub resource_id: String,
    pub name: String,
    pub description: Option<String>,
    pub created_at: i64,
}

/// A permission together with the resource it belongs to (role and client scope listings).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ScopeWithResource {
    #[serde(flatten)]
    pub scope: Scope,
    pub resource: ResourceRef,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ResourceRef {
    pub id: String,
    pub name: String,
    pub indicator: String,
}

#[derive(Debug, Clone, Copy, Serialize, serde::Deserialize, PartialEq, Eq)]
pub enum RoleType {
    User,
    MachineToMachine,
}

impl RoleType {
    pub fn as_str(self) -> &'static str {
        match self {
            RoleType::User => "User",
            RoleType::MachineToMachine => "MachineToMachine",
        }
    }
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "User" => Some(RoleType::User),
            "MachineToMachine" => Some(RoleType::MachineToMachine),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Role {
    pub id: String,
    pub name: String,
    pub description: String,
    #[serde(rename = "type")]
    pub kind: RoleType,
    pub is_default: bool,
    pub created_at: i64,
}

/// The type of a client: the service's application types (`type` in its JSON).
#[derive(Debug, Clone, Copy, Serialize, serde::Deserialize, PartialEq, Eq)]
pub enum ClientType {
    /// A native (mobile or desktop) app: public, PKCE required, custom schemes allowed.
    Native,
    /// A single-page app: public, PKCE required.
    #[serde(rename = "SPA")]
    Spa,
    /// A traditional web app: confidential (a secret), PKCE optional.
    Traditional,
    /// A machine-to-machine client: confidential, client credentials only.
    MachineToMachine,
}

impl ClientType {
    pub const ALL: [ClientType; 4] = [
        ClientType::Native,
        ClientType::Spa,
        ClientType::Traditional,
        ClientType::MachineToMachine,
    ];

    /// The service's name of the type (JSON, the store).
    pub fn as_str(self) -> &'static str {
        match self {
            ClientType::Native => "Native",
            ClientType::Spa => "SPA",
            ClientType::Traditional => "Traditional",
            ClientType::MachineToMachine => "MachineToMachine",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == s)
    }

    /// Public clients (native and single-page apps) have no secret: they are identified by
    /// their client id alone, and must use PKCE.
    pub fn is_public(self) -> bool {
        matches!(self, ClientType::Native | ClientType::Spa)
    }

    /// Apps that users sign in to (every type but machine-to-machine): they have redirect URIs
    /// and use the user grants.
    pub fn is_user_app(self) -> bool {
        self != ClientType::MachineToMachine
    }
}

/// The OIDC client metadata of a client, as the service nests it (`oidcClientMetadata`).
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct OidcClientMetadata {
    /// Where the authorization endpoint may send users back (exact match).
    pub redirect_uris: Vec<String>,
    /// Where users may be sent after signing out (exact match).
    pub post_logout_redirect_uris: Vec<String>,
    /// The algorithm of the app's ID tokens (the standard client metadata
    /// `id_token_signed_response_alg`); absent: the algorithm of the store's signing key.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id_token_signed_response_alg: Option<IdTokenAlg>,
}

/// The algorithms an app may ask its ID tokens to be signed with: RS256 (the default of
/// OpenID Connect clients, by the store's RSA ID-token key) or ES384 (the service's).
#[derive(Debug, Clone, Copy, Serialize, serde::Deserialize, PartialEq, Eq)]
pub enum IdTokenAlg {
    RS256,
    ES384,
}

impl IdTokenAlg {
    pub const ALL: [IdTokenAlg; 2] = [IdTokenAlg::RS256, IdTokenAlg::ES384];

    pub fn as_str(self) -> &'static str {
        match self {
            IdTokenAlg::RS256 => "RS256",
            IdTokenAlg::ES384 => "ES384",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.as_str() == s)
    }
}

/// A client: an "application" of the service (native, single-page, traditional web or
/// machine-to-machine).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Client {
    pub id: String,
    pub name: String,
    #[serde(rename = "type")]
    pub kind: ClientType,
    pub oidc_client_metadata: OidcClientMetadata,
    pub created_at: i64,
}

/// A client as `create` and `rotate-secret` return it: with its secret, shown this once
/// (absent for public clients, which have none).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ClientWithSecret {
    #[serde(flatten)]
    pub client: Client,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
}

/// One line of the event log: a webhook event of the service's catalogue (`kind: "event"`)
/// or an audit entry (`kind: "audit"`: a change the catalogue has no event for, never
/// delivered to webhooks), with who caused it.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct LoggedEvent {
    pub seq: i64,
    pub id: String,
    pub kind: EntryKind,
    pub event: String,
    pub created_at: String,
    /// Who did it (`null` for entries recorded before idctl kept it, and for anonymous
    /// requests such as a failed sign-in).
    pub actor: Option<Actor>,
    /// The app it was done through or for (a Management API token's app, the app a user
    /// signed in to).
    pub app: Option<AppRef>,
    /// The address of the request (`127.0.0.1` for commands run on this machine).
    pub ip: Option<String>,
    pub payload: serde_json::Value,
}

/// Webhook event or audit entry.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum EntryKind {
    Event,
    Audit,
}

impl EntryKind {
    pub fn as_str(self) -> &'static str {
        match self {
            EntryKind::Event => "event",
            EntryKind::Audit => "audit",
        }
    }
}

/// Who caused an entry of the event log.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Actor {
    /// `application` (the app of a Management API token), `user` (a user signed in, or the
    /// user of a token) or `os-user` (the operating-system user who ran an idctl command).
    #[serde(rename = "type")]
    pub kind: String,
    /// The app's or user's id; the numeric uid of an operating-system user.
    pub id: Option<String>,
    pub name: Option<String>,
}

impl Actor {
    /// `application:provisioner`, `os-user:alice`: the type and the name (else the id).
    pub fn label(&self) -> String {
        let who = self.name.as_deref().or(self.id.as_deref()).unwrap_or("?");
        format!("{}:{who}", self.kind)
    }
}

/// An app named by an entry of the event log.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct AppRef {
    pub id: String,
    pub name: Option<String>,
}

/// Who caused an entry, the app and the address, as recorded with it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Attribution {
    pub actor: Option<Actor>,
    pub app: Option<AppRef>,
    pub ip: Option<String>,
}

/// A configuration entry.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ConfigEntry {
    pub key: String,
    pub value: String,
}

/// A user as the management API returns it (never the password or its digest).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct User {
    pub id: String,
    pub username: Option<String>,
    pub primary_email: Option<String>,
    pub primary_phone: Option<String>,
    pub name: Option<String>,
    pub avatar: Option<String>,
    pub custom_data: serde_json::Value,
    pub identities: serde_json::Value,
    pub last_sign_in_at: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
    pub profile: serde_json::Value,
    pub application_id: Option<String>,
    pub is_suspended: bool,
    pub has_password: bool,
    /// The user's enterprise SSO identities, when asked for (`idctl user get`,
    /// `GET /users/:userId?includeSsoIdentities=true`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sso_identities: Option<Vec<SsoIdentity>>,
}

/// An enterprise SSO identity of a user, as the service shows it (`ssoIdentities`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SsoIdentity {
    pub id: String,
    pub user_id: String,
    /// The sign-in connector it came through (its name).
    pub sso_connector_id: String,
    pub issuer: String,
    /// The provider's id of the user (`sub`).
    pub identity_id: String,
    pub detail: serde_json::Value,
    pub created_at: i64,
    pub updated_at: i64,
}

/// A personal access token as listed (never its value).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct PersonalAccessToken {
    pub user_id: String,
    pub name: String,
    pub created_at: i64,
    pub expires_at: Option<i64>,
}

/// A personal access token with its value: returned only by `pat create`.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct NewPersonalAccessToken {
    #[serde(flatten)]
    pub token: PersonalAccessToken,
    pub value: String,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Organization {
    pub id: String,
    pub name: String,
    pub description: Option<String>,
    pub custom_data: serde_json::Value,
    /// Members must have a second factor to get the organization's tokens.
    pub is_mfa_required: bool,
    pub created_at: i64,
}

/// A kind of second factor, by the service's names.
#[derive(Debug, Clone, Copy, Serialize, serde::Deserialize, PartialEq, Eq)]
pub enum MfaFactor {
    Totp,
    BackupCode,
    WebAuthn,
}

impl MfaFactor {
    pub fn as_str(self) -> &'static str {
        match self {
            MfaFactor::Totp => "Totp",
            MfaFactor::BackupCode => "BackupCode",
            MfaFactor::WebAuthn => "WebAuthn",
        }
    }

    /// The kind of a stored factor's `type`.
    pub fn of(kind: &str) -> Option<MfaFactor> {
        match kind {
            "Totp" => Some(MfaFactor::Totp),
            "BackupCode" => Some(MfaFactor::BackupCode),
            "WebAuthn" => Some(MfaFactor::WebAuthn),
            _ => None,
        }
    }
}

/// A second factor of a user ("MFA verification"), as the Management API lists it: never its
/// secret. `type` is `Totp`, `BackupCode` or `WebAuthn`; `remainCodes` (unused backup codes)
/// only for `BackupCode`, `name` and `agent` only for `WebAuthn`.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct MfaVerification {
    pub id: String,
    pub created_at: i64,
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub agent: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remain_codes: Option<i64>,
}

/// An organization role or an organization permission: both are a named record.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct OrgNamed {
    pub id: String,
    pub name: String,
    pub description: Option<String>,
    /// An organization role's type (`User` or `MachineToMachine`); none for a permission.
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub kind: Option<RoleType>,
    pub created_at: i64,
}

/// A member of an organization with its organization roles.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Member {
    #[serde(flatten)]
    pub user: User,
    pub organization_roles: Vec<OrgNamed>,
}

/// A machine-to-machine application in an organization, with its organization roles.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OrgApp {
    #[serde(flatten)]
    pub client: Client,
    pub organization_roles: Vec<OrgNamed>,
}

/// A webhook: where events go (an http(s) URL, or standard output) and which ones.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Hook {
    pub id: String,
    pub name: String,
    /// Event names and patterns (`User.*`, `all`).
    pub events: Vec<String>,
    pub config: HookConfig,
    pub enabled: bool,
    pub timeout_seconds: i64,
    pub created_at: i64,
    /// The signing key: never serialised with the hook (see `HookWithSecret`).
    #[serde(skip)]
    pub signing_key: Option<String>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HookConfig {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stdout: bool,
    pub headers: serde_json::Map<String, serde_json::Value>,
}

/// A hook shown with its signing key (`hook get --show-secret`, `hook rotate-secret`).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HookWithSecret {
    #[serde(flatten)]
    pub hook: Hook,
    pub signing_key: Option<String>,
}

/// A hook with its delivery statistics over the last 24 hours (`hook list`).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HookWithStats {
    #[serde(flatten)]
    pub hook: Hook,
    pub attempts_24h: i64,
    pub successes_24h: i64,
}

/// One delivery attempt, as `hook logs` shows it.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DeliveryLog {
    pub id: i64,
    pub hook_id: String,
    pub event: String,
    pub event_id: String,
    pub attempt: i64,
    pub created_at: i64,
    pub result: String,
    pub response_status: Option<i64>,
    pub duration_ms: i64,
    pub error: Option<String>,
    pub response_body: Option<String>,
    pub request_body: serde_json::Value,
    /// A test attempt (`hook test`): a sample payload, not a delivery of a recorded event.
    pub test: bool,
}

/// What `idctl apply` does (or, with `--dry-run`, would do) to one record.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PlannedChange {
    /// `create`, `update` or `delete`.
    pub action: &'static str,
    /// `resource`, `role`, `client`, `user`, `organization_scope`, `organization_role`,
    /// `organization`, `hook` or `base_url`.
    pub kind: &'static str,
    /// The record's natural key.
    pub key: String,
    /// Where the record is declared in the file (none for deletions).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
    /// The fields that change (for creations: the sets given).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<FieldChange>,
}

/// One changed field: a value (`from`, `to`; never for secrets) or a set (`add`, `remove`).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct FieldChange {
    pub field: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<serde_json::Value>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub add: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub remove: Vec<String>,
}

/// The result of `idctl apply`.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ApplyResult {
    pub dry_run: bool,
    pub changes: Vec<PlannedChange>,
    /// Secrets of the clients created (absent when written to `--secrets-out`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub secrets: Vec<ClientWithSecret>,
}

/// Who caused an event over HTTP: the client's address and its `User-Agent`, as the service
/// records them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    pub ip: String,
    pub user_agent: String,
    /// The browser's sign-in session, when the request came from the sign-in pages: the
    /// `sessionId` of interaction events.
    pub session_id: Option<String>,
    /// The app the user signs in to (`{id, name}`), for the `application` of interaction
    /// events.
    pub application: Option<serde_json::Value>,
    /// Who made the request, when its credentials say (a Management API token: its app, or
    /// its user); otherwise the user an interaction is about, if any.
    pub actor: Option<Actor>,
    /// The app the request came through (a Management API token's app).
    pub app: Option<AppRef>,
}

impl Caller {
    /// A Management API caller: address, user agent, and who the token names.
    pub fn request(
        ip: String,
        user_agent: String,
        actor: Option<Actor>,
        app: Option<AppRef>,
    ) -> Caller {
        Caller {
            ip,
            user_agent,
            session_id: None,
            application: None,
            actor,
            app,
        }
    }
}

/// One recorded event: a stable id (with the hook's id, the webhook-id of each delivery), its
/// name, when it happened and its payload (without `hookId`, which each delivery appends).
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub id: String,
    pub name: String,
    pub created_at_ms: i64,
    pub payload: serde_json::Value,
}
