use super::{Ctx, many, one};
use crate::error::{Code, Error, Result};
use crate::ops::keys::{self, KeyInfo};
use crate::output::{self, View};
use crate::token::keys::Alg;
use clap::Subcommand;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum KeysCmd {
    /// List signing keys (kid, algorithm, created, which one signs, which one signs the ID
    /// tokens of apps asking for RS256)
    #[command(visible_alias = "ls")]
    List,
    /// Generate a new signing key; older public keys stay published (the RSA key of ID tokens
    /// stays what it is)
    Rotate {
        /// Signature algorithm of the new key
        #[arg(long, value_enum, default_value_t = Alg::ES384)]
        alg: Alg,
    },
    /// Delete a key that no longer signs (tokens it signed stop verifying); not the signing
    /// key nor the RSA key of ID tokens
    #[command(visible_aliases = ["rm", "remove"])]
    Delete {
        /// Key id; may start with '-' (kids are base64url)
        #[arg(allow_hyphen_values = true)]
        kid: String,
    },
    /// Print the public JWK Set (the document served at /oidc/jwks)
    Jwks,
    /// Import a private key; it becomes the signing key (its kid is its RFC 7638 thumbprint,
    /// the same in every store)
    ///
    /// FILE is PEM (PKCS#8 "PRIVATE KEY", "EC PRIVATE KEY", "RSA PRIVATE KEY") or a private
    /// JWK, or - for stdin. EC P-256, P-384 and P-521 keys sign ES256, ES384 and ES512, RSA
    /// keys of 2048 bits or more RS256, Ed25519 keys EdDSA. A key already in the store is
    /// refused (exit 4) and nothing changes.
    Import {
        /// The key file, or - for stdin
        #[arg(value_name = "FILE")]
        file: String,
        /// Publish the key in the JWKS without making it the signing key (for a key that
        /// signs elsewhere, or the next one)
        #[arg(long)]
        publish_only: bool,
    },
    /// Print a key: its public JWK, or with --private its private key (PKCS#8 PEM)
    ///
    /// The private key goes to --out FILE (created with mode 0600) or to stdout when stdout
    /// is not a terminal (a pipe or a file).
    Export {
        /// Key id; may start with '-' (kids are base64url)
        #[arg(allow_hyphen_values = true)]
        kid: String,
        /// Print the private key (PKCS#8 PEM) instead of the public JWK
        #[arg(long)]
        private: bool,
        /// Write to this file (mode 0600) instead of stdout
        #[arg(long, value_name = "FILE", requires = "private")]
        out: Option<PathBuf>,
        /// Replace FILE when it exists
        #[arg(long, requires = "out")]
        force: bool,
    },
    /// Print a JWT with exactly the given claims, signed by a store key: fixtures for
    /// negative tests
    ///
    /// For tests of what a resource server refuses: a wrong audience, a missing scope, an
    /// expired or far-future token, an unknown issuer. No claim is added or checked; the
    /// header is --header with `alg` and `kid` set. The token is alone on stdout; nothing is
    /// recorded. Example: idctl keys sign --claims '{"sub":"alice","aud":"https://other"}'
    Sign {
        /// The claims: a JSON object
        #[arg(long, value_name = "JSON")]
        claims: String,
        /// The header: a JSON object (`alg` and `kid` are set) [default: {}]
        #[arg(long, value_name = "JSON")]
        header: Option<String>,
        /// The key to sign with [default: the signing key]
        #[arg(long, allow_hyphen_values = true)]
        kid: Option<String>,
    },
}

/// A private key goes to a terminal's screen only by mistake: refused, with a hint.
pub(crate) fn refuse_terminal(stdout_is_terminal: bool) -> Result<()> {
    if stdout_is_terminal {
        return Err(Error::new(
            Code::Usage,
            "keys export --private does not print a private key on a terminal",
        )
        .with_hint(
            "pass --out FILE, or redirect stdout: idctl keys export KID --private > key.pem",
        ));
    }
    Ok(())
}

/// Writes `text` to a new file only its owner can read; an existing file is replaced only
/// with `force` (and then made 0600 too).
pub(crate) fn write_private_file(path: &Path, text: &str, force: bool) -> Result<()> {
    use std::io::Write;
    let cannot = |e: std::io::Error| {
        Error::new(
            Code::IoError,
            format!("cannot write {}: {e}", path.display()),
        )
    };
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true);
    if force {
        opts.create(true).truncate(true);
    } else {
        opts.create_new(true);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    let mut f = match opts.open(path) {
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            return Err(Error::new(
                Code::Usage,
                format!("{} exists; it was left as it is", path.display()),
            )
            .with_hint("pass --force to replace it"));
        }
        other => other.map_err(cannot)?,
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        f.set_permissions(std::fs::Permissions::from_mode(0o600))
            .map_err(cannot)?;
    }
    f.write_all(text.as_bytes()).map_err(cannot)
}

/// The largest key file read: a 16384-bit RSA key in a JWK is under 20 KiB; anything larger
/// is the wrong file (or `/dev/zero`).
const KEY_FILE_MAX: u64 = 64 * 1024;

/// A key file's bytes (`-`: stdin), refused when larger than [`KEY_FILE_MAX`].
pub(super) fn read_key_bytes(file: &str) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut buf = Vec::new();
    if file == "-" {
        std::io::stdin()
            .take(KEY_FILE_MAX + 1)
            .read_to_end(&mut buf)?;
    } else {
        std::fs::File::open(file)?
            .take(KEY_FILE_MAX + 1)
            .read_to_end(&mut buf)?;
    }
    if buf.len() as u64 > KEY_FILE_MAX {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("larger than {} KiB: not a key file", KEY_FILE_MAX / 1024),
        ));
    }
    Ok(buf)
}

fn read_key_file(file: &str) -> Result<Vec<u8>> {
    let name = if file == "-" { "stdin" } else { file };
    read_key_bytes(file).map_err(|e| Error::new(Code::IoError, format!("cannot read {name}: {e}")))
}

impl View for KeyInfo {
    fn headers() -> &'static [&'static str] {
        &["KID", "ALG", "CREATED", "SIGNING"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.kid.clone(),
            self.alg.clone(),
            crate::util::iso_ms(self.created_at),
            if self.signing {
                "yes"
            } else if self.id_tokens {
                "ID tokens (RS256 apps)"
            } else {
                ""
            }
            .to_string(),
        ]
    }
}

impl KeysCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            KeysCmd::List => ctx.read(|tx| keys::list(tx), many),
            KeysCmd::Rotate { alg } => ctx.write(|tx| keys::rotate(tx, alg), one),
            KeysCmd::Delete { kid } => {
                ctx.confirm(&format!(
                    "Remove key {kid} (tokens it signed will stop verifying)?"
                ))?;
                ctx.write(
                    |tx| keys::remove(tx, &kid),
                    |ctx, k| super::resource::deleted(ctx, "key", &k.kid, k),
                )
            }
            // A JWKS is a JSON document whatever the output format.
            KeysCmd::Jwks => ctx.read(|tx| keys::jwks(tx), |_, v| output::json(v)),
            KeysCmd::Import { file, publish_only } => {
                let bytes = read_key_file(&file)?;
                let key = crate::token::import::parse(&bytes)
                    .map_err(|e| e.at(if file == "-" { "stdin" } else { &file }))?;
                ctx.write(|tx| keys::import(tx, key, publish_only), one)
            }
            KeysCmd::Export {
                kid,
                private: false,
                ..
            } => ctx.read(|tx| keys::export_public(tx, &kid), |_, v| output::json(v)),
            KeysCmd::Export {
                kid, out, force, ..
            } => {
                if out.is_none() {
                    refuse_terminal(std::io::stdout().is_terminal())?;
                }
                ctx.read(
                    |tx| keys::export_private(tx, &kid),
                    |ctx, pem| match &out {
                        Some(path) => {
                            write_private_file(path, pem, force)?;
                            match ctx.format {
                                output::Format::Json => output::json(&serde_json::json!({
                                    "kid": kid,
                                    "file": path.display().to_string(),
                                })),
                                output::Format::Table => {
                                    ctx.note(&format!(
                                        "wrote the private key {kid} to {} (readable only by you)",
                                        path.display()
                                    ));
                                    Ok(())
                                }
                            }
                        }
                        None => match ctx.format {
                            output::Format::Json => {
                                output::json(&serde_json::json!({"kid": kid, "privateKey": pem}))
                            }
                            output::Format::Table => output::emit(pem.trim_end()),
                        },
                    },
                )
            }
            KeysCmd::Sign {
                claims,
                header,
                kid,
            } => {
                let claims = keys::json_object("--claims", &claims)?;
                let header = match &header {
                    Some(h) => keys::json_object("--header", h)?,
                    None => serde_json::Map::new(),
                };
                ctx.read(
                    |tx| keys::sign(tx, &claims, &header, kid.as_deref()),
                    |ctx, jwt| match ctx.format {
                        output::Format::Json => output::json(&serde_json::json!({"token": jwt})),
                        output::Format::Table => output::emit(jwt),
                    },
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_private_key_is_never_printed_on_a_terminal() {
        let e = refuse_terminal(true).unwrap_err();
        assert_eq!(e.detail().code, Code::Usage);
        assert!(e.detail().message.contains("terminal"));
        refuse_terminal(false).unwrap();
    }
}
