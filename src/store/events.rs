//! The event log (outbox).

use super::Tx;
use crate::error::Result;
use crate::events::Event;
use crate::model::LoggedEvent;
use rusqlite::params;

pub fn insert(tx: &Tx, event: &Event) -> Result<()> {
    tx.execute(
        "INSERT INTO events (id, name, created_at, payload) VALUES (?1, ?2, ?3, ?4)",
        params![
            event.id,
            event.name,
            event.created_at_ms,
            event.payload.to_string()
        ],
    )?;
    Ok(())
}

/// The last `limit` events, oldest first: only those `patterns` select (names, `Prefix.*`,
/// `all`, as hooks select events; none: every event) and, with `since_ms`, only those
/// recorded at or after it.
pub fn list(
    tx: &Tx,
    patterns: &[String],
    since_ms: Option<i64>,
    limit: i64,
) -> Result<Vec<LoggedEvent>> {
    let mut filters: Vec<String> = Vec::new();
    let mut args: Vec<rusqlite::types::Value> = Vec::new();
    if !patterns.is_empty() && !patterns.iter().any(|p| p == "all") {
        let mut any = Vec::new();
        for p in patterns {
            match p.strip_suffix('*').filter(|prefix| prefix.ends_with('.')) {
                Some(prefix) => {
                    args.push(rusqlite::types::Value::Text(prefix.to_string()));
                    let n = args.len();
                    any.push(format!("substr(name, 1, length(?{n})) = ?{n}"));
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
        "SELECT seq, id, name, created_at, payload FROM (
             SELECT * FROM events {filter} ORDER BY seq DESC LIMIT ?{limit_arg}
         ) ORDER BY seq"
    ))?;
    let rows = st.query_map(rusqlite::params_from_iter(args), |r| {
        let payload: String = r.get(4)?;
        Ok(LoggedEvent {
            seq: r.get(0)?,
            id: r.get(1)?,
            event: r.get(2)?,
            created_at: crate::util::iso_ms(r.get(3)?),
            payload: serde_json::from_str(&payload).unwrap_or(serde_json::Value::Null),
        })
    })?;
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
