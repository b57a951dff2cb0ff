//! `idctl store prune`: upkeep of the store file itself.

use super::Ctx;
use crate::error::Result;
use crate::ops::prune::{self, Pruned};
use crate::output::{self, Format};
use serde::Serialize;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PruneResult {
    removed: Pruned,
    total: u64,
    vacuumed: bool,
    /// The store file's size before and after, in bytes.
    bytes_before: u64,
    bytes_after: u64,
}

/// `idctl store prune [--vacuum]`.
pub fn prune(ctx: &Ctx, vacuum: bool) -> Result<()> {
    let mut store = ctx.open()?;
    let bytes_before = store.file_size()?;
    let removed = prune::run(&mut store, || true)?;
    if vacuum {
        store.vacuum()?;
    }
    let r = PruneResult {
        total: removed.total(),
        removed,
        vacuumed: vacuum,
        bytes_before,
        bytes_after: store.file_size()?,
    };
    match ctx.format {
        Format::Json => output::json(&r),
        Format::Table => output::emit(&text(&r)),
    }
}

/// `removed 3 sessions, 2000 verification codes (2003 rows)`, or `nothing had expired`;
/// then the file's size when vacuumed.
fn text(r: &PruneResult) -> String {
    let parts: Vec<String> = r
        .removed
        .rows()
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(what, n)| format!("{n} {what}"))
        .collect();
    let mut out = if parts.is_empty() {
        "removed nothing: no row had expired".to_string()
    } else {
        format!("removed {} ({} rows)", parts.join(", "), r.total)
    };
    if r.vacuumed {
        out.push_str(&format!(
            "\nstore file: {} bytes before, {} bytes after vacuum",
            r.bytes_before, r.bytes_after
        ));
    }
    out
}
