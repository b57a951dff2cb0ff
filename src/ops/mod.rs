//! The operations of the service: one plain function per management operation.
//!
//! Each takes the command's transaction and a typed input, checks the input, changes rows
//! through `store`, records the events it caused, and returns its result. Nothing here
//! prints, prompts, or knows about the command line.

pub mod apply;
pub mod backup;
pub mod builtin;
pub mod claims;
pub mod clients;
pub mod config;
pub mod connectors;
pub mod csrf;
pub mod experience;
pub mod hooks;
pub mod keys;
pub mod mfa;
pub mod org_apps;
pub mod orgs;
pub mod pats;
pub mod prune;
pub mod quickstart;
pub mod resources;
pub mod roles;
pub mod scopes;
pub mod signin;
pub mod users;

use crate::error::{Code, Error, Result};

pub fn invalid(message: impl Into<String>) -> Error {
    Error::new(Code::GuardInvalidInput, message)
}

/// A required, non-blank name of at most `max` characters.
pub fn check_name(what: &str, name: &str, max: usize) -> Result<()> {
    if name.trim().is_empty() {
        return Err(invalid(format!("{what} must not be empty")));
    }
    let n = name.chars().count();
    if n > max {
        return Err(invalid(format!(
            "{what} is {n} characters long; at most {max} are allowed"
        )));
    }
    Ok(())
}

/// An optional text of at most `max` characters.
pub fn check_len(what: &str, text: &str, max: usize) -> Result<()> {
    let n = text.chars().count();
    if n > max {
        return Err(invalid(format!(
            "{what} is {n} characters long; at most {max} are allowed"
        )));
    }
    Ok(())
}

pub fn not_found(kind: &str, key: &str) -> Error {
    Error::new(
        Code::EntityNotExistsWithId,
        format!("{kind} {key} does not exist"),
    )
}

/// Adding what is there already, or removing what is not there, changes nothing: the
/// command succeeds, records no event for those items, and says so on stderr.
pub(crate) fn notice_unchanged(tx: &mut crate::store::Tx, what: &str, items: &[String]) {
    if !items.is_empty() {
        tx.notice(format!("{what} {} (nothing to do)", items.join(", ")));
    }
}
