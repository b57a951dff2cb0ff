//! Reading a password: from stdin for scripts, or asked on a terminal. A password that is
//! being set is asked twice (a typo would lock the user out); one that is being checked,
//! once (a typo is just a refused sign-in).

use crate::error::{Code, Error, Result};
use clap::Args;
use std::io::{BufRead, IsTerminal};

/// Whether the terminal asks for the password a second time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// Checking a password (sign-in): asked once.
    Once,
    /// Setting a password (register, reset, user create, user password): asked twice.
    Twice,
}

/// The password from the first line of stdin (`stdin`), or asked on the terminal (`ask`), or
/// none. Asking needs a terminal on stdin and stderr; without one it is a usage error, and
/// nothing is read.
pub fn read(stdin: bool, ask: bool, how: Ask) -> Result<Option<String>> {
    if stdin {
        let mut line = String::new();
        std::io::stdin().lock().read_line(&mut line).map_err(|e| {
            Error::new(
                Code::IoError,
                format!("cannot read the password from stdin: {e}"),
            )
        })?;
        return Ok(Some(line.trim_end_matches(['\r', '\n']).to_string()));
    }
    if !ask {
        return Ok(None);
    }
    if !std::io::stdin().is_terminal() || !std::io::stderr().is_terminal() {
        return Err(Error::usage(
            "--password asks on a terminal; in scripts use --password-stdin",
        ));
    }
    let prompt = dialoguer::Password::new().with_prompt("Password");
    let prompt = match how {
        Ask::Once => prompt,
        Ask::Twice => prompt.with_confirmation("Repeat password", "the passwords differ"),
    };
    prompt
        .interact()
        .map(Some)
        .map_err(|e| Error::new(Code::IoError, format!("cannot read the password: {e}")))
}

// The password of a sign-in: checked, so asked once.
#[derive(Debug, Args)]
pub struct SignInPassword {
    /// Read the password from the first line of standard input
    #[arg(long, conflicts_with = "password")]
    password_stdin: bool,
    /// Ask for the password on the terminal (once, not echoed)
    #[arg(long)]
    password: bool,
}

impl SignInPassword {
    pub fn read(&self) -> Result<Option<String>> {
        read(self.password_stdin, self.password, Ask::Once)
    }
}
