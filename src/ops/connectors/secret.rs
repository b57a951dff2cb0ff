//! A connector's secret by reference: the name of an environment variable or the path of a
//! file, kept in the store; the value is read by the process that needs it (the server, or the
//! command that sends), each time it needs it, and never written anywhere.

use crate::error::{Code, Error, Result};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The largest secret file read: a secret is short; anything larger is the wrong file.
pub const FILE_MAX: usize = 16 * 1024;

/// Where a secret is read from. Serialized as `{"env": "NAME"}` or `{"file": "/abs/path"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SecretRef {
    /// An environment variable of the process that uses the connector.
    Env(String),
    /// A file, by absolute path (a relative path given to a command is made absolute first:
    /// the server does not run where the command ran).
    File(PathBuf),
}

impl SecretRef {
    /// A reference from the command line: `--...-env NAME` or `--...-file PATH` (made absolute
    /// against `cwd`). Checks the shape only: the variable need not be set here.
    pub fn from_args(env: Option<&str>, file: Option<&Path>, cwd: &Path) -> Result<Option<Self>> {
        match (env, file) {
            (Some(_), Some(_)) => Err(crate::ops::invalid(
                "give the secret as an environment variable or a file, not both",
            )),
            (Some(name), None) => {
                check_env_name(name)?;
                Ok(Some(SecretRef::Env(name.to_string())))
            }
            (None, Some(path)) => Ok(Some(SecretRef::File(if path.is_absolute() {
                path.to_path_buf()
            } else {
                cwd.join(path)
            }))),
            (None, None) => Ok(None),
        }
    }

    /// For messages: `environment variable NAME` or `file PATH`.
    pub fn describe(&self) -> String {
        match self {
            SecretRef::Env(n) => format!("environment variable {n}"),
            SecretRef::File(p) => format!("file {}", p.display()),
        }
    }

    /// The secret's value, read now: the variable's (non-empty), or the file's without one
    /// trailing newline (UTF-8, non-empty, at most [`FILE_MAX`] bytes). `what` names the secret
    /// in the error (`the SMTP password of connector email`).
    pub fn read(&self, what: &str) -> Result<String> {
        let unavailable = |why: String| {
            Error::new(
                Code::ConnectorSecretUnavailable,
                format!("{what}: the {} {why}", self.describe()),
            )
        };
        match self {
            SecretRef::Env(name) => match std::env::var_os(name) {
                None => Err(unavailable("is not set in this process".into())),
                Some(v) if v.is_empty() => Err(unavailable("is empty".into())),
                Some(v) => v
                    .into_string()
                    .map_err(|_| unavailable("is not UTF-8 text".into())),
            },
            SecretRef::File(path) => {
                use std::io::Read;
                let mut bytes = Vec::new();
                std::fs::File::open(path)
                    .and_then(|f| f.take(FILE_MAX as u64 + 1).read_to_end(&mut bytes))
                    .map_err(|e| unavailable(format!("cannot be read: {e}")))?;
                text_of_file(bytes).map_err(unavailable)
            }
        }
    }
}

/// A secret file's text: UTF-8, at most [`FILE_MAX`] bytes, without one trailing `\n`, not
/// ending in `\r` (Windows line endings are refused, not guessed at), not empty; otherwise why
/// not (`is empty`), to follow the file's name in a message. Every secret file idctl reads goes through it (connectors, `apply`'s secrets).
pub fn text_of_file(bytes: Vec<u8>) -> std::result::Result<String, String> {
    if bytes.len() > FILE_MAX {
        return Err(format!(
            "is larger than {} KiB: not a secret",
            FILE_MAX / 1024
        ));
    }
    let mut text = String::from_utf8(bytes).map_err(|_| "is not UTF-8 text".to_string())?;
    if text.ends_with('\n') {
        text.pop();
    }
    if text.ends_with('\r') {
        return Err(
            "ends with a carriage return (\\r: a file with Windows line endings? only one \\n \
             is stripped)"
                .to_string(),
        );
    }
    if text.is_empty() {
        return Err("is empty".to_string());
    }
    Ok(text)
}

/// An environment variable's name as shells write it: letters, digits and `_`, not starting
/// with a digit.
fn check_env_name(name: &str) -> Result<()> {
    let ok = !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if ok {
        Ok(())
    } else {
        Err(crate::ops::invalid(format!(
            "{name:?} is not an environment variable's name (letters, digits and _)"
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::SecretRef;
    use std::path::Path;

    #[test]
    fn references_serialize_as_one_key_objects() {
        let e = SecretRef::Env("SMTP_PASSWORD".into());
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"env":"SMTP_PASSWORD"}"#
        );
        let f: SecretRef = serde_json::from_str(r#"{"file":"/run/secrets/x"}"#).unwrap();
        assert_eq!(f, SecretRef::File("/run/secrets/x".into()));
    }

    #[test]
    fn shapes_from_the_command_line() {
        let cwd = Path::new("/srv");
        assert!(SecretRef::from_args(Some("A"), Some(Path::new("b")), cwd).is_err());
        assert!(SecretRef::from_args(Some("1A"), None, cwd).is_err());
        assert!(SecretRef::from_args(Some("A-B"), None, cwd).is_err());
        assert_eq!(
            SecretRef::from_args(None, Some(Path::new("pw.txt")), cwd).unwrap(),
            Some(SecretRef::File("/srv/pw.txt".into()))
        );
        assert_eq!(SecretRef::from_args(None, None, cwd).unwrap(), None);
    }

    #[test]
    fn a_file_is_read_without_its_trailing_newline() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("s");
        std::fs::write(&p, "hunter2\n").unwrap();
        assert_eq!(SecretRef::File(p.clone()).read("x").unwrap(), "hunter2");
        std::fs::write(&p, "hunter2\r\n").unwrap();
        let e = SecretRef::File(p.clone()).read("x").unwrap_err();
        assert!(
            e.detail().message.contains("carriage return"),
            "{}",
            e.detail().message
        );
        std::fs::write(&p, "\n").unwrap();
        let e = SecretRef::File(p.clone())
            .read("the test secret")
            .unwrap_err();
        assert!(
            e.detail().message.contains("is empty"),
            "{}",
            e.detail().message
        );
        std::fs::write(&p, vec![b'a'; super::FILE_MAX + 1]).unwrap();
        assert!(SecretRef::File(p).read("x").is_err());
        let missing = SecretRef::Env("IDCTL_TEST_SURELY_UNSET_VARIABLE".into());
        let e = missing.read("the SMTP password").unwrap_err();
        assert!(
            e.detail().message.contains("is not set"),
            "{}",
            e.detail().message
        );
    }
}
