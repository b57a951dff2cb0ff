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
