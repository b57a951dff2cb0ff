//! Tokens: signing keys, minting (grant rules) and offline verification.

pub mod client;
pub mod introspect;
pub mod jwt;
pub mod keys;
pub mod mint;
pub mod remote;
pub mod verify;
