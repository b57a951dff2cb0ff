use super::Ctx;
use crate::error::{Error, Result};
use crate::events::catalogue;
use clap::Subcommand;

#[derive(Debug, Subcommand)]
pub enum EventsCmd {
    /// Show the event log, oldest first
    List {
        /// Only events of this name (e.g. Role.Created)
        #[arg(long = "type", value_name = "EVENT")]
        kind: Option<String>,
        /// How many of the most recent events (1 to 100000)
        #[arg(long, default_value_t = 100, value_parser = crate::limits::parser(crate::limits::EVENTS_LIMIT))]
        limit: i64,
    },
}

/// Checks an event name against the catalogue, suggesting the closest one.
pub(crate) fn check_event_name(name: &str) -> Result<()> {
    if catalogue::is_event(name) {
        return Ok(());
    }
    let err = Error::invalid("hook.invalid_event", format!("unknown event {name}"));
    Err(
        match crate::util::closest(name, catalogue::EVENT_NAMES.iter().copied()) {
            Some(c) => err.with_hint(format!("did you mean {c}?")),
            None => err.with_hint(format!("events: {}", catalogue::EVENT_NAMES.join(", "))),
        },
    )
}

impl EventsCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            EventsCmd::List { kind, limit } => {
                if let Some(k) = &kind {
                    check_event_name(k)?;
                }
                ctx.read(
                    |tx| crate::store::events::list(tx, kind.as_deref(), limit),
                    super::many,
                )
            }
        }
    }
}
