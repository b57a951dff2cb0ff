//! The outbox: an event is appended to the log and queued for every enabled URL hook that
//! wants it, in the transaction of the change that caused it. Nothing can be lost between the
//! commit and the delivery.

use super::Event;
use crate::error::Result;
use crate::store::{Tx, hooks};

pub use crate::store::hooks::selects;

/// Appends `event` to the log and queues its deliveries.
pub fn append(tx: &mut Tx, event: Event) -> Result<()> {
    let (id, name) = (event.id.clone(), event.name.clone());
    let by = super::attribution(tx, &event.payload);
    tx.record(event, &by)?;
    let targets: Vec<String> = tx
        .enabled_hooks()?
        .iter()
        .filter(|h| h.config.url.is_some() && selects(&h.events, &name))
        .map(|h| h.id.clone())
        .collect();
    for hook_id in targets {
        hooks::insert_delivery(tx, &id, &hook_id)?;
        tx.count_delivery();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::selects;

    #[test]
    fn patterns() {
        let p = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(selects(&p(&["all"]), "Role.Created"));
        assert!(selects(&p(&["User.*"]), "User.Data.Updated"));
        assert!(!selects(&p(&["User.*"]), "UserX.Created"));
        assert!(!selects(&p(&["User.*"]), "Role.Created"));
        assert!(selects(&p(&["Role.Created", "Scope.*"]), "Scope.Deleted"));
        assert!(!selects(&p(&["Role.Created"]), "Role.Deleted"));
    }
}
