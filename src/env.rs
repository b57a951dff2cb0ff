//! The environment variables idctl reads: one table behind `idctl --help`, the man pages'
//! ENVIRONMENT section and docs/cli.md, and the only place that reads them.
//!
//! They are read here rather than by clap's `env` so that a value taken from the environment
//! never shows up in a usage line as if it had been typed (clap lists every argument it
//! considers present, env values included, in the usage line of an error).

use crate::error::{Error, Result};
use std::ffi::OsString;

pub const STORE: &str = "IDCTL_STORE";
pub const OUTPUT: &str = "IDCTL_OUTPUT";
pub const EVENTS: &str = "IDCTL_EVENTS";
pub const CLIENT_ID: &str = "IDCTL_CLIENT_ID";
pub const CLIENT_SECRET: &str = "IDCTL_CLIENT_SECRET";
pub const NOW: &str = crate::util::NOW_VAR;
pub const LOG: &str = "RUST_LOG";

/// Every variable with its meaning (Markdown-light: `code` spans only). A flag given on the
/// command line wins over its variable; an empty variable counts as unset.
pub const TABLE: &[(&str, &str)] = &[
    (
        STORE,
        "the store (an SQLite file, or a PostgreSQL URL or libpq string), when `--store` is not given (default: the data directory's `idctl/idctl.db`)",
    ),
    (
        OUTPUT,
        "the output format, `table` or `json`, when `-o` is not given",
    ),
    (
        EVENTS,
        "also print each event of a command on `stdout` or `stderr`, when `--events` is not given",
    ),
    (
        CLIENT_ID,
        "`token`, client credentials grant only: the client id, when `--client-id` is not given",
    ),
    (
        CLIENT_SECRET,
        "`token`, client credentials grant only: the client secret, when no secret is given (safer than `--client-secret`)",
    ),
    (
        LOG,
        "`serve`: which lines the log holds, a level or directives like `info,idctl=debug`, when `--log-level` is not given (default: `info`)",
    ),
    (
        NOW,
        "fixes idctl's clock (Unix seconds), to test expiry and lockout windows; ignored outside 0 to 253402300799",
    ),
];

/// The raw value of a variable; unset and empty are both `None`.
pub fn raw(name: &str) -> Option<OsString> {
    std::env::var_os(name).filter(|v| !v.is_empty())
}

/// The value of a variable as text; unset and empty are `None`, a value that is not UTF-8 is a
/// usage error (exit 2).
pub fn text(name: &str) -> Result<Option<String>> {
    match raw(name) {
        None => Ok(None),
        Some(v) => v
            .into_string()
            .map(Some)
            .map_err(|_| Error::usage(format!("{name} is not valid UTF-8"))),
    }
}

/// The value of a variable that names one of `clap` value-enum's values (`IDCTL_OUTPUT`,
/// `IDCTL_EVENTS`); anything else is a usage error naming the possible values.
pub fn choice<T: clap::ValueEnum>(name: &str) -> Result<Option<T>> {
    let Some(v) = text(name)? else {
        return Ok(None);
    };
    T::from_str(&v, false).map(Some).map_err(|_| {
        let possible: Vec<String> = T::value_variants()
            .iter()
            .filter_map(|x| x.to_possible_value().map(|p| p.get_name().to_string()))
            .collect();
        Error::usage(format!(
            "invalid value '{}' for {name} (possible values: {})",
            crate::util::sanitize(&v),
            possible.join(", ")
        ))
    })
}
