//! Backing up and restoring the whole store (`idctl store backup|restore`): everything a
//! manifest cannot carry (signing keys, client secrets, personal access tokens, the event
//! log) comes back as it was.

use crate::error::{Code, Error, Result};
use crate::events::audit;
use crate::store::Store;
use crate::store::backup::{self, BackupInfo, RestoreInfo};
use std::path::Path;

/// Writes a consistent copy of the store at `path` to `dest`; `confirm` is asked before a
/// file at `dest` is replaced. A missing store is not created.
pub fn backup(
    path: &Path,
    dest: &Path,
    confirm: impl FnOnce(&str) -> Result<()>,
) -> Result<BackupInfo> {
    if !backup::exists(path)? {
        return Err(Error::new(
            Code::StoreNotFound,
            format!(
                "there is no store at {}; nothing to back up",
                path.display()
            ),
        )
        .with_hint("pass --store PATH (or set IDCTL_STORE) to name the store"));
    }
    match std::fs::metadata(dest) {
        Ok(m) if m.is_dir() => {
            return Err(Error::new(
                Code::StoreBackupIsDirectory,
                format!("{} is a directory", dest.display()),
            )
            .with_hint("give the backup's file name, e.g. DIR/idctl-backup.db"));
        }
        Ok(_) => confirm(&format!(
            "Replace {} with a new backup of the store?",
            dest.display()
        ))?,
        Err(_) => {}
    }
    Store::open(path)?.backup_to(dest)
}

/// Replaces the store at `path` with the backup `file` (see `store::backup::restore`) and
/// records who restored it, from where, in the restored store's log.
pub fn restore(
    path: &Path,
    file: &Path,
    confirm: impl FnOnce(&str) -> Result<()>,
) -> Result<RestoreInfo> {
    let info = backup::restore(path, file, confirm)?;
    let data = serde_json::json!({
        "file": info.file,
        "replaced": info.replaced,
        "backupSchemaVersion": info.backup_schema_version,
    });
    Store::open(path)?.write(|tx| audit::record(tx, &audit::STORE_RESTORED, &[], data))?;
    Ok(info)
}
