//! Tokens: signing keys, the token endpoint (`grant`: client authentication, grant
//! selection, rotation and reuse), minting, and offline verification.

pub mod auth_request;
pub mod claims;
pub mod client;
pub mod code;
mod der;
pub mod ec;
pub mod grant;
pub mod id_token;
pub mod import;
pub mod interaction;
pub mod introspect;
pub mod jwt;
pub mod keys;
pub mod mfa_cookie;
pub mod mint;
pub mod oauth;
pub mod pkce;
pub mod upstream;
pub mod verify;

/// The issuer (`iss`) of tokens minted by this store.
pub fn issuer(tx: &crate::store::Tx) -> crate::error::Result<String> {
    Ok(format!(
        "{}/oidc",
        crate::store::config::base_url(tx)?.trim_end_matches('/')
    ))
}
