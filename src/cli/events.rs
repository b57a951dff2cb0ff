use super::Ctx;
use crate::error::{Code, Error, Hint, Result};
use crate::events::catalogue;
use clap::Subcommand;

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum EventsCmd {
    /// Show the event log, oldest first, with who caused each entry (actor, app, ip)
    #[command(visible_alias = "ls")]
    List {
        /// Only these events: a name (Role.Created), Prefix.* (User.*) or all, as hooks select
        /// them (repeatable, or comma-separated); with --audit, audit entry names too
        #[arg(long = "type", value_name = "EVENT")]
        kind: Vec<String>,
        /// Only events this recent (e.g. 15m, 1h, 2d; 1 s to 10 years)
        #[arg(long, value_name = "DURATION")]
        since: Option<String>,
        /// How many of the most recent events (1 to 100000)
        #[arg(long, default_value_t = 100, value_parser = crate::limits::parser(crate::limits::EVENTS_LIMIT))]
        limit: i64,
        /// Also show the audit entries: changes without a webhook event (clients, resources,
        /// hooks, keys, settings, role assignments, personal access tokens), never delivered
        #[arg(long)]
        audit: bool,
    },
    /// Show one entry of the log (event or audit entry) with its payload
    Get {
        /// The entry's id (the ID column of events list)
        id: String,
    },
}

/// Checks an event name against the catalogue, suggesting the closest one.
pub(crate) fn check_event_name(name: &str) -> Result<()> {
    if catalogue::is_event(name) {
        return Ok(());
    }
    let err = Error::new(Code::HookInvalidEvent, format!("unknown event {name}"));
    Err(
        match crate::util::closest(name, catalogue::EVENT_NAMES.iter().copied()) {
            Some(c) => err.with_hint(Hint::DidYouMean(c.to_string())),
            None => err.with_hint(format!("events: {}", catalogue::EVENT_NAMES.join(", "))),
        },
    )
}

/// `--type` of `events list --audit`: event patterns as hooks take them, and audit entry
/// names (and `Prefix.*` patterns) as they are.
fn check_patterns(values: &[String], audit: bool) -> Result<Vec<String>> {
    if !audit {
        return crate::ops::hooks::check_events(values);
    }
    let mut webhook = Vec::new();
    let mut out = Vec::new();
    for p in values.iter().flat_map(|v| v.split([',', ' '])) {
        if p.is_empty() {
            continue;
        }
        let prefix_of_audit = p
            .strip_suffix('*')
            .filter(|x| x.ends_with('.'))
            .is_some_and(|x| crate::events::audit::names().any(|n| n.starts_with(x)));
        if crate::events::audit::is_audit(p) || prefix_of_audit {
            out.push(p.to_string());
        } else {
            webhook.push(p.to_string());
        }
    }
    if !webhook.is_empty() {
        match crate::ops::hooks::check_events(&webhook) {
            Ok(p) => out.extend(p),
            Err(e) => {
                // The closest of both kinds of names.
                let names: Vec<&str> = crate::events::audit::names()
                    .chain(catalogue::EVENT_NAMES.iter().copied())
                    .collect();
                let near = webhook
                    .iter()
                    .filter(|w| !catalogue::is_event(w) && *w != "all" && !w.ends_with('*'))
                    .find_map(|w| crate::util::closest(w, names.iter().copied()));
                return Err(match near {
                    Some(n) => e.with_hint(Hint::DidYouMean(n.to_string())),
                    None => e,
                });
            }
        }
    }
    Ok(out)
}

impl EventsCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            EventsCmd::Get { id } => ctx.read(
                |tx| {
                    crate::store::events::get(tx, &id)?.ok_or_else(|| {
                        Error::new(
                            Code::EventNotFound,
                            format!("no event or audit entry has the id {id}"),
                        )
                        .with_hint("list ids with: idctl events list --audit")
                    })
                },
                |ctx, e| match ctx.format {
                    crate::output::Format::Json => crate::output::json(e),
                    crate::output::Format::Table => {
                        super::one(ctx, e)?;
                        let payload = serde_json::to_string_pretty(&e.payload)?;
                        crate::output::emit(&format!(
                            "\nPAYLOAD\n{}",
                            crate::util::sanitize_lines(&payload)
                        ))
                    }
                },
            ),
            EventsCmd::List {
                kind,
                since,
                limit,
                audit,
            } => {
                let patterns = if kind.is_empty() {
                    Vec::new()
                } else {
                    let p = check_patterns(&kind, audit)?;
                    if p.is_empty() {
                        return Err(Error::new(
                            Code::GuardInvalidInput,
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
                    |tx| crate::store::events::list(tx, &patterns, since_ms, limit, audit),
                    super::many,
                )
            }
        }
    }
}
