//! Argument groups several commands share, so that one concept is spelled the same way
//! everywhere: permissions positionally or with `--scope`, roles positionally or with
//! `--role`.

use clap::Args;

// Permissions to add or remove: positional, or `--scope` (both repeatable, words split on
// spaces), at least one.
#[derive(Debug, Args)]
pub struct ScopeList {
    /// Permission names (or ids); a quoted "a b" is two
    #[arg(value_name = "SCOPE", required_unless_present = "scope")]
    scopes: Vec<String>,
    /// Permission (repeatable, or space-separated); the same as the positional ones
    #[arg(long = "scope", short = 's', value_name = "SCOPES")]
    scope: Vec<String>,
}

impl ScopeList {
    /// Every permission named, in order, split on spaces.
    pub fn names(&self) -> Vec<String> {
        let all: Vec<String> = self.scopes.iter().chain(&self.scope).cloned().collect();
        super::split_scopes(&all)
    }
}

// Roles to assign or unassign: positional, or `--role` (repeatable), at least one.
#[derive(Debug, Args)]
pub struct RoleList {
    /// Roles (id or name)
    #[arg(value_name = "ROLE", required_unless_present = "role")]
    roles: Vec<String>,
    /// Role (id or name; repeatable); the same as the positional ones
    #[arg(long = "role", value_name = "ROLE")]
    role: Vec<String>,
}

impl RoleList {
    /// Every role named, in order.
    pub fn names(&self) -> Vec<String> {
        self.roles.iter().chain(&self.role).cloned().collect()
    }
}

/// The name of a new record, or a record's new name: positional or `--name`, exactly one.
pub fn name_of(positional: Option<String>, flag: Option<String>) -> String {
    positional.or(flag).unwrap_or_default()
}
