//! `idctl token`, `idctl decode`, `idctl verify`: one file per command, and what they
//! share (reading the token they are given).

mod decode;
mod mint;
mod verify;

pub use decode::DecodeArgs;
pub use mint::TokenArgs;
pub use verify::VerifyArgs;

use super::Ctx;
use crate::error::{Code, Error, Result};
use std::io::Read;

/// The JWT to decode or verify, from the command line or stdin (`-`): the token itself, the
/// JSON token response of `idctl token -o json`, or a `Bearer ...` header value. What was
/// taken out of a wrapper is said on stderr (table output only).
fn jwt_input(ctx: &Ctx, token: &str) -> Result<String> {
    let (token, wrapper) = crate::token::jwt::extract(&jwt_arg(token)?)?;
    if let Some(what) = wrapper.describe() {
        ctx.note(&format!("note: {what}"));
    }
    Ok(token)
}

/// A JWT from the command line, or from stdin when it is `-`. Input that is not UTF-8 cannot be
/// a JWT: it is malformed (exit 10), not an I/O failure.
fn jwt_arg(token: &str) -> Result<String> {
    if token != "-" {
        return Ok(token.trim().to_string());
    }
    let mut bytes = Vec::new();
    std::io::stdin().read_to_end(&mut bytes).map_err(|e| {
        Error::new(
            Code::IoError,
            format!("cannot read the token from stdin: {e}"),
        )
    })?;
    match String::from_utf8(bytes) {
        Ok(s) if s.trim().is_empty() => Err(crate::token::jwt::malformed(
            "standard input holds no token (it is empty)",
        )),
        Ok(s) => Ok(s.trim().to_string()),
        Err(e) => Err(crate::token::jwt::malformed(format!(
            "the token read from stdin is not UTF-8 (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        ))),
    }
}

/// The token a command was given: the argument, else standard input when it is not a
/// terminal (`idctl decode < token.txt`, `... | idctl verify`); on a terminal, nothing to read
/// is a usage error.
fn token_or_stdin(token: Option<&str>, command: &str) -> Result<String> {
    use std::io::IsTerminal;
    match token {
        Some(t) => Ok(t.to_string()),
        None if std::io::stdin().is_terminal() => Err(Error::usage(format!(
            "no token given: pass it as an argument, or on standard input (idctl {command} < token.txt)"
        ))),
        None => Ok("-".to_string()),
    }
}

fn now_secs(now: Option<i64>) -> i64 {
    now.unwrap_or_else(|| crate::util::now_ms() / 1000)
}
