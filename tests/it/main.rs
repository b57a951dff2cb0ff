//! Every integration test of idctl, in one binary: each module is a capability, tested through
//! both fronts where it has both (the `idctl` binary as a user runs it, and `idctl serve` over
//! real HTTP), with the shared harness in `common` (tests/common/).
//!
//! One binary links the library, axum, reqwest and the TLS stack once instead of once per test
//! file. Run one capability with `cargo test --test it roles::`, one test by its name.

#[path = "../common/mod.rs"]
mod common;

mod apply;
mod authorize;
mod browser;
mod claims;
mod clients;
mod connectors;
mod declared;
mod deploying;
mod events;
mod experience;
mod help;
mod hooks;
mod hostile_input;
mod keys;
mod limits;
mod management_api;
mod mfa;
mod operations;
mod org_tokens;
mod orgs;
mod pages;
mod pg_connect;
mod readme;
mod replicas;
mod resources;
mod roles;
mod script_contract;
mod serve_logs;
mod serve_tls;
mod store;
mod tokens;
mod upstream;
mod users;
mod verbs;
mod verify;
