use super::Ctx;
use crate::error::{Error, Result};
use crate::events::catalogue;
use clap::Subcommand;

#[derive(Debug, Subcommand)]
pub enum EventsCmd {
    /// Show the event log, oldest first
    #[command(visible_alias = "ls")]
    List {
        /// Only these events: a name (Role.Created), Prefix.* (User.*) or all, as hooks select
        /// them (repeatable, or comma-separated)
        #[arg(long = "type", value_name = "EVENT")]
        kind: Vec<String>,
        /// Only events this recent (e.g. 15m, 1h, 2d; 1 s to 10 years)
        #[arg(long, value_name = "DURATION")]
        since: Option<String>,
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
            EventsCmd::List { kind, since, limit } => {
                let patterns = if kind.is_empty() {
                    Vec::new()
                } else {
                    let p = crate::ops::hooks::check_events(&kind)?;
                    if p.is_empty() {
                        return Err(Error::invalid(
                            "guard.invalid_input",
                            "--type needs an event name, Prefix.* or all",
                        ));
                    }
                    p
                };
                let since_ms = since
                    .map(|s| {
                        crate::limits::duration_secs("--since", &s, &crate::limits::SINCE_SECS)
                            .map(|secs| crate::util::now_ms().saturating_sub(secs * 1000))
                    })
                    .transpose()?;
                ctx.read(
                    |tx| crate::store::events::list(tx, &patterns, since_ms, limit),
                    super::many,
                )
            }
        }
    }
}
