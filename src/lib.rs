//! idctl: administration and token tool for an OAuth/OIDC identity and authorization service.
//!
//! The library holds the whole service; the `idctl` binary is a thin command line over it.
//! - [`ops`]: one function per management operation (input in, result out, events recorded)
//! - [`store`]: the SQLite store, the only module that speaks SQL
//! - [`events`]: the event catalogue, payloads and the outbox
//! - [`output`]: tables and JSON
//! - [`cli`]: clap types and handlers

// No unwrap or expect on anything outside tests: errors are values (`Result`), and where a
// value cannot be missing the code says why with a pattern, not a panic.
#![deny(clippy::unwrap_used, clippy::expect_used)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

pub mod cli;
pub mod env;
pub mod error;
pub mod events;
pub mod http;
pub mod limits;
pub mod manifest;
pub mod model;
pub mod ops;
pub mod output;
pub mod password;
pub mod store;
pub mod token;
pub mod util;
pub mod webauthn;

#[cfg(test)]
mod layers;

pub use error::{Error, Result};
