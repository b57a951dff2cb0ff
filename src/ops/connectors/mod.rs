//! Connectors: how idctl reaches the outside world on a user's behalf. Code channels (email and
//! SMS: an SMTP server or an HTTP endpoint that delivers verification codes) and sign-in
//! connectors (another identity provider a user signs in with, OpenID Connect or OAuth 2).
//!
//! A connector's configuration lives in the store; its secrets never do. The store keeps a
//! reference (an environment variable's name or a file's path, [`secret::SecretRef`]), read by
//! the process that uses the connector, when it uses it.

pub mod channel;
pub mod oidc;
pub mod outbox;
pub mod secret;
pub mod send;
pub mod upstream;
