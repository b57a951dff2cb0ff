//! The store file on disk: creating it so that no process ever sees a half-made store,
//! holding a shared lock while it is open, and discarding a store that a failed first
//! command made.
//!
//! The protocol, safe under any number of concurrent first users:
//! - At a missing path, a complete store (schema, settings, signing keys, WAL mode, mode 0600)
//!   is built under a temporary name in the same folder and hard-linked to the path, which
//!   succeeds only while the path is still missing; a process that loses the race removes its
//!   own and opens the winner's. No process ever puts an empty file at the path, so a failed
//!   first command can remove the store it made without leaving anything behind.
//! - An empty file at the path (one from `mktemp`) is *initialised*: under an exclusive `flock`
//!   of that empty file, and only if the path still names it and it is still empty, a complete
//!   store is built under a temporary name and renamed over it. Others wait on the lock, then
//!   find the new file.
//! - A non-empty file is opened under a shared `flock`, held for as long as the process may
//!   use it; after taking the lock the path must still name the same file (else retry).
//! - A failed first command removes the store it put in place only when it can take the lock
//!   exclusively (nobody else has the store open), the path still names its file, and the
//!   store holds no data. Anything less and the store stays.
//!
//! Closing *any* descriptor of a file drops the POSIX locks that SQLite holds on it in this
//! process, so the lock descriptors are kept for the life of the process, one per file, and
//! the file is never opened by anything else while a connection may be open.

use crate::error::{Code, Error, Result};
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// A file's identity: device and inode.
pub(super) type FileId = (u64, u64);

#[cfg(unix)]
fn file_id(m: &fs::Metadata) -> FileId {
    use std::os::unix::fs::MetadataExt;
    (m.dev(), m.ino())
}

#[cfg(not(unix))]
fn file_id(_: &fs::Metadata) -> FileId {
    (0, 0)
}

/// A shared lock on a store file, held for the life of the process.
pub(super) struct Lock {
    pub file: File,
    pub id: FileId,
}

/// Every lock descriptor this process opened, by file (see the module notes).
static LOCKS: Mutex<Vec<Arc<Lock>>> = Mutex::new(Vec::new());

fn registry() -> std::sync::MutexGuard<'static, Vec<Arc<Lock>>> {
    LOCKS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

pub(super) fn cannot(path: &Path, what: &str, e: impl std::fmt::Display) -> Error {
    Error::new(
        Code::StoreUnavailable,
        format!("cannot {what} store at {}: {e}", path.display()),
    )
}

/// Takes (or finds this process's) shared lock on the non-empty file at `path`. `None` when
/// the path no longer names the file that was locked: the caller starts over.
pub(super) fn lock_shared(path: &Path) -> Result<Option<Arc<Lock>>> {
    let meta = match fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(cannot(path, "open", e)),
    };
    let id = file_id(&meta);
    if let Some(lock) = registry().iter().find(|l| l.id == id) {
        return Ok(Some(lock.clone()));
    }
    let file = match File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(cannot(path, "open", e)),
    };
    file.lock_shared().map_err(|e| cannot(path, "lock", e))?;
    let meta = file.metadata().map_err(|e| cannot(path, "open", e))?;
    if meta.len() == 0 {
        // A store was discarded and a new empty file took the path meanwhile: that one is
        // to be initialised, not opened (and not kept locked, or initialising it here would
        // wait for this very lock).
        return Ok(None);
    }
    let id = file_id(&meta);
    let lock = Arc::new(Lock { file, id });
    registry().push(lock.clone());
    let now = match fs::metadata(path) {
        Ok(m) => Some(file_id(&m)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(cannot(path, "open", e)),
    };
    Ok((now == Some(id)).then_some(lock))
}

/// Forgets the lock of a file that was just removed or emptied.
fn unregister(id: FileId) {
    registry().retain(|l| l.id != id);
}

/// Creates the empty store file (and its folders) readable and writable by the owner only.
/// `false` when a file is there already.
pub(super) fn create_empty(path: &Path) -> Result<bool> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent).map_err(|e| cannot(path, "create", e))?;
    }
    match private_options().create_new(true).open(path) {
        Ok(_) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
        Err(e) => Err(cannot(path, "create", e)),
    }
}

fn private_options() -> fs::OpenOptions {
    let mut opts = fs::OpenOptions::new();
    opts.write(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    opts
}

/// Puts a complete store built by `build` at the missing `path`, unless another process got
/// there first. Returns the new file's identity when this process did it.
pub(super) fn create_new(
    path: &Path,
    build: impl FnOnce(&Path) -> Result<()>,
) -> Result<Option<FileId>> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent).map_err(|e| cannot(path, "create", e))?;
    }
    let temp = temp_path(path);
    let made = build_aside(path, &temp, build).and_then(|id| {
        // A link, not a rename: it never replaces what another process put there.
        match fs::hard_link(&temp, path) {
            Ok(()) => Ok(Some(id)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(None),
            Err(e) => Err(cannot(path, "create", e)),
        }
    });
    // The temporary name goes either way (after a link, the store lives on at `path`).
    remove_with_sidecars(&temp);
    made
}

/// Turns the empty file at `path` into a complete store built by `build`, unless another
/// process got there first. Returns the new file's identity when this process did it.
pub(super) fn initialise(
    path: &Path,
    build: impl FnOnce(&Path) -> Result<()>,
) -> Result<Option<FileId>> {
    let file = match fs::OpenOptions::new().read(true).open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(cannot(path, "open", e)),
    };
    file.lock().map_err(|e| cannot(path, "lock", e))?;
    let ours = file.metadata().map_err(|e| cannot(path, "open", e))?;
    match fs::metadata(path) {
        Ok(m) if file_id(&m) == file_id(&ours) && m.len() == 0 => {}
        Ok(_) => return Ok(None),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(cannot(path, "open", e)),
    }
    let temp = temp_path(path);
    let made = build_aside(path, &temp, build).and_then(|id| {
        fs::rename(&temp, path).map_err(|e| cannot(path, "create", e))?;
        Ok(id)
    });
    if made.is_err() {
        remove_with_sidecars(&temp);
    }
    // The lock on the old, now unlinked, empty file goes with `file`.
    drop(file);
    made.map(Some)
}

/// Creates `temp` (new, private) and has `build` make the store for `path` in it; returns
/// the new file's identity.
fn build_aside(
    path: &Path,
    temp: &Path,
    build: impl FnOnce(&Path) -> Result<()>,
) -> Result<FileId> {
    let f = private_options()
        .create_new(true)
        .open(temp)
        .map_err(|e| cannot(path, "create", e))?;
    let id = file_id(&f.metadata().map_err(|e| cannot(path, "create", e))?);
    drop(f);
    build(temp)?;
    Ok(id)
}

/// `.<name>.<pid>-<random>.new` beside `path`.
pub(super) fn temp_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(
        ".{name}.{}-{}.new",
        std::process::id(),
        crate::util::new_secret(8)
    ))
}

fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut p = path.as_os_str().to_owned();
    p.push(suffix);
    PathBuf::from(p)
}

fn remove_with_sidecars(path: &Path) {
    for suffix in ["-wal", "-shm", "-journal"] {
        let _ = fs::remove_file(sidecar(path, suffix));
    }
    let _ = fs::remove_file(path);
}

/// Reads the first bytes of the locked file and checks that it is an SQLite database.
pub(super) fn check_sqlite_header(path: &Path, lock: &Lock) -> Result<()> {
    let mut header = [0u8; 16];
    #[cfg(unix)]
    let n = {
        use std::os::unix::fs::FileExt;
        lock.file
            .read_at(&mut header, 0)
            .map_err(|e| cannot(path, "read", e))?
    };
    #[cfg(not(unix))]
    let n = {
        use std::io::Read;
        (&lock.file)
            .read(&mut header)
            .map_err(|e| cannot(path, "read", e))?
    };
    if n < 16 || &header != b"SQLite format 3\0" {
        return Err(Error::new(
            Code::StoreNotSqlite,
            format!(
                "{} is not an idctl store (not an SQLite database); it was left untouched",
                path.display()
            ),
        )
        .with_hint("pass --store with another path"));
    }
    Ok(())
}

/// How a failed first command leaves the path: without the file, or with the empty file the
/// user gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Leave {
    Nothing,
    Empty,
}

/// Removes (or empties) the store this process put in place, if nobody else has it open and
/// the path still names it. `close_if_pristine` runs under the exclusive lock: when the
/// store still holds no data it closes the caller's connection and says so.
pub(super) fn discard(
    path: &Path,
    lock: &Lock,
    leave: Leave,
    close_if_pristine: impl FnOnce() -> bool,
) {
    // Nobody else has the store open ...
    if lock.file.try_lock().is_err() {
        return;
    }
    // ... the path still names it ...
    if !fs::metadata(path).is_ok_and(|m| file_id(&m) == lock.id) {
        return;
    }
    // ... and it holds nothing.
    if !close_if_pristine() {
        return;
    }
    // The sidecars first: once the main file is gone, a new store may take the path.
    for suffix in ["-wal", "-shm", "-journal"] {
        let _ = fs::remove_file(sidecar(path, suffix));
    }
    match leave {
        Leave::Nothing => {
            let _ = fs::remove_file(path);
        }
        Leave::Empty => {
            let _ = fs::OpenOptions::new()
                .write(true)
                .open(path)
                .and_then(|f| f.set_len(0));
        }
    }
    unregister(lock.id);
}
