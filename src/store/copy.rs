//! `idctl store copy --to STORE`: everything a store holds (keys, settings, users with their
//! password hashes, clients with their secret hashes, grants, sessions, events, the webhook
//! outbox), with its ids, into another store on either engine, in one transaction on the
//! target. The target must hold no data yet (a new store: its settings, its two keys and
//! the built-in records only); what it holds is replaced. No event is recorded: the copy is
//! the same setup, not a change to it.

use super::{Dialect, Store, Tx, sql};
use crate::error::{Code, Error, Result};
use rusqlite::types::Value;
use serde::Serialize;

/// What `store copy` did.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Copied {
    pub from: String,
    pub to: String,
    /// Rows copied, by table (in the order they were written).
    pub tables: Vec<(String, usize)>,
    pub rows: usize,
}

/// The most rows a table of a store that holds no data may have: its settings, its signing
/// key and ID-token key, and the Management API's resource, scope, role and their link.
pub(crate) fn pristine_limit(table: &str) -> i64 {
    match table {
        "config" => i64::MAX,
        "signing_keys" => 2,
        "resources" | "scopes" | "roles" | "roles_scopes" => 1,
        _ => 0,
    }
}

/// The store's tables, each after the tables its foreign keys point to.
fn tables(tx: &Tx) -> Result<Vec<String>> {
    let (names_sql, refs_sql) = match tx.dialect() {
        Dialect::Sqlite => (
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
             ORDER BY name",
            "SELECT DISTINCT \"table\" FROM pragma_foreign_key_list(?1)",
        ),
        Dialect::Postgres => (
            "SELECT c.relname::text FROM pg_catalog.pg_class c
               JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> 'idctl_meta'
              ORDER BY 1",
            "SELECT DISTINCT r.relname::text FROM pg_catalog.pg_constraint k
               JOIN pg_catalog.pg_class c ON c.oid = k.conrelid
               JOIN pg_catalog.pg_class r ON r.oid = k.confrelid
               JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
              WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.relname = ?1",
        ),
    };
    let names: Vec<String> = tx
        .tx
        .prepare(names_sql)?
        .query_map([], |r| r.get(0))?
        .collect::<sql::Result<_>>()?;
    let mut deps = Vec::new();
    for t in &names {
        let refs: Vec<String> = tx
            .tx
            .prepare(refs_sql)?
            .query_map([t], |r| r.get(0))?
            .collect::<sql::Result<_>>()?;
        deps.push(refs);
    }
    // Kahn's order: a table once every table it points to is placed.
    let mut placed: Vec<String> = Vec::new();
    while placed.len() < names.len() {
        let before = placed.len();
        for (t, refs) in names.iter().zip(&deps) {
            if !placed.contains(t)
                && refs
                    .iter()
                    .all(|r| r == t || placed.contains(r) || !names.contains(r))
            {
                placed.push(t.clone());
            }
        }
        if placed.len() == before {
            return Err(Error::new(
                Code::StoreError,
                "store error: the tables' foreign keys form a cycle",
            ));
        }
    }
    Ok(placed)
}

/// The columns of `table`, in order.
fn columns(tx: &Tx, table: &str) -> Result<Vec<String>> {
    let sql = match tx.dialect() {
        Dialect::Sqlite => "SELECT name FROM pragma_table_info(?1) ORDER BY cid",
        Dialect::Postgres => {
            "SELECT column_name::text FROM information_schema.columns
              WHERE table_schema = current_schema() AND table_name = ?1 ORDER BY ordinal_position"
        }
    };
    Ok(tx
        .tx
        .prepare(sql)?
        .query_map([table], |r| r.get(0))?
        .collect::<sql::Result<_>>()?)
}

fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|c| format!("\"{c}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Rows per INSERT: few round trips, and far below both engines' limits on parameters in one
/// statement (SQLite 32766, PostgreSQL 65535) for the widest table.
const BATCH: usize = 200;

/// Every row of `table`, its columns in `cols` order.
fn rows_of(tx: &Tx, table: &str, cols: &[String]) -> Result<Vec<Vec<Value>>> {
    let n = cols.len();
    Ok(tx
        .tx
        .prepare(&format!("SELECT {} FROM \"{table}\"", quoted(cols)))?
        .query_map([], |r| (0..n).map(|i| r.get::<Value>(i)).collect())?
        .collect::<sql::Result<_>>()?)
}

/// Inserts `rows` into `table`, `BATCH` rows per statement.
fn insert_rows(tx: &Tx, table: &str, cols: &[String], rows: Vec<Vec<Value>>) -> Result<()> {
    let statement = |k: usize| {
        let tuples: Vec<String> = (0..k)
            .map(|r| {
                let marks: Vec<String> = (1..=cols.len())
                    .map(|c| format!("?{}", r * cols.len() + c))
                    .collect();
                format!("({})", marks.join(", "))
            })
            .collect();
        format!(
            "INSERT INTO \"{table}\" ({}) VALUES {}",
            quoted(cols),
            tuples.join(", ")
        )
    };
    let full = statement(BATCH);
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let chunk: Vec<Vec<Value>> = rows.by_ref().take(BATCH).collect();
        let k = chunk.len();
        let values: Vec<Value> = chunk.into_iter().flatten().collect();
        if k == BATCH {
            tx.execute(&full, values)?;
        } else {
            tx.execute(&statement(k), values)?;
        }
    }
    Ok(())
}

/// Copies everything `from` holds into `to` (see the module comment): one snapshot of the
/// source, read a table at a time while the target's one transaction writes it, so no more
/// than one table is held in memory.
pub fn copy(from: &mut Store, to: &mut Store) -> Result<Copied> {
    let (from_name, to_name) = (from.describe(), to.describe());
    // A big table takes a while to write: neither session is idle for long, but both are
    // idle inside their transaction while the other works.
    let unhurried = |tx: &Tx| -> Result<()> {
        if tx.dialect() == Dialect::Postgres {
            tx.tx
                .execute_batch("SET LOCAL idle_in_transaction_session_timeout = 0")?;
        }
        Ok(())
    };
    let tables_copied = from
        .read(|source| {
            unhurried(source)?;
            let order = tables(source)?;
            Ok(to
                .write(|tx| {
                    unhurried(tx)?;
                    let target = tables(tx)?;
                    if target != order {
                        return Err(Error::new(
                            Code::StoreError,
                            format!(
                                "store error: {to_name} and {from_name} do not hold the same tables"
                            ),
                        ));
                    }
                    for t in &target {
                        let n: i64 = tx.query_row(
                            &format!("SELECT count(*) FROM \"{t}\""),
                            [],
                            |r| r.get(0),
                        )?;
                        if n > pristine_limit(t) {
                            return Err(Error::new(
                                Code::StoreNotEmpty,
                                format!(
                                    "{to_name} already holds data ({n} rows in {t}); nothing was copied"
                                ),
                            )
                            .with_hint("copy to a new, empty database or file"));
                        }
                    }
                    for t in target.iter().rev() {
                        tx.execute(&format!("DELETE FROM \"{t}\""), [])?;
                    }
                    let mut done = Vec::new();
                    for t in &order {
                        let cols = columns(source, t)?;
                        let rows = rows_of(source, t, &cols)?;
                        let n = rows.len();
                        insert_rows(tx, t, &cols, rows)?;
                        done.push((t.clone(), n));
                    }
                    if tx.dialect() == Dialect::Postgres {
                        // Identity columns go on after the highest value copied.
                        let identities: Vec<(String, String)> = tx
                            .tx
                            .prepare(
                                "SELECT table_name::text, column_name::text FROM information_schema.columns
                                  WHERE table_schema = current_schema() AND is_identity = 'YES'",
                            )?
                            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                            .collect::<sql::Result<_>>()?;
                        for (t, c) in identities {
                            tx.tx.execute_batch(&format!(
                                "SELECT setval(pg_get_serial_sequence('\"{t}\"', '{c}'),
                                               coalesce(max(\"{c}\"), 0) + 1, false) FROM \"{t}\""
                            ))?;
                        }
                    }
                    Ok(done)
                })?
                .value)
        })?
        .value;
    Ok(Copied {
        from: from_name,
        to: to_name,
        rows: tables_copied.iter().map(|(_, n)| n).sum(),
        tables: tables_copied,
    })
}
