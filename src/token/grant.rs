//! The token endpoint, for both fronts: `POST /oidc/token` and `idctl token` reach
//! [`token`], which authenticates the client, selects the grant, checks it, and revokes the
//! grant of a code or refresh token presented again after its use.
//!
//! Every grant of a user (a browser sign-in's code, the command line's `idctl token --user`)
//! is one row of one grant table with its codes and opaque tokens, under one rule for
//! refresh tokens: public apps (single-page, native, the built-in app `idctl`) get a new
//! refresh token with every refresh and the one presented stops working; a refresh token
//! presented again after that revokes the whole grant. Confidential apps keep theirs, as
//! the reference does.

use super::client::{self, Presented};
use super::code;
use super::mint::{self, App, Minted};
use super::oauth::OAuthError;
use crate::error::Code;
use crate::store::Tx;
use crate::store::signin;

pub const AUTHORIZATION_CODE: &str = "authorization_code";
pub const CLIENT_CREDENTIALS: &str = "client_credentials";
pub const REFRESH_TOKEN: &str = "refresh_token";
pub const TOKEN_EXCHANGE: &str = "urn:ietf:params:oauth:grant-type:token-exchange";

/// A grant, with what only it takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Grant {
    AuthorizationCode {
        code: Option<String>,
        redirect_uri: Option<String>,
        code_verifier: Option<String>,
    },
    ClientCredentials,
    Refresh {
        refresh_token: String,
    },
    TokenExchange {
        subject_token: String,
        subject_token_type: String,
    },
}

impl Grant {
    /// Whether the grant may change the store (consume a code, rotate a refresh token, or
    /// revoke the grant of one presented again): it then needs a write transaction.
    pub fn writes(grant_type: &str) -> bool {
        matches!(grant_type, AUTHORIZATION_CODE | REFRESH_TOKEN)
    }

    /// The single-use secret this grant presents, whose reuse revokes its grant.
    fn single_use(&self) -> Option<&str> {
        match self {
            Grant::AuthorizationCode { code, .. } => code.as_deref(),
            Grant::Refresh { refresh_token } => Some(refresh_token),
            _ => None,
        }
    }
}

/// A token request: the grant and the parameters every grant shares.
#[derive(Debug, Clone)]
pub struct Request {
    pub grant: Grant,
    /// `resource` parameters: the audience of the access token.
    pub resources: Vec<String>,
    /// Requested permissions (already split, see [`crate::util::split_scope`]); for a
    /// refresh, a narrowing of the original grant's.
    pub scopes: Vec<String>,
    /// Refuse (`invalid_scope`) instead of dropping what cannot be granted.
    pub strict: bool,
    /// `organization_id`: an organization token (client credentials, refresh), or with a
    /// `resource` a resource token in the organization's context. The command line names
    /// the organization by id or name.
    pub organization: Option<String>,
}

/// The grants that take `organization_id`; the others refuse it rather than ignore it.
fn check_organization(req: &Request) -> Result<(), OAuthError> {
    let name = match req.grant {
        Grant::ClientCredentials | Grant::Refresh { .. } => return Ok(()),
        _ if req.organization.is_none() => return Ok(()),
        Grant::AuthorizationCode { .. } => AUTHORIZATION_CODE,
        Grant::TokenExchange { .. } => "token exchange",
    };
    Err(OAuthError::new(
        Code::InvalidRequest,
        format!("organization_id is not supported by the {name} grant"),
    )
    .with_hint("organization tokens come from the refresh token and client credentials grants"))
}

/// Who asks for the token.
#[derive(Debug, Clone)]
pub enum Asker {
    /// A request to `/oidc/token`: the client authentication it carried (none: refused),
    /// checked by client id.
    Endpoint(Option<Presented>),
    /// The store's administrator on the command line: a client named by id or name, its
    /// secret checked when given (client credentials need one); no client named: the
    /// built-in app, for the grants of users.
    CommandLine(App),
}

/// Answers a token request in `tx`. `request`: the parsed request, or why it could not be
/// (told only after the client authenticated, as the reference orders its checks).
///
/// A refused request changes nothing (its changes are undone in the same transaction),
/// except when it presented a code or refresh token again after its use: then the grant
/// that issued it is revoked, and the error says so ([`must_commit`]).
pub fn token(
    tx: &mut Tx,
    asker: &Asker,
    request: Result<Request, OAuthError>,
) -> Result<Minted, OAuthError> {
    let single_use = request
        .as_ref()
        .ok()
        .and_then(|r| r.grant.single_use())
        .map(str::to_string);
    // Only the grants that write (a code consumed, a refresh token rotated) need their own
    // changes undone apart from the transaction's, which a refusal may still commit (the
    // revocation); the others (client credentials, exchange: the hot path) run without a
    // savepoint.
    let writes = request.as_ref().is_ok_and(|r| {
        matches!(
            r.grant,
            Grant::AuthorizationCode { .. } | Grant::Refresh { .. }
        )
    });
    if !writes {
        return select(tx, asker, request);
    }
    match tx.attempt(|tx| select(tx, asker, request)) {
        Err(e) if e.code() == Code::InvalidGrant => match single_use {
            Some(secret) if code::revoke_reused(tx, &secret)? => Err(e.revoking()),
            _ => Err(e),
        },
        other => other,
    }
}

/// Whether a refusal revoked a grant, and so its transaction must be committed.
pub fn must_commit(e: &OAuthError) -> bool {
    e.revoked()
}

fn no_client_auth() -> OAuthError {
    OAuthError::new(
        Code::InvalidRequest,
        "no client authentication mechanism provided",
    )
}

fn select(
    tx: &mut Tx,
    asker: &Asker,
    request: Result<Request, OAuthError>,
) -> Result<Minted, OAuthError> {
    match asker {
        Asker::Endpoint(presented) => {
            let presented = presented.as_ref().ok_or_else(no_client_auth)?;
            let caller = client::authenticate_id(tx, presented)?;
            let req = request?;
            check_organization(&req)?;
            let org = req.organization.as_deref();
            // The app of a user grant, as the command line names one: a machine-to-machine
            // client has none of the user grants (only client credentials and exchange).
            let named = || App {
                client_id: Some(caller.id().to_string()),
                secret: None,
            };
            let app_of = |tx: &Tx, grant| mint::app_id(tx, &named(), grant);
            let app = caller.id().to_string();
            match req.grant {
                Grant::AuthorizationCode {
                    code,
                    redirect_uri,
                    code_verifier,
                } => Ok(code::exchange(
                    tx,
                    code::Exchange {
                        client_id: &app,
                        code: code.as_deref(),
                        redirect_uri: redirect_uri.as_deref(),
                        code_verifier: code_verifier.as_deref(),
                        resources: &req.resources,
                    },
                )?),
                Grant::ClientCredentials => Ok(mint::client_credentials_for(
                    tx,
                    &caller,
                    &req.resources,
                    &req.scopes,
                    org,
                    req.strict,
                )?),
                Grant::Refresh { ref refresh_token } => Ok(refresh(
                    tx,
                    Some(app_of(tx, mint::UserGrant::RefreshToken)?),
                    refresh_token,
                    &req,
                    org,
                )?),
                Grant::TokenExchange {
                    ref subject_token,
                    ref subject_token_type,
                } => token_exchange(tx, &named(), subject_token, subject_token_type, &req),
            }
        }
        Asker::CommandLine(app) => {
            let req = request?;
            check_organization(&req)?;
            match req.grant {
                Grant::AuthorizationCode { .. } => Err(unsupported()),
                Grant::ClientCredentials => {
                    let org = cli_organization(tx, &req, mint::app_not_member)?;
                    Ok(mint::client_credentials(
                        tx,
                        app,
                        &req.resources,
                        &req.scopes,
                        org.as_deref(),
                        req.strict,
                    )?)
                }
                Grant::Refresh { ref refresh_token } => {
                    let named = if app.named() {
                        Some(mint::app_id(tx, app, mint::UserGrant::RefreshToken)?)
                    } else {
                        None
                    };
                    let org = cli_organization(tx, &req, mint::user_not_member)?;
                    Ok(refresh(tx, named, refresh_token, &req, org.as_deref())?)
                }
                Grant::TokenExchange {
                    ref subject_token,
                    ref subject_token_type,
                } => token_exchange(tx, app, subject_token, subject_token_type, &req),
            }
        }
    }
}

/// The id of the organization a command line's request names by id or name, if any.
fn cli_organization(
    tx: &Tx,
    req: &Request,
    denied: fn(&str) -> crate::error::Error,
) -> crate::error::Result<Option<String>> {
    req.organization
        .as_deref()
        .map(|key| code::organization_id(tx, key, denied))
        .transpose()
}

pub fn unsupported() -> OAuthError {
    OAuthError::new(
        Code::UnsupportedGrantType,
        "unsupported grant_type requested",
    )
}

/// A personal access token exchanged for an access token of `app` (the client at the
/// endpoint, or the app the command line names).
fn token_exchange(
    tx: &Tx,
    app: &App,
    subject_token: &str,
    subject_token_type: &str,
    req: &Request,
) -> Result<Minted, OAuthError> {
    check_subject_token_type(subject_token_type)?;
    let (app, _) = mint::app_id(tx, app, mint::UserGrant::TokenExchange)?;
    Ok(mint::exchange_pat(
        tx,
        &app,
        subject_token,
        &req.resources,
        &req.scopes,
        req.strict,
    )?)
}

/// Token exchange takes personal access tokens only.
fn check_subject_token_type(kind: &str) -> Result<(), OAuthError> {
    if kind != mint::PAT_TOKEN_TYPE {
        return Err(OAuthError::new(
            Code::InvalidRequest,
            format!(
                "unsupported subject_token_type; supported: {}",
                mint::PAT_TOKEN_TYPE
            ),
        ));
    }
    Ok(())
}

fn invalid_grant(hint: impl Into<String>) -> crate::error::Error {
    crate::error::Error::new(Code::InvalidGrant, "grant request is invalid").with_hint(hint.into())
}

/// The refresh grant, for every grant of a user. `app`: the app presenting the token and
/// whether it is public; none (the command line naming no app): the app it was issued to.
/// The access token carries (the original grant's permissions, narrowed by `scopes`) ∩ the
/// user's permissions now: never one gained after the original flow.
pub(super) fn refresh(
    tx: &Tx,
    app: Option<(String, bool)>,
    refresh_token: &str,
    req: &Request,
    organization: Option<&str>,
) -> crate::error::Result<Minted> {
    let hash = crate::util::sha256_hex(refresh_token.trim().as_bytes());
    let unknown = || invalid_grant("the refresh token is unknown, expired or revoked");
    let t = signin::token(tx, &hash)?
        .filter(|t| t.kind == "refresh")
        .ok_or_else(unknown)?;
    let grant = signin::grant(tx, &t.grant_id)?.ok_or_else(unknown)?;
    if grant.revoked || t.expires_at <= tx.now_ms() {
        return Err(unknown());
    }
    let (app, public) = match app {
        Some(a) => a,
        None => {
            let issued_to = App {
                client_id: Some(grant.client_id.clone()),
                secret: None,
            };
            mint::app_id(tx, &issued_to, mint::UserGrant::RefreshToken)?
        }
    };
    // A refresh token belongs to the app it was issued to (the service: "client mismatch").
    if app != grant.client_id {
        return Err(invalid_grant(format!(
            "the refresh token was issued to app {}, not {app}",
            grant.client_id
        )));
    }
    if t.consumed_at.is_some() {
        // Presented again after its rotation: the whole grant goes (see `token`).
        return Err(invalid_grant(
            "refresh token already used: the grant is revoked",
        ));
    }
    let next = if public {
        signin::consume_token(tx, &hash)?;
        code::NextRefresh::Rotate
    } else {
        code::NextRefresh::Keep(refresh_token.trim().to_string())
    };
    code::tokens(
        tx,
        &grant,
        code::Issue {
            nonce: None,
            resources: &req.resources,
            narrow: Some(&req.scopes),
            strict: req.strict,
            refresh: next,
            organization,
        },
    )
}
