//! Tokens: signing keys, minting (grant rules) and offline verification.

pub mod authorize;
pub mod client;
pub mod code;
pub mod csrf;
pub mod id_token;
pub mod interaction;
pub mod introspect;
pub mod jwt;
pub mod keys;
pub mod mint;
pub mod pkce;
pub mod remote;
pub mod verify;

/// The issuer (`iss`) of tokens minted by this store.
pub fn issuer(tx: &crate::store::Tx) -> crate::error::Result<String> {
    Ok(format!(
        "{}/oidc",
        crate::store::config::base_url(tx)?.trim_end_matches('/')
    ))
}
