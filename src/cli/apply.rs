//! `idctl apply` and `idctl export`: configuration as code.

use super::Ctx;
use crate::error::{Code, Error, Result};
use crate::manifest::{self, Manifest, Syntax};
use crate::model::{ApplyResult, ClientWithSecret, PlannedChange};
use crate::ops::apply::{self, Options};
use crate::output::{self, Format};
use clap::Args;
use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};

/// Files with at least this many records get a progress bar (on a terminal, table output).
const PROGRESS_MIN_RECORDS: u64 = 500;

#[derive(Debug, Args)]
pub struct ApplyArgs {
    /// The manifest: a .toml or .json file, or - for stdin
    #[arg(short = 'f', long = "file", value_name = "FILE")]
    file: String,
    /// Print what would change (create, update, delete per record) and change nothing
    #[arg(long)]
    dry_run: bool,
    /// Also delete the records the file does not declare (listed, then confirmed), and, when
    /// it declares [[keys]], the undeclared keys that have signed
    #[arg(long)]
    prune: bool,
    /// Write the secrets of new clients to this file (JSON, mode 0600) instead of stdout
    #[arg(long, value_name = "FILE")]
    secrets_out: Option<PathBuf>,
    /// The file's syntax, when its name does not tell (stdin: JSON if it starts with {)
    #[arg(long, value_enum)]
    format: Option<Syntax>,
    /// Accept secrets written in the file itself (secret = "..."), for throwaway setups;
    /// without it a secret is { env = "NAME" } or { file = "PATH" }
    #[arg(long)]
    allow_inline_secrets: bool,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Write the manifest to this file (mode 0600) instead of stdout
    #[arg(short = 'f', long = "file", value_name = "FILE")]
    file: Option<PathBuf>,
    /// The syntax [default: the file's extension; else json with -o json, else toml]
    #[arg(long, value_enum)]
    format: Option<Syntax>,
    /// Also write every signing key (PKCS#8 PEM, mode 0600) into DIR, and [[keys]] entries
    /// naming them as DIR's name/KID.pem (for a manifest written into DIR's parent)
    #[arg(long, value_name = "DIR")]
    with_keys: Option<PathBuf>,
}

fn read_manifest(file: &str, format: Option<Syntax>) -> Result<Manifest> {
    let (name, bytes) = if file == "-" {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .map_err(|e| Error::new(Code::IoError, format!("cannot read stdin: {e}")))?;
        ("stdin".to_string(), buf)
    } else {
        let bytes = std::fs::read(file)
            .map_err(|e| Error::new(Code::IoError, format!("cannot read {file}: {e}")))?;
        (file.to_string(), bytes)
    };
    let text = String::from_utf8(bytes).map_err(|_| {
        Error::new(
            Code::ManifestInvalid,
            format!("{name}: the file is not UTF-8"),
        )
    })?;
    let syntax = match format {
        Some(s) => s,
        None if file == "-" => Syntax::sniff(&text),
        None => Syntax::of_path(file)?,
    };
    manifest::parse(&name, &text, syntax)
}

/// Writes a file only this user can read.
fn write_private(path: &Path, text: &str) -> Result<()> {
    use std::io::Write;
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
        opts.mode(0o600);
        let mut f = opts.open(path).map_err(|e| cannot_write(path, e))?;
        f.set_permissions(std::fs::Permissions::from_mode(0o600))
            .map_err(|e| cannot_write(path, e))?;
        f.write_all(text.as_bytes())
            .and_then(|_| f.write_all(b"\n"))
            .map_err(|e| cannot_write(path, e))
    }
    #[cfg(not(unix))]
    {
        let mut f = opts.open(path).map_err(|e| cannot_write(path, e))?;
        f.write_all(text.as_bytes())
            .and_then(|_| f.write_all(b"\n"))
            .map_err(|e| cannot_write(path, e))
    }
}

fn cannot_write(path: &Path, e: std::io::Error) -> Error {
    Error::new(
        Code::IoError,
        format!("cannot write {}: {e}", path.display()),
    )
}

fn env_var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.is_empty())
}

/// The first bytes of a secret file: enough to tell that it is too large, never more (a
/// path such as /dev/zero must not fill the memory).
fn secret_file(path: &Path) -> std::io::Result<Vec<u8>> {
    let mut buf = Vec::new();
    std::fs::File::open(path)?
        .take(apply::secrets::FILE_MAX as u64 + 1)
        .read_to_end(&mut buf)?;
    Ok(buf)
}

/// The folder a manifest's relative file references (secrets, key files) start from: the
/// manifest's own, or the current directory for a manifest read from stdin.
fn manifest_dir(file: &str) -> PathBuf {
    if file == "-" {
        return PathBuf::from(".");
    }
    match Path::new(file).parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Where the secrets the manifest refers to are read from, before any transaction: relative
/// files from the manifest's folder (stdin: the current directory).
fn secret_source(dir: &Path, allow_inline: bool) -> apply::secrets::Source<'_> {
    apply::secrets::Source {
        dir,
        env: &env_var,
        file: &secret_file,
        allow_inline,
    }
}

fn deletions(changes: &[PlannedChange]) -> Vec<String> {
    changes
        .iter()
        .filter(|c| c.action == "delete")
        .map(|c| format!("{} {}", c.kind, c.key))
        .collect()
}

/// Reads and parses the key files of `[[keys]]`, before any transaction: paths are relative
/// to the manifest's folder (to the current directory for stdin).
fn load_keys(m: &mut Manifest, manifest_file: &str) -> Result<()> {
    let base = manifest_dir(manifest_file);
    for (i, k) in m.keys.iter_mut().enumerate() {
        let path = base.join(&k.file);
        let bytes = super::keys::read_key_bytes(&path.to_string_lossy()).map_err(|e| {
            Error::new(
                Code::ManifestInvalid,
                format!("keys[{i}].file: cannot read {}: {e}", path.display()),
            )
        })?;
        let key = crate::token::import::parse(&bytes)
            .map_err(|e| e.at(&format!("keys[{i}].file ({})", k.file)))?;
        k.loaded = Some(key);
    }
    Ok(())
}

impl ApplyArgs {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        let mut m = read_manifest(&self.file, self.format)?;
        load_keys(&mut m, &self.file)?;
        let dir = manifest_dir(&self.file);
        let src = secret_source(&dir, self.allow_inline_secrets);
        // Custom claims scripts are read (relative to the manifest) and compiled first.
        apply::resolve_jwt_customizer(&mut m.jwt_customizer, &src, &super::claims::read_script_as)?;
        let m = m;
        let resolved = apply::secrets::resolve(&m, &src)?;
        if self.dry_run {
            let opts = Options {
                prune: self.prune,
                execute: false,
            };
            return ctx.read(
                |tx| apply::apply(tx, &m, &opts, &resolved, &mut || {}),
                |ctx, a| {
                    render(
                        ctx,
                        &ApplyResult {
                            dry_run: true,
                            changes: a.changes.clone(),
                            secrets: Vec::new(),
                        },
                    )
                },
            );
        }
        // Deleting asks first: the deletions are listed, then confirmed (or --yes).
        let mut confirmed: Option<Vec<String>> = None;
        if self.prune {
            let opts = Options {
                prune: true,
                execute: false,
            };
            let mut doomed = Vec::new();
            ctx.read(
                |tx| apply::apply(tx, &m, &opts, &resolved, &mut || {}),
                |_, a| {
                    doomed = deletions(&a.changes);
                    Ok(())
                },
            )?;
            if !doomed.is_empty() {
                for d in &doomed {
                    ctx.warn(&format!("--prune deletes {d}"));
                }
                ctx.confirm(&format!(
                    "Delete these {} record(s), which the file does not declare?",
                    doomed.len()
                ))?;
            }
            confirmed = Some(doomed);
        }
        let bar = progress_bar(ctx, apply::size(&m));
        let opts = Options {
            prune: self.prune,
            execute: true,
        };
        let secrets_out = self.secrets_out.clone();
        let result = ctx
            .on_store(|s| {
                s.write(|tx| {
                    // Without an --events stream, the payloads of a big apply's events stay in
                    // the log only (stdout hooks still get theirs).
                    if ctx.events.is_none() {
                        tx.lean_events();
                    }
                    let a = apply::apply(tx, &m, &opts, &resolved, &mut || {
                        if let Some(b) = &bar {
                            b.inc(1);
                        }
                    })?;
                    if let Some(before) = &confirmed
                        && *before != deletions(&a.changes)
                    {
                        return Err(Error::new(Code::ManifestStoreChanged,
                        "the store changed after the deletions were confirmed; nothing was changed",
                    )
                    .with_hint("run idctl apply again"));
                    }
                    let mut secrets = a.secrets;
                    // Written before the commit: if the file cannot be written, no client is
                    // created whose secret would be lost. Without new secrets it is not
                    // touched at all.
                    let mut written = None;
                    if let Some(path) = &secrets_out
                        && !secrets.is_empty()
                    {
                        let kept = save_secrets(path, &secrets)?;
                        written = Some((path.clone(), secrets.len(), kept));
                        secrets = Vec::new();
                    }
                    Ok((
                        ApplyResult {
                            dry_run: false,
                            changes: a.changes,
                            secrets,
                        },
                        written,
                    ))
                })
            })
            .and_then(|(mut store, out)| {
                let done = ctx.finish(&mut store, &out, |ctx, (r, written)| {
                    if let Some(b) = &bar {
                        b.finish_and_clear();
                    }
                    render(ctx, r)?;
                    if let Some((path, new, kept)) = written {
                        let and_kept = if *kept > 0 {
                            format!(", after the {kept} kept there from earlier runs")
                        } else {
                            String::new()
                        };
                        ctx.note(&format!(
                            "the secrets of {new} new client(s) are in {}{and_kept} (readable \
                             only by you)",
                            path.display()
                        ));
                    }
                    Ok(())
                });
                // The command ends here: its tens of thousands of events and changes are left to
                // the end of the process instead of being freed one by one (a tenth of a big
                // apply). The store is closed as usual.
                std::mem::forget(out);
                done
            });
        if let Some(b) = &bar {
            b.finish_and_clear();
        }
        result
    }
}

/// Adds the secrets of new clients to the `--secrets-out` file, keeping every entry it
/// holds already (a secret is shown only once: the file may be its only copy). The file is
/// replaced whole (a temporary file renamed over it), readable only by its owner. A file
/// that is not such a list is left alone and the apply refused. Returns how many entries
/// were kept.
fn save_secrets(path: &Path, new: &[ClientWithSecret]) -> Result<usize> {
    let refuse = |why: String| {
        Error::new(
            Code::ManifestSecretsFile,
            format!(
                "{} {why}; it was left as it is and nothing was applied",
                path.display()
            ),
        )
        .with_hint("pass another --secrets-out FILE, or move this one away")
    };
    let all: Vec<serde_json::Value> = match std::fs::read(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => {
            return Err(Error::new(
                Code::IoError,
                format!("cannot read {}: {e}", path.display()),
            ));
        }
        Ok(bytes) if bytes.iter().all(u8::is_ascii_whitespace) => Vec::new(),
        Ok(bytes) => match serde_json::from_slice::<Vec<serde_json::Value>>(&bytes) {
            Ok(v) if v.iter().all(|e| e.get("secret").is_some()) => v,
            _ => {
                return Err(refuse(
                    "is not a secrets file of idctl apply (a JSON list of clients with their secrets)"
                        .to_string(),
                ));
            }
        },
    };
    let kept = all.len();
    // The new entries are written as they are, not made into JSON values first (a big
    // apply creates thousands of clients).
    #[derive(serde::Serialize)]
    #[serde(untagged)]
    enum Entry<'a> {
        Kept(serde_json::Value),
        New(&'a ClientWithSecret),
    }
    let all: Vec<Entry> = all
        .into_iter()
        .map(Entry::Kept)
        .chain(new.iter().map(Entry::New))
        .collect();
    let text = serde_json::to_string_pretty(&all)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temp = path.with_file_name(format!(
        ".{name}.{}-{}.new",
        std::process::id(),
        crate::util::new_secret(8)
    ));
    let written = write_private(&temp, &text)
        .and_then(|_| std::fs::rename(&temp, path).map_err(|e| cannot_write(path, e)));
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    written.map(|_| kept)
}

fn progress_bar(ctx: &Ctx, total: u64) -> Option<indicatif::ProgressBar> {
    if ctx.format != Format::Table
        || total < PROGRESS_MIN_RECORDS
        || !std::io::stderr().is_terminal()
    {
        return None;
    }
    let bar = indicatif::ProgressBar::new(total);
    if let Ok(style) =
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} records ({elapsed})")
    {
        bar.set_style(style);
    }
    Some(bar)
}

fn render(ctx: &Ctx, r: &ApplyResult) -> Result<()> {
    match ctx.format {
        Format::Json => output::json_streamed(r),
        Format::Table => {
            if r.changes.is_empty() {
                ctx.note("the store already matches the file: nothing to change");
            } else {
                output::many(Format::Table, &r.changes)?;
                if r.dry_run {
                    ctx.note(&format!(
                        "dry run: {} change(s) planned, nothing was changed",
                        r.changes.len()
                    ));
                }
            }
            if !r.secrets.is_empty() {
                output::many::<ClientWithSecret>(Format::Table, &r.secrets)?;
                ctx.note("save the client secrets now: they are shown only once");
            }
            Ok(())
        }
    }
}

impl ExportArgs {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        let syntax = match (self.format, &self.file) {
            (Some(s), _) => s,
            (None, Some(path)) => Syntax::of_path(&path.to_string_lossy())?,
            (None, None) if ctx.format == Format::Json => Syntax::Json,
            (None, None) => Syntax::Toml,
        };
        let with_keys = self.with_keys.clone();
        let dir_name = match &with_keys {
            None => None,
            Some(dir) => Some(
                dir.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .filter(|n| !n.is_empty() && n != "..")
                    .ok_or_else(|| {
                        Error::new(
                            Code::Usage,
                            format!("--with-keys {}: name a folder", dir.display()),
                        )
                    })?,
            ),
        };
        ctx.read(
            |tx| {
                let (mut m, warnings) = apply::export(tx)?;
                let mut files = Vec::new();
                if let Some(name) = &dir_name {
                    for (entry, pem) in apply::keys::export(tx, name)? {
                        files.push((entry.file.clone(), pem));
                        m.keys.push(entry);
                    }
                }
                Ok((m, warnings, files))
            },
            |ctx, (m, warnings, files)| {
                for w in warnings {
                    match &with_keys {
                        Some(_) => ctx.warn(&without_signing_keys(w)),
                        None => ctx.warn(w),
                    }
                }
                if let Some(dir) = &with_keys {
                    create_private_dir(dir)?;
                    for (file, pem) in files {
                        let name = Path::new(file).file_name().unwrap_or_default();
                        super::keys::write_private_file(&dir.join(name), pem, true)?;
                    }
                    ctx.note(&format!(
                        "wrote {} private key file(s) into {} (readable only by you)",
                        files.len(),
                        dir.display()
                    ));
                }
                let text = manifest::render(m, syntax)?;
                match &self.file {
                    Some(path) => {
                        write_private(path, text.trim_end())?;
                        ctx.note(&format!("wrote {}", path.display()));
                        Ok(())
                    }
                    None => output::emit(text.trim_end()),
                }
            },
        )
    }
}

/// The export warning without its signing keys item (`--with-keys` carries them).
fn without_signing_keys(warning: &str) -> String {
    const ITEM: &str = "signing keys (";
    let Some(start) = warning.find(ITEM) else {
        return warning.to_string();
    };
    match warning[start..].find("), ") {
        Some(end) => format!("{}{}", &warning[..start], &warning[start + end + 3..]),
        None => warning.to_string(),
    }
}

/// Creates a folder (and its parents) for private files: mode 0700 when it is new.
fn create_private_dir(dir: &Path) -> Result<()> {
    let mut b = std::fs::DirBuilder::new();
    b.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        b.mode(0o700);
    }
    b.create(dir).map_err(|e| {
        Error::new(
            Code::IoError,
            format!("cannot create {}: {e}", dir.display()),
        )
    })
}
