//! The store on PostgreSQL: sessions, transactions and the schema.
//!
//! - **Writes** queue cluster-wide on one transaction-level advisory lock, taken in the
//!   transaction's first round trip: the analogue of SQLite's `BEGIN IMMEDIATE`, so every
//!   read-check-write of `ops/` stays correct across processes and machines. The lock goes
//!   at commit, or when the session dies.
//! - **Reads** are `REPEATABLE READ READ ONLY` snapshots and never wait.
//! - **The clock** of a transaction is the database's, read right after the lock was granted
//!   (`IDCTL_NOW` still wins), so machines with skewed clocks agree on what has expired.
//! - **The schema** is built on first use, under the same lock: of any number of first users
//!   one builds it, the others wait and find it built (one signing key, one CSRF secret).

use super::sql::{Handle, PgConn};
pub use super::target::PgTarget;
use super::{APPLICATION_ID, NewKeys, Outcome, SCHEMA_VERSION, Tx, seed};
use crate::error::{Code, Error, Result};
use std::cell::RefCell;
use std::marker::PhantomData;
use std::sync::Arc;

/// The migrations of a PostgreSQL store, by the schema version each brings it to. The first
/// builds schema 18 at once (no PostgreSQL store is older); later ones come in pairs with
/// SQLite's, one file per engine.
const MIGRATIONS: &[(i64, &str)] = &[
    (18, include_str!("migrations/postgres/0018_baseline.sql")),
    (19, include_str!("migrations/postgres/0019_key_order.sql")),
    (20, include_str!("migrations/postgres/0020_key_signed.sql")),
    (
        21,
        include_str!("migrations/postgres/0021_organization_tokens.sql"),
    ),
    (22, include_str!("migrations/postgres/0022_mfa.sql")),
    (23, include_str!("migrations/postgres/0023_connectors.sql")),
    (
        24,
        include_str!("migrations/postgres/0024_sign_in_connectors.sql"),
    ),
];

/// The advisory lock every writer takes (per schema, so setups sharing a database through
/// `schema=` do not wait for each other).
fn writer_lock() -> String {
    format!("SELECT pg_advisory_xact_lock({APPLICATION_ID}, hashtext(current_schema()))")
}

/// The database clock in milliseconds since the epoch, read when the statement runs.
const CLOCK: &str = "SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint";

/// Is there no idctl store in `target` yet (or can it not be reached)?
pub fn is_fresh(target: &PgTarget) -> bool {
    let Ok(client) = target.connect() else {
        return true;
    };
    let mut conn = PgConn::new(client);
    version(&mut conn, target).map_or(true, |v| v == 0)
}

/// The schema version in `target`, read without changing anything (0: no store yet).
pub fn schema_version(target: &PgTarget) -> Result<i64> {
    let mut conn = PgConn::new(target.connect()?);
    version(&mut conn, target)
}

/// A new session on `target`, its schema brought up to this build's; and whether this
/// session built the store (the database held none).
pub(super) fn open(target: &PgTarget) -> Result<(PgConn, bool)> {
    let mut conn = PgConn::new(target.connect()?);
    let ver = version(&mut conn, target)?;
    if ver == SCHEMA_VERSION {
        return Ok((conn, false));
    }
    // A store of its own schema (`schema=`): made on first use, as the database's tables are.
    if let Some(schema) = target.schema()
        && ver == 0
    {
        // Under the lock writers of that schema take (`current_schema()` is its name once it
        // exists): concurrent first users would otherwise race on `IF NOT EXISTS`, and all but
        // one fail with a duplicate key.
        conn.batch(&format!(
            "BEGIN; SELECT pg_advisory_xact_lock({APPLICATION_ID}, hashtext('{literal}'));
             CREATE SCHEMA IF NOT EXISTS \"{ident}\"; COMMIT",
            literal = schema.replace('\'', "''"),
            ident = schema.replace('"', "\"\"")
        ))?;
    }
    migrate(conn, target, ver)
}

/// Removes the store this process built, when the command it was built for failed: as a
/// failed first command leaves no SQLite file behind, it leaves no schema behind. Only while
/// the store holds no data and no other session is connected to the database; else it stays.
pub(super) fn discard(conn: &mut PgConn) {
    let _ = (|| -> Result<()> {
        conn.batch(&format!(
            "BEGIN ISOLATION LEVEL READ COMMITTED; {}",
            writer_lock()
        ))?;
        let others = conn.simple_rows(
            "SELECT count(*) FROM pg_catalog.pg_stat_activity
              WHERE datname = current_database() AND pid <> pg_backend_pid()",
        )?;
        let tables = conn.simple_rows(
            "SELECT c.relname FROM pg_catalog.pg_class c
               JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = current_schema() AND c.relkind = 'r'",
        )?;
        let mut drop = Vec::new();
        let mut pristine = others
            .first()
            .and_then(|r| r.first().cloned().flatten())
            .as_deref()
            == Some("0");
        for t in tables.iter().filter_map(|r| r.first().cloned().flatten()) {
            let quoted = format!("\"{}\"", t.replace('"', "\"\""));
            let n: i64 = conn
                .simple_rows(&format!("SELECT count(*) FROM {quoted}"))?
                .first()
                .and_then(|r| r.first().cloned().flatten())
                .and_then(|s| s.parse().ok())
                .unwrap_or(i64::MAX);
            pristine &= t == "idctl_meta" || n <= super::copy::pristine_limit(&t);
            drop.push(quoted);
        }
        if pristine && !drop.is_empty() {
            conn.batch(&format!(
                "DROP TABLE {} CASCADE; DROP FUNCTION IF EXISTS idctl_fold(text);
                 DROP FUNCTION IF EXISTS instr(text, text); COMMIT",
                drop.join(", ")
            ))?;
        } else {
            conn.batch("ROLLBACK")?;
        }
        Ok(())
    })();
}

/// What the database holds: this build's schema version of an idctl store (0: nothing yet).
fn version(conn: &mut PgConn, target: &PgTarget) -> Result<i64> {
    let rows = conn.simple_rows(
        "SELECT to_regclass('idctl_meta') IS NOT NULL,
                (SELECT count(*) FROM pg_catalog.pg_class c
                   JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                  WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'v', 'p'))",
    )?;
    let row = rows.first().cloned().unwrap_or_default();
    let has_meta = row.first().cloned().flatten().as_deref() == Some("t");
    let objects: i64 = row
        .get(1)
        .cloned()
        .flatten()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let not_idctl = || {
        Error::new(
            Code::StoreNotIdctl,
            format!(
                "{} holds tables but is not an idctl store; it was left untouched",
                target.display()
            ),
        )
        .with_hint("pass --store with another database (or another schema=)")
    };
    if !has_meta {
        return if objects > 0 { Err(not_idctl()) } else { Ok(0) };
    }
    let meta = conn.simple_rows("SELECT key, value FROM idctl_meta")?;
    let get = |k: &str| -> Option<i64> {
        meta.iter()
            .find(|r| r.first().cloned().flatten().as_deref() == Some(k))
            .and_then(|r| r.get(1).cloned().flatten())
            .and_then(|v| v.parse().ok())
    };
    if get("application_id") != Some(APPLICATION_ID) {
        return Err(not_idctl());
    }
    let ver = get("schema_version").unwrap_or(0);
    if ver > SCHEMA_VERSION {
        return Err(Error::new(
            Code::StoreNewerSchema,
            format!(
                "{} was written by a newer idctl (schema {ver}; this build knows up to {SCHEMA_VERSION}); it was left untouched",
                target.display()
            ),
        )
        .with_hint("upgrade idctl"));
    }
    Ok(ver)
}

/// Brings the schema up to this build's: under the writer lock, in one transaction (DDL is
/// transactional on PostgreSQL), so a process that waited finds the work done. Says whether
/// this session built the store.
/// `ver` is the version this session read before the lock.
fn migrate(mut conn: PgConn, target: &PgTarget, ver: i64) -> Result<(PgConn, bool)> {
    // Keys take a noticeable time to generate: made before the lock (and wasted when
    // another process migrates first).
    let new_keys = NewKeys::for_store(ver, ver > 0)?;
    conn.batch(&format!(
        "BEGIN ISOLATION LEVEL READ COMMITTED; {}",
        writer_lock()
    ))?;
    let built = (|| -> Result<(PgConn, bool)> {
        let ver = version(&mut conn, target)?;
        if ver == SCHEMA_VERSION {
            return Ok((conn, false));
        }
        for (to, sql) in MIGRATIONS.iter().filter(|(to, _)| *to > ver) {
            conn.batch(sql).map_err(|e| {
                Error::new(
                    Code::StoreMigrationFailed,
                    format!("migration to schema {to} failed: {e}"),
                )
            })?;
        }
        conn.batch(&format!(
            "INSERT INTO idctl_meta (key, value) VALUES
                 ('application_id', '{APPLICATION_ID}'), ('schema_version', '{SCHEMA_VERSION}')
             ON CONFLICT (key) DO UPDATE SET value = excluded.value"
        ))?;
        let handle = Handle::Postgres(RefCell::new(conn), PhantomData);
        seed(&handle, ver, new_keys)?;
        let Handle::Postgres(cell, _) = handle else {
            return Err(Error::new(
                Code::StoreError,
                "store error: lost the session",
            ));
        };
        Ok((cell.into_inner(), ver == 0))
    })();
    match built {
        Ok((mut conn, built)) => {
            conn.batch("COMMIT")?;
            Ok((conn, built))
        }
        // The session is gone with the closure's error; its transaction rolls back with it.
        Err(e) => Err(e),
    }
}

/// Runs `f` in one transaction on the session in `slot` (a new one when there is none or it
/// was lost), then puts the session back.
pub(super) fn run(
    slot: &mut Option<PgConn>,
    target: &Arc<PgTarget>,
    write: bool,
    base_url: Option<String>,
    f: &mut dyn FnMut(&mut Tx) -> Result<()>,
) -> Result<Outcome<()>> {
    let begin = if write {
        format!(
            "BEGIN ISOLATION LEVEL READ COMMITTED; {}; {CLOCK}",
            writer_lock()
        )
    } else {
        format!("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; {CLOCK}")
    };
    // A kept session, unless the server has ended it meanwhile (a restart, a failover, an
    // idle timeout): nothing ran yet, so a new session starts the transaction again.
    let kept = slot.take().filter(|c| !c.is_closed()).map(|mut c| {
        let rows = c.simple_rows(&begin);
        (c, rows)
    });
    let (mut conn, rows) = match kept {
        Some((c, Ok(rows))) => (c, rows),
        Some((_, Err(e))) if !e.is_connection_lost() => return Err(e.into()),
        _ => {
            let mut c = open(target)?.0;
            let rows = c.simple_rows(&begin)?;
            (c, rows)
        }
    };
    conn.failed = false;
    let db_now = rows
        .last()
        .and_then(|r| r.first().cloned().flatten())
        .and_then(|s| s.parse::<i64>().ok())
        .unwrap_or_else(crate::util::now_ms);
    let now = crate::util::fixed_now_ms().unwrap_or(db_now);
    let mut tx = Tx::new(
        Handle::Postgres(RefCell::new(conn), PhantomData),
        now,
        base_url,
    );
    let result = f(&mut tx);
    let (handle, outcome) = match result {
        Ok(v) => {
            let (h, o) = tx.finish(v);
            (h, Ok(o))
        }
        Err(e) => (tx.finish(()).0, Err(e)),
    };
    let Handle::Postgres(cell, _) = handle else {
        return Err(Error::new(
            Code::StoreError,
            "store error: lost the session",
        ));
    };
    let mut conn = cell.into_inner();
    #[cfg(debug_assertions)]
    if write && outcome.is_ok() {
        pause_in_write();
    }
    let end = match outcome {
        // A statement failed and nothing rolled back to a savepoint after it: PostgreSQL
        // would answer COMMIT with a rollback. Nothing of the transaction is kept.
        Ok(_) if conn.failed => {
            let _ = conn.batch("ROLLBACK");
            Err(Error::new(
                Code::StoreError,
                "store error: a statement of the transaction failed; nothing was changed",
            ))
        }
        Ok(o) => conn.batch("COMMIT").map(|()| o).map_err(Error::from),
        Err(e) => {
            let _ = conn.batch("ROLLBACK");
            Err(e)
        }
    };
    if !conn.is_closed() {
        *slot = Some(conn);
    }
    end
}

/// Debug builds only (release builds never read the variable): a hook for the tests of a
/// writer that dies (`kill -9`) or stops (`SIGSTOP`) inside its transaction. While the file
/// named by `IDCTL_TEST_PAUSE_IN_WRITE` exists, a write transaction about to commit (its rows
/// written, the writer lock held) writes its process id to `<file>.paused` and waits until
/// the file is gone; then it commits as usual.
#[cfg(debug_assertions)]
fn pause_in_write() {
    let Some(path) = std::env::var_os("IDCTL_TEST_PAUSE_IN_WRITE") else {
        return;
    };
    let path = std::path::PathBuf::from(path);
    if !path.exists() {
        return;
    }
    let mut marker = path.clone().into_os_string();
    marker.push(".paused");
    let _ = std::fs::write(&marker, std::process::id().to_string());
    while path.exists() {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}
