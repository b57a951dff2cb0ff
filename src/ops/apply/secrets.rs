//! Apply: the secrets a manifest refers to (client secrets, hook signing keys and header
//! values), read before the transaction starts, so that a missing variable or file stops
//! the apply before anything is written and no file is read while the store is locked.

use super::manifest::{Manifest, SecretRef};
use crate::error::{Code, Error, Result};
use crate::ops::clients;
use std::path::Path;

/// The largest secret file read (the same bound for every secret file).
pub use crate::ops::connectors::secret::FILE_MAX;

/// Where a manifest's secrets come from. The front reads the environment and the files;
/// `resolve` decides what is read and checks it.
pub struct Source<'a> {
    /// The folder relative `{ file = "PATH" }` paths start from: the manifest's folder (for a
    /// manifest read from stdin, the current directory).
    pub dir: &'a Path,
    /// An environment variable's value (`None`: not set).
    pub env: &'a dyn Fn(&str) -> Option<String>,
    /// A file's first bytes (at least [`FILE_MAX`] + 1 of them when there are that many).
    pub file: &'a dyn Fn(&Path) -> std::io::Result<Vec<u8>>,
    /// Inline secrets are accepted (`--allow-inline-secrets`).
    pub allow_inline: bool,
}

/// Hook secrets, by hook index.
pub(super) struct HookSecrets {
    pub(super) signing_key: Option<String>,
    /// (lower-case header name, value)
    pub(super) headers: Option<Vec<(String, String)>>,
}

/// Every secret of a manifest, read.
pub struct Secrets {
    pub(super) hooks: Vec<HookSecrets>,
    /// Client secrets, by client index (`None`: not declared).
    pub(super) clients: Vec<Option<String>>,
    /// The HTTP connectors' signing keys, by channel.
    pub(super) connector_keys: Vec<(crate::ops::connectors::channel::Channel, String)>,
    /// The manifest's folder: a connector's password file is kept relative to nothing.
    pub(super) dir: std::path::PathBuf,
    /// The client secrets of sign-in connectors, by index: references (made absolute), never
    /// read here: the server reads them when a user signs in.
    pub(super) connectors: Vec<crate::ops::connectors::secret::SecretRef>,
}

/// Reads every secret `m` refers to, naming the place of the first that is missing,
/// unreadable, inline without `allow_inline`, or (a client's) too weak.
pub fn resolve(m: &Manifest, src: &Source) -> Result<Secrets> {
    let clients = m
        .clients
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let place = format!("clients[{i}].secret");
            c.secret
                .as_ref()
                .map(|r| {
                    let s = read(r, &place, src)?;
                    clients::check_secret(&s).map_err(|e| e.at(&place))?;
                    Ok(s)
                })
                .transpose()
        })
        .collect::<Result<Vec<_>>>()?;
    let hooks = m
        .hooks
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let signing_key = h
                .signing_key
                .as_ref()
                .map(|r| read(r, &format!("hooks[{i}].signing_key"), src))
                .transpose()?;
            let headers = match &h.headers {
                None => None,
                Some(map) => {
                    let mut out = Vec::new();
                    for (k, v) in map {
                        let place = format!("hooks[{i}].headers.{k}");
                        let r = SecretRef::from_value(v, &place)?;
                        out.push((k.to_ascii_lowercase(), read(&r, &place, src)?));
                    }
                    Some(out)
                }
            };
            Ok(HookSecrets {
                signing_key,
                headers,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    let mut connector_keys = Vec::new();
    if let Some(c) = &m.connectors {
        for (ch, d) in c.entries() {
            if let Some(super::manifest::Declared::Http {
                signing_key: Some(r),
                ..
            }) = d
            {
                let place = format!("connectors.{}.signing_key", ch.as_str());
                connector_keys.push((ch, read(r, &place, src)?));
            }
        }
    }
    let connectors = m
        .sign_in_connectors
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let place = format!("sign_in_connectors[{i}].client_secret");
            reference(&c.client_secret, &place, src.dir)
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Secrets {
        hooks,
        clients,
        connector_keys,
        dir: src.dir.to_path_buf(),
        connectors,
    })
}

/// A connector's secret as the store keeps it: a reference, never a value (the process that
/// uses the connector reads it, when it uses it). A relative file is made absolute against the
/// manifest's folder: the server does not run where apply ran. Inline secrets are refused.
pub(super) fn reference(
    r: &SecretRef,
    place: &str,
    dir: &Path,
) -> Result<crate::ops::connectors::secret::SecretRef> {
    use crate::ops::connectors::secret::SecretRef as Ref;
    match r {
        SecretRef::Env(name) => Ref::from_args(Some(name), None, dir)
            .map(|r| r.unwrap_or(Ref::Env(name.clone())))
            .map_err(|e| e.at(place)),
        SecretRef::File(path) => {
            let joined = dir.join(path);
            Ok(Ref::File(std::path::absolute(&joined).unwrap_or(joined)))
        }
        SecretRef::Inline(_) => Err(Error::new(
            Code::ManifestInvalid,
            format!(
                "{place}: a connector's secret is never stored: name an environment variable, \
                 {{ env = \"NAME\" }}, or a file, {{ file = \"PATH\" }}"
            ),
        )),
    }
}

/// One secret's value: the variable's, or the file's without one trailing newline.
pub(super) fn read(r: &SecretRef, place: &str, src: &Source) -> Result<String> {
    match r {
        SecretRef::Inline(v) if src.allow_inline => Ok(v.clone()),
        SecretRef::Inline(_) => Err(Error::new(
            Code::ManifestInvalid,
            format!("{place}: an inline secret is not allowed: the file would hold the secret"),
        )
        .with_hint(
            "name an environment variable, { env = \"NAME\" }, or a file, { file = \"PATH\" }; \
             or pass --allow-inline-secrets (for throwaway setups)",
        )),
        SecretRef::Env(name) => (src.env)(name).filter(|v| !v.is_empty()).ok_or_else(|| {
            Error::new(
                Code::ManifestEnvMissing,
                format!(
                    "{place}.env: environment variable {name} is not set (the secret is read from it)"
                ),
            )
            .with_hint(format!("export {name}=... before running idctl apply"))
        }),
        SecretRef::File(name) => {
            let path = src.dir.join(name);
            let unreadable = |why: String| {
                Error::new(
                    Code::ManifestSecretUnreadable,
                    format!("{place}.file: {name} ({}) {why}", path.display()),
                )
            };
            let bytes = (src.file)(&path).map_err(|e| unreadable(format!("cannot be read: {e}")))?;
            crate::ops::connectors::secret::text_of_file(bytes).map_err(|why| {
                let empty = why == "is empty";
                let e = unreadable(why);
                if empty {
                    e.with_hint(clients::SECRET_RECIPE)
                } else {
                    e
                }
            })
        }
    }
}
