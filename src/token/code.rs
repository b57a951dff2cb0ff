//! The authorization code flow's grant (oidc-flows section 3): a code issued after the user
//! signed in, exchanged once at the token endpoint for an ID token, an access token (a JWT
//! when the exchange names one of the resources of the authorization request, otherwise an
//! opaque token for userinfo) and, when `offline_access` was granted, a refresh token.

use super::authorize::AuthRequest;
use super::id_token::{self, is_oidc_scope};
use super::mint;
use crate::error::{Error, Result};
use crate::store::signin::{self, Code, OidcGrant, OidcToken};
use crate::store::{self, Tx};
use serde::Serialize;

/// Codes are single-use and live 60 s (the provider's default).
pub const CODE_TTL_MS: i64 = 60_000;
/// Opaque access tokens (for userinfo) live an hour.
pub const ACCESS_TTL_SECS: i64 = 3600;
/// Refresh tokens of a browser flow live 14 days.
pub const REFRESH_TTL_MS: i64 = 14 * 24 * 3600 * 1000;

/// The token endpoint's answer to a code exchange or a refresh of a browser flow.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct OidcTokens {
    pub access_token: String,
    pub expires_in: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id_token: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refresh_token: Option<String>,
    /// Always present (the service's SDKs need a string, even empty).
    pub scope: String,
    pub token_type: &'static str,
}

fn invalid_grant(why: &str) -> Error {
    Error::oauth("invalid_grant", "grant request is invalid").with_hint(why.to_string())
}

fn hash(secret: &str) -> String {
    crate::util::sha256_hex(secret.as_bytes())
}

/// The public id of a session (`sid` in ID tokens, `sessionId` in events), from the hash of
/// its cookie (which cannot be turned back into the cookie).
pub fn sid(session_hash: &str) -> &str {
    session_hash.get(..21).unwrap_or(session_hash)
}

/// The session a user signed in with, as a code records it.
#[derive(Debug, Clone, Copy)]
pub struct SignedInWith<'a> {
    /// The hash of the session cookie.
    pub session_hash: &'a str,
    /// When the user authenticated (milliseconds).
    pub authenticated_at: i64,
}

/// Records what `user_id` granted the app of `req` and issues the code sent back to it.
/// `session`: the session the user is signed in with (none for codes made without a
/// browser). Its authentication time goes into the grant's ID tokens when the request asked
/// for `max_age` or `prompt=login`.
pub fn issue(
    tx: &Tx,
    req: &AuthRequest,
    user_id: &str,
    session: Option<SignedInWith>,
) -> Result<String> {
    let auth_time = session
        .filter(|_| req.max_age.is_some() || req.prompt_login)
        .map(|s| s.authenticated_at.div_euclid(1000));
    let grant = OidcGrant {
        id: crate::util::new_id(),
        user_id: user_id.to_string(),
        client_id: req.client_id.clone(),
        scopes: req.scopes.clone(),
        resources: req.resources.clone(),
        session_hash: session.map(|s| s.session_hash.to_string()),
        auth_time,
        revoked: false,
        created_at: tx.now_ms(),
    };
    signin::insert_grant(tx, &grant)?;
    let code = crate::util::new_opaque_token();
    signin::insert_code(
        tx,
        &hash(&code),
        &Code {
            grant_id: grant.id,
            redirect_uri: req.redirect_uri.clone(),
            code_challenge: req.code_challenge.clone(),
            nonce: req.nonce.clone(),
            expires_at: tx.now_ms().saturating_add(CODE_TTL_MS),
            consumed_at: None,
        },
    )?;
    Ok(code)
}

/// A code exchange by the authenticated app `client_id`.
pub struct Exchange<'a> {
    pub client_id: &'a str,
    pub code: Option<&'a str>,
    pub redirect_uri: Option<&'a str>,
    pub code_verifier: Option<&'a str>,
    /// At most one `resource`: the audience of a JWT access token.
    pub resources: &'a [String],
}

/// Exchanges a code, in the provider's order of checks. A code presented a second time
/// revokes everything its first exchange issued (RFC 6749 section 4.1.2).
pub fn exchange(tx: &mut Tx, x: Exchange) -> Result<OidcTokens> {
    let code = x
        .code
        .ok_or_else(|| Error::oauth("invalid_request", "missing required parameter 'code'"))?;
    let redirect_uri = x.redirect_uri.ok_or_else(|| {
        Error::oauth(
            "invalid_request",
            "missing required parameter 'redirect_uri'",
        )
    })?;
    let code_hash = hash(code);
    let found = signin::code(tx, &code_hash)?
        .ok_or_else(|| invalid_grant("authorization code not found"))?;
    let grant = signin::grant(tx, &found.grant_id)?
        .ok_or_else(|| invalid_grant("authorization code not found"))?;
    if grant.client_id != x.client_id {
        return Err(invalid_grant("client mismatch"));
    }
    if found.expires_at <= tx.now_ms() {
        return Err(invalid_grant("authorization code is expired"));
    }
    if let Some(challenge) = &found.code_challenge {
        super::pkce::verify(x.code_verifier, challenge)?;
    }
    if found.redirect_uri != redirect_uri {
        return Err(invalid_grant("authorization code redirect_uri mismatch"));
    }
    if found.consumed_at.is_some() || grant.revoked {
        // The refusal rolls this transaction back; the revocation that must stay is made
        // by `revoke_reused`, in a transaction of its own.
        return Err(reused());
    }
    signin::consume_code(tx, &code_hash)?;
    tokens(tx, &grant, found.nonce.as_deref(), x.resources, None)
}

fn reused() -> Error {
    invalid_grant("authorization code already consumed").with_hint(
        "authorization code already consumed: everything its first exchange issued is revoked",
    )
}

/// Revokes the grant of a code or refresh token presented again after its use, in a
/// transaction of its own: the request is refused (and its transaction rolled back), but the
/// revocation must stay. Returns whether `secret` was such a code or token.
pub fn revoke_reused(tx: &Tx, secret: &str) -> Result<bool> {
    let h = hash(secret);
    let grant = match signin::code(tx, &h)? {
        Some(c) if c.consumed_at.is_some() => Some(c.grant_id),
        Some(_) => None,
        None => signin::token(tx, &h)?
            .filter(|t| t.kind == "refresh" && t.consumed_at.is_some())
            .map(|t| t.grant_id),
    };
    match grant {
        Some(id) => {
            signin::revoke_grant(tx, &id)?;
            Ok(true)
        }
        None => Ok(false),
    }
}

/// The tokens of a grant for its app: the ID token (with `openid`), the access token for
/// `resources` (one of the grant's) or an opaque one, and a refresh token with
/// `offline_access` (`keep_refresh`: the one presented stays, for confidential apps).
fn tokens(
    tx: &Tx,
    grant: &OidcGrant,
    nonce: Option<&str>,
    resources: &[String],
    keep_refresh: Option<String>,
) -> Result<OidcTokens> {
    let user = mint::active_user(tx, &grant.user_id)?;
    let has = |s: &str| grant.scopes.iter().any(|x| x == s);
    let id_token = if has("openid") {
        Some(id_token::mint(
            tx,
            &user,
            &grant.client_id,
            &grant.scopes,
            nonce,
            id_token::SignedIn {
                auth_time: grant.auth_time,
                sid: grant.session_hash.as_deref().map(sid),
            },
        )?)
    } else {
        None
    };
    let (access_token, expires_in, scope) = match resources {
        [] => {
            let token = crate::util::new_opaque_token();
            signin::insert_token(
                tx,
                &hash(&token),
                &OidcToken {
                    grant_id: grant.id.clone(),
                    kind: "access".into(),
                    expires_at: tx.now_ms().saturating_add(ACCESS_TTL_SECS * 1000),
                    consumed_at: None,
                },
            )?;
            let oidc: Vec<&str> = grant
                .scopes
                .iter()
                .map(String::as_str)
                .filter(|s| is_oidc_scope(s))
                .collect();
            (token, ACCESS_TTL_SECS, oidc.join(" "))
        }
        [indicator] => {
            if !grant.resources.contains(indicator) {
                return Err(Error::oauth(
                    "invalid_target",
                    "resource indicator is missing, or unknown",
                )
                .with_hint("the resource must be one the authorization request named"));
            }
            let res = store::resources::by_indicator(tx, indicator)?.ok_or_else(|| {
                Error::oauth(
                    "invalid_target",
                    "resource indicator is missing, or unknown",
                )
            })?;
            let asked: Vec<String> = grant
                .scopes
                .iter()
                .filter(|s| !is_oidc_scope(s))
                .cloned()
                .collect();
            let held = store::users::scope_names(tx, &user.id, &res.id)?;
            let (granted, _dropped) =
                mint::filter_scopes(tx, &res, &asked, &held, &format!("user {}", user.id))?;
            let scope = granted.join(" ");
            let (jwt, ttl) = mint::sign_access_token(
                tx,
                &user.id,
                &grant.client_id,
                &res,
                (!scope.is_empty()).then_some(scope.as_str()),
            )?;
            (jwt, ttl, scope)
        }
        _ => {
            return Err(Error::oauth(
                "invalid_target",
                "only a single resource indicator value is supported for this grant type",
            ));
        }
    };
    let refresh_token = match keep_refresh {
        Some(same) => Some(same),
        None if has("offline_access") => {
            let rt = crate::util::new_opaque_token();
            signin::insert_token(
                tx,
                &hash(&rt),
                &OidcToken {
                    grant_id: grant.id.clone(),
                    kind: "refresh".into(),
                    expires_at: tx.now_ms().saturating_add(REFRESH_TTL_MS),
                    consumed_at: None,
                },
            )?;
            Some(rt)
        }
        None => None,
    };
    Ok(OidcTokens {
        access_token,
        expires_in,
        id_token,
        refresh_token,
        scope,
        token_type: "Bearer",
    })
}

/// The refresh grant of a browser flow: tokens for the grant (`resource`: one of the
/// resources of the authorization request, for a JWT). Public apps get a new refresh token
/// every time (the old one stops working); confidential apps keep theirs.
pub fn refresh(
    tx: &Tx,
    client_id: &str,
    public: bool,
    refresh_token: &str,
    resources: &[String],
) -> Result<Option<OidcTokens>> {
    let h = hash(refresh_token);
    let Some(t) = signin::token(tx, &h)?.filter(|t| t.kind == "refresh") else {
        // Not a browser flow's refresh token: the caller tries the others.
        return Ok(None);
    };
    let grant = signin::grant(tx, &t.grant_id)?.ok_or_else(|| invalid_grant("grant not found"))?;
    if grant.revoked || t.expires_at <= tx.now_ms() {
        return Err(invalid_grant("refresh token is expired or revoked"));
    }
    if grant.client_id != client_id {
        return Err(invalid_grant("client mismatch"));
    }
    if t.consumed_at.is_some() {
        // Reuse of a rotated token: the whole grant goes (see `revoke_reused`).
        return Err(invalid_grant(
            "refresh token already used: the grant is revoked",
        ));
    }
    let keep = if public {
        signin::consume_token(tx, &h)?;
        None
    } else {
        Some(refresh_token.to_string())
    };
    // A public app's new refresh token comes from `tokens` (the grant has offline_access,
    // or there would be no refresh token to present).
    tokens(tx, &grant, None, resources, keep).map(Some)
}

/// The user and granted scopes behind an opaque access token (userinfo).
pub fn userinfo(tx: &Tx, access_token: &str) -> Result<serde_json::Map<String, serde_json::Value>> {
    let bad = || Error::oauth("invalid_token", "invalid token provided");
    let t = signin::token(tx, &hash(access_token))?
        .filter(|t| t.kind == "access" && t.expires_at > tx.now_ms())
        .ok_or_else(bad)?;
    let grant = signin::grant(tx, &t.grant_id)?
        .filter(|g| !g.revoked)
        .ok_or_else(bad)?;
    let user = mint::active_user(tx, &grant.user_id).map_err(|_| bad())?;
    id_token::claims(tx, &user, &grant.scopes, id_token::For::Userinfo)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::RoleType;
    use crate::store::Store;
    use crate::token::authorize::{AuthRequest, FirstScreen};

    const API: &str = "https://api.example.com";
    const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
    const CB: &str = "http://localhost:3000/callback";

    fn request(scope: &str) -> AuthRequest {
        AuthRequest {
            client_id: "spa".into(),
            redirect_uri: CB.into(),
            scopes: scope.split(' ').map(str::to_string).collect(),
            resources: vec![API.into()],
            state: Some("st".into()),
            nonce: Some("n".into()),
            code_challenge: Some(CHALLENGE.into()),
            prompt_login: false,
            prompt_none: false,
            prompt_consent: true,
            first_screen: FirstScreen::SignIn,
            login_hint: None,
            max_age: None,
            requested_at: 0,
        }
    }

    /// A store with the orders API (read:orders, write:orders) and alice holding read:orders.
    fn store() -> (tempfile::TempDir, Store, String) {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut store = Store::open(&dir.path().join("s.db")).expect("store");
        let user = store
            .write(|tx| {
                crate::ops::resources::create(
                    tx,
                    crate::ops::resources::NewResource {
                        name: "Orders".into(),
                        indicator: API.into(),
                        ttl: None,
                        is_default: false,
                    },
                )?;
                for s in ["read:orders", "write:orders"] {
                    crate::ops::scopes::create(
                        tx,
                        crate::ops::scopes::NewScope {
                            resource: API.into(),
                            name: s.into(),
                            description: None,
                        },
                    )?;
                }
                crate::ops::roles::create(
                    tx,
                    crate::ops::roles::NewRole {
                        name: "reader".into(),
                        description: None,
                        kind: RoleType::User,
                        is_default: false,
                        scopes: Some((API.into(), vec!["read:orders".into()])),
                        scope_ids: Vec::new(),
                    },
                )?;
                let u = crate::ops::users::create(
                    tx,
                    crate::ops::users::NewUser {
                        username: Some("alice".into()),
                        ..Default::default()
                    },
                )?;
                crate::ops::users::assign(tx, &u.id, &["reader".into()])?;
                Ok(u.id)
            })
            .expect("setup")
            .value;
        (dir, store, user)
    }

    fn exchange_with<'a>(
        code: &'a str,
        verifier: &'a str,
        resources: &'a [String],
    ) -> Exchange<'a> {
        Exchange {
            client_id: "spa",
            code: Some(code),
            redirect_uri: Some(CB),
            code_verifier: Some(verifier),
            resources,
        }
    }

    #[test]
    fn a_code_is_exchanged_once_and_its_reuse_revokes_the_grant() {
        let (_dir, mut store, user) = store();
        let code = store
            .write(|tx| {
                issue(
                    tx,
                    &request("openid profile offline_access read:orders write:orders"),
                    &user,
                    None,
                )
            })
            .unwrap()
            .value;
        let tokens = store
            .write(|tx| exchange(tx, exchange_with(&code, VERIFIER, &[])))
            .expect("exchanged")
            .value;
        assert!(tokens.id_token.is_some());
        assert!(tokens.refresh_token.is_some());
        assert_eq!(tokens.scope, "openid profile offline_access");
        let info = store
            .read(|tx| userinfo(tx, &tokens.access_token))
            .expect("userinfo")
            .value;
        assert_eq!(info["sub"], user.as_str());
        assert_eq!(info["username"], "alice");
        // Second use: refused, and (in its own transaction) everything is revoked.
        let e = store
            .write(|tx| exchange(tx, exchange_with(&code, VERIFIER, &[])))
            .expect_err("reused");
        assert_eq!(e.code(), "invalid_grant");
        assert!(store.write(|tx| revoke_reused(tx, &code)).unwrap().value);
        assert!(store.read(|tx| userinfo(tx, &tokens.access_token)).is_err());
        let rt = tokens.refresh_token.unwrap();
        let e = store
            .write(|tx| refresh(tx, "spa", true, &rt, &[]))
            .expect_err("revoked");
        assert_eq!(e.code(), "invalid_grant");
    }

    #[test]
    fn exchanges_check_client_verifier_redirect_and_resource() {
        let (_dir, mut store, user) = store();
        let code = store
            .write(|tx| issue(tx, &request("openid read:orders"), &user, None))
            .unwrap()
            .value;
        let other = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXx";
        let none: [String; 0] = [];
        let cases: Vec<(Exchange, &str)> = vec![
            (
                Exchange {
                    client_id: "other",
                    ..exchange_with(&code, VERIFIER, &none)
                },
                "invalid_grant",
            ),
            (exchange_with(&code, other, &none), "invalid_grant"),
            (
                Exchange {
                    code_verifier: None,
                    ..exchange_with(&code, VERIFIER, &none)
                },
                "invalid_grant",
            ),
            (
                Exchange {
                    redirect_uri: Some("http://localhost:3000/other"),
                    ..exchange_with(&code, VERIFIER, &none)
                },
                "invalid_grant",
            ),
            (
                Exchange {
                    redirect_uri: None,
                    ..exchange_with(&code, VERIFIER, &none)
                },
                "invalid_request",
            ),
            (exchange_with("nope", VERIFIER, &none), "invalid_grant"),
        ];
        for (x, want) in cases {
            let e = store.write(|tx| exchange(tx, x)).expect_err("refused");
            assert_eq!(e.code(), want);
        }
        // Refusals leave the code usable: now with the resource, a JWT with the permissions
        // the user holds (read:orders), not the ones only asked for.
        let other_api = ["https://other.example".to_string()];
        let e = store
            .write(|tx| exchange(tx, exchange_with(&code, VERIFIER, &other_api)))
            .expect_err("unknown resource");
        assert_eq!(e.code(), "invalid_target");
        let api = [API.to_string()];
        let t = store
            .write(|tx| exchange(tx, exchange_with(&code, VERIFIER, &api)))
            .expect("exchanged")
            .value;
        let claims = crate::token::jwt::parse(&t.access_token).unwrap().payload;
        assert_eq!(claims["aud"], API);
        assert_eq!(claims["scope"], "read:orders");
        assert_eq!(t.scope, "read:orders");
        assert!(
            t.refresh_token.is_none(),
            "no offline_access, no refresh token"
        );
    }

    #[test]
    fn public_apps_rotate_refresh_tokens_and_reuse_revokes() {
        let (_dir, mut store, user) = store();
        let code = store
            .write(|tx| {
                issue(
                    tx,
                    &request("openid offline_access read:orders"),
                    &user,
                    None,
                )
            })
            .unwrap()
            .value;
        let first = store
            .write(|tx| exchange(tx, exchange_with(&code, VERIFIER, &[])))
            .unwrap()
            .value
            .refresh_token
            .unwrap();
        let api = [API.to_string()];
        let second = store
            .write(|tx| refresh(tx, "spa", true, &first, &api))
            .unwrap()
            .value
            .expect("a browser flow's token");
        let claims = crate::token::jwt::parse(&second.access_token)
            .unwrap()
            .payload;
        assert_eq!(claims["scope"], "read:orders");
        assert!(second.id_token.is_some());
        let rotated = second.refresh_token.unwrap();
        assert_ne!(rotated, first);
        assert!(
            store
                .write(|tx| refresh(tx, "spa", true, &first, &[]))
                .is_err()
        );
        assert!(store.write(|tx| revoke_reused(tx, &first)).unwrap().value);
        // The reuse revoked the grant: the rotated token is dead too.
        assert!(
            store
                .write(|tx| refresh(tx, "spa", true, &rotated, &[]))
                .is_err()
        );
        // Tokens of other flows are not this module's.
        assert!(
            store
                .write(|tx| refresh(tx, "spa", true, "unknown", &[]))
                .unwrap()
                .value
                .is_none()
        );
    }
}
