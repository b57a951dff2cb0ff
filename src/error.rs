//! One error type for the whole library: every failure carries a stable `code`
//! (the service's `namespace.key` where one exists), a message, an optional hint,
//! and maps to exactly one process exit code.

use std::fmt;

/// Exit codes, documented in docs/cli.md. `main` is the only place that exits.
pub mod exit {
    pub const OK: i32 = 0;
    pub const FAILURE: i32 = 1;
    pub const USAGE: i32 = 2;
    pub const NOT_FOUND: i32 = 3;
    pub const CONFLICT: i32 = 4;
    pub const INVALID: i32 = 5;
    pub const TOKEN_REFUSED: i32 = 6;
    pub const SIGN_IN_REFUSED: i32 = 7;
    pub const LOCKED: i32 = 8;
    pub const NOT_DONE: i32 = 9;
    pub const MALFORMED: i32 = 10;
    pub const BAD_SIGNATURE: i32 = 11;
    pub const EXPIRED: i32 = 12;
    pub const WRONG_ISSUER: i32 = 13;
    pub const WRONG_AUDIENCE: i32 = 14;
    pub const MISSING_PERMISSION: i32 = 15;
    pub const NOT_YET_VALID: i32 = 16;
    pub const WRONG_TYPE: i32 = 17;

    /// Every exit code with its meaning: the one definition behind `idctl --help`, the man
    /// page's EXIT STATUS section and the table of docs/cli.md (a test holds them together).
    /// Meanings are Markdown-light: `code` spans only.
    pub const TABLE: &[(i32, &str)] = &[
        (OK, "success (for `verify`: the token is valid)"),
        (
            FAILURE,
            "operational failure: I/O, the store, the network; `verify --batch` with any invalid token",
        ),
        (
            USAGE,
            "usage error (bad flags, unknown output format, deleting without `--yes` off a terminal)",
        ),
        (NOT_FOUND, "not found"),
        (CONFLICT, "conflict: exists already, or in use"),
        (INVALID, "invalid input"),
        (TOKEN_REFUSED, "token request refused (OAuth error)"),
        (
            SIGN_IN_REFUSED,
            "sign-in or verification refused (wrong password, code or token; suspended user)",
        ),
        (
            LOCKED,
            "identifier locked after too many failed verifications",
        ),
        (
            NOT_DONE,
            "deliveries not done: `hook deliver` ended with deliveries pending, failed or given up",
        ),
        (
            MALFORMED,
            "token malformed: not a compact JWS, a `crit` extension, or no numeric `exp` (checked first)",
        ),
        (BAD_SIGNATURE, "bad signature (including an unknown `kid`)"),
        (EXPIRED, "token expired"),
        (WRONG_ISSUER, "wrong issuer"),
        (WRONG_AUDIENCE, "wrong audience"),
        (MISSING_PERMISSION, "missing permission"),
        (NOT_YET_VALID, "token not yet valid (`nbf`)"),
        (
            WRONG_TYPE,
            "wrong token type: `typ` is not `at+jwt` (not an access token; see `verify --plain-jwt`)",
        ),
    ];
}

/// What went wrong, in the words a user reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Detail {
    pub code: String,
    pub message: String,
    pub hint: Option<String>,
}

impl fmt::Display for Detail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Operational failure: I/O, the store, the network. Exit 1.
    #[error("{0}")]
    Failure(Detail),
    /// The command line is wrong (also: refusing to prompt without a terminal). Exit 2.
    #[error("{0}")]
    Usage(Detail),
    /// A record that was named does not exist. Exit 3.
    #[error("{0}")]
    NotFound(Detail),
    /// The record exists already, or is in use. Exit 4.
    #[error("{0}")]
    Conflict(Detail),
    /// The input breaks a rule of the service. Exit 5.
    #[error("{0}")]
    Invalid(Detail),
    /// The token endpoint refused the request (OAuth error). Exit 6.
    /// `code` is the OAuth `error`, `message` its `error_description`.
    #[error("{0}")]
    TokenRefused(Detail),
    /// A sign-in or verification was refused (wrong password, code or token). Exit 7.
    #[error("{0}")]
    Refused(Detail),
    /// The identifier is locked after too many failed verifications. Exit 8.
    #[error("{0}")]
    Locked(Detail),
    /// `hook deliver` ended with deliveries pending, failed or given up. Exit 9.
    #[error("{0}")]
    NotDone(Detail),
    /// A token failed verification; carries its own exit code (10–17).
    #[error("{detail}")]
    TokenInvalid { exit: i32, detail: Detail },
}

fn detail(code: impl Into<String>, message: impl Into<String>) -> Detail {
    Detail {
        code: code.into(),
        message: message.into(),
        hint: None,
    }
}

impl Error {
    pub fn failure(code: impl Into<String>, message: impl Into<String>) -> Self {
        Error::Failure(detail(code, message))
    }
    pub fn usage(message: impl Into<String>) -> Self {
        Error::Usage(detail("usage", message))
    }
    pub fn not_found(code: impl Into<String>, message: impl Into<String>) -> Self {
        Error::NotFound(detail(code, message))
    }
    pub fn conflict(code: impl Into<String>, message: impl Into<String>) -> Self {
        Error::Conflict(detail(code, message))
    }
    pub fn invalid(code: impl Into<String>, message: impl Into<String>) -> Self {
        Error::Invalid(detail(code, message))
    }
    pub fn not_done(code: impl Into<String>, message: impl Into<String>) -> Self {
        Error::NotDone(detail(code, message))
    }
    pub fn oauth(error: impl Into<String>, description: impl Into<String>) -> Self {
        Error::TokenRefused(detail(error, description))
    }
    pub fn token_invalid(exit: i32, code: impl Into<String>, message: impl Into<String>) -> Self {
        Error::TokenInvalid {
            exit,
            detail: detail(code, message),
        }
    }

    /// Adds a `hint:` line shown under the error.
    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.detail_mut().hint = Some(hint.into());
        self
    }

    /// Prefixes the message with where the error happened (a place in a file).
    pub fn at(mut self, place: &str) -> Self {
        let d = self.detail_mut();
        d.message = format!("{place}: {}", d.message);
        self
    }

    pub fn detail(&self) -> &Detail {
        match self {
            Error::Failure(d)
            | Error::Usage(d)
            | Error::NotFound(d)
            | Error::Conflict(d)
            | Error::Invalid(d)
            | Error::TokenRefused(d)
            | Error::Refused(d)
            | Error::Locked(d)
            | Error::NotDone(d) => d,
            Error::TokenInvalid { detail, .. } => detail,
        }
    }

    fn detail_mut(&mut self) -> &mut Detail {
        match self {
            Error::Failure(d)
            | Error::Usage(d)
            | Error::NotFound(d)
            | Error::Conflict(d)
            | Error::Invalid(d)
            | Error::TokenRefused(d)
            | Error::Refused(d)
            | Error::Locked(d)
            | Error::NotDone(d) => d,
            Error::TokenInvalid { detail, .. } => detail,
        }
    }

    pub fn code(&self) -> &str {
        &self.detail().code
    }

    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Failure(_) => exit::FAILURE,
            Error::Usage(_) => exit::USAGE,
            Error::NotFound(_) => exit::NOT_FOUND,
            Error::Conflict(_) => exit::CONFLICT,
            Error::Invalid(_) => exit::INVALID,
            Error::TokenRefused(_) => exit::TOKEN_REFUSED,
            Error::Refused(_) => exit::SIGN_IN_REFUSED,
            Error::Locked(_) => exit::LOCKED,
            Error::NotDone(_) => exit::NOT_DONE,
            Error::TokenInvalid { exit, .. } => *exit,
        }
    }

    /// The HTTP status of this error at the Management API, as the service answers it:
    /// 400 for bad input, 404 for what does not exist, 422 for conflicts and for the rules
    /// the service answers with 422, 500 for failures of the server, 503 for a write refused
    /// because the store's disk is full (try again later).
    pub fn http_status(&self) -> u16 {
        if self.is_disk_full() {
            return 503;
        }
        /// Rules broken by valid input that the service answers with 422.
        const UNPROCESSABLE: &[&str] = &[
            "user.invalid_role_type",
            "application.invalid_role_type",
            "application.invalid_type",
            "hook.endpoint_responded_with_error",
        ];
        match self {
            Error::Invalid(d) | Error::Refused(d) if UNPROCESSABLE.contains(&d.code.as_str()) => {
                422
            }
            Error::Usage(_) | Error::Invalid(_) | Error::TokenRefused(_) => 400,
            Error::NotFound(_) => 404,
            Error::Conflict(_) | Error::Refused(_) | Error::Locked(_) => 422,
            Error::TokenInvalid { .. } => 401,
            Error::Failure(_) | Error::NotDone(_) => 500,
        }
    }

    /// The JSON written to stderr under `-o json` (the only line written for the error): the
    /// management API's `{"code","message"}`, or the token endpoint's
    /// `{"error","error_description"}`; either with `hint` when there is one.
    pub fn to_json(&self) -> serde_json::Value {
        let d = self.detail();
        let mut v = match self {
            Error::TokenRefused(_) => serde_json::json!({
                "error": d.code,
                "error_description": d.message,
            }),
            _ => serde_json::json!({ "code": d.code, "message": d.message }),
        };
        if let Some(h) = &d.hint {
            v["hint"] = serde_json::Value::String(h.clone());
        }
        v
    }
}

/// The code of a write refused because the file system holding the store is full.
pub const DISK_FULL: &str = "store.disk_full";

impl Error {
    /// A write refused for want of disk space: nothing was changed, and the same write
    /// succeeds once space is freed (the server answers 503 with `Retry-After`).
    pub fn disk_full(cause: impl fmt::Display) -> Self {
        Error::failure(
            DISK_FULL,
            format!("the store's file system is full; nothing was changed ({cause})"),
        )
        .with_hint("free space on the file system that holds the store, then try again")
    }

    /// Was this a write refused for want of disk space?
    pub fn is_disk_full(&self) -> bool {
        matches!(self, Error::Failure(d) if d.code == DISK_FULL)
    }
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        match &e {
            rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::DiskFull => {
                Error::disk_full(e)
            }
            _ => Error::failure("store.error", format!("store error: {e}")),
        }
    }
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Error::failure("io.error", format!("I/O error: {e}"))
    }
}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Self {
        Error::failure("json.error", format!("JSON error: {e}"))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::exit;

    #[test]
    fn the_exit_code_table_lists_every_code_once_in_order() {
        let codes: Vec<i32> = exit::TABLE.iter().map(|(c, _)| *c).collect();
        assert_eq!(
            codes,
            vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
        );
        assert!(exit::TABLE.iter().all(|(_, m)| !m.is_empty()));
    }
}
