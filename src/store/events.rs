//! The event log (outbox).

use super::Tx;
use crate::error::Result;
use crate::model::Event;
use crate::model::{Actor, AppRef, Attribution, EntryKind, LoggedEvent};
use rusqlite::params;

pub fn insert(tx: &Tx, event: &Event, kind: EntryKind, by: &Attribution) -> Result<()> {
    let actor = by.actor.as_ref();
    let app = by.app.as_ref();
    tx.execute(
        "INSERT INTO events (id, name, created_at, payload, audit, actor_type, actor_id,
                             actor_name, app_id, app_name, ip)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            event.id,
            event.name,
            event.created_at_ms,
            event.payload.to_string(),
            kind == EntryKind::Audit,
            actor.map(|a| a.kind.as_str()),
            actor.and_then(|a| a.id.as_deref()),
            actor.and_then(|a| a.name.as_deref()),
            app.map(|a| a.id.as_str()),
            app.and_then(|a| a.name.as_deref()),
            by.ip.as_deref(),
        ],
    )?;
    Ok(())
}

const COLUMNS: &str = "seq, id, name, created_at, payload, audit, actor_type, actor_id, actor_name, app_id, \
     app_name, ip";

fn logged(r: &super::sql::Row<'_>) -> super::sql::Result<LoggedEvent> {
    let payload: String = r.get(4)?;
    let actor_type: Option<String> = r.get(6)?;
    let app_id: Option<String> = r.get(9)?;
    Ok(LoggedEvent {
        seq: r.get(0)?,
        id: r.get(1)?,
        kind: if r.get::<bool>(5)? {
            EntryKind::Audit
        } else {
            EntryKind::Event
        },
        event: r.get(2)?,
        created_at: crate::util::iso_ms(r.get(3)?),
        actor: match actor_type {
            Some(kind) => Some(Actor {
                kind,
                id: r.get(7)?,
                name: r.get(8)?,
            }),
            None => None,
        },
        app: match app_id {
            Some(id) => Some(AppRef {
                id,
                name: r.get(10)?,
            }),
            None => None,
        },
        ip: r.get(11)?,
        payload: serde_json::from_str(&payload).unwrap_or(serde_json::Value::Null),
    })
}

/// One entry of the log (event or audit entry) by its id.
pub fn get(tx: &Tx, id: &str) -> Result<Option<LoggedEvent>> {
    use super::sql::Optional;
    Ok(tx
        .query_row(
            &format!("SELECT {COLUMNS} FROM events WHERE id = ?1"),
            [id],
            logged,
        )
        .optional()?)
}

/// The last `limit` entries, oldest first: events only, or with `audit` the audit entries
/// too; only those `patterns` select (names, `Prefix.*`, `all`, as hooks select events; none:
/// every entry) and, with `since_ms`, only those recorded at or after it.
pub fn list(
    tx: &Tx,
    patterns: &[String],
    since_ms: Option<i64>,
    limit: i64,
    audit: bool,
) -> Result<Vec<LoggedEvent>> {
    let mut filters: Vec<String> = Vec::new();
    let mut args: Vec<rusqlite::types::Value> = Vec::new();
    if !audit {
        filters.push("audit = 0".to_string());
    }
    if !patterns.is_empty() && !patterns.iter().any(|p| p == "all") {
        let mut any = Vec::new();
        for p in patterns {
            match p.strip_suffix('*').filter(|prefix| prefix.ends_with('.')) {
                Some(prefix) => {
                    args.push(rusqlite::types::Value::Text(prefix.to_string()));
                    let n = args.len();
                    any.push(format!(
                        "substr(name, 1, length(CAST(?{n} AS TEXT))) = ?{n}"
                    ));
                }
                None => {
                    args.push(rusqlite::types::Value::Text(p.clone()));
                    any.push(format!("name = ?{}", args.len()));
                }
            }
        }
        filters.push(format!("({})", any.join(" OR ")));
    }
    if let Some(since) = since_ms {
        args.push(rusqlite::types::Value::Integer(since));
        filters.push(format!("created_at >= ?{}", args.len()));
    }
    args.push(rusqlite::types::Value::Integer(limit));
    let limit_arg = args.len();
    let filter = if filters.is_empty() {
        String::new()
    } else {
        format!("WHERE {}", filters.join(" AND "))
    };
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM (
             SELECT * FROM events {filter} ORDER BY seq DESC LIMIT ?{limit_arg}
         ) AS latest ORDER BY seq"
    ))?;
    let rows = st.query_map(args, logged)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// How many events of `name` the log holds.
pub fn count(tx: &Tx, name: &str) -> Result<i64> {
    Ok(
        tx.query_row("SELECT count(*) FROM events WHERE name = ?1", [name], |r| {
            r.get(0)
        })?,
    )
}
