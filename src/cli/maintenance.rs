//! `idctl store prune` and `store migrate`: upkeep of the store itself.

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
    /// The store file's size before and after, in bytes (null on PostgreSQL).
    bytes_before: Option<u64>,
    bytes_after: Option<u64>,
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
    match (r.vacuumed, r.bytes_before, r.bytes_after) {
        (true, Some(before), Some(after)) => out.push_str(&format!(
            "\nstore file: {before} bytes before, {after} bytes after vacuum"
        )),
        (true, ..) => out.push_str("\nvacuumed"),
        _ => {}
    }
    out
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MigrateResult {
    store: String,
    /// The schema version before (0: no store) and after.
    from: i64,
    to: i64,
    migrated: bool,
}

/// `idctl store migrate [--check]`.
pub fn migrate(ctx: &Ctx, check: bool) -> Result<()> {
    let from = if check {
        ctx.store.require_current()?
    } else {
        let from = ctx.store.schema_version()?;
        ctx.open()?;
        from
    };
    let r = MigrateResult {
        store: ctx.store.display(),
        from,
        to: crate::store::SCHEMA_VERSION,
        migrated: from != crate::store::SCHEMA_VERSION,
    };
    match ctx.format {
        Format::Json => output::json(&r),
        Format::Table if r.migrated => output::emit(&format!(
            "migrated {} from schema {} to {}",
            crate::util::sanitize(&r.store),
            r.from,
            r.to
        )),
        Format::Table => output::emit(&format!(
            "{} is at schema {}, this build's",
            crate::util::sanitize(&r.store),
            r.to
        )),
    }
}

/// `idctl store info`.
pub fn info(ctx: &Ctx) -> Result<()> {
    use crate::store::Location;
    let version = ctx.store.schema_version()?;
    let mut v = match &ctx.store {
        Location::Sqlite(p) => serde_json::json!({
            "engine": "sqlite",
            "path": p.display().to_string(),
            "bytes": std::fs::metadata(p).ok().map(|m| m.len()),
        }),
        Location::Postgres(t) => t.describe(),
    };
    if let Some(o) = v.as_object_mut() {
        o.insert("schemaVersion".into(), version.into());
        o.insert(
            "buildSchemaVersion".into(),
            crate::store::SCHEMA_VERSION.into(),
        );
    }
    match ctx.format {
        Format::Json => output::json(&v),
        Format::Table => {
            let rows: Vec<String> = v
                .as_object()
                .map(|o| {
                    o.iter()
                        .map(|(k, val)| {
                            let text = match val {
                                serde_json::Value::String(s) => crate::util::sanitize(s),
                                serde_json::Value::Null => "-".to_string(),
                                other => other.to_string(),
                            };
                            format!("{k:<20}{text}")
                        })
                        .collect()
                })
                .unwrap_or_default();
            output::emit(&rows.join("\n"))
        }
    }
}

/// `idctl store copy --to STORE`.
pub fn copy(ctx: &Ctx, to: &std::ffi::OsStr) -> Result<()> {
    let target = crate::store::Location::parse(to)?;
    let mut from = ctx.open()?;
    let mut into = crate::store::Store::open_at(&target)?;
    let r = match crate::store::copy::copy(&mut from, &mut into) {
        Ok(r) => r,
        Err(e) => {
            into.discard_if_new();
            return Err(e);
        }
    };
    match ctx.format {
        Format::Json => output::json(&r),
        Format::Table => output::emit(&format!(
            "copied {} rows from {} to {}",
            r.rows,
            crate::util::sanitize(&r.from),
            crate::util::sanitize(&r.to)
        )),
    }
}
