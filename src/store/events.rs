//! The event log (outbox).

use super::Tx;
use crate::error::Result;
use crate::events::Event;
use crate::model::LoggedEvent;
use rusqlite::params;

pub fn insert(tx: &Tx, event: &Event) -> Result<()> {
    tx.tx.execute(
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

/// The last `limit` events (optionally of one name), oldest first.
pub fn list(tx: &Tx, name: Option<&str>, limit: i64) -> Result<Vec<LoggedEvent>> {
    let mut st = tx.tx.prepare(
        "SELECT seq, id, name, created_at, payload FROM (
             SELECT * FROM events WHERE (?1 IS NULL OR name = ?1) ORDER BY seq DESC LIMIT ?2
         ) ORDER BY seq",
    )?;
    let rows = st.query_map(params![name, limit], |r| {
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
    Ok(tx
        .tx
        .query_row("SELECT count(*) FROM events WHERE name = ?1", [name], |r| {
            r.get(0)
        })?)
}
