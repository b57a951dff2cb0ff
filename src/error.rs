//! One error type for the whole library: every failure carries a typed [`Code`] (the
//! service's `namespace.key` where one exists), a message and an optional [`Hint`]. The
//! code's row in [`TABLE`] gives its process exit code, its HTTP status at the Management
//! API and its OAuth error: the one place those are decided. Hints are data; each front
//! (`cli/`, `http/`) phrases them in its own words.

use std::fmt;

/// Exit codes, documented in docs/cli.md. `main` is the only place that exits.
pub mod exit {
    pub const OK: i32 = 0;
    pub const FAILURE: i32 = 1;
    pub const USAGE: i32 = 2;
    pub const NOT_FOUND: i32 = 3;
    pub const CONFLICT: i32 = 4;
    pub const INVALID: i32 = 5;
    pub const TOKEN_REFUSED: i32 = 6;
    pub const SIGN_IN_REFUSED: i32 = 7;
    pub const LOCKED: i32 = 8;
    pub const NOT_DONE: i32 = 9;
    pub const MALFORMED: i32 = 10;
    pub const BAD_SIGNATURE: i32 = 11;
    pub const EXPIRED: i32 = 12;
    pub const WRONG_ISSUER: i32 = 13;
    pub const WRONG_AUDIENCE: i32 = 14;
    pub const MISSING_PERMISSION: i32 = 15;
    pub const NOT_YET_VALID: i32 = 16;
    pub const WRONG_TYPE: i32 = 17;
    pub const WRONG_ORGANIZATION: i32 = 18;
    pub const MFA_REQUIRED: i32 = 19;
    pub const CLAIMS_SCRIPT: i32 = 20;

    /// Every exit code with its meaning: the one definition behind `idctl --help`, the man
    /// page's EXIT STATUS section and the table of docs/cli.md (a test holds them together).
    /// Meanings are Markdown-light: `code` spans only.
    pub const TABLE: &[(i32, &str)] = &[
        (OK, "success (for `verify`: the token is valid)"),
        (
            FAILURE,
            "operational failure: I/O, the store, the network; `verify --batch` with any invalid token",
        ),
        (
            USAGE,
            "usage error (bad flags, unknown output format, deleting without `--yes` off a terminal)",
        ),
        (NOT_FOUND, "not found"),
        (CONFLICT, "conflict: exists already, or in use"),
        (INVALID, "invalid input"),
        (TOKEN_REFUSED, "token request refused (OAuth error)"),
        (
            SIGN_IN_REFUSED,
            "sign-in or verification refused (wrong password, code or token; suspended user)",
        ),
        (
            LOCKED,
            "identifier locked after too many failed verifications",
        ),
        (
            NOT_DONE,
            "not done: `hook deliver` ended with deliveries pending, failed or given up, or `store migrate --check` found migrations to apply",
        ),
        (
            MALFORMED,
            "token malformed: not a compact JWS, a `crit` extension, or no numeric `exp` (checked first)",
        ),
        (BAD_SIGNATURE, "bad signature (including an unknown `kid`)"),
        (EXPIRED, "token expired"),
        (WRONG_ISSUER, "wrong issuer"),
        (WRONG_AUDIENCE, "wrong audience"),
        (MISSING_PERMISSION, "missing permission"),
        (NOT_YET_VALID, "token not yet valid (`nbf`)"),
        (
            WRONG_TYPE,
            "wrong token type: `typ` is not `at+jwt` (not an access token; see `verify --plain-jwt`)",
        ),
        (
            WRONG_ORGANIZATION,
            "wrong organization: `verify --organization` and the token is not for it (no such `organization_id` or organization audience)",
        ),
        (
            MFA_REQUIRED,
            "a second factor is needed: `experience sign-in` without `--totp` or `--backup-code` off a terminal, or a user without one under `mfa.policy = required`",
        ),
        (
            CLAIMS_SCRIPT,
            "the custom claims script failed (threw, exceeded a limit, denied access or returned no object): no token",
        ),
    ];
}

/// One row of the error table: a code, and how every surface reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    pub code: Code,
    /// The process exit code (one of [`exit::TABLE`]).
    pub exit: i32,
    /// The HTTP status at the Management API and the sign-in pages.
    pub status: u16,
    /// The OAuth `error` an OAuth endpoint answers with.
    pub oauth: &'static str,
}

macro_rules! codes {
    ($($variant:ident = $name:literal, $exit:ident, $status:literal, $oauth:literal;)*) => {
        /// The stable code of an error, as the service names it (`role.name_in_use`).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Code {
            $($variant,)*
            /// An OAuth `error` name given as text by the token service (`token/`,
            /// `http/oidc.rs`), or a code given as text that is not in [`TABLE`].
            OAuth(&'static str),
        }

        /// Every code with its exit code, HTTP status and OAuth error.
        pub const TABLE: &[Row] = &[
            $(Row { code: Code::$variant, exit: exit::$exit, status: $status, oauth: $oauth },)*
        ];

        impl Code {
            /// The code as the service spells it.
            pub fn as_str(&self) -> &'static str {
                match self {
                    $(Code::$variant => $name,)*
                    Code::OAuth(name) => name,
                }
            }
        }
    };
}

codes! {
    // The OAuth error names of RFC 6749 section 5.2, RFC 6750, RFC 7009 and RFC 8707, as the
    // token, introspection, revocation and userinfo endpoints answer them. A refusal that
    // challenges the caller (a client that failed to authenticate, an access token userinfo
    // does not take) answers 401 with `WWW-Authenticate` instead (`token::oauth::OAuthError`).
    InvalidRequest = "invalid_request", TOKEN_REFUSED, 400, "invalid_request";
    InvalidClient = "invalid_client", TOKEN_REFUSED, 400, "invalid_client";
    InvalidGrant = "invalid_grant", TOKEN_REFUSED, 400, "invalid_grant";
    UnauthorizedClient = "unauthorized_client", TOKEN_REFUSED, 400, "unauthorized_client";
    UnsupportedGrantType = "unsupported_grant_type", TOKEN_REFUSED, 400, "unsupported_grant_type";
    InvalidScope = "invalid_scope", TOKEN_REFUSED, 400, "invalid_scope";
    InvalidTarget = "invalid_target", TOKEN_REFUSED, 400, "invalid_target";
    InvalidToken = "invalid_token", TOKEN_REFUSED, 400, "invalid_token";
    UnsupportedTokenType = "unsupported_token_type", TOKEN_REFUSED, 400, "unsupported_token_type";
    ServerError = "server_error", TOKEN_REFUSED, 500, "server_error";
    // The authorization endpoint's (RFC 6749 section 4.1.2.1, OpenID Connect Core 3.1.2.6).
    // 403 at the token endpoint: an organization token refused (not a member of it).
    AccessDenied = "access_denied", TOKEN_REFUSED, 403, "access_denied";
    InsufficientScope = "insufficient_scope", TOKEN_REFUSED, 403, "insufficient_scope";
    UnsupportedResponseType = "unsupported_response_type", TOKEN_REFUSED, 400, "unsupported_response_type";
    LoginRequired = "login_required", TOKEN_REFUSED, 400, "login_required";
    InvalidRedirectUri = "invalid_redirect_uri", TOKEN_REFUSED, 400, "invalid_redirect_uri";
    Usage = "usage", USAGE, 400, "invalid_request";
    EntityNotExistsWithId = "entity.not_exists_with_id", NOT_FOUND, 404, "invalid_request";
    EventNotFound = "event.not_found", NOT_FOUND, 404, "invalid_request";
    KeysNotFound = "keys.not_found", NOT_FOUND, 404, "invalid_request";
    ManifestUndefinedReference = "manifest.undefined_reference", NOT_FOUND, 404, "invalid_request";
    ScopeNotFound = "scope.not_found", NOT_FOUND, 404, "invalid_request";
    SessionNotFound = "session.not_found", NOT_FOUND, 404, "invalid_request";
    StoreBackupNotFound = "store.backup_not_found", NOT_FOUND, 404, "invalid_request";
    StoreNotFound = "store.not_found", NOT_FOUND, 404, "invalid_request";
    UserPersonalAccessTokenNotFound = "user.personal_access_token_not_found", NOT_FOUND, 404, "invalid_request";
    GuardRouteNotFound = "guard.route_not_found", NOT_FOUND, 404, "invalid_request";
    ConnectorNotFound = "connector.not_found", NOT_FOUND, 404, "invalid_request";
    ApplicationNameInUse = "application.name_in_use", CONFLICT, 422, "invalid_request";
    ApplicationIdInUse = "application.id_in_use", CONFLICT, 422, "invalid_request";
    ApplicationIdImmutable = "application.id_immutable", CONFLICT, 422, "invalid_request";
    EntityUniqueIntegrityViolation = "entity.unique_integrity_violation", CONFLICT, 422, "invalid_request";
    HookKindImmutable = "hook.kind_immutable", CONFLICT, 422, "invalid_request";
    HookNameInUse = "hook.name_in_use", CONFLICT, 422, "invalid_request";
    KeysExists = "keys.exists", CONFLICT, 422, "invalid_request";
    KeysIdTokenKey = "keys.id_token_key", CONFLICT, 422, "invalid_request";
    KeysSigningKey = "keys.signing_key", CONFLICT, 422, "invalid_request";
    ManifestSecretsFile = "manifest.secrets_file", CONFLICT, 422, "invalid_request";
    ManifestStoreChanged = "manifest.store_changed", CONFLICT, 422, "invalid_request";
    OrganizationRoleNameInUse = "organization_role.name_in_use", CONFLICT, 422, "invalid_request";
    OrganizationScopeNameInUse = "organization_scope.name_in_use", CONFLICT, 422, "invalid_request";
    ResourceResourceIdentifierInUse = "resource.resource_identifier_in_use", CONFLICT, 422, "invalid_request";
    RoleNameInUse = "role.name_in_use", CONFLICT, 422, "invalid_request";
    RoleScopeExists = "role.scope_exists", CONFLICT, 422, "invalid_request";
    RoleTypeImmutable = "role.type_immutable", CONFLICT, 422, "invalid_request";
    ScopeNameExists = "scope.name_exists", CONFLICT, 422, "invalid_request";
    StoreInUse = "store.in_use", CONFLICT, 422, "invalid_request";
    StoreNotEmpty = "store.not_empty", CONFLICT, 422, "invalid_request";
    UserIdentifierInUse = "user.identifier_in_use", CONFLICT, 422, "invalid_request";
    UserUsernameAlreadyInUse = "user.username_already_in_use", CONFLICT, 422, "invalid_request";
    UserEmailAlreadyInUse = "user.email_already_in_use", CONFLICT, 422, "invalid_request";
    UserPhoneAlreadyInUse = "user.phone_already_in_use", CONFLICT, 422, "invalid_request";
    UserPersonalAccessTokenNameExists = "user.personal_access_token_name_exists", CONFLICT, 422, "invalid_request";
    UserTotpAlreadyInUse = "user.totp_already_in_use", CONFLICT, 422, "invalid_request";
    ConnectorKindImmutable = "connector.kind_immutable", CONFLICT, 422, "invalid_request";
    UserIdentityAlreadyInUse = "user.identity_already_in_use", CONFLICT, 422, "invalid_request";
    UserTotpSecretInvalid = "user.totp_secret_invalid", INVALID, 422, "invalid_request";
    SessionMfaBackupCodeCanNotBeAlone = "session.mfa.backup_code_can_not_be_alone", INVALID, 422, "invalid_request";
    GuardInvalidInput = "guard.invalid_input", INVALID, 400, "invalid_request";
    ConfigUnknownKey = "config.unknown_key", INVALID, 400, "invalid_request";
    HookInvalidEvent = "hook.invalid_event", INVALID, 400, "invalid_request";
    JwkInvalid = "jwk.invalid", INVALID, 400, "invalid_request";
    KeysClaimsInvalid = "keys.claims_invalid", INVALID, 400, "invalid_request";
    KeysImportInvalid = "keys.import_invalid", INVALID, 400, "invalid_request";
    KeysTooWeak = "keys.too_weak", INVALID, 400, "invalid_request";
    ManifestEnvMissing = "manifest.env_missing", INVALID, 400, "invalid_request";
    ManifestSecretUnreadable = "manifest.secret_unreadable", INVALID, 400, "invalid_request";
    ManifestInvalid = "manifest.invalid", INVALID, 400, "invalid_request";
    ManifestUnsupportedVersion = "manifest.unsupported_version", INVALID, 400, "invalid_request";
    OrganizationUserNotMember = "organization.user_not_member", INVALID, 400, "invalid_request";
    OrganizationRequireMembership = "organization.require_membership", INVALID, 422, "invalid_request";
    PasswordInvalidDigest = "password.invalid_digest", INVALID, 400, "invalid_request";
    PasswordRejected = "password.rejected", INVALID, 400, "invalid_request";
    ResourceCannotModifyManagementApi = "resource.cannot_modify_management_api", INVALID, 400, "invalid_request";
    RoleCannotModifyManagementApiRole = "role.cannot_modify_management_api_role", INVALID, 400, "invalid_request";
    RoleDefaultRoleType = "role.default_role_type", INVALID, 400, "invalid_request";
    RoleManagementApiScopesNotAssignableToUserRole = "role.management_api_scopes_not_assignable_to_user_role", INVALID, 400, "invalid_request";
    ScopeNameWithSpace = "scope.name_with_space", INVALID, 400, "invalid_request";
    StoreBackupDamaged = "store.backup_damaged", INVALID, 400, "invalid_request";
    StoreBackupIsDirectory = "store.backup_is_directory", INVALID, 400, "invalid_request";
    StoreBackupIsStore = "store.backup_is_store", INVALID, 400, "invalid_request";
    StoreNotABackup = "store.not_a_backup", INVALID, 400, "invalid_request";
    StoreUnsupported = "store.unsupported", INVALID, 400, "invalid_request";
    UserInvalidRoleType = "user.invalid_role_type", INVALID, 422, "invalid_request";
    ApplicationInvalidRoleType = "application.invalid_role_type", INVALID, 422, "invalid_request";
    ApplicationInvalidType = "application.invalid_type", INVALID, 422, "invalid_request";
    HookEndpointRespondedWithError = "hook.endpoint_responded_with_error", INVALID, 422, "invalid_request";
    ConnectorUpstreamInvalid = "connector.upstream_invalid", INVALID, 400, "invalid_request";
    SessionVerificationFailed = "session.verification_failed", SIGN_IN_REFUSED, 422, "invalid_request";
    SessionVerificationBlockedTooManyAttempts = "session.verification_blocked_too_many_attempts", LOCKED, 422, "invalid_request";
    SessionMfaRequireMfaVerification = "session.mfa.require_mfa_verification", MFA_REQUIRED, 403, "access_denied";
    HookDeliveriesNotDone = "hook.deliveries_not_done", NOT_DONE, 500, "server_error";
    ConnectorMessagesNotDone = "connector.messages_not_done", NOT_DONE, 500, "server_error";
    StoreMigrationsPending = "store.migrations_pending", NOT_DONE, 503, "temporarily_unavailable";
    Aborted = "aborted", FAILURE, 500, "server_error";
    IoError = "io.error", FAILURE, 500, "server_error";
    StoreBackupFailed = "store.backup_failed", FAILURE, 500, "server_error";
    ConnectorSecretUnavailable = "connector.secret_unavailable", FAILURE, 500, "server_error";
    ConnectorSendFailed = "connector.send_failed", FAILURE, 500, "server_error";
    ConnectorUpstreamUnreachable = "connector.upstream_unreachable", FAILURE, 500, "server_error";
    JsonError = "json.error", FAILURE, 500, "server_error";
    StoreError = "store.error", FAILURE, 500, "server_error";
    HookClient = "hook.client", FAILURE, 500, "server_error";
    HookTestFailed = "hook.test_failed", FAILURE, 500, "server_error";
    HookUnreachable = "hook.unreachable", FAILURE, 500, "server_error";
    HttpClient = "http.client", FAILURE, 500, "server_error";
    IssuerUnreachable = "issuer.unreachable", FAILURE, 500, "server_error";
    JwksInvalid = "jwks.invalid", FAILURE, 500, "server_error";
    JwksUnreachable = "jwks.unreachable", FAILURE, 500, "server_error";
    JwksUnreadable = "jwks.unreadable", FAILURE, 500, "server_error";
    KeysGenerationFailed = "keys.generation_failed", FAILURE, 500, "server_error";
    KeysInvalid = "keys.invalid", FAILURE, 500, "server_error";
    KeysNone = "keys.none", FAILURE, 500, "server_error";
    KeysUnsupported = "keys.unsupported", FAILURE, 500, "server_error";
    ManifestRender = "manifest.render", FAILURE, 500, "server_error";
    OidcRedirectUri = "oidc.redirect_uri", FAILURE, 500, "server_error";
    PasswordHashFailed = "password.hash_failed", FAILURE, 500, "server_error";
    PasswordParams = "password.params", FAILURE, 500, "server_error";
    ServerHash = "server.hash", FAILURE, 500, "server_error";
    ServerInternal = "server.internal", FAILURE, 500, "server_error";
    ServerIo = "server.io", FAILURE, 500, "server_error";
    ServerTask = "server.task", FAILURE, 500, "server_error";
    ServerWrite = "server.write", FAILURE, 500, "server_error";
    StoreMigrationFailed = "store.migration_failed", FAILURE, 500, "server_error";
    StoreNewerSchema = "store.newer_schema", FAILURE, 500, "server_error";
    StoreNoHome = "store.no_home", FAILURE, 500, "server_error";
    StoreNoPagesKey = "store.no_pages_key", FAILURE, 500, "server_error";
    StoreNotIdctl = "store.not_idctl", FAILURE, 500, "server_error";
    StoreNotSqlite = "store.not_sqlite", FAILURE, 500, "server_error";
    StoreUnavailable = "store.unavailable", FAILURE, 500, "server_error";
    TokenExpOverflow = "token.exp_overflow", FAILURE, 500, "server_error";
    TokenSignFailed = "token.sign_failed", FAILURE, 500, "server_error";
    VerifyInvalidTokens = "verify.invalid_tokens", FAILURE, 500, "server_error";
    UnexpectedError = "unexpected_error", FAILURE, 500, "server_error";
    StoreDiskFull = "store.disk_full", FAILURE, 503, "temporarily_unavailable";
    TokenMalformed = "token.malformed", MALFORMED, 401, "invalid_token";
    TokenBadSignature = "token.bad_signature", BAD_SIGNATURE, 401, "invalid_token";
    TokenExpired = "token.expired", EXPIRED, 401, "invalid_token";
    TokenWrongIssuer = "token.wrong_issuer", WRONG_ISSUER, 401, "invalid_token";
    TokenWrongAudience = "token.wrong_audience", WRONG_AUDIENCE, 401, "invalid_token";
    TokenMissingPermission = "token.missing_permission", MISSING_PERMISSION, 401, "invalid_token";
    TokenNotYetValid = "token.not_yet_valid", NOT_YET_VALID, 401, "invalid_token";
    TokenWrongType = "token.wrong_type", WRONG_TYPE, 401, "invalid_token";
    TokenWrongOrganization = "token.wrong_organization", WRONG_ORGANIZATION, 401, "invalid_token";
    AuthUnauthorized = "auth.unauthorized", SIGN_IN_REFUSED, 401, "invalid_token";
    AuthForbidden = "auth.forbidden", MISSING_PERMISSION, 403, "insufficient_scope";
    GuardMethodNotAllowed = "guard.method_not_allowed", USAGE, 405, "invalid_request";
    StoreInvalidTarget = "store.invalid_target", USAGE, 400, "invalid_request";
    // A custom claims script that failed refuses the token: 400 `invalid_request` at the
    // token endpoint, 422 at the Management API's test route (as the service answers it).
    JwtCustomizerGeneral = "jwt_customizer.general", CLAIMS_SCRIPT, 422, "invalid_request";
}

/// Codes that arrive as text (the OAuth names of the token service, and codes of the table
/// written as text there), leaked once each so that [`Code`] stays `Copy`.
fn interned(name: &str) -> &'static str {
    use std::sync::{Mutex, OnceLock};
    static NAMES: OnceLock<Mutex<Vec<&'static str>>> = OnceLock::new();
    let names = NAMES.get_or_init(|| Mutex::new(Vec::new()));
    let mut names = match names.lock() {
        Ok(n) => n,
        Err(poisoned) => poisoned.into_inner(),
    };
    if let Some(n) = names.iter().find(|n| **n == name) {
        return n;
    }
    let leaked: &'static str = Box::leak(name.to_string().into_boxed_str());
    names.push(leaked);
    leaked
}

impl Code {
    /// The code of the table spelled `name`.
    pub fn parse(name: &str) -> Option<Code> {
        TABLE
            .iter()
            .find(|r| r.code.as_str() == name)
            .map(|r| r.code)
    }

    /// The code spelled `name`: the table's, or an OAuth name.
    fn named(name: &str) -> Code {
        Code::parse(name).unwrap_or_else(|| Code::OAuth(interned(name)))
    }

    /// This code's row; an OAuth name is a refused token request (400).
    pub fn row(&self) -> Row {
        match TABLE.iter().find(|r| r.code == *self) {
            Some(r) => *r,
            None => Row {
                code: *self,
                exit: exit::TOKEN_REFUSED,
                status: 400,
                oauth: self.as_str(),
            },
        }
    }

    pub fn exit(&self) -> i32 {
        self.row().exit
    }

    /// The HTTP status of this code at the Management API and the pages.
    pub fn status(&self) -> u16 {
        self.row().status
    }

    /// The OAuth `error` an OAuth endpoint answers this code with.
    pub fn oauth(&self) -> &'static str {
        self.row().oauth
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for Code {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for Code {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Code {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl serde::Serialize for Code {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// The records a hint can name. Each front names them its own way (`idctl role list`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Noun {
    Client,
    Hook,
    Key,
    Organization,
    OrganizationRole,
    OrganizationScope,
    Resource,
    Role,
    Scope,
    User,
}

/// What to do about an error, as data: each front phrases it (the CLI names its commands and
/// flags, the Management API its fields).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Hint {
    /// Words that fit every front (they name no command, flag or field).
    Text(String),
    /// The closest existing name.
    DidYouMean(String),
    /// Where the records of this kind are listed.
    List(Noun),
    /// An update that names nothing to change: the fields this kind's update takes.
    Give(Noun),
    /// What to do (`lead`), and the command that does it on the command line (`command`,
    /// its arguments after `idctl`).
    Run { lead: String, command: String },
}

impl Hint {
    pub fn run(lead: impl Into<String>, command: impl Into<String>) -> Self {
        Hint::Run {
            lead: lead.into(),
            command: command.into(),
        }
    }
}

impl From<String> for Hint {
    fn from(s: String) -> Self {
        Hint::Text(s)
    }
}

impl From<&str> for Hint {
    fn from(s: &str) -> Self {
        Hint::Text(s.to_string())
    }
}

/// What went wrong, in the words a user reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Detail {
    pub code: Code,
    pub message: String,
    pub hint: Option<Hint>,
}

impl fmt::Display for Detail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// An error; its variant is the class of its exit code (see [`Error::new`]).
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Operational failure: I/O, the store, the network. Exit 1.
    #[error("{0}")]
    Failure(Detail),
    /// The command line is wrong (also: refusing to prompt without a terminal). Exit 2.
    #[error("{0}")]
    Usage(Detail),
    /// A record that was named does not exist. Exit 3.
    #[error("{0}")]
    NotFound(Detail),
    /// The record exists already, or is in use. Exit 4.
    #[error("{0}")]
    Conflict(Detail),
    /// The input breaks a rule of the service. Exit 5.
    #[error("{0}")]
    Invalid(Detail),
    /// The token endpoint refused the request (OAuth error). Exit 6.
    /// `code` is the OAuth `error`, `message` its `error_description`.
    #[error("{0}")]
    TokenRefused(Detail),
    /// A sign-in or verification was refused (wrong password, code or token). Exit 7.
    #[error("{0}")]
    Refused(Detail),
    /// The identifier is locked after too many failed verifications. Exit 8.
    #[error("{0}")]
    Locked(Detail),
    /// `hook deliver` ended with deliveries pending, failed or given up. Exit 9.
    #[error("{0}")]
    NotDone(Detail),
    /// A token failed verification; carries its own exit code (10–18).
    #[error("{detail}")]
    TokenInvalid { exit: i32, detail: Detail },
    /// A second factor is needed to sign in. Exit 19.
    #[error("{0}")]
    MfaRequired(Detail),
    /// The custom claims script failed, so no token was issued. Exit 20.
    #[error("{0}")]
    ClaimsScript(Detail),
}

fn detail(code: Code, message: impl Into<String>) -> Detail {
    Detail {
        code,
        message: message.into(),
        hint: None,
    }
}

impl Error {
    /// The error of `code`: its exit code, and so its variant, come from [`TABLE`].
    pub fn new(code: Code, message: impl Into<String>) -> Self {
        Self::with_exit(code.exit(), detail(code, message))
    }

    fn with_exit(exit_code: i32, d: Detail) -> Self {
        match exit_code {
            exit::USAGE => Error::Usage(d),
            exit::NOT_FOUND => Error::NotFound(d),
            exit::CONFLICT => Error::Conflict(d),
            exit::INVALID => Error::Invalid(d),
            exit::TOKEN_REFUSED => Error::TokenRefused(d),
            exit::SIGN_IN_REFUSED => Error::Refused(d),
            exit::LOCKED => Error::Locked(d),
            exit::NOT_DONE => Error::NotDone(d),
            exit::CLAIMS_SCRIPT => Error::ClaimsScript(d),
            exit::MFA_REQUIRED => Error::MfaRequired(d),
            exit::MALFORMED..=exit::WRONG_ORGANIZATION => Error::TokenInvalid {
                exit: exit_code,
                detail: d,
            },
            _ => Error::Failure(d),
        }
    }

    pub fn usage(message: impl Into<String>) -> Self {
        Error::Usage(detail(Code::Usage, message))
    }

    /// An update that names nothing to change: each front says which fields it takes.
    pub fn nothing_to_update(what: Noun) -> Self {
        Error::usage("nothing to update").with_hint(Hint::Give(what))
    }

    // Codes given as text, with their class: the token service's (`token/`, `http/oidc.rs`)
    // until it has its own OAuth error type. Everything else names a `Code`.
    pub fn failure(code: impl AsRef<str>, message: impl Into<String>) -> Self {
        Error::Failure(detail(Code::named(code.as_ref()), message))
    }
    pub fn not_found(code: impl AsRef<str>, message: impl Into<String>) -> Self {
        Error::NotFound(detail(Code::named(code.as_ref()), message))
    }
    pub fn conflict(code: impl AsRef<str>, message: impl Into<String>) -> Self {
        Error::Conflict(detail(Code::named(code.as_ref()), message))
    }
    pub fn invalid(code: impl AsRef<str>, message: impl Into<String>) -> Self {
        Error::Invalid(detail(Code::named(code.as_ref()), message))
    }
    pub fn oauth(error: impl AsRef<str>, description: impl Into<String>) -> Self {
        Error::TokenRefused(detail(Code::named(error.as_ref()), description))
    }
    pub fn token_invalid(exit: i32, code: impl AsRef<str>, message: impl Into<String>) -> Self {
        Error::TokenInvalid {
            exit,
            detail: detail(Code::named(code.as_ref()), message),
        }
    }

    /// Adds a hint, shown under the error.
    pub fn with_hint(mut self, hint: impl Into<Hint>) -> Self {
        self.detail_mut().hint = Some(hint.into());
        self
    }

    /// Prefixes the message with where the error happened (a place in a file).
    pub fn at(mut self, place: &str) -> Self {
        let d = self.detail_mut();
        d.message = format!("{place}: {}", d.message);
        self
    }

    pub fn detail(&self) -> &Detail {
        match self {
            Error::Failure(d)
            | Error::Usage(d)
            | Error::NotFound(d)
            | Error::Conflict(d)
            | Error::Invalid(d)
            | Error::TokenRefused(d)
            | Error::Refused(d)
            | Error::Locked(d)
            | Error::NotDone(d)
            | Error::ClaimsScript(d)
            | Error::MfaRequired(d) => d,
            Error::TokenInvalid { detail, .. } => detail,
        }
    }

    fn detail_mut(&mut self) -> &mut Detail {
        match self {
            Error::Failure(d)
            | Error::Usage(d)
            | Error::NotFound(d)
            | Error::Conflict(d)
            | Error::Invalid(d)
            | Error::TokenRefused(d)
            | Error::Refused(d)
            | Error::Locked(d)
            | Error::NotDone(d)
            | Error::ClaimsScript(d)
            | Error::MfaRequired(d) => d,
            Error::TokenInvalid { detail, .. } => detail,
        }
    }

    pub fn code(&self) -> Code {
        self.detail().code
    }

    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Failure(_) => exit::FAILURE,
            Error::Usage(_) => exit::USAGE,
            Error::NotFound(_) => exit::NOT_FOUND,
            Error::Conflict(_) => exit::CONFLICT,
            Error::Invalid(_) => exit::INVALID,
            Error::TokenRefused(_) => exit::TOKEN_REFUSED,
            Error::Refused(_) => exit::SIGN_IN_REFUSED,
            Error::Locked(_) => exit::LOCKED,
            Error::NotDone(_) => exit::NOT_DONE,
            Error::ClaimsScript(_) => exit::CLAIMS_SCRIPT,
            Error::MfaRequired(_) => exit::MFA_REQUIRED,
            Error::TokenInvalid { exit, .. } => *exit,
        }
    }

    /// The HTTP status of this error at the Management API: its code's row of [`TABLE`].
    pub fn http_status(&self) -> u16 {
        self.code().status()
    }
}

/// The code of a write refused because the file system holding the store is full.
pub const DISK_FULL: &str = "store.disk_full";

impl Error {
    /// A write refused for want of disk space: nothing was changed, and the same write
    /// succeeds once space is freed (the server answers 503 with `Retry-After`).
    pub fn disk_full(cause: impl fmt::Display) -> Self {
        Error::new(
            Code::StoreDiskFull,
            format!("the store's file system is full; nothing was changed ({cause})"),
        )
        .with_hint("free space on the file system that holds the store, then try again")
    }

    /// Was this a write refused for want of disk space?
    pub fn is_disk_full(&self) -> bool {
        self.code() == Code::StoreDiskFull
    }
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        match &e {
            rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::DiskFull => {
                Error::disk_full(e)
            }
            _ => Error::new(Code::StoreError, format!("store error: {e}")),
        }
    }
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Error::new(Code::IoError, format!("I/O error: {e}"))
    }
}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Self {
        Error::new(Code::JsonError, format!("JSON error: {e}"))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::{Code, Error, TABLE, exit};

    #[test]
    fn the_exit_code_table_lists_every_code_once_in_order() {
        let codes: Vec<i32> = exit::TABLE.iter().map(|(c, _)| *c).collect();
        assert_eq!(
            codes,
            vec![
                0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20
            ]
        );
        assert!(exit::TABLE.iter().all(|(_, m)| !m.is_empty()));
    }

    #[test]
    fn every_code_is_in_the_table_once_and_reads_back_from_its_name() {
        let mut names = std::collections::BTreeSet::new();
        for row in TABLE {
            assert!(names.insert(row.code.as_str()), "{} twice", row.code);
            assert_eq!(Code::parse(row.code.as_str()), Some(row.code));
        }
        assert_eq!(Code::parse("no.such_code"), None);
    }

    #[test]
    fn every_code_exits_with_a_documented_exit_code_and_its_error_carries_its_row() {
        for row in TABLE {
            assert!(
                row.exit != exit::OK && exit::TABLE.iter().any(|(c, _)| *c == row.exit),
                "{}: exit {} is not in the exit-code table",
                row.code,
                row.exit
            );
            let e = Error::new(row.code, "m");
            assert_eq!(e.exit_code(), row.exit, "{}", row.code);
            assert_eq!(e.http_status(), row.status, "{}", row.code);
            assert_eq!(e.code(), row.code);
        }
    }

    #[test]
    fn statuses_follow_the_class_of_each_code() {
        for row in TABLE {
            let ok = match row.exit {
                exit::NOT_FOUND => row.status == 404,
                exit::CONFLICT => row.status == 422,
                exit::INVALID | exit::USAGE => [400, 405, 422].contains(&row.status),
                exit::FAILURE | exit::NOT_DONE => row.status >= 500,
                exit::SIGN_IN_REFUSED | exit::LOCKED => [401, 422].contains(&row.status),
                exit::MALFORMED..=exit::WRONG_ORGANIZATION => [401, 403].contains(&row.status),
                exit::TOKEN_REFUSED => [400, 403, 500].contains(&row.status),
                exit::CLAIMS_SCRIPT => [400, 422].contains(&row.status),
                exit::MFA_REQUIRED => [403, 422].contains(&row.status),
                _ => false,
            };
            assert!(
                ok,
                "{}: exit {} with status {}",
                row.code, row.exit, row.status
            );
            let oauth_ok = match row.status {
                _ if row.exit == exit::TOKEN_REFUSED => row.oauth == row.code.as_str(),
                503 => row.oauth == "temporarily_unavailable",
                500 => row.oauth == "server_error",
                401 => row.oauth == "invalid_token",
                // A sign-in that needs a second factor is denied, not short of a scope.
                403 if row.exit == exit::MFA_REQUIRED => row.oauth == "access_denied",
                403 => row.oauth == "insufficient_scope",
                _ => row.oauth == "invalid_request",
            };
            assert!(oauth_ok, "{}: OAuth error {}", row.code, row.oauth);
        }
    }

    /// The service's error codes and the statuses its reference gives them (the Management
    /// API's rules and routes): every one idctl emits answers as the service does.
    #[test]
    fn the_codes_of_the_service_answer_the_references_statuses() {
        const REFERENCE: &[(&str, u16)] = &[
            ("guard.invalid_input", 400),
            ("entity.not_exists_with_id", 404),
            ("resource.resource_identifier_in_use", 422),
            ("scope.name_exists", 422),
            ("scope.name_with_space", 400),
            ("role.name_in_use", 422),
            ("role.scope_exists", 422),
            ("user.username_already_in_use", 422),
            ("user.email_already_in_use", 422),
            ("user.phone_already_in_use", 422),
            ("user.invalid_role_type", 422),
            ("application.invalid_role_type", 422),
            ("auth.unauthorized", 401),
            ("auth.forbidden", 403),
            ("resource.cannot_modify_management_api", 400),
            ("hook.endpoint_responded_with_error", 422),
            ("entity.unique_integrity_violation", 422),
        ];
        for (name, status) in REFERENCE {
            let code = Code::parse(name).unwrap_or_else(|| panic!("{name} is not in the table"));
            assert_eq!(code.status(), *status, "{name}");
        }
    }

    #[test]
    fn codes_given_as_text_keep_their_row_and_oauth_names_are_refused_token_requests() {
        let e = Error::conflict("role.name_in_use", "m");
        assert_eq!(e.code(), Code::RoleNameInUse);
        assert_eq!(e.http_status(), 422);
        let e = Error::oauth("invalid_grant", "m");
        assert_eq!(e.code(), Code::InvalidGrant);
        assert_eq!(e.exit_code(), exit::TOKEN_REFUSED);
        assert_eq!(e.http_status(), 400);
        assert_eq!(e.code().oauth(), "invalid_grant");
        let e = Error::token_invalid(exit::EXPIRED, "token.expired", "m");
        assert_eq!(e.code(), Code::TokenExpired);
        assert_eq!(e.exit_code(), exit::EXPIRED);
        assert_eq!(e.http_status(), 401);
    }

    #[test]
    fn an_update_naming_nothing_is_a_usage_error_with_its_fields_as_data() {
        let e = Error::nothing_to_update(super::Noun::Role);
        assert_eq!(e.exit_code(), exit::USAGE);
        assert_eq!(e.detail().message, "nothing to update");
        assert_eq!(e.detail().hint, Some(super::Hint::Give(super::Noun::Role)));
    }
}
