//! ID tokens and userinfo: a user's claims by the granted OIDC scopes, as the service gives
//! them (oidc-flows section 5): `profile` claims with `name`, `picture` and `username` as
//! `null` when unset, `email`/`phone` with their `_verified` flags, `roles` and the
//! organization claims. The ID token carries the extended claims the service's default
//! configuration enables (`roles`, `organizations`, `organization_roles`); userinfo carries
//! every claim of the granted scopes.

use super::verify::{Audience, Expect, KeySet, verify};
use super::{jwt, keys};
use crate::error::{Code, Error, Result};
use crate::model::User;
use crate::store::keys::StoredKey;
use crate::store::{self, Tx};
use serde_json::{Map, Value};

/// Seconds an ID token is valid.
pub const ID_TOKEN_TTL_SECS: i64 = 3600;

/// The OIDC scopes the service knows (and lists in discovery), besides resource permissions.
pub const OIDC_SCOPES: &[&str] = &[
    "openid",
    "offline_access",
    "profile",
    "email",
    "phone",
    "address",
    "custom_data",
    "identities",
    "roles",
    ORGANIZATIONS_SCOPE,
    ORGANIZATION_ROLES_SCOPE,
];
/// The claims an ID token or userinfo may carry (discovery's `claims_supported`).
pub const CLAIMS: &[&str] = &[
    "sub",
    "name",
    "family_name",
    "given_name",
    "middle_name",
    "nickname",
    "preferred_username",
    "profile",
    "picture",
    "website",
    "gender",
    "birthdate",
    "zoneinfo",
    "locale",
    "updated_at",
    "username",
    "created_at",
    "email",
    "email_verified",
    "phone_number",
    "phone_number_verified",
    "address",
    "custom_data",
    "identities",
    "roles",
    "organizations",
    "organization_roles",
    "iss",
    "aud",
    "exp",
    "iat",
    "nonce",
    "sid",
    "auth_time",
    "amr",
];
pub const ORGANIZATIONS_SCOPE: &str = "urn:logto:scope:organizations";
pub const ORGANIZATION_ROLES_SCOPE: &str = "urn:logto:scope:organization_roles";

/// The claims of each OIDC scope's `profile` part that come from the user's profile object
/// (claim name, profile key).
const PROFILE_FIELDS: &[(&str, &str)] = &[
    ("family_name", "familyName"),
    ("given_name", "givenName"),
    ("middle_name", "middleName"),
    ("nickname", "nickname"),
    ("preferred_username", "preferredUsername"),
    ("profile", "profile"),
    ("website", "website"),
    ("gender", "gender"),
    ("birthdate", "birthdate"),
    ("zoneinfo", "zoneinfo"),
    ("locale", "locale"),
];

/// Is `scope` an OIDC scope rather than a permission of an API resource?
pub fn is_oidc_scope(scope: &str) -> bool {
    OIDC_SCOPES.contains(&scope)
}

/// Does a grant carry OpenID Connect scopes (a sign-in's), or permissions only (the command
/// line's `idctl token --user`)?
pub fn is_sign_in(scopes: &[String]) -> bool {
    scopes.iter().any(|s| is_oidc_scope(s))
}

/// Where claims go: the ID token gets the extended claims of the default configuration
/// only; userinfo gets all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum For {
    IdToken,
    Userinfo,
}

/// The claims of `user` for the granted `scopes`, in the service's order, starting with `sub`.
pub fn claims(tx: &Tx, user: &User, scopes: &[String], target: For) -> Result<Map<String, Value>> {
    let has = |s: &str| scopes.iter().any(|x| x == s);
    let mut c = Map::new();
    c.insert("sub".into(), user.id.clone().into());
    let profile = user.profile.as_object();
    let field = |key: &str| profile.and_then(|p| p.get(key)).cloned();
    if has("profile") {
        c.insert("name".into(), opt(&user.name));
        c.insert("picture".into(), opt(&user.avatar));
        for (claim, key) in PROFILE_FIELDS {
            let v = field(key).or_else(|| {
                (*claim == "preferred_username")
                    .then(|| user.username.clone().map(Value::String))
                    .flatten()
            });
            if let Some(v) = v.filter(|v| !v.is_null()) {
                c.insert((*claim).into(), v);
            }
        }
        c.insert("updated_at".into(), user.updated_at.into());
        c.insert("username".into(), opt(&user.username));
        c.insert("created_at".into(), user.created_at.into());
    }
    if has("email") {
        c.insert("email".into(), opt(&user.primary_email));
        c.insert("email_verified".into(), user.primary_email.is_some().into());
    }
    if has("phone") {
        c.insert("phone_number".into(), opt(&user.primary_phone));
        c.insert(
            "phone_number_verified".into(),
            user.primary_phone.is_some().into(),
        );
    }
    if has("address")
        && let Some(a) = field("address")
    {
        c.insert("address".into(), a);
    }
    if target == For::Userinfo && has("custom_data") {
        c.insert("custom_data".into(), user.custom_data.clone());
    }
    if target == For::Userinfo && has("identities") {
        c.insert("identities".into(), user.identities.clone());
    }
    if has("roles") {
        let names: Vec<Value> = store::users::roles(tx, &user.id)?
            .into_iter()
            .map(|r| Value::String(r.name))
            .collect();
        c.insert("roles".into(), Value::Array(names));
    }
    let orgs = has(ORGANIZATIONS_SCOPE);
    let org_roles = has(ORGANIZATION_ROLES_SCOPE);
    if orgs || org_roles {
        let memberships = store::orgs::memberships(tx, &user.id)?;
        if orgs {
            let ids = memberships.iter().map(|(o, _)| Value::String(o.clone()));
            c.insert("organizations".into(), Value::Array(ids.collect()));
        }
        if org_roles {
            let pairs = memberships.iter().flat_map(|(o, roles)| {
                roles.iter().map(move |r| Value::String(format!("{o}:{r}")))
            });
            c.insert("organization_roles".into(), Value::Array(pairs.collect()));
        }
    }
    Ok(c)
}

fn opt(v: &Option<String>) -> Value {
    v.clone().map(Value::String).unwrap_or(Value::Null)
}

/// What an ID token says of the sign-in behind it.
#[derive(Debug, Clone, Copy, Default)]
pub struct SignedIn<'a> {
    /// When the user authenticated (Unix seconds): given when the authorization request
    /// asked for `max_age` or `prompt=login` (OIDC Core 3.1.2.1: `auth_time` is then
    /// required), otherwise left out as the reference does.
    pub auth_time: Option<i64>,
    /// The session the user signed in with (`sid`), when there was one.
    pub sid: Option<&'a str>,
    /// How the user authenticated (RFC 8176 `amr`): the claim is left out when empty.
    pub amr: &'a [String],
}

/// The key that signs the ID tokens of the app `client_id`: the one of the algorithm it chose
/// (`id_token_signed_response_alg`: RS256 is the store's RSA ID-token key unless the signing
/// key is RSA), otherwise the signing key, as the reference signs them.
pub fn signing_key(tx: &Tx, client_id: &str) -> Result<StoredKey> {
    let chosen = store::clients::find(tx, client_id)?
        .filter(|c| c.id == client_id)
        .and_then(|c| c.oidc_client_metadata.id_token_signed_response_alg);
    match chosen {
        None => store::keys::current(tx)?
            .ok_or_else(|| Error::new(Code::KeysNone, "the store has no signing key")),
        Some(alg) => store::keys::for_id_tokens(tx, alg.as_str())?.ok_or_else(|| {
            Error::new(
                Code::KeysNone,
                format!(
                    "app {client_id} asks for {} ID tokens, and the store has no {} key",
                    alg.as_str(),
                    alg.as_str()
                ),
            )
            .with_hint(format!(
                "add one with: idctl keys rotate --alg {}",
                alg.as_str()
            ))
        }),
    }
}

/// Signs an ID token for `user` and the app `client_id`: the claims of the granted scopes,
/// then `auth_time`, `nonce` (when the authorization request sent one) and `sid`, `aud` (the
/// client id, a string), `exp`, `iat` and `iss`. The header has no `typ`, as the service's;
/// the key is the one of the app's ID token algorithm ([`signing_key`]).
pub fn mint(
    tx: &Tx,
    user: &User,
    client_id: &str,
    scopes: &[String],
    nonce: Option<&str>,
    signed_in: SignedIn,
) -> Result<String> {
    let key = signing_key(tx, client_id)?;
    let signer = keys::signer(&key)?;
    tx.signs_with(&key);
    let iat = tx.now_ms() / 1000;
    let mut c = claims(tx, user, scopes, For::IdToken)?;
    if let Some(t) = signed_in.auth_time {
        c.insert("auth_time".into(), t.into());
    }
    if let Some(n) = nonce {
        c.insert("nonce".into(), n.into());
    }
    if let Some(sid) = signed_in.sid {
        c.insert("sid".into(), sid.into());
    }
    if !signed_in.amr.is_empty() {
        c.insert("amr".into(), signed_in.amr.to_vec().into());
    }
    c.insert("aud".into(), client_id.into());
    c.insert("exp".into(), (iat + ID_TOKEN_TTL_SECS).into());
    c.insert("iat".into(), iat.into());
    c.insert("iss".into(), super::issuer(tx)?.into());
    let mut header = Map::new();
    header.insert("alg".into(), key.alg.clone().into());
    header.insert("kid".into(), key.kid.clone().into());
    jwt::encode(&header, &c, &signer)
}

/// Checks an `id_token_hint` (sign-out): an ID token this store's keys signed for its issuer.
/// Its expiry is not checked, as the reference does not: an app signs its user out with the
/// ID token it holds, however old. Returns the claims.
pub fn check_hint(tx: &Tx, hint: &str) -> Result<Map<String, Value>> {
    let bad = || Error::new(Code::InvalidRequest, "could not validate id_token_hint");
    let keys = KeySet::from_jwks(&super::keys::jwks(tx)?)?;
    let parts = jwt::parse(hint).map_err(|_| bad())?;
    let aud = match parts.payload.get("aud") {
        Some(Value::String(a)) => a.clone(),
        _ => return Err(bad()),
    };
    let report = verify(
        hint,
        &keys,
        &Expect {
            issuer: super::issuer(tx)?,
            audience: Audience::Exact(aud),
            scopes: Vec::new(),
            now: tx.now_ms() / 1000,
            leeway: 0,
            plain_jwt: true,
            organization: None,
        },
    )
    .map_err(|_| bad())?;
    let trusted = report
        .checks
        .iter()
        .all(|c| c.ok || matches!(c.name, "expiry" | "not_before"));
    if !trusted || parts.payload.get("sub").and_then(Value::as_str).is_none() {
        return Err(bad());
    }
    Ok(parts.payload)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::users::{NewUser, create};
    use crate::store::Store;

    fn scopes(s: &str) -> Vec<String> {
        s.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn id_tokens_carry_the_claims_of_the_granted_scopes_and_verify() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut store = Store::open(&dir.path().join("s.db")).expect("store");
        let out = store
            .write(|tx| {
                let user = create(
                    tx,
                    NewUser {
                        username: Some("alice".into()),
                        email: Some("alice@example.com".into()),
                        profile: Some(serde_json::json!({"givenName": "Alice"})),
                        ..Default::default()
                    },
                )?;
                let token = mint(
                    tx,
                    &user,
                    "app1",
                    &scopes("openid profile email"),
                    Some("n-1"),
                    SignedIn {
                        auth_time: Some(1_700_000_000),
                        sid: Some("s-1"),
                        amr: &["pwd".to_string(), "otp".to_string(), "mfa".to_string()],
                    },
                )?;
                let plain = mint(
                    tx,
                    &user,
                    "app1",
                    &scopes("openid"),
                    None,
                    SignedIn::default(),
                )?;
                let jwks = crate::ops::keys::jwks(tx)?;
                let issuer = crate::ops::config::issuer(tx)?;
                let info = claims(
                    tx,
                    &user,
                    &scopes("openid phone custom_data"),
                    For::Userinfo,
                )?;
                Ok((user, token, plain, jwks, issuer, info))
            })
            .expect("mint");
        let (user, token, plain, jwks, issuer, info) = out.value;
        let parts = jwt::parse(&token).expect("a JWT");
        assert!(parts.header.get("typ").is_none(), "{:?}", parts.header);
        let p = &parts.payload;
        assert_eq!(p["sub"], user.id.as_str());
        assert_eq!(p["aud"], "app1");
        assert_eq!(p["iss"], issuer.as_str());
        assert_eq!(p["nonce"], "n-1");
        assert_eq!(p["auth_time"], 1_700_000_000);
        assert_eq!(p["sid"], "s-1");
        assert_eq!(p["amr"], serde_json::json!(["pwd", "otp", "mfa"]));
        assert_eq!(p["username"], "alice");
        assert_eq!(p["preferred_username"], "alice");
        assert_eq!(p["given_name"], "Alice");
        assert_eq!(p["name"], Value::Null);
        assert_eq!(p["picture"], Value::Null);
        assert_eq!(p["email"], "alice@example.com");
        assert_eq!(p["email_verified"], true);
        assert!(p.get("phone_number").is_none());
        assert_eq!(
            p["exp"].as_i64().unwrap() - p["iat"].as_i64().unwrap(),
            ID_TOKEN_TTL_SECS
        );
        let bare = jwt::parse(&plain).expect("a JWT");
        assert!(bare.payload.get("username").is_none());
        assert!(bare.payload.get("nonce").is_none());
        assert!(bare.payload.get("auth_time").is_none());
        assert!(bare.payload.get("sid").is_none());
        assert!(bare.payload.get("amr").is_none());
        assert_eq!(info["phone_number"], Value::Null);
        assert_eq!(info["phone_number_verified"], false);
        assert_eq!(info["custom_data"], serde_json::json!({}));
        let report = verify(
            &token,
            &KeySet::from_jwks(&jwks).expect("jwks"),
            &Expect {
                issuer,
                audience: Audience::Exact("app1".into()),
                scopes: Vec::new(),
                now: p["iat"].as_i64().unwrap(),
                leeway: 0,
                plain_jwt: true,
                organization: None,
            },
        )
        .expect("verify");
        assert!(report.valid, "{:?}", report.first_failure());
    }
}
