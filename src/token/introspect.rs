//! Introspection (RFC 7662) and revocation (RFC 7009) of the opaque tokens idctl issues
//! (refresh tokens, and access tokens for userinfo). Structured (JWT) tokens are refused, as the reference service does.

use super::client::Authenticated;
use crate::error::{Code, Error, Result};
use crate::store::{self, Tx};
use serde_json::{Value, json};

/// Does the token have a decodable JWS header (a JWT)?
pub fn is_structured(token: &str) -> bool {
    let mut parts = token.split('.');
    let (Some(header), Some(_), Some(_), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return false;
    };
    base64::Engine::decode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, header)
        .ok()
        .and_then(|b| serde_json::from_slice::<Value>(&b).ok())
        .is_some_and(|v| v.is_object())
}

/// `what`: "introspected via the introspection_endpoint" or "revoked via the ...".
fn refuse_structured(token: &str, what: &str) -> Result<()> {
    if is_structured(token) {
        return Err(Error::new(
            Code::UnsupportedTokenType,
            format!("Structured JWT Tokens cannot be {what}"),
        ));
    }
    Ok(())
}

/// RFC 7662: `{"active": false}` for anything unknown, expired, revoked, or (for a public
/// caller) another client's; otherwise the token's facts.
pub fn introspect(tx: &Tx, caller: &Authenticated, token: &str) -> Result<Value> {
    refuse_structured(token, "introspected via the introspection_endpoint")?;
    Ok(opaque_token(tx, caller, token)?.unwrap_or_else(|| json!({"active": false})))
}

/// An opaque token of a user's grant (an access token for userinfo, or a refresh token),
/// as introspection shows it; `None` when it is not one.
fn opaque_token(tx: &Tx, caller: &Authenticated, token: &str) -> Result<Option<Value>> {
    let inactive = json!({"active": false});
    let hash = crate::util::sha256_hex(token.as_bytes());
    let Some(t) = store::signin::token(tx, &hash)? else {
        return Ok(None);
    };
    let Some(g) = store::signin::grant(tx, &t.grant_id)? else {
        return Ok(Some(inactive));
    };
    let live = !g.revoked && t.consumed_at.is_none() && t.expires_at > tx.now_ms();
    let mine = !matches!(caller, Authenticated::Public(_)) || caller.id() == g.client_id;
    let user_ok = store::users::by_id(tx, &g.user_id)?.is_some_and(|u| !u.is_suspended);
    if !(live && mine && user_ok) {
        return Ok(Some(inactive));
    }
    let scope: Vec<&str> = g
        .scopes
        .iter()
        .map(String::as_str)
        .filter(|s| t.kind == "refresh" || super::id_token::is_oidc_scope(s))
        .collect();
    let mut out = serde_json::Map::new();
    out.insert("active".into(), true.into());
    out.insert("client_id".into(), g.client_id.clone().into());
    out.insert("exp".into(), (t.expires_at / 1000).into());
    out.insert("iat".into(), (g.created_at / 1000).into());
    out.insert("iss".into(), super::issuer(tx)?.into());
    out.insert("scope".into(), scope.join(" ").into());
    out.insert("sub".into(), g.user_id.clone().into());
    if t.kind == "access" {
        out.insert("token_type".into(), "Bearer".into());
    }
    // A grant of the command line's names the one resource its access tokens are for.
    if let [one] = g.resources.as_slice()
        && !super::id_token::is_sign_in(&g.scopes)
    {
        out.insert("aud".into(), one.clone().into());
    }
    Ok(Some(Value::Object(out)))
}

/// RFC 7009: which grant revoking `token` would revoke, if any. Unknown tokens are not an
/// error; a public caller presenting another client's token revokes nothing; a confidential
/// one is refused.
/// Returns the grant's id.
pub fn revocable(tx: &Tx, caller: &Authenticated, token: &str) -> Result<Option<String>> {
    refuse_structured(token, "revoked via the revocation_endpoint")?;
    let hash = crate::util::sha256_hex(token.as_bytes());
    let Some(t) = store::signin::token(tx, &hash)? else {
        return Ok(None);
    };
    let Some(g) = store::signin::grant(tx, &t.grant_id)? else {
        return Ok(None);
    };
    let (client_id, found) = (g.client_id.clone(), (!g.revoked).then_some(g.id));
    if caller.id() != client_id {
        return match caller {
            Authenticated::Public(_) => Ok(None),
            Authenticated::Confidential(_) => Err(Error::new(
                Code::InvalidRequest,
                "client is not authorized to revoke the presented token",
            )),
        };
    }
    Ok(found)
}

/// RFC 7009: revokes the token's whole grant (see [`revocable`]); true when anything was.
pub fn revoke(tx: &Tx, caller: &Authenticated, token: &str) -> Result<bool> {
    match revocable(tx, caller, token)? {
        Some(grant) => {
            store::signin::revoke_grant(tx, &grant)?;
            Ok(true)
        }
        None => Ok(false),
    }
}
