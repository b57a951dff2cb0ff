//! Backing up and restoring a store: SQLite's online backup API, so that a backup taken
//! while a server or other commands write is one consistent snapshot, and a restore that
//! swaps the whole file only when nobody has the store open.
//!
//! A backup is a complete store in one file (rollback journal, so no `-wal` beside it),
//! mode 0600, written under a temporary name and renamed into place. A restore builds the
//! new store the same way beside the old one (WAL mode, migrated to this build's schema),
//! then, holding the store file's lock exclusively (see [`super::file`]: every process that
//! has the store open holds it shared), checkpoints and removes the old store's WAL and
//! renames the new file over it. A process that starts meanwhile waits for the lock and then
//! opens the new file.

use super::{APPLICATION_ID, SCHEMA_VERSION, Store, connect, file, migrate};
use crate::error::{Code, Error, Result};
use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};
use serde::Serialize;
use std::fs;
use std::path::{Path, PathBuf};

/// What `store backup` did.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BackupInfo {
    pub store: String,
    pub file: String,
    pub bytes: u64,
    pub schema_version: i64,
}

/// What `store restore` did.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RestoreInfo {
    pub store: String,
    pub file: String,
    /// Whether a store was there before (and is gone now).
    pub replaced: bool,
    /// The schema of the backup (the restored store is migrated to this build's).
    pub backup_schema_version: i64,
    pub schema_version: i64,
}

/// What is at the path a restore writes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// No file, or an empty one: nothing to lose.
    Nothing,
    /// An idctl store, to be replaced.
    Store,
}

fn io(path: &Path, what: &str, e: impl std::fmt::Display) -> Error {
    Error::new(
        Code::IoError,
        format!("cannot {what} {}: {e}", path.display()),
    )
}

/// Creates `path` new, empty, readable and writable by the owner only.
fn create_private(path: &Path) -> Result<()> {
    let mut opts = fs::OpenOptions::new();
    opts.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    opts.open(path).map(drop).map_err(|e| io(path, "create", e))
}

fn remove_with_sidecars(path: &Path) {
    for suffix in ["-wal", "-shm", "-journal"] {
        let _ = fs::remove_file(sidecar(path, suffix));
    }
    let _ = fs::remove_file(path);
}

fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut p = path.as_os_str().to_owned();
    p.push(suffix);
    PathBuf::from(p)
}

/// Copies every page of `from` into `to` in one step: one read transaction on `from`, so
/// the copy is a consistent snapshot however much other processes write meanwhile (under WAL
/// they are not blocked).
fn copy(from: &Connection, to: &mut Connection) -> Result<()> {
    let backup = Backup::new(from, to)?;
    match backup.step(-1)? {
        StepResult::Done => Ok(()),
        other => Err(Error::new(
            Code::StoreBackupFailed,
            format!("the backup did not complete ({other:?}); try again"),
        )),
    }
}

/// `PRAGMA quick_check`: `Ok` when the database is intact.
fn quick_check(conn: &Connection, path: &Path) -> Result<()> {
    let verdict: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
    if verdict == "ok" {
        Ok(())
    } else {
        Err(Error::new(
            Code::StoreBackupDamaged,
            format!(
                "{} is damaged: {}",
                path.display(),
                crate::util::sanitize(&verdict)
            ),
        ))
    }
}

/// Is the file at `path` in use by another process (a shared or exclusive lock on it)?
fn in_use(path: &Path) -> Result<bool> {
    let f = match fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(io(path, "open", e)),
    };
    Ok(f.try_lock().is_err())
}

fn busy(path: &Path) -> Error {
    Error::new(
        Code::StoreInUse,
        format!(
            "the store at {} is in use by another process (idctl serve, or a command still \
             running); nothing was changed",
            path.display()
        ),
    )
    .with_hint("stop it, then run idctl store restore again")
}

impl Store {
    /// Writes a consistent copy of the whole store to `dest` (mode 0600, replacing a file
    /// there), while other connections may go on writing.
    pub fn backup_to(&mut self, dest: &Path) -> Result<BackupInfo> {
        let (conn, path) = self.sqlite("store backup")?;
        let path = path.to_path_buf();
        if let (Ok(a), Ok(b)) = (fs::canonicalize(&path), fs::canonicalize(dest))
            && a == b
        {
            return Err(Error::new(
                Code::StoreBackupIsStore,
                format!("{} is the store itself", dest.display()),
            )
            .with_hint("write the backup to another file"));
        }
        let temp = super::file::temp_path(dest);
        // Named by the file asked for (the temporary name means nothing to the user).
        create_private(&temp).map_err(|_| {
            let why = match dest.parent().filter(|p| !p.as_os_str().is_empty()) {
                Some(dir) if !dir.is_dir() => format!("{} is not a folder", dir.display()),
                _ => "the folder is not writable".to_string(),
            };
            io(dest, "write", why)
        })?;
        let made = (|| -> Result<i64> {
            let mut to = Connection::open(&temp).map_err(|e| io(&temp, "open", e))?;
            copy(conn, &mut to)?;
            // One self-contained file: no -wal beside a backup.
            let _: String =
                to.pragma_update_and_check(None, "journal_mode", "DELETE", |r| r.get(0))?;
            quick_check(&to, &temp)?;
            let version: i64 = to.pragma_query_value(None, "user_version", |r| r.get(0))?;
            to.close().map_err(|(_, e)| io(&temp, "write", e))?;
            fs::File::open(&temp)
                .and_then(|f| f.sync_all())
                .map_err(|e| io(&temp, "write", e))?;
            fs::rename(&temp, dest).map_err(|e| io(dest, "write", e))?;
            Ok(version)
        })();
        let version = match made {
            Ok(v) => v,
            Err(e) => {
                remove_with_sidecars(&temp);
                return Err(e);
            }
        };
        let bytes = fs::metadata(dest).map(|m| m.len()).unwrap_or(0);
        Ok(BackupInfo {
            store: path.display().to_string(),
            file: dest.display().to_string(),
            bytes,
            schema_version: version,
        })
    }
}

/// Does `path` hold a store (a non-empty file)? Fails for a directory.
pub fn exists(path: &Path) -> Result<bool> {
    match fs::metadata(path) {
        Ok(m) if m.is_dir() => Err(file::cannot(path, "open", "it is a directory")),
        Ok(m) => Ok(m.len() > 0),
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            Ok(false)
        }
        Err(e) => Err(file::cannot(path, "open", e)),
    }
}

/// Opens `backup` read-only and checks it: an intact idctl store of a schema this build
/// knows. Returns the connection and its schema version.
fn open_backup(backup: &Path) -> Result<(Connection, i64)> {
    let meta = fs::metadata(backup).map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            Error::new(
                Code::StoreBackupNotFound,
                format!("there is no backup at {}", backup.display()),
            )
        } else {
            io(backup, "read", e)
        }
    })?;
    let not_backup = |why: &str| {
        Error::new(
            Code::StoreNotABackup,
            format!("{} is not an idctl backup ({why})", backup.display()),
        )
        .with_hint("a backup is a file written by idctl store backup")
    };
    if meta.is_dir() {
        return Err(not_backup("it is a directory"));
    }
    let mut header = [0u8; 16];
    {
        use std::io::Read;
        let n = fs::File::open(backup)
            .and_then(|mut f| f.read(&mut header))
            .map_err(|e| io(backup, "read", e))?;
        if n < 16 || &header != b"SQLite format 3\0" {
            return Err(not_backup("not an SQLite database"));
        }
    }
    let conn = Connection::open_with_flags(
        backup,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| io(backup, "open", e))?;
    let app: i64 = conn
        .pragma_query_value(None, "application_id", |r| r.get(0))
        .map_err(|_| not_backup("not a readable SQLite database"))?;
    if app != APPLICATION_ID {
        return Err(not_backup("an SQLite database of another program"));
    }
    let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    if version > SCHEMA_VERSION {
        return Err(Error::new(Code::StoreNewerSchema,
            format!(
                "{} was written by a newer idctl (schema {version}; this build knows up to {SCHEMA_VERSION})",
                backup.display()
            ),
        )
        .with_hint("restore it with that idctl, or upgrade idctl"));
    }
    quick_check(&conn, backup)?;
    Ok((conn, version))
}

/// What is at `path` now: nothing (or an empty file) or an idctl store. Anything else is
/// refused and left alone.
fn target(path: &Path) -> Result<Target> {
    if !exists(path)? {
        return Ok(Target::Nothing);
    }
    let mut header = [0u8; 16];
    {
        use std::io::Read;
        let n = fs::File::open(path)
            .and_then(|mut f| f.read(&mut header))
            .map_err(|e| file::cannot(path, "read", e))?;
        let conn_ok = n == 16 && &header == b"SQLite format 3\0";
        let app = if conn_ok {
            Connection::open_with_flags(
                path,
                OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
            )
            .and_then(|c| c.pragma_query_value(None, "application_id", |r| r.get::<_, i64>(0)))
            .ok()
        } else {
            None
        };
        if app != Some(APPLICATION_ID) {
            return Err(Error::new(
                Code::StoreNotIdctl,
                format!(
                    "{} is not an idctl store; it was left untouched",
                    path.display()
                ),
            )
            .with_hint("pass --store with the path of the store to restore into"));
        }
    }
    Ok(Target::Store)
}

/// Replaces the store at `path` with the backup at `backup` (or creates it there). A store
/// in use by another process is refused before anything changes; `confirm` is asked before
/// an existing store is replaced.
pub fn restore(
    path: &Path,
    backup: &Path,
    confirm: impl FnOnce(&str) -> Result<()>,
) -> Result<RestoreInfo> {
    let (src, backup_version) = open_backup(backup)?;
    if let (Ok(a), Ok(b)) = (fs::canonicalize(path), fs::canonicalize(backup))
        && a == b
    {
        return Err(Error::new(
            Code::StoreBackupIsStore,
            format!("{} is the store itself", backup.display()),
        ));
    }
    let was = target(path)?;
    if was == Target::Store {
        if in_use(path)? {
            return Err(busy(path));
        }
        confirm(&format!(
            "Replace the store at {} with the backup {} (everything in it now is lost)?",
            path.display(),
            backup.display()
        ))?;
    }
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent).map_err(|e| file::cannot(path, "create", e))?;
    }
    // The new store, complete, beside the old one.
    let temp = super::file::temp_path(path);
    create_private(&temp)?;
    let built = (|| -> Result<()> {
        let mut to = connect(&temp)?;
        copy(&src, &mut to)?;
        let _: String = to.pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))?;
        migrate(&mut to, &temp)?;
        quick_check(&to, &temp)?;
        to.close()
            .map_err(|(_, e)| file::cannot(&temp, "write", e))?;
        fs::File::open(&temp)
            .and_then(|f| f.sync_all())
            .map_err(|e| file::cannot(&temp, "write", e))
    })();
    drop(src);
    if let Err(e) = built {
        remove_with_sidecars(&temp);
        return Err(e);
    }
    let swapped = swap(path, &temp, was);
    if swapped.is_err() {
        remove_with_sidecars(&temp);
    }
    swapped?;
    Ok(RestoreInfo {
        store: path.display().to_string(),
        file: backup.display().to_string(),
        replaced: was == Target::Store,
        backup_schema_version: backup_version,
        schema_version: SCHEMA_VERSION,
    })
}

/// Puts the built store `temp` at `path`, holding the lock of the file there exclusively
/// (created empty first when there is none, so that processes starting meanwhile wait).
fn swap(path: &Path, temp: &Path, was: Target) -> Result<()> {
    let _ = file::create_empty(path)?;
    let lock = fs::File::open(path).map_err(|e| file::cannot(path, "open", e))?;
    if lock.try_lock().is_err() {
        return Err(busy(path));
    }
    // The file locked must still be the one at the path (and a store, if it was one).
    let ours = lock.metadata().map_err(|e| file::cannot(path, "open", e))?;
    let now = fs::metadata(path).map_err(|e| file::cannot(path, "open", e))?;
    if !same_file(&ours, &now) || (was == Target::Nothing && ours.len() > 0) {
        return Err(busy(path));
    }
    if ours.len() > 0 {
        // Whatever the old store's WAL holds goes into its file first: its -wal and -shm
        // must not outlive it, or SQLite would apply them to the new file.
        let old = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| file::cannot(path, "open", e))?;
        old.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
        old.close()
            .map_err(|(_, e)| file::cannot(path, "close", e))?;
    }
    for suffix in ["-wal", "-shm", "-journal"] {
        match fs::remove_file(sidecar(path, suffix)) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                return Err(file::cannot(path, "replace", e));
            }
            _ => {}
        }
    }
    fs::rename(temp, path).map_err(|e| file::cannot(path, "replace", e))?;
    if let Some(dir) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        let _ = fs::File::open(dir).and_then(|d| d.sync_all());
    }
    // The lock on the old file goes with `lock`.
    drop(lock);
    Ok(())
}

#[cfg(unix)]
fn same_file(a: &fs::Metadata, b: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    (a.dev(), a.ino()) == (b.dev(), b.ino())
}

#[cfg(not(unix))]
fn same_file(_: &fs::Metadata, _: &fs::Metadata) -> bool {
    true
}
